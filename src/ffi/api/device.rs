//! Platforms, devices and aspects.

use super::{syclrt_device, syclrt_platform, Status};
use crate::core::{self, device, Aspect, Error, Result};
use crate::ffi::args::{info_str, write_info, Out};
use crate::ffi::boundary::{boundary, boundary_out, boundary_value};
use crate::ffi::handle::{get, new_handle};
use std::ffi::{c_char, c_void};
use std::sync::Arc;

/// `syclrt_platform_get_info` parameters (stable numbers). All are strings.
#[repr(i32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlatformInfo {
    Name = 0,
    Vendor = 1,
    Version = 2,
    Profile = 3,
    Extensions = 4,
}

/// `syclrt_device_get_info` parameters (stable numbers) and the C type of
/// each value.
#[repr(i32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeviceInfo {
    /// char[]
    Name = 0,
    /// char[]
    Vendor = 1,
    /// char[] ("OpenCL 3.0 ...")
    Version = 2,
    /// char[]
    DriverVersion = 3,
    /// char[]
    OpenclCVersion = 4,
    /// char[], space-separated
    Extensions = 5,
    /// uint32_t, a `syclrt_device_type`
    Type = 6,
    /// uint32_t
    MaxComputeUnits = 7,
    /// uint64_t, bytes
    GlobalMemSize = 8,
    /// uint64_t, bytes
    LocalMemSize = 9,
    /// uint64_t, bytes
    MaxMemAllocSize = 10,
    /// size_t
    MaxWorkGroupSize = 11,
    /// uint32_t
    MaxWorkItemDimensions = 12,
    /// size_t[3]
    MaxWorkItemSizes = 13,
    /// char[], space-separated ("" when the device takes no IL)
    IlVersion = 14,
    /// char[], semicolon-separated
    BuiltInKernels = 15,
    /// uint32_t, MHz
    MaxClockFrequency = 16,
    /// uint32_t
    VendorId = 17,
}

/// Device types (`SYCLRT_DEVICE_INFO_TYPE`).
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeviceType {
    Cpu = 0,
    Gpu = 1,
    Accelerator = 2,
    Other = 3,
}

fn platform_by_index(index: usize) -> Result<&'static Arc<core::Platform>> {
    let ps = device::platforms()?;
    ps.get(index).ok_or_else(|| {
        Error::new(Status::OutOfRange, format!("platform index {index} is out of range (there are {})", ps.len()))
    })
}

fn device_by_index(index: usize) -> Result<&'static Arc<core::Device>> {
    let ds = device::devices()?;
    ds.get(index).ok_or_else(|| {
        Error::new(Status::OutOfRange, format!("device index {index} is out of range (there are {})", ds.len()))
    })
}

/// Number of OpenCL platforms (0 when the ICD loader lists none).
/// `SYCLRT_STATUS_NO_OPENCL` when no ICD loader can be opened.
#[no_mangle]
pub unsafe extern "C" fn syclrt_platform_count(count_out: *mut usize) -> Status {
    boundary("syclrt_platform_count", || platform_count(count_out))
}
fn platform_count(count_out: *mut usize) -> Result<()> {
    let out = Out::new(count_out, "count_out")?;
    out.write(device::platforms()?.len());
    Ok(())
}

/// The platform at `index` (0-based, below `syclrt_platform_count`).
#[no_mangle]
pub unsafe extern "C" fn syclrt_platform_get(index: usize, platform_out: *mut *mut syclrt_platform) -> Status {
    boundary_out("syclrt_platform_get", platform_out, "platform_out", || {
        Ok(new_handle(platform_by_index(index)?.clone()))
    })
}

