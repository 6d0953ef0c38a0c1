//! syclrt: a SYCL runtime core over any OpenCL ICD loaded at run time.
//!
//! Layers, each depending only on those below it:
//! - [`ffi`]: the only place with `extern "C"`: the `syclrt_*` C API (and,
//!   later, the PI plugin table). Every entry point is a one-line shim into
//!   a function returning `Result`, run inside one panic-catching boundary.
//! - [`core`]: safe Rust domain objects (devices, contexts, queues, memory,
//!   programs, kernels, events).
//! - [`cl`]: the OpenCL backend, the only place that calls `cl*` or touches
//!   libloading.
//! - [`config`]: every environment variable, read once from one table.
//! - [`util`]: std-only helpers (the one Fx hasher).

pub mod backend;
pub mod cl;
pub mod config;
pub mod core;
pub mod ffi;
pub mod util;
