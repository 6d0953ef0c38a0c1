//! Replaying a 100-kernel command buffer (SYCL graph) vs submitting the
//! same 100 kernels one by one, through syclrt's UR entry points, in the
//! same run on the same queue.
//!
//! One-by-one is what libsycl 2026.2 does per `queue::submit`:
//! `urEnqueueKernelLaunchWithArgsExp` with the arguments, on an in-order
//! queue. The graph is the same 100 launches appended once (each after the
//! previous one's sync point), finalized, and enqueued with one
//! `urEnqueueCommandBufferExp`. Each sample submits 100 kernels and waits
//! for the last; the median of the samples is reported, and the ratio.
//!
//!   cargo bench --bench command_buffer                 # default ICD (PoCL): native
//!   SYCLRT_UR_COMMAND_BUFFER=record cargo bench --bench command_buffer
//!   eval "$(scripts/ur-runtime.sh 2026.2 --env)"; cargo bench --bench command_buffer   # Intel 2026.2
#![allow(non_snake_case, reason = "UR names")]

use std::ffi::c_void;
use std::ptr::{null, null_mut};
use std::time::Instant;
use syclrt::ffi::ur::command_buffer::path_of;
use syclrt::ffi::ur::gen::api::entries::*;
use syclrt::ffi::ur::gen::types::*;

const KERNELS: usize = 100;
const N: usize = 1024;
const SAMPLES: usize = 200;
const SRC: &[u8] = b"__kernel void axpy(__global float* y, __global const float* x, float a) {\n\
    size_t i = get_global_id(0); y[i] = a * x[i] + y[i]; }\n";

fn ok(r: ur_result_t, what: &str) {
    assert_eq!(r, UR_RESULT_SUCCESS, "{what}");
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v[v.len() / 2]
}

