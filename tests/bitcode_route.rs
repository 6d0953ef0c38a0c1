//! The LLVM-bitcode route (issue 38, `core::bitcode`) on the device that
//! runs the tests: where it takes no SPIR-V of its own and has `cl_khr_spir`
//! (PoCL 3.1, the CI's device), a SPIR-V program reaches the driver as LLVM
//! bitcode linked with syclrt's builtins. Every builtin group the route
//! supplies runs here and is checked against values computed on the host:
//! work-group scans, reductions, broadcasts and votes (work-group sizes 1
//! to 1000, several groups at once, so a scratch shared between groups
//! shows), the route's sub-groups (ids, reduce, broadcast, scans, shuffles,
//! ballot), generic-pointer atomics on global and
//! local memory, float atomics, and half math (`tests/fixtures/pocl/builtins.cl`, compiled to
//! SPIR-V by `scripts/make-spirv-fixtures.sh`). Elsewhere (a device that
//! takes SPIR-V itself) the tests say SKIP.

use std::ffi::{c_char, c_void, CStr};
use std::ptr::{null, null_mut};
use syclrt::ffi::ur::gen::api::entries::*;
use syclrt::ffi::ur::gen::types::*;

const SPV: &[u8] = include_bytes!("fixtures/pocl/builtins.spv");
const SG16_SPV: &[u8] = include_bytes!("fixtures/pocl/sg16.spv");

fn last_error() -> String {
    let mut m: *const c_char = null();
    let mut code = 0i32;
    // SAFETY: out-pointers to locals; the message is a NUL-terminated string of this thread.
    unsafe {
        let mut a: ur_adapter_handle_t = null_mut();
        urAdapterGet(1, &mut a, null_mut());
        urAdapterGetLastError(a, &mut m, &mut code);
        if m.is_null() {
            String::new()
        } else {
            CStr::from_ptr(m).to_string_lossy().into_owned()
        }
    }
}

struct Env {
    ctx: ur_context_handle_t,
    dev: ur_device_handle_t,
    q: ur_queue_handle_t,
    prog: ur_program_handle_t,
}

/// The first device, a context, a queue and the fixture's program, built;
/// `None` (with a note) where the device takes no SPIR-V by any route.
fn env() -> Option<Env> {
    // SAFETY: (whole block) out-pointers to locals; handles from the adapter.
    unsafe {
        let mut a: ur_adapter_handle_t = null_mut();
        assert_eq!(urAdapterGet(1, &mut a, null_mut()), UR_RESULT_SUCCESS);
        let mut p: ur_platform_handle_t = null_mut();
        assert_eq!(urPlatformGet(a, 1, &mut p, null_mut()), UR_RESULT_SUCCESS);
        let mut dev: ur_device_handle_t = null_mut();
        assert_eq!(urDeviceGet(p, UR_DEVICE_TYPE_ALL, 1, &mut dev, null_mut()), UR_RESULT_SUCCESS);
        let mut ctx: ur_context_handle_t = null_mut();
        assert_eq!(urContextCreate(1, &dev, null(), &mut ctx), UR_RESULT_SUCCESS);
        let mut q: ur_queue_handle_t = null_mut();
        assert_eq!(urQueueCreate(ctx, dev, null(), &mut q), UR_RESULT_SUCCESS);
        let mut prog: ur_program_handle_t = null_mut();
        if !syclrt::core::bitcode::target(syclrt::cl::DeviceId(native_device(dev))) {
            println!("SKIP: the device is not one of the bitcode route's");
            urQueueRelease(q);
            urContextRelease(ctx);
            return None;
        }
        let r = urProgramCreateWithIL(ctx, SPV.as_ptr().cast(), SPV.len(), null(), &mut prog);
        if r != UR_RESULT_SUCCESS {
            let msg = last_error();
            assert!(!msg.contains("bitcode"), "the bitcode route failed: {msg}");
            println!("SKIP: the device takes no SPIR-V ({msg})");
            return None;
        }
        assert_eq!(urProgramBuild(ctx, prog, null()), UR_RESULT_SUCCESS, "{}", last_error());
        Some(Env { ctx, dev, q, prog })
    }
}

impl Drop for Env {
    fn drop(&mut self) {
        // SAFETY: handles this test created.
        unsafe {
            urProgramRelease(self.prog);
            urQueueRelease(self.q);
            urContextRelease(self.ctx);
        }
    }
}

