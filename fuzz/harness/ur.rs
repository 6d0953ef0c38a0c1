//! The Unified Runtime face: sequences of calls to the entries the DDI
//! tables hold (`syclrt::ffi::ur::gen::api::entries`, the functions the
//! tables point at), with live, released and garbage handles, random
//! sizes and random enumeration values.
//!
//! Properties: no panic (caught or not); a released or garbage handle is
//! never accepted; info queries with any enum value and any buffer size
//! never write past the buffer given; no handle leaks.

use super::*;
use syclrt::ffi::ur::gen::api::entries::*;
use syclrt::ffi::ur::gen::types::*;

#[derive(Default)]
struct Pools {
    ctx: Vec<usize>,
    queue: Vec<usize>,
    mem: Vec<usize>,
    event: Vec<usize>,
    dead: Vec<usize>,
    usm: Vec<(usize, usize)>,
}

fn pick(live: &[usize], dead: &[usize], b: &mut Bytes<'_>) -> (usize, bool) {
    match b.u8() % 8 {
        0 => (0, false),
        1 if !dead.is_empty() => (dead[b.below(dead.len())], false),
        2 => (garbage(b), false),
        _ if !live.is_empty() => (live[b.below(live.len())], true),
        _ => (0, false),
    }
}

fn ok(r: ur_result_t, what: &str) {
    assert!(r != UR_RESULT_ERROR_UNKNOWN, "{what}: UNKNOWN (an internal error or a caught panic)");
}

fn enum_value(b: &mut Bytes<'_>) -> u32 {
    match b.u8() % 4 {
        0 => b.u32(),
        1 => 0x7fff_ffff,
        _ => b.u32() % 0x120,
    }
}

/// An info query into a guarded buffer: bytes past `size` must stay untouched.
fn info(b: &mut Bytes<'_>, what: &str, f: impl FnOnce(usize, *mut c_void, *mut usize) -> ur_result_t) {
    let size = [0usize, 1, 2, 4, 8, 16, 64, 256][b.below(8)];
    let mut buf = vec![0xA5u8; size + 64];
    let mut ret = 0usize;
    let p = if size == 0 && b.bool() { null_mut() } else { buf.as_mut_ptr().cast() };
    let retp = if b.bool() { &mut ret as *mut usize } else { null_mut() };
    let r = f(size, p, retp);
    ok(r, what);
    assert!(buf[size..].iter().all(|x| *x == 0xA5), "{what} wrote past the {size}-byte buffer");
}

fn adapter() -> Option<(usize, usize, usize)> {
    static A: std::sync::OnceLock<Option<(usize, usize, usize)>> = std::sync::OnceLock::new();
    *A.get_or_init(|| {
        let (mut a, mut p, mut d, mut n) = (null_mut(), null_mut(), null_mut(), 0u32);
        // SAFETY: out-pointers to locals.
        unsafe {
            if urAdapterGet(1, &mut a, null_mut()) != UR_RESULT_SUCCESS {
                return None;
            }
            if urPlatformGet(a, 1, &mut p, &mut n) != UR_RESULT_SUCCESS || n == 0 {
                return None;
            }
            let mut nd = 0u32;
            if urDeviceGet(p, UR_DEVICE_TYPE_ALL, 1, &mut d, &mut nd) != UR_RESULT_SUCCESS || nd == 0 {
                return None;
            }
        }
        Some((a as usize, p as usize, d as usize))
    })
}

