//! Every "Throws" clause of the kernel-bundles seed that the other files do
//! not cover, with its exact status: errc::build (compile, link and build
//! failures, with the build log in the last error message), the
//! online_compiler / online_linker requirements (aspects masked in a child
//! process), devices outside the context or the bundle, join with different
//! device sets and link with device subsets (two PoCL devices in a child
//! process), and built-in kernels.

mod bundle_util;
use bundle_util::*;
use std::ffi::CStr;
use std::ptr;
use syclrt::ffi::api::bundle::*;
use syclrt::ffi::api::context::syclrt_context_release;
use syclrt::ffi::api::program::{syclrt_kernel_get_num_args, syclrt_kernel_release};

fn default_ctx() -> (*mut syclrt_device, *mut syclrt_context) {
    let mut dev = ptr::null_mut();
    // SAFETY: `dev` is a live local out-pointer.
    ok(unsafe { syclrt::ffi::api::device::syclrt_device_default(&mut dev) });
    (dev, context(&[dev]))
}

#[test]
fn build_compile_and_link_failures_carry_the_log() {
    let _g = serial();
    let (dev, ctx) = default_ctx();
    let bad =
        source_image("kernel void err_syntax(global int *a) { a[0] = undeclared_thing; }", &["err_syntax"], &[], &[]);
    let k = kid("err_syntax");
    // Input needs no compile; object and executable fail as errc::build.
    let input = get_ids(ctx, None, INPUT, &[k]).unwrap();
    assert_eq!(get_ids(ctx, None, OBJECT, &[k]), Err(Status::CompileFailed));
    assert!(last_error().contains("undeclared_thing"), "log expected: {}", last_error());
    assert_eq!(get_ids(ctx, None, EXECUTABLE, &[k]), Err(Status::BuildFailed));
    assert!(last_error().contains("build log"), "{}", last_error());
    assert_eq!(get(ctx, None, EXECUTABLE), Err(Status::BuildFailed), "the all-kernels overload builds it too");
    assert_eq!(compile(input, None, ""), Err(Status::CompileFailed));
    assert!(last_error().contains("undeclared_thing"));
    assert_eq!(build(input, None, ""), Err(Status::BuildFailed));
    assert!(last_error().contains("undeclared_thing"));
    // Bad user options fail the same way.
    unregister(bad);
    release(input);

    // Link: the kernel calls a function no object defines.
    let unres = source_image(
        "int err_missing_fn(int x);\nkernel void err_link(global int *a) { a[0] = err_missing_fn(a[0]); }",
        &["err_link"],
        &[],
        &[],
    );
    let k = kid("err_link");
    let input = get_ids(ctx, None, INPUT, &[k]).unwrap();
    let obj = compile(input, None, "").unwrap();
    assert_eq!(link(&[obj], None), Err(Status::LinkFailed));
    let msg = last_error();
    assert!(msg.contains("clLinkProgram"), "{msg}");
    // Another object that defines the function makes the link succeed.
    let def = source_image(
        "int err_missing_fn(int x) { return x + 40; }\nkernel void err_def(global int *a) {}",
        &["err_def"],
        &[],
        &[],
    );
    let def_obj = compile(get_ids(ctx, None, INPUT, &[kid("err_def")]).unwrap(), None, "").unwrap();
    let exe = link(&[obj, def_obj], None).unwrap_or_else(|s| panic!("{s:?} {}", last_error()));
    assert_eq!(run_named(ctx, dev, exe, "err_link", &[2]), vec![42]);
    unregister(unres);
    unregister(def);
    // SAFETY: `ctx` was created above and is released once, after its last use.
    unsafe { syclrt_context_release(ctx) };
}

#[test]
fn online_compiler_and_linker_are_required() {
    let (okay, out) = rerun("masked_compiler_child", &[("SYCLRT_MASK_ASPECTS", "online_compiler,online_linker")]);
    assert!(okay, "child failed:\n{out}");
    assert!(out.contains("masked child ran"), "{out}");
}

