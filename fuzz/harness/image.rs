//! Device-image descriptors (`pi_device_binaries`) through
//! `syclrt_register_images`, then kernel-id lookups, an input bundle of
//! the registered kernels, and `syclrt_unregister_images`.
//!
//! Properties: a call returns a documented status (never `PANIC`); a
//! rejected descriptor registers nothing (none of its kernel names is
//! defined afterwards); an accepted one defines every entry name until it
//! is unregistered; registering the same descriptor twice is
//! `INVALID_OPERATION`; no handle leaks.

use super::*;
use syclrt::core::Status;
use syclrt::ffi::api::bundle::*;
use syclrt::ffi::api::context::syclrt_context_create;
use syclrt::ffi::api::device::syclrt_device_default;
use syclrt::ffi::api::image::*;
use syclrt::ffi::api::*;

const KERNELS: &[&str] = &["fz_k0", "fz_k1", "fz_add", "fz_scale", "fz_k0"];
const SETS: &[&str] = &[
    "SYCL/specialization constants",
    "SYCL/specialization constants default values",
    "SYCL/device requirements",
    "SYCL/kernel param opt",
    "SYCL/misc properties",
    "SYCL/devicelib req mask",
    "SYCL/program metadata",
];
const PROPS: &[&str] = &["aspects", "reqd_work_group_size", "optLevel", "fz_k0", "SC_X", "sc", "isEsimdImage"];
const TARGETS: &[&str] = &["spir64", "spir64_x86_64", "spir64_gen", "spir64_fpga", "nvptx64", "", "native"];
const OPENCL_SRC: &[u8] = b"__kernel void fz_k0(__global int *p) { p[0] = 1; }\0";

/// Keeps every buffer a descriptor points into alive.
#[derive(Default)]
struct Arena {
    strings: Vec<CString>,
    bytes: Vec<Vec<u8>>,
    entries: Vec<Vec<syclrt_offload_entry>>,
    props: Vec<Vec<syclrt_device_binary_property>>,
    sets: Vec<Vec<syclrt_device_binary_property_set>>,
    bins: Vec<Vec<syclrt_device_binary>>,
    names: Vec<String>,
}

impl Arena {
    fn str(&mut self, s: CString) -> *mut c_char {
        let p = s.as_ptr().cast_mut();
        self.strings.push(s);
        p
    }
    fn opt_str(&mut self, b: &mut Bytes<'_>, dict: &[&str]) -> *const c_char {
        if b.u8() % 4 == 0 {
            null()
        } else {
            let s = b.string(dict);
            self.str(s)
        }
    }
}

/// A `[begin, end)` pair over `v` (which must not move afterwards): valid,
/// both NULL, one NULL, reversed, ragged or misaligned.
fn range<T>(b: &mut Bytes<'_>, v: &mut [T]) -> (*mut T, *mut T) {
    range_full(b, v).0
}

/// [`range`], and whether the range is the whole of `v`.
fn range_full<T>(b: &mut Bytes<'_>, v: &mut [T]) -> ((*mut T, *mut T), bool) {
    let p = v.as_mut_ptr();
    let size = std::mem::size_of::<T>();
    let end = (p as usize + std::mem::size_of_val(v)) as *mut T;
    let r = match b.u8() % 16 {
        1 => (null_mut(), null_mut()),
        2 => (null_mut(), end),
        3 if !v.is_empty() => (p, null_mut()),
        4 if !v.is_empty() => (end, p),
        5 if size > 1 => (p, (end as usize + 1) as *mut T),
        6 if size > 1 && !v.is_empty() => ((p as usize + 1) as *mut T, (end as usize + 1) as *mut T),
        _ => (p, end),
    };
    let full = r == (p, end);
    (r, full)
}

fn binary(b: &mut Bytes<'_>) -> Vec<u8> {
    let mut v = match b.u8() % 4 {
        0 => OPENCL_SRC.to_vec(),
        1 => 0x0723_0203u32.to_le_bytes().to_vec(),
        2 => b"BC\xc0\xde".to_vec(),
        _ => Vec::new(),
    };
    v.extend_from_slice(b.take(64));
    v
}

