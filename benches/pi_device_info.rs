//! `piDeviceGetInfo` throughput: syclrt's cached answers against a baseline
//! in the same process, for a mix of the queries libsycl repeats most
//! (type, name, max work-group size, extensions size, USM capabilities).
//!
//! Baseline: Intel's stock plugin when `PI_BENCH_STOCK` names its
//! `libpi_opencl.so` (run under `eval "$(scripts/intel-runtime.sh --env)"`),
//! else the raw `clGetDeviceInfo` of the loaded OpenCL.
//!
//!   cargo bench --bench pi_device_info
//!   PI_BENCH_STOCK=$INTEL_VENV/lib/libpi_opencl.so cargo bench --bench pi_device_info
#![allow(clippy::undocumented_unsafe_blocks, reason = "benchmark: every call passes valid buffers")]

use std::ffi::c_void;
use std::ptr::null_mut;
use std::time::Instant;
use syclrt::ffi::pi::entries::{piDeviceGetInfo, piDevicesGet, piPlatformsGet};
use syclrt::ffi::pi::types::pi_device;

type InfoFn = unsafe extern "C" fn(pi_device, u32, usize, *mut c_void, *mut usize) -> i32;
const QUERIES: [u32; 5] = [0x1000, 0x102b, 0x1004, 0x1030, 0x4191];
const N: usize = 1_000_000;

fn run(f: InfoFn, d: pi_device, queries: &[u32]) -> f64 {
    // Exact sizes, as libsycl passes them (the stock plugin aborts on a
    // larger buffer for some queries: "ur2piDeviceInfoValue: size mismatch").
    let sizes: Vec<usize> = queries
        .iter()
        .map(|&q| {
            let mut s = 0usize;
            assert_eq!(unsafe { f(d, q, 0, null_mut(), &mut s) }, 0, "size of {q:#x}");
            s
        })
        .collect();
    let mut buf = [0u8; 4096];
    let t = Instant::now();
    for i in 0..N {
        let k = i % queries.len();
        let r = unsafe { f(d, queries[k], sizes[k], buf.as_mut_ptr().cast(), null_mut()) };
        assert_eq!(r, 0, "query {:#x}", queries[k]);
    }
    t.elapsed().as_secs_f64() * 1e9 / N as f64
}

unsafe extern "C" fn raw_cl(d: pi_device, q: u32, s: usize, v: *mut c_void, r: *mut usize) -> i32 {
    unsafe { syclrt::cl::raw::clGetDeviceInfo(d, q, s, v, r) }
}

fn main() {
    let mut p = null_mut();
    let mut n = 0u32;
    assert_eq!(unsafe { piPlatformsGet(1, &mut p, &mut n) }, 0);
    assert!(n > 0, "no OpenCL platform");
    let mut d = null_mut();
    assert_eq!(unsafe { piDevicesGet(p, 0xFFFF_FFFF, 1, &mut d, null_mut()) }, 0);
    let _keep;
    let (base_name, base): (&str, InfoFn) = match std::env::var("PI_BENCH_STOCK") {
        Ok(path) => {
            let lib = unsafe { libloading::Library::new(&path) }.expect("stock plugin loads");
            let mut plugin = vec![0u8; 0x530];
            plugin[..6].copy_from_slice(b"15.47\0");
            let init: libloading::Symbol<unsafe extern "C" fn(*mut u8) -> i32> =
                unsafe { lib.get(b"piPluginInit\0") }.unwrap();
            unsafe { init(plugin.as_mut_ptr()) };
            let slot = usize::from_ne_bytes(plugin[0x30 + 5 * 8..0x30 + 6 * 8].try_into().unwrap());
            assert_ne!(slot, 0);
            let f: InfoFn = unsafe { std::mem::transmute::<usize, InfoFn>(slot) };
            _keep = Some(lib);
            ("stock libpi_opencl.so", f)
        }
        Err(_) => {
            _keep = None;
            ("raw clGetDeviceInfo", raw_cl)
        }
    };
    // Warm up both (fills syclrt's cache).
    let ours = piDeviceGetInfo as InfoFn;
    // Queries both sides answer (raw OpenCL on PoCL has no USM query).
    let answers = |f: InfoFn, q: u32| {
        let mut s = 0usize;
        unsafe { f(d, q, 0, null_mut(), &mut s) == 0 }
    };
    let queries: Vec<u32> = QUERIES.iter().copied().filter(|&q| answers(ours, q) && answers(base, q)).collect();
    run(ours, d, &queries);
    run(base, d, &queries);
    let mut o = Vec::new();
    let mut b = Vec::new();
    for _ in 0..3 {
        o.push(run(ours, d, &queries));
        b.push(run(base, d, &queries));
    }
    o.sort_by(f64::total_cmp);
    b.sort_by(f64::total_cmp);
    println!(
        "piDeviceGetInfo x{N} ({}-query mix), median of 3: syclrt {:.1} ns/call, {base_name} {:.1} ns/call, ratio syclrt/baseline {:.3}",
        queries.len(),
        o[1],
        b[1],
        o[1] / b[1]
    );
}
