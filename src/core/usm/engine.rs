//! Unified shared memory on every OpenCL device: the one USM engine below
//! the faces (the PI plugin, the Unified Runtime adapter and the C API
//! `syclrt_usm_*`, through `core::usm`). It reaches OpenCL through `cl`'s
//! wrappers only (`cl::svm` for the SVM entry points, `cl::ext`'s Intel USM
//! table); its locks are ranked in `core::usm::rank`.
//!
//! Each device gets a [`Provider`], chosen once from what it offers and
//! from `SYCLRT_USM` (auto, intel, svm, none):
//!
//! - [`Provider::Intel`]: `cl_intel_unified_shared_memory` (Intel's
//!   runtimes). Every call forwards to the extension's entry points.
//! - [`Provider::Svm`]: emulation over OpenCL 2.0 shared virtual memory
//!   (PoCL, and any OpenCL 2.x/3.0 device that reports SVM). Host, device
//!   and shared allocations are `clSVMAlloc` buffers (fine-grained where the
//!   device has it, with atomics where it has those); a process-wide
//!   interval map of live allocations answers "what is this pointer"
//!   (type, base, size, device), which SVM itself cannot. Copies and fills
//!   are `clEnqueueSVMMemcpy`/`clEnqueueSVMMemFill`, kernel arguments
//!   `clSetKernelArgSVMPointer`, indirect access `CL_KERNEL_EXEC_INFO_SVM_PTRS`
//!   (every live allocation of the kernel's context) or the fine-grained
//!   system flag. On a coarse-grained-only device (NVIDIA's OpenCL) host
//!   and shared allocations are kept mapped for the host and unmapped
//!   around every command of their context ([`coarse_around`]; small ones
//!   share SVM blocks, see `Block`); with `SYCLRT_USM_COARSE_HOST=off`
//!   they fail with [`UNSUPPORTED`] and the device reports no host/shared
//!   USM capability.
//! - [`Provider::None`]: neither (e.g. NVIDIA's OpenCL 3.0 without SVM).
//!   Every USM call fails with [`UNSUPPORTED`] (`CL_INVALID_OPERATION`,
//!   which libsycl turns into a `sycl::exception`, never an abort) and a
//!   message; the device reports no USM capability, so libsycl refuses
//!   `malloc_*` with `feature_not_supported` before asking us.
//!
//! Results are `Result<_, UsmError>`: an OpenCL status code (PI's codes are
//! the same numbers) and a message for the face to pass on.
//!
//! Thread safety: the providers and each context's state are kept in the
//! registry (`core::handles`), the allocation map (`core::usm::live`) behind
//! an `RwLock`; OpenCL calls are thread-safe. `free` of the SVM emulation is
//! not blocking (`clSVMFree` does not wait for kernels still using the
//! memory, unlike `clMemBlockingFreeINTEL`): SYCL forbids freeing memory a
//! running kernel uses, so this only matters for incorrect programs.

use super::live::{self, Alloc};
use super::ptr::UsmPtr;
use super::rank::{self, Rank};
use super::serial;
use crate::cl::ext::{self, IntelUsm, UsmKind};
use crate::cl::sys::*;
use crate::cl::{self, svm, Context, DeviceId, Event, Kernel, Queue};
use crate::core::fill;
use crate::core::handles;
use std::collections::{BTreeMap, HashMap};
use std::ffi::c_void;
use std::ptr::{null, null_mut};
use std::sync::{Arc, Mutex, OnceLock, RwLock};

/// The code of "this device has no USM" and of operations a provider
/// cannot do (`CL_INVALID_OPERATION` = `PI_ERROR_INVALID_OPERATION`).
pub const UNSUPPORTED: cl_int = CL_INVALID_OPERATION;

/// `cl_mem_alloc_info_intel` queries (PI uses the same numbers).
pub const ALLOC_TYPE: cl_uint = 0x419A;
pub const ALLOC_BASE_PTR: cl_uint = 0x419B;
pub const ALLOC_SIZE: cl_uint = 0x419C;
pub const ALLOC_DEVICE: cl_uint = 0x419D;
/// `cl_unified_shared_memory_type_intel` answers.
pub const TYPE_UNKNOWN: cl_uint = 0x4196;
pub const TYPE_HOST: cl_uint = 0x4197;
pub const TYPE_DEVICE: cl_uint = 0x4198;
pub const TYPE_SHARED: cl_uint = 0x4199;

/// USM capability bits (`cl_unified_shared_memory_capabilities_intel`, PI's
/// `pi_usm_capabilities`).
pub const CAP_ACCESS: u64 = 1;
pub const CAP_ATOMIC_ACCESS: u64 = 2;
pub const CAP_CONCURRENT_ACCESS: u64 = 4;
pub const CAP_CONCURRENT_ATOMIC_ACCESS: u64 = 8;

const CL_DEVICE_SVM_CAPABILITIES: cl_uint = 0x1053;
const SVM_COARSE_GRAIN_BUFFER: u64 = 1;
const SVM_FINE_GRAIN_BUFFER: u64 = 2;
const SVM_FINE_GRAIN_SYSTEM: u64 = 4;
const SVM_ATOMICS: u64 = 8;
const CL_MEM_SVM_FINE_GRAIN_BUFFER: cl_mem_flags = 1 << 10;
const CL_MEM_SVM_ATOMICS: cl_mem_flags = 1 << 11;
const CL_KERNEL_EXEC_INFO_SVM_PTRS: cl_uint = 0x11B6;
const CL_KERNEL_EXEC_INFO_SVM_FINE_GRAIN_SYSTEM: cl_uint = 0x11B7;
const CL_KERNEL_EXEC_INFO_USM_PTRS_INTEL: cl_uint = 0x4203;
const INDIRECT_ACCESS_INTEL: [cl_uint; 3] = [
    CL_KERNEL_EXEC_INFO_INDIRECT_HOST_ACCESS_INTEL,
    CL_KERNEL_EXEC_INFO_INDIRECT_DEVICE_ACCESS_INTEL,
    CL_KERNEL_EXEC_INFO_INDIRECT_SHARED_ACCESS_INTEL,
];

/// A failed USM operation: the OpenCL (= PI) code and what went wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UsmError {
    pub code: cl_int,
    pub message: String,
}

impl UsmError {
    pub fn new(code: cl_int, message: impl Into<String>) -> Self {
        UsmError { code, message: message.into() }
    }
    fn unsupported(what: impl Into<String>) -> Self {
        UsmError::new(UNSUPPORTED, what)
    }
}

impl std::fmt::Display for UsmError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} ({})", self.message, cl::error_name(self.code))
    }
}

pub type UsmResult<T> = Result<T, UsmError>;

fn check(code: cl_int, what: &str) -> UsmResult<()> {
    if code == CL_SUCCESS {
        Ok(())
    } else {
        Err(UsmError::new(code, format!("{what} failed: {} ({code})", cl::error_name(code))))
    }
}

/// A `cl` wrapper's failure as [`check`] words it.
fn failed(e: cl::ClError, what: &str) -> UsmError {
    UsmError::new(e.code, format!("{what} failed: {} ({})", cl::error_name(e.code), e.code))
}

/// [`failed`] of a result.
fn checked<T>(r: Result<T, cl::ClError>, what: &str) -> UsmResult<T> {
    r.map_err(|e| failed(e, what))
}

/// Which implementation backs a device's USM.
#[derive(Clone, Copy)]
pub enum Provider {
    Intel(&'static IntelUsm),
    /// `coarse_host`: host and shared allocations on a coarse-grained-only
    /// device, kept mapped for the host between commands ([`coarse_around`]).
    Svm {
        fine_grained: bool,
        atomics: bool,
        system: bool,
        coarse_host: bool,
    },
    None,
}

impl std::fmt::Debug for Provider {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl Provider {
    pub fn name(&self) -> &'static str {
        match self {
            Provider::Intel(_) => "intel",
            Provider::Svm { fine_grained: true, .. } => "svm-fine",
            Provider::Svm { .. } => "svm-coarse",
            Provider::None => "none",
        }
    }
    /// Whether the provider can allocate at all.
    pub fn is_some(&self) -> bool {
        !matches!(self, Provider::None)
    }
    fn rank(&self) -> u8 {
        match self {
            Provider::Intel(_) => 3,
            Provider::Svm { fine_grained: true, .. } => 2,
            Provider::Svm { .. } => 1,
            Provider::None => 0,
        }
    }
}

/// A device's USM provider and the capabilities it gives
/// (`CL_DEVICE_*_MEM_CAPABILITIES_INTEL` bits).
#[derive(Debug)]
pub struct DeviceUsm {
    pub provider: Provider,
    pub host: u64,
    pub device: u64,
    pub shared: u64,
    pub cross_shared: u64,
    pub system: u64,
    /// Whether indirect access needs `CL_KERNEL_EXEC_INFO_SVM_PTRS`
    /// ([`indirect_needs_list`]), measured at first use.
    indirect_list: OnceLock<bool>,
}

impl DeviceUsm {
    /// The capability bits of query `param` (0x4190..=0x4194).
    pub fn capability(&self, param: cl_uint) -> Option<u64> {
        Some(match param {
            0x4190 => self.host,
            0x4191 => self.device,
            0x4192 => self.shared,
            0x4193 => self.cross_shared,
            0x4194 => self.system,
            _ => return None,
        })
    }
}

/// `SYCLRT_USM`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    Auto,
    Intel,
    Svm,
    /// SVM used as coarse-grained even where the device has more (tests the
    /// coarse-grained path on PoCL).
    SvmCoarse,
    None,
}

fn mode() -> Mode {
    match crate::config::get().usm.as_deref() {
        None | Some("auto") => Mode::Auto,
        Some("intel") => Mode::Intel,
        Some("svm") => Mode::Svm,
        Some("svm-coarse") => Mode::SvmCoarse,
        Some("none") => Mode::None,
        Some(other) => {
            static WARNED: OnceLock<()> = OnceLock::new();
            WARNED.get_or_init(|| {
                log::warn!("SYCLRT_USM={other:?} is not auto, intel, svm, svm-coarse or none: using auto")
            });
            Mode::Auto
        }
    }
}

/// A device answer of at most 8 bytes (zero-extended).
fn device_u64(d: DeviceId, param: cl_uint) -> Option<u64> {
    d.info::<u64>(param).ok()
}

fn device_has_extension(d: DeviceId, name: &str) -> bool {
    d.info_string(CL_DEVICE_EXTENSIONS).is_ok_and(|s| s.split([' ', '\0']).any(|e| e == name))
}

fn probe(d: DeviceId) -> DeviceUsm {
    let mode = mode();
    let none = || DeviceUsm {
        provider: Provider::None,
        host: 0,
        device: 0,
        shared: 0,
        cross_shared: 0,
        system: 0,
        indirect_list: OnceLock::new(),
    };
    if mode == Mode::None {
        return none();
    }
    if matches!(mode, Mode::Auto | Mode::Intel) && device_has_extension(d, "cl_intel_unified_shared_memory") {
        if let Some(p) = handles::platform_of(d) {
            let t = handles::intel_usm(p);
            if t.clHostMemAllocINTEL.is_some() && t.clMemBlockingFreeINTEL.is_some() {
                let cap = |q| device_u64(d, q).unwrap_or(0);
                return DeviceUsm {
                    provider: Provider::Intel(t),
                    host: cap(0x4190),
                    device: cap(0x4191),
                    shared: cap(0x4192),
                    cross_shared: cap(0x4193),
                    system: cap(0x4194),
                    indirect_list: OnceLock::new(),
                };
            }
        }
    }
    if mode == Mode::Intel {
        return none();
    }
    if !svm::available() {
        return none();
    }
    let svm = device_u64(d, CL_DEVICE_SVM_CAPABILITIES).unwrap_or(0);
    if svm & (SVM_COARSE_GRAIN_BUFFER | SVM_FINE_GRAIN_BUFFER) == 0 {
        return none();
    }
    let forced = mode == Mode::SvmCoarse;
    let fine = svm & SVM_FINE_GRAIN_BUFFER != 0 && !forced;
    let atomics = fine && svm & SVM_ATOMICS != 0;
    let system = svm & SVM_FINE_GRAIN_SYSTEM != 0 && !forced;
    let coarse_host = !fine && coarse_mode();
    let host_side = if coarse_host {
        // The host reaches the memory between commands, never during one.
        CAP_ACCESS
    } else if !fine {
        0
    } else if atomics {
        CAP_ACCESS | CAP_ATOMIC_ACCESS | CAP_CONCURRENT_ACCESS | CAP_CONCURRENT_ATOMIC_ACCESS
    } else {
        CAP_ACCESS | CAP_CONCURRENT_ACCESS
    };
    DeviceUsm {
        provider: Provider::Svm { fine_grained: fine, atomics, system, coarse_host },
        host: host_side,
        device: CAP_ACCESS | if atomics { CAP_ATOMIC_ACCESS } else { 0 },
        shared: host_side,
        cross_shared: 0,
        system: if system { host_side } else { 0 },
        indirect_list: OnceLock::new(),
    }
}

