//! A panic forced inside an entry point (SYCLRT_DEBUG_PANIC_IN) is caught at
//! the C boundary: SYCLRT_STATUS_PANIC, a message, no unwinding into C, and
//! the library keeps working, from many threads at once.

use syclrt::core::Status;
use syclrt::ffi::api::{device::*, general::*};

fn last_error() -> String {
    // SAFETY: the library returns a valid NUL-terminated string that stays valid until the next failing call on this thread, and it is copied at once.
    unsafe { std::ffi::CStr::from_ptr(syclrt_last_error_message()) }.to_string_lossy().into_owned()
}

#[test]
fn forced_panic_is_caught() {
    std::env::set_var("SYCLRT_DEBUG_PANIC_IN", "syclrt_device_count");
    // Keep the default hook from flooding the test output.
    std::panic::set_hook(Box::new(|_| {}));
    let mut n = 3usize;
    // SAFETY: `n` is a live local out-pointer.
    assert_eq!(unsafe { syclrt_device_count(&mut n) }, Status::Panic);
    assert_eq!(n, 3);
    let msg = last_error();
    assert!(msg.contains("syclrt_device_count: panic caught at the C boundary: forced panic"), "{msg}");
    assert_eq!(
        // SAFETY: `syclrt_status_string` returns a static NUL-terminated string for every status code.
        unsafe { std::ffi::CStr::from_ptr(syclrt_status_string(Status::Panic as i32)) }.to_str().unwrap(),
        "panic caught at the C boundary"
    );

    let handles: Vec<_> = (0..8)
        .map(|_| {
            std::thread::spawn(|| {
                let mut n = 0usize;
                for _ in 0..200 {
                    // SAFETY: `n` is a live out-pointer owned by this thread.
                    assert_eq!(unsafe { syclrt_device_count(&mut n) }, Status::Panic);
                    // SAFETY: `n` is a live out-pointer owned by this thread.
                    assert_eq!(unsafe { syclrt_platform_count(&mut n) }, Status::Success);
                }
                last_error()
            })
        })
        .collect();
    for h in handles {
        // The last error is per thread: the last failure on each thread was the panic.
        assert!(h.join().expect("no panic escaped").contains("forced panic"));
    }
}
