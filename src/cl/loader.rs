//! The OpenCL ICD loader, opened at run time with libloading.
//!
//! `libsyclrt.so` has no NEEDED entry on libOpenCL (a test checks it with
//! readelf): the first call that needs OpenCL opens, in this order,
//! `$SYCLRT_OPENCL_LIBRARY` (if set, and only it), `libOpenCL.so.1`,
//! `libOpenCL.so`. The library handle lives in the same struct as the
//! function pointers taken from it (the `ash::Entry` pattern), and the
//! struct is stored in a process-wide `OnceLock`, so no pointer can outlive
//! the code it points into.
//!
//! Entry points are split in two groups. *Required* ones are in every
//! OpenCL 1.2 ICD loader; if one is missing the file is not an OpenCL
//! library and loading fails with a clear message. *Optional* ones (2.x and
//! 3.0 additions) are `Option<fn>`; calling an absent one yields
//! [`ClError::unsupported`], which the C API reports as `UNSUPPORTED`.
#![allow(non_snake_case, reason = "fields are named exactly like the OpenCL entry points")]

use super::sys::*;
use super::ClError;
use std::ffi::c_void;
use std::sync::{Arc, OnceLock};

macro_rules! cl_api {
    (
        required { $( $r:ident ( $($ra:ty),* $(,)? ) -> $rr:ty; )* }
        optional { $( $o:ident ( $($oa:ty),* $(,)? ) -> $or:ty; )* }
    ) => {
        /// The loaded OpenCL entry points, plus the library that owns them.
        #[derive(Clone)]
        pub struct ClApi {
            $( pub $r: unsafe extern "C" fn($($ra),*) -> $rr, )*
            $( pub $o: Option<unsafe extern "C" fn($($oa),*) -> $or>, )*
            /// Where the library was loaded from.
            pub path: String,
            _lib: Arc<libloading::Library>,
        }

        /// Names of the entry points every OpenCL library must export.
        pub const REQUIRED: &[&str] = &[$(stringify!($r)),*];
        /// Names of the entry points that may be absent (2.x/3.0 additions).
        pub const OPTIONAL: &[&str] = &[$(stringify!($o)),*];

        impl ClApi {
            /// Resolves every entry point of `lib`.
            ///
            /// # Safety
            /// `lib` must be an OpenCL ICD loader or implementation: the
            /// symbols found are trusted to have the OpenCL signatures.
            unsafe fn from_library(lib: libloading::Library, path: String) -> Result<Self, String> {
                $(
                    // SAFETY: the symbol is an OpenCL entry point with this
                    // signature (the caller's contract); the pointer is kept
                    // beside `lib`, which is never unloaded while it lives.
                    let $r = unsafe {
                        *lib.get::<unsafe extern "C" fn($($ra),*) -> $rr>(
                            concat!(stringify!($r), "\0").as_bytes(),
                        ).map_err(|_| format!(
                            "{path} is not an OpenCL library: it lacks {}", stringify!($r)
                        ))?
                    };
                )*
                $(
                    // SAFETY: as above; absence is allowed for these.
                    let $o = unsafe {
                        lib.get::<unsafe extern "C" fn($($oa),*) -> $or>(
                            concat!(stringify!($o), "\0").as_bytes(),
                        ).ok().map(|s| *s)
                    };
                )*
                Ok(ClApi { $($r,)* $($o,)* path, _lib: Arc::new(lib) })
            }

            /// Names of the optional entry points this library lacks.
            pub fn missing_optional(&self) -> Vec<&'static str> {
                let mut v = Vec::new();
                $( if self.$o.is_none() { v.push(stringify!($o)); } )*
                v
            }
        }
    };
}