/// The provider of a live allocation's device (its context's for host ones).
fn usm_of(a: &Alloc) -> Option<Provider> {
    // The device of a live allocation, probed before.
    (a.device != 0).then(|| for_device(DeviceId(a.device as cl_device_id)).provider)
}

/// A pool of freed device allocations on coarse-grained-only SVM devices.
///
/// NVIDIA's `clSVMAlloc` + `clSVMFree` cost 0.87 ms for 4 KiB and 18 ms for
/// 40 MB on an H100 (`scripts/usm-nv-probe.py alloc_free_cost`), against
/// 6 us for a kernel launch; dpctl's reductions allocate and free
/// temporaries on every call. Freed device allocations are kept per context
/// and size class (powers of two from 256 bytes to 4 MiB, then multiples of
/// 2 MiB) and handed out again; at most `SYCLRT_USM_POOL` bytes per context
/// (default: no limit, as CuPy's pool; 0 or `off` turns the pool off) are
/// kept, the rest freed. When the driver is out of memory, an allocation
/// gives every pooled allocation of its context back and asks again. A cap
/// made a process's operations slow down with the memory it held: once the
/// pool (1 GiB then) was full, every temporary was a new `clSVMAlloc` and
/// `clSVMFree`, whose cost grows with the size (issue 37: a 4096^2 transpose
/// copy took 39 ms with 800 MB of arrays held, 0.16 ms with 8 MB).
/// A context with pooled memory holds one reference of its own, so the
/// memory stays valid until the pool hands it out again or the process ends.
mod pool {
    use super::*;

    /// A pooled allocation, the markers after the commands enqueued before
    /// its free ([`super::inflight`]): reused once they are complete; and
    /// the context reference it holds.
    struct Entry {
        ptr: usize,
        after: Vec<Event>,
        _ctx: Context,
    }

    /// A pooled host allocation of [`super::host_pool`] (kept mapped) and
    /// the context reference it holds.
    pub(super) struct HostEntry {
        pub(super) ptr: usize,
        _ctx: Context,
    }

    /// One context's pooled memory: device allocations by size class, and
    /// the host allocations of [`super::host_pool`]. Kept in the context's
    /// [`super::CtxState`].
    #[derive(Default)]
    pub(super) struct Ctx {
        free: HashMap<usize, Vec<Entry>>,
        bytes: usize,
        pub(super) host: HashMap<usize, Vec<HostEntry>>,
        pub(super) host_bytes: usize,
    }

    /// Context `c`'s pool, locked (taken alone: `rank`).
    pub(super) fn of(c: &Context) -> Arc<super::CtxState> {
        super::state(c)
    }

    /// A new reference to `c` for a pooled entry; None when the driver refuses.
    pub(super) fn reference(c: &Context) -> Option<Context> {
        // SAFETY: a live context (the wrapper's): one more reference, the entry's.
        unsafe { Context::from_borrowed(c.raw()) }.ok()
    }

    fn limit() -> usize {
        match crate::config::get().usm_pool.as_deref() {
            None | Some("auto" | "on") => usize::MAX,
            Some("off") => 0,
            Some(v) => v.parse().unwrap_or(usize::MAX),
        }
    }

    /// Every pooled allocation of context `c`, taken out of the pool (for
    /// the caller to free when the driver is out of memory).
    pub(super) fn drain(c: &Context) -> Vec<*mut c_void> {
        let st = of(c);
        let mut g = rank::lock(&st.pool, Rank::Pool);
        let entries: Vec<Entry> = g.free.drain().flat_map(|(_, v)| v).collect();
        g.bytes = 0;
        drop(g);
        let mut out = Vec::with_capacity(entries.len());
        for e in &entries {
            // Out of memory: the host waits for the commands before each free.
            super::inflight::wait(&e.after, std::time::Duration::from_secs(10));
            out.push(e.ptr as *mut c_void);
        }
        // The markers and the references taken when each was pooled.
        drop(entries);
        out
    }

    pub(super) fn on() -> bool {
        limit() > 0
    }

    /// The size class of `size` bytes (what is allocated for it).
    pub(super) fn class(size: usize) -> usize {
        if size <= 256 {
            256
        } else if size <= 4 << 20 {
            size.next_power_of_two()
        } else {
            size.div_ceil(2 << 20) * (2 << 20)
        }
    }

    /// A pooled allocation of class `cap` in context `c`, aligned to `alignment`.
    pub(super) fn take(c: &Context, cap: usize, alignment: u32) -> Option<*mut c_void> {
        let st = of(c);
        let mut g = rank::lock(&st.pool, Rank::Pool);
        let list = g.free.get_mut(&cap)?;
        let fits = |e: &Entry| alignment == 0 || e.ptr % alignment as usize == 0;
        // One whose commands are done, else the oldest (waited for below).
        let i = list
            .iter()
            .position(|e| fits(e) && super::inflight::done(&e.after))
            .or_else(|| list.iter().position(fits))?;
        let e = list.remove(i);
        g.bytes -= cap;
        drop(g);
        // The commands enqueued before its free (dpnp's next operation waits
        // here for the previous one's kernel rather than paying a new
        // allocation, which costs about 1 ms on NVIDIA). Past the limit (a
        // marker behind a command that waits for the host) it goes back.
        if !super::inflight::wait(&e.after, std::time::Duration::from_secs(2)) {
            let mut g = rank::lock(&st.pool, Rank::Pool);
            g.free.entry(cap).or_default().push(e);
            g.bytes += cap;
            return None;
        }
        // The markers and the reference taken when it was pooled go with `e`.
        Some(e.ptr as *mut c_void)
    }

    /// Keeps a freed allocation of class `cap`, reused once `after` is
    /// complete; `after` back when the pool is full.
    pub(super) fn give(c: &Context, p: *mut c_void, cap: usize, after: Vec<Event>) -> Result<(), Vec<Event>> {
        let st = of(c);
        let mut g = rank::lock(&st.pool, Rank::Pool);
        if g.bytes.saturating_add(cap) > limit() {
            return Err(after);
        }
        let Some(own) = reference(c) else { return Err(after) };
        g.free.entry(cap).or_default().push(Entry { ptr: p as usize, after, _ctx: own });
        g.bytes += cap;
        Ok(())
    }

    impl HostEntry {
        pub(super) fn new(ptr: usize, ctx: Context) -> HostEntry {
            HostEntry { ptr, _ctx: ctx }
        }
    }

    /// Bytes pooled for context `c` (tests).
    pub fn pooled_bytes(c: &Context) -> usize {
        handles::get::<super::CtxState>(c.raw() as usize).map_or(0, |st| rank::lock(&st.pool, Rank::Pool).bytes)
    }
}

pub use pool::pooled_bytes;

/// Freed coarse-grained host allocations, kept mapped for the host and
/// handed out again (issue 37: on NVIDIA a host allocation cost about
/// 0.83 ms of `clSVMAlloc` and a blocking map, and its free 0.65 ms of
/// unmap, finish and `clSVMFree`; dpctl makes one or more small host
/// vectors of packed shapes and strides for every indexing call, so `take`,
/// `put` and `mean` paid that on every call). An allocation comes here only
/// from [`coarse_release`], after every map-back of its context completed:
/// no command uses it and the host owns it, as when it was new. Per
/// context and size class up to [`host_pool::MAX_CLASS`], at most
/// [`host_pool::LIMIT`] bytes, in the context's pool ([`pool::Ctx`]). On by
/// default (measured on NVIDIA, docs/ptx.md);
/// `SYCLRT_USM_HOST_POOL=off` turns it off, `SYCLRT_USM_POOL=off` with the
/// device pool. Each pooled allocation holds a reference to its context.
mod host_pool {
    use super::*;

    /// The largest size class kept.
    pub(super) const MAX_CLASS: usize = 1 << 20;
    /// Bytes kept per context.
    pub(super) const LIMIT: usize = 64 << 20;

    /// Whether a host allocation of `size` bytes is made at its class size
    /// and pooled when freed.
    pub(super) fn takes(size: usize) -> bool {
        crate::config::get().usm_host_pool && pool::on() && pool::class(size) <= MAX_CLASS
    }

    /// A pooled allocation of class `cap`, aligned to `alignment`.
    pub(super) fn take(c: &Context, cap: usize, alignment: u32) -> Option<*mut c_void> {
        let st = pool::of(c);
        let mut g = rank::lock(&st.pool, Rank::Pool);
        let list = g.host.get_mut(&cap)?;
        let i = list.iter().position(|e| alignment == 0 || e.ptr % alignment as usize == 0)?;
        let e = list.swap_remove(i);
        g.host_bytes -= cap;
        drop(g);
        // The reference taken when it was pooled goes with `e`.
        Some(e.ptr as *mut c_void)
    }

    /// Keeps `p` (class `cap`, mapped, used by no command); false when full.
    pub(super) fn give(c: &Context, p: usize, cap: usize) -> bool {
        let st = pool::of(c);
        let mut g = rank::lock(&st.pool, Rank::Pool);
        if g.host_bytes.saturating_add(cap) > LIMIT {
            return false;
        }
        let Some(own) = pool::reference(c) else { return false };
        g.host.entry(cap).or_default().push(pool::HostEntry::new(p, own));
        g.host_bytes += cap;
        true
    }

    /// Allocations pooled for context `c`, each holding a reference to it (tests).
    pub fn pooled_host_count(c: &Context) -> usize {
        handles::get::<super::CtxState>(c.raw() as usize)
            .map_or(0, |st| rank::lock(&st.pool, Rank::Pool).host.values().map(Vec::len).sum())
    }
}

pub use host_pool::pooled_host_count;

/// One context's USM state, kept in the registry (`core::handles`) under
/// the context's handle: its coarse-grained allocations and lazy state, and
/// its pool. Each behind its own lock ([`rank`]).
#[derive(Default)]
pub(super) struct CtxState {
    coarse: Mutex<CoarseCtx>,
    pool: Mutex<pool::Ctx>,
}

/// Context `c`'s state, made at first use.
fn state(c: &Context) -> Arc<CtxState> {
    handles::get_or_insert_with::<CtxState>(c.raw() as usize, CtxState::default)
}

/// `SYCLRT_USM_COARSE_HOST`: host and shared USM on coarse-grained-only
/// devices through the map/unmap protocol (auto/on: yes; off: no, they are
/// `UNSUPPORTED`).
fn coarse_mode() -> bool {
    !matches!(crate::config::get().usm_coarse_host.as_deref(), Some("off" | "0" | "no"))
}

// ---------------------------------------------------------------------------
// Host and shared USM on coarse-grained SVM (NVIDIA's OpenCL: capabilities
// 0x1). Coarse-grained SVM is the host's only between `clEnqueueSVMMap` and
// `clEnqueueSVMUnmap` and the device's only outside them; measured on an
// H100 (scripts/usm-nv-probe.py): host stores without a map are not seen by
// a kernel, nor a kernel's stores by the host, though the pages are there.
// USM's contract is plain pointers, so syclrt keeps every such allocation
// mapped for the host whenever the host may look, and unmapped while
// commands that may touch USM memory (kernel launches, USM copies and
// fills) run in its context.
//
// Eager bracket (USM copies and fills, blocking commands, and launches that
// wait on events syclrt cannot see through):
//
//     unmap every mapped one (after the command's wait list and the previous
//     maps) -> the command -> map every one again (after it)
//
// and the command's event is a marker after those maps, so a caller that
// waits for it may touch the memory again.
//
// Lazy (`SYCLRT_USM_COARSE_SYNC=lazy`; kernel launches whose wait list is
// complete or lazy itself): the first launch
// unmaps, later launches run with the allocations still unmapped, and the
// maps are enqueued (after every launch since the unmap) only when the host
// may look: a host wait on an event or queue of the context
// (`core::wait`, which enqueues the maps first and waits for them with its
// own events), an event status query that answers complete
// (`core::event::info_bytes`, `core::event::status`), any eager command, or a free. Measured on
// an H100 with dpnp's three live host allocations: a launch's calls take
// about 130 us eagerly and 30 us lazily, but dpnp's add and sum are no
// faster lazily (the eager maps run on the GPU behind the launch while the
// lazy ones cost a round trip at the wait; docs/ptx.md), and an event's
// completion alone does not hand the memory back to the host (a completion
// callback that reads it would see stale data), so eager is the default. A
// command that waits on a
// user event or another unfinished command outside the lazy chain takes the
// eager bracket, so a host wait never waits for work that waits for the
// host. Brackets of one context are chained (each unmap waits for the
// previous maps), so two queues never unmap the same range twice.

