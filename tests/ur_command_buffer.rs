//! UR command buffers (SYCL graphs) on both paths: native over
//! `cl_khr_command_buffer` (PoCL 3.1, Intel's CPU runtime 2026.2) and
//! recorded and replayed by syclrt (forced with SYCLRT_UR_COMMAND_BUFFER=record,
//! and Intel's 2024.2.1 runtime, which lacks the extension). Each path runs
//! the same scenarios: kernel launches with sync-point dependencies,
//! USM memcpy and fill, buffer copy/read/write/fill, replay several times,
//! update, and the error paths.
#![allow(non_snake_case, reason = "UR names")]

mod cache_util;

use std::ffi::c_void;
use std::ptr::{null, null_mut};
use syclrt::core::command_buffer::Path;
use syclrt::ffi::ur::command_buffer::{path_of, path_of_device};
use syclrt::ffi::ur::gen::api::entries::*;
use syclrt::ffi::ur::gen::types::*;

const N: usize = 64;

const SRC: &[u8] = b"__kernel void add(__global int* a, __global const int* b, int n) {\n\
    size_t i = get_global_id(0); a[i] = a[i] + b[i] + n; }\n\
__kernel void sub(__global int* a, __global const int* b, int n) {\n\
    size_t i = get_global_id(0); a[i] = a[i] - b[i] - n; }\n\
__kernel void scale(__global int* a, int f) { size_t i = get_global_id(0); a[i] *= f; }\n\
__kernel void inc(__global int* a) { a[get_global_id(0)] += 1; }\n";

struct Env {
    dev: ur_device_handle_t,
    ctx: ur_context_handle_t,
    q: ur_queue_handle_t,
    prog: ur_program_handle_t,
}

fn ok(r: ur_result_t, what: &str) {
    assert_eq!(r, UR_RESULT_SUCCESS, "{what}: {}", last_error());
}

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

fn env() -> Env {
    env_with(0)
}

fn env_with(flags: ur_queue_flags_t) -> Env {
    // SAFETY: (whole fn) out-pointers to locals; live handles.
    unsafe {
        let mut a = null_mut();
        ok(urAdapterGet(1, &mut a, null_mut()), "urAdapterGet");
        let mut p = null_mut();
        let mut n = 0;
        ok(urPlatformGet(a, 1, &mut p, &mut n), "urPlatformGet");
        assert!(n > 0, "no OpenCL platform");
        let mut dev = null_mut();
        ok(urDeviceGet(p, UR_DEVICE_TYPE_ALL, 1, &mut dev, &mut n), "urDeviceGet");
        let mut ctx = null_mut();
        ok(urContextCreate(1, &dev, null(), &mut ctx), "urContextCreate");
        let q = queue(ctx, dev, flags);
        let mut native: ur_native_handle_t = 0;
        ok(urContextGetNativeHandle(ctx, &mut native), "native context");
        let c = syclrt::cl::Context::from_borrowed(native as _).expect("cl context");
        let cp = syclrt::cl::Program::with_source(&c, SRC).expect("clCreateProgramWithSource");
        let props = ur_program_native_properties_t {
            stype: UR_STRUCTURE_TYPE_PROGRAM_NATIVE_PROPERTIES,
            pNext: null_mut(),
            isNativeHandleOwned: true,
        };
        let mut prog = null_mut();
        ok(urProgramCreateWithNativeHandle(cp.into_raw() as ur_native_handle_t, ctx, &props, &mut prog), "program");
        ok(urProgramBuild(ctx, prog, null()), "urProgramBuild");
        Env { dev, ctx, q, prog }
    }
}

fn queue(ctx: ur_context_handle_t, dev: ur_device_handle_t, flags: ur_queue_flags_t) -> ur_queue_handle_t {
    let props = ur_queue_properties_t { stype: UR_STRUCTURE_TYPE_QUEUE_PROPERTIES, pNext: null_mut(), flags };
    let mut q = null_mut();
    // SAFETY: live handles, a valid properties struct, an out-pointer.
    ok(unsafe { urQueueCreate(ctx, dev, &props, &mut q) }, "urQueueCreate");
    q
}

fn kernel(e: &Env, name: &std::ffi::CStr) -> ur_kernel_handle_t {
    let mut k = null_mut();
    // SAFETY: a built program, a NUL-terminated name, an out-pointer.
    ok(unsafe { urKernelCreate(e.prog, name.as_ptr(), &mut k) }, "urKernelCreate");
    k
}

fn buffer(e: &Env, init: &[i32]) -> ur_mem_handle_t {
    let mut b = null_mut();
    // SAFETY: a live context, an out-pointer; then a blocking write of `init`.
    unsafe {
        ok(urMemBufferCreate(e.ctx, UR_MEM_FLAG_READ_WRITE, N * 4, null(), &mut b), "urMemBufferCreate");
        ok(urEnqueueMemBufferWrite(e.q, b, true, 0, N * 4, init.as_ptr().cast(), 0, null(), null_mut()), "write");
        // A blocking write only means the host data was taken: on an
        // out-of-order queue (Intel's CPU runtime) it may land after later
        // commands that do not wait for it. Finish it.
        ok(urQueueFinish(e.q), "urQueueFinish");
    }
    b
}

fn read(e: &Env, b: ur_mem_handle_t) -> Vec<i32> {
    let mut v = vec![0i32; N];
    // SAFETY: a blocking read into a local vector of N ints.
    ok(unsafe { urEnqueueMemBufferRead(e.q, b, true, 0, N * 4, v.as_mut_ptr().cast(), 0, null(), null_mut()) }, "read");
    v
}

fn set_mem(k: ur_kernel_handle_t, i: u32, m: ur_mem_handle_t) {
    // SAFETY: a live kernel and buffer.
    ok(unsafe { urKernelSetArgMemObj(k, i, null(), m) }, "urKernelSetArgMemObj");
}

fn set_int(k: ur_kernel_handle_t, i: u32, v: i32) {
    // SAFETY: a live kernel; 4 readable bytes.
    ok(unsafe { urKernelSetArgValue(k, i, 4, null(), (&v as *const i32).cast()) }, "urKernelSetArgValue");
}

fn create(e: &Env, updatable: bool, in_order: bool) -> ur_exp_command_buffer_handle_t {
    let d = ur_exp_command_buffer_desc_t {
        stype: UR_STRUCTURE_TYPE_EXP_COMMAND_BUFFER_DESC,
        pNext: null(),
        isUpdatable: updatable as ur_bool_t,
        isInOrder: in_order as ur_bool_t,
        enableProfiling: 0,
    };
    let mut cb = null_mut();
    // SAFETY: live handles, a valid descriptor, an out-pointer.
    ok(unsafe { urCommandBufferCreateExp(e.ctx, e.dev, &d, &mut cb) }, "urCommandBufferCreateExp");
    cb
}

