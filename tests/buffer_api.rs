//! The C API of buffers and command groups, called as the exported
//! functions: happy paths (submit, dependency lists as event handles,
//! host access, write-back, accounting, native memory) and every error
//! path with its exact status, including that a rejected submission
//! changes nothing and loses nothing already submitted.

mod buffer_util;

use buffer_util::*;
use std::ffi::c_void;
use std::ptr::{null, null_mut};
use syclrt::ffi::api::buffer::*;
use syclrt::ffi::api::context::{syclrt_context_create, syclrt_context_release};
use syclrt::ffi::api::device::syclrt_device_get;
use syclrt::ffi::api::program::{
    syclrt_kernel_create, syclrt_kernel_release, syclrt_program_build, syclrt_program_create_with_source,
    syclrt_program_release,
};
use syclrt::ffi::api::queue::{syclrt_event_release, syclrt_event_wait, syclrt_queue_create, syclrt_queue_release};
use syclrt::ffi::api::{
    syclrt_buffer, syclrt_context, syclrt_device, syclrt_event, syclrt_kernel, syclrt_queue, Status,
};

struct C {
    devs: [*mut syclrt_device; 2],
    ctx: *mut syclrt_context,
    q: *mut syclrt_queue,
    fill: *mut syclrt_kernel,
}

fn ok(s: Status) {
    assert_eq!(s, Status::Success);
}

/// A context over the two PoCL devices, a queue on the first, and `fill2d`.
fn setup_c() -> C {
    let (a, b) = two_devices();
    let mut devs = [null_mut(); 2];
    // SAFETY: valid out-pointers.
    unsafe {
        ok(syclrt_device_get(a.index, &mut devs[0]));
        ok(syclrt_device_get(b.index, &mut devs[1]));
    }
    let mut ctx = null_mut();
    let mut q = null_mut();
    let mut p = null_mut();
    let mut fill = null_mut();
    // SAFETY: valid handles and out-pointers; the source is NUL-terminated.
    unsafe {
        ok(syclrt_context_create(devs.as_ptr().cast(), 2, &mut ctx));
        ok(syclrt_queue_create(ctx, devs[0], 0, &mut q));
        let src = std::ffi::CString::new(KERNELS).unwrap();
        ok(syclrt_program_create_with_source(ctx, src.as_ptr(), 0, &mut p));
        ok(syclrt_program_build(p, null()));
        ok(syclrt_kernel_create(p, c"fill2d".as_ptr(), &mut fill));
        ok(syclrt_program_release(p));
    }
    C { devs, ctx, q, fill }
}

impl Drop for C {
    fn drop(&mut self) {
        // SAFETY: handles created in setup_c.
        unsafe {
            ok(syclrt_kernel_release(self.fill));
            ok(syclrt_queue_release(self.q));
            ok(syclrt_context_release(self.ctx));
        }
    }
}

fn desc1(n: usize, page: usize, host: *mut c_void, flags: u32) -> syclrt_buffer_desc {
    syclrt_buffer_desc { dims: 1, range: [n, 0, 0], element_size: 4, page_size: [page, 0, 0], host_data: host, flags }
}

fn create(c: &C, d: &syclrt_buffer_desc) -> *mut syclrt_buffer {
    let mut b = null_mut();
    // SAFETY: valid context, descriptor and out-pointer.
    ok(unsafe { syclrt_buffer_create(c.ctx, d, &mut b) });
    b
}

/// A 1-D fill of `[off, off+len)` with `val` through `fill2d`.
struct Fill {
    acc: syclrt_accessor,
    args: [[u8; 4]; 4],
}
impl Fill {
    fn new(b: *const syclrt_buffer, mode: u32, off: usize, len: usize, val: u32) -> Fill {
        let args = [0u32, 0, off as u32, val].map(u32::to_ne_bytes);
        Fill {
            acc: syclrt_accessor { buffer: b, mode, arg_index: 0, offset: [off, 0, 0], range: [len, 0, 0], flags: 0 },
            args,
        }
    }
    fn pitch(mut self, pitch: u32) -> Fill {
        self.args[0] = pitch.to_ne_bytes();
        self
    }
    fn kargs(&self) -> Vec<syclrt_kernel_arg> {
        (0..4)
            .map(|i| syclrt_kernel_arg { index: i as u32 + 1, size: 4, value: self.args[i].as_ptr().cast() })
            .collect()
    }
}