/// The OpenCL device under a UR device.
fn native_device(d: ur_device_handle_t) -> syclrt::cl::sys::cl_device_id {
    let mut n: ur_native_handle_t = 0;
    // SAFETY: a live device and an out-pointer to a local.
    assert_eq!(unsafe { urDeviceGetNativeHandle(d, &mut n) }, UR_RESULT_SUCCESS);
    n as syclrt::cl::sys::cl_device_id
}

fn on_route() -> bool {
    syclrt::core::bitcode::any_target()
}

/// Runs kernel `name` over `input` (n items, work-groups of `wg`) and
/// returns `out_len` values of type `O` (zero-initialised first).
fn run<I: Copy, O: Copy + Default>(e: &Env, name: &str, input: &[I], wg: usize, out_len: usize) -> Vec<O> {
    run_in(e, e.prog, name, input, wg, out_len)
}

/// [`run`] for a kernel of `prog`; `wg` 0 names no local size.
fn run_in<I: Copy, O: Copy + Default>(
    e: &Env,
    prog: ur_program_handle_t,
    name: &str,
    input: &[I],
    wg: usize,
    out_len: usize,
) -> Vec<O> {
    let cname = std::ffi::CString::new(name).unwrap();
    // SAFETY: (whole block) handles from env(); shared USM of the sizes
    // asked, touched by the host only while no kernel runs.
    unsafe {
        let mut k: ur_kernel_handle_t = null_mut();
        assert_eq!(urKernelCreate(prog, cname.as_ptr(), &mut k), UR_RESULT_SUCCESS, "{name}: {}", last_error());
        let (ib, ob) = (std::mem::size_of_val(input), out_len * std::mem::size_of::<O>());
        let (mut pi, mut po): (*mut c_void, *mut c_void) = (null_mut(), null_mut());
        assert_eq!(urUSMSharedAlloc(e.ctx, e.dev, null(), null_mut(), ib.max(8), &mut pi), UR_RESULT_SUCCESS);
        assert_eq!(urUSMSharedAlloc(e.ctx, e.dev, null(), null_mut(), ob.max(8), &mut po), UR_RESULT_SUCCESS);
        std::ptr::copy_nonoverlapping(input.as_ptr(), pi.cast::<I>(), input.len());
        std::slice::from_raw_parts_mut(po.cast::<O>(), out_len).fill(O::default());
        assert_eq!(urKernelSetArgPointer(k, 0, null(), pi), UR_RESULT_SUCCESS);
        assert_eq!(urKernelSetArgPointer(k, 1, null(), po), UR_RESULT_SUCCESS);
        let (gws, lws) = ([input.len()], [wg]);
        assert_eq!(
            urEnqueueKernelLaunch(
                e.q,
                k,
                1,
                null(),
                gws.as_ptr(),
                if wg == 0 { null() } else { lws.as_ptr() },
                null(),
                0,
                null(),
                null_mut()
            ),
            UR_RESULT_SUCCESS,
            "{name}: {}",
            last_error()
        );
        assert_eq!(urQueueFinish(e.q), UR_RESULT_SUCCESS, "{name}: {}", last_error());
        let out = std::slice::from_raw_parts(po.cast::<O>(), out_len).to_vec();
        assert_eq!(urUSMFree(e.ctx, pi), UR_RESULT_SUCCESS);
        assert_eq!(urUSMFree(e.ctx, po), UR_RESULT_SUCCESS);
        assert_eq!(urKernelRelease(k), UR_RESULT_SUCCESS);
        out
    }
}

/// `f` applied to each work-group's slice of `x`, concatenated.
fn per_group<T: Copy, O>(x: &[T], wg: usize, f: impl Fn(&[T]) -> Vec<O>) -> Vec<O> {
    x.chunks(wg).flat_map(f).collect()
}

const SIZES: [usize; 7] = [1, 7, 16, 41, 64, 256, 1000];

