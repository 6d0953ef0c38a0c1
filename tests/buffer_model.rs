//! Property test: random sequences of command groups (writes, discards,
//! read-modify-writes, reads, copies through a reinterpreted view) and host
//! accesses, on two devices and three queues (one out of order), with
//! random page sizes, compared byte for byte with a host reference model.
//! Also checks that the bytes moved never exceed what the accessed pages
//! hold. Seeded: a failure names its seed and step, and replays exactly.

mod buffer_util;

use buffer_util::*;
use std::sync::Arc;
use syclrt::core::buffer::{self, Access, AccessMode, CommandGroup, D2dPath, KernelArg, Rect, View};
use syclrt::core::{Buffer, Queue};

struct Model {
    buf: Arc<Buffer>,
    rows: usize,
    cols: usize,
    data: Vec<u32>,
    /// Whether the element was ever written (a buffer without initial data
    /// holds indeterminate values until then, as in SYCL).
    defined: Vec<bool>,
}

impl Model {
    fn random_box(&self, rng: &mut Rng) -> (usize, usize, usize, usize) {
        let r0 = rng.range(0, self.rows);
        let rows = rng.range(1, self.rows - r0 + 1);
        let c0 = rng.range(0, self.cols);
        let cols = rng.range(1, self.cols - c0 + 1);
        (r0, c0, rows, cols)
    }
    /// Applies `f` to a box; `defines`: the result no longer depends on the old value.
    fn update(&mut self, (r0, c0, rows, cols): (usize, usize, usize, usize), defines: bool, f: impl Fn(u32) -> u32) {
        for r in r0..r0 + rows {
            for c in c0..c0 + cols {
                let i = r * self.cols + c;
                self.data[i] = f(self.data[i]);
                self.defined[i] |= defines;
            }
        }
    }
    fn assert_matches(&self, got: &[u32], ctx: &str) {
        let bad: Vec<usize> = (0..got.len()).filter(|&i| self.defined[i] && got[i] != self.data[i]).collect();
        if let Some(&i) = bad.first() {
            panic!("{ctx}: {} element(s) differ; first at {i}: got {} want {}", bad.len(), got[i], self.data[i]);
        }
    }
    fn check_host(&self, rng: &mut Rng, ctx: &str) {
        let (r0, c0, rows, cols) = self.random_box(rng);
        let v = View::Box(if self.buf.layout.dims == 1 {
            Rect::new([0, 0, c0], [1, 1, cols])
        } else {
            Rect::new([0, r0, c0], [1, rows, cols])
        });
        let p = self.buf.host_access(AccessMode::Read, v, false).expect("host access").0.cast::<u32>();
        for r in r0..r0 + rows {
            for c in c0..c0 + cols {
                let i = r * self.cols + c;
                // SAFETY: `i` is inside the buffer; the host copy is current for the box.
                let got = unsafe { p.add(i).read() };
                assert!(
                    !self.defined[i] || got == self.data[i],
                    "{ctx}: element ({r}, {c}) after a host read of {rows}x{cols} at ({r0}, {c0}): got {got} want {}",
                    self.data[i]
                );
            }
        }
    }
}

