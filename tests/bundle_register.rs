//! Device-image registration through the `pi_device_binaries` layout and the
//! builder API: every malformed-descriptor path is rejected with
//! MALFORMED_IMAGE and leaves nothing registered; unregister removes images
//! and kernel ids (unless another image defines them); kernel-id queries.
//! Needs no OpenCL device.

mod bundle_util;
use bundle_util::*;
use std::ffi::{c_char, c_void, CString};
use std::ptr;
use syclrt::ffi::api::bundle::*;
use syclrt::ffi::api::image::*;

const SPV: [u8; 8] = [0x03, 0x02, 0x23, 0x07, 0, 0, 1, 0];

/// Owns everything a descriptor points to.
struct Desc {
    _names: Vec<CString>,
    _entries: Vec<Vec<syclrt_offload_entry>>,
    _props: Vec<Vec<syclrt_device_binary_property>>,
    _sets: Vec<Vec<syclrt_device_binary_property_set>>,
    _blobs: Vec<Vec<u8>>,
    bins: Vec<syclrt_device_binary>,
    desc: Box<syclrt_device_binaries>,
}

/// A property: (name, type, bytes, size).
type Prop<'a> = (&'a str, u32, Vec<u8>, u64);

struct Img<'a> {
    kernels: &'a [&'a str],
    binary: &'a [u8],
    format: u8,
    target: &'a str,
    /// (set name, [(prop name, type, bytes, size)])
    sets: Vec<(&'a str, Vec<Prop<'a>>)>,
}