#[test]
fn work_group_collectives_are_exact_in_every_group() {
    let Some(e) = env() else { return };
    for wg in SIZES {
        let n = wg * 6;
        let u: Vec<u32> = (0..n as u32).map(|i| i % 7 + 1).collect();
        let got: Vec<u32> = run(&e, "wg_scan_exclusive_u32", &u, wg, n);
        let want = per_group(&u, wg, |g| g.iter().scan(0u32, |s, &v| Some(std::mem::replace(s, *s + v))).collect());
        assert_eq!(got, want, "exclusive scan, work-groups of {wg}");

        let l: Vec<i64> = (0..n as i64).map(|i| (i * 7919) % 1001 - 500).collect();
        let got: Vec<i64> = run(&e, "wg_scan_inclusive_i64", &l, wg, n);
        let want = per_group(&l, wg, |g| {
            g.iter()
                .scan(0i64, |s, &v| {
                    *s += v;
                    Some(*s)
                })
                .collect()
        });
        assert_eq!(got, want, "inclusive scan, work-groups of {wg}");

        let m: Vec<i32> = l.iter().map(|&v| v as i32).collect();
        let got: Vec<i32> = run(&e, "wg_scan_inclusive_max_i32", &m, wg, n);
        let want = per_group(&m, wg, |g| {
            g.iter()
                .scan(i32::MIN, |s, &v| {
                    *s = (*s).max(v);
                    Some(*s)
                })
                .collect()
        });
        assert_eq!(got, want, "inclusive max scan, work-groups of {wg}");

        let d: Vec<f64> = (0..n).map(|i| (i % 13) as f64 * 0.5).collect();
        let got: Vec<f64> = run(&e, "wg_reduce_add_f64", &d, wg, n);
        let want = per_group(&d, wg, |g| vec![g.iter().sum::<f64>(); g.len()]);
        assert_eq!(got, want, "reduce add, work-groups of {wg} (exact: halves of small integers)");

        let got: Vec<i64> = run(&e, "wg_reduce_min_i64", &l, wg, n);
        let want = per_group(&l, wg, |g| vec![*g.iter().min().unwrap(); g.len()]);
        assert_eq!(got, want, "reduce min, work-groups of {wg}");

        let got: Vec<u32> = run(&e, "wg_broadcast_last_u32", &u, wg, n);
        let want = per_group(&u, wg, |g| vec![*g.last().unwrap(); g.len()]);
        assert_eq!(got, want, "broadcast, work-groups of {wg}");

        let v: Vec<i32> = (0..n).map(|i| if i % (wg + 3) == 2 { 3 } else { (i % 5) as i32 }).collect();
        let got: Vec<i32> = run(&e, "wg_any_all", &v, wg, n);
        let want = per_group(&v, wg, |g| {
            let any = g.contains(&3) as i32;
            let all = g.iter().all(|&x| x > 0) as i32;
            vec![any * 2 + all; g.len()]
        });
        assert_eq!(got, want, "any/all, work-groups of {wg}");

        let got: Vec<u32> = run(&e, "wg_two_in_a_row", &u, wg, n);
        let want = per_group(&u, wg, |g| {
            let a: u32 = g.iter().sum();
            g.iter()
                .scan(0u32, |s, &x| {
                    *s += 2 * x;
                    Some(a * 1000 + *s)
                })
                .collect()
        });
        assert_eq!(got, want, "a reduction then a scan, work-groups of {wg}");
    }
}

/// Checks `sg_functions` (or `sg_functions16`) outputs for sub-groups of `sg`.
fn check_sub_groups(x: &[u32], got: &[u32], wg: usize, sg: usize) {
    for (gi, g) in x.chunks(wg).enumerate() {
        for (si, sgv) in g.chunks(sg).enumerate() {
            let n = sgv.len() as u32;
            for (l, &v) in sgv.iter().enumerate() {
                let i = gi * wg + si * sg + l;
                let o = &got[8 * i..8 * i + 8];
                let max = (wg as u32).min(sg as u32);
                let what = format!("sub-groups of {sg}: work-group {gi} of {wg}, sub-group {si}, lane {l}");
                assert_eq!(o[0], n | (max << 8) | ((l as u32) << 16) | ((si as u32) << 24), "ids, {what}");
                assert_eq!(o[1], sgv.iter().sum::<u32>(), "reduce, {what}");
                assert_eq!(o[2], sgv[1.min(sgv.len() - 1)], "broadcast of lane 1, {what}");
                assert_eq!(o[3], sgv[..l].iter().sum::<u32>(), "exclusive scan, {what}");
                assert_eq!(o[4], *sgv[..=l].iter().max().unwrap(), "inclusive max scan, {what}");
                assert_eq!(o[5], sgv[(l + 1) % sgv.len()], "shuffle, {what}");
                let j = l ^ 1;
                assert_eq!(o[6], if j < sgv.len() { sgv[j] } else { v }, "shuffle xor, {what}");
                let ballot = sgv.iter().enumerate().fold(0u32, |m, (k, &y)| m | ((y & 1) << k));
                assert_eq!(o[7], ballot, "ballot, {what}");
            }
        }
    }
}

