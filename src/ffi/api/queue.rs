//! Queues, commands and events.

use super::{give_event, wait_list, ApiEvents};
use super::{syclrt_context, syclrt_device, syclrt_event, syclrt_kernel, syclrt_mem, syclrt_queue, Status};
use crate::core::queue::ProfilingTime;
use crate::core::{self, Error, Result};
use crate::ffi::args::WaitFace;
use crate::ffi::args::{bytes, opt_out};
use crate::ffi::boundary::{boundary, boundary_out};
use crate::ffi::handle::{get, get2, new_handle, release, retain};
use std::ffi::c_void;

/// Queue flags for `syclrt_queue_create` (bitwise OR; 0 = in-order, no profiling).
pub const SYCLRT_QUEUE_OUT_OF_ORDER: u32 = 1;
pub const SYCLRT_QUEUE_PROFILING: u32 = 2;
const _: () = assert!(
    SYCLRT_QUEUE_OUT_OF_ORDER == core::queue::QUEUE_OUT_OF_ORDER
        && SYCLRT_QUEUE_PROFILING == core::queue::QUEUE_PROFILING
);

/// Event execution states (`syclrt_event_get_status`); a negative value is
/// the OpenCL error code of a failed command.
pub const SYCLRT_EVENT_COMPLETE: i32 = 0;
pub const SYCLRT_EVENT_RUNNING: i32 = 1;
pub const SYCLRT_EVENT_SUBMITTED: i32 = 2;
pub const SYCLRT_EVENT_QUEUED: i32 = 3;
const _: () =
    assert!(SYCLRT_EVENT_COMPLETE == core::queue::EVENT_COMPLETE && SYCLRT_EVENT_QUEUED == core::queue::EVENT_QUEUED);

/// Profiling times for `syclrt_event_get_profiling_time`.
#[repr(i32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProfilingInfo {
    Queued = 0,
    Submit = 1,
    Start = 2,
    End = 3,
}

/// Creates a queue on `device` (one of the context's). `flags`:
/// `SYCLRT_QUEUE_*`. Errors: `DEVICE_NOT_IN_CONTEXT`, `UNSUPPORTED` (the
/// device lacks out-of-order execution or profiling), `INVALID_VALUE`.
#[no_mangle]
pub unsafe extern "C" fn syclrt_queue_create(
    context: *const syclrt_context,
    device: *const syclrt_device,
    flags: u32,
    queue_out: *mut *mut syclrt_queue,
) -> Status {
    boundary_out("syclrt_queue_create", queue_out, "queue_out", || {
        let ctx = get::<core::Context>(context)?;
        let dev = get::<core::Device>(device)?;
        Ok(new_handle(core::Queue::new(&ctx, &dev, flags)?))
    })
}

/// Adds a reference to a queue.
#[no_mangle]
pub unsafe extern "C" fn syclrt_queue_retain(queue: *mut syclrt_queue) -> Status {
    boundary("syclrt_queue_retain", || retain::<core::Queue>(queue))
}

/// Drops a reference; commands already enqueued still run. `NULL` is a no-op.
#[no_mangle]
pub unsafe extern "C" fn syclrt_queue_release(queue: *mut syclrt_queue) -> Status {
    boundary("syclrt_queue_release", || release::<core::Queue>(queue))
}

/// Waits until every command enqueued so far has completed.
#[no_mangle]
pub unsafe extern "C" fn syclrt_queue_finish(queue: *const syclrt_queue) -> Status {
    boundary("syclrt_queue_finish", || get::<core::Queue>(queue)?.finish())
}

/// Submits enqueued commands to the device without waiting.
#[no_mangle]
pub unsafe extern "C" fn syclrt_queue_flush(queue: *const syclrt_queue) -> Status {
    boundary("syclrt_queue_flush", || get::<core::Queue>(queue)?.flush())
}

