//! "The same device image" (issue 16, points 3 and 5) on the default
//! device: join eliminates duplicate device images in every state (same
//! registered images, state, spec-constant values, build options and
//! devices: see docs/bundles.md), including two executable bundles got
//! separately (an in-memory cache hit on one built program); link of
//! images that both define a kernel links them in separate programs, so no
//! program defines a symbol twice, and runs every kernel of its inputs.

mod bundle_util;
use bundle_util::*;
use std::ptr;
use syclrt::ffi::api::bundle::*;
use syclrt::ffi::api::context::syclrt_context_release;

fn num_images(b: *mut syclrt_kernel_bundle) -> usize {
    let mut n = 0;
    // SAFETY: `n` is a live local out-pointer; the library validates `b` in its registry without dereferencing it.
    ok(unsafe { syclrt_kernel_bundle_get_num_images(b, &mut n) });
    n
}

fn default_ctx() -> (*mut syclrt_device, *mut syclrt_context) {
    let mut dev = ptr::null_mut();
    // SAFETY: `dev` is a live local out-pointer.
    ok(unsafe { syclrt::ffi::api::device::syclrt_device_default(&mut dev) });
    (dev, context(&[dev]))
}

#[track_caller]
fn must<T>(r: Result<T, Status>) -> T {
    r.unwrap_or_else(|s| panic!("{s:?}: {}", last_error()))
}

#[test]
fn join_removes_duplicates_in_every_state() {
    let _g = serial();
    let (dev, ctx) = default_ctx();
    let img = source_image(
        "kernel void id_k(global int *a) { a[0] = (int)ID_SC; }",
        &["id_k"],
        &[("ID_SC", 1, &3i32.to_le_bytes())],
        &[],
    );
    let k = kid("id_k");
    // Executable: two separate gets (the second an in-memory cache hit on the same program).
    let e1 = must(get_ids(ctx, None, EXECUTABLE, &[k]));
    let e2 = must(get_ids(ctx, None, EXECUTABLE, &[k]));
    let j = must(join(&[e1, e2]));
    assert_eq!(num_images(j), 1, "executable: the same device image twice");
    assert_eq!(run_named(ctx, dev, j, "id_k", &[0]), vec![3]);
    release(j);
    // Object: two separate gets.
    let o1 = must(get_ids(ctx, None, OBJECT, &[k]));
    let o2 = must(get_ids(ctx, None, OBJECT, &[k]));
    let j = must(join(&[o1, o2, o1]));
    assert_eq!(num_images(j), 1, "object: the same device image three times");
    release(j);
    // Input: the same values are one image; other values another.
    let i1 = must(get_ids(ctx, None, INPUT, &[k]));
    let i2 = must(get_ids(ctx, None, INPUT, &[k]));
    let j = must(join(&[i1, i2]));
    assert_eq!(num_images(j), 1, "input: same image, same values");
    release(j);
    ok(set_spec(i2, "ID_SC", &9i32.to_le_bytes()));
    let j = must(join(&[i1, i2]));
    assert_eq!(num_images(j), 2, "input: other spec-constant values are another image");
    release(j);
    // Built from the same input the same way: one image; other values or options: others.
    let b1 = must(build(i1, None, ""));
    let b1_again = must(build(i1, None, ""));
    let b2 = must(build(i2, None, ""));
    let j = must(join(&[b1, b1_again, e1]));
    assert_eq!(num_images(j), 1, "executable: built twice from the same input, and got: one image");
    release(j);
    let j = must(join(&[b1, b2]));
    assert_eq!(num_images(j), 2, "executable: other spec-constant values");
    assert_eq!(run_named(ctx, dev, b2, "id_k", &[0]), vec![9]);
    release(j);
    let fast = must(build(i1, None, "-cl-fast-relaxed-math"));
    let j = must(join(&[b1, fast]));
    assert_eq!(num_images(j), 2, "executable: other build options");
    release(j);
    let c1 = must(compile(i1, None, ""));
    let c2 = must(compile(i1, None, "-cl-fast-relaxed-math"));
    let j = must(join(&[c1, o1, c2]));
    assert_eq!(num_images(j), 2, "object: same options as get once, other options once more");
    release(j);
    for b in [e1, e2, o1, o2, i1, i2, b1, b1_again, b2, fast, c1, c2] {
        release(b);
    }
    unregister(img);
    // SAFETY: `ctx` was created above and is released once, after its last use.
    unsafe { syclrt_context_release(ctx) };
}

