//! Platform and root-device lists, shared by the PI and UR faces, fetched
//! once: OpenCL's root devices are fixed for the life of the process,
//! libsycl asks for them tens of thousands of times, and PoCL re-detects
//! its devices on every `clGetDeviceIDs` (racing with concurrent
//! `clGetDeviceInfo` calls). Platform strings never change either.

use crate::cl::raw;
use crate::cl::sys::{cl_device_id, cl_platform_id, CL_DEVICE_NOT_FOUND, CL_PLATFORM_NOT_FOUND_KHR, CL_SUCCESS};
use std::ptr::null_mut;

use std::collections::HashMap;
use std::sync::{OnceLock, RwLock};

static PLATFORMS: OnceLock<Result<Vec<usize>, i32>> = OnceLock::new();
type DeviceLists = RwLock<HashMap<(usize, u64), std::sync::Arc<Vec<usize>>>>;
static DEVICES: OnceLock<DeviceLists> = OnceLock::new();

pub fn platforms() -> Result<&'static [usize], i32> {
    PLATFORMS
        .get_or_init(|| {
            let mut n = 0u32;
            // SAFETY: count query with a valid out-pointer.
            let r = unsafe { raw::clGetPlatformIDs(0, null_mut(), &mut n) };
            if r == CL_PLATFORM_NOT_FOUND_KHR || (r == CL_SUCCESS && n == 0) {
                return Ok(Vec::new());
            }
            if r != CL_SUCCESS {
                return Err(r);
            }
            let mut v = vec![null_mut(); n as usize];
            // SAFETY: `v` holds n slots.
            let r = unsafe { raw::clGetPlatformIDs(n, v.as_mut_ptr(), null_mut()) };
            if r != CL_SUCCESS {
                return Err(r);
            }
            Ok(v.into_iter().map(|p| p as usize).collect())
        })
        .as_deref()
        .map_err(|&e| e)
}

type PlatformInfo = RwLock<HashMap<(usize, u32), std::sync::Arc<[u8]>>>;
static PLATFORM_INFO: OnceLock<PlatformInfo> = OnceLock::new();

/// A platform string query, cached (platforms live as long as the process).
///
/// # Safety
/// `platform` is a platform handle.
pub unsafe fn platform_info(platform: cl_platform_id, param: u32) -> Result<std::sync::Arc<[u8]>, i32> {
    let map = PLATFORM_INFO.get_or_init(|| RwLock::new(HashMap::new()));
    let key = (platform as usize, param);
    if let Some(v) = map.read().ok().and_then(|m| m.get(&key).cloned()) {
        return Ok(v);
    }
    let mut n = 0usize;
    // SAFETY: size query with a valid out-pointer.
    let r = unsafe { raw::clGetPlatformInfo(platform, param, 0, null_mut(), &mut n) };
    if r != CL_SUCCESS {
        return Err(r);
    }
    let mut buf = vec![0u8; n];
    // SAFETY: `buf` holds n bytes.
    let r = unsafe { raw::clGetPlatformInfo(platform, param, n, buf.as_mut_ptr().cast(), null_mut()) };
    if r != CL_SUCCESS {
        return Err(r);
    }
    let v: std::sync::Arc<[u8]> = buf.into();
    if let Ok(mut m) = map.write() {
        m.insert(key, v.clone());
    }
    Ok(v)
}

/// # Safety
/// `platform` is a platform handle.
pub unsafe fn devices(platform: cl_platform_id, ty: u64) -> Result<std::sync::Arc<Vec<usize>>, i32> {
    let map = DEVICES.get_or_init(|| RwLock::new(HashMap::new()));
    let key = (platform as usize, ty);
    if let Some(v) = map.read().ok().and_then(|m| m.get(&key).cloned()) {
        return Ok(v);
    }
    // Under the write lock: one thread queries, the others wait for it.
    let mut m = map.write().unwrap_or_else(|p| p.into_inner());
    if let Some(v) = m.get(&key) {
        return Ok(v.clone());
    }
    let mut n = 0u32;
    // SAFETY: count query with a valid out-pointer.
    let r = unsafe { raw::clGetDeviceIDs(platform, ty, 0, null_mut(), &mut n) };
    let list = if r == CL_DEVICE_NOT_FOUND || (r == CL_SUCCESS && n == 0) {
        Vec::new()
    } else if r != CL_SUCCESS {
        return Err(r);
    } else {
        let mut v: Vec<cl_device_id> = vec![null_mut(); n as usize];
        // SAFETY: `v` holds n slots.
        let r = unsafe { raw::clGetDeviceIDs(platform, ty, n, v.as_mut_ptr(), null_mut()) };
        if r != CL_SUCCESS {
            return Err(r);
        }
        v.into_iter().map(|d| d as usize).collect()
    };
    let list = std::sync::Arc::new(list);
    m.insert(key, list.clone());
    Ok(list)
}
