//! `Sampler`, a `cl_sampler` wrapped as `objects.rs` wraps the others
//! (`Drop` releases; `borrow` views a handle someone else holds), over the
//! extension table's sampler calls (`core_extra`).

use super::ext::core_extra;
use super::sys::*;
use super::{check, query_bytes, query_value, ClError, Context};

/// A `cl_sampler` of which the wrapper owns one reference.
#[repr(transparent)]
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct Sampler(cl_sampler);
// SAFETY: OpenCL samplers may be used from any thread (OpenCL 1.2 §A.2).
unsafe impl Send for Sampler {}
// SAFETY: as above.
unsafe impl Sync for Sampler {}

macro_rules! extra {
    ($f:ident) => {
        core_extra().$f.ok_or(ClError::unsupported(stringify!($f)))?
    };
}

impl Sampler {
    /// `clCreateSamplerWithProperties` from (key, value) pairs (none: the
    /// driver's defaults).
    pub fn create(ctx: &Context, props: &[(u64, u64)]) -> Result<Sampler, ClError> {
        let f = extra!(clCreateSamplerWithProperties);
        let list: Vec<u64> = props.iter().flat_map(|&(k, v)| [k, v]).chain([0]).collect();
        let p = if props.is_empty() { std::ptr::null() } else { list.as_ptr() };
        let mut code = CL_SUCCESS;
        // SAFETY: a live context; NULL or the zero-terminated list made above.
        let s = unsafe { f(ctx.raw(), p, &mut code) };
        check(code, "clCreateSamplerWithProperties")?;
        if s.is_null() {
            return Err(ClError::new(CL_OUT_OF_HOST_MEMORY, "clCreateSamplerWithProperties"));
        }
        Ok(Sampler(s))
    }
    /// Takes over one reference the caller owns (as `Queue::from_owned`).
    ///
    /// # Safety
    /// `raw` is a sampler whose reference the wrapper now owns, or NULL
    /// (every call answers `CL_INVALID_SAMPLER`).
    pub unsafe fn from_owned(raw: cl_sampler) -> Sampler {
        Sampler(raw)
    }
    /// Views a handle someone else holds without taking a reference.
    ///
    /// # Safety
    /// `*raw` is a live sampler (or NULL) for the view's lifetime.
    pub unsafe fn borrow(raw: &cl_sampler) -> &Sampler {
        // SAFETY: Sampler is repr(transparent) over the handle.
        unsafe { &*(raw as *const cl_sampler).cast::<Sampler>() }
    }
    pub fn raw(&self) -> cl_sampler {
        self.0
    }
    /// Gives the reference to the caller, who must release it.
    pub fn into_raw(self) -> cl_sampler {
        std::mem::ManuallyDrop::new(self).0
    }
    /// `clRetainSampler`.
    pub fn retain(&self) -> Result<(), ClError> {
        // SAFETY: a live sampler (the wrapper's contract).
        check(unsafe { extra!(clRetainSampler)(self.0) }, "clRetainSampler")
    }
    /// `clReleaseSampler` of the reference `self` owns, with the driver's answer.
    pub fn release(self) -> Result<(), ClError> {
        let f = extra!(clReleaseSampler);
        // SAFETY: the one reference `self` owned, given up once (`into_raw`).
        check(unsafe { f(self.into_raw()) }, "clReleaseSampler")
    }
    /// A `clGetSamplerInfo` answer, as bytes.
    pub fn info_bytes(&self, param: cl_uint) -> Result<Vec<u8>, ClError> {
        let f = extra!(clGetSamplerInfo);
        // SAFETY: a live sampler; the query protocol's buffer and size.
        query_bytes("clGetSamplerInfo", |size, v, ret| unsafe { f(self.0, param, size, v, ret) })
    }
    /// (normalized coordinates, `CL_ADDRESS_*`, `CL_FILTER_*`).
    pub fn describe(&self) -> Result<(bool, cl_uint, cl_uint), ClError> {
        let f = extra!(clGetSamplerInfo);
        // SAFETY: a live sampler; `v` holds one cl_uint (each answer: cl_bool,
        // cl_addressing_mode or cl_filter_mode).
        let q = |param| query_value::<cl_uint>("clGetSamplerInfo", |s, v, r| unsafe { f(self.0, param, s, v, r) });
        Ok((q(CL_SAMPLER_NORMALIZED_COORDS)? != 0, q(CL_SAMPLER_ADDRESSING_MODE)?, q(CL_SAMPLER_FILTER_MODE)?))
    }
}

impl Drop for Sampler {
    fn drop(&mut self) {
        if let Some(f) = core_extra().clReleaseSampler {
            // SAFETY: the one reference this wrapper owns; the code is
            // ignored (a destructor must not fail).
            unsafe { f(self.0) };
        }
    }
}
