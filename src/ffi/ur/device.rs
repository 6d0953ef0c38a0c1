//! Device table: device lists, `urDeviceGetInfo` (UR queries translated to
//! OpenCL ones, answers cached per device and query like the PI face's),
//! partitioning, binary selection and native handles.

use super::gen::api::*;
use super::gen::types::*;
use super::objects::{get, handle_of, put, slice, Info, UrObj};
use super::platform::UrPlatform;
use super::{err, fail, result, UrResult};
use crate::cl::sys::*;
use crate::cl::DeviceId;
use crate::core::device::DeviceType;
use crate::core::device_answers::{self as ans, Precision};
use crate::core::devinfo::{self, has_extension, le_u64 as le, Answer, Face};
use crate::core::{device, handles, lists, partition, program, select, Error};
use crate::ffi::args::write_prefix;
use std::ffi::CStr;
use std::sync::Arc;

super::objects::ur_handle!(Device, Parent; ur_device_handle_t_, UrDevice, InvalidDevice, false, UR_RESULT_ERROR_INVALID_DEVICE);

/// A UR device: core's device object (`core::device::Device`: a root
/// device, one object for every face, registered once and never destroyed;
/// or a sub-device from `urDevicePartition`, reference counted, its OpenCL
/// sub-device released with it), and UR's own field, the parent's handle.
pub type UrDevice = UrObj<Device, Parent>;
pub type Device = Arc<device::Device>;
pub struct Parent(Option<Arc<UrDevice>>);

/// A root device's UR object, kept in `core::handles` under its OpenCL id
/// (created once per process, never destroyed).
struct Root(Arc<UrDevice>);

/// The UR device of core's root device `d`: the same handle every time.
fn root(d: &Device) -> Arc<UrDevice> {
    handles::get_or_insert_with(d.id.0 as usize, || Root(UrObj::with(d.clone(), Parent(None)))).0.clone()
}

/// The UR device of a root OpenCL device id (`core::device::of_id`).
pub fn by_cl(d: cl_device_id) -> Result<Arc<UrDevice>, Error> {
    Ok(root(&device::of_id(DeviceId(d))?))
}

fn cl_type(t: ur_device_type_t) -> Result<u64, Error> {
    Ok(match t {
        UR_DEVICE_TYPE_ALL => CL_DEVICE_TYPE_ALL,
        UR_DEVICE_TYPE_GPU => CL_DEVICE_TYPE_GPU,
        UR_DEVICE_TYPE_CPU => CL_DEVICE_TYPE_CPU,
        UR_DEVICE_TYPE_FPGA | UR_DEVICE_TYPE_MCA | UR_DEVICE_TYPE_VPU => CL_DEVICE_TYPE_ACCELERATOR,
        UR_DEVICE_TYPE_DEFAULT => CL_DEVICE_TYPE_DEFAULT,
        UR_DEVICE_TYPE_CUSTOM => CL_DEVICE_TYPE_CUSTOM,
        _ => return Err(err(UR_RESULT_ERROR_INVALID_ENUMERATION, format!("urDeviceGet: unknown device type {t:#x}"))),
    })
}

/// OpenCL's answer as bytes (errors mapped).
fn clq(d: cl_device_id, param: u32) -> Result<Vec<u8>, Error> {
    devinfo::raw_answer(DeviceId(d), param).map_err(|e| result::cl_err(&format!("device query {param:#x}"), e))
}

fn clu(d: cl_device_id, param: u32) -> Result<u64, Error> {
    clq(d, param).map(|b| le(&b))
}

fn fp_flags(cl: u64) -> u32 {
    // CL_FP_DENORM .. CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT map bit to bit.
    let mut f = 0;
    for (clbit, ur) in [
        (1u64, UR_DEVICE_FP_CAPABILITY_FLAG_DENORM),
        (2, UR_DEVICE_FP_CAPABILITY_FLAG_INF_NAN),
        (4, UR_DEVICE_FP_CAPABILITY_FLAG_ROUND_TO_NEAREST),
        (8, UR_DEVICE_FP_CAPABILITY_FLAG_ROUND_TO_ZERO),
        (16, UR_DEVICE_FP_CAPABILITY_FLAG_ROUND_TO_INF),
        (32, UR_DEVICE_FP_CAPABILITY_FLAG_FMA),
        (64, UR_DEVICE_FP_CAPABILITY_FLAG_SOFT_FLOAT),
        (128, UR_DEVICE_FP_CAPABILITY_FLAG_CORRECTLY_ROUNDED_DIVIDE_SQRT),
    ] {
        if cl & clbit != 0 {
            f |= ur;
        }
    }
    f
}

fn b(v: bool) -> Vec<u8> {
    vec![v as u8]
}
fn u32b(v: u32) -> Vec<u8> {
    v.to_ne_bytes().to_vec()
}

