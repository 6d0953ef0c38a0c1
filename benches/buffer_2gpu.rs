//! The buffer model across two devices of one context (two GPUs on a
//! two-GPU machine; two PoCL devices elsewhere), each figure against a
//! baseline measured in the same run:
//!
//! - bytes syclrt moved for an access pattern against the minimum the
//!   pattern needs, from an independent page-level model (target 1.00);
//! - wall time of the pattern through syclrt (`buffer::submit`, host
//!   accessor at the end) against the same pattern hand-written with raw
//!   OpenCL: one allocation per device, the needed pages copied with
//!   clEnqueueCopyBuffer / WriteBuffer / ReadBuffer, events between the two
//!   queues (target <= 1.05), with GB/s (bytes moved / wall time) beside each.
//!
//! Patterns (buffer initialised from host data, read back whole on the host
//! at the end, values checked): ping-pong of the whole buffer between the
//! devices; disjoint halves, one per device; a sliding window alternating
//! devices; read-mostly (both devices read all, device 0 rarely writes a
//! page).
//!
//! ```text
//! cargo bench --bench buffer_2gpu -- [MiB] [page KiB] [reps]
//! ```
//! Default: 256 MiB in 2 MiB pages on GPUs, 16 MiB in 256 KiB pages on CPU
//! devices; 5 timed repetitions (median) after one warm-up. Without two
//! devices of one platform it sets `POCL_DEVICES="pthread pthread"`.

use std::sync::Arc;
use std::time::Instant;
use syclrt::cl;
use syclrt::core::buffer::{self, Access, AccessMode, CommandGroup, KernelArg, Rect, View};
use syclrt::core::device::DeviceType;
use syclrt::core::{Buffer, Context, Device, Kernel, Program, Queue};

const SRC: &str = r#"
__kernel void inc(__global uint* b, uint off) { b[off + get_global_id(0)] += 1; }
// Reads every element; the store never happens (values are small counts):
// it only keeps the compiler from dropping the load.
__kernel void rd(__global const uint* b, uint off) {
    uint v = b[off + get_global_id(0)];
    if (v == 0xFFFFFFFFu) ((__global uint*)b)[off] = v;
}
"#;

#[derive(Clone, Copy)]
struct Step {
    dev: usize,
    write: bool,
    p0: usize,
    p1: usize,
}

struct Env {
    ctx: Arc<Context>,
    devs: Vec<Arc<Device>>,
    q: Vec<Arc<Queue>>,
    raw_q: Vec<cl::Queue>,
    inc: Arc<Kernel>,
    rd: Arc<Kernel>,
    raw_inc: Arc<Kernel>,
    raw_rd: Arc<Kernel>,
    page: usize,
    pages: usize,
}

fn two_devices() -> (Arc<Device>, Arc<Device>) {
    let same = |a: &Arc<Device>, b: &Arc<Device>| a.platform_index == b.platform_index && a.index != b.index;
    let all = syclrt::core::device::devices().expect("OpenCL devices");
    if let Ok(d) = syclrt::core::device::default_device() {
        if let Some(b) = all.iter().find(|b| same(d, b)) {
            return (d.clone(), b.clone());
        }
    }
    all.iter()
        .find_map(|a| all.iter().find(|b| same(a, b)).map(|b| (a.clone(), b.clone())))
        .expect("a platform with two devices (PoCL: POCL_DEVICES=\"pthread pthread\")")
}

fn env(args: &[usize]) -> Env {
    if std::env::var_os("POCL_DEVICES").is_none() {
        std::env::set_var("POCL_DEVICES", "pthread pthread");
    }
    let (a, b) = two_devices();
    let gpu = a.info.device_type == DeviceType::Gpu;
    let mib = args.first().copied().unwrap_or(if gpu { 256 } else { 16 });
    let page_kib = args.get(1).copied().unwrap_or(if gpu { 2048 } else { 256 });
    let devs = vec![a, b];
    let ctx = Context::new(&devs).unwrap();
    let q = devs.iter().map(|d| Queue::new(&ctx, d, 0).unwrap()).collect();
    let raw_q = devs.iter().map(|d| cl::Queue::create(&ctx.cl, d.id, 0).unwrap()).collect();
    let p = Program::from_source(&ctx, SRC.as_bytes()).unwrap();
    p.build("").unwrap();
    let k = |n| Kernel::new(&p, n).unwrap();
    let page = page_kib * 1024;
    Env {
        ctx: ctx.clone(),
        devs,
        q,
        raw_q,
        inc: k("inc"),
        rd: k("rd"),
        raw_inc: k("inc"),
        raw_rd: k("rd"),
        page,
        pages: mib * 1024 * 1024 / page,
    }
}

