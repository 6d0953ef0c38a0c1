//! Queue queries shared by the PI and UR faces.

use crate::cl::raw;
use crate::cl::sys::{cl_command_queue, cl_event};
use std::ptr::null_mut;

/// Whether every command submitted to `queue` so far has completed: a
/// marker completes once everything before it has, so if it completes
/// right after a flush the queue was empty. Polled for 2 ms with yields (an
/// idle queue's marker completes within microseconds), then up to 20 ms in
/// all with 1 ms sleeps: on a loaded 2-core machine PoCL's scheduler thread
/// took longer than 2 ms to run the marker of a finished queue, and the
/// answer was "not empty" right after a finish. `Err` is an OpenCL error code.
///
/// # Safety
/// `queue` is a live command queue.
pub unsafe fn is_empty(queue: cl_command_queue) -> Result<bool, i32> {
    let mut ev: cl_event = null_mut();
    // SAFETY: a live queue, an empty wait list and an event out-pointer.
    let r = unsafe { raw::clEnqueueMarkerWithWaitList(queue, 0, std::ptr::null(), &mut ev) };
    if r != 0 {
        return Err(r);
    }
    // SAFETY: as above.
    let _ = unsafe { raw::clFlush(queue) };
    let mut status: i32 = -1;
    let mut r = 0;
    let start = std::time::Instant::now();
    while start.elapsed() < std::time::Duration::from_millis(20) {
        // SAFETY: the marker event we own; one cl_int answer.
        r = unsafe { raw::clGetEventInfo(ev, 0x11D3, 4, (&mut status as *mut i32).cast(), null_mut()) };
        if r != 0 || status == 0 {
            break;
        }
        if start.elapsed() < std::time::Duration::from_millis(2) {
            std::thread::yield_now();
        } else {
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
    }
    // SAFETY: releases the reference the marker returned.
    unsafe { raw::clReleaseEvent(ev) };
    if r != 0 {
        return Err(r);
    }
    Ok(status == 0)
}
