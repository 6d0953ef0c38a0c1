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

use crate::cl::sys::{CL_DEVICE_IL_VERSION, CL_DEVICE_NAME};
use crate::cl::{self, DeviceId};
use crate::core::error::{Error, Result};
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
        Route::Native => {
            let program = cl::Program::with_il(ctx, il).map_err(|e| without_spirv(Error::from(e), &devices))?;
            Ok(Made { program, route: Route::Native, specialized: false })
        }
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

/// `e` (the driver's refusal of SPIR-V) with the devices that list no
/// SPIR-V in `CL_DEVICE_IL_VERSION` named: their drivers take no SPIR-V at
/// all (PoCL 3.1), and no route serves them yet.
fn without_spirv(e: Error, devices: &[DeviceId]) -> Error {
    let none: Vec<String> = devices
        .iter()
        .filter(|d| !d.info_string(CL_DEVICE_IL_VERSION).unwrap_or_default().contains("SPIR-V"))
        .map(|d| d.info_string(CL_DEVICE_NAME).unwrap_or_default().trim_end_matches('\0').to_string())
        .collect();
    if none.is_empty() {
        return e;
    }
    e.with_detail(format!(
        "{}: the driver lists no SPIR-V in CL_DEVICE_IL_VERSION, so it takes no SPIR-V program; syclrt's \
         LLVM-bitcode route for such drivers (PoCL 3.x) is not built yet",
        none.join(", ")
    ))
}
