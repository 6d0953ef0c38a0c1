//! The kernel sub-group answers both DPC++ faces give on a device without
//! sub-groups (`core::kernel::sub_groups_unsupported`): every work-item
//! is a sub-group of one, as the device answers say (sub-group sizes `[1]`,
//! max sub-groups the work-group limit). Asked directly here, since PoCL
//! and Intel's CPU runtime both have sub-groups and never reach the fallback.

mod usm_util;
use usm_util::*;

// OpenCL's values (CL/cl.h, cl_ext.h).
const CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE: u32 = 0x2033;
const CL_KERNEL_MAX_NUM_SUB_GROUPS: u32 = 0x11B9;
const CL_KERNEL_COMPILE_NUM_SUB_GROUPS: u32 = 0x11BA;
const CL_KERNEL_WORK_GROUP_SIZE: u32 = 0x11B0;

#[test]
fn without_sub_groups_every_work_item_is_one() {
    let mut tested = 0;
    for i in 0..device_count() {
        let e = env(i);
        let k = kernel(&e);
        let kk = syclrt::ffi::handle::get::<syclrt::core::kernel::Kernel>(k).unwrap();
        let dev = syclrt::core::device::devices().unwrap()[i].id;
        let wg = syclrt::core::kernel::group_info_bytes(&kk.cl, dev, CL_KERNEL_WORK_GROUP_SIZE).unwrap();
        let wg = usize::from_ne_bytes(wg[..8].try_into().unwrap());
        let ask = |p| syclrt::core::kernel::sub_groups_unsupported(&kk.cl, dev, p).unwrap();
        assert_eq!(ask(CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE), 1, "sub-groups of one");
        assert_eq!(ask(CL_KERNEL_MAX_NUM_SUB_GROUPS), wg.max(1), "as many as the work-group holds");
        assert_eq!(ask(CL_KERNEL_COMPILE_NUM_SUB_GROUPS), 0, "nothing specified by the kernel");
        // SAFETY: a kernel made by `kernel`, released once.
        unsafe { syclrt::ffi::api::program::syclrt_kernel_release(k) };
        tested += 1;
    }
    assert!(tested > 0, "no device");
}

#[test]
fn sub_group_sizes_of_an_invalid_device_are_an_error() {
    let _ = syclrt::core::device::devices().expect("devices"); // loads OpenCL
    let r = syclrt::core::device::sub_group_sizes(syclrt::cl::DeviceId(std::ptr::null_mut()));
    assert!(r.is_err(), "a NULL device has no sub-group sizes: {r:?}");
}
