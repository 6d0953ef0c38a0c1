//! Persistent-cache files (`.src`, `.bin`, `.use`, `.lock`, temporaries:
//! version headers, lengths, checksums, modes, symlinks) through a lookup,
//! a claim and store, the item listing and eviction.
//!
//! Properties: nothing panics; a hit returns exactly the payload of a
//! `.bin` whose checksum verifies and whose `.src` is the key's; after a
//! miss, a claimed and completed store is what the next lookup returns.

use super::*;
use std::fs;
use std::os::unix::fs::{DirBuilderExt, OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::time::Duration;
use syclrt::core::cache::disk::{decode_bin, decode_src, encode_bin, encode_src, ClaimResult, DiskCache, DiskConfig};
use syclrt::core::cache::key::{DeviceDesc, DiskKey};

fn root() -> PathBuf {
    std::env::temp_dir().join(format!("syclrt-fuzz-cache-{}", std::process::id()))
}

fn key(b: &mut Bytes<'_>) -> DiskKey {
    DiskKey {
        device: DeviceDesc {
            platform_name: "Fuzz".into(),
            device_name: format!("dev{}", b.u8() % 2),
            device_version: "1".into(),
            driver_version: "1".into(),
        },
        image: b.take(16).to_vec(),
        spec_consts: if b.bool() { b.take(8).to_vec() } else { Vec::new() },
        options: b.take(8).to_vec(),
    }
}

/// A file body: valid for `k` or another key, mutated, or raw.
fn body(b: &mut Bytes<'_>, valid: Vec<u8>) -> Vec<u8> {
    let mut v = valid;
    match b.u8() % 8 {
        0 => v = b.take(96).to_vec(),
        1 if !v.is_empty() => {
            let i = b.below(v.len());
            v[i] ^= b.u8() | 1;
        }
        2 => v.truncate(b.below(v.len() + 1)),
        3 => v.extend_from_slice(b.take(8)),
        4 if v.len() >= 20 => {
            // A length field or the version rewritten.
            let at = if b.bool() { 8 } else { 12 };
            let x = b.u64().to_le_bytes();
            let n = if at == 8 { 4 } else { 8 };
            v[at..at + n].copy_from_slice(&x[..n]);
        }
        _ => {}
    }
    v
}

fn write(path: &Path, data: &[u8], mode: u32) {
    let _ = fs::remove_file(path);
    if let Ok(mut f) = fs::OpenOptions::new().write(true).create(true).truncate(true).mode(0o600).open(path) {
        let _ = std::io::Write::write_all(&mut f, data);
    }
    let _ = fs::set_permissions(path, fs::Permissions::from_mode(mode));
}

pub fn run(data: &[u8]) {
    install_panic_counter();
    let mut b = Bytes::new(data);
    // The parsers alone, on raw bytes: errors, never panics.
    let raw = b.take(64);
    let _ = decode_src(raw);
    if let Ok(bin) = decode_bin(raw) {
        assert_eq!(encode_bin(&bin), raw, "a .bin that decodes re-encodes to itself");
    }

    let root = root();
    let _ = fs::remove_dir_all(&root);
    let mut cfg = DiskConfig::with_root(&root);
    cfg.lock_timeout = Duration::from_millis(20);
    cfg.max_size = if b.bool() { 1 + b.u16() as u64 } else { 1 << 20 };
    cfg.max_age = if b.u8() % 4 == 0 { Some(Duration::from_secs(1)) } else { None };
    let dc = DiskCache::new(cfg);
    let k = key(&mut b);
    let other = key(&mut b);
    let dir = dc.key_dir(&k);
    let _ = fs::DirBuilder::new().recursive(true).mode(0o700).create(&dir);
    if b.u8() % 16 == 0 {
        // A directory on the path writable by others: never used.
        let _ = fs::set_permissions(dir.parent().unwrap(), fs::Permissions::from_mode(0o777));
    }
    let items = b.below(4);
    let mut payloads = Vec::new();
    for n in 0..items {
        let src_for = if b.u8() % 4 == 0 { &other } else { &k };
        let payload = b.take(32).to_vec();
        payloads.push(payload.clone());
        let mode = |b: &mut Bytes<'_>| if b.u8() % 16 == 0 { 0o666 } else { 0o600 };
        match b.u8() % 8 {
            0 => {}
            1 => {
                // A symlink where a file should be.
                let _ = std::os::unix::fs::symlink(root.join("elsewhere"), dir.join(format!("{n}.src")));
            }
            _ => {
                let m = mode(&mut b);
                write(&dir.join(format!("{n}.src")), &body(&mut b, encode_src(src_for)), m)
            }
        }
        if b.u8() % 4 != 0 {
            let m = mode(&mut b);
            write(&dir.join(format!("{n}.bin")), &body(&mut b, encode_bin(&payload)), m);
        }
        if b.bool() {
            write(&dir.join(format!("{n}.use")), b.take(12), 0o600);
        }
        if b.u8() % 4 == 0 {
            write(&dir.join(format!(".tmp.{n}.bin.1.2")), b.take(8), 0o600);
        }
        if b.u8() % 8 == 0 {
            let _ = fs::create_dir(dir.join(format!("{n}.lock")));
        }
    }
    let got = dc.get(&k);
    if let Some(bin) = &got {
        let matches = (0..items).any(|n| {
            fs::read(dir.join(format!("{n}.src"))).is_ok_and(|s| s == encode_src(&k))
                && fs::read(dir.join(format!("{n}.bin"))).is_ok_and(|f| decode_bin(&f).as_ref() == Ok(bin))
        });
        assert!(matches, "a hit returned bytes that no verified item of the key holds");
    }
    let fresh = b.take(32).to_vec();
    match dc.claim(&k) {
        ClaimResult::Claimed(c) => {
            assert!(got.is_none(), "claimed a slot for a key that was just a hit");
            let may_evict = dc.cfg.max_size != 1 << 20 || dc.cfg.max_age.is_some();
            if dc.complete(c, &fresh) {
                let again = dc.get(&k);
                if may_evict {
                    assert!(again.is_none() || again == Some(fresh), "a lookup after a store returned other bytes");
                } else {
                    assert_eq!(again, Some(fresh), "a stored binary is what the next lookup returns");
                }
            }
        }
        ClaimResult::Hit(bin) => {
            assert!(decode_bin(&encode_bin(&bin)).is_ok());
        }
        ClaimResult::Unavailable => {}
    }
    let _ = dc.items();
    let _ = dc.size();
    let _ = dc.stale_temps();
    let _ = dc.evict(b.u16() as u64, None);
    let _ = dc.get(&other);
    let _ = fs::remove_dir_all(&root);
}
