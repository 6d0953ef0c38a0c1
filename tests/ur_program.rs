//! The UR Program, ProgramExp and Kernel tables through the generated C
//! entry points (the functions the DDI tables hold): error paths (NULL
//! and released handles, NULL out-pointers, unknown enums, short sizes,
//! unknown kernel names, build failures with a readable log) and happy
//! paths on the default OpenCL device (PoCL: an OpenCL C program brought
//! in with urProgramCreateWithNativeHandle, built, compiled + linked,
//! re-created from its binaries). The SPIR-V path (urProgramCreateWithIL)
//! runs on a device that takes SPIR-V (Intel's CPU runtime:
//! `eval "$(scripts/intel-runtime.sh --env)"; cargo test --test ur_program`)
//! and says so where the device has none. The persistent cache behind
//! IL builds runs in child processes on Intel's CPU runtime (the cache
//! configuration is read once per process), as tests/pi_cache.rs does.

mod cache_util;

use cache_util::{child_mode, finish, results, spawn_child, tempdir};
use std::ffi::{c_char, c_void, CStr};
use std::ptr::{null, null_mut};
use syclrt::ffi::ur::gen::api::entries::*;
use syclrt::ffi::ur::gen::types::*;

const SRC: &[u8] = b"__kernel void scale(__global float* a, float f) { a[get_global_id(0)] *= f; }\n\
__kernel void other(__local int* l, int x) { l[0] = x; }\n";
const BAD_SRC: &[u8] = b"__kernel void broken(__global float* a) { this is not C; }\n";
const SPV: &[u8] = include_bytes!("data/pi_scale.spv");

struct Env {
    ctx: ur_context_handle_t,
    dev: ur_device_handle_t,
}

/// The first device of the first platform and a context on it.
fn env() -> Env {
    // SAFETY: (whole block) out-pointers to locals; handles from the adapter.
    unsafe {
        let mut a: ur_adapter_handle_t = null_mut();
        assert_eq!(urAdapterGet(1, &mut a, null_mut()), UR_RESULT_SUCCESS);
        let mut n = 0u32;
        assert_eq!(urPlatformGet(a, 0, null_mut(), &mut n), UR_RESULT_SUCCESS);
        assert!(n > 0, "no OpenCL platform");
        let mut ps = vec![null_mut(); n as usize];
        assert_eq!(urPlatformGet(a, n, ps.as_mut_ptr(), null_mut()), UR_RESULT_SUCCESS);
        for p in ps {
            let mut nd = 0u32;
            if urDeviceGet(p, UR_DEVICE_TYPE_ALL, 0, null_mut(), &mut nd) != UR_RESULT_SUCCESS || nd == 0 {
                continue;
            }
            let mut dev: ur_device_handle_t = null_mut();
            assert_eq!(urDeviceGet(p, UR_DEVICE_TYPE_ALL, 1, &mut dev, null_mut()), UR_RESULT_SUCCESS);
            let mut ctx: ur_context_handle_t = null_mut();
            assert_eq!(urContextCreate(1, &dev, null(), &mut ctx), UR_RESULT_SUCCESS);
            return Env { ctx, dev };
        }
        panic!("no OpenCL device");
    }
}

fn last_error() -> String {
    let mut m: *const c_char = null();
    let mut code = 0i32;
    // SAFETY: out-pointers to locals; the message is a NUL-terminated string of this thread.
    unsafe {
        let mut a: ur_adapter_handle_t = null_mut();
        urAdapterGet(1, &mut a, null_mut());
        urAdapterGetLastError(a, &mut m, &mut code);
        if m.is_null() {
            String::new()
        } else {
            CStr::from_ptr(m).to_string_lossy().into_owned()
        }
    }
}

/// An OpenCL C program of the context, as a native handle whose reference
/// is passed on.
fn source_program(e: &Env, src: &[u8]) -> ur_native_handle_t {
    let mut native: ur_native_handle_t = 0;
    // SAFETY: a live context and an out-pointer to a local.
    assert_eq!(unsafe { urContextGetNativeHandle(e.ctx, &mut native) }, UR_RESULT_SUCCESS);
    // SAFETY: a live cl_context (the UR context holds it); we take our own reference.
    let c = unsafe { syclrt::cl::Context::from_borrowed(native as _) }.expect("cl context");
    let p = syclrt::cl::Program::with_source(&c, src).expect("clCreateProgramWithSource");
    p.into_raw() as ur_native_handle_t
}

fn program_from_source(e: &Env, src: &[u8]) -> ur_program_handle_t {
    let props = ur_program_native_properties_t {
        stype: UR_STRUCTURE_TYPE_PROGRAM_NATIVE_PROPERTIES,
        pNext: null_mut(),
        isNativeHandleOwned: true,
    };
    let mut p: ur_program_handle_t = null_mut();
    assert_eq!(
        // SAFETY: an owned native program of the context; out-pointer to a local.
        unsafe { urProgramCreateWithNativeHandle(source_program(e, src), e.ctx, &props, &mut p) },
        UR_RESULT_SUCCESS
    );
    p
}

/// A string info answer (size query, then the value).
fn info_string(q: impl Fn(usize, *mut c_void, *mut usize) -> ur_result_t) -> String {
    let mut n = 0usize;
    assert_eq!(q(0, null_mut(), &mut n), UR_RESULT_SUCCESS);
    let mut b = vec![0u8; n];
    assert_eq!(q(n, b.as_mut_ptr().cast(), null_mut()), UR_RESULT_SUCCESS);
    assert_eq!(b.last(), Some(&0), "NUL-terminated");
    String::from_utf8_lossy(&b[..n - 1]).into_owned()
}

fn program_string(p: ur_program_handle_t, prop: ur_program_info_t) -> String {
    // SAFETY: the info protocol with buffers of the stated sizes.
    info_string(|s, v, r| unsafe { urProgramGetInfo(p, prop, s, v, r) })
}

fn build_string(p: ur_program_handle_t, d: ur_device_handle_t, prop: ur_program_build_info_t) -> String {
    // SAFETY: as above.
    info_string(|s, v, r| unsafe { urProgramGetBuildInfo(p, d, prop, s, v, r) })
}

fn val<T: Copy + Default>(q: impl Fn(usize, *mut c_void, *mut usize) -> ur_result_t) -> T {
    let mut v = T::default();
    let mut n = 0usize;
    assert_eq!(q(std::mem::size_of::<T>(), (&mut v as *mut T).cast(), &mut n), UR_RESULT_SUCCESS);
    assert_eq!(n, std::mem::size_of::<T>());
    v
}

