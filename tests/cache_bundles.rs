//! Kernel bundles through the program cache (issue 5's bundle rules), on the
//! default device with OpenCL C source images (PoCL; spec constants are
//! emulated for source images), with exact counters of the context's cache
//! (`syclrt_cache_get_stats`):
//! - input and object bundles add no entry; programs linked from objects
//!   are not cached;
//! - an executable bundle got twice from one image (and `build` of an input
//!   bundle with the same values and options) is one entry and one build;
//! - spec-constant values 80 and 70 give two entries, each running with
//!   its own value, read back correctly;
//! - join adds no entry;
//! - kernels of executable bundles come from the kernels map (one
//!   `cl_kernel`), yet each kernel handle keeps its own arguments;
//! - unregistering the image purges its programs and kernels; the next get
//!   rebuilds (builds + 1);
//! - built-in kernel programs use the in-memory cache (when the device has any);
//! - a second process gets the bundle's program from the persistent cache
//!   (a disk hit, no compile), and objects are never stored on disk.
//!
//! The parent process runs with the persistent cache off; child processes
//! (this executable re-run with `SYCLRT_CACHE_TEST_CHILD`) get their own
//! temporary `SYCL_CACHE_DIR`.

mod bundle_util;
mod cache_util;

use bundle_util::*;
use cache_util::{child_mode, finish, results, spawn_child, tempdir};
use std::ffi::c_void;
use std::ptr;
use std::sync::Once;
use syclrt::ffi::api::bundle::syclrt_device_get_built_in_kernel_ids;
use syclrt::ffi::api::cache::{syclrt_cache_get_stats, syclrt_cache_stats};
use syclrt::ffi::api::context::syclrt_context_release;
use syclrt::ffi::api::image::SYCLRT_IMAGE_FORMAT_SPIRV;
use syclrt::ffi::api::mem::{syclrt_mem_create, syclrt_mem_release, SYCLRT_MEM_READ_WRITE};
use syclrt::ffi::api::program::{syclrt_kernel_release, syclrt_kernel_set_arg_mem};
use syclrt::ffi::api::queue::{syclrt_queue_create, syclrt_queue_launch, syclrt_queue_read, syclrt_queue_release};
use syclrt::ffi::api::syclrt_mem;

fn setup() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        if child_mode().is_none() {
            // Keep the process-wide persistent cache (the user's home) out of
            // the parent's tests; children get their own directory.
            std::env::set_var("SYCL_CACHE_PERSISTENT", "0");
        }
    });
}

fn default_device() -> *mut syclrt_device {
    let mut dev = ptr::null_mut();
    // SAFETY: `dev` is a live local out-pointer.
    ok(unsafe { syclrt::ffi::api::device::syclrt_device_default(&mut dev) });
    dev
}

fn stats(ctx: *mut syclrt_context) -> syclrt_cache_stats {
    let mut s = syclrt_cache_stats::default();
    // SAFETY: `s` is a live local out-pointer of the stats struct's type; the library validates `ctx` in its registry without dereferencing it.
    ok(unsafe { syclrt_cache_get_stats(ctx, &mut s) });
    s
}

/// (entries, builds) of the context's program cache.
fn programs(ctx: *mut syclrt_context) -> (u64, u64) {
    let s = stats(ctx);
    (s.program_entries, s.program_builds)
}

fn src(kernel: &str, body: &str) -> String {
    format!("kernel void {kernel}(global int *a) {{ size_t i = get_global_id(0); {body} }}")
}

struct Fixture {
    ids: Vec<u64>,
    dev: *mut syclrt_device,
    ctx: *mut syclrt_context,
}

impl Fixture {
    fn new() -> Fixture {
        setup();
        let dev = default_device();
        Fixture { ids: Vec::new(), dev, ctx: context(&[dev]) }
    }
    fn register(&mut self, kernel: &str, body: &str, spec: &[(&str, u32, &[u8])]) -> u64 {
        let id = source_image(&src(kernel, body), &[kernel], spec, &[]);
        self.ids.push(id);
        id
    }
}

