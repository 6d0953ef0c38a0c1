//! UR queue / event / mem / USM / enqueue tables: error paths and a happy
//! path on the default OpenCL device (PoCL in CI), through the UR entry
//! points of the rlib (the same functions the DDI tables hold).
#![allow(non_snake_case, reason = "UR names")]

use std::ffi::c_void;
use std::ptr::{null, null_mut};
use syclrt::ffi::ur::gen::api::entries::*;
use syclrt::ffi::ur::gen::types::*;

struct Env {
    dev: ur_device_handle_t,
    ctx: ur_context_handle_t,
}

/// The first device of the first platform and a context over it (the test
/// machine has PoCL: no device is a failure, not a skip).
fn env() -> Env {
    // SAFETY (whole fn): out-pointers to locals.
    unsafe {
        let mut a = null_mut();
        assert_eq!(urAdapterGet(1, &mut a, null_mut()), UR_RESULT_SUCCESS);
        let mut p = null_mut();
        let mut n = 0;
        assert_eq!(urPlatformGet(a, 1, &mut p, &mut n), UR_RESULT_SUCCESS);
        assert!(n > 0, "no OpenCL platform (the tests need PoCL)");
        let mut dev = null_mut();
        assert_eq!(urDeviceGet(p, UR_DEVICE_TYPE_ALL, 1, &mut dev, &mut n), UR_RESULT_SUCCESS);
        assert!(n > 0, "no OpenCL device");
        let mut ctx = null_mut();
        assert_eq!(urContextCreate(1, &dev, null(), &mut ctx), UR_RESULT_SUCCESS);
        Env { dev, ctx }
    }
}

fn queue(e: &Env, flags: ur_queue_flags_t) -> ur_queue_handle_t {
    let props = ur_queue_properties_t { stype: UR_STRUCTURE_TYPE_QUEUE_PROPERTIES, pNext: null_mut(), flags };
    let mut q = null_mut();
    // SAFETY: live handles, a valid properties struct, an out-pointer.
    assert_eq!(unsafe { urQueueCreate(e.ctx, e.dev, &props, &mut q) }, UR_RESULT_SUCCESS);
    q
}

fn buffer(e: &Env, size: usize) -> ur_mem_handle_t {
    let mut b = null_mut();
    // SAFETY: a live context and an out-pointer.
    assert_eq!(unsafe { urMemBufferCreate(e.ctx, UR_MEM_FLAG_READ_WRITE, size, null(), &mut b) }, UR_RESULT_SUCCESS);
    b
}

#[test]
fn null_and_bad_handles() {
    // SAFETY: every call is made with NULL or invalid handles, which must be rejected before use.
    unsafe {
        let mut q = null_mut();
        assert_eq!(urQueueCreate(null_mut(), null_mut(), null(), &mut q), UR_RESULT_ERROR_INVALID_NULL_HANDLE);
        assert_eq!(urQueueFinish(null_mut()), UR_RESULT_ERROR_INVALID_NULL_HANDLE);
        assert_eq!(urQueueFinish(8usize as ur_queue_handle_t), UR_RESULT_ERROR_INVALID_QUEUE);
        assert_eq!(urEventWait(1, null()), UR_RESULT_ERROR_INVALID_NULL_POINTER);
        assert_eq!(urEventWait(0, null()), UR_RESULT_ERROR_INVALID_VALUE);
        let mut b = null_mut();
        assert_eq!(
            urMemBufferCreate(null_mut(), UR_MEM_FLAG_READ_WRITE, 8, null(), &mut b),
            UR_RESULT_ERROR_INVALID_NULL_HANDLE
        );
        assert_eq!(
            urEnqueueMemBufferRead(null_mut(), null_mut(), true, 0, 4, null_mut(), 0, null(), null_mut()),
            UR_RESULT_ERROR_INVALID_NULL_HANDLE
        );
        assert_eq!(urEventRelease(null_mut()), UR_RESULT_ERROR_INVALID_NULL_HANDLE);
        assert_eq!(urMemRelease(16usize as ur_mem_handle_t), UR_RESULT_ERROR_INVALID_MEM_OBJECT);
    }
}

