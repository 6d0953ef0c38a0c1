//! The C boundary: the only module with `extern "C"`.
//!
//! Conventions (also in docs/reference.md and the header):
//! - names are `syclrt_<object>_<verb>`; handles are opaque pointers;
//! - every fallible function returns a `syclrt_status` (0 = success);
//! - out-parameters end in `_out` and are written only on success;
//! - `_release(NULL)` is a no-op; a bad handle gives `INVALID_<OBJECT>`;
//! - no panic crosses the boundary (`SYCLRT_STATUS_PANIC` instead);
//! - `syclrt_last_error_message()` explains the last failure on the thread.

pub(crate) mod args;
pub(crate) mod boundary;
pub mod handle;
/// cbindgen:ignore
/// (the OpenCL loaders' layer entry points, not syclrt's C API)
pub mod layer;
/// cbindgen:ignore
/// (a diagnosis hook; nothing of it is C API)
pub(crate) mod segv;

/// cbindgen:ignore
/// (the UR face is reached through the loader's tables, not the C header)
pub mod ur;

pub mod api;
/// cbindgen:ignore
/// (the PI face has its own hand-checked header, include/syclrt_pi.h)
pub mod pi;