#[test]
fn null_and_bad_arguments() {
    let e = env();
    // SAFETY: (whole block) deliberately bad handles and pointers the
    // adapter must reject before dereferencing; good ones point to locals.
    unsafe {
        let mut p: ur_program_handle_t = null_mut();
        let mut k: ur_kernel_handle_t = null_mut();
        let mut v = 0u32;
        // Programs.
        assert_eq!(
            urProgramCreateWithIL(null_mut(), SPV.as_ptr().cast(), SPV.len(), null(), &mut p),
            UR_RESULT_ERROR_INVALID_NULL_HANDLE
        );
        assert_eq!(urProgramCreateWithIL(e.ctx, null(), 4, null(), &mut p), UR_RESULT_ERROR_INVALID_NULL_POINTER);
        assert_eq!(urProgramCreateWithIL(e.ctx, SPV.as_ptr().cast(), 0, null(), &mut p), UR_RESULT_ERROR_INVALID_SIZE);
        assert_eq!(
            urProgramCreateWithIL(e.ctx, SPV.as_ptr().cast(), SPV.len(), null(), null_mut()),
            UR_RESULT_ERROR_INVALID_NULL_POINTER
        );
        let garbage = [0x55u8; 64];
        let r = urProgramCreateWithIL(e.ctx, garbage.as_ptr().cast(), garbage.len(), null(), &mut p);
        assert!(
            r == UR_RESULT_ERROR_INVALID_BINARY || r == UR_RESULT_ERROR_COMPILER_NOT_AVAILABLE,
            "garbage IL: {r:#x}"
        );
        let mut dev = e.dev;
        let mut len = garbage.len();
        let mut bin = garbage.as_ptr();
        assert_eq!(
            urProgramCreateWithBinary(e.ctx, 0, &mut dev, &mut len, &mut bin, null(), &mut p),
            UR_RESULT_ERROR_INVALID_SIZE
        );
        assert_eq!(
            urProgramCreateWithBinary(e.ctx, 1, &mut dev, null_mut(), &mut bin, null(), &mut p),
            UR_RESULT_ERROR_INVALID_NULL_POINTER
        );
        let mut null_bin: *const u8 = null();
        assert_eq!(
            urProgramCreateWithBinary(e.ctx, 1, &mut dev, &mut len, &mut null_bin, null(), &mut p),
            UR_RESULT_ERROR_INVALID_NULL_POINTER
        );
        // OpenCL lets a driver refuse a bad binary at the create
        // (CL_INVALID_BINARY) or at the build: NVIDIA's takes any bytes and
        // refuses them when built. Either way it never builds.
        let r = urProgramCreateWithBinary(e.ctx, 1, &mut dev, &mut len, &mut bin, null(), &mut p);
        if r == UR_RESULT_SUCCESS {
            assert_ne!(urProgramBuild(e.ctx, p, null()), UR_RESULT_SUCCESS, "a garbage binary built");
            assert_eq!(urProgramRelease(p), UR_RESULT_SUCCESS);
        } else {
            assert_eq!(r, UR_RESULT_ERROR_INVALID_BINARY, "{}", last_error());
        }
        let mut bogus_dev = 0x1234usize as ur_device_handle_t;
        assert_eq!(
            urProgramCreateWithBinary(e.ctx, 1, &mut bogus_dev, &mut len, &mut bin, null(), &mut p),
            UR_RESULT_ERROR_INVALID_DEVICE
        );
        assert_eq!(urProgramCreateWithNativeHandle(0, e.ctx, null(), &mut p), UR_RESULT_ERROR_INVALID_NULL_HANDLE);
        assert_eq!(urProgramBuild(e.ctx, null_mut(), null()), UR_RESULT_ERROR_INVALID_NULL_HANDLE);
        assert_eq!(urProgramCompile(e.ctx, null_mut(), null()), UR_RESULT_ERROR_INVALID_NULL_HANDLE);
        assert_eq!(urProgramRetain(null_mut()), UR_RESULT_ERROR_INVALID_NULL_HANDLE);
        assert_eq!(urProgramRelease(null_mut()), UR_RESULT_ERROR_INVALID_NULL_HANDLE);
        let bogus = 0x1000usize as ur_program_handle_t;
        assert_eq!(urProgramRetain(bogus), UR_RESULT_ERROR_INVALID_PROGRAM);
        assert_eq!(
            urProgramGetInfo(null_mut(), UR_PROGRAM_INFO_NUM_DEVICES, 4, (&mut v as *mut u32).cast(), null_mut()),
            UR_RESULT_ERROR_INVALID_NULL_HANDLE
        );
        assert_eq!(urProgramLink(e.ctx, 0, null(), null(), &mut p), UR_RESULT_ERROR_INVALID_NULL_POINTER);
        assert_eq!(urProgramLink(e.ctx, 0, &bogus, null(), &mut p), UR_RESULT_ERROR_INVALID_SIZE);
        assert_eq!(urProgramLink(e.ctx, 1, null(), null(), &mut p), UR_RESULT_ERROR_INVALID_NULL_POINTER);
        assert_eq!(urProgramLink(e.ctx, 1, &bogus, null(), null_mut()), UR_RESULT_ERROR_INVALID_NULL_POINTER);
        assert_eq!(urProgramLink(e.ctx, 1, &bogus, null(), &mut p), UR_RESULT_ERROR_INVALID_PROGRAM);
        assert!(p.is_null(), "a failed link leaves no handle");
        // Kernels.
        assert_eq!(urKernelCreate(null_mut(), c"scale".as_ptr(), &mut k), UR_RESULT_ERROR_INVALID_NULL_HANDLE);
        assert_eq!(urKernelRetain(null_mut()), UR_RESULT_ERROR_INVALID_NULL_HANDLE);
        assert_eq!(urKernelRelease(0x2000usize as _), UR_RESULT_ERROR_INVALID_KERNEL);
        assert_eq!(
            urKernelGetInfo(null_mut(), UR_KERNEL_INFO_NUM_ARGS, 4, (&mut v as *mut u32).cast(), null_mut()),
            UR_RESULT_ERROR_INVALID_NULL_HANDLE
        );
        assert_eq!(
            urKernelSetArgValue(null_mut(), 0, 4, null(), (&v as *const u32).cast()),
            UR_RESULT_ERROR_INVALID_NULL_HANDLE
        );
        assert_eq!(urKernelSetArgLocal(null_mut(), 0, 4, null()), UR_RESULT_ERROR_INVALID_NULL_HANDLE);
        assert_eq!(
            urKernelSetExecInfo(null_mut(), UR_KERNEL_EXEC_INFO_CACHE_CONFIG, 0, null(), null()),
            UR_RESULT_ERROR_INVALID_NULL_HANDLE
        );
        let mut native = 0usize;
        assert_eq!(urKernelGetNativeHandle(null_mut(), &mut native), UR_RESULT_ERROR_INVALID_NULL_HANDLE);
        assert_eq!(
            urKernelCreateWithNativeHandle(0, e.ctx, null_mut(), null(), &mut k),
            UR_RESULT_ERROR_INVALID_NULL_HANDLE
        );
        urContextRelease(e.ctx);
    }
}

