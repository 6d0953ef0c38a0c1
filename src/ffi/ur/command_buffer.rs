//! CommandBufferExp table and `urEnqueueCommandBufferExp`: translation of
//! UR command buffers (SYCL graphs) onto [`crate::core::command_buffer`],
//! which runs them natively over `cl_khr_command_buffer` or records and
//! replays them (docs/ur.md, "Command buffers").
//!
//! What is translated here: handles to OpenCL objects (a kernel launch
//! takes a snapshot of the kernel under its argument lock), sync-point
//! lists, update descriptors, and UR's error codes. Events inside a
//! command buffer (`phEvent`, `phEventWaitList`, the `UpdateSignalEvent` /
//! `UpdateWaitEvents` entries) and native commands are not supported: the
//! device reports `UR_DEVICE_INFO_COMMAND_BUFFER_EVENT_SUPPORT_EXP` false,
//! and such a call answers `UR_RESULT_ERROR_UNSUPPORTED_FEATURE`.

use super::context::Context;
use super::device::UrDevice;
use super::event::{self, UrEvents};
use super::gen::api::*;
use super::gen::types::*;
use super::kernel::Kernel;
use super::mem::UrMem;
use super::objects::{self, get, need, put, Info, UrObj};
use super::other::Sampler;
use super::queue::UrQueue;
use super::{err, fail, UrResult};
use crate::core::command_buffer::{
    self as core_cb, Arg, ArgValue, CbError, CbResult, Cmd, Keep, KernelCmd, KernelUpdate, Launchable, Path,
};
use crate::core::{enqueue::Rect, fill, usm::UsmPtr, Error};
use crate::ffi::args::wait_list;
use std::ffi::c_void;
use std::sync::{Arc, Mutex};

super::objects::ur_handle!(
    core_cb::CommandBuffer, Fields;
    ur_exp_command_buffer_handle_t_,
    UrCommandBuffer,
    InvalidValue,
    false,
    UR_RESULT_ERROR_INVALID_COMMAND_BUFFER_EXP
);
super::objects::ur_handle!(
    Command,
    ur_exp_command_buffer_command_handle_t_,
    UrCommand,
    InvalidValue,
    false,
    UR_RESULT_ERROR_INVALID_COMMAND_BUFFER_COMMAND_HANDLE_EXP
);

/// A UR command buffer: core's, with UR's own fields.
pub type CmdBuf = UrObj<core_cb::CommandBuffer, Fields>;

/// UR's own fields of a command buffer: its UR context and device (the
/// objects its commands must belong to) and its command handles.
pub struct Fields {
    pub context: Arc<UrObj<Context>>,
    pub device: Arc<UrDevice>,
    /// The command handles made for it (released with it).
    commands: Mutex<Vec<usize>>,
}

impl Drop for Fields {
    fn drop(&mut self) {
        let hs = std::mem::take(&mut *self.commands.lock().unwrap_or_else(|p| p.into_inner()));
        for h in hs {
            let _ = objects::release::<UrObj<Command>>(h as ur_exp_command_buffer_command_handle_t);
        }
    }
}

/// A kernel command's handle (updatable command buffers).
pub struct Command {
    /// The address of the command buffer's `UrObj` (identity only).
    cb: usize,
    index: u32,
}

/// A UR kernel as a command buffer launches it: snapshotted under its
/// argument lock.
impl Launchable for UrObj<Kernel> {
    fn snapshot(&self, args: &[Arg], complete: bool) -> CbResult<crate::cl::Kernel> {
        let _g = self.lock_args();
        core_cb::snapshot(&self.cl, args, complete)
    }
}

fn cb_err(what: &str, e: CbError) -> Error {
    let (code, msg) = match &e {
        CbError::SyncPoint(m) => (UR_RESULT_ERROR_INVALID_COMMAND_BUFFER_SYNC_POINT_EXP, m.clone()),
        CbError::Operation(m) => (UR_RESULT_ERROR_INVALID_OPERATION, m.clone()),
        CbError::Unsupported(m) => (UR_RESULT_ERROR_UNSUPPORTED_FEATURE, m.clone()),
        CbError::Value(m) => (UR_RESULT_ERROR_INVALID_VALUE, m.clone()),
        CbError::WorkDim(m) => (UR_RESULT_ERROR_INVALID_WORK_DIMENSION, m.clone()),
        CbError::Cl(c) => return super::result::cl_err(c.call, c.code),
        CbError::Usm(u) => return super::usm::usm_err(what, u.clone()),
    };
    err(code, format!("{what}: {msg}"))
}

