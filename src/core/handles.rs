//! The one registry of handles, keyed by a handle's address: what syclrt
//! keeps for an OpenCL handle (a device, a queue, a program) that a face or
//! core meets again later by that handle alone, and the handles syclrt
//! hands out itself (the C API's and UR's, `ffi::handle`).
//!
//! A handle's address is its key. Under it:
//! - **facts about a driver handle**, at most one entry of each type: the
//!   PTX route's options for a device (`core::ptx::route`), UR's device and
//!   queue objects over an OpenCL device or queue (`ffi::ur`), PI's
//!   persistent-cache redirect of a program and the program a stand-in
//!   stands in for (`ffi::pi::programs`), a device's platform
//!   ([`platform_of`]) and a platform's Intel USM entry points
//!   ([`intel_usm`]), and what the other core modules keep per device,
//!   context or kernel (the USM engine's state, a device's native
//!   command-buffer support, its timer calibration, its quirks, a PI
//!   queue's device and a PI kernel's launch answers:
//!   `core::kernel::Route::Handles`). One map
//!   rather than a table per concern, so a handle the driver reuses is
//!   forgotten in one place ([`forget`]);
//! - **a handle syclrt hands out** (the address of an `Arc`ed core object):
//!   its [`Own`] slot, the face's kind tag, the external reference count and
//!   the owning `Arc`. `ffi::handle` keeps the C-facing part over it
//!   ([`read_own`], [`write_own`], [`count_own`]): validation of the
//!   caller's pointer (never dereferenced: it is only a key here), the
//!   kinds and their `INVALID_<OBJECT>` codes, its per-thread cache and
//!   removal epochs. Both live under one address without touching each
//!   other: forgetting a driver handle's facts leaves a handle slot at the
//!   same address (the driver may have freed that memory and the allocator
//!   given it to a core object), and releasing a handle leaves the facts.
//!
//! Locking: the map's lock is a leaf. No call made while it is held takes
//! another lock or calls the driver, and no entry is built under it
//! ([`get_or_insert_with`] builds outside and the first insert wins). An
//! entry removed or replaced is returned, or dropped after the lock is
//! released, so its destructor (which may release a driver object) never
//! runs under the lock.

use crate::cl::ext::{self, IntelUsm};
use crate::cl::{DeviceId, PlatformId};
use std::any::{Any, TypeId};
use std::collections::hash_map::{Entry as MapEntry, HashMap};
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::{Arc, LazyLock, RwLock, RwLockReadGuard, RwLockWriteGuard};

type Entry = (TypeId, Arc<dyn Any + Send + Sync>);

/// A handle syclrt hands out (`ffi::handle`): its slot in the registry.
pub struct Own {
    /// The face's kind of the handle (`ffi::handle::Kind`; core does not
    /// read it).
    pub kind: u8,
    /// The external reference count.
    pub refs: usize,
    /// The object; the handle is its address inside this `Arc`.
    pub obj: Arc<dyn Any + Send + Sync>,
}

/// What the registry keeps under one address.
#[derive(Default)]
struct Slot {
    /// Facts about a driver handle: at most one entry of each type.
    facts: Vec<Entry>,
    /// The handle syclrt handed out at this address, if any.
    own: Option<Own>,
}

impl Slot {
    fn is_empty(&self) -> bool {
        self.facts.is_empty() && self.own.is_none()
    }
}

/// Addresses are unique keys already: a multiplicative mix, rotated so
/// that the aligned (zero) low bits of an address do not reach the bucket
/// index.
#[derive(Default)]
struct AddrHasher(u64);
impl Hasher for AddrHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8 | b as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }
    fn write_usize(&mut self, n: usize) {
        self.0 = (n as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(26);
    }
}

type Map = HashMap<usize, Slot, BuildHasherDefault<AddrHasher>>;
static MAP: LazyLock<RwLock<Map>> = LazyLock::new(|| RwLock::new(Map::default()));

// A poisoned registry is still consistent: every mutation is a single
// insert, remove or update that cannot be observed half-done.
fn read() -> RwLockReadGuard<'static, Map> {
    MAP.read().unwrap_or_else(|p| p.into_inner())
}

fn write() -> RwLockWriteGuard<'static, Map> {
    MAP.write().unwrap_or_else(|p| p.into_inner())
}

fn typed<T: Any + Send + Sync>(e: &Arc<dyn Any + Send + Sync>) -> Option<Arc<T>> {
    e.clone().downcast::<T>().ok()
}

