//! The persistent cache (`core::cache::disk::DiskCache`) on real
//! directories: round trips, concurrency (threads and processes), every kind
//! of damaged or missing file, locks (held, stale, a SIGKILLed writer),
//! eviction order by recorded use (not atime), permission rules, a
//! read-only directory and a full disk.

mod cache_util;

use cache_util::*;
use std::fs;
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;
use syclrt::core::cache::disk::{decode_bin, ClaimResult, DiskCache, DiskConfig, FORMAT_VERSION};

fn item(c: &DiskCache, k: &syclrt::core::cache::DiskKey, n: u64, ext: &str) -> PathBuf {
    c.key_dir(k).join(format!("{n}.{ext}"))
}

#[test]
fn round_trip_with_nul_bytes_in_every_key_part() {
    let root = tempdir("nul");
    let c = cache(&root);
    let k = key("dev\0ice", b"img\0\0bytes", b"\0spec\0", b"-DX=1\0-DY");
    assert_eq!(c.get(&k), None);
    assert!(c.put(&k, b"\0binary\0"));
    assert_eq!(c.get(&k).as_deref(), Some(&b"\0binary\0"[..]));
    // A key differing only after a NUL is another key.
    let k2 = key("dev\0ice", b"img\0\0bytes", b"\0spec\0", b"-DX=1\0-DZ");
    assert_eq!(c.get(&k2), None);
    let ctr = c.counters();
    assert_eq!((ctr.hits, ctr.misses, ctr.writes), (1, 2, 1));
}

#[test]
fn several_images_read_in_either_order() {
    let root = tempdir("order");
    let c = cache(&root);
    let ka = key("d", b"image A", b"", b"");
    let kb = key("d", b"image B", b"", b"");
    assert!(c.put(&ka, b"bin A"));
    assert!(c.put(&kb, b"bin B"));
    assert_eq!(c.get(&kb).unwrap(), b"bin B");
    assert_eq!(c.get(&ka).unwrap(), b"bin A");
}

#[test]
fn layout_permissions_and_headers() {
    let root = tempdir("layout");
    let c = cache(&root);
    let k = key("d", b"img", b"sc", b"-O2");
    assert!(c.put(&k, b"xyz"));
    let dir = c.key_dir(&k);
    let rel: Vec<String> =
        dir.strip_prefix(&root).unwrap().components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect();
    assert_eq!(rel.len(), 4, "<device>/<image>/<spec>/<options>");
    assert!(rel.iter().all(|p| p.len() == 40 && p.bytes().all(|b| b.is_ascii_hexdigit())), "{rel:?}");
    assert_eq!(rel[0], k.device.hash());
    for d in dir.ancestors().take(4) {
        assert_eq!(fs::metadata(d).unwrap().mode() & 0o777, 0o700, "{}", d.display());
    }
    for ext in ["src", "bin"] {
        let p = dir.join(format!("0.{ext}"));
        assert_eq!(fs::metadata(&p).unwrap().mode() & 0o777, 0o600);
        let data = fs::read(&p).unwrap();
        assert_eq!(u32::from_le_bytes(data[8..12].try_into().unwrap()), FORMAT_VERSION);
    }
    assert_eq!(decode_bin(&fs::read(dir.join("0.bin")).unwrap()).unwrap(), b"xyz");
}

#[test]
fn a_driver_upgrade_changes_the_device_directory() {
    let root = tempdir("driver");
    let c = cache(&root);
    let k = key("d", b"img", b"", b"");
    assert!(c.put(&k, b"old driver binary"));
    let mut k2 = k.clone();
    k2.device.driver_version = "1.2.4".into();
    assert_ne!(c.key_dir(&k), c.key_dir(&k2));
    assert_eq!(c.get(&k2), None);
}

