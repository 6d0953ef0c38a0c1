//! libsyclrt.so must load OpenCL at run time only: no NEEDED entry on
//! libOpenCL, and a versioned soname.

use std::path::PathBuf;
use std::process::Command;

fn built_library() -> PathBuf {
    // target/<profile>/deps/needed-<hash> -> target/<profile>/libsyclrt.so
    let exe = std::env::current_exe().unwrap();
    let dir = exe.parent().and_then(|d| d.parent()).unwrap();
    let lib = dir.join("libsyclrt.so");
    assert!(lib.exists(), "{} not built", lib.display());
    lib
}

fn dynamic_section() -> String {
    let out = Command::new("readelf").arg("-d").arg(built_library()).output().expect("readelf runs (binutils)");
    assert!(out.status.success(), "readelf failed: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn no_needed_entry_on_libopencl() {
    let d = dynamic_section();
    let needed: Vec<&str> = d.lines().filter(|l| l.contains("(NEEDED)")).collect();
    assert!(!needed.is_empty(), "readelf output has no NEEDED lines at all:\n{d}");
    for l in &needed {
        assert!(!l.to_lowercase().contains("opencl"), "libsyclrt.so links OpenCL at load time: {l}");
    }
}

#[test]
fn versioned_soname() {
    let d = dynamic_section();
    assert!(d.contains("Library soname: [libsyclrt.so.0]"), "missing soname libsyclrt.so.0:\n{d}");
}