#[test]
fn sub_groups_are_the_routes_size_in_local_order() {
    let Some(e) = env() else { return };
    // The route's sub-groups have one item each, for kernels that require no size.
    for wg in [40usize, 7, 64] {
        let nitems = wg * 3;
        let x: Vec<u32> = (0..nitems as u32).map(|i| (i * 37) % 101).collect();
        let got: Vec<u32> = run(&e, "sg_functions", &x, wg, 8 * nitems);
        check_sub_groups(&x, &got, wg, syclrt::core::bitcode::SUB_GROUP_SIZE);
    }
}

#[test]
fn a_kernel_that_requires_sixteen_gets_sixteen() {
    let Some(e) = env() else { return };
    // SAFETY: (whole block) handles from env(), out-pointers to locals.
    unsafe {
        // The device lists both sizes (CL_DEVICE_SUB_GROUP_SIZES_INTEL: 1, 16).
        let mut n = 0usize;
        assert_eq!(
            urDeviceGetInfo(e.dev, UR_DEVICE_INFO_SUB_GROUP_SIZES_INTEL, 0, null_mut(), &mut n),
            UR_RESULT_SUCCESS
        );
        let mut sizes = vec![0u32; n / 4];
        assert_eq!(
            urDeviceGetInfo(e.dev, UR_DEVICE_INFO_SUB_GROUP_SIZES_INTEL, n, sizes.as_mut_ptr().cast(), null_mut()),
            UR_RESULT_SUCCESS
        );
        assert_eq!(sizes, vec![1, 16]);
        let mut p: ur_program_handle_t = null_mut();
        assert_eq!(
            urProgramCreateWithIL(e.ctx, SG16_SPV.as_ptr().cast(), SG16_SPV.len(), null(), &mut p),
            UR_RESULT_SUCCESS,
            "{}",
            last_error()
        );
        assert_eq!(urProgramBuild(e.ctx, p, null()), UR_RESULT_SUCCESS, "{}", last_error());
        let mut k: ur_kernel_handle_t = null_mut();
        assert_eq!(urKernelCreate(p, c"sg_functions16".as_ptr(), &mut k), UR_RESULT_SUCCESS, "{}", last_error());
        let mut max = 0u32;
        assert_eq!(
            urKernelGetSubGroupInfo(
                k,
                e.dev,
                UR_KERNEL_SUB_GROUP_INFO_MAX_SUB_GROUP_SIZE,
                4,
                (&mut max as *mut u32).cast(),
                null_mut()
            ),
            UR_RESULT_SUCCESS
        );
        assert_eq!(max, 16, "the kernel's sub-group size");
        assert_eq!(urKernelRelease(k), UR_RESULT_SUCCESS);
        // Work-groups of 40 (sub-groups of 16, 16, 8), 7 (one of 7) and 64.
        for wg in [40usize, 7, 64] {
            let nitems = wg * 3;
            let x: Vec<u32> = (0..nitems as u32).map(|i| (i * 37) % 101).collect();
            let got: Vec<u32> = run_in(&e, p, "sg_functions16", &x, wg, 8 * nitems);
            check_sub_groups(&x, &got, wg, 16);
        }
        assert_eq!(urProgramRelease(p), UR_RESULT_SUCCESS);
    }
}

#[test]
fn generic_pointer_atomics_reach_global_and_local_memory() {
    let Some(e) = env() else { return };
    for wg in [1usize, 8, 64, 250] {
        let n = wg * 4;
        let x: Vec<i32> = (0..n as i32).map(|i| i % 9 - 2).collect();
        let got: Vec<i32> = run(&e, "generic_atomics", &x, wg, 2);
        assert_eq!(got[0], x.iter().sum::<i32>(), "global sum, work-groups of {wg}");
        assert_eq!(got[1], wg as i32, "each group's local count, work-groups of {wg}");
    }
}

