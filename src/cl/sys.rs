//! OpenCL types and constants (the subset syclrt uses), from the Khronos
//! headers `CL/cl.h` and `CL/cl_ext.h`.
//!
//! Why not the `cl-sys` crate: its extern blocks carry
//! `#[link(name = "OpenCL")]`, so merely depending on it passes `-lOpenCL`
//! to the linker. The build then fails on machines without the
//! `libOpenCL.so` development symlink, and the library would gain a
//! link-time dependency on the ICD loader, which syclrt must never have
//! (every entry point is loaded at run time, see `loader.rs`). The values
//! below are ABI constants fixed by the OpenCL specification.
#![allow(dead_code, reason = "the constant table follows the Khronos headers; not every constant is used yet")]
#![allow(non_camel_case_types, reason = "names follow the Khronos C headers")]

use std::ffi::c_void;

pub type cl_int = i32;
pub type cl_uint = u32;
pub type cl_ulong = u64;
pub type cl_bool = cl_uint;
pub type cl_bitfield = cl_ulong;
pub type cl_properties = cl_ulong;

macro_rules! opaque_handles {
    ($($name:ident => $inner:ident),* $(,)?) => {$(
        #[repr(C)]
        pub struct $inner { _private: [u8; 0] }
        pub type $name = *mut $inner;
    )*};
}
opaque_handles! {
    cl_platform_id => _cl_platform_id,
    cl_device_id => _cl_device_id,
    cl_context => _cl_context,
    cl_command_queue => _cl_command_queue,
    cl_mem => _cl_mem,
    cl_program => _cl_program,
    cl_kernel => _cl_kernel,
    cl_event => _cl_event,
    cl_sampler => _cl_sampler,
}

pub type cl_device_type = cl_bitfield;
pub type cl_platform_info = cl_uint;
pub type cl_device_info = cl_uint;
pub type cl_context_info = cl_uint;
pub type cl_context_properties = isize;
pub type cl_command_queue_info = cl_uint;
pub type cl_command_queue_properties = cl_bitfield;
pub type cl_queue_properties = cl_properties;
pub type cl_mem_flags = cl_bitfield;
pub type cl_mem_info = cl_uint;
pub type cl_mem_object_type = cl_uint;
pub type cl_buffer_create_type = cl_uint;
pub type cl_map_flags = cl_bitfield;
pub type cl_program_info = cl_uint;
pub type cl_program_build_info = cl_uint;
pub type cl_build_status = cl_int;
pub type cl_kernel_info = cl_uint;
pub type cl_kernel_arg_info = cl_uint;
pub type cl_kernel_work_group_info = cl_uint;
pub type cl_kernel_sub_group_info = cl_uint;
pub type cl_kernel_exec_info = cl_uint;
pub type cl_event_info = cl_uint;
pub type cl_profiling_info = cl_uint;
pub type cl_device_fp_config = cl_bitfield;
pub type cl_device_svm_capabilities = cl_bitfield;
pub type cl_device_partition_property = isize;
pub type cl_device_exec_capabilities = cl_bitfield;
pub type cl_device_atomic_capabilities = cl_bitfield;
pub type cl_channel_order = cl_uint;
pub type cl_channel_type = cl_uint;
pub type cl_image_info = cl_uint;
pub type cl_addressing_mode = cl_uint;
pub type cl_filter_mode = cl_uint;
pub type cl_sampler_info = cl_uint;
pub type cl_command_type = cl_uint;

pub type BuildCallback = Option<unsafe extern "C" fn(cl_program, *mut c_void)>;
pub type ContextCallback = Option<unsafe extern "C" fn(*const libc::c_char, *const c_void, usize, *mut c_void)>;
pub type EventCallback = Option<unsafe extern "C" fn(cl_event, cl_int, *mut c_void)>;

pub(crate) const CL_TRUE: cl_bool = 1;
pub(crate) const CL_FALSE: cl_bool = 0;

