//! Event table.
use super::gen::api::*;
#[allow(unused_imports, reason = "skeleton")]
use super::gen::types::*;

/// A UR event.
pub struct Event {}

impl EventApi for Ur {}
