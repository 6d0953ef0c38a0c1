//! Std-only helpers every layer may use.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// The crate's one fast non-cryptographic hasher (rustc's FxHash: one
/// rotate-xor-multiply per word) for in-memory maps whose keys are small
/// values, addresses or already hashes, never attacker-chosen strings.
/// Nothing it produces is stored: maps only.
#[derive(Default, Clone, Copy)]
pub struct FxHasher(u64);

const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl FxHasher {
    #[inline]
    fn add(&mut self, w: u64) {
        self.0 = (self.0.rotate_left(5) ^ w).wrapping_mul(SEED);
    }
}

impl Hasher for FxHasher {
    #[inline]
    fn finish(&self) -> u64 {
        self.0
    }
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            self.add(u64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]]));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut b = [0u8; 8];
            b[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(b));
        }
    }
    #[inline]
    fn write_u8(&mut self, n: u8) {
        self.add(n as u64);
    }
    #[inline]
    fn write_u32(&mut self, n: u32) {
        self.add(n as u64);
    }
    #[inline]
    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }
    #[inline]
    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }
}

/// `BuildHasher` of [`FxHasher`].
pub type FxBuild = BuildHasherDefault<FxHasher>;

/// A `HashMap` with [`FxHasher`].
pub type FxMap<K, V> = HashMap<K, V, FxBuild>;

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::BuildHasher;

    #[test]
    fn spreads_small_keys_and_tails() {
        let b = FxBuild::default();
        let h: Vec<u64> = (0u32..64).map(|i| b.hash_one((0x1000usize, i))).collect();
        let mut u = h.clone();
        u.sort_unstable();
        u.dedup();
        assert_eq!(u.len(), h.len());
        // The tail of a byte string counts (not only whole words).
        assert_ne!(b.hash_one("abcdefghi"), b.hash_one("abcdefghj"));
    }
}
