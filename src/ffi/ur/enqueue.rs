//! Enqueue and EnqueueExp tables: every command is one OpenCL enqueue on
//! the queue's `cl_command_queue`, with the UR wait list as OpenCL events
//! and a UR event made only when the caller asks for one (`phEvent`).

use super::event::{wait_list, OutEvent, WaitList};
use super::gen::api::*;
use super::gen::types::*;
use super::kernel::{self, Kernel};
use super::mem::Mem;
use super::objects::{get, need, UrObj};
use super::program::Program;
use super::queue::Queue;
use super::{err, fail, UrResult};
use crate::core::ops::{self, usm};
use crate::core::Error;
use std::ffi::{c_char, c_void, CStr};
use std::sync::Arc;

type Q = Arc<UrObj<Queue>>;

/// The queue, wait list and event slot every enqueue starts with.
///
/// # Safety
/// `p` is NULL or points to `n` handles.
unsafe fn start(
    hQueue: ur_queue_handle_t,
    n: u32,
    p: *const ur_event_handle_t,
    phEvent: *mut ur_event_handle_t,
) -> Result<(Q, WaitList, OutEvent), Error> {
    let q = get::<UrObj<Queue>>(hQueue)?;
    // SAFETY: caller contract; the queue's live context.
    let w = unsafe { wait_list(q.context.cl.raw(), n, p) }?;
    Ok((q, w, OutEvent::new(phEvent)))
}

fn mem(h: ur_mem_handle_t) -> Result<Arc<UrObj<Mem>>, Error> {
    get::<UrObj<Mem>>(h)
}

fn off3(o: ur_rect_offset_t) -> [usize; 3] {
    [o.x as usize, o.y as usize, o.z as usize]
}
fn reg3(r: ur_rect_region_t) -> Result<[usize; 3], Error> {
    if r.width == 0 || r.height == 0 || r.depth == 0 {
        return Err(err(UR_RESULT_ERROR_INVALID_SIZE, "region has a zero dimension"));
    }
    Ok([r.width as usize, r.height as usize, r.depth as usize])
}

/// Any pattern size that divides the fill (SYCL's `fill<T>` takes any
/// `sizeof(T)`): OpenCL's own fills take power-of-two patterns up to 128
/// bytes, the others are emulated below the face (`cl::fill`).
fn check_pattern(pPattern: *const c_void, patternSize: usize, size: usize, what: &str) -> Result<(), Error> {
    need(pPattern, "pPattern")?;
    if patternSize == 0 || size == 0 {
        return Err(err(
            UR_RESULT_ERROR_INVALID_SIZE,
            format!("{what}: patternSize {patternSize} or size {size} is 0"),
        ));
    }
    if patternSize > size {
        return Err(err(
            UR_RESULT_ERROR_INVALID_SIZE,
            format!("{what}: patternSize {patternSize} is larger than size {size}"),
        ));
    }
    if size % patternSize != 0 {
        return Err(err(
            UR_RESULT_ERROR_INVALID_SIZE,
            format!("{what}: size {size} is not a multiple of patternSize {patternSize}"),
        ));
    }
    Ok(())
}

/// Launches `k` (its arguments already set).
///
/// # Safety
/// The UR contract of urEnqueueKernelLaunch.
unsafe fn launch(
    q: &Q,
    k: &Kernel,
    workDim: u32,
    pGlobalWorkOffset: *const usize,
    pGlobalWorkSize: *const usize,
    pLocalWorkSize: *const usize,
    launchPropList: *const ur_kernel_launch_ext_properties_t,
    w: &WaitList,
    out: OutEvent,
) -> UrResult {
    if !(1..=3).contains(&workDim) {
        return fail(UR_RESULT_ERROR_INVALID_WORK_DIMENSION, format!("workDim {workDim} is not 1, 2 or 3"));
    }
    need(pGlobalWorkSize, "pGlobalWorkSize")?;
    if !launchPropList.is_null() {
        // SAFETY: a valid struct (UR contract).
        let flags = unsafe { (*launchPropList).flags };
        if flags & UR_KERNEL_LAUNCH_FLAGS_MASK != 0 {
            return fail(UR_RESULT_ERROR_INVALID_ENUMERATION, format!("unknown kernel launch flags {flags:#x}"));
        }
        if flags != 0 {
            return fail(
                UR_RESULT_ERROR_UNSUPPORTED_FEATURE,
                format!(
                    "kernel launch flags {flags:#x} (cooperative / queue serialisation) are not supported on OpenCL"
                ),
            );
        }
    }
    let n = workDim as usize;
    // SAFETY: `workDim` elements at each non-NULL pointer (UR contract; the global size checked non-NULL).
    let (offset, global, local) = unsafe {
        (
            (!pGlobalWorkOffset.is_null()).then(|| std::slice::from_raw_parts(pGlobalWorkOffset, n)),
            std::slice::from_raw_parts(pGlobalWorkSize, n),
            (!pLocalWorkSize.is_null()).then(|| std::slice::from_raw_parts(pLocalWorkSize, n)),
        )
    };
    let want = out.wants();
    out.done(ops::launch(&q.cl, &k.cl, offset, global, local, w.events(), want), q, UR_COMMAND_KERNEL_LAUNCH)
}

