//! The one registry keyed by a driver handle: what syclrt keeps for an
//! OpenCL handle (a device, a queue, a program) that a face or core meets
//! again later by that handle alone.
//!
//! A handle's address is its key, and each handle holds at most one entry
//! of each type: the PTX route's options for a device
//! (`core::ptx::route`), UR's device and queue objects over an OpenCL
//! device or queue (`ffi::ur`), PI's persistent-cache redirect of a
//! program and the program a stand-in stands in for (`ffi::pi::programs`),
//! a device's platform ([`platform_of`]) and a platform's Intel USM entry
//! points ([`intel_usm`]), and what the other core modules keep per device,
//! context or kernel (the USM engine's state, a device's native
//! command-buffer support, its timer calibration, its quirks, a PI queue's
//! device and a PI kernel's launch answers: `core::enqueue::Route::Handles`).
//! One map rather than a table per concern, so a handle the driver reuses
//! is forgotten in one place ([`forget`]).
//!
//! Locking: the map's lock is a leaf. No call made while it is held takes
//! another lock or calls the driver, and no entry is built under it
//! ([`get_or_insert_with`] builds outside and the first insert wins). An
//! entry removed or replaced is returned, or dropped after the lock is
//! released, so its destructor (which may release a driver object) never
//! runs under the lock.

use crate::cl::ext::{self, IntelUsm};
use crate::cl::{DeviceId, PlatformId};
use crate::util::FxMap;
use std::any::{Any, TypeId};
use std::sync::{Arc, LazyLock, RwLock, RwLockReadGuard, RwLockWriteGuard};

type Entry = (TypeId, Arc<dyn Any + Send + Sync>);

static MAP: LazyLock<RwLock<FxMap<usize, Vec<Entry>>>> = LazyLock::new(|| RwLock::new(FxMap::default()));

fn read() -> RwLockReadGuard<'static, FxMap<usize, Vec<Entry>>> {
    MAP.read().unwrap_or_else(|p| p.into_inner())
}

fn write() -> RwLockWriteGuard<'static, FxMap<usize, Vec<Entry>>> {
    MAP.write().unwrap_or_else(|p| p.into_inner())
}

fn typed<T: Any + Send + Sync>(e: &Arc<dyn Any + Send + Sync>) -> Option<Arc<T>> {
    e.clone().downcast::<T>().ok()
}

/// The `T` kept for `handle`.
pub fn get<T: Any + Send + Sync>(handle: usize) -> Option<Arc<T>> {
    let id = TypeId::of::<T>();
    read().get(&handle)?.iter().find(|(t, _)| *t == id).and_then(|(_, e)| typed(e))
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
    let v = m.entry(handle).or_default();
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
    let v = m.entry(handle).or_default();
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
    let v = m.get_mut(&handle)?;
    let i = v.iter().position(|(t, _)| *t == id)?;
    let x = typed::<T>(&v[i].1)?;
    if !remove(&x) {
        return None;
    }
    v.swap_remove(i);
    if v.is_empty() {
        m.remove(&handle);
    }
    drop(m);
    Some(x)
}

/// Removes the `T` of `handle`, returning it.
pub fn remove<T: Any + Send + Sync>(handle: usize) -> Option<Arc<T>> {
    remove_if::<T>(handle, |_| true)
}

/// Forgets everything kept for `handle` (the driver may reuse its address).
pub fn forget(handle: usize) {
    let gone = write().remove(&handle);
    drop(gone);
}

/// Removes every `T` for which `stale` says true (under the lock).
pub fn prune<T: Any + Send + Sync>(stale: impl Fn(&T) -> bool) {
    let id = TypeId::of::<T>();
    let mut gone = Vec::new();
    {
        let mut m = write();
        m.retain(|_, v| {
            v.retain(|(t, e)| {
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
}