fn run_seed(e: &Env, seed: u64) {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let fill = e.kernel("fill2d");
    let add = e.kernel("add2d");
    let copy = e.kernel("copy1d");
    let touch = e.kernel("touch");
    let n = 2048;
    let page_a = [1, 16, 64, 100, 256, 0][rng.range(0, 6)];
    let init_a: Option<Vec<u32>> = (rng.next() % 2 == 0).then(|| (0..n as u32).map(|i| i * 3).collect());
    let a = e.buf1(n, page_a, init_a.as_deref());
    let (rows, cols) = (24, 40);
    let page_b = [rng.range(1, 9), rng.range(1, 17)];
    let init_b: Vec<u32> = (0..(rows * cols) as u32).map(|i| i ^ 0x5555).collect();
    let b = e.buf2(rows, cols, page_b, Some(&init_b));
    let defined_a = vec![init_a.is_some(); n];
    let mut ma = Model { buf: a, rows: 1, cols: n, data: init_a.unwrap_or_else(|| vec![0; n]), defined: defined_a };
    let mut mb = Model { buf: b, rows, cols, data: init_b, defined: vec![true; rows * cols] };
    // Bytes moved for `a` while it was uninitialised must be zero.
    let mut a_initialised = ma.data.iter().any(|&x| x != 0);
    let queues: Vec<&Arc<Queue>> = e.queues.iter().collect();
    for step in 0..60 {
        let ctx = format!("seed {seed} step {step} (pages a={page_a} b={page_b:?})");
        let q = queues[rng.range(0, queues.len())];
        let which = rng.range(0, 2);
        let m = if which == 0 { &mut ma } else { &mut mb };
        let before = m.buf.stats();
        let op = rng.range(0, 7);
        let qi = queues.iter().position(|x| Arc::ptr_eq(x, q)).unwrap_or(9);
        match op {
            0 => {
                let bx = m.random_box(&mut rng);
                let mode = [AccessMode::Write, AccessMode::DiscardWrite, AccessMode::DiscardReadWrite][rng.range(0, 3)];
                let v = rng.next() as u32;
                let sub = run_box(q, &fill, &m.buf, mode, bx.0, bx.1, bx.2, bx.3, v);
                eprintln!(
                    "{ctx} q{qi} buf{which} fill {bx:?} {mode:?} {:?} deps {}",
                    sub.stats,
                    sub.dependencies.len()
                );
                m.update(bx, true, |_| v);
                if which == 0 {
                    a_initialised = true;
                }
            }
            1 => {
                let bx = m.random_box(&mut rng);
                let v = rng.next() as u32 % 1000;
                let sub = run_box(q, &add, &m.buf, AccessMode::ReadWrite, bx.0, bx.1, bx.2, bx.3, v);
                eprintln!("{ctx} q{qi} buf{which} add {v} {bx:?} {:?} deps {}", sub.stats, sub.dependencies.len());
                m.update(bx, false, |x| x.wrapping_add(v));
                if which == 0 {
                    a_initialised = true;
                }
            }
            2 => {
                let bx = m.random_box(&mut rng);
                let sub = run_touch(q, &touch, access(&m.buf, AccessMode::Read, bx.0, bx.1, bx.2, bx.3));
                eprintln!("{ctx} q{qi} buf{which} touch {bx:?} {:?} deps {}", sub.stats, sub.dependencies.len());
            }
            3 | 4 => {
                eprintln!("{ctx} buf{which} host read");
                m.check_host(&mut rng, &ctx)
            }
            5 => {
                // Host write through a host accessor.
                let bx = m.random_box(&mut rng);
                let mode = [AccessMode::Write, AccessMode::DiscardWrite, AccessMode::ReadWrite][rng.range(0, 3)];
                let v = rng.next() as u32;
                let view = View::Box(if m.buf.layout.dims == 1 {
                    Rect::new([0, 0, bx.1], [1, 1, bx.3])
                } else {
                    Rect::new([0, bx.0, bx.1], [1, bx.2, bx.3])
                });
                let p = m.buf.host_access(mode, view, false).expect("host access").0.cast::<u32>();
                eprintln!("{ctx} buf{which} host write {bx:?} {mode:?} {v}");
                for r in bx.0..bx.0 + bx.2 {
                    for c in bx.1..bx.1 + bx.3 {
                        // SAFETY: inside the buffer; the host access allows writing the box.
                        unsafe { p.add(r * m.cols + c).write(v) };
                    }
                }
                m.update(bx, true, |_| v);
                if which == 0 {
                    a_initialised = true;
                }
            }
            _ => {
                // Copy from b, seen as a flat byte array, into a.
                let len = rng.range(1, 300);
                let soff = rng.range(0, rows * cols - len);
                let doff = rng.range(0, n - len);
                let mode = [AccessMode::Write, AccessMode::DiscardWrite][rng.range(0, 2)];
                let args = [soff as u32, doff as u32].map(u32::to_ne_bytes);
                let cg = CommandGroup {
                    kernel: copy.clone(),
                    global: &[len],
                    local: Some(&[1]),
                    accessors: vec![
                        (0, Access::linear(&mb.buf, AccessMode::Read, soff * 4, len * 4)),
                        (1, Access::new(&ma.buf, mode, &[doff], &[len]).unwrap()),
                    ],
                    args: vec![(2, KernelArg::Value(&args[0])), (3, KernelArg::Value(&args[1]))],
                };
                let sub = buffer::submit(q, &cg).expect("submit copy");
                eprintln!(
                    "{ctx} q{qi} copy {soff} {doff} {len} {mode:?} {:?} deps {}",
                    sub.stats,
                    sub.dependencies.len()
                );
                ma.data[doff..doff + len].copy_from_slice(&mb.data[soff..soff + len]);
                ma.defined[doff..doff + len].fill(true);
                a_initialised = true;
            }
        }
        let m = if which == 0 { &ma } else { &mb };
        let moved = m.buf.stats().bytes() - before.bytes();
        assert!(moved <= (m.buf.layout.size_bytes() as u64), "{ctx}: one access moved {moved} bytes");
        if which == 0 && !a_initialised {
            assert_eq!(ma.buf.stats().bytes(), 0, "{ctx}: an uninitialised buffer moved data");
        }
    }
    for m in [&ma, &mb] {
        m.assert_matches(&host_read(&m.buf), &format!("seed {seed}: final contents (pages a={page_a} b={page_b:?})"));
    }
}

