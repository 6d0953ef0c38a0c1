//! Command buffers (the Unified Runtime's `urCommandBuffer*Exp`, SYCL
//! graphs): a list of commands with sync-point dependencies, recorded
//! once, finalized, then enqueued any number of times.
//!
//! Two paths, chosen per command buffer:
//!
//! - **native**: the device lists `cl_khr_command_buffer` (PoCL 3.1: 0.9.0,
//!   Intel's CPU runtime 2026.2: 1.0.0; [`crate::cl::cmdbuf`]). Every
//!   command is mirrored into a `cl_command_buffer_khr`, finalized with it,
//!   and an enqueue is one `clEnqueueCommandBufferKHR`. Updatable command
//!   buffers go native only where `cl_khr_command_buffer_mutable_dispatch`
//!   (0.9.3+) can update arguments, sizes and offsets (Intel 2026.2).
//! - **recorded**: everywhere else (NVIDIA's OpenCL, Intel 2024.2, or
//!   `SYCLRT_UR_COMMAND_BUFFER=record`). syclrt keeps the commands itself,
//!   each kernel launch with a snapshot of its arguments (`clCloneKernel`),
//!   and replays them on the enqueueing queue with OpenCL events for the
//!   sync points, joined by one marker: the completion event.
//!
//! Every command is recorded in syclrt's list even while the native mirror
//! lives, so a command the extension cannot express (a buffer read or
//! write, a rect copy, USM on 0.9.0's prototypes, a kernel with
//! alternatives) turns the command buffer into a recorded one on the spot,
//! before it is finalized: graphs run on every OpenCL device.
//!
//! Submissions of one command buffer are serialised (each waits for the
//! previous one), as in Intel's adapter.

use super::enqueue::Rect;
use crate::cl::cmdbuf::{self, cl_mutable_command_khr, cl_sync_point_khr, CommandBufferKhr, DeviceSupport};
use crate::cl::sys::*;
use crate::cl::{self, ClError, Event, Kernel, Mem, Queue};
use std::ffi::c_void;
use std::sync::{Arc, Mutex};

/// What went wrong, for the face to translate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CbError {
    /// A sync point that is not a command of this buffer.
    SyncPoint(String),
    /// Wrong state (append after finalize, enqueue before it, ...).
    Operation(String),
    /// Not supported on this path or device.
    Unsupported(String),
    /// A bad argument value.
    Value(String),
    /// A work dimension that is not 1, 2 or 3.
    WorkDim(String),
    /// An OpenCL call failed.
    Cl(ClError),
    /// A USM call failed.
    Usm(crate::core::usm::UsmError),
}

impl std::fmt::Display for CbError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CbError::SyncPoint(m)
            | CbError::Operation(m)
            | CbError::Unsupported(m)
            | CbError::Value(m)
            | CbError::WorkDim(m) => f.write_str(m),
            CbError::Cl(e) => write!(f, "{e}"),
            CbError::Usm(e) => write!(f, "{e}"),
        }
    }
}

impl From<ClError> for CbError {
    fn from(e: ClError) -> Self {
        CbError::Cl(e)
    }
}

pub type CbResult<T> = Result<T, CbError>;

/// Which implementation a command buffer uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Path {
    Native,
    Recorded,
}

/// `SYCLRT_UR_COMMAND_BUFFER`: auto (native where the device has the
/// extension), record (always record and replay), native (as auto; a
/// device without the extension still records).
fn forced_record() -> bool {
    matches!(crate::config::get().command_buffer.as_deref(), Some("record"))
}

/// The mutable-dispatch fields syclrt needs for a native updatable command
/// buffer (what UR's update capabilities promise but the kernel handle).
const NEEDED_MUTABLE: u64 = cmdbuf::MUTABLE_ARGUMENTS
    | cmdbuf::MUTABLE_GLOBAL_SIZE
    | cmdbuf::MUTABLE_LOCAL_SIZE
    | cmdbuf::MUTABLE_GLOBAL_OFFSET;

/// What device `d` offers for native command buffers, kept under the device
/// in `core::handles`.
struct Support(Option<DeviceSupport>);

/// What device `d` offers for native command buffers, probed once.
fn support(d: cl::DeviceId) -> Option<DeviceSupport> {
    let probe = || {
        // SAFETY: a `DeviceId` names a device the face was given (its handle
        // is live), of the platform the driver answers for it.
        Support(super::handles::platform_of(d).and_then(|p| unsafe { cmdbuf::probe(d.0, p) }))
    };
    super::handles::get_or_insert_with(d.0 as usize, probe).0
}

/// The native support a new command buffer on `d` would use (`updatable`:
/// it must also update through mutable dispatch), or None: recorded.
pub fn native_support(d: cl::DeviceId, updatable: bool) -> Option<DeviceSupport> {
    if forced_record() {
        return None;
    }
    let s = support(d)?;
    if updatable && s.mutable_caps & NEEDED_MUTABLE != NEEDED_MUTABLE {
        return None;
    }
    Some(s)
}

