//! The cache of one context: its programs (by [`ProgramKey`]) and their
//! kernels, in two in-memory [`Cache`]s. A field of `core::Context`; this
//! module names no context, so the context can hold it.

use super::key::ProgramKey;
use super::memory::{BuildFailure, Cache, SizedValue};
use crate::cl;
use crate::core::error::{Error, Result};
use std::sync::Arc;

/// A built program in the cache: the `cl_program` (built for the device
/// set) and whether its binaries came from the persistent cache.
#[derive(Clone, Debug)]
pub struct Built {
    pub program: cl::Program,
    pub binary_size: u64,
    pub from_disk: bool,
}

/// A cached kernel: the `cl_kernel` shared by every user of the cached
/// program, and the lock that serializes "set arguments + launch" on it
/// across those users (`core::kernel::Kernel::from_cached`).
#[derive(Clone, Debug)]
pub struct CachedKernel {
    pub kernel: cl::Kernel,
    pub launch_lock: Arc<std::sync::Mutex<()>>,
}

impl std::ops::Deref for CachedKernel {
    type Target = cl::Kernel;
    fn deref(&self) -> &cl::Kernel {
        &self.kernel
    }
}

/// The per-context cache: programs and their kernels. Each `core::Context`
/// holds its own, made on first use (`core::cache::for_context`), and drops
/// it with itself.
///
/// Thread safety: every method may be called from any thread.
pub struct ContextCache {
    pub programs: Cache<ProgramKey, Built>,
    pub kernels: Cache<(ProgramKey, String), CachedKernel>,
}

impl ContextCache {
    /// An empty cache: `in_mem` off caches nothing; `in_mem_threshold`
    /// bounds the programs' bytes (0: no bound); `trace` logs its events.
    pub fn new(in_mem: bool, in_mem_threshold: u64, trace: bool) -> ContextCache {
        ContextCache {
            programs: Cache::new("programs", in_mem_threshold, in_mem, trace).with_eviction_log(),
            kernels: Cache::new("kernels", 0, in_mem, trace),
        }
    }

    /// Drops the kernels of programs evicted since the last call.
    pub fn sync_kernels(&self) {
        let gone = self.programs.take_evicted();
        if !gone.is_empty() {
            self.kernels.remove_where(|(p, _)| gone.contains(p));
        }
    }

    /// The kernel `name` of the cached program `key`, created once.
    pub fn get_or_create_kernel(&self, key: &ProgramKey, program: &cl::Program, name: &str) -> Result<CachedKernel> {
        self.sync_kernels();
        self.kernels
            .get_or_build(&(key.clone(), name.to_string()), || {
                cl::Kernel::create(program, name)
                    .map(|k| SizedValue { value: CachedKernel { kernel: k, launch_lock: Arc::default() }, size: 0 })
                    .map_err(|e| BuildFailure::from(Error::from(e)))
            })
            .map(|h| CachedKernel::clone(&h))
    }

    pub fn clear(&self) {
        self.programs.clear();
        self.kernels.clear();
        self.programs.take_evicted();
    }
}

impl std::fmt::Debug for ContextCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ContextCache").finish_non_exhaustive()
    }
}
