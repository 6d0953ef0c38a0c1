//! The UR face's table: its `Face` for the one boundary, `ur_result_t`
//! names (for tracing), and the mappings from `core::Error` and OpenCL codes.

use super::gen::types::*;
use crate::cl::sys::*;
use crate::core::{Error, Status};
use crate::ffi::boundary::Face;
use std::sync::OnceLock;

/// The UR face of the one boundary ([`crate::ffi::boundary`]).
pub(crate) struct Ur;

impl Face for Ur {
    type Code = ur_result_t;
    const SUCCESS: ur_result_t = UR_RESULT_SUCCESS;
    const PANIC: ur_result_t = UR_RESULT_ERROR_UNKNOWN;
    const TARGET: &'static str = "syclrt::ur";
    const PREFIX_NAME: bool = false;
    const PANIC_TEXT: &'static str = "internal panic caught at the UR boundary";
    fn code(e: &Error) -> ur_result_t {
        from_error(e)
    }
    fn raw(c: ur_result_t) -> i32 {
        c as i32
    }
    #[inline]
    fn tracing() -> bool {
        tracing()
    }
    fn name(c: ur_result_t) -> String {
        name(c).to_string()
    }
}

static TRACE: OnceLock<bool> = OnceLock::new();

/// Whether `SYCLRT_UR_TRACE` asked for per-call tracing.
#[inline]
pub(crate) fn tracing() -> bool {
    *TRACE.get_or_init(|| crate::config::get().ur_trace)
}

/// The UR name of a result code (tracing and messages; generated from
/// `ur_api.h`).
pub fn name(r: ur_result_t) -> &'static str {
    result_name(r)
}