impl Drop for Fixture {
    fn drop(&mut self) {
        for id in &self.ids {
            let _ = syclrt::ffi::api::image::syclrt_image_unregister(*id);
        }
        // SAFETY: `self.ctx` is the fixture's context, released once here.
        unsafe { syclrt_context_release(self.ctx) };
    }
}

#[test]
fn input_and_object_bundles_are_not_cached() {
    let _g = serial();
    let mut f = Fixture::new();
    f.register("cb_io", "a[i] += 3;", &[]);
    let k = kid("cb_io");
    let input = get_ids(f.ctx, None, INPUT, &[k]).unwrap();
    assert_eq!(programs(f.ctx), (0, 0), "input state: no entry, no build");
    let obj = get_ids(f.ctx, None, OBJECT, &[k]).unwrap();
    assert_eq!(programs(f.ctx), (0, 0), "object state (get): no entry");
    let obj2 = compile(input, None, "").unwrap();
    assert_eq!(programs(f.ctx), (0, 0), "object state (compile): no entry");
    // Programs linked from objects are not cacheable.
    let linked = link(&[obj], None).unwrap();
    assert_eq!(programs(f.ctx), (0, 0), "linked programs: no entry");
    assert_eq!(run_named(f.ctx, f.dev, linked, "cb_io", &[1, 2]), vec![4, 5]);
    let joined = join(&[obj, obj2]).unwrap();
    assert_eq!(programs(f.ctx), (0, 0));
    let s = stats(f.ctx);
    assert_eq!((s.program_hits, s.program_misses, s.kernel_entries), (0, 0, 0));
    for b in [input, obj, obj2, linked, joined] {
        release(b);
    }
}

#[test]
fn executable_twice_from_one_image_is_one_entry_and_join_adds_none() {
    let _g = serial();
    let mut f = Fixture::new();
    f.register("cb_twice", "a[i] += 7;", &[]);
    let k = kid("cb_twice");
    let a = get_ids(f.ctx, None, EXECUTABLE, &[k]).unwrap();
    assert_eq!(programs(f.ctx), (1, 1));
    let b = get_ids(f.ctx, None, EXECUTABLE, &[k]).unwrap();
    assert_eq!(programs(f.ctx), (1, 1), "the second get is a hit");
    // build() of an input bundle with the same values and options: the same program.
    let input = get_ids(f.ctx, None, INPUT, &[k]).unwrap();
    let c = build(input, None, "").unwrap();
    let s = stats(f.ctx);
    assert_eq!((s.program_entries, s.program_builds, s.program_hits, s.program_misses), (1, 1, 2, 1));
    // Other build options: another program.
    let d = build(input, None, "-DOTHER_OPTIONS").unwrap();
    assert_eq!(programs(f.ctx), (2, 2));
    // Join adds no entry and builds nothing.
    let j = join(&[a, b, c]).unwrap();
    let j2 = join(&[a, d]).unwrap();
    assert_eq!(programs(f.ctx), (2, 2), "join adds no entry");
    assert_eq!(run_named(f.ctx, f.dev, j, "cb_twice", &[1]), vec![8]);
    for x in [a, b, c, d, j, j2, input] {
        release(x);
    }
}

/// A fresh one-element buffer holding `init`, set as argument 0 of `k`.
fn set_buffer(ctx: *mut syclrt_context, k: *mut syclrt_kernel, init: i32) -> *mut syclrt_mem {
    let mut mem = ptr::null_mut();
    // SAFETY: `init` is a live `i32`, readable for the 4 bytes passed (copied at creation), and `mem` a live local out-pointer.
    ok(unsafe { syclrt_mem_create(ctx, 4, SYCLRT_MEM_READ_WRITE, (&init as *const i32).cast::<c_void>(), &mut mem) });
    // SAFETY: `k` and `mem` are live handles (`mem` was created just above).
    ok(unsafe { syclrt_kernel_set_arg_mem(k, 0, mem) });
    mem
}

