//! The UR face to the letter (issue 25, items 1-6): placeholder events from
//! a NULL native handle, dependencies across contexts, fills with any
//! pattern size, reference counts that move, the spec's result codes, and
//! partitions by counts. Run on PoCL (the default ICD) and on Intel's CPU
//! runtime (`eval "$(scripts/intel-runtime.sh --env)"`).
#![allow(non_snake_case, reason = "UR names")]

use std::ffi::{c_char, c_void, CStr};
use std::ptr::{null, null_mut};
use std::time::Instant;
use syclrt::ffi::ur::gen::api::entries::*;
use syclrt::ffi::ur::gen::types::*;

struct Env {
    adapter: ur_adapter_handle_t,
    platform: ur_platform_handle_t,
    dev: ur_device_handle_t,
    ctx: ur_context_handle_t,
}

/// The first device of the first platform that has one, and a context.
fn env() -> Env {
    // SAFETY: (whole block) out-pointers to locals; handles from the adapter.
    unsafe {
        let mut a: ur_adapter_handle_t = null_mut();
        assert_eq!(urAdapterGet(1, &mut a, null_mut()), UR_RESULT_SUCCESS);
        let mut n = 0u32;
        assert_eq!(urPlatformGet(a, 0, null_mut(), &mut n), UR_RESULT_SUCCESS);
        assert!(n > 0, "no OpenCL platform");
        let mut ps = vec![null_mut(); n as usize];
        assert_eq!(urPlatformGet(a, n, ps.as_mut_ptr(), null_mut()), UR_RESULT_SUCCESS);
        for p in ps {
            let mut nd = 0u32;
            if urDeviceGet(p, UR_DEVICE_TYPE_ALL, 0, null_mut(), &mut nd) != UR_RESULT_SUCCESS || nd == 0 {
                continue;
            }
            let mut dev: ur_device_handle_t = null_mut();
            assert_eq!(urDeviceGet(p, UR_DEVICE_TYPE_ALL, 1, &mut dev, null_mut()), UR_RESULT_SUCCESS);
            let mut ctx: ur_context_handle_t = null_mut();
            assert_eq!(urContextCreate(1, &dev, null(), &mut ctx), UR_RESULT_SUCCESS);
            return Env { adapter: a, platform: p, dev, ctx };
        }
        panic!("no OpenCL device");
    }
}

fn last_error() -> String {
    let mut m: *const c_char = null();
    let mut code = 0i32;
    // SAFETY: out-pointers to locals; the message is a NUL-terminated string of this thread.
    unsafe {
        let mut a: ur_adapter_handle_t = null_mut();
        urAdapterGet(1, &mut a, null_mut());
        urAdapterGetLastError(a, &mut m, &mut code);
        if m.is_null() {
            String::new()
        } else {
            CStr::from_ptr(m).to_string_lossy().into_owned()
        }
    }
}

fn context(dev: ur_device_handle_t) -> ur_context_handle_t {
    let mut ctx = null_mut();
    // SAFETY: a live device; an out-pointer.
    assert_eq!(unsafe { urContextCreate(1, &dev, null(), &mut ctx) }, UR_RESULT_SUCCESS);
    ctx
}

fn queue(ctx: ur_context_handle_t, dev: ur_device_handle_t, flags: ur_queue_flags_t) -> ur_queue_handle_t {
    let props = ur_queue_properties_t { stype: UR_STRUCTURE_TYPE_QUEUE_PROPERTIES, pNext: null_mut(), flags };
    let mut q = null_mut();
    // SAFETY: live handles, a valid properties struct, an out-pointer.
    assert_eq!(unsafe { urQueueCreate(ctx, dev, &props, &mut q) }, UR_RESULT_SUCCESS, "{}", last_error());
    q
}

