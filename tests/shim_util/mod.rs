//! OpenCL library shims for the loader tests (x86-64): a shared object
//! whose every required OpenCL entry point (`syclrt::cl::loader::REQUIRED`)
//! jumps into the real `libOpenCL.so.1`, except the ones a test writes in C
//! itself. Each name's real entry point is `static void *real_<name>`,
//! filled by the shim's constructor, so a test's own C may call through it.
#![allow(dead_code, reason = "each test binary uses part of the helpers")]

use std::path::PathBuf;

/// Builds `libOpenCL_<tag>.so` in a fresh directory of the temp dir: jumps
/// for every required entry point not in `own`, then `own_c` (which
/// defines those in `own`). Panics when the C compiler fails.
pub fn build(tag: &str, own: &[&str], own_c: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("syclrt-{tag}-icd-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let required = syclrt::cl::loader::REQUIRED;
    let mut c = String::from("#define _GNU_SOURCE\n#include <dlfcn.h>\n#include <stdlib.h>\n");
    for name in required {
        c += &format!("__attribute__((used)) static void *real_{name};\n");
    }
    for name in required.iter().filter(|n| !own.contains(n)) {
        c += &format!(
            "__asm__(\".text\\n.globl {name}\\n.type {name},@function\\n{name}:\\n\\tjmp *real_{name}(%rip)\\n\");\n"
        );
    }
    c += own_c;
    c += "__attribute__((constructor)) static void init(void) {\n  void *h = dlopen(\"libOpenCL.so.1\", RTLD_NOW | RTLD_LOCAL);\n  if (!h) abort();\n";
    for name in required {
        c += &format!("  real_{name} = dlsym(h, \"{name}\");\n");
    }
    c += "}\n";
    let src = dir.join(format!("{tag}_icd.c"));
    let lib = dir.join(format!("libOpenCL_{tag}.so"));
    std::fs::write(&src, c).unwrap();
    let st = std::process::Command::new("cc")
        .args(["-shared", "-fPIC", "-O1", "-o"])
        .arg(&lib)
        .arg(&src)
        .arg("-ldl")
        .status()
        .expect("a C compiler (cc) is installed");
    assert!(st.success(), "building the {tag} shim failed");
    lib
}
