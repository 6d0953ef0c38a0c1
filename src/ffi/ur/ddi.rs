//! DDI tables: which generation's layout the loader in this process uses,
//! the aggregate `ur_dditable_t` our handles point at, and the filling of
//! the loader's tables.
//!
//! Every release from 2025.2 to 2026.2 announces UR 0.12, but the slot
//! order of the tables differs (docs/ur.md). The loader is already in the
//! process when it asks for our tables, and the generations differ in what
//! it exports, so the generation is read from the loader's own symbols
//! (`dlopen(libur_loader.so.0, RTLD_NOLOAD)` + `dlsym`):
//!
//! | loader exports | generation |
//! |---|---|
//! | `urGetEventExpProcAddrTable` | 2026.2 |
//! | `urEnqueueKernelLaunchWithArgsExp` (and `urEnqueueKernelLaunch`) | 2026.1 (2026.0, 2026.1) |
//! | `urGetMemoryExportExpProcAddrTable` | 2025.3 |
//! | `urGetUSMExpProcAddrTable` only | 2025.2 |
//!
//! `SYCLRT_UR_LAYOUT` overrides the detection (tests that call the tables
//! without a loader). A loader we cannot place (an unknown export set)
//! makes every table request fail with `UR_RESULT_ERROR_UNSUPPORTED_VERSION`
//! and a message, never a table of the wrong layout.

use super::gen::api::ENTRIES;
use super::gen::layouts::{Generation, GENERATIONS};
use super::gen::types::*;
use std::ffi::{c_void, CString};
use std::sync::OnceLock;

/// The UR API version this face implements (0.12).
pub const API_VERSION: ur_api_version_t = 12; // UR_MAKE_VERSION(0, 12)

/// The chosen generation, or why none could be chosen.
pub fn generation() -> Result<&'static Generation, &'static str> {
    static GEN: OnceLock<Result<&'static Generation, String>> = OnceLock::new();
    GEN.get_or_init(detect).as_ref().map(|g| *g).map_err(|e| e.as_str())
}

fn by_name(name: &str) -> Option<&'static Generation> {
    let name = if name == "2026.0" { "2026.1" } else { name };
    GENERATIONS.iter().copied().find(|g| g.name == name)
}

fn detect() -> Result<&'static Generation, String> {
    if let Some(l) = crate::config::get().ur_layout.as_deref() {
        return by_name(l).ok_or_else(|| {
            format!("SYCLRT_UR_LAYOUT={l} names no supported generation (2025.2, 2025.3, 2026.1, 2026.2)")
        });
    }
    let Some(has) = loader_symbols() else {
        // No loader in the process: the newest layout (direct callers).
        return Ok(GENERATIONS[GENERATIONS.len() - 1]);
    };
    let g = if has("urGetEventExpProcAddrTable") {
        "2026.2"
    } else if has("urEnqueueKernelLaunchWithArgsExp") {
        "2026.1"
    } else if has("urGetMemoryExportExpProcAddrTable") {
        "2025.3"
    } else if has("urGetUSMExpProcAddrTable") {
        "2025.2"
    } else {
        return Err(
            "the UR loader in this process matches no supported generation (UR 0.12 of oneAPI 2025.2 to 2026.2)".into(),
        );
    };
    by_name(g).ok_or_else(|| format!("layout {g} is not compiled in"))
}

/// A symbol test on the already-loaded UR loader, if one is loaded.
fn loader_symbols() -> Option<impl Fn(&str) -> bool> {
    struct Lib(*mut c_void);
    // SAFETY: the handle is only passed to dlsym, which is thread-safe.
    unsafe impl Send for Lib {}
    // SAFETY: as above.
    unsafe impl Sync for Lib {}
    let lib = ["libur_loader.so.0", "libur_loader.so"].iter().find_map(|n| {
        let c = CString::new(*n).ok()?;
        // SAFETY: RTLD_NOLOAD only looks the library up; it loads nothing.
        let h = unsafe { libc::dlopen(c.as_ptr(), libc::RTLD_NOW | libc::RTLD_NOLOAD) };
        (!h.is_null()).then_some(Lib(h))
    })?;
    Some(move |sym: &str| {
        let c = CString::new(sym).unwrap_or_default();
        // SAFETY: a valid handle from dlopen and a NUL-terminated name.
        !unsafe { libc::dlsym(lib.0, c.as_ptr()) }.is_null()
    })
}

/// The entry of a UR function by name.
pub fn entry(name: &str) -> Option<*const c_void> {
    ENTRIES.binary_search_by(|(n, _)| (*n).cmp(name)).ok().map(|i| ENTRIES[i].1 .0)
}

struct Aggregate(Box<[*const c_void]>);
// SAFETY: an immutable array of function pointers, written once.
unsafe impl Send for Aggregate {}
// SAFETY: as above.
unsafe impl Sync for Aggregate {}

/// The aggregate `ur_dditable_t` of the chosen generation (every table, in
/// order, each slot filled): what the first field of every handle points at.
pub fn aggregate() -> *const c_void {
    static AGG: OnceLock<Aggregate> = OnceLock::new();
    let a = AGG.get_or_init(|| {
        let slots = match generation() {
            Ok(g) => {
                g.tables.iter().flat_map(|t| t.slots.iter()).map(|s| entry(s).unwrap_or(std::ptr::null())).collect()
            }
            Err(_) => Vec::new(),
        };
        Aggregate(slots.into_boxed_slice())
    });
    a.0.as_ptr().cast()
}

/// `urGet<Table>ProcAddrTable`: fills `table` in the loader's layout.
///
/// # Safety
/// `table` is NULL or points to a writable DDI table of the loader's
/// generation for `name`.
pub unsafe fn fill_table(name: &'static str, version: ur_api_version_t, table: *mut c_void) -> ur_result_t {
    let getter = format!("urGet{name}ProcAddrTable");
    crate::ffi::boundary::call::<super::Ur>(
        "urGetProcAddrTable",
        || format!("{getter}, version={}.{}, table={table:?}", version >> 16, version & 0xffff),
        || {
            if table.is_null() {
                return super::fail(UR_RESULT_ERROR_INVALID_NULL_POINTER, format!("{getter}: pDdiTable is NULL"));
            }
            if version >> 16 != API_VERSION >> 16 || version & 0xffff != API_VERSION & 0xffff {
                return super::fail(
                    UR_RESULT_ERROR_UNSUPPORTED_VERSION,
                    format!(
                        "{getter}: UR API {}.{} requested; syclrt implements 0.12",
                        version >> 16,
                        version & 0xffff
                    ),
                );
            }
            let g = match generation() {
                Ok(g) => g,
                Err(e) => return super::fail(UR_RESULT_ERROR_UNSUPPORTED_VERSION, format!("{getter}: {e}")),
            };
            let Some(t) = g.tables.iter().find(|t| t.name == name) else {
                return super::fail(
                    UR_RESULT_ERROR_UNSUPPORTED_FEATURE,
                    format!("{getter}: the {} layout has no {name} table", g.name),
                );
            };
            let out = table.cast::<*const c_void>();
            for (i, s) in t.slots.iter().enumerate() {
                let Some(f) = entry(s) else {
                    return super::fail(UR_RESULT_ERROR_UNKNOWN, format!("{getter}: no entry for {s}"));
                };
                // SAFETY: the caller's table has `t.slots.len()` pointer slots
                // in this generation's layout.
                unsafe { out.add(i).write(f) };
            }
            Ok(())
        },
    )
}