fn concurrent(threads: usize, size: usize, devices: usize) {
    let root = tempdir("conc");
    let c = Arc::new(cache(&root));
    let hs: Vec<_> = (0..threads)
        .map(|t| {
            let c = c.clone();
            std::thread::spawn(move || {
                for d in 0..devices {
                    let k = key(&format!("dev{d}"), &pattern(64, 1), b"", b"");
                    let want = pattern(size, d as u32 + 7);
                    if t % 2 == 0 {
                        c.put(&k, &want);
                    }
                    if let Some(got) = c.get(&k) {
                        assert_eq!(got.len(), want.len());
                        assert!(got == want, "byte mismatch");
                    }
                }
            })
        })
        .collect();
    for h in hs {
        h.join().unwrap();
    }
    for d in 0..devices {
        let k = key(&format!("dev{d}"), &pattern(64, 1), b"", b"");
        assert_eq!(c.get(&k).unwrap(), pattern(size, d as u32 + 7));
        // Concurrent writers of one key made one item, not one each.
        assert!(!c.key_dir(&k).join("1.bin").exists());
    }
}

#[test]
fn concurrent_read_write_small_items() {
    concurrent(300, 128, 1);
}

#[test]
fn concurrent_read_write_medium_items() {
    concurrent(100, 10 * 1024, 1);
}

#[test]
fn concurrent_read_write_big_items() {
    concurrent(20, 1024 * 1024, 4);
}

#[test]
fn corrupted_or_missing_files_are_misses_and_get_replaced() {
    let root = tempdir("corrupt");
    type Damage = fn(&Path, &Path);
    let cases: [(&str, Damage); 7] = [
        ("missing .bin", |_src, bin| fs::remove_file(bin).unwrap()),
        ("missing .src", |src, _bin| fs::remove_file(src).unwrap()),
        ("truncated .bin", |_src, bin| {
            let d = fs::read(bin).unwrap();
            fs::write(bin, &d[..d.len() / 2]).unwrap()
        }),
        ("empty .src", |src, _bin| fs::write(src, b"").unwrap()),
        ("flipped byte in .bin", |_src, bin| {
            let mut d = fs::read(bin).unwrap();
            d[25] ^= 0x40;
            fs::write(bin, d).unwrap()
        }),
        ("other format version", |_src, bin| {
            let mut d = fs::read(bin).unwrap();
            d[8] = 99;
            fs::write(bin, d).unwrap()
        }),
        ("garbage .src", |src, _bin| fs::write(src, vec![0xffu8; 100]).unwrap()),
    ];
    for (i, (what, damage)) in cases.iter().enumerate() {
        let c = cache(&root);
        let k = key("d", format!("image {i}").as_bytes(), b"", b"");
        assert!(c.put(&k, b"good"));
        damage(&item(&c, &k, 0, "src"), &item(&c, &k, 0, "bin"));
        assert_eq!(c.get(&k), None, "{what}: must be a miss");
        // The next build's store makes the key readable again.
        let (b, from_disk) = c.get_or_build(&k, || Ok::<_, ()>(b"rebuilt".to_vec())).unwrap();
        assert_eq!((b.as_slice(), from_disk), (&b"rebuilt"[..], false), "{what}");
        assert_eq!(c.get(&k).unwrap(), b"rebuilt", "{what}");
    }
}

#[test]
fn a_held_item_lock_makes_readers_wait_bounded_then_miss() {
    let root = tempdir("lock");
    let mut cfg = DiskConfig::with_root(&root);
    cfg.lock_timeout = Duration::from_millis(300);
    let c = DiskCache::new(cfg);
    let k = key("d", b"img", b"", b"");
    // A writer that claimed the key and is still building.
    let ClaimResult::Claimed(claim) = c.claim(&k) else { panic!("claim") };
    let t0 = std::time::Instant::now();
    assert_eq!(c.get(&k), None);
    let waited = t0.elapsed();
    assert!(waited >= Duration::from_millis(250) && waited < Duration::from_secs(5), "{waited:?}");
    assert!(c.counters().waits >= 1);
    // Another claimer waits too, then gives up (builds without the cache).
    assert!(matches!(c.claim(&k), ClaimResult::Unavailable));
    assert!(c.complete(claim, b"done"));
    assert_eq!(c.get(&k).unwrap(), b"done");
}

#[test]
fn a_stale_lock_file_blocks_nothing() {
    // DPC++'s O_EXCL lock files block a slot forever after a crash; an flock
    // lock file without a holder is just a file.
    let root = tempdir("stale");
    let c = cache(&root);
    let k = key("d", b"img", b"", b"");
    assert!(c.put(&k, b"v1"));
    assert!(item(&c, &k, 0, "lock").exists());
    let t0 = std::time::Instant::now();
    assert_eq!(c.get(&k).unwrap(), b"v1");
    assert!(t0.elapsed() < Duration::from_secs(1));
    // A .src without .bin and without a writer (a dead writer): taken over as item 0.
    fs::remove_file(item(&c, &k, 0, "bin")).unwrap();
    let (b, _) = c.get_or_build(&k, || Ok::<_, ()>(b"v2".to_vec())).unwrap();
    assert_eq!(b, b"v2");
    assert!(item(&c, &k, 0, "bin").exists() && !item(&c, &k, 1, "src").exists());
}