cl_api! {
    required {
        clGetPlatformIDs(cl_uint, *mut cl_platform_id, *mut cl_uint) -> cl_int;
        clGetPlatformInfo(cl_platform_id, cl_platform_info, usize, *mut c_void, *mut usize) -> cl_int;
        clGetDeviceIDs(cl_platform_id, cl_device_type, cl_uint, *mut cl_device_id, *mut cl_uint) -> cl_int;
        clGetDeviceInfo(cl_device_id, cl_device_info, usize, *mut c_void, *mut usize) -> cl_int;
        clCreateSubDevices(cl_device_id, *const cl_device_partition_property, cl_uint, *mut cl_device_id, *mut cl_uint) -> cl_int;
        clRetainDevice(cl_device_id) -> cl_int;
        clReleaseDevice(cl_device_id) -> cl_int;
        clCreateContext(*const cl_context_properties, cl_uint, *const cl_device_id, ContextCallback, *mut c_void, *mut cl_int) -> cl_context;
        clRetainContext(cl_context) -> cl_int;
        clReleaseContext(cl_context) -> cl_int;
        clGetContextInfo(cl_context, cl_context_info, usize, *mut c_void, *mut usize) -> cl_int;
        clCreateCommandQueue(cl_context, cl_device_id, cl_command_queue_properties, *mut cl_int) -> cl_command_queue;
        clRetainCommandQueue(cl_command_queue) -> cl_int;
        clReleaseCommandQueue(cl_command_queue) -> cl_int;
        clGetCommandQueueInfo(cl_command_queue, cl_command_queue_info, usize, *mut c_void, *mut usize) -> cl_int;
        clFlush(cl_command_queue) -> cl_int;
        clFinish(cl_command_queue) -> cl_int;
        clCreateBuffer(cl_context, cl_mem_flags, usize, *mut c_void, *mut cl_int) -> cl_mem;
        clCreateSubBuffer(cl_mem, cl_mem_flags, cl_buffer_create_type, *const c_void, *mut cl_int) -> cl_mem;
        clRetainMemObject(cl_mem) -> cl_int;
        clReleaseMemObject(cl_mem) -> cl_int;
        clGetMemObjectInfo(cl_mem, cl_mem_info, usize, *mut c_void, *mut usize) -> cl_int;
        clEnqueueReadBuffer(cl_command_queue, cl_mem, cl_bool, usize, usize, *mut c_void, cl_uint, *const cl_event, *mut cl_event) -> cl_int;
        clEnqueueWriteBuffer(cl_command_queue, cl_mem, cl_bool, usize, usize, *const c_void, cl_uint, *const cl_event, *mut cl_event) -> cl_int;
        clEnqueueCopyBuffer(cl_command_queue, cl_mem, cl_mem, usize, usize, usize, cl_uint, *const cl_event, *mut cl_event) -> cl_int;
        clEnqueueFillBuffer(cl_command_queue, cl_mem, *const c_void, usize, usize, usize, cl_uint, *const cl_event, *mut cl_event) -> cl_int;
        clEnqueueReadBufferRect(cl_command_queue, cl_mem, cl_bool, *const usize, *const usize, *const usize, usize, usize, usize, usize, *mut c_void, cl_uint, *const cl_event, *mut cl_event) -> cl_int;
        clEnqueueWriteBufferRect(cl_command_queue, cl_mem, cl_bool, *const usize, *const usize, *const usize, usize, usize, usize, usize, *const c_void, cl_uint, *const cl_event, *mut cl_event) -> cl_int;
        clEnqueueCopyBufferRect(cl_command_queue, cl_mem, cl_mem, *const usize, *const usize, *const usize, usize, usize, usize, usize, cl_uint, *const cl_event, *mut cl_event) -> cl_int;
        clEnqueueMapBuffer(cl_command_queue, cl_mem, cl_bool, cl_map_flags, usize, usize, cl_uint, *const cl_event, *mut cl_event, *mut cl_int) -> *mut c_void;
        clEnqueueUnmapMemObject(cl_command_queue, cl_mem, *mut c_void, cl_uint, *const cl_event, *mut cl_event) -> cl_int;
        clCreateProgramWithSource(cl_context, cl_uint, *const *const libc::c_char, *const usize, *mut cl_int) -> cl_program;
        clCreateProgramWithBinary(cl_context, cl_uint, *const cl_device_id, *const usize, *const *const u8, *mut cl_int, *mut cl_int) -> cl_program;
        clCreateProgramWithBuiltInKernels(cl_context, cl_uint, *const cl_device_id, *const libc::c_char, *mut cl_int) -> cl_program;
        clRetainProgram(cl_program) -> cl_int;
        clReleaseProgram(cl_program) -> cl_int;
        clBuildProgram(cl_program, cl_uint, *const cl_device_id, *const libc::c_char, BuildCallback, *mut c_void) -> cl_int;
        clCompileProgram(cl_program, cl_uint, *const cl_device_id, *const libc::c_char, cl_uint, *const cl_program, *const *const libc::c_char, BuildCallback, *mut c_void) -> cl_int;
        clLinkProgram(cl_context, cl_uint, *const cl_device_id, *const libc::c_char, cl_uint, *const cl_program, BuildCallback, *mut c_void, *mut cl_int) -> cl_program;
        clGetProgramInfo(cl_program, cl_program_info, usize, *mut c_void, *mut usize) -> cl_int;
        clGetProgramBuildInfo(cl_program, cl_device_id, cl_program_build_info, usize, *mut c_void, *mut usize) -> cl_int;
        clCreateKernel(cl_program, *const libc::c_char, *mut cl_int) -> cl_kernel;
        clCreateKernelsInProgram(cl_program, cl_uint, *mut cl_kernel, *mut cl_uint) -> cl_int;
        clRetainKernel(cl_kernel) -> cl_int;
        clReleaseKernel(cl_kernel) -> cl_int;
        clSetKernelArg(cl_kernel, cl_uint, usize, *const c_void) -> cl_int;
        clGetKernelInfo(cl_kernel, cl_kernel_info, usize, *mut c_void, *mut usize) -> cl_int;
        clGetKernelWorkGroupInfo(cl_kernel, cl_device_id, cl_kernel_work_group_info, usize, *mut c_void, *mut usize) -> cl_int;
        clGetKernelArgInfo(cl_kernel, cl_uint, cl_kernel_arg_info, usize, *mut c_void, *mut usize) -> cl_int;
        clEnqueueNDRangeKernel(cl_command_queue, cl_kernel, cl_uint, *const usize, *const usize, *const usize, cl_uint, *const cl_event, *mut cl_event) -> cl_int;
        clWaitForEvents(cl_uint, *const cl_event) -> cl_int;
        clGetEventInfo(cl_event, cl_event_info, usize, *mut c_void, *mut usize) -> cl_int;
        clCreateUserEvent(cl_context, *mut cl_int) -> cl_event;
        clSetUserEventStatus(cl_event, cl_int) -> cl_int;
        clSetEventCallback(cl_event, cl_int, EventCallback, *mut c_void) -> cl_int;
        clRetainEvent(cl_event) -> cl_int;
        clReleaseEvent(cl_event) -> cl_int;
        clGetEventProfilingInfo(cl_event, cl_profiling_info, usize, *mut c_void, *mut usize) -> cl_int;
        clEnqueueMarkerWithWaitList(cl_command_queue, cl_uint, *const cl_event, *mut cl_event) -> cl_int;
        clEnqueueBarrierWithWaitList(cl_command_queue, cl_uint, *const cl_event, *mut cl_event) -> cl_int;
        clGetExtensionFunctionAddressForPlatform(cl_platform_id, *const libc::c_char) -> *mut c_void;
    }
    optional {
        clCreateCommandQueueWithProperties(cl_context, cl_device_id, *const cl_queue_properties, *mut cl_int) -> cl_command_queue;
        clCreateProgramWithIL(cl_context, *const c_void, usize, *mut cl_int) -> cl_program;
        clSetProgramSpecializationConstant(cl_program, cl_uint, usize, *const c_void) -> cl_int;
        clGetKernelSubGroupInfo(cl_kernel, cl_device_id, cl_kernel_sub_group_info, usize, *const c_void, usize, *mut c_void, *mut usize) -> cl_int;
        clSetKernelExecInfo(cl_kernel, cl_kernel_exec_info, usize, *const c_void) -> cl_int;
        clCloneKernel(cl_kernel, *mut cl_int) -> cl_kernel;
        clGetDeviceAndHostTimer(cl_device_id, *mut cl_ulong, *mut cl_ulong) -> cl_int;
        clGetHostTimer(cl_device_id, *mut cl_ulong) -> cl_int;
        clSVMAlloc(cl_context, cl_mem_flags, usize, cl_uint) -> *mut c_void;
        clSVMFree(cl_context, *mut c_void) -> ();
        clSetKernelArgSVMPointer(cl_kernel, cl_uint, *const c_void) -> cl_int;
        clEnqueueMigrateMemObjects(cl_command_queue, cl_uint, *const cl_mem, cl_bitfield, cl_uint, *const cl_event, *mut cl_event) -> cl_int;
    }
}