impl EnqueueApi for Ur {
    // oneAPI 2025.2's launch: no launch properties.
    unsafe fn urEnqueueKernelLaunch_v2025_2(
        hQueue: ur_queue_handle_t,
        hKernel: ur_kernel_handle_t,
        workDim: u32,
        pGlobalWorkOffset: *const usize,
        pGlobalWorkSize: *const usize,
        pLocalWorkSize: *const usize,
        numEventsInWaitList: u32,
        phEventWaitList: *const ur_event_handle_t,
        phEvent: *mut ur_event_handle_t,
    ) -> UrResult {
        // SAFETY: the same contract as the 2026.1 signature, with no properties.
        unsafe {
            <Ur as EnqueueApi>::urEnqueueKernelLaunch(
                hQueue,
                hKernel,
                workDim,
                pGlobalWorkOffset,
                pGlobalWorkSize,
                pLocalWorkSize,
                std::ptr::null(),
                numEventsInWaitList,
                phEventWaitList,
                phEvent,
            )
        }
    }

    // oneAPI 2025.3's launch: an array of launch properties; only IGNORE
    // entries (which mean nothing) are accepted, as OpenCL has none of the
    // others (cooperative, cluster, work-group memory).
    unsafe fn urEnqueueKernelLaunch_v2025_3(
        hQueue: ur_queue_handle_t,
        hKernel: ur_kernel_handle_t,
        workDim: u32,
        pGlobalWorkOffset: *const usize,
        pGlobalWorkSize: *const usize,
        pLocalWorkSize: *const usize,
        numPropsInLaunchPropList: u32,
        launchPropList: *const ur_kernel_launch_property_t,
        numEventsInWaitList: u32,
        phEventWaitList: *const ur_event_handle_t,
        phEvent: *mut ur_event_handle_t,
    ) -> UrResult {
        // SAFETY: numPropsInLaunchPropList elements (caller contract).
        let props =
            unsafe { super::objects::slice(launchPropList, numPropsInLaunchPropList as usize, "launchPropList") }?;
        if let Some(p) = props.iter().find(|p| p.id != UR_KERNEL_LAUNCH_PROPERTY_ID_IGNORE) {
            return super::fail(
                UR_RESULT_ERROR_UNSUPPORTED_FEATURE,
                format!("urEnqueueKernelLaunch: launch property {:#x} is not supported on OpenCL", p.id),
            );
        }
        // SAFETY: as above.
        unsafe {
            <Ur as EnqueueApi>::urEnqueueKernelLaunch_v2025_2(
                hQueue,
                hKernel,
                workDim,
                pGlobalWorkOffset,
                pGlobalWorkSize,
                pLocalWorkSize,
                numEventsInWaitList,
                phEventWaitList,
                phEvent,
            )
        }
    }

    unsafe fn urEnqueueKernelLaunch(
        hQueue: ur_queue_handle_t,
        hKernel: ur_kernel_handle_t,
        workDim: u32,
        pGlobalWorkOffset: *const usize,
        pGlobalWorkSize: *const usize,
        pLocalWorkSize: *const usize,
        launchPropList: *const ur_kernel_launch_ext_properties_t,
        numEventsInWaitList: u32,
        phEventWaitList: *const ur_event_handle_t,
        phEvent: *mut ur_event_handle_t,
    ) -> UrResult {
        let q = get::<UrObj<Queue>>(hQueue)?;
        let k = get::<UrObj<Kernel>>(hKernel)?;
        // SAFETY: UR contract.
        let w = unsafe { wait_list(q.context.cl.raw(), numEventsInWaitList, phEventWaitList) }?;
        let _args = k.args_lock.lock().unwrap_or_else(|p| p.into_inner());
        // SAFETY: UR contract.
        unsafe {
            launch(
                &q,
                &k,
                workDim,
                pGlobalWorkOffset,
                pGlobalWorkSize,
                pLocalWorkSize,
                launchPropList,
                &w,
                OutEvent::new(phEvent),
            )
        }
    }

    unsafe fn urEnqueueEventsWait(
        hQueue: ur_queue_handle_t,
        numEventsInWaitList: u32,
        phEventWaitList: *const ur_event_handle_t,
        phEvent: *mut ur_event_handle_t,
    ) -> UrResult {
        // SAFETY: UR contract.
        let (q, w, out) = unsafe { start(hQueue, numEventsInWaitList, phEventWaitList, phEvent) }?;
        let want = out.wants();
        out.done(ops::marker(&q.cl, false, w.events(), want), &q, UR_COMMAND_EVENTS_WAIT)
    }