pub fn run(data: &[u8]) {
    install_panic_counter();
    let panics_before = panics();
    let Some((a, p, d)) = adapter() else { return };
    let live_before = syclrt::ffi::handle::live_handles();
    let mut s = Pools::default();
    let mut b = Bytes::new(data);
    let mut steps = 0;
    while !b.is_empty() && steps < 48 {
        steps += 1;
        // SAFETY: every pointer is NULL, a handle value (validated by the
        // face without being dereferenced), or local memory of the size given.
        unsafe { step(&mut s, &mut b, a, p, d) };
    }
    // SAFETY: handles this sequence created and still owns.
    unsafe {
        for q in &s.queue {
            let _ = urQueueFinish(*q as _);
        }
        for (c, m) in std::mem::take(&mut s.usm) {
            let _ = urUSMFree(c as _, m as _);
        }
        for e in s.event.drain(..) {
            assert_eq!(urEventRelease(e as _), UR_RESULT_SUCCESS);
        }
        for m in s.mem.drain(..) {
            assert_eq!(urMemRelease(m as _), UR_RESULT_SUCCESS);
        }
        for q in s.queue.drain(..) {
            assert_eq!(urQueueRelease(q as _), UR_RESULT_SUCCESS);
        }
        for c in s.ctx.drain(..) {
            assert_eq!(urContextRelease(c as _), UR_RESULT_SUCCESS);
        }
    }
    assert_eq!(syclrt::ffi::handle::live_handles(), live_before, "UR handles leaked");
    assert_eq!(panics(), panics_before, "a panic was caught at the UR boundary");
}

