//! Programs from OpenCL C source (their kernels: `core::kernel`).

use super::bitcode::Source;
use super::cache::{self, redirect::Redirect};
use super::context::Context;
use super::device::Device;
use super::error::{Error, Result, Status};
use crate::cl;
use std::sync::{Arc, Mutex, MutexGuard};

/// Build state of a program (one lock, one enum).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BuildState {
    /// Created, never built.
    NotBuilt,
    /// Built for every device of the context with these options.
    Built { options: String },
    /// The last build failed; the logs are kept for the caller.
    Failed { options: String },
}

/// A program: the driver's program, the context it belongs to, the
/// devices it is for, its build state, and for a program made from IL its
/// route's module and persistent-cache redirect.
///
/// One definition for every face: `C` is the context object of the face
/// that holds the program (the C API's [`Context`]; UR's handle object
/// over its context, so `UR_PROGRAM_INFO_CONTEXT` answers that handle).
///
/// Thread safety: `build` may be called from any thread; concurrent builds
/// of one program are serialised by its lock.
pub struct Program<C = Context> {
    /// The program as created (the IL program for a program from IL).
    pub cl: cl::Program,
    pub context: Arc<C>,
    /// The devices the program is for: the binaries' devices for a
    /// program from binaries, else the context's.
    pub devices: Vec<cl::DeviceId>,
    state: Mutex<BuildState>,
    /// The persistent-cache redirect of a program created from IL
    /// (`core::cache::redirect`, the same state model as the PI face's).
    redirect: Option<Redirect>,
    /// The bitcode route's module `cl` was made of (its kernels' loop-count
    /// specialization).
    source: Option<Arc<Source>>,
}

impl<C> std::fmt::Debug for Program<C> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Program").field("cl", &self.cl).field("devices", &self.devices).finish_non_exhaustive()
    }
}

impl Program {
    /// A program from OpenCL C source text.
    pub fn from_source(ctx: &Arc<Context>, src: &[u8]) -> Result<Arc<Program>> {
        if src.is_empty() {
            return Err(Error::new(Status::InvalidSize, "program source is empty"));
        }
        let cl = cl::Program::with_source(&ctx.cl, src)?;
        Ok(Program::from_cl(ctx, cl))
    }

    /// Wraps an already created program (for example from IL or binaries).
    pub fn from_cl(ctx: &Arc<Context>, cl: cl::Program) -> Arc<Program> {
        Arc::new(Program::over(cl, ctx.clone(), ctx.devices.iter().map(|d| d.id).collect()))
    }

    /// Wraps a program that is already built with `options` (a program cache
    /// hit, or a program a kernel bundle built).
    pub fn from_built(ctx: &Arc<Context>, cl: cl::Program, options: &str) -> Arc<Program> {
        let p = Program::over(cl, ctx.clone(), ctx.devices.iter().map(|d| d.id).collect());
        *p.state() = BuildState::Built { options: options.to_string() };
        Arc::new(p)
    }

    /// Builds for every device of the context. On failure the error is
    /// `BuildFailed` and its message carries each device's build log.
    pub fn build(&self, options: &str) -> Result<()> {
        let mut st = self.state();
        match crate::core::build::build(&self.cl, &[], options) {
            Ok(()) => {
                *st = BuildState::Built { options: options.to_string() };
                Ok(())
            }
            Err(e) => {
                *st = BuildState::Failed { options: options.to_string() };
                let mut err = Error::from(e);
                for d in &self.context.devices {
                    let log = self.cl.build_log(d.id).unwrap_or_default();
                    if !log.trim().is_empty() {
                        err = err.with_detail(format!("--- build log for {} ---\n{}", d.info.name, log.trim_end()));
                    }
                }
                Err(err)
            }
        }
    }

    /// The build log for one device of the context.
    pub fn build_log(&self, dev: &Device) -> Result<String> {
        self.context.check_device(dev)?;
        Ok(self.cl.build_log(dev.id)?)
    }

