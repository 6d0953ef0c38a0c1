//! Programs from OpenCL C source, and kernels.

use super::{syclrt_context, syclrt_device, syclrt_kernel, syclrt_mem, syclrt_program, Status};
use crate::core::{self, Error, Result};
use crate::ffi::args::{bytes, cstr, info_str, opt_cstr, slice, write_info, Out};
use crate::ffi::boundary::{boundary, boundary_out};
use crate::ffi::handle::{get, new_handle, release, retain};
use std::ffi::{c_char, c_void};

/// Creates a program from OpenCL C source: `length` bytes of `source`, or
/// up to its NUL when `length` is 0.
#[no_mangle]
pub unsafe extern "C" fn syclrt_program_create_with_source(
    context: *const syclrt_context,
    source: *const c_char,
    length: usize,
    program_out: *mut *mut syclrt_program,
) -> Status {
    // SAFETY: `source` holds `length` bytes, or is NUL-terminated (caller contract).
    boundary("syclrt_program_create_with_source", || unsafe {
        program_create_with_source(context, source, length, program_out)
    })
}
unsafe fn program_create_with_source(
    context: *const syclrt_context,
    source: *const c_char,
    length: usize,
    out: *mut *mut syclrt_program,
) -> Result<()> {
    let out = Out::new(out, "program_out")?;
    let ctx = get::<core::Context>(context)?;
    let src: &[u8] = if length == 0 {
        // SAFETY: forwarded contract (NUL-terminated).
        unsafe { cstr(source, "source")? }.as_bytes()
    } else {
        // SAFETY: forwarded contract (`length` bytes).
        unsafe { bytes(source.cast(), length, "source")? }
    };
    out.write(new_handle(core::Program::from_source(&ctx, src)?));
    Ok(())
}

/// Builds the program for every device of its context with `options`
/// (NULL: none). On failure: `SYCLRT_STATUS_BUILD_FAILED`, and
/// `syclrt_last_error_message()` holds each device's build log.
#[no_mangle]
pub unsafe extern "C" fn syclrt_program_build(program: *const syclrt_program, options: *const c_char) -> Status {
    boundary("syclrt_program_build", || {
        let p = get::<core::Program>(program)?;
        // SAFETY: `options` is NULL or NUL-terminated (caller contract).
        let opts = unsafe { opt_cstr(options, "options")? };
        p.build(opts)
    })
}

/// The build log of `device` (one of the program's context), with the
/// `_get_info` protocol: `log` NULL asks only for the size.
#[no_mangle]
pub unsafe extern "C" fn syclrt_program_get_build_log(
    program: *const syclrt_program,
    device: *const syclrt_device,
    size: usize,
    log: *mut c_char,
    size_ret: *mut usize,
) -> Status {
    boundary("syclrt_program_get_build_log", || {
        let p = get::<core::Program>(program)?;
        let d = get::<core::Device>(device)?;
        let text = p.build_log(&d)?;
        // SAFETY: `log` is writable for `size` bytes (caller contract).
        unsafe { write_info(&info_str(&text), size, log.cast::<c_void>(), size_ret) }
    })
}

/// Adds a reference to a program.
#[no_mangle]
pub unsafe extern "C" fn syclrt_program_retain(program: *mut syclrt_program) -> Status {
    boundary("syclrt_program_retain", || retain::<core::Program>(program))
}

/// Drops a reference (kernels keep their program alive). `NULL` is a no-op.
#[no_mangle]
pub unsafe extern "C" fn syclrt_program_release(program: *mut syclrt_program) -> Status {
    boundary("syclrt_program_release", || release::<core::Program>(program))
}

/// Creates the kernel `name` of a built program. Errors:
/// `PROGRAM_NOT_BUILT`, `INVALID_KERNEL_NAME` (the message lists the
/// program's kernels).
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_create(
    program: *const syclrt_program,
    name: *const c_char,
    kernel_out: *mut *mut syclrt_kernel,
) -> Status {
    boundary_out("syclrt_kernel_create", kernel_out, "kernel_out", || {
        let p = get::<core::Program>(program)?;
        // SAFETY: `name` is NUL-terminated (caller contract).
        let name = unsafe { cstr(name, "name")? };
        Ok(new_handle(core::Kernel::new(&p, name)?))
    })
}

/// The number of arguments of a kernel.
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_get_num_args(kernel: *const syclrt_kernel, num_args_out: *mut u32) -> Status {
    boundary_out("syclrt_kernel_get_num_args", num_args_out, "num_args_out", || {
        Ok(get::<core::Kernel>(kernel)?.num_args)
    })
}

/// Sets argument `index` to the `size` bytes at `value` (copied now).
/// Errors: `INVALID_ARG_INDEX`, `INVALID_ARG_SIZE` (zero, or not the
/// parameter's size), `NULL_POINTER`.
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_set_arg_value(
    kernel: *const syclrt_kernel,
    index: u32,
    size: usize,
    value: *const c_void,
) -> Status {
    boundary("syclrt_kernel_set_arg_value", || {
        let k = get::<core::Kernel>(kernel)?;
        if size == 0 {
            return Err(Error::new(Status::InvalidArgSize, "a by-value argument needs a non-zero size"));
        }
        // SAFETY: `value` holds `size` bytes (caller contract).
        let v = unsafe { slice(value.cast::<u8>(), size, "value")? };
        k.set_arg_value(index, v)
    })
}

/// Binds buffer `mem` (same context) to argument `index`. The kernel keeps
/// the buffer alive while it is bound.
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_set_arg_mem(
    kernel: *const syclrt_kernel,
    index: u32,
    mem: *const syclrt_mem,
) -> Status {
    boundary("syclrt_kernel_set_arg_mem", || {
        let k = get::<core::Kernel>(kernel)?;
        let m = get::<core::Mem>(mem)?;
        k.set_arg_mem(index, &m)
    })
}

/// Makes argument `index` (a `__local` pointer) `size` bytes of local memory.
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_set_arg_local(kernel: *const syclrt_kernel, index: u32, size: usize) -> Status {
    boundary("syclrt_kernel_set_arg_local", || get::<core::Kernel>(kernel)?.set_arg_local(index, size))
}

/// Adds a reference to a kernel.
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_retain(kernel: *mut syclrt_kernel) -> Status {
    boundary("syclrt_kernel_retain", || retain::<core::Kernel>(kernel))
}

/// Drops a reference. `NULL` is a no-op.
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_release(kernel: *mut syclrt_kernel) -> Status {
    boundary("syclrt_kernel_release", || release::<core::Kernel>(kernel))
}
