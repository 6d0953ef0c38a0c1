//! The commands the faces enqueue, written once, on the OpenCL objects a
//! face holds (markers and barriers, buffer reads, writes, copies and
//! their rectangles, maps, image commands, device globals; the launch is
//! `core::kernel`'s): PI's handles are libsycl's own OpenCL objects,
//! viewed as [`cl`] wrappers without a reference (`cl::Queue::borrow`);
//! UR's handles wrap owned ones. A face translates its arguments into these
//! calls and their errors back through its table; it calls no `cl*`
//! function itself.
//!
//! Every enqueue takes the wait list as a slice of events and answers the
//! new event when `want_event` asks for one (a face that got no event
//! pointer asks for none, so the driver makes none). Nothing here allocates
//! or locks.

use super::error::{Error, Result, Status};
use crate::cl::sys::{cl_map_flags, CL_INVALID_CONTEXT};
use crate::cl::{Context, DeviceId, Event, Mem, Program, Queue};
use std::ffi::c_void;

/// A marker (`barrier` false) or barrier after `wait`, or after all
/// earlier work when `wait` is empty.
#[inline]
pub fn marker(q: &Queue, barrier: bool, wait: &[Event], want_event: bool) -> Result<Option<Event>> {
    if barrier && want_event {
        // The barrier orders; a marker after it carries the event. NVIDIA's
        // OpenCL answers 0 for every profiling time of a barrier's own event
        // (scripts/nv-profiling-probe.py, H100, driver 580), and a marker
        // that follows the barrier completes when it does, with real times.
        q.barrier(wait, false)?;
        return Ok(q.marker_opt(&[], true)?);
    }
    Ok(if barrier { q.barrier(wait, want_event)? } else { q.marker_opt(wait, want_event)? })
}

/// Where a buffer read or write goes in the buffer, and the layout of the
/// host memory on the other side.
#[derive(Clone, Copy)]
pub enum Span<'a> {
    /// `size` bytes at `offset` of the buffer, contiguous in host memory.
    Bytes { offset: usize, size: usize },
    /// A rectangle of the buffer and a box of host memory ([`Rect`]).
    Rect(&'a Rect),
}

impl Span<'_> {
    /// The host memory the command touches, as (offset of its first byte,
    /// bytes to its last) from the host pointer; `None` when empty.
    #[inline]
    fn host(&self) -> Option<(usize, usize)> {
        match *self {
            Span::Bytes { size, .. } => (size > 0).then_some((0, size)),
            Span::Rect(r) => host_span(r),
        }
    }
}

/// Reads `span` of `m` into the host memory at `dst`. A host range that is
/// coarse-grained SVM device memory (a device USM pointer on such a
/// device) is mapped around the read ([`svm_bracketed`]).
///
/// # Safety
/// `dst` is valid for writes of every host byte `span` names until the
/// read completes.
#[inline]
pub unsafe fn read(
    q: &Queue,
    m: &Mem,
    blocking: bool,
    span: Span<'_>,
    dst: *mut c_void,
    wait: &[Event],
    want_event: bool,
) -> Result<Option<Event>> {
    // The read itself, after `w`.
    let cmd = |blocking: bool, w: &[Event], want: bool| match span {
        // SAFETY: `dst` holds the host bytes of `span` until completion (this function's contract).
        Span::Bytes { offset, size } => unsafe { q.read(m, blocking, offset, size, dst, w, want) },
        Span::Rect(r) => {
            let [b, h] = r.origins;
            // SAFETY: as above, for the host box.
            unsafe { q.read_rect(m, blocking, b, h, r.region, r.pitches, dst, w, want) }
        }
    };
    if let Some((start, len)) = span.host() {
        // SAFETY: inside the caller's host memory (the span of its bytes).
        let at = unsafe { dst.cast::<u8>().add(start) }.cast::<c_void>();
        if super::usm::coarse_device_range(at as usize, len) {
            // Contiguous bytes are all overwritten (the map invalidates
            // them); a rectangle keeps the bytes between its rows.
            let flags = match span {
                Span::Bytes { .. } => crate::cl::sys::CL_MAP_WRITE_INVALIDATE_REGION,
                Span::Rect(_) => crate::cl::sys::CL_MAP_WRITE,
            };
            // SAFETY: `at..at + len` is a live coarse-grained SVM range (just checked).
            return unsafe { svm_bracketed(q, at, len, flags, blocking, wait, want_event, |w| cmd(false, w, true)) };
        }
    }
    Ok(cmd(blocking, wait, want_event)?)
}

