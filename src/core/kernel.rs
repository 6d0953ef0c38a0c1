//! Kernels: core's one [`Kernel`] of every face, with its argument lock
//! ([`ArgLock`]) and what the lock holds (the C API's bookkeeping,
//! [`KernelArgs`]; UR's launch snapshot, [`LaunchArgs`]), and the one
//! launch ([`Kernel::launch`]; [`launch`] for a face that holds only the
//! driver's handles): the route's local-size choice, the specialized
//! variant, the profiling watch, the USM notes and the coarse-grained
//! bracket, written once. Also: creation by name (a long name the PTX route
//! renamed is created by its entry), arguments, work-group and sub-group
//! answers (a device without sub-groups, and the PTX route's warps,
//! answered as SYCL allows), and the device addresses of kernel functions
//! and device globals (Intel's extensions).

use super::bitcode::specialize::{Arg, Specialized, Specializer};
use super::bitcode::LaunchShapes;
use super::error::{Error, Result, Status};
use super::local_args::LocalArgs;
use super::mem::Mem;
use super::program::Program;
use crate::cl::sys::{
    CL_DEVICE_MAX_NUM_SUB_GROUPS, CL_INVALID_DEVICE, CL_INVALID_VALUE, CL_KERNEL_COMPILE_NUM_SUB_GROUPS,
    CL_KERNEL_COMPILE_SUB_GROUP_SIZE_INTEL, CL_KERNEL_MAX_NUM_SUB_GROUPS, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE,
    CL_KERNEL_WORK_GROUP_SIZE,
};
use crate::cl::{self, ClError, DeviceId};
use std::cell::UnsafeCell;
use std::ffi::c_void;
use std::ops::{Deref, DerefMut};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};

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
    /// about `cl`, per device (`Route::Kept`): kept with the
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

/// What a kernel's argument lock holds, as a launch reads it: which driver
/// kernel to enqueue, with which kept answers ([`Kernel::launch`]). No
/// closure on the way: the launch stays one inlined body.
pub trait LaunchState: Sized {
    /// What a launch holds until its enqueue (a lock, the variant).
    type Held<'a>
    where
        Self: 'a;
    /// Readies a launch of `k` with the arguments `args` now set.
    fn launching<'a, P>(k: &'a Kernel<P, Self>, args: &'a mut Self) -> Result<Self::Held<'a>>;
    /// The driver kernel the launch enqueues and the route's answers kept
    /// for it.
    fn target<'h, P>(k: &'h Kernel<P, Self>, held: &'h Self::Held<'_>) -> (&'h cl::Kernel, &'h LaunchShapes);
}

/// The C API's kernels: every argument set, and a kernel sharing a cached
/// `cl_kernel` sets its own again under the shared lock, held through the
/// enqueue.
impl LaunchState for KernelArgs {
    type Held<'a> = Option<MutexGuard<'a, ()>>;
    #[inline(always)]
    fn launching<'a, P>(k: &'a Kernel<P, Self>, args: &'a mut Self) -> Result<Self::Held<'a>> {
        args.check_complete(&k.name)?;
        k.apply_args(args)
    }
    #[inline(always)]
    fn target<'h, P>(k: &'h Kernel<P, Self>, _: &'h Self::Held<'_>) -> (&'h cl::Kernel, &'h LaunchShapes) {
        (&k.cl, &k.launch_shapes)
    }
}

/// UR's kernels: the kernel's own, or the variant of it specialized to the
/// loop counts its arguments now give ([`LaunchArgs::for_launch`]).
impl LaunchState for LaunchArgs {
    type Held<'a> = Option<Arc<Specialized>>;
    #[inline(always)]
    fn launching<'a, P>(_: &'a Kernel<P, Self>, args: &'a mut Self) -> Result<Self::Held<'a>> {
        Ok(args.for_launch())
    }
    #[inline(always)]
    fn target<'h, P>(k: &'h Kernel<P, Self>, held: &'h Self::Held<'_>) -> (&'h cl::Kernel, &'h LaunchShapes) {
        held.as_deref().map_or((&k.cl, &k.launch_shapes), |v| (&v.cl, &v.launch_shapes))
    }
}

