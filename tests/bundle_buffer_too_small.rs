//! One rule for `SYCLRT_STATUS_BUFFER_TOO_SMALL` (issue 16, point 6): every
//! `_get_info`-style function (`size`, `value`, `size_ret`) and every
//! array-returning function (`capacity`, array, `count_out`) reports the
//! size or count needed and writes nothing else when the buffer is too
//! small. One test per function; `every_such_function_is_tested` scans
//! src/ffi/api/ so that a new one cannot be added without a test here.

mod bundle_util;
use bundle_util::*;
use std::ffi::{c_char, c_void};
use std::ptr;
use syclrt::ffi::api::bundle::*;
use syclrt::ffi::api::context::*;
use syclrt::ffi::api::device::*;
use syclrt::ffi::api::program::*;

const SENTINEL: usize = usize::MAX;

/// The functions tested below (keep in step with src/ffi/api/).
const TESTED: &[&str] = &[
    "syclrt_platform_get_info",
    "syclrt_device_get_info",
    "syclrt_program_get_build_log",
    "syclrt_kernel_bundle_get_spec_constant",
    "syclrt_context_get_devices",
    "syclrt_kernel_ids_get",
    "syclrt_device_get_built_in_kernel_ids",
    "syclrt_kernel_bundle_get_devices",
    "syclrt_kernel_bundle_get_kernel_ids",
    "syclrt_device_image_get_kernel_ids",
];

/// Not under the rule, and why.
const EXEMPT: &[(&str, &str)] = &[(
    "syclrt_queue_submit",
    "the command group is already submitted when its dependencies are listed: never BUFFER_TOO_SMALL; \
     num_deps_out gets the count and deps_out up to deps_capacity events",
)];

/// A `_get_info` call: (status, bytes written into an 0xAB-filled buffer of `size`, size_ret).
fn info(size: usize, f: &dyn Fn(usize, *mut c_void, *mut usize) -> Status) -> (Status, Vec<u8>, usize) {
    let mut buf = vec![0xABu8; size.max(1)];
    let mut ret = SENTINEL;
    let s = f(size, buf.as_mut_ptr().cast(), &mut ret);
    (s, buf, ret)
}

/// Checks the `_get_info` rule for one function: the size alone, a buffer
/// one byte short (BUFFER_TOO_SMALL, size reported, buffer untouched),
/// size_ret NULL on a short buffer, and the exact size.
#[track_caller]
fn check_info(name: &str, f: &dyn Fn(usize, *mut c_void, *mut usize) -> Status) {
    let mut need = SENTINEL;
    assert_eq!(f(0, ptr::null_mut(), &mut need), Status::Success, "{name}: size query: {}", last_error());
    assert!(need > 0 && need != SENTINEL, "{name}: size {need}");
    let (s, buf, ret) = info(need - 1, f);
    assert_eq!(s, Status::BufferTooSmall, "{name}: one byte short");
    assert_eq!(ret, need, "{name}: size_ret receives the size needed on BUFFER_TOO_SMALL");
    assert!(buf.iter().all(|&b| b == 0xAB), "{name}: nothing written into a short buffer");
    let mut buf = vec![0xABu8; need - 1 + 1];
    assert_eq!(f(need - 1, buf.as_mut_ptr().cast(), ptr::null_mut()), Status::BufferTooSmall, "{name}: no size_ret");
    assert!(buf.iter().all(|&b| b == 0xAB), "{name}");
    let (s, buf, ret) = info(need, f);
    assert_eq!(s, Status::Success, "{name}: exact size: {}", last_error());
    assert_eq!(ret, need, "{name}");
    assert!(buf.iter().any(|&b| b != 0xAB), "{name}: the value is written");
}

