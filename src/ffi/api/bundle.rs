//! Kernel ids, kernel bundles, device images of bundles, specialization
//! constants and per-device kernel introspection (SYCL 2020 §4.11).
//!
//! Device lists: `devices` NULL with `num_devices` 0 means "the context's
//! (or the bundle's) devices" (the overloads without a device list); a
//! non-NULL list with `num_devices` 0 is an empty list
//! (`SYCLRT_STATUS_EMPTY_DEVICE_LIST`).
//!
//! List outputs (`capacity`, array, `count_out`): `count_out` receives the
//! number of elements; the array may be NULL to ask only for the count;
//! when it is too small the status is `BUFFER_TOO_SMALL`, `count_out` still
//! receives the number needed and the array is left untouched (the one
//! rule, see `SYCLRT_STATUS_BUFFER_TOO_SMALL`).

use super::{
    syclrt_context, syclrt_device, syclrt_device_image, syclrt_kernel, syclrt_kernel_bundle, syclrt_kernel_id, Status,
};
use crate::cl::sys::*;
use crate::core::bundle::{self, Bundle, BundleImage, BundleState, Filter};
use crate::core::registry::{registry, KernelId};
use crate::core::{self, Context, Device, Error, Result};
use crate::ffi::args::{cstr, opt_cstr, slice, write_array, write_info, Out};
use crate::ffi::boundary::{boundary, boundary_out};
use crate::ffi::handle::{get, get_opt, new_handle, release, retain, static_handle, Handle};
use std::ffi::{c_char, c_void};
use std::sync::Arc;

/// Bundle states (`sycl::bundle_state`).
pub const SYCLRT_BUNDLE_STATE_INPUT: u32 = 0;
pub const SYCLRT_BUNDLE_STATE_OBJECT: u32 = 1;
pub const SYCLRT_BUNDLE_STATE_EXECUTABLE: u32 = 2;
const _: () = assert!(
    SYCLRT_BUNDLE_STATE_INPUT == BundleState::Input as u32
        && SYCLRT_BUNDLE_STATE_OBJECT == BundleState::Object as u32
        && SYCLRT_BUNDLE_STATE_EXECUTABLE == BundleState::Executable as u32
);

/// Per-device kernel queries for `syclrt_kernel_get_work_group_info`.
pub const SYCLRT_KERNEL_WORK_GROUP_SIZE: u32 = 0;
pub const SYCLRT_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE: u32 = 1;
pub const SYCLRT_KERNEL_LOCAL_MEM_SIZE: u32 = 2;
pub const SYCLRT_KERNEL_PRIVATE_MEM_SIZE: u32 = 3;

/// A device-image selector for `syclrt_kernel_bundle_get_by_selector`:
/// return true to keep the image. The image handle is valid only during
/// the call (query it; do not keep it).
#[allow(non_camel_case_types, reason = "C type name")]
pub type syclrt_image_selector =
    Option<unsafe extern "C" fn(image: *const syclrt_device_image, user_data: *mut c_void) -> bool>;

fn state(code: u32) -> Result<BundleState> {
    BundleState::from_code(code).ok_or_else(|| {
        Error::new(Status::InvalidValue, format!("bundle state {code} is not 0 (input), 1 (object) or 2 (executable)"))
    })
}

/// A C device list (see the module docs); `None` for "NULL, 0".
///
/// # Safety
/// `p` holds `n` device handles (NULL only when `n` is 0).
unsafe fn devices(p: *const *const syclrt_device, n: usize) -> Result<Option<Vec<Arc<Device>>>> {
    if p.is_null() && n == 0 {
        return Ok(None);
    }
    if p.is_null() {
        return Err(Error::new(Status::NullPointer, "devices is NULL"));
    }
    // SAFETY: forwarded contract.
    unsafe { handles::<Device>(p, n, "devices") }.map(Some)
}

/// A C array of `n` handles of one kind, `what` naming it in errors.
///
/// # Safety
/// `p` holds `n` handles (NULL only when `n` is 0).
unsafe fn handles<T: Handle>(p: *const *const T::C, n: usize, what: &str) -> Result<Vec<Arc<T>>> {
    // SAFETY: forwarded contract.
    let hs = unsafe { slice(p, n, what)? };
    hs.iter().map(|&h| get::<T>(h)).collect()
}

