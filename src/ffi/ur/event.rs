//! Event table, and the helpers every enqueue uses: the wait list as
//! OpenCL events ([`WaitList`]) and the optional output event ([`OutEvent`]).

use super::context::Context;
use super::gen::api::*;
use super::gen::types::*;
use super::objects::{self, get, put, Info, UrObj};
use super::queue::UrQueue;
use super::{fail, UrResult};
use crate::cl::sys::{
    cl_context, cl_event, cl_int, CL_COMMAND_BARRIER, CL_COMMAND_COPY_BUFFER, CL_COMMAND_COPY_BUFFER_RECT,
    CL_COMMAND_COPY_IMAGE, CL_COMMAND_FILL_BUFFER, CL_COMMAND_MAP_BUFFER, CL_COMMAND_MARKER,
    CL_COMMAND_MEMADVISE_INTEL, CL_COMMAND_MEMCPY_INTEL, CL_COMMAND_MEMFILL_INTEL, CL_COMMAND_MIGRATEMEM_INTEL,
    CL_COMMAND_NDRANGE_KERNEL, CL_COMMAND_READ_BUFFER, CL_COMMAND_READ_BUFFER_RECT, CL_COMMAND_READ_IMAGE,
    CL_COMMAND_TASK, CL_COMMAND_UNMAP_MEM_OBJECT, CL_COMMAND_WRITE_BUFFER, CL_COMMAND_WRITE_BUFFER_RECT,
    CL_COMMAND_WRITE_IMAGE, CL_EVENT_COMMAND_EXECUTION_STATUS, CL_EVENT_COMMAND_TYPE, CL_PROFILING_COMMAND_COMPLETE,
    CL_PROFILING_COMMAND_END, CL_PROFILING_COMMAND_QUEUED, CL_PROFILING_COMMAND_START, CL_PROFILING_COMMAND_SUBMIT,
};
use crate::core::{event, object, Error, Event};
use crate::ffi::args::{held_list, Carried};
use std::ptr::null_mut;
use std::sync::Arc;

super::objects::ur_handle!(Option<Event>, Fields;
    ur_event_handle_t_, UrEvent, InvalidEvent, false, UR_RESULT_ERROR_INVALID_EVENT);

/// A UR event: core's event (`core::queue::Event`: the driver's event and
/// its driver context; `None` for an event made from a NULL native handle:
/// no command, complete from the start, UR's placeholder) and UR's own fields.
pub type UrEvent = UrObj<Option<Event>, Fields>;

/// What a UR event holds beyond core's.
pub struct Fields {
    /// The queue it was enqueued on (none for an event made from a native
    /// handle of a queue the face does not know).
    pub queue: Option<Arc<UrQueue>>,
    pub context: Arc<UrObj<Context>>,
    /// The UR command type (`None`: asked of OpenCL and translated).
    pub command: Option<ur_command_t>,
    /// The kernel of a launch's event: a wait that fails because the
    /// command failed on the device names it.
    pub kernel: Launched,
}

/// The kernel a launch's event was made by.
type Launched = Option<Arc<UrObj<super::kernel::Kernel>>>;

impl UrEvent {
    /// The driver's event, if any.
    pub fn cl(&self) -> Option<&crate::cl::Event> {
        self.v.as_ref().map(|e| &e.cl)
    }
    pub fn raw(&self) -> Option<cl_event> {
        self.cl().map(|e| e.raw())
    }
}

/// Registers a new event and returns its handle.
fn publish(ev: Option<Event>, ur: Fields) -> ur_event_handle_t {
    crate::ffi::handle::new_handle(UrObj::with(ev, ur))
}

/// Registers the event of a command enqueued on `q` and returns its handle.
pub fn of_command(
    q: &Arc<UrQueue>,
    cl: crate::cl::Event,
    command: ur_command_t,
    kernel: Launched,
) -> ur_event_handle_t {
    let ur = Fields { queue: Some(q.clone()), context: q.context.clone(), command: Some(command), kernel };
    publish(Some(Event { cl, profiling: q.profiling, context: q.context.cl.raw() as usize }), ur)
}

