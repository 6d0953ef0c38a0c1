//! `SYCLRT_SVM_SERIALIZE=1` (`src/core/usm/serial.rs`): the driver's SVM entry
//! points go under one lock, a blocking copy or map enqueued under it and
//! waited for after it. On PoCL with `SYCLRT_USM=svm-coarse` (the protocol
//! NVIDIA's OpenCL needs, whose driver is why the lock exists): the lock is
//! in place, and blocking and non-blocking copies, fills and the coarse
//! protocol's maps give exact results from two threads at once.

mod usm_util;
use std::ffi::c_void;
use std::ptr::{null, null_mut};
use syclrt::ffi::api::{queue::*, usm::*};
use usm_util::*;

#[test]
fn svm_entry_points_under_one_lock_give_exact_results_from_two_threads() {
    // Before anything reads the configuration (this binary's only test).
    std::env::set_var("SYCLRT_USM", "svm-coarse");
    std::env::set_var("SYCLRT_SVM_SERIALIZE", "1");
    let mut tested = 0;
    for i in 0..device_count() {
        let e = env(i);
        if e.provider != "svm-coarse" {
            continue;
        }
        assert!(syclrt::core::usm::serial::on(), "SYCLRT_SVM_SERIALIZE=1 puts the lock in place");
        let (c, d, q) = (e.c as usize, e.d as usize, e.q as usize);
        let work = move |seed: i32| {
            const N: usize = 4096;
            let (c, d, q) = (c as *mut _, d as *mut _, q as *mut _);
            for round in 0..20 {
                let mut h: *mut c_void = null_mut();
                let mut dv: *mut c_void = null_mut();
                // SAFETY: live handles of the test's context; allocations of N
                // ints, touched by the host only between commands.
                unsafe {
                    ok(syclrt_usm_alloc(c, d, SYCLRT_USM_HOST, N * 4, 0, &mut h));
                    ok(syclrt_usm_alloc(c, d, SYCLRT_USM_DEVICE, N * 4, 0, &mut dv));
                    let hs = std::slice::from_raw_parts_mut(h.cast::<i32>(), N);
                    for (j, v) in hs.iter_mut().enumerate() {
                        *v = seed + round + j as i32;
                    }
                    // Not blocking, then blocking, through the device allocation.
                    ok(syclrt_usm_memcpy(q, 0, dv, h, N * 4, null(), 0, null_mut()));
                    let mut back = vec![0i32; N];
                    ok(syclrt_usm_memcpy(q, 1, back.as_mut_ptr().cast(), dv, N * 4, null(), 0, null_mut()));
                    assert!(back.iter().enumerate().all(|(j, &v)| v == seed + round + j as i32), "copies exact");
                    let pat = seed;
                    ok(syclrt_usm_fill(q, h, (&pat as *const i32).cast(), 4, N * 4, null(), 0, null_mut()));
                    ok(syclrt_queue_finish(q));
                    assert!(hs.iter().all(|&v| v == seed), "the fill reached the host (a map after it)");
                    ok(syclrt_usm_free(c, h));
                    ok(syclrt_usm_free(c, dv));
                }
            }
        };
        let t = std::thread::spawn(move || work(1000));
        work(7);
        t.join().unwrap();
        tested += 1;
    }
    assert!(tested > 0, "no device took SYCLRT_USM=svm-coarse");
}