/// Queries a string property of a platform (`param`: a
/// `syclrt_platform_info`), with the `_get_info` protocol: `value` NULL
/// asks only for the size (into `size_ret`); a too-small `size` gives
/// `SYCLRT_STATUS_BUFFER_TOO_SMALL`: `size_ret` (when not NULL) still
/// receives the size needed and `value` is left untouched.
#[no_mangle]
pub unsafe extern "C" fn syclrt_platform_get_info(
    platform: *const syclrt_platform,
    param: i32,
    size: usize,
    value: *mut c_void,
    size_ret: *mut usize,
) -> Status {
    // SAFETY: the caller passes buffers as documented.
    boundary("syclrt_platform_get_info", || unsafe { platform_get_info(platform, param, size, value, size_ret) })
}
unsafe fn platform_get_info(
    platform: *const syclrt_platform,
    param: i32,
    size: usize,
    value: *mut c_void,
    size_ret: *mut usize,
) -> Result<()> {
    let p = get::<core::Platform>(platform)?;
    let s = match param {
        x if x == PlatformInfo::Name as i32 => p.name.clone(),
        x if x == PlatformInfo::Vendor as i32 => p.vendor.clone(),
        x if x == PlatformInfo::Version as i32 => p.version.clone(),
        x if x == PlatformInfo::Profile as i32 => p.profile.clone(),
        x if x == PlatformInfo::Extensions as i32 => p.extensions.join(" "),
        _ => return Err(Error::new(Status::InvalidValue, format!("unknown platform info parameter {param}"))),
    };
    // SAFETY: forwarded buffer contract.
    unsafe { write_info(&info_str(&s), size, value, size_ret) }
}

/// Number of devices of a platform.
#[no_mangle]
pub unsafe extern "C" fn syclrt_platform_device_count(
    platform: *const syclrt_platform,
    count_out: *mut usize,
) -> Status {
    boundary_out("syclrt_platform_device_count", count_out, "count_out", || {
        Ok(get::<core::Platform>(platform)?.devices.len())
    })
}

/// The device at `index` of a platform.
#[no_mangle]
pub unsafe extern "C" fn syclrt_platform_get_device(
    platform: *const syclrt_platform,
    index: usize,
    device_out: *mut *mut syclrt_device,
) -> Status {
    boundary("syclrt_platform_get_device", || {
        let out = Out::new(device_out, "device_out")?;
        let p = get::<core::Platform>(platform)?;
        let d = p.devices.get(index).ok_or_else(|| {
            Error::new(
                Status::OutOfRange,
                format!("device index {index} is out of range (the platform has {})", p.devices.len()),
            )
        })?;
        out.write(new_handle(d.clone()));
        Ok(())
    })
}

/// Number of devices over all platforms (global device indices, as listed
/// by `syclrt-info`, run from 0 to this count).
#[no_mangle]
pub unsafe extern "C" fn syclrt_device_count(count_out: *mut usize) -> Status {
    boundary_out("syclrt_device_count", count_out, "count_out", || Ok(device::devices()?.len()))
}

/// The device with global index `index`.
#[no_mangle]
pub unsafe extern "C" fn syclrt_device_get(index: usize, device_out: *mut *mut syclrt_device) -> Status {
    boundary_out("syclrt_device_get", device_out, "device_out", || Ok(new_handle(device_by_index(index)?.clone())))
}

/// The default device: the one `SYCLRT_DEFAULT_DEVICE` names (an index or
/// a name substring), else the first GPU, else the first CPU, else the
/// first device. `SYCLRT_STATUS_NO_OPENCL` when there is no device.
#[no_mangle]
pub unsafe extern "C" fn syclrt_device_default(device_out: *mut *mut syclrt_device) -> Status {
    boundary_out("syclrt_device_default", device_out, "device_out", || {
        Ok(new_handle(device::default_device()?.clone()))
    })
}

/// The platform of a device.
#[no_mangle]
pub unsafe extern "C" fn syclrt_device_get_platform(
    device: *const syclrt_device,
    platform_out: *mut *mut syclrt_platform,
) -> Status {
    boundary_out("syclrt_device_get_platform", platform_out, "platform_out", || {
        let d = get::<core::Device>(device)?;
        Ok(new_handle(platform_by_index(d.platform_index)?.clone()))
    })
}

