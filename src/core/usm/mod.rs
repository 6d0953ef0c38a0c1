//! Unified shared memory, every operation once, over the one USM engine
//! ([`engine`]: Intel USM, SVM emulation, or none per device; the interval
//! map of live SVM allocations in [`live`], the order of the engine's locks
//! in [`rank`]):
//!
//! - the operations on the OpenCL objects a face holds (PI's borrowed
//!   handles, UR's owned ones, the C API's `Context::cl` and `Queue::cl`):
//!   allocation, frees, pointer queries, copies, fills (2-D too), hints and
//!   kernel arguments. Their errors stay [`UsmError`]s: "this device has no
//!   USM" is told apart from the OpenCL code of a failed call, and each face
//!   words it its own way;
//! - the C API's (`syclrt_usm_*`) methods on `Context`, `Queue` and
//!   `Kernel` ([`api`]): the checks a C caller needs (sizes, devices in the
//!   context, pointers of the context), then the shared operation (a copy's
//!   checks are [`check_memcpy`], then the face calls [`memcpy`]); their
//!   errors are [`Error`]s (a device with neither provider answers
//!   `UNSUPPORTED`).
//!
//! This file depends on nothing of core but its error type, the wait
//! policy and the engine, so that the C API's objects may call it (`api`
//! depends on them).

mod api;
/// cbindgen:ignore
mod engine;
/// cbindgen:ignore
mod live;
/// cbindgen:ignore
mod probe;
mod ptr;
/// cbindgen:ignore
mod rank;
/// cbindgen:ignore
pub mod serial;

use super::error::{Error, Status};
use crate::cl::sys::*;
use crate::cl::{self, DeviceId};
use std::ffi::c_void;

pub use crate::cl::ext::UsmKind;
pub use api::{check_memcpy, PointerInfo, USM_TYPE_DEVICE, USM_TYPE_HOST, USM_TYPE_SHARED, USM_TYPE_UNKNOWN};
pub(crate) use engine::{before_launch, coarse_around, coarse_sync_event, handback, launch_steps, note_queue, Touches};
pub use engine::{
    coarse_active, coarse_blocks, coarse_counters, coarse_device_range, coarse_fresh_skips, coarse_lazy_any,
    coarse_ranges, for_device, indirect_needs_list, pooled_bytes, pooled_host_count, AllocInfo, BlockView, DeviceUsm,
    Provider, UsmError, UsmResult, ALLOC_BASE_PTR, ALLOC_DEVICE, ALLOC_SIZE, ALLOC_TYPE, CAP_ACCESS, CAP_ATOMIC_ACCESS,
    CAP_CONCURRENT_ACCESS, CAP_CONCURRENT_ATOMIC_ACCESS, TYPE_DEVICE, TYPE_HOST, TYPE_SHARED, TYPE_UNKNOWN,
    UNSUPPORTED,
};
pub use live::{live_count, Alloc};
pub use ptr::UsmPtr;

type R<T> = std::result::Result<T, UsmError>;

/// The live USM allocation nearest below `addr` (base, size, kind),
/// without waiting for a lock: what a fault handler may ask
/// (`SYCLRT_DEBUG_SEGV`).
pub fn nearest_allocation_nonblocking(addr: usize) -> Option<(usize, usize, UsmKind)> {
    live::nearest_nonblocking(addr)
}

impl From<UsmError> for Error {
    fn from(e: UsmError) -> Error {
        let status = match e.code {
            UNSUPPORTED => Status::Unsupported,
            CL_INVALID_VALUE => Status::InvalidValue,
            CL_INVALID_BUFFER_SIZE => Status::InvalidSize,
            CL_INVALID_DEVICE => Status::InvalidDevice,
            _ => return Error::from(cl::ClError::new(e.code, "USM")).with_detail(e.message),
        };
        Error::new(status, e.message)
    }
}

// ---- The operations, on OpenCL objects ----

