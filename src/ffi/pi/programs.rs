//! The PI face's side of the persistent-cache redirect
//! ([`crate::core::cache::redirect`], which holds the state and does the
//! work): libsycl's program handles *are* OpenCL programs, so the state of
//! a program created from IL lives in `core::handles` under its handle `H`.
//!
//! - `piProgramCreate` records a [`Redirect`] for `H` when the cache would
//!   keep its IL; spec constants set before the build are noted in it;
//! - `piProgramBuild` builds through it; once a stand-in `B` exists, every
//!   entry that takes a program resolves `H → B` first ([`resolve`]: one
//!   relaxed atomic load when no stand-in exists, else a registry lookup), except retain/release, the queries that are about `H`
//!   itself (reference count, IL) and specialization constants;
//!   `piKernelGetInfo(PROGRAM)` translates `B` back to `H`;
//! - `piProgramRelease(H)` that destroys `H` (told by its OpenCL reference
//!   count, the face's own rule) drops the entry, and with it `B`'s
//!   reference (kernels made from `B` hold their own).
//!
//! Thread safety: the registry's lock is never held while building; the
//! bookkeeping (recording, a build's end, a release of a recorded program)
//! is serialized by this face's `BOOK` lock, so two racing releases cannot
//! both miss the last reference.

use super::types::*;
use crate::cl;
use crate::cl::sys::{CL_KERNEL_PROGRAM, CL_PROGRAM_BINARIES, CL_PROGRAM_REFERENCE_COUNT};
use crate::core::cache::redirect::Redirect;
use crate::core::{build, handles, object, program, Error};
use std::ffi::{c_char, c_void};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

/// The program a stand-in stands in for, kept in `core::handles` under the
/// stand-in (for `piKernelGetInfo(PROGRAM)`).
struct StandsInFor(usize);

/// Serializes the bookkeeping of [`record_il`], [`build`]'s end and
/// [`release`] (the registry's reads need it not): two racing releases
/// cannot both miss the last reference, and an entry and its stand-in's
/// back link change together.
static BOOK: Mutex<()> = Mutex::new(());
/// Entries recorded (fast path of [`release`] and [`build`]).
static ENTRIES: AtomicUsize = AtomicUsize::new(0);
/// Entries with a stand-in (fast path of [`resolve`]).
static REDIRECTS: AtomicUsize = AtomicUsize::new(0);

fn book() -> std::sync::MutexGuard<'static, ()> {
    BOOK.lock().unwrap_or_else(|p| p.into_inner())
}

/// The redirect recorded for `h` (none: one relaxed load when there is none).
fn entry(h: pi_program) -> Option<Arc<Redirect>> {
    (ENTRIES.load(Ordering::Acquire) != 0).then(|| handles::get::<Redirect>(h as usize)).flatten()
}

/// The program that stands in for `h` (itself when none does).
#[inline]
pub fn resolve(h: pi_program) -> pi_program {
    if REDIRECTS.load(Ordering::Acquire) == 0 {
        return h;
    }
    handles::get::<Redirect>(h as usize).and_then(|e| e.standin().map(|b| b.raw())).unwrap_or(h)
}

/// The program libsycl knows for `b` (`H` when `b` stands in for it).
fn unresolve(b: pi_program) -> pi_program {
    if REDIRECTS.load(Ordering::Acquire) == 0 || b.is_null() {
        return b;
    }
    handles::get::<StandsInFor>(b as usize).map_or(b, |h| h.0 as pi_program)
}

/// How many programs currently stand in for a PI program (for tests).
pub fn redirect_count() -> usize {
    REDIRECTS.load(Ordering::Acquire)
}

/// Records the IL of a program just created with `piProgramCreate`.
pub fn record_il(h: pi_program, il: &[u8]) {
    // SAFETY: the program just created, viewed without a reference.
    let Some(r) = Redirect::for_il(unsafe { cl::Program::borrow(&h) }, il) else { return };
    let _b = book();
    match handles::insert(h as usize, Arc::new(r)) {
        None => {
            ENTRIES.fetch_add(1, Ordering::AcqRel);
        }
        // A recycled handle whose release we did not see (e.g. released
        // directly through OpenCL): drop what the old entry held.
        Some(old) => forget_standin(&old),
    }
}

/// Unlinks an entry's stand-in from its back link (its reference goes
/// with the entry). Called with [`BOOK`] held.
fn forget_standin(e: &Redirect) {
    // Counted only when registered (a build racing a release may set a
    // stand-in that never was).
    if let Some(b) = e.standin() {
        if handles::remove::<StandsInFor>(b.raw() as usize).is_some() {
            REDIRECTS.fetch_sub(1, Ordering::AcqRel);
        }
    }
}

/// `piextProgramSetSpecializationConstant`: always on `h`, the IL program
/// (noted for the key of its first build; see the redirect's module).
///
/// # Safety
/// PI contract of `piextProgramSetSpecializationConstant`.
pub unsafe fn set_spec_constant(h: pi_program, id: u32, size: usize, value: *const c_void) -> Result<(), Error> {
    if value.is_null() || size == 0 {
        return Err(super::err(PI_ERROR_INVALID_VALUE, "spec_value is NULL or spec_size is 0"));
    }
    // SAFETY: `value` points to `size` bytes (PI contract).
    let bytes = unsafe { std::slice::from_raw_parts(value.cast::<u8>(), size) };
    // SAFETY: the caller's program handle.
    let own = unsafe { cl::Program::borrow(&h) };
    match entry(h) {
        Some(e) => e.set_spec_constant(own, id, bytes),
        None => Ok(own.set_spec_constant(id, bytes)?),
    }
}

