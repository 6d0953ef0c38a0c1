//! The PI face (`piDeviceGetInfo`) and the UR face (`urDeviceGetInfo`) give
//! the same answer to every query they share (issue 24): for each device
//! and each pair of PI and UR queries with one meaning, both entry points
//! are asked and their answers compared after the shape translation
//! (PI's bytes and 8-byte bitfields, UR's `u32` flags and `ur_bool_t`).
//! Derived answers come from `core::device_answers`; this test keeps the
//! faces from drifting again. Run on PoCL (the default ICD) and on Intel's
//! CPU runtime (`eval "$(scripts/intel-runtime.sh --env)"`).
#![allow(non_snake_case, reason = "UR names")]

use std::ffi::c_void;
use std::ptr::null_mut;
use syclrt::ffi::pi::entries::piDeviceGetInfo;
use syclrt::ffi::ur::gen::api::entries::*;
use syclrt::ffi::ur::gen::types::*;

const PI_SUCCESS: i32 = 0;

/// How an answer's shape differs between the faces.
#[derive(Clone, Copy, Debug)]
enum Shape {
    /// The same bytes in both (strings, `size_t` arrays, `u32`s).
    Same,
    /// A boolean: PI one byte, UR `ur_bool_t` (one byte).
    Bool,
    /// A bitfield: PI 8 bytes (OpenCL's `cl_bitfield`), UR 4.
    Flags64,
    /// `cl_device_fp_config` (8 bytes) in PI, UR's own fp capability bits
    /// (`u32`, numbered differently) in UR.
    FpFlags,
    /// `size_t` elements in PI, `u32` in UR.
    SizeToU32,
    /// PI's partition list (`isize`, 0 for types SYCL does not know) against
    /// UR's `u32` list of the known ones.
    Partitions,
}

/// (what, PI query, UR query, shape).
const PAIRS: &[(&str, u32, u32, Shape)] = &[
    // Derived answers (core::device_answers and core::device).
    ("sub-group sizes", 0x4108, UR_DEVICE_INFO_SUB_GROUP_SIZES_INTEL, Shape::SizeToU32),
    ("max sub-groups", 0x105C, UR_DEVICE_INFO_MAX_NUM_SUB_GROUPS, Shape::Same),
    ("sub-group forward progress", 0x105D, UR_DEVICE_INFO_SUB_GROUP_INDEPENDENT_FORWARD_PROGRESS, Shape::Bool),
    ("64-bit atomics", 0x10110, UR_DEVICE_INFO_ATOMIC_64, Shape::Bool),
    ("atomic orders", 0x10111, UR_DEVICE_INFO_ATOMIC_MEMORY_ORDER_CAPABILITIES, Shape::Same),
    ("atomic scopes", 0x11000, UR_DEVICE_INFO_ATOMIC_MEMORY_SCOPE_CAPABILITIES, Shape::Same),
    ("fence orders", 0x20006, UR_DEVICE_INFO_ATOMIC_FENCE_ORDER_CAPABILITIES, Shape::Same),
    ("fence scopes", 0x20007, UR_DEVICE_INFO_ATOMIC_FENCE_SCOPE_CAPABILITIES, Shape::Same),
    ("USM host", 0x4190, UR_DEVICE_INFO_USM_HOST_SUPPORT, Shape::Flags64),
    ("USM device", 0x4191, UR_DEVICE_INFO_USM_DEVICE_SUPPORT, Shape::Flags64),
    ("USM single shared", 0x4192, UR_DEVICE_INFO_USM_SINGLE_SHARED_SUPPORT, Shape::Flags64),
    ("USM cross shared", 0x4193, UR_DEVICE_INFO_USM_CROSS_SHARED_SUPPORT, Shape::Flags64),
    ("USM system shared", 0x4194, UR_DEVICE_INFO_USM_SYSTEM_SHARED_SUPPORT, Shape::Flags64),
    ("half fp config", 0x1033, UR_DEVICE_INFO_HALF_FP_CONFIG, Shape::FpFlags),
    ("single fp config", 0x101B, UR_DEVICE_INFO_SINGLE_FP_CONFIG, Shape::FpFlags),
    ("double fp config", 0x1032, UR_DEVICE_INFO_DOUBLE_FP_CONFIG, Shape::FpFlags),
    ("image sRGB", 0x10027, UR_DEVICE_INFO_IMAGE_SRGB, Shape::Bool),
    ("build on sub-device", 0x10028, UR_DEVICE_INFO_BUILD_ON_SUBDEVICE, Shape::Bool),
    ("max compute queue indices", 0x10032, UR_DEVICE_INFO_MAX_COMPUTE_QUEUE_INDICES, Shape::Same),
    ("backend version", 0x10113, UR_DEVICE_INFO_BACKEND_RUNTIME_VERSION, Shape::Same),
    ("bfloat16 math", 0x1ffff, UR_DEVICE_INFO_BFLOAT16, Shape::Bool),
    ("memory channels", 0x20008, UR_DEVICE_INFO_MEM_CHANNEL_SUPPORT, Shape::Bool),
    ("ESIMD", 0x2000a, UR_DEVICE_INFO_ESIMD_SUPPORT, Shape::Bool),
    ("max work-groups 3D", 0x20003, UR_DEVICE_INFO_MAX_WORK_GROUPS_3D, Shape::Same),
    ("partition types", 0x1044, UR_DEVICE_INFO_SUPPORTED_PARTITIONS, Shape::Partitions),
    // Answers both faces take from core::device::raw_answer.
    ("IL versions", 0x105B, UR_DEVICE_INFO_IL_VERSION, Shape::Same),
    ("extensions", 0x1030, UR_DEVICE_INFO_EXTENSIONS, Shape::Same),
    ("name", 0x102B, UR_DEVICE_INFO_NAME, Shape::Same),
    ("version", 0x102F, UR_DEVICE_INFO_VERSION, Shape::Same),
    ("max compute units", 0x1002, UR_DEVICE_INFO_MAX_COMPUTE_UNITS, Shape::Same),
    ("max work-group size", 0x1004, UR_DEVICE_INFO_MAX_WORK_GROUP_SIZE, Shape::Same),
    ("max work-item sizes", 0x1005, UR_DEVICE_INFO_MAX_WORK_ITEM_SIZES, Shape::Same),
    ("image support", 0x1016, UR_DEVICE_INFO_IMAGE_SUPPORT, Shape::Bool),
    ("queue properties", 0x102A, UR_DEVICE_INFO_QUEUE_PROPERTIES, Shape::Same),
    ("partition max sub-devices", 0x1043, UR_DEVICE_INFO_PARTITION_MAX_SUB_DEVICES, Shape::Same),
];

