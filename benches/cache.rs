//! Program-cache benchmarks (each figure against a baseline in the same run).
//!
//! ```text
//! cargo bench --bench cache -- mem            in-memory hit ns, 1 vs 2 threads (BENCH_THREADS=N: 1 vs N)
//! cargo bench --bench cache -- disk           no cache vs cold (caller, store done) vs warm, ~2 KB/100 KB (BENCH_SIZES=all: +1 MB)
//! cargo bench --bench cache -- procs          8 processes cold on one program: builds and wall time
//! cargo bench --bench cache -- policy         the store policy: first run (caller, CPU incl. the store) and
//!                                             second run (build or load + first launch of every kernel),
//!                                             no cache vs SYCLRT_CACHE_STORE=auto vs always, ~100 KB (BENCH_SIZES=all: +1 MB)
//! ```
//! `disk` and `procs` need an OpenCL device; SPIR-V is made with clang-15 +
//! llvm-spirv-15 and used when the device takes IL (Intel's CPU runtime:
//! `eval "$(scripts/intel-runtime.sh --env)"`), else OpenCL C source.

use std::collections::HashMap;
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Arc, Barrier, Mutex};
use std::time::Instant;
use syclrt::core::cache::disk::{DiskCache, DiskConfig};
use syclrt::core::cache::key::{ImageId, ProgramKey};
use syclrt::core::cache::memory::{Cache, SizedValue};
use syclrt::core::cache::{build_native, device_desc, BuildInput, ImageKind};

fn key(i: u64) -> ProgramKey {
    ProgramKey::new(
        ImageId::of_bytes(ImageKind::Il as u8, &i.to_le_bytes()),
        vec![1, 0, 0, 0, 80, 0, 0, 0],
        vec![0x5555_0000],
        "-cl-fast-relaxed-math",
    )
}

fn thread_cpu_ns() -> u64 {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: valid out-pointer.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    ts.tv_sec as u64 * 1_000_000_000 + ts.tv_nsec as u64
}

/// (hits per wall second, thread-CPU ns per hit, overlap) over `threads`
/// threads, each on its own key or all on key 0. CPU time per hit is robust
/// to a loaded machine: contention between the threads shows as more CPU per
/// hit, but only while they run at once: overlap is the threads' CPU time
/// over `threads` x wall time (1.0: all ran all the time; 1/threads on a
/// machine that ran them one at a time, where no contention can show).
fn hits_per_sec<F: Fn(&ProgramKey) -> u64 + Sync + Send + 'static>(
    threads: usize,
    distinct: bool,
    f: Arc<F>,
) -> (f64, f64, f64) {
    let iters: u64 = std::env::var("BENCH_ITERS").ok().and_then(|v| v.parse().ok()).unwrap_or(4_000_000);
    let bar = Arc::new(Barrier::new(threads + 1));
    let hs: Vec<_> = (0..threads)
        .map(|t| {
            let (f, bar) = (f.clone(), bar.clone());
            std::thread::spawn(move || {
                let k = key(if distinct { t as u64 } else { 0 });
                f(&k); // warm (thread-local table)
                bar.wait();
                let c0 = thread_cpu_ns();
                let mut acc = 0;
                for _ in 0..iters {
                    acc += f(black_box(&k));
                }
                black_box(acc);
                thread_cpu_ns() - c0
            })
        })
        .collect();
    bar.wait();
    let t0 = Instant::now();
    let cpu: u64 = hs.into_iter().map(|h| h.join().unwrap()).sum();
    let hits = iters * threads as u64;
    let wall = t0.elapsed().as_secs_f64();
    (hits as f64 / wall, cpu as f64 / hits as f64, cpu as f64 / 1e9 / (threads as f64 * wall))
}

