//! Helpers shared by the tests/bundle_*.rs files (each includes this module).
#![allow(dead_code, unused_imports, reason = "each test file uses a different subset")]

use std::ffi::{c_char, c_void, CStr, CString};
use std::ptr;
use std::sync::{Mutex, MutexGuard};
use syclrt::ffi::api::bundle::*;
use syclrt::ffi::api::context::*;
use syclrt::ffi::api::device::*;
use syclrt::ffi::api::general::*;
use syclrt::ffi::api::image::*;
use syclrt::ffi::api::mem::*;
use syclrt::ffi::api::program::*;
use syclrt::ffi::api::queue::*;
pub use syclrt::ffi::api::{
    syclrt_context, syclrt_device, syclrt_device_image, syclrt_kernel, syclrt_kernel_bundle, syclrt_kernel_id, Status,
};

pub const INPUT: u32 = SYCLRT_BUNDLE_STATE_INPUT;
pub const OBJECT: u32 = SYCLRT_BUNDLE_STATE_OBJECT;
pub const EXECUTABLE: u32 = SYCLRT_BUNDLE_STATE_EXECUTABLE;

/// Tests of one file share the process-wide registry and the "all kernels"
/// overloads see every registered image: run them one at a time.
pub fn serial() -> MutexGuard<'static, ()> {
    static M: Mutex<()> = Mutex::new(());
    M.lock().unwrap_or_else(|p| p.into_inner())
}

pub fn last_error() -> String {
    // SAFETY: the message is a valid C string until the next failing call on this thread.
    unsafe { CStr::from_ptr(syclrt_last_error_message()) }.to_string_lossy().into_owned()
}

#[track_caller]
pub fn ok(s: Status) {
    assert_eq!(s, Status::Success, "{}", last_error());
}

pub fn device(index: usize) -> *mut syclrt_device {
    let mut d = ptr::null_mut();
    // SAFETY: `d` is a live local out-pointer.
    ok(unsafe { syclrt_device_get(index, &mut d) });
    d
}

pub fn device_count() -> usize {
    let mut n = 0;
    // SAFETY: `n` is a live local out-pointer.
    ok(unsafe { syclrt_device_count(&mut n) });
    n
}

pub fn context(devs: &[*mut syclrt_device]) -> *mut syclrt_context {
    let hs: Vec<*const syclrt_device> = devs.iter().map(|d| d.cast_const()).collect();
    let mut c = ptr::null_mut();
    // SAFETY: `hs` holds `hs.len()` device handles and outlives the call; `c` is a live local out-pointer.
    ok(unsafe { syclrt_context_create(hs.as_ptr(), hs.len(), &mut c) });
    c
}

pub fn has(dev: *mut syclrt_device, aspect: i32) -> bool {
    let mut b = false;
    // SAFETY: `b` is a live local out-pointer; the library validates handles in its registry without dereferencing them.
    ok(unsafe { syclrt_device_has(dev, aspect, &mut b) });
    b
}

/// An image from OpenCL C source with kernels, spec constants (name, id, default) and required aspects.
pub fn source_image(src: &str, kernels: &[&str], spec: &[(&str, u32, &[u8])], aspects: &[i32]) -> u64 {
    image(SYCLRT_IMAGE_FORMAT_OPENCL_SOURCE, src.as_bytes(), "", kernels, spec, aspects)
}

