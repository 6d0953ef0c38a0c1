//! Fills with any pattern size. OpenCL's buffer, SVM and Intel USM fills
//! take power-of-two patterns of at most 128 bytes; SYCL's `fill<T>` takes
//! any `sizeof(T)` (a 10-byte struct, a 256-byte array). The rest is
//! emulated here, for buffers and for USM alike, as one chain of commands on
//! the caller's queue:
//!
//! 1. a non-blocking write of a host-staged block (the pattern repeated to
//!    `stage` bytes) after the caller's wait list; the block is freed by a
//!    completion callback;
//! 2. doubling copies inside the destination (`[0, len)` to `[len, 2 len)`),
//!    each after the previous, until `size` bytes are written.
//!
//! The last command's event is the fill's event. How large the staged block
//! is ([`stage_bytes`]) was chosen by measurement on PoCL and Intel's CPU
//! runtime (docs/ur.md, "Fills with any pattern size"): `benches/fill.rs`.

use super::loader::{api, ClApi};
use super::sys::*;
use super::ClError;
use std::ffi::c_void;
use std::ptr::null_mut;

fn cl() -> Result<&'static ClApi, ClError> {
    api().map_err(|_| ClError::new(CL_PLATFORM_NOT_FOUND_KHR, "OpenCL loader"))
}

/// Whether OpenCL's own fills take this pattern size.
pub fn native_pattern(p: usize) -> bool {
    p.is_power_of_two() && p <= 128
}

/// The staged block for a `size`-byte fill with a `p`-byte pattern: 4 KiB
/// rounded down to the pattern (at least one pattern, at most the fill),
/// then doubling copies. Measured (`benches/fill.rs`, docs/ur.md): staging
/// the whole fill costs a host block and a host-to-device copy of every
/// byte (35 ms for 16 MiB on PoCL, 45-121 ms on Intel's CPU runtime, against
/// under 1 ms); starting from one pattern costs one enqueue per doubling,
/// which dominates small fills on PoCL (0.33 ms for 64 KiB of a 10-byte
/// pattern against 0.07 ms staged); a 64 KiB block loses on Intel, whose
/// staged writes cost about 2 us per KiB (0.15 ms at 64 KiB against 0.02
/// ms). 4 KiB stayed within about 2x of the best candidate in every case
/// measured on both drivers.
pub fn stage_bytes(p: usize, size: usize) -> usize {
    const STAGE: usize = 4 << 10;
    let s = size.min(STAGE.max(p));
    (s / p).max(1) * p
}

/// The two operations the emulation needs on a destination: a
/// host-to-destination write and a copy inside the destination, each at
/// byte offsets from the start of the fill, returning an OpenCL status.
pub trait FillTarget {
    /// # Safety
    /// `src` holds `len` bytes until the command completes; `wait` holds `n` live events.
    unsafe fn write(
        &self,
        off: usize,
        len: usize,
        src: *const c_void,
        n: cl_uint,
        wait: *const cl_event,
        ev: *mut cl_event,
    ) -> Result<(), ClError>;
    /// # Safety
    /// `wait` holds `n` live events.
    unsafe fn copy(
        &self,
        src: usize,
        dst: usize,
        len: usize,
        n: cl_uint,
        wait: *const cl_event,
        ev: *mut cl_event,
    ) -> Result<(), ClError>;
}

struct Owned(cl_event);
impl Drop for Owned {
    fn drop(&mut self) {
        if !self.0.is_null() {
            if let Ok(a) = cl() {
                // SAFETY: one reference we own.
                unsafe { (a.clReleaseEvent)(self.0) };
            }
        }
    }
}

unsafe extern "C" fn free_stage(_e: cl_event, _status: cl_int, data: *mut c_void) {
    // SAFETY: the Box leaked by `emulate`, consumed exactly once.
    drop(unsafe { Box::from_raw(data.cast::<Vec<u8>>()) });
}

