//! UR handles: every handle is the address of a [`UrObj`] whose first field
//! points at the aggregate DDI table (the loader dispatches through it),
//! recorded in the crate's handle registry ([`crate::ffi::handle`]), so a
//! handle is validated by lookup before use and never dereferenced blindly.
//!
//! Reference counts: the registry's count is UR's (`urXRetain` /
//! `urXRelease`); objects refer to each other with `Arc`s, so a queue keeps
//! its context alive after the user released the context's handle, as UR
//! requires. Platforms, root devices and the adapter are immortal.

use super::gen::types::*;
use super::{err, fail, UrResult};
use crate::core::Error;
use crate::ffi::handle::{self, Handle};
use std::ffi::c_void;
use std::ops::Deref;
use std::sync::Arc;

/// The pointer every handle starts with.
#[repr(transparent)]
pub struct DdiPtr(*const c_void);
// SAFETY: points at the immutable, process-lifetime aggregate table.
unsafe impl Send for DdiPtr {}
// SAFETY: as above.
unsafe impl Sync for DdiPtr {}

/// A UR object: the DDI pointer first (the loader reads it), then UR's
/// own fields (`ur`: dropped before `v`), then the object (`v`: core's
/// object where core has the concept, which it derefs to).
#[repr(C)]
pub struct UrObj<T, X = ()> {
    ddi: DdiPtr,
    pub ur: X,
    pub v: T,
}

impl<T> UrObj<T> {
    pub fn new(v: T) -> Arc<Self> {
        UrObj::with(v, ())
    }
}

impl<T, X> UrObj<T, X> {
    /// The object `v` with UR's own fields `ur`.
    pub fn with(v: T, ur: X) -> Arc<Self> {
        Arc::new(UrObj { ddi: DdiPtr(super::ddi::aggregate()), ur, v })
    }
}

impl<T, X> Deref for UrObj<T, X> {
    type Target = T;
    #[inline]
    fn deref(&self) -> &T {
        &self.v
    }
}

/// The adapter (one per process).
pub struct Adapter;

/// Registers a UR object type with the handle registry: each type's own
/// file says `ur_handle!(Type, c_handle_type, KindTag, INVALID_STATUS,
/// immortal, INVALID_UR_RESULT);`, so this file (the bottom floor of the UR
/// face) knows no UR type.
macro_rules! ur_handle {
    ($t:ty, $c:ident, $kind:ident, $status:ident, $immortal:expr, $ur:ident) => {
        $crate::ffi::ur::objects::ur_handle!($t, (); $c, $kind, $status, $immortal, $ur);
    };
    ($t:ty, $x:ty; $c:ident, $kind:ident, $status:ident, $immortal:expr, $ur:ident) => {
        impl $crate::ffi::handle::Handle for $crate::ffi::ur::objects::UrObj<$t, $x> {
            type C = $crate::ffi::ur::gen::types::$c;
            const KIND: $crate::ffi::handle::Kind = $crate::ffi::handle::Kind::$kind;
            const INVALID: $crate::core::Status = $crate::core::Status::$status;
            const NAME: &'static str = stringify!($c);
            const IMMORTAL: bool = $immortal;
        }
        impl $crate::ffi::ur::objects::UrHandle for $crate::ffi::ur::objects::UrObj<$t, $x> {
            const INVALID_UR: $crate::ffi::ur::gen::types::ur_result_t = $crate::ffi::ur::gen::types::$ur;
        }
    };
}
pub(crate) use ur_handle;

/// The UR result for an invalid (non-NULL) handle of a type.
pub trait UrHandle: Handle {
    const INVALID_UR: ur_result_t;
}

ur_handle!(Adapter, ur_adapter_handle_t_, UrAdapter, InvalidValue, true, UR_RESULT_ERROR_INVALID_NULL_HANDLE);

/// The object behind a handle: NULL is `UR_RESULT_ERROR_INVALID_NULL_HANDLE`,
/// anything not a live handle of this type the type's `INVALID_*` result.
#[inline]
pub fn get<T: UrHandle>(h: *const T::C) -> Result<Arc<T>, Error> {
    if h.is_null() {
        return Err(err(UR_RESULT_ERROR_INVALID_NULL_HANDLE, format!("{} is NULL", T::NAME)));
    }
    handle::get::<T>(h).map_err(|e| err(T::INVALID_UR, e.into_message()))
}

/// Registers a new object and returns its handle (one reference).
pub fn new_handle<T>(v: T) -> *mut <UrObj<T> as Handle>::C
where
    UrObj<T>: UrHandle,
{
    handle::new_handle(UrObj::new(v))
}

/// The handle of an object that already exists (adds a reference to it
/// unless the type is immortal and already registered).
pub fn handle_of<T: UrHandle>(obj: &Arc<T>) -> *mut T::C {
    handle::static_handle(obj)
}

/// `urXRetain`.
pub fn retain<T: UrHandle>(h: *const T::C) -> UrResult {
    if h.is_null() {
        return fail(UR_RESULT_ERROR_INVALID_NULL_HANDLE, format!("{} is NULL", T::NAME));
    }
    handle::retain::<T>(h).map_err(|e| err(T::INVALID_UR, e.into_message()))
}