#[test]
fn queue_errors_and_info() {
    let e = env();
    // SAFETY: live handles from env(); out-pointers to locals.
    unsafe {
        let mut q = null_mut();
        assert_eq!(urQueueCreate(e.ctx, e.dev, null(), null_mut()), UR_RESULT_ERROR_INVALID_NULL_POINTER);
        let bad =
            ur_queue_properties_t { stype: UR_STRUCTURE_TYPE_QUEUE_PROPERTIES, pNext: null_mut(), flags: 1 << 20 };
        assert_eq!(urQueueCreate(e.ctx, e.dev, &bad, &mut q), UR_RESULT_ERROR_INVALID_ENUMERATION);
        // Hints OpenCL has no notion of are accepted (and ignored), as in Intel's adapter.
        let q = queue(&e, UR_QUEUE_FLAG_PROFILING_ENABLE | UR_QUEUE_FLAG_DISCARD_EVENTS | UR_QUEUE_FLAG_PRIORITY_HIGH);
        let mut flags: ur_queue_flags_t = 0;
        assert_eq!(
            urQueueGetInfo(q, UR_QUEUE_INFO_FLAGS, 4, (&mut flags as *mut u32).cast(), null_mut()),
            UR_RESULT_SUCCESS
        );
        assert_ne!(flags & UR_QUEUE_FLAG_PROFILING_ENABLE, 0);
        let mut ctx: ur_context_handle_t = null_mut();
        assert_eq!(
            urQueueGetInfo(q, UR_QUEUE_INFO_CONTEXT, 8, (&mut ctx as *mut ur_context_handle_t).cast(), null_mut()),
            UR_RESULT_SUCCESS
        );
        assert_eq!(ctx, e.ctx);
        let mut dev: ur_device_handle_t = null_mut();
        assert_eq!(
            urQueueGetInfo(q, UR_QUEUE_INFO_DEVICE, 8, (&mut dev as *mut ur_device_handle_t).cast(), null_mut()),
            UR_RESULT_SUCCESS
        );
        assert_eq!(dev, e.dev);
        let mut rc = 0u32;
        assert_eq!(urQueueRetain(q), UR_RESULT_SUCCESS);
        assert_eq!(
            urQueueGetInfo(q, UR_QUEUE_INFO_REFERENCE_COUNT, 4, (&mut rc as *mut u32).cast(), null_mut()),
            UR_RESULT_SUCCESS
        );
        assert_eq!(rc, 2);
        assert_eq!(urQueueRelease(q), UR_RESULT_SUCCESS);
        let mut empty: ur_bool_t = 0;
        assert_eq!(urQueueFinish(q), UR_RESULT_SUCCESS);
        assert_eq!(
            urQueueGetInfo(q, UR_QUEUE_INFO_EMPTY, 1, (&mut empty as *mut ur_bool_t).cast(), null_mut()),
            UR_RESULT_SUCCESS
        );
        assert_eq!(empty, 1);
        assert_eq!(
            urQueueGetInfo(q, UR_QUEUE_INFO_SIZE, 4, (&mut rc as *mut u32).cast(), null_mut()),
            UR_RESULT_ERROR_UNSUPPORTED_ENUMERATION
        );
        assert_eq!(
            urQueueGetInfo(q, 0x999, 4, (&mut rc as *mut u32).cast(), null_mut()),
            UR_RESULT_ERROR_INVALID_ENUMERATION
        );
        assert_eq!(
            urQueueGetInfo(q, UR_QUEUE_INFO_FLAGS, 1, (&mut flags as *mut u32).cast(), null_mut()),
            UR_RESULT_ERROR_INVALID_SIZE
        );
        let mut native: ur_native_handle_t = 0;
        assert_eq!(urQueueGetNativeHandle(q, null_mut(), &mut native), UR_RESULT_SUCCESS);
        assert_ne!(native, 0);
        // A native queue wrapped without ownership: the wrapper takes its own reference.
        let mut q2 = null_mut();
        assert_eq!(urQueueCreateWithNativeHandle(native, e.ctx, null_mut(), null(), &mut q2), UR_RESULT_SUCCESS);
        assert_eq!(
            urQueueGetInfo(q2, UR_QUEUE_INFO_DEVICE, 8, (&mut dev as *mut ur_device_handle_t).cast(), null_mut()),
            UR_RESULT_SUCCESS
        );
        assert_eq!(dev, e.dev);
        assert_eq!(urQueueRelease(q2), UR_RESULT_SUCCESS);
        assert_eq!(urQueueFlush(q), UR_RESULT_SUCCESS);
        assert_eq!(urQueueRelease(q), UR_RESULT_SUCCESS);
        // The released handle is rejected, not dereferenced.
        assert_eq!(urQueueFinish(q), UR_RESULT_ERROR_INVALID_QUEUE);
        let mut b = [0u8; 4];
        assert_eq!(
            urEnqueueMemBufferRead(q, null_mut(), true, 0, 4, b.as_mut_ptr().cast(), 0, null(), null_mut()),
            UR_RESULT_ERROR_INVALID_QUEUE
        );
    }
}

