//! Answers to PI info queries: the `param_value` protocol helpers and the
//! `piDeviceGetInfo` cache.
//!
//! libsycl asks `piDeviceGetInfo` millions of times (3.6 million in dpctl's
//! suite), almost always the same few immutable properties. Each answer is
//! computed once per (device, query) and kept in a process-wide map behind
//! an `RwLock`; the only mutable properties (reference count) bypass it.
//! When a new device handle appears (partitioning, native-handle interop),
//! its entries are dropped first, so a recycled address never sees a stale
//! answer. `piTearDown` clears the map.
//!
//! The shapes follow the stock 2024.2.1 plugin, measured query by query
//! (`scripts/pi-probe.py`): booleans are answered in one byte (a 4-byte
//! `pi_bool` buffer works too: it is zero-initialised by libsycl), a few
//! 64-bit OpenCL bitfields are answered as 32-bit values, and Intel-only
//! queries the OpenCL device cannot answer give `PI_ERROR_INVALID_VALUE`.

use super::types::*;
use crate::cl::sys::*;
use crate::core::devinfo::{self, Face};
use crate::core::Error;
use std::ffi::c_void;

pub use crate::core::devinfo::Answer;

/// Writes `bytes` under the info-query protocol: with `value` non-NULL the
/// buffer must hold `bytes.len()` bytes (else `PI_ERROR_INVALID_VALUE`);
/// `size_ret` (optional) receives the size.
///
/// # Safety
/// `value` is NULL or points to `size` writable bytes; `size_ret` is NULL
/// or points to a writable `size_t`.
pub unsafe fn ret_bytes(size: usize, value: *mut c_void, size_ret: *mut usize, bytes: &[u8]) -> Result<(), Error> {
    // SAFETY: forwarded contract.
    unsafe { crate::ffi::args::write_info_with(&PI_INFO, bytes, size, value, size_ret) }
}

/// PI's rules (OpenCL's): both NULL asks nothing; a buffer too small is
/// `PI_ERROR_INVALID_VALUE` and writes nothing.
pub(super) const PI_INFO: crate::ffi::args::InfoRules = crate::ffi::args::InfoRules {
    both_null: None,
    too_small: |need, size| {
        super::err(PI_ERROR_INVALID_VALUE, format!("param_value_size {size} is smaller than the answer ({need} bytes)"))
    },
    size_when_too_small: false,
};

/// A boolean answer: one byte (as the stock plugin), or a 4-byte `pi_bool`
/// when the caller's buffer is that large.
///
/// # Safety
/// As [`ret_bytes`].
pub unsafe fn ret_bool(size: usize, value: *mut c_void, size_ret: *mut usize, b: bool) -> Result<(), Error> {
    if !value.is_null() {
        if size >= 4 {
            // SAFETY: at least 4 writable bytes.
            unsafe { value.cast::<u8>().copy_from_nonoverlapping((b as u32).to_ne_bytes().as_ptr(), 4) };
        } else if size >= 1 {
            // SAFETY: at least 1 writable byte.
            unsafe { *value.cast::<u8>() = b as u8 };
        } else {
            return super::fail(PI_ERROR_INVALID_VALUE, "param_value_size 0 for a boolean answer");
        }
    }
    if !size_ret.is_null() {
        // SAFETY: as in `ret_bytes`.
        unsafe { *size_ret = 1 };
    }
    Ok(())
}

/// A plain-old-data answer.
///
/// # Safety
/// As [`ret_bytes`].
pub unsafe fn ret_val<T: Copy>(size: usize, value: *mut c_void, size_ret: *mut usize, v: T) -> Result<(), Error> {
    // SAFETY: `v` is a live `T`; viewing its bytes is always valid for the
    // integer and pointer types this is used with (no padding).
    let bytes = unsafe { std::slice::from_raw_parts((&v as *const T).cast::<u8>(), std::mem::size_of::<T>()) };
    // SAFETY: caller contract.
    unsafe { ret_bytes(size, value, size_ret, bytes) }
}

/// Drops the PI face's answers (`piTearDown`).
pub fn clear() {
    devinfo::forget_face(Face::Pi);
}

