//! Freed USM on a coarse-grained-only SVM device (NVIDIA's OpenCL; here PoCL
//! with `SYCLRT_USM=svm-coarse`) is reused or given back to the driver only
//! once the commands enqueued before the free are done (`core::usm`, the
//! `inflight` frees), and kernels reach USM through pointers stored in
//! memory without a list of allocations taken when indirect access was
//! enabled (issue 37: dpnp's take, put and unique returned wrong values on
//! NVIDIA when the pool handed a freed index array to the next operation
//! while a kernel still read it, and NVIDIA's driver crashes on a launch
//! whose `CL_KERNEL_EXEC_INFO_SVM_PTRS` names a freed allocation).

mod usm_util;
use std::ffi::c_void;
use std::time::{Duration, Instant};
use syclrt::core::usm;
use syclrt::ffi::api::usm::*;
use usm_util::*;

use usm_util::alloc_device as alloc;

fn free(e: &Env, p: *mut c_void) {
    // SAFETY: a handle from `env`; `p` one of its live allocations.
    ok(unsafe { syclrt_usm_free(e.c, p) });
}

#[test]
fn freed_memory_waits_for_the_commands_before_its_free() {
    // Before anything reads the configuration (this binary's only test).
    std::env::set_var("SYCLRT_USM", "svm-coarse");
    std::env::remove_var("SYCLRT_USM_POOL");
    let mut tested = 0;
    for i in 0..device_count() {
        let e = env(i);
        if e.provider != "svm-coarse" {
            continue;
        }
        let ctx = syclrt::ffi::handle::get::<syclrt::core::Context>(e.c).unwrap();
        let q = syclrt::ffi::handle::get::<syclrt::core::Queue>(e.q).unwrap();
        let k = kernel(&e);
        let kk = syclrt::ffi::handle::get::<syclrt::core::kernel::Kernel>(k).unwrap();
        let (c, d) = (ctx.cl.raw(), q.device.id.0);

        // The probe: on PoCL a kernel reaches an SVM buffer it is not given
        // through a pointer table, so launches get no allocation list.
        // SAFETY: a live context (`ctx`'s), viewed without a reference.
        let view = unsafe { syclrt::cl::Context::borrow(&c) };
        assert!(
            !usm::indirect_needs_list(view, syclrt::cl::DeviceId(d)),
            "PoCL reaches unlisted SVM memory (measured by the probe)"
        );

        const N: usize = 1024;
        let a = alloc(&e, N * 4);
        let b = alloc(&e, N * 4);
        // a and b are live allocations of the kernel's context.
        usm::set_kernel_arg_pointer(&kk.cl, 0, a as usize).unwrap();
        usm::set_kernel_arg_pointer(&kk.cl, 1, b as usize).unwrap();
        // A launch that cannot run before the gate opens: it writes `a`.
        let gate = syclrt::cl::Event::user(&ctx.cl).unwrap();
        let ev = syclrt::core::kernel::launch(
            &q.cl,
            &kk.cl,
            syclrt::core::kernel::Route::Asked,
            None,
            &[N],
            None,
            std::slice::from_ref(&gate),
            true,
        )
        .unwrap()
        .unwrap();
        // SAFETY: flushing a live queue.
        q.cl.flush().unwrap();
        free(&e, a);
        // The pool holds `a`, but the launch before its free has not run: the
        // next allocation of its size waits for it (here up to the limit,
        // since the gate stays shut) and then takes other memory.
        let t = Instant::now();
        let a2 = alloc(&e, N * 4);
        assert_ne!(a2, a, "memory a pending launch still writes is not handed out again");
        assert!(t.elapsed() >= Duration::from_millis(1500), "the allocation waited for the launch first");
        assert_ne!(ev.status().unwrap(), 0, "the launch is still pending (CL_COMPLETE is 0)");
        gate.set_complete().unwrap();
        syclrt::core::wait::wait_all(std::slice::from_ref(&ev)).unwrap();
        // Its commands done, the pooled memory is reused.
        let t = Instant::now();
        let a3 = alloc(&e, N * 4);
        assert_eq!(a3, a, "the pooled allocation is reused once the launch before its free is done");
        assert!(t.elapsed() < Duration::from_millis(1000), "no wait for finished commands");
        for p in [a2, a3, b] {
            free(&e, p);
        }
        // A free of memory no command used is reused at once too.
        let x = alloc(&e, 256);
        free(&e, x);
        let t = Instant::now();
        let y = alloc(&e, 256);
        assert_eq!(y, x);
        assert!(t.elapsed() < Duration::from_millis(1000));
        free(&e, y);
        // SAFETY: a kernel from `kernel`, released once.
        unsafe { syclrt::ffi::api::program::syclrt_kernel_release(k) };
        tested += 1;
    }
    if tested == 0 {
        eprintln!("SKIP: no device takes SYCLRT_USM=svm-coarse (no SVM)");
    }
}