/// Writes a list of objects as new handles (see the module docs).
///
/// # Safety
/// `out`, when non-null, is writable for `capacity` handles.
unsafe fn write_list<T: Handle>(
    items: Vec<Arc<T>>,
    capacity: usize,
    out: *mut *mut T::C,
    count_out: *mut usize,
) -> Result<()> {
    let count = Out::new(count_out, "count_out")?;
    let n = items.len();
    if !out.is_null() {
        if capacity < n {
            count.write(n);
            return Err(Error::new(Status::BufferTooSmall, format!("the array holds {capacity} but {n} are needed")));
        }
        let hs: Vec<*mut T::C> = items.into_iter().map(new_handle).collect();
        // SAFETY: forwarded contract.
        unsafe { write_array(out, capacity, hs, "array")? };
    }
    count.write(n);
    Ok(())
}

fn ctx_devices(ctx: &Context, d: Option<Vec<Arc<Device>>>) -> Vec<Arc<Device>> {
    d.unwrap_or_else(|| ctx.devices.clone())
}

// ---------------------------------------------------------------- kernel ids

/// The handle of an interned kernel id. Kernel-id handles are immortal (never
/// removed from the handle table), so once published the address is the
/// handle and the table need not be consulted again.
fn kernel_id_handle(k: &'static Arc<KernelId>) -> *mut syclrt_kernel_id {
    if k.published.load(std::sync::atomic::Ordering::Acquire) {
        return Arc::as_ptr(k) as *mut syclrt_kernel_id;
    }
    let h = static_handle(k);
    k.published.store(true, std::sync::atomic::Ordering::Release);
    h
}

/// The id of the application kernel `name` (`sycl::get_kernel_id`).
/// Errors: `NULL_POINTER`, `INVALID_KERNEL_NAME` (no registered image defines it).
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_id_get(
    name: *const c_char,
    kernel_id_out: *mut *mut syclrt_kernel_id,
) -> Status {
    boundary_out("syclrt_kernel_id_get", kernel_id_out, "kernel_id_out", || {
        // SAFETY: `name` is NUL-terminated (caller contract).
        let n = unsafe { cstr(name, "name")? };
        Ok(kernel_id_handle(registry().kernel_id_or_err(n)?))
    })
}

/// Every application kernel id (`sycl::get_kernel_ids`; no built-ins), by name.
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_ids_get(
    capacity: usize,
    kernel_ids: *mut *mut syclrt_kernel_id,
    count_out: *mut usize,
) -> Status {
    // SAFETY: `kernel_ids` is NULL or writable for `capacity` handles.
    boundary("syclrt_kernel_ids_get", || unsafe {
        write_list(registry().kernel_ids(), capacity, kernel_ids, count_out)
    })
}

/// The kernel's name (`kernel_id::get_name`), valid for the whole process.
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_id_get_name(
    kernel_id: *const syclrt_kernel_id,
    name_out: *mut *const c_char,
) -> Status {
    boundary_out("syclrt_kernel_id_get_name", name_out, "name_out", || {
        Ok(get::<KernelId>(kernel_id)?.c_name().as_ptr())
    })
}

/// Whether two ids name the same kernel (also: the handles are equal).
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_id_equal(
    a: *const syclrt_kernel_id,
    b: *const syclrt_kernel_id,
    equal_out: *mut bool,
) -> Status {
    boundary_out("syclrt_kernel_id_equal", equal_out, "equal_out", || {
        Ok(Arc::ptr_eq(&get::<KernelId>(a)?, &get::<KernelId>(b)?))
    })
}

/// Whether the id is a device built-in kernel.
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_id_is_built_in(
    kernel_id: *const syclrt_kernel_id,
    built_in_out: *mut bool,
) -> Status {
    boundary_out("syclrt_kernel_id_is_built_in", built_in_out, "built_in_out", || {
        Ok(get::<KernelId>(kernel_id)?.builtin)
    })
}