#[test]
fn float_atomics_add_and_max_through_generic_and_global_pointers() {
    let Some(e) = env() else { return };
    for wg in [1usize, 16, 100] {
        let n = wg * 5;
        // Small integers: every order of the additions gives the same sum.
        let x: Vec<f32> = (0..n).map(|i| (i % 11) as f32 - 3.0).collect();
        let got: Vec<f32> = run(&e, "float_atomics", &x, wg, 2);
        assert_eq!(got[0], x.iter().sum::<f32>(), "sum, work-groups of {wg}");
        assert_eq!(got[1], x.iter().fold(0.0f32, |m, &v| m.max(v)), "max (from 0), work-groups of {wg}");
    }
}

#[test]
fn half_math_is_float_math_rounded_to_half() {
    let Some(e) = env() else { return };
    let x: Vec<f32> = vec![0.0, 0.5, 1.0, 2.0, 3.140625, 7.5, 10.0, 0.099_975_586];
    let got: Vec<f32> = run(&e, "half_math", &x, 1, 3 * x.len());
    for (i, &v) in x.iter().enumerate() {
        for (j, want) in [v.exp(), v.sqrt(), v * v + v].into_iter().enumerate() {
            let g = got[3 * i + j];
            // Half has an 11-bit significand: within one half ulp of the float result.
            let ulp = (want.abs().max(f32::MIN_POSITIVE)).log2().floor().exp2() / 1024.0;
            assert!((g - want).abs() <= ulp, "x={v} op {j}: got {g}, want {want} (ulp {ulp})");
        }
    }
}

#[test]
fn half_nextafter_on_vectors_steps_one_half_ulp() {
    let Some(e) = env() else { return };
    // Toward x + 1 (x - 1 for the third lane): the next half up (down).
    let x: Vec<[f32; 4]> = vec![[1.0, 2.0, 0.5, 1.0], [-1.0, 0.0, 1024.0, 65504.0]];
    let got: Vec<[f32; 4]> = run(&e, "half_nextafter4", &x, 1, x.len());
    let want = [
        [1.0 + 2f32.powi(-10), 2.0 + 2f32.powi(-9), 0.5 - 2f32.powi(-12), 1.0 + 2f32.powi(-10)],
        // -1 toward 0; 0 toward 1 is the smallest subnormal; 1024 toward
        // 1023; 65504 (the largest half) + 1 rounds back to 65504 in half,
        // so y == x and the answer is y.
        [-1.0 + 2f32.powi(-11), 2f32.powi(-24), 1024.0 - 0.5, 65504.0],
    ];
    assert_eq!(got, want);
}

#[test]
fn the_route_offers_fp16_with_its_rounding_and_no_fused_multiply_add() {
    let Some(e) = env() else { return };
    if !on_route() {
        return;
    }
    let ext = syclrt::core::devinfo::raw_answer(syclrt::cl::DeviceId(native_device(e.dev)), 0x1030).unwrap();
    let ext = String::from_utf8_lossy(&ext);
    assert!(ext.split_whitespace().any(|x| x.trim_end_matches('\0') == "cl_khr_fp16"), "{ext}");
    let mut cfg: u64 = 0;
    // SAFETY: a live device and an out-pointer of the query's size.
    let r = unsafe { urDeviceGetInfo(e.dev, UR_DEVICE_INFO_HALF_FP_CONFIG, 8, (&raw mut cfg).cast(), null_mut()) };
    assert_eq!(r, UR_RESULT_SUCCESS, "{}", last_error());
    assert_eq!(
        cfg,
        (UR_DEVICE_FP_CAPABILITY_FLAG_DENORM
            | UR_DEVICE_FP_CAPABILITY_FLAG_INF_NAN
            | UR_DEVICE_FP_CAPABILITY_FLAG_ROUND_TO_NEAREST) as u64
    );
}