/// The path a new command buffer on `hDevice` takes (for tests and tools).
///
/// # Safety
/// `hDevice` is NULL or a handle.
pub unsafe fn path_of_device(hDevice: ur_device_handle_t, updatable: bool) -> Result<Path, Error> {
    let d = get::<UrDevice>(hDevice)?;
    Ok(core_cb::path_for(d.id, updatable))
}

/// The path a command buffer is on now, and why it records (if it could
/// have been native).
pub fn path_of(h: ur_exp_command_buffer_handle_t) -> Result<(Path, Option<String>), Error> {
    let cb = get::<CmdBuf>(h)?;
    Ok((cb.path(), cb.why_recorded()))
}

/// Reads a sync-point wait list (its pairing with the count, ur_api.h's
/// `INVALID_COMMAND_BUFFER_SYNC_POINT_WAIT_LIST_EXP`, is the entry's check).
///
/// # Safety
/// `p` is NULL or points to `n` sync points.
unsafe fn sync_points(n: u32, p: *const ur_exp_command_buffer_sync_point_t) -> Result<Vec<u32>, Error> {
    // SAFETY: caller contract (NULL with `n > 0` refused).
    Ok(unsafe { objects::slice(p, n as usize, "pSyncPointWaitList") }?.to_vec())
}

/// Events inside a command buffer are not supported (EVENT_SUPPORT false).
fn no_events(what: &str, n: u32, wait: *const ur_event_handle_t, ev: *mut ur_event_handle_t) -> Result<(), Error> {
    if n != 0 || !wait.is_null() || !ev.is_null() {
        return Err(err(
            UR_RESULT_ERROR_UNSUPPORTED_FEATURE,
            format!(
                "{what}: events inside command buffers are not supported by syclrt \
                 (UR_DEVICE_INFO_COMMAND_BUFFER_EVENT_SUPPORT_EXP is false)"
            ),
        ));
    }
    Ok(())
}

/// The tail every plain append shares, after its own checks: the
/// sync-point wait list, no events, the command appended and its sync
/// point written. `$a` is the entry's generated argument struct (every
/// append's struct names these fields alike).
macro_rules! append_tail {
    ($what:expr, $cb:expr, $a:expr, $cmd:expr) => {{
        // SAFETY: UR contract: `numSyncPointsInWaitList` points at the list.
        let deps = unsafe { sync_points($a.numSyncPointsInWaitList, $a.pSyncPointWaitList) }?;
        no_events($what, $a.numEventsInWaitList, $a.phEventWaitList, $a.phEvent)?;
        // SAFETY: UR contract: `pSyncPoint` is NULL or writable.
        unsafe { append($what, &$cb, $cmd, &deps, false, $a.pSyncPoint) }?;
        Ok(())
    }};
}

/// The common part of every append: the checks, the core append, the
/// sync point out.
///
/// # Safety
/// `pSyncPoint` is NULL or writable.
unsafe fn append(
    what: &str,
    cb: &CmdBuf,
    cmd: Cmd,
    deps: &[u32],
    mutable: bool,
    pSyncPoint: *mut ur_exp_command_buffer_sync_point_t,
) -> Result<u32, Error> {
    let sp = cb.append(cmd, deps, mutable).map_err(|e| cb_err(what, e))?;
    if !pSyncPoint.is_null() {
        // SAFETY: caller contract.
        unsafe { *pSyncPoint = sp };
    }
    Ok(sp)
}

fn same_context(what: &str, cb: &CmdBuf, ctx: &Arc<UrObj<Context>>, code: ur_result_t) -> Result<(), Error> {
    if !Arc::ptr_eq(&cb.ur.context, ctx) {
        return Err(err(code, format!("{what}: the object belongs to another context than the command buffer")));
    }
    Ok(())
}

/// A memory object of the command buffer's context; `range` (offset,
/// size), where given, a non-empty range inside it.
fn mem(what: &str, cb: &CmdBuf, h: ur_mem_handle_t, range: Option<(usize, usize)>) -> Result<crate::cl::Mem, Error> {
    let m = get::<UrMem>(h)?;
    same_context(what, cb, &m.context, UR_RESULT_ERROR_INVALID_MEM_OBJECT)?;
    if let Some((offset, size)) = range.filter(|&(o, s)| !m.holds(o, s)) {
        let msg = format!("{what}: [{offset}, +{size}) is empty or outside the {}-byte buffer", m.size);
        return Err(err(UR_RESULT_ERROR_INVALID_SIZE, msg));
    }
    Ok(m.cl.clone())
}

