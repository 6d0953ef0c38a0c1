//! cargo fuzz target: see fuzz/harness/spec.rs.
#![no_main]

#[path = "../harness/mod.rs"]
mod harness;

libfuzzer_sys::fuzz_target!(|data: &[u8]| harness::spec::run(data));