#[test]
fn long_kernel_names_are_renamed_and_given_back() {
    // The route renames kernels of more than 200 characters (PoCL aborts on
    // long ones); kernels are created and reported by their own names.
    let Some(e) = env() else { return };
    if !on_route() {
        println!("SKIP: not the bitcode route");
        return;
    }
    let mut n = 0usize;
    // SAFETY: size query, then that many bytes.
    unsafe {
        assert_eq!(urProgramGetInfo(e.prog, UR_PROGRAM_INFO_KERNEL_NAMES, 0, null_mut(), &mut n), UR_RESULT_SUCCESS);
        let mut b = vec![0u8; n];
        assert_eq!(
            urProgramGetInfo(e.prog, UR_PROGRAM_INFO_KERNEL_NAMES, n, b.as_mut_ptr().cast(), null_mut()),
            UR_RESULT_SUCCESS
        );
        let s = String::from_utf8_lossy(&b);
        let long = format!("long_{}", "x".repeat(230));
        assert!(s.contains("wg_scan_exclusive_u32") && s.contains(&long), "{s}");
        assert!(!s.contains("_syclrt_k"), "no renamed name shows: {s}");
        let u: Vec<u32> = (0..100).collect();
        let got: Vec<u32> = run(&e, &long, &u, 10, 100);
        assert_eq!(got, (1..101).collect::<Vec<u32>>(), "the long-named kernel, created by its own name");
    }
}

#[test]
fn what_the_route_cannot_translate_is_refused_and_named() {
    let Some(e) = env() else { return };
    for (spv, want) in [
        (&include_bytes!("fixtures/pocl/refused-call.spv")[..], "syclrt_test_no_such_function"),
        (&include_bytes!("fixtures/pocl/refused-sg8.spv")[..], "wants_eight (size 8)"),
    ] {
        let mut p: ur_program_handle_t = null_mut();
        // SAFETY: handles from env(), a local buffer and out-pointer.
        let r = unsafe { urProgramCreateWithIL(e.ctx, spv.as_ptr().cast(), spv.len(), null(), &mut p) };
        let msg = last_error();
        assert_ne!(r, UR_RESULT_SUCCESS, "{want}: a program that cannot be translated faithfully");
        assert!(p.is_null());
        assert!(msg.contains(want), "the message names what is missing: {msg}");
    }
}

