//! Kernel table.
//!
//! A UR kernel wraps a `cl_kernel` created from its program's active
//! program (the persistent-cache stand-in when there is one, see
//! [`super::program`]) and keeps the UR program the user knows.
//!
//! Arguments: OpenCL's `clSetKernelArg` is not thread-safe on one kernel,
//! and an argument set stays set until the launch reads it, so every
//! argument setter + launch sequence holds the kernel's argument lock. The
//! `set_arg_*` helpers below do NOT take it (the launch-with-args path of
//! `enqueue.rs` holds it around its setters and the enqueue); the
//! `urKernelSetArg*` entries (UR 2025.3/2026.1) take it for their one call.

use super::device::UrDevice;
use super::gen::api::*;
use super::gen::types::*;
use super::mem::UrMem;
use super::objects::{get, need, put, ref_count, release, retain, Info, UrObj};
use super::program::Program;
use super::queue::UrQueue;
use super::{fail, result, UrResult};
use crate::cl::{self, sys::*};
use crate::core::kernel::LaunchArgs;
use crate::core::{kernel, object, Error};
use std::ffi::{c_void, CStr};
use std::ptr::null_mut;
use std::sync::Arc;

super::objects::ur_handle!(Kernel, ur_kernel_handle_t_, UrKernel, InvalidKernel, false, UR_RESULT_ERROR_INVALID_KERNEL);

/// A UR kernel: core's kernel (`core::kernel::Kernel`) of a UR program
/// (what `UR_KERNEL_INFO_PROGRAM` answers; it keeps the stand-in alive),
/// whose argument lock holds the launch snapshot (`core::kernel::LaunchArgs`).
pub type Kernel = crate::core::kernel::Kernel<UrObj<Program>, LaunchArgs>;

/// A by-value argument; `a` is the kernel's argument lock, held (until
/// the launch that follows, if one does).
///
/// # Safety
/// `value` points to `size` readable bytes.
pub(super) unsafe fn set_arg_value(
    k: &Kernel,
    a: &mut LaunchArgs,
    index: u32,
    size: usize,
    value: *const c_void,
) -> Result<(), Error> {
    need(value, "pArgValue")?;
    // SAFETY: `size` readable bytes at `value` (caller contract), copied by the setter.
    let bytes = unsafe { std::slice::from_raw_parts(value.cast::<u8>(), size) };
    a.set_value(&k.cl, index, bytes)
}

/// A USM pointer argument, through the one USM backend (`core::usm`:
/// Intel's extension or the SVM emulation); `UR_RESULT_ERROR_UNSUPPORTED_FEATURE`
/// where the device has no USM.
pub(super) fn set_arg_pointer(k: &Kernel, a: &mut LaunchArgs, index: u32, ptr: *const c_void) -> Result<(), Error> {
    a.set_pointer(&k.cl, index, ptr as usize)
        .map_err(|e| super::usm::usm_err(&format!("USM pointer argument {index}"), e))
}

/// A memory-object argument (`mem` NULL: a NULL buffer, as OpenCL allows).
pub(super) fn set_arg_mem_obj(k: &Kernel, a: &mut LaunchArgs, index: u32, mem: ur_mem_handle_t) -> Result<(), Error> {
    let m = if mem.is_null() { None } else { Some(get::<UrMem>(mem)?) };
    let raw_mem: cl_mem = m.as_ref().map_or(null_mut(), |m| m.cl.raw());
    a.set_value(&k.cl, index, &(raw_mem as usize).to_ne_bytes())
}

/// A sampler argument (the sampler's `cl_sampler` from its native handle).
pub(super) fn set_arg_sampler(k: &Kernel, a: &mut LaunchArgs, index: u32, s: ur_sampler_handle_t) -> Result<(), Error> {
    let mut native: ur_native_handle_t = 0;
    // SAFETY: our own entry, which validates the handle; one out slot.
    unsafe { args::urSamplerGetNativeHandle { hSampler: s, phNativeSampler: &mut native }.run() }?;
    a.set_value(&k.cl, index, &(native as usize).to_ne_bytes())
}

