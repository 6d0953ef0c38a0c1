//! The program path through the cache on a real OpenCL device (PoCL on the
//! dev VM, or whatever the ICD loader offers): the C API
//! `syclrt_program_build_cached` with its counters and error paths, the
//! kernels map, persistent hits in a second process (the loaded binary runs
//! correctly), eight processes starting cold on one program (one build),
//! and the `SYCL_CACHE_*` switches. Child processes get their own
//! `SYCL_CACHE_DIR`; the parent process runs with the persistent cache off.

mod cache_util;

use cache_util::*;
use std::ffi::{c_char, c_void, CStr};
use std::ptr;
use std::sync::{Arc, Once};
use syclrt::ffi::api::cache::*;
use syclrt::ffi::api::context::*;
use syclrt::ffi::api::device::*;
use syclrt::ffi::api::general::syclrt_last_error_message;
use syclrt::ffi::api::mem::*;
use syclrt::ffi::api::program::*;
use syclrt::ffi::api::queue::*;
use syclrt::ffi::api::{syclrt_context, syclrt_device, syclrt_program, Status};

const SRC: &str = "__kernel void add(__global const int *a, __global const int *b, __global int *c) {
    size_t i = get_global_id(0);
    c[i] = a[i] + b[i] * 3;
}
__kernel void other(__global int *x) { x[0] = 1; }
";

fn setup() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        if child_mode().is_none() {
            // The parent's tests run in parallel threads: keep the shared,
            // process-wide persistent cache out of their way.
            std::env::set_var("SYCL_CACHE_PERSISTENT", "0");
        }
    });
}

fn device() -> *mut syclrt_device {
    let mut d = ptr::null_mut();
    // SAFETY: valid out-pointer.
    assert_eq!(unsafe { syclrt_device_get(0, &mut d) }, Status::Success, "no OpenCL device");
    d
}

fn context() -> *mut syclrt_context {
    let d = device() as *const syclrt_device;
    let mut c = ptr::null_mut();
    // SAFETY: one valid device handle.
    assert_eq!(unsafe { syclrt_context_create(&d, 1, &mut c) }, Status::Success);
    c
}

fn build(ctx: *const syclrt_context, src: &str, opts: &CStr) -> (Status, *mut syclrt_program) {
    let mut p = ptr::null_mut();
    // SAFETY: valid pointers and lengths.
    let s = unsafe {
        syclrt_program_build_cached(ctx, 0, src.as_ptr().cast(), src.len(), opts.as_ptr(), ptr::null(), 0, &mut p)
    };
    (s, p)
}

fn stats(ctx: *const syclrt_context) -> syclrt_cache_stats {
    let mut s = syclrt_cache_stats::default();
    // SAFETY: valid out-pointer.
    assert_eq!(unsafe { syclrt_cache_get_stats(ctx, &mut s) }, Status::Success);
    s
}

fn last_error() -> String {
    // SAFETY: returns a valid C string.
    unsafe { CStr::from_ptr(syclrt_last_error_message()) }.to_string_lossy().into_owned()
}

/// Runs kernel `add` of `prog` on 64 elements and checks every result.
fn run_add(ctx: *mut syclrt_context, prog: *const syclrt_program) {
    // SAFETY: valid handles and buffers throughout.
    unsafe {
        let n = 64usize;
        let a: Vec<i32> = (0..n as i32).collect();
        let b: Vec<i32> = (0..n as i32).map(|x| 100 - x).collect();
        let mut q = ptr::null_mut();
        assert_eq!(syclrt_queue_create(ctx, device(), 0, &mut q), Status::Success);
        let mut k = ptr::null_mut();
        assert_eq!(syclrt_kernel_create(prog, c"add".as_ptr(), &mut k), Status::Success);
        let mut ma = ptr::null_mut();
        let mut mb = ptr::null_mut();
        let mut mc = ptr::null_mut();
        let bytes = n * 4;
        assert_eq!(syclrt_mem_create(ctx, bytes, SYCLRT_MEM_READ_ONLY, a.as_ptr().cast(), &mut ma), Status::Success);
        assert_eq!(syclrt_mem_create(ctx, bytes, SYCLRT_MEM_READ_ONLY, b.as_ptr().cast(), &mut mb), Status::Success);
        assert_eq!(syclrt_mem_create(ctx, bytes, SYCLRT_MEM_WRITE_ONLY, ptr::null(), &mut mc), Status::Success);
        for (i, m) in [ma, mb, mc].iter().enumerate() {
            assert_eq!(syclrt_kernel_set_arg_mem(k, i as u32, *m), Status::Success);
        }
        let g = [n];
        assert_eq!(
            syclrt_queue_launch(q, k, 1, g.as_ptr(), ptr::null(), ptr::null(), 0, ptr::null_mut()),
            Status::Success
        );
        let mut out = vec![0i32; n];
        assert_eq!(
            syclrt_queue_read(q, mc, true, 0, bytes, out.as_mut_ptr().cast(), ptr::null(), 0, ptr::null_mut()),
            Status::Success
        );
        for i in 0..n {
            assert_eq!(out[i], a[i] + b[i] * 3, "element {i}");
        }
        for m in [ma, mb, mc] {
            syclrt_mem_release(m);
        }
        syclrt_kernel_release(k);
        syclrt_queue_release(q);
    }
}

