//! Programs from OpenCL C source, and kernels with their arguments.

use super::arglock::{ArgGuard, ArgLock};
use super::bitcode::specialize::Specializer;
use super::bitcode::{LaunchShapes, Source};
use super::cache::{self, redirect::Redirect};
use super::context::Context;
use super::device::Device;
use super::error::{Error, Result, Status};
use super::kernel_args::LaunchArgs;
use super::local_args::LocalArgs;
use super::mem::Mem;
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
    /// kernels ([`super::kernel::function_pointer`]); a name that is no
    /// kernel of it is `Status::InvalidKernelName`, never asked of the
    /// driver (Intel's CPU runtime throws on it).
    pub fn function_pointer(&self, dev: cl::DeviceId, name: &std::ffi::CStr) -> Result<u64> {
        if !self.active().kernel_names()?.iter().any(|n| n.as_bytes() == name.to_bytes()) {
            return Err(Error::new(Status::InvalidKernelName, format!("no kernel {name:?} in the program")));
        }
        super::kernel::function_pointer(dev, self.active(), name)
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

/// The largest local size per dimension for `global` under `k`'s limits on
/// every device of `devices` (`urKernelGetSuggestedLocalWorkSize`): the
/// kernel's required size when it has one, else per dimension the largest
/// divisor of the global size within the work-group and work-item limits.
pub fn suggested_local_size(k: &cl::Kernel, devices: &[cl::DeviceId], global: &[usize]) -> Result<Vec<usize>> {
    let at = |b: &[u8], i: usize| -> usize {
        let w = std::mem::size_of::<usize>();
        b.get(i * w..(i + 1) * w).and_then(|c| c.try_into().ok()).map_or(0, usize::from_ne_bytes)
    };
    let mut max_wg = usize::MAX;
    let mut item_max = [usize::MAX; 3];
    for &d in devices {
        let wg = super::kernel::group_info_bytes(k, d, crate::cl::sys::CL_KERNEL_WORK_GROUP_SIZE)?;
        max_wg = max_wg.min(at(&wg, 0).max(1));
        let req = super::kernel::group_info_bytes(k, d, crate::cl::sys::CL_KERNEL_COMPILE_WORK_GROUP_SIZE)?;
        let req: Vec<usize> = (0..3).map(|i| at(&req, i)).collect();
        if req.iter().take(global.len()).all(|&r| r > 0) {
            // reqd_work_group_size: the only valid local size.
            return Ok(req[..global.len()].to_vec());
        }
        if let Ok(b) = d.info_bytes(crate::cl::sys::CL_DEVICE_MAX_WORK_ITEM_SIZES) {
            for (i, m) in item_max.iter_mut().enumerate() {
                let v = at(&b, i);
                if v > 0 {
                    *m = (*m).min(v);
                }
            }
        }
    }
    let mut budget = if max_wg == usize::MAX { 1 } else { max_wg };
    let mut out = Vec::with_capacity(global.len());
    for (i, &g) in global.iter().enumerate() {
        let cap = budget.min(item_max[i]).min(g).max(1);
        // The largest divisor of `g` not above `cap`.
        let l = (1..=cap).rev().find(|c| g % c == 0).unwrap_or(1);
        budget = (budget / l).max(1);
        out.push(l);
    }
    Ok(out)
}

/// Argument bookkeeping of a kernel, behind the kernel's one lock.
#[derive(Debug)]
pub struct KernelArgs {
    set: Vec<bool>,
    unset: usize,
    /// Buffers bound as arguments, kept alive while they are bound.
    mems: Vec<Option<Arc<Mem>>>,
    /// Kernels sharing a cached `cl_kernel` only: every argument's value,
    /// applied again at each launch.
    values: Vec<Option<ArgValue>>,
    /// Local-memory arguments (padded on the route's devices).
    locals: LocalArgs,
}

/// A recorded argument value (kernels sharing a cached `cl_kernel`).
#[derive(Debug, Clone)]
enum ArgValue {
    Bytes(Vec<u8>),
    Local(usize),
    Mem,
    /// A USM pointer (its address).
    Usm(usize),
}

impl KernelArgs {
    fn mark(&mut self, index: usize, mem: Option<Arc<Mem>>) {
        if !self.set[index] {
            self.set[index] = true;
            self.unset -= 1;
        }
        self.mems[index] = mem;
    }

    fn record(&mut self, shared: bool, index: usize, v: ArgValue) {
        if shared {
            self.values[index] = Some(v);
        }
    }

    /// Errors with `KernelArgsNotSet` naming the missing indices.
    #[inline]
    pub fn check_complete(&self, name: &str) -> Result<()> {
        if self.unset == 0 {
            Ok(())
        } else {
            self.incomplete(name)
        }
    }

    #[cold]
    #[inline(never)]
    fn incomplete(&self, name: &str) -> Result<()> {
        let missing: Vec<String> =
            self.set.iter().enumerate().filter(|(_, s)| !**s).map(|(i, _)| i.to_string()).collect();
        Err(Error::new(
            Status::KernelArgsNotSet,
            format!("kernel {name:?}: argument(s) {} not set", missing.join(", ")),
        ))
    }
}

/// A kernel of a built program.
///
/// Thread safety: setting arguments and launching take the kernel's lock,
/// so an argument set on one thread never leaks into another thread's
/// launch halfway; callers that share one kernel between threads still
/// decide which arguments each launch sees. A kernel made with
/// [`Kernel::from_cached`] shares its `cl_kernel` with other kernels of the
/// same cached program: it records its own argument values and applies them
/// again at each launch under the shared launch lock, so each kernel handle
/// keeps its own arguments.
///
/// One definition for every face: `P` is the program object of the face
/// that holds the kernel (the C API's [`Program`]; UR's handle object over
/// its program, what `UR_KERNEL_INFO_PROGRAM` answers, which keeps a
/// persistent-cache stand-in alive), and `A` what the kernel's argument
/// lock holds: the C API's bookkeeping ([`KernelArgs`]) or UR's
/// launch snapshot ([`LaunchArgs`]: local-memory arguments and the
/// bitcode route's specialization record).
#[derive(Debug)]
pub struct Kernel<P = Program, A = KernelArgs> {
    pub cl: cl::Kernel,
    pub program: Arc<P>,
    pub name: String,
    pub num_args: u32,
    args: ArgLock<A>,
    /// Set when `cl` is a cached `cl_kernel` shared with other kernels.
    shared: Option<Arc<Mutex<()>>>,
    /// What the bitcode route's choice of a local size asked the driver
    /// about `cl`, per device (`core::enqueue::Route::Kept`): kept with the
    /// kernel, so it goes with it.
    pub launch_shapes: LaunchShapes,
}

impl<P, A> Kernel<P, A> {
    /// The argument lock; hold it across "set arguments + launch".
    #[inline]
    pub fn lock_args(&self) -> ArgGuard<'_, A> {
        self.args.lock()
    }
}