fn group(
    k: *const syclrt_kernel,
    len: usize,
    accs: &[syclrt_accessor],
    args: &[syclrt_kernel_arg],
) -> syclrt_command_group {
    syclrt_command_group {
        kernel: k,
        dims: 2,
        global_size: [len, 1, 0],
        local_size: [0; 3],
        accessors: accs.as_ptr(),
        num_accessors: accs.len(),
        args: args.as_ptr(),
        num_args: args.len(),
    }
}

fn stats(b: *const syclrt_buffer) -> syclrt_transfer_stats {
    let mut s = syclrt_transfer_stats::default();
    // SAFETY: valid out-pointer.
    ok(unsafe { syclrt_buffer_get_transfer_stats(b, &mut s) });
    s
}

fn read_all(b: *const syclrt_buffer, n: usize) -> Vec<u32> {
    let mut p = null_mut();
    // SAFETY: whole-buffer host access; the pointer covers `n` uints until the next access.
    unsafe {
        ok(syclrt_buffer_host_access(b, SYCLRT_ACCESS_READ, 0, null(), null(), &mut p, null_mut()));
        std::slice::from_raw_parts(p.cast::<u32>(), n).to_vec()
    }
}

const N: usize = 4096;

#[test]
fn create_info_and_release() {
    let c = setup_c();
    let b = create(&c, &desc1(N, 0, null_mut(), 0));
    let mut info = syclrt_buffer_info::default();
    // SAFETY: valid handles and out-pointers throughout.
    unsafe {
        ok(syclrt_buffer_get_info(b, &mut info));
        assert_eq!(
            info,
            syclrt_buffer_info {
                dims: 1,
                range: [N, 0, 0],
                element_size: 4,
                page_size: [N, 0, 0], // 16 KiB: below the 64 KiB default page, one page
                num_pages: 1,
                device_allocations: 0,
                has_host_allocation: false,
            }
        );
        let d2 = syclrt_buffer_desc {
            dims: 2,
            range: [1024, 256, 0],
            element_size: 4,
            page_size: [0, 0, 0],
            host_data: null_mut(),
            flags: 0,
        };
        let b2 = create(&c, &d2);
        ok(syclrt_buffer_get_info(b2, &mut info));
        assert_eq!((info.page_size, info.num_pages), ([64, 256, 0], 16));
        ok(syclrt_buffer_retain(b2));
        ok(syclrt_buffer_release(b2));
        ok(syclrt_buffer_release(b2));
        assert_eq!(syclrt_buffer_get_info(b2, &mut info), Status::InvalidBuffer, "released");
        assert_eq!(syclrt_buffer_release(b2), Status::InvalidBuffer);
        ok(syclrt_buffer_release(null_mut()));
        assert_eq!(syclrt_buffer_get_info(null(), &mut info), Status::InvalidBuffer);
        assert_eq!(syclrt_buffer_get_info(c.ctx.cast(), &mut info), Status::InvalidBuffer, "a context handle");
        assert_eq!(syclrt_buffer_get_info(b, null_mut()), Status::NullPointer);
        ok(syclrt_buffer_release(b));
    }
}