/// Plain pass-through queries: (UR query, OpenCL query), same type and size.
const PASS: &[(u32, u32)] = &[
    (UR_DEVICE_INFO_VENDOR_ID, CL_DEVICE_VENDOR_ID),
    (UR_DEVICE_INFO_MAX_COMPUTE_UNITS, CL_DEVICE_MAX_COMPUTE_UNITS),
    (UR_DEVICE_INFO_MAX_WORK_ITEM_DIMENSIONS, CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS),
    (UR_DEVICE_INFO_MAX_WORK_GROUP_SIZE, CL_DEVICE_MAX_WORK_GROUP_SIZE),
    (UR_DEVICE_INFO_MAX_WORK_ITEM_SIZES, CL_DEVICE_MAX_WORK_ITEM_SIZES),
    (UR_DEVICE_INFO_PREFERRED_VECTOR_WIDTH_CHAR, CL_DEVICE_PREFERRED_VECTOR_WIDTH_CHAR),
    (UR_DEVICE_INFO_PREFERRED_VECTOR_WIDTH_SHORT, CL_DEVICE_PREFERRED_VECTOR_WIDTH_SHORT),
    (UR_DEVICE_INFO_PREFERRED_VECTOR_WIDTH_INT, CL_DEVICE_PREFERRED_VECTOR_WIDTH_INT),
    (UR_DEVICE_INFO_PREFERRED_VECTOR_WIDTH_LONG, CL_DEVICE_PREFERRED_VECTOR_WIDTH_LONG),
    (UR_DEVICE_INFO_PREFERRED_VECTOR_WIDTH_FLOAT, CL_DEVICE_PREFERRED_VECTOR_WIDTH_FLOAT),
    (UR_DEVICE_INFO_PREFERRED_VECTOR_WIDTH_DOUBLE, CL_DEVICE_PREFERRED_VECTOR_WIDTH_DOUBLE),
    (UR_DEVICE_INFO_PREFERRED_VECTOR_WIDTH_HALF, CL_DEVICE_PREFERRED_VECTOR_WIDTH_HALF),
    (UR_DEVICE_INFO_NATIVE_VECTOR_WIDTH_CHAR, CL_DEVICE_NATIVE_VECTOR_WIDTH_CHAR),
    (UR_DEVICE_INFO_NATIVE_VECTOR_WIDTH_SHORT, CL_DEVICE_NATIVE_VECTOR_WIDTH_SHORT),
    (UR_DEVICE_INFO_NATIVE_VECTOR_WIDTH_INT, CL_DEVICE_NATIVE_VECTOR_WIDTH_INT),
    (UR_DEVICE_INFO_NATIVE_VECTOR_WIDTH_LONG, CL_DEVICE_NATIVE_VECTOR_WIDTH_LONG),
    (UR_DEVICE_INFO_NATIVE_VECTOR_WIDTH_FLOAT, CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT),
    (UR_DEVICE_INFO_NATIVE_VECTOR_WIDTH_DOUBLE, CL_DEVICE_NATIVE_VECTOR_WIDTH_DOUBLE),
    (UR_DEVICE_INFO_NATIVE_VECTOR_WIDTH_HALF, CL_DEVICE_NATIVE_VECTOR_WIDTH_HALF),
    (UR_DEVICE_INFO_MAX_CLOCK_FREQUENCY, CL_DEVICE_MAX_CLOCK_FREQUENCY),
    (UR_DEVICE_INFO_ADDRESS_BITS, CL_DEVICE_ADDRESS_BITS),
    (UR_DEVICE_INFO_MAX_READ_IMAGE_ARGS, CL_DEVICE_MAX_READ_IMAGE_ARGS),
    (UR_DEVICE_INFO_MAX_WRITE_IMAGE_ARGS, CL_DEVICE_MAX_WRITE_IMAGE_ARGS),
    (UR_DEVICE_INFO_MAX_READ_WRITE_IMAGE_ARGS, CL_DEVICE_MAX_READ_WRITE_IMAGE_ARGS),
    (UR_DEVICE_INFO_MAX_MEM_ALLOC_SIZE, CL_DEVICE_MAX_MEM_ALLOC_SIZE),
    (UR_DEVICE_INFO_IMAGE2D_MAX_WIDTH, CL_DEVICE_IMAGE2D_MAX_WIDTH),
    (UR_DEVICE_INFO_IMAGE2D_MAX_HEIGHT, CL_DEVICE_IMAGE2D_MAX_HEIGHT),
    (UR_DEVICE_INFO_IMAGE3D_MAX_WIDTH, CL_DEVICE_IMAGE3D_MAX_WIDTH),
    (UR_DEVICE_INFO_IMAGE3D_MAX_HEIGHT, CL_DEVICE_IMAGE3D_MAX_HEIGHT),
    (UR_DEVICE_INFO_IMAGE3D_MAX_DEPTH, CL_DEVICE_IMAGE3D_MAX_DEPTH),
    (UR_DEVICE_INFO_IMAGE_MAX_BUFFER_SIZE, CL_DEVICE_IMAGE_MAX_BUFFER_SIZE),
    (UR_DEVICE_INFO_IMAGE_MAX_ARRAY_SIZE, CL_DEVICE_IMAGE_MAX_ARRAY_SIZE),
    (UR_DEVICE_INFO_MAX_SAMPLERS, CL_DEVICE_MAX_SAMPLERS),
    (UR_DEVICE_INFO_MAX_PARAMETER_SIZE, CL_DEVICE_MAX_PARAMETER_SIZE),
    (UR_DEVICE_INFO_MEM_BASE_ADDR_ALIGN, CL_DEVICE_MEM_BASE_ADDR_ALIGN),
    (UR_DEVICE_INFO_GLOBAL_MEM_CACHELINE_SIZE, CL_DEVICE_GLOBAL_MEM_CACHELINE_SIZE),
    (UR_DEVICE_INFO_GLOBAL_MEM_CACHE_SIZE, CL_DEVICE_GLOBAL_MEM_CACHE_SIZE),
    (UR_DEVICE_INFO_GLOBAL_MEM_SIZE, CL_DEVICE_GLOBAL_MEM_SIZE),
    (UR_DEVICE_INFO_MAX_CONSTANT_BUFFER_SIZE, CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE),
    (UR_DEVICE_INFO_MAX_CONSTANT_ARGS, CL_DEVICE_MAX_CONSTANT_ARGS),
    (UR_DEVICE_INFO_LOCAL_MEM_SIZE, CL_DEVICE_LOCAL_MEM_SIZE),
    (UR_DEVICE_INFO_PROFILING_TIMER_RESOLUTION, CL_DEVICE_PROFILING_TIMER_RESOLUTION),
    (UR_DEVICE_INFO_BUILT_IN_KERNELS, CL_DEVICE_BUILT_IN_KERNELS),
    (UR_DEVICE_INFO_IL_VERSION, CL_DEVICE_IL_VERSION),
    (UR_DEVICE_INFO_NAME, CL_DEVICE_NAME),
    (UR_DEVICE_INFO_VENDOR, CL_DEVICE_VENDOR),
    (UR_DEVICE_INFO_DRIVER_VERSION, CL_DRIVER_VERSION),
    (UR_DEVICE_INFO_PROFILE, CL_DEVICE_PROFILE),
    (UR_DEVICE_INFO_VERSION, CL_DEVICE_VERSION),
    (UR_DEVICE_INFO_EXTENSIONS, CL_DEVICE_EXTENSIONS),
    (UR_DEVICE_INFO_PRINTF_BUFFER_SIZE, CL_DEVICE_PRINTF_BUFFER_SIZE),
    (UR_DEVICE_INFO_PARTITION_MAX_SUB_DEVICES, CL_DEVICE_PARTITION_MAX_SUB_DEVICES),
];

