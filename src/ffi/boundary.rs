//! The one boundary every C entry point of every face runs inside: it
//! catches panics, turns `Err(core::Error)` into the face's result code
//! through the face's one table ([`Face::code`]), records the thread's one
//! last error (message, face code, OpenCL code), and traces the call when
//! the face's tracing is on.
//!
//! A face is a type implementing [`Face`]: its code type (`syclrt_status`,
//! `pi_result`, `ur_result_t`), its success and panic codes, and its table
//! from [`Error`] to its code. Adding a face adds one such impl; nothing
//! here changes.

use crate::core::{Error, Status};
use std::cell::RefCell;
use std::ffi::{c_char, CString};
use std::panic::{catch_unwind, AssertUnwindSafe};

/// One face of the library: its result codes and its table from
/// [`core::Error`](Error) to them.
pub(crate) trait Face {
    /// The C type every entry point of the face returns.
    type Code: Copy + PartialEq;
    /// Success.
    const SUCCESS: Self::Code;
    /// A panic caught at the boundary.
    const PANIC: Self::Code;
    /// Where the face's messages and traces go (a `log` target).
    const TARGET: &'static str;
    /// Whether the face's messages start with the entry point's name (the
    /// C API's do; PI's and UR's bodies name what they need themselves).
    const PREFIX_NAME: bool;
    /// How a caught panic is described (after the entry point's name).
    const PANIC_TEXT: &'static str;
    /// The face's one error table.
    fn code(e: &Error) -> Self::Code;
    /// The code as the `int32_t` kept in the last-error slot.
    fn raw(c: Self::Code) -> i32;
    /// Whether per-call tracing is on for this face.
    fn tracing() -> bool {
        false
    }
    /// The readable name of a code (tracing).
    fn name(c: Self::Code) -> String {
        Self::raw(c).to_string()
    }
}

struct LastError {
    message: CString,
    code: i32,
    cl_code: i32,
}

thread_local! {
    static LAST_ERROR: RefCell<LastError> =
        RefCell::new(LastError { message: CString::default(), code: 0, cl_code: 0 });
}

/// Records this thread's last error (the one slot all faces share).
pub(crate) fn set_last_error(message: &str, code: i32, cl_code: i32) {
    // Interior NULs would truncate the C string: make them visible instead.
    let message = CString::new(message.replace('\0', "\\0")).unwrap_or_default();
    // `try_with` fails only during thread teardown; then there is nobody to read it.
    let _ = LAST_ERROR.try_with(|l| *l.borrow_mut() = LastError { message, code, cl_code });
}

/// Records `e` as this thread's last error of face `F` and returns its code.
pub(crate) fn record<F: Face>(name: &str, e: &Error) -> F::Code {
    let code = F::code(e);
    let cl_code = e.cl.as_ref().map_or(0, |c| c.code);
    if F::tracing() {
        log::info!(target: F::TARGET, "  error {}: {}", F::name(code), e.message);
    } else {
        log::debug!(target: F::TARGET, "{name}: error {}: {}", F::raw(code), e.message);
    }
    if F::PREFIX_NAME {
        set_last_error(&format!("{name}: {}", e.message), F::raw(code), cl_code);
    } else {
        set_last_error(&e.message, F::raw(code), cl_code);
    }
    code
}

/// Pointer to the thread's last error message (valid until the next failing
/// call on this thread).
pub(crate) fn last_error_ptr() -> *const c_char {
    LAST_ERROR.try_with(|l| l.borrow().message.as_ptr()).unwrap_or(c"".as_ptr())
}

/// The face code of the thread's last error.
pub(crate) fn last_error_code() -> i32 {
    LAST_ERROR.try_with(|l| l.borrow().code).unwrap_or(0)
}

/// The OpenCL code of the thread's last error (0 when none was involved).
pub(crate) fn last_error_cl_code() -> i32 {
    LAST_ERROR.try_with(|l| l.borrow().cl_code).unwrap_or(0)
}

fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "unknown panic payload".to_string()
    }
}

/// Runs the body of entry point `name` of face `F`. No panic escapes: it
/// becomes `F::PANIC` with the panic message as the last error. `args`
/// formats the arguments, only when the face traces.
#[inline]
pub(crate) fn call<F: Face>(
    name: &'static str,
    args: impl FnOnce() -> String,
    body: impl FnOnce() -> Result<(), Error>,
) -> F::Code {
    guarded::<F>(name, args, || match body() {
        Ok(()) => F::SUCCESS,
        Err(e) => record::<F>(name, &e),
    })
}

#[inline]
fn guarded<F: Face>(name: &'static str, args: impl FnOnce() -> String, body: impl FnOnce() -> F::Code) -> F::Code {
    let t0 = F::tracing().then(std::time::Instant::now);
    let cfg = crate::config::get();
    if cfg.debug_segv {
        super::segv::install();
    }
    let result = catch_unwind(AssertUnwindSafe(|| {
        if let Some(target) = cfg.debug_panic_in.as_deref() {
            if target == name {
                panic!("forced panic in {name} (SYCLRT_DEBUG_PANIC_IN)");
            }
        }
        body()
    }));
    let code = match result {
        Ok(code) => code,
        Err(payload) => {
            let m = format!("{name}: {}: {}", F::PANIC_TEXT, panic_message(payload.as_ref()));
            log::error!(target: F::TARGET, "{m}");
            set_last_error(&m, F::raw(F::PANIC), 0);
            F::PANIC
        }
    };
    if let Some(t0) = t0 {
        let us = t0.elapsed().as_secs_f64() * 1e6;
        let at = t0.duration_since(*START.get_or_init(std::time::Instant::now)).as_secs_f64();
        log::info!(target: F::TARGET, "[{at:.6} s, {us:.1} us] {name}({}) -> {}", args(), F::name(code));
    }
    code
}

/// The first traced call's start: trace lines give times since it.
static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();

/// The C API face (`syclrt_*`, `include/syclrt.h`): its code is the
/// core's [`Status`] itself.
pub(crate) struct Api;

impl Face for Api {
    type Code = Status;
    const SUCCESS: Status = Status::Success;
    const PANIC: Status = Status::Panic;
    const TARGET: &'static str = "syclrt::api";
    const PREFIX_NAME: bool = true;
    const PANIC_TEXT: &'static str = "panic caught at the C boundary";
    #[inline]
    fn code(e: &Error) -> Status {
        e.status
    }
    fn raw(c: Status) -> i32 {
        c as i32
    }
}

/// [`call`] for the C API.
#[inline]
pub(crate) fn boundary(name: &'static str, f: impl FnOnce() -> Result<(), Error>) -> Status {
    call::<Api>(name, String::new, f)
}

/// [`boundary`] for the common entry point with one out-parameter: `out`
/// (named `what` in the NULL message) is checked before anything else,
/// then `f` computes the value, which is written only on success.
#[inline]
pub(crate) fn boundary_out<T>(
    name: &'static str,
    out: *mut T,
    what: &str,
    f: impl FnOnce() -> Result<T, Error>,
) -> Status {
    boundary(name, || {
        let out = crate::ffi::args::Out::new(out, what)?;
        out.write(f()?);
        Ok(())
    })
}

/// Like [`boundary`] for entry points that cannot fail but must not unwind
/// (they return a value, not a status): on panic, `fallback`.
#[inline]
pub(crate) fn boundary_value<T>(name: &'static str, fallback: T, f: impl FnOnce() -> T) -> T {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(v) => v,
        Err(payload) => {
            let m = format!("{name}: panic caught at the C boundary: {}", panic_message(payload.as_ref()));
            set_last_error(&m, Status::Panic as i32, 0);
            fallback
        }
    }
}
