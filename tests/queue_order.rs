//! `SYCLRT_QUEUE_ORDER` unset (auto): an out-of-order queue request gets an
//! in-order OpenCL queue on Intel's CPU runtime (its out-of-order command
//! list deadlocks now and then: docs/ur.md) and an out-of-order one on every
//! other driver that has them; commands with dependencies still run in the
//! order their events say, and the SYCL-level queue still reports what was
//! asked.

use syclrt::core::context::Context;
use syclrt::core::queue::{Queue, QUEUE_OUT_OF_ORDER};
use syclrt::core::quirks;

// OpenCL's values (CL/cl.h).
const CL_QUEUE_PROPERTIES: u32 = 0x1093;
const CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE: u64 = 1;
const CL_QUEUE_PROFILING_ENABLE: u64 = 2;

fn cl_props(q: &Queue) -> u64 {
    let b = syclrt::core::object::info_bytes(&q.cl, CL_QUEUE_PROPERTIES).expect("CL_QUEUE_PROPERTIES");
    u64::from_ne_bytes(b[..8].try_into().unwrap())
}

#[test]
fn out_of_order_requests_are_in_order_on_intel_cpu_only() {
    std::env::remove_var("SYCLRT_QUEUE_ORDER");
    let devs = syclrt::core::device::devices().expect("devices");
    let mut seen = 0;
    for d in devs.iter() {
        if d.info.queue_properties & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE == 0 {
            continue;
        }
        let ctx = Context::new(std::slice::from_ref(d)).expect("context");
        let q = Queue::new(&ctx, d, QUEUE_OUT_OF_ORDER).expect("queue");
        assert!(!q.in_order, "the core queue keeps the requested order");
        let ooo = cl_props(&q) & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE != 0;
        let intel = quirks::is_intel_cpu(d.id);
        assert_eq!(ooo, !intel, "{}: OpenCL queue out-of-order = {ooo}, Intel CPU = {intel}", d.info.name);
        // An in-order request stays in-order everywhere.
        let q2 = Queue::new(&ctx, d, 0).expect("queue");
        assert_eq!(cl_props(&q2) & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE, 0);
        eprintln!("queue_order: {} intel_cpu={intel} ooo={ooo}", d.info.name);
        seen += 1;
    }
    assert!(seen > 0, "no device with out-of-order queues to test");
}

#[test]
fn props_pass_through_unless_out_of_order() {
    std::env::remove_var("SYCLRT_QUEUE_ORDER");
    for d in syclrt::core::device::devices().expect("devices").iter() {
        let p = quirks::queue_props(d.id, CL_QUEUE_PROFILING_ENABLE);
        assert_eq!(p, CL_QUEUE_PROFILING_ENABLE, "{}", d.info.name);
        let p = quirks::queue_props(d.id, CL_QUEUE_PROFILING_ENABLE | CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE);
        assert_eq!(p & CL_QUEUE_PROFILING_ENABLE, CL_QUEUE_PROFILING_ENABLE, "profiling kept: {}", d.info.name);
    }
    assert!(!quirks::is_intel_cpu(syclrt::cl::DeviceId(std::ptr::null_mut())));
    // On-device queues keep their out-of-order bit everywhere (OpenCL requires it).
    const CL_QUEUE_ON_DEVICE: u64 = 4;
    for d in syclrt::core::device::devices().expect("devices").iter() {
        let p = quirks::queue_props(d.id, CL_QUEUE_ON_DEVICE | CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE);
        assert_eq!(p, CL_QUEUE_ON_DEVICE | CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE, "{}", d.info.name);
    }
}
