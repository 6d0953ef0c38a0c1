//! Device image registration: DPC++'s `pi_device_binaries` layout (the
//! argument of `__sycl_register_lib`), and a builder for C programs that
//! make images from SPIR-V, OpenCL C source or a native binary.

use super::{syclrt_image_builder, Status};
use crate::core::device::Aspect;
use crate::core::image::{
    aspect_to_sycl, DeviceImage, ImageBuilder, RawImage, RawProperty, RawPropertySet, FORMAT_OPENCL_SOURCE,
    PROP_BYTE_ARRAY, PROP_STRING, PROP_UINT32,
};
use crate::core::registry::registry;
use crate::core::{Error, Result};
use crate::ffi::args::{bytes, cstr, opt_cstr, slice, Out};
use crate::ffi::boundary::{boundary, boundary_out};
use crate::ffi::handle::{get, new_handle, release};
use std::ffi::{c_char, c_void};
use std::sync::Arc;

/// `_pi_offload_entry_struct` (32 bytes): one kernel of an image.
#[repr(C)]
#[allow(non_camel_case_types, reason = "C type name")]
pub struct syclrt_offload_entry {
    pub addr: *mut c_void,
    /// The kernel's name (NUL-terminated).
    pub name: *mut c_char,
    pub size: usize,
    pub flags: i32,
    pub reserved: i32,
}

/// `_pi_device_binary_property_struct` (32 bytes). `value_type`: 1 uint32
/// (the value is `value_size` itself), 2 byte array (`value_addr` holds
/// `value_size` bytes: a 64-bit size in bits, then the data), 3 string.
#[repr(C)]
#[allow(non_camel_case_types, reason = "C type name")]
pub struct syclrt_device_binary_property {
    pub name: *mut c_char,
    pub value_addr: *mut c_void,
    pub value_type: u32,
    pub value_size: u64,
}

/// `_pi_device_binary_property_set_struct` (24 bytes).
#[repr(C)]
#[allow(non_camel_case_types, reason = "C type name")]
pub struct syclrt_device_binary_property_set {
    pub name: *mut c_char,
    pub properties_begin: *mut syclrt_device_binary_property,
    pub properties_end: *mut syclrt_device_binary_property,
}

/// `pi_device_binary_struct` (96 bytes): one device image.
#[repr(C)]
#[allow(non_camel_case_types, reason = "C type name")]
pub struct syclrt_device_binary {
    /// 1 or 2.
    pub version: u16,
    /// 4 (SYCL).
    pub kind: u8,
    /// `SYCLRT_IMAGE_FORMAT_*`; 0 sniffs the magic number.
    pub format: u8,
    /// "spir64", "spir64_x86_64", "spir64_gen", "spir64_fpga", "nvptx64", or a device name for native code.
    pub device_target_spec: *const c_char,
    pub compile_options: *const c_char,
    pub link_options: *const c_char,
    pub manifest_start: *const c_char,
    pub manifest_end: *const c_char,
    pub binary_start: *const u8,
    pub binary_end: *const u8,
    pub entries_begin: *mut syclrt_offload_entry,
    pub entries_end: *mut syclrt_offload_entry,
    pub property_sets_begin: *mut syclrt_device_binary_property_set,
    pub property_sets_end: *mut syclrt_device_binary_property_set,
}

/// `pi_device_binaries_struct` (32 bytes): what DPC++'s offload wrapper emits.
#[repr(C)]
#[allow(non_camel_case_types, reason = "C type name")]
pub struct syclrt_device_binaries {
    /// 1.
    pub version: u16,
    pub num_device_binaries: u16,
    pub device_binaries: *mut syclrt_device_binary,
    pub host_entries_begin: *mut syclrt_offload_entry,
    pub host_entries_end: *mut syclrt_offload_entry,
}

const _: () = assert!(
    std::mem::size_of::<syclrt_offload_entry>() == 32
        && std::mem::size_of::<syclrt_device_binary_property>() == 32
        && std::mem::size_of::<syclrt_device_binary_property_set>() == 24
        && std::mem::size_of::<syclrt_device_binary>() == 96
        && std::mem::size_of::<syclrt_device_binaries>() == 32
);

