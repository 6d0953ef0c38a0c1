//! `syclrt-cache`: explore and maintain the persistent device-code cache.
//!
//! ```text
//! syclrt-cache [--dir PATH] list              items: device, sizes, age, key values
//! syclrt-cache [--dir PATH] stat [--json] [--zero]  totals, hits, misses, hit rate
//! syclrt-cache [--dir PATH] verify            checksums, orphans, stale temporaries, locks
//! syclrt-cache [--dir PATH] prune [--max-size BYTES] [--older-than DAYS]
//! syclrt-cache [--dir PATH] clear             remove every unlocked item
//! ```
//! `stat` also reports hits, misses and the hit rate across runs (from
//! `<root>/stats.log`, see `syclrt::core::cache::stats_log`); `--json` and
//! `--zero` as in `ccache -s` / `ccache -z`. The directory defaults to the one the runtime uses (`SYCL_CACHE_DIR`,
//! else `$XDG_CACHE_HOME/syclrt`, else `~/.cache/syclrt`). Exit status: 0
//! success, 1 `verify` found problems (or an operation failed), 2 usage.

use clap::{CommandFactory, Parser, Subcommand};
use serde_json::json;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use syclrt::core::cache::disk::{decode_bin, decode_src, try_lock, DiskCache, DiskConfig, Item, Lock};
use syclrt::core::cache::{stats_log, CacheConfig};

/// Explores and maintains syclrt's persistent device-code cache (the
/// programs built on earlier runs, reused by later ones).
#[derive(Parser)]
#[command(
    name = "syclrt-cache",
    version,
    after_help = "The directory defaults to the one the runtime uses: SYCL_CACHE_DIR, else\n\
$XDG_CACHE_HOME/syclrt, else ~/.cache/syclrt.\n\n\
Exit status:\n  0  success\n  1  verify found problems, or an operation failed\n  2  bad usage"
)]
struct Cli {
    /// The cache directory.
    #[arg(long, value_name = "PATH", global = true)]
    dir: Option<PathBuf>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Every item: device, image kind and size, options, binary size, last use.
    List,
    /// Totals: items, devices, bytes; hits, misses and hit rate across runs.
    Stat {
        /// Print the totals as one JSON object.
        #[arg(long)]
        json: bool,
        /// Reset the hit and miss counters (the items stay).
        #[arg(long)]
        zero: bool,
    },
    /// Checks checksums, items of killed writers and leftover temporaries (exit 1 if any).
    Verify,
    /// Evicts least recently used items past a size, and items unused for a time.
    #[command(group = clap::ArgGroup::new("limit").required(true).multiple(true))]
    Prune {
        /// Keep at most this many bytes.
        #[arg(long, value_name = "BYTES", group = "limit")]
        max_size: Option<u64>,
        /// Remove items not used for this many days (a fraction is allowed).
        #[arg(long, value_name = "DAYS", group = "limit", value_parser = parse_days)]
        older_than: Option<Duration>,
    },
    /// Removes every item that no process is writing.
    Clear,
}

fn parse_days(s: &str) -> Result<Duration, String> {
    match s.parse::<f64>() {
        Ok(d) if d >= 0.0 && d.is_finite() => Ok(Duration::from_secs_f64(d * 86400.0)),
        _ => Err(format!("{s:?} is not a number of days (>= 0)")),
    }
}

fn main() -> ExitCode {
    // clap exits with 2 on bad usage; every such error also shows the usage line.
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) if !e.use_stderr() => e.exit(),
        Err(e) => {
            let _ = e.print();
            if !e.to_string().contains("Usage:") {
                eprintln!("\n{}", Cli::command().render_usage());
            }
            return ExitCode::from(2);
        }
    };
    let root = cli.dir.unwrap_or_else(|| CacheConfig::from_env().disk.root);
    let dc = DiskCache::new(DiskConfig::with_root(root));
    match cli.command {
        Command::List => list(&dc),
        Command::Stat { json, zero } => stat(&dc, json, zero),
        Command::Verify => verify(&dc),
        Command::Prune { max_size, older_than } => prune(&dc, max_size.unwrap_or(0), older_than),
        Command::Clear => match dc.clear() {
            Ok(n) => {
                println!("removed {n} item(s) from {}", dc.cfg.root.display());
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("syclrt-cache: {}: {e}", dc.cfg.root.display());
                ExitCode::from(1)
            }
        },
    }
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

fn stat(dc: &DiskCache, as_json: bool, zero: bool) -> ExitCode {
    let root = &dc.cfg.root;
    if zero {
        if let Err(e) = stats_log::zero(root) {
            eprintln!("syclrt-cache: {}: {e}", root.join(stats_log::FILE_NAME).display());
            return ExitCode::from(1);
        }
        println!("statistics zeroed");
        return ExitCode::SUCCESS;
    }
    let items = dc.items();
    let bins: u64 = items.iter().map(|i| i.bin_size).sum();
    let srcs: u64 = items.iter().map(|i| i.src_size).sum();
    let mut devices: Vec<&Path> = items.iter().filter_map(|i| i.dir.ancestors().nth(3)).collect();
    devices.sort();
    devices.dedup();
    let totals = match stats_log::read(root) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("syclrt-cache: {}: {e}", root.join(stats_log::FILE_NAME).display());
            return ExitCode::from(1);
        }
    };
    let oldest = items.iter().map(|i| i.last_use).min();
    if as_json {
        let v = json!({
            "root": root,
            "items": items.len(),
            "devices": devices.len(),
            "binary_bytes": bins,
            "key_bytes": srcs,
            "total_bytes": bins + srcs,
            "oldest_use_seconds_ago": oldest.map(|t| now().saturating_sub(t)),
            "hits": totals.hits,
            "misses": totals.misses,
            "hit_rate_percent": totals.hit_rate(),
            "stores_skipped": totals.skipped,
        });
        println!("{v}");
        return ExitCode::SUCCESS;
    }
    println!("root:         {}", root.display());
    println!("items:        {}", items.len());
    println!("devices:      {}", devices.len());
    println!("binary bytes: {bins}");
    println!("key bytes:    {srcs}");
    println!("total bytes:  {}", bins + srcs);
    if let Some(oldest) = oldest {
        println!("oldest use:   {} ago", age(oldest));
    }
    println!("hits:         {}", totals.hits);
    println!("misses:       {}", totals.misses);
    match totals.hit_rate() {
        Some(r) => println!("hit rate:     {r:.2} %"),
        None => println!("hit rate:     - (no lookup yet)"),
    }
    println!("stores skipped: {} (misses not stored by the store policy, SYCLRT_CACHE_STORE)", totals.skipped);
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
            let held = lock.is_ok_and(|f| !try_lock(&f, Lock::Exclusive));
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

fn prune(dc: &DiskCache, max_size: u64, age: Option<Duration>) -> ExitCode {
    let n = dc.evict(max_size, age);
    println!("removed {n} item(s); {} bytes remain", dc.size());
    ExitCode::SUCCESS
}
