//! Raw pass-through calls over the loaded table, which the `cl` layer itself
//! makes on raw handles (`cl::cmdbuf`, `cl::objects`, `cl::ext`).
//! They keep the rule that only `src/cl/` invokes `cl*` entry points, and they turn
//! "no OpenCL library could be loaded" or "this optional entry point is
//! absent" into a status code instead of a crash.
//!
//! Every function here is `unsafe`: the arguments must satisfy the OpenCL
//! contract of the entry point of the same name (valid handles, pointers to
//! the documented amount of memory), which no type here can check.
#![allow(non_snake_case, reason = "wrappers are named exactly like the OpenCL entry points they forward to")]
#![allow(clippy::too_many_arguments, reason = "the OpenCL signatures are what they are")]
#![allow(
    clippy::missing_safety_doc,
    reason = "the module documentation states the one safety contract shared by all wrappers"
)]

use super::loader::api;
use super::sys::*;
use std::ffi::c_void;

/// Returned when no OpenCL library could be loaded at all.
pub const NOT_LOADED: cl_int = CL_PLATFORM_NOT_FOUND_KHR;
/// Returned when an optional entry point is absent from the loaded library.
pub const ABSENT: cl_int = CL_INVALID_OPERATION;

#[inline]
fn set_err(errcode_ret: *mut cl_int, code: cl_int) {
    if !errcode_ret.is_null() {
        // SAFETY: a non-null errcode_ret points to a cl_int (OpenCL contract).
        unsafe { *errcode_ret = code };
    }
}

macro_rules! status_fns {
    ($( $f:ident ( $($a:ident : $t:ty),* ) ; )*) => {$(
        #[inline]
        pub unsafe fn $f($($a: $t),*) -> cl_int {
            match api() {
                // SAFETY: arguments forwarded unchanged; the caller upholds
                // this entry point's OpenCL contract (module docs).
                Ok(api) => unsafe { (api.$f)($($a),*) },
                Err(_) => NOT_LOADED,
            }
        }
    )*};
}

macro_rules! object_fns {
    ($( $f:ident ( $($a:ident : $t:ty),* ; $err:ident ) -> $r:ty ; )*) => {$(
        #[inline]
        pub unsafe fn $f($($a: $t,)* $err: *mut cl_int) -> $r {
            match api() {
                // SAFETY: arguments forwarded unchanged; the caller upholds
                // this entry point's OpenCL contract (module docs).
                Ok(api) => unsafe { (api.$f)($($a,)* $err) },
                Err(_) => { set_err($err, NOT_LOADED); std::ptr::null_mut() }
            }
        }
    )*};
}

macro_rules! optional_status_fns {
    ($( $f:ident ( $($a:ident : $t:ty),* ) ; )*) => {$(
        #[inline]
        pub unsafe fn $f($($a: $t),*) -> cl_int {
            match api() {
                Ok(api) => match api.$f {
                    // SAFETY: as for the required entry points above.
                    Some(f) => unsafe { f($($a),*) },
                    None => ABSENT,
                },
                Err(_) => NOT_LOADED,
            }
        }
    )*};
}