impl KernelApi for Ur {
    unsafe fn urKernelCreate(a: args::urKernelCreate) -> UrResult {
        let p = get::<UrObj<Program>>(a.hProgram)?;
        // SAFETY: NUL-terminated (caller contract).
        let name = unsafe { CStr::from_ptr(a.pKernelName) };
        let k = match kernel::by_name(p.active(), name) {
            Ok(k) => k,
            Err(e) => {
                let c = e.cl.as_ref().map_or(0, |c| c.code);
                let code = if c == CL_INVALID_KERNEL_DEFINITION {
                    UR_RESULT_ERROR_ADAPTER_SPECIFIC
                } else {
                    result::from_error(&e)
                };
                return fail(code, format!("creating kernel {name:?} failed with {} ({c})", cl::error_name(c)));
            }
        };
        let kernel = Kernel::with_launch_args(k, p.clone(), &p.v, Some(name.to_string_lossy().into_owned()));
        // SAFETY: non-NULL (the entry's ur_api.h check).
        unsafe { put(a.phKernel, super::objects::new_handle(kernel), "phKernel") }
    }

    unsafe fn urKernelCreateWithNativeHandle(a: args::urKernelCreateWithNativeHandle) -> UrResult {
        let ctx = get::<UrObj<super::context::Context>>(a.hContext)?;
        if a.hNativeKernel == 0 {
            return fail(UR_RESULT_ERROR_INVALID_NULL_HANDLE, "hNativeKernel is NULL");
        }
        let native = a.hNativeKernel as cl_kernel;
        let handle_at = |param| -> Result<usize, Error> {
            // SAFETY: the caller's live kernel (checked non-NULL), viewed without a reference.
            object::info::<usize>(unsafe { cl::Kernel::borrow(&native) }, param)
        };
        let kctx = handle_at(CL_KERNEL_CONTEXT)?;
        let kprog = handle_at(CL_KERNEL_PROGRAM)?;
        if kctx != ctx.cl.raw() as usize {
            return fail(UR_RESULT_ERROR_INVALID_CONTEXT, "the native kernel belongs to another OpenCL context");
        }
        let program = if a.hProgram.is_null() {
            let mut h: ur_program_handle_t = null_mut();
            // SAFETY: our own entry; a program of this context (checked above); one out slot.
            unsafe {
                args::urProgramCreateWithNativeHandle {
                    hNativeProgram: kprog,
                    hContext: a.hContext,
                    pProperties: std::ptr::null(),
                    phProgram: &mut h,
                }
                .run()
            }?;
            let p = get::<UrObj<Program>>(h)?;
            // The kernel keeps the object; the handle made for it is not the user's.
            let _ = release::<UrObj<Program>>(h);
            p
        } else {
            let p = get::<UrObj<Program>>(a.hProgram)?;
            if p.active().raw() as usize != kprog && p.cl.raw() as usize != kprog {
                return fail(UR_RESULT_ERROR_INVALID_PROGRAM, "the native kernel is not from hProgram");
            }
            p
        };
        // SAFETY: the caller's properties struct, when given.
        let owned = !a.pProperties.is_null() && unsafe { (*a.pProperties).isNativeHandleOwned };
        let k = if owned {
            // SAFETY: ownership of the caller's reference passes to us.
            unsafe { cl::Kernel::from_owned(native) }
        } else {
            // SAFETY: a live kernel (just queried); we take our own reference.
            unsafe { cl::Kernel::from_borrowed(native) }.map_err(|e| result::cl_err(e.call, e.code))?
        };
        let kernel = Kernel::with_launch_args(k, program.clone(), &program.v, None);
        // SAFETY: non-NULL (the entry's ur_api.h check).
        unsafe { put(a.phKernel, super::objects::new_handle(kernel), "phKernel") }
    }

