//! Status strings, the last error, and the version.

use super::Status;
use crate::ffi::boundary::{boundary_value, last_error_cl_code, last_error_ptr};
use std::ffi::c_char;

/// A static, NUL-terminated description of a status code; never NULL (an
/// unknown code gives "unknown status code").
#[no_mangle]
pub extern "C" fn syclrt_status_string(status: i32) -> *const c_char {
    boundary_value("syclrt_status_string", c"unknown status code".as_ptr(), || status_cstr(status).as_ptr())
}

/// Static C strings, built once from the Rust descriptions.
fn status_cstr(code: i32) -> &'static std::ffi::CStr {
    match Status::from_code(code) {
        Some(s) => DESCRIPTIONS
            .get_or_init(build)
            .iter()
            .find(|(k, _)| *k == s)
            .map_or(c"unknown status code", |(_, v)| v.as_c_str()),
        None => c"unknown status code",
    }
}

static DESCRIPTIONS: std::sync::OnceLock<Vec<(Status, std::ffi::CString)>> = std::sync::OnceLock::new();

fn build() -> Vec<(Status, std::ffi::CString)> {
    Status::ALL.iter().map(|s| (*s, std::ffi::CString::new(s.description()).unwrap_or_default())).collect()
}

/// The message of the last failing `syclrt_*` call on the calling thread
/// (the failing OpenCL call and code, and for builds the build log), or ""
/// if none failed yet. Valid until the next failing call on this thread.
#[no_mangle]
pub extern "C" fn syclrt_last_error_message() -> *const c_char {
    boundary_value("syclrt_last_error_message", c"".as_ptr(), last_error_ptr)
}

/// The OpenCL error code behind the last failing call on this thread, or 0
/// when that failure did not come from an OpenCL call.
#[no_mangle]
pub extern "C" fn syclrt_last_error_opencl_code() -> i32 {
    boundary_value("syclrt_last_error_opencl_code", 0, last_error_cl_code)
}

/// The library version, "MAJOR.MINOR.PATCH".
#[no_mangle]
pub extern "C" fn syclrt_version() -> *const c_char {
    concat!(env!("CARGO_PKG_VERSION"), "\0").as_ptr().cast()
}
