//! Exact transfer accounting: for each access pattern, the bytes moved and
//! the copies issued equal the minimum (the outdated pages the accessor
//! needs, in as many copies as there are maximal outdated boxes), and the
//! data is right afterwards. Runs on two PoCL devices of one context.

mod buffer_util;

use buffer_util::*;
use syclrt::core::buffer::{queue_stats, Access, AccessMode, TransferStats};

const PAGE: usize = 1024; // uints per page: 4 KiB
const PB: u64 = (PAGE * 4) as u64;
const N: usize = 16 * PAGE;

fn delta(a: TransferStats, b: TransferStats) -> (u64, u64) {
    (b.bytes() - a.bytes(), b.copies() - a.copies())
}

#[test]
fn read_after_write_on_another_device_moves_the_written_pages_once() {
    let e = Env::two();
    if skip_for_pocl_dlcache_bug(&e.devs) {
        return;
    }
    let fill = e.kernel("fill2d");
    let touch = e.kernel("touch");
    let b = e.buf1(N, PAGE, None);
    // Uninitialised buffer, discard write: nothing to move.
    let s = run_box(&e.queues[0], &fill, &b, AccessMode::DiscardWrite, 0, 0, 1, N, 7);
    assert_eq!(s.stats, TransferStats::default());
    // Read on the other device: all 16 pages, one direct copy.
    let s = run_touch(&e.queues[1], &touch, Access::whole(&b, AccessMode::Read));
    assert_eq!((s.stats.device_to_device_bytes, s.stats.device_to_device_copies), (N as u64 * 4, 1));
    assert_eq!((s.stats.bytes(), s.stats.copies()), (N as u64 * 4, 1));
    // Repeated reads, on either device: nothing.
    for q in [&e.queues[1], &e.queues[0], &e.queues[1]] {
        let s = run_touch(q, &touch, Access::whole(&b, AccessMode::Read));
        assert_eq!(s.stats, TransferStats::default());
    }
    // A sub-range written on device 0 then read on device 1: just those pages.
    let s = run_box(&e.queues[0], &fill, &b, AccessMode::Write, 0, 3 * PAGE, 1, 2 * PAGE, 9);
    assert_eq!(s.stats, TransferStats::default(), "device 0 is up to date");
    let s = run_touch(&e.queues[1], &touch, Access::whole(&b, AccessMode::Read));
    assert_eq!((s.stats.bytes(), s.stats.copies()), (2 * PB, 1));
    let mut want = vec![7u32; N];
    want[3 * PAGE..5 * PAGE].fill(9);
    assert_eq!(host_read(&b), want);
    // Host read moved all 16 pages in one copy (from device 0 or 1).
    assert_eq!(b.stats().device_to_host_bytes, N as u64 * 4);
    assert_eq!(b.stats().device_to_host_copies, 1);
    assert_eq!(b.device_allocations(), 2);
}

#[test]
fn disjoint_halves_written_on_two_devices_are_read_whole_from_both() {
    let e = Env::two();
    if skip_for_pocl_dlcache_bug(&e.devs) {
        return;
    }
    let fill = e.kernel("fill2d");
    let touch = e.kernel("touch");
    let init: Vec<u32> = (0..N as u32).collect();
    let b = e.buf1(N, PAGE, Some(&init));
    let s0 = run_box(&e.queues[0], &fill, &b, AccessMode::DiscardWrite, 0, 0, 1, N / 2, 1);
    let s1 = run_box(&e.queues[1], &fill, &b, AccessMode::DiscardWrite, 0, N / 2, 1, N / 2, 2);
    assert_eq!((s0.stats, s1.stats), (TransferStats::default(), TransferStats::default()));
    assert!(s1.dependencies.is_empty(), "disjoint halves do not conflict");
    // The host needs both halves: one copy from each device (two sources).
    let before = b.stats();
    let got = host_read(&b);
    let after = b.stats();
    assert_eq!(delta(before, after), (N as u64 * 4, 2));
    assert_eq!(after.device_to_host_copies - before.device_to_host_copies, 2);
    let mut want = vec![1u32; N];
    want[N / 2..].fill(2);
    assert_eq!(got, want);
    // Device 0 now needs only the second half.
    let s = run_touch(&e.queues[0], &touch, Access::whole(&b, AccessMode::Read));
    assert_eq!((s.stats.bytes(), s.stats.copies()), (N as u64 * 2, 1));
    // Per-queue accounting adds up to the submissions on each queue.
    assert_eq!(queue_stats(&e.queues[0]).bytes(), N as u64 * 2);
    assert_eq!(queue_stats(&e.queues[1]).bytes(), 0);
}