#[test]
#[ignore = "run by online_compiler_and_linker_are_required with SYCLRT_MASK_ASPECTS set"]
fn masked_compiler_child() {
    let _g = serial();
    let (dev, ctx) = default_ctx();
    assert!(!has(dev, 6) && !has(dev, 7), "SYCLRT_MASK_ASPECTS must hide online_compiler and online_linker");
    let img = source_image("kernel void mask_k(global int *a) {}", &["mask_k"], &[], &[]);
    assert_eq!(get(ctx, None, INPUT), Err(Status::NoOnlineCompiler));
    assert_eq!(get_ids(ctx, None, INPUT, &[kid("mask_k")]), Err(Status::NoOnlineCompiler));
    assert_eq!(get(ctx, None, OBJECT), Err(Status::NoOnlineLinker));
    assert_eq!(get_ids(ctx, Some(&[dev]), OBJECT, &[kid("mask_k")]), Err(Status::NoOnlineLinker));
    let mut calls = 0usize;
    let mut b = ptr::null_mut();
    assert_eq!(
        // SAFETY: NULL devices with count 0 mean the context's devices; `never` matches the selector signature and reads its user data as the `usize` `calls` points to, which outlives the call; `b` is a live local out-pointer.
        unsafe {
            syclrt_kernel_bundle_get_by_selector(
                ctx,
                ptr::null(),
                0,
                INPUT,
                Some(never),
                (&mut calls as *mut usize).cast(),
                &mut b,
            )
        },
        Status::NoOnlineCompiler
    );
    assert_eq!(calls, 0);
    assert_eq!(has_bundle(ctx, None, INPUT, None), Ok(false));
    assert_eq!(has_bundle(ctx, None, OBJECT, Some(&[kid("mask_k")])), Ok(false));
    // A source image cannot be built without a compiler: executable has nothing.
    assert!(is_empty(get(ctx, None, EXECUTABLE).unwrap()));
    unregister(img);
    // SAFETY: `ctx` was created above and is released once, after its last use.
    unsafe { syclrt_context_release(ctx) };
    println!("masked child ran");
}

unsafe extern "C" fn never(_: *const syclrt_device_image, data: *mut std::ffi::c_void) -> bool {
    // SAFETY: the test passes a usize counter.
    unsafe { *data.cast::<usize>() += 1 };
    false
}

#[test]
fn two_devices_subsets_and_foreign_devices() {
    if same_platform_pair().is_some() {
        two_device_checks();
        return;
    }
    let (okay, out) = rerun("two_device_child", &[("POCL_DEVICES", "pthread pthread")]);
    if out.contains("SKIP") {
        println!("SKIP: no second OpenCL device (POCL_DEVICES only multiplies PoCL devices):\n{out}");
        return;
    }
    assert!(okay, "child failed:\n{out}");
    assert!(out.contains("two-device child ran"), "{out}");
}

#[test]
#[ignore = "run by two_devices_subsets_and_foreign_devices with POCL_DEVICES=\"pthread pthread\""]
fn two_device_child() {
    if same_platform_pair().is_none() {
        println!("SKIP: {} device(s), no two of one platform", device_count());
        return;
    }
    two_device_checks();
    println!("two-device child ran");
}

/// Two devices of one platform (a context spans one platform): the default
/// device and the next of its platform when it has one (the two GPUs of a
/// two-GPU machine), else the first such pair in device order.
fn same_platform_pair() -> Option<(*mut syclrt_device, *mut syclrt_device)> {
    let n = device_count();
    let plat = |i| {
        let mut p = std::ptr::null_mut();
        // SAFETY: a listed device handle and a valid out-pointer.
        ok(unsafe { syclrt::ffi::api::device::syclrt_device_get_platform(device(i), &mut p) });
        p
    };
    let mut def = std::ptr::null_mut();
    // SAFETY: a valid out-pointer.
    if unsafe { syclrt::ffi::api::device::syclrt_device_default(&mut def) } == Status::Success {
        if let Some(i) = (0..n).find(|&i| device(i) == def) {
            if let Some(j) = (0..n).find(|&j| j != i && plat(j) == plat(i)) {
                return Some((device(i), device(j)));
            }
        }
    }
    (0..n).find_map(|i| (i + 1..n).find(|&j| plat(i) == plat(j)).map(|j| (device(i), device(j))))
}