/// Translates UR launch-time arguments.
///
/// # Safety
/// The union member named by each argument's type is valid (UR contract).
unsafe fn translate_args(cb: &CmdBuf, args: &[ur_exp_kernel_arg_properties_t]) -> Result<(Vec<Arg>, Vec<Keep>), Error> {
    let mut out = Vec::with_capacity(args.len());
    let mut keep: Vec<Keep> = Vec::new();
    for a in args {
        // SAFETY: the member the type names (caller contract).
        let value = unsafe {
            match a.r#type {
                UR_EXP_KERNEL_ARG_TYPE_VALUE => {
                    need(a.value.value, "pArgs[].value.value")?;
                    ArgValue::Value(std::slice::from_raw_parts(a.value.value.cast::<u8>(), a.size).to_vec())
                }
                UR_EXP_KERNEL_ARG_TYPE_POINTER => ArgValue::Pointer(a.value.pointer as usize),
                UR_EXP_KERNEL_ARG_TYPE_MEM_OBJ => {
                    let h = a.value.memObjTuple.hMem;
                    ArgValue::Mem(if h.is_null() { None } else { Some(mem("kernel argument", cb, h, None)?) })
                }
                UR_EXP_KERNEL_ARG_TYPE_LOCAL => ArgValue::Local(a.size),
                UR_EXP_KERNEL_ARG_TYPE_SAMPLER => {
                    let s = get::<UrObj<Sampler>>(a.value.sampler)?;
                    let raw_s = s.cl.raw() as usize;
                    keep.push(s);
                    ArgValue::Sampler(raw_s)
                }
                t => return Err(err(UR_RESULT_ERROR_INVALID_ENUMERATION, format!("unknown kernel argument type {t}"))),
            }
        };
        out.push(Arg { index: a.index, value });
    }
    Ok((out, keep))
}

/// The `dim` sizes at `p` padded to three (NULL: None), for appends and
/// updates alike; `zero`: the code of a zero among them (a global size's).
fn sizes(p: *const usize, dim: u32, what: &str, zero: Option<ur_result_t>) -> Result<Option<[usize; 3]>, Error> {
    if p.is_null() {
        return Ok(None);
    }
    let mut a = [0usize; 3];
    // SAFETY: `dim` (1..=3, checked by the caller) elements (UR contract).
    let s = unsafe { std::slice::from_raw_parts(p, dim as usize) };
    a[..dim as usize].copy_from_slice(s);
    if let Some(code) = zero.filter(|_| s.contains(&0)) {
        return Err(err(code, format!("{what} has a zero dimension")));
    }
    Ok(Some(a))
}

