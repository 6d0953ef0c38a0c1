//! The persistent cache's store policy (`core::cache::policy`, issue 24):
//! on PoCL the default stores nothing (PoCL's own kernel cache serves the
//! next run; with it off, a load saves nothing either) and says so in the
//! trace, the C API counters (`disk_skipped`) and `syclrt-cache stat`;
//! `SYCLRT_CACHE_STORE=always` stores (and later runs load under any
//! policy); Intel's CPU runtime stores by default and `never` stops it.
//! Each case runs in child processes with its own `SYCL_CACHE_DIR`.

mod cache_util;

use cache_util::*;
use std::process::Output;
use std::ptr;
use syclrt::ffi::api::cache::*;
use syclrt::ffi::api::context::*;
use syclrt::ffi::api::device::*;
use syclrt::ffi::api::program::*;
use syclrt::ffi::api::{syclrt_context, syclrt_device, Status};

const SRC: &str = "__kernel void policy_add(__global int *a) { a[get_global_id(0)] += 7; }\n";
const TEST_POCL: &str = "pocl_by_default_skips_the_store_and_says_so";
const TEST_INTEL: &str = "intel_stores_by_default_and_never_stops_it";

/// Child: builds SRC through the C API, waits for the store, prints the
/// platform and the persistent cache's counters.
fn child() {
    let mut d = ptr::null_mut();
    // SAFETY: valid out-pointer.
    assert_eq!(unsafe { syclrt_device_get(0, &mut d) }, Status::Success, "no OpenCL device");
    let d = d as *const syclrt_device;
    let mut ctx: *mut syclrt_context = ptr::null_mut();
    // SAFETY: one valid device handle, valid out-pointer.
    assert_eq!(unsafe { syclrt_context_create(&d, 1, &mut ctx) }, Status::Success);
    let mut p = ptr::null_mut();
    let opts = c"";
    // SAFETY: valid pointers and lengths.
    let s = unsafe {
        syclrt_program_build_cached(ctx, 0, SRC.as_ptr().cast(), SRC.len(), opts.as_ptr(), ptr::null(), 0, &mut p)
    };
    assert_eq!(s, Status::Success);
    assert!(syclrt::core::cache::flush_stores(std::time::Duration::from_secs(300)));
    let mut st = syclrt_cache_stats::default();
    // SAFETY: valid out-pointer.
    assert_eq!(unsafe { syclrt_cache_get_stats(ctx, &mut st) }, Status::Success);
    let plat = syclrt::core::device::devices().unwrap()[0].platform().name.clone();
    println!("RESULT platform={plat}");
    println!("RESULT disk_hits={}", st.disk_hits);
    println!("RESULT disk_misses={}", st.disk_misses);
    println!("RESULT disk_writes={}", st.disk_writes);
    println!("RESULT disk_skipped={}", st.disk_skipped);
    // SAFETY: our handles.
    unsafe {
        syclrt_program_release(p);
        syclrt_context_release(ctx);
    }
}

/// Runs a child of `test` with `envs` (after the cache directory and the
/// trace); returns (stdout, stderr).
fn run(test: &str, dir: &std::path::Path, envs: &[(&str, &str)]) -> (String, String) {
    let mut all = vec![
        ("SYCL_CACHE_PERSISTENT", "1".to_string()),
        ("SYCL_CACHE_DIR", dir.display().to_string()),
        ("SYCL_CACHE_TRACE", "1".to_string()),
    ];
    all.extend(envs.iter().map(|(k, v)| (*k, v.to_string())));
    let out: Output = spawn_child(test, "build", &all).wait_with_output().unwrap();
    let (o, e) = (String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned());
    assert!(out.status.success(), "child failed: {:?}\nstdout:\n{o}\nstderr:\n{e}", out.status);
    (o, e)
}

fn n(out: &str, name: &str) -> u64 {
    results(out, name)[0].parse().unwrap()
}

/// (hits, misses, writes, skipped) of a child's output.
fn counts(out: &str) -> [u64; 4] {
    [n(out, "disk_hits"), n(out, "disk_misses"), n(out, "disk_writes"), n(out, "disk_skipped")]
}