/// A new allocation of `kind` (`dev`: `None` for host allocations) with
/// OpenCL's USM allocation properties as (key, value) pairs.
pub fn alloc(
    kind: UsmKind,
    ctx: &cl::Context,
    dev: Option<DeviceId>,
    props: &[(u64, u64)],
    size: usize,
    alignment: u32,
) -> R<UsmPtr> {
    // The zero-terminated list the driver takes, made only when there are
    // properties (an allocation without any, dpnp's usual, allocates nothing here).
    let list: Vec<u64> =
        if props.is_empty() { Vec::new() } else { props.iter().flat_map(|&(k, v)| [k, v]).chain([0]).collect() };
    // A new allocation (or NULL): its own start, of `ctx`.
    engine::alloc(kind, ctx, dev, &list, size, alignment).map(|p| UsmPtr(p as usize))
}

/// The OpenCL properties of a DPC++ allocation's properties `props`,
/// (key, value) pairs whose keys are OpenCL's: the allocation flags
/// OpenCL knows (write-combined, initial placement) and the buffer
/// location are kept; other flag bits ("device read-only", a DPC++-only
/// hint) are dropped; any other key is `CL_INVALID_VALUE`.
pub fn alloc_properties(props: &[(u64, u64)]) -> R<Vec<(u64, u64)>> {
    const KNOWN: u64 = CL_MEM_ALLOC_WRITE_COMBINED_INTEL
        | CL_MEM_ALLOC_INITIAL_PLACEMENT_DEVICE_INTEL
        | CL_MEM_ALLOC_INITIAL_PLACEMENT_HOST_INTEL;
    let mut out = Vec::new();
    for &(key, val) in props {
        match key {
            CL_MEM_ALLOC_FLAGS_INTEL if val & KNOWN != 0 => out.push((key, val & KNOWN)),
            CL_MEM_ALLOC_FLAGS_INTEL => {}
            CL_MEM_ALLOC_BUFFER_LOCATION_INTEL => out.push((key, val)),
            _ => {
                let m = format!("USM allocation: unknown property {key:#x}");
                return Err(UsmError::new(CL_INVALID_VALUE, m));
            }
        }
    }
    Ok(out)
}

/// [`alloc`] as a DPC++ face asks for it: `alignment` 0 or a power of
/// two, and the properties of [`alloc_properties`].
pub fn alloc_with(
    kind: UsmKind,
    ctx: &cl::Context,
    dev: Option<DeviceId>,
    props: &[(u64, u64)],
    size: usize,
    alignment: u32,
) -> R<UsmPtr> {
    if alignment != 0 && !alignment.is_power_of_two() {
        let m = format!("USM alignment {alignment} is not a power of two");
        return Err(UsmError::new(CL_INVALID_VALUE, m));
    }
    alloc(kind, ctx, dev, &alloc_properties(props)?, size, alignment)
}

/// Frees an allocation of `ctx` (NULL: nothing).
pub fn free(ctx: &cl::Context, ptr: UsmPtr) -> R<()> {
    engine::free(ctx, ptr)
}

/// What the address `ptr` is in `ctx` (looked up among the context's
/// allocations, never read).
pub fn alloc_info(ctx: &cl::Context, ptr: usize) -> R<AllocInfo> {
    engine::alloc_info(ctx, ptr)
}

/// The answer to allocation query `param` about the address `ptr`
/// (looked up, never read), as `clGetMemAllocInfoINTEL` gives it.
pub fn alloc_info_bytes(ctx: &cl::Context, ptr: usize, param: u32) -> R<Vec<u8>> {
    engine::alloc_info_bytes(ctx, ptr, param)
}

/// What a USM copy moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CopyShape {
    /// `size` contiguous bytes.
    Bytes(usize),
    /// `height` rows of `width` bytes, `dst_pitch` bytes apart at the
    /// destination and `src_pitch` apart at the source: one copy per row,
    /// each after the wait list, joined by a marker.
    Rows { width: usize, height: usize, dst_pitch: usize, src_pitch: usize },
}

/// Copies the bytes `shape` names between USM (or plain host) memory at
/// `dst` and `src`; `blocking` waits for the copy.
///
/// # Safety
/// Every byte `shape` names at `dst` (writable) and at `src` (readable)
/// stays valid until the copy completes.
#[inline]
pub unsafe fn memcpy(
    q: &cl::Queue,
    blocking: bool,
    dst: *mut c_void,
    src: *const c_void,
    shape: CopyShape,
    wait: &[cl::Event],
    want: bool,
) -> R<Option<cl::Event>> {
    match shape {
        // SAFETY: caller contract for the range.
        CopyShape::Bytes(size) => unsafe { memcpy_bytes(q, blocking, dst, src, size, wait, want) },
        CopyShape::Rows { width, height, dst_pitch, src_pitch } => {
            // SAFETY: caller contract for every row.
            unsafe { memcpy_rows(q, blocking, dst, dst_pitch, src, src_pitch, width, height, wait, want) }
        }
    }
}

