//! The one place in core that asks the driver to build a program
//! (`clBuildProgram`), with the options the program's device-code route
//! takes ([`crate::core::route::build_options`]): a program of a
//! translated route (PTX for NVIDIA, bitcode for PoCL) goes to its driver
//! with only the options it knows; every other program with the options as
//! given. Programs of the C API, the faces, the cache and
//! bundles all build here (`tests/architecture.rs` checks that no other
//! file of `src/core` or `src/ffi` calls the driver's build).

use std::borrow::Cow;
use std::ffi::{c_void, CString};

use crate::cl::{self, sys::BuildCallback, ClError, DeviceId};
use crate::core::route;

/// The options the driver gets for `p` on `devices` (the program's own
/// devices when empty).
pub fn options<'a>(p: &cl::Program, devices: &[DeviceId], given: &'a str) -> Cow<'a, str> {
    route::build_options(route::of_program(p, devices), given)
}

/// Builds `p` for `devices` (empty: all of its devices), synchronously.
pub fn build(p: &cl::Program, devices: &[DeviceId], given: &str) -> Result<(), ClError> {
    p.driver_build(devices, &options(p, devices, given))
}

/// [`build`] with OpenCL's callback and its user data (what PI and UR
/// hand over; `notify` may be `None`).
///
/// # Safety
/// `notify` and `data` as `clBuildProgram` takes them: `notify` may be
/// called, from any thread, with `data` until the build is done.
pub unsafe fn build_notify(
    p: &cl::Program,
    devices: &[DeviceId],
    given: &str,
    notify: BuildCallback,
    data: *mut c_void,
) -> Result<(), ClError> {
    let o = CString::new(options(p, devices, given).as_ref())
        .map_err(|_| ClError::new(crate::cl::sys::CL_INVALID_BUILD_OPTIONS, "clBuildProgram (options with a NUL)"))?;
    // SAFETY: caller contract for the callback; `o` outlives the call.
    unsafe { p.driver_build_raw(devices, o.as_ptr(), notify, data) }
}