/// A kernel whose loop count is an argument gets, after two launches in a
/// row with one count, a variant built with that count a constant
/// (`core::bitcode::specialize`); a launch with that count then runs the
/// variant with every argument set on it (a changed input, scale and local
/// size included), and any other count runs the kernel's own code. Each
/// result is checked against the host's.
#[test]
fn loop_counts_given_as_arguments_get_a_specialized_kernel() {
    let Some(e) = env() else { return };
    if !on_route() {
        println!("SKIP: not the bitcode route");
        return;
    }
    const SPV: &[u8] = include_bytes!("fixtures/pocl/loops.spv");
    use syclrt::core::bitcode::specialize;
    let (n, wg, groups) = (1000usize, 16usize, 8usize);
    // SAFETY: (whole block) handles from env(); shared USM touched by the
    // host only after the queue finished.
    unsafe {
        let mut p: ur_program_handle_t = null_mut();
        assert_eq!(urProgramCreateWithIL(e.ctx, SPV.as_ptr().cast(), SPV.len(), null(), &mut p), UR_RESULT_SUCCESS);
        assert_eq!(urProgramBuild(e.ctx, p, null()), UR_RESULT_SUCCESS, "{}", last_error());
        let mut k: ur_kernel_handle_t = null_mut();
        assert_eq!(urKernelCreate(p, c"loop_sum".as_ptr(), &mut k), UR_RESULT_SUCCESS, "{}", last_error());
        let (mut px, mut po): (*mut c_void, *mut c_void) = (null_mut(), null_mut());
        assert_eq!(urUSMSharedAlloc(e.ctx, e.dev, null(), null_mut(), n * 4, &mut px), UR_RESULT_SUCCESS);
        assert_eq!(urUSMSharedAlloc(e.ctx, e.dev, null(), null_mut(), groups * 4, &mut po), UR_RESULT_SUCCESS);
        let x = std::slice::from_raw_parts_mut(px.cast::<f32>(), n);
        let launch = |x: &mut [f32], count: u64, scale: f32, seed: f32, local: usize| -> (Vec<f32>, Vec<f32>) {
            for (i, v) in x.iter_mut().enumerate() {
                *v = ((i % 7) as f32) + seed;
            }
            assert_eq!(urKernelSetArgPointer(k, 0, null(), px), UR_RESULT_SUCCESS);
            assert_eq!(urKernelSetArgPointer(k, 1, null(), po), UR_RESULT_SUCCESS);
            assert_eq!(urKernelSetArgLocal(k, 2, local, null()), UR_RESULT_SUCCESS);
            assert_eq!(urKernelSetArgValue(k, 3, 8, null(), (&count as *const u64).cast()), UR_RESULT_SUCCESS);
            let nn = n as u64;
            assert_eq!(urKernelSetArgValue(k, 4, 8, null(), (&nn as *const u64).cast()), UR_RESULT_SUCCESS);
            assert_eq!(urKernelSetArgValue(k, 5, 4, null(), (&scale as *const f32).cast()), UR_RESULT_SUCCESS);
            let (gws, lws) = ([groups * wg], [wg]);
            assert_eq!(
                urEnqueueKernelLaunch(e.q, k, 1, null(), gws.as_ptr(), lws.as_ptr(), null(), 0, null(), null_mut()),
                UR_RESULT_SUCCESS,
                "{}",
                last_error()
            );
            assert_eq!(urQueueFinish(e.q), UR_RESULT_SUCCESS, "{}", last_error());
            let got = std::slice::from_raw_parts(po.cast::<f32>(), groups).to_vec();
            let c = count as usize;
            let want: Vec<f32> = (0..groups)
                .map(|g| {
                    let mut t = 0f32;
                    for l in 0..wg {
                        let mut a = 0f32;
                        for m in 0..c {
                            let i = g * wg * c + m * wg + l;
                            if i < n {
                                a += x[i];
                            }
                        }
                        t += a;
                    }
                    t * scale
                })
                .collect();
            (got, want)
        };
        let before = specialize::counters();
        for (i, seed) in [0.0f32, 1.0].iter().enumerate() {
            let (got, want) = launch(x, 8, 1.0, *seed, wg * 4);
            assert_eq!(got, want, "launch {i}: the kernel's own code");
        }
        assert!(specialize::wait_idle(std::time::Duration::from_secs(120)), "the variant's build ends");
        let built = specialize::counters();
        assert_eq!(built.built, before.built + 1, "two launches with count 8 built a variant: {built:?}");
        // The variant: a new input, scale and local size, all set on it.
        for (seed, scale) in [(2.0f32, 0.5f32), (3.0, 2.0)] {
            let (got, want) = launch(x, 8, scale, seed, wg * 4 + 16);
            assert_eq!(got, want, "the variant for count 8 (seed {seed}, scale {scale})");
        }
        assert_eq!(specialize::counters().launches, built.launches + 2, "both launches ran the variant");
        // Another count runs the kernel's own code, right.
        let (got, want) = launch(x, 4, 1.0, 5.0, wg * 4);
        assert_eq!(got, want, "count 4: the kernel's own code");
        assert_eq!(specialize::counters().launches, built.launches + 2, "count 4 did not run the count-8 variant");
        assert_eq!(urUSMFree(e.ctx, px), UR_RESULT_SUCCESS);
        assert_eq!(urUSMFree(e.ctx, po), UR_RESULT_SUCCESS);
        assert_eq!(urKernelRelease(k), UR_RESULT_SUCCESS);
        assert_eq!(urProgramRelease(p), UR_RESULT_SUCCESS);
    }
}

#[test]
fn a_launch_without_a_local_size_gets_the_routes_work_groups() {
    let Some(e) = env() else { return };
    if !on_route() {
        println!("SKIP: not the bitcode route");
        return;
    }
    const SPV: &[u8] = include_bytes!("fixtures/pocl/local.spv");
    // SAFETY: handles from env(); the program is released after its runs.
    unsafe {
        let mut p: ur_program_handle_t = null_mut();
        assert_eq!(urProgramCreateWithIL(e.ctx, SPV.as_ptr().cast(), SPV.len(), null(), &mut p), UR_RESULT_SUCCESS);
        assert_eq!(urProgramBuild(e.ctx, p, null()), UR_RESULT_SUCCESS, "{}", last_error());
        // 100,000 = 2^5 * 5^5: the largest divisor up to 256 is 250.
        let n = 100_000usize;
        let zeros = vec![0u32; n];
        let got: Vec<u32> = run_in(&e, p, "local_size_seen", &zeros, 0, n);
        assert!(got.iter().all(|&l| l == 250), "work-groups of 250: {:?}", &got[..4]);
        // A compiled-in size is the kernel's.
        let got: Vec<u32> = run_in(&e, p, "local_size_required", &zeros, 0, n);
        assert!(got.iter().all(|&l| l == 8), "reqd_work_group_size(8): {:?}", &got[..4]);
        // A size given is kept.
        let got: Vec<u32> = run_in(&e, p, "local_size_seen", &zeros, 40, n);
        assert!(got.iter().all(|&l| l == 40), "the caller's 40: {:?}", &got[..4]);
        // A small launch is the driver's to size: whole groups, whatever it chose.
        let small = vec![0u32; 1000];
        let got: Vec<u32> = run_in(&e, p, "local_size_seen", &small, 0, 1000);
        assert!(got.iter().all(|&l| l >= 1 && 1000 % l == 0 && l == got[0]), "{:?}", &got[..4]);
        assert_eq!(urProgramRelease(p), UR_RESULT_SUCCESS);
    }
}

