//! The device-code route of a SPIR-V program, decided here and nowhere
//! else: what each device's driver gets for it. Every entrance that makes a
//! program from SPIR-V (both faces through `program::from_il`, the
//! persistent cache, kernel bundles) asks [`program_with_il`]
//! (`tests/architecture.rs::one_route_decision` fails on another caller of
//! the driver's `clCreateProgramWithIL` or of a route's program maker).
//!
//! Routes:
//! - [`Route::Ptx`]: every device of the context takes PTX and no SPIR-V
//!   (NVIDIA's OpenCL): the SPIR-V, specialized first (PTX has no
//!   specialization constants), is translated to PTX (`core::ptx`).
//! - [`Route::Bitcode`]: every device takes LLVM bitcode and no SPIR-V
//!   (PoCL 3.x: no IL version, `cl_khr_spir`): the SPIR-V, specialized
//!   first, is translated to LLVM bitcode (`core::bitcode`).
//! - [`Route::Native`]: otherwise the driver gets the SPIR-V
//!   (`clCreateProgramWithIL`) and the specialization constants are the
//!   caller's to set on it.
//!
//! Each route is decided from what the devices answer (IL versions,
//! extensions, compute capability), never from a name. The answers a route
//! changes (sub-groups, IL versions, local memory) are given here too:
//! [`device_answer`], [`kernel_sub_group_answer`].

use crate::cl::sys::{CL_DEVICE_IL_VERSION, CL_DEVICE_NAME};
use crate::cl::{self, DeviceId};
use crate::core::bitcode;
use crate::core::error::{Error, Result};
use crate::core::ptx;

/// What the driver gets for a SPIR-V program on a set of devices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Route {
    /// The SPIR-V as it is (`clCreateProgramWithIL`).
    Native,
    /// PTX made from the SPIR-V (`core::ptx`), as a binary program.
    Ptx,
    /// LLVM bitcode made from the SPIR-V (`core::bitcode`), as a binary program.
    Bitcode,
}

/// The route for `devices`: PTX when every one takes the SPIR-V -> PTX
/// route, bitcode when every one takes the bitcode route, else native.
pub fn of_devices(devices: &[DeviceId]) -> Route {
    if devices.is_empty() {
        Route::Native
    } else if ptx::route::all_targets(devices) {
        Route::Ptx
    } else if bitcode::all_targets(devices) {
        Route::Bitcode
    } else {
        Route::Native
    }
}

/// The route `p` was made on, for `devices` (empty: the program's own): a
/// translated route's program is a binary program (no source) whose
/// devices all take that route; anything else is native.
pub fn of_program(p: &cl::Program, devices: &[DeviceId]) -> Route {
    if !ptx::route::any_target() && !bitcode::any_target() {
        return Route::Native;
    }
    let r = if devices.is_empty() {
        p.devices().map(|d| of_devices(&d)).unwrap_or(Route::Native)
    } else {
        of_devices(devices)
    };
    if r != Route::Native && p.source().is_ok_and(|s| s.is_empty()) {
        r
    } else {
        Route::Native
    }
}

/// The build options the driver gets for a program of `route`: a
/// translated program gets only the `-cl-*` options (`-w`, `-Werror`) its
/// driver knows; SPIR-V's and Intel's options mean nothing to it.
pub fn build_options(route: Route, given: &str) -> std::borrow::Cow<'_, str> {
    match route {
        Route::Native => given.into(),
        Route::Ptx | Route::Bitcode => ptx::route::build_options(given).into(),
    }
}

/// A device answer a route changes, in OpenCL's terms, or `None` for the
/// driver's own.
pub fn device_answer(d: DeviceId, param: u32) -> Option<Vec<u8>> {
    ptx::route::device_answer(d.0, param).or_else(|| bitcode::device_answer(d, param))
}

/// A kernel's sub-group answer on a device of a translated route (whose
/// driver has no sub-groups), or `None`. `local`: the local size of the
/// query (work-items), `wg_max` the kernel's work-group size limit; `name`
/// the kernel's name in its program (the bitcode route's sub-group size is
/// per program).
pub fn kernel_sub_group_answer(d: DeviceId, name: &str, param: u32, local: usize, wg_max: usize) -> Option<usize> {
    if ptx::route::target(d).is_some() {
        ptx::route::kernel_sub_group_answer(param, local, wg_max)
    } else if bitcode::target(d) {
        bitcode::kernel_sub_group_answer(param, local, wg_max, bitcode::kernel_sub_group_size(name))
    } else {
        None
    }
}