/// Appends a 1-D launch of `k` over N items after `deps`.
fn launch(cb: ur_exp_command_buffer_handle_t, k: ur_kernel_handle_t, deps: &[u32]) -> u32 {
    let g = [N];
    let mut sp = u32::MAX;
    // SAFETY: live handles; one global size; the sync-point list as given.
    ok(
        unsafe {
            urCommandBufferAppendKernelLaunchExp(
                cb,
                k,
                1,
                null(),
                g.as_ptr(),
                null(),
                0,
                null_mut(),
                deps.len() as u32,
                if deps.is_empty() { null() } else { deps.as_ptr() },
                0,
                null(),
                &mut sp,
                null_mut(),
                null_mut(),
            )
        },
        "urCommandBufferAppendKernelLaunchExp",
    );
    sp
}

fn fill(cb: ur_exp_command_buffer_handle_t, b: ur_mem_handle_t, v: i32, deps: &[u32]) -> u32 {
    let mut sp = u32::MAX;
    // SAFETY: live handles; a 4-byte pattern; the sync-point list as given.
    ok(
        unsafe {
            urCommandBufferAppendMemBufferFillExp(
                cb,
                b,
                (&v as *const i32).cast(),
                4,
                0,
                N * 4,
                deps.len() as u32,
                if deps.is_empty() { null() } else { deps.as_ptr() },
                0,
                null(),
                &mut sp,
                null_mut(),
                null_mut(),
            )
        },
        "urCommandBufferAppendMemBufferFillExp",
    );
    sp
}

fn run(e: &Env, cb: ur_exp_command_buffer_handle_t) {
    let mut ev = null_mut();
    // SAFETY: live handles; the event is waited for and released.
    unsafe {
        ok(urEnqueueCommandBufferExp(e.q, cb, 0, null(), &mut ev), "urEnqueueCommandBufferExp");
        assert!(!ev.is_null());
        ok(urEventWait(1, &ev), "urEventWait");
        ok(urEventRelease(ev), "urEventRelease");
    }
}

fn path_name(p: Path) -> &'static str {
    match p {
        Path::Native => "native",
        Path::Recorded => "recorded",
    }
}

fn dev_info<T: Copy + Default>(e: &Env, q: ur_device_info_t) -> T {
    let mut v = T::default();
    // SAFETY: a live device; an answer of size_of::<T>() bytes into a local.
    ok(
        unsafe { urDeviceGetInfo(e.dev, q, std::mem::size_of::<T>(), (&mut v as *mut T).cast(), null_mut()) },
        "urDeviceGetInfo",
    );
    v
}

/// The scenarios; `expect` is the path a kernel-only graph must take.
fn scenarios(expect: Path) {
    let e = env();
    println!("expected path: {}", path_name(expect));
    // Capabilities.
    let support: ur_bool_t = dev_info(&e, UR_DEVICE_INFO_COMMAND_BUFFER_SUPPORT_EXP);
    assert_eq!(support, 1);
    let caps: u32 = dev_info(&e, UR_DEVICE_INFO_COMMAND_BUFFER_UPDATE_CAPABILITIES_EXP);
    let needed = UR_DEVICE_COMMAND_BUFFER_UPDATE_CAPABILITY_FLAG_KERNEL_ARGUMENTS
        | UR_DEVICE_COMMAND_BUFFER_UPDATE_CAPABILITY_FLAG_LOCAL_WORK_SIZE
        | UR_DEVICE_COMMAND_BUFFER_UPDATE_CAPABILITY_FLAG_GLOBAL_WORK_SIZE
        | UR_DEVICE_COMMAND_BUFFER_UPDATE_CAPABILITY_FLAG_GLOBAL_WORK_OFFSET
        | UR_DEVICE_COMMAND_BUFFER_UPDATE_CAPABILITY_FLAG_KERNEL_HANDLE;
    assert_eq!(caps & needed, needed, "update capabilities {caps:#x}");
    assert_eq!(caps & UR_DEVICE_COMMAND_BUFFER_UPDATE_CAPABILITY_FLAG_EVENTS, 0);
    let events: ur_bool_t = dev_info(&e, UR_DEVICE_INFO_COMMAND_BUFFER_EVENT_SUPPORT_EXP);
    assert_eq!(events, 0);
    // Implemented entries answered as such (issue 25, item 8): urProgramBuildExp
    // and friends take device lists; urEnqueueUSMFill2D fills row by row.
    let multi: ur_bool_t = dev_info(&e, UR_DEVICE_INFO_MULTI_DEVICE_COMPILE_SUPPORT_EXP);
    assert_eq!(multi, 1);
    let mut fill2d: ur_bool_t = 0;
    // SAFETY: a live context; a one-byte answer into a local.
    ok(
        unsafe {
            urContextGetInfo(
                e.ctx,
                UR_CONTEXT_INFO_USM_FILL2D_SUPPORT,
                1,
                (&mut fill2d as *mut ur_bool_t).cast(),
                null_mut(),
            )
        },
        "urContextGetInfo",
    );
    assert_eq!(fill2d, 1);
    // SAFETY: a live device.
    assert_eq!(unsafe { path_of_device(e.dev, false) }.unwrap(), expect);

    kernel_graph(&e, expect);
    read_write_graph(&e);
    in_order_graph(&e);
    odd_fill(&e);
    usm_graph(&e);
    update(&e);
    errors(&e);
    // The same graphs replayed on an out-of-order queue (sync points become
    // OpenCL events between the replayed commands).
    let ooo = env_with(UR_QUEUE_FLAG_OUT_OF_ORDER_EXEC_MODE_ENABLE);
    kernel_graph(&ooo, expect);
    read_write_graph(&ooo);
    usm_graph(&ooo);
    println!("out-of-order queue: checked");
    println!("command buffers: all scenarios passed on the {} path", path_name(expect));
}

