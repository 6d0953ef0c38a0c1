//! USM table, through the one USM backend `core::usm` (shared with
//! the PI face and the C API): Intel's `cl_intel_unified_shared_memory`
//! where the device has it, USM emulated over OpenCL 2.0 SVM elsewhere
//! (PoCL), or a clean UNSUPPORTED_FEATURE on a device with neither
//! (docs/usm.md). Pools are not supported.

use super::context::Context;
use super::device::UrDevice;
use super::gen::api::*;
use super::gen::types::*;
use super::objects::{get, Info, UrObj};
use super::{err, fail, result, UrResult};
use crate::cl::sys::{
    CL_INVALID_BUFFER_SIZE, CL_MEM_ALLOC_BUFFER_LOCATION_INTEL, CL_MEM_ALLOC_FLAGS_INTEL,
    CL_MEM_ALLOC_INITIAL_PLACEMENT_DEVICE_INTEL, CL_MEM_ALLOC_INITIAL_PLACEMENT_HOST_INTEL,
    CL_MEM_ALLOC_WRITE_COMBINED_INTEL,
};
use crate::core::usm::{self, UsmError, UsmKind, UsmPtr};
use crate::core::Error;
use std::ffi::c_void;
use std::sync::Arc;

/// A failed `core::usm` call as a UR failure: "this device has no USM" (or
/// cannot do this with the USM it has) is UNSUPPORTED_FEATURE, anything
/// else the OpenCL code's UR counterpart; the message says what failed.
pub(super) fn usm_err(what: &str, e: UsmError) -> Error {
    let code = match e.code {
        usm::UNSUPPORTED => UR_RESULT_ERROR_UNSUPPORTED_FEATURE,
        c => result::from_cl(c),
    };
    err(code, format!("{what}: {}", e.message))
}

/// A `core::usm` result as a UR one (errors through [`usm_err`]).
pub(super) fn usm_result<T>(what: &str, r: Result<T, UsmError>) -> UrResult<T> {
    r.map_err(|e| usm_err(what, e))
}

/// UR's allocation flags, each with its OpenCL counterpart (a bit of
/// `CL_MEM_ALLOC_FLAGS_INTEL`); UR's device read-only is a hint OpenCL
/// has no flag for.
const HOST_FLAGS: [(u32, u64); 1] =
    [(UR_USM_HOST_MEM_FLAG_INITIAL_PLACEMENT, CL_MEM_ALLOC_INITIAL_PLACEMENT_HOST_INTEL)];
const DEVICE_FLAGS: [(u32, u64); 2] = [
    (UR_USM_DEVICE_MEM_FLAG_WRITE_COMBINED, CL_MEM_ALLOC_WRITE_COMBINED_INTEL),
    (UR_USM_DEVICE_MEM_FLAG_INITIAL_PLACEMENT, CL_MEM_ALLOC_INITIAL_PLACEMENT_DEVICE_INTEL),
];

/// The OpenCL bits of UR flags `flags` (known: refused when any other is set).
fn flag_bits(flags: u32, mask: u32, table: &[(u32, u64)], what: &str) -> Result<u64, Error> {
    if flags & mask != 0 {
        return Err(err(UR_RESULT_ERROR_INVALID_ENUMERATION, format!("USM alloc: unknown {what} flags")));
    }
    Ok(table.iter().filter(|&&(ur, _)| flags & ur != 0).fold(0, |bits, &(_, cl)| bits | cl))
}

