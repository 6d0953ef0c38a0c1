//! Contexts.

use super::{syclrt_context, syclrt_device, Status};
use crate::core::{self, Error, Result};
use crate::ffi::args::{opt_out, slice, Out};
use crate::ffi::boundary::boundary;
use crate::ffi::handle::{get, new_handle, release, retain};
use std::sync::Arc;

/// Creates a context over `num_devices` devices of one platform
/// (duplicates are ignored). Errors: `NULL_POINTER` (devices or
/// context_out NULL), `INVALID_VALUE` (no device, or devices of different
/// platforms), `INVALID_DEVICE` (a bad device handle).
#[no_mangle]
pub unsafe extern "C" fn syclrt_context_create(
    devices: *const *const syclrt_device,
    num_devices: usize,
    context_out: *mut *mut syclrt_context,
) -> Status {
    // SAFETY: `devices` holds `num_devices` handles (caller contract).
    boundary("syclrt_context_create", || unsafe { context_create(devices, num_devices, context_out) })
}
unsafe fn context_create(devices: *const *const syclrt_device, n: usize, out: *mut *mut syclrt_context) -> Result<()> {
    let out = Out::new(out, "context_out")?;
    if n == 0 {
        return Err(Error::new(Status::InvalidValue, "num_devices is 0: a context needs at least one device"));
    }
    // SAFETY: forwarded contract.
    let handles = unsafe { slice(devices, n, "devices")? };
    let devs = handles.iter().map(|&h| get::<core::Device>(h)).collect::<Result<Vec<_>>>()?;
    out.write(new_handle(core::Context::new(&devs)?));
    Ok(())
}

/// Adds a reference to a context.
#[no_mangle]
pub unsafe extern "C" fn syclrt_context_retain(context: *mut syclrt_context) -> Status {
    boundary("syclrt_context_retain", || retain::<core::Context>(context))
}

/// Drops a reference; the context is destroyed when no handle and no
/// object made from it remains. `NULL` is a no-op.
#[no_mangle]
pub unsafe extern "C" fn syclrt_context_release(context: *mut syclrt_context) -> Status {
    boundary("syclrt_context_release", || release::<core::Context>(context))
}

/// The context's devices: `count_out` receives their number; when
/// `devices_out` is not NULL it receives the handles (too small a
/// `capacity`: `BUFFER_TOO_SMALL`, `count_out` still receives the number
/// needed and `devices_out` is left untouched).
#[no_mangle]
pub unsafe extern "C" fn syclrt_context_get_devices(
    context: *const syclrt_context,
    capacity: usize,
    devices_out: *mut *mut syclrt_device,
    count_out: *mut usize,
) -> Status {
    boundary("syclrt_context_get_devices", || {
        let count = Out::new(count_out, "count_out")?;
        let ctx = get::<core::Context>(context)?;
        let n = ctx.devices.len();
        if let Some(_o) = opt_out(devices_out) {
            if capacity < n {
                count.write(n);
                return Err(Error::new(
                    Status::BufferTooSmall,
                    format!("the context has {n} devices; capacity is {capacity}"),
                ));
            }
            for (i, d) in ctx.devices.iter().enumerate() {
                // SAFETY: `devices_out` holds `capacity >= n` slots (caller contract).
                unsafe { devices_out.add(i).write(new_handle(Arc::clone(d))) };
            }
        }
        count.write(n);
        Ok(())
    })
}