/// fill A=1 | fill B=2 -> add(A,B,3) -> scale(A,2) -> copy A->C, and an
/// independent inc(D): replayed 3 times.
fn kernel_graph(e: &Env, expect: Path) {
    let zeros = vec![0i32; N];
    let (a, b, c, d) = (buffer(e, &zeros), buffer(e, &zeros), buffer(e, &zeros), buffer(e, &zeros));
    let (add, scale, inc) = (kernel(e, c"add"), kernel(e, c"scale"), kernel(e, c"inc"));
    set_mem(add, 0, a);
    set_mem(add, 1, b);
    set_int(add, 2, 3);
    set_mem(scale, 0, a);
    set_int(scale, 1, 2);
    set_mem(inc, 0, d);
    let cb = create(e, false, false);
    let s0 = fill(cb, a, 1, &[]);
    let s1 = fill(cb, b, 2, &[]);
    let s2 = launch(cb, add, &[s0, s1]);
    // The kernel's arguments were captured: changing them now must not
    // change the recorded command.
    set_int(add, 2, 1000);
    let s3 = launch(cb, scale, &[s2]);
    let mut s4 = u32::MAX;
    // SAFETY: live handles; the sync-point list.
    ok(
        unsafe {
            urCommandBufferAppendMemBufferCopyExp(
                cb,
                a,
                c,
                0,
                0,
                N * 4,
                1,
                &s3,
                0,
                null(),
                &mut s4,
                null_mut(),
                null_mut(),
            )
        },
        "copy",
    );
    assert_eq!((s0, s1, s2, s3, s4), (0, 1, 2, 3, 4));
    launch(cb, inc, &[]);
    // SAFETY: a live command buffer.
    ok(unsafe { urCommandBufferFinalizeExp(cb) }, "finalize");
    let (path, why) = path_of(cb).unwrap();
    println!("kernel graph path: {} ({why:?})", path_name(path));
    assert_eq!(path, expect, "{why:?}");
    let mut native: ur_native_handle_t = 0;
    // SAFETY: live handle, out-pointer.
    let r = unsafe { urCommandBufferGetNativeHandleExp(cb, &mut native) };
    match path {
        Path::Native => assert!(r == UR_RESULT_SUCCESS && native != 0),
        Path::Recorded => assert_eq!(r, UR_RESULT_ERROR_UNSUPPORTED_FEATURE),
    }
    for round in 1..=3 {
        run(e, cb);
        assert!(read(e, c).iter().all(|&x| x == 12), "round {round}: {:?}", &read(e, c)[..4]);
        assert!(read(e, d).iter().all(|&x| x == round), "round {round}: inc ran {:?} times", read(e, d)[0]);
    }
    // SAFETY: (release) live handles.
    unsafe {
        ok(urCommandBufferReleaseExp(cb), "release");
        for k in [add, scale, inc] {
            ok(urKernelRelease(k), "kernel release");
        }
        for m in [a, b, c, d] {
            ok(urMemRelease(m), "mem release");
        }
    }
    println!("kernel graph: 3 replays checked");
}

/// write host -> A, inc(A), read A -> host: recorded on every device (the
/// extension has no read/write), replayed with new host data each time.
fn read_write_graph(e: &Env) {
    let a = buffer(e, &[0; N]);
    let inc = kernel(e, c"inc");
    set_mem(inc, 0, a);
    let mut src = vec![0i32; N];
    let mut dst = vec![0i32; N];
    let cb = create(e, false, false);
    let mut s0 = 0;
    let mut s2 = 0;
    // SAFETY: live handles; `src`/`dst` outlive every replay below.
    unsafe {
        ok(
            urCommandBufferAppendMemBufferWriteExp(
                cb,
                a,
                0,
                N * 4,
                src.as_ptr().cast(),
                0,
                null(),
                0,
                null(),
                &mut s0,
                null_mut(),
                null_mut(),
            ),
            "write",
        );
        let s1 = launch(cb, inc, &[s0]);
        ok(
            urCommandBufferAppendMemBufferReadExp(
                cb,
                a,
                0,
                N * 4,
                dst.as_mut_ptr().cast(),
                1,
                &s1,
                0,
                null(),
                &mut s2,
                null_mut(),
                null_mut(),
            ),
            "read",
        );
        ok(urCommandBufferFinalizeExp(cb), "finalize");
    }
    let (path, why) = path_of(cb).unwrap();
    assert_eq!(path, Path::Recorded);
    println!("read/write graph: recorded ({why:?})");
    for round in 0..3 {
        for (i, v) in src.iter_mut().enumerate() {
            *v = (i as i32) * 10 + round;
        }
        run(e, cb);
        for (i, &v) in dst.iter().enumerate() {
            assert_eq!(v, (i as i32) * 10 + round + 1, "round {round} element {i}");
        }
    }
    // SAFETY: live handles.
    unsafe {
        ok(urCommandBufferReleaseExp(cb), "release");
        ok(urKernelRelease(inc), "kernel release");
        ok(urMemRelease(a), "mem release");
    }
    println!("read/write graph: 3 replays checked");
}

/// An in-order command buffer: no sync points, order implied.
fn in_order_graph(e: &Env) {
    let a = buffer(e, &[0; N]);
    let (inc, scale) = (kernel(e, c"inc"), kernel(e, c"scale"));
    set_mem(inc, 0, a);
    set_mem(scale, 0, a);
    set_int(scale, 1, 3);
    let cb = create(e, false, true);
    fill(cb, a, 1, &[]);
    launch(cb, inc, &[]);
    launch(cb, scale, &[]);
    // SAFETY: live handles.
    ok(unsafe { urCommandBufferFinalizeExp(cb) }, "finalize");
    for _ in 0..2 {
        run(e, cb);
        assert!(read(e, a).iter().all(|&x| x == 6), "{:?}", &read(e, a)[..4]);
    }
    // SAFETY: live handles.
    unsafe {
        ok(urCommandBufferReleaseExp(cb), "release");
        ok(urKernelRelease(inc), "kernel release");
        ok(urKernelRelease(scale), "kernel release");
        ok(urMemRelease(a), "mem release");
    }
    println!("in-order graph: checked");
}

/// A buffer fill with a 12-byte pattern (OpenCL's fill takes powers of
/// two up to 128 bytes): written from the expanded bytes.
fn odd_fill(e: &Env) {
    let a = buffer(e, &[-1; N]);
    let cb = create(e, false, false);
    let pattern = [1i32, 2, 3];
    let size = (N / 3) * 12;
    // SAFETY: live handles; a 12-byte pattern.
    unsafe {
        ok(
            urCommandBufferAppendMemBufferFillExp(
                cb,
                a,
                pattern.as_ptr().cast(),
                12,
                0,
                size,
                0,
                null(),
                0,
                null(),
                null_mut(),
                null_mut(),
                null_mut(),
            ),
            "12-byte fill",
        );
        ok(urCommandBufferFinalizeExp(cb), "finalize");
    }
    run(e, cb);
    let v = read(e, a);
    for (i, &x) in v.iter().enumerate() {
        let want = if i < size / 4 { pattern[i % 3] } else { -1 };
        assert_eq!(x, want, "element {i}");
    }
    // SAFETY: live handles.
    unsafe {
        ok(urCommandBufferReleaseExp(cb), "release");
        ok(urMemRelease(a), "mem release");
    }
    println!("12-byte fill: checked");
}

fn arg_ptr(index: u32, p: *const c_void) -> ur_exp_kernel_arg_properties_t {
    ur_exp_kernel_arg_properties_t {
        stype: UR_STRUCTURE_TYPE_EXP_KERNEL_ARG_PROPERTIES,
        pNext: null_mut(),
        r#type: UR_EXP_KERNEL_ARG_TYPE_POINTER,
        index,
        size: std::mem::size_of::<*const c_void>(),
        value: ur_exp_kernel_arg_value_t { pointer: p },
    }
}

