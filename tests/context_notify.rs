//! A context's error notification (PI's `pfn_notify`, as a closure in
//! core) lives exactly as long as the context: the driver may call it until
//! the context is destroyed, and its destructor callback (OpenCL 3.0) then
//! frees it. A driver without that callback keeps it for the process.

use std::sync::Arc;

#[test]
fn a_contexts_error_notification_is_freed_with_the_context() {
    let devs = syclrt::core::device::devices().expect("devices");
    let Some(d) = devs.first() else {
        println!("SKIP: no device");
        return;
    };
    let alive = Arc::new(());
    let held = alive.clone();
    let notify: syclrt::cl::ContextNotify = Box::new(move |_info, _private| {
        let _ = &held;
    });
    let ctx = syclrt::core::context::for_devices(&[], &[d.id], Some(notify)).expect("context");
    assert_eq!(Arc::strong_count(&alive), 2, "the driver's notification holds its closure while the context lives");
    let has_destructor = syclrt::cl::ext::core_extra().clSetContextDestructorCallback.is_some();
    drop(ctx);
    if has_destructor {
        assert_eq!(Arc::strong_count(&alive), 1, "the destroyed context's notification was freed");
    } else {
        assert_eq!(Arc::strong_count(&alive), 2, "kept for the process: the driver has no destructor callback");
        println!("note: {} has no clSetContextDestructorCallback", d.info.name);
    }
}