    unsafe fn urKernelGetInfo(a: args::urKernelGetInfo) -> UrResult {
        let propName = a.propName;
        let k = get::<UrObj<Kernel>>(a.hKernel)?;
        let info = Info { size: a.propSize, value: a.pPropValue, size_ret: a.pPropSizeRet };
        let param = match propName {
            UR_KERNEL_INFO_REFERENCE_COUNT => {
                // SAFETY: the UR info protocol (caller contract).
                return unsafe { info.val::<u32>(ref_count::<UrObj<Kernel>>(a.hKernel)) };
            }
            UR_KERNEL_INFO_CONTEXT => {
                let c = Arc::as_ptr(&k.program.context) as ur_context_handle_t;
                // SAFETY: as above.
                return unsafe { info.val(c) };
            }
            UR_KERNEL_INFO_PROGRAM => {
                let p = Arc::as_ptr(&k.program) as ur_program_handle_t;
                // SAFETY: as above.
                return unsafe { info.val(p) };
            }
            UR_KERNEL_INFO_FUNCTION_NAME => CL_KERNEL_FUNCTION_NAME,
            UR_KERNEL_INFO_NUM_ARGS => CL_KERNEL_NUM_ARGS,
            UR_KERNEL_INFO_ATTRIBUTES => CL_KERNEL_ATTRIBUTES,
            UR_KERNEL_INFO_NUM_REGS => CL_KERNEL_REGISTER_COUNT_INTEL,
            UR_KERNEL_INFO_SPILL_MEM_SIZE => CL_KERNEL_SPILL_MEM_SIZE_INTEL,
            _ => {
                return fail(
                    UR_RESULT_ERROR_INVALID_ENUMERATION,
                    format!("urKernelGetInfo: {propName:#x} is not a ur_kernel_info_t"),
                )
            }
        };
        match object::info_bytes(&k.cl, param) {
            // SAFETY: the UR info protocol (caller contract).
            Ok(b) => unsafe { info.bytes(&b) },
            // The Intel-only queries on other drivers (as Intel's adapter).
            Err(e) if e.cl.as_ref().is_some_and(|c| c.code == CL_INVALID_VALUE) => fail(
                UR_RESULT_ERROR_UNSUPPORTED_ENUMERATION,
                format!("urKernelGetInfo: {propName:#x} is not supported by the OpenCL driver"),
            ),
            Err(e) => Err(e),
        }
    }

    unsafe fn urKernelGetGroupInfo(a: args::urKernelGetGroupInfo) -> UrResult {
        let propName = a.propName;
        let k = get::<UrObj<Kernel>>(a.hKernel)?;
        let d = get::<UrDevice>(a.hDevice)?;
        let info = Info { size: a.propSize, value: a.pPropValue, size_ret: a.pPropSizeRet };
        let param = match propName {
            UR_KERNEL_GROUP_INFO_GLOBAL_WORK_SIZE => {
                // Only custom devices and built-in kernels answer it (OpenCL); as Intel's adapter.
                let ty: u64 = d.id.info(CL_DEVICE_TYPE).unwrap_or(0);
                if ty & CL_DEVICE_TYPE_CUSTOM == 0 {
                    return fail(
                        UR_RESULT_ERROR_UNSUPPORTED_ENUMERATION,
                        "UR_KERNEL_GROUP_INFO_GLOBAL_WORK_SIZE is only defined for custom devices",
                    );
                }
                CL_KERNEL_GLOBAL_WORK_SIZE
            }
            UR_KERNEL_GROUP_INFO_WORK_GROUP_SIZE => CL_KERNEL_WORK_GROUP_SIZE,
            UR_KERNEL_GROUP_INFO_COMPILE_WORK_GROUP_SIZE => CL_KERNEL_COMPILE_WORK_GROUP_SIZE,
            UR_KERNEL_GROUP_INFO_LOCAL_MEM_SIZE => CL_KERNEL_LOCAL_MEM_SIZE,
            UR_KERNEL_GROUP_INFO_PREFERRED_WORK_GROUP_SIZE_MULTIPLE => CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE,
            UR_KERNEL_GROUP_INFO_PRIVATE_MEM_SIZE => CL_KERNEL_PRIVATE_MEM_SIZE,
            UR_KERNEL_GROUP_INFO_COMPILE_MAX_WORK_GROUP_SIZE
            | UR_KERNEL_GROUP_INFO_COMPILE_MAX_LINEAR_WORK_GROUP_SIZE => {
                return fail(
                    UR_RESULT_ERROR_UNSUPPORTED_ENUMERATION,
                    format!("urKernelGetGroupInfo: {propName:#x} has no OpenCL query"),
                )
            }
            _ => {
                return fail(
                    UR_RESULT_ERROR_INVALID_ENUMERATION,
                    format!("urKernelGetGroupInfo: {propName:#x} is not a ur_kernel_group_info_t"),
                )
            }
        };
        let b = kernel::group_info_bytes(&k.cl, d.id, param)?;
        // SAFETY: the UR info protocol (caller contract).
        unsafe { info.bytes(&b) }
    }

