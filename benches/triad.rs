//! Streaming bandwidth: the triad `a[i] = b[i] + s * c[i]` over three arrays
//! of BYTES bytes each, through syclrt buffers (command groups with
//! accessors) against the same kernel on raw OpenCL, and against the
//! device's own copy bandwidth (`clEnqueueCopyBuffer`), all in one run on
//! one device.
//!
//!   cargo bench --bench triad [-- BYTES ITERATIONS]     (default 1 GiB, 20)
//!
//! GB/s counts the bytes a kernel must move: 3 x BYTES for the triad
//! (two reads, one write), 2 x BYTES for a copy (one read, one write).
//! syclrt's figure also reports the transfers its buffer model issued
//! during the timed loop (expected: none, the data stays on the device).
#![allow(clippy::undocumented_unsafe_blocks, reason = "a benchmark calling the C API as a C program would")]

use std::ptr;
use std::time::Instant;
use syclrt::core::Status;
use syclrt::ffi::api::buffer::*;
use syclrt::ffi::api::{context::*, device::*, program::*, queue::*};
use syclrt::ffi::handle::get;

const SRC: &std::ffi::CStr =
    c"__kernel void triad(__global float *a, __global const float *b, __global const float *c, float s) {
    size_t i = get_global_id(0); a[i] = b[i] + s * c[i]; }
__kernel void init(__global float *b, __global float *c) {
    size_t i = get_global_id(0); b[i] = (float)(i & 1023); c[i] = 2.0f; }";

fn ok(s: Status, what: &str) {
    assert_eq!(s, Status::Success, "{what}: {}", unsafe {
        std::ffi::CStr::from_ptr(syclrt::ffi::api::general::syclrt_last_error_message()).to_string_lossy()
    });
}

fn best(v: &[f64]) -> f64 {
    v.iter().copied().fold(f64::MIN, f64::max)
}