status_fns! {
    clGetPlatformIDs(n: cl_uint, platforms: *mut cl_platform_id, num: *mut cl_uint);
    clGetPlatformInfo(p: cl_platform_id, param: cl_uint, size: usize, value: *mut c_void, size_ret: *mut usize);
    clGetDeviceIDs(p: cl_platform_id, ty: cl_device_type, n: cl_uint, devices: *mut cl_device_id, num: *mut cl_uint);
    clGetDeviceInfo(d: cl_device_id, param: cl_uint, size: usize, value: *mut c_void, size_ret: *mut usize);
    clCreateSubDevices(d: cl_device_id, props: *const cl_device_partition_property, n: cl_uint, out: *mut cl_device_id, num: *mut cl_uint);
    clRetainDevice(d: cl_device_id);
    clReleaseDevice(d: cl_device_id);
    clRetainContext(c: cl_context);
    clReleaseContext(c: cl_context);
    clGetContextInfo(c: cl_context, param: cl_uint, size: usize, value: *mut c_void, size_ret: *mut usize);
    clRetainCommandQueue(q: cl_command_queue);
    clReleaseCommandQueue(q: cl_command_queue);
    clGetCommandQueueInfo(q: cl_command_queue, param: cl_uint, size: usize, value: *mut c_void, size_ret: *mut usize);
    clFlush(q: cl_command_queue);
    clFinish(q: cl_command_queue);
    clRetainMemObject(m: cl_mem);
    clReleaseMemObject(m: cl_mem);
    clGetMemObjectInfo(m: cl_mem, param: cl_uint, size: usize, value: *mut c_void, size_ret: *mut usize);
    clEnqueueReadBuffer(q: cl_command_queue, m: cl_mem, blocking: cl_bool, offset: usize, size: usize, ptr: *mut c_void, n: cl_uint, wait: *const cl_event, ev: *mut cl_event);
    clEnqueueWriteBuffer(q: cl_command_queue, m: cl_mem, blocking: cl_bool, offset: usize, size: usize, ptr: *const c_void, n: cl_uint, wait: *const cl_event, ev: *mut cl_event);
    clEnqueueCopyBuffer(q: cl_command_queue, src: cl_mem, dst: cl_mem, so: usize, d_o: usize, size: usize, n: cl_uint, wait: *const cl_event, ev: *mut cl_event);
    clEnqueueFillBuffer(q: cl_command_queue, m: cl_mem, pattern: *const c_void, psize: usize, offset: usize, size: usize, n: cl_uint, wait: *const cl_event, ev: *mut cl_event);
    clEnqueueReadBufferRect(q: cl_command_queue, m: cl_mem, blocking: cl_bool, bo: *const usize, ho: *const usize, region: *const usize, brp: usize, bsp: usize, hrp: usize, hsp: usize, ptr: *mut c_void, n: cl_uint, wait: *const cl_event, ev: *mut cl_event);
    clEnqueueWriteBufferRect(q: cl_command_queue, m: cl_mem, blocking: cl_bool, bo: *const usize, ho: *const usize, region: *const usize, brp: usize, bsp: usize, hrp: usize, hsp: usize, ptr: *const c_void, n: cl_uint, wait: *const cl_event, ev: *mut cl_event);
    clEnqueueCopyBufferRect(q: cl_command_queue, src: cl_mem, dst: cl_mem, so: *const usize, d_o: *const usize, region: *const usize, srp: usize, ssp: usize, drp: usize, dsp: usize, n: cl_uint, wait: *const cl_event, ev: *mut cl_event);
    clEnqueueUnmapMemObject(q: cl_command_queue, m: cl_mem, ptr: *mut c_void, n: cl_uint, wait: *const cl_event, ev: *mut cl_event);
    clRetainProgram(p: cl_program);
    clReleaseProgram(p: cl_program);
    clBuildProgram(p: cl_program, n: cl_uint, devices: *const cl_device_id, options: *const libc::c_char, notify: BuildCallback, user: *mut c_void);
    clCompileProgram(p: cl_program, n: cl_uint, devices: *const cl_device_id, options: *const libc::c_char, nh: cl_uint, headers: *const cl_program, names: *const *const libc::c_char, notify: BuildCallback, user: *mut c_void);
    clGetProgramInfo(p: cl_program, param: cl_uint, size: usize, value: *mut c_void, size_ret: *mut usize);
    clGetProgramBuildInfo(p: cl_program, d: cl_device_id, param: cl_uint, size: usize, value: *mut c_void, size_ret: *mut usize);
    clRetainKernel(k: cl_kernel);
    clReleaseKernel(k: cl_kernel);
    clSetKernelArg(k: cl_kernel, index: cl_uint, size: usize, value: *const c_void);
    clGetKernelInfo(k: cl_kernel, param: cl_uint, size: usize, value: *mut c_void, size_ret: *mut usize);
    clGetKernelWorkGroupInfo(k: cl_kernel, d: cl_device_id, param: cl_uint, size: usize, value: *mut c_void, size_ret: *mut usize);
    clEnqueueNDRangeKernel(q: cl_command_queue, k: cl_kernel, dim: cl_uint, offset: *const usize, global: *const usize, local: *const usize, n: cl_uint, wait: *const cl_event, ev: *mut cl_event);
    clWaitForEvents(n: cl_uint, events: *const cl_event);
    clGetEventInfo(e: cl_event, param: cl_uint, size: usize, value: *mut c_void, size_ret: *mut usize);
    clSetUserEventStatus(e: cl_event, status: cl_int);
    clSetEventCallback(e: cl_event, ty: cl_int, notify: EventCallback, user: *mut c_void);
    clRetainEvent(e: cl_event);
    clReleaseEvent(e: cl_event);
    clGetEventProfilingInfo(e: cl_event, param: cl_uint, size: usize, value: *mut c_void, size_ret: *mut usize);
    clEnqueueMarkerWithWaitList(q: cl_command_queue, n: cl_uint, wait: *const cl_event, ev: *mut cl_event);
    clEnqueueBarrierWithWaitList(q: cl_command_queue, n: cl_uint, wait: *const cl_event, ev: *mut cl_event);
}

