//! `syclrt-cache`: explore and maintain the persistent device-code cache.
//!
//! ```text
//! syclrt-cache [--dir PATH] list              items: device, sizes, age, key values
//! syclrt-cache [--dir PATH] stat              totals
//! syclrt-cache [--dir PATH] verify            checksums, orphans, stale temporaries, locks
//! syclrt-cache [--dir PATH] prune [--max-size BYTES] [--older-than DAYS]
//! syclrt-cache [--dir PATH] clear             remove every unlocked item
//! ```
//! The directory defaults to the one the runtime uses (`SYCL_CACHE_DIR`,
//! else `$XDG_CACHE_HOME/syclrt`, else `~/.cache/syclrt`). Exit status: 0
//! success, 1 `verify` found problems (or an operation failed), 2 usage.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use syclrt::core::cache::disk::{decode_bin, decode_src, DiskCache, DiskConfig, Item};
use syclrt::core::cache::CacheConfig;

const USAGE: &str =
    "usage: syclrt-cache [--dir PATH] (list | stat | verify | prune [--max-size BYTES] [--older-than DAYS] | clear)";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut dir: Option<PathBuf> = None;
    let mut rest = Vec::new();
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--dir" => {
                let Some(d) = args.get(i + 1) else { return usage("--dir needs a path") };
                dir = Some(PathBuf::from(d));
                i += 2;
            }
            "-h" | "--help" => {
                println!("{USAGE}");
                return ExitCode::SUCCESS;
            }
            _ => {
                rest.push(args[i].clone());
                i += 1;
            }
        }
    }
    let root = dir.unwrap_or_else(|| CacheConfig::from_env().disk.root);
    let dc = DiskCache::new(DiskConfig::with_root(root));
    let Some(cmd) = rest.first() else { return usage("no command") };
    match cmd.as_str() {
        "list" => list(&dc),
        "stat" => stat(&dc),
        "verify" => verify(&dc),
        "prune" => prune(&dc, &rest[1..]),
        "clear" => match dc.clear() {
            Ok(n) => {
                println!("removed {n} item(s) from {}", dc.cfg.root.display());
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("syclrt-cache: {}: {e}", dc.cfg.root.display());
                ExitCode::from(1)
            }
        },
        other => usage(&format!("unknown command {other:?}")),
    }
}

fn usage(msg: &str) -> ExitCode {
    eprintln!("syclrt-cache: {msg}\n{USAGE}");
    ExitCode::from(2)
}

fn now() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs())
}

fn age(secs: u64) -> String {
    let a = now().saturating_sub(secs);
    if a < 120 {
        format!("{a}s")
    } else if a < 7200 {
        format!("{}m", a / 60)
    } else if a < 172_800 {
        format!("{}h", a / 3600)
    } else {
        format!("{}d", a / 86400)
    }
}

fn printable(b: &[u8], max: usize) -> String {
    let s: String =
        String::from_utf8_lossy(&b[..b.len().min(max)]).chars().map(|c| if c.is_control() { '.' } else { c }).collect();
    if b.len() > max {
        format!("{s}...")
    } else {
        s
    }
}

fn kind_name(k: u8) -> &'static str {
    match k {
        0 => "opencl-c",
        1 => "spir-v",
        2 => "binary",
        _ => "?",
    }
}

fn src_path(it: &Item, ext: &str) -> PathBuf {
    it.dir.join(format!("{}.{ext}", it.n))
}

fn list(dc: &DiskCache) -> ExitCode {
    let mut items = dc.items();
    items.sort_by_key(|i| std::cmp::Reverse(i.last_use));
    println!("{} item(s) in {}", items.len(), dc.cfg.root.display());
    for it in &items {
        println!("{}/{}", it.dir.display(), it.n);
        match fs::read(src_path(it, "src")).map_err(|e| e.to_string()).and_then(|d| decode_src(&d)) {
            Ok([dev, image, spec, opts]) => {
                let (kind, body) = image.split_first().map_or((255, &[][..]), |(k, b)| (*k, b));
                println!("  device:   {}", printable(&dev, 200));
                println!("  image:    {} bytes of {}", body.len(), kind_name(kind));
                println!(
                    "  spec:     {} bytes{}",
                    spec.len(),
                    if spec.is_empty() { "" } else { " (id, size, value)*" }
                );
                println!("  options:  {:?}", printable(&opts, 200));
            }
            Err(e) => println!("  key:      unreadable ({e})"),
        }
        println!(
            "  binary:   {} bytes{}   last used {} ago",
            it.bin_size.saturating_sub(40),
            if it.has_bin { "" } else { " (missing)" },
            age(it.last_use)
        );
    }
    ExitCode::SUCCESS
}

