//! Events across contexts: OpenCL refuses (or, in some drivers, crashes on)
//! a wait list that holds an event of another context, and
//! `clWaitForEvents` wants one context. SYCL allows both (`depends_on` an
//! event of another queue and context). These helpers resolve a foreign
//! event before the driver sees it.
//!
//! Choice (docs/ur.md, "Cross-context dependencies"): a *bridge* — a user
//! event of the waiting queue's context, completed from a
//! `clSetEventCallback` on the foreign event — rather than a host wait in
//! the enqueue call. The enqueue returns at once (the host wait blocked the
//! caller for the whole foreign command), and the order is kept by the
//! driver of the waiting queue. A foreign event that has already finished
//! needs nothing and is dropped from the list; where the callback cannot be
//! registered, the host waits for the foreign event instead.

use super::loader::{api, ClApi};
use super::objects::{Context, Event};
use super::sys::*;
use super::{check, query_value, ClError};
use std::ffi::c_void;

fn cl() -> Result<&'static ClApi, ClError> {
    api().map_err(|_| ClError::new(CL_PLATFORM_NOT_FOUND_KHR, "OpenCL loader"))
}

impl Event {
    /// The context the event belongs to (`CL_EVENT_CONTEXT`).
    pub fn context_raw(&self) -> Result<cl_context, ClError> {
        let api = cl()?;
        let v: usize = query_value("clGetEventInfo", |s, v, r| {
            // SAFETY: a live event; `v` holds one pointer-sized answer.
            unsafe { (api.clGetEventInfo)(self.raw(), CL_EVENT_CONTEXT, s, v, r) }
        })?;
        Ok(v as cl_context)
    }

    /// The queue the event's command was enqueued on (`CL_EVENT_COMMAND_QUEUE`;
    /// NULL for a user event).
    pub fn queue_raw(&self) -> Result<cl_command_queue, ClError> {
        let api = cl()?;
        let v: usize = query_value("clGetEventInfo", |s, v, r| {
            // SAFETY: a live event; `v` holds one pointer-sized answer.
            unsafe { (api.clGetEventInfo)(self.raw(), CL_EVENT_COMMAND_QUEUE, s, v, r) }
        })?;
        Ok(v as cl_command_queue)
    }

    /// This event as an event of `ctx`: `None` when it has already finished
    /// (nothing to wait for), else a user event of `ctx` that completes
    /// (or fails, with the same negative status) when this one does.
    ///
    /// The foreign event's queue is flushed first, so its command is
    /// submitted and its callback will come even if nobody else flushes it.
    pub fn bridge_into(&self, ctx: &Context) -> Result<Option<Event>, ClError> {
        let status = self.status()?;
        if status == CL_COMPLETE {
            return Ok(None);
        }
        let api = cl()?;
        if let Ok(q) = self.queue_raw() {
            if !q.is_null() {
                // SAFETY: the live queue of a live event. A failed flush only
                // delays the callback; it is reported by the wait itself.
                let _ = unsafe { (api.clFlush)(q) };
            }
        }
        let mut code = CL_SUCCESS;
        // SAFETY: a live context (the wrapper's) and an out-pointer.
        let raw = unsafe { (api.clCreateUserEvent)(ctx.raw(), &mut code) };
        check(code, "clCreateUserEvent")?;
        if raw.is_null() {
            return Err(ClError::new(CL_OUT_OF_HOST_MEMORY, "clCreateUserEvent"));
        }
        // SAFETY: a created event carries one reference, now ours.
        let user = unsafe { Event::from_owned(raw) };
        // The callback owns a second reference to the user event.
        let data = Box::into_raw(Box::new(user.clone())).cast::<c_void>();
        // SAFETY: a live event, our callback, and data it consumes once.
        let r = unsafe { (api.clSetEventCallback)(self.raw(), CL_COMPLETE, Some(signal_bridge), data) };
        if r != CL_SUCCESS {
            // SAFETY: the driver did not take the data: reclaim it.
            drop(unsafe { Box::from_raw(data.cast::<Event>()) });
            // No callback: wait on the host, then the bridge is complete.
            let w = self.raw();
            // SAFETY: one live event.
            let wr = unsafe { (api.clWaitForEvents)(1, &w) };
            let st = if wr == CL_SUCCESS { CL_COMPLETE } else { self.status().unwrap_or(wr).min(-1) };
            // SAFETY: a live user event of ours.
            check(unsafe { (api.clSetUserEventStatus)(user.raw(), st) }, "clSetUserEventStatus")?;
        }
        Ok(Some(user))
    }

    /// Waits for events that may belong to different contexts, given as
    /// (context, event) pairs: one `clWaitForEvents` per context, in the
    /// order the contexts first appear, each as `polling` says
    /// ([`super::wait::wait_events`]).
    ///
    /// # Safety
    /// Every event is live and belongs to the context it is paired with.
    pub unsafe fn wait_any_context(
        events: &[(cl_context, cl_event)],
        polling: super::wait::Polling,
    ) -> Result<(), ClError> {
        if events.is_empty() {
            return Ok(());
        }
        let mut groups: Vec<(cl_context, Vec<cl_event>)> = Vec::new();
        for &(c, e) in events {
            match groups.iter_mut().find(|g| g.0 == c) {
                Some(g) => g.1.push(e),
                None => groups.push((c, vec![e])),
            }
        }
        for (c, g) in &groups {
            // SAFETY: live events of one context (caller contract).
            unsafe { super::wait::wait_events(g, || *c, polling) }?;
        }
        Ok(())
    }
}

/// Completes a bridge's user event with the foreign event's final status.
unsafe extern "C" fn signal_bridge(_e: cl_event, status: cl_int, data: *mut c_void) {
    // SAFETY: the Box leaked by `bridge_into`, consumed exactly once.
    let user = unsafe { Box::from_raw(data.cast::<Event>()) };
    let st = if status < 0 { status } else { CL_COMPLETE };
    if let Ok(api) = cl() {
        // SAFETY: a live user event (our reference); not a blocking call.
        let _ = unsafe { (api.clSetUserEventStatus)(user.raw(), st) };
    }
}
