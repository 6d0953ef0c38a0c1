//! Fills with any pattern size. OpenCL's buffer, SVM and Intel USM fills
//! take power-of-two patterns of at most 128 bytes; SYCL's `fill<T>` takes
//! any `sizeof(T)` (a 10-byte struct, a 256-byte array). This module
//! decides which fills OpenCL takes ([`native_pattern`], [`fill_buffer`]),
//! and emulates the rest, for buffers and for USM alike, as one chain of
//! commands on the caller's queue, through `cl`'s wrappers:
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

use super::error::{Error, Status};
use crate::cl::sys::*;
use crate::cl::{ClError, Event, Mem, Queue};
use std::ffi::c_void;
use std::sync::Arc;

/// Whether OpenCL's own fills take this pattern size.
pub fn native_pattern(p: usize) -> bool {
    p.is_power_of_two() && p <= 128
}

/// The rule of a fill's pattern, every face's: a non-empty pattern and a
/// non-zero `size` that is a multiple of it (`what` names the fill).
pub fn check_pattern(what: &str, pattern: usize, size: usize) -> Result<(), Error> {
    if size == 0 || pattern == 0 || size % pattern != 0 {
        let m = format!("{what}: size {size} must be a non-zero multiple of the pattern size {pattern}");
        return Err(Error::new(Status::InvalidSize, m));
    }
    Ok(())
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
/// byte offsets from the start of the fill, each returning its event. A
/// target keeps its ranges inside its memory (OpenCL checks a buffer's;
/// a target over raw memory checks its own bounds).
pub trait FillTarget {
    /// Writes `len` bytes from `src` at `off`, after `wait`.
    ///
    /// # Safety
    /// `src` holds `len` readable bytes until the returned event completes.
    unsafe fn write(&self, off: usize, len: usize, src: *const c_void, wait: &[Event]) -> Result<Event, ClError>;
    /// Copies `len` bytes at `src` to `dst` (disjoint ranges), after `wait`.
    fn copy(&self, src: usize, dst: usize, len: usize, wait: &[Event]) -> Result<Event, ClError>;
}

/// Fills `size` bytes of `t` with `pattern` (`size` a multiple of it) by a
/// staged write of `stage` bytes and doubling copies, after `wait`; the
/// event of the whole fill when `want_event`.
pub fn emulate(
    t: &dyn FillTarget,
    pattern: &[u8],
    size: usize,
    stage: usize,
    wait: &[Event],
    want_event: bool,
) -> Result<Option<Event>, ClError> {
    let p = pattern.len();
    if p == 0 || size == 0 || size % p != 0 {
        return Err(ClError::new(CL_INVALID_VALUE, "emulated fill: size is not a non-zero multiple of the pattern"));
    }
    let stage = ((stage.clamp(p, size)) / p) * p;
    // Two owners: the completion callback frees the block, this function's
    // copy keeps it alive if the callback cannot be registered.
    let block: Arc<Vec<u8>> = Arc::new(pattern.iter().copied().cycle().take(stage).collect());
    // SAFETY: `block` stays alive until the write completes (freed by the
    // callback below, or after a host wait).
    let first = unsafe { t.write(0, stage, block.as_ptr().cast(), wait)? };
    let held = Arc::clone(&block);
    if first.on_status(CL_COMPLETE, Box::new(move |_| drop(held))).is_err() {
        // Not registered: the block is freed once the write has read it.
        let _ = Event::wait_blocking(std::slice::from_ref(&first));
    }
    drop(block);
    let mut prev = first;
    let mut len = stage;
    while len < size {
        let k = len.min(size - len);
        // `[0, k)` is written (after `prev`) and `[len, len + k)` is inside
        // the fill and disjoint from it.
        prev = t.copy(0, len, k, std::slice::from_ref(&prev))?;
        len += k;
    }
    Ok(want_event.then_some(prev))
}

/// A buffer region as a fill target (OpenCL checks its ranges).
pub struct BufferTarget<'a> {
    pub queue: &'a Queue,
    pub mem: &'a Mem,
    pub offset: usize,
}

/// The event an enqueue asked for returned one.
fn asked(e: Option<Event>, call: &'static str) -> Result<Event, ClError> {
    e.ok_or(ClError::new(CL_OUT_OF_HOST_MEMORY, call))
}

impl FillTarget for BufferTarget<'_> {
    unsafe fn write(&self, off: usize, len: usize, src: *const c_void, wait: &[Event]) -> Result<Event, ClError> {
        // SAFETY: caller contract (`src` outlives the command); live queue and buffer.
        let e = unsafe { self.queue.write(self.mem, false, self.offset + off, len, src, wait, true)? };
        asked(e, "clEnqueueWriteBuffer")
    }
    fn copy(&self, src: usize, dst: usize, len: usize, wait: &[Event]) -> Result<Event, ClError> {
        let (s, d) = (self.offset + src, self.offset + dst);
        asked(self.queue.copy(self.mem, self.mem, s, d, len, wait, true)?, "clEnqueueCopyBuffer")
    }
}

/// Fills `size` bytes at `offset` of `mem` with `pattern`: OpenCL's
/// `clEnqueueFillBuffer` for the patterns it takes, the emulation for the
/// others, so no driver is handed a pattern it may crash on.
pub fn fill_buffer(
    q: &Queue,
    mem: &Mem,
    pattern: &[u8],
    offset: usize,
    size: usize,
    wait: &[Event],
    want_event: bool,
) -> Result<Option<Event>, ClError> {
    if native_pattern(pattern.len()) {
        return q.fill_native(mem, pattern, offset, size, wait, want_event);
    }
    let t = BufferTarget { queue: q, mem, offset };
    emulate(&t, pattern, size, stage_bytes(pattern.len(), size), wait, want_event)
}