/// USM fill 7 into P -> memcpy P->Q -> inc(Q) (a launch with arguments),
/// replayed twice; the shared allocation is read on the host.
fn usm_graph(e: &Env) {
    let mut p: *mut c_void = null_mut();
    let mut q: *mut c_void = null_mut();
    // SAFETY: (whole block) live handles; allocations of N ints freed at the end;
    // the shared allocation is read on the host only after the replay completed.
    unsafe {
        let r = urUSMSharedAlloc(e.ctx, e.dev, null(), null_mut(), N * 4, &mut p);
        if r == UR_RESULT_ERROR_UNSUPPORTED_FEATURE {
            println!("SKIP: usm graph: the device has no shared USM ({})", last_error());
            return;
        }
        ok(r, "urUSMSharedAlloc");
        ok(urUSMSharedAlloc(e.ctx, e.dev, null(), null_mut(), N * 4, &mut q), "urUSMSharedAlloc");
        let inc = kernel(e, c"inc");
        let cb = create(e, false, false);
        let seven = 7i32;
        let mut s0 = 0;
        let mut s1 = 0;
        ok(
            urCommandBufferAppendUSMFillExp(
                cb,
                p,
                (&seven as *const i32).cast(),
                4,
                N * 4,
                0,
                null(),
                0,
                null(),
                &mut s0,
                null_mut(),
                null_mut(),
            ),
            "usm fill",
        );
        ok(
            urCommandBufferAppendUSMMemcpyExp(cb, q, p, N * 4, 1, &s0, 0, null(), &mut s1, null_mut(), null_mut()),
            "usm memcpy",
        );
        let args = [arg_ptr(0, q)];
        let g = [N];
        let mut s2 = 0;
        ok(
            urCommandBufferAppendKernelLaunchWithArgsExp(
                cb,
                inc,
                1,
                null(),
                g.as_ptr(),
                null(),
                1,
                args.as_ptr(),
                0,
                null_mut(),
                1,
                &s1,
                0,
                null(),
                &mut s2,
                null_mut(),
                null_mut(),
            ),
            "launch with args",
        );
        ok(urCommandBufferFinalizeExp(cb), "finalize");
        let (path, why) = path_of(cb).unwrap();
        println!("usm graph path: {} ({why:?})", path_name(path));
        for round in 0..2 {
            run(e, cb);
            let v = std::slice::from_raw_parts(q as *const i32, N);
            assert!(v.iter().all(|&x| x == 8), "round {round}: {:?}", &v[..4]);
        }
        ok(urCommandBufferReleaseExp(cb), "release");
        ok(urKernelRelease(inc), "kernel release");
        ok(urUSMFree(e.ctx, p), "free");
        ok(urUSMFree(e.ctx, q), "free");
    }
    println!("usm graph: 2 replays checked");
}

fn update_desc(cmd: ur_exp_command_buffer_command_handle_t) -> ur_exp_command_buffer_update_kernel_launch_desc_t {
    ur_exp_command_buffer_update_kernel_launch_desc_t {
        stype: UR_STRUCTURE_TYPE_EXP_COMMAND_BUFFER_UPDATE_KERNEL_LAUNCH_DESC,
        pNext: null(),
        hCommand: cmd,
        hNewKernel: null_mut(),
        numNewMemObjArgs: 0,
        numNewPointerArgs: 0,
        numNewValueArgs: 0,
        newWorkDim: 1,
        pNewMemObjArgList: null(),
        pNewPointerArgList: null(),
        pNewValueArgList: null(),
        pNewGlobalWorkOffset: null_mut(),
        pNewGlobalWorkSize: null_mut(),
        pNewLocalWorkSize: null_mut(),
    }
}

