//! The SPIR-V -> PTX stage (src/core/ptx, docs/ptx.md) in CI, without a GPU:
//! our SPIR-V fixtures, the builtin test kernels of tests/fixtures/ptx and a
//! sample of dpctl 0.17's device images become PTX whose entries, parameters
//! and calls are checked, and whose builtins lower to the right
//! instructions. The tools come from scripts/setup.sh (llvm-19, libclc-19,
//! and dpcpp-llvm-spirv in ~/.cache/syclrt-ci/llvm-spirv-2024.2.0).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use syclrt::core::ptx::{self, spirv_images, text, PtxModule, PtxOptions, ToolSearch, Tools};
use syclrt::core::Status;

fn home() -> Option<PathBuf> {
    syclrt::config::Config::from_env().ptx.home.map(PathBuf::from)
}

/// The venv scripts/setup.sh puts Intel's translator in.
fn setup_venv() -> Option<PathBuf> {
    home().map(|h| h.join(".cache/syclrt-ci/llvm-spirv-2024.2.0"))
}

fn tools() -> &'static Tools {
    static T: OnceLock<Tools> = OnceLock::new();
    T.get_or_init(|| {
        let c = syclrt::config::Config::from_env();
        let mut s = ToolSearch::from_config(&c);
        if s.llvm_spirv.is_none() && s.virtual_env.is_none() {
            s.virtual_env = setup_venv();
        }
        ptx::discover(&s).unwrap_or_else(|e| panic!("scripts/setup.sh installs the PTX tools: {e}"))
    })
}

/// NVIDIA's PTX assembler from PyPI (nvidia-cuda-nvcc-cu12, installed by
/// scripts/setup.sh): CI's stand-in for the driver's own PTX compiler.
fn ptxas() -> Option<PathBuf> {
    static P: OnceLock<Option<PathBuf>> = OnceLock::new();
    P.get_or_init(|| {
        let venv = home()?.join(".cache/syclrt-ci/ptxas-cu12/lib");
        let py = std::fs::read_dir(&venv)
            .ok()?
            .flatten()
            .find(|e| e.file_name().to_string_lossy().starts_with("python3"))?;
        let p = py.path().join("site-packages/nvidia/cuda_nvcc/bin/ptxas");
        p.exists().then_some(p)
    })
    .clone()
}

/// Assembles `ptx` for sm_90 with ptxas (when scripts/setup.sh installed it).
fn assemble(ptx: &str, what: &str) {
    let Some(p) = ptxas() else {
        println!("SKIP: ptxas not installed (scripts/setup.sh installs nvidia-cuda-nvcc-cu12): {what} not assembled");
        return;
    };
    let dir =
        std::env::temp_dir().join(format!("syclrt-ptxas-{}-{}", std::process::id(), what.replace(['/', '#'], "_")));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("m.ptx");
    std::fs::write(&f, ptx).unwrap();
    let o =
        std::process::Command::new(&p).arg("-arch=sm_90").arg(&f).arg("-o").arg(dir.join("m.cubin")).output().unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    assert!(o.status.success(), "{what}: ptxas rejects the PTX: {}", String::from_utf8_lossy(&o.stderr));
}

fn opts() -> PtxOptions {
    PtxOptions { sm: 90, ptx_isa: 78, ..PtxOptions::default() }
}

fn fixture(name: &str) -> Vec<u8> {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").join(name);
    std::fs::read(&p).unwrap_or_else(|e| panic!("{}: {e} (scripts/make-spirv-fixtures.sh)", p.display()))
}

