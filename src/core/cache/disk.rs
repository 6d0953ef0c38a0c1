//! The persistent (on-disk) device-code cache.
//!
//! Layout (the seed's): `<root>/<device hash>/<image hash>/<spec constants
//! hash>/<build options hash>/` holds items `<n>.src` (the full key values),
//! `<n>.bin` (the built binary), plus `<n>.lock` (an `flock` lock file),
//! `<n>.use` (the recorded last-use time) and `.dirlock` (the directory's
//! lock). Hashes are SHA-1; `n` counts hash collisions from 0.
//!
//! Formats: both files start with an 8-byte magic and a `u32` format
//! version; `.src` is four length-prefixed fields (device string, image,
//! spec-constant bytes, build options) and a SHA-1 of what precedes it;
//! `.bin` is one length-prefixed binary and its SHA-1. A file with another
//! version, a bad checksum or a short read is a miss.
//!
//! Locking (advisory `flock`, released by the kernel when a process dies,
//! so a killed writer never leaves a lock behind):
//! - a new item is created under the directory's `.dirlock` (exclusive),
//!   which is held only while choosing `n` and writing `<n>.src`;
//! - the writer holds `<n>.lock` exclusively from before `<n>.src` exists
//!   until `<n>.bin` has been renamed into place; readers hold it shared;
//! - files are written to a temporary name and renamed, so a reader sees a
//!   whole file or none;
//! - **cross-process single flight**: `<n>.src` is written *before* the
//!   build, so a second process starting on the same key finds it, waits
//!   (bounded) for the shared lock and loads the binary instead of building;
//!   a `.src` with no `.bin` and no lock holder is a dead writer's slot and
//!   is taken over.
//!
//! Every problem (I/O, parse, permissions, timeouts) is a miss plus a trace
//! line (`SYCL_CACHE_TRACE` bit 1), never an error for the caller.
//!
//! Security: directories are created 0700 and files 0600; a directory or
//! file that is a symlink, owned by another user, or writable by group or
//! others is never read from or written to (a miss and a warning); files
//! are opened with `O_NOFOLLOW`; names come only from hashes and numbers.

use super::key::{sha1_plain, DiskKey};
use std::fs::{self, File, OpenOptions};
use std::io::{Read, Write};
use std::os::unix::fs::{DirBuilderExt, MetadataExt, OpenOptionsExt};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// Format version written in every `.src` and `.bin` header.
pub const FORMAT_VERSION: u32 = 1;
const SRC_MAGIC: &[u8; 8] = b"SYCLRTS\0";
const BIN_MAGIC: &[u8; 8] = b"SYCLRTB\0";

/// Settings of a persistent cache.
#[derive(Clone, Debug)]
pub struct DiskConfig {
    pub root: PathBuf,
    /// Size cap in bytes (0: none).
    pub max_size: u64,
    /// Evict items unused for this long (None: never by age).
    pub max_age: Option<Duration>,
    /// False: never evict.
    pub eviction: bool,
    /// Images outside `[min_image_size, max_image_size]` bytes are not stored.
    pub min_image_size: u64,
    pub max_image_size: u64,
    pub trace: bool,
    /// The longest a request waits for another writer's lock.
    pub lock_timeout: Duration,
}

impl DiskConfig {
    /// Defaults for a root directory (used by tests and the explorer).
    pub fn with_root(root: impl Into<PathBuf>) -> DiskConfig {
        DiskConfig {
            root: root.into(),
            max_size: 1 << 30,
            max_age: None,
            eviction: true,
            min_image_size: 0,
            max_image_size: 1 << 30,
            trace: false,
            lock_timeout: Duration::from_secs(120),
        }
    }
}

/// Counters of a persistent cache.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DiskCounters {
    pub hits: u64,
    pub misses: u64,
    pub writes: u64,
    /// Requests that waited for another process's (or thread's) writer.
    pub waits: u64,
    pub evictions: u64,
    /// Items skipped for a permission rule, a bad checksum or a parse error.
    pub rejected: u64,
    /// Misses whose store the store policy skipped (`core::cache::policy`:
    /// the driver's own cache serves the next run, or `SYCLRT_CACHE_STORE=never`).
    pub skipped: u64,
}

/// A persistent cache rooted at one directory.
///
/// Thread safety: every method may be called from any thread and any
/// number of processes at once.
#[derive(Clone, Debug)]
pub struct DiskCache {
    pub cfg: DiskConfig,
    /// Counters and the size estimate, shared by clones (a clone is what a
    /// background store job holds).
    s: std::sync::Arc<Shared>,
}

#[derive(Debug, Default)]
struct Shared {
    hits: AtomicU64,
    misses: AtomicU64,
    writes: AtomicU64,
    waits: AtomicU64,
    evictions: AtomicU64,
    rejected: AtomicU64,
    skipped: AtomicU64,
    /// What this process knows of the cache's size, so that a store does
    /// not walk the whole tree: see [`DiskCache::evict_if_needed`].
    size_estimate: std::sync::Mutex<SizeEstimate>,
    /// Hits and misses across runs (`<root>/stats.log`, for `syclrt-cache stat`).
    stats_log: super::stats_log::StatsLog,
}

