//! The PI 15.47 entry points (see the module documentation of `ffi::pi`).
//! Grouped as in pi.h: platform, device, context, queue, memory, program,
//! kernel, event, sampler, enqueue, USM, plugin, and the extension families
//! (command buffers, bindless images, interop semaphores, peer access,
//! host pipes, device globals) that OpenCL cannot provide.
#![allow(non_snake_case, reason = "entry points are named exactly as in pi.h")]
#![allow(clippy::too_many_arguments, reason = "the PI signatures are what they are")]

use super::info::{self, ret_bool, ret_bytes, ret_val};
use super::types::*;
use super::{code, err, fail, pi_entries, programs};
use crate::cl;
use crate::cl::sys::{
    CL_CONTEXT_NUM_DEVICES, CL_CONTEXT_REFERENCE_COUNT, CL_KERNEL_ATTRIBUTES, CL_KERNEL_COMPILE_NUM_SUB_GROUPS,
    CL_KERNEL_COMPILE_SUB_GROUP_SIZE_INTEL, CL_KERNEL_FUNCTION_NAME, CL_KERNEL_GLOBAL_WORK_SIZE,
    CL_KERNEL_MAX_NUM_SUB_GROUPS, CL_KERNEL_WORK_GROUP_SIZE, CL_PLATFORM_EXTENSIONS, CL_PLATFORM_NAME,
    CL_PLATFORM_PROFILE, CL_QUEUE_CONTEXT, CL_QUEUE_DEVICE_DEFAULT, CL_QUEUE_PROPERTIES_MASK,
};
use crate::core::image::{PROP_BYTE_ARRAY, PS_DEVICE_REQUIREMENTS};
use crate::core::usm::{self, UsmError, UsmKind};
use crate::core::{
    context, device, enqueue, event, kernel, lists, mem, object, partition, program, queue, select, Error,
};
use crate::ffi::args;
use crate::ffi::args::Carried;
use std::ffi::{c_char, c_void, CStr};
use std::ptr::null_mut;

const NOT_IMPLEMENTED: &str = "is not implemented by syclrt's OpenCL plugin";

fn unimplemented(name: &str) -> Result<(), Error> {
    fail(PI_ERROR_INVALID_OPERATION, format!("{name} {NOT_IMPLEMENTED}"))
}

/// PI's error for a NULL required out-pointer: `PI_ERROR_INVALID_VALUE`.
fn null_out(what: &str) -> Error {
    err(PI_ERROR_INVALID_VALUE, format!("{what} is NULL"))
}

/// Writes `v` through a required out-pointer ([`args::put`] under PI's rule, [`null_out`]).
///
/// # Safety
/// `p` is NULL or points to writable storage for a `T`.
unsafe fn put<T>(p: *mut T, v: T, what: &str) -> Result<(), Error> {
    // SAFETY: forwarded contract.
    unsafe { args::put(p, v, || null_out(what)) }
}

/// Writes the new event of an enqueue where libsycl asked for one (else
/// the event, if any, is released).
#[inline]
fn out_event(out: *mut pi_event, e: Option<cl::Event>) {
    if let (Some(e), Some(o)) = (e, args::opt_out(out)) {
        o.write(e.into_raw());
    }
}

/// PI's wait lists: a handle is libsycl's OpenCL event itself (nothing to
/// hold; its context asked of the driver).
struct PiEvents;

impl args::WaitFace for PiEvents {
    type Handle = pi_event;
    type Held = ();
    const WHAT: &'static str = "event_wait_list";
    fn null_list(_: usize) -> Error {
        cl::ClError::new(crate::cl::sys::CL_INVALID_EVENT_WAIT_LIST, "the event wait list").into()
    }
    fn hold(_: pi_event) -> Result<(), Error> {
        Ok(())
    }
    fn event<'a>(h: &'a pi_event, _: &'a ()) -> Option<(&'a cl::Event, Option<pi_context>)> {
        // SAFETY: the wrapper is the handle (repr(transparent)), viewed in
        // the caller's list; a NULL one is refused by `core::event`, and a
        // live event is `args::wait_list`'s caller's contract.
        Some((unsafe { cl::Event::borrow(h) }, None))
    }
}

/// An enqueue: `f` gets the wait list (`n` events at `list`, viewed) and
/// whether libsycl asked for an event, which is written to `event`.
///
/// # Safety
/// As [`crate::ffi::args::wait_list`] for `list`; `event` as [`out_event`].
#[inline]
unsafe fn enqueue(
    queue: pi_queue,
    n: u32,
    list: *const pi_event,
    event: *mut pi_event,
    f: impl FnOnce(&[cl::Event], bool) -> Result<Option<cl::Event>, Error>,
) -> Result<(), Error> {
    // Events of another context are bridged, never handed to this queue's.
    // SAFETY: a live queue and `n` live events at `list` (caller contract).
    let wait = unsafe { args::wait_list::<PiEvents>(cl::Queue::borrow(&queue), n as usize, list)? };
    out_event(event, f(wait.events(), !event.is_null())?);
    Ok(())
}

/// `piPlatformsGet` / `piDevicesGet`: up to `num_entries` handles of
/// `list()` into `out`, and their number into `num_out` (either may be
/// NULL, not both; an array needs `num_entries` > 0).
///
/// # Safety
/// `out` is NULL or holds `num_entries` slots; `num_out` is NULL or writable.
unsafe fn out_list<T, L: std::ops::Deref<Target: AsRef<[usize]>>>(
    entry: &str,
    what: &str,
    num_entries: u32,
    out: *mut *mut T,
    num_out: *mut u32,
    list: impl FnOnce() -> Result<L, Error>,
) -> Result<(), Error> {
    if out.is_null() && num_out.is_null() {
        return fail(PI_ERROR_INVALID_VALUE, format!("{entry}: both {what} and num_{what} are NULL"));
    }
    if !out.is_null() && num_entries == 0 {
        return fail(PI_ERROR_INVALID_VALUE, format!("{entry}: num_entries is 0 with a {what} array"));
    }
    let list = list()?;
    let list: &[usize] = (*list).as_ref();
    if !out.is_null() {
        // SAFETY: `num_entries` slots at the non-NULL `out` (caller contract).
        unsafe { args::write_prefix(out, num_entries as usize, list.iter().map(|&h| h as *mut T)) };
    }
    if let Some(o) = args::opt_out(num_out) {
        o.write(list.len() as u32);
    }
    Ok(())
}

/// `piext*GetNativeHandle`: a PI handle is its OpenCL object, so the
/// native handle is the handle itself (NULL: `code`).
///
/// # Safety
/// `native` is NULL or writable.
unsafe fn native_of<T>(h: *mut T, code: pi_result, what: &str, native: *mut pi_native_handle) -> Result<(), Error> {
    if h.is_null() {
        return fail(code, format!("{what} is NULL"));
    }
    // SAFETY: caller contract.
    unsafe { put(native, h as pi_native_handle, "nativeHandle") }
}

/// `piext*CreateWithNativeHandle`: the native handle is the PI handle
/// (identity), after `take` (which retains it where SYCL does not own it).
///
/// # Safety
/// `native` is 0 or an OpenCL object of `T`'s kind; `out` is NULL or writable.
unsafe fn adopt<T>(
    native: pi_native_handle,
    out: *mut *mut T,
    what: &str,
    take: impl FnOnce(*mut T) -> Result<(), Error>,
) -> Result<(), Error> {
    if native == 0 {
        return fail(PI_ERROR_INVALID_VALUE, format!("native {what} handle is NULL"));
    }
    // SAFETY: caller contract.
    unsafe {
        create(out, what, || {
            take(native as *mut T)?;
            Ok(native as *mut T)
        })
    }
}

/// A reference of SYCL's own to a native object it does not own (`owns` 0).
fn keep(owns: u8, o: &impl object::Counted) -> Result<(), Error> {
    if owns == 0 {
        object::retain(o)
    } else {
        Ok(())
    }
}

/// A new object into a required out-pointer, checked before `make` runs
/// (so nothing is made for a NULL one).
///
/// # Safety
/// `out` is NULL or writable.
unsafe fn create<T>(out: *mut T, what: &str, make: impl FnOnce() -> Result<T, Error>) -> Result<(), Error> {
    let out = args::Out::or(out, || null_out(what))?;
    out.write(make()?);
    Ok(())
}

fn check_out<T>(p: *mut T, what: &str) -> Result<(), Error> {
    check_ptr(p.cast_const(), what)
}

fn check_ptr<T>(p: *const T, what: &str) -> Result<(), Error> {
    if p.is_null() {
        Err(err(PI_ERROR_INVALID_VALUE, format!("{what} is NULL")))
    } else {
        Ok(())
    }
}

/// `piPluginGetLastError`: the thread's last message, and its code as the
/// result. Outside `pi_entries!`: it reads the last error, so it must not
/// record one itself (NULL `message` is `PI_ERROR_INVALID_VALUE`, nothing
/// recorded).
///
/// # Safety
/// `message` is NULL or points to a writable `char *`.
#[no_mangle]
pub unsafe extern "C" fn piPluginGetLastError(message: *mut *mut c_char) -> pi_result {
    crate::ffi::boundary::boundary_value("piPluginGetLastError", PI_ERROR_UNKNOWN, || {
        if message.is_null() {
            return PI_ERROR_INVALID_VALUE;
        }
        // SAFETY: non-null, writable (caller contract).
        unsafe { *message = crate::ffi::boundary::last_error_ptr() as *mut c_char };
        crate::ffi::boundary::last_error_code()
    })
}

// ---------------------------------------------------------------- platform