    pub fn kernel_names(&self) -> Result<Vec<String>> {
        if !self.is_built() {
            return Err(Error::new(Status::ProgramNotBuilt, "the program has not been built successfully"));
        }
        Ok(self.cl.kernel_names()?)
    }
}

impl<C> Program<C> {
    /// A program over `cl` of `context` for `devices`, never built.
    pub fn over(cl: cl::Program, context: Arc<C>, devices: Vec<cl::DeviceId>) -> Self {
        Program { cl, context, devices, state: Mutex::new(BuildState::NotBuilt), redirect: None, source: None }
    }

    /// A program from SPIR-V (or another IL the driver takes) for every
    /// device of `ctx`: the route's program (`core::route`), with its
    /// module on the bitcode route and the persistent-cache redirect.
    pub fn from_il(ctx_cl: &cl::Context, context: Arc<C>, devices: Vec<cl::DeviceId>, il: &[u8]) -> Result<Self> {
        let m = super::route::program_with_il(ctx_cl, il, &[])?;
        let mut p = Program::over(m.program, context, devices);
        p.redirect = Redirect::for_il(&p.cl, il);
        p.source = m.source;
        Ok(p)
    }

    fn state(&self) -> MutexGuard<'_, BuildState> {
        // A poisoned lock only means another thread panicked mid-build; the
        // enum is still a valid state.
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    pub fn build_state(&self) -> BuildState {
        self.state().clone()
    }

    pub fn is_built(&self) -> bool {
        matches!(*self.state(), BuildState::Built { .. })
    }

    /// The program that carries the kernels and binaries: the stand-in
    /// when a persistent-cache hit provided one, else `cl`.
    #[inline]
    pub fn active(&self) -> &cl::Program {
        self.redirect.as_ref().map_or(&self.cl, |r| r.active(&self.cl))
    }

    /// The module the active program was made of on the bitcode route
    /// (none for a persistent-cache stand-in, which is made of binaries).
    pub fn active_source(&self) -> Option<&Arc<Source>> {
        match &self.redirect {
            Some(r) if r.standin().is_some() => None,
            _ => self.source.as_ref(),
        }
    }

    /// An info answer of the program ([`info_bytes`]).
    pub fn info_bytes(&self, param: u32) -> Result<Vec<u8>> {
        info_bytes(&self.cl, self.redirect.as_ref(), param)
    }

    /// The IL the program was created from, where the driver's program was
    /// made of something else (a route program: PTX or bitcode); `None`:
    /// the driver's program answers `CL_PROGRAM_IL` itself.
    pub fn route_il(&self) -> Option<&[u8]> {
        self.redirect.as_ref().and_then(Redirect::route_il)
    }

    /// Builds for `devices`: the first build of a program from IL goes
    /// through the persistent-cache redirect (the store may retain `cl`:
    /// the face counts its own references), any other build is the
    /// program's own.
    pub fn build_on(&self, devices: &[cl::DeviceId], options: &str) -> Result<()> {
        match &self.redirect {
            Some(r) => r.build(&self.cl, devices, options, None, true),
            None => super::build::build_notify(&self.cl, devices, options, None),
        }
    }

    /// Compiles for `devices` (a pending redirect settles first: the
    /// active program is the one compiled).
    pub fn compile_on(&self, devices: &[cl::DeviceId], options: &str) -> Result<()> {
        if let Some(r) = &self.redirect {
            r.settle();
        }
        compile(self.active(), devices, options, &[], None)
    }

    /// The device address of kernel `name` of the program that carries the
    /// kernels ([`function_pointer`]); a name that is no
    /// kernel of it is `Status::InvalidKernelName`, never asked of the
    /// driver (Intel's CPU runtime throws on it).
    pub fn function_pointer(&self, dev: cl::DeviceId, name: &std::ffi::CStr) -> Result<u64> {
        if !self.active().kernel_names()?.iter().any(|n| n.as_bytes() == name.to_bytes()) {
            return Err(Error::new(Status::InvalidKernelName, format!("no kernel {name:?} in the program")));
        }
        function_pointer(dev, self.active(), name)
    }