/// The checks every translated module must pass.
fn check_module(m: &PtxModule, what: &str) {
    let entries = text::entries(&m.ptx);
    assert!(!entries.is_empty(), "{what}: no .entry");
    assert!(m.ptx.contains(".target sm_90"), "{what}: wrong target");
    let names: BTreeSet<&str> = entries.iter().map(|e| e.name.as_str()).collect();
    for k in &m.kernels {
        let n = m.entry_name(k).unwrap_or_else(|| panic!("{what}: kernel {k} has no entry name"));
        assert!(names.contains(n), "{what}: entry {n} of {k} missing");
        assert!(n.len() <= ptx::DEFAULT_MAX_ENTRY_LEN, "{what}: entry name of {} bytes", n.len());
        if k.len() > ptx::DEFAULT_MAX_ENTRY_LEN {
            assert_eq!(n, text::short_entry_name(k), "{what}: long name not mapped");
            assert!(!m.ptx.contains(k.as_str()), "{what}: the long name is still in the PTX");
        } else {
            assert_eq!(n, k, "{what}: a short name was renamed");
        }
    }
    for e in &entries {
        for p in &e.params {
            assert!(p.starts_with(".param "), "{what}: odd parameter {p}");
            assert!(
                !p.contains(".ptr")
                    || p.contains(".ptr .global")
                    || p.contains(".ptr .shared")
                    || p.contains(".ptr .const"),
                "{what}: pointer parameter without a state space: {p}"
            );
        }
    }
    assert!(text::extern_functions(&m.ptx).is_empty(), "{what}: unresolved .extern .func");
    let defined = text::defined_functions(&m.ptx);
    for c in text::call_targets(&m.ptx) {
        assert!(defined.contains(&c), "{what}: call to {c}, which the module does not define");
    }
    for bad in ["spir_func", "spir_kernel", "__spirv_"] {
        assert!(!m.ptx.contains(bad), "{what}: {bad} left in the PTX");
    }
    assemble(&m.ptx, what);
}

#[test]
fn spec_fixture_becomes_ptx() {
    let m = ptx::spirv_to_ptx(&fixture("spec.spv"), &opts(), tools()).expect("spec.spv");
    check_module(&m, "spec.spv");
    let e = text::entries(&m.ptx);
    let ptr_params: Vec<&String> = e.iter().flat_map(|e| e.params.iter()).filter(|p| p.contains(".ptr")).collect();
    assert!(!ptr_params.is_empty());
    assert!(ptr_params.iter().all(|p| p.contains(".ptr .global")), "{ptr_params:?}");
}

/// dpnp 0.20's `sin_contig_kernel<double>` (tests/fixtures/ptx/dpnp-sin-f8.spv,
/// from dpnp's wheel by scripts/make-spirv-fixtures.sh): libclc's `PIBITS_TBL`
/// (158 bytes, `align 1`) is read with 16-byte vector loads; on an H200 the
/// kernel faulted for infinities and NaN. The PTX declares it aligned to 16
/// and padded to 160 bytes, and every module-scope array aligned.
#[test]
fn dpnp_sin_double_reads_an_aligned_table() {
    let m = ptx::spirv_to_ptx(&fixture("ptx/dpnp-sin-f8.spv"), &opts(), tools()).expect("dpnp-sin-f8.spv");
    check_module(&m, "dpnp-sin-f8.spv");
    assert!(m.ptx.contains("ld.const.v4.u32"), "the table is read with 16-byte loads");
    assert!(m.ptx.contains(".const .align 16 .b8 PIBITS_TBL[160] = {"), "PIBITS_TBL aligned and padded");
    for line in m.ptx.lines().filter(|l| l.starts_with(".const ") || l.starts_with(".global ")) {
        assert!(line.contains(".align 16 "), "a module-scope array not aligned to 16: {line:.80}");
    }
}