/// Both kernel appends: the fields of urCommandBufferAppendKernelLaunchExp
/// and, for the one with them, the launch's arguments.
///
/// # Safety
/// The UR contract of urCommandBufferAppendKernelLaunchExp.
unsafe fn append_kernel(
    a: &args::urCommandBufferAppendKernelLaunchExp,
    args: Option<&[ur_exp_kernel_arg_properties_t]>,
) -> UrResult {
    const WHAT: &str = "urCommandBufferAppendKernelLaunchExp";
    let cb = get::<CmdBuf>(a.hCommandBuffer)?;
    let k = get::<UrObj<Kernel>>(a.hKernel)?;
    same_context(WHAT, &cb, &k.program.context, UR_RESULT_ERROR_INVALID_KERNEL)?;
    let dim = a.workDim;
    core_cb::check_dim(dim).map_err(|e| cb_err(WHAT, e))?;
    // SAFETY: UR contract.
    let deps = unsafe { sync_points(a.numSyncPointsInWaitList, a.pSyncPointWaitList) }?;
    no_events(WHAT, a.numEventsInWaitList, a.phEventWaitList, a.phEvent)?;
    // A command handle: an updatable command (refused before any other work).
    cb.check_mutable(!a.phCommand.is_null()).map_err(|e| cb_err(WHAT, e))?;
    let mut kernels: Vec<Arc<dyn Launchable>> = vec![k.clone()];
    if a.numKernelAlternatives > 0 {
        // SAFETY: `numKernelAlternatives` handles (UR contract).
        let alts = unsafe { std::slice::from_raw_parts(a.phKernelAlternatives, a.numKernelAlternatives as usize) };
        for &alt in alts {
            if alt == a.hKernel {
                return fail(UR_RESULT_ERROR_INVALID_VALUE, format!("{WHAT}: phKernelAlternatives holds hKernel"));
            }
            let ak = get::<UrObj<Kernel>>(alt)?;
            same_context(WHAT, &cb, &ak.program.context, UR_RESULT_ERROR_INVALID_KERNEL)?;
            kernels.push(ak);
        }
    }
    let offset = sizes(a.pGlobalWorkOffset, dim, "pGlobalWorkOffset", None)?;
    let zero = Some(UR_RESULT_ERROR_INVALID_WORK_DIMENSION);
    let global = sizes(a.pGlobalWorkSize, dim, "pGlobalWorkSize", zero)?.unwrap_or([1; 3]);
    let local = sizes(a.pLocalWorkSize, dim, "pLocalWorkSize", None)?;
    let complete = args.is_some();
    let (args, keep) = match args {
        // SAFETY: UR contract.
        Some(list) => unsafe { translate_args(&cb, list) }?,
        None => (Vec::new(), Vec::new()),
    };
    let snap = k.snapshot(&args, complete).map_err(|e| cb_err(WHAT, e))?;
    let cmd = Cmd::Kernel(KernelCmd { kernel: snap, kernels, dim, offset, global, local });
    // SAFETY: UR contract.
    let sp = unsafe { append(WHAT, &cb, cmd, &deps, !a.phCommand.is_null(), a.pSyncPoint) }?;
    // The samplers the command uses live as long as the command buffer.
    cb.keep(keep);
    if !a.phCommand.is_null() {
        let h = objects::new_handle(Command { cb: Arc::as_ptr(&cb) as usize, index: sp });
        cb.ur.commands.lock().unwrap_or_else(|p| p.into_inner()).push(h as usize);
        // SAFETY: checked non-NULL.
        unsafe { *a.phCommand = h };
    }
    Ok(())
}

/// UR's rectangle shapes as core's triples, for the command buffers' and
/// the enqueues' rectangles alike.
pub(super) fn off3(o: ur_rect_offset_t) -> [usize; 3] {
    [o.x as usize, o.y as usize, o.z as usize]
}

/// A region as core's triple; an empty one (which OpenCL refuses) is
/// INVALID_SIZE, also where ur_api.h leaves that check to the adapter.
pub(super) fn reg3(r: ur_rect_region_t) -> Result<[usize; 3], Error> {
    if r.width == 0 || r.height == 0 || r.depth == 0 {
        return Err(err(UR_RESULT_ERROR_INVALID_SIZE, "region has a zero dimension"));
    }
    Ok([r.width as usize, r.height as usize, r.depth as usize])
}

/// A buffer rectangle of UR's shapes as core's [`Rect`]: the two
/// origins (buffer and host, or source and destination), the region and
/// the pitches in the same order (both enqueues and command buffers).
pub(super) fn rect(
    origins: [ur_rect_offset_t; 2],
    region: ur_rect_region_t,
    pitches: [usize; 4],
) -> Result<Rect, Error> {
    Ok(Rect { origins: origins.map(off3), region: reg3(region)?, pitches })
}

impl CommandBufferExpApi for Ur {
    unsafe fn urCommandBufferCreateExp(a: args::urCommandBufferCreateExp) -> UrResult {
        let ctx = get::<UrObj<Context>>(a.hContext)?;
        let dev = get::<UrDevice>(a.hDevice)?;
        if !super::context::has_device(&ctx, &dev) {
            return fail(UR_RESULT_ERROR_INVALID_DEVICE, "urCommandBufferCreateExp: the device is not in the context");
        }
        // SAFETY: non-NULL (the entry's ur_api.h check); a valid descriptor (UR contract).
        let d = unsafe { &*a.pCommandBufferDesc };
        if d.isUpdatable != 0 && super::device::cmdbuf_update_capabilities(dev.id) == 0 {
            return fail(
                UR_RESULT_ERROR_UNSUPPORTED_FEATURE,
                "urCommandBufferCreateExp: updatable command buffers are not supported on this device",
            );
        }
        let (in_order, updatable) = (d.isInOrder != 0, d.isUpdatable != 0);
        let core = core_cb::CommandBuffer::new(ctx.cl.clone(), dev.id, in_order, updatable)
            .map_err(|e| cb_err("urCommandBufferCreateExp", e))?;
        let fields = Fields { context: ctx, device: dev, commands: Mutex::new(Vec::new()) };
        let h = crate::ffi::handle::new_handle(UrObj::with(core, fields));
        // SAFETY: non-NULL (the entry's ur_api.h check).
        unsafe { *a.phCommandBuffer = h };
        Ok(())
    }