    /// Sets a specialization constant, always on the created (IL) program
    /// (a pending redirect records it for the cache key).
    pub fn set_spec_constant(&self, id: u32, value: &[u8]) -> Result<()> {
        match &self.redirect {
            Some(r) => r.set_spec_constant(&self.cl, id, value),
            None => Ok(self.cl.set_spec_constant(id, value)?),
        }
    }
}

/// Builds (or finds built) a program for every device of `ctx` through the
/// program cache (`core::cache`, the one entry point of the program path): the
/// in-memory cache first, then the persistent cache, then a real build.
pub fn build_program(ctx: &Arc<Context>, input: &cache::BuildInput<'_>) -> Result<Arc<Program>> {
    if input.image.is_empty() {
        return Err(Error::new(Status::InvalidSize, "the program image is empty"));
    }
    let cache = cache::for_context(ctx);
    let key = cache::program_key(ctx, input);
    let devices: Vec<(cl::DeviceId, cache::DeviceDesc)> =
        ctx.devices.iter().map(|d| (d.id, cache::device_desc(d))).collect();
    let built = cache.programs.get_or_build(&key, || {
        let b = cache::build_native(&ctx.cl, &devices, input, cache::disk_cache())
            .map_err(cache::memory::BuildFailure::from)?;
        let size = b.binary_size;
        Ok(cache::memory::SizedValue { value: b, size })
    })?;
    cache.sync_kernels();
    Ok(Program::from_built(ctx, built.program.clone(), input.options))
}

/// The device address of a kernel function of a built program
/// (`clGetDeviceFunctionPointerINTEL` of the device's platform). A device
/// whose platform cannot be found is `Status::InvalidDevice`; a platform
/// without the entry point is the `unsupported` OpenCL error
/// (`FUNCTION_NOT_AVAILABLE`), never a call.
pub fn function_pointer(dev: cl::DeviceId, p: &cl::Program, name: &std::ffi::CStr) -> Result<u64> {
    let Some(platform) = super::handles::platform_of(dev) else {
        return Err(Error::new(Status::InvalidDevice, "the device's platform is unknown"));
    };
    let usm = super::handles::intel_usm(platform);
    if usm.clGetDeviceFunctionPointerINTEL.is_none() {
        return Err(cl::ClError::unsupported("clGetDeviceFunctionPointerINTEL").into());
    }
    let mut addr = 0u64;
    // SAFETY: live device and program, NUL-terminated name, one cl_ulong out.
    let code = unsafe { usm.get_device_function_pointer(dev.0, p.raw(), name.as_ptr(), &mut addr) };
    crate::cl::check(code, "clGetDeviceFunctionPointerINTEL")?;
    Ok(addr)
}

/// A program an application asks the driver itself for, past any runtime
/// (`clCreateProgramWithIL` through syclrt's OpenCL layer, `ffi::layer`):
/// on devices that take a translated route, that route's program of `il`
/// (unbuilt, as the driver's own call would give it); None when the
/// driver takes SPIR-V itself, and the call goes on to it unchanged.
pub fn from_driver_il(ctx: &cl::Context, il: &[u8]) -> Option<Result<cl::Program>> {
    let devices = match ctx.devices() {
        Ok(d) => d,
        Err(e) => return Some(Err(e.into())),
    };
    match super::route::of_devices(&devices) {
        super::route::Route::Native => None,
        route => Some(super::route::program_on(ctx, &devices, route, il, &[]).map(|m| m.program)),
    }
}

// The operations on the driver programs the DPC++ faces hold.