impl<P, A: LaunchState> Kernel<P, A> {
    /// Launches the kernel on `q` (whose device is `dev`) over the
    /// ND-range `global` (with `offset` and `local` when given, each
    /// `global.len()` long), after `wait`, with the arguments `args` holds
    /// (its lock held by the caller since it set them): the one launch of
    /// core's kernels ([`launch`], with the answers kept in the kernel).
    #[inline(always)]
    #[allow(clippy::too_many_arguments, reason = "mirrors the enqueue")]
    pub fn launch(
        &self,
        q: &cl::Queue,
        dev: DeviceId,
        args: &mut ArgGuard<'_, A>,
        offset: Option<&[usize]>,
        global: &[usize],
        local: Option<&[usize]>,
        wait: &[cl::Event],
        want_event: bool,
    ) -> Result<Option<cl::Event>> {
        let held = A::launching(self, args)?;
        let (k, shapes) = A::target(self, &held);
        launch(q, k, Route::Kept(dev, shapes), offset, global, local, wait, want_event)
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

impl<P> Kernel<P, KernelArgs> {
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

    fn arg_error(&self, index: u32, e: cl::ClError) -> Error {
        let mut err = Error::from(e);
        err.message = format!("kernel {:?} argument {index}: {}", self.name, err.message);
        err
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
}

/// A USM argument failure while re-applying arguments, as a `ClError`.
fn return_usm(_index: u32, e: crate::core::usm::UsmError) -> cl::ClError {
    cl::ClError::new(e.code, "clSetKernelArgSVMPointer/clSetKernelArgMemPointerINTEL")
}

// UR's launch snapshot.
//
// What a kernel's argument lock holds (`ArgLock`, UR's kernels):
// its local-memory arguments (`core::local_args`) and, on the bitcode
// route, the record its loop-count specialization keeps
// (`core::bitcode::specialize`). Every argument setter goes through here,
// so the record cannot miss one; a launch asks [`LaunchArgs::for_launch`]
// which kernel to enqueue.

/// UR's launch snapshot: the local-memory arguments and, on the bitcode
/// route, the record of the loop-count specialization.
#[derive(Debug)]
pub struct LaunchArgs {
    pub locals: LocalArgs,
    spec: Option<Box<Specializer>>,
}

impl LaunchArgs {
    pub fn new(locals: LocalArgs, spec: Option<Box<Specializer>>) -> Self {
        LaunchArgs { locals, spec }
    }

    /// Whether the kernel may be specialized (tests).
    pub fn specializes(&self) -> bool {
        self.spec.is_some()
    }

    fn record(&mut self, index: u32, a: impl FnOnce() -> Arg) {
        if let Some(s) = &mut self.spec {
            s.record(index, a());
        }
    }

    /// Argument `index` by value: a scalar, a struct, or the bytes of a
    /// `cl_mem`/`cl_sampler` handle.
    pub fn set_value(&mut self, k: &cl::Kernel, index: u32, bytes: &[u8]) -> Result<()> {
        k.set_arg(index, bytes.len(), Some(bytes))?;
        self.record(index, || Arg::Bytes(bytes.to_vec()));
        Ok(())
    }

    /// A local-memory argument of `size` bytes (padded where the device
    /// needs it, `core::local_args`).
    pub fn set_local(&mut self, k: &cl::Kernel, index: u32, size: usize) -> Result<()> {
        self.locals.set(k, index, size)?;
        let given = self.locals.given(index).unwrap_or(size);
        self.record(index, || Arg::Local(given));
        Ok(())
    }

    /// A USM pointer argument (its address: the pointer is never read here).
    pub fn set_pointer(
        &mut self,
        k: &cl::Kernel,
        index: u32,
        ptr: usize,
    ) -> std::result::Result<(), crate::core::usm::UsmError> {
        super::usm::set_kernel_arg_pointer(k, index, ptr)?;
        self.record(index, || Arg::Pointer(ptr));
        Ok(())
    }

    /// Whether the kernel may reach USM not passed as an argument.
    pub fn set_indirect_access(
        &mut self,
        k: &cl::Kernel,
        on: bool,
    ) -> std::result::Result<(), crate::core::usm::UsmError> {
        super::usm::set_indirect_access(k, on)?;
        if let Some(s) = &mut self.spec {
            s.record_exec(|e| e.indirect = Some(on));
        }
        Ok(())
    }

    /// The USM pointers the kernel may reach indirectly (pointer-sized values).
    pub fn set_usm_ptrs(&mut self, k: &cl::Kernel, ptrs: &[u8]) -> std::result::Result<(), crate::core::usm::UsmError> {
        super::usm::set_kernel_usm_ptrs(k, ptrs)?;
        if let Some(s) = &mut self.spec {
            s.record_exec(|e| e.usm_ptrs = Some(ptrs.to_vec()));
        }
        Ok(())
    }

    /// The kernel a launch with the arguments now set runs instead of the
    /// kernel's own (a variant specialized to exactly these loop counts,
    /// its arguments set), or `None`.
    #[inline]
    pub fn for_launch(&mut self) -> Option<Arc<Specialized>> {
        self.spec.as_mut()?.for_launch()
    }
}

// The launch.
//
// The one launch of every face: `Kernel::launch` for a kernel object of
// core (the C API's and UR's), `launch` for the driver's handles (PI,
// a command buffer's replayed snapshot).

/// What a launch's caller holds for the bitcode route's choice of a local
/// size where it names none ([`super::bitcode::launch_local_size`]): the
/// queue's device and the kernel's answers, kept so that a launch asks the
/// driver nothing it asked before.
#[derive(Clone, Copy)]
pub enum Route<'a> {
    /// The queue's device and the answers kept in the kernel's object
    /// (core's [`Kernel`], a specialized variant).
    Kept(DeviceId, &'a super::bitcode::LaunchShapes),
    /// Only the driver's handles (PI: libsycl's own queue and kernel): the
    /// device and the answers kept in the registry under them, dropped when
    /// a queue or kernel is made or adopted at that address ([`made`]).
    Handles,
    /// Nothing kept: asked at each launch (a command buffer's replayed
    /// snapshot of a kernel, a `cl_kernel` of its own).
    Asked,
}

/// A queue's device, kept in the registry under the queue's handle ([`Route::Handles`]).
struct QueueDevice(DeviceId);

/// A queue or kernel handle the driver just made, or a face adopted: what
/// [`Route::Handles`] kept under its address for an earlier object (the
/// driver reuses the addresses of released ones) is dropped, and a new
/// queue's device (`dev`), when known, kept.
pub fn made(handle: usize, dev: Option<DeviceId>) {
    drop(super::handles::remove::<super::bitcode::LaunchShapes>(handle));
    match dev {
        Some(d) => drop(super::handles::insert(handle, std::sync::Arc::new(QueueDevice(d)))),
        None => drop(super::handles::remove::<QueueDevice>(handle)),
    }
}

/// Launches `k` on `q` over the ND-range `global` (with `offset` and
/// `local` when given, each `global.len()` long). Inline into each face's
/// entry point: called out of line, its dozen words of arguments went
/// through the stack at every launch.
#[inline(always)]
#[allow(clippy::too_many_arguments, reason = "mirrors the enqueue, and the route's kept answers")]
pub fn launch(
    q: &cl::Queue,
    k: &cl::Kernel,
    route: Route<'_>,
    offset: Option<&[usize]>,
    global: &[usize],
    local: Option<&[usize]>,
    wait: &[cl::Event],
    want_event: bool,
) -> Result<Option<cl::Event>> {
    let cfg = crate::config::get();
    // A launch that names no local size, on a device of the bitcode route:
    // the route chooses it (`bitcode::launch_local_size`), into `chosen`.
    let mut chosen = [0; 3];
    let local = match local {
        None if chosen_local_size(q, k, route, global, &mut chosen)? => Some(&chosen[..global.len()]),
        _ => local,
    };
    if cfg.check_launches {
        return launch_checking(q, k, offset, global, local, wait, want_event, cfg.profile_kernels);
    }
    launch_bracketed(q, k, offset, global, local, wait, want_event, cfg.profile_kernels)
}

/// The route's local size ([`route_local_size`]) for a launch that names
/// none, in `out`: whether it chose one. Kept answers (core's kernels)
/// inline; the registry's or the driver's out of line. Each arm writes
/// its own answer: no `Option<[usize; 3]>` carried through memory from
/// both (a dozen instructions a launch).
#[inline(always)]
fn chosen_local_size(
    q: &cl::Queue,
    k: &cl::Kernel,
    route: Route<'_>,
    global: &[usize],
    out: &mut [usize; 3],
) -> Result<bool> {
    Ok(match route {
        // `launch_local_size` asks `bitcode::any_target()` first itself.
        Route::Kept(dev, shapes) => put_local_size(super::bitcode::launch_local_size(k, dev, shapes, global), out),
        _ if !super::bitcode::any_target() => false,
        _ => put_local_size(route_local_size(q, k, route, global)?, out),
    })
}

/// `chosen`, when there is one, into `out`.
#[inline(always)]
fn put_local_size(chosen: Option<[usize; 3]>, out: &mut [usize; 3]) -> bool {
    match chosen {
        Some(l) => {
            *out = l;
            true
        }
        None => false,
    }
}

/// [`launch`] under `SYCLRT_CHECK_LAUNCHES`, after the route's choice of a
/// local size (out of line: the unchecked launch path keeps only the flag).
#[inline(never)]
#[allow(clippy::too_many_arguments, reason = "the launch's arguments and the profile flag")]
fn launch_checking(
    q: &cl::Queue,
    k: &cl::Kernel,
    offset: Option<&[usize]>,
    global: &[usize],
    local: Option<&[usize]>,
    wait: &[cl::Event],
    want_event: bool,
    profile: bool,
) -> Result<Option<cl::Event>> {
    launch_dependencies_checked(k, global, local, wait)?;
    // The check waits for the launch: its event, whether the caller wants one or not.
    let ev = launch_bracketed(q, k, offset, global, local, wait, true, profile)?;
    if let Some(e) = &ev {
        launch_checked(k, global, local, e)?;
    }
    Ok(ev.filter(|_| want_event))
}

/// The route's local size for a launch of `k` on `q` (see [`Route`]).
#[inline(never)]
fn route_local_size(q: &cl::Queue, k: &cl::Kernel, route: Route<'_>, global: &[usize]) -> Result<Option<[usize; 3]>> {
    let asked_device = || -> Result<DeviceId> {
        Ok(DeviceId(super::object::info::<usize>(q, crate::cl::sys::CL_QUEUE_DEVICE)? as crate::cl::sys::cl_device_id))
    };
    Ok(match route {
        Route::Kept(dev, shapes) => super::bitcode::launch_local_size(k, dev, shapes, global),
        Route::Handles => {
            let at = q.raw() as usize;
            let dev = match super::handles::get::<QueueDevice>(at) {
                Some(d) => d.0,
                // A queue PI adopted from a native handle: asked once.
                None => {
                    let d = asked_device()?;
                    super::handles::get_or_insert_with(at, || QueueDevice(d)).0
                }
            };
            let shapes = super::handles::get_or_insert_with(k.raw() as usize, super::bitcode::LaunchShapes::default);
            super::bitcode::launch_local_size(k, dev, &shapes, global)
        }
        Route::Asked => {
            let shapes = super::bitcode::LaunchShapes::default();
            super::bitcode::launch_local_size(k, asked_device()?, &shapes, global)
        }
    })
}

/// `SYCLRT_CHECK_LAUNCHES`, before the launch: a wait-list event that
/// failed fails the launch, named, unenqueued (PoCL never runs, nor
/// completes, a command behind a failed event, so the wait below would hang).
#[cold]
fn launch_dependencies_checked(
    k: &cl::Kernel,
    global: &[usize],
    local: Option<&[usize]>,
    wait: &[cl::Event],
) -> Result<()> {
    let Some(st) = wait.iter().filter_map(|e| e.status().ok()).find(|&st| st < 0) else { return Ok(()) };
    let name = super::profile::kernel_name(k);
    let msg = format!(
        "kernel {name} over global {global:?} local {local:?} failed on the device before it ran: \
         an event it waits for failed (status {st}); not enqueued"
    );
    log::error!("{msg}");
    eprintln!("syclrt: {msg}");
    Err(Error::new(Status::OpenclError, msg))
}

/// `SYCLRT_CHECK_LAUNCHES`: waits for the launch and fails with the kernel's
/// name when the device reports an error for it.
#[cold]
fn launch_checked(k: &cl::Kernel, global: &[usize], local: Option<&[usize]>, e: &cl::Event) -> Result<()> {
    let waited = super::wait::wait_all(std::slice::from_ref(e));
    let status = e.status();
    let code = match (&waited, status) {
        (_, Ok(st)) if st < 0 => st,
        (Err(w), _) => w.code,
        (Ok(()), Err(s)) => s.code,
        _ => return Ok(()),
    };
    let name = super::profile::kernel_name(k);
    let msg =
        format!("kernel {name} over global {global:?} local {local:?} failed on the device: OpenCL status {code}");
    log::error!("{msg}");
    eprintln!("syclrt: {msg}");
    let mut err: Error = ClError::new(code, "kernel launch (SYCLRT_CHECK_LAUNCHES)").into();
    err.message = msg;
    Err(err)
}

/// The launch on the driver's queue, after the route's choice: the USM
/// notes, the coarse-grained bracket when one is needed, and with `profile`
/// (`SYCLRT_PROFILE=kernels`) the kernel's own event watched (inside a
/// coarse-grained bracket the event handed back is the marker after the
/// maps).
#[inline(always)]
#[allow(clippy::too_many_arguments, reason = "the launch's arguments and the profile flag")]
fn launch_bracketed(
    q: &cl::Queue,
    k: &cl::Kernel,
    offset: Option<&[usize]>,
    global: &[usize],
    local: Option<&[usize]>,
    wait: &[cl::Event],
    want_event: bool,
    profile: bool,
) -> Result<Option<cl::Event>> {
    // One flag until this process made any USM state a launch looks at.
    if super::usm::launch_steps() {
        super::usm::before_launch(k)?;
        super::usm::note_queue(q);
        if super::usm::coarse_active() {
            return launch_coarse(q, k, offset, global, local, wait, want_event, profile);
        }
    }
    Ok(enqueue_watched(q, k, offset, global, local, wait, want_event, profile)?)
}

/// The driver's launch, its event asked for when the caller wants it or
/// `profile` watches it (`SYCLRT_PROFILE=kernels`), and handed back only
/// when the caller wants it: [`launch_bracketed`]'s, and inside
/// [`launch_coarse`]'s bracket.
#[inline(always)]
#[allow(clippy::too_many_arguments, reason = "the launch's arguments and the profile flag")]
fn enqueue_watched(
    q: &cl::Queue,
    k: &cl::Kernel,
    offset: Option<&[usize]>,
    global: &[usize],
    local: Option<&[usize]>,
    wait: &[cl::Event],
    want: bool,
    profile: bool,
) -> std::result::Result<Option<cl::Event>, ClError> {
    let ev = q.launch_at(k, offset, global, local, wait, want || profile)?;
    if profile {
        if let Some(e) = &ev {
            super::profile::watch(k, global, local, e);
        }
    }
    Ok(ev.filter(|_| want))
}

/// [`launch_bracketed`] while coarse-grained host/shared USM is live: the
/// launch inside its bracket (out of line: the common launch path keeps
/// only the flag).
#[inline(never)]
#[allow(clippy::too_many_arguments, reason = "the launch's arguments and the profile flag")]
fn launch_coarse(
    q: &cl::Queue,
    k: &cl::Kernel,
    offset: Option<&[usize]>,
    global: &[usize],
    local: Option<&[usize]>,
    wait: &[cl::Event],
    want_event: bool,
    profile: bool,
) -> Result<Option<cl::Event>> {
    // The launch asks for its event whenever profiling watches it; the
    // bracket asks for it always (its maps follow it) and hands back the
    // event the caller may wait for.
    let ev = super::usm::coarse_around(q, wait, want_event, false, super::usm::Touches::All, |waits, want| {
        enqueue_watched(q, k, offset, global, local, waits, want, profile)
            .map_err(|c| super::usm::UsmError::new(c.code, format!("clEnqueueNDRangeKernel: {c}")))
    })?;
    Ok(ev)
}

// The argument lock.
//
// The kernel-argument lock: a mutex without poisoning whose uncontended
// lock and unlock are one atomic instruction each (std's `Mutex` adds its
// poison bookkeeping: two reads of the global panic count and a flag, ~15
// instructions per launch). Under contention a thread blocks on a std
// `Mutex` + `Condvar`; it never spins.
//
// Protocol (a Dekker pair, hence `SeqCst` where it matters): a waiter
// increments `waiters`, then, holding `park`, retries the `busy` flag and
// waits on `wake`; an unlocker clears `busy`, then, when it sees a waiter,
// takes `park` and notifies one. Either the unlocker sees the waiter's
// increment (and its notify cannot fall between the waiter's retry and its
// wait, both under `park`), or the waiter's retry comes after the clear
// and succeeds.
//
// Poisoning is not kept: the argument state is consistent after a panic
// (every update is a single store per field), as the `Mutex` it replaces
// already assumed (`unwrap_or_else(PoisonError::into_inner)`).

/// The kernel-argument lock: a mutex without poisoning whose uncontended
/// lock and unlock are one atomic instruction each (see the section above).
pub struct ArgLock<T> {
    busy: AtomicBool,
    waiters: AtomicUsize,
    park: Mutex<()>,
    wake: Condvar,
    value: UnsafeCell<T>,
}

// SAFETY: the value is only reached through a guard, and one guard exists
// at a time (the `busy` flag); moving the lock moves the value.
unsafe impl<T: Send> Send for ArgLock<T> {}
// SAFETY: as above: `&ArgLock` gives access to `T` only to the one thread
// holding `busy`, so `T: Send` suffices, as for `std::sync::Mutex`.
unsafe impl<T: Send> Sync for ArgLock<T> {}

impl<T> ArgLock<T> {
    pub fn new(value: T) -> Self {
        ArgLock {
            busy: AtomicBool::new(false),
            waiters: AtomicUsize::new(0),
            park: Mutex::new(()),
            wake: Condvar::new(),
            value: UnsafeCell::new(value),
        }
    }

    /// Blocks until the lock is free, then holds it until the guard drops.
    #[inline]
    pub fn lock(&self) -> ArgGuard<'_, T> {
        if self.busy.compare_exchange(false, true, Ordering::Acquire, Ordering::Relaxed).is_err() {
            self.lock_contended();
        }
        ArgGuard { lock: self }
    }

    #[cold]
    #[inline(never)]
    fn lock_contended(&self) {
        self.waiters.fetch_add(1, Ordering::SeqCst);
        let mut park = self.park.lock().unwrap_or_else(PoisonError::into_inner);
        while self.busy.compare_exchange(false, true, Ordering::SeqCst, Ordering::SeqCst).is_err() {
            park = self.wake.wait(park).unwrap_or_else(PoisonError::into_inner);
        }
        drop(park);
        self.waiters.fetch_sub(1, Ordering::SeqCst);
    }

    #[inline]
    fn unlock(&self) {
        self.busy.store(false, Ordering::SeqCst);
        if self.waiters.load(Ordering::SeqCst) != 0 {
            self.wake_one();
        }
    }

    #[cold]
    #[inline(never)]
    fn wake_one(&self) {
        let _park = self.park.lock().unwrap_or_else(PoisonError::into_inner);
        self.wake.notify_one();
    }
}

impl<T> std::fmt::Debug for ArgLock<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ArgLock").field("busy", &self.busy.load(Ordering::Relaxed)).finish_non_exhaustive()
    }
}