/// UR's wait lists ([`crate::ffi::args::wait_list`]): each handle's event
/// is kept alive for the call, with its recorded context; an event without
/// a driver event (UR's placeholder) is complete and left out.
pub struct UrEvents;

/// A UR command's wait list.
pub type WaitList = crate::ffi::args::WaitList<Arc<UrEvent>>;

impl crate::ffi::args::WaitFace for UrEvents {
    type Handle = ur_event_handle_t;
    type Held = Arc<UrEvent>;
    const WHAT: &'static str = "phEventWaitList";
    fn null_list(n: usize) -> Error {
        super::err(UR_RESULT_ERROR_INVALID_NULL_POINTER, format!("phEventWaitList is NULL with {n} elements"))
    }
    fn hold(h: ur_event_handle_t) -> Result<Self::Held, Error> {
        if h.is_null() {
            return fail(UR_RESULT_ERROR_INVALID_EVENT_WAIT_LIST, "phEventWaitList holds a NULL event");
        }
        get::<UrEvent>(h)
    }
    fn event<'a>(_: &'a ur_event_handle_t, e: &'a Self::Held) -> Option<(&'a crate::cl::Event, Option<cl_context>)> {
        e.v.as_ref().map(|c| (&c.cl, Some(c.context as cl_context)))
    }
}

/// The optional output event of an enqueue: OpenCL is asked for an event
/// only when the caller wants one (`phEvent` not NULL).
pub struct OutEvent {
    ph: *mut ur_event_handle_t,
    ev: cl_event,
    kernel: Launched,
}

impl OutEvent {
    pub fn new(ph: *mut ur_event_handle_t) -> OutEvent {
        OutEvent { ph, ev: null_mut(), kernel: None }
    }
    /// The event (if asked for) is a launch of `k`.
    pub fn for_kernel(mut self, k: &Arc<UrObj<super::kernel::Kernel>>) -> OutEvent {
        if !self.ph.is_null() {
            self.kernel = Some(k.clone());
        }
        self
    }
    /// Whether the caller asked for an event.
    pub fn wants(&self) -> bool {
        !self.ph.is_null()
    }
    /// Turns a core result into the UR result, wrapping the new event (if
    /// any) in a UR event of `queue`.
    pub fn done(
        mut self,
        r: crate::core::Result<Option<crate::cl::Event>>,
        queue: &Arc<UrQueue>,
        command: ur_command_t,
    ) -> UrResult {
        if let Some(e) = r? {
            self.ev = e.into_raw();
        }
        self.set(queue, command)
    }
    /// [`Self::done`] for a USM operation (its errors worded by
    /// [`super::usm::usm_err`]).
    pub fn done_usm(
        self,
        what: &str,
        r: Result<Option<crate::cl::Event>, crate::core::usm::UsmError>,
        queue: &Arc<UrQueue>,
        command: ur_command_t,
    ) -> UrResult {
        match r {
            Ok(e) => self.done(Ok(e), queue, command),
            Err(e) => Err(super::usm::usm_err(what, e)),
        }
    }
    /// Publishes the event after a successful call.
    pub fn set(self, queue: &Arc<UrQueue>, command: ur_command_t) -> UrResult {
        if self.ph.is_null() {
            return Ok(());
        }
        if self.ev.is_null() {
            return fail(UR_RESULT_ERROR_UNKNOWN, "the OpenCL call succeeded without returning its event");
        }
        // SAFETY: the enqueue returned one new reference, now owned.
        let cl = unsafe { crate::cl::Event::from_owned(self.ev) };
        let h = of_command(queue, cl, command, self.kernel);
        // SAFETY: `ph` is the caller's out-pointer (checked non-NULL above).
        unsafe { put(self.ph, h, "phEvent") }
    }
}