#[test]
fn random_command_groups_on_two_devices_match_the_host_model() {
    let (d0, d1) = two_devices();
    let mut e = Env::with(&[d0.clone(), d1], 0);
    if skip_for_pocl_dlcache_bug(&e.devs) {
        return;
    }
    println!("devices: {}", describe(&e.devs));
    // A third queue: out of order, on device 0.
    e.queues.push(Queue::new(&e.ctx, &d0, syclrt::core::queue::QUEUE_OUT_OF_ORDER).expect("out-of-order queue"));
    for seed in 1..=150 {
        run_seed(&e, seed);
    }
}

/// Two threads submit read-modify-write command groups (adds, which
/// commute) over random boxes of two shared buffers, each on its own
/// queue and device, plus host read-modify-writes from a third thread.
/// Any lost update (a missing dependency or transfer) changes the sums.
#[test]
fn concurrent_submitters_lose_no_update() {
    let e = Arc::new(Env::two());
    if skip_for_pocl_dlcache_bug(&e.devs) {
        return;
    }
    println!("devices: {}", describe(&e.devs));
    let n = 4096;
    let a = e.buf1(n, 128, Some(&vec![0u32; n]));
    let b = e.buf2(32, 64, [4, 16], Some(&vec![0u32; 32 * 64]));
    let mut handles = Vec::new();
    for t in 0..3u64 {
        let (e, a, b) = (e.clone(), a.clone(), b.clone());
        handles.push(std::thread::spawn(move || {
            let add = e.kernel("add2d");
            let mut rng = Rng(0xC0FFEE + t);
            let mut sa = vec![0u32; n];
            let mut sb = vec![0u32; 32 * 64];
            for _ in 0..150 {
                let v = rng.range(1, 100) as u32;
                let (buf, sums, rows, cols) =
                    if rng.next() % 2 == 0 { (&a, &mut sa, 1, n) } else { (&b, &mut sb, 32, 64) };
                let r0 = rng.range(0, rows);
                let nr = rng.range(1, rows - r0 + 1);
                let c0 = rng.range(0, cols);
                let nc = rng.range(1, cols - c0 + 1);
                if t < 2 {
                    run_box(&e.queues[t as usize], &add, buf, AccessMode::ReadWrite, r0, c0, nr, nc, v);
                } else {
                    let view = View::Box(if rows == 1 {
                        Rect::new([0, 0, c0], [1, 1, nc])
                    } else {
                        Rect::new([0, r0, c0], [1, nr, nc])
                    });
                    let (p, access) = buf.host_access(AccessMode::ReadWrite, view, true).unwrap();
                    let p = p.cast::<u32>();
                    for r in r0..r0 + nr {
                        for c in c0..c0 + nc {
                            // SAFETY: inside the buffer; the open host access covers the box
                            // and holds back conflicting command groups until it ends.
                            unsafe { *p.add(r * cols + c) += v };
                        }
                    }
                    buf.end_host_access(&access.unwrap()).unwrap();
                }
                for r in r0..r0 + nr {
                    for c in c0..c0 + nc {
                        sums[r * cols + c] += v;
                    }
                }
            }
            (sa, sb)
        }));
    }
    let mut want_a = vec![0u32; n];
    let mut want_b = vec![0u32; 32 * 64];
    for h in handles {
        let (sa, sb) = h.join().unwrap();
        want_a.iter_mut().zip(sa).for_each(|(w, s)| *w += s);
        want_b.iter_mut().zip(sb).for_each(|(w, s)| *w += s);
    }
    for (name, got, want) in [("a", host_read(&a), want_a), ("b", host_read(&b), want_b)] {
        if let Some(i) = (0..got.len()).find(|&i| got[i] != want[i]) {
            panic!("buffer {name}: element {i} is {} instead of {}", got[i], want[i]);
        }
    }
}

