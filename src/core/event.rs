//! Events of the OpenCL objects a face holds: status (with the SYCL fold
//! and the hand-back of coarse-grained USM on completion), info and
//! profiling answers, user events and callbacks, host waits, and the wait
//! list of a command ([`WaitList`]: every face's wait lists go through
//! [`wait_list_in`]).

use super::error::{Error, Result, Status};
use crate::cl::sys::{
    CL_COMPLETE, CL_EVENT_COMMAND_EXECUTION_STATUS, CL_INVALID_EVENT_WAIT_LIST, CL_INVALID_VALUE,
    CL_PROFILING_COMMAND_COMPLETE, CL_PROFILING_COMMAND_END, CL_QUEUED, CL_QUEUE_CONTEXT, CL_SUBMITTED,
};
use crate::cl::{ClError, Context, Event, Kernel, Queue};

/// An event's execution status (`CL_COMPLETE`, ..., or a negative error);
/// a complete answer first hands coarse-grained USM back to the host
/// ([`settled`]).
pub fn status(e: &Event) -> Result<i32> {
    let st = e.status()?;
    settled(e, st);
    Ok(st)
}

/// After `e` was seen with status `st`: when complete, the host may look at
/// coarse-grained host/shared USM, which lazy launches may have left
/// unmapped (`core::usm`'s hand-back).
fn settled(e: &Event, st: i32) {
    if st == crate::cl::sys::CL_COMPLETE && super::usm::coarse_lazy_any() {
        super::usm::coarse_sync_event(e);
    }
}

/// An event's info, with the execution status in SYCL's terms: SYCL's
/// `event_command_status` has submitted, running and complete only, so a
/// command still waiting on its dependencies (`CL_QUEUED`, which PoCL
/// reports) is answered as `CL_SUBMITTED` (dpctl rejects an unknown status).
pub fn info_bytes(e: &Event, param: u32) -> Result<Vec<u8>> {
    let mut b = super::object::info_bytes(e, param)?;
    if param == CL_EVENT_COMMAND_EXECUTION_STATUS {
        if let Some(v) = b.get_mut(..4) {
            let mut st = i32::from_ne_bytes([v[0], v[1], v[2], v[3]]);
            if st == CL_QUEUED {
                st = CL_SUBMITTED;
                v.copy_from_slice(&st.to_ne_bytes());
            }
            settled(e, st);
        }
    }
    Ok(b)
}

/// An event's profiling time: `CL_PROFILING_COMMAND_COMPLETE`, which
/// OpenCL 1.2 lacks (`CL_INVALID_VALUE`), is answered there by the end.
pub fn profiling(e: &Event, param: u32) -> Result<u64> {
    let mut v: u64 = 0;
    let mut get = |p: u32| {
        // SAFETY: `v` holds the one cl_ulong answer.
        unsafe { e.profiling_into(p, 8, (&mut v as *mut u64).cast(), std::ptr::null_mut()) }
    };
    match get(param) {
        Err(err) if err.code == CL_INVALID_VALUE && param == CL_PROFILING_COMMAND_COMPLETE => {
            get(CL_PROFILING_COMMAND_END)?
        }
        r => r?,
    }
    Ok(v)
}

/// The driver context and queue of an event (the queue NULL for a user
/// event or where the driver does not say): a foreign event's origin
/// decides how it may be waited for.
pub fn origin(e: &Event) -> Result<(crate::cl::sys::cl_context, crate::cl::sys::cl_command_queue)> {
    Ok((e.context_raw()?, e.queue_raw().unwrap_or(std::ptr::null_mut())))
}

/// A user event that is already complete (PI 11.15 creates events signalled).
pub fn signalled(ctx: &Context) -> Result<Event> {
    let e = Event::user(ctx)?;
    e.set_complete()?;
    Ok(e)
}

/// Sets a user event's status.
#[inline]
pub fn set_user_status(e: &Event, status: i32) -> Result<()> {
    Ok(e.set_status(status)?)
}

/// Runs `f(status)` once `e` reaches `status` (see [`crate::cl::EventNotify`]).
#[inline]
pub fn on_status(e: &Event, status: i32, f: crate::cl::EventNotify) -> Result<()> {
    Ok(e.on_status(status, f)?)
}

/// Waits for every event of `events`.
#[inline]
pub fn wait(events: &[Event]) -> Result<()> {
    if events.is_empty() {
        return Err(Error::new(Status::InvalidValue, "the event list is empty"));
    }
    Ok(super::wait::wait_all(events)?)
}

/// A failed wait's error, with the launches among the events waited for:
/// each one's kernel and OpenCL execution status (negative: it failed on
/// the device); the driver's own code (NVIDIA's -9999 for a fault,
/// `CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST`) names no kernel.
#[cold]
pub fn name_failed_launches<'a>(mut e: Error, launches: impl Iterator<Item = (&'a Kernel, &'a Event)>) -> Error {
    let launches: Vec<String> = launches
        .map(|(k, ev)| {
            let st = match ev.status() {
                Ok(st) => st.to_string(),
                Err(x) => format!("unknown: {x}"),
            };
            format!("kernel {} (status {st})", super::profile::kernel_name(k))
        })
        .collect();
    if !launches.is_empty() {
        e.message = format!("{}; launches waited for: {}", e.message, launches.join(", "));
    }
    e
}

