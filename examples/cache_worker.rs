//! The cache-chaos worker (scripts/cache-chaos.sh): builds one OpenCL C
//! program of many kernels through the program cache (persistent cache on
//! through the environment), runs one kernel, checks its output, and
//! prints `RESULT ok=<0|1> disk_hits=.. disk_misses=.. disk_writes=..
//! disk_waits=.. disk_rejected=..`. Exit status 0 when the output is right.

use std::ffi::CString;
use std::ptr::{null, null_mut};
use syclrt::ffi::api::cache::{syclrt_cache_get_stats, syclrt_cache_stats, syclrt_program_build_cached};
use syclrt::ffi::api::context::syclrt_context_create;
use syclrt::ffi::api::device::syclrt_device_default;
use syclrt::ffi::api::mem::syclrt_mem_create;
use syclrt::ffi::api::program::{syclrt_kernel_create, syclrt_kernel_set_arg_mem, syclrt_kernel_set_arg_value};
use syclrt::ffi::api::queue::{syclrt_queue_create, syclrt_queue_finish, syclrt_queue_launch, syclrt_queue_read};
use syclrt::ffi::api::Status;

/// Kernels in the program (`CACHE_WORKER_KERNELS`, default 40): enough that
/// a build (and, on PoCL, the twin build of the store) takes long enough
/// for kills to land inside it.
fn kernels() -> usize {
    std::env::var("CACHE_WORKER_KERNELS").ok().and_then(|v| v.parse().ok()).filter(|n| *n > 0).unwrap_or(40)
}
const N: usize = 1024;

/// `CACHE_WORKER_SALT` (any text) changes the source, so each chaos round
/// is cold for the OpenCL implementation's own caches too (PoCL keeps one).
fn source() -> String {
    let mut s = format!("// salt {}\n", std::env::var("CACHE_WORKER_SALT").unwrap_or_default());
    for i in 0..kernels() {
        s += &format!(
            "__kernel void k{i}(__global int *p, int v) {{ size_t g = get_global_id(0); \
             int x = p[g]; for (int j = 0; j < {i} % 7 + 1; ++j) x = x * 3 + v + {i}; p[g] = x; }}\n"
        );
    }
    s
}

fn ok(s: Status, what: &str) {
    if s != Status::Success {
        eprintln!("cache_worker: {what}: {s:?}");
        println!("RESULT ok=0");
        std::process::exit(2);
    }
}

fn main() {
    let src = source();
    let which = kernels() - 1;
    // SAFETY: every pointer is an out-pointer to a local, a live handle
    // just returned, or local memory of the size passed.
    unsafe {
        let mut dev = null_mut();
        ok(syclrt_device_default(&mut dev), "device_default");
        let devs = [dev.cast_const()];
        let mut ctx = null_mut();
        ok(syclrt_context_create(devs.as_ptr(), 1, &mut ctx), "context_create");
        let mut prog = null_mut();
        ok(
            syclrt_program_build_cached(ctx, 0, src.as_ptr().cast(), src.len(), null(), null(), 0, &mut prog),
            "program_build_cached",
        );
        let name = CString::new(format!("k{which}")).unwrap();
        let mut k = null_mut();
        ok(syclrt_kernel_create(prog, name.as_ptr(), &mut k), "kernel_create");
        let init: Vec<i32> = (0..N as i32).collect();
        let mut m = null_mut();
        ok(syclrt_mem_create(ctx, N * 4, 0, init.as_ptr().cast(), &mut m), "mem_create");
        let v: i32 = 5;
        ok(syclrt_kernel_set_arg_mem(k, 0, m), "set_arg_mem");
        ok(syclrt_kernel_set_arg_value(k, 1, 4, (&v as *const i32).cast()), "set_arg_value");
        let mut q = null_mut();
        ok(syclrt_queue_create(ctx, dev, 0, &mut q), "queue_create");
        let g = [N];
        ok(syclrt_queue_launch(q, k, 1, g.as_ptr(), null(), null(), 0, null_mut()), "launch");
        let mut out = vec![0i32; N];
        ok(syclrt_queue_read(q, m, true, 0, N * 4, out.as_mut_ptr().cast(), null(), 0, null_mut()), "read");
        ok(syclrt_queue_finish(q), "finish");
        let expect: Vec<i32> = init
            .iter()
            .map(|&x0| {
                let mut x = x0;
                for _ in 0..(which % 7 + 1) {
                    x = x.wrapping_mul(3).wrapping_add(v).wrapping_add(which as i32);
                }
                x
            })
            .collect();
        let good = out == expect;
        let mut st = syclrt_cache_stats::default();
        ok(syclrt_cache_get_stats(ctx, &mut st), "cache_get_stats");
        println!(
            "RESULT ok={} disk_hits={} disk_misses={} disk_writes={} disk_waits={} disk_rejected={}",
            good as u8, st.disk_hits, st.disk_misses, st.disk_writes, st.disk_waits, st.disk_rejected
        );
        if std::env::var_os("CACHE_WORKER_FLUSH").is_some() {
            // Wait for the background store (the write-failure cases want
            // its trace line; the chaos rounds leave it to exit).
            syclrt::core::cache::flush_stores(std::time::Duration::from_secs(300));
        }
        std::process::exit(if good { 0 } else { 1 });
    }
}
