//! The OpenCL backend: the only module that touches libloading or calls
//! `cl*` entry points (the wgpu-hal role). Everything above it uses the safe
//! RAII types of [`objects`] and the query helpers here.
//!
//! Thread safety: OpenCL 1.2+ makes every API call thread-safe except
//! `clSetKernelArg` and `clCloneKernel` on the same `cl_kernel`; the core
//! serialises those with a per-kernel mutex.

/// cbindgen:ignore
pub mod cmdbuf;
/// cbindgen:ignore
pub mod ext;
pub mod loader;
pub mod objects;
/// cbindgen:ignore
pub mod raw;
/// cbindgen:ignore
pub mod sampler;
/// cbindgen:ignore
pub mod svm;
pub mod sys;

pub use loader::{api, ClApi, LoadError};
pub use objects::*;
pub use sampler::*;

use std::ffi::c_void;
use sys::*;

/// Not a Khronos code: the entry point is absent from the loaded library
/// (the cl3 crate's `DLOPEN_FUNCTION_NOT_AVAILABLE` convention).
pub(crate) const FUNCTION_NOT_AVAILABLE: cl_int = -2001;

/// A failed OpenCL call: which call, and the code it returned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClError {
    pub code: cl_int,
    pub call: &'static str,
}

impl ClError {
    pub fn new(code: cl_int, call: &'static str) -> Self {
        ClError { code, call }
    }
    pub fn unsupported(call: &'static str) -> Self {
        ClError { code: FUNCTION_NOT_AVAILABLE, call }
    }
}

impl std::fmt::Display for ClError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.code == FUNCTION_NOT_AVAILABLE {
            write!(f, "{} is not provided by the loaded OpenCL library", self.call)
        } else {
            write!(f, "{} failed: {} ({})", self.call, error_name(self.code), self.code)
        }
    }
}

/// Turns a status code into a `Result`.
#[inline]
pub fn check(code: cl_int, call: &'static str) -> Result<(), ClError> {
    if code == CL_SUCCESS {
        Ok(())
    } else {
        Err(ClError::new(code, call))
    }
}

/// The symbolic name of an OpenCL error code.
pub fn error_name(code: cl_int) -> &'static str {
    match code {
        CL_SUCCESS => "CL_SUCCESS",
        CL_DEVICE_NOT_FOUND => "CL_DEVICE_NOT_FOUND",
        CL_DEVICE_NOT_AVAILABLE => "CL_DEVICE_NOT_AVAILABLE",
        CL_COMPILER_NOT_AVAILABLE => "CL_COMPILER_NOT_AVAILABLE",
        CL_MEM_OBJECT_ALLOCATION_FAILURE => "CL_MEM_OBJECT_ALLOCATION_FAILURE",
        CL_OUT_OF_RESOURCES => "CL_OUT_OF_RESOURCES",
        CL_OUT_OF_HOST_MEMORY => "CL_OUT_OF_HOST_MEMORY",
        CL_PROFILING_INFO_NOT_AVAILABLE => "CL_PROFILING_INFO_NOT_AVAILABLE",
        CL_MEM_COPY_OVERLAP => "CL_MEM_COPY_OVERLAP",
        CL_BUILD_PROGRAM_FAILURE => "CL_BUILD_PROGRAM_FAILURE",
        CL_MAP_FAILURE => "CL_MAP_FAILURE",
        CL_MISALIGNED_SUB_BUFFER_OFFSET => "CL_MISALIGNED_SUB_BUFFER_OFFSET",
        CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST => "CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST",
        CL_COMPILE_PROGRAM_FAILURE => "CL_COMPILE_PROGRAM_FAILURE",
        CL_LINKER_NOT_AVAILABLE => "CL_LINKER_NOT_AVAILABLE",
        CL_LINK_PROGRAM_FAILURE => "CL_LINK_PROGRAM_FAILURE",
        CL_DEVICE_PARTITION_FAILED => "CL_DEVICE_PARTITION_FAILED",
        CL_KERNEL_ARG_INFO_NOT_AVAILABLE => "CL_KERNEL_ARG_INFO_NOT_AVAILABLE",
        CL_INVALID_VALUE => "CL_INVALID_VALUE",
        CL_INVALID_DEVICE_TYPE => "CL_INVALID_DEVICE_TYPE",
        CL_INVALID_PLATFORM => "CL_INVALID_PLATFORM",
        CL_INVALID_DEVICE => "CL_INVALID_DEVICE",
        CL_INVALID_CONTEXT => "CL_INVALID_CONTEXT",
        CL_INVALID_QUEUE_PROPERTIES => "CL_INVALID_QUEUE_PROPERTIES",
        CL_INVALID_COMMAND_QUEUE => "CL_INVALID_COMMAND_QUEUE",
        CL_INVALID_HOST_PTR => "CL_INVALID_HOST_PTR",
        CL_INVALID_MEM_OBJECT => "CL_INVALID_MEM_OBJECT",
        CL_INVALID_BINARY => "CL_INVALID_BINARY",
        CL_INVALID_BUILD_OPTIONS => "CL_INVALID_BUILD_OPTIONS",
        CL_INVALID_PROGRAM => "CL_INVALID_PROGRAM",
        CL_INVALID_PROGRAM_EXECUTABLE => "CL_INVALID_PROGRAM_EXECUTABLE",
        CL_INVALID_KERNEL_NAME => "CL_INVALID_KERNEL_NAME",
        CL_INVALID_KERNEL_DEFINITION => "CL_INVALID_KERNEL_DEFINITION",
        CL_INVALID_KERNEL => "CL_INVALID_KERNEL",
        CL_INVALID_ARG_INDEX => "CL_INVALID_ARG_INDEX",
        CL_INVALID_ARG_VALUE => "CL_INVALID_ARG_VALUE",
        CL_INVALID_ARG_SIZE => "CL_INVALID_ARG_SIZE",
        CL_INVALID_KERNEL_ARGS => "CL_INVALID_KERNEL_ARGS",
        CL_INVALID_WORK_DIMENSION => "CL_INVALID_WORK_DIMENSION",
        CL_INVALID_WORK_GROUP_SIZE => "CL_INVALID_WORK_GROUP_SIZE",
        CL_INVALID_WORK_ITEM_SIZE => "CL_INVALID_WORK_ITEM_SIZE",
        CL_INVALID_GLOBAL_OFFSET => "CL_INVALID_GLOBAL_OFFSET",
        CL_INVALID_EVENT_WAIT_LIST => "CL_INVALID_EVENT_WAIT_LIST",
        CL_INVALID_EVENT => "CL_INVALID_EVENT",
        CL_INVALID_OPERATION => "CL_INVALID_OPERATION",
        CL_INVALID_BUFFER_SIZE => "CL_INVALID_BUFFER_SIZE",
        CL_INVALID_GLOBAL_WORK_SIZE => "CL_INVALID_GLOBAL_WORK_SIZE",
        CL_INVALID_PROPERTY => "CL_INVALID_PROPERTY",
        CL_INVALID_COMPILER_OPTIONS => "CL_INVALID_COMPILER_OPTIONS",
        CL_INVALID_LINKER_OPTIONS => "CL_INVALID_LINKER_OPTIONS",
        CL_INVALID_DEVICE_PARTITION_COUNT => "CL_INVALID_DEVICE_PARTITION_COUNT",
        CL_INVALID_SPEC_ID => "CL_INVALID_SPEC_ID",
        CL_MAX_SIZE_RESTRICTION_EXCEEDED => "CL_MAX_SIZE_RESTRICTION_EXCEEDED",
        CL_PLATFORM_NOT_FOUND_KHR => "CL_PLATFORM_NOT_FOUND_KHR",
        FUNCTION_NOT_AVAILABLE => "FUNCTION_NOT_AVAILABLE",
        // NVIDIA's OpenCL: a command failed on the device (a kernel fault,
        // such as an illegal address); the context's queues fail from then on.
        -9999 => "a command failed on the device (NVIDIA's -9999: a kernel fault such as an illegal address; SYCLRT_CHECK_LAUNCHES=1 names the kernel)",
        _ => "unknown OpenCL error",
    }
}

