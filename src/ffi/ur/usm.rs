//! USM table.
use super::gen::api::*;
#[allow(unused_imports, reason = "skeleton")]
use super::gen::types::*;

impl USMApi for Ur {}