/// An updatable command buffer: add(A,B,n) with a command handle; update
/// the value argument, a buffer argument and the global size; then (on a
/// second buffer with an alternative) the kernel handle.
fn update(e: &Env) {
    let (a, b, b2) = (buffer(e, &[0; N]), buffer(e, &[1; N]), buffer(e, &[10; N]));
    let add = kernel(e, c"add");
    let sub = kernel(e, c"sub");
    set_mem(add, 0, a);
    set_mem(add, 1, b);
    set_int(add, 2, 5);
    let cb = create(e, true, false);
    let g = [N];
    let mut cmd = null_mut();
    // SAFETY: (whole block) live handles and descriptors on the stack.
    unsafe {
        ok(
            urCommandBufferAppendKernelLaunchExp(
                cb,
                add,
                1,
                null(),
                g.as_ptr(),
                null(),
                0,
                null_mut(),
                0,
                null(),
                0,
                null(),
                null_mut(),
                null_mut(),
                &mut cmd,
            ),
            "append with command",
        );
        assert!(!cmd.is_null());
        // Update before finalize: invalid.
        let d = update_desc(cmd);
        assert_eq!(urCommandBufferUpdateKernelLaunchExp(cb, 1, &d), UR_RESULT_ERROR_INVALID_OPERATION);
        ok(urCommandBufferFinalizeExp(cb), "finalize");
        let (path, why) = path_of(cb).unwrap();
        println!("updatable graph path: {} ({why:?})", path_name(path));
        run(e, cb);
        assert!(read(e, a).iter().all(|&x| x == 6));
        // New n = 100, new b = b2 (10s), half the global size.
        let n = 100i32;
        let val = ur_exp_command_buffer_update_value_arg_desc_t {
            stype: UR_STRUCTURE_TYPE_EXP_COMMAND_BUFFER_UPDATE_VALUE_ARG_DESC,
            pNext: null(),
            argIndex: 2,
            argSize: 4,
            pProperties: null(),
            pNewValueArg: (&n as *const i32).cast(),
        };
        let mem = ur_exp_command_buffer_update_memobj_arg_desc_t {
            stype: UR_STRUCTURE_TYPE_EXP_COMMAND_BUFFER_UPDATE_MEMOBJ_ARG_DESC,
            pNext: null(),
            argIndex: 1,
            pProperties: null(),
            hNewMemObjArg: b2,
        };
        let mut half = [N / 2];
        let mut d = update_desc(cmd);
        d.numNewValueArgs = 1;
        d.pNewValueArgList = &val;
        d.numNewMemObjArgs = 1;
        d.pNewMemObjArgList = &mem;
        d.pNewGlobalWorkSize = half.as_mut_ptr();
        ok(urCommandBufferUpdateKernelLaunchExp(cb, 1, &d), "update");
        run(e, cb);
        let v = read(e, a);
        assert!(v[..N / 2].iter().all(|&x| x == 6 + 10 + 100), "{:?}", &v[..4]);
        assert!(v[N / 2..].iter().all(|&x| x == 6), "{:?}", &v[N / 2..N / 2 + 4]);
        println!("update: arguments and global size checked");

        // A new work dimension, then an update that keeps it: newWorkDim 0
        // is the command's dimension now (2), not its append's (1). Recorded
        // only: Intel 2026.2's mutable dispatch refuses a new work dimension
        // (clUpdateMutableCommandsKHR: CL_INVALID_OPERATION).
        if path == Path::Recorded {
            let (mut g2, mut o2) = ([N / 2, 1], [0usize; 2]);
            let mut d = update_desc(cmd);
            d.newWorkDim = 2;
            d.pNewGlobalWorkSize = g2.as_mut_ptr();
            d.pNewGlobalWorkOffset = o2.as_mut_ptr();
            ok(urCommandBufferUpdateKernelLaunchExp(cb, 1, &d), "update to two dimensions");
            let mut d = update_desc(cmd);
            d.newWorkDim = 0;
            d.pNewGlobalWorkSize = g2.as_mut_ptr();
            ok(urCommandBufferUpdateKernelLaunchExp(cb, 1, &d), "update keeping two dimensions");
            run(e, cb);
            let v = read(e, a);
            assert!(v[..N / 2].iter().all(|&x| x == 6 + 2 * (10 + 100)), "{:?}", &v[..4]);
            assert!(v[N / 2..].iter().all(|&x| x == 6), "{:?}", &v[N / 2..N / 2 + 4]);
            println!("update: a kept work dimension checked");
        }

        // A kernel not declared as an alternative: INVALID_VALUE.
        let mut d = update_desc(cmd);
        d.hNewKernel = sub;
        assert_eq!(urCommandBufferUpdateKernelLaunchExp(cb, 1, &d), UR_RESULT_ERROR_INVALID_VALUE);

        // Kernel handle update through an alternative.
        let cb2 = create(e, true, false);
        let mut alts = [sub];
        let mut cmd2 = null_mut();
        set_mem(add, 1, b);
        set_int(add, 2, 0);
        ok(
            urCommandBufferAppendKernelLaunchExp(
                cb2,
                add,
                1,
                null(),
                g.as_ptr(),
                null(),
                1,
                alts.as_mut_ptr(),
                0,
                null(),
                0,
                null(),
                null_mut(),
                null_mut(),
                &mut cmd2,
            ),
            "append with alternatives",
        );
        ok(urCommandBufferFinalizeExp(cb2), "finalize");
        assert_eq!(path_of(cb2).unwrap().0, Path::Recorded, "a kernel with alternatives records");
        // The command of another command buffer: invalid.
        let d = update_desc(cmd2);
        assert_eq!(
            urCommandBufferUpdateKernelLaunchExp(cb, 1, &d),
            UR_RESULT_ERROR_INVALID_COMMAND_BUFFER_COMMAND_HANDLE_EXP
        );
        ok(urEnqueueMemBufferWrite(e.q, a, true, 0, N * 4, [50i32; N].as_ptr().cast(), 0, null(), null_mut()), "reset");
        ok(urQueueFinish(e.q), "urQueueFinish");
        let mems = [
            ur_exp_command_buffer_update_memobj_arg_desc_t {
                stype: UR_STRUCTURE_TYPE_EXP_COMMAND_BUFFER_UPDATE_MEMOBJ_ARG_DESC,
                pNext: null(),
                argIndex: 0,
                pProperties: null(),
                hNewMemObjArg: a,
            },
            ur_exp_command_buffer_update_memobj_arg_desc_t {
                stype: UR_STRUCTURE_TYPE_EXP_COMMAND_BUFFER_UPDATE_MEMOBJ_ARG_DESC,
                pNext: null(),
                argIndex: 1,
                pProperties: null(),
                hNewMemObjArg: b2,
            },
        ];
        let three = 3i32;
        let val = ur_exp_command_buffer_update_value_arg_desc_t {
            stype: UR_STRUCTURE_TYPE_EXP_COMMAND_BUFFER_UPDATE_VALUE_ARG_DESC,
            pNext: null(),
            argIndex: 2,
            argSize: 4,
            pProperties: null(),
            pNewValueArg: (&three as *const i32).cast(),
        };
        let mut d = update_desc(cmd2);
        d.hNewKernel = sub;
        d.numNewMemObjArgs = 2;
        d.pNewMemObjArgList = mems.as_ptr();
        d.numNewValueArgs = 1;
        d.pNewValueArgList = &val;
        ok(urCommandBufferUpdateKernelLaunchExp(cb2, 1, &d), "kernel handle update");
        run(e, cb2);
        assert!(read(e, a).iter().all(|&x| x == 50 - 10 - 3), "{:?}", &read(e, a)[..4]);
        println!("update: kernel handle checked");

        // Not updatable: no command handle, no update.
        let cb3 = create(e, false, false);
        let mut c3 = null_mut();
        assert_eq!(
            urCommandBufferAppendKernelLaunchExp(
                cb3,
                add,
                1,
                null(),
                g.as_ptr(),
                null(),
                0,
                null_mut(),
                0,
                null(),
                0,
                null(),
                null_mut(),
                null_mut(),
                &mut c3
            ),
            UR_RESULT_ERROR_INVALID_OPERATION
        );
        ok(urCommandBufferFinalizeExp(cb3), "finalize");
        let d = update_desc(cmd);
        assert_eq!(urCommandBufferUpdateKernelLaunchExp(cb3, 1, &d), UR_RESULT_ERROR_INVALID_OPERATION);
        for c in [cb, cb2, cb3] {
            ok(urCommandBufferReleaseExp(c), "release");
        }
        ok(urKernelRelease(add), "kernel release");
        ok(urKernelRelease(sub), "kernel release");
        for m in [a, b, b2] {
            ok(urMemRelease(m), "mem release");
        }
    }
}