fn buffer(ctx: ur_context_handle_t, size: usize) -> ur_mem_handle_t {
    let mut b = null_mut();
    // SAFETY: a live context and an out-pointer.
    assert_eq!(unsafe { urMemBufferCreate(ctx, UR_MEM_FLAG_READ_WRITE, size, null(), &mut b) }, UR_RESULT_SUCCESS);
    b
}

/// A plain value answer of a `*GetInfo` call, its size checked.
fn val<T: Copy + Default>(q: impl Fn(usize, *mut c_void, *mut usize) -> ur_result_t) -> T {
    let mut v = T::default();
    let mut n = 0usize;
    assert_eq!(q(std::mem::size_of::<T>(), (&mut v as *mut T).cast(), &mut n), UR_RESULT_SUCCESS, "{}", last_error());
    assert_eq!(n, std::mem::size_of::<T>());
    v
}

fn event_status(e: ur_event_handle_t) -> ur_event_status_t {
    // SAFETY: a live event; the info protocol.
    val(|s, v, r| unsafe { urEventGetInfo(e, UR_EVENT_INFO_COMMAND_EXECUTION_STATUS, s, v, r) })
}

fn event_refs(e: ur_event_handle_t) -> u32 {
    // SAFETY: as above.
    val(|s, v, r| unsafe { urEventGetInfo(e, UR_EVENT_INFO_REFERENCE_COUNT, s, v, r) })
}

/// A placeholder event: made from a NULL native handle.
fn null_event(ctx: ur_context_handle_t) -> ur_event_handle_t {
    let mut e = null_mut();
    // SAFETY: a live context; an out-pointer.
    assert_eq!(unsafe { urEventCreateWithNativeHandle(0, ctx, null(), &mut e) }, UR_RESULT_SUCCESS, "{}", last_error());
    assert!(!e.is_null());
    e
}

// ---------------------------------------------------------------- item 1

