//! Mem table: buffers, sub-buffers and images (OpenCL 1.2 images through
//! `core::mem::image` and `core::enqueue::image`, the operations the PI face uses too).

use super::context::Context;
use super::gen::api::*;
use super::gen::types::*;
use super::objects::{self, get, put, Info, UrObj};
use super::{err, fail, UrResult};
use crate::cl::sys::{
    cl_mem, cl_uint, CL_RGBx, CL_RGx, CL_Rx, CL_sRGBA, CL_A, CL_ABGR, CL_ARGB, CL_BGRA, CL_FLOAT, CL_HALF_FLOAT,
    CL_IMAGE_ARRAY_SIZE, CL_IMAGE_DEPTH, CL_IMAGE_ELEMENT_SIZE, CL_IMAGE_FORMAT, CL_IMAGE_HEIGHT,
    CL_IMAGE_NUM_MIP_LEVELS, CL_IMAGE_NUM_SAMPLES, CL_IMAGE_ROW_PITCH, CL_IMAGE_SLICE_PITCH, CL_IMAGE_WIDTH,
    CL_INTENSITY, CL_LUMINANCE, CL_MEM_CONTEXT, CL_MEM_OBJECT_IMAGE1D, CL_MEM_OBJECT_IMAGE1D_ARRAY,
    CL_MEM_OBJECT_IMAGE2D, CL_MEM_OBJECT_IMAGE2D_ARRAY, CL_MEM_OBJECT_IMAGE3D, CL_R, CL_RA, CL_RG, CL_RGB, CL_RGBA,
    CL_SIGNED_INT16, CL_SIGNED_INT32, CL_SIGNED_INT8, CL_SNORM_INT16, CL_SNORM_INT8, CL_UNORM_INT16, CL_UNORM_INT8,
    CL_UNORM_INT_101010, CL_UNORM_SHORT_555, CL_UNORM_SHORT_565, CL_UNSIGNED_INT16, CL_UNSIGNED_INT32,
    CL_UNSIGNED_INT8,
};
use crate::core::mem::image::{ImageDesc, ImageFormat};
use crate::core::{mem, object, Error};
use std::ptr::null_mut;
use std::sync::Arc;

super::objects::ur_handle!(Mem, Parent; ur_mem_handle_t_, UrMem, InvalidMem, false, UR_RESULT_ERROR_INVALID_MEM_OBJECT);

/// A UR memory object (buffer, sub-buffer or image): core's over the UR
/// context, and UR's own field, the buffer a sub-buffer was made from.
pub type UrMem = UrObj<Mem, Parent>;
pub type Mem = mem::Mem<UrObj<Context>>;
pub struct Parent(Option<Arc<UrMem>>);

/// Registers a new memory object of `ctx` and returns its handle.
fn publish(cl: crate::cl::Mem, ctx: Arc<UrObj<Context>>, size: usize, parent: Option<Arc<UrMem>>) -> ur_mem_handle_t {
    crate::ffi::handle::new_handle(UrObj::with(Mem::over(cl, ctx, size), Parent(parent)))
}