/// One coarse-grained range the protocol maps and unmaps: a host/shared
/// allocation of its own, or a block of small ones ([`Block`]); base, size
/// (for a block: the mapped extent, its used part), and whether it is
/// mapped for the host now.
struct CoarseAlloc {
    base: usize,
    size: usize,
    mapped: bool,
    /// A block of sub-allocations (one context reference of its own).
    block: Option<Block>,
    /// The thread that allocated it, until that thread enqueues a command
    /// or a command names the allocation ([`Touches`]): the host may be
    /// writing it now, so another thread's launch leaves it mapped.
    fresh: Option<std::thread::ThreadId>,
}

impl CoarseAlloc {
    /// Whether `[p, p + n)` overlaps this range (a block: its whole capacity).
    fn overlaps(&self, p: usize, n: usize) -> bool {
        let end = self.base + self.block.as_ref().map_or(self.size, |b| b.cap);
        p < end && self.base < p.saturating_add(n.max(1))
    }
}

/// What a command inside the coarse-grained protocol may touch.
#[derive(Clone, Copy, Debug)]
pub enum Touches<'a> {
    /// A kernel launch: any allocation, also through pointers stored in
    /// memory; every allocation but those another thread has just made and
    /// not yet handed to a command (see `CoarseAlloc::fresh`).
    All,
    /// A USM copy or fill: these (start, bytes) ranges only. Only the
    /// allocations they overlap are unmapped and mapped again, so the host
    /// keeps every other allocation (one it is writing, on another thread)
    /// while the command runs.
    Ranges(&'a [(usize, usize)]),
}

impl Touches<'_> {
    /// Whether the command names `a` (a copy or fill overlapping it).
    fn names(&self, a: &CoarseAlloc) -> bool {
        match self {
            Touches::All => false,
            Touches::Ranges(r) => r.iter().any(|&(p, len)| a.overlaps(p, len)),
        }
    }
}

// Small host/shared allocations share SVM blocks (`SYCLRT_USM_COARSE_BLOCK`).
//
// Why: libsycl and dpctl make three 1-byte `urUSMHostAlloc` allocations at
// start-up and never free them. Each was one SVM allocation, so every
// bracket enqueued three unmaps and three maps; measured on an H100
// (NVIDIA's OpenCL, driver 580), each `urEnqueueKernelLaunchWithArgsExp` of
// dpnp's `dpt.sum` of 10^8 float32 (three launches) took 134-168 us on the
// host: NVIDIA's unmap and map cost tens of microseconds each and the next
// unmap waits for the previous map, so the host serializes with the GPU.
// Allocations of at most `SUB_MAX` bytes (alignment at most `SUB_MAX_ALIGN`)
// now come from a `BLOCK_SIZE` SVM allocation of the context, first fit, so a
// bracket maps and unmaps one range per block. Only the block's used extent
// (`CoarseAlloc::size`, whole pages) is mapped, so a bracket copies what the
// sub-allocations need, not 2 MiB (a coarse-grained map may copy its range).
// A sub-allocation is an allocation of its own everywhere else: the live map
// holds its start and requested size (pointer queries, range checks, kernel
// arguments: OpenCL takes any address inside an SVM allocation), and `free`
// returns its range to the block; the block's SVM memory is unmapped and
// freed, and its context reference released, when its last sub-allocation
// goes. A new sub-allocation is handed out only while the host owns the
// blocks (a lazy run mapped back, the last bracket's maps complete), since
// the host may write it at once.

/// Largest sub-allocated size, and alignment.
const SUB_MAX: usize = 64 << 10;
const SUB_MAX_ALIGN: usize = 4096;
/// Size of a block; sub-allocations start at multiples of `SUB_GRAIN`
/// bytes (the driver's default SVM alignment) and take whole grains.
const BLOCK_SIZE: usize = 2 << 20;
const SUB_GRAIN: usize = 128;
/// The mapped extent of a block grows in pages.
const EXTENT_GRAIN: usize = 4096;

/// The sub-allocations of a block: start address -> bytes reserved.
struct Block {
    cap: usize,
    used: BTreeMap<usize, usize>,
    /// The block's own reference to its context.
    ctx: Context,
}

impl Block {
    /// The first start of `len` bytes aligned to `align` that is free in the
    /// block at `base`.
    fn fit(&self, base: usize, len: usize, align: usize) -> Option<usize> {
        let mut cur = base;
        for (&s, &l) in &self.used {
            let p = cur.next_multiple_of(align);
            if p + len <= s {
                return Some(p);
            }
            cur = s + l;
        }
        let p = cur.next_multiple_of(align);
        (p + len <= base + self.cap).then_some(p)
    }
}

/// `SYCLRT_USM_COARSE_BLOCK`: small coarse-grained host/shared allocations
/// from shared blocks (auto/on) or each its own SVM allocation (off).
///
/// Off unless asked for: on NVIDIA's OpenCL (H200, driver 580.159.04) data
/// the host wrote into sub-allocations of a block did not reach the device
/// (dpnp's `take` of 8 floats read zeros for its packed shapes and strides,
/// so take, put, fancy indexing and sorting returned wrong values and the
/// boolean-mask kernels faulted); with every allocation its own SVM
/// allocation the same checks are exact, and with 64 KiB blocks always
/// mapped whole they were wrong again (issue 37, docs/ptx.md). The cause
/// inside the driver is not known, so blocks stay opt-in (`on`).
fn block_mode() -> bool {
    matches!(crate::config::get().usm_coarse_block.as_deref(), Some("on" | "1" | "yes"))
}

/// Per context: its coarse-grained host/shared allocations, the map events
/// of the last map-back, and the lazy state (in the context's [`CtxState`]).
#[derive(Default)]
struct CoarseCtx {
    allocs: Vec<CoarseAlloc>,
    last: Vec<Event>,
    lazy: Option<Lazy>,
}

/// Allocations unmapped for a run of lazy launches: the unmap events every
/// later command waits on, the launches since (the map-back waits on them),
/// and the queue the map-back goes to.
struct Lazy {
    unmaps: Vec<Event>,
    pending: Vec<Event>,
    queue: Queue,
}

static COARSE_LIVE: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// Set for good before the first of what a launch's USM steps look at
/// exists: a kernel's indirect-access list (`indirect::set`), an SVM
/// allocation (`inflight::SVM_USED`), a coarse-grained allocation
/// (`COARSE_LIVE`). Each store comes before the flag or count it guards,
/// so a launch ordered after that flag or count sees this one too; until
/// then a launch tests one flag, not three.
static LAUNCH_STEPS: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Whether a launch must take its USM steps ([`before_launch`],
/// [`note_queue`], [`coarse_active`]): false until this process made an
/// indirect-access list, an SVM allocation or a coarse-grained one.
#[inline]
pub(crate) fn launch_steps() -> bool {
    LAUNCH_STEPS.load(std::sync::atomic::Ordering::Acquire)
}

/// Turns the launch's USM steps on (before the state they look at is made).
fn launch_steps_on() {
    LAUNCH_STEPS.store(true, std::sync::atomic::Ordering::Release);
}
/// Maps and unmaps enqueued by the protocol (tests count them).
static COARSE_MAPS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
static COARSE_UNMAPS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
/// Queues [`own_queue`] made (the allocation failure's message).
static OWN_QUEUES: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
/// Fresh allocations another thread's launches left mapped (tests).
static COARSE_FRESH_SKIPS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// How many times a launch left another thread's fresh allocation mapped.
pub fn coarse_fresh_skips() -> usize {
    COARSE_FRESH_SKIPS.load(std::sync::atomic::Ordering::Relaxed)
}

/// (unmaps, maps) the coarse-grained protocol has enqueued in this process.
pub fn coarse_counters() -> (usize, usize) {
    use std::sync::atomic::Ordering::Relaxed;
    (COARSE_UNMAPS.load(Relaxed), COARSE_MAPS.load(Relaxed))
}

/// Contexts in the lazy state (the host-wait hooks' fast path).
static COARSE_LAZY: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// Whether any coarse-grained host or shared allocation is live (the fast path's test).
#[inline]
pub fn coarse_active() -> bool {
    COARSE_LIVE.load(std::sync::atomic::Ordering::Acquire) != 0
}

/// Whether some context has lazy launches whose maps are still to come.
#[inline]
pub fn coarse_lazy_any() -> bool {
    COARSE_LAZY.load(std::sync::atomic::Ordering::Acquire) != 0
}

/// `SYCLRT_USM_COARSE_SYNC`: eager (default) or lazy.
fn lazy_mode() -> bool {
    static LAZY: OnceLock<bool> = OnceLock::new();
    *LAZY.get_or_init(|| matches!(crate::config::get().usm_coarse_sync.as_deref(), Some("lazy")))
}

/// Wait lists joined into one, borrowed: the events' handles side by
/// side, as the driver takes a list, with no reference taken or released
/// (a bracket joins the caller's list with its own events on every
/// command); alive while the lists it borrows are.
struct Joined<'a> {
    raw: Vec<cl_event>,
    lists: std::marker::PhantomData<&'a [Event]>,
}