#[test]
fn eviction_is_lru_by_recorded_use_not_atime() {
    let root = tempdir("evict");
    let c = cache(&root);
    let keys: Vec<_> = (0..4).map(|i| key("d", format!("img{i}").as_bytes(), b"", b"")).collect();
    for k in &keys[..3] {
        assert!(c.put(k, &pattern(1000, 1)));
        std::thread::sleep(Duration::from_millis(1100));
    }
    // Use item 0: item 1 becomes the least recently used.
    assert!(c.get(&keys[0]).is_some());
    // Mislead any atime-based logic: make item 1's files look just accessed
    // and the others' very old (what noatime/relatime can't be trusted with).
    for (i, k) in keys[..3].iter().enumerate() {
        let t = if i == 1 {
            libc::timespec { tv_sec: 4_000_000_000, tv_nsec: 0 }
        } else {
            libc::timespec { tv_sec: 1, tv_nsec: 0 }
        };
        for ext in ["src", "bin"] {
            let p = std::ffi::CString::new(item(&c, k, 0, ext).to_str().unwrap()).unwrap();
            let times = [t, libc::timespec { tv_sec: 0, tv_nsec: libc::UTIME_OMIT }];
            // SAFETY: valid path and times array.
            assert_eq!(unsafe { libc::utimensat(libc::AT_FDCWD, p.as_ptr(), times.as_ptr(), 0) }, 0);
        }
    }
    let size = c.size();
    let mut cfg = DiskConfig::with_root(&root);
    cfg.max_size = size + 10;
    let c = DiskCache::new(cfg);
    std::thread::sleep(Duration::from_millis(1100));
    assert!(c.put(&keys[3], &pattern(1000, 1)));
    // Exactly item 1 is gone.
    assert!(c.get(&keys[1]).is_none());
    for i in [0, 2, 3] {
        assert!(c.get(&keys[i]).is_some(), "item {i} must stay");
    }
    assert_eq!(c.items().len(), 3);
    assert_eq!(c.counters().evictions, 1);
}

#[test]
fn missing_use_records_fall_back_to_mtime_and_locked_items_are_skipped() {
    let root = tempdir("evict2");
    let c = cache(&root);
    let ka = key("d", b"a", b"", b"");
    let kb = key("d", b"b", b"", b"");
    assert!(c.put(&ka, &pattern(500, 1)));
    std::thread::sleep(Duration::from_millis(1100));
    assert!(c.put(&kb, &pattern(500, 2)));
    fs::remove_file(item(&c, &ka, 0, "use")).unwrap();
    fs::remove_file(item(&c, &kb, 0, "use")).unwrap();
    // Hold a's lock (a reader or writer in another process): eviction skips it.
    let lock = fs::OpenOptions::new().read(true).open(item(&c, &ka, 0, "lock")).unwrap();
    // SAFETY: flock on our descriptor.
    assert_eq!(unsafe { libc::flock(std::os::unix::io::AsRawFd::as_raw_fd(&lock), libc::LOCK_SH) }, 0);
    assert_eq!(c.evict(1, None), 1, "only the unlocked item goes");
    assert!(c.get(&kb).is_none());
    drop(lock);
    assert!(c.get(&ka).is_some());
    assert_eq!(c.evict(1, None), 1);
    assert!(c.items().is_empty());
    // Empty directories are removed with their last item (the root keeps
    // only the hit/miss log of `syclrt-cache stat`).
    let left: Vec<_> = fs::read_dir(&root).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(left, [syclrt::core::cache::stats_log::FILE_NAME], "{left:?}");
}

#[test]
fn age_threshold_evicts_old_items() {
    let root = tempdir("age");
    let c = cache(&root);
    let k = key("d", b"a", b"", b"");
    assert!(c.put(&k, b"x"));
    assert_eq!(c.evict(0, Some(Duration::from_secs(3600))), 0);
    std::thread::sleep(Duration::from_millis(2100));
    assert_eq!(c.evict(0, Some(Duration::from_secs(1))), 1);
}