#[test]
fn discard_never_transfers_and_write_does() {
    let e = Env::two();
    if skip_for_pocl_dlcache_bug(&e.devs) {
        return;
    }
    let fill = e.kernel("fill2d");
    let init = vec![5u32; N];
    let b = e.buf1(N, PAGE, Some(&init));
    let s = run_box(&e.queues[0], &fill, &b, AccessMode::DiscardWrite, 0, 0, 1, N, 1);
    assert_eq!(s.stats, TransferStats::default());
    let s = run_box(&e.queues[1], &fill, &b, AccessMode::DiscardReadWrite, 0, 2 * PAGE, 1, 4 * PAGE, 2);
    assert_eq!(s.stats, TransferStats::default());
    // A plain write keeps the untouched part of its pages: page-aligned, so
    // it needs its pages' current data, from wherever they are valid.
    let s = run_box(&e.queues[1], &fill, &b, AccessMode::Write, 0, 0, 1, 4 * PAGE, 3);
    assert_eq!((s.stats.bytes(), s.stats.copies()), (2 * PB, 1), "pages 0-1 from device 0; 2-3 are current");
    // A discard accessor covering half a page still needs that page's
    // other half (the documented exception that keeps data correct).
    let s = run_box(&e.queues[0], &fill, &b, AccessMode::DiscardWrite, 0, 8 * PAGE, 1, PAGE / 2, 4);
    assert_eq!((s.stats.bytes(), s.stats.copies()), (0, 0), "page 8 is current on device 0");
    let s = run_box(&e.queues[1], &fill, &b, AccessMode::DiscardWrite, 0, 8 * PAGE + PAGE / 2, 1, PAGE / 2, 6);
    assert_eq!((s.stats.bytes(), s.stats.copies()), (PB, 1));
    let mut want = vec![1u32; N];
    want[..4 * PAGE].fill(3);
    want[4 * PAGE..6 * PAGE].fill(2);
    want[8 * PAGE..8 * PAGE + PAGE / 2].fill(4);
    want[8 * PAGE + PAGE / 2..9 * PAGE].fill(6);
    assert_eq!(host_read(&b), want);
}

#[test]
fn uninitialized_buffers_never_transfer() {
    let e = Env::two();
    if skip_for_pocl_dlcache_bug(&e.devs) {
        return;
    }
    let touch = e.kernel("touch");
    let b = e.buf1(N, PAGE, None);
    for q in [&e.queues[0], &e.queues[1], &e.queues[0]] {
        let s = run_touch(q, &touch, Access::whole(&b, AccessMode::Read));
        assert_eq!(s.stats, TransferStats::default());
    }
    let _ = host_read(&b);
    assert_eq!(b.stats(), TransferStats::default());
    // A read-write accessor still moves nothing (nothing to preserve)...
    let s = run_touch(&e.queues[0], &touch, Access::whole(&b, AccessMode::ReadWrite));
    assert_eq!(s.stats, TransferStats::default());
    // ...but its kernel may have written data: now a read elsewhere moves it.
    let s = run_touch(&e.queues[1], &touch, Access::whole(&b, AccessMode::Read));
    assert_eq!((s.stats.bytes(), s.stats.copies()), (N as u64 * 4, 1));
    let c = e.buf1(N, PAGE, None);
    let _ = host_read(&c);
    let s = run_touch(&e.queues[1], &touch, Access::whole(&c, AccessMode::Read));
    assert_eq!(c.stats(), TransferStats::default());
    assert_eq!(s.stats, TransferStats::default());
}

