//! Gives the cdylib a versioned soname (libsyclrt.so.0), so the install
//! tree can carry libsyclrt.so -> libsyclrt.so.0 -> libsyclrt.so.0.1.0.
fn main() {
    let major = std::env::var("CARGO_PKG_VERSION_MAJOR").unwrap_or_else(|_| "0".into());
    println!("cargo:rustc-cdylib-link-arg=-Wl,-soname,libsyclrt.so.{major}");
    println!("cargo:rerun-if-changed=build.rs");
}
