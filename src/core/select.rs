//! Device-image selection for the DPC++ faces (`piextDeviceSelectBinary`,
//! `urDeviceSelectBinary`):
//! which of the images libsycl offers runs on a device. The face reads
//! each image of libsycl's descriptor into a [`Candidate`] (its target and
//! the aspects its requirements name); the rule is here, once:
//!
//! - the device type's own target first (`spir64_x86_64` CPU, `spir64_gen`
//!   GPU, `spir64_fpga` accelerator), then generic `spir64`;
//! - an image whose "SYCL/device requirements" ask for fp16 or fp64 the
//!   device lacks is skipped (other aspects are libsycl's to check).

use crate::cl::sys::{CL_DEVICE_TYPE_ACCELERATOR, CL_DEVICE_TYPE_CPU, CL_DEVICE_TYPE_GPU};
use crate::cl::DeviceId;

/// SYCL's aspect numbers for fp16 and fp64 (`sycl::aspect`).
/// cbindgen:ignore
pub const ASPECT_FP16: u32 = 5;
/// cbindgen:ignore
pub const ASPECT_FP64: u32 = 6;

/// The target of generic SPIR-V images.
pub const TARGET_SPIRV64: &str = "spir64";

/// One offered image, as a face read it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Candidate {
    /// `DeviceTargetSpec` (`None`: no image, or no target).
    pub target: Option<String>,
    /// The SYCL aspects its "SYCL/device requirements" `aspects` name.
    pub aspects: Vec<u32>,
}

/// The target of images built for one device type (`None`: no type bit).
pub fn own_target(device_type: u64) -> Option<&'static str> {
    if device_type & CL_DEVICE_TYPE_CPU != 0 {
        Some("spir64_x86_64")
    } else if device_type & CL_DEVICE_TYPE_GPU != 0 {
        Some("spir64_gen")
    } else if device_type & CL_DEVICE_TYPE_ACCELERATOR != 0 {
        Some("spir64_fpga")
    } else {
        None
    }
}

/// The index of the image to run on a device of `device_type` whose
/// aspects `has` tells (asked only for images whose target matches).
pub fn select(device_type: u64, images: &[Candidate], has: impl Fn(u32) -> bool) -> Option<usize> {
    let meets = |c: &Candidate| c.aspects.iter().all(|&a| !matches!(a, ASPECT_FP16 | ASPECT_FP64) || has(a));
    own_target(device_type)
        .into_iter()
        .chain([TARGET_SPIRV64])
        .find_map(|want| images.iter().position(|c| c.target.as_deref() == Some(want) && meets(c)))
}

/// [`select`] for an OpenCL device: fp16 and fp64 are its `cl_khr_fp16`
/// and `cl_khr_fp64` extensions.
pub fn select_for(device: DeviceId, device_type: u64, images: &[Candidate]) -> Option<usize> {
    select(device_type, images, |a| {
        let ext = if a == ASPECT_FP16 { "cl_khr_fp16" } else { "cl_khr_fp64" };
        super::devinfo::has_extension(device, ext)
    })
}

/// The aspects of a requirements `aspects` byte array in DPC++'s layout:
/// a 64-bit size header, then little-endian `u32`s (a short array: none).
pub fn aspects_of(bytes: &[u8]) -> Vec<u32> {
    bytes.get(8..).unwrap_or_default().chunks_exact(4).map(|a| u32::from_le_bytes([a[0], a[1], a[2], a[3]])).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn img(target: &str, aspects: &[u32]) -> Candidate {
        Candidate { target: Some(target.into()), aspects: aspects.to_vec() }
    }

    #[test]
    fn the_device_types_own_target_comes_before_generic_spirv() {
        let images = [img("spir64", &[]), img("spir64_x86_64", &[]), img("spir64_gen", &[])];
        assert_eq!(select(CL_DEVICE_TYPE_CPU, &images, |_| true), Some(1));
        assert_eq!(select(CL_DEVICE_TYPE_GPU, &images, |_| true), Some(2));
        assert_eq!(select(CL_DEVICE_TYPE_ACCELERATOR, &images, |_| true), Some(0));
        assert_eq!(select(0, &images, |_| true), Some(0), "no type bit: generic SPIR-V only");
        assert_eq!(own_target(CL_DEVICE_TYPE_CPU | CL_DEVICE_TYPE_GPU), Some("spir64_x86_64"));
    }

    #[test]
    fn images_needing_a_missing_fp16_or_fp64_are_skipped() {
        let images = [img("spir64", &[ASPECT_FP64]), img("spir64", &[ASPECT_FP16, 42]), img("spir64", &[])];
        assert_eq!(select(CL_DEVICE_TYPE_CPU, &images, |_| true), Some(0));
        assert_eq!(select(CL_DEVICE_TYPE_CPU, &images, |a| a != ASPECT_FP64), Some(1));
        assert_eq!(select(CL_DEVICE_TYPE_CPU, &images, |_| false), Some(2), "aspect 42 is not checked here");
    }

    #[test]
    fn nothing_compatible_is_none() {
        assert_eq!(select(CL_DEVICE_TYPE_GPU, &[], |_| true), None);
        let images = [img("nvptx64", &[]), Candidate::default(), img("spir64", &[ASPECT_FP16])];
        assert_eq!(select(CL_DEVICE_TYPE_GPU, &images, |_| false), None);
    }

    #[test]
    fn aspects_skip_the_size_header() {
        let mut b = 64u64.to_le_bytes().to_vec();
        b.extend(5u32.to_le_bytes());
        b.extend(6u32.to_le_bytes());
        b.push(9); // a trailing partial value is ignored
        assert_eq!(aspects_of(&b), vec![5, 6]);
        assert_eq!(aspects_of(&[1, 2, 3]), Vec::<u32>::new());
        assert_eq!(aspects_of(&[]), Vec::<u32>::new());
    }
}