/// [`CopyShape::Bytes`]: one copy of `size` bytes.
///
/// # Safety
/// Both ranges stay valid until the copy completes.
#[inline]
unsafe fn memcpy_bytes(
    q: &cl::Queue,
    blocking: bool,
    dst: *mut c_void,
    src: *const c_void,
    size: usize,
    wait: &[cl::Event],
    want: bool,
) -> R<Option<cl::Event>> {
    // SAFETY: caller contract for the ranges.
    unsafe { engine::memcpy(q, blocking, dst, src, size, wait, want) }
}

/// Fills `size` bytes at the USM address `ptr` with `pattern`.
pub fn fill(
    q: &cl::Queue,
    ptr: UsmPtr,
    pattern: &[u8],
    size: usize,
    wait: &[cl::Event],
    want: bool,
) -> R<Option<cl::Event>> {
    engine::fill(q, ptr, pattern, size, wait, want)
}

/// A migration hint for `size` bytes at the address `ptr`: a marker after
/// `wait` (OpenCL's USM and SVM memory is reachable where it is; the range
/// is never read).
pub fn prefetch(q: &cl::Queue, ptr: usize, size: usize, wait: &[cl::Event], want: bool) -> R<Option<cl::Event>> {
    let _ = (ptr, size);
    engine::prefetch(q, wait, want)
}

/// A memory advice for `len` bytes at the address `ptr`: a marker (the
/// range is never read).
pub fn advise(q: &cl::Queue, ptr: usize, len: usize, want: bool) -> R<Option<cl::Event>> {
    let _ = (ptr, len);
    engine::advise(q, want)
}

/// The rows of a 2D operation, each enqueued after `wait` and asked for
/// its event, joined by one marker (the operation's event).
fn rows(
    q: &cl::Queue,
    height: usize,
    wait: &[cl::Event],
    want: bool,
    row: impl Fn(usize, &[cl::Event]) -> R<Option<cl::Event>>,
) -> R<Option<cl::Event>> {
    let mut evs: Vec<cl::Event> = Vec::with_capacity(height);
    for r in 0..height {
        match row(r, wait)? {
            Some(e) => evs.push(e),
            None => return Err(UsmError::new(CL_OUT_OF_RESOURCES, "a row's enqueue gave no event")),
        }
    }
    q.marker_opt(&evs, want).map_err(|e| UsmError::new(e.code, format!("joining the rows: {e}")))
}

fn shape_2d(what: &str, width: usize, height: usize, pitches: &[usize]) -> R<()> {
    if width == 0 || height == 0 || pitches.iter().any(|&p| p < width) {
        return Err(UsmError::new(
            CL_INVALID_VALUE,
            format!("{what}: width {width}, height {height} and pitches {pitches:?} are not a 2D region"),
        ));
    }
    Ok(())
}

/// Fills `height` rows of `width` bytes, `pitch` apart, at the USM address
/// `ptr` with `pattern` (any size that divides `width * height`; it runs
/// on over the rows): one fill per row, each after `wait`, joined by a marker.
#[allow(clippy::too_many_arguments, reason = "the 2D operation's own arguments")]
pub fn fill_2d(
    q: &cl::Queue,
    ptr: UsmPtr,
    pitch: usize,
    pattern: &[u8],
    width: usize,
    height: usize,
    wait: &[cl::Event],
    want: bool,
) -> R<Option<cl::Event>> {
    shape_2d("USM fill 2D", width, height, &[pitch])?;
    let p = pattern.len();
    if p == 0 || (width as u128 * height as u128) % p as u128 != 0 {
        return Err(UsmError::new(
            CL_INVALID_BUFFER_SIZE,
            format!("USM fill 2D: width * height ({width} x {height}) is not a multiple of the pattern's {p} bytes"),
        ));
    }
    // The pattern runs on over the rows (as Unified Runtime's fill does):
    // row r starts at byte (r * width) % p of it. A row that starts the
    // pattern and holds whole copies is a fill with it; any other row is
    // a fill with the row's own bytes (the fills take any pattern size).
    rows(q, height, wait, want, |r, w| {
        // Row r of the pitched region `ptr` names (its maker vouched for every row).
        let row = UsmPtr(ptr.0.wrapping_add(r * pitch));
        let start = (r as u128 * width as u128 % p as u128) as usize;
        if start == 0 && width % p == 0 {
            fill(q, row, pattern, width, w, true)
        } else {
            let bytes: Vec<u8> = (0..width).map(|i| pattern[(start + i) % p]).collect();
            fill(q, row, &bytes, width, w, true)
        }
    })
}