/// A program's info answer, of any size: of the program created as `own`
/// with the redirect `r` (PI keeps it by handle, a [`Program`] holds it),
/// the reference count and the IL are `own`'s (a route program's IL is the
/// one it was created from, not its driver program's PTX or bitcode), the
/// rest (binaries, kernels) the active program's.
pub fn info_bytes(own: &cl::Program, r: Option<&Redirect>, param: u32) -> Result<Vec<u8>> {
    if let Some(il) = r.and_then(Redirect::route_il).filter(|_| param == cl::sys::CL_PROGRAM_IL) {
        return Ok(il.to_vec());
    }
    let target = match r {
        Some(r) if !matches!(param, cl::sys::CL_PROGRAM_REFERENCE_COUNT | cl::sys::CL_PROGRAM_IL) => r.active(own),
        _ => own,
    };
    super::object::info_bytes(target, param)
}

/// A program's build info for a device, of any size.
pub fn build_info_bytes(p: &cl::Program, dev: cl::DeviceId, param: u32) -> Result<Vec<u8>> {
    Ok(cl::query_bytes("clGetProgramBuildInfo", |size, value, size_ret| {
        // SAFETY: the protocol's buffer and size.
        unsafe { p.build_info_into(dev, param, size, value, size_ret) }
            .map_or_else(|e| e.code, |()| cl::sys::CL_SUCCESS)
    })?)
}

/// A program's binaries, one per device of the program
/// (`CL_PROGRAM_BINARIES`, whose value is an array of the caller's
/// buffers: the faces copy these into them).
pub fn binaries_of(p: &cl::Program) -> Result<Vec<Vec<u8>>> {
    Ok(p.binaries()?)
}

/// A program from one binary per device (`status`, when given, receives
/// one status per device).
pub fn from_binaries(
    ctx: &cl::Context,
    devices: &[cl::DeviceId],
    binaries: &[&[u8]],
    status: Option<&mut [i32]>,
) -> Result<cl::Program> {
    Ok(match status {
        Some(st) => cl::Program::with_binaries_status(ctx, devices, binaries, st)?,
        None => cl::Program::with_binaries(ctx, devices, binaries)?,
    })
}

/// A program from SPIR-V (or another IL the driver takes), with the
/// bitcode route's module it was made of (for `core::kernel::LaunchArgs`).
pub fn from_il(
    ctx: &cl::Context,
    il: &[u8],
) -> Result<(cl::Program, Option<std::sync::Arc<crate::core::bitcode::Source>>)> {
    // The route of the context's devices (core::route decides).
    let m = crate::core::route::program_with_il(ctx, il, &[])?;
    Ok((m.program, m.source))
}

/// Compiles a program (the caller's options, headers `(include name,
/// program)` and callback).
#[inline]
pub fn compile(
    p: &cl::Program,
    devices: &[cl::DeviceId],
    options: &str,
    headers: &[(&str, &cl::Program)],
    notify: Option<cl::BuildNotify>,
) -> Result<()> {
    // A PTX program of the PTX route is compiled already (PTX is what a
    // compile would make); its build turns it into machine code.
    if crate::core::route::of_program(p, devices) != crate::core::route::Route::Native {
        return Ok(());
    }
    Ok(p.compile_with_headers(devices, options, headers, notify)?)
}

/// Links programs: the program, or the error with the program a failed link
/// may still return (it holds the build log).
#[inline]
pub fn link(
    ctx: &cl::Context,
    devices: &[cl::DeviceId],
    options: &str,
    inputs: &[cl::Program],
    notify: Option<cl::BuildNotify>,
) -> std::result::Result<cl::Program, (Option<cl::Program>, Error)> {
    let inputs: Vec<&cl::Program> = inputs.iter().collect();
    cl::Program::link_keep_log(ctx, devices, &inputs, options, notify).map_err(|(e, p)| (p, e.into()))
}

/// Whether the OpenCL library sets specialization constants (OpenCL 2.2's
/// `clSetProgramSpecializationConstant` is there).
#[inline]
pub fn has_spec_constants() -> bool {
    cl::api().is_ok_and(|a| a.clSetProgramSpecializationConstant.is_some())
}