    unsafe fn urCommandBufferRetainExp(a: args::urCommandBufferRetainExp) -> UrResult {
        objects::retain::<CmdBuf>(a.hCommandBuffer)
    }

    unsafe fn urCommandBufferReleaseExp(a: args::urCommandBufferReleaseExp) -> UrResult {
        objects::release::<CmdBuf>(a.hCommandBuffer)
    }

    unsafe fn urCommandBufferFinalizeExp(a: args::urCommandBufferFinalizeExp) -> UrResult {
        let cb = get::<CmdBuf>(a.hCommandBuffer)?;
        cb.finalize().map_err(|e| cb_err("urCommandBufferFinalizeExp", e))
    }

    unsafe fn urCommandBufferGetInfoExp(a: args::urCommandBufferGetInfoExp) -> UrResult {
        let propName = a.propName;
        let cb = get::<CmdBuf>(a.hCommandBuffer)?;
        let info = Info { size: a.propSize, value: a.pPropValue, size_ret: a.pPropSizeRet };
        match propName {
            UR_EXP_COMMAND_BUFFER_INFO_REFERENCE_COUNT => {
                // SAFETY: GetInfo contract.
                unsafe { info.val(objects::ref_count::<CmdBuf>(a.hCommandBuffer)) }
            }
            UR_EXP_COMMAND_BUFFER_INFO_DESCRIPTOR => {
                let d = ur_exp_command_buffer_desc_t {
                    stype: UR_STRUCTURE_TYPE_EXP_COMMAND_BUFFER_DESC,
                    pNext: std::ptr::null(),
                    isUpdatable: cb.updatable as ur_bool_t,
                    isInOrder: cb.in_order as ur_bool_t,
                    // Profiling of command buffers is not implemented: ignored.
                    enableProfiling: 0,
                };
                // SAFETY: GetInfo contract.
                unsafe { info.val(d) }
            }
            _ => fail(
                UR_RESULT_ERROR_INVALID_ENUMERATION,
                format!("urCommandBufferGetInfoExp: unknown propName {propName}"),
            ),
        }
    }

    unsafe fn urCommandBufferGetNativeHandleExp(a: args::urCommandBufferGetNativeHandleExp) -> UrResult {
        let cb = get::<CmdBuf>(a.hCommandBuffer)?;
        match cb.native_handle() {
            // SAFETY: put checks the pointer.
            Some(n) => unsafe { put(a.phNativeCommandBuffer, n as ur_native_handle_t, "phNativeCommandBuffer") },
            None => fail(
                UR_RESULT_ERROR_UNSUPPORTED_FEATURE,
                "urCommandBufferGetNativeHandleExp: this command buffer is recorded and replayed by syclrt; \
                 it has no cl_command_buffer_khr",
            ),
        }
    }

    unsafe fn urCommandBufferAppendKernelLaunchExp(a: args::urCommandBufferAppendKernelLaunchExp) -> UrResult {
        // SAFETY: UR contract.
        unsafe { append_kernel(&a, None) }
    }

    unsafe fn urCommandBufferAppendKernelLaunchWithArgsExp(
        a: args::urCommandBufferAppendKernelLaunchWithArgsExp,
    ) -> UrResult {
        // SAFETY: `numArgs` elements (UR contract).
        let args = unsafe { objects::slice(a.pArgs, a.numArgs as usize, "pArgs") }?;
        let plain = args::urCommandBufferAppendKernelLaunchExp {
            hCommandBuffer: a.hCommandBuffer,
            hKernel: a.hKernel,
            workDim: a.workDim,
            pGlobalWorkOffset: a.pGlobalWorkOffset,
            pGlobalWorkSize: a.pGlobalWorkSize,
            pLocalWorkSize: a.pLocalWorkSize,
            numKernelAlternatives: a.numKernelAlternatives,
            phKernelAlternatives: a.phKernelAlternatives,
            numSyncPointsInWaitList: a.numSyncPointsInWaitList,
            pSyncPointWaitList: a.pSyncPointWaitList,
            numEventsInWaitList: a.numEventsInWaitList,
            phEventWaitList: a.phEventWaitList,
            pSyncPoint: a.pSyncPoint,
            phEvent: a.phEvent,
            phCommand: a.phCommand,
        };
        // SAFETY: UR contract (the fields of the same launch).
        unsafe { append_kernel(&plain, Some(args)) }
    }

