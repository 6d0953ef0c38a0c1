//! Small host and shared USM allocations on a coarse-grained-only SVM device
//! share SVM blocks (`core::usm`, `SYCLRT_USM_COARSE_BLOCK`; NVIDIA's OpenCL,
//! here PoCL with `SYCLRT_USM=svm-coarse`): a kernel launch unmaps and maps
//! one range per block instead of one per allocation, and every USM call
//! treats a sub-allocation as an allocation of its own. PoCL's SVM is really
//! fine-grained, so the protocol's counters and the blocks' layout
//! (`coarse_blocks`: each sub-allocation inside its block's mapped extent)
//! say what the protocol did; the values say the data is right.

mod usm_util;
use std::ffi::c_void;
use std::ptr::{null, null_mut};
use syclrt::core::usm::coarse_counters;
use syclrt::core::Status;
use syclrt::ffi::api::{queue::*, usm::*};
use usm_util::*;

/// The engine's blocks of context `c` (a live context handle of the test's).
fn coarse_blocks(c: syclrt::cl::sys::cl_context) -> Vec<syclrt::core::usm::BlockView> {
    // SAFETY: a live context, viewed without a reference.
    syclrt::core::usm::coarse_blocks(unsafe { syclrt::cl::Context::borrow(&c) })
}

/// The engine's coarse-grained ranges of context `c` (a live context handle of the test's).
fn coarse_ranges(c: syclrt::cl::sys::cl_context) -> usize {
    // SAFETY: a live context, viewed without a reference.
    syclrt::core::usm::coarse_ranges(unsafe { syclrt::cl::Context::borrow(&c) })
}

fn delta(base: (usize, usize)) -> (usize, usize) {
    let now = coarse_counters();
    (now.0 - base.0, now.1 - base.1)
}

fn alloc(e: &Env, kind: u32, size: usize, align: usize) -> *mut c_void {
    let mut p: *mut c_void = null_mut();
    // SAFETY: handles from `env`, a valid out-pointer.
    ok(unsafe { syclrt_usm_alloc(e.c, e.d, kind, size, align, &mut p) });
    assert!(!p.is_null());
    p
}

fn free(e: &Env, p: *mut c_void) {
    // SAFETY: a handle from `env`; `p` one of its live allocations.
    ok(unsafe { syclrt_usm_free(e.c, p) });
}

/// The OpenCL reference count of the env's context.
fn context_refs(c: syclrt::cl::sys::cl_context) -> u32 {
    let mut n: u32 = 0;
    // SAFETY: a live context; one cl_uint.
    let code = unsafe { syclrt::cl::raw::clGetContextInfo(c, 0x1080, 4, (&mut n as *mut u32).cast(), null_mut()) };
    assert_eq!(code, 0, "clGetContextInfo(CL_CONTEXT_REFERENCE_COUNT)");
    n
}

/// Every sub-allocation lies inside its block's mapped extent, and no two overlap.
fn check_layout(c: syclrt::cl::sys::cl_context) {
    for (base, extent, subs) in coarse_blocks(c) {
        assert!(extent > 0 && extent <= 2 << 20, "extent {extent}");
        let mut end = base;
        for (s, l) in subs {
            assert!(s >= end, "sub-allocations overlap at {s:#x}");
            assert!(s + l <= base + extent, "[{s:#x}, +{l}) outside the mapped extent [{base:#x}, +{extent})");
            end = s + l;
        }
    }
}