/// Independent page model: who holds each page (bit 0: host, 1: dev0,
/// 2: dev1); counts the pages a reader lacks.
struct PageModel(Vec<u8>);
impl PageModel {
    fn read(&mut self, target: u8, p0: usize, p1: usize) -> usize {
        let mut n = 0;
        for h in &mut self.0[p0..p1] {
            if *h & target == 0 {
                n += 1;
                *h |= target;
            }
        }
        n
    }
    fn write(&mut self, holder: u8, p0: usize, p1: usize) {
        self.0[p0..p1].fill(holder);
    }
}

fn bit(dev: usize) -> u8 {
    2 << dev
}

/// The minimum bytes a pattern moves (each lacking page once), and the
/// count each page ends with.
fn minimum(steps: &[Step], pages: usize, page: usize) -> (u64, Vec<u32>) {
    let mut m = PageModel(vec![1; pages]);
    let mut counts = vec![0u32; pages];
    let mut n = 0;
    for s in steps {
        n += m.read(bit(s.dev), s.p0, s.p1);
        if s.write {
            m.write(bit(s.dev), s.p0, s.p1);
            counts[s.p0..s.p1].iter_mut().for_each(|c| *c += 1);
        }
    }
    n += m.read(1, 0, pages);
    ((n * page) as u64, counts)
}

fn patterns(pages: usize) -> Vec<(&'static str, Vec<Step>)> {
    let st = |dev, write, p0, p1| Step { dev, write, p0, p1 };
    let mut v = Vec::new();
    v.push(("ping-pong, whole buffer, 8 kernels", (0..8).map(|r| st(r % 2, true, 0, pages)).collect()));
    v.push((
        "disjoint halves, 8 rounds",
        (0..8).flat_map(|_| [st(0, true, 0, pages / 2), st(1, true, pages / 2, pages)]).collect(),
    ));
    let (w, stride) = (pages / 4, (pages / 8).max(1));
    v.push((
        "sliding window (1/4 buffer, step 1/8), alternating",
        (0..)
            .map(|i| i * stride)
            .take_while(|&p0| p0 + w <= pages)
            .enumerate()
            .map(|(i, p0)| st(i % 2, true, p0, p0 + w))
            .collect(),
    ));
    let mut rm = Vec::new();
    for r in 0..16 {
        rm.push(st(0, false, 0, pages));
        rm.push(st(1, false, 0, pages));
        if r % 4 == 3 {
            let p = (r * 7) % pages;
            rm.push(st(0, true, p, p + 1));
        }
    }
    v.push(("read-mostly: both read all, 1-page write every 4th round", rm));
    v
}

fn as_bytes(v: &[u32]) -> &[u8] {
    // SAFETY: u32 has no padding; the slice covers exactly the same memory.
    unsafe { std::slice::from_raw_parts(v.as_ptr().cast(), v.len() * 4) }
}

fn check(what: &str, data: &[u32], counts: &[u32], page: usize) {
    let per = page / 4;
    for (p, &c) in counts.iter().enumerate() {
        if let Some(i) = data[p * per..(p + 1) * per].iter().position(|&x| x != c) {
            panic!("{what}: element {} is {} instead of {c}", p * per + i, data[p * per + i]);
        }
    }
}

