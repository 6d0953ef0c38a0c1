//! Native-binary images exist only in the executable state; device
//! requirements (reqd_work_group_size, aspects) and LLVM bitcode images
//! decide compatibility. The native binary is made on the default device
//! (clGetProgramInfo(CL_PROGRAM_BINARIES)) and registered with the device's
//! name as its target.

mod bundle_util;
use bundle_util::*;
use std::ptr;
use syclrt::ffi::api::context::syclrt_context_release;
use syclrt::ffi::api::image::*;

#[test]
fn native_images_are_executable_only() {
    let _g = serial();
    let dev_core = syclrt::core::device::default_device().unwrap().clone();
    let ctx_core = syclrt::core::Context::new(std::slice::from_ref(&dev_core)).unwrap();
    let p = syclrt::core::Program::from_source(
        &ctx_core,
        b"kernel void nat_k(global int *a) { a[get_global_id(0)] *= 3; }",
    )
    .unwrap();
    p.build("").unwrap();
    let bins = p.cl.binaries().unwrap();
    let bin = bins.into_iter().next().unwrap();
    assert!(!bin.is_empty(), "the driver returned no binary");

    let mut dev = ptr::null_mut();
    // SAFETY: `dev` is a live local out-pointer.
    ok(unsafe { syclrt::ffi::api::device::syclrt_device_default(&mut dev) });
    let ctx = context(&[dev]);
    let img = image(SYCLRT_IMAGE_FORMAT_NATIVE, &bin, &dev_core.info.name, &["nat_k"], &[], &[]);
    let k = kid("nat_k");
    assert_eq!(has_bundle(ctx, None, INPUT, Some(&[k])), Ok(false));
    assert_eq!(has_bundle(ctx, None, OBJECT, Some(&[k])), Ok(false));
    assert_eq!(has_bundle(ctx, None, EXECUTABLE, Some(&[k])), Ok(true));
    let input = get_ids(ctx, None, INPUT, &[k]).unwrap();
    assert!(is_empty(input), "no input form of a native image");
    let exe = get_ids(ctx, None, EXECUTABLE, &[k]).unwrap_or_else(|s| panic!("{s:?}: {}", last_error()));
    assert_eq!(run_named(ctx, dev, exe, "nat_k", &[1, 2]), vec![3, 6]);
    // A native image for another target is incompatible.
    let other = image(SYCLRT_IMAGE_FORMAT_NATIVE, &bin, "no-such-device", &["nat_other"], &[], &[]);
    assert_eq!(get_ids(ctx, None, EXECUTABLE, &[kid("nat_other")]), Err(Status::IncompatibleKernel));
    unregister(other);
    unregister(img);
    release(input);
    release(exe);
    // SAFETY: `ctx` was created above and is released once, after its last use.
    unsafe { syclrt_context_release(ctx) };
}

#[test]
fn requirements_and_bitcode_decide_compatibility() {
    let _g = serial();
    let mut dev = ptr::null_mut();
    // SAFETY: `dev` is a live local out-pointer.
    ok(unsafe { syclrt::ffi::api::device::syclrt_device_default(&mut dev) });
    let ctx = context(&[dev]);
    let src = "kernel void req_small(global int *a) {}";
    let make = |name: &str, wg: [u64; 3]| {
        let mut b = ptr::null_mut();
        // SAFETY: `src` is readable for the `src.len()` bytes passed; a NULL target is allowed; `b` is a live local out-pointer.
        ok(unsafe {
            syclrt_image_builder_create(
                SYCLRT_IMAGE_FORMAT_OPENCL_SOURCE,
                src.as_ptr().cast(),
                src.len(),
                ptr::null(),
                &mut b,
            )
        });
        let n = std::ffi::CString::new(name).unwrap();
        // SAFETY: `b` is the builder created above; `n` is NUL-terminated.
        ok(unsafe { syclrt_image_builder_add_kernel(b, n.as_ptr()) });
        // SAFETY: `b` is the builder created above; no pointers.
        ok(unsafe { syclrt_image_builder_set_reqd_work_group_size(b, wg[0], wg[1], wg[2]) });
        let mut id = 0;
        // SAFETY: `b` is the builder created above and `id` a live local out-pointer.
        ok(unsafe { syclrt_image_builder_register(b, &mut id) });
        // SAFETY: `b` is the builder created above, released once and not used after.
        ok(unsafe { syclrt_image_builder_release(b) });
        id
    };
    let small = make("req_small", [1, 1, 1]);
    let huge = make("req_huge", [1 << 30, 1, 1]);
    assert_eq!(has_bundle(ctx, None, INPUT, Some(&[kid("req_small")])), Ok(true));
    assert_eq!(has_bundle(ctx, None, INPUT, Some(&[kid("req_huge")])), Ok(false));
    assert_eq!(get_ids(ctx, None, INPUT, &[kid("req_huge")]), Err(Status::IncompatibleKernel));
    // LLVM bitcode (sniffed from its magic) runs on no OpenCL device.
    let bc = image(SYCLRT_IMAGE_FORMAT_NONE, b"BC\xC0\xDE\x35\x14\x00\x00", "spir64", &["req_bc"], &[], &[]);
    assert_eq!(has_bundle(ctx, None, EXECUTABLE, Some(&[kid("req_bc")])), Ok(false));
    assert_eq!(get_ids(ctx, None, EXECUTABLE, &[kid("req_bc")]), Err(Status::IncompatibleKernel));
    // The all-kernels overload skips what is incompatible.
    let b = get(ctx, None, INPUT).unwrap();
    assert!(bundle_has_kernel(b, kid("req_small"), None));
    assert!(!bundle_has_kernel(b, kid("req_huge"), None) && !bundle_has_kernel(b, kid("req_bc"), None));
    release(b);
    for id in [small, huge, bc] {
        unregister(id);
    }
    // SAFETY: `ctx` was created above and is released once, after its last use.
    unsafe { syclrt_context_release(ctx) };
}