/// The path a command buffer on `d` starts on.
pub fn path_for(d: cl::DeviceId, updatable: bool) -> Path {
    if native_support(d, updatable).is_some() {
        Path::Native
    } else {
        Path::Recorded
    }
}

/// Whether recorded launches can snapshot kernels (`clCloneKernel`, OpenCL
/// 2.1+): the condition for command buffers on a device without the
/// extension.
pub fn can_record() -> bool {
    cl::api().is_ok_and(|a| a.clCloneKernel.is_some())
}

/// A kernel argument, for launches with arguments and for updates.
#[derive(Clone, Debug)]
pub enum ArgValue {
    /// By value (the bytes).
    Value(Vec<u8>),
    /// Local memory of this many bytes.
    Local(usize),
    /// A USM pointer.
    Pointer(usize),
    /// A buffer (None: a NULL buffer).
    Mem(Option<Mem>),
    /// A `cl_sampler` (kept alive by the face's sampler object).
    Sampler(usize),
}

/// A kernel argument at an index.
#[derive(Clone, Debug)]
pub struct Arg {
    pub index: u32,
    pub value: ArgValue,
}

/// Sets `args` on `k` (a snapshot this module owns, or one the caller
/// serialises).
pub fn set_args(k: &Kernel, args: &[Arg]) -> CbResult<()> {
    for a in args {
        match &a.value {
            // SAFETY: `v.len()` readable bytes.
            ArgValue::Value(v) => unsafe { cmdbuf::set_arg(k, a.index, v.len(), v.as_ptr().cast()) }?,
            // SAFETY: NULL value: a local-memory argument.
            ArgValue::Local(n) => unsafe { cmdbuf::set_arg(k, a.index, *n, std::ptr::null()) }?,
            ArgValue::Pointer(p) => super::usm::set_kernel_arg_pointer(k, a.index, *p).map_err(CbError::Usm)?,
            ArgValue::Mem(m) => {
                let raw_m: cl_mem = m.as_ref().map_or(std::ptr::null_mut(), Mem::raw);
                // SAFETY: a pointer to one cl_mem.
                unsafe { cmdbuf::set_arg(k, a.index, std::mem::size_of::<cl_mem>(), (&raw_m as *const cl_mem).cast()) }?
            }
            ArgValue::Sampler(s) => {
                let raw_s = *s as cl_sampler;
                // SAFETY: a pointer to one cl_sampler.
                unsafe {
                    cmdbuf::set_arg(k, a.index, std::mem::size_of::<cl_sampler>(), (&raw_s as *const cl_sampler).cast())
                }?
            }
        }
    }
    Ok(())
}

/// A kernel of the face that a kernel command may launch (its own, or a
/// declared alternative): the face takes its snapshot, under its argument
/// lock.
pub trait Launchable: Send + Sync {
    /// [`snapshot`] of the kernel, its argument lock held.
    fn snapshot(&self, args: &[Arg], complete: bool) -> CbResult<Kernel>;
}

/// A recorded kernel launch.
pub struct KernelCmd {
    /// The snapshot (a clone with the arguments of the append).
    pub kernel: Kernel,
    /// The face's kernel (first) and its declared alternatives, kept
    /// alive with the command: an update may switch to any of them.
    /// Alternatives record the command buffer (the kernel may change).
    pub kernels: Vec<Arc<dyn Launchable>>,
    pub dim: u32,
    pub offset: Option<[usize; 3]>,
    pub global: [usize; 3],
    pub local: Option<[usize; 3]>,
}

impl KernelCmd {
    fn n(&self) -> usize {
        self.dim as usize
    }
}

/// One recorded command. Host and USM pointers are kept as addresses: the
/// caller keeps them valid while the command buffer may run (UR contract).
pub enum Cmd {
    Kernel(KernelCmd),
    UsmMemcpy {
        dst: usize,
        src: usize,
        size: usize,
    },
    UsmFill {
        ptr: super::usm::UsmPtr,
        pattern: Vec<u8>,
        size: usize,
    },
    Copy {
        src: Mem,
        dst: Mem,
        src_off: usize,
        dst_off: usize,
        size: usize,
    },
    /// A rectangle between buffers (`rect`'s origins: source, destination).
    CopyRect {
        src: Mem,
        dst: Mem,
        rect: Rect,
    },
    Read {
        buf: Mem,
        off: usize,
        size: usize,
        dst: usize,
    },
    Write {
        buf: Mem,
        off: usize,
        size: usize,
        src: usize,
    },
    ReadRect {
        buf: Mem,
        rect: Rect,
        dst: usize,
    },
    WriteRect {
        buf: Mem,
        rect: Rect,
        src: usize,
    },
    Fill {
        buf: Mem,
        pattern: Vec<u8>,
        off: usize,
        size: usize,
    },
    /// A fill whose pattern OpenCL's fill does not take (not a power of
    /// two up to 128 bytes): the filled bytes, owned, written at replay.
    WriteOwned {
        buf: Mem,
        off: usize,
        data: Vec<u8>,
    },
    /// An ordering point with no work (USM prefetch and advice).
    Barrier,
}