/// Specialization constants on the route: PTX has none, so the SPIR-V is
/// specialized before translation (core::ptx::spec); the value set is the
/// constant the PTX computes with, and OpenCL's id and size rules hold.
#[test]
fn specialized_spirv_carries_the_value_into_the_ptx() {
    let il = fixture("spec.spv");
    ptx::spec::check(&il, 7, &1234i32.to_le_bytes()).expect("SpecId 7 is a 4-byte constant");
    let plain = ptx::spirv_to_ptx(&il, &opts(), tools()).expect("spec.spv");
    let s = ptx::spec::specialize(&il, &[(7, 1234i32.to_le_bytes().to_vec())]).unwrap();
    let m = ptx::spirv_to_ptx(&s, &opts(), tools()).expect("specialized spec.spv");
    check_module(&m, "specialized spec.spv");
    assert!(m.ptx.contains("1234"), "the value is in the PTX:\n{}", m.ptx);
    assert!(!plain.ptx.contains("1234"), "and not in the unspecialized PTX");
    assert!(ptx::spec::check(&il, 8, &[0; 4]).is_err(), "an id the module lacks");
    assert!(ptx::spec::check(&il, 7, &[0; 8]).is_err(), "a size other than the type's");
}

/// The builtin test kernels (tests/fixtures/ptx/builtins.cl, also run on
/// the GPU by scripts/ptx-gpu-check.sh): each family lowers to the PTX
/// instructions it must use.
#[test]
fn builtin_kernels_lower_to_the_right_instructions() {
    let m = ptx::spirv_to_ptx(&fixture("ptx/builtins.spv"), &opts(), tools()).expect("builtins.spv");
    check_module(&m, "builtins.spv");
    let body = |k: &str| -> String {
        let n = m.entry_name(k).unwrap_or_else(|| panic!("kernel {k} missing: {:?}", m.kernels));
        let start = m.ptx.find(&format!(".entry {n}(")).expect("entry");
        let rest = &m.ptx[start..];
        let end = rest[1..].find(".entry ").map(|e| e + 1).unwrap_or(rest.len());
        rest[..end].to_string()
    };
    let has = |k: &str, needles: &[&str]| {
        let b = body(k);
        for n in needles {
            assert!(b.contains(n), "kernel {k}: no {n} in\n{b}");
        }
    };
    has("t_sub_group_ids", &["%tid.x", "%ntid.x"]);
    has("t_sub_group_shuffle", &["shfl.sync.idx.b32"]);
    has("t_sub_group_reduce", &["shfl.sync.down.b32", "shfl.sync.idx.b32"]);
    has("t_sub_group_scan", &["shfl.sync.up.b32"]);
    has("t_sub_group_any_all", &["vote.sync.any.pred", "vote.sync.all.pred"]);
    has("t_block_io", &["ld.global", "st.global"]);
    has("t_work_group_reduce", &["barrier.sync", "shfl.sync.down.b32", "st.shared"]);
    has("t_work_group_scan", &["barrier.sync", "shfl.sync.up.b32"]);
    has("t_work_group_broadcast", &["barrier.sync", "st.shared", "ld.shared"]);
    has("t_work_group_any_all", &["bar.red.or.pred", "bar.red.and.pred"]);
    has("t_atomics_device", &["atom.relaxed.gpu.add.s32", "atom.acq_rel.gpu.add.s32", "atom.acquire.gpu.max.s32"]);
    has(
        "t_atomics_work_group",
        &["atom.relaxed.cta.add.s32", "cvta.shared.u64", "st.relaxed.cta.b32", "ld.relaxed.cta.b32"],
    );
    has("t_atomics_seq_cst", &["fence.sc.gpu", "atom.acquire.gpu.add.u64", "ld.acquire.gpu.b32", "st.release.gpu.b32"]);
    has("t_atomics_cas", &["atom.acq_rel.gpu.cas.b32"]);
    has("t_atomic_float_add", &["atom.relaxed.gpu.add.f32"]);
    has("t_global_offset", &["%envreg3"]);
    has("t_generic_cast", &["isspacep.global", "isspacep.shared"]);
    has("t_fp16_math", &["cvt.f32.f16", "cvt.rn.f16.f32"]);
    // Nothing left that LLVM 19 cannot select, and no seq_cst in the IR stage.
    assert!(!m.ptx.contains("membar.sys") || m.ptx.contains("fence.sc"), "unexpected barrier form");
}

