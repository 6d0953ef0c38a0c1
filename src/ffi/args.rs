//! Checked conversions of C arguments: every raw caller pointer is read or
//! written through these few helpers.

use crate::core::{Error, Result, Status};
use std::ffi::{c_char, c_void, CStr};

fn null(what: &str) -> Error {
    Error::new(Status::NullPointer, format!("{what} is NULL"))
}

/// A non-null out-parameter, written at most once: on success, or with the
/// needed size or count when the status is `BUFFER_TOO_SMALL`.
pub(crate) struct Out<T>(*mut T);

impl<T> Out<T> {
    /// Checks `p` for NULL up front, before any work is done (the C API's
    /// rule: a NULL one is `NULL_POINTER`).
    pub(crate) fn new(p: *mut T, what: &str) -> Result<Out<T>> {
        Out::or(p, || null(what))
    }
    /// Checks `p` for NULL up front, under a face's rule: a NULL one is
    /// `null()`, the face's error.
    pub(crate) fn or(p: *mut T, null: impl FnOnce() -> Error) -> Result<Out<T>> {
        if p.is_null() {
            Err(null())
        } else {
            Ok(Out(p))
        }
    }
    /// Writes the value (the last step of a successful call).
    pub(crate) fn write(self, v: T) {
        // SAFETY: non-null (checked in `new`); the C caller provides
        // writable storage for a `T`, as each function's contract states.
        unsafe { self.0.write(v) }
    }
}

/// An optional out-parameter: NULL means the caller does not want it.
pub(crate) fn opt_out<T>(p: *mut T) -> Option<Out<T>> {
    (!p.is_null()).then_some(Out(p))
}

/// Writes `v` through a required out-parameter under a face's rule: a
/// NULL one is `null()`, the face's error, and nothing is written. The
/// one out-pointer writer of every face (with [`Out`], [`opt_out`] and
/// [`write_array`], which it is made of); a face's `put` is this with its code.
///
/// # Safety
/// `p` is NULL or points to writable storage for a `T`.
pub(crate) unsafe fn put<T>(p: *mut T, v: T, null: impl FnOnce() -> Error) -> Result<()> {
    Out::or(p, null)?.write(v);
    Ok(())
}

/// A caller's array of `n` elements (NULL allowed only when `n` is 0).
///
/// # Safety
/// When non-null, `p` must point to `n` initialised elements that stay
/// valid and unchanged for `'a`.
pub(crate) unsafe fn slice<'a, T>(p: *const T, n: usize, what: &str) -> Result<&'a [T]> {
    if n == 0 {
        return Ok(&[]);
    }
    if p.is_null() {
        return Err(null(what));
    }
    if (p as usize) % std::mem::align_of::<T>() != 0 {
        return Err(Error::new(Status::InvalidValue, format!("{what} is not aligned for its element type")));
    }
    if n.checked_mul(std::mem::size_of::<T>()).is_none_or(|b| b > isize::MAX as usize) {
        return Err(Error::new(Status::InvalidSize, format!("{what}: {n} elements is too large")));
    }
    // SAFETY: non-null, aligned, size fits isize; validity is the caller's contract.
    Ok(unsafe { std::slice::from_raw_parts(p, n) })
}

/// A caller's byte buffer of `n` bytes (must be non-null and non-empty).
///
/// # Safety
/// As [`slice`].
pub(crate) unsafe fn bytes<'a>(p: *const c_void, n: usize, what: &str) -> Result<&'a [u8]> {
    if p.is_null() {
        return Err(null(what));
    }
    if n == 0 {
        return Err(Error::new(Status::InvalidSize, format!("{what}: size must be greater than zero")));
    }
    // SAFETY: forwarded contract.
    unsafe { slice(p.cast::<u8>(), n, what) }
}

/// A caller's NUL-terminated UTF-8 string.
///
/// # Safety
/// When non-null, `p` must point to a NUL-terminated string valid for `'a`.
pub(crate) unsafe fn cstr<'a>(p: *const c_char, what: &str) -> Result<&'a str> {
    if p.is_null() {
        return Err(null(what));
    }
    // SAFETY: non-null and NUL-terminated by the caller's contract.
    let s = unsafe { CStr::from_ptr(p) };
    s.to_str().map_err(|_| Error::new(Status::InvalidValue, format!("{what} is not valid UTF-8")))
}