/// Holds an [`ArgLock`]; unlocks on drop (also when unwinding).
pub struct ArgGuard<'a, T> {
    lock: &'a ArgLock<T>,
}

impl<T> Deref for ArgGuard<'_, T> {
    type Target = T;
    #[inline]
    fn deref(&self) -> &T {
        // SAFETY: this guard holds `busy`: no other reference to the value exists.
        unsafe { &*self.lock.value.get() }
    }
}

impl<T> DerefMut for ArgGuard<'_, T> {
    #[inline]
    fn deref_mut(&mut self) -> &mut T {
        // SAFETY: as in `deref`, and `&mut self` makes this the only borrow.
        unsafe { &mut *self.lock.value.get() }
    }
}

impl<T> Drop for ArgGuard<'_, T> {
    #[inline]
    fn drop(&mut self) {
        self.lock.unlock();
    }
}

/// A kernel of a built program.
#[inline]
pub fn by_name(p: &cl::Program, name: &std::ffi::CStr) -> Result<cl::Kernel> {
    // A kernel whose long name the PTX route renamed is created by its entry
    // (only long names can be renamed: short ones skip the lookup).
    let long = name.to_bytes().len() > crate::core::ptx::DEFAULT_MAX_ENTRY_LEN;
    if let Some(entry) = long.then(|| name.to_str().ok().and_then(crate::core::ptx::route::entry_name)).flatten() {
        if let Ok(c) = std::ffi::CString::new(entry) {
            if let Ok(k) = cl::Kernel::create_c(p, &c) {
                return Ok(k);
            }
        }
    }
    Ok(cl::Kernel::create_c(p, name)?)
}

