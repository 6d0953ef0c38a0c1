//! The 159-slot function table of PI 15.47, in libsycl.so.7.2.0's order
//! (generated from `pi-15.47-table.txt`; a test checks the order and count).

use super::entries::*;
use super::types::*;
use super::{fail, Pi};
use std::ffi::{c_char, c_void};

/// What this plugin writes into `_pi_plugin::PluginVersion` (libsycl prints
/// it with `SYCL_PI_TRACE=1`: the proof that syclrt was loaded).
pub const PLUGIN_VERSION: &str = "15.47.syclrt";

/// `struct _pi_plugin` of PI 15.47: 0x530 bytes, allocated by libsycl.
#[repr(C)]
pub struct pi_plugin {
    pub pi_version: [c_char; 20],
    pub plugin_version: [c_char; 20],
    pub targets: *mut c_char,
    pub function_table: [*const std::ffi::c_void; NUM_FUNCS],
    pub sanitize_type: i32,
}

const _: () = assert!(std::mem::size_of::<pi_plugin>() == 0x530);
const _: () = assert!(std::mem::offset_of!(pi_plugin, function_table) == 0x30);
const _: () = assert!(std::mem::offset_of!(pi_plugin, sanitize_type) == 0x528);

/// Number of entries in `_pi_plugin::PiFunctionTable` for PI 15.47.
pub const NUM_FUNCS: usize = 159;

/// Defines [`NAMES`] and [`table`] from one list, so the two cannot drift.
macro_rules! pi_table {
    ($($name:ident),* $(,)?) => {
        /// Entry names in table order (for tests and tracing).
        pub const NAMES: [&str; NUM_FUNCS] = [$(stringify!($name)),*];

        /// The table itself, in the same order as [`NAMES`].
        pub fn table() -> [*const c_void; NUM_FUNCS] {
            [$($name as *const c_void),*]
        }
    };
}

