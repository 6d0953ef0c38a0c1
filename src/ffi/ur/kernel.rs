//! Kernel table.
//!
//! TEMPORARY (queue/enqueue branch `urq`): the kernel engineer owns this
//! file; this is only the interface the launch code in `enqueue.rs` is
//! written against (agreed names), to be replaced by the real file at merge:
//! `Kernel { cl, arg_lock }` and the `set_arg_*` setters, which do not take
//! `arg_lock` themselves (`urKernelSetArg*` and the launch-with-arguments
//! take it around them).
use super::gen::api::*;
use super::gen::types::*;
use super::mem::Mem;
use super::objects::{get, UrObj};
use super::other::Sampler;
use super::{fail, result};
use crate::cl::raw;
use crate::cl::sys::cl_mem;
use std::ffi::c_void;
use std::sync::Mutex;

/// A UR kernel.
pub struct Kernel {
    pub cl: crate::cl::Kernel,
    /// Serialises argument setting + launch of this kernel.
    pub arg_lock: Mutex<()>,
}

/// `clSetKernelArg` by value.
///
/// # Safety
/// `value` points to `size` readable bytes.
pub(super) unsafe fn set_arg_value(
    k: &Kernel,
    index: u32,
    size: usize,
    value: *const c_void,
) -> Result<(), ur_result_t> {
    if value.is_null() {
        return Err(fail(UR_RESULT_ERROR_INVALID_NULL_POINTER, "kernel argument value is NULL"));
    }
    // SAFETY: a live kernel; `size` bytes at `value` (caller contract).
    result::cl_check("clSetKernelArg", unsafe { raw::clSetKernelArg(k.cl.raw(), index, size, value) })
}

/// A local-memory argument of `size` bytes.
///
/// # Safety
/// None beyond a live kernel.
pub(super) unsafe fn set_arg_local(k: &Kernel, index: u32, size: usize) -> Result<(), ur_result_t> {
    // SAFETY: a live kernel; NULL value means local memory.
    result::cl_check("clSetKernelArg", unsafe { raw::clSetKernelArg(k.cl.raw(), index, size, std::ptr::null()) })
}

/// A USM pointer argument.
///
/// # Safety
/// None beyond a live kernel.
pub(super) unsafe fn set_arg_pointer(k: &Kernel, index: u32, ptr: *const c_void) -> Result<(), ur_result_t> {
    // SAFETY: a live kernel.
    let Some(usm) = (unsafe { crate::cl::ext::usm_for_kernel(k.cl.raw()) }) else {
        return Err(fail(UR_RESULT_ERROR_INVALID_KERNEL, "cannot find the kernel's platform"));
    };
    if usm.clSetKernelArgMemPointerINTEL.is_none() {
        return Err(fail(
            UR_RESULT_ERROR_UNSUPPORTED_FEATURE,
            "cl_intel_unified_shared_memory is not supported by this OpenCL platform",
        ));
    }
    // SAFETY: a live kernel; the pointer is passed by value.
    result::cl_check("clSetKernelArgMemPointerINTEL", unsafe { usm.set_kernel_arg_mem_pointer(k.cl.raw(), index, ptr) })
}

/// A memory-object argument (NULL: a NULL buffer).
///
/// # Safety
/// None beyond a live kernel.
pub(super) unsafe fn set_arg_mem_obj(k: &Kernel, index: u32, mem: ur_mem_handle_t) -> Result<(), ur_result_t> {
    let m: cl_mem = if mem.is_null() { std::ptr::null_mut() } else { get::<UrObj<Mem>>(mem)?.cl.raw() };
    // SAFETY: a live kernel; one cl_mem by value.
    result::cl_check("clSetKernelArg", unsafe {
        raw::clSetKernelArg(k.cl.raw(), index, std::mem::size_of::<cl_mem>(), (&m as *const cl_mem).cast())
    })
}

/// A sampler argument.
///
/// # Safety
/// None beyond a live kernel.
pub(super) unsafe fn set_arg_sampler(k: &Kernel, index: u32, sampler: ur_sampler_handle_t) -> Result<(), ur_result_t> {
    let s = get::<UrObj<Sampler>>(sampler)?;
    let raw_s = s.cl;
    // SAFETY: a live kernel; one cl_sampler by value.
    result::cl_check("clSetKernelArg", unsafe {
        raw::clSetKernelArg(k.cl.raw(), index, std::mem::size_of_val(&raw_s), &raw_s as *const _ as *const c_void)
    })
}

impl KernelApi for Ur {}