/// The device's built-in kernel ids (`info::device::built_in_kernel_ids`).
#[no_mangle]
pub unsafe extern "C" fn syclrt_device_get_built_in_kernel_ids(
    device: *const syclrt_device,
    capacity: usize,
    kernel_ids: *mut *mut syclrt_kernel_id,
    count_out: *mut usize,
) -> Status {
    boundary("syclrt_device_get_built_in_kernel_ids", || {
        let d = get::<Device>(device)?;
        // SAFETY: `kernel_ids` is NULL or writable for `capacity` handles.
        unsafe { write_list(registry().builtin_kernel_ids(&d), capacity, kernel_ids, count_out) }
    })
}

/// `sycl::is_compatible(kernelIds, dev)`: every kernel can run on the
/// device (its images' targets, formats and required aspects; built-ins:
/// only on their device). An empty list is compatible.
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_id_is_compatible(
    kernel_ids: *const *const syclrt_kernel_id,
    num_kernel_ids: usize,
    device: *const syclrt_device,
    compatible_out: *mut bool,
) -> Status {
    boundary_out("syclrt_kernel_id_is_compatible", compatible_out, "compatible_out", || {
        // SAFETY: `kernel_ids` holds `num_kernel_ids` handles (caller contract).
        let ids = unsafe { handles::<KernelId>(kernel_ids, num_kernel_ids, "kernel_ids")? };
        let d = get::<Device>(device)?;
        Ok(bundle::is_compatible(&ids, &d))
    })
}

// ------------------------------------------------------------ get / has

/// `sycl::get_kernel_bundle<State>(ctx[, devs])`: every application kernel
/// compatible with at least one device, in `state`. Errors:
/// `EMPTY_DEVICE_LIST`, `DEVICE_NOT_IN_CONTEXT`, `NO_ONLINE_COMPILER`
/// (input), `NO_ONLINE_LINKER` (object), `COMPILE_FAILED` (object) /
/// `BUILD_FAILED` (executable) with the log, `INVALID_VALUE` (state).
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_bundle_get(
    context: *const syclrt_context,
    devices: *const *const syclrt_device,
    num_devices: usize,
    state: u32,
    bundle_out: *mut *mut syclrt_kernel_bundle,
) -> Status {
    // SAFETY: `devices` holds `num_devices` handles (caller contract).
    boundary("syclrt_kernel_bundle_get", || unsafe {
        get_bundle(context, devices, num_devices, state, Sel::All, bundle_out)
    })
}

/// `sycl::get_kernel_bundle<State>(ctx[, devs], kernelIds)`: the images
/// holding any of the kernels (application or built-in; built-ins only
/// in the executable state). Errors: as `syclrt_kernel_bundle_get`, plus
/// `INCOMPATIBLE_KERNEL` (a kernel runs on none of the devices),
/// `INVALID_KERNEL_ID`.
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_bundle_get_by_ids(
    context: *const syclrt_context,
    devices: *const *const syclrt_device,
    num_devices: usize,
    state: u32,
    kernel_ids: *const *const syclrt_kernel_id,
    num_kernel_ids: usize,
    bundle_out: *mut *mut syclrt_kernel_bundle,
) -> Status {
    // SAFETY: the arrays hold their counts of handles (caller contract).
    boundary("syclrt_kernel_bundle_get_by_ids", || unsafe {
        let ids = handles::<KernelId>(kernel_ids, num_kernel_ids, "kernel_ids")?;
        get_bundle(context, devices, num_devices, state, Sel::Ids(ids), bundle_out)
    })
}

/// `sycl::get_kernel_bundle<State>(ctx[, devs], selector)`: `selector` is
/// called once per compatible application image (in `state`, before any
/// build) and decides whether it is kept. Errors: as
/// `syclrt_kernel_bundle_get`; `NULL_POINTER` (no selector).
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_bundle_get_by_selector(
    context: *const syclrt_context,
    devices: *const *const syclrt_device,
    num_devices: usize,
    state: u32,
    selector: syclrt_image_selector,
    user_data: *mut c_void,
    bundle_out: *mut *mut syclrt_kernel_bundle,
) -> Status {
    // SAFETY: `devices` holds `num_devices` handles; `selector` is callable with `user_data` (caller contract).
    boundary("syclrt_kernel_bundle_get_by_selector", || unsafe {
        let f = selector.ok_or_else(|| Error::new(Status::NullPointer, "selector is NULL"))?;
        get_bundle(context, devices, num_devices, state, Sel::Fn(f, user_data), bundle_out)
    })
}