/// A caller's optional string: NULL reads as "".
///
/// # Safety
/// As [`cstr`].
pub(crate) unsafe fn opt_cstr<'a>(p: *const c_char, what: &str) -> Result<&'a str> {
    if p.is_null() {
        Ok("")
    } else {
        // SAFETY: forwarded contract.
        unsafe { cstr(p, what) }
    }
}

/// A caller's optional string, invalid UTF-8 replaced (options the driver
/// reads as bytes): NULL reads as "".
///
/// # Safety
/// As [`cstr`].
pub(crate) unsafe fn opt_lossy<'a>(p: *const c_char) -> std::borrow::Cow<'a, str> {
    if p.is_null() {
        "".into()
    } else {
        // SAFETY: non-null and NUL-terminated by the caller's contract.
        unsafe { CStr::from_ptr(p) }.to_string_lossy()
    }
}

/// A pointer a C caller registered with its callback (the user data, the
/// handle the callback is registered on), carried into the Rust closure
/// that core hands the driver.
pub(crate) struct Carried<T>(*mut T);

impl<T> Clone for Carried<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Carried<T> {}

impl<T> Carried<T> {
    pub(crate) fn new(p: *mut T) -> Self {
        Carried(p)
    }
    /// The pointer (a method: a closure then captures the `Carried`, not
    /// the bare pointer field).
    pub(crate) fn get(self) -> *mut T {
        self.0
    }
}

// SAFETY: a `Carried` pointer is never dereferenced on the Rust side: it
// only goes back, as it came, to the caller's own callback, on whatever
// thread the driver runs it, which PI's, UR's and OpenCL's callback
// contracts allow; keeping it valid until then is the caller's part of them.
unsafe impl<T> Send for Carried<T> {}
// SAFETY: as above (shared only to be copied out).
unsafe impl<T> Sync for Carried<T> {}

/// How one face's `_get_info` protocol treats its edge cases (the writer
/// is [`write_info_with`], the one of every face).
pub(crate) struct InfoRules {
    /// `value` and `size_ret` both NULL: this error (`None`: nothing to do).
    pub both_null: Option<fn() -> Error>,
    /// A buffer smaller than the answer: this error, from (needed, given).
    pub too_small: fn(usize, usize) -> Error,
    /// Whether `size_ret` receives the needed size when the buffer is too small.
    pub size_when_too_small: bool,
}

/// The info-query protocol of every face: `value` NULL asks only for the
/// size; otherwise `size` must hold the whole answer, or `value` is left
/// untouched and the face's error is returned; `size_ret`, when non-null,
/// receives the answer's size (when the buffer is too small only where the
/// face's rules say so).
///
/// # Safety
/// `value`, when non-null, must be writable for `size` bytes; `size_ret`,
/// when non-null, writable.
pub(crate) unsafe fn write_info_with(
    rules: &InfoRules,
    data: &[u8],
    size: usize,
    value: *mut c_void,
    size_ret: *mut usize,
) -> Result<()> {
    if value.is_null() && size_ret.is_null() {
        return rules.both_null.map_or(Ok(()), |e| Err(e()));
    }
    if !value.is_null() {
        if size < data.len() {
            if rules.size_when_too_small {
                if let Some(o) = opt_out(size_ret) {
                    o.write(data.len());
                }
            }
            return Err((rules.too_small)(data.len(), size));
        }
        // SAFETY: `value` is writable for `size >= data.len()` bytes (contract).
        unsafe { std::ptr::copy_nonoverlapping(data.as_ptr(), value.cast::<u8>(), data.len()) };
    }
    if let Some(o) = opt_out(size_ret) {
        o.write(data.len());
    }
    Ok(())
}

