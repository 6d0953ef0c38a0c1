//! Platform table.

use super::gen::api::*;
use super::gen::types::*;
use super::objects::{get, handle_of, put, Info, UrObj};
use super::{err, fail, result, UrResult};
use crate::cl::sys::cl_platform_id;
use crate::core::lists;
use crate::core::Error;
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

/// A UR platform: an OpenCL platform (immortal).
pub struct Platform {
    pub cl: cl_platform_id,
}
// SAFETY: an OpenCL platform id is an immutable process-lifetime token.
unsafe impl Send for Platform {}
// SAFETY: as above.
unsafe impl Sync for Platform {}

/// The UR platforms, one per OpenCL platform, created once.
pub fn platforms() -> Result<&'static [Arc<UrObj<Platform>>], Error> {
    static P: OnceLock<Result<Vec<Arc<UrObj<Platform>>>, i32>> = OnceLock::new();
    P.get_or_init(|| {
        Ok(lists::platforms()?.iter().map(|&p| UrObj::new(Platform { cl: p as cl_platform_id })).collect())
    })
    .as_deref()
    .map_err(|&e| result::cl_err("clGetPlatformIDs", e))
}

/// The UR platform of an OpenCL platform id.
pub fn by_cl(p: cl_platform_id) -> Result<&'static Arc<UrObj<Platform>>, Error> {
    platforms()?.iter().find(|x| x.cl == p).ok_or_else(|| {
        err(UR_RESULT_ERROR_INVALID_PLATFORM, format!("OpenCL platform {p:?} is not one of the ICD loader's platforms"))
    })
}

fn info_string(p: &Platform, param: u32) -> Result<String, Error> {
    let b =
        lists::platform_info(crate::cl::PlatformId(p.cl), param).map_err(|e| result::cl_err("clGetPlatformInfo", e))?;
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
            for (i, p) in list.iter().take(a.NumEntries as usize).enumerate() {
                // SAFETY: NumEntries writable slots (caller contract).
                unsafe { *a.phPlatforms.add(i) = handle_of(p) };
            }
        }
        if !a.pNumPlatforms.is_null() {
            // SAFETY: caller contract.
            unsafe { *a.pNumPlatforms = list.len() as u32 };
        }
        Ok(())
    }

    unsafe fn urPlatformGetInfo(a: args::urPlatformGetInfo) -> UrResult {
        let propName = a.propName;
        let p = get::<UrObj<Platform>>(a.hPlatform)?;
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
        let p = get::<UrObj<Platform>>(a.hPlatform)?;
        // SAFETY: caller contract.
        unsafe { put(a.phNativePlatform, p.cl as ur_native_handle_t, "phNativePlatform") }
    }

    unsafe fn urPlatformCreateWithNativeHandle(a: args::urPlatformCreateWithNativeHandle) -> UrResult {
        let _ = a.pProperties;
        get::<UrObj<super::objects::Adapter>>(a.hAdapter)?;
        let p = by_cl(a.hNativePlatform as cl_platform_id)?;
        // SAFETY: non-NULL (the entry's ur_api.h check).
        unsafe { put(a.phPlatform, handle_of(p), "phPlatform") }
    }

    unsafe fn urPlatformGetApiVersion(a: args::urPlatformGetApiVersion) -> UrResult {
        get::<UrObj<Platform>>(a.hPlatform)?;
        // SAFETY: caller contract.
        unsafe { put(a.pVersion, super::ddi::API_VERSION, "pVersion") }
    }

    unsafe fn urPlatformGetBackendOption(a: args::urPlatformGetBackendOption) -> UrResult {
        get::<UrObj<Platform>>(a.hPlatform)?;
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
