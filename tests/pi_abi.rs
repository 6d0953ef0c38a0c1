//! The PI plugin's ABI and the entry points that need no OpenCL device:
//! `piPluginInit` (version check, PluginVersion, all 159 slots in the 15.47
//! order), the generated header, backend options, last-error reporting and
//! the honest errors of unimplemented entries. Runs without any OpenCL
//! runtime and without the Intel runtime.

use std::ffi::{c_char, c_void, CStr};
use std::ptr::{null, null_mut};
use syclrt::ffi::pi::entries::*;
use syclrt::ffi::pi::table::{table, NAMES, NUM_FUNCS};
use syclrt::ffi::pi::types::*;
use syclrt::ffi::pi::{piPluginInit, pi_plugin, PLUGIN_VERSION};

fn blank_plugin(version: &str) -> Box<pi_plugin> {
    let mut p = Box::new(pi_plugin {
        pi_version: [0; 20],
        plugin_version: [0; 20],
        targets: null_mut(),
        function_table: [null(); NUM_FUNCS],
        sanitize_type: 0,
    });
    for (d, s) in p.pi_version.iter_mut().zip(version.bytes()) {
        *d = s as c_char;
    }
    p
}

fn last_error() -> (i32, String) {
    let mut m: *mut c_char = null_mut();
    // SAFETY: a valid out-pointer.
    let code = unsafe { piPluginGetLastError(&mut m) };
    assert!(!m.is_null());
    // SAFETY: the plugin returns a NUL-terminated thread-local string.
    (code, unsafe { CStr::from_ptr(m) }.to_string_lossy().into_owned())
}

#[test]
fn layout_is_libsycl_7_2_0s() {
    assert_eq!(std::mem::size_of::<pi_plugin>(), 0x530);
    assert_eq!(std::mem::offset_of!(pi_plugin, function_table), 0x30);
    assert_eq!(std::mem::offset_of!(pi_plugin, sanitize_type), 0x528);
    assert_eq!(NUM_FUNCS, 159);
}

#[test]
fn init_fills_every_slot_in_pi_15_47_order() {
    let mut p = blank_plugin("15.47");
    p.sanitize_type = 7; // libsycl's field: must be left alone
                         // SAFETY: a writable plugin struct.
    assert_eq!(unsafe { piPluginInit(&mut *p) }, PI_SUCCESS);
    let v = p.plugin_version.iter().take_while(|&&c| c != 0).map(|&c| c as u8 as char).collect::<String>();
    assert_eq!(v, PLUGIN_VERSION);
    assert!(v.starts_with("15.47."), "PluginVersion must carry the PI version: {v}");
    assert_eq!(p.sanitize_type, 7);
    assert!(p.function_table.iter().all(|f| !f.is_null()), "a null slot would be a SIGSEGV in libsycl");
    assert_eq!(p.function_table, table());
    // Spot checks at the places where PI 15.47 differs from 15.48 and at both ends.
    let expect: &[(usize, *const c_void)] = &[
        (0, piPlatformsGet as *const c_void),
        (5, piDeviceGetInfo as *const c_void),
        (9, piextDeviceSelectBinary as *const c_void),
        (22, piextQueueCreate as *const c_void),
        (59, piextKernelSetArgPointer as *const c_void),
        (98, piextUSMFree as *const c_void),
        (99, piextUSMEnqueueMemset as *const c_void),
        (103, piextUSMGetMemAllocInfo as *const c_void),
        (109, piPluginGetLastError as *const c_void),
        (117, piPluginGetBackendOption as *const c_void),
        (139, piextEnqueueCommandBuffer as *const c_void),
        (140, piextUSMPitchedAlloc as *const c_void),
        (158, piextSignalExternalSemaphore as *const c_void),
    ];
    for &(i, f) in expect {
        assert_eq!(p.function_table[i], f, "slot {i} ({})", NAMES[i]);
    }
}