/// Sets a kernel argument of `size` bytes: `value`'s bytes, or with no
/// value a local-memory size or a NULL buffer (OpenCL's NULL argument). A
/// value of another length than `size` is `CL_INVALID_ARG_SIZE`, unsent.
#[inline]
pub fn set_arg(k: &cl::Kernel, index: u32, size: usize, value: Option<&[u8]>) -> Result<()> {
    let ptr = match value {
        Some(v) if v.len() != size => {
            let mut e = Error::from(ClError::new(crate::cl::sys::CL_INVALID_ARG_SIZE, "clSetKernelArg (not called)"));
            e.message = format!("argument {index}: a value of {} bytes for size {size}", v.len());
            return Err(e);
        }
        Some(v) => v.as_ptr().cast::<c_void>(),
        None => std::ptr::null(),
    };
    // SAFETY: a live kernel; NULL, or `size` readable bytes (the slice's).
    Ok(unsafe { k.set_arg_ptr(index, size, ptr) }?)
}

/// A kernel's work-group info for a device, of any size.
pub fn group_info_bytes(k: &cl::Kernel, dev: DeviceId, param: u32) -> Result<Vec<u8>> {
    Ok(crate::cl::query_bytes("clGetKernelWorkGroupInfo", |size, value, size_ret| {
        // SAFETY: the protocol's buffer and size.
        unsafe { k.work_group_info_into(dev, param, size, value, size_ret) }
            .map_or_else(|e| e.code, |()| crate::cl::sys::CL_SUCCESS)
    })?)
}