#[test]
fn source_program_build_query_and_kernels() {
    let e = env();
    let p = program_from_source(&e, SRC);
    // SAFETY: (whole block) handles from the adapter; every buffer is a
    // local of the size passed with it.
    unsafe {
        // Before the build: no kernel.
        let mut k: ur_kernel_handle_t = null_mut();
        assert_eq!(urKernelCreate(p, c"scale".as_ptr(), &mut k), UR_RESULT_ERROR_INVALID_PROGRAM_EXECUTABLE);
        let st: ur_program_build_status_t =
            val(|s, v, r| urProgramGetBuildInfo(p, e.dev, UR_PROGRAM_BUILD_INFO_STATUS, s, v, r));
        assert_eq!(st, UR_PROGRAM_BUILD_STATUS_NONE);

        assert_eq!(urProgramBuild(e.ctx, p, c"-cl-fast-relaxed-math".as_ptr()), UR_RESULT_SUCCESS, "{}", last_error());
        let st: ur_program_build_status_t =
            val(|s, v, r| urProgramGetBuildInfo(p, e.dev, UR_PROGRAM_BUILD_INFO_STATUS, s, v, r));
        assert_eq!(st, UR_PROGRAM_BUILD_STATUS_SUCCESS);
        let bt: ur_program_binary_type_t =
            val(|s, v, r| urProgramGetBuildInfo(p, e.dev, UR_PROGRAM_BUILD_INFO_BINARY_TYPE, s, v, r));
        assert_eq!(bt, UR_PROGRAM_BINARY_TYPE_EXECUTABLE);
        assert!(build_string(p, e.dev, UR_PROGRAM_BUILD_INFO_OPTIONS).contains("-cl-fast-relaxed-math"));
        build_string(p, e.dev, UR_PROGRAM_BUILD_INFO_LOG);
        let mut b = 0u32;
        assert_eq!(
            urProgramGetBuildInfo(p, e.dev, 0x77, 4, (&mut b as *mut u32).cast(), null_mut()),
            UR_RESULT_ERROR_INVALID_ENUMERATION
        );
        assert_eq!(
            urProgramGetBuildInfo(
                p,
                null_mut(),
                UR_PROGRAM_BUILD_INFO_STATUS,
                4,
                (&mut b as *mut u32).cast(),
                null_mut()
            ),
            UR_RESULT_ERROR_INVALID_NULL_HANDLE
        );
        assert_eq!(
            urProgramGetBuildInfo(p, e.dev, UR_PROGRAM_BUILD_INFO_STATUS, 2, (&mut b as *mut u32).cast(), null_mut()),
            UR_RESULT_ERROR_INVALID_SIZE
        );

        // Program info.
        let rc: u32 = val(|s, v, r| urProgramGetInfo(p, UR_PROGRAM_INFO_REFERENCE_COUNT, s, v, r));
        assert_eq!(rc, 1);
        let c: ur_context_handle_t = val(|s, v, r| urProgramGetInfo(p, UR_PROGRAM_INFO_CONTEXT, s, v, r));
        assert_eq!(c, e.ctx);
        let nd: u32 = val(|s, v, r| urProgramGetInfo(p, UR_PROGRAM_INFO_NUM_DEVICES, s, v, r));
        assert_eq!(nd, 1);
        let d: ur_device_handle_t = val(|s, v, r| urProgramGetInfo(p, UR_PROGRAM_INFO_DEVICES, s, v, r));
        assert_eq!(d, e.dev);
        let nk: usize = val(|s, v, r| urProgramGetInfo(p, UR_PROGRAM_INFO_NUM_KERNELS, s, v, r));
        assert_eq!(nk, 2);
        let names = program_string(p, UR_PROGRAM_INFO_KERNEL_NAMES);
        let mut names: Vec<&str> = names.split(';').collect();
        names.sort();
        assert_eq!(names, ["other", "scale"]);
        let size: usize = val(|s, v, r| urProgramGetInfo(p, UR_PROGRAM_INFO_BINARY_SIZES, s, v, r));
        assert!(size > 0);
        let mut bin = vec![0u8; size];
        let mut ptr = bin.as_mut_ptr();
        assert_eq!(
            urProgramGetInfo(p, UR_PROGRAM_INFO_BINARIES, 1, (&mut ptr as *mut *mut u8).cast(), null_mut()),
            UR_RESULT_ERROR_INVALID_SIZE
        );
        let mut n = 0usize;
        assert_eq!(
            urProgramGetInfo(
                p,
                UR_PROGRAM_INFO_BINARIES,
                std::mem::size_of::<*mut u8>(),
                (&mut ptr as *mut *mut u8).cast(),
                &mut n
            ),
            UR_RESULT_SUCCESS
        );
        assert_eq!(n, std::mem::size_of::<*mut u8>());
        assert!(bin.iter().any(|&x| x != 0), "a binary was written");
        assert_eq!(
            urProgramGetInfo(p, 0x99, 4, (&mut b as *mut u32).cast(), null_mut()),
            UR_RESULT_ERROR_INVALID_ENUMERATION
        );
        assert_eq!(
            urProgramGetInfo(p, UR_PROGRAM_INFO_NUM_DEVICES, 2, (&mut b as *mut u32).cast(), null_mut()),
            UR_RESULT_ERROR_INVALID_SIZE
        );
        assert_eq!(
            urProgramGetInfo(p, UR_PROGRAM_INFO_NUM_DEVICES, 4, null_mut(), null_mut()),
            UR_RESULT_ERROR_INVALID_NULL_POINTER
        );
        let mut native = 0usize;
        assert_eq!(urProgramGetNativeHandle(p, &mut native), UR_RESULT_SUCCESS);
        assert_ne!(native, 0);
        assert_eq!(urProgramGetNativeHandle(p, null_mut()), UR_RESULT_ERROR_INVALID_NULL_POINTER);

        // Function pointers: the name must be a kernel of the program.
        let mut fp: *mut c_void = null_mut();
        assert_eq!(
            urProgramGetFunctionPointer(e.dev, p, c"nope".as_ptr(), &mut fp),
            UR_RESULT_ERROR_INVALID_KERNEL_NAME
        );
        let r = urProgramGetFunctionPointer(e.dev, p, c"scale".as_ptr(), &mut fp);
        assert!(r == UR_RESULT_SUCCESS || r == UR_RESULT_ERROR_FUNCTION_ADDRESS_NOT_AVAILABLE, "{r:#x}");
        assert_eq!(urProgramGetFunctionPointer(e.dev, p, null(), &mut fp), UR_RESULT_ERROR_INVALID_NULL_POINTER);

        // Kernels.
        assert_eq!(urKernelCreate(p, c"nope".as_ptr(), &mut k), UR_RESULT_ERROR_INVALID_KERNEL_NAME);
        assert!(last_error().contains("nope"), "{}", last_error());
        assert_eq!(urKernelCreate(p, null(), &mut k), UR_RESULT_ERROR_INVALID_NULL_POINTER);
        assert_eq!(urKernelCreate(p, c"scale".as_ptr(), null_mut()), UR_RESULT_ERROR_INVALID_NULL_POINTER);
        assert_eq!(urKernelCreate(p, c"scale".as_ptr(), &mut k), UR_RESULT_SUCCESS);
        let name = info_string(|s, v, r| urKernelGetInfo(k, UR_KERNEL_INFO_FUNCTION_NAME, s, v, r));
        assert_eq!(name, "scale");
        let na: u32 = val(|s, v, r| urKernelGetInfo(k, UR_KERNEL_INFO_NUM_ARGS, s, v, r));
        assert_eq!(na, 2);
        let kp: ur_program_handle_t = val(|s, v, r| urKernelGetInfo(k, UR_KERNEL_INFO_PROGRAM, s, v, r));
        assert_eq!(kp, p);
        let kc: ur_context_handle_t = val(|s, v, r| urKernelGetInfo(k, UR_KERNEL_INFO_CONTEXT, s, v, r));
        assert_eq!(kc, e.ctx);
        assert_eq!(urKernelRetain(k), UR_RESULT_SUCCESS);
        let krc: u32 = val(|s, v, r| urKernelGetInfo(k, UR_KERNEL_INFO_REFERENCE_COUNT, s, v, r));
        assert_eq!(krc, 2);
        assert_eq!(urKernelRelease(k), UR_RESULT_SUCCESS);
        info_string(|s, v, r| urKernelGetInfo(k, UR_KERNEL_INFO_ATTRIBUTES, s, v, r));
        assert_eq!(
            urKernelGetInfo(k, 0x55, 4, (&mut b as *mut u32).cast(), null_mut()),
            UR_RESULT_ERROR_INVALID_ENUMERATION
        );
        assert_eq!(
            urKernelGetInfo(k, UR_KERNEL_INFO_NUM_ARGS, 1, (&mut b as *mut u32).cast(), null_mut()),
            UR_RESULT_ERROR_INVALID_SIZE
        );

        // Group info.
        let wg: usize = val(|s, v, r| urKernelGetGroupInfo(k, e.dev, UR_KERNEL_GROUP_INFO_WORK_GROUP_SIZE, s, v, r));
        assert!(wg >= 1);
        let cwg: [usize; 3] =
            val(|s, v, r| urKernelGetGroupInfo(k, e.dev, UR_KERNEL_GROUP_INFO_COMPILE_WORK_GROUP_SIZE, s, v, r));
        assert_eq!(cwg, [0, 0, 0]);
        let pm: usize = val(|s, v, r| {
            urKernelGetGroupInfo(k, e.dev, UR_KERNEL_GROUP_INFO_PREFERRED_WORK_GROUP_SIZE_MULTIPLE, s, v, r)
        });
        assert!(pm >= 1);
        let _: u64 = val(|s, v, r| urKernelGetGroupInfo(k, e.dev, UR_KERNEL_GROUP_INFO_LOCAL_MEM_SIZE, s, v, r));
        let _: u64 = val(|s, v, r| urKernelGetGroupInfo(k, e.dev, UR_KERNEL_GROUP_INFO_PRIVATE_MEM_SIZE, s, v, r));
        let mut three = [0usize; 3];
        for q in [
            UR_KERNEL_GROUP_INFO_GLOBAL_WORK_SIZE,
            UR_KERNEL_GROUP_INFO_COMPILE_MAX_WORK_GROUP_SIZE,
            UR_KERNEL_GROUP_INFO_COMPILE_MAX_LINEAR_WORK_GROUP_SIZE,
        ] {
            assert_eq!(
                urKernelGetGroupInfo(k, e.dev, q, 24, three.as_mut_ptr().cast(), null_mut()),
                UR_RESULT_ERROR_UNSUPPORTED_ENUMERATION
            );
        }
        assert_eq!(
            urKernelGetGroupInfo(k, e.dev, 0x66, 24, three.as_mut_ptr().cast(), null_mut()),
            UR_RESULT_ERROR_INVALID_ENUMERATION
        );
        assert_eq!(
            urKernelGetGroupInfo(
                k,
                e.dev,
                UR_KERNEL_GROUP_INFO_COMPILE_WORK_GROUP_SIZE,
                8,
                three.as_mut_ptr().cast(),
                null_mut()
            ),
            UR_RESULT_ERROR_INVALID_SIZE
        );

        // Sub-group info: 32-bit answers, sensible without sub-groups.
        let msg: u32 =
            val(|s, v, r| urKernelGetSubGroupInfo(k, e.dev, UR_KERNEL_SUB_GROUP_INFO_MAX_SUB_GROUP_SIZE, s, v, r));
        assert!(msg >= 1);
        let mns: u32 =
            val(|s, v, r| urKernelGetSubGroupInfo(k, e.dev, UR_KERNEL_SUB_GROUP_INFO_MAX_NUM_SUB_GROUPS, s, v, r));
        assert!(mns >= 1);
        let cns: u32 =
            val(|s, v, r| urKernelGetSubGroupInfo(k, e.dev, UR_KERNEL_SUB_GROUP_INFO_COMPILE_NUM_SUB_GROUPS, s, v, r));
        assert_eq!(cns, 0, "not specified by the kernel");
        let _: u32 =
            val(|s, v, r| urKernelGetSubGroupInfo(k, e.dev, UR_KERNEL_SUB_GROUP_INFO_SUB_GROUP_SIZE_INTEL, s, v, r));
        assert_eq!(
            urKernelGetSubGroupInfo(k, e.dev, 0x44, 4, (&mut b as *mut u32).cast(), null_mut()),
            UR_RESULT_ERROR_INVALID_ENUMERATION
        );

        // Arguments.
        let f = 2.0f32;
        assert_eq!(urKernelSetArgValue(k, 1, 4, null(), (&f as *const f32).cast()), UR_RESULT_SUCCESS);
        assert_eq!(urKernelSetArgValue(k, 1, 4, null(), null()), UR_RESULT_ERROR_INVALID_NULL_POINTER);
        assert_eq!(
            urKernelSetArgValue(k, 7, 4, null(), (&f as *const f32).cast()),
            UR_RESULT_ERROR_INVALID_KERNEL_ARGUMENT_INDEX
        );
        assert_eq!(urKernelSetArgMemObj(k, 0, null(), null_mut()), UR_RESULT_SUCCESS, "a NULL buffer");
        assert_eq!(
            urKernelSetArgMemObj(k, 0, null(), 0x3000usize as ur_mem_handle_t),
            UR_RESULT_ERROR_INVALID_MEM_OBJECT
        );
        let mut k2: ur_kernel_handle_t = null_mut();
        assert_eq!(urKernelCreate(p, c"other".as_ptr(), &mut k2), UR_RESULT_SUCCESS);
        assert_eq!(urKernelSetArgLocal(k2, 0, 64, null()), UR_RESULT_SUCCESS);
        assert_eq!(urKernelSetArgLocal(k2, 9, 64, null()), UR_RESULT_ERROR_INVALID_KERNEL_ARGUMENT_INDEX);

        // Exec info and the rest.
        let yes: ur_bool_t = 1;
        assert_eq!(
            urKernelSetExecInfo(k, UR_KERNEL_EXEC_INFO_CACHE_CONFIG, 4, null(), (&b as *const u32).cast()),
            UR_RESULT_SUCCESS
        );
        assert_eq!(
            urKernelSetExecInfo(k, 0x77, 1, null(), (&yes as *const ur_bool_t).cast()),
            UR_RESULT_ERROR_INVALID_ENUMERATION
        );
        assert_eq!(
            urKernelSetExecInfo(k, UR_KERNEL_EXEC_INFO_USM_INDIRECT_ACCESS, 1, null(), null()),
            UR_RESULT_ERROR_INVALID_NULL_POINTER
        );
        assert_eq!(urKernelSetSpecializationConstants(k, 0, null()), UR_RESULT_ERROR_INVALID_NULL_POINTER);
        let one = 1i32;
        let sc = ur_specialization_constant_info_t { id: 0, size: 4, pValue: (&one as *const i32).cast() };
        assert_eq!(urKernelSetSpecializationConstants(k, 1, &sc), UR_RESULT_ERROR_UNSUPPORTED_FEATURE);
        let mut groups = 0u32;
        assert_eq!(
            urKernelSuggestMaxCooperativeGroupCount(k, e.dev, 1, &wg, 0, &mut groups),
            UR_RESULT_ERROR_UNSUPPORTED_FEATURE
        );
        let global = [1024usize];
        let mut local = [0usize];
        assert_eq!(
            urKernelGetSuggestedLocalWorkSize(k, null_mut(), 1, null(), global.as_ptr(), local.as_mut_ptr()),
            UR_RESULT_ERROR_INVALID_NULL_HANDLE
        );

        // Native kernel round trip (not owned: our kernel keeps its reference).
        let mut nk = 0usize;
        assert_eq!(urKernelGetNativeHandle(k, &mut nk), UR_RESULT_SUCCESS);
        let mut k3: ur_kernel_handle_t = null_mut();
        assert_eq!(urKernelCreateWithNativeHandle(nk, e.ctx, p, null(), &mut k3), UR_RESULT_SUCCESS);
        let k3p: ur_program_handle_t = val(|s, v, r| urKernelGetInfo(k3, UR_KERNEL_INFO_PROGRAM, s, v, r));
        assert_eq!(k3p, p);
        assert_eq!(urKernelRelease(k3), UR_RESULT_SUCCESS);
        assert_eq!(urKernelCreateWithNativeHandle(nk, e.ctx, null_mut(), null(), &mut k3), UR_RESULT_SUCCESS);
        let k3p: ur_program_handle_t = val(|s, v, r| urKernelGetInfo(k3, UR_KERNEL_INFO_PROGRAM, s, v, r));
        assert!(!k3p.is_null());
        let na: u32 = val(|s, v, r| urKernelGetInfo(k3, UR_KERNEL_INFO_NUM_ARGS, s, v, r));
        assert_eq!(na, 2);
        assert_eq!(urKernelRelease(k3), UR_RESULT_SUCCESS);

        // The kernel keeps its program alive after the program's handle goes.
        assert_eq!(urProgramRelease(p), UR_RESULT_SUCCESS);
        assert_eq!(urProgramRetain(p), UR_RESULT_ERROR_INVALID_PROGRAM, "released program");
        assert_eq!(
            urProgramGetInfo(p, UR_PROGRAM_INFO_NUM_DEVICES, 4, (&mut b as *mut u32).cast(), null_mut()),
            UR_RESULT_ERROR_INVALID_PROGRAM
        );
        let na: u32 = val(|s, v, r| urKernelGetInfo(k, UR_KERNEL_INFO_NUM_ARGS, s, v, r));
        assert_eq!(na, 2);
        assert_eq!(urKernelRelease(k), UR_RESULT_SUCCESS);
        assert_eq!(urKernelRelease(k2), UR_RESULT_SUCCESS);
        assert_eq!(
            urKernelGetInfo(k, UR_KERNEL_INFO_NUM_ARGS, 4, (&mut b as *mut u32).cast(), null_mut()),
            UR_RESULT_ERROR_INVALID_KERNEL,
            "released kernel"
        );
        assert_eq!(urKernelSetArgLocal(k, 0, 4, null()), UR_RESULT_ERROR_INVALID_KERNEL);
        urContextRelease(e.ctx);
    }
}

