//! Hits and misses of the persistent cache across runs, for
//! `syclrt-cache stat` (what `ccache -s` reports).
//!
//! `<root>/stats.log` is an append-only log: one byte per lookup, `h` for a
//! hit and `m` for a miss (the events `DiskCounters::hits` and `misses`
//! count in one process), and `s` after a miss whose store the store policy
//! skipped (`DiskCounters::skipped`, `core::cache::policy`). Each byte is one `write(2)` on a descriptor
//! opened with `O_APPEND`, which the kernel appends atomically, so
//! processes share the file without a lock, and a killed process leaves
//! only whole records: nothing to repair. The cost is one `write` per
//! lookup (a lookup already reads two files) and one byte of disk; reading
//! counts the bytes. `syclrt-cache stat --zero` truncates the log (writers
//! keep appending to the emptied file).
//!
//! The file obeys the cache's rules: created `0600` in the `0700` root,
//! never followed through a symbolic link, never written when the root or
//! the file is another user's or writable by group or others (then nothing
//! is recorded: statistics never make a lookup fail).

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::os::unix::fs::{DirBuilderExt, MetadataExt, OpenOptionsExt};
use std::path::Path;
use std::sync::Mutex;

/// The log's file name under the cache root.
pub const FILE_NAME: &str = "stats.log";

/// Totals read from a log.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Totals {
    pub hits: u64,
    pub misses: u64,
    /// Misses whose store the store policy skipped (also counted in `misses`).
    pub skipped: u64,
}

impl Totals {
    /// Hits over lookups, in percent (None before the first lookup).
    pub fn hit_rate(&self) -> Option<f64> {
        let all = self.hits + self.misses;
        (all > 0).then(|| 100.0 * self.hits as f64 / all as f64)
    }
}

/// The appending side, one per `DiskCache` (shared by its clones).
#[derive(Debug, Default)]
pub struct StatsLog {
    /// Opened at the first record; None again after a failure (retried at
    /// the next record, for example once the root exists).
    file: Mutex<Option<File>>,
}

impl StatsLog {
    /// Appends one lookup's outcome to the log under `root` (always the same
    /// root for one `StatsLog`); failures are ignored (see the module doc).
    pub fn record(&self, root: &Path, hit: bool) {
        self.append(root, if hit { b"h" } else { b"m" });
    }

    /// Appends a skipped store (after the miss it follows).
    pub fn record_skip(&self, root: &Path) {
        self.append(root, b"s");
    }

    fn append(&self, root: &Path, byte: &[u8; 1]) {
        let Ok(mut slot) = self.file.lock() else { return };
        if slot.is_none() {
            *slot = open_for_append(root);
        }
        if let Some(f) = slot.as_mut() {
            if f.write_all(byte).is_err() {
                *slot = None;
            }
        }
    }
}

fn safe_owned(md: &std::fs::Metadata) -> bool {
    // SAFETY: geteuid has no preconditions and cannot fail.
    md.uid() == unsafe { libc::geteuid() } && md.mode() & 0o022 == 0
}

fn open_for_append(root: &Path) -> Option<File> {
    if !root.exists() {
        std::fs::DirBuilder::new().mode(0o700).recursive(true).create(root).ok()?;
    }
    let md = std::fs::symlink_metadata(root).ok()?;
    if !md.is_dir() || !safe_owned(&md) {
        return None;
    }
    let f = OpenOptions::new()
        .append(true)
        .create(true)
        .mode(0o600)
        .custom_flags(libc::O_NOFOLLOW | libc::O_CLOEXEC)
        .open(root.join(FILE_NAME))
        .ok()?;
    let md = f.metadata().ok()?;
    (md.is_file() && safe_owned(&md)).then_some(f)
}

/// Reads the totals of the log under `root` (zero when there is none yet).
pub fn read(root: &Path) -> std::io::Result<Totals> {
    let data = match OpenOptions::new().read(true).custom_flags(libc::O_NOFOLLOW).open(root.join(FILE_NAME)) {
        Ok(mut f) => {
            let mut v = Vec::new();
            std::io::Read::read_to_end(&mut f, &mut v)?;
            v
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Vec::new(),
        Err(e) => return Err(e),
    };
    let hits = data.iter().filter(|&&b| b == b'h').count() as u64;
    let misses = data.iter().filter(|&&b| b == b'm').count() as u64;
    let skipped = data.iter().filter(|&&b| b == b's').count() as u64;
    Ok(Totals { hits, misses, skipped })
}

/// Empties the log under `root` (`ccache -z`).
pub fn zero(root: &Path) -> std::io::Result<()> {
    match OpenOptions::new().write(true).custom_flags(libc::O_NOFOLLOW).open(root.join(FILE_NAME)) {
        Ok(f) => f.set_len(0),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_from_several_writers_add_up_and_zero_empties() {
        let root = std::env::temp_dir().join(format!("syclrt-stats-log-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        // The root does not exist yet: the first record creates it (0700).
        let (a, b) = (StatsLog::default(), StatsLog::default());
        std::thread::scope(|s| {
            s.spawn(|| (0..300).for_each(|i| a.record(&root, i % 3 == 0)));
            s.spawn(|| (0..200).for_each(|_| b.record(&root, false)));
        });
        let t = read(&root).unwrap();
        assert_eq!(t, Totals { hits: 100, misses: 400, skipped: 0 });
        assert_eq!(t.hit_rate(), Some(20.0));
        let mode = std::fs::metadata(root.join(FILE_NAME)).unwrap().mode() & 0o777;
        assert_eq!(mode, 0o600);
        zero(&root).unwrap();
        assert_eq!(read(&root).unwrap(), Totals::default());
        assert_eq!(read(&root).unwrap().hit_rate(), None);
        a.record(&root, true);
        b.record(&root, false);
        b.record_skip(&root);
        assert_eq!(read(&root).unwrap(), Totals { hits: 1, misses: 1, skipped: 1 });
        let _ = std::fs::remove_dir_all(&root);
    }

    #[test]
    fn an_unsafe_log_is_neither_followed_nor_written() {
        let root = std::env::temp_dir().join(format!("syclrt-stats-unsafe-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        std::fs::DirBuilder::new().mode(0o700).create(&root).unwrap();
        let target = root.join("elsewhere");
        std::fs::write(&target, b"").unwrap();
        std::os::unix::fs::symlink(&target, root.join(FILE_NAME)).unwrap();
        StatsLog::default().record(&root, true);
        assert_eq!(std::fs::read(&target).unwrap(), b"", "wrote through a symbolic link");
        assert!(read(&root).is_err(), "read a log through a symbolic link");
        // A root writable by others: nothing recorded.
        let _ = std::fs::remove_file(root.join(FILE_NAME));
        std::fs::set_permissions(&root, std::os::unix::fs::PermissionsExt::from_mode(0o777)).unwrap();
        StatsLog::default().record(&root, true);
        assert!(!root.join(FILE_NAME).exists());
        let _ = std::fs::remove_dir_all(&root);
    }
}
