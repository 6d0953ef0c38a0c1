//! OpenCL 2.0's shared virtual memory entry points (`clSVMAlloc`,
//! `clSVMFree`, `clEnqueueSVM{Memcpy,MemFill,Map,Unmap}`,
//! `clSetKernelArgSVMPointer`) and the few handle queries the USM engine
//! (`core::usm`) asks of queues, kernels and events, as thin wrappers: an
//! absent entry point is an error code or a NULL, never a crash. The policy
//! over them (which allocations, when to map, the pool) is core's.

use super::ext;
use super::loader::api;
use super::objects::{enqueue, event_array, Context, DeviceId, Event, Kernel, Queue};
use super::sys::*;
use super::{check, query_value, ClError, FUNCTION_NOT_AVAILABLE};
use std::ffi::c_void;
use std::ptr::{null, null_mut};

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

/// [`map`], non-blocking, with its event (`core::enqueue::read`/`write` put it
/// around a buffer read into, or write from, coarse-grained device USM).
///
/// # Safety
/// As [`map`].
pub unsafe fn svm_map(
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
/// As [`unmap`].
pub unsafe fn svm_unmap(q: &Queue, ptr: *mut c_void, wait: &[Event]) -> Result<Event, ClError> {
    // SAFETY: caller contract.
    unsafe { unmap(q, ptr, wait, true) }?
        .ok_or(ClError { code: CL_INVALID_EVENT, call: "clEnqueueSVMUnmap returned no event" })
}

/// `clEnqueueSVMMemcpy`, in OpenCL's wait-list form.
///
/// # Safety
/// `dst` and `src` hold `size` bytes until the copy completes (SVM memory
/// of the queue's context or host memory); `wait` holds `n` live events;
/// `ev` is NULL or writable.
#[allow(clippy::too_many_arguments, reason = "clEnqueueSVMMemcpy's own arguments")]
pub unsafe fn enqueue_memcpy(
    q: &Queue,
    blocking: bool,
    dst: *mut c_void,
    src: *const c_void,
    size: usize,
    n: cl_uint,
    wait: *const cl_event,
    ev: *mut cl_event,
) -> Result<(), ClError> {
    let f = ext::core_extra().clEnqueueSVMMemcpy.ok_or(absent("clEnqueueSVMMemcpy (not in this OpenCL)"))?;
    // SAFETY: caller contract, forwarded.
    check(unsafe { f(q.raw(), blocking as cl_bool, dst, src, size, n, wait, ev) }, "clEnqueueSVMMemcpy")
}

/// `clEnqueueSVMMemFill` of `size` bytes at `ptr` with `pattern`, in
/// OpenCL's wait-list form.
///
/// # Safety
/// `ptr` holds `size` bytes of SVM memory of the queue's context; `wait`
/// holds `n` live events; `ev` is NULL or writable.
pub unsafe fn enqueue_fill(
    q: &Queue,
    ptr: *mut c_void,
    pattern: &[u8],
    size: usize,
    n: cl_uint,
    wait: *const cl_event,
    ev: *mut cl_event,
) -> Result<(), ClError> {
    let f = ext::core_extra().clEnqueueSVMMemFill.ok_or(absent("clEnqueueSVMMemFill (not in this OpenCL)"))?;
    // SAFETY: caller contract, forwarded; the pattern is `pattern.len()` readable bytes.
    check(unsafe { f(q.raw(), ptr, pattern.as_ptr().cast(), pattern.len(), size, n, wait, ev) }, "clEnqueueSVMMemFill")
}

/// `clEnqueueMarkerWithWaitList`, in OpenCL's wait-list form.
///
/// # Safety
/// `wait` holds `n` live events; `ev` is NULL or writable.
pub unsafe fn enqueue_marker(q: &Queue, n: cl_uint, wait: *const cl_event, ev: *mut cl_event) -> Result<(), ClError> {
    let a = api().map_err(|_| ClError::new(CL_PLATFORM_NOT_FOUND_KHR, "OpenCL loader"))?;
    // SAFETY: caller contract; a live queue.
    check(unsafe { (a.clEnqueueMarkerWithWaitList)(q.raw(), n, wait, ev) }, "clEnqueueMarkerWithWaitList")
}

/// A measurement of the driver for core's USM engine (whether kernels need
/// `CL_KERNEL_EXEC_INFO_SVM_PTRS`, `core::usm`'s `indirect_needs_list`):
/// `Ok(true)` when a kernel reads and writes exactly an unlisted
/// coarse-grained SVM buffer it reaches through a pointer table.
pub fn reaches_unlisted(c: &Context, dev: DeviceId) -> Result<bool, String> {
    use super::objects::Program;
    const N: usize = 4096;
    const SRC: &[u8] = b"kernel void syclrt_probe_gather(global float *out, global ulong *tab) {\n\
        size_t i = get_global_id(0); global float *src = (global float *)tab[0];\n\
        out[i] = src[i] * 2.0f; src[i] = (float)i + 0.5f; }\n";
    if !available() {
        return Err("no clSVMAlloc".into());
    }
    let q = Queue::create(c, dev, 0).map_err(|e| e.to_string())?;
    let prog = Program::with_source(c, SRC).map_err(|e| e.to_string())?;
    prog.driver_build(&[dev], "", None).map_err(|e| e.to_string())?;
    let k = Kernel::create(&prog, "syclrt_probe_gather").map_err(|e| e.to_string())?;
    // Coarse-grained SVM buffers of the live context, freed below.
    let (src, tab, out) = (
        alloc(c, CL_MEM_READ_WRITE, N * 4, 0),
        alloc(c, CL_MEM_READ_WRITE, 8, 0),
        alloc(c, CL_MEM_READ_WRITE, N * 4, 0),
    );
    let run = || -> Result<bool, String> {
        if src.is_null() || tab.is_null() || out.is_null() {
            return Err("clSVMAlloc failed".into());
        }
        let host: Vec<f32> = (0..N).map(|i| i as f32).collect();
        let addr = src as u64;
        let mut got = vec![0f32; N];
        let cp = |dst: *mut c_void, s: *const c_void, n: usize| {
            // SAFETY: a blocking copy between our host vectors and our SVM
            // buffers, each of at least `n` bytes; no events.
            unsafe { enqueue_memcpy(&q, true, dst, s, n, 0, null(), null_mut()) }.map_err(|e| e.to_string())
        };
        cp(src, host.as_ptr().cast(), N * 4)?;
        cp(tab, (&addr as *const u64).cast(), 8)?;
        k.set_arg_svm_pointer(0, out as usize).map_err(|e| e.to_string())?;
        k.set_arg_svm_pointer(1, tab as usize).map_err(|e| e.to_string())?;
        q.launch(&k, &[N], None, &[], false).map_err(|e| e.to_string())?;
        q.finish().map_err(|e| e.to_string())?;
        cp(got.as_mut_ptr().cast(), out, N * 4)?;
        let read_ok = got.iter().enumerate().all(|(i, &v)| v == i as f32 * 2.0);
        cp(got.as_mut_ptr().cast(), src, N * 4)?;
        let write_ok = got.iter().enumerate().all(|(i, &v)| v == i as f32 + 0.5);
        Ok(read_ok && write_ok)
    };
    let r = run();
    let _ = q.finish();
    for p in [src, tab, out] {
        if !p.is_null() {
            // SAFETY: our buffers; the queue has finished (or failed) every command on them.
            unsafe { free(c, p) };
        }
    }
    r
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