/// Boolean queries: OpenCL `cl_bool` (4 bytes) answered as `ur_bool_t`.
const BOOLS: &[(u32, u32)] = &[
    (UR_DEVICE_INFO_IMAGE_SUPPORT, CL_DEVICE_IMAGE_SUPPORT),
    (UR_DEVICE_INFO_ERROR_CORRECTION_SUPPORT, CL_DEVICE_ERROR_CORRECTION_SUPPORT),
    (UR_DEVICE_INFO_HOST_UNIFIED_MEMORY, CL_DEVICE_HOST_UNIFIED_MEMORY),
    (UR_DEVICE_INFO_ENDIAN_LITTLE, CL_DEVICE_ENDIAN_LITTLE),
    (UR_DEVICE_INFO_AVAILABLE, CL_DEVICE_AVAILABLE),
    (UR_DEVICE_INFO_COMPILER_AVAILABLE, CL_DEVICE_COMPILER_AVAILABLE),
    (UR_DEVICE_INFO_LINKER_AVAILABLE, CL_DEVICE_LINKER_AVAILABLE),
    (UR_DEVICE_INFO_PREFERRED_INTEROP_USER_SYNC, CL_DEVICE_PREFERRED_INTEROP_USER_SYNC),
];

/// 64-bit OpenCL bitfields answered as 32-bit UR flags.
const FLAGS32: &[(u32, u32)] = &[
    (UR_DEVICE_INFO_QUEUE_PROPERTIES, CL_DEVICE_QUEUE_PROPERTIES),
    (UR_DEVICE_INFO_QUEUE_ON_HOST_PROPERTIES, CL_DEVICE_QUEUE_ON_HOST_PROPERTIES),
    (UR_DEVICE_INFO_QUEUE_ON_DEVICE_PROPERTIES, CL_DEVICE_QUEUE_ON_DEVICE_PROPERTIES),
    (UR_DEVICE_INFO_GLOBAL_MEM_CACHE_TYPE, CL_DEVICE_GLOBAL_MEM_CACHE_TYPE),
    (UR_DEVICE_INFO_LOCAL_MEM_TYPE, CL_DEVICE_LOCAL_MEM_TYPE),
    (UR_DEVICE_INFO_EXECUTION_CAPABILITIES, CL_DEVICE_EXECUTION_CAPABILITIES),
    (UR_DEVICE_INFO_PARTITION_AFFINITY_DOMAIN, CL_DEVICE_PARTITION_AFFINITY_DOMAIN),
];

/// Queries with no OpenCL equivalent (as Intel's adapter: unsupported).
const UNSUPPORTED: &[u32] = &[
    UR_DEVICE_INFO_IMAGE_PITCH_ALIGN_EXP,
    UR_DEVICE_INFO_MAX_IMAGE_LINEAR_WIDTH_EXP,
    UR_DEVICE_INFO_MAX_IMAGE_LINEAR_HEIGHT_EXP,
    UR_DEVICE_INFO_MAX_IMAGE_LINEAR_PITCH_EXP,
    UR_DEVICE_INFO_MIPMAP_MAX_ANISOTROPY_EXP,
    UR_DEVICE_INFO_GPU_EU_SIMD_WIDTH,
    UR_DEVICE_INFO_MAX_MEMORY_BANDWIDTH,
    UR_DEVICE_INFO_MAX_REGISTERS_PER_WORK_GROUP,
    UR_DEVICE_INFO_GLOBAL_MEM_FREE,
    UR_DEVICE_INFO_MEMORY_CLOCK_RATE,
    UR_DEVICE_INFO_MEMORY_BUS_WIDTH,
    UR_DEVICE_INFO_COMPONENT_DEVICES,
    UR_DEVICE_INFO_COMPOSITE_DEVICE,
    UR_DEVICE_INFO_CURRENT_CLOCK_THROTTLE_REASONS,
    UR_DEVICE_INFO_FAN_SPEED,
    UR_DEVICE_INFO_MIN_POWER_LIMIT,
    UR_DEVICE_INFO_MAX_POWER_LIMIT,
    UR_DEVICE_INFO_LUID,
    UR_DEVICE_INFO_NODE_MASK,
    UR_DEVICE_INFO_XE_STACK_COUNT,
    UR_DEVICE_INFO_XE_REGIONS_PER_STACK,
    UR_DEVICE_INFO_XE_CLUSTERS_PER_REGION,
    UR_DEVICE_INFO_XE_CORES_PER_CLUSTER,
    UR_DEVICE_INFO_EUS_PER_XE_CORE,
    UR_DEVICE_INFO_MAX_LANES_PER_HW_THREAD,
];

