//! Queue table.

use super::context::Context;
use super::device::UrDevice;
use super::gen::api::*;
use super::gen::types::*;
use super::objects::{self, get, put, Info, UrObj};
use super::{fail, result, UrResult};
use crate::cl::sys::{
    cl_command_queue, cl_device_id, CL_QUEUE_DEVICE, CL_QUEUE_DEVICE_DEFAULT, CL_QUEUE_PROPERTIES, CL_QUEUE_SIZE,
};
use crate::core::{handles, object, queue};
use std::ptr::null_mut;
use std::sync::{Arc, Mutex, Weak};

super::objects::ur_handle!(
    Queue,
    UrFields;
    ur_queue_handle_t_,
    UrQueue,
    InvalidQueue,
    false,
    UR_RESULT_ERROR_INVALID_QUEUE
);

/// A UR queue's object: core's queue (`core::queue::Queue`) over the UR
/// context and device objects.
pub type Queue = queue::Queue<UrObj<Context>, UrDevice>;

/// A UR queue: core's queue and UR's own fields.
pub type UrQueue = UrObj<Queue, UrFields>;

/// What a UR queue holds beyond core's queue.
pub struct UrFields {
    /// The UR flags the queue was created with (or read back from OpenCL).
    pub flags: ur_queue_flags_t,
    /// The UR queue made for the device's default on-device queue when it
    /// is not this one (`UR_QUEUE_INFO_DEVICE_DEFAULT`), kept with this queue.
    pub default_queue: Mutex<Option<Arc<UrQueue>>>,
}

impl UrFields {
    fn new(flags: ur_queue_flags_t) -> Self {
        UrFields { flags, default_queue: Mutex::new(None) }
    }
}

impl Drop for UrFields {
    fn drop(&mut self) {
        // The handle made for the device's default on-device queue
        // (UR_QUEUE_INFO_DEVICE_DEFAULT) goes with this queue (before
        // core's queue: `UrObj` drops UR's fields first).
        let made = self.default_queue.get_mut().unwrap_or_else(|p| p.into_inner()).take();
        if let Some(x) = made {
            let _ = objects::release::<UrQueue>(Arc::as_ptr(&x) as ur_queue_handle_t);
        }
    }
}

/// UR queue flags and the `CL_QUEUE_*` properties they are, both ways:
/// out-of-order and profiling (and the device-queue bits, which OpenCL
/// judges); the scheduling hints OpenCL has no notion of (priorities,
/// batching, discard events, ...) are ignored, as in Intel's adapter.
const CL_BITS: [(ur_queue_flags_t, u64); 4] = [
    (UR_QUEUE_FLAG_OUT_OF_ORDER_EXEC_MODE_ENABLE, 1),
    (UR_QUEUE_FLAG_PROFILING_ENABLE, 2),
    (UR_QUEUE_FLAG_ON_DEVICE, 4),
    (UR_QUEUE_FLAG_ON_DEVICE_DEFAULT, 8),
];

fn cl_queue_props(flags: ur_queue_flags_t) -> u64 {
    CL_BITS.iter().filter(|(ur, _)| flags & ur != 0).fold(0, |p, (_, cl)| p | cl)
}

fn ur_queue_flags(p: u64) -> ur_queue_flags_t {
    CL_BITS.iter().filter(|(_, cl)| p & cl != 0).fold(0, |f, (ur, _)| f | ur)
}

/// A UR queue, kept in `core::handles` under its OpenCL queue (weak: it
/// never keeps a queue alive), so an event made from a native handle can
/// name its UR queue.
struct Over(Weak<UrQueue>);

fn remember(q: &Arc<UrQueue>) {
    handles::prune::<Over>(|w| w.0.strong_count() == 0);
    // What it replaces is a dead queue's whose address the driver reused.
    drop(handles::insert(q.cl.raw() as usize, Arc::new(Over(Arc::downgrade(q)))));
}

/// The live UR queue over an OpenCL queue, if there is one.
pub fn by_cl(q: cl_command_queue) -> Option<Arc<UrQueue>> {
    if q.is_null() {
        return None;
    }
    handles::get::<Over>(q as usize).and_then(|w| w.0.upgrade()).filter(|x| x.cl.raw() == q)
}

/// Registers a new queue and returns its handle.
fn publish(q: Queue, flags: ur_queue_flags_t) -> ur_queue_handle_t {
    let obj = UrObj::with(q, UrFields::new(flags));
    remember(&obj);
    crate::ffi::handle::new_handle(obj)
}

/// The context's UR device for an OpenCL device id.
fn device_in(ctx: &Context, d: cl_device_id) -> Option<Arc<UrDevice>> {
    ctx.devices.iter().find(|x| x.id.0 == d).cloned()
}

