//! The buffer model across two devices of one context (two GPUs on a
//! two-GPU machine; two PoCL devices elsewhere), each figure against
//! baselines measured in the same run (issue 28):
//!
//! 1. **Per-call timings** of the raw OpenCL operations a move is made of,
//!    each waited for alone (whole buffer): `clEnqueueCopyBuffer` between
//!    the two devices' allocations right after a kernel on the source
//!    device (several times, alternating), reads to pageable and pinned
//!    host memory, writes from them, and the pinned, chunked, pipelined
//!    staged move. This is where the time of a slow path shows.
//! 2. **Whole-buffer GPU-to-GPU move**, GB/s: raw copy, raw staged, and
//!    syclrt's move (written on device 0, then a command group on device 1
//!    with a read accessor over the whole buffer and a kernel that does
//!    nothing: the move plus one launch) on each path.
//! 3. **Four access patterns** (ping-pong, disjoint halves, sliding window,
//!    read-mostly; buffer initialised from the host, read back whole on the
//!    host at the end, values checked): bytes syclrt moved against the
//!    minimum from an independent page model (target 1.00), and wall time
//!    against the best of two hand-written raw OpenCL versions (target
//!    <= 1.05): `raw copy` (clEnqueueCopyBuffer between the devices) and
//!    `raw staged` (the best hand-written thing: pinned host memory for the
//!    host's data, pinned staging slots, each needed run of pages coalesced
//!    into one move, cut into chunks whose read on the source's queue and
//!    write on the target's are pipelined with events, no host wait). syclrt
//!    runs on both of its paths (`SYCLRT_BUFFER_D2D` copy / staged, set per
//!    context); "syclrt" is the path `auto` picks for these devices.
//!
//! ```text
//! cargo bench --bench buffer_2gpu -- [MiB] [page KiB] [reps]
//! ```
//! Default: 256 MiB in 2 MiB pages on GPUs, 16 MiB in 256 KiB pages on CPU
//! devices; 5 timed repetitions (median) after one warm-up. Without two
//! devices of one platform it sets `POCL_DEVICES="pthread pthread"`.
//! `BUFFER_2GPU_NO_PROBE=1` skips section 1, `BUFFER_2GPU_ONLY_MOVE=1`
//! section 3; `SYCLRT_BUFFER_CHUNK` sets the chunk size of both syclrt's
//! and the raw staged version.

