//! Device table.

use super::gen::api::*;
#[allow(unused_imports, reason = "filled in below")]
use super::gen::types::*;
use super::objects::UrObj;
use super::platform::Platform;
use crate::cl::sys::cl_device_id;
use std::sync::Arc;

/// A UR device: a root OpenCL device (registered once, never destroyed) or
/// a sub-device from `urDevicePartition` (reference counted; its OpenCL
/// sub-device is released with it).
pub struct Device {
    pub cl: cl_device_id,
    pub platform: Arc<UrObj<Platform>>,
    pub parent: Option<Arc<UrObj<Device>>>,
}
// SAFETY: OpenCL device ids may be used from any thread.
unsafe impl Send for Device {}
// SAFETY: as above.
unsafe impl Sync for Device {}

impl DeviceApi for Ur {}
