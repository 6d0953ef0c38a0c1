//! `cl_khr_command_buffer` (and `cl_khr_command_buffer_mutable_dispatch`):
//! the entry points, fetched per platform with
//! `clGetExtensionFunctionAddressForPlatform` as `Option<fn>`, and a small
//! owning wrapper, [`CommandBufferKhr`], for the core's native command
//! buffers (`core::command_buffer`).
//!
//! The extension was provisional until 1.0.0 and its ABI changed on the way
//! (OpenCL-Headers): before 0.9.5 the non-kernel `clCommand*KHR` entries
//! take no `properties` argument; from 0.9.5 every one does (and the SVM
//! commands exist only in that form here). The mutable-dispatch update
//! takes `(num_configs, config_types, configs)` from its 0.9.3 on; older
//! layouts (a base config struct) are not called. The version comes from
//! `CL_DEVICE_EXTENSIONS_WITH_VERSION`; a device that does not report it
//! gets no native command buffers (syclrt records and replays instead), so
//! no entry point is ever called with an ABI it may not have.
//!
//! Measured here: PoCL 3.1 lists `cl_khr_command_buffer` 0.9.0 (no mutable
//! dispatch); Intel's CPU runtime 2026.2 lists 1.0.0 and
//! `cl_khr_command_buffer_mutable_dispatch` 0.9.3; its 2024.2.1 lists none.
#![allow(non_snake_case, reason = "fields are named exactly like the OpenCL entry points")]
#![allow(non_camel_case_types, reason = "Khronos names")]
#![allow(clippy::too_many_arguments, reason = "the OpenCL signatures are what they are")]
#![allow(clippy::type_complexity, reason = "function-pointer fields spelled out like the C prototypes")]

use super::raw;
use super::sys::*;
use super::{ClError, Event, Kernel, Mem, PlatformId, Queue};
use std::ffi::c_void;
use std::ptr::{null, null_mut};

pub type cl_command_buffer_khr = *mut c_void;
pub type cl_mutable_command_khr = *mut c_void;
pub type cl_sync_point_khr = cl_uint;

const CL_DEVICE_EXTENSIONS_WITH_VERSION: cl_uint = 0x1060;
const CL_DEVICE_COMMAND_BUFFER_CAPABILITIES_KHR: cl_uint = 0x12A9;
const CL_DEVICE_COMMAND_BUFFER_REQUIRED_QUEUE_PROPERTIES_KHR: cl_uint = 0x12AA;
const CL_COMMAND_BUFFER_CAPABILITY_SIMULTANEOUS_USE_KHR: u64 = 1 << 2;
const CL_DEVICE_MUTABLE_DISPATCH_CAPABILITIES_KHR: cl_uint = 0x12B0;
const CL_COMMAND_BUFFER_FLAGS_KHR: u64 = 0x1293;
const CL_COMMAND_BUFFER_SIMULTANEOUS_USE_KHR: u64 = 1 << 0;
const CL_COMMAND_BUFFER_MUTABLE_KHR: u64 = 1 << 1;
const CL_MUTABLE_DISPATCH_UPDATABLE_FIELDS_KHR: u64 = 0x12B1;
const CL_STRUCTURE_TYPE_MUTABLE_DISPATCH_CONFIG_KHR: cl_uint = 0;
/// `CL_INCOMPATIBLE_COMMAND_QUEUE_KHR`.
pub const CL_INCOMPATIBLE_COMMAND_QUEUE_KHR: cl_int = -1140;

/// `cl_mutable_dispatch_fields_khr` bits.
pub const MUTABLE_GLOBAL_OFFSET: u64 = 1 << 0;
pub const MUTABLE_GLOBAL_SIZE: u64 = 1 << 1;
pub const MUTABLE_LOCAL_SIZE: u64 = 1 << 2;
pub const MUTABLE_ARGUMENTS: u64 = 1 << 3;
pub const MUTABLE_EXEC_INFO: u64 = 1 << 4;

