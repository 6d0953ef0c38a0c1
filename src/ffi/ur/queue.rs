//! Queue table (owner: queue/event/enqueue engineer).
use super::gen::api::*;
#[allow(unused_imports, reason = "skeleton")]
use super::gen::types::*;

/// A UR queue: an OpenCL command queue of one device of a context.
pub struct Queue {}

impl QueueApi for Ur {}
