//! The commands the faces enqueue, written once, on the OpenCL objects a
//! face holds (launches, markers and barriers, buffer reads, writes,
//! copies and their rectangles, maps, image commands, device globals): PI's handles are libsycl's own OpenCL objects,
//! viewed as [`cl`] wrappers without a reference (`cl::Queue::borrow`);
//! UR's handles wrap owned ones. A face translates its arguments into these
//! calls and their errors back through its table; it calls no `cl*`
//! function itself.
//!
//! Every enqueue takes the wait list as a slice of events and answers the
//! new event when `want_event` asks for one (a face that got no event
//! pointer asks for none, so the driver makes none). Nothing here allocates
//! or locks: the launch path is one OpenCL call (a PI launch that names no
//! local size on a device of the bitcode route reads the registry twice:
//! [`Route::Handles`]).

use super::error::{Error, Result, Status};
use crate::cl::sys::{cl_map_flags, CL_INVALID_CONTEXT};
use crate::cl::{ClError, Context, DeviceId, Event, Kernel, Mem, Program, Queue};
use std::ffi::c_void;

/// What a launch's caller holds for the bitcode route's choice of a local
/// size where it names none ([`super::bitcode::launch_local_size`]): the
/// queue's device and the kernel's answers, kept so that a launch asks the
/// driver nothing it asked before.
#[derive(Clone, Copy)]
pub enum Route<'a> {
    /// The queue's device and the answers kept in the kernel's object
    /// (core's `program::Kernel`, a specialized variant).
    Kept(DeviceId, &'a super::bitcode::LaunchShapes),
    /// Only the driver's handles (PI: libsycl's own queue and kernel): the
    /// device and the answers kept in the registry under them, dropped when
    /// a queue or kernel is made or adopted at that address ([`made`]).
    Handles,
    /// Nothing kept: asked at each launch (a command buffer's replayed
    /// snapshot of a kernel, a `cl_kernel` of its own).
    Asked,
}

/// A queue's device, kept in the registry under the queue's handle ([`Route::Handles`]).
struct QueueDevice(DeviceId);

/// A queue or kernel handle the driver just made, or a face adopted: what
/// [`Route::Handles`] kept under its address for an earlier object (the
/// driver reuses the addresses of released ones) is dropped, and a new
/// queue's device (`dev`), when known, kept.
pub fn made(handle: usize, dev: Option<DeviceId>) {
    drop(super::handles::remove::<super::bitcode::LaunchShapes>(handle));
    match dev {
        Some(d) => drop(super::handles::insert(handle, std::sync::Arc::new(QueueDevice(d)))),
        None => drop(super::handles::remove::<QueueDevice>(handle)),
    }
}

/// Launches `k` on `q` over the ND-range `global` (with `offset` and
/// `local` when given, each `global.len()` long). Inline into each face's
/// entry point: called out of line, its dozen words of arguments went
/// through the stack at every launch.
#[inline(always)]
#[allow(clippy::too_many_arguments, reason = "mirrors the enqueue, and the route's kept answers")]
pub fn launch(
    q: &Queue,
    k: &Kernel,
    route: Route<'_>,
    offset: Option<&[usize]>,
    global: &[usize],
    local: Option<&[usize]>,
    wait: &[Event],
    want_event: bool,
) -> Result<Option<Event>> {
    if crate::config::get().check_launches {
        return launch_checking(q, k, route, offset, global, local, wait, want_event);
    }
    // A launch that names no local size, on a device of the bitcode route:
    // the route chooses it (`bitcode::launch_local_size`).
    let chosen = match local {
        None if super::bitcode::any_target() => chosen_local_size(q, k, route, global)?,
        _ => None,
    };
    let local = match &chosen {
        Some(l) => Some(&l[..global.len()]),
        None => local,
    };
    launch_bracketed(q, k, offset, global, local, wait, want_event)
}

/// The route's local size ([`route_local_size`]): kept answers (core's
/// kernels) inline; the registry's or the driver's out of line.
#[inline(always)]
fn chosen_local_size(q: &Queue, k: &Kernel, route: Route<'_>, global: &[usize]) -> Result<Option<[usize; 3]>> {
    Ok(match route {
        Route::Kept(dev, shapes) => super::bitcode::launch_local_size(k, dev, shapes, global),
        _ => route_local_size(q, k, route, global)?,
    })
}

/// [`launch`] under `SYCLRT_CHECK_LAUNCHES` (out of line: the unchecked
/// launch path keeps only the flag).
#[inline(never)]
#[allow(clippy::too_many_arguments, reason = "mirrors the enqueue, and the route's kept answers")]
fn launch_checking(
    q: &Queue,
    k: &Kernel,
    route: Route<'_>,
    offset: Option<&[usize]>,
    global: &[usize],
    local: Option<&[usize]>,
    wait: &[Event],
    want_event: bool,
) -> Result<Option<Event>> {
    launch_dependencies_checked(k, global, local, wait)?;
    // A launch that names no local size, on a device of the bitcode route:
    // the route chooses it (`bitcode::launch_local_size`).
    let chosen = match local {
        None if super::bitcode::any_target() => chosen_local_size(q, k, route, global)?,
        _ => None,
    };
    let local = match &chosen {
        Some(l) => Some(&l[..global.len()]),
        None => local,
    };
    // The check waits for the launch: its event, whether the caller wants one or not.
    let ev = launch_bracketed(q, k, offset, global, local, wait, true)?;
    if let Some(e) = &ev {
        launch_checked(k, global, local, e)?;
    }
    Ok(ev.filter(|_| want_event))
}