// Error codes.
pub(crate) const CL_SUCCESS: cl_int = 0;
pub(crate) const CL_DEVICE_NOT_FOUND: cl_int = -1;
pub(crate) const CL_DEVICE_NOT_AVAILABLE: cl_int = -2;
pub(crate) const CL_COMPILER_NOT_AVAILABLE: cl_int = -3;
pub(crate) const CL_MEM_OBJECT_ALLOCATION_FAILURE: cl_int = -4;
pub(crate) const CL_OUT_OF_RESOURCES: cl_int = -5;
pub(crate) const CL_OUT_OF_HOST_MEMORY: cl_int = -6;
pub(crate) const CL_PROFILING_INFO_NOT_AVAILABLE: cl_int = -7;
pub(crate) const CL_MEM_COPY_OVERLAP: cl_int = -8;
pub(crate) const CL_IMAGE_FORMAT_MISMATCH: cl_int = -9;
pub(crate) const CL_IMAGE_FORMAT_NOT_SUPPORTED: cl_int = -10;
pub(crate) const CL_BUILD_PROGRAM_FAILURE: cl_int = -11;
pub(crate) const CL_MAP_FAILURE: cl_int = -12;
pub(crate) const CL_MISALIGNED_SUB_BUFFER_OFFSET: cl_int = -13;
pub(crate) const CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST: cl_int = -14;
pub(crate) const CL_COMPILE_PROGRAM_FAILURE: cl_int = -15;
pub(crate) const CL_LINKER_NOT_AVAILABLE: cl_int = -16;
pub(crate) const CL_LINK_PROGRAM_FAILURE: cl_int = -17;
pub(crate) const CL_DEVICE_PARTITION_FAILED: cl_int = -18;
pub(crate) const CL_KERNEL_ARG_INFO_NOT_AVAILABLE: cl_int = -19;
pub(crate) const CL_INVALID_VALUE: cl_int = -30;
pub(crate) const CL_INVALID_DEVICE_TYPE: cl_int = -31;
pub(crate) const CL_INVALID_PLATFORM: cl_int = -32;
pub(crate) const CL_INVALID_DEVICE: cl_int = -33;
pub(crate) const CL_INVALID_CONTEXT: cl_int = -34;
pub(crate) const CL_INVALID_QUEUE_PROPERTIES: cl_int = -35;
pub(crate) const CL_INVALID_COMMAND_QUEUE: cl_int = -36;
pub(crate) const CL_INVALID_HOST_PTR: cl_int = -37;
pub(crate) const CL_INVALID_MEM_OBJECT: cl_int = -38;
pub(crate) const CL_INVALID_IMAGE_FORMAT_DESCRIPTOR: cl_int = -39;
pub(crate) const CL_INVALID_IMAGE_SIZE: cl_int = -40;
pub(crate) const CL_INVALID_SAMPLER: cl_int = -41;
pub(crate) const CL_INVALID_BINARY: cl_int = -42;
pub(crate) const CL_INVALID_BUILD_OPTIONS: cl_int = -43;
pub(crate) const CL_INVALID_PROGRAM: cl_int = -44;
pub(crate) const CL_INVALID_PROGRAM_EXECUTABLE: cl_int = -45;
pub(crate) const CL_INVALID_KERNEL_NAME: cl_int = -46;
pub(crate) const CL_INVALID_KERNEL_DEFINITION: cl_int = -47;
pub(crate) const CL_INVALID_KERNEL: cl_int = -48;
pub(crate) const CL_INVALID_ARG_INDEX: cl_int = -49;
pub(crate) const CL_INVALID_ARG_VALUE: cl_int = -50;
pub(crate) const CL_INVALID_ARG_SIZE: cl_int = -51;
pub(crate) const CL_INVALID_KERNEL_ARGS: cl_int = -52;
pub(crate) const CL_INVALID_WORK_DIMENSION: cl_int = -53;
pub(crate) const CL_INVALID_WORK_GROUP_SIZE: cl_int = -54;
pub(crate) const CL_INVALID_WORK_ITEM_SIZE: cl_int = -55;
pub(crate) const CL_INVALID_GLOBAL_OFFSET: cl_int = -56;
pub(crate) const CL_INVALID_EVENT_WAIT_LIST: cl_int = -57;
pub(crate) const CL_INVALID_EVENT: cl_int = -58;
pub(crate) const CL_INVALID_OPERATION: cl_int = -59;
pub(crate) const CL_INVALID_GL_OBJECT: cl_int = -60;
pub(crate) const CL_INVALID_BUFFER_SIZE: cl_int = -61;
pub(crate) const CL_INVALID_MIP_LEVEL: cl_int = -62;
pub(crate) const CL_INVALID_GLOBAL_WORK_SIZE: cl_int = -63;
pub(crate) const CL_INVALID_PROPERTY: cl_int = -64;
pub(crate) const CL_INVALID_IMAGE_DESCRIPTOR: cl_int = -65;
pub(crate) const CL_INVALID_COMPILER_OPTIONS: cl_int = -66;
pub(crate) const CL_INVALID_LINKER_OPTIONS: cl_int = -67;
pub(crate) const CL_INVALID_DEVICE_PARTITION_COUNT: cl_int = -68;
pub(crate) const CL_INVALID_PIPE_SIZE: cl_int = -69;
pub(crate) const CL_INVALID_DEVICE_QUEUE: cl_int = -70;
pub(crate) const CL_INVALID_SPEC_ID: cl_int = -71;
pub(crate) const CL_MAX_SIZE_RESTRICTION_EXCEEDED: cl_int = -72;
/// Returned by the ICD loader when no platform is installed (cl_khr_icd).
pub(crate) const CL_PLATFORM_NOT_FOUND_KHR: cl_int = -1001;

// Platform info.
pub(crate) const CL_PLATFORM_PROFILE: cl_platform_info = 0x0900;
pub(crate) const CL_PLATFORM_VERSION: cl_platform_info = 0x0901;
pub(crate) const CL_PLATFORM_NAME: cl_platform_info = 0x0902;
pub(crate) const CL_PLATFORM_VENDOR: cl_platform_info = 0x0903;
pub(crate) const CL_PLATFORM_EXTENSIONS: cl_platform_info = 0x0904;

// Device types.
pub(crate) const CL_DEVICE_TYPE_DEFAULT: cl_device_type = 1 << 0;
pub(crate) const CL_DEVICE_TYPE_CPU: cl_device_type = 1 << 1;
pub(crate) const CL_DEVICE_TYPE_GPU: cl_device_type = 1 << 2;
pub(crate) const CL_DEVICE_TYPE_ACCELERATOR: cl_device_type = 1 << 3;
pub(crate) const CL_DEVICE_TYPE_CUSTOM: cl_device_type = 1 << 4;
pub(crate) const CL_DEVICE_TYPE_ALL: cl_device_type = 0xFFFF_FFFF;

