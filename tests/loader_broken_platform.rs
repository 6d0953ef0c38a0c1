//! A platform whose device list fails (a broken ICD): an OpenCL library
//! whose `clGetDeviceIDs` answers `CL_OUT_OF_HOST_MEMORY` for every
//! platform. The test builds it (a shim whose other symbols jump into the
//! real libOpenCL.so.1, x86-64 only) and points SYCLRT_OPENCL_LIBRARY at it.
//! Discovery keeps each platform with no devices, as it skips a device whose
//! properties fail, so that one broken ICD does not take the others' devices
//! down with it (UR's `urPlatformGet` runs the same discovery); asking for
//! a device then gives a clear error, never a crash.
#![cfg(target_arch = "x86_64")]

#[path = "shim_util/mod.rs"]
mod shim_util;

use std::ptr;
use syclrt::core::Status;
use syclrt::ffi::api::device::*;

fn build_shim() -> std::path::PathBuf {
    // CL_OUT_OF_HOST_MEMORY for every platform and device type.
    shim_util::build(
        "broken",
        &["clGetDeviceIDs"],
        "int clGetDeviceIDs(void *p, unsigned long t, unsigned n, void **d, unsigned *m) {\n\
         \x20 (void)p; (void)t; (void)n; (void)d; (void)m;\n\
         \x20 return -6;\n\
         }\n",
    )
}

#[test]
fn a_platform_whose_device_list_fails_is_kept_with_no_devices() {
    let lib = build_shim();
    std::env::set_var("SYCLRT_OPENCL_LIBRARY", &lib);

    let platforms = syclrt::core::device::platforms().expect("discovery survives a failing clGetDeviceIDs");
    assert!(!platforms.is_empty(), "the ICD loader's platforms are still listed");
    for p in platforms {
        assert!(p.devices.is_empty(), "platform {} lists devices through a failing clGetDeviceIDs", p.name);
        assert!(!p.name.is_empty(), "the platform's own answers still come from the driver");
    }
    assert!(syclrt::core::device::devices().unwrap().is_empty());

    // Asking for a device: a clear error, no crash.
    let mut dev = ptr::null_mut();
    // SAFETY: `dev` is a live local the call may write.
    let st = unsafe { syclrt_device_default(&mut dev) };
    assert_ne!(st, Status::Success, "no device exists, yet a default device was given");
    assert!(dev.is_null());
    std::fs::remove_dir_all(lib.parent().unwrap()).ok();
}