#[test]
fn build_failure_has_a_readable_log() {
    let e = env();
    let p = program_from_source(&e, BAD_SRC);
    // SAFETY: (whole block) handles from the adapter, local buffers.
    unsafe {
        assert_eq!(urProgramBuild(e.ctx, p, null()), UR_RESULT_ERROR_PROGRAM_BUILD_FAILURE);
        assert!(last_error().contains("clBuildProgram"), "{}", last_error());
        let st: ur_program_build_status_t =
            val(|s, v, r| urProgramGetBuildInfo(p, e.dev, UR_PROGRAM_BUILD_INFO_STATUS, s, v, r));
        assert_eq!(st, UR_PROGRAM_BUILD_STATUS_ERROR);
        let log = build_string(p, e.dev, UR_PROGRAM_BUILD_INFO_LOG);
        assert!(log.to_lowercase().contains("error"), "build log: {log}");
        let mut k: ur_kernel_handle_t = null_mut();
        assert_ne!(urKernelCreate(p, c"broken".as_ptr(), &mut k), UR_RESULT_SUCCESS);
        // BuildExp with the device list fails the same way.
        let mut d = e.dev;
        assert_eq!(urProgramBuildExp(p, 1, &mut d, 0, null()), UR_RESULT_ERROR_PROGRAM_BUILD_FAILURE);
        assert_eq!(urProgramBuildExp(p, 0, &mut d, 0, null()), UR_RESULT_ERROR_INVALID_SIZE);
        assert_eq!(urProgramBuildExp(p, 1, null_mut(), 0, null()), UR_RESULT_ERROR_INVALID_NULL_POINTER);
        assert_eq!(urProgramRelease(p), UR_RESULT_SUCCESS);
        urContextRelease(e.ctx);
    }
}

