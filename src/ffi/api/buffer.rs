//! SYCL buffers, accessors and command groups (the hipSYCL data model).

use super::{syclrt_context, syclrt_device, syclrt_event, syclrt_kernel, syclrt_queue, Status};
use crate::core::buffer::{self as buf, AccessMode, Rect, TransferStats, View};
use crate::core::{self, Error, Result};
use crate::ffi::args::{opt_out, slice, write_info, Out};
use crate::ffi::boundary::{boundary, boundary_out};
use crate::ffi::handle::{get, get_opt, new_handle, release, retain, syclrt_buffer};
use std::ffi::c_void;

/// Access modes (`syclrt_accessor.mode`, `syclrt_buffer_host_access`).
pub const SYCLRT_ACCESS_READ: u32 = 0;
pub const SYCLRT_ACCESS_WRITE: u32 = 1;
pub const SYCLRT_ACCESS_READ_WRITE: u32 = 2;
/// `discard_write` (SYCL 2020: `write` + `no_init`): pages wholly inside the
/// range are never transferred.
pub const SYCLRT_ACCESS_DISCARD_WRITE: u32 = 3;
/// `discard_read_write` (SYCL 2020: `read_write` + `no_init`).
pub const SYCLRT_ACCESS_DISCARD_READ_WRITE: u32 = 4;
const _: () = assert!(
    SYCLRT_ACCESS_READ == AccessMode::Read as u32
        && SYCLRT_ACCESS_WRITE == AccessMode::Write as u32
        && SYCLRT_ACCESS_READ_WRITE == AccessMode::ReadWrite as u32
        && SYCLRT_ACCESS_DISCARD_WRITE == AccessMode::DiscardWrite as u32
        && SYCLRT_ACCESS_DISCARD_READ_WRITE == AccessMode::DiscardReadWrite as u32
);

/// Accessor flag: `offset[0]` and `range[0]` are a byte interval of the
/// buffer seen as a flat array (a reinterpreted or reshaped view); the
/// runtime tracks it with a conservative page range.
pub const SYCLRT_ACCESS_LINEAR: u32 = 1;

/// The byte size the default page size aims at (`page_size` 0).
pub const SYCLRT_BUFFER_DEFAULT_PAGE_BYTES: usize = 65536;
const _: () = assert!(SYCLRT_BUFFER_DEFAULT_PAGE_BYTES == buf::DEFAULT_PAGE_BYTES);

/// Buffer flag: at destruction, copy the final contents back to `host_data`.
pub const SYCLRT_BUFFER_WRITE_BACK: u32 = 1;

/// How to create a buffer.
#[repr(C)]
#[allow(non_camel_case_types, reason = "C type name")]
#[derive(Clone, Copy, Debug)]
pub struct syclrt_buffer_desc {
    /// 1, 2 or 3.
    pub dims: u32,
    /// Elements per dimension, slowest first (SYCL order); `dims` entries are used.
    pub range: [usize; 3],
    /// Bytes per element (> 0).
    pub element_size: usize,
    /// Page extent in elements per dimension; 0 asks for the default
    /// (pages of about 64 KiB, filling the fastest dimension first).
    pub page_size: [usize; 3],
    /// NULL, or the buffer's initial contents (the whole buffer, copied
    /// during the call).
    pub host_data: *mut c_void,
    /// `SYCLRT_BUFFER_*` flags.
    pub flags: u32,
}

/// One accessor of a command group.
#[repr(C)]
#[allow(non_camel_case_types, reason = "C type name")]
#[derive(Clone, Copy, Debug)]
pub struct syclrt_accessor {
    pub buffer: *const syclrt_buffer,
    /// A `SYCLRT_ACCESS_*` mode.
    pub mode: u32,
    /// The kernel argument that receives the buffer's `cl_mem` on the queue's device.
    pub arg_index: u32,
    /// First element per dimension (slowest first).
    pub offset: [usize; 3],
    /// Elements per dimension (each > 0).
    pub range: [usize; 3],
    /// `SYCLRT_ACCESS_LINEAR` or 0.
    pub flags: u32,
}