fn bench_mem() {
    println!("## in-memory hit (ProgramKey: image hash, 8 spec-constant bytes, 1 device, options)");
    let cache: Arc<Cache<ProgramKey, Arc<u64>>> = Arc::new(Cache::new("bench", 0, true, false));
    for i in 0..16 {
        cache.get_or_build(&key(i), || Ok(SizedValue { value: Arc::new(i), size: 1000 })).unwrap();
    }
    // Baseline: DPC++'s shape, one global mutex around the map on every request.
    let base: Arc<Mutex<HashMap<ProgramKey, Arc<u64>>>> = Arc::new(Mutex::new(HashMap::new()));
    for i in 0..16 {
        base.lock().unwrap().insert(key(i), Arc::new(i));
    }
    let c1 = cache.clone();
    let ours_clone = Arc::new(move |k: &ProgramKey| *c1.get_or_build_cloned(k, || unreachable!()).unwrap());
    let c3 = cache.clone();
    let ours_hit = Arc::new(move |k: &ProgramKey| **c3.get_or_build(k, || unreachable!()).unwrap());
    let c2 = cache.clone();
    let ours_with = Arc::new(move |k: &ProgramKey| c2.with(k, || unreachable!(), |v| **v).unwrap());
    let b1 = base.clone();
    let baseline = Arc::new(move |k: &ProgramKey| *b1.lock().unwrap().get(k).unwrap().clone());
    let n: usize = std::env::var("BENCH_THREADS").ok().and_then(|v| v.parse().ok()).filter(|&n| n >= 2).unwrap_or(2);
    println!("N = {n} threads (BENCH_THREADS); NT/1T per CPU: N x (1T CPU ns/hit) / (NT CPU ns/hit), ideal N");
    println!("| variant | 1T wall ns/hit | 1T Mhits/s | {n}T Mhits/s | {n}T/1T wall | 1T CPU ns/hit | {n}T CPU ns/hit | {n}T/1T per CPU | {n}T overlap |");
    println!("|---|---|---|---|---|---|---|---|---|");
    let row = |name: &str, (one, c1, _): (f64, f64, f64), (two, c2, ov): (f64, f64, f64)| {
        println!(
            "| {name} | {:.1} | {:.2} | {:.2} | {:.2}x | {c1:.1} | {c2:.1} | {:.2}x | {ov:.2} |",
            1e9 / one,
            one / 1e6,
            two / 1e6,
            two / one,
            n as f64 * c1 / c2
        );
    };
    for distinct in [true, false] {
        let tag = if distinct { "distinct keys per thread" } else { "one shared key" };
        let (o1, o2) = (hits_per_sec(1, distinct, ours_with.clone()), hits_per_sec(n, distinct, ours_with.clone()));
        row(&format!("syclrt `Cache::with` ({tag})"), o1, o2);
        let (o1, o2) = (hits_per_sec(1, distinct, ours_hit.clone()), hits_per_sec(n, distinct, ours_hit.clone()));
        row(&format!("NEW `Cache::get_or_build` -> per-thread replica `Hit` ({tag})"), o1, o2);
        let (o1, o2) = (hits_per_sec(1, distinct, ours_clone.clone()), hits_per_sec(n, distinct, ours_clone.clone()));
        row(&format!("OLD owned-Arc path `Cache::get_or_build_cloned` ({tag})"), o1, o2);
        let (b1, b2) = (hits_per_sec(1, distinct, baseline.clone()), hits_per_sec(n, distinct, baseline.clone()));
        row(&format!("baseline: global Mutex<HashMap> ({tag})"), b1, b2);
    }
}

/// `n` kernels of OpenCL C (about 1.4 KB of SPIR-V each).
fn program_source(n: usize) -> String {
    let mut s = String::new();
    for i in 0..n {
        s.push_str(&format!(
            "__kernel void k{i}(__global float *a, __global const float *b, float s) {{
    size_t g = get_global_id(0);
    float x = b[g] * s + {i}.0f;
    for (int j = 0; j < 4; ++j) x = x * 1.0001f + sin(x) * {}.5f;
    a[g] = x + cos(b[g]) * {i}.25f;
}}
",
            i % 7 + 1
        ));
    }
    s
}

fn spirv(dir: &Path, name: &str, src: &str) -> Option<Vec<u8>> {
    let cl = dir.join(format!("{name}.cl"));
    let bc = dir.join(format!("{name}.bc"));
    let spv = dir.join(format!("{name}.spv"));
    std::fs::write(&cl, src).ok()?;
    let ok = Command::new("clang-15")
        .args(["-c", "-target", "spir64", "-cl-std=CL1.2", "-O0", "-emit-llvm", "-o"])
        .arg(&bc)
        .arg(&cl)
        .status()
        .ok()?
        .success()
        && Command::new("llvm-spirv-15").arg(&bc).arg("-o").arg(&spv).status().ok()?.success();
    if ok {
        std::fs::read(&spv).ok()
    } else {
        None
    }
}

fn tmp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("syclrt-bench-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    std::fs::set_permissions(&d, std::os::unix::fs::PermissionsExt::from_mode(0o700)).unwrap();
    d
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[v.len() / 2]
}