/// `CL_MAKE_VERSION(major, minor, patch)`.
pub const fn make_version(major: u32, minor: u32, patch: u32) -> u32 {
    (major << 22) | (minor << 12) | patch
}

/// `cl_mutable_dispatch_arg_khr`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct MutableArg {
    pub arg_index: cl_uint,
    pub arg_size: usize,
    pub arg_value: *const c_void,
}

/// `cl_mutable_dispatch_config_khr` (mutable dispatch 0.9.3 and later).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct MutableDispatchConfig {
    pub command: cl_mutable_command_khr,
    pub num_args: cl_uint,
    pub num_svm_args: cl_uint,
    pub num_exec_infos: cl_uint,
    pub work_dim: cl_uint,
    pub arg_list: *const MutableArg,
    pub arg_svm_list: *const MutableArg,
    pub exec_info_list: *const c_void,
    pub global_work_offset: *const usize,
    pub global_work_size: *const usize,
    pub local_work_size: *const usize,
}

type Sp = *const cl_sync_point_khr;
type SpOut = *mut cl_sync_point_khr;
type Mh = *mut cl_mutable_command_khr;
type Props = *const u64;

/// The entry points of one platform (each `None` where absent or where the
/// device's version of the extension has another prototype).
#[derive(Clone, Copy, Default)]
pub struct Fns {
    pub clCreateCommandBufferKHR: Option<
        unsafe extern "C" fn(cl_uint, *const cl_command_queue, *const u64, *mut cl_int) -> cl_command_buffer_khr,
    >,
    pub clFinalizeCommandBufferKHR: Option<unsafe extern "C" fn(cl_command_buffer_khr) -> cl_int>,
    pub clRetainCommandBufferKHR: Option<unsafe extern "C" fn(cl_command_buffer_khr) -> cl_int>,
    pub clReleaseCommandBufferKHR: Option<unsafe extern "C" fn(cl_command_buffer_khr) -> cl_int>,
    pub clEnqueueCommandBufferKHR: Option<
        unsafe extern "C" fn(
            cl_uint,
            *mut cl_command_queue,
            cl_command_buffer_khr,
            cl_uint,
            *const cl_event,
            *mut cl_event,
        ) -> cl_int,
    >,
    pub clCommandNDRangeKernelKHR: Option<
        unsafe extern "C" fn(
            cl_command_buffer_khr,
            cl_command_queue,
            Props,
            cl_kernel,
            cl_uint,
            *const usize,
            *const usize,
            *const usize,
            cl_uint,
            Sp,
            SpOut,
            Mh,
        ) -> cl_int,
    >,
    // 0.9.0 .. 0.9.4 prototypes (no properties).
    pub barrier_old:
        Option<unsafe extern "C" fn(cl_command_buffer_khr, cl_command_queue, cl_uint, Sp, SpOut, Mh) -> cl_int>,
    pub copy_old: Option<
        unsafe extern "C" fn(
            cl_command_buffer_khr,
            cl_command_queue,
            cl_mem,
            cl_mem,
            usize,
            usize,
            usize,
            cl_uint,
            Sp,
            SpOut,
            Mh,
        ) -> cl_int,
    >,
    pub fill_old: Option<
        unsafe extern "C" fn(
            cl_command_buffer_khr,
            cl_command_queue,
            cl_mem,
            *const c_void,
            usize,
            usize,
            usize,
            cl_uint,
            Sp,
            SpOut,
            Mh,
        ) -> cl_int,
    >,
    // 0.9.5 .. 1.0 prototypes (a properties argument after the queue).
    pub barrier_new:
        Option<unsafe extern "C" fn(cl_command_buffer_khr, cl_command_queue, Props, cl_uint, Sp, SpOut, Mh) -> cl_int>,
    pub copy_new: Option<
        unsafe extern "C" fn(
            cl_command_buffer_khr,
            cl_command_queue,
            Props,
            cl_mem,
            cl_mem,
            usize,
            usize,
            usize,
            cl_uint,
            Sp,
            SpOut,
            Mh,
        ) -> cl_int,
    >,
    pub fill_new: Option<
        unsafe extern "C" fn(
            cl_command_buffer_khr,
            cl_command_queue,
            Props,
            cl_mem,
            *const c_void,
            usize,
            usize,
            usize,
            cl_uint,
            Sp,
            SpOut,
            Mh,
        ) -> cl_int,
    >,
    pub svm_memcpy: Option<
        unsafe extern "C" fn(
            cl_command_buffer_khr,
            cl_command_queue,
            Props,
            *mut c_void,
            *const c_void,
            usize,
            cl_uint,
            Sp,
            SpOut,
            Mh,
        ) -> cl_int,
    >,
    pub svm_fill: Option<
        unsafe extern "C" fn(
            cl_command_buffer_khr,
            cl_command_queue,
            Props,
            *mut c_void,
            *const c_void,
            usize,
            usize,
            cl_uint,
            Sp,
            SpOut,
            Mh,
        ) -> cl_int,
    >,
    /// `clUpdateMutableCommandsKHR` (mutable dispatch 0.9.3+).
    pub update:
        Option<unsafe extern "C" fn(cl_command_buffer_khr, cl_uint, *const cl_uint, *const *const c_void) -> cl_int>,
}

