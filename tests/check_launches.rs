//! `SYCLRT_CHECK_LAUNCHES=1` (issue 37): every launch is waited for and
//! checked, and a launch that cannot succeed is answered at the launch with
//! an error that names the kernel and its range. On a CPU device the one
//! such failure without a fault is a launch behind a failed event (a user
//! event set to an error status): it is refused before it is enqueued,
//! since PoCL never runs nor completes such a command and the wait would
//! hang. (On NVIDIA the same mode named the faulting kernels of dpnp's
//! tests: docs/ptx.md.)

mod usm_util;
use usm_util::*;

#[test]
fn a_failed_launch_is_named_at_the_launch() {
    // Before anything reads the configuration (this binary's only test).
    std::env::set_var("SYCLRT_CHECK_LAUNCHES", "1");
    let e = env(0);
    let ctx = syclrt::ffi::handle::get::<syclrt::core::Context>(e.c).unwrap();
    let q = syclrt::ffi::handle::get::<syclrt::core::Queue>(e.q).unwrap();
    let k = kernel(&e);
    let kk = syclrt::ffi::handle::get::<syclrt::core::kernel::Kernel>(k).unwrap();
    let a = syclrt::cl::Mem::create(&ctx.cl, 1, 64 * 4, None).unwrap();
    kk.cl.set_arg_mem(0, &a).unwrap();
    kk.cl.set_arg_mem(1, &a).unwrap();
    // A launch that succeeds is waited for and passes.
    let ok =
        syclrt::core::kernel::launch(&q.cl, &kk.cl, syclrt::core::kernel::Route::Asked, None, &[64], None, &[], true)
            .unwrap()
            .unwrap();
    assert_eq!(ok.status().unwrap(), 0, "complete when the launch returns (CL_COMPLETE)");
    // A launch behind a failed dependency.
    let gate = syclrt::cl::Event::user(&ctx.cl).unwrap();
    gate.set_status(-1).unwrap();
    let err = syclrt::core::kernel::launch(
        &q.cl,
        &kk.cl,
        syclrt::core::kernel::Route::Asked,
        None,
        &[64],
        None,
        std::slice::from_ref(&gate),
        true,
    )
    .map(|_| ())
    .expect_err("a launch behind a failed event is refused");
    let m = err.to_string();
    assert!(m.contains("kernel twice over global [64]"), "names the kernel and its range: {m}");
    assert!(m.contains("an event it waits for failed (status -1)"), "{m}");
    // The same launch without the failed dependency runs again.
    let again =
        syclrt::core::kernel::launch(&q.cl, &kk.cl, syclrt::core::kernel::Route::Asked, None, &[64], None, &[], true)
            .unwrap()
            .unwrap();
    assert_eq!(again.status().unwrap(), 0);
    // SAFETY: a kernel from `kernel`, released once.
    unsafe { syclrt::ffi::api::program::syclrt_kernel_release(k) };
}