#[test]
fn image_size_limits() {
    let root = tempdir("limits");
    let mut cfg = DiskConfig::with_root(&root);
    cfg.min_image_size = 10;
    cfg.max_image_size = 100;
    let c = DiskCache::new(cfg);
    assert!(!c.image_size_ok(9));
    assert!(c.image_size_ok(10) && c.image_size_ok(100));
    assert!(!c.image_size_ok(101));
}

#[test]
fn unsafe_permissions_are_never_loaded() {
    let root = tempdir("perm");
    let c = cache(&root);
    let k = key("d", b"img", b"", b"");
    assert!(c.put(&k, b"bin"));
    let bin = item(&c, &k, 0, "bin");
    let dir = c.key_dir(&k);

    // A file writable by others: a miss (and a rejection counted).
    fs::set_permissions(&bin, fs::Permissions::from_mode(0o606)).unwrap();
    assert_eq!(c.get(&k), None);
    assert!(c.counters().rejected >= 1);
    fs::set_permissions(&bin, fs::Permissions::from_mode(0o600)).unwrap();
    assert_eq!(c.get(&k).unwrap(), b"bin");

    // A directory writable by the group: a miss.
    fs::set_permissions(&dir, fs::Permissions::from_mode(0o770)).unwrap();
    assert_eq!(c.get(&k), None);
    assert!(!c.put(&k, b"other"), "nothing is written below an unsafe directory");
    fs::set_permissions(&dir, fs::Permissions::from_mode(0o700)).unwrap();
    assert_eq!(c.get(&k).unwrap(), b"bin");

    // A symlinked item directory (pointing at valid items) is not followed.
    let moved = root.join("elsewhere");
    fs::rename(&dir, &moved).unwrap();
    std::os::unix::fs::symlink(&moved, &dir).unwrap();
    assert_eq!(c.get(&k), None);
    fs::remove_file(&dir).unwrap();
    fs::rename(&moved, &dir).unwrap();
    assert_eq!(c.get(&k).unwrap(), b"bin");

    // A symlinked .bin is not followed either.
    let real = root.join("real.bin");
    fs::rename(&bin, &real).unwrap();
    std::os::unix::fs::symlink(&real, &bin).unwrap();
    assert_eq!(c.get(&k), None);
    fs::remove_file(&bin).unwrap();
    fs::rename(&real, &bin).unwrap();

    // Owned by another user: a miss (needs root to chown).
    if is_root() {
        std::os::unix::fs::chown(&bin, Some(65534), None).unwrap();
        assert_eq!(c.get(&k), None);
        std::os::unix::fs::chown(&bin, Some(0), None).unwrap();
        assert_eq!(c.get(&k).unwrap(), b"bin");
        std::os::unix::fs::chown(&root, Some(65534), None).unwrap();
        assert_eq!(c.get(&k), None, "a root directory owned by another user");
        std::os::unix::fs::chown(&root, Some(0), None).unwrap();
    } else {
        println!("note: not root: the other-owner case is covered only when run as root");
    }
}

#[test]
fn read_only_directory_is_a_miss_and_the_build_still_happens() {
    if let Some(mode) = child_mode() {
        assert_eq!(mode, "ro");
        let root = PathBuf::from(std::env::var("RO_ROOT").unwrap());
        if is_root() {
            become_nobody();
        }
        let c = cache(&root);
        let k = key("d", b"img", b"", b"");
        assert!(!c.put(&k, b"x"));
        assert_eq!(c.get(&k), None);
        let (b, from_disk) = c.get_or_build(&k, || Ok::<_, ()>(b"built".to_vec())).unwrap();
        assert_eq!((b.as_slice(), from_disk), (&b"built"[..], false));
        println!("RESULT ok=1");
        return;
    }
    let base = tempdir("ro");
    let root = base.join("cache");
    fs::create_dir(&root).unwrap();
    if is_root() {
        std::os::unix::fs::chown(&base, Some(65534), Some(65534)).unwrap();
        std::os::unix::fs::chown(&root, Some(65534), Some(65534)).unwrap();
        fs::set_permissions(&base, fs::Permissions::from_mode(0o755)).unwrap();
        // The tests' parent directory must be traversable by `nobody`.
        fs::set_permissions(base.parent().unwrap(), fs::Permissions::from_mode(0o711)).unwrap();
    }
    fs::set_permissions(&root, fs::Permissions::from_mode(0o500)).unwrap();
    let out = finish(spawn_child(
        "read_only_directory_is_a_miss_and_the_build_still_happens",
        "ro",
        &[("RO_ROOT", root.display().to_string())],
    ));
    assert_eq!(results(&out, "ok"), vec!["1"]);
}