/// What a device offers for native command buffers.
#[derive(Clone, Copy)]
pub struct DeviceSupport {
    /// `cl_khr_command_buffer`'s version (`CL_MAKE_VERSION`).
    pub version: u32,
    /// `cl_khr_command_buffer_mutable_dispatch`'s version, 0 if absent.
    pub mutable_version: u32,
    /// `CL_DEVICE_MUTABLE_DISPATCH_CAPABILITIES_KHR` (0 if unusable).
    pub mutable_caps: u64,
    pub simultaneous_use: bool,
    pub required_queue_props: u64,
    pub fns: Fns,
}

impl std::fmt::Debug for DeviceSupport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "cl_khr_command_buffer {:#x}, mutable dispatch {:#x} (caps {:#x})",
            self.version, self.mutable_version, self.mutable_caps
        )
    }
}

impl DeviceSupport {
    /// The 0.9.5+ prototypes.
    pub fn new_abi(&self) -> bool {
        self.version >= make_version(0, 9, 5)
    }
}

/// `CL_DEVICE_EXTENSIONS_WITH_VERSION` as (name, version) pairs (`cl_name_version`:
/// a 4-byte version then a 64-byte name).
fn extensions_with_version(d: cl_device_id) -> Vec<(String, u32)> {
    let Ok(b) = super::DeviceId(d).info_bytes(CL_DEVICE_EXTENSIONS_WITH_VERSION) else { return Vec::new() };
    b.chunks_exact(68)
        .map(|c| {
            let v = u32::from_ne_bytes([c[0], c[1], c[2], c[3]]);
            let name = &c[4..];
            let end = name.iter().position(|&x| x == 0).unwrap_or(name.len());
            (String::from_utf8_lossy(&name[..end]).into_owned(), v)
        })
        .collect()
}

fn device_u64(d: cl_device_id, param: cl_uint) -> u64 {
    super::DeviceId(d).info_bytes(param).ok().map_or(0, |b| {
        let mut a = [0u8; 8];
        let n = b.len().min(8);
        a[..n].copy_from_slice(&b[..n]);
        u64::from_ne_bytes(a)
    })
}

/// Reinterprets an extension entry point's address as its function type.
///
/// # Safety
/// `ptr` is the address of a function whose C prototype is `F`.
unsafe fn fn_from_ptr<F: Copy>(ptr: *mut c_void) -> F {
    const { assert!(std::mem::size_of::<F>() == std::mem::size_of::<*mut c_void>()) };
    // SAFETY: same size (asserted); the caller guarantees the prototype.
    unsafe { std::mem::transmute_copy::<*mut c_void, F>(&ptr) }
}

