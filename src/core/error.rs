//! The status codes of the C API and the core's error type.

use crate::cl::{self, sys::*, ClError};

/// Result status of every fallible `syclrt_*` function.
///
/// The numbers are stable: a code is never renumbered or reused. 0 is
/// success; 1–19 and 40–99 are general errors; 20–39 are "invalid handle"
/// errors, one per object type; 100 is a caught panic.
/// `syclrt_status_string` gives each a short description, and
/// `syclrt_last_error_message` the details of the last failure on the
/// calling thread.
#[repr(i32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// The call succeeded.
    Success = 0,
    /// An argument has a value outside what the function accepts.
    InvalidValue = 1,
    /// A required pointer argument is NULL.
    NullPointer = 2,
    /// A size is zero, too large, or does not match what is required.
    InvalidSize = 3,
    /// An index or a byte range lies outside its object.
    OutOfRange = 4,
    /// The device, the OpenCL library or syclrt does not support the request.
    Unsupported = 5,
    /// No OpenCL ICD loader could be opened, or it lists no platform.
    NoOpencl = 6,
    /// An OpenCL call failed; the message names the call and its error code.
    OpenclError = 7,
    /// Host memory ran out.
    OutOfHostMemory = 8,
    /// The device ran out of memory or other resources.
    OutOfResources = 9,
    /// A program failed to compile, link or build; the message holds the build log.
    BuildFailed = 10,
    /// The object is in a state that does not allow the operation.
    InvalidOperation = 11,
    /// A kernel argument index is not below the kernel's argument count.
    InvalidArgIndex = 12,
    /// A kernel argument size does not match the parameter's type.
    InvalidArgSize = 13,
    /// A kernel was launched before all of its arguments were set.
    KernelArgsNotSet = 14,
    /// An ND-range's dimensions, global or local sizes are not valid for the kernel and device.
    InvalidWorkSize = 15,
    /// A kernel was requested from a program that is not built.
    ProgramNotBuilt = 16,
    /// No kernel of that name exists in the program.
    InvalidKernelName = 17,
    /// Profiling times were asked of an event from a queue without profiling.
    ProfilingInfoNotAvailable = 18,
    /// A device is not one of the context's devices.
    DeviceNotInContext = 19,
    /// Not a valid `syclrt_platform` handle.
    InvalidPlatform = 20,
    /// Not a valid `syclrt_device` handle.
    InvalidDevice = 21,
    /// Not a valid (or an already released) `syclrt_context` handle.
    InvalidContext = 22,
    /// Not a valid (or an already released) `syclrt_queue` handle.
    InvalidQueue = 23,
    /// Not a valid (or an already released) `syclrt_mem` handle.
    InvalidMem = 24,
    /// Not a valid (or an already released) `syclrt_program` handle.
    InvalidProgram = 25,
    /// Not a valid (or an already released) `syclrt_kernel` handle.
    InvalidKernel = 26,
    /// Not a valid (or an already released) `syclrt_event` handle.
    InvalidEvent = 27,
    /// Not a valid (or an already released) `syclrt_kernel_bundle` handle.
    InvalidKernelBundle = 28,
    /// Not a valid (or an already released) `syclrt_device_image` handle.
    InvalidDeviceImage = 29,
    /// Not a valid `syclrt_kernel_id` handle.
    InvalidKernelId = 30,
    /// Not a valid (or an already released) `syclrt_image_builder` handle.
    InvalidImageBuilder = 31,
    /// Not a valid (or an already released) `syclrt_buffer` handle.
    InvalidBuffer = 34,
    /// Objects from different contexts were combined.
    ContextMismatch = 40,
    /// The output buffer or array is too small for the value: the needed size
    /// (`size_ret`) or count (`count_out`) is still written, nothing else is.
    BufferTooSmall = 41,
    /// A device image descriptor (or one of its property sets) is malformed; nothing was registered.
    MalformedImage = 42,
    /// A device list is empty (SYCL `errc::invalid`).
    EmptyDeviceList = 43,
    /// A device is not one of the kernel bundle's devices (SYCL `errc::invalid`).
    DeviceNotInBundle = 44,
    /// A bundle in the input state was asked for a device without an online compiler (SYCL `errc::invalid`).
    NoOnlineCompiler = 45,
    /// A bundle in the object state was asked for a device without an online linker (SYCL `errc::invalid`).
    NoOnlineLinker = 46,
    /// A requested kernel is incompatible with every device of the list (SYCL `errc::invalid`).
    IncompatibleKernel = 47,
    /// Bundles with different sets of devices were joined (SYCL `errc::invalid`).
    DeviceSetMismatch = 48,
    /// An online compile failed (SYCL `errc::build`); the message holds the build log.
    CompileFailed = 49,
    /// An online link failed (SYCL `errc::build`); the message holds the build log.
    LinkFailed = 50,
    /// The kernel bundle is not in the state the operation needs (for example compiling an executable bundle).
    WrongBundleState = 51,
    /// No specialization constant of that name, or a value of the wrong size.
    InvalidSpecConstant = 52,
    /// The kernel is not in the bundle (or not for the device asked).
    KernelNotInBundle = 53,
    /// The program cannot go through the program cache (linked from several programs, or made through interop).
    NotCacheable = 60,
    /// The requested cache (in-memory or persistent) is turned off by configuration.
    CacheDisabled = 61,
    /// A persistent-cache maintenance operation (clear, prune) failed on the file system.
    CacheIo = 62,
    /// An internal invariant failed; please report it.
    Internal = 99,
    /// A panic inside syclrt was caught at the C boundary.
    Panic = 100,
}