/// The two-device path end to end, with the data checked: a kernel on
/// device 0 writes the whole buffer, a kernel on device 1 reads it (and
/// copies it out, so the read is checked), then each device writes its own
/// half and the host reads the whole buffer back. On a two-GPU machine the
/// devices are the two GPUs (the default device and its platform's other).
#[test]
fn written_on_one_device_read_on_the_other_then_halves_on_both() {
    let e = Env::two();
    if skip_for_pocl_dlcache_bug(&e.devs) {
        return;
    }
    println!("devices: {}", describe(&e.devs));
    halves_on_both(&e);
}

/// The same on each device-to-device path, whatever `SYCLRT_BUFFER_D2D`
/// says: clEnqueueCopyBuffer, and pinned staging in small chunks (so the
/// move is many pipelined pieces) with pinned host memory.
#[test]
fn written_on_one_device_read_on_the_other_then_halves_on_both_on_each_path() {
    for path in [D2dPath::Copy, D2dPath::Staged] {
        let e = Env::two();
        if skip_for_pocl_dlcache_bug(&e.devs) {
            return;
        }
        e.ctx.transfers.set_path(Some(path));
        e.ctx.transfers.set_pinned_host(Some(path == D2dPath::Staged));
        e.ctx.transfers.set_chunk(64 << 10);
        println!("devices: {}, path {path:?}", describe(&e.devs));
        let before = e.ctx.transfers.staged_counts();
        let b = halves_on_both(&e);
        let (moves, pieces) = e.ctx.transfers.staged_counts();
        match path {
            D2dPath::Copy => assert_eq!((moves, pieces), before, "the copy path staged nothing"),
            D2dPath::Staged => {
                // One whole-buffer move of 1 MiB in 64 KiB chunks.
                assert_eq!((moves - before.0, pieces - before.1), (1, 16), "one staged move in 16 pieces");
                assert!(b.has_pinned_host_allocation(), "pinned host memory was asked for");
            }
        }
    }
}

/// A kernel on device 0 writes, a kernel on device 1 reads it, each writes
/// its half, the host reads back and checks; returns the buffer.
fn halves_on_both(e: &Env) -> Arc<Buffer> {
    let n = 1 << 18;
    let half = n / 2;
    let fill = e.kernel("fill2d");
    let add = e.kernel("add2d");
    let copy = e.kernel("copy1d");
    let b = e.buf1(n, 4096, None);
    let out = e.buf1(n, 4096, None);
    run_box(&e.queues[0], &fill, &b, AccessMode::DiscardWrite, 0, 0, 1, n, 5);
    // Device 1 reads what device 0 wrote: copy1d b -> out on device 1.
    let args = [0u32.to_ne_bytes(), 0u32.to_ne_bytes()];
    let cg = CommandGroup {
        kernel: copy.clone(),
        global: &[n],
        local: None,
        accessors: vec![(0, Access::whole(&b, AccessMode::Read)), (1, Access::whole(&out, AccessMode::DiscardWrite))],
        args: vec![(2, KernelArg::Value(&args[0])), (3, KernelArg::Value(&args[1]))],
    };
    let s = buffer::submit(&e.queues[1], &cg).expect("submit");
    assert_eq!(s.stats.device_to_device_bytes, n as u64 * 4, "device 1 got the whole buffer from device 0");
    assert_eq!(s.stats.host_to_device_bytes, 0);
    assert_eq!(host_read(&out), vec![5u32; n], "device 1 read what device 0 wrote");
    // Disjoint halves: device 0 adds 1 to the first, device 1 adds 2 to the second.
    run_box(&e.queues[0], &add, &b, AccessMode::ReadWrite, 0, 0, 1, half, 1);
    run_box(&e.queues[1], &add, &b, AccessMode::ReadWrite, 0, half, 1, n - half, 2);
    let got = host_read(&b);
    let mut want = vec![6u32; n];
    want[half..].fill(7);
    if let Some(i) = (0..n).find(|&i| got[i] != want[i]) {
        panic!("element {i} is {} instead of {}", got[i], want[i]);
    }
    // Each half came to the host once, from the device that wrote it.
    let st = b.stats();
    assert_eq!(st.device_to_host_bytes, n as u64 * 4);
    assert_eq!(st.host_to_device_bytes, 0);
    b
}

