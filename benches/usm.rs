//! USM against buffers, and the SVM emulation against Intel's native USM.
//!
//!   cargo bench --bench usm [-- BYTES ITERATIONS LAUNCHES]   (default 64 MiB, 20, 2000)
//!
//! On the default device (SYCLRT_DEFAULT_DEVICE picks another), in one run:
//! - memcpy bandwidth host -> device allocation and back (`syclrt_usm_memcpy`,
//!   blocking) against the same through a buffer (`syclrt_queue_write` /
//!   `syclrt_queue_read`, blocking), GB/s and ratio USM / buffer;
//! - kernel launch latency, `a[i] = 2 * b[i]` over 1024 items, arguments set
//!   and the launch waited for each time, with USM pointer arguments
//!   (`syclrt_kernel_set_arg_usm`) against buffer arguments
//!   (`syclrt_kernel_set_arg_mem`), us/launch and ratio.
//!
//! The binary runs itself twice, as child processes: once with the default
//! provider (`SYCLRT_USM=auto`: Intel's USM on Intel's runtime, the SVM
//! emulation on PoCL) and once with `SYCLRT_USM=svm` (the emulation
//! everywhere), and prints emulation / native ratios when they differ.
#![allow(clippy::undocumented_unsafe_blocks, reason = "a benchmark calling the C API as a C program would")]

use std::ffi::c_void;
use std::ptr::{null, null_mut};
use std::time::Instant;
use syclrt::core::Status;
use syclrt::ffi::api::{context::*, device::*, mem::*, program::*, queue::*, usm::*};

const SRC: &str =
    "kernel void twice(global int* a, global const int* b) { size_t i = get_global_id(0); a[i] = 2 * b[i]; }";

fn ok(s: Status, what: &str) {
    assert_eq!(s, Status::Success, "{what}: {}", unsafe {
        std::ffi::CStr::from_ptr(syclrt::ffi::api::general::syclrt_last_error_message()).to_string_lossy()
    });
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[v.len() / 2]
}

/// One measurement pass in this process; prints `key=value` lines.
fn measure(bytes: usize, iters: usize, launches: usize) {
    unsafe {
        let mut d = null_mut();
        ok(syclrt_device_default(&mut d), "device");
        let dev = syclrt::core::device::default_device().unwrap();
        let mut c = null_mut();
        ok(syclrt_context_create(&(d as *const _), 1, &mut c), "context");
        let mut q = null_mut();
        ok(syclrt_queue_create(c, d, 0, &mut q), "queue");
        println!("device={}", dev.info.name);
        println!("provider={}", dev.usm_provider());
        let host: Vec<u8> = (0..bytes).map(|i| i as u8).collect();
        let mut back = vec![0u8; bytes];
        // USM memcpy.
        let mut u: *mut c_void = null_mut();
        ok(syclrt_usm_alloc(c, d, SYCLRT_USM_DEVICE, bytes, 0, &mut u), "usm alloc");
        let mut m = null_mut();
        ok(syclrt_mem_create(c, bytes, 0, null(), &mut m), "buffer");
        let mut t_usm = Vec::new();
        let mut t_buf = Vec::new();
        for i in 0..iters + 2 {
            let t = Instant::now();
            ok(syclrt_usm_memcpy(q, 1, u, host.as_ptr().cast(), bytes, null(), 0, null_mut()), "h2d");
            ok(syclrt_usm_memcpy(q, 1, back.as_mut_ptr().cast(), u, bytes, null(), 0, null_mut()), "d2h");
            let a = t.elapsed().as_secs_f64();
            let t = Instant::now();
            ok(syclrt_queue_write(q, m, true, 0, bytes, host.as_ptr().cast(), null(), 0, null_mut()), "write");
            ok(syclrt_queue_read(q, m, true, 0, bytes, back.as_mut_ptr().cast(), null(), 0, null_mut()), "read");
            let b = t.elapsed().as_secs_f64();
            if i >= 2 {
                t_usm.push(a);
                t_buf.push(b);
            }
        }
        assert_eq!(back[12345 % bytes], (12345 % bytes) as u8);
        let gbs = |t: f64| 2.0 * bytes as f64 / t / 1e9;
        println!("memcpy_usm_gbs={:.2}", gbs(median(t_usm)));
        println!("memcpy_buf_gbs={:.2}", gbs(median(t_buf)));
        ok(syclrt_usm_free(c, u), "free");
        syclrt_mem_release(m);

        // Kernel launches.
        const N: usize = 1024;
        let mut p = null_mut();
        ok(syclrt_program_create_with_source(c, SRC.as_ptr().cast(), SRC.len(), &mut p), "program");
        ok(syclrt_program_build(p, null()), "build");
        let mut k = null_mut();
        ok(syclrt_kernel_create(p, c"twice".as_ptr(), &mut k), "kernel");
        let (mut ua, mut ub) = (null_mut(), null_mut());
        ok(syclrt_usm_alloc(c, d, SYCLRT_USM_DEVICE, N * 4, 0, &mut ua), "ua");
        ok(syclrt_usm_alloc(c, d, SYCLRT_USM_DEVICE, N * 4, 0, &mut ub), "ub");
        let (mut ma, mut mb) = (null_mut(), null_mut());
        ok(syclrt_mem_create(c, N * 4, 0, null(), &mut ma), "ma");
        ok(syclrt_mem_create(c, N * 4, 0, null(), &mut mb), "mb");
        let run = |usm: bool| {
            let t = Instant::now();
            for _ in 0..launches {
                if usm {
                    ok(syclrt_kernel_set_arg_usm(k, 0, ua), "arg");
                    ok(syclrt_kernel_set_arg_usm(k, 1, ub), "arg");
                } else {
                    ok(syclrt_kernel_set_arg_mem(k, 0, ma), "arg");
                    ok(syclrt_kernel_set_arg_mem(k, 1, mb), "arg");
                }
                let mut ev = null_mut();
                ok(syclrt_queue_launch(q, k, 1, &N, null(), null(), 0, &mut ev), "launch");
                ok(syclrt_event_wait(&(ev as *const _), 1), "wait");
                syclrt_event_release(ev);
            }
            t.elapsed().as_secs_f64() / launches as f64 * 1e6
        };
        run(true);
        run(false);
        // Interleaved rounds, median of each.
        let (mut lu, mut lb) = (Vec::new(), Vec::new());
        for _ in 0..5 {
            lu.push(run(true));
            lb.push(run(false));
        }
        println!("launch_usm_us={:.2}", median(lu));
        println!("launch_buf_us={:.2}", median(lb));
        ok(syclrt_usm_free(c, ua), "free");
        ok(syclrt_usm_free(c, ub), "free");
        syclrt_mem_release(ma);
        syclrt_mem_release(mb);
        syclrt_kernel_release(k);
        syclrt_program_release(p);
        syclrt_queue_release(q);
        syclrt_context_release(c);
    }
}

