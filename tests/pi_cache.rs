//! The persistent cache through the PI plugin (issue 5, item 3(c)):
//! programs created from IL with `piProgramCreate` and built with
//! `piProgramBuild` are stored as native binaries, and a second process
//! gets a program made from them (a "redirect" of the PI handle) with no
//! compile. Each scenario runs in child processes (the test executable
//! re-run with `SYCLRT_CACHE_TEST_CHILD`), because the cache configuration
//! is read once per process; the children see Intel's CPU OpenCL runtime
//! (SPIR-V, spec constants, USM) from the cached venv of
//! `scripts/intel-runtime.sh` and a private `SYCL_CACHE_DIR`. Without the
//! venv the tests print SKIP and stop.
//!
//!   cargo test --test pi_cache
//!
//! Proves: a first process builds and stores, later ones load with no
//! compile (and the kernels compute right, with the spec-constant values of
//! their build); H reads as built (status, kernels, binaries), its native
//! handle is a built program; options and spec-constant values give
//! distinct entries; releasing H releases the stand-in (reference counts);
//! processes starting together compile once; `SYCL_CACHE_PERSISTENT=0`
//! disables it.

mod cache_util;

use cache_util::{child_mode, finish, results, spawn_child, tempdir};
use std::ffi::{c_void, CStr};
use std::ptr::{null, null_mut};
use syclrt::ffi::pi::entries::*;
use syclrt::ffi::pi::types::*;
use syclrt::ffi::pi::{info, programs};

/// Two kernels (`bundle_spv_add`: a[i] += 1; `bundle_spv_spec`: a[i] = spec
/// constant 7, default 5).
const SPV: &[u8] = include_bytes!("fixtures/spec.spv");

const CL_PROGRAM_REFERENCE_COUNT: u32 = 0x1160;
const CL_PROGRAM_NUM_KERNELS: u32 = 0x1167;
const CL_PROGRAM_KERNEL_NAMES: u32 = 0x1168;
const CL_PROGRAM_BINARY_SIZES: u32 = 0x1165;
const CL_PROGRAM_BUILD_STATUS: u32 = 0x1181;
const CL_PROGRAM_BUILD_LOG: u32 = 0x1183;
const CL_KERNEL_PROGRAM: u32 = 0x1194;
const CL_PROGRAM_IL: u32 = 0x1169;

// ------------------------------------------------------------------ child

fn spirv_usm_device() -> pi_device {
    let mut n = 0u32;
    // SAFETY: valid out-pointers and arrays of the announced sizes (whole block).
    unsafe {
        assert_eq!(piPlatformsGet(0, null_mut(), &mut n), PI_SUCCESS);
        let mut ps = vec![null_mut(); n as usize];
        assert_eq!(piPlatformsGet(n, ps.as_mut_ptr(), null_mut()), PI_SUCCESS);
        for p in ps {
            let mut nd = 0u32;
            assert_eq!(piDevicesGet(p, 0xFFFF_FFFF, 0, null_mut(), &mut nd), PI_SUCCESS);
            let mut ds = vec![null_mut(); nd as usize];
            if nd > 0 {
                assert_eq!(piDevicesGet(p, 0xFFFF_FFFF, nd, ds.as_mut_ptr(), null_mut()), PI_SUCCESS);
            }
            for d in ds {
                let usm = info::has_extension(syclrt::cl::DeviceId(d), "cl_intel_unified_shared_memory");
                let il = info::cached(d, 0x105b);
                let spirv = matches!(&il, info::Answer::Bytes(b) if String::from_utf8_lossy(b).contains("SPIR-V"));
                if usm && spirv {
                    return d;
                }
            }
        }
    }
    panic!("the child needs a SPIR-V + USM device (Intel's CPU runtime)");
}

/// # Safety
/// `p` is a live program.
unsafe fn refcount(p: pi_program) -> u32 {
    let mut v = 0u32;
    // SAFETY: 4 bytes for a cl_uint answer.
    let r = unsafe { piProgramGetInfo(p, CL_PROGRAM_REFERENCE_COUNT, 4, (&mut v as *mut u32).cast(), null_mut()) };
    assert_eq!(r, PI_SUCCESS);
    v
}

