//! Mem table (buffers, sub-buffers, images).
use super::gen::api::*;
#[allow(unused_imports, reason = "skeleton")]
use super::gen::types::*;

/// A UR memory object.
pub struct Mem {
    pub cl: crate::cl::Mem,
}

impl MemApi for Ur {}