#[test]
fn buffer_round_trip_with_events() {
    let e = env();
    // SAFETY: live handles from env(); host arrays outlive the blocking calls.
    unsafe {
        let q = queue(&e, UR_QUEUE_FLAG_PROFILING_ENABLE);
        let mut m = null_mut();
        assert_eq!(urMemBufferCreate(e.ctx, 1 << 10, 64, null(), &mut m), UR_RESULT_ERROR_INVALID_ENUMERATION);
        assert_eq!(
            urMemBufferCreate(e.ctx, UR_MEM_FLAG_READ_WRITE, 0, null(), &mut m),
            UR_RESULT_ERROR_INVALID_BUFFER_SIZE
        );
        assert_eq!(
            urMemBufferCreate(e.ctx, UR_MEM_FLAG_USE_HOST_POINTER, 64, null(), &mut m),
            UR_RESULT_ERROR_INVALID_HOST_PTR
        );
        let a = buffer(&e, 64);
        let b = buffer(&e, 64);
        let mut size = 0usize;
        assert_eq!(
            urMemGetInfo(a, UR_MEM_INFO_SIZE, 8, (&mut size as *mut usize).cast(), null_mut()),
            UR_RESULT_SUCCESS
        );
        assert_eq!(size, 64);
        // Copy host pointer at creation.
        let init: Vec<u8> = (0..64).collect();
        let props = ur_buffer_properties_t {
            stype: UR_STRUCTURE_TYPE_BUFFER_PROPERTIES,
            pNext: null_mut(),
            pHost: init.as_ptr() as *mut c_void,
        };
        let mut c = null_mut();
        assert_eq!(
            urMemBufferCreate(e.ctx, UR_MEM_FLAG_ALLOC_COPY_HOST_POINTER, 64, &props, &mut c),
            UR_RESULT_SUCCESS
        );

        let src: Vec<u8> = (100..164).collect();
        let mut ev_write = null_mut();
        assert_eq!(
            urEnqueueMemBufferWrite(q, a, false, 0, 64, src.as_ptr().cast(), 0, null(), &mut ev_write),
            UR_RESULT_SUCCESS
        );
        // Wait-list errors.
        assert_eq!(
            urEnqueueMemBufferCopy(q, a, b, 0, 0, 64, 1, null(), null_mut()),
            UR_RESULT_ERROR_INVALID_EVENT_WAIT_LIST
        );
        let mut ev_copy = null_mut();
        assert_eq!(urEnqueueMemBufferCopy(q, a, b, 0, 0, 64, 1, &ev_write, &mut ev_copy), UR_RESULT_SUCCESS);
        let pattern = 0xABu8;
        assert_eq!(
            urEnqueueMemBufferFill(q, b, (&pattern as *const u8).cast(), 3, 0, 48, 0, null(), null_mut()),
            UR_RESULT_ERROR_INVALID_SIZE
        );
        // NULL phEvent: no event is made.
        assert_eq!(
            urEnqueueMemBufferFill(q, b, (&pattern as *const u8).cast(), 1, 48, 16, 1, &ev_copy, null_mut()),
            UR_RESULT_SUCCESS
        );
        let mut out = vec![0u8; 64];
        assert_eq!(
            urEnqueueMemBufferRead(q, b, true, 0, 64, out.as_mut_ptr().cast(), 0, null(), null_mut()),
            UR_RESULT_SUCCESS
        );
        assert_eq!(&out[..48], &src[..48]);
        assert!(out[48..].iter().all(|&x| x == 0xAB));
        assert_eq!(
            urEnqueueMemBufferRead(q, c, true, 0, 64, out.as_mut_ptr().cast(), 0, null(), null_mut()),
            UR_RESULT_SUCCESS
        );
        assert_eq!(out, init);

        // Events.
        assert_eq!(urEventWait(2, [ev_write, ev_copy].as_ptr()), UR_RESULT_SUCCESS);
        let mut status: ur_event_status_t = 99;
        assert_eq!(
            urEventGetInfo(
                ev_copy,
                UR_EVENT_INFO_COMMAND_EXECUTION_STATUS,
                4,
                (&mut status as *mut u32).cast(),
                null_mut()
            ),
            UR_RESULT_SUCCESS
        );
        assert_eq!(status, UR_EVENT_STATUS_COMPLETE);
        let mut cmd: ur_command_t = 99;
        assert_eq!(
            urEventGetInfo(ev_copy, UR_EVENT_INFO_COMMAND_TYPE, 4, (&mut cmd as *mut u32).cast(), null_mut()),
            UR_RESULT_SUCCESS
        );
        assert_eq!(cmd, UR_COMMAND_MEM_BUFFER_COPY);
        let mut eq: ur_queue_handle_t = null_mut();
        assert_eq!(
            urEventGetInfo(
                ev_copy,
                UR_EVENT_INFO_COMMAND_QUEUE,
                8,
                (&mut eq as *mut ur_queue_handle_t).cast(),
                null_mut()
            ),
            UR_RESULT_SUCCESS
        );
        assert_eq!(eq, q);
        assert_eq!(
            urEventGetInfo(ev_copy, 0x77, 4, (&mut cmd as *mut u32).cast(), null_mut()),
            UR_RESULT_ERROR_INVALID_ENUMERATION
        );
        let (mut start, mut end) = (0u64, 0u64);
        assert_eq!(
            urEventGetProfilingInfo(
                ev_copy,
                UR_PROFILING_INFO_COMMAND_START,
                8,
                (&mut start as *mut u64).cast(),
                null_mut()
            ),
            UR_RESULT_SUCCESS
        );
        assert_eq!(
            urEventGetProfilingInfo(
                ev_copy,
                UR_PROFILING_INFO_COMMAND_END,
                8,
                (&mut end as *mut u64).cast(),
                null_mut()
            ),
            UR_RESULT_SUCCESS
        );
        assert!(end >= start);
        let mut native: ur_native_handle_t = 0;
        assert_eq!(urEventGetNativeHandle(ev_copy, &mut native), UR_RESULT_SUCCESS);
        let mut ev_native = null_mut();
        assert_eq!(urEventCreateWithNativeHandle(native, e.ctx, null(), &mut ev_native), UR_RESULT_SUCCESS);
        assert_eq!(
            urEventGetInfo(ev_native, UR_EVENT_INFO_COMMAND_TYPE, 4, (&mut cmd as *mut u32).cast(), null_mut()),
            UR_RESULT_SUCCESS
        );
        assert_eq!(cmd, UR_COMMAND_MEM_BUFFER_COPY);

        // Barrier and events-wait.
        let mut ev_bar = null_mut();
        assert_eq!(urEnqueueEventsWaitWithBarrier(q, 1, &ev_copy, &mut ev_bar), UR_RESULT_SUCCESS);
        assert_eq!(urEnqueueEventsWait(q, 0, null(), null_mut()), UR_RESULT_SUCCESS);
        assert_eq!(urEventWait(1, &ev_bar), UR_RESULT_SUCCESS);

        // Sub-buffer and map/unmap.
        let region = ur_buffer_region_t { stype: UR_STRUCTURE_TYPE_BUFFER_REGION, pNext: null(), origin: 0, size: 16 };
        let mut sub = null_mut();
        assert_eq!(
            urMemBufferPartition(b, UR_MEM_FLAG_READ_WRITE, 7, &region, &mut sub),
            UR_RESULT_ERROR_INVALID_ENUMERATION
        );
        assert_eq!(
            urMemBufferPartition(b, UR_MEM_FLAG_READ_WRITE, UR_BUFFER_CREATE_TYPE_REGION, &region, &mut sub),
            UR_RESULT_SUCCESS
        );
        let mut mapped: *mut c_void = null_mut();
        assert_eq!(
            urEnqueueMemBufferMap(q, sub, true, UR_MAP_FLAG_READ, 0, 16, 0, null(), null_mut(), &mut mapped),
            UR_RESULT_SUCCESS
        );
        assert_eq!(std::slice::from_raw_parts(mapped.cast::<u8>(), 16), &src[..16]);
        assert_eq!(urEnqueueMemUnmap(q, sub, mapped, 0, null(), null_mut()), UR_RESULT_SUCCESS);
        assert_eq!(
            urEnqueueMemBufferMap(q, sub, true, 1 << 5, 0, 16, 0, null(), null_mut(), &mut mapped),
            UR_RESULT_ERROR_INVALID_ENUMERATION
        );
        assert_eq!(urQueueFinish(q), UR_RESULT_SUCCESS);

        for ev in [ev_write, ev_copy, ev_native, ev_bar] {
            assert_eq!(urEventRelease(ev), UR_RESULT_SUCCESS);
        }
        assert_eq!(urEventRelease(ev_copy), UR_RESULT_ERROR_INVALID_EVENT);
        for m in [sub, a, b, c] {
            assert_eq!(urMemRelease(m), UR_RESULT_SUCCESS);
        }
        assert_eq!(urQueueRelease(q), UR_RESULT_SUCCESS);
        assert_eq!(urContextRelease(e.ctx), UR_RESULT_SUCCESS);
    }
}