// Device info.
pub(crate) const CL_DEVICE_TYPE: cl_device_info = 0x1000;
pub(crate) const CL_DEVICE_VENDOR_ID: cl_device_info = 0x1001;
pub(crate) const CL_DEVICE_MAX_COMPUTE_UNITS: cl_device_info = 0x1002;
pub(crate) const CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS: cl_device_info = 0x1003;
pub(crate) const CL_DEVICE_MAX_WORK_GROUP_SIZE: cl_device_info = 0x1004;
pub(crate) const CL_DEVICE_MAX_WORK_ITEM_SIZES: cl_device_info = 0x1005;
pub(crate) const CL_DEVICE_PREFERRED_VECTOR_WIDTH_CHAR: cl_device_info = 0x1006;
pub(crate) const CL_DEVICE_PREFERRED_VECTOR_WIDTH_SHORT: cl_device_info = 0x1007;
pub(crate) const CL_DEVICE_PREFERRED_VECTOR_WIDTH_INT: cl_device_info = 0x1008;
pub(crate) const CL_DEVICE_PREFERRED_VECTOR_WIDTH_LONG: cl_device_info = 0x1009;
pub(crate) const CL_DEVICE_PREFERRED_VECTOR_WIDTH_FLOAT: cl_device_info = 0x100A;
pub(crate) const CL_DEVICE_PREFERRED_VECTOR_WIDTH_DOUBLE: cl_device_info = 0x100B;
pub(crate) const CL_DEVICE_MAX_CLOCK_FREQUENCY: cl_device_info = 0x100C;
pub(crate) const CL_DEVICE_ADDRESS_BITS: cl_device_info = 0x100D;
pub(crate) const CL_DEVICE_MAX_READ_IMAGE_ARGS: cl_device_info = 0x100E;
pub(crate) const CL_DEVICE_MAX_WRITE_IMAGE_ARGS: cl_device_info = 0x100F;
pub(crate) const CL_DEVICE_MAX_MEM_ALLOC_SIZE: cl_device_info = 0x1010;
pub(crate) const CL_DEVICE_IMAGE2D_MAX_WIDTH: cl_device_info = 0x1011;
pub(crate) const CL_DEVICE_IMAGE2D_MAX_HEIGHT: cl_device_info = 0x1012;
pub(crate) const CL_DEVICE_IMAGE3D_MAX_WIDTH: cl_device_info = 0x1013;
pub(crate) const CL_DEVICE_IMAGE3D_MAX_HEIGHT: cl_device_info = 0x1014;
pub(crate) const CL_DEVICE_IMAGE3D_MAX_DEPTH: cl_device_info = 0x1015;
pub(crate) const CL_DEVICE_IMAGE_SUPPORT: cl_device_info = 0x1016;
pub(crate) const CL_DEVICE_MAX_PARAMETER_SIZE: cl_device_info = 0x1017;
pub(crate) const CL_DEVICE_MAX_SAMPLERS: cl_device_info = 0x1018;
pub(crate) const CL_DEVICE_MEM_BASE_ADDR_ALIGN: cl_device_info = 0x1019;
pub(crate) const CL_DEVICE_SINGLE_FP_CONFIG: cl_device_info = 0x101B;
pub(crate) const CL_DEVICE_GLOBAL_MEM_CACHE_TYPE: cl_device_info = 0x101C;
pub(crate) const CL_DEVICE_GLOBAL_MEM_CACHELINE_SIZE: cl_device_info = 0x101D;
pub(crate) const CL_DEVICE_GLOBAL_MEM_CACHE_SIZE: cl_device_info = 0x101E;
pub(crate) const CL_DEVICE_GLOBAL_MEM_SIZE: cl_device_info = 0x101F;
pub(crate) const CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE: cl_device_info = 0x1020;
pub(crate) const CL_DEVICE_MAX_CONSTANT_ARGS: cl_device_info = 0x1021;
pub(crate) const CL_DEVICE_LOCAL_MEM_TYPE: cl_device_info = 0x1022;
pub(crate) const CL_DEVICE_LOCAL_MEM_SIZE: cl_device_info = 0x1023;
pub(crate) const CL_DEVICE_ERROR_CORRECTION_SUPPORT: cl_device_info = 0x1024;
pub(crate) const CL_DEVICE_PROFILING_TIMER_RESOLUTION: cl_device_info = 0x1025;
pub(crate) const CL_DEVICE_ENDIAN_LITTLE: cl_device_info = 0x1026;
pub(crate) const CL_DEVICE_AVAILABLE: cl_device_info = 0x1027;
pub(crate) const CL_DEVICE_COMPILER_AVAILABLE: cl_device_info = 0x1028;
pub(crate) const CL_DEVICE_EXECUTION_CAPABILITIES: cl_device_info = 0x1029;
pub(crate) const CL_DEVICE_QUEUE_PROPERTIES: cl_device_info = 0x102A;
pub(crate) const CL_DEVICE_QUEUE_ON_HOST_PROPERTIES: cl_device_info = 0x102A;
pub(crate) const CL_DEVICE_NAME: cl_device_info = 0x102B;
pub(crate) const CL_DEVICE_VENDOR: cl_device_info = 0x102C;
pub(crate) const CL_DRIVER_VERSION: cl_device_info = 0x102D;
pub(crate) const CL_DEVICE_PROFILE: cl_device_info = 0x102E;
pub(crate) const CL_DEVICE_VERSION: cl_device_info = 0x102F;
pub(crate) const CL_DEVICE_EXTENSIONS: cl_device_info = 0x1030;
pub(crate) const CL_DEVICE_PLATFORM: cl_device_info = 0x1031;
pub(crate) const CL_DEVICE_DOUBLE_FP_CONFIG: cl_device_info = 0x1032;
pub(crate) const CL_DEVICE_HALF_FP_CONFIG: cl_device_info = 0x1033;
pub(crate) const CL_DEVICE_PREFERRED_VECTOR_WIDTH_HALF: cl_device_info = 0x1034;
pub(crate) const CL_DEVICE_HOST_UNIFIED_MEMORY: cl_device_info = 0x1035;
pub(crate) const CL_DEVICE_NATIVE_VECTOR_WIDTH_CHAR: cl_device_info = 0x1036;
pub(crate) const CL_DEVICE_NATIVE_VECTOR_WIDTH_SHORT: cl_device_info = 0x1037;
pub(crate) const CL_DEVICE_NATIVE_VECTOR_WIDTH_INT: cl_device_info = 0x1038;
pub(crate) const CL_DEVICE_NATIVE_VECTOR_WIDTH_LONG: cl_device_info = 0x1039;
pub(crate) const CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT: cl_device_info = 0x103A;
pub(crate) const CL_DEVICE_NATIVE_VECTOR_WIDTH_DOUBLE: cl_device_info = 0x103B;
pub(crate) const CL_DEVICE_NATIVE_VECTOR_WIDTH_HALF: cl_device_info = 0x103C;
pub(crate) const CL_DEVICE_OPENCL_C_VERSION: cl_device_info = 0x103D;
pub(crate) const CL_DEVICE_LINKER_AVAILABLE: cl_device_info = 0x103E;
pub(crate) const CL_DEVICE_BUILT_IN_KERNELS: cl_device_info = 0x103F;
pub(crate) const CL_DEVICE_IMAGE_MAX_BUFFER_SIZE: cl_device_info = 0x1040;
pub(crate) const CL_DEVICE_IMAGE_MAX_ARRAY_SIZE: cl_device_info = 0x1041;
pub(crate) const CL_DEVICE_PARENT_DEVICE: cl_device_info = 0x1042;
pub(crate) const CL_DEVICE_PARTITION_MAX_SUB_DEVICES: cl_device_info = 0x1043;
pub(crate) const CL_DEVICE_PARTITION_PROPERTIES: cl_device_info = 0x1044;
pub(crate) const CL_DEVICE_PARTITION_AFFINITY_DOMAIN: cl_device_info = 0x1045;
pub(crate) const CL_DEVICE_PARTITION_TYPE: cl_device_info = 0x1046;
pub(crate) const CL_DEVICE_REFERENCE_COUNT: cl_device_info = 0x1047;
pub(crate) const CL_DEVICE_PREFERRED_INTEROP_USER_SYNC: cl_device_info = 0x1048;
pub(crate) const CL_DEVICE_PRINTF_BUFFER_SIZE: cl_device_info = 0x1049;
pub(crate) const CL_DEVICE_MAX_READ_WRITE_IMAGE_ARGS: cl_device_info = 0x104C;
pub(crate) const CL_DEVICE_QUEUE_ON_DEVICE_PROPERTIES: cl_device_info = 0x104E;
pub(crate) const CL_DEVICE_SVM_CAPABILITIES: cl_device_info = 0x1053;
pub(crate) const CL_DEVICE_IL_VERSION: cl_device_info = 0x105B;
pub(crate) const CL_DEVICE_MAX_NUM_SUB_GROUPS: cl_device_info = 0x105C;
pub(crate) const CL_DEVICE_SUB_GROUP_INDEPENDENT_FORWARD_PROGRESS: cl_device_info = 0x105D;
pub(crate) const CL_DEVICE_ATOMIC_MEMORY_CAPABILITIES: cl_device_info = 0x1063;
pub(crate) const CL_DEVICE_ATOMIC_FENCE_CAPABILITIES: cl_device_info = 0x1064;
pub(crate) const CL_DEVICE_UUID: cl_device_info = 0x106A;
pub(crate) const CL_DEVICE_OPENCL_C_FEATURES: cl_device_info = 0x106F;

