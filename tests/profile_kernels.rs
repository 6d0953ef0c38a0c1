//! `SYCLRT_PROFILE=kernels`: every queue is created with profiling on, and
//! each kernel launch is reported once it completes, even when the caller
//! asked for no event.

mod usm_util;
use std::ffi::c_void;
use std::ptr::{null, null_mut};
use syclrt::ffi::api::{queue::*, usm::*};
use usm_util::*;

const CL_QUEUE_PROPERTIES: u32 = 0x1093;
const CL_QUEUE_PROFILING_ENABLE: u64 = 2;

#[test]
fn kernels_are_reported_and_queues_profile() {
    // Before anything reads the configuration (this binary's only test).
    std::env::set_var("SYCLRT_PROFILE", "kernels");
    let mut tested = 0;
    for i in 0..device_count() {
        let e = env(i);
        if e.provider == "none" {
            continue;
        }
        let q = syclrt::ffi::handle::get::<syclrt::core::Queue>(e.q).unwrap();
        let b = syclrt::core::object::info_bytes(&q.cl, CL_QUEUE_PROPERTIES).unwrap();
        let props = u64::from_ne_bytes(b[..8].try_into().unwrap());
        assert_ne!(props & CL_QUEUE_PROFILING_ENABLE, 0, "{}: the queue profiles", e.provider);
        const N: usize = 256;
        let k = kernel(&e);
        let mut a: *mut c_void = null_mut();
        let mut bb: *mut c_void = null_mut();
        // SAFETY: (each call) handles from `env`; device allocations of N ints.
        unsafe {
            ok(syclrt_usm_alloc(e.c, e.d, SYCLRT_USM_DEVICE, N * 4, 0, &mut a));
            ok(syclrt_usm_alloc(e.c, e.d, SYCLRT_USM_DEVICE, N * 4, 0, &mut bb));
            ok(syclrt_kernel_set_arg_usm(k, 0, a));
            ok(syclrt_kernel_set_arg_usm(k, 1, bb));
            let before = syclrt::core::profile::reported();
            // No event asked for: the profiler still watches the launch.
            ok(syclrt_queue_launch(e.q, k, 1, &N, null(), null(), 0, null_mut()));
            ok(syclrt_queue_finish(e.q));
            // The completion callback may run just after the finish returns.
            let mut waited = 0;
            while syclrt::core::profile::reported() == before && waited < 2000 {
                std::thread::sleep(std::time::Duration::from_millis(1));
                waited += 1;
            }
            assert_eq!(syclrt::core::profile::reported(), before + 1, "{}: one report for one launch", e.provider);
            ok(syclrt_usm_free(e.c, a));
            ok(syclrt_usm_free(e.c, bb));
        }
        tested += 1;
    }
    assert!(tested > 0, "no device with USM");
}
