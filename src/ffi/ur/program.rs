//! Program and ProgramExp tables.
//!
//! A UR program is core's (`core::program::Program`): the `cl_program` it
//! was created as (`cl`) and, for a program from IL, the persistent-cache
//! redirect's state, which may install a program made from stored binaries
//! that stands in for `cl` (`Program::active`: kernels, binaries, build
//! status and logs come from it). Specialization constants and the IL
//! always stay `cl`'s.

use super::context::Context;
use super::device::UrDevice;
use super::gen::api::*;
use super::gen::types::*;
use super::objects::{get, put, ref_count, release, retain, slice, Info, UrObj};
use super::{err, fail, result, UrResult};
use crate::cl::{self, sys::*, DeviceId};
use crate::core::{kernel, object, program, Error};
use crate::ffi::args::opt_lossy;
use std::ffi::{c_char, c_void, CStr};
use std::ptr::null_mut;
use std::sync::Arc;

super::objects::ur_handle!(
    Program,
    ur_program_handle_t_,
    UrProgram,
    InvalidProgram,
    false,
    UR_RESULT_ERROR_INVALID_PROGRAM
);

/// A UR program: core's program (`core::program::Program`: the driver's
/// program, its devices, the redirect and the route's module), whose
/// context is the UR context object.
pub type Program = program::Program<UrObj<Context>>;

/// The context's device ids.
fn ids_of(ctx: &Context) -> Vec<DeviceId> {
    ctx.devices.iter().map(|d| d.id).collect()
}

/// The UR handle of an object the caller already holds a handle to (no
/// reference added, as UR's `*_INFO_CONTEXT`/`DEVICES` queries require).
fn weak_handle<T, X, C>(a: &Arc<UrObj<T, X>>) -> *mut C {
    Arc::as_ptr(a) as *mut C
}

/// UR device handles -> OpenCL device ids, each checked to be a live
/// device of `ctx` (UR_RESULT_ERROR_INVALID_DEVICE otherwise).
///
/// # Safety
/// `p` is NULL or points to `n` handles.
unsafe fn devices_of(ctx: &Context, n: u32, p: *const ur_device_handle_t) -> Result<Vec<DeviceId>, Error> {
    if n == 0 {
        return Err(err(UR_RESULT_ERROR_INVALID_SIZE, "numDevices is 0"));
    }
    // SAFETY: caller contract.
    let hs = unsafe { slice(p, n as usize, "phDevices") }?;
    let mut out = Vec::with_capacity(hs.len());
    for &h in hs {
        let d = get::<UrDevice>(h)?;
        if !ctx.devices.iter().any(|c| c.id == d.id) {
            return Err(err(UR_RESULT_ERROR_INVALID_DEVICE, format!("device {h:?} is not a device of the context")));
        }
        out.push(d.id);
    }
    Ok(out)
}

/// Builds `p` for `devs` (`Program::build_on`: the first build of an IL
/// program goes through the persistent-cache redirect).
///
/// # Safety
/// `options` is NULL or NUL-terminated.
unsafe fn build(p: &Program, devs: &[DeviceId], options: *const c_char) -> UrResult {
    // SAFETY: caller contract.
    p.build_on(devs, &unsafe { opt_lossy(options) }).map_err(|e| match e.cl.as_ref().map(|c| c.code) {
        Some(code) => result::cl_err("clBuildProgram", code),
        None => e,
    })
}

/// # Safety
/// `options` is NULL or NUL-terminated.
unsafe fn compile(p: &Program, devs: &[DeviceId], options: *const c_char) -> UrResult {
    // SAFETY: caller contract.
    p.compile_on(devs, &unsafe { opt_lossy(options) })
}

