//! The drop-in PI plugin face: `piPluginInit` and the 159 entry points of
//! PI 15.47 (oneAPI 2024.2.1, `libsycl.so.7.2.0`), so that `libsyclrt.so`,
//! installed under the file name `libpi_opencl.so`, replaces DPC++'s own
//! OpenCL plugin.
//!
//! Design:
//! - PI handles *are* the OpenCL objects (`pi_queue` == `cl_command_queue`,
//!   and so on), as in the stock plugin: native handles are identities in
//!   both directions, and most entry points forward to one OpenCL call
//!   through [`crate::cl::raw`] (PI error codes equal OpenCL's).
//! - Side tables live in Rust: a per-(device, query) answer cache for
//!   `piDeviceGetInfo` (called millions of times; see [`info`]) and the
//!   per-platform `cl_intel_unified_shared_memory` table ([`crate::cl::ext`]),
//!   and the persistent-cache redirects of IL programs ([`programs`]).
//! - Every entry point runs inside [`call`]: no panic unwinds into libsycl
//!   (it becomes `PI_ERROR_UNKNOWN` with the message kept for
//!   `piPluginGetLastError`), and with `SYCLRT_PI_TRACE=1` each call is
//!   logged with its arguments and result (`log` target `syclrt::pi`).
//! - Entries that have no OpenCL implementation return
//!   `PI_ERROR_INVALID_OPERATION` (-59) with a message; no slot is null.
//!
//! Thread safety: PI handles are OpenCL objects, so their thread safety is
//! OpenCL's (every call thread-safe except concurrent `piKernelSetArg` on
//! one kernel, which libsycl serialises). The side tables are behind
//! `RwLock`s; the last-error message is thread-local.

pub mod entries;
pub mod info;
pub mod programs;
pub mod table;
pub mod types;

use std::cell::RefCell;
use std::ffi::{c_char, CString};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::OnceLock;
use types::*;

/// What this plugin writes into `_pi_plugin::PluginVersion` (libsycl prints
/// it with `SYCL_PI_TRACE=1`: the proof that syclrt was loaded).
pub const PLUGIN_VERSION: &str = "15.47.syclrt";

/// `struct _pi_plugin` of PI 15.47: 0x530 bytes, allocated by libsycl.
#[repr(C)]
pub struct pi_plugin {
    pub pi_version: [c_char; 20],
    pub plugin_version: [c_char; 20],
    pub targets: *mut c_char,
    pub function_table: [*const std::ffi::c_void; table::NUM_FUNCS],
    pub sanitize_type: i32,
}

const _: () = assert!(std::mem::size_of::<pi_plugin>() == 0x530);
const _: () = assert!(std::mem::offset_of!(pi_plugin, function_table) == 0x30);
const _: () = assert!(std::mem::offset_of!(pi_plugin, sanitize_type) == 0x528);

struct LastError {
    message: CString,
    code: pi_result,
}

thread_local! {
    static LAST: RefCell<LastError> = RefCell::new(LastError { message: CString::default(), code: PI_SUCCESS });
}

/// Records `message` as this thread's last plugin error and returns `code`.
pub(crate) fn fail(code: pi_result, message: impl AsRef<str>) -> pi_result {
    log::debug!(target: "syclrt::pi", "error {code}: {}", message.as_ref());
    let m = CString::new(message.as_ref().replace('\0', "\\0")).unwrap_or_default();
    let _ = LAST.try_with(|l| *l.borrow_mut() = LastError { message: m, code });
    code
}

/// Pointer to the last error message of this thread and its code.
pub(crate) fn last_error() -> (*const c_char, pi_result) {
    LAST.try_with(|l| {
        let l = l.borrow();
        (l.message.as_ptr(), l.code)
    })
    .unwrap_or((c"".as_ptr(), PI_SUCCESS))
}

static TRACE: OnceLock<bool> = OnceLock::new();

/// Whether `SYCLRT_PI_TRACE` asked for per-call tracing.
#[inline]
pub(crate) fn tracing() -> bool {
    *TRACE.get_or_init(|| crate::config::get().pi_trace)
}

fn panic_text(p: &(dyn std::any::Any + Send)) -> String {
    p.downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| p.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "unknown panic payload".into())
}