fn main() {
    let args: Vec<usize> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let bytes = args.first().copied().unwrap_or(1 << 30);
    let iters = args.get(1).copied().unwrap_or(20);
    let n = bytes / 4;
    let bytes = n * 4;
    let s = 3.0f32;
    unsafe {
        let mut dev = ptr::null_mut();
        ok(syclrt_device_default(&mut dev), "device");
        let d = get::<syclrt::core::Device>(dev).unwrap();
        let mut ctx = ptr::null_mut();
        ok(syclrt_context_create([dev as *const _].as_ptr(), 1, &mut ctx), "context");
        let mut q = ptr::null_mut();
        ok(syclrt_queue_create(ctx, dev, 0, &mut q), "queue");
        let mut p = ptr::null_mut();
        ok(syclrt_program_create_with_source(ctx, SRC.as_ptr(), 0, &mut p), "program");
        ok(syclrt_program_build(p, ptr::null()), "build");
        let mut triad = ptr::null_mut();
        ok(syclrt_kernel_create(p, c"triad".as_ptr(), &mut triad), "kernel triad");
        let mut init = ptr::null_mut();
        ok(syclrt_kernel_create(p, c"init".as_ptr(), &mut init), "kernel init");

        // ---- raw OpenCL: three cl_mem, the same kernel, clEnqueueNDRangeKernel.
        let api = syclrt::cl::api().unwrap();
        let core_ctx = get::<syclrt::core::Context>(ctx).unwrap();
        let raw_q = get::<syclrt::core::Queue>(q).unwrap().cl.raw();
        let mk = || syclrt::cl::Mem::create(&core_ctx.cl, 1, bytes, None).expect("raw buffer");
        let (ra, rb, rc) = (mk(), mk(), mk());
        let core_init = get::<syclrt::core::Kernel>(init).unwrap();
        let core_triad = get::<syclrt::core::Kernel>(triad).unwrap();
        let raw_kernel = core_triad.cl.raw();
        let set_mem = |k: syclrt::cl::sys::cl_kernel, i: u32, m: &syclrt::cl::Mem| {
            let raw = m.raw();
            assert_eq!((api.clSetKernelArg)(k, i, 8, &raw as *const _ as *const std::ffi::c_void), 0);
        };
        set_mem(core_init.cl.raw(), 0, &rb);
        set_mem(core_init.cl.raw(), 1, &rc);
        let g = n;
        assert_eq!(
            (api.clEnqueueNDRangeKernel)(
                raw_q,
                core_init.cl.raw(),
                1,
                ptr::null(),
                &g,
                ptr::null(),
                0,
                ptr::null(),
                ptr::null_mut()
            ),
            0
        );
        set_mem(raw_kernel, 0, &ra);
        set_mem(raw_kernel, 1, &rb);
        set_mem(raw_kernel, 2, &rc);
        assert_eq!((api.clSetKernelArg)(raw_kernel, 3, 4, (&s as *const f32).cast()), 0);
        let raw_run = || {
            assert_eq!((api.clFinish)(raw_q), 0);
            let t = Instant::now();
            for _ in 0..iters {
                assert_eq!(
                    (api.clEnqueueNDRangeKernel)(
                        raw_q,
                        raw_kernel,
                        1,
                        ptr::null(),
                        &g,
                        ptr::null(),
                        0,
                        ptr::null(),
                        ptr::null_mut()
                    ),
                    0
                );
            }
            assert_eq!((api.clFinish)(raw_q), 0);
            3.0 * bytes as f64 * iters as f64 / t.elapsed().as_secs_f64() / 1e9
        };
        let copy_run = || {
            assert_eq!((api.clFinish)(raw_q), 0);
            let t = Instant::now();
            for _ in 0..iters {
                assert_eq!(
                    (api.clEnqueueCopyBuffer)(raw_q, rb.raw(), ra.raw(), 0, 0, bytes, 0, ptr::null(), ptr::null_mut()),
                    0
                );
            }
            assert_eq!((api.clFinish)(raw_q), 0);
            2.0 * bytes as f64 * iters as f64 / t.elapsed().as_secs_f64() / 1e9
        };

        // ---- syclrt buffers: the same kernels as command groups with accessors.
        let desc = syclrt_buffer_desc {
            dims: 1,
            range: [n, 1, 1],
            element_size: 4,
            page_size: [0; 3],
            host_data: ptr::null_mut(),
            flags: 0,
        };
        let mut bufs = [ptr::null_mut(); 3];
        for b in &mut bufs {
            ok(syclrt_buffer_create(ctx, &desc, b), "buffer");
        }
        let [ba, bb, bc] = bufs;
        let acc = |b: *mut syclrt::ffi::handle::syclrt_buffer, mode: u32, arg: u32| syclrt_accessor {
            buffer: b,
            mode,
            arg_index: arg,
            offset: [0; 3],
            range: [n, 1, 1],
            flags: 0,
        };
        let init_accs = [acc(bb, SYCLRT_ACCESS_DISCARD_WRITE, 0), acc(bc, SYCLRT_ACCESS_DISCARD_WRITE, 1)];
        let init_cg = syclrt_command_group {
            kernel: init,
            dims: 1,
            global_size: [n, 1, 1],
            local_size: [0; 3],
            accessors: init_accs.as_ptr(),
            num_accessors: 2,
            args: ptr::null(),
            num_args: 0,
        };
        ok(syclrt_queue_submit(q, &init_cg, ptr::null_mut(), ptr::null_mut(), 0, ptr::null_mut()), "submit init");
        let triad_accs =
            [acc(ba, SYCLRT_ACCESS_DISCARD_WRITE, 0), acc(bb, SYCLRT_ACCESS_READ, 1), acc(bc, SYCLRT_ACCESS_READ, 2)];
        let s_arg = [syclrt_kernel_arg { index: 3, size: 4, value: (&s as *const f32).cast() }];
        let triad_cg = syclrt_command_group {
            kernel: triad,
            dims: 1,
            global_size: [n, 1, 1],
            local_size: [0; 3],
            accessors: triad_accs.as_ptr(),
            num_accessors: 3,
            args: s_arg.as_ptr(),
            num_args: 1,
        };
        let stats = || {
            let mut st = syclrt_transfer_stats::default();
            ok(syclrt_queue_get_transfer_stats(q, &mut st), "stats");
            st
        };
        let ours_run = || {
            ok(syclrt_queue_finish(q), "finish");
            let t = Instant::now();
            for _ in 0..iters {
                ok(
                    syclrt_queue_submit(q, &triad_cg, ptr::null_mut(), ptr::null_mut(), 0, ptr::null_mut()),
                    "submit triad",
                );
            }
            ok(syclrt_queue_finish(q), "finish");
            3.0 * bytes as f64 * iters as f64 / t.elapsed().as_secs_f64() / 1e9
        };

        // Warm up all three, then alternate; report the best of 5 rounds each.
        raw_run();
        ours_run();
        copy_run();
        let before = stats();
        let (mut rv, mut ov, mut cv) = (Vec::new(), Vec::new(), Vec::new());
        for _ in 0..5 {
            rv.push(raw_run());
            ov.push(ours_run());
            cv.push(copy_run());
        }
        let after = stats();

        // Check the result once: a[i] = b[i] + 3 * 2.
        let (off, len) = (0usize, n.min(4096));
        let mut hp = ptr::null_mut();
        let mut access = ptr::null_mut();
        ok(syclrt_buffer_host_access(ba, SYCLRT_ACCESS_READ, 0, &off, &len, &mut hp, &mut access), "host access");
        let a = std::slice::from_raw_parts(hp as *const f32, len);
        let wrong = a.iter().enumerate().filter(|(i, v)| **v != (*i & 1023) as f32 + 6.0).count();
        assert_eq!(wrong, 0, "triad result wrong in {wrong} of the first {len} elements");
        ok(syclrt_buffer_host_access_end(ba, access), "host access end");
        ok(syclrt::ffi::api::queue::syclrt_event_release(access), "release");
        let (r, o, c) = (best(&rv), best(&ov), best(&cv));
        println!("device: {} ({})", d.info.name, d.platform().name);
        println!("arrays: 3 x {} MiB, {iters} iterations per round, best of 5 rounds", bytes >> 20);
        println!("device copy (clEnqueueCopyBuffer): {c:.1} GB/s");
        println!("triad, raw OpenCL:                 {r:.1} GB/s ({:.1}% of copy)", 100.0 * r / c);
        println!(
            "triad, syclrt buffers:             {o:.1} GB/s ({:.1}% of raw OpenCL, {:.1}% of copy)",
            100.0 * o / r,
            100.0 * o / c
        );
        println!("result checked: first {len} elements of a[] correct");
        println!(
            "syclrt transfers during the timed rounds: {} bytes in {} copies",
            after.total_bytes - before.total_bytes,
            after.total_copies - before.total_copies
        );
    }
}
