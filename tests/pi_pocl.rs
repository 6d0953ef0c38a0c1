//! PI entry points driven directly from Rust over whatever OpenCL the
//! machine has (PoCL 3.1 on the dev VM: no SPIR-V, no Intel USM but SVM), without
//! the Intel runtime: discovery, cached device info, contexts, queues and
//! their properties, buffers (read/write/fill/copy/rect/map/sub-buffers),
//! programs built from OpenCL C through native-handle interop, kernels,
//! events, binary selection, and every error path a caller can hit with
//! NULL handles, NULL out-pointers, unknown info names and short buffers.
//! Each assertion names the exact pi_result expected.

use std::ffi::{c_char, c_void, CStr};
use std::ptr::{null, null_mut};
use syclrt::ffi::pi::entries::*;
use syclrt::ffi::pi::info;
use syclrt::ffi::pi::types::*;

const PI_ERROR_BUILD_PROGRAM_FAILURE: i32 = -11;
const PI_ERROR_INVALID_KERNEL_NAME: i32 = -46;

fn last_error() -> String {
    let mut m: *mut c_char = null_mut();
    // SAFETY: a valid out-pointer.
    unsafe { piPluginGetLastError(&mut m) };
    // SAFETY: NUL-terminated thread-local string.
    unsafe { CStr::from_ptr(m) }.to_string_lossy().into_owned()
}

/// The first device of the first platform, or None when the machine has
/// no OpenCL at all (then the discovery contract is still checked).
fn device() -> Option<(pi_platform, pi_device)> {
    let mut n = 0u32;
    // SAFETY: valid out-pointer.
    assert_eq!(unsafe { piPlatformsGet(0, null_mut(), &mut n) }, PI_SUCCESS);
    if n == 0 {
        eprintln!("no OpenCL platform on this machine: device tests reduced to discovery");
        return None;
    }
    let mut ps = vec![null_mut(); n as usize];
    // SAFETY: `ps` has n slots.
    assert_eq!(unsafe { piPlatformsGet(n, ps.as_mut_ptr(), null_mut()) }, PI_SUCCESS);
    for p in ps {
        let mut nd = 0u32;
        // SAFETY: valid platform and out-pointer.
        assert_eq!(unsafe { piDevicesGet(p, 0xFFFF_FFFF, 0, null_mut(), &mut nd) }, PI_SUCCESS);
        if nd > 0 {
            let mut d: pi_device = null_mut();
            // SAFETY: one slot.
            assert_eq!(unsafe { piDevicesGet(p, 0xFFFF_FFFF, 1, &mut d, null_mut()) }, PI_SUCCESS);
            // PoCL 3.1 finishes initialising a device (its name, its memory
            // limits) in the first clCreateContext; a concurrent
            // clGetDeviceInfo(CL_DEVICE_NAME) or clCreateBuffer in another
            // thread then reads freed or unset fields (seen as a SIGSEGV in
            // PoCL's strlen and spurious CL_INVALID_BUFFER_SIZE when these
            // tests ran in parallel). Create the first context once, before
            // any test uses the device.
            static FIRST_CONTEXT: std::sync::Once = std::sync::Once::new();
            FIRST_CONTEXT.call_once(|| {
                let c = context(d);
                // SAFETY: the context just created.
                assert_eq!(unsafe { piContextRelease(c) }, PI_SUCCESS);
            });
            return Some((p, d));
        }
    }
    None
}

fn dev_info_bytes(d: pi_device, param: u32) -> Result<Vec<u8>, i32> {
    let mut n = 0usize;
    // SAFETY: size query.
    let r = unsafe { piDeviceGetInfo(d, param, 0, null_mut(), &mut n) };
    if r != PI_SUCCESS {
        return Err(r);
    }
    let mut b = vec![0u8; n];
    // SAFETY: `b` holds n bytes.
    let r = unsafe { piDeviceGetInfo(d, param, n, b.as_mut_ptr().cast(), null_mut()) };
    if r != PI_SUCCESS {
        return Err(r);
    }
    Ok(b)
}

fn context(d: pi_device) -> pi_context {
    let mut c: pi_context = null_mut();
    // SAFETY: one device, valid out-pointer.
    assert_eq!(unsafe { piContextCreate(null(), 1, &d, None, null_mut(), &mut c) }, PI_SUCCESS);
    c
}

fn queue(c: pi_context, d: pi_device, flags: u64) -> pi_queue {
    let mut props = [PI_QUEUE_FLAGS, flags, 0];
    let mut q: pi_queue = null_mut();
    // SAFETY: zero-terminated properties, valid out-pointer.
    assert_eq!(unsafe { piextQueueCreate(c, d, props.as_mut_ptr(), &mut q) }, PI_SUCCESS);
    q
}

#[test]
fn discovery_error_paths() {
    // SAFETY: (each call) NULL combinations are checked by the plugin.
    unsafe {
        assert_eq!(piPlatformsGet(0, null_mut(), null_mut()), PI_ERROR_INVALID_VALUE);
        let mut p: pi_platform = null_mut();
        assert_eq!(piPlatformsGet(0, &mut p, null_mut()), PI_ERROR_INVALID_VALUE);
        assert_eq!(piDevicesGet(null_mut(), 0xFFFF_FFFF, 0, null_mut(), null_mut()), PI_ERROR_INVALID_VALUE);
        let mut n = 7u32;
        assert_eq!(piDevicesGet(null_mut(), 0xFFFF_FFFF, 0, null_mut(), &mut n), PI_ERROR_INVALID_PLATFORM);
        let mut v = 0u32;
        assert_eq!(
            piPlatformGetInfo(null_mut(), PI_EXT_PLATFORM_INFO_BACKEND, 4, (&mut v as *mut u32).cast(), null_mut()),
            PI_ERROR_INVALID_PLATFORM
        );
    }
    device();
}

#[test]
fn platform_info() {
    let Some((p, _)) = device() else { return };
    let mut backend = 0u32;
    let mut sz = 0usize;
    // SAFETY: (each call) valid platform, buffers of the stated size.
    unsafe {
        assert_eq!(
            piPlatformGetInfo(p, PI_EXT_PLATFORM_INFO_BACKEND, 4, (&mut backend as *mut u32).cast(), &mut sz),
            PI_SUCCESS
        );
        assert_eq!((backend, sz), (PI_EXT_PLATFORM_BACKEND_OPENCL, 4));
        let mut tiny = 0u8;
        assert_eq!(
            piPlatformGetInfo(p, PI_EXT_PLATFORM_INFO_BACKEND, 1, (&mut tiny as *mut u8).cast(), null_mut()),
            PI_ERROR_INVALID_VALUE
        );
        assert_eq!(piPlatformGetInfo(p, 0x902, 0, null_mut(), &mut sz), PI_SUCCESS);
        assert!(sz > 1);
        let mut name = vec![0u8; sz];
        assert_eq!(piPlatformGetInfo(p, 0x902, sz, name.as_mut_ptr().cast(), null_mut()), PI_SUCCESS);
        assert_eq!(name[sz - 1], 0);
        assert_eq!(piPlatformGetInfo(p, 0x902, 1, name.as_mut_ptr().cast(), null_mut()), PI_ERROR_INVALID_VALUE);
        assert_eq!(piPlatformGetInfo(p, 0x1234, 0, null_mut(), &mut sz), PI_ERROR_INVALID_VALUE);
        assert!(last_error().contains("0x1234"));
    }
}