#[test]
fn a_program_is_built_once_per_context_and_runs() {
    setup();
    let ctx = context();
    let (s, p1) = build(ctx, SRC, c"");
    assert_eq!(s, Status::Success, "{}", last_error());
    let (s, p2) = build(ctx, SRC, c"");
    assert_eq!(s, Status::Success);
    let st = stats(ctx);
    assert_eq!((st.program_builds, st.program_misses, st.program_hits, st.program_entries), (1, 1, 1, 1));
    run_add(ctx, p1);
    run_add(ctx, p2);
    // Other options: another entry and build.
    let (s, p3) = build(ctx, SRC, c"-cl-fast-relaxed-math");
    assert_eq!(s, Status::Success);
    assert_eq!(stats(ctx).program_builds, 2);
    // Another context has its own cache.
    let ctx2 = context();
    let (s, p4) = build(ctx2, SRC, c"");
    assert_eq!(s, Status::Success);
    assert_eq!(stats(ctx2).program_builds, 1);
    assert_eq!(stats(ctx).program_builds, 2);
    // Clearing forces a rebuild; programs handed out stay usable.
    // SAFETY: valid context.
    assert_eq!(unsafe { syclrt_cache_clear(ctx) }, Status::Success);
    assert_eq!(stats(ctx).program_entries, 0);
    let (s, p5) = build(ctx, SRC, c"");
    assert_eq!(s, Status::Success);
    assert_eq!(stats(ctx).program_builds, 3);
    run_add(ctx, p1);
    // SAFETY: handles we own.
    unsafe {
        for p in [p1, p2, p3, p4, p5] {
            assert_eq!(syclrt_program_release(p), Status::Success);
        }
        syclrt_context_release(ctx2);
        syclrt_context_release(ctx);
    }
}

#[test]
fn a_failed_build_is_remembered_with_the_identical_message() {
    setup();
    let ctx = context();
    let bad = "__kernel void broken(__global int *x) { x[0] = undeclared_thing; }";
    let (s1, p) = build(ctx, bad, c"");
    assert_eq!(s1, Status::BuildFailed);
    assert!(p.is_null(), "program_out is not written on failure");
    let m1 = last_error();
    assert!(m1.contains("undeclared_thing"), "the build log is in the message: {m1}");
    let (s2, _) = build(ctx, bad, c"");
    assert_eq!(s2, Status::BuildFailed);
    assert_eq!(last_error(), m1);
    let st = stats(ctx);
    assert_eq!((st.program_builds, st.program_hits), (1, 1));
    // SAFETY: our context.
    unsafe { syclrt_context_release(ctx) };
}