    unsafe fn urEnqueueEventsWaitWithBarrier(
        hQueue: ur_queue_handle_t,
        numEventsInWaitList: u32,
        phEventWaitList: *const ur_event_handle_t,
        phEvent: *mut ur_event_handle_t,
    ) -> UrResult {
        // SAFETY: UR contract.
        let (q, w, out) = unsafe { start(hQueue, numEventsInWaitList, phEventWaitList, phEvent) }?;
        let want = out.wants();
        out.done(ops::marker(&q.cl, true, w.events(), want), &q, UR_COMMAND_EVENTS_WAIT_WITH_BARRIER)
    }

    unsafe fn urEnqueueEventsWaitWithBarrierExt(
        hQueue: ur_queue_handle_t,
        pProperties: *const ur_exp_enqueue_ext_properties_t,
        numEventsInWaitList: u32,
        phEventWaitList: *const ur_event_handle_t,
        phEvent: *mut ur_event_handle_t,
    ) -> UrResult {
        if !pProperties.is_null() {
            // SAFETY: a valid struct (UR contract).
            let flags = unsafe { (*pProperties).flags };
            if flags & UR_EXP_ENQUEUE_EXT_FLAGS_MASK != 0 {
                return fail(UR_RESULT_ERROR_INVALID_ENUMERATION, format!("unknown enqueue ext flags {flags:#x}"));
            }
            // The one flag (low-power events) is a hint.
        }
        // SAFETY: UR contract.
        unsafe { Self::urEnqueueEventsWaitWithBarrier(hQueue, numEventsInWaitList, phEventWaitList, phEvent) }
    }

    unsafe fn urEnqueueMemBufferRead(
        hQueue: ur_queue_handle_t,
        hBuffer: ur_mem_handle_t,
        blockingRead: bool,
        offset: usize,
        size: usize,
        pDst: *mut c_void,
        numEventsInWaitList: u32,
        phEventWaitList: *const ur_event_handle_t,
        phEvent: *mut ur_event_handle_t,
    ) -> UrResult {
        // SAFETY: UR contract.
        let (q, w, out) = unsafe { start(hQueue, numEventsInWaitList, phEventWaitList, phEvent) }?;
        let b = mem(hBuffer)?;
        need(pDst, "pDst")?;
        let want = out.wants();
        // SAFETY: live objects; `size` writable bytes at pDst (UR contract).
        let r = unsafe { ops::read(&q.cl, &b.cl, blockingRead, offset, size, pDst, w.events(), want) };
        out.done(r, &q, UR_COMMAND_MEM_BUFFER_READ)
    }

    unsafe fn urEnqueueMemBufferWrite(
        hQueue: ur_queue_handle_t,
        hBuffer: ur_mem_handle_t,
        blockingWrite: bool,
        offset: usize,
        size: usize,
        pSrc: *const c_void,
        numEventsInWaitList: u32,
        phEventWaitList: *const ur_event_handle_t,
        phEvent: *mut ur_event_handle_t,
    ) -> UrResult {
        // SAFETY: UR contract.
        let (q, w, out) = unsafe { start(hQueue, numEventsInWaitList, phEventWaitList, phEvent) }?;
        let b = mem(hBuffer)?;
        need(pSrc, "pSrc")?;
        let want = out.wants();
        // SAFETY: live objects; `size` readable bytes at pSrc (UR contract).
        let r = unsafe { ops::write(&q.cl, &b.cl, blockingWrite, offset, size, pSrc, w.events(), want) };
        out.done(r, &q, UR_COMMAND_MEM_BUFFER_WRITE)
    }

    unsafe fn urEnqueueMemImageRead(
        hQueue: ur_queue_handle_t,
        hImage: ur_mem_handle_t,
        blockingRead: bool,
        origin: ur_rect_offset_t,
        region: ur_rect_region_t,
        rowPitch: usize,
        slicePitch: usize,
        pDst: *mut c_void,
        numEventsInWaitList: u32,
        phEventWaitList: *const ur_event_handle_t,
        phEvent: *mut ur_event_handle_t,
    ) -> UrResult {
        // SAFETY: UR contract.
        let (q, w, out) = unsafe { start(hQueue, numEventsInWaitList, phEventWaitList, phEvent) }?;
        let m = mem(hImage)?;
        need(pDst, "pDst")?;
        let (o, rg) = (off3(origin), reg3(region)?);
        let want = out.wants();
        // SAFETY: live objects; host memory per the UR contract.
        let r = unsafe {
            ops::image::read(&q.cl, &m.cl, blockingRead, o, rg, [rowPitch, slicePitch], pDst, w.events(), want)
        };
        out.done(r, &q, UR_COMMAND_MEM_IMAGE_READ)
    }