pub(crate) const CL_FP_DENORM: cl_device_fp_config = 1 << 0;
pub(crate) const CL_FP_INF_NAN: cl_device_fp_config = 1 << 1;
pub(crate) const CL_FP_ROUND_TO_NEAREST: cl_device_fp_config = 1 << 2;
pub(crate) const CL_FP_FMA: cl_device_fp_config = 1 << 5;

// Context.
pub(crate) const CL_CONTEXT_REFERENCE_COUNT: cl_context_info = 0x1080;
pub(crate) const CL_CONTEXT_DEVICES: cl_context_info = 0x1081;
pub(crate) const CL_CONTEXT_PROPERTIES: cl_context_info = 0x1082;
pub(crate) const CL_CONTEXT_NUM_DEVICES: cl_context_info = 0x1083;
pub(crate) const CL_CONTEXT_PLATFORM: cl_context_properties = 0x1084;

// Device partition properties.
pub(crate) const CL_DEVICE_PARTITION_EQUALLY: cl_device_partition_property = 0x1086;
pub(crate) const CL_DEVICE_PARTITION_BY_COUNTS: cl_device_partition_property = 0x1087;
pub(crate) const CL_DEVICE_PARTITION_BY_AFFINITY_DOMAIN: cl_device_partition_property = 0x1088;