fn stat(dc: &DiskCache) -> ExitCode {
    let items = dc.items();
    let bins: u64 = items.iter().map(|i| i.bin_size).sum();
    let srcs: u64 = items.iter().map(|i| i.src_size).sum();
    let mut devices: Vec<&Path> = items.iter().filter_map(|i| i.dir.ancestors().nth(3)).collect();
    devices.sort();
    devices.dedup();
    println!("root:         {}", dc.cfg.root.display());
    println!("items:        {}", items.len());
    println!("devices:      {}", devices.len());
    println!("binary bytes: {bins}");
    println!("key bytes:    {srcs}");
    println!("total bytes:  {}", bins + srcs);
    if let Some(oldest) = items.iter().map(|i| i.last_use).min() {
        println!("oldest use:   {} ago", age(oldest));
    }
    ExitCode::SUCCESS
}

fn verify(dc: &DiskCache) -> ExitCode {
    let mut problems = 0;
    let items = dc.items();
    for it in &items {
        let name = format!("{}/{}", it.dir.display(), it.n);
        match fs::read(src_path(it, "src")) {
            Ok(d) => {
                if let Err(e) = decode_src(&d) {
                    println!("BAD     {name}.src: {e}");
                    problems += 1;
                }
            }
            Err(_) => {
                println!("ORPHAN  {name}.bin has no .src");
                problems += 1;
            }
        }
        if it.has_bin {
            if let Err(e) = fs::read(src_path(it, "bin")).map_err(|e| e.to_string()).and_then(|d| decode_bin(&d)) {
                println!("BAD     {name}.bin: {e}");
                problems += 1;
            }
        } else {
            let lock = fs::OpenOptions::new().read(true).open(src_path(it, "lock"));
            let held = lock.is_ok_and(|f| {
                use std::os::unix::io::AsRawFd;
                // SAFETY: flock on a descriptor we own.
                let got = unsafe { libc::flock(f.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) } == 0;
                !got
            });
            if held {
                println!("BUSY    {name}: being written now");
            } else {
                println!(
                    "STALE   {name}.src has no .bin and no writer (a killed writer; the next build takes it over)"
                );
                problems += 1;
            }
        }
    }
    for t in dc.stale_temps() {
        println!("TEMP    {} (left by a killed writer)", t.display());
        problems += 1;
    }
    println!("{} item(s) checked, {problems} problem(s)", items.len());
    if problems == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

fn prune(dc: &DiskCache, args: &[String]) -> ExitCode {
    let mut max_size = 0u64;
    let mut age: Option<Duration> = None;
    let mut i = 0;
    while i < args.len() {
        let val = args.get(i + 1);
        match (args[i].as_str(), val) {
            ("--max-size", Some(v)) => match v.parse() {
                Ok(n) => max_size = n,
                Err(_) => return usage("--max-size needs a byte count"),
            },
            ("--older-than", Some(v)) => match v.parse::<f64>() {
                Ok(d) if d >= 0.0 => age = Some(Duration::from_secs_f64(d * 86400.0)),
                _ => return usage("--older-than needs a number of days"),
            },
            _ => return usage(&format!("bad prune argument {:?}", args[i])),
        }
        i += 2;
    }
    if max_size == 0 && age.is_none() {
        return usage("prune needs --max-size and/or --older-than");
    }
    let n = dc.evict(max_size, age);
    println!("removed {n} item(s); {} bytes remain", dc.size());
    ExitCode::SUCCESS
}