#[test]
fn names_match_the_reference_table() {
    // The measured order (reference/pi-15.47-table.txt), checked when present.
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/reference/pi-15.47-table.txt");
    let mut names: Vec<&str> = NAMES.to_vec();
    names.dedup();
    assert_eq!(names.len(), 159, "duplicate names in the table");
    if let Ok(text) = std::fs::read_to_string(&path) {
        let reference: Vec<String> = text
            .lines()
            .filter_map(|l| l.strip_prefix("_PI_API(").and_then(|r| r.split(')').next()).map(str::to_string))
            .collect();
        assert_eq!(reference, NAMES.iter().map(|s| s.to_string()).collect::<Vec<_>>());
    } else {
        assert_eq!(NAMES[0], "piPlatformsGet");
        assert_eq!(NAMES[158], "piextSignalExternalSemaphore");
    }
}

#[test]
fn init_rejects_null_and_other_major_versions() {
    // SAFETY: NULL is handled.
    assert_eq!(unsafe { piPluginInit(null_mut()) }, PI_ERROR_INVALID_VALUE);
    assert!(last_error().1.contains("NULL"));
    for v in ["14.39", "16.0", "", "1"] {
        let mut p = blank_plugin(v);
        // SAFETY: a writable plugin struct.
        assert_eq!(unsafe { piPluginInit(&mut *p) }, PI_ERROR_INVALID_OPERATION, "version {v:?}");
        assert!(p.function_table.iter().all(|f| f.is_null()), "nothing is written for version {v:?}");
        assert_eq!(p.plugin_version, [0; 20]);
        let (code, msg) = last_error();
        assert_eq!(code, PI_ERROR_INVALID_OPERATION);
        assert!(msg.contains("not supported"), "{msg}");
    }
    // Another minor version of PI 15 is accepted (libsycl does no check either).
    let mut p = blank_plugin("15.48");
    // SAFETY: a writable plugin struct.
    assert_eq!(unsafe { piPluginInit(&mut *p) }, PI_SUCCESS);
}

#[test]
fn backend_options_map_like_the_stock_plugin() {
    let mut out: *const c_char = null();
    let get = |opt: &CStr, out: &mut *const c_char| {
        // SAFETY: valid C string and out-pointer.
        unsafe { piPluginGetBackendOption(null_mut(), opt.as_ptr(), out) }
    };
    assert_eq!(get(c"-O0", &mut out), PI_SUCCESS);
    // SAFETY: the plugin returns a static C string.
    assert_eq!(unsafe { CStr::from_ptr(out) }, c"-cl-opt-disable");
    for o in [c"-O1", c"-O2", c"-O3", c""] {
        out = null();
        assert_eq!(get(o, &mut out), PI_SUCCESS);
        // SAFETY: as above.
        assert_eq!(unsafe { CStr::from_ptr(out) }, c"");
    }
    out = null();
    assert_eq!(get(c"-ffast-math", &mut out), PI_ERROR_INVALID_VALUE);
    assert!(out.is_null(), "out-parameter untouched on error");
    // SAFETY: NULL arguments are checked.
    assert_eq!(unsafe { piPluginGetBackendOption(null_mut(), c"-O0".as_ptr(), null_mut()) }, PI_ERROR_INVALID_VALUE);
    // SAFETY: as above.
    assert_eq!(unsafe { piPluginGetBackendOption(null_mut(), null(), &mut out) }, PI_ERROR_INVALID_VALUE);
}

#[test]
fn last_error_reports_the_failing_call() {
    // SAFETY: NULL out-pointer is checked.
    assert_eq!(unsafe { piPluginGetLastError(null_mut()) }, PI_ERROR_INVALID_VALUE);
    // SAFETY: arguments are ignored by this unimplemented entry.
    assert_eq!(unsafe { piextCommandBufferRetain(null_mut()) }, PI_ERROR_INVALID_OPERATION);
    let (code, msg) = last_error();
    assert_eq!(code, PI_ERROR_INVALID_OPERATION);
    assert!(msg.contains("piextCommandBufferRetain") && msg.contains("not implemented"), "{msg}");
    // The message is per thread.
    std::thread::spawn(|| {
        let (code, msg) = last_error();
        assert_eq!(code, PI_SUCCESS);
        assert_eq!(msg, "");
    })
    .join()
    .unwrap();
}