/// `urXRelease`: the last release destroys the handle (the object lives on
/// while other objects hold it).
pub fn release<T: UrHandle>(h: *const T::C) -> UrResult {
    if h.is_null() {
        return fail(UR_RESULT_ERROR_INVALID_NULL_HANDLE, format!("{} is NULL", T::NAME));
    }
    handle::release::<T>(h).map_err(|e| err(T::INVALID_UR, e.into_message()))
}

/// The UR reference count of a handle (for `*_INFO_REFERENCE_COUNT`).
pub fn ref_count<T: UrHandle>(h: *const T::C) -> u32 {
    handle::ref_count::<T>(h).unwrap_or(0) as u32
}

/// Writes `v` through a required out-pointer (`crate::ffi::args::put`
/// under UR's rule: NULL is `UR_RESULT_ERROR_INVALID_NULL_POINTER`).
///
/// # Safety
/// `p` is NULL or points to writable storage for a `T`.
pub unsafe fn put<T>(p: *mut T, v: T, what: &str) -> UrResult {
    // SAFETY: forwarded contract.
    unsafe { crate::ffi::args::put(p, v, || err(UR_RESULT_ERROR_INVALID_NULL_POINTER, format!("{what} is NULL"))) }
}

/// Checks a required pointer argument.
pub fn need<T>(p: *const T, what: &str) -> Result<(), Error> {
    if p.is_null() {
        Err(err(UR_RESULT_ERROR_INVALID_NULL_POINTER, format!("{what} is NULL")))
    } else {
        Ok(())
    }
}

/// UR's rules: both NULL is `INVALID_NULL_POINTER`; a buffer too small is
/// `INVALID_SIZE` and writes nothing.
pub(super) const UR_INFO: crate::ffi::args::InfoRules = crate::ffi::args::InfoRules {
    both_null: Some(|| err(UR_RESULT_ERROR_INVALID_NULL_POINTER, "pPropValue and pPropSizeRet are both NULL")),
    too_small: |need, size| {
        err(UR_RESULT_ERROR_INVALID_SIZE, format!("propSize {size} is smaller than the answer ({need} bytes)"))
    },
    size_when_too_small: false,
};

/// The `*GetInfo` protocol of UR: `pPropValue` NULL asks only for the size;
/// a `propSize` smaller than the answer is `UR_RESULT_ERROR_INVALID_SIZE`
/// and writes nothing; `pPropSizeRet` (optional) receives the size.
pub struct Info {
    pub size: usize,
    pub value: *mut c_void,
    pub size_ret: *mut usize,
}

impl Info {
    /// Answers with raw bytes.
    ///
    /// # Safety
    /// `value` is NULL or points to `size` writable bytes; `size_ret` is
    /// NULL or writable.
    pub unsafe fn bytes(&self, b: &[u8]) -> UrResult {
        // SAFETY: forwarded contract.
        unsafe { crate::ffi::args::write_info_with(&UR_INFO, b, self.size, self.value, self.size_ret) }
    }

    /// Answers with a plain value.
    ///
    /// # Safety
    /// As [`Info::bytes`].
    pub unsafe fn val<T: Copy>(&self, v: T) -> UrResult {
        // SAFETY: `v` is a live `T` of an integer/pointer/POD type.
        let b = unsafe { std::slice::from_raw_parts((&v as *const T).cast::<u8>(), std::mem::size_of::<T>()) };
        // SAFETY: caller contract.
        unsafe { self.bytes(b) }
    }

    /// Answers with an array of plain values.
    ///
    /// # Safety
    /// As [`Info::bytes`].
    pub unsafe fn array<T: Copy>(&self, v: &[T]) -> UrResult {
        // SAFETY: a slice of POD values viewed as bytes.
        let b = unsafe { std::slice::from_raw_parts(v.as_ptr().cast::<u8>(), std::mem::size_of_val(v)) };
        // SAFETY: caller contract.
        unsafe { self.bytes(b) }
    }

    /// Answers with a NUL-terminated string.
    ///
    /// # Safety
    /// As [`Info::bytes`].
    pub unsafe fn str(&self, s: &str) -> UrResult {
        let mut b = Vec::with_capacity(s.len() + 1);
        b.extend_from_slice(s.as_bytes());
        b.push(0);
        // SAFETY: caller contract.
        unsafe { self.bytes(&b) }
    }

    /// Answers with a `ur_bool_t`.
    ///
    /// # Safety
    /// As [`Info::bytes`].
    pub unsafe fn bool(&self, v: bool) -> UrResult {
        // SAFETY: caller contract.
        unsafe { self.val::<ur_bool_t>(v as ur_bool_t) }
    }
}

/// Reads an optional array argument (`n` elements at `p`; NULL with `n > 0`
/// is `UR_RESULT_ERROR_INVALID_NULL_POINTER`).
///
/// # Safety
/// `p` is NULL or points to `n` readable elements.
pub unsafe fn slice<'a, T>(p: *const T, n: usize, what: &str) -> Result<&'a [T], Error> {
    if n == 0 {
        return Ok(&[]);
    }
    if p.is_null() {
        return Err(err(UR_RESULT_ERROR_INVALID_NULL_POINTER, format!("{what} is NULL with {n} elements")));
    }
    // SAFETY: caller contract.
    Ok(unsafe { std::slice::from_raw_parts(p, n) })
}