fn lookup(p: cl_platform_id, new_abi: bool, mutable: bool) -> Fns {
    let get = |name: &std::ffi::CStr| -> *mut c_void {
        // SAFETY: a valid platform id and a NUL-terminated name.
        unsafe { raw::clGetExtensionFunctionAddressForPlatform(p, name.as_ptr()) }
    };
    macro_rules! f {
        ($name:literal) => {{
            let ptr = get($name);
            // SAFETY: the ICD returned the entry point of that name; the
            // field's type is its prototype for the device's version.
            (!ptr.is_null()).then(|| unsafe { fn_from_ptr(ptr) })
        }};
    }
    let mut t = Fns {
        clCreateCommandBufferKHR: f!(c"clCreateCommandBufferKHR"),
        clFinalizeCommandBufferKHR: f!(c"clFinalizeCommandBufferKHR"),
        clRetainCommandBufferKHR: f!(c"clRetainCommandBufferKHR"),
        clReleaseCommandBufferKHR: f!(c"clReleaseCommandBufferKHR"),
        clEnqueueCommandBufferKHR: f!(c"clEnqueueCommandBufferKHR"),
        clCommandNDRangeKernelKHR: f!(c"clCommandNDRangeKernelKHR"),
        ..Fns::default()
    };
    if new_abi {
        t.barrier_new = f!(c"clCommandBarrierWithWaitListKHR");
        t.copy_new = f!(c"clCommandCopyBufferKHR");
        t.fill_new = f!(c"clCommandFillBufferKHR");
        t.svm_memcpy = f!(c"clCommandSVMMemcpyKHR");
        t.svm_fill = f!(c"clCommandSVMMemFillKHR");
    } else {
        t.barrier_old = f!(c"clCommandBarrierWithWaitListKHR");
        t.copy_old = f!(c"clCommandCopyBufferKHR");
        t.fill_old = f!(c"clCommandFillBufferKHR");
    }
    if mutable {
        t.update = f!(c"clUpdateMutableCommandsKHR");
    }
    t
}

/// What device `d` of platform `p` offers for native command buffers, or
/// `None` where it lacks the extension, does not report its version, or
/// lacks a required entry point. Asked of the driver on every call (core
/// keeps the answer per device in `core::handles`).
///
/// # Safety
/// `d` is a live device of platform `p`.
pub unsafe fn probe(d: cl_device_id, p: PlatformId) -> Option<DeviceSupport> {
    let exts = extensions_with_version(d);
    let version = exts.iter().find(|(n, _)| n == "cl_khr_command_buffer").map(|e| e.1)?;
    if version < make_version(0, 9, 0) {
        return None;
    }
    let mut mutable_version =
        exts.iter().find(|(n, _)| n == "cl_khr_command_buffer_mutable_dispatch").map_or(0, |e| e.1);
    if mutable_version != 0 && mutable_version < make_version(0, 9, 3) {
        // An older update ABI (a base config struct): not called.
        mutable_version = 0;
    }
    let fns = lookup(p.0, version >= make_version(0, 9, 5), mutable_version != 0);
    if fns.clCreateCommandBufferKHR.is_none()
        || fns.clFinalizeCommandBufferKHR.is_none()
        || fns.clReleaseCommandBufferKHR.is_none()
        || fns.clEnqueueCommandBufferKHR.is_none()
        || fns.clCommandNDRangeKernelKHR.is_none()
    {
        return None;
    }
    let caps = device_u64(d, CL_DEVICE_COMMAND_BUFFER_CAPABILITIES_KHR);
    let mutable_caps = if mutable_version != 0 && fns.update.is_some() {
        device_u64(d, CL_DEVICE_MUTABLE_DISPATCH_CAPABILITIES_KHR)
    } else {
        0
    };
    Some(DeviceSupport {
        version,
        mutable_version,
        mutable_caps,
        simultaneous_use: caps & CL_COMMAND_BUFFER_CAPABILITY_SIMULTANEOUS_USE_KHR != 0,
        required_queue_props: device_u64(d, CL_DEVICE_COMMAND_BUFFER_REQUIRED_QUEUE_PROPERTIES_KHR),
        fns,
    })
}