/// Number of the PI face's cached answers (for tests).
pub fn cached_len() -> usize {
    devinfo::cached_len(Face::Pi)
}

const PI_DEVICE_INFO_REFERENCE_COUNT: u32 = CL_DEVICE_REFERENCE_COUNT;

/// `piDeviceGetInfo` body.
///
/// # Safety
/// `device` is a device handle; the buffers follow [`ret_bytes`].
pub unsafe fn device_info(
    device: pi_device,
    param: u32,
    size: usize,
    value: *mut c_void,
    size_ret: *mut usize,
) -> Result<(), Error> {
    if param == PI_DEVICE_INFO_REFERENCE_COUNT {
        let b = crate::cl::DeviceId(device).info_bytes(param)?;
        // SAFETY: the caller's buffers, under the info protocol (caller contract).
        return unsafe { ret_bytes(size, value, size_ret, &b) };
    }
    // Hot path: answer straight from the map under the read lock (no clone).
    let hit = devinfo::with(Face::Pi, device as usize, param, |a| {
        // SAFETY: the caller's buffers, under the info protocol (caller contract).
        unsafe { answer_with(a, size, value, size_ret) }
    });
    if let Some(r) = hit {
        return r;
    }
    // SAFETY: `device` is the caller's device handle; the buffers are the caller's.
    unsafe { answer_with(&cached(device, param), size, value, size_ret) }
}

/// Writes one answer under the info-query protocol.
///
/// # Safety
/// As [`ret_bytes`].
unsafe fn answer_with(a: &Answer, size: usize, value: *mut c_void, size_ret: *mut usize) -> Result<(), Error> {
    match a {
        // SAFETY: caller contract.
        Answer::Bytes(b) => unsafe { ret_bytes(size, value, size_ret, b) },
        // SAFETY: caller contract.
        Answer::Flag(b) => unsafe { ret_bool(size, value, size_ret, *b) },
        Answer::Err(e) => Err(e.clone()),
    }
}

pub use crate::core::devinfo::{has_extension, le_u64};

/// A cached answer, computed on a miss (an invalid handle's is not kept).
///
/// # Safety
/// `device` is a device handle.
pub unsafe fn cached(device: pi_device, param: u32) -> Answer {
    let not_answered =
        |code| super::err(code, format!("piDeviceGetInfo: query {param:#x} is not answered for this device"));
    // SAFETY: caller contract.
    devinfo::get_or_compute(Face::Pi, device as usize, param, || match unsafe { compute(device, param) } {
        Ok(a) => (a, true),
        // An invalid handle is no property of a device: not kept.
        Err(code) => (Answer::Err(not_answered(code)), code != PI_ERROR_INVALID_DEVICE),
    })
}

/// The device type bits (0 when unknown).
///
/// # Safety
/// `device` is a device handle.
pub unsafe fn device_type(device: pi_device) -> u64 {
    // SAFETY: caller contract.
    unsafe { cached(device, CL_DEVICE_TYPE) }.bytes().map_or(0, le_u64)
}

const PI_BOOL_QUERIES: &[u32] = &[
    CL_DEVICE_IMAGE_SUPPORT,
    CL_DEVICE_ERROR_CORRECTION_SUPPORT,
    CL_DEVICE_ENDIAN_LITTLE,
    CL_DEVICE_AVAILABLE,
    CL_DEVICE_COMPILER_AVAILABLE,
    CL_DEVICE_HOST_UNIFIED_MEMORY,
    CL_DEVICE_LINKER_AVAILABLE,
    CL_DEVICE_PREFERRED_INTEROP_USER_SYNC,
];
const PI_U32_FROM_BITFIELD: &[u32] =
    &[CL_DEVICE_EXECUTION_CAPABILITIES, CL_DEVICE_QUEUE_PROPERTIES, CL_DEVICE_PARTITION_AFFINITY_DOMAIN];