/// PI's program callback as core's: `f(program, user_data)` with the
/// program the driver built (none: no callback).
///
/// # Safety
/// `user_data` stays valid for `f` until the build calls back (PI's
/// contract, OpenCL's).
pub(crate) unsafe fn program_notify(f: pi_program_notify, user_data: *mut c_void) -> Option<cl::BuildNotify> {
    let (f, d) = (f?, crate::ffi::args::Carried::new(user_data));
    // SAFETY: the user's callback with the user's data, as registered (caller contract).
    Some(Box::new(move |p: &cl::Program| unsafe { f(p.raw(), d.get()) }))
}

/// `piProgramBuild`: through the redirect for a recorded IL program, else
/// the build of the program (or its stand-in).
///
/// # Safety
/// PI contract of `piProgramBuild`.
pub unsafe fn build(
    h: pi_program,
    num_devices: u32,
    device_list: *const pi_device,
    options: *const c_char,
    notify: pi_program_notify,
    user_data: *mut c_void,
) -> Result<(), Error> {
    // SAFETY: `num_devices` ids at `device_list` (PI contract).
    let devices = unsafe { crate::ffi::args::device_list(num_devices, device_list) }?;
    // SAFETY: the caller's program handle, viewed without a reference.
    let own = unsafe { cl::Program::borrow(&h) };
    // SAFETY: NULL or NUL-terminated (PI contract).
    let options = unsafe { crate::ffi::args::opt_lossy(options) };
    // SAFETY: PI contract (= OpenCL's) for the callback and its data.
    let notify = unsafe { program_notify(notify, user_data) };
    let Some(e) = entry(h) else { return build::build_notify(own, devices, &options, notify) };
    let had_standin = e.standin().is_some();
    // PI tells the last release by the reference count, so the store must not retain `h`.
    let r = e.build(own, devices, &options, notify, false);
    let _b = book();
    let now = handles::get::<Redirect>(h as usize);
    match (e.standin(), now) {
        (Some(b), Some(now)) if !had_standin && Arc::ptr_eq(&now, &e) => {
            drop(handles::insert(b.raw() as usize, Arc::new(StandsInFor(h as usize))));
            REDIRECTS.fetch_add(1, Ordering::AcqRel);
        }
        // Built without the cache's help: nothing left to redirect.
        (None, Some(now)) if !e.is_pending() && Arc::ptr_eq(&now, &e) => {
            handles::remove::<Redirect>(h as usize);
            ENTRIES.fetch_sub(1, Ordering::AcqRel);
        }
        // Released while building (a caller bug), or already counted.
        _ => {}
    }
    r
}

/// `piProgramRelease`: when this release destroys `h`, its entry goes and
/// the stand-in's reference is released.
///
/// # Safety
/// PI contract of `piProgramRelease`.
pub unsafe fn release(h: pi_program) -> Result<(), Error> {
    // SAFETY: piProgramRelease hands over one reference libsycl owns (NULL:
    // the loader's CL_INVALID_PROGRAM), given up by `object::release` below.
    let own = unsafe { cl::Program::from_owned(h) };
    if ENTRIES.load(Ordering::Acquire) == 0 || h.is_null() {
        return object::release(own);
    }
    let b = book();
    if handles::get::<Redirect>(h as usize).is_none() {
        drop(b);
        return object::release(own);
    }
    let last = object::info::<u32>(&own, CL_PROGRAM_REFERENCE_COUNT).is_ok_and(|n| n == 1);
    object::release(own)?;
    if last {
        if let Some(e) = handles::remove::<Redirect>(h as usize) {
            ENTRIES.fetch_sub(1, Ordering::AcqRel);
            forget_standin(&e);
            drop(b);
            // The stand-in's reference goes here, with no lock held.
            drop(e);
        }
    }
    Ok(())
}

/// `piProgramGetInfo`: the reference count and the IL are `h`'s own, the
/// rest (binaries, kernel names, build state) the stand-in's.
///
/// # Safety
/// PI contract of `piProgramGetInfo`.
pub unsafe fn get_info(
    h: pi_program,
    param: u32,
    size: usize,
    value: *mut c_void,
    size_ret: *mut usize,
) -> Result<(), Error> {
    if param == CL_PROGRAM_BINARIES {
        let target = resolve(h);
        // SAFETY: the caller's live program, viewed without a reference.
        let p = unsafe { cl::Program::borrow(&target) };
        // SAFETY: the caller's arguments: an array of buffers of the binaries' sizes.
        return unsafe {
            crate::ffi::args::write_binaries(&super::info::PI_INFO, &program::binaries_of(p)?, size, value, size_ret)
        };
    }
    // SAFETY: the caller's live program, viewed without a reference.
    let b = program::info_bytes(unsafe { cl::Program::borrow(&h) }, entry(h).as_deref(), param)?;
    // SAFETY: the caller's arguments.
    unsafe { super::info::ret_bytes(size, value, size_ret, &b) }
}

/// `piKernelGetInfo(PI_KERNEL_INFO_PROGRAM)`: the program libsycl knows.
///
/// # Safety
/// `value` is NULL or holds a written `pi_program` of `size` bytes.
pub unsafe fn fix_kernel_program(param: u32, size: usize, value: *mut c_void) {
    if param == CL_KERNEL_PROGRAM && !value.is_null() && size >= std::mem::size_of::<pi_program>() {
        // SAFETY: the query wrote a program handle there.
        unsafe {
            let p = value.cast::<pi_program>();
            p.write_unaligned(unresolve(p.read_unaligned()));
        }
    }
}