/// The committed bitcode is what the sources build to.
#[test]
fn builtin_library_is_up_to_date() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let o = std::process::Command::new("bash")
        .arg(root.join("scripts/build-ptx-builtins.sh"))
        .arg("--check")
        .output()
        .expect("bash runs");
    assert!(o.status.success(), "{}{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr));
}

/// The error path: no tools at all.
#[test]
fn missing_tools_fail_unsupported_naming_what_to_install() {
    let s = ToolSearch { path: Some(String::new()), system_dirs: false, ..ToolSearch::default() };
    let e = ptx::discover(&s).unwrap_err();
    assert_eq!(e.status, Status::Unsupported);
    assert!(e.message.contains("pip install dpcpp-llvm-spirv==2024.2.0"), "{e}");
    assert!(e.message.contains("apt-get install llvm-19"), "{e}");
    assert!(e.message.contains("apt-get install libclc-19"), "{e}");
    // Only the translator missing: only it is named.
    let t = tools();
    let s = ToolSearch {
        llvm_dir: t.llc.parent().map(Path::to_path_buf),
        libclc: Some(t.libclc.clone()),
        llvm_spirv: Some(PathBuf::from("/nonexistent/llvm-spirv")),
        system_dirs: false,
        ..ToolSearch::default()
    };
    let e = ptx::discover(&s).unwrap_err();
    assert_eq!(e.status, Status::Unsupported);
    assert!(e.message.contains("SYCLRT_LLVM_SPIRV=/nonexistent/llvm-spirv is not a file"), "{e}");
    assert!(!e.message.contains("llvm-19") && !e.message.contains("libclc-19"), "{e}");
    // A tool that exists but fails: BUILD_FAILED with its stderr, no panic.
    let mut broken = t.clone();
    broken.llc = PathBuf::from("/bin/false");
    let e = ptx::spirv_to_ptx(&fixture("spec.spv"), &opts(), &broken).unwrap_err();
    assert_eq!(e.status, Status::BuildFailed, "{e}");
    assert!(e.message.contains("llc"), "{e}");
    // Corrupt SPIR-V reaches the translator and fails cleanly.
    let mut bad = fixture("spec.spv");
    let n = bad.len();
    bad.truncate(n / 2 / 4 * 4);
    let e = ptx::spirv_to_ptx(&bad, &opts(), t).unwrap_err();
    assert!(matches!(e.status, Status::BuildFailed | Status::InvalidValue), "{e}");
}

#[test]
fn cache_key_depends_on_image_options_and_tools() {
    let t = tools();
    let a = fixture("spec.spv");
    let k = ptx::cache_key(&a, &opts(), t);
    assert_eq!(k.len(), 40);
    assert_eq!(k, ptx::cache_key(&a, &opts(), t));
    let mut b = a.clone();
    let l = b.len();
    b[l - 1] ^= 1;
    assert_ne!(k, ptx::cache_key(&b, &opts(), t));
    assert_ne!(k, ptx::cache_key(&a, &PtxOptions { sm: 80, ..opts() }, t));
    let mut other = t.clone();
    other.libclc = PathBuf::from("/usr/lib/clc/nvptx--nvidiacl.bc");
    assert_ne!(k, ptx::cache_key(&a, &opts(), &other));
}

// ------------------------------------------------------------ dpctl images