fn launch_and_read(
    ctx: *mut syclrt_context,
    dev: *mut syclrt_device,
    k: *mut syclrt_kernel,
    mem: *mut syclrt_mem,
) -> i32 {
    let mut q = ptr::null_mut();
    // SAFETY: `q` is a live local out-pointer; `ctx` and `dev` are live handles.
    ok(unsafe { syclrt_queue_create(ctx, dev, 0, &mut q) });
    let g = [1usize];
    // SAFETY: `g` holds the 1 global size the dimension count states; NULL offset, local size, wait list (count 0) and event are allowed.
    ok(unsafe { syclrt_queue_launch(q, k, 1, g.as_ptr(), ptr::null(), ptr::null(), 0, ptr::null_mut()) });
    let mut out = 0i32;
    // SAFETY: blocking read of 4 bytes into the live `i32` `out`; an empty wait list and NULL event are allowed.
    ok(unsafe {
        syclrt_queue_read(q, mem, true, 0, 4, (&mut out as *mut i32).cast(), ptr::null(), 0, ptr::null_mut())
    });
    // SAFETY: `q` was created above and is released once.
    ok(unsafe { syclrt_queue_release(q) });
    out
}

#[test]
fn kernels_come_from_the_kernels_map_and_keep_their_own_arguments() {
    let _g = serial();
    let mut f = Fixture::new();
    f.register("cb_kern", "a[i] += 100;", &[]);
    let id = kid("cb_kern");
    let a = get_ids(f.ctx, None, EXECUTABLE, &[id]).unwrap();
    let b = get_ids(f.ctx, None, EXECUTABLE, &[id]).unwrap();
    let k1 = kernel(a, id, Some(f.dev)).unwrap();
    let k2 = kernel(b, id, None).unwrap();
    let s = stats(f.ctx);
    assert_eq!((s.kernel_entries, s.kernel_misses, s.kernel_hits), (1, 1, 1), "one cl_kernel for both");
    // Arguments are per kernel handle even though the cl_kernel is shared.
    let m1 = set_buffer(f.ctx, k1, 1);
    let m2 = set_buffer(f.ctx, k2, 2);
    assert_eq!(launch_and_read(f.ctx, f.dev, k1, m1), 101, "k1 launches with its own buffer");
    assert_eq!(launch_and_read(f.ctx, f.dev, k2, m2), 102);
    assert_eq!(launch_and_read(f.ctx, f.dev, k1, m1), 201);
    // A kernel of a program that is not cached (linked) is its own.
    let obj = get_ids(f.ctx, None, OBJECT, &[id]).unwrap();
    let linked = link(&[obj], None).unwrap();
    let k3 = kernel(linked, id, None).unwrap();
    assert_eq!(stats(f.ctx).kernel_entries, 1);
    let m3 = set_buffer(f.ctx, k3, 5);
    assert_eq!(launch_and_read(f.ctx, f.dev, k3, m3), 105);
    for m in [m1, m2, m3] {
        // SAFETY: each `m` came from set_buffer() above and is released once.
        ok(unsafe { syclrt_mem_release(m) });
    }
    for k in [k1, k2, k3] {
        // SAFETY: each `k` came from kernel() above and is released once.
        ok(unsafe { syclrt_kernel_release(k) });
    }
    for x in [a, b, obj, linked] {
        release(x);
    }
}

#[test]
fn spec_constant_values_give_distinct_entries() {
    let _g = serial();
    let mut f = Fixture::new();
    f.register("cb_spec", "a[i] += (int)CB_SC;", &[("CB_SC", 21, &1i32.to_le_bytes())]);
    let k = kid("cb_spec");
    let input = get_ids(f.ctx, None, INPUT, &[k]).unwrap();
    ok(set_spec(input, "CB_SC", &80i32.to_le_bytes()));
    let e80 = build(input, None, "").unwrap();
    assert_eq!(programs(f.ctx), (1, 1));
    ok(set_spec(input, "CB_SC", &70i32.to_le_bytes()));
    let e70 = build(input, None, "").unwrap();
    assert_eq!(programs(f.ctx), (2, 2), "80 and 70: two entries");
    assert_eq!(get_spec(e80, "CB_SC"), Ok(80i32.to_le_bytes().to_vec()));
    assert_eq!(get_spec(e70, "CB_SC"), Ok(70i32.to_le_bytes().to_vec()));
    assert_eq!(run_named(f.ctx, f.dev, e80, "cb_spec", &[10, 20]), vec![90, 100]);
    assert_eq!(run_named(f.ctx, f.dev, e70, "cb_spec", &[10, 20]), vec![80, 90]);
    // 80 again: a hit on the first entry, and the right value.
    ok(set_spec(input, "CB_SC", &80i32.to_le_bytes()));
    let again = build(input, None, "").unwrap();
    let s = stats(f.ctx);
    assert_eq!((s.program_entries, s.program_builds, s.program_hits), (2, 2, 1));
    assert_eq!(run_named(f.ctx, f.dev, again, "cb_spec", &[0]), vec![80]);
    // The image's default value (1) from get_kernel_bundle: a third entry.
    let dflt = get_ids(f.ctx, None, EXECUTABLE, &[k]).unwrap();
    assert_eq!(programs(f.ctx), (3, 3));
    assert_eq!(run_named(f.ctx, f.dev, dflt, "cb_spec", &[0]), vec![1]);
    for x in [input, e80, e70, again, dflt] {
        release(x);
    }
}