/// Image formats (`syclrt_device_binary::format`, `syclrt_image_builder_create`).
pub const SYCLRT_IMAGE_FORMAT_NONE: u32 = 0;
pub const SYCLRT_IMAGE_FORMAT_NATIVE: u32 = 1;
pub const SYCLRT_IMAGE_FORMAT_SPIRV: u32 = 2;
pub const SYCLRT_IMAGE_FORMAT_LLVM_BITCODE: u32 = 3;
pub const SYCLRT_IMAGE_FORMAT_OPENCL_SOURCE: u32 = 128;
const _: () = assert!(SYCLRT_IMAGE_FORMAT_OPENCL_SOURCE == FORMAT_OPENCL_SOURCE as u32);

fn malformed(e: Error) -> Error {
    Error::new(Status::MalformedImage, e.into_message())
}

/// The elements between `begin` and `end` (both NULL: none).
///
/// # Safety
/// When non-null, `[begin, end)` must be readable memory holding `T`s valid for `'a`.
unsafe fn range<'a, T>(begin: *const T, end: *const T, what: &str) -> Result<&'a [T]> {
    if begin.is_null() && end.is_null() {
        return Ok(&[]);
    }
    if begin.is_null() || end.is_null() {
        return Err(Error::new(Status::MalformedImage, format!("{what}: one end of the range is NULL")));
    }
    let (b, e) = (begin as usize, end as usize);
    let size = std::mem::size_of::<T>();
    if e < b || (e - b) % size != 0 {
        return Err(Error::new(
            Status::MalformedImage,
            format!("{what}: [{b:#x}, {e:#x}) is not a whole number of {size}-byte elements"),
        ));
    }
    // SAFETY: forwarded contract; `slice` checks alignment and size.
    unsafe { slice(begin, (e - b) / size, what) }.map_err(malformed)
}

/// # Safety
/// `p`, when non-null, is a NUL-terminated string valid for `'a`.
unsafe fn name<'a>(p: *const c_char, what: &str) -> Result<&'a str> {
    // SAFETY: forwarded contract.
    unsafe { cstr(p, what) }.map_err(malformed)
}

/// Reads one device binary into its borrowed form.
///
/// # Safety
/// Every pointer in `b` is NULL or valid as the layout documents.
unsafe fn raw_image<'a>(b: &'a syclrt_device_binary, i: usize) -> Result<RawImage<'a>> {
    let w = |f: &str| format!("device image {i}: {f}");
    // SAFETY: the descriptor's pointers are valid by the caller's contract;
    // each range and string below is checked by a helper.
    let binary = unsafe { range(b.binary_start, b.binary_end, &w("binary")) }?;
    // The manifest is not used, but its range is checked like every other:
    // a reversed or ragged range is a malformed descriptor.
    // SAFETY: as above.
    unsafe { range(b.manifest_start, b.manifest_end, &w("manifest")) }?;
    // SAFETY: as above.
    let entries = unsafe { range(b.entries_begin.cast_const(), b.entries_end.cast_const(), &w("entries")) }?;
    let mut names = Vec::with_capacity(entries.len());
    for e in entries {
        // SAFETY: as above.
        names.push(unsafe { name(e.name, &w("offload entry name")) }?);
    }
    // SAFETY: as above.
    let sets =
        unsafe { range(b.property_sets_begin.cast_const(), b.property_sets_end.cast_const(), &w("property sets")) }?;
    let mut property_sets = Vec::with_capacity(sets.len());
    for s in sets {
        // SAFETY: as above.
        let set_name = unsafe { name(s.name, &w("property set name")) }?;
        // SAFETY: as above.
        let props = unsafe { range(s.properties_begin.cast_const(), s.properties_end.cast_const(), &w(set_name)) }?;
        let mut out = Vec::with_capacity(props.len());
        for p in props {
            // SAFETY: as above.
            let pname = unsafe { name(p.name, &w("property name")) }?;
            let bytes: &[u8] = match p.value_type {
                PROP_UINT32 => &[],
                PROP_BYTE_ARRAY | PROP_STRING => {
                    let n = usize::try_from(p.value_size).map_err(|_| {
                        Error::new(Status::MalformedImage, w(&format!("{set_name}/{pname}: size too large")))
                    })?;
                    // SAFETY: as above (`value_addr` holds `value_size` bytes).
                    unsafe { slice(p.value_addr.cast_const().cast::<u8>(), n, &w(pname)) }.map_err(malformed)?
                }
                t => {
                    return Err(Error::new(
                        Status::MalformedImage,
                        w(&format!("{set_name}/{pname}: unknown property type {t} (1, 2 or 3)")),
                    ))
                }
            };
            out.push(RawProperty { name: pname, ty: p.value_type, bytes, size: p.value_size });
        }
        property_sets.push(RawPropertySet { name: set_name, props: out });
    }
    Ok(RawImage {
        version: b.version,
        kind: b.kind,
        format: b.format,
        // SAFETY: as above; NULL strings read as "".
        target: unsafe { opt_cstr(b.device_target_spec, "device_target_spec") }.map_err(malformed)?,
        // SAFETY: as above.
        compile_options: unsafe { opt_cstr(b.compile_options, "compile_options") }.map_err(malformed)?,
        // SAFETY: as above.
        link_options: unsafe { opt_cstr(b.link_options, "link_options") }.map_err(malformed)?,
        binary,
        entries: names,
        property_sets,
    })
}