/// The pattern through syclrt; returns (seconds, bytes moved).
fn run_syclrt(e: &Env, steps: &[Step], init: &[u32], counts: &[u32]) -> (f64, u64) {
    let b = Buffer::new(&e.ctx, &[init.len()], 4, &[e.page / 4], Some(as_bytes(init))).unwrap();
    for d in &e.devs {
        b.native_mem(d).unwrap();
    }
    let t = Instant::now();
    for s in steps {
        let (off, len) = (s.p0 * e.page / 4, (s.p1 - s.p0) * e.page / 4);
        let offb = (off as u32).to_ne_bytes();
        let mode = if s.write { AccessMode::ReadWrite } else { AccessMode::Read };
        let cg = CommandGroup {
            kernel: if s.write { e.inc.clone() } else { e.rd.clone() },
            global: &[len],
            local: None,
            accessors: vec![(0, Access::new(&b, mode, &[off], &[len]).unwrap())],
            args: vec![(1, KernelArg::Value(&offb))],
        };
        buffer::submit(&e.q[s.dev], &cg).unwrap();
    }
    let (p, _) = b.host_access(AccessMode::Read, View::Box(Rect::full(b.layout.range)), false).unwrap();
    for q in &e.q {
        q.finish().unwrap();
    }
    let secs = t.elapsed().as_secs_f64();
    // SAFETY: the host allocation holds the whole buffer, current after the read access.
    let data = unsafe { std::slice::from_raw_parts(p.cast::<u32>(), init.len()) };
    check("syclrt", data, counts, e.page);
    (secs, b.stats().bytes())
}

/// The same pattern by hand: the copies a programmer who knows the pattern
/// issues, each page moved only when the target lacks it.
fn run_raw(e: &Env, steps: &[Step], init: &[u32], counts: &[u32]) -> (f64, u64) {
    let size = init.len() * 4;
    let mem: Vec<cl::Mem> = e
        .devs
        .iter()
        .enumerate()
        .map(|(i, _)| {
            let m = cl::Mem::create(&e.ctx.cl, 1 /* CL_MEM_READ_WRITE */, size, None).unwrap();
            // Place each allocation on its device before the clock starts
            // (syclrt's are placed the same way above).
            e.raw_q[i].fill(&m, &[0u8; 4], 0, 4, &[], false).unwrap();
            m
        })
        .collect();
    for q in &e.raw_q {
        q.finish().unwrap();
    }
    let mut out = init.to_vec();
    let page = e.page;
    let mut holders = vec![1u8; e.pages];
    let mut last: [Option<cl::Event>; 2] = [None, None];
    // Copies on the other queue that read a device's allocation: the next
    // kernel on that device must not overwrite the pages before they ran.
    let mut readers_of: [Vec<cl::Event>; 2] = [Vec::new(), Vec::new()];
    let mut bytes = 0u64;
    let t = Instant::now();
    for s in steps {
        let (d, o) = (s.dev, 1 - s.dev);
        let mut p = s.p0;
        while p < s.p1 {
            if holders[p] & bit(d) != 0 {
                p += 1;
                continue;
            }
            let from_dev = holders[p] & bit(o) != 0;
            let mut q = p + 1;
            while q < s.p1 && holders[q] & bit(d) == 0 && (holders[q] & bit(o) != 0) == from_dev {
                q += 1;
            }
            let (off, len) = (p * page, (q - p) * page);
            if from_dev {
                let wait: Vec<cl::Event> = last[o].iter().cloned().collect();
                let ev = e.raw_q[d].copy(&mem[o], &mem[d], off, off, len, &wait, true).unwrap().unwrap();
                readers_of[o].push(ev);
            } else {
                // SAFETY: `init` outlives the transfer (the queues are finished below).
                unsafe {
                    e.raw_q[d]
                        .write(&mem[d], false, off, len, as_bytes(init).as_ptr().add(off).cast(), &[], false)
                        .unwrap()
                };
            }
            bytes += len as u64;
            holders[p..q].iter_mut().for_each(|h| *h |= bit(d));
            p = q;
        }
        let k = if s.write { &e.raw_inc } else { &e.raw_rd };
        k.cl.set_arg_mem(0, &mem[d]).unwrap();
        k.cl.set_arg(1, 4, Some(&((s.p0 * page / 4) as u32).to_ne_bytes())).unwrap();
        let wait = std::mem::take(&mut readers_of[d]);
        last[d] = e.raw_q[d].launch(&k.cl, &[(s.p1 - s.p0) * page / 4], None, &wait, true).unwrap();
        if s.write {
            holders[s.p0..s.p1].fill(bit(d));
        }
    }
    // Read back whatever the host lacks, from a device holding it.
    let mut p = 0;
    while p < e.pages {
        if holders[p] & 1 != 0 {
            p += 1;
            continue;
        }
        let d = if holders[p] & bit(0) != 0 { 0 } else { 1 };
        let mut q = p + 1;
        while q < e.pages && holders[q] & 1 == 0 && holders[q] & bit(d) != 0 {
            q += 1;
        }
        let (off, len) = (p * page, (q - p) * page);
        // SAFETY: `out` holds the whole buffer; the read is blocking.
        unsafe {
            e.raw_q[d].read(&mem[d], true, off, len, out.as_mut_ptr().cast::<u8>().add(off).cast(), &[], false).unwrap()
        };
        bytes += len as u64;
        holders[p..q].iter_mut().for_each(|h| *h |= 1);
        p = q;
    }
    for q in &e.raw_q {
        q.finish().unwrap();
    }
    let secs = t.elapsed().as_secs_f64();
    check("raw OpenCL", &out, counts, e.page);
    (secs, bytes)
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[v.len() / 2]
}