fn bench_disk() {
    let dev = syclrt::core::device::default_device().expect("no OpenCL device").clone();
    println!("## cold build vs no cache vs warm persistent load on {:?} ({})", dev.info.name, dev.platform().name);
    let var = |n: &str| std::env::var(n).ok();
    println!(
        "driver caches: POCL_KERNEL_CACHE={:?} POCL_CACHE_DIR={:?} (PoCL's own kernel cache: 0 takes it out), CUDA_CACHE_DISABLE={:?} (NVIDIA's JIT cache: 1 takes it out)",
        var("POCL_KERNEL_CACHE"),
        var("POCL_CACHE_DIR"),
        var("CUDA_CACHE_DISABLE")
    );
    // This measures the store mechanism: it stores on every driver (the
    // default policy skips PoCL's store; `policy` measures the policy).
    syclrt::core::cache::policy::force(Some(syclrt::core::cache::policy::Mode::Always));
    println!("SYCLRT_CACHE_STORE=always (forced: the store mechanism is measured; `-- policy` measures the default)");
    let ctx = syclrt::core::Context::new(std::slice::from_ref(&dev)).unwrap();
    let devices = vec![(dev.id, device_desc(&dev))];
    let work = tmp("spv");
    let takes_il = !dev.info.il_version.trim().is_empty();
    let sizes: Vec<(&str, usize)> = match std::env::var("BENCH_SIZES").ok().as_deref() {
        Some("all") => vec![("~2 KB", 1), ("~100 KB", 70), ("~1 MB", 700)],
        _ => vec![("~2 KB", 1), ("~100 KB", 70)],
    };
    let rounds: usize = std::env::var("BENCH_ROUNDS").ok().and_then(|v| v.parse().ok()).unwrap_or(3);
    println!("medians of {rounds} interleaved rounds (no cache, then cold, each round a fresh cache root); the caller's time, then the time until the background store is on disk");
    let mut parts = Vec::new();
    println!("| image | kind | no cache (build) | cold: caller waits | cold/no-cache | cold: store on disk after | warm (load from disk) | cold/warm | no-cache/warm |");
    println!("|---|---|---|---|---|---|---|---|---|");
    for (label, n) in sizes {
        let src = program_source(n);
        let il = if takes_il { spirv(&work, &format!("p{n}"), &src) } else { None };
        let (kind, image) = match &il {
            Some(b) => (ImageKind::Il, b.clone()),
            None => (ImageKind::Source, src.into_bytes()),
        };
        let input = BuildInput { kind, image: &image, options: "", spec: &[] };
        let (mut nc, mut cold, mut stored, mut warm) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        for _ in 0..rounds {
            let root = tmp(&format!("disk{n}"));
            let dc = DiskCache::new(DiskConfig::with_root(&root));
            let t = Instant::now();
            let b = build_native(&ctx.cl, &devices, &input, None).unwrap();
            nc.push(t.elapsed().as_secs_f64());
            drop(b);
            let t = Instant::now();
            let b = build_native(&ctx.cl, &devices, &input, Some(&dc)).unwrap();
            cold.push(t.elapsed().as_secs_f64());
            assert!(!b.from_disk);
            assert!(syclrt::core::cache::flush_stores(std::time::Duration::from_secs(600)));
            stored.push(t.elapsed().as_secs_f64());
            drop(b);
            let t = Instant::now();
            let b = build_native(&ctx.cl, &devices, &input, Some(&dc)).unwrap();
            warm.push(t.elapsed().as_secs_f64());
            assert!(b.from_disk);
            let _ = std::fs::remove_dir_all(&root);
        }
        // What a cold miss adds on the caller's path besides the build: the
        // persistent cache's bookkeeping (probe the key's directory, claim:
        // directories, .dirlock, item lock, .src), and, before this change,
        // the binary read (now on the writer thread), timed on a built program.
        let (mut book, mut read) = (Vec::new(), Vec::new());
        let prog = build_native(&ctx.cl, &devices, &input, None).unwrap().program;
        for _ in 0..rounds.max(9) {
            let root = tmp(&format!("claim{n}"));
            let dc = DiskCache::new(DiskConfig::with_root(&root));
            let k = syclrt::core::cache::disk_key(&devices[0].1, &input);
            let t = Instant::now();
            assert!(dc.probe(&k).found().is_none());
            dc.note(false);
            let c = dc.claim(&k);
            book.push(t.elapsed().as_secs_f64());
            match c {
                syclrt::core::cache::disk::ClaimResult::Claimed(c) => dc.abandon(c),
                _ => panic!("a fresh root must be claimable"),
            }
            let _ = std::fs::remove_dir_all(&root);
            let t = Instant::now();
            black_box(prog.binaries().unwrap());
            read.push(t.elapsed().as_secs_f64());
        }
        drop(prog);
        parts.push((label, median(book), median(read)));
        let (nc, cold, stored, warm) = (median(nc), median(cold), median(stored), median(warm));
        println!(
            "| {label} ({} B) | {} | {nc:.3} s | {cold:.3} s | {:.2}x | {stored:.3} s | {warm:.4} s | {:.0}x | {:.1}x |",
            image.len(),
            if kind == ImageKind::Il { "SPIR-V" } else { "OpenCL C" },
            cold / nc,
            cold / warm,
            nc / warm
        );
    }
    println!();
    println!("caller's path of a cold miss, besides the build (medians of {} on fresh roots):", rounds.max(9));
    println!("| image | cache bookkeeping (probe + claim: dirs, .dirlock, item lock, .src) | binary read (CL_PROGRAM_BINARIES; on the writer thread since issue 11) |");
    println!("|---|---|---|");
    for (label, book, read) in parts {
        println!("| {label} | {:.3} ms | {:.3} ms |", book * 1e3, read * 1e3);
    }
    let _ = std::fs::remove_dir_all(&work);
}