/// # Safety
/// `desc` is NULL or a valid descriptor.
unsafe fn register(desc: *const syclrt_device_binaries) -> Result<()> {
    if desc.is_null() {
        return Err(Error::new(Status::NullPointer, "binaries is NULL"));
    }
    if (desc as usize) % std::mem::align_of::<syclrt_device_binaries>() != 0 {
        return Err(Error::new(Status::MalformedImage, "binaries is not aligned for syclrt_device_binaries"));
    }
    // SAFETY: non-null and aligned; valid by the caller's contract.
    let d = unsafe { &*desc };
    if d.version != 1 {
        return Err(Error::new(Status::MalformedImage, format!("descriptor version {} (1 expected)", d.version)));
    }
    // SAFETY: as above: `device_binaries` holds `num_device_binaries` images.
    let bins = unsafe { slice(d.device_binaries.cast_const(), d.num_device_binaries as usize, "device_binaries") }
        .map_err(malformed)?;
    // The host entries are not used (kernels are named by each image's own
    // entries), but a reversed or ragged range is a malformed descriptor.
    // SAFETY: as above: `[host_entries_begin, host_entries_end)` holds offload entries.
    unsafe { range(d.host_entries_begin.cast_const(), d.host_entries_end.cast_const(), "host entries") }?;
    let first = registry().reserve_ids(bins.len());
    let mut images = Vec::with_capacity(bins.len());
    for (i, b) in bins.iter().enumerate() {
        // SAFETY: as above.
        let raw = unsafe { raw_image(b, i) }?;
        images.push(DeviceImage::parse(i, &raw, first + i as u64)?);
    }
    registry().insert_batch(Some(desc as usize), images).map(drop)
}

/// Registers every device image of a `pi_device_binaries` descriptor
/// (DPC++'s offload-wrapper layout, descriptor version 1, images of
/// version 1 or 2). The images are copied: the descriptor may be freed
/// afterwards, but its address identifies the batch for
/// `syclrt_unregister_images`. Every pointer range and length is checked,
/// the unused ones too (`manifest_start/end`, `host_entries_begin/end`):
/// both NULL or both set, begin <= end, a whole number of aligned
/// elements. A known property's value must be a whole number of its
/// elements (`aspects`: 4-byte numbers, for example). On any error
/// nothing is registered. Errors: `NULL_POINTER`,
/// `MALFORMED_IMAGE` (the message names the image and field),
/// `INVALID_OPERATION` (this descriptor is already registered).
#[no_mangle]
pub unsafe extern "C" fn syclrt_register_images(binaries: *const syclrt_device_binaries) -> Status {
    // SAFETY: `binaries` is NULL or valid (caller contract).
    boundary("syclrt_register_images", || unsafe { register(binaries) })
}