#[test]
fn unregister_purges_programs_and_kernels() {
    let _g = serial();
    let mut f = Fixture::new();
    let body = "a[i] *= 3;";
    let img = f.register("cb_purge", body, &[]);
    f.register("cb_keep", "a[i] -= 1;", &[]);
    let (k, keep) = (kid("cb_purge"), kid("cb_keep"));
    let a = get_ids(f.ctx, None, EXECUTABLE, &[k]).unwrap();
    let kept = get_ids(f.ctx, None, EXECUTABLE, &[keep]).unwrap();
    let kern = kernel(a, k, None).unwrap();
    // SAFETY: `kern` came from kernel() just above and is released once.
    ok(unsafe { syclrt_kernel_release(kern) });
    let s = stats(f.ctx);
    assert_eq!((s.program_entries, s.program_builds, s.kernel_entries), (2, 2, 1));
    let evictions = s.program_evictions;
    unregister(img);
    f.ids.retain(|i| *i != img);
    let s = stats(f.ctx);
    assert_eq!((s.program_entries, s.kernel_entries), (1, 0), "the program and its kernel are purged");
    assert_eq!(s.program_evictions, evictions + 1);
    // The bundle made before keeps working (with a kernel of its own).
    let old = kernel(a, k, Some(f.dev)).unwrap();
    assert_eq!(run(f.ctx, f.dev, old, &[2]), vec![6]);
    // SAFETY: `old` came from kernel() above and is released once.
    ok(unsafe { syclrt_kernel_release(old) });
    assert_eq!(stats(f.ctx).kernel_entries, 0, "no kernel cached for a purged program");
    // Registered again (a new image id): the next get rebuilds.
    f.register("cb_purge", body, &[]);
    let b = get_ids(f.ctx, None, EXECUTABLE, &[kid("cb_purge")]).unwrap();
    assert_eq!(programs(f.ctx), (2, 3), "build count + 1");
    assert_eq!(run_named(f.ctx, f.dev, b, "cb_purge", &[2]), vec![6]);
    // The other image's entry was untouched: a hit.
    let kept2 = get_ids(f.ctx, None, EXECUTABLE, &[keep]).unwrap();
    assert_eq!(programs(f.ctx), (2, 3));
    for x in [a, b, kept, kept2] {
        release(x);
    }
}

#[test]
fn built_in_kernel_programs_use_the_in_memory_cache() {
    let _g = serial();
    let f = Fixture::new();
    let mut n = 0;
    // SAFETY: a 0 capacity with a NULL array only queries the count into the live local `n`; `f.dev` is the fixture's live device.
    ok(unsafe { syclrt_device_get_built_in_kernel_ids(f.dev, 0, ptr::null_mut(), &mut n) });
    if n == 0 {
        println!("SKIP: the default device has no built-in kernels (PoCL lists pocl.add.i8)");
        return;
    }
    let mut ids = vec![ptr::null_mut(); n];
    // SAFETY: `ids` has room for the `n` ids the capacity states and `n` is a live local.
    ok(unsafe { syclrt_device_get_built_in_kernel_ids(f.dev, n, ids.as_mut_ptr(), &mut n) });
    let a = get_ids(f.ctx, None, EXECUTABLE, &ids[..1]).unwrap();
    assert_eq!(programs(f.ctx), (1, 1));
    let b = get_ids(f.ctx, None, EXECUTABLE, &ids[..1]).unwrap();
    let s = stats(f.ctx);
    assert_eq!((s.program_entries, s.program_builds, s.program_hits), (1, 1, 1));
    release(a);
    release(b);
}