/// A plain kernel argument of a command group: `size` bytes at `value`
/// (copied at submission), or, with `value` NULL, `size` bytes of local memory.
#[repr(C)]
#[allow(non_camel_case_types, reason = "C type name")]
#[derive(Clone, Copy, Debug)]
pub struct syclrt_kernel_arg {
    pub index: u32,
    pub size: usize,
    pub value: *const c_void,
}

/// A command group: one kernel over an ND-range, with accessors and plain
/// arguments that together bind every kernel argument exactly once.
#[repr(C)]
#[allow(non_camel_case_types, reason = "C type name")]
#[derive(Clone, Copy, Debug)]
pub struct syclrt_command_group {
    pub kernel: *const syclrt_kernel,
    /// 1, 2 or 3.
    pub dims: u32,
    pub global_size: [usize; 3],
    /// All zero: the driver picks the work-group size.
    pub local_size: [usize; 3],
    pub accessors: *const syclrt_accessor,
    pub num_accessors: usize,
    pub args: *const syclrt_kernel_arg,
    pub num_args: usize,
}

/// Bytes moved and copies issued (one copy = one backend transfer command).
#[repr(C)]
#[allow(non_camel_case_types, reason = "C type name")]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct syclrt_transfer_stats {
    pub host_to_device_bytes: u64,
    pub host_to_device_copies: u64,
    pub device_to_host_bytes: u64,
    pub device_to_host_copies: u64,
    pub device_to_device_bytes: u64,
    pub device_to_device_copies: u64,
    /// Sum of the three byte counts.
    pub total_bytes: u64,
    /// Sum of the three copy counts.
    pub total_copies: u64,
}

impl From<TransferStats> for syclrt_transfer_stats {
    fn from(s: TransferStats) -> Self {
        syclrt_transfer_stats {
            host_to_device_bytes: s.host_to_device_bytes,
            host_to_device_copies: s.host_to_device_copies,
            device_to_host_bytes: s.device_to_host_bytes,
            device_to_host_copies: s.device_to_host_copies,
            device_to_device_bytes: s.device_to_device_bytes,
            device_to_device_copies: s.device_to_device_copies,
            total_bytes: s.bytes(),
            total_copies: s.copies(),
        }
    }
}

/// What a buffer looks like now.
#[repr(C)]
#[allow(non_camel_case_types, reason = "C type name")]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct syclrt_buffer_info {
    pub dims: u32,
    pub range: [usize; 3],
    pub element_size: usize,
    /// The page extent actually used per dimension (defaults resolved).
    pub page_size: [usize; 3],
    pub num_pages: usize,
    /// Device allocations made so far (one per distinct device hardware).
    pub device_allocations: usize,
    pub has_host_allocation: bool,
}

fn mode(code: u32) -> Result<AccessMode> {
    AccessMode::from_code(code)
        .ok_or_else(|| Error::new(Status::InvalidValue, format!("unknown access mode {code} (valid: 0 to 4)")))
}

/// The user's `dims` values of a 3-slot array.
fn first(v: &[usize; 3], dims: usize) -> &[usize] {
    &v[..dims]
}

fn view(b: &core::Buffer, offset: &[usize; 3], range: &[usize; 3], flags: u32) -> Result<View> {
    match flags {
        0 => {
            let d = b.layout.dims;
            Ok(View::Box(Rect::new(buf::region::to3(first(offset, d), 0), buf::region::to3(first(range, d), 1))))
        }
        SYCLRT_ACCESS_LINEAR => Ok(View::Linear { offset: offset[0], len: range[0] }),
        f => Err(Error::new(Status::InvalidValue, format!("unknown accessor flags {f:#x}"))),
    }
}