/// Every UR device of every platform (root devices).
fn ur_devices() -> Vec<ur_device_handle_t> {
    let mut out = Vec::new();
    // SAFETY: (whole block) out-pointers to locals and vectors of the sizes passed.
    unsafe {
        let mut a: ur_adapter_handle_t = null_mut();
        assert_eq!(urAdapterGet(1, &mut a, null_mut()), UR_RESULT_SUCCESS);
        let mut n = 0u32;
        assert_eq!(urPlatformGet(a, 0, null_mut(), &mut n), UR_RESULT_SUCCESS);
        let mut ps = vec![null_mut(); n as usize];
        if n > 0 {
            assert_eq!(urPlatformGet(a, n, ps.as_mut_ptr(), null_mut()), UR_RESULT_SUCCESS);
        }
        for p in ps {
            let mut nd = 0u32;
            if urDeviceGet(p, UR_DEVICE_TYPE_ALL, 0, null_mut(), &mut nd) != UR_RESULT_SUCCESS || nd == 0 {
                continue;
            }
            let mut ds = vec![null_mut(); nd as usize];
            assert_eq!(urDeviceGet(p, UR_DEVICE_TYPE_ALL, nd, ds.as_mut_ptr(), null_mut()), UR_RESULT_SUCCESS);
            out.extend(ds);
        }
    }
    out
}

/// The PI answer's bytes, or its error code.
fn pi(d: *mut c_void, q: u32) -> Result<Vec<u8>, i32> {
    let mut n = 0usize;
    // SAFETY: a size query with a live OpenCL device id (PI's handle).
    let r = unsafe { piDeviceGetInfo(d.cast(), q, 0, null_mut(), &mut n) };
    if r != PI_SUCCESS {
        return Err(r);
    }
    let mut b = vec![0u8; n];
    // SAFETY: `b` holds n bytes.
    let r = unsafe { piDeviceGetInfo(d.cast(), q, n, b.as_mut_ptr().cast(), null_mut()) };
    if r != PI_SUCCESS {
        return Err(r);
    }
    Ok(b)
}

/// The UR answer's bytes, or its error code.
fn ur(d: ur_device_handle_t, q: u32) -> Result<Vec<u8>, i32> {
    let mut n = 0usize;
    // SAFETY: a size query with a live UR device.
    let r = unsafe { urDeviceGetInfo(d, q, 0, null_mut(), &mut n) };
    if r != UR_RESULT_SUCCESS {
        return Err(r as i32);
    }
    let mut b = vec![0u8; n];
    if n > 0 {
        // SAFETY: `b` holds n bytes.
        let r = unsafe { urDeviceGetInfo(d, q, n, b.as_mut_ptr().cast(), null_mut()) };
        if r != UR_RESULT_SUCCESS {
            return Err(r as i32);
        }
    }
    Ok(b)
}

