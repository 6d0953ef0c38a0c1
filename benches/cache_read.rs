//! Reading a persistent-cache binary on a hit, three ways, each ending in
//! the same SHA-1 check and copy of the binary out (`decode_bin`):
//! `read` (what `disk.rs` did: open, `read_to_end` into an empty `Vec`),
//! `sized` (as `std::fs::read`: the `Vec` sized from the file length first)
//! and `mmap` (`memmap2::Mmap`). Files are warm in the
//! page cache, as on a repeated hit. Runs alternate between the two ways,
//! and each figure is the median of many runs.
//!
//! ```text
//! nice -n 10 cargo bench --bench cache_read            ~100 KB and ~1 MB binaries
//! BENCH_RUNS=2001 cargo bench --bench cache_read       more runs (default 501)
//! ```

use std::fs::File;
use std::hint::black_box;
use std::io::Read;
use std::time::Instant;
use syclrt::core::cache::disk::{decode_bin, encode_bin};

fn via_read(path: &std::path::Path) -> Vec<u8> {
    let mut f = File::open(path).expect("open");
    let mut v = Vec::new();
    f.read_to_end(&mut v).expect("read");
    decode_bin(&v).expect("decode")
}

/// As `std::fs::read`: the buffer sized from the file's length up front.
fn via_read_sized(path: &std::path::Path) -> Vec<u8> {
    let mut f = File::open(path).expect("open");
    let len = f.metadata().map_or(0, |m| m.len() as usize);
    let mut v = Vec::with_capacity(len);
    f.read_to_end(&mut v).expect("read");
    decode_bin(&v).expect("decode")
}

fn via_mmap(path: &std::path::Path) -> Vec<u8> {
    let f = File::open(path).expect("open");
    // SAFETY: the bench's own file, not changed while mapped.
    let m = unsafe { memmap2::Mmap::map(&f) }.expect("map");
    decode_bin(&m).expect("decode")
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v[v.len() / 2]
}

fn main() {
    let runs: usize = std::env::var("BENCH_RUNS").ok().and_then(|s| s.parse().ok()).unwrap_or(501);
    let dir = std::env::temp_dir().join(format!("syclrt-bench-read-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    println!("cache_read: {runs} runs each, alternating; medians in microseconds");
    for &(label, size) in &[("100 KB", 100 * 1024), ("1 MB", 1024 * 1024)] {
        // Pseudo-random contents (an xorshift), so nothing is special-cased.
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        let bin: Vec<u8> = (0..size)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                x as u8
            })
            .collect();
        let path = dir.join(format!("{size}.bin"));
        std::fs::write(&path, encode_bin(&bin)).expect("write");
        assert_eq!(via_read(&path), bin);
        assert_eq!(via_read_sized(&path), bin);
        assert_eq!(via_mmap(&path), bin);
        let ways: [fn(&std::path::Path) -> Vec<u8>; 3] = [via_read, via_read_sized, via_mmap];
        let mut times: [Vec<f64>; 3] = Default::default();
        for i in 0..runs * 3 {
            let t = Instant::now();
            let out = ways[i % 3](&path);
            times[i % 3].push(t.elapsed().as_secs_f64() * 1e6);
            black_box(out);
        }
        let [r, s, m] = times.map(median);
        println!(
            "  {label:>6}: read {r:8.1} us   sized {s:8.1} us   mmap {m:8.1} us   sized/read {:.3}   mmap/read {:.3}   mmap/sized {:.3}",
            s / r,
            m / r,
            m / s
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
