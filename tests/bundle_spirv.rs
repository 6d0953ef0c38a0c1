//! SPIR-V images (tests/fixtures/spec.spv, made by
//! scripts/make-spirv-fixtures.sh) on Intel's CPU OpenCL runtime: format
//! sniffing, target matching, native specialization constants
//! (clSetProgramSpecializationConstant) surviving build, compile and link.
//! On a device without SPIR-V (PoCL) the same images must be reported
//! incompatible. When the default platform has no SPIR-V device, the
//! Intel checks re-run this binary in a child with the cached oneAPI venv
//! (scripts/intel-runtime.sh); without the venv they are skipped with a reason.

mod bundle_util;
use bundle_util::*;
use std::path::PathBuf;
use std::ptr;
use syclrt::ffi::api::bundle::*;
use syclrt::ffi::api::context::syclrt_context_release;
use syclrt::ffi::api::image::*;

const SPV: &[u8] = include_bytes!("fixtures/spec.spv");

fn default_dev() -> *mut syclrt_device {
    let mut dev = ptr::null_mut();
    // SAFETY: `dev` is a live local out-pointer.
    ok(unsafe { syclrt::ffi::api::device::syclrt_device_default(&mut dev) });
    dev
}

fn spirv_capable(dev: *mut syclrt_device) -> bool {
    // SYCLRT_DEVICE_INFO_IL_VERSION is not needed: an image for spir64 is compatible exactly when the device takes SPIR-V.
    let img = image(SYCLRT_IMAGE_FORMAT_SPIRV, SPV, "spir64", &["spv_probe"], &[], &[]);
    let k = kid("spv_probe");
    let mut c = false;
    let one = [k.cast_const()];
    // SAFETY: `one` holds the 1 id the count states and `c` is a live local out-pointer; `dev` is a live device handle.
    ok(unsafe { syclrt_kernel_id_is_compatible(one.as_ptr(), 1, dev, &mut c) });
    unregister(img);
    c
}

fn spirv_checks() {
    let _g = serial();
    let dev = default_dev();
    let ctx = context(&[dev]);
    // Format 0: the SPIR-V magic is sniffed.
    let sc: &[(&str, u32, &[u8])] = &[("spv_sc", 7, &5i32.to_le_bytes())];
    let img = image(SYCLRT_IMAGE_FORMAT_NONE, SPV, "spir64", &["bundle_spv_add", "bundle_spv_spec"], sc, &[]);
    let gen = image(SYCLRT_IMAGE_FORMAT_SPIRV, SPV, "spir64_gen", &["spv_gen_only"], &[], &[]);
    let x86 = image(SYCLRT_IMAGE_FORMAT_SPIRV, SPV, "spir64_x86_64", &["spv_x86"], &[], &[]);
    let (add, spec) = (kid("bundle_spv_add"), kid("bundle_spv_spec"));
    let mut c = false;
    let one = [kid("spv_gen_only").cast_const()];
    // SAFETY: `one` holds the 1 id the count states and `c` is a live local out-pointer; `dev` is a live device handle.
    ok(unsafe { syclrt_kernel_id_is_compatible(one.as_ptr(), 1, dev, &mut c) });
    assert!(!c, "a spir64_gen image is for GPUs");
    let one = [kid("spv_x86").cast_const()];
    // SAFETY: `one` holds the 1 id the count states and `c` is a live local out-pointer; `dev` is a live device handle.
    ok(unsafe { syclrt_kernel_id_is_compatible(one.as_ptr(), 1, dev, &mut c) });
    assert!(c, "a spir64_x86_64 image runs on a CPU device");
    unregister(gen);
    unregister(x86);

    // Defaults in an executable bundle from get_kernel_bundle.
    let exe = get_ids(ctx, None, EXECUTABLE, &[add, spec]).unwrap_or_else(|s| panic!("{s:?}: {}", last_error()));
    assert_eq!(run_named(ctx, dev, exe, "bundle_spv_spec", &[0, 0]), vec![5, 5]);
    assert_eq!(run_named(ctx, dev, exe, "bundle_spv_add", &[1, 2]), vec![2, 3]);
    let mut native = false;
    // SAFETY: `native` is a live local out-pointer; `exe` is a live bundle.
    ok(unsafe { syclrt_kernel_bundle_native_spec_constants(exe, &mut native) });
    assert!(native);
    // Set on input; survives build and compile + link.
    let input = get_ids(ctx, None, INPUT, &[spec]).unwrap();
    assert_eq!(get_spec(input, "spv_sc"), Ok(5i32.to_le_bytes().to_vec()));
    ok(set_spec(input, "spv_sc", &9i32.to_le_bytes()));
    let built = build(input, None, "").unwrap_or_else(|s| panic!("{s:?}: {}", last_error()));
    assert_eq!(run_named(ctx, dev, built, "bundle_spv_spec", &[0]), vec![9]);
    let obj = compile(input, None, "").unwrap_or_else(|s| panic!("{s:?}: {}", last_error()));
    assert_eq!(get_spec(obj, "spv_sc"), Ok(9i32.to_le_bytes().to_vec()));
    let linked = link(&[obj], None).unwrap_or_else(|s| panic!("{s:?}: {}", last_error()));
    assert_eq!(run_named(ctx, dev, linked, "bundle_spv_spec", &[0]), vec![9]);
    assert_eq!(get_spec(linked, "spv_sc"), Ok(9i32.to_le_bytes().to_vec()));
    // The object state through get_kernel_bundle, then link.
    let obj2 = get_ids(ctx, None, OBJECT, &[add]).unwrap();
    let l2 = link(&[obj2], None).unwrap();
    assert_eq!(run_named(ctx, dev, l2, "bundle_spv_add", &[41]), vec![42]);
    unregister(img);
    // SAFETY: `ctx` was created above and is released once, after its last use.
    unsafe { syclrt_context_release(ctx) };
    println!("spirv checks ran");
}

