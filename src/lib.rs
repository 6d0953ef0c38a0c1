//! syclrt: a SYCL runtime core over any OpenCL ICD loaded at run time.
//!
//! Layers, each depending only on those below it (docs/architecture.md is
//! the map; `tests/architecture.rs` checks for module circles and for
//! OpenCL calls in the faces):
//! - [`ffi`]: the only place with `extern "C"`: three faces that translate
//!   and nothing else: the `syclrt_*` C API ([`ffi::api`]), the PI 15.47
//!   plugin ([`ffi::pi`], for `libsycl.so.7`) and the UR 0.12 adapter
//!   ([`ffi::ur`], for `libsycl.so.8`/`.9`). Every entry point runs inside
//!   one panic-catching boundary (`ffi::boundary`) with one last-error
//!   slot; each face has one table from [`core::Error`] to its result code.
//! - [`core`]: the single backend: devices, contexts, queues,
//!   memory, programs, kernels, events, kernel bundles, buffers, caches,
//!   the OpenCL operations the DPC++ faces share (each in the module of its
//!   concept: [`core::enqueue`], [`core::event`], [`core::kernel`], ...), and what
//!   they share besides: the platform and device lists ([`core::lists`])
//!   and the device-info answer cache ([`core::devinfo`]).
//! - [`cl`]: the OpenCL backend, the only place that calls `cl*` or
//!   touches libloading.
//! - [`config`]: every environment variable, read once from one table.
//! - [`util`]: std-only helpers (the one Fx hasher).

pub mod cl;
pub mod config;
pub mod core;
pub mod ffi;
pub mod util;