impl<'a> Joined<'a> {
    fn of(lists: &[&'a [Event]]) -> Joined<'a> {
        let mut raw = Vec::with_capacity(lists.iter().map(|l| l.len()).sum());
        raw.extend(lists.iter().flat_map(|l| l.iter().map(Event::raw)));
        Joined { raw, lists: std::marker::PhantomData }
    }

    fn push(&mut self, list: &'a [Event]) {
        self.raw.extend(list.iter().map(Event::raw));
    }

    fn events(&self) -> &[Event] {
        // SAFETY: every handle is one of an `Event` borrowed for `'a`,
        // which outlives `self`.
        unsafe { Event::borrow_list(self.raw.as_ptr(), self.raw.len()) }
    }
}

/// A queue of our own on `dev` for a blocking map or unmap, used once.
fn own_queue(c: &Context, dev: DeviceId) -> UsmResult<Queue> {
    OWN_QUEUES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    Queue::create(c, dev, 0).map_err(|e| UsmError::new(e.code, "clCreateCommandQueue"))
}

/// Maps `size` bytes at `p` for the host on a queue of our own, blocking;
/// with `unmap_first`, unmaps `p` first (a mapped range that grows).
///
/// # Safety
/// `dev` is a device of `c`, `p` an SVM allocation of at least `size`
/// bytes in `c` (mapped when `unmap_first`, and no command uses it).
unsafe fn map_blocking(c: &Context, dev: DeviceId, p: *mut c_void, size: usize, unmap_first: bool) -> UsmResult<()> {
    let x = ext::core_extra();
    if x.clEnqueueSVMMap.is_none() {
        return Err(no_usm("clEnqueueSVMMap"));
    }
    if x.clEnqueueSVMUnmap.is_none() {
        return Err(no_usm("clEnqueueSVMUnmap"));
    }
    let q = own_queue(c, dev)?;
    let mut r = Ok(());
    if unmap_first {
        // SAFETY: a mapped SVM range of `c` (caller contract) on a queue of `c`; no events.
        r = unsafe { serial::unmap(&q, p, &[], false) }.map(drop);
    }
    if r.is_ok() {
        // SAFETY: `p` is `size` bytes of SVM of `c` (caller contract); blocking
        // (in order after the unmap), no events.
        r = unsafe { serial::map(&q, true, CL_MAP_READ | CL_MAP_WRITE, p, size, &[], false) }.map(drop);
    }
    drop(q);
    checked(r, if unmap_first { "clEnqueueSVMUnmap/clEnqueueSVMMap of a growing block" } else { "clEnqueueSVMMap" })
}

/// Maps a new coarse-grained allocation (or block) for the host and records it.
///
/// # Safety
/// `dev` is a device of `c`, `p` an SVM allocation of at least `size` bytes in `c`.
unsafe fn coarse_map_new(
    c: &Context,
    dev: DeviceId,
    p: *mut c_void,
    size: usize,
    block: Option<Block>,
) -> UsmResult<()> {
    // SAFETY: caller contract.
    unsafe { map_blocking(c, dev, p, size, false)? };
    coarse_register(c, p, size, block);
    Ok(())
}

/// Records a coarse-grained allocation the host holds mapped (new, or
/// back from [`host_pool`]).
fn coarse_register(c: &Context, p: *mut c_void, size: usize, block: Option<Block>) {
    let cs = state(c);
    let mut g = rank::lock(&cs.coarse, Rank::Coarse);
    // A block is shared by every thread's small allocations: never fresh.
    let fresh = block.is_none().then(|| std::thread::current().id());
    g.allocs.push(CoarseAlloc { base: p as usize, size, mapped: true, block, fresh });
    launch_steps_on();
    COARSE_LIVE.fetch_add(1, std::sync::atomic::Ordering::AcqRel);
}

/// Whether event `e` is complete (an error status, or a failed query, counts: it will not run).
fn event_done(e: &Event) -> bool {
    e.status().map_or(true, |st| st <= CL_COMPLETE)
}

/// A sub-allocation of `size` bytes aligned to `alignment` from a block of
/// context `c`, once the host owns the blocks; None when no block has room.
fn sub_take(c: &Context, dev: DeviceId, size: usize, alignment: u32) -> UsmResult<Option<*mut c_void>> {
    let align = (alignment as usize).max(SUB_GRAIN);
    let len = size.next_multiple_of(SUB_GRAIN);
    let Some(cs) = handles::get::<CtxState>(c.raw() as usize) else { return Ok(None) };
    let mut waited = false;
    loop {
        let mut g = rank::lock(&cs.coarse, Rank::Coarse);
        if !g.allocs.iter().any(|a| a.block.is_some()) {
            return Ok(None);
        }
        let st: &mut CoarseCtx = &mut g;
        // The host writes a new allocation at once: the blocks must be the
        // host's, so a lazy run is mapped back and the last maps waited for
        // (without the lock the first time, under it after that, so
        // another thread's launches cannot keep this waiting).
        drop(end_lazy(st));
        let busy: Vec<Event> = st.last.iter().filter(|e| !event_done(e)).cloned().collect();
        if !busy.is_empty() {
            if waited {
                let _ = Event::wait_blocking(&busy);
            } else {
                drop(g);
                let _ = Event::wait_blocking(&busy);
                waited = true;
                continue;
            }
        }
        for a in st.allocs.iter_mut().filter(|a| a.mapped) {
            let Some(b) = a.block.as_mut() else { continue };
            let Some(p) = b.fit(a.base, len, align) else { continue };
            let end = p + len - a.base;
            if end > a.size {
                // Past the mapped extent: map the grown extent (the host
                // owns the block, so nothing runs on it).
                let grown = end.next_multiple_of(EXTENT_GRAIN).min(b.cap);
                // SAFETY: `dev` is a device of `c`; a mapped block of `b.cap` bytes of `c`.
                if let Err(e) = unsafe { map_blocking(c, dev, a.base as *mut c_void, grown, true) } {
                    // The unmap may have gone through: taken as unmapped, so
                    // no sub-allocation comes from it until a bracket maps it again.
                    a.mapped = false;
                    return Err(e);
                }
                a.size = grown;
            }
            b.used.insert(p, len);
            return Ok(Some(p as *mut c_void));
        }
        return Ok(None);
    }
}

/// A sub-allocation from a new block of context `c` (allocated with
/// `flags`, mapped, holding one context reference); None when the driver
/// gives no block (the caller allocates on its own then).
fn sub_new_block(
    c: &Context,
    dev: DeviceId,
    flags: cl_mem_flags,
    size: usize,
    alignment: u32,
) -> UsmResult<Option<*mut c_void>> {
    let base = serial::alloc(c, flags, BLOCK_SIZE, 0);
    if base.is_null() {
        return Ok(None);
    }
    // The block's own context reference.
    let Some(own) = pool::reference(c) else {
        // SAFETY: allocated above, never handed out.
        unsafe { serial::free(c, base) };
        return Ok(None);
    };
    let mut b = Block { cap: BLOCK_SIZE, used: BTreeMap::new(), ctx: own };
    let len = size.next_multiple_of(SUB_GRAIN);
    let Some(p) = b.fit(base as usize, len, (alignment as usize).max(SUB_GRAIN)) else {
        // SAFETY: allocated above, never handed out.
        unsafe { serial::free(c, base) };
        return Ok(None);
    };
    b.used.insert(p, len);
    let extent = (p + len - base as usize).next_multiple_of(EXTENT_GRAIN);
    // SAFETY: `dev` is a device of `c`; `base` holds `BLOCK_SIZE` >= `extent` bytes of `c`.
    if let Err(e) = unsafe { coarse_map_new(c, dev, base, extent, Some(b)) } {
        // SAFETY: allocated above, never handed out (the block's reference
        // went with the block).
        unsafe { serial::free(c, base) };
        return Err(e);
    }
    Ok(Some(p as *mut c_void))
}

/// One block as [`coarse_blocks`] shows it: base, mapped extent, and the
/// sub-allocations (start, bytes reserved).
pub type BlockView = (usize, usize, Vec<(usize, usize)>);

/// Blocks of coarse-grained sub-allocations of context `c` (tests).
pub fn coarse_blocks(c: &Context) -> Vec<BlockView> {
    let Some(cs) = handles::get::<CtxState>(c.raw() as usize) else { return Vec::new() };
    let g = rank::lock(&cs.coarse, Rank::Coarse);
    g.allocs
        .iter()
        .filter_map(|a| a.block.as_ref().map(|b| (a.base, a.size, b.used.iter().map(|(&s, &l)| (s, l)).collect())))
        .collect()
}

/// Ranges the coarse-grained protocol maps and unmaps for context `c`
/// (blocks and allocations of their own; tests).
pub fn coarse_ranges(c: &Context) -> usize {
    handles::get::<CtxState>(c.raw() as usize).map_or(0, |cs| rank::lock(&cs.coarse, Rank::Coarse).allocs.len())
}

/// Records new map events and drops the ones already complete: `st.last`
/// holds every map that may still be outstanding, of any range, since a
/// copy or fill maps back only the ranges it touched.
fn note_maps(st: &mut CoarseCtx, maps: Vec<Event>) {
    st.last.retain(|e| !event_done(e));
    st.last.extend(maps);
}

/// Ends the lazy state of `st`: maps every unmapped allocation again on the
/// lazy queue after every pending launch; the maps become `st.last`.
/// Returns new references to the map events (for a caller that waits).
fn end_lazy(st: &mut CoarseCtx) -> Vec<Event> {
    let Some(lz) = st.lazy.take() else { return Vec::new() };
    COARSE_LAZY.fetch_sub(1, std::sync::atomic::Ordering::AcqRel);
    let after: &[Event] = if lz.pending.is_empty() { &lz.unmaps } else { &lz.pending };
    let mut maps: Vec<Event> = Vec::new();
    if ext::core_extra().clEnqueueSVMMap.is_some() {
        for a in st.allocs.iter_mut().filter(|a| !a.mapped) {
            // SAFETY: an unmapped SVM range of the lazy queue's context;
            // `after` are events `lz` holds.
            let r = unsafe {
                serial::map(&lz.queue, false, CL_MAP_READ | CL_MAP_WRITE, a.base as *mut c_void, a.size, after, true)
            };
            match r {
                Ok(e) => {
                    a.mapped = true;
                    maps.extend(e);
                    COARSE_MAPS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                }
                Err(e) => log::warn!(
                    "clEnqueueSVMMap after lazy launches failed ({}): the host may not see the device's writes",
                    e.code
                ),
            }
        }
    }
    // The maps are enqueued; our references to the lazy queue and its events go.
    let _ = lz.queue.flush();
    drop(lz);
    note_maps(st, maps.clone());
    maps
}

/// The host is about to look at context `c`'s coarse-grained allocations:
/// if lazy launches left them unmapped, enqueues their maps (after every
/// such launch) and returns the map events for the caller to wait on,
/// together with whatever it waits for: so the maps run right behind the
/// launches instead of after the host's wait returns (`core::wait`'s
/// hand-back).
pub(crate) fn handback(c: &Context) -> Vec<Event> {
    if COARSE_LAZY.load(std::sync::atomic::Ordering::Acquire) == 0 {
        return Vec::new();
    }
    let Some(cs) = handles::get::<CtxState>(c.raw() as usize) else { return Vec::new() };
    let mut g = rank::lock(&cs.coarse, Rank::Coarse);
    end_lazy(&mut g)
}

/// The host may look at context `c`'s coarse-grained allocations now:
/// [`handback`] and a wait for its maps (complete status answers).
fn coarse_sync(c: &Context) {
    let maps = handback(c);
    let _ = Event::wait_blocking(&maps);
}

/// [`coarse_sync`] for the context of event `e`.
pub(crate) fn coarse_sync_event(e: &Event) {
    if COARSE_LAZY.load(std::sync::atomic::Ordering::Acquire) == 0 {
        return;
    }
    if let Ok(c) = e.context_raw() {
        if !c.is_null() {
            // SAFETY: the event's context, alive while the event is.
            coarse_sync(unsafe { Context::borrow(&c) });
        }
    }
}

/// What `free` releases after [`coarse_release`].
enum Release {
    /// Not a coarse-grained host or shared allocation: `clSVMFree` of the
    /// pointer once the commands enqueued before the free are done.
    NotCoarse,
    /// `clSVMFree` of the pointer itself (its commands are done: the last
    /// bracket's maps, which follow them, were waited for).
    Whole,
    /// A sub-allocation went back to its block, which lives on.
    Kept,
    /// The last sub-allocation of a block went: `clSVMFree` of the block at
    /// this base, then its context reference (the one given here).
    Block(usize, Context),
    /// Kept mapped in [`host_pool`].
    Pooled,
}

/// Forgets a coarse-grained allocation before it is freed: waits for the
/// commands that may still use it and unmaps it (nothing for other
/// allocations). A sub-allocation goes back to its block; the block's
/// range is unmapped when it was the last one.
///
/// # Safety
/// `p` is a live allocation of `c`.
unsafe fn coarse_release(c: &Context, p: *mut c_void, poolable: Option<usize>) -> Release {
    let Some(cs) = handles::get::<CtxState>(c.raw() as usize) else { return Release::NotCoarse };
    let mut g = rank::lock(&cs.coarse, Rank::Coarse);
    let st: &mut CoarseCtx = &mut g;
    let sub = st.allocs.iter().position(|a| a.block.as_ref().is_some_and(|b| b.used.contains_key(&(p as usize))));
    let i = match sub {
        Some(i) => {
            let b = st.allocs[i].block.as_mut().expect("a block (found above)");
            b.used.remove(&(p as usize));
            if !b.used.is_empty() {
                // Nothing to unmap or free; a free still ends a lazy run,
                // as for an allocation of its own.
                drop(end_lazy(st));
                return Release::Kept;
            }
            i
        }
        None => match st.allocs.iter().position(|a| a.block.is_none() && a.base == p as usize) {
            Some(i) => i,
            None => return Release::NotCoarse,
        },
    };
    // The map-back first, so the other allocations are the host's again
    // and every command that used this one is among the events waited for.
    drop(end_lazy(st));
    let CoarseAlloc { base, size, mapped, block, .. } = st.allocs.remove(i);
    COARSE_LIVE.fetch_sub(1, std::sync::atomic::Ordering::AcqRel);
    // The outstanding map-backs (among them every one of this allocation's,
    // which no later bracket can name now), waited for after the lock: a
    // wait under it held every other thread's brackets (each launch of the
    // process) for as long (250 us in a dpnp `mean` on the H200).
    let last: Vec<Event> = st.last.clone();
    drop(g);
    let _ = Event::wait_blocking(&last);
    drop(last);
    let freed = match block {
        Some(b) => Release::Block(base, b.ctx),
        None => Release::Whole,
    };
    if !mapped {
        return freed;
    }
    // Its map-backs are complete (waited for above): the host owns it and
    // no command uses it. A host allocation made at its class size stays
    // mapped for the next one.
    if let (Some(cap), Release::Whole) = (poolable, &freed) {
        if size == cap && host_pool::give(c, base, cap) {
            return Release::Pooled;
        }
    }
    let Some(dev) = c.devices().ok().and_then(|d| d.first().copied()) else { return freed };
    if ext::core_extra().clEnqueueSVMUnmap.is_none() {
        return freed;
    }
    if let Ok(q) = own_queue(c, dev) {
        // SAFETY: a mapped SVM range of `c`; then the queue is drained and released.
        let _ = unsafe { serial::unmap(&q, base as *mut c_void, &[], false) };
        let _ = q.finish();
    }
    freed
}

/// Whether every event of `given` lets a launch stay lazy: complete
/// already, or a lazy launch itself (so a later host wait, which waits for
/// every pending launch, never waits for the host).
fn lazy_safe(given: &[Event], lz: Option<&Lazy>) -> bool {
    given.iter().all(|e| {
        lz.is_some_and(|l| l.pending.iter().any(|p| p.raw() == e.raw())) || e.status().is_ok_and(|st| st == CL_COMPLETE)
    })
}

/// Runs the command `f` (which takes a wait list and whether to return its
/// event; inside a bracket always asked for it) inside the coarse-grained
/// protocol of `q`'s context (see above); with no coarse-grained host or
/// shared allocation, `f` alone with the caller's list and `want`.
/// `touches`: what the command may reach; a kernel launch
/// ([`Touches::All`]) may run lazily. With `want`, returns the event the
/// caller may wait for; `blocking` waits for the maps too.
///
/// Why not every range for a copy: NVIDIA's map copies the device's bytes
/// over the host's, so a host write into an allocation between its unmap
/// and its map-back is lost. dpctl writes a fresh host vector (the packed
/// shapes and strides of an indexing kernel) right after allocating it,
/// while commands from its host-task threads run; a bracket that unmapped
/// that vector too gave the kernel zeros (issue 37).
pub(crate) fn coarse_around(
    q: &Queue,
    wait: &[Event],
    want: bool,
    blocking: bool,
    touches: Touches<'_>,
    f: impl FnOnce(&[Event], bool) -> UsmResult<Option<Event>>,
) -> UsmResult<Option<Event>> {
    let launch = matches!(touches, Touches::All);
    if !coarse_active() {
        return f(wait, want);
    }
    let (c, _) = queue_parts(q)?;
    let Some(cs) = handles::get::<CtxState>(c as usize) else { return f(wait, want) };
    let mut g = rank::lock(&cs.coarse, Rank::Coarse);
    if g.allocs.is_empty() || !svm::can_map() {
        drop(g);
        return f(wait, want);
    }
    let st: &mut CoarseCtx = &mut g;
    // Unmap what the host holds (after the wait list, the last maps and the
    // lazy run's unmaps, if any).
    let w0 = Joined::of(&[wait, &st.last]);
    let mut unmaps: Vec<Event> = Vec::with_capacity(st.allocs.len());
    let mut fail: Option<UsmError> = None;
    // This thread's writes so far are done: its fresh allocations are
    // published; a copy or fill publishes what it names.
    let me = std::thread::current().id();
    let mut skipped = 0usize;
    for a in st.allocs.iter_mut() {
        if a.fresh == Some(me) || touches.names(a) {
            a.fresh = None;
        } else if a.fresh.is_some() && launch {
            skipped += 1;
        }
    }
    if skipped > 0 {
        COARSE_FRESH_SKIPS.fetch_add(skipped, std::sync::atomic::Ordering::Relaxed);
        log::debug!("a launch left {skipped} fresh host/shared allocations of another thread mapped");
    }
    let takes = |a: &CoarseAlloc| match touches {
        Touches::All => a.fresh.is_none(),
        Touches::Ranges(_) => touches.names(a),
    };
    if !launch && st.lazy.is_none() && !st.allocs.iter().any(&takes) {
        // A copy or fill that touches no coarse-grained host or shared
        // allocation (device USM and plain host memory): no bracket.
        drop(g);
        return f(wait, want);
    }
    for a in st.allocs.iter_mut().filter(|a| a.mapped && takes(a)) {
        // SAFETY: a mapped SVM range of the queue's context.
        match unsafe { serial::unmap(q, a.base as *mut c_void, w0.events(), true) } {
            Ok(e) => {
                a.mapped = false;
                unmaps.extend(e);
                COARSE_UNMAPS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            }
            Err(e) => {
                fail = Some(UsmError::new(e.code, "clEnqueueSVMUnmap before a command on coarse-grained USM"));
                break;
            }
        }
    }
    drop(w0);
    log::trace!(
        "coarse bracket on {:?} ({touches:?}): {} of {} ranges unmapped, {} maps outstanding",
        std::thread::current().id(),
        unmaps.len(),
        st.allocs.len(),
        st.last.len()
    );
    let lazy = launch && !blocking && fail.is_none() && lazy_mode() && lazy_safe(wait, st.lazy.as_ref());
    if lazy {
        let lz = st.lazy.get_or_insert_with(|| {
            COARSE_LAZY.fetch_add(1, std::sync::atomic::Ordering::AcqRel);
            // The map-back's queue: one reference of ours.
            Lazy { unmaps: Vec::new(), pending: Vec::new(), queue: q.clone() }
        });
        lz.unmaps.extend(unmaps);
        let Some(cmd) = f(Joined::of(&[wait, &lz.unmaps]).events(), true)? else { return Ok(None) };
        let out = want.then(|| cmd.clone());
        lz.pending.push(cmd);
        return Ok(out);
    }
    // Eager: the command after every unmap (this bracket's and a lazy
    // run's), then every allocation mapped again after it and after the
    // lazy run's launches. The lazy run ends here: its state is taken now
    // (no one else sees it while the lock is held), its count is given up
    // after the maps, and its events are released after the marker below.
    let ended = st.lazy.take();
    let (lazy_unmaps, lazy_pending): (&[Event], &[Event]) = match &ended {
        Some(lz) => (&lz.unmaps, &lz.pending),
        None => (&[], &[]),
    };
    let (cmd, r) = match fail {
        Some(e) => (None, Err(e)),
        None => match f(Joined::of(&[wait, &unmaps, lazy_unmaps]).events(), true) {
            Ok(cmd) => (cmd, Ok(())),
            Err(e) => (None, Err(e)),
        },
    };
    let mut after = match &cmd {
        Some(e) => Joined::of(&[std::slice::from_ref(e)]),
        None => Joined::of(&[&unmaps]),
    };
    after.push(lazy_pending);
    if after.raw.is_empty() {
        after.push(lazy_unmaps);
    }
    let mut maps: Vec<Event> = Vec::with_capacity(st.allocs.len());
    for a in st.allocs.iter_mut().filter(|a| !a.mapped) {
        // SAFETY: as above; the range is unmapped (by this bracket or a lazy
        // run); `after` borrows `cmd`, `unmaps` and the lazy run's events,
        // all held until the end of this function.
        let r = unsafe {
            serial::map(q, false, CL_MAP_READ | CL_MAP_WRITE, a.base as *mut c_void, a.size, after.events(), true)
        };
        if let Ok(e) = r {
            a.mapped = true;
            maps.extend(e);
            COARSE_MAPS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        }
    }
    if ended.is_some() {
        COARSE_LAZY.fetch_sub(1, std::sync::atomic::Ordering::AcqRel);
    }
    note_maps(st, maps.clone());
    drop(g);
    let mut out = r.map(|()| None);
    if out.is_ok() && want {
        let marks: &[Event] = if maps.is_empty() { after.events() } else { &maps };
        out = checked(q.marker_opt(marks, true), "clEnqueueMarkerWithWaitList");
    }
    if blocking && !maps.is_empty() {
        let _ = Event::wait_blocking(&maps);
    }
    drop(after);
    drop((maps, unmaps, cmd, ended));
    out
}

/// The USM provider and capabilities of device `d`, probed once (kept in
/// the registry, `core::handles`, under the device's handle).
pub fn for_device(d: DeviceId) -> Arc<DeviceUsm> {
    handles::get_or_insert_with::<DeviceUsm>(d.0 as usize, || probe(d))
}

/// The devices of context `c`.
fn context_devices(c: &Context) -> UsmResult<Vec<DeviceId>> {
    if c.raw().is_null() {
        return Err(UsmError::new(CL_INVALID_CONTEXT, "context is NULL"));
    }
    c.devices().map_err(|e| failed(e, "clGetContextInfo"))
}

/// The weakest provider among the context's devices (a context over devices
/// with different providers gets the one all of them can use).
fn for_context(c: &Context) -> UsmResult<(Arc<DeviceUsm>, Vec<DeviceId>)> {
    let devs = context_devices(c)?;
    let mut best: Option<Arc<DeviceUsm>> = None;
    for &d in &devs {
        let u = for_device(d);
        best = Some(match best {
            None => u,
            Some(b) if u.provider.rank() < b.provider.rank() => u,
            Some(b) => b,
        });
    }
    let best = best.ok_or_else(|| UsmError::new(CL_INVALID_CONTEXT, "the context has no device"))?;
    Ok((best, devs))
}

/// The queue's context and device.
fn queue_parts(q: &Queue) -> UsmResult<(cl_context, DeviceId)> {
    if q.raw().is_null() {
        return Err(UsmError::new(CL_INVALID_COMMAND_QUEUE, "queue is NULL"));
    }
    let c = q.context_raw().map_err(|e| failed(e, "clGetCommandQueueInfo"))?;
    let d = q.device().map_err(|e| failed(e, "clGetCommandQueueInfo"))?;
    Ok((c, d))
}

/// The kernel's context.
fn kernel_context(k: &Kernel) -> UsmResult<cl_context> {
    if k.raw().is_null() {
        return Err(UsmError::new(CL_INVALID_KERNEL, "kernel is NULL"));
    }
    k.context_raw().map_err(|e| failed(e, "clGetKernelInfo"))
}

fn no_usm(what: &str) -> UsmError {
    UsmError::unsupported(format!(
        "{what}: this OpenCL device has no USM (neither cl_intel_unified_shared_memory nor OpenCL 2.0 SVM{})",
        if mode() == Mode::Auto { "" } else { ", or SYCLRT_USM excludes what it has" }
    ))
}

/// Whether `[ptr, ptr + size)` lies in one live device allocation of a
/// coarse-grained-only SVM device (NVIDIA's OpenCL). The host may touch
/// such memory only between `clEnqueueSVMMap` and `clEnqueueSVMUnmap`, so a
/// command that takes it as host memory (a buffer read into it, a buffer
/// write from it) must be bracketed by a map (`core::enqueue::read`).
pub fn coarse_device_range(ptr: usize, size: usize) -> bool {
    // Every buffer read and write asks: no lock until an SVM allocation exists.
    if !inflight::SVM_USED.load(std::sync::atomic::Ordering::Acquire) {
        return false;
    }
    let Some(a) = live::lookup(ptr) else { return false };
    if a.kind != UsmKind::Device || ptr.saturating_add(size) > a.base + a.size || a.device == 0 {
        return false;
    }
    let usm = for_device(DeviceId(a.device as cl_device_id));
    matches!(usm.provider, Provider::Svm { fine_grained: false, .. })
}

// ------------------------------------------------------------ operations

/// Allocates `size` bytes of USM of `kind` in context `c` (`dev`: the device
/// of a device or shared allocation; ignored for host). `props` is empty or
/// an OpenCL (Intel) allocation property list, (key, value) pairs and a
/// terminating 0, used by Intel's provider; the SVM emulation has no
/// placement to choose and ignores its hints.
pub(crate) fn alloc(
    kind: UsmKind,
    c: &Context,
    dev: Option<DeviceId>,
    props: &[u64],
    size: usize,
    alignment: u32,
) -> UsmResult<*mut c_void> {
    if props.last().is_some_and(|&x| x != 0) {
        return Err(UsmError::new(CL_INVALID_VALUE, "a USM property list ends with 0"));
    }
    let d = dev.map_or(null_mut(), |d| d.0);
    if alignment != 0 && !alignment.is_power_of_two() {
        return Err(UsmError::new(CL_INVALID_VALUE, format!("USM alignment {alignment} is not a power of two")));
    }
    if size == 0 {
        return Err(UsmError::new(CL_INVALID_BUFFER_SIZE, "a USM allocation needs a non-zero size"));
    }
    let (usm, devs) = for_context(c)?;
    if kind != UsmKind::Host {
        if d.is_null() {
            return Err(UsmError::new(CL_INVALID_DEVICE, "a device or shared USM allocation needs a device"));
        }
        // Not required to be one of the context's own handles: libsycl
        // passes an equal sub-device made by a later partition call (dpctl's
        // test_memory_copy_between_contexts); a live device suffices.
        if device_u64(DeviceId(d), 0x1000).is_none() {
            return Err(UsmError::new(CL_INVALID_DEVICE, format!("{d:?} is not a valid device")));
        }
    }
    // Device and shared allocations are the device's; host ones the context's.
    let usm = if kind == UsmKind::Host { usm } else { for_device(DeviceId(d)) };
    match usm.provider {
        Provider::Intel(t) => {
            let mut err = CL_SUCCESS;
            let list = if props.is_empty() { null() } else { props.as_ptr() };
            // SAFETY: a zero-terminated property list (checked above) or NULL;
            // a live context and a device the driver answered for (above).
            let p = unsafe { t.alloc(kind, c.raw(), d, list, size, alignment, &mut err) };
            if err != CL_SUCCESS || p.is_null() {
                let code = if err == CL_SUCCESS { CL_OUT_OF_RESOURCES } else { err };
                return Err(UsmError::new(code, format!("cl{kind:?}MemAllocINTEL of {size} bytes failed ({code})")));
            }
            Ok(p)
        }
        Provider::Svm { fine_grained, atomics, coarse_host, .. } => {
            // From now on the frees of this process fence the queues that did USM work.
            launch_steps_on();
            inflight::SVM_USED.store(true, std::sync::atomic::Ordering::Release);
            if kind != UsmKind::Device && !fine_grained && !coarse_host {
                return Err(UsmError::unsupported(format!(
                    "{kind:?} USM allocation: the device has coarse-grained SVM only, whose memory the host may \
                     touch only between map and unmap; host and shared USM need fine-grained SVM"
                )));
            }
            let max =
                devs.iter().filter_map(|&dv| device_u64(dv, CL_DEVICE_MAX_MEM_ALLOC_SIZE)).min().unwrap_or(u64::MAX);
            if size as u64 > max {
                return Err(UsmError::new(
                    CL_INVALID_BUFFER_SIZE,
                    format!("{size} bytes exceeds CL_DEVICE_MAX_MEM_ALLOC_SIZE ({max})"),
                ));
            }
            let mut flags = CL_MEM_READ_WRITE;
            if fine_grained {
                flags |= CL_MEM_SVM_FINE_GRAIN_BUFFER;
            }
            if atomics {
                flags |= CL_MEM_SVM_ATOMICS;
            }
            if kind != UsmKind::Device
                && !fine_grained
                && block_mode()
                && size <= SUB_MAX
                && alignment as usize <= SUB_MAX_ALIGN
            {
                // A small host or shared allocation: from a block of the
                // context (see `Block`), mapped through the block's queue device.
                let dev = devs.first().copied().unwrap_or(DeviceId(d));
                let p = match sub_take(c, dev, size, alignment)? {
                    Some(p) => Some(p),
                    None => sub_new_block(c, dev, flags, size, alignment)?,
                };
                if let Some(p) = p {
                    live::insert(Alloc {
                        base: p as usize,
                        size,
                        kind,
                        context: c.raw() as usize,
                        device: if kind == UsmKind::Host { 0 } else { d as usize },
                    });
                    indirect::bump();
                    return Ok(p);
                }
            }
            // A coarse-grained host allocation: from the host pool when a
            // freed one of its size class is there, else made at that size.
            let host_pooled = kind == UsmKind::Host && !fine_grained && host_pool::takes(size);
            if host_pooled {
                if let Some(p) = host_pool::take(c, pool::class(size), alignment) {
                    coarse_register(c, p, pool::class(size), None);
                    live::insert(Alloc { base: p as usize, size, kind, context: c.raw() as usize, device: 0 });
                    indirect::bump();
                    return Ok(p);
                }
            }
            inflight::reap();
            // The provider was chosen with every SVM entry point present (`svm::available`).
            let f = |size: usize, align: u32| serial::alloc(c, flags, size, align);
            // A device allocation on a coarse-grained-only device: from the
            // pool when a freed one of its size class is there (see `pool`).
            let pooled = kind == UsmKind::Device && !fine_grained && pool::on();
            let cap_size =
                if (pooled || host_pooled) && pool::class(size) as u64 <= max { pool::class(size) } else { size };
            if pooled {
                if let Some(p) = pool::take(c, cap_size, alignment) {
                    live::insert(Alloc { base: p as usize, size, kind, context: c.raw() as usize, device: d as usize });
                    indirect::bump();
                    return Ok(p);
                }
            }
            let size_asked = size;
            let size = cap_size;
            // Alignments up to 128 bytes go as 0 (the driver's default, at
            // least the largest OpenCL type, 128 bytes): NVIDIA's clSVMAlloc
            // refuses some small explicit alignments (39,096 bytes at
            // alignment 4 failed on an H200, driver 580) that its default
            // satisfies. The result is checked, and a misaligned one asked again.
            let ask = if alignment <= 128 { 0 } else { alignment };
            let mut p = f(size, ask);
            if !p.is_null() && alignment > 0 && (p as usize) % alignment as usize != 0 {
                // SAFETY: allocated just above, never handed out.
                unsafe { serial::free(c, p) };
                p = f(size, alignment);
            }
            let mut drained_n = 0usize;
            if p.is_null() {
                // Out of memory, or out of allocations (a NULL for a small
                // host allocation with memory to spare, in long runs of
                // dpnp's tests on an H200): give the pooled allocations and
                // the frees waiting for their commands back to the driver,
                // and ask again.
                let drained = pool::drain(c);
                drained_n = drained.len();
                for q in drained {
                    // SAFETY: pooled allocations of this context, used by nothing.
                    unsafe { serial::free(c, q) };
                }
                inflight::reap_waiting(std::time::Duration::from_secs(2));
                p = f(size, ask);
                if !p.is_null() {
                    log::warn!(
                        "clSVMAlloc of {size} bytes ({kind:?}) answered NULL, then succeeded after giving back \
                         {drained_n} pooled allocations and the frees waiting for their commands"
                    );
                }
            }
            let mut how = "";
            if p.is_null() {
                // Still NULL: ask again a few times over about 200 ms (a
                // NULL that passes, with another thread inside the driver),
                // then after every queue of the context that did USM work
                // has run what it holds (waited for at most 2 s).
                let mut pause = std::time::Duration::from_millis(1);
                for _ in 0..8 {
                    std::thread::sleep(pause);
                    pause *= 2;
                    p = f(size, ask);
                    if !p.is_null() {
                        how = "asked again after a pause";
                        break;
                    }
                }
                if p.is_null() {
                    let marks = inflight::fence(c);
                    let drained = inflight::wait(&marks, std::time::Duration::from_secs(2));
                    drop(marks);
                    p = f(size, ask);
                    if !p.is_null() {
                        how = if drained {
                            "asked again once every queue of the context had run its commands"
                        } else {
                            "asked again after waiting 2 s for the queues of the context"
                        };
                    }
                }
                if !p.is_null() {
                    log::warn!(
                        "clSVMAlloc of {size} bytes ({kind:?}) answered NULL, then succeeded {how} \
                         ({} SVM allocations live)",
                        live::live_count()
                    );
                }
            }
            if p.is_null() && size < (1 << 30) {
                // NVIDIA's clSVMAlloc now and then answers NULL for a small
                // size with memory to spare (dpnp's boolean indexing, 39,096
                // bytes, on an H100 and an H200): the same request rounded up
                // to 64 KiB and page-aligned is asked once more. The
                // allocation keeps its requested size in the live map.
                let big = size.div_ceil(1 << 16) << 16;
                p = f(big, alignment.max(4096));
            }
            if p.is_null() {
                let msg = format!(
                    "clSVMAlloc of {size} bytes ({kind:?}, alignment {alignment}) failed, also after giving back \
                     {drained_n} pooled allocations, asking again over 200 ms and after the queues ran their \
                     commands, and asking for {} bytes page-aligned ({} SVM allocations live, {} queues made for \
                     maps so far)",
                    size.div_ceil(1 << 16) << 16,
                    live::live_count(),
                    OWN_QUEUES.load(std::sync::atomic::Ordering::Relaxed)
                );
                log::warn!("{msg}");
                return Err(UsmError::new(CL_MEM_OBJECT_ALLOCATION_FAILURE, msg));
            }
            if kind != UsmKind::Device && !fine_grained {
                // Coarse-grained: mapped for the host from the start.
                let dev = if d.is_null() { devs.first().copied().unwrap_or(DeviceId(null_mut())) } else { DeviceId(d) };
                // SAFETY: a device of `c` (its first, or the allocation's);
                // `p` is `size` bytes of SVM of `c`, allocated above.
                if let Err(e) = unsafe { coarse_map_new(c, dev, p, size, None) } {
                    // SAFETY: allocated above, never handed out.
                    unsafe { serial::free(c, p) };
                    return Err(e);
                }
            }
            log::trace!("usm alloc {kind:?} {size_asked} bytes at {p:?} on {:?}", std::thread::current().id());
            live::insert(Alloc {
                base: p as usize,
                size: size_asked,
                kind,
                context: c.raw() as usize,
                device: if kind == UsmKind::Host { 0 } else { d as usize },
            });
            indirect::bump();
            Ok(p)
        }
        Provider::None => Err(no_usm(&format!("{kind:?} USM allocation"))),
    }
}

/// Frees that are safe while commands may still use the memory.
///
/// SYCL programs free USM right after submitting the work that uses it:
/// dpctl drops an array's memory when the Python object goes, while the
/// kernels that read it may still be queued. Intel's runtimes free with
/// `clMemBlockingFreeINTEL`, which waits for them; `clSVMFree` does not, and
/// the pool below handed a freed allocation to the next allocation at once.
/// On NVIDIA (H200, driver 580.159.04) that made dpnp's take, put, fancy
/// indexing and unique return wrong values (the next operation's inputs were
/// copied over an index array a kernel was still reading) and broke queues
/// with faults (issue 37). So each free puts a marker on every queue that has
/// enqueued USM work in the context, and the memory is reused or given back
/// to the driver only once those markers are complete: the free itself does
/// not block.
mod inflight {
    use super::*;

    /// A queue (one reference of ours, so its address is not reused while
    /// listed) that enqueued kernels, USM copies or fills, and its context.
    struct Noted {
        queue: Queue,
        context: usize,
    }

    /// A free waiting for its markers: the allocation's base, the markers,
    /// and a reference to its context, kept until the free runs.
    struct Deferred {
        context: Context,
        base: usize,
        after: Vec<Event>,
    }

    static QUEUES: RwLock<Vec<Noted>> = RwLock::new(Vec::new());
    static DEFERRED: Mutex<Vec<Deferred>> = Mutex::new(Vec::new());

    /// Set by the first SVM allocation: until then no free needs a fence,
    /// and queues are not noted (a process on Intel's USM never notes one).
    pub(super) static SVM_USED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

    /// Records that `q` enqueues USM work. The launch path: a flag, then a
    /// shared lock and a scan of the few queues a process has; the
    /// exclusive lock and the driver only for a queue seen the first time.
    #[inline]
    pub(super) fn note(q: &Queue) {
        if SVM_USED.load(std::sync::atomic::Ordering::Acquire) {
            note_used(q);
        }
    }

    /// [`note`] once some SVM allocation was made: out of line, so that a
    /// launch in a process without one pays for the flag only.
    #[inline(never)]
    fn note_used(q: &Queue) {
        let known = |v: &Vec<Noted>| v.iter().any(|x| x.queue.raw() == q.raw());
        if known(&rank::read(&QUEUES, Rank::Queues)) {
            return;
        }
        let Ok((c, _)) = super::queue_parts(q) else { return };
        let mut g = rank::write(&QUEUES, Rank::Queues);
        if known(&g) {
            return;
        }
        // SAFETY: a live queue (the caller's): one more reference, the list's,
        // released when the queue leaves the list (`fence`).
        if let Ok(own) = unsafe { Queue::from_borrowed(q.raw()) } {
            g.push(Noted { queue: own, context: c as usize });
        }
    }

    /// Markers after everything enqueued so far on the queues of `c` that
    /// enqueued USM work (flushed). A queue (of any context) whose only
    /// reference left is ours is dropped, after its marker for `c`'s.
    pub(super) fn fence(c: &Context) -> Vec<Event> {
        let mut g = rank::write(&QUEUES, Rank::Queues);
        let mut out = Vec::new();
        let mut gone = Vec::new();
        let mut i = 0;
        while i < g.len() {
            let x = &g[i];
            if x.context == c.raw() as usize {
                if let Ok(e) = x.queue.marker(&[]) {
                    let _ = x.queue.flush();
                    out.push(e);
                }
            }
            if x.queue.reference_count().is_ok_and(|n| n <= 1) {
                // Our reference, the last: the queue's commands still complete.
                gone.push(g.remove(i));
            } else {
                i += 1;
            }
        }
        drop(g);
        drop(gone);
        out
    }

    /// Whether every marker is complete ([`super::event_done`]: an error
    /// status or a failed query counts, since a broken queue runs nothing
    /// more on the memory).
    pub(super) fn done(evs: &[Event]) -> bool {
        evs.iter().all(super::event_done)
    }

    /// Waits for `evs` for at most `limit` (polling: a marker behind a
    /// command that waits for the host must not hang the free).
    pub(super) fn wait(evs: &[Event], limit: std::time::Duration) -> bool {
        let start = std::time::Instant::now();
        let mut spins = 0u32;
        while !done(evs) {
            if start.elapsed() >= limit {
                return false;
            }
            spins += 1;
            if spins < 64 {
                std::thread::yield_now();
            } else {
                std::thread::sleep(std::time::Duration::from_micros(50));
            }
        }
        true
    }

    /// Frees `base` with `clSVMFree` once `evs` are complete (now, if they are).
    pub(super) fn free_after(c: &Context, base: *mut c_void, evs: Vec<Event>) {
        if done(&evs) {
            drop(evs);
            super::svm_free_now(c, base, None);
        } else if let Some(own) = pool::reference(c) {
            // The context is kept until the deferred free runs.
            rank::lock(&DEFERRED, Rank::Deferred).push(Deferred { context: own, base: base as usize, after: evs });
        }
        reap();
    }

    /// [`reap`], after waiting up to `limit` for the commands before the
    /// deferred frees (an allocation that found no memory).
    pub(super) fn reap_waiting(limit: std::time::Duration) {
        let pending: Vec<Event> = {
            let g = rank::lock(&DEFERRED, Rank::Deferred);
            g.iter().flat_map(|x| x.after.iter().cloned()).collect()
        };
        if !pending.is_empty() {
            wait(&pending, limit);
        }
        drop(pending);
        reap();
    }

    /// Runs the deferred frees whose markers are complete.
    pub(super) fn reap() {
        let ready: Vec<Deferred> = {
            let mut g = rank::lock(&DEFERRED, Rank::Deferred);
            if g.is_empty() {
                return;
            }
            let (r, keep): (Vec<_>, Vec<_>) = std::mem::take(&mut *g).into_iter().partition(|x| done(&x.after));
            *g = keep;
            r
        };
        for d in ready {
            drop(d.after);
            super::svm_free_now(&d.context, d.base as *mut c_void, None);
            // The reference taken in `free_after` goes with `d.context`.
        }
    }
}

/// `clSVMFree` of an allocation (or block) of `c`, then a block's own
/// context reference (`block`).
fn svm_free_now(c: &Context, base: *mut c_void, block: Option<Context>) {
    // SAFETY: a live SVM allocation (or block) of this context, freed once,
    // after every command enqueued before its free.
    unsafe { serial::free(c, base) };
    drop(block);
}

/// Notes that `q` enqueues work that may use USM memory (kernel launches,
/// USM copies and fills), for the frees that follow ([`inflight`]).
#[inline]
pub(crate) fn note_queue(q: &Queue) {
    inflight::note(q);
}

/// Frees the USM allocation at `ptr` of context `c` (NULL: nothing to do).
pub(crate) fn free(c: &Context, ptr: UsmPtr) -> UsmResult<()> {
    let (usm, _) = for_context(c)?;
    let ptr = ptr.as_raw();
    if ptr.is_null() {
        return Ok(());
    }
    match usm.provider {
        // SAFETY: a live context; `ptr` is the start of an allocation of
        // `c` no command still uses (`UsmPtr::new`'s contract for a free),
        // which Intel's USM hands to the driver's free unchecked.
        Provider::Intel(t) => check(unsafe { t.mem_blocking_free(c.raw(), ptr) }, "clMemBlockingFreeINTEL"),
        Provider::Svm { .. } => {
            let removed = live::remove_of(c.raw() as usize, ptr as usize);
            indirect::bump();
            if removed.is_none() {
                return Err(UsmError::new(
                    CL_INVALID_VALUE,
                    format!("{ptr:?} is not the start of a live USM allocation of this context"),
                ));
            }
            // Commands enqueued before this free may still use the memory.
            let mut fence = inflight::fence(c);
            if let Some(a) = &removed {
                if a.kind == UsmKind::Device
                    && matches!(usm_of(a), Some(Provider::Svm { fine_grained: false, .. }))
                    && pool::on()
                {
                    match pool::give(c, ptr, pool::class(a.size), fence) {
                        Ok(()) => return Ok(()),
                        Err(back) => fence = back,
                    }
                }
            }
            log::trace!("usm free {ptr:?} on {:?}", std::thread::current().id());
            // A coarse-grained host or shared allocation: unmapped first
            // (a sub-allocation: back to its block, which goes with its last
            // one; a host allocation of a pooled class: kept mapped).
            let poolable = removed
                .as_ref()
                .filter(|a| a.kind == UsmKind::Host && host_pool::takes(a.size))
                .map(|a| pool::class(a.size));
            // SAFETY: a live allocation of this context (checked above).
            let rel = unsafe { coarse_release(c, ptr, poolable) };
            if !svm::available() {
                return Err(no_usm("clSVMFree"));
            }
            match rel {
                Release::NotCoarse => inflight::free_after(c, ptr, fence),
                Release::Kept | Release::Pooled => drop(fence),
                Release::Whole => {
                    drop(fence);
                    svm_free_now(c, ptr, None);
                }
                Release::Block(b, own) => {
                    drop(fence);
                    svm_free_now(c, b as *mut c_void, Some(own));
                }
            }
            Ok(())
        }
        Provider::None => Err(no_usm("USM free")),
    }
}

/// What [`alloc_info`] tells about a pointer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AllocInfo {
    /// `TYPE_*`.
    pub ty: cl_uint,
    pub base: *mut c_void,
    pub size: usize,
    pub device: cl_device_id,
}

/// Type, base, size and device of the allocation containing the address
/// `ptr` (looked up, never read); a pointer no live allocation of the
/// context contains is `TYPE_UNKNOWN` with NULL base and device and size 0.
pub(crate) fn alloc_info(c: &Context, ptr: usize) -> UsmResult<AllocInfo> {
    let (usm, _) = for_context(c)?;
    let unknown = AllocInfo { ty: TYPE_UNKNOWN, base: null_mut(), size: 0, device: null_mut() };
    match usm.provider {
        Provider::Intel(t) => {
            let mut ty: cl_uint = 0;
            let q = |param: cl_uint, out: *mut c_void, n: usize| {
                // SAFETY: a live context; the address is only looked up by
                // the driver; `out` holds `n` bytes (each call below).
                check(
                    unsafe { t.get_mem_alloc_info(c.raw(), ptr as *const c_void, param, n, out, null_mut()) },
                    "clGetMemAllocInfoINTEL",
                )
            };
            q(ALLOC_TYPE, (&mut ty as *mut cl_uint).cast(), 4)?;
            if ty == TYPE_UNKNOWN {
                return Ok(unknown);
            }
            let mut info = AllocInfo { ty, ..unknown };
            q(ALLOC_BASE_PTR, (&mut info.base as *mut *mut c_void).cast(), std::mem::size_of::<usize>())?;
            q(ALLOC_SIZE, (&mut info.size as *mut usize).cast(), std::mem::size_of::<usize>())?;
            q(ALLOC_DEVICE, (&mut info.device as *mut cl_device_id).cast(), std::mem::size_of::<usize>())?;
            // A host allocation belongs to no device (cl_intel_unified_shared_memory:
            // CL_MEM_ALLOC_DEVICE_INTEL is NULL for it); PoCL 5.0 names one.
            if ty == TYPE_HOST {
                info.device = null_mut();
            }
            Ok(info)
        }
        Provider::Svm { .. } => Ok(match live::lookup(ptr) {
            Some(a) if a.context == c.raw() as usize => AllocInfo {
                ty: match a.kind {
                    UsmKind::Host => TYPE_HOST,
                    UsmKind::Device => TYPE_DEVICE,
                    UsmKind::Shared => TYPE_SHARED,
                },
                base: a.base as *mut c_void,
                size: a.size,
                device: a.device as cl_device_id,
            },
            _ => unknown,
        }),
        Provider::None => Err(no_usm("USM pointer query")),
    }
}

/// [`alloc_info`]'s answer to `param` (one of `ALLOC_*`, at most 8 bytes)
/// as `clGetMemAllocInfoINTEL` gives it (the address is only looked up).
pub(crate) fn alloc_info_bytes(c: &Context, ptr: usize, param: cl_uint) -> UsmResult<Vec<u8>> {
    if !(ALLOC_TYPE..=ALLOC_DEVICE).contains(&param) {
        return Err(UsmError::new(CL_INVALID_VALUE, format!("unknown USM allocation query {param:#x}")));
    }
    let (usm, _) = for_context(c)?;
    if let Provider::Intel(t) = usm.provider {
        // Intel's own answer, unchanged.
        let (mut v, mut n) = ([0u8; 8], 0usize);
        // SAFETY: a live context, the address only looked up, an 8-byte
        // buffer and its size, one size out.
        let r = unsafe { t.get_mem_alloc_info(c.raw(), ptr as *const c_void, param, 8, v.as_mut_ptr().cast(), &mut n) };
        check(r, "clGetMemAllocInfoINTEL")?;
        return Ok(v[..n.min(8)].to_vec());
    }
    let info = alloc_info(c, ptr)?;
    Ok(match param {
        ALLOC_TYPE => info.ty.to_ne_bytes().to_vec(),
        ALLOC_BASE_PTR => (info.base as usize).to_ne_bytes().to_vec(),
        ALLOC_SIZE => info.size.to_ne_bytes().to_vec(),
        _ => (info.device as usize).to_ne_bytes().to_vec(),
    })
}

/// Copies `size` bytes between any two of: USM allocations of the queue's
/// context, plain host memory.
///
/// # Safety
/// `dst`/`src` hold `size` bytes until the copy completes.
pub(crate) unsafe fn memcpy(
    q: &Queue,
    blocking: bool,
    dst: *mut c_void,
    src: *const c_void,
    size: usize,
    wait: &[Event],
    want: bool,
) -> UsmResult<Option<Event>> {
    inflight::note(q);
    let ranges = [(dst as usize, size), (src as usize, size)];
    coarse_around(q, wait, want, blocking, Touches::Ranges(&ranges), |wait, want| {
        // SAFETY: caller contract.
        unsafe { memcpy_now(q, blocking, dst, src, size, wait, want) }
    })
}

/// [`memcpy`] without the coarse-grained protocol.
///
/// # Safety
/// As [`memcpy`].
unsafe fn memcpy_now(
    q: &Queue,
    blocking: bool,
    dst: *mut c_void,
    src: *const c_void,
    size: usize,
    wait: &[Event],
    want: bool,
) -> UsmResult<Option<Event>> {
    let (_, d) = queue_parts(q)?;
    if size == 0 {
        // Nothing to copy: an ordering point, so the event still means something.
        return checked(q.marker_opt(wait, want), "clEnqueueMarkerWithWaitList");
    }
    if dst.is_null() || src.is_null() {
        return Err(UsmError::new(CL_INVALID_VALUE, "USM memcpy: NULL source or destination"));
    }
    match for_device(d).provider {
        Provider::Intel(t) => checked(
            // SAFETY: caller contract, forwarded; a live queue.
            unsafe { t.enqueue_memcpy(q, blocking, dst, src, size, wait, want) },
            "clEnqueueMemcpyINTEL",
        ),
        Provider::Svm { .. } => {
            if ext::core_extra().clEnqueueSVMMemcpy.is_none() {
                return Err(no_usm("clEnqueueSVMMemcpy"));
            }
            // SAFETY: caller contract, forwarded.
            checked(unsafe { serial::enqueue_memcpy(q, blocking, dst, src, size, wait, want) }, "clEnqueueSVMMemcpy")
        }
        Provider::None => Err(no_usm("USM memcpy")),
    }
}

/// Fills `size` bytes at the USM address `ptr` with `pattern` repeated;
/// `size` is a multiple of the pattern's length.
pub(crate) fn fill(
    q: &Queue,
    ptr: UsmPtr,
    pattern: &[u8],
    size: usize,
    wait: &[Event],
    want: bool,
) -> UsmResult<Option<Event>> {
    inflight::note(q);
    let ranges = [(ptr.addr(), size)];
    coarse_around(q, wait, want, false, Touches::Ranges(&ranges), |wait, want| {
        fill_now(q, ptr, pattern, size, wait, want)
    })
}

/// [`fill`] without the coarse-grained protocol.
fn fill_now(
    q: &Queue,
    ptr: UsmPtr,
    pattern: &[u8],
    size: usize,
    wait: &[Event],
    want: bool,
) -> UsmResult<Option<Event>> {
    let (c, d) = queue_parts(q)?;
    let p = pattern.len();
    if p == 0 {
        return Err(UsmError::new(CL_INVALID_VALUE, "USM fill: empty pattern"));
    }
    if size % p != 0 {
        return Err(UsmError::new(
            CL_INVALID_VALUE,
            format!("USM fill: size {size} is not a multiple of the pattern size {p}"),
        ));
    }
    if size == 0 {
        return checked(q.marker_opt(wait, want), "clEnqueueMarkerWithWaitList");
    }
    let raw = ptr.as_raw();
    if raw.is_null() {
        return Err(UsmError::new(CL_INVALID_VALUE, "USM fill: NULL pointer"));
    }
    match for_device(d).provider {
        prov @ (Provider::Intel(_) | Provider::Svm { .. }) if !fill::native_pattern(p) || ptr.addr() % p != 0 => {
            if let Provider::Svm { .. } = prov {
                svm_range_check(c, raw, size)?;
            }
            // Any other pattern size, or a start not aligned to the pattern
            // (both OpenCL fills refuse it): a staged write and doubling copies.
            let t = UsmTarget { queue: q, ptr: raw, size };
            fill::emulate(&t, pattern, size, fill::stage_bytes(p, size), wait, want)
                .map_err(|e| UsmError::new(e.code, format!("USM fill with a {p}-byte pattern: {e}")))
        }
        Provider::Intel(t) => checked(
            // SAFETY: a live queue; the range lies in a USM allocation of its
            // context until the fill completes (`UsmPtr::new`'s contract for a fill).
            unsafe { t.enqueue_mem_fill(q, raw, pattern, size, wait, want) },
            "clEnqueueMemFillINTEL",
        ),
        Provider::Svm { .. } => {
            svm_range_check(c, raw, size)?;
            if ext::core_extra().clEnqueueSVMMemFill.is_none() {
                return Err(no_usm("clEnqueueSVMMemFill"));
            }
            // SVM's pattern rules (a power of two up to 128 bytes, an aligned
            // start) hold (the arm above).
            checked(serial::enqueue_fill(q, ptr, pattern, size, wait, want), "clEnqueueSVMMemFill")
        }
        Provider::None => Err(no_usm("USM fill")),
    }
}

/// An SVM fill must stay inside one live allocation of the queue's context.
fn svm_range_check(c: cl_context, ptr: *mut c_void, size: usize) -> UsmResult<()> {
    match live::lookup(ptr as usize) {
        Some(a) if a.context == c as usize && ptr as usize + size <= a.base + a.size => Ok(()),
        _ => Err(UsmError::new(
            CL_INVALID_VALUE,
            format!("USM fill: [{ptr:?}, +{size}) is not inside a live USM allocation of the queue's context"),
        )),
    }
}

/// `size` bytes of USM memory at `ptr` as a fill target of
/// [`fill::emulate`]: writes and copies through [`memcpy_now`], each range
/// checked against `size` (built by [`fill_now`] from a [`UsmPtr`], whose
/// maker vouches for the memory).
struct UsmTarget<'a> {
    queue: &'a Queue,
    ptr: *mut c_void,
    size: usize,
}