fn property(b: &mut Bytes<'_>, a: &mut Arena) -> syclrt_device_binary_property {
    let name = if b.u8() % 8 == 0 { null_mut() } else { a.str(b.string(PROPS)) };
    let ty = match b.u8() % 8 {
        0 => b.u32(),
        1 | 2 => 1,
        3..=5 => 2,
        _ => 3,
    };
    if ty == 1 {
        return syclrt_device_binary_property { name, value_addr: null_mut(), value_type: 1, value_size: b.u64() };
    }
    if b.u8() % 8 == 0 {
        // NULL value: any size (a non-zero one is an error).
        let size = if b.bool() { 0 } else { b.u64() };
        return syclrt_device_binary_property { name, value_addr: null_mut(), value_type: ty, value_size: size };
    }
    let mut v = Vec::new();
    if ty == 2 {
        // A byte array: a 64-bit size in bits, then the data.
        let data = b.take(48).to_vec();
        let bits = if b.u8() % 4 == 0 { b.u64() } else { data.len() as u64 * 8 };
        v.extend_from_slice(&bits.to_le_bytes());
        v.extend_from_slice(&data);
    } else {
        v.extend_from_slice(b.take(32));
        if b.bool() {
            v.push(0);
        }
    }
    let size = v.len() as u64;
    let addr = v.as_mut_ptr().cast();
    a.bytes.push(v);
    syclrt_device_binary_property { name, value_addr: addr, value_type: ty, value_size: size }
}

/// One image and the kernel names its entries show the library.
fn image(b: &mut Bytes<'_>, a: &mut Arena) -> (syclrt_device_binary, Vec<String>) {
    let version = match b.u8() % 8 {
        0 => b.u16(),
        1..=3 => 1,
        _ => 2,
    };
    let kind = if b.u8() % 8 == 0 { b.u8() } else { 4 };
    let format = match b.u8() % 8 {
        0 => b.u8(),
        1 => 1,
        2 => 2,
        3 => 3,
        4 => 128,
        _ => 0,
    };
    let target = a.opt_str(b, TARGETS);
    let compile_options = a.opt_str(b, &["", "-cl-fast-relaxed-math", "-O0", "-bogus"]);
    let link_options = a.opt_str(b, &["", "-cl-denorms-are-zero"]);
    let mut bin = binary(b);
    let (binary_start, binary_end) = range(b, &mut bin);
    a.bytes.push(bin);
    let mut manifest = b.take(8).to_vec();
    let (ms, me) = range(b, &mut manifest);
    a.bytes.push(manifest);
    let mut entries = Vec::new();
    let mut names = Vec::new();
    for _ in 0..b.below(4) {
        let name = if b.u8() % 16 == 0 {
            null_mut()
        } else {
            let s = b.string(KERNELS);
            names.push(s.to_string_lossy().into_owned());
            a.names.push(s.to_string_lossy().into_owned());
            a.str(s)
        };
        entries.push(syclrt_offload_entry { addr: null_mut(), name, size: 0, flags: 0, reserved: 0 });
    }
    let ((entries_begin, entries_end), full) = range_full(b, &mut entries);
    if !full {
        names.clear();
    }
    a.entries.push(entries);
    let mut sets = Vec::new();
    for _ in 0..b.below(4) {
        let name = if b.u8() % 16 == 0 { null_mut() } else { a.str(b.string(SETS)) };
        let mut props: Vec<_> = (0..b.below(4)).map(|_| property(b, a)).collect();
        let (pb, pe) = range(b, &mut props);
        a.props.push(props);
        sets.push(syclrt_device_binary_property_set { name, properties_begin: pb, properties_end: pe });
    }
    let (sb, se) = range(b, &mut sets);
    a.sets.push(sets);
    let img = syclrt_device_binary {
        version,
        kind,
        format,
        device_target_spec: target,
        compile_options,
        link_options,
        manifest_start: ms.cast_const().cast(),
        manifest_end: me.cast_const().cast(),
        binary_start: binary_start.cast_const(),
        binary_end: binary_end.cast_const(),
        entries_begin,
        entries_end,
        property_sets_begin: sb,
        property_sets_end: se,
    };
    (img, names)
}

fn defined(name: &str) -> bool {
    let n = CString::new(name).unwrap();
    let mut id = null_mut();
    // SAFETY: a NUL-terminated name and an out-pointer to a local.
    let s = unsafe { syclrt_kernel_id_get(n.as_ptr(), &mut id) };
    assert!(s == Status::Success || s == Status::InvalidKernelName, "kernel_id_get({name}): {s:?}");
    s == Status::Success
}

/// The context that input bundles are made in (None without OpenCL).
fn context() -> Option<(usize, usize)> {
    static CTX: std::sync::OnceLock<Option<(usize, usize)>> = std::sync::OnceLock::new();
    *CTX.get_or_init(|| {
        let mut dev = null_mut();
        // SAFETY: out-pointers to locals; the device list holds one handle.
        unsafe {
            if syclrt_device_default(&mut dev) != Status::Success {
                return None;
            }
            let mut ctx = null_mut();
            let devs = [dev.cast_const()];
            if syclrt_context_create(devs.as_ptr(), 1, &mut ctx) != Status::Success {
                return None;
            }
            Some((ctx as usize, dev as usize))
        }
    })
}

