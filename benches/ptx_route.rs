//! The PTX route on the GPU (issue 26, docs/ptx.md), in one run on one
//! device: the first device that takes the route (NVIDIA's OpenCL), else
//! the default device (where SPIR-V goes to the driver itself).
//!
//!   cargo bench --bench ptx_route -- triad [BYTES ITERATIONS]   (default 1 GiB, 20)
//!       the triad `a[i] = b[i] + s * c[i]` built from SPIR-V
//!       (tests/fixtures/ptx/triad.spv, through the route) against the same
//!       kernel from OpenCL C source (tests/fixtures/ptx/triad.cl, the
//!       driver's own compiler): best GB/s of each, interleaved, and the ratio.
//!   cargo bench --bench ptx_route -- jit [--every N] [--max M] FILE...
//!       the JIT cost per SPIR-V image (every Nth image found in FILEs, e.g.
//!       dpctl's tensor libraries; at most M): each image made into a program
//!       and built, in a child process with a fresh persistent cache and a
//!       fresh driver cache (cold), then in another child reusing both (warm).
//!       Per image: median, mean, p95 seconds, and warm/cold.
#![allow(clippy::undocumented_unsafe_blocks, reason = "a benchmark calling OpenCL wrappers as a C program would")]

use std::path::PathBuf;
use std::process::Command;
use std::time::Instant;
use syclrt::cl::{self, Context, DeviceId, Kernel, Mem, Program, Queue};
use syclrt::core::ptx::route;
use syclrt::core::ptx::spirv_images;
use syclrt::core::{build, kernel, program};

const TRIAD_SPV: &[u8] = include_bytes!("../tests/fixtures/ptx/triad.spv");
const TRIAD_CL: &[u8] = include_bytes!("../tests/fixtures/ptx/triad.cl");
const CL_MEM_READ_WRITE: u64 = 1;

fn device() -> (DeviceId, bool) {
    let devs = syclrt::core::device::devices().expect("OpenCL devices");
    if let Some(d) = devs.iter().find(|d| route::target(d.id).is_some()) {
        return (d.id, true);
    }
    let d = syclrt::core::device::default_device().expect("a default device");
    (d.id, false)
}

fn name(d: DeviceId) -> String {
    syclrt::core::device::devices()
        .ok()
        .and_then(|v| v.iter().find(|x| x.id == d).map(|x| format!("{} ({})", x.info.name, x.info.driver_version)))
        .unwrap_or_default()
}

fn build(ctx: &Context, dev: DeviceId, from_spirv: bool) -> syclrt::core::Result<(Program, f64)> {
    let t = Instant::now();
    let p = if from_spirv { program::from_il(ctx, TRIAD_SPV)?.0 } else { Program::with_source(ctx, TRIAD_CL)? };
    build::build_notify(&p, &[dev], "", None)?;
    Ok((p, t.elapsed().as_secs_f64()))
}

fn kernel(p: &Program, n: &std::ffi::CStr) -> Kernel {
    kernel::by_name(p, n).expect("kernel")
}

