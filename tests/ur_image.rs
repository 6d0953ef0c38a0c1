//! UR images (urMemImageCreate, urMemImageGetInfo,
//! urMemImageCreateWithNativeHandle, urEnqueueMemImageRead/Write/Copy)
//! over OpenCL 1.2 images on the default device (PoCL, which has image
//! support): happy paths with real data and the error paths (NULL
//! pointers, unknown enums, unsupported descriptions, released handles,
//! native objects of another context).
#![allow(non_snake_case, reason = "UR names")]

use std::ffi::c_void;
use std::ptr::{null, null_mut};
use syclrt::ffi::ur::gen::api::entries::*;
use syclrt::ffi::ur::gen::types::*;

struct Env {
    dev: ur_device_handle_t,
    ctx: ur_context_handle_t,
    q: ur_queue_handle_t,
}

fn env() -> Env {
    // SAFETY: out-pointers to locals; handles from the adapter.
    unsafe {
        let mut a = null_mut();
        assert_eq!(urAdapterGet(1, &mut a, null_mut()), UR_RESULT_SUCCESS);
        let mut p = null_mut();
        let mut n = 0;
        assert_eq!(urPlatformGet(a, 1, &mut p, &mut n), UR_RESULT_SUCCESS);
        assert!(n > 0, "no OpenCL platform (the tests need PoCL)");
        let mut dev = null_mut();
        assert_eq!(urDeviceGet(p, UR_DEVICE_TYPE_ALL, 1, &mut dev, &mut n), UR_RESULT_SUCCESS);
        let mut ctx = null_mut();
        assert_eq!(urContextCreate(1, &dev, null(), &mut ctx), UR_RESULT_SUCCESS);
        let mut q = null_mut();
        assert_eq!(urQueueCreate(ctx, dev, null(), &mut q), UR_RESULT_SUCCESS);
        Env { dev, ctx, q }
    }
}

fn desc(ty: ur_mem_type_t, w: usize, h: usize, d: usize) -> ur_image_desc_t {
    ur_image_desc_t {
        stype: UR_STRUCTURE_TYPE_IMAGE_DESC,
        pNext: null(),
        r#type: ty,
        width: w,
        height: h,
        depth: d,
        arraySize: 0,
        rowPitch: 0,
        slicePitch: 0,
        numMipLevel: 0,
        numSamples: 0,
    }
}

const RGBA8: ur_image_format_t =
    ur_image_format_t { channelOrder: UR_IMAGE_CHANNEL_ORDER_RGBA, channelType: UR_IMAGE_CHANNEL_TYPE_UNSIGNED_INT8 };

fn image(
    e: &Env,
    flags: ur_mem_flags_t,
    f: &ur_image_format_t,
    d: &ur_image_desc_t,
    host: *mut c_void,
) -> ur_mem_handle_t {
    let mut m = null_mut();
    // SAFETY: live context; valid structs; `host` holds the image when a host flag is set.
    let r = unsafe { urMemImageCreate(e.ctx, flags, f, d, host, &mut m) };
    assert_eq!(r, UR_RESULT_SUCCESS);
    m
}

fn info<T: Copy>(m: ur_mem_handle_t, p: ur_image_info_t) -> T {
    // SAFETY: every T used here (integers, ur_image_format_t) is plain data for which zero is valid.
    let mut v: T = unsafe { std::mem::zeroed() };
    let mut n = 0usize;
    // SAFETY: a live image; a local of the size passed.
    let r = unsafe { urMemImageGetInfo(m, p, std::mem::size_of::<T>(), (&mut v as *mut T).cast(), &mut n) };
    assert_eq!(r, UR_RESULT_SUCCESS, "propName {p}");
    assert_eq!(n, std::mem::size_of::<T>(), "propName {p}");
    v
}

const O0: ur_rect_offset_t = ur_rect_offset_t { x: 0, y: 0, z: 0 };

fn region(w: u64, h: u64, d: u64) -> ur_rect_region_t {
    ur_rect_region_t { width: w, height: h, depth: d }
}