#[test]
fn a_second_launch_of_a_kernel_asks_the_driver_nothing_for_its_work_groups() {
    let Some(e) = env() else { return };
    if !on_route() {
        println!("SKIP: not the bitcode route");
        return;
    }
    const SPV: &[u8] = include_bytes!("fixtures/pocl/local.spv");
    let n = 100_000usize;
    // SAFETY: handles from env(); shared USM of the sizes asked, read by
    // the host only after the queue finished; everything is released.
    unsafe {
        let mut p: ur_program_handle_t = null_mut();
        assert_eq!(urProgramCreateWithIL(e.ctx, SPV.as_ptr().cast(), SPV.len(), null(), &mut p), UR_RESULT_SUCCESS);
        assert_eq!(urProgramBuild(e.ctx, p, null()), UR_RESULT_SUCCESS, "{}", last_error());
        let mut k: ur_kernel_handle_t = null_mut();
        assert_eq!(urKernelCreate(p, c"local_size_seen".as_ptr(), &mut k), UR_RESULT_SUCCESS, "{}", last_error());
        let (mut pi, mut po): (*mut c_void, *mut c_void) = (null_mut(), null_mut());
        assert_eq!(urUSMSharedAlloc(e.ctx, e.dev, null(), null_mut(), n * 4, &mut pi), UR_RESULT_SUCCESS);
        assert_eq!(urUSMSharedAlloc(e.ctx, e.dev, null(), null_mut(), n * 4, &mut po), UR_RESULT_SUCCESS);
        std::slice::from_raw_parts_mut(pi.cast::<u32>(), n).fill(0);
        assert_eq!(urKernelSetArgPointer(k, 0, null(), pi), UR_RESULT_SUCCESS);
        assert_eq!(urKernelSetArgPointer(k, 1, null(), po), UR_RESULT_SUCCESS);
        let gws = [n];
        let launch = || {
            std::slice::from_raw_parts_mut(po.cast::<u32>(), n).fill(0);
            let r = urEnqueueKernelLaunch(e.q, k, 1, null(), gws.as_ptr(), null(), null(), 0, null(), null_mut());
            assert_eq!(r, UR_RESULT_SUCCESS, "{}", last_error());
            assert_eq!(urQueueFinish(e.q), UR_RESULT_SUCCESS, "{}", last_error());
            let got = std::slice::from_raw_parts(po.cast::<u32>(), n);
            assert!(got.iter().all(|&l| l == 250), "work-groups of 250: {:?}", &got[..4]);
        };
        // The first launch asks (the device's route, the kernel's limits)...
        let before = syclrt::core::bitcode::launch_shape_queries();
        launch();
        let first = syclrt::core::bitcode::launch_shape_queries();
        assert!(first > before, "the first launch asks the driver");
        // ... a second launch of the same kernel on the same device asks nothing.
        launch();
        assert_eq!(syclrt::core::bitcode::launch_shape_queries(), first, "the second launch asked the driver again");
        assert_eq!(urUSMFree(e.ctx, pi), UR_RESULT_SUCCESS);
        assert_eq!(urUSMFree(e.ctx, po), UR_RESULT_SUCCESS);
        assert_eq!(urKernelRelease(k), UR_RESULT_SUCCESS);
        assert_eq!(urProgramRelease(p), UR_RESULT_SUCCESS);
    }
}
