//! What every OpenCL object a face holds shares, whatever its kind: its
//! reference count (PI's retain/release are OpenCL's; a face adopts the
//! reference it is handed and gives it up through [`release`]) and its info
//! answers (OpenCL's size-then-value protocol), on the [`cl`] wrappers a
//! face holds.

use super::error::Result;
use crate::cl::sys::CL_INVALID_OPERATION;
use crate::cl::sys::CL_SUCCESS;
use crate::cl::{ClError, Context, Event, InfoInto, Kernel, Mem, OwnedDevice, Program, Queue, Sampler};

/// An object whose reference count a face forwards (PI's retain/release
/// are OpenCL's): retained through a view, released by giving up the
/// owned wrapper (the face adopts the reference it is handed).
pub trait Counted: Sized {
    fn retain(&self) -> Result<(), ClError>;
    fn release(self) -> Result<(), ClError>;
}

macro_rules! counted {
    ($($t:ty),*) => {$(
        impl Counted for $t {
            #[inline]
            fn retain(&self) -> Result<(), ClError> {
                <$t>::retain(self)
            }
            #[inline]
            fn release(self) -> Result<(), ClError> {
                <$t>::release(self)
            }
        }
    )*};
}
counted!(Context, Queue, Mem, Program, Kernel, Event, OwnedDevice, Sampler);

/// The OpenCL status of a result, for an entry point whose answer is
/// OpenCL's own code (the `clRetain*` the UR face exports): the code of
/// the OpenCL error, `CL_INVALID_OPERATION` for an error with none.
#[inline]
pub fn cl_status(r: Result<()>) -> i32 {
    match r {
        Ok(()) => CL_SUCCESS,
        Err(e) => e.cl.as_ref().map_or(CL_INVALID_OPERATION, |c| c.code),
    }
}

/// Adds a reference to `o`.
#[inline]
pub fn retain(o: &impl Counted) -> Result<()> {
    Ok(o.retain()?)
}

/// Gives up the reference `o` owns.
#[inline]
pub fn release(o: impl Counted) -> Result<()> {
    Ok(o.release()?)
}

/// A fixed-size info answer (`T` an integer or a handle-sized integer),
/// read under the OpenCL protocol into a zeroed `T`.
#[inline]
pub fn info<T: crate::cl::Pod>(o: &impl InfoInto, param: u32) -> Result<T> {
    let mut v = T::default();
    // SAFETY: `v` holds size_of::<T>() writable bytes and every bit pattern is a `T` (Pod).
    unsafe { o.info_into(param, std::mem::size_of::<T>(), (&mut v as *mut T).cast(), std::ptr::null_mut()) }?;
    Ok(v)
}

/// An info answer of any size (OpenCL's size-then-value protocol).
pub fn info_bytes(o: &impl InfoInto, param: u32) -> Result<Vec<u8>> {
    let b = crate::cl::query_bytes("clGet*Info", |size, value, size_ret| {
        // SAFETY: the protocol's buffer and size.
        unsafe { o.info_into(param, size, value, size_ret) }.map_or_else(|e| e.code, |()| crate::cl::sys::CL_SUCCESS)
    })?;
    // Kernel names the PTX route renamed are reported by their own names.
    if is_name_query(param) {
        if let Some(r) = crate::core::ptx::route::restore_names(&b) {
            return Ok(r);
        }
    }
    Ok(b)
}

/// `CL_KERNEL_FUNCTION_NAME` and `CL_PROGRAM_KERNEL_NAMES` (the numbers
/// are unique across OpenCL's object types).
#[inline]
fn is_name_query(param: u32) -> bool {
    param == crate::cl::sys::CL_KERNEL_FUNCTION_NAME || param == crate::cl::sys::CL_PROGRAM_KERNEL_NAMES
}