fn errors(e: &Env) {
    let a = buffer(e, &[0; N]);
    let inc = kernel(e, c"inc");
    set_mem(inc, 0, a);
    let g = [N];
    // SAFETY: (whole block) NULL, bogus and live handles; the bogus ones
    // are rejected before any use.
    unsafe {
        let d = ur_exp_command_buffer_desc_t {
            stype: UR_STRUCTURE_TYPE_EXP_COMMAND_BUFFER_DESC,
            pNext: null(),
            isUpdatable: 0,
            isInOrder: 0,
            enableProfiling: 0,
        };
        let mut cb = null_mut();
        assert_eq!(urCommandBufferCreateExp(null_mut(), e.dev, &d, &mut cb), UR_RESULT_ERROR_INVALID_NULL_HANDLE);
        assert_eq!(urCommandBufferCreateExp(e.ctx, null_mut(), &d, &mut cb), UR_RESULT_ERROR_INVALID_NULL_HANDLE);
        assert_eq!(urCommandBufferCreateExp(e.ctx, e.dev, null(), &mut cb), UR_RESULT_ERROR_INVALID_NULL_POINTER);
        assert_eq!(urCommandBufferCreateExp(e.ctx, e.dev, &d, null_mut()), UR_RESULT_ERROR_INVALID_NULL_POINTER);
        assert_eq!(urCommandBufferRetainExp(null_mut()), UR_RESULT_ERROR_INVALID_NULL_HANDLE);
        assert_eq!(urCommandBufferReleaseExp(64usize as _), UR_RESULT_ERROR_INVALID_COMMAND_BUFFER_EXP);
        assert_eq!(urCommandBufferFinalizeExp(null_mut()), UR_RESULT_ERROR_INVALID_NULL_HANDLE);
        assert_eq!(
            urEnqueueCommandBufferExp(e.q, null_mut(), 0, null(), null_mut()),
            UR_RESULT_ERROR_INVALID_NULL_HANDLE
        );

        let cb = create(e, false, false);
        // Reference count and descriptor.
        ok(urCommandBufferRetainExp(cb), "retain");
        let mut rc = 0u32;
        ok(
            urCommandBufferGetInfoExp(
                cb,
                UR_EXP_COMMAND_BUFFER_INFO_REFERENCE_COUNT,
                4,
                (&mut rc as *mut u32).cast(),
                null_mut(),
            ),
            "info",
        );
        assert_eq!(rc, 2);
        ok(urCommandBufferReleaseExp(cb), "release");
        let mut desc: ur_exp_command_buffer_desc_t = std::mem::zeroed();
        ok(
            urCommandBufferGetInfoExp(
                cb,
                UR_EXP_COMMAND_BUFFER_INFO_DESCRIPTOR,
                std::mem::size_of_val(&desc),
                (&mut desc as *mut ur_exp_command_buffer_desc_t).cast(),
                null_mut(),
            ),
            "descriptor",
        );
        assert_eq!((desc.stype, desc.isUpdatable, desc.isInOrder), (UR_STRUCTURE_TYPE_EXP_COMMAND_BUFFER_DESC, 0, 0));
        assert_eq!(
            urCommandBufferGetInfoExp(cb, 0x77, 4, (&mut rc as *mut u32).cast(), null_mut()),
            UR_RESULT_ERROR_INVALID_ENUMERATION
        );

        // Enqueue before finalize.
        assert_eq!(urEnqueueCommandBufferExp(e.q, cb, 0, null(), null_mut()), UR_RESULT_ERROR_INVALID_OPERATION);
        let sp = launch(cb, inc, &[]);
        // Bad sync points.
        let bad = [sp + 5];
        let mut out = 0;
        let append = |deps: *const u32, n: u32, out: *mut u32| {
            urCommandBufferAppendKernelLaunchExp(
                cb,
                inc,
                1,
                null(),
                g.as_ptr(),
                null(),
                0,
                null_mut(),
                n,
                deps,
                0,
                null(),
                out,
                null_mut(),
                null_mut(),
            )
        };
        assert_eq!(append(bad.as_ptr(), 1, &mut out), UR_RESULT_ERROR_INVALID_COMMAND_BUFFER_SYNC_POINT_EXP);
        assert_eq!(append(null(), 1, &mut out), UR_RESULT_ERROR_INVALID_COMMAND_BUFFER_SYNC_POINT_WAIT_LIST_EXP);
        assert_eq!(append(bad.as_ptr(), 0, &mut out), UR_RESULT_ERROR_INVALID_COMMAND_BUFFER_SYNC_POINT_WAIT_LIST_EXP);
        // NULL kernel, NULL global size, bad work dimension.
        assert_eq!(
            urCommandBufferAppendKernelLaunchExp(
                cb,
                null_mut(),
                1,
                null(),
                g.as_ptr(),
                null(),
                0,
                null_mut(),
                0,
                null(),
                0,
                null(),
                null_mut(),
                null_mut(),
                null_mut()
            ),
            UR_RESULT_ERROR_INVALID_NULL_HANDLE
        );
        assert_eq!(
            urCommandBufferAppendKernelLaunchExp(
                cb,
                inc,
                1,
                null(),
                null(),
                null(),
                0,
                null_mut(),
                0,
                null(),
                0,
                null(),
                null_mut(),
                null_mut(),
                null_mut()
            ),
            UR_RESULT_ERROR_INVALID_NULL_POINTER
        );
        assert_eq!(
            urCommandBufferAppendKernelLaunchExp(
                cb,
                inc,
                4,
                null(),
                g.as_ptr(),
                null(),
                0,
                null_mut(),
                0,
                null(),
                0,
                null(),
                null_mut(),
                null_mut(),
                null_mut()
            ),
            UR_RESULT_ERROR_INVALID_WORK_DIMENSION
        );
        // Events inside a command buffer are not supported.
        let mut ev = null_mut();
        assert_eq!(
            urCommandBufferAppendKernelLaunchExp(
                cb,
                inc,
                1,
                null(),
                g.as_ptr(),
                null(),
                0,
                null_mut(),
                0,
                null(),
                0,
                null(),
                null_mut(),
                &mut ev,
                null_mut()
            ),
            UR_RESULT_ERROR_UNSUPPORTED_FEATURE
        );
        assert!(last_error().contains("EVENT_SUPPORT"), "{}", last_error());
        // Out-of-range buffer copy, NULL USM pointers.
        assert_eq!(
            urCommandBufferAppendMemBufferCopyExp(
                cb,
                a,
                a,
                0,
                8,
                N * 4,
                0,
                null(),
                0,
                null(),
                null_mut(),
                null_mut(),
                null_mut()
            ),
            UR_RESULT_ERROR_INVALID_SIZE
        );
        assert_eq!(
            urCommandBufferAppendUSMMemcpyExp(
                cb,
                null_mut(),
                null(),
                8,
                0,
                null(),
                0,
                null(),
                null_mut(),
                null_mut(),
                null_mut()
            ),
            UR_RESULT_ERROR_INVALID_NULL_POINTER
        );
        // Another context: its buffer and its queue.
        let mut ctx2 = null_mut();
        ok(urContextCreate(1, &e.dev, null(), &mut ctx2), "second context");
        let mut b2 = null_mut();
        ok(urMemBufferCreate(ctx2, UR_MEM_FLAG_READ_WRITE, N * 4, null(), &mut b2), "buffer of ctx2");
        assert_eq!(
            urCommandBufferAppendMemBufferCopyExp(
                cb,
                b2,
                a,
                0,
                0,
                N * 4,
                0,
                null(),
                0,
                null(),
                null_mut(),
                null_mut(),
                null_mut()
            ),
            UR_RESULT_ERROR_INVALID_MEM_OBJECT
        );
        ok(urCommandBufferFinalizeExp(cb), "finalize");
        assert_eq!(urCommandBufferFinalizeExp(cb), UR_RESULT_ERROR_INVALID_OPERATION);
        // Append after finalize.
        assert_eq!(append(null(), 0, &mut out), UR_RESULT_ERROR_INVALID_OPERATION);
        let q2 = queue(ctx2, e.dev, 0);
        assert_eq!(urEnqueueCommandBufferExp(q2, cb, 0, null(), null_mut()), UR_RESULT_ERROR_INVALID_QUEUE);
        assert_eq!(urEnqueueCommandBufferExp(e.q, cb, 1, null(), null_mut()), UR_RESULT_ERROR_INVALID_EVENT_WAIT_LIST);
        // A wait list of an earlier submission, then the buffer still works.
        let mut ev1 = null_mut();
        ok(urEnqueueCommandBufferExp(e.q, cb, 0, null(), &mut ev1), "enqueue");
        let mut ev2 = null_mut();
        ok(urEnqueueCommandBufferExp(e.q, cb, 1, &ev1, &mut ev2), "enqueue after");
        ok(urEventWait(1, &ev2), "wait");
        let mut cmd_type: ur_command_t = 0;
        ok(
            urEventGetInfo(ev2, UR_EVENT_INFO_COMMAND_TYPE, 4, (&mut cmd_type as *mut u32).cast(), null_mut()),
            "event info",
        );
        assert_eq!(cmd_type, UR_COMMAND_ENQUEUE_COMMAND_BUFFER_EXP);
        assert!(read(e, a).iter().all(|&x| x == 2), "two submissions of one inc: {:?}", &read(e, a)[..4]);
        ok(urEventRelease(ev1), "event release");
        ok(urEventRelease(ev2), "event release");
        // Update and native handle answers on a plain buffer.
        ok(urCommandBufferReleaseExp(cb), "release");
        assert_eq!(urCommandBufferRetainExp(cb), UR_RESULT_ERROR_INVALID_COMMAND_BUFFER_EXP, "released handle");
        ok(urQueueRelease(q2), "queue release");
        ok(urMemRelease(b2), "mem release");
        ok(urContextRelease(ctx2), "context release");
        ok(urKernelRelease(inc), "kernel release");
        ok(urMemRelease(a), "mem release");
    }
    println!("errors: checked");
}