/// Runs `k(a)` over 4 ints initialised to 0, 10, 20, 30; returns them.
///
/// # Safety
/// Live handles of one context/device.
unsafe fn run(c: pi_context, d: pi_device, q: pi_queue, k: pi_kernel) -> Vec<i32> {
    // SAFETY: shared USM of 16 bytes, written and read on the host only
    // while no kernel runs (the launch is finished before the read).
    unsafe {
        let mut a: *mut c_void = null_mut();
        assert_eq!(piextUSMSharedAlloc(&mut a, c, d, null_mut(), 16, 0), PI_SUCCESS);
        let s = std::slice::from_raw_parts_mut(a.cast::<i32>(), 4);
        for (i, x) in s.iter_mut().enumerate() {
            *x = 10 * i as i32;
        }
        assert_eq!(piextKernelSetArgPointer(k, 0, 8, (&a as *const *mut c_void).cast()), PI_SUCCESS);
        let gws = [4usize];
        assert_eq!(piEnqueueKernelLaunch(q, k, 1, null(), gws.as_ptr(), null(), 0, null(), null_mut()), PI_SUCCESS);
        assert_eq!(piQueueFinish(q), PI_SUCCESS);
        let out = std::slice::from_raw_parts(a.cast::<i32>(), 4).to_vec();
        assert_eq!(piextUSMFree(c, a), PI_SUCCESS);
        out
    }
}