/// Standard OpenCL queries PI 15.47 defines and the plugin forwards.
const PI_CL_QUERIES: &[u32] = &[
    CL_DEVICE_TYPE,
    CL_DEVICE_VENDOR_ID,
    CL_DEVICE_MAX_COMPUTE_UNITS,
    CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS,
    CL_DEVICE_MAX_WORK_GROUP_SIZE,
    CL_DEVICE_MAX_WORK_ITEM_SIZES,
    CL_DEVICE_PREFERRED_VECTOR_WIDTH_CHAR,
    CL_DEVICE_PREFERRED_VECTOR_WIDTH_SHORT,
    CL_DEVICE_PREFERRED_VECTOR_WIDTH_INT,
    CL_DEVICE_PREFERRED_VECTOR_WIDTH_LONG,
    CL_DEVICE_PREFERRED_VECTOR_WIDTH_FLOAT,
    CL_DEVICE_PREFERRED_VECTOR_WIDTH_DOUBLE,
    CL_DEVICE_MAX_CLOCK_FREQUENCY,
    CL_DEVICE_ADDRESS_BITS,
    CL_DEVICE_MAX_READ_IMAGE_ARGS,
    CL_DEVICE_MAX_WRITE_IMAGE_ARGS,
    CL_DEVICE_MAX_MEM_ALLOC_SIZE,
    CL_DEVICE_IMAGE2D_MAX_WIDTH,
    CL_DEVICE_IMAGE2D_MAX_HEIGHT,
    CL_DEVICE_IMAGE3D_MAX_WIDTH,
    CL_DEVICE_IMAGE3D_MAX_HEIGHT,
    CL_DEVICE_IMAGE3D_MAX_DEPTH,
    CL_DEVICE_MAX_PARAMETER_SIZE,
    CL_DEVICE_MAX_SAMPLERS,
    CL_DEVICE_MEM_BASE_ADDR_ALIGN,
    CL_DEVICE_GLOBAL_MEM_CACHE_TYPE,
    CL_DEVICE_GLOBAL_MEM_CACHELINE_SIZE,
    CL_DEVICE_GLOBAL_MEM_CACHE_SIZE,
    CL_DEVICE_GLOBAL_MEM_SIZE,
    CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE,
    CL_DEVICE_MAX_CONSTANT_ARGS,
    CL_DEVICE_LOCAL_MEM_TYPE,
    CL_DEVICE_LOCAL_MEM_SIZE,
    CL_DEVICE_PROFILING_TIMER_RESOLUTION,
    CL_DEVICE_NAME,
    CL_DEVICE_VENDOR,
    CL_DRIVER_VERSION,
    CL_DEVICE_PROFILE,
    CL_DEVICE_VERSION,
    CL_DEVICE_EXTENSIONS,
    CL_DEVICE_PLATFORM,
    CL_DEVICE_PREFERRED_VECTOR_WIDTH_HALF,
    CL_DEVICE_NATIVE_VECTOR_WIDTH_CHAR,
    CL_DEVICE_NATIVE_VECTOR_WIDTH_SHORT,
    CL_DEVICE_NATIVE_VECTOR_WIDTH_INT,
    CL_DEVICE_NATIVE_VECTOR_WIDTH_LONG,
    CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT,
    CL_DEVICE_NATIVE_VECTOR_WIDTH_DOUBLE,
    CL_DEVICE_NATIVE_VECTOR_WIDTH_HALF,
    CL_DEVICE_OPENCL_C_VERSION,
    CL_DEVICE_BUILT_IN_KERNELS,
    CL_DEVICE_IMAGE_MAX_BUFFER_SIZE,
    CL_DEVICE_IMAGE_MAX_ARRAY_SIZE,
    CL_DEVICE_PARENT_DEVICE,
    CL_DEVICE_PARTITION_MAX_SUB_DEVICES,
    CL_DEVICE_PARTITION_TYPE,
    CL_DEVICE_PRINTF_BUFFER_SIZE,
    CL_DEVICE_IL_VERSION,
    CL_DEVICE_IP_VERSION_INTEL,
];

/// Sizes (or partition properties, also word-sized) in the caller's byte order.
fn ne_bytes(v: impl IntoIterator<Item = usize>) -> Answer {
    Answer::Bytes(v.into_iter().flat_map(usize::to_ne_bytes).collect())
}

