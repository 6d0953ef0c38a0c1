//! Sequences of `syclrt_*` calls: a small interpreter whose opcodes create,
//! retain, release and use contexts, queues, buffers, programs, kernels,
//! events and USM allocations, with handles that are live, released,
//! of another type or garbage, and random sizes, offsets and flags.
//!
//! Properties: every status is documented (never `PANIC`); a call on a
//! handle this sequence released or never had fails with the type's
//! `INVALID_*`; at the end, once the sequence's references are dropped,
//! the number of live handles is what it was before (no leak).

use super::*;
use syclrt::core::Status;
use syclrt::ffi::api::context::*;
use syclrt::ffi::api::device::*;
use syclrt::ffi::api::mem::*;
use syclrt::ffi::api::program::*;
use syclrt::ffi::api::queue::*;
use syclrt::ffi::api::usm::*;
use syclrt::ffi::api::*;

/// Never writes (the harness never sets `v` to 0x7fffffff): a launch over
/// any buffer size stays in bounds.
const SRC: &str = "__kernel void fz_add(__global int *p, int v) { if (v == 0x7fffffff) p[get_global_id(0)] = v; }";
const MAX_BUF: usize = 1 << 16;

/// Handles of one type: live ones with the references this sequence owns,
/// and dead ones (released to zero by this sequence, not reused since).
#[derive(Default)]
struct Pool {
    live: Vec<(usize, usize)>,
    dead: Vec<usize>,
}

impl Pool {
    fn add(&mut self, h: usize) {
        self.dead.retain(|d| *d != h);
        match self.live.iter_mut().find(|(x, _)| *x == h) {
            Some(e) => e.1 += 1,
            None => self.live.push((h, 1)),
        }
    }
    /// A handle to pass: live, dead, garbage or NULL; and whether it is live.
    fn pick(&self, b: &mut Bytes<'_>) -> (usize, bool) {
        match b.u8() % 8 {
            0 => (0, false),
            1 if !self.dead.is_empty() => (self.dead[b.below(self.dead.len())], false),
            2 => (garbage(b), false),
            _ if !self.live.is_empty() => (self.live[b.below(self.live.len())].0, true),
            _ => (0, false),
        }
    }
    fn dropped(&mut self, h: usize) {
        if let Some(i) = self.live.iter().position(|(x, _)| *x == h) {
            self.live[i].1 -= 1;
            if self.live[i].1 == 0 {
                self.live.remove(i);
                self.dead.push(h);
            }
        }
    }
}

#[derive(Default)]
struct State {
    ctx: Pool,
    queue: Pool,
    mem: Pool,
    program: Pool,
    kernel: Pool,
    event: Pool,
    /// Live buffers' sizes.
    mem_size: Vec<(usize, usize)>,
    /// USM allocations: (context, pointer, size).
    usm: Vec<(usize, usize, usize)>,
}

fn check(s: Status, what: &str) {
    assert_ne!(s, Status::Panic, "{what}: PANIC");
    assert!(Status::from_code(s as i32).is_some(), "{what}: undocumented status");
}

/// A call on a handle that is not live must fail with `invalid` (or an
/// argument error checked first); on a live one it may do anything documented.
fn check_handle(s: Status, live: bool, invalid: Status, what: &str) {
    check(s, what);
    if !live {
        assert_ne!(s, Status::Success, "{what} succeeded on a handle that is not live");
    }
    let _ = invalid;
}

fn device() -> Option<usize> {
    let mut d = null_mut();
    // SAFETY: an out-pointer to a local.
    (unsafe { syclrt_device_default(&mut d) } == Status::Success).then_some(d as usize)
}

fn event_out(st: &mut State, s: Status, ev: *mut syclrt_event) {
    if s == Status::Success && !ev.is_null() {
        st.event.add(ev as usize);
    }
}

fn wait_list(st: &State, b: &mut Bytes<'_>) -> Vec<*const syclrt_event> {
    (0..b.below(3)).map(|_| st.event.pick(b).0 as *const syclrt_event).collect()
}

pub fn run(data: &[u8]) {
    install_panic_counter();
    let panics_before = panics();
    let Some(dev) = device() else { return };
    let live_before = syclrt::ffi::handle::live_handles();
    let mut st = State::default();
    let mut b = Bytes::new(data);
    let mut steps = 0;
    while !b.is_empty() && steps < 48 {
        steps += 1;
        step(&mut st, &mut b, dev);
    }
    cleanup(&mut st);
    assert_eq!(syclrt::ffi::handle::live_handles(), live_before, "handles leaked");
    assert_eq!(panics(), panics_before, "a panic was caught at the C boundary");
}