#[test]
fn link_of_images_defining_one_kernel_twice() {
    let _g = serial();
    let (dev, ctx) = default_ctx();
    // Images A and B both define ov_k; C defines a function both call.
    let a = source_image(
        "int ov_ext(int x);\nkernel void ov_k(global int *a) { a[0] = 1; }\nkernel void ov_a(global int *a) { a[0] = ov_ext(2); }",
        &["ov_k", "ov_a"],
        &[],
        &[],
    );
    let b = source_image(
        "int ov_ext(int x);\nkernel void ov_k(global int *a) { a[0] = 2; }\nkernel void ov_b(global int *a) { a[0] = ov_ext(3); }",
        &["ov_k", "ov_b"],
        &[],
        &[],
    );
    let c = source_image(
        "int ov_ext(int x) { return x * 10; }\nkernel void ov_c(global int *a) { a[0] = 5; }",
        &["ov_c"],
        &[],
        &[],
    );
    let (k, ka, kb, kc) = (kid("ov_k"), kid("ov_a"), kid("ov_b"), kid("ov_c"));
    // get_kernel_bundle<object> for ov_k returns both images that define it.
    let objs = must(get_ids(ctx, None, OBJECT, &[k, kc]));
    assert_eq!(num_images(objs), 3);
    let exe = must(link(&[objs], None));
    assert_eq!(num_images(exe), 2, "one linked image per definition of ov_k, each with the shared one");
    for id in [k, ka, kb, kc] {
        assert!(bundle_has_kernel(exe, id, Some(dev)), "{}", kid_name(id));
    }
    assert_eq!(run_named(ctx, dev, exe, "ov_a", &[0]), vec![20]);
    assert_eq!(run_named(ctx, dev, exe, "ov_b", &[0]), vec![30]);
    assert_eq!(run_named(ctx, dev, exe, "ov_c", &[0]), vec![5]);
    let v = run_named(ctx, dev, exe, "ov_k", &[0]);
    assert!(v == vec![1] || v == vec![2], "{v:?}");
    // The same objects passed twice, and joined copies: duplicates linked once.
    let again = must(link(&[objs, objs], None));
    assert_eq!(num_images(again), 2);
    release(again);
    // One image compiled with two option strings: two images defining the same kernels.
    let input = must(get_ids(ctx, None, INPUT, &[kc]));
    let plain = must(compile(input, None, ""));
    let fast = must(compile(input, None, "-cl-fast-relaxed-math"));
    let both = must(link(&[plain, fast], None));
    assert_eq!(num_images(both), 2);
    assert_eq!(run_named(ctx, dev, both, "ov_c", &[0]), vec![5]);
    // A single image still links into one program with everything.
    let one = must(link(&[plain], None));
    assert_eq!(num_images(one), 1);
    for x in [both, one, plain, fast, input, exe, objs] {
        release(x);
    }
    for id in [a, b, c] {
        unregister(id);
    }
    // SAFETY: `ctx` was created above and is released once, after its last use.
    unsafe { syclrt_context_release(ctx) };
}

/// A kernel id listed twice (not next to each other) counts once: one
/// image per registered image and one built-in program per device, with
/// each built-in kernel named once.
#[test]
fn kernel_ids_listed_twice_count_once() {
    let _g = serial();
    let (dev, ctx) = default_ctx();
    let img = source_image("kernel void twice_k(global int *a) { a[0] = 4; }", &["twice_k"], &[], &[]);
    let k = kid("twice_k");
    let mut n = 0;
    // SAFETY: a 0 capacity with a NULL array only queries the count into the live local `n`; `dev` is a live device handle.
    ok(unsafe { syclrt_device_get_built_in_kernel_ids(dev, 0, ptr::null_mut(), &mut n) });
    let mut builtins = vec![ptr::null_mut(); n];
    // SAFETY: `builtins` has room for the `n` ids the capacity states and `n` is a live local.
    ok(unsafe { syclrt_device_get_built_in_kernel_ids(dev, n, builtins.as_mut_ptr(), &mut n) });
    let mut ids = vec![k];
    if let Some(&bi) = builtins.first() {
        ids = vec![bi, k, bi, k];
    } else {
        ids.extend([k, k]);
    }
    let exe = must(get_ids(ctx, None, EXECUTABLE, &ids));
    let want = if builtins.is_empty() { 1 } else { 2 };
    assert_eq!(bundle_ids(exe).len(), want);
    assert_eq!(num_images(exe), want, "one application image, one built-in program");
    assert_eq!(run_named(ctx, dev, exe, "twice_k", &[0]), vec![4]);
    release(exe);
    unregister(img);
    // SAFETY: `ctx` was created above and is released once, after its last use.
    unsafe { syclrt_context_release(ctx) };
}
