//! Plain device buffers.

use super::{syclrt_context, syclrt_mem, Status};
use crate::core::{self, Result};
use crate::ffi::args::{bytes, Out};
use crate::ffi::boundary::{boundary, boundary_out};
use crate::ffi::handle::{get, new_handle, release, retain};
use std::ffi::c_void;

/// Buffer access flags for `syclrt_mem_create`.
pub const SYCLRT_MEM_READ_WRITE: u32 = 0;
pub const SYCLRT_MEM_READ_ONLY: u32 = 1;
pub const SYCLRT_MEM_WRITE_ONLY: u32 = 2;
const _: () = assert!(
    SYCLRT_MEM_READ_WRITE == core::mem::MEM_READ_WRITE
        && SYCLRT_MEM_READ_ONLY == core::mem::MEM_READ_ONLY
        && SYCLRT_MEM_WRITE_ONLY == core::mem::MEM_WRITE_ONLY
);

/// Creates a buffer of `size` bytes (`flags`: a `SYCLRT_MEM_*` value). When
/// `host_data` is not NULL, `size` bytes are copied from it during the
/// call. Errors: `INVALID_SIZE` (zero, or above the devices' maximum
/// allocation), `INVALID_VALUE` (unknown flags).
#[no_mangle]
pub unsafe extern "C" fn syclrt_mem_create(
    context: *const syclrt_context,
    size: usize,
    flags: u32,
    host_data: *const c_void,
    mem_out: *mut *mut syclrt_mem,
) -> Status {
    // SAFETY: `host_data`, if not NULL, holds `size` bytes (caller contract).
    boundary("syclrt_mem_create", || unsafe { mem_create(context, size, flags, host_data, mem_out) })
}
unsafe fn mem_create(
    context: *const syclrt_context,
    size: usize,
    flags: u32,
    host: *const c_void,
    out: *mut *mut syclrt_mem,
) -> Result<()> {
    let out = Out::new(out, "mem_out")?;
    let ctx = get::<core::Context>(context)?;
    let init = if host.is_null() || size == 0 {
        None
    } else {
        // SAFETY: forwarded contract.
        Some(unsafe { bytes(host, size, "host_data")? })
    };
    out.write(new_handle(core::Mem::new(&ctx, size, flags, init)?));
    Ok(())
}

/// The size of a buffer in bytes.
#[no_mangle]
pub unsafe extern "C" fn syclrt_mem_get_size(mem: *const syclrt_mem, size_out: *mut usize) -> Status {
    boundary_out("syclrt_mem_get_size", size_out, "size_out", || Ok(get::<core::Mem>(mem)?.size))
}

/// Adds a reference to a buffer.
#[no_mangle]
pub unsafe extern "C" fn syclrt_mem_retain(mem: *mut syclrt_mem) -> Status {
    boundary("syclrt_mem_retain", || retain::<core::Mem>(mem))
}

/// Drops a reference. Commands already enqueued on the buffer still
/// complete; kernels it is bound to keep it alive. `NULL` is a no-op.
#[no_mangle]
pub unsafe extern "C" fn syclrt_mem_release(mem: *mut syclrt_mem) -> Status {
    boundary("syclrt_mem_release", || release::<core::Mem>(mem))
}