/// One "application run": create from IL, set the spec constant (if any),
/// build, check every view of the program, run both kernels, release.
/// Mode: `spec=<i32 or none>;opt=<options>`.
fn child(mode: &str) {
    let mut spec: Option<i32> = None;
    let mut opts = String::new();
    for part in mode.split(';') {
        match part.split_once('=') {
            Some(("spec", "none")) => {}
            Some(("spec", v)) => spec = Some(v.parse().unwrap()),
            Some(("opt", v)) => opts = v.to_string(),
            _ => panic!("bad child mode {mode}"),
        }
    }
    let d = spirv_usm_device();
    // SAFETY: (whole block) handles from the plugin, host buffers sized for
    // each query, every object released at the end.
    let redirected = unsafe {
        let mut c: pi_context = null_mut();
        assert_eq!(piContextCreate(null(), 1, &d, None, null_mut(), &mut c), PI_SUCCESS);
        let mut q: pi_queue = null_mut();
        assert_eq!(piQueueCreate(c, d, 0, &mut q), PI_SUCCESS);

        let mut h: pi_program = null_mut();
        assert_eq!(piProgramCreate(c, SPV.as_ptr().cast(), SPV.len(), &mut h), PI_SUCCESS);
        if let Some(v) = spec {
            assert_eq!(piextProgramSetSpecializationConstant(h, 7, 4, (&v as *const i32).cast()), PI_SUCCESS);
        }
        let copts = std::ffi::CString::new(opts).unwrap();
        assert_eq!(piProgramBuild(h, 1, &d, copts.as_ptr(), None, null_mut()), PI_SUCCESS);

        // H reads as built, whatever happened underneath.
        let mut status = -1i32;
        assert_eq!(
            piProgramGetBuildInfo(h, d, CL_PROGRAM_BUILD_STATUS, 4, (&mut status as *mut i32).cast(), null_mut()),
            PI_SUCCESS
        );
        assert_eq!(status, 0, "CL_BUILD_SUCCESS through H");
        let mut log_len = 0usize;
        assert_eq!(piProgramGetBuildInfo(h, d, CL_PROGRAM_BUILD_LOG, 0, null_mut(), &mut log_len), PI_SUCCESS);
        assert!(log_len >= 1);
        let mut nk = 0usize;
        assert_eq!(
            piProgramGetInfo(h, CL_PROGRAM_NUM_KERNELS, 8, (&mut nk as *mut usize).cast(), null_mut()),
            PI_SUCCESS
        );
        assert_eq!(nk, 2);
        let mut names = [0u8; 128];
        assert_eq!(
            piProgramGetInfo(h, CL_PROGRAM_KERNEL_NAMES, 128, names.as_mut_ptr().cast(), null_mut()),
            PI_SUCCESS
        );
        let names = CStr::from_bytes_until_nul(&names).unwrap().to_string_lossy().into_owned();
        assert!(names.contains("bundle_spv_add") && names.contains("bundle_spv_spec"), "{names}");
        let mut bin_size = 0usize;
        assert_eq!(
            piProgramGetInfo(h, CL_PROGRAM_BINARY_SIZES, 8, (&mut bin_size as *mut usize).cast(), null_mut()),
            PI_SUCCESS
        );
        assert!(bin_size > 0, "a built program has a binary");
        assert_eq!(refcount(h), 1, "H's own reference count, not the stand-in's");
        let mut il_len = 0usize;
        assert_eq!(piProgramGetInfo(h, CL_PROGRAM_IL, 0, null_mut(), &mut il_len), PI_SUCCESS);
        assert_eq!(il_len, SPV.len(), "H's own IL");
        // After the build, spec constants are validated by H's IL as without
        // the cache (an unknown id is PI_ERROR_INVALID_SPEC_ID, -71), and a
        // value set now only affects a later build (checked below).
        let late = 1234i32;
        assert_eq!(piextProgramSetSpecializationConstant(h, 99, 4, (&late as *const i32).cast()), -71);
        assert_eq!(piextProgramSetSpecializationConstant(h, 7, 4, (&late as *const i32).cast()), PI_SUCCESS);

        // The native handle is a built program (H itself, or its stand-in).
        let mut native: pi_native_handle = 0;
        assert_eq!(piextProgramGetNativeHandle(h, &mut native), PI_SUCCESS);
        let b = native as pi_program;
        let redirected = b != h;
        let mut nstatus = -1i32;
        assert_eq!(
            piProgramGetBuildInfo(b, d, CL_PROGRAM_BUILD_STATUS, 4, (&mut nstatus as *mut i32).cast(), null_mut()),
            PI_SUCCESS
        );
        assert_eq!(nstatus, 0, "the native program is built");
        assert_eq!(programs::redirect_count(), redirected as usize);

        // Kernels from H compute right; their program reads as H.
        let mut k: pi_kernel = null_mut();
        assert_eq!(piKernelCreate(h, c"bundle_spv_spec".as_ptr(), &mut k), PI_SUCCESS);
        let mut kp: pi_program = null_mut();
        assert_eq!(
            piKernelGetInfo(k, CL_KERNEL_PROGRAM, 8, (&mut kp as *mut pi_program).cast(), null_mut()),
            PI_SUCCESS
        );
        assert_eq!(kp, h, "piKernelGetInfo(PROGRAM) gives the program libsycl knows");
        let want = spec.unwrap_or(5);
        assert_eq!(run(c, d, q, k), vec![want; 4], "the spec constant's value at build time");
        let mut k2: pi_kernel = null_mut();
        assert_eq!(piKernelCreate(h, c"bundle_spv_add".as_ptr(), &mut k2), PI_SUCCESS);

        // Releasing H releases the stand-in; a kernel keeps its program alive.
        assert_eq!(piProgramRetain(b), PI_SUCCESS);
        let before = refcount(b);
        assert_eq!(piKernelRelease(k), PI_SUCCESS);
        assert_eq!(piProgramRelease(h), PI_SUCCESS);
        assert_eq!(programs::redirect_count(), 0, "the redirect went with H");
        if redirected {
            let after = refcount(b);
            assert!(after < before, "H's release released B ({before} -> {after})");
        }
        assert_eq!(run(c, d, q, k2), vec![1, 11, 21, 31], "a kernel outlives H");
        assert_eq!(piKernelRelease(k2), PI_SUCCESS);
        assert_eq!(refcount(b), 1, "only this test's own reference is left: no leak");
        assert_eq!(piProgramRelease(b), PI_SUCCESS);

        assert_eq!(piQueueRelease(q), PI_SUCCESS);
        assert_eq!(piContextRelease(c), PI_SUCCESS);
        redirected
    };
    // The store runs in the background: wait for it before counting writes.
    syclrt::core::cache::flush_stores(std::time::Duration::from_secs(300));
    let dc = syclrt::core::cache::disk_cache().map(|d| d.counters()).unwrap_or_default();
    println!("RESULT redirected={}", u64::from(redirected));
    println!("RESULT disk_hits={}", dc.hits);
    println!("RESULT disk_writes={}", dc.writes);
    println!("RESULT disk_skipped={}", dc.skipped);
    println!("RESULT compiled={}", syclrt::core::cache::compiled_devices());
}