pub fn run(data: &[u8]) {
    install_panic_counter();
    let panics_before = panics();
    let _ = context();
    let live_before = syclrt::ffi::handle::live_handles();
    let mut b = Bytes::new(data);
    let mut a = Arena::default();
    let n = b.below(4);
    let (mut bins, visible): (Vec<syclrt_device_binary>, Vec<Vec<String>>) =
        (0..n).map(|_| image(&mut b, &mut a)).unzip();
    let (count, dbins) = match b.u8() % 16 {
        0 => (b.u16(), null_mut()),
        1 if n > 0 => ((n - 1) as u16, bins.as_mut_ptr()),
        _ => (n as u16, bins.as_mut_ptr()),
    };
    // The names of the images the library sees (count <= n when the list is not NULL).
    let shown: Vec<String> = if dbins.is_null() { Vec::new() } else { visible[..count as usize].concat() };
    let mut host = vec![syclrt_offload_entry { addr: null_mut(), name: null_mut(), size: 0, flags: 0, reserved: 0 }];
    let (hb, he) = if b.u8() % 4 == 0 { range(&mut b, &mut host) } else { (null_mut(), null_mut()) };
    a.bins.push(bins);
    let desc = syclrt_device_binaries {
        version: if b.u8() % 16 == 0 { b.u16() } else { 1 },
        num_device_binaries: count,
        device_binaries: dbins,
        host_entries_begin: hb,
        host_entries_end: he,
    };
    for name in &a.names {
        assert!(!defined(name), "{name} defined before registration (a previous input leaked an image)");
    }
    // SAFETY: every pointer in `desc` is NULL or points at `a`'s live buffers of the sizes given.
    let s = unsafe { syclrt_register_images(&desc) };
    assert_ne!(s, Status::Panic);
    if s != Status::Success {
        assert!(
            matches!(s, Status::MalformedImage | Status::NullPointer | Status::InvalidValue | Status::InvalidSize),
            "register: undocumented status {s:?}"
        );
        for name in &a.names {
            assert!(!defined(name), "{name} defined after a rejected registration ({s:?})");
        }
    } else {
        for name in &shown {
            if !name.is_empty() {
                assert!(defined(name), "{name} not defined after registration");
            }
        }
        // SAFETY: as above.
        assert_eq!(unsafe { syclrt_register_images(&desc) }, Status::InvalidOperation, "second registration");
        input_bundle(&a.names);
        // SAFETY: the same descriptor address.
        assert_eq!(unsafe { syclrt_unregister_images(&desc) }, Status::Success);
        for name in &shown {
            assert!(!defined(name), "{name} still defined after unregistration");
        }
    }
    // SAFETY: the same address, now not registered.
    assert_eq!(unsafe { syclrt_unregister_images(&desc) }, Status::InvalidValue);
    assert_eq!(syclrt::ffi::handle::live_handles(), live_before, "a handle leaked");
    assert_eq!(panics(), panics_before, "a panic was caught at the C boundary");
}

/// An input bundle of the registered kernels (compatibility checks, no build).
fn input_bundle(names: &[String]) {
    let Some((ctx, dev)) = context() else { return };
    let mut ids = Vec::new();
    for n in names.iter().filter(|n| !n.is_empty()) {
        let c = CString::new(n.as_str()).unwrap();
        let mut id = null_mut();
        // SAFETY: a NUL-terminated name, an out-pointer to a local.
        if unsafe { syclrt_kernel_id_get(c.as_ptr(), &mut id) } == Status::Success {
            ids.push(id.cast_const());
        }
    }
    let devs = [dev as *const syclrt_device];
    let mut bundle = null_mut();
    // SAFETY: live context/device handles, `ids` holds live kernel ids.
    let s = unsafe {
        syclrt_kernel_bundle_get_by_ids(
            ctx as *const syclrt_context,
            devs.as_ptr(),
            1,
            0,
            ids.as_ptr(),
            ids.len(),
            &mut bundle,
        )
    };
    assert_ne!(s, Status::Panic);
    if s == Status::Success {
        // SAFETY: the bundle just made.
        assert_eq!(unsafe { syclrt_kernel_bundle_release(bundle) }, Status::Success);
    }
}