/// A kernel's sub-group answer for a device (`input`: the local size or
/// sub-group count OpenCL takes). A device without sub-groups (PoCL 3.1:
/// `CL_DEVICE_MAX_NUM_SUB_GROUPS` is 0) runs each work-item as a sub-group
/// of size 1, the answers SYCL allows for such a device: max sub-group size
/// 1, max sub-groups the kernel's work-group size, no compiled-in count or
/// size (0).
pub fn sub_group_answer(k: &cl::Kernel, dev: DeviceId, param: u32, input: &[u8]) -> Result<usize> {
    if let Some(v) = ptx_sub_group(k, dev, param, input)? {
        return Ok(v);
    }
    match k.sub_group_info(dev, param, input) {
        Ok(v) => Ok(v),
        Err(e) => {
            match dev.info::<u32>(CL_DEVICE_MAX_NUM_SUB_GROUPS) {
                Ok(n) if n != 0 => return Err(e.into()),
                Err(d) if d.code == CL_INVALID_DEVICE => return Err(e.into()),
                _ => {}
            }
            sub_groups_unsupported(k, dev, param)
        }
    }
}

/// A kernel's sub-group answer on a device without sub-groups, where every
/// work-item is a sub-group of its own, as the device answers say
/// (`core::device::sub_group_sizes` is `[1]`, `device_answers::max_num_sub_groups`
/// the work-group limit): size 1, as many sub-groups as the kernel's
/// work-group may hold work-items, nothing specified by the kernel (0).
/// Both DPC++ faces answer this.
pub fn sub_groups_unsupported(k: &cl::Kernel, dev: DeviceId, param: u32) -> Result<usize> {
    Ok(match param {
        CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE => 1,
        CL_KERNEL_MAX_NUM_SUB_GROUPS => k.work_group_info::<usize>(dev, CL_KERNEL_WORK_GROUP_SIZE)?.max(1),
        _ => 0,
    })
}