#[test]
fn two_d_sub_ranges_move_only_outdated_pages_as_rectangles() {
    let e = Env::two();
    if skip_for_pocl_dlcache_bug(&e.devs) {
        return;
    }
    let fill = e.kernel("fill2d");
    let touch = e.kernel("touch");
    let (rows, cols) = (64, 64);
    let init: Vec<u32> = (0..(rows * cols) as u32).collect();
    let b = e.buf2(rows, cols, [8, 8], Some(&init));
    assert_eq!(b.layout.pages, [1, 8, 8]);
    let page = 8 * 8 * 4u64;
    // Rows 8..24, cols 16..40: pages rows 1..3, cols 2..5 (2x3 pages), one rectangular copy.
    let s = run_touch(&e.queues[0], &touch, Access::new(&b, AccessMode::Read, &[8, 16], &[16, 24]).unwrap());
    assert_eq!((s.stats.host_to_device_bytes, s.stats.host_to_device_copies), (6 * page, 1));
    // An unaligned box rounds out to the pages it touches: rows 10..11 and
    // cols 3..4 lie in page (1, 0), which is outdated on device 0.
    let s = run_touch(&e.queues[0], &touch, Access::new(&b, AccessMode::Read, &[10, 3], &[1, 1]).unwrap());
    assert_eq!((s.stats.bytes(), s.stats.copies()), (page, 1));
    // Write rows 0..16, all columns: outdated pages are page-row 0 (8
    // pages), and page-row 1 except cols 0 and 2..5: cols 1 and 5..8.
    // Maximal boxes: row 0 whole, (1,1), (1,5..8) -> 3 copies.
    let s = run_box(&e.queues[0], &fill, &b, AccessMode::Write, 0, 0, 16, cols, 1);
    assert_eq!((s.stats.bytes(), s.stats.copies()), ((8 + 1 + 3) * page, 3));
    // The other device reads a 2-D box crossing both written and initial data.
    let s = run_touch(&e.queues[1], &touch, Access::new(&b, AccessMode::Read, &[8, 8], &[16, 16]).unwrap());
    // Pages rows 1..3, cols 1..3: row 1 from device 0 (2 pages), row 2 from the host (2 pages).
    assert_eq!((s.stats.device_to_device_bytes, s.stats.device_to_device_copies), (2 * page, 1));
    assert_eq!((s.stats.host_to_device_bytes, s.stats.host_to_device_copies), (2 * page, 1));
    // The host gets back the 16 written rows: contiguous, one copy.
    let before = b.stats();
    let got = host_read(&b);
    assert_eq!(delta(before, b.stats()), (16 * 64 * 4, 1));
    let mut want = init.clone();
    want[..16 * 64].fill(1);
    assert_eq!(got, want);
}

#[test]
fn reinterpreted_views_use_a_conservative_page_range() {
    let e = Env::two();
    if skip_for_pocl_dlcache_bug(&e.devs) {
        return;
    }
    let touch = e.kernel("touch");
    let init: Vec<u32> = (0..N as u32).collect();
    let b = e.buf1(N, PAGE, Some(&init));
    // 50 bytes inside page 2 (as if the buffer were bytes): one page.
    let s = run_touch(&e.queues[0], &touch, Access::linear(&b, AccessMode::Read, 2 * PB as usize + 100, 50));
    assert_eq!((s.stats.bytes(), s.stats.copies()), (PB, 1));
    // An interval over pages 3..6 seen as 8-byte elements, starting mid-element.
    let s = run_touch(&e.queues[0], &touch, Access::linear(&b, AccessMode::Read, 3 * PB as usize + 6, 2 * PB as usize));
    assert_eq!((s.stats.bytes(), s.stats.copies()), (3 * PB, 1));
    // On a 2-D buffer an interval crossing rows widens to whole rows.
    let b2 = e.buf2(16, 64, [4, 16], Some(&vec![1u32; 16 * 64]));
    let s = run_touch(&e.queues[1], &touch, Access::linear(&b2, AccessMode::Read, 64 * 4 + 60 * 4, 8 * 4));
    // Rows 1..2 -> page row 0 (rows 0..4), all 4 page columns.
    assert_eq!((s.stats.bytes(), s.stats.copies()), (4 * 64 * 4, 1));
    // Discard through a reshaped view that is not exact behaves like a write.
    let s = run_touch(&e.queues[0], &touch, Access::linear(&b2, AccessMode::DiscardWrite, 0, 4 * 64 * 4 + 4));
    assert_eq!((s.stats.bytes(), s.stats.copies()), (8 * 64 * 4, 1));
}

