//! [`UsmPtr`], the USM address core hands to the driver but never
//! dereferences: the typed value the USM operations and the engine below
//! them take instead of a raw pointer.

use std::ffi::c_void;

/// An address in a USM allocation: a device address that core hands to
/// the driver (and looks up in the allocation map) but never reads or
/// writes through. Made by `core::usm::alloc` or, from an address a C
/// caller gave, by [`UsmPtr::new`]; the commands that take one
/// (`core::usm`'s `free`, `fill` and `fill_2d`, and the engine's `free`,
/// `fill` and SVM fill below them) are safe because its maker vouched for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(transparent)]
pub struct UsmPtr(pub(super) usize);

impl UsmPtr {
    /// The USM address `addr`.
    ///
    /// # Safety
    /// `addr` is 0 or lies in a live USM allocation of the context of every
    /// operation it is given to, and meets that operation's C contract: a
    /// free gets the allocation's start with no command still using it; a
    /// fill gets a range inside the allocation that stays allocated until
    /// the fill completes. The faces make one from the pointer their C
    /// caller gave under that same contract.
    #[inline]
    pub const unsafe fn new(addr: usize) -> UsmPtr {
        UsmPtr(addr)
    }

    /// The address, as a number.
    #[inline]
    pub const fn addr(self) -> usize {
        self.0
    }

    /// The address as the driver's entry points take it (never dereferenced here).
    #[inline]
    pub(super) fn as_raw(self) -> *mut c_void {
        self.0 as *mut c_void
    }
}
