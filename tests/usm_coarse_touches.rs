//! What the coarse-grained protocol unmaps for a command (PoCL with
//! `SYCLRT_USM=svm-coarse`, blocks off, eager): a USM copy or fill only the
//! host/shared allocations it names; a kernel launch every allocation but
//! those another thread has just made and not yet handed to a command. On
//! NVIDIA a map-back copies the device's bytes over the host's, so a host
//! write into an allocation some other command's bracket had unmapped was
//! lost (issue 37: dpctl's packed shapes, written on one thread while
//! another thread's commands ran, reached the kernel as zeros). And the
//! host pool: a freed host allocation comes back mapped, the host's.

mod usm_util;
use std::ffi::c_void;
use std::ptr::{null, null_mut};
use syclrt::core::usm::{coarse_counters, coarse_fresh_skips};
use syclrt::ffi::api::{queue::*, usm::*};
use usm_util::*;

fn delta(base: (usize, usize)) -> (usize, usize) {
    let now = coarse_counters();
    (now.0 - base.0, now.1 - base.1)
}

/// A pointer that may cross threads (the test's own allocations).
#[derive(Clone, Copy)]
struct P(*mut c_void);
// SAFETY: the pointee is USM memory the test synchronises by hand (joins).
unsafe impl Send for P {}

#[test]
fn copies_touch_their_ranges_and_launches_leave_other_threads_fresh_allocations() {
    // Before anything reads the configuration (this binary's only test).
    std::env::set_var("SYCLRT_USM", "svm-coarse");
    std::env::remove_var("SYCLRT_USM_COARSE_SYNC");
    std::env::set_var("SYCLRT_USM_COARSE_BLOCK", "off");
    std::env::set_var("SYCLRT_USM_HOST_POOL", "on");
    let mut tested = 0;
    for i in 0..device_count() {
        let e = env(i);
        if e.provider != "svm-coarse" {
            continue;
        }
        const N: usize = 256;
        let k = kernel(&e);
        let d = alloc_device(&e, N * 4);
        let mut h1: *mut c_void = null_mut();
        let mut h2: *mut c_void = null_mut();
        // SAFETY: (each call) handles from `env`; allocations of N ints,
        // touched by the host only between commands.
        unsafe {
            ok(syclrt_usm_alloc(e.c, e.d, SYCLRT_USM_HOST, N * 4, 0, &mut h1));
            ok(syclrt_usm_alloc(e.c, e.d, SYCLRT_USM_HOST, N * 4, 0, &mut h2));
            let h1s = std::slice::from_raw_parts_mut(h1.cast::<i32>(), N);
            for (j, v) in h1s.iter_mut().enumerate() {
                *v = j as i32 + 7;
            }
            // A copy out of h1: h1 alone is unmapped and mapped back.
            let b = coarse_counters();
            ok(syclrt_usm_memcpy(e.q, 1, d, h1, N * 4, null(), 0, null_mut()));
            assert_eq!(delta(b), (1, 1), "a copy from one host allocation brackets that one only");
            // A fill of h2: h2 alone.
            let pat = 5i32;
            let b = coarse_counters();
            ok(syclrt_usm_fill(e.q, h2, (&pat as *const i32).cast(), 4, N * 4, null(), 0, null_mut()));
            ok(syclrt_queue_finish(e.q));
            assert_eq!(delta(b), (1, 1), "a fill brackets its own range only");
            let h2s = std::slice::from_raw_parts(h2.cast::<i32>(), N);
            assert!(h2s.iter().all(|&v| v == 5), "the fill reached the host");
            // Device to plain host memory: no bracket at all.
            let mut plain = vec![0i32; N];
            let b = coarse_counters();
            ok(syclrt_usm_memcpy(e.q, 1, plain.as_mut_ptr().cast(), d, N * 4, null(), 0, null_mut()));
            assert_eq!(delta(b), (0, 0), "a copy between device USM and plain memory is not bracketed");
            assert!(plain.iter().enumerate().all(|(j, &v)| v == j as i32 + 7), "the copy went through h1");

            // Another thread makes h3 and writes it, and has enqueued nothing
            // yet: this thread's launch leaves h3 mapped (the host's).
            let (made_tx, made_rx) = std::sync::mpsc::channel::<P>();
            let (go_tx, go_rx) = std::sync::mpsc::channel::<()>();
            let (ctx, dev, q) = (e.c as usize, e.d as usize, e.q as usize);
            let t = std::thread::spawn(move || other_thread(ctx, dev, q, made_tx, go_rx));
            let h3 = made_rx.recv().unwrap().0;
            ok(syclrt_kernel_set_arg_usm(k, 0, h2));
            ok(syclrt_kernel_set_arg_usm(k, 1, h1));
            let skips = coarse_fresh_skips();
            let b = coarse_counters();
            ok(syclrt_queue_launch(e.q, k, 1, &N, null(), null(), 0, null_mut()));
            ok(syclrt_queue_finish(e.q));
            assert_eq!(delta(b), (2, 2), "h1 and h2 bracketed, the other thread's fresh h3 left mapped");
            assert_eq!(coarse_fresh_skips(), skips + 1);
            assert!(h2s.iter().enumerate().all(|(j, &v)| v == 2 * (j as i32 + 7)), "the kernel's results");
            go_tx.send(()).unwrap();
            t.join().unwrap();
            let b = coarse_counters();
            ok(syclrt_queue_launch(e.q, k, 1, &N, null(), null(), 0, null_mut()));
            ok(syclrt_queue_finish(e.q));
            assert_eq!(delta(b), (3, 3), "once its thread enqueued a command, h3 is bracketed too");
            for p in [h1, h2, h3] {
                ok(syclrt_usm_free(e.c, p));
            }
            // The host pool: a freed host allocation stays mapped and the
            // next one of its size class is that memory, the host's at once.
            let mut h4: *mut c_void = null_mut();
            ok(syclrt_usm_alloc(e.c, e.d, SYCLRT_USM_HOST, N * 4 - 8, 0, &mut h4));
            assert!([h1, h2, h3].contains(&h4), "a freed host allocation of the same class is handed out again");
            let h4s = std::slice::from_raw_parts_mut(h4.cast::<i32>(), N - 2);
            for (j, v) in h4s.iter_mut().enumerate() {
                *v = 11 * j as i32;
            }
            ok(syclrt_usm_memcpy(e.q, 1, d, h4, (N - 2) * 4, null(), 0, null_mut()));
            let mut back = vec![0i32; N - 2];
            ok(syclrt_usm_memcpy(e.q, 1, back.as_mut_ptr().cast(), d, (N - 2) * 4, null(), 0, null_mut()));
            assert!(
                back.iter().enumerate().all(|(j, &v)| v == 11 * j as i32),
                "the host's writes into a pooled allocation reach the device"
            );
            // A launch brackets it like any other host allocation.
            ok(syclrt_kernel_set_arg_usm(k, 0, h4));
            ok(syclrt_kernel_set_arg_usm(k, 1, h4));
            let b = coarse_counters();
            let n2 = N - 2;
            ok(syclrt_queue_launch(e.q, k, 1, &n2, null(), null(), 0, null_mut()));
            ok(syclrt_queue_finish(e.q));
            assert_eq!(delta(b), (1, 1), "the pooled allocation is bracketed by a launch");
            for p in [h4, d] {
                ok(syclrt_usm_free(e.c, p));
            }
            syclrt::ffi::api::program::syclrt_kernel_release(k);
        }
        tested += 1;
    }
    assert!(tested > 0, "no device took SYCLRT_USM=svm-coarse");
}

