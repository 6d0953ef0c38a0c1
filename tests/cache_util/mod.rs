//! Helpers shared by the cache tests: temporary directories, keys, and
//! child processes (the test executable re-run in a "child mode").
#![allow(dead_code, reason = "each test file uses a subset")]

use std::os::unix::fs::DirBuilderExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use syclrt::core::cache::disk::{DiskCache, DiskConfig};
use syclrt::core::cache::{DeviceDesc, DiskKey};

/// The environment variable selecting a child mode.
pub const CHILD: &str = "SYCLRT_CACHE_TEST_CHILD";

/// The child mode of this process, if it is a child.
pub fn child_mode() -> Option<String> {
    std::env::var(CHILD).ok()
}

/// A fresh private directory (0700) for one test.
pub fn tempdir(name: &str) -> PathBuf {
    let base = std::env::temp_dir().join("syclrt-cache-tests");
    let mut b = std::fs::DirBuilder::new();
    b.mode(0o700).recursive(true);
    b.create(&base).unwrap();
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_nanos();
    let d = base.join(format!("{name}-{}-{nanos}", std::process::id()));
    b.create(&d).unwrap();
    // The base may have been created by another user's umask: make ours private.
    std::fs::set_permissions(&d, std::os::unix::fs::PermissionsExt::from_mode(0o700)).unwrap();
    d
}

pub fn desc(name: &str) -> DeviceDesc {
    DeviceDesc {
        platform_name: "Test Platform".into(),
        device_name: name.into(),
        device_version: "OpenCL 3.0".into(),
        driver_version: "1.2.3".into(),
    }
}

pub fn key(dev: &str, image: &[u8], spec: &[u8], opts: &[u8]) -> DiskKey {
    DiskKey { device: desc(dev), image: image.to_vec(), spec_consts: spec.to_vec(), options: opts.to_vec() }
}

pub fn cache(root: &Path) -> DiskCache {
    DiskCache::new(DiskConfig::with_root(root))
}

/// Deterministic test bytes.
pub fn pattern(len: usize, seed: u32) -> Vec<u8> {
    let mut x = seed.wrapping_mul(2_654_435_761).wrapping_add(1);
    (0..len)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            x as u8
        })
        .collect()
}

/// Makes this process store on every driver (`SYCLRT_CACHE_STORE=always`
/// for the whole test process): the tests of the store mechanism need a
/// store where the default policy skips it (PoCL, docs/cache.md).
pub fn store_always() {
    syclrt::core::cache::policy::force(Some(syclrt::core::cache::policy::Mode::Always));
}

/// Re-runs this test executable as a child running only `test`, in `mode`
/// (with `SYCLRT_CACHE_STORE=always` unless `envs` sets it).
pub fn spawn_child(test: &str, mode: &str, envs: &[(&str, String)]) -> Child {
    // Wait until OpenCL is loaded (other tests of this process may be
    // loading it right now): a Khronos ICD loader splits OCL_ICD_FILENAMES in
    // the environment while it enumerates, and syclrt restores it only after
    // (src/config.rs, LoaderEnvGuard); a child started inside that window
    // would inherit the truncated list.
    let _ = syclrt::cl::api();
    let exe = std::env::current_exe().unwrap();
    let mut c = Command::new(exe);
    c.args(["--exact", test, "--nocapture", "--test-threads=1", "-q"])
        .env(CHILD, mode)
        // The children test the store mechanism: they store on every driver
        // (PoCL's default policy stores nothing, docs/cache.md); `envs` may
        // say otherwise (tests of the policy itself).
        .env("SYCLRT_CACHE_STORE", "always")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (k, v) in envs {
        c.env(k, v);
    }
    c.spawn().unwrap()
}

/// Waits for a child and returns its stdout, asserting it succeeded.
pub fn finish(c: Child) -> String {
    let out = c.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "child failed: {:?}\nstdout:\n{stdout}\nstderr:\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}

/// The value of `RESULT name=value` lines a child printed.
pub fn results(stdout: &str, name: &str) -> Vec<String> {
    let prefix = format!("RESULT {name}=");
    stdout.lines().filter_map(|l| l.strip_prefix(&prefix).map(str::to_string)).collect()
}

/// Drops root privileges to `nobody` (only in a child process).
pub fn become_nobody() {
    // SAFETY: plain syscalls; the child process is single-purpose.
    unsafe {
        assert_eq!(libc::setgid(65534), 0, "setgid");
        assert_eq!(libc::setuid(65534), 0, "setuid");
    }
}

pub fn is_root() -> bool {
    // SAFETY: no preconditions.
    unsafe { libc::geteuid() == 0 }
}
