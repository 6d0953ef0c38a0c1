//! Platform and root-device lists, shared by the PI and UR faces, fetched
//! once: OpenCL's root devices are fixed for the life of the process,
//! libsycl asks for them tens of thousands of times, and PoCL re-detects
//! its devices on every `clGetDeviceIDs` (racing with concurrent
//! `clGetDeviceInfo` calls). Platform strings never change either.
//!
//! The queries go through the [`cl`](crate::cl) wrappers; errors are
//! OpenCL codes, which each face translates and records its message for.

use crate::cl::sys::{cl_device_type, cl_platform_id, CL_PLATFORM_NOT_FOUND_KHR};
use crate::cl::{platform_ids, PlatformId};

use std::collections::HashMap;
use std::sync::{OnceLock, RwLock};

static PLATFORMS: OnceLock<Result<Vec<usize>, i32>> = OnceLock::new();
type DeviceLists = RwLock<HashMap<(usize, u64), std::sync::Arc<Vec<usize>>>>;
static DEVICES: OnceLock<DeviceLists> = OnceLock::new();

pub fn platforms() -> Result<&'static [usize], i32> {
    PLATFORMS
        .get_or_init(|| match platform_ids() {
            Ok(v) => Ok(v.into_iter().map(|p| p.0 as usize).collect()),
            // No OpenCL library at all: no platform, as a driver without one.
            Err(e) if e.code == CL_PLATFORM_NOT_FOUND_KHR => Ok(Vec::new()),
            Err(e) => Err(e.code),
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
    let buf = PlatformId(platform).info_bytes(param).map_err(|e| e.code)?;
    let v: std::sync::Arc<[u8]> = buf.into();
    if let Ok(mut m) = map.write() {
        m.insert(key, v.clone());
    }
    Ok(v)
}

/// # Safety
/// `platform` is a platform handle.
pub unsafe fn devices(platform: cl_platform_id, ty: cl_device_type) -> Result<std::sync::Arc<Vec<usize>>, i32> {
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
    let list: Vec<usize> =
        PlatformId(platform).device_ids_of(ty).map_err(|e| e.code)?.into_iter().map(|d| d.0 as usize).collect();
    let list = std::sync::Arc::new(list);
    m.insert(key, list.clone());
    Ok(list)
}
