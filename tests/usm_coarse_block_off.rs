//! `SYCLRT_USM_COARSE_BLOCK=off`: every coarse-grained host/shared USM
//! allocation is an SVM allocation of its own again (PoCL with
//! `SYCLRT_USM=svm-coarse`), so a launch unmaps and maps each one.

mod usm_util;
use std::ffi::c_void;
use std::ptr::{null, null_mut};
use syclrt::core::usm::coarse_counters;
use syclrt::ffi::api::{queue::*, usm::*};
use usm_util::*;

/// The engine's blocks of context `c` (a live context handle of the test's).
fn coarse_blocks(c: syclrt::cl::sys::cl_context) -> Vec<syclrt::core::usm::BlockView> {
    // SAFETY: a live context, viewed without a reference.
    syclrt::core::usm::coarse_blocks(unsafe { syclrt::cl::Context::borrow(&c) })
}

/// The engine's coarse-grained ranges of context `c` (a live context handle of the test's).
fn coarse_ranges(c: syclrt::cl::sys::cl_context) -> usize {
    // SAFETY: a live context, viewed without a reference.
    syclrt::core::usm::coarse_ranges(unsafe { syclrt::cl::Context::borrow(&c) })
}

#[test]
fn block_off_gives_each_allocation_its_own_range() {
    // Before anything reads the configuration (this binary's only test).
    std::env::set_var("SYCLRT_USM", "svm-coarse");
    std::env::remove_var("SYCLRT_USM_COARSE_SYNC");
    std::env::set_var("SYCLRT_USM_COARSE_BLOCK", "off");
    let mut tested = 0;
    for i in 0..device_count() {
        let e = env(i);
        if e.provider != "svm-coarse" {
            continue;
        }
        let c = syclrt::ffi::handle::get::<syclrt::core::Context>(e.c).unwrap().cl.raw();
        const N: usize = 256;
        let k = kernel(&e);
        let mut a: *mut c_void = null_mut();
        let mut b: *mut c_void = null_mut();
        let mut t: *mut c_void = null_mut();
        // SAFETY: handles from `env`; a and b hold N ints, the host's between commands.
        unsafe {
            ok(syclrt_usm_alloc(e.c, e.d, SYCLRT_USM_HOST, N * 4, 0, &mut a));
            ok(syclrt_usm_alloc(e.c, e.d, SYCLRT_USM_SHARED, N * 4, 0, &mut b));
            ok(syclrt_usm_alloc(e.c, e.d, SYCLRT_USM_HOST, 1, 0, &mut t));
            assert_eq!(coarse_ranges(c), 3, "three allocations, three ranges");
            assert!(coarse_blocks(c).is_empty(), "no block");
            let bs = std::slice::from_raw_parts_mut(b.cast::<i32>(), N);
            for (j, v) in bs.iter_mut().enumerate() {
                *v = j as i32;
            }
            ok(syclrt_kernel_set_arg_usm(k, 0, a));
            ok(syclrt_kernel_set_arg_usm(k, 1, b));
            let (u0, m0) = coarse_counters();
            ok(syclrt_queue_launch(e.q, k, 1, &N, null(), null(), 0, null_mut()));
            let (u1, m1) = coarse_counters();
            assert_eq!((u1 - u0, m1 - m0), (3, 3), "one unmap and one map per allocation");
            ok(syclrt_queue_finish(e.q));
            let ah = std::slice::from_raw_parts(a.cast::<i32>(), N);
            assert!(ah.iter().enumerate().all(|(j, &v)| v == 2 * j as i32));
            for p in [a, b, t] {
                ok(syclrt_usm_free(e.c, p));
            }
            assert_eq!(coarse_ranges(c), 0);
            syclrt::ffi::api::program::syclrt_kernel_release(k);
        }
        tested += 1;
    }
    assert!(tested > 0, "no device took SYCLRT_USM=svm-coarse");
}