// Queues.
pub(crate) const CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE: cl_command_queue_properties = 1 << 0;
pub(crate) const CL_QUEUE_PROFILING_ENABLE: cl_command_queue_properties = 1 << 1;
pub(crate) const CL_QUEUE_ON_DEVICE: cl_command_queue_properties = 1 << 2;
pub(crate) const CL_QUEUE_ON_DEVICE_DEFAULT: cl_command_queue_properties = 1 << 3;
pub(crate) const CL_QUEUE_CONTEXT: cl_command_queue_info = 0x1090;
pub(crate) const CL_QUEUE_DEVICE: cl_command_queue_info = 0x1091;
pub(crate) const CL_QUEUE_REFERENCE_COUNT: cl_command_queue_info = 0x1092;
pub(crate) const CL_QUEUE_PROPERTIES: cl_command_queue_info = 0x1093;
pub(crate) const CL_QUEUE_SIZE: cl_command_queue_info = 0x1094;
pub(crate) const CL_QUEUE_DEVICE_DEFAULT: cl_command_queue_info = 0x1095;

// Memory.
pub(crate) const CL_MEM_READ_WRITE: cl_mem_flags = 1 << 0;
pub(crate) const CL_MEM_WRITE_ONLY: cl_mem_flags = 1 << 1;
pub(crate) const CL_MEM_READ_ONLY: cl_mem_flags = 1 << 2;
pub(crate) const CL_MEM_USE_HOST_PTR: cl_mem_flags = 1 << 3;
pub(crate) const CL_MEM_ALLOC_HOST_PTR: cl_mem_flags = 1 << 4;
pub(crate) const CL_MEM_COPY_HOST_PTR: cl_mem_flags = 1 << 5;
pub(crate) const CL_MEM_HOST_WRITE_ONLY: cl_mem_flags = 1 << 7;
pub(crate) const CL_MEM_HOST_READ_ONLY: cl_mem_flags = 1 << 8;
pub(crate) const CL_MEM_HOST_NO_ACCESS: cl_mem_flags = 1 << 9;
pub(crate) const CL_MEM_TYPE: cl_mem_info = 0x1100;
pub(crate) const CL_MEM_FLAGS: cl_mem_info = 0x1101;
pub(crate) const CL_MEM_SIZE: cl_mem_info = 0x1102;
pub(crate) const CL_MEM_HOST_PTR: cl_mem_info = 0x1103;
pub(crate) const CL_MEM_MAP_COUNT: cl_mem_info = 0x1104;
pub(crate) const CL_MEM_REFERENCE_COUNT: cl_mem_info = 0x1105;
pub(crate) const CL_MEM_CONTEXT: cl_mem_info = 0x1106;
pub(crate) const CL_MEM_ASSOCIATED_MEMOBJECT: cl_mem_info = 0x1107;
pub(crate) const CL_MEM_OFFSET: cl_mem_info = 0x1108;
pub(crate) const CL_BUFFER_CREATE_TYPE_REGION: cl_buffer_create_type = 0x1220;
pub(crate) const CL_MAP_READ: cl_map_flags = 1 << 0;
pub(crate) const CL_MAP_WRITE: cl_map_flags = 1 << 1;
pub(crate) const CL_MAP_WRITE_INVALIDATE_REGION: cl_map_flags = 1 << 2;

// Memory object types.
pub(crate) const CL_MEM_OBJECT_BUFFER: cl_mem_object_type = 0x10F0;
pub(crate) const CL_MEM_OBJECT_IMAGE2D: cl_mem_object_type = 0x10F1;
pub(crate) const CL_MEM_OBJECT_IMAGE3D: cl_mem_object_type = 0x10F2;
pub(crate) const CL_MEM_OBJECT_IMAGE2D_ARRAY: cl_mem_object_type = 0x10F3;
pub(crate) const CL_MEM_OBJECT_IMAGE1D: cl_mem_object_type = 0x10F4;
pub(crate) const CL_MEM_OBJECT_IMAGE1D_ARRAY: cl_mem_object_type = 0x10F5;
pub(crate) const CL_MEM_OBJECT_IMAGE1D_BUFFER: cl_mem_object_type = 0x10F6;