fn words<const N: usize>(b: &[u8]) -> Vec<u64> {
    b.chunks_exact(N)
        .map(|c| {
            let mut a = [0u8; 8];
            a[..N].copy_from_slice(c);
            u64::from_le_bytes(a)
        })
        .collect()
}

/// The PI answer in UR's shape.
fn pi_as_ur(b: &[u8], shape: Shape) -> Vec<u8> {
    match shape {
        Shape::Same => b.to_vec(),
        // PI answers booleans in one byte; any non-zero is true.
        Shape::Bool => vec![b.iter().any(|&x| x != 0) as u8],
        Shape::Flags64 => {
            assert_eq!(b.len(), 8, "PI answers these bitfields in 8 bytes");
            let v = words::<8>(b)[0];
            assert!(v <= u32::MAX as u64, "a bitfield beyond UR's 32 bits: {v:#x}");
            (v as u32).to_ne_bytes().to_vec()
        }
        Shape::FpFlags => {
            assert_eq!(b.len(), 8, "PI answers cl_device_fp_config in 8 bytes");
            let cl = words::<8>(b)[0];
            // OpenCL's CL_FP_* bits (1 << 0 ..= 1 << 7) and UR's flags.
            let map = [
                (1u64, UR_DEVICE_FP_CAPABILITY_FLAG_DENORM),
                (2, UR_DEVICE_FP_CAPABILITY_FLAG_INF_NAN),
                (4, UR_DEVICE_FP_CAPABILITY_FLAG_ROUND_TO_NEAREST),
                (8, UR_DEVICE_FP_CAPABILITY_FLAG_ROUND_TO_ZERO),
                (16, UR_DEVICE_FP_CAPABILITY_FLAG_ROUND_TO_INF),
                (32, UR_DEVICE_FP_CAPABILITY_FLAG_FMA),
                (64, UR_DEVICE_FP_CAPABILITY_FLAG_SOFT_FLOAT),
                (128, UR_DEVICE_FP_CAPABILITY_FLAG_CORRECTLY_ROUNDED_DIVIDE_SQRT),
            ];
            assert_eq!(cl & !0xff, 0, "a CL_FP_* bit UR has no flag for: {cl:#x}");
            let ur: u32 = map.iter().filter(|(c, _)| cl & c != 0).map(|(_, u)| *u).fold(0, |a, b| a | b);
            ur.to_ne_bytes().to_vec()
        }
        Shape::SizeToU32 => words::<8>(b).into_iter().flat_map(|v| (v as u32).to_ne_bytes()).collect(),
        Shape::Partitions => {
            words::<8>(b).into_iter().filter(|&v| v != 0).flat_map(|v| (v as u32).to_ne_bytes()).collect()
        }
    }
}

/// Asks both faces every pair for one UR device: (pairs compared, differences).
fn compare(d: ur_device_handle_t, label: &str) -> (usize, Vec<String>) {
    let mut native = 0usize;
    // SAFETY: a live UR device and an out-pointer to a local.
    assert_eq!(unsafe { urDeviceGetNativeHandle(d, &mut native) }, UR_RESULT_SUCCESS);
    let cl = native as *mut c_void;
    let name = String::from_utf8_lossy(&pi(cl, 0x102B).expect("device name")).trim_end_matches('\0').to_string();
    let name = format!("{name}{label}");
    let mut compared = 0;
    let mut diffs = Vec::new();
    for &(what, pq, uq, shape) in PAIRS {
        let (p, u) = (pi(cl, pq), ur(d, uq));
        println!("{name}: {what}: PI {p:?} UR {u:?}");
        match (&p, &u) {
            (Ok(p), Ok(u)) => {
                compared += 1;
                let p = pi_as_ur(p, shape);
                if &p != u {
                    diffs.push(format!("{name}: {what}: PI {p:?} (in UR's shape) != UR {u:?}"));
                }
            }
            // Both refuse (a query this device cannot answer): agreed.
            (Err(_), Err(_)) => {}
            _ => diffs.push(format!("{name}: {what}: PI {p:?} vs UR {u:?}: one face answers, the other fails")),
        }
    }
    (compared, diffs)
}