    unsafe fn urCommandBufferAppendUSMMemcpyExp(a: args::urCommandBufferAppendUSMMemcpyExp) -> UrResult {
        const WHAT: &str = "urCommandBufferAppendUSMMemcpyExp";
        let cb = get::<CmdBuf>(a.hCommandBuffer)?;
        let cmd = Cmd::UsmMemcpy { dst: a.pDst as usize, src: a.pSrc as usize, size: a.size };
        append_tail!(WHAT, cb, a, cmd)
    }

    unsafe fn urCommandBufferAppendUSMFillExp(a: args::urCommandBufferAppendUSMFillExp) -> UrResult {
        const WHAT: &str = "urCommandBufferAppendUSMFillExp";
        let cb = get::<CmdBuf>(a.hCommandBuffer)?;
        // ur_api.h's conditions (the entry's check) refuse an empty pattern
        // or fill and a size that is not a multiple of the pattern.
        // SAFETY: `patternSize` readable bytes at pPattern (UR contract; checked non-NULL).
        let pattern = unsafe { std::slice::from_raw_parts(a.pPattern.cast::<u8>(), a.patternSize) }.to_vec();
        // SAFETY: `size` bytes of a USM allocation, allocated while the command buffer may run (UR contract).
        let cmd = Cmd::UsmFill { ptr: unsafe { UsmPtr::new(a.pMemory as usize) }, pattern, size: a.size };
        append_tail!(WHAT, cb, a, cmd)
    }

    unsafe fn urCommandBufferAppendMemBufferCopyExp(a: args::urCommandBufferAppendMemBufferCopyExp) -> UrResult {
        const WHAT: &str = "urCommandBufferAppendMemBufferCopyExp";
        let cb = get::<CmdBuf>(a.hCommandBuffer)?;
        let src = mem(WHAT, &cb, a.hSrcMem, Some((a.srcOffset, a.size)))?;
        let dst = mem(WHAT, &cb, a.hDstMem, Some((a.dstOffset, a.size)))?;
        let cmd = Cmd::Copy { src, dst, src_off: a.srcOffset, dst_off: a.dstOffset, size: a.size };
        append_tail!(WHAT, cb, a, cmd)
    }

    unsafe fn urCommandBufferAppendMemBufferCopyRectExp(
        a: args::urCommandBufferAppendMemBufferCopyRectExp,
    ) -> UrResult {
        const WHAT: &str = "urCommandBufferAppendMemBufferCopyRectExp";
        let cb = get::<CmdBuf>(a.hCommandBuffer)?;
        let pitches = [a.srcRowPitch, a.srcSlicePitch, a.dstRowPitch, a.dstSlicePitch];
        let rect = rect([a.srcOrigin, a.dstOrigin], a.region, pitches)?;
        let (src, dst) = (mem(WHAT, &cb, a.hSrcMem, None)?, mem(WHAT, &cb, a.hDstMem, None)?);
        append_tail!(WHAT, cb, a, Cmd::CopyRect { src, dst, rect })
    }

    unsafe fn urCommandBufferAppendMemBufferFillExp(a: args::urCommandBufferAppendMemBufferFillExp) -> UrResult {
        const WHAT: &str = "urCommandBufferAppendMemBufferFillExp";
        let cb = get::<CmdBuf>(a.hCommandBuffer)?;
        let buf = mem(WHAT, &cb, a.hBuffer, Some((a.offset, a.size)))?;
        fill::check_pattern(WHAT, a.patternSize, a.size)?;
        // SAFETY: `patternSize` readable bytes at pPattern (UR contract; checked non-NULL).
        let pattern = unsafe { std::slice::from_raw_parts(a.pPattern.cast::<u8>(), a.patternSize) }.to_vec();
        append_tail!(WHAT, cb, a, Cmd::fill(buf, pattern, a.offset, a.size))
    }

