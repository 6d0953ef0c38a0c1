//! No panic crosses the PI boundary: with `SYCLRT_DEBUG_PANIC_IN` naming a
//! PI entry point, that entry panics inside its boundary and must return
//! `PI_ERROR_UNKNOWN` with the panic message for `piPluginGetLastError`,
//! while other entries keep working. (Own test binary: the variable is read
//! once per process.)

use std::ffi::{c_char, CStr};
use std::ptr::null_mut;
use syclrt::ffi::pi::entries::*;
use syclrt::ffi::pi::types::*;

#[test]
fn a_panic_becomes_pi_error_unknown_with_a_message() {
    // SAFETY: set before any other thread of this test binary reads the
    // environment (this binary has one test).
    std::env::set_var("SYCLRT_DEBUG_PANIC_IN", "piTearDown");
    // SAFETY: the parameter is unused.
    let r = unsafe { piTearDown(null_mut()) };
    assert_eq!(r, PI_ERROR_UNKNOWN);
    let mut m: *mut c_char = null_mut();
    // SAFETY: valid out-pointer.
    assert_eq!(unsafe { piPluginGetLastError(&mut m) }, PI_ERROR_UNKNOWN);
    // SAFETY: NUL-terminated thread-local string.
    let msg = unsafe { CStr::from_ptr(m) }.to_string_lossy().into_owned();
    assert!(msg.contains("piTearDown") && msg.contains("panic"), "{msg}");
    // Other entries are unaffected.
    let mut n = 0u32;
    // SAFETY: valid out-pointer.
    assert_eq!(unsafe { piPlatformsGet(0, null_mut(), &mut n) }, PI_SUCCESS);
}