impl ClApi {
    /// An optional entry point, or `UNSUPPORTED` naming it.
    pub fn optional<F>(f: Option<F>, name: &'static str) -> Result<F, ClError> {
        f.ok_or(ClError::unsupported(name))
    }

    /// All platforms of the loader. No platform at all is an empty list.
    pub fn platform_ids(&self) -> Result<Vec<cl_platform_id>, ClError> {
        let mut n: cl_uint = 0;
        // SAFETY: a count query with a valid out-pointer.
        let code = unsafe { (self.clGetPlatformIDs)(0, std::ptr::null_mut(), &mut n) };
        if code == CL_PLATFORM_NOT_FOUND_KHR || (code == CL_SUCCESS && n == 0) {
            return Ok(Vec::new());
        }
        super::check(code, "clGetPlatformIDs")?;
        let mut ids = vec![std::ptr::null_mut(); n as usize];
        // SAFETY: `ids` holds `n` slots.
        let code = unsafe { (self.clGetPlatformIDs)(n, ids.as_mut_ptr(), std::ptr::null_mut()) };
        super::check(code, "clGetPlatformIDs")?;
        Ok(ids)
    }
}

impl std::fmt::Debug for ClApi {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ClApi").field("path", &self.path).finish_non_exhaustive()
    }
}