fn img<'a>(kernels: &'a [&'a str]) -> Img<'a> {
    Img { kernels, binary: &SPV, format: 0, target: "spir64", sets: vec![] }
}

fn byte_array(payload: &[u8]) -> Vec<u8> {
    let mut v = ((payload.len() as u64) * 8).to_le_bytes().to_vec();
    v.extend_from_slice(payload);
    v
}

fn desc(images: &[Img]) -> Desc {
    let mut names = Vec::new();
    let mut entries = Vec::new();
    let mut props_all = Vec::new();
    let mut sets_all = Vec::new();
    let mut blobs = Vec::new();
    let mut bins = Vec::new();
    let cs = |s: &str, names: &mut Vec<CString>| {
        let c = CString::new(s).unwrap();
        let p = c.as_ptr() as *mut c_char;
        names.push(c);
        p
    };
    for im in images {
        let mut es: Vec<syclrt_offload_entry> = im
            .kernels
            .iter()
            .map(|k| syclrt_offload_entry {
                addr: ptr::null_mut(),
                name: cs(k, &mut names),
                size: 0,
                flags: 0,
                reserved: 0,
            })
            .collect();
        let mut sets: Vec<syclrt_device_binary_property_set> = Vec::new();
        for (sname, props) in &im.sets {
            let mut pv: Vec<syclrt_device_binary_property> = Vec::new();
            for (pname, ty, bytes, size) in props {
                let mut b = bytes.clone();
                let addr = if b.is_empty() { ptr::null_mut() } else { b.as_mut_ptr().cast::<c_void>() };
                blobs.push(b);
                pv.push(syclrt_device_binary_property {
                    name: cs(pname, &mut names),
                    value_addr: addr,
                    value_type: *ty,
                    value_size: *size,
                });
            }
            let r = pv.as_mut_ptr_range();
            sets.push(syclrt_device_binary_property_set {
                name: cs(sname, &mut names),
                properties_begin: r.start,
                properties_end: r.end,
            });
            props_all.push(pv);
        }
        let er = es.as_mut_ptr_range();
        let sr = sets.as_mut_ptr_range();
        let br = im.binary.as_ptr_range();
        bins.push(syclrt_device_binary {
            version: 2,
            kind: 4,
            format: im.format,
            device_target_spec: cs(im.target, &mut names),
            compile_options: ptr::null(),
            link_options: ptr::null(),
            manifest_start: ptr::null(),
            manifest_end: ptr::null(),
            binary_start: br.start,
            binary_end: br.end,
            entries_begin: if es.is_empty() { ptr::null_mut() } else { er.start },
            entries_end: if es.is_empty() { ptr::null_mut() } else { er.end },
            property_sets_begin: if sets.is_empty() { ptr::null_mut() } else { sr.start },
            property_sets_end: if sets.is_empty() { ptr::null_mut() } else { sr.end },
        });
        entries.push(es);
        sets_all.push(sets);
    }
    let mut d = Desc {
        _names: names,
        _entries: entries,
        _props: props_all,
        _sets: sets_all,
        _blobs: blobs,
        bins,
        desc: Box::new(syclrt_device_binaries {
            version: 1,
            num_device_binaries: 0,
            device_binaries: ptr::null_mut(),
            host_entries_begin: ptr::null_mut(),
            host_entries_end: ptr::null_mut(),
        }),
    };
    d.desc.num_device_binaries = d.bins.len() as u16;
    d.desc.device_binaries = d.bins.as_mut_ptr();
    d
}

fn register(d: &Desc) -> Status {
    // SAFETY: `d` owns every array and string its descriptor points to and outlives the call (the descriptor may be malformed on purpose: the library checks the layout it reads).
    unsafe { syclrt_register_images(&*d.desc) }
}

fn defined(name: &str) -> bool {
    let n = CString::new(name).unwrap();
    let mut k = ptr::null_mut();
    // SAFETY: `n` is a NUL-terminated string and `k` a live local out-pointer.
    match unsafe { syclrt_kernel_id_get(n.as_ptr(), &mut k) } {
        Status::Success => true,
        Status::InvalidKernelName => false,
        s => panic!("{s:?}"),
    }
}

#[track_caller]
fn rejected(d: &Desc, needle: &str) {
    assert_eq!(register(d), Status::MalformedImage, "expected MALFORMED_IMAGE");
    let msg = last_error();
    assert!(msg.contains(needle), "message {msg:?} lacks {needle:?}");
}

#[test]
fn register_and_unregister_descriptor() {
    let _g = serial();
    let spec = {
        let mut t = Vec::new();
        for w in [3u32, 0, 4] {
            t.extend_from_slice(&w.to_le_bytes());
        }
        byte_array(&t)
    };
    let defaults = byte_array(&42i32.to_le_bytes());
    let aspects = byte_array(&6u32.to_le_bytes());
    let mut a = img(&["reg_k1", "reg_shared"]);
    a.sets = vec![
        ("SYCL/specialization constants", vec![("reg_sc", 2, spec.clone(), spec.len() as u64)]),
        ("SYCL/specialization constants default values", vec![("all", 2, defaults.clone(), defaults.len() as u64)]),
        ("SYCL/device requirements", vec![("aspects", 2, aspects.clone(), aspects.len() as u64)]),
        ("SYCL/misc properties", vec![("optLevel", 1, vec![], 2)]),
        ("SYCL/kernel param opt", vec![("reg_k1", 2, byte_array(&[1]), 9)]),
    ];
    let d = desc(&[a, img(&["reg_k2", "reg_shared"])]);
    ok(register(&d));
    assert!(defined("reg_k1") && defined("reg_k2") && defined("reg_shared"));
    // Registering the same descriptor twice is refused.
    assert_eq!(register(&d), Status::InvalidOperation);
    // A second descriptor also defining reg_shared keeps it alive on unregister.
    let d2 = desc(&[img(&["reg_shared"])]);
    ok(register(&d2));
    let before = kid("reg_shared");
    // SAFETY: `d` owns every array and string its descriptor points to and outlives the call; it was registered above.
    ok(unsafe { syclrt_unregister_images(&*d.desc) });
    assert!(!defined("reg_k1") && !defined("reg_k2"));
    assert!(defined("reg_shared"));
    assert_eq!(kid("reg_shared"), before, "kernel ids are stable handles");
    // SAFETY: `d` owns every array and string its descriptor points to and outlives the call; it was registered above.
    ok(unsafe { syclrt_unregister_images(&*d2.desc) });
    assert!(!defined("reg_shared"));
    // SAFETY: `d` owns every array and string its descriptor points to and outlives the call (already unregistered: the library looks it up, it does not free it).
    assert_eq!(unsafe { syclrt_unregister_images(&*d2.desc) }, Status::InvalidValue);
    // SAFETY: NULL is the C API's documented "no descriptor" value and is checked before any read.
    assert_eq!(unsafe { syclrt_unregister_images(ptr::null()) }, Status::NullPointer);
    // SAFETY: NULL is the C API's documented "no descriptor" value and is checked before any read.
    assert_eq!(unsafe { syclrt_register_images(ptr::null()) }, Status::NullPointer);
}

#[test]
fn malformed_descriptors_register_nothing() {
    let _g = serial();
    // Image 0 is fine, image 1 is broken: nothing of the batch may remain.
    let mut bad = img(&["mal_b"]);
    bad.format = 9;
    rejected(&desc(&[img(&["mal_a"]), bad]), "unknown image format 9");
    assert!(!defined("mal_a"));

    let mut d = desc(&[img(&["mal_a"])]);
    d.desc.version = 2;
    rejected(&d, "descriptor version 2");

    let mut d = desc(&[img(&["mal_a"])]);
    d.bins[0].version = 3;
    rejected(&d, "image version 3");

    let mut d = desc(&[img(&["mal_a"])]);
    d.bins[0].kind = 1;
    rejected(&d, "offload kind 1");

    let mut d = desc(&[img(&["mal_a"])]);
    d.bins[0].binary_end = d.bins[0].binary_start;
    rejected(&d, "binary is empty");

    let mut d = desc(&[img(&["mal_a"])]);
    d.bins[0].binary_end = ptr::null();
    rejected(&d, "one end of the range is NULL");

    let mut d = desc(&[img(&["mal_a"])]);
    // A reversed range on purpose (start after end).
    let bin = &mut d.bins[0];
    std::mem::swap(&mut bin.binary_start, &mut bin.binary_end);
    rejected(&d, "is not a whole number");

    let mut d = desc(&[img(&["mal_a", "mal_c"])]);
    // SAFETY: `entries_end` points one past a 2-entry (64-byte) vector, so 8 bytes back stays inside that allocation.
    d.bins[0].entries_end = unsafe { d.bins[0].entries_end.cast::<u8>().sub(8).cast() };
    rejected(&d, "is not a whole number of 32-byte elements");

    let mut d = desc(&[img(&["mal_a"])]);
    d.bins[0].entries_begin = ptr::null_mut();
    d.bins[0].entries_end = ptr::null_mut();
    rejected(&d, "names no kernel");

    let mut d = desc(&[img(&["mal_a"])]);
    d._entries[0][0].name = ptr::null_mut();
    rejected(&d, "offload entry name is NULL");

    let mut i = img(&["mal_a"]);
    i.sets = vec![("SYCL/device requirements", vec![("aspects", 7, vec![0; 12], 12)])];
    rejected(&desc(&[i]), "unknown property type 7");

    let mut lie = 640u64.to_le_bytes().to_vec();
    lie.extend_from_slice(&[6, 0, 0, 0]);
    let mut i = img(&["mal_a"]);
    i.sets = vec![("SYCL/device requirements", vec![("aspects", 2, lie.clone(), lie.len() as u64)])];
    rejected(&desc(&[i]), "declares 640 bits");

    let mut i = img(&["mal_a"]);
    let spec = byte_array(&[1, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0]);
    let defs = byte_array(&[1, 2]);
    i.sets = vec![
        ("SYCL/specialization constants", vec![("sc", 2, spec.clone(), spec.len() as u64)]),
        ("SYCL/specialization constants default values", vec![("all", 2, defs.clone(), defs.len() as u64)]),
    ];
    rejected(&desc(&[i]), "2 bytes for constants totalling 4 bytes");

    let mut i = img(&["mal_a"]);
    let wg = byte_array(&[0, 0, 0, 0]);
    i.sets = vec![("SYCL/device requirements", vec![("reqd_work_group_size", 2, wg.clone(), wg.len() as u64)])];
    rejected(&desc(&[i]), "non-zero sizes");

    let mut i = img(&["mal_a"]);
    i.sets = vec![("SYCL/misc properties", vec![("optLevel", 3, b"2\0".to_vec(), 2)])];
    rejected(&desc(&[i]), "optLevel");

    // A byte-array property whose value pointer is NULL but whose size is not 0.
    let mut d = desc(&[{
        let mut i = img(&["mal_a"]);
        i.sets = vec![("SYCL/kernel param opt", vec![("mal_a", 2, vec![], 9)])];
        i
    }]);
    d._props[0][0].value_addr = ptr::null_mut();
    rejected(&d, "is NULL");
    assert!(!defined("mal_a") && !defined("mal_b") && !defined("mal_c"));
}

#[test]
fn builder_api_errors_and_ids() {
    let _g = serial();
    let mut b = ptr::null_mut();
    let t = CString::new("spir64").unwrap();
    assert_eq!(
        // SAFETY: `SPV` is a static readable for 8 bytes, `t` is NUL-terminated and `b` a live local out-pointer.
        unsafe { syclrt_image_builder_create(2, SPV.as_ptr().cast(), 0, t.as_ptr(), &mut b) },
        Status::InvalidSize
    );
    // SAFETY: NULL bytes with a non-zero size are rejected before any read; `t` and `b` are live.
    assert_eq!(unsafe { syclrt_image_builder_create(2, ptr::null(), 8, t.as_ptr(), &mut b) }, Status::NullPointer);
    assert_eq!(
        // SAFETY: `SPV` is a static readable for 8 bytes, `t` is NUL-terminated and `b` a live local out-pointer.
        unsafe { syclrt_image_builder_create(77, SPV.as_ptr().cast(), 8, t.as_ptr(), &mut b) },
        Status::MalformedImage
    );
    assert_eq!(
        // SAFETY: `SPV` is a static readable for 8 bytes and `t` is NUL-terminated; the NULL out-pointer is rejected before any write.
        unsafe { syclrt_image_builder_create(2, SPV.as_ptr().cast(), 8, t.as_ptr(), ptr::null_mut()) },
        Status::NullPointer
    );
    // SAFETY: `SPV` is a static readable for 8 bytes, `t` is NUL-terminated and `b` a live local out-pointer.
    ok(unsafe { syclrt_image_builder_create(2, SPV.as_ptr().cast(), 8, t.as_ptr(), &mut b) });
    let mut id = 0u64;
    // No kernel yet.
    // SAFETY: `b` is the builder created above and `id` a live local out-pointer.
    assert_eq!(unsafe { syclrt_image_builder_register(b, &mut id) }, Status::MalformedImage);
    // SAFETY: `b` is the builder created above; the NULL name is rejected before any read.
    assert_eq!(unsafe { syclrt_image_builder_add_kernel(b, ptr::null()) }, Status::NullPointer);
    // SAFETY: `b` is the builder created above; the name is a NUL-terminated literal.
    assert_eq!(unsafe { syclrt_image_builder_add_kernel(b, c"".as_ptr()) }, Status::InvalidValue);
    // SAFETY: `b` is the builder created above; no pointers.
    assert_eq!(unsafe { syclrt_image_builder_require_aspect(b, 999) }, Status::InvalidValue);
    // SAFETY: `b` is the builder created above; no pointers.
    assert_eq!(unsafe { syclrt_image_builder_set_reqd_work_group_size(b, 1, 0, 1) }, Status::InvalidValue);
    assert_eq!(
        // SAFETY: `b` is the builder created above and the name a NUL-terminated literal; the NULL value with size 4 is rejected before any read.
        unsafe { syclrt_image_builder_add_spec_constant(b, c"x".as_ptr(), 1, ptr::null(), 4) },
        Status::NullPointer
    );
    // SAFETY: `b` is the builder created above; the name is a NUL-terminated literal.
    ok(unsafe { syclrt_image_builder_add_kernel(b, c"bld_one".as_ptr()) });
    // SAFETY: `b` is the builder created above; the name is a NUL-terminated literal.
    ok(unsafe { syclrt_image_builder_add_kernel(b, c"bld_two".as_ptr()) });
    // SAFETY: `b` is the builder created above; the NULL out-pointer is rejected before any write.
    assert_eq!(unsafe { syclrt_image_builder_register(b, ptr::null_mut()) }, Status::NullPointer);
    // SAFETY: `b` is the builder created above and `id` a live local out-pointer.
    ok(unsafe { syclrt_image_builder_register(b, &mut id) });
    let mut id2 = 0u64;
    // SAFETY: `b` is the builder created above and `id2` a live local out-pointer.
    ok(unsafe { syclrt_image_builder_register(b, &mut id2) });
    assert_ne!(id, id2);
    // SAFETY: `b` is the builder created above, released here; the next lines only pass its stale value.
    ok(unsafe { syclrt_image_builder_release(b) });
    // SAFETY: the library validates builder handles in its registry without dereferencing them (this one is released on purpose); the name is a NUL-terminated literal.
    assert_eq!(unsafe { syclrt_image_builder_add_kernel(b, c"x".as_ptr()) }, Status::InvalidImageBuilder);
    // SAFETY: the library validates builder handles in its registry without dereferencing them (this one is released on purpose).
    assert_eq!(unsafe { syclrt_image_builder_release(b) }, Status::InvalidImageBuilder);
    // SAFETY: releasing NULL is a documented no-op.
    ok(unsafe { syclrt_image_builder_release(ptr::null_mut()) });

    // Kernel ids: names, equality, the list protocol.
    let one = kid("bld_one");
    assert_eq!(kid_name(one), "bld_one");
    assert_eq!(kid("bld_one"), one);
    let mut eq = true;
    // SAFETY: `eq` is a live local out-pointer; kernel ids are validated by the library without being dereferenced.
    ok(unsafe { syclrt_kernel_id_equal(one, kid("bld_two"), &mut eq) });
    assert!(!eq);
    let mut builtin = true;
    // SAFETY: `builtin` is a live local out-pointer; kernel ids are validated by the library without being dereferenced.
    ok(unsafe { syclrt_kernel_id_is_built_in(one, &mut builtin) });
    assert!(!builtin);
    let mut n = 0usize;
    // SAFETY: a 0 capacity with a NULL array only queries the count into the live local `n`.
    ok(unsafe { syclrt_kernel_ids_get(0, ptr::null_mut(), &mut n) });
    assert!(n >= 2);
    let mut small = vec![ptr::null_mut(); 1];
    // SAFETY: `small` has room for the 1 id the capacity states and `n` is a live local.
    assert_eq!(unsafe { syclrt_kernel_ids_get(1, small.as_mut_ptr(), &mut n) }, Status::BufferTooSmall);
    assert!(small[0].is_null(), "nothing written on error");
    assert!(n >= 2, "the count needed is reported");
    // SAFETY: the NULL count out-pointer is rejected before any write.
    assert_eq!(unsafe { syclrt_kernel_ids_get(0, ptr::null_mut(), ptr::null_mut()) }, Status::NullPointer);
    let mut all = vec![ptr::null_mut(); n];
    // SAFETY: `all` has room for the `n` ids the capacity states and `n` is a live local.
    ok(unsafe { syclrt_kernel_ids_get(n, all.as_mut_ptr(), &mut n) });
    let names: Vec<String> = all.iter().map(|k| kid_name(*k)).collect();
    assert!(names.contains(&"bld_one".to_string()) && names.contains(&"bld_two".to_string()));
    // Bad handles.
    let mut p: *const c_char = ptr::null();
    // SAFETY: `p` is a live local out-pointer; the NULL id is rejected by the library's handle check.
    assert_eq!(unsafe { syclrt_kernel_id_get_name(ptr::null(), &mut p) }, Status::InvalidKernelId);
    let bogus = 0x1234usize as *const syclrt_kernel_id;
    // SAFETY: `p` is a live local out-pointer; the library validates kernel ids in its registry without dereferencing them (`bogus` was never one, on purpose).
    assert_eq!(unsafe { syclrt_kernel_id_get_name(bogus, &mut p) }, Status::InvalidKernelId);
    // SAFETY: the name is a NUL-terminated literal and the out-pointer a live temporary.
    assert_eq!(unsafe { syclrt_kernel_id_get(c"bld_nope".as_ptr(), &mut ptr::null_mut()) }, Status::InvalidKernelName);
    // SAFETY: the NULL name is rejected before any read; the out-pointer is a live temporary.
    assert_eq!(unsafe { syclrt_kernel_id_get(ptr::null(), &mut ptr::null_mut()) }, Status::NullPointer);

    unregister(id);
    assert_eq!(kid("bld_one"), one, "still defined by the second registration");
    unregister(id2);
    // SAFETY: the name is a NUL-terminated literal and the out-pointer a live temporary.
    assert_eq!(unsafe { syclrt_kernel_id_get(c"bld_one".as_ptr(), &mut ptr::null_mut()) }, Status::InvalidKernelName);
    assert_eq!(syclrt_image_unregister(id2), Status::InvalidValue);
    // The id handle itself stays valid (ids live for the process).
    assert_eq!(kid_name(one), "bld_one");
}

#[test]
fn status_codes_are_in_the_assigned_ranges() {
    for s in
        [Status::InvalidKernelBundle, Status::InvalidDeviceImage, Status::InvalidKernelId, Status::InvalidImageBuilder]
    {
        assert!((28..=31).contains(&(s as i32)));
    }
    for s in [
        Status::MalformedImage,
        Status::EmptyDeviceList,
        Status::DeviceNotInBundle,
        Status::NoOnlineCompiler,
        Status::NoOnlineLinker,
        Status::IncompatibleKernel,
        Status::DeviceSetMismatch,
        Status::CompileFailed,
        Status::LinkFailed,
        Status::WrongBundleState,
        Status::InvalidSpecConstant,
        Status::KernelNotInBundle,
    ] {
        assert!((42..=59).contains(&(s as i32)));
        assert!(Status::ALL.contains(&s));
    }
    let _ = SYCLRT_BUNDLE_STATE_INPUT;
}

#[test]
fn concurrent_register_lookup_unregister() {
    let _g = serial();
    let threads: Vec<_> = (0..4)
        .map(|t| {
            std::thread::spawn(move || {
                for i in 0..100 {
                    let name = format!("conc_{t}_{i}");
                    let shared = format!("conc_shared_{}", i % 3);
                    let id = image(SYCLRT_IMAGE_FORMAT_SPIRV, &SPV, "spir64", &[&name, &shared], &[], &[]);
                    assert_eq!(kid_name(kid(&name)), name);
                    assert_eq!(kid_name(kid(&shared)), shared);
                    unregister(id);
                    assert!(!defined(&name));
                }
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
    for i in 0..3 {
        assert!(!defined(&format!("conc_shared_{i}")), "no image defines it any more");
    }
}

/// Issue 16, points 1 and 2: the manifest and host-entries ranges are
/// checked like every other range of the descriptor (reversed, ragged or
/// half-NULL: MALFORMED_IMAGE), and nothing of the descriptor is registered.
#[test]
fn reversed_manifest_and_host_entries_register_nothing() {
    let _g = serial();
    let manifest = *b"manifest text";
    let r = manifest.as_ptr_range();

    // A well-formed manifest and host-entries range are accepted.
    let mut d = desc(&[img(&["rng_ok"])]);
    d.bins[0].manifest_start = r.start.cast();
    d.bins[0].manifest_end = r.end.cast();
    let mut host = vec![syclrt_offload_entry {
        addr: ptr::null_mut(),
        name: c"rng_ok".as_ptr() as *mut c_char,
        size: 0,
        flags: 0,
        reserved: 0,
    }];
    let hr = host.as_mut_ptr_range();
    d.desc.host_entries_begin = hr.start;
    d.desc.host_entries_end = hr.end;
    ok(register(&d));
    assert!(defined("rng_ok"));
    // SAFETY: `d` owns every array and string its descriptor points to and outlives the call; it was registered above.
    ok(unsafe { syclrt_unregister_images(&*d.desc) });

    // ManifestEnd < ManifestStart, in the second image of the batch.
    let mut d = desc(&[img(&["rng_a"]), img(&["rng_b"])]);
    d.bins[1].manifest_start = r.end.cast();
    d.bins[1].manifest_end = r.start.cast();
    rejected(&d, "device image 1: manifest");
    // One end NULL.
    let mut d = desc(&[img(&["rng_a"])]);
    d.bins[0].manifest_start = r.start.cast();
    rejected(&d, "manifest: one end of the range is NULL");

    // HostEntriesEnd < HostEntriesBegin.
    let mut d = desc(&[img(&["rng_a"])]);
    d.desc.host_entries_begin = hr.end;
    d.desc.host_entries_end = hr.start;
    rejected(&d, "host entries");
    // Not a whole number of entries.
    let mut d = desc(&[img(&["rng_a"])]);
    d.desc.host_entries_begin = hr.start;
    // SAFETY: `hr.end` points one past the 1-entry (32-byte) `host` vector, so 8 bytes back stays inside that allocation.
    d.desc.host_entries_end = unsafe { hr.end.cast::<u8>().sub(8).cast() };
    rejected(&d, "host entries");
    // One end NULL.
    let mut d = desc(&[img(&["rng_a"])]);
    d.desc.host_entries_end = hr.end;
    rejected(&d, "host entries: one end of the range is NULL");
    assert!(!defined("rng_a") && !defined("rng_b"), "nothing of a rejected descriptor is registered");
    drop(host);
}

/// Issue 16, point 7: a known property whose value is not a whole number
/// of its elements is MALFORMED_IMAGE (the partial element is not dropped).
#[test]
fn partial_property_elements_are_malformed() {
    let _g = serial();
    let cases: Vec<(&str, &str, Vec<u8>, &str)> = vec![
        ("SYCL/device requirements", "aspects", byte_array(&[6, 0, 0]), "32-bit aspect numbers"),
        ("SYCL/device requirements", "aspects", byte_array(&[6, 0, 0, 0, 5]), "32-bit aspect numbers"),
        ("SYCL/device requirements", "reqd_work_group_size", byte_array(&[4, 0, 0, 0, 2, 0]), "32-bit sizes"),
        ("SYCL/device requirements", "reqd_work_group_size_uint64", byte_array(&[4, 0, 0, 0]), "64-bit sizes"),
        ("SYCL/specialization constants", "pe_sc", byte_array(&[1, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 9]), "triples"),
    ];
    for (set, prop, bytes, needle) in cases {
        let mut i = img(&["pe_k"]);
        i.sets = vec![(set, vec![(prop, 2, bytes.clone(), bytes.len() as u64)])];
        rejected(&desc(&[i]), needle);
    }
    // A bit count that is not a whole number of bytes (20 bits of aspects).
    let mut odd = 20u64.to_le_bytes().to_vec();
    odd.extend_from_slice(&[6, 0, 0]);
    let mut i = img(&["pe_k"]);
    i.sets = vec![("SYCL/device requirements", vec![("aspects", 2, odd.clone(), odd.len() as u64)])];
    rejected(&desc(&[i]), "20 bits");
    // More bytes than the declared bits (one aspect declared, five bytes given).
    let mut long = 32u64.to_le_bytes().to_vec();
    long.extend_from_slice(&[6, 0, 0, 0, 5]);
    let mut i = img(&["pe_k"]);
    i.sets = vec![("SYCL/device requirements", vec![("aspects", 2, long.clone(), long.len() as u64)])];
    rejected(&desc(&[i]), "32 bits declared but 5 bytes follow");
    // A constant declared twice, and two default-value blobs.
    let spec = byte_array(&[1, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0]);
    let mut i = img(&["pe_k"]);
    i.sets = vec![(
        "SYCL/specialization constants",
        vec![("pe_sc", 2, spec.clone(), spec.len() as u64), ("pe_sc", 2, spec.clone(), spec.len() as u64)],
    )];
    rejected(&desc(&[i]), "declared twice");
    let defs = byte_array(&[1, 0, 0, 0]);
    let mut i = img(&["pe_k"]);
    i.sets = vec![
        ("SYCL/specialization constants", vec![("pe_sc", 2, spec.clone(), spec.len() as u64)]),
        (
            "SYCL/specialization constants default values",
            vec![("all", 2, defs.clone(), defs.len() as u64), ("all", 2, defs.clone(), defs.len() as u64)],
        ),
    ];
    rejected(&desc(&[i]), "more than one default-values property");
    assert!(!defined("pe_k"));
    // Whole elements still register.
    let mut i = img(&["pe_k"]);
    let asp = byte_array(&[6, 0, 0, 0, 5, 0, 0, 0]);
    i.sets = vec![("SYCL/device requirements", vec![("aspects", 2, asp.clone(), asp.len() as u64)])];
    let d = desc(&[i]);
    ok(register(&d));
    // SAFETY: `d` owns every array and string its descriptor points to and outlives the call; it was registered above.
    ok(unsafe { syclrt_unregister_images(&*d.desc) });
}