/// UR memory flags as `CL_MEM_*` flags; unknown bits are
/// `UR_RESULT_ERROR_INVALID_ENUMERATION`.
pub fn cl_mem_flags(flags: ur_mem_flags_t) -> Result<u64, Error> {
    if flags & UR_MEM_FLAGS_MASK != 0 {
        return Err(err(UR_RESULT_ERROR_INVALID_ENUMERATION, format!("unknown ur_mem_flags_t bits {flags:#x}")));
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

/// `ur_image_channel_order_t` as `cl_channel_order` (Intel's adapter's table).
const ORDERS: [(ur_image_channel_order_t, cl_uint); 15] = [
    (UR_IMAGE_CHANNEL_ORDER_A, CL_A),
    (UR_IMAGE_CHANNEL_ORDER_R, CL_R),
    (UR_IMAGE_CHANNEL_ORDER_RG, CL_RG),
    (UR_IMAGE_CHANNEL_ORDER_RA, CL_RA),
    (UR_IMAGE_CHANNEL_ORDER_RGB, CL_RGB),
    (UR_IMAGE_CHANNEL_ORDER_RGBA, CL_RGBA),
    (UR_IMAGE_CHANNEL_ORDER_BGRA, CL_BGRA),
    (UR_IMAGE_CHANNEL_ORDER_ARGB, CL_ARGB),
    (UR_IMAGE_CHANNEL_ORDER_ABGR, CL_ABGR),
    (UR_IMAGE_CHANNEL_ORDER_INTENSITY, CL_INTENSITY),
    (UR_IMAGE_CHANNEL_ORDER_LUMINANCE, CL_LUMINANCE),
    (UR_IMAGE_CHANNEL_ORDER_RX, CL_Rx),
    (UR_IMAGE_CHANNEL_ORDER_RGX, CL_RGx),
    (UR_IMAGE_CHANNEL_ORDER_RGBX, CL_RGBx),
    (UR_IMAGE_CHANNEL_ORDER_SRGBA, CL_sRGBA),
];

/// `ur_image_channel_type_t` as `cl_channel_type`.
const TYPES: [(ur_image_channel_type_t, cl_uint); 15] = [
    (UR_IMAGE_CHANNEL_TYPE_SNORM_INT8, CL_SNORM_INT8),
    (UR_IMAGE_CHANNEL_TYPE_SNORM_INT16, CL_SNORM_INT16),
    (UR_IMAGE_CHANNEL_TYPE_UNORM_INT8, CL_UNORM_INT8),
    (UR_IMAGE_CHANNEL_TYPE_UNORM_INT16, CL_UNORM_INT16),
    (UR_IMAGE_CHANNEL_TYPE_UNORM_SHORT_565, CL_UNORM_SHORT_565),
    (UR_IMAGE_CHANNEL_TYPE_UNORM_SHORT_555, CL_UNORM_SHORT_555),
    (UR_IMAGE_CHANNEL_TYPE_INT_101010, CL_UNORM_INT_101010),
    (UR_IMAGE_CHANNEL_TYPE_SIGNED_INT8, CL_SIGNED_INT8),
    (UR_IMAGE_CHANNEL_TYPE_SIGNED_INT16, CL_SIGNED_INT16),
    (UR_IMAGE_CHANNEL_TYPE_SIGNED_INT32, CL_SIGNED_INT32),
    (UR_IMAGE_CHANNEL_TYPE_UNSIGNED_INT8, CL_UNSIGNED_INT8),
    (UR_IMAGE_CHANNEL_TYPE_UNSIGNED_INT16, CL_UNSIGNED_INT16),
    (UR_IMAGE_CHANNEL_TYPE_UNSIGNED_INT32, CL_UNSIGNED_INT32),
    (UR_IMAGE_CHANNEL_TYPE_HALF_FLOAT, CL_HALF_FLOAT),
    (UR_IMAGE_CHANNEL_TYPE_FLOAT, CL_FLOAT),
];

/// A UR image format as OpenCL's; an order or type UR does not define is
/// `UR_RESULT_ERROR_INVALID_IMAGE_FORMAT_DESCRIPTOR`.
pub fn cl_image_format(f: &ur_image_format_t) -> Result<ImageFormat, Error> {
    let order = ORDERS.iter().find(|(u, _)| *u == f.channelOrder).map(|(_, c)| *c);
    let ty = TYPES.iter().find(|(u, _)| *u == f.channelType).map(|(_, c)| *c);
    match (order, ty) {
        (Some(order), Some(data_type)) => Ok(ImageFormat { order, data_type }),
        _ => Err(err(
            UR_RESULT_ERROR_INVALID_IMAGE_FORMAT_DESCRIPTOR,
            format!("unknown image channel order {:#x} or type {:#x}", f.channelOrder, f.channelType),
        )),
    }
}

/// OpenCL's image format as UR's (`FORCE_UINT32` for what UR has no name
/// for, as Intel's adapter answers).
pub fn ur_image_format(f: &ImageFormat) -> ur_image_format_t {
    ur_image_format_t {
        channelOrder: ORDERS
            .iter()
            .find(|(_, c)| *c == f.order)
            .map_or(UR_IMAGE_CHANNEL_ORDER_FORCE_UINT32, |(u, _)| *u),
        channelType: TYPES
            .iter()
            .find(|(_, c)| *c == f.data_type)
            .map_or(UR_IMAGE_CHANNEL_TYPE_FORCE_UINT32, |(u, _)| *u),
    }
}

/// A UR image description as OpenCL's. `has_host`: whether the image is
/// created from host memory (pitches need it).
pub fn cl_image_desc(d: &ur_image_desc_t, has_host: bool) -> Result<ImageDesc, Error> {
    let image_type = match d.r#type {
        UR_MEM_TYPE_IMAGE2D => CL_MEM_OBJECT_IMAGE2D,
        UR_MEM_TYPE_IMAGE3D => CL_MEM_OBJECT_IMAGE3D,
        UR_MEM_TYPE_IMAGE2D_ARRAY => CL_MEM_OBJECT_IMAGE2D_ARRAY,
        UR_MEM_TYPE_IMAGE1D => CL_MEM_OBJECT_IMAGE1D,
        UR_MEM_TYPE_IMAGE1D_ARRAY => CL_MEM_OBJECT_IMAGE1D_ARRAY,
        UR_MEM_TYPE_IMAGE_CUBEMAP_EXP | UR_MEM_TYPE_IMAGE_GATHER_EXP => {
            return Err(err(
                UR_RESULT_ERROR_UNSUPPORTED_ENUMERATION,
                format!("image type {:#x} (bindless images) has no OpenCL counterpart", d.r#type),
            ))
        }
        t => return Err(err(UR_RESULT_ERROR_INVALID_ENUMERATION, format!("unknown image type {t:#x}"))),
    };
    if d.stype != UR_STRUCTURE_TYPE_IMAGE_DESC {
        return Err(err(UR_RESULT_ERROR_INVALID_VALUE, format!("pImageDesc->stype is {:#x}, not IMAGE_DESC", d.stype)));
    }
    if d.numMipLevel != 0 || d.numSamples != 0 {
        return Err(err(
            UR_RESULT_ERROR_INVALID_IMAGE_FORMAT_DESCRIPTOR,
            "numMipLevel and numSamples must be 0 (OpenCL 1.2 images)",
        ));
    }
    if !has_host && (d.rowPitch != 0 || d.slicePitch != 0) {
        return Err(err(
            UR_RESULT_ERROR_INVALID_IMAGE_FORMAT_DESCRIPTOR,
            "rowPitch / slicePitch without host memory to describe",
        ));
    }
    let zero = d.width == 0
        || (matches!(d.r#type, UR_MEM_TYPE_IMAGE2D | UR_MEM_TYPE_IMAGE3D | UR_MEM_TYPE_IMAGE2D_ARRAY) && d.height == 0)
        || (d.r#type == UR_MEM_TYPE_IMAGE3D && d.depth == 0)
        || (matches!(d.r#type, UR_MEM_TYPE_IMAGE2D_ARRAY | UR_MEM_TYPE_IMAGE1D_ARRAY) && d.arraySize == 0);
    if zero {
        return Err(err(
            UR_RESULT_ERROR_INVALID_IMAGE_SIZE,
            format!(
                "image of type {:#x} with a zero dimension (width {}, height {}, depth {}, arraySize {})",
                d.r#type, d.width, d.height, d.depth, d.arraySize
            ),
        ));
    }
    Ok(ImageDesc {
        image_type,
        width: d.width,
        height: d.height,
        depth: d.depth,
        array_size: d.arraySize,
        row_pitch: d.rowPitch,
        slice_pitch: d.slicePitch,
        num_mip_levels: 0,
        num_samples: 0,
        buffer: null_mut(),
    })
}

/// A UR memory object around a native `cl_mem` of the context (owned or
/// retained), as Intel's adapter: a memory object of another context is
/// `UR_RESULT_ERROR_INVALID_CONTEXT`.
///
/// # Safety
/// `hNativeMem` is 0 or a live `cl_mem`; `pProperties` NULL or valid; `phMem`
/// writable (non-NULL: both entries' ur_api.h check).
unsafe fn from_native(
    hNativeMem: ur_native_handle_t,
    hContext: ur_context_handle_t,
    pProperties: *const ur_mem_native_properties_t,
    phMem: *mut ur_mem_handle_t,
) -> UrResult {
    let ctx = get::<UrObj<Context>>(hContext)?;
    if hNativeMem == 0 {
        return fail(UR_RESULT_ERROR_INVALID_NULL_HANDLE, "hNativeMem is NULL");
    }
    let m = hNativeMem as cl_mem;
    // SAFETY: a live cl_mem (caller contract), viewed without a reference.
    let c = object::info::<usize>(unsafe { crate::cl::Mem::borrow(&m) }, CL_MEM_CONTEXT)?;
    if c != ctx.cl.raw() as usize {
        return fail(UR_RESULT_ERROR_INVALID_CONTEXT, "the native memory object belongs to another OpenCL context");
    }
    // SAFETY: NULL or a valid struct (UR contract).
    let owned = !pProperties.is_null() && unsafe { (*pProperties).isNativeHandleOwned };
    let cl = if owned {
        // SAFETY: the caller hands its reference over.
        unsafe { crate::cl::Mem::from_owned(m) }
    } else {
        // SAFETY: a live cl_mem; we take our own reference.
        unsafe { crate::cl::Mem::from_borrowed(m) }?
    };
    let size = cl.size()?;
    // SAFETY: non-NULL (the entry's ur_api.h check).
    unsafe { put(phMem, publish(cl, ctx, size, None), "phMem") }
}

impl MemApi for Ur {
    unsafe fn urMemBufferCreate(a: args::urMemBufferCreate) -> UrResult {
        let ctx = get::<UrObj<Context>>(a.hContext)?;
        let cl_flags = cl_mem_flags(a.flags)?;
        // SAFETY: NULL or a valid struct (UR contract).
        let host = if a.pProperties.is_null() { null_mut() } else { unsafe { (*a.pProperties).pHost } };
        let wants_host = a.flags & (UR_MEM_FLAG_USE_HOST_POINTER | UR_MEM_FLAG_ALLOC_COPY_HOST_POINTER) != 0;
        // A host pointer without a flag that uses it is ignored (OpenCL would reject it).
        let host = if wants_host { host } else { null_mut() };
        // SAFETY: a live context; `host` holds `size` bytes when used (UR contract).
        let cl = unsafe { mem::create_buffer(&ctx.cl, cl_flags, a.size, host) }?;
        // SAFETY: non-NULL (the entry's ur_api.h check).
        unsafe { put(a.phBuffer, publish(cl, ctx, a.size, None), "phBuffer") }
    }

    unsafe fn urMemBufferCreateWithNativeHandle(a: args::urMemBufferCreateWithNativeHandle) -> UrResult {
        // SAFETY: UR contract forwarded.
        unsafe { from_native(a.hNativeMem, a.hContext, a.pProperties, a.phMem) }
    }

    unsafe fn urMemImageCreateWithNativeHandle(a: args::urMemImageCreateWithNativeHandle) -> UrResult {
        // The native image carries its own format and description.
        let _ = (a.pImageFormat, a.pImageDesc);
        // SAFETY: UR contract forwarded.
        unsafe { from_native(a.hNativeMem, a.hContext, a.pProperties, a.phMem) }
    }

    unsafe fn urMemImageCreate(a: args::urMemImageCreate) -> UrResult {
        let ctx = get::<UrObj<Context>>(a.hContext)?;
        let cl_flags = cl_mem_flags(a.flags)?;
        let wants_host = a.flags & (UR_MEM_FLAG_USE_HOST_POINTER | UR_MEM_FLAG_ALLOC_COPY_HOST_POINTER) != 0;
        if wants_host && a.pHost.is_null() {
            return fail(
                UR_RESULT_ERROR_INVALID_HOST_PTR,
                "urMemImageCreate: USE_HOST_POINTER / ALLOC_COPY_HOST_POINTER without pHost",
            );
        }
        let host = if wants_host { a.pHost } else { null_mut() };
        // SAFETY: non-NULL (the entry's ur_api.h check) (UR contract: valid structs).
        let (fmt, desc) = unsafe { (&*a.pImageFormat, &*a.pImageDesc) };
        let desc = cl_image_desc(desc, !host.is_null())?;
        let fmt = cl_image_format(fmt)?;
        // SAFETY: a live context, valid format and description; `host` holds the image when used (UR contract).
        let cl = unsafe { mem::image::create(&ctx.cl, cl_flags, &fmt, &desc, host) }?;
        let size = cl.size()?;
        // SAFETY: non-NULL (the entry's ur_api.h check).
        unsafe { put(a.phMem, publish(cl, ctx, size, None), "phMem") }
    }

    unsafe fn urMemImageGetInfo(a: args::urMemImageGetInfo) -> UrResult {
        let propName = a.propName;
        let m = get::<UrMem>(a.hMemory)?;
        let param: cl_uint = match propName {
            UR_IMAGE_INFO_FORMAT => CL_IMAGE_FORMAT,
            UR_IMAGE_INFO_ELEMENT_SIZE => CL_IMAGE_ELEMENT_SIZE,
            UR_IMAGE_INFO_ROW_PITCH => CL_IMAGE_ROW_PITCH,
            UR_IMAGE_INFO_SLICE_PITCH => CL_IMAGE_SLICE_PITCH,
            UR_IMAGE_INFO_WIDTH => CL_IMAGE_WIDTH,
            UR_IMAGE_INFO_HEIGHT => CL_IMAGE_HEIGHT,
            UR_IMAGE_INFO_DEPTH => CL_IMAGE_DEPTH,
            UR_IMAGE_INFO_ARRAY_SIZE => CL_IMAGE_ARRAY_SIZE,
            UR_IMAGE_INFO_NUM_MIP_LEVELS => CL_IMAGE_NUM_MIP_LEVELS,
            UR_IMAGE_INFO_NUM_SAMPLES => CL_IMAGE_NUM_SAMPLES,
            _ => {
                return fail(
                    UR_RESULT_ERROR_INVALID_ENUMERATION,
                    format!("urMemImageGetInfo: unknown propName {propName}"),
                )
            }
        };
        // A memory object that is no image: UR_RESULT_ERROR_INVALID_MEM_OBJECT.
        let v = mem::image::info_word(&m.cl, param)?;
        let info = Info { size: a.propSize, value: a.pPropValue, size_ret: a.pPropSizeRet };
        // SAFETY: (each arm) GetInfo contract; `v` holds the answer OpenCL wrote.
        unsafe {
            match propName {
                UR_IMAGE_INFO_FORMAT => {
                    let f = ImageFormat {
                        order: u32::from_ne_bytes([v[0], v[1], v[2], v[3]]),
                        data_type: u32::from_ne_bytes([v[4], v[5], v[6], v[7]]),
                    };
                    info.val(ur_image_format(&f))
                }
                UR_IMAGE_INFO_NUM_MIP_LEVELS | UR_IMAGE_INFO_NUM_SAMPLES => {
                    info.val(u32::from_ne_bytes([v[0], v[1], v[2], v[3]]))
                }
                _ => info.val(usize::from_ne_bytes(v)),
            }
        }
    }

    unsafe fn urMemBufferPartition(a: args::urMemBufferPartition) -> UrResult {
        let bufferCreateType = a.bufferCreateType;
        let parent = get::<UrMem>(a.hBuffer)?;
        let cl_flags = cl_mem_flags(a.flags)?;
        if bufferCreateType != UR_BUFFER_CREATE_TYPE_REGION {
            return fail(
                UR_RESULT_ERROR_INVALID_ENUMERATION,
                format!("urMemBufferPartition: unknown bufferCreateType {bufferCreateType}"),
            );
        }
        if a.flags
            & (UR_MEM_FLAG_USE_HOST_POINTER | UR_MEM_FLAG_ALLOC_HOST_POINTER | UR_MEM_FLAG_ALLOC_COPY_HOST_POINTER)
            != 0
        {
            return fail(UR_RESULT_ERROR_INVALID_VALUE, "urMemBufferPartition: host-pointer flags on a sub-buffer");
        }
        if parent.ur.0.is_some() {
            return fail(UR_RESULT_ERROR_INVALID_MEM_OBJECT, "urMemBufferPartition: hBuffer is itself a sub-buffer");
        }
        // SAFETY: non-NULL (the entry's ur_api.h check).
        let region = unsafe { &*a.pRegion };
        // ur_api.h: a region beyond the parent is INVALID_BUFFER_SIZE (OpenCL
        // would answer CL_INVALID_VALUE); an empty one is the driver's to refuse.
        if let Err(e) = parent.check_range(region.origin, region.size) {
            if e.status == crate::core::Status::OutOfRange {
                return fail(UR_RESULT_ERROR_INVALID_BUFFER_SIZE, format!("urMemBufferPartition: {}", e.message));
            }
        }
        let cl = mem::sub_buffer(&parent.cl, cl_flags, region.origin, region.size)?;
        let context = parent.context.clone();
        // SAFETY: non-NULL (the entry's ur_api.h check).
        unsafe { put(a.phMem, publish(cl, context, region.size, Some(parent)), "phMem") }
    }

    unsafe fn urMemGetInfo(a: args::urMemGetInfo) -> UrResult {
        let propName = a.propName;
        let m = get::<UrMem>(a.hMemory)?;
        let info = Info { size: a.propSize, value: a.pPropValue, size_ret: a.pPropSizeRet };
        match propName {
            // SAFETY: GetInfo contract; CL_MEM_SIZE, read or given at creation.
            UR_MEM_INFO_SIZE => unsafe { info.val(m.size) },
            // SAFETY: GetInfo contract; the context the object holds.
            UR_MEM_INFO_CONTEXT => unsafe { info.val(Arc::as_ptr(&m.context) as ur_context_handle_t) },
            // SAFETY: GetInfo contract.
            UR_MEM_INFO_REFERENCE_COUNT => unsafe { info.val(objects::ref_count::<UrMem>(a.hMemory)) },
            _ => fail(UR_RESULT_ERROR_INVALID_ENUMERATION, format!("urMemGetInfo: unknown propName {propName}")),
        }
    }

    unsafe fn urMemGetNativeHandle(a: args::urMemGetNativeHandle) -> UrResult {
        let _ = a.hDevice;
        let m = get::<UrMem>(a.hMem)?;
        // SAFETY: put checks the pointer.
        unsafe { put(a.phNativeMem, m.cl.raw() as ur_native_handle_t, "phNativeMem") }
    }

    unsafe fn urMemRelease(a: args::urMemRelease) -> UrResult {
        objects::release::<UrMem>(a.hMem)
    }

    unsafe fn urMemRetain(a: args::urMemRetain) -> UrResult {
        objects::retain::<UrMem>(a.hMem)
    }
}