/// `urProgramLink(Exp)`: a failed link that still produced a program hands
/// it back with the error (as Intel's adapter), so its log can be read.
///
/// # Safety
/// `ph` is NULL or `count` program handles; `out` is writable (non-NULL:
/// the entries' ur_api.h check); `options` NULL or NUL-terminated.
unsafe fn link(
    hContext: ur_context_handle_t,
    devices: Option<(u32, *const ur_device_handle_t)>,
    count: u32,
    ph: *const ur_program_handle_t,
    options: *const c_char,
    out: *mut ur_program_handle_t,
) -> UrResult {
    let ctx = get::<UrObj<Context>>(hContext)?;
    // SAFETY: writable (caller contract); cleared first so a failure leaves no stale handle.
    unsafe { *out = null_mut() };
    // SAFETY: caller contract.
    let hs = unsafe { slice(ph, count as usize, "phPrograms") }?;
    let mut progs = Vec::with_capacity(hs.len());
    for &h in hs {
        progs.push(get::<UrObj<Program>>(h)?);
    }
    let (devs, prog_devs) = match devices {
        None => (Vec::new(), ids_of(&ctx)),
        Some((n, p)) => {
            // SAFETY: caller contract.
            let ids = unsafe { devices_of(&ctx, n, p) }?;
            (ids.clone(), ids)
        }
    };
    let raws: Vec<cl_program> = progs.iter().map(|p| p.active().raw()).collect();
    // SAFETY: NULL or NUL-terminated (caller contract).
    let opts = unsafe { opt_lossy(options) };
    // SAFETY: live input programs, viewed without references.
    let inputs = unsafe { cl::Program::borrow_list(raws.as_ptr(), raws.len()) };
    let (prog, err) = match program::link(&ctx.cl, &devs, &opts, inputs, None) {
        Ok(p) => (Some(p), None),
        Err((p, e)) => (p, Some(e)),
    };
    if let Some(p) = prog {
        // SAFETY: non-NULL (the entry's ur_api.h check).
        unsafe { *out = super::objects::new_handle(Program::over(p, ctx.clone(), prog_devs)) };
    }
    match err {
        None => Ok(()),
        // Some drivers say INVALID_BINARY for a failed link (as Intel's adapter notes).
        Some(e) if e.cl.as_ref().is_some_and(|c| c.code == CL_INVALID_BINARY) => {
            result::cl_fail("clLinkProgram", CL_LINK_PROGRAM_FAILURE)
        }
        Some(e) => Err(e),
    }
}

/// `UR_PROGRAM_INFO_BINARIES`: the value is an array of caller buffers.
///
/// # Safety
/// `info` follows the UR info protocol; each pointer in the value array
/// points to a buffer of the matching binary size.
unsafe fn binaries_info(p: &cl::Program, info: &Info) -> UrResult {
    let bins = program::binaries_of(p)?;
    // SAFETY: caller contract (the array of buffers of the binaries' sizes).
    unsafe { crate::ffi::args::write_binaries(&super::objects::UR_INFO, &bins, info.size, info.value, info.size_ret) }
}

fn i32_of(b: &[u8]) -> i32 {
    b.get(..4).and_then(|b| b.try_into().ok()).map_or(0, i32::from_ne_bytes)
}

fn u32_of(b: &[u8]) -> u32 {
    b.get(..4).and_then(|b| b.try_into().ok()).map_or(0, u32::from_ne_bytes)
}

impl ProgramApi for Ur {
    unsafe fn urProgramCreateWithIL(a: args::urProgramCreateWithIL) -> UrResult {
        let _ = a.pProperties; // metadata: nothing for OpenCL (as Intel's adapter)
        let ctx = get::<UrObj<Context>>(a.hContext)?;
        // SAFETY: `length` readable bytes at `pIL` (caller contract).
        let il = unsafe { std::slice::from_raw_parts(a.pIL.cast::<u8>(), a.length) };
        let prog = match Program::from_il(&ctx.cl, ctx.clone(), ids_of(&ctx), il) {
            Ok(p) => p,
            Err(e) => {
                let code = match e.cl.as_ref().map(|c| c.code) {
                    Some(CL_INVALID_VALUE) => UR_RESULT_ERROR_INVALID_BINARY,
                    Some(CL_INVALID_OPERATION | cl::FUNCTION_NOT_AVAILABLE) => UR_RESULT_ERROR_COMPILER_NOT_AVAILABLE,
                    Some(c) => result::from_cl(c),
                    // The PTX route: tools missing, a translation that failed.
                    None => match e.status {
                        crate::core::Status::Unsupported => UR_RESULT_ERROR_COMPILER_NOT_AVAILABLE,
                        crate::core::Status::BuildFailed => UR_RESULT_ERROR_PROGRAM_BUILD_FAILURE,
                        crate::core::Status::InvalidValue => UR_RESULT_ERROR_INVALID_BINARY,
                        _ => return Err(e),
                    },
                };
                return fail(code, format!("urProgramCreateWithIL: {e}"));
            }
        };
        // SAFETY: non-NULL (the entry's ur_api.h check).
        unsafe { put(a.phProgram, super::objects::new_handle(prog), "phProgram") }
    }