/// `clCloneKernel`: a new kernel object with the same arguments and exec
/// info (OpenCL 2.1): the snapshot a recorded launch keeps.
pub fn clone_kernel(k: &Kernel) -> Result<Kernel, ClError> {
    let api = super::api().map_err(|_| ClError::new(raw::NOT_LOADED, "clCloneKernel"))?;
    let f = api.clCloneKernel.ok_or(ClError::unsupported("clCloneKernel"))?;
    let mut code = 0;
    // SAFETY: a live kernel; the caller serialises argument setters on it.
    let raw_k = unsafe { f(k.raw(), &mut code) };
    if code != CL_SUCCESS || raw_k.is_null() {
        return Err(ClError::new(if code != CL_SUCCESS { code } else { CL_OUT_OF_HOST_MEMORY }, "clCloneKernel"));
    }
    // SAFETY: one new reference, now owned.
    Ok(unsafe { Kernel::from_owned(raw_k) })
}

/// An owned `cl_command_buffer_khr` recorded for one queue.
pub struct CommandBufferKhr {
    raw: cl_command_buffer_khr,
    s: DeviceSupport,
    /// The queue it was created with (kept alive for it).
    pub queue: Queue,
}
// SAFETY: OpenCL objects may be used from any thread; the core serialises
// recording and updates behind its own lock.
unsafe impl Send for CommandBufferKhr {}
// SAFETY: as above.
unsafe impl Sync for CommandBufferKhr {}

impl Drop for CommandBufferKhr {
    fn drop(&mut self) {
        if let Some(f) = self.s.fns.clReleaseCommandBufferKHR {
            // SAFETY: the one reference this wrapper owns.
            unsafe { f(self.raw) };
        }
    }
}

fn sp_list(w: &[cl_sync_point_khr]) -> (cl_uint, Sp) {
    if w.is_empty() {
        (0, null())
    } else {
        (w.len() as cl_uint, w.as_ptr())
    }
}

fn call(code: cl_int, name: &'static str) -> Result<(), ClError> {
    super::check(code, name)
}

fn absent(name: &'static str) -> ClError {
    ClError::unsupported(name)
}

impl CommandBufferKhr {
    /// Creates a command buffer on `queue` (whose device has `s`), mutable
    /// when asked (`s.mutable_caps` must then be non-zero).
    pub fn create(queue: Queue, s: DeviceSupport, mutable: bool) -> Result<Self, ClError> {
        let create = s.fns.clCreateCommandBufferKHR.ok_or(absent("clCreateCommandBufferKHR"))?;
        let mut flags = 0u64;
        if s.version < make_version(1, 0, 0) && s.simultaneous_use {
            flags |= CL_COMMAND_BUFFER_SIMULTANEOUS_USE_KHR;
        }
        if mutable {
            flags |= CL_COMMAND_BUFFER_MUTABLE_KHR;
        }
        let props: [u64; 3] = [CL_COMMAND_BUFFER_FLAGS_KHR, flags, 0];
        let q = queue.raw();
        let mut code = 0;
        // SAFETY: one live queue and a zero-terminated property list.
        let raw_cb = unsafe { create(1, &q, if flags != 0 { props.as_ptr() } else { null() }, &mut code) };
        if code != CL_SUCCESS || raw_cb.is_null() {
            return Err(ClError::new(
                if code != CL_SUCCESS { code } else { CL_OUT_OF_RESOURCES },
                "clCreateCommandBufferKHR",
            ));
        }
        Ok(CommandBufferKhr { raw: raw_cb, s, queue })
    }

    pub fn raw(&self) -> cl_command_buffer_khr {
        self.raw
    }

    /// Whether re-enqueueing while a submission is pending is allowed.
    pub fn simultaneous(&self) -> bool {
        self.s.version >= make_version(1, 0, 0) || self.s.simultaneous_use
    }