/// Experimental or vendor capabilities OpenCL cannot provide: `false`.
const FALSE: &[u32] = &[
    UR_DEVICE_INFO_KERNEL_SET_SPECIALIZATION_CONSTANTS,
    UR_DEVICE_INFO_ASYNC_BARRIER,
    UR_DEVICE_INFO_USM_POOL_SUPPORT,
    UR_DEVICE_INFO_VIRTUAL_MEMORY_SUPPORT,
    UR_DEVICE_INFO_TIMESTAMP_RECORDING_SUPPORT_EXP,
    UR_DEVICE_INFO_ENQUEUE_NATIVE_COMMAND_SUPPORT_EXP,
    UR_DEVICE_INFO_COMMAND_BUFFER_EVENT_SUPPORT_EXP,
    UR_DEVICE_INFO_COMMAND_BUFFER_SUBGRAPH_SUPPORT_EXP,
    UR_DEVICE_INFO_LOW_POWER_EVENTS_SUPPORT_EXP,
    UR_DEVICE_INFO_BINDLESS_IMAGES_SUPPORT_EXP,
    UR_DEVICE_INFO_BINDLESS_IMAGES_SHARED_USM_SUPPORT_EXP,
    UR_DEVICE_INFO_BINDLESS_IMAGES_1D_USM_SUPPORT_EXP,
    UR_DEVICE_INFO_BINDLESS_IMAGES_2D_USM_SUPPORT_EXP,
    UR_DEVICE_INFO_MIPMAP_SUPPORT_EXP,
    UR_DEVICE_INFO_MIPMAP_ANISOTROPY_SUPPORT_EXP,
    UR_DEVICE_INFO_MIPMAP_LEVEL_REFERENCE_SUPPORT_EXP,
    UR_DEVICE_INFO_EXTERNAL_MEMORY_IMPORT_SUPPORT_EXP,
    UR_DEVICE_INFO_EXTERNAL_SEMAPHORE_IMPORT_SUPPORT_EXP,
    UR_DEVICE_INFO_CUBEMAP_SUPPORT_EXP,
    UR_DEVICE_INFO_CUBEMAP_SEAMLESS_FILTERING_SUPPORT_EXP,
    UR_DEVICE_INFO_BINDLESS_SAMPLED_IMAGE_FETCH_1D_USM_SUPPORT_EXP,
    UR_DEVICE_INFO_BINDLESS_SAMPLED_IMAGE_FETCH_1D_SUPPORT_EXP,
    UR_DEVICE_INFO_BINDLESS_SAMPLED_IMAGE_FETCH_2D_USM_SUPPORT_EXP,
    UR_DEVICE_INFO_BINDLESS_SAMPLED_IMAGE_FETCH_2D_SUPPORT_EXP,
    UR_DEVICE_INFO_BINDLESS_SAMPLED_IMAGE_FETCH_3D_SUPPORT_EXP,
    UR_DEVICE_INFO_IMAGE_ARRAY_SUPPORT_EXP,
    UR_DEVICE_INFO_BINDLESS_UNIQUE_ADDRESSING_PER_DIM_SUPPORT_EXP,
    UR_DEVICE_INFO_BINDLESS_SAMPLE_1D_USM_SUPPORT_EXP,
    UR_DEVICE_INFO_BINDLESS_SAMPLE_2D_USM_SUPPORT_EXP,
    UR_DEVICE_INFO_BINDLESS_IMAGES_GATHER_SUPPORT_EXP,
    UR_DEVICE_INFO_USM_CONTEXT_MEMCPY_SUPPORT_EXP,
    UR_DEVICE_INFO_USM_P2P_SUPPORT_EXP,
    UR_DEVICE_INFO_IPC_MEMORY_SUPPORT_EXP,
    UR_DEVICE_INFO_IPC_PHYSICAL_MEMORY_SUPPORT_EXP,
    UR_DEVICE_INFO_REUSABLE_EVENTS_SUPPORT_EXP,
    UR_DEVICE_INFO_IPC_EVENT_SUPPORT_EXP,
    UR_DEVICE_INFO_ASYNC_USM_ALLOCATIONS_SUPPORT_EXP,
    UR_DEVICE_INFO_CLOCK_SUB_GROUP_SUPPORT_EXP,
    UR_DEVICE_INFO_CLOCK_WORK_GROUP_SUPPORT_EXP,
    UR_DEVICE_INFO_CLOCK_DEVICE_SUPPORT_EXP,
    UR_DEVICE_INFO_IS_INTEGRATED_GPU,
    UR_DEVICE_INFO_GRAPH_RECORD_AND_REPLAY_SUPPORT_EXP,
    UR_DEVICE_INFO_USM_HOST_ALLOC_REGISTER_SUPPORT_EXP,
    UR_DEVICE_INFO_PER_EVENT_PROFILING_SUPPORT_EXP,
    UR_DEVICE_INFO_DEVICE_WAIT_SUPPORT_EXP,
    UR_DEVICE_INFO_DYNAMIC_LINK_SUPPORT_EXP,
    UR_DEVICE_INFO_MEMORY_EXPORT_EXPORTABLE_DEVICE_MEM_EXP,
    UR_DEVICE_INFO_ENQUEUE_HOST_TASK_SUPPORT_EXP,
    UR_DEVICE_INFO_BFLOAT16_CONVERSIONS_NATIVE,
    UR_DEVICE_INFO_HOST_PIPE_READ_WRITE_SUPPORT,
];