/// A command that takes coarse-grained SVM device memory at `ptr` as host
/// memory (a buffer read into a device USM pointer, a write from one), run
/// between `clEnqueueSVMMap` and `clEnqueueSVMUnmap` of that range: outside
/// a map the host's view of coarse-grained SVM is not the device's. On
/// NVIDIA's OpenCL the read of dpnp's merge sort (`handler::copy` from its
/// temporary buffer into the result, a USM device pointer) never reached
/// the device: the merged result was lost (sort, argsort, unique, top_k,
/// searchsorted with more than 256 elements; docs/ptx.md).
///
/// # Safety
/// `ptr..ptr + size` is one live SVM allocation of `q`'s context; `f`
/// enqueues on `q` after the wait list it is given and returns its event.
#[allow(clippy::too_many_arguments, reason = "the command's arguments plus the map's")]
unsafe fn svm_bracketed(
    q: &Queue,
    ptr: *mut c_void,
    size: usize,
    flags: crate::cl::sys::cl_map_flags,
    blocking: bool,
    wait: &[Event],
    want_event: bool,
    f: impl FnOnce(&[Event]) -> std::result::Result<Option<Event>, crate::cl::ClError>,
) -> Result<Option<Event>> {
    super::usm::note_queue(q);
    // SAFETY: caller contract (a live SVM range of the queue's context).
    let map = unsafe { super::usm::serial::svm_map(q, flags, ptr, size, wait) }?;
    let cmd = f(std::slice::from_ref(&map));
    // Unmapped whatever the command did: the range must not stay mapped.
    let after = match &cmd {
        Ok(Some(e)) => std::slice::from_ref(e),
        _ => std::slice::from_ref(&map),
    };
    // SAFETY: mapped just above on this queue.
    let unmap = unsafe { super::usm::serial::svm_unmap(q, ptr, after) }?;
    cmd?;
    if blocking {
        super::wait::wait_all(std::slice::from_ref(&unmap))?;
    }
    Ok(want_event.then_some(unmap))
}

/// Writes the host memory at `src` into `span` of `m`. A host range that
/// is coarse-grained SVM device memory is mapped around the write
/// ([`svm_bracketed`]).
///
/// # Safety
/// `src` is valid for reads of every host byte `span` names until the
/// write completes.
#[inline]
pub unsafe fn write(
    q: &Queue,
    m: &Mem,
    blocking: bool,
    span: Span<'_>,
    src: *const c_void,
    wait: &[Event],
    want_event: bool,
) -> Result<Option<Event>> {
    // The write itself, after `w`.
    let cmd = |blocking: bool, w: &[Event], want: bool| match span {
        // SAFETY: `src` holds the host bytes of `span` until completion (this function's contract).
        Span::Bytes { offset, size } => unsafe { q.write(m, blocking, offset, size, src, w, want) },
        Span::Rect(r) => {
            let [b, h] = r.origins;
            // SAFETY: as above, for the host box.
            unsafe { q.write_rect(m, blocking, b, h, r.region, r.pitches, src, w, want) }
        }
    };
    if let Some((start, len)) = span.host() {
        // SAFETY: inside the caller's host memory (the span of its bytes).
        let at = unsafe { src.cast::<u8>().add(start) }.cast::<c_void>();
        if super::usm::coarse_device_range(at as usize, len) {
            // SAFETY: `at..at + len` is a live coarse-grained SVM range (just checked).
            return unsafe {
                svm_bracketed(q, at.cast_mut(), len, crate::cl::sys::CL_MAP_READ, blocking, wait, want_event, |w| {
                    cmd(false, w, true)
                })
            };
        }
    }
    Ok(cmd(blocking, wait, want_event)?)
}

/// Copies `size` bytes between buffers.
#[allow(clippy::too_many_arguments, reason = "mirrors the enqueue")]
#[inline]
pub fn copy(
    q: &Queue,
    src: &Mem,
    dst: &Mem,
    src_offset: usize,
    dst_offset: usize,
    size: usize,
    wait: &[Event],
    want_event: bool,
) -> Result<Option<Event>> {
    match q.copy(src, dst, src_offset, dst_offset, size, wait, want_event) {
        Err(e) if e.code == CL_INVALID_CONTEXT => copy_across_contexts(q, src, dst, src_offset, dst_offset, size, wait, want_event)
            .map_err(|why| {
                Error::new(
                    Status::ContextMismatch,
                    format!("a buffer copy between two contexts (OpenCL has none: {e}) could not be staged through the host: {why}"),
                )
            }),
        r => Ok(r?),
    }
}

