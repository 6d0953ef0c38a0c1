//! A buffer read into, or a buffer write from, device USM on a
//! coarse-grained-only SVM device (NVIDIA's OpenCL; here PoCL with
//! `SYCLRT_USM=svm-coarse`) runs between a map and an unmap of the USM range
//! (`core::enqueue::read`/`write`): outside a map the host's view of
//! coarse-grained SVM is not the device's, and on NVIDIA the read that
//! copies dpnp's merge-sort result from its temporary buffer into the
//! result (a device USM pointer) never reached the device (issue 37: sort,
//! argsort, unique, top_k wrong past 256 elements). The result must be what
//! a kernel then reads, and host pointers are read as before.

mod usm_util;
use std::ffi::c_void;
use std::ptr::null_mut;
use syclrt::cl;
use syclrt::core::enqueue::{self, Span};
use syclrt::core::object;
use syclrt::core::usm;
use syclrt::ffi::api::usm::*;
use usm_util::*;

const CL_MEM_READ_WRITE: u64 = 1;
const CL_EVENT_COMMAND_TYPE: u32 = 0x11D1;
const CL_COMMAND_READ_BUFFER: u32 = 0x11F3;
const CL_COMMAND_SVM_UNMAP: u32 = 0x120D;

use usm_util::alloc_device as alloc;

fn to_host(e: &Env, p: *const c_void, n: usize) -> Vec<i32> {
    let mut h = vec![0i32; n];
    // SAFETY: a live queue; `p` holds n ints; `h` is n writable ints.
    ok(unsafe { syclrt_usm_memcpy(e.q, 1, h.as_mut_ptr().cast(), p, n * 4, std::ptr::null(), 0, null_mut()) });
    h
}

/// `size` contiguous bytes at `offset` of a buffer.
fn bytes(offset: usize, size: usize) -> Span<'static> {
    Span::Bytes { offset, size }
}

fn command_type(ev: &cl::Event) -> u32 {
    object::info::<u32>(ev, CL_EVENT_COMMAND_TYPE).unwrap()
}