#[test]
fn small_coarse_grained_allocations_share_svm_blocks() {
    // Before anything reads the configuration (this binary's only test).
    std::env::set_var("SYCLRT_USM", "svm-coarse");
    std::env::remove_var("SYCLRT_USM_COARSE_SYNC");
    // Blocks are opt-in (off by default since issue 37): this file tests them.
    std::env::set_var("SYCLRT_USM_COARSE_BLOCK", "on");
    std::env::set_var("SYCLRT_USM_HOST_POOL", "on");
    let mut tested = 0;
    for i in 0..device_count() {
        let e = env(i);
        if e.provider != "svm-coarse" {
            continue;
        }
        let c = syclrt::ffi::handle::get::<syclrt::core::Context>(e.c).unwrap().cl.raw();
        let q = syclrt::ffi::handle::get::<syclrt::core::Queue>(e.q).unwrap().cl.raw();
        let refs0 = context_refs(c);
        let live0 = syclrt::core::usm::live_count();
        assert_eq!(coarse_ranges(c), 0);

        // 1. Twenty 1-byte host allocations (libsycl's kind) and two arrays:
        // one block, one range.
        const N: usize = 1024;
        let tiny: Vec<*mut c_void> = (0..20).map(|_| alloc(&e, SYCLRT_USM_HOST, 1, 0)).collect();
        let a = alloc(&e, SYCLRT_USM_HOST, N * 4, 0);
        let b = alloc(&e, SYCLRT_USM_SHARED, N * 4, 0);
        assert_eq!(coarse_ranges(c), 1, "22 small allocations, one block");
        let blocks = coarse_blocks(c);
        assert_eq!(blocks.len(), 1);
        assert_eq!(blocks[0].2.len(), 22);
        assert!(blocks[0].1 < 2 << 20, "only the used extent is mapped ({} bytes)", blocks[0].1);
        check_layout(c);
        // The block holds one context reference of its own (PoCL's SVM
        // allocation may hold one more).
        let per_block = context_refs(c) - refs0;
        assert!(per_block >= 1, "the block holds a context reference");
        for (j, &p) in tiny.iter().enumerate() {
            assert_eq!(p as usize % 128, 0, "the driver's default SVM alignment");
            // SAFETY: a live host allocation of 1 byte, the host's between commands.
            unsafe { *p.cast::<u8>() = j as u8 + 1 };
        }

        // 2. A launch brackets one range: one unmap, one map, not 22 of each.
        let k = kernel(&e);
        // SAFETY: (this block) handles from `env`; a and b hold N ints, the
        // host's between commands.
        unsafe {
            let bs = std::slice::from_raw_parts_mut(b.cast::<i32>(), N);
            for (j, v) in bs.iter_mut().enumerate() {
                *v = j as i32 + 5;
            }
            ok(syclrt_kernel_set_arg_usm(k, 0, a));
            ok(syclrt_kernel_set_arg_usm(k, 1, b));
            for round in 0..3 {
                let base = coarse_counters();
                let mut ev = null_mut();
                ok(syclrt_queue_launch(e.q, k, 1, &N, null(), null(), 0, &mut ev));
                assert_eq!(delta(base), (1, 1), "round {round}: one block, one unmap and one map");
                ok(syclrt_event_wait(&(ev as *const _), 1));
                syclrt_event_release(ev);
                // 3. Both ways: the kernel saw the host's b, the host sees its a.
                let ah = std::slice::from_raw_parts(a.cast::<i32>(), N);
                let bad = ah.iter().enumerate().filter(|(j, &v)| v != 2 * (*j as i32 + 5 + round)).count();
                assert_eq!(bad, 0, "round {round}: kernel results in a sub-allocation");
                for v in bs.iter_mut() {
                    *v += 1;
                }
            }
            for (j, &p) in tiny.iter().enumerate() {
                assert_eq!(*p.cast::<u8>(), j as u8 + 1, "a neighbour's byte survives the launches");
            }
            // Interior pointers as kernel arguments: the second half of a
            // from the second half of b.
            ok(syclrt_kernel_set_arg_usm(k, 0, a.cast::<i32>().add(N / 2).cast()));
            ok(syclrt_kernel_set_arg_usm(k, 1, b.cast::<i32>().add(N / 2).cast()));
            for v in bs.iter_mut() {
                *v = 1000;
            }
            let half = N / 2;
            ok(syclrt_queue_launch(e.q, k, 1, &half, null(), null(), 0, null_mut()));
            ok(syclrt_queue_finish(e.q));
            let ah = std::slice::from_raw_parts(a.cast::<i32>(), N);
            assert!(ah[N / 2..].iter().all(|&v| v == 2000), "interior-pointer arguments");
            assert_eq!(ah[N / 2 - 1], 2 * (N as i32 / 2 - 1 + 5 + 2), "the first half untouched (round 2)");
        }

        // 4. Pointer queries from inside a sub-allocation; the padding after
        // a 1-byte one belongs to no allocation.
        let ia = info(e.c, a.cast::<u8>().wrapping_add(1000).cast());
        assert_eq!((ia.r#type, ia.base, ia.size, ia.device_index), (SYCLRT_USM_TYPE_HOST, a, N * 4, -1));
        let ib = info(e.c, b.cast::<u8>().wrapping_add(N * 4 - 1).cast());
        assert_eq!((ib.r#type, ib.base, ib.size, ib.device_index), (SYCLRT_USM_TYPE_SHARED, b, N * 4, i as i64));
        let it = info(e.c, tiny[3]);
        assert_eq!((it.r#type, it.base, it.size), (SYCLRT_USM_TYPE_HOST, tiny[3], 1));
        assert_eq!(info(e.c, tiny[3].cast::<u8>().wrapping_add(1).cast()).r#type, SYCLRT_USM_TYPE_UNKNOWN, "padding");

        // 5. Copies, fills, memset, prefetch and advice on sub-allocations;
        // a fill past a sub-allocation's end is refused (its neighbour's).
        // SAFETY: (this block) handles from `env`; ranges inside a and b.
        unsafe {
            ok(syclrt_usm_memset(e.q, b, 0x11, N * 4, null(), 0, null_mut()));
            ok(syclrt_usm_memcpy(e.q, 1, a.cast::<u8>().add(64).cast(), b, 256, null(), 0, null_mut()));
            let pat = 0x0a0b_0c0du32;
            ok(syclrt_usm_fill(e.q, a, (&pat as *const u32).cast(), 4, 64, null(), 0, null_mut()));
            let pat3 = [1u8, 2, 3];
            ok(syclrt_usm_fill(e.q, a.cast::<u8>().add(320).cast(), pat3.as_ptr().cast(), 3, 9, null(), 0, null_mut()));
            ok(syclrt_queue_finish(e.q));
            let ab = std::slice::from_raw_parts(a.cast::<u8>(), N * 4);
            assert!(ab[..64].chunks(4).all(|w| u32::from_ne_bytes(w.try_into().unwrap()) == pat), "fill");
            assert!(ab[64..320].iter().all(|&v| v == 0x11), "memcpy between sub-allocations");
            assert_eq!(&ab[320..329], &[1, 2, 3, 1, 2, 3, 1, 2, 3], "emulated 3-byte fill");
            let r = syclrt_usm_fill(e.q, tiny[0], (&pat as *const u32).cast(), 4, 256, null(), 0, null_mut());
            assert_eq!(r, Status::InvalidValue, "a fill past a 1-byte sub-allocation: {}", last_error());
            assert_eq!(*tiny[1].cast::<u8>(), 2, "the neighbour untouched");
            let qw = syclrt::cl::Queue::borrow(&q);
            syclrt::core::usm::prefetch(qw, a as usize, N * 4, &[], false).unwrap();
            syclrt::core::usm::advise(qw, b as usize + 4, 64, false).unwrap();
            ok(syclrt_queue_finish(e.q));
        }

        // 6. Free and reuse: a freed range is unknown, then handed out again
        // (first fit); the block stays.
        let hole = tiny[5];
        free(&e, hole);
        assert_eq!(info(e.c, hole).r#type, SYCLRT_USM_TYPE_UNKNOWN, "freed");
        assert_eq!(coarse_ranges(c), 1);
        let again = alloc(&e, SYCLRT_USM_SHARED, 100, 0);
        assert_eq!(again, hole, "the freed range is reused");
        assert_eq!(info(e.c, again).r#type, SYCLRT_USM_TYPE_SHARED);
        check_layout(c);

        // 7. Alignment: honoured inside the block up to 4 KiB; past that an
        // allocation of its own; not a power of two is refused.
        let mut aligned = Vec::new();
        for al in [256usize, 1024, 4096] {
            let p = alloc(&e, SYCLRT_USM_HOST, 24, al);
            assert_eq!(p as usize % al, 0, "alignment {al}");
            aligned.push(p);
        }
        assert_eq!(coarse_ranges(c), 1, "aligned small allocations stay in the block");
        // Alignment 8 KiB: never from the block. PoCL's clSVMAlloc refuses
        // alignments past its own (128 bytes) outright, so there the request
        // fails in clSVMAlloc instead, and no range appears.
        let mut big_align: *mut c_void = null_mut();
        // SAFETY: handles from `env`, a valid out-pointer.
        let r = unsafe { syclrt_usm_alloc(e.c, e.d, SYCLRT_USM_HOST, 24, 8192, &mut big_align) };
        if r == Status::Success {
            assert_eq!(big_align as usize % 8192, 0);
            assert_eq!(coarse_ranges(c), 2, "alignment 8 KiB: a range of its own");
        } else {
            assert!(last_error().contains("clSVMAlloc"), "refused by the driver, not the block: {}", last_error());
            assert_eq!(coarse_ranges(c), 1);
            eprintln!(
                "note: the driver refuses SVM alignment 8192 ({}); the 8 KiB-aligned range is left out",
                last_error()
            );
            // A range of its own all the same, for the counts below.
            big_align = alloc(&e, SYCLRT_USM_HOST, 24 + (64 << 10), 0);
            assert_eq!(coarse_ranges(c), 2);
        }
        let mut p: *mut c_void = null_mut();
        // SAFETY: handles from `env`, a valid out-pointer.
        let r = unsafe { syclrt_usm_alloc(e.c, e.d, SYCLRT_USM_HOST, 24, 24, &mut p) };
        assert_eq!(r, Status::InvalidValue, "alignment 24");
        check_layout(c);

        // 8. Sizes: 64 KiB still comes from the block (its extent grows with
        // it), 64 KiB + 1 is an allocation of its own, and the bracket maps
        // the two ranges of its own plus the block.
        let extent0 = coarse_blocks(c)[0].1;
        let sub64 = alloc(&e, SYCLRT_USM_SHARED, 64 << 10, 0);
        assert_eq!(coarse_ranges(c), 2, "64 KiB: from the block");
        assert!(coarse_blocks(c)[0].1 > extent0, "the mapped extent grew");
        check_layout(c);
        let large = alloc(&e, SYCLRT_USM_SHARED, (64 << 10) + 1, 0);
        assert_eq!(coarse_ranges(c), 3, "64 KiB + 1: a range of its own");
        assert_eq!(info(e.c, large.cast::<u8>().wrapping_add(65_536).cast()).base, large);
        // SAFETY: the sub-allocation is the host's between commands.
        unsafe { std::ptr::write_bytes(sub64.cast::<u8>(), 0x5a, 64 << 10) };
        let base = coarse_counters();
        // SAFETY: handles from `env`; the kernel's arguments are a and b's halves (set above).
        unsafe {
            let half = N / 2;
            ok(syclrt_queue_launch(e.q, k, 1, &half, null(), null(), 0, null_mut()));
            ok(syclrt_queue_finish(e.q));
        }
        assert_eq!(delta(base), (3, 3), "block + two allocations of their own: three ranges");
        // SAFETY: as above.
        assert!(unsafe { std::slice::from_raw_parts(sub64.cast::<u8>(), 64 << 10) }.iter().all(|&v| v == 0x5a));

        // 9. A full block: a second one.
        let refs9 = context_refs(c);
        let fill: Vec<*mut c_void> = (0..40).map(|_| alloc(&e, SYCLRT_USM_HOST, 60 << 10, 0)).collect();
        let nblocks = coarse_blocks(c).len();
        assert_eq!(nblocks, 2, "40 x 60 KiB past one 2 MiB block");
        assert_eq!(context_refs(c), refs9 + per_block, "context references per block");
        check_layout(c);
        for &p in &fill {
            free(&e, p);
        }
        assert_eq!(coarse_blocks(c).len(), 1, "the second block went with its last sub-allocation");
        assert_eq!(context_refs(c), refs9);

        // 10. Error paths: a double free, an interior pointer, a foreign
        // pointer, another context: refused, and nothing freed.
        let local = [0u8; 16];
        let other = env(i);
        // SAFETY: (this block) handles from `env`; pointers only compared.
        unsafe {
            assert_eq!(syclrt_usm_free(e.c, hole.cast::<u8>().add(8).cast()), Status::InvalidValue, "interior");
            assert_eq!(syclrt_usm_free(e.c, local.as_ptr() as *mut c_void), Status::InvalidValue, "foreign");
            assert_eq!(syclrt_usm_free(other.c, a), Status::InvalidValue, "another context's free");
            assert_eq!(info(other.c, a).r#type, SYCLRT_USM_TYPE_UNKNOWN, "another context's query");
            free(&e, again);
            assert_eq!(syclrt_usm_free(e.c, again), Status::InvalidValue, "double free");
        }
        assert_eq!(info(e.c, a).base, a, "a is still live");
        drop(other);

        // How many context references the driver itself counts for one live
        // SVM allocation (PoCL: one), with one too large for the host pool.
        let r = context_refs(c);
        let x = alloc(&e, SYCLRT_USM_HOST, (1 << 20) + 4096, 0);
        let per_svm = context_refs(c) - r;
        free(&e, x);
        assert_eq!(context_refs(c), r, "an allocation too large for the host pool is freed");

        // 11. Freeing everything releases the block and its context reference
        // (the kernel, which holds one through its program, first).
        // SAFETY: the kernel made above.
        unsafe { syclrt::ffi::api::program::syclrt_kernel_release(k) };
        for p in tiny.iter().enumerate().filter(|(j, _)| *j != 5).map(|(_, &p)| p) {
            free(&e, p);
        }
        for p in aligned {
            free(&e, p);
        }
        for p in [a, b, sub64, big_align, large] {
            free(&e, p);
        }
        assert_eq!(coarse_ranges(c), 0, "no range left");
        assert!(coarse_blocks(c).is_empty(), "no block left");
        // Host allocations of their own (not in a block) went to the host
        // pool, mapped and still the driver's, each with a context reference
        // of the pool's own.
        // SAFETY: a live context, viewed without a reference.
        let pooled = syclrt::core::usm::pooled_host_count(unsafe { syclrt::cl::Context::borrow(&c) }) as u32;
        assert!(pooled > 0, "freed host allocations of their own are pooled");
        assert_eq!(context_refs(c), refs0 + pooled * (1 + per_svm), "the blocks' context references released");
        assert_eq!(syclrt::core::usm::live_count(), live0);
        // A new small allocation makes a new block, which works as before.
        let p = alloc(&e, SYCLRT_USM_HOST, 8, 0);
        assert_eq!(coarse_blocks(c).len(), 1);
        free(&e, p);
        assert_eq!(coarse_ranges(c), 0);
        // 12. Threads: four allocate, write, check and free small host and
        // shared allocations while this one launches over a and b of a
        // block of their own (the waits of `sub_take` against brackets).
        concurrent(&e, c);
        tested += 1;
    }
    assert!(tested > 0, "no device took SYCLRT_USM=svm-coarse");
    eprintln!("coarse-grained USM blocks on {tested} of {} device(s)", device_count());
}

fn concurrent(e: &Env, c: syclrt::cl::sys::cl_context) {
    const N: usize = 4096;
    let k = kernel(e);
    let a = alloc(e, SYCLRT_USM_HOST, N * 4, 0);
    let b = alloc(e, SYCLRT_USM_SHARED, N * 4, 0);
    // SAFETY: b holds N ints, the host's between commands.
    unsafe { std::slice::from_raw_parts_mut(b.cast::<i32>(), N) }.iter_mut().enumerate().for_each(|(j, v)| {
        *v = j as i32;
    });
    // Handles and pointers cross threads as addresses.
    let (ctx, dev) = (e.c as usize, e.d as usize);
    std::thread::scope(|sc| {
        for t in 0..4u8 {
            sc.spawn(move || {
                let mut mine: Vec<(*mut c_void, usize)> = Vec::new();
                for round in 0..150usize {
                    let size = 1 + (round * 37 + t as usize * 11) % 3000;
                    let kind = if round % 2 == 0 { SYCLRT_USM_HOST } else { SYCLRT_USM_SHARED };
                    let mut p: *mut c_void = null_mut();
                    // SAFETY: live handles (the env outlives the scope); the
                    // allocation is the host's (no command uses it).
                    unsafe {
                        ok(syclrt_usm_alloc(ctx as *const _, dev as *const _, kind, size, 0, &mut p));
                        std::ptr::write_bytes(p.cast::<u8>(), t + 1, size);
                    }
                    mine.push((p, size));
                    if round % 3 == 2 {
                        let (q, n) = mine.remove(0);
                        // SAFETY: as above.
                        unsafe {
                            assert!(std::slice::from_raw_parts(q.cast::<u8>(), n).iter().all(|&v| v == t + 1));
                            ok(syclrt_usm_free(ctx as *const _, q));
                        }
                    }
                }
                for (q, n) in mine {
                    // SAFETY: as above.
                    unsafe {
                        assert!(
                            std::slice::from_raw_parts(q.cast::<u8>(), n).iter().all(|&v| v == t + 1),
                            "thread {t}"
                        );
                        ok(syclrt_usm_free(ctx as *const _, q));
                    }
                }
            });
        }
        // SAFETY: handles from `env`; a and b are read and written by the
        // host only after the queue is finished.
        unsafe {
            ok(syclrt_kernel_set_arg_usm(k, 0, a));
            ok(syclrt_kernel_set_arg_usm(k, 1, b));
            for _ in 0..40 {
                ok(syclrt_queue_launch(e.q, k, 1, &N, null(), null(), 0, null_mut()));
            }
            ok(syclrt_queue_finish(e.q));
            let ah = std::slice::from_raw_parts(a.cast::<i32>(), N);
            assert!(ah.iter().enumerate().all(|(j, &v)| v == 2 * j as i32), "launches beside the threads");
        }
    });
    check_layout(c);
    free(e, a);
    free(e, b);
    assert_eq!(coarse_ranges(c), 0, "every block went with the threads' frees");
    // SAFETY: the kernel made above.
    unsafe { syclrt::ffi::api::program::syclrt_kernel_release(k) };
}