impl Cmd {
    /// A buffer fill: OpenCL's fill for the patterns it takes
    /// ([`super::fill::native_pattern`]); any other is written from the
    /// filled bytes, kept in the command. `size` is a multiple of the
    /// pattern ([`super::fill::check_pattern`]).
    pub fn fill(buf: Mem, pattern: Vec<u8>, off: usize, size: usize) -> Cmd {
        if super::fill::native_pattern(pattern.len()) {
            Cmd::Fill { buf, pattern, off, size }
        } else {
            Cmd::WriteOwned { buf, off, data: pattern.repeat(size / pattern.len()) }
        }
    }
}

struct Node {
    cmd: Cmd,
    deps: Vec<u32>,
}

struct Native {
    cb: CommandBufferKhr,
    /// The native sync point of each node.
    sps: Vec<cl_sync_point_khr>,
    /// The mutable handle of each node (NULL for non-kernels).
    handles: Vec<cl_mutable_command_khr>,
}

/// An object of the face a command uses (a kernel, a sampler), kept alive
/// as long as the command buffer.
pub type Keep = std::sync::Arc<dyn std::any::Any + Send + Sync>;

struct Inner {
    nodes: Vec<Node>,
    native: Option<Native>,
    finalized: bool,
    last: Option<Event>,
    /// Native enqueues go through the recording queue (the driver refused
    /// another queue once).
    bridged: bool,
    /// Why a command buffer that could have been native records.
    why_recorded: Option<String>,
    /// What the commands use (dropped after the last submission's wait).
    keep: Vec<Keep>,
}

/// A command buffer of one context and device.
pub struct CommandBuffer {
    pub context: cl::Context,
    pub device: cl_device_id,
    pub in_order: bool,
    pub updatable: bool,
    inner: Mutex<Inner>,
}
// SAFETY: the device id is a plain handle valid for the process; the rest
// is behind the mutex or immutable.
unsafe impl Send for CommandBuffer {}
// SAFETY: as above.
unsafe impl Sync for CommandBuffer {}

fn clone_snapshot(k: &Kernel) -> CbResult<Kernel> {
    cmdbuf::clone_kernel(k).map_err(|e| {
        if e.code == cl::FUNCTION_NOT_AVAILABLE {
            CbError::Unsupported(
                "command buffers need clCloneKernel (OpenCL 2.1) to snapshot kernel arguments: the OpenCL library lacks it"
                    .into(),
            )
        } else {
            CbError::Cl(e)
        }
    })
}

/// Takes a snapshot of `k` with its current arguments; `args` (if any) are
/// then set on the snapshot. `complete`: `args` are all the kernel's
/// arguments (a launch with arguments), so where `clCloneKernel` fails a
/// fresh kernel of the same function will do. The caller holds `k`'s
/// argument lock.
pub fn snapshot(k: &Kernel, args: &[Arg], complete: bool) -> CbResult<Kernel> {
    let s = match clone_snapshot(k) {
        Ok(s) => s,
        Err(e) if complete => cmdbuf::fresh_kernel(k).map_err(|_| e)?,
        Err(e) => return Err(e),
    };
    set_args(&s, args)?;
    Ok(s)
}

