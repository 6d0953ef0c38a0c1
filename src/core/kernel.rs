//! Kernels of the programs a face holds: creation by name (a long name the
//! PTX route renamed is created by its entry), arguments, work-group and
//! sub-group answers (a device without sub-groups, and the PTX route's
//! warps, answered as SYCL allows), and the device addresses of kernel
//! functions and device globals (Intel's extensions).

use super::error::{Error, Result, Status};
use crate::cl::sys::{
    CL_DEVICE_MAX_NUM_SUB_GROUPS, CL_INVALID_DEVICE, CL_INVALID_VALUE, CL_KERNEL_COMPILE_NUM_SUB_GROUPS,
    CL_KERNEL_COMPILE_SUB_GROUP_SIZE_INTEL, CL_KERNEL_MAX_NUM_SUB_GROUPS, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE,
    CL_KERNEL_WORK_GROUP_SIZE,
};
use crate::cl::{ClError, DeviceId, Kernel, Program};
use std::ffi::c_void;

/// A kernel of a built program.
#[inline]
pub fn by_name(p: &Program, name: &std::ffi::CStr) -> Result<Kernel> {
    // A kernel whose long name the PTX route renamed is created by its entry
    // (only long names can be renamed: short ones skip the lookup).
    let long = name.to_bytes().len() > crate::core::ptx::DEFAULT_MAX_ENTRY_LEN;
    if let Some(entry) = long.then(|| name.to_str().ok().and_then(crate::core::ptx::route::entry_name)).flatten() {
        if let Ok(c) = std::ffi::CString::new(entry) {
            if let Ok(k) = Kernel::create_c(p, &c) {
                return Ok(k);
            }
        }
    }
    Ok(Kernel::create_c(p, name)?)
}

/// Sets a kernel argument of `size` bytes: `value`'s bytes, or with no
/// value a local-memory size or a NULL buffer (OpenCL's NULL argument). A
/// value of another length than `size` is `CL_INVALID_ARG_SIZE`, unsent.
#[inline]
pub fn set_arg(k: &Kernel, index: u32, size: usize, value: Option<&[u8]>) -> Result<()> {
    let ptr = match value {
        Some(v) if v.len() != size => {
            let mut e = Error::from(ClError::new(crate::cl::sys::CL_INVALID_ARG_SIZE, "clSetKernelArg (not called)"));
            e.message = format!("argument {index}: a value of {} bytes for size {size}", v.len());
            return Err(e);
        }
        Some(v) => v.as_ptr().cast::<c_void>(),
        None => std::ptr::null(),
    };
    // SAFETY: a live kernel; NULL, or `size` readable bytes (the slice's).
    Ok(unsafe { k.set_arg_ptr(index, size, ptr) }?)
}

/// A kernel's work-group info for a device, of any size.
pub fn group_info_bytes(k: &Kernel, dev: DeviceId, param: u32) -> Result<Vec<u8>> {
    Ok(crate::cl::query_bytes("clGetKernelWorkGroupInfo", |size, value, size_ret| {
        // SAFETY: the protocol's buffer and size.
        unsafe { k.work_group_info_into(dev, param, size, value, size_ret) }
            .map_or_else(|e| e.code, |()| crate::cl::sys::CL_SUCCESS)
    })?)
}

/// A kernel's sub-group answer for a device (`input`: the local size or
/// sub-group count OpenCL takes). A device without sub-groups (PoCL 3.1:
/// `CL_DEVICE_MAX_NUM_SUB_GROUPS` is 0) runs each work-item as a sub-group
/// of size 1, the answers SYCL allows for such a device: max sub-group size
/// 1, max sub-groups the kernel's work-group size, no compiled-in count or
/// size (0).
pub fn sub_group_answer(k: &Kernel, dev: DeviceId, param: u32, input: &[u8]) -> Result<usize> {
    if let Some(v) = ptx_sub_group(k, dev, param, input)? {
        return Ok(v);
    }
    match k.sub_group_info(dev, param, input) {
        Ok(v) => Ok(v),
        Err(e) => {
            match dev.info::<u32>(CL_DEVICE_MAX_NUM_SUB_GROUPS) {
                Ok(n) if n != 0 => return Err(e.into()),
                Err(d) if d.code == CL_INVALID_DEVICE => return Err(e.into()),
                _ => {}
            }
            sub_groups_unsupported(k, dev, param)
        }
    }
}

/// A kernel's sub-group answer on a device without sub-groups, where every
/// work-item is a sub-group of its own, as the device answers say
/// (`core::device::sub_group_sizes` is `[1]`, `device_answers::max_num_sub_groups`
/// the work-group limit): size 1, as many sub-groups as the kernel's
/// work-group may hold work-items, nothing specified by the kernel (0).
/// Both DPC++ faces answer this.
pub fn sub_groups_unsupported(k: &Kernel, dev: DeviceId, param: u32) -> Result<usize> {
    Ok(match param {
        CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE => 1,
        CL_KERNEL_MAX_NUM_SUB_GROUPS => k.work_group_info::<usize>(dev, CL_KERNEL_WORK_GROUP_SIZE)?.max(1),
        _ => 0,
    })
}