/// The route's local size for a launch of `k` on `q` (see [`Route`]).
#[inline(never)]
fn route_local_size(q: &Queue, k: &Kernel, route: Route<'_>, global: &[usize]) -> Result<Option<[usize; 3]>> {
    let asked_device = || -> Result<DeviceId> {
        Ok(DeviceId(super::object::info::<usize>(q, crate::cl::sys::CL_QUEUE_DEVICE)? as crate::cl::sys::cl_device_id))
    };
    Ok(match route {
        Route::Kept(dev, shapes) => super::bitcode::launch_local_size(k, dev, shapes, global),
        Route::Handles => {
            let at = q.raw() as usize;
            let dev = match super::handles::get::<QueueDevice>(at) {
                Some(d) => d.0,
                // A queue PI adopted from a native handle: asked once.
                None => {
                    let d = asked_device()?;
                    super::handles::get_or_insert_with(at, || QueueDevice(d)).0
                }
            };
            let shapes = super::handles::get_or_insert_with(k.raw() as usize, super::bitcode::LaunchShapes::default);
            super::bitcode::launch_local_size(k, dev, &shapes, global)
        }
        Route::Asked => {
            let shapes = super::bitcode::LaunchShapes::default();
            super::bitcode::launch_local_size(k, asked_device()?, &shapes, global)
        }
    })
}

/// `SYCLRT_CHECK_LAUNCHES`, before the launch: a wait-list event that
/// failed fails the launch, named, unenqueued (PoCL never runs, nor
/// completes, a command behind a failed event, so the wait below would hang).
#[cold]
fn launch_dependencies_checked(k: &Kernel, global: &[usize], local: Option<&[usize]>, wait: &[Event]) -> Result<()> {
    let Some(st) = wait.iter().filter_map(|e| e.status().ok()).find(|&st| st < 0) else { return Ok(()) };
    let name = super::profile::kernel_name(k);
    let msg = format!(
        "kernel {name} over global {global:?} local {local:?} failed on the device before it ran: \
         an event it waits for failed (status {st}); not enqueued"
    );
    log::error!("{msg}");
    eprintln!("syclrt: {msg}");
    Err(Error::new(Status::OpenclError, msg))
}

/// `SYCLRT_CHECK_LAUNCHES`: waits for the launch and fails with the kernel's
/// name when the device reports an error for it.
#[cold]
fn launch_checked(k: &Kernel, global: &[usize], local: Option<&[usize]>, e: &Event) -> Result<()> {
    let waited = super::wait::wait_all(std::slice::from_ref(e));
    let status = e.status();
    let code = match (&waited, status) {
        (_, Ok(st)) if st < 0 => st,
        (Err(w), _) => w.code,
        (Ok(()), Err(s)) => s.code,
        _ => return Ok(()),
    };
    let name = super::profile::kernel_name(k);
    let msg =
        format!("kernel {name} over global {global:?} local {local:?} failed on the device: OpenCL status {code}");
    log::error!("{msg}");
    eprintln!("syclrt: {msg}");
    let mut err: Error = ClError::new(code, "kernel launch (SYCLRT_CHECK_LAUNCHES)").into();
    err.message = msg;
    Err(err)
}

#[inline(always)]
fn launch_bracketed(
    q: &Queue,
    k: &Kernel,
    offset: Option<&[usize]>,
    global: &[usize],
    local: Option<&[usize]>,
    wait: &[Event],
    want_event: bool,
) -> Result<Option<Event>> {
    // SYCLRT_PROFILE=kernels watches the kernel's own event (inside a
    // coarse-grained bracket the event handed back is the marker after the maps).
    let profile = super::profile::kernels();
    super::usm::before_launch(k)?;
    super::usm::note_queue(q);
    if super::usm::coarse_active() {
        return launch_coarse(q, k, offset, global, local, wait, want_event, profile);
    }
    let ev = q.launch_at(k, offset, global, local, wait, want_event || profile)?;
    if profile {
        if let Some(e) = &ev {
            super::profile::watch(k, global, local, e);
        }
    }
    Ok(ev.filter(|_| want_event))
}

/// [`launch_bracketed`] while coarse-grained host/shared USM is live: the
/// launch inside its bracket (out of line: the common launch path keeps
/// only the flag).
#[inline(never)]
#[allow(clippy::too_many_arguments, reason = "the launch's arguments and the profile flag")]
fn launch_coarse(
    q: &Queue,
    k: &Kernel,
    offset: Option<&[usize]>,
    global: &[usize],
    local: Option<&[usize]>,
    wait: &[Event],
    want_event: bool,
    profile: bool,
) -> Result<Option<Event>> {
    // The launch asks for its event whenever profiling watches it; the
    // bracket asks for it always (its maps follow it) and hands back the
    // event the caller may wait for.
    let ev = super::usm::coarse_around(q, wait, want_event, false, super::usm::Touches::All, |waits, want| {
        let ev = q
            .launch_at(k, offset, global, local, waits, want || profile)
            .map_err(|c| super::usm::UsmError::new(c.code, format!("clEnqueueNDRangeKernel: {c}")))?;
        if profile {
            if let Some(e) = &ev {
                super::profile::watch(k, global, local, e);
            }
        }
        Ok(ev.filter(|_| want))
    })?;
    Ok(ev)
}

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
