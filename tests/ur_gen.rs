//! The generated UR bindings (scripts/gen-ur.py): no drift from the vendored
//! headers, the struct layouts of `src/ffi/ur/gen/types.rs` equal the C
//! compiler's for oneAPI 2026.2's `ur_api.h`, and the DDI layout of each
//! generation is what `urGet<Table>ProcAddrTable` writes.

use std::path::{Path, PathBuf};
use std::process::Command;
use syclrt::ffi::ur::gen::layouts::GENERATIONS;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn generated_files_match_the_headers() {
    let out =
        Command::new("python3").arg(root().join("scripts/gen-ur.py")).arg("--check").output().expect("python3 runs");
    assert!(
        out.status.success(),
        "scripts/gen-ur.py --check: {}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn struct_layouts_match_the_c_compiler() {
    let dir = std::env::temp_dir().join(format!("syclrt-ur-layout-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let c = dir.join("layout.c");
    let exe = dir.join("layout");
    let st = Command::new("python3").arg(root().join("scripts/gen-ur.py")).arg("--layout-c").arg(&c).status().unwrap();
    assert!(st.success());
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".into());
    let out = Command::new(&cc)
        .args(["-std=c2x", "-include", "stdbool.h", "-I"])
        .arg(root().join("third_party/unified-runtime/2026.2"))
        .arg(&c)
        .arg("-o")
        .arg(&exe)
        .output()
        .expect("a C compiler");
    assert!(out.status.success(), "cc failed: {}", String::from_utf8_lossy(&out.stderr));
    let run = Command::new(&exe).output().unwrap();
    let text = String::from_utf8(run.stdout).unwrap();
    let rust = syclrt::ffi::ur::gen::types::struct_layouts();
    let mut checked = 0;
    for line in text.lines() {
        let mut it = line.split_whitespace();
        let name = it.next().unwrap();
        let size: usize = it.next().unwrap().parse().unwrap();
        let align: usize = it.next().unwrap().parse().unwrap();
        let (_, rs, ra, fields) =
            rust.iter().find(|(n, ..)| *n == name).unwrap_or_else(|| panic!("{name} missing in types.rs"));
        assert_eq!((size, align), (*rs, *ra), "size/alignment of {name}");
        for f in it {
            let (fname, off) = f.split_once('=').unwrap();
            let off: usize = off.parse().unwrap();
            let (_, roff) =
                fields.iter().find(|(n, _)| *n == fname).unwrap_or_else(|| panic!("{name}.{fname} missing"));
            assert_eq!(off, *roff, "offset of {name}.{fname}");
        }
        checked += 1;
    }
    assert!(checked > 300, "only {checked} structs compared");
    std::fs::remove_dir_all(&dir).ok();
}

/// Each generation's tables in a child process with SYCLRT_UR_LAYOUT set
/// (the generation is chosen once per process).
#[test]
fn every_generation_fills_its_own_layout() {
    if let Ok(g) = std::env::var("SYCLRT_UR_TEST_CHILD") {
        child(&g);
        return;
    }
    let exe = std::env::current_exe().unwrap();
    for g in GENERATIONS {
        let out = Command::new(&exe)
            .args(["--exact", "every_generation_fills_its_own_layout", "--nocapture", "--test-threads=1"])
            .env("SYCLRT_UR_TEST_CHILD", g.name)
            .env("SYCLRT_UR_LAYOUT", g.name)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "generation {}: {}{}",
            g.name,
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }
    // A layout name that names no generation: every table request fails.
    let out = Command::new(&exe)
        .args(["--exact", "every_generation_fills_its_own_layout", "--nocapture", "--test-threads=1"])
        .env("SYCLRT_UR_TEST_CHILD", "bogus")
        .env("SYCLRT_UR_LAYOUT", "2024.9")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
}

fn child(gen: &str) {
    use std::ffi::c_void;
    use syclrt::ffi::ur::ddi::{entry, fill_table};
    use syclrt::ffi::ur::gen::types::*;
    let v012 = 12;
    if gen == "bogus" {
        let mut buf = [std::ptr::null::<c_void>(); 64];
        // SAFETY: a 64-slot buffer, more than any table.
        let r = unsafe { fill_table("Queue", v012, buf.as_mut_ptr().cast()) };
        assert_eq!(r, UR_RESULT_ERROR_UNSUPPORTED_VERSION);
        assert!(buf.iter().all(|p| p.is_null()), "nothing written for an unknown layout");
        return;
    }
    let g = GENERATIONS.iter().find(|g| g.name == gen).unwrap();
    for t in g.tables {
        let mut buf = vec![std::ptr::null::<c_void>(); t.slots.len() + 1];
        // SAFETY: room for every slot plus a guard.
        let r = unsafe { fill_table(t.name, v012, buf.as_mut_ptr().cast()) };
        assert_eq!(r, UR_RESULT_SUCCESS, "{gen} {}", t.name);
        for (i, s) in t.slots.iter().enumerate() {
            assert_eq!(buf[i], entry(s).unwrap(), "{gen} {}[{i}] must be {s}", t.name);
        }
        assert!(buf[t.slots.len()].is_null(), "{gen} {}: wrote past the table", t.name);
    }
    // Tables of other generations only: refused, not filled with a wrong layout.
    for other in GENERATIONS.iter().flat_map(|o| o.tables.iter()) {
        if g.tables.iter().all(|t| t.name != other.name) {
            let mut buf = [std::ptr::null::<c_void>(); 64];
            // SAFETY: 64 slots.
            let r = unsafe { fill_table(other.name, v012, buf.as_mut_ptr().cast()) };
            assert_eq!(r, UR_RESULT_ERROR_UNSUPPORTED_FEATURE, "{gen} has no {} table", other.name);
        }
    }
    // The 2026.2 kernel launch: only the generations whose loader has it.
    let kernel = g.tables.iter().find(|t| t.name == "Kernel").unwrap();
    let has_set_arg = kernel.slots.contains(&"urKernelSetArgValue");
    assert_eq!(has_set_arg, gen != "2026.2", "{gen}: urKernelSetArgValue in the Kernel table");
}

#[test]
fn layouts_per_release_match_the_reference_facts() {
    // docs/ur.md and /shared/reference/unified-runtime.md: 2026.1 -> 2026.2
    // drops pfnKernelLaunch from Enqueue (26 -> 25) and the five SetArg
    // slots from Kernel (17 -> 13).
    let len = |g: &str, t: &str| {
        GENERATIONS.iter().find(|x| x.name == g).unwrap().tables.iter().find(|x| x.name == t).map(|x| x.slots.len())
    };
    assert_eq!(len("2026.1", "Enqueue"), Some(26));
    assert_eq!(len("2026.2", "Enqueue"), Some(25));
    assert_eq!(len("2026.1", "Kernel"), Some(17));
    assert_eq!(len("2026.2", "Kernel"), Some(13));
    assert_eq!(len("2025.3", "Adapter"), Some(7));
    assert_eq!(len("2025.2", "Adapter"), None, "2025.2 keeps the adapter functions in Global");
    assert_eq!(len("2025.2", "Global"), Some(5));
    assert!(Path::new(&root().join("third_party/unified-runtime/2025.2/ur_api_funcs.def")).exists());
}