/// USM capability queries: (UR query, Intel's OpenCL query, answered by `core::usm`).
const USM: &[(u32, u32)] = &[
    (UR_DEVICE_INFO_USM_HOST_SUPPORT, 0x4190),
    (UR_DEVICE_INFO_USM_DEVICE_SUPPORT, 0x4191),
    (UR_DEVICE_INFO_USM_SINGLE_SHARED_SUPPORT, 0x4192),
    (UR_DEVICE_INFO_USM_CROSS_SHARED_SUPPORT, 0x4193),
    (UR_DEVICE_INFO_USM_SYSTEM_SHARED_SUPPORT, 0x4194),
];

/// Intel device-attribute queries (cl_intel_device_attribute_query).
const INTEL_ATTR: &[(u32, u32)] = &[
    (UR_DEVICE_INFO_DEVICE_ID, 0x4251),
    (UR_DEVICE_INFO_GPU_EU_SLICES, 0x4252),
    (UR_DEVICE_INFO_GPU_SUBSLICES_PER_SLICE, 0x4253),
    (UR_DEVICE_INFO_GPU_EU_COUNT_PER_SUBSLICE, 0x4254),
    (UR_DEVICE_INFO_GPU_HW_THREADS_PER_EU, 0x4255),
    (UR_DEVICE_INFO_IP_VERSION, 0x4250),
];

/// The answer to a query this device does not support (a property of the
/// device: cached like an answer).
fn unsupported_query(q: u32) -> Error {
    err(
        UR_RESULT_ERROR_UNSUPPORTED_ENUMERATION,
        format!("urDeviceGetInfo: query {q:#x} is not supported by this device"),
    )
}

