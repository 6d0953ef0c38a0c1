//! syclrt as an OpenCL layer (the loaders' `cl_loader_layers`):
//! `clGetLayerInfo` and `clInitLayer`. `cl::loader` offers this library in
//! `OPENCL_LAYERS` while the loader starts (`SYCLRT_OPENCL_LAYER`). The
//! layer's dispatch table is the loader's own, entry for entry, except
//! `clCreateProgramWithIL`: a program an application asks the driver for
//! past any runtime (dpctl's `create_program_from_spirv` calls the driver
//! with the context's native handle) then takes the device-code route that
//! `core::route` decides (`core::program::from_driver_il`), on a device that takes no SPIR-V (PoCL 3.1: LLVM
//! bitcode; NVIDIA: PTX); on any other device the call goes on unchanged.
//!
//! Index of the entries in the Khronos dispatch table (`cl_icd.h`,
//! `struct _cl_icd_dispatch`: 149 entries through OpenCL 3.0).

use crate::cl::sys::{cl_context, cl_int, cl_program, cl_uint, CL_INVALID_OPERATION, CL_INVALID_VALUE, CL_SUCCESS};

use crate::cl::sys::CL_INVALID_PROPERTY;
use std::ffi::c_void;
use std::sync::OnceLock;

const IDX_CREATE_PROGRAM_WITH_IL: usize = 138;
/// `CL_LAYER_API_VERSION` and `CL_LAYER_API_VERSION_100`; `CL_LAYER_NAME`.
const CL_LAYER_API_VERSION: cl_uint = 0x4240;
const CL_LAYER_API_VERSION_100: cl_uint = 100;
const CL_LAYER_NAME: cl_uint = 0x4241;
const NAME: &[u8] = b"syclrt: SPIR-V for drivers that take none\0";

/// The dispatch tables: the loader's (the next layer or the drivers) and ours.
struct Tables {
    target: Vec<usize>,
    ours: Vec<usize>,
}

static TABLES: OnceLock<Tables> = OnceLock::new();

type CreateWithIl = unsafe extern "C" fn(cl_context, *const c_void, usize, *mut cl_int) -> cl_program;

/// # Safety
/// The loader's contract: `value` holds `size` bytes or is NULL, `size_ret` NULL or writable.
#[no_mangle]
pub unsafe extern "C" fn clGetLayerInfo(
    param: cl_uint,
    size: usize,
    value: *mut c_void,
    size_ret: *mut usize,
) -> cl_int {
    let bytes: &[u8] = match param {
        CL_LAYER_API_VERSION => &CL_LAYER_API_VERSION_100.to_ne_bytes(),
        CL_LAYER_NAME => NAME,
        _ => return CL_INVALID_VALUE,
    };
    if !value.is_null() {
        if size < bytes.len() {
            return CL_INVALID_VALUE;
        }
        // SAFETY: `value` holds at least `bytes.len()` bytes (checked).
        unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), value.cast::<u8>(), bytes.len()) };
    }
    if !size_ret.is_null() {
        // SAFETY: a writable size_t (the loader's contract).
        unsafe { *size_ret = bytes.len() };
    }
    CL_SUCCESS
}

/// # Safety
/// The loader's contract: `target` holds `num_entries` entry points;
/// `num_out` and `layer` are writable.
#[no_mangle]
pub unsafe extern "C" fn clInitLayer(
    num_entries: cl_uint,
    target: *const usize,
    num_out: *mut cl_uint,
    layer: *mut *const usize,
) -> cl_int {
    // SAFETY: the loader's contract, forwarded.
    unsafe { init_layer(num_entries, target, num_out, layer) }
}

