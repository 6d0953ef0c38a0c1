//! The persistent cache for the PI plugin: programs created from IL and
//! built through the PI face are stored as native binaries, keyed by the IL
//! hash, the device hash, the build options and the spec-constant values,
//! so a DPC++ application starts warm on its second run with no setting.
//!
//! DPC++ keeps its own in-memory cache above PI, so only the persistent
//! cache is used here. The plugin calls [`build_il_cached`] from its
//! `piProgramBuild` when the program was created with `piProgramCreate`
//! (IL) and it has recorded the IL bytes and any spec constants set with
//! `piextProgramSetSpecializationConstant`; it then uses the returned
//! (already built) program instead of the one it created.

use super::{build_native, device_desc, disk_cache, BuildInput, DeviceDesc, ImageKind};
use crate::cl::{self, sys::*, DeviceId};
use crate::core::error::Result;

/// The descriptor of a raw device id: from the discovered topology, or
/// queried (devices not in the topology, such as sub-devices).
pub fn desc_of(id: DeviceId) -> Result<DeviceDesc> {
    if let Ok(devs) = crate::core::device::devices() {
        if let Some(d) = devs.iter().find(|d| d.id == id) {
            return Ok(device_desc(d));
        }
    }
    let plat_bytes = id.info_bytes(CL_DEVICE_PLATFORM)?;
    let plat = usize::from_ne_bytes(plat_bytes.get(..8).and_then(|b| b.try_into().ok()).unwrap_or_default());
    let plat = cl::PlatformId(plat as cl_platform_id);
    Ok(DeviceDesc {
        platform_name: plat.info_string(CL_PLATFORM_NAME)?,
        device_name: id.info_string(CL_DEVICE_NAME)?,
        device_version: id.info_string(CL_DEVICE_VERSION)?,
        driver_version: id.info_string(CL_DRIVER_VERSION)?,
    })
}

/// A built program for `devices` of `ctx` from `il`: loaded from the
/// persistent cache (created from the stored binaries and built), or built
/// from the IL and stored. Returns the program and whether it came from disk.
/// With `SYCL_CACHE_PERSISTENT=0` it simply builds.
pub fn build_il_cached(
    ctx: &cl::Context,
    devices: &[DeviceId],
    il: &[u8],
    options: &str,
    spec: &[(u32, Vec<u8>)],
) -> Result<(cl::Program, bool)> {
    let devs: Vec<(DeviceId, DeviceDesc)> =
        devices.iter().map(|&d| desc_of(d).map(|x| (d, x))).collect::<Result<_>>()?;
    let input = BuildInput { kind: ImageKind::Il, image: il, options, spec };
    let b = build_native(ctx, &devs, &input, disk_cache())?;
    Ok((b.program, b.from_disk))
}
