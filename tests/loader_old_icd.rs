//! An "old ICD": an OpenCL library that exports only the OpenCL 1.2 entry
//! points. The test builds one (a shim whose symbols jump into the real
//! libOpenCL.so.1, x86-64 only) and points SYCLRT_OPENCL_LIBRARY at it.
//! syclrt must load it, fall back where it can (queues are created with
//! clCreateCommandQueue), and answer UNSUPPORTED, not crash, for the
//! missing entry points.
#![cfg(target_arch = "x86_64")]

#[path = "shim_util/mod.rs"]
mod shim_util;

use std::ffi::CString;
use std::ptr;
use syclrt::core::Status;
use syclrt::ffi::api::{context::*, device::*, mem::*, program::*, queue::*};

fn build_shim() -> std::path::PathBuf {
    shim_util::build("old", &[], "")
}

#[test]
fn old_icd_gives_unsupported_and_fallbacks() {
    let lib = build_shim();
    std::env::set_var("SYCLRT_OPENCL_LIBRARY", &lib);

    let api = syclrt::cl::api().expect("the shim is a valid OpenCL 1.2 library");
    assert_eq!(api.path, lib.to_str().unwrap());
    let mut missing = api.missing_optional();
    missing.sort_unstable();
    let mut all: Vec<&str> = syclrt::cl::loader::OPTIONAL.to_vec();
    all.sort_unstable();
    assert_eq!(missing, all, "the shim exports exactly the required entry points");

    // A whole kernel still runs through the C API (queues fall back to clCreateCommandQueue).
    // SAFETY: out-pointers are live locals, sources and names are NUL-terminated, `g` and `out` outlive the calls that read or write them with the sizes passed, and every handle comes from the C API above and is released once at the end.
    unsafe {
        let mut dev = ptr::null_mut();
        assert_eq!(syclrt_device_default(&mut dev), Status::Success);
        let mut ctx = ptr::null_mut();
        let devs = [dev as *const _];
        assert_eq!(syclrt_context_create(devs.as_ptr(), 1, &mut ctx), Status::Success);
        let mut q = ptr::null_mut();
        assert_eq!(syclrt_queue_create(ctx, dev, 0, &mut q), Status::Success);
        let src =
            CString::new("__kernel void k(__global int *p) { p[get_global_id(0)] = 41 + (int)get_global_id(0); }")
                .unwrap();
        let mut p = ptr::null_mut();
        assert_eq!(syclrt_program_create_with_source(ctx, src.as_ptr(), 0, &mut p), Status::Success);
        assert_eq!(syclrt_program_build(p, ptr::null()), Status::Success);
        let mut k = ptr::null_mut();
        assert_eq!(syclrt_kernel_create(p, c"k".as_ptr(), &mut k), Status::Success);
        let mut m = ptr::null_mut();
        assert_eq!(syclrt_mem_create(ctx, 16, SYCLRT_MEM_READ_WRITE, ptr::null(), &mut m), Status::Success);
        assert_eq!(syclrt_kernel_set_arg_mem(k, 0, m), Status::Success);
        let g = 4usize;
        assert_eq!(syclrt_queue_launch(q, k, 1, &g, ptr::null(), ptr::null(), 0, ptr::null_mut()), Status::Success);
        let mut out = [0i32; 4];
        assert_eq!(
            syclrt_queue_read(q, m, true, 0, 16, out.as_mut_ptr().cast(), ptr::null(), 0, ptr::null_mut()),
            Status::Success
        );
        assert_eq!(out, [41, 42, 43, 44]);

        // An entry point the old ICD lacks: a clean UNSUPPORTED naming it.
        let ctx_obj = syclrt::ffi::handle::get::<syclrt::core::Context>(ctx).unwrap();
        let err = syclrt::cl::Program::with_il(&ctx_obj.cl, &[0x03, 0x02, 0x23, 0x07]).unwrap_err();
        let err = syclrt::core::Error::from(err);
        assert_eq!(err.status, Status::Unsupported);
        assert!(err.message.contains("clCreateProgramWithIL is not provided"), "{}", err.message);

        for s in [
            syclrt_mem_release(m),
            syclrt_kernel_release(k),
            syclrt_program_release(p),
            syclrt_queue_release(q),
            syclrt_context_release(ctx),
        ] {
            assert_eq!(s, Status::Success);
        }
    }
    let _ = std::fs::remove_dir_all(lib.parent().unwrap());
}