/// A buffer copy whose source or destination belongs to another context
/// than the queue: OpenCL answers `CL_INVALID_CONTEXT`, but SYCL programs
/// share buffers between queues of two contexts (issue 40), so the copy is
/// staged through the host: after the wait list, a blocking read of the
/// source on a queue of its context, a blocking write into the destination
/// on a queue of its, then a marker on the caller's queue for the event.
/// It blocks the caller until the bytes have moved.
#[cold]
#[allow(clippy::too_many_arguments, reason = "the copy's own arguments")]
fn copy_across_contexts(
    q: &Queue,
    src: &Mem,
    dst: &Mem,
    src_offset: usize,
    dst_offset: usize,
    size: usize,
    wait: &[Event],
    want_event: bool,
) -> Result<Option<Event>> {
    // Events of any context: each waited for on its own.
    for e in wait {
        super::wait::wait_all(std::slice::from_ref(e))?;
    }
    let on_own_queue = |m: &Mem| -> Result<Queue> {
        let raw = super::object::info::<usize>(m, crate::cl::sys::CL_MEM_CONTEXT)? as crate::cl::sys::cl_context;
        // SAFETY: the live memory object's context; the wrapper takes its own reference.
        let c = unsafe { Context::from_borrowed(raw) }?;
        let d = *c.devices()?.first().ok_or_else(|| Error::new(Status::InvalidContext, "a context with no device"))?;
        Ok(Queue::create(&c, d, 0)?)
    };
    let mut bytes = vec![0u8; size];
    let sq = on_own_queue(src)?;
    // SAFETY: `bytes` holds `size` bytes; the read is blocking.
    unsafe { sq.read(src, true, src_offset, size, bytes.as_mut_ptr().cast(), &[], false)? };
    let dq = on_own_queue(dst)?;
    // SAFETY: as above; the write is blocking, so `bytes` outlives it.
    unsafe { dq.write(dst, true, dst_offset, size, bytes.as_ptr().cast(), &[], false)? };
    // Intel's CPU runtime let a read on another queue of the context see
    // the buffer's old bytes after this blocking write when the queue was
    // released at once (under load, about one run in two); a finish first
    // makes the write everyone's.
    super::wait::finish(&dq)?;
    Ok(q.marker_opt(&[], want_event)?)
}

/// Fills `size` bytes at `offset` of `m` with `pattern` (any pattern size:
/// [`super::fill::fill_buffer`]).
#[inline]
pub fn fill(
    q: &Queue,
    m: &Mem,
    pattern: &[u8],
    offset: usize,
    size: usize,
    wait: &[Event],
    want_event: bool,
) -> Result<Option<Event>> {
    Ok(super::fill::fill_buffer(q, m, pattern, offset, size, wait, want_event)?)
}

/// A rectangle: `[buffer origin, host origin, region]` and the pitches
/// `[buffer row, buffer slice, host row, host slice]` (for a copy: source,
/// destination).
pub struct Rect {
    pub origins: [[usize; 3]; 2],
    pub region: [usize; 3],
    pub pitches: [usize; 4],
}

/// The host box of `r` as (offset of its first byte, bytes to its last)
/// from the host pointer, with OpenCL's default pitches; `None` when empty.
fn host_span(r: &Rect) -> Option<(usize, usize)> {
    let [_, h] = r.origins;
    let [w, rows, slices] = r.region;
    if w == 0 || rows == 0 || slices == 0 {
        return None;
    }
    let row = if r.pitches[2] == 0 { w } else { r.pitches[2] };
    let slice = if r.pitches[3] == 0 { row * rows } else { r.pitches[3] };
    let start = h[2].checked_mul(slice)?.checked_add(h[1].checked_mul(row)?)?.checked_add(h[0])?;
    let len = (slices - 1).checked_mul(slice)?.checked_add((rows - 1).checked_mul(row)?)?.checked_add(w)?;
    Some((start, len))
}

/// Copies a rectangle between buffers.
#[inline]
pub fn copy_rect(q: &Queue, src: &Mem, dst: &Mem, r: &Rect, wait: &[Event], want_event: bool) -> Result<Option<Event>> {
    let [s, d] = r.origins;
    Ok(q.copy_rect(src, dst, s, d, r.region, r.pitches, wait, want_event)?)
}

/// Maps a range of `m`: the host address of the mapping (a number: nothing
/// here reads or writes through it; the face hands it to its caller, who
/// uses the mapping under OpenCL's rules until it unmaps it) and the event
/// when asked for.
#[allow(clippy::too_many_arguments, reason = "mirrors the enqueue")]
#[inline]
pub fn map(
    q: &Queue,
    m: &Mem,
    blocking: bool,
    flags: cl_map_flags,
    offset: usize,
    size: usize,
    wait: &[Event],
    want_event: bool,
) -> Result<(usize, Option<Event>)> {
    // SAFETY: live queue and buffer; the driver makes the mapping and only
    // hands its address back (the caller's use of it is under OpenCL's rules).
    let (p, e) = unsafe { q.map(m, blocking, flags, offset, size, wait, want_event) }?;
    Ok((p as usize, e))
}