/// Runs an OpenCL query over `query` (a `clGet*Info` call with the object and
/// parameter bound, given `(size, value, size_ret)`): one call into a 64-byte
/// buffer, and for a larger answer, which the driver refuses there, the size
/// then the value.
pub(crate) fn query_bytes(
    call: &'static str,
    query: impl Fn(usize, *mut c_void, *mut usize) -> cl_int,
) -> Result<Vec<u8>, ClError> {
    let mut small = [0u8; 64];
    let mut size = 0usize;
    if query(small.len(), small.as_mut_ptr().cast(), &mut size) == CL_SUCCESS && size <= small.len() {
        return Ok(small[..size].to_vec());
    }
    check(query(0, std::ptr::null_mut(), &mut size), call)?;
    let mut buf = vec![0u8; size];
    if size > 0 {
        check(query(size, buf.as_mut_ptr().cast(), std::ptr::null_mut()), call)?;
    }
    Ok(buf)
}

/// A query whose answer is a NUL-terminated string.
pub(crate) fn query_string(
    call: &'static str,
    query: impl Fn(usize, *mut c_void, *mut usize) -> cl_int,
) -> Result<String, ClError> {
    let bytes = query_bytes(call, query)?;
    let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
    Ok(String::from_utf8_lossy(&bytes[..end]).into_owned())
}

/// Plain-old-data values an info query may return.
///
/// # Safety
/// Implementors must be valid for every bit pattern.
pub unsafe trait Pod: Copy + Default {}
// SAFETY: integers and arrays of integers are valid for every bit pattern.
unsafe impl Pod for u32 {}
// SAFETY: as above.
unsafe impl Pod for i32 {}
// SAFETY: as above.
unsafe impl Pod for u64 {}
// SAFETY: as above.
unsafe impl Pod for usize {}
// SAFETY: as above.
unsafe impl Pod for [usize; 3] {}

/// A query whose answer is one fixed-size value.
pub(crate) fn query_value<T: Pod>(
    call: &'static str,
    query: impl Fn(usize, *mut c_void, *mut usize) -> cl_int,
) -> Result<T, ClError> {
    let mut v = T::default();
    let code = query(std::mem::size_of::<T>(), (&mut v as *mut T).cast(), std::ptr::null_mut());
    check(code, call)?;
    Ok(v)
}