#[test]
fn device_info_is_cached_and_shaped_like_the_stock_plugin() {
    let Some((p, d)) = device() else { return };
    // Type: 8 bytes; platform: the platform handle.
    let ty = dev_info_bytes(d, 0x1000).unwrap();
    assert_eq!(ty.len(), 8);
    let plat = dev_info_bytes(d, 0x1031).unwrap();
    assert_eq!(usize::from_ne_bytes(plat.try_into().unwrap()), p as usize);
    // Booleans: one byte, or a full pi_bool when the buffer is 4 bytes.
    assert_eq!(dev_info_bytes(d, 0x1027).unwrap(), vec![1u8], "CL_DEVICE_AVAILABLE");
    let mut b4 = 0xFFFF_FFFFu32;
    // SAFETY: 4-byte buffer.
    assert_eq!(unsafe { piDeviceGetInfo(d, 0x1027, 4, (&mut b4 as *mut u32).cast(), null_mut()) }, PI_SUCCESS);
    assert_eq!(b4, 1);
    // Queue properties and execution capabilities: 32-bit, as the stock plugin.
    assert_eq!(dev_info_bytes(d, 0x102a).unwrap().len(), 4);
    assert_eq!(dev_info_bytes(d, 0x1029).unwrap().len(), 4);
    // Atomic capabilities: relaxed order, work-item scope at least.
    let order = u32::from_ne_bytes(dev_info_bytes(d, 0x10111).unwrap().try_into().unwrap());
    let scope = u32::from_ne_bytes(dev_info_bytes(d, 0x11000).unwrap().try_into().unwrap());
    assert!(order & 1 != 0 && scope & 1 != 0, "order {order:#x} scope {scope:#x}");
    // Backend version "X.Y".
    let bv = dev_info_bytes(d, 0x10113).unwrap();
    let bv = CStr::from_bytes_with_nul(&bv).unwrap().to_str().unwrap().to_string();
    assert!(bv.contains('.') && bv.chars().next().unwrap().is_ascii_digit(), "{bv}");
    // Max work groups 3D: three size_t.
    assert_eq!(dev_info_bytes(d, 0x20003).unwrap().len(), 3 * std::mem::size_of::<usize>());
    // Component devices: none; composite device: NULL.
    assert_eq!(dev_info_bytes(d, 0x20111).unwrap().len(), 0);
    assert_eq!(dev_info_bytes(d, 0x20112).unwrap(), vec![0u8; std::mem::size_of::<usize>()]);
    // Queries an OpenCL device cannot answer: PI_ERROR_INVALID_VALUE with a message.
    for q in [0x7777u32, 0x10020, 0x10029, 0x20100, 0x101a] {
        assert_eq!(dev_info_bytes(d, q), Err(PI_ERROR_INVALID_VALUE), "query {q:#x}");
        assert!(last_error().contains(&format!("{q:#x}")));
    }
    // Short buffers: PI_ERROR_INVALID_VALUE and nothing written.
    let mut small = [0xAAu8; 4];
    // SAFETY: 4-byte buffer, query needs 8.
    assert_eq!(unsafe { piDeviceGetInfo(d, 0x1000, 4, small.as_mut_ptr().cast(), null_mut()) }, PI_ERROR_INVALID_VALUE);
    assert_eq!(small, [0xAA; 4]);
    // SAFETY: zero-size bool query.
    assert_eq!(unsafe { piDeviceGetInfo(d, 0x1027, 0, small.as_mut_ptr().cast(), null_mut()) }, PI_ERROR_INVALID_VALUE);
    // NULL device.
    // SAFETY: NULL is checked.
    assert_eq!(unsafe { piDeviceGetInfo(null_mut(), 0x1000, 0, null_mut(), null_mut()) }, PI_ERROR_INVALID_DEVICE);
    // The cache: answers are stored once; reference counts are not cached.
    let before = info::cached_len();
    let name1 = dev_info_bytes(d, 0x102b).unwrap();
    let mid = info::cached_len();
    let name2 = dev_info_bytes(d, 0x102b).unwrap();
    assert_eq!(name1, name2);
    assert_eq!(info::cached_len(), mid);
    assert!(mid >= before);
    let rc1 = dev_info_bytes(d, 0x1047).unwrap();
    assert_eq!(info::cached_len(), mid, "reference count must bypass the cache");
    assert_eq!(rc1.len(), 4);
}

#[test]
fn contexts_and_queues() {
    let Some((_, d)) = device() else { return };
    // SAFETY: (each call) handles from the plugin, buffers of the stated size.
    unsafe {
        assert_eq!(piContextCreate(null(), 1, &d, None, null_mut(), null_mut()), PI_ERROR_INVALID_VALUE);
        let mut bad: pi_context = null_mut();
        assert_eq!(piContextCreate(null(), 0, null(), None, null_mut(), &mut bad), PI_ERROR_INVALID_VALUE);
        assert!(bad.is_null());
        let c = context(d);
        let mut n = 0u32;
        assert_eq!(piContextGetInfo(c, 0x1083, 4, (&mut n as *mut u32).cast(), null_mut()), PI_SUCCESS);
        assert_eq!(n, 1);
        let mut b = 9u8;
        let mut sz = 0usize;
        assert_eq!(piContextGetInfo(c, 0x30002, 1, (&mut b as *mut u8).cast(), &mut sz), PI_SUCCESS);
        assert_eq!((b, sz), (1, 1), "2D USM copy, done row by row in core (usm_2d_operations_through_pi)");
        let mut caps = 0u32;
        assert_eq!(piContextGetInfo(c, 0x10010, 4, (&mut caps as *mut u32).cast(), null_mut()), PI_SUCCESS);
        assert!(caps & 1 != 0);
        assert_eq!(piContextGetInfo(c, 0x4444, 0, null_mut(), &mut sz), PI_ERROR_INVALID_VALUE);

        // Native-handle interop retains when SYCL does not own the handle.
        let rc = |c: pi_context| {
            let mut r = 0u32;
            assert_eq!(piContextGetInfo(c, 0x1080, 4, (&mut r as *mut u32).cast(), null_mut()), PI_SUCCESS);
            r
        };
        let mut native = 0usize;
        assert_eq!(piextContextGetNativeHandle(c, &mut native), PI_SUCCESS);
        assert_eq!(native, c as usize);
        let rc0 = rc(c);
        let mut c2: pi_context = null_mut();
        assert_eq!(piextContextCreateWithNativeHandle(native, 0, null(), false as u8 as _, &mut c2), PI_SUCCESS);
        assert_eq!(c2, c);
        assert_eq!(rc(c), rc0 + 1);
        assert_eq!(piContextRelease(c2), PI_SUCCESS);
        assert_eq!(piextContextCreateWithNativeHandle(native, 0, null(), true as u8 as _, &mut c2), PI_SUCCESS);
        assert_eq!(rc(c), rc0, "an owned native handle is not retained");

        // Queues: flags, compute index, unknown properties.
        let q = queue(c, d, 1 << 1);
        let mut props = 0u64;
        assert_eq!(piQueueGetInfo(q, 0x1093, 8, (&mut props as *mut u64).cast(), null_mut()), PI_SUCCESS);
        assert_eq!(props & 2, 2, "profiling enabled");
        // Empty: a fresh queue is; under CPU load the probe marker may need
        // a few tries to be seen complete, so poll (it must become true).
        let mut empty = 0u32;
        for _ in 0..100 {
            assert_eq!(
                piQueueGetInfo(q, PI_EXT_ONEAPI_QUEUE_INFO_EMPTY, 4, (&mut empty as *mut u32).cast(), null_mut()),
                PI_SUCCESS
            );
            if empty == 1 {
                break;
            }
        }
        assert_eq!(empty, 1);
        assert_eq!(piQueueGetInfo(q, 0x5555, 0, null_mut(), &mut sz), PI_ERROR_INVALID_VALUE);
        assert_eq!(piQueueFlush(q), PI_SUCCESS);
        assert_eq!(piQueueFinish(q), PI_SUCCESS);
        let mut qn = 0usize;
        let mut desc = 5i32;
        assert_eq!(piextQueueGetNativeHandle(q, &mut qn, &mut desc), PI_SUCCESS);
        assert_eq!((qn, desc), (q as usize, 0));
        let mut q2: pi_queue = null_mut();
        let mut bad_props = [0x1234u64, 1, 0];
        assert_eq!(piextQueueCreate(c, d, bad_props.as_mut_ptr(), &mut q2), PI_ERROR_INVALID_VALUE);
        let mut idx_props = [PI_QUEUE_COMPUTE_INDEX, 1, 0];
        assert_eq!(piextQueueCreate(c, d, idx_props.as_mut_ptr(), &mut q2), PI_ERROR_INVALID_VALUE);
        let mut ok_props = [PI_QUEUE_COMPUTE_INDEX, 0, 0];
        assert_eq!(piextQueueCreate(c, d, ok_props.as_mut_ptr(), null_mut()), PI_ERROR_INVALID_VALUE);
        assert!(q2.is_null());
        assert_eq!(piextQueueCreate(c, d, ok_props.as_mut_ptr(), &mut q2), PI_SUCCESS);
        assert_eq!(piQueueRelease(q2), PI_SUCCESS);
        assert_eq!(piQueueCreate(c, d, 0, &mut q2), PI_SUCCESS);
        assert_eq!(piQueueRelease(q2), PI_SUCCESS);
        assert_eq!(piQueueCreate(null_mut(), d, 0, &mut q2), PI_ERROR_INVALID_CONTEXT);
        assert_eq!(piQueueFinish(null_mut()), PI_ERROR_INVALID_QUEUE);
        assert_eq!(piQueueRelease(q), PI_SUCCESS);
        assert_eq!(piContextRelease(c), PI_SUCCESS);
        assert_eq!(piContextRelease(null_mut()), PI_ERROR_INVALID_CONTEXT);
    }
}

