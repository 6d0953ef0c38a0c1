//! UR queue / event / mem / USM / enqueue tables: error paths and a happy
//! path on the default OpenCL device (PoCL in CI), through the UR entry
//! points of the rlib (the same functions the DDI tables hold).
#![allow(non_snake_case, reason = "UR names")]

mod cache_util;

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
    // SAFETY: (whole fn) out-pointers to locals.
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
        // Both conditions hold: ur_api.h lists the NULL pointer first.
        assert_eq!(urEventWait(0, null()), UR_RESULT_ERROR_INVALID_NULL_POINTER);
        let none: ur_event_handle_t = null_mut();
        assert_eq!(urEventWait(0, &none), UR_RESULT_ERROR_INVALID_VALUE);
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
        // CL_QUEUE_SIZE is only valid for on-device queues (ur_api.h: INVALID_QUEUE otherwise).
        assert_eq!(
            urQueueGetInfo(q, UR_QUEUE_INFO_SIZE, 4, (&mut rc as *mut u32).cast(), null_mut()),
            UR_RESULT_ERROR_INVALID_QUEUE
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
            urEnqueueMemBufferRead(
                q,
                16usize as ur_mem_handle_t,
                true,
                0,
                4,
                b.as_mut_ptr().cast(),
                0,
                null(),
                null_mut()
            ),
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
        // Any pattern size that divides the fill is taken (tests/ur_letter.rs);
        // one that does not is INVALID_SIZE.
        assert_eq!(
            urEnqueueMemBufferFill(q, b, (&pattern as *const u8).cast(), 3, 0, 47, 0, null(), null_mut()),
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
        let mut sub_size = 0usize;
        assert_eq!(
            urMemGetInfo(sub, UR_MEM_INFO_SIZE, 8, (&mut sub_size as *mut usize).cast(), null_mut()),
            UR_RESULT_SUCCESS
        );
        assert_eq!(sub_size, 16, "a sub-buffer's size is its region's");
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

const USM_SRC: &[u8] = b"__kernel void add(__global int* a, __global const int* b, int n) {\n\
    size_t i = get_global_id(0); a[i] = a[i] + b[i] + n; }\n";

fn last_error() -> String {
    let mut m: *const std::ffi::c_char = null();
    let mut code = 0i32;
    // SAFETY: out-pointers to locals; the message is a NUL-terminated string of this thread.
    unsafe {
        let mut a: ur_adapter_handle_t = null_mut();
        urAdapterGet(1, &mut a, null_mut());
        urAdapterGetLastError(a, &mut m, &mut code);
        if m.is_null() {
            String::new()
        } else {
            std::ffi::CStr::from_ptr(m).to_string_lossy().into_owned()
        }
    }
}

/// A built OpenCL C program of the context (through urProgramCreateWithNativeHandle).
fn usm_kernel(e: &Env) -> (ur_program_handle_t, ur_kernel_handle_t) {
    let mut native: ur_native_handle_t = 0;
    // SAFETY: (whole block) live handles from env(); out-pointers to locals.
    unsafe {
        assert_eq!(urContextGetNativeHandle(e.ctx, &mut native), UR_RESULT_SUCCESS);
        let c = syclrt::cl::Context::from_borrowed(native as _).expect("cl context");
        let cp = syclrt::cl::Program::with_source(&c, USM_SRC).expect("clCreateProgramWithSource");
        let props = ur_program_native_properties_t {
            stype: UR_STRUCTURE_TYPE_PROGRAM_NATIVE_PROPERTIES,
            pNext: null_mut(),
            isNativeHandleOwned: true,
        };
        let mut p = null_mut();
        assert_eq!(
            urProgramCreateWithNativeHandle(cp.into_raw() as ur_native_handle_t, e.ctx, &props, &mut p),
            UR_RESULT_SUCCESS
        );
        assert_eq!(urProgramBuild(e.ctx, p, null()), UR_RESULT_SUCCESS, "{}", last_error());
        let mut k = null_mut();
        assert_eq!(urKernelCreate(p, c"add".as_ptr(), &mut k), UR_RESULT_SUCCESS);
        (p, k)
    }
}

fn dev_u32(e: &Env, q: ur_device_info_t) -> u32 {
    let mut v = 0u32;
    // SAFETY: a live device; a 4-byte answer into a local.
    assert_eq!(unsafe { urDeviceGetInfo(e.dev, q, 4, (&mut v as *mut u32).cast(), null_mut()) }, UR_RESULT_SUCCESS);
    v
}

fn alloc_info<T: Copy + Default>(e: &Env, p: *const c_void, q: ur_usm_alloc_info_t) -> T {
    let mut v = T::default();
    let n = std::mem::size_of::<T>();
    // SAFETY: a live context; an answer of `n` bytes into a local.
    let r = unsafe { urUSMGetMemAllocInfo(e.ctx, p, q, n, (&mut v as *mut T).cast(), null_mut()) };
    assert_eq!(r, UR_RESULT_SUCCESS, "{}", last_error());
    v
}

/// Host, device and shared USM through the UR face on the default device
/// (the SVM emulation on PoCL, Intel's extension on Intel's runtime):
/// allocations, copies, fills, pointer queries, a kernel taking USM
/// pointers, and the error paths.
fn usm_round_trip(expect_provider: Option<&str>) {
    let e = env();
    let mut native_dev: ur_native_handle_t = 0;
    // SAFETY: a live device; an out-pointer to a local.
    assert_eq!(unsafe { urDeviceGetNativeHandle(e.dev, &mut native_dev) }, UR_RESULT_SUCCESS);
    // The device's live cl_device_id.
    let provider = syclrt::core::usm::for_device(syclrt::cl::DeviceId(native_dev as _)).provider.name();
    println!("USM provider: {provider}");
    if let Some(want) = expect_provider {
        assert_eq!(provider, want);
    }
    assert_ne!(provider, "none", "the default device (PoCL) has SVM: USM must be available");
    // Capabilities follow the provider (PoCL fine-grained SVM: access at least).
    for q in
        [UR_DEVICE_INFO_USM_HOST_SUPPORT, UR_DEVICE_INFO_USM_DEVICE_SUPPORT, UR_DEVICE_INFO_USM_SINGLE_SHARED_SUPPORT]
    {
        assert_ne!(dev_u32(&e, q) & UR_DEVICE_USM_ACCESS_CAPABILITY_FLAG_ACCESS, 0, "query {q:#x}");
    }
    const N: usize = 64;
    // SAFETY: (whole block) live handles from env(); every host buffer is a
    // local at least as large as the size passed with it; USM allocations
    // hold N ints and are host-accessible where read on the host (host/shared).
    unsafe {
        let q = queue(&e, 0);
        let (mut h, mut d, mut s): (*mut c_void, *mut c_void, *mut c_void) = (null_mut(), null_mut(), null_mut());
        let bytes = N * 4;
        assert_eq!(urUSMHostAlloc(e.ctx, null(), null_mut(), bytes, &mut h), UR_RESULT_SUCCESS, "{}", last_error());
        assert_eq!(urUSMDeviceAlloc(e.ctx, e.dev, null(), null_mut(), bytes, &mut d), UR_RESULT_SUCCESS);
        let desc = ur_usm_desc_t { stype: UR_STRUCTURE_TYPE_USM_DESC, pNext: null(), hints: 0, align: 64 };
        assert_eq!(urUSMSharedAlloc(e.ctx, e.dev, &desc, null_mut(), bytes, &mut s), UR_RESULT_SUCCESS);
        assert_eq!(s as usize % 64, 0, "alignment honoured");
        assert!(!h.is_null() && !d.is_null() && !s.is_null());

        // Pointer queries, also for an address inside an allocation.
        assert_eq!(alloc_info::<ur_usm_type_t>(&e, h, UR_USM_ALLOC_INFO_TYPE), UR_USM_TYPE_HOST);
        assert_eq!(alloc_info::<ur_usm_type_t>(&e, d, UR_USM_ALLOC_INFO_TYPE), UR_USM_TYPE_DEVICE);
        assert_eq!(alloc_info::<ur_usm_type_t>(&e, s, UR_USM_ALLOC_INFO_TYPE), UR_USM_TYPE_SHARED);
        let inner = d.cast::<u8>().add(12).cast::<c_void>();
        assert_eq!(alloc_info::<*mut c_void>(&e, inner, UR_USM_ALLOC_INFO_BASE_PTR), d);
        assert!(alloc_info::<usize>(&e, inner, UR_USM_ALLOC_INFO_SIZE) >= bytes);
        assert_eq!(alloc_info::<ur_device_handle_t>(&e, d, UR_USM_ALLOC_INFO_DEVICE), e.dev);
        assert_eq!(alloc_info::<ur_device_handle_t>(&e, s, UR_USM_ALLOC_INFO_DEVICE), e.dev);
        assert!(alloc_info::<ur_device_handle_t>(&e, h, UR_USM_ALLOC_INFO_DEVICE).is_null());
        let local = 5u64;
        let not_usm = (&local as *const u64).cast::<c_void>();
        assert_eq!(alloc_info::<ur_usm_type_t>(&e, not_usm, UR_USM_ALLOC_INFO_TYPE), UR_USM_TYPE_UNKNOWN);
        let mut t = 0u32;
        assert_eq!(
            urUSMGetMemAllocInfo(e.ctx, d, UR_USM_ALLOC_INFO_POOL, 8, (&mut t as *mut u32).cast(), null_mut()),
            UR_RESULT_ERROR_UNSUPPORTED_ENUMERATION
        );
        assert_eq!(
            urUSMGetMemAllocInfo(e.ctx, d, 0x7777, 4, (&mut t as *mut u32).cast(), null_mut()),
            UR_RESULT_ERROR_INVALID_ENUMERATION
        );
        assert_eq!(
            urUSMGetMemAllocInfo(null_mut(), d, UR_USM_ALLOC_INFO_TYPE, 4, (&mut t as *mut u32).cast(), null_mut()),
            UR_RESULT_ERROR_INVALID_NULL_HANDLE
        );

        // Fill device memory (event out), copy host -> shared, device -> host.
        let seven = 7i32;
        let mut ev = null_mut();
        assert_eq!(
            urEnqueueUSMFill(q, d, 4, (&seven as *const i32).cast(), bytes, 0, null(), &mut ev),
            UR_RESULT_SUCCESS,
            "{}",
            last_error()
        );
        let src: Vec<i32> = (0..N as i32).collect();
        assert_eq!(urEnqueueUSMMemcpy(q, false, s, src.as_ptr().cast(), bytes, 1, &ev, null_mut()), UR_RESULT_SUCCESS);
        assert_eq!(urEventRelease(ev), UR_RESULT_SUCCESS);
        assert_eq!(urQueueFinish(q), UR_RESULT_SUCCESS);
        assert_eq!(std::slice::from_raw_parts(s.cast::<i32>(), N), src.as_slice(), "shared memory, read on the host");

        // A kernel with two USM pointer arguments: s[i] += d[i] + 100.
        let (prog, k) = usm_kernel(&e);
        assert_eq!(urKernelSetArgPointer(k, 0, null(), s), UR_RESULT_SUCCESS, "{}", last_error());
        assert_eq!(urKernelSetArgPointer(k, 1, null(), d), UR_RESULT_SUCCESS);
        assert_eq!(urKernelSetArgPointer(k, 9, null(), d), UR_RESULT_ERROR_INVALID_KERNEL_ARGUMENT_INDEX);
        let n = 100i32;
        assert_eq!(urKernelSetArgValue(k, 2, 4, null(), (&n as *const i32).cast()), UR_RESULT_SUCCESS);
        let yes: ur_bool_t = 1;
        assert_eq!(
            urKernelSetExecInfo(
                k,
                UR_KERNEL_EXEC_INFO_USM_INDIRECT_ACCESS,
                1,
                null(),
                (&yes as *const ur_bool_t).cast()
            ),
            UR_RESULT_SUCCESS,
            "{}",
            last_error()
        );
        let ptrs = [h, d];
        assert_eq!(
            urKernelSetExecInfo(k, UR_KERNEL_EXEC_INFO_USM_PTRS, 16, null(), ptrs.as_ptr().cast()),
            UR_RESULT_SUCCESS,
            "{}",
            last_error()
        );
        let gws = [N];
        assert_eq!(
            urEnqueueKernelLaunch(q, k, 1, null(), gws.as_ptr(), null(), null(), 0, null(), null_mut()),
            UR_RESULT_SUCCESS,
            "{}",
            last_error()
        );
        // Launch flags: one no release defines is ur_api.h's INVALID_ENUMERATION
        // (the entry's check); a defined one OpenCL cannot honour is UNSUPPORTED_FEATURE.
        let mut props = ur_kernel_launch_ext_properties_t {
            stype: UR_STRUCTURE_TYPE_KERNEL_LAUNCH_EXT_PROPERTIES,
            pNext: null_mut(),
            flags: 0x8000_0000,
        };
        assert_eq!(
            urEnqueueKernelLaunch(q, k, 1, null(), gws.as_ptr(), null(), &props, 0, null(), null_mut()),
            UR_RESULT_ERROR_INVALID_ENUMERATION
        );
        props.flags = 1;
        assert_eq!(
            urEnqueueKernelLaunch(q, k, 1, null(), gws.as_ptr(), null(), &props, 0, null(), null_mut()),
            UR_RESULT_ERROR_UNSUPPORTED_FEATURE
        );
        // Shared -> host allocation, then read on the host.
        assert_eq!(urEnqueueUSMMemcpy(q, true, h, s, bytes, 0, null(), null_mut()), UR_RESULT_SUCCESS);
        let want: Vec<i32> = (0..N as i32).map(|i| i + 107).collect();
        assert_eq!(std::slice::from_raw_parts(h.cast::<i32>(), N), want.as_slice());

        // Device memory back to a plain host array.
        let mut out = [0i32; N];
        assert_eq!(
            urEnqueueUSMMemcpy(q, true, out.as_mut_ptr().cast(), d, bytes, 0, null(), null_mut()),
            UR_RESULT_SUCCESS
        );
        assert!(out.iter().all(|&x| x == 7));

        // 2D copy and fill, prefetch and advise (ordering points).
        let zero = 0u8;
        assert_eq!(
            urEnqueueUSMFill2D(q, h, 16, 1, (&zero as *const u8).cast(), 8, 4, 0, null(), null_mut()),
            UR_RESULT_SUCCESS,
            "{}",
            last_error()
        );
        assert_eq!(urEnqueueUSMMemcpy2D(q, true, s, 16, h, 16, 16, 4, 0, null(), null_mut()), UR_RESULT_SUCCESS);
        let row = std::slice::from_raw_parts(s.cast::<u8>(), 16);
        assert!(row[..8].iter().all(|&b| b == 0) && row[8..] == *std::slice::from_raw_parts(h.cast::<u8>().add(8), 8));
        assert_eq!(urEnqueueUSMPrefetch(q, s, bytes, 0, 0, null(), null_mut()), UR_RESULT_SUCCESS);
        assert_eq!(urEnqueueUSMAdvise(q, s, bytes, 0, null_mut()), UR_RESULT_SUCCESS);
        assert_eq!(urQueueFinish(q), UR_RESULT_SUCCESS);

        // Error paths.
        let mut p: *mut c_void = 8 as *mut c_void;
        let bad_align = ur_usm_desc_t { stype: UR_STRUCTURE_TYPE_USM_DESC, pNext: null(), hints: 0, align: 3 };
        assert_eq!(urUSMHostAlloc(e.ctx, &bad_align, null_mut(), 64, &mut p), UR_RESULT_ERROR_INVALID_VALUE);
        assert_eq!(p, 8 as *mut c_void, "a failed allocation writes nothing (outputs only on success)");
        assert_eq!(urUSMDeviceAlloc(e.ctx, e.dev, null(), null_mut(), 0, &mut p), UR_RESULT_ERROR_INVALID_USM_SIZE);
        assert_eq!(
            urUSMSharedAlloc(e.ctx, e.dev, null(), null_mut(), 64, null_mut()),
            UR_RESULT_ERROR_INVALID_NULL_POINTER
        );
        assert_eq!(
            urUSMDeviceAlloc(e.ctx, null_mut(), null(), null_mut(), 64, &mut p),
            UR_RESULT_ERROR_INVALID_NULL_HANDLE
        );
        assert_eq!(urUSMDeviceAlloc(e.ctx, e.dev, null(), 8 as _, 64, &mut p), UR_RESULT_ERROR_UNSUPPORTED_FEATURE);
        assert_eq!(p, 8 as *mut c_void, "a failure in the body writes nothing either");
        let three = [1u8, 2, 3];
        assert_eq!(
            urEnqueueUSMFill(q, d, 3, three.as_ptr().cast(), 13, 0, null(), null_mut()),
            UR_RESULT_ERROR_INVALID_SIZE
        );
        assert_eq!(
            urEnqueueUSMFill(q, d, 4, (&seven as *const i32).cast(), 6, 0, null(), null_mut()),
            UR_RESULT_ERROR_INVALID_SIZE
        );
        assert_eq!(
            urEnqueueUSMMemcpy(q, true, null_mut(), d, 4, 0, null(), null_mut()),
            UR_RESULT_ERROR_INVALID_NULL_POINTER
        );
        assert_eq!(urEnqueueUSMMemcpy(q, true, h, d, 0, 0, null(), null_mut()), UR_RESULT_ERROR_INVALID_SIZE);
        assert_eq!(urUSMFree(e.ctx, null_mut()), UR_RESULT_ERROR_INVALID_NULL_POINTER);

        assert_eq!(urKernelRelease(k), UR_RESULT_SUCCESS);
        assert_eq!(urProgramRelease(prog), UR_RESULT_SUCCESS);
        for m in [h, d, s] {
            assert_eq!(urUSMFree(e.ctx, m), UR_RESULT_SUCCESS, "{}", last_error());
        }
        assert_eq!(urQueueRelease(q), UR_RESULT_SUCCESS);
        assert_eq!(urContextRelease(e.ctx), UR_RESULT_SUCCESS);
    }
}

/// The default device (PoCL: USM emulated over fine-grained SVM).
#[test]
fn usm_on_the_default_device() {
    usm_round_trip(None);
}

/// The same on Intel's CPU runtime (its own USM extension), in a child
/// process that sees only Intel's ICD.
#[test]
fn usm_on_intel_runtime() {
    const TEST: &str = "usm_on_intel_runtime";
    if cache_util::child_mode().as_deref() == Some("intel") {
        usm_round_trip(Some("intel"));
        return;
    }
    let Some(envs) = intel_env() else {
        println!("SKIP: the Intel runtime venv is absent (run scripts/intel-runtime.sh to set it up)");
        return;
    };
    let out = cache_util::finish(cache_util::spawn_child(TEST, "intel", &envs));
    assert!(out.contains("USM provider: intel"), "{out}");
}

/// `SYCLRT_USM=none` (a device without USM, as NVIDIA's OpenCL): no USM
/// capability, and every UR USM call fails with UNSUPPORTED_FEATURE and a
/// message, never a crash. A child process: the setting is read once.
#[test]
fn usm_none_fails_cleanly() {
    const TEST: &str = "usm_none_fails_cleanly";
    if cache_util::child_mode().as_deref() == Some("none") {
        usm_none_child();
        return;
    }
    let out = cache_util::finish(cache_util::spawn_child(TEST, "none", &[("SYCLRT_USM", "none".into())]));
    assert!(out.contains("USM none: checked"), "{out}");
}

fn usm_none_child() {
    let e = env();
    for q in [
        UR_DEVICE_INFO_USM_HOST_SUPPORT,
        UR_DEVICE_INFO_USM_DEVICE_SUPPORT,
        UR_DEVICE_INFO_USM_SINGLE_SHARED_SUPPORT,
        UR_DEVICE_INFO_USM_CROSS_SHARED_SUPPORT,
        UR_DEVICE_INFO_USM_SYSTEM_SHARED_SUPPORT,
    ] {
        assert_eq!(dev_u32(&e, q), 0, "query {q:#x}");
    }
    let unsupported = |r: ur_result_t, what: &str| {
        assert_eq!(r, UR_RESULT_ERROR_UNSUPPORTED_FEATURE, "{what}");
        let m = last_error();
        assert!(m.contains("no USM"), "{what}: message {m:?}");
    };
    // SAFETY: (whole block) live handles from env(); locals as buffers;
    // the fake pointer 16 is never dereferenced (every call fails first).
    unsafe {
        let q = queue(&e, 0);
        let mut p: *mut c_void = 8 as *mut c_void;
        unsupported(urUSMHostAlloc(e.ctx, null(), null_mut(), 64, &mut p), "host alloc");
        assert_eq!(p, 8 as *mut c_void, "a failed allocation writes nothing");
        unsupported(urUSMDeviceAlloc(e.ctx, e.dev, null(), null_mut(), 64, &mut p), "device alloc");
        unsupported(urUSMSharedAlloc(e.ctx, e.dev, null(), null_mut(), 64, &mut p), "shared alloc");
        let fake = 16 as *mut c_void;
        unsupported(urUSMFree(e.ctx, fake), "free");
        let mut t = 0u32;
        unsupported(
            urUSMGetMemAllocInfo(e.ctx, fake, UR_USM_ALLOC_INFO_TYPE, 4, (&mut t as *mut u32).cast(), null_mut()),
            "alloc info",
        );
        let mut buf = [0u8; 64];
        unsupported(urEnqueueUSMMemcpy(q, true, buf.as_mut_ptr().cast(), fake, 8, 0, null(), null_mut()), "memcpy");
        let v = 1u32;
        unsupported(urEnqueueUSMFill(q, fake, 4, (&v as *const u32).cast(), 8, 0, null(), null_mut()), "fill");
        unsupported(urEnqueueUSMPrefetch(q, fake, 8, 0, 0, null(), null_mut()), "prefetch");
        unsupported(urEnqueueUSMAdvise(q, fake, 8, 0, null_mut()), "advise");
        unsupported(
            urEnqueueUSMFill2D(q, fake, 8, 4, (&v as *const u32).cast(), 8, 2, 0, null(), null_mut()),
            "fill2d",
        );
        unsupported(
            urEnqueueUSMMemcpy2D(q, true, buf.as_mut_ptr().cast(), 16, fake, 16, 8, 2, 0, null(), null_mut()),
            "memcpy2d",
        );
        let (prog, k) = usm_kernel(&e);
        unsupported(urKernelSetArgPointer(k, 0, null(), fake), "kernel pointer argument");
        let yes: ur_bool_t = 1;
        unsupported(
            urKernelSetExecInfo(
                k,
                UR_KERNEL_EXEC_INFO_USM_INDIRECT_ACCESS,
                1,
                null(),
                (&yes as *const ur_bool_t).cast(),
            ),
            "indirect access",
        );
        assert_eq!(urKernelRelease(k), UR_RESULT_SUCCESS);
        assert_eq!(urProgramRelease(prog), UR_RESULT_SUCCESS);
        assert_eq!(urQueueRelease(q), UR_RESULT_SUCCESS);
        assert_eq!(urContextRelease(e.ctx), UR_RESULT_SUCCESS);
    }
    println!("USM none: checked");
}

/// The environment that makes a child see Intel's CPU OpenCL runtime, or
/// None when the cached venv (scripts/intel-runtime.sh) is absent.
fn intel_env() -> Option<Vec<(&'static str, String)>> {
    let cache = std::env::var_os("SYCLRT_CI_CACHE")
        .map(std::path::PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| std::path::PathBuf::from(h).join(".cache/syclrt-ci")));
    let venv = cache.map(|c| c.join("venv-2024.2.1")).filter(|v| v.join(".complete").exists())?;
    let lib = venv.join("lib");
    let ld = match std::env::var("LD_LIBRARY_PATH") {
        Ok(old) if !old.is_empty() => format!("{}:{old}", lib.display()),
        _ => lib.display().to_string(),
    };
    Some(vec![("LD_LIBRARY_PATH", ld), ("OCL_ICD_VENDORS", venv.join("etc/OpenCL/vendors").display().to_string())])
}

/// urDeviceGetGlobalTimestamps gives the device clock even where OpenCL's
/// clGetDeviceAndHostTimer does not (PoCL 3.1): it must be in the timebase
/// of the device's event profiling (a submit time read before a command is
/// not after that command's start).
#[test]
fn global_timestamps_in_the_event_timebase() {
    let e = env();
    // SAFETY: (whole block) live handles from env(); out-pointers to locals.
    unsafe {
        let q = queue(&e, UR_QUEUE_FLAG_PROFILING_ENABLE);
        let (mut d0, mut h0) = (0u64, 0u64);
        assert_eq!(urDeviceGetGlobalTimestamps(e.dev, &mut d0, &mut h0), UR_RESULT_SUCCESS, "{}", last_error());
        assert!(d0 > 0 && h0 > 0);
        let mut h_only = 0u64;
        assert_eq!(urDeviceGetGlobalTimestamps(e.dev, null_mut(), &mut h_only), UR_RESULT_SUCCESS);
        assert!(h_only > 0);
        let mut ev = null_mut();
        assert_eq!(urEnqueueEventsWait(q, 0, null(), &mut ev), UR_RESULT_SUCCESS);
        assert_eq!(urEventWait(1, &ev), UR_RESULT_SUCCESS);
        let mut start = 0u64;
        assert_eq!(
            urEventGetProfilingInfo(
                ev,
                UR_PROFILING_INFO_COMMAND_START,
                8,
                (&mut start as *mut u64).cast(),
                null_mut()
            ),
            UR_RESULT_SUCCESS
        );
        assert!(d0 <= start, "device time read before the command ({d0}) is after its start ({start})");
        assert!(start - d0 < 10_000_000_000, "device time {d0} and event start {start} are not in one timebase");
        let mut d1 = 0u64;
        assert_eq!(urDeviceGetGlobalTimestamps(e.dev, &mut d1, null_mut()), UR_RESULT_SUCCESS);
        assert!(d1 >= d0);
        assert_eq!(urDeviceGetGlobalTimestamps(null_mut(), &mut d1, null_mut()), UR_RESULT_ERROR_INVALID_NULL_HANDLE);
        assert_eq!(urEventRelease(ev), UR_RESULT_SUCCESS);
        assert_eq!(urQueueRelease(q), UR_RESULT_SUCCESS);
        assert_eq!(urContextRelease(e.ctx), UR_RESULT_SUCCESS);
    }
}

const GLOBAL_SRC: &[u8] = b"global int counter = 5;\n\
kernel void bump(global int* out) { counter += 1; out[0] = counter; }\n";

/// The program with a program-scope global, or `None` (with the build log
/// said) where the device's compiler builds none: OpenCL C 2.0's or 3.0's
/// with `__opencl_c_program_scope_global_variables` (PoCL 5.0 on the GPU
/// machine takes neither spelling of the option for this program).
fn global_program(e: &Env) -> Option<ur_program_handle_t> {
    let mut native: ur_native_handle_t = 0;
    // SAFETY: (whole block) live handles from env(); out-pointers to locals.
    unsafe {
        assert_eq!(urContextGetNativeHandle(e.ctx, &mut native), UR_RESULT_SUCCESS);
        let c = syclrt::cl::Context::from_borrowed(native as _).expect("cl context");
        let cp = syclrt::cl::Program::with_source(&c, GLOBAL_SRC).expect("clCreateProgramWithSource");
        let props = ur_program_native_properties_t {
            stype: UR_STRUCTURE_TYPE_PROGRAM_NATIVE_PROPERTIES,
            pNext: null_mut(),
            isNativeHandleOwned: true,
        };
        let mut p = null_mut();
        assert_eq!(
            urProgramCreateWithNativeHandle(cp.into_raw() as ur_native_handle_t, e.ctx, &props, &mut p),
            UR_RESULT_SUCCESS
        );
        for std in [c"-cl-std=CL2.0", c"-cl-std=CL3.0"] {
            if urProgramBuild(e.ctx, p, std.as_ptr()) == UR_RESULT_SUCCESS {
                return Some(p);
            }
        }
        println!("SKIP: device globals: the device builds no program-scope global: {}", last_error());
        assert_eq!(urProgramRelease(p), UR_RESULT_SUCCESS);
        None
    }
}

/// Device globals: Intel's clEnqueueRead/WriteGlobalVariableINTEL where the
/// platform has them (checked on Intel's CPU runtime in a child), a clean
/// UNSUPPORTED_FEATURE naming the missing extension elsewhere (PoCL).
fn device_globals(intel: bool) {
    let e = env();
    let Some(p) = global_program(&e) else { return };
    // SAFETY: (whole block) live handles; locals as host memory of the sizes passed.
    unsafe {
        let q = queue(&e, 0);
        let mut v = 0i32;
        let dst = (&mut v as *mut i32).cast::<c_void>();
        let name = c"counter".as_ptr();
        assert_eq!(
            urEnqueueDeviceGlobalVariableRead(q, p, null(), true, 4, 0, dst, 0, null(), null_mut()),
            UR_RESULT_ERROR_INVALID_NULL_POINTER
        );
        assert_eq!(
            urEnqueueDeviceGlobalVariableRead(q, p, name, true, 4, 0, null_mut(), 0, null(), null_mut()),
            UR_RESULT_ERROR_INVALID_NULL_POINTER
        );
        assert_eq!(
            urEnqueueDeviceGlobalVariableRead(q, null_mut(), name, true, 4, 0, dst, 0, null(), null_mut()),
            UR_RESULT_ERROR_INVALID_NULL_HANDLE
        );
        let r = urEnqueueDeviceGlobalVariableRead(q, p, name, true, 4, 0, dst, 0, null(), null_mut());
        if !intel {
            assert_eq!(r, UR_RESULT_ERROR_UNSUPPORTED_FEATURE);
            assert!(last_error().contains("clEnqueueReadGlobalVariableINTEL"), "{}", last_error());
            let w = urEnqueueDeviceGlobalVariableWrite(q, p, name, true, 4, 0, dst, 0, null(), null_mut());
            assert_eq!(w, UR_RESULT_ERROR_UNSUPPORTED_FEATURE);
            println!("device globals: unsupported here");
        } else {
            assert_eq!(r, UR_RESULT_SUCCESS, "{}", last_error());
            assert_eq!(v, 5, "the initial value");
            let forty = 40i32;
            let mut ev = null_mut();
            assert_eq!(
                urEnqueueDeviceGlobalVariableWrite(
                    q,
                    p,
                    name,
                    false,
                    4,
                    0,
                    (&forty as *const i32).cast(),
                    0,
                    null(),
                    &mut ev
                ),
                UR_RESULT_SUCCESS,
                "{}",
                last_error()
            );
            assert_eq!(urEventWait(1, &ev), UR_RESULT_SUCCESS);
            assert_eq!(urEventRelease(ev), UR_RESULT_SUCCESS);
            assert_eq!(
                urEnqueueDeviceGlobalVariableRead(q, p, name, true, 4, 0, dst, 0, null(), null_mut()),
                UR_RESULT_SUCCESS
            );
            assert_eq!(v, 40);
            let r =
                urEnqueueDeviceGlobalVariableRead(q, p, c"no_such".as_ptr(), true, 4, 0, dst, 0, null(), null_mut());
            assert_ne!(r, UR_RESULT_SUCCESS, "an unknown global");
            println!("device globals: read/write checked");
        }
        assert_eq!(urProgramRelease(p), UR_RESULT_SUCCESS);
        assert_eq!(urQueueRelease(q), UR_RESULT_SUCCESS);
        assert_eq!(urContextRelease(e.ctx), UR_RESULT_SUCCESS);
    }
}

#[test]
fn device_globals_on_the_default_device() {
    let e = env();
    let mut d: ur_native_handle_t = 0;
    // SAFETY: a live device; an out-pointer to a local.
    assert_eq!(unsafe { urDeviceGetNativeHandle(e.dev, &mut d) }, UR_RESULT_SUCCESS);
    let platform = syclrt::core::handles::platform_of(syclrt::cl::DeviceId(d as _));
    let has = platform.and_then(syclrt::cl::ext::read_global_variable_fn).is_some();
    // SAFETY: the context from env().
    assert_eq!(unsafe { urContextRelease(e.ctx) }, UR_RESULT_SUCCESS);
    // PoCL: no cl_intel_global_variable_access.
    device_globals(has);
}

#[test]
fn device_globals_on_intel_runtime() {
    const TEST: &str = "device_globals_on_intel_runtime";
    if cache_util::child_mode().as_deref() == Some("intel") {
        device_globals(true);
        return;
    }
    let Some(envs) = intel_env() else {
        println!("SKIP: the Intel runtime venv is absent (run scripts/intel-runtime.sh to set it up)");
        return;
    };
    let out = cache_util::finish(cache_util::spawn_child(TEST, "intel", &envs));
    assert!(out.contains("device globals: read/write checked"), "{out}");
}

/// urEnqueueUSMFill2D with the shapes of Unified Runtime's conformance
/// suite (issue 40): a pattern up to `width * height` bytes that runs on
/// over the rows, widths that are not a multiple of it, pitches wider than
/// the rows. `UR_CONTEXT_INFO_USM_FILL2D_SUPPORT` answers true, so every
/// shape ur_api.h allows must fill; the bytes between rows stay untouched.
fn fill_2d_shapes(expect_provider: Option<&str>) {
    let e = env();
    let q = queue(&e, 0);
    // SAFETY: (whole block) live handles; allocations of pitch * height
    // bytes; host buffers of the sizes given.
    unsafe {
        let mut fill2d: ur_bool_t = 0;
        assert_eq!(
            urContextGetInfo(
                e.ctx,
                UR_CONTEXT_INFO_USM_FILL2D_SUPPORT,
                1,
                (&mut fill2d as *mut ur_bool_t).cast(),
                null_mut()
            ),
            UR_RESULT_SUCCESS
        );
        assert_eq!(fill2d, 1, "the context says 2D fills work");
        // (pitch, width, height, pattern size), as the suite has them.
        let shapes: [(usize, usize, usize, usize); 12] = [
            (1, 1, 1, 1),
            (1024, 256, 1, 256),
            (1024, 256, 1, 4),
            (1024, 57, 1, 1),
            (1024, 1024, 1, 256),
            (1024, 1024, 1, 1024),
            (1024, 256, 256, 1),
            (1024, 256, 256, 256),
            (1024, 256, 256, 256 * 256),
            (234, 233, 1, 1),
            (234, 233, 35, 1),
            (1024, 256, 35, 128),
        ];
        for (pitch, width, height, psize) in shapes {
            let size = pitch * height;
            let mut d: *mut c_void = null_mut();
            assert_eq!(urUSMDeviceAlloc(e.ctx, e.dev, null(), null_mut(), size, &mut d), UR_RESULT_SUCCESS);
            // The gaps between rows keep 0xee.
            let pre = vec![0xeeu8; size];
            assert_eq!(
                urEnqueueUSMMemcpy(q, true, d, pre.as_ptr().cast(), size, 0, null(), null_mut()),
                UR_RESULT_SUCCESS
            );
            let pattern: Vec<u8> = (0..psize).map(|i| (i * 7 + 3) as u8).collect();
            let mut ev = null_mut();
            let r = urEnqueueUSMFill2D(q, d, pitch, psize, pattern.as_ptr().cast(), width, height, 0, null(), &mut ev);
            assert_eq!(
                r,
                UR_RESULT_SUCCESS,
                "pitch {pitch} width {width} height {height} pattern {psize}: {}",
                last_error()
            );
            assert_eq!(urEventWait(1, &ev), UR_RESULT_SUCCESS);
            assert_eq!(urEventRelease(ev), UR_RESULT_SUCCESS);
            let mut out = vec![0u8; size];
            assert_eq!(
                urEnqueueUSMMemcpy(q, true, out.as_mut_ptr().cast(), d, size, 0, null(), null_mut()),
                UR_RESULT_SUCCESS
            );
            for h in 0..height {
                for w in 0..pitch {
                    let want = if w < width { pattern[(h * width + w) % psize] } else { 0xee };
                    assert_eq!(
                        out[h * pitch + w],
                        want,
                        "pitch {pitch} width {width} height {height} pattern {psize}: byte ({h}, {w})"
                    );
                }
            }
            assert_eq!(urUSMFree(e.ctx, d), UR_RESULT_SUCCESS);
        }
        // What ur_api.h refuses stays refused: width * height not a multiple
        // of the pattern, a pattern larger than width * height.
        let mut d: *mut c_void = null_mut();
        assert_eq!(urUSMDeviceAlloc(e.ctx, e.dev, null(), null_mut(), 256, &mut d), UR_RESULT_SUCCESS);
        let pat = [1u8, 2, 3, 4];
        assert_eq!(
            urEnqueueUSMFill2D(q, d, 16, 4, pat.as_ptr().cast(), 15, 15, 0, null(), null_mut()),
            UR_RESULT_ERROR_INVALID_SIZE
        );
        let big = [0u8; 32];
        assert_eq!(
            urEnqueueUSMFill2D(q, d, 16, 32, big.as_ptr().cast(), 16, 1, 0, null(), null_mut()),
            UR_RESULT_ERROR_INVALID_SIZE
        );
        assert_eq!(urUSMFree(e.ctx, d), UR_RESULT_SUCCESS);
        assert_eq!(urQueueRelease(q), UR_RESULT_SUCCESS);
    }
    if let Some(p) = expect_provider {
        println!("fill 2D shapes: checked with USM provider {p}");
    }
}

#[test]
fn fill_2d_takes_every_shape_ur_allows() {
    fill_2d_shapes(None);
}

/// The same on Intel's CPU runtime (its own USM extension), in a child.
#[test]
fn fill_2d_on_intel_runtime() {
    const TEST: &str = "fill_2d_on_intel_runtime";
    if cache_util::child_mode().as_deref() == Some("intel") {
        fill_2d_shapes(Some("intel"));
        return;
    }
    let Some(envs) = intel_env() else {
        println!("SKIP: the Intel runtime venv is absent (run scripts/intel-runtime.sh to set it up)");
        return;
    };
    let out = cache_util::finish(cache_util::spawn_child(TEST, "intel", &envs));
    assert!(out.contains("fill 2D shapes: checked with USM provider intel"), "{out}");
}