/// `CL_PROGRAM_BINARIES` under a face's rules: the answer is an array of
/// one pointer per binary, each to a caller's buffer of that binary's size
/// (the size other queries of the program gave), into which the binaries are
/// copied (a NULL pointer skips its binary, as OpenCL allows).
///
/// # Safety
/// As [`write_info_with`]; each non-NULL pointer of the caller's array
/// points to a writable buffer of its binary's size.
pub(crate) unsafe fn write_binaries(
    rules: &InfoRules,
    bins: &[Vec<u8>],
    size: usize,
    value: *mut c_void,
    size_ret: *mut usize,
) -> Result<()> {
    let need = bins.len() * std::mem::size_of::<*mut u8>();
    if value.is_null() {
        if size_ret.is_null() {
            return rules.both_null.map_or(Ok(()), |e| Err(e()));
        }
        if let Some(o) = opt_out(size_ret) {
            o.write(need);
        }
        return Ok(());
    }
    if size < need {
        return Err((rules.too_small)(need, size));
    }
    // SAFETY: `value` holds `size >= need` bytes: one pointer per binary (contract).
    let ptrs = unsafe { std::slice::from_raw_parts(value.cast::<*mut u8>(), bins.len()) };
    for (b, &p) in bins.iter().zip(ptrs) {
        if !p.is_null() {
            // SAFETY: the caller's buffer of this binary's size (contract).
            unsafe { std::ptr::copy_nonoverlapping(b.as_ptr(), p, b.len()) };
        }
    }
    if let Some(o) = opt_out(size_ret) {
        o.write(need);
    }
    Ok(())
}

/// The C API's rules: both NULL is an error; a buffer too small is
/// `BUFFER_TOO_SMALL` with the needed size reported (as OpenCL's
/// `param_value_size_ret`).
const API_INFO: InfoRules = InfoRules {
    both_null: Some(|| null("both value and size_ret are")),
    too_small: |need, size| {
        Error::new(Status::BufferTooSmall, format!("the value needs {need} bytes but the buffer holds {size}"))
    },
    size_when_too_small: true,
};

/// [`write_info_with`] under the C API's rules.
///
/// # Safety
/// As [`write_info_with`].
pub(crate) unsafe fn write_info(data: &[u8], size: usize, value: *mut c_void, size_ret: *mut usize) -> Result<()> {
    // SAFETY: forwarded contract.
    unsafe { write_info_with(&API_INFO, data, size, value, size_ret) }
}

/// A string as an info value: its bytes and a terminating NUL.
pub(crate) fn info_str(s: &str) -> Vec<u8> {
    let mut v = Vec::with_capacity(s.len() + 1);
    v.extend_from_slice(s.as_bytes());
    v.push(0);
    v
}

/// Writes `values` into the caller's array of `capacity` elements at `p`
/// (checked up front: non-null, aligned, large enough, else nothing is written).
///
/// # Safety
/// When non-null, `p` must be writable for `capacity` elements.
pub(crate) unsafe fn write_array<T>(p: *mut T, capacity: usize, values: Vec<T>, what: &str) -> Result<()> {
    if values.is_empty() {
        return Ok(());
    }
    if p.is_null() {
        return Err(null(what));
    }
    if capacity < values.len() {
        return Err(Error::new(
            Status::BufferTooSmall,
            format!("{what} holds {capacity} element(s) but {} are needed", values.len()),
        ));
    }
    if (p as usize) % std::mem::align_of::<T>() != 0 {
        return Err(Error::new(Status::InvalidValue, format!("{what} is not aligned for its element type")));
    }
    // SAFETY: forwarded contract; `p` checked non-NULL and aligned.
    unsafe { write_prefix(p, capacity, values) };
    Ok(())
}

/// Writes the first `capacity` of `values` into the caller's array at `p`
/// (the rest are left out: OpenCL's `num_entries` protocol), answering how
/// many were written.
///
/// # Safety
/// `p` is non-NULL, aligned and writable for `capacity` elements.
pub(crate) unsafe fn write_prefix<T>(p: *mut T, capacity: usize, values: impl IntoIterator<Item = T>) -> usize {
    let mut n = 0;
    for v in values.into_iter().take(capacity) {
        // SAFETY: `n < capacity`; `p` is aligned and writable for `capacity` elements (contract).
        unsafe { p.add(n).write(v) };
        n += 1;
    }
    n
}

