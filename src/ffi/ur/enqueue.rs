//! Enqueue and EnqueueExp tables.
use super::gen::api::*;
#[allow(unused_imports, reason = "skeleton")]
use super::gen::types::*;

impl EnqueueApi for Ur {}
impl EnqueueExpApi for Ur {}
