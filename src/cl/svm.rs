//! OpenCL 2.0's shared virtual memory entry points (`clSVMAlloc`,
//! `clSVMFree`, `clEnqueueSVM{Memcpy,MemFill,Map,Unmap}`,
//! `clSetKernelArgSVMPointer`) and the few handle queries the USM engine
//! (`core::usm`) asks of queues, kernels and events, as thin wrappers: an
//! absent entry point is an error code or a NULL, never a crash. The policy
//! over them (which allocations, when to map, the pool, and the one lock
//! NVIDIA's OpenCL needs around them, `core::usm::serial`) is core's.

use super::ext;
use super::loader::api;
use super::objects::{enqueue, event_array, Context, DeviceId, Event, Kernel, Queue};
use super::sys::*;
use super::{check, query_value, ClError, FUNCTION_NOT_AVAILABLE};
use std::ffi::c_void;
use std::ptr::null_mut;

fn absent(call: &'static str) -> ClError {
    ClError::new(CL_INVALID_OPERATION, call)
}

/// Whether the loaded OpenCL has what the SVM emulation of USM needs:
/// allocation, free, pointer kernel arguments, copies and fills.
pub fn available() -> bool {
    let Ok(a) = api() else { return false };
    let e = ext::core_extra();
    a.clSVMAlloc.is_some()
        && a.clSVMFree.is_some()
        && a.clSetKernelArgSVMPointer.is_some()
        && e.clEnqueueSVMMemcpy.is_some()
        && e.clEnqueueSVMMemFill.is_some()
}

/// Whether `clEnqueueSVMMap` and `clEnqueueSVMUnmap` are there.
pub fn can_map() -> bool {
    let e = ext::core_extra();
    e.clEnqueueSVMMap.is_some() && e.clEnqueueSVMUnmap.is_some()
}

/// `clSVMAlloc`: `size` bytes with `flags` and `align` (0: the driver's
/// default) in `ctx`; NULL when refused or absent.
pub fn alloc(ctx: &Context, flags: cl_mem_flags, size: usize, align: u32) -> *mut c_void {
    match api().ok().and_then(|a| a.clSVMAlloc) {
        // SAFETY: a live context (the wrapper's); the driver checks flags, size and alignment.
        Some(f) => unsafe { f(ctx.raw(), flags, size, align) },
        None => null_mut(),
    }
}

/// `clSVMFree` of `p` (nothing when the entry point is absent).
///
/// # Safety
/// `p` is an SVM allocation of `ctx`, freed once, which no command still uses.
pub unsafe fn free(ctx: &Context, p: *mut c_void) {
    if let Some(f) = api().ok().and_then(|a| a.clSVMFree) {
        // SAFETY: caller contract.
        unsafe { f(ctx.raw(), p) };
    }
}

/// `clEnqueueSVMMap` of `size` bytes at `ptr` for the host after `wait`.
///
/// # Safety
/// `ptr..ptr + size` lies in one SVM allocation of the queue's context,
/// not mapped now.
pub unsafe fn map(
    q: &Queue,
    blocking: bool,
    flags: cl_map_flags,
    ptr: *mut c_void,
    size: usize,
    wait: &[Event],
    want: bool,
) -> Result<Option<Event>, ClError> {
    let f = ext::core_extra().clEnqueueSVMMap.ok_or(absent("clEnqueueSVMMap (not in this OpenCL)"))?;
    let (n, w) = event_array(wait);
    // SAFETY: caller contract for the range; a live queue; the list's live events.
    enqueue(want, |e| unsafe { f(q.raw(), blocking as cl_bool, flags, ptr, size, n, w, e) }, "clEnqueueSVMMap")
}

/// `clEnqueueSVMUnmap` of the mapping at `ptr` after `wait`.
///
/// # Safety
/// `ptr` is a mapped SVM range of the queue's context.
pub unsafe fn unmap(q: &Queue, ptr: *mut c_void, wait: &[Event], want: bool) -> Result<Option<Event>, ClError> {
    let f = ext::core_extra().clEnqueueSVMUnmap.ok_or(absent("clEnqueueSVMUnmap (not in this OpenCL)"))?;
    let (n, w) = event_array(wait);
    // SAFETY: caller contract; a live queue; the list's live events.
    enqueue(want, |e| unsafe { f(q.raw(), ptr, n, w, e) }, "clEnqueueSVMUnmap")
}

/// `clEnqueueSVMMemcpy` of `size` bytes from `src` to `dst` after `wait`.
///
/// # Safety
/// `dst` and `src` hold `size` bytes until the copy completes (SVM memory
/// of the queue's context or host memory).
#[allow(clippy::too_many_arguments, reason = "clEnqueueSVMMemcpy's own arguments")]
pub unsafe fn enqueue_memcpy(
    q: &Queue,
    blocking: bool,
    dst: *mut c_void,
    src: *const c_void,
    size: usize,
    wait: &[Event],
    want: bool,
) -> Result<Option<Event>, ClError> {
    let f = ext::core_extra().clEnqueueSVMMemcpy.ok_or(absent("clEnqueueSVMMemcpy (not in this OpenCL)"))?;
    let (n, w) = event_array(wait);
    // SAFETY: caller contract for the ranges; a live queue; the list's live events.
    enqueue(want, |e| unsafe { f(q.raw(), blocking as cl_bool, dst, src, size, n, w, e) }, "clEnqueueSVMMemcpy")
}

