//! PI 15.47 types and constants used by the plugin (values from the PI
//! ABI of `libsycl.so.7.2.0`; most equal their OpenCL counterparts).
#![allow(non_camel_case_types, reason = "names follow pi.h")]
#![allow(dead_code, reason = "the constant set follows pi.h; not every constant is used")]

pub use crate::cl::sys::{
    cl_command_queue as pi_queue, cl_context as pi_context, cl_device_id as pi_device, cl_event as pi_event,
    cl_kernel as pi_kernel, cl_mem as pi_mem, cl_platform_id as pi_platform, cl_program as pi_program,
    cl_sampler as pi_sampler,
};

pub type pi_result = i32;
pub type pi_int32 = i32;
pub type pi_uint32 = u32;
pub type pi_uint64 = u64;
pub type pi_bool = u32;
pub type pi_bitfield = u64;
pub type pi_native_handle = usize;
pub type pi_device_type = u64;
pub type pi_mem_flags = u64;
pub type pi_map_flags = u64;
pub type pi_queue_properties = u64;
pub type pi_usm_mem_properties = u64;
pub type pi_mem_properties = u64;
pub type pi_sampler_properties = u64;
pub type pi_context_properties = isize;
pub type pi_device_partition_property = isize;
pub type pi_image_handle = u64;
pub type pi_image_mem_handle = *mut std::ffi::c_void;
pub type pi_interop_mem_handle = u64;
pub type pi_interop_semaphore_handle = u64;
pub type pi_ext_sync_point = u32;
pub type pi_ext_command_buffer = *mut std::ffi::c_void;
pub type pi_ext_command_buffer_command = *mut std::ffi::c_void;

pub const PI_SUCCESS: pi_result = 0;
pub const PI_ERROR_DEVICE_NOT_FOUND: pi_result = -1;
pub const PI_ERROR_OUT_OF_HOST_MEMORY: pi_result = -6;
pub const PI_ERROR_INVALID_VALUE: pi_result = -30;
pub const PI_ERROR_INVALID_PLATFORM: pi_result = -32;
pub const PI_ERROR_INVALID_DEVICE: pi_result = -33;
pub const PI_ERROR_INVALID_CONTEXT: pi_result = -34;
pub const PI_ERROR_INVALID_QUEUE: pi_result = -36;
pub const PI_ERROR_INVALID_MEM_OBJECT: pi_result = -38;
pub const PI_ERROR_INVALID_BINARY: pi_result = -42;
pub const PI_ERROR_INVALID_PROGRAM: pi_result = -44;
pub const PI_ERROR_INVALID_KERNEL: pi_result = -48;
pub const PI_ERROR_INVALID_EVENT: pi_result = -58;
pub const PI_ERROR_INVALID_OPERATION: pi_result = -59;
pub const PI_ERROR_INVALID_BUFFER_SIZE: pi_result = -61;
pub const PI_ERROR_PLATFORM_NOT_FOUND_KHR: pi_result = -1001;
pub const PI_ERROR_UNSUPPORTED_FEATURE: pi_result = -995;
pub const PI_ERROR_PLUGIN_SPECIFIC_ERROR: pi_result = -996;
pub const PI_ERROR_FUNCTION_ADDRESS_IS_NOT_AVAILABLE: pi_result = -998;
pub const PI_ERROR_UNKNOWN: pi_result = -999;

pub const PI_DEVICE_TYPE_CPU: u64 = 1 << 1;
pub const PI_DEVICE_TYPE_GPU: u64 = 1 << 2;
pub const PI_DEVICE_TYPE_ACC: u64 = 1 << 3;

pub const PI_EXT_PLATFORM_INFO_BACKEND: u32 = 0x21000;
pub const PI_EXT_PLATFORM_BACKEND_OPENCL: u32 = 2;

/// pi.h's context platform query takes the number of OpenCL's context
/// property `CL_CONTEXT_PLATFORM`, which is no `cl_context_info` (the
/// other `PI_CONTEXT_INFO_*` queries equal OpenCL's `CL_CONTEXT_*`).
pub const PI_CONTEXT_INFO_PLATFORM: u32 = crate::cl::sys::CL_CONTEXT_PLATFORM as u32;

