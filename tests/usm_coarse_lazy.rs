//! The lazy side of the coarse-grained USM protocol (`core::usm`, NVIDIA's
//! OpenCL; here PoCL with `SYCLRT_USM=svm-coarse` and
//! `SYCLRT_USM_COARSE_SYNC=lazy`): kernel launches leave
//! host/shared allocations unmapped, and the maps come back only when the
//! host may look (a host wait, a complete status, an eager command, a
//! free). PoCL's SVM is really fine-grained, so the protocol's counters of
//! maps and unmaps say what happened; the values say the data is right.

mod usm_util;
use std::ffi::c_void;
use std::ptr::{null, null_mut};
use syclrt::core::usm::coarse_counters;
use syclrt::ffi::api::{queue::*, usm::*};
use usm_util::*;

const N: usize = 4096;

fn delta(base: (usize, usize)) -> (usize, usize) {
    let now = coarse_counters();
    (now.0 - base.0, now.1 - base.1)
}

#[test]
fn lazy_launches_map_back_only_when_the_host_may_look() {
    // Before anything reads the configuration (this binary's only test).
    std::env::set_var("SYCLRT_USM", "svm-coarse");
    std::env::set_var("SYCLRT_USM_COARSE_SYNC", "lazy");
    // Blocks are opt-in (off by default since issue 37): this file tests them with lazy runs.
    std::env::set_var("SYCLRT_USM_COARSE_BLOCK", "on");
    let mut tested = 0;
    for i in 0..device_count() {
        let e = env(i);
        if e.provider != "svm-coarse" {
            continue;
        }
        let k = kernel(&e);
        let mut a: *mut c_void = null_mut();
        let mut b: *mut c_void = null_mut();
        let mut big: *mut c_void = null_mut();
        // SAFETY: (each block) handles from `env`; two host allocations of N
        // ints, touched by the host only where the protocol allows.
        unsafe {
            ok(syclrt_usm_alloc(e.c, e.d, SYCLRT_USM_HOST, N * 4, 0, &mut a));
            ok(syclrt_usm_alloc(e.c, e.d, SYCLRT_USM_SHARED, N * 4, 0, &mut b));
            // a and b (16 KiB each) share one SVM block (SYCLRT_USM_COARSE_BLOCK);
            // a shared allocation past 64 KiB is a range of its own: two
            // ranges to unmap and map, as the counts below say.
            ok(syclrt_usm_alloc(e.c, e.d, SYCLRT_USM_SHARED, 128 << 10, 0, &mut big));
            let c = syclrt::ffi::handle::get::<syclrt::core::Context>(e.c).unwrap().cl.raw();
            assert_eq!(
                syclrt::core::usm::coarse_ranges(syclrt::cl::Context::borrow(&c)),
                2,
                "one block for a and b, one range for big"
            );
            let bs = std::slice::from_raw_parts_mut(b.cast::<i32>(), N);
            let a_host = || std::slice::from_raw_parts(a.cast::<i32>(), N).to_vec();
            for (i, v) in bs.iter_mut().enumerate() {
                *v = i as i32;
            }
            ok(syclrt_kernel_set_arg_usm(k, 0, a));
            ok(syclrt_kernel_set_arg_usm(k, 1, b));

            // 1. Three chained launches: one unmap each allocation, no map yet.
            let base = coarse_counters();
            let mut prev: *mut syclrt::ffi::api::syclrt_event = null_mut();
            for _ in 0..3 {
                let mut ev = null_mut();
                let (w, n) = if prev.is_null() { (null(), 0) } else { (&(prev as *const _) as *const _, 1) };
                ok(syclrt_queue_launch(e.q, k, 1, &N, null(), w, n, &mut ev));
                if !prev.is_null() {
                    syclrt_event_release(prev);
                }
                prev = ev;
            }
            assert_eq!(delta(base), (2, 0), "lazy launches: the two ranges unmapped once, not mapped back");
            // 2. A host wait maps both back, and the host sees the results.
            ok(syclrt_event_wait(&(prev as *const _), 1));
            syclrt_event_release(prev);
            assert_eq!(delta(base), (2, 2), "the wait maps both back");
            assert!(a_host().iter().enumerate().all(|(i, &v)| v == 2 * i as i32), "after the wait");

            // 3. The host changes b; a launch, then a status poll until complete.
            for v in bs.iter_mut() {
                *v += 1;
            }
            let base = coarse_counters();
            let mut ev = null_mut();
            ok(syclrt_queue_launch(e.q, k, 1, &N, null(), null(), 0, &mut ev));
            assert_eq!(delta(base), (2, 0));
            loop {
                let mut st = -1;
                ok(syclrt_event_get_status(ev, &mut st));
                assert!(st >= 0, "the launch failed: {st}");
                if st == 0 {
                    break; // SYCLRT_EVENT_COMPLETE
                }
                std::thread::yield_now();
            }
            syclrt_event_release(ev);
            assert_eq!(delta(base), (2, 2), "a complete status maps both back");
            assert!(a_host().iter().enumerate().all(|(i, &v)| v == 2 * (i as i32 + 1)), "after the status poll");

            // 4. A blocking USM copy after a lazy launch is eager: it maps back itself.
            for v in bs.iter_mut() {
                *v += 1;
            }
            let base = coarse_counters();
            ok(syclrt_queue_launch(e.q, k, 1, &N, null(), null(), 0, null_mut()));
            let mut host = vec![0i32; N];
            ok(syclrt_usm_memcpy(e.q, 1, host.as_mut_ptr().cast(), a, N * 4, null(), 0, null_mut()));
            assert_eq!(delta(base), (2, 2), "the copy ends the lazy run");
            assert!(host.iter().enumerate().all(|(i, &v)| v == 2 * (i as i32 + 2)), "the copy after the launch");

            // 5. A launch that waits on a user event cannot stay lazy (a later
            // host wait would wait for the host): it maps back right after itself.
            let q = syclrt::ffi::handle::get::<syclrt::core::Queue>(e.q).unwrap();
            let kk = syclrt::ffi::handle::get::<syclrt::core::kernel::Kernel>(k).unwrap();
            let user = syclrt::cl::Event::user(&q.context.cl).unwrap();
            let base = coarse_counters();
            let done = q.launch(&kk, &[N], None, std::slice::from_ref(&user), true).unwrap().unwrap();
            assert_eq!(delta(base), (2, 2), "eager bracket behind a user event");
            user.set_complete().unwrap();
            syclrt::core::wait::wait_all(std::slice::from_ref(&done.cl)).unwrap();
            assert!(a_host().iter().enumerate().all(|(i, &v)| v == 2 * (i as i32 + 2)), "after the user event");

            // 6. A free while launches are lazy (b leaves the block, which
            // stays for a): the other allocation stays right.
            let base = coarse_counters();
            ok(syclrt_queue_launch(e.q, k, 1, &N, null(), null(), 0, null_mut()));
            ok(syclrt_usm_free(e.c, b));
            assert_eq!(delta(base), (2, 2), "the free maps back first");
            ok(syclrt_queue_finish(e.q));
            assert!(a_host().iter().enumerate().all(|(i, &v)| v == 2 * (i as i32 + 2)), "after the free");
            assert_eq!(syclrt::core::usm::coarse_ranges(syclrt::cl::Context::borrow(&c)), 2, "the block stays for a");
            ok(syclrt_usm_free(e.c, a));
            assert_eq!(syclrt::core::usm::coarse_ranges(syclrt::cl::Context::borrow(&c)), 1, "the block went with a");
            ok(syclrt_usm_free(e.c, big));
            assert_eq!(syclrt::core::usm::coarse_ranges(syclrt::cl::Context::borrow(&c)), 0);
        }
        tested += 1;
    }
    assert!(tested > 0, "no device took SYCLRT_USM=svm-coarse");
    eprintln!("lazy coarse-grained protocol on {tested} of {} device(s)", device_count());
}
