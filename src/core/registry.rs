//! The process-wide device-image registry and kernel ids.
//!
//! Images are registered in batches (one `pi_device_binaries` descriptor,
//! or one builder image): a batch is parsed completely before the write
//! lock is taken, so a malformed descriptor leaves nothing behind.
//!
//! Kernel ids are interned by name and never freed: a `KernelId` lives for
//! the process, so `syclrt_kernel_id` handles compare equal exactly when
//! they name the same kernel, even across unregister and re-register. A
//! kernel is *defined* while at least one registered image names it.
//! Lookups take the read lock and hash the name once with a cheap
//! multiplicative hash; they allocate nothing.
//!
//! Unregistering removes the images, drops kernel ids from the defined set
//! when no other image names them, and calls every hook added with
//! [`Registry::on_unregister`] with the removed image ids (outside the
//! lock), so a program cache can purge what was built from them.

use super::device::Device;
use super::error::{Error, Result, Status};
use super::image::{DeviceImage, ImageId};
use std::ffi::{CStr, CString};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, LazyLock, Mutex, RwLock};

pub use crate::util::{FxHasher, FxMap};

/// A kernel identifier (`sycl::kernel_id`): an application kernel named
/// by images, or a device built-in kernel.
#[derive(Debug)]
pub struct KernelId {
    pub name: Box<str>,
    cname: CString,
    /// A device built-in kernel (`CL_DEVICE_BUILT_IN_KERNELS`), executable state only.
    pub builtin: bool,
    /// Set by the C layer once this id has a (never released) C handle, so
    /// that later lookups hand the handle out without the handle table.
    pub published: std::sync::atomic::AtomicBool,
}

impl KernelId {
    fn new(name: &str, builtin: bool) -> Arc<KernelId> {
        // Names come from NUL-terminated C strings, so they hold no NUL; were
        // one to, the C name would read as empty rather than truncated.
        let cname = CString::new(name).unwrap_or_default();
        Arc::new(KernelId { name: name.into(), cname, builtin, published: Default::default() })
    }
    /// The NUL-terminated name; valid for the whole process (ids are never freed).
    pub fn c_name(&self) -> &CStr {
        &self.cname
    }
    /// A built-in kernel is compatible only with devices that list it.
    pub fn builtin_on(&self, dev: &Device) -> bool {
        self.builtin && dev.info.built_in_kernels.iter().any(|k| **k == *self.name)
    }
}

/// Interned ids are leaked on purpose: they live for the process, so a
/// lookup hands out a `&'static` reference and touches no reference count.
fn intern(name: &str, builtin: bool) -> &'static Arc<KernelId> {
    Box::leak(Box::new(KernelId::new(name, builtin)))
}

struct KernelEntry {
    id: &'static Arc<KernelId>,
    /// The registered images naming this kernel (empty: not defined now).
    images: Vec<ImageId>,
}

#[derive(Default)]
struct Inner {
    images: FxMap<ImageId, Arc<DeviceImage>>,
    /// Keyed by the interned id's own (leaked, so `'static`) name: no second copy.
    kernels: FxMap<&'static str, KernelEntry>,
    builtins: FxMap<Box<str>, &'static Arc<KernelId>>,
    /// Descriptor address -> the image ids registered from it.
    batches: FxMap<usize, Vec<ImageId>>,
    /// Number of kernels with at least one image.
    defined: usize,
}

type Hook = Arc<dyn Fn(&[ImageId]) + Send + Sync>;

/// The registry. Thread safety: one `RwLock`; lookups share it. Name
/// lookups first try a per-thread cache of positive answers, valid while
/// `removals` (bumped under the write lock by every unregister) is unchanged:
/// one atomic load instead of the lock.
pub struct Registry {
    inner: RwLock<Inner>,
    next_id: AtomicU64,
    removals: AtomicU64,
    hooks: Mutex<Vec<Hook>>,
}