    unsafe fn urKernelGetSubGroupInfo(a: args::urKernelGetSubGroupInfo) -> UrResult {
        let propName = a.propName;
        let k = get::<UrObj<Kernel>>(a.hKernel)?;
        let d = get::<UrDevice>(a.hDevice)?;
        let info = Info { size: a.propSize, value: a.pPropValue, size_ret: a.pPropSizeRet };
        let (param, input) = match propName {
            UR_KERNEL_SUB_GROUP_INFO_MAX_SUB_GROUP_SIZE => {
                // OpenCL needs a local size: the one rule of both faces.
                let probe = crate::core::device_answers::sub_group_probe_local_size(d.id);
                (CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE, probe.to_vec())
            }
            UR_KERNEL_SUB_GROUP_INFO_MAX_NUM_SUB_GROUPS => (CL_KERNEL_MAX_NUM_SUB_GROUPS, Vec::new()),
            UR_KERNEL_SUB_GROUP_INFO_COMPILE_NUM_SUB_GROUPS => (CL_KERNEL_COMPILE_NUM_SUB_GROUPS, Vec::new()),
            UR_KERNEL_SUB_GROUP_INFO_SUB_GROUP_SIZE_INTEL => (CL_KERNEL_COMPILE_SUB_GROUP_SIZE_INTEL, Vec::new()),
            _ => {
                return fail(
                    UR_RESULT_ERROR_INVALID_ENUMERATION,
                    format!("urKernelGetSubGroupInfo: {propName:#x} is not a ur_kernel_sub_group_info_t"),
                )
            }
        };
        let input: Vec<u8> = input.iter().flat_map(|x| x.to_ne_bytes()).collect();
        let v = match kernel::sub_group_query(&k.cl, d.id, param, &input) {
            Ok(v) => v,
            // No sub-group support (or no clGetKernelSubGroupInfo): the
            // answers of a device whose work-items are sub-groups of one,
            // as its device answers say (the same as the PI face's).
            Err(e)
                if e.cl
                    .as_ref()
                    .is_some_and(|c| c.code == CL_INVALID_OPERATION || c.code == cl::FUNCTION_NOT_AVAILABLE) =>
            {
                kernel::sub_groups_unsupported(&k.cl, d.id, param)?
            }
            Err(e) => return Err(e),
        };
        // SAFETY: the UR info protocol (caller contract); UR answers in 32 bits.
        unsafe { info.val::<u32>(v as u32) }
    }

    unsafe fn urKernelRetain(a: args::urKernelRetain) -> UrResult {
        retain::<UrObj<Kernel>>(a.hKernel)
    }

    unsafe fn urKernelRelease(a: args::urKernelRelease) -> UrResult {
        release::<UrObj<Kernel>>(a.hKernel)
    }

    unsafe fn urKernelGetNativeHandle(a: args::urKernelGetNativeHandle) -> UrResult {
        let k = get::<UrObj<Kernel>>(a.hKernel)?;
        // SAFETY: caller contract.
        unsafe { put(a.phNativeKernel, k.cl.raw() as ur_native_handle_t, "phNativeKernel") }
    }

    unsafe fn urKernelSetExecInfo(a: args::urKernelSetExecInfo) -> UrResult {
        let propName = a.propName;
        let _ = a.pProperties;
        let k = get::<UrObj<Kernel>>(a.hKernel)?;
        match propName {
            UR_KERNEL_EXEC_INFO_USM_INDIRECT_ACCESS => {
                // SAFETY: a ur_bool_t (caller contract).
                let on = unsafe { *a.pPropValue.cast::<ur_bool_t>() } != 0;
                let r = k.lock_args().set_indirect_access(&k.cl, on);
                super::usm::usm_result("urKernelSetExecInfo(USM_INDIRECT_ACCESS)", r)
            }
            UR_KERNEL_EXEC_INFO_USM_PTRS => {
                // SAFETY: `propSize` bytes of pointers (caller contract).
                let ptrs = unsafe { super::objects::slice(a.pPropValue.cast::<u8>(), a.propSize, "pPropValue") }?;
                let r = k.lock_args().set_usm_ptrs(&k.cl, ptrs);
                super::usm::usm_result("urKernelSetExecInfo(USM_PTRS)", r)
            }
            // OpenCL has no SLM/data cache split to configure: a hint (as Intel's adapter).
            UR_KERNEL_EXEC_INFO_CACHE_CONFIG => Ok(()),
            _ => fail(
                UR_RESULT_ERROR_INVALID_ENUMERATION,
                format!("urKernelSetExecInfo: {propName:#x} is not a ur_kernel_exec_info_t"),
            ),
        }
    }

    unsafe fn urKernelSetSpecializationConstants(a: args::urKernelSetSpecializationConstants) -> UrResult {
        let _ = (a.count, a.pSpecConstants);
        get::<UrObj<Kernel>>(a.hKernel)?;
        fail(
            UR_RESULT_ERROR_UNSUPPORTED_FEATURE,
            "urKernelSetSpecializationConstants: OpenCL sets specialization constants on programs (as Intel's adapter)",
        )
    }