/// [`CopyShape::Rows`]: copies `height` rows of `width` bytes between
/// pitched USM (or host) regions.
///
/// # Safety
/// Every row of both regions stays valid until the copy completes.
#[allow(clippy::too_many_arguments, reason = "the 2D operation's own arguments")]
unsafe fn memcpy_rows(
    q: &cl::Queue,
    blocking: bool,
    dst: *mut c_void,
    dst_pitch: usize,
    src: *const c_void,
    src_pitch: usize,
    width: usize,
    height: usize,
    wait: &[cl::Event],
    want: bool,
) -> R<Option<cl::Event>> {
    shape_2d("USM memcpy 2D", width, height, &[dst_pitch, src_pitch])?;
    let e = rows(q, height, wait, want, |r, w| {
        // SAFETY: caller contract, per row.
        unsafe {
            memcpy_bytes(
                q,
                false,
                dst.cast::<u8>().add(r * dst_pitch).cast(),
                src.cast::<u8>().add(r * src_pitch).cast(),
                width,
                w,
                true,
            )
        }
    })?;
    if blocking {
        // As the UR face did: the queue's finish, where the coarse-grained
        // protocol hands mapped memory back to the host.
        crate::core::wait::finish(q).map_err(|c| UsmError::new(c.code, c.to_string()))?;
    }
    Ok(e.filter(|_| want))
}

/// A USM pointer kernel argument (the pointer's address: it is a
/// value to the kernel and to the USM map, never read here).
pub fn set_kernel_arg_pointer(k: &cl::Kernel, index: u32, ptr: usize) -> R<()> {
    engine::set_kernel_arg_pointer(k, index, ptr)
}

/// Whether `k` may reach allocations not passed as arguments.
pub fn set_indirect_access(k: &cl::Kernel, enable: bool) -> R<()> {
    engine::set_indirect_access(k, enable)
}

/// The USM pointers `k` may reach indirectly (the bytes of pointer-sized values).
pub fn set_kernel_usm_ptrs(k: &cl::Kernel, ptrs: &[u8]) -> R<()> {
    engine::set_kernel_usm_ptrs(k, ptrs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usm_properties_keep_what_opencl_knows() {
        let props = alloc_properties;
        // Device read-only (bit 3) is dropped; write-combined is kept.
        let hint = 1 << 3;
        assert_eq!(
            props(&[(CL_MEM_ALLOC_FLAGS_INTEL, hint | CL_MEM_ALLOC_WRITE_COMBINED_INTEL)]).unwrap(),
            vec![(CL_MEM_ALLOC_FLAGS_INTEL, CL_MEM_ALLOC_WRITE_COMBINED_INTEL)]
        );
        assert_eq!(props(&[(CL_MEM_ALLOC_FLAGS_INTEL, hint)]).unwrap(), vec![], "no flag left: no list");
        assert_eq!(
            props(&[(CL_MEM_ALLOC_BUFFER_LOCATION_INTEL, 3)]).unwrap(),
            vec![(CL_MEM_ALLOC_BUFFER_LOCATION_INTEL, 3)]
        );
        assert_eq!(props(&[]).unwrap(), vec![]);
        let e = props(&[(0x1234, 1)]).unwrap_err();
        assert_eq!((e.code, e.message.as_str()), (CL_INVALID_VALUE, "USM allocation: unknown property 0x1234"));
    }
}
