//! Builds tests/fixtures/bundle_smoke.c against include/syclrt.h with
//! `-std=c11 -Wall -Wextra -Werror`, links it to the libsyclrt.so cargo just
//! built, and runs it: the C view of the pi_device_binaries structs (sizes
//! asserted in C), registration, spec constants, build and launch from C.

use std::path::PathBuf;
use std::process::Command;

#[test]
fn c_program_uses_the_bundle_api() {
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".to_string());
    if Command::new(&cc).arg("--version").output().is_err() {
        println!("SKIP: no C compiler ({cc})");
        return;
    }
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    // target/<profile>/deps/<test> -> target/<profile>
    let exe = std::env::current_exe().unwrap();
    let libdir = exe.parent().and_then(|d| d.parent()).unwrap().to_path_buf();
    assert!(libdir.join("libsyclrt.so").exists(), "libsyclrt.so not found in {}", libdir.display());
    // The library's SONAME is libsyclrt.so.0: link and run against links of both names.
    let dir = std::env::temp_dir().join(format!("syclrt_bundle_smoke_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for name in ["libsyclrt.so", "libsyclrt.so.0"] {
        let _ = std::fs::remove_file(dir.join(name));
        std::os::unix::fs::symlink(libdir.join("libsyclrt.so"), dir.join(name)).unwrap();
    }
    let libdir = dir.clone();
    let out = dir.join("bundle_smoke");
    let status = Command::new(&cc)
        .args(["-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic", "-o"])
        .arg(&out)
        .arg(root.join("tests/fixtures/bundle_smoke.c"))
        .arg(format!("-I{}", root.join("include").display()))
        .arg(format!("-L{}", libdir.display()))
        .arg("-lsyclrt")
        .arg(format!("-Wl,-rpath,{}", libdir.display()))
        .status()
        .unwrap();
    assert!(status.success(), "the C smoke test does not compile");
    let run = Command::new(&out).output().unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    let text = format!("{}{}", String::from_utf8_lossy(&run.stdout), String::from_utf8_lossy(&run.stderr));
    assert!(run.status.success(), "{text}");
    assert!(text.contains("c smoke ok"), "{text}");
}