const CHILD: &str = "SYCLRT_BENCH_CHILD";

fn child() {
    let dev = syclrt::core::device::default_device().unwrap().clone();
    let ctx = syclrt::core::Context::new(std::slice::from_ref(&dev)).unwrap();
    let image = std::fs::read(std::env::var(CHILD).unwrap()).unwrap();
    let kind = if image.starts_with(&[0x03, 0x02, 0x23, 0x07]) { ImageKind::Il } else { ImageKind::Source };
    let input = BuildInput { kind, image: &image, options: "", spec: &[] };
    // Single flight across processes is the store's: measured on every driver.
    syclrt::core::cache::policy::force(Some(syclrt::core::cache::policy::Mode::Always));
    syclrt::core::program::build_program(&ctx, &input).unwrap();
    syclrt::core::cache::flush_stores(std::time::Duration::from_secs(600));
    let s = syclrt::core::cache::stats(&ctx);
    println!("writes={} hits={}", s.disk.writes, s.disk.hits);
}

fn bench_procs() {
    let dev = syclrt::core::device::default_device().expect("no OpenCL device").clone();
    let work = tmp("procs");
    let src = program_source(70);
    let takes_il = !dev.info.il_version.trim().is_empty();
    let image = if takes_il { spirv(&work, "p70", &src) } else { None }.unwrap_or_else(|| src.into_bytes());
    let img = work.join("image");
    std::fs::write(&img, &image).unwrap();
    println!("## 8 processes starting cold on one program ({} B, {:?})", image.len(), dev.info.name);
    println!("| setting | wall time | builds performed | loads from disk |");
    println!("|---|---|---|---|");
    for persistent in ["0", "1"] {
        let root = tmp(&format!("procs-root{persistent}"));
        let t = Instant::now();
        let kids: Vec<_> = (0..8)
            .map(|_| {
                Command::new(std::env::current_exe().unwrap())
                    .env(CHILD, &img)
                    .env("SYCL_CACHE_DIR", &root)
                    .env("SYCL_CACHE_PERSISTENT", persistent)
                    .stdout(std::process::Stdio::piped())
                    .spawn()
                    .unwrap()
            })
            .collect();
        let (mut writes, mut hits) = (0u64, 0u64);
        for k in kids {
            let out = k.wait_with_output().unwrap();
            assert!(out.status.success());
            let s = String::from_utf8_lossy(&out.stdout);
            for tok in s.split_whitespace() {
                if let Some(v) = tok.strip_prefix("writes=") {
                    writes += v.parse::<u64>().unwrap();
                }
                if let Some(v) = tok.strip_prefix("hits=") {
                    hits += v.parse::<u64>().unwrap();
                }
            }
        }
        let wall = t.elapsed();
        let builds = if persistent == "1" { writes } else { 8 };
        println!("| SYCL_CACHE_PERSISTENT={persistent} | {:.2} s | {builds} | {hits} |", wall.as_secs_f64());
        let _ = std::fs::remove_dir_all(&root);
    }
    let _ = std::fs::remove_dir_all(&work);
}