fn main() {
    let args: Vec<usize> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let e = env(&args);
    let reps = args.get(2).copied().unwrap_or(5);
    let size = e.pages * e.page;
    println!(
        "devices: [{}] {} and [{}] {} ({}), OpenCL library: {}",
        e.devs[0].index,
        e.devs[0].info.name,
        e.devs[1].index,
        e.devs[1].info.name,
        e.devs[0].platform().name,
        syclrt::cl::api().map(|a| a.path.clone()).unwrap_or_default()
    );
    println!(
        "buffer {} MiB in {} pages of {} KiB; initialised from the host, read back whole at the end; \
         median of {reps} timed runs after one warm-up, syclrt and raw interleaved\n",
        size >> 20,
        e.pages,
        e.page >> 10
    );
    println!("| pattern | syclrt bytes | minimum bytes | ratio | raw OpenCL ms | syclrt ms | time ratio | raw GB/s | syclrt GB/s |");
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    let init = vec![0u32; size / 4];
    let (mut tb, mut tm, mut tr, mut ts) = (0u64, 0u64, 0f64, 0f64);
    for (name, steps) in patterns(e.pages) {
        let (min, counts) = minimum(&steps, e.pages, e.page);
        run_raw(&e, &steps, &init, &counts);
        run_syclrt(&e, &steps, &init, &counts);
        let (mut rt, mut st) = (Vec::new(), Vec::new());
        let (mut rb, mut sb) = (0, 0);
        for _ in 0..reps {
            let (t, b) = run_raw(&e, &steps, &init, &counts);
            rt.push(t);
            rb = b;
            let (t, b) = run_syclrt(&e, &steps, &init, &counts);
            st.push(t);
            sb = b;
        }
        assert_eq!(rb, min, "{name}: the hand-written version moved other than the minimum");
        let (r, s) = (median(rt), median(st));
        let gbs = |b: u64, t: f64| b as f64 / t / 1e9;
        println!(
            "| {name} | {sb} | {min} | {:.2} | {:.2} | {:.2} | {:.3} | {:.1} | {:.1} |",
            sb as f64 / min as f64,
            r * 1e3,
            s * 1e3,
            s / r,
            gbs(rb, r),
            gbs(sb, s)
        );
        (tb, tm, tr, ts) = (tb + sb, tm + min, tr + r, ts + s);
    }
    println!(
        "| **all patterns** | {tb} | {tm} | **{:.2}** | {:.2} | {:.2} | **{:.3}** | {:.1} | {:.1} |",
        tb as f64 / tm as f64,
        tr * 1e3,
        ts * 1e3,
        ts / tr,
        tm as f64 / tr / 1e9,
        tb as f64 / ts / 1e9
    );
}