/// The cache size as last scanned plus what this process stored since.
#[derive(Debug, Default)]
struct SizeEstimate {
    /// None until the first scan.
    bytes: Option<u64>,
    last_scan: Option<Instant>,
}

/// How often a store may rescan the tree (to see other processes' items and
/// to apply the age limit) when the estimate is under the size cap.
const RESCAN_INTERVAL: Duration = Duration::from_secs(60);

/// An item slot this process owns for writing (holds `<n>.lock` exclusively).
#[derive(Debug)]
pub struct Claim {
    dir: PathBuf,
    n: u64,
    _lock: File,
}

/// The result of [`DiskCache::claim`].
#[derive(Debug)]
pub enum ClaimResult {
    /// Another writer finished meanwhile (or was waited for): its binary.
    Hit(Vec<u8>),
    /// This process builds and then calls [`DiskCache::complete`].
    Claimed(Claim),
    /// The cache cannot be used for this key (traced).
    Unavailable,
}

/// The result of [`DiskCache::probe`].
#[derive(Debug, PartialEq, Eq)]
pub enum Lookup {
    Hit(Vec<u8>),
    Miss,
    /// The cache may not be used for this key (warned once, counted as rejected).
    Unusable,
}

impl Lookup {
    pub fn found(self) -> Option<Vec<u8>> {
        match self {
            Lookup::Hit(b) => Some(b),
            _ => None,
        }
    }
}

/// One item on disk, for eviction and the explorer.
#[derive(Clone, Debug)]
pub struct Item {
    pub dir: PathBuf,
    pub n: u64,
    pub bin_size: u64,
    pub src_size: u64,
    /// Recorded last use (seconds since the epoch); falls back to the `.bin` mtime.
    pub last_use: u64,
    pub has_bin: bool,
}

fn now_nanos() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64)
}

/// The two kinds of `flock` lock an item's or a directory's lock file is
/// taken in.
#[derive(Clone, Copy)]
pub enum Lock {
    Shared,
    Exclusive,
}

/// Takes a lock without blocking (`flock(LOCK_NB)`, through `fs4`): false
/// when another open file holds a conflicting lock, or on any error. The
/// lock lives as long as the file stays open.
pub fn try_lock(f: &File, kind: Lock) -> bool {
    // Called as trait functions on purpose: from Rust 1.89 `File` has
    // inherent methods of these names (other return types) that a method
    // call would pick instead.
    let got = match kind {
        Lock::Shared => fs4::fs_std::FileExt::try_lock_shared(f),
        Lock::Exclusive => fs4::fs_std::FileExt::try_lock_exclusive(f),
    };
    matches!(got, Ok(true))
}

/// Takes a lock, polling without blocking until `timeout` has passed.
fn lock_bounded(f: &File, kind: Lock, timeout: Duration) -> bool {
    if try_lock(f, kind) {
        return true;
    }
    let deadline = Instant::now() + timeout;
    let mut pause = Duration::from_micros(200);
    while Instant::now() < deadline {
        std::thread::sleep(pause);
        if try_lock(f, kind) {
            return true;
        }
        pause = (pause * 2).min(Duration::from_millis(20));
    }
    false
}

fn euid() -> u32 {
    // SAFETY: geteuid has no preconditions and cannot fail.
    unsafe { libc::geteuid() }
}

/// Why a path may not be used, or None when it is safe.
fn unsafe_reason(path: &Path, want_dir: bool) -> Option<String> {
    let md = match fs::symlink_metadata(path) {
        Ok(m) => m,
        Err(e) => return Some(format!("{}: {e}", path.display())),
    };
    if md.file_type().is_symlink() {
        return Some(format!("{}: it is a symbolic link", path.display()));
    }
    if want_dir != md.is_dir() {
        return Some(format!(
            "{}: it is not a {}",
            path.display(),
            if want_dir { "directory" } else { "regular file" }
        ));
    }
    if md.uid() != euid() {
        return Some(format!("{}: it is owned by uid {}, not by this user ({})", path.display(), md.uid(), euid()));
    }
    if md.mode() & 0o022 != 0 {
        return Some(format!(
            "{}: it is writable by group or others (mode {:o}; chmod go-w to use it)",
            path.display(),
            md.mode() & 0o7777
        ));
    }
    None
}

fn open_read(path: &Path) -> std::io::Result<File> {
    OpenOptions::new().read(true).custom_flags(libc::O_NOFOLLOW | libc::O_CLOEXEC).open(path)
}

fn open_lock(path: &Path) -> std::io::Result<File> {
    OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .mode(0o600)
        .custom_flags(libc::O_NOFOLLOW | libc::O_CLOEXEC)
        .open(path)
}