pi_table! {
    piPlatformsGet,
    piPlatformGetInfo,
    piextPlatformGetNativeHandle,
    piextPlatformCreateWithNativeHandle,
    piDevicesGet,
    piDeviceGetInfo,
    piDevicePartition,
    piDeviceRetain,
    piDeviceRelease,
    piextDeviceSelectBinary,
    piextGetDeviceFunctionPointer,
    piextGetGlobalVariablePointer,
    piextDeviceGetNativeHandle,
    piextDeviceCreateWithNativeHandle,
    piContextCreate,
    piContextGetInfo,
    piContextRetain,
    piContextRelease,
    piextContextSetExtendedDeleter,
    piextContextGetNativeHandle,
    piextContextCreateWithNativeHandle,
    piQueueCreate,
    piextQueueCreate,
    piQueueGetInfo,
    piQueueFinish,
    piQueueFlush,
    piQueueRetain,
    piQueueRelease,
    piextQueueGetNativeHandle,
    piextQueueCreateWithNativeHandle,
    piMemBufferCreate,
    piMemImageCreate,
    piMemGetInfo,
    piMemImageGetInfo,
    piMemRetain,
    piMemRelease,
    piMemBufferPartition,
    piextMemGetNativeHandle,
    piextMemCreateWithNativeHandle,
    piextMemImageCreateWithNativeHandle,
    piProgramCreate,
    piProgramCreateWithBinary,
    piProgramGetInfo,
    piProgramCompile,
    piProgramBuild,
    piProgramLink,
    piProgramGetBuildInfo,
    piProgramRetain,
    piProgramRelease,
    piextProgramSetSpecializationConstant,
    piextProgramGetNativeHandle,
    piextProgramCreateWithNativeHandle,
    piKernelCreate,
    piKernelSetArg,
    piKernelGetInfo,
    piKernelGetGroupInfo,
    piKernelGetSubGroupInfo,
    piKernelRetain,
    piKernelRelease,
    piextKernelSetArgPointer,
    piKernelSetExecInfo,
    piextKernelCreateWithNativeHandle,
    piextKernelGetNativeHandle,
    piextKernelSuggestMaxCooperativeGroupCount,
    piEventCreate,
    piEventGetInfo,
    piEventGetProfilingInfo,
    piEventsWait,
    piEventSetCallback,
    piEventSetStatus,
    piEventRetain,
    piEventRelease,
    piextEventGetNativeHandle,
    piextEventCreateWithNativeHandle,
    piSamplerCreate,
    piSamplerGetInfo,
    piSamplerRetain,
    piSamplerRelease,
    piEnqueueKernelLaunch,
    piextEnqueueCooperativeKernelLaunch,
    piEnqueueEventsWait,
    piEnqueueEventsWaitWithBarrier,
    piEnqueueMemBufferRead,
    piEnqueueMemBufferReadRect,
    piEnqueueMemBufferWrite,
    piEnqueueMemBufferWriteRect,
    piEnqueueMemBufferCopy,
    piEnqueueMemBufferCopyRect,
    piEnqueueMemBufferFill,
    piEnqueueMemImageRead,
    piEnqueueMemImageWrite,
    piEnqueueMemImageCopy,
    piEnqueueMemImageFill,
    piEnqueueMemBufferMap,
    piEnqueueMemUnmap,
    piextUSMHostAlloc,
    piextUSMDeviceAlloc,
    piextUSMSharedAlloc,
    piextUSMFree,
    piextUSMEnqueueMemset,
    piextUSMEnqueueMemcpy,
    piextUSMEnqueuePrefetch,
    piextUSMEnqueueMemAdvise,
    piextUSMGetMemAllocInfo,
    piextEnqueueReadHostPipe,
    piextEnqueueWriteHostPipe,
    piextKernelSetArgMemObj,
    piextKernelSetArgSampler,
    piextPluginGetOpaqueData,
    piPluginGetLastError,
    piTearDown,
    piextUSMEnqueueFill2D,
    piextUSMEnqueueMemset2D,
    piextUSMEnqueueMemcpy2D,
    piGetDeviceAndHostTimer,
    piextEnqueueDeviceGlobalVariableWrite,
    piextEnqueueDeviceGlobalVariableRead,
    piPluginGetBackendOption,
    piextEnablePeerAccess,
    piextDisablePeerAccess,
    piextPeerAccessGetInfo,
    piextUSMImport,
    piextUSMRelease,
    piextCommandBufferCreate,
    piextCommandBufferRetain,
    piextCommandBufferRelease,
    piextCommandBufferFinalize,
    piextCommandBufferNDRangeKernel,
    piextCommandBufferMemcpyUSM,
    piextCommandBufferMemBufferCopy,
    piextCommandBufferMemBufferCopyRect,
    piextCommandBufferMemBufferWrite,
    piextCommandBufferMemBufferWriteRect,
    piextCommandBufferMemBufferRead,
    piextCommandBufferMemBufferReadRect,
    piextCommandBufferMemBufferFill,
    piextCommandBufferFillUSM,
    piextCommandBufferPrefetchUSM,
    piextCommandBufferAdviseUSM,
    piextEnqueueCommandBuffer,
    piextUSMPitchedAlloc,
    piextMemUnsampledImageHandleDestroy,
    piextMemSampledImageHandleDestroy,
    piextBindlessImageSamplerCreate,
    piextMemImageAllocate,
    piextMemImageFree,
    piextMemUnsampledImageCreate,
    piextMemSampledImageCreate,
    piextMemImageCopy,
    piextMemImageGetInfo,
    piextMemMipmapGetLevel,
    piextMemMipmapFree,
    piextMemImportOpaqueFD,
    piextMemReleaseInterop,
    piextMemMapExternalArray,
    piextImportExternalSemaphoreOpaqueFD,
    piextDestroyExternalSemaphore,
    piextWaitExternalSemaphore,
    piextSignalExternalSemaphore,
}

/// `piPluginInit`: checks the PI major version libsycl announces, writes
/// our PluginVersion and fills all 159 slots in the 15.47 order.
///
/// Returns `PI_ERROR_INVALID_VALUE` for a NULL plugin and
/// `PI_ERROR_INVALID_OPERATION` when libsycl's PI major version is not 15
/// (then nothing is written: the table layout would not match).
///
/// # Safety
/// `plugin` is NULL or points to a writable `struct _pi_plugin` of 0x530 bytes.
#[no_mangle]
pub unsafe extern "C" fn piPluginInit(plugin: *mut pi_plugin) -> pi_result {
    crate::ffi::boundary::call::<Pi>(
        "piPluginInit",
        || format!("plugin={plugin:?}"),
        || {
            if plugin.is_null() {
                return fail(PI_ERROR_INVALID_VALUE, "piPluginInit: plugin is NULL");
            }
            // SAFETY: non-null, and libsycl's struct has this layout (static asserts above).
            let p = unsafe { &mut *plugin };
            let announced: Vec<u8> = p.pi_version.iter().take_while(|&&c| c != 0).map(|&c| c as u8).collect();
            let major = announced.split(|&c| c == b'.').next().unwrap_or(&[]);
            if major != b"15" {
                return fail(
                    PI_ERROR_INVALID_OPERATION,
                    format!(
                        "piPluginInit: PI version {:?} is not supported (syclrt implements 15.47)",
                        String::from_utf8_lossy(&announced)
                    ),
                );
            }
            p.plugin_version = [0; 20];
            for (dst, src) in p.plugin_version.iter_mut().zip(PLUGIN_VERSION.bytes()) {
                *dst = src as c_char;
            }
            p.function_table = table();
            Ok(())
        },
    )
}