enum Sel {
    All,
    Ids(Vec<Arc<KernelId>>),
    Fn(unsafe extern "C" fn(*const syclrt_device_image, *mut c_void) -> bool, *mut c_void),
}

/// # Safety
/// `devices` holds `n` handles; a selector is callable with its data.
unsafe fn get_bundle(
    context: *const syclrt_context,
    devices: *const *const syclrt_device,
    n: usize,
    st: u32,
    sel: Sel,
    out: *mut *mut syclrt_kernel_bundle,
) -> Result<()> {
    let out = Out::new(out, "bundle_out")?;
    let ctx = get::<Context>(context)?;
    // SAFETY: forwarded contract.
    let devs = ctx_devices(&ctx, unsafe { self::devices(devices, n)? });
    let st = state(st)?;
    let b = match sel {
        Sel::All => Bundle::get(&ctx, &devs, st, Filter::All)?,
        Sel::Ids(ids) => Bundle::get(&ctx, &devs, st, Filter::Ids(&ids))?,
        Sel::Fn(f, data) => {
            let mut call = |img: &Arc<BundleImage>| {
                let h = new_handle(img.clone());
                // SAFETY: a valid handle for the call; the callback's contract is the caller's.
                let keep = unsafe { f(h, data) };
                let _ = release::<BundleImage>(h);
                keep
            };
            Bundle::get(&ctx, &devs, st, Filter::Selector(&mut call))?
        }
    };
    out.write(new_handle(b));
    Ok(())
}

/// `sycl::has_kernel_bundle<State>(ctx[, devs][, kernelIds])`
/// (`kernel_ids` NULL with 0: the overloads without ids). Errors:
/// `EMPTY_DEVICE_LIST`, `DEVICE_NOT_IN_CONTEXT`, `INVALID_VALUE`.
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_bundle_has(
    context: *const syclrt_context,
    devices: *const *const syclrt_device,
    num_devices: usize,
    state: u32,
    kernel_ids: *const *const syclrt_kernel_id,
    num_kernel_ids: usize,
    has_out: *mut bool,
) -> Status {
    boundary_out("syclrt_kernel_bundle_has", has_out, "has_out", || {
        let ctx = get::<Context>(context)?;
        // SAFETY: the arrays hold their counts of handles (caller contract).
        let devs = ctx_devices(&ctx, unsafe { self::devices(devices, num_devices)? });
        let st = self::state(state)?;
        let ids = if kernel_ids.is_null() && num_kernel_ids == 0 {
            None
        } else {
            // SAFETY: as above.
            Some(unsafe { handles::<KernelId>(kernel_ids, num_kernel_ids, "kernel_ids")? })
        };
        Bundle::has(&ctx, &devs, st, ids.as_deref())
    })
}

// ------------------------------------------------------- transitions

/// `sycl::join`: the union of the bundles' images, duplicate copies of
/// the same device image removed, in every state. Two device images are
/// the same device image when they have the same state, registered images,
/// specialization-constant values, build options (of every compile, build
/// and link step) and devices (built-in kernel images: the same kernels);
/// two executable bundles got separately for one kernel hold the same
/// image (docs/bundles.md). Errors: `INVALID_VALUE` (no bundle), `CONTEXT_MISMATCH`,
/// `DEVICE_SET_MISMATCH`, `WRONG_BUNDLE_STATE` (mixed states).
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_bundle_join(
    bundles: *const *const syclrt_kernel_bundle,
    num_bundles: usize,
    bundle_out: *mut *mut syclrt_kernel_bundle,
) -> Status {
    boundary_out("syclrt_kernel_bundle_join", bundle_out, "bundle_out", || {
        // SAFETY: `bundles` holds `num_bundles` handles (caller contract).
        let bs = unsafe { handles::<Bundle>(bundles, num_bundles, "bundles")? };
        Ok(new_handle(Bundle::join(&bs)?))
    })
}