object_fns! {
    clCreateContext(props: *const cl_context_properties, n: cl_uint, devices: *const cl_device_id, notify: ContextCallback, user: *mut c_void; errcode_ret) -> cl_context;
    clCreateCommandQueue(c: cl_context, d: cl_device_id, props: cl_command_queue_properties; errcode_ret) -> cl_command_queue;
    clCreateBuffer(c: cl_context, flags: cl_mem_flags, size: usize, host: *mut c_void; errcode_ret) -> cl_mem;
    clCreateSubBuffer(m: cl_mem, flags: cl_mem_flags, ty: cl_buffer_create_type, info: *const c_void; errcode_ret) -> cl_mem;
    clEnqueueMapBuffer(q: cl_command_queue, m: cl_mem, blocking: cl_bool, flags: cl_map_flags, offset: usize, size: usize, n: cl_uint, wait: *const cl_event, ev: *mut cl_event; errcode_ret) -> *mut c_void;
    clCreateProgramWithBinary(c: cl_context, n: cl_uint, devices: *const cl_device_id, lengths: *const usize, binaries: *const *const u8, status: *mut cl_int; errcode_ret) -> cl_program;
    clLinkProgram(c: cl_context, n: cl_uint, devices: *const cl_device_id, options: *const libc::c_char, ni: cl_uint, inputs: *const cl_program, notify: BuildCallback, user: *mut c_void; errcode_ret) -> cl_program;
    clCreateKernel(p: cl_program, name: *const libc::c_char; errcode_ret) -> cl_kernel;
    clCreateUserEvent(c: cl_context; errcode_ret) -> cl_event;
}

optional_status_fns! {
    clSetProgramSpecializationConstant(p: cl_program, id: cl_uint, size: usize, value: *const c_void);
    clGetKernelSubGroupInfo(k: cl_kernel, d: cl_device_id, param: cl_uint, isize: usize, input: *const c_void, size: usize, value: *mut c_void, size_ret: *mut usize);
    clSetKernelExecInfo(k: cl_kernel, param: cl_uint, size: usize, value: *const c_void);
    clGetDeviceAndHostTimer(d: cl_device_id, dt: *mut cl_ulong, ht: *mut cl_ulong);
    clGetHostTimer(d: cl_device_id, ht: *mut cl_ulong);
}

/// `clCreateCommandQueueWithProperties` (OpenCL 2.0), or `ABSENT`.
#[inline]
pub unsafe fn clCreateCommandQueueWithProperties(
    c: cl_context,
    d: cl_device_id,
    props: *const cl_queue_properties,
    errcode_ret: *mut cl_int,
) -> Option<cl_command_queue> {
    let f = api().ok()?.clCreateCommandQueueWithProperties?;
    // SAFETY: arguments forwarded unchanged (module docs).
    Some(unsafe { f(c, d, props, errcode_ret) })
}

/// `clCreateProgramWithIL` (OpenCL 2.1); `errcode_ret` gets `ABSENT` when
/// the library lacks it.
#[inline]
pub unsafe fn clCreateProgramWithIL(
    c: cl_context,
    il: *const c_void,
    len: usize,
    errcode_ret: *mut cl_int,
) -> cl_program {
    match api().ok().and_then(|a| a.clCreateProgramWithIL) {
        // SAFETY: arguments forwarded unchanged (module docs).
        Some(f) => unsafe { f(c, il, len, errcode_ret) },
        None => {
            set_err(errcode_ret, ABSENT);
            std::ptr::null_mut()
        }
    }
}

/// `clGetExtensionFunctionAddressForPlatform`; NULL when not loaded.
#[inline]
pub unsafe fn clGetExtensionFunctionAddressForPlatform(p: cl_platform_id, name: *const libc::c_char) -> *mut c_void {
    match api() {
        // SAFETY: arguments forwarded unchanged (module docs).
        Ok(api) => unsafe { (api.clGetExtensionFunctionAddressForPlatform)(p, name) },
        Err(_) => std::ptr::null_mut(),
    }
}

/// Path of the loaded OpenCL library (for [`super::ext`] to look up core
/// entry points the shared loader table does not carry).
pub fn loaded_path() -> Option<String> {
    api().ok().map(|a| a.path.clone())
}
