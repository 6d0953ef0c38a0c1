//! Page-locked (pinned) host memory the OpenCL way: a `CL_MEM_ALLOC_HOST_PTR`
//! buffer, mapped once and kept mapped until it is dropped. Transfers from
//! or to the mapped pointer (`clEnqueueReadBuffer` / `WriteBuffer` on another
//! buffer) run at DMA speed on NVIDIA's OpenCL, which has no other way to ask
//! for pinned memory (NVIDIA's OpenCL best-practices guide, "pinned memory").
//! Elsewhere (PoCL) it is ordinary host memory the driver allocated.

use super::sys::*;
use super::{api, check, ClError, Context, DeviceId, Event, Mem, Queue};
use std::ffi::c_void;
use std::ptr;

/// A mapped `CL_MEM_ALLOC_HOST_PTR` buffer.
#[derive(Debug)]
pub struct PinnedHost {
    mem: Mem,
    queue: Queue,
    ptr: *mut u8,
    len: usize,
    /// How the unmap at drop is waited for (decided in core).
    polling: super::wait::Polling,
}

// SAFETY: the mapping is plain host memory owned by this value; the handles
// are thread-safe OpenCL objects. Who writes which bytes when is ordered by
// the users' events (see `core::buffer::staging`).
unsafe impl Send for PinnedHost {}
// SAFETY: as above.
unsafe impl Sync for PinnedHost {}

impl PinnedHost {
    /// `len` (> 0) bytes of pinned memory of `ctx`, mapped for reading and
    /// writing through a new queue of `dev` (kept for the unmap at drop,
    /// waited for as `polling` says).
    pub fn new(ctx: &Context, dev: DeviceId, len: usize, polling: super::wait::Polling) -> Result<PinnedHost, ClError> {
        let queue = Queue::create(ctx, dev, 0)?;
        PinnedHost::with_queue(ctx, &queue, len, polling)
    }

    /// As [`PinnedHost::new`], mapped through `queue` (a queue of `ctx`;
    /// kept for the unmap at drop, which waits behind what it holds then).
    pub fn with_queue(
        ctx: &Context,
        queue: &Queue,
        len: usize,
        polling: super::wait::Polling,
    ) -> Result<PinnedHost, ClError> {
        if len == 0 {
            return Err(ClError::new(CL_INVALID_BUFFER_SIZE, "clCreateBuffer"));
        }
        let mem = Mem::create(ctx, CL_MEM_READ_WRITE | CL_MEM_ALLOC_HOST_PTR, len, None)?;
        let queue = queue.clone();
        let a = api().map_err(|_| ClError::new(CL_PLATFORM_NOT_FOUND_KHR, "OpenCL loader"))?;
        let mut code = CL_SUCCESS;
        // SAFETY: live queue and buffer; a blocking map of the whole buffer,
        // no wait list, no event.
        let p = unsafe {
            (a.clEnqueueMapBuffer)(
                queue.raw(),
                mem.raw(),
                CL_TRUE,
                CL_MAP_READ | CL_MAP_WRITE,
                0,
                len,
                0,
                ptr::null(),
                ptr::null_mut(),
                &mut code,
            )
        };
        check(code, "clEnqueueMapBuffer")?;
        if p.is_null() {
            return Err(ClError::new(CL_MAP_FAILURE, "clEnqueueMapBuffer"));
        }
        Ok(PinnedHost { mem, queue, ptr: p.cast(), len, polling })
    }

    pub fn ptr(&self) -> *mut u8 {
        self.ptr
    }
    pub fn len(&self) -> usize {
        self.len
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl Drop for PinnedHost {
    fn drop(&mut self) {
        let Ok(a) = api() else { return };
        let mut ev: cl_event = ptr::null_mut();
        // SAFETY: `ptr` is the live mapping of `mem` made through `queue`;
        // the owner waited for every transfer using it before dropping.
        let code = unsafe {
            (a.clEnqueueUnmapMemObject)(
                self.queue.raw(),
                self.mem.raw(),
                self.ptr.cast::<c_void>(),
                0,
                ptr::null(),
                &mut ev,
            )
        };
        if code != CL_SUCCESS || ev.is_null() {
            log::warn!("clEnqueueUnmapMemObject returned {code}");
            return;
        }
        // SAFETY: the call returned one new event reference.
        let ev = unsafe { Event::from_owned(ev) };
        if let Err(e) = Event::wait_all_with(&[ev], self.polling) {
            log::warn!("waiting for an unmap: {e:?}");
        }
    }
}