fn two_device_checks() {
    let _g = serial();
    let (d0, d1) = same_platform_pair().expect("two devices of one platform");
    let idx = |d| (0..device_count()).find(|&i| device(i) == d).expect("a listed device");
    let all = syclrt::core::device::devices().expect("devices");
    let (c0, c1) = (&all[idx(d0)], &all[idx(d1)]);
    println!("devices: [{}] {} and [{}] {} ({})", c0.index, c0.info.name, c1.index, c1.info.name, c0.platform().name);
    let img = source_image("kernel void two_k(global int *a) { a[get_global_id(0)] += 3; }", &["two_k"], &[], &[]);
    let k = kid("two_k");
    // Devices from another context: errc::invalid in get and has.
    let ctx0 = context(&[d0]);
    assert_eq!(get(ctx0, Some(&[d1]), INPUT), Err(Status::DeviceNotInContext));
    assert_eq!(get(ctx0, Some(&[d0, d1]), EXECUTABLE), Err(Status::DeviceNotInContext));
    assert_eq!(get_ids(ctx0, Some(&[d1]), OBJECT, &[k]), Err(Status::DeviceNotInContext));
    assert_eq!(has_bundle(ctx0, Some(&[d1]), INPUT, None), Err(Status::DeviceNotInContext));
    assert_eq!(has_bundle(ctx0, Some(&[d1]), INPUT, Some(&[k])), Err(Status::DeviceNotInContext));
    let ctx = context(&[d0, d1]);
    let both = get(ctx, Some(&[d0, d1, d0]), INPUT).unwrap();
    let mut n = 0;
    // SAFETY: a 0 capacity with a NULL array only queries the count into the live local `n`; `both` is a bundle from get() above.
    ok(unsafe { syclrt_kernel_bundle_get_devices(both, 0, ptr::null_mut(), &mut n) });
    assert_eq!(n, 2, "duplicates removed");
    let only0 = get(ctx, Some(&[d0]), INPUT).unwrap();
    // join: different device sets.
    assert_eq!(join(&[both, only0]), Err(Status::DeviceSetMismatch));
    // compile/build with device subsets; devices outside the bundle.
    assert_eq!(compile(only0, Some(&[d1]), ""), Err(Status::DeviceNotInBundle));
    assert_eq!(build(only0, Some(&[d0, d1]), ""), Err(Status::DeviceNotInBundle));
    let exe1 = build(both, Some(&[d1]), "").unwrap();
    // SAFETY: a 0 capacity with a NULL array only queries the count into the live local `n`; `exe1` is a bundle from build() above.
    ok(unsafe { syclrt_kernel_bundle_get_devices(exe1, 0, ptr::null_mut(), &mut n) });
    assert_eq!(n, 1);
    assert!(bundle_has_kernel(exe1, k, Some(d1)) && !bundle_has_kernel(exe1, k, Some(d0)));
    assert_eq!(kernel(exe1, k, Some(d0)), Err(Status::DeviceNotInBundle));
    assert_eq!(run_named(ctx, d1, exe1, "two_k", &[1]), vec![4]);
    // link: device intersection by default; devices missing from a bundle.
    let obj_both = compile(both, None, "").unwrap();
    let obj0 = compile(only0, None, "").unwrap();
    let linked = link(&[obj_both, obj0], None).unwrap();
    // SAFETY: a 0 capacity with a NULL array only queries the count into the live local `n`; `linked` is a bundle from link() above.
    ok(unsafe { syclrt_kernel_bundle_get_devices(linked, 0, ptr::null_mut(), &mut n) });
    assert_eq!(n, 1, "the intersection of {{d0, d1}} and {{d0}}");
    assert_eq!(link(&[obj_both, obj0], Some(&[d1])), Err(Status::DeviceNotInBundle));
    let linked_both = link(&[obj_both], None).unwrap();
    assert_eq!(run_named(ctx, d0, linked_both, "two_k", &[1]), vec![4]);
    assert_eq!(run_named(ctx, d1, linked_both, "two_k", &[5]), vec![8]);
    // An executable bundle built for {d0, d1}: its kernel runs on each.
    let exe_both = build(both, None, "").unwrap();
    // SAFETY: a live bundle; a count query with a valid out-pointer.
    ok(unsafe { syclrt_kernel_bundle_get_devices(exe_both, 0, ptr::null_mut(), &mut n) });
    assert_eq!(n, 2);
    assert!(bundle_has_kernel(exe_both, k, Some(d0)) && bundle_has_kernel(exe_both, k, Some(d1)));
    assert_eq!(run_named(ctx, d0, exe_both, "two_k", &[10, 20]), vec![13, 23]);
    assert_eq!(run_named(ctx, d1, exe_both, "two_k", &[30]), vec![33]);
    unregister(img);
    // SAFETY: `ctx` was created above and is released once, after its last use.
    unsafe { syclrt_context_release(ctx) };
    // SAFETY: `ctx0` was created above and is released once, after its last use.
    unsafe { syclrt_context_release(ctx0) };
}