fn triad(args: &[String]) {
    let nums: Vec<usize> = args.iter().filter_map(|a| a.parse().ok()).collect();
    let bytes = nums.first().copied().unwrap_or(1 << 30) / 4 * 4;
    let iters = nums.get(1).copied().unwrap_or(20).max(1);
    let n = bytes / 4;
    let (dev, routed) = device();
    println!(
        "device: {}; SPIR-V {}",
        name(dev),
        if routed { "through the PTX route" } else { "taken by the driver (no PTX route device)" }
    );
    let ctx = Context::create(&[dev]).expect("context");
    let q = Queue::create(&ctx, dev, 0).expect("queue");
    let (pc, tc) = build(&ctx, dev, false).expect("the triad from OpenCL C source");
    let (ps, ts) = match build(&ctx, dev, true) {
        Ok(x) => x,
        Err(e) => {
            println!("SKIP: the device takes no SPIR-V and no PTX ({e}); OpenCL C against itself");
            (pc.clone(), 0.0)
        }
    };
    println!("build: SPIR-V {ts:.3} s (route counters {:?}), OpenCL C {tc:.3} s", route::counters());
    let mk = || Mem::create(&ctx, CL_MEM_READ_WRITE, bytes, None).expect("buffer");
    let (a, b, c) = (mk(), mk(), mk());
    let s = 3.0f32;
    let mut ks = Vec::new();
    let init = kernel(&pc, c"init");
    init.set_arg_mem(0, &b).unwrap();
    init.set_arg_mem(1, &c).unwrap();
    q.launch(&init, &[n], None, &[], false).unwrap();
    for p in [&ps, &pc] {
        let k = kernel(p, c"triad");
        k.set_arg_mem(0, &a).unwrap();
        k.set_arg_mem(1, &b).unwrap();
        k.set_arg_mem(2, &c).unwrap();
        k.set_arg(3, 4, Some(&s.to_ne_bytes())).unwrap();
        ks.push(k);
    }
    syclrt::core::wait::finish(&q).unwrap();
    if std::env::var_os("PTX_ROUTE_DEBUG").is_some() {
        let mut bb = vec![0f32; 16];
        // SAFETY: `bb` holds the bytes read; blocking read.
        unsafe { q.read(&b, true, 0, 64, bb.as_mut_ptr().cast(), &[], false) }.expect("read b");
        println!("b[..16] = {bb:?}");
    }
    // Correctness of the routed kernel: a[i] = (i & 1023) + 3 * 2.
    let which: usize = std::env::var("PTX_ROUTE_CHECK").ok().and_then(|v| v.parse().ok()).unwrap_or(0);
    q.launch(&ks[which], &[n], None, &[], false).unwrap();
    let mut out = vec![0f32; n.min(1 << 20)];
    // SAFETY: `out` holds the bytes read; blocking read.
    unsafe { q.read(&a, true, 0, out.len() * 4, out.as_mut_ptr().cast(), &[], false) }.expect("read");
    let wrong = out.iter().enumerate().filter(|(i, v)| **v != (*i & 1023) as f32 + 6.0).count();
    if let Some((i, v)) = out.iter().enumerate().find(|(i, v)| **v != (*i & 1023) as f32 + 6.0) {
        println!("first wrong: a[{i}] = {v}, expected {}; a[..16] = {:?}", (i & 1023) as f32 + 6.0, &out[..16]);
    }
    println!("routed triad: {wrong} wrong of {} checked", out.len());
    let mut best = [f64::MAX; 2];
    for _ in 0..3 {
        for k in &ks {
            q.launch(k, &[n], None, &[], false).unwrap();
        }
    }
    syclrt::core::wait::finish(&q).unwrap();
    for _ in 0..iters {
        for (i, k) in ks.iter().enumerate() {
            let t = Instant::now();
            q.launch(k, &[n], None, &[], false).unwrap();
            syclrt::core::wait::finish(&q).unwrap();
            best[i] = best[i].min(t.elapsed().as_secs_f64());
        }
    }
    let gbs = |t: f64| 3.0 * bytes as f64 / t / 1e9;
    println!(
        "triad {} MiB x3: SPIR-V {:.1} GB/s, OpenCL C {:.1} GB/s, ratio {:.3}",
        bytes >> 20,
        gbs(best[0]),
        gbs(best[1]),
        best[1] / best[0]
    );
    println!(
        "RESULT {{\"bench\":\"ptx_triad\",\"bytes\":{bytes},\"spirv_gbs\":{:.2},\"opencl_c_gbs\":{:.2},\"ratio\":{:.4},\"routed\":{routed},\"wrong\":{wrong}}}",
        gbs(best[0]),
        gbs(best[1]),
        best[1] / best[0]
    );
}

struct JitArgs {
    every: usize,
    max: usize,
    files: Vec<PathBuf>,
}

fn jit_args(args: &[String]) -> JitArgs {
    let mut j = JitArgs { every: 50, max: 60, files: Vec::new() };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--every" => j.every = it.next().and_then(|v| v.parse().ok()).unwrap_or(50).max(1),
            "--max" => j.max = it.next().and_then(|v| v.parse().ok()).unwrap_or(60).max(1),
            f => j.files.push(PathBuf::from(f)),
        }
    }
    j
}