#[test]
fn usm_without_intel_usm_fails_cleanly() {
    let e = env();
    // SAFETY: live handles from env(); out-pointers to locals.
    unsafe {
        let mut p: *mut c_void = null_mut();
        let bad_align = ur_usm_desc_t { stype: UR_STRUCTURE_TYPE_USM_DESC, pNext: null(), hints: 0, align: 3 };
        assert_eq!(urUSMHostAlloc(e.ctx, &bad_align, null_mut(), 64, &mut p), UR_RESULT_ERROR_INVALID_VALUE);
        assert_eq!(urUSMDeviceAlloc(e.ctx, e.dev, null(), null_mut(), 0, &mut p), UR_RESULT_ERROR_INVALID_USM_SIZE);
        assert_eq!(
            urUSMSharedAlloc(e.ctx, e.dev, null(), null_mut(), 64, null_mut()),
            UR_RESULT_ERROR_INVALID_NULL_POINTER
        );
        let r = urUSMDeviceAlloc(e.ctx, e.dev, null(), null_mut(), 64, &mut p);
        if r == UR_RESULT_ERROR_UNSUPPORTED_FEATURE {
            // PoCL 3.1: no cl_intel_unified_shared_memory.
            assert!(p.is_null());
            return;
        }
        assert_eq!(r, UR_RESULT_SUCCESS);
        let q = queue(&e, 0);
        let v = 7u32;
        assert_eq!(urEnqueueUSMFill(q, p, 4, (&v as *const u32).cast(), 64, 0, null(), null_mut()), UR_RESULT_SUCCESS);
        let mut out = [0u32; 16];
        assert_eq!(
            urEnqueueUSMMemcpy(q, true, out.as_mut_ptr().cast(), p, 64, 0, null(), null_mut()),
            UR_RESULT_SUCCESS
        );
        assert!(out.iter().all(|&x| x == 7));
        let mut t: ur_usm_type_t = 0;
        assert_eq!(
            urUSMGetMemAllocInfo(e.ctx, p, UR_USM_ALLOC_INFO_TYPE, 4, (&mut t as *mut u32).cast(), null_mut()),
            UR_RESULT_SUCCESS
        );
        assert_eq!(t, UR_USM_TYPE_DEVICE);
        let mut d: ur_device_handle_t = null_mut();
        assert_eq!(
            urUSMGetMemAllocInfo(
                e.ctx,
                p,
                UR_USM_ALLOC_INFO_DEVICE,
                8,
                (&mut d as *mut ur_device_handle_t).cast(),
                null_mut()
            ),
            UR_RESULT_SUCCESS
        );
        assert_eq!(d, e.dev);
        assert_eq!(urUSMFree(e.ctx, p), UR_RESULT_SUCCESS);
        assert_eq!(urQueueRelease(q), UR_RESULT_SUCCESS);
    }
}
