//! Program and ProgramExp tables.
use super::gen::api::*;
#[allow(unused_imports, reason = "skeleton")]
use super::gen::types::*;

/// A UR program.
pub struct Program {}

impl ProgramApi for Ur {}
impl ProgramExpApi for Ur {}