// Image channel orders.
pub(crate) const CL_R: cl_channel_order = 0x10B0;
pub(crate) const CL_A: cl_channel_order = 0x10B1;
pub(crate) const CL_RG: cl_channel_order = 0x10B2;
pub(crate) const CL_RA: cl_channel_order = 0x10B3;
pub(crate) const CL_RGB: cl_channel_order = 0x10B4;
pub(crate) const CL_RGBA: cl_channel_order = 0x10B5;
pub(crate) const CL_BGRA: cl_channel_order = 0x10B6;
pub(crate) const CL_ARGB: cl_channel_order = 0x10B7;
pub(crate) const CL_INTENSITY: cl_channel_order = 0x10B8;
pub(crate) const CL_LUMINANCE: cl_channel_order = 0x10B9;
#[allow(non_upper_case_globals, reason = "the Khronos name")]
pub(crate) const CL_Rx: cl_channel_order = 0x10BA;
#[allow(non_upper_case_globals, reason = "the Khronos name")]
pub(crate) const CL_RGx: cl_channel_order = 0x10BB;
#[allow(non_upper_case_globals, reason = "the Khronos name")]
pub(crate) const CL_RGBx: cl_channel_order = 0x10BC;
#[allow(non_upper_case_globals, reason = "the Khronos name")]
pub(crate) const CL_sRGBA: cl_channel_order = 0x10C1;
pub(crate) const CL_ABGR: cl_channel_order = 0x10C3;

// Image channel types.
pub(crate) const CL_SNORM_INT8: cl_channel_type = 0x10D0;
pub(crate) const CL_SNORM_INT16: cl_channel_type = 0x10D1;
pub(crate) const CL_UNORM_INT8: cl_channel_type = 0x10D2;
pub(crate) const CL_UNORM_INT16: cl_channel_type = 0x10D3;
pub(crate) const CL_UNORM_SHORT_565: cl_channel_type = 0x10D4;
pub(crate) const CL_UNORM_SHORT_555: cl_channel_type = 0x10D5;
pub(crate) const CL_UNORM_INT_101010: cl_channel_type = 0x10D6;
pub(crate) const CL_SIGNED_INT8: cl_channel_type = 0x10D7;
pub(crate) const CL_SIGNED_INT16: cl_channel_type = 0x10D8;
pub(crate) const CL_SIGNED_INT32: cl_channel_type = 0x10D9;
pub(crate) const CL_UNSIGNED_INT8: cl_channel_type = 0x10DA;
pub(crate) const CL_UNSIGNED_INT16: cl_channel_type = 0x10DB;
pub(crate) const CL_UNSIGNED_INT32: cl_channel_type = 0x10DC;
pub(crate) const CL_HALF_FLOAT: cl_channel_type = 0x10DD;
pub(crate) const CL_FLOAT: cl_channel_type = 0x10DE;

// Image info.
pub(crate) const CL_IMAGE_FORMAT: cl_image_info = 0x1110;
pub(crate) const CL_IMAGE_ELEMENT_SIZE: cl_image_info = 0x1111;
pub(crate) const CL_IMAGE_ROW_PITCH: cl_image_info = 0x1112;
pub(crate) const CL_IMAGE_SLICE_PITCH: cl_image_info = 0x1113;
pub(crate) const CL_IMAGE_WIDTH: cl_image_info = 0x1114;
pub(crate) const CL_IMAGE_HEIGHT: cl_image_info = 0x1115;
pub(crate) const CL_IMAGE_DEPTH: cl_image_info = 0x1116;
pub(crate) const CL_IMAGE_ARRAY_SIZE: cl_image_info = 0x1117;
pub(crate) const CL_IMAGE_BUFFER: cl_image_info = 0x1118;
pub(crate) const CL_IMAGE_NUM_MIP_LEVELS: cl_image_info = 0x1119;
pub(crate) const CL_IMAGE_NUM_SAMPLES: cl_image_info = 0x111A;

// Sampler addressing modes.
pub(crate) const CL_ADDRESS_NONE: cl_addressing_mode = 0x1130;
pub(crate) const CL_ADDRESS_CLAMP_TO_EDGE: cl_addressing_mode = 0x1131;
pub(crate) const CL_ADDRESS_CLAMP: cl_addressing_mode = 0x1132;
pub(crate) const CL_ADDRESS_REPEAT: cl_addressing_mode = 0x1133;
pub(crate) const CL_ADDRESS_MIRRORED_REPEAT: cl_addressing_mode = 0x1134;

// Sampler filter modes.
pub(crate) const CL_FILTER_NEAREST: cl_filter_mode = 0x1140;
pub(crate) const CL_FILTER_LINEAR: cl_filter_mode = 0x1141;

// Sampler info (also the keys of a sampler property list).
pub(crate) const CL_SAMPLER_REFERENCE_COUNT: cl_sampler_info = 0x1150;
pub(crate) const CL_SAMPLER_CONTEXT: cl_sampler_info = 0x1151;
pub(crate) const CL_SAMPLER_NORMALIZED_COORDS: cl_sampler_info = 0x1152;
pub(crate) const CL_SAMPLER_ADDRESSING_MODE: cl_sampler_info = 0x1153;
pub(crate) const CL_SAMPLER_FILTER_MODE: cl_sampler_info = 0x1154;

