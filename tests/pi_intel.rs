//! The PI paths only a SPIR-V + USM OpenCL platform exercises: SPIR-V
//! programs (create, build, compile + link), USM through
//! cl_intel_unified_shared_memory (host/device/shared allocation, memset,
//! memcpy, kernel pointer arguments, indirect access, alloc info,
//! prefetch/advise, free), sub-group info in 32 bits, timers, binary
//! selection on the real CPU device. Runs against Intel's CPU OpenCL runtime:
//!
//!   eval "$(scripts/intel-runtime.sh --env)"; cargo test --test pi_intel
//!
//! Without a platform offering both SPIR-V and USM (e.g. plain PoCL) the
//! tests check that and stop (pi_pocl.rs covers the rest there).

use std::ffi::{c_char, c_void, CStr};
use std::ptr::{null, null_mut};
use syclrt::ffi::pi::entries::*;
use syclrt::ffi::pi::info;
use syclrt::ffi::pi::types::*;

const SPV: &[u8] = include_bytes!("data/pi_scale.spv");

/// A device with SPIR-V and Intel USM, if the machine has one.
fn usm_device() -> Option<pi_device> {
    let mut n = 0u32;
    // SAFETY: valid out-pointer.
    assert_eq!(unsafe { piPlatformsGet(0, null_mut(), &mut n) }, PI_SUCCESS);
    let mut ps = vec![null_mut(); n as usize];
    if n > 0 {
        // SAFETY: n slots.
        assert_eq!(unsafe { piPlatformsGet(n, ps.as_mut_ptr(), null_mut()) }, PI_SUCCESS);
    }
    for p in ps {
        let mut nd = 0u32;
        // SAFETY: valid platform and out-pointer.
        assert_eq!(unsafe { piDevicesGet(p, 0xFFFF_FFFF, 0, null_mut(), &mut nd) }, PI_SUCCESS);
        let mut ds = vec![null_mut(); nd as usize];
        if nd > 0 {
            // SAFETY: nd slots.
            assert_eq!(unsafe { piDevicesGet(p, 0xFFFF_FFFF, nd, ds.as_mut_ptr(), null_mut()) }, PI_SUCCESS);
        }
        for d in ds {
            // SAFETY: device handles from the plugin.
            let usm = info::has_extension(syclrt::cl::DeviceId(d), "cl_intel_unified_shared_memory");
            // SAFETY: as above.
            let il = unsafe { info::cached(d, 0x105b) };
            let spirv = matches!(&il, info::Answer::Bytes(b) if String::from_utf8_lossy(b).contains("SPIR-V"));
            if usm && spirv {
                return Some(d);
            }
        }
    }
    eprintln!(
        "no OpenCL device with SPIR-V and cl_intel_unified_shared_memory: run under scripts/intel-runtime.sh --env"
    );
    None
}

fn last_error() -> String {
    let mut m: *mut c_char = null_mut();
    // SAFETY: valid out-pointer.
    unsafe { piPluginGetLastError(&mut m) };
    // SAFETY: NUL-terminated thread-local string.
    unsafe { CStr::from_ptr(m) }.to_string_lossy().into_owned()
}

struct Env {
    d: pi_device,
    c: pi_context,
    q: pi_queue,
}

fn env(d: pi_device) -> Env {
    let mut c: pi_context = null_mut();
    let mut q: pi_queue = null_mut();
    // SAFETY: one device, valid out-pointers, zero-terminated properties.
    unsafe {
        assert_eq!(piContextCreate(null(), 1, &d, None, null_mut(), &mut c), PI_SUCCESS);
        let mut props = [PI_QUEUE_FLAGS, 1 << 1, 0];
        assert_eq!(piextQueueCreate(c, d, props.as_mut_ptr(), &mut q), PI_SUCCESS);
    }
    Env { d, c, q }
}

impl Drop for Env {
    fn drop(&mut self) {
        // SAFETY: handles created in `env`.
        unsafe {
            assert_eq!(piQueueRelease(self.q), PI_SUCCESS);
            assert_eq!(piContextRelease(self.c), PI_SUCCESS);
        }
    }
}

