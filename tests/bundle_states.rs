//! The SYCL-CTS kernel_bundle checklist on the default device with OpenCL C
//! source images (PoCL; also passes on Intel's CPU runtime): get/has for
//! every overload and state, selectors, kernel ids, image iteration,
//! is_compatible, compile/link/build, join, spec constants surviving every
//! transition (emulated for source images), kernel introspection, bad handles.

mod bundle_util;
use bundle_util::*;
use std::ffi::c_void;
use std::ptr;
use syclrt::ffi::api::bundle::*;
use syclrt::ffi::api::context::syclrt_context_release;
use syclrt::ffi::api::program::syclrt_kernel_release;

const ADD: &str = "kernel void st_add(global int *a) { size_t i = get_global_id(0); a[i] += (int)ST_INC; }";
const MUL: &str = "kernel void st_mul(global int *a) { size_t i = get_global_id(0); a[i] *= 2; }";
const GPU_ONLY: &str = "kernel void st_gpu(global int *a) { a[0] = 7; }";
const ASPECT_GPU: i32 = 1;
const ASPECT_CPU: i32 = 0;

struct Fixture {
    ids: Vec<u64>,
    dev: *mut syclrt_device,
    ctx: *mut syclrt_context,
}

impl Fixture {
    fn new() -> Fixture {
        let mut dev = ptr::null_mut();
        // SAFETY: `dev` is a live local out-pointer.
        ok(unsafe { syclrt::ffi::api::device::syclrt_device_default(&mut dev) });
        let ctx = context(&[dev]);
        // The device lacks one of cpu/gpu: an image requiring it is incompatible.
        let missing = if has(dev, ASPECT_GPU) { ASPECT_CPU } else { ASPECT_GPU };
        let ids = vec![
            source_image(ADD, &["st_add"], &[("ST_INC", 11, &1i32.to_le_bytes())], &[]),
            source_image(MUL, &["st_mul"], &[], &[]),
            source_image(GPU_ONLY, &["st_gpu"], &[], &[missing]),
        ];
        Fixture { ids, dev, ctx }
    }
}

impl Drop for Fixture {
    fn drop(&mut self) {
        for id in &self.ids {
            let _ = syclrt_image_unregister_quiet(*id);
        }
        // SAFETY: `self.ctx` is the fixture's context, released once here.
        unsafe { syclrt_context_release(self.ctx) };
    }
}

fn syclrt_image_unregister_quiet(id: u64) -> Status {
    syclrt::ffi::api::image::syclrt_image_unregister(id)
}

unsafe extern "C" fn keep_mul(img: *const syclrt_device_image, data: *mut c_void) -> bool {
    // SAFETY: `data` is the counter the test passed.
    let calls = unsafe { &mut *data.cast::<usize>() };
    *calls += 1;
    let mut st = 99;
    // SAFETY: the image handle is valid during the call.
    assert_eq!(unsafe { syclrt_device_image_get_state(img, &mut st) }, Status::Success);
    let mut has = false;
    // SAFETY: as above.
    unsafe { syclrt_device_image_has_kernel(img, kid("st_mul"), ptr::null(), &mut has) };
    has
}