fn stats(mut v: Vec<f64>) -> (f64, f64, f64) {
    v.sort_by(|a, b| a.total_cmp(b));
    if v.is_empty() {
        return (0.0, 0.0, 0.0);
    }
    let mean = v.iter().sum::<f64>() / v.len() as f64;
    (v[v.len() / 2], mean, v[(v.len() * 95 / 100).min(v.len() - 1)])
}

/// One phase in this process: every chosen image made into a program and built.
fn jit_child(args: &[String]) {
    let j = jit_args(args);
    let (dev, routed) = device();
    let ctx = Context::create(&[dev]).expect("context");
    let datas: Vec<Vec<u8>> = j.files.iter().map(|f| std::fs::read(f).expect("read image file")).collect();
    let mut times = Vec::new();
    let mut failed = 0;
    for im in datas.iter().flat_map(|d| spirv_images(d)).step_by(j.every).take(j.max) {
        let t = Instant::now();
        let ok = program::from_il(&ctx, im).and_then(|(p, _)| build::build_notify(&p, &[dev], "", None));
        match ok {
            Ok(()) => times.push(t.elapsed().as_secs_f64()),
            Err(e) => {
                failed += 1;
                eprintln!("image failed: {e}");
            }
        }
    }
    let c = route::counters();
    let (med, mean, p95) = stats(times.clone());
    println!("PHASE {} {med:.5} {mean:.5} {p95:.5} {failed} {} {} {routed}", times.len(), c.translated, c.cache_hits);
}

fn jit(args: &[String]) {
    let j = jit_args(args);
    assert!(!j.files.is_empty(), "jit: give the files holding SPIR-V images (e.g. dpctl's _tensor_*_impl*.so)");
    let (dev, routed) = device();
    println!("device: {}; {}", name(dev), if routed { "PTX route" } else { "SPIR-V taken by the driver" });
    let base = std::env::temp_dir().join(format!("syclrt-ptx-jit-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&base);
    let exe = std::env::current_exe().expect("own path");
    let mut res = Vec::new();
    for phase in ["cold", "warm"] {
        let out = Command::new(&exe)
            .arg("jit-child")
            .args(args)
            .env("SYCL_CACHE_DIR", base.join("syclrt"))
            .env("SYCL_CACHE_PERSISTENT", "1")
            .env("CUDA_CACHE_PATH", base.join("cuda"))
            .env_remove("CUDA_CACHE_DISABLE")
            .output()
            .expect("child runs");
        let text = String::from_utf8_lossy(&out.stdout);
        let line = text.lines().find(|l| l.starts_with("PHASE ")).unwrap_or_else(|| {
            panic!("{phase} child printed no result: {}\n{}", text, String::from_utf8_lossy(&out.stderr))
        });
        let f: Vec<&str> = line.split_whitespace().collect();
        println!(
            "{phase}: {} images, per image median {} s, mean {} s, p95 {} s; {} failed; translated {}, PTX cache hits {}",
            f[1], f[2], f[3], f[4], f[5], f[6], f[7]
        );
        res.push(f[3].parse::<f64>().unwrap_or(0.0));
    }
    let ratio = if res[0] > 0.0 { res[1] / res[0] } else { 0.0 };
    println!("warm/cold (mean per image): {ratio:.4}");
    println!(
        "RESULT {{\"bench\":\"ptx_jit\",\"cold_mean_s\":{:.5},\"warm_mean_s\":{:.5},\"ratio\":{ratio:.4},\"routed\":{routed}}}",
        res[0], res[1]
    );
    let _ = std::fs::remove_dir_all(&base);
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).filter(|a| a != "--bench").collect();
    match args.first().map(String::as_str) {
        Some("triad") | None => triad(args.get(1..).unwrap_or(&[])),
        Some("jit") => jit(&args[1..]),
        Some("jit-child") => jit_child(&args[1..]),
        Some(other) => panic!("unknown mode {other}: triad | jit"),
    }
    let _ = cl::api();
}