#[test]
fn error_paths_give_exact_statuses() {
    setup();
    let ctx = context();
    let mut p: *mut syclrt_program = 0x1 as *mut _;
    let src = SRC.as_bytes();
    let sc_val = 5u32;
    let sc = syclrt_spec_constant { id: 1, size: 4, value: (&sc_val as *const u32).cast() };
    let sc_null = syclrt_spec_constant { id: 1, size: 4, value: ptr::null() };
    // SAFETY: each call passes the invalid argument under test and otherwise valid pointers.
    unsafe {
        let call = |ctx: *const syclrt_context,
                    kind: u32,
                    img: *const c_void,
                    size: usize,
                    opts: *const c_char,
                    spec: *const syclrt_spec_constant,
                    nspec: usize,
                    out: *mut *mut syclrt_program| {
            syclrt_program_build_cached(ctx, kind, img, size, opts, spec, nspec, out)
        };
        let img = src.as_ptr().cast();
        assert_eq!(call(ctx, 0, img, src.len(), ptr::null(), ptr::null(), 0, ptr::null_mut()), Status::NullPointer);
        assert_eq!(call(ptr::null(), 0, img, src.len(), ptr::null(), ptr::null(), 0, &mut p), Status::InvalidContext);
        assert_eq!(call(ctx, 0, ptr::null(), 10, ptr::null(), ptr::null(), 0, &mut p), Status::NullPointer);
        assert_eq!(call(ctx, 0, img, 0, ptr::null(), ptr::null(), 0, &mut p), Status::InvalidSize);
        assert_eq!(call(ctx, 3, img, src.len(), ptr::null(), ptr::null(), 0, &mut p), Status::InvalidValue);
        assert_eq!(call(ctx, u32::MAX, img, src.len(), ptr::null(), ptr::null(), 0, &mut p), Status::InvalidValue);
        assert_eq!(call(ctx, 0, img, src.len(), ptr::null(), &sc, 1, &mut p), Status::InvalidValue);
        assert_eq!(call(ctx, 1, img, src.len(), ptr::null(), &sc_null, 1, &mut p), Status::NullPointer);
        assert_eq!(call(ctx, 1, img, src.len(), ptr::null(), ptr::null(), 2, &mut p), Status::NullPointer);
        let bad_utf8 = [0xffu8, 0xfe, 0];
        assert_eq!(
            call(ctx, 0, img, src.len(), bad_utf8.as_ptr().cast(), ptr::null(), 0, &mut p),
            Status::InvalidValue
        );
        // A handle of another type.
        let dev = device();
        assert_eq!(call(dev.cast(), 0, img, src.len(), ptr::null(), ptr::null(), 0, &mut p), Status::InvalidContext);
        assert_eq!(p, 0x1 as *mut _, "program_out untouched on every failure");

        let mut st = syclrt_cache_stats::default();
        assert_eq!(syclrt_cache_get_stats(ctx, ptr::null_mut()), Status::NullPointer);
        assert_eq!(syclrt_cache_get_stats(ptr::null(), &mut st), Status::InvalidContext);
        assert_eq!(syclrt_cache_clear(ptr::null()), Status::InvalidContext);
        // The parent runs with SYCL_CACHE_PERSISTENT=0.
        assert_eq!(syclrt_cache_persistent_clear(ptr::null_mut()), Status::CacheDisabled);
        assert_eq!(syclrt_cache_persistent_prune(1, 0, ptr::null_mut()), Status::CacheDisabled);

        // A released context.
        assert_eq!(syclrt_context_release(ctx), Status::Success);
        assert_eq!(call(ctx, 0, img, src.len(), ptr::null(), ptr::null(), 0, &mut p), Status::InvalidContext);
        assert_eq!(syclrt_cache_get_stats(ctx, &mut st), Status::InvalidContext);
        assert_eq!(syclrt_cache_clear(ctx), Status::InvalidContext);
    }
}