#[test]
fn compile_link_and_binaries() {
    let e = env();
    let p = program_from_source(&e, SRC);
    // SAFETY: (whole block) handles from the adapter, local buffers.
    unsafe {
        let mut d = e.dev;
        assert_eq!(urProgramCompileExp(p, 1, &mut d, 0, null()), UR_RESULT_SUCCESS, "{}", last_error());
        let bt: ur_program_binary_type_t =
            val(|s, v, r| urProgramGetBuildInfo(p, e.dev, UR_PROGRAM_BUILD_INFO_BINARY_TYPE, s, v, r));
        assert_eq!(bt, UR_PROGRAM_BINARY_TYPE_COMPILED_OBJECT);
        let mut exe: ur_program_handle_t = null_mut();
        assert_eq!(
            urProgramLinkExp(e.ctx, 1, &mut d, 0, 1, &p, null(), &mut exe),
            UR_RESULT_SUCCESS,
            "{}",
            last_error()
        );
        let mut k: ur_kernel_handle_t = null_mut();
        assert_eq!(urKernelCreate(exe, c"scale".as_ptr(), &mut k), UR_RESULT_SUCCESS);
        assert_eq!(urKernelRelease(k), UR_RESULT_SUCCESS);
        let mut exe2: ur_program_handle_t = null_mut();
        assert_eq!(urProgramLink(e.ctx, 1, &p, c"".as_ptr(), &mut exe2), UR_RESULT_SUCCESS, "{}", last_error());
        let nd: u32 = val(|s, v, r| urProgramGetInfo(exe2, UR_PROGRAM_INFO_NUM_DEVICES, s, v, r));
        assert_eq!(nd, 1);

        // The executable's binary makes a program of its own.
        let size: usize = val(|s, v, r| urProgramGetInfo(exe, UR_PROGRAM_INFO_BINARY_SIZES, s, v, r));
        let mut bin = vec![0u8; size];
        let mut ptr = bin.as_mut_ptr();
        assert_eq!(
            urProgramGetInfo(exe, UR_PROGRAM_INFO_BINARIES, 8, (&mut ptr as *mut *mut u8).cast(), null_mut()),
            UR_RESULT_SUCCESS
        );
        let mut len = bin.len();
        let mut bp = bin.as_ptr();
        let mut fromb: ur_program_handle_t = null_mut();
        assert_eq!(
            urProgramCreateWithBinary(e.ctx, 1, &mut d, &mut len, &mut bp, null(), &mut fromb),
            UR_RESULT_SUCCESS,
            "{}",
            last_error()
        );
        assert_eq!(urProgramBuild(e.ctx, fromb, null()), UR_RESULT_SUCCESS, "{}", last_error());
        assert_eq!(urKernelCreate(fromb, c"other".as_ptr(), &mut k), UR_RESULT_SUCCESS);
        let devs: ur_device_handle_t = val(|s, v, r| urProgramGetInfo(fromb, UR_PROGRAM_INFO_DEVICES, s, v, r));
        assert_eq!(devs, e.dev);
        assert_eq!(urKernelRelease(k), UR_RESULT_SUCCESS);
        for h in [p, exe, exe2, fromb] {
            assert_eq!(urProgramRelease(h), UR_RESULT_SUCCESS);
        }
        urContextRelease(e.ctx);
    }
}