/// Unmaps the address `mapped` that [`map`] gave. Safe: the driver checks
/// `mapped` against its mappings of `m` (`CL_INVALID_VALUE` for any other
/// address) and nothing here reads or writes through it.
#[inline]
pub fn unmap(q: &Queue, m: &Mem, mapped: usize, wait: &[Event], want_event: bool) -> Result<Option<Event>> {
    // SAFETY: live queue and buffer; `mapped` is only compared by the driver
    // with the addresses of its mappings of `m`, never dereferenced here.
    Ok(unsafe { q.unmap(m, mapped as *mut c_void, wait, want_event) }?)
}

/// Image commands (OpenCL 1.2/2.0 entry points that may be absent: then
/// `Status::Unsupported`, never a call).
pub mod image {
    use super::super::error::Result;
    use crate::cl::ext::images;
    use crate::cl::{Event, Mem, Queue};
    use std::ffi::c_void;

    /// Reads a box of an image (`pitches`: row, slice of the host side).
    ///
    /// # Safety
    /// `dst` holds the box until completion.
    #[allow(clippy::too_many_arguments, reason = "mirrors the enqueue")]
    pub unsafe fn read(
        q: &Queue,
        m: &Mem,
        blocking: bool,
        origin: [usize; 3],
        region: [usize; 3],
        pitches: [usize; 2],
        dst: *mut c_void,
        wait: &[Event],
        want_event: bool,
    ) -> Result<Option<Event>> {
        // SAFETY: caller contract.
        Ok(unsafe { images::read(q, m, blocking, origin, region, pitches, dst, wait, want_event) }?)
    }

    /// Writes a box of an image.
    ///
    /// # Safety
    /// `src` holds the box until completion.
    #[allow(clippy::too_many_arguments, reason = "mirrors the enqueue")]
    pub unsafe fn write(
        q: &Queue,
        m: &Mem,
        blocking: bool,
        origin: [usize; 3],
        region: [usize; 3],
        pitches: [usize; 2],
        src: *const c_void,
        wait: &[Event],
        want_event: bool,
    ) -> Result<Option<Event>> {
        // SAFETY: caller contract.
        Ok(unsafe { images::write(q, m, blocking, origin, region, pitches, src, wait, want_event) }?)
    }

    /// Copies a box between images.
    #[allow(clippy::too_many_arguments, reason = "mirrors the enqueue")]
    pub fn copy(
        q: &Queue,
        src: &Mem,
        dst: &Mem,
        src_origin: [usize; 3],
        dst_origin: [usize; 3],
        region: [usize; 3],
        wait: &[Event],
        want_event: bool,
    ) -> Result<Option<Event>> {
        Ok(images::copy(q, src, dst, src_origin, dst_origin, region, wait, want_event)?)
    }

    /// Fills a box of an image with a colour: OpenCL's fill colour, a
    /// four-component vector of 32-bit values (16 bytes; the driver reads
    /// as much of it as the image's format needs).
    pub fn fill(
        q: &Queue,
        m: &Mem,
        color: &[u8; 16],
        origin: [usize; 3],
        region: [usize; 3],
        wait: &[Event],
        want_event: bool,
    ) -> Result<Option<Event>> {
        // SAFETY: `color` holds the 16 bytes of a four-component colour,
        // the most any image format reads.
        Ok(unsafe { images::fill(q, m, color.as_ptr().cast(), origin, region, wait, want_event) }?)
    }
}

/// Reads (`write` false) or writes a device global of `p` by name
/// (`cl_intel_global_variable_access` of the queue's platform; absent:
/// `Status::Unsupported`, never a call).
///
/// # Safety
/// `host` holds `count` bytes until completion.
#[allow(clippy::too_many_arguments, reason = "the extension's arguments")]
pub unsafe fn device_global(
    q: &Queue,
    p: &Program,
    name: &std::ffi::CStr,
    write: bool,
    blocking: bool,
    count: usize,
    offset: usize,
    host: *mut c_void,
    wait: &[Event],
    want: bool,
) -> Result<Option<Event>> {
    let dev =
        DeviceId(super::object::info::<usize>(q, crate::cl::sys::CL_QUEUE_DEVICE)? as crate::cl::sys::cl_device_id);
    // A device whose platform cannot be found has no such entry point either.
    let done = super::handles::platform_of(dev).and_then(|platform| {
        // SAFETY: caller contract (`host` holds `count` bytes until completion).
        unsafe {
            crate::cl::ext::global_variable(platform, q, p, name, write, blocking, count, offset, host, wait, want)
        }
    });
    match done {
        Some(r) => Ok(r?),
        None => Err(Error::new(
            Status::Unsupported,
            format!(
                "the OpenCL platform has no clEnqueue{}GlobalVariableINTEL (cl_intel_global_variable_access)",
                if write { "Write" } else { "Read" }
            ),
        )),
    }
}
