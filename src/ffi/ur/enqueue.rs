//! Enqueue and EnqueueExp tables: every command is one OpenCL enqueue on
//! the queue's `cl_command_queue`, with the UR wait list as OpenCL events
//! and a UR event made only when the caller asks for one (`phEvent`).

use super::command_buffer::{off3, rect, reg3};
use super::event::{OutEvent, UrEvents, WaitList};
use super::gen::api::*;
use super::gen::types::*;
use super::kernel::{self, Kernel};
use super::mem::UrMem;
use super::objects::{get, UrObj};
use super::program::Program;
use super::queue::UrQueue;
use super::{err, fail, UrResult};
use crate::core::enqueue::{self, image};
use crate::core::kernel::{ArgGuard, LaunchArgs};
use crate::core::usm::{self, UsmPtr};
use crate::core::Error;
use crate::ffi::args::wait_list;
use std::ffi::{c_void, CStr};
use std::sync::Arc;

type Q = Arc<UrQueue>;

/// Every enqueue with a wait list but the launches: the queue and wait
/// list from the entry's generated argument struct `$a` (every enqueue's
/// struct names these fields alike), then `$body`, the core command, given
/// the queue `$q`, the wait list as OpenCL events `$w` and whether an event
/// is wanted `$want`; its event becomes a UR event of `$command` when the
/// caller asks for one (`phEvent`). With `usm $what`, the body is a
/// `core::usm` operation whose errors [`super::usm::usm_err`] words.
macro_rules! enqueue {
    ($a:expr, $command:expr, |$q:ident, $w:ident, $want:ident| $body:expr) => {{
        let (q, w, out) = start!($a);
        let ($q, $w, $want) = (&q, w.events(), out.wants());
        out.done($body, &q, $command)
    }};
    ($a:expr, $command:expr, usm $what:expr, |$q:ident, $w:ident, $want:ident| $body:expr) => {{
        let (q, w, out) = start!($a);
        let ($q, $w, $want) = (&q, w.events(), out.wants());
        out.done_usm($what, $body, &q, $command)
    }};
}

/// The queue, wait list and event slot of an enqueue (see [`enqueue!`]).
macro_rules! start {
    ($a:expr) => {{
        let q = get::<UrQueue>($a.hQueue)?;
        // SAFETY: `numEventsInWaitList` handles at `phEventWaitList` (ur_api.h; the entry refused NULL with a count).
        let w = unsafe { wait_list::<UrEvents>(&q.context.cl, $a.numEventsInWaitList as usize, $a.phEventWaitList) }?;
        (q, w, OutEvent::new($a.phEvent))
    }};
}

fn mem(h: ur_mem_handle_t) -> Result<Arc<UrMem>, Error> {
    get::<UrMem>(h)
}