    unsafe fn urEnqueueMemImageWrite(
        hQueue: ur_queue_handle_t,
        hImage: ur_mem_handle_t,
        blockingWrite: bool,
        origin: ur_rect_offset_t,
        region: ur_rect_region_t,
        rowPitch: usize,
        slicePitch: usize,
        pSrc: *mut c_void,
        numEventsInWaitList: u32,
        phEventWaitList: *const ur_event_handle_t,
        phEvent: *mut ur_event_handle_t,
    ) -> UrResult {
        // SAFETY: UR contract.
        let (q, w, out) = unsafe { start(hQueue, numEventsInWaitList, phEventWaitList, phEvent) }?;
        let m = mem(hImage)?;
        need(pSrc, "pSrc")?;
        let (o, rg) = (off3(origin), reg3(region)?);
        let want = out.wants();
        // SAFETY: live objects; host memory per the UR contract.
        let r = unsafe {
            ops::image::write(&q.cl, &m.cl, blockingWrite, o, rg, [rowPitch, slicePitch], pSrc, w.events(), want)
        };
        out.done(r, &q, UR_COMMAND_MEM_IMAGE_WRITE)
    }

    unsafe fn urEnqueueMemImageCopy(
        hQueue: ur_queue_handle_t,
        hImageSrc: ur_mem_handle_t,
        hImageDst: ur_mem_handle_t,
        srcOrigin: ur_rect_offset_t,
        dstOrigin: ur_rect_offset_t,
        region: ur_rect_region_t,
        numEventsInWaitList: u32,
        phEventWaitList: *const ur_event_handle_t,
        phEvent: *mut ur_event_handle_t,
    ) -> UrResult {
        // SAFETY: UR contract.
        let (q, w, out) = unsafe { start(hQueue, numEventsInWaitList, phEventWaitList, phEvent) }?;
        let src = mem(hImageSrc)?;
        let dst = mem(hImageDst)?;
        let (so, d_o, rg) = (off3(srcOrigin), off3(dstOrigin), reg3(region)?);
        let want = out.wants();
        out.done(
            ops::image::copy(&q.cl, &src.cl, &dst.cl, so, d_o, rg, w.events(), want),
            &q,
            UR_COMMAND_MEM_IMAGE_COPY,
        )
    }

    unsafe fn urEnqueueMemBufferReadRect(
        hQueue: ur_queue_handle_t,
        hBuffer: ur_mem_handle_t,
        blockingRead: bool,
        bufferOrigin: ur_rect_offset_t,
        hostOrigin: ur_rect_offset_t,
        region: ur_rect_region_t,
        bufferRowPitch: usize,
        bufferSlicePitch: usize,
        hostRowPitch: usize,
        hostSlicePitch: usize,
        pDst: *mut c_void,
        numEventsInWaitList: u32,
        phEventWaitList: *const ur_event_handle_t,
        phEvent: *mut ur_event_handle_t,
    ) -> UrResult {
        // SAFETY: UR contract.
        let (q, w, out) = unsafe { start(hQueue, numEventsInWaitList, phEventWaitList, phEvent) }?;
        let b = mem(hBuffer)?;
        need(pDst, "pDst")?;
        let (bo, ho, rg) = (off3(bufferOrigin), off3(hostOrigin), reg3(region)?);
        let want = out.wants();
        let rect = ops::Rect {
            origins: [bo, ho],
            region: rg,
            pitches: [bufferRowPitch, bufferSlicePitch, hostRowPitch, hostSlicePitch],
        };
        // SAFETY: live objects; host memory per the UR contract.
        let r = unsafe { ops::read_rect(&q.cl, &b.cl, blockingRead, &rect, pDst, w.events(), want) };
        out.done(r, &q, UR_COMMAND_MEM_BUFFER_READ_RECT)
    }

    unsafe fn urEnqueueMemBufferWriteRect(
        hQueue: ur_queue_handle_t,
        hBuffer: ur_mem_handle_t,
        blockingWrite: bool,
        bufferOrigin: ur_rect_offset_t,
        hostOrigin: ur_rect_offset_t,
        region: ur_rect_region_t,
        bufferRowPitch: usize,
        bufferSlicePitch: usize,
        hostRowPitch: usize,
        hostSlicePitch: usize,
        pSrc: *mut c_void,
        numEventsInWaitList: u32,
        phEventWaitList: *const ur_event_handle_t,
        phEvent: *mut ur_event_handle_t,
    ) -> UrResult {
        // SAFETY: UR contract.
        let (q, w, out) = unsafe { start(hQueue, numEventsInWaitList, phEventWaitList, phEvent) }?;
        let b = mem(hBuffer)?;
        need(pSrc, "pSrc")?;
        let (bo, ho, rg) = (off3(bufferOrigin), off3(hostOrigin), reg3(region)?);
        let want = out.wants();
        let rect = ops::Rect {
            origins: [bo, ho],
            region: rg,
            pitches: [bufferRowPitch, bufferSlicePitch, hostRowPitch, hostSlicePitch],
        };
        // SAFETY: live objects; host memory per the UR contract.
        let r = unsafe { ops::write_rect(&q.cl, &b.cl, blockingWrite, &rect, pSrc, w.events(), want) };
        out.done(r, &q, UR_COMMAND_MEM_BUFFER_WRITE_RECT)
    }