// ---- a second process: the persistent cache ----

const CHILD_SRC_KERNEL: &str = "cb_disk";

/// Child: registers the image, gets an executable bundle, runs its kernel,
/// compiles an input bundle to an object (never stored), prints counters.
fn child_run() {
    setup();
    let mut f = Fixture::new();
    f.register(CHILD_SRC_KERNEL, "a[i] = a[i] * 2 + (int)CB_DISK;", &[("CB_DISK", 5, &4i32.to_le_bytes())]);
    let k = kid(CHILD_SRC_KERNEL);
    let exe = get_ids(f.ctx, None, EXECUTABLE, &[k]).unwrap();
    assert_eq!(run_named(f.ctx, f.dev, exe, CHILD_SRC_KERNEL, &[1, 2, 3]), vec![6, 8, 10]);
    let input = get_ids(f.ctx, None, INPUT, &[k]).unwrap();
    let obj = compile(input, None, "").unwrap();
    syclrt::core::cache::flush_stores(std::time::Duration::from_secs(300));
    let s = stats(f.ctx);
    println!("RESULT disk_hits={}", s.disk_hits);
    println!("RESULT disk_writes={}", s.disk_writes);
    println!("RESULT program_builds={}", s.program_builds);
    println!("RESULT program_entries={}", s.program_entries);
    // Device builds from an input (the compile of `obj` counts one).
    println!("RESULT compiled={}", syclrt::core::cache::compiled_devices());
    for x in [exe, input, obj] {
        release(x);
    }
}

fn one(out: &str, name: &str) -> u64 {
    let v = results(out, name);
    assert_eq!(v.len(), 1, "{name} in:\n{out}");
    v[0].parse().unwrap()
}

#[test]
fn a_second_process_loads_the_bundle_program_from_disk() {
    if let Some(mode) = child_mode() {
        assert_eq!(mode, "bundle");
        child_run();
        return;
    }
    let dir = tempdir("bundles");
    let env = vec![("SYCL_CACHE_PERSISTENT", "1".to_string()), ("SYCL_CACHE_DIR", dir.display().to_string())];
    let test = "a_second_process_loads_the_bundle_program_from_disk";
    let first = finish(spawn_child(test, "bundle", &env));
    assert_eq!(one(&first, "disk_writes"), 1, "the executable program is stored; the object is not");
    assert_eq!(one(&first, "disk_hits"), 0);
    assert_eq!(one(&first, "program_builds"), 1);
    assert_eq!(one(&first, "compiled"), 2, "one build and one compile");
    let second = finish(spawn_child(test, "bundle", &env));
    assert_eq!(one(&second, "disk_hits"), 1, "the program comes from the persistent cache");
    assert_eq!(one(&second, "disk_writes"), 0);
    assert_eq!((one(&second, "program_builds"), one(&second, "program_entries")), (1, 1));
    assert_eq!(one(&second, "compiled"), 1, "no compile for the executable (only the object's compile)");
    assert_eq!(cache_util::cache(&dir).items().len(), 1);
    let _ = std::fs::remove_dir_all(&dir);
}

// ---- SPIR-V images (native spec constants) on Intel's CPU runtime ----

const SPV: &[u8] = include_bytes!("fixtures/spec.spv");

fn spirv_capable(dev: *mut syclrt_device) -> bool {
    let img = image(SYCLRT_IMAGE_FORMAT_SPIRV, SPV, "spir64", &["cb_spv_probe"], &[], &[]);
    let one = [kid("cb_spv_probe").cast_const()];
    let mut c = false;
    // SAFETY: `one` holds the 1 id the count states and `c` is a live local out-pointer; `dev` is a live device handle.
    ok(unsafe { syclrt::ffi::api::bundle::syclrt_kernel_id_is_compatible(one.as_ptr(), 1, dev, &mut c) });
    unregister(img);
    c
}