/// Walks the `pNext` chain of a USM descriptor into the allocation
/// properties (OpenCL's (key, value) pairs) and the alignment (its hints
/// and alignment are ur_api.h's conditions, the entry's check).
///
/// # Safety
/// `desc` is NULL or a valid descriptor chain.
unsafe fn cl_props(desc: *const ur_usm_desc_t) -> Result<(Vec<(u64, u64)>, u32), Error> {
    let mut props = Vec::new();
    if desc.is_null() {
        return Ok((props, 0));
    }
    // SAFETY: non-NULL (caller contract).
    let d = unsafe { &*desc };
    let mut flags = 0u64;
    let mut next = d.pNext.cast::<ur_base_desc_t>();
    let mut guard = 0;
    while !next.is_null() {
        guard += 1;
        if guard > 64 {
            return Err(err(UR_RESULT_ERROR_INVALID_VALUE, "USM alloc: pNext chain is too long (a cycle?)"));
        }
        // SAFETY: a chained UR descriptor (UR contract); read by its stype.
        let base = unsafe { &*next };
        match base.stype {
            UR_STRUCTURE_TYPE_USM_HOST_DESC => {
                // SAFETY: the stype says what it is.
                let h = unsafe { &*next.cast::<ur_usm_host_desc_t>() };
                flags |= flag_bits(h.flags, UR_USM_HOST_MEM_FLAGS_MASK, &HOST_FLAGS, "host")?;
            }
            UR_STRUCTURE_TYPE_USM_DEVICE_DESC => {
                // SAFETY: the stype says what it is.
                let dd = unsafe { &*next.cast::<ur_usm_device_desc_t>() };
                flags |= flag_bits(dd.flags, UR_USM_DEVICE_MEM_FLAGS_MASK, &DEVICE_FLAGS, "device")?;
            }
            UR_STRUCTURE_TYPE_USM_ALLOC_LOCATION_DESC => {
                // SAFETY: ur_usm_alloc_location_desc_t { stype, pNext, location: u32 }.
                let loc = unsafe { *(next.cast::<u8>().add(2 * std::mem::size_of::<usize>())).cast::<u32>() };
                props.push((CL_MEM_ALLOC_BUFFER_LOCATION_INTEL, loc as u64));
            }
            _ => {}
        }
        next = base.pNext.cast();
    }
    if flags != 0 {
        props.push((CL_MEM_ALLOC_FLAGS_INTEL, flags));
    }
    Ok((props, d.align))
}

/// The three USM allocations (`ppMem` non-NULL: every entry's ur_api.h check).
///
/// # Safety
/// `pUSMDesc` NULL or a valid chain; `ppMem` writable.
unsafe fn alloc(
    what: &str,
    kind: UsmKind,
    hContext: ur_context_handle_t,
    hDevice: ur_device_handle_t,
    pUSMDesc: *const ur_usm_desc_t,
    pool: ur_usm_pool_handle_t,
    size: usize,
    ppMem: *mut *mut c_void,
) -> UrResult {
    let ctx = get::<UrObj<Context>>(hContext)?;
    let dev = if kind == UsmKind::Host { None } else { Some(get::<UrDevice>(hDevice)?) };
    if !pool.is_null() {
        return fail(UR_RESULT_ERROR_UNSUPPORTED_FEATURE, format!("{what}: USM pools are not supported"));
    }
    // SAFETY: NULL or a valid descriptor chain (UR contract).
    let (props, align) = unsafe { cl_props(pUSMDesc) }?;
    let d = dev.as_ref().map(|d| d.id);
    // The one allocation of the DPC++ faces (the PI face's too).
    let p = usm::alloc_with(kind, &ctx.cl, d, &props, size, align).map_err(|e| match e.code {
        CL_INVALID_BUFFER_SIZE => err(UR_RESULT_ERROR_INVALID_USM_SIZE, format!("{what}: {}", e.message)),
        _ => usm_err(what, e),
    })?;
    // SAFETY: non-NULL (the entry's ur_api.h check).
    unsafe { *ppMem = p.addr() as *mut c_void };
    Ok(())
}

