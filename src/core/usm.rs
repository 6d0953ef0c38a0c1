//! Unified shared memory for the C API (`syclrt_usm_*`): the checks a C
//! caller needs (sizes, devices in the context, pointers of the context)
//! over the one USM backend, [`crate::cl::usm`], that the PI plugin uses
//! too. Works on every device whose provider is Intel USM or the SVM
//! emulation; a device with neither answers `UNSUPPORTED`.

use super::context::Context;
use super::device::Device;
use super::error::{Error, Result, Status};
use super::program::Kernel;
use super::queue::{Event, Queue};
use crate::cl::{self, sys::*, usm::UsmError};
use std::ffi::c_void;
use std::ptr::null_mut;
use std::sync::Arc;

pub use crate::cl::ext::UsmKind;

/// USM allocation types (stable numbers, C ABI; `TYPE_UNKNOWN` for a
/// pointer that is no live allocation of the context).
pub const USM_TYPE_UNKNOWN: u32 = 0;
pub const USM_TYPE_HOST: u32 = 1;
pub const USM_TYPE_DEVICE: u32 = 2;
pub const USM_TYPE_SHARED: u32 = 3;

/// The live USM allocation nearest below `addr` (base, size, kind),
/// without waiting for a lock: what a fault handler may ask
/// (`SYCLRT_DEBUG_SEGV`).
pub fn nearest_allocation_nonblocking(addr: usize) -> Option<(usize, usize, UsmKind)> {
    cl::usm::nearest_nonblocking(addr)
}

impl From<UsmError> for Error {
    fn from(e: UsmError) -> Error {
        let status = match e.code {
            cl::usm::UNSUPPORTED => Status::Unsupported,
            CL_INVALID_VALUE => Status::InvalidValue,
            CL_INVALID_BUFFER_SIZE => Status::InvalidSize,
            CL_INVALID_DEVICE => Status::InvalidDevice,
            _ => return Error::from(cl::ClError::new(e.code, "USM")).with_detail(e.message),
        };
        Error::new(status, e.message)
    }
}

/// What a pointer is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AllocInfo {
    /// `USM_TYPE_*`.
    pub ty: u32,
    pub base: *mut c_void,
    pub size: usize,
    /// Global index of the device of a device or shared allocation.
    pub device: Option<usize>,
}

/// Allocates `size` bytes of `kind` USM in `ctx`; `dev` (one of the
/// context's devices) is required for device and shared allocations and
/// ignored for host ones.
pub fn alloc(ctx: &Context, dev: Option<&Device>, kind: UsmKind, size: usize, alignment: usize) -> Result<*mut c_void> {
    if size == 0 {
        return Err(Error::new(Status::InvalidSize, "a USM allocation needs a non-zero size"));
    }
    if alignment != 0 && (!alignment.is_power_of_two() || alignment > u32::MAX as usize) {
        return Err(Error::new(Status::InvalidValue, format!("USM alignment {alignment} is not a power of two")));
    }
    let d = match (kind, dev) {
        (UsmKind::Host, _) => null_mut(),
        (_, None) => {
            return Err(Error::new(Status::NullPointer, format!("a {kind:?} USM allocation needs a device")));
        }
        (_, Some(d)) => {
            ctx.check_device(d)?;
            d.id.0
        }
    };
    // SAFETY: live context and device handles; no property list.
    Ok(unsafe { cl::usm::alloc(kind, ctx.cl.raw(), d, std::ptr::null(), size, alignment as u32)? })
}

/// What `ptr` is in `ctx` (a pointer of another context, or no allocation
/// at all, is `USM_TYPE_UNKNOWN`).
#[allow(
    clippy::not_unsafe_ptr_arg_deref,
    reason = "the pointer is only looked up among live allocations, never read; free hands OpenCL only a pointer found there"
)]
pub fn info(ctx: &Context, ptr: *const c_void) -> Result<AllocInfo> {
    // SAFETY: a live context.
    let i = unsafe { cl::usm::alloc_info(ctx.cl.raw(), ptr)? };
    let ty = match i.ty {
        cl::usm::TYPE_HOST => USM_TYPE_HOST,
        cl::usm::TYPE_DEVICE => USM_TYPE_DEVICE,
        cl::usm::TYPE_SHARED => USM_TYPE_SHARED,
        _ => USM_TYPE_UNKNOWN,
    };
    let device = if i.device.is_null() {
        None
    } else {
        let devs = super::device::devices()?;
        // A sub-device has no global index: report its context device instead.
        devs.iter()
            .find(|d| d.id.0 == i.device)
            .or_else(|| ctx.devices.iter().find(|d| d.id.0 == i.device))
            .map(|d| d.index)
    };
    Ok(AllocInfo { ty, base: i.base, size: i.size, device })
}