fn put_field(out: &mut Vec<u8>, b: &[u8]) {
    out.extend_from_slice(&(b.len() as u64).to_le_bytes());
    out.extend_from_slice(b);
}

/// Serializes a `.src` file.
pub fn encode_src(key: &DiskKey) -> Vec<u8> {
    let mut v = Vec::with_capacity(64 + key.image.len() + key.spec_consts.len() + key.options.len());
    v.extend_from_slice(SRC_MAGIC);
    v.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    put_field(&mut v, key.device.joined().as_bytes());
    put_field(&mut v, &key.image);
    put_field(&mut v, &key.spec_consts);
    put_field(&mut v, &key.options);
    let sum = sha1_plain(&v);
    v.extend_from_slice(&sum);
    v
}

/// The fields of a `.src` file: device string, image, spec constants, options.
pub fn decode_src(data: &[u8]) -> Result<[Vec<u8>; 4], String> {
    if data.len() < 12 + 20 {
        return Err("truncated .src".into());
    }
    if &data[..8] != SRC_MAGIC {
        return Err("not a syclrt .src file".into());
    }
    let ver = u32::from_le_bytes([data[8], data[9], data[10], data[11]]);
    if ver != FORMAT_VERSION {
        return Err(format!(".src format version {ver}, expected {FORMAT_VERSION}"));
    }
    let (body, sum) = data.split_at(data.len() - 20);
    if sha1_plain(body) != sum {
        return Err(".src checksum mismatch".into());
    }
    let mut pos = 12usize;
    let mut fields: [Vec<u8>; 4] = Default::default();
    for f in fields.iter_mut() {
        let Some(lb) = body.get(pos..pos + 8) else { return Err("truncated .src field".into()) };
        let len = u64::from_le_bytes(lb.try_into().map_err(|_| "bad length")?) as usize;
        pos += 8;
        let Some(b) = body.get(pos..pos.saturating_add(len)) else { return Err("truncated .src field".into()) };
        *f = b.to_vec();
        pos += len;
    }
    if pos != body.len() {
        return Err("trailing bytes in .src".into());
    }
    Ok(fields)
}

/// Serializes a `.bin` file.
pub fn encode_bin(binary: &[u8]) -> Vec<u8> {
    let mut v = Vec::with_capacity(binary.len() + 40);
    v.extend_from_slice(BIN_MAGIC);
    v.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    put_field(&mut v, binary);
    v.extend_from_slice(&sha1_plain(binary));
    v
}

/// The binary of a `.bin` file, its checksum verified.
pub fn decode_bin(data: &[u8]) -> Result<Vec<u8>, String> {
    if data.len() < 20 + 20 {
        return Err("truncated .bin".into());
    }
    if &data[..8] != BIN_MAGIC {
        return Err("not a syclrt .bin file".into());
    }
    let ver = u32::from_le_bytes([data[8], data[9], data[10], data[11]]);
    if ver != FORMAT_VERSION {
        return Err(format!(".bin format version {ver}, expected {FORMAT_VERSION}"));
    }
    let len = u64::from_le_bytes(data[12..20].try_into().map_err(|_| "bad length")?) as usize;
    if data.len() != 20usize.saturating_add(len).saturating_add(20) {
        // No arithmetic on `len` here: it is whatever the file says (the
        // fuzzer found `len + 40` overflowing, a panic in debug builds).
        return Err(format!(".bin holds {} bytes, its header announces a binary of {len} bytes", data.len()));
    }
    let bin = &data[20..20 + len];
    if sha1_plain(bin) != data[20 + len..] {
        return Err(".bin checksum mismatch".into());
    }
    Ok(bin.to_vec())
}

fn item_number(name: &str) -> Option<(u64, &str)> {
    let (n, ext) = name.split_once('.')?;
    if n.is_empty() || !n.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some((n.parse().ok()?, ext))
}

impl DiskCache {
    pub fn new(cfg: DiskConfig) -> DiskCache {
        DiskCache { cfg, s: std::sync::Arc::default() }
    }

    pub fn counters(&self) -> DiskCounters {
        DiskCounters {
            hits: self.s.hits.load(Ordering::Relaxed),
            misses: self.s.misses.load(Ordering::Relaxed),
            writes: self.s.writes.load(Ordering::Relaxed),
            waits: self.s.waits.load(Ordering::Relaxed),
            evictions: self.s.evictions.load(Ordering::Relaxed),
            rejected: self.s.rejected.load(Ordering::Relaxed),
            skipped: self.s.skipped.load(Ordering::Relaxed),
        }
    }

    fn trace(&self, msg: impl AsRef<str>) {
        if self.cfg.trace {
            eprintln!("[syclrt cache][persistent][pid {}] {}", std::process::id(), msg.as_ref());
        }
    }