/// The `T` kept for `handle`.
pub fn get<T: Any + Send + Sync>(handle: usize) -> Option<Arc<T>> {
    let id = TypeId::of::<T>();
    read().get(&handle)?.facts.iter().find(|(t, _)| *t == id).and_then(|(_, e)| typed(e))
}

/// The `T` kept for `handle`, made by `make` (outside the lock) when there
/// is none; when two threads make one at once, the first insert wins and
/// both get it.
pub fn get_or_insert_with<T: Any + Send + Sync>(handle: usize, make: impl FnOnce() -> T) -> Arc<T> {
    if let Some(x) = get::<T>(handle) {
        return x;
    }
    let made = Arc::new(make());
    let id = TypeId::of::<T>();
    let mut m = write();
    let v = &mut m.entry(handle).or_default().facts;
    if let Some(x) = v.iter().find(|(t, _)| *t == id).and_then(|(_, e)| typed(e)) {
        return x;
    }
    v.push((id, made.clone()));
    made
}

/// Keeps `value` for `handle`, returning what it replaces (dropped by the
/// caller, outside the lock).
pub fn insert<T: Any + Send + Sync>(handle: usize, value: Arc<T>) -> Option<Arc<T>> {
    let id = TypeId::of::<T>();
    let mut m = write();
    let v = &mut m.entry(handle).or_default().facts;
    match v.iter_mut().find(|(t, _)| *t == id) {
        Some(slot) => {
            let old = std::mem::replace(&mut slot.1, value);
            drop(m);
            typed(&old)
        }
        None => {
            v.push((id, value));
            None
        }
    }
}

/// Removes the `T` of `handle` when `remove` says true of it (under the
/// lock: `remove` must not lock or call the driver), returning it.
pub fn remove_if<T: Any + Send + Sync>(handle: usize, remove: impl FnOnce(&T) -> bool) -> Option<Arc<T>> {
    let id = TypeId::of::<T>();
    let mut m = write();
    let slot = m.get_mut(&handle)?;
    let i = slot.facts.iter().position(|(t, _)| *t == id)?;
    let x = typed::<T>(&slot.facts[i].1)?;
    if !remove(&x) {
        return None;
    }
    slot.facts.swap_remove(i);
    if slot.is_empty() {
        m.remove(&handle);
    }
    drop(m);
    Some(x)
}

/// Removes the `T` of `handle`, returning it.
pub fn remove<T: Any + Send + Sync>(handle: usize) -> Option<Arc<T>> {
    remove_if::<T>(handle, |_| true)
}

/// Forgets every fact kept for driver handle `handle` (the driver may
/// reuse its address); a handle syclrt handed out at that address stays.
pub fn forget(handle: usize) {
    let gone = {
        let mut m = write();
        match m.entry(handle) {
            MapEntry::Occupied(mut e) if e.get().own.is_some() => std::mem::take(&mut e.get_mut().facts),
            MapEntry::Occupied(e) => e.remove().facts,
            MapEntry::Vacant(_) => Vec::new(),
        }
    };
    drop(gone);
}

/// Removes every `T` for which `stale` says true (under the lock).
pub fn prune<T: Any + Send + Sync>(stale: impl Fn(&T) -> bool) {
    let id = TypeId::of::<T>();
    let mut gone = Vec::new();
    {
        let mut m = write();
        m.retain(|_, v| {
            v.facts.retain(|(t, e)| {
                let drop_it = *t == id && e.downcast_ref::<T>().is_some_and(&stale);
                if drop_it {
                    gone.push(e.clone());
                }
                !drop_it
            });
            !v.is_empty()
        });
    }
    drop(gone);
}

/// Reads the handle syclrt handed out at `addr` (`None`: none there), under
/// the read lock: `f` must not lock or call the driver; it clones what it
/// keeps.
#[inline]
pub fn read_own<R>(addr: usize, f: impl FnOnce(Option<&Own>) -> R) -> R {
    f(read().get(&addr).and_then(|s| s.own.as_ref()))
}

/// Changes the handle slot at `addr` (`None`: none there) under the write
/// lock; a slot `f` fills is kept, an address left with nothing leaves the
/// map. `f` must not lock, call the driver or drop an object: it takes
/// what it removes ([`Option::take`]) and returns it, for the caller to
/// drop after the lock is released.
#[inline]
pub fn write_own<R>(addr: usize, f: impl FnOnce(&mut Option<Own>) -> R) -> R {
    let mut m = write();
    match m.entry(addr) {
        MapEntry::Occupied(mut e) => {
            let r = f(&mut e.get_mut().own);
            if e.get().is_empty() {
                e.remove();
            }
            r
        }
        MapEntry::Vacant(e) => {
            let mut own = None;
            let r = f(&mut own);
            if own.is_some() {
                e.insert(Slot { facts: Vec::new(), own });
            }
            r
        }
    }
}