/// CPU seconds of this process (all threads) and of its waited-for children
/// (PoCL links each kernel with an external linker process).
fn process_cpu_s() -> f64 {
    let tv = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 * 1e-6;
    let mut total = 0.0;
    for who in [libc::RUSAGE_SELF, libc::RUSAGE_CHILDREN] {
        // SAFETY: an all-zero rusage is valid, and getrusage writes it.
        let mut ru: libc::rusage = unsafe { std::mem::zeroed() };
        // SAFETY: valid out-pointer.
        unsafe { libc::getrusage(who, &mut ru) };
        total += tv(ru.ru_utime) + tv(ru.ru_stime);
    }
    total
}

/// One "run" of an application: the program built (or loaded) through
/// `dc`, then every kernel created and launched once (64 work-items, the
/// driver picks the local size), then the queue finished. Returns the
/// program (so a store job may still read it) and whether it came from disk.
fn app_run(
    ctx: &syclrt::core::Context,
    dev: &syclrt::core::device::Device,
    input: &BuildInput<'_>,
    n: usize,
    dc: Option<&DiskCache>,
) -> bool {
    use syclrt::cl;
    let devices = vec![(dev.id, device_desc(dev))];
    let b = build_native(&ctx.cl, &devices, input, dc).unwrap();
    let q = cl::Queue::create(&ctx.cl, dev.id, 0).unwrap();
    let bytes = 64 * 4;
    let a = cl::Mem::create(&ctx.cl, 1 /* CL_MEM_READ_WRITE */, bytes, None).unwrap();
    let bb = cl::Mem::create(&ctx.cl, 1 /* CL_MEM_READ_WRITE */, bytes, Some(&[0u8; 256])).unwrap();
    for i in 0..n {
        let k = cl::Kernel::create(&b.program, &format!("k{i}")).unwrap();
        k.set_arg_mem(0, &a).unwrap();
        k.set_arg_mem(1, &bb).unwrap();
        k.set_arg(2, 4, Some(&1.5f32.to_ne_bytes())).unwrap();
        q.launch(&k, &[64], None, &[], false).unwrap();
    }
    syclrt::core::wait::finish(&q).unwrap();
    b.from_disk
}

