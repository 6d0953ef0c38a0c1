//! Context table.

use super::device::Device;
use super::gen::api::*;
#[allow(unused_imports, reason = "filled in below")]
use super::gen::types::*;
use super::objects::UrObj;
use std::sync::{Arc, Mutex};

/// A UR context: an OpenCL context over its devices.
pub struct Context {
    pub cl: crate::cl::Context,
    pub devices: Vec<Arc<UrObj<Device>>>,
    /// `urContextSetExtendedDeleter` callbacks, called when the context dies.
    pub deleters: Mutex<Vec<(ur_context_extended_deleter_t, usize)>>,
}

impl Drop for Context {
    fn drop(&mut self) {
        let list = std::mem::take(self.deleters.get_mut().unwrap_or_else(|p| p.into_inner()));
        for (f, data) in list.into_iter().rev() {
            if let Some(f) = f {
                // SAFETY: the user's deleter with the user's data, as registered.
                unsafe { f(data as *mut std::ffi::c_void) };
            }
        }
    }
}

impl ContextApi for Ur {}