#[test]
fn null_native_event_is_a_complete_placeholder() {
    let e = env();
    let q = queue(e.ctx, e.dev, 0);
    let b = buffer(e.ctx, 64);
    let ev = null_event(e.ctx);
    // SAFETY: (whole block) live handles from above; buffers are locals of the sizes passed.
    unsafe {
        assert_eq!(event_status(ev), UR_EVENT_STATUS_COMPLETE);
        let ctx: ur_context_handle_t = val(|s, v, r| urEventGetInfo(ev, UR_EVENT_INFO_CONTEXT, s, v, r));
        assert_eq!(ctx, e.ctx);
        let qq: ur_queue_handle_t = val(|s, v, r| urEventGetInfo(ev, UR_EVENT_INFO_COMMAND_QUEUE, s, v, r));
        assert!(qq.is_null(), "a placeholder belongs to no queue");
        let _: ur_command_t = val(|s, v, r| urEventGetInfo(ev, UR_EVENT_INFO_COMMAND_TYPE, s, v, r));
        let mut native: ur_native_handle_t = 1;
        assert_eq!(urEventGetNativeHandle(ev, &mut native), UR_RESULT_SUCCESS);
        assert_eq!(native, 0, "its native handle is the NULL it was made from");
        let mut t = 0u64;
        assert_eq!(
            urEventGetProfilingInfo(ev, UR_PROFILING_INFO_COMMAND_END, 8, (&mut t as *mut u64).cast(), null_mut()),
            UR_RESULT_ERROR_PROFILING_INFO_NOT_AVAILABLE
        );

        // Waited on at once, alone or with real events.
        assert_eq!(urEventWait(1, &ev), UR_RESULT_SUCCESS, "{}", last_error());
        let data = [7u8; 64];
        let mut w = null_mut();
        assert_eq!(
            urEnqueueMemBufferWrite(q, b, false, 0, 64, data.as_ptr().cast(), 1, &ev, &mut w),
            UR_RESULT_SUCCESS,
            "{}",
            last_error()
        );
        let both = [ev, w];
        assert_eq!(urEventWait(2, both.as_ptr()), UR_RESULT_SUCCESS, "{}", last_error());

        // In every kind of wait list: markers, barriers, reads, fills, kernels' lists.
        let mut m = null_mut();
        assert_eq!(urEnqueueEventsWait(q, 2, both.as_ptr(), &mut m), UR_RESULT_SUCCESS, "{}", last_error());
        let mut bar = null_mut();
        assert_eq!(urEnqueueEventsWaitWithBarrier(q, 1, &ev, &mut bar), UR_RESULT_SUCCESS, "{}", last_error());
        let pat = 0x5au8;
        assert_eq!(
            urEnqueueMemBufferFill(q, b, (&pat as *const u8).cast(), 1, 0, 32, 1, &ev, null_mut()),
            UR_RESULT_SUCCESS,
            "{}",
            last_error()
        );
        let mut out = [0u8; 64];
        assert_eq!(
            urEnqueueMemBufferRead(q, b, true, 0, 64, out.as_mut_ptr().cast(), 1, &ev, null_mut()),
            UR_RESULT_SUCCESS,
            "{}",
            last_error()
        );
        assert_eq!(&out[..32], &[0x5a; 32]);
        assert_eq!(&out[32..], &[7; 32]);

        // A callback on it runs (the event is complete).
        extern "C" fn note(_e: ur_event_handle_t, st: ur_execution_info_t, data: *mut c_void) {
            // SAFETY: `data` is the test's u32 below.
            unsafe { *data.cast::<u32>() = 100 + st };
        }
        let mut seen = 0u32;
        assert_eq!(
            urEventSetCallback(ev, UR_EXECUTION_INFO_COMPLETE, Some(note), (&mut seen as *mut u32).cast()),
            UR_RESULT_SUCCESS
        );
        assert_eq!(seen, 100 + UR_EXECUTION_INFO_COMPLETE);

        // Retained and released like any event.
        assert_eq!(event_refs(ev), 1);
        assert_eq!(urEventRetain(ev), UR_RESULT_SUCCESS);
        assert_eq!(event_refs(ev), 2);
        assert_eq!(urEventRelease(ev), UR_RESULT_SUCCESS);
        assert_eq!(event_refs(ev), 1);
        for x in [w, m, bar, ev] {
            assert_eq!(urEventRelease(x), UR_RESULT_SUCCESS);
        }
        assert_eq!(urEventRetain(ev), UR_RESULT_ERROR_INVALID_EVENT, "released for good");
        // A NULL context is still an error.
        let mut x = null_mut();
        assert_eq!(urEventCreateWithNativeHandle(0, null_mut(), null(), &mut x), UR_RESULT_ERROR_INVALID_NULL_HANDLE);
        assert_eq!(urEventCreateWithNativeHandle(0, e.ctx, null(), null_mut()), UR_RESULT_ERROR_INVALID_NULL_POINTER);
        urMemRelease(b);
        urQueueRelease(q);
        urContextRelease(e.ctx);
    }
}

// ---------------------------------------------------------------- item 2

/// OpenCL C: every work-item runs `n` steps of an LCG and writes the result
/// (a kernel whose length the host chooses, whose output the host can check).
const SLOW_SRC: &[u8] = b"__kernel void slow(__global int* a, int n) {\n\
  int i = get_global_id(0); uint x = (uint)i;\n\
  for (int k = 0; k < n; k++) x = x * 1103515245u + 12345u;\n\
  a[i] = (int)x; }\n";

fn slow_expected(i: u32, n: i32) -> i32 {
    let mut x = i;
    for _ in 0..n {
        x = x.wrapping_mul(1103515245).wrapping_add(12345);
    }
    x as i32
}

