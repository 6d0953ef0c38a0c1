//! cargo fuzz target: see fuzz/harness/cache.rs.
#![no_main]

#[path = "../harness/mod.rs"]
mod harness;

libfuzzer_sys::fuzz_target!(|data: &[u8]| harness::cache::run(data));