    /// Counts a rejection; warns (and traces) once per reason per process.
    fn warn_unsafe(&self, reason: &str) {
        self.s.rejected.fetch_add(1, Ordering::Relaxed);
        static WARNED: std::sync::Mutex<Vec<String>> = std::sync::Mutex::new(Vec::new());
        let mut w = WARNED.lock().unwrap_or_else(|p| p.into_inner());
        if w.iter().any(|r| r == reason) {
            return;
        }
        w.push(reason.to_string());
        drop(w);
        log::warn!("persistent cache: not using {reason}; building without the cache");
        self.trace(format!("rejected: {reason}"));
    }

    /// Whether an image of `size` bytes may be stored.
    pub fn image_size_ok(&self, size: u64) -> bool {
        size >= self.cfg.min_image_size && size <= self.cfg.max_image_size
    }

    /// The item directory of a key.
    pub fn key_dir(&self, key: &DiskKey) -> PathBuf {
        let mut p = self.cfg.root.clone();
        for part in key.dir_parts() {
            p.push(part);
        }
        p
    }

    /// Checks root and every directory down to `dir` (None: all safe).
    fn check_path(&self, dir: &Path) -> Option<String> {
        let mut p = self.cfg.root.clone();
        if let Some(r) = unsafe_reason(&p, true) {
            return Some(r);
        }
        let rel = dir.strip_prefix(&self.cfg.root).ok()?;
        for c in rel.components() {
            p.push(c);
            if let Some(r) = unsafe_reason(&p, true) {
                return Some(r);
            }
        }
        None
    }