pub fn image(
    format: u32,
    bytes: &[u8],
    target: &str,
    kernels: &[&str],
    spec: &[(&str, u32, &[u8])],
    aspects: &[i32],
) -> u64 {
    let mut b = ptr::null_mut();
    let t = CString::new(target).unwrap();
    // SAFETY: `bytes` is readable for `bytes.len()` bytes, `t` is a NUL-terminated string and `b` a live local out-pointer, all outliving the call.
    ok(unsafe { syclrt_image_builder_create(format, bytes.as_ptr().cast(), bytes.len(), t.as_ptr(), &mut b) });
    for k in kernels {
        let k = CString::new(*k).unwrap();
        // SAFETY: `b` is the builder created above; `k` is a NUL-terminated string that outlives the call.
        ok(unsafe { syclrt_image_builder_add_kernel(b, k.as_ptr()) });
    }
    for (n, id, v) in spec {
        let n = CString::new(*n).unwrap();
        // SAFETY: `b` is the builder created above; `n` is NUL-terminated and `v` readable for `v.len()` bytes.
        ok(unsafe { syclrt_image_builder_add_spec_constant(b, n.as_ptr(), *id, v.as_ptr().cast(), v.len()) });
    }
    for a in aspects {
        // SAFETY: `b` is the builder created above.
        ok(unsafe { syclrt_image_builder_require_aspect(b, *a) });
    }
    let mut id = 0;
    // SAFETY: `b` is the builder created above; `id` is a live local out-pointer.
    ok(unsafe { syclrt_image_builder_register(b, &mut id) });
    // SAFETY: `b` is the builder created above, released once here and not used after.
    ok(unsafe { syclrt_image_builder_release(b) });
    id
}

pub fn unregister(id: u64) {
    ok(syclrt_image_unregister(id));
}

pub fn kid(name: &str) -> *mut syclrt_kernel_id {
    let n = CString::new(name).unwrap();
    let mut k = ptr::null_mut();
    // SAFETY: `n` is a NUL-terminated string and `k` a live local out-pointer.
    ok(unsafe { syclrt_kernel_id_get(n.as_ptr(), &mut k) });
    k
}

pub fn kid_name(k: *const syclrt_kernel_id) -> String {
    let mut p: *const c_char = ptr::null();
    // SAFETY: `p` is a live local out-pointer; the library validates handles in its registry without dereferencing them.
    ok(unsafe { syclrt_kernel_id_get_name(k, &mut p) });
    // SAFETY: names live for the process.
    unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
}

fn devs_arg(devs: Option<&[*mut syclrt_device]>) -> (Vec<*const syclrt_device>, bool) {
    match devs {
        Some(d) => (d.iter().map(|x| x.cast_const()).collect(), true),
        None => (Vec::new(), false),
    }
}

fn devs_ptr(v: &[*const syclrt_device], given: bool) -> *const *const syclrt_device {
    if given {
        if v.is_empty() {
            ptr::NonNull::dangling().as_ptr()
        } else {
            v.as_ptr()
        }
    } else {
        ptr::null()
    }
}

/// `get_kernel_bundle` (devs None: the context's devices; Some(&[]): an empty list).
pub fn get(
    ctx: *mut syclrt_context,
    devs: Option<&[*mut syclrt_device]>,
    state: u32,
) -> Result<*mut syclrt_kernel_bundle, Status> {
    let (v, given) = devs_arg(devs);
    let mut b = ptr::null_mut();
    // SAFETY: the device list is NULL, dangling with length 0, or `v` with `v.len()` handles (devs_ptr); `b` is a live local out-pointer; the library validates handles in its registry without dereferencing them.
    match unsafe { syclrt_kernel_bundle_get(ctx, devs_ptr(&v, given), v.len(), state, &mut b) } {
        Status::Success => Ok(b),
        s => Err(s),
    }
}

pub fn get_ids(
    ctx: *mut syclrt_context,
    devs: Option<&[*mut syclrt_device]>,
    state: u32,
    ids: &[*mut syclrt_kernel_id],
) -> Result<*mut syclrt_kernel_bundle, Status> {
    let (v, given) = devs_arg(devs);
    let ids: Vec<*const syclrt_kernel_id> = ids.iter().map(|x| x.cast_const()).collect();
    let mut b = ptr::null_mut();
    // SAFETY: the device list is as devs_ptr documents, `ids` holds `ids.len()` ids and `b` is a live local out-pointer; the library validates handles in its registry without dereferencing them.
    match unsafe {
        syclrt_kernel_bundle_get_by_ids(ctx, devs_ptr(&v, given), v.len(), state, ids.as_ptr(), ids.len(), &mut b)
    } {
        Status::Success => Ok(b),
        s => Err(s),
    }
}