/// Fills `size` bytes of `t` with `pattern` (`size` a multiple of it) by a
/// staged write of `stage` bytes and doubling copies, after `n` events at
/// `wait`; `ev` (may be NULL) receives the event of the whole fill.
///
/// # Safety
/// `t`'s operations are valid for `size` bytes; `wait` holds `n` live events.
pub unsafe fn emulate(
    t: &dyn FillTarget,
    pattern: &[u8],
    size: usize,
    stage: usize,
    n: cl_uint,
    wait: *const cl_event,
    ev: *mut cl_event,
) -> Result<(), ClError> {
    let api = cl()?;
    let p = pattern.len();
    if p == 0 || size == 0 || size % p != 0 {
        return Err(ClError::new(CL_INVALID_VALUE, "emulated fill: size is not a non-zero multiple of the pattern"));
    }
    let stage = ((stage.clamp(p, size)) / p) * p;
    let block: Box<Vec<u8>> = Box::new(pattern.iter().copied().cycle().take(stage).collect());
    let src = block.as_ptr().cast::<c_void>();
    let mut first: cl_event = null_mut();
    // SAFETY: `block` stays alive until the write completes (freed by the
    // callback below, or after a host wait); the caller's wait list.
    unsafe { t.write(0, stage, src, n, wait, &mut first)? };
    let first = Owned(first);
    let data = Box::into_raw(block).cast::<c_void>();
    // SAFETY: a live event; the callback consumes `data` once.
    let r = unsafe { (api.clSetEventCallback)(first.0, CL_COMPLETE, Some(free_stage), data) };
    if r != CL_SUCCESS {
        // SAFETY: one live event; then the block is no longer read.
        unsafe { (api.clWaitForEvents)(1, &first.0) };
        // SAFETY: not taken by the driver: ours again.
        drop(unsafe { Box::from_raw(data.cast::<Vec<u8>>()) });
    }
    let mut prev = first;
    let mut len = stage;
    while len < size {
        let k = len.min(size - len);
        let mut next: cl_event = null_mut();
        // SAFETY: `[0, k)` is written (after `prev`) and `[len, len + k)` is
        // inside the fill and disjoint from it.
        unsafe { t.copy(0, len, k, 1, &prev.0, &mut next)? };
        prev = Owned(next);
        len += k;
    }
    if !ev.is_null() {
        // SAFETY: the caller's out-pointer takes our reference.
        unsafe { *ev = prev.0 };
        std::mem::forget(prev);
    }
    Ok(())
}

/// A buffer region as a fill target.
pub struct BufferTarget {
    pub queue: cl_command_queue,
    pub mem: cl_mem,
    pub offset: usize,
}

impl FillTarget for BufferTarget {
    unsafe fn write(
        &self,
        off: usize,
        len: usize,
        src: *const c_void,
        n: cl_uint,
        wait: *const cl_event,
        ev: *mut cl_event,
    ) -> Result<(), ClError> {
        let api = cl()?;
        // SAFETY: caller contract; live queue and buffer.
        let r = unsafe {
            (api.clEnqueueWriteBuffer)(self.queue, self.mem, CL_FALSE, self.offset + off, len, src, n, wait, ev)
        };
        super::check(r, "clEnqueueWriteBuffer")
    }
    unsafe fn copy(
        &self,
        src: usize,
        dst: usize,
        len: usize,
        n: cl_uint,
        wait: *const cl_event,
        ev: *mut cl_event,
    ) -> Result<(), ClError> {
        let api = cl()?;
        // SAFETY: caller contract; disjoint regions of one live buffer.
        let r = unsafe {
            (api.clEnqueueCopyBuffer)(
                self.queue,
                self.mem,
                self.mem,
                self.offset + src,
                self.offset + dst,
                len,
                n,
                wait,
                ev,
            )
        };
        super::check(r, "clEnqueueCopyBuffer")
    }
}

/// `clEnqueueFillBuffer` for the patterns OpenCL takes, the emulation for
/// the others.
///
/// # Safety
/// Live queue and buffer of one context; `pattern` non-empty; `wait` holds
/// `n` live events of that context.
#[allow(clippy::too_many_arguments, reason = "mirrors clEnqueueFillBuffer")]
pub unsafe fn fill_buffer(
    queue: cl_command_queue,
    mem: cl_mem,
    pattern: &[u8],
    offset: usize,
    size: usize,
    n: cl_uint,
    wait: *const cl_event,
    ev: *mut cl_event,
) -> Result<(), ClError> {
    let api = cl()?;
    if native_pattern(pattern.len()) {
        // SAFETY: caller contract.
        let r = unsafe {
            (api.clEnqueueFillBuffer)(queue, mem, pattern.as_ptr().cast(), pattern.len(), offset, size, n, wait, ev)
        };
        return super::check(r, "clEnqueueFillBuffer");
    }
    let t = BufferTarget { queue, mem, offset };
    // SAFETY: caller contract.
    unsafe { emulate(&t, pattern, size, stage_bytes(pattern.len(), size), n, wait, ev) }
}
