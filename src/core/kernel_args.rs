//! What a kernel's argument lock holds (`core::arglock`, UR's kernels):
//! its local-memory arguments (`core::local_args`) and, on the bitcode
//! route, the record its loop-count specialization keeps
//! (`core::bitcode::specialize`). Every argument setter goes through here,
//! so the record cannot miss one; a launch asks [`LaunchArgs::for_launch`]
//! which kernel to enqueue.

use super::bitcode::specialize::{Arg, Specialized, Specializer};
use super::error::Result;
use super::local_args::LocalArgs;
use crate::cl;
use std::sync::Arc;

#[derive(Debug)]
pub struct LaunchArgs {
    pub locals: LocalArgs,
    spec: Option<Box<Specializer>>,
}

impl LaunchArgs {
    pub fn new(locals: LocalArgs, spec: Option<Box<Specializer>>) -> Self {
        LaunchArgs { locals, spec }
    }

    /// Whether the kernel may be specialized (tests).
    pub fn specializes(&self) -> bool {
        self.spec.is_some()
    }

    fn record(&mut self, index: u32, a: impl FnOnce() -> Arg) {
        if let Some(s) = &mut self.spec {
            s.record(index, a());
        }
    }

    /// Argument `index` by value: a scalar, a struct, or the bytes of a
    /// `cl_mem`/`cl_sampler` handle.
    pub fn set_value(&mut self, k: &cl::Kernel, index: u32, bytes: &[u8]) -> Result<()> {
        k.set_arg(index, bytes.len(), Some(bytes))?;
        self.record(index, || Arg::Bytes(bytes.to_vec()));
        Ok(())
    }

    /// A local-memory argument of `size` bytes (padded where the device
    /// needs it, `core::local_args`).
    pub fn set_local(&mut self, k: &cl::Kernel, index: u32, size: usize) -> Result<()> {
        self.locals.set(k, index, size)?;
        let given = self.locals.given(index).unwrap_or(size);
        self.record(index, || Arg::Local(given));
        Ok(())
    }

    /// A USM pointer argument (its address: the pointer is never read here).
    pub fn set_pointer(
        &mut self,
        k: &cl::Kernel,
        index: u32,
        ptr: usize,
    ) -> std::result::Result<(), crate::core::usm::UsmError> {
        super::usm::set_kernel_arg_pointer(k, index, ptr)?;
        self.record(index, || Arg::Pointer(ptr));
        Ok(())
    }

    /// Whether the kernel may reach USM not passed as an argument.
    pub fn set_indirect_access(
        &mut self,
        k: &cl::Kernel,
        on: bool,
    ) -> std::result::Result<(), crate::core::usm::UsmError> {
        super::usm::set_indirect_access(k, on)?;
        if let Some(s) = &mut self.spec {
            s.record_exec(|e| e.indirect = Some(on));
        }
        Ok(())
    }

    /// The USM pointers the kernel may reach indirectly (pointer-sized values).
    pub fn set_usm_ptrs(&mut self, k: &cl::Kernel, ptrs: &[u8]) -> std::result::Result<(), crate::core::usm::UsmError> {
        super::usm::set_kernel_usm_ptrs(k, ptrs)?;
        if let Some(s) = &mut self.spec {
            s.record_exec(|e| e.usm_ptrs = Some(ptrs.to_vec()));
        }
        Ok(())
    }

    /// The kernel a launch with the arguments now set runs instead of the
    /// kernel's own (a variant specialized to exactly these loop counts,
    /// its arguments set), or `None`.
    #[inline]
    pub fn for_launch(&mut self) -> Option<Arc<Specialized>> {
        self.spec.as_mut()?.for_launch()
    }
}
