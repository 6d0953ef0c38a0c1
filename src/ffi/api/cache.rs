//! The program cache: cached program builds, counters and cache control.

use super::{syclrt_context, syclrt_program, Status};
use crate::core::cache::{self, BuildInput, ImageKind};
use crate::core::{self, Error, Result};
use crate::ffi::args::{bytes, opt_cstr, slice, Out};
use crate::ffi::boundary::boundary;
use crate::ffi::handle::{get, new_handle};
use std::ffi::{c_char, c_void};

/// One specialization constant for `syclrt_program_build_cached`: `size`
/// bytes at `value` for SPIR-V spec id `id`.
#[allow(non_camel_case_types, reason = "C type name")]
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct syclrt_spec_constant {
    pub id: u32,
    pub size: usize,
    pub value: *const c_void,
}

/// Counters of a context's program cache and of the process's persistent
/// cache (all monotonic except the `*_entries` and `program_bytes` gauges).
#[allow(non_camel_case_types, reason = "C type name")]
#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct syclrt_cache_stats {
    /// Program requests answered from the in-memory cache.
    pub program_hits: u64,
    /// Program requests that found no in-memory entry.
    pub program_misses: u64,
    /// Program builds run (each may still have loaded from disk).
    pub program_builds: u64,
    /// Program requests that waited for another thread's build of the same key.
    pub program_waits: u64,
    /// Programs evicted (LRU threshold, out-of-resources retry, or `syclrt_cache_clear`).
    pub program_evictions: u64,
    /// Programs in the in-memory cache now.
    pub program_entries: u64,
    /// Binary bytes of those programs (measured only while an eviction threshold is set).
    pub program_bytes: u64,
    pub kernel_hits: u64,
    pub kernel_misses: u64,
    pub kernel_entries: u64,
    /// Persistent cache (whole process): binaries loaded.
    pub disk_hits: u64,
    pub disk_misses: u64,
    /// Binaries stored.
    pub disk_writes: u64,
    /// Lookups that waited for another process's (or thread's) writer of the same key.
    pub disk_waits: u64,
    pub disk_evictions: u64,
    /// Items not used for a permission rule, a bad checksum or a bad format.
    pub disk_rejected: u64,
    /// Misses whose store the store policy skipped (`SYCLRT_CACHE_STORE`,
    /// docs/cache.md: PoCL's own kernel cache serves the next run).
    pub disk_skipped: u64,
}

/// Builds a program for every device of `context` from `size` bytes of
/// `image`, through the program cache: `kind` is a `syclrt_image_kind`
/// (OpenCL C source, SPIR-V IL, or one native binary used for every
/// device); `options` may be NULL; `spec` holds `num_spec` specialization
/// constants (IL only; NULL when 0). The same inputs in the same context
/// return the same underlying program without building (in-memory cache);
/// in a later process they load the stored native binaries (persistent
/// cache, `SYCL_CACHE_PERSISTENT`). A failed build is remembered: asking
/// again gives the identical status and message. Errors:
/// `INVALID_CONTEXT`, `NULL_POINTER`, `INVALID_SIZE` (size 0),
/// `INVALID_VALUE` (unknown kind, spec constants for a non-IL image),
/// `BUILD_FAILED` (the message holds the build logs), `UNSUPPORTED` (IL
/// on an OpenCL library without `clCreateProgramWithIL`).
///
/// # Safety
/// `image` holds `size` bytes; `options` is NULL or NUL-terminated; `spec`
/// holds `num_spec` entries whose `value`s hold `size` bytes each;
/// `program_out` is writable.
#[no_mangle]
pub unsafe extern "C" fn syclrt_program_build_cached(
    context: *const syclrt_context,
    kind: u32,
    image: *const c_void,
    size: usize,
    options: *const c_char,
    spec: *const syclrt_spec_constant,
    num_spec: usize,
    program_out: *mut *mut syclrt_program,
) -> Status {
    // SAFETY: pointer validity is the caller's contract, checked by the args helpers.
    boundary("syclrt_program_build_cached", || unsafe {
        program_build_cached(context, kind, image, size, options, spec, num_spec, program_out)
    })
}

#[allow(clippy::too_many_arguments, reason = "mirrors the C signature")]
unsafe fn program_build_cached(
    context: *const syclrt_context,
    kind: u32,
    image: *const c_void,
    size: usize,
    options: *const c_char,
    spec: *const syclrt_spec_constant,
    num_spec: usize,
    out: *mut *mut syclrt_program,
) -> Result<()> {
    let out = Out::new(out, "program_out")?;
    let ctx = get::<core::Context>(context)?;
    let Some(kind) = ImageKind::from_u32(kind) else {
        return Err(Error::new(Status::InvalidValue, format!("{kind} is not a syclrt_image_kind (0, 1 or 2)")));
    };
    // SAFETY: `image` holds `size` bytes (caller contract).
    let image = unsafe { bytes(image, size, "image")? };
    // SAFETY: `options` is NULL or NUL-terminated (caller contract).
    let options = unsafe { opt_cstr(options, "options")? };
    // SAFETY: `spec` holds `num_spec` entries (caller contract).
    let spec_in = unsafe { slice(spec, num_spec, "spec")? };
    let mut spec_vals = Vec::with_capacity(spec_in.len());
    for (i, s) in spec_in.iter().enumerate() {
        // SAFETY: each entry's `value` holds `size` bytes (caller contract).
        let v = unsafe { bytes(s.value, s.size, &format!("spec[{i}].value"))? };
        spec_vals.push((s.id, v.to_vec()));
    }
    if !spec_vals.is_empty() && kind != ImageKind::Il {
        return Err(Error::new(Status::InvalidValue, "specialization constants need an IL (SPIR-V) image"));
    }
    let input = BuildInput { kind, image, options, spec: &spec_vals };
    out.write(new_handle(core::program::build_program(&ctx, &input)?));
    Ok(())
}