    /// Creates the root and the key's directories (0700), then checks them.
    fn make_dirs(&self, dir: &Path) -> Result<(), String> {
        let mut b = fs::DirBuilder::new();
        b.mode(0o700).recursive(true);
        b.create(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        match self.check_path(dir) {
            Some(r) => Err(r),
            None => Ok(()),
        }
    }

    /// Item numbers present in `dir` (from any of their files), ascending.
    fn item_numbers(dir: &Path) -> Vec<u64> {
        let mut v: Vec<u64> = match fs::read_dir(dir) {
            Ok(rd) => rd
                .filter_map(|e| e.ok())
                .filter_map(|e| e.file_name().to_str().and_then(item_number).map(|(n, _)| n))
                .collect(),
            Err(_) => Vec::new(),
        };
        v.sort_unstable();
        v.dedup();
        v
    }

    fn path(dir: &Path, n: u64, ext: &str) -> PathBuf {
        dir.join(format!("{n}.{ext}"))
    }

    /// Reads a file after checking it may be trusted.
    fn read_trusted(&self, path: &Path) -> Option<Vec<u8>> {
        if !path.exists() {
            return None;
        }
        if let Some(r) = unsafe_reason(path, false) {
            self.warn_unsafe(&r);
            return None;
        }
        let mut f = match open_read(path) {
            Ok(f) => f,
            Err(e) => {
                self.trace(format!("cannot open {}: {e}", path.display()));
                return None;
            }
        };
        let mut v = Vec::new();
        match f.read_to_end(&mut v) {
            Ok(_) => Some(v),
            Err(e) => {
                self.trace(format!("cannot read {}: {e}", path.display()));
                None
            }
        }
    }

    /// Whether item `n` of `dir` holds exactly `key` (`src` precomputed).
    fn src_matches(&self, dir: &Path, n: u64, src: &[u8]) -> bool {
        let Some(data) = self.read_trusted(&Self::path(dir, n, "src")) else { return false };
        if data == src {
            return true;
        }
        if let Err(e) = decode_src(&data) {
            self.s.rejected.fetch_add(1, Ordering::Relaxed);
            self.trace(format!("{}: {e}", Self::path(dir, n, "src").display()));
        }
        false
    }

    fn read_bin(&self, dir: &Path, n: u64) -> Option<Vec<u8>> {
        let p = Self::path(dir, n, "bin");
        let data = self.read_trusted(&p)?;
        match decode_bin(&data) {
            Ok(b) => Some(b),
            Err(e) => {
                self.s.rejected.fetch_add(1, Ordering::Relaxed);
                self.trace(format!("{}: {e}", p.display()));
                None
            }
        }
    }

    fn record_use(dir: &Path, n: u64) {
        let p = Self::path(dir, n, "use");
        // Best effort: a missing record makes the item look older, nothing more.
        if let Ok(mut f) = OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
            .mode(0o600)
            .custom_flags(libc::O_NOFOLLOW | libc::O_CLOEXEC)
            .open(&p)
        {
            let _ = f.write_all(&now_nanos().to_le_bytes());
        }
    }

    /// Writes `data` to `dir/<n>.<ext>` through a temporary file and a rename.
    /// The `.src` is not synced to the device (it is written on the
    /// caller's path, before the build): after a power loss it may read
    /// back short, which is a checksum mismatch, i.e. a miss.
    fn write_atomic(dir: &Path, n: u64, ext: &str, data: &[u8]) -> std::io::Result<()> {
        let tmp = dir.join(format!(".tmp.{n}.{ext}.{}.{}", std::process::id(), now_nanos() % 1_000_000_007));
        let res = (|| {
            let mut f = OpenOptions::new()
                .write(true)
                .create_new(true)
                .mode(0o600)
                .custom_flags(libc::O_NOFOLLOW | libc::O_CLOEXEC)
                .open(&tmp)?;
            f.write_all(data)?;
            if ext != "src" {
                f.sync_data()?;
            }
            fs::rename(&tmp, Self::path(dir, n, ext))
        })();
        if res.is_err() {
            let _ = fs::remove_file(&tmp);
        }
        res
    }

    /// Looks `key` up: its binary, or None (a miss). Waits (bounded) for a
    /// writer of the same key that is still building. Counts one hit or miss.
    pub fn get(&self, key: &DiskKey) -> Option<Vec<u8>> {
        let r = self.probe(key).found();
        self.note(r.is_some());
        r
    }

    /// Counts the outcome of one request (a caller that used [`probe`](Self::probe)),
    /// in this process and in the cache's stats log (`syclrt-cache stat`).
    pub fn note(&self, hit: bool) {
        (if hit { &self.s.hits } else { &self.s.misses }).fetch_add(1, Ordering::Relaxed);
        self.s.stats_log.record(&self.cfg.root, hit);
    }

    /// Counts a miss whose store the store policy skipped (`why`: traced),
    /// here and in `<root>/stats.log` (`syclrt-cache stat`).
    pub fn note_skipped(&self, why: &str) {
        self.s.skipped.fetch_add(1, Ordering::Relaxed);
        self.s.stats_log.record_skip(&self.cfg.root);
        self.trace(format!("store skipped by the store policy: {why}"));
    }

    /// [`get`](Self::get) without counting, telling an unusable cache
    /// (unsafe permissions on the root or the key's directories: do not
    /// try to store either) from a plain miss.
    pub fn probe(&self, key: &DiskKey) -> Lookup {
        let dir = self.key_dir(key);
        if !dir.exists() {
            self.trace(format!("miss: {} does not exist", dir.display()));
            if let Some(r) = self.check_existing(&dir) {
                self.warn_unsafe(&r);
                return Lookup::Unusable;
            }
            return Lookup::Miss;
        }
        if let Some(r) = self.check_path(&dir) {
            self.warn_unsafe(&r);
            return Lookup::Unusable;
        }
        match self.lookup_items(key, &dir) {
            Some(b) => Lookup::Hit(b),
            None => Lookup::Miss,
        }
    }

    /// Checks the root and those of `dir`'s ancestors that exist.
    fn check_existing(&self, dir: &Path) -> Option<String> {
        if !self.cfg.root.exists() {
            return None;
        }
        let mut p = self.cfg.root.clone();
        if let Some(r) = unsafe_reason(&p, true) {
            return Some(r);
        }
        let rel = dir.strip_prefix(&self.cfg.root).ok()?;
        for c in rel.components() {
            p.push(c);
            if !p.exists() {
                return None;
            }
            if let Some(r) = unsafe_reason(&p, true) {
                return Some(r);
            }
        }
        None
    }

    fn lookup_items(&self, key: &DiskKey, dir: &Path) -> Option<Vec<u8>> {
        let dir = dir.to_path_buf();
        let src = encode_src(key);
        for n in Self::item_numbers(&dir) {
            if !self.src_matches(&dir, n, &src) {
                continue;
            }
            let lock = match open_lock(&Self::path(&dir, n, "lock")) {
                Ok(f) => f,
                Err(e) => {
                    self.trace(format!("cannot open the lock of item {n}: {e}"));
                    continue;
                }
            };
            if !try_lock(&lock, Lock::Shared) {
                self.s.waits.fetch_add(1, Ordering::Relaxed);
                self.trace(format!("item {n} is being written: waiting (at most {:?})", self.cfg.lock_timeout));
                if !lock_bounded(&lock, Lock::Shared, self.cfg.lock_timeout) {
                    self.trace(format!("item {n}: lock wait timed out"));
                    continue;
                }
            }
            if let Some(b) = self.read_bin(&dir, n) {
                Self::record_use(&dir, n);
                self.trace(format!("hit: {}/{n}.bin ({} bytes)", dir.display(), b.len()));
                return Some(b);
            }
        }
        self.trace(format!("miss: no complete item for the key in {}", dir.display()));
        None
    }

    /// Reserves the item slot of `key` for this process to build, unless
    /// another writer has (or, waited for, now has) its binary.
    pub fn claim(&self, key: &DiskKey) -> ClaimResult {
        let dir = self.key_dir(key);
        if let Err(r) = self.make_dirs(&dir) {
            if r.contains("cannot create") {
                self.trace(r);
            } else {
                self.warn_unsafe(&r);
            }
            return ClaimResult::Unavailable;
        }
        let src = encode_src(key);
        for _attempt in 0..4 {
            let dirlock = match open_lock(&dir.join(".dirlock")) {
                Ok(f) => f,
                Err(e) => {
                    self.trace(format!("cannot open {}/.dirlock: {e}", dir.display()));
                    return ClaimResult::Unavailable;
                }
            };
            if !lock_bounded(&dirlock, Lock::Exclusive, self.cfg.lock_timeout) {
                self.trace("directory lock wait timed out");
                return ClaimResult::Unavailable;
            }
            let numbers = Self::item_numbers(&dir);
            let mut wait_for = None;
            // A dead (or failed) writer's slot of this key, taken over only
            // when no later item of the key holds a whole binary (the
            // lookup returns that one: found by fuzzing, see RELIABILITY.md).
            let mut take_over = None;
            for &n in &numbers {
                if !self.src_matches(&dir, n, &src) {
                    continue;
                }
                let Ok(lock) = open_lock(&Self::path(&dir, n, "lock")) else { continue };
                if try_lock(&lock, Lock::Exclusive) {
                    if let Some(b) = self.read_bin(&dir, n) {
                        Self::record_use(&dir, n);
                        return ClaimResult::Hit(b);
                    }
                    if take_over.is_none() {
                        take_over = Some((n, lock));
                    }
                    continue;
                }
                wait_for = Some((n, lock));
                break;
            }
            if let (None, Some((n, lock))) = (&wait_for, take_over) {
                self.trace(format!("taking over item {n} of {} (no binary, no writer)", dir.display()));
                return ClaimResult::Claimed(Claim { dir, n, _lock: lock });
            }
            if let Some((n, lock)) = wait_for {
                drop(dirlock);
                self.s.waits.fetch_add(1, Ordering::Relaxed);
                self.trace(format!("item {n} is being built by another writer: waiting"));
                if !lock_bounded(&lock, Lock::Shared, self.cfg.lock_timeout) {
                    self.trace("writer wait timed out: building without the cache");
                    return ClaimResult::Unavailable;
                }
                if let Some(b) = self.read_bin(&dir, n) {
                    Self::record_use(&dir, n);
                    return ClaimResult::Hit(b);
                }
                continue; // the writer failed or died: look again
            }
            // A new item past the highest number (collisions, unreadable items).
            let n = numbers.last().map_or(0, |m| m + 1);
            let lock = match open_lock(&Self::path(&dir, n, "lock")) {
                Ok(f) => f,
                Err(e) => {
                    self.trace(format!("cannot create the lock of item {n}: {e}"));
                    return ClaimResult::Unavailable;
                }
            };
            if !try_lock(&lock, Lock::Exclusive) {
                continue;
            }
            if let Err(e) = Self::write_atomic(&dir, n, "src", &src) {
                self.trace(format!("cannot write {}/{n}.src: {e}", dir.display()));
                let _ = fs::remove_file(Self::path(&dir, n, "lock"));
                return ClaimResult::Unavailable;
            }
            drop(dirlock);
            self.trace(format!("claimed item {n} of {}", dir.display()));
            return ClaimResult::Claimed(Claim { dir, n, _lock: lock });
        }
        ClaimResult::Unavailable
    }

    /// Stores the binary of a claimed slot and releases it; then evicts if
    /// the cache is over its limits.
    pub fn complete(&self, claim: Claim, binary: &[u8]) -> bool {
        let encoded = encode_bin(binary);
        let ok = match Self::write_atomic(&claim.dir, claim.n, "bin", &encoded) {
            Ok(()) => {
                Self::record_use(&claim.dir, claim.n);
                self.s.writes.fetch_add(1, Ordering::Relaxed);
                self.trace(format!("stored {}/{}.bin ({} bytes)", claim.dir.display(), claim.n, binary.len()));
                true
            }
            Err(e) => {
                self.trace(format!("cannot write {}/{}.bin: {e}", claim.dir.display(), claim.n));
                let _ = fs::remove_file(Self::path(&claim.dir, claim.n, "src"));
                false
            }
        };
        // The bytes the item's files take (what `size` counts): the encoded `.bin`.
        let added =
            encoded.len() as u64 + fs::symlink_metadata(Self::path(&claim.dir, claim.n, "src")).map_or(0, |m| m.len());
        drop(claim);
        if ok {
            self.evict_if_needed(added);
        }
        ok
    }

    /// Gives a claimed slot up (the build failed): waiters then build themselves.
    pub fn abandon(&self, claim: Claim) {
        let _ = fs::remove_file(Self::path(&claim.dir, claim.n, "src"));
        self.trace(format!("abandoned item {} of {}", claim.n, claim.dir.display()));
    }

    /// Stores `binary` for `key` (no single flight: for tests and tools).
    pub fn put(&self, key: &DiskKey, binary: &[u8]) -> bool {
        match self.claim(key) {
            ClaimResult::Claimed(c) => self.complete(c, binary),
            ClaimResult::Hit(_) => true,
            ClaimResult::Unavailable => false,
        }
    }

    /// The cached binary of `key`, or `build()`'s, stored for next time.
    /// Across threads and processes only one caller builds a key at a time;
    /// the others wait (bounded) and load its result.
    pub fn get_or_build<E>(
        &self,
        key: &DiskKey,
        build: impl FnOnce() -> Result<Vec<u8>, E>,
    ) -> Result<(Vec<u8>, bool), E> {
        match self.probe(key) {
            Lookup::Hit(b) => {
                self.note(true);
                return Ok((b, true));
            }
            Lookup::Unusable => {
                self.note(false);
                return build().map(|b| (b, false));
            }
            Lookup::Miss => {}
        }
        match self.claim(key) {
            ClaimResult::Hit(b) => {
                self.note(true);
                Ok((b, true))
            }
            ClaimResult::Claimed(c) => {
                self.note(false);
                match build() {
                    Ok(b) => {
                        self.complete(c, &b);
                        Ok((b, false))
                    }
                    Err(e) => {
                        self.abandon(c);
                        Err(e)
                    }
                }
            }
            ClaimResult::Unavailable => {
                self.note(false);
                build().map(|b| (b, false))
            }
        }
    }

    /// Every item under the root (items whose directories fail the
    /// permission rules are skipped).
    pub fn items(&self) -> Vec<Item> {
        let mut out = Vec::new();
        let mut stack = vec![(self.cfg.root.clone(), 0)];
        while let Some((dir, depth)) = stack.pop() {
            if unsafe_reason(&dir, true).is_some() {
                continue;
            }
            let Ok(rd) = fs::read_dir(&dir) else { continue };
            let entries: Vec<_> = rd.filter_map(|e| e.ok()).collect();
            if depth < 4 {
                for e in entries {
                    if e.file_type().is_ok_and(|t| t.is_dir()) {
                        stack.push((e.path(), depth + 1));
                    }
                }
                continue;
            }
            for n in Self::item_numbers(&dir) {
                let md = |ext| fs::symlink_metadata(Self::path(&dir, n, ext)).ok();
                let bin = md("bin");
                let src = md("src");
                if bin.is_none() && src.is_none() {
                    continue;
                }
                let recorded = fs::read(Self::path(&dir, n, "use"))
                    .ok()
                    .and_then(|b| b.get(..8).and_then(|s| s.try_into().ok()).map(u64::from_le_bytes))
                    .map(|ns| ns / 1_000_000_000);
                let last_use =
                    recorded.or_else(|| bin.as_ref().or(src.as_ref()).map(|m| m.mtime().max(0) as u64)).unwrap_or(0);
                out.push(Item {
                    dir: dir.clone(),
                    n,
                    bin_size: bin.as_ref().map_or(0, |m| m.len()),
                    src_size: src.as_ref().map_or(0, |m| m.len()),
                    last_use,
                    has_bin: bin.is_some(),
                });
            }
        }
        out
    }

    /// Total bytes of the items' `.src` and `.bin` files.
    pub fn size(&self) -> u64 {
        self.items().iter().map(|i| i.bin_size + i.src_size).sum()
    }

    /// Removes one item if nobody holds its lock; true when removed.
    pub fn remove_item(&self, item: &Item) -> bool {
        let lock_path = Self::path(&item.dir, item.n, "lock");
        let lock = match open_lock(&lock_path) {
            Ok(f) => f,
            Err(_) => return false,
        };
        if !try_lock(&lock, Lock::Exclusive) {
            self.trace(format!("skipping locked item {}/{}", item.dir.display(), item.n));
            return false;
        }
        for ext in ["bin", "src", "use"] {
            let _ = fs::remove_file(Self::path(&item.dir, item.n, ext));
        }
        let _ = fs::remove_file(&lock_path);
        drop(lock);
        // Remove now-empty directories up to (not including) the root.
        let mut d = item.dir.clone();
        while d != self.cfg.root && d.starts_with(&self.cfg.root) {
            let only_dirlock = fs::read_dir(&d)
                .map(|rd| rd.filter_map(|e| e.ok()).all(|e| e.file_name() == ".dirlock"))
                .unwrap_or(false);
            if !only_dirlock {
                break;
            }
            let _ = fs::remove_file(d.join(".dirlock"));
            if fs::remove_dir(&d).is_err() {
                break;
            }
            if !d.pop() {
                break;
            }
        }
        true
    }

    /// Evicts least recently used items until the cache is within
    /// `max_size` bytes and no item is older than `max_age`; locked items
    /// are skipped. Returns the number removed.
    pub fn evict(&self, max_size: u64, max_age: Option<Duration>) -> usize {
        let mut items = self.items();
        items.sort_by_key(|i| (i.last_use, i.dir.clone(), i.n));
        let mut total: u64 = items.iter().map(|i| i.bin_size + i.src_size).sum();
        let now = now_nanos() / 1_000_000_000;
        let mut removed = 0;
        for it in &items {
            let too_old = max_age.is_some_and(|a| now.saturating_sub(it.last_use) > a.as_secs());
            let too_big = max_size > 0 && total > max_size;
            if !too_old && !too_big {
                continue;
            }
            if self.remove_item(it) {
                total -= it.bin_size + it.src_size;
                removed += 1;
                self.trace(format!("evicted {}/{}", it.dir.display(), it.n));
            }
        }
        self.remove_stale_temps();
        self.s.evictions.fetch_add(removed as u64, Ordering::Relaxed);
        removed
    }

    /// After a store of `added` bytes: evicts when the cache may be over
    /// its size cap or is due an age check. The tree is walked (which costs
    /// time proportional to the number of items) only on the first store of
    /// the process, when this process's running estimate crosses the cap,
    /// or once per [`RESCAN_INTERVAL`] (to see what other processes stored
    /// and to apply the age limit); otherwise a store costs no walk at all.
    fn evict_if_needed(&self, added: u64) {
        if !self.cfg.eviction || (self.cfg.max_size == 0 && self.cfg.max_age.is_none()) {
            return;
        }
        let mut est = self.s.size_estimate.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(b) = est.bytes.as_mut() {
            *b += added;
        }
        let over = self.cfg.max_size > 0 && est.bytes.is_some_and(|b| b > self.cfg.max_size);
        let due = est.last_scan.is_none_or(|t| t.elapsed() >= RESCAN_INTERVAL);
        if !over && !due {
            return;
        }
        self.evict(self.cfg.max_size, self.cfg.max_age);
        est.bytes = Some(self.size());
        est.last_scan = Some(Instant::now());
    }

    /// This process's estimate of the cache's size in bytes (None before
    /// its first store): the last scan plus what this process stored since.
    pub fn size_estimate(&self) -> Option<u64> {
        self.s.size_estimate.lock().unwrap_or_else(|p| p.into_inner()).bytes
    }

    /// Temporary files left by killed writers (their item lock is free).
    pub fn stale_temps(&self) -> Vec<PathBuf> {
        let mut out = Vec::new();
        let mut dirs: Vec<PathBuf> = self.items().into_iter().map(|i| i.dir).collect();
        dirs.sort();
        dirs.dedup();
        for d in dirs {
            let Ok(rd) = fs::read_dir(&d) else { continue };
            for e in rd.filter_map(|e| e.ok()) {
                let name = e.file_name().to_string_lossy().into_owned();
                let Some(rest) = name.strip_prefix(".tmp.") else { continue };
                let Some(n) = rest.split('.').next().and_then(|n| n.parse::<u64>().ok()) else { continue };
                if let Ok(lock) = open_lock(&Self::path(&d, n, "lock")) {
                    if try_lock(&lock, Lock::Exclusive) {
                        out.push(e.path());
                    }
                }
            }
        }
        out
    }

    fn remove_stale_temps(&self) {
        for p in self.stale_temps() {
            let _ = fs::remove_file(p);
        }
    }

    /// Removes every item and directory under the root (keeps the root).
    pub fn clear(&self) -> std::io::Result<usize> {
        let mut n = 0;
        if !self.cfg.root.exists() {
            return Ok(0);
        }
        if let Some(r) = unsafe_reason(&self.cfg.root, true) {
            return Err(std::io::Error::new(std::io::ErrorKind::PermissionDenied, r));
        }
        for it in self.items() {
            if self.remove_item(&it) {
                n += 1;
            }
        }
        self.remove_stale_temps();
        Ok(n)
    }
}

#[cfg(test)]
mod tests {

