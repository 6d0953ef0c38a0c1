//! Tables syclrt's UR face does not implement beyond the sampler (every
//! slot answers UR_RESULT_ERROR_UNSUPPORTED_FEATURE through the trait
//! defaults), and the Sampler table.
use super::context::Context;
use super::gen::api::*;
use super::gen::types::*;
use super::objects::{self, get, put, Info, UrObj};
use super::{fail, UrResult};
use crate::cl::sys::{
    cl_addressing_mode, cl_filter_mode, cl_sampler, CL_ADDRESS_CLAMP, CL_ADDRESS_CLAMP_TO_EDGE,
    CL_ADDRESS_MIRRORED_REPEAT, CL_ADDRESS_NONE, CL_ADDRESS_REPEAT, CL_FILTER_LINEAR, CL_FILTER_NEAREST,
    CL_SAMPLER_ADDRESSING_MODE, CL_SAMPLER_FILTER_MODE, CL_SAMPLER_NORMALIZED_COORDS,
};
use crate::core::{mem, object};
use std::sync::Arc;

super::objects::ur_handle!(
    Sampler,
    ur_sampler_handle_t_,
    UrSampler,
    InvalidValue,
    false,
    UR_RESULT_ERROR_INVALID_SAMPLER
);

/// A UR sampler: an OpenCL sampler (one reference owned, released with
/// it) and the UR description it was made from (answered by urSamplerGetInfo).
pub struct Sampler {
    pub cl: crate::cl::Sampler,
    pub context: Arc<UrObj<Context>>,
    pub desc: (bool, ur_sampler_addressing_mode_t, ur_sampler_filter_mode_t),
}

/// `ur_sampler_addressing_mode_t` as `cl_addressing_mode`, both ways.
const ADDRESSING: [(ur_sampler_addressing_mode_t, cl_addressing_mode); 5] = [
    (UR_SAMPLER_ADDRESSING_MODE_NONE, CL_ADDRESS_NONE),
    (UR_SAMPLER_ADDRESSING_MODE_CLAMP_TO_EDGE, CL_ADDRESS_CLAMP_TO_EDGE),
    (UR_SAMPLER_ADDRESSING_MODE_CLAMP, CL_ADDRESS_CLAMP),
    (UR_SAMPLER_ADDRESSING_MODE_REPEAT, CL_ADDRESS_REPEAT),
    (UR_SAMPLER_ADDRESSING_MODE_MIRRORED_REPEAT, CL_ADDRESS_MIRRORED_REPEAT),
];

impl SamplerApi for Ur {
    unsafe fn urSamplerCreate(a: args::urSamplerCreate) -> UrResult {
        let ctx = get::<UrObj<Context>>(a.hContext)?;
        // SAFETY: non-NULL (the entry's ur_api.h check).
        let d = unsafe { &*a.pDesc };
        let Some(&(_, addr)) = ADDRESSING.iter().find(|(u, _)| *u == d.addressingMode) else {
            let m = d.addressingMode;
            return fail(UR_RESULT_ERROR_INVALID_ENUMERATION, format!("urSamplerCreate: unknown addressingMode {m}"));
        };
        let filter: cl_filter_mode = match d.filterMode {
            UR_SAMPLER_FILTER_MODE_NEAREST => CL_FILTER_NEAREST,
            UR_SAMPLER_FILTER_MODE_LINEAR => CL_FILTER_LINEAR,
            m => return fail(UR_RESULT_ERROR_INVALID_ENUMERATION, format!("urSamplerCreate: unknown filterMode {m}")),
        };
        // cl_sampler_properties (64-bit keys and values).
        let props: [(u64, u64); 3] = [
            (CL_SAMPLER_NORMALIZED_COORDS.into(), d.normalizedCoords as u64),
            (CL_SAMPLER_ADDRESSING_MODE.into(), addr.into()),
            (CL_SAMPLER_FILTER_MODE.into(), filter.into()),
        ];
        let s = mem::image::create_sampler(&ctx.cl, &props)?;
        let h = objects::new_handle(Sampler {
            cl: s,
            context: ctx,
            desc: (d.normalizedCoords, d.addressingMode, d.filterMode),
        });
        // SAFETY: non-NULL (the entry's ur_api.h check).
        unsafe { *a.phSampler = h };
        Ok(())
    }

