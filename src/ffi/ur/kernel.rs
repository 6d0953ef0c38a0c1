//! Kernel table.
use super::gen::api::*;
#[allow(unused_imports, reason = "skeleton")]
use super::gen::types::*;

/// A UR kernel.
pub struct Kernel {}

impl KernelApi for Ur {}