/// Computes the answer to a UR query (uncached).
fn compute(dev: &device::Device, q: u32) -> Result<Vec<u8>, Error> {
    let (d, dd) = (dev.id.0, dev.id);
    if let Some(&(_, c)) = PASS.iter().find(|(u, _)| *u == q) {
        return clq(d, c);
    }
    if let Some(&(_, c)) = BOOLS.iter().find(|(u, _)| *u == q) {
        return Ok(b(clu(d, c)? != 0));
    }
    if let Some(&(_, c)) = FLAGS32.iter().find(|(u, _)| *u == q) {
        return Ok(u32b(clu(d, c)? as u32));
    }
    if UNSUPPORTED.contains(&q) {
        return Err(unsupported_query(q));
    }
    if FALSE.contains(&q) {
        return Ok(b(false));
    }
    if q == UR_DEVICE_INFO_MULTI_DEVICE_COMPILE_SUPPORT_EXP {
        // urProgramBuildExp / CompileExp / LinkExp take device lists
        // (clBuildProgram over several devices; tests/ur_letter.rs).
        return Ok(b(true));
    }
    if let Some(&(_, c)) = USM.iter().find(|(u, _)| *u == q) {
        // core::device_answers::usm_capabilities; UR's bits are Intel's.
        let caps = ans::usm_capabilities(dd, c).map_err(|e| result::cl_err("USM capabilities", e))?;
        return Ok(u32b(caps as u32));
    }
    if let Some(&(_, c)) = INTEL_ATTR.iter().find(|(u, _)| *u == q) {
        if !has_extension(dd, "cl_intel_device_attribute_query") {
            return Err(unsupported_query(q));
        }
        return clq(d, c);
    }
    let ty = clu(d, CL_DEVICE_TYPE)?;
    // A failed OpenCL query, as UR's result (derived answers below).
    let cl = |e: i32| result::cl_err(&format!("device query for {q:#x}"), e);
    Ok(match q {
        UR_DEVICE_INFO_TYPE => u32b(match DeviceType::of(ty) {
            DeviceType::Cpu => UR_DEVICE_TYPE_CPU,
            DeviceType::Gpu => UR_DEVICE_TYPE_GPU,
            DeviceType::Accelerator => UR_DEVICE_TYPE_FPGA,
            DeviceType::Other => UR_DEVICE_TYPE_DEFAULT,
        }),
        // Derived answers: core::device_answers, the rules every face shares.
        UR_DEVICE_INFO_BACKEND_RUNTIME_VERSION => {
            let mut v = ans::backend_version(dd).map_err(cl)?.into_bytes();
            v.push(0);
            v
        }
        UR_DEVICE_INFO_MAX_WORK_GROUPS_3D => ans::max_work_groups_3d().iter().flat_map(|x| x.to_ne_bytes()).collect(),
        UR_DEVICE_INFO_MAX_WORK_GROUPS => usize::MAX.to_ne_bytes().to_vec(),
        UR_DEVICE_INFO_MAX_COMPUTE_QUEUE_INDICES => u32b(ans::max_compute_queue_indices()),
        UR_DEVICE_INFO_MAX_NUM_SUB_GROUPS => u32b(ans::max_num_sub_groups(dd).map_err(cl)?),
        UR_DEVICE_INFO_SINGLE_FP_CONFIG => u32b(fp_flags(ans::fp_config(dd, Precision::Single).map_err(cl)?)),
        UR_DEVICE_INFO_HALF_FP_CONFIG => u32b(fp_flags(ans::fp_config(dd, Precision::Half).map_err(cl)?)),
        UR_DEVICE_INFO_DOUBLE_FP_CONFIG => u32b(fp_flags(ans::fp_config(dd, Precision::Double).map_err(cl)?)),
        UR_DEVICE_INFO_ATOMIC_MEMORY_ORDER_CAPABILITIES => u32b(ans::atomic_capabilities(dd, false).0),
        UR_DEVICE_INFO_ATOMIC_FENCE_ORDER_CAPABILITIES => u32b(ans::atomic_capabilities(dd, true).0),
        UR_DEVICE_INFO_ATOMIC_MEMORY_SCOPE_CAPABILITIES => u32b(ans::atomic_capabilities(dd, false).1),
        UR_DEVICE_INFO_ATOMIC_FENCE_SCOPE_CAPABILITIES => u32b(ans::atomic_capabilities(dd, true).1),
        UR_DEVICE_INFO_IMAGE_SRGB => b(ans::image_srgb()),
        UR_DEVICE_INFO_ATOMIC_64 => b(ans::atomic64(dd)),
        UR_DEVICE_INFO_BFLOAT16 => b(ans::bfloat16_math()),
        UR_DEVICE_INFO_BUILD_ON_SUBDEVICE => b(ans::build_on_subdevice(dd).map_err(cl)?),
        UR_DEVICE_INFO_MEM_CHANNEL_SUPPORT => b(ans::mem_channel()),
        UR_DEVICE_INFO_ESIMD_SUPPORT => b(ans::esimd(dd).map_err(cl)?),
        UR_DEVICE_INFO_NUM_COMPUTE_UNITS => u32b(clu(d, CL_DEVICE_MAX_COMPUTE_UNITS)? as u32),
        UR_DEVICE_INFO_GLOBAL_VARIABLE_SUPPORT => b(has_extension(dd, "cl_intel_global_variable_access")),
        UR_DEVICE_INFO_SUB_GROUP_INDEPENDENT_FORWARD_PROGRESS => {
            b(ans::sub_group_independent_forward_progress(dd).map_err(cl)?)
        }
        UR_DEVICE_INFO_SUB_GROUP_SIZES_INTEL => {
            ans::sub_group_sizes(dd).map_err(cl)?.into_iter().flat_map(|x| (x as u32).to_ne_bytes()).collect()
        }
        UR_DEVICE_INFO_UUID => {
            if !has_extension(dd, "cl_khr_device_uuid") {
                return Err(unsupported_query(q));
            }
            clq(d, CL_DEVICE_UUID)?
        }
        UR_DEVICE_INFO_PCI_ADDRESS => match ans::pci_address(dd).map_err(cl)? {
            Some(a) => format!("{a}\0").into_bytes(),
            None => return Err(unsupported_query(q)),
        },
        UR_DEVICE_INFO_GPU_EU_COUNT => {
            if !has_extension(dd, "cl_intel_device_attribute_query") || ty & CL_DEVICE_TYPE_GPU == 0 {
                return Err(unsupported_query(q));
            }
            clq(d, CL_DEVICE_MAX_COMPUTE_UNITS)?
        }
        UR_DEVICE_INFO_2D_BLOCK_ARRAY_CAPABILITIES_EXP => u32b(if has_extension(dd, "cl_intel_subgroup_2d_block_io") {
            UR_EXP_DEVICE_2D_BLOCK_ARRAY_CAPABILITY_FLAG_LOAD | UR_EXP_DEVICE_2D_BLOCK_ARRAY_CAPABILITY_FLAG_STORE
        } else {
            0
        }),
        // Command buffers: native or recorded (src/ffi/ur/command_buffer.rs).
        UR_DEVICE_INFO_COMMAND_BUFFER_SUPPORT_EXP => b(cmdbuf_supported(dd)),
        UR_DEVICE_INFO_COMMAND_BUFFER_UPDATE_CAPABILITIES_EXP => u32b(cmdbuf_update_capabilities(dd)),
        UR_DEVICE_INFO_PROGRAM_SET_SPECIALIZATION_CONSTANTS => b(program::has_spec_constants()),
        UR_DEVICE_INFO_USE_NATIVE_ASSERT => b(has_extension(dd, "cl_intel_devicelib_assert")),
        UR_DEVICE_INFO_KERNEL_LAUNCH_CAPABILITIES => u32b(0),
        UR_DEVICE_INFO_PREFERRED_VECTOR_WIDTH_LONG_LONG => clq(d, CL_DEVICE_PREFERRED_VECTOR_WIDTH_LONG)?,
        UR_DEVICE_INFO_NATIVE_VECTOR_WIDTH_LONG_LONG => clq(d, CL_DEVICE_NATIVE_VECTOR_WIDTH_LONG)?,
        // UR lists the known types only (PI keeps the 0 entries).
        UR_DEVICE_INFO_SUPPORTED_PARTITIONS => ans::partition_properties(dd)
            .map_err(cl)?
            .into_iter()
            .filter(|&p| p != 0)
            .flat_map(|p| (p as u32).to_ne_bytes())
            .collect(),
        UR_DEVICE_INFO_PARTITION_TYPE => match ans::partition_type(dd) {
            None => Vec::new(),
            Some((ty, values)) => values
                .into_iter()
                .flat_map(|v| {
                    // ur_device_partition_property_t: { type (u32), value (a union of
                    // u32s) }, 8 bytes (it was written as 16, with the value at 8:
                    // the value read back was 0).
                    let mut p = [0u8; std::mem::size_of::<ur_device_partition_property_t>()];
                    p[..4].copy_from_slice(&ty.to_ne_bytes());
                    p[4..8].copy_from_slice(&v.to_ne_bytes());
                    p
                })
                .collect(),
        },
        UR_DEVICE_INFO_PLATFORM | UR_DEVICE_INFO_PARENT_DEVICE | UR_DEVICE_INFO_REFERENCE_COUNT => {
            // Per handle, not cached: answered by the caller.
            return fail(UR_RESULT_ERROR_INVALID_VALUE, format!("urDeviceGetInfo: query {q:#x} is per handle"));
        }
        _ => return fail(UR_RESULT_ERROR_INVALID_ENUMERATION, format!("urDeviceGetInfo: unknown query {q:#x}")),
    })
}