/// Why no OpenCL library could be used.
#[derive(Clone, Debug)]
pub struct LoadError(pub String);

static API: OnceLock<Result<ClApi, LoadError>> = OnceLock::new();

/// The process-wide OpenCL entry points, loaded on first use.
pub fn api() -> Result<&'static ClApi, LoadError> {
    API.get_or_init(|| {
        let guard = crate::config::LoaderEnvGuard::snapshot();
        let layer = offer_layer();
        let api = load(crate::config::get().opencl_library.as_deref());
        if let Ok(api) = &api {
            // Loaders enumerate their ICDs once, at the first call of any
            // entry point: make that happen here, between the snapshot and
            // the check, and not in some later call we do not watch.
            let platforms = api.platform_ids();
            if layer {
                // The loader has read it; children get the environment as it was.
                crate::config::withdraw_opencl_layer();
            }
            guard.restore(&api.path);
            let platforms = platforms.unwrap_or_default();
            initialize_devices(api, platforms);
        }
        api
    })
    .as_ref()
    .map_err(Clone::clone)
}

/// Offers this library to the loader as an OpenCL layer (`ffi::layer`):
/// sets `OPENCL_LAYERS` to its own file while the loader starts, when
/// `SYCLRT_OPENCL_LAYER` allows it, the variable is unset, and syclrt is a
/// shared library (not linked into an executable, as in its own tests of
/// other things). Both loaders syclrt meets read it: Khronos' (CUDA's,
/// Intel's wheels) and ocl-icd 2.3 (Debian 12). Returns whether it set it.
fn offer_layer() -> bool {
    if matches!(crate::config::get().opencl_layer.as_deref(), Some("off" | "0" | "no")) {
        return false;
    }
    // SAFETY: Dl_info is plain pointers; all-zero is a valid (empty) value.
    let mut info: libc::Dl_info = unsafe { std::mem::zeroed() };
    // SAFETY: the address of a function of this library; `info` is written by dladdr.
    let found = unsafe { libc::dladdr(offer_layer as *const () as *const libc::c_void, &mut info) } != 0;
    if !found || info.dli_fname.is_null() {
        return false;
    }
    // SAFETY: dladdr's file name is a NUL-terminated string owned by the dynamic linker.
    let path = unsafe { std::ffi::CStr::from_ptr(info.dli_fname) }.to_string_lossy().into_owned();
    let file = path.rsplit('/').next().unwrap_or("");
    if !(file.starts_with("libsyclrt") || file.starts_with("libpi_") || file.starts_with("libur_adapter"))
        || !file.contains(".so")
        || path.contains(':')
    {
        return false;
    }
    let offered = crate::config::offer_opencl_layer(&path);
    if offered {
        log::debug!("offering {path} to the OpenCL loader as a layer (OPENCL_LAYERS)");
    }
    offered
}