pi_entries! {
    fn piPlatformsGet(num_entries: pi_uint32, platforms: *mut pi_platform, num_platforms: *mut pi_uint32) {
        out_list("piPlatformsGet", "platforms", num_entries, platforms, num_platforms, || lists::platforms().map_err(|e| err(e, "clGetPlatformIDs failed")))
    }

    fn piPlatformGetInfo(platform: pi_platform, param_name: u32, param_value_size: usize, param_value: *mut c_void, param_value_size_ret: *mut usize) {
        if platform.is_null() {
            return fail(PI_ERROR_INVALID_PLATFORM, "piPlatformGetInfo: platform is NULL");
        }
        match param_name {
            // Platform strings never change: answered from a cache after the first query.
            CL_PLATFORM_PROFILE..=CL_PLATFORM_EXTENSIONS => match lists::platform_info(cl::PlatformId(platform), param_name) {
                Ok(bytes) if param_name == CL_PLATFORM_NAME => {
                    let name = lists::unbanned_platform_name(cl::PlatformId(platform), &bytes);
                    info::ret_bytes(param_value_size, param_value, param_value_size_ret, &name)
                }
                Ok(bytes) => info::ret_bytes(param_value_size, param_value, param_value_size_ret, &bytes),
                Err(c) => code(c),
            },
            PI_EXT_PLATFORM_INFO_BACKEND => {
                ret_val(param_value_size, param_value, param_value_size_ret, PI_EXT_PLATFORM_BACKEND_OPENCL)
            }
            _ => fail(PI_ERROR_INVALID_VALUE, format!("piPlatformGetInfo: unknown query {param_name:#x}")),
        }
    }

    fn piextPlatformGetNativeHandle(platform: pi_platform, native: *mut pi_native_handle) {
        native_of(platform, PI_ERROR_INVALID_PLATFORM, "platform", native)
    }

    fn piextPlatformCreateWithNativeHandle(native: pi_native_handle, platform: *mut pi_platform) {
        adopt(native, platform, "platform", |_| Ok(()))
    }

    // ------------------------------------------------------------ device

    fn piDevicesGet(platform: pi_platform, device_type: pi_device_type, num_entries: pi_uint32, devices: *mut pi_device, num_devices: *mut pi_uint32) {
        out_list("piDevicesGet", "devices", num_entries, devices, num_devices, || {
            // The ICD loader would pick a default platform for NULL; PI needs one.
            if platform.is_null() {
                return fail(PI_ERROR_INVALID_PLATFORM, "piDevicesGet: platform is NULL");
            }
            lists::devices(cl::PlatformId(platform), device_type).map_err(|c| err(c, "clGetDeviceIDs failed"))
        })
    }

    fn piDeviceGetInfo(device: pi_device, param_name: u32, param_value_size: usize, param_value: *mut c_void, param_value_size_ret: *mut usize) {
        if device.is_null() {
            return fail(PI_ERROR_INVALID_DEVICE, "piDeviceGetInfo: device is NULL");
        }
        info::device_info(device, param_name, param_value_size, param_value, param_value_size_ret)
    }

    fn piDevicePartition(device: pi_device, properties: *const pi_device_partition_property, num_devices: pi_uint32, out_devices: *mut pi_device, out_num_devices: *mut pi_uint32) {
        if properties.is_null() {
            return fail(PI_ERROR_INVALID_VALUE, "piDevicePartition: properties is NULL");
        }
        // SAFETY: non-NULL (checked above), a zero-terminated partition list (pi.h, as clCreateSubDevices).
        let asked = args::partition_list(properties, "piDevicePartition: properties")?;
        // SAFETY: `out_devices` is NULL or holds `num_devices` writable ids (pi.h's piDevicePartition).
        let out = (!out_devices.is_null()).then(|| std::slice::from_raw_parts_mut(out_devices, num_devices as usize));
        let made = partition::sub_devices(cl::DeviceId(device), &asked, out)?;
        if !out_num_devices.is_null() {
            *out_num_devices = made;
        }
        Ok(())
    }

    fn piextDeviceSelectBinary(device: pi_device, binaries: *mut pi_device_binary, num_binaries: pi_uint32, selected: *mut pi_uint32) {
        if device.is_null() {
            return fail(PI_ERROR_INVALID_DEVICE, "piextDeviceSelectBinary: device is NULL");
        }
        check_out(selected, "selected_binary_ind")?;
        if num_binaries > 0 && binaries.is_null() {
            return fail(PI_ERROR_INVALID_VALUE, "piextDeviceSelectBinary: binaries is NULL");
        }
        let images: Vec<_> = (0..num_binaries as usize).map(|i| candidate(*binaries.add(i))).collect();
        match select::select_for(cl::DeviceId(device), info::device_type(device), &images) {
            Some(i) => put(selected, i as pi_uint32, "selected_binary_ind"),
            None => fail(PI_ERROR_INVALID_BINARY, "piextDeviceSelectBinary: no device image is compatible with the device"),
        }
    }

    fn piextGetDeviceFunctionPointer(device: pi_device, program: pi_program, function_name: *const c_char, function_pointer_ret: *mut pi_uint64) {
        check_out(function_pointer_ret, "function_pointer_ret")?;
        *function_pointer_ret = 0;
        if function_name.is_null() {
            return fail(PI_ERROR_INVALID_VALUE, "function_name is NULL");
        }
        let program = programs::resolve(program);
        match program::function_pointer(cl::DeviceId(device), cl::Program::borrow(&program), CStr::from_ptr(function_name)) {
            Ok(addr) => {
                *function_pointer_ret = addr;
                Ok(())
            }
            Err(e) if e.cl.is_none() && e.status == crate::core::Status::InvalidDevice => {
                fail(PI_ERROR_INVALID_DEVICE, "piextGetDeviceFunctionPointer: bad device")
            }
            Err(e) if e.cl.as_ref().is_some_and(|c| c.code == cl::FUNCTION_NOT_AVAILABLE) => {
                fail(PI_ERROR_FUNCTION_ADDRESS_IS_NOT_AVAILABLE, "clGetDeviceFunctionPointerINTEL is not provided by this OpenCL platform")
            }
            Err(e) => Err(e),
        }
    }

    fn piextGetGlobalVariablePointer(device: pi_device, program: pi_program, name: *const c_char, size: *mut usize, ptr_ret: *mut *mut c_void) {
        check_ptr(name, "name")?;
        check_out(ptr_ret, "ptr_ret")?;
        let p = programs::resolve(program);
        // SAFETY: non-NULL (checked above) and NUL-terminated (pi.h: a C string).
        let (n, ptr) = kernel::global_variable_pointer(cl::DeviceId(device), cl::Program::borrow(&p), CStr::from_ptr(name))?;
        if !size.is_null() {
            *size = n;
        }
        *ptr_ret = ptr as *mut c_void;
        Ok(())
    }

    fn piextDeviceGetNativeHandle(device: pi_device, native: *mut pi_native_handle) {
        native_of(device, PI_ERROR_INVALID_DEVICE, "device", native)
    }

    fn piextDeviceCreateWithNativeHandle(native: pi_native_handle, platform: pi_platform, device: *mut pi_device) {
        let _ = platform;
        adopt(native, device, "device", |d| {
            crate::core::devinfo::forget_device(d);
            Ok(())
        })
    }

    // ----------------------------------------------------------- context

    fn piContextCreate(properties: *const pi_context_properties, num_devices: pi_uint32, devices: *const pi_device, pfn_notify: pi_context_notify, user_data: *mut c_void, ret_context: *mut pi_context) {
        create(ret_context, "ret_context", || {
            if num_devices == 0 || devices.is_null() {
                return fail(PI_ERROR_INVALID_VALUE, "piContextCreate: no devices");
            }
            let list: &[cl::DeviceId] = std::slice::from_raw_parts(devices.cast(), num_devices as usize);
            let props = crate::ffi::args::property_list(properties)?;
            let d = Carried::new(user_data);
            let notify = pfn_notify.map(|f| -> cl::ContextNotify {
                Box::new(move |info: &CStr, private: &[u8]| {
                    let p = if private.is_empty() { std::ptr::null() } else { private.as_ptr().cast() };
                    // SAFETY: the user's callback with the user's data, as registered: the caller
                    // keeps `user_data` valid for the context's life (PI's contract, OpenCL's).
                    unsafe { f(info.as_ptr(), p, private.len(), d.get()) }
                })
            });
            Ok(context::for_devices(props, list, notify)?.into_raw())
        })
    }

    fn piContextGetInfo(context: pi_context, param_name: u32, param_value_size: usize, param_value: *mut c_void, param_value_size_ret: *mut usize) {
        match param_name {
            CL_CONTEXT_REFERENCE_COUNT..=CL_CONTEXT_NUM_DEVICES | PI_CONTEXT_INFO_PLATFORM => ret_bytes(param_value_size, param_value, param_value_size_ret, &object::info_bytes(cl::Context::borrow(&context), param_name)?),
            0x10010..=0x10013 => {
                let (order, scope) = context::atomic_capabilities(cl::Context::borrow(&context), param_name > 0x10011)?;
                let v = if param_name % 2 == 0 { order } else { scope };
                ret_val(param_value_size, param_value, param_value_size_ret, v)
            }
            // 2D USM fill, memset and copy (done row by row in core).
            0x30000..=0x30002 => {
                if context.is_null() {
                    return fail(PI_ERROR_INVALID_CONTEXT, "context is NULL");
                }
                ret_bool(param_value_size, param_value, param_value_size_ret, crate::core::device_answers::usm_2d_operations())
            }
            _ => fail(PI_ERROR_INVALID_VALUE, format!("piContextGetInfo: unknown query {param_name:#x}")),
        }
    }

    fn piextContextSetExtendedDeleter(context: pi_context, func: pi_context_extended_deleter, user_data: *mut c_void) {
        let Some(f) = func else { return fail(PI_ERROR_INVALID_VALUE, "deleter function is NULL") };
        let d = Carried::new(user_data);
        // SAFETY: the user's deleter with the user's data, as registered (the caller keeps it
        // valid until the context is destroyed).
        let r = context::on_destroyed(cl::Context::borrow(&context), Box::new(move || unsafe { f(d.get()) }));
        match r {
            Err(e) if e.cl.as_ref().is_some_and(|c| c.code == cl::FUNCTION_NOT_AVAILABLE) => {
                fail(PI_ERROR_INVALID_OPERATION, "the loaded OpenCL library lacks clSetContextDestructorCallback, an OpenCL 3.0 entry point")
            }
            r => r,
        }
    }

    fn piextContextGetNativeHandle(context: pi_context, native: *mut pi_native_handle) {
        native_of(context, PI_ERROR_INVALID_CONTEXT, "context", native)
    }

    fn piextContextCreateWithNativeHandle(native: pi_native_handle, num_devices: pi_uint32, devices: *const pi_device, owns: u8, context: *mut pi_context) {
        let _ = (num_devices, devices);
        adopt(native, context, "context", |c| keep(owns, cl::Context::borrow(&c)))
    }

    // ------------------------------------------------------------- queue

    fn piQueueCreate(context: pi_context, device: pi_device, properties: pi_queue_properties, queue: *mut pi_queue) {
        create_queue(context, device, properties, queue)
    }

    fn piextQueueCreate(context: pi_context, device: pi_device, properties: *mut pi_queue_properties, queue: *mut pi_queue) {
        let mut flags = 0u64;
        // SAFETY: NULL or PI's zero-terminated queue property list (the walk stops at its 0, or after 64 pairs).
        args::each_property(properties, || err(PI_ERROR_INVALID_VALUE, "piextQueueCreate: property list is not terminated"), |key, val| match key {
            PI_QUEUE_FLAGS => {
                flags = val;
                Ok(())
            }
            PI_QUEUE_COMPUTE_INDEX if val != 0 => fail(PI_ERROR_INVALID_VALUE, "piextQueueCreate: OpenCL devices have one compute queue index (0)"),
            PI_QUEUE_COMPUTE_INDEX => Ok(()),
            _ => fail(PI_ERROR_INVALID_VALUE, format!("piextQueueCreate: unknown queue property {key:#x}")),
        })?;
        create_queue(context, device, flags, queue)
    }

    fn piQueueGetInfo(queue: pi_queue, param_name: u32, param_value_size: usize, param_value: *mut c_void, param_value_size_ret: *mut usize) {
        match param_name {
            CL_QUEUE_CONTEXT..=CL_QUEUE_DEVICE_DEFAULT => ret_bytes(param_value_size, param_value, param_value_size_ret, &object::info_bytes(cl::Queue::borrow(&queue), param_name)?),
            PI_EXT_ONEAPI_QUEUE_INFO_EMPTY => match queue::is_empty(cl::Queue::borrow(&queue)) {
                Ok(empty) => ret_bool(param_value_size, param_value, param_value_size_ret, empty),
                Err(r) => code(r),
            },
            _ => fail(PI_ERROR_INVALID_VALUE, format!("piQueueGetInfo: unknown query {param_name:#x}")),
        }
    }

    fn piQueueFinish(queue: pi_queue) {
        Ok(crate::core::wait::finish(cl::Queue::borrow(&queue))?)
    }

    fn piQueueFlush(queue: pi_queue) {
        Ok(cl::Queue::borrow(&queue).flush()?)
    }

    fn piextQueueGetNativeHandle(queue: pi_queue, native: *mut pi_native_handle, native_desc: *mut i32) {
        if !queue.is_null() && !native.is_null() && !native_desc.is_null() {
            *native_desc = 0;
        }
        native_of(queue, PI_ERROR_INVALID_QUEUE, "queue", native)
    }

    fn piextQueueCreateWithNativeHandle(native: pi_native_handle, native_desc: i32, context: pi_context, device: pi_device, owns: u8, properties: *mut pi_queue_properties, queue: *mut pi_queue) {
        let _ = (native_desc, context, device, properties);
        adopt(native, queue, "queue", |q| {
            kernel::made(q as usize, None);
            keep(owns, cl::Queue::borrow(&q))
        })
    }

    // ------------------------------------------------------------ memory

    fn piMemBufferCreate(context: pi_context, flags: pi_mem_flags, size: usize, host_ptr: *mut c_void, ret_mem: *mut pi_mem, properties: *const pi_mem_properties) {
        // Buffer location and memory channel properties are placement hints
        // for FPGA/Intel GPU devices; plain OpenCL buffers ignore them.
        let _ = properties;
        create(ret_mem, "ret_mem", || Ok(mem::create_buffer(cl::Context::borrow(&context), flags, size, host_ptr)?.into_raw()))
    }

    fn piMemImageCreate(context: pi_context, flags: pi_mem_flags, image_format: *const pi_image_format, image_desc: *const pi_image_desc, host_ptr: *mut c_void, ret_mem: *mut pi_mem) {
        create(ret_mem, "ret_mem", || Ok(mem::image::create(cl::Context::borrow(&context), flags, image_format.cast(), image_desc.cast(), host_ptr)?.into_raw()))
    }

    fn piMemGetInfo(mem: pi_mem, param_name: u32, param_value_size: usize, param_value: *mut c_void, param_value_size_ret: *mut usize) {
        ret_bytes(param_value_size, param_value, param_value_size_ret, &object::info_bytes(cl::Mem::borrow(&mem), param_name)?)
    }

    fn piMemImageGetInfo(image: pi_mem, param_name: u32, param_value_size: usize, param_value: *mut c_void, param_value_size_ret: *mut usize) {
        ret_bytes(param_value_size, param_value, param_value_size_ret, &mem::image::info_bytes(cl::Mem::borrow(&image), param_name)?)
    }

    fn piMemBufferPartition(buffer: pi_mem, flags: pi_mem_flags, buffer_create_type: u32, buffer_create_info: *mut c_void, ret_mem: *mut pi_mem) {
        create(ret_mem, "ret_mem", || {
            // SAFETY: NULL or a `cl_buffer_region` for CL_BUFFER_CREATE_TYPE_REGION (the one type read).
            let (origin, size) = args::buffer_region(buffer_create_type, buffer_create_info)?;
            Ok(mem::sub_buffer(cl::Mem::borrow(&buffer), flags, origin, size)?.into_raw())
        })
    }

    fn piextMemGetNativeHandle(mem: pi_mem, dev: pi_device, native: *mut pi_native_handle) {
        let _ = dev;
        native_of(mem, PI_ERROR_INVALID_MEM_OBJECT, "mem", native)
    }

    fn piextMemCreateWithNativeHandle(native: pi_native_handle, context: pi_context, owns: u8, mem: *mut pi_mem) {
        let _ = context;
        adopt(native, mem, "mem", |m| keep(owns, cl::Mem::borrow(&m)))
    }

    fn piextMemImageCreateWithNativeHandle(native: pi_native_handle, context: pi_context, owns: u8, image_format: *const pi_image_format, image_desc: *const pi_image_desc, img: *mut pi_mem) {
        let _ = (context, image_format, image_desc);
        adopt(native, img, "mem", |m| keep(owns, cl::Mem::borrow(&m)))
    }

    // ----------------------------------------------------------- program

    fn piProgramCreate(context: pi_context, il: *const c_void, length: usize, res_program: *mut pi_program) {
        check_out(res_program, "res_program")?;
        if il.is_null() || length == 0 {
            return fail(PI_ERROR_INVALID_VALUE, "piProgramCreate: IL is NULL or empty");
        }
        let bytes = std::slice::from_raw_parts(il.cast::<u8>(), length);
        let (p, _) = program::from_il(cl::Context::borrow(&context), bytes).map_err(|e| {
            if e.status == crate::core::Status::Unsupported && e.cl.is_some() {
                err(PI_ERROR_INVALID_OPERATION, "piProgramCreate: the OpenCL platform cannot take SPIR-V (clCreateProgramWithIL)")
            } else {
                e
            }
        })?;
        let p = p.into_raw();
        put(res_program, p, "res_program")?;
        programs::record_il(p, bytes);
        Ok(())
    }

    fn piProgramCreateWithBinary(context: pi_context, num_devices: pi_uint32, device_list: *const pi_device, lengths: *const usize, binaries: *const *const u8, num_metadata_entries: usize, metadata: *const *const c_void, binary_status: *mut pi_int32, ret_program: *mut pi_program) {
        let _ = (num_metadata_entries, metadata);
        create(ret_program, "ret_program", || {
            let devices = crate::ffi::args::device_list(num_devices, device_list)?;
            let n = devices.len();
            let invalid = |e: Error| err(PI_ERROR_INVALID_VALUE, format!("piProgramCreateWithBinary: {}", e.message));
            // SAFETY: `lengths` and `binaries` hold one entry per device (pi.h, as clCreateProgramWithBinary); NULL is refused.
            let (lens, bins) = (args::slice(lengths, n, "lengths").map_err(invalid)?, args::slice(binaries, n, "binaries").map_err(invalid)?);
            let mut slices = Vec::with_capacity(n);
            for (i, (&len, &b)) in lens.iter().zip(bins).enumerate() {
                if b.is_null() || len == 0 {
                    return fail(PI_ERROR_INVALID_VALUE, format!("piProgramCreateWithBinary: binary {i} is NULL or empty"));
                }
                // SAFETY: binaries[i] points to lengths[i] readable bytes (pi.h); non-NULL, non-empty (checked above).
                slices.push(args::slice(b, len, "binary")?);
            }
            // SAFETY: NULL or one writable pi_int32 per device (pi.h's binary_status).
            let status = (!binary_status.is_null()).then(|| std::slice::from_raw_parts_mut(binary_status, n));
            Ok(program::from_binaries(cl::Context::borrow(&context), devices, &slices, status)?.into_raw())
        })
    }

    fn piProgramGetInfo(program: pi_program, param_name: u32, param_value_size: usize, param_value: *mut c_void, param_value_size_ret: *mut usize) {
        programs::get_info(program, param_name, param_value_size, param_value, param_value_size_ret)
    }

    fn piProgramCompile(program: pi_program, num_devices: pi_uint32, device_list: *const pi_device, options: *const c_char, num_input_headers: pi_uint32, input_headers: *const pi_program, header_include_names: *const *const c_char, pfn_notify: pi_program_notify, user_data: *mut c_void) {
        let devices = crate::ffi::args::device_list(num_devices, device_list)?;
        if num_input_headers > 0 && input_headers.is_null() {
            return fail(PI_ERROR_INVALID_VALUE, "piProgramCompile: input_headers is NULL");
        }
        // OpenCL's CL_INVALID_VALUE: names without headers, or headers without names.
        if (num_input_headers > 0) == header_include_names.is_null() {
            return fail(PI_ERROR_INVALID_VALUE, "piProgramCompile: header_include_names does not match num_input_headers");
        }
        let headers = cl::Program::borrow_list(input_headers, num_input_headers as usize);
        let names: Vec<_> = headers.iter().enumerate().map(|(i, _)| crate::ffi::args::opt_lossy(*header_include_names.add(i))).collect();
        let headers: Vec<(&str, &cl::Program)> = names.iter().map(|n| n.as_ref()).zip(headers).collect();
        let notify = programs::program_notify(pfn_notify, user_data);
        program::compile(cl::Program::borrow(&programs::resolve(program)), devices, &crate::ffi::args::opt_lossy(options), &headers, notify)
    }

    fn piProgramBuild(program: pi_program, num_devices: pi_uint32, device_list: *const pi_device, options: *const c_char, pfn_notify: pi_program_notify, user_data: *mut c_void) {
        programs::build(program, num_devices, device_list, options, pfn_notify, user_data)
    }

    fn piProgramLink(context: pi_context, num_devices: pi_uint32, device_list: *const pi_device, options: *const c_char, num_input_programs: pi_uint32, input_programs: *const pi_program, pfn_notify: pi_program_notify, user_data: *mut c_void, ret_program: *mut pi_program) {
        check_out(ret_program, "ret_program")?;
        let devices = crate::ffi::args::device_list(num_devices, device_list)?;
        if num_input_programs > 0 && input_programs.is_null() {
            return fail(PI_ERROR_INVALID_VALUE, "piProgramLink: input_programs is NULL");
        }
        let mut inputs: Vec<pi_program> = Vec::new();
        let input_programs = if input_programs.is_null() || programs::redirect_count() == 0 {
            input_programs
        } else {
            inputs.extend((0..num_input_programs as usize).map(|i| programs::resolve(*input_programs.add(i))));
            inputs.as_ptr()
        };
        let inputs = cl::Program::borrow_list(input_programs, num_input_programs as usize);
        let notify = programs::program_notify(pfn_notify, user_data);
        match program::link(cl::Context::borrow(&context), devices, &crate::ffi::args::opt_lossy(options), inputs, notify) {
            Ok(p) => {
                *ret_program = p.into_raw();
                Ok(())
            }
            // A failed link may still return a program holding the log.
            Err((p, e)) => {
                *ret_program = p.map_or(null_mut(), cl::Program::into_raw);
                Err(e)
            }
        }
    }

    fn piProgramGetBuildInfo(program: pi_program, device: pi_device, param_name: u32, param_value_size: usize, param_value: *mut c_void, param_value_size_ret: *mut usize) {
        let b = program::build_info_bytes(cl::Program::borrow(&programs::resolve(program)), cl::DeviceId(device), param_name)?;
        ret_bytes(param_value_size, param_value, param_value_size_ret, &b)
    }

    fn piProgramRetain(program: pi_program) {
        object::retain(cl::Program::borrow(&program))
    }

    fn piProgramRelease(program: pi_program) {
        programs::release(program)
    }

    fn piextProgramSetSpecializationConstant(prog: pi_program, spec_id: pi_uint32, spec_size: usize, spec_value: *const c_void) {
        programs::set_spec_constant(prog, spec_id, spec_size, spec_value).map_err(|e| {
            // PI's code for "not here" (libsycl falls back); the message says why.
            if e.status == crate::core::Status::Unsupported {
                err(PI_ERROR_INVALID_OPERATION, format!("piextProgramSetSpecializationConstant: {}", e.message))
            } else {
                e
            }
        })
    }

    fn piextProgramGetNativeHandle(program: pi_program, native: *mut pi_native_handle) {
        native_of(programs::resolve(program), PI_ERROR_INVALID_PROGRAM, "program", native)
    }

    fn piextProgramCreateWithNativeHandle(native: pi_native_handle, context: pi_context, owns: u8, program: *mut pi_program) {
        let _ = context;
        adopt(native, program, "program", |p| keep(owns, cl::Program::borrow(&p)))
    }

    // ------------------------------------------------------------ kernel

    fn piKernelCreate(program: pi_program, kernel_name: *const c_char, ret_kernel: *mut pi_kernel) {
        create(ret_kernel, "ret_kernel", || {
            if kernel_name.is_null() {
                return fail(PI_ERROR_INVALID_VALUE, "kernel_name is NULL");
            }
            let k = kernel::by_name(cl::Program::borrow(&programs::resolve(program)), CStr::from_ptr(kernel_name))?;
            // Nothing kept for an earlier kernel at its address reaches its launches (`kernel::Route::Handles`).
            kernel::made(k.raw() as usize, None);
            Ok(k.into_raw())
        })
    }

    fn piKernelSetArg(kernel: pi_kernel, arg_index: pi_uint32, arg_size: usize, arg_value: *const c_void) {
        // SAFETY: NULL (local memory, a NULL buffer) or `arg_size` readable bytes (pi.h, as clSetKernelArg).
        let value = (!arg_value.is_null()).then(|| std::slice::from_raw_parts(arg_value.cast::<u8>(), arg_size));
        kernel::set_arg(cl::Kernel::borrow(&kernel), arg_index, arg_size, value)
    }

    fn piKernelGetInfo(kernel: pi_kernel, param_name: u32, param_value_size: usize, param_value: *mut c_void, param_value_size_ret: *mut usize) {
        match param_name {
            CL_KERNEL_FUNCTION_NAME..=CL_KERNEL_ATTRIBUTES => {
                ret_bytes(param_value_size, param_value, param_value_size_ret, &object::info_bytes(cl::Kernel::borrow(&kernel), param_name)?)?;
                programs::fix_kernel_program(param_name, param_value_size, param_value);
                Ok(())
            }
            _ => fail(PI_ERROR_INVALID_VALUE, format!("piKernelGetInfo: query {param_name:#x} is not answered on OpenCL")),
        }
    }

    fn piKernelGetGroupInfo(kernel: pi_kernel, device: pi_device, param_name: u32, param_value_size: usize, param_value: *mut c_void, param_value_size_ret: *mut usize) {
        match param_name {
            CL_KERNEL_WORK_GROUP_SIZE..=CL_KERNEL_GLOBAL_WORK_SIZE => ret_bytes(param_value_size, param_value, param_value_size_ret, &kernel::group_info_bytes(cl::Kernel::borrow(&kernel), cl::DeviceId(device), param_name)?),
            _ => fail(PI_ERROR_INVALID_VALUE, format!("piKernelGetGroupInfo: query {param_name:#x} is not answered on OpenCL")),
        }
    }

    fn piKernelGetSubGroupInfo(kernel: pi_kernel, device: pi_device, param_name: u32, input_value_size: usize, input_value: *const c_void, param_value_size: usize, param_value: *mut c_void, param_value_size_ret: *mut usize) {
        if !matches!(param_name, PI_KERNEL_MAX_SUB_GROUP_SIZE | CL_KERNEL_MAX_NUM_SUB_GROUPS | CL_KERNEL_COMPILE_NUM_SUB_GROUPS | CL_KERNEL_COMPILE_SUB_GROUP_SIZE_INTEL) {
            return fail(PI_ERROR_INVALID_VALUE, format!("piKernelGetSubGroupInfo: unknown query {param_name:#x}"));
        }
        // OpenCL needs a local size for the max sub-group size (core's default where none is given).
        let probe: Vec<u8>;
        let input = if param_name == PI_KERNEL_MAX_SUB_GROUP_SIZE && (input_value.is_null() || input_value_size == 0) {
            probe = crate::core::device_answers::sub_group_probe_local_size(cl::DeviceId(device)).iter().flat_map(|v| v.to_ne_bytes()).collect();
            &probe[..]
        } else if input_value.is_null() {
            &[][..]
        } else {
            std::slice::from_raw_parts(input_value.cast::<u8>(), input_value_size)
        };
        let v = kernel::sub_group_answer(cl::Kernel::borrow(&kernel), cl::DeviceId(device), param_name, input)?;
        // PI answers in 32 bits where OpenCL uses size_t.
        ret_val(param_value_size, param_value, param_value_size_ret, v as u32)
    }

    fn piextKernelSetArgPointer(kernel: pi_kernel, arg_index: pi_uint32, arg_size: usize, arg_value: *const c_void) {
        let _ = arg_size;
        // PI passes a pointer to the USM pointer; OpenCL takes the pointer.
        let ptr = if arg_value.is_null() { 0 } else { *arg_value.cast::<usize>() };
        usm_result(usm::set_kernel_arg_pointer(cl::Kernel::borrow(&kernel), arg_index, ptr))
    }

    fn piKernelSetExecInfo(kernel: pi_kernel, param_name: u32, param_value_size: usize, param_value: *const c_void) {
        match param_name {
            PI_USM_INDIRECT_ACCESS => {
                if param_value.is_null() {
                    return fail(PI_ERROR_INVALID_VALUE, "param_value is NULL");
                }
                let v: u32 = if param_value_size >= 4 { *param_value.cast::<u32>() } else { *param_value.cast::<u8>() as u32 };
                usm_result(usm::set_indirect_access(cl::Kernel::borrow(&kernel), v != 0))
            }
            PI_USM_PTRS => usm_result(usm::set_kernel_usm_ptrs(cl::Kernel::borrow(&kernel), crate::ffi::args::slice(param_value.cast::<u8>(), param_value_size, "param_value")?)),
            // OpenCL has no SLM/data cache split to configure.
            PI_EXT_KERNEL_EXEC_INFO_CACHE_CONFIG => {
                if kernel.is_null() {
                    return fail(PI_ERROR_INVALID_KERNEL, "kernel is NULL");
                }
                Ok(())
            }
            _ => fail(PI_ERROR_INVALID_VALUE, format!("piKernelSetExecInfo: unknown parameter {param_name:#x}")),
        }
    }

    fn piextKernelCreateWithNativeHandle(native: pi_native_handle, context: pi_context, program: pi_program, owns: u8, kernel: *mut pi_kernel) {
        let _ = (context, program);
        adopt(native, kernel, "kernel", |k| {
            kernel::made(k as usize, None);
            keep(owns, cl::Kernel::borrow(&k))
        })
    }

    fn piextKernelGetNativeHandle(kernel: pi_kernel, native: *mut pi_native_handle) {
        native_of(kernel, PI_ERROR_INVALID_KERNEL, "kernel", native)
    }


    // ------------------------------------------------------------- event

    fn piEventCreate(context: pi_context, ret_event: *mut pi_event) {
        // PI 11.15: events are created signalled.
        create(ret_event, "ret_event", || Ok(event::signalled(cl::Context::borrow(&context))?.into_raw()))
    }

    fn piEventGetInfo(event: pi_event, param_name: u32, param_value_size: usize, param_value: *mut c_void, param_value_size_ret: *mut usize) {
        ret_bytes(param_value_size, param_value, param_value_size_ret, &event::info_bytes(cl::Event::borrow(&event), param_name)?)
    }

    fn piEventGetProfilingInfo(event: pi_event, param_name: u32, param_value_size: usize, param_value: *mut c_void, param_value_size_ret: *mut usize) {
        ret_val(param_value_size, param_value, param_value_size_ret, event::profiling(cl::Event::borrow(&event), param_name)?)
    }

    fn piEventsWait(num_events: pi_uint32, event_list: *const pi_event) {
        if num_events == 0 || event_list.is_null() {
            return fail(PI_ERROR_INVALID_VALUE, "piEventsWait: the event list is empty or NULL");
        }
        let (hs, _) = args::held_list::<PiEvents>(num_events as usize, event_list, |_| Ok(()))?;
        event::wait(cl::Event::borrow_list(hs.as_ptr(), hs.len()))
    }

    fn piEventSetCallback(event: pi_event, command_exec_callback_type: pi_int32, pfn_notify: pi_event_notify, user_data: *mut c_void) {
        let Some(f) = pfn_notify else { return fail(PI_ERROR_INVALID_VALUE, "piEventSetCallback: pfn_notify is NULL") };
        let (e, d) = (Carried::new(event), Carried::new(user_data));
        // SAFETY: the user's callback with the event and data, as registered (PI's contract,
        // OpenCL's: the caller keeps the data valid until the callback runs).
        event::on_status(cl::Event::borrow(&event), command_exec_callback_type, Box::new(move |st| unsafe { f(e.get(), st, d.get()) }))
    }

    fn piEventSetStatus(event: pi_event, execution_status: pi_int32) {
        event::set_user_status(cl::Event::borrow(&event), execution_status)
    }

    fn piextEventGetNativeHandle(event: pi_event, native: *mut pi_native_handle) {
        native_of(event, PI_ERROR_INVALID_EVENT, "event", native)
    }

    fn piextEventCreateWithNativeHandle(native: pi_native_handle, context: pi_context, owns: u8, event: *mut pi_event) {
        let _ = context;
        adopt(native, event, "event", |e| keep(owns, cl::Event::borrow(&e)))
    }

    // ----------------------------------------------------------- sampler

    fn piSamplerCreate(context: pi_context, sampler_properties: *const pi_sampler_properties, result_sampler: *mut pi_sampler) {
        create(result_sampler, "result_sampler", || {
            // SAFETY: NULL or a zero-terminated (key, value) list (pi.h, as clCreateSamplerWithProperties).
            let props = args::properties(sampler_properties, || err(PI_ERROR_INVALID_VALUE, "piSamplerCreate: property list is not terminated"))?;
            Ok(mem::image::create_sampler(cl::Context::borrow(&context), &props)?.into_raw())
        })
    }

    fn piSamplerGetInfo(sampler: pi_sampler, param_name: u32, param_value_size: usize, param_value: *mut c_void, param_value_size_ret: *mut usize) {
        // SAFETY: libsycl's live sampler (an OpenCL one), viewed for the call.
        ret_bytes(param_value_size, param_value, param_value_size_ret, &cl::Sampler::borrow(&sampler).info_bytes(param_name)?)
    }

    // ----------------------------------------------------------- enqueue

    fn piEnqueueKernelLaunch(queue: pi_queue, kernel: pi_kernel, work_dim: pi_uint32, global_work_offset: *const usize, global_work_size: *const usize, local_work_size: *const usize, num_events_in_wait_list: pi_uint32, event_wait_list: *const pi_event, event: *mut pi_event) {
        let (dims, offset, local) = crate::ffi::args::work_sizes(work_dim, global_work_size, global_work_offset, local_work_size)?;
        enqueue(queue, num_events_in_wait_list, event_wait_list, event, |w, ev| kernel::launch(cl::Queue::borrow(&queue), cl::Kernel::borrow(&kernel), kernel::Route::Handles, offset, dims, local, w, ev))
    }


    fn piEnqueueEventsWait(queue: pi_queue, num_events_in_wait_list: pi_uint32, event_wait_list: *const pi_event, event: *mut pi_event) {
        enqueue(queue, num_events_in_wait_list, event_wait_list, event, |w, ev| enqueue::marker(cl::Queue::borrow(&queue), false, w, ev))
    }

    fn piEnqueueEventsWaitWithBarrier(queue: pi_queue, num_events_in_wait_list: pi_uint32, event_wait_list: *const pi_event, event: *mut pi_event) {
        enqueue(queue, num_events_in_wait_list, event_wait_list, event, |w, ev| enqueue::marker(cl::Queue::borrow(&queue), true, w, ev))
    }

    fn piEnqueueMemBufferRead(queue: pi_queue, buffer: pi_mem, blocking_read: pi_bool, offset: usize, size: usize, ptr: *mut c_void, num_events_in_wait_list: pi_uint32, event_wait_list: *const pi_event, event: *mut pi_event) {
        enqueue(queue, num_events_in_wait_list, event_wait_list, event, |w, ev| enqueue::read(cl::Queue::borrow(&queue), cl::Mem::borrow(&buffer), blocking_read != 0, enqueue::Span::Bytes { offset, size }, ptr, w, ev))
    }

    fn piEnqueueMemBufferReadRect(queue: pi_queue, buffer: pi_mem, blocking_read: pi_bool, buffer_offset: *const usize, host_offset: *const usize, region: *const usize, buffer_row_pitch: usize, buffer_slice_pitch: usize, host_row_pitch: usize, host_slice_pitch: usize, ptr: *mut c_void, num_events_in_wait_list: pi_uint32, event_wait_list: *const pi_event, event: *mut pi_event) {
        let r = enqueue::Rect { origins: [crate::ffi::args::triple(buffer_offset, "buffer_offset")?, crate::ffi::args::triple(host_offset, "host_offset")?], region: crate::ffi::args::triple(region, "region")?, pitches: [buffer_row_pitch, buffer_slice_pitch, host_row_pitch, host_slice_pitch] };
        enqueue(queue, num_events_in_wait_list, event_wait_list, event, |w, ev| enqueue::read(cl::Queue::borrow(&queue), cl::Mem::borrow(&buffer), blocking_read != 0, enqueue::Span::Rect(&r), ptr, w, ev))
    }

    fn piEnqueueMemBufferWrite(queue: pi_queue, buffer: pi_mem, blocking_write: pi_bool, offset: usize, size: usize, ptr: *const c_void, num_events_in_wait_list: pi_uint32, event_wait_list: *const pi_event, event: *mut pi_event) {
        enqueue(queue, num_events_in_wait_list, event_wait_list, event, |w, ev| enqueue::write(cl::Queue::borrow(&queue), cl::Mem::borrow(&buffer), blocking_write != 0, enqueue::Span::Bytes { offset, size }, ptr, w, ev))
    }

    fn piEnqueueMemBufferWriteRect(queue: pi_queue, buffer: pi_mem, blocking_write: pi_bool, buffer_offset: *const usize, host_offset: *const usize, region: *const usize, buffer_row_pitch: usize, buffer_slice_pitch: usize, host_row_pitch: usize, host_slice_pitch: usize, ptr: *const c_void, num_events_in_wait_list: pi_uint32, event_wait_list: *const pi_event, event: *mut pi_event) {
        let r = enqueue::Rect { origins: [crate::ffi::args::triple(buffer_offset, "buffer_offset")?, crate::ffi::args::triple(host_offset, "host_offset")?], region: crate::ffi::args::triple(region, "region")?, pitches: [buffer_row_pitch, buffer_slice_pitch, host_row_pitch, host_slice_pitch] };
        enqueue(queue, num_events_in_wait_list, event_wait_list, event, |w, ev| enqueue::write(cl::Queue::borrow(&queue), cl::Mem::borrow(&buffer), blocking_write != 0, enqueue::Span::Rect(&r), ptr, w, ev))
    }

    fn piEnqueueMemBufferCopy(queue: pi_queue, src_buffer: pi_mem, dst_buffer: pi_mem, src_offset: usize, dst_offset: usize, size: usize, num_events_in_wait_list: pi_uint32, event_wait_list: *const pi_event, event: *mut pi_event) {
        enqueue(queue, num_events_in_wait_list, event_wait_list, event, |w, ev| enqueue::copy(cl::Queue::borrow(&queue), cl::Mem::borrow(&src_buffer), cl::Mem::borrow(&dst_buffer), src_offset, dst_offset, size, w, ev))
    }

    fn piEnqueueMemBufferCopyRect(queue: pi_queue, src_buffer: pi_mem, dst_buffer: pi_mem, src_origin: *const usize, dst_origin: *const usize, region: *const usize, src_row_pitch: usize, src_slice_pitch: usize, dst_row_pitch: usize, dst_slice_pitch: usize, num_events_in_wait_list: pi_uint32, event_wait_list: *const pi_event, event: *mut pi_event) {
        let r = enqueue::Rect { origins: [crate::ffi::args::triple(src_origin, "src_origin")?, crate::ffi::args::triple(dst_origin, "dst_origin")?], region: crate::ffi::args::triple(region, "region")?, pitches: [src_row_pitch, src_slice_pitch, dst_row_pitch, dst_slice_pitch] };
        enqueue(queue, num_events_in_wait_list, event_wait_list, event, |w, ev| enqueue::copy_rect(cl::Queue::borrow(&queue), cl::Mem::borrow(&src_buffer), cl::Mem::borrow(&dst_buffer), &r, w, ev))
    }

    fn piEnqueueMemBufferFill(queue: pi_queue, buffer: pi_mem, pattern: *const c_void, pattern_size: usize, offset: usize, size: usize, num_events_in_wait_list: pi_uint32, event_wait_list: *const pi_event, event: *mut pi_event) {
        if pattern.is_null() || pattern_size == 0 {
            return fail(PI_ERROR_INVALID_VALUE, "piEnqueueMemBufferFill: pattern is NULL or empty");
        }
        let pattern = std::slice::from_raw_parts(pattern.cast::<u8>(), pattern_size);
        enqueue(queue, num_events_in_wait_list, event_wait_list, event, |w, ev| enqueue::fill(cl::Queue::borrow(&queue), cl::Mem::borrow(&buffer), pattern, offset, size, w, ev))
    }

    fn piEnqueueMemImageRead(queue: pi_queue, image: pi_mem, blocking_read: pi_bool, origin: *const usize, region: *const usize, row_pitch: usize, slice_pitch: usize, ptr: *mut c_void, num_events_in_wait_list: pi_uint32, event_wait_list: *const pi_event, event: *mut pi_event) {
        let (o, r) = (crate::ffi::args::triple(origin, "origin")?, crate::ffi::args::triple(region, "region")?);
        enqueue(queue, num_events_in_wait_list, event_wait_list, event, |w, ev| enqueue::image::read(cl::Queue::borrow(&queue), cl::Mem::borrow(&image), blocking_read != 0, o, r, [row_pitch, slice_pitch], ptr, w, ev))
    }

    fn piEnqueueMemImageWrite(queue: pi_queue, image: pi_mem, blocking_write: pi_bool, origin: *const usize, region: *const usize, input_row_pitch: usize, input_slice_pitch: usize, ptr: *const c_void, num_events_in_wait_list: pi_uint32, event_wait_list: *const pi_event, event: *mut pi_event) {
        let (o, r) = (crate::ffi::args::triple(origin, "origin")?, crate::ffi::args::triple(region, "region")?);
        enqueue(queue, num_events_in_wait_list, event_wait_list, event, |w, ev| enqueue::image::write(cl::Queue::borrow(&queue), cl::Mem::borrow(&image), blocking_write != 0, o, r, [input_row_pitch, input_slice_pitch], ptr, w, ev))
    }

    fn piEnqueueMemImageCopy(queue: pi_queue, src_image: pi_mem, dst_image: pi_mem, src_origin: *const usize, dst_origin: *const usize, region: *const usize, num_events_in_wait_list: pi_uint32, event_wait_list: *const pi_event, event: *mut pi_event) {
        let (so, d_o, r) = (crate::ffi::args::triple(src_origin, "src_origin")?, crate::ffi::args::triple(dst_origin, "dst_origin")?, crate::ffi::args::triple(region, "region")?);
        enqueue(queue, num_events_in_wait_list, event_wait_list, event, |w, ev| enqueue::image::copy(cl::Queue::borrow(&queue), cl::Mem::borrow(&src_image), cl::Mem::borrow(&dst_image), so, d_o, r, w, ev))
    }

    fn piEnqueueMemImageFill(queue: pi_queue, image: pi_mem, fill_color: *const c_void, origin: *const usize, region: *const usize, num_events_in_wait_list: pi_uint32, event_wait_list: *const pi_event, event: *mut pi_event) {
        let (o, r) = (crate::ffi::args::triple(origin, "origin")?, crate::ffi::args::triple(region, "region")?);
        // SAFETY: PI's fill colour is a four-component vector of 32-bit
        // values (16 bytes), readable for the call; NULL is refused.
        let color: [u8; 16] = unsafe { crate::ffi::args::bytes(fill_color, 16, "fill_color") }?.try_into().unwrap_or_default();
        enqueue(queue, num_events_in_wait_list, event_wait_list, event, |w, ev| enqueue::image::fill(cl::Queue::borrow(&queue), cl::Mem::borrow(&image), &color, o, r, w, ev))
    }

    fn piEnqueueMemBufferMap(queue: pi_queue, buffer: pi_mem, blocking_map: pi_bool, map_flags: pi_map_flags, offset: usize, size: usize, num_events_in_wait_list: pi_uint32, event_wait_list: *const pi_event, event: *mut pi_event, ret_map: *mut *mut c_void) {
        check_out(ret_map, "ret_map")?;
        enqueue(queue, num_events_in_wait_list, event_wait_list, event, |w, ev| {
            let (p, e) = enqueue::map(cl::Queue::borrow(&queue), cl::Mem::borrow(&buffer), blocking_map != 0, map_flags, offset, size, w, ev)?;
            *ret_map = p as *mut c_void;
            Ok(e)
        })
    }

    fn piEnqueueMemUnmap(queue: pi_queue, memobj: pi_mem, mapped_ptr: *mut c_void, num_events_in_wait_list: pi_uint32, event_wait_list: *const pi_event, event: *mut pi_event) {
        enqueue(queue, num_events_in_wait_list, event_wait_list, event, |w, ev| enqueue::unmap(cl::Queue::borrow(&queue), cl::Mem::borrow(&memobj), mapped_ptr as usize, w, ev))
    }

    // --------------------------------------------------------------- USM

    fn piextUSMHostAlloc(result_ptr: *mut *mut c_void, context: pi_context, properties: *mut pi_usm_mem_properties, size: usize, alignment: pi_uint32) {
        usm_alloc(UsmKind::Host, result_ptr, context, null_mut(), properties, size, alignment)
    }

    fn piextUSMDeviceAlloc(result_ptr: *mut *mut c_void, context: pi_context, device: pi_device, properties: *mut pi_usm_mem_properties, size: usize, alignment: pi_uint32) {
        usm_alloc(UsmKind::Device, result_ptr, context, device, properties, size, alignment)
    }

    fn piextUSMSharedAlloc(result_ptr: *mut *mut c_void, context: pi_context, device: pi_device, properties: *mut pi_usm_mem_properties, size: usize, alignment: pi_uint32) {
        usm_alloc(UsmKind::Shared, result_ptr, context, device, properties, size, alignment)
    }

    fn piextUSMFree(context: pi_context, ptr: *mut c_void) {
        // Intel USM: a blocking free (kernels still using the allocation
        // finish first); SVM: `clSVMFree` in core (docs/usm.md).
        // NULL or the start of a USM allocation of `context` no command still uses (PI contract).
        usm_result(usm::free(cl::Context::borrow(&context), usm::UsmPtr::new(ptr as usize)))
    }

    fn piextUSMEnqueueMemset(queue: pi_queue, ptr: *mut c_void, value: pi_int32, count: usize, num_events_in_waitlist: pi_uint32, events_waitlist: *const pi_event, event: *mut pi_event) {
        enqueue(queue, num_events_in_waitlist, events_waitlist, event, |w, ev| usm_result(usm::fill(cl::Queue::borrow(&queue), usm::UsmPtr::new(ptr as usize), &[value as u8], count, w, ev)))
    }

    fn piextUSMEnqueueMemcpy(queue: pi_queue, blocking: pi_bool, dst_ptr: *mut c_void, src_ptr: *const c_void, size: usize, num_events_in_waitlist: pi_uint32, events_waitlist: *const pi_event, event: *mut pi_event) {
        enqueue(queue, num_events_in_waitlist, events_waitlist, event, |w, ev| usm_result(usm::memcpy(cl::Queue::borrow(&queue), blocking != 0, dst_ptr, src_ptr, usm::CopyShape::Bytes(size), w, ev)))
    }

    fn piextUSMEnqueuePrefetch(queue: pi_queue, ptr: *const c_void, size: usize, flags: pi_bitfield, num_events_in_waitlist: pi_uint32, events_waitlist: *const pi_event, event: *mut pi_event) {
        // A migration hint: an ordering point only (a marker), as in the stock plugin.
        let _ = flags;
        enqueue(queue, num_events_in_waitlist, events_waitlist, event, |w, ev| usm_result(usm::prefetch(cl::Queue::borrow(&queue), ptr as usize, size, w, ev)))
    }

    fn piextUSMEnqueueMemAdvise(queue: pi_queue, ptr: *const c_void, length: usize, advice: i32, event: *mut pi_event) {
        // Advice is a hint with no OpenCL counterpart: an ordering point only.
        let _ = advice;
        out_event(event, usm_result(usm::advise(cl::Queue::borrow(&queue), ptr as usize, length, !event.is_null()))?);
        Ok(())
    }

    fn piextUSMGetMemAllocInfo(context: pi_context, ptr: *const c_void, param_name: u32, param_value_size: usize, param_value: *mut c_void, param_value_size_ret: *mut usize) {
        let b = usm_result(usm::alloc_info_bytes(cl::Context::borrow(&context), ptr as usize, param_name))?;
        ret_bytes(param_value_size, param_value, param_value_size_ret, &b)
    }



    fn piextKernelSetArgMemObj(kernel: pi_kernel, arg_index: pi_uint32, arg_properties: *const pi_mem_obj_property, arg_value: *const pi_mem) {
        let _ = arg_properties;
        // SAFETY: NULL (a NULL buffer) or one readable `pi_mem` (pi.h's piextKernelSetArgMemObj).
        let value = (!arg_value.is_null()).then(|| std::slice::from_raw_parts(arg_value.cast::<u8>(), std::mem::size_of::<pi_mem>()));
        kernel::set_arg(cl::Kernel::borrow(&kernel), arg_index, std::mem::size_of::<pi_mem>(), value)
    }

    fn piextKernelSetArgSampler(kernel: pi_kernel, arg_index: pi_uint32, arg_value: *const pi_sampler) {
        // SAFETY: NULL or one readable `pi_sampler` (pi.h's piextKernelSetArgSampler).
        let value = (!arg_value.is_null()).then(|| std::slice::from_raw_parts(arg_value.cast::<u8>(), std::mem::size_of::<pi_sampler>()));
        kernel::set_arg(cl::Kernel::borrow(&kernel), arg_index, std::mem::size_of::<pi_sampler>(), value)
    }

    // ------------------------------------------------------------ plugin

    fn piextPluginGetOpaqueData(opaque_data_param: *mut c_void, opaque_data_return: *mut *mut c_void) {
        let _ = opaque_data_param;
        if !opaque_data_return.is_null() {
            *opaque_data_return = null_mut();
        }
        unimplemented("piextPluginGetOpaqueData (no plugin-private data on OpenCL)")
    }

    fn piTearDown(plugin_parameter: *mut c_void) {
        let _ = plugin_parameter;
        info::clear();
        Ok(())
    }

    fn piextUSMEnqueueFill2D(queue: pi_queue, ptr: *mut c_void, pitch: usize, pattern_size: usize, pattern: *const c_void, width: usize, height: usize, num_events_in_waitlist: pi_uint32, events_waitlist: *const pi_event, event: *mut pi_event) {
        check_ptr(ptr.cast_const(), "ptr")?;
        check_ptr(pattern, "pattern")?;
        if pattern_size == 0 || width % pattern_size != 0 {
            return fail(PI_ERROR_INVALID_VALUE, format!("piextUSMEnqueueFill2D: width {width} is not a non-zero multiple of pattern_size {pattern_size}"));
        }
        let pattern = std::slice::from_raw_parts(pattern.cast::<u8>(), pattern_size);
        enqueue(queue, num_events_in_waitlist, events_waitlist, event, |w, ev| usm_result(usm::fill_2d(cl::Queue::borrow(&queue), usm::UsmPtr::new(ptr as usize), pitch, pattern, width, height, w, ev)))
    }

    fn piextUSMEnqueueMemset2D(queue: pi_queue, ptr: *mut c_void, pitch: usize, value: i32, width: usize, height: usize, num_events_in_waitlist: pi_uint32, events_waitlist: *const pi_event, event: *mut pi_event) {
        check_ptr(ptr.cast_const(), "ptr")?;
        enqueue(queue, num_events_in_waitlist, events_waitlist, event, |w, ev| usm_result(usm::fill_2d(cl::Queue::borrow(&queue), usm::UsmPtr::new(ptr as usize), pitch, &[value as u8], width, height, w, ev)))
    }

    fn piextUSMEnqueueMemcpy2D(queue: pi_queue, blocking: pi_bool, dst_ptr: *mut c_void, dst_pitch: usize, src_ptr: *const c_void, src_pitch: usize, width: usize, height: usize, num_events_in_waitlist: pi_uint32, events_waitlist: *const pi_event, event: *mut pi_event) {
        check_ptr(dst_ptr.cast_const(), "dst_ptr")?;
        check_ptr(src_ptr, "src_ptr")?;
        enqueue(queue, num_events_in_waitlist, events_waitlist, event, |w, ev| usm_result(usm::memcpy(cl::Queue::borrow(&queue), blocking != 0, dst_ptr, src_ptr, usm::CopyShape::Rows { width, height, dst_pitch, src_pitch }, w, ev)))
    }

    fn piGetDeviceAndHostTimer(device: pi_device, device_time: *mut u64, host_time: *mut u64) {
        let (d, h) = device::timers(cl::DeviceId(device), !device_time.is_null())?;
        if !device_time.is_null() {
            *device_time = d;
        }
        if !host_time.is_null() {
            *host_time = h;
        }
        Ok(())
    }

    fn piextEnqueueDeviceGlobalVariableWrite(queue: pi_queue, program: pi_program, name: *const c_char, blocking_write: pi_bool, count: usize, offset: usize, src: *const c_void, num_events_in_wait_list: pi_uint32, event_wait_list: *const pi_event, event: *mut pi_event) {
        check_ptr(name, "name")?;
        check_ptr(src, "src")?;
        let p = programs::resolve(program);
        enqueue(queue, num_events_in_wait_list, event_wait_list, event, |w, ev| enqueue::device_global(cl::Queue::borrow(&queue), cl::Program::borrow(&p), CStr::from_ptr(name), true, blocking_write != 0, count, offset, src.cast_mut(), w, ev))
    }

    fn piextEnqueueDeviceGlobalVariableRead(queue: pi_queue, program: pi_program, name: *const c_char, blocking_read: pi_bool, count: usize, offset: usize, dst: *mut c_void, num_events_in_wait_list: pi_uint32, event_wait_list: *const pi_event, event: *mut pi_event) {
        check_ptr(name, "name")?;
        check_ptr(dst, "dst")?;
        let p = programs::resolve(program);
        enqueue(queue, num_events_in_wait_list, event_wait_list, event, |w, ev| enqueue::device_global(cl::Queue::borrow(&queue), cl::Program::borrow(&p), CStr::from_ptr(name), false, blocking_read != 0, count, offset, dst, w, ev))
    }

    fn piPluginGetBackendOption(platform: pi_platform, frontend_option: *const c_char, backend_option: *mut *const c_char) {
        let _ = platform;
        check_out(backend_option, "backend_option")?;
        if frontend_option.is_null() {
            return fail(PI_ERROR_INVALID_VALUE, "frontend_option is NULL");
        }
        let opt = CStr::from_ptr(frontend_option).to_bytes();
        let mapped: &'static CStr = match opt {
            b"-O0" => c"-cl-opt-disable",
            b"-O1" | b"-O2" | b"-O3" | b"" => c"",
            _ => return fail(PI_ERROR_INVALID_VALUE, format!("piPluginGetBackendOption: unknown option {:?}", String::from_utf8_lossy(opt))),
        };
        *backend_option = mapped.as_ptr();
        Ok(())
    }

    fn piextEnablePeerAccess(command_device: pi_device, peer_device: pi_device) {
        let _ = (command_device, peer_device);
        fail(PI_ERROR_UNSUPPORTED_FEATURE, "piextEnablePeerAccess: OpenCL has no peer access")
    }

    fn piextDisablePeerAccess(command_device: pi_device, peer_device: pi_device) {
        let _ = (command_device, peer_device);
        fail(PI_ERROR_UNSUPPORTED_FEATURE, "piextDisablePeerAccess: OpenCL has no peer access")
    }

    fn piextPeerAccessGetInfo(command_device: pi_device, peer_device: pi_device, attr: u32, param_value_size: usize, param_value: *mut c_void, param_value_size_ret: *mut usize) {
        if command_device.is_null() || peer_device.is_null() {
            return fail(PI_ERROR_INVALID_DEVICE, "device is NULL");
        }
        match attr {
            // Supported / atomics supported: no, on OpenCL.
            0 | 1 => ret_val(param_value_size, param_value, param_value_size_ret, 0u32),
            _ => fail(PI_ERROR_INVALID_VALUE, format!("piextPeerAccessGetInfo: unknown attribute {attr}")),
        }
    }


}

