//! Kernels specialized to the loop counts they are launched with (the
//! bitcode route; on unless `SYCLRT_BITCODE_SPECIALIZE=off`: docs/pocl.md).
//!
//! PoCL 3.1 runs a work-group as a loop over its work items and vectorizes
//! that loop. A loop inside the kernel whose count is a kernel argument
//! stays a loop inside it, and PoCL then vectorizes neither: dpnp's first
//! sum kernel, whose loads are counted by `reductions_per_wi`, took 6.2 ms
//! for 10^7 floats against 2.3 ms for the same bitcode with the count a
//! constant 8 (`scripts/pocl-bitcode-probe.c`, BENCHMARKS.md section 15).
//!
//! So, per kernel:
//! 1. at translation ([`super::ir::loop_bounds`]), the integer arguments that a loop's
//!    exit test compares with its counter are noted (kept with the bitcode
//!    in the persistent cache);
//! 2. a kernel with such arguments gets a [`Specializer`] in its argument
//!    lock, which records every argument set on it;
//! 3. launched twice in a row with the same values of those arguments, a
//!    second program is built in the background: the bitcode with those
//!    arguments replaced by the values inside the kernel's body
//!    ([`super::ir::specialized_text`]; the signature stays, so the arguments are set
//!    the same way), one build at a time per process, inside
//!    `core::cache::writer::in_driver` (process exit waits for it: LLVM's
//!    exit handlers, registered lazily by a compile, crashed a build left
//!    running at exit, "LLVM ERROR: out of memory");
//! 4. a later launch whose values are those gets the specialized kernel,
//!    with every recorded argument set on it first. Any other launch, and
//!    every launch before the build is done or after it failed, is the
//!    kernel's own: a specialized kernel only runs on exactly the values it
//!    was made for, so its results are the kernel's.
//!
//! PoCL's own kernel cache keeps the specialized machine code, so a later
//! process with the same values builds it again quickly.

use std::process::Command;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::cl::{self, DeviceId};
use crate::core::error::{Error, Result, Status};
use crate::core::ptx;

use super::ir::specialized_text;
use super::Source;

/// Variants one kernel may get (distinct value sets).
const MAX_VARIANTS: usize = 4;

/// Launches in a row with the same values before a variant is built.
const REPEATS: u32 = 2;

fn timeout() -> Duration {
    Duration::from_secs(crate::config::get().bitcode.tool_timeout_s)
}

/// An argument as last set on a kernel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// By value (a scalar, a struct, a `cl_mem` or `cl_sampler` handle).
    Bytes(Vec<u8>),
    /// Local memory of this many bytes.
    Local(usize),
    /// A USM pointer.
    Pointer(usize),
}

/// What the kernel was told about indirect USM access.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Exec {
    pub indirect: Option<bool>,
    /// `size` bytes of pointers.
    pub usm_ptrs: Option<Vec<u8>>,
}

enum State {
    Building,
    Ready(Arc<Specialized>),
    Failed,
}

/// A variant's kernel, and what the route's choice of a local size asked
/// the driver about it (`super::launch_local_size`), kept with it.
#[derive(Debug)]
pub struct Specialized {
    pub cl: cl::Kernel,
    pub launch_shapes: super::LaunchShapes,
}

struct Variant {
    values: Vec<i64>,
    state: Arc<Mutex<State>>,
    /// What was last set on the variant's kernel.
    applied: Vec<Option<Arg>>,
    exec: Exec,
}

/// The specialization state of one kernel (held in its argument lock).
pub struct Specializer {
    source: Arc<Source>,
    name: String,
    /// Loop-bound argument indices.
    bounds: Vec<u32>,
    context: cl::Context,
    devices: Vec<DeviceId>,
    args: Vec<Option<Arg>>,
    exec: Exec,
    last: Vec<i64>,
    repeats: u32,
    variants: Vec<Variant>,
}

impl std::fmt::Debug for Specializer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Specializer").field("name", &self.name).field("bounds", &self.bounds).finish()
    }
}

/// Counters for the process (tests and docs read them).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counters {
    /// Variants built.
    pub built: u64,
    /// Variants whose build failed (their values run the kernel's own code).
    pub failed: u64,
    /// Launches that ran a variant.
    pub launches: u64,
}

static BUILT: AtomicU64 = AtomicU64::new(0);
static FAILED: AtomicU64 = AtomicU64::new(0);
static LAUNCHES: AtomicU64 = AtomicU64::new(0);
/// Builds in flight (at most one is started at a time).
static IN_FLIGHT: AtomicUsize = AtomicUsize::new(0);