// ------------------------------------------------------------ wait lists

/// How one face's wait lists read: its event handle, what a handle keeps
/// alive while the command is enqueued, and its codes. The reader is
/// [`wait_list`], the one of every face.
pub(crate) trait WaitFace {
    /// The face's event handle.
    type Handle: Copy;
    /// What a handle keeps alive for the call: the face's event object
    /// (`()` where the handle is the driver's event itself: PI).
    type Held;
    /// The list's name in messages.
    const WHAT: &'static str;
    /// A NULL list of `n` > 0 events: the face's error.
    fn null_list(n: usize) -> Error;
    /// What `h` names (a NULL or unknown handle: the face's error).
    fn hold(h: Self::Handle) -> Result<Self::Held>;
    /// The driver's event of `h` (`None`: complete, left out) and its
    /// driver context where the face knows it (else the driver is asked).
    fn event<'a>(
        h: &'a Self::Handle,
        held: &'a Self::Held,
    ) -> Option<(&'a crate::cl::Event, Option<crate::cl::sys::cl_context>)>;
}

/// The command a wait list is read for: on a queue of this driver context,
/// or on this driver queue (whose context is asked, for a non-empty list).
#[derive(Clone, Copy)]
pub(crate) enum WaitFor<'a> {
    Context(&'a crate::cl::Context),
    Queue(&'a crate::cl::Queue),
}

impl<'a> From<&'a crate::cl::Context> for WaitFor<'a> {
    fn from(c: &'a crate::cl::Context) -> Self {
        WaitFor::Context(c)
    }
}

impl<'a> From<&'a crate::cl::Queue> for WaitFor<'a> {
    fn from(q: &'a crate::cl::Queue) -> Self {
        WaitFor::Queue(q)
    }
}

/// A command's wait list: the face's objects, kept alive for the call, and
/// the events handed to the driver ([`crate::core::event::WaitList`]:
/// events of another context bridged, never given to this one). Derefs to
/// those events.
pub(crate) struct WaitList<H> {
    _held: Vec<H>,
    list: crate::core::event::WaitList,
}

impl<H> WaitList<H> {
    /// The events to hand over (a view: the list keeps them alive).
    #[inline]
    pub(crate) fn events(&self) -> &[crate::cl::Event] {
        self.list.events()
    }
}

impl<H> std::ops::Deref for WaitList<H> {
    type Target = [crate::cl::Event];
    fn deref(&self) -> &[crate::cl::Event] {
        self.list.events()
    }
}

/// Reads `n` handles of face `F` at `p` (a command's wait list, or the
/// events of a host wait), each held by `hold` (a wait list's:
/// [`WaitFace::hold`]): the handles and what they name.
///
/// # Safety
/// As [`wait_list`].
#[allow(clippy::type_complexity, reason = "the handles and what they name, side by side")]
pub(crate) unsafe fn held_list<'a, F: WaitFace>(
    n: usize,
    p: *const F::Handle,
    hold: impl FnMut(F::Handle) -> Result<F::Held>,
) -> Result<(&'a [F::Handle], Vec<F::Held>)> {
    if n > 0 && p.is_null() {
        return Err(F::null_list(n));
    }
    // SAFETY: `n` handles at `p`, non-NULL when `n` > 0 (contract).
    let hs = unsafe { slice(p, n, F::WHAT) }?;
    Ok((hs, hs.iter().copied().map(hold).collect::<Result<Vec<_>>>()?))
}

/// Reads a caller's wait list, `n` handles of face `F` at `p`, for a
/// command `of` a queue: an empty list reads nothing, asks nothing and
/// allocates nothing; a NULL list with events is the face's error, as is a
/// handle it does not know; otherwise every event goes through
/// [`crate::core::event::wait_list_in`] (the one conversion to the
/// driver's list).
///
/// # Safety
/// `p` is NULL or points to `n` handles, each NULL or a live handle of `F`
/// (a driver event where `F` reads its handles as such).
pub(crate) unsafe fn wait_list<'a, F: WaitFace>(
    of: impl Into<WaitFor<'a>>,
    n: usize,
    p: *const F::Handle,
) -> Result<WaitList<F::Held>> {
    if n == 0 {
        return Ok(WaitList { _held: Vec::new(), list: crate::core::event::WaitList::empty() });
    }
    // SAFETY: forwarded contract.
    let (hs, held) = unsafe { held_list::<F>(n, p, F::hold) }?;
    let events = hs.iter().zip(&held).filter_map(|(h, x)| F::event(h, x));
    let list = match of.into() {
        WaitFor::Context(c) => crate::core::event::wait_list_in(c, events)?,
        WaitFor::Queue(q) => crate::core::event::wait_list_for(q, events)?,
    };
    Ok(WaitList { _held: held, list })
}