unsafe fn step(s: &mut Pools, b: &mut Bytes<'_>, a: usize, p: usize, d: usize) {
    let dev = if b.u8() % 8 == 0 { garbage(b) } else { d };
    // SAFETY: the caller's contract (see `run`).
    unsafe {
        match b.u8() % 12 {
            0 => {
                let e = enum_value(b);
                info(b, "urAdapterGetInfo", |n, v, r| urAdapterGetInfo(a as _, e, n, v, r))
            }
            1 => {
                let e = enum_value(b);
                info(b, "urPlatformGetInfo", |n, v, r| urPlatformGetInfo(p as _, e, n, v, r))
            }
            2 => {
                let e = enum_value(b);
                info(b, "urDeviceGetInfo", |n, v, r| urDeviceGetInfo(dev as _, e, n, v, r))
            }
            3 => {
                let devs = [dev as ur_device_handle_t, d as ur_device_handle_t];
                let n = b.below(3) as u32;
                let mut c = null_mut();
                let r = urContextCreate(n, if b.u8() % 8 == 0 { null() } else { devs.as_ptr() }, null(), &mut c);
                ok(r, "urContextCreate");
                if r == UR_RESULT_SUCCESS {
                    s.dead.retain(|x| *x != c as usize);
                    s.ctx.push(c as usize);
                }
            }
            4 => {
                let (c, _) = pick(&s.ctx, &s.dead, b);
                let mut q = null_mut();
                let r = urQueueCreate(c as _, dev as _, null(), &mut q);
                ok(r, "urQueueCreate");
                if r == UR_RESULT_SUCCESS {
                    s.dead.retain(|x| *x != q as usize);
                    s.queue.push(q as usize);
                }
            }
            5 => {
                let (c, _) = pick(&s.ctx, &s.dead, b);
                let flags = if b.bool() { b.u32() } else { UR_MEM_FLAG_READ_WRITE };
                let size = b.size(1 << 16);
                let mut m = null_mut();
                let r = urMemBufferCreate(c as _, flags, size, null(), &mut m);
                ok(r, "urMemBufferCreate");
                if r == UR_RESULT_SUCCESS {
                    s.dead.retain(|x| *x != m as usize);
                    s.mem.push(m as usize);
                }
            }
            6 => {
                let (m, _) = pick(&s.mem, &s.dead, b);
                let e = enum_value(b);
                info(b, "urMemGetInfo", |n, v, r| urMemGetInfo(m as _, e, n, v, r))
            }
            7 => {
                let (q, _) = pick(&s.queue, &s.dead, b);
                let e = enum_value(b);
                info(b, "urQueueGetInfo", |n, v, r| urQueueGetInfo(q as _, e, n, v, r))
            }
            8 => {
                let (q, _) = pick(&s.queue, &s.dead, b);
                let (m, _) = pick(&s.mem, &s.dead, b);
                let (off, size) = (b.size(1 << 16), b.size(1 << 16));
                let mut host = (size <= 1 << 16).then(|| Scratch::new(size));
                let hp = host.as_mut().map_or(null_mut(), |h| h.ptr());
                let mut ev: ur_event_handle_t = null_mut();
                let evp = if b.bool() { &mut ev as *mut _ } else { null_mut() };
                let r = match b.u8() % 3 {
                    0 => urEnqueueMemBufferRead(q as _, m as _, true, off, size, hp, 0, null(), evp),
                    1 => urEnqueueMemBufferWrite(q as _, m as _, true, off, size, hp, 0, null(), evp),
                    _ => {
                        let pat = [0u8; 16];
                        let ps = [0usize, 1, 3, 4, 16][b.below(5)];
                        urEnqueueMemBufferFill(q as _, m as _, pat.as_ptr().cast(), ps, off, size, 0, null(), evp)
                    }
                };
                ok(r, "urEnqueueMemBuffer*");
                if r == UR_RESULT_SUCCESS && !ev.is_null() {
                    s.dead.retain(|x| *x != ev as usize);
                    s.event.push(ev as usize);
                }
            }
            9 => {
                let (c, _) = pick(&s.ctx, &s.dead, b);
                let mut m = null_mut();
                let size = b.size(1 << 16);
                let r = urUSMDeviceAlloc(c as _, dev as _, null(), null_mut(), size, &mut m);
                ok(r, "urUSMDeviceAlloc");
                if r == UR_RESULT_SUCCESS {
                    s.usm.push((c, m as usize));
                }
                if b.bool() && !s.usm.is_empty() {
                    let i = b.below(s.usm.len());
                    let (c, m) = s.usm[i];
                    if urUSMFree(c as _, m as _) == UR_RESULT_SUCCESS {
                        s.usm.remove(i);
                    }
                }
            }
            10 => {
                // Retain + release of a live handle, release of a dead/garbage one.
                let which = b.u8() % 4;
                let pool = match which {
                    0 => &mut s.ctx,
                    1 => &mut s.queue,
                    2 => &mut s.mem,
                    _ => &mut s.event,
                };
                let (h, live) = pick(pool, &[], b);
                if live && b.bool() {
                    let (r1, r2) = match which {
                        0 => (urContextRetain(h as _), urContextRelease(h as _)),
                        1 => (urQueueRetain(h as _), urQueueRelease(h as _)),
                        2 => (urMemRetain(h as _), urMemRelease(h as _)),
                        _ => (urEventRetain(h as _), urEventRelease(h as _)),
                    };
                    assert_eq!((r1, r2), (UR_RESULT_SUCCESS, UR_RESULT_SUCCESS), "retain/release of a live handle");
                } else if live {
                    let r = match which {
                        0 => urContextRelease(h as _),
                        1 => urQueueRelease(h as _),
                        2 => urMemRelease(h as _),
                        _ => urEventRelease(h as _),
                    };
                    assert_eq!(r, UR_RESULT_SUCCESS, "release of a live handle");
                    pool.retain(|x| *x != h);
                    s.dead.push(h);
                } else {
                    let (h, _) = pick(&[], &s.dead, b);
                    let r = match which {
                        0 => urContextRelease(h as _),
                        1 => urQueueRelease(h as _),
                        2 => urMemRelease(h as _),
                        _ => urEventRelease(h as _),
                    };
                    assert_ne!(r, UR_RESULT_SUCCESS, "release of a handle that is not live");
                }
            }
            _ => {
                let evs: Vec<ur_event_handle_t> =
                    (0..b.below(3)).map(|_| pick(&s.event, &s.dead, b).0 as ur_event_handle_t).collect();
                ok(urEventWait(evs.len() as u32, if evs.is_empty() { null() } else { evs.as_ptr() }), "urEventWait");
            }
        }
    }
}