    unsafe fn urEnqueueMemBufferCopy(
        hQueue: ur_queue_handle_t,
        hBufferSrc: ur_mem_handle_t,
        hBufferDst: ur_mem_handle_t,
        srcOffset: usize,
        dstOffset: usize,
        size: usize,
        numEventsInWaitList: u32,
        phEventWaitList: *const ur_event_handle_t,
        phEvent: *mut ur_event_handle_t,
    ) -> UrResult {
        // SAFETY: UR contract.
        let (q, w, out) = unsafe { start(hQueue, numEventsInWaitList, phEventWaitList, phEvent) }?;
        let (s, d) = (mem(hBufferSrc)?, mem(hBufferDst)?);
        let want = out.wants();
        out.done(
            ops::copy(&q.cl, &s.cl, &d.cl, srcOffset, dstOffset, size, w.events(), want),
            &q,
            UR_COMMAND_MEM_BUFFER_COPY,
        )
    }

    unsafe fn urEnqueueMemBufferCopyRect(
        hQueue: ur_queue_handle_t,
        hBufferSrc: ur_mem_handle_t,
        hBufferDst: ur_mem_handle_t,
        srcOrigin: ur_rect_offset_t,
        dstOrigin: ur_rect_offset_t,
        region: ur_rect_region_t,
        srcRowPitch: usize,
        srcSlicePitch: usize,
        dstRowPitch: usize,
        dstSlicePitch: usize,
        numEventsInWaitList: u32,
        phEventWaitList: *const ur_event_handle_t,
        phEvent: *mut ur_event_handle_t,
    ) -> UrResult {
        // SAFETY: UR contract.
        let (q, w, out) = unsafe { start(hQueue, numEventsInWaitList, phEventWaitList, phEvent) }?;
        let (s, d) = (mem(hBufferSrc)?, mem(hBufferDst)?);
        let (so, dof, rg) = (off3(srcOrigin), off3(dstOrigin), reg3(region)?);
        let want = out.wants();
        let rect = ops::Rect {
            origins: [so, dof],
            region: rg,
            pitches: [srcRowPitch, srcSlicePitch, dstRowPitch, dstSlicePitch],
        };
        out.done(ops::copy_rect(&q.cl, &s.cl, &d.cl, &rect, w.events(), want), &q, UR_COMMAND_MEM_BUFFER_COPY_RECT)
    }

    unsafe fn urEnqueueMemBufferFill(
        hQueue: ur_queue_handle_t,
        hBuffer: ur_mem_handle_t,
        pPattern: *const c_void,
        patternSize: usize,
        offset: usize,
        size: usize,
        numEventsInWaitList: u32,
        phEventWaitList: *const ur_event_handle_t,
        phEvent: *mut ur_event_handle_t,
    ) -> UrResult {
        // SAFETY: UR contract.
        let (q, w, out) = unsafe { start(hQueue, numEventsInWaitList, phEventWaitList, phEvent) }?;
        let b = mem(hBuffer)?;
        check_pattern(pPattern, patternSize, size, "urEnqueueMemBufferFill")?;
        if offset % patternSize != 0 {
            return fail(
                UR_RESULT_ERROR_INVALID_SIZE,
                format!("urEnqueueMemBufferFill: offset {offset} is not a multiple of patternSize {patternSize}"),
            );
        }
        if let Ok(total) = b.cl.size() {
            if offset.checked_add(size).is_none_or(|end| end > total) {
                return fail(
                    UR_RESULT_ERROR_INVALID_SIZE,
                    format!("urEnqueueMemBufferFill: [{offset}, +{size}) is outside the {total}-byte buffer"),
                );
            }
        }
        // SAFETY: `patternSize` readable bytes at pPattern (UR contract; checked non-NULL).
        let pattern = unsafe { std::slice::from_raw_parts(pPattern.cast::<u8>(), patternSize) };
        let want = out.wants();
        out.done(ops::fill(&q.cl, &b.cl, pattern, offset, size, w.events(), want), &q, UR_COMMAND_MEM_BUFFER_FILL)
    }

    unsafe fn urEnqueueMemBufferMap(
        hQueue: ur_queue_handle_t,
        hBuffer: ur_mem_handle_t,
        blockingMap: bool,
        mapFlags: ur_map_flags_t,
        offset: usize,
        size: usize,
        numEventsInWaitList: u32,
        phEventWaitList: *const ur_event_handle_t,
        phEvent: *mut ur_event_handle_t,
        ppRetMap: *mut *mut c_void,
    ) -> UrResult {
        // SAFETY: UR contract.
        let (q, w, out) = unsafe { start(hQueue, numEventsInWaitList, phEventWaitList, phEvent) }?;
        let b = mem(hBuffer)?;
        need(ppRetMap, "ppRetMap")?;
        if mapFlags & UR_MAP_FLAGS_MASK != 0 {
            return fail(
                UR_RESULT_ERROR_INVALID_ENUMERATION,
                format!("urEnqueueMemBufferMap: unknown mapFlags {mapFlags:#x}"),
            );
        }
        let mut cl_flags = 0u64;
        for (ur, cl) in [(UR_MAP_FLAG_READ, 1u64), (UR_MAP_FLAG_WRITE, 2), (UR_MAP_FLAG_WRITE_INVALIDATE_REGION, 4)] {
            if mapFlags & ur != 0 {
                cl_flags |= cl;
            }
        }
        let want = out.wants();
        // SAFETY: live objects; the mapping is used under the OpenCL rules.
        let r = unsafe { ops::map(&q.cl, &b.cl, blockingMap, cl_flags, offset, size, w.events(), want) };
        let r = r.map(|(p, e)| {
            // SAFETY: checked non-NULL.
            unsafe { *ppRetMap = p };
            e
        });
        out.done(r, &q, UR_COMMAND_MEM_BUFFER_MAP)
    }