fn child(mode: &str, args: &[String]) -> Vec<(String, String)> {
    let exe = std::env::current_exe().unwrap();
    let out = std::process::Command::new(exe)
        .args(args)
        .env("USM_BENCH_CHILD", "1")
        .env("SYCLRT_USM", mode)
        .output()
        .expect("run the measuring child");
    assert!(out.status.success(), "child ({mode}) failed: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| l.split_once('=').map(|(k, v)| (k.to_string(), v.to_string())))
        .collect()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).filter(|a| !a.starts_with("--")).collect();
    let num = |i: usize, d: usize| args.get(i).and_then(|s| s.parse().ok()).unwrap_or(d);
    let (bytes, iters, launches) = (num(0, 64 << 20), num(1, 20), num(2, 2000));
    if std::env::var_os("USM_BENCH_CHILD").is_some() {
        measure(bytes, iters, launches);
        return;
    }
    println!("usm bench: {bytes} bytes x {iters} copies each way, {launches} launches x 5 rounds");
    let mut runs = Vec::new();
    for mode in ["auto", "svm"] {
        let r = child(mode, &args);
        let g = |k: &str| r.iter().find(|(a, _)| a == k).map(|(_, v)| v.clone()).unwrap_or_default();
        let f = |k: &str| g(k).parse::<f64>().unwrap_or(f64::NAN);
        println!("SYCLRT_USM={mode:<4} device {:?} provider {}", g("device"), g("provider"));
        println!(
            "  memcpy h2d+d2h  USM {:>7.2} GB/s  buffer {:>7.2} GB/s  USM/buffer {:.2}",
            f("memcpy_usm_gbs"),
            f("memcpy_buf_gbs"),
            f("memcpy_usm_gbs") / f("memcpy_buf_gbs")
        );
        println!(
            "  launch+wait     USM {:>7.2} us    buffer {:>7.2} us    USM/buffer {:.2}",
            f("launch_usm_us"),
            f("launch_buf_us"),
            f("launch_usm_us") / f("launch_buf_us")
        );
        runs.push((g("provider"), f("memcpy_usm_gbs"), f("launch_usm_us")));
    }
    if runs[0].0 != runs[1].0 {
        println!(
            "emulation ({}) / native ({}): memcpy bandwidth {:.2}, launch time {:.2}",
            runs[1].0,
            runs[0].0,
            runs[1].1 / runs[0].1,
            runs[1].2 / runs[0].2
        );
    }
}
