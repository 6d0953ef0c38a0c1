//! Device-info answers: the one answer cache every face keeps its
//! translated answers in, and the extension check.
//!
//! libsycl asks device info millions of times (3.6 million `piDeviceGetInfo`
//! calls in dpctl's suite), almost always the same few immutable
//! properties. Each face computes an answer once per (device, query) in its
//! own shape, from the rules of [`super::device_answers`], and keeps it here.
//! There is one cache for the process: the key is (device, [`Face`],
//! query), since each face numbers its queries in its own terms (a PI query
//! is an OpenCL number, a UR query a `ur_device_info_t`). One cache means
//! one place to forget a device whose address a new handle reuses
//! ([`forget_device`]: a partition's sub-devices), for every face at once.
//!
//! The key is three small integers, so the map uses the crate's
//! multiply-rotate hash (far cheaper than SipHash on this hot path) behind
//! an `RwLock`: hits take the read lock only and may borrow the answer
//! without cloning it ([`with`]).

use super::Error;
use crate::cl::sys::{cl_device_id, CL_DEVICE_EXTENSIONS};
use crate::util::FxMap;
use std::sync::{Arc, LazyLock, RwLock};

/// Whose query numbers a cache key uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Face {
    /// OpenCL's own numbers, asked by `core` itself (the extension string).
    Core = 0,
    /// The PI face (OpenCL numbers and PI's own, in PI's answer shapes).
    Pi = 1,
    /// The UR face (`ur_device_info_t`).
    Ur = 2,
}

/// One cached answer, in the shape of the face that asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The bytes the face writes.
    Bytes(Arc<[u8]>),
    /// A boolean, whose width the face decides (PI: one byte, or a 4-byte
    /// `pi_bool` where the caller's buffer is that large).
    Flag(bool),
    /// The face's error for this query on this device. Kept only when it is
    /// a property of the device (an unsupported query), never a passing
    /// driver failure: the face decides before it inserts.
    Err(Error),
}

impl Answer {
    /// The bytes of a `Bytes` answer.
    pub fn bytes(&self) -> Option<&[u8]> {
        match self {
            Answer::Bytes(b) => Some(b),
            _ => None,
        }
    }
}

/// The cache's key: the device's address, then the face and the query.
type Key = (usize, u64);

#[inline]
fn key(face: Face, device: usize, query: u32) -> Key {
    (device, ((face as u64) << 32) | query as u64)
}

static ANSWERS: LazyLock<RwLock<FxMap<Key, Answer>>> = LazyLock::new(|| RwLock::new(FxMap::default()));

/// Runs `f` on the cached answer under the read lock (no clone).
#[inline]
pub fn with<R>(face: Face, device: usize, query: u32, f: impl FnOnce(&Answer) -> R) -> Option<R> {
    ANSWERS.read().ok().and_then(|m| m.get(&key(face, device, query)).map(f))
}

/// A copy of the cached answer.
pub fn get(face: Face, device: usize, query: u32) -> Option<Answer> {
    with(face, device, query, Answer::clone)
}

/// Keeps an answer (computed with no lock held: never while building one).
pub fn insert(face: Face, device: usize, query: u32, a: Answer) {
    if let Ok(mut m) = ANSWERS.write() {
        m.insert(key(face, device, query), a);
    }
}

/// The cached answer, else `compute()`'s (computed with no lock held),
/// kept when `compute` says it is a property of the device (an answer or
/// an unsupported query; never a passing driver failure).
pub fn get_or_compute(face: Face, device: usize, query: u32, compute: impl FnOnce() -> (Answer, bool)) -> Answer {
    if let Some(a) = get(face, device, query) {
        return a;
    }
    let (a, keep) = compute();
    if keep {
        insert(face, device, query, a.clone());
    }
    a
}

/// Drops every face's answers for `device` (a new handle may reuse an
/// address).
pub fn forget_device(device: cl_device_id) {
    if let Ok(mut m) = ANSWERS.write() {
        m.retain(|(d, _), _| *d != device as usize);
    }
    // The bitcode route's candidacy, kept under the device's address in
    // the registry (`bitcode::candidate`), goes with the answers.
    crate::core::bitcode::forget_device(crate::cl::DeviceId(device));
}

/// Drops one face's answers (`piTearDown`).
pub fn forget_face(face: Face) {
    if let Ok(mut m) = ANSWERS.write() {
        m.retain(|(_, q), _| (q >> 32) as u32 != face as u32);
    }
}

/// How many answers one face has cached (for tests).
pub fn cached_len(face: Face) -> usize {
    ANSWERS.read().map(|m| m.keys().filter(|(_, q)| (q >> 32) as u32 == face as u32).count()).unwrap_or(0)
}

/// A device's raw answer to an OpenCL query, the bytes every face builds
/// its info answers from: the PTX route's answers where the route changes
/// them (sub-groups, IL versions, fp16 on devices that take PTX), else the
/// driver's. `Err` is the OpenCL code.
pub fn raw_answer(d: crate::cl::DeviceId, param: u32) -> std::result::Result<Vec<u8>, i32> {
    if let Some(b) = crate::core::route::device_answer(d, param) {
        return Ok(b);
    }
    d.info_bytes(param).map_err(|e| e.code)
}

/// A little-endian integer answer of up to 8 bytes.
pub fn le_u64(b: &[u8]) -> u64 {
    let mut a = [0u8; 8];
    let n = b.len().min(8);
    a[..n].copy_from_slice(&b[..n]);
    u64::from_le_bytes(a)
}

/// Whether the device lists `ext` among its OpenCL extensions (the string
/// is asked once per device and kept in the answer cache).
pub fn has_extension(device: crate::cl::DeviceId, ext: &str) -> bool {
    let device = device.0;
    let listed = |s: &[u8]| s.split(|&c| c == b' ' || c == 0).any(|e| e == ext.as_bytes());
    if let Some(found) = with(Face::Core, device as usize, CL_DEVICE_EXTENSIONS, |a| a.bytes().is_some_and(listed)) {
        return found;
    }
    let Ok(b) = raw_answer(crate::cl::DeviceId(device), CL_DEVICE_EXTENSIONS) else {
        return false;
    };
    let found = listed(&b);
    insert(Face::Core, device as usize, CL_DEVICE_EXTENSIONS, Answer::Bytes(b.into()));
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_cache_keeps_each_face_apart_and_forgets_a_device_for_all() {
        // Addresses no real device has (odd, in the first page).
        let (d1, d2) = (0x11usize, 0x13usize);
        let q = 0x102b;
        insert(Face::Pi, d1, q, Answer::Flag(true));
        insert(Face::Ur, d1, q, Answer::Bytes(Arc::from(&b"ur"[..])));
        insert(Face::Ur, d2, q, Answer::Bytes(Arc::from(&b"other"[..])));
        assert_eq!(get(Face::Pi, d1, q), Some(Answer::Flag(true)));
        assert_eq!(with(Face::Ur, d1, q, |a| a.bytes().map(<[u8]>::to_vec)), Some(Some(b"ur".to_vec())));
        assert_eq!(get(Face::Core, d1, q), None, "a face sees only its own numbers");
        forget_device(d1 as cl_device_id);
        assert_eq!(get(Face::Pi, d1, q), None);
        assert_eq!(get(Face::Ur, d1, q), None);
        assert!(get(Face::Ur, d2, q).is_some(), "another device's answers stay");
        forget_device(d2 as cl_device_id);
    }
}
