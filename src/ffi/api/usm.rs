//! Unified shared memory (`syclrt_usm_*`): host, device and shared
//! allocations, copies, fills, pointer queries and USM kernel arguments, on
//! every device whose OpenCL has Intel's USM extension or SVM (emulated
//! over SVM there; `SYCLRT_USM` chooses, docs/usm.md). A device with
//! neither answers `SYCLRT_STATUS_UNSUPPORTED`.

use super::{give_event, wait_list};
use super::{syclrt_context, syclrt_device, syclrt_event, syclrt_kernel, syclrt_queue, Status};
use crate::core::usm::{self as cusm, UsmKind};
use crate::core::{self, Error};
use crate::ffi::args::{bytes, opt_out, Out};
use crate::ffi::boundary::{boundary, boundary_out};
use crate::ffi::handle::{get, get_opt};
use std::ffi::c_void;

/// USM allocation kinds (`syclrt_usm_alloc`).
pub const SYCLRT_USM_HOST: u32 = 0;
pub const SYCLRT_USM_DEVICE: u32 = 1;
pub const SYCLRT_USM_SHARED: u32 = 2;

/// Allocation types (`syclrt_usm_alloc_info.type`).
pub const SYCLRT_USM_TYPE_UNKNOWN: u32 = 0;
pub const SYCLRT_USM_TYPE_HOST: u32 = 1;
pub const SYCLRT_USM_TYPE_DEVICE: u32 = 2;
pub const SYCLRT_USM_TYPE_SHARED: u32 = 3;
const _: () = assert!(
    SYCLRT_USM_TYPE_UNKNOWN == cusm::USM_TYPE_UNKNOWN
        && SYCLRT_USM_TYPE_HOST == cusm::USM_TYPE_HOST
        && SYCLRT_USM_TYPE_DEVICE == cusm::USM_TYPE_DEVICE
        && SYCLRT_USM_TYPE_SHARED == cusm::USM_TYPE_SHARED
);

/// What `syclrt_usm_get_alloc_info` tells about a pointer.
#[repr(C)]
#[allow(non_camel_case_types, reason = "C type name")]
#[derive(Clone, Copy, Debug)]
pub struct syclrt_usm_alloc_info {
    /// A `SYCLRT_USM_TYPE_*`; `UNKNOWN` for a pointer that is no live
    /// allocation of the context (then the other fields are NULL/0/-1).
    pub r#type: u32,
    /// Start of the allocation containing the pointer.
    pub base: *mut c_void,
    /// Its size in bytes.
    pub size: usize,
    /// Global index (as `syclrt_device_get`) of the device of a device or
    /// shared allocation; -1 for host allocations.
    pub device_index: i64,
}

/// Allocates `size` bytes of USM of `kind` (`SYCLRT_USM_HOST`, `_DEVICE`,
/// `_SHARED`) in `context`, aligned to `alignment` (0: the default; else a
/// power of two). `device` (one of the context's) is required for device
/// and shared allocations, ignored (may be NULL) for host ones. Errors:
/// `INVALID_SIZE` (zero size), `INVALID_VALUE` (kind, alignment),
/// `NULL_POINTER`, `DEVICE_NOT_IN_CONTEXT`, `UNSUPPORTED` (the device has
/// no USM, or only coarse-grained SVM for a host or shared allocation),
/// `OUT_OF_RESOURCES`.
#[no_mangle]
pub unsafe extern "C" fn syclrt_usm_alloc(
    context: *const syclrt_context,
    device: *const syclrt_device,
    kind: u32,
    size: usize,
    alignment: usize,
    ptr_out: *mut *mut c_void,
) -> Status {
    boundary_out("syclrt_usm_alloc", ptr_out, "ptr_out", || {
        let c = get::<core::Context>(context)?;
        let kind = match kind {
            SYCLRT_USM_HOST => UsmKind::Host,
            SYCLRT_USM_DEVICE => UsmKind::Device,
            SYCLRT_USM_SHARED => UsmKind::Shared,
            k => return Err(Error::new(Status::InvalidValue, format!("unknown USM kind {k}"))),
        };
        let d = if kind == UsmKind::Host { None } else { get_opt::<core::Device>(device)? };
        // On failure *ptr_out is left as it was.
        Ok(c.usm_alloc(d.as_deref(), kind, size, alignment)?.addr() as *mut c_void)
    })
}

/// Frees a USM allocation of `context` (`ptr` is what `syclrt_usm_alloc`
/// returned; NULL: nothing). Not blocking on SVM-emulated devices: no
/// command may still use the memory. Errors: `INVALID_VALUE` (not the
/// start of a live allocation of this context), `UNSUPPORTED`.
#[no_mangle]
pub unsafe extern "C" fn syclrt_usm_free(context: *const syclrt_context, ptr: *mut c_void) -> Status {
    boundary("syclrt_usm_free", || get::<core::Context>(context)?.usm_free(ptr as usize))
}