/// Unregisters the images registered from `binaries` (the same address):
/// they leave the registry, their kernel ids stop being defined unless
/// another image defines them, and programs cached from them are purged.
/// Bundles already made keep working. Errors: `NULL_POINTER`,
/// `INVALID_VALUE` (not registered).
#[no_mangle]
pub unsafe extern "C" fn syclrt_unregister_images(binaries: *const syclrt_device_binaries) -> Status {
    boundary("syclrt_unregister_images", || {
        if binaries.is_null() {
            return Err(Error::new(Status::NullPointer, "binaries is NULL"));
        }
        registry().remove_batch(binaries as usize).map(drop)
    })
}

/// Unregisters one image by the id `syclrt_image_builder_register` gave.
/// Errors: `INVALID_VALUE` (no such image).
#[no_mangle]
pub extern "C" fn syclrt_image_unregister(image_id: u64) -> Status {
    boundary("syclrt_image_unregister", || registry().remove_image(image_id))
}

/// Starts an image from `size` bytes of `data` in `format`
/// (`SYCLRT_IMAGE_FORMAT_*`; for OpenCL C source `size` 0 means up to the
/// NUL) for `target` (NULL: "", any device that can load the format).
/// Errors: `NULL_POINTER`, `INVALID_SIZE` (no bytes), `MALFORMED_IMAGE`
/// (unknown format).
#[no_mangle]
pub unsafe extern "C" fn syclrt_image_builder_create(
    format: u32,
    data: *const c_void,
    size: usize,
    target: *const c_char,
    builder_out: *mut *mut syclrt_image_builder,
) -> Status {
    // SAFETY: `data` holds `size` bytes (or a NUL-terminated source); `target` is NULL or a string.
    boundary("syclrt_image_builder_create", || unsafe { builder_create(format, data, size, target, builder_out) })
}
unsafe fn builder_create(
    format: u32,
    data: *const c_void,
    size: usize,
    target: *const c_char,
    out: *mut *mut syclrt_image_builder,
) -> Result<()> {
    let out = Out::new(out, "builder_out")?;
    let fmt = u8::try_from(format)
        .map_err(|_| Error::new(Status::MalformedImage, format!("unknown image format {format}")))?;
    let data: &[u8] = if size == 0 && format == SYCLRT_IMAGE_FORMAT_OPENCL_SOURCE {
        // SAFETY: forwarded contract (NUL-terminated source).
        unsafe { cstr(data.cast(), "data") }?.as_bytes()
    } else {
        // SAFETY: forwarded contract.
        unsafe { bytes(data, size, "data") }?
    };
    // SAFETY: forwarded contract.
    let target = unsafe { opt_cstr(target, "target") }?;
    out.write(new_handle(Arc::new(ImageBuilder::new(fmt, data, target)?)));
    Ok(())
}

/// Adds a kernel the image defines. Errors: `NULL_POINTER`, `INVALID_VALUE` (empty name).
#[no_mangle]
pub unsafe extern "C" fn syclrt_image_builder_add_kernel(
    builder: *const syclrt_image_builder,
    name: *const c_char,
) -> Status {
    boundary("syclrt_image_builder_add_kernel", || {
        let b = get::<ImageBuilder>(builder)?;
        // SAFETY: `name` is NUL-terminated (caller contract).
        let n = unsafe { cstr(name, "name")? };
        if n.is_empty() {
            return Err(Error::new(Status::InvalidValue, "a kernel name must not be empty"));
        }
        b.lock().kernels.push(n.to_string());
        Ok(())
    })
}