    unsafe fn urProgramCreateWithBinary(a: args::urProgramCreateWithBinary) -> UrResult {
        let _ = a.pProperties;
        let ctx = get::<UrObj<Context>>(a.hContext)?;
        // SAFETY: caller contract (`numDevices` handles).
        let ids = unsafe { devices_of(&ctx, a.numDevices, a.phDevices) }?;
        // SAFETY: caller contract (`numDevices` lengths and binaries).
        let lens = unsafe { slice(a.pLengths, ids.len(), "pLengths") }?;
        // SAFETY: as above.
        let bins = unsafe { slice(a.ppBinaries, ids.len(), "ppBinaries") }?;
        let mut bin_slices: Vec<&[u8]> = Vec::with_capacity(ids.len());
        for (i, (&len, &b)) in lens.iter().zip(bins).enumerate() {
            if b.is_null() {
                return fail(UR_RESULT_ERROR_INVALID_NULL_POINTER, format!("ppBinaries[{i}] is NULL"));
            }
            if len == 0 {
                return fail(UR_RESULT_ERROR_INVALID_SIZE, format!("pLengths[{i}] is 0"));
            }
            // SAFETY: `len` readable bytes (caller contract).
            bin_slices.push(unsafe { std::slice::from_raw_parts(b, len) });
        }
        let p = program::from_binaries(&ctx.cl, &ids, &bin_slices, None)?;
        let prog = Program::over(p, ctx.clone(), ids);
        // SAFETY: non-NULL (the entry's ur_api.h check).
        unsafe { put(a.phProgram, super::objects::new_handle(prog), "phProgram") }
    }

    unsafe fn urProgramCreateWithNativeHandle(a: args::urProgramCreateWithNativeHandle) -> UrResult {
        let ctx = get::<UrObj<Context>>(a.hContext)?;
        if a.hNativeProgram == 0 {
            return fail(UR_RESULT_ERROR_INVALID_NULL_HANDLE, "hNativeProgram is NULL");
        }
        let native = a.hNativeProgram as cl_program;
        // SAFETY: the caller's native program (checked non-NULL), viewed without a reference.
        let c = (object::info::<usize>(unsafe { cl::Program::borrow(&native) }, CL_PROGRAM_CONTEXT))?;
        if c != ctx.cl.raw() as usize {
            return fail(UR_RESULT_ERROR_INVALID_CONTEXT, "the native program belongs to another OpenCL context");
        }
        // SAFETY: the caller's properties struct, when given.
        let owned = !a.pProperties.is_null() && unsafe { (*a.pProperties).isNativeHandleOwned };
        let p = if owned {
            // SAFETY: ownership of the caller's reference passes to us.
            unsafe { cl::Program::from_owned(native) }
        } else {
            // SAFETY: a live program (its context was just queried); we take our own reference.
            unsafe { cl::Program::from_borrowed(native) }?
        };
        let prog = Program::over(p, ctx.clone(), ids_of(&ctx));
        // SAFETY: non-NULL (the entry's ur_api.h check).
        unsafe { put(a.phProgram, super::objects::new_handle(prog), "phProgram") }
    }

    unsafe fn urProgramBuild(a: args::urProgramBuild) -> UrResult {
        get::<UrObj<Context>>(a.hContext)?;
        let p = get::<UrObj<Program>>(a.hProgram)?;
        // SAFETY: NULL or NUL-terminated (caller contract).
        unsafe { build(&p, &p.devices, a.pOptions) }
    }

    unsafe fn urProgramCompile(a: args::urProgramCompile) -> UrResult {
        get::<UrObj<Context>>(a.hContext)?;
        let p = get::<UrObj<Program>>(a.hProgram)?;
        // SAFETY: NULL or NUL-terminated (caller contract).
        unsafe { compile(&p, &p.devices, a.pOptions) }
    }

    unsafe fn urProgramLink(a: args::urProgramLink) -> UrResult {
        // SAFETY: caller contract.
        unsafe { link(a.hContext, None, a.count, a.phPrograms, a.pOptions, a.phProgram) }
    }