/// Describes the allocation of `context` that contains `ptr` (any address
/// inside it). A pointer of no allocation (or of another context) is
/// `SYCLRT_USM_TYPE_UNKNOWN`, not an error.
#[no_mangle]
pub unsafe extern "C" fn syclrt_usm_get_alloc_info(
    context: *const syclrt_context,
    ptr: *const c_void,
    info_out: *mut syclrt_usm_alloc_info,
) -> Status {
    boundary("syclrt_usm_get_alloc_info", || {
        let out = Out::new(info_out, "info_out")?;
        let c = get::<core::Context>(context)?;
        let i = c.usm_info(ptr as usize)?;
        out.write(syclrt_usm_alloc_info {
            r#type: i.ty,
            base: i.base,
            size: i.size,
            device_index: i.device.map_or(-1, |d| d as i64),
        });
        Ok(())
    })
}

/// Copies `size` bytes from `src` to `dst` (each a USM allocation of the
/// queue's context or plain host memory; not overlapping). `blocking`
/// (non-zero) returns after the copy. Errors: `NULL_POINTER`,
/// `INVALID_SIZE` (zero), `INVALID_VALUE` (overlap), `UNSUPPORTED`.
#[no_mangle]
pub unsafe extern "C" fn syclrt_usm_memcpy(
    queue: *const syclrt_queue,
    blocking: u32,
    dst: *mut c_void,
    src: *const c_void,
    size: usize,
    wait_list: *const *const syclrt_event,
    num_wait: usize,
    event_out: *mut *mut syclrt_event,
) -> Status {
    boundary("syclrt_usm_memcpy", || {
        let q = get::<core::Queue>(queue)?;
        // SAFETY: `wait_list` holds `num_wait` handles (contract).
        let wait = unsafe { self::wait_list(&q, wait_list, num_wait)? };
        let out = opt_out(event_out);
        cusm::check_memcpy(dst as usize, src as usize, size)?;
        // SAFETY: `dst` and `src` hold `size` bytes, not overlapping
        // (checked just above), and stay valid until the copy completes
        // (the caller's contract); `wait` holds live events.
        let e = unsafe {
            cusm::memcpy(&q.cl, blocking != 0, dst, src, cusm::CopyShape::Bytes(size), &wait, out.is_some())
        }?;
        give_event(out, q.event(e))
    })
}

/// Fills `size` bytes at `ptr` (inside a USM allocation of the queue's
/// context) with the `pattern_size`-byte `pattern` repeated (`size` a
/// multiple of it; the pattern is copied now). Errors: `NULL_POINTER`,
/// `INVALID_SIZE`, `INVALID_VALUE` (not a USM range of this context),
/// `UNSUPPORTED`.
#[no_mangle]
pub unsafe extern "C" fn syclrt_usm_fill(
    queue: *const syclrt_queue,
    ptr: *mut c_void,
    pattern: *const c_void,
    pattern_size: usize,
    size: usize,
    wait_list: *const *const syclrt_event,
    num_wait: usize,
    event_out: *mut *mut syclrt_event,
) -> Status {
    boundary("syclrt_usm_fill", || {
        let q = get::<core::Queue>(queue)?;
        if pattern_size == 0 {
            return Err(Error::new(Status::InvalidSize, "USM fill: pattern_size is 0"));
        }
        // SAFETY: `pattern` holds `pattern_size` bytes (contract).
        let p = unsafe { bytes(pattern, pattern_size, "pattern")? };
        // SAFETY: `wait_list` holds `num_wait` handles (contract).
        let wait = unsafe { self::wait_list(&q, wait_list, num_wait)? };
        let out = opt_out(event_out);
        // Core checks that the range lies in a USM allocation of the context.
        let e = q.usm_fill(ptr as usize, p, size, &wait, out.is_some())?;
        give_event(out, e)
    })
}

/// `syclrt_usm_fill` with the one-byte pattern `value` (as `memset`).
#[no_mangle]
pub unsafe extern "C" fn syclrt_usm_memset(
    queue: *const syclrt_queue,
    ptr: *mut c_void,
    value: i32,
    size: usize,
    wait_list: *const *const syclrt_event,
    num_wait: usize,
    event_out: *mut *mut syclrt_event,
) -> Status {
    boundary("syclrt_usm_memset", || {
        let q = get::<core::Queue>(queue)?;
        // SAFETY: `wait_list` holds `num_wait` handles (contract).
        let wait = unsafe { self::wait_list(&q, wait_list, num_wait)? };
        let out = opt_out(event_out);
        // Core checks that the range lies in a USM allocation of the context.
        let e = q.usm_fill(ptr as usize, &[value as u8], size, &wait, out.is_some())?;
        give_event(out, e)
    })
}

/// Sets kernel argument `index` (a global pointer) to `ptr`: NULL, or an
/// address inside a USM allocation of the kernel's context. Errors:
/// `INVALID_ARG_INDEX`, `INVALID_VALUE` (not USM of this context),
/// `UNSUPPORTED`.
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_set_arg_usm(
    kernel: *const syclrt_kernel,
    index: u32,
    ptr: *const c_void,
) -> Status {
    boundary("syclrt_kernel_set_arg_usm", || get::<core::Kernel>(kernel)?.set_arg_usm_checked(index, ptr as usize))
}
