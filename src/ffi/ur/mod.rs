//! The Unified Runtime face: `libsyclrt.so` as the OpenCL adapter of the UR
//! 0.12 loader (`libur_loader.so.0`) of oneAPI 2025.2 to 2026.2, i.e. of
//! `libsycl.so.8` and `libsycl.so.9`.
//!
//! Design (docs/ur.md has the table-to-module map):
//! - The only exported UR symbols are the `urGet<Table>ProcAddrTable`
//!   functions ([`gen::getters`]); they fill the loader's tables from
//!   [`gen::api::ENTRIES`] in the slot order of the loader's *generation*
//!   ([`ddi`]): "UR 0.12" is four ABIs whose DDI tables differ in slot order.
//! - Every handle we return is a [`objects::UrObj`]: its first field points
//!   at the aggregate `ur_dditable_t` of that generation (the loader
//!   dispatches through it since oneAPI 2025.2), and it is recorded in the
//!   crate's handle registry ([`crate::ffi::handle`]) so NULL, foreign,
//!   wrong-type and released handles are told apart, never dereferenced.
//! - Each UR function is a generated `extern "C"` entry that runs the
//!   matching trait method of [`gen::api`] inside [`call`]: no panic
//!   crosses the boundary, and with `SYCLRT_UR_TRACE=1` every call is
//!   logged with its arguments and result (target `syclrt::ur`). A method
//!   we do not implement keeps the trait's default, which answers
//!   `UR_RESULT_ERROR_UNSUPPORTED_FEATURE` and leaves a message for
//!   `urAdapterGetLastError`: no slot is null, no success is faked.
//! - The OpenCL work is shared with the PI face: the device-info answers
//!   ([`crate::ffi::pi::info`]'s OpenCL layer), Intel USM ([`crate::cl::ext`]),
//!   program builds through the KernelProgramCache and the persistent
//!   cache ([`crate::core::cache::pi_hook`]).

#![allow(non_snake_case, reason = "UR functions and parameters are named as in ur_api.h")]
#![allow(clippy::too_many_arguments, reason = "the UR signatures are what they are")]
#![allow(clippy::missing_safety_doc, reason = "the UR specification of each function is its safety contract")]

pub mod ddi;
#[allow(clippy::all, reason = "generated code")]
pub mod gen;
pub mod interop;
pub mod objects;
pub mod result;

mod adapter;
pub mod command_buffer;
mod context;
mod device;
mod enqueue;
mod event;
mod kernel;
mod mem;
mod other;
mod platform;
mod program;
mod queue;
mod usm;

use gen::types::*;
use std::cell::RefCell;
use std::ffi::{c_char, CString};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::OnceLock;

struct LastError {
    message: CString,
    code: ur_result_t,
}

thread_local! {
    static LAST: RefCell<LastError> = RefCell::new(LastError { message: CString::default(), code: UR_RESULT_SUCCESS });
}

/// Records `message` as this thread's last UR error and returns `code`.
pub(crate) fn fail(code: ur_result_t, message: impl AsRef<str>) -> ur_result_t {
    let m = CString::new(message.as_ref().replace('\0', "\\0")).unwrap_or_default();
    if tracing() {
        log::info!(target: "syclrt::ur", "  error {}: {}", result::name(code), message.as_ref());
    }
    let _ = LAST.try_with(|l| *l.borrow_mut() = LastError { message: m, code });
    code
}

/// This thread's last error message and code (for `urAdapterGetLastError`).
pub(crate) fn last_error() -> (*const c_char, ur_result_t) {
    LAST.try_with(|l| {
        let l = l.borrow();
        (l.message.as_ptr(), l.code)
    })
    .unwrap_or((c"".as_ptr(), UR_RESULT_SUCCESS))
}

/// The answer of every UR function syclrt does not implement.
pub(crate) fn unsupported(name: &str) -> ur_result_t {
    fail(UR_RESULT_ERROR_UNSUPPORTED_FEATURE, format!("{name} is not implemented by syclrt's UR adapter"))
}

static TRACE: OnceLock<bool> = OnceLock::new();

/// Whether `SYCLRT_UR_TRACE` asked for per-call tracing.
#[inline]
pub(crate) fn tracing() -> bool {
    *TRACE.get_or_init(|| crate::config::get().ur_trace)
}

fn panic_text(p: &(dyn std::any::Any + Send)) -> String {
    p.downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| p.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "unknown panic payload".into())
}

/// The boundary of every UR entry point: runs `body`, catches any panic
/// (returned as `UR_RESULT_ERROR_UNKNOWN` with the message kept for
/// `urAdapterGetLastError`), and traces the call when tracing is on.
#[inline]
pub(crate) fn call(
    name: &'static str,
    args: impl FnOnce() -> String,
    body: impl FnOnce() -> ur_result_t,
) -> ur_result_t {
    let r = match catch_unwind(AssertUnwindSafe(|| {
        if let Some(target) = crate::config::get().debug_panic_in.as_deref() {
            if target == name {
                panic!("forced panic in {name} (SYCLRT_DEBUG_PANIC_IN)");
            }
        }
        body()
    })) {
        Ok(r) => r,
        Err(p) => fail(
            UR_RESULT_ERROR_UNKNOWN,
            format!("{name}: internal panic caught at the UR boundary: {}", panic_text(p.as_ref())),
        ),
    };
    if tracing() {
        log::info!(target: "syclrt::ur", "{name}({}) -> {}", args(), result::name(r));
    }
    r
}

/// `?` for functions returning `ur_result_t`: `tri!(expr)` yields the
/// `Ok` value or returns the error code.
macro_rules! tri {
    ($e:expr) => {
        match $e {
            Ok(v) => v,
            Err(code) => return code,
        }
    };
}
pub(crate) use tri;
