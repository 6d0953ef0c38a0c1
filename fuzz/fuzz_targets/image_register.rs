//! cargo fuzz target: see fuzz/harness/image.rs.
#![no_main]

#[path = "../harness/mod.rs"]
mod harness;

libfuzzer_sys::fuzz_target!(|data: &[u8]| harness::image::run(data));