/// The boundary of every PI entry point: runs `body`, catches any panic
/// (returned as `PI_ERROR_UNKNOWN`, message kept for
/// `piPluginGetLastError`), and traces the call when tracing is on.
#[inline]
pub(crate) fn call(name: &'static str, args: impl FnOnce() -> String, body: impl FnOnce() -> pi_result) -> pi_result {
    let r = match catch_unwind(AssertUnwindSafe(|| {
        if let Some(target) = crate::config::get().debug_panic_in.as_deref() {
            if target == name {
                panic!("forced panic in {name} (SYCLRT_DEBUG_PANIC_IN)");
            }
        }
        body()
    })) {
        Ok(r) => r,
        Err(p) => fail(
            PI_ERROR_UNKNOWN,
            format!("{name}: internal panic caught at the PI boundary: {}", panic_text(p.as_ref())),
        ),
    };
    if tracing() {
        log::info!(target: "syclrt::pi", "{name}({}) -> {}{}", args(), r, result_name(r));
    }
    r
}

fn result_name(r: pi_result) -> String {
    if r == PI_SUCCESS {
        String::new()
    } else {
        format!(" ({})", crate::cl::error_name(r))
    }
}

/// Defines PI entry points: each is `#[no_mangle] extern "C"`, and its
/// body runs inside [`call`].
macro_rules! pi_entries {
    ($( $(#[$m:meta])* fn $name:ident ( $($a:ident : $t:ty),* $(,)? ) $body:block )*) => {$(
        $(#[$m])*
        #[no_mangle]
        #[allow(clippy::missing_safety_doc, reason = "the PI contract of this entry point (pi.h) is the safety contract")]
        pub unsafe extern "C" fn $name($($a: $t),*) -> $crate::ffi::pi::types::pi_result {
            $crate::ffi::pi::call(
                stringify!($name),
                || {
                    let mut s = String::new();
                    $( s.push_str(&format!("{}={:?}, ", stringify!($a), $a)); )*
                    s.truncate(s.len().saturating_sub(2));
                    s
                },
                #[allow(unused_unsafe, reason = "some bodies have no unsafe operation")]
                || {
                    // SAFETY: a PI entry point receives the caller's raw
                    // arguments under the PI contract (pi.h), which for the
                    // forwarded OpenCL objects and pointers is the OpenCL
                    // contract of the call each body makes; bodies check
                    // every pointer they dereference themselves for NULL.
                    unsafe { $body }
                },
            )
        }
    )*};
}
pub(crate) use pi_entries;

/// `piPluginInit`: checks the PI major version libsycl announces, writes
/// our PluginVersion and fills all 159 slots in the 15.47 order.
///
/// Returns `PI_ERROR_INVALID_VALUE` for a NULL plugin and
/// `PI_ERROR_INVALID_OPERATION` when libsycl's PI major version is not 15
/// (then nothing is written: the table layout would not match).
///
/// # Safety
/// `plugin` is NULL or points to a writable `struct _pi_plugin` of 0x530 bytes.
#[no_mangle]
pub unsafe extern "C" fn piPluginInit(plugin: *mut pi_plugin) -> pi_result {
    call(
        "piPluginInit",
        || format!("plugin={plugin:?}"),
        || {
            if plugin.is_null() {
                return fail(PI_ERROR_INVALID_VALUE, "piPluginInit: plugin is NULL");
            }
            // SAFETY: non-null, and libsycl's struct has this layout (static asserts above).
            let p = unsafe { &mut *plugin };
            let announced: Vec<u8> = p.pi_version.iter().take_while(|&&c| c != 0).map(|&c| c as u8).collect();
            let major = announced.split(|&c| c == b'.').next().unwrap_or(&[]);
            if major != b"15" {
                return fail(
                    PI_ERROR_INVALID_OPERATION,
                    format!(
                        "piPluginInit: PI version {:?} is not supported (syclrt implements 15.47)",
                        String::from_utf8_lossy(&announced)
                    ),
                );
            }
            p.plugin_version = [0; 20];
            for (dst, src) in p.plugin_version.iter_mut().zip(PLUGIN_VERSION.bytes()) {
                *dst = src as c_char;
            }
            p.function_table = table::table();
            PI_SUCCESS
        },
    )
}
