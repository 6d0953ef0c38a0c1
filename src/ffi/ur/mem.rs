//! Mem table (buffers and sub-buffers; images answer UNSUPPORTED_FEATURE).

use super::context::Context;
use super::gen::api::*;
use super::gen::types::*;
use super::objects::{self, get, need, put, Info, UrObj};
use super::{fail, result, tri};
use crate::cl::raw;
use crate::cl::sys::cl_mem;
use std::ffi::c_void;
use std::ptr::null_mut;
use std::sync::Arc;

/// A UR memory object: an OpenCL buffer (or sub-buffer, which holds its
/// parent) of a context.
pub struct Mem {
    pub cl: crate::cl::Mem,
    pub context: Arc<UrObj<Context>>,
    pub parent: Option<Arc<UrObj<Mem>>>,
}

/// UR memory flags as `CL_MEM_*` flags; unknown bits are
/// `UR_RESULT_ERROR_INVALID_ENUMERATION`.
pub fn cl_mem_flags(flags: ur_mem_flags_t) -> Result<u64, ur_result_t> {
    if flags & UR_MEM_FLAGS_MASK != 0 {
        return Err(fail(UR_RESULT_ERROR_INVALID_ENUMERATION, format!("unknown ur_mem_flags_t bits {flags:#x}")));
    }
    let mut f = 0u64;
    for (ur, cl) in [
        (UR_MEM_FLAG_READ_WRITE, 1u64 << 0),
        (UR_MEM_FLAG_WRITE_ONLY, 1 << 1),
        (UR_MEM_FLAG_READ_ONLY, 1 << 2),
        (UR_MEM_FLAG_USE_HOST_POINTER, 1 << 3),
        (UR_MEM_FLAG_ALLOC_HOST_POINTER, 1 << 4),
        (UR_MEM_FLAG_ALLOC_COPY_HOST_POINTER, 1 << 5),
    ] {
        if flags & ur != 0 {
            f |= cl;
        }
    }
    Ok(f)
}

fn wrap(cl: cl_mem, err: i32, call: &str) -> Result<crate::cl::Mem, ur_result_t> {
    if err != 0 || cl.is_null() {
        return Err(result::cl_fail(call, if err != 0 { err } else { -6 }));
    }
    // SAFETY: a created memory object carries one reference, now ours.
    Ok(unsafe { crate::cl::Mem::from_owned(cl) })
}

impl MemApi for Ur {
    unsafe fn urMemBufferCreate(
        hContext: ur_context_handle_t,
        flags: ur_mem_flags_t,
        size: usize,
        pProperties: *const ur_buffer_properties_t,
        phBuffer: *mut ur_mem_handle_t,
    ) -> ur_result_t {
        let ctx = tri!(get::<UrObj<Context>>(hContext));
        tri!(need(phBuffer, "phBuffer"));
        let cl_flags = tri!(cl_mem_flags(flags));
        if size == 0 {
            return fail(UR_RESULT_ERROR_INVALID_BUFFER_SIZE, "urMemBufferCreate: size is 0");
        }
        // SAFETY: NULL or a valid struct (UR contract).
        let host = if pProperties.is_null() { null_mut() } else { unsafe { (*pProperties).pHost } };
        let wants_host = flags & (UR_MEM_FLAG_USE_HOST_POINTER | UR_MEM_FLAG_ALLOC_COPY_HOST_POINTER) != 0;
        if wants_host && host.is_null() {
            return fail(
                UR_RESULT_ERROR_INVALID_HOST_PTR,
                "urMemBufferCreate: USE_HOST_POINTER / ALLOC_COPY_HOST_POINTER without pProperties->pHost",
            );
        }
        // A host pointer without a flag that uses it is ignored (OpenCL would reject it).
        let host = if wants_host { host } else { null_mut() };
        let mut err = 0;
        // SAFETY: a live context; `host` holds `size` bytes when used (UR contract).
        let m = unsafe { raw::clCreateBuffer(ctx.cl.raw(), cl_flags, size, host, &mut err) };
        let cl = tri!(wrap(m, err, "clCreateBuffer"));
        // SAFETY: checked non-NULL.
        unsafe { *phBuffer = objects::new_handle(Mem { cl, context: ctx, parent: None }) };
        UR_RESULT_SUCCESS
    }

    unsafe fn urMemBufferCreateWithNativeHandle(
        hNativeMem: ur_native_handle_t,
        hContext: ur_context_handle_t,
        pProperties: *const ur_mem_native_properties_t,
        phMem: *mut ur_mem_handle_t,
    ) -> ur_result_t {
        let ctx = tri!(get::<UrObj<Context>>(hContext));
        tri!(need(phMem, "phMem"));
        if hNativeMem == 0 {
            return fail(UR_RESULT_ERROR_INVALID_NULL_HANDLE, "hNativeMem is NULL");
        }
        // SAFETY: NULL or a valid struct (UR contract).
        let owned = !pProperties.is_null() && unsafe { (*pProperties).isNativeHandleOwned };
        let m = hNativeMem as cl_mem;
        let cl = if owned {
            // SAFETY: the caller hands its reference over.
            unsafe { crate::cl::Mem::from_owned(m) }
        } else {
            // SAFETY: a live cl_mem; we take our own reference.
            tri!(unsafe { crate::cl::Mem::from_borrowed(m) }.map_err(|e| result::cl_fail("clRetainMemObject", e.code)))
        };
        // SAFETY: checked non-NULL.
        unsafe { *phMem = objects::new_handle(Mem { cl, context: ctx, parent: None }) };
        UR_RESULT_SUCCESS
    }