#[test]
fn create_errors() {
    let c = setup_c();
    let mut b = null_mut();
    let good = desc1(N, 0, null_mut(), 0);
    let mut host = vec![0u32; N];
    let cases: Vec<(syclrt_buffer_desc, Status)> = vec![
        (syclrt_buffer_desc { dims: 0, ..good }, Status::InvalidValue),
        (syclrt_buffer_desc { dims: 4, ..good }, Status::InvalidValue),
        (syclrt_buffer_desc { range: [0, 0, 0], ..good }, Status::InvalidSize),
        (syclrt_buffer_desc { dims: 2, range: [4, 0, 0], ..good }, Status::InvalidSize),
        (syclrt_buffer_desc { element_size: 0, ..good }, Status::InvalidSize),
        (syclrt_buffer_desc { range: [usize::MAX / 2, 0, 0], ..good }, Status::InvalidSize),
        (syclrt_buffer_desc { flags: 2, ..good }, Status::InvalidValue),
        (syclrt_buffer_desc { flags: SYCLRT_BUFFER_WRITE_BACK, ..good }, Status::InvalidValue),
        (syclrt_buffer_desc { flags: 0, host_data: host.as_mut_ptr().cast(), ..good }, Status::Success),
    ];
    // SAFETY: valid pointers; each descriptor is checked before use.
    unsafe {
        for (d, want) in cases {
            let mut out = null_mut();
            assert_eq!(syclrt_buffer_create(c.ctx, &d, &mut out), want, "{d:?}");
            assert_eq!(out.is_null(), want != Status::Success, "out written only on success");
            ok(syclrt_buffer_release(out));
        }
        assert_eq!(syclrt_buffer_create(c.ctx, null(), &mut b), Status::NullPointer);
        assert_eq!(syclrt_buffer_create(c.ctx, &good, null_mut()), Status::NullPointer);
        assert_eq!(syclrt_buffer_create(null(), &good, &mut b), Status::InvalidContext);
        assert_eq!(syclrt_buffer_create(c.q.cast(), &good, &mut b), Status::InvalidContext);
    }
    assert!(b.is_null());
}

#[test]
fn submit_reports_dependencies_as_event_handles() {
    let c = setup_c();
    let b = create(&c, &desc1(N, 256, null_mut(), 0));
    let f1 = Fill::new(b, SYCLRT_ACCESS_DISCARD_WRITE, 0, N / 2, 1).pitch(N as u32);
    let f2 = Fill::new(b, SYCLRT_ACCESS_DISCARD_WRITE, N / 2, N / 2, 2).pitch(N as u32);
    let f3 = Fill::new(b, SYCLRT_ACCESS_READ_WRITE, N / 4, N / 2, 3).pitch(N as u32);
    let (mut e1, mut e2, mut e3): (*mut syclrt_event, *mut syclrt_event, *mut syclrt_event) =
        (null_mut(), null_mut(), null_mut());
    let mut deps = [null_mut::<syclrt_event>(); 4];
    let mut nd = 99usize;
    // SAFETY: valid handles, groups and out-pointers.
    unsafe {
        let (a1, a2, a3) = (f1.kargs(), f2.kargs(), f3.kargs());
        ok(syclrt_queue_submit(c.q, &group(c.fill, N / 2, &[f1.acc], &a1), &mut e1, null_mut(), 0, &mut nd));
        assert_eq!(nd, 0);
        ok(syclrt_queue_submit(c.q, &group(c.fill, N / 2, &[f2.acc], &a2), &mut e2, deps.as_mut_ptr(), 4, &mut nd));
        assert_eq!(nd, 0, "disjoint halves");
        ok(syclrt_queue_submit(c.q, &group(c.fill, N / 2, &[f3.acc], &a3), &mut e3, deps.as_mut_ptr(), 4, &mut nd));
        assert_eq!(nd, 2);
        let mut got = deps[..2].to_vec();
        got.sort();
        let mut want = vec![e1, e2];
        want.sort();
        assert_eq!(got, want, "the dependencies are the earlier events' own handles");
        ok(syclrt_event_wait([e3.cast_const()].as_ptr(), 1));
        for e in [e1, e2, e3, deps[0], deps[1]] {
            ok(syclrt_event_release(e));
        }
        // Capacity 1 with 2 dependencies: one handle written, the count is 2.
        let f4 = Fill::new(b, SYCLRT_ACCESS_WRITE, 0, N, 4).pitch(N as u32);
        let a4 = f4.kargs();
        let mut one = [null_mut::<syclrt_event>(); 1];
        ok(syclrt_queue_submit(c.q, &group(c.fill, N, &[f4.acc], &a4), null_mut(), one.as_mut_ptr(), 1, &mut nd));
        assert_eq!(nd, 3, "the three earlier writers");
        assert!(!one[0].is_null());
        ok(syclrt_event_release(one[0]));
        ok(syclrt_buffer_wait(b));
        assert_eq!(syclrt_buffer_wait(null()), Status::InvalidBuffer);
    }
    assert_eq!(read_all(b, N), vec![4u32; N]);
    // SAFETY: valid handle.
    ok(unsafe { syclrt_buffer_release(b) });
}

