//! The drop-in PI plugin face: `piPluginInit` and the 159 entry points of
//! PI 15.47 (oneAPI 2024.2.1, `libsycl.so.7.2.0`), so that `libsyclrt.so`,
//! installed under the file name `libpi_opencl.so`, replaces DPC++'s own
//! OpenCL plugin.
//!
//! Design:
//! - PI handles *are* the OpenCL objects (`pi_queue` == `cl_command_queue`,
//!   and so on), as in the stock plugin: native handles are identities in
//!   both directions. An entry point views the handles libsycl passes as
//!   `cl` wrappers without taking a reference (`cl::Queue::borrow`) and
//!   calls the shared operation of `core` (the module of its concept); PI error codes
//!   equal OpenCL's, so the face's table (`Pi`) answers an OpenCL
//!   failure with its own code.
//! - Side tables live in Rust: a per-(device, query) answer cache for
//!   `piDeviceGetInfo` (called millions of times; see [`info`]) and the
//!   per-platform `cl_intel_unified_shared_memory` table ([`crate::cl::ext`]),
//!   and the persistent-cache redirects of IL programs ([`programs`]).
//! - Every entry point runs inside `boundary::call`, the crate's one boundary
//!   (`crate::ffi::boundary`) for `Pi`: bodies return
//!   `Result<(), core::Error>`; no panic unwinds into libsycl (it becomes
//!   `PI_ERROR_UNKNOWN` with the message kept for `piPluginGetLastError`),
//!   and with `SYCLRT_PI_TRACE=1` each call is logged with its arguments and
//!   result (`log` target `syclrt::pi`).
//! - Entries that have no OpenCL implementation return
//!   `PI_ERROR_INVALID_OPERATION` (-59) with a message; no slot is null.
//!
//! Thread safety: PI handles are OpenCL objects, so their thread safety is
//! OpenCL's (every call thread-safe except concurrent `piKernelSetArg` on
//! one kernel, which libsycl serialises). The side tables are behind
//! `RwLock`s; the last-error message is thread-local.

pub mod entries;
pub mod info;
pub mod programs;
pub mod table;
pub mod types;

pub use table::{piPluginInit, pi_plugin, PLUGIN_VERSION};

use crate::core::{Error, Status};
use crate::ffi::boundary::Face;
use std::sync::OnceLock;
use types::*;

/// The PI face of the one boundary (`crate::ffi::boundary`): PI's
/// result codes are OpenCL's, so its table answers an OpenCL failure with
/// the OpenCL code itself.
pub(crate) struct Pi;

impl Face for Pi {
    type Code = pi_result;
    const SUCCESS: pi_result = PI_SUCCESS;
    const PANIC: pi_result = PI_ERROR_UNKNOWN;
    const TARGET: &'static str = "syclrt::pi";
    const PREFIX_NAME: bool = false;
    const PANIC_TEXT: &'static str = "internal panic caught at the PI boundary";
    fn code(e: &Error) -> pi_result {
        if let Some(c) = e.face {
            return c;
        }
        match &e.cl {
            Some(c) if c.code == crate::cl::FUNCTION_NOT_AVAILABLE => PI_ERROR_INVALID_OPERATION,
            Some(c) => c.code,
            None => from_status(e.status),
        }
    }
    fn raw(c: pi_result) -> i32 {
        c
    }
    #[inline]
    fn tracing() -> bool {
        tracing()
    }
    fn name(r: pi_result) -> String {
        if r == PI_SUCCESS {
            "0".into()
        } else {
            format!("{r} ({})", crate::cl::error_name(r))
        }
    }
}

