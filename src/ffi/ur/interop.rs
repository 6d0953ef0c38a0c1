//! OpenCL symbols that libsycl of oneAPI 2026.0/2026.1 looks up in the
//! OpenCL adapter library itself.
//!
//! For `get_native` on OpenCL objects, `libsycl.so.9` of 2026.0/2026.1
//! `dlopen`s `libur_adapter_opencl.so.0` (`RTLD_NOLOAD`) and `dlsym`s the
//! seven `clRetain*` functions in it, to take a reference on the native
//! handle it returns. `dlsym` on a library handle also searches that
//! library's dependencies, so with Intel's adapter (which has libOpenCL as a
//! NEEDED entry) they are found in libOpenCL; syclrt loads OpenCL only at
//! run time (no NEEDED entry), so it exports the seven itself, each
//! forwarding to the OpenCL library syclrt loaded. Without them libsycl
//! throws "Symbol clRetainContext could not be found" (measured with dpctl
//! 0.22.1 on oneAPI 2026.1.0). oneAPI 2026.2's libsycl loads libOpenCL
//! itself, and 2025.x never asks.
//!
//! An application that links both libsyclrt and libOpenCL may bind these
//! names to syclrt's copies: they forward to the same OpenCL function, so
//! the result is the same.
#![allow(non_snake_case, reason = "OpenCL function names")]

use crate::cl::sys::*;
use crate::cl::{Context, Event, Kernel, Mem, OwnedDevice, Program, Queue};
use crate::core::object;

macro_rules! forward {
    ($($name:ident: $t:ty => $w:ident;)*) => {$(
        /// Forwards to the OpenCL function of the same name (see the module
        /// documentation); `CL_PLATFORM_NOT_FOUND_KHR` when OpenCL cannot
        /// be loaded.
        ///
        /// # Safety
        /// The OpenCL contract of the function: a valid object or NULL.
        #[no_mangle]
        pub unsafe extern "C" fn $name(obj: $t) -> cl_int {
            // SAFETY: forwarded caller contract: the caller's object, viewed
            // without a reference (OpenCL validates it).
            object::cl_status(object::retain(unsafe { $w::borrow(&obj) }))
        }
    )*};
}

forward! {
    clRetainCommandQueue: cl_command_queue => Queue;
    clRetainContext: cl_context => Context;
    clRetainDevice: cl_device_id => OwnedDevice;
    clRetainEvent: cl_event => Event;
    clRetainKernel: cl_kernel => Kernel;
    clRetainMemObject: cl_mem => Mem;
    clRetainProgram: cl_program => Program;
}