impl UsmTarget<'_> {
    /// `[off, off + len)` inside the fill, as an address.
    fn at(&self, off: usize, len: usize) -> Result<*mut c_void, cl::ClError> {
        match off.checked_add(len) {
            // SAFETY: inside the `size` bytes at `ptr` (the struct's invariant).
            Some(end) if end <= self.size => Ok(unsafe { self.ptr.cast::<u8>().add(off) }.cast()),
            _ => Err(cl::ClError::new(CL_INVALID_VALUE, "USM memcpy (emulated fill): range outside the fill")),
        }
    }

    /// One unbracketed [`memcpy_now`] with its event: the fill that stages
    /// through this target runs inside the coarse-grained protocol already
    /// (its lock is held).
    ///
    /// # Safety
    /// `src` holds `len` readable bytes until the returned event completes;
    /// `dst` is [`UsmTarget::at`]'s.
    unsafe fn memcpy(
        &self,
        dst: *mut c_void,
        src: *const c_void,
        len: usize,
        wait: &[Event],
    ) -> Result<Event, cl::ClError> {
        // SAFETY: caller contract.
        unsafe { memcpy_now(self.queue, false, dst, src, len, wait, true) }
            .map_err(|e| cl::ClError::new(e.code, "USM memcpy (emulated fill)"))?
            .ok_or(cl::ClError::new(CL_OUT_OF_HOST_MEMORY, "USM memcpy (emulated fill)"))
    }
}