type Cache = (u64, FxMap<Box<str>, &'static Arc<KernelId>>);
thread_local! {
    static LOOKUP_CACHE: std::cell::RefCell<Cache> = std::cell::RefCell::new((0, FxMap::default()));
}

static REGISTRY: LazyLock<Registry> = LazyLock::new(|| Registry {
    inner: RwLock::new(Inner::default()),
    next_id: AtomicU64::new(1),
    removals: AtomicU64::new(0),
    hooks: Mutex::default(),
});

/// The process-wide registry.
pub fn registry() -> &'static Registry {
    &REGISTRY
}

impl Registry {
    fn read(&self) -> std::sync::RwLockReadGuard<'_, Inner> {
        // Every mutation below is completed before the guard drops; a
        // poisoned lock still guards consistent maps.
        self.inner.read().unwrap_or_else(|p| p.into_inner())
    }
    fn write(&self) -> std::sync::RwLockWriteGuard<'_, Inner> {
        self.inner.write().unwrap_or_else(|p| p.into_inner())
    }

    /// Reserves `n` consecutive image ids; returns the first.
    pub fn reserve_ids(&self, n: usize) -> ImageId {
        self.next_id.fetch_add(n as u64, Ordering::Relaxed)
    }

    /// Adds a parsed batch. `key` (the descriptor's address) allows
    /// unregistering the batch later; registering a key twice is an error.
    pub fn insert_batch(&self, key: Option<usize>, images: Vec<DeviceImage>) -> Result<Vec<ImageId>> {
        let mut g = self.write();
        let inner = &mut *g;
        if let Some(k) = key {
            if inner.batches.contains_key(&k) {
                return Err(Error::new(
                    Status::InvalidOperation,
                    format!("the descriptor at {k:#x} is already registered; unregister it first"),
                ));
            }
        }
        let mut ids = Vec::with_capacity(images.len());
        inner.images.reserve(images.len());
        inner.kernels.reserve(images.iter().map(|i| i.kernel_names.len()).sum());
        for img in images {
            let id = img.id;
            for name in &img.kernel_names {
                let e = match inner.kernels.get_mut(&**name) {
                    Some(e) => e,
                    None => {
                        let id = intern(name, false);
                        inner.kernels.entry(&id.name).or_insert(KernelEntry { id, images: Vec::new() })
                    }
                };
                if e.images.is_empty() {
                    inner.defined += 1;
                }
                e.images.push(id);
            }
            inner.images.insert(id, Arc::new(img));
            ids.push(id);
        }
        if let Some(k) = key {
            inner.batches.insert(k, ids.clone());
        }
        Ok(ids)
    }

    /// Removes the batch registered under `key`; returns its image ids.
    pub fn remove_batch(&self, key: usize) -> Result<Vec<ImageId>> {
        let ids = {
            let mut g = self.write();
            let Some(ids) = g.batches.remove(&key) else {
                return Err(Error::new(
                    Status::InvalidValue,
                    format!("no device images are registered from the descriptor at {key:#x}"),
                ));
            };
            Self::remove_locked(&mut g, &ids);
            self.removals.fetch_add(1, Ordering::Release);
            ids
        };
        self.run_hooks(&ids);
        Ok(ids)
    }

    /// Removes one image (registered by the builder or as part of a batch).
    pub fn remove_image(&self, id: ImageId) -> Result<()> {
        {
            let mut g = self.write();
            if !g.images.contains_key(&id) {
                return Err(Error::new(Status::InvalidValue, format!("no device image with id {id} is registered")));
            }
            Self::remove_locked(&mut g, &[id]);
            self.removals.fetch_add(1, Ordering::Release);
            for ids in g.batches.values_mut() {
                ids.retain(|i| *i != id);
            }
        }
        self.run_hooks(&[id]);
        Ok(())
    }

    fn remove_locked(inner: &mut Inner, ids: &[ImageId]) {
        for id in ids {
            let Some(img) = inner.images.remove(id) else { continue };
            for name in &img.kernel_names {
                if let Some(e) = inner.kernels.get_mut(&**name) {
                    let before = e.images.len();
                    e.images.retain(|i| i != id);
                    if before > 0 && e.images.is_empty() {
                        inner.defined -= 1;
                    }
                }
            }
        }
    }

    fn run_hooks(&self, ids: &[ImageId]) {
        let hooks: Vec<Hook> = self.hooks.lock().unwrap_or_else(|p| p.into_inner()).clone();
        for h in hooks {
            h(ids);
        }
    }

    /// Calls `hook` with the ids of every batch of images unregistered from
    /// now on (after they are removed, outside the registry lock). For the
    /// program cache: purge every program built from these images.
    pub fn on_unregister(&self, hook: impl Fn(&[ImageId]) + Send + Sync + 'static) {
        self.hooks.lock().unwrap_or_else(|p| p.into_inner()).push(Arc::new(hook));
    }

    /// The id of an application kernel defined by a registered image.
    #[inline]
    pub fn kernel_id(&self, name: &str) -> Option<&'static Arc<KernelId>> {
        let epoch = self.removals.load(Ordering::Acquire);
        let cached = LOOKUP_CACHE
            .try_with(|c| {
                let c = c.borrow();
                if c.0 == epoch {
                    c.1.get(name).copied()
                } else {
                    None
                }
            })
            .ok()
            .flatten();
        if cached.is_some() {
            return cached;
        }
        let found = {
            let g = self.read();
            match g.kernels.get(name) {
                Some(e) if !e.images.is_empty() => Some(e.id),
                _ => None,
            }
        };
        if let Some(id) = found {
            // `try_with` fails only during thread teardown: then no caching.
            let _ = LOOKUP_CACHE.try_with(|c| {
                if let Ok(mut c) = c.try_borrow_mut() {
                    if c.0 != epoch {
                        c.1.clear();
                        c.0 = epoch;
                    }
                    c.1.insert(name.into(), id);
                }
            });
        }
        found
    }

    /// Like [`kernel_id`](Self::kernel_id), with a readable error.
    pub fn kernel_id_or_err(&self, name: &str) -> Result<&'static Arc<KernelId>> {
        self.kernel_id(name).ok_or_else(|| {
            Error::new(Status::InvalidKernelName, format!("no registered device image defines a kernel named {name:?}"))
        })
    }

    /// Every defined application kernel (no built-ins), ordered by name.
    pub fn kernel_ids(&self) -> Vec<Arc<KernelId>> {
        let g = self.read();
        let mut v: Vec<Arc<KernelId>> =
            g.kernels.values().filter(|e| !e.images.is_empty()).map(|e| Arc::clone(e.id)).collect();
        v.sort_by(|a, b| a.name.cmp(&b.name));
        v
    }

    /// Number of defined application kernels.
    pub fn defined_kernels(&self) -> usize {
        self.read().defined
    }

    /// Whether `id` is currently defined by some image (built-ins: always).
    pub fn is_defined(&self, id: &KernelId) -> bool {
        id.builtin || self.read().kernels.get(&*id.name).is_some_and(|e| !e.images.is_empty())
    }

    /// The built-in kernel ids of `dev` (interned by name).
    pub fn builtin_kernel_ids(&self, dev: &Device) -> Vec<Arc<KernelId>> {
        if dev.info.built_in_kernels.is_empty() {
            return Vec::new();
        }
        let mut g = self.write();
        dev.info
            .built_in_kernels
            .iter()
            .map(|n| Arc::clone(g.builtins.entry(n.as_str().into()).or_insert_with(|| intern(n, true))))
            .collect()
    }

    pub fn image(&self, id: ImageId) -> Option<Arc<DeviceImage>> {
        self.read().images.get(&id).cloned()
    }

    /// Every registered image, in registration order.
    pub fn images(&self) -> Vec<Arc<DeviceImage>> {
        let g = self.read();
        let mut v: Vec<Arc<DeviceImage>> = g.images.values().cloned().collect();
        v.sort_by_key(|i| i.id);
        v
    }

    /// The images that define any of `kernels`, in registration order.
    pub fn images_for(&self, kernels: &[Arc<KernelId>]) -> Vec<Arc<DeviceImage>> {
        let g = self.read();
        let mut ids: Vec<ImageId> = Vec::new();
        for k in kernels {
            if let Some(e) = g.kernels.get(&*k.name) {
                ids.extend_from_slice(&e.images);
            }
        }
        ids.sort_unstable();
        ids.dedup();
        ids.iter().filter_map(|i| g.images.get(i).cloned()).collect()
    }

    /// The images that define the kernel `name`, in registration order.
    pub fn images_for_name(&self, name: &str) -> Vec<Arc<DeviceImage>> {
        let g = self.read();
        g.kernels
            .get(name)
            .map_or_else(Vec::new, |e| e.images.iter().filter_map(|i| g.images.get(i).cloned()).collect())
    }

    pub fn num_images(&self) -> usize {
        self.read().images.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::image::{RawImage, KIND_SYCL};

    fn image(id: ImageId, names: &[&str]) -> DeviceImage {
        let raw = RawImage {
            version: 2,
            kind: KIND_SYCL,
            format: 2,
            target: "spir64",
            compile_options: "",
            link_options: "",
            binary: &[3, 2, 0x23, 7],
            entries: names.to_vec(),
            property_sets: vec![],
        };
        DeviceImage::parse(0, &raw, id).unwrap()
    }

    #[test]
    fn register_lookup_unregister() {
        let r = registry();
        let seen = Arc::new(Mutex::new(Vec::new()));
        let s2 = seen.clone();
        r.on_unregister(move |ids| s2.lock().unwrap().extend_from_slice(ids));
        let first = r.reserve_ids(2);
        let ids = r
            .insert_batch(Some(0x1000_0001), vec![image(first, &["reg_a", "reg_b"]), image(first + 1, &["reg_b"])])
            .unwrap();
        assert_eq!(ids, vec![first, first + 1]);
        let a = r.kernel_id("reg_a").unwrap();
        assert!(Arc::ptr_eq(a, r.kernel_id("reg_a").unwrap()));
        assert_eq!(r.images_for(&[r.kernel_id("reg_b").unwrap().clone()]).len(), 2);
        assert_eq!(
            r.insert_batch(Some(0x1000_0001), vec![]).unwrap_err().status,
            Status::InvalidOperation,
            "same descriptor twice"
        );
        // Removing one image keeps reg_b (still in the other) but drops reg_a.
        r.remove_image(first).unwrap();
        assert!(r.kernel_id("reg_a").is_none());
        assert!(r.kernel_id("reg_b").is_some());
        r.remove_batch(0x1000_0001).unwrap();
        assert!(r.kernel_id("reg_b").is_none());
        assert_eq!(r.remove_batch(0x1000_0001).unwrap_err().status, Status::InvalidValue);
        assert_eq!(r.remove_image(first).unwrap_err().status, Status::InvalidValue);
        let got = seen.lock().unwrap().clone();
        assert!(got.contains(&first) && got.contains(&(first + 1)));
        // Re-registering gives back the same interned id.
        let id3 = r.reserve_ids(1);
        r.insert_batch(None, vec![image(id3, &["reg_a"])]).unwrap();
        assert!(Arc::ptr_eq(a, r.kernel_id("reg_a").unwrap()));
        r.remove_image(id3).unwrap();
    }

    #[test]
    fn cached_lookups_see_unregister_from_other_threads() {
        let r = registry();
        let id = r.reserve_ids(1);
        r.insert_batch(None, vec![image(id, &["xthread_k"])]).unwrap();
        assert!(r.kernel_id("xthread_k").is_some(), "now cached on this thread");
        std::thread::spawn(move || registry().remove_image(id).unwrap()).join().unwrap();
        assert!(r.kernel_id("xthread_k").is_none(), "the cache must not outlive the unregister");
    }

    #[test]
    fn fx_hasher_spreads() {
        use std::hash::{BuildHasher, BuildHasherDefault};
        let b = BuildHasherDefault::<FxHasher>::default();
        assert_ne!(b.hash_one("kernel_1"), b.hash_one("kernel_2"));
        assert_ne!(b.hash_one("a"), b.hash_one("b"));
    }
}