    unsafe fn urEnqueueMemUnmap(
        hQueue: ur_queue_handle_t,
        hMem: ur_mem_handle_t,
        pMappedPtr: *mut c_void,
        numEventsInWaitList: u32,
        phEventWaitList: *const ur_event_handle_t,
        phEvent: *mut ur_event_handle_t,
    ) -> UrResult {
        // SAFETY: UR contract.
        let (q, w, out) = unsafe { start(hQueue, numEventsInWaitList, phEventWaitList, phEvent) }?;
        let m = mem(hMem)?;
        need(pMappedPtr, "pMappedPtr")?;
        let want = out.wants();
        // SAFETY: live objects; a pointer from a map of this object.
        let r = unsafe { ops::unmap(&q.cl, &m.cl, pMappedPtr, w.events(), want) };
        out.done(r, &q, UR_COMMAND_MEM_UNMAP)
    }

    unsafe fn urEnqueueUSMFill(
        hQueue: ur_queue_handle_t,
        pMem: *mut c_void,
        patternSize: usize,
        pPattern: *const c_void,
        size: usize,
        numEventsInWaitList: u32,
        phEventWaitList: *const ur_event_handle_t,
        phEvent: *mut ur_event_handle_t,
    ) -> UrResult {
        // SAFETY: UR contract.
        let (q, w, out) = unsafe { start(hQueue, numEventsInWaitList, phEventWaitList, phEvent) }?;
        need(pMem, "pMem")?;
        check_pattern(pPattern, patternSize, size, "urEnqueueUSMFill")?;
        // SAFETY: `patternSize` bytes at `pPattern` (UR contract; checked non-NULL).
        let pattern = unsafe { std::slice::from_raw_parts(pPattern.cast::<u8>(), patternSize) };
        // SAFETY: a live queue; USM memory of `size` bytes (UR contract).
        let r = unsafe { usm::fill(&q.cl, pMem, pattern, size, w.events(), out.wants()) };
        out.done_usm("urEnqueueUSMFill", r, &q, UR_COMMAND_USM_FILL)
    }

    unsafe fn urEnqueueUSMMemcpy(
        hQueue: ur_queue_handle_t,
        blocking: bool,
        pDst: *mut c_void,
        pSrc: *const c_void,
        size: usize,
        numEventsInWaitList: u32,
        phEventWaitList: *const ur_event_handle_t,
        phEvent: *mut ur_event_handle_t,
    ) -> UrResult {
        // SAFETY: UR contract.
        let (q, w, out) = unsafe { start(hQueue, numEventsInWaitList, phEventWaitList, phEvent) }?;
        need(pDst, "pDst")?;
        need(pSrc, "pSrc")?;
        if size == 0 {
            return fail(UR_RESULT_ERROR_INVALID_SIZE, "urEnqueueUSMMemcpy: size is 0");
        }
        // SAFETY: a live queue; `size` bytes at both pointers (UR contract).
        let r = unsafe { usm::memcpy(&q.cl, blocking, pDst, pSrc, size, w.events(), out.wants()) };
        out.done_usm("urEnqueueUSMMemcpy", r, &q, UR_COMMAND_USM_MEMCPY)
    }

    unsafe fn urEnqueueUSMPrefetch(
        hQueue: ur_queue_handle_t,
        pMem: *const c_void,
        size: usize,
        flags: ur_usm_migration_flags_t,
        numEventsInWaitList: u32,
        phEventWaitList: *const ur_event_handle_t,
        phEvent: *mut ur_event_handle_t,
    ) -> UrResult {
        // SAFETY: UR contract.
        let (q, w, out) = unsafe { start(hQueue, numEventsInWaitList, phEventWaitList, phEvent) }?;
        need(pMem, "pMem")?;
        if flags & UR_USM_MIGRATION_FLAGS_MASK != 0 {
            return fail(
                UR_RESULT_ERROR_INVALID_ENUMERATION,
                format!("urEnqueueUSMPrefetch: unknown flags {flags:#x}"),
            );
        }
        if size == 0 {
            return fail(UR_RESULT_ERROR_INVALID_SIZE, "urEnqueueUSMPrefetch: size is 0");
        }
        // A migration hint: an ordering point only (as the PI face and Intel's adapter).
        // SAFETY: a live queue and events.
        let r = unsafe { usm::prefetch(&q.cl, pMem, size, w.events(), out.wants()) };
        out.done_usm("urEnqueueUSMPrefetch", r, &q, UR_COMMAND_USM_PREFETCH)
    }

