//! The polled host wait (`src/cl/wait.rs`, `SYCLRT_WAIT=poll`): what
//! syclrt uses on Intel's CPU runtime instead of `clWaitForEvents` and
//! `clFinish`, exercised here on the default device: a wait returns when
//! another thread completes the event, a failed event is an error, and a
//! queue finish waits for earlier work.

use std::time::{Duration, Instant};
use syclrt::cl::{Context, Event, Queue};
use syclrt::core::event;

#[test]
fn polled_waits_complete_fail_and_finish() {
    // Before anything reads the configuration (this binary's only test).
    std::env::set_var("SYCLRT_WAIT", "poll");
    let dev = syclrt::core::device::default_device().expect("a device").id;
    let ctx = Context::create(&[dev]).expect("context");
    let q = Queue::create(&ctx, dev, 0).expect("queue");

    // Completed from another thread after 50 ms: the wait sees it.
    let e = Event::user(&ctx).expect("user event");
    let e2 = e.clone();
    let t0 = Instant::now();
    let h = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(50));
        event::set_user_status(&e2, 0).expect("complete");
    });
    event::wait(std::slice::from_ref(&e)).expect("polled wait");
    let waited = t0.elapsed();
    h.join().unwrap();
    assert!(waited >= Duration::from_millis(45), "returned before the event completed ({waited:?})");
    assert!(waited < Duration::from_secs(5), "took {waited:?}");

    // A failed event: the wait answers an error, as clWaitForEvents does.
    let bad = Event::user(&ctx).expect("user event");
    event::set_user_status(&bad, -5).expect("fail it");
    let err = event::wait(std::slice::from_ref(&bad)).expect_err("a failed event is an error");
    assert!(format!("{err}").contains("polled") || err.cl.is_some(), "{err}");

    // A finish after a marker that waits for a user event completed later.
    let gate = Event::user(&ctx).expect("user event");
    let _m = syclrt::core::enqueue::marker(&q, false, std::slice::from_ref(&gate), true).expect("marker");
    let g2 = gate.clone();
    let t0 = Instant::now();
    let h = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(50));
        event::set_user_status(&g2, 0).expect("open the gate");
    });
    syclrt::core::wait::finish(&q).expect("polled finish");
    assert!(t0.elapsed() >= Duration::from_millis(45), "finish returned before the queue drained");
    h.join().unwrap();
}