pub fn has_bundle(
    ctx: *mut syclrt_context,
    devs: Option<&[*mut syclrt_device]>,
    state: u32,
    ids: Option<&[*mut syclrt_kernel_id]>,
) -> Result<bool, Status> {
    let (v, given) = devs_arg(devs);
    let idv: Vec<*const syclrt_kernel_id> = ids.unwrap_or(&[]).iter().map(|x| x.cast_const()).collect();
    let idp = if ids.is_some() {
        if idv.is_empty() {
            ptr::NonNull::dangling().as_ptr()
        } else {
            idv.as_ptr()
        }
    } else {
        ptr::null()
    };
    let mut out = false;
    // SAFETY: the device and id lists are NULL, dangling with length 0, or vectors of their stated length that outlive the call; `out` is a live local out-pointer; the library validates handles in its registry without dereferencing them.
    match unsafe { syclrt_kernel_bundle_has(ctx, devs_ptr(&v, given), v.len(), state, idp, idv.len(), &mut out) } {
        Status::Success => Ok(out),
        s => Err(s),
    }
}

pub fn compile(
    b: *mut syclrt_kernel_bundle,
    devs: Option<&[*mut syclrt_device]>,
    opts: &str,
) -> Result<*mut syclrt_kernel_bundle, Status> {
    let (v, given) = devs_arg(devs);
    let o = CString::new(opts).unwrap();
    let mut r = ptr::null_mut();
    // SAFETY: the device list is as devs_ptr documents, `o` is NUL-terminated and `r` a live local out-pointer; the library validates handles in its registry without dereferencing them.
    match unsafe { syclrt_kernel_bundle_compile(b, devs_ptr(&v, given), v.len(), o.as_ptr(), &mut r) } {
        Status::Success => Ok(r),
        s => Err(s),
    }
}

pub fn build(
    b: *mut syclrt_kernel_bundle,
    devs: Option<&[*mut syclrt_device]>,
    opts: &str,
) -> Result<*mut syclrt_kernel_bundle, Status> {
    let (v, given) = devs_arg(devs);
    let o = CString::new(opts).unwrap();
    let mut r = ptr::null_mut();
    // SAFETY: the device list is as devs_ptr documents, `o` is NUL-terminated and `r` a live local out-pointer; the library validates handles in its registry without dereferencing them.
    match unsafe { syclrt_kernel_bundle_build(b, devs_ptr(&v, given), v.len(), o.as_ptr(), &mut r) } {
        Status::Success => Ok(r),
        s => Err(s),
    }
}

pub fn link(
    bs: &[*mut syclrt_kernel_bundle],
    devs: Option<&[*mut syclrt_device]>,
) -> Result<*mut syclrt_kernel_bundle, Status> {
    let (v, given) = devs_arg(devs);
    let bv: Vec<*const syclrt_kernel_bundle> = bs.iter().map(|x| x.cast_const()).collect();
    let mut r = ptr::null_mut();
    // SAFETY: `bv` holds `bv.len()` bundle handles, the device list is as devs_ptr documents, NULL options are allowed and `r` is a live local out-pointer; the library validates handles in its registry without dereferencing them.
    match unsafe { syclrt_kernel_bundle_link(bv.as_ptr(), bv.len(), devs_ptr(&v, given), v.len(), ptr::null(), &mut r) }
    {
        Status::Success => Ok(r),
        s => Err(s),
    }
}

pub fn join(bs: &[*mut syclrt_kernel_bundle]) -> Result<*mut syclrt_kernel_bundle, Status> {
    let bv: Vec<*const syclrt_kernel_bundle> = bs.iter().map(|x| x.cast_const()).collect();
    let mut r = ptr::null_mut();
    // SAFETY: `bv` holds `bv.len()` bundle handles and `r` is a live local out-pointer; the library validates handles in its registry without dereferencing them.
    match unsafe { syclrt_kernel_bundle_join(bv.as_ptr(), bv.len(), &mut r) } {
        Status::Success => Ok(r),
        s => Err(s),
    }
}