// Programs.
pub(crate) const CL_PROGRAM_REFERENCE_COUNT: cl_program_info = 0x1160;
pub(crate) const CL_PROGRAM_CONTEXT: cl_program_info = 0x1161;
pub(crate) const CL_PROGRAM_NUM_DEVICES: cl_program_info = 0x1162;
pub(crate) const CL_PROGRAM_DEVICES: cl_program_info = 0x1163;
pub(crate) const CL_PROGRAM_SOURCE: cl_program_info = 0x1164;
pub(crate) const CL_PROGRAM_BINARY_SIZES: cl_program_info = 0x1165;
pub(crate) const CL_PROGRAM_BINARIES: cl_program_info = 0x1166;
pub(crate) const CL_PROGRAM_NUM_KERNELS: cl_program_info = 0x1167;
pub(crate) const CL_PROGRAM_KERNEL_NAMES: cl_program_info = 0x1168;
pub(crate) const CL_PROGRAM_IL: cl_program_info = 0x1169;
pub(crate) const CL_PROGRAM_BUILD_STATUS: cl_program_build_info = 0x1181;
pub(crate) const CL_PROGRAM_BUILD_OPTIONS: cl_program_build_info = 0x1182;
pub(crate) const CL_PROGRAM_BUILD_LOG: cl_program_build_info = 0x1183;
pub(crate) const CL_PROGRAM_BINARY_TYPE: cl_program_build_info = 0x1184;
pub(crate) const CL_BUILD_SUCCESS: cl_build_status = 0;
pub(crate) const CL_BUILD_NONE: cl_build_status = -1;
pub(crate) const CL_BUILD_ERROR: cl_build_status = -2;
pub(crate) const CL_BUILD_IN_PROGRESS: cl_build_status = -3;

// Kernels.
pub(crate) const CL_KERNEL_FUNCTION_NAME: cl_kernel_info = 0x1190;
pub(crate) const CL_KERNEL_NUM_ARGS: cl_kernel_info = 0x1191;
pub(crate) const CL_KERNEL_REFERENCE_COUNT: cl_kernel_info = 0x1192;
pub(crate) const CL_KERNEL_CONTEXT: cl_kernel_info = 0x1193;
pub(crate) const CL_KERNEL_PROGRAM: cl_kernel_info = 0x1194;
pub(crate) const CL_KERNEL_ATTRIBUTES: cl_kernel_info = 0x1195;
pub(crate) const CL_KERNEL_MAX_NUM_SUB_GROUPS: cl_kernel_sub_group_info = 0x11B9;
pub(crate) const CL_KERNEL_COMPILE_NUM_SUB_GROUPS: cl_kernel_sub_group_info = 0x11BA;
pub(crate) const CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE: cl_kernel_sub_group_info = 0x2033;
pub(crate) const CL_KERNEL_COMPILE_SUB_GROUP_SIZE_INTEL: cl_kernel_sub_group_info = 0x410A;
pub(crate) const CL_DEVICE_SUB_GROUP_SIZES_INTEL: cl_device_info = 0x4108;
pub(crate) const CL_DEVICE_IP_VERSION_INTEL: cl_device_info = 0x4250;
pub(crate) const CL_KERNEL_SPILL_MEM_SIZE_INTEL: cl_kernel_info = 0x4109;
pub(crate) const CL_KERNEL_REGISTER_COUNT_INTEL: cl_kernel_info = 0x425B;
pub(crate) const CL_KERNEL_EXEC_INFO_INDIRECT_HOST_ACCESS_INTEL: cl_kernel_exec_info = 0x4200;
pub(crate) const CL_KERNEL_EXEC_INFO_INDIRECT_DEVICE_ACCESS_INTEL: cl_kernel_exec_info = 0x4201;
pub(crate) const CL_KERNEL_EXEC_INFO_INDIRECT_SHARED_ACCESS_INTEL: cl_kernel_exec_info = 0x4202;
/// The command-queue property bits of OpenCL (out-of-order, profiling,
/// on-device, on-device default).
pub(crate) const CL_QUEUE_PROPERTIES_MASK: cl_command_queue_properties = 0b1111;
pub(crate) const CL_KERNEL_WORK_GROUP_SIZE: cl_kernel_work_group_info = 0x11B0;
pub(crate) const CL_KERNEL_COMPILE_WORK_GROUP_SIZE: cl_kernel_work_group_info = 0x11B1;
pub(crate) const CL_KERNEL_LOCAL_MEM_SIZE: cl_kernel_work_group_info = 0x11B2;
pub(crate) const CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE: cl_kernel_work_group_info = 0x11B3;
pub(crate) const CL_KERNEL_PRIVATE_MEM_SIZE: cl_kernel_work_group_info = 0x11B4;
pub(crate) const CL_KERNEL_GLOBAL_WORK_SIZE: cl_kernel_work_group_info = 0x11B5;

// Events.
pub(crate) const CL_EVENT_COMMAND_QUEUE: cl_event_info = 0x11D0;
pub(crate) const CL_EVENT_COMMAND_TYPE: cl_event_info = 0x11D1;
pub(crate) const CL_EVENT_REFERENCE_COUNT: cl_event_info = 0x11D2;
pub(crate) const CL_EVENT_COMMAND_EXECUTION_STATUS: cl_event_info = 0x11D3;
pub(crate) const CL_EVENT_CONTEXT: cl_event_info = 0x11D4;
pub(crate) const CL_COMPLETE: cl_int = 0x0;
pub(crate) const CL_RUNNING: cl_int = 0x1;
pub(crate) const CL_SUBMITTED: cl_int = 0x2;
pub(crate) const CL_QUEUED: cl_int = 0x3;