/// Launches `k` (its arguments already set; `g`, its argument lock, held):
/// core's one launch (`core::kernel::Kernel::launch`: the kernel's own, or
/// the variant of it its arguments pick).
///
/// # Safety
/// The UR contract of urEnqueueKernelLaunch, after its ur_api.h checks
/// (`pGlobalWorkSize` non-NULL, known launch flags).
unsafe fn launch(
    q: &Q,
    k: &Arc<UrObj<Kernel>>,
    g: &mut ArgGuard<'_, LaunchArgs>,
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
    if !launchPropList.is_null() {
        // SAFETY: a valid struct (UR contract).
        let flags = unsafe { (*launchPropList).flags };
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
    let dev = q.device.id;
    let ev = k.launch(&q.cl, dev, g, offset, global, local, w.events(), want);
    out.for_kernel(k).done(ev, q, UR_COMMAND_KERNEL_LAUNCH)
}

impl EnqueueApi for Ur {
    // oneAPI 2025.2's launch: no launch properties.
    unsafe fn urEnqueueKernelLaunch_v2025_2(a: args::urEnqueueKernelLaunch_v2025_2) -> UrResult {
        // SAFETY: the same contract as the 2026.1 signature, with no properties.
        unsafe {
            args::urEnqueueKernelLaunch {
                hQueue: a.hQueue,
                hKernel: a.hKernel,
                workDim: a.workDim,
                pGlobalWorkOffset: a.pGlobalWorkOffset,
                pGlobalWorkSize: a.pGlobalWorkSize,
                pLocalWorkSize: a.pLocalWorkSize,
                launchPropList: std::ptr::null(),
                numEventsInWaitList: a.numEventsInWaitList,
                phEventWaitList: a.phEventWaitList,
                phEvent: a.phEvent,
            }
            .body()
        }
    }

    // oneAPI 2025.3's launch: an array of launch properties; only IGNORE
    // entries (which mean nothing) are accepted, as OpenCL has none of the
    // others (cooperative, cluster, work-group memory).
    unsafe fn urEnqueueKernelLaunch_v2025_3(a: args::urEnqueueKernelLaunch_v2025_3) -> UrResult {
        // SAFETY: numPropsInLaunchPropList elements (caller contract).
        let props =
            unsafe { super::objects::slice(a.launchPropList, a.numPropsInLaunchPropList as usize, "launchPropList") }?;
        if let Some(p) = props.iter().find(|p| p.id != UR_KERNEL_LAUNCH_PROPERTY_ID_IGNORE) {
            return super::fail(
                UR_RESULT_ERROR_UNSUPPORTED_FEATURE,
                format!("urEnqueueKernelLaunch: launch property {:#x} is not supported on OpenCL", p.id),
            );
        }
        // SAFETY: as above; no properties are left to pass on.
        unsafe {
            args::urEnqueueKernelLaunch {
                hQueue: a.hQueue,
                hKernel: a.hKernel,
                workDim: a.workDim,
                pGlobalWorkOffset: a.pGlobalWorkOffset,
                pGlobalWorkSize: a.pGlobalWorkSize,
                pLocalWorkSize: a.pLocalWorkSize,
                launchPropList: std::ptr::null(),
                numEventsInWaitList: a.numEventsInWaitList,
                phEventWaitList: a.phEventWaitList,
                phEvent: a.phEvent,
            }
            .body()
        }
    }

    unsafe fn urEnqueueKernelLaunch(a: args::urEnqueueKernelLaunch) -> UrResult {
        let q = get::<UrQueue>(a.hQueue)?;
        let k = get::<UrObj<Kernel>>(a.hKernel)?;
        // SAFETY: `numEventsInWaitList` handles at `phEventWaitList` (ur_api.h; the entry refused NULL with a count).
        let w = unsafe { wait_list::<UrEvents>(&q.context.cl, a.numEventsInWaitList as usize, a.phEventWaitList) }?;
        let mut g = k.lock_args();
        // SAFETY: UR contract.
        unsafe {
            launch(
                &q,
                &k,
                &mut g,
                a.workDim,
                a.pGlobalWorkOffset,
                a.pGlobalWorkSize,
                a.pLocalWorkSize,
                a.launchPropList,
                &w,
                OutEvent::new(a.phEvent),
            )
        }
    }

    unsafe fn urEnqueueEventsWait(a: args::urEnqueueEventsWait) -> UrResult {
        enqueue!(a, UR_COMMAND_EVENTS_WAIT, |q, w, want| enqueue::marker(&q.cl, false, w, want))
    }

    unsafe fn urEnqueueEventsWaitWithBarrier(a: args::urEnqueueEventsWaitWithBarrier) -> UrResult {
        enqueue!(a, UR_COMMAND_EVENTS_WAIT_WITH_BARRIER, |q, w, want| enqueue::marker(&q.cl, true, w, want))
    }

    unsafe fn urEnqueueEventsWaitWithBarrierExt(a: args::urEnqueueEventsWaitWithBarrierExt) -> UrResult {
        if !a.pProperties.is_null() {
            // SAFETY: a valid struct (UR contract).
            let flags = unsafe { (*a.pProperties).flags };
            if flags & UR_EXP_ENQUEUE_EXT_FLAGS_MASK != 0 {
                return fail(UR_RESULT_ERROR_INVALID_ENUMERATION, format!("unknown enqueue ext flags {flags:#x}"));
            }
            // The one flag (low-power events) is a hint.
        }
        // SAFETY: UR contract.
        unsafe {
            Self::urEnqueueEventsWaitWithBarrier(args::urEnqueueEventsWaitWithBarrier {
                hQueue: a.hQueue,
                numEventsInWaitList: a.numEventsInWaitList,
                phEventWaitList: a.phEventWaitList,
                phEvent: a.phEvent,
            })
        }
    }

    unsafe fn urEnqueueMemBufferRead(a: args::urEnqueueMemBufferRead) -> UrResult {
        enqueue!(a, UR_COMMAND_MEM_BUFFER_READ, |q, w, want| {
            let span = enqueue::Span::Bytes { offset: a.offset, size: a.size };
            // SAFETY: live objects; `size` writable bytes at pDst (UR contract).
            unsafe { enqueue::read(&q.cl, &mem(a.hBuffer)?.cl, a.blockingRead, span, a.pDst, w, want) }
        })
    }

    unsafe fn urEnqueueMemBufferWrite(a: args::urEnqueueMemBufferWrite) -> UrResult {
        enqueue!(a, UR_COMMAND_MEM_BUFFER_WRITE, |q, w, want| {
            let span = enqueue::Span::Bytes { offset: a.offset, size: a.size };
            // SAFETY: live objects; `size` readable bytes at pSrc (UR contract).
            unsafe { enqueue::write(&q.cl, &mem(a.hBuffer)?.cl, a.blockingWrite, span, a.pSrc, w, want) }
        })
    }

    // The images' regions: ur_api.h refuses an empty one (the entry's check).
    unsafe fn urEnqueueMemImageRead(a: args::urEnqueueMemImageRead) -> UrResult {
        enqueue!(a, UR_COMMAND_MEM_IMAGE_READ, |q, w, want| {
            let (m, o, rg) = (mem(a.hImage)?, off3(a.origin), reg3(a.region)?);
            // SAFETY: live objects; host memory per the UR contract.
            unsafe { image::read(&q.cl, &m.cl, a.blockingRead, o, rg, [a.rowPitch, a.slicePitch], a.pDst, w, want) }
        })
    }

    unsafe fn urEnqueueMemImageWrite(a: args::urEnqueueMemImageWrite) -> UrResult {
        enqueue!(a, UR_COMMAND_MEM_IMAGE_WRITE, |q, w, want| {
            let (m, o, rg) = (mem(a.hImage)?, off3(a.origin), reg3(a.region)?);
            // SAFETY: live objects; host memory per the UR contract.
            unsafe { image::write(&q.cl, &m.cl, a.blockingWrite, o, rg, [a.rowPitch, a.slicePitch], a.pSrc, w, want) }
        })
    }

    unsafe fn urEnqueueMemImageCopy(a: args::urEnqueueMemImageCopy) -> UrResult {
        enqueue!(a, UR_COMMAND_MEM_IMAGE_COPY, |q, w, want| {
            let (src, dst) = (mem(a.hImageSrc)?, mem(a.hImageDst)?);
            let (so, d_o, rg) = (off3(a.srcOrigin), off3(a.dstOrigin), reg3(a.region)?);
            image::copy(&q.cl, &src.cl, &dst.cl, so, d_o, rg, w, want)
        })
    }

    unsafe fn urEnqueueMemBufferReadRect(a: args::urEnqueueMemBufferReadRect) -> UrResult {
        enqueue!(a, UR_COMMAND_MEM_BUFFER_READ_RECT, |q, w, want| {
            let b = mem(a.hBuffer)?;
            let pitches = [a.bufferRowPitch, a.bufferSlicePitch, a.hostRowPitch, a.hostSlicePitch];
            let r = rect([a.bufferOrigin, a.hostOrigin], a.region, pitches)?;
            // SAFETY: live objects; host memory per the UR contract.
            unsafe { enqueue::read(&q.cl, &b.cl, a.blockingRead, enqueue::Span::Rect(&r), a.pDst, w, want) }
        })
    }

    unsafe fn urEnqueueMemBufferWriteRect(a: args::urEnqueueMemBufferWriteRect) -> UrResult {
        enqueue!(a, UR_COMMAND_MEM_BUFFER_WRITE_RECT, |q, w, want| {
            let b = mem(a.hBuffer)?;
            let pitches = [a.bufferRowPitch, a.bufferSlicePitch, a.hostRowPitch, a.hostSlicePitch];
            let r = rect([a.bufferOrigin, a.hostOrigin], a.region, pitches)?;
            // SAFETY: live objects; host memory per the UR contract.
            unsafe { enqueue::write(&q.cl, &b.cl, a.blockingWrite, enqueue::Span::Rect(&r), a.pSrc, w, want) }
        })
    }

    unsafe fn urEnqueueMemBufferCopy(a: args::urEnqueueMemBufferCopy) -> UrResult {
        enqueue!(a, UR_COMMAND_MEM_BUFFER_COPY, |q, w, want| {
            let (s, d) = (mem(a.hBufferSrc)?, mem(a.hBufferDst)?);
            enqueue::copy(&q.cl, &s.cl, &d.cl, a.srcOffset, a.dstOffset, a.size, w, want)
        })
    }

    unsafe fn urEnqueueMemBufferCopyRect(a: args::urEnqueueMemBufferCopyRect) -> UrResult {
        enqueue!(a, UR_COMMAND_MEM_BUFFER_COPY_RECT, |q, w, want| {
            let (s, d) = (mem(a.hBufferSrc)?, mem(a.hBufferDst)?);
            let pitches = [a.srcRowPitch, a.srcSlicePitch, a.dstRowPitch, a.dstSlicePitch];
            let r = rect([a.srcOrigin, a.dstOrigin], a.region, pitches)?;
            enqueue::copy_rect(&q.cl, &s.cl, &d.cl, &r, w, want)
        })
    }

    // ur_api.h's conditions (the entry's check) refuse an empty pattern or
    // fill, a size or offset that is not a multiple of the pattern; any
    // other pattern size is filled (`core::fill`).
    unsafe fn urEnqueueMemBufferFill(a: args::urEnqueueMemBufferFill) -> UrResult {
        let (offset, size) = (a.offset, a.size);
        enqueue!(a, UR_COMMAND_MEM_BUFFER_FILL, |q, w, want| {
            let b = mem(a.hBuffer)?;
            if !b.holds(offset, size) {
                let msg = format!("urEnqueueMemBufferFill: [{offset}, +{size}) is outside the {}-byte buffer", b.size);
                return fail(UR_RESULT_ERROR_INVALID_SIZE, msg);
            }
            // SAFETY: `patternSize` readable bytes at pPattern (UR contract; checked non-NULL).
            let pattern = unsafe { std::slice::from_raw_parts(a.pPattern.cast::<u8>(), a.patternSize) };
            enqueue::fill(&q.cl, &b.cl, pattern, offset, size, w, want)
        })
    }

    unsafe fn urEnqueueMemBufferMap(a: args::urEnqueueMemBufferMap) -> UrResult {
        // ur_api.h refuses unknown flags (the entry's check).
        let bits = [(UR_MAP_FLAG_READ, 1u64), (UR_MAP_FLAG_WRITE, 2), (UR_MAP_FLAG_WRITE_INVALIDATE_REGION, 4)];
        let cl_flags = bits.iter().filter(|&&(ur, _)| a.mapFlags & ur != 0).fold(0, |f, &(_, cl)| f | cl);
        enqueue!(a, UR_COMMAND_MEM_BUFFER_MAP, |q, w, want| {
            let b = mem(a.hBuffer)?;
            let (p, e) = enqueue::map(&q.cl, &b.cl, a.blockingMap, cl_flags, a.offset, a.size, w, want)?;
            // SAFETY: non-NULL (the entry's ur_api.h check).
            unsafe { *a.ppRetMap = p as *mut c_void };
            Ok(e)
        })
    }

    unsafe fn urEnqueueMemUnmap(a: args::urEnqueueMemUnmap) -> UrResult {
        enqueue!(a, UR_COMMAND_MEM_UNMAP, |q, w, want| {
            enqueue::unmap(&q.cl, &mem(a.hMem)?.cl, a.pMappedPtr as usize, w, want)
        })
    }

    // ur_api.h's conditions (the entry's check) refuse an empty pattern or
    // fill and a size that is not a multiple of the pattern.
    unsafe fn urEnqueueUSMFill(a: args::urEnqueueUSMFill) -> UrResult {
        enqueue!(a, UR_COMMAND_USM_FILL, usm "urEnqueueUSMFill", |q, w, want| {
            // SAFETY: `patternSize` bytes at `pPattern` (UR contract; checked non-NULL).
            let pattern = unsafe { std::slice::from_raw_parts(a.pPattern.cast::<u8>(), a.patternSize) };
            // SAFETY: `size` bytes of a USM allocation, allocated until the fill completes (UR contract).
            usm::fill(&q.cl, unsafe { UsmPtr::new(a.pMem as usize) }, pattern, a.size, w, want)
        })
    }

    unsafe fn urEnqueueUSMMemcpy(a: args::urEnqueueUSMMemcpy) -> UrResult {
        enqueue!(a, UR_COMMAND_USM_MEMCPY, usm "urEnqueueUSMMemcpy", |q, w, want| {
            // SAFETY: a live queue; `size` bytes at both pointers (UR contract).
            unsafe { usm::memcpy(&q.cl, a.blocking, a.pDst, a.pSrc, usm::CopyShape::Bytes(a.size), w, want) }
        })
    }

    unsafe fn urEnqueueUSMPrefetch(a: args::urEnqueueUSMPrefetch) -> UrResult {
        // A migration hint: an ordering point only (as the PI face and Intel's adapter).
        enqueue!(a, UR_COMMAND_USM_PREFETCH, usm "urEnqueueUSMPrefetch", |q, w, want| {
            usm::prefetch(&q.cl, a.pMem as usize, a.size, w, want)
        })
    }

    unsafe fn urEnqueueUSMAdvise(a: args::urEnqueueUSMAdvise) -> UrResult {
        // No wait list in this entry.
        let (q, out) = (get::<UrQueue>(a.hQueue)?, OutEvent::new(a.phEvent));
        // Advice is a hint with no OpenCL counterpart: an ordering point only.
        let r = usm::advise(&q.cl, a.pMem as usize, a.size, out.wants());
        out.done_usm("urEnqueueUSMAdvise", r, &q, UR_COMMAND_USM_ADVISE)
    }

    unsafe fn urEnqueueUSMFill2D(a: args::urEnqueueUSMFill2D) -> UrResult {
        // ur_api.h's conditions (the entry's check) allow a pattern up to
        // width * height that runs on over the rows; core fills any such.
        enqueue!(a, UR_COMMAND_USM_FILL_2D, usm "urEnqueueUSMFill2D", |q, w, want| {
            // SAFETY: `patternSize` bytes at `pPattern` (UR contract; checked non-NULL).
            let pattern = unsafe { std::slice::from_raw_parts(a.pPattern.cast::<u8>(), a.patternSize) };
            // SAFETY: per row, `width` bytes of a USM allocation, allocated until the fill completes (UR contract).
            let at = unsafe { UsmPtr::new(a.pMem as usize) };
            usm::fill_2d(&q.cl, at, a.pitch, pattern, a.width, a.height, w, want)
        })
    }

    // ur_api.h's conditions (the entry's check) refuse a zero height and a
    // pitch below the width; an empty row is refused here.
    unsafe fn urEnqueueUSMMemcpy2D(a: args::urEnqueueUSMMemcpy2D) -> UrResult {
        let (width, height) = (a.width, a.height);
        enqueue!(a, UR_COMMAND_USM_MEMCPY_2D, usm "urEnqueueUSMMemcpy2D", |q, w, want| {
            if width == 0 {
                return fail(UR_RESULT_ERROR_INVALID_SIZE, "urEnqueueUSMMemcpy2D: width is 0");
            }
            let shape = usm::CopyShape::Rows { width, height, dst_pitch: a.dstPitch, src_pitch: a.srcPitch };
            // SAFETY: per row, `width` bytes at both pointers (UR contract).
            unsafe { usm::memcpy(&q.cl, a.blocking, a.pDst, a.pSrc, shape, w, want) }
        })
    }

    unsafe fn urEnqueueDeviceGlobalVariableRead(a: args::urEnqueueDeviceGlobalVariableRead) -> UrResult {
        enqueue!(a, UR_COMMAND_DEVICE_GLOBAL_VARIABLE_READ, |q, w, want| {
            let p = get::<UrObj<Program>>(a.hProgram)?;
            // SAFETY: live queue and program, a NUL-terminated name, `count` bytes at `pDst` (UR contract).
            unsafe {
                let name = CStr::from_ptr(a.name);
                enqueue::device_global(
                    &q.cl,
                    p.active(),
                    name,
                    false,
                    a.blockingRead,
                    a.count,
                    a.offset,
                    a.pDst,
                    w,
                    want,
                )
            }
        })
    }

    unsafe fn urEnqueueDeviceGlobalVariableWrite(a: args::urEnqueueDeviceGlobalVariableWrite) -> UrResult {
        enqueue!(a, UR_COMMAND_DEVICE_GLOBAL_VARIABLE_WRITE, |q, w, want| {
            let p = get::<UrObj<Program>>(a.hProgram)?;
            let src = a.pSrc.cast_mut();
            // SAFETY: live queue and program, a NUL-terminated name, `count` bytes at `pSrc`, only read (UR contract).
            unsafe {
                let name = CStr::from_ptr(a.name);
                enqueue::device_global(&q.cl, p.active(), name, true, a.blockingWrite, a.count, a.offset, src, w, want)
            }
        })
    }
}

impl EnqueueExpApi for Ur {
    unsafe fn urEnqueueCommandBufferExp(a: args::urEnqueueCommandBufferExp) -> UrResult {
        // SAFETY: UR contract (src/ffi/ur/command_buffer.rs).
        unsafe { super::command_buffer::enqueue(a) }
    }

    unsafe fn urEnqueueKernelLaunchWithArgsExp(uargs: args::urEnqueueKernelLaunchWithArgsExp) -> UrResult {
        let q = get::<UrQueue>(uargs.hQueue)?;
        let k = get::<UrObj<Kernel>>(uargs.hKernel)?;
        // SAFETY: `numEventsInWaitList` handles at `phEventWaitList` (ur_api.h; the entry refused NULL with a count).
        let w =
            unsafe { wait_list::<UrEvents>(&q.context.cl, uargs.numEventsInWaitList as usize, uargs.phEventWaitList) }?;
        // SAFETY: `numArgs` elements (UR contract).
        let args = unsafe { super::objects::slice(uargs.pArgs, uargs.numArgs as usize, "pArgs") }?;
        // Arguments and launch under the kernel's lock: concurrent launches
        // of one kernel must not interleave their arguments.
        let mut guard = k.lock_args();
        for a in args {
            // SAFETY: the union member named by the argument type (UR contract).
            let r = unsafe {
                match a.r#type {
                    UR_EXP_KERNEL_ARG_TYPE_VALUE => {
                        kernel::set_arg_value(&k, &mut guard, a.index, a.size, a.value.value)
                    }
                    UR_EXP_KERNEL_ARG_TYPE_POINTER => kernel::set_arg_pointer(&k, &mut guard, a.index, a.value.pointer),
                    UR_EXP_KERNEL_ARG_TYPE_MEM_OBJ => {
                        kernel::set_arg_mem_obj(&k, &mut guard, a.index, a.value.memObjTuple.hMem)
                    }
                    UR_EXP_KERNEL_ARG_TYPE_LOCAL => guard.set_local(&k.cl, a.index, a.size),
                    UR_EXP_KERNEL_ARG_TYPE_SAMPLER => kernel::set_arg_sampler(&k, &mut guard, a.index, a.value.sampler),
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
                &mut guard,
                uargs.workDim,
                uargs.pGlobalWorkOffset,
                uargs.pGlobalWorkSize,
                uargs.pLocalWorkSize,
                uargs.launchPropList,
                &w,
                OutEvent::new(uargs.phEvent),
            )
        }
    }
}
