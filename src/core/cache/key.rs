//! Cache keys and their SHA-1 hashes.
//!
//! A program key has four parts (the seed's list): the image identity (a
//! hash of the image bytes, or a kernel-set id), the specialization-constant
//! value bytes, the device set, and the build options. On disk the device
//! is named by the SHA-1 of `platform name / device name / device version /
//! driver version`, so identical devices share one entry and a driver
//! upgrade never loads an old binary.
//!
//! Every hash goes through [`sha1_hex`], which has a test hook
//! ([`set_force_collisions`]) making every hash equal, to exercise the
//! collision path (full key values compared from the `.src` file).

use sha1::{Digest, Sha1};
use std::sync::atomic::{AtomicBool, Ordering};

static FORCE_COLLISIONS: AtomicBool = AtomicBool::new(false);

/// Test hook: while on, every [`sha1_hex`] returns the same value, so every
/// key lands in one directory and only the `.src` comparison tells keys apart.
#[doc(hidden)]
pub fn set_force_collisions(on: bool) {
    FORCE_COLLISIONS.store(on, Ordering::SeqCst);
}

/// SHA-1 of the parts, each prefixed with its length (so `["ab","c"]` and
/// `["a","bc"]` differ), as 40 lowercase hex digits.
pub fn sha1_hex(parts: &[&[u8]]) -> String {
    if FORCE_COLLISIONS.load(Ordering::Relaxed) {
        return "0".repeat(40);
    }
    hex(&sha1_raw(parts))
}

/// SHA-1 of the parts (length-prefixed, as in [`sha1_hex`]); never affected by the test hook.
pub fn sha1_raw(parts: &[&[u8]]) -> [u8; 20] {
    let mut h = Sha1::new();
    for p in parts {
        h.update((p.len() as u64).to_le_bytes());
        h.update(p);
    }
    h.finalize().into()
}

/// Plain SHA-1 of one byte string (checksums).
pub fn sha1_plain(data: &[u8]) -> [u8; 20] {
    Sha1::digest(data).into()
}

pub fn hex(bytes: &[u8]) -> String {
    const D: &[u8; 16] = b"0123456789abcdef";
    let mut s = String::with_capacity(bytes.len() * 2);
    for &b in bytes {
        s.push(D[(b >> 4) as usize] as char);
        s.push(D[(b & 15) as usize] as char);
    }
    s
}

/// What identifies a device's software and hardware for the persistent
/// cache (the seed's four strings).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DeviceDesc {
    pub platform_name: String,
    pub device_name: String,
    pub device_version: String,
    pub driver_version: String,
}

impl DeviceDesc {
    /// `platform/device/version/driver`, the string the device hash is made of.
    pub fn joined(&self) -> String {
        format!("{}/{}/{}/{}", self.platform_name, self.device_name, self.device_version, self.driver_version)
    }
    /// The device hash (directory name).
    pub fn hash(&self) -> String {
        sha1_hex(&[self.joined().as_bytes()])
    }
}

/// The identity of the device image a program is built from.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ImageId {
    /// SHA-1 of the image bytes (source text, SPIR-V, or a native binary) and its kind.
    Bytes { kind: u8, sha1: [u8; 20] },
    /// An ordinal kernel-set id (a registered device image of this process).
    KernelSet(u64),
    /// Device built-in kernels (`;`-separated names): in-memory only, never on disk.
    BuiltIn(String),
}

impl ImageId {
    pub fn of_bytes(kind: u8, image: &[u8]) -> ImageId {
        ImageId::Bytes { kind, sha1: sha1_raw(&[&[kind], image]) }
    }
}

/// Serializes specialization constants `(id, value bytes)` in id order, so
/// the same values in any order give the same key.
pub fn spec_const_bytes(spec: &[(u32, Vec<u8>)]) -> Vec<u8> {
    let mut v: Vec<&(u32, Vec<u8>)> = spec.iter().collect();
    v.sort_by_key(|(id, _)| *id);
    let mut out = Vec::new();
    for (id, bytes) in v {
        out.extend_from_slice(&id.to_le_bytes());
        out.extend_from_slice(&(bytes.len() as u64).to_le_bytes());
        out.extend_from_slice(bytes);
    }
    out
}

/// The in-memory program key: image identity, spec-constant values, the
/// device set (sorted, deduplicated device ids of one process) and options.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ProgramKey {
    pub image: ImageId,
    pub spec_consts: Vec<u8>,
    pub devices: Vec<usize>,
    pub options: String,
}

impl ProgramKey {
    pub fn new(image: ImageId, spec_consts: Vec<u8>, mut devices: Vec<usize>, options: &str) -> ProgramKey {
        devices.sort_unstable();
        devices.dedup();
        ProgramKey { image, spec_consts, devices, options: options.to_string() }
    }
}

/// The persistent key of one device's binary: the full values stored in
/// the `.src` file, and hashed for the directory names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiskKey {
    pub device: DeviceDesc,
    /// The full image bytes (or images, concatenated in a canonical order).
    pub image: Vec<u8>,
    pub spec_consts: Vec<u8>,
    pub options: Vec<u8>,
}

impl DiskKey {
    /// `<device hash>/<image hash>/<spec constants hash>/<build options hash>`.
    pub fn dir_parts(&self) -> [String; 4] {
        [self.device.hash(), sha1_hex(&[&self.image]), sha1_hex(&[&self.spec_consts]), sha1_hex(&[&self.options])]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sha1_known_value_and_length_prefix() {
        assert_eq!(hex(&sha1_plain(b"abc")), "a9993e364706816aba3e25717850c26c9cd0d89d");
        assert_ne!(sha1_hex(&[b"ab", b"c"]), sha1_hex(&[b"a", b"bc"]));
        assert_eq!(sha1_hex(&[b"x"]).len(), 40);
    }

    #[test]
    fn spec_constants_are_order_independent_and_value_sensitive() {
        let a = spec_const_bytes(&[(1, vec![80]), (2, vec![0, 0])]);
        let b = spec_const_bytes(&[(2, vec![0, 0]), (1, vec![80])]);
        let c = spec_const_bytes(&[(1, vec![70]), (2, vec![0, 0])]);
        assert_eq!(a, b);
        assert_ne!(a, c);
    }

    #[test]
    fn program_key_device_set_is_a_set() {
        let i = ImageId::of_bytes(0, b"k");
        assert_eq!(
            ProgramKey::new(i.clone(), vec![], vec![3, 1, 3], "-O2"),
            ProgramKey::new(i, vec![], vec![1, 3], "-O2")
        );
    }

    #[test]
    fn device_hash_changes_with_driver_version() {
        let d = DeviceDesc {
            platform_name: "P".into(),
            device_name: "D".into(),
            device_version: "OpenCL 3.0".into(),
            driver_version: "1.0".into(),
        };
        let mut e = d.clone();
        e.driver_version = "1.1".into();
        assert_ne!(d.hash(), e.hash());
        assert_eq!(d.hash(), d.clone().hash());
    }
}