#[test]
fn a_full_disk_is_a_miss_and_leaves_no_partial_files() {
    if let Some(mode) = child_mode() {
        assert_eq!(mode, "full");
        let root = PathBuf::from(std::env::var("FULL_ROOT").unwrap());
        // Simulate a full disk: files may not grow past 64 KiB.
        // SAFETY: plain syscalls in a single-purpose child.
        unsafe {
            libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
            let lim = libc::rlimit { rlim_cur: 65536, rlim_max: 65536 };
            assert_eq!(libc::setrlimit(libc::RLIMIT_FSIZE, &lim), 0);
        }
        let c = cache(&root);
        let k = key("d", b"img", b"", b"");
        assert!(!c.put(&k, &pattern(1 << 20, 3)), "a 1 MiB item cannot be written");
        assert_eq!(c.get(&k), None);
        let (b, _) = c.get_or_build(&k, || Ok::<_, ()>(pattern(1 << 20, 3))).unwrap();
        assert_eq!(b, pattern(1 << 20, 3));
        println!("RESULT ok=1");
        return;
    }
    let root = tempdir("full");
    let out = finish(spawn_child(
        "a_full_disk_is_a_miss_and_leaves_no_partial_files",
        "full",
        &[("FULL_ROOT", root.display().to_string())],
    ));
    assert_eq!(results(&out, "ok"), vec!["1"]);
    let c = cache(&root);
    let k = key("d", b"img", b"", b"");
    assert!(c.stale_temps().is_empty(), "temporary files were removed");
    assert!(c.items().iter().all(|i| !i.has_bin));
    // With room again, the next run stores and loads.
    let (_, from_disk) = c.get_or_build(&k, || Ok::<_, ()>(pattern(1 << 20, 3))).unwrap();
    assert!(!from_disk);
    assert_eq!(c.get(&k).unwrap(), pattern(1 << 20, 3));
}

#[test]
fn processes_racing_on_one_key_build_once() {
    if let Some(mode) = child_mode() {
        assert_eq!(mode, "race");
        let root = PathBuf::from(std::env::var("RACE_ROOT").unwrap());
        let log = PathBuf::from(std::env::var("RACE_LOG").unwrap());
        let c = cache(&root);
        let k = key("d", &pattern(5000, 9), b"sc", b"-O3");
        let (b, from_disk) = c
            .get_or_build(&k, || {
                use std::io::Write;
                let mut f = fs::OpenOptions::new().append(true).create(true).open(&log).unwrap();
                writeln!(f, "build by {}", std::process::id()).unwrap();
                std::thread::sleep(Duration::from_millis(500));
                Ok::<_, ()>(pattern(200_000, 11))
            })
            .unwrap();
        assert!(b == pattern(200_000, 11));
        println!("RESULT from_disk={from_disk}");
        return;
    }
    let root = tempdir("race");
    let log = root.join("builds.log");
    let envs = [("RACE_ROOT", root.display().to_string()), ("RACE_LOG", log.display().to_string())];
    let kids: Vec<_> = (0..8).map(|_| spawn_child("processes_racing_on_one_key_build_once", "race", &envs)).collect();
    let outs: Vec<String> = kids.into_iter().map(finish).collect();
    let builds = fs::read_to_string(&log).unwrap();
    assert_eq!(builds.lines().count(), 1, "exactly one process built:\n{builds}");
    let from_disk: Vec<String> = outs.iter().flat_map(|o| results(o, "from_disk")).collect();
    assert_eq!(from_disk.len(), 8);
    assert_eq!(from_disk.iter().filter(|s| *s == "true").count(), 7);
    let c = cache(&root);
    assert_eq!(c.items().len(), 1);
}

