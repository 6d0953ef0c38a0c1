//! Unified shared memory on every OpenCL device: the one USM backend below
//! the faces (the PI plugin now, the Unified Runtime adapter and the C API
//! `syclrt_usm_*` too).
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
//! Thread safety: the provider cache and the allocation map are behind
//! `RwLock`s; OpenCL calls are thread-safe. `free` of the SVM emulation is
//! not blocking (`clSVMFree` does not wait for kernels still using the
//! memory, unlike `clMemBlockingFreeINTEL`): SYCL forbids freeing memory a
//! running kernel uses, so this only matters for incorrect programs.
#![allow(clippy::too_many_arguments, reason = "the enqueue signatures carry OpenCL's wait-list triple")]

use super::ext::{self, cl_mem_properties_intel, IntelUsm, UsmKind};
use super::loader::api;
use super::objects::{enqueue, event_array, Event, Queue};
use super::raw;
use super::sys::*;
use super::ClError;
use std::collections::{BTreeMap, HashMap};
use std::ffi::c_void;
use std::ptr::{null, null_mut};
use std::sync::{OnceLock, RwLock};

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
        write!(f, "{} ({})", self.message, super::error_name(self.code))
    }
}

pub type UsmResult<T> = Result<T, UsmError>;

fn check(code: cl_int, what: &str) -> UsmResult<()> {
    if code == CL_SUCCESS {
        Ok(())
    } else {
        Err(UsmError::new(code, format!("{what} failed: {} ({code})", super::error_name(code))))
    }
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

fn device_u64(d: cl_device_id, param: cl_uint) -> Option<u64> {
    let mut v = 0u64;
    let mut n = 0usize;
    // SAFETY: an 8-byte slot for a value of at most 8 bytes; `n` receives its size.
    let code = unsafe { raw::clGetDeviceInfo(d, param, 8, (&mut v as *mut u64).cast(), &mut n) };
    (code == CL_SUCCESS && n <= 8).then_some(v)
}

fn device_has_extension(d: cl_device_id, name: &str) -> bool {
    let mut n = 0usize;
    // SAFETY: size query.
    if unsafe { raw::clGetDeviceInfo(d, CL_DEVICE_EXTENSIONS, 0, null_mut(), &mut n) } != CL_SUCCESS {
        return false;
    }
    let mut buf = vec![0u8; n];
    // SAFETY: `buf` holds `n` bytes.
    if unsafe { raw::clGetDeviceInfo(d, CL_DEVICE_EXTENSIONS, n, buf.as_mut_ptr().cast(), null_mut()) } != CL_SUCCESS {
        return false;
    }
    String::from_utf8_lossy(&buf).split([' ', '\0']).any(|e| e == name)
}

fn probe(d: cl_device_id) -> DeviceUsm {
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
        // SAFETY: `d` is a live device handle (caller contract of `for_device`).
        if let Some(p) = unsafe { ext::device_platform(d) } {
            let t = ext::usm_for_platform(p);
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
    let Ok(a) = api() else { return none() };
    if a.clSVMAlloc.is_none() || a.clSVMFree.is_none() || a.clSetKernelArgSVMPointer.is_none() {
        return none();
    }
    let e = ext::core_extra();
    if e.clEnqueueSVMMemcpy.is_none() || e.clEnqueueSVMMemFill.is_none() {
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
    if a.device != 0 {
        // SAFETY: the device of a live allocation, probed before.
        return Some(unsafe { for_device(a.device as cl_device_id) }.provider);
    }
    None
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
    use std::sync::Mutex;

    /// A pooled allocation and the markers after the commands enqueued
    /// before its free ([`super::inflight`]): reused once they are complete.
    struct Entry {
        ptr: usize,
        after: Vec<usize>,
    }

    /// One context's pooled memory: device allocations by size class, and
    /// the host allocations of [`super::host_pool`] (kept mapped).
    #[derive(Default)]
    pub(super) struct Ctx {
        free: HashMap<usize, Vec<Entry>>,
        bytes: usize,
        pub(super) host: HashMap<usize, Vec<usize>>,
        pub(super) host_bytes: usize,
    }

    /// The one pool of the process, by context.
    pub(super) static POOL: Mutex<BTreeMap<usize, Ctx>> = Mutex::new(BTreeMap::new());

    fn limit() -> usize {
        match crate::config::get().usm_pool.as_deref() {
            None | Some("auto" | "on") => usize::MAX,
            Some("off") => 0,
            Some(v) => v.parse().unwrap_or(usize::MAX),
        }
    }

    /// Every pooled allocation of context `c`, taken out of the pool (for
    /// the caller to free when the driver is out of memory).
    pub(super) fn drain(c: cl_context) -> Vec<*mut c_void> {
        let mut g = POOL.lock().unwrap_or_else(|p| p.into_inner());
        let Some(ctx) = g.get_mut(&(c as usize)) else { return Vec::new() };
        let entries: Vec<Entry> = ctx.free.drain().flat_map(|(_, v)| v).collect();
        ctx.bytes = 0;
        drop(g);
        let mut out = Vec::with_capacity(entries.len());
        for e in entries {
            // Out of memory: the host waits for the commands before each free.
            super::inflight::wait(&e.after, std::time::Duration::from_secs(10));
            super::inflight::release(&e.after);
            out.push(e.ptr as *mut c_void);
        }
        for _ in &out {
            // The reference taken when each was pooled.
            // SAFETY: a context we hold a reference to.
            unsafe { raw::clReleaseContext(c) };
        }
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
    pub(super) fn take(c: cl_context, cap: usize, alignment: u32) -> Option<*mut c_void> {
        let mut g = POOL.lock().unwrap_or_else(|p| p.into_inner());
        let ctx = g.get_mut(&(c as usize))?;
        let list = ctx.free.get_mut(&cap)?;
        let fits = |e: &Entry| alignment == 0 || e.ptr % alignment as usize == 0;
        // One whose commands are done, else the oldest (waited for below).
        let i = list
            .iter()
            .position(|e| fits(e) && super::inflight::done(&e.after))
            .or_else(|| list.iter().position(fits))?;
        let e = list.remove(i);
        ctx.bytes -= cap;
        drop(g);
        // The commands enqueued before its free (dpnp's next operation waits
        // here for the previous one's kernel rather than paying a new
        // allocation, which costs about 1 ms on NVIDIA). Past the limit (a
        // marker behind a command that waits for the host) it goes back.
        if !super::inflight::wait(&e.after, std::time::Duration::from_secs(2)) {
            let mut g = POOL.lock().unwrap_or_else(|p| p.into_inner());
            let ctx = g.entry(c as usize).or_default();
            ctx.free.entry(cap).or_default().push(e);
            ctx.bytes += cap;
            return None;
        }
        super::inflight::release(&e.after);
        let p = e.ptr;
        // The reference taken when it was pooled.
        // SAFETY: a context we hold a reference to.
        unsafe { raw::clReleaseContext(c) };
        Some(p as *mut c_void)
    }

    /// Keeps a freed allocation of class `cap`, reused once `after` is
    /// complete; `after` back when the pool is full.
    pub(super) fn give(c: cl_context, p: *mut c_void, cap: usize, after: Vec<usize>) -> Result<(), Vec<usize>> {
        let mut g = POOL.lock().unwrap_or_else(|p| p.into_inner());
        let ctx = g.entry(c as usize).or_default();
        if ctx.bytes.saturating_add(cap) > limit() {
            return Err(after);
        }
        // SAFETY: a live context (the caller's allocation belongs to it).
        if unsafe { raw::clRetainContext(c) } != CL_SUCCESS {
            return Err(after);
        }
        ctx.free.entry(cap).or_default().push(Entry { ptr: p as usize, after });
        ctx.bytes += cap;
        Ok(())
    }

    /// Bytes pooled for context `c` (tests).
    pub fn pooled_bytes(c: cl_context) -> usize {
        POOL.lock().map(|g| g.get(&(c as usize)).map_or(0, |x| x.bytes)).unwrap_or(0)
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
/// [`host_pool::LIMIT`] bytes, in the context's entry of the one pool map
/// ([`pool::POOL`]). On by default (measured on NVIDIA, docs/ptx.md);
/// `SYCLRT_USM_HOST_POOL=off` turns it off, `SYCLRT_USM_POOL=off` with the
/// device pool. Each pooled allocation holds a reference to its context.
mod host_pool {
    use super::pool::POOL;
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
    pub(super) fn take(c: cl_context, cap: usize, alignment: u32) -> Option<*mut c_void> {
        let mut g = POOL.lock().unwrap_or_else(|p| p.into_inner());
        let ctx = g.get_mut(&(c as usize))?;
        let list = ctx.host.get_mut(&cap)?;
        let i = list.iter().position(|&p| alignment == 0 || p % alignment as usize == 0)?;
        let p = list.swap_remove(i);
        ctx.host_bytes -= cap;
        drop(g);
        // The reference taken when it was pooled.
        // SAFETY: `give` retained `c` for this entry; this releases that one reference.
        unsafe { raw::clReleaseContext(c) };
        Some(p as *mut c_void)
    }

    /// Keeps `p` (class `cap`, mapped, used by no command); false when full.
    pub(super) fn give(c: cl_context, p: usize, cap: usize) -> bool {
        let mut g = POOL.lock().unwrap_or_else(|p| p.into_inner());
        let ctx = g.entry(c as usize).or_default();
        if ctx.host_bytes.saturating_add(cap) > LIMIT {
            return false;
        }
        // SAFETY: a live context (the caller's allocation belongs to it).
        if unsafe { raw::clRetainContext(c) } != CL_SUCCESS {
            return false;
        }
        ctx.host.entry(cap).or_default().push(p);
        ctx.host_bytes += cap;
        true
    }

    /// Allocations pooled for context `c`, each holding a reference to it (tests).
    pub fn pooled_host_count(c: cl_context) -> usize {
        POOL.lock().map(|g| g.get(&(c as usize)).map_or(0, |x| x.host.values().map(Vec::len).sum())).unwrap_or(0)
    }
}

pub use host_pool::pooled_host_count;

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
// (`cl::wait`, which enqueues the maps first and waits for them with its
// own events), an event status query that answers complete
// (`core::ops::event_info_into`), any eager command, or a free. Measured on
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
/// of the last map-back (one reference each), and the lazy state.
#[derive(Default)]
struct CoarseCtx {
    allocs: Vec<CoarseAlloc>,
    last: Vec<usize>,
    lazy: Option<Lazy>,
}

/// Allocations unmapped for a run of lazy launches: the unmap events every
/// later command waits on, the launches since (the map-back waits on them),
/// and the queue the map-back goes to (one reference each).
struct Lazy {
    unmaps: Vec<usize>,
    pending: Vec<usize>,
    queue: usize,
}

/// Lock order: `COARSE`, then `LIVE`, then `DEVICES` (a bracket holds
/// `COARSE` while its command checks ranges and providers); `pool`'s lock is
/// taken alone. `alloc` and `free` never hold `LIVE` while taking `COARSE`.
static COARSE: std::sync::Mutex<BTreeMap<usize, CoarseCtx>> = std::sync::Mutex::new(BTreeMap::new());
static COARSE_LIVE: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
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

fn coarse_lock() -> std::sync::MutexGuard<'static, BTreeMap<usize, CoarseCtx>> {
    COARSE.lock().unwrap_or_else(|p| p.into_inner())
}

/// `SYCLRT_USM_COARSE_SYNC`: eager (default) or lazy.
fn lazy_mode() -> bool {
    static LAZY: OnceLock<bool> = OnceLock::new();
    *LAZY.get_or_init(|| matches!(crate::config::get().usm_coarse_sync.as_deref(), Some("lazy")))
}

/// Releases events we hold one reference to.
fn release_events(evs: &[cl_event]) {
    for &e in evs {
        if !e.is_null() {
            // SAFETY: one reference we own.
            unsafe { raw::clReleaseEvent(e) };
        }
    }
}

fn as_events(v: &[usize]) -> Vec<cl_event> {
    v.iter().map(|&e| e as cl_event).collect()
}

/// A queue of our own on `dev` for a blocking map or unmap, used once.
///
/// # Safety
/// `c` and `dev` are a live context and one of its devices.
unsafe fn own_queue(c: cl_context, dev: cl_device_id) -> UsmResult<cl_command_queue> {
    OWN_QUEUES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let mut err = CL_SUCCESS;
    // SAFETY: caller contract; no properties.
    let q = unsafe { raw::clCreateCommandQueue(c, dev, 0, &mut err) };
    if q.is_null() || err != CL_SUCCESS {
        return Err(UsmError::new(if err == CL_SUCCESS { CL_OUT_OF_RESOURCES } else { err }, "clCreateCommandQueue"));
    }
    Ok(q)
}

/// Maps `size` bytes at `p` for the host on a queue of our own, blocking;
/// with `unmap_first`, unmaps `p` first (a mapped range that grows).
///
/// # Safety
/// `c` is live, `dev` one of its devices, `p` an SVM allocation of at least
/// `size` bytes in `c` (mapped when `unmap_first`, and no command uses it).
unsafe fn map_blocking(
    c: cl_context,
    dev: cl_device_id,
    p: *mut c_void,
    size: usize,
    unmap_first: bool,
) -> UsmResult<()> {
    let map = ext::core_extra().clEnqueueSVMMap.ok_or_else(|| no_usm("clEnqueueSVMMap"))?;
    let unmap = ext::core_extra().clEnqueueSVMUnmap.ok_or_else(|| no_usm("clEnqueueSVMUnmap"))?;
    // SAFETY: caller contract.
    let q = unsafe { own_queue(c, dev)? };
    let mut code = CL_SUCCESS;
    if unmap_first {
        // SAFETY: a live queue of `c`; a mapped SVM range of it; no events.
        code = unsafe { unmap(q, p, 0, null(), null_mut()) };
    }
    if code == CL_SUCCESS {
        // SAFETY: a live queue of `c`; `p` is `size` bytes of SVM; blocking
        // (in order after the unmap), no events.
        code = unsafe { map(q, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, p, size, 0, null(), null_mut()) };
    }
    // SAFETY: our queue, used once.
    unsafe { raw::clReleaseCommandQueue(q) };
    check(code, if unmap_first { "clEnqueueSVMUnmap/clEnqueueSVMMap of a growing block" } else { "clEnqueueSVMMap" })
}

/// Maps a new coarse-grained allocation (or block) for the host and records it.
///
/// # Safety
/// `c` is live, `dev` one of its devices, `p` an SVM allocation of at least `size` bytes in `c`.
unsafe fn coarse_map_new(
    c: cl_context,
    dev: cl_device_id,
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
fn coarse_register(c: cl_context, p: *mut c_void, size: usize, block: Option<Block>) {
    let mut g = coarse_lock();
    // A block is shared by every thread's small allocations: never fresh.
    let fresh = block.is_none().then(|| std::thread::current().id());
    g.entry(c as usize).or_default().allocs.push(CoarseAlloc { base: p as usize, size, mapped: true, block, fresh });
    COARSE_LIVE.fetch_add(1, std::sync::atomic::Ordering::AcqRel);
}

/// Whether event `e` is complete (an error status counts: it will not run).
fn event_done(e: cl_event) -> bool {
    let mut st: cl_int = 0;
    // SAFETY: a live event we hold; one cl_int.
    let code = unsafe {
        raw::clGetEventInfo(e, CL_EVENT_COMMAND_EXECUTION_STATUS, 4, (&mut st as *mut cl_int).cast(), null_mut())
    };
    code != CL_SUCCESS || st <= CL_COMPLETE
}

/// A sub-allocation of `size` bytes aligned to `alignment` from a block of
/// context `c`, once the host owns the blocks; None when no block has room.
///
/// # Safety
/// `c` is live and `dev` one of its devices.
unsafe fn sub_take(c: cl_context, dev: cl_device_id, size: usize, alignment: u32) -> UsmResult<Option<*mut c_void>> {
    let align = (alignment as usize).max(SUB_GRAIN);
    let len = size.next_multiple_of(SUB_GRAIN);
    let mut waited = false;
    loop {
        let mut g = coarse_lock();
        let Some(st) = g.get_mut(&(c as usize)).filter(|st| st.allocs.iter().any(|a| a.block.is_some())) else {
            return Ok(None);
        };
        // The host writes a new allocation at once: the blocks must be the
        // host's, so a lazy run is mapped back and the last maps waited for
        // (without the lock the first time, under it after that, so
        // another thread's launches cannot keep this waiting).
        release_events(&end_lazy(st));
        let busy: Vec<cl_event> = as_events(&st.last).into_iter().filter(|&e| !event_done(e)).collect();
        if !busy.is_empty() {
            if waited {
                // SAFETY: events we hold (in `st.last`).
                unsafe { raw::clWaitForEvents(busy.len() as cl_uint, busy.as_ptr()) };
            } else {
                for &e in &busy {
                    // SAFETY: a live event (in `st.last`): a reference for the wait below.
                    unsafe { raw::clRetainEvent(e) };
                }
                drop(g);
                // SAFETY: events we hold one reference to each.
                unsafe { raw::clWaitForEvents(busy.len() as cl_uint, busy.as_ptr()) };
                release_events(&busy);
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
                // SAFETY: a live context and device; a mapped block of `b.cap` bytes.
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
///
/// # Safety
/// `c` is live and `dev` one of its devices.
unsafe fn sub_new_block(
    c: cl_context,
    dev: cl_device_id,
    flags: cl_mem_flags,
    size: usize,
    alignment: u32,
) -> UsmResult<Option<*mut c_void>> {
    let a = api().map_err(|e| UsmError::new(raw::NOT_LOADED, e.0))?;
    let (Some(alloc), Some(free)) = (a.clSVMAlloc, a.clSVMFree) else { return Ok(None) };
    // SAFETY: a live context, valid flags and size, the driver's alignment.
    let base = unsafe { alloc(c, flags, BLOCK_SIZE, 0) };
    if base.is_null() {
        return Ok(None);
    }
    let mut b = Block { cap: BLOCK_SIZE, used: BTreeMap::new() };
    let len = size.next_multiple_of(SUB_GRAIN);
    let Some(p) = b.fit(base as usize, len, (alignment as usize).max(SUB_GRAIN)) else {
        // SAFETY: allocated above, never handed out.
        unsafe { free(c, base) };
        return Ok(None);
    };
    b.used.insert(p, len);
    let extent = (p + len - base as usize).next_multiple_of(EXTENT_GRAIN);
    // SAFETY: a live context: the block's own reference.
    if unsafe { raw::clRetainContext(c) } != CL_SUCCESS {
        // SAFETY: allocated above, never handed out.
        unsafe { free(c, base) };
        return Ok(None);
    }
    // SAFETY: a live context and device; `base` holds `BLOCK_SIZE` >= `extent` bytes.
    if let Err(e) = unsafe { coarse_map_new(c, dev, base, extent, Some(b)) } {
        // SAFETY: allocated above, never handed out; then the block's reference.
        unsafe {
            free(c, base);
            raw::clReleaseContext(c);
        }
        return Err(e);
    }
    Ok(Some(p as *mut c_void))
}

/// One block as [`coarse_blocks`] shows it: base, mapped extent, and the
/// sub-allocations (start, bytes reserved).
pub type BlockView = (usize, usize, Vec<(usize, usize)>);

/// Blocks of coarse-grained sub-allocations of context `c` (tests).
pub fn coarse_blocks(c: cl_context) -> Vec<BlockView> {
    coarse_lock()
        .get(&(c as usize))
        .map(|st| {
            st.allocs
                .iter()
                .filter_map(|a| {
                    a.block.as_ref().map(|b| (a.base, a.size, b.used.iter().map(|(&s, &l)| (s, l)).collect()))
                })
                .collect()
        })
        .unwrap_or_default()
}

/// Ranges the coarse-grained protocol maps and unmaps for context `c`
/// (blocks and allocations of their own; tests).
pub fn coarse_ranges(c: cl_context) -> usize {
    coarse_lock().get(&(c as usize)).map_or(0, |st| st.allocs.len())
}

/// Records new map events (their references move into `st.last`) and
/// drops the ones already complete: `st.last` holds every map that may
/// still be outstanding, of any range, since a copy or fill maps back only
/// the ranges it touched.
fn note_maps(st: &mut CoarseCtx, maps: &[cl_event]) {
    st.last.retain(|&e| {
        let done = event_done(e as cl_event);
        if done {
            release_events(&[e as cl_event]);
        }
        !done
    });
    st.last.extend(maps.iter().map(|&e| e as usize));
}

/// Ends the lazy state of `st`: maps every unmapped allocation again on the
/// lazy queue after every pending launch; the maps become `st.last`.
/// Returns new references to the map events (for a caller that waits).
fn end_lazy(st: &mut CoarseCtx) -> Vec<cl_event> {
    let Some(lz) = st.lazy.take() else { return Vec::new() };
    COARSE_LAZY.fetch_sub(1, std::sync::atomic::Ordering::AcqRel);
    let q = lz.queue as cl_command_queue;
    let pending = as_events(&lz.pending);
    let after: Vec<cl_event> = if pending.is_empty() { as_events(&lz.unmaps) } else { pending.clone() };
    let mut maps: Vec<cl_event> = Vec::new();
    if let Some(map) = ext::core_extra().clEnqueueSVMMap {
        for a in st.allocs.iter_mut().filter(|a| !a.mapped) {
            let mut e: cl_event = null_mut();
            // SAFETY: a live queue of the context (we hold a reference); an
            // unmapped SVM range of it; events we hold.
            let code = unsafe {
                map(
                    q,
                    CL_FALSE,
                    CL_MAP_READ | CL_MAP_WRITE,
                    a.base as *mut c_void,
                    a.size,
                    after.len() as cl_uint,
                    if after.is_empty() { null() } else { after.as_ptr() },
                    &mut e,
                )
            };
            if code == CL_SUCCESS {
                a.mapped = true;
                maps.push(e);
                COARSE_MAPS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            } else {
                log::warn!(
                    "clEnqueueSVMMap after lazy launches failed ({code}): the host may not see the device's writes"
                );
            }
        }
    }
    // SAFETY: our reference to the lazy queue; the maps are enqueued.
    unsafe {
        raw::clFlush(q);
        raw::clReleaseCommandQueue(q);
    }
    release_events(&pending);
    release_events(&as_events(&lz.unmaps));
    note_maps(st, &maps);
    for &e in &maps {
        // SAFETY: a live event: the caller's reference.
        unsafe { raw::clRetainEvent(e) };
    }
    maps
}

/// The host is about to look at context `c`'s coarse-grained allocations:
/// if lazy launches left them unmapped, enqueues their maps (after every
/// such launch) and returns the map events (one reference each) for the
/// caller to wait on, together with whatever it waits for: so the maps run
/// right behind the launches instead of after the host's wait returns.
///
/// # Safety
/// `c` is NULL or a context handle.
pub unsafe fn coarse_sync_begin(c: cl_context) -> Vec<cl_event> {
    if COARSE_LAZY.load(std::sync::atomic::Ordering::Acquire) == 0 || c.is_null() {
        return Vec::new();
    }
    let mut g = coarse_lock();
    match g.get_mut(&(c as usize)) {
        Some(st) => end_lazy(st),
        None => Vec::new(),
    }
}

/// Waits for and releases map events from [`coarse_sync_begin`].
pub fn coarse_sync_end(maps: Vec<cl_event>) {
    if !maps.is_empty() {
        // SAFETY: events we hold one reference to each.
        unsafe { raw::clWaitForEvents(maps.len() as cl_uint, maps.as_ptr()) };
    }
    release_events(&maps);
}

/// The host may look at context `c`'s coarse-grained allocations now:
/// [`coarse_sync_begin`] and [`coarse_sync_end`] in one (complete status
/// answers).
///
/// # Safety
/// `c` is NULL or a context handle.
pub unsafe fn coarse_sync(c: cl_context) {
    // SAFETY: caller contract.
    coarse_sync_end(unsafe { coarse_sync_begin(c) });
}

/// [`coarse_sync`] for the context of event `e`.
///
/// # Safety
/// `e` is a live event.
pub unsafe fn coarse_sync_event(e: cl_event) {
    if COARSE_LAZY.load(std::sync::atomic::Ordering::Acquire) == 0 || e.is_null() {
        return;
    }
    let mut c: cl_context = null_mut();
    // SAFETY: a live event; one handle into a slot of its size.
    let code = unsafe {
        raw::clGetEventInfo(
            e,
            CL_EVENT_CONTEXT,
            std::mem::size_of::<cl_context>(),
            (&mut c as *mut cl_context).cast(),
            null_mut(),
        )
    };
    if code == CL_SUCCESS {
        // SAFETY: the event's live context.
        unsafe { coarse_sync(c) };
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
    /// this base, then its context reference.
    Block(usize),
    /// Kept mapped in [`host_pool`].
    Pooled,
}

/// Forgets a coarse-grained allocation before it is freed: waits for the
/// commands that may still use it and unmaps it (nothing for other
/// allocations). A sub-allocation goes back to its block; the block's
/// range is unmapped when it was the last one.
///
/// # Safety
/// `c` is live and `p` a live allocation of it.
unsafe fn coarse_release(c: cl_context, p: *mut c_void, poolable: Option<usize>) -> Release {
    let mut g = coarse_lock();
    let Some(st) = g.get_mut(&(c as usize)) else { return Release::NotCoarse };
    let sub = st.allocs.iter().position(|a| a.block.as_ref().is_some_and(|b| b.used.contains_key(&(p as usize))));
    let i = match sub {
        Some(i) => {
            let b = st.allocs[i].block.as_mut().expect("a block (found above)");
            b.used.remove(&(p as usize));
            if !b.used.is_empty() {
                // Nothing to unmap or free; a free still ends a lazy run,
                // as for an allocation of its own.
                release_events(&end_lazy(st));
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
    let maps = end_lazy(st);
    release_events(&maps);
    let a = st.allocs.remove(i);
    let freed = if a.block.is_some() { Release::Block(a.base) } else { Release::Whole };
    COARSE_LIVE.fetch_sub(1, std::sync::atomic::Ordering::AcqRel);
    // The outstanding map-backs (among them every one of this allocation's,
    // which no later bracket can name now), waited for after the lock: a
    // wait under it held every other thread's brackets (each launch of the
    // process) for as long (250 us in a dpnp `mean` on the H200).
    let last = as_events(&st.last);
    for &e in &last {
        // SAFETY: a live event (in `st.last`, under the lock): our own
        // reference, released after the wait below.
        unsafe { raw::clRetainEvent(e) };
    }
    drop(g);
    if !last.is_empty() {
        // SAFETY: events we hold references to (retained above).
        unsafe { raw::clWaitForEvents(last.len() as cl_uint, last.as_ptr()) };
    }
    release_events(&last);
    if !a.mapped {
        return freed;
    }
    // Its map-backs are complete (waited for above): the host owns it and
    // no command uses it. A host allocation made at its class size stays
    // mapped for the next one.
    if let Some(cap) = poolable {
        if a.block.is_none() && a.size == cap && host_pool::give(c, a.base, cap) {
            return Release::Pooled;
        }
    }
    // SAFETY: a live context (caller contract).
    let Some(dev) = unsafe { context_devices(c) }.ok().and_then(|d| d.first().copied()) else { return freed };
    let Some(unmap) = ext::core_extra().clEnqueueSVMUnmap else { return freed };
    // SAFETY: a live context and its device.
    if let Ok(q) = unsafe { own_queue(c, dev) } {
        // SAFETY: a mapped SVM range of `c`; then the queue is drained and released.
        unsafe {
            unmap(q, a.base as *mut c_void, 0, null(), null_mut());
            raw::clFinish(q);
            raw::clReleaseCommandQueue(q);
        }
    }
    freed
}

/// Whether every event of `given` lets a launch stay lazy: complete
/// already, or a lazy launch itself (so a later host wait, which waits for
/// every pending launch, never waits for the host).
fn lazy_safe(given: &[cl_event], lz: Option<&Lazy>) -> bool {
    given.iter().all(|&e| {
        if lz.is_some_and(|l| l.pending.contains(&(e as usize))) {
            return true;
        }
        let mut st: cl_int = 0;
        // SAFETY: a live event of the caller's wait list; one cl_int.
        let code = unsafe {
            raw::clGetEventInfo(e, CL_EVENT_COMMAND_EXECUTION_STATUS, 4, (&mut st as *mut cl_int).cast(), null_mut())
        };
        code == CL_SUCCESS && st == CL_COMPLETE
    })
}

/// Runs the command `f` (which takes a wait list and an event slot, always
/// given one) inside the coarse-grained protocol of `q`'s context (see
/// above); with no coarse-grained host or shared allocation, `f` alone with
/// the caller's arguments. `touches`: what the command may reach; a kernel
/// launch ([`Touches::All`]) may run lazily. `ev`, when not NULL, gets the
/// event the caller may wait for; `blocking` waits for the maps too.
///
/// Why not every range for a copy: NVIDIA's map copies the device's bytes
/// over the host's, so a host write into an allocation between its unmap
/// and its map-back is lost. dpctl writes a fresh host vector (the packed
/// shapes and strides of an indexing kernel) right after allocating it,
/// while commands from its host-task threads run; a bracket that unmapped
/// that vector too gave the kernel zeros (issue 37).
///
/// # Safety
/// `q` is a live queue; `wait` holds `n` events; `ev` is NULL or writable;
/// `f` enqueues on `q` with the arguments it is given.
#[allow(clippy::too_many_arguments, reason = "the enqueue's own arguments plus the protocol's")]
pub unsafe fn coarse_around(
    q: cl_command_queue,
    n: cl_uint,
    wait: *const cl_event,
    ev: *mut cl_event,
    blocking: bool,
    touches: Touches<'_>,
    f: impl FnOnce(cl_uint, *const cl_event, *mut cl_event) -> UsmResult<()>,
) -> UsmResult<()> {
    let launch = matches!(touches, Touches::All);
    if !coarse_active() {
        return f(n, wait, ev);
    }
    // SAFETY: caller contract.
    let (c, _) = unsafe { queue_parts(q)? };
    let mut g = coarse_lock();
    let Some(st) = g.get_mut(&(c as usize)).filter(|s| !s.allocs.is_empty()) else {
        drop(g);
        return f(n, wait, ev);
    };
    let x = ext::core_extra();
    let (Some(map), Some(unmap)) = (x.clEnqueueSVMMap, x.clEnqueueSVMUnmap) else {
        drop(g);
        return f(n, wait, ev);
    };
    let given: &[cl_event] = if n == 0 || wait.is_null() {
        &[]
    } else {
        // SAFETY: caller contract.
        unsafe { std::slice::from_raw_parts(wait, n as usize) }
    };
    let list = |v: &[cl_event]| (v.len() as cl_uint, if v.is_empty() { null() } else { v.as_ptr() });
    // Unmap what the host holds (after the wait list, the last maps and the
    // lazy run's unmaps, if any).
    let mut w0: Vec<cl_event> = given.to_vec();
    w0.extend(as_events(&st.last));
    let mut unmaps: Vec<cl_event> = Vec::with_capacity(st.allocs.len());
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
        return f(n, wait, ev);
    }
    for a in st.allocs.iter_mut().filter(|a| a.mapped && takes(a)) {
        let mut e: cl_event = null_mut();
        let (wn, wp) = list(&w0);
        // SAFETY: a live queue of the context; a mapped SVM range of it.
        let code = unsafe { unmap(q, a.base as *mut c_void, wn, wp, &mut e) };
        if code != CL_SUCCESS {
            fail = Some(UsmError::new(code, "clEnqueueSVMUnmap before a command on coarse-grained USM"));
            break;
        }
        a.mapped = false;
        unmaps.push(e);
        COARSE_UNMAPS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    }
    log::trace!(
        "coarse bracket on {:?} ({touches:?}): {} of {} ranges unmapped, {} maps outstanding",
        std::thread::current().id(),
        unmaps.len(),
        st.allocs.len(),
        st.last.len()
    );
    let lazy = launch && !blocking && fail.is_none() && lazy_mode() && lazy_safe(given, st.lazy.as_ref());
    if lazy {
        let lz = st.lazy.get_or_insert_with(|| {
            COARSE_LAZY.fetch_add(1, std::sync::atomic::Ordering::AcqRel);
            // SAFETY: a live queue: the map-back's, one reference of ours.
            unsafe { raw::clRetainCommandQueue(q) };
            Lazy { unmaps: Vec::new(), pending: Vec::new(), queue: q as usize }
        });
        lz.unmaps.extend(unmaps.iter().map(|&e| e as usize));
        let mut w1: Vec<cl_event> = given.to_vec();
        w1.extend(as_events(&lz.unmaps));
        let (wn, wp) = list(&w1);
        let mut cmd: cl_event = null_mut();
        let r = f(wn, wp, &mut cmd);
        if r.is_ok() && !cmd.is_null() {
            lz.pending.push(cmd as usize);
            if !ev.is_null() {
                // SAFETY: a live event: the caller's own reference.
                unsafe {
                    raw::clRetainEvent(cmd);
                    *ev = cmd;
                }
            }
        }
        return r;
    }
    // Eager: the command after every unmap (this bracket's and a lazy
    // run's), then every allocation mapped again after it and after the
    // lazy run's launches.
    let (lazy_unmaps, lazy_pending) = match &st.lazy {
        Some(lz) => (as_events(&lz.unmaps), as_events(&lz.pending)),
        None => (Vec::new(), Vec::new()),
    };
    let mut cmd: cl_event = null_mut();
    let r = match fail {
        Some(e) => Err(e),
        None => {
            let mut w1: Vec<cl_event> = given.to_vec();
            w1.extend(&unmaps);
            w1.extend(&lazy_unmaps);
            let (wn, wp) = list(&w1);
            f(wn, wp, &mut cmd)
        }
    };
    let mut after: Vec<cl_event> = if !cmd.is_null() { vec![cmd] } else { unmaps.clone() };
    after.extend(&lazy_pending);
    if after.is_empty() {
        after.extend(&lazy_unmaps);
    }
    let mut maps: Vec<cl_event> = Vec::with_capacity(st.allocs.len());
    for a in st.allocs.iter_mut().filter(|a| !a.mapped) {
        let mut e: cl_event = null_mut();
        let (an, ap) = list(&after);
        // SAFETY: as above; the range is unmapped (by this bracket or a lazy run).
        let code =
            unsafe { map(q, CL_FALSE, CL_MAP_READ | CL_MAP_WRITE, a.base as *mut c_void, a.size, an, ap, &mut e) };
        if code == CL_SUCCESS {
            a.mapped = true;
            maps.push(e);
            COARSE_MAPS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        }
    }
    if let Some(lz) = st.lazy.take() {
        COARSE_LAZY.fetch_sub(1, std::sync::atomic::Ordering::AcqRel);
        release_events(&as_events(&lz.pending));
        release_events(&as_events(&lz.unmaps));
        // SAFETY: our reference to the lazy queue.
        unsafe { raw::clReleaseCommandQueue(lz.queue as cl_command_queue) };
    }
    for &e in &maps {
        // SAFETY: a live event just enqueued: our own reference for the
        // marker and the wait below (`st.last`'s may go with the lock).
        unsafe { raw::clRetainEvent(e) };
    }
    note_maps(st, &maps);
    drop(g);
    let mut out = r;
    if out.is_ok() && !ev.is_null() {
        let (mn, mp) = if maps.is_empty() { list(&after) } else { list(&maps) };
        // SAFETY: a live queue; events we hold; `ev` writable (caller contract).
        out = check(unsafe { raw::clEnqueueMarkerWithWaitList(q, mn, mp, ev) }, "clEnqueueMarkerWithWaitList");
    }
    if blocking && !maps.is_empty() {
        // SAFETY: events we hold a reference to (taken above).
        unsafe { raw::clWaitForEvents(maps.len() as cl_uint, maps.as_ptr()) };
    }
    release_events(&maps);
    release_events(&unmaps);
    release_events(&[cmd]);
    out
}

type DeviceCache = RwLock<HashMap<usize, &'static DeviceUsm>>;
static DEVICES: OnceLock<DeviceCache> = OnceLock::new();

/// The USM provider and capabilities of device `d`, probed once.
///
/// # Safety
/// `d` is a valid device handle.
pub unsafe fn for_device(d: cl_device_id) -> &'static DeviceUsm {
    let map = DEVICES.get_or_init(|| RwLock::new(HashMap::new()));
    if let Some(u) = map.read().ok().and_then(|m| m.get(&(d as usize)).copied()) {
        return u;
    }
    let u: &'static DeviceUsm = Box::leak(Box::new(probe(d)));
    if let Ok(mut m) = map.write() {
        return m.entry(d as usize).or_insert(u);
    }
    u
}

/// The devices of context `c`.
///
/// # Safety
/// `c` is NULL or a context handle.
pub unsafe fn context_devices(c: cl_context) -> UsmResult<Vec<cl_device_id>> {
    if c.is_null() {
        return Err(UsmError::new(CL_INVALID_CONTEXT, "context is NULL"));
    }
    let mut buf = [null_mut::<_cl_device_id>(); 8];
    let mut n = 0usize;
    // SAFETY: `buf` holds 8 device slots; `n` receives the answer's size.
    let code = unsafe {
        raw::clGetContextInfo(c, CL_CONTEXT_DEVICES, std::mem::size_of_val(&buf), buf.as_mut_ptr().cast(), &mut n)
    };
    let per = std::mem::size_of::<cl_device_id>();
    if code == CL_SUCCESS {
        return Ok(buf[..(n / per).min(8)].to_vec());
    }
    // More than 8 devices: the two-call protocol.
    // SAFETY: size query.
    check(unsafe { raw::clGetContextInfo(c, CL_CONTEXT_DEVICES, 0, null_mut(), &mut n) }, "clGetContextInfo")?;
    let mut v = vec![null_mut::<_cl_device_id>(); n / per];
    check(
        // SAFETY: `v` holds `n` bytes.
        unsafe { raw::clGetContextInfo(c, CL_CONTEXT_DEVICES, n, v.as_mut_ptr().cast(), null_mut()) },
        "clGetContextInfo",
    )?;
    Ok(v)
}

/// The weakest provider among the context's devices (a context over devices
/// with different providers gets the one all of them can use).
///
/// # Safety
/// `c` is NULL or a context handle.
pub unsafe fn for_context(c: cl_context) -> UsmResult<(&'static DeviceUsm, Vec<cl_device_id>)> {
    // SAFETY: caller contract.
    let devs = unsafe { context_devices(c)? };
    let mut best: Option<&'static DeviceUsm> = None;
    for &d in &devs {
        // SAFETY: a device of a live context.
        let u = unsafe { for_device(d) };
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
///
/// # Safety
/// `q` is NULL or a queue handle.
unsafe fn queue_parts(q: cl_command_queue) -> UsmResult<(cl_context, cl_device_id)> {
    if q.is_null() {
        return Err(UsmError::new(CL_INVALID_COMMAND_QUEUE, "queue is NULL"));
    }
    let mut c: cl_context = null_mut();
    let mut d: cl_device_id = null_mut();
    let sz = std::mem::size_of::<usize>();
    check(
        // SAFETY: one handle into a slot of that size (both calls).
        unsafe { raw::clGetCommandQueueInfo(q, CL_QUEUE_CONTEXT, sz, (&mut c as *mut cl_context).cast(), null_mut()) },
        "clGetCommandQueueInfo",
    )?;
    check(
        // SAFETY: as above.
        unsafe { raw::clGetCommandQueueInfo(q, CL_QUEUE_DEVICE, sz, (&mut d as *mut cl_device_id).cast(), null_mut()) },
        "clGetCommandQueueInfo",
    )?;
    Ok((c, d))
}

/// The kernel's context.
///
/// # Safety
/// `k` is NULL or a kernel handle.
unsafe fn kernel_context(k: cl_kernel) -> UsmResult<cl_context> {
    if k.is_null() {
        return Err(UsmError::new(CL_INVALID_KERNEL, "kernel is NULL"));
    }
    let mut c: cl_context = null_mut();
    check(
        // SAFETY: one handle into a slot of that size.
        unsafe {
            raw::clGetKernelInfo(
                k,
                CL_KERNEL_CONTEXT,
                std::mem::size_of::<cl_context>(),
                (&mut c as *mut cl_context).cast(),
                null_mut(),
            )
        },
        "clGetKernelInfo",
    )?;
    Ok(c)
}

fn no_usm(what: &str) -> UsmError {
    UsmError::unsupported(format!(
        "{what}: this OpenCL device has no USM (neither cl_intel_unified_shared_memory nor OpenCL 2.0 SVM{})",
        if mode() == Mode::Auto { "" } else { ", or SYCLRT_USM excludes what it has" }
    ))
}

// ------------------------------------------------------------ live map

/// One live SVM allocation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Alloc {
    pub base: usize,
    pub size: usize,
    pub kind: UsmKind,
    pub context: usize,
    /// The device of a device or shared allocation (0 for host).
    pub device: usize,
}

static LIVE: RwLock<BTreeMap<usize, Alloc>> = RwLock::new(BTreeMap::new());

/// The live SVM allocation containing `ptr` (any context).
pub fn lookup(ptr: *const c_void) -> Option<Alloc> {
    let p = ptr as usize;
    let m = LIVE.read().ok()?;
    let (_, a) = m.range(..=p).next_back()?;
    (p < a.base + a.size.max(1)).then_some(*a)
}

/// The live allocation nearest below `ptr` (base, size, kind), without
/// waiting for the map's lock (a fault handler's diagnosis).
pub fn nearest_nonblocking(ptr: usize) -> Option<(usize, usize, UsmKind)> {
    let m = LIVE.try_read().ok()?;
    let (_, a) = m.range(..=ptr).next_back()?;
    Some((a.base, a.size, a.kind))
}

/// `clEnqueueSVMMap` of `size` bytes at `ptr` (non-blocking), after `wait`.
///
/// # Safety
/// `ptr..ptr + size` lies in one live SVM allocation of the queue's context.
pub unsafe fn svm_map(
    q: &Queue,
    flags: cl_map_flags,
    ptr: *mut c_void,
    size: usize,
    wait: &[Event],
) -> Result<Event, ClError> {
    let map = ext::core_extra()
        .clEnqueueSVMMap
        .ok_or(ClError { code: CL_INVALID_OPERATION, call: "clEnqueueSVMMap (not in this OpenCL)" })?;
    let (n, w) = event_array(wait);
    // SAFETY: the range is SVM memory of this queue's context (caller contract).
    let e = enqueue(true, |e| unsafe { map(q.raw(), 0, flags, ptr, size, n, w, e) }, "clEnqueueSVMMap")?;
    e.ok_or(ClError { code: CL_INVALID_EVENT, call: "clEnqueueSVMMap returned no event" })
}

/// `clEnqueueSVMUnmap` of the mapping at `ptr`, after `wait`.
///
/// # Safety
/// `ptr` was mapped by [`svm_map`] on this queue's context.
pub unsafe fn svm_unmap(q: &Queue, ptr: *mut c_void, wait: &[Event]) -> Result<Event, ClError> {
    let unmap = ext::core_extra()
        .clEnqueueSVMUnmap
        .ok_or(ClError { code: CL_INVALID_OPERATION, call: "clEnqueueSVMUnmap (not in this OpenCL)" })?;
    let (n, w) = event_array(wait);
    // SAFETY: a mapped SVM pointer of this queue's context (caller contract).
    let e = enqueue(true, |e| unsafe { unmap(q.raw(), ptr, n, w, e) }, "clEnqueueSVMUnmap")?;
    e.ok_or(ClError { code: CL_INVALID_EVENT, call: "clEnqueueSVMUnmap returned no event" })
}

/// Whether `[ptr, ptr + size)` lies in one live device allocation of a
/// coarse-grained-only SVM device (NVIDIA's OpenCL). The host may touch
/// such memory only between `clEnqueueSVMMap` and `clEnqueueSVMUnmap`, so a
/// command that takes it as host memory (a buffer read into it, a buffer
/// write from it) must be bracketed by a map (`core::ops::read`).
pub fn coarse_device_range(ptr: *const c_void, size: usize) -> bool {
    // Every buffer read and write asks: no lock until an SVM allocation exists.
    if !inflight::SVM_USED.load(std::sync::atomic::Ordering::Acquire) {
        return false;
    }
    let Some(a) = lookup(ptr) else { return false };
    if a.kind != UsmKind::Device || (ptr as usize).saturating_add(size) > a.base + a.size || a.device == 0 {
        return false;
    }
    // SAFETY: the device of a live allocation (device ids stay valid).
    let usm = unsafe { for_device(a.device as cl_device_id) };
    matches!(usm.provider, Provider::Svm { fine_grained: false, .. })
}

fn live_in_context(c: cl_context) -> Vec<*mut c_void> {
    LIVE.read()
        .map(|m| m.values().filter(|a| a.context == c as usize).map(|a| a.base as *mut c_void).collect())
        .unwrap_or_default()
}

/// Number of live SVM allocations (all contexts; for tests).
pub fn live_count() -> usize {
    LIVE.read().map(|m| m.len()).unwrap_or(0)
}

// ------------------------------------------------------------ operations

/// Allocates `size` bytes of USM of `kind` in context `c` (`d`: the device
/// of a device or shared allocation; ignored for host). `props` is an
/// OpenCL (Intel) allocation property list, used by Intel's provider; the
/// SVM emulation has no placement to choose and ignores its hints.
///
/// # Safety
/// `c` and `d` are NULL or live handles; `props` is NULL or a
/// zero-terminated list of (key, value) pairs.
pub unsafe fn alloc(
    kind: UsmKind,
    c: cl_context,
    d: cl_device_id,
    props: *const cl_mem_properties_intel,
    size: usize,
    alignment: u32,
) -> UsmResult<*mut c_void> {
    if alignment != 0 && !alignment.is_power_of_two() {
        return Err(UsmError::new(CL_INVALID_VALUE, format!("USM alignment {alignment} is not a power of two")));
    }
    if size == 0 {
        return Err(UsmError::new(CL_INVALID_BUFFER_SIZE, "a USM allocation needs a non-zero size"));
    }
    // SAFETY: caller contract.
    let (usm, devs) = unsafe { for_context(c)? };
    if kind != UsmKind::Host {
        if d.is_null() {
            return Err(UsmError::new(CL_INVALID_DEVICE, "a device or shared USM allocation needs a device"));
        }
        // Not required to be one of the context's own handles: libsycl
        // passes an equal sub-device made by a later partition call (dpctl's
        // test_memory_copy_between_contexts); a live device suffices.
        if device_u64(d, 0x1000).is_none() {
            return Err(UsmError::new(CL_INVALID_DEVICE, format!("{d:?} is not a valid device")));
        }
    }
    // Device and shared allocations are the device's; host ones the context's.
    // SAFETY: `d` is a device of the live context (checked above).
    let usm = if kind == UsmKind::Host { usm } else { unsafe { for_device(d) } };
    match usm.provider {
        Provider::Intel(t) => {
            let mut err = CL_SUCCESS;
            // SAFETY: a zero-terminated property list (or NULL); live handles.
            let p = unsafe { t.alloc(kind, c, d, props, size, alignment, &mut err) };
            if err != CL_SUCCESS || p.is_null() {
                let code = if err == CL_SUCCESS { CL_OUT_OF_RESOURCES } else { err };
                return Err(UsmError::new(code, format!("cl{kind:?}MemAllocINTEL of {size} bytes failed ({code})")));
            }
            Ok(p)
        }
        Provider::Svm { fine_grained, atomics, coarse_host, .. } => {
            // From now on the frees of this process fence the queues that did USM work.
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
                let dev = devs.first().copied().unwrap_or(d);
                // SAFETY: a live context and one of its devices.
                let p = match unsafe { sub_take(c, dev, size, alignment)? } {
                    Some(p) => Some(p),
                    // SAFETY: as above.
                    None => unsafe { sub_new_block(c, dev, flags, size, alignment)? },
                };
                if let Some(p) = p {
                    let alloc = Alloc {
                        base: p as usize,
                        size,
                        kind,
                        context: c as usize,
                        device: if kind == UsmKind::Host { 0 } else { d as usize },
                    };
                    if let Ok(mut m) = LIVE.write() {
                        m.insert(p as usize, alloc);
                    }
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
                    let alloc = Alloc { base: p as usize, size, kind, context: c as usize, device: 0 };
                    if let Ok(mut m) = LIVE.write() {
                        m.insert(p as usize, alloc);
                    }
                    indirect::bump();
                    return Ok(p);
                }
            }
            inflight::reap();
            let a = api().map_err(|e| UsmError::new(raw::NOT_LOADED, e.0))?;
            let f = a.clSVMAlloc.ok_or_else(|| no_usm("clSVMAlloc"))?;
            // A device allocation on a coarse-grained-only device: from the
            // pool when a freed one of its size class is there (see `pool`).
            let pooled = kind == UsmKind::Device && !fine_grained && pool::on();
            let cap_size =
                if (pooled || host_pooled) && pool::class(size) as u64 <= max { pool::class(size) } else { size };
            if pooled {
                if let Some(p) = pool::take(c, cap_size, alignment) {
                    let alloc = Alloc { base: p as usize, size, kind, context: c as usize, device: d as usize };
                    if let Ok(mut m) = LIVE.write() {
                        m.insert(p as usize, alloc);
                    }
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
            // SAFETY: a live context, valid flags, size and alignment.
            let mut p = unsafe { f(c, flags, size, ask) };
            if !p.is_null() && alignment > 0 && (p as usize) % alignment as usize != 0 {
                let free = a.clSVMFree.ok_or_else(|| no_usm("clSVMFree"))?;
                // SAFETY: allocated just above, never handed out.
                unsafe { free(c, p) };
                // SAFETY: as above, with the caller's alignment.
                p = unsafe { f(c, flags, size, alignment) };
            }
            let mut drained_n = 0usize;
            if p.is_null() {
                // Out of memory, or out of allocations (a NULL for a small
                // host allocation with memory to spare, in long runs of
                // dpnp's tests on an H200): give the pooled allocations and
                // the frees waiting for their commands back to the driver,
                // and ask again.
                let free = a.clSVMFree.ok_or_else(|| no_usm("clSVMFree"))?;
                let drained = pool::drain(c);
                drained_n = drained.len();
                for q in drained {
                    // SAFETY: pooled allocations of this context, used by nothing.
                    unsafe { free(c, q) };
                }
                inflight::reap_waiting(std::time::Duration::from_secs(2));
                // SAFETY: as above.
                p = unsafe { f(c, flags, size, ask) };
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
                    // SAFETY: as above.
                    p = unsafe { f(c, flags, size, ask) };
                    if !p.is_null() {
                        how = "asked again after a pause";
                        break;
                    }
                }
                if p.is_null() {
                    let marks = inflight::fence(c);
                    let drained = inflight::wait(&marks, std::time::Duration::from_secs(2));
                    inflight::release(&marks);
                    // SAFETY: as above.
                    p = unsafe { f(c, flags, size, ask) };
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
                        live_count()
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
                // SAFETY: as above.
                p = unsafe { f(c, flags, big, alignment.max(4096)) };
            }
            if p.is_null() {
                let msg = format!(
                    "clSVMAlloc of {size} bytes ({kind:?}, alignment {alignment}) failed, also after giving back \
                     {drained_n} pooled allocations, asking again over 200 ms and after the queues ran their \
                     commands, and asking for {} bytes page-aligned ({} SVM allocations live, {} queues made for \
                     maps so far)",
                    size.div_ceil(1 << 16) << 16,
                    live_count(),
                    OWN_QUEUES.load(std::sync::atomic::Ordering::Relaxed)
                );
                log::warn!("{msg}");
                return Err(UsmError::new(CL_MEM_OBJECT_ALLOCATION_FAILURE, msg));
            }
            if kind != UsmKind::Device && !fine_grained {
                // Coarse-grained: mapped for the host from the start.
                let dev = if d.is_null() { devs.first().copied().unwrap_or(null_mut()) } else { d };
                // SAFETY: a live context and one of its devices; `p` was allocated above.
                if let Err(e) = unsafe { coarse_map_new(c, dev, p, size, None) } {
                    let f = a.clSVMFree.ok_or_else(|| no_usm("clSVMFree"))?;
                    // SAFETY: allocated above, never handed out.
                    unsafe { f(c, p) };
                    return Err(e);
                }
            }
            log::trace!("usm alloc {kind:?} {size_asked} bytes at {p:?} on {:?}", std::thread::current().id());
            let alloc = Alloc {
                base: p as usize,
                size: size_asked,
                kind,
                context: c as usize,
                device: if kind == UsmKind::Host { 0 } else { d as usize },
            };
            if let Ok(mut m) = LIVE.write() {
                m.insert(p as usize, alloc);
            }
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
    use std::sync::Mutex;

    /// Queues (one reference each, ours) that enqueued kernels, USM copies or
    /// fills, with their contexts.
    static QUEUES: RwLock<Vec<(usize, usize)>> = RwLock::new(Vec::new());
    /// Frees waiting for their markers: (context, base, whether it is a
    /// block with a context reference of its own, markers).
    #[allow(clippy::type_complexity, reason = "one private list")]
    static DEFERRED: Mutex<Vec<(usize, usize, bool, Vec<usize>)>> = Mutex::new(Vec::new());

    /// Set by the first SVM allocation: until then no free needs a fence,
    /// and queues are not noted (a process on Intel's USM never notes one).
    pub(super) static SVM_USED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

    /// Records that `q` enqueues USM work. The launch path: a flag, then a
    /// shared lock and a scan of the few queues a process has; the
    /// exclusive lock and the driver only for a queue seen the first time.
    pub(super) fn note(q: cl_command_queue) {
        if !SVM_USED.load(std::sync::atomic::Ordering::Acquire) {
            return;
        }
        let known = |v: &Vec<(usize, usize)>| v.iter().any(|&(x, _)| x == q as usize);
        if known(&QUEUES.read().unwrap_or_else(|p| p.into_inner())) {
            return;
        }
        // SAFETY: a live queue (the caller's).
        let Ok((c, _)) = (unsafe { super::queue_parts(q) }) else { return };
        let mut g = QUEUES.write().unwrap_or_else(|p| p.into_inner());
        // SAFETY: a live queue; the reference is released in `fence`.
        if !known(&g) && unsafe { raw::clRetainCommandQueue(q) } == CL_SUCCESS {
            g.push((q as usize, c as usize));
        }
    }

    /// Markers after everything enqueued so far on the queues of `c` that
    /// enqueued USM work (flushed, one reference each). A queue (of any
    /// context) whose only reference left is ours is dropped, after its
    /// marker for `c`'s.
    pub(super) fn fence(c: cl_context) -> Vec<usize> {
        let mut g = QUEUES.write().unwrap_or_else(|p| p.into_inner());
        let mut out = Vec::new();
        g.retain(|&(q, qc)| {
            let q = q as cl_command_queue;
            if qc == c as usize {
                let mut e: cl_event = null_mut();
                // SAFETY: a queue we hold a reference to.
                if unsafe { raw::clEnqueueMarkerWithWaitList(q, 0, null(), &mut e) } == CL_SUCCESS && !e.is_null() {
                    // SAFETY: as above.
                    unsafe { raw::clFlush(q) };
                    out.push(e as usize);
                }
            }
            let mut refs: cl_uint = 0;
            // SAFETY: as above; one cl_uint.
            let code = unsafe {
                raw::clGetCommandQueueInfo(
                    q,
                    CL_QUEUE_REFERENCE_COUNT,
                    4,
                    (&mut refs as *mut cl_uint).cast(),
                    null_mut(),
                )
            };
            if code == CL_SUCCESS && refs <= 1 {
                // SAFETY: our reference; the queue's commands still complete.
                unsafe { raw::clReleaseCommandQueue(q) };
                return false;
            }
            true
        });
        out
    }

    /// Whether every marker is complete ([`super::event_done`]: an error
    /// status or a failed query counts, since a broken queue runs nothing
    /// more on the memory).
    pub(super) fn done(evs: &[usize]) -> bool {
        evs.iter().all(|&e| super::event_done(e as cl_event))
    }

    pub(super) fn release(evs: &[usize]) {
        for &e in evs {
            // SAFETY: one reference of ours.
            unsafe { raw::clReleaseEvent(e as cl_event) };
        }
    }

    /// Waits for `evs` for at most `limit` (polling: a marker behind a
    /// command that waits for the host must not hang the free).
    pub(super) fn wait(evs: &[usize], limit: std::time::Duration) -> bool {
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
    pub(super) fn free_after(c: cl_context, base: *mut c_void, block: bool, evs: Vec<usize>) {
        if done(&evs) {
            release(&evs);
            super::svm_free_now(c, base, block);
        } else {
            // SAFETY: a live context: kept until the deferred free runs.
            unsafe { raw::clRetainContext(c) };
            DEFERRED.lock().unwrap_or_else(|p| p.into_inner()).push((c as usize, base as usize, block, evs));
        }
        reap();
    }

    /// Runs the deferred frees whose markers are complete.
    /// [`reap`], after waiting up to `limit` for the commands before the
    /// deferred frees (an allocation that found no memory).
    pub(super) fn reap_waiting(limit: std::time::Duration) {
        let pending: Vec<usize> = {
            let g = DEFERRED.lock().unwrap_or_else(|p| p.into_inner());
            g.iter().flat_map(|x| x.3.iter().copied()).collect()
        };
        if !pending.is_empty() {
            wait(&pending, limit);
        }
        reap();
    }

    pub(super) fn reap() {
        let ready: Vec<(usize, usize, bool, Vec<usize>)> = {
            let mut g = DEFERRED.lock().unwrap_or_else(|p| p.into_inner());
            if g.is_empty() {
                return;
            }
            let (r, keep): (Vec<_>, Vec<_>) = std::mem::take(&mut *g).into_iter().partition(|x| done(&x.3));
            *g = keep;
            r
        };
        for (c, base, block, evs) in ready {
            release(&evs);
            super::svm_free_now(c as cl_context, base as *mut c_void, block);
            // SAFETY: the reference taken in `free_after`.
            unsafe { raw::clReleaseContext(c as cl_context) };
        }
    }
}

/// `clSVMFree` of an allocation (or block) of `c`, and a block's own
/// context reference.
fn svm_free_now(c: cl_context, base: *mut c_void, block: bool) {
    if let Some(f) = api().ok().and_then(|a| a.clSVMFree) {
        // SAFETY: a live SVM allocation (or block) of this context, freed once,
        // after every command enqueued before its free.
        unsafe { f(c, base) };
    }
    if block {
        // SAFETY: the block's own context reference (`sub_new_block`).
        unsafe { raw::clReleaseContext(c) };
    }
}

/// Notes that `q` enqueues work that may use USM memory (kernel launches,
/// USM copies and fills), for the frees that follow ([`inflight`]).
#[inline]
pub fn note_queue(q: cl_command_queue) {
    inflight::note(q);
}

/// Frees a USM allocation of context `c` (NULL: nothing to do).
///
/// # Safety
/// `c` is NULL or a context handle.
pub unsafe fn free(c: cl_context, ptr: *mut c_void) -> UsmResult<()> {
    // SAFETY: caller contract.
    let (usm, _) = unsafe { for_context(c)? };
    if ptr.is_null() {
        return Ok(());
    }
    match usm.provider {
        // SAFETY: forwarded (module contract of `ext`).
        Provider::Intel(t) => check(unsafe { t.mem_blocking_free(c, ptr) }, "clMemBlockingFreeINTEL"),
        Provider::Svm { .. } => {
            let removed = LIVE.write().ok().and_then(|mut m| match m.get(&(ptr as usize)) {
                Some(a) if a.context == c as usize => m.remove(&(ptr as usize)),
                _ => None,
            });
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
            api().ok().and_then(|a| a.clSVMFree).ok_or_else(|| no_usm("clSVMFree"))?;
            match rel {
                Release::NotCoarse => inflight::free_after(c, ptr, false, fence),
                Release::Kept | Release::Pooled => inflight::release(&fence),
                Release::Whole => {
                    inflight::release(&fence);
                    svm_free_now(c, ptr, false);
                }
                Release::Block(b) => {
                    inflight::release(&fence);
                    svm_free_now(c, b as *mut c_void, true);
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

/// Type, base, size and device of the allocation containing `ptr`; a
/// pointer no live allocation of the context contains is `TYPE_UNKNOWN`
/// with NULL base and device and size 0.
///
/// # Safety
/// `c` is NULL or a context handle.
pub unsafe fn alloc_info(c: cl_context, ptr: *const c_void) -> UsmResult<AllocInfo> {
    // SAFETY: caller contract.
    let (usm, _) = unsafe { for_context(c)? };
    let unknown = AllocInfo { ty: TYPE_UNKNOWN, base: null_mut(), size: 0, device: null_mut() };
    match usm.provider {
        Provider::Intel(t) => {
            let mut ty: cl_uint = 0;
            let q = |param: cl_uint, out: *mut c_void, n: usize| {
                // SAFETY: `out` holds `n` bytes (each call below).
                check(unsafe { t.get_mem_alloc_info(c, ptr, param, n, out, null_mut()) }, "clGetMemAllocInfoINTEL")
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
        Provider::Svm { .. } => Ok(match lookup(ptr) {
            Some(a) if a.context == c as usize => AllocInfo {
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

/// [`alloc_info`]'s answer to `param` (one of `ALLOC_*`, at most 8 bytes) as `clGetMemAllocInfoINTEL` gives it.
/// # Safety
/// `c` is NULL or a context handle (the pointer is only looked up).
pub unsafe fn alloc_info_bytes(c: cl_context, ptr: *const c_void, param: cl_uint) -> UsmResult<Vec<u8>> {
    if !(ALLOC_TYPE..=ALLOC_DEVICE).contains(&param) {
        return Err(UsmError::new(CL_INVALID_VALUE, format!("unknown USM allocation query {param:#x}")));
    }
    // SAFETY: caller contract.
    let (usm, _) = unsafe { for_context(c)? };
    if let Provider::Intel(t) = usm.provider {
        // Intel's own answer, unchanged.
        let (mut v, mut n) = ([0u8; 8], 0usize);
        // SAFETY: a live context (caller contract), an 8-byte buffer and its size, one size out.
        let r = unsafe { t.get_mem_alloc_info(c, ptr, param, 8, v.as_mut_ptr().cast(), &mut n) };
        check(r, "clGetMemAllocInfoINTEL")?;
        return Ok(v[..n.min(8)].to_vec());
    }
    // SAFETY: caller contract.
    let info = unsafe { alloc_info(c, ptr)? };
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
/// `q` is NULL or a queue handle; `dst`/`src` hold `size` bytes; the wait
/// list holds `n` events; `ev` is NULL or writable.
pub unsafe fn memcpy(
    q: cl_command_queue,
    blocking: bool,
    dst: *mut c_void,
    src: *const c_void,
    size: usize,
    n: cl_uint,
    wait: *const cl_event,
    ev: *mut cl_event,
) -> UsmResult<()> {
    inflight::note(q);
    // SAFETY: caller contract (both).
    unsafe {
        let ranges = [(dst as usize, size), (src as usize, size)];
        coarse_around(q, n, wait, ev, blocking, Touches::Ranges(&ranges), |n, wait, ev| {
            memcpy_now(q, blocking, dst, src, size, n, wait, ev)
        })
    }
}

/// [`memcpy`] without the coarse-grained protocol.
///
/// # Safety
/// As [`memcpy`].
unsafe fn memcpy_now(
    q: cl_command_queue,
    blocking: bool,
    dst: *mut c_void,
    src: *const c_void,
    size: usize,
    n: cl_uint,
    wait: *const cl_event,
    ev: *mut cl_event,
) -> UsmResult<()> {
    // SAFETY: caller contract.
    let (_, d) = unsafe { queue_parts(q)? };
    if size == 0 {
        // Nothing to copy: an ordering point, so the event still means something.
        // SAFETY: caller contract.
        return check(unsafe { raw::clEnqueueMarkerWithWaitList(q, n, wait, ev) }, "clEnqueueMarkerWithWaitList");
    }
    if dst.is_null() || src.is_null() {
        return Err(UsmError::new(CL_INVALID_VALUE, "USM memcpy: NULL source or destination"));
    }
    // SAFETY: a device of a live queue.
    match unsafe { for_device(d) }.provider {
        Provider::Intel(t) => check(
            // SAFETY: caller contract, forwarded.
            unsafe { t.enqueue_memcpy(q, blocking as cl_bool, dst, src, size, n, wait, ev) },
            "clEnqueueMemcpyINTEL",
        ),
        Provider::Svm { .. } => {
            let f = ext::core_extra().clEnqueueSVMMemcpy.ok_or_else(|| no_usm("clEnqueueSVMMemcpy"))?;
            // SAFETY: caller contract, forwarded.
            check(unsafe { f(q, blocking as cl_bool, dst, src, size, n, wait, ev) }, "clEnqueueSVMMemcpy")
        }
        Provider::None => Err(no_usm("USM memcpy")),
    }
}

/// Fills `size` bytes at `ptr` (a USM allocation) with `pattern` repeated;
/// `size` is a multiple of the pattern's length.
///
/// # Safety
/// As [`memcpy`]; `ptr` holds `size` bytes.
pub unsafe fn fill(
    q: cl_command_queue,
    ptr: *mut c_void,
    pattern: &[u8],
    size: usize,
    n: cl_uint,
    wait: *const cl_event,
    ev: *mut cl_event,
) -> UsmResult<()> {
    inflight::note(q);
    let ranges = [(ptr as usize, size)];
    // SAFETY: caller contract (both).
    unsafe {
        coarse_around(q, n, wait, ev, false, Touches::Ranges(&ranges), |n, wait, ev| {
            fill_now(q, ptr, pattern, size, n, wait, ev)
        })
    }
}

/// [`fill`] without the coarse-grained protocol.
///
/// # Safety
/// As [`fill`].
unsafe fn fill_now(
    q: cl_command_queue,
    ptr: *mut c_void,
    pattern: &[u8],
    size: usize,
    n: cl_uint,
    wait: *const cl_event,
    ev: *mut cl_event,
) -> UsmResult<()> {
    // SAFETY: caller contract.
    let (c, d) = unsafe { queue_parts(q)? };
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
        // SAFETY: caller contract.
        return check(unsafe { raw::clEnqueueMarkerWithWaitList(q, n, wait, ev) }, "clEnqueueMarkerWithWaitList");
    }
    if ptr.is_null() {
        return Err(UsmError::new(CL_INVALID_VALUE, "USM fill: NULL pointer"));
    }
    // SAFETY: a device of a live queue.
    match unsafe { for_device(d) }.provider {
        prov @ (Provider::Intel(_) | Provider::Svm { .. })
            if !super::fill::native_pattern(p) || (ptr as usize) % p != 0 =>
        {
            if let Provider::Svm { .. } = prov {
                svm_range_check(c, ptr, size)?;
            }
            // Any other pattern size, or a start not aligned to the pattern
            // (both OpenCL fills refuse it): a staged write and doubling copies.
            let t = UsmTarget { queue: q, ptr };
            // SAFETY: caller contract: `size` bytes of USM memory at `ptr`.
            unsafe { super::fill::emulate(&t, pattern, size, super::fill::stage_bytes(p, size), n, wait, ev) }
                .map_err(|e| UsmError::new(e.code, format!("USM fill with a {p}-byte pattern: {e}")))
        }
        Provider::Intel(t) => check(
            // SAFETY: caller contract, forwarded.
            unsafe { t.enqueue_mem_fill(q, ptr, pattern.as_ptr().cast(), p, size, n, wait, ev) },
            "clEnqueueMemFillINTEL",
        ),
        Provider::Svm { .. } => {
            svm_range_check(c, ptr, size)?;
            let f = ext::core_extra().clEnqueueSVMMemFill.ok_or_else(|| no_usm("clEnqueueSVMMemFill"))?;
            // SAFETY: caller contract, forwarded; SVM's pattern rules (a power
            // of two up to 128 bytes, an aligned start) hold (the arm above).
            check(unsafe { f(q, ptr, pattern.as_ptr().cast(), p, size, n, wait, ev) }, "clEnqueueSVMMemFill")
        }
        Provider::None => Err(no_usm("USM fill")),
    }
}

/// An SVM fill must stay inside one live allocation of the queue's context.
fn svm_range_check(c: cl_context, ptr: *mut c_void, size: usize) -> UsmResult<()> {
    match lookup(ptr) {
        Some(a) if a.context == c as usize && ptr as usize + size <= a.base + a.size => Ok(()),
        _ => Err(UsmError::new(
            CL_INVALID_VALUE,
            format!("USM fill: [{ptr:?}, +{size}) is not inside a live USM allocation of the queue's context"),
        )),
    }
}

/// USM memory as a fill target of [`super::fill::emulate`]: writes and
/// copies through [`memcpy`].
struct UsmTarget {
    queue: cl_command_queue,
    ptr: *mut c_void,
}

impl super::fill::FillTarget for UsmTarget {
    unsafe fn write(
        &self,
        off: usize,
        len: usize,
        src: *const c_void,
        n: cl_uint,
        wait: *const cl_event,
        ev: *mut cl_event,
    ) -> Result<(), super::ClError> {
        // Unbracketed: the fill that stages through this target runs inside
        // the coarse-grained protocol already (its lock is held).
        // SAFETY: caller contract: `off + len` inside the fill.
        unsafe { memcpy_now(self.queue, false, self.ptr.cast::<u8>().add(off).cast(), src, len, n, wait, ev) }
            .map_err(|e| super::ClError::new(e.code, "USM memcpy (emulated fill)"))
    }
    unsafe fn copy(
        &self,
        src: usize,
        dst: usize,
        len: usize,
        n: cl_uint,
        wait: *const cl_event,
        ev: *mut cl_event,
    ) -> Result<(), super::ClError> {
        let base = self.ptr.cast::<u8>();
        // SAFETY: caller contract: disjoint ranges inside the fill (unbracketed, as above).
        unsafe { memcpy_now(self.queue, false, base.add(dst).cast(), base.add(src).cast(), len, n, wait, ev) }
            .map_err(|e| super::ClError::new(e.code, "USM memcpy (emulated fill)"))
    }
}

/// A migration hint. OpenCL USM and SVM memory is accessible where it is,
/// so this is an ordering point only (a marker), as in Intel's own plugin.
///
/// # Safety
/// As [`memcpy`].
pub unsafe fn prefetch(
    q: cl_command_queue,
    ptr: *const c_void,
    size: usize,
    n: cl_uint,
    wait: *const cl_event,
    ev: *mut cl_event,
) -> UsmResult<()> {
    let _ = (ptr, size);
    // SAFETY: caller contract.
    let (_, d) = unsafe { queue_parts(q)? };
    // SAFETY: a device of a live queue.
    if let Provider::None = unsafe { for_device(d) }.provider {
        return Err(no_usm("USM prefetch"));
    }
    // SAFETY: caller contract.
    check(unsafe { raw::clEnqueueMarkerWithWaitList(q, n, wait, ev) }, "clEnqueueMarkerWithWaitList")
}

/// Memory advice: a hint with no OpenCL counterpart; an ordering point only.
///
/// # Safety
/// As [`memcpy`].
pub unsafe fn advise(q: cl_command_queue, ptr: *const c_void, len: usize, ev: *mut cl_event) -> UsmResult<()> {
    // SAFETY: caller contract.
    unsafe { prefetch(q, ptr, len, 0, null(), ev) }
}

/// Sets kernel argument `index` to the USM pointer `ptr` (NULL allowed).
///
/// # Safety
/// `k` is NULL or a kernel handle.
pub unsafe fn set_kernel_arg_pointer(k: cl_kernel, index: cl_uint, ptr: *const c_void) -> UsmResult<()> {
    // SAFETY: caller contract (both calls).
    let c = unsafe { kernel_context(k)? };
    // SAFETY: as above.
    let (usm, _) = unsafe { for_context(c)? };
    match usm.provider {
        Provider::Intel(t) => check(
            // SAFETY: forwarded.
            unsafe { t.set_kernel_arg_mem_pointer(k, index, ptr) },
            "clSetKernelArgMemPointerINTEL",
        ),
        Provider::Svm { .. } if ptr.is_null() => {
            // A NULL global pointer: OpenCL's NULL buffer argument.
            let null_mem: cl_mem = null_mut();
            // SAFETY: the value is a cl_mem-sized NULL, which OpenCL takes as a NULL buffer.
            check(
                unsafe {
                    raw::clSetKernelArg(k, index, std::mem::size_of::<cl_mem>(), (&null_mem as *const cl_mem).cast())
                },
                "clSetKernelArg",
            )
        }
        Provider::Svm { .. } => {
            let f = api()
                .ok()
                .and_then(|a| a.clSetKernelArgSVMPointer)
                .ok_or_else(|| no_usm("clSetKernelArgSVMPointer"))?;
            // SAFETY: forwarded; the pointer may lie inside an SVM allocation.
            check(unsafe { f(k, index, ptr) }, "clSetKernelArgSVMPointer")
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
/// # Safety
/// `k` is NULL or a kernel handle.
pub unsafe fn set_indirect_access(k: cl_kernel, enable: bool) -> UsmResult<()> {
    // SAFETY: caller contract (both calls).
    let c = unsafe { kernel_context(k)? };
    // SAFETY: as above.
    let (usm, devs) = unsafe { for_context(c)? };
    match usm.provider {
        Provider::Intel(_) => {
            let v = enable as cl_bool;
            for code in INDIRECT_ACCESS_INTEL {
                check(
                    // SAFETY: a cl_bool value of its size.
                    unsafe { raw::clSetKernelExecInfo(k, code, 4, (&v as *const cl_bool).cast()) },
                    "clSetKernelExecInfo",
                )?;
            }
            Ok(())
        }
        Provider::Svm { system, .. } => {
            if system {
                let v = enable as cl_bool;
                // SAFETY: a cl_bool value of its size.
                return check(
                    unsafe {
                        raw::clSetKernelExecInfo(
                            k,
                            CL_KERNEL_EXEC_INFO_SVM_FINE_GRAIN_SYSTEM,
                            4,
                            (&v as *const cl_bool).cast(),
                        )
                    },
                    "clSetKernelExecInfo",
                );
            }
            // SAFETY: devices of the kernel's live context.
            let needs = devs.iter().any(|&d| unsafe { indirect_needs_list(c, d) });
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
    use std::sync::Mutex;

    /// Bumped by every SVM allocation and free: a kernel's list is given
    /// again when the live set has changed since.
    pub(super) static GENERATION: AtomicU64 = AtomicU64::new(1);
    static COUNT: AtomicUsize = AtomicUsize::new(0);
    static KERNELS: Mutex<BTreeMap<usize, u64>> = Mutex::new(BTreeMap::new());

    pub(super) fn bump() {
        GENERATION.fetch_add(1, Ordering::AcqRel);
    }

    pub(super) fn set(k: cl_kernel, on: bool) {
        let mut g = KERNELS.lock().unwrap_or_else(|p| p.into_inner());
        if on {
            g.insert(k as usize, 0);
        } else {
            g.remove(&(k as usize));
        }
        COUNT.store(g.len(), Ordering::Release);
    }

    /// The generation to list `k` at, when its list is out of date.
    pub(super) fn due(k: cl_kernel) -> Option<u64> {
        if COUNT.load(Ordering::Acquire) == 0 {
            return None;
        }
        let now = GENERATION.load(Ordering::Acquire);
        let mut g = KERNELS.lock().unwrap_or_else(|p| p.into_inner());
        let last = g.get_mut(&(k as usize))?;
        if *last == now {
            return None;
        }
        *last = now;
        Some(now)
    }
}

/// Before each launch of `k`: the list of the context's live allocations,
/// when `k` reaches USM indirectly on a device that needs the list and the
/// live set changed since the list was last given.
///
/// # Safety
/// `k` is a live kernel handle.
#[inline]
pub unsafe fn before_launch(k: cl_kernel) -> UsmResult<()> {
    if indirect::due(k).is_none() {
        return Ok(());
    }
    // SAFETY: caller contract.
    let c = unsafe { kernel_context(k)? };
    let ptrs = live_in_context(c);
    if ptrs.is_empty() {
        return Ok(());
    }
    // SAFETY: an array of `ptrs.len()` pointers, copied by OpenCL.
    check(
        unsafe {
            raw::clSetKernelExecInfo(
                k,
                CL_KERNEL_EXEC_INFO_SVM_PTRS,
                std::mem::size_of_val(ptrs.as_slice()),
                ptrs.as_ptr().cast(),
            )
        },
        "clSetKernelExecInfo(CL_KERNEL_EXEC_INFO_SVM_PTRS)",
    )
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
/// # Safety
/// `c` is a live context of `d`.
pub unsafe fn indirect_needs_list(c: cl_context, d: cl_device_id) -> bool {
    // SAFETY: caller contract.
    let u = unsafe { for_device(d) };
    *u.indirect_list.get_or_init(|| match u.provider {
        Provider::Svm { fine_grained: false, system: false, .. } => {
            // SAFETY: caller contract.
            let r = unsafe { probe_indirect(c, d) };
            log::info!("SVM indirect access without CL_KERNEL_EXEC_INFO_SVM_PTRS on this device: {r:?}");
            !matches!(r, Ok(true))
        }
        _ => true,
    })
}

/// The probe of [`indirect_needs_list`]: `Ok(true)` when an unlisted SVM
/// buffer reached through a pointer table reads and writes exactly.
unsafe fn probe_indirect(c: cl_context, d: cl_device_id) -> Result<bool, String> {
    use super::objects::{Context, DeviceId, Kernel, Program, Queue};
    const N: usize = 4096;
    const SRC: &[u8] = b"kernel void syclrt_probe_gather(global float *out, global ulong *tab) {\n\
        size_t i = get_global_id(0); global float *src = (global float *)tab[0];\n\
        out[i] = src[i] * 2.0f; src[i] = (float)i + 0.5f; }\n";
    let a = api().map_err(|e| e.0.clone())?;
    let (Some(alloc), Some(free)) = (a.clSVMAlloc, a.clSVMFree) else {
        return Err("no clSVMAlloc".into());
    };
    let setp = a.clSetKernelArgSVMPointer.ok_or("no clSetKernelArgSVMPointer")?;
    let memcpy = ext::core_extra().clEnqueueSVMMemcpy.ok_or("no clEnqueueSVMMemcpy")?;
    // SAFETY: a live context of the caller's: one more reference, ours.
    let ctx = unsafe { Context::from_borrowed(c) }.map_err(|e| e.to_string())?;
    let dev = DeviceId(d);
    let q = Queue::create(&ctx, dev, 0).map_err(|e| e.to_string())?;
    let prog = Program::with_source(&ctx, SRC).map_err(|e| e.to_string())?;
    prog.driver_build(&[dev], "", None).map_err(|e| e.to_string())?;
    let k = Kernel::create(&prog, "syclrt_probe_gather").map_err(|e| e.to_string())?;
    // SAFETY: coarse-grained SVM buffers of the live context, freed below.
    let (src, tab, out) = unsafe {
        (
            alloc(c, SVM_COARSE_GRAIN_BUFFER, N * 4, 0),
            alloc(c, SVM_COARSE_GRAIN_BUFFER, 8, 0),
            alloc(c, SVM_COARSE_GRAIN_BUFFER, N * 4, 0),
        )
    };
    let run = || -> Result<bool, String> {
        if src.is_null() || tab.is_null() || out.is_null() {
            return Err("clSVMAlloc failed".into());
        }
        let host: Vec<f32> = (0..N).map(|i| i as f32).collect();
        let addr = src as u64;
        let mut got = vec![0f32; N];
        // SAFETY: blocking copies between our host vectors and our SVM
        // buffers of the sizes given; the kernel's arguments are our buffers.
        unsafe {
            let cp = |dst: *mut c_void, s: *const c_void, n: usize| {
                check(memcpy(q.raw(), CL_TRUE, dst, s, n, 0, null(), null_mut()), "clEnqueueSVMMemcpy")
                    .map_err(|e| e.to_string())
            };
            cp(src, host.as_ptr().cast(), N * 4)?;
            cp(tab, (&addr as *const u64).cast(), 8)?;
            check(setp(k.raw(), 0, out), "clSetKernelArgSVMPointer").map_err(|e| e.to_string())?;
            check(setp(k.raw(), 1, tab), "clSetKernelArgSVMPointer").map_err(|e| e.to_string())?;
            q.launch(&k, &[N], None, &[], false).map_err(|e| e.to_string())?;
            check(raw::clFinish(q.raw()), "clFinish").map_err(|e| e.to_string())?;
            cp(got.as_mut_ptr().cast(), out, N * 4)?;
            let read_ok = got.iter().enumerate().all(|(i, &v)| v == i as f32 * 2.0);
            cp(got.as_mut_ptr().cast(), src, N * 4)?;
            let write_ok = got.iter().enumerate().all(|(i, &v)| v == i as f32 + 0.5);
            Ok(read_ok && write_ok)
        }
    };
    let r = run();
    // SAFETY: our buffers; the queue has finished (or failed) every command on them.
    unsafe {
        raw::clFinish(q.raw());
        for p in [src, tab, out] {
            if !p.is_null() {
                free(c, p);
            }
        }
    }
    r
}

/// The USM pointers a kernel reaches indirectly (`size` bytes of pointers).
///
/// # Safety
/// `k` is NULL or a kernel handle; `ptrs` holds `size` bytes.
pub unsafe fn set_kernel_usm_ptrs(k: cl_kernel, size: usize, ptrs: *const c_void) -> UsmResult<()> {
    // SAFETY: caller contract (both calls).
    let c = unsafe { kernel_context(k)? };
    // SAFETY: as above.
    let (usm, _) = unsafe { for_context(c)? };
    let param = match usm.provider {
        Provider::Intel(_) => CL_KERNEL_EXEC_INFO_USM_PTRS_INTEL,
        Provider::Svm { .. } => CL_KERNEL_EXEC_INFO_SVM_PTRS,
        Provider::None => return Err(no_usm("USM pointer list")),
    };
    // SAFETY: forwarded.
    check(unsafe { raw::clSetKernelExecInfo(k, param, size, ptrs) }, "clSetKernelExecInfo")
}