#[test]
fn allocations_are_lazy_full_size_and_stable() {
    let e = Env::two();
    if skip_for_pocl_dlcache_bug(&e.devs) {
        return;
    }
    let fill = e.kernel("fill2d");
    let b = e.buf1(N, PAGE, None);
    assert_eq!(b.device_allocations(), 0);
    assert!(!b.has_host_allocation(), "no host data: no host allocation yet");
    assert!(e.buf1(N, PAGE, Some(&vec![1; N])).has_host_allocation(), "host data is copied in at construction");
    run_box(&e.queues[0], &fill, &b, AccessMode::DiscardWrite, 0, 0, 1, 16, 1);
    assert_eq!(b.device_allocations(), 1);
    let m0 = b.native_mem(&e.devs[0]).unwrap();
    for i in 0..6 {
        run_box(&e.queues[i % 2], &fill, &b, AccessMode::Write, 0, 0, 1, N, i as u32);
    }
    assert_eq!(b.device_allocations(), 2);
    assert_eq!(b.native_mem(&e.devs[0]).unwrap().raw(), m0.raw(), "the allocation never moves");
    for d in &e.devs {
        assert_eq!(b.native_mem(d).unwrap().size().unwrap(), N * 4, "every allocation has the full size");
    }
    // A queue on the same device (same cl_device_id) shares the allocation.
    let q2 = syclrt::core::Queue::new(&e.ctx, &e.devs[0], 0).unwrap();
    run_box(&q2, &fill, &b, AccessMode::Write, 0, 0, 1, 16, 9);
    assert_eq!(b.device_allocations(), 2);
    // Device 1 wrote last (all pages); the partial write of page 0 on device 0 fetched that page first.
    assert_eq!(b.valid_pages(Some(&e.devs[0])).unwrap(), 1);
    assert_eq!(b.valid_pages(Some(&e.devs[1])).unwrap(), 15);
    assert_eq!(b.valid_pages(None).unwrap(), 0);
}

#[test]
fn three_d_boxes_round_trip_through_rectangular_copies() {
    let e = Env::two();
    if skip_for_pocl_dlcache_bug(&e.devs) {
        return;
    }
    let touch = e.kernel("touch");
    let dims = [6usize, 8, 12];
    let n: usize = dims.iter().product();
    let init: Vec<u32> = (0..n as u32).map(|i| i.wrapping_mul(2_654_435_761)).collect();
    let b = syclrt::core::Buffer::new(&e.ctx, &dims, 4, &[2, 4, 4], Some(&as_bytes(&init))).unwrap();
    assert_eq!(b.layout.pages, [3, 2, 3]);
    let page = 2 * 4 * 4 * 4u64;
    // Slices 1..4, rows 2..6, cols 5..9: pages z 0..2, y 0..2, x 1..3 = 8 pages, one 3-D box.
    let s = run_touch(&e.queues[0], &touch, Access::new(&b, AccessMode::ReadWrite, &[1, 2, 5], &[3, 4, 4]).unwrap());
    assert_eq!((s.stats.host_to_device_bytes, s.stats.host_to_device_copies), (8 * page, 1));
    // Device 1 reads an overlapping box: slices 0..4, all rows, cols 8..12.
    let s = run_touch(&e.queues[1], &touch, Access::new(&b, AccessMode::Read, &[0, 0, 8], &[4, 8, 4]).unwrap());
    // Pages z 0..2, y 0..2, x 2: from device 0 (z 0..2, y 0..2, x 2 are current there): 4 pages in one box.
    assert_eq!((s.stats.device_to_device_bytes, s.stats.device_to_device_copies), (4 * page, 1));
    assert_eq!(s.stats.host_to_device_bytes, 0);
    // The host gets the 8 pages back (they are current only on the devices) and the data is intact.
    let before = b.stats();
    assert_eq!(host_read(&b), init);
    let after = b.stats();
    assert_eq!(
        (
            after.device_to_host_bytes - before.device_to_host_bytes,
            after.device_to_host_copies - before.device_to_host_copies
        ),
        (8 * page, 1)
    );
}