#[test]
fn a_native_binary_goes_through_the_cache_too() {
    setup();
    // The binary of a built program, through the core API.
    let dev = syclrt::core::device::devices().unwrap()[0].clone();
    let core_ctx = syclrt::core::Context::new(&[dev]).unwrap();
    let input = syclrt::core::cache::BuildInput {
        kind: syclrt::core::cache::ImageKind::Source,
        image: SRC.as_bytes(),
        options: "",
        spec: &[],
    };
    let prog = syclrt::core::program::build_program(&core_ctx, &input).unwrap();
    let bin = prog.cl.binaries().unwrap().remove(0);
    assert!(!bin.is_empty());

    let ctx = context();
    let mut p = ptr::null_mut();
    // SAFETY: valid pointers.
    let s = unsafe {
        syclrt_program_build_cached(ctx, 2, bin.as_ptr().cast(), bin.len(), ptr::null(), ptr::null(), 0, &mut p)
    };
    assert_eq!(s, Status::Success, "{}", last_error());
    run_add(ctx, p);
    // SAFETY: valid pointers.
    let s = unsafe {
        let mut p2 = ptr::null_mut();
        let s =
            syclrt_program_build_cached(ctx, 2, bin.as_ptr().cast(), bin.len(), ptr::null(), ptr::null(), 0, &mut p2);
        syclrt_program_release(p2);
        s
    };
    assert_eq!(s, Status::Success);
    assert_eq!((stats(ctx).program_builds, stats(ctx).program_hits), (1, 1));
    // SAFETY: our handles.
    unsafe {
        syclrt_program_release(p);
        syclrt_context_release(ctx);
    }
}

#[test]
fn kernels_are_cached_per_program_and_dropped_with_it() {
    setup();
    let dev = syclrt::core::device::devices().unwrap()[0].clone();
    let ctx = syclrt::core::Context::new(&[dev]).unwrap();
    let input = syclrt::core::cache::BuildInput {
        kind: syclrt::core::cache::ImageKind::Source,
        image: SRC.as_bytes(),
        options: "-DKERNELS",
        spec: &[],
    };
    let prog = syclrt::core::program::build_program(&ctx, &input).unwrap();
    let key = syclrt::core::cache::program_key(&ctx, &input);
    let cc = syclrt::core::cache::for_context(&ctx);
    let k1 = cc.get_or_create_kernel(&key, &prog.cl, "add").unwrap();
    let k2 = cc.get_or_create_kernel(&key, &prog.cl, "add").unwrap();
    let k3 = cc.get_or_create_kernel(&key, &prog.cl, "other").unwrap();
    assert_eq!(k1.raw(), k2.raw(), "the same cl_kernel");
    assert_ne!(k1.raw(), k3.raw());
    let e = cc.get_or_create_kernel(&key, &prog.cl, "missing").unwrap_err();
    assert_eq!(e.status, Status::InvalidKernelName);
    let kc = cc.kernels.counters();
    assert_eq!((kc.builds, kc.hits, kc.entries), (3, 1, 3));
    // Evicting the program drops its kernels.
    cc.programs.clear();
    let _ = cc.get_or_create_kernel(&key, &prog.cl, "add").unwrap();
    assert_eq!(cc.kernels.counters().entries, 1, "the old three went with the program");
    assert!(Arc::strong_count(&ctx) >= 1);
}

// ---- child processes: the persistent cache across runs ----

/// Child: builds SRC (options from CHILD_OPTS), runs it, prints its counters.
fn child_build() {
    let ctx = context();
    let opts = std::ffi::CString::new(std::env::var("CHILD_OPTS").unwrap_or_default()).unwrap();
    let (s, p) = build(ctx, SRC, &opts);
    assert_eq!(s, Status::Success, "{}", last_error());
    if std::env::var("CHILD_TWICE").is_ok() {
        let (s, p2) = build(ctx, SRC, &opts);
        assert_eq!(s, Status::Success);
        // SAFETY: our handle.
        unsafe { syclrt_program_release(p2) };
    }
    run_add(ctx, p);
    // The store runs in the background: wait for it before counting writes.
    syclrt::core::cache::flush_stores(std::time::Duration::from_secs(300));
    let st = stats(ctx);
    println!("RESULT disk_hits={}", st.disk_hits);
    println!("RESULT disk_writes={}", st.disk_writes);
    println!("RESULT disk_waits={}", st.disk_waits);
    println!("RESULT program_builds={}", st.program_builds);
    println!("RESULT program_hits={}", st.program_hits);
    println!("RESULT program_entries={}", st.program_entries);
    println!("RESULT program_evictions={}", st.program_evictions);
    if std::env::var("CHILD_MAINT").is_ok() {
        let mut removed = 99u64;
        // SAFETY: valid out-pointers.
        unsafe {
            // Within limits: nothing removed.
            assert_eq!(syclrt_cache_persistent_prune(1 << 40, 3600, &mut removed), Status::Success);
            println!("RESULT pruned_loose={removed}");
            assert_eq!(syclrt_cache_persistent_prune(1, 0, &mut removed), Status::Success);
            println!("RESULT pruned_tight={removed}");
            assert_eq!(syclrt_cache_persistent_prune(1, 0, ptr::null_mut()), Status::Success);
            let (s, p3) = build(ctx, SRC, c"-DAGAIN");
            assert_eq!(s, Status::Success);
            syclrt_program_release(p3);
            assert_eq!(syclrt_cache_persistent_clear(&mut removed), Status::Success);
            println!("RESULT cleared={removed}");
            assert_eq!(syclrt_cache_persistent_clear(ptr::null_mut()), Status::Success);
        }
    }
}