/// The default device (PoCL 3.1 here): native, it lists cl_khr_command_buffer.
#[test]
fn default_device() {
    if cache_util::child_mode().is_some() {
        return;
    }
    let e = env();
    let mut native: ur_native_handle_t = 0;
    // SAFETY: a live device; out-pointer.
    ok(unsafe { urDeviceGetNativeHandle(e.dev, &mut native) }, "native device");
    // Not forced to record here: what the device offers.
    let has = syclrt::core::command_buffer::native_support(syclrt::cl::DeviceId(native as _), false);
    println!("device command-buffer support: {has:?}");
    let expect = if has.is_some() { Path::Native } else { Path::Recorded };
    scenarios(expect);
}

/// SYCLRT_UR_COMMAND_BUFFER=record: the recorded path on the same device.
#[test]
fn recorded_forced() {
    const TEST: &str = "recorded_forced";
    if cache_util::child_mode().as_deref() == Some("record") {
        scenarios(Path::Recorded);
        return;
    }
    let out =
        cache_util::finish(cache_util::spawn_child(TEST, "record", &[("SYCLRT_UR_COMMAND_BUFFER", "record".into())]));
    assert!(out.contains("all scenarios passed on the recorded path"), "{out}");
}

fn venv_env(name: &str) -> Option<Vec<(&'static str, String)>> {
    let cache = std::env::var_os("SYCLRT_CI_CACHE")
        .map(std::path::PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| std::path::PathBuf::from(h).join(".cache/syclrt-ci")));
    let venv = cache.map(|c| c.join(name)).filter(|v| v.join(".complete").exists())?;
    let lib = venv.join("lib");
    let ld = match std::env::var("LD_LIBRARY_PATH") {
        Ok(old) if !old.is_empty() => format!("{}:{old}", lib.display()),
        _ => lib.display().to_string(),
    };
    Some(vec![("LD_LIBRARY_PATH", ld), ("OCL_ICD_VENDORS", venv.join("etc/OpenCL/vendors").display().to_string())])
}

/// Intel's CPU runtime 2026.2 (cl_khr_command_buffer 1.0.0 and mutable
/// dispatch 0.9.3): native.
#[test]
fn intel_2026_2_native() {
    const TEST: &str = "intel_2026_2_native";
    if cache_util::child_mode().as_deref() == Some("intel") {
        scenarios(Path::Native);
        return;
    }
    let Some(envs) = venv_env("venv-ur-2026.2") else {
        println!("SKIP: the oneAPI 2026.2 venv is absent (run scripts/ur-runtime.sh 2026.2 to set it up)");
        return;
    };
    let out = cache_util::finish(cache_util::spawn_child(TEST, "intel", &envs));
    assert!(out.contains("all scenarios passed on the native path"), "{out}");
}

/// Intel's CPU runtime 2024.2.1 lists no cl_khr_command_buffer: recorded.
#[test]
fn intel_2024_2_recorded() {
    const TEST: &str = "intel_2024_2_recorded";
    if cache_util::child_mode().as_deref() == Some("intel") {
        scenarios(Path::Recorded);
        return;
    }
    let Some(envs) = venv_env("venv-2024.2.1") else {
        println!("SKIP: the Intel runtime venv is absent (run scripts/intel-runtime.sh to set it up)");
        return;
    };
    let out = cache_util::finish(cache_util::spawn_child(TEST, "intel", &envs));
    assert!(out.contains("all scenarios passed on the recorded path"), "{out}");
}

/// A deterministic random sequence of command-buffer calls with live,
/// released, NULL and garbage handles, random sync points, sizes, offsets
/// and info queries: no call may answer UNKNOWN (a caught panic or an
/// internal error) or crash, info answers stay inside their buffers, and no
/// handle leaks. In a child process, so the live-handle count is its own.
#[test]
fn random_sequences() {
    const TEST: &str = "random_sequences";
    if cache_util::child_mode().as_deref() == Some("random") {
        random_child();
        return;
    }
    let out = cache_util::finish(cache_util::spawn_child(TEST, "random", &[]));
    assert!(out.contains("random sequences: checked"), "{out}");
}