/// A kernel's raw sub-group answer for a device (`input` as OpenCL takes
/// it), for a face that answers a device without sub-groups itself.
#[inline]
pub fn sub_group_query(k: &cl::Kernel, dev: DeviceId, param: u32, input: &[u8]) -> Result<usize> {
    if let Some(v) = ptx_sub_group(k, dev, param, input)? {
        return Ok(v);
    }
    let v = match k.sub_group_info(dev, param, input) {
        Ok(v) => v,
        // "0 if the kernel does not specify it": a driver that does not know
        // the query (PoCL 5.0: CL_INVALID_VALUE) knows no such attribute.
        Err(e)
            if matches!(param, CL_KERNEL_COMPILE_NUM_SUB_GROUPS | CL_KERNEL_COMPILE_SUB_GROUP_SIZE_INTEL)
                && e.code == CL_INVALID_VALUE =>
        {
            0
        }
        Err(e) => return Err(e.into()),
    };
    if param == CL_KERNEL_MAX_NUM_SUB_GROUPS && v == 0 {
        // A kernel that can run has at least one sub-group; PoCL 5.0 answers
        // 0. Its work-group in sub-groups of the largest size instead.
        let wg = k.work_group_info::<usize>(dev, CL_KERNEL_WORK_GROUP_SIZE)?.max(1);
        let sg = k.sub_group_info(dev, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE, &wg.to_ne_bytes()).unwrap_or(1).max(1);
        return Ok(wg.div_ceil(sg));
    }
    Ok(v)
}