fn run_children(n: usize, envs: &[(&str, String)]) -> Vec<String> {
    // The parent's own setting (off) must not leak into the children.
    let mut all = vec![("SYCL_CACHE_PERSISTENT", "1".to_string())];
    all.extend(envs.iter().cloned());
    let envs = &all[..];
    let kids: Vec<_> = (0..n).map(|_| spawn_child("persistent_cache_across_processes", "build", envs)).collect();
    kids.into_iter().map(finish).collect()
}

fn sum(outs: &[String], name: &str) -> u64 {
    outs.iter().flat_map(|o| results(o, name)).map(|v| v.parse::<u64>().unwrap()).sum()
}

#[test]
fn persistent_cache_across_processes() {
    if let Some(mode) = child_mode() {
        assert_eq!(mode, "build");
        child_build();
        return;
    }
    let dir = tempdir("ocl");
    let env = |d: &std::path::Path| vec![("SYCL_CACHE_DIR", d.display().to_string())];

    // First run: a build and a store; second run: a load, and the kernel computes right.
    let first = run_children(1, &env(&dir));
    assert_eq!((sum(&first, "disk_writes"), sum(&first, "disk_hits")), (1, 0));
    let second = run_children(1, &env(&dir));
    assert_eq!((sum(&second, "disk_writes"), sum(&second, "disk_hits")), (0, 1));
    let c = cache(&dir);
    assert_eq!(c.items().len(), 1);

    // Eight processes starting cold on one program: one build.
    let dir8 = tempdir("ocl8");
    let outs = run_children(8, &[("SYCL_CACHE_DIR", dir8.display().to_string()), ("CHILD_OPTS", "-DEIGHT".into())]);
    assert_eq!(sum(&outs, "disk_writes"), 1, "builds performed across 8 processes");
    assert_eq!(sum(&outs, "disk_hits"), 7);
    assert_eq!(cache(&dir8).items().len(), 1);

    // SYCL_CACHE_PERSISTENT=0: nothing written.
    let off = tempdir("ocloff");
    let outs = run_children(1, &[("SYCL_CACHE_DIR", off.display().to_string()), ("SYCL_CACHE_PERSISTENT", "0".into())]);
    assert_eq!(sum(&outs, "disk_writes"), 0);
    assert_eq!(std::fs::read_dir(&off).unwrap().count(), 0);

    // An image below SYCL_CACHE_MIN_DEVICE_IMAGE_SIZE: not stored.
    let small = tempdir("oclmin");
    let outs = run_children(
        1,
        &[("SYCL_CACHE_DIR", small.display().to_string()), ("SYCL_CACHE_MIN_DEVICE_IMAGE_SIZE", "100000".into())],
    );
    assert_eq!(sum(&outs, "disk_writes"), 0);
    assert!(cache(&small).items().is_empty());

    // SYCL_CACHE_IN_MEM=0: the same program twice is built twice (each loaded from disk after the first).
    let outs = run_children(
        1,
        &[
            ("SYCL_CACHE_DIR", dir.display().to_string()),
            ("SYCL_CACHE_IN_MEM", "0".into()),
            ("CHILD_TWICE", "1".into()),
        ],
    );
    assert_eq!((sum(&outs, "program_builds"), sum(&outs, "program_hits"), sum(&outs, "program_entries")), (2, 0, 0));
    assert_eq!(sum(&outs, "disk_hits"), 2);

    // A tiny in-memory threshold evicts every program right after it is made.
    let outs = run_children(
        1,
        &[
            ("SYCL_CACHE_DIR", dir.display().to_string()),
            ("SYCL_IN_MEM_CACHE_EVICTION_THRESHOLD", "1".into()),
            ("CHILD_TWICE", "1".into()),
        ],
    );
    assert_eq!((sum(&outs, "program_builds"), sum(&outs, "program_entries")), (2, 0));
    assert_eq!(sum(&outs, "program_evictions"), 2);

    // Maintenance through the C API: prune within limits removes nothing,
    // a 1-byte cap removes the item, clear removes the rest.
    let maint = tempdir("oclmaint");
    let outs = run_children(1, &[("SYCL_CACHE_DIR", maint.display().to_string()), ("CHILD_MAINT", "1".into())]);
    assert_eq!(results(&outs[0], "pruned_loose"), vec!["0"]);
    assert_eq!(results(&outs[0], "pruned_tight"), vec!["1"]);
    assert_eq!(results(&outs[0], "cleared"), vec!["1"]);
    assert!(cache(&maint).items().is_empty());

    // The explorer sees the items and verifies them.
    let exe = env!("CARGO_BIN_EXE_syclrt-cache");
    let out = std::process::Command::new(exe).args(["--dir", dir.to_str().unwrap(), "verify"]).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stdout));
    let out = std::process::Command::new(exe).args(["--dir", dir.to_str().unwrap(), "list"]).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("1 item(s)") && text.contains("opencl-c"), "{text}");
}

