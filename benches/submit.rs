//! Kernel-submission cost of an empty kernel: `syclrt_queue_launch` through
//! the C API against `clEnqueueNDRangeKernel` on the same queue and kernel,
//! in one process, interleaved, median of repeated runs.
//!
//!   cargo bench --bench submit [-- LAUNCHES REPEATS]
//!
//! Each run enqueues LAUNCHES launches (no event requested), then finishes
//! the queue; the figure is wall time / LAUNCHES.
#![allow(clippy::undocumented_unsafe_blocks, reason = "a benchmark calling the C API as a C program would")]

use std::ptr;
use std::time::Instant;
use syclrt::core::Status;
use syclrt::ffi::api::{context::*, device::*, program::*, queue::*};
use syclrt::ffi::handle::get;

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[v.len() / 2]
}

fn main() {
    let args: Vec<usize> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let launches = args.first().copied().unwrap_or(20_000);
    let repeats = args.get(1).copied().unwrap_or(11);
    unsafe {
        let mut dev = ptr::null_mut();
        assert_eq!(syclrt_device_default(&mut dev), Status::Success);
        let d = get::<syclrt::core::Device>(dev).unwrap();
        let mut ctx = ptr::null_mut();
        assert_eq!(syclrt_context_create([dev as *const _].as_ptr(), 1, &mut ctx), Status::Success);
        let mut q = ptr::null_mut();
        assert_eq!(syclrt_queue_create(ctx, dev, 0, &mut q), Status::Success);
        let mut p = ptr::null_mut();
        assert_eq!(
            syclrt_program_create_with_source(ctx, c"__kernel void empty(void) {}".as_ptr(), 0, &mut p),
            Status::Success
        );
        assert_eq!(syclrt_program_build(p, ptr::null()), Status::Success);
        let mut k = ptr::null_mut();
        assert_eq!(syclrt_kernel_create(p, c"empty".as_ptr(), &mut k), Status::Success);

        // The raw baseline uses the very same cl_command_queue and cl_kernel.
        let api = syclrt::cl::api().unwrap();
        let raw_q = get::<syclrt::core::Queue>(q).unwrap().cl.raw();
        let raw_k = get::<syclrt::core::Kernel>(k).unwrap().cl.raw();
        let global = 1usize;

        let raw = || {
            let t = Instant::now();
            for _ in 0..launches {
                let rc = (api.clEnqueueNDRangeKernel)(
                    raw_q,
                    raw_k,
                    1,
                    ptr::null(),
                    &global,
                    ptr::null(),
                    0,
                    ptr::null(),
                    ptr::null_mut(),
                );
                assert_eq!(rc, 0);
            }
            let enq = t.elapsed().as_secs_f64() * 1e9 / launches as f64;
            assert_eq!((api.clFinish)(raw_q), 0);
            (t.elapsed().as_secs_f64() * 1e9 / launches as f64, enq)
        };
        let ours = || {
            let t = Instant::now();
            for _ in 0..launches {
                let st = syclrt_queue_launch(q, k, 1, &global, ptr::null(), ptr::null(), 0, ptr::null_mut());
                assert_eq!(st, Status::Success);
            }
            let enq = t.elapsed().as_secs_f64() * 1e9 / launches as f64;
            assert_eq!(syclrt_queue_finish(q), Status::Success);
            (t.elapsed().as_secs_f64() * 1e9 / launches as f64, enq)
        };
        let core_q = get::<syclrt::core::Queue>(q).unwrap();
        let core_k = get::<syclrt::core::Kernel>(k).unwrap();
        let core = || {
            let t = Instant::now();
            for _ in 0..launches {
                core_q.launch(&core_k, std::slice::from_ref(&global), None, &[], false).unwrap();
            }
            let enq = t.elapsed().as_secs_f64() * 1e9 / launches as f64;
            core_q.finish().unwrap();
            (t.elapsed().as_secs_f64() * 1e9 / launches as f64, enq)
        };
        let mut ce = Vec::new();
        // Warm up both paths (JIT, thread pools, allocator).
        raw();
        ours();
        let (mut rs, mut os, mut re, mut oe) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        for i in 0..repeats {
            // Alternate the order so drift favours neither side.
            let (a, b) = if i % 2 == 0 {
                let a = raw();
                (a, ours())
            } else {
                let b = ours();
                (raw(), b)
            };
            rs.push(a.0);
            re.push(a.1);
            os.push(b.0);
            oe.push(b.1);
            ce.push(core().1);
        }
        let (r, o) = (median(rs), median(os));
        let (r_enq, o_enq) = (median(re), median(oe));
        println!("device: {} ({})", d.info.name, d.platform().name);
        println!("launches per run: {launches}, runs: {repeats} (median)");
        println!("raw OpenCL clEnqueueNDRangeKernel: {r:.0} ns/launch");
        println!("syclrt_queue_launch:               {o:.0} ns/launch");
        println!("ratio syclrt/raw: {:.3}", o / r);
        println!("enqueue loop only, core API without the C boundary: {:.0} ns", median(ce));
        println!(
            "enqueue loop only (before finish): raw {r_enq:.0} ns, syclrt {o_enq:.0} ns, ratio {:.3}",
            o_enq / r_enq
        );
        syclrt_kernel_release(k);
        syclrt_program_release(p);
        syclrt_queue_release(q);
        syclrt_context_release(ctx);
    }
}