#[test]
fn buffers_round_trip() {
    let Some((_, d)) = device() else { return };
    // SAFETY: (each call) handles from the plugin; host buffers outlive the
    // blocking transfers they take part in.
    unsafe {
        let c = context(d);
        let q = queue(c, d, 0);
        let mut m: pi_mem = null_mut();
        assert_eq!(piMemBufferCreate(c, 1, 256, null_mut(), null_mut(), null()), PI_ERROR_INVALID_VALUE);
        assert_eq!(piMemBufferCreate(c, 1, 0, null_mut(), &mut m, null()), PI_ERROR_INVALID_BUFFER_SIZE);
        assert_eq!(piMemBufferCreate(c, 1, 256, null_mut(), &mut m, null()), PI_SUCCESS);
        let src: Vec<u8> = (0..=255).collect();
        assert_eq!(piEnqueueMemBufferWrite(q, m, 1, 0, 256, src.as_ptr().cast(), 0, null(), null_mut()), PI_SUCCESS);
        let mut out = vec![0u8; 256];
        let mut ev: pi_event = null_mut();
        assert_eq!(piEnqueueMemBufferRead(q, m, 0, 0, 256, out.as_mut_ptr().cast(), 0, null(), &mut ev), PI_SUCCESS);
        assert_eq!(piEventsWait(1, &ev), PI_SUCCESS);
        assert_eq!(out, src);
        let mut st = -1i32;
        assert_eq!(piEventGetInfo(ev, 0x11D3, 4, (&mut st as *mut i32).cast(), null_mut()), PI_SUCCESS);
        assert_eq!(st, 0);
        assert_eq!(piEventRelease(ev), PI_SUCCESS);
        // Fill, copy into a second buffer, rect read of a 4x4 corner of a 16x16 grid.
        let pat = 0x5Au8;
        assert_eq!(
            piEnqueueMemBufferFill(q, m, (&pat as *const u8).cast(), 1, 16, 16, 0, null(), null_mut()),
            PI_SUCCESS
        );
        let mut m2: pi_mem = null_mut();
        assert_eq!(piMemBufferCreate(c, 1, 256, null_mut(), &mut m2, null()), PI_SUCCESS);
        assert_eq!(piEnqueueMemBufferCopy(q, m, m2, 0, 0, 256, 0, null(), null_mut()), PI_SUCCESS);
        let mut rect = [0u8; 16];
        let (bo, ho, region) = ([0usize, 0, 0], [0usize, 0, 0], [4usize, 4, 1]);
        assert_eq!(
            piEnqueueMemBufferReadRect(
                q,
                m2,
                1,
                bo.as_ptr(),
                ho.as_ptr(),
                region.as_ptr(),
                16,
                0,
                4,
                0,
                rect.as_mut_ptr().cast(),
                0,
                null(),
                null_mut()
            ),
            PI_SUCCESS
        );
        assert_eq!(&rect[..4], &[0, 1, 2, 3]);
        assert_eq!(&rect[4..8], &[0x5A; 4], "row 1 was filled");
        // Map and unmap.
        let mut mapped: *mut c_void = null_mut();
        assert_eq!(
            piEnqueueMemBufferMap(q, m2, 1, 1, 32, 16, 0, null(), null_mut(), null_mut()),
            PI_ERROR_INVALID_VALUE
        );
        assert_eq!(piEnqueueMemBufferMap(q, m2, 1, 1, 32, 16, 0, null(), null_mut(), &mut mapped), PI_SUCCESS);
        assert_eq!(*mapped.cast::<u8>(), 32);
        assert_eq!(piEnqueueMemUnmap(q, m2, mapped, 0, null(), null_mut()), PI_SUCCESS);
        // Sub-buffer.
        let region = [0usize, 64usize];
        let mut sub: pi_mem = null_mut();
        assert_eq!(piMemBufferPartition(m2, 1, 0x1220, region.as_ptr() as *mut c_void, &mut sub), PI_SUCCESS);
        let mut size = 0usize;
        assert_eq!(piMemGetInfo(sub, 0x1102, 8, (&mut size as *mut usize).cast(), null_mut()), PI_SUCCESS);
        assert_eq!(size, 64);
        let mut n = 0usize;
        assert_eq!(piextMemGetNativeHandle(sub, d, &mut n), PI_SUCCESS);
        assert_eq!(n, sub as usize);
        assert_eq!(piMemRelease(sub), PI_SUCCESS);
        // Any pattern size (SYCL's fill<T> takes any sizeof(T)): OpenCL's own
        // fill takes powers of two up to 128 bytes, the rest is emulated in
        // the one fill of core, so the driver never sees a pattern it refuses.
        for psize in [3usize, 12, 200] {
            let pat: Vec<u8> = (0..psize).map(|i| (i * 5 + psize) as u8 ^ 0x3C).collect();
            // Inside the 256-byte buffer, at an offset where one fits.
            let off = if 2 * psize <= 256 { psize } else { 0 };
            let len = (256 - off) / psize * psize;
            assert_eq!(
                piEnqueueMemBufferFill(q, m2, pat.as_ptr().cast(), psize, off, len, 0, null(), null_mut()),
                PI_SUCCESS,
                "pattern {psize}: {}",
                last_error()
            );
            let mut back = vec![0u8; len];
            assert_eq!(
                piEnqueueMemBufferRead(q, m2, 1, off, len, back.as_mut_ptr().cast(), 0, null(), null_mut()),
                PI_SUCCESS
            );
            for (i, &v) in back.iter().enumerate() {
                assert_eq!(v, pat[i % psize], "pattern {psize}, byte {i}");
            }
        }
        assert_eq!(piMemRelease(m2), PI_SUCCESS);
        assert_eq!(piMemRelease(m), PI_SUCCESS);
        assert_eq!(piMemRelease(null_mut()), PI_ERROR_INVALID_MEM_OBJECT);
        assert_eq!(
            piEnqueueMemBufferRead(q, null_mut(), 1, 0, 1, out.as_mut_ptr().cast(), 0, null(), null_mut()),
            PI_ERROR_INVALID_MEM_OBJECT
        );
        assert_eq!(piQueueRelease(q), PI_SUCCESS);
        assert_eq!(piContextRelease(c), PI_SUCCESS);
    }
}