// Reference counts: PI's are OpenCL's.
macro_rules! counted {
    ($( $retain:ident, $release:ident ($h:ident: $t:ty) => $cl:ty; )*) => {
        pi_entries! {$(
            fn $retain($h: $t) {
                object::retain(<$cl>::borrow(&$h))
            }
            fn $release($h: $t) {
                // SAFETY: a PI release hands over one reference libsycl owns (NULL: the
                // loader's invalid-object code), given up by the owned wrapper.
                object::release(<$cl>::from_owned($h))
            }
        )*}
    };
}

counted! {
    piContextRetain, piContextRelease(context: pi_context) => cl::Context;
    piQueueRetain, piQueueRelease(queue: pi_queue) => cl::Queue;
    piMemRetain, piMemRelease(mem: pi_mem) => cl::Mem;
    piKernelRetain, piKernelRelease(kernel: pi_kernel) => cl::Kernel;
    piEventRetain, piEventRelease(event: pi_event) => cl::Event;
    piSamplerRetain, piSamplerRelease(sampler: pi_sampler) => cl::Sampler;
    piDeviceRetain, piDeviceRelease(device: pi_device) => cl::OwnedDevice;
}

// Families OpenCL cannot provide through this plugin: every entry answers
// PI_ERROR_INVALID_OPERATION with a message naming it.
macro_rules! not_implemented {
    ($( fn $name:ident ( $($a:ident : $t:ty),* $(,)? ) $(= $why:literal)?; )*) => {
        pi_entries! {$(
            fn $name($($a: $t),*) {
                $( let _ = $a; )*
                unimplemented(concat!(stringify!($name) $(, " ", $why)?))
            }
        )*}
    };
}

