//! The driver's SVM entry points (`clSVMAlloc`, `clSVMFree`,
//! `clEnqueueSVMMemcpy`, `clEnqueueSVMMemFill`, `clEnqueueSVMMap`,
//! `clEnqueueSVMUnmap`) called under one process-wide lock, a blocking copy
//! or map enqueued without blocking under the lock and waited for after it
//! (so no thread waits for the device while holding it).
//!
//! Why (issue 37, docs/ptx.md): NVIDIA's OpenCL (driver 580 on an H200)
//! faults when two threads are inside its SVM code at once. dpnp frees
//! temporaries from libsycl's host-task threads (`clSVMFree`, and syclrt's
//! markers) while the main thread copies a NumPy array into device USM:
//! `clEnqueueSVMMemcpy` read address 0x148 in 3 of 4 runs of
//! `test_usm_ndarray_linalg.py`, and `clEnqueueSVMMemFill` jumped to
//! address 0 with the USM pool off. With the lock, 3 runs of 3 passed.
//!
//! `SYCLRT_SVM_SERIALIZE`: auto (default: on when a platform of the loaded
//! OpenCL is NVIDIA's), 1 (always), 0 (never). Installed into the loaded
//! tables when they are made.

use super::sys::*;
use std::ffi::c_void;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, OnceLock};

type Alloc = unsafe extern "C" fn(cl_context, cl_mem_flags, usize, cl_uint) -> *mut c_void;
type Free = unsafe extern "C" fn(cl_context, *mut c_void);
type Memcpy = unsafe extern "C" fn(
    cl_command_queue,
    cl_bool,
    *mut c_void,
    *const c_void,
    usize,
    cl_uint,
    *const cl_event,
    *mut cl_event,
) -> cl_int;
type Fill = unsafe extern "C" fn(
    cl_command_queue,
    *mut c_void,
    *const c_void,
    usize,
    usize,
    cl_uint,
    *const cl_event,
    *mut cl_event,
) -> cl_int;
type Map = unsafe extern "C" fn(
    cl_command_queue,
    cl_bool,
    cl_map_flags,
    *mut c_void,
    usize,
    cl_uint,
    *const cl_event,
    *mut cl_event,
) -> cl_int;
type Unmap = unsafe extern "C" fn(cl_command_queue, *mut c_void, cl_uint, *const cl_event, *mut cl_event) -> cl_int;

type Wait = unsafe extern "C" fn(cl_uint, *const cl_event) -> cl_int;
type Release = unsafe extern "C" fn(cl_event) -> cl_int;
type PlatformInfo = unsafe extern "C" fn(cl_platform_id, cl_platform_info, usize, *mut c_void, *mut usize) -> cl_int;

/// The lock, the decision, and the driver's own entry points each wrapper
/// calls (set before the wrapper is put in a table, never changed after).
struct Serial {
    lock: Mutex<()>,
    on: AtomicBool,
    alloc: OnceLock<Alloc>,
    free: OnceLock<Free>,
    memcpy: OnceLock<Memcpy>,
    fill: OnceLock<Fill>,
    map: OnceLock<Map>,
    unmap: OnceLock<Unmap>,
    events: OnceLock<(Wait, Release)>,
}

static STATE: Serial = Serial {
    lock: Mutex::new(()),
    on: AtomicBool::new(false),
    alloc: OnceLock::new(),
    free: OnceLock::new(),
    memcpy: OnceLock::new(),
    fill: OnceLock::new(),
    map: OnceLock::new(),
    unmap: OnceLock::new(),
    events: OnceLock::new(),
};

/// Whether the lock is in place (decided when the OpenCL library was loaded).
pub fn on() -> bool {
    STATE.on.load(Ordering::Acquire)
}

/// Decides, once, from `SYCLRT_SVM_SERIALIZE` and the loaded platforms,
/// whether the SVM entry points go under the lock; returns the decision.
pub fn decide(info: PlatformInfo, platforms: &[cl_platform_id]) -> bool {
    let on = match crate::config::get().svm_serialize.as_deref() {
        Some("1" | "on" | "yes") => true,
        Some("0" | "off" | "no") => false,
        _ => platforms.iter().any(|&p| {
            let mut buf = [0u8; 256];
            // SAFETY: a platform the loader just listed; a buffer of 256 bytes.
            let code = unsafe { info(p, CL_PLATFORM_NAME, buf.len(), buf.as_mut_ptr().cast(), std::ptr::null_mut()) };
            code == CL_SUCCESS && buf.windows(6).any(|w| w == b"NVIDIA")
        }),
    };
    if on {
        log::debug!("the driver's SVM entry points are called under one lock (SYCLRT_SVM_SERIALIZE)");
    }
    STATE.on.store(on, Ordering::Release);
    on
}

fn guard() -> std::sync::MutexGuard<'static, ()> {
    STATE.lock.lock().unwrap_or_else(|p| p.into_inner())
}

/// Waits for `e` (a new event of ours) and hands it to `ev` or releases it.
///
/// # Safety
/// `e` is a live event we own; `ev` is NULL or writable.
unsafe fn finish(e: cl_event, ev: *mut cl_event) -> cl_int {
    let (wait, release) = *STATE.events.get().expect("installed");
    // SAFETY: the loaded clWaitForEvents; a live event (caller contract).
    let code = unsafe { wait(1, &e) };
    if ev.is_null() {
        // SAFETY: the loaded clReleaseEvent; our reference.
        unsafe { release(e) };
    } else {
        // SAFETY: writable (caller contract).
        unsafe { *ev = e };
    }
    code
}