/// Creates a buffer in `context`. No device memory is allocated until the
/// buffer is first used on a device. Errors: `NULL_POINTER`,
/// `INVALID_VALUE` (dims not 1 to 3, unknown flags, `WRITE_BACK` without
/// `host_data`), `INVALID_SIZE` (a zero range or element size, or larger
/// than the devices' maximum allocation).
#[no_mangle]
pub unsafe extern "C" fn syclrt_buffer_create(
    context: *const syclrt_context,
    desc: *const syclrt_buffer_desc,
    buffer_out: *mut *mut syclrt_buffer,
) -> Status {
    // SAFETY: `desc` points to a descriptor whose `host_data`, if not NULL,
    // holds the whole buffer and, with WRITE_BACK, stays writable until the
    // buffer is destroyed (caller contract).
    boundary("syclrt_buffer_create", || unsafe { buffer_create(context, desc, buffer_out) })
}
unsafe fn buffer_create(
    context: *const syclrt_context,
    desc: *const syclrt_buffer_desc,
    out: *mut *mut syclrt_buffer,
) -> Result<()> {
    let out = Out::new(out, "buffer_out")?;
    let ctx = get::<core::Context>(context)?;
    // SAFETY: one descriptor (contract).
    let d = unsafe { slice(desc, 1, "desc")? }[0];
    if !(1..=3).contains(&d.dims) {
        return Err(Error::new(Status::InvalidValue, format!("dims must be 1, 2 or 3, not {}", d.dims)));
    }
    if d.flags & !SYCLRT_BUFFER_WRITE_BACK != 0 {
        return Err(Error::new(Status::InvalidValue, format!("unknown buffer flags {:#x}", d.flags)));
    }
    let write_back = d.flags & SYCLRT_BUFFER_WRITE_BACK != 0;
    if write_back && d.host_data.is_null() {
        return Err(Error::new(Status::InvalidValue, "SYCLRT_BUFFER_WRITE_BACK needs host_data"));
    }
    let dims = d.dims as usize;
    let layout = buf::Layout::new(first(&d.range, dims), d.element_size, first(&d.page_size, dims))?;
    let init = if d.host_data.is_null() {
        None
    } else {
        // SAFETY: `host_data` holds the whole buffer (contract).
        Some(unsafe { slice(d.host_data.cast::<u8>().cast_const(), layout.size_bytes(), "host_data")? })
    };
    let b = core::Buffer::new(&ctx, first(&d.range, dims), d.element_size, first(&d.page_size, dims), init)?;
    if write_back {
        let dst = d.host_data as usize;
        b.set_write_back(Box::new(move |bytes: &[u8]| {
            // SAFETY: `host_data` is writable for the buffer's size until the
            // buffer is destroyed (contract of syclrt_buffer_create).
            let r = unsafe { write_info(bytes, bytes.len(), dst as *mut c_void, std::ptr::null_mut()) };
            if let Err(e) = r {
                log::warn!("buffer write-back: {e}");
            }
        }));
    }
    out.write(new_handle(b));
    Ok(())
}

/// Adds a reference to a buffer.
#[no_mangle]
pub unsafe extern "C" fn syclrt_buffer_retain(buffer: *mut syclrt_buffer) -> Status {
    boundary("syclrt_buffer_retain", || retain::<core::Buffer>(buffer))
}

/// Drops a reference. The last one waits for every command using the
/// buffer, writes back (with `SYCLRT_BUFFER_WRITE_BACK`) and frees the
/// allocations. `NULL` is a no-op.
#[no_mangle]
pub unsafe extern "C" fn syclrt_buffer_release(buffer: *mut syclrt_buffer) -> Status {
    boundary("syclrt_buffer_release", || release::<core::Buffer>(buffer))
}

/// Waits for every command group submitted so far that uses the buffer.
#[no_mangle]
pub unsafe extern "C" fn syclrt_buffer_wait(buffer: *const syclrt_buffer) -> Status {
    boundary("syclrt_buffer_wait", || get::<core::Buffer>(buffer)?.wait())
}

