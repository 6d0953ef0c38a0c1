//! The one place in core that asks the driver to build a program
//! (`clBuildProgram`), with the options the program's device-code route
//! takes ([`crate::core::route::build_options`]): a program of a
//! translated route (PTX for NVIDIA, bitcode for PoCL) goes to its driver
//! with only the options it knows; every other program with the options as
//! given. Programs of the C API, the faces, the cache and
//! bundles all build here (`tests/architecture.rs` checks that no other
//! file of `src/core` or `src/ffi` calls the driver's build).

use std::borrow::Cow;

use crate::cl::{self, BuildNotify, ClError, DeviceId};
use crate::core::route;

/// The options the driver gets for `p` on `devices` (the program's own
/// devices when empty).
pub fn options<'a>(p: &cl::Program, devices: &[DeviceId], given: &'a str) -> Cow<'a, str> {
    route::build_options(route::of_program(p, devices), given)
}

/// Builds `p` for `devices` (empty: all of its devices), synchronously.
pub fn build(p: &cl::Program, devices: &[DeviceId], given: &str) -> Result<(), ClError> {
    p.driver_build(devices, &options(p, devices, given), None)
}

/// [`build`] with the caller's notification (PI's and UR's; see
/// [`BuildNotify`]), its error a core error for the faces.
pub fn build_notify(
    p: &cl::Program,
    devices: &[DeviceId],
    given: &str,
    notify: Option<BuildNotify>,
) -> crate::core::Result<()> {
    Ok(p.driver_build(devices, &options(p, devices, given), notify)?)
}