#[test]
fn get_and_has_every_overload_and_state() {
    let _g = serial();
    let f = Fixture::new();
    let (add, mul, gpu) = (kid("st_add"), kid("st_mul"), kid("st_gpu"));
    for state in [INPUT, OBJECT, EXECUTABLE] {
        for devs in [None, Some(&[f.dev][..])] {
            let b = get(f.ctx, devs, state).unwrap_or_else(|s| panic!("{s:?} {}", last_error()));
            assert_eq!(state_of(b), state);
            assert!(!is_empty(b));
            assert!(bundle_has_kernel(b, add, None) && bundle_has_kernel(b, mul, Some(f.dev)));
            assert!(!bundle_has_kernel(b, gpu, None), "incompatible kernels are left out");
            let ids = bundle_ids(b);
            assert_eq!(ids.len(), 2);
            let mut n = 0;
            // SAFETY: a 0 capacity with a NULL array only queries the count into the live local `n`; `b` is a bundle from get() above.
            ok(unsafe { syclrt_kernel_bundle_get_devices(b, 0, ptr::null_mut(), &mut n) });
            assert_eq!(n, 1);
            let mut c = ptr::null_mut();
            // SAFETY: `c` is a live local out-pointer; `b` is a bundle from get() above.
            ok(unsafe { syclrt_kernel_bundle_get_context(b, &mut c) });
            assert_eq!(c, f.ctx);
            // SAFETY: `c` is the context reference get_context just returned to us, released once.
            unsafe { syclrt_context_release(c) };
            release(b);
        }
        // By kernel ids: only the image holding st_add.
        let b = get_ids(f.ctx, None, state, &[add]).unwrap();
        assert!(bundle_has_kernel(b, add, None) && !bundle_has_kernel(b, mul, None));
        release(b);
        // An empty id list gives an empty bundle.
        let b = get_ids(f.ctx, Some(&[f.dev]), state, &[]).unwrap();
        assert!(is_empty(b));
        release(b);
        // A kernel incompatible with every device: errc::invalid.
        assert_eq!(get_ids(f.ctx, None, state, &[gpu]), Err(Status::IncompatibleKernel));
        assert_eq!(get_ids(f.ctx, None, state, &[add, gpu]), Err(Status::IncompatibleKernel));
        // A selector over the device images.
        let mut calls = 0usize;
        let mut b = ptr::null_mut();
        // SAFETY: NULL devices with count 0 mean the context's devices; `keep_mul` matches the selector signature and reads its user data as the `usize` `calls` points to, which outlives the call; `b` is a live local out-pointer.
        ok(unsafe {
            syclrt_kernel_bundle_get_by_selector(
                f.ctx,
                ptr::null(),
                0,
                state,
                Some(keep_mul),
                (&mut calls as *mut usize).cast(),
                &mut b,
            )
        });
        assert_eq!(calls, 2, "called once per compatible image");
        assert!(bundle_has_kernel(b, mul, None) && !bundle_has_kernel(b, add, None));
        release(b);
        assert_eq!(
            // SAFETY: the NULL selector is rejected before anything is called or written; `b` is a live local out-pointer.
            unsafe {
                syclrt_kernel_bundle_get_by_selector(f.ctx, ptr::null(), 0, state, None, ptr::null_mut(), &mut b)
            },
            Status::NullPointer
        );
        // has_kernel_bundle, every overload.
        assert_eq!(has_bundle(f.ctx, None, state, None), Ok(true));
        assert_eq!(has_bundle(f.ctx, Some(&[f.dev]), state, None), Ok(true));
        assert_eq!(has_bundle(f.ctx, None, state, Some(&[add, mul])), Ok(true));
        assert_eq!(has_bundle(f.ctx, None, state, Some(&[gpu])), Ok(false));
        assert_eq!(has_bundle(f.ctx, Some(&[f.dev]), state, Some(&[add, gpu])), Ok(false));
    }
    // Zero devices: errc::invalid, for get and has.
    assert_eq!(get(f.ctx, Some(&[]), EXECUTABLE), Err(Status::EmptyDeviceList));
    assert_eq!(get_ids(f.ctx, Some(&[]), INPUT, &[add]), Err(Status::EmptyDeviceList));
    assert_eq!(has_bundle(f.ctx, Some(&[]), INPUT, None), Err(Status::EmptyDeviceList));
    assert_eq!(has_bundle(f.ctx, Some(&[]), INPUT, Some(&[add])), Err(Status::EmptyDeviceList));
    // Bad arguments.
    assert_eq!(get(f.ctx, None, 3), Err(Status::InvalidValue));
    assert_eq!(get(ptr::null_mut(), None, INPUT), Err(Status::InvalidContext));
    let mut b = ptr::null_mut();
    // SAFETY: a NULL device list with count 2 is rejected before any read; `b` is a live local out-pointer.
    assert_eq!(unsafe { syclrt_kernel_bundle_get(f.ctx, ptr::null(), 2, INPUT, &mut b) }, Status::NullPointer);
    // SAFETY: the NULL out-pointer is rejected before any write.
    assert_eq!(unsafe { syclrt_kernel_bundle_get(f.ctx, ptr::null(), 0, INPUT, ptr::null_mut()) }, Status::NullPointer);
    let bogus = 0x10usize as *mut syclrt_kernel_id;
    assert_eq!(get_ids(f.ctx, None, INPUT, &[bogus]), Err(Status::InvalidKernelId));
}

