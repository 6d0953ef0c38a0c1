//! The Khronos ICD loader (the `libOpenCL.so.1` that CUDA installs) splits
//! `OCL_ICD_FILENAMES` in place: it writes a NUL over the `:` of the string
//! `getenv` returned, which is the process environment itself, so every
//! child process the application starts afterwards sees only the first
//! ICD. On the GPU machines (`OCL_ICD_FILENAMES=libpocl.so.2:
//! libnvidia-opencl.so.1`) this is why processes spawned by a test found
//! no NVIDIA device (issue 17, docs/gpu.md, `scripts/fork-probe.py`).
//!
//! The test builds a loader shim that does exactly what the Khronos loader
//! does (its symbols jump into the real libOpenCL.so.1, x86-64 only), points
//! SYCLRT_OPENCL_LIBRARY at it and checks that, after syclrt loaded it, the
//! variable and a child process's view of it are what they were.
#![cfg(target_arch = "x86_64")]

#[path = "shim_util/mod.rs"]
mod shim_util;

use std::process::Command;

fn build_shim() -> std::path::PathBuf {
    // What khrIcdVendorsEnumerateEnv + loader_get_next_path do: split the
    // string getenv returned, in place.
    let own_c = "static int truncations;\n\
          int syclrt_test_shim_truncations(void) { return truncations; }\n\
          int clGetPlatformIDs(unsigned n, void **p, unsigned *num) {\n\
          \x20 static int enumerated;\n\
          \x20 if (!enumerated) {\n\
          \x20   enumerated = 1;\n\
          \x20   for (char *c = getenv(\"OCL_ICD_FILENAMES\"); c && *c; c++)\n\
          \x20     if (*c == ':') { *c = '\\0'; truncations++; }\n\
          \x20 }\n\
          \x20 return ((int (*)(unsigned, void **, unsigned *))real_clGetPlatformIDs)(n, p, num);\n\
          }\n";
    shim_util::build("env", &["clGetPlatformIDs"], own_c)
}

#[test]
fn a_loader_that_splits_ocl_icd_filenames_in_place_does_not_change_what_children_see() {
    let lib = build_shim();
    // The second entry does not exist: loaders skip it (ocl-icd and Khronos
    // both do), so the platforms found are the ones the first names.
    let value = "libpocl.so.2:libsyclrt-absent-icd.so";
    std::env::set_var("OCL_ICD_FILENAMES", value);
    std::env::set_var("SYCLRT_OPENCL_LIBRARY", &lib);

    let api = syclrt::cl::api().expect("the shim loads");
    assert_eq!(api.path, lib.to_str().unwrap());

    // The shim really did split the environment string (else this test proves nothing).
    // SAFETY: loading the shim built above again only bumps its reference count.
    let shim = unsafe { libloading::Library::new(&lib) }.unwrap();
    // SAFETY: the shim defines the symbol with this signature.
    let truncations = unsafe { shim.get::<unsafe extern "C" fn() -> i32>(b"syclrt_test_shim_truncations\0") }.unwrap();
    // SAFETY: a plain C function without arguments.
    assert_eq!(unsafe { truncations() }, 1, "the shim split OCL_ICD_FILENAMES at its one ':'");

    assert_eq!(std::env::var("OCL_ICD_FILENAMES").unwrap(), value, "syclrt put the value back");
    let child = Command::new("sh").args(["-c", "printf %s \"$OCL_ICD_FILENAMES\""]).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&child.stdout), value, "a child process sees the whole list");
}