impl Status {
    /// Every status, for tables and tests.
    pub const ALL: &'static [Status] = &[
        Status::Success,
        Status::InvalidValue,
        Status::NullPointer,
        Status::InvalidSize,
        Status::OutOfRange,
        Status::Unsupported,
        Status::NoOpencl,
        Status::OpenclError,
        Status::OutOfHostMemory,
        Status::OutOfResources,
        Status::BuildFailed,
        Status::InvalidOperation,
        Status::InvalidArgIndex,
        Status::InvalidArgSize,
        Status::KernelArgsNotSet,
        Status::InvalidWorkSize,
        Status::ProgramNotBuilt,
        Status::InvalidKernelName,
        Status::ProfilingInfoNotAvailable,
        Status::DeviceNotInContext,
        Status::InvalidPlatform,
        Status::InvalidDevice,
        Status::InvalidContext,
        Status::InvalidQueue,
        Status::InvalidMem,
        Status::InvalidProgram,
        Status::InvalidKernel,
        Status::InvalidEvent,
        Status::InvalidKernelBundle,
        Status::InvalidDeviceImage,
        Status::InvalidKernelId,
        Status::InvalidImageBuilder,
        Status::InvalidBuffer,
        Status::ContextMismatch,
        Status::BufferTooSmall,
        Status::MalformedImage,
        Status::EmptyDeviceList,
        Status::DeviceNotInBundle,
        Status::NoOnlineCompiler,
        Status::NoOnlineLinker,
        Status::IncompatibleKernel,
        Status::DeviceSetMismatch,
        Status::CompileFailed,
        Status::LinkFailed,
        Status::WrongBundleState,
        Status::InvalidSpecConstant,
        Status::KernelNotInBundle,
        Status::NotCacheable,
        Status::CacheDisabled,
        Status::CacheIo,
        Status::Internal,
        Status::Panic,
    ];

    pub fn from_code(code: i32) -> Option<Status> {
        Status::ALL.iter().copied().find(|s| *s as i32 == code)
    }

    /// A static, one-line description.
    pub fn description(self) -> &'static str {
        match self {
            Status::Success => "success",
            Status::InvalidValue => "invalid argument value",
            Status::NullPointer => "a required pointer argument is NULL",
            Status::InvalidSize => "invalid size",
            Status::OutOfRange => "index or range out of bounds",
            Status::Unsupported => "not supported by this device or OpenCL library",
            Status::NoOpencl => "no OpenCL ICD loader or platform available",
            Status::OpenclError => "an OpenCL call failed",
            Status::OutOfHostMemory => "out of host memory",
            Status::OutOfResources => "out of device memory or resources",
            Status::BuildFailed => "program build failed (see the build log)",
            Status::InvalidOperation => "operation not allowed in the object's current state",
            Status::InvalidArgIndex => "invalid kernel argument index",
            Status::InvalidArgSize => "invalid kernel argument size",
            Status::KernelArgsNotSet => "kernel arguments not all set",
            Status::InvalidWorkSize => "invalid ND-range or work-group size",
            Status::ProgramNotBuilt => "program is not built",
            Status::InvalidKernelName => "no kernel with that name in the program",
            Status::ProfilingInfoNotAvailable => "profiling information not available",
            Status::DeviceNotInContext => "device is not in the context",
            Status::InvalidPlatform => "invalid platform handle",
            Status::InvalidDevice => "invalid device handle",
            Status::InvalidContext => "invalid or released context handle",
            Status::InvalidQueue => "invalid or released queue handle",
            Status::InvalidMem => "invalid or released memory handle",
            Status::InvalidProgram => "invalid or released program handle",
            Status::InvalidKernel => "invalid or released kernel handle",
            Status::InvalidEvent => "invalid or released event handle",
            Status::InvalidKernelBundle => "invalid or released kernel bundle handle",
            Status::InvalidDeviceImage => "invalid or released device image handle",
            Status::InvalidKernelId => "invalid kernel id handle",
            Status::InvalidImageBuilder => "invalid or released image builder handle",
            Status::InvalidBuffer => "invalid or released buffer handle",
            Status::ContextMismatch => "objects belong to different contexts",
            Status::MalformedImage => "malformed device image descriptor",
            Status::EmptyDeviceList => "the device list is empty",
            Status::DeviceNotInBundle => "device is not one of the kernel bundle's devices",
            Status::NoOnlineCompiler => "a device has no online compiler (input state)",
            Status::NoOnlineLinker => "a device has no online linker (object state)",
            Status::IncompatibleKernel => "a kernel is incompatible with every device",
            Status::DeviceSetMismatch => "kernel bundles have different device sets",
            Status::CompileFailed => "online compile failed (see the build log)",
            Status::LinkFailed => "online link failed (see the build log)",
            Status::WrongBundleState => "kernel bundle is in the wrong state for the operation",
            Status::InvalidSpecConstant => "unknown specialization constant or wrong value size",
            Status::KernelNotInBundle => "kernel is not in the kernel bundle",
            Status::BufferTooSmall => "output buffer too small",
            Status::NotCacheable => "the program is not cacheable",
            Status::CacheDisabled => "the cache is disabled by configuration",
            Status::CacheIo => "a cache file-system operation failed",
            Status::Internal => "internal error",
            Status::Panic => "panic caught at the C boundary",
        }
    }
}