/// Maps an OpenCL error code to the UR result the SYCL runtime expects
/// (the same mapping as Intel's OpenCL adapter where one exists).
pub fn from_cl(e: i32) -> ur_result_t {
    match e {
        CL_SUCCESS => UR_RESULT_SUCCESS,
        CL_DEVICE_NOT_FOUND => UR_RESULT_ERROR_DEVICE_NOT_FOUND,
        CL_DEVICE_NOT_AVAILABLE => UR_RESULT_ERROR_DEVICE_NOT_AVAILABLE,
        CL_COMPILER_NOT_AVAILABLE => UR_RESULT_ERROR_COMPILER_NOT_AVAILABLE,
        CL_MEM_OBJECT_ALLOCATION_FAILURE => UR_RESULT_ERROR_MEM_OBJECT_ALLOCATION_FAILURE,
        CL_OUT_OF_RESOURCES => UR_RESULT_ERROR_OUT_OF_RESOURCES,
        CL_OUT_OF_HOST_MEMORY => UR_RESULT_ERROR_OUT_OF_HOST_MEMORY,
        CL_PROFILING_INFO_NOT_AVAILABLE => UR_RESULT_ERROR_PROFILING_INFO_NOT_AVAILABLE,
        CL_IMAGE_FORMAT_NOT_SUPPORTED => UR_RESULT_ERROR_UNSUPPORTED_IMAGE_FORMAT,
        CL_BUILD_PROGRAM_FAILURE => UR_RESULT_ERROR_PROGRAM_BUILD_FAILURE,
        CL_MISALIGNED_SUB_BUFFER_OFFSET => UR_RESULT_ERROR_MISALIGNED_SUB_BUFFER_OFFSET,
        CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST => UR_RESULT_ERROR_IN_EVENT_LIST_EXEC_STATUS,
        CL_COMPILE_PROGRAM_FAILURE | CL_LINKER_NOT_AVAILABLE => UR_RESULT_ERROR_PROGRAM_BUILD_FAILURE,
        CL_LINK_PROGRAM_FAILURE => UR_RESULT_ERROR_PROGRAM_LINK_FAILURE,
        CL_DEVICE_PARTITION_FAILED => UR_RESULT_ERROR_DEVICE_PARTITION_FAILED,
        CL_INVALID_VALUE => UR_RESULT_ERROR_INVALID_VALUE,
        CL_INVALID_DEVICE_TYPE => UR_RESULT_ERROR_INVALID_DEVICE,
        CL_INVALID_PLATFORM => UR_RESULT_ERROR_INVALID_PLATFORM,
        CL_INVALID_DEVICE => UR_RESULT_ERROR_INVALID_DEVICE,
        CL_INVALID_CONTEXT => UR_RESULT_ERROR_INVALID_CONTEXT,
        CL_INVALID_QUEUE_PROPERTIES => UR_RESULT_ERROR_INVALID_QUEUE_PROPERTIES,
        CL_INVALID_COMMAND_QUEUE => UR_RESULT_ERROR_INVALID_QUEUE,
        CL_INVALID_HOST_PTR => UR_RESULT_ERROR_INVALID_HOST_PTR,
        CL_INVALID_MEM_OBJECT => UR_RESULT_ERROR_INVALID_MEM_OBJECT,
        CL_INVALID_IMAGE_FORMAT_DESCRIPTOR => UR_RESULT_ERROR_INVALID_IMAGE_FORMAT_DESCRIPTOR,
        CL_INVALID_IMAGE_SIZE => UR_RESULT_ERROR_INVALID_IMAGE_SIZE,
        CL_INVALID_SAMPLER => UR_RESULT_ERROR_INVALID_SAMPLER,
        CL_INVALID_BINARY => UR_RESULT_ERROR_INVALID_BINARY,
        CL_INVALID_BUILD_OPTIONS => UR_RESULT_ERROR_INVALID_VALUE,
        CL_INVALID_PROGRAM => UR_RESULT_ERROR_INVALID_PROGRAM,
        CL_INVALID_PROGRAM_EXECUTABLE => UR_RESULT_ERROR_INVALID_PROGRAM_EXECUTABLE,
        CL_INVALID_KERNEL_NAME => UR_RESULT_ERROR_INVALID_KERNEL_NAME,
        CL_INVALID_KERNEL_DEFINITION => UR_RESULT_ERROR_INVALID_KERNEL,
        CL_INVALID_KERNEL => UR_RESULT_ERROR_INVALID_KERNEL,
        CL_INVALID_ARG_INDEX => UR_RESULT_ERROR_INVALID_KERNEL_ARGUMENT_INDEX,
        CL_INVALID_ARG_VALUE => UR_RESULT_ERROR_INVALID_VALUE,
        CL_INVALID_ARG_SIZE => UR_RESULT_ERROR_INVALID_KERNEL_ARGUMENT_SIZE,
        CL_INVALID_KERNEL_ARGS => UR_RESULT_ERROR_INVALID_KERNEL_ARGS,
        CL_INVALID_WORK_DIMENSION => UR_RESULT_ERROR_INVALID_WORK_DIMENSION,
        CL_INVALID_WORK_GROUP_SIZE => UR_RESULT_ERROR_INVALID_WORK_GROUP_SIZE,
        CL_INVALID_WORK_ITEM_SIZE => UR_RESULT_ERROR_INVALID_WORK_ITEM_SIZE,
        CL_INVALID_GLOBAL_OFFSET => UR_RESULT_ERROR_INVALID_VALUE,
        CL_INVALID_EVENT_WAIT_LIST => UR_RESULT_ERROR_INVALID_EVENT_WAIT_LIST,
        CL_INVALID_EVENT => UR_RESULT_ERROR_INVALID_EVENT,
        CL_INVALID_OPERATION => UR_RESULT_ERROR_INVALID_OPERATION,
        CL_INVALID_BUFFER_SIZE => UR_RESULT_ERROR_INVALID_BUFFER_SIZE,
        CL_INVALID_GLOBAL_WORK_SIZE => UR_RESULT_ERROR_INVALID_WORK_DIMENSION,
        CL_INVALID_PROPERTY => UR_RESULT_ERROR_INVALID_VALUE,
        CL_INVALID_DEVICE_PARTITION_COUNT => UR_RESULT_ERROR_INVALID_DEVICE_PARTITION_COUNT,
        CL_PLATFORM_NOT_FOUND_KHR => UR_RESULT_ERROR_UNINITIALIZED,
        _ => UR_RESULT_ERROR_UNKNOWN,
    }
}

/// What every UR body returns: its failures are `core::Error`s, answered
/// through the face's one table ([`result::from_error`]) at the boundary.
pub(crate) type UrResult<T = ()> = Result<T, Error>;

/// A failure of the face's own ABI checks, answered as `code` (and recorded
/// with `message` by the boundary).
pub(crate) fn err(code: ur_result_t, message: impl Into<String>) -> Error {
    Error::face(Status::InvalidValue, code as i32, message)
}

/// `Err(err(code, message))`.
pub(crate) fn fail<T>(code: ur_result_t, message: impl Into<String>) -> UrResult<T> {
    Err(err(code, message))
}