/// OpenCL's `CL_COMMAND_*` as UR's command type.
fn command_from_cl(c: u32) -> ur_command_t {
    match c {
        CL_COMMAND_NDRANGE_KERNEL | CL_COMMAND_TASK => UR_COMMAND_KERNEL_LAUNCH,
        CL_COMMAND_READ_BUFFER => UR_COMMAND_MEM_BUFFER_READ,
        CL_COMMAND_WRITE_BUFFER => UR_COMMAND_MEM_BUFFER_WRITE,
        CL_COMMAND_COPY_BUFFER => UR_COMMAND_MEM_BUFFER_COPY,
        CL_COMMAND_READ_IMAGE => UR_COMMAND_MEM_IMAGE_READ,
        CL_COMMAND_WRITE_IMAGE => UR_COMMAND_MEM_IMAGE_WRITE,
        CL_COMMAND_COPY_IMAGE => UR_COMMAND_MEM_IMAGE_COPY,
        CL_COMMAND_MAP_BUFFER => UR_COMMAND_MEM_BUFFER_MAP,
        CL_COMMAND_UNMAP_MEM_OBJECT => UR_COMMAND_MEM_UNMAP,
        CL_COMMAND_MARKER => UR_COMMAND_EVENTS_WAIT,
        CL_COMMAND_READ_BUFFER_RECT => UR_COMMAND_MEM_BUFFER_READ_RECT,
        CL_COMMAND_WRITE_BUFFER_RECT => UR_COMMAND_MEM_BUFFER_WRITE_RECT,
        CL_COMMAND_COPY_BUFFER_RECT => UR_COMMAND_MEM_BUFFER_COPY_RECT,
        CL_COMMAND_BARRIER => UR_COMMAND_EVENTS_WAIT_WITH_BARRIER,
        CL_COMMAND_FILL_BUFFER => UR_COMMAND_MEM_BUFFER_FILL,
        CL_COMMAND_MEMFILL_INTEL => UR_COMMAND_USM_FILL,
        CL_COMMAND_MEMCPY_INTEL => UR_COMMAND_USM_MEMCPY,
        CL_COMMAND_MIGRATEMEM_INTEL => UR_COMMAND_USM_PREFETCH,
        CL_COMMAND_MEMADVISE_INTEL => UR_COMMAND_USM_ADVISE,
        _ => UR_COMMAND_FORCE_UINT32,
    }
}

/// OpenCL's execution status (`CL_COMPLETE`.. or a negative error) as UR's.
pub fn status_from_cl(s: cl_int) -> ur_event_status_t {
    match s {
        0 => UR_EVENT_STATUS_COMPLETE,
        1 => UR_EVENT_STATUS_RUNNING,
        2 => UR_EVENT_STATUS_SUBMITTED,
        3 => UR_EVENT_STATUS_QUEUED,
        _ => UR_EVENT_STATUS_ERROR,
    }
}

/// OpenCL's execution status as the status UR's callbacks are told.
fn execution_info(status: cl_int) -> ur_execution_info_t {
    match status {
        1 => UR_EXECUTION_INFO_RUNNING,
        2 => UR_EXECUTION_INFO_SUBMITTED,
        3 => UR_EXECUTION_INFO_QUEUED,
        // CL_COMPLETE or an error status: the command has finished.
        _ => UR_EXECUTION_INFO_COMPLETE,
    }
}

