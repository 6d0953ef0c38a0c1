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

use super::objects::{Context, DeviceId, Queue};
use super::raw;
use super::sys::*;

const CL_QUEUE_PROFILING_ENABLE: cl_command_queue_properties = 1 << 1;
const CL_PROFILING_COMMAND_QUEUED: cl_uint = 0x1280;

/// The host's monotonic clock in nanoseconds.
pub fn host_now() -> u64 {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: a valid timespec out-pointer; CLOCK_MONOTONIC always exists on Linux.
    unsafe { libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut ts) };
    ts.tv_sec as u64 * 1_000_000_000 + ts.tv_nsec as u64
}

/// The offset of device `d`'s clock from [`host_now`] (module docs), or
/// the OpenCL code of the call that failed.
pub fn calibrate(d: cl_device_id) -> Result<i64, cl_int> {
    let ctx = Context::create(&[DeviceId(d)]).map_err(|e| e.code)?;
    let q = Queue::create(&ctx, DeviceId(d), CL_QUEUE_PROFILING_ENABLE).map_err(|e| e.code)?;
    let mut ev: cl_event = std::ptr::null_mut();
    // SAFETY: a live queue; an event out-pointer.
    let code = unsafe { raw::clEnqueueMarkerWithWaitList(q.raw(), 0, std::ptr::null(), &mut ev) };
    let h = host_now();
    if code != CL_SUCCESS {
        return Err(code);
    }
    // SAFETY: the enqueue returned one new reference, now owned.
    let ev = unsafe { super::Event::from_owned(ev) };
    // SAFETY: one live event.
    let code = unsafe { raw::clWaitForEvents(1, &ev.raw()) };
    if code != CL_SUCCESS {
        return Err(code);
    }
    let mut queued: cl_ulong = 0;
    // SAFETY: a completed event of a profiling queue; one cl_ulong out.
    let code = unsafe {
        raw::clGetEventProfilingInfo(
            ev.raw(),
            CL_PROFILING_COMMAND_QUEUED,
            8,
            (&mut queued as *mut cl_ulong).cast(),
            std::ptr::null_mut(),
        )
    };
    if code != CL_SUCCESS {
        return Err(code);
    }
    Ok(queued as i64 - h as i64)
}

/// `clGetDeviceAndHostTimer`: `(device, host)` timestamps of device `d`,
/// or the call's code (`CL_INVALID_OPERATION` where the driver cannot tell
/// them; an absent entry point is `raw::ABSENT`).
///
/// # Safety
/// `d` is a live device handle.
pub unsafe fn device_and_host(d: cl_device_id) -> Result<(u64, u64), cl_int> {
    let (mut dt, mut ht) = (0u64, 0u64);
    // SAFETY: two valid out-pointers; absent entry point: ABSENT code.
    let code = unsafe { raw::clGetDeviceAndHostTimer(d, &mut dt, &mut ht) };
    if code == CL_SUCCESS {
        Ok((dt, ht))
    } else {
        Err(code)
    }
}