/// The answer to a UR query, from the one answer cache (`core::devinfo`)
/// or computed and kept there.
fn answer(dev: &UrDevice, q: u32) -> Result<Arc<[u8]>, Error> {
    let a = devinfo::get_or_compute(Face::Ur, dev.id.0 as usize, q, || {
        match compute(dev, q) {
            Ok(b) => (Answer::Bytes(Arc::from(b)), true),
            // Errors that are properties of the device (unsupported
            // queries) are kept; transient OpenCL failures are not.
            Err(e) => {
                let keep = matches!(
                    e.face.map(|c| c as ur_result_t),
                    Some(UR_RESULT_ERROR_UNSUPPORTED_ENUMERATION | UR_RESULT_ERROR_INVALID_ENUMERATION)
                );
                (Answer::Err(e), keep)
            }
        }
    });
    match a {
        Answer::Bytes(b) => Ok(b),
        Answer::Flag(f) => Ok(Arc::from(&[f as u8][..])),
        Answer::Err(e) => Err(e),
    }
}

impl DeviceApi for Ur {
    unsafe fn urDeviceGet(a: args::urDeviceGet) -> UrResult {
        let p = get::<UrPlatform>(a.hPlatform)?;
        let ty = cl_type(a.DeviceType)?;
        if a.phDevices.is_null() && a.pNumDevices.is_null() {
            return fail(UR_RESULT_ERROR_INVALID_NULL_POINTER, "urDeviceGet: phDevices and pNumDevices are both NULL");
        }
        let list = lists::devices(p.id, ty).map_err(|e| result::cl_err("clGetDeviceIDs", e))?;
        if !a.phDevices.is_null() {
            let take = list.iter().take(a.NumEntries as usize);
            let devs = take.map(|&d| by_cl(d as cl_device_id)).collect::<Result<Vec<_>, _>>()?;
            // SAFETY: NumEntries writable slots (caller contract).
            unsafe { write_prefix(a.phDevices, a.NumEntries as usize, devs.iter().map(handle_of)) };
        }
        if !a.pNumDevices.is_null() {
            // SAFETY: caller contract.
            unsafe { *a.pNumDevices = list.len() as u32 };
        }
        Ok(())
    }

    unsafe fn urDeviceGetInfo(args: args::urDeviceGetInfo) -> UrResult {
        let dev = get::<UrDevice>(args.hDevice)?;
        let info = Info { size: args.propSize, value: args.pPropValue, size_ret: args.pPropSizeRet };
        // SAFETY: every arm answers under the UR info protocol (caller contract).
        unsafe {
            match args.propName {
                UR_DEVICE_INFO_PLATFORM => return info.val(handle_of(super::platform::of(dev.platform())?)),
                UR_DEVICE_INFO_PARTITION_TYPE if dev.equally.is_some() => {
                    let k = dev.equally.unwrap_or(0);
                    return info.val(ur_device_partition_property_t {
                        r#type: UR_DEVICE_PARTITION_EQUALLY,
                        value: ur_device_partition_value_t { equally: k },
                    });
                }
                UR_DEVICE_INFO_PARENT_DEVICE => {
                    let p = dev.ur.0.as_ref().map_or(std::ptr::null_mut(), |p| Arc::as_ptr(p) as ur_device_handle_t);
                    return info.val(p);
                }
                UR_DEVICE_INFO_REFERENCE_COUNT => {
                    // A root device's count does not move (its handle is
                    // handed out by every urDeviceGet); a sub-device's does.
                    let n = if dev.parent.is_none() { 1 } else { super::objects::ref_count::<UrDevice>(args.hDevice) };
                    return info.val(n);
                }
                _ => {}
            }
            // Hot path: a cached answer is written under the read lock, with
            // no reference-count traffic (libsycl asks these millions of times).
            let hit = devinfo::with(Face::Ur, dev.id.0 as usize, args.propName, |a| a.bytes().map(|b| info.bytes(b)));
            if let Some(Some(r)) = hit {
                return r;
            }
            info.bytes(&answer(&dev, args.propName)?)
        }
    }

    // ur_api.h: retain and release count for sub-devices (from
    // urDevicePartition); a root device's count "remains unchanged" (root
    // devices live for the process, as in Intel's adapter).
    unsafe fn urDeviceRetain(a: args::urDeviceRetain) -> UrResult {
        let dev = get::<UrDevice>(a.hDevice)?;
        if dev.parent.is_none() {
            return Ok(());
        }
        super::objects::retain::<UrDevice>(a.hDevice)
    }

    unsafe fn urDeviceRelease(a: args::urDeviceRelease) -> UrResult {
        let dev = get::<UrDevice>(a.hDevice)?;
        if dev.parent.is_none() {
            return Ok(());
        }
        super::objects::release::<UrDevice>(a.hDevice)
    }

