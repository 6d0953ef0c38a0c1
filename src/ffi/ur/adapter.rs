//! Adapter table: the one adapter handle of the process.

use super::gen::api::*;
use super::gen::types::*;
use super::objects::{handle_of, Adapter, Info, UrObj};
use super::{fail, last_error, UrResult};
use crate::core::Error;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, OnceLock};

/// The adapter object (immortal).
pub fn adapter() -> &'static Arc<UrObj<Adapter>> {
    static A: OnceLock<Arc<UrObj<Adapter>>> = OnceLock::new();
    A.get_or_init(|| UrObj::new(Adapter))
}

/// The adapter's reference count: one per handle handed out by
/// `urAdapterGet` and per `urAdapterRetain`, less one per `urAdapterRelease`
/// (the adapter object itself lives for the process).
static REFS: AtomicU32 = AtomicU32::new(0);

/// The adapter's handle.
pub fn adapter_handle() -> ur_adapter_handle_t {
    handle_of(adapter())
}

fn check(h: ur_adapter_handle_t) -> Result<(), Error> {
    super::objects::get::<UrObj<Adapter>>(h).map(drop)
}

impl AdapterApi for Ur {
    unsafe fn urAdapterGet(a: args::urAdapterGet) -> UrResult {
        if a.phAdapters.is_null() && a.pNumAdapters.is_null() {
            return fail(
                UR_RESULT_ERROR_INVALID_NULL_POINTER,
                "urAdapterGet: phAdapters and pNumAdapters are both NULL",
            );
        }
        if !a.phAdapters.is_null() {
            // SAFETY: at least one writable entry (NumEntries > 0).
            unsafe { *a.phAdapters = adapter_handle() };
            REFS.fetch_add(1, Ordering::AcqRel);
        }
        if !a.pNumAdapters.is_null() {
            // SAFETY: caller contract.
            unsafe { *a.pNumAdapters = 1 };
        }
        Ok(())
    }

    unsafe fn urAdapterRelease(a: args::urAdapterRelease) -> UrResult {
        check(a.hAdapter)?;
        // Saturating: a release past zero is the caller's error (undefined in
        // ur_api.h); the adapter lives on.
        let _ = REFS.fetch_update(Ordering::AcqRel, Ordering::Acquire, |n| n.checked_sub(1));
        Ok(())
    }

    unsafe fn urAdapterRetain(a: args::urAdapterRetain) -> UrResult {
        check(a.hAdapter)?;
        REFS.fetch_add(1, Ordering::AcqRel);
        Ok(())
    }

    unsafe fn urAdapterGetLastError(a: args::urAdapterGetLastError) -> UrResult {
        check(a.hAdapter)?;
        let (m, code) = last_error();
        super::objects::need(a.ppMessage, "ppMessage")?;
        super::objects::need(a.pError, "pError")?;
        // SAFETY: both checked non-null; caller contract.
        unsafe {
            *a.ppMessage = m;
            *a.pError = code as i32;
        }
        Ok(())
    }

    unsafe fn urAdapterGetInfo(a: args::urAdapterGetInfo) -> UrResult {
        let propName = a.propName;
        check(a.hAdapter)?;
        let info = Info { size: a.propSize, value: a.pPropValue, size_ret: a.pPropSizeRet };
        // SAFETY: the UR info protocol (caller contract).
        unsafe {
            match propName {
                UR_ADAPTER_INFO_BACKEND => info.val::<ur_backend_t>(UR_BACKEND_OPENCL),
                UR_ADAPTER_INFO_REFERENCE_COUNT => info.val::<u32>(REFS.load(Ordering::Acquire)),
                UR_ADAPTER_INFO_VERSION => info.val::<u32>(1),
                _ => fail(
                    UR_RESULT_ERROR_UNSUPPORTED_ENUMERATION,
                    format!("urAdapterGetInfo: query {propName:#x} is not supported"),
                ),
            }
        }
    }

    unsafe fn urAdapterSetLoggerCallback(a: args::urAdapterSetLoggerCallback) -> UrResult {
        // Messages go to syclrt's own log (SYCLRT_LOG); the callback is accepted and not called.
        check(a.hAdapter)?;
        let _ = (a.pfnLoggerCallback, a.pUserData, a.level);
        Ok(())
    }

    unsafe fn urAdapterSetLoggerCallbackLevel(a: args::urAdapterSetLoggerCallbackLevel) -> UrResult {
        check(a.hAdapter)?;
        let _ = a.level;
        Ok(())
    }
}