use std::sync::Arc;
use std::time::Instant;
use syclrt::cl;
use syclrt::core::buffer::{self, Access, AccessMode, CommandGroup, D2dPath, KernelArg, Rect, View};
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
// Touches nothing: a command group whose accessor makes the runtime move
// the data, and whose kernel costs next to nothing.
__kernel void nop(__global const uint* b, uint off) { }
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
    /// In-order queues for the raw staged version's reads (one per device).
    raw_rq: Vec<cl::Queue>,
    inc: Arc<Kernel>,
    rd: Arc<Kernel>,
    nop: Arc<Kernel>,
    raw_inc: Arc<Kernel>,
    raw_rd: Arc<Kernel>,
    page: usize,
    pages: usize,
    chunk: usize,
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
    let raw_rq = devs.iter().map(|d| cl::Queue::create(&ctx.cl, d.id, 0).unwrap()).collect();
    let p = Program::from_source(&ctx, SRC.as_bytes()).unwrap();
    p.build("").unwrap();
    let k = |n| Kernel::new(&p, n).unwrap();
    let page = page_kib * 1024;
    Env {
        ctx: ctx.clone(),
        devs,
        q,
        raw_q,
        raw_rq,
        inc: k("inc"),
        rd: k("rd"),
        nop: k("nop"),
        raw_inc: k("inc"),
        raw_rd: k("rd"),
        page,
        pages: mib * 1024 * 1024 / page,
        chunk: ctx.transfers.chunk(),
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
fn run_syclrt(e: &Env, path: D2dPath, steps: &[Step], init: &[u32], counts: &[u32]) -> (f64, u64) {
    e.ctx.transfers.set_path(Some(path));
    let b = Buffer::new(&e.ctx, &[init.len()], 4, &[e.page / 4], Some(as_bytes(init))).unwrap();
    // Place each allocation on its device before the clock starts, as the
    // raw versions do (a 4-byte fill: the buffer holds no data there yet,
    // and its pages stay outdated, so this changes nothing it will move).
    for (i, d) in e.devs.iter().enumerate() {
        let m = b.native_mem(d).unwrap();
        e.q[i].cl.fill_native(&m, &[0u8; 4], 0, 4, &[], false).unwrap();
        e.q[i].finish().unwrap();
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

/// Pinned host memory the raw way, as `core::buffer::pinned` makes it: a
/// `CL_MEM_ALLOC_HOST_PTR` buffer, mapped once through a queue of device 0,
/// unmapped at drop.
struct RawPinned {
    mem: cl::Mem,
    q: cl::Queue,
    ptr: *mut u8,
}

impl RawPinned {
    fn new(e: &Env, len: usize) -> RawPinned {
        const READ_WRITE_ALLOC_HOST_PTR: cl::sys::cl_mem_flags = 1 | 1 << 4;
        const MAP_READ_WRITE: cl::sys::cl_map_flags = 1 | 1 << 1;
        let q = cl::Queue::create(&e.ctx.cl, e.devs[0].id, 0).unwrap();
        let mem = cl::Mem::create(&e.ctx.cl, READ_WRITE_ALLOC_HOST_PTR, len, None).unwrap();
        // SAFETY: a blocking map of the whole of our new buffer, no events;
        // the mapping is ours until `drop` unmaps it.
        let (p, _) = unsafe { q.map(&mem, true, MAP_READ_WRITE, 0, len, &[], false) }.unwrap();
        assert!(!p.is_null(), "a mapping");
        RawPinned { mem, q, ptr: p.cast() }
    }

    fn ptr(&self) -> *mut u8 {
        self.ptr
    }
}

impl Drop for RawPinned {
    fn drop(&mut self) {
        // SAFETY: the live mapping of `mem`; every transfer using it has
        // finished (the queues are finished before it is dropped).
        let ev = unsafe { self.q.unmap(&self.mem, self.ptr.cast(), &[], true) }.unwrap();
        cl::Event::wait_blocking(ev.as_slice()).unwrap();
    }
}

/// Pinned staging slots for the raw staged version (as many, and as
/// large, as syclrt's).
struct RawStaging {
    host: RawPinned,
    chunk: usize,
    busy: Vec<Option<cl::Event>>,
    next: usize,
}

impl RawStaging {
    fn new(e: &Env) -> RawStaging {
        let n = buffer::staging::SLOTS;
        RawStaging { host: RawPinned::new(e, n * e.chunk), chunk: e.chunk, busy: vec![None; n], next: 0 }
    }

    /// Moves bytes `[off, off + len)` of `src` (device `from`) to `dst`
    /// (device `to`): chunks read on `from`'s read queue after `wait`,
    /// written on `to`'s queue after their read. Returns the reads' events
    /// (the source must not be overwritten before they ran).
    #[allow(clippy::too_many_arguments)]
    fn mv(
        &mut self,
        e: &Env,
        from: usize,
        to: usize,
        src: &cl::Mem,
        dst: &cl::Mem,
        off: usize,
        len: usize,
        wait: &[cl::Event],
    ) -> Vec<cl::Event> {
        let mut reads = Vec::new();
        let mut o = 0;
        while o < len {
            let n = self.chunk.min(len - o);
            let slot = self.next;
            self.next = (slot + 1) % self.busy.len();
            let mut w = wait.to_vec();
            w.extend(self.busy[slot].take());
            // SAFETY: the slot lies inside the mapping; it is reused only
            // after the write out of it (`busy`), and the mapping outlives
            // every transfer (the queues are finished before it is dropped).
            let (r, wr) = unsafe {
                let h = self.host.ptr().add(slot * self.chunk);
                let r = e.raw_rq[from].read(src, false, off + o, n, h.cast(), &w, true).unwrap().unwrap();
                let wr = e.raw_q[to]
                    .write(dst, false, off + o, n, h.cast(), std::slice::from_ref(&r), true)
                    .unwrap()
                    .unwrap();
                (r, wr)
            };
            self.busy[slot] = Some(wr);
            reads.push(r);
            o += n;
        }
        e.raw_rq[from].flush().unwrap();
        reads
    }
}

/// The same pattern by hand: the copies a programmer who knows the pattern
/// issues, each needed run of pages moved once, coalesced. `staging`:
/// None is the `raw copy` version (clEnqueueCopyBuffer between the devices,
/// the host's data in pageable memory), Some the `raw staged` one (pinned
/// host memory, pinned staging, pipelined chunks).
fn run_raw(e: &Env, steps: &[Step], init: &[u32], counts: &[u32], mut staging: Option<&mut RawStaging>) -> (f64, u64) {
    let size = init.len() * 4;
    let mem: Vec<cl::Mem> = e
        .devs
        .iter()
        .enumerate()
        .map(|(i, _)| {
            let m = cl::Mem::create(&e.ctx.cl, 1 /* CL_MEM_READ_WRITE */, size, None).unwrap();
            // Place each allocation on its device before the clock starts
            // (syclrt's are placed the same way).
            e.raw_q[i].fill_native(&m, &[0u8; 4], 0, 4, &[], false).unwrap();
            m
        })
        .collect();
    for q in &e.raw_q {
        syclrt::core::wait::finish(q).unwrap();
    }
    // The host's copy of the data: pageable, or pinned for the staged version
    // (made before the clock starts, as syclrt's host allocation is).
    let pinned = staging.as_ref().map(|_| {
        let p = RawPinned::new(e, size);
        // SAFETY: the mapping holds `size` bytes; `init` has as many.
        unsafe { std::ptr::copy_nonoverlapping(as_bytes(init).as_ptr(), p.ptr(), size) };
        p
    });
    let mut out = if pinned.is_some() { Vec::new() } else { init.to_vec() };
    let host: *mut u8 = match &pinned {
        Some(p) => p.ptr(),
        None => out.as_mut_ptr().cast(),
    };
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
            // From the other device, or from the host; the staged version
            // takes what the host holds from the host (one bus crossing
            // instead of two).
            let host_first = staging.is_some();
            let dev_source = |h: u8| h & bit(o) != 0 && !(host_first && h & 1 != 0);
            let from_dev = dev_source(holders[p]);
            let mut q = p + 1;
            while q < s.p1 && holders[q] & bit(d) == 0 && dev_source(holders[q]) == from_dev {
                q += 1;
            }
            let (off, len) = (p * page, (q - p) * page);
            if from_dev {
                let wait: Vec<cl::Event> = last[o].iter().cloned().collect();
                match staging.as_deref_mut() {
                    Some(st) => readers_of[o].extend(st.mv(e, o, d, &mem[o], &mem[d], off, len, &wait)),
                    None => {
                        let ev = e.raw_q[d].copy(&mem[o], &mem[d], off, off, len, &wait, true).unwrap().unwrap();
                        readers_of[o].push(ev);
                    }
                }
            } else {
                // SAFETY: the host data outlives the transfer (the queues are finished below).
                unsafe { e.raw_q[d].write(&mem[d], false, off, len, host.add(off).cast(), &[], false).unwrap() };
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
    // Read back whatever the host lacks, from a device holding it: all
    // reads enqueued, then one wait.
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
        // SAFETY: the host data holds the whole buffer; the queues are finished below.
        unsafe { e.raw_q[d].read(&mem[d], false, off, len, host.add(off).cast(), &[], false).unwrap() };
        bytes += len as u64;
        holders[p..q].iter_mut().for_each(|h| *h |= 1);
        p = q;
    }
    for q in e.raw_q.iter().chain(&e.raw_rq) {
        syclrt::core::wait::finish(q).unwrap();
    }
    let secs = t.elapsed().as_secs_f64();
    match &pinned {
        // SAFETY: the mapping holds the whole buffer, read back above.
        Some(p) => check(
            "raw staged",
            unsafe { std::slice::from_raw_parts(p.ptr().cast::<u32>(), init.len()) },
            counts,
            e.page,
        ),
        None => check("raw copy", &out, counts, e.page),
    }
    (secs, bytes)
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[v.len() / 2]
}

fn gbs(bytes: u64, secs: f64) -> f64 {
    bytes as f64 / secs / 1e9
}

/// Runs `f`, then waits for `q`; returns the seconds it took.
fn timed(q: &[&cl::Queue], f: impl FnOnce()) -> f64 {
    let t = Instant::now();
    f();
    for q in q {
        syclrt::core::wait::finish(q).unwrap();
    }
    t.elapsed().as_secs_f64()
}

/// Section 1: the raw calls a move is made of, each waited for alone.
fn probe(e: &Env, size: usize) {
    println!("## 1. per-call timings (raw OpenCL, {} MiB, each call waited for alone)\n", size >> 20);
    println!("| call | bytes | ms | GB/s |");
    println!("|---|---:|---:|---:|");
    let row = |what: &str, bytes: usize, t: f64| {
        println!("| {what} | {bytes} | {:.3} | {:.2} |", t * 1e3, gbs(bytes as u64, t));
    };
    let mk = |i: usize| {
        let m = cl::Mem::create(&e.ctx.cl, 1, size, None).unwrap();
        e.raw_q[i].fill_native(&m, &[0u8; 4], 0, size, &[], false).unwrap();
        syclrt::core::wait::finish(&e.raw_q[i]).unwrap();
        m
    };
    let (a, b) = (mk(0), mk(1));
    let kern = |dev: usize, m: &cl::Mem| {
        e.raw_inc.cl.set_arg_mem(0, m).unwrap();
        e.raw_inc.cl.set_arg(1, 4, Some(&0u32.to_ne_bytes())).unwrap();
        e.raw_q[dev].launch(&e.raw_inc.cl, &[size / 4], None, &[], false).unwrap();
    };
    let (q0, q1) = (&e.raw_q[0], &e.raw_q[1]);
    timed(&[q0], || kern(0, &a));
    let t = timed(&[q0], || kern(0, &a));
    row("kernel `inc` on dev0 over its own allocation (no move)", size, t);
    for n in 1..=3 {
        timed(&[q0], || kern(0, &a));
        let t = timed(&[q1], || {
            q1.copy(&a, &b, 0, 0, size, &[], false).unwrap();
        });
        row(&format!("clEnqueueCopyBuffer dev0 -> dev1 on dev1's queue, after a kernel on dev0 (#{n})"), size, t);
        let t = timed(&[q0], || kern(0, &a));
        row(&format!("  then kernel `inc` on dev0 over the copy's source (#{n})"), size, t);
    }
    for n in 1..=2 {
        timed(&[q0], || kern(0, &a));
        let t = timed(&[q0], || {
            q0.copy(&a, &b, 0, 0, size, &[], false).unwrap();
        });
        row(&format!("clEnqueueCopyBuffer dev0 -> dev1 on dev0's (the source's) queue (#{n})"), size, t);
        let t = timed(&[q1], || kern(1, &b));
        row(&format!("  then kernel `inc` on dev1 over the copy's target (#{n})"), size, t);
    }
    let t = timed(&[q0], || {
        q0.copy(&b, &a, 0, 0, size, &[], false).unwrap();
    });
    row("clEnqueueCopyBuffer dev1 -> dev0 on dev0's queue", size, t);
    let t = timed(&[q1], || {
        q1.copy(&a, &b, 0, 0, size / 4, &[], false).unwrap();
    });
    row("clEnqueueCopyBuffer dev0 -> dev1, a quarter of the buffer", size / 4, t);
    let mut pageable = vec![0u8; size];
    let pinned = RawPinned::new(e, size);
    for (name, ptr) in [("pageable", pageable.as_mut_ptr()), ("pinned", pinned.ptr())] {
        for n in 1..=2 {
            // SAFETY: `ptr` holds `size` bytes; the read is blocking.
            let t = timed(&[], || unsafe {
                q0.read(&a, true, 0, size, ptr.cast(), &[], false).unwrap();
            });
            row(&format!("clEnqueueReadBuffer dev0 -> {name} host, blocking (#{n})"), size, t);
        }
        for n in 1..=2 {
            // SAFETY: as above; waited for before `ptr` is reused.
            let t = timed(&[q1], || unsafe {
                q1.write(&b, false, 0, size, ptr.cast(), &[], false).unwrap();
            });
            row(&format!("clEnqueueWriteBuffer {name} host -> dev1 (#{n})"), size, t);
        }
    }
    let mut st = RawStaging::new(e);
    for n in 1..=3 {
        timed(&[q0], || kern(0, &a));
        let t = timed(&[q1, &e.raw_rq[0]], || {
            st.mv(e, 0, 1, &a, &b, 0, size, &[]);
        });
        row(&format!("staged dev0 -> pinned -> dev1, {} MiB chunks pipelined (#{n})", e.chunk >> 20), size, t);
    }
    drop(pageable);
    println!();
}

/// Section 2: a whole-buffer move from device 0 to device 1; median seconds
/// for (raw copy, raw staged, syclrt copy, syclrt staged).
fn whole_move(e: &Env, size: usize, reps: usize) -> [f64; 4] {
    let mk = |i: usize| {
        let m = cl::Mem::create(&e.ctx.cl, 1, size, None).unwrap();
        e.raw_q[i].fill_native(&m, &[0u8; 4], 0, size, &[], false).unwrap();
        syclrt::core::wait::finish(&e.raw_q[i]).unwrap();
        m
    };
    let (a, b) = (mk(0), mk(1));
    let (q0, q1) = (&e.raw_q[0], &e.raw_q[1]);
    let kern = |m: &cl::Mem| {
        e.raw_inc.cl.set_arg_mem(0, m).unwrap();
        e.raw_inc.cl.set_arg(1, 4, Some(&0u32.to_ne_bytes())).unwrap();
        q0.launch(&e.raw_inc.cl, &[size / 4], None, &[], false).unwrap();
        syclrt::core::wait::finish(q0).unwrap();
    };
    let mut st = RawStaging::new(e);
    let syc = |path: D2dPath| {
        e.ctx.transfers.set_path(Some(path));
        let buf = Buffer::new(&e.ctx, &[size / 4], 4, &[e.page / 4], None).unwrap();
        let sub = |dev: usize, write: bool| {
            let zero = 0u32.to_ne_bytes();
            let mode = if write { AccessMode::ReadWrite } else { AccessMode::Read };
            let cg = CommandGroup {
                kernel: if write { e.inc.clone() } else { e.nop.clone() },
                global: if write { &[size / 4] } else { &[1] },
                local: None,
                accessors: vec![(0, Access::new(&buf, mode, &[0], &[size / 4]).unwrap())],
                args: vec![(1, KernelArg::Value(&zero))],
            };
            buffer::submit(&e.q[dev], &cg).unwrap();
            e.q[dev].finish().unwrap();
        };
        let mut v = Vec::new();
        for r in 0..=reps {
            sub(0, true);
            let before = buf.stats().device_to_device_bytes;
            // A read accessor over the whole buffer on device 1 and a kernel
            // that does nothing: the time is the move's, plus one launch.
            let t = Instant::now();
            sub(1, false);
            let secs = t.elapsed().as_secs_f64();
            assert_eq!(buf.stats().device_to_device_bytes - before, size as u64, "a whole-buffer move");
            if r > 0 {
                v.push(secs);
            }
        }
        median(v)
    };
    let mut raw_copy = Vec::new();
    let mut raw_staged = Vec::new();
    for r in 0..=reps {
        kern(&a);
        let t = timed(&[q1], || {
            q1.copy(&a, &b, 0, 0, size, &[], false).unwrap();
        });
        kern(&a);
        let u = timed(&[q1, &e.raw_rq[0]], || {
            st.mv(e, 0, 1, &a, &b, 0, size, &[]);
        });
        if r > 0 {
            raw_copy.push(t);
            raw_staged.push(u);
        }
    }
    [median(raw_copy), median(raw_staged), syc(D2dPath::Copy), syc(D2dPath::Staged)]
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
    e.ctx.transfers.set_path(None);
    let auto = e.ctx.transfers.path(&e.devs[0], &e.devs[1]);
    let pinned_host = e.ctx.transfers.pinned_host(&e.devs);
    println!(
        "buffer {} MiB in {} pages of {} KiB; staging chunk {} KiB x {}; syclrt's auto path here: {auto:?}, \
         host allocations {}\n",
        size >> 20,
        e.pages,
        e.page >> 10,
        e.chunk >> 10,
        buffer::staging::SLOTS,
        if pinned_host { "pinned" } else { "pageable" }
    );

    // For the NVLink question (issue 28): what the devices offer for sharing memory with CUDA.
    for d in &e.devs {
        let ext: Vec<&str> = d
            .info
            .extensions
            .iter()
            .map(String::as_str)
            .filter(|x| x.contains("external_memory") || x.contains("external_semaphore") || x.contains("p2p"))
            .collect();
        // CL_DEVICE_EXTERNAL_MEMORY_IMPORT_HANDLE_TYPES_KHR (0x204F): what it can import
        // (0x2060 opaque fd, 0x2067 dma-buf); cl_khr_external_memory 1.0 has no export.
        let types: Vec<String> =
            d.id.info_bytes(0x204F)
                .map(|b| {
                    b.chunks_exact(4).map(|c| format!("{:#x}", u32::from_ne_bytes([c[0], c[1], c[2], c[3]]))).collect()
                })
                .unwrap_or_else(|err| vec![format!("query failed: {err:?}")]);
        println!(
            "device [{}] external memory / semaphore / p2p extensions: {ext:?}; import handle types: {types:?}",
            d.index
        );
    }
    println!();
    if std::env::var_os("BUFFER_2GPU_NO_PROBE").is_none() {
        probe(&e, size);
    }

    println!("## 2. whole-buffer move dev0 -> dev1 ({} MiB), median of {reps}\n", size >> 20);
    println!("| version | ms | GB/s |");
    println!("|---|---:|---:|");
    let w = whole_move(&e, size, reps);
    for (name, t) in
        ["raw copy (clEnqueueCopyBuffer)", "raw staged (pinned, pipelined)", "syclrt, copy path", "syclrt, staged path"]
            .iter()
            .zip(w)
    {
        println!("| {name} | {:.3} | {:.2} |", t * 1e3, gbs(size as u64, t));
    }
    let sy = if auto == D2dPath::Staged { w[3] } else { w[2] };
    println!(
        "whole-buffer move: syclrt ({auto:?}) {:.2} GB/s, best raw {:.2} GB/s\n",
        gbs(size as u64, sy),
        gbs(size as u64, w[0].min(w[1]))
    );

    if std::env::var_os("BUFFER_2GPU_ONLY_MOVE").is_some() {
        e.ctx.transfers.set_path(None);
        return;
    }
    println!(
        "## 3. access patterns: initialised from the host, read back whole at the end; median of {reps} timed \
         runs after one warm-up, versions interleaved\n"
    );
    println!("| pattern | syclrt bytes | minimum bytes | ratio | raw copy ms | raw staged ms | syclrt copy ms | syclrt staged ms | syclrt ({auto:?}) / best raw | best raw GB/s | syclrt GB/s |");
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    let init = vec![0u32; size / 4];
    let mut st = RawStaging::new(&e);
    let (mut tb, mut tm, mut tr, mut ts) = (0u64, 0u64, 0f64, 0f64);
    for (name, steps) in patterns(e.pages) {
        let (min, counts) = minimum(&steps, e.pages, e.page);
        let mut t = [vec![], vec![], vec![], vec![]];
        let mut bytes = [0u64; 4];
        for r in 0..=reps {
            let runs = [
                run_raw(&e, &steps, &init, &counts, None),
                run_raw(&e, &steps, &init, &counts, Some(&mut st)),
                run_syclrt(&e, D2dPath::Copy, &steps, &init, &counts),
                run_syclrt(&e, D2dPath::Staged, &steps, &init, &counts),
            ];
            for (k, (secs, b)) in runs.into_iter().enumerate() {
                if r > 0 {
                    t[k].push(secs);
                }
                bytes[k] = b;
            }
        }
        assert_eq!(bytes[0], min, "{name}: the hand-written version moved other than the minimum");
        assert_eq!(bytes[1], min, "{name}: the hand-written staged version moved other than the minimum");
        assert_eq!(bytes[2], bytes[3], "{name}: syclrt's two paths moved different amounts");
        let m: Vec<f64> = t.into_iter().map(median).collect();
        let best = m[0].min(m[1]);
        let (sb, s) = (bytes[2], if auto == D2dPath::Staged { m[3] } else { m[2] });
        println!(
            "| {name} | {sb} | {min} | {:.2} | {:.2} | {:.2} | {:.2} | {:.2} | {:.3} | {:.1} | {:.1} |",
            sb as f64 / min as f64,
            m[0] * 1e3,
            m[1] * 1e3,
            m[2] * 1e3,
            m[3] * 1e3,
            s / best,
            gbs(min, best),
            gbs(sb, s)
        );
        (tb, tm, tr, ts) = (tb + sb, tm + min, tr + best, ts + s);
    }
    e.ctx.transfers.set_path(None);
    println!(
        "| **all patterns** | {tb} | {tm} | **{:.2}** | | | | | **{:.3}** | {:.1} | {:.1} |",
        tb as f64 / tm as f64,
        ts / tr,
        gbs(tm, tr),
        gbs(tb, ts)
    );
}
