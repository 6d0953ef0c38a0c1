//! The driver's SVM entry points (`clSVMAlloc`, `clSVMFree`,
//! `clEnqueueSVMMemcpy`, `clEnqueueSVMMemFill`, `clEnqueueSVMMap`,
//! `clEnqueueSVMUnmap`) called under one process-wide lock, a blocking copy
//! or map enqueued without blocking under the lock and waited for after it
//! (so no thread waits for the device while holding it). Every call core
//! makes of these `cl::svm` wrappers goes through here.
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
//! OpenCL is NVIDIA's), 1 (always), 0 (never); decided once, at the first
//! call. The lock is the innermost of core's USM locks ([`Rank::Svm`]):
//! only the driver's call runs under it.

use super::ptr::UsmPtr;
use super::rank::{self, Rank};
use crate::cl::sys::*;
use crate::cl::{svm, ClError, Context, Event, Queue};
use std::ffi::c_void;
use std::sync::{Mutex, OnceLock};

static LOCK: Mutex<()> = Mutex::new(());
static ON: OnceLock<bool> = OnceLock::new();

/// Whether the lock is in place (decided once, module docs).
pub fn on() -> bool {
    *ON.get_or_init(|| {
        let on = match crate::config::get().svm_serialize.as_deref() {
            Some("1" | "on" | "yes") => true,
            Some("0" | "off" | "no") => false,
            _ => crate::cl::platform_ids()
                .unwrap_or_default()
                .iter()
                .any(|p| p.info_string(CL_PLATFORM_NAME).is_ok_and(|n| n.contains("NVIDIA"))),
        };
        if on {
            log::debug!("the driver's SVM entry points are called under one lock (SYCLRT_SVM_SERIALIZE)");
        }
        on
    })
}

/// Runs `call` under the lock where it is on.
fn locked<R>(call: impl FnOnce() -> R) -> R {
    let _g = on().then(|| rank::lock(&LOCK, Rank::Svm));
    call()
}

/// Runs an SVM map or copy (`enqueue(blocking, want)`) under the lock:
/// where the lock is on, a blocking one is enqueued without blocking, with
/// its event, which is waited for after the lock and then given as asked
/// (`no_event`: the error when the driver gives none to wait for).
fn enqueue_locked(
    blocking: bool,
    want: bool,
    no_event: &'static str,
    enqueue: impl FnOnce(bool, bool) -> Result<Option<Event>, ClError>,
) -> Result<Option<Event>, ClError> {
    if !blocking || !on() {
        return locked(|| enqueue(blocking, want));
    }
    let ev = locked(|| enqueue(false, true))?.ok_or(ClError::new(CL_INVALID_EVENT, no_event))?;
    Event::wait_blocking(std::slice::from_ref(&ev))?;
    Ok(want.then_some(ev))
}

/// `cl::svm::alloc` under the lock.
pub(crate) fn alloc(ctx: &Context, flags: cl_mem_flags, size: usize, align: u32) -> *mut c_void {
    locked(|| svm::alloc(ctx, flags, size, align))
}

/// `cl::svm::free` under the lock.
///
/// # Safety
/// As `cl::svm::free`.
pub(crate) unsafe fn free(ctx: &Context, p: *mut c_void) {
    // SAFETY: caller contract.
    locked(|| unsafe { svm::free(ctx, p) })
}

/// `cl::svm::map` under the lock (a blocking map waited for after it).
///
/// # Safety
/// As `cl::svm::map`.
pub(crate) unsafe fn map(
    q: &Queue,
    blocking: bool,
    flags: cl_map_flags,
    ptr: *mut c_void,
    size: usize,
    wait: &[Event],
    want: bool,
) -> Result<Option<Event>, ClError> {
    let no_event = "clEnqueueSVMMap returned no event to wait for (a blocking map under the SVM lock)";
    // SAFETY: caller contract.
    enqueue_locked(blocking, want, no_event, |b, w| unsafe { svm::map(q, b, flags, ptr, size, wait, w) })
}

/// `cl::svm::unmap` under the lock.
///
/// # Safety
/// As `cl::svm::unmap`.
pub(crate) unsafe fn unmap(q: &Queue, ptr: *mut c_void, wait: &[Event], want: bool) -> Result<Option<Event>, ClError> {
    // SAFETY: caller contract.
    locked(|| unsafe { svm::unmap(q, ptr, wait, want) })
}

/// `cl::svm::enqueue_memcpy` under the lock (a blocking copy waited for
/// after it).
///
/// # Safety
/// As `cl::svm::enqueue_memcpy`.
#[allow(clippy::too_many_arguments, reason = "clEnqueueSVMMemcpy's own arguments")]
pub(crate) unsafe fn enqueue_memcpy(
    q: &Queue,
    blocking: bool,
    dst: *mut c_void,
    src: *const c_void,
    size: usize,
    wait: &[Event],
    want: bool,
) -> Result<Option<Event>, ClError> {
    let no_event = "clEnqueueSVMMemcpy returned no event to wait for (a blocking copy under the SVM lock)";
    // SAFETY: caller contract.
    enqueue_locked(blocking, want, no_event, |b, w| unsafe { svm::enqueue_memcpy(q, b, dst, src, size, wait, w) })
}

/// `cl::svm::enqueue_fill` of `size` bytes at the USM address `ptr` under
/// the lock.
pub(crate) fn enqueue_fill(
    q: &Queue,
    ptr: UsmPtr,
    pattern: &[u8],
    size: usize,
    wait: &[Event],
    want: bool,
) -> Result<Option<Event>, ClError> {
    // SAFETY: `ptr`'s maker vouched that the fill's range lies in a live
    // SVM allocation of the queue's context until the fill completes
    // (`UsmPtr::new`'s contract for a fill).
    locked(|| unsafe { svm::enqueue_fill(q, ptr.as_raw(), pattern, size, wait, want) })
}

/// [`map`], not blocking, with its event (`core::enqueue::read`/`write` put
/// it around a buffer read into, or write from, coarse-grained device USM).
///
/// # Safety
/// As `cl::svm::map`.
pub(crate) unsafe fn svm_map(
    q: &Queue,
    flags: cl_map_flags,
    ptr: *mut c_void,
    size: usize,
    wait: &[Event],
) -> Result<Event, ClError> {
    // SAFETY: caller contract.
    unsafe { map(q, false, flags, ptr, size, wait, true) }?
        .ok_or(ClError { code: CL_INVALID_EVENT, call: "clEnqueueSVMMap returned no event" })
}

/// [`unmap`] with its event.
///
/// # Safety
/// As `cl::svm::unmap`.
pub(crate) unsafe fn svm_unmap(q: &Queue, ptr: *mut c_void, wait: &[Event]) -> Result<Event, ClError> {
    // SAFETY: caller contract.
    unsafe { unmap(q, ptr, wait, true) }?
        .ok_or(ClError { code: CL_INVALID_EVENT, call: "clEnqueueSVMUnmap returned no event" })
}
