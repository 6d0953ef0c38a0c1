//! Fills with patterns OpenCL's own fills refuse (`cargo bench --bench
//! fill`): the candidates of `src/core/fill.rs` on the default OpenCL device
//! (PoCL; Intel's CPU runtime with `eval "$(scripts/intel-runtime.sh --env)"`),
//! printed as the markdown table of docs/ur.md ("Fills with any pattern size"):
//! - *staged*: the whole fill written from a host block (`stage = size`);
//! - *doubling*: one pattern written, then log2(size / pattern) doubling copies (`stage = pattern`);
//! - *hybrid*: a 4 KiB or 64 KiB host block, then doubling copies (a 1 MiB
//!   block lost to 64 KiB everywhere in a first run, on PoCL and Intel);
//! - *kernel*: an OpenCL C kernel, one work-item per pattern (its one-off
//!   build time printed apart);
//! - *native*: `clEnqueueFillBuffer` with an 8-byte pattern, the reference.
//!
//! Each time is the median of `REPS` fills, enqueue to completion (`clFinish`).

use std::time::Instant;
use syclrt::cl::{Context, Event, Kernel, Mem, Program, Queue};
use syclrt::core::fill::{emulate, BufferTarget};

const REPS: usize = 9;

const KERNEL: &[u8] = b"__kernel void fill(__global uchar* d, __global const uchar* pat, uint p) {\n\
  size_t i = get_global_id(0); __global uchar* o = d + i * p;\n\
  for (uint k = 0; k < p; k++) o[k] = pat[k]; }\n";

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn time(q: &Queue, mut f: impl FnMut()) -> f64 {
    // One warm-up, then the median.
    f();
    syclrt::core::wait::finish(q).expect("clFinish");
    median(
        (0..REPS)
            .map(|_| {
                let t = Instant::now();
                f();
                syclrt::core::wait::finish(q).expect("clFinish");
                t.elapsed().as_secs_f64() * 1e3
            })
            .collect(),
    )
}

fn check(q: &Queue, m: &Mem, pat: &[u8], size: usize, what: &str) {
    let mut out = vec![0u8; size];
    // SAFETY: a blocking read into a host buffer of `size` bytes.
    unsafe { q.read(m, true, 0, size, out.as_mut_ptr().cast(), &[], false) }.expect("read");
    for (i, &b) in out.iter().enumerate() {
        assert_eq!(b, pat[i % pat.len()], "{what}: byte {i}");
    }
}

fn main() {
    let platforms = syclrt::cl::platform_ids().expect("OpenCL platforms");
    let dev =
        platforms.iter().find_map(|p| p.device_ids().ok().and_then(|d| d.first().copied())).expect("an OpenCL device");
    let name = dev.info_string(0x102B).unwrap_or_default();
    let ctx = Context::create(&[dev]).expect("context");
    let q = Queue::create(&ctx, dev, 0).expect("queue");
    let t = Instant::now();
    let prog = Program::with_source(&ctx, KERNEL).expect("program");
    prog.driver_build(&[dev], "", None).expect("build");
    let kernel = Kernel::create(&prog, "fill").expect("kernel");
    let build_ms = t.elapsed().as_secs_f64() * 1e3;
    println!("device: {name}; fill kernel build (one-off, per context): {build_ms:.1} ms\n");
    println!("| fill | pattern | staged | doubling | hybrid 4 KiB | hybrid 64 KiB | kernel | native 8 B |");
    println!("|---|---|---|---|---|---|---|---|");
    for size_kib in [64usize, 1024, 16 * 1024, 64 * 1024] {
        for p in [10usize, 256] {
            let size = (size_kib * 1024 / p) * p;
            let pat: Vec<u8> = (0..p).map(|i| (i * 13 + 1) as u8).collect();
            let m = Mem::create(&ctx, 1, size, None).expect("buffer");
            let target = BufferTarget { queue: &q, mem: &m, offset: 0 };
            let run = |stage: usize| {
                let ms = time(&q, || {
                    // A buffer of `size` bytes; no wait list; no event.
                    emulate(&target, &pat, size, stage, &[], false).expect("emulated fill");
                });
                check(&q, &m, &pat, size, &format!("stage {stage}"));
                ms
            };
            let staged = run(size);
            let doubling = run(p);
            let h4 = run(4 * 1024);
            let h64 = run(64 * 1024);
            let pm = Mem::create(&ctx, 1 << 2, p, Some(&pat)).expect("pattern buffer");
            kernel.set_arg_mem(0, &m).expect("arg 0");
            kernel.set_arg_mem(1, &pm).expect("arg 1");
            kernel.set_arg(2, 4, Some(&(p as u32).to_ne_bytes())).expect("arg 2");
            let kern = time(&q, || {
                let _: Option<Event> = q.launch(&kernel, &[size / p], None, &[], false).expect("launch");
            });
            check(&q, &m, &pat, size, "kernel");
            let eight = [7u8; 8];
            let native = time(&q, || {
                q.fill_native(&m, &eight, 0, size - size % 8, &[], false).expect("clEnqueueFillBuffer");
            });
            println!(
                "| {} | {p} B | {staged:.3} ms | {doubling:.3} ms | {h4:.3} ms | {h64:.3} ms | {kern:.3} ms | {native:.3} ms |",
                if size_kib >= 1024 { format!("{} MiB", size_kib / 1024) } else { format!("{size_kib} KiB") }
            );
        }
    }
}
