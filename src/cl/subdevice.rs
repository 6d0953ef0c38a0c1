//! Sub-devices (`clCreateSubDevices`), released on drop. Used by the
//! program cache's tests: sub-devices of one device have the same
//! platform, name, version and driver, so they share one build.

use super::sys::*;
use super::{api, check, ClError, DeviceId};
use std::ptr;

/// Sub-devices of one root device; each is released when this is dropped.
///
/// Thread safety: the ids may be used from any thread while this lives.
#[derive(Debug)]
pub struct SubDevices(Vec<DeviceId>);

impl SubDevices {
    /// Partitions `parent` into sub-devices of `units` compute units each.
    pub fn equally(parent: DeviceId, units: u32) -> Result<SubDevices, ClError> {
        let api = api().map_err(|_| ClError::new(CL_PLATFORM_NOT_FOUND_KHR, "OpenCL loader"))?;
        let props: [cl_device_partition_property; 3] = [CL_DEVICE_PARTITION_EQUALLY, units as isize, 0];
        let mut n: cl_uint = 0;
        // SAFETY: zero-terminated property list; count query.
        let code = unsafe { (api.clCreateSubDevices)(parent.0, props.as_ptr(), 0, ptr::null_mut(), &mut n) };
        check(code, "clCreateSubDevices")?;
        let mut ids = vec![ptr::null_mut(); n as usize];
        // SAFETY: `ids` holds `n` slots.
        let code = unsafe { (api.clCreateSubDevices)(parent.0, props.as_ptr(), n, ids.as_mut_ptr(), ptr::null_mut()) };
        check(code, "clCreateSubDevices")?;
        Ok(SubDevices(ids.into_iter().map(DeviceId).collect()))
    }

    pub fn ids(&self) -> &[DeviceId] {
        &self.0
    }
}

impl Drop for SubDevices {
    fn drop(&mut self) {
        if let Ok(api) = api() {
            for d in &self.0 {
                // SAFETY: we own one reference to each sub-device.
                unsafe { (api.clReleaseDevice)(d.0) };
            }
        }
    }
}