/// The other thread: makes h3 and writes it, says so, waits, then enqueues
/// its first command (a copy out of h3), which publishes h3.
fn other_thread(
    ctx: usize,
    dev: usize,
    q: usize,
    made_tx: std::sync::mpsc::Sender<P>,
    go_rx: std::sync::mpsc::Receiver<()>,
) {
    const N: usize = 256;
    let mut h3: *mut c_void = null_mut();
    let (c, dv, q) = (ctx as *mut _, dev as *mut _, q as *mut _);
    // SAFETY: live handles of the test's context; h3 holds N ints.
    unsafe {
        ok(syclrt_usm_alloc(c, dv, SYCLRT_USM_HOST, N * 4, 0, &mut h3));
        let s = std::slice::from_raw_parts_mut(h3.cast::<i32>(), N);
        for (j, v) in s.iter_mut().enumerate() {
            *v = 3 * j as i32;
        }
    }
    made_tx.send(P(h3)).unwrap();
    go_rx.recv().unwrap();
    let mut out = vec![0i32; N];
    // SAFETY: as above; `out` holds N ints.
    unsafe { ok(syclrt_usm_memcpy(q, 1, out.as_mut_ptr().cast(), h3, N * 4, null(), 0, null_mut())) };
    assert!(out.iter().enumerate().all(|(j, &v)| v == 3 * j as i32), "h3 as the other thread wrote it");
}