/// Sets the image's compile and link options (NULL: none).
#[no_mangle]
pub unsafe extern "C" fn syclrt_image_builder_set_options(
    builder: *const syclrt_image_builder,
    compile_options: *const c_char,
    link_options: *const c_char,
) -> Status {
    boundary("syclrt_image_builder_set_options", || {
        let b = get::<ImageBuilder>(builder)?;
        // SAFETY: each is NULL or NUL-terminated (caller contract).
        let (c, l) =
            unsafe { (opt_cstr(compile_options, "compile_options")?, opt_cstr(link_options, "link_options")?) };
        let mut s = b.lock();
        s.compile_options = c.to_string();
        s.link_options = l.to_string();
        Ok(())
    })
}

/// Adds a device requirement: the image is compatible only with devices
/// that have `aspect` (a `syclrt_aspect`). Errors: `INVALID_VALUE`.
#[no_mangle]
pub unsafe extern "C" fn syclrt_image_builder_require_aspect(
    builder: *const syclrt_image_builder,
    aspect: i32,
) -> Status {
    boundary("syclrt_image_builder_require_aspect", || {
        let b = get::<ImageBuilder>(builder)?;
        let a = Aspect::from_code(aspect)
            .ok_or_else(|| Error::new(Status::InvalidValue, format!("unknown aspect {aspect}")))?;
        b.lock().aspects.push(aspect_to_sycl(a));
        Ok(())
    })
}

/// Requires a work-group size (`reqd_work_group_size`): devices whose
/// limits are smaller are incompatible. Errors: `INVALID_VALUE` (a zero size).
#[no_mangle]
pub unsafe extern "C" fn syclrt_image_builder_set_reqd_work_group_size(
    builder: *const syclrt_image_builder,
    x: u64,
    y: u64,
    z: u64,
) -> Status {
    boundary("syclrt_image_builder_set_reqd_work_group_size", || {
        let b = get::<ImageBuilder>(builder)?;
        if x == 0 || y == 0 || z == 0 {
            return Err(Error::new(Status::InvalidValue, "work-group sizes must be non-zero"));
        }
        b.lock().reqd_work_group_size = Some([x, y, z]);
        Ok(())
    })
}

/// Declares a specialization constant `name` with its SPIR-V `SpecId`
/// and its default value (`size` bytes). For OpenCL C source images the
/// name is a macro defined at compile time to the value's bit pattern as
/// an unsigned literal (size 1, 2, 4 or 8; use `as_float(NAME)` for a
/// float). Errors: `NULL_POINTER`, `INVALID_SIZE`.
#[no_mangle]
pub unsafe extern "C" fn syclrt_image_builder_add_spec_constant(
    builder: *const syclrt_image_builder,
    name: *const c_char,
    spec_id: u32,
    default_value: *const c_void,
    size: usize,
) -> Status {
    boundary("syclrt_image_builder_add_spec_constant", || {
        let b = get::<ImageBuilder>(builder)?;
        // SAFETY: `name` is NUL-terminated and `default_value` holds `size` bytes (caller contract).
        let (n, v) = unsafe { (cstr(name, "name")?, bytes(default_value, size, "default_value")?) };
        b.lock().spec_constants.push((n.to_string(), spec_id, v.to_vec()));
        Ok(())
    })
}

/// Validates and registers the image (the builder may be reused or
/// released afterwards); `image_id_out` receives its id for
/// `syclrt_image_unregister`. Errors: `MALFORMED_IMAGE` (for example no
/// kernel), `NULL_POINTER`.
#[no_mangle]
pub unsafe extern "C" fn syclrt_image_builder_register(
    builder: *const syclrt_image_builder,
    image_id_out: *mut u64,
) -> Status {
    boundary_out("syclrt_image_builder_register", image_id_out, "image_id_out", || {
        let b = get::<ImageBuilder>(builder)?;
        let id = registry().reserve_ids(1);
        let img = b.to_image(id)?;
        registry().insert_batch(None, vec![img])?;
        Ok(id)
    })
}

/// Drops a reference. `NULL` is a no-op.
#[no_mangle]
pub unsafe extern "C" fn syclrt_image_builder_release(builder: *mut syclrt_image_builder) -> Status {
    boundary("syclrt_image_builder_release", || release::<ImageBuilder>(builder))
}