const SRC: &CStr =
    c"__kernel void add1(__global int *a, int k) { size_t i = get_global_id(0); a[i] = a[i] + k + (int)i; }";

/// An OpenCL C program, made with OpenCL directly and handed to the plugin
/// as a native handle (PI itself takes SPIR-V only, which PoCL lacks).
unsafe fn program_from_source(c: pi_context, src: &CStr) -> pi_program {
    let api = syclrt::cl::api().expect("OpenCL is loaded");
    let mut err = 0;
    let s = src.as_ptr();
    // SAFETY: one NUL-terminated source string.
    let p = unsafe { (api.clCreateProgramWithSource)(c, 1, &s, null(), &mut err) };
    assert_eq!(err, 0);
    let mut pp: pi_program = null_mut();
    // SAFETY: a genuine cl_program; SYCL takes ownership (no retain).
    assert_eq!(unsafe { piextProgramCreateWithNativeHandle(p as usize, c, 1, &mut pp) }, PI_SUCCESS);
    assert_eq!(pp, p);
    pp
}

/// Specialization constants of a SPIR-V program through the PI face, on
/// whatever device runs the tests: natively where the device takes SPIR-V
/// (Intel's CPU runtime, in scripts/test.sh's Intel step), by specializing
/// the SPIR-V before translation on the PTX route (NVIDIA, in the GPU
/// suite) and on the LLVM-bitcode route (PoCL 3.1, which takes no SPIR-V
/// of its own). The
/// value set before the build is what the kernel computes with, and
/// OpenCL's id and size rules hold either way.
#[test]
fn spirv_spec_constants_through_pi() {
    const SPV: &[u8] = include_bytes!("fixtures/spec.spv");
    let Some((_, d)) = device() else { return };
    // SAFETY: (each call) handles from the plugin; the USM buffer is only
    // touched by the host while no kernel runs.
    unsafe {
        let c = context(d);
        let q = queue(c, d, 0);
        let mut h: pi_program = null_mut();
        if piProgramCreate(c, SPV.as_ptr().cast(), SPV.len(), &mut h) != PI_SUCCESS {
            println!("SKIP: the device takes no SPIR-V ({})", last_error());
            assert_eq!(piQueueRelease(q), PI_SUCCESS);
            assert_eq!(piContextRelease(c), PI_SUCCESS);
            return;
        }
        let v = 4321i32;
        let set = |id: u32, size: usize| piextProgramSetSpecializationConstant(h, id, size, (&v as *const i32).cast());
        assert_eq!(set(99, 4), -71, "an id the module lacks is PI_ERROR_INVALID_SPEC_ID: {}", last_error());
        assert_eq!(set(7, 8), PI_ERROR_INVALID_VALUE, "a size other than the type's");
        assert_eq!(set(7, 4), PI_SUCCESS, "{}", last_error());
        assert_eq!(piProgramBuild(h, 1, &d, null(), None, null_mut()), PI_SUCCESS, "{}", last_error());
        // After the build: OpenCL sets it for a later build; the route made
        // its stand-in once, so there it is an honest error naming why.
        let late = set(7, 4);
        if syclrt::core::ptx::route::any_target() || syclrt::core::bitcode::any_target() {
            assert_eq!(late, PI_ERROR_INVALID_OPERATION);
            assert!(last_error().contains("after the first build"), "{}", last_error());
        } else {
            assert_eq!(late, PI_SUCCESS, "{}", last_error());
        }
        let mut k: pi_kernel = null_mut();
        assert_eq!(piKernelCreate(h, c"bundle_spv_spec".as_ptr(), &mut k), PI_SUCCESS, "{}", last_error());
        let mut a: *mut c_void = null_mut();
        assert_eq!(piextUSMSharedAlloc(&mut a, c, d, null_mut(), 16, 0), PI_SUCCESS, "{}", last_error());
        std::slice::from_raw_parts_mut(a.cast::<i32>(), 4).fill(-1);
        assert_eq!(piextKernelSetArgPointer(k, 0, 8, (&a as *const *mut c_void).cast()), PI_SUCCESS);
        let gws = [4usize];
        assert_eq!(piEnqueueKernelLaunch(q, k, 1, null(), gws.as_ptr(), null(), 0, null(), null_mut()), PI_SUCCESS);
        assert_eq!(piQueueFinish(q), PI_SUCCESS);
        assert_eq!(std::slice::from_raw_parts(a.cast::<i32>(), 4), &[v; 4], "the value set before the build");
        assert_eq!(piextUSMFree(c, a), PI_SUCCESS);
        assert_eq!(piKernelRelease(k), PI_SUCCESS);
        assert_eq!(piProgramRelease(h), PI_SUCCESS);
        assert_eq!(piQueueRelease(q), PI_SUCCESS);
        assert_eq!(piContextRelease(c), PI_SUCCESS);
    }
}