impl<P> Kernel<P, LaunchArgs> {
    /// A kernel over `cl` of the program `of` (which `program` holds):
    /// its local-memory arguments padded on the route's devices of the
    /// program, and on the bitcode route the record of its loop-count
    /// specialization. `name`: the name it was created by (`None`: asked
    /// of the driver).
    pub fn with_launch_args<C>(cl: cl::Kernel, program: Arc<P>, of: &Program<C>, name: Option<String>) -> Self {
        let name = name.unwrap_or_else(|| cl.function_name().unwrap_or_default());
        let locals = LocalArgs::for_kernel(&cl, of.active(), &of.devices);
        let spec = of.active_source().and_then(|s| Specializer::for_kernel(s, &cl, of.active(), &of.devices));
        let num_args = cl.num_args().unwrap_or(0);
        let args = ArgLock::new(LaunchArgs::new(locals, spec));
        Kernel { cl, program, name, num_args, args, shared: None, launch_shapes: LaunchShapes::default() }
    }
}

impl Kernel {
    /// A kernel over a cached `cl_kernel` (shared by every kernel made from
    /// the same cache entry; `launch_lock` serializes their launches).
    pub fn from_cached(
        program: &Arc<Program>,
        name: &str,
        cl: cl::Kernel,
        launch_lock: Arc<Mutex<()>>,
    ) -> Result<Arc<Kernel>> {
        Kernel::assemble(program, name, cl, Some(launch_lock))
    }

