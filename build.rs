//! Gives the cdylib a versioned soname (libsyclrt.so.0), so the install
//! tree can carry libsyclrt.so -> libsyclrt.so.0 -> libsyclrt.so.0.1.0.
//!
//! A program linked with `-L target/<profile> -lsyclrt` records that soname
//! as its NEEDED entry, so the dynamic loader looks for `libsyclrt.so.0`:
//! this script also puts the link `libsyclrt.so.0 -> libsyclrt.so` into
//! the profile directory cargo writes the library to (a relative link, made
//! before the library exists and valid once it does), so that linking
//! against a plain cargo build works without CMake (tests/link_cargo_build.rs).
use std::path::Path;

fn main() {
    let major = std::env::var("CARGO_PKG_VERSION_MAJOR").unwrap_or_else(|_| "0".into());
    println!("cargo:rustc-cdylib-link-arg=-Wl,-soname,libsyclrt.so.{major}");
    println!("cargo:rerun-if-changed=build.rs");
    // OUT_DIR is <target>/<profile>/build/syclrt-<hash>/out.
    let Ok(out) = std::env::var("OUT_DIR") else { return };
    let Some(profile_dir) = Path::new(&out).ancestors().nth(3) else { return };
    let link = profile_dir.join(format!("libsyclrt.so.{major}"));
    if std::fs::read_link(&link).is_err() {
        let _ = std::fs::remove_file(&link);
        if let Err(e) = std::os::unix::fs::symlink("libsyclrt.so", &link) {
            println!("cargo:warning=could not create {}: {e}", link.display());
        }
    }
}