fn random_child() {
    let e = env();
    let live_before = syclrt::ffi::handle::live_handles();
    let mut seed = 0x9E37_79B9_7F4A_7C15u64;
    let mut rnd = move |n: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % n.max(1)
    };
    const SIZE: usize = 4096;
    let mut host = vec![0u8; 1 << 16];
    let hp = host.as_mut_ptr();
    let bufs: Vec<ur_mem_handle_t> = (0..3)
        .map(|_| {
            let mut b = null_mut();
            // SAFETY: a live context; an out-pointer.
            ok(unsafe { urMemBufferCreate(e.ctx, UR_MEM_FLAG_READ_WRITE, SIZE, null(), &mut b) }, "buffer");
            b
        })
        .collect();
    let inc = kernel(&e, c"inc");
    set_mem(inc, 0, bufs[0]);
    let mut ctx2 = null_mut();
    // SAFETY: a live device; an out-pointer.
    ok(unsafe { urContextCreate(1, &e.dev, null(), &mut ctx2) }, "context 2");
    let mut live: Vec<ur_exp_command_buffer_handle_t> = Vec::new();
    let mut dead: Vec<ur_exp_command_buffer_handle_t> = Vec::new();
    let succeeded = std::cell::Cell::new(0u32);
    let not_unknown = |r: ur_result_t, what: &str| {
        assert_ne!(r, UR_RESULT_ERROR_UNKNOWN, "{what}: {}", last_error());
        if r == UR_RESULT_SUCCESS {
            succeeded.set(succeeded.get() + 1);
        }
    };
    for _ in 0..600 {
        let pick_cb = |rnd: &mut dyn FnMut(u64) -> u64| -> ur_exp_command_buffer_handle_t {
            match rnd(6) {
                0 => null_mut(),
                1 if !dead.is_empty() => dead[rnd(dead.len() as u64) as usize],
                2 => (rnd(1 << 20) * 8 + 8) as ur_exp_command_buffer_handle_t,
                _ if !live.is_empty() => live[rnd(live.len() as u64) as usize],
                _ => null_mut(),
            }
        };
        let cb = pick_cb(&mut rnd);
        let mem = match rnd(5) {
            0 => null_mut(),
            1 => (rnd(1 << 20) * 8 + 8) as ur_mem_handle_t,
            _ => bufs[rnd(3) as usize],
        };
        let deps: Vec<u32> = (0..rnd(3)).map(|_| rnd(12) as u32).collect();
        let (nd, dp) = match rnd(6) {
            0 => (deps.len() as u32 + 1, null()),
            _ if deps.is_empty() => (0, null()),
            _ => (deps.len() as u32, deps.as_ptr()),
        };
        let off = [0, 4, 100, SIZE - 4, SIZE, 1 << 40][rnd(6) as usize];
        let size = [0, 4, 64, SIZE, SIZE + 4, usize::MAX][rnd(6) as usize];
        let hsize = size.min(host.len() - 1);
        // SAFETY: (every call below) handles are live, released, NULL or
        // garbage values the face validates without dereferencing; host
        // pointers cover the sizes passed with them and outlive every replay.
        unsafe {
            match rnd(11) {
                0 => {
                    let d = ur_exp_command_buffer_desc_t {
                        stype: UR_STRUCTURE_TYPE_EXP_COMMAND_BUFFER_DESC,
                        pNext: null(),
                        isUpdatable: rnd(2) as u8,
                        isInOrder: rnd(2) as u8,
                        enableProfiling: 0,
                    };
                    let ctx = [e.ctx, ctx2, null_mut(), 24 as _][rnd(4) as usize];
                    let mut h = null_mut();
                    let r = urCommandBufferCreateExp(ctx, e.dev, &d, &mut h);
                    not_unknown(r, "create");
                    if r == UR_RESULT_SUCCESS {
                        dead.retain(|x| *x != h);
                        live.push(h);
                    }
                }
                1 => {
                    let pat = 7u32;
                    let r = urCommandBufferAppendMemBufferFillExp(
                        cb,
                        mem,
                        (&pat as *const u32).cast(),
                        [0, 3, 4, 12][rnd(4) as usize],
                        off,
                        size,
                        nd,
                        dp,
                        0,
                        null(),
                        null_mut(),
                        null_mut(),
                        null_mut(),
                    );
                    not_unknown(r, "fill");
                }
                2 => {
                    let src = bufs[rnd(3) as usize];
                    let r = urCommandBufferAppendMemBufferCopyExp(
                        cb,
                        src,
                        mem,
                        off,
                        0,
                        size,
                        nd,
                        dp,
                        0,
                        null(),
                        null_mut(),
                        null_mut(),
                        null_mut(),
                    );
                    not_unknown(r, "copy");
                }
                3 => {
                    let p = if size <= hsize { hp.cast::<c_void>() } else { null_mut() };
                    let r = if rnd(2) == 0 {
                        urCommandBufferAppendMemBufferReadExp(
                            cb,
                            mem,
                            off,
                            size,
                            p,
                            nd,
                            dp,
                            0,
                            null(),
                            null_mut(),
                            null_mut(),
                            null_mut(),
                        )
                    } else {
                        urCommandBufferAppendMemBufferWriteExp(
                            cb,
                            mem,
                            off,
                            size,
                            p,
                            nd,
                            dp,
                            0,
                            null(),
                            null_mut(),
                            null_mut(),
                            null_mut(),
                        )
                    };
                    not_unknown(r, "read/write");
                }
                4 => {
                    let g = [[0usize, 1, 64, SIZE / 4][rnd(4) as usize]];
                    let mut cmd = null_mut();
                    let r = urCommandBufferAppendKernelLaunchExp(
                        cb,
                        if rnd(8) == 0 { 40 as _ } else { inc },
                        1 + rnd(4) as u32 % 4,
                        null(),
                        g.as_ptr(),
                        null(),
                        0,
                        null_mut(),
                        nd,
                        dp,
                        0,
                        null(),
                        null_mut(),
                        null_mut(),
                        if rnd(2) == 0 { &mut cmd } else { null_mut() },
                    );
                    not_unknown(r, "kernel");
                    if r == UR_RESULT_SUCCESS && !cmd.is_null() && rnd(2) == 0 {
                        let mut d = update_desc(cmd);
                        let mut gs = [[1usize, 32, SIZE / 4][rnd(3) as usize]];
                        d.pNewGlobalWorkSize = gs.as_mut_ptr();
                        not_unknown(urCommandBufferUpdateKernelLaunchExp(cb, 1, &d), "update");
                    }
                }
                5 => not_unknown(urCommandBufferFinalizeExp(cb), "finalize"),
                6 => {
                    let mut ev = null_mut();
                    let q = if rnd(5) == 0 { 48 as _ } else { e.q };
                    let r = urEnqueueCommandBufferExp(q, cb, 0, null(), &mut ev);
                    not_unknown(r, "enqueue");
                    if r == UR_RESULT_SUCCESS {
                        ok(urEventWait(1, &ev), "wait");
                        ok(urEventRelease(ev), "event release");
                    }
                }
                7 => {
                    let sizes = [0usize, 1, 4, 8, 16, 64];
                    let n = sizes[rnd(6) as usize];
                    let mut buf = vec![0xA5u8; n + 32];
                    let mut ret = 0usize;
                    let r = urCommandBufferGetInfoExp(cb, rnd(4) as u32, n, buf.as_mut_ptr().cast(), &mut ret);
                    not_unknown(r, "info");
                    assert!(buf[n..].iter().all(|&x| x == 0xA5), "info wrote past {n} bytes");
                }
                8 => {
                    let d = update_desc((rnd(1 << 20) * 8 + 8) as _);
                    not_unknown(urCommandBufferUpdateKernelLaunchExp(cb, 1, &d), "update garbage");
                }
                9 => {
                    let mut n: ur_native_handle_t = 0;
                    not_unknown(urCommandBufferGetNativeHandleExp(cb, &mut n), "native");
                }
                _ => {
                    let r = urCommandBufferReleaseExp(cb);
                    not_unknown(r, "release");
                    if r == UR_RESULT_SUCCESS {
                        live.retain(|x| *x != cb);
                        dead.push(cb);
                    }
                }
            }
        }
    }
    // SAFETY: handles this sequence owns.
    unsafe {
        ok(urQueueFinish(e.q), "finish");
        for cb in live {
            ok(urCommandBufferReleaseExp(cb), "release");
        }
        ok(urContextRelease(ctx2), "context release");
        ok(urKernelRelease(inc), "kernel release");
        for b in bufs {
            ok(urMemRelease(b), "mem release");
        }
    }
    drop(host);
    assert_eq!(syclrt::ffi::handle::live_handles(), live_before, "UR handles leaked");
    let n = succeeded.get();
    assert!(n >= 60, "only {n} calls succeeded: the sequence exercised too little");
    println!("random sequences: checked ({n} of the calls succeeded)");
}