impl CommandBuffer {
    /// A new, empty command buffer on `device` of `context`.
    pub fn new(context: cl::Context, device: cl::DeviceId, in_order: bool, updatable: bool) -> CbResult<Self> {
        let mut why = None;
        let native = match native_support(device, updatable) {
            None => {
                if !can_record() {
                    return Err(CbError::Unsupported(
                        "the device has no usable cl_khr_command_buffer and the OpenCL library lacks clCloneKernel \
                         (OpenCL 2.1), which syclrt's recorded command buffers need"
                            .into(),
                    ));
                }
                None
            }
            Some(s) => {
                let props = if in_order { 0 } else { CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE };
                let made = Queue::create(&context, device, s.required_queue_props | props)
                    .or_else(|_| cmdbuf::recording_queue(&context, device.0, &s))
                    .and_then(|q| CommandBufferKhr::create(q, s, updatable));
                match made {
                    Ok(cb) => Some(Native { cb, sps: Vec::new(), handles: Vec::new() }),
                    Err(e) => {
                        why = Some(format!("clCreateCommandBufferKHR failed ({e}): recorded instead"));
                        log::info!("command buffer: {}", why.as_deref().unwrap_or(""));
                        None
                    }
                }
            }
        };
        Ok(CommandBuffer {
            context,
            device: device.0,
            in_order,
            updatable,
            inner: Mutex::new(Inner {
                nodes: Vec::new(),
                native,
                finalized: false,
                last: None,
                bridged: false,
                why_recorded: why,
                keep: Vec::new(),
            }),
        })
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The path the command buffer is on now.
    pub fn path(&self) -> Path {
        if self.lock().native.is_some() {
            Path::Native
        } else {
            Path::Recorded
        }
    }

    /// Why it records (None while native, or when it never could be).
    pub fn why_recorded(&self) -> Option<String> {
        self.lock().why_recorded.clone()
    }

    pub fn is_finalized(&self) -> bool {
        self.lock().finalized
    }

    pub fn len(&self) -> usize {
        self.lock().nodes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The native `cl_command_buffer_khr`, when native.
    pub fn native_handle(&self) -> Option<usize> {
        self.lock().native.as_ref().map(|n| n.cb.raw() as usize)
    }

    /// A command that can be updated later (`mutable`: the face hands out a
    /// handle to it) is appended only to an updatable command buffer.
    pub fn check_mutable(&self, mutable: bool) -> CbResult<()> {
        if mutable && !self.updatable {
            return Err(CbError::Operation("an updatable command on a command buffer that is not updatable".into()));
        }
        Ok(())
    }

    /// Appends `cmd` after `deps` (sync points = indices of earlier
    /// commands; `mutable`: [`Self::check_mutable`]); returns the new
    /// command's sync point.
    pub fn append(&self, cmd: Cmd, deps: &[u32], mutable: bool) -> CbResult<u32> {
        self.check_mutable(mutable)?;
        let mut g = self.lock();
        if g.finalized {
            return Err(CbError::Operation("the command buffer is finalized: no command can be appended".into()));
        }
        if matches!(&cmd, Cmd::Kernel(kc) if kc.kernels.len() > 1) && g.native.take().is_some() {
            g.why_recorded = Some("a kernel launch with kernel alternatives".into());
        }
        let n = g.nodes.len() as u32;
        if let Some(bad) = deps.iter().find(|&&d| d >= n) {
            return Err(CbError::SyncPoint(format!(
                "sync point {bad} is not a command of this command buffer (it has {n})"
            )));
        }
        let deps: Vec<u32> = if self.in_order { n.checked_sub(1).into_iter().collect() } else { deps.to_vec() };
        if g.native.is_some() {
            let r = {
                let nat = g.native.as_ref().map(|x| (&x.cb, &x.sps));
                let (cb, sps) = nat.ok_or(CbError::Operation("no native command buffer".into()))?;
                let w: Vec<cl_sync_point_khr> = deps.iter().map(|&d| sps[d as usize]).collect();
                mirror(cb, &cmd, &w, mutable)
            };
            match r {
                Ok((sp, h)) => {
                    if let Some(nat) = g.native.as_mut() {
                        nat.sps.push(sp);
                        nat.handles.push(h);
                    }
                }
                Err(why) => {
                    log::info!("command buffer: {why}: recorded instead of native");
                    g.native = None;
                    g.why_recorded = Some(why);
                }
            }
        }
        g.nodes.push(Node { cmd, deps });
        Ok(n)
    }

    /// Keeps `objs` alive as long as the command buffer.
    pub fn keep(&self, objs: impl IntoIterator<Item = Keep>) {
        self.lock().keep.extend(objs);
    }

    /// Switches a still-recording command buffer to the recorded path (for
    /// tests and tools: the replay under test).
    pub fn force_recorded(&self, why: &str) -> CbResult<()> {
        let mut g = self.lock();
        if g.finalized {
            return Err(CbError::Operation("the command buffer is finalized".into()));
        }
        if g.native.take().is_some() {
            g.why_recorded = Some(why.to_string());
        }
        Ok(())
    }

    pub fn finalize(&self) -> CbResult<()> {
        let mut g = self.lock();
        if g.finalized {
            return Err(CbError::Operation("the command buffer is already finalized".into()));
        }
        if let Some(nat) = g.native.as_ref() {
            if let Err(e) = nat.cb.finalize() {
                let why = format!("clFinalizeCommandBufferKHR failed ({e})");
                log::info!("command buffer: {why}: recorded instead of native");
                g.native = None;
                g.why_recorded = Some(why);
            }
        }
        g.finalized = true;
        Ok(())
    }

    /// Enqueues the whole command buffer on `queue` after `wait`; returns
    /// the event of its completion.
    pub fn enqueue(&self, queue: &Queue, wait: &[Event]) -> CbResult<Event> {
        let mut g = self.lock();
        if !g.finalized {
            return Err(CbError::Operation("the command buffer is not finalized".into()));
        }
        let mut deps: Vec<Event> = wait.to_vec();
        // Kept until this submission succeeds (a failed one orders nothing).
        if let Some(l) = g.last.clone() {
            deps.push(l);
        }
        let done = if g.native.is_some() {
            let bridged = g.bridged;
            let nat = g.native.as_ref().ok_or(CbError::Operation("no native command buffer".into()))?;
            if !nat.cb.simultaneous() {
                // Re-enqueueing a pending buffer is an error before 1.0.0
                // without simultaneous use: wait for the last submission.
                super::wait::wait_all(&deps[wait.len()..])?;
            }
            let direct = if bridged { None } else { Some(nat.cb.enqueue(Some(queue), &deps)) };
            match direct {
                Some(Ok(ev)) => ev,
                Some(Err(e))
                    if e.code != cmdbuf::CL_INCOMPATIBLE_COMMAND_QUEUE_KHR
                        && e.code != CL_INVALID_COMMAND_QUEUE
                        && e.code != CL_INVALID_VALUE =>
                {
                    return Err(e.into())
                }
                _ => {
                    // Through the recording queue, ordered after everything
                    // before it on `queue` and before everything after it.
                    log::debug!("command buffer: enqueued through its recording queue (bridged)");
                    let before = queue.marker(&deps)?;
                    let ev = nat.cb.enqueue(None, &[before])?;
                    nat.cb.queue.flush()?;
                    let after = queue.marker(std::slice::from_ref(&ev))?;
                    g.bridged = true;
                    after
                }
            }
        } else {
            replay(&g.nodes, queue, &deps)?
        };
        g.last = Some(done.clone());
        Ok(done)
    }

    /// The work dimension an update gives kernel command `index`: `new`,
    /// or for 0 the one the command has now (its append's, or its last
    /// update's); 1, 2 or 3.
    pub fn update_dim(&self, index: u32, new: u32) -> CbResult<u32> {
        let dim = match self.lock().nodes.get(index as usize).map(|n| &n.cmd) {
            Some(Cmd::Kernel(kc)) if new == 0 => kc.dim,
            Some(Cmd::Kernel(_)) => new,
            _ => return Err(CbError::Value(format!("command {index} is not a kernel launch"))),
        };
        check_dim(dim)?;
        Ok(dim)
    }

    /// Whether its commands can be updated now: it was created updatable
    /// and is finalized (else an `Operation` error saying which).
    pub fn can_update(&self) -> CbResult<()> {
        self.updatable_in(&self.lock())
    }

    fn updatable_in(&self, g: &Inner) -> CbResult<()> {
        if !self.updatable {
            return Err(CbError::Operation("the command buffer was not created updatable".into()));
        }
        if !g.finalized {
            return Err(CbError::Operation("the command buffer is not finalized".into()));
        }
        Ok(())
    }

    /// The snapshot kernel command `index` launches after switching to the
    /// kernel at `id`, the address of the face's object (the command's own
    /// or one of its alternatives, [`KernelCmd::kernels`]): the
    /// [`KernelUpdate::kernel`] of such an update; None where its own
    /// kernel stays on a native command buffer (the driver's command keeps
    /// it).
    pub fn switch_to(&self, index: u32, id: usize) -> CbResult<Option<Kernel>> {
        let (k, own, native) = {
            let g = self.lock();
            let Some(Node { cmd: Cmd::Kernel(kc), .. }) = g.nodes.get(index as usize) else {
                return Err(CbError::Value(format!("command {index} is not a kernel launch")));
            };
            let Some(i) = kc.kernels.iter().position(|k| Arc::as_ptr(k) as *const () as usize == id) else {
                return Err(CbError::Value(
                    "the new kernel is neither the command's kernel nor one of its alternatives".into(),
                ));
            };
            (kc.kernels[i].clone(), i == 0, g.native.is_some())
        };
        if own && native {
            return Ok(None);
        }
        k.snapshot(&[], false).map(Some)
    }

    /// Updates kernel command `index`: a new kernel snapshot (already
    /// holding the launch's arguments), new arguments, new sizes.
    pub fn update_kernel(&self, index: u32, u: KernelUpdate) -> CbResult<()> {
        let mut g = self.lock();
        self.updatable_in(&g)?;
        let node = g.nodes.get(index as usize).ok_or(CbError::Value(format!("no command {index}")))?;
        let Cmd::Kernel(kc) = &node.cmd else {
            return Err(CbError::Value(format!("command {index} is not a kernel launch")));
        };
        let dim = u.dim.unwrap_or(kc.dim);
        check_dim(dim)?;
        if dim != kc.dim && (u.global.is_none() || u.offset.is_none()) {
            return Err(CbError::Value("a new work dimension needs a new global size and offset".into()));
        }
        if let Some(nat) = g.native.as_ref() {
            if u.kernel.is_some() {
                return Err(CbError::Unsupported("kernel handle update on a native command buffer".into()));
            }
            let h = nat.handles[index as usize];
            // The update is synchronous (UR): a pending submission finishes first.
            if let Some(l) = g.last.as_ref() {
                super::wait::wait_all(std::slice::from_ref(l))?;
            }
            native_update(&nat.cb, h, dim, &u)?;
            // Keep the record in step (sizes only: arguments live in the driver).
            let node = &mut g.nodes[index as usize];
            if let Cmd::Kernel(kc) = &mut node.cmd {
                apply_sizes(kc, dim, &u);
            }
            return Ok(());
        }
        let node = &mut g.nodes[index as usize];
        let Cmd::Kernel(kc) = &mut node.cmd else { unreachable!("checked above") };
        if let Some(k) = u.kernel.clone() {
            kc.kernel = k;
        }
        set_args(&kc.kernel, &u.args)?;
        apply_sizes(kc, dim, &u);
        Ok(())
    }
}

impl Drop for CommandBuffer {
    fn drop(&mut self) {
        // UR: releasing a command buffer that is still executing blocks
        // until it completes (recorded commands may read memory it owns).
        let last = self.inner.get_mut().map(|g| g.last.take()).unwrap_or(None);
        if let Some(l) = last {
            if let Err(e) = super::wait::wait_all(&[l]) {
                log::warn!("command buffer: waiting for the last submission at release failed: {e}");
            }
        }
    }
}

/// A work dimension is 1, 2 or 3 (`CbError::WorkDim` else): appends and
/// updates alike.
pub fn check_dim(dim: u32) -> CbResult<()> {
    if !(1..=3).contains(&dim) {
        return Err(CbError::WorkDim(format!("work dimension {dim} is not 1, 2 or 3")));
    }
    Ok(())
}

fn apply_sizes(kc: &mut KernelCmd, dim: u32, u: &KernelUpdate) {
    kc.dim = dim;
    if u.offset.is_some() {
        kc.offset = u.offset;
    }
    if let Some(gs) = u.global {
        kc.global = gs;
        kc.local = u.local;
    } else if u.local.is_some() {
        kc.local = u.local;
    }
}

/// An update of one kernel command.
#[derive(Clone, Default)]
pub struct KernelUpdate {
    /// A new kernel (its snapshot, [`CommandBuffer::switch_to`]; recorded
    /// path only).
    pub kernel: Option<Kernel>,
    pub args: Vec<Arg>,
    pub dim: Option<u32>,
    /// New sizes, each padded to three (as [`KernelCmd`]'s).
    pub offset: Option<[usize; 3]>,
    pub global: Option<[usize; 3]>,
    pub local: Option<[usize; 3]>,
}

fn native_update(cb: &CommandBufferKhr, h: cl_mutable_command_khr, dim: u32, u: &KernelUpdate) -> CbResult<()> {
    if h.is_null() {
        return Err(CbError::Operation("the command has no mutable handle".into()));
    }
    // Values the argument list points into, alive for the call.
    let mut mems: Vec<cl_mem> = Vec::with_capacity(u.args.len());
    let mut samplers: Vec<cl_sampler> = Vec::with_capacity(u.args.len());
    for a in &u.args {
        match &a.value {
            ArgValue::Mem(m) => mems.push(m.as_ref().map_or(std::ptr::null_mut(), Mem::raw)),
            ArgValue::Sampler(s) => samplers.push(*s as cl_sampler),
            _ => {}
        }
    }
    let (mut mi, mut si) = (0, 0);
    let mut args = Vec::new();
    let mut svm = Vec::new();
    for a in &u.args {
        match &a.value {
            ArgValue::Value(v) => {
                args.push(cmdbuf::MutableArg { arg_index: a.index, arg_size: v.len(), arg_value: v.as_ptr().cast() })
            }
            ArgValue::Local(n) => {
                args.push(cmdbuf::MutableArg { arg_index: a.index, arg_size: *n, arg_value: std::ptr::null() })
            }
            ArgValue::Mem(_) => {
                args.push(cmdbuf::MutableArg {
                    arg_index: a.index,
                    arg_size: std::mem::size_of::<cl_mem>(),
                    arg_value: (&mems[mi] as *const cl_mem).cast(),
                });
                mi += 1;
            }
            ArgValue::Sampler(_) => {
                args.push(cmdbuf::MutableArg {
                    arg_index: a.index,
                    arg_size: std::mem::size_of::<cl_sampler>(),
                    arg_value: (&samplers[si] as *const cl_sampler).cast(),
                });
                si += 1;
            }
            ArgValue::Pointer(p) => {
                svm.push(cmdbuf::MutableArg { arg_index: a.index, arg_size: 0, arg_value: *p as *const c_void })
            }
        }
    }
    let n = dim as usize;
    let (off, glob, loc) = (u.offset.as_ref(), u.global.as_ref(), u.local.as_ref());
    let c = cmdbuf::MutableDispatchConfig {
        command: h,
        num_args: args.len() as cl_uint,
        num_svm_args: svm.len() as cl_uint,
        num_exec_infos: 0,
        work_dim: dim,
        arg_list: if args.is_empty() { std::ptr::null() } else { args.as_ptr() },
        arg_svm_list: if svm.is_empty() { std::ptr::null() } else { svm.as_ptr() },
        exec_info_list: std::ptr::null(),
        global_work_offset: off.map_or(std::ptr::null(), |v| v[..n].as_ptr()),
        global_work_size: glob.map_or(std::ptr::null(), |v| v[..n].as_ptr()),
        local_work_size: loc.map_or(std::ptr::null(), |v| v[..n].as_ptr()),
    };
    cb.update(&[c])?;
    Ok(())
}

/// Records `cmd` into the native command buffer, or says why it cannot.
fn mirror(
    cb: &CommandBufferKhr,
    cmd: &Cmd,
    w: &[cl_sync_point_khr],
    mutable: bool,
) -> Result<(cl_sync_point_khr, cl_mutable_command_khr), String> {
    let plain =
        |r: Result<cl_sync_point_khr, ClError>| r.map(|sp| (sp, std::ptr::null_mut())).map_err(|e| format!("{e}"));
    match cmd {
        Cmd::Kernel(k) => {
            let n = k.n();
            let fields = if mutable {
                cmdbuf::MUTABLE_ARGUMENTS
                    | cmdbuf::MUTABLE_GLOBAL_SIZE
                    | cmdbuf::MUTABLE_LOCAL_SIZE
                    | cmdbuf::MUTABLE_GLOBAL_OFFSET
            } else {
                0
            };
            cb.kernel(
                &k.kernel,
                k.offset.as_ref().map(|o| &o[..n]),
                &k.global[..n],
                k.local.as_ref().map(|l| &l[..n]),
                w,
                fields,
            )
            .map_err(|e| format!("{e}"))
        }
        Cmd::Copy { src, dst, src_off, dst_off, size } => plain(cb.copy(src, dst, *src_off, *dst_off, *size, w)),
        Cmd::Fill { buf, pattern, off, size } => plain(cb.fill(buf, pattern, *off, *size, w)),
        Cmd::Barrier => plain(cb.barrier(w)),
        Cmd::UsmMemcpy { dst, src, size } => {
            if !cb.has_svm() {
                return Err(
                    "the device's cl_khr_command_buffer has no SVM commands of a known prototype (before 0.9.5)".into(),
                );
            }
            // SAFETY: USM/SVM pointers the caller keeps valid (UR contract).
            plain(unsafe { cb.svm_memcpy(*dst as *mut c_void, *src as *const c_void, *size, w) })
        }
        Cmd::UsmFill { ptr, pattern, size } => {
            if !cb.has_svm() {
                return Err(
                    "the device's cl_khr_command_buffer has no SVM commands of a known prototype (before 0.9.5)".into(),
                );
            }
            let p = pattern.len();
            if !(p.is_power_of_two() && p <= 128 && ptr.addr() % p == 0) {
                return Err(format!("a {p}-byte USM fill pattern is not one clCommandSVMMemFillKHR takes"));
            }
            // SAFETY: as above.
            plain(unsafe { cb.svm_fill(ptr.addr() as *mut c_void, pattern, *size, w) })
        }
        Cmd::CopyRect { .. } => Err("cl_khr_command_buffer rect copies are not used by syclrt".into()),
        Cmd::Read { .. } | Cmd::ReadRect { .. } => Err("cl_khr_command_buffer has no buffer read command".into()),
        Cmd::Write { .. } | Cmd::WriteRect { .. } | Cmd::WriteOwned { .. } => {
            Err("cl_khr_command_buffer has no buffer write command".into())
        }
    }
}

/// Replays recorded nodes on `queue` after `start`; returns the event of
/// the last of them (a marker over every command). On an in-order queue
/// the append order already satisfies every sync point (each names an
/// earlier command), so no event links the commands: only the first waits
/// for `start` and the last gives the event.
fn replay(nodes: &[Node], queue: &Queue, start: &[Event]) -> CbResult<Event> {
    if nodes.is_empty() {
        return Ok(queue.marker(start)?);
    }
    if cmdbuf::queue_in_order(queue) {
        let mut last = None;
        let n = nodes.len();
        for (i, node) in nodes.iter().enumerate() {
            last = run(&node.cmd, queue, if i == 0 { start } else { &[] }, i + 1 == n)?;
        }
        return last.ok_or(CbError::Operation("the last command gave no event".into()));
    }
    let mut evs: Vec<Event> = Vec::with_capacity(nodes.len());
    for node in nodes {
        let mut wait: Vec<Event> = if node.deps.is_empty() { start.to_vec() } else { Vec::new() };
        wait.extend(node.deps.iter().map(|&d| evs[d as usize].clone()));
        let ev = run(&node.cmd, queue, &wait, true)?;
        evs.push(ev.ok_or(CbError::Operation("a command gave no event".into()))?);
    }
    Ok(queue.marker(&evs)?)
}

fn some(e: Option<Event>, want: bool, call: &'static str) -> CbResult<Option<Event>> {
    if want && e.is_none() {
        return Err(CbError::Cl(ClError::new(CL_OUT_OF_HOST_MEMORY, call)));
    }
    Ok(e)
}

/// Enqueues one recorded command.
fn run(cmd: &Cmd, q: &Queue, wait: &[Event], want: bool) -> CbResult<Option<Event>> {
    match cmd {
        Cmd::Kernel(k) => {
            let d = k.n();
            // The one launch path (`kernel::launch`): on a coarse-grained
            // device with host/shared USM live, a replayed kernel gets the
            // map/unmap bracket as a direct launch does.
            super::kernel::launch(
                q,
                &k.kernel,
                super::kernel::Route::Asked,
                k.offset.as_ref().map(|o| &o[..d]),
                &k.global[..d],
                k.local.as_ref().map(|l| &l[..d]),
                wait,
                want,
            )
            .map_err(|e| match e.cl.clone() {
                Some(c) => CbError::Cl(c),
                None => CbError::Operation(e.into_message()),
            })
        }
        Cmd::UsmMemcpy { dst, src, size } => {
            let (d, s) = (*dst as *mut c_void, *src as *const c_void);
            // SAFETY: pointers the caller keeps valid until the command completes (UR contract).
            unsafe { super::usm::memcpy(q, false, d, s, super::usm::CopyShape::Bytes(*size), wait, want) }
                .map_err(CbError::Usm)
        }
        Cmd::UsmFill { ptr, pattern, size } => {
            super::usm::fill(q, *ptr, pattern, *size, wait, want).map_err(CbError::Usm)
        }
        Cmd::Copy { src, dst, src_off, dst_off, size } => {
            some(q.copy(src, dst, *src_off, *dst_off, *size, wait, want)?, want, "clEnqueueCopyBuffer")
        }
        Cmd::CopyRect { src, dst, rect: Rect { origins: [s, d], region, pitches } } => {
            some(q.copy_rect(src, dst, *s, *d, *region, *pitches, wait, want)?, want, "clEnqueueCopyBufferRect")
        }
        Cmd::Read { buf, off, size, dst } => {
            // SAFETY: the host pointer is the caller's, valid while the buffer runs (UR contract).
            let e = unsafe { q.read(buf, false, *off, *size, *dst as *mut c_void, wait, want) }?;
            some(e, want, "clEnqueueReadBuffer")
        }
        Cmd::Write { buf, off, size, src } => {
            // SAFETY: as above.
            let e = unsafe { q.write(buf, false, *off, *size, *src as *const c_void, wait, want) }?;
            some(e, want, "clEnqueueWriteBuffer")
        }
        Cmd::WriteOwned { buf, off, data } => {
            // SAFETY: the bytes live in the command, which outlives the
            // replay (the command buffer waits for its last one when dropped).
            let e = unsafe { q.write(buf, false, *off, data.len(), data.as_ptr().cast(), wait, want) }?;
            some(e, want, "clEnqueueWriteBuffer")
        }
        Cmd::ReadRect { buf, rect: Rect { origins: [b, h], region, pitches }, dst } => {
            let d = *dst as *mut c_void;
            // SAFETY: as above.
            let e = unsafe { q.read_rect(buf, false, *b, *h, *region, *pitches, d, wait, want) }?;
            some(e, want, "clEnqueueReadBufferRect")
        }
        Cmd::WriteRect { buf, rect: Rect { origins: [b, h], region, pitches }, src } => {
            let s = *src as *const c_void;
            // SAFETY: as above.
            let e = unsafe { q.write_rect(buf, false, *b, *h, *region, *pitches, s, wait, want) }?;
            some(e, want, "clEnqueueWriteBufferRect")
        }
        Cmd::Fill { buf, pattern, off, size } => {
            some(super::fill::fill_buffer(q, buf, pattern, *off, *size, wait, want)?, want, "clEnqueueFillBuffer")
        }
        Cmd::Barrier if want || !wait.is_empty() => Ok(Some(q.marker(wait)?)),
        Cmd::Barrier => Ok(None),
    }
}
