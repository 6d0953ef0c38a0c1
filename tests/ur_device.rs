//! UR adapter / platform / device / context tables: error paths and a happy
//! path on the default OpenCL device (PoCL in CI), through the entries the
//! DDI tables hold; a forced panic comes back as an error, not an abort.
#![allow(non_snake_case, reason = "UR names")]

use std::ffi::{c_char, c_void, CStr};
use std::process::Command;
use std::ptr::{null, null_mut};
use syclrt::ffi::ur::gen::api::entries::*;
use syclrt::ffi::ur::gen::types::*;

fn adapter() -> ur_adapter_handle_t {
    let mut a = null_mut();
    // SAFETY: an out-pointer to a local.
    assert_eq!(unsafe { urAdapterGet(1, &mut a, null_mut()) }, UR_RESULT_SUCCESS);
    a
}

fn first_device() -> (ur_platform_handle_t, ur_device_handle_t) {
    let a = adapter();
    let (mut p, mut d, mut n) = (null_mut(), null_mut(), 0u32);
    // SAFETY: live adapter, out-pointers to locals.
    unsafe {
        assert_eq!(urPlatformGet(a, 1, &mut p, &mut n), UR_RESULT_SUCCESS);
        assert!(n > 0, "no OpenCL platform (the tests need PoCL)");
        assert_eq!(urDeviceGet(p, UR_DEVICE_TYPE_ALL, 1, &mut d, &mut n), UR_RESULT_SUCCESS);
        assert!(n > 0, "no OpenCL device");
    }
    (p, d)
}

fn last_error() -> String {
    let (mut m, mut c): (*const c_char, i32) = (null(), 0);
    // SAFETY: out-pointers to locals; the message is NUL-terminated and thread-local.
    unsafe {
        assert_eq!(urAdapterGetLastError(adapter(), &mut m, &mut c), UR_RESULT_SUCCESS);
        CStr::from_ptr(m).to_string_lossy().into_owned()
    }
}

#[test]
fn adapter_and_platform_errors() {
    let a = adapter();
    // SAFETY: every call gets NULL, bogus or valid arguments that must be checked before use.
    unsafe {
        assert_eq!(urAdapterGet(0, null_mut(), null_mut()), UR_RESULT_ERROR_INVALID_NULL_POINTER);
        assert_eq!(urPlatformGet(null_mut(), 0, null_mut(), &mut 0), UR_RESULT_ERROR_INVALID_NULL_HANDLE);
        assert_eq!(
            urPlatformGet(64usize as ur_adapter_handle_t, 0, null_mut(), &mut 0),
            UR_RESULT_ERROR_INVALID_NULL_HANDLE
        );
        let mut p = null_mut();
        assert_eq!(urPlatformGet(a, 0, &mut p, null_mut()), UR_RESULT_ERROR_INVALID_SIZE);
        assert!(last_error().contains("NumEntries == 0"), "{}", last_error());
        let mut v = 0u32;
        assert_eq!(urPlatformGetApiVersion(null_mut(), &mut v), UR_RESULT_ERROR_INVALID_NULL_HANDLE);
        let (pl, _) = first_device();
        assert_eq!(urPlatformGetApiVersion(pl, &mut v), UR_RESULT_SUCCESS);
        assert_eq!(v, 12);
        assert_eq!(urPlatformGetApiVersion(pl, null_mut()), UR_RESULT_ERROR_INVALID_NULL_POINTER);
        let mut buf = [0u8; 4];
        let mut sz = 0usize;
        assert_eq!(
            urPlatformGetInfo(pl, UR_PLATFORM_INFO_NAME, buf.len(), buf.as_mut_ptr().cast(), &mut sz),
            UR_RESULT_ERROR_INVALID_SIZE,
            "a 4-byte buffer is too small for the platform name"
        );
        assert_eq!(
            urPlatformGetInfo(pl, 0x4444, 4, buf.as_mut_ptr().cast(), null_mut()),
            UR_RESULT_ERROR_INVALID_ENUMERATION,
            "beyond the last UR_PLATFORM_INFO_* of every release: ur_api.h's INVALID_ENUMERATION"
        );
        let mut opt: *const c_char = null();
        assert_eq!(urPlatformGetBackendOption(pl, c"-O0".as_ptr(), &mut opt), UR_RESULT_SUCCESS);
        assert_eq!(CStr::from_ptr(opt).to_str().unwrap(), "-cl-opt-disable");
        assert_eq!(urPlatformGetBackendOption(pl, c"-Ofast-bogus".as_ptr(), &mut opt), UR_RESULT_ERROR_INVALID_VALUE);
        // Native round trip: the genuine cl_platform_id, and back to the same handle.
        let mut nat = 0usize;
        assert_eq!(urPlatformGetNativeHandle(pl, &mut nat), UR_RESULT_SUCCESS);
        let mut back = null_mut();
        assert_eq!(urPlatformCreateWithNativeHandle(nat, a, null(), &mut back), UR_RESULT_SUCCESS);
        assert_eq!(back, pl);
        assert_eq!(urPlatformCreateWithNativeHandle(0x1234, a, null(), &mut back), UR_RESULT_ERROR_INVALID_PLATFORM);
    }
}