#[test]
fn rejected_submissions_change_nothing_and_lose_nothing() {
    let c = setup_c();
    let init: Vec<u32> = (0..N as u32).collect();
    let b = create(&c, &desc1(N, 256, init.as_ptr().cast_mut().cast(), 0));
    let good = Fill::new(b, SYCLRT_ACCESS_WRITE, 256, 512, 7).pitch(N as u32);
    let gargs = good.kargs();
    let mut ev = null_mut();
    // A first, valid submission in flight.
    // SAFETY: valid handles and arrays.
    ok(unsafe {
        syclrt_queue_submit(c.q, &group(c.fill, 512, &[good.acc], &gargs), &mut ev, null_mut(), 0, null_mut())
    });
    let before = stats(b);
    // Another context and a buffer in it.
    let mut ctx2 = null_mut();
    // SAFETY: valid device handle array.
    ok(unsafe { syclrt_context_create(c.devs[..1].as_ptr().cast(), 1, &mut ctx2) });
    let mut other = null_mut();
    // SAFETY: valid descriptor.
    ok(unsafe { syclrt_buffer_create(ctx2, &desc1(N, 0, null_mut(), 0), &mut other) });
    let big = 7u64.to_ne_bytes();
    let acc = good.acc;
    let with_acc = |a: syclrt_accessor| (vec![a], gargs.clone());
    /// (what, accessors, arguments, dimensions, global size, expected status)
    type Case<'a> = (&'a str, Vec<syclrt_accessor>, Vec<syclrt_kernel_arg>, u32, [usize; 3], Status);
    let cases: Vec<Case> = vec![
        (
            "range outside the buffer",
            with_acc(syclrt_accessor { offset: [N - 10, 0, 0], range: [11, 0, 0], ..acc }).0,
            gargs.clone(),
            2,
            [512, 1, 0],
            Status::OutOfRange,
        ),
        (
            "offset overflow",
            with_acc(syclrt_accessor { offset: [usize::MAX, 0, 0], ..acc }).0,
            gargs.clone(),
            2,
            [512, 1, 0],
            Status::OutOfRange,
        ),
        (
            "empty range",
            with_acc(syclrt_accessor { range: [0, 0, 0], ..acc }).0,
            gargs.clone(),
            2,
            [512, 1, 0],
            Status::InvalidSize,
        ),
        (
            "linear range outside",
            with_acc(syclrt_accessor { flags: SYCLRT_ACCESS_LINEAR, offset: [N * 4, 0, 0], range: [1, 0, 0], ..acc }).0,
            gargs.clone(),
            2,
            [512, 1, 0],
            Status::OutOfRange,
        ),
        (
            "unknown mode",
            with_acc(syclrt_accessor { mode: 9, ..acc }).0,
            gargs.clone(),
            2,
            [512, 1, 0],
            Status::InvalidValue,
        ),
        (
            "unknown flags",
            with_acc(syclrt_accessor { flags: 8, ..acc }).0,
            gargs.clone(),
            2,
            [512, 1, 0],
            Status::InvalidValue,
        ),
        (
            "argument index too large",
            with_acc(syclrt_accessor { arg_index: 5, ..acc }).0,
            gargs.clone(),
            2,
            [512, 1, 0],
            Status::InvalidArgIndex,
        ),
        (
            "argument bound twice",
            with_acc(syclrt_accessor { arg_index: 1, ..acc }).0,
            gargs.clone(),
            2,
            [512, 1, 0],
            Status::InvalidValue,
        ),
        ("argument missing", vec![acc], gargs[..3].to_vec(), 2, [512, 1, 0], Status::KernelArgsNotSet),
        (
            "argument of the wrong size",
            vec![acc],
            {
                let mut a = gargs.clone();
                a[1] = syclrt_kernel_arg { index: 2, size: 8, value: big.as_ptr().cast() };
                a
            },
            2,
            [512, 1, 0],
            Status::InvalidArgSize,
        ),
        (
            "zero-size argument",
            vec![acc],
            {
                let mut a = gargs.clone();
                a[1].size = 0;
                a
            },
            2,
            [512, 1, 0],
            Status::InvalidArgSize,
        ),
        ("zero dims", vec![acc], gargs.clone(), 0, [512, 1, 0], Status::InvalidWorkSize),
        ("four dims", vec![acc], gargs.clone(), 4, [512, 1, 0], Status::InvalidWorkSize),
        ("zero global size", vec![acc], gargs.clone(), 2, [0, 1, 0], Status::InvalidWorkSize),
        (
            "released buffer",
            with_acc(syclrt_accessor { buffer: 16usize as *const syclrt_buffer, ..acc }).0,
            gargs.clone(),
            2,
            [512, 1, 0],
            Status::InvalidBuffer,
        ),
        (
            "buffer of another context",
            with_acc(syclrt_accessor { buffer: other, ..acc }).0,
            gargs.clone(),
            2,
            [512, 1, 0],
            Status::ContextMismatch,
        ),
    ];
    for (what, accs, args, dims, global, want) in cases {
        let mut g = group(c.fill, 512, &accs, &args);
        g.dims = dims;
        g.global_size = global;
        let mut out = null_mut();
        // SAFETY: the group's arrays are live for the call.
        let got = unsafe { syclrt_queue_submit(c.q, &g, &mut out, null_mut(), 0, null_mut()) };
        assert_eq!(got, want, "{what}");
        assert!(out.is_null(), "{what}: no event on failure");
    }
    let g = group(c.fill, 512, &[acc], &gargs);
    // SAFETY: invalid handles and NULL pointers are reported, not dereferenced.
    unsafe {
        assert_eq!(syclrt_queue_submit(c.q, null(), null_mut(), null_mut(), 0, null_mut()), Status::NullPointer);
        assert_eq!(syclrt_queue_submit(null(), &g, null_mut(), null_mut(), 0, null_mut()), Status::InvalidQueue);
        let bad_k = syclrt_command_group { kernel: c.q.cast(), ..g };
        assert_eq!(syclrt_queue_submit(c.q, &bad_k, null_mut(), null_mut(), 0, null_mut()), Status::InvalidKernel);
        let null_accs = syclrt_command_group { accessors: null(), ..g };
        assert_eq!(syclrt_queue_submit(c.q, &null_accs, null_mut(), null_mut(), 0, null_mut()), Status::NullPointer);
    }
    assert_eq!(stats(b), before, "no rejected submission moved data");
    // The earlier submission completes and its result is intact; a valid one still works.
    let next = Fill::new(b, SYCLRT_ACCESS_WRITE, 0, 256, 9).pitch(N as u32);
    let nargs = next.kargs();
    // SAFETY: valid handles and arrays.
    unsafe {
        ok(syclrt_queue_submit(c.q, &group(c.fill, 256, &[next.acc], &nargs), null_mut(), null_mut(), 0, null_mut()));
        ok(syclrt_event_release(ev));
    }
    let mut want = init.clone();
    want[256..768].fill(7);
    want[..256].fill(9);
    assert_eq!(read_all(b, N), want);
    // SAFETY: valid handles.
    unsafe {
        ok(syclrt_buffer_release(b));
        ok(syclrt_buffer_release(other));
        ok(syclrt_context_release(ctx2));
    }
}