/// Frees the allocation starting at `ptr` (NULL: nothing). A pointer that
/// is not the start of a live allocation of `ctx` is `INVALID_VALUE`.
#[allow(
    clippy::not_unsafe_ptr_arg_deref,
    reason = "the pointer is only looked up among live allocations, never read; free hands OpenCL only a pointer found there"
)]
pub fn free(ctx: &Context, ptr: *mut c_void) -> Result<()> {
    if ptr.is_null() {
        return Ok(());
    }
    let i = info(ctx, ptr)?;
    if i.ty == USM_TYPE_UNKNOWN || i.base != ptr {
        return Err(Error::new(
            Status::InvalidValue,
            format!("{ptr:?} is not the start of a live USM allocation of this context"),
        ));
    }
    // SAFETY: a live context; `ptr` is one of its allocations (checked).
    unsafe { cl::usm::free(ctx.cl.raw(), ptr)? };
    Ok(())
}

fn wrap(q: &Queue, e: Option<cl::Event>) -> Option<Arc<Event>> {
    e.map(|cl| Arc::new(Event { cl, profiling: q.profiling, context: q.context.cl.raw() as usize }))
}

/// Copies `size` bytes (USM of the queue's context or plain host memory on
/// either side); `blocking` waits for the copy.
///
/// # Safety
/// `dst` and `src` hold `size` bytes and stay valid until the copy completes.
pub unsafe fn memcpy(
    q: &Queue,
    blocking: bool,
    dst: *mut c_void,
    src: *const c_void,
    size: usize,
    wait: &[cl::Event],
    want: bool,
) -> Result<Option<Arc<Event>>> {
    if dst.is_null() || src.is_null() {
        return Err(Error::new(Status::NullPointer, "USM memcpy: NULL source or destination"));
    }
    if size == 0 {
        return Err(Error::new(Status::InvalidSize, "USM memcpy: size must be greater than zero"));
    }
    let (s, d) = (src as usize, dst as usize);
    if s < d + size && d < s + size {
        return Err(Error::new(Status::InvalidValue, "USM memcpy: source and destination overlap"));
    }
    // SAFETY: caller contract for the memory; live queue and events.
    let e = unsafe { super::ops::usm::memcpy(&q.cl, blocking, dst, src, size, wait, want) }?;
    Ok(wrap(q, e))
}

/// Fills `size` bytes at `ptr` (a USM allocation of the queue's context)
/// with `pattern` repeated (`size` a multiple of its length).
///
/// # Safety
/// `ptr` is valid for `size` bytes until the fill completes.
pub unsafe fn fill(
    q: &Queue,
    ptr: *mut c_void,
    pattern: &[u8],
    size: usize,
    wait: &[cl::Event],
    want: bool,
) -> Result<Option<Arc<Event>>> {
    if ptr.is_null() {
        return Err(Error::new(Status::NullPointer, "USM fill: NULL pointer"));
    }
    if size == 0 || pattern.is_empty() || size % pattern.len() != 0 {
        return Err(Error::new(
            Status::InvalidSize,
            format!("USM fill: size {size} must be a non-zero multiple of the pattern size {}", pattern.len()),
        ));
    }
    let i = info(&q.context, ptr)?;
    if i.ty == USM_TYPE_UNKNOWN || ptr as usize + size > i.base as usize + i.size {
        return Err(Error::new(
            Status::InvalidValue,
            format!("USM fill: [{ptr:?}, +{size}) is not inside a USM allocation of the queue's context"),
        ));
    }
    // SAFETY: caller contract for the memory; live queue and events.
    let e = unsafe { super::ops::usm::fill(&q.cl, ptr, pattern, size, wait, want) }?;
    Ok(wrap(q, e))
}

/// Sets kernel argument `index` to the USM pointer `ptr` (NULL allowed; a
/// non-NULL pointer must lie in a USM allocation of the kernel's context).
#[allow(
    clippy::not_unsafe_ptr_arg_deref,
    reason = "the pointer is only looked up among live allocations, never read; free hands OpenCL only a pointer found there"
)]
pub fn set_kernel_arg(kernel: &Arc<Kernel>, index: u32, ptr: *const c_void) -> Result<()> {
    if !ptr.is_null() {
        let i = info(&kernel.program.context, ptr)?;
        if i.ty == USM_TYPE_UNKNOWN {
            return Err(Error::new(
                Status::InvalidValue,
                format!("{ptr:?} is not in a USM allocation of the kernel's context"),
            ));
        }
    }
    kernel.set_arg_usm(index, ptr)
}