/// 2D USM fill, memset and copy through the PI face: done row by row in
/// core (`core::usm::fill_2d`, `core::usm::memcpy` of `CopyShape::Rows`,
/// the UR face's too), so the
/// contexts say they have them, as the UR face does.
#[test]
fn usm_2d_operations_through_pi() {
    let Some((_, d)) = device() else { return };
    // SAFETY: (each call) handles from the plugin; the shared allocations are
    // touched by the host only after the queue finished.
    unsafe {
        let c = context(d);
        for q in [0x30000u32, 0x30001, 0x30002] {
            let mut v = 0u8;
            assert_eq!(piContextGetInfo(c, q, 1, (&mut v as *mut u8).cast(), null_mut()), PI_SUCCESS);
            assert_eq!(v, 1, "context query {q:#x}");
        }
        let q = queue(c, d, 0);
        let (mut a, mut b): (*mut c_void, *mut c_void) = (null_mut(), null_mut());
        if piextUSMSharedAlloc(&mut a, c, d, null_mut(), 100, 0) != PI_SUCCESS {
            println!("SKIP: no shared USM: {}", last_error());
            return;
        }
        assert_eq!(piextUSMSharedAlloc(&mut b, c, d, null_mut(), 100, 0), PI_SUCCESS);
        std::slice::from_raw_parts_mut(a.cast::<u8>(), 100).fill(0);
        std::slice::from_raw_parts_mut(b.cast::<u8>(), 100).fill(0);
        // A 3-byte pattern over 5 rows of 12 bytes, pitch 20.
        let pat = [1u8, 2, 3];
        let fill =
            |w: usize, p: usize| piextUSMEnqueueFill2D(q, a, 20, p, pat.as_ptr().cast(), w, 5, 0, null(), null_mut());
        assert_eq!(fill(10, 3), PI_ERROR_INVALID_VALUE, "a width not a multiple of the pattern");
        assert_eq!(fill(12, 0), PI_ERROR_INVALID_VALUE, "an empty pattern");
        assert_ne!(
            piextUSMEnqueueFill2D(q, a, 8, 3, pat.as_ptr().cast(), 12, 5, 0, null(), null_mut()),
            PI_SUCCESS,
            "pitch < width"
        );
        let mut ev: pi_event = null_mut();
        assert_eq!(
            piextUSMEnqueueFill2D(q, a, 20, 3, pat.as_ptr().cast(), 12, 5, 0, null(), &mut ev),
            PI_SUCCESS,
            "{}",
            last_error()
        );
        // Memset row 1..: the first 4 bytes of 2 rows of b, pitch 50; then copy a's rows into b, pitch 20 -> 20.
        assert_eq!(piextUSMEnqueueMemset2D(q, b, 50, 7, 4, 2, 1, &ev, null_mut()), PI_SUCCESS, "{}", last_error());
        assert_eq!(piEventRelease(ev), PI_SUCCESS);
        assert_eq!(piQueueFinish(q), PI_SUCCESS);
        let sa = std::slice::from_raw_parts(a.cast::<u8>(), 100).to_vec();
        for row in 0..5 {
            for x in 0..12 {
                assert_eq!(sa[row * 20 + x], pat[x % 3], "fill row {row} byte {x}");
            }
            assert!(sa[row * 20 + 12..row * 20 + 20].iter().all(|&v| v == 0), "row {row}: the pitch gap untouched");
        }
        let sb = std::slice::from_raw_parts(b.cast::<u8>(), 100).to_vec();
        assert_eq!(&sb[0..4], &[7; 4]);
        assert_eq!(&sb[50..54], &[7; 4]);
        assert!(sb[4..50].iter().all(|&v| v == 0));
        assert_ne!(
            piextUSMEnqueueMemcpy2D(q, 1, b, 4, a.cast_const(), 20, 6, 3, 0, null(), null_mut()),
            PI_SUCCESS,
            "a destination pitch < width"
        );
        assert!(last_error().contains("not a 2D region"), "{}", last_error());
        // A blocking 2D copy of 3 rows of 6 bytes, pitches 20 (a) -> 10 (b).
        assert_eq!(
            piextUSMEnqueueMemcpy2D(q, 1, b, 10, a.cast_const(), 20, 6, 3, 0, null(), null_mut()),
            PI_SUCCESS,
            "{}",
            last_error()
        );
        let sb = std::slice::from_raw_parts(b.cast::<u8>(), 100).to_vec();
        for row in 0..3 {
            assert_eq!(&sb[row * 10..row * 10 + 6], &sa[row * 20..row * 20 + 6], "copied row {row}");
        }
        assert_eq!(piextUSMFree(c, a), PI_SUCCESS);
        assert_eq!(piextUSMFree(c, b), PI_SUCCESS);
        assert_eq!(piQueueRelease(q), PI_SUCCESS);
        assert_eq!(piContextRelease(c), PI_SUCCESS);
    }
}

/// Device globals (`cl_intel_global_variable_access`), written once in core
/// for PI and UR: NULL arguments are refused first; a platform without the
/// extension says so by name (PoCL); with it, a global the program lacks is
/// the driver's error, never a success.
#[test]
fn device_globals_through_core() {
    let Some((_, d)) = device() else { return };
    // SAFETY: (each call) handles from the plugin; `buf` outlives the blocking calls.
    unsafe {
        let c = context(d);
        let q = queue(c, d, 0);
        let prog = program_from_source(c, SRC);
        assert_eq!(piProgramBuild(prog, 1, &d, null(), None, null_mut()), PI_SUCCESS);
        let mut buf = [0u8; 4];
        let (mut size, mut ptr) = (0usize, null_mut());
        let read = |name: *const c_char, dst: *mut c_void| {
            piextEnqueueDeviceGlobalVariableRead(q, prog, name, 1, 4, 0, dst, 0, null(), null_mut())
        };
        assert_eq!(read(null(), buf.as_mut_ptr().cast()), PI_ERROR_INVALID_VALUE);
        assert_eq!(read(c"g".as_ptr(), null_mut()), PI_ERROR_INVALID_VALUE);
        assert_eq!(piextGetGlobalVariablePointer(d, prog, null(), &mut size, &mut ptr), PI_ERROR_INVALID_VALUE);
        // Whether the platform has the entry points (Intel's CPU runtime
        // does without listing the extension on the device).
        let platform = syclrt::core::handles::platform_of(syclrt::cl::DeviceId(d));
        let has = platform.and_then(syclrt::cl::ext::read_global_variable_fn).is_some();
        let r = read(c"g".as_ptr(), buf.as_mut_ptr().cast());
        if has {
            assert_ne!(r, PI_SUCCESS, "the program has no global g");
        } else {
            assert_eq!(r, PI_ERROR_INVALID_OPERATION);
            assert!(last_error().contains("cl_intel_global_variable_access"), "{}", last_error());
        }
        let w = piextEnqueueDeviceGlobalVariableWrite(
            q,
            prog,
            c"g".as_ptr(),
            1,
            4,
            0,
            buf.as_ptr().cast(),
            0,
            null(),
            null_mut(),
        );
        assert_ne!(w, PI_SUCCESS, "no global g, or no extension");
        if !has {
            assert_eq!(w, PI_ERROR_INVALID_OPERATION);
        }
        let gp = piextGetGlobalVariablePointer(d, prog, c"g".as_ptr(), &mut size, &mut ptr);
        if !has {
            assert!(last_error().contains("clGetDeviceGlobalVariablePointerINTEL"), "{}", last_error());
        }
        assert_ne!(gp, PI_SUCCESS, "no global g, or no entry point");
        assert!(ptr.is_null());
        assert_eq!(piProgramRelease(prog), PI_SUCCESS);
        assert_eq!(piQueueRelease(q), PI_SUCCESS);
        assert_eq!(piContextRelease(c), PI_SUCCESS);
    }
}