// ----------------------------------------------------------------- parent

/// The environment that makes a child see Intel's CPU OpenCL runtime, or
/// None when the cached venv (scripts/intel-runtime.sh) is absent.
fn intel_env() -> Option<Vec<(&'static str, String)>> {
    let cache = std::env::var_os("SYCLRT_CI_CACHE")
        .map(std::path::PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| std::path::PathBuf::from(h).join(".cache/syclrt-ci")));
    let venv = cache.map(|c| c.join("venv-2024.2.1")).filter(|v| v.join(".complete").exists())?;
    let lib = venv.join("lib");
    let ld = match std::env::var("LD_LIBRARY_PATH") {
        Ok(old) if !old.is_empty() && !old.contains(&lib.display().to_string()) => {
            format!("{}:{old}", lib.display())
        }
        Ok(old) if !old.is_empty() => old,
        _ => lib.display().to_string(),
    };
    Some(vec![("LD_LIBRARY_PATH", ld), ("OCL_ICD_VENDORS", venv.join("etc/OpenCL/vendors").display().to_string())])
}

fn one(out: &str, name: &str) -> u64 {
    let v = results(out, name);
    assert_eq!(v.len(), 1, "{name} in:\n{out}");
    v[0].parse().unwrap()
}

/// (redirected, disk_hits, disk_writes, compiled) of one child run.
fn counts(out: &str) -> [u64; 4] {
    ["redirected", "disk_hits", "disk_writes", "compiled"].map(|n| one(out, n))
}

/// Runs children of one test with the Intel environment and a cache directory.
struct Runner {
    test: &'static str,
    env: Vec<(&'static str, String)>,
}

impl Runner {
    fn new(test: &'static str, dir: &std::path::Path, persistent: &str) -> Option<Runner> {
        let Some(mut env) = intel_env() else {
            println!("SKIP: the Intel runtime venv is absent (run scripts/intel-runtime.sh to set it up)");
            return None;
        };
        env.push(("SYCL_CACHE_PERSISTENT", persistent.to_string()));
        env.push(("SYCL_CACHE_DIR", dir.display().to_string()));
        Some(Runner { test, env })
    }

