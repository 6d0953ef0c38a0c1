//! `syclrt-cache`, the cache explorer: list, stat, verify (checksums,
//! stale items of killed writers, temporaries), prune, clear, and usage errors;
//! hits, misses and hit rate across runs; --help and --version of both CLIs.

mod cache_util;

use cache_util::*;
use std::path::Path;
use std::process::Command;

fn explorer(dir: &Path, args: &[&str]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_syclrt-cache")).arg("--dir").arg(dir).args(args).output().unwrap();
    let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    (out.status.code().unwrap_or(-1), text)
}

#[test]
fn list_stat_verify_prune_clear() {
    let root = tempdir("explorer");
    let c = cache(&root);
    for i in 0..3u8 {
        assert!(c.put(&key("GPU X", &[1, b'a' + i], b"\x01\0\0\0", b"-O2"), &pattern(1000, i as u32)));
    }
    let (code, text) = explorer(&root, &["list"]);
    assert_eq!(code, 0, "{text}");
    assert!(text.contains("3 item(s)"), "{text}");
    assert!(text.contains("Test Platform/GPU X/OpenCL 3.0/1.2.3"), "decoded device: {text}");
    assert!(text.contains("spir-v") && text.contains("\"-O2\"") && text.contains("binary:   1000 bytes"), "{text}");

    let (code, text) = explorer(&root, &["stat"]);
    assert_eq!(code, 0);
    assert!(text.contains("items:        3") && text.contains("devices:      1"), "{text}");

    let (code, text) = explorer(&root, &["verify"]);
    assert_eq!((code, text.contains("0 problem(s)")), (0, true), "{text}");

    // Damage: a flipped byte, a dead writer's .src without .bin, a temporary file.
    let k0 = key("GPU X", &[1, b'a'], b"\x01\0\0\0", b"-O2");
    let bin = c.key_dir(&k0).join("0.bin");
    let mut d = std::fs::read(&bin).unwrap();
    d[30] ^= 1;
    std::fs::write(&bin, d).unwrap();
    let k1 = key("GPU X", &[1, b'b'], b"\x01\0\0\0", b"-O2");
    std::fs::remove_file(c.key_dir(&k1).join("0.bin")).unwrap();
    std::fs::write(c.key_dir(&k1).join(".tmp.0.bin.1.2"), b"partial").unwrap();
    let (code, text) = explorer(&root, &["verify"]);
    assert_eq!(code, 1, "{text}");
    assert!(text.contains("BAD") && text.contains("checksum"), "{text}");
    assert!(text.contains("STALE") && text.contains("TEMP"), "{text}");
    assert!(text.contains("3 problem(s)"), "{text}");

    let (code, text) = explorer(&root, &["prune", "--max-size", "1"]);
    assert_eq!(code, 0, "{text}");
    assert!(text.contains("removed 3 item(s)"), "{text}");
    assert!(c.items().is_empty());
    assert!(c.stale_temps().is_empty());

    assert!(c.put(&k0, b"x"));
    let (code, text) = explorer(&root, &["clear"]);
    assert_eq!((code, text.contains("removed 1 item(s)")), (0, true), "{text}");
}

#[test]
fn usage_errors_exit_with_2() {
    let root = tempdir("explorer-usage");
    for args in
        [&[][..], &["frobnicate"], &["prune"], &["prune", "--max-size", "lots"], &["prune", "--older-than", "-1"]]
    {
        let (code, text) = explorer(&root, args);
        assert_eq!(code, 2, "{args:?}: {text}");
        assert!(text.to_lowercase().contains("usage:"), "{text}");
    }
    let (code, _) = explorer(&root, &["prune", "--older-than", "0.5"]);
    assert_eq!(code, 0);
}

#[test]
fn stat_reports_hits_misses_and_hit_rate_across_runs() {
    let root = tempdir("explorer-stats");
    let k = key("GPU X", &[1, b's'], b"", b"");
    {
        // "Run 1": a miss, then the store.
        let c = cache(&root);
        assert!(c.get(&k).is_none());
        assert!(c.put(&k, &pattern(100, 1)));
    }
    for _ in 0..3 {
        // "Runs 2 to 4": a hit each, from separate caches (as separate processes).
        assert!(cache(&root).get(&k).is_some());
    }
    let (code, text) = explorer(&root, &["stat"]);
    assert_eq!(code, 0, "{text}");
    assert!(text.contains("hits:         3"), "{text}");
    assert!(text.contains("misses:       1"), "{text}");
    assert!(text.contains("hit rate:     75.00 %"), "{text}");

    let (code, text) = explorer(&root, &["stat", "--json"]);
    assert_eq!(code, 0, "{text}");
    let v: serde_json::Value = serde_json::from_str(text.trim()).expect("stat --json is JSON");
    assert_eq!((v["hits"].as_u64(), v["misses"].as_u64(), v["items"].as_u64()), (Some(3), Some(1), Some(1)), "{v}");
    assert_eq!(v["hit_rate_percent"].as_f64(), Some(75.0), "{v}");

    let (code, text) = explorer(&root, &["stat", "--zero"]);
    assert_eq!(code, 0, "{text}");
    let (_, text) = explorer(&root, &["stat"]);
    assert!(text.contains("hits:         0") && text.contains("no lookup yet"), "{text}");
    assert!(text.contains("items:        1"), "zeroing the counters keeps the items: {text}");
}

#[test]
fn both_clis_answer_help_and_version_and_document_exit_codes() {
    for exe in [env!("CARGO_BIN_EXE_syclrt-cache"), env!("CARGO_BIN_EXE_syclrt-info")] {
        let out = Command::new(exe).arg("--version").output().unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{exe} --version: {text}");
        assert!(text.contains(env!("CARGO_PKG_VERSION")), "{exe} --version: {text}");
        let out = Command::new(exe).arg("--help").output().unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{exe} --help");
        assert!(text.contains("Exit status:") && text.contains("2  bad usage"), "{exe} --help: {text}");
        let out = Command::new(exe).arg("--no-such-option").output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{exe} with an unknown option");
    }
}
