//! Driver quirks decided from the device (never from a name list of
//! products): which OpenCL runtime a device belongs to, and what syclrt does
//! differently there.
//!
//! Intel's CPU OpenCL runtime deadlocks now and then inside its out-of-order
//! command list: a task group of `out_of_order_command_list` waits forever
//! on TBB (`WaitForIdle` -> `SpawningTaskGroup::WaitForAll`, or its
//! destructor on the runtime's own worker), with no syclrt frame on any
//! thread (docs/ur.md, "The hang in dpctl 0.21.1's suite";
//! IntelPython/dpctl#1954 shows the same stack with Intel's own stack). An
//! in-order OpenCL queue uses the runtime's in-order command list instead,
//! and SYCL allows an out-of-order queue to run its commands in order. So on
//! that runtime syclrt creates in-order OpenCL queues for out-of-order
//! requests (`SYCLRT_QUEUE_ORDER`: `auto` (that), `native` (ask the driver
//! for what was asked), `in-order` (every driver)). The face still answers
//! the queue's flags as created: only the OpenCL queue underneath differs.

use crate::cl::sys::*;
use crate::cl::{DeviceId, PlatformId};

/// Whether a device is Intel's CPU runtime, kept per device in
/// `core::handles` (forgotten with the device's other entries).
struct IntelCpu(bool);

/// The device is a CPU of the platform named "Intel(R) OpenCL" (Intel's CPU
/// runtime, from PyPI or oneAPI); answered once per device.
pub fn is_intel_cpu(d: DeviceId) -> bool {
    if d.0.is_null() {
        return false;
    }
    super::handles::get_or_insert_with(d.0 as usize, || IntelCpu(intel_cpu_runtime(d))).0
}

/// [`is_intel_cpu`] asked of the driver: the device's type and its
/// platform's name.
fn intel_cpu_runtime(d: DeviceId) -> bool {
    let cpu = d.info::<cl_device_type>(CL_DEVICE_TYPE).is_ok_and(|t| t & CL_DEVICE_TYPE_CPU != 0);
    cpu && d
        .info::<usize>(CL_DEVICE_PLATFORM)
        .ok()
        .and_then(|p| PlatformId(p as cl_platform_id).info_string(CL_PLATFORM_NAME).ok())
        .is_some_and(|n| n.trim() == "Intel(R) OpenCL")
}

/// `SYCLRT_QUEUE_ORDER`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum QueueOrder {
    /// In-order OpenCL queues on Intel's CPU runtime, native elsewhere.
    Auto,
    /// The driver gets what was asked.
    Native,
    /// In-order OpenCL queues everywhere.
    InOrder,
}

pub fn queue_order() -> QueueOrder {
    match crate::config::get().queue_order.as_deref() {
        Some("native") => QueueOrder::Native,
        Some("in-order") | Some("inorder") => QueueOrder::InOrder,
        _ => QueueOrder::Auto,
    }
}

/// The `CL_QUEUE_PROPERTIES` bits to create an OpenCL queue with on `d`
/// for the requested `props`: the out-of-order bit is dropped where
/// [`queue_order`] says the queue runs in order (see the module's text).
/// With `SYCLRT_PROFILE=kernels` every queue profiles (`core::profile`).
pub fn queue_props(d: DeviceId, props: cl_command_queue_properties) -> cl_command_queue_properties {
    let props = if crate::config::get().profile_kernels { props | CL_QUEUE_PROFILING_ENABLE } else { props };
    // On-device queues are out-of-order by definition (OpenCL 2.0: a queue
    // with CL_QUEUE_ON_DEVICE must set the out-of-order bit); the host
    // never waits inside them.
    if props & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE == 0 || props & CL_QUEUE_ON_DEVICE != 0 {
        return props;
    }
    let in_order = match queue_order() {
        QueueOrder::Native => false,
        QueueOrder::InOrder => true,
        QueueOrder::Auto => is_intel_cpu(d),
    };
    if in_order {
        props & !CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE
    } else {
        props
    }
}
