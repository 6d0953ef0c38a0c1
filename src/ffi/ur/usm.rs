//! USM table, through the `cl_intel_unified_shared_memory` entry points of
//! `crate::cl::ext` (shared with the PI face). Pools are not supported.

use super::context::Context;
use super::device::Device;
use super::gen::api::*;
use super::gen::types::*;
use super::objects::{get, need, Info, UrObj};
use super::{fail, result, tri};
use crate::cl::ext::{self, UsmKind};
use std::ffi::c_void;
use std::sync::Arc;

/// The answer when the platform lacks Intel USM (PoCL, for one).
pub(super) fn no_usm(what: &str) -> ur_result_t {
    fail(
        UR_RESULT_ERROR_UNSUPPORTED_FEATURE,
        format!("{what}: cl_intel_unified_shared_memory is not supported by this OpenCL platform"),
    )
}

/// Walks the `pNext` chain of a USM descriptor into an OpenCL property list.
///
/// # Safety
/// `desc` is NULL or a valid descriptor chain.
unsafe fn cl_props(desc: *const ur_usm_desc_t) -> Result<(Vec<u64>, u32), ur_result_t> {
    let mut props = Vec::new();
    if desc.is_null() {
        return Ok((props, 0));
    }
    // SAFETY: non-NULL (caller contract).
    let d = unsafe { &*desc };
    if d.hints & UR_USM_ADVICE_FLAGS_MASK != 0 {
        return Err(fail(UR_RESULT_ERROR_INVALID_ENUMERATION, format!("USM alloc: unknown hints {:#x}", d.hints)));
    }
    if d.align != 0 && !d.align.is_power_of_two() {
        return Err(fail(
            UR_RESULT_ERROR_INVALID_VALUE,
            format!("USM alloc: alignment {} is not a power of two", d.align),
        ));
    }
    let mut flags = 0u64;
    let mut next = d.pNext.cast::<ur_base_desc_t>();
    let mut guard = 0;
    while !next.is_null() {
        guard += 1;
        if guard > 64 {
            return Err(fail(UR_RESULT_ERROR_INVALID_VALUE, "USM alloc: pNext chain is too long (a cycle?)"));
        }
        // SAFETY: a chained UR descriptor (UR contract); read by its stype.
        let base = unsafe { &*next };
        match base.stype {
            UR_STRUCTURE_TYPE_USM_HOST_DESC => {
                // SAFETY: the stype says what it is.
                let h = unsafe { &*next.cast::<ur_usm_host_desc_t>() };
                if h.flags & UR_USM_HOST_MEM_FLAGS_MASK != 0 {
                    return Err(fail(UR_RESULT_ERROR_INVALID_ENUMERATION, "USM alloc: unknown host flags"));
                }
                if h.flags & 1 != 0 {
                    flags |= 1 << 2; // CL_MEM_ALLOC_INITIAL_PLACEMENT_HOST_INTEL
                }
            }
            UR_STRUCTURE_TYPE_USM_DEVICE_DESC => {
                // SAFETY: the stype says what it is.
                let dd = unsafe { &*next.cast::<ur_usm_device_desc_t>() };
                if dd.flags & UR_USM_DEVICE_MEM_FLAGS_MASK != 0 {
                    return Err(fail(UR_RESULT_ERROR_INVALID_ENUMERATION, "USM alloc: unknown device flags"));
                }
                if dd.flags & 1 != 0 {
                    flags |= 1 << 0; // CL_MEM_ALLOC_WRITE_COMBINED_INTEL
                }
                if dd.flags & 2 != 0 {
                    flags |= 1 << 1; // CL_MEM_ALLOC_INITIAL_PLACEMENT_DEVICE_INTEL
                }
                // DEVICE_READ_ONLY is a hint OpenCL has no flag for.
            }
            UR_STRUCTURE_TYPE_USM_ALLOC_LOCATION_DESC => {
                // SAFETY: ur_usm_alloc_location_desc_t { stype, pNext, location: u32 }.
                let loc = unsafe { *(next.cast::<u8>().add(2 * std::mem::size_of::<usize>())).cast::<u32>() };
                props.extend_from_slice(&[0x419E, loc as u64]);
            }
            _ => {}
        }
        next = base.pNext.cast();
    }
    if flags != 0 {
        props.extend_from_slice(&[0x4195, flags]);
    }
    Ok((props, d.align))
}