/// Builds `slow` for a context (through a native OpenCL C program).
fn slow_kernel(ctx: ur_context_handle_t) -> (ur_program_handle_t, ur_kernel_handle_t) {
    let mut native: ur_native_handle_t = 0;
    // SAFETY: (whole block) a live context; out-pointers to locals.
    unsafe {
        assert_eq!(urContextGetNativeHandle(ctx, &mut native), UR_RESULT_SUCCESS);
        let c = syclrt::cl::Context::from_borrowed(native as _).expect("cl context");
        let p = syclrt::cl::Program::with_source(&c, SLOW_SRC).expect("clCreateProgramWithSource");
        let props = ur_program_native_properties_t {
            stype: UR_STRUCTURE_TYPE_PROGRAM_NATIVE_PROPERTIES,
            pNext: null_mut(),
            isNativeHandleOwned: true,
        };
        let mut prog = null_mut();
        assert_eq!(
            urProgramCreateWithNativeHandle(p.into_raw() as ur_native_handle_t, ctx, &props, &mut prog),
            UR_RESULT_SUCCESS
        );
        assert_eq!(urProgramBuild(ctx, prog, null()), UR_RESULT_SUCCESS, "{}", last_error());
        let mut k = null_mut();
        assert_eq!(urKernelCreate(prog, c"slow".as_ptr(), &mut k), UR_RESULT_SUCCESS, "{}", last_error());
        (prog, k)
    }
}

/// Launches `slow` over `items` work-items into `buf` on `q`.
fn launch_slow(q: ur_queue_handle_t, k: ur_kernel_handle_t, buf: ur_mem_handle_t, items: usize, n: i32) -> ur_event_handle_t {
    let mut ev = null_mut();
    // SAFETY: live handles; argument values are locals of the sizes passed.
    unsafe {
        assert_eq!(urKernelSetArgMemObj(k, 0, null(), buf), UR_RESULT_SUCCESS, "{}", last_error());
        assert_eq!(urKernelSetArgValue(k, 1, 4, null(), (&n as *const i32).cast()), UR_RESULT_SUCCESS);
        let gws = [items];
        assert_eq!(
            urEnqueueKernelLaunch(q, k, 1, null(), gws.as_ptr(), null(), null(), 0, null(), &mut ev),
            UR_RESULT_SUCCESS,
            "{}",
            last_error()
        );
    }
    ev
}