not_implemented! {
    fn piextKernelSuggestMaxCooperativeGroupCount(kernel: pi_kernel, local_work_size: usize, dynamic_shared_memory_size: usize, group_count_ret: *mut pi_uint32) = "(cooperative kernels)";
    fn piextEnqueueCooperativeKernelLaunch(queue: pi_queue, kernel: pi_kernel, work_dim: pi_uint32, global_work_offset: *const usize, global_work_size: *const usize, local_work_size: *const usize, num_events_in_wait_list: pi_uint32, event_wait_list: *const pi_event, event: *mut pi_event) = "(cooperative kernels)";
    fn piextEnqueueReadHostPipe(queue: pi_queue, program: pi_program, pipe_symbol: *const c_char, blocking: pi_bool, ptr: *mut c_void, size: usize, num_events_in_waitlist: pi_uint32, events_waitlist: *const pi_event, event: *mut pi_event) = "(FPGA host pipes)";
    fn piextEnqueueWriteHostPipe(queue: pi_queue, program: pi_program, pipe_symbol: *const c_char, blocking: pi_bool, ptr: *mut c_void, size: usize, num_events_in_waitlist: pi_uint32, events_waitlist: *const pi_event, event: *mut pi_event) = "(FPGA host pipes)";
    fn piextUSMImport(ptr: *const c_void, size: usize, context: pi_context) = "(host memory import)";
    fn piextUSMRelease(ptr: *const c_void, context: pi_context) = "(host memory import)";
    fn piextCommandBufferCreate(context: pi_context, device: pi_device, desc: *const pi_ext_command_buffer_desc, ret_command_buffer: *mut pi_ext_command_buffer);
    fn piextCommandBufferRetain(command_buffer: pi_ext_command_buffer);
    fn piextCommandBufferRelease(command_buffer: pi_ext_command_buffer);
    fn piextCommandBufferFinalize(command_buffer: pi_ext_command_buffer);
    fn piextCommandBufferNDRangeKernel(command_buffer: pi_ext_command_buffer, kernel: pi_kernel, work_dim: pi_uint32, global_work_offset: *const usize, global_work_size: *const usize, local_work_size: *const usize, num_sync_points_in_wait_list: pi_uint32, sync_point_wait_list: *const pi_ext_sync_point, sync_point: *mut pi_ext_sync_point, command: *mut pi_ext_command_buffer_command);
    fn piextCommandBufferMemcpyUSM(command_buffer: pi_ext_command_buffer, dst_ptr: *mut c_void, src_ptr: *const c_void, size: usize, num_sync_points_in_wait_list: pi_uint32, sync_point_wait_list: *const pi_ext_sync_point, sync_point: *mut pi_ext_sync_point);
    fn piextCommandBufferMemBufferCopy(command_buffer: pi_ext_command_buffer, src_buffer: pi_mem, dst_buffer: pi_mem, src_offset: usize, dst_offset: usize, size: usize, num_sync_points_in_wait_list: pi_uint32, sync_point_wait_list: *const pi_ext_sync_point, sync_point: *mut pi_ext_sync_point);
    fn piextCommandBufferMemBufferCopyRect(command_buffer: pi_ext_command_buffer, src_buffer: pi_mem, dst_buffer: pi_mem, src_origin: *const usize, dst_origin: *const usize, region: *const usize, src_row_pitch: usize, src_slice_pitch: usize, dst_row_pitch: usize, dst_slice_pitch: usize, num_sync_points_in_wait_list: pi_uint32, sync_point_wait_list: *const pi_ext_sync_point, sync_point: *mut pi_ext_sync_point);
    fn piextCommandBufferMemBufferWrite(command_buffer: pi_ext_command_buffer, buffer: pi_mem, offset: usize, size: usize, ptr: *const c_void, num_sync_points_in_wait_list: pi_uint32, sync_point_wait_list: *const pi_ext_sync_point, sync_point: *mut pi_ext_sync_point);
    fn piextCommandBufferMemBufferWriteRect(command_buffer: pi_ext_command_buffer, buffer: pi_mem, buffer_offset: *const usize, host_offset: *const usize, region: *const usize, buffer_row_pitch: usize, buffer_slice_pitch: usize, host_row_pitch: usize, host_slice_pitch: usize, ptr: *const c_void, num_sync_points_in_wait_list: pi_uint32, sync_point_wait_list: *const pi_ext_sync_point, sync_point: *mut pi_ext_sync_point);
    fn piextCommandBufferMemBufferRead(command_buffer: pi_ext_command_buffer, buffer: pi_mem, offset: usize, size: usize, dst: *mut c_void, num_sync_points_in_wait_list: pi_uint32, sync_point_wait_list: *const pi_ext_sync_point, sync_point: *mut pi_ext_sync_point);
    fn piextCommandBufferMemBufferReadRect(command_buffer: pi_ext_command_buffer, buffer: pi_mem, buffer_offset: *const usize, host_offset: *const usize, region: *const usize, buffer_row_pitch: usize, buffer_slice_pitch: usize, host_row_pitch: usize, host_slice_pitch: usize, ptr: *mut c_void, num_sync_points_in_wait_list: pi_uint32, sync_point_wait_list: *const pi_ext_sync_point, sync_point: *mut pi_ext_sync_point);
    fn piextCommandBufferMemBufferFill(command_buffer: pi_ext_command_buffer, buffer: pi_mem, pattern: *const c_void, pattern_size: usize, offset: usize, size: usize, num_sync_points_in_wait_list: pi_uint32, sync_point_wait_list: *const pi_ext_sync_point, sync_point: *mut pi_ext_sync_point);
    fn piextCommandBufferFillUSM(command_buffer: pi_ext_command_buffer, ptr: *mut c_void, pattern: *const c_void, pattern_size: usize, size: usize, num_sync_points_in_wait_list: pi_uint32, sync_point_wait_list: *const pi_ext_sync_point, sync_point: *mut pi_ext_sync_point);
    fn piextCommandBufferPrefetchUSM(command_buffer: pi_ext_command_buffer, ptr: *const c_void, size: usize, flags: pi_bitfield, num_sync_points_in_wait_list: pi_uint32, sync_point_wait_list: *const pi_ext_sync_point, sync_point: *mut pi_ext_sync_point);
    fn piextCommandBufferAdviseUSM(command_buffer: pi_ext_command_buffer, ptr: *const c_void, length: usize, advice: i32, num_sync_points_in_wait_list: pi_uint32, sync_point_wait_list: *const pi_ext_sync_point, sync_point: *mut pi_ext_sync_point);
    fn piextEnqueueCommandBuffer(command_buffer: pi_ext_command_buffer, queue: pi_queue, num_events_in_wait_list: pi_uint32, event_wait_list: *const pi_event, event: *mut pi_event);
    fn piextUSMPitchedAlloc(result_ptr: *mut *mut c_void, result_pitch: *mut usize, context: pi_context, device: pi_device, properties: *mut pi_usm_mem_properties, width_in_bytes: usize, height: usize, element_size_bytes: u32);
    fn piextMemUnsampledImageHandleDestroy(context: pi_context, device: pi_device, handle: pi_image_handle);
    fn piextMemSampledImageHandleDestroy(context: pi_context, device: pi_device, handle: pi_image_handle);
    fn piextBindlessImageSamplerCreate(context: pi_context, sampler_properties: *const pi_sampler_properties, min_mipmap_level_clamp: f32, max_mipmap_level_clamp: f32, max_anisotropy: f32, result_sampler: *mut pi_sampler);
    fn piextMemImageAllocate(context: pi_context, device: pi_device, image_format: *mut pi_image_format, image_desc: *mut pi_image_desc, ret_mem: *mut pi_image_mem_handle);
    fn piextMemImageFree(context: pi_context, device: pi_device, memory_handle: pi_image_mem_handle);
    fn piextMemUnsampledImageCreate(context: pi_context, device: pi_device, img_mem: pi_image_mem_handle, image_format: *mut pi_image_format, image_desc: *mut pi_image_desc, ret_mem: *mut pi_mem, ret_handle: *mut pi_image_handle);
    fn piextMemSampledImageCreate(context: pi_context, device: pi_device, img_mem: pi_image_mem_handle, image_format: *mut pi_image_format, image_desc: *mut pi_image_desc, sampler: pi_sampler, ret_mem: *mut pi_mem, ret_handle: *mut pi_image_handle);
    fn piextMemImageCopy(queue: pi_queue, dst_ptr: *mut c_void, src_ptr: *mut c_void, image_format: *const pi_image_format, image_desc: *const pi_image_desc, flags: u32, src_offset: *const usize, dst_offset: *const usize, copy_extent: *const usize, host_extent: *const usize, num_events_in_wait_list: pi_uint32, event_wait_list: *const pi_event, event: *mut pi_event);
    fn piextMemImageGetInfo(mem_handle: pi_image_mem_handle, param_name: u32, param_value: *mut c_void, param_value_size_ret: *mut usize);
    fn piextMemMipmapGetLevel(context: pi_context, device: pi_device, mip_mem: pi_image_mem_handle, level: u32, ret_mem: *mut pi_image_mem_handle);
    fn piextMemMipmapFree(context: pi_context, device: pi_device, memory_handle: pi_image_mem_handle);
    fn piextMemImportOpaqueFD(context: pi_context, device: pi_device, size: usize, file_descriptor: i32, ret_handle: *mut pi_interop_mem_handle);
    fn piextMemReleaseInterop(context: pi_context, device: pi_device, memory_handle: pi_interop_mem_handle);
    fn piextMemMapExternalArray(context: pi_context, device: pi_device, image_format: *mut pi_image_format, image_desc: *mut pi_image_desc, mem_handle: pi_interop_mem_handle, ret_mem: *mut pi_image_mem_handle);
    fn piextImportExternalSemaphoreOpaqueFD(context: pi_context, device: pi_device, file_descriptor: i32, ret_handle: *mut pi_interop_semaphore_handle);
    fn piextDestroyExternalSemaphore(context: pi_context, device: pi_device, sem_handle: pi_interop_semaphore_handle);
    fn piextWaitExternalSemaphore(queue: pi_queue, sem_handle: pi_interop_semaphore_handle, num_events_in_wait_list: pi_uint32, event_wait_list: *const pi_event, event: *mut pi_event);
    fn piextSignalExternalSemaphore(queue: pi_queue, sem_handle: pi_interop_semaphore_handle, num_events_in_wait_list: pi_uint32, event_wait_list: *const pi_event, event: *mut pi_event);
}