/// The answer of every UR function syclrt does not implement.
pub(crate) fn unsupported(name: &str) -> Error {
    err(UR_RESULT_ERROR_UNSUPPORTED_FEATURE, format!("{name} is not implemented by syclrt's UR adapter"))
}

/// An OpenCL failure as a UR error with a message naming the call.
pub fn cl_err(call: &str, e: i32) -> Error {
    let message = format!("{call} failed with {} ({e})", crate::cl::error_name(e));
    Error::face(Status::of_cl(e), from_cl(e) as i32, message)
}

/// `Err(cl_err(call, e))`.
pub fn cl_fail<T>(call: &str, e: i32) -> UrResult<T> {
    Err(cl_err(call, e))
}

/// The UR face's one error table: a code the face chose itself, else the
/// OpenCL code's UR result, else the core status's.
pub fn from_error(e: &Error) -> ur_result_t {
    if let Some(c) = e.face {
        return c as ur_result_t;
    }
    match &e.cl {
        Some(c) if c.code == crate::cl::FUNCTION_NOT_AVAILABLE => UR_RESULT_ERROR_UNSUPPORTED_FEATURE,
        Some(c) => from_cl(c.code),
        None => from_status(e.status),
    }
}

/// The UR result of a core status (for errors that carry no OpenCL code).
pub fn from_status(s: Status) -> ur_result_t {
    match s {
        Status::Success => UR_RESULT_SUCCESS,
        Status::NullPointer => UR_RESULT_ERROR_INVALID_NULL_POINTER,
        Status::InvalidSize | Status::BufferTooSmall => UR_RESULT_ERROR_INVALID_SIZE,
        Status::Unsupported | Status::NoOnlineCompiler | Status::NoOnlineLinker => UR_RESULT_ERROR_UNSUPPORTED_FEATURE,
        Status::NoOpencl => UR_RESULT_ERROR_UNINITIALIZED,
        Status::OutOfHostMemory => UR_RESULT_ERROR_OUT_OF_HOST_MEMORY,
        Status::OutOfResources => UR_RESULT_ERROR_OUT_OF_RESOURCES,
        Status::BuildFailed | Status::CompileFailed => UR_RESULT_ERROR_PROGRAM_BUILD_FAILURE,
        Status::LinkFailed => UR_RESULT_ERROR_PROGRAM_LINK_FAILURE,
        Status::InvalidOperation | Status::WrongBundleState => UR_RESULT_ERROR_INVALID_OPERATION,
        Status::InvalidArgIndex => UR_RESULT_ERROR_INVALID_KERNEL_ARGUMENT_INDEX,
        Status::InvalidArgSize => UR_RESULT_ERROR_INVALID_KERNEL_ARGUMENT_SIZE,
        Status::KernelArgsNotSet => UR_RESULT_ERROR_INVALID_KERNEL_ARGS,
        Status::InvalidWorkSize => UR_RESULT_ERROR_INVALID_WORK_GROUP_SIZE,
        Status::ProgramNotBuilt => UR_RESULT_ERROR_INVALID_PROGRAM_EXECUTABLE,
        Status::InvalidKernelName => UR_RESULT_ERROR_INVALID_KERNEL_NAME,
        Status::ProfilingInfoNotAvailable => UR_RESULT_ERROR_PROFILING_INFO_NOT_AVAILABLE,
        Status::InvalidPlatform => UR_RESULT_ERROR_INVALID_PLATFORM,
        Status::InvalidDevice | Status::DeviceNotInContext => UR_RESULT_ERROR_INVALID_DEVICE,
        Status::InvalidContext | Status::ContextMismatch => UR_RESULT_ERROR_INVALID_CONTEXT,
        Status::InvalidQueue => UR_RESULT_ERROR_INVALID_QUEUE,
        Status::InvalidMem | Status::InvalidBuffer => UR_RESULT_ERROR_INVALID_MEM_OBJECT,
        Status::InvalidProgram => UR_RESULT_ERROR_INVALID_PROGRAM,
        Status::InvalidKernel => UR_RESULT_ERROR_INVALID_KERNEL,
        Status::InvalidEvent => UR_RESULT_ERROR_INVALID_EVENT,
        Status::InvalidSpecConstant => UR_RESULT_ERROR_INVALID_SPEC_ID,
        Status::Internal | Status::Panic | Status::OpenclError => UR_RESULT_ERROR_UNKNOWN,
        _ => UR_RESULT_ERROR_INVALID_VALUE,
    }
}