/// Child on a SPIR-V device: values 80 and 70 set natively
/// (`clSetProgramSpecializationConstant`), two entries, each value read back
/// and computed right; prints the counters.
fn child_spirv() {
    setup();
    let mut f = Fixture::new();
    assert!(spirv_capable(f.dev), "the child needs a SPIR-V device");
    let sc: &[(&str, u32, &[u8])] = &[("spv_sc", 7, &5i32.to_le_bytes())];
    f.ids.push(image(SYCLRT_IMAGE_FORMAT_SPIRV, SPV, "spir64", &["bundle_spv_add", "bundle_spv_spec"], sc, &[]));
    let k = kid("bundle_spv_spec");
    let input = get_ids(f.ctx, None, INPUT, &[k]).unwrap();
    ok(set_spec(input, "spv_sc", &80i32.to_le_bytes()));
    let e80 = build(input, None, "").unwrap_or_else(|s| panic!("{s:?}: {}", last_error()));
    ok(set_spec(input, "spv_sc", &70i32.to_le_bytes()));
    let e70 = build(input, None, "").unwrap_or_else(|s| panic!("{s:?}: {}", last_error()));
    ok(set_spec(input, "spv_sc", &80i32.to_le_bytes()));
    let again = build(input, None, "").unwrap();
    assert_eq!(get_spec(e80, "spv_sc"), Ok(80i32.to_le_bytes().to_vec()));
    assert_eq!(get_spec(e70, "spv_sc"), Ok(70i32.to_le_bytes().to_vec()));
    assert_eq!(run_named(f.ctx, f.dev, e80, "bundle_spv_spec", &[0, 0]), vec![80, 80]);
    assert_eq!(run_named(f.ctx, f.dev, e70, "bundle_spv_spec", &[0, 0]), vec![70, 70]);
    assert_eq!(run_named(f.ctx, f.dev, again, "bundle_spv_spec", &[0]), vec![80]);
    syclrt::core::cache::flush_stores(std::time::Duration::from_secs(300));
    let s = stats(f.ctx);
    println!("RESULT program_entries={}", s.program_entries);
    println!("RESULT program_builds={}", s.program_builds);
    println!("RESULT program_hits={}", s.program_hits);
    println!("RESULT disk_hits={}", s.disk_hits);
    println!("RESULT disk_writes={}", s.disk_writes);
    println!("RESULT compiled={}", syclrt::core::cache::compiled_devices());
    for x in [input, e80, e70, again] {
        release(x);
    }
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
fn spirv_spec_constants_are_distinct_entries_and_load_from_disk() {
    if let Some(mode) = child_mode() {
        assert_eq!(mode, "spirv");
        child_spirv();
        return;
    }
    setup();
    let capable = {
        let _g = serial();
        spirv_capable(default_device())
    };
    let mut env = if capable {
        Vec::new()
    } else {
        match intel_env() {
            Some(e) => e,
            None => {
                println!(
                    "SKIP: no SPIR-V device and no Intel runtime venv (run scripts/intel-runtime.sh to set it up)"
                );
                return;
            }
        }
    };
    let dir = tempdir("bundles-spv");
    env.push(("SYCL_CACHE_PERSISTENT", "1".to_string()));
    env.push(("SYCL_CACHE_DIR", dir.display().to_string()));
    let test = "spirv_spec_constants_are_distinct_entries_and_load_from_disk";
    let first = finish(spawn_child(test, "spirv", &env));
    let counts = |out: &str| {
        ["program_entries", "program_builds", "program_hits", "disk_hits", "disk_writes", "compiled"]
            .map(|n| one(out, n))
    };
    assert_eq!(counts(&first), [2, 2, 1, 0, 2, 2], "80 and 70: two entries, two builds, both stored");
    let second = finish(spawn_child(test, "spirv", &env));
    assert_eq!(counts(&second), [2, 2, 1, 2, 0, 0], "both from disk, no compile, values still right");
    assert_eq!(cache_util::cache(&dir).items().len(), 2);
    let _ = std::fs::remove_dir_all(&dir);
}
