//! Buffer model benchmarks (`cargo bench --bench buffer`), printing the
//! markdown tables of BENCHMARKS.md (section 6):
//! 1. transfer minimality: bytes moved / minimum, and copies issued /
//!    maximal contiguous outdated regions, over a suite of access patterns
//!    (the minimum is computed here by an independent page-level model);
//! 2. the bookkeeping cost of one accessor for buffers of 1, 64 and 4096
//!    pages, against one kernel launch measured in the same run;
//! 3. the overhead of `submit` over a plain launch of the same kernel.
//!
//! Needs two OpenCL devices in one platform: with PoCL it sets
//! `POCL_DEVICES="pthread pthread"` unless already set.

use std::sync::Arc;
use std::time::Instant;
use syclrt::core::buffer::{self, Access, AccessMode, CommandGroup, KernelArg, Rect, View};
use syclrt::core::queue::Event;
use syclrt::core::{Buffer, Context, Device, Kernel, Program, Queue};

const SRC: &str = r#"
__kernel void fill(__global uint* b, uint off, uint val) { b[off + get_global_id(0)] = val; }
__kernel void touch(__global const uint* b) { }
"#;

struct Env {
    ctx: Arc<Context>,
    devs: Vec<Arc<Device>>,
    q: Vec<Arc<Queue>>,
    fill: Arc<Kernel>,
    touch: Arc<Kernel>,
}

fn env() -> Env {
    if std::env::var_os("POCL_DEVICES").is_none() {
        std::env::set_var("POCL_DEVICES", "pthread pthread");
    }
    let all = syclrt::core::device::devices().expect("OpenCL devices");
    let (a, b) = all
        .iter()
        .find_map(|a| all.iter().find(|b| b.platform_index == a.platform_index && b.index != a.index).map(|b| (a, b)))
        .expect("a platform with two devices (PoCL: POCL_DEVICES=\"pthread pthread\")");
    let devs = vec![a.clone(), b.clone()];
    let ctx = Context::new(&devs).unwrap();
    let q = devs.iter().map(|d| Queue::new(&ctx, d, 0).unwrap()).collect();
    let p = Program::from_source(&ctx, SRC.as_bytes()).unwrap();
    p.build("").unwrap();
    Env { ctx, devs, q, fill: Kernel::new(&p, "fill").unwrap(), touch: Kernel::new(&p, "touch").unwrap() }
}

fn fill(e: &Env, q: usize, b: &Arc<Buffer>, mode: AccessMode, off: usize, len: usize) -> buffer::Submission {
    let args = [(off as u32).to_ne_bytes(), 1u32.to_ne_bytes()];
    let cg = CommandGroup {
        kernel: e.fill.clone(),
        global: &[len],
        local: None,
        accessors: vec![(0, Access::new(b, mode, &[off], &[len]).unwrap())],
        args: vec![(1, KernelArg::Value(&args[0])), (2, KernelArg::Value(&args[1]))],
    };
    buffer::submit(&e.q[q], &cg).unwrap()
}

fn touch(e: &Env, q: usize, a: Access) -> buffer::Submission {
    let cg = CommandGroup { kernel: e.touch.clone(), global: &[1], local: None, accessors: vec![(0, a)], args: vec![] };
    buffer::submit(&e.q[q], &cg).unwrap()
}

/// Independent page model: who holds each page (bit 0: host, 1: dev0, 2: dev1).
struct PageModel(Vec<u8>);
impl PageModel {
    fn write(&mut self, holder: u8, p0: usize, p1: usize) {
        self.0[p0..p1].fill(holder);
    }
    /// Pages `target` lacks in `[p0, p1)` that someone holds, and the
    /// maximal runs of them that one holder can serve in one copy.
    fn need(&mut self, target: u8, p0: usize, p1: usize) -> (usize, usize) {
        let (mut pages, mut runs) = (0, 0);
        let mut prev: Option<u8> = None;
        for p in p0..p1 {
            let h = self.0[p];
            if h & target != 0 || h == 0 {
                prev = None;
                continue;
            }
            pages += 1;
            // A run continues while some one holder has every page of it.
            match prev {
                Some(m) if m & h != 0 => prev = Some(m & h),
                _ => {
                    runs += 1;
                    prev = Some(h);
                }
            }
            self.0[p] |= target;
        }
        (pages, runs)
    }
}

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + (self.next() % (hi - lo) as u64) as usize
    }
}