#[test]
fn device_info_protocol_and_errors() {
    let (pl, d) = first_device();
    // SAFETY: live handles; buffers sized as passed.
    unsafe {
        // Size query, then the value.
        let mut sz = 0usize;
        assert_eq!(urDeviceGetInfo(d, UR_DEVICE_INFO_NAME, 0, null_mut(), &mut sz), UR_RESULT_SUCCESS);
        let mut name = vec![0u8; sz];
        assert_eq!(
            urDeviceGetInfo(d, UR_DEVICE_INFO_NAME, sz, name.as_mut_ptr().cast(), null_mut()),
            UR_RESULT_SUCCESS
        );
        assert_eq!(name.last(), Some(&0));
        assert_eq!(
            urDeviceGetInfo(d, UR_DEVICE_INFO_NAME, sz - 1, name.as_mut_ptr().cast(), null_mut()),
            UR_RESULT_ERROR_INVALID_SIZE
        );
        // Booleans are one byte (ur_bool_t), OpenCL's four.
        assert_eq!(urDeviceGetInfo(d, UR_DEVICE_INFO_IMAGE_SUPPORT, 0, null_mut(), &mut sz), UR_RESULT_SUCCESS);
        assert_eq!(sz, 1);
        // Flags are 32-bit in UR.
        assert_eq!(urDeviceGetInfo(d, UR_DEVICE_INFO_QUEUE_PROPERTIES, 0, null_mut(), &mut sz), UR_RESULT_SUCCESS);
        assert_eq!(sz, 4);
        // Translated types: a UR device type, not OpenCL's bit field.
        let mut ty = 0u32;
        assert_eq!(
            urDeviceGetInfo(d, UR_DEVICE_INFO_TYPE, 4, (&mut ty as *mut u32).cast(), null_mut()),
            UR_RESULT_SUCCESS
        );
        assert!([UR_DEVICE_TYPE_CPU, UR_DEVICE_TYPE_GPU, UR_DEVICE_TYPE_FPGA].contains(&ty), "type {ty}");
        let mut owner: ur_platform_handle_t = null_mut();
        assert_eq!(
            urDeviceGetInfo(
                d,
                UR_DEVICE_INFO_PLATFORM,
                8,
                (&mut owner as *mut ur_platform_handle_t).cast(),
                null_mut()
            ),
            UR_RESULT_SUCCESS
        );
        assert_eq!(owner, pl);
        // SYCL 2020's minimum of one sub-group, even on a device without sub-groups.
        let mut nsg = 0u32;
        assert_eq!(
            urDeviceGetInfo(d, UR_DEVICE_INFO_MAX_NUM_SUB_GROUPS, 4, (&mut nsg as *mut u32).cast(), null_mut()),
            UR_RESULT_SUCCESS
        );
        assert!(nsg >= 1);
        // Unknown, unsupported, NULL.
        let mut x = [0u8; 64];
        assert_eq!(
            urDeviceGetInfo(d, 0x5555, 64, x.as_mut_ptr().cast(), null_mut()),
            UR_RESULT_ERROR_INVALID_ENUMERATION
        );
        assert!(last_error().contains("unknown query 0x5555"), "{}", last_error());
        assert_eq!(
            urDeviceGetInfo(d, UR_DEVICE_INFO_GLOBAL_MEM_FREE, 64, x.as_mut_ptr().cast(), null_mut()),
            UR_RESULT_ERROR_UNSUPPORTED_ENUMERATION
        );
        assert_eq!(
            urDeviceGetInfo(d, UR_DEVICE_INFO_NAME, 0, null_mut(), null_mut()),
            UR_RESULT_ERROR_INVALID_NULL_POINTER
        );
        assert_eq!(
            urDeviceGetInfo(null_mut(), UR_DEVICE_INFO_NAME, 64, x.as_mut_ptr().cast(), null_mut()),
            UR_RESULT_ERROR_INVALID_NULL_HANDLE
        );
        assert_eq!(
            urDeviceGetInfo(pl as ur_device_handle_t, UR_DEVICE_INFO_NAME, 64, x.as_mut_ptr().cast(), null_mut()),
            UR_RESULT_ERROR_INVALID_DEVICE
        );
        // Device lists.
        let mut n = 0u32;
        assert_eq!(urDeviceGet(pl, 0x99, 0, null_mut(), &mut n), UR_RESULT_ERROR_INVALID_ENUMERATION);
        assert_eq!(
            urDeviceGet(pl, UR_DEVICE_TYPE_ALL, 0, null_mut(), null_mut()),
            UR_RESULT_ERROR_INVALID_NULL_POINTER
        );
        // Native round trip gives the same handle.
        let mut nat = 0usize;
        assert_eq!(urDeviceGetNativeHandle(d, &mut nat), UR_RESULT_SUCCESS);
        let mut back = null_mut();
        assert_eq!(urDeviceCreateWithNativeHandle(nat, adapter(), null(), &mut back), UR_RESULT_SUCCESS);
        assert_eq!(back, d);
        // Root devices survive releases (UR: releasing a root device is a no-op).
        assert_eq!(urDeviceRelease(d), UR_RESULT_SUCCESS);
        assert_eq!(
            urDeviceGetInfo(d, UR_DEVICE_INFO_TYPE, 4, (&mut ty as *mut u32).cast(), null_mut()),
            UR_RESULT_SUCCESS
        );
        // Binary selection: spir64 is taken when no native target matches.
        let bins = [
            ur_device_binary_t {
                stype: UR_STRUCTURE_TYPE_DEVICE_BINARY,
                pNext: null(),
                pDeviceTargetSpec: c"nvptx64".as_ptr(),
            },
            ur_device_binary_t {
                stype: UR_STRUCTURE_TYPE_DEVICE_BINARY,
                pNext: null(),
                pDeviceTargetSpec: c"spir64".as_ptr(),
            },
        ];
        let mut sel = 9u32;
        assert_eq!(urDeviceSelectBinary(d, bins.as_ptr(), 2, &mut sel), UR_RESULT_SUCCESS);
        assert_eq!(sel, 1);
        assert_eq!(urDeviceSelectBinary(d, bins.as_ptr(), 1, &mut sel), UR_RESULT_ERROR_INVALID_BINARY);
        assert_eq!(urDeviceSelectBinary(d, null(), 2, &mut sel), UR_RESULT_ERROR_INVALID_NULL_POINTER);
    }
}