unsafe fn alloc(
    what: &str,
    kind: UsmKind,
    hContext: ur_context_handle_t,
    hDevice: ur_device_handle_t,
    pUSMDesc: *const ur_usm_desc_t,
    pool: ur_usm_pool_handle_t,
    size: usize,
    ppMem: *mut *mut c_void,
) -> ur_result_t {
    let ctx = tri!(get::<UrObj<Context>>(hContext));
    let dev = if kind == UsmKind::Host { None } else { Some(tri!(get::<UrObj<Device>>(hDevice))) };
    tri!(need(ppMem, "ppMem"));
    if !pool.is_null() {
        return fail(UR_RESULT_ERROR_UNSUPPORTED_FEATURE, format!("{what}: USM pools are not supported"));
    }
    if size == 0 {
        return fail(UR_RESULT_ERROR_INVALID_USM_SIZE, format!("{what}: size is 0"));
    }
    // SAFETY: NULL or a valid descriptor chain (UR contract).
    let (mut props, align) = tri!(unsafe { cl_props(pUSMDesc) });
    // SAFETY: a live context.
    let Some(usm) = (unsafe { ext::usm_for_context(ctx.cl.raw()) }) else {
        return fail(UR_RESULT_ERROR_INVALID_CONTEXT, format!("{what}: cannot find the context's platform"));
    };
    let present = match kind {
        UsmKind::Host => usm.clHostMemAllocINTEL.is_some(),
        UsmKind::Device => usm.clDeviceMemAllocINTEL.is_some(),
        UsmKind::Shared => usm.clSharedMemAllocINTEL.is_some(),
    };
    if !present {
        return no_usm(what);
    }
    let pp = if props.is_empty() {
        std::ptr::null()
    } else {
        props.push(0);
        props.as_ptr()
    };
    let d = dev.as_ref().map_or(std::ptr::null_mut(), |d| d.cl);
    let mut err = 0;
    // SAFETY: a live context and device, a zero-terminated property list or NULL.
    let p = unsafe { usm.alloc(kind, ctx.cl.raw(), d, pp, size, align, &mut err) };
    if err != 0 {
        return result::cl_fail(what, err);
    }
    if p.is_null() {
        return fail(UR_RESULT_ERROR_OUT_OF_DEVICE_MEMORY, format!("{what}: allocation of {size} bytes failed"));
    }
    // SAFETY: checked non-NULL.
    unsafe { *ppMem = p };
    UR_RESULT_SUCCESS
}

impl USMApi for Ur {
    unsafe fn urUSMHostAlloc(
        hContext: ur_context_handle_t,
        pUSMDesc: *const ur_usm_desc_t,
        pool: ur_usm_pool_handle_t,
        size: usize,
        ppMem: *mut *mut c_void,
    ) -> ur_result_t {
        // SAFETY: UR contract forwarded.
        unsafe { alloc("urUSMHostAlloc", UsmKind::Host, hContext, std::ptr::null_mut(), pUSMDesc, pool, size, ppMem) }
    }

    unsafe fn urUSMDeviceAlloc(
        hContext: ur_context_handle_t,
        hDevice: ur_device_handle_t,
        pUSMDesc: *const ur_usm_desc_t,
        pool: ur_usm_pool_handle_t,
        size: usize,
        ppMem: *mut *mut c_void,
    ) -> ur_result_t {
        // SAFETY: UR contract forwarded.
        unsafe { alloc("urUSMDeviceAlloc", UsmKind::Device, hContext, hDevice, pUSMDesc, pool, size, ppMem) }
    }

    unsafe fn urUSMSharedAlloc(
        hContext: ur_context_handle_t,
        hDevice: ur_device_handle_t,
        pUSMDesc: *const ur_usm_desc_t,
        pool: ur_usm_pool_handle_t,
        size: usize,
        ppMem: *mut *mut c_void,
    ) -> ur_result_t {
        // SAFETY: UR contract forwarded.
        unsafe { alloc("urUSMSharedAlloc", UsmKind::Shared, hContext, hDevice, pUSMDesc, pool, size, ppMem) }
    }