pub fn release(b: *mut syclrt_kernel_bundle) {
    // SAFETY: the library validates handles in its registry without dereferencing them (NULL is a no-op).
    ok(unsafe { syclrt_kernel_bundle_release(b) });
}

pub fn bundle_has_kernel(
    b: *mut syclrt_kernel_bundle,
    k: *mut syclrt_kernel_id,
    dev: Option<*mut syclrt_device>,
) -> bool {
    let mut out = false;
    // SAFETY: `out` is a live local out-pointer; a NULL device is allowed; the library validates handles in its registry without dereferencing them.
    ok(unsafe { syclrt_kernel_bundle_has_kernel(b, k, dev.unwrap_or(ptr::null_mut()), &mut out) });
    out
}

pub fn bundle_ids(b: *mut syclrt_kernel_bundle) -> Vec<*mut syclrt_kernel_id> {
    let mut n = 0;
    // SAFETY: a 0 capacity with a NULL array only queries the count into the live local `n`; the library validates handles in its registry without dereferencing them.
    ok(unsafe { syclrt_kernel_bundle_get_kernel_ids(b, 0, ptr::null_mut(), &mut n) });
    let mut v = vec![ptr::null_mut(); n];
    // SAFETY: `v` has room for `n` ids and `n` is a live local; the library validates handles in its registry without dereferencing them.
    ok(unsafe { syclrt_kernel_bundle_get_kernel_ids(b, n, v.as_mut_ptr(), &mut n) });
    v
}

pub fn state_of(b: *mut syclrt_kernel_bundle) -> u32 {
    let mut s = 99;
    // SAFETY: `s` is a live local out-pointer; the library validates handles in its registry without dereferencing them.
    ok(unsafe { syclrt_kernel_bundle_get_state(b, &mut s) });
    s
}

pub fn is_empty(b: *mut syclrt_kernel_bundle) -> bool {
    let mut e = false;
    // SAFETY: `e` is a live local out-pointer; the library validates handles in its registry without dereferencing them.
    ok(unsafe { syclrt_kernel_bundle_is_empty(b, &mut e) });
    e
}

pub fn set_spec(b: *mut syclrt_kernel_bundle, name: &str, v: &[u8]) -> Status {
    let n = CString::new(name).unwrap();
    // SAFETY: `n` is NUL-terminated and `v` readable for `v.len()` bytes; the library validates handles in its registry without dereferencing them.
    unsafe { syclrt_kernel_bundle_set_spec_constant(b, n.as_ptr(), v.as_ptr().cast(), v.len()) }
}

pub fn get_spec(b: *mut syclrt_kernel_bundle, name: &str) -> Result<Vec<u8>, Status> {
    let n = CString::new(name).unwrap();
    let mut size = 0;
    // SAFETY: a 0 size with a NULL buffer only queries the size into the live local `size`; `n` is NUL-terminated; the library validates handles in its registry without dereferencing them.
    let s = unsafe { syclrt_kernel_bundle_get_spec_constant(b, n.as_ptr(), 0, ptr::null_mut(), &mut size) };
    if s != Status::Success {
        return Err(s);
    }
    let mut v = vec![0u8; size];
    // SAFETY: `v` is writable for `size` bytes and `n` is NUL-terminated; a NULL size out-pointer is allowed; the library validates handles in its registry without dereferencing them.
    ok(unsafe { syclrt_kernel_bundle_get_spec_constant(b, n.as_ptr(), size, v.as_mut_ptr().cast(), ptr::null_mut()) });
    Ok(v)
}