    unsafe fn urEnqueueUSMAdvise(
        hQueue: ur_queue_handle_t,
        pMem: *const c_void,
        size: usize,
        advice: ur_usm_advice_flags_t,
        phEvent: *mut ur_event_handle_t,
    ) -> UrResult {
        // SAFETY: UR contract (no wait list).
        let (q, w, out) = unsafe { start(hQueue, 0, std::ptr::null(), phEvent) }?;
        need(pMem, "pMem")?;
        if advice & UR_USM_ADVICE_FLAGS_MASK != 0 {
            return fail(
                UR_RESULT_ERROR_INVALID_ENUMERATION,
                format!("urEnqueueUSMAdvise: unknown advice {advice:#x}"),
            );
        }
        if size == 0 {
            return fail(UR_RESULT_ERROR_INVALID_SIZE, "urEnqueueUSMAdvise: size is 0");
        }
        let _ = w;
        // Advice is a hint with no OpenCL counterpart: an ordering point only.
        // SAFETY: a live queue.
        let r = unsafe { usm::advise(&q.cl, pMem, size, out.wants()) };
        out.done_usm("urEnqueueUSMAdvise", r, &q, UR_COMMAND_USM_ADVISE)
    }

    unsafe fn urEnqueueUSMFill2D(
        hQueue: ur_queue_handle_t,
        pMem: *mut c_void,
        pitch: usize,
        patternSize: usize,
        pPattern: *const c_void,
        width: usize,
        height: usize,
        numEventsInWaitList: u32,
        phEventWaitList: *const ur_event_handle_t,
        phEvent: *mut ur_event_handle_t,
    ) -> UrResult {
        // SAFETY: UR contract.
        let (q, w, out) = unsafe { start(hQueue, numEventsInWaitList, phEventWaitList, phEvent) }?;
        need(pMem, "pMem")?;
        check_pattern(pPattern, patternSize, width, "urEnqueueUSMFill2D")?;
        if width == 0 || height == 0 || pitch < width {
            return fail(UR_RESULT_ERROR_INVALID_SIZE, "urEnqueueUSMFill2D: zero width/height or pitch < width");
        }
        // SAFETY: `patternSize` bytes at `pPattern` (UR contract; checked non-NULL).
        let pattern = unsafe { std::slice::from_raw_parts(pPattern.cast::<u8>(), patternSize) };
        // SAFETY: per row, `width` bytes of USM memory (UR contract).
        let r = unsafe { usm::fill_2d(&q.cl, pMem, pitch, pattern, width, height, w.events(), out.wants()) };
        out.done_usm("urEnqueueUSMFill2D", r, &q, UR_COMMAND_USM_FILL_2D)
    }

    unsafe fn urEnqueueUSMMemcpy2D(
        hQueue: ur_queue_handle_t,
        blocking: bool,
        pDst: *mut c_void,
        dstPitch: usize,
        pSrc: *const c_void,
        srcPitch: usize,
        width: usize,
        height: usize,
        numEventsInWaitList: u32,
        phEventWaitList: *const ur_event_handle_t,
        phEvent: *mut ur_event_handle_t,
    ) -> UrResult {
        // SAFETY: UR contract.
        let (q, w, out) = unsafe { start(hQueue, numEventsInWaitList, phEventWaitList, phEvent) }?;
        need(pDst, "pDst")?;
        need(pSrc, "pSrc")?;
        if width == 0 || height == 0 || dstPitch < width || srcPitch < width {
            return fail(UR_RESULT_ERROR_INVALID_SIZE, "urEnqueueUSMMemcpy2D: zero width/height or a pitch < width");
        }
        // SAFETY: per row, `width` bytes at both pointers (UR contract).
        let r = unsafe {
            let want = out.wants();
            usm::memcpy_2d(&q.cl, blocking, pDst, dstPitch, pSrc, srcPitch, width, height, w.events(), want)
        };
        out.done_usm("urEnqueueUSMMemcpy2D", r, &q, UR_COMMAND_USM_MEMCPY_2D)
    }

    unsafe fn urEnqueueDeviceGlobalVariableRead(
        hQueue: ur_queue_handle_t,
        hProgram: ur_program_handle_t,
        name: *const c_char,
        blockingRead: bool,
        count: usize,
        offset: usize,
        pDst: *mut c_void,
        numEventsInWaitList: u32,
        phEventWaitList: *const ur_event_handle_t,
        phEvent: *mut ur_event_handle_t,
    ) -> UrResult {
        // SAFETY: UR contract.
        let (q, w, out) = unsafe { start(hQueue, numEventsInWaitList, phEventWaitList, phEvent) }?;
        let p = get::<UrObj<Program>>(hProgram)?;
        need(name, "name")?;
        need(pDst, "pDst")?;
        // SAFETY: live queue and program, a NUL-terminated name, `count` bytes at `pDst` (UR contract).
        let r = unsafe {
            let name = CStr::from_ptr(name);
            ops::device_global(
                &q.cl,
                p.active(),
                name,
                false,
                blockingRead,
                count,
                offset,
                pDst,
                w.events(),
                out.wants(),
            )
        };
        out.done(r, &q, UR_COMMAND_DEVICE_GLOBAL_VARIABLE_READ)
    }

