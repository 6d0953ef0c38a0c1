//! Platform table.

use super::gen::api::*;
use super::gen::types::*;
use super::objects::{get, handle_of, put, Info, UrObj};
use super::{err, fail, result, UrResult};
use crate::cl::sys::cl_platform_id;
use crate::cl::PlatformId;
use crate::core::{device, lists, Error, Status};
use std::ffi::CStr;
use std::sync::{Arc, OnceLock};

super::objects::ur_handle!(
    Platform,
    ur_platform_handle_t_,
    UrPlatform,
    InvalidPlatform,
    true,
    UR_RESULT_ERROR_INVALID_PLATFORM
);

/// A UR platform: core's platform object (`core::device::Platform`, immortal).
pub type UrPlatform = UrObj<Platform>;
pub type Platform = Arc<device::Platform>;

/// The UR platforms, one per platform of core's, created once. No OpenCL
/// library at all is no platform (as a loader without one), not an error.
pub fn platforms() -> Result<&'static [Arc<UrPlatform>], Error> {
    static P: OnceLock<Result<Vec<Arc<UrPlatform>>, Error>> = OnceLock::new();
    P.get_or_init(|| match device::platforms() {
        Ok(list) => Ok(list.iter().map(|p| UrObj::new(p.clone())).collect()),
        Err(e) if e.status == Status::NoOpencl => Ok(Vec::new()),
        Err(e) => Err(e),
    })
    .as_deref()
    .map_err(Clone::clone)
}

/// The UR platform of core's platform `p`.
pub fn of(p: &device::Platform) -> Result<&'static Arc<UrPlatform>, Error> {
    platforms()?.get(p.index).ok_or_else(|| err(UR_RESULT_ERROR_INVALID_PLATFORM, "a platform discovery did not list"))
}

fn info_string(p: &device::Platform, param: u32) -> Result<String, Error> {
    let b = lists::platform_info(p.id, param).map_err(|e| result::cl_err("clGetPlatformInfo", e))?;
    Ok(String::from_utf8_lossy(b.split(|&c| c == 0).next().unwrap_or(&[])).into_owned())
}

/// Backend options: `-O0` is `-cl-opt-disable`, other levels nothing (as
/// Intel's adapter); the strings are static.
fn backend_option(front: &str) -> Option<&'static CStr> {
    match front {
        "-O0" => Some(c"-cl-opt-disable"),
        "-O1" | "-O2" | "-O3" => Some(c""),
        "-ftarget-compile-fast" => Some(c""),
        "-foffload-fp32-prec-div" | "-foffload-fp32-prec-sqrt" => Some(c"-cl-fp32-correctly-rounded-divide-sqrt"),
        _ => None,
    }
}

impl PlatformApi for Ur {
    // oneAPI 2025.2: the platforms of an array of adapters (ours is the only one).
    unsafe fn urPlatformGet_v2025_2(args: args::urPlatformGet_v2025_2) -> UrResult {
        // SAFETY: NumAdapters handles (caller contract).
        let adapters =
            unsafe { super::objects::slice(args.phAdapters.cast_const(), args.NumAdapters as usize, "phAdapters") }?;
        let Some(&a) = adapters.first() else {
            return fail(UR_RESULT_ERROR_INVALID_SIZE, "urPlatformGet: NumAdapters is 0");
        };
        for &x in adapters {
            get::<UrObj<super::objects::Adapter>>(x)?;
        }
        // SAFETY: forwarded caller contract.
        unsafe {
            args::urPlatformGet {
                hAdapter: a,
                NumEntries: args.NumEntries,
                phPlatforms: args.phPlatforms,
                pNumPlatforms: args.pNumPlatforms,
            }
            .body()
        }
    }

    unsafe fn urPlatformGet(a: args::urPlatformGet) -> UrResult {
        get::<UrObj<super::objects::Adapter>>(a.hAdapter)?;
        let list = platforms()?;
        if !a.phPlatforms.is_null() {
            // SAFETY: NumEntries writable slots (caller contract).
            unsafe { crate::ffi::args::write_prefix(a.phPlatforms, a.NumEntries as usize, list.iter().map(handle_of)) };
        }
        if !a.pNumPlatforms.is_null() {
            // SAFETY: caller contract.
            unsafe { *a.pNumPlatforms = list.len() as u32 };
        }
        Ok(())
    }

    unsafe fn urPlatformGetInfo(a: args::urPlatformGetInfo) -> UrResult {
        let propName = a.propName;
        let p = get::<UrPlatform>(a.hPlatform)?;
        let info = Info { size: a.propSize, value: a.pPropValue, size_ret: a.pPropSizeRet };
        let cl_param = match propName {
            UR_PLATFORM_INFO_NAME => 0x902,
            UR_PLATFORM_INFO_VENDOR_NAME => 0x903,
            UR_PLATFORM_INFO_VERSION => 0x901,
            UR_PLATFORM_INFO_EXTENSIONS => 0x904,
            UR_PLATFORM_INFO_PROFILE => 0x900,
            // SAFETY: the UR info protocol (caller contract).
            UR_PLATFORM_INFO_BACKEND => return unsafe { info.val::<ur_backend_t>(UR_BACKEND_OPENCL) },
            // SAFETY: as above.
            UR_PLATFORM_INFO_ADAPTER => return unsafe { info.val(super::adapter::adapter_handle()) },
            _ => {
                return fail(
                    UR_RESULT_ERROR_UNSUPPORTED_ENUMERATION,
                    format!("urPlatformGetInfo: query {propName:#x} is not supported"),
                )
            }
        };
        let s = info_string(&p, cl_param)?;
        // SAFETY: as above.
        unsafe { info.str(&s) }
    }

    unsafe fn urPlatformGetNativeHandle(a: args::urPlatformGetNativeHandle) -> UrResult {
        let p = get::<UrPlatform>(a.hPlatform)?;
        // SAFETY: caller contract.
        unsafe { put(a.phNativePlatform, p.id.0 as ur_native_handle_t, "phNativePlatform") }
    }

    unsafe fn urPlatformCreateWithNativeHandle(a: args::urPlatformCreateWithNativeHandle) -> UrResult {
        let _ = a.pProperties;
        get::<UrObj<super::objects::Adapter>>(a.hAdapter)?;
        let p = device::platform_of_id(PlatformId(a.hNativePlatform as cl_platform_id))?;
        let p = of(p)?;
        // SAFETY: non-NULL (the entry's ur_api.h check).
        unsafe { put(a.phPlatform, handle_of(p), "phPlatform") }
    }

    unsafe fn urPlatformGetApiVersion(a: args::urPlatformGetApiVersion) -> UrResult {
        get::<UrPlatform>(a.hPlatform)?;
        // SAFETY: caller contract.
        unsafe { put(a.pVersion, super::ddi::API_VERSION, "pVersion") }
    }

    unsafe fn urPlatformGetBackendOption(a: args::urPlatformGetBackendOption) -> UrResult {
        get::<UrPlatform>(a.hPlatform)?;
        // SAFETY: a NUL-terminated string (caller contract).
        let front = unsafe { CStr::from_ptr(a.pFrontendOption) }.to_string_lossy();
        match backend_option(&front) {
            // SAFETY: non-NULL (the entry's ur_api.h check); the answer is a static string.
            Some(o) => unsafe { put(a.ppPlatformOption, o.as_ptr(), "ppPlatformOption") },
            None => fail(
                UR_RESULT_ERROR_INVALID_VALUE,
                format!("urPlatformGetBackendOption: unknown frontend option {front:?}"),
            ),
        }
    }
}