// ------------------------------------------------------------ OpenCL-shaped lists (PI)

/// Reads three sizes at `p` (an origin or region of a rectangle copy).
///
/// # Safety
/// `p` is NULL or points to three readable `usize`.
#[inline]
pub(crate) unsafe fn triple(p: *const usize, what: &str) -> Result<[usize; 3]> {
    if p.is_null() {
        return Err(Error::from(crate::cl::ClError::new(crate::cl::sys::CL_INVALID_VALUE, "a rectangle argument"))
            .with_detail(format!("{what} is NULL")));
    }
    // SAFETY: caller contract.
    Ok(unsafe { [*p, *p.add(1), *p.add(2)] })
}

/// The sizes of a launch over `work_dim` dimensions, as OpenCL takes them:
/// the global size at `global` (required), the offset and local size at
/// `offset` and `local` (NULL: none). A dimension outside 1..=3 is
/// `CL_INVALID_WORK_DIMENSION`, as OpenCL would answer.
///
/// # Safety
/// Each non-NULL pointer points to `work_dim` sizes.
#[inline]
#[allow(clippy::type_complexity, reason = "the three launch sizes, as `launch` takes them")]
pub(crate) unsafe fn work_sizes<'a>(
    work_dim: u32,
    global: *const usize,
    offset: *const usize,
    local: *const usize,
) -> Result<(&'a [usize], Option<&'a [usize]>, Option<&'a [usize]>)> {
    if !(1..=3).contains(&work_dim) {
        let mut e = Error::from(crate::cl::ClError::new(crate::cl::sys::CL_INVALID_WORK_DIMENSION, "the launch"));
        e.message = format!("work_dim {work_dim} is not 1, 2 or 3");
        return Err(e);
    }
    if global.is_null() {
        return Err(Error::new(Status::InvalidValue, "global_work_size is NULL"));
    }
    // SAFETY: caller contract (`work_dim` sizes at each non-NULL pointer).
    let sizes = |p: *const usize| (!p.is_null()).then(|| unsafe { std::slice::from_raw_parts(p, work_dim as usize) });
    Ok((sizes(global).unwrap_or_default(), sizes(offset), sizes(local)))
}

/// An OpenCL-style property list ((key, value) pairs up to a 0 key) as a
/// slice that ends with its 0; NULL is empty. A list of more than 1024
/// pairs is `CL_INVALID_PROPERTY`.
///
/// # Safety
/// `p` is NULL or a zero-terminated property list.
pub(crate) unsafe fn property_list<'a>(p: *const isize) -> Result<&'a [isize]> {
    if p.is_null() {
        return Ok(&[]);
    }
    let mut n = 0;
    // SAFETY: caller contract: a key at each even index up to the 0 key.
    while unsafe { *p.add(n) } != 0 {
        n += 2;
        if n > 2048 {
            return Err(crate::cl::ClError::new(crate::cl::sys::CL_INVALID_PROPERTY, "the property list").into());
        }
    }
    // SAFETY: `n + 1` entries read above.
    Ok(unsafe { std::slice::from_raw_parts(p, n + 1) })
}

/// Views an OpenCL-style device list (`n` ids at `p`; NULL with `n` > 0 is
/// `CL_INVALID_VALUE`, as OpenCL answers).
///
/// # Safety
/// `p` is NULL or points to `n` device ids.
#[inline]
pub(crate) unsafe fn device_list<'a>(
    n: u32,
    p: *const crate::cl::sys::cl_device_id,
) -> Result<&'a [crate::cl::DeviceId]> {
    if n == 0 {
        return Ok(&[]);
    }
    if p.is_null() {
        return Err(crate::cl::ClError::new(crate::cl::sys::CL_INVALID_VALUE, "the device list").into());
    }
    // SAFETY: caller contract; DeviceId is repr(transparent).
    Ok(unsafe { std::slice::from_raw_parts(p.cast::<crate::cl::DeviceId>(), n as usize) })
}

