//! Host waits: `clWaitForEvents` and `clFinish`, or a polled wait.
//!
//! `clWaitForEvents` and `clFinish` on Intel's CPU OpenCL runtime run the
//! queue's out-of-order executor *in the waiting thread*
//! (`out_of_order_command_list::WaitForIdle` -> `SpawningTaskGroup::WaitForAll`
//! inside a TBB arena), and dpctl's suite hangs there now and then (docs/ur.md,
//! "The hang in dpctl 0.21.1's suite"; the same stack with Intel's own stack:
//! IntelPython/dpctl#1954). The polled wait here (flush the events' queues,
//! poll their status) keeps the waiting thread out of that arena. Tried as
//! the default on Intel's CPU runtime, it did not remove the hang: one run in
//! ten then spun forever inside the runtime's own worker thread, in the
//! out-of-order command list's destructor waiting for its task group
//! (`bench-results/ur-hang-2026-11-26/gdb-polled-run10.txt`). So the default
//! blocks, as before; `SYCLRT_WAIT=poll` remains for diagnosis.
//!
//! `SYCLRT_WAIT`: `block` (default; `auto` is the same), `poll`.

use super::loader::{api, ClApi};
use super::sys::*;
use super::{check, ClError};
use std::collections::HashMap;
use std::ptr::{null, null_mut};
use std::sync::{LazyLock, RwLock};
use std::time::Duration;

fn cl() -> Result<&'static ClApi, ClError> {
    api().map_err(|_| ClError::new(CL_PLATFORM_NOT_FOUND_KHR, "OpenCL loader"))
}

static POLLED: LazyLock<RwLock<HashMap<usize, bool>>> = LazyLock::new(Default::default);

/// Whether host waits on context `c` poll (`SYCLRT_WAIT`: `poll` everywhere,
/// `poll-intel-cpu` on Intel's CPU runtime only, else never).
pub fn polled(c: cl_context) -> bool {
    match crate::config::get().wait.as_deref() {
        Some("poll") => !c.is_null(),
        Some("poll-intel-cpu") => {
            if c.is_null() {
                return false;
            }
            if let Some(&p) = POLLED.read().ok().and_then(|m| m.get(&(c as usize)).copied()).as_ref() {
                return p;
            }
            let p = is_intel_cpu(c);
            if let Ok(mut m) = POLLED.write() {
                m.insert(c as usize, p);
            }
            p
        }
        _ => false,
    }
}

/// The context's first device is a CPU of a platform named "Intel(R) OpenCL".
fn is_intel_cpu(c: cl_context) -> bool {
    let Ok(a) = cl() else { return false };
    let mut dev: [cl_device_id; 1] = [null_mut()];
    let mut size = 0usize;
    // SAFETY: a size query, then at most one id into a one-element array.
    unsafe {
        if (a.clGetContextInfo)(c, CL_CONTEXT_DEVICES, 0, null_mut(), &mut size) != CL_SUCCESS || size == 0 {
            return false;
        }
        let mut all = vec![null_mut::<std::ffi::c_void>() as cl_device_id; size / std::mem::size_of::<cl_device_id>()];
        if (a.clGetContextInfo)(c, CL_CONTEXT_DEVICES, size, all.as_mut_ptr().cast(), null_mut()) != CL_SUCCESS {
            return false;
        }
        dev[0] = all[0];
    }
    let mut ty: cl_device_type = 0;
    let mut plat: cl_platform_id = null_mut();
    // SAFETY: one value of each documented size.
    let ok = unsafe {
        (a.clGetDeviceInfo)(dev[0], CL_DEVICE_TYPE, 8, (&mut ty as *mut cl_device_type).cast(), null_mut())
            == CL_SUCCESS
            && (a.clGetDeviceInfo)(
                dev[0],
                CL_DEVICE_PLATFORM,
                std::mem::size_of::<cl_platform_id>(),
                (&mut plat as *mut cl_platform_id).cast(),
                null_mut(),
            ) == CL_SUCCESS
    };
    if !ok || ty & CL_DEVICE_TYPE_CPU == 0 {
        return false;
    }
    let mut name = [0u8; 128];
    // SAFETY: a buffer of its size.
    if unsafe { (a.clGetPlatformInfo)(plat, CL_PLATFORM_NAME, name.len(), name.as_mut_ptr().cast(), null_mut()) }
        != CL_SUCCESS
    {
        return false;
    }
    let end = name.iter().position(|&b| b == 0).unwrap_or(name.len());
    String::from_utf8_lossy(&name[..end]).trim() == "Intel(R) OpenCL"
}