#[test]
fn host_access_errors_and_partial_ranges() {
    let c = setup_c();
    let init = vec![3u32; N];
    let b = create(&c, &desc1(N, 256, init.as_ptr().cast_mut().cast(), 0));
    let mut p = null_mut();
    let (off, len) = ([100usize], [50usize]);
    // SAFETY: valid pointers, or NULLs that must be reported.
    unsafe {
        assert_eq!(
            syclrt_buffer_host_access(b, SYCLRT_ACCESS_READ, 0, null(), null(), null_mut(), null_mut()),
            Status::NullPointer
        );
        assert_eq!(syclrt_buffer_host_access(b, 7, 0, null(), null(), &mut p, null_mut()), Status::InvalidValue);
        assert_eq!(syclrt_buffer_host_access(b, 0, 4, null(), null(), &mut p, null_mut()), Status::InvalidValue);
        assert_eq!(syclrt_buffer_host_access(b, 0, 0, off.as_ptr(), null(), &mut p, null_mut()), Status::NullPointer);
        assert_eq!(
            syclrt_buffer_host_access(b, 0, 0, [N].as_ptr(), [1].as_ptr(), &mut p, null_mut()),
            Status::OutOfRange
        );
        assert_eq!(
            syclrt_buffer_host_access(b, 0, 0, [0].as_ptr(), [0].as_ptr(), &mut p, null_mut()),
            Status::InvalidSize
        );
        assert_eq!(syclrt_buffer_host_access(null(), 0, 0, null(), null(), &mut p, null_mut()), Status::InvalidBuffer);
        assert!(p.is_null());
        ok(syclrt_buffer_host_access(b, SYCLRT_ACCESS_WRITE, 0, off.as_ptr(), len.as_ptr(), &mut p, null_mut()));
        for i in 100..150 {
            p.cast::<u32>().add(i).write(8);
        }
        // Read through a linear (byte) view.
        let (lo, ln) = ([400usize], [200usize]);
        ok(syclrt_buffer_host_access(
            b,
            SYCLRT_ACCESS_READ,
            SYCLRT_ACCESS_LINEAR,
            lo.as_ptr(),
            ln.as_ptr(),
            &mut p,
            null_mut(),
        ));
        assert_eq!(p.cast::<u32>().add(100).read(), 8);
    }
    // A device read of page 0 moves exactly that page from the host.
    let f = Fill::new(b, SYCLRT_ACCESS_READ_WRITE, 0, 256, 1).pitch(N as u32);
    let fa = f.kargs();
    // SAFETY: valid arrays.
    ok(unsafe { syclrt_queue_submit(c.q, &group(c.fill, 256, &[f.acc], &fa), null_mut(), null_mut(), 0, null_mut()) });
    let s = stats(b);
    assert_eq!((s.host_to_device_bytes, s.host_to_device_copies, s.total_bytes, s.total_copies), (1024, 1, 1024, 1));
    let mut want = vec![3u32; N];
    want[..256].fill(1);
    let got = read_all(b, N);
    assert_eq!(got, want);
    let mut qs = syclrt_transfer_stats::default();
    // SAFETY: valid handles and out-pointers.
    unsafe {
        ok(syclrt_queue_get_transfer_stats(c.q, &mut qs));
        assert_eq!((qs.total_bytes, qs.total_copies), (1024, 1));
        assert_eq!(syclrt_queue_get_transfer_stats(c.q, null_mut()), Status::NullPointer);
        assert_eq!(syclrt_queue_get_transfer_stats(null(), &mut qs), Status::InvalidQueue);
        assert_eq!(syclrt_buffer_get_transfer_stats(b, null_mut()), Status::NullPointer);
        ok(syclrt_buffer_release(b));
    }
}