#[test]
fn context_lifetime_and_deleter() {
    let (_, d) = first_device();
    static CALLED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    unsafe extern "C" fn deleter(p: *mut c_void) {
        CALLED.fetch_add(p as usize, std::sync::atomic::Ordering::SeqCst);
    }
    // SAFETY: live handles and out-pointers to locals.
    unsafe {
        let mut c = null_mut();
        assert_eq!(urContextCreate(0, &d, null(), &mut c), UR_RESULT_ERROR_INVALID_SIZE);
        assert_eq!(urContextCreate(1, null(), null(), &mut c), UR_RESULT_ERROR_INVALID_NULL_POINTER);
        let bogus = [16usize as ur_device_handle_t];
        assert_eq!(urContextCreate(1, bogus.as_ptr(), null(), &mut c), UR_RESULT_ERROR_INVALID_DEVICE);
        assert_eq!(urContextCreate(1, &d, null(), &mut c), UR_RESULT_SUCCESS);
        assert_eq!(urContextSetExtendedDeleter(c, None, null_mut()), UR_RESULT_ERROR_INVALID_NULL_POINTER);
        assert_eq!(urContextSetExtendedDeleter(c, Some(deleter), 7usize as *mut c_void), UR_RESULT_SUCCESS);
        let mut nd = 0u32;
        assert_eq!(
            urContextGetInfo(c, UR_CONTEXT_INFO_NUM_DEVICES, 4, (&mut nd as *mut u32).cast(), null_mut()),
            UR_RESULT_SUCCESS
        );
        assert_eq!(nd, 1);
        assert_eq!(
            urContextGetInfo(c, 0x77, 4, (&mut nd as *mut u32).cast(), null_mut()),
            UR_RESULT_ERROR_INVALID_ENUMERATION
        );
        // A context made from the native handle shares the OpenCL context.
        let mut nat = 0usize;
        assert_eq!(urContextGetNativeHandle(c, &mut nat), UR_RESULT_SUCCESS);
        let mut c2 = null_mut();
        assert_eq!(urContextCreateWithNativeHandle(nat, adapter(), 0, null(), null(), &mut c2), UR_RESULT_SUCCESS);
        assert_eq!(
            urContextGetInfo(c2, UR_CONTEXT_INFO_NUM_DEVICES, 4, (&mut nd as *mut u32).cast(), null_mut()),
            UR_RESULT_SUCCESS
        );
        assert_eq!(nd, 1);
        assert_eq!(urContextRelease(c2), UR_RESULT_SUCCESS);
        assert_eq!(CALLED.load(std::sync::atomic::Ordering::SeqCst), 0);
        assert_eq!(urContextRelease(c), UR_RESULT_SUCCESS);
        assert_eq!(CALLED.load(std::sync::atomic::Ordering::SeqCst), 7, "the deleter runs once, with its data");
        assert_eq!(urContextRelease(c), UR_RESULT_ERROR_INVALID_CONTEXT);
        assert_eq!(urContextRetain(c), UR_RESULT_ERROR_INVALID_CONTEXT);
    }
}

/// A panic inside an entry comes back as UR_RESULT_ERROR_UNKNOWN with a
/// message, in a child process with SYCLRT_DEBUG_PANIC_IN set.
#[test]
fn a_panic_is_an_error_not_an_abort() {
    if std::env::var("SYCLRT_UR_PANIC_CHILD").is_ok() {
        let (_, d) = first_device();
        let mut ty = 0u32;
        // SAFETY: a live device and a 4-byte buffer.
        let r = unsafe { urDeviceGetInfo(d, UR_DEVICE_INFO_TYPE, 4, (&mut ty as *mut u32).cast(), null_mut()) };
        assert_eq!(r, UR_RESULT_ERROR_UNKNOWN);
        assert!(last_error().contains("internal panic caught at the UR boundary"), "{}", last_error());
        return;
    }
    let out = Command::new(std::env::current_exe().unwrap())
        .args(["--exact", "a_panic_is_an_error_not_an_abort", "--test-threads=1"])
        .env("SYCLRT_UR_PANIC_CHILD", "1")
        .env("SYCLRT_DEBUG_PANIC_IN", "urDeviceGetInfo")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
}