#[test]
fn pi_and_ur_answer_alike_on_every_device() {
    let devs = ur_devices();
    assert!(!devs.is_empty(), "no OpenCL device (the tests need PoCL or Intel's CPU runtime)");
    assert!(PAIRS.len() >= 15);
    let mut diffs = Vec::new();
    for d in devs {
        let (compared, mut more) = compare(d, "");
        assert!(compared >= 15, "only {compared} pairs answered");
        diffs.append(&mut more);
    }
    assert!(diffs.is_empty(), "the faces disagree:\n{}", diffs.join("\n"));
}

/// Sub-devices too (their partition answers, compute units and build rule
/// differ from their root's): each device that can be split in equal
/// halves is, and both faces are asked about each half.
#[test]
fn pi_and_ur_answer_alike_on_sub_devices() {
    let mut diffs = Vec::new();
    let mut split = 0;
    for d in ur_devices() {
        let max_subs: u32 = {
            let b = ur(d, UR_DEVICE_INFO_PARTITION_MAX_SUB_DEVICES).expect("max sub-devices");
            u32::from_ne_bytes(b[..4].try_into().unwrap())
        };
        let units: u32 = {
            let b = ur(d, UR_DEVICE_INFO_MAX_COMPUTE_UNITS).expect("compute units");
            u32::from_ne_bytes(b[..4].try_into().unwrap())
        };
        let equally = ur(d, UR_DEVICE_INFO_SUPPORTED_PARTITIONS)
            .unwrap_or_default()
            .chunks_exact(4)
            .any(|c| u32::from_ne_bytes(c.try_into().unwrap()) == UR_DEVICE_PARTITION_EQUALLY);
        if max_subs < 2 || units < 2 || !equally {
            println!("SKIP: a device that cannot be split equally (max sub-devices {max_subs}, units {units})");
            continue;
        }
        let prop = ur_device_partition_property_t {
            r#type: UR_DEVICE_PARTITION_EQUALLY,
            value: ur_device_partition_value_t { equally: units / 2 },
        };
        let pp = ur_device_partition_properties_t {
            stype: UR_STRUCTURE_TYPE_DEVICE_PARTITION_PROPERTIES,
            pNext: null_mut(),
            pProperties: &prop,
            PropCount: 1,
        };
        let mut n = 0u32;
        // SAFETY: (whole block) a live device, a property list of one, out-pointers of the stated sizes.
        unsafe {
            assert_eq!(urDevicePartition(d, &pp, 0, null_mut(), &mut n), UR_RESULT_SUCCESS);
            let mut subs = vec![null_mut(); n as usize];
            assert_eq!(urDevicePartition(d, &pp, n, subs.as_mut_ptr(), null_mut()), UR_RESULT_SUCCESS);
            for (i, &s) in subs.iter().enumerate() {
                let (compared, mut more) = compare(s, &format!(" (sub-device {i})"));
                assert!(compared >= 15, "only {compared} pairs answered on a sub-device");
                diffs.append(&mut more);
                split += 1;
            }
            for s in subs {
                assert_eq!(urDeviceRelease(s), UR_RESULT_SUCCESS);
            }
        }
    }
    println!("{split} sub-devices compared");
    assert!(diffs.is_empty(), "the faces disagree on sub-devices:\n{}", diffs.join("\n"));
}

/// The shapes themselves: PI's bitfields are 8 bytes and its booleans one
/// byte, UR's flags 4 bytes and `ur_bool_t` one byte.
#[test]
fn shapes_are_each_faces_own() {
    for d in ur_devices() {
        let mut native = 0usize;
        // SAFETY: a live UR device and an out-pointer to a local.
        assert_eq!(unsafe { urDeviceGetNativeHandle(d, &mut native) }, UR_RESULT_SUCCESS);
        let cl = native as *mut c_void;
        assert_eq!(pi(cl, 0x4191).unwrap().len(), 8, "PI USM capabilities: pi_bitfield");
        assert_eq!(ur(d, UR_DEVICE_INFO_USM_DEVICE_SUPPORT).unwrap().len(), 4, "UR USM flags: u32");
        assert_eq!(pi(cl, 0x10110).unwrap().len(), 1, "PI boolean: one byte");
        assert_eq!(ur(d, UR_DEVICE_INFO_ATOMIC_64).unwrap().len(), 1, "ur_bool_t");
        let sizes = pi(cl, 0x4108).unwrap();
        assert_eq!(sizes.len() % 8, 0, "PI sub-group sizes: size_t");
        assert_eq!(ur(d, UR_DEVICE_INFO_SUB_GROUP_SIZES_INTEL).unwrap().len() * 2, sizes.len(), "UR: u32");
    }
}
