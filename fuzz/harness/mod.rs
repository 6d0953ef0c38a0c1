//! The fuzz harnesses, shared by the `cargo fuzz` targets (fuzz/fuzz_targets/)
//! and by tests/fuzz_regressions.rs, which replays every saved crash input
//! and the corpora on stable Rust. Each harness turns arbitrary bytes into
//! well-formed *memory* (every pointer it passes is NULL, a live handle, a
//! stale handle, a garbage handle value, or points at memory of the size it
//! claims) with arbitrary *contents*, calls the library, and asserts:
//! - every status is a documented one, never `PANIC` (a panic caught at
//!   the boundary is a bug too: [`panics`] counts them);
//! - what the library promises (a failed registration registers nothing, a
//!   cache hit returns checksummed bytes, no handle leaks).
#![allow(dead_code, reason = "each fuzz target uses one harness of the module")]
#![allow(clippy::missing_safety_doc, reason = "test code")]

use std::ffi::{c_char, c_void, CString};
use std::ptr::{null, null_mut};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Once;

pub mod api;
pub mod cache;
pub mod image;
pub mod spec;
pub mod ur;

static PANICS: AtomicUsize = AtomicUsize::new(0);

/// Installs (once) a panic hook that counts panics, then calls the previous
/// hook (libFuzzer's aborts: under `cargo fuzz` any panic is a crash).
pub fn install_panic_counter() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let prev = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            PANICS.fetch_add(1, Ordering::SeqCst);
            prev(info);
        }));
    });
}

/// Panics seen so far (caught at the C boundary or not).
pub fn panics() -> usize {
    PANICS.load(Ordering::SeqCst)
}

/// A reader of fuzz bytes: past the end every read gives zeros.
pub struct Bytes<'a> {
    data: &'a [u8],
    pos: usize,
}

impl<'a> Bytes<'a> {
    pub fn new(data: &'a [u8]) -> Self {
        Bytes { data, pos: 0 }
    }
    pub fn is_empty(&self) -> bool {
        self.pos >= self.data.len()
    }
    pub fn u8(&mut self) -> u8 {
        let b = self.data.get(self.pos).copied().unwrap_or(0);
        self.pos += 1;
        b
    }
    pub fn u16(&mut self) -> u16 {
        u16::from_le_bytes([self.u8(), self.u8()])
    }
    pub fn u32(&mut self) -> u32 {
        u32::from_le_bytes([self.u8(), self.u8(), self.u8(), self.u8()])
    }
    pub fn u64(&mut self) -> u64 {
        (self.u32() as u64) | ((self.u32() as u64) << 32)
    }
    pub fn bool(&mut self) -> bool {
        self.u8() & 1 == 1
    }
    /// A number below `n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.u16() as usize) % n
    }
    /// Up to `max` bytes (a length byte, then the bytes).
    pub fn take(&mut self, max: usize) -> &'a [u8] {
        let n = (self.u16() as usize).min(max);
        let start = self.pos.min(self.data.len());
        let end = (start + n).min(self.data.len());
        self.pos = start + n;
        &self.data[start..end]
    }
    /// A size: mostly small, sometimes huge or an edge value. The
    /// arbitrary huge one is at least 1 TiB, beyond any device's largest
    /// single allocation: a size a device can legally grant (PoCL grants
    /// 8 GiB here) would allocate it for real, which libFuzzer's malloc
    /// limit (the rss limit, 4 GiB) reports as out-of-memory although
    /// nothing is wrong (ur_ddi met a 6 GiB `urUSMDeviceAlloc` that way).
    pub fn size(&mut self, small: usize) -> usize {
        match self.u8() % 8 {
            0 => 0,
            1 => usize::MAX,
            2 => usize::MAX / 2 + 1,
            3 => self.u64() as usize | 1 << 40,
            _ => (self.u32() as usize) % (small + 1),
        }
    }
    /// A string without NUL bytes: from `dict` or fuzz bytes.
    pub fn string(&mut self, dict: &[&str]) -> CString {
        if !dict.is_empty() && self.u8() % 4 != 0 {
            return CString::new(dict[self.below(dict.len())]).unwrap_or_default();
        }
        let raw: Vec<u8> = self.take(48).iter().copied().filter(|b| *b != 0).collect();
        CString::new(raw).unwrap_or_default()
    }
}

/// A garbage handle value: never a live handle, never dereferenced by a
/// library that validates handles.
pub fn garbage(b: &mut Bytes<'_>) -> usize {
    match b.u8() % 4 {
        0 => 1,
        1 => 64,
        2 => usize::MAX & !7,
        _ => (b.u64() as usize) | 1,
    }
}

/// Aligned scratch memory that a call may write `len` bytes into.
pub struct Scratch(Vec<u64>);
impl Scratch {
    pub fn new(len: usize) -> Self {
        Scratch(vec![0u64; len.div_ceil(8).max(1)])
    }
    pub fn ptr(&mut self) -> *mut c_void {
        self.0.as_mut_ptr().cast()
    }
    pub fn len(&self) -> usize {
        self.0.len() * 8
    }
}

pub fn cptr(s: &CString) -> *const c_char {
    s.as_ptr()
}
pub const NULL: *const c_void = null();
pub fn null_mut_void() -> *mut c_void {
    null_mut()
}