#[test]
fn unimplemented_entries_fail_honestly() {
    let mut q: *mut c_void = null_mut();
    let mut sp: pi_ext_sync_point = 0;
    let mut h: u64 = 0;
    // SAFETY: (each call) these entries check nothing and touch no argument.
    unsafe {
        assert_eq!(piextCommandBufferCreate(null_mut(), null_mut(), null(), &mut q), PI_ERROR_INVALID_OPERATION);
        assert!(q.is_null());
        assert_eq!(
            piextCommandBufferMemcpyUSM(null_mut(), null_mut(), null(), 0, 0, null(), &mut sp),
            PI_ERROR_INVALID_OPERATION
        );
        assert_eq!(
            piextEnqueueCommandBuffer(null_mut(), null_mut(), 0, null(), null_mut()),
            PI_ERROR_INVALID_OPERATION
        );
        assert_eq!(piextMemImportOpaqueFD(null_mut(), null_mut(), 16, 3, &mut h), PI_ERROR_INVALID_OPERATION);
        assert_eq!(h, 0);
        assert_eq!(
            piextUSMPitchedAlloc(null_mut(), null_mut(), null_mut(), null_mut(), null_mut(), 1, 1, 1),
            PI_ERROR_INVALID_OPERATION
        );
        assert_eq!(
            piextBindlessImageSamplerCreate(null_mut(), null(), 0.0, 1.0, 1.0, null_mut()),
            PI_ERROR_INVALID_OPERATION
        );
        assert_eq!(piextSignalExternalSemaphore(null_mut(), 0, 0, null(), null_mut()), PI_ERROR_INVALID_OPERATION);
        assert_eq!(
            piextEnqueueReadHostPipe(null_mut(), null_mut(), null(), 1, null_mut(), 0, 0, null(), null_mut()),
            PI_ERROR_INVALID_OPERATION
        );
        // Device globals are implemented (core::enqueue::device_global): a NULL
        // name is refused before anything (tests/pi_pocl.rs has the rest).
        assert_eq!(
            piextEnqueueDeviceGlobalVariableRead(
                null_mut(),
                null_mut(),
                null(),
                1,
                0,
                0,
                null_mut(),
                0,
                null(),
                null_mut()
            ),
            PI_ERROR_INVALID_VALUE
        );
        // Implemented (core::usm::memcpy of CopyShape::Rows): NULL pointers refused first.
        assert_eq!(
            piextUSMEnqueueMemcpy2D(null_mut(), 1, null_mut(), 0, null(), 0, 0, 0, 0, null(), null_mut()),
            PI_ERROR_INVALID_VALUE
        );
        assert_eq!(
            piextKernelSuggestMaxCooperativeGroupCount(null_mut(), 1, 0, null_mut()),
            PI_ERROR_INVALID_OPERATION
        );
        // Implemented (core::kernel::global_variable_pointer): NULL name refused first.
        assert_eq!(
            piextGetGlobalVariablePointer(null_mut(), null_mut(), null(), null_mut(), null_mut()),
            PI_ERROR_INVALID_VALUE
        );
        let mut opaque: *mut c_void = 1 as *mut c_void;
        assert_eq!(piextPluginGetOpaqueData(null_mut(), &mut opaque), PI_ERROR_INVALID_OPERATION);
        assert!(opaque.is_null());
        assert_eq!(piextEnablePeerAccess(null_mut(), null_mut()), PI_ERROR_UNSUPPORTED_FEATURE);
        assert_eq!(piextDisablePeerAccess(null_mut(), null_mut()), PI_ERROR_UNSUPPORTED_FEATURE);
    }
}