fn minimality(e: &Env) {
    const PAGE: usize = 1024;
    const PAGES: usize = 64;
    const N: usize = PAGE * PAGES;
    let pb = (PAGE * 4) as u64;
    println!("\n### Transfer minimality (page = 4 KiB, buffer = 64 pages)\n");
    println!("| pattern | bytes moved | minimum bytes | ratio | copies | maximal outdated regions | ratio |");
    println!("|---|---:|---:|---:|---:|---:|---:|");
    let row = |name: &str, moved: u64, min: u64, copies: u64, regions: u64| {
        let r = |a: u64, b: u64| {
            if b == 0 {
                if a == 0 {
                    "1.00 (0/0)".to_string()
                } else {
                    "inf".into()
                }
            } else {
                format!("{:.2}", a as f64 / b as f64)
            }
        };
        println!("| {name} | {moved} | {min} | {} | {copies} | {regions} | {} |", r(moved, min), r(copies, regions));
        (moved, min, copies, regions)
    };
    let mut totals = (0u64, 0u64, 0u64, 0u64);
    let mut add = |t: (u64, u64, u64, u64)| {
        totals.0 += t.0;
        totals.1 += t.1;
        totals.2 += t.2;
        totals.3 += t.3;
    };
    let init = vec![0u8; N * 4];
    // Read after write on another device.
    let b = Buffer::new(&e.ctx, &[N], 4, &[PAGE], None).unwrap();
    fill(e, 0, &b, AccessMode::DiscardWrite, 0, N);
    let s = touch(e, 1, Access::whole(&b, AccessMode::Read));
    add(row("read after write on another device", s.stats.bytes(), N as u64 * 4, s.stats.copies(), 1));
    let s = touch(e, 1, Access::whole(&b, AccessMode::Read));
    add(row("repeated read", s.stats.bytes(), 0, s.stats.copies(), 0));
    // Disjoint halves on two devices, read whole on the host.
    let b = Buffer::new(&e.ctx, &[N], 4, &[PAGE], Some(&init)).unwrap();
    fill(e, 0, &b, AccessMode::DiscardWrite, 0, N / 2);
    fill(e, 1, &b, AccessMode::DiscardWrite, N / 2, N / 2);
    let before = b.stats();
    b.host_access(AccessMode::Read, View::Box(Rect::full(b.layout.range)), false).unwrap();
    let s = b.stats();
    add(row(
        "halves on two devices, host reads all",
        s.bytes() - before.bytes(),
        N as u64 * 4,
        s.copies() - before.copies(),
        2,
    ));
    // Discard on an initialised buffer.
    let s = fill(e, 1, &b, AccessMode::DiscardWrite, 0, N);
    add(row("discard write (initialised buffer)", s.stats.bytes(), 0, s.stats.copies(), 0));
    // Uninitialised reads.
    let u = Buffer::new(&e.ctx, &[N], 4, &[PAGE], None).unwrap();
    let s = touch(e, 0, Access::whole(&u, AccessMode::Read));
    add(row("read of an uninitialised buffer", s.stats.bytes(), 0, s.stats.copies(), 0));
    // 2-D sub-range.
    let b2 = Buffer::new(&e.ctx, &[64, 64], 4, &[8, 8], Some(&vec![0u8; 64 * 64 * 4])).unwrap();
    let s = touch(e, 0, Access::new(&b2, AccessMode::Read, &[8, 16], &[16, 24]).unwrap());
    add(row("2-D sub-range (2x3 pages)", s.stats.bytes(), 6 * 256, s.stats.copies(), 1));
    // Reinterpreted view.
    let b = Buffer::new(&e.ctx, &[N], 4, &[PAGE], Some(&init)).unwrap();
    let s = touch(e, 0, Access::linear(&b, AccessMode::Read, 3 * pb as usize + 6, 2 * pb as usize));
    add(row("reinterpreted view over 3 pages", s.stats.bytes(), 3 * pb, s.stats.copies(), 1));
    // Random page-aligned discard writes on both devices, then reads of random ranges.
    let mut rng = Rng(0x1234_5678_9abc_def1);
    let (mut moved, mut min, mut copies, mut regions) = (0, 0, 0, 0);
    for _ in 0..50 {
        let b = Buffer::new(&e.ctx, &[N], 4, &[PAGE], Some(&init)).unwrap();
        let mut m = PageModel(vec![1; PAGES]);
        for _ in 0..6 {
            let p0 = rng.range(0, PAGES);
            let p1 = rng.range(p0 + 1, PAGES + 1);
            let d = rng.range(0, 2);
            fill(e, d, &b, AccessMode::DiscardWrite, p0 * PAGE, (p1 - p0) * PAGE);
            m.write(2 << d, p0, p1);
        }
        for _ in 0..3 {
            let p0 = rng.range(0, PAGES);
            let p1 = rng.range(p0 + 1, PAGES + 1);
            let t = rng.range(0, 3);
            let before = b.stats();
            if t == 2 {
                b.host_access(
                    AccessMode::Read,
                    View::Box(Rect::new([0, 0, p0 * PAGE], [1, 1, (p1 - p0) * PAGE])),
                    false,
                )
                .unwrap();
            } else {
                touch(e, t, Access::new(&b, AccessMode::Read, &[p0 * PAGE], &[(p1 - p0) * PAGE]).unwrap());
            }
            let after = b.stats();
            let (pages, runs) = m.need(if t == 2 { 1 } else { 2 << t }, p0, p1);
            moved += after.bytes() - before.bytes();
            copies += after.copies() - before.copies();
            min += pages as u64 * pb;
            regions += runs as u64;
        }
        b.wait().unwrap();
    }
    add(row("random: 50 buffers x (6 writes on 2 devices, 3 reads)", moved, min, copies, regions));
    println!(
        "| **all patterns** | {} | {} | **{:.2}** | {} | {} | **{:.2}** |",
        totals.0,
        totals.1,
        totals.0 as f64 / totals.1 as f64,
        totals.2,
        totals.3,
        totals.2 as f64 / totals.3 as f64
    );
}

