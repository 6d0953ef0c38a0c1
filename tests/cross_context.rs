//! Events of one context in the wait lists of another context's commands,
//! through the PI face and the C API (the UR face's own test is
//! `tests/ur_letter.rs::cross_context_*`). OpenCL refuses such a wait list
//! (`CL_INVALID_CONTEXT`: "if the context associated with command_queue and
//! events in event_wait_list are not the same"), and a driver may crash on
//! it: syclrt bridges the foreign event into the queue's context
//! (`core::event::WaitList`), so the command waits for it and the driver
//! never sees it. A host wait over events of two contexts waits once per
//! context. Run on PoCL (the default ICD) and on Intel's CPU runtime
//! (`scripts/test.sh`).

use std::ffi::{c_char, CStr};
use std::ptr::{null, null_mut};
use syclrt::core::Status;
use syclrt::ffi::api::{context::*, device::*, mem::*, queue::*};
use syclrt::ffi::pi::entries::*;
use syclrt::ffi::pi::types::*;

/// OpenCL's code, which PI answers as is.
const PI_ERROR_INVALID_EVENT_WAIT_LIST: i32 = -57;

fn pi_last_error() -> String {
    let mut m: *mut c_char = null_mut();
    // SAFETY: a valid out-pointer.
    unsafe { piPluginGetLastError(&mut m) };
    // SAFETY: NUL-terminated thread-local string.
    unsafe { CStr::from_ptr(m) }.to_string_lossy().into_owned()
}

fn api_last_error() -> String {
    // SAFETY: a NUL-terminated string valid until the next failing call on this thread.
    unsafe { CStr::from_ptr(syclrt::ffi::api::general::syclrt_last_error_message()) }.to_string_lossy().into_owned()
}

/// The first PI device, or None on a machine without OpenCL.
fn pi_device() -> Option<pi_device> {
    let mut n = 0u32;
    // SAFETY: (whole block) out-pointers to locals and arrays of the sizes passed.
    unsafe {
        if piPlatformsGet(0, null_mut(), &mut n) != PI_SUCCESS || n == 0 {
            return None;
        }
        let mut ps = vec![null_mut(); n as usize];
        assert_eq!(piPlatformsGet(n, ps.as_mut_ptr(), null_mut()), PI_SUCCESS);
        let mut d = null_mut();
        let mut nd = 0u32;
        if piDevicesGet(ps[0], 0xFFFF_FFFF, 1, &mut d, &mut nd) != PI_SUCCESS || nd == 0 {
            return None;
        }
        Some(d)
    }
}

fn pi_status(e: pi_event) -> i32 {
    let mut st = -99i32;
    // SAFETY: a live event; a 4-byte answer into a local.
    assert_eq!(unsafe { piEventGetInfo(e, 0x11D3, 4, (&mut st as *mut i32).cast(), null_mut()) }, PI_SUCCESS);
    st
}

#[test]
fn pi_commands_wait_for_another_contexts_events() {
    let Some(d) = pi_device() else { return };
    // SAFETY: (whole block) handles from the plugin; host memory of the sizes
    // passed, alive until the waits that end its use.
    unsafe {
        let (mut ca, mut cb) = (null_mut(), null_mut());
        assert_eq!(piContextCreate(null(), 1, &d, None, null_mut(), &mut ca), PI_SUCCESS);
        assert_eq!(piContextCreate(null(), 1, &d, None, null_mut(), &mut cb), PI_SUCCESS);
        let mut props = [PI_QUEUE_FLAGS, 0, 0];
        let (mut qa, mut qb) = (null_mut(), null_mut());
        assert_eq!(piextQueueCreate(ca, d, props.as_mut_ptr(), &mut qa), PI_SUCCESS);
        assert_eq!(piextQueueCreate(cb, d, props.as_mut_ptr(), &mut qb), PI_SUCCESS);
        let mut mb = null_mut();
        assert_eq!(piMemBufferCreate(cb, 1, 64, null_mut(), &mut mb, null()), PI_SUCCESS);

        // A pending event of context A: a user event, completed below.
        let ctx_a = syclrt::cl::Context::from_borrowed(ca as _).expect("context A");
        let gate = syclrt::cl::Event::user(&ctx_a).expect("a user event of context A");
        let gate_pi = gate.raw() as pi_event;

        // B's write waits for A's event: accepted, and it does not run first.
        let src = [7u8; 64];
        let mut ew = null_mut();
        assert_eq!(
            piEnqueueMemBufferWrite(qb, mb, 0, 0, 64, src.as_ptr().cast(), 1, &gate_pi, &mut ew),
            PI_SUCCESS,
            "{}",
            pi_last_error()
        );
        assert_eq!(piQueueFlush(qb), PI_SUCCESS);
        std::thread::sleep(std::time::Duration::from_millis(50));
        assert_ne!(pi_status(ew), 0, "B's write completed before the event of context A it waits for");
        gate.set_complete().expect("clSetUserEventStatus");
        assert_eq!(piEventsWait(1, &ew), PI_SUCCESS, "{}", pi_last_error());
        let mut out = [0u8; 64];
        assert_eq!(
            piEnqueueMemBufferRead(qb, mb, 1, 0, 64, out.as_mut_ptr().cast(), 0, null(), null_mut()),
            PI_SUCCESS
        );
        assert_eq!(out, src);

        // A finished event of context A (a marker) in B's barrier: accepted.
        let mut ea = null_mut();
        assert_eq!(piEnqueueEventsWait(qa, 0, null(), &mut ea), PI_SUCCESS);
        assert_eq!(piEventsWait(1, &ea), PI_SUCCESS);
        let mut eb = null_mut();
        assert_eq!(piEnqueueEventsWaitWithBarrier(qb, 1, &ea, &mut eb), PI_SUCCESS, "{}", pi_last_error());
        assert_eq!(piEventsWait(1, &eb), PI_SUCCESS);
        // ... and in B's write (a driver answers CL_INVALID_CONTEXT if it sees it).
        let mut ew2 = null_mut();
        assert_eq!(
            piEnqueueMemBufferWrite(qb, mb, 1, 0, 64, src.as_ptr().cast(), 1, &ea, &mut ew2),
            PI_SUCCESS,
            "{}",
            pi_last_error()
        );

        // Error paths of the wait list: a NULL event in it, a NULL list
        // with a count. Neither reaches the driver.
        let with_null = [ea, null_mut()];
        assert_eq!(
            piEnqueueMemBufferWrite(qb, mb, 1, 0, 64, src.as_ptr().cast(), 2, with_null.as_ptr(), null_mut()),
            PI_ERROR_INVALID_EVENT_WAIT_LIST,
            "{}",
            pi_last_error()
        );
        assert_eq!(
            piEnqueueMemBufferWrite(qb, mb, 1, 0, 64, src.as_ptr().cast(), 1, null(), null_mut()),
            PI_ERROR_INVALID_EVENT_WAIT_LIST
        );

        for e in [ew, ea, eb, ew2] {
            assert_eq!(piEventRelease(e), PI_SUCCESS);
        }
        drop(gate);
        drop(ctx_a);
        assert_eq!(piMemRelease(mb), PI_SUCCESS);
        assert_eq!(piQueueRelease(qa), PI_SUCCESS);
        assert_eq!(piQueueRelease(qb), PI_SUCCESS);
        assert_eq!(piContextRelease(ca), PI_SUCCESS);
        assert_eq!(piContextRelease(cb), PI_SUCCESS);
    }
}