// Command types (`CL_EVENT_COMMAND_TYPE`; the `_INTEL` ones from cl_intel_unified_shared_memory).
pub(crate) const CL_COMMAND_NDRANGE_KERNEL: cl_command_type = 0x11F0;
pub(crate) const CL_COMMAND_TASK: cl_command_type = 0x11F1;
pub(crate) const CL_COMMAND_NATIVE_KERNEL: cl_command_type = 0x11F2;
pub(crate) const CL_COMMAND_READ_BUFFER: cl_command_type = 0x11F3;
pub(crate) const CL_COMMAND_WRITE_BUFFER: cl_command_type = 0x11F4;
pub(crate) const CL_COMMAND_COPY_BUFFER: cl_command_type = 0x11F5;
pub(crate) const CL_COMMAND_READ_IMAGE: cl_command_type = 0x11F6;
pub(crate) const CL_COMMAND_WRITE_IMAGE: cl_command_type = 0x11F7;
pub(crate) const CL_COMMAND_COPY_IMAGE: cl_command_type = 0x11F8;
pub(crate) const CL_COMMAND_COPY_IMAGE_TO_BUFFER: cl_command_type = 0x11F9;
pub(crate) const CL_COMMAND_COPY_BUFFER_TO_IMAGE: cl_command_type = 0x11FA;
pub(crate) const CL_COMMAND_MAP_BUFFER: cl_command_type = 0x11FB;
pub(crate) const CL_COMMAND_MAP_IMAGE: cl_command_type = 0x11FC;
pub(crate) const CL_COMMAND_UNMAP_MEM_OBJECT: cl_command_type = 0x11FD;
pub(crate) const CL_COMMAND_MARKER: cl_command_type = 0x11FE;
pub(crate) const CL_COMMAND_READ_BUFFER_RECT: cl_command_type = 0x1201;
pub(crate) const CL_COMMAND_WRITE_BUFFER_RECT: cl_command_type = 0x1202;
pub(crate) const CL_COMMAND_COPY_BUFFER_RECT: cl_command_type = 0x1203;
pub(crate) const CL_COMMAND_USER: cl_command_type = 0x1204;
pub(crate) const CL_COMMAND_BARRIER: cl_command_type = 0x1205;
pub(crate) const CL_COMMAND_MIGRATE_MEM_OBJECTS: cl_command_type = 0x1206;
pub(crate) const CL_COMMAND_FILL_BUFFER: cl_command_type = 0x1207;
pub(crate) const CL_COMMAND_FILL_IMAGE: cl_command_type = 0x1208;
pub(crate) const CL_COMMAND_MEMFILL_INTEL: cl_command_type = 0x4204;
pub(crate) const CL_COMMAND_MEMCPY_INTEL: cl_command_type = 0x4205;
pub(crate) const CL_COMMAND_MIGRATEMEM_INTEL: cl_command_type = 0x4206;
pub(crate) const CL_COMMAND_MEMADVISE_INTEL: cl_command_type = 0x4207;
pub(crate) const CL_PROFILING_COMMAND_QUEUED: cl_profiling_info = 0x1280;
pub(crate) const CL_PROFILING_COMMAND_SUBMIT: cl_profiling_info = 0x1281;
pub(crate) const CL_PROFILING_COMMAND_START: cl_profiling_info = 0x1282;
pub(crate) const CL_PROFILING_COMMAND_END: cl_profiling_info = 0x1283;
pub(crate) const CL_PROFILING_COMMAND_COMPLETE: cl_profiling_info = 0x1284;

// cl_intel_unified_shared_memory (device query).
pub(crate) const CL_DEVICE_HOST_MEM_CAPABILITIES_INTEL: cl_device_info = 0x4190;
pub(crate) const CL_DEVICE_DEVICE_MEM_CAPABILITIES_INTEL: cl_device_info = 0x4191;
pub(crate) const CL_DEVICE_SINGLE_DEVICE_SHARED_MEM_CAPABILITIES_INTEL: cl_device_info = 0x4192;
pub(crate) const CL_UNIFIED_SHARED_MEMORY_ACCESS_INTEL: cl_bitfield = 1 << 0;
pub(crate) const CL_DEVICE_CROSS_DEVICE_SHARED_MEM_CAPABILITIES_INTEL: cl_device_info = 0x4193;
pub(crate) const CL_DEVICE_SHARED_SYSTEM_MEM_CAPABILITIES_INTEL: cl_device_info = 0x4194;
// cl_intel_unified_shared_memory (allocation properties).
pub(crate) const CL_MEM_ALLOC_FLAGS_INTEL: u64 = 0x4195;
pub(crate) const CL_MEM_ALLOC_WRITE_COMBINED_INTEL: u64 = 1 << 0;
pub(crate) const CL_MEM_ALLOC_INITIAL_PLACEMENT_DEVICE_INTEL: u64 = 1 << 1;
pub(crate) const CL_MEM_ALLOC_INITIAL_PLACEMENT_HOST_INTEL: u64 = 1 << 2;
pub(crate) const CL_MEM_ALLOC_BUFFER_LOCATION_INTEL: u64 = 0x419E;