/// Reads the counters of `context`'s program cache and of the persistent cache.
///
/// # Safety
/// `stats_out` is writable.
#[no_mangle]
pub unsafe extern "C" fn syclrt_cache_get_stats(
    context: *const syclrt_context,
    stats_out: *mut syclrt_cache_stats,
) -> Status {
    boundary("syclrt_cache_get_stats", || {
        let out = Out::new(stats_out, "stats_out")?;
        let ctx = get::<core::Context>(context)?;
        let s = cache::stats(&ctx);
        out.write(syclrt_cache_stats {
            program_hits: s.programs.hits,
            program_misses: s.programs.misses,
            program_builds: s.programs.builds,
            program_waits: s.programs.waits,
            program_evictions: s.programs.evictions,
            program_entries: s.programs.entries,
            program_bytes: s.programs.bytes,
            kernel_hits: s.kernels.hits,
            kernel_misses: s.kernels.misses,
            kernel_entries: s.kernels.entries,
            disk_hits: s.disk.hits,
            disk_misses: s.disk.misses,
            disk_writes: s.disk.writes,
            disk_waits: s.disk.waits,
            disk_evictions: s.disk.evictions,
            disk_rejected: s.disk.rejected,
            disk_skipped: s.disk.skipped,
        });
        Ok(())
    })
}

/// Empties `context`'s in-memory program and kernel cache (programs already
/// handed out stay valid). `CACHE_DISABLED` when `SYCL_CACHE_IN_MEM=0`.
///
/// # Safety
/// `context` is a handle or any pointer value (it is validated, never dereferenced).
#[no_mangle]
pub unsafe extern "C" fn syclrt_cache_clear(context: *const syclrt_context) -> Status {
    boundary("syclrt_cache_clear", || {
        let ctx = get::<core::Context>(context)?;
        if !cache::config().in_mem {
            return Err(Error::new(Status::CacheDisabled, "the in-memory cache is off (SYCL_CACHE_IN_MEM=0)"));
        }
        cache::for_context(&ctx).clear();
        Ok(())
    })
}

/// Removes every unlocked item of the persistent cache; `removed_out` (may
/// be NULL) receives how many. `CACHE_DISABLED` when
/// `SYCL_CACHE_PERSISTENT=0`; `CACHE_IO` when the root cannot be used.
///
/// # Safety
/// `removed_out` is NULL or writable.
#[no_mangle]
pub unsafe extern "C" fn syclrt_cache_persistent_clear(removed_out: *mut u64) -> Status {
    boundary("syclrt_cache_persistent_clear", || {
        let dc = persistent()?;
        let n = dc.clear().map_err(|e| Error::new(Status::CacheIo, format!("{}: {e}", dc.cfg.root.display())))?;
        if let Some(o) = crate::ffi::args::opt_out(removed_out) {
            o.write(n as u64);
        }
        Ok(())
    })
}

/// Evicts least recently used persistent items until the cache holds at
/// most `max_size` bytes (0: no size limit) and none is unused for more
/// than `max_age_seconds` (0: no age limit); locked items are skipped.
/// `removed_out` (may be NULL) receives how many were removed.
///
/// # Safety
/// `removed_out` is NULL or writable.
#[no_mangle]
pub unsafe extern "C" fn syclrt_cache_persistent_prune(
    max_size: u64,
    max_age_seconds: u64,
    removed_out: *mut u64,
) -> Status {
    boundary("syclrt_cache_persistent_prune", || {
        let dc = persistent()?;
        let age = (max_age_seconds > 0).then(|| std::time::Duration::from_secs(max_age_seconds));
        let n = dc.evict(max_size, age);
        if let Some(o) = crate::ffi::args::opt_out(removed_out) {
            o.write(n as u64);
        }
        Ok(())
    })
}

/// The persistent cache, for maintenance: this process's background stores
/// are waited for first (bounded by the cache's lock timeout), so a clear or
/// prune sees what this process built.
fn persistent() -> Result<&'static cache::DiskCache> {
    let dc = cache::disk_cache()
        .ok_or_else(|| Error::new(Status::CacheDisabled, "the persistent cache is off (SYCL_CACHE_PERSISTENT=0)"))?;
    cache::flush_stores(dc.cfg.lock_timeout);
    Ok(dc)
}