#[test]
fn spirv_images_on_a_spirv_device() {
    if spirv_capable(default_dev()) {
        spirv_checks();
        return;
    }
    let cache = std::env::var_os("SYCLRT_CI_CACHE")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache/syclrt-ci")));
    let venv = cache.map(|c| c.join("venv-2024.2.1")).filter(|v| v.join(".complete").exists());
    let Some(venv) = venv else {
        println!("SKIP: no SPIR-V device and no Intel runtime venv (run scripts/intel-runtime.sh to set it up)");
        return;
    };
    let lib = venv.join("lib");
    let ld = match std::env::var("LD_LIBRARY_PATH") {
        Ok(old) if !old.is_empty() => format!("{}:{old}", lib.display()),
        _ => lib.display().to_string(),
    };
    let vendors = venv.join("etc/OpenCL/vendors");
    let (okay, out) =
        rerun("spirv_child", &[("LD_LIBRARY_PATH", &ld), ("OCL_ICD_VENDORS", &vendors.display().to_string())]);
    assert!(okay, "child on the Intel runtime failed:\n{out}");
    assert!(out.contains("spirv checks ran"), "{out}");
}

#[test]
#[ignore = "run by spirv_images_on_a_spirv_device with the Intel runtime's environment"]
fn spirv_child() {
    assert!(spirv_capable(default_dev()), "the child needs a SPIR-V device");
    spirv_checks();
}

#[test]
fn spirv_images_without_spirv_support() {
    let _g = serial();
    let dev = default_dev();
    if spirv_capable(dev) {
        println!("SKIP: the default device takes SPIR-V (checked by spirv_images_on_a_spirv_device)");
        return;
    }
    let ctx = context(&[dev]);
    let img = image(SYCLRT_IMAGE_FORMAT_SPIRV, SPV, "spir64", &["spv_nosupport"], &[], &[]);
    let k = kid("spv_nosupport");
    assert_eq!(get_ids(ctx, None, EXECUTABLE, &[k]), Err(Status::IncompatibleKernel));
    assert_eq!(has_bundle(ctx, None, INPUT, Some(&[k])), Ok(false));
    let b = get(ctx, None, EXECUTABLE).unwrap();
    assert!(!bundle_has_kernel(b, k, None));
    release(b);
    unregister(img);
    // SAFETY: `ctx` was created above and is released once, after its last use.
    unsafe { syclrt_context_release(ctx) };
}