impl QueueApi for Ur {
    unsafe fn urQueueCreate(a: args::urQueueCreate) -> UrResult {
        let ctx = get::<UrObj<Context>>(a.hContext)?;
        let dev = get::<UrDevice>(a.hDevice)?;
        // SAFETY: NULL or a valid struct (UR contract).
        let flags = if a.pProperties.is_null() { 0 } else { unsafe { (*a.pProperties).flags } };
        if flags & UR_QUEUE_FLAGS_MASK != 0 {
            return fail(UR_RESULT_ERROR_INVALID_ENUMERATION, format!("urQueueCreate: unknown flag bits {flags:#x}"));
        }
        if flags & UR_QUEUE_FLAG_PRIORITY_LOW != 0 && flags & UR_QUEUE_FLAG_PRIORITY_HIGH != 0 {
            return fail(
                UR_RESULT_ERROR_INVALID_QUEUE_PROPERTIES,
                "urQueueCreate: both PRIORITY_LOW and PRIORITY_HIGH",
            );
        }
        if flags & UR_QUEUE_FLAG_SUBMISSION_BATCHED != 0 && flags & UR_QUEUE_FLAG_SUBMISSION_IMMEDIATE != 0 {
            return fail(
                UR_RESULT_ERROR_INVALID_QUEUE_PROPERTIES,
                "urQueueCreate: both SUBMISSION_BATCHED and SUBMISSION_IMMEDIATE",
            );
        }
        if !ctx.devices.iter().any(|d| Arc::ptr_eq(d, &dev) || d.id == dev.id) {
            return fail(UR_RESULT_ERROR_INVALID_DEVICE, "urQueueCreate: hDevice is not a device of hContext");
        }
        let props = cl_queue_props(flags);
        let cl = queue::for_device(&ctx.cl, dev.id, props)?;
        let h = publish(Queue::over(cl, ctx, dev, props), flags);
        // SAFETY: non-NULL (the entry's ur_api.h check).
        unsafe { *a.phQueue = h };
        Ok(())
    }

    unsafe fn urQueueCreateWithNativeHandle(a: args::urQueueCreateWithNativeHandle) -> UrResult {
        let ctx = get::<UrObj<Context>>(a.hContext)?;
        if a.hNativeQueue == 0 {
            return fail(UR_RESULT_ERROR_INVALID_NULL_HANDLE, "hNativeQueue is NULL");
        }
        let q = a.hNativeQueue as cl_command_queue;
        // SAFETY: a live cl_command_queue from the caller, viewed without a reference.
        let view = unsafe { crate::cl::Queue::borrow(&q) };
        let cl_dev = object::info::<u64>(view, CL_QUEUE_DEVICE)? as cl_device_id;
        let dev = if a.hDevice.is_null() {
            match device_in(&ctx, cl_dev) {
                Some(d) => d,
                None => {
                    return fail(
                        UR_RESULT_ERROR_INVALID_DEVICE,
                        "urQueueCreateWithNativeHandle: the queue's device is not a device of hContext",
                    )
                }
            }
        } else {
            get::<UrDevice>(a.hDevice)?
        };
        let props = object::info::<u64>(view, CL_QUEUE_PROPERTIES)?;
        // SAFETY: NULL or a valid struct (UR contract).
        let owned = !a.pProperties.is_null() && unsafe { (*a.pProperties).isNativeHandleOwned };
        let cl = if owned {
            // SAFETY: the caller hands its reference over.
            unsafe { crate::cl::Queue::from_owned(q) }
        } else {
            // SAFETY: a live queue; we take our own reference.
            unsafe { crate::cl::Queue::from_borrowed(q) }?
        };
        let h = publish(Queue::over(cl, ctx, dev, props), ur_queue_flags(props));
        // SAFETY: non-NULL (the entry's ur_api.h check).
        unsafe { *a.phQueue = h };
        Ok(())
    }

    unsafe fn urQueueFinish(a: args::urQueueFinish) -> UrResult {
        let q = get::<UrQueue>(a.hQueue)?;
        // SAFETY: a live queue.
        Ok(crate::core::wait::finish(&q.cl)?)
    }

    unsafe fn urQueueFlush(a: args::urQueueFlush) -> UrResult {
        let q = get::<UrQueue>(a.hQueue)?;
        // SAFETY: a live queue.
        Ok(q.cl.flush()?)
    }