fn per_iter(iters: u32, mut f: impl FnMut()) -> f64 {
    for _ in 0..iters / 10 {
        f();
    }
    let t = Instant::now();
    for _ in 0..iters {
        f();
    }
    t.elapsed().as_nanos() as f64 / iters as f64
}

fn bookkeeping(e: &Env) {
    // Baseline: one plain kernel launch + wait, in this run.
    let plain = Buffer::new(&e.ctx, &[1024], 4, &[0], None).unwrap();
    let mem = plain.native_mem(&e.devs[0]).unwrap();
    e.touch.cl.set_arg_mem(0, &mem).unwrap();
    let launch = per_iter(2000, || {
        e.q[0].cl.launch(&e.touch.cl, &[1], None, &[], false).unwrap();
        syclrt::core::wait::finish(&e.q[0].cl).unwrap();
    });
    println!("\n### Bookkeeping of one accessor (page = 4 KiB; host accessor path: resolve, conflicts, plan, mark)\n");
    println!("Baseline in the same run: one kernel launch + clFinish = {:.0} ns.\n", launch);
    println!("| buffer pages | whole-buffer read (no transfer) | whole-buffer write (marks 3 allocations) | 1-page write | write / launch |");
    println!("|---:|---:|---:|---:|---:|");
    for pages in [1usize, 64, 4096] {
        let n = pages * 1024;
        let b = Buffer::new(&e.ctx, &[n], 4, &[1024], Some(&vec![0u8; n * 4])).unwrap();
        // Two device allocations (no users: nothing to wait for).
        b.native_mem(&e.devs[0]).unwrap();
        b.native_mem(&e.devs[1]).unwrap();
        let whole = View::Box(Rect::full(b.layout.range));
        let one = View::Box(Rect::new([0, 0, (pages / 2) * 1024], [1, 1, 1024]));
        let iters = 200_000;
        let r = per_iter(iters, || {
            b.host_access(AccessMode::Read, whole, false).unwrap();
        });
        let w = per_iter(iters, || {
            b.host_access(AccessMode::Write, whole, false).unwrap();
        });
        let w1 = per_iter(iters, || {
            b.host_access(AccessMode::Write, one, false).unwrap();
        });
        assert_eq!(b.stats().bytes(), 0);
        println!("| {pages} | {r:.0} ns | {w:.0} ns | {w1:.0} ns | {:.3} |", w / launch);
    }
}

