//! Where the persistent cache lives and whether it is on, from the
//! `SYCL_CACHE_*` variables: a leaf that the cache itself
//! ([`super::CacheConfig`]) and the PTX route's cache (`core::ptx::route`)
//! both read, so neither depends on the other.

use crate::config::CacheVars;
use std::path::PathBuf;

/// The root directory: `SYCL_CACHE_DIR`, else `$XDG_CACHE_HOME/syclrt`,
/// else `$HOME/.cache/syclrt`, else a per-user directory under the
/// temporary directory.
pub fn root_dir(v: &CacheVars) -> PathBuf {
    match &v.dir {
        Some(d) => PathBuf::from(d),
        None => match (&v.xdg_cache_home, &v.home) {
            (Some(x), _) => PathBuf::from(x).join("syclrt"),
            (None, Some(h)) => PathBuf::from(h).join(".cache").join("syclrt"),
            // SAFETY: geteuid has no preconditions.
            (None, None) => std::env::temp_dir().join(format!("syclrt-cache-{}", unsafe { libc::geteuid() })),
        },
    }
}

/// Whether the persistent cache is on (`SYCL_CACHE_PERSISTENT`, default on;
/// the cache's own parser warns about a malformed value).
pub fn persistent(v: &CacheVars) -> bool {
    !matches!(v.persistent.as_deref().map(str::trim), Some("0" | "off" | "false" | "no"))
}