// ----------------------------------------------------------------- helpers

/// Creates an OpenCL queue with the PI flags OpenCL understands.
///
/// # Safety
/// PI contract of piQueueCreate.
unsafe fn create_queue(context: pi_context, device: pi_device, flags: u64, queue: *mut pi_queue) -> Result<(), Error> {
    // SAFETY: the caller's context (PI contract) and out-pointer.
    unsafe {
        create(queue, "queue", || {
            let q = queue::for_device(
                cl::Context::borrow(&context),
                cl::DeviceId(device),
                flags & CL_QUEUE_PROPERTIES_MASK,
            )?;
            // Launches on it find its device kept (`kernel::Route::Handles`).
            kernel::made(q.raw() as usize, Some(cl::DeviceId(device)));
            Ok(q.into_raw())
        })
    }
}

/// A USM backend result as a PI code (the message goes to
/// `piPluginGetLastError`). Codes are OpenCL's, which PI shares; "no USM on
/// this device" is `PI_ERROR_INVALID_OPERATION`, which libsycl turns into a
/// `sycl::exception` (docs/usm.md).
fn usm_result<T>(r: Result<T, UsmError>) -> Result<T, Error> {
    r.or_else(|e| fail(e.code, e.message))
}

/// # Safety
/// PI contract of the USM allocators.
unsafe fn usm_alloc(
    kind: UsmKind,
    result_ptr: *mut *mut c_void,
    context: pi_context,
    device: pi_device,
    properties: *mut pi_usm_mem_properties,
    size: usize,
    alignment: u32,
) -> Result<(), Error> {
    check_out(result_ptr, "result_ptr")?;
    let device = (!device.is_null()).then_some(cl::DeviceId(device));
    // SAFETY: the caller's live context (PI's handles are OpenCL's).
    let ctx = unsafe { cl::Context::borrow(&context) };
    let unterminated = || UsmError::new(PI_ERROR_INVALID_VALUE, "USM allocation: property list is not terminated");
    // SAFETY: NULL or PI's zero-terminated list of (key, value) pairs (the walk stops at its 0, or after 64 pairs).
    let props = unsafe { args::properties(properties, unterminated) };
    let r = props.and_then(|p| usm::alloc_with(kind, ctx, device, &p, size, alignment));
    // SAFETY: checked non-null.
    unsafe { *result_ptr = r.as_ref().map_or(null_mut(), |p| p.addr() as *mut c_void) };
    usm_result(r.map(drop))
}

