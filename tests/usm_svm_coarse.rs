//! Host and shared USM on a coarse-grained-only SVM device: the map/unmap
//! protocol of `core::usm`'s `coarse_around` (NVIDIA's OpenCL; here PoCL with
//! `SYCLRT_USM=svm-coarse`, which treats its SVM as coarse-grained). The
//! allocations are the host's between commands: written directly before a
//! kernel, read directly after waiting for its event.

mod usm_util;
use std::ffi::c_void;
use std::ptr::{null, null_mut};
use syclrt::ffi::api::{queue::*, usm::*};
use usm_util::*;

#[test]
fn host_and_shared_usm_over_coarse_grained_svm() {
    // Before anything reads the configuration (this binary's only test).
    std::env::set_var("SYCLRT_USM", "svm-coarse");
    std::env::remove_var("SYCLRT_USM_COARSE_SYNC");
    // A pool of 100,000 bytes per context: one 64 KiB class fits, two do not.
    std::env::set_var("SYCLRT_USM_POOL", "100000");
    let mut tested = 0;
    for i in 0..device_count() {
        let e = env(i);
        if e.provider == "none" {
            continue;
        }
        assert_eq!(e.provider, "svm-coarse", "SYCLRT_USM=svm-coarse");
        let has = |a| syclrt::core::device::devices().unwrap()[i].has(a);
        assert!(has(syclrt::core::Aspect::UsmHostAllocations), "host USM through the protocol");
        assert!(has(syclrt::core::Aspect::UsmSharedAllocations), "shared USM through the protocol");
        // memcpy, memset, fill and kernels over every kind (the common round trip).
        round_trip(&e);
        const N: usize = 4096;
        let k = kernel(&e);
        for kind in [SYCLRT_USM_SHARED, SYCLRT_USM_HOST] {
            let mut a: *mut c_void = null_mut();
            let mut b: *mut c_void = null_mut();
            // SAFETY: (each call) handles from `env`; allocations of N ints,
            // touched by the host only between commands (the protocol's rule).
            unsafe {
                ok(syclrt_usm_alloc(e.c, e.d, kind, N * 4, 0, &mut a));
                ok(syclrt_usm_alloc(e.c, e.d, kind, N * 4, 0, &mut b));
                let bs = std::slice::from_raw_parts_mut(b.cast::<i32>(), N);
                for (i, v) in bs.iter_mut().enumerate() {
                    *v = i as i32 + 7;
                }
                for round in 0..3 {
                    ok(syclrt_kernel_set_arg_usm(k, 0, a));
                    ok(syclrt_kernel_set_arg_usm(k, 1, b));
                    let mut ev = null_mut();
                    let (u0, m0) = syclrt::core::usm::coarse_counters();
                    ok(syclrt_queue_launch(e.q, k, 1, &N, null(), null(), 0, &mut ev));
                    // Eager (the default): both unmapped before the launch and
                    // mapped again behind it, before anything waits; each is
                    // an SVM allocation of its own (blocks are opt-in since
                    // issue 37), so two ranges each way.
                    let (u1, m1) = syclrt::core::usm::coarse_counters();
                    assert_eq!((u1 - u0, m1 - m0), (2, 2), "kind {kind}: the eager bracket");
                    ok(syclrt_event_wait(&(ev as *const _), 1));
                    syclrt_event_release(ev);
                    let a_host = std::slice::from_raw_parts(a.cast::<i32>(), N);
                    let bad = a_host.iter().enumerate().filter(|(i, &v)| v != 2 * (*i as i32 + 7 + round)).count();
                    assert_eq!(bad, 0, "kind {kind}, round {round}: the host reads the kernel's results directly");
                    // The host changes b directly; the next launch sees it.
                    for v in bs.iter_mut() {
                        *v += 1;
                    }
                }
                // A launch with no event out and a queue finish instead.
                ok(syclrt_queue_launch(e.q, k, 1, &N, null(), null(), 0, null_mut()));
                ok(syclrt_queue_finish(e.q));
                let a_host = std::slice::from_raw_parts(a.cast::<i32>(), N);
                assert!(a_host.iter().enumerate().all(|(i, &v)| v == 2 * (i as i32 + 10)), "after a finish");
                ok(syclrt_usm_free(e.c, a));
                ok(syclrt_usm_free(e.c, b));
            }
        }
        // A launch replayed from a recorded command buffer gets the same
        // bracket (it goes through the one launch path, core::kernel::launch).
        // SAFETY: (each call) handles from `env`; allocations of N ints,
        // touched by the host only after waiting for the replay.
        unsafe {
            use syclrt::core::command_buffer::{Cmd, CommandBuffer, KernelCmd};
            let mut a: *mut c_void = null_mut();
            let mut b: *mut c_void = null_mut();
            ok(syclrt_usm_alloc(e.c, e.d, SYCLRT_USM_SHARED, N * 4, 0, &mut a));
            ok(syclrt_usm_alloc(e.c, e.d, SYCLRT_USM_HOST, N * 4, 0, &mut b));
            let bs = std::slice::from_raw_parts_mut(b.cast::<i32>(), N);
            for (i, v) in bs.iter_mut().enumerate() {
                *v = 3 * i as i32;
            }
            ok(syclrt_kernel_set_arg_usm(k, 0, a));
            ok(syclrt_kernel_set_arg_usm(k, 1, b));
            let q = syclrt::ffi::handle::get::<syclrt::core::Queue>(e.q).unwrap();
            let kk = syclrt::ffi::handle::get::<syclrt::core::kernel::Kernel>(k).unwrap();
            let cb = CommandBuffer::new(q.context.cl.clone(), q.device.id, true, false).unwrap();
            cb.force_recorded("the replay path under test").unwrap();
            let kernel = kk.cl.clone();
            let cmd = KernelCmd { kernel, kernels: Vec::new(), dim: 1, offset: None, global: [N, 1, 1], local: None };
            cb.append(Cmd::Kernel(cmd), &[], false).unwrap();
            cb.finalize().unwrap();
            for round in 0..2 {
                let (u0, m0) = syclrt::core::usm::coarse_counters();
                let done = cb.enqueue(&q.cl, &[]).unwrap();
                let (u1, m1) = syclrt::core::usm::coarse_counters();
                // a and b: two SVM allocations of their own (blocks are opt-in since issue 37).
                assert_eq!((u1 - u0, m1 - m0), (2, 2), "round {round}: the replayed launch is bracketed (two ranges)");
                syclrt::core::wait::wait_all(std::slice::from_ref(&done)).unwrap();
                let a_host = std::slice::from_raw_parts(a.cast::<i32>(), N);
                assert!(
                    a_host.iter().enumerate().all(|(i, &v)| v == 6 * i as i32),
                    "round {round}: the host reads the replay's results"
                );
            }
            drop(cb);
            ok(syclrt_usm_free(e.c, a));
            ok(syclrt_usm_free(e.c, b));
        }
        // The pool of freed device allocations (coarse-grained devices): a
        // freed allocation is kept and handed out again for the same size class.
        // SAFETY: (each call) handles from `env`; allocations never touched.
        unsafe {
            let mut p1: *mut c_void = null_mut();
            ok(syclrt_usm_alloc(e.c, e.d, SYCLRT_USM_DEVICE, 39_096, 4, &mut p1));
            let c = syclrt::ffi::handle::get::<syclrt::core::Context>(e.c).unwrap().cl.raw();
            let before = syclrt::core::usm::pooled_bytes(syclrt::cl::Context::borrow(&c));
            ok(syclrt_usm_free(e.c, p1));
            assert_eq!(
                syclrt::core::usm::pooled_bytes(syclrt::cl::Context::borrow(&c)),
                before + 65_536,
                "freed into the pool (class 64 KiB)"
            );
            let mut p2: *mut c_void = null_mut();
            ok(syclrt_usm_alloc(e.c, e.d, SYCLRT_USM_DEVICE, 40_000, 0, &mut p2));
            assert_eq!(p2, p1, "the same size class is handed out again");
            assert_eq!(syclrt::core::usm::pooled_bytes(syclrt::cl::Context::borrow(&c)), before);
            let i = info(e.c, p2);
            assert_eq!(i.size, 40_000, "the allocation reports its requested size");
            // Past the limit a freed allocation is really freed: two of one
            // class freed, one kept.
            let mut p3: *mut c_void = null_mut();
            ok(syclrt_usm_alloc(e.c, e.d, SYCLRT_USM_DEVICE, 40_000, 0, &mut p3));
            ok(syclrt_usm_free(e.c, p2));
            ok(syclrt_usm_free(e.c, p3));
            assert_eq!(
                syclrt::core::usm::pooled_bytes(syclrt::cl::Context::borrow(&c)),
                before + 65_536,
                "the pool keeps at most its limit"
            );
            // A freed pointer is not live any more, pooled or not.
            assert_eq!(info(e.c, p3).r#type, SYCLRT_USM_TYPE_UNKNOWN);
            assert_ne!(syclrt_usm_free(e.c, p3), syclrt::core::Status::Success, "a double free is an error");
        }
        tested += 1;
    }
    eprintln!("coarse-grained host/shared USM on {tested} of {} device(s)", device_count());
}
