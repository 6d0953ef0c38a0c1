//! The one boundary every C entry point runs inside: it catches panics,
//! turns `Err` into a status, and records the thread's last error message.

use crate::core::{Error, Status};
use std::cell::RefCell;
use std::ffi::{c_char, CString};
use std::panic::{catch_unwind, AssertUnwindSafe};

struct LastError {
    message: CString,
    cl_code: i32,
}

thread_local! {
    static LAST_ERROR: RefCell<LastError> = RefCell::new(LastError { message: CString::default(), cl_code: 0 });
}

fn set_last_error(message: &str, cl_code: i32) {
    // Interior NULs would truncate the C string: make them visible instead.
    let clean = message.replace('\0', "\\0");
    let message = CString::new(clean).unwrap_or_default();
    // `try_with` fails only during thread teardown; then there is nobody to read it.
    let _ = LAST_ERROR.try_with(|l| *l.borrow_mut() = LastError { message, cl_code });
}

/// Records `e` as this thread's last error and returns its status.
pub(crate) fn record(name: &str, e: &Error) -> Status {
    let code = e.cl.as_ref().map_or(0, |c| c.code);
    set_last_error(&format!("{name}: {}", e.message), code);
    e.status
}

/// Pointer to the thread's last error message (valid until the next failing
/// call on this thread).
pub(crate) fn last_error_ptr() -> *const c_char {
    LAST_ERROR.try_with(|l| l.borrow().message.as_ptr()).unwrap_or(c"".as_ptr())
}

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

/// Runs the body of entry point `name`. No panic escapes: it becomes
/// `SYCLRT_STATUS_PANIC` with the panic message as the last error.
#[inline]
pub(crate) fn boundary(name: &'static str, f: impl FnOnce() -> Result<(), Error>) -> Status {
    let result = catch_unwind(AssertUnwindSafe(|| {
        if let Some(target) = crate::config::get().debug_panic_in.as_deref() {
            if target == name {
                panic!("forced panic in {name} (SYCLRT_DEBUG_PANIC_IN)");
            }
        }
        f()
    }));
    match result {
        Ok(Ok(())) => Status::Success,
        Ok(Err(e)) => record(name, &e),
        Err(payload) => {
            set_last_error(&format!("{name}: panic caught at the C boundary: {}", panic_message(payload.as_ref())), 0);
            Status::Panic
        }
    }
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
            set_last_error(&format!("{name}: panic caught at the C boundary: {}", panic_message(payload.as_ref())), 0);
            fallback
        }
    }
}