/// Waits until every event completes, polling its status: first flushes
/// each event's queue (a blocking wait would), then spins briefly and
/// sleeps with a growing interval (up to 1 ms). A negative status is
/// `CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST`, as `clWaitForEvents` answers.
///
/// # Safety
/// Every event is live.
pub unsafe fn poll_events(events: &[cl_event]) -> Result<(), ClError> {
    let a = cl()?;
    for &e in events {
        let mut q: cl_command_queue = null_mut();
        // SAFETY: a live event; one handle into a slot of its size.
        let code = unsafe {
            (a.clGetEventInfo)(
                e,
                CL_EVENT_COMMAND_QUEUE,
                std::mem::size_of::<cl_command_queue>(),
                (&mut q as *mut cl_command_queue).cast(),
                null_mut(),
            )
        };
        if code == CL_SUCCESS && !q.is_null() {
            // SAFETY: the event's queue, alive while the event is.
            unsafe { (a.clFlush)(q) };
        }
    }
    for &e in events {
        let mut round = 0u32;
        loop {
            let mut st: cl_int = 0;
            check(
                // SAFETY: a live event; one cl_int.
                unsafe {
                    (a.clGetEventInfo)(
                        e,
                        CL_EVENT_COMMAND_EXECUTION_STATUS,
                        std::mem::size_of::<cl_int>(),
                        (&mut st as *mut cl_int).cast(),
                        null_mut(),
                    )
                },
                "clGetEventInfo",
            )?;
            if st < 0 {
                return Err(ClError::new(CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST, "clWaitForEvents (polled)"));
            }
            if st == CL_COMPLETE {
                break;
            }
            round += 1;
            if round < 64 {
                std::hint::spin_loop();
                std::thread::yield_now();
            } else {
                let us = 1u64 << (round - 64).min(10);
                std::thread::sleep(Duration::from_micros(us));
            }
        }
    }
    Ok(())
}

/// `clWaitForEvents` of one context's events, or the polled wait where
/// [`polled`] says so.
///
/// # Safety
/// Live events of context `c`.
pub unsafe fn wait_events(c: cl_context, events: &[cl_event]) -> Result<(), ClError> {
    if events.is_empty() {
        return Ok(());
    }
    if polled(c) {
        // SAFETY: caller contract.
        return unsafe { poll_events(events) };
    }
    let a = cl()?;
    // SAFETY: live events of one context (caller contract).
    check(unsafe { (a.clWaitForEvents)(events.len() as cl_uint, events.as_ptr()) }, "clWaitForEvents")
}

/// `clFinish`, or on a polled context a marker after all earlier commands
/// whose event is polled.
///
/// # Safety
/// `q` is a live queue.
pub unsafe fn finish(q: cl_command_queue) -> Result<(), ClError> {
    let a = cl()?;
    let mut c: cl_context = null_mut();
    // SAFETY: a live queue; one handle into a slot of its size.
    let code = unsafe {
        (a.clGetCommandQueueInfo)(
            q,
            CL_QUEUE_CONTEXT,
            std::mem::size_of::<cl_context>(),
            (&mut c as *mut cl_context).cast(),
            null_mut(),
        )
    };
    if code == CL_SUCCESS && polled(c) {
        let mut ev: cl_event = null_mut();
        // SAFETY: a live queue; an empty wait list means every earlier command.
        check(unsafe { (a.clEnqueueMarkerWithWaitList)(q, 0, null(), &mut ev) }, "clEnqueueMarkerWithWaitList")?;
        // SAFETY: the marker's event, ours until released below.
        let r = unsafe { poll_events(&[ev]) };
        // SAFETY: our one reference.
        unsafe { (a.clReleaseEvent)(ev) };
        return r;
    }
    // SAFETY: a live queue.
    check(unsafe { (a.clFinish)(q) }, "clFinish")
}