#[test]
fn spirv_programs_and_usm_kernels() {
    let Some(d) = usm_device() else { return };
    let e = env(d);
    // SAFETY: (whole block) handles from the plugin; every host buffer
    // outlives the blocking operation that uses it, USM pointers are freed last.
    unsafe {
        let mut prog: pi_program = null_mut();
        assert_eq!(piProgramCreate(e.c, SPV.as_ptr().cast(), SPV.len(), &mut prog), PI_SUCCESS);
        let mut backend: *const c_char = null();
        assert_eq!(piPluginGetBackendOption(null_mut(), c"-O2".as_ptr(), &mut backend), PI_SUCCESS);
        assert_eq!(piProgramBuild(prog, 1, &e.d, backend, None, null_mut()), PI_SUCCESS);
        let mut status = -1i32;
        assert_eq!(
            piProgramGetBuildInfo(prog, e.d, 0x1181, 4, (&mut status as *mut i32).cast(), null_mut()),
            PI_SUCCESS
        );
        assert_eq!(status, 0, "CL_BUILD_SUCCESS");
        // A SPIR-V module without specialization constants rejects an id.
        let v = 7i32;
        let r = piextProgramSetSpecializationConstant(prog, 99, 4, (&v as *const i32).cast());
        assert_eq!(r, -71, "PI_ERROR_INVALID_SPEC_ID expected, got {r}");

        let mut k: pi_kernel = null_mut();
        assert_eq!(piKernelCreate(prog, c"scale".as_ptr(), &mut k), PI_SUCCESS);
        // Sub-group info: 32-bit answers (OpenCL's are size_t).
        let mut sg = 0u32;
        let mut sz = 0usize;
        assert_eq!(
            piKernelGetSubGroupInfo(
                k,
                e.d,
                PI_KERNEL_MAX_SUB_GROUP_SIZE,
                0,
                null(),
                4,
                (&mut sg as *mut u32).cast(),
                &mut sz
            ),
            PI_SUCCESS
        );
        assert!(sg >= 1 && sz == 4, "max sub-group size {sg}, size {sz}");
        let mut small = 0u16;
        assert_eq!(
            piKernelGetSubGroupInfo(k, e.d, 0x11B9, 0, null(), 2, (&mut small as *mut u16).cast(), null_mut()),
            PI_ERROR_INVALID_VALUE
        );

        // USM: all three kinds, with an alignment and an allocation property list.
        let n = 256usize;
        let mut dev: *mut c_void = null_mut();
        let mut shared: *mut c_void = null_mut();
        let mut host: *mut c_void = null_mut();
        let mut props = [0x4195u64, 1 << 3, 0]; // PI_MEM_ALLOC_FLAGS = device read-only (a PI-only hint)
        assert_eq!(piextUSMDeviceAlloc(&mut dev, e.c, e.d, props.as_mut_ptr(), n * 4, 64), PI_SUCCESS);
        assert_eq!(dev as usize % 64, 0);
        let mut bad_props = [0x9999u64, 1, 0];
        let mut none: *mut c_void = null_mut();
        assert_eq!(piextUSMDeviceAlloc(&mut none, e.c, e.d, bad_props.as_mut_ptr(), 64, 0), PI_ERROR_INVALID_VALUE);
        assert!(none.is_null());
        let mut wc_props = [0x4195u64, 1, 0]; // write-combined: OpenCL's flag
        assert_eq!(piextUSMHostAlloc(&mut none, e.c, wc_props.as_mut_ptr(), 64, 0), PI_SUCCESS);
        assert_eq!(piextUSMFree(e.c, none), PI_SUCCESS);
        // Flags 0 is dropped (Intel's CPU runtime rejects an explicit 0).
        let mut zero_props = [0x4195u64, 0, 0];
        assert_eq!(piextUSMSharedAlloc(&mut none, e.c, e.d, zero_props.as_mut_ptr(), 64, 0), PI_SUCCESS);
        assert_eq!(piextUSMFree(e.c, none), PI_SUCCESS);
        assert_eq!(piextUSMSharedAlloc(&mut shared, e.c, e.d, null_mut(), n * 4, 0), PI_SUCCESS);
        assert_eq!(piextUSMHostAlloc(&mut host, e.c, null_mut(), n * 4, 0), PI_SUCCESS);
        for (p, ty) in [(dev, 0x4198u32), (shared, 0x4199), (host, 0x4197)] {
            let mut t = 0u32;
            assert_eq!(piextUSMGetMemAllocInfo(e.c, p, 0x419A, 4, (&mut t as *mut u32).cast(), null_mut()), PI_SUCCESS);
            assert_eq!(t, ty);
        }
        let mut size = 0usize;
        assert_eq!(
            piextUSMGetMemAllocInfo(e.c, dev, 0x419C, 8, (&mut size as *mut usize).cast(), null_mut()),
            PI_SUCCESS
        );
        assert_eq!(size, n * 4);
        let mut base: *mut c_void = null_mut();
        let inner = dev.cast::<u8>().add(12).cast::<c_void>();
        assert_eq!(
            piextUSMGetMemAllocInfo(e.c, inner, 0x419B, 8, (&mut base as *mut *mut c_void).cast(), null_mut()),
            PI_SUCCESS
        );
        assert_eq!(base, dev);
        let mut owner: pi_device = null_mut();
        assert_eq!(
            piextUSMGetMemAllocInfo(e.c, dev, 0x419D, 8, (&mut owner as *mut pi_device).cast(), null_mut()),
            PI_SUCCESS
        );
        assert_eq!(owner, e.d);

        // memset (byte value) then memcpy host data in, launch with a USM
        // pointer argument, copy back.
        let mut ev: pi_event = null_mut();
        assert_eq!(piextUSMEnqueueMemset(e.q, dev, 0x101, n * 4, 0, null(), &mut ev), PI_SUCCESS);
        assert_eq!(piEventsWait(1, &ev), PI_SUCCESS);
        assert_eq!(piEventRelease(ev), PI_SUCCESS);
        let mut check = vec![0i32; n];
        assert_eq!(
            piextUSMEnqueueMemcpy(e.q, 1, check.as_mut_ptr().cast(), dev, n * 4, 0, null(), null_mut()),
            PI_SUCCESS
        );
        assert!(check.iter().all(|&x| x == 0x0101_0101), "memset writes the low byte of the value");
        let src: Vec<i32> = (0..n as i32).collect();
        assert_eq!(piextUSMEnqueueMemcpy(e.q, 1, dev, src.as_ptr().cast(), n * 4, 0, null(), null_mut()), PI_SUCCESS);
        assert_eq!(piextKernelSetArgPointer(k, 0, 8, (&dev as *const *mut c_void).cast()), PI_SUCCESS);
        let kval = 3i32;
        assert_eq!(piKernelSetArg(k, 1, 4, (&kval as *const i32).cast()), PI_SUCCESS);
        let yes: pi_bool = 1;
        assert_eq!(piKernelSetExecInfo(k, PI_USM_INDIRECT_ACCESS, 4, (&yes as *const pi_bool).cast()), PI_SUCCESS);
        let ptrs = [shared];
        assert_eq!(piKernelSetExecInfo(k, PI_USM_PTRS, 8, ptrs.as_ptr().cast()), PI_SUCCESS);
        let gws = [n];
        let mut kev: pi_event = null_mut();
        assert_eq!(piEnqueueKernelLaunch(e.q, k, 1, null(), gws.as_ptr(), null(), 0, null(), &mut kev), PI_SUCCESS);
        // Prefetch and advise are ordering points that wait for the kernel.
        let mut pev: pi_event = null_mut();
        assert_eq!(piextUSMEnqueuePrefetch(e.q, shared, n * 4, 0, 1, &kev, &mut pev), PI_SUCCESS);
        let mut aev: pi_event = null_mut();
        assert_eq!(piextUSMEnqueueMemAdvise(e.q, shared, n * 4, 0, &mut aev), PI_SUCCESS);
        assert_eq!(piEventsWait(1, &aev), PI_SUCCESS);
        let mut st = -1i32;
        assert_eq!(piEventGetInfo(kev, 0x11D3, 4, (&mut st as *mut i32).cast(), null_mut()), PI_SUCCESS);
        assert_eq!(st, 0, "kernel complete before the prefetch marker");
        for ev in [kev, pev, aev] {
            assert_eq!(piEventRelease(ev), PI_SUCCESS);
        }
        let mut out = vec![0i32; n];
        assert_eq!(
            piextUSMEnqueueMemcpy(e.q, 1, out.as_mut_ptr().cast(), dev, n * 4, 0, null(), null_mut()),
            PI_SUCCESS
        );
        assert_eq!(out, (0..n as i32).map(|i| i * 3 + i).collect::<Vec<_>>());
        // A NULL USM pointer argument is accepted (OpenCL allows NULL).
        assert_eq!(piextKernelSetArgPointer(k, 0, 8, null()), PI_SUCCESS);

        for p in [dev, shared, host] {
            assert_eq!(piextUSMFree(e.c, p), PI_SUCCESS);
        }
        let mut t = 0u32;
        assert_eq!(
            piextUSMGetMemAllocInfo(e.c, 8 as *const c_void, 0x419A, 4, (&mut t as *mut u32).cast(), null_mut()),
            PI_SUCCESS
        );
        assert_eq!(t, 0x4196, "PI_MEM_TYPE_UNKNOWN for a pointer USM does not know");
        assert_eq!(piKernelRelease(k), PI_SUCCESS);
        assert_eq!(piProgramRelease(prog), PI_SUCCESS);
    }
    let _ = last_error();
}

