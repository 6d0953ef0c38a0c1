//! Samplers made from native handles: the description OpenCL keeps
//! (`clGetSamplerInfo`) and a reference of our own (`clRetainSampler`).

use super::ext::core_extra;
use super::sys::*;
use super::ClError;
use std::ffi::c_void;

/// A sampler's (normalized coordinates, `CL_ADDRESS_*`, `CL_FILTER_*`).
///
/// # Safety
/// `s` is a live sampler.
pub unsafe fn describe(s: cl_sampler) -> Result<(bool, cl_uint, cl_uint), ClError> {
    let f = core_extra().clGetSamplerInfo.ok_or_else(|| ClError::unsupported("clGetSamplerInfo"))?;
    let q = |param: cl_uint| -> Result<cl_uint, ClError> {
        let mut v: cl_uint = 0;
        // SAFETY: a live sampler (caller contract); each answer is one cl_uint
        // (cl_bool, cl_addressing_mode, cl_filter_mode).
        let r = unsafe { f(s, param, 4, (&mut v as *mut cl_uint).cast::<c_void>(), std::ptr::null_mut()) };
        super::check(r, "clGetSamplerInfo")?;
        Ok(v)
    };
    Ok((q(CL_SAMPLER_NORMALIZED_COORDS)? != 0, q(CL_SAMPLER_ADDRESSING_MODE)?, q(CL_SAMPLER_FILTER_MODE)?))
}

/// Takes one more reference on a sampler.
///
/// # Safety
/// `s` is a live sampler.
pub unsafe fn retain(s: cl_sampler) -> Result<(), ClError> {
    let f = core_extra().clRetainSampler.ok_or_else(|| ClError::unsupported("clRetainSampler"))?;
    // SAFETY: caller contract.
    super::check(unsafe { f(s) }, "clRetainSampler")
}
