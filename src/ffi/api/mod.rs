//! The `syclrt_*` C API, one file per object family. Each exported
//! function is a one-line shim into an `_impl` function returning
//! `Result`, run inside [`boundary`](super::boundary::boundary).

pub mod buffer;
pub mod context;
pub mod device;
pub mod general;
pub mod mem;
pub mod program;
pub mod queue;

pub use super::handle::{
    syclrt_buffer, syclrt_context, syclrt_device, syclrt_event, syclrt_kernel, syclrt_mem, syclrt_platform, syclrt_program,
    syclrt_queue,
};
pub use crate::core::Status;