/// Checks the list rule for one function: the count alone, a capacity one
/// short (BUFFER_TOO_SMALL, count reported, array untouched), then exact.
#[track_caller]
fn check_list<T>(name: &str, f: &dyn Fn(usize, *mut *mut T, *mut usize) -> Status) {
    let mut n = SENTINEL;
    assert_eq!(f(0, ptr::null_mut(), &mut n), Status::Success, "{name}: count query: {}", last_error());
    assert!(n > 0 && n != SENTINEL, "{name}: the test needs a non-empty list, got {n}");
    let marker = 0x5A5A as *mut T;
    let mut arr = vec![marker; n];
    let mut count = SENTINEL;
    assert_eq!(f(n - 1, arr.as_mut_ptr(), &mut count), Status::BufferTooSmall, "{name}: one short");
    assert_eq!(count, n, "{name}: count_out receives the count needed on BUFFER_TOO_SMALL");
    assert!(arr.iter().all(|&p| p == marker), "{name}: nothing written into a short array");
    let mut count = SENTINEL;
    assert_eq!(f(n, arr.as_mut_ptr(), &mut count), Status::Success, "{name}: exact: {}", last_error());
    assert_eq!(count, n, "{name}");
    assert!(arr.iter().all(|&p| p != marker && !p.is_null()), "{name}: the handles are written");
}

struct Fix {
    dev: *mut syclrt_device,
    ctx: *mut syclrt_context,
    img: u64,
    input: *mut syclrt_kernel_bundle,
}

fn fix() -> Fix {
    let mut dev = ptr::null_mut();
    // SAFETY: `dev` is a live local out-pointer.
    ok(unsafe { syclrt_device_default(&mut dev) });
    let ctx = context(&[dev]);
    let img = source_image(
        "kernel void bts_a(global int *a) { a[0] = BTS_SC; }\nkernel void bts_b(global int *a) { a[0] = 2; }",
        &["bts_a", "bts_b"],
        &[("BTS_SC", 1, &7u32.to_le_bytes())],
        &[],
    );
    let input = get_ids(ctx, None, INPUT, &[kid("bts_a")]).unwrap();
    Fix { dev, ctx, img, input }
}

impl Drop for Fix {
    fn drop(&mut self) {
        release(self.input);
        unregister(self.img);
        // SAFETY: `self.ctx` is the fixture's context, released once here.
        ok(unsafe { syclrt_context_release(self.ctx) });
    }
}

#[test]
fn platform_and_device_info() {
    let _g = serial();
    let f = fix();
    let mut p = ptr::null_mut();
    // SAFETY: `p` is a live local out-pointer; `f.dev` is the fixture's live device.
    ok(unsafe { syclrt_device_get_platform(f.dev, &mut p) });
    // SAFETY: check_info passes a NULL buffer only with size 0, otherwise one of at least the stated size, and a live or NULL size_ret; `p` is the live platform handle read above.
    check_info("syclrt_platform_get_info", &|s, v, r| unsafe { syclrt_platform_get_info(p, 0, s, v, r) });
    // SAFETY: check_info passes a NULL buffer only with size 0, otherwise one of at least the stated size, and a live or NULL size_ret; `f.dev` is the fixture's live device.
    check_info("syclrt_device_get_info", &|s, v, r| unsafe { syclrt_device_get_info(f.dev, 0, s, v, r) });
}

#[test]
fn program_build_log() {
    let _g = serial();
    let f = fix();
    let src = "kernel void bts_log(global int *a) { a[0] = undeclared_bts; }";
    let mut prog = ptr::null_mut();
    // SAFETY: `src` is readable for the `src.len()` bytes passed and `prog` is a live local out-pointer.
    ok(unsafe { syclrt_program_create_with_source(f.ctx, src.as_ptr().cast(), src.len(), &mut prog) });
    // SAFETY: `prog` is the program created above; NULL options are allowed.
    assert_eq!(unsafe { syclrt_program_build(prog, ptr::null()) }, Status::BuildFailed);
    // SAFETY: check_info passes a NULL buffer only with size 0, otherwise one of at least the stated size, and a live or NULL size_ret (the buffer is bytes, cast to `c_char`); `prog` and `f.dev` are live handles.
    check_info("syclrt_program_get_build_log", &|s, v, r| unsafe {
        syclrt_program_get_build_log(prog, f.dev, s, v.cast::<c_char>(), r)
    });
    // SAFETY: `prog` was created above and is released once.
    ok(unsafe { syclrt_program_release(prog) });
}

#[test]
fn bundle_spec_constant() {
    let _g = serial();
    let f = fix();
    // SAFETY: check_info passes a NULL buffer only with size 0, otherwise one of at least the stated size, and a live or NULL size_ret; the name is a NUL-terminated literal and `f.input` the fixture's live bundle.
    check_info("syclrt_kernel_bundle_get_spec_constant", &|s, v, r| unsafe {
        syclrt_kernel_bundle_get_spec_constant(f.input, c"BTS_SC".as_ptr(), s, v, r)
    });
}