#[test]
fn write_back_at_destruction_only_when_asked() {
    let c = setup_c();
    let mut host = vec![5u32; N];
    let mut keep = vec![5u32; N];
    let b = create(&c, &desc1(N, 512, host.as_mut_ptr().cast(), SYCLRT_BUFFER_WRITE_BACK));
    let k = create(&c, &desc1(N, 512, keep.as_mut_ptr().cast(), 0));
    for (buf, v) in [(b, 6u32), (k, 7)] {
        let f = Fill::new(buf, SYCLRT_ACCESS_WRITE, 512, 1024, v).pitch(N as u32);
        let fa = f.kargs();
        // SAFETY: valid arrays.
        ok(unsafe {
            syclrt_queue_submit(c.q, &group(c.fill, 1024, &[f.acc], &fa), null_mut(), null_mut(), 0, null_mut())
        });
    }
    // The host copy is independent of the user's memory until destruction.
    assert_eq!(host[600], 5);
    // SAFETY: valid handles; `host` outlives the buffer.
    unsafe {
        ok(syclrt_buffer_release(b));
        ok(syclrt_buffer_release(k));
    }
    let mut want = vec![5u32; N];
    want[512..1536].fill(6);
    assert_eq!(host, want, "written back: waited for the kernel, moved the outdated pages");
    assert_eq!(keep, vec![5u32; N], "no write-back without the flag");
}