/// An image of libsycl's descriptor as core's selection reads it
/// (`core::select`): its target and its requirements' aspects.
///
/// # Safety
/// `img` is NULL or a valid `pi_device_binary`.
unsafe fn candidate(img: pi_device_binary) -> select::Candidate {
    /// The array between `begin` and `end` (empty when NULL or reversed).
    unsafe fn span<'a, T>(begin: *const T, end: *const T) -> &'a [T] {
        if begin.is_null() || end <= begin {
            return &[];
        }
        // SAFETY: the caller's array between begin and end.
        unsafe { std::slice::from_raw_parts(begin, end.offset_from(begin) as usize) }
    }
    // SAFETY: NULL or a NUL-terminated string (caller contract).
    let named =
        |p: *const c_char, want: &str| !p.is_null() && unsafe { CStr::from_ptr(p) }.to_bytes() == want.as_bytes();
    let mut c = select::Candidate::default();
    // SAFETY: NULL or valid (caller contract), as every pointer it holds.
    let Some(b) = (unsafe { img.as_ref() }) else { return c };
    if !b.device_target_spec.is_null() {
        // SAFETY: a NUL-terminated string.
        c.target = Some(unsafe { CStr::from_ptr(b.device_target_spec) }.to_string_lossy().into_owned());
    }
    // SAFETY: the property sets and their properties are arrays between begin and end.
    for set in unsafe { span(b.property_sets_begin, b.property_sets_end) } {
        if named(set.name, PS_DEVICE_REQUIREMENTS) {
            // SAFETY: as above.
            for p in unsafe { span(set.properties_begin, set.properties_end) } {
                if named(p.name, "aspects") && p.ty == PROP_BYTE_ARRAY && !p.val_addr.is_null() {
                    // SAFETY: a byte array of `val_size` bytes.
                    let bytes = unsafe { std::slice::from_raw_parts(p.val_addr.cast::<u8>(), p.val_size as usize) };
                    c.aspects.extend(select::aspects_of(bytes));
                }
            }
        }
    }
    c
}