impl fill::FillTarget for UsmTarget<'_> {
    unsafe fn write(&self, off: usize, len: usize, src: *const c_void, wait: &[Event]) -> Result<Event, cl::ClError> {
        let dst = self.at(off, len)?;
        // SAFETY: caller contract for `src`; `dst` checked inside the fill.
        unsafe { self.memcpy(dst, src, len, wait) }
    }
    fn copy(&self, src: usize, dst: usize, len: usize, wait: &[Event]) -> Result<Event, cl::ClError> {
        let (s, d) = (self.at(src, len)?, self.at(dst, len)?);
        if src < dst + len && dst < src + len {
            return Err(cl::ClError::new(CL_INVALID_VALUE, "USM memcpy (emulated fill): overlapping ranges"));
        }
        // SAFETY: both ranges checked inside the fill (USM memory the maker
        // of `fill_now`'s `UsmPtr` vouched for, alive while the command runs).
        unsafe { self.memcpy(d, s, len, wait) }
    }
}

/// A migration hint. OpenCL USM and SVM memory is accessible where it is,
/// so this is an ordering point only (a marker after `wait`), as in
/// Intel's own plugin; the range is never touched.
pub(crate) fn prefetch(q: &Queue, wait: &[Event], want: bool) -> UsmResult<Option<Event>> {
    let (_, d) = queue_parts(q)?;
    if let Provider::None = for_device(d).provider {
        return Err(no_usm("USM prefetch"));
    }
    q.marker_opt(wait, want).map_err(|e| failed(e, "clEnqueueMarkerWithWaitList"))
}