#[test]
fn cross_context_dependencies_keep_order_and_never_reach_the_driver() {
    let e = env();
    let ctx_b = context(e.dev);
    let qa = queue(e.ctx, e.dev, 0);
    let qb = queue(ctx_b, e.dev, 0);
    const ITEMS: usize = 256;
    const BYTES: usize = ITEMS * 4;
    let (prog, k) = slow_kernel(e.ctx);
    let buf_a = buffer(e.ctx, BYTES);
    let buf_b = buffer(ctx_b, BYTES);
    // Long enough that the copy on B is enqueued while A still runs.
    let n = 400_000;
    let mut host = vec![0i32; ITEMS];
    // SAFETY: (whole block) live handles; host memory of the sizes passed,
    // alive until the final waits.
    unsafe {
        let t0 = Instant::now();
        let ek = launch_slow(qa, k, buf_a, ITEMS, n);
        // A: the kernel's result to the host (after the kernel, same queue).
        let mut er = null_mut();
        assert_eq!(
            urEnqueueMemBufferRead(qa, buf_a, false, 0, BYTES, host.as_mut_ptr().cast(), 1, &ek, &mut er),
            UR_RESULT_SUCCESS
        );
        assert_eq!(urQueueFlush(qa), UR_RESULT_SUCCESS);
        // B: copies that host memory into B's buffer, after A's read: an
        // event of context A in a wait list of context B.
        let mut ew = null_mut();
        let t1 = Instant::now();
        assert_eq!(
            urEnqueueMemBufferWrite(qb, buf_b, false, 0, BYTES, host.as_ptr().cast(), 1, &er, &mut ew),
            UR_RESULT_SUCCESS,
            "{}",
            last_error()
        );
        let enqueue_ms = t1.elapsed().as_secs_f64() * 1e3;
        let a_running = event_status(er) != UR_EVENT_STATUS_COMPLETE;
        // A marker and a barrier on B after A's kernel event.
        let mut em = null_mut();
        assert_eq!(urEnqueueEventsWait(qb, 1, &ek, &mut em), UR_RESULT_SUCCESS, "{}", last_error());
        let mut eb = null_mut();
        let mixed = [ek, ew];
        assert_eq!(urEnqueueEventsWaitWithBarrier(qb, 2, mixed.as_ptr(), &mut eb), UR_RESULT_SUCCESS);
        // urEventWait over events of both contexts waits for all.
        let all = [em, er, eb, ew, ek];
        assert_eq!(urEventWait(all.len() as u32, all.as_ptr()), UR_RESULT_SUCCESS, "{}", last_error());
        for x in all {
            assert_eq!(event_status(x), UR_EVENT_STATUS_COMPLETE);
        }
        let total_ms = t0.elapsed().as_secs_f64() * 1e3;
        println!(
            "cross-context: enqueue on B returned in {enqueue_ms:.3} ms, A still running then: {a_running}, \
             all done after {total_ms:.1} ms"
        );
        let mut out = vec![0i32; ITEMS];
        assert_eq!(
            urEnqueueMemBufferRead(qb, buf_b, true, 0, BYTES, out.as_mut_ptr().cast(), 0, null(), null_mut()),
            UR_RESULT_SUCCESS
        );
        for (i, &v) in out.iter().enumerate() {
            assert_eq!(v, slow_expected(i as u32, n), "item {i}: B's copy ran before A's result was there");
        }
        // A dependency on a foreign event that has already finished.
        let mut ew2 = null_mut();
        assert_eq!(
            urEnqueueMemBufferWrite(qb, buf_b, true, 0, 4, host.as_ptr().cast(), 1, &ek, &mut ew2),
            UR_RESULT_SUCCESS
        );
        for x in [ek, er, ew, em, eb, ew2] {
            urEventRelease(x);
        }
        urKernelRelease(k);
        urProgramRelease(prog);
        urMemRelease(buf_a);
        urMemRelease(buf_b);
        urQueueRelease(qa);
        urQueueRelease(qb);
        urContextRelease(ctx_b);
        urContextRelease(e.ctx);
    }
}

#[test]
fn cross_context_native_event_and_kernel_wait_list() {
    // An event of context A that reaches B as a native handle wrapped in a
    // context-B UR event (what libsycl's interop does), then a kernel launch
    // on B that waits for it.
    let e = env();
    let ctx_b = context(e.dev);
    let qa = queue(e.ctx, e.dev, 0);
    let qb = queue(ctx_b, e.dev, 0);
    let (pa, ka) = slow_kernel(e.ctx);
    let (pb, kb) = slow_kernel(ctx_b);
    let buf_a = buffer(e.ctx, 64 * 4);
    let buf_b = buffer(ctx_b, 64 * 4);
    // SAFETY: (whole block) live handles; locals of the sizes passed.
    unsafe {
        let ek = launch_slow(qa, ka, buf_a, 64, 200_000);
        let mut native = 0;
        assert_eq!(urEventGetNativeHandle(ek, &mut native), UR_RESULT_SUCCESS);
        let mut wrapped = null_mut();
        assert_eq!(urEventCreateWithNativeHandle(native, ctx_b, null(), &mut wrapped), UR_RESULT_SUCCESS);
        // The wrapped event names the UR queue its command was enqueued on.
        let qq: ur_queue_handle_t = val(|s, v, r| urEventGetInfo(wrapped, UR_EVENT_INFO_COMMAND_QUEUE, s, v, r));
        assert_eq!(qq, qa);
        assert_eq!(urKernelSetArgMemObj(kb, 0, null(), buf_b), UR_RESULT_SUCCESS);
        let n = 1i32;
        assert_eq!(urKernelSetArgValue(kb, 1, 4, null(), (&n as *const i32).cast()), UR_RESULT_SUCCESS);
        let gws = [64usize];
        let mut ekb = null_mut();
        assert_eq!(
            urEnqueueKernelLaunch(qb, kb, 1, null(), gws.as_ptr(), null(), null(), 1, &wrapped, &mut ekb),
            UR_RESULT_SUCCESS,
            "{}",
            last_error()
        );
        assert_eq!(urEventWait(1, &ekb), UR_RESULT_SUCCESS);
        assert_eq!(event_status(ek), UR_EVENT_STATUS_COMPLETE, "B's kernel finished before A's");
        for x in [ek, wrapped, ekb] {
            urEventRelease(x);
        }
        for k in [ka, kb] {
            urKernelRelease(k);
        }
        for p in [pa, pb] {
            urProgramRelease(p);
        }
        urMemRelease(buf_a);
        urMemRelease(buf_b);
        urQueueRelease(qa);
        urQueueRelease(qb);
        urContextRelease(ctx_b);
        urContextRelease(e.ctx);
    }
}