#[test]
fn compile_and_link_spirv() {
    let Some(d) = usm_device() else { return };
    let e = env(d);
    // SAFETY: (whole block) handles from the plugin.
    unsafe {
        let mut obj: pi_program = null_mut();
        assert_eq!(piProgramCreate(e.c, SPV.as_ptr().cast(), SPV.len(), &mut obj), PI_SUCCESS);
        assert_eq!(piProgramCompile(obj, 1, &e.d, c"".as_ptr(), 0, null(), null(), None, null_mut()), PI_SUCCESS);
        let mut exe: pi_program = null_mut();
        assert_eq!(
            piProgramLink(e.c, 1, &e.d, c"".as_ptr(), 1, &obj, None, null_mut(), null_mut()),
            PI_ERROR_INVALID_VALUE
        );
        assert_eq!(piProgramLink(e.c, 1, &e.d, c"".as_ptr(), 1, &obj, None, null_mut(), &mut exe), PI_SUCCESS);
        let mut bt = 0u32;
        assert_eq!(piProgramGetBuildInfo(exe, e.d, 0x1184, 4, (&mut bt as *mut u32).cast(), null_mut()), PI_SUCCESS);
        assert_eq!(bt, 4, "PI_PROGRAM_BINARY_TYPE_EXECUTABLE");
        let mut k: pi_kernel = null_mut();
        assert_eq!(piKernelCreate(exe, c"scale".as_ptr(), &mut k), PI_SUCCESS);
        // Binaries of the linked program round-trip through piProgramCreateWithBinary.
        let mut bsize = 0usize;
        assert_eq!(piProgramGetInfo(exe, 0x1165, 8, (&mut bsize as *mut usize).cast(), null_mut()), PI_SUCCESS);
        assert!(bsize > 0);
        let mut bin = vec![0u8; bsize];
        let mut ptrs = [bin.as_mut_ptr()];
        assert_eq!(piProgramGetInfo(exe, 0x1166, 8, ptrs.as_mut_ptr().cast(), null_mut()), PI_SUCCESS);
        let mut from_bin: pi_program = null_mut();
        let bp = [bin.as_ptr()];
        let mut st = -1i32;
        assert_eq!(
            piProgramCreateWithBinary(e.c, 1, &e.d, &bsize, bp.as_ptr(), 0, null(), &mut st, &mut from_bin),
            PI_SUCCESS
        );
        assert_eq!(st, 0);
        assert_eq!(piProgramBuild(from_bin, 1, &e.d, null(), None, null_mut()), PI_SUCCESS);
        for p in [from_bin, exe, obj] {
            assert_eq!(piProgramRelease(p), PI_SUCCESS);
        }
        assert_eq!(piKernelRelease(k), PI_SUCCESS);
    }
}

#[test]
fn timers_and_binary_selection_on_the_cpu_device() {
    let Some(d) = usm_device() else { return };
    let (mut dt, mut ht) = (0u64, 0u64);
    // SAFETY: valid device and out-pointers.
    unsafe {
        assert_eq!(piGetDeviceAndHostTimer(d, &mut dt, &mut ht), PI_SUCCESS);
        assert!(dt > 0 && ht > 0);
        let mut h2 = 0u64;
        assert_eq!(piGetDeviceAndHostTimer(d, null_mut(), &mut h2), PI_SUCCESS);
        assert!(h2 >= ht);
        assert_eq!(piGetDeviceAndHostTimer(d, null_mut(), null_mut()), PI_SUCCESS);
    }
    // The CPU device prefers spir64_x86_64 over spir64.
    // SAFETY: device handle from the plugin.
    let ty = unsafe { info::device_type(d) };
    assert_eq!(ty & PI_DEVICE_TYPE_CPU, PI_DEVICE_TYPE_CPU);
}