impl USMApi for Ur {
    unsafe fn urUSMHostAlloc(a: args::urUSMHostAlloc) -> UrResult {
        // SAFETY: UR contract forwarded.
        unsafe {
            alloc(
                "urUSMHostAlloc",
                UsmKind::Host,
                a.hContext,
                std::ptr::null_mut(),
                a.pUSMDesc,
                a.pool,
                a.size,
                a.ppMem,
            )
        }
    }

    unsafe fn urUSMDeviceAlloc(a: args::urUSMDeviceAlloc) -> UrResult {
        // SAFETY: UR contract forwarded.
        unsafe {
            alloc("urUSMDeviceAlloc", UsmKind::Device, a.hContext, a.hDevice, a.pUSMDesc, a.pool, a.size, a.ppMem)
        }
    }

    unsafe fn urUSMSharedAlloc(a: args::urUSMSharedAlloc) -> UrResult {
        // SAFETY: UR contract forwarded.
        unsafe {
            alloc("urUSMSharedAlloc", UsmKind::Shared, a.hContext, a.hDevice, a.pUSMDesc, a.pool, a.size, a.ppMem)
        }
    }

    unsafe fn urUSMFree(a: args::urUSMFree) -> UrResult {
        let ctx = get::<UrObj<Context>>(a.hContext)?;
        // SAFETY: NULL or the start of an allocation of `hContext` no command still uses (urUSMFree's).
        usm_result("urUSMFree", usm::free(&ctx.cl, unsafe { UsmPtr::new(a.pMem as usize) }))
    }

    unsafe fn urUSMGetMemAllocInfo(args: args::urUSMGetMemAllocInfo) -> UrResult {
        const WHAT: &str = "urUSMGetMemAllocInfo";
        let propName = args.propName;
        let ctx = get::<UrObj<Context>>(args.hContext)?;
        // What the address is, asked only for a query syclrt answers.
        let alloc = || usm_result(WHAT, usm::alloc_info(&ctx.cl, args.pMem as usize));
        let info = Info { size: args.propSize, value: args.pPropValue, size_ret: args.pPropSizeRet };
        match propName {
            UR_USM_ALLOC_INFO_TYPE => {
                let t = match alloc()?.ty {
                    usm::TYPE_HOST => UR_USM_TYPE_HOST,
                    usm::TYPE_DEVICE => UR_USM_TYPE_DEVICE,
                    usm::TYPE_SHARED => UR_USM_TYPE_SHARED,
                    _ => UR_USM_TYPE_UNKNOWN,
                };
                // SAFETY: GetInfo contract.
                unsafe { info.val(t) }
            }
            // SAFETY: GetInfo contract.
            UR_USM_ALLOC_INFO_BASE_PTR => unsafe { info.val(alloc()?.base) },
            // SAFETY: GetInfo contract.
            UR_USM_ALLOC_INFO_SIZE => unsafe { info.val(alloc()?.size) },
            UR_USM_ALLOC_INFO_DEVICE => {
                let device = alloc()?.device;
                // The context's UR device (NULL for host allocations).
                let d = ctx
                    .devices
                    .iter()
                    .find(|d| !device.is_null() && d.id.0 == device)
                    .map_or(std::ptr::null_mut(), |d| Arc::as_ptr(d) as ur_device_handle_t);
                // SAFETY: GetInfo contract.
                unsafe { info.val(d) }
            }
            UR_USM_ALLOC_INFO_POOL => {
                fail(UR_RESULT_ERROR_UNSUPPORTED_ENUMERATION, "urUSMGetMemAllocInfo: USM pools are not supported")
            }
            _ => fail(UR_RESULT_ERROR_INVALID_ENUMERATION, format!("{WHAT}: unknown propName {propName}")),
        }
    }

    unsafe fn urUSMPoolCreate(a: args::urUSMPoolCreate) -> UrResult {
        let _ = (a.hContext, a.pPoolDesc, a.ppPool);
        fail(UR_RESULT_ERROR_UNSUPPORTED_FEATURE, "urUSMPoolCreate: USM pools are not supported")
    }
}
