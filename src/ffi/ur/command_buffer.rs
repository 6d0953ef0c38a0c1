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
use super::device::Device;
use super::event::{self, UrEvents};
use super::gen::api::*;
use super::gen::types::*;
use super::kernel::Kernel;
use super::mem::UrMem;
use super::objects::{self, get, need, put, Info, UrObj};
use super::other::Sampler;
use super::queue::UrQueue;
use super::{err, fail, UrResult};
use crate::core::command_buffer::{self as core_cb, Arg, ArgValue, CbError, Cmd, KernelCmd, KernelUpdate, Path};
use crate::core::{usm::UsmPtr, Error};
use crate::ffi::args::wait_list;
use std::any::Any;
use std::ffi::c_void;
use std::sync::{Arc, Mutex};

super::objects::ur_handle!(
    CmdBuf,
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

/// A UR object kept alive by a command buffer.
type Keep = Arc<dyn Any + Send + Sync>;

/// A UR command buffer.
pub struct CmdBuf {
    pub core: core_cb::CommandBuffer,
    pub context: Arc<UrObj<Context>>,
    pub device: Arc<UrObj<Device>>,
    /// UR objects the commands use (samplers, kernels), kept alive, and
    /// the command handles made for it (released with it).
    keep: Mutex<Vec<Arc<dyn Any + Send + Sync>>>,
    commands: Mutex<Vec<usize>>,
}

impl Drop for CmdBuf {
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
    /// The kernel and its declared alternatives (a kernel handle update
    /// must name one of them).
    kernels: Vec<Arc<UrObj<Kernel>>>,
    dim: u32,
}

fn cb_err(what: &str, e: CbError) -> Error {
    let (code, msg) = match &e {
        CbError::SyncPoint(m) => (UR_RESULT_ERROR_INVALID_COMMAND_BUFFER_SYNC_POINT_EXP, m.clone()),
        CbError::Operation(m) => (UR_RESULT_ERROR_INVALID_OPERATION, m.clone()),
        CbError::Unsupported(m) => (UR_RESULT_ERROR_UNSUPPORTED_FEATURE, m.clone()),
        CbError::Value(m) => (UR_RESULT_ERROR_INVALID_VALUE, m.clone()),
        CbError::Cl(c) => return super::result::cl_err(c.call, c.code),
        CbError::Usm(u) => return super::usm::usm_err(what, u.clone()),
    };
    err(code, format!("{what}: {msg}"))
}

fn cb_of(h: ur_exp_command_buffer_handle_t) -> Result<Arc<UrObj<CmdBuf>>, Error> {
    get::<UrObj<CmdBuf>>(h)
}

/// The path a new command buffer on `hDevice` takes (for tests and tools).
///
/// # Safety
/// `hDevice` is NULL or a handle.
pub unsafe fn path_of_device(hDevice: ur_device_handle_t, updatable: bool) -> Result<Path, Error> {
    let d = get::<UrObj<Device>>(hDevice)?;
    Ok(core_cb::path_for(crate::cl::DeviceId(d.cl), updatable))
}

/// The path a command buffer is on now, and why it records (if it could
/// have been native).
pub fn path_of(h: ur_exp_command_buffer_handle_t) -> Result<(Path, Option<String>), Error> {
    let cb = cb_of(h)?;
    Ok((cb.core.path(), cb.core.why_recorded()))
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
    cb: &UrObj<CmdBuf>,
    cmd: Cmd,
    deps: &[u32],
    mutable: bool,
    pSyncPoint: *mut ur_exp_command_buffer_sync_point_t,
) -> Result<u32, Error> {
    let sp = cb.core.append(cmd, deps, mutable).map_err(|e| cb_err(what, e))?;
    if !pSyncPoint.is_null() {
        // SAFETY: caller contract.
        unsafe { *pSyncPoint = sp };
    }
    Ok(sp)
}

fn same_context(what: &str, cb: &CmdBuf, ctx: &Arc<UrObj<Context>>, code: ur_result_t) -> Result<(), Error> {
    if !Arc::ptr_eq(&cb.context, ctx) {
        return Err(err(code, format!("{what}: the object belongs to another context than the command buffer")));
    }
    Ok(())
}

fn buffer(what: &str, cb: &CmdBuf, h: ur_mem_handle_t, offset: usize, size: usize) -> Result<crate::cl::Mem, Error> {
    let m = get::<UrMem>(h)?;
    same_context(what, cb, &m.context, UR_RESULT_ERROR_INVALID_MEM_OBJECT)?;
    let len = m.cl.size()?;
    if size == 0 || offset.checked_add(size).is_none_or(|end| end > len) {
        return Err(err(
            UR_RESULT_ERROR_INVALID_SIZE,
            format!("{what}: [{offset}, +{size}) is empty or outside the {len}-byte buffer"),
        ));
    }
    Ok(m.cl.clone())
}

/// A fill's pattern, copied (`p` non-NULL: both fill appends' ur_api.h check).
fn check_pattern(what: &str, p: *const c_void, psize: usize, size: usize) -> Result<Vec<u8>, Error> {
    debug_assert!(!p.is_null(), "the entry checks pPattern");
    if psize == 0 || size % psize != 0 {
        return Err(err(
            UR_RESULT_ERROR_INVALID_SIZE,
            format!("{what}: patternSize {psize} (size {size}) is not a valid pattern for this command"),
        ));
    }
    // SAFETY: `psize` readable bytes (UR contract), checked non-NULL.
    Ok(unsafe { std::slice::from_raw_parts(p.cast::<u8>(), psize) }.to_vec())
}

/// Translates UR launch-time arguments.
///
/// # Safety
/// The union member named by each argument's type is valid (UR contract).
unsafe fn translate_args(cb: &CmdBuf, args: &[ur_exp_kernel_arg_properties_t]) -> Result<(Vec<Arg>, Vec<Keep>), Error> {
    let mut out = Vec::with_capacity(args.len());
    let mut keep: Vec<Arc<dyn Any + Send + Sync>> = Vec::new();
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
                    if h.is_null() {
                        ArgValue::Mem(None)
                    } else {
                        let m = get::<UrMem>(h)?;
                        same_context("kernel argument", cb, &m.context, UR_RESULT_ERROR_INVALID_MEM_OBJECT)?;
                        ArgValue::Mem(Some(m.cl.clone()))
                    }
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

fn sizes(p: *const usize, dim: u32, what: &str) -> Result<Option<[usize; 3]>, Error> {
    if p.is_null() {
        return Ok(None);
    }
    let mut a = [0usize; 3];
    // SAFETY: `dim` (1..=3, checked by the caller) elements (UR contract).
    let s = unsafe { std::slice::from_raw_parts(p, dim as usize) };
    a[..dim as usize].copy_from_slice(s);
    if what == "pGlobalWorkSize" && s.contains(&0) {
        return Err(err(UR_RESULT_ERROR_INVALID_WORK_DIMENSION, format!("{what} has a zero dimension")));
    }
    Ok(Some(a))
}

/// [`append_kernel`] with the fields of an entry's generated argument
/// struct (both kernel appends name them alike) and its argument list.
macro_rules! kernel_append {
    ($a:expr, $args:expr) => {
        append_kernel(
            $a.hCommandBuffer,
            $a.hKernel,
            $a.workDim,
            $a.pGlobalWorkOffset,
            $a.pGlobalWorkSize,
            $a.pLocalWorkSize,
            $args,
            $a.numKernelAlternatives,
            $a.phKernelAlternatives,
            $a.numSyncPointsInWaitList,
            $a.pSyncPointWaitList,
            $a.numEventsInWaitList,
            $a.phEventWaitList,
            $a.pSyncPoint,
            $a.phEvent,
            $a.phCommand,
        )
    };
}

/// Both kernel appends.
///
/// # Safety
/// The UR contract of urCommandBufferAppendKernelLaunchExp.
unsafe fn append_kernel(
    hCommandBuffer: ur_exp_command_buffer_handle_t,
    hKernel: ur_kernel_handle_t,
    workDim: u32,
    pGlobalWorkOffset: *const usize,
    pGlobalWorkSize: *const usize,
    pLocalWorkSize: *const usize,
    args: Option<&[ur_exp_kernel_arg_properties_t]>,
    numKernelAlternatives: u32,
    phKernelAlternatives: *mut ur_kernel_handle_t,
    numSyncPointsInWaitList: u32,
    pSyncPointWaitList: *const ur_exp_command_buffer_sync_point_t,
    numEventsInWaitList: u32,
    phEventWaitList: *const ur_event_handle_t,
    pSyncPoint: *mut ur_exp_command_buffer_sync_point_t,
    phEvent: *mut ur_event_handle_t,
    phCommand: *mut ur_exp_command_buffer_command_handle_t,
) -> UrResult {
    const WHAT: &str = "urCommandBufferAppendKernelLaunchExp";
    let cb = cb_of(hCommandBuffer)?;
    let k = get::<UrObj<Kernel>>(hKernel)?;
    same_context(WHAT, &cb, &k.program.context, UR_RESULT_ERROR_INVALID_KERNEL)?;
    need(pGlobalWorkSize, "pGlobalWorkSize")?;
    if !(1..=3).contains(&workDim) {
        return fail(UR_RESULT_ERROR_INVALID_WORK_DIMENSION, format!("{WHAT}: workDim {workDim} is not 1, 2 or 3"));
    }
    if (numKernelAlternatives == 0) != phKernelAlternatives.is_null() {
        return fail(
            UR_RESULT_ERROR_INVALID_VALUE,
            format!("{WHAT}: phKernelAlternatives and numKernelAlternatives disagree"),
        );
    }
    // SAFETY: UR contract.
    let deps = unsafe { sync_points(numSyncPointsInWaitList, pSyncPointWaitList) }?;
    no_events(WHAT, numEventsInWaitList, phEventWaitList, phEvent)?;
    if !phCommand.is_null() && !cb.core.updatable {
        return fail(
            UR_RESULT_ERROR_INVALID_OPERATION,
            format!("{WHAT}: phCommand on a command buffer that is not updatable"),
        );
    }
    let mut kernels = vec![k.clone()];
    if numKernelAlternatives > 0 {
        // SAFETY: `numKernelAlternatives` handles (UR contract).
        let alts = unsafe { std::slice::from_raw_parts(phKernelAlternatives, numKernelAlternatives as usize) };
        for &a in alts {
            if a == hKernel {
                return fail(UR_RESULT_ERROR_INVALID_VALUE, format!("{WHAT}: phKernelAlternatives holds hKernel"));
            }
            let ak = get::<UrObj<Kernel>>(a)?;
            same_context(WHAT, &cb, &ak.program.context, UR_RESULT_ERROR_INVALID_KERNEL)?;
            kernels.push(ak);
        }
        // The kernel handle may change: only the recorded path can do that.
        cb.core.force_recorded("a kernel launch with kernel alternatives").map_err(|e| cb_err(WHAT, e))?;
    }
    let offset = sizes(pGlobalWorkOffset, workDim, "pGlobalWorkOffset")?;
    let global = sizes(pGlobalWorkSize, workDim, "pGlobalWorkSize")?.unwrap_or([1; 3]);
    let local = sizes(pLocalWorkSize, workDim, "pLocalWorkSize")?;
    let complete = args.is_some();
    let (args, keep) = match args {
        // SAFETY: UR contract.
        Some(a) => unsafe { translate_args(&cb, a) }?,
        None => (Vec::new(), Vec::new()),
    };
    let snap = {
        let _g = k.lock_args();
        core_cb::snapshot(&k.cl, &args, complete).map_err(|e| cb_err(WHAT, e))?
    };
    let cmd = Cmd::Kernel(KernelCmd { kernel: snap, dim: workDim, offset, global, local });
    // SAFETY: UR contract.
    let sp = unsafe { append(WHAT, &cb, cmd, &deps, !phCommand.is_null(), pSyncPoint) }?;
    {
        let mut kv = cb.keep.lock().unwrap_or_else(|p| p.into_inner());
        kv.extend(keep);
        kv.extend(kernels.iter().map(|k| k.clone() as Arc<dyn Any + Send + Sync>));
    }
    if !phCommand.is_null() {
        let h = objects::new_handle(Command { cb: Arc::as_ptr(&cb) as usize, index: sp, kernels, dim: workDim });
        cb.commands.lock().unwrap_or_else(|p| p.into_inner()).push(h as usize);
        // SAFETY: checked non-NULL.
        unsafe { *phCommand = h };
    }
    Ok(())
}

fn check_rect(region: ur_rect_region_t) -> Result<[usize; 3], Error> {
    if region.width == 0 || region.height == 0 || region.depth == 0 {
        return Err(err(UR_RESULT_ERROR_INVALID_SIZE, "region has a zero dimension"));
    }
    Ok([region.width as usize, region.height as usize, region.depth as usize])
}

fn off3(o: ur_rect_offset_t) -> [usize; 3] {
    [o.x as usize, o.y as usize, o.z as usize]
}

impl CommandBufferExpApi for Ur {
    unsafe fn urCommandBufferCreateExp(a: args::urCommandBufferCreateExp) -> UrResult {
        let ctx = get::<UrObj<Context>>(a.hContext)?;
        let dev = get::<UrObj<Device>>(a.hDevice)?;
        if !super::context::has_device(&ctx, &dev) {
            return fail(UR_RESULT_ERROR_INVALID_DEVICE, "urCommandBufferCreateExp: the device is not in the context");
        }
        // SAFETY: non-NULL (the entry's ur_api.h check); a valid descriptor (UR contract).
        let d = unsafe { &*a.pCommandBufferDesc };
        // SAFETY: a live device.
        if d.isUpdatable != 0 && unsafe { super::device::cmdbuf_update_capabilities(dev.cl) } == 0 {
            return fail(
                UR_RESULT_ERROR_UNSUPPORTED_FEATURE,
                "urCommandBufferCreateExp: updatable command buffers are not supported on this device",
            );
        }
        let core = match core_cb::CommandBuffer::new(
            ctx.cl.clone(),
            crate::cl::DeviceId(dev.cl),
            d.isInOrder != 0,
            d.isUpdatable != 0,
        ) {
            Ok(c) => c,
            Err(e) => return Err(cb_err("urCommandBufferCreateExp", e)),
        };
        let h = objects::new_handle(CmdBuf {
            core,
            context: ctx,
            device: dev,
            keep: Mutex::new(Vec::new()),
            commands: Mutex::new(Vec::new()),
        });
        // SAFETY: non-NULL (the entry's ur_api.h check).
        unsafe { *a.phCommandBuffer = h };
        Ok(())
    }

    unsafe fn urCommandBufferRetainExp(a: args::urCommandBufferRetainExp) -> UrResult {
        objects::retain::<UrObj<CmdBuf>>(a.hCommandBuffer)
    }

    unsafe fn urCommandBufferReleaseExp(a: args::urCommandBufferReleaseExp) -> UrResult {
        objects::release::<UrObj<CmdBuf>>(a.hCommandBuffer)
    }

    unsafe fn urCommandBufferFinalizeExp(a: args::urCommandBufferFinalizeExp) -> UrResult {
        let cb = cb_of(a.hCommandBuffer)?;
        cb.core.finalize().map_err(|e| cb_err("urCommandBufferFinalizeExp", e))
    }

    unsafe fn urCommandBufferGetInfoExp(a: args::urCommandBufferGetInfoExp) -> UrResult {
        let propName = a.propName;
        let cb = cb_of(a.hCommandBuffer)?;
        let info = Info { size: a.propSize, value: a.pPropValue, size_ret: a.pPropSizeRet };
        match propName {
            UR_EXP_COMMAND_BUFFER_INFO_REFERENCE_COUNT => {
                // SAFETY: GetInfo contract.
                unsafe { info.val(objects::ref_count::<UrObj<CmdBuf>>(a.hCommandBuffer)) }
            }
            UR_EXP_COMMAND_BUFFER_INFO_DESCRIPTOR => {
                let d = ur_exp_command_buffer_desc_t {
                    stype: UR_STRUCTURE_TYPE_EXP_COMMAND_BUFFER_DESC,
                    pNext: std::ptr::null(),
                    isUpdatable: cb.core.updatable as ur_bool_t,
                    isInOrder: cb.core.in_order as ur_bool_t,
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
        let cb = cb_of(a.hCommandBuffer)?;
        match cb.core.native_handle() {
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
        unsafe { kernel_append!(a, None) }
    }

    unsafe fn urCommandBufferAppendKernelLaunchWithArgsExp(
        a: args::urCommandBufferAppendKernelLaunchWithArgsExp,
    ) -> UrResult {
        // SAFETY: `numArgs` elements (UR contract).
        let args = unsafe { objects::slice(a.pArgs, a.numArgs as usize, "pArgs") }?;
        // SAFETY: UR contract.
        unsafe { kernel_append!(a, Some(args)) }
    }

    unsafe fn urCommandBufferAppendUSMMemcpyExp(a: args::urCommandBufferAppendUSMMemcpyExp) -> UrResult {
        const WHAT: &str = "urCommandBufferAppendUSMMemcpyExp";
        let cb = cb_of(a.hCommandBuffer)?;
        let cmd = Cmd::UsmMemcpy { dst: a.pDst as usize, src: a.pSrc as usize, size: a.size };
        append_tail!(WHAT, cb, a, cmd)
    }

    unsafe fn urCommandBufferAppendUSMFillExp(a: args::urCommandBufferAppendUSMFillExp) -> UrResult {
        const WHAT: &str = "urCommandBufferAppendUSMFillExp";
        let cb = cb_of(a.hCommandBuffer)?;
        let pattern = check_pattern(WHAT, a.pPattern, a.patternSize, a.size)?;
        // SAFETY: `size` bytes of a USM allocation, allocated while the command buffer may run (UR contract).
        let cmd = Cmd::UsmFill { ptr: unsafe { UsmPtr::new(a.pMemory as usize) }, pattern, size: a.size };
        append_tail!(WHAT, cb, a, cmd)
    }

    unsafe fn urCommandBufferAppendMemBufferCopyExp(a: args::urCommandBufferAppendMemBufferCopyExp) -> UrResult {
        const WHAT: &str = "urCommandBufferAppendMemBufferCopyExp";
        let cb = cb_of(a.hCommandBuffer)?;
        let src = buffer(WHAT, &cb, a.hSrcMem, a.srcOffset, a.size)?;
        let dst = buffer(WHAT, &cb, a.hDstMem, a.dstOffset, a.size)?;
        let cmd = Cmd::Copy { src, dst, src_off: a.srcOffset, dst_off: a.dstOffset, size: a.size };
        append_tail!(WHAT, cb, a, cmd)
    }

    unsafe fn urCommandBufferAppendMemBufferCopyRectExp(
        a: args::urCommandBufferAppendMemBufferCopyRectExp,
    ) -> UrResult {
        const WHAT: &str = "urCommandBufferAppendMemBufferCopyRectExp";
        let cb = cb_of(a.hCommandBuffer)?;
        let region = check_rect(a.region)?;
        let src = get::<UrMem>(a.hSrcMem)?;
        let dst = get::<UrMem>(a.hDstMem)?;
        same_context(WHAT, &cb, &src.context, UR_RESULT_ERROR_INVALID_MEM_OBJECT)?;
        same_context(WHAT, &cb, &dst.context, UR_RESULT_ERROR_INVALID_MEM_OBJECT)?;
        let cmd = Cmd::CopyRect {
            src: src.cl.clone(),
            dst: dst.cl.clone(),
            src_origin: off3(a.srcOrigin),
            dst_origin: off3(a.dstOrigin),
            region,
            pitches: [a.srcRowPitch, a.srcSlicePitch, a.dstRowPitch, a.dstSlicePitch],
        };
        append_tail!(WHAT, cb, a, cmd)
    }

    unsafe fn urCommandBufferAppendMemBufferFillExp(a: args::urCommandBufferAppendMemBufferFillExp) -> UrResult {
        const WHAT: &str = "urCommandBufferAppendMemBufferFillExp";
        let cb = cb_of(a.hCommandBuffer)?;
        let buf = buffer(WHAT, &cb, a.hBuffer, a.offset, a.size)?;
        let pattern = check_pattern(WHAT, a.pPattern, a.patternSize, a.size)?;
        let cmd = if pattern.len().is_power_of_two() && pattern.len() <= 128 {
            Cmd::Fill { buf, pattern, off: a.offset, size: a.size }
        } else {
            // OpenCL's fill takes power-of-two patterns up to 128 bytes:
            // any other is written from the filled bytes, kept in the command.
            Cmd::WriteOwned { buf, off: a.offset, data: pattern.repeat(a.size / pattern.len()) }
        };
        append_tail!(WHAT, cb, a, cmd)
    }

    unsafe fn urCommandBufferAppendMemBufferReadExp(a: args::urCommandBufferAppendMemBufferReadExp) -> UrResult {
        const WHAT: &str = "urCommandBufferAppendMemBufferReadExp";
        let cb = cb_of(a.hCommandBuffer)?;
        let buf = buffer(WHAT, &cb, a.hBuffer, a.offset, a.size)?;
        let cmd = Cmd::Read { buf, off: a.offset, size: a.size, dst: a.pDst as usize };
        append_tail!(WHAT, cb, a, cmd)
    }

    unsafe fn urCommandBufferAppendMemBufferWriteExp(a: args::urCommandBufferAppendMemBufferWriteExp) -> UrResult {
        const WHAT: &str = "urCommandBufferAppendMemBufferWriteExp";
        let cb = cb_of(a.hCommandBuffer)?;
        let buf = buffer(WHAT, &cb, a.hBuffer, a.offset, a.size)?;
        let cmd = Cmd::Write { buf, off: a.offset, size: a.size, src: a.pSrc as usize };
        append_tail!(WHAT, cb, a, cmd)
    }

    unsafe fn urCommandBufferAppendMemBufferReadRectExp(
        a: args::urCommandBufferAppendMemBufferReadRectExp,
    ) -> UrResult {
        const WHAT: &str = "urCommandBufferAppendMemBufferReadRectExp";
        let cb = cb_of(a.hCommandBuffer)?;
        let region = check_rect(a.region)?;
        let m = get::<UrMem>(a.hBuffer)?;
        same_context(WHAT, &cb, &m.context, UR_RESULT_ERROR_INVALID_MEM_OBJECT)?;
        let cmd = Cmd::ReadRect {
            buf: m.cl.clone(),
            buf_origin: off3(a.bufferOffset),
            host_origin: off3(a.hostOffset),
            region,
            pitches: [a.bufferRowPitch, a.bufferSlicePitch, a.hostRowPitch, a.hostSlicePitch],
            dst: a.pDst as usize,
        };
        append_tail!(WHAT, cb, a, cmd)
    }

    unsafe fn urCommandBufferAppendMemBufferWriteRectExp(
        a: args::urCommandBufferAppendMemBufferWriteRectExp,
    ) -> UrResult {
        const WHAT: &str = "urCommandBufferAppendMemBufferWriteRectExp";
        let cb = cb_of(a.hCommandBuffer)?;
        let region = check_rect(a.region)?;
        let m = get::<UrMem>(a.hBuffer)?;
        same_context(WHAT, &cb, &m.context, UR_RESULT_ERROR_INVALID_MEM_OBJECT)?;
        let cmd = Cmd::WriteRect {
            buf: m.cl.clone(),
            buf_origin: off3(a.bufferOffset),
            host_origin: off3(a.hostOffset),
            region,
            pitches: [a.bufferRowPitch, a.bufferSlicePitch, a.hostRowPitch, a.hostSlicePitch],
            src: a.pSrc as usize,
        };
        append_tail!(WHAT, cb, a, cmd)
    }

    // USM prefetch and advice are hints with no OpenCL counterpart: an
    // ordering point, as urEnqueueUSMPrefetch/Advise are.
    unsafe fn urCommandBufferAppendUSMPrefetchExp(a: args::urCommandBufferAppendUSMPrefetchExp) -> UrResult {
        const WHAT: &str = "urCommandBufferAppendUSMPrefetchExp";
        let cb = cb_of(a.hCommandBuffer)?;
        append_tail!(WHAT, cb, a, Cmd::Barrier)
    }

    unsafe fn urCommandBufferAppendUSMAdviseExp(a: args::urCommandBufferAppendUSMAdviseExp) -> UrResult {
        const WHAT: &str = "urCommandBufferAppendUSMAdviseExp";
        let cb = cb_of(a.hCommandBuffer)?;
        append_tail!(WHAT, cb, a, Cmd::Barrier)
    }

    unsafe fn urCommandBufferUpdateKernelLaunchExp(a: args::urCommandBufferUpdateKernelLaunchExp) -> UrResult {
        const WHAT: &str = "urCommandBufferUpdateKernelLaunchExp";
        let cb = cb_of(a.hCommandBuffer)?;
        // SAFETY: `numKernelUpdates` descriptors (UR contract).
        let descs =
            unsafe { objects::slice(a.pUpdateKernelLaunch, a.numKernelUpdates as usize, "pUpdateKernelLaunch") }?;
        if !cb.core.updatable {
            return fail(UR_RESULT_ERROR_INVALID_OPERATION, format!("{WHAT}: the command buffer is not updatable"));
        }
        if !cb.core.is_finalized() {
            return fail(UR_RESULT_ERROR_INVALID_OPERATION, format!("{WHAT}: the command buffer is not finalized"));
        }
        // Validate and translate every descriptor before changing anything.
        let mut work = Vec::with_capacity(descs.len());
        let mut keep: Vec<Arc<dyn Any + Send + Sync>> = Vec::new();
        for d in descs {
            let c = match get::<UrObj<Command>>(d.hCommand) {
                Ok(c) => c,
                Err(e) if e.face == Some(UR_RESULT_ERROR_INVALID_NULL_HANDLE as i32) => {
                    return fail(UR_RESULT_ERROR_INVALID_NULL_HANDLE, format!("{WHAT}: hCommand is NULL"))
                }
                Err(e) => return Err(e),
            };
            if c.cb != Arc::as_ptr(&cb) as usize {
                return fail(
                    UR_RESULT_ERROR_INVALID_COMMAND_BUFFER_COMMAND_HANDLE_EXP,
                    format!("{WHAT}: the command belongs to another command buffer"),
                );
            }
            let dim = if d.newWorkDim == 0 { c.dim } else { d.newWorkDim };
            if !(1..=3).contains(&dim) {
                return fail(
                    UR_RESULT_ERROR_INVALID_WORK_DIMENSION,
                    format!("{WHAT}: newWorkDim {} is not 1, 2 or 3", d.newWorkDim),
                );
            }
            let mut u = KernelUpdate { dim: Some(dim), ..KernelUpdate::default() };
            if !d.hNewKernel.is_null() {
                let Some(k) = c.kernels.iter().find(|k| Arc::as_ptr(k) as ur_kernel_handle_t == d.hNewKernel) else {
                    return fail(
                        UR_RESULT_ERROR_INVALID_VALUE,
                        format!("{WHAT}: hNewKernel is neither the command's kernel nor one of its alternatives"),
                    );
                };
                if !Arc::ptr_eq(k, &c.kernels[0]) || cb.core.path() == Path::Recorded {
                    let snap = {
                        let _g = k.lock_args();
                        core_cb::snapshot(&k.cl, &[], false).map_err(|e| cb_err(WHAT, e))?
                    };
                    u.kernel = Some(snap);
                }
            }
            let read = |p: *const usize, what: &str| -> Result<Option<Vec<usize>>, Error> {
                if p.is_null() {
                    return Ok(None);
                }
                // SAFETY: `dim` elements (UR contract).
                let s = unsafe { std::slice::from_raw_parts(p, dim as usize) }.to_vec();
                if what == "pNewGlobalWorkSize" && s.contains(&0) {
                    return Err(err(UR_RESULT_ERROR_INVALID_VALUE, format!("{WHAT}: {what} has a zero dimension")));
                }
                Ok(Some(s))
            };
            u.offset = read(d.pNewGlobalWorkOffset, "pNewGlobalWorkOffset")?;
            u.global = read(d.pNewGlobalWorkSize, "pNewGlobalWorkSize")?;
            u.local = read(d.pNewLocalWorkSize, "pNewLocalWorkSize")?;
            // SAFETY: (the three lists) their counts of elements (UR contract).
            let mems =
                unsafe { objects::slice(d.pNewMemObjArgList, d.numNewMemObjArgs as usize, "pNewMemObjArgList") }?;
            // SAFETY: as above.
            let ptrs =
                unsafe { objects::slice(d.pNewPointerArgList, d.numNewPointerArgs as usize, "pNewPointerArgList") }?;
            // SAFETY: as above.
            let vals = unsafe { objects::slice(d.pNewValueArgList, d.numNewValueArgs as usize, "pNewValueArgList") }?;
            for m in mems {
                let v = if m.hNewMemObjArg.is_null() {
                    None
                } else {
                    let mo = get::<UrMem>(m.hNewMemObjArg)?;
                    same_context(WHAT, &cb, &mo.context, UR_RESULT_ERROR_INVALID_MEM_OBJECT)?;
                    Some(mo.cl.clone())
                };
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
            keep.push(c.clone());
            work.push((c.index, u));
        }
        for (index, u) in work {
            if let Err(e) = cb.core.update_kernel(index, u) {
                return Err(cb_err(WHAT, e));
            }
        }
        drop(keep);
        Ok(())
    }
}

/// `urEnqueueCommandBufferExp` (called from the EnqueueExp table).
///
/// # Safety
/// The UR contract of urEnqueueCommandBufferExp.
pub unsafe fn enqueue(
    hQueue: ur_queue_handle_t,
    hCommandBuffer: ur_exp_command_buffer_handle_t,
    numEventsInWaitList: u32,
    phEventWaitList: *const ur_event_handle_t,
    phEvent: *mut ur_event_handle_t,
) -> UrResult {
    const WHAT: &str = "urEnqueueCommandBufferExp";
    let q = get::<UrQueue>(hQueue)?;
    let cb = cb_of(hCommandBuffer)?;
    if !Arc::ptr_eq(&q.context, &cb.context) || q.device.cl != cb.device.cl {
        return fail(
            UR_RESULT_ERROR_INVALID_QUEUE,
            format!("{WHAT}: the queue's context or device is not the command buffer's"),
        );
    }
    // SAFETY: `numEventsInWaitList` handles at `phEventWaitList` (ur_api.h's condition, checked by the entry).
    let w = unsafe { wait_list::<UrEvents>(&q.context.cl, numEventsInWaitList as usize, phEventWaitList) }?;
    let done = match cb.core.enqueue(&q.cl, w.events()) {
        Ok(e) => e,
        Err(e) => return Err(cb_err(WHAT, e)),
    };
    if !phEvent.is_null() {
        let h = event::of_command(&q, done, UR_COMMAND_ENQUEUE_COMMAND_BUFFER_EXP, None);
        // SAFETY: checked non-NULL.
        unsafe { *phEvent = h };
    }
    Ok(())
}