/// Memory advice: a hint with no OpenCL counterpart; an ordering point only.
pub(crate) fn advise(q: &Queue, want: bool) -> UsmResult<Option<Event>> {
    prefetch(q, &[], want)
}

/// Sets kernel argument `index` to the USM address `ptr` (0 allowed: a
/// NULL pointer); a value to the kernel, never read here.
pub(crate) fn set_kernel_arg_pointer(k: &Kernel, index: cl_uint, ptr: usize) -> UsmResult<()> {
    let c = kernel_context(k)?;
    // SAFETY: the kernel's context, alive while the kernel is.
    let (usm, _) = for_context(unsafe { Context::borrow(&c) })?;
    match usm.provider {
        Provider::Intel(t) => check(
            // SAFETY: a live kernel; the address is passed as a value.
            unsafe { t.set_kernel_arg_mem_pointer(k.raw(), index, ptr as *const c_void) },
            "clSetKernelArgMemPointerINTEL",
        ),
        Provider::Svm { .. } if ptr == 0 => {
            // A NULL global pointer: OpenCL's NULL buffer argument (a cl_mem-sized NULL).
            checked(
                k.set_arg(index, std::mem::size_of::<cl_mem>(), Some(&[0u8; std::mem::size_of::<cl_mem>()])),
                "clSetKernelArg",
            )
        }
        Provider::Svm { .. } => {
            if !svm::available() {
                return Err(no_usm("clSetKernelArgSVMPointer"));
            }
            // The pointer may lie inside an SVM allocation.
            checked(k.set_arg_svm_pointer(index, ptr), "clSetKernelArgSVMPointer")
        }
        Provider::None => Err(no_usm("USM kernel argument")),
    }
}