/// Whether `d` is a device of a translated route.
pub fn translated(d: DeviceId) -> bool {
    ptx::route::target(d).is_some() || bitcode::target(d)
}

/// A program from SPIR-V.
pub struct Made {
    pub program: cl::Program,
    pub route: Route,
    /// Whether `spec` was applied to the SPIR-V already (the PTX route);
    /// else the caller sets the constants on the program.
    pub specialized: bool,
    /// The bitcode route's module the program was made of: its kernels'
    /// loop-count specialization (`bitcode::specialize`).
    pub source: Option<std::sync::Arc<bitcode::Source>>,
}

/// The program for SPIR-V `il` in `ctx` (for every device of the context),
/// unbuilt, on the route of those devices; `spec` (id, value bytes) are the
/// specialization constants a route that cannot take them later applies
/// to the SPIR-V first.
pub fn program_with_il(ctx: &cl::Context, il: &[u8], spec: &[(u32, Vec<u8>)]) -> Result<Made> {
    let devices = ctx.devices()?;
    program_on(ctx, &devices, of_devices(&devices), il, spec)
}

/// [`program_with_il`] for `devices` (the context's), on `route` (theirs,
/// from [`of_devices`]): for a caller that has both already.
pub fn program_on(
    ctx: &cl::Context,
    devices: &[DeviceId],
    route: Route,
    il: &[u8],
    spec: &[(u32, Vec<u8>)],
) -> Result<Made> {
    match route {
        Route::Ptx => {
            let program = if spec.is_empty() {
                ptx::route::program_for(ctx, devices, il)?
            } else {
                ptx::route::program_for(ctx, devices, &ptx::spec::specialize(il, spec)?)?
            };
            Ok(Made { program, route: Route::Ptx, specialized: true, source: None })
        }
        Route::Bitcode => {
            let (program, source) = if spec.is_empty() {
                bitcode::program_for(ctx, devices, il)?
            } else {
                bitcode::program_for(ctx, devices, &ptx::spec::specialize(il, spec)?)?
            };
            Ok(Made { program, route: Route::Bitcode, specialized: true, source: Some(source) })
        }
        Route::Native => {
            let program = cl::Program::with_il(ctx, il).map_err(|e| without_spirv(Error::from(e), devices))?;
            Ok(Made { program, route: Route::Native, specialized: false, source: None })
        }
    }
}

/// A program on the route of `p` (a translated route's program of `il`),
/// for the same context and devices, made from `il` specialized with
/// `spec`: it stands in for `p` once the constants are set, since PTX and
/// the bitcode have none (`cache::redirect`, for PI and UR, which set them
/// after creation).
pub fn respecialized(p: &cl::Program, il: &[u8], spec: &[(u32, Vec<u8>)]) -> Result<cl::Program> {
    let ctx = p.context()?;
    let devs = p.devices()?;
    let il = ptx::spec::specialize(il, spec)?;
    match of_devices(&devs) {
        Route::Bitcode => bitcode::program_for(&ctx, &devs, &il).map(|(p, _)| p),
        _ => ptx::route::program_for(&ctx, &devs, &il),
    }
}

/// `e` (the driver's refusal of SPIR-V) with the devices that list no
/// SPIR-V in `CL_DEVICE_IL_VERSION` named: their drivers take no SPIR-V at
/// all, and no route serves them (`SYCLRT_BITCODE=off`, or no `cl_khr_spir`).
fn without_spirv(e: Error, devices: &[DeviceId]) -> Error {
    let none: Vec<String> = devices
        .iter()
        .filter(|d| !d.info_string(CL_DEVICE_IL_VERSION).unwrap_or_default().contains("SPIR-V"))
        .map(|d| d.info_string(CL_DEVICE_NAME).unwrap_or_default().trim_end_matches('\0').to_string())
        .collect();
    if none.is_empty() {
        return e;
    }
    if let (true, Err(t)) = (devices.iter().any(|&d| bitcode::candidate(d)), bitcode::tools()) {
        return e.with_detail(format!(
            "{}: the driver takes no SPIR-V itself but LLVM bitcode; syclrt's LLVM-bitcode route for it is not \
             available: {}",
            none.join(", "),
            t.message
        ));
    }
    e.with_detail(format!(
        "{}: the driver lists no SPIR-V in CL_DEVICE_IL_VERSION, so it takes no SPIR-V program, and neither \
         syclrt's PTX route nor its LLVM-bitcode route (drivers with cl_khr_spir, SYCLRT_BITCODE) serves it",
        none.join(", ")
    ))
}
