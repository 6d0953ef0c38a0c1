//! The `syclrt_*` C API, one file per object family. Each exported
//! function is a one-line shim into an `_impl` function returning
//! `Result`, run inside [`boundary`](super::boundary::boundary).
#![allow(
    clippy::missing_safety_doc,
    reason = "each function's C contract (which pointers may be NULL, how many elements they hold) is its doc comment, under the conventions in the header"
)]

pub mod buffer;
pub mod bundle;
pub mod cache;
pub mod context;
pub mod device;
pub mod general;
pub mod image;
pub mod mem;
pub mod program;
pub mod queue;
pub mod usm;

pub use super::handle::{
    syclrt_buffer, syclrt_context, syclrt_device, syclrt_event, syclrt_kernel, syclrt_mem, syclrt_platform,
    syclrt_program, syclrt_queue,
};
pub use super::handle::{syclrt_device_image, syclrt_image_builder, syclrt_kernel_bundle, syclrt_kernel_id};
pub use crate::core::Status;