/// The sub-group answer on a device of the PTX route (warps of 32, which
/// the driver does not report: its OpenCL has no sub-groups), or `None`.
fn ptx_sub_group(k: &cl::Kernel, dev: DeviceId, param: u32, input: &[u8]) -> Result<Option<usize>> {
    if !crate::core::route::translated(dev) {
        return Ok(None);
    }
    let w = std::mem::size_of::<usize>();
    let local: usize = input
        .chunks_exact(w)
        .map(|c| usize::from_ne_bytes(c.try_into().unwrap_or([0; std::mem::size_of::<usize>()])))
        .product();
    let wg = k.work_group_info::<usize>(dev, CL_KERNEL_WORK_GROUP_SIZE)?;
    let name = k.function_name().unwrap_or_default();
    Ok(crate::core::route::kernel_sub_group_answer(dev, &name, param, if input.is_empty() { wg } else { local }, wg))
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
        let wg = group_info_bytes(k, d, crate::cl::sys::CL_KERNEL_WORK_GROUP_SIZE)?;
        max_wg = max_wg.min(at(&wg, 0).max(1));
        let req = group_info_bytes(k, d, crate::cl::sys::CL_KERNEL_COMPILE_WORK_GROUP_SIZE)?;
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

/// The size and device address of a device global of a built program
/// (`clGetDeviceGlobalVariablePointerINTEL` of the device's platform;
/// absent: `Status::Unsupported`, never a call). No such global in the
/// program is the driver's `CL_INVALID_ARG_VALUE`. The address is the
/// device's (as a number: nothing here reads it).
pub fn global_variable_pointer(dev: DeviceId, p: &cl::Program, name: &std::ffi::CStr) -> Result<(usize, usize)> {
    // A device whose platform cannot be found has no such entry point either.
    let found = super::handles::platform_of(dev).and_then(|platform| {
        // SAFETY: a device id the driver validates, a live program, a NUL-terminated name.
        unsafe { crate::cl::ext::global_variable_pointer(platform, dev, p, name) }
    });
    match found {
        Some(r) => Ok(r.map(|(size, ptr)| (size, ptr as usize))?),
        None => Err(Error::new(
            Status::Unsupported,
            "clGetDeviceGlobalVariablePointerINTEL is not provided by the OpenCL platform",
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::ArgLock;
    use std::sync::Arc;

    #[test]
    fn contended_increments_are_not_lost() {
        let lock = Arc::new(ArgLock::new(0u64));
        let threads: Vec<_> = (0..4)
            .map(|_| {
                let lock = lock.clone();
                std::thread::spawn(move || {
                    for _ in 0..20_000 {
                        let mut g = lock.lock();
                        // A read-modify-write in two steps: lost without exclusion.
                        let v = *g;
                        if v % 500 == 0 {
                            // Hold the lock a while: the others block (the contended path).
                            std::thread::sleep(std::time::Duration::from_micros(100));
                        }
                        *g = v + 1;
                    }
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap();
        }
        assert_eq!(*lock.lock(), 80_000);
    }
}