/// `add` of SRC compiled to SPIR-V (clang-15 -target spir64 -cl-std=CL1.2 -O0, llvm-spirv-15).
const ADD_SPV: &[u8] = include_bytes!("data/add.spv");

#[test]
fn a_spirv_program_goes_through_the_cache_or_fails_the_same_way_twice() {
    setup();
    let takes_il = !syclrt::core::device::devices().unwrap()[0].info.il_version.trim().is_empty();
    let ctx = context();
    let spv = |p: &mut *mut syclrt_program| {
        // SAFETY: valid pointers.
        unsafe {
            syclrt_program_build_cached(ctx, 1, ADD_SPV.as_ptr().cast(), ADD_SPV.len(), ptr::null(), ptr::null(), 0, p)
        }
    };
    let mut p1 = ptr::null_mut();
    let mut p2 = ptr::null_mut();
    let s1 = spv(&mut p1);
    let m1 = last_error();
    let s2 = spv(&mut p2);
    let st = stats(ctx);
    assert_eq!((st.program_builds, st.program_hits), (1, 1), "built (or failed) once: {m1}");
    if takes_il {
        // Intel's CPU runtime (eval "$(scripts/intel-runtime.sh --env)").
        assert_eq!((s1, s2), (Status::Success, Status::Success), "{m1}");
        run_add(ctx, p1);
        run_add(ctx, p2);
        // SAFETY: our handles.
        unsafe {
            syclrt_program_release(p1);
            syclrt_program_release(p2);
        }
    } else {
        // A device without IL support (PoCL 3.1 here): an error, remembered.
        assert_ne!(s1, Status::Success);
        assert_eq!(s2, s1);
        assert_eq!(last_error(), m1);
        assert!(p1.is_null() && p2.is_null());
    }
    // SAFETY: our context.
    unsafe { syclrt_context_release(ctx) };
}