/// Whether the device takes SPIR-V (UR_DEVICE_INFO_IL_VERSION names it).
fn takes_spirv(d: ur_device_handle_t) -> bool {
    let mut n = 0usize;
    // SAFETY: size query with an out-pointer to a local.
    if unsafe { urDeviceGetInfo(d, UR_DEVICE_INFO_IL_VERSION, 0, null_mut(), &mut n) } != UR_RESULT_SUCCESS {
        return false;
    }
    let mut b = vec![0u8; n];
    // SAFETY: `n` bytes.
    if unsafe { urDeviceGetInfo(d, UR_DEVICE_INFO_IL_VERSION, n, b.as_mut_ptr().cast(), null_mut()) }
        != UR_RESULT_SUCCESS
    {
        return false;
    }
    String::from_utf8_lossy(&b).contains("SPIR-V")
}

#[test]
fn il_program() {
    let e = env();
    if !takes_spirv(e.dev) {
        // A driver without SPIR-V (PoCL 3.1): the program is refused, and
        // the message says why.
        let mut p: ur_program_handle_t = null_mut();
        // SAFETY: handles from the adapter, a local buffer.
        let r = unsafe { urProgramCreateWithIL(e.ctx, SPV.as_ptr().cast(), SPV.len(), null(), &mut p) };
        assert_ne!(r, UR_RESULT_SUCCESS);
        assert!(p.is_null());
        let msg = last_error();
        assert!(msg.contains("lists no SPIR-V in CL_DEVICE_IL_VERSION"), "{msg}");
        eprintln!("the device takes no SPIR-V ({msg}): run under scripts/intel-runtime.sh --env for the IL path");
        return;
    }
    // SAFETY: (whole block) handles from the adapter, local buffers.
    unsafe {
        let mut p: ur_program_handle_t = null_mut();
        assert_eq!(
            urProgramCreateWithIL(e.ctx, SPV.as_ptr().cast(), SPV.len(), null(), &mut p),
            UR_RESULT_SUCCESS,
            "{}",
            last_error()
        );
        // A module without specialization constants rejects an id.
        let v = 7i32;
        let sc = ur_specialization_constant_info_t { id: 99, size: 4, pValue: (&v as *const i32).cast() };
        assert_eq!(urProgramSetSpecializationConstants(p, 1, &sc), UR_RESULT_ERROR_INVALID_SPEC_ID);
        assert_eq!(urProgramSetSpecializationConstants(p, 0, &sc), UR_RESULT_ERROR_INVALID_SIZE);
        assert_eq!(urProgramSetSpecializationConstants(p, 1, null()), UR_RESULT_ERROR_INVALID_NULL_POINTER);
        let mut d = e.dev;
        assert_eq!(
            urProgramBuildExp(p, 1, &mut d, 0, c"-cl-opt-disable".as_ptr()),
            UR_RESULT_SUCCESS,
            "{}",
            last_error()
        );
        let mut n = 0usize;
        assert_eq!(urProgramGetInfo(p, UR_PROGRAM_INFO_IL, 0, null_mut(), &mut n), UR_RESULT_SUCCESS);
        assert_eq!(n, SPV.len(), "the IL is the created program's");
        let mut il = vec![0u8; n];
        assert_eq!(urProgramGetInfo(p, UR_PROGRAM_INFO_IL, n, il.as_mut_ptr().cast(), null_mut()), UR_RESULT_SUCCESS);
        assert_eq!(il, SPV);
        let st: ur_program_build_status_t =
            val(|s, v, r| urProgramGetBuildInfo(p, e.dev, UR_PROGRAM_BUILD_INFO_STATUS, s, v, r));
        assert_eq!(st, UR_PROGRAM_BUILD_STATUS_SUCCESS);
        let mut k: ur_kernel_handle_t = null_mut();
        assert_eq!(urKernelCreate(p, c"scale".as_ptr(), &mut k), UR_RESULT_SUCCESS, "{}", last_error());
        let kp: ur_program_handle_t = val(|s, v, r| urKernelGetInfo(k, UR_KERNEL_INFO_PROGRAM, s, v, r));
        assert_eq!(kp, p, "the user's program, whatever stands in for it");
        let msg: u32 =
            val(|s, v, r| urKernelGetSubGroupInfo(k, e.dev, UR_KERNEL_SUB_GROUP_INFO_MAX_SUB_GROUP_SIZE, s, v, r));
        assert!(msg >= 1);
        assert_eq!(urKernelRelease(k), UR_RESULT_SUCCESS);
        assert_eq!(urProgramRelease(p), UR_RESULT_SUCCESS);
        urContextRelease(e.ctx);
    }
}