    unsafe fn urProgramRetain(a: args::urProgramRetain) -> UrResult {
        retain::<UrObj<Program>>(a.hProgram)
    }

    unsafe fn urProgramRelease(a: args::urProgramRelease) -> UrResult {
        release::<UrObj<Program>>(a.hProgram)
    }

    unsafe fn urProgramGetFunctionPointer(a: args::urProgramGetFunctionPointer) -> UrResult {
        let d = get::<UrDevice>(a.hDevice)?;
        let p = get::<UrObj<Program>>(a.hProgram)?;
        // SAFETY: non-NULL (the entry's ur_api.h check).
        unsafe { *a.ppFunctionPointer = null_mut() };
        // SAFETY: NUL-terminated (caller contract).
        let name = unsafe { CStr::from_ptr(a.pFunctionName) };
        match p.function_pointer(d.id, name) {
            Ok(addr) => {
                // SAFETY: non-NULL (the entry's ur_api.h check).
                unsafe { *a.ppFunctionPointer = addr as usize as *mut c_void };
                Ok(())
            }
            // UR_RESULT_ERROR_INVALID_KERNEL_NAME.
            Err(e) if e.status == crate::core::Status::InvalidKernelName => Err(e),
            Err(e) => match e.cl.as_ref().map(|c| c.code) {
                // No entry point, or no platform to find it in.
                Some(cl::FUNCTION_NOT_AVAILABLE) | None => fail(
                    UR_RESULT_ERROR_FUNCTION_ADDRESS_NOT_AVAILABLE,
                    "clGetDeviceFunctionPointerINTEL is not provided by the OpenCL platform",
                ),
                Some(CL_INVALID_ARG_VALUE) => fail(
                    UR_RESULT_ERROR_FUNCTION_ADDRESS_NOT_AVAILABLE,
                    format!("no device address for function {name:?}"),
                ),
                Some(_) => Err(e),
            },
        }
    }

    unsafe fn urProgramGetGlobalVariablePointer(a: args::urProgramGetGlobalVariablePointer) -> UrResult {
        let d = get::<UrDevice>(a.hDevice)?;
        let p = get::<UrObj<Program>>(a.hProgram)?;
        // SAFETY: non-NULL (the entry's ur_api.h check).
        unsafe { *a.ppGlobalVariablePointerRet = null_mut() };
        // SAFETY: NUL-terminated (caller contract).
        let name = unsafe { CStr::from_ptr(a.pGlobalVariableName) };
        match kernel::global_variable_pointer(d.id, p.active(), name) {
            Ok((size, ptr)) => {
                if !a.pGlobalVariableSizeRet.is_null() {
                    // SAFETY: caller contract.
                    unsafe { *a.pGlobalVariableSizeRet = size };
                }
                // SAFETY: non-NULL (the entry's ur_api.h check).
                unsafe { *a.ppGlobalVariablePointerRet = ptr as *mut c_void };
                Ok(())
            }
            Err(e) if e.cl.as_ref().is_some_and(|c| c.code == CL_INVALID_ARG_VALUE) => {
                fail(UR_RESULT_ERROR_INVALID_VALUE, "no such global variable in the program")
            }
            Err(e) => Err(e),
        }
    }

