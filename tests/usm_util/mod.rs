//! Shared body of the USM C API tests (tests/usm_api.rs runs it with the
//! default provider choice, tests/usm_svm.rs with `SYCLRT_USM=svm`, so on
//! Intel's runtime both the native extension and the emulation are covered).
#![allow(dead_code, reason = "each test binary uses part of the helpers")]

use std::ffi::{c_void, CStr};
use std::ptr::{null, null_mut};
use syclrt::core::{device, Status};
use syclrt::ffi::api::{context::*, device::*, general::*, program::*, queue::*, usm::*};
use syclrt::ffi::api::{syclrt_context, syclrt_device, syclrt_kernel, syclrt_queue};

pub fn last_error() -> String {
    // SAFETY: a NUL-terminated thread-local string.
    unsafe { CStr::from_ptr(syclrt_last_error_message()) }.to_string_lossy().into_owned()
}

#[track_caller]
pub fn ok(s: Status) {
    assert_eq!(s, Status::Success, "{}", last_error());
}

pub struct Env {
    pub index: usize,
    pub provider: &'static str,
    pub d: *mut syclrt_device,
    pub c: *mut syclrt_context,
    pub q: *mut syclrt_queue,
}

impl Drop for Env {
    fn drop(&mut self) {
        // SAFETY: handles made by `env`, released once.
        unsafe {
            syclrt_queue_release(self.q);
            syclrt_context_release(self.c);
        }
    }
}

/// A context and queue on device `index`.
pub fn env(index: usize) -> Env {
    let mut d = null_mut();
    let mut c = null_mut();
    let mut q = null_mut();
    // SAFETY: valid out-pointers and handles.
    unsafe {
        ok(syclrt_device_get(index, &mut d));
        ok(syclrt_context_create(&(d as *const _), 1, &mut c));
        ok(syclrt_queue_create(c, d, 0, &mut q));
    }
    let provider = device::devices().unwrap()[index].usm_provider();
    Env { index, provider, d, c, q }
}

pub fn device_count() -> usize {
    device::devices().map(|d| d.len()).unwrap_or(0)
}

const SRC: &str =
    "kernel void twice(global int* a, global const int* b) { size_t i = get_global_id(0); a[i] = 2 * b[i]; }";

/// The `twice` kernel built for the env's context.
pub fn kernel(e: &Env) -> *mut syclrt_kernel {
    let mut p = null_mut();
    let mut k = null_mut();
    // SAFETY: valid handles, a NUL-free source of the given length, out-pointers.
    unsafe {
        ok(syclrt_program_create_with_source(e.c, SRC.as_ptr().cast(), SRC.len(), &mut p));
        ok(syclrt_program_build(p, null()));
        ok(syclrt_kernel_create(p, c"twice".as_ptr(), &mut k));
        syclrt_program_release(p);
    }
    k
}