/// Reads `size` bytes at `offset` of `mem` into `dst`. Blocking: returns
/// when `dst` holds the data. Non-blocking: `dst` must stay valid until the
/// event completes. `event_out` may be NULL. Errors: `OUT_OF_RANGE`,
/// `INVALID_SIZE` (zero), `CONTEXT_MISMATCH`, `NULL_POINTER`.
#[no_mangle]
pub unsafe extern "C" fn syclrt_queue_read(
    queue: *const syclrt_queue,
    mem: *const syclrt_mem,
    blocking: bool,
    offset: usize,
    size: usize,
    dst: *mut c_void,
    wait_list: *const *const syclrt_event,
    num_wait: usize,
    event_out: *mut *mut syclrt_event,
) -> Status {
    // SAFETY: pointer contracts as documented above.
    boundary("syclrt_queue_read", || unsafe {
        transfer(queue, mem, blocking, offset, size, Host::Dst(dst), wait_list, num_wait, event_out)
    })
}

/// The host side of a transfer: where a read lands, or what a write sends.
enum Host {
    Dst(*mut c_void),
    Src(*const c_void),
}

/// The body of `syclrt_queue_read` and `syclrt_queue_write`.
///
/// # Safety
/// The host pointer holds `size` bytes (writable for a read, readable for
/// a write) until the command completes; `wl` holds `nw` event handles.
#[allow(clippy::too_many_arguments, reason = "mirrors the C signatures")]
unsafe fn transfer(
    q: *const syclrt_queue,
    m: *const syclrt_mem,
    blocking: bool,
    offset: usize,
    size: usize,
    host: Host,
    wl: *const *const syclrt_event,
    nw: usize,
    ev: *mut *mut syclrt_event,
) -> Result<()> {
    let q = get::<core::Queue>(q)?;
    let m = get::<core::Mem>(m)?;
    match host {
        Host::Dst(p) if p.is_null() => return Err(Error::new(Status::NullPointer, "dst is NULL")),
        Host::Src(p) if p.is_null() => return Err(Error::new(Status::NullPointer, "src is NULL")),
        _ => {}
    }
    // SAFETY: forwarded contract.
    let wait = unsafe { wait_list(&q, wl, nw)? };
    let out = opt_out(ev);
    let want = out.is_some();
    q.check_transfer(&m, offset, size)?;
    let span = core::enqueue::Span::Bytes { offset, size };
    // SAFETY: the host pointer holds `size` bytes (writable for a read,
    // readable for a write) until the command completes (the caller's
    // contract); the range lies in `m`, a buffer of `q`'s context (checked
    // just above); `wait` holds live events.
    let e = unsafe {
        match host {
            Host::Dst(dst) => core::enqueue::read(&q.cl, &m.cl, blocking, span, dst, &wait, want)?,
            Host::Src(src) => core::enqueue::write(&q.cl, &m.cl, blocking, span, src, &wait, want)?,
        }
    };
    give_event(out, q.event(e))
}

/// Writes `size` bytes from `src` at `offset` of `mem`. Blocking: `src`
/// may be reused on return. Non-blocking: `src` must stay valid until the
/// event completes. Errors as `syclrt_queue_read`.
#[no_mangle]
pub unsafe extern "C" fn syclrt_queue_write(
    queue: *const syclrt_queue,
    mem: *const syclrt_mem,
    blocking: bool,
    offset: usize,
    size: usize,
    src: *const c_void,
    wait_list: *const *const syclrt_event,
    num_wait: usize,
    event_out: *mut *mut syclrt_event,
) -> Status {
    // SAFETY: pointer contracts as documented above.
    boundary("syclrt_queue_write", || unsafe {
        transfer(queue, mem, blocking, offset, size, Host::Src(src), wait_list, num_wait, event_out)
    })
}
/// Copies `size` bytes from `src` at `src_offset` to `dst` at `dst_offset`
/// (ranges in one buffer must not overlap).
#[no_mangle]
pub unsafe extern "C" fn syclrt_queue_copy(
    queue: *const syclrt_queue,
    src: *const syclrt_mem,
    dst: *const syclrt_mem,
    src_offset: usize,
    dst_offset: usize,
    size: usize,
    wait_list: *const *const syclrt_event,
    num_wait: usize,
    event_out: *mut *mut syclrt_event,
) -> Status {
    boundary("syclrt_queue_copy", || {
        let q = get::<core::Queue>(queue)?;
        let s = get::<core::Mem>(src)?;
        let d = get::<core::Mem>(dst)?;
        // SAFETY: `wait_list` holds `num_wait` handles (contract).
        let wait = unsafe { self::wait_list(&q, wait_list, num_wait)? };
        let out = opt_out(event_out);
        let e = q.copy(&s, &d, src_offset, dst_offset, size, &wait, out.is_some())?;
        give_event(out, e)
    })
}

