//! USM for the C API (`syclrt_usm_*`): methods on its `Context`, `Queue`
//! and `Kernel` that check what a C caller needs (sizes, devices in the
//! context, pointers of the context), then call the one operation of
//! [`super`] on the `cl` object they hold; and [`check_memcpy`], the
//! checks of a copy, after which the face calls the one [`super::memcpy`]
//! itself (a copy may take host memory: that stays the face's `unsafe`).

use super::{alloc, alloc_info, fill, free, UsmKind, UsmPtr, TYPE_DEVICE, TYPE_HOST, TYPE_SHARED};
use crate::cl;
use crate::core::context::Context;
use crate::core::device::Device;
use crate::core::error::{Error, Result, Status};
use crate::core::kernel::Kernel;
use crate::core::queue::{Event, Queue};
use std::ffi::c_void;
use std::sync::Arc;

/// USM allocation types of the C API (stable numbers, C ABI;
/// `TYPE_UNKNOWN` for a pointer that is no live allocation of the context).
pub const USM_TYPE_UNKNOWN: u32 = 0;
pub const USM_TYPE_HOST: u32 = 1;
pub const USM_TYPE_DEVICE: u32 = 2;
pub const USM_TYPE_SHARED: u32 = 3;

/// What a pointer is, as the C API tells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PointerInfo {
    /// `USM_TYPE_*`.
    pub ty: u32,
    pub base: *mut c_void,
    pub size: usize,
    /// Global index of the device of a device or shared allocation.
    pub device: Option<usize>,
}

impl Context {
    /// Allocates `size` bytes of `kind` USM; `dev` (one of the context's
    /// devices) is required for device and shared allocations and ignored
    /// for host ones.
    pub fn usm_alloc(&self, dev: Option<&Device>, kind: UsmKind, size: usize, alignment: usize) -> Result<UsmPtr> {
        if size == 0 {
            return Err(Error::new(Status::InvalidSize, "a USM allocation needs a non-zero size"));
        }
        if alignment != 0 && (!alignment.is_power_of_two() || alignment > u32::MAX as usize) {
            return Err(Error::new(Status::InvalidValue, format!("USM alignment {alignment} is not a power of two")));
        }
        let d = match (kind, dev) {
            (UsmKind::Host, _) => None,
            (_, None) => {
                return Err(Error::new(Status::NullPointer, format!("a {kind:?} USM allocation needs a device")));
            }
            (_, Some(d)) => {
                self.check_device(d)?;
                Some(d.id)
            }
        };
        Ok(alloc(kind, &self.cl, d, &[], size, alignment as u32)?)
    }

    /// What the address `ptr` is here (an address of another context, or
    /// of no allocation at all, is `USM_TYPE_UNKNOWN`).
    pub fn usm_info(&self, ptr: usize) -> Result<PointerInfo> {
        let i = alloc_info(&self.cl, ptr)?;
        let ty = match i.ty {
            TYPE_HOST => USM_TYPE_HOST,
            TYPE_DEVICE => USM_TYPE_DEVICE,
            TYPE_SHARED => USM_TYPE_SHARED,
            _ => USM_TYPE_UNKNOWN,
        };
        let device = if i.device.is_null() {
            None
        } else {
            let devs = crate::core::device::devices()?;
            // A sub-device has no global index: report its context device instead.
            devs.iter()
                .find(|d| d.id.0 == i.device)
                .or_else(|| self.devices.iter().find(|d| d.id.0 == i.device))
                .map(|d| d.index)
        };
        Ok(PointerInfo { ty, base: i.base, size: i.size, device })
    }

    /// Frees the allocation starting at the address `ptr` (0: nothing). An
    /// address that is not the start of a live allocation of this context
    /// is `INVALID_VALUE`.
    pub fn usm_free(&self, ptr: usize) -> Result<()> {
        if ptr == 0 {
            return Ok(());
        }
        let i = self.usm_info(ptr)?;
        if i.ty == USM_TYPE_UNKNOWN || i.base as usize != ptr {
            return Err(Error::new(
                Status::InvalidValue,
                format!("{:?} is not the start of a live USM allocation of this context", ptr as *const c_void),
            ));
        }
        // SAFETY: `i.base` is the start of a live allocation of this context
        // (looked up above); the C API's caller frees it with no command
        // still using it (`syclrt_usm_free`'s contract).
        let base = unsafe { UsmPtr::new(i.base as usize) };
        free(&self.cl, base)?;
        Ok(())
    }
}

/// The C API's checks of a USM copy of `size` bytes from the address
/// `src` to `dst` (USM of the queue's context or plain host memory on
/// either side): neither NULL, a non-zero size, no overlap. The copy itself
/// is the one [`memcpy`](super::memcpy) of every face, on the queue's `cl`;
/// [`Queue::event`] makes its event the C API's.
pub fn check_memcpy(dst: usize, src: usize, size: usize) -> Result<()> {
    if dst == 0 || src == 0 {
        return Err(Error::new(Status::NullPointer, "USM memcpy: NULL source or destination"));
    }
    if size == 0 {
        return Err(Error::new(Status::InvalidSize, "USM memcpy: size must be greater than zero"));
    }
    if src < dst + size && dst < src + size {
        return Err(Error::new(Status::InvalidValue, "USM memcpy: source and destination overlap"));
    }
    Ok(())
}

impl Queue {
    /// Fills `size` bytes at the address `ptr` (checked to lie in a USM
    /// allocation of the queue's context) with `pattern` repeated (`size` a
    /// multiple of its length). The allocation stays allocated until the
    /// fill completes (`syclrt_usm_fill`'s contract: a free waits for no
    /// command, so the caller frees it after the fill's event).
    pub fn usm_fill(
        &self,
        ptr: usize,
        pattern: &[u8],
        size: usize,
        wait: &[cl::Event],
        want: bool,
    ) -> Result<Option<Arc<Event>>> {
        if ptr == 0 {
            return Err(Error::new(Status::NullPointer, "USM fill: NULL pointer"));
        }
        crate::core::fill::check_pattern("USM fill", pattern.len(), size)?;
        let i = self.context.usm_info(ptr)?;
        if i.ty == USM_TYPE_UNKNOWN || ptr + size > i.base as usize + i.size {
            return Err(Error::new(
                Status::InvalidValue,
                format!(
                    "USM fill: [{:?}, +{size}) is not inside a USM allocation of the queue's context",
                    ptr as *const c_void
                ),
            ));
        }
        // SAFETY: `[ptr, ptr + size)` lies in a live USM allocation of the
        // queue's context (checked just above), which the C caller keeps
        // allocated until the fill completes (`syclrt_usm_fill`'s contract).
        let at = unsafe { UsmPtr::new(ptr) };
        let e = fill(&self.cl, at, pattern, size, wait, want)?;
        Ok(self.event(e))
    }
}

impl Kernel {
    /// Sets argument `index` to the USM address `ptr` (0 allowed; any other
    /// must lie in a USM allocation of the kernel's context).
    pub fn set_arg_usm_checked(&self, index: u32, ptr: usize) -> Result<()> {
        if ptr != 0 {
            let i = self.program.context.usm_info(ptr)?;
            if i.ty == USM_TYPE_UNKNOWN {
                return Err(Error::new(
                    Status::InvalidValue,
                    format!("{:?} is not in a USM allocation of the kernel's context", ptr as *const c_void),
                ));
            }
        }
        self.set_arg_usm(index, ptr)
    }
}