    #[test]
    fn a_bin_announcing_a_huge_length_is_rejected_with_that_length() {
        // fuzz/regressions/cache_files/bin-length-near-u64-max: the length
        // field near u64::MAX made the error message's `len + 40` overflow.
        let mut data = encode_bin(b"0123456789");
        let huge = u64::MAX - 10;
        data[12..20].copy_from_slice(&huge.to_le_bytes());
        let e = decode_bin(&data).unwrap_err();
        assert!(e.contains(&huge.to_string()), "{e}");
        assert!(e.contains(&data.len().to_string()), "{e}");
    }
    use super::*;

    #[test]
    fn bin_roundtrip_and_corruption() {
        let b = encode_bin(b"hello");
        assert_eq!(decode_bin(&b).unwrap(), b"hello");
        let mut c = b.clone();
        c[21] ^= 1;
        assert!(decode_bin(&c).unwrap_err().contains("checksum"));
        assert!(decode_bin(&b[..b.len() - 1]).is_err());
        let mut v = b.clone();
        v[8] = 9;
        assert!(decode_bin(&v).unwrap_err().contains("version"));
    }

    #[test]
    fn item_names() {
        assert_eq!(item_number("12.bin"), Some((12, "bin")));
        assert_eq!(item_number(".dirlock"), None);
        assert_eq!(item_number(".tmp.1.bin.5.6"), None);
        assert_eq!(item_number("x.bin"), None);
    }
}