    unsafe fn urCommandBufferAppendMemBufferReadExp(a: args::urCommandBufferAppendMemBufferReadExp) -> UrResult {
        const WHAT: &str = "urCommandBufferAppendMemBufferReadExp";
        let cb = get::<CmdBuf>(a.hCommandBuffer)?;
        let buf = mem(WHAT, &cb, a.hBuffer, Some((a.offset, a.size)))?;
        let cmd = Cmd::Read { buf, off: a.offset, size: a.size, dst: a.pDst as usize };
        append_tail!(WHAT, cb, a, cmd)
    }

    unsafe fn urCommandBufferAppendMemBufferWriteExp(a: args::urCommandBufferAppendMemBufferWriteExp) -> UrResult {
        const WHAT: &str = "urCommandBufferAppendMemBufferWriteExp";
        let cb = get::<CmdBuf>(a.hCommandBuffer)?;
        let buf = mem(WHAT, &cb, a.hBuffer, Some((a.offset, a.size)))?;
        let cmd = Cmd::Write { buf, off: a.offset, size: a.size, src: a.pSrc as usize };
        append_tail!(WHAT, cb, a, cmd)
    }

    unsafe fn urCommandBufferAppendMemBufferReadRectExp(
        a: args::urCommandBufferAppendMemBufferReadRectExp,
    ) -> UrResult {
        const WHAT: &str = "urCommandBufferAppendMemBufferReadRectExp";
        let cb = get::<CmdBuf>(a.hCommandBuffer)?;
        let pitches = [a.bufferRowPitch, a.bufferSlicePitch, a.hostRowPitch, a.hostSlicePitch];
        let rect = rect([a.bufferOffset, a.hostOffset], a.region, pitches)?;
        let buf = mem(WHAT, &cb, a.hBuffer, None)?;
        append_tail!(WHAT, cb, a, Cmd::ReadRect { buf, rect, dst: a.pDst as usize })
    }

    unsafe fn urCommandBufferAppendMemBufferWriteRectExp(
        a: args::urCommandBufferAppendMemBufferWriteRectExp,
    ) -> UrResult {
        const WHAT: &str = "urCommandBufferAppendMemBufferWriteRectExp";
        let cb = get::<CmdBuf>(a.hCommandBuffer)?;
        let pitches = [a.bufferRowPitch, a.bufferSlicePitch, a.hostRowPitch, a.hostSlicePitch];
        let rect = rect([a.bufferOffset, a.hostOffset], a.region, pitches)?;
        let buf = mem(WHAT, &cb, a.hBuffer, None)?;
        append_tail!(WHAT, cb, a, Cmd::WriteRect { buf, rect, src: a.pSrc as usize })
    }

    // USM prefetch and advice are hints with no OpenCL counterpart: an
    // ordering point, as urEnqueueUSMPrefetch/Advise are.
    unsafe fn urCommandBufferAppendUSMPrefetchExp(a: args::urCommandBufferAppendUSMPrefetchExp) -> UrResult {
        const WHAT: &str = "urCommandBufferAppendUSMPrefetchExp";
        let cb = get::<CmdBuf>(a.hCommandBuffer)?;
        append_tail!(WHAT, cb, a, Cmd::Barrier)
    }

    unsafe fn urCommandBufferAppendUSMAdviseExp(a: args::urCommandBufferAppendUSMAdviseExp) -> UrResult {
        const WHAT: &str = "urCommandBufferAppendUSMAdviseExp";
        let cb = get::<CmdBuf>(a.hCommandBuffer)?;
        append_tail!(WHAT, cb, a, Cmd::Barrier)
    }

