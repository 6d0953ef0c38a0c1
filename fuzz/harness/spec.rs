//! The PTX route's SPIR-V specializer (`core::ptx::spec`), which reads
//! modules a DPC++ program hands the runtime: arbitrary bytes, and the
//! test fixture with the bytes XORed into it (so most inputs still parse
//! and the specialization itself runs). Asserts: no panic; a specialized
//! module is as long as the input; a value `check` accepts specializes.

use syclrt::core::ptx::spec;

const FIXTURE: &[u8] = include_bytes!("../../tests/fixtures/spec.spv");

pub fn run(data: &[u8]) {
    super::install_panic_counter();
    let before = super::panics();
    if data.len() < 5 {
        return;
    }
    // The first 4 bytes pick the SpecId (a small one most of the time, so
    // the fixture's SpecId 7 is met), the fifth the value's length.
    let raw = u32::from_le_bytes([data[0], data[1], data[2], data[3]]);
    let id = if raw & 0x8000_0000 == 0 { raw % 16 } else { raw };
    let len = usize::from(data[4] % 17);
    let rest = &data[5..];
    let (value, bytes) = rest.split_at(len.min(rest.len()));
    let mut mixed = FIXTURE.to_vec();
    // Past the 20-byte header, so the magic number usually survives.
    let body = mixed.len() - 20;
    for (i, b) in bytes.iter().enumerate() {
        mixed[20 + (i * 7) % body] ^= b;
    }
    for m in [bytes, &mixed[..]] {
        let checked = spec::check(m, id, value);
        let out = spec::specialize(m, &[(id, value.to_vec())]);
        if let Ok(o) = &out {
            assert_eq!(o.len(), m.len(), "a specialized module keeps its length");
        }
        if checked.is_ok() {
            assert!(out.is_ok(), "check accepted SpecId {id} ({} bytes) but specialize refused", value.len());
        }
        // No values: the module as it was, or its parse error.
        if let Ok(o) = spec::specialize(m, &[]) {
            assert_eq!(o, m, "no values change nothing");
        }
    }
    assert_eq!(super::panics(), before, "a panic inside the specializer");
}