#[test]
fn buffer_reads_and_writes_of_coarse_device_usm_are_mapped() {
    // Before anything reads the configuration (this binary's only test).
    std::env::set_var("SYCLRT_USM", "svm-coarse");
    let mut tested = 0;
    for i in 0..device_count() {
        let e = env(i);
        if e.provider != "svm-coarse" {
            continue;
        }
        let ctx = syclrt::ffi::handle::get::<syclrt::core::Context>(e.c).unwrap();
        let q = syclrt::ffi::handle::get::<syclrt::core::Queue>(e.q).unwrap();
        const N: usize = 4096;
        let init: Vec<u8> = (0..N as i32).flat_map(|v| v.to_ne_bytes()).collect();
        let buf = cl::Mem::create(&ctx.cl, CL_MEM_READ_WRITE, N * 4, Some(&init)).unwrap();
        let src = alloc(&e, N * 4);
        let dst = alloc(&e, N * 4);
        assert!(usm::coarse_device_range(src as usize, N * 4), "a device allocation of a coarse-grained device");
        assert!(!usm::coarse_device_range(src as usize, N * 4 + 1), "a range past the allocation is not one");

        // Buffer -> device USM: mapped, read, unmapped (the event is the unmap).
        // SAFETY: live objects; `src` holds N ints until the read completes.
        let ev = unsafe { enqueue::read(&q.cl, &buf, false, bytes(0, N * 4), src, &[], true) }.unwrap().unwrap();
        assert_eq!(command_type(&ev), CL_COMMAND_SVM_UNMAP, "the read ends with the unmap of the USM range");
        syclrt::core::wait::wait_all(std::slice::from_ref(&ev)).unwrap();

        // What the device sees: a kernel doubles it into `dst`.
        let k = kernel(&e);
        let kk = syclrt::ffi::handle::get::<syclrt::core::kernel::Kernel>(k).unwrap();
        // Both are live allocations of the kernel's context.
        usm::set_kernel_arg_pointer(&kk.cl, 0, dst as usize).unwrap();
        usm::set_kernel_arg_pointer(&kk.cl, 1, src as usize).unwrap();
        let l = syclrt::core::kernel::launch(
            &q.cl,
            &kk.cl,
            syclrt::core::kernel::Route::Asked,
            None,
            &[N],
            None,
            &[],
            true,
        )
        .unwrap()
        .unwrap();
        syclrt::core::wait::wait_all(std::slice::from_ref(&l)).unwrap();
        let got = to_host(&e, dst, N);
        assert!(got.iter().enumerate().all(|(i, &v)| v == 2 * i as i32), "the kernel read what the buffer read wrote");

        // Device USM -> buffer (blocking): mapped for reading, then unmapped.
        let out = cl::Mem::create(&ctx.cl, CL_MEM_READ_WRITE, N * 4, None).unwrap();
        // SAFETY: live objects; `dst` holds N ints.
        let ev = unsafe { enqueue::write(&q.cl, &out, true, bytes(0, N * 4), dst, &[], true) }.unwrap().unwrap();
        assert_eq!(command_type(&ev), CL_COMMAND_SVM_UNMAP);
        let mut host = vec![0i32; N];
        // SAFETY: `host` holds N writable ints; blocking.
        let ev = unsafe { enqueue::read(&q.cl, &out, true, bytes(0, N * 4), host.as_mut_ptr().cast(), &[], true) }
            .unwrap()
            .unwrap();
        assert_eq!(command_type(&ev), CL_COMMAND_READ_BUFFER, "host memory is read as before");
        assert!(host.iter().enumerate().all(|(i, &v)| v == 2 * i as i32), "the buffer holds what the USM held");

        // A part of the allocation: only that range is mapped.
        // SAFETY: live objects; 16 ints inside `src`.
        let part = unsafe { src.cast::<i32>().add(100).cast::<c_void>() };
        // SAFETY: live objects; `part` holds 16 ints of `src`; blocking.
        let ev = unsafe { enqueue::read(&q.cl, &out, true, bytes(0, 64), part, &[], true) }.unwrap().unwrap();
        assert_eq!(command_type(&ev), CL_COMMAND_SVM_UNMAP);
        let got = to_host(&e, src, 120);
        assert_eq!(&got[100..116], &(0..16).map(|i| 2 * i).collect::<Vec<i32>>()[..]);
        assert_eq!(got[99], 99);
        assert_eq!(got[116], 116);

        // A rectangle: 4 rows of 8 ints of `out` into rows of 16 ints of
        // `src`; the ints between the rows keep their values.
        let r = enqueue::Rect { origins: [[0, 0, 0], [0, 0, 0]], region: [32, 4, 1], pitches: [32, 0, 64, 0] };
        // SAFETY: live objects; the host box (4 rows of 64 bytes) lies in `src`; blocking.
        let ev = unsafe { enqueue::read(&q.cl, &out, true, Span::Rect(&r), src, &[], true) }.unwrap().unwrap();
        assert_eq!(command_type(&ev), CL_COMMAND_SVM_UNMAP);
        let got = to_host(&e, src, 64);
        for row in 0..4 {
            for k in 0..8 {
                assert_eq!(got[row * 16 + k], 2 * (row * 8 + k) as i32, "row {row} int {k}");
                assert_eq!(got[row * 16 + 8 + k], (row * 16 + 8 + k) as i32, "gap after row {row}");
            }
        }
        // And back: the same box of `src` into a third buffer.
        let back = cl::Mem::create(&ctx.cl, CL_MEM_READ_WRITE, 128, None).unwrap();
        // SAFETY: live objects; the host box lies in `src`; blocking.
        let ev = unsafe { enqueue::write(&q.cl, &back, true, Span::Rect(&r), src, &[], true) }.unwrap().unwrap();
        assert_eq!(command_type(&ev), CL_COMMAND_SVM_UNMAP);
        let mut h = vec![0i32; 32];
        // SAFETY: `h` holds 32 writable ints; blocking.
        unsafe { enqueue::read(&q.cl, &back, true, bytes(0, 128), h.as_mut_ptr().cast(), &[], false) }.unwrap();
        assert_eq!(h, (0..32).map(|i| 2 * i).collect::<Vec<i32>>());

        // The C API's queue read and write are the same operation as PI's
        // and UR's (`syclrt_queue_read`/`write` check through `core::Queue`,
        // then call `core::enqueue`): a read into, and a write from, device
        // USM are mapped too.
        use syclrt::ffi::api::mem::{syclrt_mem_create, syclrt_mem_release, SYCLRT_MEM_READ_WRITE};
        use syclrt::ffi::api::queue::{syclrt_event_release, syclrt_queue_read, syclrt_queue_write};
        use syclrt::ffi::api::{syclrt_event, syclrt_mem};
        let new_mem = |init: Option<&[u8]>| {
            let mut m: *mut syclrt_mem = null_mut();
            let host = init.map_or(std::ptr::null(), |b| b.as_ptr().cast());
            // SAFETY: a live context; `host`, if not NULL, holds N * 4 bytes.
            ok(unsafe { syclrt_mem_create(e.c, N * 4, SYCLRT_MEM_READ_WRITE, host, &mut m) });
            m
        };
        // The command type of a C API event, which is then released.
        let c_command_type = |ev: *mut syclrt_event| {
            let t = command_type(&syclrt::ffi::handle::get::<syclrt::core::Event>(ev).unwrap().cl);
            // SAFETY: an event handed out by the C API, released once.
            ok(unsafe { syclrt_event_release(ev) });
            t
        };
        let cmem = new_mem(Some(&init));
        let mut ev: *mut syclrt_event = null_mut();
        // SAFETY: live handles; `dst` holds N ints until the blocking read returns.
        ok(unsafe { syclrt_queue_read(e.q, cmem, true, 0, N * 4, dst, std::ptr::null(), 0, &mut ev) });
        assert_eq!(c_command_type(ev), CL_COMMAND_SVM_UNMAP, "the C API's read ends with the unmap");
        let got = to_host(&e, dst, N);
        assert!(got.iter().enumerate().all(|(i, &v)| v == i as i32), "the C API's read reached the device");
        let cout = new_mem(None);
        let mut ev: *mut syclrt_event = null_mut();
        // SAFETY: live handles; `dst` holds N ints; blocking.
        ok(unsafe { syclrt_queue_write(e.q, cout, true, 0, N * 4, dst, std::ptr::null(), 0, &mut ev) });
        assert_eq!(c_command_type(ev), CL_COMMAND_SVM_UNMAP, "the C API's write ends with the unmap");
        let mut host = vec![0i32; N];
        // SAFETY: live handles; `host` holds N writable ints; blocking; no event asked.
        ok(unsafe {
            syclrt_queue_read(e.q, cout, true, 0, N * 4, host.as_mut_ptr().cast(), std::ptr::null(), 0, null_mut())
        });
        assert!(host.iter().enumerate().all(|(i, &v)| v == i as i32), "the buffer holds what the USM held");
        for m in [cmem, cout] {
            // SAFETY: buffers made above, released once.
            ok(unsafe { syclrt_mem_release(m) });
        }

        for p in [src, dst] {
            // SAFETY: live allocations of the context.
            ok(unsafe { syclrt_usm_free(e.c, p) });
        }
        // SAFETY: a kernel from `kernel`, released once.
        unsafe { syclrt::ffi::api::program::syclrt_kernel_release(k) };
        tested += 1;
    }
    if tested == 0 {
        eprintln!("SKIP: no device takes SYCLRT_USM=svm-coarse (no SVM)");
    }
}