// ---------------------------------------------------------------- item 3

/// The pattern sizes of the fill tests: OpenCL's own (powers of two up to
/// 128) and the emulated rest (not a power of two, or beyond 128 bytes).
const PATTERNS: [usize; 12] = [1, 2, 3, 4, 10, 12, 64, 100, 128, 256, 384, 1000];

fn pattern_bytes(p: usize) -> Vec<u8> {
    (0..p).map(|i| (i * 7 + p) as u8 ^ 0xA5).collect()
}

fn check_filled(out: &[u8], pat: &[u8], what: &str) {
    for (i, &v) in out.iter().enumerate() {
        assert_eq!(v, pat[i % pat.len()], "{what}: byte {i}");
    }
}

#[test]
fn buffer_fill_with_any_pattern_size() {
    let e = env();
    let q = queue(e.ctx, e.dev, 0);
    for p in PATTERNS {
        let pat = pattern_bytes(p);
        for reps in [1usize, 3, 1000, 70_000 / p + 1] {
            let size = p * reps;
            let off = p; // a non-zero offset, a multiple of the pattern
            let total = off + size + 8;
            let b = buffer(e.ctx, total);
            let zeros = vec![0u8; total];
            let mut out = vec![1u8; total];
            // SAFETY: (whole block) live handles; host buffers of the sizes passed.
            unsafe {
                assert_eq!(
                    urEnqueueMemBufferWrite(q, b, true, 0, total, zeros.as_ptr().cast(), 0, null(), null_mut()),
                    UR_RESULT_SUCCESS
                );
                let mut ev = null_mut();
                assert_eq!(
                    urEnqueueMemBufferFill(q, b, pat.as_ptr().cast(), p, off, size, 0, null(), &mut ev),
                    UR_RESULT_SUCCESS,
                    "pattern {p}, size {size}: {}",
                    last_error()
                );
                assert_eq!(urEventWait(1, &ev), UR_RESULT_SUCCESS);
                let c: ur_command_t = val(|s, v, r| urEventGetInfo(ev, UR_EVENT_INFO_COMMAND_TYPE, s, v, r));
                assert_eq!(c, UR_COMMAND_MEM_BUFFER_FILL);
                urEventRelease(ev);
                assert_eq!(
                    urEnqueueMemBufferRead(q, b, true, 0, total, out.as_mut_ptr().cast(), 0, null(), null_mut()),
                    UR_RESULT_SUCCESS
                );
                urMemRelease(b);
            }
            assert!(out[..off].iter().all(|&x| x == 0), "pattern {p}: bytes before the fill untouched");
            check_filled(&out[off..off + size], &pat, &format!("buffer fill, pattern {p}, size {size}"));
            assert!(out[off + size..].iter().all(|&x| x == 0), "pattern {p}: bytes after the fill untouched");
        }
    }
    // The spec's errors stay errors.
    let b = buffer(e.ctx, 100);
    let pat = pattern_bytes(10);
    // SAFETY: live handles; a 10-byte pattern.
    unsafe {
        for (psize, off, size) in [(10, 0, 95), (10, 5, 50), (0, 0, 10), (10, 0, 0), (10, 0, 110), (20, 0, 10)] {
            assert_eq!(
                urEnqueueMemBufferFill(q, b, pat.as_ptr().cast(), psize, off, size, 0, null(), null_mut()),
                UR_RESULT_ERROR_INVALID_SIZE,
                "patternSize {psize}, offset {off}, size {size}"
            );
        }
        urMemRelease(b);
        urQueueRelease(q);
        urContextRelease(e.ctx);
    }
}