/// The store policy (issue 24): what a store costs the first run (its CPU
/// counted) and what it saves the second, first launches included.
fn bench_policy() {
    use syclrt::core::cache::policy::{self, Mode};
    let dev = syclrt::core::device::default_device().expect("no OpenCL device").clone();
    let desc = device_desc(&dev);
    println!("## store policy on {:?} ({}, {})", dev.info.name, dev.platform().name, dev.info.driver_version);
    let var = |n: &str| std::env::var(n).ok();
    println!(
        "driver caches: POCL_KERNEL_CACHE={:?} CUDA_CACHE_DISABLE={:?}; policy auto: {:?}",
        var("POCL_KERNEL_CACHE"),
        var("CUDA_CACHE_DISABLE"),
        policy::decide(policy::Driver::of(&desc), Mode::Auto, policy::driver_caches())
    );
    let ctx = syclrt::core::Context::new(std::slice::from_ref(&dev)).unwrap();
    let work = tmp("policy");
    let takes_il = !dev.info.il_version.trim().is_empty();
    let sizes: Vec<(&str, usize)> = match std::env::var("BENCH_SIZES").ok().as_deref() {
        Some("all") => vec![("~100 KB", 70), ("~1 MB", 700)],
        Some("1mb") => vec![("~1 MB", 700)],
        _ => vec![("~100 KB", 70)],
    };
    let rounds: usize = std::env::var("BENCH_ROUNDS").ok().and_then(|v| v.parse().ok()).unwrap_or(3);
    let auto = policy::decide(policy::Driver::of(&desc), Mode::Auto, policy::driver_caches()).0;
    let always = policy::decide(policy::Driver::of(&desc), Mode::Always, policy::driver_caches()).0;
    // "off": no persistent cache at all (the baseline); "auto" and
    // "always": SYCLRT_CACHE_STORE (always is left out where it is auto).
    let mut settings: Vec<(&str, Option<Mode>)> = vec![("no cache", None), ("auto", Some(Mode::Auto))];
    if always != auto {
        settings.push(("always", Some(Mode::Always)));
    }
    if always == policy::Store::Twin && std::env::var("BENCH_TWIN_IDLE").is_ok() {
        // What idle priority changes (BENCH_TWIN_IDLE=1).
        settings.push(("always, twin at idle priority (SCHED_IDLE)", Some(Mode::Always)));
    }
    println!("medians of {rounds} interleaved rounds; each round and setting builds a program no cache has seen (a NONCE constant in every kernel), twice: run 1 then run 2 (a second run of the application, the driver's own cache as set)");
    println!("run = build or load + create every kernel + launch each once + finish; CPU = the process's CPU time (all threads: the caller, the driver's, the store's)");
    println!("| image | setting | store | run 1: caller wall | run 1: CPU incl. store | store CPU (vs no cache) | store on disk after | run 2: wall | run 2: CPU | run 2 / no cache (wall) |");
    println!("|---|---|---|---|---|---|---|---|---|---|");
    let mut nonce = std::process::id() as u64 * 1000;
    for (label, n) in sizes {
        let mut res: Vec<Vec<[f64; 6]>> = vec![Vec::new(); settings.len()];
        let mut image_len = 0;
        let mut kind_name = "";
        for _ in 0..rounds {
            for (si, (_, mode)) in settings.iter().enumerate() {
                nonce += 1;
                let src = format!("#define NONCE {nonce}.0f\n{}", program_source(n))
                    .replace("+ cos(b[g])", "+ NONCE + cos(b[g])");
                let il = if takes_il { spirv(&work, &format!("p{n}"), &src) } else { None };
                let (kind, image) = match &il {
                    Some(b) => (ImageKind::Il, b.clone()),
                    None => (ImageKind::Source, src.into_bytes()),
                };
                image_len = image.len();
                kind_name = if kind == ImageKind::Il { "SPIR-V" } else { "OpenCL C" };
                let input = BuildInput { kind, image: &image, options: "", spec: &[] };
                let root = tmp(&format!("policy{n}"));
                policy::set_twin_idle(settings[si].0.contains("idle priority"));
                let dc = mode.map(|m| {
                    policy::force(Some(m));
                    DiskCache::new(DiskConfig::with_root(&root))
                });
                let (c0, t) = (process_cpu_s(), Instant::now());
                assert!(!app_run(&ctx, &dev, &input, n, dc.as_ref()));
                let caller = t.elapsed().as_secs_f64();
                assert!(syclrt::core::cache::flush_stores(std::time::Duration::from_secs(1800)));
                let (stored, cpu1) = (t.elapsed().as_secs_f64(), process_cpu_s() - c0);
                let (c0, t) = (process_cpu_s(), Instant::now());
                let from_disk = app_run(&ctx, &dev, &input, n, dc.as_ref());
                let (wall2, cpu2) = (t.elapsed().as_secs_f64(), process_cpu_s() - c0);
                let writes = dc.as_ref().map_or(0, |d| d.counters().writes);
                assert_eq!(from_disk, writes > 0, "run 2 loads exactly when run 1 stored");
                res[si].push([caller, cpu1, stored, wall2, cpu2, writes as f64]);
                policy::force(None);
                let _ = std::fs::remove_dir_all(&root);
            }
        }
        let med = |si: usize, j: usize| median(res[si].iter().map(|r| r[j]).collect());
        for (si, (name, mode)) in settings.iter().enumerate() {
            let store = match mode {
                None => "-".to_string(),
                Some(m) => {
                    let p = policy::decide(policy::Driver::of(&desc), *m, policy::driver_caches()).0;
                    format!("{p:?}")
                }
            };
            println!(
                "| {label} ({image_len} B) {kind_name} | {name} | {store} | {:.3} s | {:.3} s | {:+.3} s | {:.3} s | {:.3} s | {:.3} s | {:.2}x |",
                med(si, 0),
                med(si, 1),
                med(si, 1) - med(0, 1),
                med(si, 2),
                med(si, 3),
                med(si, 4),
                med(si, 3) / med(0, 3)
            );
        }
    }
    let _ = std::fs::remove_dir_all(&work);
}

fn main() {
    if std::env::var(CHILD).is_ok() {
        child();
        return;
    }
    let args: Vec<String> = std::env::args().skip(1).filter(|a| !a.starts_with('-')).collect();
    let all = args.is_empty();
    if all || args.iter().any(|a| a == "mem") {
        bench_mem();
    }
    if all || args.iter().any(|a| a == "disk") {
        bench_disk();
    }
    if all || args.iter().any(|a| a == "procs") {
        bench_procs();
    }
    if all || args.iter().any(|a| a == "policy") {
        bench_policy();
    }
}
