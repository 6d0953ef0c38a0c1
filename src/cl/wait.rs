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

use super::objects::{Context, DeviceId, Event};
use super::sys::*;
use super::{check, ClError};
use std::ptr::{null, null_mut};
use std::time::Duration;

/// `SYCLRT_WAIT`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Block,
    Poll,
    PollIntelCpu,
}

fn mode() -> Mode {
    match crate::config::get().wait.as_deref() {
        Some("poll") => Mode::Poll,
        Some("poll-intel-cpu") => Mode::PollIntelCpu,
        _ => Mode::Block,
    }
}

/// Whether host waits on context `c` poll (`SYCLRT_WAIT`: `poll` everywhere,
/// `poll-intel-cpu` on Intel's CPU runtime only, else never).
pub fn polled(c: cl_context) -> bool {
    match mode() {
        Mode::Block => false,
        _ if c.is_null() => false,
        Mode::Poll => true,
        Mode::PollIntelCpu => {
            // SAFETY: a live context, viewed without a reference.
            let first = unsafe { Context::borrow(&c) }.devices().ok().and_then(|v| v.first().copied());
            first.is_some_and(DeviceId::is_intel_cpu_runtime)
        }
    }
}

/// Waits until every event completes, polling its status: first flushes
/// each event's queue (a blocking wait would), then spins briefly and
/// sleeps with a growing interval (up to 1 ms). A negative status is
/// `CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST`, as `clWaitForEvents` answers.
///
/// # Safety
/// Every event is live.
pub unsafe fn poll_events(events: &[cl_event]) -> Result<(), ClError> {
    // SAFETY: live events (caller contract), viewed without references.
    let evs = unsafe { Event::borrow_list(events.as_ptr(), events.len()) };
    for e in evs {
        if let Ok(q) = e.queue_raw() {
            if !q.is_null() {
                // SAFETY: the event's queue, alive while the event is.
                unsafe { super::objects::Queue::borrow(&q) }.flush()?;
            }
        }
    }
    for e in evs {
        let mut round = 0u32;
        loop {
            let st = e.status()?;
            if st < 0 {
                return Err(ClError::new(CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST, "clWaitForEvents (polled)"));
            }
            if st == CL_COMPLETE {
                break;
            }
            round += 1;
            if round < 64 {
                std::thread::yield_now();
            } else {
                std::thread::sleep(Duration::from_micros(1u64 << (round - 64).min(10)));
            }
        }
    }
    Ok(())
}

/// Waits for events of one context: `clWaitForEvents`, or the polled wait
/// where [`polled`] says so for the context `context()` gives (asked only
/// when `SYCLRT_WAIT` asks for polling: the default path queries nothing).
///
/// # Safety
/// Live events of one context.
pub unsafe fn wait_events(events: &[cl_event], context: impl FnOnce() -> cl_context) -> Result<(), ClError> {
    if events.is_empty() {
        return Ok(());
    }
    let mut c: Option<cl_context> = None;
    let mut context = Some(context);
    let mut ctx = || *c.get_or_insert_with(|| context.take().map_or(null_mut(), |f| f()));
    // The host may look at coarse-grained USM after the wait: maps of what
    // lazy launches left unmapped go in first and are waited for too.
    let maps = if super::usm::coarse_lazy_any() {
        // SAFETY: the events' live context.
        unsafe { super::usm::coarse_sync_begin(ctx()) }
    } else {
        Vec::new()
    };
    let r = if mode() != Mode::Block && polled(ctx()) {
        // SAFETY: caller contract.
        unsafe { poll_events(events) }
    } else {
        let a = super::loader::api().map_err(|_| ClError::new(CL_PLATFORM_NOT_FOUND_KHR, "OpenCL loader"))?;
        // SAFETY: live events of one context (caller contract).
        check(unsafe { (a.clWaitForEvents)(events.len() as cl_uint, events.as_ptr()) }, "clWaitForEvents")
    };
    super::usm::coarse_sync_end(maps);
    r
}

/// `clFinish`, or on a polled context a marker after all earlier commands
/// whose event is polled.
///
/// # Safety
/// `q` is a live queue.
pub unsafe fn finish(q: cl_command_queue) -> Result<(), ClError> {
    let a = super::loader::api().map_err(|_| ClError::new(CL_PLATFORM_NOT_FOUND_KHR, "OpenCL loader"))?;
    let lazy = super::usm::coarse_lazy_any();
    let mut c: cl_context = null_mut();
    if mode() != Mode::Block || lazy {
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
        if code != CL_SUCCESS {
            c = null_mut();
        }
    }
    // The host may look at coarse-grained USM after the finish: maps of
    // what lazy launches left unmapped go in first and are waited for too.
    // SAFETY: the queue's live context (or NULL: nothing).
    let maps = if lazy { unsafe { super::usm::coarse_sync_begin(c) } } else { Vec::new() };
    let r = if mode() != Mode::Block && polled(c) {
        let mut ev: cl_event = null_mut();
        // SAFETY: a live queue; an empty wait list means every earlier command.
        match check(unsafe { (a.clEnqueueMarkerWithWaitList)(q, 0, null(), &mut ev) }, "clEnqueueMarkerWithWaitList") {
            Ok(()) => {
                // SAFETY: the marker's event: ours, released when the wrapper drops.
                let marker = unsafe { Event::from_owned(ev) };
                // SAFETY: a live event.
                unsafe { poll_events(&[marker.raw()]) }
            }
            Err(e) => Err(e),
        }
    } else {
        // SAFETY: a live queue.
        check(unsafe { (a.clFinish)(q) }, "clFinish")
    };
    super::usm::coarse_sync_end(maps);
    r
}

impl super::objects::Queue {
    /// `clFinish`, or the polled finish ([`finish`]).
    pub fn finish(&self) -> Result<(), ClError> {
        // SAFETY: a live queue.
        unsafe { finish(self.raw()) }
    }
}

impl Event {
    /// Waits for events of one context ([`wait_events`]).
    pub fn wait_all(events: &[Event]) -> Result<(), ClError> {
        if events.is_empty() {
            return Ok(());
        }
        let raws: Vec<cl_event> = events.iter().map(Event::raw).collect();
        // SAFETY: live events; the context (of the first event: OpenCL
        // requires one) is asked only if polling is configured.
        unsafe { wait_events(&raws, || events[0].context_raw().unwrap_or(null_mut())) }
    }
}