/// `sycl::compile` (input → object, `clCompileProgram`) for `devices`
/// (NULL, 0: the bundle's) with extra `options` (NULL: none). Errors:
/// `WRONG_BUNDLE_STATE`, `EMPTY_DEVICE_LIST`, `DEVICE_NOT_IN_BUNDLE`,
/// `COMPILE_FAILED` (the last error message holds the build log).
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_bundle_compile(
    bundle: *const syclrt_kernel_bundle,
    devices: *const *const syclrt_device,
    num_devices: usize,
    options: *const c_char,
    bundle_out: *mut *mut syclrt_kernel_bundle,
) -> Status {
    // SAFETY: `devices` holds `num_devices` handles; `options` is NULL or a string (caller contract).
    boundary("syclrt_kernel_bundle_compile", || unsafe {
        translate(bundle, devices, num_devices, options, false, bundle_out)
    })
}

/// `sycl::build` (input → executable, `clBuildProgram`). Errors: as
/// `syclrt_kernel_bundle_compile`, with `BUILD_FAILED`.
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_bundle_build(
    bundle: *const syclrt_kernel_bundle,
    devices: *const *const syclrt_device,
    num_devices: usize,
    options: *const c_char,
    bundle_out: *mut *mut syclrt_kernel_bundle,
) -> Status {
    // SAFETY: as `syclrt_kernel_bundle_compile`.
    boundary("syclrt_kernel_bundle_build", || unsafe {
        translate(bundle, devices, num_devices, options, true, bundle_out)
    })
}

/// # Safety
/// As the callers.
unsafe fn translate(
    bundle: *const syclrt_kernel_bundle,
    devices: *const *const syclrt_device,
    n: usize,
    options: *const c_char,
    build: bool,
    out: *mut *mut syclrt_kernel_bundle,
) -> Result<()> {
    let out = Out::new(out, "bundle_out")?;
    let b = get::<Bundle>(bundle)?;
    // SAFETY: forwarded contract.
    let (devs, opts) = unsafe { (self::devices(devices, n)?, opt_cstr(options, "options")?) };
    let r = if build { b.build(devs.as_deref(), opts)? } else { b.compile(devs.as_deref(), opts)? };
    out.write(new_handle(r));
    Ok(())
}

/// `sycl::link` (objects → executable, `clLinkProgram`) for `devices`
/// (NULL, 0: the devices all bundles share). Duplicate object images (the
/// same device image, as in `syclrt_kernel_bundle_join`, on any devices)
/// count once. Images that define the same kernel are linked into
/// separate programs (each with every image that shares no kernel), so no
/// program defines a symbol twice: the result has one or more executable
/// images and every kernel of its inputs. Errors: `INVALID_VALUE` (no
/// bundle), `WRONG_BUNDLE_STATE`, `CONTEXT_MISMATCH`, `EMPTY_DEVICE_LIST`,
/// `DEVICE_NOT_IN_BUNDLE` (a device missing from a bundle), `LINK_FAILED`.
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_bundle_link(
    bundles: *const *const syclrt_kernel_bundle,
    num_bundles: usize,
    devices: *const *const syclrt_device,
    num_devices: usize,
    options: *const c_char,
    bundle_out: *mut *mut syclrt_kernel_bundle,
) -> Status {
    boundary_out("syclrt_kernel_bundle_link", bundle_out, "bundle_out", || {
        // SAFETY: the arrays hold their counts of handles; `options` is NULL or a string (caller contract).
        let (bs, devs, opts) = unsafe {
            (
                handles::<Bundle>(bundles, num_bundles, "bundles")?,
                self::devices(devices, num_devices)?,
                opt_cstr(options, "options")?,
            )
        };
        Ok(new_handle(Bundle::link(&bs, devs.as_deref(), opts)?))
    })
}

// ------------------------------------------------------------- queries

/// The bundle's state (`SYCLRT_BUNDLE_STATE_*`).
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_bundle_get_state(
    bundle: *const syclrt_kernel_bundle,
    state_out: *mut u32,
) -> Status {
    boundary_out("syclrt_kernel_bundle_get_state", state_out, "state_out", || Ok(get::<Bundle>(bundle)?.state as u32))
}

/// The bundle's context (a new reference: release it).
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_bundle_get_context(
    bundle: *const syclrt_kernel_bundle,
    context_out: *mut *mut syclrt_context,
) -> Status {
    boundary_out("syclrt_kernel_bundle_get_context", context_out, "context_out", || {
        Ok(new_handle(get::<Bundle>(bundle)?.context.clone()))
    })
}