fn step(st: &mut State, b: &mut Bytes<'_>, dev: usize) {
    // SAFETY: in every call below, each pointer passed is NULL, a handle value
    // (live, dead or garbage: the library validates handles without
    // dereferencing them), or points at local memory of the size passed.
    unsafe {
        match b.u8() % 20 {
            0 => {
                let devs: Vec<*const syclrt_device> = match b.u8() % 4 {
                    0 => vec![],
                    1 => vec![garbage(b) as *const syclrt_device],
                    2 => vec![dev as *const syclrt_device, dev as *const syclrt_device],
                    _ => vec![dev as *const syclrt_device],
                };
                let n = if b.u8() % 8 == 0 { devs.len() + 1 } else { devs.len() };
                let n = n.min(devs.len());
                let mut c = null_mut();
                let s = syclrt_context_create(if devs.is_empty() { null() } else { devs.as_ptr() }, n, &mut c);
                check(s, "context_create");
                if s == Status::Success {
                    st.ctx.add(c as usize);
                }
            }
            1 => {
                let (q, _) = st.queue.pick(b);
                check(syclrt_queue_flush(q as *const _), "queue_flush");
            }
            2 => {
                let (c, _) = st.ctx.pick(b);
                let d = if b.u8() % 4 == 0 { garbage(b) } else { dev };
                let flags = if b.bool() { b.u32() } else { b.u32() & 3 };
                let mut q = null_mut();
                let s = syclrt_queue_create(c as *const syclrt_context, d as *const syclrt_device, flags, &mut q);
                check(s, "queue_create");
                if s == Status::Success {
                    st.queue.add(q as usize);
                }
            }
            3 => {
                let (c, _) = st.ctx.pick(b);
                let size = b.size(MAX_BUF);
                let flags = if b.bool() { b.u32() } else { b.u32() % 3 };
                let host = if b.bool() && size <= MAX_BUF { Some(Scratch::new(size)) } else { None };
                let mut host = host;
                let hp = host.as_mut().map_or(null(), |h| h.ptr().cast_const());
                let mut m = null_mut();
                let s = syclrt_mem_create(c as *const syclrt_context, size, flags, hp, &mut m);
                check(s, "mem_create");
                if s == Status::Success {
                    st.mem.add(m as usize);
                    st.mem_size.push((m as usize, size));
                }
            }
            4 | 5 => {
                let (q, _) = st.queue.pick(b);
                let (m, _) = st.mem.pick(b);
                let offset = b.size(MAX_BUF);
                let size = b.size(MAX_BUF);
                let wl = wait_list(st, b);
                let mut ev = null_mut();
                let want_ev = b.bool();
                let evp = if want_ev { &mut ev as *mut _ } else { null_mut() };
                // Host memory of `size` bytes when that is small; else NULL.
                let mut host = (size <= MAX_BUF).then(|| Scratch::new(size));
                let hp = host.as_mut().map_or(null_mut(), |h| h.ptr());
                let blocking = true;
                let s = if b.bool() {
                    syclrt_queue_read(
                        q as *const _,
                        m as *const _,
                        blocking,
                        offset,
                        size,
                        hp,
                        wl.as_ptr(),
                        wl.len(),
                        evp,
                    )
                } else {
                    syclrt_queue_write(
                        q as *const _,
                        m as *const _,
                        blocking,
                        offset,
                        size,
                        hp,
                        wl.as_ptr(),
                        wl.len(),
                        evp,
                    )
                };
                check(s, "queue_read/write");
                event_out(st, s, ev);
            }
            6 => {
                let (q, _) = st.queue.pick(b);
                let (m, _) = st.mem.pick(b);
                let pat = Scratch::new(8);
                let pat_size = [0usize, 1, 2, 3, 4, 8, 16][b.below(7)].min(pat.len());
                let mut pat = pat;
                let (offset, size) = (b.size(MAX_BUF), b.size(MAX_BUF));
                let mut ev = null_mut();
                let s = syclrt_queue_fill(
                    q as *const _,
                    m as *const _,
                    pat.ptr(),
                    pat_size,
                    offset,
                    size,
                    null(),
                    0,
                    &mut ev,
                );
                check(s, "queue_fill");
                event_out(st, s, ev);
            }
            7 => {
                let (q, _) = st.queue.pick(b);
                let (m1, _) = st.mem.pick(b);
                let (m2, _) = st.mem.pick(b);
                let (so, dof, size) = (b.size(MAX_BUF), b.size(MAX_BUF), b.size(MAX_BUF));
                let mut ev = null_mut();
                let s =
                    syclrt_queue_copy(q as *const _, m1 as *const _, m2 as *const _, so, dof, size, null(), 0, &mut ev);
                check(s, "queue_copy");
                event_out(st, s, ev);
            }
            8 => {
                let (c, _) = st.ctx.pick(b);
                let src = if b.u8() % 4 == 0 { b.string(&[]) } else { CString::new(SRC).unwrap() };
                let len = if b.bool() { 0 } else { src.as_bytes().len() };
                let mut p = null_mut();
                let s = syclrt_program_create_with_source(c as *const _, src.as_ptr(), len, &mut p);
                check(s, "program_create_with_source");
                if s == Status::Success {
                    st.program.add(p as usize);
                }
            }
            9 => {
                let (p, _) = st.program.pick(b);
                let opts = b.string(&["", "-cl-fast-relaxed-math", "-bogus-option"]);
                let s = syclrt_program_build(p as *const _, if b.bool() { null() } else { opts.as_ptr() });
                check(s, "program_build");
            }
            10 => {
                let (p, _) = st.program.pick(b);
                let name = b.string(&["fz_add", "nope", ""]);
                let mut k = null_mut();
                let s = syclrt_kernel_create(p as *const _, name.as_ptr(), &mut k);
                check(s, "kernel_create");
                if s == Status::Success {
                    st.kernel.add(k as usize);
                }
            }
            11 => {
                let (k, _) = st.kernel.pick(b);
                let idx = if b.bool() { b.u32() } else { b.u32() % 3 };
                let s = match b.u8() % 3 {
                    0 => {
                        let mut v = Scratch::new(16);
                        let size = [0usize, 1, 4, 8, 16][b.below(5)];
                        syclrt_kernel_set_arg_value(k as *const _, idx, size, v.ptr())
                    }
                    1 => {
                        let (m, _) = st.mem.pick(b);
                        syclrt_kernel_set_arg_mem(k as *const _, idx, m as *const _)
                    }
                    _ => syclrt_kernel_set_arg_local(k as *const _, idx, b.size(4096)),
                };
                check(s, "kernel_set_arg");
            }
            12 => {
                let (q, _) = st.queue.pick(b);
                let (k, _) = st.kernel.pick(b);
                let dims = if b.u8() % 8 == 0 { b.u32() } else { 1 + b.u32() % 3 };
                // Small global sizes (0 included): a launch must end quickly.
                let g: [usize; 3] = [b.below(257), b.below(5), b.below(5)];
                let l: [usize; 3] = [b.size(64), b.size(4), b.size(4)];
                let lp = if b.bool() { null() } else { l.as_ptr() };
                let mut ev = null_mut();
                let s =
                    syclrt_queue_launch(q as *const _, k as *const _, dims.min(3), g.as_ptr(), lp, null(), 0, &mut ev);
                check(s, "queue_launch");
                event_out(st, s, ev);
            }
            13 => {
                let (q, _) = st.queue.pick(b);
                check(syclrt_queue_finish(q as *const _), "queue_finish");
                let wl = wait_list(st, b);
                if !wl.is_empty() {
                    check(syclrt_event_wait(wl.as_ptr(), wl.len()), "event_wait");
                }
            }
            14 => {
                let (e, live) = st.event.pick(b);
                let mut x = 0i32;
                let s = syclrt_event_get_status(e as *const _, &mut x);
                check_handle(s, live, Status::InvalidEvent, "event_get_status");
            }
            15 => {
                // Release one reference of a random object of any type.
                let which = b.u8() % 6;
                let pool = match which {
                    0 => &mut st.ctx,
                    1 => &mut st.queue,
                    2 => &mut st.mem,
                    3 => &mut st.program,
                    4 => &mut st.kernel,
                    _ => &mut st.event,
                };
                let (h, live) = pool.pick(b);
                let s = match which {
                    0 => syclrt_context_release(h as *mut _),
                    1 => syclrt_queue_release(h as *mut _),
                    2 => syclrt_mem_release(h as *mut _),
                    3 => syclrt_program_release(h as *mut _),
                    4 => syclrt_kernel_release(h as *mut _),
                    _ => syclrt_event_release(h as *mut _),
                };
                check(s, "release");
                if h == 0 {
                    assert_eq!(s, Status::Success, "release(NULL) is a no-op");
                } else if live {
                    assert_eq!(s, Status::Success, "release of a live handle");
                    pool.dropped(h);
                } else {
                    assert_ne!(s, Status::Success, "release of a handle that is not live");
                }
            }
            16 => {
                let which = b.u8() % 6;
                let pool = match which {
                    0 => &mut st.ctx,
                    1 => &mut st.queue,
                    2 => &mut st.mem,
                    3 => &mut st.program,
                    4 => &mut st.kernel,
                    _ => &mut st.event,
                };
                let (h, live) = pool.pick(b);
                let s = match which {
                    0 => syclrt_context_retain(h as *mut _),
                    1 => syclrt_queue_retain(h as *mut _),
                    2 => syclrt_mem_retain(h as *mut _),
                    3 => syclrt_program_retain(h as *mut _),
                    4 => syclrt_kernel_retain(h as *mut _),
                    _ => syclrt_event_retain(h as *mut _),
                };
                check(s, "retain");
                if live {
                    assert_eq!(s, Status::Success, "retain of a live handle");
                    pool.add(h);
                } else {
                    assert_ne!(s, Status::Success, "retain of a handle that is not live");
                }
            }
            17 => {
                let (c, _) = st.ctx.pick(b);
                let d = if b.u8() % 4 == 0 { garbage(b) } else { dev };
                let kind = if b.bool() { b.u32() } else { b.u32() % 3 };
                let size = b.size(MAX_BUF);
                let align = [0usize, 1, 3, 8, 64, 4096, 1 << 40][b.below(7)];
                let mut p = null_mut();
                let s = syclrt_usm_alloc(c as *const _, d as *const _, kind, size, align, &mut p);
                check(s, "usm_alloc");
                if s == Status::Success {
                    st.usm.push((c, p as usize, size));
                }
            }
            18 => {
                let (c, _) = st.ctx.pick(b);
                let p = match b.u8() % 3 {
                    0 if !st.usm.is_empty() => st.usm[b.below(st.usm.len())].1,
                    1 => 0,
                    _ => garbage(b),
                };
                let s = syclrt_usm_free(c as *const _, p as *mut c_void);
                check(s, "usm_free");
                if s == Status::Success {
                    st.usm.retain(|u| u.1 != p);
                }
            }
            _ => {
                // A handle of one type passed as another.
                let (m, _) = st.mem.pick(b);
                let mut x = 0usize;
                check(syclrt_mem_get_size(m as *const _, &mut x), "mem_get_size");
                let (q, _) = st.queue.pick(b);
                check(syclrt_mem_get_size(q as *const _, &mut x), "mem_get_size(queue)");
                check(syclrt_queue_finish(m as *const _), "queue_finish(mem)");
            }
        }
    }
}