/// The most (key, value) pairs a property list may hold before it is taken
/// as unterminated.
pub(crate) const MAX_PROPERTIES: usize = 64;

/// Walks a zero-terminated list of (key, value) pairs at `p` (NULL: none),
/// the layout of OpenCL's and PI's property lists, calling `f` on each in
/// order; a list that goes on past [`MAX_PROPERTIES`] pairs is taken as
/// unterminated (`unterminated()`), so a list without its 0 is never read far.
///
/// # Safety
/// `p` is NULL or a zero-terminated list of pairs.
pub(crate) unsafe fn each_property<E>(
    p: *const u64,
    unterminated: impl FnOnce() -> E,
    mut f: impl FnMut(u64, u64) -> std::result::Result<(), E>,
) -> std::result::Result<(), E> {
    let mut at = p;
    for _ in 0..=MAX_PROPERTIES {
        // SAFETY: non-NULL (checked first), and no key is read past the list's
        // terminating 0 (the walk stops at it), which the caller's list has.
        if at.is_null() || unsafe { *at } == 0 {
            return Ok(());
        }
        // SAFETY: a non-zero key is followed by its value in the caller's list.
        let (key, value) = unsafe { (*at, *at.add(1)) };
        f(key, value)?;
        // SAFETY: one pair on, still within the list (its 0 is not passed yet).
        at = unsafe { at.add(2) };
    }
    Err(unterminated())
}

/// The (key, value) pairs of a zero-terminated property list at `p` (NULL:
/// none), read by [`each_property`] (a list past [`MAX_PROPERTIES`] pairs is
/// `unterminated()`).
///
/// # Safety
/// As [`each_property`].
pub(crate) unsafe fn properties<E>(
    p: *const u64,
    unterminated: impl FnOnce() -> E,
) -> std::result::Result<Vec<(u64, u64)>, E> {
    let mut pairs = Vec::new();
    // SAFETY: forwarded contract.
    unsafe {
        each_property(p, unterminated, |k, v| {
            pairs.push((k, v));
            Ok(())
        })
    }?;
    Ok(pairs)
}

/// An OpenCL partition property list at `p` (a type, its values, a 0; a
/// partition by counts ends its counts with a 0 of its own before the
/// list's 0) as `core::partition::sub_devices` takes it: the type and its values,
/// without terminators. A list of more than [`MAX_PROPERTIES`] values
/// before its 0 is `CL_INVALID_VALUE`.
///
/// # Safety
/// `p` is NULL or a zero-terminated partition property list.
pub(crate) unsafe fn partition_list(p: *const isize, what: &str) -> Result<Vec<isize>> {
    let invalid = |m: String| {
        Error::from(crate::cl::ClError::new(crate::cl::sys::CL_INVALID_VALUE, "a partition")).with_detail(m)
    };
    if p.is_null() {
        return Err(invalid(format!("{what} is NULL")));
    }
    let mut list = Vec::new();
    for i in 0..=MAX_PROPERTIES {
        // SAFETY: non-NULL; the walk stops at the first 0, which the caller's
        // list has (the type's, or the values' end), so no read passes it.
        let v = unsafe { *p.add(i) };
        if v == 0 {
            return Ok(list);
        }
        list.push(v);
    }
    Err(invalid(format!("{what} is not terminated")))
}