    unsafe fn urDevicePartition(a: args::urDevicePartition) -> UrResult {
        let dev = get::<UrDevice>(a.hDevice)?;
        // SAFETY: non-NULL (the entry's ur_api.h check) (caller contract for the rest).
        let props = unsafe { &*a.pProperties };
        // SAFETY: PropCount elements at pProperties (caller contract).
        let list = unsafe { slice(props.pProperties, props.PropCount, "pProperties->pProperties") }?;
        if list.is_empty() {
            return fail(UR_RESULT_ERROR_INVALID_VALUE, "urDevicePartition: no partition property");
        }
        let ty = list[0].r#type;
        if !matches!(
            ty,
            UR_DEVICE_PARTITION_EQUALLY | UR_DEVICE_PARTITION_BY_COUNTS | UR_DEVICE_PARTITION_BY_AFFINITY_DOMAIN
        ) {
            return fail(UR_RESULT_ERROR_UNSUPPORTED_ENUMERATION, format!("urDevicePartition: partition type {ty:#x}"));
        }
        // UR's partition types and values are OpenCL's.
        let mut cl: Vec<isize> = vec![ty as isize];
        for p in list {
            if p.r#type != ty {
                return fail(
                    UR_RESULT_ERROR_INVALID_VALUE,
                    "urDevicePartition: OpenCL needs one partition type per request",
                );
            }
            // SAFETY: every member of the union is a u32 at offset 0.
            cl.push(unsafe { p.value.count } as isize);
        }
        let room = (!a.phSubDevices.is_null()).then_some(a.NumDevices as usize);
        let made = partition::create(&dev, &cl, room)?;
        for (i, s) in made.subs.into_iter().enumerate() {
            let h = crate::ffi::handle::new_handle(UrObj::with(s, Parent(Some(dev.clone()))));
            // SAFETY: NumDevices writable slots (caller contract); `subs` holds at most NumDevices.
            unsafe { *a.phSubDevices.add(i) = h };
        }
        // Written once the whole call succeeded (no partial output).
        if !a.pNumDevicesRet.is_null() {
            // SAFETY: caller contract.
            unsafe { *a.pNumDevicesRet = made.count };
        }
        Ok(())
    }

    unsafe fn urDeviceSelectBinary(a: args::urDeviceSelectBinary) -> UrResult {
        let dev = get::<UrDevice>(a.hDevice)?;
        // SAFETY: NumBinaries elements (caller contract).
        let bins = unsafe { slice(a.pBinaries, a.NumBinaries as usize, "pBinaries") }?;
        let ty = clu(dev.id.0, CL_DEVICE_TYPE)?;
        let images: Vec<select::Candidate> = bins
            .iter()
            .map(|b| select::Candidate {
                // SAFETY: NULL or a NUL-terminated target string (caller contract).
                target: (!b.pDeviceTargetSpec.is_null())
                    .then(|| unsafe { CStr::from_ptr(b.pDeviceTargetSpec) }.to_string_lossy().into_owned()),
                aspects: Vec::new(),
            })
            .collect();
        // The one rule of both DPC++ faces (UR binaries carry no requirements).
        let pick = select::select(ty, &images, |_| true);
        match pick {
            // SAFETY: non-NULL (the entry's ur_api.h check).
            Some(i) => unsafe { put(a.pSelectedBinary, i as u32, "pSelectedBinary") },
            None => fail(
                UR_RESULT_ERROR_INVALID_BINARY,
                "urDeviceSelectBinary: no device image is compatible with the device",
            ),
        }
    }

    unsafe fn urDeviceGetNativeHandle(a: args::urDeviceGetNativeHandle) -> UrResult {
        let dev = get::<UrDevice>(a.hDevice)?;
        // SAFETY: caller contract.
        unsafe { put(a.phNativeDevice, dev.id.0 as ur_native_handle_t, "phNativeDevice") }
    }

    unsafe fn urDeviceCreateWithNativeHandle(a: args::urDeviceCreateWithNativeHandle) -> UrResult {
        let _ = a.pProperties;
        get::<UrObj<super::objects::Adapter>>(a.hAdapter)?;
        if a.hNativeDevice == 0 {
            return fail(UR_RESULT_ERROR_INVALID_NULL_HANDLE, "urDeviceCreateWithNativeHandle: native device is NULL");
        }
        let dev = by_cl(a.hNativeDevice as cl_device_id)?;
        // SAFETY: non-NULL (the entry's ur_api.h check).
        unsafe { put(a.phDevice, handle_of(&dev), "phDevice") }
    }

    unsafe fn urDeviceGetGlobalTimestamps(a: args::urDeviceGetGlobalTimestamps) -> UrResult {
        let dev = get::<UrDevice>(a.hDevice)?;
        let (dt, ht) = device::timers(dev.id, !a.pDeviceTimestamp.is_null())?;
        if !a.pDeviceTimestamp.is_null() {
            // SAFETY: caller contract.
            unsafe { *a.pDeviceTimestamp = dt };
        }
        if !a.pHostTimestamp.is_null() {
            // SAFETY: caller contract.
            unsafe { *a.pHostTimestamp = ht };
        }
        Ok(())
    }
}

/// The UR update capabilities syclrt gives a device's command buffers
/// (src/ffi/ur/command_buffer.rs; core::command_buffer decides the path).
pub(super) fn cmdbuf_update_capabilities(d: DeviceId) -> u32 {
    let all = UR_DEVICE_COMMAND_BUFFER_UPDATE_CAPABILITY_FLAG_KERNEL_ARGUMENTS
        | UR_DEVICE_COMMAND_BUFFER_UPDATE_CAPABILITY_FLAG_LOCAL_WORK_SIZE
        | UR_DEVICE_COMMAND_BUFFER_UPDATE_CAPABILITY_FLAG_GLOBAL_WORK_SIZE
        | UR_DEVICE_COMMAND_BUFFER_UPDATE_CAPABILITY_FLAG_GLOBAL_WORK_OFFSET;
    if crate::core::command_buffer::can_record() {
        // The recorded path updates everything but events; a native
        // command buffer with kernel alternatives turns recorded.
        return all | UR_DEVICE_COMMAND_BUFFER_UPDATE_CAPABILITY_FLAG_KERNEL_HANDLE;
    }
    if crate::core::command_buffer::native_support(d, true).is_some() {
        all
    } else {
        0
    }
}

/// Whether the device runs command buffers at all.
fn cmdbuf_supported(d: DeviceId) -> bool {
    crate::core::command_buffer::can_record() || crate::core::command_buffer::native_support(d, false).is_some()
}