pub const PI_QUEUE_FLAGS: u64 = u64::MAX; // -1
pub const PI_QUEUE_COMPUTE_INDEX: u64 = u64::MAX - 1; // -2
pub const PI_EXT_ONEAPI_QUEUE_INFO_EMPTY: u32 = 0x2096;

pub const PI_USM_INDIRECT_ACCESS: u32 = 0;
pub const PI_USM_PTRS: u32 = 0x4203;
pub const PI_EXT_KERNEL_EXEC_INFO_CACHE_CONFIG: u32 = 0x4204;

pub const PI_KERNEL_MAX_SUB_GROUP_SIZE: u32 = 0x2033;

/// `_pi_offload_entry_struct` (32 bytes).
#[repr(C)]
pub struct pi_offload_entry {
    pub addr: *mut std::ffi::c_void,
    pub name: *mut std::ffi::c_char,
    pub size: usize,
    pub flags: i32,
    pub reserved: i32,
}

/// `_pi_device_binary_property_struct` (32 bytes).
#[repr(C)]
pub struct pi_device_binary_property_struct {
    pub name: *mut std::ffi::c_char,
    pub val_addr: *mut std::ffi::c_void,
    pub ty: u32,
    pub val_size: u64,
}

/// `_pi_device_binary_property_set_struct` (24 bytes).
#[repr(C)]
pub struct pi_device_binary_property_set_struct {
    pub name: *mut std::ffi::c_char,
    pub properties_begin: *mut pi_device_binary_property_struct,
    pub properties_end: *mut pi_device_binary_property_struct,
}

/// `pi_device_binary_struct` (96 bytes).
#[repr(C)]
pub struct pi_device_binary_struct {
    pub version: u16,
    pub kind: u8,
    pub format: u8,
    pub device_target_spec: *const std::ffi::c_char,
    pub compile_options: *const std::ffi::c_char,
    pub link_options: *const std::ffi::c_char,
    pub manifest_start: *const std::ffi::c_char,
    pub manifest_end: *const std::ffi::c_char,
    pub binary_start: *const u8,
    pub binary_end: *const u8,
    pub entries_begin: *mut pi_offload_entry,
    pub entries_end: *mut pi_offload_entry,
    pub property_sets_begin: *mut pi_device_binary_property_set_struct,
    pub property_sets_end: *mut pi_device_binary_property_set_struct,
}
pub type pi_device_binary = *mut pi_device_binary_struct;

const _: () = assert!(std::mem::size_of::<pi_device_binary_struct>() == 96);
const _: () = assert!(std::mem::size_of::<pi_device_binary_property_struct>() == 32);
const _: () = assert!(std::mem::size_of::<pi_device_binary_property_set_struct>() == 24);
const _: () = assert!(std::mem::size_of::<pi_offload_entry>() == 32);

/// `pi_image_format`: channel order and data type (OpenCL values).
pub type pi_image_format = crate::core::mem::image::ImageFormat;
/// `pi_image_desc`: same layout and values as `cl_image_desc`.
pub type pi_image_desc = crate::core::mem::image::ImageDesc;

/// `_pi_mem_obj_property`.
#[repr(C)]
#[derive(Debug)]
pub struct pi_mem_obj_property {
    pub ty: u32,
    pub p_next: *mut std::ffi::c_void,
    pub mem_access: u32,
}

/// `pi_ext_command_buffer_desc`.
#[repr(C)]
#[derive(Debug)]
pub struct pi_ext_command_buffer_desc {
    pub stype: u32,
    pub p_next: *const std::ffi::c_void,
    pub is_updatable: pi_bool,
}

pub type pi_context_notify =
    Option<unsafe extern "C" fn(*const std::ffi::c_char, *const std::ffi::c_void, usize, *mut std::ffi::c_void)>;
pub type pi_program_notify = Option<unsafe extern "C" fn(pi_program, *mut std::ffi::c_void)>;
pub type pi_event_notify = Option<unsafe extern "C" fn(pi_event, i32, *mut std::ffi::c_void)>;
pub type pi_context_extended_deleter = Option<unsafe extern "C" fn(*mut std::ffi::c_void)>;