#[test]
fn a_writer_killed_mid_write_leaves_nothing_that_blocks_or_poisons() {
    if let Some(mode) = child_mode() {
        let root = PathBuf::from(std::env::var("KILL_ROOT").unwrap());
        let c = cache(&root);
        let k = key("d", b"img", b"", b"");
        match mode.as_str() {
            "claim-and-hang" => {
                let ClaimResult::Claimed(_claim) = c.claim(&k) else { panic!("claim") };
                // Half of a binary in a temporary file, as a killed write leaves it.
                let dir = c.key_dir(&k);
                fs::write(dir.join(format!(".tmp.0.bin.{}.1", std::process::id())), &pattern(4096, 1)[..1000]).unwrap();
                println!("READY");
                use std::io::Write;
                std::io::stdout().flush().unwrap();
                std::thread::sleep(Duration::from_secs(600));
            }
            "dirlock-and-hang" => {
                c.put(&key("d", b"other", b"", b""), b"o");
                let dir = c.key_dir(&k);
                fs::create_dir_all(&dir).unwrap();
                let f = fs::OpenOptions::new()
                    .read(true)
                    .write(true)
                    .create(true)
                    .truncate(false)
                    .open(dir.join(".dirlock"))
                    .unwrap();
                // SAFETY: flock on our descriptor.
                assert_eq!(unsafe { libc::flock(std::os::unix::io::AsRawFd::as_raw_fd(&f), libc::LOCK_EX) }, 0);
                println!("READY");
                use std::io::Write;
                std::io::stdout().flush().unwrap();
                std::thread::sleep(Duration::from_secs(600));
            }
            _ => panic!("mode {mode}"),
        }
        return;
    }
    for mode in ["claim-and-hang", "dirlock-and-hang"] {
        let root = tempdir("kill");
        let mut child = spawn_child(
            "a_writer_killed_mid_write_leaves_nothing_that_blocks_or_poisons",
            mode,
            &[("KILL_ROOT", root.display().to_string())],
        );
        use std::io::BufRead;
        let ready = std::io::BufReader::new(child.stdout.as_mut().unwrap())
            .lines()
            .map_while(Result::ok)
            .any(|l| l.trim() == "READY");
        assert!(ready, "{mode}: the child did not get ready");
        // SAFETY: kill by the pid of our own child.
        assert_eq!(unsafe { libc::kill(child.id() as i32, libc::SIGKILL) }, 0);
        child.wait().unwrap();

        let mut cfg = DiskConfig::with_root(&root);
        cfg.lock_timeout = Duration::from_secs(30);
        let c = DiskCache::new(cfg);
        let k = key("d", b"img", b"", b"");
        if mode == "claim-and-hang" {
            assert_eq!(c.stale_temps().len(), 1, "the killed writer's temporary file is detected");
        }
        let t0 = std::time::Instant::now();
        assert_eq!(c.get(&k), None, "{mode}: a miss, not an error");
        let (b, from_disk) = c.get_or_build(&k, || Ok::<_, ()>(b"good".to_vec())).unwrap();
        assert!(t0.elapsed() < Duration::from_secs(2), "{mode}: no wait on a dead process's lock");
        assert_eq!((b.as_slice(), from_disk), (&b"good"[..], false));
        assert_eq!(c.get(&k).unwrap(), b"good", "{mode}: the next run is correct");
        assert!(!c.key_dir(&k).join("1.src").exists(), "{mode}: the dead slot was reused");
        c.evict(1 << 30, None);
        assert!(c.stale_temps().is_empty(), "{mode}: eviction removed the leftovers");
    }
}

#[test]
fn clear_removes_everything_unlocked() {
    let root = tempdir("clear");
    let c = cache(&root);
    for i in 0..5 {
        assert!(c.put(&key("d", format!("{i}").as_bytes(), b"", b""), b"x"));
    }
    assert_eq!(c.items().len(), 5);
    assert_eq!(c.clear().unwrap(), 5);
    assert!(c.items().is_empty());
    assert!(root.exists());
}

