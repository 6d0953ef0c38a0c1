//! The Unified Runtime face: `libsyclrt.so` as the OpenCL adapter of the UR
//! 0.12 loader (`libur_loader.so.0`) of oneAPI 2025.2 to 2026.2, i.e. of
//! `libsycl.so.8` and `libsycl.so.9`.
//!
//! Design (docs/ur.md has the table-to-module map):
//! - The only exported UR symbols are the `urGet<Table>ProcAddrTable`
//!   functions ([`gen::getters`]); they fill the loader's tables from
//!   [`gen::api::ENTRIES`] in the slot order of the loader's *generation*
//!   ([`ddi`]): "UR 0.12" is four ABIs whose DDI tables differ in slot order.
//! - Every handle we return is a [`objects::UrObj`]: its first field points
//!   at the aggregate `ur_dditable_t` of that generation (the loader
//!   dispatches through it since oneAPI 2025.2), and it is recorded in the
//!   crate's handle registry ([`crate::ffi::handle`]) so NULL, foreign,
//!   wrong-type and released handles are told apart, never dereferenced.
//! - Each UR function is a generated `extern "C"` entry that runs the
//!   matching trait method of [`gen::api`] inside [`call`] (the crate's one
//!   boundary, `crate::ffi::boundary`, for `Ur`): no panic
//!   crosses the boundary, and with `SYCLRT_UR_TRACE=1` every call is
//!   logged with its arguments and result (target `syclrt::ur`). A method
//!   we do not implement keeps the trait's default, which answers
//!   `UR_RESULT_ERROR_UNSUPPORTED_FEATURE` and leaves a message for
//!   `urAdapterGetLastError`: no slot is null, no success is faked.
//! - The OpenCL work is shared with the PI face: the device-info answers
//!   ([`crate::ffi::pi::info`]'s OpenCL layer), Intel USM ([`crate::cl::ext`]),
//!   program builds through the KernelProgramCache and the persistent
//!   cache ([`crate::core::cache::redirect`]).

#![allow(non_snake_case, reason = "UR functions and parameters are named as in ur_api.h")]
#![allow(clippy::too_many_arguments, reason = "the UR signatures are what they are")]
#![allow(clippy::missing_safety_doc, reason = "the UR specification of each function is its safety contract")]

pub mod ddi;
#[allow(clippy::all, reason = "generated code")]
pub mod gen;
pub mod interop;
pub mod objects;
pub mod result;

mod adapter;
pub mod command_buffer;
mod context;
mod device;
mod enqueue;
mod event;
mod kernel;
mod mem;
mod other;
mod platform;
mod program;
mod queue;
mod usm;

use crate::ffi::boundary;
use gen::types::*;
use std::ffi::c_char;

pub(crate) use result::{err, fail, unsupported, Ur, UrResult};

/// This thread's last error message and code (for `urAdapterGetLastError`).
pub(crate) fn last_error() -> (*const c_char, ur_result_t) {
    (boundary::last_error_ptr(), boundary::last_error_code() as ur_result_t)
}