#[test]
fn c_api_commands_and_waits_span_contexts() {
    // SAFETY: (whole block) handles from the C API; out-pointers to locals;
    // host memory of the sizes passed, alive until the blocking calls end.
    unsafe {
        let mut dev = null_mut();
        if syclrt_device_default(&mut dev) != Status::Success {
            return;
        }
        let devs = [dev as *const _];
        let (mut ca, mut cb) = (null_mut(), null_mut());
        assert_eq!(syclrt_context_create(devs.as_ptr(), 1, &mut ca), Status::Success);
        assert_eq!(syclrt_context_create(devs.as_ptr(), 1, &mut cb), Status::Success);
        let (mut qa, mut qb) = (null_mut(), null_mut());
        assert_eq!(syclrt_queue_create(ca, dev, 0, &mut qa), Status::Success);
        assert_eq!(syclrt_queue_create(cb, dev, 0, &mut qb), Status::Success);
        let (mut ma, mut mb) = (null_mut(), null_mut());
        assert_eq!(syclrt_mem_create(ca, 64, SYCLRT_MEM_READ_WRITE, null(), &mut ma), Status::Success);
        assert_eq!(syclrt_mem_create(cb, 64, SYCLRT_MEM_READ_WRITE, null(), &mut mb), Status::Success);
        let src = [3u8; 64];
        // A's write, then B's write waiting for it: an event of A in B's list.
        let mut ea = null_mut();
        assert_eq!(
            syclrt_queue_write(qa, ma, false, 0, 64, src.as_ptr().cast(), null(), 0, &mut ea),
            Status::Success,
            "{}",
            api_last_error()
        );
        let wait = [ea as *const _];
        let mut eb = null_mut();
        assert_eq!(
            syclrt_queue_write(qb, mb, false, 0, 64, src.as_ptr().cast(), wait.as_ptr(), 1, &mut eb),
            Status::Success,
            "{}",
            api_last_error()
        );
        // One host wait over events of both contexts.
        let both = [ea as *const _, eb as *const _];
        assert_eq!(syclrt_event_wait(both.as_ptr(), 2), Status::Success, "{}", api_last_error());
        let mut out = [0u8; 64];
        assert_eq!(
            syclrt_queue_read(qb, mb, true, 0, 64, out.as_mut_ptr().cast(), null(), 0, null_mut()),
            Status::Success
        );
        assert_eq!(out, src);
        // A barrier on B after A's (finished) event.
        let mut ebar = null_mut();
        assert_eq!(syclrt_queue_barrier(qb, wait.as_ptr(), 1, &mut ebar), Status::Success, "{}", api_last_error());
        assert_eq!(syclrt_event_wait([ebar as *const _].as_ptr(), 1), Status::Success);
        for e in [ea, eb, ebar] {
            assert_eq!(syclrt_event_release(e), Status::Success);
        }
        assert_eq!(syclrt_mem_release(ma), Status::Success);
        assert_eq!(syclrt_mem_release(mb), Status::Success);
        assert_eq!(syclrt_queue_release(qa), Status::Success);
        assert_eq!(syclrt_queue_release(qb), Status::Success);
        assert_eq!(syclrt_context_release(ca), Status::Success);
        assert_eq!(syclrt_context_release(cb), Status::Success);
    }
}