/// The bundle's devices (duplicates removed, in the order given).
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_bundle_get_devices(
    bundle: *const syclrt_kernel_bundle,
    capacity: usize,
    devices: *mut *mut syclrt_device,
    count_out: *mut usize,
) -> Status {
    boundary("syclrt_kernel_bundle_get_devices", || {
        let b = get::<Bundle>(bundle)?;
        // SAFETY: `devices` is NULL or writable for `capacity` handles.
        unsafe { write_list(b.devices.clone(), capacity, devices, count_out) }
    })
}

/// The ids of every kernel in the bundle.
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_bundle_get_kernel_ids(
    bundle: *const syclrt_kernel_bundle,
    capacity: usize,
    kernel_ids: *mut *mut syclrt_kernel_id,
    count_out: *mut usize,
) -> Status {
    boundary("syclrt_kernel_bundle_get_kernel_ids", || {
        let b = get::<Bundle>(bundle)?;
        // SAFETY: `kernel_ids` is NULL or writable for `capacity` handles.
        unsafe { write_list(b.kernel_ids(), capacity, kernel_ids, count_out) }
    })
}

/// `kernel_bundle::has_kernel(id[, dev])` (`device` NULL: any device).
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_bundle_has_kernel(
    bundle: *const syclrt_kernel_bundle,
    kernel_id: *const syclrt_kernel_id,
    device: *const syclrt_device,
    has_out: *mut bool,
) -> Status {
    boundary_out("syclrt_kernel_bundle_has_kernel", has_out, "has_out", || {
        let (b, k) = (get::<Bundle>(bundle)?, get::<KernelId>(kernel_id)?);
        let d = get_opt::<Device>(device)?;
        Ok(b.has_kernel(&k, d.as_deref()))
    })
}

/// `kernel_bundle::empty()`: the bundle has no device image.
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_bundle_is_empty(
    bundle: *const syclrt_kernel_bundle,
    empty_out: *mut bool,
) -> Status {
    boundary_out("syclrt_kernel_bundle_is_empty", empty_out, "empty_out", || Ok(get::<Bundle>(bundle)?.is_empty()))
}

/// The number of device images (`begin()`/`end()`).
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_bundle_get_num_images(
    bundle: *const syclrt_kernel_bundle,
    count_out: *mut usize,
) -> Status {
    boundary_out("syclrt_kernel_bundle_get_num_images", count_out, "count_out", || {
        Ok(get::<Bundle>(bundle)?.images.len())
    })
}

/// Device image `index` (a new reference: release it). Errors: `OUT_OF_RANGE`.
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_bundle_get_image(
    bundle: *const syclrt_kernel_bundle,
    index: usize,
    image_out: *mut *mut syclrt_device_image,
) -> Status {
    boundary_out("syclrt_kernel_bundle_get_image", image_out, "image_out", || {
        let b = get::<Bundle>(bundle)?;
        let img = b.images.get(index).ok_or_else(|| {
            Error::new(Status::OutOfRange, format!("image index {index} but the bundle has {}", b.images.len()))
        })?;
        Ok(new_handle(img.clone()))
    })
}

/// A kernel of an executable bundle, for `device` (NULL: any of the
/// bundle's devices that has it). Errors: `WRONG_BUNDLE_STATE`,
/// `KERNEL_NOT_IN_BUNDLE`, `DEVICE_NOT_IN_BUNDLE`.
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_bundle_get_kernel(
    bundle: *const syclrt_kernel_bundle,
    kernel_id: *const syclrt_kernel_id,
    device: *const syclrt_device,
    kernel_out: *mut *mut syclrt_kernel,
) -> Status {
    boundary_out("syclrt_kernel_bundle_get_kernel", kernel_out, "kernel_out", || {
        let (b, k) = (get::<Bundle>(bundle)?, get::<KernelId>(kernel_id)?);
        let d = get_opt::<Device>(device)?;
        Ok(new_handle(b.kernel(&k, d.as_deref())?))
    })
}

/// Adds a reference to a bundle.
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_bundle_retain(bundle: *mut syclrt_kernel_bundle) -> Status {
    boundary("syclrt_kernel_bundle_retain", || retain::<Bundle>(bundle))
}