impl EventApi for Ur {
    unsafe fn urEventCreateWithNativeHandle(a: args::urEventCreateWithNativeHandle) -> UrResult {
        let ctx = get::<UrObj<Context>>(a.hContext)?;
        if a.hNativeEvent == 0 {
            // UR's placeholder: an event with no driver event, complete from
            // the start (the 2026.2 conformance tooling builds wait lists so).
            let ur = Fields { queue: None, context: ctx, command: Some(UR_COMMAND_EVENTS_WAIT), kernel: None };
            let h = publish(None, ur);
            // SAFETY: non-NULL (the entry's ur_api.h check).
            unsafe { *a.phEvent = h };
            return Ok(());
        }
        // SAFETY: pProperties is NULL or a valid struct (UR contract).
        let owned = !a.pProperties.is_null() && unsafe { (*a.pProperties).isNativeHandleOwned };
        let raw_ev = a.hNativeEvent as cl_event;
        let cl = if owned {
            // SAFETY: the caller hands over its reference to a live cl_event.
            unsafe { crate::cl::Event::from_owned(raw_ev) }
        } else {
            // SAFETY: a live cl_event; we take our own reference.
            unsafe { crate::cl::Event::from_borrowed(raw_ev) }?
        };
        // The driver context the event really belongs to (it decides how the
        // event may be waited for), and its queue if it is one of ours.
        let (cl_context, cl_queue) = event::origin(&cl)?;
        let queue = super::queue::by_cl(cl_queue);
        // Profiling: as its queue's, where the face knows it (else the driver answers).
        let profiling = queue.as_ref().is_none_or(|q| q.profiling);
        let ev = Event { cl, profiling, context: cl_context as usize };
        let h = publish(Some(ev), Fields { queue, context: ctx, command: None, kernel: None });
        // SAFETY: non-NULL (the entry's ur_api.h check).
        unsafe { *a.phEvent = h };
        Ok(())
    }

    unsafe fn urEventGetInfo(a: args::urEventGetInfo) -> UrResult {
        let propName = a.propName;
        let e = get::<UrEvent>(a.hEvent)?;
        let info = Info { size: a.propSize, value: a.pPropValue, size_ret: a.pPropSizeRet };
        match propName {
            UR_EVENT_INFO_COMMAND_QUEUE => {
                let q = e.ur.queue.as_ref().map_or(null_mut(), |q| Arc::as_ptr(q) as ur_queue_handle_t);
                // SAFETY: GetInfo contract.
                unsafe { info.val(q) }
            }
            // SAFETY: GetInfo contract.
            UR_EVENT_INFO_CONTEXT => unsafe { info.val(Arc::as_ptr(&e.ur.context) as ur_context_handle_t) },
            UR_EVENT_INFO_COMMAND_TYPE => {
                let c = match (e.ur.command, e.cl()) {
                    (Some(c), _) => c,
                    (None, Some(ev)) => command_from_cl(object::info(ev, CL_EVENT_COMMAND_TYPE)?),
                    (None, None) => UR_COMMAND_EVENTS_WAIT,
                };
                // SAFETY: GetInfo contract.
                unsafe { info.val(c) }
            }
            UR_EVENT_INFO_COMMAND_EXECUTION_STATUS => {
                let s = match e.cl() {
                    Some(ev) => object::info::<u32>(ev, CL_EVENT_COMMAND_EXECUTION_STATUS)? as cl_int,
                    None => 0,
                };
                // SAFETY: GetInfo contract.
                unsafe { info.val(status_from_cl(s)) }
            }
            // SAFETY: GetInfo contract.
            UR_EVENT_INFO_REFERENCE_COUNT => unsafe { info.val(objects::ref_count::<UrEvent>(a.hEvent)) },
            _ => fail(UR_RESULT_ERROR_INVALID_ENUMERATION, format!("urEventGetInfo: unknown propName {propName}")),
        }
    }

    unsafe fn urEventGetNativeHandle(a: args::urEventGetNativeHandle) -> UrResult {
        let e = get::<UrEvent>(a.hEvent)?;
        // The placeholder's native handle is the NULL it was made from.
        let n = e.raw().map_or(0, |ev| ev as ur_native_handle_t);
        // SAFETY: put checks the pointer.
        unsafe { put(a.phNativeEvent, n, "phNativeEvent") }
    }