/// An error of the core: a status, a readable message, and the failing
/// OpenCL call when there was one.
///
/// `face` is set only by a face (`ffi::pi`, `ffi::ur`) for a failure of
/// its own ABI checks that has no meaning in the core (a UR enumeration out
/// of range, a PI query it does not know): that face's error table answers
/// it as is. The core never sets it.
///
/// It is one pointer wide (the fields live in a box, reached through
/// `Deref`): every `Result<T, Error>` on a hot path, such as a cached
/// device-info answer, returns in registers, and the allocation is paid
/// only when something fails.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error(Box<ErrorInfo>);

/// What an [`Error`] says (see there).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ErrorInfo {
    pub status: Status,
    pub message: String,
    pub cl: Option<ClError>,
    pub face: Option<i32>,
}

impl std::ops::Deref for Error {
    type Target = ErrorInfo;
    #[inline]
    fn deref(&self) -> &ErrorInfo {
        &self.0
    }
}

impl std::ops::DerefMut for Error {
    #[inline]
    fn deref_mut(&mut self) -> &mut ErrorInfo {
        &mut self.0
    }
}

impl From<ErrorInfo> for Error {
    fn from(i: ErrorInfo) -> Error {
        Error(Box::new(i))
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

// A success is one null word: no face pays for the error type on its hot path.
const _: () = assert!(std::mem::size_of::<Result<(), Error>>() == std::mem::size_of::<usize>());

impl Error {
    #[cold]
    pub fn new(status: Status, message: impl Into<String>) -> Error {
        ErrorInfo { status, message: message.into(), cl: None, face: None }.into()
    }
    /// An error a face raises with its own result `code` (see [`Error::face`]);
    /// `status` is what the C API would say.
    #[cold]
    pub fn face(status: Status, code: i32, message: impl Into<String>) -> Error {
        ErrorInfo { status, message: message.into(), cl: None, face: Some(code) }.into()
    }
    /// The message, taken out of the error.
    pub fn into_message(self) -> String {
        self.0.message
    }
    /// Appends detail (for example a build log) to the message.
    pub fn with_detail(mut self, detail: impl AsRef<str>) -> Error {
        self.message.push('\n');
        self.message.push_str(detail.as_ref());
        self
    }
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}

impl Status {
    /// The status of an OpenCL error code (what the C API answers for it).
    pub fn of_cl(code: i32) -> Status {
        match code {
            cl::FUNCTION_NOT_AVAILABLE => Status::Unsupported,
            CL_PLATFORM_NOT_FOUND_KHR => Status::NoOpencl,
            CL_OUT_OF_HOST_MEMORY => Status::OutOfHostMemory,
            CL_OUT_OF_RESOURCES | CL_MEM_OBJECT_ALLOCATION_FAILURE => Status::OutOfResources,
            CL_BUILD_PROGRAM_FAILURE | CL_COMPILE_PROGRAM_FAILURE | CL_LINK_PROGRAM_FAILURE => Status::BuildFailed,
            CL_INVALID_ARG_INDEX => Status::InvalidArgIndex,
            CL_INVALID_ARG_SIZE => Status::InvalidArgSize,
            CL_INVALID_KERNEL_ARGS => Status::KernelArgsNotSet,
            CL_INVALID_WORK_DIMENSION
            | CL_INVALID_WORK_GROUP_SIZE
            | CL_INVALID_WORK_ITEM_SIZE
            | CL_INVALID_GLOBAL_WORK_SIZE => Status::InvalidWorkSize,
            CL_INVALID_KERNEL_NAME => Status::InvalidKernelName,
            CL_INVALID_PROGRAM_EXECUTABLE => Status::ProgramNotBuilt,
            CL_PROFILING_INFO_NOT_AVAILABLE => Status::ProfilingInfoNotAvailable,
            CL_COMPILER_NOT_AVAILABLE | CL_LINKER_NOT_AVAILABLE => Status::Unsupported,
            CL_INVALID_BUFFER_SIZE => Status::InvalidSize,
            _ => Status::OpenclError,
        }
    }
}

impl From<ClError> for Error {
    fn from(e: ClError) -> Error {
        let status = Status::of_cl(e.code);
        ErrorInfo { status, message: e.to_string(), cl: Some(e), face: None }.into()
    }
}

impl From<cl::LoadError> for Error {
    fn from(e: cl::LoadError) -> Error {
        Error::new(Status::NoOpencl, e.0)
    }
}

/// Early-returns an error with a formatted message.
#[macro_export]
macro_rules! bail {
    ($status:expr, $($fmt:tt)+) => {
        return Err($crate::core::Error::new($status, format!($($fmt)+)))
    };
}