#[test]
fn native_memory_and_devices_outside_the_context() {
    let c = setup_c();
    let b = create(&c, &desc1(N, 0, null_mut(), 0));
    let mut ctx1 = null_mut();
    let mut b1 = null_mut();
    let (mut m1, mut m2, mut n) = (null_mut(), null_mut(), 0usize);
    // SAFETY: valid handles and out-pointers.
    unsafe {
        ok(syclrt_buffer_get_native_mem(b, c.devs[1], &mut m1));
        ok(syclrt_buffer_get_native_mem(b, c.devs[1], &mut m2));
        assert!(!m1.is_null());
        assert_eq!(m1, m2, "one allocation per device, never moved");
        ok(syclrt_buffer_get_valid_pages(b, c.devs[1], &mut n));
        assert_eq!(n, 0);
        ok(syclrt_buffer_get_valid_pages(b, null(), &mut n));
        assert_eq!(n, 0);
        assert_eq!(syclrt_buffer_get_native_mem(b, null(), &mut m1), Status::InvalidDevice);
        assert_eq!(syclrt_buffer_get_native_mem(b, c.devs[0], null_mut()), Status::NullPointer);
        // A context over device 0 only: device 1 is outside it.
        ok(syclrt_context_create(c.devs[..1].as_ptr().cast(), 1, &mut ctx1));
        ok(syclrt_buffer_create(ctx1, &desc1(N, 0, null_mut(), 0), &mut b1));
        assert_eq!(syclrt_buffer_get_native_mem(b1, c.devs[1], &mut m1), Status::DeviceNotInContext);
        assert_eq!(syclrt_buffer_get_valid_pages(b1, c.devs[1], &mut n), Status::DeviceNotInContext);
        let mut info = syclrt_buffer_info::default();
        ok(syclrt_buffer_get_info(b, &mut info));
        assert_eq!(info.device_allocations, 1);
        ok(syclrt_buffer_release(b1));
        ok(syclrt_context_release(ctx1));
        ok(syclrt_buffer_release(b));
        let s = std::ffi::CStr::from_ptr(syclrt::ffi::api::general::syclrt_status_string(34));
        assert_eq!(s.to_str().unwrap(), "invalid or released buffer handle");
    }
}