#[test]
fn built_in_kernels() {
    let _g = serial();
    let (dev, ctx) = default_ctx();
    let mut n = 0;
    // SAFETY: a 0 capacity with a NULL array only queries the count into the live local `n`; `dev` is a live device handle.
    ok(unsafe { syclrt_device_get_built_in_kernel_ids(dev, 0, ptr::null_mut(), &mut n) });
    if n == 0 {
        println!("SKIP: the default device has no built-in kernels (PoCL lists pocl.add.i8)");
        return;
    }
    let mut ids = vec![ptr::null_mut(); n];
    // SAFETY: `ids` has room for the `n` ids the capacity states and `n` is a live local.
    ok(unsafe { syclrt_device_get_built_in_kernel_ids(dev, n, ids.as_mut_ptr(), &mut n) });
    let names: Vec<String> = ids.iter().map(|k| kid_name(*k)).collect();
    let pick = names.iter().position(|s| s == "pocl.add.i8").unwrap_or(0);
    let bk = ids[pick];
    let mut b = false;
    // SAFETY: `b` is a live local out-pointer; `bk` is a kernel id the device listed above.
    ok(unsafe { syclrt_kernel_id_is_built_in(bk, &mut b) });
    assert!(b);
    // Same interned id on every query.
    let mut again = vec![ptr::null_mut(); n];
    // SAFETY: `again` has room for the `n` ids the capacity states and `n` is a live local.
    ok(unsafe { syclrt_device_get_built_in_kernel_ids(dev, n, again.as_mut_ptr(), &mut n) });
    assert_eq!(again[pick], bk);
    // Not an application kernel.
    let mut all = 0;
    // SAFETY: a 0 capacity with a NULL array only queries the count into the live local `all`.
    ok(unsafe { syclrt_kernel_ids_get(0, ptr::null_mut(), &mut all) });
    let mut app = vec![ptr::null_mut(); all];
    // SAFETY: `app` has room for the `all` ids the capacity states and `all` is a live local.
    ok(unsafe { syclrt_kernel_ids_get(all, app.as_mut_ptr(), &mut all) });
    assert!(!app.contains(&bk));
    // Compatible with its device; executable state only.
    let mut c = false;
    let one = [bk.cast_const()];
    // SAFETY: `one` holds the 1 id the count states, `c` is a live local out-pointer and `dev` a live device handle.
    ok(unsafe { syclrt_kernel_id_is_compatible(one.as_ptr(), 1, dev, &mut c) });
    assert!(c);
    assert_eq!(has_bundle(ctx, None, EXECUTABLE, Some(&[bk])), Ok(true));
    assert_eq!(has_bundle(ctx, None, INPUT, Some(&[bk])), Ok(false));
    let input = get_ids(ctx, None, INPUT, &[bk]).unwrap();
    assert!(is_empty(input));
    let exe = get_ids(ctx, None, EXECUTABLE, &[bk]).unwrap_or_else(|s| panic!("{s:?}: {}", last_error()));
    assert!(bundle_has_kernel(exe, bk, Some(dev)));
    match kernel(exe, bk, Some(dev)) {
        Ok(k) => {
            let mut args = 0;
            // SAFETY: `args` is a live local out-pointer; `k` came from kernel() just above.
            ok(unsafe { syclrt_kernel_get_num_args(k, &mut args) });
            assert!(args >= 1, "{} takes arguments", names[pick]);
            // SAFETY: `k` came from kernel() above and is released once.
            ok(unsafe { syclrt_kernel_release(k) });
        }
        // Debian's PoCL 3.1 lists pocl.add.i8 but its clBuildProgram of the
        // built-in program fails, so clCreateKernel reports the program unbuilt.
        Err(s) => {
            assert_eq!(s, Status::ProgramNotBuilt, "{}", last_error());
            println!("NOTE: the driver cannot create built-in kernel {}: {}", names[pick], last_error());
        }
    }
    // The all-kernels overload does not include built-ins.
    let all_b = get(ctx, None, EXECUTABLE).unwrap();
    assert!(!bundle_has_kernel(all_b, bk, None));
    let mut p = ptr::null();
    // SAFETY: `p` is a live local out-pointer; `bk` is a live kernel id.
    ok(unsafe { syclrt_kernel_id_get_name(bk, &mut p) });
    // SAFETY: on success `p` points at the id's NUL-terminated name, which lives for the process.
    assert_eq!(unsafe { CStr::from_ptr(p) }.to_str().unwrap(), names[pick]);
    // SAFETY: `ctx` was created above and is released once, after its last use.
    unsafe { syclrt_context_release(ctx) };
}