fn main() {
    // SAFETY: (whole fn) UR calls with live handles made here, out-pointers
    // to locals, and host buffers that outlive every command using them.
    unsafe {
        let mut a = null_mut();
        ok(urAdapterGet(1, &mut a, null_mut()), "adapter");
        let mut p = null_mut();
        let mut n = 0;
        ok(urPlatformGet(a, 1, &mut p, &mut n), "platform");
        let mut dev = null_mut();
        ok(urDeviceGet(p, UR_DEVICE_TYPE_ALL, 1, &mut dev, &mut n), "device");
        let mut name = vec![0u8; 256];
        let mut len = 0usize;
        ok(urDeviceGetInfo(dev, UR_DEVICE_INFO_NAME, 256, name.as_mut_ptr().cast(), &mut len), "name");
        let mut plat = vec![0u8; 256];
        ok(urPlatformGetInfo(p, UR_PLATFORM_INFO_NAME, 256, plat.as_mut_ptr().cast(), &mut len), "platform name");
        let cstr =
            |b: &[u8]| String::from_utf8_lossy(&b[..b.iter().position(|&c| c == 0).unwrap_or(b.len())]).into_owned();
        let mut ctx = null_mut();
        ok(urContextCreate(1, &dev, null(), &mut ctx), "context");
        let props = ur_queue_properties_t { stype: UR_STRUCTURE_TYPE_QUEUE_PROPERTIES, pNext: null_mut(), flags: 0 };
        let mut q = null_mut();
        ok(urQueueCreate(ctx, dev, &props, &mut q), "queue");
        let mut native: ur_native_handle_t = 0;
        ok(urContextGetNativeHandle(ctx, &mut native), "native context");
        let c = syclrt::cl::Context::from_borrowed(native as _).expect("cl context");
        let cp = syclrt::cl::Program::with_source(&c, SRC).expect("program");
        let pprops = ur_program_native_properties_t {
            stype: UR_STRUCTURE_TYPE_PROGRAM_NATIVE_PROPERTIES,
            pNext: null_mut(),
            isNativeHandleOwned: true,
        };
        let mut prog = null_mut();
        ok(urProgramCreateWithNativeHandle(cp.into_raw() as ur_native_handle_t, ctx, &pprops, &mut prog), "program");
        ok(urProgramBuild(ctx, prog, null()), "build");
        let mut k = null_mut();
        ok(urKernelCreate(prog, c"axpy".as_ptr(), &mut k), "kernel");
        let ones = vec![1.0f32; N];
        let (mut x, mut y) = (null_mut(), null_mut());
        for b in [&mut x, &mut y] {
            ok(urMemBufferCreate(ctx, UR_MEM_FLAG_READ_WRITE, N * 4, null(), b), "buffer");
            ok(urEnqueueMemBufferWrite(q, *b, true, 0, N * 4, ones.as_ptr().cast(), 0, null(), null_mut()), "init");
        }
        let alpha = 0.5f32;
        let arg = |t, i, size, v: ur_exp_kernel_arg_value_t| ur_exp_kernel_arg_properties_t {
            stype: UR_STRUCTURE_TYPE_EXP_KERNEL_ARG_PROPERTIES,
            pNext: null_mut(),
            r#type: t,
            index: i,
            size,
            value: v,
        };
        let mo = |m| ur_exp_kernel_arg_value_t { memObjTuple: ur_exp_kernel_arg_mem_obj_tuple_t { hMem: m, flags: 0 } };
        let args = [
            arg(UR_EXP_KERNEL_ARG_TYPE_MEM_OBJ, 0, 8, mo(y)),
            arg(UR_EXP_KERNEL_ARG_TYPE_MEM_OBJ, 1, 8, mo(x)),
            arg(
                UR_EXP_KERNEL_ARG_TYPE_VALUE,
                2,
                4,
                ur_exp_kernel_arg_value_t { value: (&alpha as *const f32).cast::<c_void>() },
            ),
        ];
        let g = [N];

        // The graph: 100 launches, each after the previous one.
        let d = ur_exp_command_buffer_desc_t {
            stype: UR_STRUCTURE_TYPE_EXP_COMMAND_BUFFER_DESC,
            pNext: null(),
            isUpdatable: 0,
            isInOrder: 0,
            enableProfiling: 0,
        };
        let mut cb = null_mut();
        ok(urCommandBufferCreateExp(ctx, dev, &d, &mut cb), "command buffer");
        let mut prev: Option<u32> = None;
        for _ in 0..KERNELS {
            let mut sp = 0;
            let deps = prev.map(|s| [s]);
            ok(
                urCommandBufferAppendKernelLaunchWithArgsExp(
                    cb,
                    k,
                    1,
                    null(),
                    g.as_ptr(),
                    null(),
                    3,
                    args.as_ptr(),
                    0,
                    null_mut(),
                    deps.map_or(0, |_| 1),
                    deps.as_ref().map_or(null(), |d| d.as_ptr()),
                    0,
                    null(),
                    &mut sp,
                    null_mut(),
                    null_mut(),
                ),
                "append",
            );
            prev = Some(sp);
        }
        ok(urCommandBufferFinalizeExp(cb), "finalize");
        let (path, why) = path_of(cb).expect("path");

        let one_by_one = || {
            let t = Instant::now();
            let mut last = null_mut();
            for i in 0..KERNELS {
                let ev = if i + 1 == KERNELS { &mut last as *mut _ } else { null_mut() };
                ok(
                    urEnqueueKernelLaunchWithArgsExp(
                        q,
                        k,
                        1,
                        null(),
                        g.as_ptr(),
                        null(),
                        3,
                        args.as_ptr(),
                        null(),
                        0,
                        null(),
                        ev,
                    ),
                    "launch",
                );
            }
            ok(urEventWait(1, &last), "wait");
            ok(urEventRelease(last), "release");
            t.elapsed().as_secs_f64() * 1e6
        };
        let graph = || {
            let t = Instant::now();
            let mut ev = null_mut();
            ok(urEnqueueCommandBufferExp(q, cb, 0, null(), &mut ev), "enqueue graph");
            ok(urEventWait(1, &ev), "wait");
            ok(urEventRelease(ev), "release");
            t.elapsed().as_secs_f64() * 1e6
        };
        // Warm-up, then alternate so both see the same machine state.
        for _ in 0..3 {
            one_by_one();
            graph();
        }
        let (mut s1, mut s2) = (Vec::new(), Vec::new());
        for _ in 0..SAMPLES {
            s1.push(one_by_one());
            s2.push(graph());
        }
        let (m1, m2) = (median(s1), median(s2));
        // Correctness: y = 1 + (3 + 2*SAMPLES) * 100 * 0.5 submissions of 100 axpys.
        let mut out = vec![0f32; N];
        ok(urEnqueueMemBufferRead(q, y, true, 0, N * 4, out.as_mut_ptr().cast(), 0, null(), null_mut()), "read");
        let expect = 1.0 + (2 * (3 + SAMPLES) * KERNELS) as f32 * 0.5;
        assert!(out.iter().all(|&v| (v - expect).abs() < 1e-3 * expect), "y = {} (expected {expect})", out[0]);
        println!(
            "command_buffer: {} / {} ({} path{}): {KERNELS} kernels of {N} items, median of {SAMPLES}: one by one {m1:.0} us, graph replay {m2:.0} us, ratio {:.2}x",
            cstr(&plat),
            cstr(&name),
            match path {
                syclrt::core::command_buffer::Path::Native => "native",
                syclrt::core::command_buffer::Path::Recorded => "recorded",
            },
            why.map(|w| format!(": {w}")).unwrap_or_default(),
            m1 / m2
        );
        ok(urCommandBufferReleaseExp(cb), "release");
        ok(urKernelRelease(k), "kernel release");
        ok(urMemRelease(x), "mem");
        ok(urMemRelease(y), "mem");
        ok(urProgramRelease(prog), "program");
        ok(urQueueRelease(q), "queue");
        ok(urContextRelease(ctx), "context");
    }
}