/// Host access: waits for conflicting command groups, brings the outdated
/// pages of the range to the host (none for a discard mode), and returns
/// the base of the host copy of the whole buffer (row-major) in `ptr_out`.
/// `offset`/`range` hold the buffer's `dims` values, or one byte interval
/// with `SYCLRT_ACCESS_LINEAR` in `flags` (both NULL: the whole buffer).
///
/// With `access_out` not NULL, the access stays open until
/// `syclrt_buffer_host_access_end` (like a SYCL host accessor's lifetime):
/// command groups that conflict with it are submitted at once but run only
/// after it ends, and a host access that would have to wait for it
/// (directly, or through a command group waiting for it) is refused with
/// `INVALID_OPERATION` meanwhile, since waiting could never end. Release the returned event as usual.
/// With `access_out` NULL, nothing is recorded: the data may be used only
/// until the next command group or host access using this buffer (from any
/// thread). Errors: `NULL_POINTER`, `INVALID_VALUE` (mode, flags),
/// `OUT_OF_RANGE`, `INVALID_SIZE`, `INVALID_OPERATION`.
#[no_mangle]
pub unsafe extern "C" fn syclrt_buffer_host_access(
    buffer: *const syclrt_buffer,
    mode: u32,
    flags: u32,
    offset: *const usize,
    range: *const usize,
    ptr_out: *mut *mut c_void,
    access_out: *mut *mut syclrt_event,
) -> Status {
    // SAFETY: `offset` and `range` are NULL or hold the buffer's dims (or 1 for LINEAR) values.
    boundary("syclrt_buffer_host_access", || unsafe {
        host_access(buffer, mode, flags, offset, range, ptr_out, access_out)
    })
}
unsafe fn host_access(
    b: *const syclrt_buffer,
    mode_code: u32,
    flags: u32,
    offset: *const usize,
    range: *const usize,
    out: *mut *mut c_void,
    access_out: *mut *mut syclrt_event,
) -> Result<()> {
    let out = Out::new(out, "ptr_out")?;
    let access = opt_out(access_out);
    let b = get::<core::Buffer>(b)?;
    let m = mode(mode_code)?;
    let v = if offset.is_null() && range.is_null() {
        if flags != 0 && flags != SYCLRT_ACCESS_LINEAR {
            return Err(Error::new(Status::InvalidValue, format!("unknown accessor flags {flags:#x}")));
        }
        View::Box(Rect::full(b.layout.range))
    } else {
        if offset.is_null() || range.is_null() {
            return Err(Error::new(Status::NullPointer, "offset and range must both be NULL or both be given"));
        }
        let n = if flags == SYCLRT_ACCESS_LINEAR { 1 } else { b.layout.dims };
        // SAFETY: `n` values each (contract); both are non-NULL.
        let (o, r) = unsafe { (slice(offset, n, "offset")?, slice(range, n, "range")?) };
        let mut o3 = [0; 3];
        let mut r3 = [0; 3];
        o3[..n].copy_from_slice(o);
        r3[..n].copy_from_slice(r);
        view(&b, &o3, &r3, flags)?
    };
    let (p, token) = b.host_access(m, v, access.is_some())?;
    if let (Some(o), Some(t)) = (access, token) {
        o.write(new_handle(t));
    }
    out.write(p.cast());
    Ok(())
}

/// Ends a host access opened with `access_out`: command groups waiting
/// for it may run. The event handle stays valid until released. Errors:
/// `INVALID_EVENT`, `INVALID_OPERATION` (not an open host access of this
/// buffer: already ended, or another buffer's).
#[no_mangle]
pub unsafe extern "C" fn syclrt_buffer_host_access_end(
    buffer: *const syclrt_buffer,
    access: *const syclrt_event,
) -> Status {
    boundary("syclrt_buffer_host_access_end", || {
        let b = get::<core::Buffer>(buffer)?;
        let e = get::<core::Event>(access)?;
        b.end_host_access(&e)
    })
}

