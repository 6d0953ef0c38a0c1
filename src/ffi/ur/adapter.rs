//! Adapter table: the one adapter handle of the process.

use super::gen::api::*;
use super::gen::types::*;
use super::objects::{handle_of, Adapter, Info, UrObj};
use super::{fail, last_error, UrResult};
use crate::core::Error;
use std::ffi::c_char;
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
    unsafe fn urAdapterGet(NumEntries: u32, phAdapters: *mut ur_adapter_handle_t, pNumAdapters: *mut u32) -> UrResult {
        if phAdapters.is_null() && pNumAdapters.is_null() {
            return fail(
                UR_RESULT_ERROR_INVALID_NULL_POINTER,
                "urAdapterGet: phAdapters and pNumAdapters are both NULL",
            );
        }
        if !phAdapters.is_null() && NumEntries == 0 {
            return fail(UR_RESULT_ERROR_INVALID_SIZE, "urAdapterGet: NumEntries is 0 with a phAdapters array");
        }
        if !phAdapters.is_null() {
            // SAFETY: at least one writable entry (NumEntries > 0).
            unsafe { *phAdapters = adapter_handle() };
            REFS.fetch_add(1, Ordering::AcqRel);
        }
        if !pNumAdapters.is_null() {
            // SAFETY: caller contract.
            unsafe { *pNumAdapters = 1 };
        }
        Ok(())
    }

    unsafe fn urAdapterRelease(hAdapter: ur_adapter_handle_t) -> UrResult {
        check(hAdapter)?;
        // Saturating: a release past zero is the caller's error (undefined in
        // ur_api.h); the adapter lives on.
        let _ = REFS.fetch_update(Ordering::AcqRel, Ordering::Acquire, |n| n.checked_sub(1));
        Ok(())
    }

    unsafe fn urAdapterRetain(hAdapter: ur_adapter_handle_t) -> UrResult {
        check(hAdapter)?;
        REFS.fetch_add(1, Ordering::AcqRel);
        Ok(())
    }

    unsafe fn urAdapterGetLastError(
        hAdapter: ur_adapter_handle_t,
        ppMessage: *mut *const c_char,
        pError: *mut i32,
    ) -> UrResult {
        check(hAdapter)?;
        let (m, code) = last_error();
        super::objects::need(ppMessage, "ppMessage")?;
        super::objects::need(pError, "pError")?;
        // SAFETY: both checked non-null; caller contract.
        unsafe {
            *ppMessage = m;
            *pError = code as i32;
        }
        Ok(())
    }

    unsafe fn urAdapterGetInfo(
        hAdapter: ur_adapter_handle_t,
        propName: ur_adapter_info_t,
        propSize: usize,
        pPropValue: *mut std::ffi::c_void,
        pPropSizeRet: *mut usize,
    ) -> UrResult {
        check(hAdapter)?;
        let info = Info { size: propSize, value: pPropValue, size_ret: pPropSizeRet };
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

    unsafe fn urAdapterSetLoggerCallback(
        hAdapter: ur_adapter_handle_t,
        pfnLoggerCallback: ur_logger_callback_t,
        pUserData: *mut std::ffi::c_void,
        level: ur_logger_level_t,
    ) -> UrResult {
        // Messages go to syclrt's own log (SYCLRT_LOG); the callback is accepted and not called.
        check(hAdapter)?;
        let _ = (pfnLoggerCallback, pUserData, level);
        Ok(())
    }

    unsafe fn urAdapterSetLoggerCallbackLevel(hAdapter: ur_adapter_handle_t, level: ur_logger_level_t) -> UrResult {
        check(hAdapter)?;
        let _ = level;
        Ok(())
    }
}