    /// The kernel object around `cl`; argument values are recorded only
    /// when the `cl_kernel` is shared (they must be applied again per launch).
    fn assemble(
        program: &Arc<Program>,
        name: &str,
        cl: cl::Kernel,
        shared: Option<Arc<Mutex<()>>>,
    ) -> Result<Arc<Kernel>> {
        let n = cl.num_args()? as usize;
        let values = if shared.is_some() { vec![None; n] } else { Vec::new() };
        let locals = LocalArgs::for_kernel(&cl, &program.cl, &[]);
        Ok(Arc::new(Kernel {
            cl,
            program: program.clone(),
            name: name.to_string(),
            num_args: n as u32,
            args: ArgLock::new(KernelArgs { set: vec![false; n], unset: n, mems: vec![None; n], values, locals }),
            shared,
            launch_shapes: LaunchShapes::default(),
        }))
    }

    /// Whether this kernel shares a cached `cl_kernel`.
    pub fn is_shared(&self) -> bool {
        self.shared.is_some()
    }

    fn shared_lock(&self) -> Option<MutexGuard<'_, ()>> {
        self.shared.as_ref().map(|m| m.lock().unwrap_or_else(|p| p.into_inner()))
    }

    /// For a launch (with `args` locked): for a kernel sharing its
    /// `cl_kernel`, takes the shared lock and sets every recorded argument
    /// again; hold the returned guard until the launch is enqueued.
    #[inline]
    pub fn apply_args(&self, args: &KernelArgs) -> Result<Option<MutexGuard<'_, ()>>> {
        if self.shared.is_none() {
            return Ok(None);
        }
        self.apply_shared_args(args)
    }

    #[inline(never)]
    fn apply_shared_args(&self, args: &KernelArgs) -> Result<Option<MutexGuard<'_, ()>>> {
        let Some(g) = self.shared_lock() else { return Ok(None) };
        for (i, v) in args.values.iter().enumerate() {
            let idx = i as u32;
            let r = match v {
                Some(ArgValue::Bytes(b)) => self.cl.set_arg(idx, b.len(), Some(b)),
                Some(ArgValue::Local(n)) => self.cl.set_arg(idx, args.locals.given(idx).unwrap_or(*n), None),
                Some(ArgValue::Mem) => match &args.mems[i] {
                    Some(m) => self.cl.set_arg_mem(idx, &m.cl),
                    None => Ok(()),
                },
                Some(ArgValue::Usm(p)) => {
                    super::usm::set_kernel_arg_pointer(&self.cl, idx, *p).map_err(|e| return_usm(idx, e))
                }
                None => Ok(()),
            };
            r.map_err(|e| self.arg_error(idx, e))?;
        }
        Ok(Some(g))
    }

    pub fn new(program: &Arc<Program>, name: &str) -> Result<Arc<Kernel>> {
        if !program.is_built() {
            return Err(Error::new(
                Status::ProgramNotBuilt,
                format!("cannot create kernel {name:?}: the program is not built"),
            ));
        }
        let cl = cl::Kernel::create(&program.cl, name).map_err(|e| {
            let mut err = Error::from(e);
            if err.status == Status::InvalidKernelName {
                let names = program.cl.kernel_names().unwrap_or_default();
                err = err.with_detail(format!("no kernel {name:?}; the program has: {}", names.join(", ")));
            }
            err
        })?;
        Kernel::assemble(program, name, cl, None)
    }

    fn check_index(&self, index: u32) -> Result<()> {
        if index >= self.num_args {
            return Err(Error::new(
                Status::InvalidArgIndex,
                format!("kernel {:?} has {} argument(s); index {index} is out of range", self.name, self.num_args),
            ));
        }
        Ok(())
    }

    /// Sets a by-value argument from its bytes.
    pub fn set_arg_value(&self, index: u32, bytes: &[u8]) -> Result<()> {
        self.check_index(index)?;
        if bytes.is_empty() {
            return Err(Error::new(Status::InvalidArgSize, "a by-value argument needs a non-zero size"));
        }
        let mut args = self.lock_args();
        let _shared = self.shared_lock();
        self.cl.set_arg(index, bytes.len(), Some(bytes)).map_err(|e| self.arg_error(index, e))?;
        args.mark(index as usize, None);
        args.record(self.shared.is_some(), index as usize, ArgValue::Bytes(bytes.to_vec()));
        Ok(())
    }

    /// Sets a `__local` argument of `size` bytes.
    pub fn set_arg_local(&self, index: u32, size: usize) -> Result<()> {
        self.check_index(index)?;
        if size == 0 {
            return Err(Error::new(Status::InvalidArgSize, "a local-memory argument needs a non-zero size"));
        }
        let mut args = self.lock_args();
        let _shared = self.shared_lock();
        args.locals.set(&self.cl, index, size).map_err(|mut e| {
            e.message = format!("kernel {:?} argument {index}: {}", self.name, e.message);
            e
        })?;
        args.mark(index as usize, None);
        args.record(self.shared.is_some(), index as usize, ArgValue::Local(size));
        Ok(())
    }

    /// Binds a buffer argument (same context as the kernel).
    pub fn set_arg_mem(&self, index: u32, mem: &Arc<Mem>) -> Result<()> {
        self.check_index(index)?;
        if !Arc::ptr_eq(&mem.context, &self.program.context) {
            return Err(Error::new(Status::ContextMismatch, "the buffer belongs to another context than the kernel"));
        }
        let mut args = self.lock_args();
        let _shared = self.shared_lock();
        self.cl.set_arg_mem(index, &mem.cl).map_err(|e| self.arg_error(index, e))?;
        args.mark(index as usize, Some(mem.clone()));
        args.record(self.shared.is_some(), index as usize, ArgValue::Mem);
        Ok(())
    }

    /// Sets a USM pointer argument, the address `ptr` (checked by
    /// `Kernel::set_arg_usm_checked`, `core::usm`; a value to OpenCL, never read here).
    pub fn set_arg_usm(&self, index: u32, ptr: usize) -> Result<()> {
        self.check_index(index)?;
        let mut args = self.lock_args();
        let _shared = self.shared_lock();
        super::usm::set_kernel_arg_pointer(&self.cl, index, ptr)
            .map_err(|e| Error::from(e).with_detail(format!("kernel {:?} argument {index}", self.name)))?;
        args.mark(index as usize, None);
        args.record(self.shared.is_some(), index as usize, ArgValue::Usm(ptr));
        Ok(())
    }

    fn arg_error(&self, index: u32, e: cl::ClError) -> Error {
        let mut err = Error::from(e);
        err.message = format!("kernel {:?} argument {index}: {}", self.name, err.message);
        err
    }
}

/// A USM argument failure while re-applying arguments, as a `ClError`.
fn return_usm(_index: u32, e: crate::core::usm::UsmError) -> cl::ClError {
    cl::ClError::new(e.code, "clSetKernelArgSVMPointer/clSetKernelArgMemPointerINTEL")
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
/// bitcode route's module it was made of (for `core::kernel_args`).
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