#[test]
fn native_handle_entries_check_their_arguments() {
    let mut n: pi_native_handle = 0;
    let mut p: pi_platform = null_mut();
    let mut d: pi_device = null_mut();
    // SAFETY: (each call) NULL handles and out-pointers are checked before use.
    unsafe {
        assert_eq!(piextPlatformGetNativeHandle(null_mut(), &mut n), PI_ERROR_INVALID_PLATFORM);
        assert_eq!(piextDeviceGetNativeHandle(null_mut(), &mut n), PI_ERROR_INVALID_DEVICE);
        assert_eq!(piextContextGetNativeHandle(null_mut(), &mut n), PI_ERROR_INVALID_CONTEXT);
        assert_eq!(piextQueueGetNativeHandle(null_mut(), &mut n, null_mut()), PI_ERROR_INVALID_QUEUE);
        assert_eq!(piextMemGetNativeHandle(null_mut(), null_mut(), &mut n), PI_ERROR_INVALID_MEM_OBJECT);
        assert_eq!(piextProgramGetNativeHandle(null_mut(), &mut n), PI_ERROR_INVALID_PROGRAM);
        assert_eq!(piextKernelGetNativeHandle(null_mut(), &mut n), PI_ERROR_INVALID_KERNEL);
        assert_eq!(piextEventGetNativeHandle(null_mut(), &mut n), PI_ERROR_INVALID_EVENT);
        assert_eq!(n, 0);
        assert_eq!(piextPlatformCreateWithNativeHandle(0, &mut p), PI_ERROR_INVALID_VALUE);
        assert_eq!(piextDeviceCreateWithNativeHandle(0, null_mut(), &mut d), PI_ERROR_INVALID_VALUE);
        // Identity in both directions (platforms and devices need no retain).
        assert_eq!(piextPlatformCreateWithNativeHandle(0x1000, &mut p), PI_SUCCESS);
        assert_eq!(p as usize, 0x1000);
        assert_eq!(piextPlatformGetNativeHandle(p, &mut n), PI_SUCCESS);
        assert_eq!(n, 0x1000);
        assert_eq!(piextPlatformCreateWithNativeHandle(0x1000, null_mut()), PI_ERROR_INVALID_VALUE);
        assert_eq!(piextPlatformGetNativeHandle(p, null_mut()), PI_ERROR_INVALID_VALUE);
        let mut c: pi_context = null_mut();
        assert_eq!(piextContextCreateWithNativeHandle(0, 0, null(), 1, &mut c), PI_ERROR_INVALID_VALUE);
        assert_eq!(piextContextCreateWithNativeHandle(0x2000, 0, null(), 1, null_mut()), PI_ERROR_INVALID_VALUE);
        assert!(c.is_null());
    }
}

#[test]
fn teardown_succeeds_and_is_repeatable() {
    // SAFETY: the parameter is unused.
    assert_eq!(unsafe { piTearDown(null_mut()) }, PI_SUCCESS);
    // SAFETY: as above.
    assert_eq!(unsafe { piTearDown(null_mut()) }, PI_SUCCESS);
}

#[test]
fn header_declares_every_entry_in_table_order() {
    let h = include_str!("../include/syclrt_pi.h");
    assert!(h.contains("pi_result piPluginInit(pi_plugin *plugin);"));
    let mut last = 0;
    for (i, n) in NAMES.iter().enumerate() {
        let tag = format!("/* [{i:3}] */ pi_result {n}(");
        let at = h.find(&tag).unwrap_or_else(|| panic!("{n} is not declared as slot {i} in include/syclrt_pi.h"));
        assert!(at > last, "{n} out of order in the header");
        last = at;
    }
}

#[test]
fn header_is_up_to_date() {
    // Regenerates the header with the project script when python3 exists.
    let root = env!("CARGO_MANIFEST_DIR");
    let out = std::process::Command::new("python3").arg(format!("{root}/scripts/gen-pi-header.py")).output();
    match out {
        Ok(o) if o.status.success() => {
            let committed = std::fs::read_to_string(format!("{root}/include/syclrt_pi.h")).unwrap();
            assert_eq!(
                String::from_utf8_lossy(&o.stdout).trim_end(),
                committed.trim_end(),
                "include/syclrt_pi.h is stale: run python3 scripts/gen-pi-header.py > include/syclrt_pi.h"
            );
        }
        Ok(o) => panic!("gen-pi-header.py failed: {}", String::from_utf8_lossy(&o.stderr)),
        Err(e) => eprintln!("python3 not found ({e}); header drift not checked here (header_declares_every_entry_in_table_order still ran)"),
    }
}