    unsafe fn urEventGetProfilingInfo(a: args::urEventGetProfilingInfo) -> UrResult {
        let propName = a.propName;
        let e = get::<UrEvent>(a.hEvent)?;
        // The rules (a queue made without profiling has none) are core's.
        let param = match propName {
            UR_PROFILING_INFO_COMMAND_QUEUED => CL_PROFILING_COMMAND_QUEUED,
            UR_PROFILING_INFO_COMMAND_SUBMIT => CL_PROFILING_COMMAND_SUBMIT,
            UR_PROFILING_INFO_COMMAND_START => CL_PROFILING_COMMAND_START,
            UR_PROFILING_INFO_COMMAND_END => CL_PROFILING_COMMAND_END,
            UR_PROFILING_INFO_COMMAND_COMPLETE => CL_PROFILING_COMMAND_COMPLETE,
            _ => {
                return fail(
                    UR_RESULT_ERROR_INVALID_ENUMERATION,
                    format!("urEventGetProfilingInfo: unknown propName {propName}"),
                )
            }
        };
        let Some(ev) = e.v.as_ref() else {
            return fail(
                UR_RESULT_ERROR_PROFILING_INFO_NOT_AVAILABLE,
                "urEventGetProfilingInfo: the event was made from a NULL native handle (no command)",
            );
        };
        let v = ev.profiling(param)?;
        let info = Info { size: a.propSize, value: a.pPropValue, size_ret: a.pPropSizeRet };
        // SAFETY: GetInfo contract.
        unsafe { info.val(v) }
    }

    unsafe fn urEventRelease(a: args::urEventRelease) -> UrResult {
        objects::release::<UrEvent>(a.hEvent)
    }

    unsafe fn urEventRetain(a: args::urEventRetain) -> UrResult {
        objects::retain::<UrEvent>(a.hEvent)
    }

    unsafe fn urEventSetCallback(a: args::urEventSetCallback) -> UrResult {
        let execStatus = a.execStatus;
        let e = get::<UrEvent>(a.hEvent)?;
        let Some(f) = a.pfnNotify else {
            return fail(UR_RESULT_ERROR_INVALID_NULL_POINTER, "urEventSetCallback: pfnNotify is NULL");
        };
        let cl_status = match execStatus {
            UR_EXECUTION_INFO_COMPLETE => 0,
            UR_EXECUTION_INFO_RUNNING => 1,
            UR_EXECUTION_INFO_SUBMITTED => 2,
            UR_EXECUTION_INFO_QUEUED => {
                return fail(
                    UR_RESULT_ERROR_UNSUPPORTED_ENUMERATION,
                    "urEventSetCallback: OpenCL has no callback for UR_EXECUTION_INFO_QUEUED",
                )
            }
            _ => {
                return fail(
                    UR_RESULT_ERROR_INVALID_ENUMERATION,
                    format!("urEventSetCallback: unknown execStatus {execStatus}"),
                )
            }
        };
        let Some(ev) = e.v.as_ref() else {
            // The placeholder is complete: every status has been reached, so
            // the callback runs now (as OpenCL does for a passed status).
            let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                // SAFETY: the user's callback with the user's data.
                unsafe { f(a.hEvent, UR_EXECUTION_INFO_COMPLETE, a.pUserData) };
            }));
            return Ok(());
        };
        // The registration's reference keeps the handle alive until the callback has run.
        objects::retain::<UrEvent>(a.hEvent)?;
        let (h, user) = (Carried::new(a.hEvent), Carried::new(a.pUserData));
        let r = ev.on_status(
            cl_status,
            Box::new(move |st| {
                // SAFETY: the user's callback with the user's data, as registered.
                unsafe { f(h.get(), execution_info(st), user.get()) };
                let _ = objects::release::<UrEvent>(h.get());
            }),
        );
        if let Err(err) = r {
            let _ = objects::release::<UrEvent>(a.hEvent);
            return Err(err);
        }
        Ok(())
    }

    unsafe fn urEventWait(a: args::urEventWait) -> UrResult {
        // SAFETY: `numEvents` (> 0) handles at a non-NULL pointer (checked by the entry).
        let (_, keep) = unsafe { held_list::<UrEvents>(a.numEvents as usize, a.phEventWaitList, |h| get(h)) }?;
        // Placeholders are complete; the others may span several contexts.
        let evs: Vec<&Event> = keep.iter().filter_map(|e| e.v.as_ref()).collect();
        // A failure names the launches waited for.
        let launches = keep.iter().filter_map(|ev| Some((&ev.ur.kernel.as_ref()?.cl, ev.cl()?)));
        Event::wait_any_context(&evs).map_err(|e| event::name_failed_launches(e, launches))
    }
}