fn stat(dir: &std::path::Path, json: bool) -> String {
    let exe = env!("CARGO_BIN_EXE_syclrt-cache");
    let mut args = vec!["--dir", dir.to_str().unwrap(), "stat"];
    if json {
        args.push("--json");
    }
    let out = std::process::Command::new(exe).args(&args).output().unwrap();
    assert!(out.status.success());
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn default_platform() -> Option<String> {
    syclrt::core::device::devices().ok().and_then(|d| d.first().map(|d| d.platform().name.clone()))
}

#[test]
fn pocl_by_default_skips_the_store_and_says_so() {
    if child_mode().is_some() {
        return child();
    }
    match default_platform() {
        Some(p) if p.contains("Portable Computing Language") => {}
        other => {
            println!("SKIP: the first device is not PoCL's ({other:?})");
            return;
        }
    }
    let dir = tempdir("policy-pocl");
    // The default (SYCLRT_CACHE_STORE unset means auto; the children are
    // given always unless told: say auto), PoCL's kernel cache on.
    let auto = [("SYCLRT_CACHE_STORE", "auto"), ("POCL_KERNEL_CACHE", "1")];
    let (o, e) = run(TEST_POCL, &dir, &auto);
    assert!(results(&o, "platform")[0].contains("Portable Computing Language"));
    assert_eq!(counts(&o), [0, 1, 0, 1], "a miss, no store, one skipped store");
    assert!(e.contains("store skipped by the store policy"), "the trace says so:\n{e}");
    assert!(e.contains("POCL_KERNEL_CACHE"), "and why:\n{e}");
    assert!(cache(&dir).items().is_empty(), "nothing stored");
    // The next run misses again (the driver's own cache serves it).
    let (o, _) = run(TEST_POCL, &dir, &auto);
    assert_eq!(counts(&o), [0, 1, 0, 1]);
    // PoCL's kernel cache off: still no store (a load saves nothing there,
    // BENCHMARKS.md "Store policy"), for its own reason.
    let (o, e) = run(TEST_POCL, &dir, &[("SYCLRT_CACHE_STORE", "auto"), ("POCL_KERNEL_CACHE", "0")]);
    assert_eq!(counts(&o), [0, 1, 0, 1]);
    assert!(e.contains("first launch"), "{e}");
    // syclrt-cache stat counts the skipped stores across the runs.
    let text = stat(&dir, false);
    assert!(text.contains("stores skipped: 3"), "{text}");
    assert!(text.contains("misses:       3"), "{text}");
    let json: serde_json::Value = serde_json::from_str(stat(&dir, true).trim()).unwrap();
    assert_eq!(json["stores_skipped"], 3);

    // The override stores (a twin build on PoCL), and the next run loads.
    let (o, e) = run(TEST_POCL, &dir, &[("SYCLRT_CACHE_STORE", "always")]);
    assert_eq!(counts(&o), [0, 1, 1, 0], "always: stored");
    assert!(!e.contains("store skipped"), "{e}");
    assert_eq!(cache(&dir).items().len(), 1);
    let (o, _) = run(TEST_POCL, &dir, &[("SYCLRT_CACHE_STORE", "always")]);
    assert_eq!(counts(&o), [1, 0, 0, 0], "the stored binary loads");
    // What is stored loads under the default policy too.
    let (o, _) = run(TEST_POCL, &dir, &auto);
    assert_eq!(counts(&o), [1, 0, 0, 0], "lookups happen under every policy");
    let text = stat(&dir, false);
    assert!(text.contains("stores skipped: 3") && text.contains("hits:         2"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The environment that makes a child see Intel's CPU OpenCL runtime, or
/// None when the cached venv (scripts/intel-runtime.sh) is absent.
fn intel_env() -> Option<Vec<(&'static str, String)>> {
    let cache = std::env::var_os("SYCLRT_CI_CACHE")
        .map(std::path::PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| std::path::PathBuf::from(h).join(".cache/syclrt-ci")));
    let venv = cache.map(|c| c.join("venv-2024.2.1")).filter(|v| v.join(".complete").exists())?;
    let lib = venv.join("lib");
    let ld = match std::env::var("LD_LIBRARY_PATH") {
        Ok(old) if !old.is_empty() => format!("{}:{old}", lib.display()),
        _ => lib.display().to_string(),
    };
    Some(vec![("LD_LIBRARY_PATH", ld), ("OCL_ICD_VENDORS", venv.join("etc/OpenCL/vendors").display().to_string())])
}

#[test]
fn intel_stores_by_default_and_never_stops_it() {
    if child_mode().is_some() {
        return child();
    }
    let Some(intel) = intel_env() else {
        println!("SKIP: Intel's CPU runtime is not installed (scripts/intel-runtime.sh)");
        return;
    };
    let dir = tempdir("policy-intel");
    let never_dir = tempdir("policy-intel-never");
    let go = |dir: &std::path::Path, store: &str| {
        let mut r: Vec<(&str, &str)> = intel.iter().map(|(k, v)| (*k, v.as_str())).collect();
        r.push(("SYCLRT_CACHE_STORE", store));
        run(TEST_INTEL, dir, &r)
    };
    let (o, e) = go(&dir, "auto");
    let plat = &results(&o, "platform")[0];
    if !plat.contains("Intel") {
        println!("SKIP: the Intel environment gave platform {plat:?}");
        return;
    }
    assert_eq!(counts(&o), [0, 1, 1, 0], "Intel: the default stores (a copy)");
    assert!(!e.contains("store skipped"), "{e}");
    let (o, _) = go(&dir, "auto");
    assert_eq!(counts(&o), [1, 0, 0, 0], "and the next run loads");
    // never: lookups only.
    let (o, e) = go(&never_dir, "never");
    assert_eq!(counts(&o), [0, 1, 0, 1], "never: no store");
    assert!(e.contains("SYCLRT_CACHE_STORE=never"), "{e}");
    assert!(cache(&never_dir).items().is_empty());
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&never_dir);
}
