//! The device-code route of a SPIR-V program, decided here and nowhere
//! else: what each device's driver gets for it. Every entrance that makes a
//! program from SPIR-V (both faces through `ops::program_with_il`, the
//! persistent cache, kernel bundles) asks [`program_with_il`]
//! (`tests/architecture.rs::one_route_decision` fails on another caller of
//! the driver's `clCreateProgramWithIL` or of a route's program maker).
//!
//! Routes today:
//! - [`Route::Ptx`]: every device of the context takes PTX and no SPIR-V
//!   (NVIDIA's OpenCL): the SPIR-V, specialized first (PTX has no
//!   specialization constants), is translated to PTX (`core::ptx`).
//! - [`Route::Native`]: otherwise the driver gets the SPIR-V
//!   (`clCreateProgramWithIL`) and the specialization constants are the
//!   caller's to set on it. A driver that takes no SPIR-V (PoCL 3.1) fails
//!   there, as before; its LLVM-bitcode route is issue 38.

use crate::cl::{self, DeviceId};
use crate::core::error::Result;
use crate::core::ptx;

/// What the driver gets for a SPIR-V program on a set of devices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Route {
    /// The SPIR-V as it is (`clCreateProgramWithIL`).
    Native,
    /// PTX made from the SPIR-V (`core::ptx`), as a binary program.
    Ptx,
}

/// The route for `devices`: PTX when every one takes the SPIR-V -> PTX
/// route, else native.
pub fn of_devices(devices: &[DeviceId]) -> Route {
    if !devices.is_empty() && ptx::route::all_targets(devices) {
        Route::Ptx
    } else {
        Route::Native
    }
}

/// A program from SPIR-V.
pub struct Made {
    pub program: cl::Program,
    pub route: Route,
    /// Whether `spec` was applied to the SPIR-V already (the PTX route);
    /// else the caller sets the constants on the program.
    pub specialized: bool,
}

/// The program for SPIR-V `il` in `ctx` (for every device of the context),
/// unbuilt, on the route of those devices; `spec` (id, value bytes) are the
/// specialization constants a route that cannot take them later applies
/// to the SPIR-V first.
pub fn program_with_il(ctx: &cl::Context, il: &[u8], spec: &[(u32, Vec<u8>)]) -> Result<Made> {
    let devices = ctx.devices()?;
    match of_devices(&devices) {
        Route::Ptx => {
            let program = if spec.is_empty() {
                ptx::route::program_for(ctx, &devices, il)?
            } else {
                ptx::route::program_for(ctx, &devices, &ptx::spec::specialize(il, spec)?)?
            };
            Ok(Made { program, route: Route::Ptx, specialized: true })
        }
        Route::Native => Ok(Made { program: cl::Program::with_il(ctx, il)?, route: Route::Native, specialized: false }),
    }
}

/// A program on the route of `p` (a PTX-route program of `il`), for the
/// same context and devices, made from `il` specialized with `spec`: it
/// stands in for `p` once the constants are set, since PTX has none
/// (`cache::redirect`, for PI and UR, which set them after creation).
pub fn respecialized(p: &cl::Program, il: &[u8], spec: &[(u32, Vec<u8>)]) -> Result<cl::Program> {
    let ctx = p.context()?;
    let devs = p.devices()?;
    ptx::route::program_for(&ctx, &devs, &ptx::spec::specialize(il, spec)?)
}