/// Both init entries: copies the loader's table, ours with one entry changed.
///
/// # Safety
/// As [`clInitLayer`].
unsafe fn init_layer(
    num_entries: cl_uint,
    target: *const usize,
    num_out: *mut cl_uint,
    layer: *mut *const usize,
) -> cl_int {
    if target.is_null() || num_out.is_null() || layer.is_null() {
        return CL_INVALID_VALUE;
    }
    let n = num_entries as usize;
    // SAFETY: `target` holds `num_entries` entries (the loader's contract).
    let given = unsafe { std::slice::from_raw_parts(target, n) }.to_vec();
    let t = TABLES.get_or_init(|| {
        let mut ours = given.clone();
        if n > IDX_CREATE_PROGRAM_WITH_IL && given[IDX_CREATE_PROGRAM_WITH_IL] != 0 {
            ours[IDX_CREATE_PROGRAM_WITH_IL] = create_program_with_il as *const () as usize;
        }
        Tables { target: given, ours }
    });
    // SAFETY: writable out-parameters (checked above); the table is static.
    unsafe {
        *num_out = t.ours.len() as cl_uint;
        *layer = t.ours.as_ptr();
    }
    CL_SUCCESS
}

/// The newer loaders' entry (Khronos' from 2024, Intel's wheels): the same
/// as [`clInitLayer`]; no layer property is known.
///
/// # Safety
/// As [`clInitLayer`]; `properties` is NULL or a 0-terminated list.
#[no_mangle]
pub unsafe extern "C" fn clInitLayerWithProperties(
    num_entries: cl_uint,
    target: *const usize,
    num_out: *mut cl_uint,
    layer: *mut *const usize,
    properties: *const u64,
) -> cl_int {
    // SAFETY: a 0-terminated list or NULL (the loader's contract).
    if !properties.is_null() && unsafe { *properties } != 0 {
        return CL_INVALID_PROPERTY;
    }
    // SAFETY: the loader's contract, forwarded.
    unsafe { init_layer(num_entries, target, num_out, layer) }
}

/// Nothing to undo: the tables are the process's.
#[no_mangle]
pub extern "C" fn clDeinitLayer() -> cl_int {
    CL_SUCCESS
}

/// `clCreateProgramWithIL` seen by the layer: the route's program where
/// the context's devices take no SPIR-V, else the driver's own call.
unsafe extern "C" fn create_program_with_il(
    ctx: cl_context,
    il: *const c_void,
    len: usize,
    errcode_ret: *mut cl_int,
) -> cl_program {
    let set = |code: cl_int| {
        if !errcode_ret.is_null() {
            // SAFETY: a writable cl_int (the caller's contract).
            unsafe { *errcode_ret = code };
        }
    };
    let Some(t) = TABLES.get() else {
        set(CL_INVALID_OPERATION);
        return std::ptr::null_mut();
    };
    // SAFETY: the loader's own entry at this index has this signature.
    let forward: CreateWithIl =
        unsafe { std::mem::transmute::<usize, CreateWithIl>(t.target[IDX_CREATE_PROGRAM_WITH_IL]) };
    if ctx.is_null() || il.is_null() || len == 0 {
        // SAFETY: the caller's arguments, as given: the driver answers them.
        return unsafe { forward(ctx, il, len, errcode_ret) };
    }
    let routed = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        // SAFETY: `il` holds `len` bytes (the caller's contract).
        let bytes = unsafe { std::slice::from_raw_parts(il.cast::<u8>(), len) };
        // SAFETY: a context handle of the caller's, alive for this call.
        let c = unsafe { crate::cl::Context::borrow(&ctx) };
        crate::core::program::from_driver_il(c, bytes)
    }));
    match routed {
        Ok(None) => {
            // SAFETY: as above.
            unsafe { forward(ctx, il, len, errcode_ret) }
        }
        Ok(Some(Ok(p))) => {
            set(CL_SUCCESS);
            p.into_raw()
        }
        Ok(Some(Err(e))) => {
            log::warn!("clCreateProgramWithIL through syclrt's layer: {}", e.message);
            set(CL_INVALID_OPERATION);
            std::ptr::null_mut()
        }
        Err(_) => {
            log::error!("clCreateProgramWithIL through syclrt's layer panicked");
            set(CL_INVALID_OPERATION);
            std::ptr::null_mut()
        }
    }
}
