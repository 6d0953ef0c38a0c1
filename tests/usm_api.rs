//! `syclrt_usm_*` on every device of the machine with the default provider
//! choice (PoCL: the SVM emulation; Intel's runtime: its USM extension),
//! and every error path: NULL and unknown handles and pointers, zero sizes,
//! pointers of another context, a device without USM.

mod usm_util;
use std::ffi::c_void;
use std::ptr::{null, null_mut};
use syclrt::core::Status;
use syclrt::ffi::api::usm::*;
use usm_util::*;

#[test]
fn round_trip_on_every_device_with_usm() {
    let mut tested = 0;
    for i in 0..device_count() {
        let e = env(i);
        if e.provider == "none" {
            continue;
        }
        round_trip(&e);
        tested += 1;
    }
    eprintln!("USM round trip on {tested} of {} device(s)", device_count());
}

#[test]
fn error_paths() {
    if device_count() == 0 {
        return;
    }
    let e = env(0);
    let mut p: *mut c_void = null_mut();
    // SAFETY: (each call) handles from `env` or deliberately invalid ones;
    // out-pointers valid unless NULL on purpose.
    unsafe {
        assert_eq!(syclrt_usm_alloc(null(), e.d, SYCLRT_USM_DEVICE, 64, 0, &mut p), Status::InvalidContext);
        assert_eq!(syclrt_usm_alloc(e.c, e.d, SYCLRT_USM_DEVICE, 64, 0, null_mut()), Status::NullPointer);
        assert_eq!(syclrt_usm_free(null(), null_mut()), Status::InvalidContext);
        assert_eq!(syclrt_usm_get_alloc_info(e.c, null(), null_mut()), Status::NullPointer);
        if e.provider == "none" {
            assert_eq!(syclrt_usm_alloc(e.c, e.d, SYCLRT_USM_DEVICE, 64, 0, &mut p), Status::Unsupported);
            assert!(last_error().contains("no USM"), "{}", last_error());
            return;
        }
        assert_eq!(syclrt_usm_alloc(e.c, e.d, SYCLRT_USM_DEVICE, 0, 0, &mut p), Status::InvalidSize);
        assert!(p.is_null());
        assert_eq!(syclrt_usm_alloc(e.c, e.d, 7, 64, 0, &mut p), Status::InvalidValue);
        assert_eq!(syclrt_usm_alloc(e.c, e.d, SYCLRT_USM_DEVICE, 64, 3, &mut p), Status::InvalidValue, "alignment");
        assert_eq!(syclrt_usm_alloc(e.c, null(), SYCLRT_USM_DEVICE, 64, 0, &mut p), Status::NullPointer);
        assert_eq!(syclrt_usm_alloc(e.c, e.d, SYCLRT_USM_DEVICE, usize::MAX / 2, 0, &mut p), Status::InvalidSize);
        // NULL is freed as nothing; a pointer of no allocation is an error.
        ok(syclrt_usm_free(e.c, null_mut()));
        let mut local = [0u8; 16];
        assert_eq!(syclrt_usm_free(e.c, local.as_mut_ptr().cast()), Status::InvalidValue);
        let i = info(e.c, local.as_ptr().cast());
        assert_eq!((i.r#type, i.base, i.size, i.device_index), (SYCLRT_USM_TYPE_UNKNOWN, null_mut(), 0, -1));

        ok(syclrt_usm_alloc(e.c, e.d, SYCLRT_USM_DEVICE, 256, 0, &mut p));
        // Freeing from inside the allocation is not freeing it.
        assert_eq!(syclrt_usm_free(e.c, p.cast::<u8>().add(8).cast()), Status::InvalidValue);
        // Copies and fills: NULL, zero size, overlap, outside the allocation.
        assert_eq!(syclrt_usm_memcpy(e.q, 1, null_mut(), p, 16, null(), 0, null_mut()), Status::NullPointer);
        assert_eq!(
            syclrt_usm_memcpy(e.q, 1, local.as_mut_ptr().cast(), p, 0, null(), 0, null_mut()),
            Status::InvalidSize
        );
        assert_eq!(
            syclrt_usm_memcpy(e.q, 1, p.cast::<u8>().add(4).cast(), p, 16, null(), 0, null_mut()),
            Status::InvalidValue
        );
        assert_eq!(
            syclrt_usm_memcpy(null(), 1, local.as_mut_ptr().cast(), p, 16, null(), 0, null_mut()),
            Status::InvalidQueue
        );
        assert_eq!(syclrt_usm_memset(e.q, p, 0, 512, null(), 0, null_mut()), Status::InvalidValue, "past the end");
        assert_eq!(
            syclrt_usm_memset(e.q, local.as_mut_ptr().cast(), 0, 16, null(), 0, null_mut()),
            Status::InvalidValue
        );
        assert_eq!(syclrt_usm_memset(e.q, null_mut(), 0, 16, null(), 0, null_mut()), Status::NullPointer);
        let pat = 1u32;
        assert_eq!(
            syclrt_usm_fill(e.q, p, (&pat as *const u32).cast(), 4, 6, null(), 0, null_mut()),
            Status::InvalidSize
        );
        assert_eq!(
            syclrt_usm_fill(e.q, p, (&pat as *const u32).cast(), 0, 8, null(), 0, null_mut()),
            Status::InvalidSize
        );

        // Another context: the pointer is unknown there, cannot be freed
        // there, and cannot be a kernel argument there.
        let e2 = env(0);
        assert_eq!(info(e2.c, p).r#type, SYCLRT_USM_TYPE_UNKNOWN);
        assert_eq!(syclrt_usm_free(e2.c, p), Status::InvalidValue);
        let k2 = kernel(&e2);
        assert_eq!(syclrt_kernel_set_arg_usm(k2, 0, p), Status::InvalidValue);
        assert_eq!(syclrt_kernel_set_arg_usm(k2, 9, null()), Status::InvalidArgIndex);
        ok(syclrt_kernel_set_arg_usm(k2, 0, null()));
        assert_eq!(syclrt_kernel_set_arg_usm(null(), 0, null()), Status::InvalidKernel);
        syclrt::ffi::api::program::syclrt_kernel_release(k2);
        ok(syclrt_usm_free(e.c, p));
    }
}
