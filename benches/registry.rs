//! Registry at scale: register 5000 single-kernel images (dpctl's tensor
//! module registers 4402) through `syclrt_register_images`, look kernel ids
//! up by name, get a bundle for one kernel id, unregister. Each figure has a
//! same-run baseline. Run: `cargo bench --bench registry` (add `-- --quick`
//! for fewer lookups). Prints a markdown table.

use std::collections::HashMap;
use std::ffi::{c_char, CString};
use std::hint::black_box;
use std::ptr;
use std::time::{Duration, Instant};
use syclrt::core::bundle::DEVICE_IF_HEADER;
use syclrt::core::cache::writer;
use syclrt::core::registry::registry;
use syclrt::ffi::api::bundle::*;
use syclrt::ffi::api::context::*;
use syclrt::ffi::api::device::*;
use syclrt::ffi::api::image::*;
use syclrt::ffi::api::Status;

const N: usize = 5000;

struct Images {
    _names: Vec<CString>,
    _entries: Vec<syclrt_offload_entry>,
    _bins: Vec<syclrt_device_binary>,
    desc: Box<syclrt_device_binaries>,
}

/// One descriptor with `N` images of one kernel each over `bytes(i)`.
fn descriptor(prefix: &str, format: u8, target: &CString, bytes: &[Vec<u8>]) -> Images {
    let names: Vec<CString> = (0..N).map(|i| CString::new(format!("{prefix}{i}")).unwrap()).collect();
    let mut entries: Vec<syclrt_offload_entry> = names
        .iter()
        .map(|n| syclrt_offload_entry {
            addr: ptr::null_mut(),
            name: n.as_ptr() as *mut c_char,
            size: 0,
            flags: 0,
            reserved: 0,
        })
        .collect();
    let mut bins: Vec<syclrt_device_binary> = (0..N)
        .map(|i| {
            // SAFETY: `i < N == entries.len()`, so the offset stays inside the vector's buffer (which moving the Vec into `Images` does not move).
            let e = unsafe { entries.as_mut_ptr().add(i) };
            let b = bytes[i].as_ptr_range();
            syclrt_device_binary {
                version: 2,
                kind: 4,
                format,
                device_target_spec: target.as_ptr(),
                compile_options: ptr::null(),
                link_options: ptr::null(),
                manifest_start: ptr::null(),
                manifest_end: ptr::null(),
                binary_start: b.start,
                binary_end: b.end,
                entries_begin: e,
                // SAFETY: `e` points at entry `i` of `entries`, so one past it is at most one past the end of the buffer.
                entries_end: unsafe { e.add(1) },
                property_sets_begin: ptr::null_mut(),
                property_sets_end: ptr::null_mut(),
            }
        })
        .collect();
    let desc = Box::new(syclrt_device_binaries {
        version: 1,
        num_device_binaries: N as u16,
        device_binaries: bins.as_mut_ptr(),
        host_entries_begin: ptr::null_mut(),
        host_entries_end: ptr::null_mut(),
    });
    Images { _names: names, _entries: entries, _bins: bins, desc }
}

fn thread_cpu_ns() -> u64 {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: valid out-pointer.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    ts.tv_sec as u64 * 1_000_000_000 + ts.tv_nsec as u64
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[v.len() / 2]
}

fn ns(t: Instant, n: usize) -> f64 {
    t.elapsed().as_nanos() as f64 / n as f64
}