/// A sub-buffer's region (`cl_buffer_region`: origin, size) at `info`, as
/// OpenCL's `clCreateSubBuffer` takes it: only `CL_BUFFER_CREATE_TYPE_REGION`
/// is a type, and a NULL region is `CL_INVALID_VALUE` (OpenCL's answers).
///
/// # Safety
/// `info` is NULL or points to a `cl_buffer_region` (two `usize`).
pub(crate) unsafe fn buffer_region(ty: u32, info: *const c_void) -> Result<(usize, usize)> {
    let invalid = |m: String| {
        Error::from(crate::cl::ClError::new(
            crate::cl::sys::CL_INVALID_VALUE,
            "a sub-buffer region (refused before clCreateSubBuffer)",
        ))
        .with_detail(m)
    };
    if ty != crate::cl::sys::CL_BUFFER_CREATE_TYPE_REGION {
        return Err(invalid(format!("buffer create type {ty:#x} is not CL_BUFFER_CREATE_TYPE_REGION")));
    }
    if info.is_null() {
        return Err(invalid("the buffer region is NULL".into()));
    }
    // SAFETY: non-NULL; a `cl_buffer_region` is two `usize` (origin, size)
    // for CL_BUFFER_CREATE_TYPE_REGION, the one type checked above.
    Ok(unsafe { std::ptr::read_unaligned(info.cast::<[usize; 2]>()) }.into())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cl::sys::CL_INVALID_WORK_DIMENSION;

    fn walk(list: &[u64]) -> std::result::Result<Vec<(u64, u64)>, String> {
        let mut seen = Vec::new();
        // SAFETY: a zero-terminated list, or one the walk stops reading within.
        unsafe {
            each_property(
                list.as_ptr(),
                || "unterminated".to_string(),
                |k, v| {
                    if k == 99 {
                        return Err(format!("key {k}"));
                    }
                    seen.push((k, v));
                    Ok(())
                },
            )
        }?;
        Ok(seen)
    }

    /// A face whose handles are plain addresses, for the wait-list reader.
    struct Addrs;
    impl WaitFace for Addrs {
        type Handle = usize;
        type Held = usize;
        const WHAT: &'static str = "events";
        fn null_list(n: usize) -> Error {
            Error::new(Status::NullPointer, format!("events is NULL with {n} elements"))
        }
        fn hold(h: usize) -> Result<usize> {
            if h == 0 {
                return Err(Error::new(Status::InvalidValue, "a NULL event"));
            }
            Ok(h)
        }
        fn event<'a>(_: &'a usize, _: &'a usize) -> Option<(&'a crate::cl::Event, Option<crate::cl::sys::cl_context>)> {
            None
        }
    }

    #[test]
    fn the_wait_list_reader_refuses_null_misaligned_and_unknown_lists() {
        let hs = [7usize, 9];
        // SAFETY: two handles at `hs`.
        let (read, held) = unsafe { held_list::<Addrs>(2, hs.as_ptr(), Addrs::hold) }.unwrap();
        assert_eq!((read, held), (&hs[..], vec![7, 9]));
        // SAFETY: NULL with a count is refused before any read.
        let e = unsafe { held_list::<Addrs>(2, std::ptr::null(), Addrs::hold) }.unwrap_err();
        assert_eq!((e.status, e.message.as_str()), (Status::NullPointer, "events is NULL with 2 elements"));
        // A list one byte off its element alignment: refused, never read.
        let bytes = [0u8; 3 * std::mem::size_of::<usize>()];
        let base = bytes.as_ptr() as usize;
        let off = (base + 1..).find(|a| a % std::mem::align_of::<usize>() != 0).unwrap();
        // SAFETY: the reader checks the alignment before it reads.
        let e = unsafe { held_list::<Addrs>(1, off as *const usize, Addrs::hold) }.unwrap_err();
        assert_eq!(e.status, Status::InvalidValue);
        assert!(e.message.contains("events is not aligned"), "{}", e.message);
        // A handle the face does not know: the face's error.
        let zero = [0usize];
        // SAFETY: one handle at `zero`.
        let e = unsafe { held_list::<Addrs>(1, zero.as_ptr(), Addrs::hold) }.unwrap_err();
        assert_eq!(e.message.as_str(), "a NULL event");
    }

    #[test]
    fn property_lists_are_walked_to_their_zero() {
        assert_eq!(walk(&[1, 10, 2, 20, 0]), Ok(vec![(1, 10), (2, 20)]));
        assert_eq!(walk(&[0, 5]), Ok(vec![]));
        // SAFETY: NULL is no list.
        assert_eq!(unsafe { each_property(std::ptr::null(), || (), |_, _| Err(())) }, Ok(()));
        assert_eq!(walk(&[1, 10, 99, 0, 0]), Err("key 99".into()), "f's error stops the walk");
        // SAFETY: a zero-terminated list.
        assert_eq!(unsafe { properties([3u64, 30, 0].as_ptr(), || ()) }, Ok(vec![(3, 30)]));
        // SAFETY: NULL is no list.
        assert_eq!(unsafe { properties(std::ptr::null(), || ()) }, Ok(vec![]));
    }

    #[test]
    fn a_list_past_the_limit_is_unterminated() {
        let mut full: Vec<u64> = (1..=MAX_PROPERTIES as u64).flat_map(|k| [k, k]).collect();
        full.push(0);
        assert_eq!(walk(&full).map(|v| v.len()), Ok(MAX_PROPERTIES));
        let mut long: Vec<u64> = (1..=MAX_PROPERTIES as u64 + 2).flat_map(|k| [k, k]).collect();
        long.push(0);
        assert_eq!(walk(&long), Err("unterminated".into()));
    }

    #[test]
    fn partition_lists_drop_their_terminators() {
        use crate::cl::sys::{CL_DEVICE_PARTITION_BY_COUNTS, CL_DEVICE_PARTITION_EQUALLY};
        // SAFETY: zero-terminated partition lists.
        let read = |l: &[isize]| unsafe { partition_list(l.as_ptr(), "properties") };
        assert_eq!(read(&[CL_DEVICE_PARTITION_EQUALLY, 2, 0]).unwrap(), vec![CL_DEVICE_PARTITION_EQUALLY, 2]);
        assert_eq!(
            read(&[CL_DEVICE_PARTITION_BY_COUNTS, 1, 3, 0, 0]).unwrap(),
            vec![CL_DEVICE_PARTITION_BY_COUNTS, 1, 3]
        );
        let long = vec![1isize; MAX_PROPERTIES + 2];
        let e = read(&long).unwrap_err();
        assert_eq!(e.cl.as_ref().map(|c| c.code), Some(crate::cl::sys::CL_INVALID_VALUE));
        // SAFETY: NULL is not read.
        assert!(unsafe { partition_list(std::ptr::null(), "properties") }.is_err());
    }

    #[test]
    fn a_sub_buffer_region_is_the_one_type() {
        let r = [16usize, 32];
        // SAFETY: a `cl_buffer_region` (and NULL, not read).
        unsafe {
            assert_eq!(
                buffer_region(crate::cl::sys::CL_BUFFER_CREATE_TYPE_REGION, r.as_ptr().cast()).unwrap(),
                (16, 32)
            );
            assert!(buffer_region(0, r.as_ptr().cast()).is_err());
            assert!(buffer_region(crate::cl::sys::CL_BUFFER_CREATE_TYPE_REGION, std::ptr::null()).is_err());
        }
    }

    #[test]
    fn launch_sizes_are_checked_before_any_driver_sees_them() {
        let g = [8usize, 4, 2];
        let l = [2usize, 2, 1];
        // SAFETY: three sizes at each non-NULL pointer.
        let (dims, offset, local) = unsafe { work_sizes(2, g.as_ptr(), std::ptr::null(), l.as_ptr()) }.unwrap();
        assert_eq!((dims, offset, local), (&g[..2], None, Some(&l[..2])));
        for bad in [0, 4] {
            // SAFETY: not read.
            let e = unsafe { work_sizes(bad, g.as_ptr(), std::ptr::null(), std::ptr::null()) }.unwrap_err();
            assert_eq!(e.cl.as_ref().map(|c| c.code), Some(CL_INVALID_WORK_DIMENSION));
            assert_eq!(e.message, format!("work_dim {bad} is not 1, 2 or 3"));
        }
        // SAFETY: not read.
        let e = unsafe { work_sizes(1, std::ptr::null(), g.as_ptr(), std::ptr::null()) }.unwrap_err();
        assert_eq!((e.status, e.message.as_str()), (Status::InvalidValue, "global_work_size is NULL"));
    }
}