/// Queries a device property (`param`: a `syclrt_device_info`; the value
/// types are listed there), with the `_get_info` protocol of
/// `syclrt_platform_get_info`. Answers come from a cache filled at
/// discovery and cost no OpenCL call.
#[no_mangle]
pub unsafe extern "C" fn syclrt_device_get_info(
    device: *const syclrt_device,
    param: i32,
    size: usize,
    value: *mut c_void,
    size_ret: *mut usize,
) -> Status {
    // SAFETY: the caller passes buffers as documented.
    boundary("syclrt_device_get_info", || unsafe { device_get_info(device, param, size, value, size_ret) })
}
unsafe fn device_get_info(
    device: *const syclrt_device,
    param: i32,
    size: usize,
    value: *mut c_void,
    size_ret: *mut usize,
) -> Result<()> {
    let d = get::<core::Device>(device)?;
    let i = &d.info;
    use DeviceInfo as P;
    let data: Vec<u8> = match param {
        x if x == P::Name as i32 => info_str(&i.name),
        x if x == P::Vendor as i32 => info_str(&i.vendor),
        x if x == P::Version as i32 => info_str(&i.version),
        x if x == P::DriverVersion as i32 => info_str(&i.driver_version),
        x if x == P::OpenclCVersion as i32 => info_str(&i.opencl_c_version),
        x if x == P::Extensions as i32 => info_str(&i.extensions.join(" ")),
        x if x == P::Type as i32 => {
            let t = match i.device_type {
                core::DeviceType::Cpu => DeviceType::Cpu,
                core::DeviceType::Gpu => DeviceType::Gpu,
                core::DeviceType::Accelerator => DeviceType::Accelerator,
                core::DeviceType::Other => DeviceType::Other,
            };
            (t as u32).to_ne_bytes().to_vec()
        }
        x if x == P::MaxComputeUnits as i32 => i.max_compute_units.to_ne_bytes().to_vec(),
        x if x == P::GlobalMemSize as i32 => i.global_mem_size.to_ne_bytes().to_vec(),
        x if x == P::LocalMemSize as i32 => i.local_mem_size.to_ne_bytes().to_vec(),
        x if x == P::MaxMemAllocSize as i32 => i.max_mem_alloc_size.to_ne_bytes().to_vec(),
        x if x == P::MaxWorkGroupSize as i32 => i.max_work_group_size.to_ne_bytes().to_vec(),
        x if x == P::MaxWorkItemDimensions as i32 => i.max_work_item_dimensions.to_ne_bytes().to_vec(),
        x if x == P::MaxWorkItemSizes as i32 => i.max_work_item_sizes.iter().flat_map(|s| s.to_ne_bytes()).collect(),
        x if x == P::IlVersion as i32 => info_str(&i.il_version),
        x if x == P::BuiltInKernels as i32 => info_str(&i.built_in_kernels.join(";")),
        x if x == P::MaxClockFrequency as i32 => i.max_clock_frequency.to_ne_bytes().to_vec(),
        x if x == P::VendorId as i32 => i.vendor_id.to_ne_bytes().to_vec(),
        _ => return Err(Error::new(Status::InvalidValue, format!("unknown device info parameter {param}"))),
    };
    // SAFETY: forwarded buffer contract.
    unsafe { write_info(&data, size, value, size_ret) }
}

/// Whether the device has an aspect (`aspect`: a `syclrt_aspect`).
/// Aspects listed in `SYCLRT_MASK_ASPECTS` read as absent.
#[no_mangle]
pub unsafe extern "C" fn syclrt_device_has(device: *const syclrt_device, aspect: i32, has_out: *mut bool) -> Status {
    boundary_out("syclrt_device_has", has_out, "has_out", || {
        let d = get::<core::Device>(device)?;
        let a = Aspect::from_code(aspect)
            .ok_or_else(|| Error::new(Status::InvalidValue, format!("unknown aspect {aspect}")))?;
        Ok(d.has(a))
    })
}

/// The SYCL name of an aspect ("fp16", ...), or NULL for an unknown code.
#[no_mangle]
pub extern "C" fn syclrt_aspect_name(aspect: i32) -> *const c_char {
    boundary_value("syclrt_aspect_name", std::ptr::null(), || match Aspect::from_code(aspect) {
        Some(a) => ASPECT_NAMES[a as usize].as_ptr(),
        None => std::ptr::null(),
    })
}

const ASPECT_NAMES: [&std::ffi::CStr; 13] = [
    c"cpu",
    c"gpu",
    c"accelerator",
    c"fp16",
    c"fp64",
    c"atomic64",
    c"online_compiler",
    c"online_linker",
    c"queue_profiling",
    c"usm_device_allocations",
    c"usm_host_allocations",
    c"usm_shared_allocations",
    c"image",
];