#[test]
fn device_and_kernel_id_lists() {
    let _g = serial();
    let f = fix();
    // SAFETY: check_list passes a NULL array only with capacity 0, otherwise one of at least the stated capacity, and a live count out-pointer; `f.ctx` is the fixture's live context.
    check_list("syclrt_context_get_devices", &|c, a, n| unsafe { syclrt_context_get_devices(f.ctx, c, a, n) });
    // SAFETY: check_list passes a NULL array only with capacity 0, otherwise one of at least the stated capacity, and a live count out-pointer.
    check_list("syclrt_kernel_ids_get", &|c, a, n| unsafe { syclrt_kernel_ids_get(c, a, n) });
    // SAFETY: check_list passes a NULL array only with capacity 0, otherwise one of at least the stated capacity, and a live count out-pointer; `f.input` is the fixture's live bundle.
    check_list("syclrt_kernel_bundle_get_devices", &|c, a, n| unsafe {
        syclrt_kernel_bundle_get_devices(f.input, c, a, n)
    });
    // SAFETY: check_list passes a NULL array only with capacity 0, otherwise one of at least the stated capacity, and a live count out-pointer; `f.input` is the fixture's live bundle.
    check_list("syclrt_kernel_bundle_get_kernel_ids", &|c, a, n| unsafe {
        syclrt_kernel_bundle_get_kernel_ids(f.input, c, a, n)
    });
    let mut img = ptr::null_mut();
    // SAFETY: `img` is a live local out-pointer; the fixture's bundle has image 0.
    ok(unsafe { syclrt_kernel_bundle_get_image(f.input, 0, &mut img) });
    // SAFETY: check_list passes a NULL array only with capacity 0, otherwise one of at least the stated capacity, and a live count out-pointer; `img` is the live image handle read above.
    check_list("syclrt_device_image_get_kernel_ids", &|c, a, n| unsafe {
        syclrt_device_image_get_kernel_ids(img, c, a, n)
    });
    // SAFETY: `img` came from get_image above and is released once.
    ok(unsafe { syclrt_device_image_release(img) });
}

#[test]
fn built_in_kernel_ids() {
    let _g = serial();
    // The rule needs a device that lists built-in kernels (PoCL lists pocl.add.i8).
    let mut found = false;
    for i in 0..device_count() {
        let d = device(i);
        let mut n = 0;
        // SAFETY: a 0 capacity with a NULL array only queries the count into the live local `n`; `d` is a live device handle.
        ok(unsafe { syclrt_device_get_built_in_kernel_ids(d, 0, ptr::null_mut(), &mut n) });
        if n > 0 {
            // SAFETY: check_list passes a NULL array only with capacity 0, otherwise one of at least the stated capacity, and a live count out-pointer; `d` is a live device handle.
            check_list("syclrt_device_get_built_in_kernel_ids", &|c, a, n| unsafe {
                syclrt_device_get_built_in_kernel_ids(d, c, a, n)
            });
            found = true;
        }
    }
    if !found {
        println!("no device lists a built-in kernel: the rule is checked by the code path shared with the other lists");
    }
}

/// Every C function of src/ffi/api/ with a `size_ret` or a `capacity`
/// parameter is under the rule and tested above (or exempt, with a reason).
#[test]
fn every_such_function_is_tested() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src/ffi/api");
    let mut found = Vec::new();
    for e in std::fs::read_dir(dir).unwrap() {
        let text = std::fs::read_to_string(e.unwrap().path()).unwrap();
        for part in text.split("extern \"C\" fn ").skip(1) {
            let name: String = part.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            let params = &part[..part.find(") -> ").unwrap_or(part.len())];
            if params.contains("size_ret:") || params.contains("capacity:") {
                found.push(name);
            }
        }
    }
    found.sort();
    let mut want: Vec<String> = TESTED.iter().chain(EXEMPT.iter().map(|(n, _)| n)).map(|s| s.to_string()).collect();
    want.sort();
    assert_eq!(found, want, "a _get_info or list function was added or removed: test it here");
}
