//! Context table.

use super::device::{self, UrDevice};
use super::gen::api::*;
use super::gen::types::*;
use super::objects::{get, put, slice, Info, UrObj};
use super::{fail, UrResult};
use crate::cl::DeviceId;
use crate::core::context;
use std::ffi::c_void;
use std::sync::Arc;

super::objects::ur_handle!(
    Context,
    ur_context_handle_t_,
    UrContext,
    InvalidContext,
    false,
    UR_RESULT_ERROR_INVALID_CONTEXT
);

/// A UR context's object: core's context (`core::context::Context`) over
/// the UR device objects.
pub type Context = context::Context<UrDevice>;

/// Whether `d` is one of the context's devices (or a sub-device of one).
pub fn has_device(ctx: &Context, d: &device::Device) -> bool {
    ctx.devices.iter().any(|x| x.id == d.id || d.parent.as_ref().is_some_and(|p| p.id == x.id))
}

impl ContextApi for Ur {
    unsafe fn urContextCreate(a: args::urContextCreate) -> UrResult {
        let _ = a.pProperties;
        if a.DeviceCount == 0 {
            return fail(UR_RESULT_ERROR_INVALID_SIZE, "urContextCreate: DeviceCount is 0");
        }
        // SAFETY: DeviceCount handles (caller contract).
        let hs = unsafe { slice(a.phDevices, a.DeviceCount as usize, "phDevices") }?;
        let mut devs = Vec::with_capacity(hs.len());
        for &h in hs {
            devs.push(get::<UrDevice>(h)?);
        }
        let ids: Vec<DeviceId> = devs.iter().map(|d| d.id).collect();
        let cl = context::for_devices(&[], &ids, None)?;
        let h = super::objects::new_handle(Context::over(cl, devs));
        // SAFETY: non-NULL (the entry's ur_api.h check).
        unsafe { put(a.phContext, h, "phContext") }
    }

    unsafe fn urContextRetain(a: args::urContextRetain) -> UrResult {
        super::objects::retain::<UrObj<Context>>(a.hContext)
    }

    unsafe fn urContextRelease(a: args::urContextRelease) -> UrResult {
        super::objects::release::<UrObj<Context>>(a.hContext)
    }

    unsafe fn urContextGetInfo(a: args::urContextGetInfo) -> UrResult {
        let propName = a.propName;
        let c = get::<UrObj<Context>>(a.hContext)?;
        let info = Info { size: a.propSize, value: a.pPropValue, size_ret: a.pPropSizeRet };
        // SAFETY: every arm answers under the UR info protocol (caller contract).
        unsafe {
            match propName {
                UR_CONTEXT_INFO_NUM_DEVICES => info.val(c.devices.len() as u32),
                UR_CONTEXT_INFO_DEVICES => {
                    let hs: Vec<ur_device_handle_t> =
                        c.devices.iter().map(|d| Arc::as_ptr(d) as ur_device_handle_t).collect();
                    info.array(&hs)
                }
                UR_CONTEXT_INFO_REFERENCE_COUNT => info.val(super::objects::ref_count::<UrObj<Context>>(a.hContext)),
                // 2-D USM copies and fills are done row by row by the adapter
                // (fills with any pattern size, core::fill).
                UR_CONTEXT_INFO_USM_MEMCPY2D_SUPPORT | UR_CONTEXT_INFO_USM_FILL2D_SUPPORT => {
                    info.bool(crate::core::device_answers::usm_2d_operations())
                }
                _ => {
                    fail(UR_RESULT_ERROR_INVALID_ENUMERATION, format!("urContextGetInfo: unknown query {propName:#x}"))
                }
            }
        }
    }

    unsafe fn urContextGetNativeHandle(a: args::urContextGetNativeHandle) -> UrResult {
        let c = get::<UrObj<Context>>(a.hContext)?;
        // SAFETY: caller contract.
        unsafe { put(a.phNativeContext, c.cl.raw() as ur_native_handle_t, "phNativeContext") }
    }

    unsafe fn urContextCreateWithNativeHandle(a: args::urContextCreateWithNativeHandle) -> UrResult {
        get::<UrObj<super::objects::Adapter>>(a.hAdapter)?;
        if a.hNativeContext == 0 {
            return fail(
                UR_RESULT_ERROR_INVALID_NULL_HANDLE,
                "urContextCreateWithNativeHandle: native context is NULL",
            );
        }
        let raw_ctx = a.hNativeContext as crate::cl::sys::cl_context;
        // SAFETY: optional properties (caller contract).
        let owned = !a.pProperties.is_null() && unsafe { (*a.pProperties).isNativeHandleOwned };
        // The devices: those given, else the OpenCL context's own.
        let mut devs = Vec::new();
        // SAFETY: numDevices handles (caller contract).
        for &h in unsafe { slice(a.phDevices, a.numDevices as usize, "phDevices") }? {
            devs.push(get::<UrDevice>(h)?);
        }
        if devs.is_empty() {
            // SAFETY: the caller's live context (checked non-null), viewed without a reference.
            let ids = unsafe { crate::cl::Context::borrow(&raw_ctx) }.devices()?;
            for d in ids {
                devs.push(device::by_cl(d.0)?);
            }
        }
        let cl = if owned {
            // SAFETY: the caller hands its reference over.
            unsafe { crate::cl::Context::from_owned(raw_ctx) }
        } else {
            // SAFETY: a live context of the caller's; we take our own reference.
            unsafe { crate::cl::Context::from_borrowed(raw_ctx) }?
        };
        let h = super::objects::new_handle(Context::over(cl, devs));
        // SAFETY: non-NULL (the entry's ur_api.h check).
        unsafe { put(a.phContext, h, "phContext") }
    }

    unsafe fn urContextSetExtendedDeleter(a: args::urContextSetExtendedDeleter) -> UrResult {
        let c = get::<UrObj<Context>>(a.hContext)?;
        let Some(f) = a.pfnDeleter else {
            return fail(UR_RESULT_ERROR_INVALID_NULL_POINTER, "urContextSetExtendedDeleter: pfnDeleter is NULL");
        };
        let data = a.pUserData as usize;
        c.on_drop(Box::new(move || {
            // SAFETY: the user's deleter with the user's data, as registered
            // (ur_api.h: called when the context is destroyed).
            unsafe { f(data as *mut c_void) }
        }));
        Ok(())
    }
}
