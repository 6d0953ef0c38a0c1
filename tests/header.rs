//! The committed C header is exactly what cbindgen generates from the
//! current sources (regenerate with scripts/gen-header.sh).

#[test]
fn header_matches_the_code() {
    let root = env!("CARGO_MANIFEST_DIR");
    let config = cbindgen::Config::from_file(format!("{root}/cbindgen.toml")).expect("cbindgen.toml parses");
    let mut generated = Vec::new();
    cbindgen::Builder::new()
        .with_crate(root)
        .with_config(config)
        .generate()
        .expect("cbindgen generates the header")
        .write(&mut generated);
    let committed = std::fs::read(format!("{root}/include/syclrt.h")).expect("include/syclrt.h exists");
    if generated != committed {
        let g = String::from_utf8_lossy(&generated);
        let c = String::from_utf8_lossy(&committed);
        let first =
            g.lines().zip(c.lines()).position(|(a, b)| a != b).unwrap_or(g.lines().count().min(c.lines().count()));
        panic!(
            "include/syclrt.h drifted from the code at line {}:\n  generated: {:?}\n  committed: {:?}\nrun scripts/gen-header.sh and commit the result",
            first + 1,
            g.lines().nth(first),
            c.lines().nth(first)
        );
    }
}

#[test]
fn header_declares_every_exported_function() {
    let root = env!("CARGO_MANIFEST_DIR");
    let header = std::fs::read_to_string(format!("{root}/include/syclrt.h")).unwrap();
    for f in ["syclrt_status_string", "syclrt_last_error_message", "syclrt_queue_launch", "syclrt_context_release"] {
        assert!(header.contains(&format!("{f}(")), "{f} missing from the header");
    }
    for s in ["SYCLRT_STATUS_SUCCESS = 0", "SYCLRT_STATUS_PANIC = 100", "SYCLRT_STATUS_INVALID_CONTEXT = 22"] {
        assert!(header.contains(s), "{s} missing from the header");
    }
}