#[test]
fn usm_fill_with_any_pattern_size() {
    let e = env();
    let q = queue(e.ctx, e.dev, 0);
    let bytes = 1 << 17;
    let mut d: *mut c_void = null_mut();
    // SAFETY: a live context and device; an out-pointer.
    let r = unsafe { urUSMDeviceAlloc(e.ctx, e.dev, null(), null_mut(), bytes, &mut d) };
    if r == UR_RESULT_ERROR_UNSUPPORTED_FEATURE {
        println!("SKIP: the device has no USM device allocations: {}", last_error());
        return;
    }
    assert_eq!(r, UR_RESULT_SUCCESS, "{}", last_error());
    for p in PATTERNS {
        let pat = pattern_bytes(p);
        for reps in [1usize, 3, 1000, (bytes - 32) / p] {
            let size = p * reps;
            if size + 32 > bytes {
                continue;
            }
            // A start not aligned to the pattern (SVM's fill needs it aligned).
            let off = 3usize;
            let mut out = vec![1u8; size + 16];
            // SAFETY: (whole block) USM memory of `bytes` bytes; host buffers of the sizes passed.
            unsafe {
                let zeros = vec![0u8; size + 16];
                assert_eq!(
                    urEnqueueUSMMemcpy(q, true, d, zeros.as_ptr().cast(), size + 16, 0, null(), null_mut()),
                    UR_RESULT_SUCCESS
                );
                let mut ev = null_mut();
                let dst = d.cast::<u8>().add(off).cast::<c_void>();
                assert_eq!(
                    urEnqueueUSMFill(q, dst, p, pat.as_ptr().cast(), size, 0, null(), &mut ev),
                    UR_RESULT_SUCCESS,
                    "pattern {p}, size {size}: {}",
                    last_error()
                );
                assert_eq!(urEventWait(1, &ev), UR_RESULT_SUCCESS);
                urEventRelease(ev);
                assert_eq!(
                    urEnqueueUSMMemcpy(q, true, out.as_mut_ptr().cast(), d, size + 16, 0, null(), null_mut()),
                    UR_RESULT_SUCCESS
                );
            }
            assert!(out[..off].iter().all(|&x| x == 0), "pattern {p}: bytes before the fill untouched");
            check_filled(&out[off..off + size], &pat, &format!("USM fill, pattern {p}, size {size}"));
            assert!(out[off + size..].iter().all(|&x| x == 0), "pattern {p}: bytes after the fill untouched");
        }
    }
    let pat = pattern_bytes(10);
    // SAFETY: USM memory from above; a 10-byte pattern.
    unsafe {
        for (psize, size) in [(10, 95), (0, 10), (10, 0), (20, 10)] {
            assert_eq!(
                urEnqueueUSMFill(q, d, psize, pat.as_ptr().cast(), size, 0, null(), null_mut()),
                UR_RESULT_ERROR_INVALID_SIZE,
                "patternSize {psize}, size {size}"
            );
        }
        assert_eq!(urUSMFree(e.ctx, d), UR_RESULT_SUCCESS);
        urQueueRelease(q);
        urContextRelease(e.ctx);
    }
}
