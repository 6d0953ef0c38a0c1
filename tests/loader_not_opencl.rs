//! SYCLRT_OPENCL_LIBRARY naming a library that is not OpenCL (libc), or a
//! file that does not exist: a clear NO_OPENCL status with a message that
//! says why, never a crash.

use std::ptr;
use syclrt::core::Status;
use syclrt::ffi::api::device::*;
use syclrt::ffi::api::general::*;

fn last_error() -> String {
    // SAFETY: the library returns a valid NUL-terminated string that stays valid until the next failing call on this thread, and it is copied at once.
    unsafe { std::ffi::CStr::from_ptr(syclrt_last_error_message()) }.to_string_lossy().into_owned()
}

#[test]
fn not_an_opencl_library() {
    std::env::set_var("SYCLRT_OPENCL_LIBRARY", "libc.so.6");
    let mut n = 7usize;
    // SAFETY: `n` is a live local out-pointer.
    assert_eq!(unsafe { syclrt_platform_count(&mut n) }, Status::NoOpencl);
    assert_eq!(n, 7, "out-parameter untouched on failure");
    let msg = last_error();
    assert!(msg.contains("libc.so.6 is not an OpenCL library: it lacks clGetPlatformIDs"), "{msg}");
    let mut d = ptr::null_mut();
    // SAFETY: `d` is a live local out-pointer.
    assert_eq!(unsafe { syclrt_device_default(&mut d) }, Status::NoOpencl);
    assert!(d.is_null());
    // Direct loads of other candidates still report per-file reasons.
    let e = syclrt::cl::loader::load(Some("/nonexistent/libOpenCL.so.1")).unwrap_err();
    assert!(e.0.contains("/nonexistent/libOpenCL.so.1"), "{}", e.0);
}