/// Runs `enqueue` (the driver's call made not blocking; it writes its event
/// to the slot it is given) under the lock. Not blocking: the slot is the
/// caller's `ev`. Blocking: the slot is ours, and the event is waited for
/// after the lock, then handed to `ev` or released.
///
/// # Safety
/// `ev` is NULL or writable; `enqueue` is a valid call of the driver.
unsafe fn locked(blocking: cl_bool, ev: *mut cl_event, enqueue: impl FnOnce(*mut cl_event) -> cl_int) -> cl_int {
    if blocking == 0 {
        let _g = guard();
        return enqueue(ev);
    }
    let mut e: cl_event = std::ptr::null_mut();
    let code = {
        let _g = guard();
        enqueue(&mut e)
    };
    if code != CL_SUCCESS {
        return code;
    }
    // SAFETY: the event just made (ours); the caller's `ev`.
    unsafe { finish(e, ev) }
}

unsafe extern "C" fn alloc(c: cl_context, f: cl_mem_flags, n: usize, a: cl_uint) -> *mut c_void {
    let _g = guard();
    // SAFETY: the driver's clSVMAlloc (set before this wrapper was
    // installed), with the caller's arguments unchanged.
    unsafe { STATE.alloc.get().expect("installed")(c, f, n, a) }
}

unsafe extern "C" fn free(c: cl_context, p: *mut c_void) {
    let _g = guard();
    // SAFETY: the driver's entry point (set before this wrapper was installed), the caller's arguments unchanged.
    unsafe { STATE.free.get().expect("installed")(c, p) }
}

unsafe extern "C" fn memcpy(
    q: cl_command_queue,
    blocking: cl_bool,
    dst: *mut c_void,
    src: *const c_void,
    size: usize,
    n: cl_uint,
    w: *const cl_event,
    ev: *mut cl_event,
) -> cl_int {
    let real = *STATE.memcpy.get().expect("installed");
    // SAFETY: the driver's clEnqueueSVMMemcpy (set before this wrapper was
    // installed), the caller's arguments, not blocking, and the event slot
    // `locked` gives (the caller's, or its own to wait for after the lock).
    unsafe { locked(blocking, ev, |e| real(q, 0, dst, src, size, n, w, e)) }
}

unsafe extern "C" fn fill(
    q: cl_command_queue,
    p: *mut c_void,
    pat: *const c_void,
    ps: usize,
    size: usize,
    n: cl_uint,
    w: *const cl_event,
    ev: *mut cl_event,
) -> cl_int {
    let _g = guard();
    // SAFETY: the driver's entry point (set before this wrapper was installed), the caller's arguments unchanged.
    unsafe { STATE.fill.get().expect("installed")(q, p, pat, ps, size, n, w, ev) }
}

unsafe extern "C" fn map(
    q: cl_command_queue,
    blocking: cl_bool,
    flags: cl_map_flags,
    p: *mut c_void,
    size: usize,
    n: cl_uint,
    w: *const cl_event,
    ev: *mut cl_event,
) -> cl_int {
    let real = *STATE.map.get().expect("installed");
    // SAFETY: the driver's clEnqueueSVMMap (set before this wrapper was
    // installed), the caller's arguments, not blocking, and the event slot
    // `locked` gives (the caller's, or its own to wait for after the lock).
    unsafe { locked(blocking, ev, |e| real(q, 0, flags, p, size, n, w, e)) }
}

unsafe extern "C" fn unmap(
    q: cl_command_queue,
    p: *mut c_void,
    n: cl_uint,
    w: *const cl_event,
    ev: *mut cl_event,
) -> cl_int {
    let _g = guard();
    // SAFETY: the driver's entry point (set before this wrapper was installed), the caller's arguments unchanged.
    unsafe { STATE.unmap.get().expect("installed")(q, p, n, w, ev) }
}

/// Puts the locked wrappers in place of `alloc` and `free` (the loader's
/// table); `wait` and `release` are the loaded event entry points.
pub fn wrap_alloc_free(a: &mut Option<Alloc>, f: &mut Option<Free>, wait: Wait, release: Release) {
    let _ = STATE.events.set((wait, release));
    if let (Some(ra), Some(rf)) = (*a, *f) {
        let _ = STATE.alloc.set(ra);
        let _ = STATE.free.set(rf);
        *a = Some(alloc);
        *f = Some(free);
    }
}

/// Puts the locked wrappers in place of the four SVM enqueues (the extra table).
pub fn wrap_enqueues(m: &mut Option<Memcpy>, fl: &mut Option<Fill>, mp: &mut Option<Map>, u: &mut Option<Unmap>) {
    if STATE.events.get().is_none() {
        return;
    }
    if let (Some(a), Some(b), Some(c), Some(d)) = (*m, *fl, *mp, *u) {
        let _ = STATE.memcpy.set(a);
        let _ = STATE.fill.set(b);
        let _ = STATE.map.set(c);
        let _ = STATE.unmap.set(d);
        *m = Some(memcpy);
        *fl = Some(fill);
        *mp = Some(map);
        *u = Some(unmap);
    }
}