/// `clEnqueueSVMMemFill` of `size` bytes at `ptr` with `pattern` after `wait`.
///
/// # Safety
/// `ptr` holds `size` bytes of SVM memory of the queue's context.
pub unsafe fn enqueue_fill(
    q: &Queue,
    ptr: *mut c_void,
    pattern: &[u8],
    size: usize,
    wait: &[Event],
    want: bool,
) -> Result<Option<Event>, ClError> {
    let f = ext::core_extra().clEnqueueSVMMemFill.ok_or(absent("clEnqueueSVMMemFill (not in this OpenCL)"))?;
    let (n, w) = event_array(wait);
    let (pat, psize) = (pattern.as_ptr().cast(), pattern.len());
    // SAFETY: caller contract for the range; the pattern's `psize` readable
    // bytes; a live queue; the list's live events.
    enqueue(want, |e| unsafe { f(q.raw(), ptr, pat, psize, size, n, w, e) }, "clEnqueueSVMMemFill")
}

impl Kernel {
    /// `clSetKernelArgSVMPointer`: argument `index` is the address `ptr`
    /// (anywhere inside an SVM allocation; a value to the driver here).
    pub fn set_arg_svm_pointer(&self, index: u32, ptr: usize) -> Result<(), ClError> {
        let f = api()
            .ok()
            .and_then(|a| a.clSetKernelArgSVMPointer)
            .ok_or(absent("clSetKernelArgSVMPointer (not in this OpenCL)"))?;
        // SAFETY: a live kernel; the pointer is passed as a value, not read.
        check(unsafe { f(self.raw(), index, ptr as *const c_void) }, "clSetKernelArgSVMPointer")
    }

    /// `clSetKernelExecInfo(param)` with `value`'s bytes (copied by the driver).
    pub fn set_exec_info(&self, param: cl_uint, value: &[u8]) -> Result<(), ClError> {
        let f = api()
            .ok()
            .and_then(|a| a.clSetKernelExecInfo)
            .ok_or(ClError::new(FUNCTION_NOT_AVAILABLE, "clSetKernelExecInfo"))?;
        // SAFETY: a live kernel; `value` holds `value.len()` readable bytes.
        check(unsafe { f(self.raw(), param, value.len(), value.as_ptr().cast()) }, "clSetKernelExecInfo")
    }

    /// The kernel's context (`CL_KERNEL_CONTEXT`), not retained.
    pub fn context_raw(&self) -> Result<cl_context, ClError> {
        let a = api().map_err(|_| ClError::new(CL_PLATFORM_NOT_FOUND_KHR, "OpenCL loader"))?;
        let v: usize = query_value("clGetKernelInfo", |s, v, r| {
            // SAFETY: a live kernel; `v` holds one pointer-sized answer.
            unsafe { (a.clGetKernelInfo)(self.raw(), CL_KERNEL_CONTEXT, s, v, r) }
        })?;
        Ok(v as cl_context)
    }
}

impl Queue {
    /// The queue's context (`CL_QUEUE_CONTEXT`), not retained.
    pub fn context_raw(&self) -> Result<cl_context, ClError> {
        self.handle_info(CL_QUEUE_CONTEXT).map(|v| v as cl_context)
    }

    /// The queue's device (`CL_QUEUE_DEVICE`).
    pub fn device(&self) -> Result<DeviceId, ClError> {
        self.handle_info(CL_QUEUE_DEVICE).map(|v| DeviceId(v as cl_device_id))
    }

    /// The queue's reference count (`CL_QUEUE_REFERENCE_COUNT`).
    pub fn reference_count(&self) -> Result<u32, ClError> {
        let a = api().map_err(|_| ClError::new(CL_PLATFORM_NOT_FOUND_KHR, "OpenCL loader"))?;
        query_value("clGetCommandQueueInfo", |s, v, r| {
            // SAFETY: a live queue; `v` holds one cl_uint.
            unsafe { (a.clGetCommandQueueInfo)(self.raw(), CL_QUEUE_REFERENCE_COUNT, s, v, r) }
        })
    }

    fn handle_info(&self, param: cl_uint) -> Result<usize, ClError> {
        let a = api().map_err(|_| ClError::new(CL_PLATFORM_NOT_FOUND_KHR, "OpenCL loader"))?;
        query_value("clGetCommandQueueInfo", |s, v, r| {
            // SAFETY: a live queue; `v` holds one pointer-sized answer.
            unsafe { (a.clGetCommandQueueInfo)(self.raw(), param, s, v, r) }
        })
    }
}

impl Event {
    /// `clWaitForEvents` on `events` (one context's), blocking.
    pub fn wait_blocking(events: &[Event]) -> Result<(), ClError> {
        if events.is_empty() {
            return Ok(());
        }
        let a = api().map_err(|_| ClError::new(CL_PLATFORM_NOT_FOUND_KHR, "OpenCL loader"))?;
        let (n, w) = event_array(events);
        // SAFETY: `n` live events at `w`.
        check(unsafe { (a.clWaitForEvents)(n, w) }, "clWaitForEvents")
    }
}