/// Fills `size` bytes at `offset` with a pattern of `pattern_size` bytes
/// (1, 2, 4, ..., 128; offset and size multiples of it; copied now).
#[no_mangle]
pub unsafe extern "C" fn syclrt_queue_fill(
    queue: *const syclrt_queue,
    mem: *const syclrt_mem,
    pattern: *const c_void,
    pattern_size: usize,
    offset: usize,
    size: usize,
    wait_list: *const *const syclrt_event,
    num_wait: usize,
    event_out: *mut *mut syclrt_event,
) -> Status {
    boundary("syclrt_queue_fill", || {
        let q = get::<core::Queue>(queue)?;
        let m = get::<core::Mem>(mem)?;
        // SAFETY: `pattern` holds `pattern_size` bytes (contract).
        let p = unsafe { bytes(pattern, pattern_size, "pattern")? };
        // SAFETY: `wait_list` holds `num_wait` handles (contract).
        let wait = unsafe { self::wait_list(&q, wait_list, num_wait)? };
        let out = opt_out(event_out);
        let e = q.fill(&m, p, offset, size, &wait, out.is_some())?;
        give_event(out, e)
    })
}

/// Launches `kernel` over an ND-range of `dims` (1 to 3) dimensions:
/// `global_size[dims]` work-items in work-groups of `local_size[dims]`
/// (NULL: chosen by the driver). All arguments must be set. Errors:
/// `INVALID_WORK_SIZE`, `KERNEL_ARGS_NOT_SET`, `CONTEXT_MISMATCH`.
#[no_mangle]
pub unsafe extern "C" fn syclrt_queue_launch(
    queue: *const syclrt_queue,
    kernel: *const syclrt_kernel,
    dims: u32,
    global_size: *const usize,
    local_size: *const usize,
    wait_list: *const *const syclrt_event,
    num_wait: usize,
    event_out: *mut *mut syclrt_event,
) -> Status {
    // SAFETY: pointer contracts as documented above.
    boundary("syclrt_queue_launch", || unsafe {
        queue_launch(queue, kernel, dims, global_size, local_size, wait_list, num_wait, event_out)
    })
}
#[allow(clippy::too_many_arguments, reason = "mirrors the C signature")]
#[inline(always)]
unsafe fn queue_launch(
    q: *const syclrt_queue,
    k: *const syclrt_kernel,
    dims: u32,
    global: *const usize,
    local: *const usize,
    wl: *const *const syclrt_event,
    nw: usize,
    ev: *mut *mut syclrt_event,
) -> Result<()> {
    // One pass over the per-thread handle cache for both handles; a miss
    // or a bad handle goes to the registry, which tells the errors apart.
    let (q, k) = get2::<core::Queue, core::Kernel>(q, k)?;
    let dims = dims as usize;
    // Work sizes: 1 to 3 aligned `usize`s (what `slice` checks, inline;
    // the messages are built out of line, on failure only).
    if !(1..=3).contains(&dims) || global.is_null() || !global.is_aligned() || (!local.is_null() && !local.is_aligned())
    {
        return Err(launch_sizes_refused(dims, global));
    }
    // SAFETY: non-null and aligned (checked); `global_size` (and
    // `local_size` when not NULL) hold `dims` sizes (contract).
    let g = unsafe { std::slice::from_raw_parts(global, dims) };
    let l = if local.is_null() {
        None
    } else {
        // SAFETY: as above.
        Some(unsafe { std::slice::from_raw_parts(local, dims) })
    };
    if nw == 0 && ev.is_null() {
        // No events in or out (the common case): no list, no event object.
        q.launch(&k, g, l, &[], false)?;
        return Ok(());
    }
    // SAFETY: forwarded contract.
    let wait = unsafe { wait_list(&q, wl, nw)? };
    let out = opt_out(ev);
    let e = q.launch(&k, g, l, &wait, out.is_some())?;
    give_event(out, e)
}