    pub fn finalize(&self) -> Result<(), ClError> {
        let f = self.s.fns.clFinalizeCommandBufferKHR.ok_or(absent("clFinalizeCommandBufferKHR"))?;
        // SAFETY: a live command buffer.
        call(unsafe { f(self.raw) }, "clFinalizeCommandBufferKHR")
    }

    /// Records a launch of `k` (its arguments as set now are captured).
    pub fn kernel(
        &self,
        k: &Kernel,
        offset: Option<&[usize]>,
        global: &[usize],
        local: Option<&[usize]>,
        wait: &[cl_sync_point_khr],
        mutable_fields: u64,
    ) -> Result<(cl_sync_point_khr, cl_mutable_command_khr), ClError> {
        let f = self.s.fns.clCommandNDRangeKernelKHR.ok_or(absent("clCommandNDRangeKernelKHR"))?;
        let (n, w) = sp_list(wait);
        let mut sp = 0;
        let mut mh: cl_mutable_command_khr = null_mut();
        let props: [u64; 3] = [CL_MUTABLE_DISPATCH_UPDATABLE_FIELDS_KHR, mutable_fields, 0];
        // SAFETY: live objects; `global` (and `offset`/`local` when given)
        // hold `global.len()` sizes; the sync points are this buffer's.
        let code = unsafe {
            f(
                self.raw,
                null_mut(),
                if mutable_fields != 0 { props.as_ptr() } else { null() },
                k.raw(),
                global.len() as cl_uint,
                offset.map_or(null(), <[usize]>::as_ptr),
                global.as_ptr(),
                local.map_or(null(), <[usize]>::as_ptr),
                n,
                w,
                &mut sp,
                if mutable_fields != 0 { &mut mh } else { null_mut() },
            )
        };
        call(code, "clCommandNDRangeKernelKHR")?;
        Ok((sp, mh))
    }

    pub fn barrier(&self, wait: &[cl_sync_point_khr]) -> Result<cl_sync_point_khr, ClError> {
        let (n, w) = sp_list(wait);
        let mut sp = 0;
        // SAFETY: a live command buffer; the prototype matches the version.
        let code = unsafe {
            if let Some(f) = self.s.fns.barrier_new {
                f(self.raw, null_mut(), null(), n, w, &mut sp, null_mut())
            } else if let Some(f) = self.s.fns.barrier_old {
                f(self.raw, null_mut(), n, w, &mut sp, null_mut())
            } else {
                return Err(absent("clCommandBarrierWithWaitListKHR"));
            }
        };
        call(code, "clCommandBarrierWithWaitListKHR")?;
        Ok(sp)
    }

    pub fn copy(
        &self,
        src: &Mem,
        dst: &Mem,
        src_off: usize,
        dst_off: usize,
        size: usize,
        wait: &[cl_sync_point_khr],
    ) -> Result<cl_sync_point_khr, ClError> {
        let (n, w) = sp_list(wait);
        let mut sp = 0;
        // SAFETY: live buffers; OpenCL checks the ranges; the prototype matches the version.
        let code = unsafe {
            if let Some(f) = self.s.fns.copy_new {
                f(self.raw, null_mut(), null(), src.raw(), dst.raw(), src_off, dst_off, size, n, w, &mut sp, null_mut())
            } else if let Some(f) = self.s.fns.copy_old {
                f(self.raw, null_mut(), src.raw(), dst.raw(), src_off, dst_off, size, n, w, &mut sp, null_mut())
            } else {
                return Err(absent("clCommandCopyBufferKHR"));
            }
        };
        call(code, "clCommandCopyBufferKHR")?;
        Ok(sp)
    }