#[test]
fn executable_kernels_images_and_introspection() {
    let _g = serial();
    let f = Fixture::new();
    let (add, mul, gpu) = (kid("st_add"), kid("st_mul"), kid("st_gpu"));
    let b = get(f.ctx, None, EXECUTABLE).unwrap();
    assert_eq!(run_named(f.ctx, f.dev, b, "st_add", &[1, 2, 3]), vec![2, 3, 4]);
    assert_eq!(run_named(f.ctx, f.dev, b, "st_mul", &[1, 2, 3]), vec![2, 4, 6]);
    assert_eq!(kernel(b, gpu, None), Err(Status::KernelNotInBundle));
    // Image iteration.
    let mut n = 0;
    // SAFETY: `n` is a live local out-pointer; `b` is a bundle from get() above.
    ok(unsafe { syclrt_kernel_bundle_get_num_images(b, &mut n) });
    assert_eq!(n, 2);
    let mut seen = Vec::new();
    for i in 0..n {
        let mut img = ptr::null_mut();
        // SAFETY: `img` is a live local out-pointer; `i` is below the image count read above.
        ok(unsafe { syclrt_kernel_bundle_get_image(b, i, &mut img) });
        let mut st = 99;
        // SAFETY: `st` is a live local out-pointer; `img` came from get_image above.
        ok(unsafe { syclrt_device_image_get_state(img, &mut st) });
        assert_eq!(st, EXECUTABLE);
        let mut cnt = 0;
        // SAFETY: a 0 capacity with a NULL array only queries the count into the live local `cnt`.
        ok(unsafe { syclrt_device_image_get_kernel_ids(img, 0, ptr::null_mut(), &mut cnt) });
        let mut ids = vec![ptr::null_mut(); cnt];
        // SAFETY: `ids` has room for the `cnt` ids the capacity states.
        ok(unsafe { syclrt_device_image_get_kernel_ids(img, cnt, ids.as_mut_ptr(), &mut cnt) });
        seen.extend(ids.iter().map(|k| kid_name(*k)));
        let mut h = false;
        // SAFETY: `h` is a live local out-pointer; `img`, `ids[0]` and `f.dev` are live handles.
        ok(unsafe { syclrt_device_image_has_kernel(img, ids[0], f.dev, &mut h) });
        assert!(h);
        // SAFETY: `img` came from get_image above and is released once.
        ok(unsafe { syclrt_device_image_release(img) });
        // SAFETY: the library validates handles in its registry without dereferencing them (`img` was released just above, on purpose); `st` is a live local.
        assert_eq!(unsafe { syclrt_device_image_get_state(img, &mut st) }, Status::InvalidDeviceImage);
    }
    seen.sort();
    assert_eq!(seen, vec!["st_add", "st_mul"]);
    let mut img = ptr::null_mut();
    // SAFETY: `img` is a live local out-pointer; the out-of-range index is rejected before any write.
    assert_eq!(unsafe { syclrt_kernel_bundle_get_image(b, 2, &mut img) }, Status::OutOfRange);
    // Per-device kernel introspection.
    let k = kernel(b, add, Some(f.dev)).unwrap();
    let mut v = 0u64;
    // SAFETY: `v` is a live `u64` out-pointer; `k` and `f.dev` are live handles.
    ok(unsafe { syclrt_kernel_get_work_group_info(k, f.dev, SYCLRT_KERNEL_WORK_GROUP_SIZE, &mut v) });
    assert!(v >= 1);
    // SAFETY: `v` is a live `u64` out-pointer; `k` and `f.dev` are live handles.
    ok(unsafe {
        syclrt_kernel_get_work_group_info(k, f.dev, SYCLRT_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE, &mut v)
    });
    assert!(v >= 1);
    // SAFETY: `v` is a live `u64` out-pointer; `k` and `f.dev` are live handles.
    ok(unsafe { syclrt_kernel_get_work_group_info(k, f.dev, SYCLRT_KERNEL_LOCAL_MEM_SIZE, &mut v) });
    // SAFETY: `v` is a live `u64` out-pointer; `k` and `f.dev` are live handles.
    ok(unsafe { syclrt_kernel_get_work_group_info(k, f.dev, SYCLRT_KERNEL_PRIVATE_MEM_SIZE, &mut v) });
    // SAFETY: `v` is a live `u64` out-pointer; the unknown query is rejected before any write.
    assert_eq!(unsafe { syclrt_kernel_get_work_group_info(k, f.dev, 42, &mut v) }, Status::InvalidValue);
    // SAFETY: the NULL out-pointer is rejected before any write.
    assert_eq!(unsafe { syclrt_kernel_get_work_group_info(k, f.dev, 0, ptr::null_mut()) }, Status::NullPointer);
    let mut wg = [9u64; 3];
    // SAFETY: `wg` has room for the 3 sizes written; `k` and `f.dev` are live handles.
    ok(unsafe { syclrt_kernel_get_compile_work_group_size(k, f.dev, wg.as_mut_ptr()) });
    // SAFETY: the NULL out-pointer is rejected before any write.
    assert_eq!(unsafe { syclrt_kernel_get_compile_work_group_size(k, f.dev, ptr::null_mut()) }, Status::NullPointer);
    assert_eq!(wg, [0, 0, 0]);
    // SAFETY: `k` came from kernel() above and is released once.
    ok(unsafe { syclrt_kernel_release(k) });
    // is_compatible.
    let check = |ids: &[*mut syclrt_kernel_id]| {
        let v: Vec<*const syclrt_kernel_id> = ids.iter().map(|x| x.cast_const()).collect();
        let mut out = false;
        let p = if v.is_empty() { ptr::null() } else { v.as_ptr() };
        // SAFETY: `p` is NULL with length 0 or `v` with `v.len()` ids, which outlives the call; `out` is a live local out-pointer.
        ok(unsafe { syclrt_kernel_id_is_compatible(p, v.len(), f.dev, &mut out) });
        out
    };
    assert!(check(&[]));
    assert!(check(&[add, mul]));
    assert!(!check(&[gpu]));
    assert!(!check(&[add, gpu]));
    // Input bundles have no kernels to run.
    let ib = get(f.ctx, None, INPUT).unwrap();
    assert_eq!(kernel(ib, add, None), Err(Status::WrongBundleState));
    release(ib);
    // Released and wrong-type handles.
    release(b);
    // SAFETY: the library validates handles in its registry without dereferencing them (`b` was released just above, on purpose).
    assert_eq!(unsafe { syclrt_kernel_bundle_release(b) }, Status::InvalidKernelBundle);
    let mut st = 0;
    // SAFETY: the library validates handles in its registry without dereferencing them (`b` is released, on purpose); `st` is a live local.
    assert_eq!(unsafe { syclrt_kernel_bundle_get_state(b, &mut st) }, Status::InvalidKernelBundle);
    // SAFETY: the library validates handles in its registry without dereferencing them (a context passed as a bundle, on purpose); `st` is a live local.
    assert_eq!(unsafe { syclrt_kernel_bundle_get_state(f.ctx.cast(), &mut st) }, Status::InvalidKernelBundle);
    // SAFETY: releasing NULL is a documented no-op.
    ok(unsafe { syclrt_kernel_bundle_release(ptr::null_mut()) });
    // SAFETY: releasing NULL is a documented no-op.
    ok(unsafe { syclrt_device_image_release(ptr::null_mut()) });
}

