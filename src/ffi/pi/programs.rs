//! The persistent device-code cache behind the PI plugin's programs
//! (issue 5, item 3(c)): programs created from IL and built through the PI
//! face are stored as native binaries, so a DPC++ application starts warm
//! on its second run with no setting.
//!
//! libsycl creates a program from IL (`piProgramCreate` must return a
//! genuine `cl_program` at once), then may set specialization constants,
//! then builds it with options: the key (IL, device, options, spec-constant
//! values) is only known at build time. So the handle `H` libsycl holds is
//! the IL program, and on a persistent hit the build *redirects* it:
//!
//! - `piProgramCreate` records the IL bytes of `H` in a side table (only
//!   when the persistent cache is on and the image size is within
//!   `SYCL_CACHE_MIN/MAX_DEVICE_IMAGE_SIZE`);
//! - `piextProgramSetSpecializationConstant` before the build records the
//!   values too;
//! - `piProgramBuild` asks [`crate::core::cache::pi_hook::pi_build`]: on a
//!   hit for every device, a program `B` is made from the stored binaries
//!   and built, and `H → B` is recorded (`H` stays unbuilt); on a miss `H`
//!   is built and its binaries stored. The IL copy is dropped either way;
//! - every entry that takes a program resolves `H → B` first ([`resolve`]:
//!   one relaxed atomic load when no redirect exists, else a read lock and
//!   a hash lookup), except retain/release, the queries that are about
//!   `H` itself (reference count, IL) and specialization constants (see
//!   [`set_spec_constant`]);
//! - `piProgramRelease(H)` that destroys `H` drops its entry and releases
//!   `B` (kernels made from `B` hold their own reference to it).
//!
//! A cache problem never becomes an error: the build of `H` is the fallback.
//!
//! Thread safety: the table is behind an `RwLock`; a release of a recorded
//! program takes the write lock, so two racing releases cannot both miss
//! the last reference.

use super::types::*;
use super::{code, Pi};
use crate::cl::sys::{
    CL_KERNEL_PROGRAM, CL_PROGRAM_CONTEXT, CL_PROGRAM_DEVICES, CL_PROGRAM_IL, CL_PROGRAM_REFERENCE_COUNT,
};
use crate::cl::{self, DeviceId};
use crate::core::cache::pi_hook;
use crate::core::{ops, Error};
use crate::ffi::boundary::Face;
use std::collections::HashMap;
use std::ffi::{c_char, c_void, CStr};
use std::ptr::null_mut;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, LazyLock, RwLock};

#[derive(Default)]
struct Entry {
    /// The IL of `H` until its first build.
    il: Option<Arc<[u8]>>,
    /// Spec constants set on `H` before its first build.
    spec: Vec<(u32, Vec<u8>)>,
    /// The program standing in for `H` (one reference owned here).
    redirect: Option<usize>,
}

static TABLE: LazyLock<RwLock<HashMap<usize, Entry>>> = LazyLock::new(|| RwLock::new(HashMap::new()));
/// Stand-in → the program it stands in for (for `piKernelGetInfo(PROGRAM)`).
static BACK: LazyLock<RwLock<HashMap<usize, usize>>> = LazyLock::new(|| RwLock::new(HashMap::new()));
/// Entries in the table (fast path of [`release`]).
static ENTRIES: AtomicUsize = AtomicUsize::new(0);
/// Entries with a redirect (fast path of [`resolve`]).
static REDIRECTS: AtomicUsize = AtomicUsize::new(0);

fn read() -> std::sync::RwLockReadGuard<'static, HashMap<usize, Entry>> {
    TABLE.read().unwrap_or_else(|p| p.into_inner())
}

fn write() -> std::sync::RwLockWriteGuard<'static, HashMap<usize, Entry>> {
    TABLE.write().unwrap_or_else(|p| p.into_inner())
}

/// The program that stands in for `h` (itself when none does).
#[inline]
pub fn resolve(h: pi_program) -> pi_program {
    if REDIRECTS.load(Ordering::Acquire) == 0 {
        return h;
    }
    match read().get(&(h as usize)).and_then(|e| e.redirect) {
        Some(b) => b as pi_program,
        None => h,
    }
}

