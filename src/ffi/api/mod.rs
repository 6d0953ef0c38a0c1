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

/// The events of a C wait list.
///
/// # Safety
/// `list` holds `n` event handles (NULL only when `n` is 0).
unsafe fn events(list: *const *const syclrt_event, n: usize) -> crate::core::Result<Vec<Arc<crate::core::Event>>> {
    if n == 0 {
        return Ok(Vec::new());
    }
    // SAFETY: forwarded contract.
    let handles = unsafe { super::args::slice(list, n, "wait_list")? };
    handles.iter().map(|&h| super::handle::get::<crate::core::Event>(h)).collect()
}

/// A C wait list for a command of one queue: the caller's events, kept
/// alive, and the list handed over ([`crate::core::event::WaitList`]: events
/// of another context are bridged, never given to the queue's context;
/// each event's context is known, so the driver is not asked).
/// Derefs to the events to hand over.
struct Wait {
    _events: Vec<Arc<crate::core::Event>>,
    list: crate::core::event::WaitList,
}

impl std::ops::Deref for Wait {
    type Target = [crate::cl::Event];
    fn deref(&self) -> &[crate::cl::Event] {
        self.list.events()
    }
}

/// The wait list of a command of `q`.
///
/// # Safety
/// `list` holds `n` event handles (NULL only when `n` is 0).
unsafe fn wait_list(q: &crate::core::Queue, list: *const *const syclrt_event, n: usize) -> crate::core::Result<Wait> {
    if n == 0 {
        // The launch path's common case: nothing to look up or build.
        return Ok(Wait { _events: Vec::new(), list: crate::core::event::WaitList::empty() });
    }
    // SAFETY: forwarded contract.
    let events = unsafe { self::events(list, n)? };
    let known = events.iter().map(|e| (&e.cl, Some(e.context as crate::cl::sys::cl_context)));
    let list = crate::core::event::wait_list_in(&q.context.cl, known)?;
    Ok(Wait { _events: events, list })
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