#[test]
fn unreadable_files_are_misses_and_get_replaced() {
    if let Some(mode) = child_mode() {
        assert_eq!(mode, "unreadable");
        let root = PathBuf::from(std::env::var("UR_ROOT").unwrap());
        if is_root() {
            become_nobody(); // root reads mode-000 files; `nobody` does not
        }
        let c = cache(&root);
        let k = key("d", b"img", b"", b"");
        assert!(c.put(&k, b"v1"));
        let bin = c.key_dir(&k).join("0.bin");
        fs::set_permissions(&bin, fs::Permissions::from_mode(0o000)).unwrap();
        assert_eq!(c.get(&k), None, "an unreadable .bin is a miss");
        let (b, from_disk) = c.get_or_build(&k, || Ok::<_, ()>(b"v2".to_vec())).unwrap();
        assert_eq!((b.as_slice(), from_disk), (&b"v2"[..], false));
        assert_eq!(c.get(&k).unwrap(), b"v2", "the slot was rewritten");
        let src = c.key_dir(&k).join("0.src");
        fs::set_permissions(&src, fs::Permissions::from_mode(0o000)).unwrap();
        assert_eq!(c.get(&k), None, "an unreadable .src is a miss");
        let (b, _) = c.get_or_build(&k, || Ok::<_, ()>(b"v3".to_vec())).unwrap();
        assert_eq!(b, b"v3");
        assert_eq!(c.get(&k).unwrap(), b"v3", "stored as a new item past the unreadable one");
        assert!(c.key_dir(&k).join("1.bin").exists());
        println!("RESULT ok=1");
        return;
    }
    let base = tempdir("unreadable");
    let root = base.join("cache");
    fs::create_dir(&root).unwrap();
    fs::set_permissions(&root, fs::Permissions::from_mode(0o700)).unwrap();
    if is_root() {
        std::os::unix::fs::chown(&root, Some(65534), Some(65534)).unwrap();
        fs::set_permissions(&base, fs::Permissions::from_mode(0o755)).unwrap();
        fs::set_permissions(base.parent().unwrap(), fs::Permissions::from_mode(0o711)).unwrap();
    }
    let out = finish(spawn_child(
        "unreadable_files_are_misses_and_get_replaced",
        "unreadable",
        &[("UR_ROOT", root.display().to_string())],
    ));
    assert_eq!(results(&out, "ok"), vec!["1"]);
}

/// A cache root writable by group and others (mode 0777): every request is
/// one miss and one rejection, nothing is stored, and the reason is traced
/// once per process however many builds there are, in one clear line.
#[test]
fn a_world_writable_root_is_one_miss_per_request_and_one_line_per_process() {
    if let Some(mode) = child_mode() {
        assert_eq!(mode, "0777");
        let root = PathBuf::from(std::env::var("WW_ROOT").unwrap());
        let mut cfg = DiskConfig::with_root(&root);
        cfg.trace = true;
        let c = DiskCache::new(cfg);
        let mut builds = 0;
        for i in 0..3u8 {
            let k = key("d", &[b'i', i], b"", b"");
            let (b, from_disk) = c
                .get_or_build(&k, || {
                    builds += 1;
                    Ok::<_, ()>(b"built".to_vec())
                })
                .unwrap();
            assert_eq!((b.as_slice(), from_disk), (&b"built"[..], false));
        }
        let ctr = c.counters();
        assert_eq!(builds, 3);
        assert_eq!((ctr.hits, ctr.misses, ctr.writes, ctr.rejected), (0, 3, 0, 3), "{ctr:?}");
        println!("RESULT ok=1");
        return;
    }
    let root = tempdir("ww");
    fs::set_permissions(&root, fs::Permissions::from_mode(0o777)).unwrap();
    let out = spawn_child(
        "a_world_writable_root_is_one_miss_per_request_and_one_line_per_process",
        "0777",
        &[("WW_ROOT", root.display().to_string())],
    )
    .wait_with_output()
    .unwrap();
    let (stdout, stderr) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success(), "child failed:\n{stdout}\n{stderr}");
    assert_eq!(results(&stdout, "ok"), ["1"]);
    let lines: Vec<&str> = stderr.lines().filter(|l| l.contains("rejected:")).collect();
    assert_eq!(lines.len(), 1, "one line per reason per process:\n{stderr}");
    assert!(
        lines[0].ends_with(&format!(
            "rejected: {}: it is writable by group or others (mode 777; chmod go-w to use it)",
            root.display()
        )),
        "{}",
        lines[0]
    );
    assert_eq!(fs::read_dir(&root).unwrap().count(), 0, "nothing was written below the unsafe root");
}