/// The program libsycl knows for `b` (`H` when `b` stands in for it).
fn unresolve(b: pi_program) -> pi_program {
    if REDIRECTS.load(Ordering::Acquire) == 0 || b.is_null() {
        return b;
    }
    let back = BACK.read().unwrap_or_else(|p| p.into_inner());
    back.get(&(b as usize)).map_or(b, |&h| h as pi_program)
}

/// How many programs currently stand in for a PI program (for tests).
pub fn redirect_count() -> usize {
    REDIRECTS.load(Ordering::Acquire)
}

/// Records the IL of a program just created with `piProgramCreate`.
pub fn record_il(h: pi_program, il: &[u8]) {
    if !pi_hook::keeps_il(il.len()) {
        return;
    }
    let mut t = write();
    let prev = t.insert(h as usize, Entry { il: Some(il.into()), ..Entry::default() });
    match prev {
        None => {
            ENTRIES.fetch_add(1, Ordering::AcqRel);
        }
        // A recycled handle whose release we did not see (e.g. released
        // directly through OpenCL): drop what the old entry held.
        Some(old) => drop_entry(old),
    }
}

fn drop_entry(e: Entry) {
    if let Some(b) = e.redirect {
        REDIRECTS.fetch_sub(1, Ordering::AcqRel);
        BACK.write().unwrap_or_else(|p| p.into_inner()).remove(&b);
        // SAFETY: the reference this table owned, released on drop.
        drop(unsafe { cl::Program::from_owned(b as pi_program) });
    }
}

/// `piextProgramSetSpecializationConstant`: always on `h`, the IL program
/// (recorded for the key before its first build). Not on a stand-in: a
/// program made from binaries has no specialization constants, and
/// Intel's CPU runtime crashes (SIGSEGV) when one is set on it; on `h` the
/// IL validates the id and size exactly as without the cache, and a value
/// set after the build affects only a later build, as in OpenCL.
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
    ops::set_spec_constant(unsafe { cl::Program::borrow(&h) }, id, bytes)?;
    if ENTRIES.load(Ordering::Acquire) > 0 {
        let mut t = write();
        if let Some(e) = t.get_mut(&(h as usize)) {
            if e.il.is_some() {
                let bytes = bytes.to_vec();
                match e.spec.iter_mut().find(|(i, _)| *i == id) {
                    Some(slot) => slot.1 = bytes,
                    None => e.spec.push((id, bytes)),
                }
            }
        }
    }
    Ok(())
}

/// A program info query of size `T`.
///
/// # Safety
/// `p` is a program handle.
unsafe fn program_info<T: Default + Copy>(p: pi_program, param: u32) -> Result<T, Error> {
    let mut v = T::default();
    // SAFETY: `v` holds size_of::<T>() bytes.
    unsafe {
        ops::info_into(cl::Program::borrow(&p), param, std::mem::size_of::<T>(), (&mut v as *mut T).cast(), null_mut())
    }?;
    Ok(v)
}

/// # Safety
/// `p` is a program handle.
unsafe fn program_devices(p: pi_program) -> Result<Vec<DeviceId>, Error> {
    let mut n = 0usize;
    // SAFETY: size query.
    unsafe { ops::info_into(cl::Program::borrow(&p), CL_PROGRAM_DEVICES, 0, null_mut(), &mut n) }?;
    let mut v: Vec<pi_device> = vec![null_mut(); n / std::mem::size_of::<pi_device>()];
    // SAFETY: `v` holds n bytes.
    unsafe { ops::info_into(cl::Program::borrow(&p), CL_PROGRAM_DEVICES, n, v.as_mut_ptr().cast(), null_mut()) }?;
    Ok(v.into_iter().map(DeviceId).collect())
}

