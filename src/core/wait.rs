//! Host-wait policy: whether a wait on the host blocks in the driver
//! (`clWaitForEvents`, `clFinish`) or polls, and the waits themselves.
//!
//! `clWaitForEvents` and `clFinish` on Intel's CPU OpenCL runtime run the
//! queue's out-of-order executor *in the waiting thread*
//! (`out_of_order_command_list::WaitForIdle` -> `SpawningTaskGroup::WaitForAll`
//! inside a TBB arena), and dpctl's suite hangs there now and then (docs/ur.md,
//! "The hang in dpctl 0.21.1's suite"; the same stack with Intel's own stack:
//! IntelPython/dpctl#1954). The polled wait (flush the events' queues,
//! poll their status) keeps the waiting thread out of that arena. Tried as
//! the default on Intel's CPU runtime, it did not remove the hang: one run in
//! ten then spun forever inside the runtime's own worker thread, in the
//! out-of-order command list's destructor waiting for its task group
//! (`bench-results/ur-hang-2026-11-26/gdb-polled-run10.txt`). So the default
//! blocks, as before; `SYCLRT_WAIT=poll` remains for diagnosis.
//!
//! `SYCLRT_WAIT`: `block` (default; `auto` is the same), `poll`,
//! `poll-intel-cpu` (poll on Intel's CPU runtime only, `core::quirks`).
//!
//! A host wait on a context also takes in core's coarse-grained USM
//! map-back (`core::usm::handback`): when lazy maps are on, the maps that
//! hand host/shared USM back go in before the wait and are waited for with
//! it. The default path (blocking, no lazy maps) asks the driver nothing
//! beyond the wait itself.

use crate::cl::sys::*;
use crate::cl::{ClError, Context, Event, Queue};
use std::ptr::null_mut;
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
pub fn polled(c: &Context) -> bool {
    match mode() {
        Mode::Block => false,
        Mode::Poll => true,
        Mode::PollIntelCpu => {
            c.devices().ok().and_then(|v| v.first().copied()).is_some_and(super::quirks::is_intel_cpu)
        }
    }
}

/// Whether a wait on driver context `c` polls (never on NULL).
fn polls(c: crate::cl::sys::cl_context) -> bool {
    // SAFETY: a live context (the wait's), viewed without a reference.
    !c.is_null() && polled(unsafe { Context::borrow(&c) })
}

/// The maps a host wait on driver context `c` takes in (module docs).
fn handback_of(c: crate::cl::sys::cl_context) -> Vec<Event> {
    if c.is_null() {
        return Vec::new();
    }
    // SAFETY: a live context (the wait's), viewed without a reference.
    super::usm::handback(unsafe { Context::borrow(&c) })
}

/// Waits until every event completes, polling its status: first flushes
/// each event's queue (a blocking wait would), then spins briefly and
/// sleeps with a growing interval (up to 1 ms). A negative status is
/// `CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST`, as `clWaitForEvents` answers.
fn poll_events(events: &[Event]) -> Result<(), ClError> {
    for e in events {
        if let Ok(q) = e.queue_raw() {
            if !q.is_null() {
                // SAFETY: the event's queue, alive while the event is.
                unsafe { Queue::borrow(&q) }.flush()?;
            }
        }
    }
    for e in events {
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

/// Waits for events of one context, `context()` giving it (asked only
/// when the wait polls or lazy maps are on: the default path queries
/// nothing): `clWaitForEvents`, or the polled wait.
fn wait_in(events: &[Event], context: impl FnOnce() -> crate::cl::sys::cl_context) -> Result<(), ClError> {
    if events.is_empty() {
        return Ok(());
    }
    let poll = mode() != Mode::Block;
    let lazy = super::usm::coarse_lazy_any();
    let c = if poll || lazy { context() } else { null_mut() };
    // The host may look at coarse-grained USM after the wait: maps of what
    // lazy launches left unmapped go in first and are waited for too.
    let maps = if lazy { handback_of(c) } else { Vec::new() };
    let r = if poll && polls(c) { poll_events(events) } else { Event::wait_blocking(events) };
    // A failed wait for the maps is the caller's wait's to report.
    let _ = Event::wait_blocking(&maps);
    r
}

/// Waits for events of one context (`clWaitForEvents`, or polled; the
/// context, that of the first event as OpenCL requires one, is asked only
/// when needed).
pub fn wait_all(events: &[Event]) -> Result<(), ClError> {
    wait_in(events, || events.first().and_then(|e| e.context_raw().ok()).unwrap_or(null_mut()))
}

/// Waits for events of context `c` ([`wait_all`], the context known).
pub(crate) fn wait_of(events: &[Event], c: &Context) -> Result<(), ClError> {
    wait_in(events, || c.raw())
}

/// Waits for every command of `q`: `clFinish`, or on a context that polls,
/// a polled marker after every earlier command.
pub fn finish(q: &Queue) -> Result<(), ClError> {
    let poll = mode() != Mode::Block;
    let lazy = super::usm::coarse_lazy_any();
    let c = if poll || lazy { q.context_raw().unwrap_or(null_mut()) } else { null_mut() };
    // The host may look at coarse-grained USM after the finish: maps of
    // what lazy launches left unmapped go in first and are waited for too.
    let maps = if lazy { handback_of(c) } else { Vec::new() };
    let r =
        if poll && polls(c) { q.marker(&[]).and_then(|m| poll_events(std::slice::from_ref(&m))) } else { q.finish() };
    let _ = Event::wait_blocking(&maps);
    r
}