    fn run(&self, mode: &str) -> [u64; 4] {
        counts(&finish(spawn_child(self.test, mode, &self.env)))
    }
}

fn items(dir: &std::path::Path) -> usize {
    cache_util::cache(dir).items().len()
}

#[test]
fn second_process_loads_the_pi_program_from_disk() {
    if let Some(mode) = child_mode() {
        child(&mode);
        return;
    }
    let dir = tempdir("pi-cache");
    let Some(r) = Runner::new("second_process_loads_the_pi_program_from_disk", &dir, "1") else { return };
    // [redirected, disk_hits, disk_writes, compiled]
    assert_eq!(r.run("spec=none"), [0, 0, 1, 1], "first run: built from IL and stored");
    assert_eq!(items(&dir), 1);
    assert_eq!(r.run("spec=none"), [1, 1, 0, 0], "second run: loaded, no compile");
    assert_eq!(r.run("spec=none"), [1, 1, 0, 0], "third run: the same");
    assert_eq!(items(&dir), 1);
    // Other build options: another key.
    assert_eq!(r.run("spec=none;opt=-cl-mad-enable"), [0, 0, 1, 1]);
    assert_eq!(r.run("spec=none;opt=-cl-mad-enable"), [1, 1, 0, 0]);
    assert_eq!(items(&dir), 2);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn spec_constants_set_before_the_build_are_part_of_the_key() {
    if let Some(mode) = child_mode() {
        child(&mode);
        return;
    }
    let dir = tempdir("pi-cache-spec");
    let Some(r) = Runner::new("spec_constants_set_before_the_build_are_part_of_the_key", &dir, "1") else {
        return;
    };
    // The child asserts the kernel returns the value it set (or 5).
    assert_eq!(r.run("spec=80"), [0, 0, 1, 1]);
    assert_eq!(r.run("spec=70"), [0, 0, 1, 1], "another value: a miss, a second entry");
    assert_eq!(items(&dir), 2);
    assert_eq!(r.run("spec=80"), [1, 1, 0, 0], "80 again: from disk, still 80");
    assert_eq!(r.run("spec=70"), [1, 1, 0, 0]);
    assert_eq!(r.run("spec=none"), [0, 0, 1, 1], "no value set: the default's own entry");
    assert_eq!(items(&dir), 3);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn persistent_off_disables_the_pi_cache() {
    if let Some(mode) = child_mode() {
        child(&mode);
        return;
    }
    let dir = tempdir("pi-cache-off");
    let Some(r) = Runner::new("persistent_off_disables_the_pi_cache", &dir, "0") else { return };
    // `compiled` counts builds that went through the cache: none here (the
    // plugin records no IL and calls clBuildProgram directly).
    assert_eq!(r.run("spec=none"), [0, 0, 0, 0]);
    assert_eq!(r.run("spec=none"), [0, 0, 0, 0], "built again: nothing stored, nothing loaded");
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0, "nothing written");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn processes_starting_together_build_once() {
    if let Some(mode) = child_mode() {
        child(&mode);
        return;
    }
    let dir = tempdir("pi-cache-race");
    let Some(r) = Runner::new("processes_starting_together_build_once", &dir, "1") else { return };
    // Four processes at once on an empty cache: one builds and stores, the
    // others wait for its item lock (or come later) and load its binary.
    let children: Vec<_> = (0..4).map(|_| spawn_child(r.test, "spec=3", &r.env)).collect();
    let all: Vec<[u64; 4]> = children.into_iter().map(|c| counts(&finish(c))).collect();
    let sum = |i: usize| all.iter().map(|c| c[i]).sum::<u64>();
    assert_eq!(sum(3), 1, "one compile in all: {all:?}");
    assert_eq!(sum(2), 1, "one store in all: {all:?}");
    assert_eq!(sum(0), 3, "three redirected: {all:?}");
    assert_eq!(items(&dir), 1);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The store policy on the PI face: `SYCLRT_CACHE_STORE=never` builds and
/// stores nothing (a skipped store, counted), and what an earlier run
/// stored still loads under it. (Intel's default policy stores: the tests
/// above; PoCL's default skips through the same code, tests/cache_policy.rs.)
#[test]
fn the_store_policy_applies_to_pi_builds() {
    if let Some(mode) = child_mode() {
        child(&mode);
        return;
    }
    let dir = tempdir("pi-cache-policy");
    let Some(mut r) = Runner::new("the_store_policy_applies_to_pi_builds", &dir, "1") else { return };
    r.env.push(("SYCLRT_CACHE_STORE", "never".to_string()));
    let out = finish(spawn_child(r.test, "spec=none", &r.env));
    assert_eq!(counts(&out), [0, 0, 0, 1], "never: built from IL, not stored");
    assert_eq!(one(&out, "disk_skipped"), 1);
    assert_eq!(items(&dir), 0);
    // A run that stores, then `never` again: the stored binary loads.
    r.env.pop();
    assert_eq!(r.run("spec=none"), [0, 0, 1, 1]);
    r.env.push(("SYCLRT_CACHE_STORE", "never".to_string()));
    let out = finish(spawn_child(r.test, "spec=none", &r.env));
    assert_eq!(counts(&out), [1, 1, 0, 0], "lookups happen under every policy");
    assert_eq!(one(&out, "disk_skipped"), 0);
    let _ = std::fs::remove_dir_all(&dir);
}
