//! Host waits: `clWaitForEvents` and `clFinish`, or a polled wait (flush
//! the events' queues, poll their status). Whether a wait polls is decided
//! in core (`core::wait`, `SYCLRT_WAIT`) and given here as a [`Polling`].

use super::objects::{Context, Event};
use super::sys::*;
use super::{check, ClError};
use std::ptr::{null, null_mut};
use std::time::Duration;

/// How a host wait runs, decided in core (`core::wait::polling`).
#[derive(Clone, Copy, Debug)]
pub struct Polling {
    /// `None` blocks (`clWaitForEvents`/`clFinish`) and asks nothing more;
    /// `Some(polled)` polls where `polled` says so of the events' (or
    /// queue's) context.
    pub polled: Option<fn(&Context) -> bool>,
    /// Commands the host's wait on a context must take in (core's
    /// coarse-grained USM map-back, `core::usm`): `due()` is asked before
    /// each wait; when it says so, `handback` of the wait's context gives
    /// events (one reference each) that are waited for after the wait.
    pub handback: Option<(fn() -> bool, Handback)>,
}

/// The hand-back of [`Polling`]: the commands a host wait on a context takes in.
pub type Handback = fn(&Context) -> Vec<Event>;

impl Polling {
    /// A plain blocking wait: nothing polled, nothing handed back.
    pub const BLOCK: Polling = Polling { polled: None, handback: None };

    fn handback_due(&self) -> bool {
        self.handback.is_some_and(|(due, _)| due())
    }

    fn handback_of(&self, c: cl_context) -> Vec<Event> {
        match self.handback {
            // SAFETY: a live context (the wait's), viewed without a reference.
            Some((_, f)) if !c.is_null() => f(unsafe { Context::borrow(&c) }),
            _ => Vec::new(),
        }
    }
}

/// Waits for the hand-back events of [`Polling::handback`] (a failure is
/// the caller's wait's to report, not this one's).
fn handback_end(maps: Vec<Event>) {
    if maps.is_empty() {
        return;
    }
    if let Ok(a) = super::loader::api() {
        let raws: Vec<cl_event> = maps.iter().map(Event::raw).collect();
        // SAFETY: live events we hold one reference to each (`maps`).
        unsafe { (a.clWaitForEvents)(raws.len() as cl_uint, raws.as_ptr()) };
    }
}

/// Whether `polling` says a wait on context `c` polls (never on NULL).
fn polls(polling: Polling, c: cl_context) -> bool {
    match polling.polled {
        None => false,
        _ if c.is_null() => false,
        // SAFETY: a live context, viewed without a reference.
        Some(polled) => polled(unsafe { Context::borrow(&c) }),
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
/// where `polling` says so for the context `context()` gives (asked only
/// when `polling` is `Some`: the default path queries nothing).
///
/// # Safety
/// Live events of one context.
pub unsafe fn wait_events(
    events: &[cl_event],
    context: impl FnOnce() -> cl_context,
    polling: Polling,
) -> Result<(), ClError> {
    if events.is_empty() {
        return Ok(());
    }
    let mut c: Option<cl_context> = None;
    let mut context = Some(context);
    let mut ctx = || *c.get_or_insert_with(|| context.take().map_or(null_mut(), |f| f()));
    // The host may look at coarse-grained USM after the wait: maps of what
    // lazy launches left unmapped go in first and are waited for too.
    let maps = if polling.handback_due() { polling.handback_of(ctx()) } else { Vec::new() };
    let r = if polling.polled.is_some() && polls(polling, ctx()) {
        // SAFETY: caller contract.
        unsafe { poll_events(events) }
    } else {
        let a = super::loader::api().map_err(|_| ClError::new(CL_PLATFORM_NOT_FOUND_KHR, "OpenCL loader"))?;
        // SAFETY: live events of one context (caller contract).
        check(unsafe { (a.clWaitForEvents)(events.len() as cl_uint, events.as_ptr()) }, "clWaitForEvents")
    };
    handback_end(maps);
    r
}

/// `clFinish`, or on a context `polling` polls a marker after all earlier
/// commands whose event is polled.
///
/// # Safety
/// `q` is a live queue.
pub unsafe fn finish(q: cl_command_queue, polling: Polling) -> Result<(), ClError> {
    let a = super::loader::api().map_err(|_| ClError::new(CL_PLATFORM_NOT_FOUND_KHR, "OpenCL loader"))?;
    let lazy = polling.handback_due();
    let mut c: cl_context = null_mut();
    if polling.polled.is_some() || lazy {
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
    let maps = if lazy { polling.handback_of(c) } else { Vec::new() };
    let r = if polls(polling, c) {
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
    handback_end(maps);
    r
}

impl super::objects::Queue {
    /// `clFinish`, or the polled finish ([`finish`]).
    pub fn finish_with(&self, polling: Polling) -> Result<(), ClError> {
        // SAFETY: a live queue.
        unsafe { finish(self.raw(), polling) }
    }
}

impl Event {
    /// Waits for events of one context ([`wait_events`]).
    pub fn wait_all_with(events: &[Event], polling: Polling) -> Result<(), ClError> {
        if events.is_empty() {
            return Ok(());
        }
        let raws: Vec<cl_event> = events.iter().map(Event::raw).collect();
        // SAFETY: live events; the context (of the first event: OpenCL
        // requires one) is asked only if polling is configured.
        unsafe { wait_events(&raws, || events[0].context_raw().unwrap_or(null_mut()), polling) }
    }
}