pub fn kernel(
    b: *mut syclrt_kernel_bundle,
    k: *mut syclrt_kernel_id,
    dev: Option<*mut syclrt_device>,
) -> Result<*mut syclrt_kernel, Status> {
    let mut out = ptr::null_mut();
    // SAFETY: `out` is a live local out-pointer; a NULL device is allowed; the library validates handles in its registry without dereferencing them.
    match unsafe { syclrt_kernel_bundle_get_kernel(b, k, dev.unwrap_or(ptr::null_mut()), &mut out) } {
        Status::Success => Ok(out),
        s => Err(s),
    }
}

/// Runs a kernel `(global int *a)` over `init.len()` items; returns the buffer.
pub fn run(ctx: *mut syclrt_context, dev: *mut syclrt_device, k: *mut syclrt_kernel, init: &[i32]) -> Vec<i32> {
    let bytes = init.len() * 4;
    let mut mem = ptr::null_mut();
    // SAFETY: `init` is readable for `bytes` bytes (copied at creation) and `mem` is a live local out-pointer; the library validates handles in its registry without dereferencing them.
    ok(unsafe { syclrt_mem_create(ctx, bytes, SYCLRT_MEM_READ_WRITE, init.as_ptr().cast::<c_void>(), &mut mem) });
    let mut q = ptr::null_mut();
    // SAFETY: `q` is a live local out-pointer; the library validates handles in its registry without dereferencing them.
    ok(unsafe { syclrt_queue_create(ctx, dev, 0, &mut q) });
    // SAFETY: the library validates handles in its registry without dereferencing them; `mem` was created above.
    ok(unsafe { syclrt_kernel_set_arg_mem(k, 0, mem) });
    let g = [init.len()];
    // SAFETY: `g` holds the 1 global size the dimension count promises; NULL offset, local size and wait list (count 0) and event out-pointer are allowed; `q` and `k` are handles.
    ok(unsafe { syclrt_queue_launch(q, k, 1, g.as_ptr(), ptr::null(), ptr::null(), 0, ptr::null_mut()) });
    let mut out = vec![0i32; init.len()];
    // SAFETY: blocking read into `out`, writable for `bytes` bytes, which outlives the call; an empty wait list and NULL event are allowed.
    ok(unsafe { syclrt_queue_read(q, mem, true, 0, bytes, out.as_mut_ptr().cast(), ptr::null(), 0, ptr::null_mut()) });
    // SAFETY: `q` was created above and is released once, not used after.
    ok(unsafe { syclrt_queue_release(q) });
    // SAFETY: `mem` was created above and is released once, not used after.
    ok(unsafe { syclrt_mem_release(mem) });
    out
}

/// Gets the kernel `name` from an executable bundle and runs it.
pub fn run_named(
    ctx: *mut syclrt_context,
    dev: *mut syclrt_device,
    b: *mut syclrt_kernel_bundle,
    name: &str,
    init: &[i32],
) -> Vec<i32> {
    let k = kernel(b, kid(name), Some(dev)).unwrap_or_else(|s| panic!("{s:?}: {}", last_error()));
    let out = run(ctx, dev, k, init);
    // SAFETY: `k` came from kernel() above and is released once, not used after.
    ok(unsafe { syclrt_kernel_release(k) });
    out
}

/// Re-runs this test binary's `test` (an ignored test) in a child process
/// with extra environment variables; returns (success, stdout+stderr).
pub fn rerun(test: &str, env: &[(&str, &str)]) -> (bool, String) {
    // Wait until OpenCL is loaded (other tests of this process may be
    // loading it right now): a Khronos ICD loader splits OCL_ICD_FILENAMES in
    // the environment while it enumerates, and syclrt restores it only after
    // (src/config.rs, LoaderEnvGuard); a child started inside that window
    // would inherit the truncated list.
    let _ = syclrt::cl::api();
    let exe = std::env::current_exe().unwrap();
    let mut cmd = std::process::Command::new(exe);
    cmd.args([test, "--exact", "--ignored", "--nocapture", "--test-threads=1"]);
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = cmd.output().unwrap();
    let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    (out.status.success(), text)
}