/// A kernel's raw sub-group answer for a device (`input` as OpenCL takes
/// it), for a face that answers a device without sub-groups itself.
#[inline]
pub fn sub_group_query(k: &Kernel, dev: DeviceId, param: u32, input: &[u8]) -> Result<usize> {
    if let Some(v) = ptx_sub_group(k, dev, param, input)? {
        return Ok(v);
    }
    let v = match k.sub_group_info(dev, param, input) {
        Ok(v) => v,
        // "0 if the kernel does not specify it": a driver that does not know
        // the query (PoCL 5.0: CL_INVALID_VALUE) knows no such attribute.
        Err(e)
            if matches!(param, CL_KERNEL_COMPILE_NUM_SUB_GROUPS | CL_KERNEL_COMPILE_SUB_GROUP_SIZE_INTEL)
                && e.code == CL_INVALID_VALUE =>
        {
            0
        }
        Err(e) => return Err(e.into()),
    };
    if param == CL_KERNEL_MAX_NUM_SUB_GROUPS && v == 0 {
        // A kernel that can run has at least one sub-group; PoCL 5.0 answers
        // 0. Its work-group in sub-groups of the largest size instead.
        let wg = k.work_group_info::<usize>(dev, CL_KERNEL_WORK_GROUP_SIZE)?.max(1);
        let sg = k.sub_group_info(dev, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE, &wg.to_ne_bytes()).unwrap_or(1).max(1);
        return Ok(wg.div_ceil(sg));
    }
    Ok(v)
}

/// The sub-group answer on a device of the PTX route (warps of 32, which
/// the driver does not report: its OpenCL has no sub-groups), or `None`.
fn ptx_sub_group(k: &Kernel, dev: DeviceId, param: u32, input: &[u8]) -> Result<Option<usize>> {
    if !crate::core::route::translated(dev) {
        return Ok(None);
    }
    let w = std::mem::size_of::<usize>();
    let local: usize = input
        .chunks_exact(w)
        .map(|c| usize::from_ne_bytes(c.try_into().unwrap_or([0; std::mem::size_of::<usize>()])))
        .product();
    let wg = k.work_group_info::<usize>(dev, CL_KERNEL_WORK_GROUP_SIZE)?;
    let name = k.function_name().unwrap_or_default();
    Ok(crate::core::route::kernel_sub_group_answer(dev, &name, param, if input.is_empty() { wg } else { local }, wg))
}

/// The device address of a kernel function of a built program
/// (`clGetDeviceFunctionPointerINTEL` of the device's platform). A device
/// whose platform cannot be found is `Status::InvalidDevice`; a platform
/// without the entry point is the `unsupported` OpenCL error
/// (`FUNCTION_NOT_AVAILABLE`), never a call.
pub fn function_pointer(dev: DeviceId, p: &Program, name: &std::ffi::CStr) -> Result<u64> {
    let Some(platform) = super::handles::platform_of(dev) else {
        return Err(Error::new(Status::InvalidDevice, "the device's platform is unknown"));
    };
    let usm = super::handles::intel_usm(platform);
    if usm.clGetDeviceFunctionPointerINTEL.is_none() {
        return Err(ClError::unsupported("clGetDeviceFunctionPointerINTEL").into());
    }
    let mut addr = 0u64;
    // SAFETY: live device and program, NUL-terminated name, one cl_ulong out.
    let code = unsafe { usm.get_device_function_pointer(dev.0, p.raw(), name.as_ptr(), &mut addr) };
    crate::cl::check(code, "clGetDeviceFunctionPointerINTEL")?;
    Ok(addr)
}

/// The size and device address of a device global of a built program
/// (`clGetDeviceGlobalVariablePointerINTEL` of the device's platform;
/// absent: `Status::Unsupported`, never a call). No such global in the
/// program is the driver's `CL_INVALID_ARG_VALUE`. The address is the
/// device's (as a number: nothing here reads it).
pub fn global_variable_pointer(dev: DeviceId, p: &Program, name: &std::ffi::CStr) -> Result<(usize, usize)> {
    // A device whose platform cannot be found has no such entry point either.
    let found = super::handles::platform_of(dev).and_then(|platform| {
        // SAFETY: a device id the driver validates, a live program, a NUL-terminated name.
        unsafe { crate::cl::ext::global_variable_pointer(platform, dev, p, name) }
    });
    match found {
        Some(r) => Ok(r.map(|(size, ptr)| (size, ptr as usize))?),
        None => Err(Error::new(
            Status::Unsupported,
            "clGetDeviceGlobalVariablePointerINTEL is not provided by the OpenCL platform",
        )),
    }
}