/// Drops a reference. `NULL` is a no-op.
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_bundle_release(bundle: *mut syclrt_kernel_bundle) -> Status {
    boundary("syclrt_kernel_bundle_release", || release::<Bundle>(bundle))
}

// ------------------------------------------------------ spec constants

/// Sets specialization constant `name` to `size` bytes of `value` in
/// every image of an input bundle that has it; the value survives compile,
/// link and build. Errors: `WRONG_BUNDLE_STATE` (not input),
/// `INVALID_SPEC_CONSTANT` (unknown name or wrong size), `NULL_POINTER`.
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_bundle_set_spec_constant(
    bundle: *const syclrt_kernel_bundle,
    name: *const c_char,
    value: *const c_void,
    size: usize,
) -> Status {
    boundary("syclrt_kernel_bundle_set_spec_constant", || {
        let b = get::<Bundle>(bundle)?;
        // SAFETY: `name` is a string and `value` holds `size` bytes (caller contract).
        let (n, v) = unsafe { (cstr(name, "name")?, crate::ffi::args::bytes(value, size, "value")?) };
        b.set_spec_constant(n, v)
    })
}

/// The current value of specialization constant `name` (the default
/// until set), with the `_get_info` protocol. Errors: `INVALID_SPEC_CONSTANT`,
/// `BUFFER_TOO_SMALL`.
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_bundle_get_spec_constant(
    bundle: *const syclrt_kernel_bundle,
    name: *const c_char,
    size: usize,
    value: *mut c_void,
    size_ret: *mut usize,
) -> Status {
    boundary("syclrt_kernel_bundle_get_spec_constant", || {
        let b = get::<Bundle>(bundle)?;
        // SAFETY: `name` is a string (caller contract).
        let n = unsafe { cstr(name, "name")? };
        let v = b.spec_constant(n)?;
        // SAFETY: `value` is writable for `size` bytes (caller contract).
        unsafe { write_info(&v, size, value, size_ret) }
    })
}

/// `kernel_bundle::has_specialization_constant`.
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_bundle_has_spec_constant(
    bundle: *const syclrt_kernel_bundle,
    name: *const c_char,
    has_out: *mut bool,
) -> Status {
    boundary_out("syclrt_kernel_bundle_has_spec_constant", has_out, "has_out", || {
        let b = get::<Bundle>(bundle)?;
        // SAFETY: `name` is a string (caller contract).
        Ok(b.has_spec_constant(unsafe { cstr(name, "name")? }))
    })
}

/// `kernel_bundle::contains_specialization_constants`.
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_bundle_contains_spec_constants(
    bundle: *const syclrt_kernel_bundle,
    out: *mut bool,
) -> Status {
    boundary_out("syclrt_kernel_bundle_contains_spec_constants", out, "out", || {
        Ok(get::<Bundle>(bundle)?.contains_spec_constants())
    })
}

/// `kernel_bundle::native_specialization_constant`: every image with
/// constants sets them natively (SPIR-V), not by emulation (source).
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_bundle_native_spec_constants(
    bundle: *const syclrt_kernel_bundle,
    out: *mut bool,
) -> Status {
    boundary_out("syclrt_kernel_bundle_native_spec_constants", out, "out", || {
        Ok(get::<Bundle>(bundle)?.native_spec_constants())
    })
}

// -------------------------------------------------------- device images

/// `device_image::has_kernel(id[, dev])` (`device` NULL: any device).
#[no_mangle]
pub unsafe extern "C" fn syclrt_device_image_has_kernel(
    image: *const syclrt_device_image,
    kernel_id: *const syclrt_kernel_id,
    device: *const syclrt_device,
    has_out: *mut bool,
) -> Status {
    boundary_out("syclrt_device_image_has_kernel", has_out, "has_out", || {
        let (i, k) = (get::<BundleImage>(image)?, get::<KernelId>(kernel_id)?);
        let d = get_opt::<Device>(device)?;
        Ok(i.has_kernel(&k, d.as_deref()))
    })
}

