//! The OpenCL work shared by the faces that hand out raw OpenCL objects
//! (the PI plugin, `ffi::pi`) or wrap them (the UR adapter, `ffi::ur`):
//! one copy of each piece, below both faces. Errors are OpenCL codes; each
//! face translates them and records its own message.
//!
//! - [`lists`]: the platform and device lists and platform strings, cached.
//! - [`devinfo`]: raw device queries, the extension check and the
//!   per-(device, query) answer cache both faces keep their answers in.
//! - [`queue`]: the queue-empty query (a marker polled briefly).
//!
//! The device-info cache (`ffi::pi::info::cached`; raw answers come from `core::device::raw_answer`), Intel USM
//! (`cl::ext`) and program builds through the program caches
//! (`core::cache::pi_hook`) are the other shared pieces.

pub mod devinfo;
pub mod lists;
pub mod queue;