/// Lets the kernel reach USM memory through pointers stored in memory
/// (not passed as arguments): Intel's indirect-access flags, or SVM's
/// fine-grained-system flag, or, on a device that needs it
/// ([`indirect_needs_list`]), the list of the context's live allocations
/// (`CL_KERNEL_EXEC_INFO_SVM_PTRS`), given afresh at each launch
/// ([`before_launch`]).
///
/// Why not once, now: libsycl enables indirect access once, when it creates
/// a kernel, and keeps the kernel for the process. A list taken then names
/// allocations freed since (dpnp frees its temporaries after every
/// operation) and lacks the ones made later. NVIDIA's OpenCL (driver
/// 580.159.04, H200) crashes in the launch of a kernel whose list names a
/// freed allocation (`scripts/nv-svm-indirect-probe.py --stale`: SIGSEGV),
/// and dpnp's take, fancy indexing and unique returned wrong values and
/// broke the queue (`CL_INVALID_COMMAND_QUEUE`) that way (issue 37).
///
pub(crate) fn set_indirect_access(k: &Kernel, enable: bool) -> UsmResult<()> {
    let c = kernel_context(k)?;
    // SAFETY: the kernel's context, alive while the kernel is.
    let c = unsafe { Context::borrow(&c) };
    let (usm, devs) = for_context(c)?;
    let v = (enable as cl_bool).to_ne_bytes();
    match usm.provider {
        Provider::Intel(_) => {
            for code in INDIRECT_ACCESS_INTEL {
                checked(k.set_exec_info(code, &v), "clSetKernelExecInfo")?;
            }
            Ok(())
        }
        Provider::Svm { system, .. } => {
            if system {
                return checked(k.set_exec_info(CL_KERNEL_EXEC_INFO_SVM_FINE_GRAIN_SYSTEM, &v), "clSetKernelExecInfo");
            }
            let needs = devs.iter().any(|&d| indirect_needs_list(c, d));
            indirect::set(k, enable && needs);
            Ok(())
        }
        Provider::None => Err(no_usm("USM indirect access")),
    }
}

/// Kernels whose launches list the context's live SVM allocations
/// (`CL_KERNEL_EXEC_INFO_SVM_PTRS`), with the allocation generation each
/// list was last given at.
mod indirect {
    use super::*;
    use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

    /// Bumped by every SVM allocation and free: a kernel's list is given
    /// again when the live set has changed since.
    pub(super) static GENERATION: AtomicU64 = AtomicU64::new(1);
    /// Kernels with a list (the launch path's fast test).
    static COUNT: AtomicUsize = AtomicUsize::new(0);

    /// A kernel's list: the generation it was last given at (kept in the
    /// registry, `core::handles`, under the kernel's handle).
    struct Listed(AtomicU64);

    pub(super) fn bump() {
        GENERATION.fetch_add(1, Ordering::AcqRel);
    }

    pub(super) fn set(k: &Kernel, on: bool) {
        let h = k.raw() as usize;
        if on {
            launch_steps_on();
            if handles::insert(h, Arc::new(Listed(AtomicU64::new(0)))).is_none() {
                COUNT.fetch_add(1, Ordering::AcqRel);
            }
        } else if handles::remove::<Listed>(h).is_some() {
            COUNT.fetch_sub(1, Ordering::AcqRel);
        }
    }

    /// The generation to list `k` at, when its list is out of date.
    #[inline]
    pub(super) fn due(k: &Kernel) -> Option<u64> {
        if COUNT.load(Ordering::Acquire) == 0 {
            return None;
        }
        let now = GENERATION.load(Ordering::Acquire);
        let l = handles::get::<Listed>(k.raw() as usize)?;
        (l.0.swap(now, Ordering::AcqRel) != now).then_some(now)
    }
}

/// Before each launch of `k`: the list of the context's live allocations,
/// when `k` reaches USM indirectly on a device that needs the list and the
/// live set changed since the list was last given.
#[inline]
pub(crate) fn before_launch(k: &Kernel) -> UsmResult<()> {
    if indirect::due(k).is_none() {
        return Ok(());
    }
    list_before_launch(k)
}

/// [`before_launch`] when `k`'s list is due: out of line, so that the
/// launch path keeps only the check.
#[inline(never)]
fn list_before_launch(k: &Kernel) -> UsmResult<()> {
    let c = kernel_context(k)?;
    let ptrs = live::in_context(c as usize);
    if ptrs.is_empty() {
        return Ok(());
    }
    // The addresses as OpenCL's array of pointers, copied by the driver.
    let bytes: Vec<u8> = ptrs.iter().flat_map(|p| p.to_ne_bytes()).collect();
    checked(k.set_exec_info(CL_KERNEL_EXEC_INFO_SVM_PTRS, &bytes), "clSetKernelExecInfo(CL_KERNEL_EXEC_INFO_SVM_PTRS)")
}

/// Whether kernels on device `d` reach SVM allocations through pointers
/// stored in memory only when those allocations are listed in
/// `CL_KERNEL_EXEC_INFO_SVM_PTRS` (OpenCL's rule). Decided once per device
/// by measurement: on a coarse-grained-only device a probe kernel reads and
/// writes an SVM buffer it is not given, through a pointer table; if both
/// are exact the device needs no list, and syclrt gives none (a list can
/// only name allocations that may be freed before the kernel runs). A
/// fine-grained device gets the fresh list at each launch; a device where
/// the probe cannot run gets it too.
///
/// `c` is a context of `d`.
pub fn indirect_needs_list(c: &Context, d: DeviceId) -> bool {
    let u = for_device(d);
    *u.indirect_list.get_or_init(|| match u.provider {
        Provider::Svm { fine_grained: false, system: false, .. } => {
            let r = super::probe::reaches_unlisted(c, d);
            log::info!("SVM indirect access without CL_KERNEL_EXEC_INFO_SVM_PTRS on this device: {r:?}");
            !matches!(r, Ok(true))
        }
        _ => true,
    })
}

/// The USM pointers a kernel reaches indirectly (the bytes of pointer-sized values).
pub(crate) fn set_kernel_usm_ptrs(k: &Kernel, ptrs: &[u8]) -> UsmResult<()> {
    let c = kernel_context(k)?;
    // SAFETY: the kernel's context, alive while the kernel is.
    let (usm, _) = for_context(unsafe { Context::borrow(&c) })?;
    let param = match usm.provider {
        Provider::Intel(_) => CL_KERNEL_EXEC_INFO_USM_PTRS_INTEL,
        Provider::Svm { .. } => CL_KERNEL_EXEC_INFO_SVM_PTRS,
        Provider::None => return Err(no_usm("USM pointer list")),
    };
    checked(k.set_exec_info(param, ptrs), "clSetKernelExecInfo")
}