fn main() {
    // A first run: the persistent cache (on by default) over an empty
    // directory, so no bundle build is served from an earlier run's store.
    let cache_dir = std::env::temp_dir().join(format!("syclrt-bench-registry-{}", std::process::id()));
    if std::env::var_os("SYCL_CACHE_DIR").is_none() {
        let _ = std::fs::remove_dir_all(&cache_dir);
        std::fs::create_dir_all(&cache_dir).unwrap();
        std::env::set_var("SYCL_CACHE_DIR", &cache_dir);
    }
    println!(
        "SYCL_CACHE_DIR={:?} SYCL_CACHE_PERSISTENT={:?} POCL_KERNEL_CACHE={:?}",
        std::env::var("SYCL_CACHE_DIR").ok(),
        std::env::var("SYCL_CACHE_PERSISTENT").ok(),
        std::env::var("POCL_KERNEL_CACHE").ok()
    );
    let quick = std::env::args().any(|a| a == "--quick");
    // Many short lookup rounds: on a shared machine the best round is the unloaded speed.
    let lookups = 100_000;
    let lookup_rounds = if quick { 10 } else { 60 };
    let spv = include_bytes!("../tests/fixtures/spec.spv").to_vec();
    let spir64 = CString::new("spir64").unwrap();
    let spv_bytes: Vec<Vec<u8>> = (0..N).map(|_| spv.clone()).collect();
    let imgs = descriptor("bench_kernel_", 2, &spir64, &spv_bytes);

    // The machine is shared: every figure is the best of `rounds` runs.
    let rounds = if quick { 3 } else { 7 };
    let best = |f: &mut dyn FnMut() -> f64| (0..rounds).map(|_| f()).fold(f64::INFINITY, f64::min);
    // Baseline: copying the same bytes into 5000 owned buffers.
    let copy_ns = best(&mut || {
        let t = Instant::now();
        let copies: Vec<Vec<u8>> = spv_bytes.iter().map(|b| black_box(b.clone())).collect();
        let r = ns(t, N);
        drop(black_box(copies));
        r
    });
    let mut unreg_ns = f64::INFINITY;
    let reg_ns = best(&mut || {
        let t = Instant::now();
        // SAFETY: `imgs` owns every array and string the descriptor points to and outlives the call.
        assert_eq!(unsafe { syclrt_register_images(&*imgs.desc) }, Status::Success);
        let r = ns(t, N);
        assert_eq!(registry().num_images(), N);
        let t = Instant::now();
        // SAFETY: `imgs` owns every array and string the descriptor points to and outlives the call; it was registered just above.
        assert_eq!(unsafe { syclrt_unregister_images(&*imgs.desc) }, Status::Success);
        unreg_ns = unreg_ns.min(ns(t, N));
        r
    });
    // SAFETY: `imgs` owns every array and string the descriptor points to and outlives the call.
    assert_eq!(unsafe { syclrt_register_images(&*imgs.desc) }, Status::Success);

    // Kernel-id lookup by name: core, and the C entry point (which also hands out a handle).
    let names: Vec<String> = (0..N).map(|i| format!("bench_kernel_{}", (i * 7919) % N)).collect();
    let cnames: Vec<CString> = names.iter().map(|n| CString::new(n.as_str()).unwrap()).collect();
    let best_l = |f: &mut dyn FnMut() -> f64| (0..lookup_rounds).map(|_| f()).fold(f64::INFINITY, f64::min);
    let core_ns = best_l(&mut || {
        let t = Instant::now();
        for i in 0..lookups {
            black_box(registry().kernel_id(black_box(&names[i % N])));
        }
        ns(t, lookups)
    });
    let mut h = ptr::null_mut();
    let c_ns = best_l(&mut || {
        let t = Instant::now();
        for i in 0..lookups {
            // SAFETY: `cnames[i % N]` is a NUL-terminated string and `h` a live out-pointer, both outliving the call.
            unsafe { syclrt_kernel_id_get(cnames[i % N].as_ptr(), &mut h) };
            black_box(h);
        }
        ns(t, lookups)
    });
    // Baseline: std HashMap<String, usize> (SipHash) lookups of the same names.
    let std_map: HashMap<String, usize> = names.iter().cloned().enumerate().map(|(i, n)| (n, i)).collect();
    let std_ns = best_l(&mut || {
        let t = Instant::now();
        for i in 0..lookups {
            black_box(std_map.get(black_box(&names[i % N])));
        }
        ns(t, lookups)
    });
    // SAFETY: `imgs` owns every array and string the descriptor points to and outlives the call; it was registered above.
    assert_eq!(unsafe { syclrt_unregister_images(&*imgs.desc) }, Status::Success);

    // A bundle for one kernel id among 5000 images: input state (no build)
    // over SPIR-V images needs a SPIR-V device; use source images for PoCL.
    let mut dev = ptr::null_mut();
    // SAFETY: `dev` is a live local out-pointer.
    assert_eq!(unsafe { syclrt_device_default(&mut dev) }, Status::Success);
    let mut ctx = ptr::null_mut();
    let devs = [dev.cast_const()];
    // SAFETY: `devs` holds the 1 device handle the count states and `ctx` is a live local out-pointer.
    assert_eq!(unsafe { syclrt_context_create(devs.as_ptr(), 1, &mut ctx) }, Status::Success);

    let src: Vec<Vec<u8>> = (0..N)
        .map(|i| format!("kernel void bench_src_{i}(global int *a) {{ a[get_global_id(0)] += {i}; }}").into_bytes())
        .collect();
    let empty = CString::new("").unwrap();
    let srcs = descriptor("bench_src_", 0x80, &empty, &src);
    let reg_src_ns = best(&mut || {
        let t = Instant::now();
        // SAFETY: `srcs` owns every array and string the descriptor points to and outlives the call.
        assert_eq!(unsafe { syclrt_register_images(&*srcs.desc) }, Status::Success);
        let r = ns(t, N);
        // SAFETY: `srcs` owns every array and string the descriptor points to; it was registered just above.
        assert_eq!(unsafe { syclrt_unregister_images(&*srcs.desc) }, Status::Success);
        r
    });
    // SAFETY: `srcs` owns every array and string the descriptor points to and outlives the call.
    assert_eq!(unsafe { syclrt_register_images(&*srcs.desc) }, Status::Success);
    // Sources that include the device header (compiled with it embedded, then linked).
    let dif_src: Vec<Vec<u8>> = (0..N)
        .map(|i| {
            format!("#include \"syclrt_device_if.h\"\nkernel void bench_dif_{i}(global int *a) {{ a[get_global_id(0)] += {i}; }}")
                .into_bytes()
        })
        .collect();
    let difs = descriptor("bench_dif_", 0x80, &empty, &dif_src);
    // SAFETY: `difs` owns every array and string the descriptor points to and outlives the call.
    assert_eq!(unsafe { syclrt_register_images(&*difs.desc) }, Status::Success);
    let kid_named = |prefix: &str, i: usize| {
        let n = CString::new(format!("{prefix}{i}")).unwrap();
        let mut k = ptr::null_mut();
        // SAFETY: `n` is a NUL-terminated string and `k` a live local out-pointer.
        assert_eq!(unsafe { syclrt_kernel_id_get(n.as_ptr(), &mut k) }, Status::Success);
        k.cast_const()
    };
    let kid_of = |i: usize| kid_named("bench_src_", i);
    let kid = kid_of(2500);
    let reps = if quick { 200 } else { 2000 };
    let input_us = best(&mut || {
        let t = Instant::now();
        for _ in 0..reps {
            let mut b = ptr::null_mut();
            // SAFETY: NULL devices with count 0 mean the context's devices; `kid` is the 1 id the count states; `b` is a live local out-pointer; `ctx` is the live context created above.
            let st = unsafe {
                syclrt_kernel_bundle_get_by_ids(ctx, ptr::null(), 0, SYCLRT_BUNDLE_STATE_INPUT, &kid, 1, &mut b)
            };
            assert_eq!(st, Status::Success);
            // SAFETY: `b` came from the call just above and is released once.
            unsafe { syclrt_kernel_bundle_release(b) };
        }
        ns(t, reps) / 1000.0
    });
    // Executable bundles build: warm the compiler up first, then alternate
    // bundle and direct builds of distinct kernels (so no driver cache helps
    // either; run PoCL with POCL_KERNEL_CACHE=0), `build_rounds` rounds,
    // medians. The persistent cache is on (the default) over an empty
    // directory (see `main`): each bundle is a first-run build, whose store
    // the background writer finishes before the direct build is timed (its
    // time is reported apart). Wall time and the calling thread's CPU time
    // (the compile runs on the caller's thread; CPU time is robust to the
    // load of a shared machine).
    let direct = |i: usize, header: bool| {
        let body = format!("kernel void bench_direct_{i}(global int *a) {{ a[get_global_id(0)] += {i}; }}");
        let s = CString::new(if header { format!("{DEVICE_IF_HEADER}\n{body}") } else { body }).unwrap();
        let mut p = ptr::null_mut();
        let (t, c) = (Instant::now(), thread_cpu_ns());
        assert_eq!(
            // SAFETY: `s` is a NUL-terminated string (length 0 says so), `p` a live local out-pointer and `ctx` the live context created above.
            unsafe { syclrt::ffi::api::program::syclrt_program_create_with_source(ctx, s.as_ptr(), 0, &mut p) },
            Status::Success
        );
        // SAFETY: `p` is the program created just above; NULL options are allowed.
        assert_eq!(unsafe { syclrt::ffi::api::program::syclrt_program_build(p, ptr::null()) }, Status::Success);
        let r = (ns(t, 1) / 1e6, (thread_cpu_ns() - c) as f64 / 1e6);
        // SAFETY: `p` is the program created above, released once.
        unsafe { syclrt::ffi::api::program::syclrt_program_release(p) };
        r
    };
    let bundle = |i: usize, header: bool| {
        let k = kid_named(if header { "bench_dif_" } else { "bench_src_" }, i);
        let mut exe = ptr::null_mut();
        let (t, c) = (Instant::now(), thread_cpu_ns());
        // SAFETY: NULL devices with count 0 mean the context's devices; `k` is the 1 id the count states; `exe` is a live local out-pointer; `ctx` is the live context created above.
        let st = unsafe {
            syclrt_kernel_bundle_get_by_ids(ctx, ptr::null(), 0, SYCLRT_BUNDLE_STATE_EXECUTABLE, &k, 1, &mut exe)
        };
        assert_eq!(st, Status::Success);
        let r = (ns(t, 1) / 1e6, (thread_cpu_ns() - c) as f64 / 1e6);
        // SAFETY: `exe` came from the call just above and is released once.
        unsafe { syclrt_kernel_bundle_release(exe) };
        r
    };
    let drain = || {
        let t = Instant::now();
        assert!(writer::flush(Duration::from_secs(600)), "the background store did not finish");
        ns(t, 1) / 1e6
    };
    let build_rounds = if quick { 3 } else { 9 };
    // (bundle wall, direct wall, bundle CPU, direct CPU, store) medians.
    let compare = |header: bool| {
        direct(0, header);
        bundle(0, header);
        drain();
        let (mut exe, mut dir, mut exe_cpu, mut dir_cpu, mut store) = (vec![], vec![], vec![], vec![], vec![]);
        for r in 0..build_rounds {
            let i = 2500 + r;
            let (b, d) = if r % 2 == 0 {
                let b = bundle(i, header);
                store.push(drain());
                (b, direct(i, header))
            } else {
                let d = direct(i, header);
                let b = bundle(i, header);
                store.push(drain());
                (b, d)
            };
            exe.push(b.0);
            exe_cpu.push(b.1);
            dir.push(d.0);
            dir_cpu.push(d.1);
        }
        (median(exe), median(dir), median(exe_cpu), median(dir_cpu), median(store))
    };
    let (exe_ms, direct_ms, exe_cpu, dir_cpu, store_ms) = compare(false);
    let (dif_ms, dif_direct_ms, dif_cpu, dif_dir_cpu, dif_store_ms) = compare(true);
    // SAFETY: `difs` owns every array and string the descriptor points to; it was registered above.
    assert_eq!(unsafe { syclrt_unregister_images(&*difs.desc) }, Status::Success);

    println!("| operation (N = {N} single-kernel images; best of {rounds} runs, lookups best of {lookup_rounds} x {lookups}) | per operation | same-run baseline | ratio |");
    println!("|---|---|---|---|");
    println!(
        "| register, SPIR-V 1880 B (one descriptor) | {:.0} ns/image | copy of the bytes: {copy_ns:.0} ns | {:.1}x |",
        reg_ns,
        reg_ns / copy_ns
    );
    println!(
        "| register, OpenCL C source (one descriptor) | {:.0} ns/image | copy of 1880 B: {copy_ns:.0} ns | {:.1}x |",
        reg_src_ns,
        reg_src_ns / copy_ns
    );
    println!("| unregister (one descriptor) | {unreg_ns:.0} ns/image | | |");
    println!("| kernel-id lookup, core `registry().kernel_id` | {core_ns:.1} ns | std HashMap<String> get: {std_ns:.1} ns | {:.2}x |", core_ns / std_ns);
    println!("| kernel-id lookup, C `syclrt_kernel_id_get` (+handle) | {c_ns:.1} ns | std HashMap<String> get: {std_ns:.1} ns | {:.2}x |", c_ns / std_ns);
    println!("| input bundle for 1 kernel id (no build) | {input_us:.1} µs | | |");
    println!("| executable bundle for 1 kernel id (builds it; median of {build_rounds}, wall) | {exe_ms:.1} ms | direct create+build: {direct_ms:.1} ms | {:.3}x |", exe_ms / direct_ms);
    println!(
        "| same, the calling thread's CPU time | {exe_cpu:.1} ms | direct create+build: {dir_cpu:.1} ms | {:.3}x |",
        exe_cpu / dir_cpu
    );
    println!("| background store of that bundle (after it returned; not the caller's time) | {store_ms:.1} ms | | |");
    println!("| executable bundle, source including syclrt_device_if.h (header inlined, one clBuildProgram; wall) | {dif_ms:.1} ms | direct create+build of the source with the header pasted in: {dif_direct_ms:.1} ms | {:.3}x |", dif_ms / dif_direct_ms);
    println!(
        "| same, the calling thread's CPU time | {dif_cpu:.1} ms | direct: {dif_dir_cpu:.1} ms | {:.3}x |",
        dif_cpu / dif_dir_cpu
    );
    println!("| background store of that bundle | {dif_store_ms:.1} ms | | |");
    // SAFETY: `ctx` was created above and is released once, after its last use.
    unsafe { syclrt_context_release(ctx) };
    let _ = std::fs::remove_dir_all(&cache_dir);
}