    unsafe fn urQueueGetInfo(a: args::urQueueGetInfo) -> UrResult {
        let propName = a.propName;
        let q = get::<UrQueue>(a.hQueue)?;
        let info = Info { size: a.propSize, value: a.pPropValue, size_ret: a.pPropSizeRet };
        match propName {
            // SAFETY: GetInfo contract.
            UR_QUEUE_INFO_CONTEXT => unsafe { info.val(Arc::as_ptr(&q.context) as ur_context_handle_t) },
            // SAFETY: GetInfo contract.
            UR_QUEUE_INFO_DEVICE => unsafe { info.val(Arc::as_ptr(&q.device) as ur_device_handle_t) },
            // SAFETY: GetInfo contract.
            UR_QUEUE_INFO_FLAGS => unsafe { info.val::<ur_queue_flags_t>(q.ur.flags) },
            // SAFETY: GetInfo contract.
            UR_QUEUE_INFO_REFERENCE_COUNT => unsafe { info.val(objects::ref_count::<UrQueue>(a.hQueue)) },
            UR_QUEUE_INFO_EMPTY => {
                match queue::is_empty(&q.cl) {
                    // SAFETY: GetInfo contract.
                    Ok(empty) => unsafe { info.bool(empty) },
                    Err(r) => result::cl_fail("clEnqueueMarkerWithWaitList", r),
                }
            }
            UR_QUEUE_INFO_DEVICE_DEFAULT => {
                // CL_QUEUE_DEVICE_DEFAULT: the device's default on-device
                // queue (NULL where there is none), as Intel's adapter. Of a
                // host queue some drivers answer NULL (PoCL), others refuse
                // the query (Intel's CPU runtime: CL_INVALID_VALUE): no
                // default on-device queue is reachable from it, so NULL.
                let d = match object::info::<u64>(&q.cl, CL_QUEUE_DEVICE_DEFAULT) {
                    Ok(d) => d as cl_command_queue,
                    Err(_) if q.ur.flags & UR_QUEUE_FLAG_ON_DEVICE == 0 => null_mut(),
                    Err(e) => return Err(e),
                };
                let h: ur_queue_handle_t = if d.is_null() {
                    null_mut()
                } else if d == q.cl.raw() {
                    Arc::as_ptr(&q) as ur_queue_handle_t
                } else if let Some(x) = by_cl(d) {
                    Arc::as_ptr(&x) as ur_queue_handle_t
                } else {
                    let mut slot = q.ur.default_queue.lock().unwrap_or_else(|p| p.into_inner());
                    match slot.as_ref().filter(|x| x.cl.raw() == d) {
                        Some(x) => Arc::as_ptr(x) as ur_queue_handle_t,
                        None => {
                            // SAFETY: a live queue the driver named; we take our own reference.
                            let cl = unsafe { crate::cl::Queue::from_borrowed(d) }?;
                            let props = object::info::<u64>(&cl, CL_QUEUE_PROPERTIES)?;
                            let made = Queue::over(cl, q.context.clone(), q.device.clone(), props);
                            let obj = UrObj::with(made, UrFields::new(ur_queue_flags(props)));
                            remember(&obj);
                            let h = objects::handle_of(&obj);
                            *slot = Some(obj);
                            h
                        }
                    }
                };
                // SAFETY: GetInfo contract.
                unsafe { info.val(h) }
            }
            UR_QUEUE_INFO_SIZE => {
                // CL_QUEUE_SIZE: valid for on-device queues only; ur_api.h
                // wants INVALID_QUEUE otherwise (drivers differ: PoCL answers
                // CL_INVALID_COMMAND_QUEUE, Intel's CPU CL_INVALID_VALUE).
                if q.ur.flags & UR_QUEUE_FLAG_ON_DEVICE == 0 {
                    return fail(
                        UR_RESULT_ERROR_INVALID_QUEUE,
                        "urQueueGetInfo(UR_QUEUE_INFO_SIZE): the queue is not an on-device queue",
                    );
                }
                let v = object::info::<u32>(&q.cl, CL_QUEUE_SIZE)?;
                // SAFETY: GetInfo contract.
                unsafe { info.val(v) }
            }
            _ => fail(UR_RESULT_ERROR_INVALID_ENUMERATION, format!("urQueueGetInfo: unknown propName {propName}")),
        }
    }

    unsafe fn urQueueGetNativeHandle(a: args::urQueueGetNativeHandle) -> UrResult {
        let _ = a.pDesc;
        let q = get::<UrQueue>(a.hQueue)?;
        // SAFETY: put checks the pointer.
        unsafe { put(a.phNativeQueue, q.cl.raw() as ur_native_handle_t, "phNativeQueue") }
    }

    unsafe fn urQueueRelease(a: args::urQueueRelease) -> UrResult {
        objects::release::<UrQueue>(a.hQueue)
    }

    unsafe fn urQueueRetain(a: args::urQueueRetain) -> UrResult {
        objects::retain::<UrQueue>(a.hQueue)
    }
}

impl QueueExpApi for Ur {
    // Graph capture (urQueueBeginGraphCaptureExp and the GraphExp table)
    // is not implemented, so it is never enabled: "false" is the truthful
    // answer. libsycl 9 asks twice per kernel submission (seen in an H100
    // trace); answered as an error it cost an error record each time.
    unsafe fn urQueueIsGraphCaptureEnabledExp(a: args::urQueueIsGraphCaptureEnabledExp) -> UrResult {
        get::<UrQueue>(a.hQueue)?;
        // SAFETY: put checks the pointer; one bool (caller contract).
        unsafe { put(a.pResult, false, "pResult") }
    }
}
