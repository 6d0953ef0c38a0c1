//! Replays, on stable Rust, every input the fuzzing campaign saved
//! (fuzz/regressions/<target>/: each crash found, kept after its fix) and
//! the small seed corpora (fuzz/corpus/<target>/) through the same harness
//! code the `cargo fuzz` targets run (fuzz/harness/). RELIABILITY.md has
//! the campaign's figures and how to run it.

#[path = "../fuzz/harness/mod.rs"]
mod harness;

use std::path::Path;

/// The harnesses count live handles process-wide: one replay at a time.
static SERIAL: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn replay(target: &str, run: fn(&[u8])) {
    let _s = SERIAL.lock().unwrap_or_else(|p| p.into_inner());
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz");
    let mut n = 0;
    for dir in ["regressions", "corpus"] {
        let Ok(rd) = std::fs::read_dir(root.join(dir).join(target)) else { continue };
        let mut files: Vec<_> = rd.filter_map(|e| e.ok()).map(|e| e.path()).collect();
        files.sort();
        for f in files {
            let data = std::fs::read(&f).unwrap();
            eprintln!("replaying {}", f.display());
            run(&data);
            n += 1;
        }
    }
    assert!(n > 0, "no inputs for {target}");
}

#[test]
fn image_register() {
    replay("image_register", harness::image::run);
}

#[test]
fn cache_files() {
    replay("cache_files", harness::cache::run);
}

#[test]
fn c_api_sequence() {
    replay("c_api_sequence", harness::api::run);
}

#[test]
fn ur_ddi() {
    replay("ur_ddi", harness::ur::run);
}

#[test]
fn spirv_spec() {
    replay("spirv_spec", harness::spec::run);
}