/// SPIR-V modules inside a shared library: from each magic word, the
/// instruction stream up to the last OpFunctionEnd before the stream breaks
/// (or the next module starts).
/// dpctl 0.17's tensor libraries: from the venv of scripts/intel-runtime.sh,
/// else from the cached wheel.
fn dpctl_libraries() -> Vec<(String, Vec<u8>)> {
    let cache = home().map(|h| h.join(".cache/syclrt-ci")).expect("HOME");
    let names = [
        "_tensor_elementwise_impl",
        "_tensor_reductions_impl",
        "_tensor_accumulation_impl",
        "_tensor_sorting_impl",
        "_tensor_linalg_impl",
        "_tensor_impl",
    ];
    let venv = cache.join("venv-2024.2.1/lib/python3.11/site-packages/dpctl/tensor");
    let mut out = Vec::new();
    for n in names {
        let f = venv.join(format!("{n}.cpython-311-x86_64-linux-gnu.so"));
        if let Ok(d) = std::fs::read(&f) {
            out.push((n.to_string(), d));
        }
    }
    if out.len() == names.len() {
        return out;
    }
    // The wheel (a zip): ask `unzip` for the members.
    let wheel = cache.join("wheels/dpctl-0.17.0-0-cp311-cp311-manylinux_2_28_x86_64.whl");
    assert!(wheel.exists(), "neither the dpctl 0.17 venv nor its wheel: run scripts/intel-runtime.sh");
    out.clear();
    for n in names {
        let member = format!("dpctl/tensor/{n}.cpython-311-x86_64-linux-gnu.so");
        let o = std::process::Command::new("unzip").arg("-p").arg(&wheel).arg(&member).output().expect("unzip runs");
        assert!(o.status.success() && !o.stdout.is_empty(), "unzip {member}");
        out.push((n.to_string(), o.stdout));
    }
    out
}

/// Needs dpctl 0.17 (scripts/intel-runtime.sh): scripts/test.sh runs it
/// after that step with `--ignored`.
#[test]
#[ignore = "needs dpctl 0.17 from scripts/intel-runtime.sh; scripts/test.sh runs it as step ptx-dpctl"]
fn dpctl_images_become_ptx() {
    let libs = dpctl_libraries();
    let mut total = 0;
    let mut sample: Vec<(String, Vec<u8>)> = Vec::new();
    let mut long_names = 0;
    for (name, data) in &libs {
        let imgs = spirv_images(data);
        total += imgs.len();
        // Every 150th image of each library, plus the first images whose
        // kernel names are long (a 300-byte name appears in the SPIR-V as a string).
        for (k, im) in imgs.iter().enumerate() {
            let long = long_names < 6 && has_long_string(im, 264);
            if long {
                long_names += 1;
            }
            if k % 150 == 0 || long {
                sample.push((format!("{name}#{k}"), im.to_vec()));
            }
        }
    }
    assert!(total > 15_000, "found {total} SPIR-V images in dpctl 0.17's tensor libraries, expected 15,839");
    assert!(long_names >= 3, "no image with a long kernel name found");
    let mut times = Vec::new();
    let mut renamed = 0;
    for (what, im) in &sample {
        let m = ptx::spirv_to_ptx(im, &opts(), tools()).unwrap_or_else(|e| panic!("{what}: {e}"));
        check_module(&m, what);
        renamed += m.entry_names.iter().filter(|(a, b)| a != b).count();
        times.push(m.times.total);
    }
    assert!(renamed >= 3, "expected long entry names renamed, got {renamed}");
    times.sort_by(|a, b| a.total_cmp(b));
    let med = times[times.len() / 2];
    println!(
        "dpctl 0.17: {total} images, translated {} (median {:.3} s, max {:.3} s), {renamed} long entry names renamed",
        sample.len(),
        med,
        times.last().copied().unwrap_or(0.0)
    );
}

fn has_long_string(im: &[u8], len: usize) -> bool {
    // OpName/OpEntryPoint strings are NUL-terminated runs of printable bytes.
    let mut run = 0;
    for &b in im {
        if b.is_ascii_graphic() {
            run += 1;
            if run >= len {
                return true;
            }
        } else {
            run = 0;
        }
    }
    false
}