/// Two kernels (`bundle_spv_add`, `bundle_spv_spec`: a[i] = spec constant 7).
const SPEC_SPV: &[u8] = include_bytes!("fixtures/spec.spv");

/// Specialization constants set before the build reach the kernel, on any
/// device that takes SPIR-V: natively (Intel's CPU runtime) or through the
/// PTX route (NVIDIA, where the SPIR-V is specialized before translation
/// and a program made from it stands in for the caller's); OpenCL's id and
/// size rules hold either way.
#[test]
fn il_spec_constants_reach_the_kernel() {
    let e = env();
    if !takes_spirv(e.dev) {
        eprintln!("SKIP: the device takes no SPIR-V");
        return;
    }
    // SAFETY: (whole block) handles from the adapter; the shared allocation
    // is read on the host only after the queue finished.
    unsafe {
        let mut p: ur_program_handle_t = null_mut();
        assert_eq!(
            urProgramCreateWithIL(e.ctx, SPEC_SPV.as_ptr().cast(), SPEC_SPV.len(), null(), &mut p),
            UR_RESULT_SUCCESS,
            "{}",
            last_error()
        );
        let v = 4321i32;
        let sc =
            |id: u32, size: usize| ur_specialization_constant_info_t { id, size, pValue: (&v as *const i32).cast() };
        assert_eq!(urProgramSetSpecializationConstants(p, 1, &sc(99, 4)), UR_RESULT_ERROR_INVALID_SPEC_ID);
        assert_ne!(urProgramSetSpecializationConstants(p, 1, &sc(7, 8)), UR_RESULT_SUCCESS, "a size not the type's");
        assert_eq!(urProgramSetSpecializationConstants(p, 1, &sc(7, 4)), UR_RESULT_SUCCESS, "{}", last_error());
        assert_eq!(urProgramBuild(e.ctx, p, null()), UR_RESULT_SUCCESS, "{}", last_error());
        let mut k: ur_kernel_handle_t = null_mut();
        assert_eq!(urKernelCreate(p, c"bundle_spv_spec".as_ptr(), &mut k), UR_RESULT_SUCCESS, "{}", last_error());
        let mut q: ur_queue_handle_t = null_mut();
        assert_eq!(urQueueCreate(e.ctx, e.dev, null(), &mut q), UR_RESULT_SUCCESS);
        let mut a: *mut c_void = null_mut();
        assert_eq!(
            urUSMSharedAlloc(e.ctx, e.dev, null(), null_mut(), 16, &mut a),
            UR_RESULT_SUCCESS,
            "{}",
            last_error()
        );
        std::slice::from_raw_parts_mut(a.cast::<i32>(), 4).fill(-1);
        assert_eq!(urKernelSetArgPointer(k, 0, null(), a), UR_RESULT_SUCCESS, "{}", last_error());
        let gws = [4usize];
        assert_eq!(
            urEnqueueKernelLaunch(q, k, 1, null(), gws.as_ptr(), null(), null(), 0, null(), null_mut()),
            UR_RESULT_SUCCESS,
            "{}",
            last_error()
        );
        assert_eq!(urQueueFinish(q), UR_RESULT_SUCCESS);
        assert_eq!(std::slice::from_raw_parts(a.cast::<i32>(), 4), &[v; 4], "the value set before the build");
        assert_eq!(urUSMFree(e.ctx, a), UR_RESULT_SUCCESS);
        assert_eq!(urKernelRelease(k), UR_RESULT_SUCCESS);
        assert_eq!(urProgramRelease(p), UR_RESULT_SUCCESS);
        assert_eq!(urQueueRelease(q), UR_RESULT_SUCCESS);
        urContextRelease(e.ctx);
    }
}

