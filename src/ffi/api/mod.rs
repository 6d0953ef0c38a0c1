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
use std::sync::Arc;

/// The C API's wait lists ([`super::args::wait_list`]): each handle's event
/// kept alive for the call, with the context it records (the driver is not
/// asked).
pub(crate) struct ApiEvents;

impl super::args::WaitFace for ApiEvents {
    type Handle = *const syclrt_event;
    type Held = Arc<crate::core::Event>;
    const WHAT: &'static str = "wait_list";
    fn null_list(_: usize) -> crate::core::Error {
        crate::core::Error::new(Status::NullPointer, "wait_list is NULL")
    }
    fn hold(h: *const syclrt_event) -> crate::core::Result<Self::Held> {
        super::handle::get::<crate::core::Event>(h)
    }
    fn event<'a>(
        _: &'a *const syclrt_event,
        e: &'a Self::Held,
    ) -> Option<(&'a crate::cl::Event, Option<crate::cl::sys::cl_context>)> {
        Some((&e.cl, Some(e.context as crate::cl::sys::cl_context)))
    }
}

/// The wait list of a command of `q` (`n` handles at `list`).
///
/// # Safety
/// `list` holds `n` event handles (NULL only when `n` is 0).
unsafe fn wait_list(
    q: &crate::core::Queue,
    list: *const *const syclrt_event,
    n: usize,
) -> crate::core::Result<super::args::WaitList<Arc<crate::core::Event>>> {
    // SAFETY: forwarded contract.
    unsafe { super::args::wait_list::<ApiEvents>(&q.context.cl, n, list) }
}

/// Hands out the event, if the caller asked for one.
fn give_event(
    out: Option<super::args::Out<*mut syclrt_event>>,
    ev: Option<std::sync::Arc<crate::core::Event>>,
) -> crate::core::Result<()> {
    if let Some(o) = out {
        let ev = ev
            .ok_or_else(|| crate::core::Error::new(Status::Internal, "an event was requested but none was produced"))?;
        o.write(super::handle::new_handle(ev));
    }
    Ok(())
}