#[test]
fn image_2d_create_query_read_write_copy() {
    let e = env();
    let mut has = 0u8;
    // SAFETY: a live device; a 1-byte bool answer.
    let r =
        unsafe { urDeviceGetInfo(e.dev, UR_DEVICE_INFO_IMAGE_SUPPORT, 1, (&mut has as *mut u8).cast(), null_mut()) };
    assert_eq!(r, UR_RESULT_SUCCESS);
    assert_eq!(has, 1, "the default device (PoCL) supports images");
    let (w, h) = (4usize, 3usize);
    let mut src: Vec<u8> = (0..(w * h * 4) as u32).map(|i| (i * 7 % 251) as u8).collect();
    let img = image(
        &e,
        UR_MEM_FLAG_READ_WRITE | UR_MEM_FLAG_ALLOC_COPY_HOST_POINTER,
        &RGBA8,
        &desc(UR_MEM_TYPE_IMAGE2D, w, h, 0),
        src.as_mut_ptr().cast(),
    );

    let f: ur_image_format_t = info(img, UR_IMAGE_INFO_FORMAT);
    assert_eq!((f.channelOrder, f.channelType), (UR_IMAGE_CHANNEL_ORDER_RGBA, UR_IMAGE_CHANNEL_TYPE_UNSIGNED_INT8));
    assert_eq!(info::<usize>(img, UR_IMAGE_INFO_ELEMENT_SIZE), 4);
    assert_eq!(info::<usize>(img, UR_IMAGE_INFO_WIDTH), w);
    assert_eq!(info::<usize>(img, UR_IMAGE_INFO_HEIGHT), h);
    assert_eq!(info::<usize>(img, UR_IMAGE_INFO_DEPTH), 0);
    assert!(info::<usize>(img, UR_IMAGE_INFO_ROW_PITCH) >= w * 4);
    assert_eq!(info::<u32>(img, UR_IMAGE_INFO_NUM_MIP_LEVELS), 0);
    assert_eq!(info::<u32>(img, UR_IMAGE_INFO_NUM_SAMPLES), 0);

    // SAFETY: (whole block) live handles; host arrays sized for the regions read/written.
    unsafe {
        let mut size = 0usize;
        assert_eq!(
            urMemGetInfo(img, UR_MEM_INFO_SIZE, 8, (&mut size as *mut usize).cast(), null_mut()),
            UR_RESULT_SUCCESS
        );
        assert!(size >= w * h * 4);
        let mut small = 0u32;
        assert_eq!(
            urMemImageGetInfo(img, UR_IMAGE_INFO_WIDTH, 4, (&mut small as *mut u32).cast(), null_mut()),
            UR_RESULT_ERROR_INVALID_SIZE
        );
        assert_eq!(
            urMemImageGetInfo(img, 0x55, 8, (&mut size as *mut usize).cast(), null_mut()),
            UR_RESULT_ERROR_INVALID_ENUMERATION
        );

        // Read all of it back (event out), then write a 2x2 block at (1, 1).
        let mut out = vec![0u8; w * h * 4];
        let mut ev = null_mut();
        assert_eq!(
            urEnqueueMemImageRead(
                e.q,
                img,
                false,
                O0,
                region(w as u64, h as u64, 1),
                0,
                0,
                out.as_mut_ptr().cast(),
                0,
                null(),
                &mut ev
            ),
            UR_RESULT_SUCCESS
        );
        assert_eq!(urEventWait(1, &ev), UR_RESULT_SUCCESS);
        assert_eq!(urEventRelease(ev), UR_RESULT_SUCCESS);
        assert_eq!(out, src);
        let mut block = [200u8; 16];
        let at = ur_rect_offset_t { x: 1, y: 1, z: 0 };
        assert_eq!(
            urEnqueueMemImageWrite(
                e.q,
                img,
                true,
                at,
                region(2, 2, 1),
                8,
                0,
                block.as_mut_ptr().cast(),
                0,
                null(),
                null_mut()
            ),
            UR_RESULT_SUCCESS
        );
        for y in 1..3 {
            for x in 1..3 {
                src[(y * w + x) * 4..(y * w + x) * 4 + 4].fill(200);
            }
        }

        // Copy into a second image, read that one.
        let dst = image(&e, UR_MEM_FLAG_READ_WRITE, &RGBA8, &desc(UR_MEM_TYPE_IMAGE2D, w, h, 0), null_mut());
        assert_eq!(
            urEnqueueMemImageCopy(e.q, img, dst, O0, O0, region(w as u64, h as u64, 1), 0, null(), null_mut()),
            UR_RESULT_SUCCESS
        );
        out.fill(0);
        assert_eq!(
            urEnqueueMemImageRead(
                e.q,
                dst,
                true,
                O0,
                region(w as u64, h as u64, 1),
                w * 4,
                0,
                out.as_mut_ptr().cast(),
                0,
                null(),
                null_mut()
            ),
            UR_RESULT_SUCCESS
        );
        assert_eq!(out, src);

        // A native image of the context, wrapped without taking ownership.
        let mut native: ur_native_handle_t = 0;
        assert_eq!(urMemGetNativeHandle(dst, e.dev, &mut native), UR_RESULT_SUCCESS);
        let mut wrapped = null_mut();
        assert_eq!(
            urMemImageCreateWithNativeHandle(
                native,
                e.ctx,
                &RGBA8,
                &desc(UR_MEM_TYPE_IMAGE2D, w, h, 0),
                null(),
                &mut wrapped
            ),
            UR_RESULT_SUCCESS
        );
        assert_eq!(info::<usize>(wrapped, UR_IMAGE_INFO_WIDTH), w);
        out.fill(0);
        assert_eq!(
            urEnqueueMemImageRead(
                e.q,
                wrapped,
                true,
                O0,
                region(w as u64, h as u64, 1),
                0,
                0,
                out.as_mut_ptr().cast(),
                0,
                null(),
                null_mut()
            ),
            UR_RESULT_SUCCESS
        );
        assert_eq!(out, src);
        assert_eq!(urMemRelease(wrapped), UR_RESULT_SUCCESS);
        // The original still works after the wrapper is gone (not owned).
        assert_eq!(info::<usize>(dst, UR_IMAGE_INFO_HEIGHT), h);

        // Another context's native object.
        let d = desc(UR_MEM_TYPE_IMAGE2D, w, h, 0);
        let mut other = null_mut();
        assert_eq!(urContextCreate(1, &e.dev, null(), &mut other), UR_RESULT_SUCCESS);
        assert_eq!(
            urMemImageCreateWithNativeHandle(native, other, &RGBA8, &d, null(), &mut wrapped),
            UR_RESULT_ERROR_INVALID_CONTEXT
        );
        assert_eq!(
            urMemImageCreateWithNativeHandle(0, e.ctx, &RGBA8, &d, null(), &mut wrapped),
            UR_RESULT_ERROR_INVALID_NULL_HANDLE
        );
        assert_eq!(
            urMemImageCreateWithNativeHandle(native, e.ctx, &RGBA8, null(), null(), &mut wrapped),
            UR_RESULT_ERROR_INVALID_NULL_POINTER,
            "pImageDesc is required (ur_api.h)"
        );
        assert_eq!(urContextRelease(other), UR_RESULT_SUCCESS);

        // Enqueue errors.
        assert_eq!(
            urEnqueueMemImageRead(
                e.q,
                img,
                true,
                O0,
                region(0, 1, 1),
                0,
                0,
                out.as_mut_ptr().cast(),
                0,
                null(),
                null_mut()
            ),
            UR_RESULT_ERROR_INVALID_SIZE
        );
        assert_eq!(
            urEnqueueMemImageRead(e.q, img, true, O0, region(1, 1, 1), 0, 0, null_mut(), 0, null(), null_mut()),
            UR_RESULT_ERROR_INVALID_NULL_POINTER
        );
        assert_eq!(
            urEnqueueMemImageWrite(
                e.q,
                null_mut(),
                true,
                O0,
                region(1, 1, 1),
                0,
                0,
                block.as_mut_ptr().cast(),
                0,
                null(),
                null_mut()
            ),
            UR_RESULT_ERROR_INVALID_NULL_HANDLE
        );
        // Out of the image: OpenCL's CL_INVALID_VALUE.
        assert_eq!(
            urEnqueueMemImageRead(
                e.q,
                img,
                true,
                ur_rect_offset_t { x: 3, y: 0, z: 0 },
                region(2, 1, 1),
                0,
                0,
                out.as_mut_ptr().cast(),
                0,
                null(),
                null_mut()
            ),
            UR_RESULT_ERROR_INVALID_VALUE
        );
        // An image query on a buffer.
        let mut buf = null_mut();
        assert_eq!(urMemBufferCreate(e.ctx, UR_MEM_FLAG_READ_WRITE, 64, null(), &mut buf), UR_RESULT_SUCCESS);
        assert_eq!(
            urMemImageGetInfo(buf, UR_IMAGE_INFO_WIDTH, 8, (&mut size as *mut usize).cast(), null_mut()),
            UR_RESULT_ERROR_INVALID_MEM_OBJECT
        );
        assert_eq!(urMemRelease(buf), UR_RESULT_SUCCESS);

        assert_eq!(urMemRelease(dst), UR_RESULT_SUCCESS);
        assert_eq!(urMemRelease(img), UR_RESULT_SUCCESS);
        assert_eq!(
            urMemImageGetInfo(img, UR_IMAGE_INFO_WIDTH, 8, (&mut size as *mut usize).cast(), null_mut()),
            UR_RESULT_ERROR_INVALID_MEM_OBJECT
        );
        assert_eq!(urQueueRelease(e.q), UR_RESULT_SUCCESS);
        assert_eq!(urContextRelease(e.ctx), UR_RESULT_SUCCESS);
    }
}