/// Child: one IL program built through the UR face; prints the cache counters.
fn cache_child(mode: &str) {
    let e = env();
    assert!(takes_spirv(e.dev), "the child runs on Intel's CPU runtime");
    let spec: Option<i32> = mode.strip_prefix("spec=").and_then(|v| v.parse().ok());
    // SAFETY: (whole block) handles from the adapter, local buffers.
    unsafe {
        let mut p: ur_program_handle_t = null_mut();
        assert_eq!(
            urProgramCreateWithIL(e.ctx, SPEC_SPV.as_ptr().cast(), SPEC_SPV.len(), null(), &mut p),
            UR_RESULT_SUCCESS,
            "{}",
            last_error()
        );
        if let Some(v) = spec {
            let sc = ur_specialization_constant_info_t { id: 7, size: 4, pValue: (&v as *const i32).cast() };
            assert_eq!(urProgramSetSpecializationConstants(p, 1, &sc), UR_RESULT_SUCCESS, "{}", last_error());
        }
        assert_eq!(urProgramBuild(e.ctx, p, null()), UR_RESULT_SUCCESS, "{}", last_error());
        // Built (or standing in), whichever way it came.
        let st: ur_program_build_status_t =
            val(|s, v, r| urProgramGetBuildInfo(p, e.dev, UR_PROGRAM_BUILD_INFO_STATUS, s, v, r));
        assert_eq!(st, UR_PROGRAM_BUILD_STATUS_SUCCESS);
        let names = program_string(p, UR_PROGRAM_INFO_KERNEL_NAMES);
        assert!(names.contains("bundle_spv_spec"), "{names}");
        let mut n = 0usize;
        assert_eq!(urProgramGetInfo(p, UR_PROGRAM_INFO_IL, 0, null_mut(), &mut n), UR_RESULT_SUCCESS);
        assert_eq!(n, SPEC_SPV.len(), "the IL stays the user's program's");
        let mut k: ur_kernel_handle_t = null_mut();
        assert_eq!(urKernelCreate(p, c"bundle_spv_spec".as_ptr(), &mut k), UR_RESULT_SUCCESS, "{}", last_error());
        let kp: ur_program_handle_t = val(|s, v, r| urKernelGetInfo(k, UR_KERNEL_INFO_PROGRAM, s, v, r));
        assert_eq!(kp, p);
        // Spec constants after the build go to the IL program (a later build).
        let v = 3i32;
        let sc = ur_specialization_constant_info_t { id: 7, size: 4, pValue: (&v as *const i32).cast() };
        assert_eq!(urProgramSetSpecializationConstants(p, 1, &sc), UR_RESULT_SUCCESS, "{}", last_error());
        // The kernel keeps the program (and its stand-in) alive.
        assert_eq!(urProgramRelease(p), UR_RESULT_SUCCESS);
        let na: u32 = val(|s, v, r| urKernelGetInfo(k, UR_KERNEL_INFO_NUM_ARGS, s, v, r));
        assert_eq!(na, 1);
        assert_eq!(urKernelRelease(k), UR_RESULT_SUCCESS);
        urContextRelease(e.ctx);
    }
    // Stores happen in the background: wait for them before counting.
    assert!(syclrt::core::cache::flush_stores(std::time::Duration::from_secs(60)), "pending stores");
    let dc = syclrt::core::cache::disk_cache().map(|d| d.counters()).unwrap_or_default();
    println!("RESULT disk_hits={}", dc.hits);
    println!("RESULT disk_writes={}", dc.writes);
    println!("RESULT compiled={}", syclrt::core::cache::compiled_devices());
}

/// The environment that makes a child see Intel's CPU OpenCL runtime, or
/// None when the cached venv (scripts/intel-runtime.sh) is absent.
fn intel_env() -> Option<Vec<(&'static str, String)>> {
    let cache = std::env::var_os("SYCLRT_CI_CACHE")
        .map(std::path::PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| std::path::PathBuf::from(h).join(".cache/syclrt-ci")));
    let venv = cache.map(|c| c.join("venv-2024.2.1")).filter(|v| v.join(".complete").exists())?;
    let lib = venv.join("lib");
    let ld = match std::env::var("LD_LIBRARY_PATH") {
        Ok(old) if !old.is_empty() && !old.contains(&lib.display().to_string()) => format!("{}:{old}", lib.display()),
        Ok(old) if !old.is_empty() => old,
        _ => lib.display().to_string(),
    };
    Some(vec![("LD_LIBRARY_PATH", ld), ("OCL_ICD_VENDORS", venv.join("etc/OpenCL/vendors").display().to_string())])
}

fn counts(out: &str) -> [u64; 3] {
    ["disk_hits", "disk_writes", "compiled"].map(|n| {
        let v = results(out, n);
        assert_eq!(v.len(), 1, "{n} in:\n{out}");
        v[0].parse().unwrap()
    })
}

#[test]
fn il_builds_go_through_the_persistent_cache() {
    const TEST: &str = "il_builds_go_through_the_persistent_cache";
    if let Some(mode) = child_mode() {
        cache_child(&mode);
        return;
    }
    let Some(mut envs) = intel_env() else {
        println!("SKIP: the Intel runtime venv is absent (run scripts/intel-runtime.sh to set it up)");
        return;
    };
    let dir = tempdir("ur-cache");
    envs.push(("SYCL_CACHE_PERSISTENT", "1".into()));
    envs.push(("SYCL_CACHE_DIR", dir.display().to_string()));
    let run = |mode: &str| counts(&finish(spawn_child(TEST, mode, &envs)));
    // [disk_hits, disk_writes, compiled]
    assert_eq!(run("spec=none"), [0, 1, 1], "first process: built from IL and stored");
    assert_eq!(run("spec=none"), [1, 0, 0], "second process: the stored binary stands in, no compile");
    assert_eq!(run("spec=80"), [0, 1, 1], "a spec-constant value set before the build is part of the key");
    assert_eq!(run("spec=80"), [1, 0, 0]);
    envs.pop();
    envs.pop();
    envs.push(("SYCL_CACHE_PERSISTENT", "0".into()));
    envs.push(("SYCL_CACHE_DIR", dir.display().to_string()));
    let run = |mode: &str| counts(&finish(spawn_child(TEST, mode, &envs)));
    assert_eq!(run("spec=none"), [0, 0, 0], "cache off: clBuildProgram directly, nothing stored or loaded");
    let _ = std::fs::remove_dir_all(&dir);
}