    pub fn fill(
        &self,
        mem: &Mem,
        pattern: &[u8],
        offset: usize,
        size: usize,
        wait: &[cl_sync_point_khr],
    ) -> Result<cl_sync_point_khr, ClError> {
        let (n, w) = sp_list(wait);
        let mut sp = 0;
        let p = pattern.as_ptr().cast();
        // SAFETY: a live buffer; the pattern is copied during the call.
        let code = unsafe {
            if let Some(f) = self.s.fns.fill_new {
                f(self.raw, null_mut(), null(), mem.raw(), p, pattern.len(), offset, size, n, w, &mut sp, null_mut())
            } else if let Some(f) = self.s.fns.fill_old {
                f(self.raw, null_mut(), mem.raw(), p, pattern.len(), offset, size, n, w, &mut sp, null_mut())
            } else {
                return Err(absent("clCommandFillBufferKHR"));
            }
        };
        call(code, "clCommandFillBufferKHR")?;
        Ok(sp)
    }

    /// Whether the SVM commands (0.9.5+ prototypes) are available.
    pub fn has_svm(&self) -> bool {
        self.s.fns.svm_memcpy.is_some() && self.s.fns.svm_fill.is_some()
    }

    /// # Safety
    /// `dst`/`src` are USM/SVM allocations holding `size` bytes while the buffer runs.
    pub unsafe fn svm_memcpy(
        &self,
        dst: *mut c_void,
        src: *const c_void,
        size: usize,
        wait: &[cl_sync_point_khr],
    ) -> Result<cl_sync_point_khr, ClError> {
        let f = self.s.fns.svm_memcpy.ok_or(absent("clCommandSVMMemcpyKHR"))?;
        let (n, w) = sp_list(wait);
        let mut sp = 0;
        // SAFETY: caller contract.
        let code = unsafe { f(self.raw, null_mut(), null(), dst, src, size, n, w, &mut sp, null_mut()) };
        call(code, "clCommandSVMMemcpyKHR")?;
        Ok(sp)
    }

    /// # Safety
    /// `ptr` is a USM/SVM allocation holding `size` bytes while the buffer runs.
    pub unsafe fn svm_fill(
        &self,
        ptr: *mut c_void,
        pattern: &[u8],
        size: usize,
        wait: &[cl_sync_point_khr],
    ) -> Result<cl_sync_point_khr, ClError> {
        let f = self.s.fns.svm_fill.ok_or(absent("clCommandSVMMemFillKHR"))?;
        let (n, w) = sp_list(wait);
        let mut sp = 0;
        let p = pattern.as_ptr().cast();
        // SAFETY: caller contract; the pattern is copied during the call.
        let code = unsafe { f(self.raw, null_mut(), null(), ptr, p, pattern.len(), size, n, w, &mut sp, null_mut()) };
        call(code, "clCommandSVMMemFillKHR")?;
        Ok(sp)
    }

    /// `clEnqueueCommandBufferKHR` on `queue` (None: the queue it was made with).
    pub fn enqueue(&self, queue: Option<&Queue>, wait: &[Event]) -> Result<Event, ClError> {
        let f = self.s.fns.clEnqueueCommandBufferKHR.ok_or(absent("clEnqueueCommandBufferKHR"))?;
        let raw_w: Vec<cl_event> = wait.iter().map(Event::raw).collect();
        let mut q = queue.map(Queue::raw);
        let (nq, qp) = match q.as_mut() {
            Some(q) => (1, q as *mut cl_command_queue),
            None => (0, null_mut()),
        };
        let mut ev: cl_event = null_mut();
        // SAFETY: live objects; a wait list of live events; one event out.
        let code = unsafe {
            f(nq, qp, self.raw, raw_w.len() as cl_uint, if raw_w.is_empty() { null() } else { raw_w.as_ptr() }, &mut ev)
        };
        call(code, "clEnqueueCommandBufferKHR")?;
        if ev.is_null() {
            return Err(ClError::new(CL_OUT_OF_HOST_MEMORY, "clEnqueueCommandBufferKHR"));
        }
        // SAFETY: one new reference, now owned.
        Ok(unsafe { Event::from_owned(ev) })
    }