    unsafe fn urKernelGetSuggestedLocalWorkSize(a: args::urKernelGetSuggestedLocalWorkSize) -> UrResult {
        let numWorkDim = a.numWorkDim;
        let _ = a.pGlobalWorkOffset;
        let k = get::<UrObj<Kernel>>(a.hKernel)?;
        get::<UrQueue>(a.hQueue)?;
        if !(1..=3).contains(&numWorkDim) {
            return fail(UR_RESULT_ERROR_INVALID_WORK_DIMENSION, format!("numWorkDim {numWorkDim} is not 1, 2 or 3"));
        }
        // SAFETY: `numWorkDim` sizes (caller contract).
        let global = unsafe { std::slice::from_raw_parts(a.pGlobalWorkSize, numWorkDim as usize) };
        if global.contains(&0) {
            return fail(UR_RESULT_ERROR_INVALID_VALUE, "a global work size is 0");
        }
        let local = crate::core::kernel::suggested_local_size(&k.cl, &k.program.devices, global)?;
        // SAFETY: `numWorkDim` writable sizes (caller contract).
        unsafe { std::ptr::copy_nonoverlapping(local.as_ptr(), a.pSuggestedLocalWorkSize, local.len()) };
        Ok(())
    }

    unsafe fn urKernelGetSuggestedLocalWorkSizeWithArgs(
        a: args::urKernelGetSuggestedLocalWorkSizeWithArgs,
    ) -> UrResult {
        // The suggestion depends on the kernel and the sizes, not on the arguments.
        let _ = (a.numArgs, a.pArgs);
        // SAFETY: caller contract.
        unsafe {
            args::urKernelGetSuggestedLocalWorkSize {
                hKernel: a.hKernel,
                hQueue: a.hQueue,
                numWorkDim: a.numWorkDim,
                pGlobalWorkOffset: a.pGlobalWorkOffset,
                pGlobalWorkSize: a.pGlobalWorkSize,
                pSuggestedLocalWorkSize: a.pSuggestedLocalWorkSize,
            }
            .run()
        }
    }

    unsafe fn urKernelSuggestMaxCooperativeGroupCount(a: args::urKernelSuggestMaxCooperativeGroupCount) -> UrResult {
        let _ = (a.workDim, a.pLocalWorkSize, a.dynamicSharedMemorySize, a.pGroupCountRet);
        get::<UrObj<Kernel>>(a.hKernel)?;
        get::<UrDevice>(a.hDevice)?;
        fail(
            UR_RESULT_ERROR_UNSUPPORTED_FEATURE,
            "urKernelSuggestMaxCooperativeGroupCount: OpenCL has no cooperative launches (as Intel's adapter)",
        )
    }

    unsafe fn urKernelSetArgValue(a: args::urKernelSetArgValue) -> UrResult {
        let _ = a.pProperties;
        let k = get::<UrObj<Kernel>>(a.hKernel)?;
        // SAFETY: `argSize` bytes at `pArgValue` (caller contract).
        unsafe { set_arg_value(&k, &mut k.lock_args(), a.argIndex, a.argSize, a.pArgValue) }?;
        Ok(())
    }

    unsafe fn urKernelSetArgLocal(a: args::urKernelSetArgLocal) -> UrResult {
        let _ = a.pProperties;
        let k = get::<UrObj<Kernel>>(a.hKernel)?;
        // Padded on the route's devices (`core::local_args`).
        k.lock_args().set_local(&k.cl, a.argIndex, a.argSize)?;
        Ok(())
    }

    unsafe fn urKernelSetArgPointer(a: args::urKernelSetArgPointer) -> UrResult {
        let _ = a.pProperties;
        let k = get::<UrObj<Kernel>>(a.hKernel)?;
        set_arg_pointer(&k, &mut k.lock_args(), a.argIndex, a.pArgValue)?;
        Ok(())
    }

    unsafe fn urKernelSetArgMemObj(a: args::urKernelSetArgMemObj) -> UrResult {
        let _ = a.pProperties;
        let k = get::<UrObj<Kernel>>(a.hKernel)?;
        set_arg_mem_obj(&k, &mut k.lock_args(), a.argIndex, a.hArgValue)?;
        Ok(())
    }

    unsafe fn urKernelSetArgSampler(a: args::urKernelSetArgSampler) -> UrResult {
        let _ = a.pProperties;
        let k = get::<UrObj<Kernel>>(a.hKernel)?;
        set_arg_sampler(&k, &mut k.lock_args(), a.argIndex, a.hArgValue)?;
        Ok(())
    }
}