/// The random model again with every device-to-device move staged in
/// 4 KiB chunks (boxes of 2-D buffers cut into row and slice blocks) and
/// pinned host memory.
#[test]
fn random_command_groups_match_the_host_model_on_the_staged_path() {
    let (d0, d1) = two_devices();
    let mut e = Env::with(&[d0.clone(), d1], 0);
    if skip_for_pocl_dlcache_bug(&e.devs) {
        return;
    }
    e.ctx.transfers.set_path(Some(D2dPath::Staged));
    e.ctx.transfers.set_pinned_host(Some(true));
    e.ctx.transfers.set_chunk(4096);
    println!("devices: {}", describe(&e.devs));
    e.queues.push(Queue::new(&e.ctx, &d0, syclrt::core::queue::QUEUE_OUT_OF_ORDER).expect("out-of-order queue"));
    for seed in 1..=60 {
        run_seed(&e, seed);
    }
    let (moves, pieces) = e.ctx.transfers.staged_counts();
    println!("staged moves: {moves}, pieces: {pieces}");
    assert!(moves > 0 && pieces > moves, "moves were staged, some in several pieces");
}

/// A move that waits for an open host access is never staged (a staging
/// slot must not wait for a user event), and still right: the host reads
/// pages device 0 wrote and keeps the access open; a command group on
/// device 1 that writes them waits for it; the move from device 0 takes
/// the copy path; after the access ends, the data is right.
#[test]
fn a_move_blocked_by_an_open_host_access_is_not_staged() {
    let e = Env::two();
    if skip_for_pocl_dlcache_bug(&e.devs) {
        return;
    }
    e.ctx.transfers.set_path(Some(D2dPath::Staged));
    let n = 1 << 14;
    let fill = e.kernel("fill2d");
    let add = e.kernel("add2d");
    let b = e.buf1(n, 1024, None);
    run_box(&e.queues[0], &fill, &b, AccessMode::DiscardWrite, 0, 0, 1, n, 3);
    // A staged move first (device 1 reads the first half), so staging exists.
    run_box(&e.queues[1], &add, &b, AccessMode::ReadWrite, 0, 0, 1, n / 2, 0);
    let (m0, _) = e.ctx.transfers.staged_counts();
    assert_eq!(m0, 1, "the unblocked move was staged");
    let view = View::Box(Rect::new([0, 0, n / 2], [1, 1, n / 2]));
    let (_, open) = b.host_access(AccessMode::Read, view, true).expect("scoped host access");
    let open = open.expect("an access event");
    // Device 1 writes the second half: it waits for the host access.
    let s = run_box(&e.queues[1], &add, &b, AccessMode::ReadWrite, 0, n / 2, 1, n / 2, 1);
    assert!(s.stats.device_to_device_bytes + s.stats.host_to_device_bytes == (n / 2 * 4) as u64);
    assert_eq!(e.ctx.transfers.staged_counts().0, m0, "the blocked move took the copy path");
    b.end_host_access(&open).expect("end");
    let got = host_read(&b);
    let mut want = vec![3u32; n];
    want[n / 2..].fill(4);
    assert_eq!(got, want);
}

/// Pages both the host and device 0 hold: the copy path takes them from
/// device 0 (one clEnqueueCopyBuffer), the staged path from the host (a
/// staged move would cross the bus twice). Same bytes either way.
#[test]
fn a_staged_context_takes_pages_the_host_holds_from_the_host() {
    for path in [D2dPath::Copy, D2dPath::Staged] {
        let e = Env::two();
        e.ctx.transfers.set_path(Some(path));
        let n = 1 << 14;
        let init: Vec<u32> = (0..n as u32).collect();
        let b = e.buf1(n, 1024, Some(&init));
        let touch = e.kernel("touch");
        let s = run_touch(&e.queues[0], &touch, Access::whole(&b, AccessMode::Read));
        assert_eq!(s.stats.host_to_device_bytes, n as u64 * 4, "{path:?}: device 0 from the host");
        let s = run_touch(&e.queues[1], &touch, Access::whole(&b, AccessMode::Read));
        let (h2d, d2d) = (s.stats.host_to_device_bytes, s.stats.device_to_device_bytes);
        match path {
            D2dPath::Copy => assert_eq!((h2d, d2d), (0, n as u64 * 4), "copy path: from device 0"),
            D2dPath::Staged => assert_eq!((h2d, d2d), (n as u64 * 4, 0), "staged path: from the host"),
        }
        assert_eq!(host_read(&b), init, "{path:?}");
    }
}