    unsafe fn urSamplerCreateWithNativeHandle(a: args::urSamplerCreateWithNativeHandle) -> UrResult {
        let ctx = get::<UrObj<Context>>(a.hContext)?;
        if a.hNativeSampler == 0 {
            return fail(
                UR_RESULT_ERROR_INVALID_NULL_HANDLE,
                "urSamplerCreateWithNativeHandle: hNativeSampler is NULL",
            );
        }
        let raw = a.hNativeSampler as cl_sampler;
        // SAFETY: a non-NULL native sampler of hContext (ur_api.h), live for the call; viewed, not retained.
        let s = unsafe { crate::cl::Sampler::borrow(&raw) };
        let (normalized, addr, filter) = mem::image::sampler_describe(s)?;
        let Some(&(addressing, _)) = ADDRESSING.iter().find(|(_, c)| *c == addr) else {
            return fail(
                UR_RESULT_ERROR_INVALID_VALUE,
                format!("urSamplerCreateWithNativeHandle: unknown CL addressing mode {addr:#x}"),
            );
        };
        let filtering =
            if filter == CL_FILTER_LINEAR { UR_SAMPLER_FILTER_MODE_LINEAR } else { UR_SAMPLER_FILTER_MODE_NEAREST };
        // SAFETY: NULL or a valid struct (UR contract).
        let owned = !a.pProperties.is_null() && unsafe { (*a.pProperties).isNativeHandleOwned };
        if !owned {
            object::retain(s)?;
        }
        // SAFETY: the UR sampler owns one reference: the caller's (isNativeHandleOwned) or the one just taken.
        let s = unsafe { crate::cl::Sampler::from_owned(raw) };
        let h = objects::new_handle(Sampler { cl: s, context: ctx, desc: (normalized, addressing, filtering) });
        // SAFETY: non-NULL (the entry's ur_api.h check).
        unsafe { *a.phSampler = h };
        Ok(())
    }

    unsafe fn urSamplerGetInfo(a: args::urSamplerGetInfo) -> UrResult {
        let propName = a.propName;
        let s = get::<UrObj<Sampler>>(a.hSampler)?;
        let info = Info { size: a.propSize, value: a.pPropValue, size_ret: a.pPropSizeRet };
        match propName {
            // SAFETY: GetInfo contract.
            UR_SAMPLER_INFO_REFERENCE_COUNT => unsafe { info.val(objects::ref_count::<UrObj<Sampler>>(a.hSampler)) },
            // SAFETY: GetInfo contract.
            UR_SAMPLER_INFO_CONTEXT => unsafe { info.val(Arc::as_ptr(&s.context) as ur_context_handle_t) },
            // SAFETY: GetInfo contract.
            UR_SAMPLER_INFO_NORMALIZED_COORDS => unsafe { info.bool(s.desc.0) },
            // SAFETY: GetInfo contract.
            UR_SAMPLER_INFO_ADDRESSING_MODE => unsafe { info.val(s.desc.1) },
            // SAFETY: GetInfo contract.
            UR_SAMPLER_INFO_FILTER_MODE => unsafe { info.val(s.desc.2) },
            _ => fail(UR_RESULT_ERROR_INVALID_ENUMERATION, format!("urSamplerGetInfo: unknown propName {propName}")),
        }
    }

    unsafe fn urSamplerGetNativeHandle(a: args::urSamplerGetNativeHandle) -> UrResult {
        let s = get::<UrObj<Sampler>>(a.hSampler)?;
        // SAFETY: put checks the pointer.
        unsafe { put(a.phNativeSampler, s.cl.raw() as ur_native_handle_t, "phNativeSampler") }
    }

    unsafe fn urSamplerRelease(a: args::urSamplerRelease) -> UrResult {
        objects::release::<UrObj<Sampler>>(a.hSampler)
    }

    unsafe fn urSamplerRetain(a: args::urSamplerRetain) -> UrResult {
        objects::retain::<UrObj<Sampler>>(a.hSampler)
    }
}
impl BindlessImagesExpApi for Ur {}
impl EventExpApi for Ur {}
impl GraphExpApi for Ur {}
impl IPCExpApi for Ur {}
impl MemoryExportExpApi for Ur {}
impl PhysicalMemApi for Ur {}
impl USMExpApi for Ur {}
impl UsmP2PExpApi for Ur {}
impl VirtualMemApi for Ur {}
impl DeviceExpApi for Ur {}
impl KernelExpApi for Ur {}