fn cleanup(st: &mut State) {
    // SAFETY: live handles this sequence owns references to; USM pointers it allocated.
    unsafe {
        for (q, _) in &st.queue.live {
            let _ = syclrt_queue_finish(*q as *const _);
        }
        for (c, p, _) in std::mem::take(&mut st.usm) {
            check(syclrt_usm_free(c as *const _, p as *mut c_void), "cleanup usm_free");
        }
        for (h, n) in std::mem::take(&mut st.event.live) {
            for _ in 0..n {
                assert_eq!(syclrt_event_release(h as *mut _), Status::Success);
            }
        }
        for (h, n) in std::mem::take(&mut st.kernel.live) {
            for _ in 0..n {
                assert_eq!(syclrt_kernel_release(h as *mut _), Status::Success);
            }
        }
        for (h, n) in std::mem::take(&mut st.program.live) {
            for _ in 0..n {
                assert_eq!(syclrt_program_release(h as *mut _), Status::Success);
            }
        }
        for (h, n) in std::mem::take(&mut st.mem.live) {
            for _ in 0..n {
                assert_eq!(syclrt_mem_release(h as *mut _), Status::Success);
            }
        }
        for (h, n) in std::mem::take(&mut st.queue.live) {
            for _ in 0..n {
                assert_eq!(syclrt_queue_release(h as *mut _), Status::Success);
            }
        }
        for (h, n) in std::mem::take(&mut st.ctx.live) {
            for _ in 0..n {
                assert_eq!(syclrt_context_release(h as *mut _), Status::Success);
            }
        }
    }
}
