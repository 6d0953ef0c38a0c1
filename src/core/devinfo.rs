//! Device-info answers shared by the PI and UR faces: the extension check
//! and the per-(device, query) answer cache each face
//! keeps its translated answers in.
//!
//! libsycl asks device info millions of times (3.6 million `piDeviceGetInfo`
//! calls in dpctl's suite), almost always the same few immutable
//! properties: each face computes an answer once per (device, query) in its
//! own terms and keeps it in an [`AnswerCache`]. The key is two integers, so
//! the map uses a multiply-rotate hash (far cheaper than SipHash on this hot
//! path) behind an `RwLock` (hits take the read lock only and may borrow the
//! answer without cloning it).

use crate::cl::sys::{cl_device_id, CL_DEVICE_EXTENSIONS};
use crate::util::FxMap;
use std::sync::{Arc, LazyLock, RwLock};

type Map<V> = FxMap<(usize, u32), V>;

/// Answers per (device address, query), in the owning face's own form.
pub struct AnswerCache<V> {
    map: RwLock<Map<V>>,
}

impl<V: Clone> Default for AnswerCache<V> {
    fn default() -> Self {
        AnswerCache { map: RwLock::new(Map::default()) }
    }
}

impl<V: Clone> AnswerCache<V> {
    /// Runs `f` on the cached answer under the read lock (no clone).
    #[inline]
    pub fn with<R>(&self, device: usize, query: u32, f: impl FnOnce(&V) -> R) -> Option<R> {
        self.map.read().ok().and_then(|m| m.get(&(device, query)).map(f))
    }

    /// A copy of the cached answer.
    pub fn get(&self, device: usize, query: u32) -> Option<V> {
        self.with(device, query, V::clone)
    }

    pub fn insert(&self, device: usize, query: u32, v: V) {
        if let Ok(mut m) = self.map.write() {
            m.insert((device, query), v);
        }
    }

    /// Drops every answer for `device` (a new handle may reuse an address).
    pub fn forget_device(&self, device: usize) {
        if let Ok(mut m) = self.map.write() {
            m.retain(|(d, _), _| *d != device);
        }
    }

    pub fn clear(&self) {
        if let Ok(mut m) = self.map.write() {
            m.clear();
        }
    }

    pub fn len(&self) -> usize {
        self.map.read().map(|m| m.len()).unwrap_or(0)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// A little-endian integer answer of up to 8 bytes.
pub fn le_u64(b: &[u8]) -> u64 {
    let mut a = [0u8; 8];
    let n = b.len().min(8);
    a[..n].copy_from_slice(&b[..n]);
    u64::from_le_bytes(a)
}

static EXTENSIONS: LazyLock<AnswerCache<Arc<str>>> = LazyLock::new(AnswerCache::default);

/// Whether the device lists `ext` among its OpenCL extensions (the string
/// is asked once per device).
///
/// # Safety
/// `device` is a device id.
pub unsafe fn has_extension(device: cl_device_id, ext: &str) -> bool {
    let key = device as usize;
    if let Some(found) = EXTENSIONS.with(key, CL_DEVICE_EXTENSIONS, |s| s.split([' ', '\0']).any(|e| e == ext)) {
        return found;
    }
    // SAFETY: caller contract.
    let Ok(b) = super::device::raw_answer(crate::cl::DeviceId(device), CL_DEVICE_EXTENSIONS) else {
        return false;
    };
    let s: Arc<str> = String::from_utf8_lossy(&b).into();
    let found = s.split([' ', '\0']).any(|e| e == ext);
    EXTENSIONS.insert(key, CL_DEVICE_EXTENSIONS, s);
    found
}

/// Forgets what is known of a device id (it may be a new device at a
/// recycled address).
pub fn forget_device(device: cl_device_id) {
    EXTENSIONS.forget_device(device as usize);
}