    unsafe fn urCommandBufferUpdateKernelLaunchExp(a: args::urCommandBufferUpdateKernelLaunchExp) -> UrResult {
        const WHAT: &str = "urCommandBufferUpdateKernelLaunchExp";
        let cb = get::<CmdBuf>(a.hCommandBuffer)?;
        // SAFETY: `numKernelUpdates` descriptors (UR contract).
        let descs =
            unsafe { objects::slice(a.pUpdateKernelLaunch, a.numKernelUpdates as usize, "pUpdateKernelLaunch") }?;
        cb.can_update().map_err(|e| cb_err(WHAT, e))?;
        // Validate and translate every descriptor before changing anything.
        let mut work = Vec::with_capacity(descs.len());
        for d in descs {
            let c = get::<UrObj<Command>>(d.hCommand)?;
            if c.cb != Arc::as_ptr(&cb) as usize {
                return fail(
                    UR_RESULT_ERROR_INVALID_COMMAND_BUFFER_COMMAND_HANDLE_EXP,
                    format!("{WHAT}: the command belongs to another command buffer"),
                );
            }
            // newWorkDim 0: the dimension the command has now (an earlier update's, maybe).
            let dim = cb.update_dim(c.index, d.newWorkDim).map_err(|e| cb_err(WHAT, e))?;
            let mut u = KernelUpdate { dim: Some(dim), ..KernelUpdate::default() };
            if !d.hNewKernel.is_null() {
                // A UR kernel handle is the address of its object.
                u.kernel = cb.switch_to(c.index, d.hNewKernel as usize).map_err(|e| cb_err(WHAT, e))?;
            }
            u.offset = sizes(d.pNewGlobalWorkOffset, dim, "pNewGlobalWorkOffset", None)?;
            let zero = Some(UR_RESULT_ERROR_INVALID_VALUE);
            u.global = sizes(d.pNewGlobalWorkSize, dim, "pNewGlobalWorkSize", zero)?;
            u.local = sizes(d.pNewLocalWorkSize, dim, "pNewLocalWorkSize", None)?;
            // SAFETY: (the three lists) their counts of elements (UR contract).
            let mems =
                unsafe { objects::slice(d.pNewMemObjArgList, d.numNewMemObjArgs as usize, "pNewMemObjArgList") }?;
            // SAFETY: as above.
            let ptrs =
                unsafe { objects::slice(d.pNewPointerArgList, d.numNewPointerArgs as usize, "pNewPointerArgList") }?;
            // SAFETY: as above.
            let vals = unsafe { objects::slice(d.pNewValueArgList, d.numNewValueArgs as usize, "pNewValueArgList") }?;
            for m in mems {
                let h = m.hNewMemObjArg;
                let v = if h.is_null() { None } else { Some(mem(WHAT, &cb, h, None)?) };
                u.args.push(Arg { index: m.argIndex, value: ArgValue::Mem(v) });
            }
            for p in ptrs {
                need(p.pNewPointerArg, "pNewPointerArg")?;
                // SAFETY: a pointer to the new pointer value (UR contract).
                let v = unsafe { *(p.pNewPointerArg as *const *const c_void) };
                u.args.push(Arg { index: p.argIndex, value: ArgValue::Pointer(v as usize) });
            }
            for v in vals {
                let value = if v.pNewValueArg.is_null() {
                    ArgValue::Local(v.argSize)
                } else {
                    // SAFETY: `argSize` readable bytes (UR contract).
                    ArgValue::Value(
                        unsafe { std::slice::from_raw_parts(v.pNewValueArg.cast::<u8>(), v.argSize) }.to_vec(),
                    )
                };
                u.args.push(Arg { index: v.argIndex, value });
            }
            work.push((c.index, u));
        }
        for (index, u) in work {
            cb.update_kernel(index, u).map_err(|e| cb_err(WHAT, e))?;
        }
        Ok(())
    }
}

/// `urEnqueueCommandBufferExp` (called from the EnqueueExp table).
///
/// # Safety
/// The UR contract of urEnqueueCommandBufferExp.
pub unsafe fn enqueue(a: args::urEnqueueCommandBufferExp) -> UrResult {
    const WHAT: &str = "urEnqueueCommandBufferExp";
    let q = get::<UrQueue>(a.hQueue)?;
    let cb = get::<CmdBuf>(a.hCommandBuffer)?;
    if !Arc::ptr_eq(&q.context, &cb.ur.context) || q.device.id != cb.ur.device.id {
        return fail(
            UR_RESULT_ERROR_INVALID_QUEUE,
            format!("{WHAT}: the queue's context or device is not the command buffer's"),
        );
    }
    // SAFETY: `numEventsInWaitList` handles at `phEventWaitList` (ur_api.h's condition, checked by the entry).
    let w = unsafe { wait_list::<UrEvents>(&q.context.cl, a.numEventsInWaitList as usize, a.phEventWaitList) }?;
    let done = cb.enqueue(&q.cl, w.events()).map_err(|e| cb_err(WHAT, e))?;
    if !a.phEvent.is_null() {
        let h = event::of_command(&q, done, UR_COMMAND_ENQUEUE_COMMAND_BUFFER_EXP, None);
        // SAFETY: checked non-NULL.
        unsafe { *a.phEvent = h };
    }
    Ok(())
}