    unsafe fn urProgramGetInfo(a: args::urProgramGetInfo) -> UrResult {
        let propName = a.propName;
        let p = get::<UrObj<Program>>(a.hProgram)?;
        let info = Info { size: a.propSize, value: a.pPropValue, size_ret: a.pPropSizeRet };
        // SAFETY: the UR info protocol (caller contract), in every arm.
        unsafe {
            match propName {
                UR_PROGRAM_INFO_REFERENCE_COUNT => info.val::<u32>(ref_count::<UrObj<Program>>(a.hProgram)),
                UR_PROGRAM_INFO_CONTEXT => info.val::<ur_context_handle_t>(weak_handle(&p.context)),
                UR_PROGRAM_INFO_NUM_DEVICES => info.val::<u32>(p.devices.len() as u32),
                UR_PROGRAM_INFO_DEVICES => {
                    let of = |id: &DeviceId| p.context.devices.iter().find(|d| d.id == *id);
                    let v: Vec<ur_device_handle_t> = p.devices.iter().filter_map(of).map(weak_handle).collect();
                    info.array(&v)
                }
                // The IL is the created program's own, the rest the active program's.
                UR_PROGRAM_INFO_IL => info.bytes(&p.info_bytes(CL_PROGRAM_IL)?),
                UR_PROGRAM_INFO_BINARY_SIZES => info.bytes(&p.info_bytes(CL_PROGRAM_BINARY_SIZES)?),
                UR_PROGRAM_INFO_BINARIES => binaries_info(p.active(), &info),
                UR_PROGRAM_INFO_NUM_KERNELS => info.bytes(&p.info_bytes(CL_PROGRAM_NUM_KERNELS)?),
                UR_PROGRAM_INFO_KERNEL_NAMES => info.bytes(&p.info_bytes(CL_PROGRAM_KERNEL_NAMES)?),
                _ => fail(
                    UR_RESULT_ERROR_INVALID_ENUMERATION,
                    format!("urProgramGetInfo: {propName:#x} is not a ur_program_info_t"),
                ),
            }
        }
    }

    unsafe fn urProgramGetBuildInfo(a: args::urProgramGetBuildInfo) -> UrResult {
        let propName = a.propName;
        let p = get::<UrObj<Program>>(a.hProgram)?;
        let d = get::<UrDevice>(a.hDevice)?;
        let info = Info { size: a.propSize, value: a.pPropValue, size_ret: a.pPropSizeRet };
        let target = p.active();
        let param = match propName {
            UR_PROGRAM_BUILD_INFO_STATUS => CL_PROGRAM_BUILD_STATUS,
            UR_PROGRAM_BUILD_INFO_OPTIONS => CL_PROGRAM_BUILD_OPTIONS,
            UR_PROGRAM_BUILD_INFO_LOG => CL_PROGRAM_BUILD_LOG,
            UR_PROGRAM_BUILD_INFO_BINARY_TYPE => CL_PROGRAM_BINARY_TYPE,
            _ => {
                return fail(
                    UR_RESULT_ERROR_INVALID_ENUMERATION,
                    format!("urProgramGetBuildInfo: {propName:#x} is not a ur_program_build_info_t"),
                )
            }
        };
        let b = program::build_info_bytes(target, d.id, param)?;
        // SAFETY: the UR info protocol (caller contract), in every arm.
        unsafe {
            match propName {
                UR_PROGRAM_BUILD_INFO_STATUS => info.val::<ur_program_build_status_t>(match i32_of(&b) {
                    CL_BUILD_SUCCESS => UR_PROGRAM_BUILD_STATUS_SUCCESS,
                    CL_BUILD_ERROR => UR_PROGRAM_BUILD_STATUS_ERROR,
                    CL_BUILD_IN_PROGRESS => UR_PROGRAM_BUILD_STATUS_IN_PROGRESS,
                    _ => UR_PROGRAM_BUILD_STATUS_NONE,
                }),
                UR_PROGRAM_BUILD_INFO_BINARY_TYPE => info.val::<ur_program_binary_type_t>(match u32_of(&b) {
                    0x1 => UR_PROGRAM_BINARY_TYPE_COMPILED_OBJECT, // CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT
                    0x2 => UR_PROGRAM_BINARY_TYPE_LIBRARY,         // CL_PROGRAM_BINARY_TYPE_LIBRARY
                    0x4 => UR_PROGRAM_BINARY_TYPE_EXECUTABLE,      // CL_PROGRAM_BINARY_TYPE_EXECUTABLE
                    // NONE, INTERMEDIATE (cl_khr_spir) and anything unknown need compilation.
                    _ => UR_PROGRAM_BINARY_TYPE_NONE,
                }),
                _ => {
                    let end = b.iter().position(|&c| c == 0).unwrap_or(b.len());
                    info.str(&String::from_utf8_lossy(&b[..end]))
                }
            }
        }
    }