#[test]
fn an_open_host_access_holds_back_conflicting_command_groups() {
    let c = setup_c();
    let b = create(&c, &desc1(N, 256, vec![1u32; N].as_mut_ptr().cast(), 0));
    let other = create(&c, &desc1(N, 256, null_mut(), 0));
    let (mut p, mut acc) = (null_mut(), null_mut::<syclrt_event>());
    let (off, len) = ([0usize], [256usize]);
    let add = {
        let mut k = null_mut();
        let mut prog = null_mut();
        let src = std::ffi::CString::new(KERNELS).unwrap();
        // SAFETY: valid handles and out-pointers.
        unsafe {
            ok(syclrt_program_create_with_source(c.ctx, src.as_ptr(), 0, &mut prog));
            ok(syclrt_program_build(prog, null()));
            ok(syclrt_kernel_create(prog, c"add2d".as_ptr(), &mut k));
            ok(syclrt_program_release(prog));
        }
        k
    };
    // SAFETY: valid handles, arrays and out-pointers throughout.
    unsafe {
        ok(syclrt_buffer_host_access(b, SYCLRT_ACCESS_WRITE, 0, off.as_ptr(), len.as_ptr(), &mut p, &mut acc));
        assert!(!acc.is_null());
        // A conflicting command group is accepted at once, waits for the access...
        let f = Fill::new(b, SYCLRT_ACCESS_READ_WRITE, 0, 256, 1).pitch(N as u32);
        let fa = f.kargs();
        let (mut ev, mut deps, mut nd) = (null_mut(), [null_mut::<syclrt_event>(); 2], 0usize);
        ok(syclrt_queue_submit(c.q, &group(add, 256, &[f.acc], &fa), &mut ev, deps.as_mut_ptr(), 2, &mut nd));
        assert_eq!((nd, deps[0]), (1, acc), "it depends on the open host access");
        std::thread::sleep(std::time::Duration::from_millis(50));
        let mut st = -1;
        ok(syclrt::ffi::api::queue::syclrt_event_get_status(ev, &mut st));
        assert_ne!(st, syclrt::ffi::api::queue::SYCLRT_EVENT_COMPLETE, "it cannot run while the access is open");
        // ...a conflicting host access is refused, a disjoint one is fine...
        let mut p2 = null_mut();
        assert_eq!(
            syclrt_buffer_host_access(b, SYCLRT_ACCESS_READ, 0, [100].as_ptr(), [1].as_ptr(), &mut p2, null_mut()),
            Status::InvalidOperation
        );
        ok(syclrt_buffer_host_access(b, SYCLRT_ACCESS_READ, 0, [512].as_ptr(), [1].as_ptr(), &mut p2, null_mut()));
        // ...and waiting for the buffer does not wait for the open access.
        ok(syclrt_buffer_wait(other));
        // The host writes, ends the access; the kernel then sees the host's data.
        for i in 0..256 {
            p.cast::<u32>().add(i).write(8);
        }
        assert_eq!(syclrt_buffer_host_access_end(other, acc), Status::InvalidOperation, "another buffer's access");
        assert_eq!(syclrt_buffer_host_access_end(b, null()), Status::InvalidEvent);
        ok(syclrt_buffer_host_access_end(b, acc));
        assert_eq!(syclrt_buffer_host_access_end(b, acc), Status::InvalidOperation, "already ended");
        ok(syclrt_event_wait([ev.cast_const()].as_ptr(), 1));
        for e in [ev, deps[0], acc] {
            ok(syclrt_event_release(e));
        }
    }
    let mut want = vec![1u32; N];
    want[..256].fill(9);
    assert_eq!(read_all(b, N), want);
    // A buffer released with an access still open does not hang.
    // SAFETY: valid handles.
    unsafe {
        ok(syclrt_buffer_host_access(other, SYCLRT_ACCESS_WRITE, 0, null(), null(), &mut p, &mut acc));
        let f = Fill::new(other, SYCLRT_ACCESS_WRITE, 0, 16, 3).pitch(N as u32);
        let fa = f.kargs();
        ok(syclrt_queue_submit(c.q, &group(c.fill, 16, &[f.acc], &fa), null_mut(), null_mut(), 0, null_mut()));
        ok(syclrt_buffer_release(other));
        ok(syclrt_event_release(acc));
        ok(syclrt_buffer_release(b));
        ok(syclrt_kernel_release(add));
    }
}