pub fn info(c: *mut syclrt_context, p: *const c_void) -> syclrt_usm_alloc_info {
    let mut i = syclrt_usm_alloc_info { r#type: 99, base: null_mut(), size: 99, device_index: 99 };
    // SAFETY: valid handle and out-pointer.
    ok(unsafe { syclrt_usm_get_alloc_info(c, p, &mut i) });
    i
}

/// Every kind the device reports, a kernel over USM arguments, copies,
/// fills, pointer queries and frees, checked value by value.
pub fn round_trip(e: &Env) {
    const N: usize = 1024;
    let has = |a| device::devices().unwrap()[e.index].has(a);
    let mut kinds = vec![SYCLRT_USM_DEVICE];
    if has(syclrt::core::Aspect::UsmHostAllocations) {
        kinds.push(SYCLRT_USM_HOST);
    }
    if has(syclrt::core::Aspect::UsmSharedAllocations) {
        kinds.push(SYCLRT_USM_SHARED);
    }
    assert!(has(syclrt::core::Aspect::UsmDeviceAllocations), "a device with a USM provider reports device USM");
    let k = kernel(e);
    for &kind in &kinds {
        let mut a: *mut c_void = null_mut();
        let mut b: *mut c_void = null_mut();
        // SAFETY: (each call) handles from `env`; buffers of the sizes given.
        unsafe {
            ok(syclrt_usm_alloc(e.c, e.d, kind, N * 4, 64, &mut a));
            ok(syclrt_usm_alloc(e.c, e.d, kind, N * 4, 0, &mut b));
            assert!(!a.is_null() && !b.is_null());
            assert_eq!(a as usize % 64, 0, "alignment honoured");
            // Pointer queries, from the base and from inside.
            let i = info(e.c, a.cast::<u8>().add(100).cast());
            let want_ty = match kind {
                SYCLRT_USM_HOST => SYCLRT_USM_TYPE_HOST,
                SYCLRT_USM_DEVICE => SYCLRT_USM_TYPE_DEVICE,
                _ => SYCLRT_USM_TYPE_SHARED,
            };
            assert_eq!(i.r#type, want_ty, "{}: kind {kind}", e.provider);
            assert_eq!(i.base, a);
            assert!(i.size >= N * 4, "{}", i.size);
            if kind == SYCLRT_USM_HOST {
                assert_eq!(i.device_index, -1);
            } else {
                assert_eq!(i.device_index, e.index as i64);
            }
            // Fill b with 0x01010101 per int via memset, then copy a known
            // pattern in through memcpy and double it with the kernel.
            ok(syclrt_usm_memset(e.q, b, 1, N * 4, null(), 0, null_mut()));
            let mut host = vec![0i32; N];
            ok(syclrt_usm_memcpy(e.q, 1, host.as_mut_ptr().cast(), b, N * 4, null(), 0, null_mut()));
            assert!(host.iter().all(|&v| v == 0x0101_0101), "memset");
            let src: Vec<i32> = (0..N as i32).collect();
            ok(syclrt_usm_memcpy(e.q, 0, b, src.as_ptr().cast(), N * 4, null(), 0, null_mut()));
            ok(syclrt_kernel_set_arg_usm(k, 0, a));
            ok(syclrt_kernel_set_arg_usm(k, 1, b));
            let mut ev = null_mut();
            ok(syclrt_queue_launch(e.q, k, 1, &N, null(), null(), 0, &mut ev));
            ok(syclrt_usm_memcpy(e.q, 1, host.as_mut_ptr().cast(), a, N * 4, &(ev as *const _), 1, null_mut()));
            syclrt_event_release(ev);
            assert!(
                host.iter().enumerate().all(|(i, &v)| v == 2 * i as i32),
                "kernel over USM arguments ({})",
                e.provider
            );
            // A 4-byte pattern fill of part of a, with an event.
            let pat = 0x1234_5678u32;
            let mut ev = null_mut();
            ok(syclrt_usm_fill(
                e.q,
                a.cast::<u8>().add(16).cast(),
                (&pat as *const u32).cast(),
                4,
                64,
                null(),
                0,
                &mut ev,
            ));
            ok(syclrt_usm_memcpy(e.q, 1, host.as_mut_ptr().cast(), a, 128, &(ev as *const _), 1, null_mut()));
            syclrt_event_release(ev);
            assert_eq!(&host[0..4], &[0, 2, 4, 6]);
            assert!(host[4..20].iter().all(|&v| v as u32 == pat), "{:x?}", &host[..24]);
            assert_eq!(host[20], 40);
            {
                // Any pattern size on every provider (a 3-byte one is a
                // staged write and doubling copies). On coarse-grained SVM
                // this once deadlocked: the staged copies took the
                // coarse-grained lock the fill already held (found on the
                // H100 by tests/ur_letter.rs's USM fill 2D).
                let pat3 = [7u8, 8, 9];
                ok(syclrt_usm_fill(e.q, a, pat3.as_ptr().cast(), 3, 30, null(), 0, null_mut()));
                let mut bytes = [0u8; 32];
                ok(syclrt_usm_memcpy(e.q, 1, bytes.as_mut_ptr().cast(), a, 32, null(), 0, null_mut()));
                assert_eq!(&bytes[..6], &[7, 8, 9, 7, 8, 9]);
                assert_eq!(&bytes[27..30], &[7, 8, 9]);
            }
            if kind != SYCLRT_USM_DEVICE {
                // Host and shared USM are plain host pointers.
                ok(syclrt_queue_finish(e.q));
                assert_eq!(*b.cast::<i32>().add(5), 5);
            }
            ok(syclrt_usm_free(e.c, a));
            ok(syclrt_usm_free(e.c, b));
            // Freed: unknown now, and a second free is an error.
            assert_eq!(info(e.c, a).r#type, SYCLRT_USM_TYPE_UNKNOWN);
            assert_eq!(syclrt_usm_free(e.c, b), Status::InvalidValue);
        }
    }
    // SAFETY: the kernel handle made above.
    unsafe { syclrt_kernel_release(k) };
}

/// A device allocation of `size` bytes on the env's device.
pub fn alloc_device(e: &Env, size: usize) -> *mut c_void {
    let mut p: *mut c_void = null_mut();
    // SAFETY: handles from `env`, a valid out-pointer.
    ok(unsafe { syclrt_usm_alloc(e.c, e.d, SYCLRT_USM_DEVICE, size, 0, &mut p) });
    assert!(!p.is_null());
    p
}