/// Has every platform initialize its devices here, inside `api()`'s
/// one-time initialization, so that no other thread's OpenCL call can run
/// while a driver is still setting its devices up.
///
/// PoCL 3.1 sets its devices up lazily, in the first `clGetDeviceIDs`, and
/// that is not safe against a second thread: one thread's `clGetDeviceIDs`
/// returns devices while another's is still initializing them, and a
/// `clGetDeviceInfo(CL_DEVICE_NAME)` on one of them then reads a NULL
/// string (SIGSEGV in PoCL's `strlen`), or `clCreateBuffer` compares with a
/// maximum allocation size not yet set (`CL_INVALID_BUFFER_SIZE`). Seen with
/// a PI and a C API thread starting at once (`tests/cross_context.rs`,
/// 35 of 60 runs on a loaded 2-core machine); `tests/first_use_race.rs`.
fn initialize_devices(api: &ClApi, platforms: Vec<cl_platform_id>) {
    for p in platforms {
        let mut nd: cl_uint = 0;
        // SAFETY: a count query on a platform the loader just listed; the
        // answer (or an error, for a platform without devices) is not needed.
        let _ = unsafe { (api.clGetDeviceIDs)(p, CL_DEVICE_TYPE_ALL, 0, std::ptr::null_mut(), &mut nd) };
    }
}

/// Opens the first usable candidate. With `explicit` set, only that file.
pub fn load(explicit: Option<&str>) -> Result<ClApi, LoadError> {
    let candidates: Vec<&str> = match explicit {
        Some(p) => vec![p],
        None => vec!["libOpenCL.so.1", "libOpenCL.so"],
    };
    let mut reasons = Vec::new();
    for cand in candidates {
        // SAFETY: loading a shared library runs its initialisers; the
        // candidates are OpenCL ICD loaders (or the file the user named in
        // SYCLRT_OPENCL_LIBRARY for exactly this purpose).
        match unsafe { libloading::Library::new(cand) } {
            // SAFETY: the library is an OpenCL library by the contract above;
            // `from_library` verifies every required symbol is present.
            Ok(lib) => match unsafe { ClApi::from_library(lib, cand.to_string()) } {
                Ok(api) => {
                    log::debug!("OpenCL loaded from {cand}");
                    return Ok(api);
                }
                Err(e) => reasons.push(e),
            },
            Err(e) => reasons.push(format!("{cand}: {e}")),
        }
    }
    Err(LoadError(format!(
        "no OpenCL ICD loader could be opened ({}); install one (Debian: ocl-icd-libopencl1 \
         and a driver such as pocl-opencl-icd) or set SYCLRT_OPENCL_LIBRARY",
        reasons.join("; ")
    )))
}