pub fn counters() -> Counters {
    Counters {
        built: BUILT.load(Ordering::Relaxed),
        failed: FAILED.load(Ordering::Relaxed),
        launches: LAUNCHES.load(Ordering::Relaxed),
    }
}

/// Waits up to `limit` for the builds in flight (tests; the process's exit).
pub fn wait_idle(limit: Duration) -> bool {
    let until = std::time::Instant::now() + limit;
    while IN_FLIGHT.load(Ordering::Acquire) != 0 {
        if std::time::Instant::now() >= until {
            return false;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    true
}

impl Specializer {
    /// The specializer of kernel `k` of `program`, made from `source` for
    /// `devices`, when specialization is on and the kernel has loop-bound
    /// arguments.
    pub fn for_kernel(
        source: &Arc<Source>,
        k: &cl::Kernel,
        program: &cl::Program,
        devices: &[DeviceId],
    ) -> Option<Box<Specializer>> {
        if !crate::config::get().bitcode.specialize || source.bounds.is_empty() {
            return None;
        }
        let name = k.function_name().ok()?;
        let bounds = source.bounds.get(&name)?.clone();
        let n = k.num_args().ok()? as usize;
        if bounds.iter().any(|&i| i as usize >= n) {
            return None;
        }
        Some(Box::new(Specializer {
            source: source.clone(),
            name,
            bounds,
            context: program.context().ok()?,
            devices: devices.to_vec(),
            args: vec![None; n],
            exec: Exec::default(),
            last: Vec::new(),
            repeats: 0,
            variants: Vec::new(),
        }))
    }

    /// Notes argument `index` as set to `arg`.
    pub fn record(&mut self, index: u32, arg: Arg) {
        if let Some(a) = self.args.get_mut(index as usize) {
            *a = Some(arg);
        }
    }

    /// Notes what the kernel was told about indirect access.
    pub fn record_exec(&mut self, f: impl FnOnce(&mut Exec)) {
        f(&mut self.exec);
    }

    /// The loop-bound values of the arguments now set (each 4 or 8 bytes).
    fn values(&self) -> Option<Vec<i64>> {
        self.bounds
            .iter()
            .map(|&i| match self.args.get(i as usize)? {
                Some(Arg::Bytes(b)) if b.len() == 8 => Some(i64::from_ne_bytes(b[..8].try_into().ok()?)),
                Some(Arg::Bytes(b)) if b.len() == 4 => Some(i32::from_ne_bytes(b[..4].try_into().ok()?) as i64),
                _ => None,
            })
            .collect()
    }

    /// The kernel a launch with the arguments now set should run: a
    /// variant made for exactly these values, with every argument set on
    /// it, or `None` for the kernel's own. Counts the launch toward
    /// building a variant.
    pub fn for_launch(&mut self) -> Option<Arc<Specialized>> {
        if self.args.iter().any(Option::is_none) {
            return None;
        }
        let values = self.values()?;
        if let Some(v) = self.variants.iter_mut().find(|v| v.values == values) {
            let k = match &*v.state.lock().unwrap_or_else(|p| p.into_inner()) {
                State::Ready(k) => k.clone(),
                State::Building | State::Failed => return None,
            };
            if apply(&k.cl, &self.args, &self.exec, v).is_err() {
                *v.state.lock().unwrap_or_else(|p| p.into_inner()) = State::Failed;
                FAILED.fetch_add(1, Ordering::Relaxed);
                return None;
            }
            LAUNCHES.fetch_add(1, Ordering::Relaxed);
            return Some(k);
        }
        if values == self.last {
            self.repeats += 1;
        } else {
            self.last = values.clone();
            self.repeats = 1;
        }
        if self.repeats >= REPEATS && self.variants.len() < MAX_VARIANTS {
            self.start(values);
        }
        None
    }

    /// Starts the build of the variant for `values` (none when another
    /// build of the process is running: a later launch asks again).
    fn start(&mut self, values: Vec<i64>) {
        if IN_FLIGHT.compare_exchange(0, 1, Ordering::AcqRel, Ordering::Relaxed).is_err() {
            return;
        }
        let state = Arc::new(Mutex::new(State::Building));
        let job = (
            self.source.clone(),
            self.name.clone(),
            self.context.clone(),
            self.devices.clone(),
            self.bounds.iter().copied().zip(values.iter().copied()).collect::<Vec<_>>(),
            state.clone(),
        );
        let n = self.args.len();
        self.variants.push(Variant { values, state, applied: vec![None; n], exec: Exec::default() });
        let spawned = std::thread::Builder::new().name("syclrt-specialize".into()).spawn(move || {
            let (source, name, ctx, devs, values, state) = job;
            // Inside the driver as the cache's writer is: process exit waits
            // for the build and starts no other (LLVM's exit handlers,
            // registered lazily by a compile, would tear it down under it).
            let r = crate::core::cache::writer::in_driver(|| build_variant(&source, &name, &ctx, &devs, &values))
                .unwrap_or_else(|| Err(Error::new(Status::Unsupported, "process exit began")));
            let mut s = state.lock().unwrap_or_else(|p| p.into_inner());
            *s = match r {
                Ok(k) => {
                    BUILT.fetch_add(1, Ordering::Relaxed);
                    State::Ready(Arc::new(Specialized { cl: k, launch_shapes: Default::default() }))
                }
                Err(e) => {
                    FAILED.fetch_add(1, Ordering::Relaxed);
                    log::warn!("specializing kernel {name} to {values:?} failed: {e}");
                    State::Failed
                }
            };
            drop(s);
            IN_FLIGHT.fetch_sub(1, Ordering::AcqRel);
        });
        if spawned.is_err() {
            if let Some(v) = self.variants.last() {
                *v.state.lock().unwrap_or_else(|p| p.into_inner()) = State::Failed;
            }
            IN_FLIGHT.fetch_sub(1, Ordering::AcqRel);
        }
    }
}

/// Sets on the variant's kernel every argument that differs from what it
/// last got.
fn apply(k: &cl::Kernel, args: &[Option<Arg>], exec: &Exec, v: &mut Variant) -> Result<()> {
    for (i, a) in args.iter().enumerate() {
        if v.applied[i] == *a {
            continue;
        }
        let index = i as u32;
        match a {
            Some(Arg::Bytes(b)) => k.set_arg(index, b.len(), Some(b))?,
            Some(Arg::Local(n)) => k.set_arg(index, *n, None)?,
            Some(Arg::Pointer(p)) => crate::core::usm::set_kernel_arg_pointer(k, index, *p).map_err(usm)?,
            None => {}
        }
        v.applied[i] = a.clone();
    }
    if v.exec != *exec {
        if let Some(on) = exec.indirect {
            crate::core::usm::set_indirect_access(k, on).map_err(usm)?;
        }
        if let Some(p) = &exec.usm_ptrs {
            crate::core::usm::set_kernel_usm_ptrs(k, p).map_err(usm)?;
        }
        v.exec = exec.clone();
    }
    Ok(())
}

fn usm(e: crate::core::usm::UsmError) -> Error {
    Error::new(Status::OpenclError, format!("setting a USM argument on a specialized kernel: {e:?}"))
}

/// The kernel `name` of `source` with `values` (index, value) made
/// constants, built for `devs`.
fn build_variant(
    source: &Source,
    name: &str,
    ctx: &cl::Context,
    devs: &[DeviceId],
    values: &[(u32, i64)],
) -> Result<cl::Kernel> {
    let text = source.text()?;
    let spec = specialized_text(text, name, values).ok_or_else(|| {
        Error::new(Status::InvalidValue, format!("kernel {name} or its arguments are not in the bitcode"))
    })?;
    let tools = super::tools()?;
    let dir = ptx::TempDir::new()?;
    let (ll, bc) = (dir.file("specialized.ll"), dir.file("specialized.bc"));
    ptx::write(&ll, spec.as_bytes())?;
    let mut c = Command::new(&tools.llvm_as);
    c.arg(&ll).arg("-o").arg(&bc);
    ptx::tools::run(c, None, "llvm-as (specialized kernel)", timeout())?;
    let bin = std::fs::read(&bc)
        .map_err(|e| Error::new(Status::OutOfResources, format!("reading the specialized bitcode: {e}")))?;
    let bins: Vec<&[u8]> = devs.iter().map(|_| &bin[..]).collect();
    let p = cl::Program::with_binaries(ctx, devs, &bins)?;
    crate::core::build::build(&p, devs, "")?;
    let c = std::ffi::CString::new(name).map_err(|_| Error::new(Status::InvalidValue, "a kernel name with a NUL"))?;
    Ok(cl::Kernel::create_c(&p, &c)?)
}
