//! `SYCLRT_WAIT` unset: host waits block on every driver (polling was tried
//! against Intel's CPU runtime hang and did not remove it: docs/ur.md).

use syclrt::cl::Context;

#[test]
fn default_waits_block_everywhere() {
    std::env::remove_var("SYCLRT_WAIT");
    let devs = syclrt::core::device::devices().expect("devices");
    for d in devs.iter() {
        let ctx = Context::create(&[d.id]).expect("context");
        assert!(!syclrt::core::wait::polled(&ctx), "{}", d.info.name);
    }
}
