//! Platform and root-device lists, shared by the PI and UR faces, fetched
//! once: OpenCL's root devices are fixed for the life of the process,
//! libsycl asks for them tens of thousands of times, and PoCL re-detects
//! its devices on every `clGetDeviceIDs` (racing with concurrent
//! `clGetDeviceInfo` calls). Platform strings never change either.
//!
//! The queries go through the [`cl`](crate::cl) wrappers; errors are
//! OpenCL codes, which each face translates and records its message for.
//! A platform's lists and strings are kept in the registry
//! (`core::handles`), under the platform.

use crate::cl::sys::{
    cl_device_id, cl_device_type, CL_DEVICE_TYPE, CL_DEVICE_TYPE_ACCELERATOR, CL_DEVICE_TYPE_ALL, CL_DEVICE_TYPE_CPU,
    CL_DEVICE_TYPE_CUSTOM, CL_DEVICE_TYPE_GPU, CL_INVALID_DEVICE_TYPE, CL_PLATFORM_NOT_FOUND_KHR,
};
use crate::cl::{platform_ids, PlatformId};

use std::collections::HashMap;
use std::sync::{Arc, OnceLock, RwLock};

static PLATFORMS: OnceLock<Result<Vec<usize>, i32>> = OnceLock::new();

/// What is kept for a platform: its device lists by device type, and its
/// string answers by query.
#[derive(Default)]
struct Kept {
    devices: RwLock<HashMap<u64, Arc<Vec<usize>>>>,
    info: RwLock<HashMap<u32, Arc<[u8]>>>,
}

/// Platform `p`'s [`Kept`] (platforms live as long as the process).
fn kept(p: PlatformId) -> Arc<Kept> {
    super::handles::get_or_insert_with(p.0 as usize, Kept::default)
}

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

/// A platform string query, cached (platforms live as long as the process).
pub fn platform_info(platform: PlatformId, param: u32) -> Result<Arc<[u8]>, i32> {
    let kept = kept(platform);
    if let Some(v) = kept.info.read().ok().and_then(|m| m.get(&param).cloned()) {
        return Ok(v);
    }
    let buf = platform.info_bytes(param).map_err(|e| e.code)?;
    let v: Arc<[u8]> = buf.into();
    if let Ok(mut m) = kept.info.write() {
        m.insert(param, v.clone());
    }
    Ok(v)
}

/// The devices of `ty` on `platform`, asked once per process.
pub fn devices(platform: PlatformId, ty: cl_device_type) -> Result<Arc<Vec<usize>>, i32> {
    let kept = kept(platform);
    let key = ty;
    if let Some(v) = kept.devices.read().ok().and_then(|m| m.get(&key).cloned()) {
        return Ok(v);
    }
    // Under the write lock: one thread queries, the others wait for it.
    let mut m = kept.devices.write().unwrap_or_else(|p| p.into_inner());
    if let Some(v) = m.get(&key) {
        return Ok(v.clone());
    }
    let list: Vec<usize> = match platform.device_ids_of(ty) {
        Ok(l) => l.into_iter().map(|d| d.0 as usize).collect(),
        Err(e) if e.code == CL_INVALID_DEVICE_TYPE && refused_type_is_opencls(ty) => {
            // A driver that refuses a type OpenCL defines (NVIDIA's answers
            // CL_DEVICE_TYPE_CUSTOM with CL_INVALID_DEVICE_TYPE): the
            // platform's devices whose own type matches, asked one by one.
            let all = platform.device_ids_of(CL_DEVICE_TYPE_ALL).map_err(|e| e.code)?;
            all.into_iter()
                .filter(|d| {
                    d.info_bytes(CL_DEVICE_TYPE)
                        .ok()
                        .and_then(|b| b.get(..8).and_then(|b| b.try_into().ok()).map(u64::from_ne_bytes))
                        .is_some_and(|t| t & ty != 0)
                })
                .map(|d| d.0 as usize)
                .collect()
        }
        Err(e) => return Err(e.code),
    };
    let list = Arc::new(list);
    m.insert(key, list.clone());
    Ok(list)
}

/// Whether `ty` is a combination of OpenCL's own device types (not the
/// default device, which only the driver knows, nor unknown bits).
fn refused_type_is_opencls(ty: cl_device_type) -> bool {
    let known = CL_DEVICE_TYPE_CPU | CL_DEVICE_TYPE_GPU | CL_DEVICE_TYPE_ACCELERATOR | CL_DEVICE_TYPE_CUSTOM;
    ty != 0 && ty != CL_DEVICE_TYPE_ALL && ty & !known == 0
}

/// The platform name libsycl 7 sees. libsycl 7 drops every OpenCL platform
/// whose name contains "NVIDIA CUDA" (`IsBannedPlatform`: NVIDIA's OpenCL
/// takes no SPIR-V); libsycl 8/9 no longer do. Where syclrt runs SPIR-V on
/// that platform's devices through the PTX route, the reason is gone, so
/// the name reads "NVIDIA OpenCL" there (docs/ptx.md); everywhere else, and
/// with `SYCLRT_PTX=off`, the driver's own name `bytes`. The PI face asks
/// this for `CL_PLATFORM_NAME`.
pub fn unbanned_platform_name(platform: PlatformId, bytes: &[u8]) -> Vec<u8> {
    if !bytes.windows(BANNED_NAME.len()).any(|w| w == BANNED_NAME) {
        return bytes.to_vec();
    }
    let routed = devices(platform, CL_DEVICE_TYPE_ALL).is_ok_and(|v| {
        v.iter().any(|&d| crate::core::ptx::route::target(crate::cl::DeviceId(d as cl_device_id)).is_some())
    });
    unbanned_name(bytes, routed)
}

/// The name libsycl 7 bans, and what it reads instead where the route runs.
const BANNED_NAME: &[u8] = b"NVIDIA CUDA";

/// `bytes` with "NVIDIA CUDA" read as "NVIDIA OpenCL" when `routed`.
fn unbanned_name(bytes: &[u8], routed: bool) -> Vec<u8> {
    match bytes.windows(BANNED_NAME.len()).position(|w| w == BANNED_NAME) {
        Some(at) if routed => [&bytes[..at], b"NVIDIA OpenCL", &bytes[at + BANNED_NAME.len()..]].concat(),
        _ => bytes.to_vec(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_banned_platform_name_is_renamed_only_where_the_route_runs() {
        assert_eq!(unbanned_name(b"NVIDIA CUDA\0", true), b"NVIDIA OpenCL\0".to_vec());
        assert_eq!(unbanned_name(b"NVIDIA CUDA\0", false), b"NVIDIA CUDA\0".to_vec());
        assert_eq!(unbanned_name(b"x NVIDIA CUDA y", true), b"x NVIDIA OpenCL y".to_vec());
        assert_eq!(unbanned_name(b"Portable Computing Language\0", true), b"Portable Computing Language\0".to_vec());
        assert_eq!(unbanned_name(b"", true), Vec::<u8>::new());
    }

    #[test]
    fn only_opencls_own_types_are_listed_by_hand() {
        assert!(refused_type_is_opencls(CL_DEVICE_TYPE_CUSTOM));
        assert!(refused_type_is_opencls(CL_DEVICE_TYPE_GPU | CL_DEVICE_TYPE_CUSTOM));
        assert!(!refused_type_is_opencls(1), "the default device: only the driver knows it");
        assert!(!refused_type_is_opencls(CL_DEVICE_TYPE_ALL));
        assert!(!refused_type_is_opencls(1 << 20), "an unknown bit stays the driver's error");
        assert!(!refused_type_is_opencls(0));
    }
}