/// How many handles syclrt handed out `count` says true of (under the read
/// lock: `count` must not lock or call the driver).
pub fn count_own(count: impl Fn(&Own) -> bool) -> usize {
    read().values().filter_map(|s| s.own.as_ref()).filter(|o| count(o)).count()
}

/// A device's platform, kept under the device.
struct PlatformOf(PlatformId);

/// The platform of device `d`: asked of the driver once, then kept under
/// the device (a failed query is not kept, and is asked again).
pub fn platform_of(d: DeviceId) -> Option<PlatformId> {
    if let Some(p) = get::<PlatformOf>(d.0 as usize) {
        return Some(p.0);
    }
    // SAFETY: a device id, which the driver validates (as every `DeviceId` query).
    let p = PlatformId(unsafe { ext::device_platform(d.0) }?);
    Some(get_or_insert_with(d.0 as usize, || PlatformOf(p)).0)
}

/// A platform's Intel USM table, kept under the platform for the process
/// (platforms are never released, so the table is never dropped).
struct PlatformUsm(&'static IntelUsm);

/// The `cl_intel_unified_shared_memory` entry points of platform `p`,
/// looked up once (two threads asking first at once may each look them up;
/// the first kept wins and the other's small table is never freed).
pub fn intel_usm(p: PlatformId) -> &'static IntelUsm {
    get_or_insert_with(p.0 as usize, || PlatformUsm(Box::leak(Box::new(ext::lookup_usm(p))))).0
}

#[cfg(test)]
mod tests {
    use super::*;

    struct A(u32);
    struct B(&'static str);

    #[test]
    fn each_type_has_its_own_entry_per_handle_and_forget_drops_all() {
        let h = 0x5eed_0001;
        assert!(get::<A>(h).is_none());
        assert_eq!(get_or_insert_with(h, || A(1)).0, 1);
        assert_eq!(get_or_insert_with(h, || A(2)).0, 1, "the first insert wins");
        insert(h, Arc::new(B("b")));
        assert_eq!(get::<B>(h).unwrap().0, "b");
        assert_eq!(insert(h, Arc::new(A(3))).unwrap().0, 1, "a replaced entry is returned");
        assert!(remove_if::<A>(h, |a| a.0 == 4).is_none(), "kept when the test says so");
        assert_eq!(get::<A>(h).unwrap().0, 3);
        forget(h);
        assert!(get::<A>(h).is_none() && get::<B>(h).is_none());
    }

    #[test]
    fn prune_removes_only_the_stale_entries_of_one_type() {
        let (h1, h2) = (0x5eed_0101, 0x5eed_0102);
        insert(h1, Arc::new(A(7)));
        insert(h2, Arc::new(A(8)));
        insert(h2, Arc::new(B("x")));
        prune::<A>(|a| a.0 == 8);
        assert_eq!(get::<A>(h1).unwrap().0, 7);
        assert!(get::<A>(h2).is_none());
        assert_eq!(get::<B>(h2).unwrap().0, "x");
        assert_eq!(remove::<A>(h1).unwrap().0, 7);
        forget(h2);
    }

    #[test]
    fn a_handle_slot_and_driver_facts_share_an_address_without_touching_each_other() {
        let h = 0x5eed_0201;
        let obj: Arc<dyn Any + Send + Sync> = Arc::new(A(9));
        assert!(write_own(h, |o| o.replace(Own { kind: 3, refs: 1, obj: obj.clone() })).is_none());
        insert(h, Arc::new(B("fact")));
        forget(h);
        assert!(get::<B>(h).is_none(), "the facts are forgotten");
        assert_eq!(read_own(h, |o| o.map(|o| (o.kind, o.refs))), Some((3, 1)), "the handle stays");
        insert(h, Arc::new(B("again")));
        let gone = write_own(h, |o| o.take());
        assert!(gone.is_some_and(|o| Arc::ptr_eq(&o.obj, &obj)), "the removed slot is handed back");
        assert_eq!(get::<B>(h).unwrap().0, "again", "releasing the handle leaves the facts");
        assert!(read_own(h, |o| o.is_none()));
        forget(h);
        assert!(read().get(&h).is_none(), "an address left with nothing leaves the map");
        assert!(!write_own(h, |o| o.is_some()));
        assert!(read().get(&h).is_none(), "looking makes no slot");
    }
}