/// The PTX route's cache (src/core/ptx/route.rs): a second translation of
/// the same image is read from the cache and runs no tool; a damaged file
/// is a miss and is replaced; another compute capability is another item.
#[test]
fn route_cache_hits_and_survives_damage() {
    use syclrt::core::ptx::route;
    let dir = std::env::temp_dir().join(format!("syclrt-ptx-route-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let il = fixture("spec.spv");
    let cold = route::translate_with(&il, &opts(), tools(), Some(&dir)).expect("cold");
    assert!(!cold.from_cache);
    let translated = route::counters().translated;
    let warm = route::translate_with(&il, &opts(), tools(), Some(&dir)).expect("warm");
    assert!(warm.from_cache, "second translation must come from the cache");
    assert_eq!(warm.ptx, cold.ptx);
    assert_eq!(route::counters().translated, translated, "a cache hit runs no tool");
    let files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .flat_map(|d| std::fs::read_dir(d.path()).unwrap().flatten().map(|e| e.path()))
        .collect();
    assert_eq!(files.len(), 1, "{files:?}");
    // Damage: flip a byte of the PTX body; the next call translates again and repairs the file.
    let mut bytes = std::fs::read(&files[0]).unwrap();
    let n = bytes.len();
    bytes[n - 2] ^= 0x20;
    std::fs::write(&files[0], &bytes).unwrap();
    let again = route::translate_with(&il, &opts(), tools(), Some(&dir)).expect("after damage");
    assert!(!again.from_cache, "a damaged file is a miss");
    assert_eq!(again.ptx, cold.ptx);
    assert!(route::translate_with(&il, &opts(), tools(), Some(&dir)).unwrap().from_cache, "repaired");
    // Truncated to nothing: a miss too, never an error.
    std::fs::write(&files[0], b"").unwrap();
    assert!(!route::translate_with(&il, &opts(), tools(), Some(&dir)).unwrap().from_cache);
    let other = PtxOptions { sm: 80, ..opts() };
    assert!(!route::translate_with(&il, &other, tools(), Some(&dir)).unwrap().from_cache, "sm_80 is another item");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Long kernel names: the route renames them in the PTX and maps both ways
/// (kernel creation by the entry, info answers by the original name).
#[test]
#[ignore = "needs dpctl 0.17 from scripts/intel-runtime.sh; scripts/test.sh runs it as step ptx-dpctl"]
fn route_maps_long_kernel_names() {
    use syclrt::core::ptx::route;
    let libs = dpctl_libraries();
    let im = libs
        .iter()
        .flat_map(|(_, d)| spirv_images(d))
        .find(|im| has_long_string(im, 264))
        .expect("dpctl 0.17 has images with kernel names of 264+ characters");
    let t = route::translate_with(im, &opts(), tools(), None).expect("translate");
    assert!(!t.renamed.is_empty(), "an image with a 264+ character kernel name has a renamed entry");
    for (orig, short) in &t.renamed {
        assert!(orig.len() > 200 && short.len() < 64, "{orig} -> {short}");
        assert!(t.ptx.contains(&format!(".entry {short}(")), "entry {short} in the PTX");
        assert!(!t.ptx.contains(orig.as_str()), "the long name is gone from the PTX");
        assert_eq!(route::entry_name(orig).as_deref(), Some(short.as_str()));
        assert_eq!(route::original_name(short).as_deref(), Some(orig.as_str()));
        let answer = route::restore_names(format!("{short}\0").as_bytes()).unwrap();
        assert_eq!(answer, format!("{orig}\0").into_bytes());
    }
}

/// dpctl's float32 sum (the first kernel of its tree reduction, the one a
/// contiguous 1-D `sum` of 10^8 elements spends its time in; docs/ptx.md,
/// "The reduction") lowers to lean PTX: the input read with `ld.global`
/// (never generic loads), the work-group reduction as warp shuffles and at
/// most three barriers, no memory fence and no atomic anywhere (a
/// work-group collective needs none; a `fence.acq_rel.gpu` around each
/// sub-group block load once halved dpnp's elementwise bandwidth), and no
/// register spills, and its loop not unrolled at run time (one load in the
/// loop: the unrolled copy cost 12 registers and a quarter of the
/// occupancy, 175 vs 158 us on the H100, `bench-results/gpu-h100-round5-2026-11-26/`).
/// dpnp 0.20's copy of this kernel translates to the same
/// PTX (scripts/ptx-red-kernel.sh).
#[test]
#[ignore = "needs dpctl 0.17 from scripts/intel-runtime.sh; scripts/test.sh runs it as step ptx-dpctl"]
fn dpctl_float_sum_kernel_is_lean() {
    const KERNEL: &str = "_ZTSN5dpctl6tensor7kernels30reduction_over_group_temps_krnIffSt4plusIfENS0_12offset_utils\
                          26TwoOffsets_CombinedIndexerINS5_16Strided1DIndexerENS5_11NoOpIndexerEEES8_EE";
    let libs = dpctl_libraries();
    let (_, red) = libs.iter().find(|(n, _)| n == "_tensor_reductions_impl").expect("the reductions library");
    let needle = format!("{KERNEL}\0");
    let im = spirv_images(red)
        .into_iter()
        .find(|im| im.windows(needle.len()).any(|w| w == needle.as_bytes()))
        .expect("dpctl 0.17 defines the float32 sum kernel");
    let m = ptx::spirv_to_ptx(im, &opts(), tools()).expect("translate");
    check_module(&m, "float32 sum");
    assert_eq!(m.entry_name(KERNEL), Some(KERNEL));
    let code: Vec<&str> = m.ptx.lines().map(str::trim).filter(|l| !l.starts_with("//")).collect();
    let count = |p: &str| code.iter().filter(|l| l.starts_with(p)).count();
    assert_eq!(
        count("ld.global.f32"),
        1,
        "the main loop reads the input with one ld.global (no runtime-unrolled copy):\n{}",
        m.ptx
    );
    for l in &code {
        let generic = l.starts_with("ld.")
            && !["ld.global", "ld.shared", "ld.param", "ld.const"].iter().any(|s| l.starts_with(s));
        assert!(!generic, "generic load in the sum kernel: {l}");
        for bad in ["fence.", "membar.", "atom.", "red."] {
            assert!(!l.starts_with(bad), "{bad} in the sum kernel (a work-group collective needs none): {l}");
        }
    }
    let barriers = count("barrier.sync") + count("bar.sync");
    assert!((1..=3).contains(&barriers), "{barriers} barriers in the work-group reduction");
    assert!(count("shfl.sync.down.b32") >= 5, "the sub-group step is a shuffle tree");
    let Some(p) = ptxas() else {
        println!("SKIP: ptxas not installed (scripts/setup.sh installs nvidia-cuda-nvcc-cu12): registers not counted");
        return;
    };
    let dir = std::env::temp_dir().join(format!("syclrt-ptxas-sum-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("m.ptx"), &m.ptx).unwrap();
    let o = std::process::Command::new(&p)
        .arg("-v")
        .arg("-arch=sm_90")
        .arg(dir.join("m.ptx"))
        .arg("-o")
        .arg(dir.join("m.cubin"))
        .output()
        .unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    let info = String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success(), "ptxas: {info}");
    assert!(info.contains(" 0 bytes spill stores, 0 bytes spill loads"), "register spills: {info}");
    let regs = info.lines().find(|l| l.contains("registers")).unwrap_or("").trim().to_string();
    println!("float32 sum kernel, ptxas sm_90: {regs}");
    let n: u32 =
        regs.split("Used ").nth(1).and_then(|r| r.split(' ').next()).and_then(|r| r.parse().ok()).unwrap_or(99);
    assert!(n <= 32, "more than 32 registers: 128-item work-groups no longer reach full occupancy: {regs}");
}