/// Why `syclrt_queue_launch` refused its work sizes (failure path only):
/// the errors `slice` gives, in the order it gives them.
#[cold]
#[inline(never)]
fn launch_sizes_refused(dims: usize, global: *const usize) -> Error {
    if !(1..=3).contains(&dims) {
        return Error::new(Status::InvalidWorkSize, format!("dims must be 1, 2 or 3, not {dims}"));
    }
    if global.is_null() {
        return Error::new(Status::NullPointer, "global_size is NULL");
    }
    let what = if !global.is_aligned() { "global_size" } else { "local_size" };
    Error::new(Status::InvalidValue, format!("{what} is not aligned for its element type"))
}

/// Enqueues a barrier: later commands of the queue start after every
/// earlier one (and the listed events) completed.
#[no_mangle]
pub unsafe extern "C" fn syclrt_queue_barrier(
    queue: *const syclrt_queue,
    wait_list: *const *const syclrt_event,
    num_wait: usize,
    event_out: *mut *mut syclrt_event,
) -> Status {
    boundary("syclrt_queue_barrier", || {
        let q = get::<core::Queue>(queue)?;
        // SAFETY: `wait_list` holds `num_wait` handles (contract).
        let wait = unsafe { self::wait_list(&q, wait_list, num_wait)? };
        let out = opt_out(event_out);
        let e = q.barrier(&wait, out.is_some())?;
        give_event(out, e)
    })
}

/// Waits for `num_events` events. A failed command gives
/// `OPENCL_ERROR` (its code in `syclrt_last_error_opencl_code`).
#[no_mangle]
pub unsafe extern "C" fn syclrt_event_wait(events: *const *const syclrt_event, num_events: usize) -> Status {
    boundary("syclrt_event_wait", || {
        if num_events == 0 {
            return Err(Error::new(Status::InvalidValue, "num_events is 0"));
        }
        // SAFETY: `events` holds `num_events` handles (contract).
        let (_, list) = unsafe { crate::ffi::args::held_list::<ApiEvents>(num_events, events, ApiEvents::hold)? };
        // Events of several contexts: one wait per context.
        let refs: Vec<&crate::core::Event> = list.iter().map(|e| &**e).collect();
        crate::core::Event::wait_any_context(&refs)
    })
}

/// The execution state of an event: `SYCLRT_EVENT_*`, or a negative
/// OpenCL error code if its command failed.
#[no_mangle]
pub unsafe extern "C" fn syclrt_event_get_status(event: *const syclrt_event, status_out: *mut i32) -> Status {
    boundary_out("syclrt_event_get_status", status_out, "status_out", || get::<core::Event>(event)?.status())
}

/// A profiling time of a completed command, in nanoseconds (`which`: a
/// `syclrt_profiling_info`). Errors: `PROFILING_INFO_NOT_AVAILABLE` (the
/// queue was made without `SYCLRT_QUEUE_PROFILING`, or the command has not
/// completed).
#[no_mangle]
pub unsafe extern "C" fn syclrt_event_get_profiling_time(
    event: *const syclrt_event,
    which: i32,
    time_ns_out: *mut u64,
) -> Status {
    boundary_out("syclrt_event_get_profiling_time", time_ns_out, "time_ns_out", || {
        let e = get::<core::Event>(event)?;
        let w = match which {
            x if x == ProfilingInfo::Queued as i32 => ProfilingTime::Queued,
            x if x == ProfilingInfo::Submit as i32 => ProfilingTime::Submit,
            x if x == ProfilingInfo::Start as i32 => ProfilingTime::Start,
            x if x == ProfilingInfo::End as i32 => ProfilingTime::End,
            _ => return Err(Error::new(Status::InvalidValue, format!("unknown profiling info {which}"))),
        };
        e.profiling_time(w)
    })
}

/// Adds a reference to an event.
#[no_mangle]
pub unsafe extern "C" fn syclrt_event_retain(event: *mut syclrt_event) -> Status {
    boundary("syclrt_event_retain", || retain::<core::Event>(event))
}

/// Drops a reference. `NULL` is a no-op.
#[no_mangle]
pub unsafe extern "C" fn syclrt_event_release(event: *mut syclrt_event) -> Status {
    boundary("syclrt_event_release", || release::<core::Event>(event))
}