    unsafe fn urEnqueueDeviceGlobalVariableWrite(
        hQueue: ur_queue_handle_t,
        hProgram: ur_program_handle_t,
        name: *const c_char,
        blockingWrite: bool,
        count: usize,
        offset: usize,
        pSrc: *const c_void,
        numEventsInWaitList: u32,
        phEventWaitList: *const ur_event_handle_t,
        phEvent: *mut ur_event_handle_t,
    ) -> UrResult {
        // SAFETY: UR contract.
        let (q, w, out) = unsafe { start(hQueue, numEventsInWaitList, phEventWaitList, phEvent) }?;
        let p = get::<UrObj<Program>>(hProgram)?;
        need(name, "name")?;
        need(pSrc, "pSrc")?;
        // SAFETY: live queue and program, a NUL-terminated name, `count` bytes at `pSrc`, only read (UR contract).
        let r = unsafe {
            let name = CStr::from_ptr(name);
            ops::device_global(
                &q.cl,
                p.active(),
                name,
                true,
                blockingWrite,
                count,
                offset,
                pSrc.cast_mut(),
                w.events(),
                out.wants(),
            )
        };
        out.done(r, &q, UR_COMMAND_DEVICE_GLOBAL_VARIABLE_WRITE)
    }
}

impl EnqueueExpApi for Ur {
    unsafe fn urEnqueueCommandBufferExp(
        hQueue: ur_queue_handle_t,
        hCommandBuffer: ur_exp_command_buffer_handle_t,
        numEventsInWaitList: u32,
        phEventWaitList: *const ur_event_handle_t,
        phEvent: *mut ur_event_handle_t,
    ) -> UrResult {
        // SAFETY: UR contract (src/ffi/ur/command_buffer.rs).
        unsafe { super::command_buffer::enqueue(hQueue, hCommandBuffer, numEventsInWaitList, phEventWaitList, phEvent) }
    }

    unsafe fn urEnqueueKernelLaunchWithArgsExp(
        hQueue: ur_queue_handle_t,
        hKernel: ur_kernel_handle_t,
        workDim: u32,
        pGlobalWorkOffset: *const usize,
        pGlobalWorkSize: *const usize,
        pLocalWorkSize: *const usize,
        numArgs: u32,
        pArgs: *const ur_exp_kernel_arg_properties_t,
        launchPropList: *const ur_kernel_launch_ext_properties_t,
        numEventsInWaitList: u32,
        phEventWaitList: *const ur_event_handle_t,
        phEvent: *mut ur_event_handle_t,
    ) -> UrResult {
        let q = get::<UrObj<Queue>>(hQueue)?;
        let k = get::<UrObj<Kernel>>(hKernel)?;
        // SAFETY: UR contract.
        let w = unsafe { wait_list(q.context.cl.raw(), numEventsInWaitList, phEventWaitList) }?;
        // SAFETY: `numArgs` elements (UR contract).
        let args = unsafe { super::objects::slice(pArgs, numArgs as usize, "pArgs") }?;
        // Arguments and launch under the kernel's lock: concurrent launches
        // of one kernel must not interleave their arguments.
        let _guard = k.args_lock.lock().unwrap_or_else(|p| p.into_inner());
        for a in args {
            // SAFETY: the union member named by the argument type (UR contract).
            let r = unsafe {
                match a.r#type {
                    UR_EXP_KERNEL_ARG_TYPE_VALUE => kernel::set_arg_value(&k, a.index, a.size, a.value.value),
                    UR_EXP_KERNEL_ARG_TYPE_POINTER => kernel::set_arg_pointer(&k, a.index, a.value.pointer),
                    UR_EXP_KERNEL_ARG_TYPE_MEM_OBJ => kernel::set_arg_mem_obj(&k, a.index, a.value.memObjTuple.hMem),
                    UR_EXP_KERNEL_ARG_TYPE_LOCAL => kernel::set_arg_local(&k, a.index, a.size),
                    UR_EXP_KERNEL_ARG_TYPE_SAMPLER => kernel::set_arg_sampler(&k, a.index, a.value.sampler),
                    t => Err(err(UR_RESULT_ERROR_INVALID_ENUMERATION, format!("unknown kernel argument type {t}"))),
                }
            };
            r?;
        }
        // SAFETY: UR contract.
        unsafe {
            launch(
                &q,
                &k,
                workDim,
                pGlobalWorkOffset,
                pGlobalWorkSize,
                pLocalWorkSize,
                launchPropList,
                &w,
                OutEvent::new(phEvent),
            )
        }
    }
}
