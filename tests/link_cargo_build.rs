//! Linking against a plain cargo build, without CMake, as the README shows:
//! `cc -Iinclude app.c -Ltarget/<profile> -lsyclrt -Wl,-rpath,...`. The
//! program's NEEDED entry is the soname `libsyclrt.so.0`, which build.rs
//! links to `libsyclrt.so` in the profile directory.

use std::path::PathBuf;
use std::process::Command;

#[test]
fn a_c_program_links_and_runs_against_the_cargo_profile_directory() {
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
    let link = libdir.join("libsyclrt.so.0");
    assert_eq!(
        std::fs::read_link(&link).ok(),
        Some(PathBuf::from("libsyclrt.so")),
        "build.rs did not make {} -> libsyclrt.so",
        link.display()
    );
    let dir = std::env::temp_dir().join(format!("syclrt_link_cargo_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("bundle_spec_constant");
    let status = Command::new(&cc)
        .args(["-std=c11", "-Wall", "-Wextra", "-Werror", "-o"])
        .arg(&out)
        .arg(root.join("examples/bundle_spec_constant.c"))
        .arg(format!("-I{}", root.join("include").display()))
        .arg(format!("-L{}", libdir.display()))
        .arg("-lsyclrt")
        .arg(format!("-Wl,-rpath,{}", libdir.display()))
        .status()
        .unwrap();
    assert!(status.success(), "examples/bundle_spec_constant.c does not compile");
    let run = Command::new(&out).output().unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    let text = format!("{}{}", String::from_utf8_lossy(&run.stdout), String::from_utf8_lossy(&run.stderr));
    assert!(run.status.success(), "{text}");
    assert!(text.contains("FACTOR=7: verified"), "{text}");
}