    unsafe fn urUSMFree(hContext: ur_context_handle_t, pMem: *mut c_void) -> ur_result_t {
        let ctx = tri!(get::<UrObj<Context>>(hContext));
        tri!(need(pMem, "pMem"));
        // SAFETY: a live context.
        let Some(usm) = (unsafe { ext::usm_for_context(ctx.cl.raw()) }) else {
            return fail(UR_RESULT_ERROR_INVALID_CONTEXT, "urUSMFree: cannot find the context's platform");
        };
        if usm.clMemBlockingFreeINTEL.is_none() {
            return no_usm("urUSMFree");
        }
        // SAFETY: a live context and the caller's allocation.
        let r = unsafe { usm.mem_blocking_free(ctx.cl.raw(), pMem) };
        super::event::cl_result("clMemBlockingFreeINTEL", r)
    }

    unsafe fn urUSMGetMemAllocInfo(
        hContext: ur_context_handle_t,
        pMem: *const c_void,
        propName: ur_usm_alloc_info_t,
        propSize: usize,
        pPropValue: *mut c_void,
        pPropSizeRet: *mut usize,
    ) -> ur_result_t {
        let ctx = tri!(get::<UrObj<Context>>(hContext));
        let param = match propName {
            UR_USM_ALLOC_INFO_TYPE => 0x419A,
            UR_USM_ALLOC_INFO_BASE_PTR => 0x419B,
            UR_USM_ALLOC_INFO_SIZE => 0x419C,
            UR_USM_ALLOC_INFO_DEVICE => 0x419D,
            UR_USM_ALLOC_INFO_POOL => {
                return fail(
                    UR_RESULT_ERROR_UNSUPPORTED_ENUMERATION,
                    "urUSMGetMemAllocInfo: USM pools are not supported",
                )
            }
            _ => {
                return fail(
                    UR_RESULT_ERROR_INVALID_ENUMERATION,
                    format!("urUSMGetMemAllocInfo: unknown propName {propName}"),
                )
            }
        };
        // SAFETY: a live context.
        let Some(usm) = (unsafe { ext::usm_for_context(ctx.cl.raw()) }) else {
            return fail(UR_RESULT_ERROR_INVALID_CONTEXT, "urUSMGetMemAllocInfo: cannot find the context's platform");
        };
        if usm.clGetMemAllocInfoINTEL.is_none() {
            return no_usm("urUSMGetMemAllocInfo");
        }
        let mut v: u64 = 0;
        // SAFETY: a live context; an answer of at most 8 bytes (a cl_uint, a pointer or a size).
        let r = unsafe {
            usm.get_mem_alloc_info(ctx.cl.raw(), pMem, param, 8, (&mut v as *mut u64).cast(), std::ptr::null_mut())
        };
        tri!(result::cl_check("clGetMemAllocInfoINTEL", r));
        let info = Info { size: propSize, value: pPropValue, size_ret: pPropSizeRet };
        match propName {
            UR_USM_ALLOC_INFO_TYPE => {
                let t = match v as u32 {
                    0x4197 => UR_USM_TYPE_HOST,
                    0x4198 => UR_USM_TYPE_DEVICE,
                    0x4199 => UR_USM_TYPE_SHARED,
                    _ => UR_USM_TYPE_UNKNOWN,
                };
                // SAFETY: GetInfo contract.
                unsafe { info.val(t) }
            }
            // SAFETY: GetInfo contract.
            UR_USM_ALLOC_INFO_BASE_PTR => unsafe { info.val(v as usize as *mut c_void) },
            // SAFETY: GetInfo contract.
            UR_USM_ALLOC_INFO_SIZE => unsafe { info.val(v as usize) },
            _ => {
                // The context's UR device (NULL for host allocations).
                let d = ctx
                    .devices
                    .iter()
                    .find(|d| d.cl as usize as u64 == v)
                    .map_or(std::ptr::null_mut(), |d| Arc::as_ptr(d) as ur_device_handle_t);
                // SAFETY: GetInfo contract.
                unsafe { info.val(d) }
            }
        }
    }

    unsafe fn urUSMPoolCreate(
        hContext: ur_context_handle_t,
        pPoolDesc: *mut ur_usm_pool_desc_t,
        ppPool: *mut ur_usm_pool_handle_t,
    ) -> ur_result_t {
        let _ = (hContext, pPoolDesc, ppPool);
        fail(UR_RESULT_ERROR_UNSUPPORTED_FEATURE, "urUSMPoolCreate: USM pools are not supported")
    }
}