/// Fills `info_out` with the buffer's shape, page size and allocations.
#[no_mangle]
pub unsafe extern "C" fn syclrt_buffer_get_info(
    buffer: *const syclrt_buffer,
    info_out: *mut syclrt_buffer_info,
) -> Status {
    boundary("syclrt_buffer_get_info", || {
        let out = Out::new(info_out, "info_out")?;
        let b = get::<core::Buffer>(buffer)?;
        let l = b.layout;
        let d = l.dims;
        let mut range = [0; 3];
        let mut page = [0; 3];
        range[..d].copy_from_slice(&buf::region::from3(l.range, d));
        page[..d].copy_from_slice(&buf::region::from3(l.page, d));
        out.write(syclrt_buffer_info {
            dims: d as u32,
            range,
            element_size: l.elem,
            page_size: page,
            num_pages: l.pages.iter().product(),
            device_allocations: b.device_allocations(),
            has_host_allocation: b.has_host_allocation(),
        });
        Ok(())
    })
}

/// The number of pages up to date on `device` (NULL: on the host).
/// Errors: `DEVICE_NOT_IN_CONTEXT`.
#[no_mangle]
pub unsafe extern "C" fn syclrt_buffer_get_valid_pages(
    buffer: *const syclrt_buffer,
    device: *const syclrt_device,
    count_out: *mut usize,
) -> Status {
    boundary_out("syclrt_buffer_get_valid_pages", count_out, "count_out", || {
        let b = get::<core::Buffer>(buffer)?;
        let d = get_opt::<core::Device>(device)?;
        b.valid_pages(d.as_deref())
    })
}

/// The buffer's `cl_mem` on `device` (allocated now if this is the first
/// use there). It stays valid and unmoved until the buffer is destroyed;
/// the caller does not own a reference, and must order its own commands on
/// it with the buffer's (for example with `syclrt_buffer_wait`).
#[no_mangle]
pub unsafe extern "C" fn syclrt_buffer_get_native_mem(
    buffer: *const syclrt_buffer,
    device: *const syclrt_device,
    cl_mem_out: *mut *mut c_void,
) -> Status {
    boundary_out("syclrt_buffer_get_native_mem", cl_mem_out, "cl_mem_out", || {
        let b = get::<core::Buffer>(buffer)?;
        let d = get::<core::Device>(device)?;
        // The buffer keeps its own reference: the raw handle outlives this clone.
        Ok(b.native_mem(&d)?.raw().cast())
    })
}

/// Bytes moved and copies issued for this buffer since its creation.
#[no_mangle]
pub unsafe extern "C" fn syclrt_buffer_get_transfer_stats(
    buffer: *const syclrt_buffer,
    stats_out: *mut syclrt_transfer_stats,
) -> Status {
    boundary_out("syclrt_buffer_get_transfer_stats", stats_out, "stats_out", || {
        Ok(get::<core::Buffer>(buffer)?.stats().into())
    })
}

/// Bytes moved and copies issued by command groups submitted to this queue.
#[no_mangle]
pub unsafe extern "C" fn syclrt_queue_get_transfer_stats(
    queue: *const syclrt_queue,
    stats_out: *mut syclrt_transfer_stats,
) -> Status {
    boundary_out("syclrt_queue_get_transfer_stats", stats_out, "stats_out", || {
        Ok(buf::queue_stats(&get::<core::Queue>(queue)?).into())
    })
}

