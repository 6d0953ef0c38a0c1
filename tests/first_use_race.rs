//! Two faces' first OpenCL calls at the same moment, in fresh processes.
//!
//! PoCL 3.1 initializes its devices lazily in the first `clGetDeviceIDs`,
//! and a second thread's `clGetDeviceIDs` can return while the first is
//! still at it: a device-name query then crashed in PoCL's `strlen`, or a
//! buffer creation failed with `CL_INVALID_BUFFER_SIZE` (seen in CI as a
//! SIGSEGV of `tests/cross_context.rs`). syclrt now has every platform set
//! its devices up inside the one-time load of the OpenCL library
//! (`cl::loader::api`), before any other call can run.
//!
//! Each child process starts four threads behind a barrier: two through the
//! PI face (`piPlatformsGet`, `piDevicesGet`, a buffer), two through the C
//! API (`syclrt_device_default`, its name, a buffer). The parent runs 24
//! children and fails on any crash or failed call. Before the fix, 7 to 16
//! of 24 children failed on this 2-core machine; with it, none.

use std::ffi::c_char;
use std::process::Command;
use std::ptr::{null, null_mut};
use std::sync::{Arc, Barrier};
use syclrt::core::Status;
use syclrt::ffi::api::{context::*, device::*, mem::*};
use syclrt::ffi::pi::entries::*;
use syclrt::ffi::pi::types::*;

const CHILD: &str = "SYCLRT_FIRST_USE_RACE_CHILD";

fn pi_side() -> Result<(), String> {
    // SAFETY: (whole block) out-pointers to locals and arrays of the sizes passed.
    unsafe {
        let mut n = 0u32;
        if piPlatformsGet(0, null_mut(), &mut n) != PI_SUCCESS {
            return Err("piPlatformsGet failed".into());
        }
        if n == 0 {
            return Ok(());
        }
        let mut ps = vec![null_mut(); n as usize];
        if piPlatformsGet(n, ps.as_mut_ptr(), null_mut()) != PI_SUCCESS {
            return Err("piPlatformsGet (list) failed".into());
        }
        let (mut d, mut nd) = (null_mut(), 0u32);
        if piDevicesGet(ps[0], 0xFFFF_FFFF, 1, &mut d, &mut nd) != PI_SUCCESS || nd == 0 {
            return Err("piDevicesGet found no device".into());
        }
        let mut name = [0 as c_char; 256];
        let r =
            piDeviceGetInfo(d, 0x102B /* PI_DEVICE_INFO_NAME */, name.len(), name.as_mut_ptr().cast(), null_mut());
        if r != PI_SUCCESS {
            return Err(format!("piDeviceGetInfo(NAME): {r}"));
        }
        let mut c = null_mut();
        if piContextCreate(null(), 1, &d, None, null_mut(), &mut c) != PI_SUCCESS {
            return Err("piContextCreate failed".into());
        }
        let mut m = null_mut();
        let r = piMemBufferCreate(c, 1, 64, null_mut(), &mut m, null());
        if r != PI_SUCCESS {
            return Err(format!("piMemBufferCreate(64 bytes): {r}"));
        }
        piMemRelease(m);
        piContextRelease(c);
    }
    Ok(())
}

fn api_side() -> Result<(), String> {
    // SAFETY: (whole block) handles from the C API; out-pointers to locals.
    unsafe {
        let mut dev = null_mut();
        match syclrt_device_default(&mut dev) {
            Status::Success => {}
            Status::NoOpencl => return Ok(()),
            s => return Err(format!("syclrt_device_default: {s:?}")),
        }
        let mut name = [0 as c_char; 256];
        let s = syclrt_device_get_info(dev, DeviceInfo::Name as i32, name.len(), name.as_mut_ptr().cast(), null_mut());
        if s != Status::Success {
            return Err(format!("syclrt_device_get_info(Name): {s:?}"));
        }
        let devs = [dev as *const _];
        let mut c = null_mut();
        if syclrt_context_create(devs.as_ptr(), 1, &mut c) != Status::Success {
            return Err("syclrt_context_create failed".into());
        }
        let mut m = null_mut();
        let s = syclrt_mem_create(c, 64, SYCLRT_MEM_READ_WRITE, null(), &mut m);
        if s != Status::Success {
            return Err(format!("syclrt_mem_create(64 bytes): {s:?}"));
        }
        syclrt_mem_release(m);
        syclrt_context_release(c);
    }
    Ok(())
}

fn child() {
    let start = Arc::new(Barrier::new(4));
    let threads: Vec<_> = (0..4)
        .map(|i| {
            let start = start.clone();
            std::thread::spawn(move || {
                start.wait();
                if i % 2 == 0 {
                    pi_side()
                } else {
                    api_side()
                }
            })
        })
        .collect();
    for t in threads {
        if let Err(e) = t.join().expect("no panic") {
            eprintln!("child: {e}");
            std::process::exit(3);
        }
    }
}

#[test]
fn first_calls_of_two_faces_at_once() {
    if std::env::var_os(CHILD).is_some() {
        child();
        return;
    }
    let exe = std::env::current_exe().unwrap();
    let mut failures = Vec::new();
    for i in 0..24 {
        let out = Command::new(&exe)
            .args(["--exact", "first_calls_of_two_faces_at_once", "--nocapture", "--test-threads=1"])
            .env(CHILD, "1")
            .output()
            .expect("the test binary runs");
        if !out.status.success() {
            let err = String::from_utf8_lossy(&out.stderr);
            let why = err.lines().find(|l| l.starts_with("child:")).unwrap_or("(no message)").to_string();
            failures.push(format!("child {i}: {} {why}", out.status));
        }
    }
    assert!(failures.is_empty(), "{} of 24 children failed:\n{}", failures.len(), failures.join("\n"));
}