/// Event `e` as an event of `ctx`: `None` when it has already finished
/// (nothing to wait for), else a *bridge*, a user event of `ctx` that
/// completes (or fails, with the same negative status) when `e` does.
///
/// Why (docs/ur.md, "Cross-context dependencies"): OpenCL refuses (or, in
/// some drivers, crashes on) a wait list that holds an event of another
/// context; SYCL allows it (`depends_on` an event of another queue and
/// context). The bridge is completed from a `clSetEventCallback` on the
/// foreign event rather than by a host wait in the enqueue call: the
/// enqueue returns at once, and the order is kept by the driver of the
/// waiting queue. Where the callback cannot be registered, the host waits
/// for the foreign event instead. The foreign event's queue is flushed
/// first, so its command is submitted and its callback will come even if
/// nobody else flushes it.
fn bridge_into(e: &Event, ctx: &Context) -> Result<Option<Event>> {
    if e.status()? == CL_COMPLETE {
        return Ok(None);
    }
    if let Ok(q) = e.queue_raw() {
        if !q.is_null() {
            // SAFETY: the live queue of a live event, viewed for the call. A
            // failed flush only delays the callback; the wait reports it.
            let _ = unsafe { Queue::borrow(&q) }.flush();
        }
    }
    let user = Event::user(ctx)?;
    // The callback owns a second reference to the user event.
    let signal = user.clone();
    let notify: crate::cl::EventNotify = Box::new(move |st| {
        // Not a blocking call; nobody is left to tell of a failure.
        let _ = signal.set_status(if st < 0 { st } else { CL_COMPLETE });
    });
    if e.on_status(CL_COMPLETE, notify).is_err() {
        // No callback: wait on the host, then the bridge is complete.
        let st = match Event::wait_blocking(std::slice::from_ref(e)) {
            Ok(()) => CL_COMPLETE,
            Err(w) => e.status().unwrap_or(w.code).min(-1),
        };
        user.set_status(st)?;
    }
    Ok(Some(user))
}

/// A wait list for commands of one driver context: the caller's events of
/// that context as they are, and each event of another context replaced by
/// a bridge, a user event of this context that completes (or fails) when
/// it does, or left out once it has finished. An event of one context is
/// never handed to another context's command: OpenCL answers
/// `CL_INVALID_CONTEXT` ("if the context associated with command_queue and
/// events in event_wait_list are not the same"), and a driver may crash on
/// it. Every face's wait lists go through here.
pub struct WaitList {
    /// The events to hand over (the caller's, borrowed, and the bridges).
    raw: Vec<crate::cl::sys::cl_event>,
    /// The bridges' references, released with the list.
    _bridges: Vec<Event>,
}

impl WaitList {
    /// An empty list.
    pub fn empty() -> WaitList {
        WaitList { raw: Vec::new(), _bridges: Vec::new() }
    }

    /// The list as `cl` events (a view: the list and the caller's events
    /// keep them alive).
    pub fn events(&self) -> &[Event] {
        // SAFETY: live events: the caller's (alive for the call) and the
        // bridges this list holds references to.
        unsafe { Event::borrow_list(self.raw.as_ptr(), self.raw.len()) }
    }
}

/// The wait list of a command of the driver context `ctx` ([`WaitList`]),
/// from each event and its context when the caller knows it (the UR face
/// records it); an unknown one is asked (`CL_EVENT_CONTEXT`).
pub fn wait_list_in<'a>(
    ctx: &Context,
    events: impl IntoIterator<Item = (&'a Event, Option<crate::cl::sys::cl_context>)>,
) -> Result<WaitList> {
    let events = events.into_iter();
    let mut raw = Vec::with_capacity(events.size_hint().0);
    let mut bridges = Vec::new();
    for (e, known) in events {
        if e.raw().is_null() {
            return Err(ClError::new(CL_INVALID_EVENT_WAIT_LIST, "a NULL event in the wait list").into());
        }
        let c = match known {
            Some(c) => c,
            None => e.context_raw()?,
        };
        if c == ctx.raw() {
            raw.push(e.raw());
            continue;
        }
        if let Some(b) = bridge_into(e, ctx)? {
            raw.push(b.raw());
            bridges.push(b);
        }
    }
    Ok(WaitList { raw, _bridges: bridges })
}

/// The wait list of a command of queue `q` ([`wait_list_in`], the queue's
/// context asked; each event's too where it is not given).
pub fn wait_list_for<'a>(
    q: &Queue,
    events: impl IntoIterator<Item = (&'a Event, Option<crate::cl::sys::cl_context>)>,
) -> Result<WaitList> {
    let ctx = super::object::info::<usize>(q, CL_QUEUE_CONTEXT)? as crate::cl::sys::cl_context;
    // SAFETY: the context of the live queue `q`, which keeps it alive while `q` is borrowed.
    wait_list_in(unsafe { Context::borrow(&ctx) }, events)
}
