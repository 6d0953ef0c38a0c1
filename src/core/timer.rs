//! Device and host timestamps for devices whose OpenCL has no
//! `clGetDeviceAndHostTimer` (PoCL 3.1 answers `CL_INVALID_OPERATION`
//! always; OpenCL 1.2 devices lack it).
//!
//! libsycl 2026 reads the device clock for the submit time of every
//! command on a profiling queue and throws when the adapter cannot tell
//! it. The device's own event timestamps are its clock, so one
//! calibration per device gives the offset between that clock and the
//! host's monotonic clock: a marker is enqueued on a profiling queue of a
//! private context, the host clock read right after the enqueue returns
//! (`h`), and the marker's `CL_PROFILING_COMMAND_QUEUED` (`q`, device
//! time, taken before the enqueue returned) gives `offset = q - h`
//! ([`calibrate`]). Device time is then `host_now + offset`, never later
//! than the device's real clock (so a submit time never follows the
//! command's start); `core::device::timers` keeps each device's offset.

use crate::cl::sys::*;
use crate::cl::{Context, DeviceId, Event, Queue};

/// The host's monotonic clock in nanoseconds.
pub fn host_now() -> u64 {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: a valid timespec out-pointer; CLOCK_MONOTONIC always exists on Linux.
    unsafe { libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut ts) };
    ts.tv_sec as u64 * 1_000_000_000 + ts.tv_nsec as u64
}

/// The offset of device `d`'s clock from [`host_now`] (module docs), or
/// the OpenCL code of the call that failed.
pub fn calibrate(d: DeviceId) -> Result<i64, cl_int> {
    let ctx = Context::create(&[d]).map_err(|e| e.code)?;
    let q = Queue::create(&ctx, d, CL_QUEUE_PROFILING_ENABLE).map_err(|e| e.code)?;
    let ev = q.marker(&[]);
    let h = host_now();
    let ev = ev.map_err(|e| e.code)?;
    Event::wait_blocking(std::slice::from_ref(&ev)).map_err(|e| e.code)?;
    let queued = ev.profiling(CL_PROFILING_COMMAND_QUEUED).map_err(|e| e.code)?;
    Ok(queued as i64 - h as i64)
}
