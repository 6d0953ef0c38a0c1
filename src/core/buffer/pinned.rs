//! Page-locked (pinned) host memory the OpenCL way: a `CL_MEM_ALLOC_HOST_PTR`
//! buffer, mapped once and kept mapped until it is dropped. Transfers from
//! or to the mapped pointer (`clEnqueueReadBuffer` / `WriteBuffer` on another
//! buffer) run at DMA speed on NVIDIA's OpenCL, which has no other way to ask
//! for pinned memory (NVIDIA's OpenCL best-practices guide, "pinned memory").
//! Elsewhere (PoCL) it is ordinary host memory the driver allocated.

use crate::cl::sys::*;
use crate::cl::{ClError, Context, Mem, Queue};

/// A mapped `CL_MEM_ALLOC_HOST_PTR` buffer.
#[derive(Debug)]
pub struct PinnedHost {
    mem: Mem,
    queue: Queue,
    ptr: *mut u8,
    len: usize,
}

// SAFETY: the mapping is plain host memory owned by this value; the handles
// are thread-safe OpenCL objects. Who writes which bytes when is ordered by
// the users' events (see `core::buffer::staging`).
unsafe impl Send for PinnedHost {}
// SAFETY: as above.
unsafe impl Sync for PinnedHost {}

impl PinnedHost {
    /// `len` (> 0) bytes of pinned memory of `ctx`, mapped for reading and
    /// writing through `queue` (a queue of `ctx`; kept for the unmap at
    /// drop, which waits behind what it holds then, as `core::wait` waits).
    pub fn with_queue(ctx: &Context, queue: &Queue, len: usize) -> Result<PinnedHost, ClError> {
        if len == 0 {
            return Err(ClError::new(CL_INVALID_BUFFER_SIZE, "clCreateBuffer"));
        }
        let mem = Mem::create(ctx, CL_MEM_READ_WRITE | CL_MEM_ALLOC_HOST_PTR, len, None)?;
        let queue = queue.clone();
        // SAFETY: a blocking map of the whole of our new buffer, no wait
        // list, no event; the mapping is ours until `drop` unmaps it.
        let (p, _) = unsafe { queue.map(&mem, true, CL_MAP_READ | CL_MAP_WRITE, 0, len, &[], false) }?;
        if p.is_null() {
            return Err(ClError::new(CL_MAP_FAILURE, "clEnqueueMapBuffer"));
        }
        Ok(PinnedHost { mem, queue, ptr: p.cast(), len })
    }

    pub(crate) fn ptr(&self) -> *mut u8 {
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
        // SAFETY: `ptr` is the live mapping of `mem` made through `queue`;
        // the owner waited for every transfer using it before dropping.
        let ev = match unsafe { self.queue.unmap(&self.mem, self.ptr.cast(), &[], true) } {
            Ok(Some(ev)) => ev,
            r => {
                log::warn!("clEnqueueUnmapMemObject: {:?}", r.err());
                return;
            }
        };
        if let Err(e) = crate::core::wait::wait_all(std::slice::from_ref(&ev)) {
            log::warn!("waiting for an unmap: {e:?}");
        }
    }
}