/// `piProgramBuild`: through the persistent cache for a recorded IL
/// program built for the first time, else `clBuildProgram` on the program
/// (or its stand-in).
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
    let target = resolve(h);
    let plain = || -> i32 {
        // SAFETY: the caller's arguments (PI contract = OpenCL's).
        let r = unsafe {
            ops::device_list(num_devices, device_list)
                .and_then(|d| ops::build(cl::Program::borrow(&target), d, options, notify, user_data))
        };
        r.map_or_else(|e| Pi::code(&e), |()| PI_SUCCESS)
    };
    if target != h || notify.is_some() || ENTRIES.load(Ordering::Acquire) == 0 || h.is_null() {
        return code(plain());
    }
    if num_devices > 0 && device_list.is_null() {
        return code(plain());
    }
    // The first build of a recorded program takes its IL out of the table.
    let taken = {
        let mut t = write();
        t.get_mut(&(h as usize)).and_then(|e| e.il.take().map(|il| (il, std::mem::take(&mut e.spec))))
    };
    let Some((il, spec)) = taken else { return code(plain()) };
    let forget = || {
        let mut t = write();
        if t.get(&(h as usize)).is_some_and(|e| e.redirect.is_none()) {
            t.remove(&(h as usize));
            ENTRIES.fetch_sub(1, Ordering::AcqRel);
        }
    };
    let options_str = if options.is_null() {
        String::new()
    } else {
        // SAFETY: a NUL-terminated string (PI contract).
        match unsafe { CStr::from_ptr(options) }.to_str() {
            Ok(s) => s.to_string(),
            Err(_) => {
                forget();
                return code(plain());
            }
        }
    };
    let devices: Vec<DeviceId> = if num_devices == 0 {
        // SAFETY: `h` is the caller's program.
        match unsafe { program_devices(h) } {
            Ok(d) => d,
            Err(_) => {
                forget();
                return code(plain());
            }
        }
    } else {
        // SAFETY: `num_devices` entries (PI contract).
        unsafe { std::slice::from_raw_parts(device_list, num_devices as usize) }.iter().map(|&d| DeviceId(d)).collect()
    };
    // SAFETY: `h` is the caller's program.
    let ctx = match unsafe { program_info::<usize>(h, CL_PROGRAM_CONTEXT) } {
        Ok(c) if c != 0 => c as pi_context,
        _ => {
            forget();
            return code(plain());
        }
    };
    // SAFETY: live handles from the caller; each wrapper takes its own reference.
    let wrapped = unsafe { (cl::Program::from_borrowed(h), cl::Context::from_borrowed(ctx)) };
    let (Ok(hp), Ok(cp)) = wrapped else {
        forget();
        return code(plain());
    };
    match pi_hook::pi_build(&hp, &cp, &devices, &il, &options_str, &spec, &plain, false) {
        pi_hook::PiOutcome::Built(r) => {
            forget();
            code(r)
        }
        pi_hook::PiOutcome::Redirect(b) => {
            let mut t = write();
            match t.get_mut(&(h as usize)) {
                Some(e) => {
                    let b = b.into_raw() as usize;
                    let mut back = BACK.write().unwrap_or_else(|p| p.into_inner());
                    back.insert(b, h as usize);
                    if let Some(old) = e.redirect.replace(b) {
                        back.remove(&old);
                        // SAFETY: the reference this table owned, released on drop.
                        drop(unsafe { cl::Program::from_owned(old as pi_program) });
                    } else {
                        REDIRECTS.fetch_add(1, Ordering::AcqRel);
                    }
                    Ok(())
                }
                // Released while building (a caller bug): build nothing more.
                None => Ok(()),
            }
        }
    }
}

/// `piProgramRelease`: when this release destroys `h`, its entry goes and
/// the stand-in's reference is released.
///
/// # Safety
/// PI contract of `piProgramRelease`.
pub unsafe fn release(h: pi_program) -> Result<(), Error> {
    if ENTRIES.load(Ordering::Acquire) == 0 || h.is_null() {
        // SAFETY: the caller's program.
        return unsafe { ops::release(cl::Program::borrow(&h)) };
    }
    let mut t = write();
    if !t.contains_key(&(h as usize)) {
        drop(t);
        // SAFETY: the caller's program.
        return unsafe { ops::release(cl::Program::borrow(&h)) };
    }
    // SAFETY: the caller's program.
    let last = unsafe { program_info::<u32>(h, CL_PROGRAM_REFERENCE_COUNT) } == Ok(1);
    // SAFETY: the caller's program.
    unsafe { ops::release(cl::Program::borrow(&h)) }?;
    if last {
        if let Some(e) = t.remove(&(h as usize)) {
            ENTRIES.fetch_sub(1, Ordering::AcqRel);
            drop_entry(e);
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
    let target = if matches!(param, CL_PROGRAM_REFERENCE_COUNT | CL_PROGRAM_IL) { h } else { resolve(h) };
    // SAFETY: the caller's arguments.
    unsafe { ops::info_into(cl::Program::borrow(&target), param, size, value, size_ret) }
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