#[test]
fn the_redirect_stores_il_builds_as_native_binaries() {
    if let Some(mode) = child_mode() {
        assert_eq!(mode, "pi");
        let dev = syclrt::core::device::devices().unwrap()[0].clone();
        let ctx = syclrt::core::Context::new(std::slice::from_ref(&dev)).unwrap();
        match syclrt::core::cache::redirect::build_il_cached(&ctx.cl, &[dev.id], ADD_SPV, "-cl-mad-enable", &[]) {
            Ok((prog, from_disk)) => {
                assert_eq!(prog.kernel_names().unwrap(), vec!["add".to_string()]);
                println!("RESULT from_disk={from_disk}");
                syclrt::core::cache::flush_stores(std::time::Duration::from_secs(300));
            }
            Err(e) => println!("RESULT error={:?}", e.status),
        }
        return;
    }
    setup();
    let takes_il = !syclrt::core::device::devices().unwrap()[0].info.il_version.trim().is_empty();
    let dir = tempdir("pi");
    let envs = [("SYCL_CACHE_DIR", dir.display().to_string()), ("SYCL_CACHE_PERSISTENT", "1".to_string())];
    let run = || finish(spawn_child("the_redirect_stores_il_builds_as_native_binaries", "pi", &envs));
    let (first, second) = (run(), run());
    if takes_il {
        assert_eq!(results(&first, "from_disk"), vec!["false"]);
        assert_eq!(results(&second, "from_disk"), vec!["true"], "the second run starts warm");
        assert_eq!(cache(&dir).items().len(), 1);
    } else {
        assert_eq!(results(&first, "error").len(), 1, "{first}");
        assert_eq!(results(&second, "error"), results(&first, "error"));
        assert!(cache(&dir).items().iter().all(|i| !i.has_bin), "nothing stored for a failed build");
    }
}

#[test]
fn identical_devices_share_one_build() {
    if let Some(mode) = child_mode() {
        assert_eq!(mode, "subdev");
        use syclrt::core::cache::{build_native, compiled_devices, redirect, BuildInput, ImageKind};
        let dev = syclrt::core::device::devices().unwrap()[0].clone();
        assert!(dev.info.max_compute_units >= 2, "needs a device with 2 compute units");
        // Sub-devices of one compute unit each, released when `_subs` drops.
        const CL_DEVICE_PARTITION_EQUALLY: isize = 0x1086;
        let equally = [CL_DEVICE_PARTITION_EQUALLY, 1];
        let n = syclrt::core::partition::sub_devices(dev.id, &equally, None).unwrap();
        let mut raw = vec![std::ptr::null_mut(); n as usize];
        let made = syclrt::core::partition::sub_devices(dev.id, &equally, Some(&mut raw)).unwrap();
        assert_eq!(made, n);
        // SAFETY: each id carries the one reference the partition gave us.
        let _subs: Vec<_> = raw.iter().map(|&d| unsafe { syclrt::cl::OwnedDevice::from_owned(d) }).collect();
        let subs: Vec<syclrt::cl::DeviceId> = raw.iter().map(|&d| syclrt::cl::DeviceId(d)).collect();
        let ids = &subs[..2];
        let ctx = syclrt::cl::Context::create(ids).unwrap();
        let descs: Vec<_> = ids.iter().map(|&d| (d, redirect::desc_of(d).unwrap())).collect();
        assert_eq!(descs[0].1, descs[1].1, "sub-devices of one device are identical");
        let input = BuildInput { kind: ImageKind::Source, image: SRC.as_bytes(), options: "", spec: &[] };
        let dc = cache(&std::path::PathBuf::from(std::env::var("SUB_ROOT").unwrap()));

        let b = build_native(&ctx, &descs, &input, Some(&dc)).unwrap();
        assert_eq!(compiled_devices(), 1, "one compile for two identical devices");
        assert!(!b.from_disk);
        for &d in ids {
            assert_eq!(b.program.build_status(d).unwrap(), 0, "CL_BUILD_SUCCESS on each sub-device");
        }
        assert!(b.program.binaries().unwrap().iter().all(|x| !x.is_empty()), "built for both");
        assert_eq!(b.program.kernel_names().unwrap().len(), 2);
        assert_eq!((dc.counters().writes, dc.items().len()), (1, 1), "one item serves both");

        let b = build_native(&ctx, &descs, &input, Some(&dc)).unwrap();
        assert!(b.from_disk);
        assert_eq!(compiled_devices(), 1);

        // Without a persistent cache: still one compile, the other device from its binary.
        let b = build_native(&ctx, &descs, &input, None).unwrap();
        assert_eq!(compiled_devices(), 2);
        for &d in ids {
            assert_eq!(b.program.build_status(d).unwrap(), 0);
        }
        println!("RESULT ok=1");
        return;
    }
    let root = tempdir("subdev");
    let out =
        finish(spawn_child("identical_devices_share_one_build", "subdev", &[("SUB_ROOT", root.display().to_string())]));
    assert_eq!(results(&out, "ok"), vec!["1"]);
}