    /// `clUpdateMutableCommandsKHR` with dispatch configs.
    pub fn update(&self, configs: &[MutableDispatchConfig]) -> Result<(), ClError> {
        let f = self.s.fns.update.ok_or(absent("clUpdateMutableCommandsKHR"))?;
        let types = vec![CL_STRUCTURE_TYPE_MUTABLE_DISPATCH_CONFIG_KHR; configs.len()];
        let ptrs: Vec<*const c_void> = configs.iter().map(|c| (c as *const MutableDispatchConfig).cast()).collect();
        // SAFETY: a live mutable command buffer; configs whose lists live for the call.
        call(
            unsafe { f(self.raw, configs.len() as cl_uint, types.as_ptr(), ptrs.as_ptr()) },
            "clUpdateMutableCommandsKHR",
        )
    }
}

/// The queue a device's command buffers are recorded with: in-order or
/// not, plus the properties the device requires of it.
pub fn recording_queue(ctx: &super::Context, d: cl_device_id, s: &DeviceSupport) -> Result<Queue, ClError> {
    let props = s.required_queue_props;
    Queue::create(ctx, super::DeviceId(d), props)
}

/// `clSetKernelArg(index, size, value)` (value NULL: a local-memory
/// argument of `size` bytes).
///
/// # Safety
/// `value` is NULL or points to `size` readable bytes; the caller
/// serialises argument setters on `k`.
pub unsafe fn set_arg(k: &Kernel, index: u32, size: usize, value: *const c_void) -> Result<(), ClError> {
    // SAFETY: caller contract.
    call(unsafe { raw::clSetKernelArg(k.raw(), index, size, value) }, "clSetKernelArg")
}

/// Whether `q` executes in order (no `CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE`).
pub fn queue_in_order(q: &Queue) -> bool {
    let mut props: cl_command_queue_properties = 0;
    // SAFETY: a live queue; one properties value out.
    let code = unsafe {
        raw::clGetCommandQueueInfo(
            q.raw(),
            CL_QUEUE_PROPERTIES,
            std::mem::size_of::<cl_command_queue_properties>(),
            (&mut props as *mut cl_command_queue_properties).cast(),
            null_mut(),
        )
    };
    code == CL_SUCCESS && props & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE == 0
}

/// A new kernel object for the same function of the same program, with no
/// arguments set: the snapshot of a launch whose arguments are all given,
/// where `clCloneKernel` is unavailable.
pub fn fresh_kernel(k: &Kernel) -> Result<Kernel, ClError> {
    let name = super::query_bytes("clGetKernelInfo", |s, v, r| {
        // SAFETY: the query protocol's buffer and size on a live kernel.
        unsafe { raw::clGetKernelInfo(k.raw(), CL_KERNEL_FUNCTION_NAME, s, v, r) }
    })?;
    let mut p: cl_program = null_mut();
    // SAFETY: a live kernel; one program handle out.
    let code = unsafe {
        raw::clGetKernelInfo(
            k.raw(),
            CL_KERNEL_PROGRAM,
            std::mem::size_of::<cl_program>(),
            (&mut p as *mut cl_program).cast(),
            null_mut(),
        )
    };
    call(code, "clGetKernelInfo")?;
    let end = name.iter().position(|&c| c == 0).unwrap_or(name.len());
    let mut err = 0;
    let cname =
        std::ffi::CString::new(&name[..end]).map_err(|_| ClError::new(CL_INVALID_KERNEL_NAME, "clCreateKernel"))?;
    // SAFETY: the kernel's live program and a NUL-terminated name.
    let nk = unsafe { raw::clCreateKernel(p, cname.as_ptr(), &mut err) };
    if err != CL_SUCCESS || nk.is_null() {
        return Err(ClError::new(if err != CL_SUCCESS { err } else { CL_OUT_OF_HOST_MEMORY }, "clCreateKernel"));
    }
    // SAFETY: one new reference, now owned.
    Ok(unsafe { Kernel::from_owned(nk) })
}