#[test]
fn transitions_keep_spec_constants() {
    let _g = serial();
    let f = Fixture::new();
    let (add, mul) = (kid("st_add"), kid("st_mul"));
    let input = get_ids(f.ctx, None, INPUT, &[add]).unwrap();
    let mut c = false;
    // SAFETY: `c` is a live local out-pointer; `input` is a bundle from get_ids above.
    ok(unsafe { syclrt_kernel_bundle_contains_spec_constants(input, &mut c) });
    assert!(c);
    // SAFETY: `c` is a live local out-pointer; `input` is a bundle from get_ids above.
    ok(unsafe { syclrt_kernel_bundle_native_spec_constants(input, &mut c) });
    assert!(!c, "source images emulate spec constants");
    let mut h = false;
    // SAFETY: the name is a NUL-terminated literal and `h` a live local out-pointer.
    ok(unsafe { syclrt_kernel_bundle_has_spec_constant(input, c"ST_INC".as_ptr(), &mut h) });
    assert!(h);
    // SAFETY: the name is a NUL-terminated literal and `h` a live local out-pointer.
    ok(unsafe { syclrt_kernel_bundle_has_spec_constant(input, c"NOPE".as_ptr(), &mut h) });
    assert!(!h);
    assert_eq!(get_spec(input, "ST_INC"), Ok(1i32.to_le_bytes().to_vec()), "the image's default");
    // Defaults build as they are.
    let exe_default = build(input, None, "").unwrap();
    assert_eq!(run_named(f.ctx, f.dev, exe_default, "st_add", &[10]), vec![11]);
    ok(set_spec(input, "ST_INC", &5i32.to_le_bytes()));
    assert_eq!(get_spec(input, "ST_INC"), Ok(5i32.to_le_bytes().to_vec()));
    assert_eq!(set_spec(input, "ST_INC", &[1, 2]), Status::InvalidSpecConstant);
    assert_eq!(set_spec(input, "NOPE", &[1, 2, 3, 4]), Status::InvalidSpecConstant);
    assert_eq!(get_spec(input, "NOPE"), Err(Status::InvalidSpecConstant));
    // input -> executable
    let exe = build(input, None, "").unwrap();
    assert_eq!(state_of(exe), EXECUTABLE);
    assert_eq!(get_spec(exe, "ST_INC"), Ok(5i32.to_le_bytes().to_vec()));
    assert_eq!(run_named(f.ctx, f.dev, exe, "st_add", &[10]), vec![15]);
    assert_eq!(set_spec(exe, "ST_INC", &[0; 4]), Status::WrongBundleState);
    // input -> object -> executable
    let obj = compile(input, Some(&[f.dev]), "").unwrap();
    assert_eq!(state_of(obj), OBJECT);
    assert_eq!(get_spec(obj, "ST_INC"), Ok(5i32.to_le_bytes().to_vec()));
    assert_eq!(set_spec(obj, "ST_INC", &[0; 4]), Status::WrongBundleState);
    assert_eq!(kernel(obj, add, None), Err(Status::WrongBundleState));
    let linked = link(&[obj], None).unwrap();
    assert_eq!(get_spec(linked, "ST_INC"), Ok(5i32.to_le_bytes().to_vec()));
    assert_eq!(run_named(f.ctx, f.dev, linked, "st_add", &[10]), vec![15]);
    // Link two object bundles into one executable.
    let mul_in = get_ids(f.ctx, None, INPUT, &[mul]).unwrap();
    let mul_obj = compile(mul_in, None, "").unwrap();
    let both = link(&[obj, mul_obj], Some(&[f.dev])).unwrap();
    assert!(bundle_has_kernel(both, add, None) && bundle_has_kernel(both, mul, None));
    assert_eq!(run_named(f.ctx, f.dev, both, "st_mul", &[4]), vec![8]);
    assert_eq!(run_named(f.ctx, f.dev, both, "st_add", &[4]), vec![9]);
    // Wrong states.
    assert_eq!(compile(exe, None, ""), Err(Status::WrongBundleState));
    assert_eq!(build(obj, None, ""), Err(Status::WrongBundleState));
    assert_eq!(link(&[input], None), Err(Status::WrongBundleState));
    assert_eq!(link(&[], None), Err(Status::InvalidValue));
    // Empty device lists.
    assert_eq!(compile(input, Some(&[]), ""), Err(Status::EmptyDeviceList));
    assert_eq!(build(input, Some(&[]), ""), Err(Status::EmptyDeviceList));
    assert_eq!(link(&[obj], Some(&[])), Err(Status::EmptyDeviceList));
    // Join: single, pair, empty bundles; spec values of a joined input bundle are its own.
    let single = join(&[input]).unwrap();
    assert_eq!(bundle_ids(single).len(), 1);
    ok(set_spec(single, "ST_INC", &9i32.to_le_bytes()));
    assert_eq!(get_spec(input, "ST_INC"), Ok(5i32.to_le_bytes().to_vec()), "join copies input images");
    let pair = join(&[input, mul_in, input]).unwrap();
    assert!(bundle_has_kernel(pair, add, None) && bundle_has_kernel(pair, mul, None));
    let mut n = 0;
    // SAFETY: `n` is a live local out-pointer; `pair` came from join() above.
    ok(unsafe { syclrt_kernel_bundle_get_num_images(pair, &mut n) });
    assert_eq!(n, 2, "duplicates removed");
    let empty = get_ids(f.ctx, None, INPUT, &[]).unwrap();
    let with_empty = join(&[empty, mul_in]).unwrap();
    assert_eq!(bundle_ids(with_empty).len(), 1);
    assert!(is_empty(join(&[empty]).unwrap()));
    assert_eq!(join(&[]), Err(Status::InvalidValue));
    assert_eq!(join(&[input, exe]), Err(Status::WrongBundleState));
    let exe2 = join(&[exe, linked]).unwrap();
    assert!(bundle_has_kernel(exe2, add, None));
    // Bundles of another context: errc::invalid in join and link.
    let ctx2 = context(&[f.dev]);
    let other = get_ids(ctx2, None, INPUT, &[mul]).unwrap();
    assert_eq!(join(&[input, other]), Err(Status::ContextMismatch));
    let other_obj = compile(other, None, "").unwrap();
    assert_eq!(link(&[obj, other_obj], None), Err(Status::ContextMismatch));
    // SAFETY: `ctx2` came from context() above and is released once.
    unsafe { syclrt_context_release(ctx2) };
}