/// The PI code of a core status (for errors that carry no OpenCL code).
fn from_status(s: Status) -> pi_result {
    use crate::cl::sys::*;
    match s {
        Status::Success => PI_SUCCESS,
        Status::OutOfHostMemory => CL_OUT_OF_HOST_MEMORY,
        Status::OutOfResources => CL_OUT_OF_RESOURCES,
        Status::BuildFailed | Status::CompileFailed => CL_BUILD_PROGRAM_FAILURE,
        Status::LinkFailed => CL_LINK_PROGRAM_FAILURE,
        Status::InvalidArgIndex => CL_INVALID_ARG_INDEX,
        Status::InvalidArgSize => CL_INVALID_ARG_SIZE,
        Status::KernelArgsNotSet => CL_INVALID_KERNEL_ARGS,
        Status::InvalidWorkSize => CL_INVALID_WORK_GROUP_SIZE,
        Status::ProgramNotBuilt => CL_INVALID_PROGRAM_EXECUTABLE,
        Status::InvalidKernelName => CL_INVALID_KERNEL_NAME,
        Status::ProfilingInfoNotAvailable => CL_PROFILING_INFO_NOT_AVAILABLE,
        Status::InvalidPlatform | Status::NoOpencl => CL_INVALID_PLATFORM,
        Status::InvalidDevice | Status::DeviceNotInContext => CL_INVALID_DEVICE,
        Status::InvalidContext | Status::ContextMismatch => CL_INVALID_CONTEXT,
        Status::InvalidQueue => CL_INVALID_COMMAND_QUEUE,
        Status::InvalidMem | Status::InvalidBuffer => CL_INVALID_MEM_OBJECT,
        Status::InvalidProgram => CL_INVALID_PROGRAM,
        Status::InvalidKernel => CL_INVALID_KERNEL,
        Status::InvalidEvent => CL_INVALID_EVENT,
        Status::InvalidSize => CL_INVALID_BUFFER_SIZE,
        Status::Unsupported | Status::InvalidOperation | Status::WrongBundleState => CL_INVALID_OPERATION,
        Status::Internal | Status::Panic => PI_ERROR_UNKNOWN,
        _ => CL_INVALID_VALUE,
    }
}

/// A failure of the PI face's own checks, answered as `code`.
pub(crate) fn err(code: pi_result, message: impl Into<String>) -> Error {
    Error::face(Status::of_cl(code), code, message)
}

/// `Err(err(code, message))`.
pub(crate) fn fail<T>(code: pi_result, message: impl Into<String>) -> Result<T, Error> {
    Err(err(code, message))
}

/// A PI (OpenCL) result code of a forwarded call as a `Result`.
#[inline]
pub(crate) fn code(r: pi_result) -> Result<(), Error> {
    if r == PI_SUCCESS {
        Ok(())
    } else {
        Err(crate::cl::ClError::new(r, "an OpenCL call").into())
    }
}

static TRACE: OnceLock<bool> = OnceLock::new();

/// Whether `SYCLRT_PI_TRACE` asked for per-call tracing.
#[inline]
pub(crate) fn tracing() -> bool {
    *TRACE.get_or_init(|| crate::config::get().pi_trace)
}

/// Defines PI entry points: each is `#[no_mangle] extern "C"`, and its
/// body runs inside the one boundary ([`crate::ffi::boundary::call`] for [`Pi`]).
macro_rules! pi_entries {
    ($( $(#[$m:meta])* fn $name:ident ( $($a:ident : $t:ty),* $(,)? ) $body:block )*) => {$(
        $(#[$m])*
        #[no_mangle]
        #[allow(clippy::missing_safety_doc, reason = "the PI contract of this entry point (pi.h) is the safety contract")]
        pub unsafe extern "C" fn $name($($a: $t),*) -> $crate::ffi::pi::types::pi_result {
            $crate::ffi::boundary::call::<$crate::ffi::pi::Pi>(
                stringify!($name),
                || {
                    let mut s = String::new();
                    $( s.push_str(&format!("{}={:?}, ", stringify!($a), $a)); )*
                    s.truncate(s.len().saturating_sub(2));
                    s
                },
                #[allow(unused_unsafe, reason = "some bodies have no unsafe operation")]
                || -> ::core::result::Result<(), $crate::core::Error> {
                    // SAFETY: a PI entry point receives the caller's raw
                    // arguments under the PI contract (pi.h), which for the
                    // forwarded OpenCL objects and pointers is the OpenCL
                    // contract of the call each body makes; bodies check
                    // every pointer they dereference themselves for NULL.
                    unsafe { $body }
                },
            )
        }
    )*};
}
pub(crate) use pi_entries;