fn submit_overhead(e: &Env) {
    println!("\n### `submit` (one read accessor, no transfer) against a plain launch of the same kernel\n");
    println!("Enqueue: time per call while the queue fills (events kept alive in both cases, as the");
    println!("runtime keeps its users' events). Round trip: call + wait for the kernel.\n");
    let plain = Buffer::new(&e.ctx, &[1024], 4, &[0], None).unwrap();
    let mem = plain.native_mem(&e.devs[0]).unwrap();
    let iters = 3000;
    println!("| buffer pages | plain launch, enqueue (µs) | submit, enqueue (µs) | ratio | plain launch, round trip (µs) | submit, round trip (µs) | ratio |");
    println!("|---:|---:|---:|---:|---:|---:|---:|");
    for pages in [1usize, 64, 4096] {
        let n = pages * 1024;
        let b = Buffer::new(&e.ctx, &[n], 4, &[1024], None).unwrap();
        let mut keep = Vec::with_capacity(2 * iters as usize);
        let launch = per_iter(iters, || {
            e.touch.cl.set_arg_mem(0, &mem).unwrap();
            keep.push(e.q[0].cl.launch(&e.touch.cl, &[1], None, &[], true).unwrap());
        });
        e.q[0].finish().unwrap();
        keep.clear();
        let sub = per_iter(iters, || {
            keep.push(touch(e, 0, Access::whole(&b, AccessMode::Read)).event.cl.clone().into());
        });
        e.q[0].finish().unwrap();
        keep.clear();
        let launch_rt = per_iter(iters / 3, || {
            e.touch.cl.set_arg_mem(0, &mem).unwrap();
            let ev = e.q[0].cl.launch(&e.touch.cl, &[1], None, &[], true).unwrap();
            syclrt::core::wait::wait_all(&[ev.unwrap()]).unwrap();
        });
        let sub_rt = per_iter(iters / 3, || {
            let s = touch(e, 0, Access::whole(&b, AccessMode::Read));
            Event::wait_all(&[&s.event]).unwrap();
        });
        println!(
            "| {pages} | {:.2} | {:.2} | {:.2} | {:.2} | {:.2} | {:.2} |",
            launch / 1000.0,
            sub / 1000.0,
            sub / launch,
            launch_rt / 1000.0,
            sub_rt / 1000.0,
            sub_rt / launch_rt
        );
    }
}

fn main() {
    let e = env();
    println!(
        "Device: {} (x2), OpenCL library: {}",
        e.devs[0].info.name,
        syclrt::cl::api().map(|a| a.path.clone()).unwrap_or_default()
    );
    minimality(&e);
    bookkeeping(&e);
    submit_overhead(&e);
}