#[test]
fn programs_kernels_and_events() {
    let Some((_, d)) = device() else { return };
    // SAFETY: (each call) handles from the plugin; host buffers outlive the
    // blocking transfers.
    unsafe {
        let c = context(d);
        let q = queue(c, d, 1 << 1);
        // SPIR-V entry: argument errors first.
        let mut p: pi_program = null_mut();
        assert_eq!(piProgramCreate(c, null(), 0, &mut p), PI_ERROR_INVALID_VALUE);
        assert_eq!(piProgramCreate(c, [3u8, 2, 35, 7].as_ptr().cast(), 4, null_mut()), PI_ERROR_INVALID_VALUE);
        // A build failure returns the OpenCL code and a log.
        let bad = program_from_source(c, c"__kernel void f( { }");
        assert_eq!(piProgramBuild(bad, 1, &d, c"".as_ptr(), None, null_mut()), PI_ERROR_BUILD_PROGRAM_FAILURE);
        let mut sz = 0usize;
        assert_eq!(piProgramGetBuildInfo(bad, d, 0x1183, 0, null_mut(), &mut sz), PI_SUCCESS);
        assert!(sz > 1, "build log is not empty");
        let mut status = 0i32;
        assert_eq!(piProgramGetBuildInfo(bad, d, 0x1181, 4, (&mut status as *mut i32).cast(), null_mut()), PI_SUCCESS);
        assert_eq!(status, -2, "CL_BUILD_ERROR");
        // piProgramCompile refuses headers and their names that do not
        // match, as OpenCL does, before the driver sees them.
        let hdr = [bad];
        let names = [c"h.h".as_ptr()];
        let refusals = [
            (1, null(), names.as_ptr(), "input_headers is NULL"),
            (1, hdr.as_ptr(), null(), "header_include_names does not match num_input_headers"),
            (0, null(), names.as_ptr(), "header_include_names does not match num_input_headers"),
        ];
        for (n, h, nm, why) in refusals {
            assert_eq!(piProgramCompile(bad, 1, &d, c"".as_ptr(), n, h, nm, None, null_mut()), PI_ERROR_INVALID_VALUE);
            assert!(last_error().contains(why), "{why}: {}", last_error());
        }
        assert_eq!(piProgramRelease(bad), PI_SUCCESS);

        let prog = program_from_source(c, SRC);
        assert_eq!(piProgramBuild(prog, 1, &d, c"-cl-std=CL1.2".as_ptr(), None, null_mut()), PI_SUCCESS);
        let mut nk = 0usize;
        assert_eq!(piProgramGetInfo(prog, 0x1167, 8, (&mut nk as *mut usize).cast(), null_mut()), PI_SUCCESS);
        assert_eq!(nk, 1);
        let mut k: pi_kernel = null_mut();
        assert_eq!(piKernelCreate(prog, c"nope".as_ptr(), &mut k), PI_ERROR_INVALID_KERNEL_NAME);
        assert_eq!(piKernelCreate(prog, null(), &mut k), PI_ERROR_INVALID_VALUE);
        assert_eq!(piKernelCreate(prog, c"add1".as_ptr(), null_mut()), PI_ERROR_INVALID_VALUE);
        assert_eq!(piKernelCreate(prog, c"add1".as_ptr(), &mut k), PI_SUCCESS);
        let mut nargs = 0u32;
        assert_eq!(piKernelGetInfo(k, 0x1191, 4, (&mut nargs as *mut u32).cast(), null_mut()), PI_SUCCESS);
        assert_eq!(nargs, 2);
        assert_eq!(piKernelGetInfo(k, 0x1196, 0, null_mut(), &mut sz), PI_ERROR_INVALID_VALUE);
        let mut wg = 0usize;
        assert_eq!(piKernelGetGroupInfo(k, d, 0x11B0, 8, (&mut wg as *mut usize).cast(), null_mut()), PI_SUCCESS);
        assert!(wg >= 1);
        assert_eq!(piKernelGetGroupInfo(k, d, 0x10112, 0, null_mut(), &mut sz), PI_ERROR_INVALID_VALUE);
        assert_eq!(piKernelGetSubGroupInfo(k, d, 0x9999, 0, null(), 4, null_mut(), null_mut()), PI_ERROR_INVALID_VALUE);
        // Cache config is accepted (no-op on OpenCL); unknown exec info is not.
        let cfg = 0u32;
        assert_eq!(
            piKernelSetExecInfo(k, PI_EXT_KERNEL_EXEC_INFO_CACHE_CONFIG, 4, (&cfg as *const u32).cast()),
            PI_SUCCESS
        );
        assert_eq!(piKernelSetExecInfo(k, 0x7777, 4, (&cfg as *const u32).cast()), PI_ERROR_INVALID_VALUE);
        assert_eq!(piKernelSetExecInfo(k, PI_USM_INDIRECT_ACCESS, 4, null()), PI_ERROR_INVALID_VALUE);

        let mut m: pi_mem = null_mut();
        let init: Vec<i32> = vec![100; 64];
        assert_eq!(piMemBufferCreate(c, 1 | 32, 256, init.as_ptr() as *mut c_void, &mut m, null()), PI_SUCCESS);
        assert_eq!(piextKernelSetArgMemObj(k, 0, null(), &m), PI_SUCCESS);
        let kval = 5i32;
        assert_eq!(piKernelSetArg(k, 1, 4, (&kval as *const i32).cast()), PI_SUCCESS);
        assert_eq!(piKernelSetArg(k, 2, 4, (&kval as *const i32).cast()), -49, "PI_ERROR_INVALID_ARG_INDEX");
        let gws = [64usize];
        let mut ev: pi_event = null_mut();
        assert_eq!(piEnqueueKernelLaunch(q, k, 1, null(), gws.as_ptr(), null(), 0, null(), &mut ev), PI_SUCCESS);
        let mut barrier: pi_event = null_mut();
        assert_eq!(piEnqueueEventsWaitWithBarrier(q, 1, &ev, &mut barrier), PI_SUCCESS);
        let mut out = vec![0i32; 64];
        assert_eq!(
            piEnqueueMemBufferRead(q, m, 1, 0, 256, out.as_mut_ptr().cast(), 1, &barrier, null_mut()),
            PI_SUCCESS
        );
        assert_eq!(out, (0..64).map(|i| 105 + i).collect::<Vec<_>>());
        // Profiling: end >= start.
        let (mut t0, mut t1) = (0u64, 0u64);
        assert_eq!(piEventGetProfilingInfo(ev, 0x1282, 8, (&mut t0 as *mut u64).cast(), null_mut()), PI_SUCCESS);
        assert_eq!(piEventGetProfilingInfo(ev, 0x1283, 8, (&mut t1 as *mut u64).cast(), null_mut()), PI_SUCCESS);
        assert!(t1 >= t0);
        assert_eq!(piEventsWait(0, null()), PI_ERROR_INVALID_VALUE);
        let mut en = 0usize;
        assert_eq!(piextEventGetNativeHandle(ev, &mut en), PI_SUCCESS);
        assert_eq!(en, ev as usize);
        assert_eq!(piEventRelease(barrier), PI_SUCCESS);
        assert_eq!(piEventRelease(ev), PI_SUCCESS);
        // Native kernel interop.
        let mut kn = 0usize;
        assert_eq!(piextKernelGetNativeHandle(k, &mut kn), PI_SUCCESS);
        let mut k2: pi_kernel = null_mut();
        assert_eq!(piextKernelCreateWithNativeHandle(kn, c, prog, 0, &mut k2), PI_SUCCESS);
        assert_eq!(k2, k);
        assert_eq!(piKernelRelease(k2), PI_SUCCESS);
        assert_eq!(piKernelRelease(k), PI_SUCCESS);
        assert_eq!(piKernelRelease(null_mut()), PI_ERROR_INVALID_KERNEL);
        assert_eq!(piMemRelease(m), PI_SUCCESS);
        assert_eq!(piProgramRelease(prog), PI_SUCCESS);

        // User events: created complete; a callback fires.
        let mut ue: pi_event = null_mut();
        assert_eq!(piEventCreate(c, null_mut()), PI_ERROR_INVALID_VALUE);
        assert_eq!(piEventCreate(c, &mut ue), PI_SUCCESS);
        let mut st = -1i32;
        assert_eq!(piEventGetInfo(ue, 0x11D3, 4, (&mut st as *mut i32).cast(), null_mut()), PI_SUCCESS);
        assert_eq!(st, 0, "piEventCreate makes a signalled event (PI 11.15)");
        static FIRED: std::sync::atomic::AtomicI32 = std::sync::atomic::AtomicI32::new(-1);
        unsafe extern "C" fn cb(_e: pi_event, status: i32, _u: *mut c_void) {
            FIRED.store(status, std::sync::atomic::Ordering::SeqCst);
        }
        assert_eq!(piEventSetCallback(ue, 0, None, null_mut()), PI_ERROR_INVALID_VALUE, "a NULL callback is refused");
        assert_eq!(piEventSetCallback(ue, 0, Some(cb), null_mut()), PI_SUCCESS);
        assert_eq!(piEventsWait(1, &ue), PI_SUCCESS);
        for _ in 0..200 {
            if FIRED.load(std::sync::atomic::Ordering::SeqCst) == 0 {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        assert_eq!(FIRED.load(std::sync::atomic::Ordering::SeqCst), 0);
        assert_eq!(piEventRetain(ue), PI_SUCCESS);
        assert_eq!(piEventRelease(ue), PI_SUCCESS);
        assert_eq!(piEventRelease(ue), PI_SUCCESS);
        assert_eq!(piEventRelease(null_mut()), PI_ERROR_INVALID_EVENT);
        assert_eq!(piQueueRelease(q), PI_SUCCESS);
        assert_eq!(piContextRelease(c), PI_SUCCESS);
    }
}

#[test]
fn usm_on_every_device_intel_svm_or_an_honest_error() {
    let Some((_, d)) = device() else { return };
    // SAFETY: (each call) handles from the plugin; out-pointers valid.
    unsafe {
        let c = context(d);
        let provider = syclrt::core::usm::for_device(syclrt::cl::DeviceId(d as _)).provider;
        let mut p: *mut c_void = null_mut();
        assert_eq!(piextUSMHostAlloc(null_mut(), c, null_mut(), 64, 0), PI_ERROR_INVALID_VALUE);
        assert_eq!(
            piextUSMDeviceAlloc(&mut p, c, d, null_mut(), 64, 3),
            PI_ERROR_INVALID_VALUE,
            "alignment not a power of two"
        );
        let r = piextUSMDeviceAlloc(&mut p, c, d, null_mut(), 64, 0);
        let mut caps = 0u64;
        assert_eq!(piDeviceGetInfo(d, 0x4191, 8, (&mut caps as *mut u64).cast(), null_mut()), PI_SUCCESS);
        if provider.is_some() {
            assert_eq!(r, PI_SUCCESS, "{provider:?}: {}", last_error());
            assert_ne!(caps & 1, 0, "device USM access is reported");
            let mut ty = 0u32;
            assert_eq!(piextUSMGetMemAllocInfo(c, p, 0x419A, 4, (&mut ty as *mut u32).cast(), null_mut()), PI_SUCCESS);
            assert_eq!(ty, 0x4198, "PI_MEM_TYPE_DEVICE");
            // An interior pointer knows its base and size.
            let inner = p.cast::<u8>().add(10).cast::<c_void>();
            let mut base: *mut c_void = null_mut();
            assert_eq!(
                piextUSMGetMemAllocInfo(c, inner, 0x419B, 8, (&mut base as *mut *mut c_void).cast(), null_mut()),
                PI_SUCCESS
            );
            assert_eq!(base, p);
            let mut size = 0usize;
            assert_eq!(
                piextUSMGetMemAllocInfo(c, inner, 0x419C, 8, (&mut size as *mut usize).cast(), null_mut()),
                PI_SUCCESS
            );
            assert!(size >= 64, "{size}");
            // A pointer that is no allocation: unknown type.
            let local = 0u64;
            assert_eq!(
                piextUSMGetMemAllocInfo(
                    c,
                    (&local as *const u64).cast(),
                    0x419A,
                    4,
                    (&mut ty as *mut u32).cast(),
                    null_mut()
                ),
                PI_SUCCESS
            );
            assert_eq!(ty, 0x4196, "PI_MEM_TYPE_UNKNOWN");
            assert_eq!(piextUSMFree(c, p), PI_SUCCESS);
        } else {
            assert_eq!(r, PI_ERROR_INVALID_OPERATION);
            assert!(last_error().contains("no USM"), "{}", last_error());
            assert!(p.is_null());
            assert_eq!(caps, 0);
            assert_eq!(piextUSMFree(c, 16 as *mut c_void), PI_ERROR_INVALID_OPERATION);
        }
        assert_eq!(piextUSMGetMemAllocInfo(c, p, 0x1, 0, null_mut(), null_mut()), PI_ERROR_INVALID_VALUE);
        assert_eq!(piContextRelease(c), PI_SUCCESS);
    }
}

/// A minimal device image: target spec plus an optional aspect requirement.
struct Image {
    _target: std::ffi::CString,
    _aspects: Vec<u8>,
    _props: Vec<pi_device_binary_property_struct>,
    _sets: Vec<pi_device_binary_property_set_struct>,
    bin: pi_device_binary_struct,
}

fn image(target: &str, aspects: &[u32]) -> Box<Image> {
    let t = std::ffi::CString::new(target).unwrap();
    let mut data = ((aspects.len() * 32) as u64).to_le_bytes().to_vec();
    for a in aspects {
        data.extend_from_slice(&a.to_le_bytes());
    }
    let mut img = Box::new(Image {
        bin: pi_device_binary_struct {
            version: 2,
            kind: 4,
            format: 0,
            device_target_spec: t.as_ptr(),
            compile_options: null(),
            link_options: null(),
            manifest_start: null(),
            manifest_end: null(),
            binary_start: null(),
            binary_end: null(),
            entries_begin: null_mut(),
            entries_end: null_mut(),
            property_sets_begin: null_mut(),
            property_sets_end: null_mut(),
        },
        _target: t,
        _aspects: data,
        _props: Vec::new(),
        _sets: Vec::new(),
    });
    if !aspects.is_empty() {
        img._props.push(pi_device_binary_property_struct {
            name: c"aspects".as_ptr() as *mut c_char,
            val_addr: img._aspects.as_mut_ptr().cast(),
            ty: 2,
            val_size: img._aspects.len() as u64,
        });
        let range = img._props.as_mut_ptr_range();
        img._sets.push(pi_device_binary_property_set_struct {
            name: c"SYCL/device requirements".as_ptr() as *mut c_char,
            properties_begin: range.start,
            properties_end: range.end,
        });
        let range = img._sets.as_mut_ptr_range();
        img.bin.property_sets_begin = range.start;
        img.bin.property_sets_end = range.end;
    }
    img
}

fn select(d: pi_device, imgs: &mut [Box<Image>]) -> Result<u32, i32> {
    let mut ptrs: Vec<pi_device_binary> = imgs.iter_mut().map(|i| &mut i.bin as pi_device_binary).collect();
    let mut idx = u32::MAX;
    // SAFETY: pointers to live images.
    match unsafe { piextDeviceSelectBinary(d, ptrs.as_mut_ptr(), ptrs.len() as u32, &mut idx) } {
        PI_SUCCESS => Ok(idx),
        e => {
            assert_eq!(idx, u32::MAX, "selected index untouched on error");
            Err(e)
        }
    }
}

#[test]
fn device_binary_selection() {
    let Some((_, d)) = device() else { return };
    // SAFETY: device handle from the plugin.
    let ty = unsafe { info::device_type(d) };
    let own = if ty & PI_DEVICE_TYPE_CPU != 0 {
        "spir64_x86_64"
    } else if ty & PI_DEVICE_TYPE_GPU != 0 {
        "spir64_gen"
    } else {
        "spir64_fpga"
    };
    assert_eq!(select(d, &mut [image("spir64", &[]), image(own, &[])]), Ok(1), "exact target first");
    assert_eq!(select(d, &mut [image("nvptx64", &[]), image("spir64", &[])]), Ok(1), "then spir64");
    assert_eq!(select(d, &mut [image("nvptx64", &[]), image("amdgcn", &[])]), Err(PI_ERROR_INVALID_BINARY));
    assert_eq!(select(d, &mut []), Err(PI_ERROR_INVALID_BINARY));
    // Requirements: fp64 (aspect 6) only where the device has cl_khr_fp64.
    // SAFETY: device handle from the plugin.
    let fp64 = info::has_extension(syclrt::cl::DeviceId(d), "cl_khr_fp64");
    let r = select(d, &mut [image("spir64", &[6]), image("spir64", &[])]);
    assert_eq!(r, Ok(if fp64 { 0 } else { 1 }));
    // Argument errors.
    let mut idx = 0u32;
    // SAFETY: (each call) NULL arguments are checked.
    unsafe {
        assert_eq!(piextDeviceSelectBinary(null_mut(), null_mut(), 0, &mut idx), PI_ERROR_INVALID_DEVICE);
        assert_eq!(piextDeviceSelectBinary(d, null_mut(), 2, &mut idx), PI_ERROR_INVALID_VALUE);
        assert_eq!(piextDeviceSelectBinary(d, null_mut(), 0, null_mut()), PI_ERROR_INVALID_VALUE);
    }
}

#[test]
fn partition_and_timers() {
    let Some((_, d)) = device() else { return };
    // SAFETY: (each call) handles from the plugin; arrays sized as passed.
    unsafe {
        assert_eq!(piDevicePartition(d, null(), 0, null_mut(), null_mut()), PI_ERROR_INVALID_VALUE);
        let mut max = 0u32;
        assert_eq!(piDeviceGetInfo(d, 0x1043, 4, (&mut max as *mut u32).cast(), null_mut()), PI_SUCCESS);
        if max >= 2 {
            let props: [isize; 3] = [0x1086, 1, 0];
            let mut n = 0u32;
            assert_eq!(piDevicePartition(d, props.as_ptr(), 0, null_mut(), &mut n), PI_SUCCESS);
            assert!(n >= 2);
            let mut subs = vec![null_mut(); n as usize];
            assert_eq!(piDevicePartition(d, props.as_ptr(), n, subs.as_mut_ptr(), null_mut()), PI_SUCCESS);
            let parent = dev_info_bytes(subs[0], 0x1042).unwrap();
            assert_eq!(usize::from_ne_bytes(parent.try_into().unwrap()), d as usize);
            let cu = u32::from_ne_bytes(dev_info_bytes(subs[0], 0x1002).unwrap().try_into().unwrap());
            assert_eq!(cu, 1);
            for s in subs {
                assert_eq!(piDeviceRelease(s), PI_SUCCESS);
            }
        }
        // One timer rule for every face (core::device::timers): the driver's
        // clGetDeviceAndHostTimer, or (PoCL) the host clock in the device's
        // timebase, calibrated once; host time alone never fails.
        let (mut dt, mut ht) = (0u64, 0u64);
        assert_eq!(piGetDeviceAndHostTimer(d, &mut dt, &mut ht), PI_SUCCESS, "{}", last_error());
        assert!(dt > 0 && ht > 0, "device {dt}, host {ht}");
        let mut ht2 = 0u64;
        assert_eq!(piGetDeviceAndHostTimer(d, null_mut(), &mut ht2), PI_SUCCESS);
        assert!(ht2 >= ht, "the host clock is monotonic ({ht} then {ht2})");
        assert_eq!(piGetDeviceAndHostTimer(null_mut(), &mut dt, &mut ht), PI_ERROR_INVALID_DEVICE);
        let mut val = 9u32;
        assert_eq!(piextPeerAccessGetInfo(d, d, 0, 4, (&mut val as *mut u32).cast(), null_mut()), PI_SUCCESS);
        assert_eq!(val, 0);
        assert_eq!(
            piextPeerAccessGetInfo(d, d, 7, 4, (&mut val as *mut u32).cast(), null_mut()),
            PI_ERROR_INVALID_VALUE
        );
    }
}

#[test]
fn images_and_samplers_where_the_device_has_them() {
    let Some((_, d)) = device() else { return };
    let has_images = dev_info_bytes(d, 0x1016).unwrap() == vec![1u8];
    // SAFETY: (whole block) handles from the plugin; host buffers outlive
    // the blocking transfers; descriptor structs have OpenCL's layout.
    unsafe {
        let c = context(d);
        let q = queue(c, d, 0);
        // RGBA / UNSIGNED_INT8, 4x4 2D image.
        let fmt = pi_image_format { order: 0x10B5, data_type: 0x10DA };
        let desc = pi_image_desc {
            image_type: 0x10F1,
            width: 4,
            height: 4,
            depth: 1,
            array_size: 0,
            row_pitch: 0,
            slice_pitch: 0,
            num_mip_levels: 0,
            num_samples: 0,
            buffer: null_mut(),
        };
        let mut img: pi_mem = null_mut();
        assert_eq!(piMemImageCreate(c, 1, &fmt, &desc, null_mut(), null_mut()), PI_ERROR_INVALID_VALUE);
        let r = piMemImageCreate(c, 1, &fmt, &desc, null_mut(), &mut img);
        if !has_images {
            assert_ne!(r, PI_SUCCESS, "a device without images cannot create one");
            assert_eq!(piContextRelease(c), PI_SUCCESS);
            return;
        }
        assert_eq!(r, PI_SUCCESS);
        let mut w = 0usize;
        assert_eq!(piMemImageGetInfo(img, 0x1114, 8, (&mut w as *mut usize).cast(), null_mut()), PI_SUCCESS);
        assert_eq!(w, 4);
        let pixels: Vec<u8> = (0..64).collect();
        let (origin, region) = ([0usize; 3], [4usize, 4, 1]);
        assert_eq!(
            piEnqueueMemImageWrite(
                q,
                img,
                1,
                origin.as_ptr(),
                region.as_ptr(),
                0,
                0,
                pixels.as_ptr().cast(),
                0,
                null(),
                null_mut()
            ),
            PI_SUCCESS
        );
        let mut img2: pi_mem = null_mut();
        assert_eq!(piMemImageCreate(c, 1, &fmt, &desc, null_mut(), &mut img2), PI_SUCCESS);
        assert_eq!(
            piEnqueueMemImageCopy(
                q,
                img,
                img2,
                origin.as_ptr(),
                origin.as_ptr(),
                region.as_ptr(),
                0,
                null(),
                null_mut()
            ),
            PI_SUCCESS
        );
        let color = [9u32, 8, 7, 6];
        let (o11, r11) = ([1usize, 1, 0], [1usize, 1, 1]);
        assert_eq!(
            piEnqueueMemImageFill(q, img2, null(), o11.as_ptr(), r11.as_ptr(), 0, null(), null_mut()),
            PI_ERROR_INVALID_VALUE,
            "a NULL fill colour is refused before the driver"
        );
        assert_eq!(
            piEnqueueMemImageFill(q, img2, color.as_ptr().cast(), o11.as_ptr(), r11.as_ptr(), 0, null(), null_mut()),
            PI_SUCCESS
        );
        let mut out = vec![0u8; 64];
        assert_eq!(
            piEnqueueMemImageRead(
                q,
                img2,
                1,
                origin.as_ptr(),
                region.as_ptr(),
                0,
                0,
                out.as_mut_ptr().cast(),
                0,
                null(),
                null_mut()
            ),
            PI_SUCCESS
        );
        let mut expect = pixels.clone();
        expect[20..24].copy_from_slice(&[9, 8, 7, 6]); // pixel (1, 1)
        assert_eq!(out, expect);
        // Samplers: PI's property list is OpenCL's.
        let props = [0x1152u64, 1, 0x1153, 0x1131, 0x1154, 0x1140, 0];
        let mut s: pi_sampler = null_mut();
        assert_eq!(piSamplerCreate(c, props.as_ptr(), null_mut()), PI_ERROR_INVALID_VALUE);
        assert_eq!(piSamplerCreate(c, props.as_ptr(), &mut s), PI_SUCCESS);
        let mut mode = 0u32;
        assert_eq!(piSamplerGetInfo(s, 0x1153, 4, (&mut mode as *mut u32).cast(), null_mut()), PI_SUCCESS);
        assert_eq!(mode, 0x1131, "CLAMP_TO_EDGE");
        assert_eq!(piSamplerRetain(s), PI_SUCCESS);
        assert_eq!(piSamplerRelease(s), PI_SUCCESS);
        assert_eq!(piSamplerRelease(s), PI_SUCCESS);
        assert_eq!(piSamplerRelease(null_mut()), -41, "PI_ERROR_INVALID_SAMPLER");
        for m in [img2, img] {
            assert_eq!(piMemRelease(m), PI_SUCCESS);
        }
        assert_eq!(piQueueRelease(q), PI_SUCCESS);
        assert_eq!(piContextRelease(c), PI_SUCCESS);
    }
}