fn bytes_of(b: &[u8]) -> Answer {
    Answer::Bytes(b.into())
}

/// Computes one answer: pass-through queries from OpenCL, derived ones from
/// `core::device_answers` (the rules every face shares), in PI's shapes.
///
/// # Safety
/// `device` is a device handle.
unsafe fn compute(device: pi_device, param: u32) -> Result<Answer, pi_result> {
    use crate::core::device_answers::{self as ans, Precision};
    let d = crate::cl::DeviceId(device);
    let bytes = |p: u32| crate::core::devinfo::raw_answer(d, p);
    let u32_answer = |v: u32| bytes_of(&v.to_ne_bytes());
    let u64_answer = |v: u64| bytes_of(&v.to_ne_bytes());
    Ok(match param {
        p if PI_BOOL_QUERIES.contains(&p) => Answer::Flag(le_u64(&bytes(p)?) != 0),
        p if PI_U32_FROM_BITFIELD.contains(&p) => u32_answer(le_u64(&bytes(p)?) as u32),
        // Partition types: as the stock plugin, types SYCL does not know
        // (e.g. Intel's by-names) are reported as 0.
        CL_DEVICE_PARTITION_PROPERTIES => {
            ans::partition_properties(d).map(|v| ne_bytes(v.into_iter().map(|p| p as usize)))?
        }
        CL_DEVICE_SINGLE_FP_CONFIG => ans::fp_config(d, Precision::Single).map(u64_answer)?,
        CL_DEVICE_HALF_FP_CONFIG => ans::fp_config(d, Precision::Half).map(u64_answer)?,
        CL_DEVICE_DOUBLE_FP_CONFIG => ans::fp_config(d, Precision::Double).map(u64_answer)?,
        CL_DEVICE_SUB_GROUP_INDEPENDENT_FORWARD_PROGRESS => {
            ans::sub_group_independent_forward_progress(d).map(Answer::Flag)?
        }
        p if PI_CL_QUERIES.contains(&p) => bytes_of(&bytes(p)?),
        CL_DEVICE_HOST_MEM_CAPABILITIES_INTEL..=CL_DEVICE_SHARED_SYSTEM_MEM_CAPABILITIES_INTEL => {
            ans::usm_capabilities(d, param).map(u64_answer)?
        }
        CL_DEVICE_MAX_NUM_SUB_GROUPS => ans::max_num_sub_groups(d).map(u32_answer)?,
        CL_DEVICE_SUB_GROUP_SIZES_INTEL => ans::sub_group_sizes(d).map(ne_bytes)?,
        0x10027 => Answer::Flag(ans::image_srgb()),
        0x10028 => ans::build_on_subdevice(d).map(Answer::Flag)?,
        0x10032 => u32_answer(ans::max_compute_queue_indices()),
        0x10110 => Answer::Flag(ans::atomic64(d)),
        0x10111 | 0x11000 | 0x20006 | 0x20007 => {
            let fence = param == 0x20006 || param == 0x20007;
            let (order, scope) = ans::atomic_capabilities(d, fence);
            u32_answer(if param == 0x10111 || param == 0x20006 { order } else { scope })
        }
        0x10113 => ans::backend_version(d).map(|v| {
            let mut out = v.into_bytes();
            out.push(0);
            bytes_of(&out)
        })?,
        0x1ffff => Answer::Flag(ans::bfloat16_math()),
        0x20008 => Answer::Flag(ans::mem_channel()),
        0x2000a => ans::esimd(d).map(Answer::Flag)?,
        0x20003 => ne_bytes(ans::max_work_groups_3d()),
        // Component devices: none. Composite device: none (NULL). (UR
        // answers both "unsupported", as Intel's adapter; the stock PI
        // plugin answered these shapes.)
        0x20111 => bytes_of(&[]),
        0x20112 => bytes_of(&0usize.to_ne_bytes()),
        _ => return Err(PI_ERROR_INVALID_VALUE),
    })
}
