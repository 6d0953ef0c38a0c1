//! The C API called from Rust: concurrency, handle accounting, and the
//! last-error message being per thread.

use std::ptr;
use std::sync::Arc;
use syclrt::core::Status;
use syclrt::ffi::api::{context::*, device::*, general::*, mem::*, program::*, queue::*};

fn last_error() -> String {
    // SAFETY: the library returns a valid NUL-terminated string that stays valid until the next failing call on this thread, and it is copied at once.
    unsafe { std::ffi::CStr::from_ptr(syclrt_last_error_message()) }.to_string_lossy().into_owned()
}

/// Serialises the tests that count live handles: the count is process-wide,
/// so a test creating handles beside it would be counted too.
static HANDLE_COUNT: std::sync::Mutex<()> = std::sync::Mutex::new(());

struct Ptr<T>(*mut T);
// SAFETY: `Ptr` only carries a C API handle, an address the library validates in its registry without dereferencing; the C API is thread-safe (this test checks it), so moving handles between threads is sound.
unsafe impl<T> Send for Ptr<T> {}
// SAFETY: as for `Send`: shared `&Ptr` only hands out the address, and every C API function may be called with it from any thread.
unsafe impl<T> Sync for Ptr<T> {}

#[test]
fn threads_share_handles_and_release_everything() {
    let _serial = HANDLE_COUNT.lock().unwrap_or_else(|e| e.into_inner());
    let before = syclrt::ffi::handle::live_handles();
    // SAFETY: out-pointers are live locals, the source and names are NUL-terminated literals, host buffers (`init`, `one`, `g`, `events`, `out`) outlive the calls that read or write them with the sizes passed, and every handle comes from the C API; the worker threads are joined before the handles are released.
    unsafe {
        let mut dev = ptr::null_mut();
        assert_eq!(syclrt_device_default(&mut dev), Status::Success);
        let mut ctx = ptr::null_mut();
        assert_eq!(syclrt_context_create([dev as *const _].as_ptr(), 1, &mut ctx), Status::Success);
        let src = c"__kernel void add(__global int *p, int v) { p[get_global_id(0)] += v; }";
        let mut prog = ptr::null_mut();
        assert_eq!(syclrt_program_create_with_source(ctx, src.as_ptr(), 0, &mut prog), Status::Success);
        assert_eq!(syclrt_program_build(prog, ptr::null()), Status::Success);
        let (dev, ctx, prog) = (Arc::new(Ptr(dev)), Arc::new(Ptr(ctx)), Arc::new(Ptr(prog)));

        let threads: Vec<_> = (0..4)
            .map(|t| {
                let (dev, ctx, prog) = (dev.clone(), ctx.clone(), prog.clone());
                std::thread::spawn(move || {
                    let mut q = ptr::null_mut();
                    assert_eq!(syclrt_queue_create(ctx.0, dev.0, 0, &mut q), Status::Success);
                    let mut k = ptr::null_mut();
                    assert_eq!(syclrt_kernel_create(prog.0, c"add".as_ptr(), &mut k), Status::Success);
                    let init = [t; 64];
                    let mut m = ptr::null_mut();
                    assert_eq!(
                        syclrt_mem_create(ctx.0, 256, SYCLRT_MEM_READ_WRITE, init.as_ptr().cast(), &mut m),
                        Status::Success
                    );
                    assert_eq!(syclrt_kernel_set_arg_mem(k, 0, m), Status::Success);
                    let one = 1i32;
                    assert_eq!(syclrt_kernel_set_arg_value(k, 1, 4, (&one as *const i32).cast()), Status::Success);
                    let g = 64usize;
                    let mut events = Vec::new();
                    for _ in 0..50 {
                        let mut e = ptr::null_mut();
                        assert_eq!(
                            syclrt_queue_launch(q, k, 1, &g, ptr::null(), ptr::null(), 0, &mut e),
                            Status::Success
                        );
                        events.push(e as *const _);
                    }
                    assert_eq!(syclrt_event_wait(events.as_ptr(), events.len()), Status::Success);
                    for e in events {
                        assert_eq!(syclrt_event_release(e as *mut _), Status::Success);
                    }
                    let mut out = [0i32; 64];
                    assert_eq!(
                        syclrt_queue_read(q, m, true, 0, 256, out.as_mut_ptr().cast(), ptr::null(), 0, ptr::null_mut()),
                        Status::Success
                    );
                    assert!(out.iter().all(|&v| v == t + 50), "thread {t}: {out:?}");
                    // A failure on this thread sets this thread's message only.
                    assert_eq!(syclrt_mem_create(ctx.0, 0, 0, ptr::null(), &mut m), Status::InvalidSize);
                    assert!(last_error().contains("size"));
                    assert_eq!(syclrt_mem_release(m), Status::Success);
                    assert_eq!(syclrt_kernel_release(k), Status::Success);
                    assert_eq!(syclrt_queue_release(q), Status::Success);
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap();
        }
        assert_eq!(syclrt_program_release(prog.0), Status::Success);
        assert_eq!(syclrt_context_release(ctx.0), Status::Success);
    }
    assert_eq!(syclrt::ffi::handle::live_handles(), before, "every handle was released");
}

#[test]
fn statuses_are_stable_and_described() {
    use syclrt::core::Status as S;
    let expect = [
        (S::Success, 0),
        (S::InvalidValue, 1),
        (S::NullPointer, 2),
        (S::NoOpencl, 6),
        (S::BuildFailed, 10),
        (S::InvalidPlatform, 20),
        (S::InvalidEvent, 27),
        (S::ContextMismatch, 40),
        (S::Internal, 99),
        (S::Panic, 100),
    ];
    for (s, n) in expect {
        assert_eq!(s as i32, n, "{s:?} was renumbered");
    }
    let mut seen = std::collections::HashSet::new();
    for s in Status::ALL {
        assert!(seen.insert(*s as i32), "{s:?} reuses a number");
        assert_eq!(Status::from_code(*s as i32), Some(*s));
        // SAFETY: `syclrt_status_string` returns a static NUL-terminated string for every status code.
        let text = unsafe { std::ffi::CStr::from_ptr(syclrt_status_string(*s as i32)) }.to_str().unwrap();
        assert_eq!(text, s.description());
        assert!(!text.is_empty());
    }
}

/// The per-thread cache of validated handles (src/ffi/handle.rs) never
/// accepts a handle after its release, even one whose object lives on
/// (a program kept by its kernel), nor a handle of another type, and a
/// release on another thread is seen at once.
#[test]
fn released_handles_are_refused_after_cached_lookups() {
    let _serial = HANDLE_COUNT.lock().unwrap_or_else(|e| e.into_inner());
    // SAFETY: out-pointers are live locals and the source and names NUL-terminated literals; `g` outlives each launch; the wrong-type and released handles are passed on purpose: the library validates handles in its registry without dereferencing them.
    unsafe {
        let mut dev = ptr::null_mut();
        assert_eq!(syclrt_device_default(&mut dev), Status::Success);
        let mut ctx = ptr::null_mut();
        assert_eq!(syclrt_context_create([dev as *const _].as_ptr(), 1, &mut ctx), Status::Success);
        let mut q = ptr::null_mut();
        assert_eq!(syclrt_queue_create(ctx, dev, 0, &mut q), Status::Success);
        let mut prog = ptr::null_mut();
        assert_eq!(
            syclrt_program_create_with_source(ctx, c"__kernel void e(void) {}".as_ptr(), 0, &mut prog),
            Status::Success
        );
        assert_eq!(syclrt_program_build(prog, ptr::null()), Status::Success);
        let mut k = ptr::null_mut();
        assert_eq!(syclrt_kernel_create(prog, c"e".as_ptr(), &mut k), Status::Success);
        let g = 1usize;
        let launch = |q, k| syclrt_queue_launch(q, k, 1, &g, ptr::null(), ptr::null(), 0, ptr::null_mut());
        // Validated (and remembered) on this thread.
        for _ in 0..3 {
            assert_eq!(launch(q, k), Status::Success);
        }
        // Wrong types, both ways, after the handles were remembered.
        assert_eq!(launch(k.cast(), k), Status::InvalidQueue);
        assert_eq!(launch(q, q.cast()), Status::InvalidKernel);
        let mut k2 = ptr::null_mut();
        assert_eq!(syclrt_kernel_create(prog, c"e".as_ptr(), &mut k2), Status::Success);
        // The program handle, released while the kernels keep its object.
        let mut k3 = ptr::null_mut();
        assert_eq!(syclrt_kernel_create(prog, c"e".as_ptr(), &mut k3), Status::Success);
        assert_eq!(syclrt_kernel_release(k3), Status::Success);
        assert_eq!(syclrt_program_release(prog), Status::Success);
        assert_eq!(syclrt_kernel_create(prog, c"e".as_ptr(), &mut k3), Status::InvalidProgram);
        // A release on another thread: the next launch here is refused.
        let kp = Ptr(k);
        std::thread::spawn(move || {
            let kp = kp;
            assert_eq!(syclrt_kernel_release(kp.0), Status::Success);
        })
        .join()
        .unwrap();
        assert_eq!(launch(q, k), Status::InvalidKernel);
        assert!(last_error().contains("not a live handle"), "{}", last_error());
        // Another kernel is unaffected.
        assert_eq!(launch(q, k2), Status::Success);
        assert_eq!(syclrt_queue_finish(q), Status::Success);
        assert_eq!(syclrt_kernel_release(k2), Status::Success);
        assert_eq!(syclrt_queue_release(q), Status::Success);
        assert_eq!(launch(q, k2), Status::InvalidQueue);
        assert_eq!(syclrt_context_release(ctx), Status::Success);
    }
}