    unsafe fn urProgramSetSpecializationConstants(a: args::urProgramSetSpecializationConstants) -> UrResult {
        let p = get::<UrObj<Program>>(a.hProgram)?;
        // SAFETY: caller contract (`count` entries).
        let specs = unsafe { slice(a.pSpecConstants, a.count as usize, "pSpecConstants") }?;
        for s in specs {
            if s.pValue.is_null() {
                return fail(UR_RESULT_ERROR_INVALID_NULL_POINTER, format!("value of spec constant {} is NULL", s.id));
            }
            // SAFETY: `size` readable bytes at `pValue` (caller contract).
            let v = unsafe { std::slice::from_raw_parts(s.pValue.cast::<u8>(), s.size) };
            // Always on the created (IL) program: see the module documentation.
            if let Err(e) = p.set_spec_constant(s.id, v) {
                return match e.cl.as_ref().map(|c| c.code) {
                    Some(cl::FUNCTION_NOT_AVAILABLE | CL_INVALID_OPERATION) => {
                        fail(UR_RESULT_ERROR_UNSUPPORTED_FEATURE, format!("urProgramSetSpecializationConstants: {e}"))
                    }
                    Some(CL_INVALID_SPEC_ID) => fail(UR_RESULT_ERROR_INVALID_SPEC_ID, format!("{e}")),
                    Some(c) => result::cl_fail("clSetProgramSpecializationConstant", c),
                    None => Err(e),
                };
            }
        }
        Ok(())
    }

    unsafe fn urProgramGetNativeHandle(a: args::urProgramGetNativeHandle) -> UrResult {
        let p = get::<UrObj<Program>>(a.hProgram)?;
        // The program that carries the kernels (as the PI face's resolve).
        // SAFETY: caller contract.
        unsafe { put(a.phNativeProgram, p.active().raw() as ur_native_handle_t, "phNativeProgram") }
    }
}

impl ProgramExpApi for Ur {
    // oneAPI 2025.x: the Exp builds without program flags (none exist for OpenCL).
    unsafe fn urProgramBuildExp_v2025_2(a: args::urProgramBuildExp_v2025_2) -> UrResult {
        // SAFETY: forwarded caller contract.
        unsafe {
            args::urProgramBuildExp {
                hProgram: a.hProgram,
                numDevices: a.numDevices,
                phDevices: a.phDevices,
                flags: 0,
                pOptions: a.pOptions,
            }
            .body()
        }
    }

    unsafe fn urProgramCompileExp_v2025_2(a: args::urProgramCompileExp_v2025_2) -> UrResult {
        // SAFETY: forwarded caller contract.
        unsafe {
            args::urProgramCompileExp {
                hProgram: a.hProgram,
                numDevices: a.numDevices,
                phDevices: a.phDevices,
                flags: 0,
                pOptions: a.pOptions,
            }
            .body()
        }
    }

    unsafe fn urProgramLinkExp_v2025_2(a: args::urProgramLinkExp_v2025_2) -> UrResult {
        // SAFETY: forwarded caller contract.
        unsafe {
            args::urProgramLinkExp {
                hContext: a.hContext,
                numDevices: a.numDevices,
                phDevices: a.phDevices,
                flags: 0,
                count: a.count,
                phPrograms: a.phPrograms,
                pOptions: a.pOptions,
                phProgram: a.phProgram,
            }
            .body()
        }
    }

    unsafe fn urProgramBuildExp(a: args::urProgramBuildExp) -> UrResult {
        let _ = a.flags; // UR_EXP_PROGRAM_FLAG_*: no OpenCL counterpart
        let p = get::<UrObj<Program>>(a.hProgram)?;
        // SAFETY: caller contract.
        let devs = unsafe { devices_of(&p.context, a.numDevices, a.phDevices) }?;
        // SAFETY: NULL or NUL-terminated (caller contract).
        unsafe { build(&p, &devs, a.pOptions) }
    }

    unsafe fn urProgramCompileExp(a: args::urProgramCompileExp) -> UrResult {
        let _ = a.flags;
        let p = get::<UrObj<Program>>(a.hProgram)?;
        // SAFETY: caller contract.
        let devs = unsafe { devices_of(&p.context, a.numDevices, a.phDevices) }?;
        // SAFETY: NULL or NUL-terminated (caller contract).
        unsafe { compile(&p, &devs, a.pOptions) }
    }

    unsafe fn urProgramLinkExp(a: args::urProgramLinkExp) -> UrResult {
        let _ = a.flags;
        // SAFETY: caller contract.
        unsafe { link(a.hContext, Some((a.numDevices, a.phDevices)), a.count, a.phPrograms, a.pOptions, a.phProgram) }
    }
}