/// Submits a command group. The runtime allocates each accessed buffer on
/// the queue's device (first use), binds its `cl_mem` to the accessor's
/// argument, moves only the outdated pages the accessors need, and makes
/// the kernel wait for exactly the earlier command groups whose accessors
/// conflict (one writes, page ranges overlap). `event_out` (may be NULL)
/// receives the kernel's event. When `num_deps_out` is not NULL it receives
/// the number of command groups waited for, and `deps_out` (may be NULL)
/// up to `deps_capacity` of their events (each a new reference).
/// Errors, all reported before anything is enqueued or any buffer state
/// changes: `OUT_OF_RANGE` (an accessor outside its buffer), `INVALID_SIZE`
/// (an empty accessor), `INVALID_VALUE` (unknown mode or flags, an
/// argument bound twice), `INVALID_ARG_INDEX`, `INVALID_ARG_SIZE`,
/// `KERNEL_ARGS_NOT_SET`, `INVALID_WORK_SIZE`, `CONTEXT_MISMATCH`,
/// `INVALID_BUFFER`, `INVALID_KERNEL`.
#[no_mangle]
pub unsafe extern "C" fn syclrt_queue_submit(
    queue: *const syclrt_queue,
    group: *const syclrt_command_group,
    event_out: *mut *mut syclrt_event,
    deps_out: *mut *mut syclrt_event,
    deps_capacity: usize,
    num_deps_out: *mut usize,
) -> Status {
    // SAFETY: `group` and the arrays it points to follow the documented layout (caller contract).
    boundary("syclrt_queue_submit", || unsafe {
        queue_submit(queue, group, event_out, deps_out, deps_capacity, num_deps_out)
    })
}
unsafe fn queue_submit(
    queue: *const syclrt_queue,
    group: *const syclrt_command_group,
    event_out: *mut *mut syclrt_event,
    deps_out: *mut *mut syclrt_event,
    deps_capacity: usize,
    num_deps_out: *mut usize,
) -> Result<()> {
    let q = get::<core::Queue>(queue)?;
    // SAFETY: one command group (contract).
    let g = unsafe { slice(group, 1, "group")? }[0];
    let kernel = get::<core::Kernel>(g.kernel)?;
    if !(1..=3).contains(&g.dims) {
        return Err(Error::new(Status::InvalidWorkSize, format!("dims must be 1, 2 or 3, not {}", g.dims)));
    }
    let dims = g.dims as usize;
    // SAFETY: `num_accessors` accessors and `num_args` arguments (contract).
    let accs = unsafe { slice(g.accessors, g.num_accessors, "accessors")? };
    // SAFETY: as above.
    let args = unsafe { slice(g.args, g.num_args, "args")? };
    let mut accessors = Vec::with_capacity(accs.len());
    for a in accs {
        let b = get::<core::Buffer>(a.buffer)?;
        let v = view(&b, &a.offset, &a.range, a.flags)?;
        accessors.push((a.arg_index, buf::Access { buffer: b, mode: mode(a.mode)?, view: v }));
    }
    let mut plain = Vec::with_capacity(args.len());
    for a in args {
        let v = if a.value.is_null() {
            buf::KernelArg::Local(a.size)
        } else if a.size == 0 {
            return Err(Error::new(Status::InvalidArgSize, format!("argument {}: size is 0", a.index)));
        } else {
            // SAFETY: `size` bytes at `value` (contract).
            buf::KernelArg::Value(unsafe { slice(a.value.cast::<u8>(), a.size, "kernel argument value")? })
        };
        plain.push((a.index, v));
    }
    let local = (g.local_size[..dims] != [0; 3][..dims]).then(|| &g.local_size[..dims]);
    let cg = buf::CommandGroup { kernel, global: &g.global_size[..dims], local, accessors, args: plain };
    let sub = buf::submit(&q, &cg)?;
    if let Some(o) = opt_out(num_deps_out) {
        o.write(sub.dependencies.len());
    }
    if !deps_out.is_null() {
        for (i, e) in sub.dependencies.iter().take(deps_capacity).enumerate() {
            // SAFETY: `deps_out` holds `deps_capacity` writable slots (contract).
            unsafe { deps_out.add(i).write(new_handle(e.clone())) };
        }
    }
    if let Some(o) = opt_out(event_out) {
        o.write(new_handle(sub.event));
    }
    Ok(())
}