    unsafe fn urMemBufferPartition(
        hBuffer: ur_mem_handle_t,
        flags: ur_mem_flags_t,
        bufferCreateType: ur_buffer_create_type_t,
        pRegion: *const ur_buffer_region_t,
        phMem: *mut ur_mem_handle_t,
    ) -> ur_result_t {
        let parent = tri!(get::<UrObj<Mem>>(hBuffer));
        tri!(need(pRegion, "pRegion"));
        tri!(need(phMem, "phMem"));
        let cl_flags = tri!(cl_mem_flags(flags));
        if bufferCreateType != UR_BUFFER_CREATE_TYPE_REGION {
            return fail(
                UR_RESULT_ERROR_INVALID_ENUMERATION,
                format!("urMemBufferPartition: unknown bufferCreateType {bufferCreateType}"),
            );
        }
        if flags & (UR_MEM_FLAG_USE_HOST_POINTER | UR_MEM_FLAG_ALLOC_HOST_POINTER | UR_MEM_FLAG_ALLOC_COPY_HOST_POINTER)
            != 0
        {
            return fail(UR_RESULT_ERROR_INVALID_VALUE, "urMemBufferPartition: host-pointer flags on a sub-buffer");
        }
        if parent.parent.is_some() {
            return fail(UR_RESULT_ERROR_INVALID_MEM_OBJECT, "urMemBufferPartition: hBuffer is itself a sub-buffer");
        }
        // SAFETY: checked non-NULL.
        let region = unsafe { &*pRegion };
        if region.size == 0 {
            return fail(UR_RESULT_ERROR_INVALID_BUFFER_SIZE, "urMemBufferPartition: region size is 0");
        }
        let cl_region: [usize; 2] = [region.origin, region.size];
        let mut err = 0;
        // SAFETY: a live buffer; CL_BUFFER_CREATE_TYPE_REGION with a cl_buffer_region.
        let m =
            unsafe { raw::clCreateSubBuffer(parent.cl.raw(), cl_flags, 0x1220, cl_region.as_ptr().cast(), &mut err) };
        let cl = tri!(wrap(m, err, "clCreateSubBuffer"));
        let context = parent.context.clone();
        // SAFETY: checked non-NULL.
        unsafe { *phMem = objects::new_handle(Mem { cl, context, parent: Some(parent) }) };
        UR_RESULT_SUCCESS
    }

    unsafe fn urMemGetInfo(
        hMemory: ur_mem_handle_t,
        propName: ur_mem_info_t,
        propSize: usize,
        pPropValue: *mut c_void,
        pPropSizeRet: *mut usize,
    ) -> ur_result_t {
        let m = tri!(get::<UrObj<Mem>>(hMemory));
        let info = Info { size: propSize, value: pPropValue, size_ret: pPropSizeRet };
        match propName {
            UR_MEM_INFO_SIZE => {
                let size = tri!(m.cl.size().map_err(|e| result::cl_fail("clGetMemObjectInfo", e.code)));
                // SAFETY: GetInfo contract.
                unsafe { info.val(size) }
            }
            // SAFETY: GetInfo contract; the context the object holds.
            UR_MEM_INFO_CONTEXT => unsafe { info.val(Arc::as_ptr(&m.context) as ur_context_handle_t) },
            // SAFETY: GetInfo contract.
            UR_MEM_INFO_REFERENCE_COUNT => unsafe { info.val(objects::ref_count::<UrObj<Mem>>(hMemory)) },
            _ => fail(UR_RESULT_ERROR_INVALID_ENUMERATION, format!("urMemGetInfo: unknown propName {propName}")),
        }
    }

    unsafe fn urMemGetNativeHandle(
        hMem: ur_mem_handle_t,
        hDevice: ur_device_handle_t,
        phNativeMem: *mut ur_native_handle_t,
    ) -> ur_result_t {
        let _ = hDevice;
        let m = tri!(get::<UrObj<Mem>>(hMem));
        // SAFETY: put checks the pointer.
        unsafe { put(phNativeMem, m.cl.raw() as ur_native_handle_t, "phNativeMem") }
    }

    unsafe fn urMemRelease(hMem: ur_mem_handle_t) -> ur_result_t {
        objects::release::<UrObj<Mem>>(hMem)
    }

    unsafe fn urMemRetain(hMem: ur_mem_handle_t) -> ur_result_t {
        objects::retain::<UrObj<Mem>>(hMem)
    }
}
