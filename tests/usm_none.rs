//! A device without USM (as NVIDIA's OpenCL, here forced with
//! `SYCLRT_USM=none`): no USM aspect, and every USM call, C API and PI,
//! fails with a clear error instead of crashing.

use std::ffi::c_void;
use std::ptr::{null, null_mut};
use syclrt::core::{device, Aspect, Status};
use syclrt::ffi::api::usm::*;
use syclrt::ffi::pi::entries::*;
use syclrt::ffi::pi::types::*;

#[test]
fn every_usm_call_is_unsupported() {
    std::env::set_var("SYCLRT_USM", "none");
    let Ok(devs) = device::devices() else { return };
    let Some(dev) = devs.first() else { return };
    for d in devs {
        assert_eq!(d.usm_provider(), "none");
        for a in [Aspect::UsmDeviceAllocations, Aspect::UsmHostAllocations, Aspect::UsmSharedAllocations] {
            assert!(!d.has(a), "{} reports {a:?}", d.info.name);
        }
    }
    let raw_d = dev.id.0 as pi_device;
    // SAFETY: (each call) valid handles and out-pointers.
    unsafe {
        let mut caps = 99u64;
        assert_eq!(piDeviceGetInfo(raw_d, 0x4190, 8, (&mut caps as *mut u64).cast(), null_mut()), PI_SUCCESS);
        assert_eq!(caps, 0, "host USM capabilities");
        let mut c: pi_context = null_mut();
        assert_eq!(piContextCreate(null(), 1, &raw_d, None, null_mut(), &mut c), PI_SUCCESS);
        let mut p: *mut c_void = 16 as *mut c_void;
        assert_eq!(piextUSMDeviceAlloc(&mut p, c, raw_d, null_mut(), 64, 0), PI_ERROR_INVALID_OPERATION);
        assert!(p.is_null());
        assert_eq!(piextUSMHostAlloc(&mut p, c, null_mut(), 64, 0), PI_ERROR_INVALID_OPERATION);
        assert_eq!(piextUSMFree(c, 16 as *mut c_void), PI_ERROR_INVALID_OPERATION);
        let mut ty = 0u32;
        assert_eq!(
            piextUSMGetMemAllocInfo(c, 16 as *const c_void, 0x419A, 4, (&mut ty as *mut u32).cast(), null_mut()),
            PI_ERROR_INVALID_OPERATION
        );
        let mut q: pi_queue = null_mut();
        assert_eq!(piQueueCreate(c, raw_d, 0, &mut q), PI_SUCCESS);
        let mut buf = [0u8; 8];
        assert_eq!(
            piextUSMEnqueueMemcpy(q, 1, buf.as_mut_ptr().cast(), 16 as *const c_void, 8, 0, null(), null_mut()),
            PI_ERROR_INVALID_OPERATION
        );
        assert_eq!(
            piextUSMEnqueueMemset(q, buf.as_mut_ptr().cast(), 0, 8, 0, null(), null_mut()),
            PI_ERROR_INVALID_OPERATION
        );
        assert_eq!(piQueueRelease(q), PI_SUCCESS);
        assert_eq!(piContextRelease(c), PI_SUCCESS);

        // The C API: UNSUPPORTED with a message naming the reason.
        let mut dh = null_mut();
        assert_eq!(syclrt::ffi::api::device::syclrt_device_get(0, &mut dh), Status::Success);
        let mut ch = null_mut();
        assert_eq!(syclrt::ffi::api::context::syclrt_context_create(&(dh as *const _), 1, &mut ch), Status::Success);
        let mut up: *mut c_void = null_mut();
        for kind in [SYCLRT_USM_HOST, SYCLRT_USM_DEVICE, SYCLRT_USM_SHARED] {
            assert_eq!(syclrt_usm_alloc(ch, dh, kind, 64, 0, &mut up), Status::Unsupported);
        }
        let mut info = std::mem::zeroed::<syclrt_usm_alloc_info>();
        assert_eq!(syclrt_usm_get_alloc_info(ch, null(), &mut info), Status::Unsupported);
        syclrt::ffi::api::context::syclrt_context_release(ch);
    }
}