/// The ids of the image's kernels.
#[no_mangle]
pub unsafe extern "C" fn syclrt_device_image_get_kernel_ids(
    image: *const syclrt_device_image,
    capacity: usize,
    kernel_ids: *mut *mut syclrt_kernel_id,
    count_out: *mut usize,
) -> Status {
    boundary("syclrt_device_image_get_kernel_ids", || {
        let i = get::<BundleImage>(image)?;
        // SAFETY: `kernel_ids` is NULL or writable for `capacity` handles.
        unsafe { write_list(i.kernels.clone(), capacity, kernel_ids, count_out) }
    })
}

/// The image's state (`SYCLRT_BUNDLE_STATE_*`).
#[no_mangle]
pub unsafe extern "C" fn syclrt_device_image_get_state(
    image: *const syclrt_device_image,
    state_out: *mut u32,
) -> Status {
    boundary_out(
        "syclrt_device_image_get_state",
        state_out,
        "state_out",
        || Ok(get::<BundleImage>(image)?.state as u32),
    )
}

/// Adds a reference to a device image.
#[no_mangle]
pub unsafe extern "C" fn syclrt_device_image_retain(image: *mut syclrt_device_image) -> Status {
    boundary("syclrt_device_image_retain", || retain::<BundleImage>(image))
}

/// Drops a reference. `NULL` is a no-op.
#[no_mangle]
pub unsafe extern "C" fn syclrt_device_image_release(image: *mut syclrt_device_image) -> Status {
    boundary("syclrt_device_image_release", || release::<BundleImage>(image))
}

// ------------------------------------------------- kernel introspection

fn kernel_device(
    kernel: *const syclrt_kernel,
    device: *const syclrt_device,
) -> Result<(Arc<core::Kernel>, Arc<Device>)> {
    let k = get::<core::Kernel>(kernel)?;
    let d = get::<Device>(device)?;
    k.program.context.check_device(&d)?;
    Ok((k, d))
}

/// A per-device kernel property (`SYCLRT_KERNEL_*`: work-group size,
/// preferred work-group size multiple, local and private memory in bytes).
/// Errors: `INVALID_VALUE` (param), `DEVICE_NOT_IN_CONTEXT`.
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_get_work_group_info(
    kernel: *const syclrt_kernel,
    device: *const syclrt_device,
    param: u32,
    value_out: *mut u64,
) -> Status {
    boundary_out("syclrt_kernel_get_work_group_info", value_out, "value_out", || {
        let (k, d) = kernel_device(kernel, device)?;
        let v: u64 = match param {
            SYCLRT_KERNEL_WORK_GROUP_SIZE => k.cl.work_group_info::<usize>(d.id, CL_KERNEL_WORK_GROUP_SIZE)? as u64,
            SYCLRT_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE => {
                k.cl.work_group_info::<usize>(d.id, CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE)? as u64
            }
            SYCLRT_KERNEL_LOCAL_MEM_SIZE => k.cl.work_group_info::<u64>(d.id, CL_KERNEL_LOCAL_MEM_SIZE)?,
            SYCLRT_KERNEL_PRIVATE_MEM_SIZE => k.cl.work_group_info::<u64>(d.id, CL_KERNEL_PRIVATE_MEM_SIZE)?,
            p => return Err(Error::new(Status::InvalidValue, format!("unknown kernel work-group query {p}"))),
        };
        Ok(v)
    })
}

/// The kernel's `reqd_work_group_size` on the device into `sizes_out`
/// (an array of 3; `{0, 0, 0}` when it has none). Errors:
/// `DEVICE_NOT_IN_CONTEXT`, `NULL_POINTER`.
#[no_mangle]
pub unsafe extern "C" fn syclrt_kernel_get_compile_work_group_size(
    kernel: *const syclrt_kernel,
    device: *const syclrt_device,
    sizes_out: *mut u64,
) -> Status {
    boundary("syclrt_kernel_get_compile_work_group_size", || {
        if sizes_out.is_null() {
            return Err(Error::new(Status::NullPointer, "sizes_out is NULL"));
        }
        let (k, d) = kernel_device(kernel, device)?;
        let s = k.cl.work_group_info::<[usize; 3]>(d.id, CL_KERNEL_COMPILE_WORK_GROUP_SIZE)?;
        // SAFETY: `sizes_out` holds 3 elements (caller contract).
        unsafe { write_array(sizes_out, 3, vec![s[0] as u64, s[1] as u64, s[2] as u64], "sizes_out") }
    })
}