#[test]
fn image_1d_and_3d_float() {
    let e = env();
    let rf = ur_image_format_t { channelOrder: UR_IMAGE_CHANNEL_ORDER_R, channelType: UR_IMAGE_CHANNEL_TYPE_FLOAT };
    // SAFETY: (whole block) live handles; host arrays sized for the regions.
    unsafe {
        let img1 = image(&e, UR_MEM_FLAG_READ_WRITE, &rf, &desc(UR_MEM_TYPE_IMAGE1D, 16, 0, 0), null_mut());
        let mut data: Vec<f32> = (0..16).map(|i| i as f32 * 0.5).collect();
        assert_eq!(
            urEnqueueMemImageWrite(
                e.q,
                img1,
                true,
                O0,
                region(16, 1, 1),
                0,
                0,
                data.as_mut_ptr().cast(),
                0,
                null(),
                null_mut()
            ),
            UR_RESULT_SUCCESS
        );
        let mut out = vec![0f32; 16];
        assert_eq!(
            urEnqueueMemImageRead(
                e.q,
                img1,
                true,
                O0,
                region(16, 1, 1),
                0,
                0,
                out.as_mut_ptr().cast(),
                0,
                null(),
                null_mut()
            ),
            UR_RESULT_SUCCESS
        );
        assert_eq!(out, data);
        let f: ur_image_format_t = info(img1, UR_IMAGE_INFO_FORMAT);
        assert_eq!((f.channelOrder, f.channelType), (UR_IMAGE_CHANNEL_ORDER_R, UR_IMAGE_CHANNEL_TYPE_FLOAT));

        let img3 = image(&e, UR_MEM_FLAG_READ_WRITE, &rf, &desc(UR_MEM_TYPE_IMAGE3D, 4, 2, 2), null_mut());
        assert_eq!(info::<usize>(img3, UR_IMAGE_INFO_DEPTH), 2);
        let mut vol: Vec<f32> = (0..16).map(|i| i as f32 + 0.25).collect();
        assert_eq!(
            urEnqueueMemImageWrite(
                e.q,
                img3,
                true,
                O0,
                region(4, 2, 2),
                0,
                0,
                vol.as_mut_ptr().cast(),
                0,
                null(),
                null_mut()
            ),
            UR_RESULT_SUCCESS
        );
        // The second slice only.
        let mut slice = vec![0f32; 8];
        assert_eq!(
            urEnqueueMemImageRead(
                e.q,
                img3,
                true,
                ur_rect_offset_t { x: 0, y: 0, z: 1 },
                region(4, 2, 1),
                0,
                0,
                slice.as_mut_ptr().cast(),
                0,
                null(),
                null_mut()
            ),
            UR_RESULT_SUCCESS
        );
        assert_eq!(slice, vol[8..]);
        for m in [img1, img3] {
            assert_eq!(urMemRelease(m), UR_RESULT_SUCCESS);
        }
        assert_eq!(urQueueRelease(e.q), UR_RESULT_SUCCESS);
        assert_eq!(urContextRelease(e.ctx), UR_RESULT_SUCCESS);
    }
}

#[test]
fn image_create_errors() {
    let e = env();
    let d2 = desc(UR_MEM_TYPE_IMAGE2D, 4, 4, 0);
    let mut m = 8 as ur_mem_handle_t;
    // SAFETY: (whole block) every call is rejected before any memory is used; locals as out-pointers.
    unsafe {
        let rw = UR_MEM_FLAG_READ_WRITE;
        assert_eq!(
            urMemImageCreate(null_mut(), rw, &RGBA8, &d2, null_mut(), &mut m),
            UR_RESULT_ERROR_INVALID_NULL_HANDLE
        );
        assert_eq!(urMemImageCreate(e.ctx, rw, null(), &d2, null_mut(), &mut m), UR_RESULT_ERROR_INVALID_NULL_POINTER);
        assert_eq!(
            urMemImageCreate(e.ctx, rw, &RGBA8, null(), null_mut(), &mut m),
            UR_RESULT_ERROR_INVALID_NULL_POINTER
        );
        assert_eq!(
            urMemImageCreate(e.ctx, rw, &RGBA8, &d2, null_mut(), null_mut()),
            UR_RESULT_ERROR_INVALID_NULL_POINTER
        );
        assert_eq!(
            urMemImageCreate(e.ctx, 1 << 20, &RGBA8, &d2, null_mut(), &mut m),
            UR_RESULT_ERROR_INVALID_ENUMERATION
        );
        let bad_order = ur_image_format_t { channelOrder: 0x99, channelType: UR_IMAGE_CHANNEL_TYPE_FLOAT };
        assert_eq!(
            urMemImageCreate(e.ctx, rw, &bad_order, &d2, null_mut(), &mut m),
            UR_RESULT_ERROR_INVALID_IMAGE_FORMAT_DESCRIPTOR
        );
        let bad_type = ur_image_format_t { channelOrder: UR_IMAGE_CHANNEL_ORDER_RGBA, channelType: 0x99 };
        assert_eq!(
            urMemImageCreate(e.ctx, rw, &bad_type, &d2, null_mut(), &mut m),
            UR_RESULT_ERROR_INVALID_IMAGE_FORMAT_DESCRIPTOR
        );
        assert_eq!(
            urMemImageCreate(e.ctx, rw, &RGBA8, &desc(0x77, 4, 4, 0), null_mut(), &mut m),
            UR_RESULT_ERROR_INVALID_IMAGE_FORMAT_DESCRIPTOR,
            "ur_api.h: `pImageDesc && UR_MEM_TYPE_IMAGE1D_ARRAY < pImageDesc->type`"
        );
        assert_eq!(
            urMemImageCreate(e.ctx, rw, &RGBA8, &desc(UR_MEM_TYPE_IMAGE_CUBEMAP_EXP, 4, 4, 0), null_mut(), &mut m),
            UR_RESULT_ERROR_INVALID_IMAGE_FORMAT_DESCRIPTOR,
            "a cubemap is beyond UR_MEM_TYPE_IMAGE1D_ARRAY: bindless images only (ur_api.h)"
        );
        let mut mips = d2;
        mips.numMipLevel = 2;
        assert_eq!(
            urMemImageCreate(e.ctx, rw, &RGBA8, &mips, null_mut(), &mut m),
            UR_RESULT_ERROR_INVALID_IMAGE_FORMAT_DESCRIPTOR
        );
        let mut pitched = d2;
        pitched.rowPitch = 64;
        assert_eq!(
            urMemImageCreate(e.ctx, rw, &RGBA8, &pitched, null_mut(), &mut m),
            UR_RESULT_ERROR_INVALID_IMAGE_FORMAT_DESCRIPTOR
        );
        assert_eq!(
            urMemImageCreate(e.ctx, rw | UR_MEM_FLAG_USE_HOST_POINTER, &RGBA8, &d2, null_mut(), &mut m),
            UR_RESULT_ERROR_INVALID_HOST_PTR
        );
        assert_eq!(
            urMemImageCreate(e.ctx, rw, &RGBA8, &desc(UR_MEM_TYPE_IMAGE2D, 0, 4, 0), null_mut(), &mut m),
            UR_RESULT_ERROR_INVALID_IMAGE_SIZE
        );
        assert_eq!(m, 8 as ur_mem_handle_t, "no handle written on failure");
        assert_eq!(urQueueRelease(e.q), UR_RESULT_SUCCESS);
        assert_eq!(urContextRelease(e.ctx), UR_RESULT_SUCCESS);
    }
}
