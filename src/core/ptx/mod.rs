//! The SPIR-V -> PTX stage: DPC++ device images (SPIR-V) made into PTX
//! that NVIDIA's OpenCL builds as a program binary. See docs/ptx.md.
//!
//! The stage runs packaged tools as subprocesses (Intel's `llvm-spirv`,
//! LLVM 19's `llvm-dis`, `llvm-link`, `opt`, `llc`) and links libclc-19
//! and syclrt's own builtin library ([`BUILTINS_BC`], built from
//! `src/core/ptx/builtins/` by `scripts/build-ptx-builtins.sh`):
//!
//! 1. `llvm-spirv -r --spirv-target-env=CL2.0`: SPIR-V -> `spir64` bitcode;
//! 2. `llvm-dis`, then [`ir::rewrite`]: address spaces, calling conventions,
//!    library names, triple, ordered atomics;
//! 3. `llvm-link --only-needed` with the builtins, then libclc;
//! 4. `opt`: internalize all but the kernels, global DCE, O3, no runtime
//!    loop unrolling (NVPTX's default: it gave dpctl's reduction a second,
//!    16-load copy of its loop that no launch takes, 44 registers instead of
//!    32 and 62.5 % occupancy; on the H100 that kernel ran 175 us without
//!    this option and 158 us with it, docs/ptx.md);
//! 5. `llc -mcpu=sm_<n> -mattr=+ptx<isa>`;
//! 6. [`text::align_module_arrays`] (libclc's tables read by vector loads),
//!    [`text::shorten_entries`], and checks: every called function defined,
//!    no `.extern .func`, every kernel present.
//!
//! The API is narrow: [`discover`] the tools once, [`spirv_to_ptx`] per
//! image, [`cache_key`] for the persistent cache.

pub mod ir;
pub mod mangle;
pub mod route;
pub mod spec;
pub mod text;
pub mod tools;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use sha1::{Digest, Sha1};

use crate::core::error::{Error, Result, Status};
pub use tools::{discover, ToolSearch, Tools};

/// syclrt's builtin library for NVPTX (what libclc-19 lacks and DPC++ calls),
/// LLVM 19 bitcode built by `scripts/build-ptx-builtins.sh`.
pub static BUILTINS_BC: &[u8] = include_bytes!("builtins/syclrt-builtins-nvptx64.bc");

/// Bumped whenever the stage's output for the same input and tools changes.
/// cbindgen:ignore
pub const STAGE_VERSION: u32 = 3;

/// Longest `.entry` name left as it is (NVIDIA's driver 580 corrupts its
/// heap from 264 characters on).
/// cbindgen:ignore
pub const DEFAULT_MAX_ENTRY_LEN: usize = 200;

/// What to generate.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PtxOptions {
    /// Compute capability as a number: 90 for sm_90.
    pub sm: u32,
    /// PTX ISA version as a number: 78 for 7.8. 0: llc's default for `sm`.
    pub ptx_isa: u32,
    /// Entries with longer names are renamed ([`text::shorten_entries`]).
    pub max_entry_len: usize,
    /// Limit for each tool process, in seconds.
    pub tool_timeout_s: u64,
}

impl Default for PtxOptions {
    fn default() -> PtxOptions {
        PtxOptions { sm: 70, ptx_isa: 0, max_entry_len: DEFAULT_MAX_ENTRY_LEN, tool_timeout_s: 120 }
    }
}

impl PtxOptions {
    /// Options for a device of compute capability `major.minor`.
    pub fn for_compute_capability(major: u32, minor: u32) -> PtxOptions {
        PtxOptions { sm: major * 10 + minor, ..PtxOptions::default() }
    }
}

/// Wall time of each stage, in seconds.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct StageTimes {
    pub translate: f64,
    pub rewrite: f64,
    pub link: f64,
    pub opt: f64,
    pub llc: f64,
    pub total: f64,
}

/// The result of the stage.
#[derive(Clone, Debug, PartialEq)]
pub struct PtxModule {
    /// The PTX text (no trailing NUL).
    pub ptx: String,
    /// The kernels of the image, by their original (SPIR-V) names.
    pub kernels: Vec<String>,
    /// Original name -> name in the PTX, for every kernel (identity for short names).
    pub entry_names: BTreeMap<String, String>,
    /// Library functions renamed from SPIR to NVPTX mangling.
    pub renamed_builtins: usize,
    /// Ordered atomics lowered to monotonic ones between fences.
    pub atomics_lowered: usize,
    pub times: StageTimes,
}

impl PtxModule {
    /// The PTX entry name of a kernel given by its original name.
    pub fn entry_name(&self, original: &str) -> Option<&str> {
        self.entry_names.get(original).map(String::as_str)
    }
}

/// A temporary directory removed on drop.
pub(crate) struct TempDir(PathBuf);

impl TempDir {
    pub(crate) fn new() -> Result<TempDir> {
        static N: AtomicU64 = AtomicU64::new(0);
        let base = std::env::temp_dir();
        for _ in 0..100 {
            let n = N.fetch_add(1, Ordering::Relaxed);
            let nanos = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.subsec_nanos())
                .unwrap_or(0);
            let p = base.join(format!("syclrt-ptx-{}-{n}-{nanos}", std::process::id()));
            match std::fs::create_dir(&p) {
                Ok(()) => return Ok(TempDir(p)),
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(e) => {
                    return Err(Error::new(
                        Status::OutOfResources,
                        format!("SPIR-V -> PTX: cannot create a directory in {}: {e}", base.display()),
                    ))
                }
            }
        }
        Err(Error::new(Status::OutOfResources, "SPIR-V -> PTX: no free temporary directory name"))
    }
    pub(crate) fn file(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

pub(crate) fn write(p: &Path, data: &[u8]) -> Result<()> {
    std::fs::write(p, data)
        .map_err(|e| Error::new(Status::OutOfResources, format!("SPIR-V -> PTX: writing {}: {e}", p.display())))
}

const SPIRV_MAGIC: u32 = 0x0723_0203;

/// Checks that `spirv` looks like a SPIR-V module before any tool sees it.
pub fn check_spirv(spirv: &[u8]) -> Result<()> {
    if spirv.len() < 20 || spirv.len() % 4 != 0 {
        return Err(Error::new(
            Status::InvalidValue,
            format!("not a SPIR-V module: {} bytes (a module is a multiple of 4 bytes, at least 20)", spirv.len()),
        ));
    }
    let magic = u32::from_le_bytes([spirv[0], spirv[1], spirv[2], spirv[3]]);
    if magic != SPIRV_MAGIC {
        return Err(Error::new(
            Status::InvalidValue,
            format!("not a SPIR-V module: magic {magic:#010x}, expected {SPIRV_MAGIC:#010x} (little-endian)"),
        ));
    }
    Ok(())
}

/// Translates one SPIR-V image to PTX. See the module documentation.
pub fn spirv_to_ptx(spirv: &[u8], opts: &PtxOptions, tools: &Tools) -> Result<PtxModule> {
    check_spirv(spirv)?;
    let t0 = Instant::now();
    let timeout = Duration::from_secs(opts.tool_timeout_s.max(1));
    let dir = TempDir::new()?;
    let (spv, bc, ll, linked, opted, builtins, keep) = (
        dir.file("in.spv"),
        dir.file("in.bc"),
        dir.file("nvptx.ll"),
        dir.file("linked.bc"),
        dir.file("opt.bc"),
        dir.file("builtins.bc"),
        dir.file("kernels.txt"),
    );
    write(&spv, spirv)?;
    write(&builtins, BUILTINS_BC)?;
    let mut times = StageTimes::default();

    let mut c = Command::new(&tools.llvm_spirv);
    c.arg("-r").arg("--spirv-target-env=CL2.0").arg(&spv).arg("-o").arg(&bc);
    // The PyPI package's translator needs the libonnxruntime it ships beside it.
    if let Some(lib) = tools.llvm_spirv.parent().and_then(Path::parent).map(|p| p.join("lib")) {
        c.env("LD_LIBRARY_PATH", lib);
    }
    tools::run(c, None, "SPIR-V -> LLVM (llvm-spirv)", timeout)?;
    let mut c = Command::new(&tools.llvm_dis);
    c.arg(&bc).arg("-o").arg("-");
    let text = tools::run(c, None, "llvm-dis", timeout)?;
    times.translate = t0.elapsed().as_secs_f64();

    let t = Instant::now();
    let text = String::from_utf8(text)
        .map_err(|_| Error::new(Status::BuildFailed, "SPIR-V -> PTX: llvm-dis wrote text that is not UTF-8"))?;
    let rw = ir::rewrite(&text);
    if rw.kernels.is_empty() {
        return Err(Error::new(Status::InvalidValue, "SPIR-V -> PTX: the SPIR-V module defines no kernel"));
    }
    write(&ll, rw.text.as_bytes())?;
    write(&keep, rw.kernels.join("\n").as_bytes())?;
    times.rewrite = t.elapsed().as_secs_f64();

    let t = Instant::now();
    let mut c = Command::new(&tools.llvm_link);
    c.arg(&ll).arg("--only-needed").arg(&builtins).arg(&tools.libclc).arg("-o").arg(&linked);
    tools::run(c, None, "llvm-link", timeout)?;
    times.link = t.elapsed().as_secs_f64();

    let t = Instant::now();
    let mcpu = format!("-mcpu=sm_{}", opts.sm);
    let mut c = Command::new(&tools.opt);
    c.arg(&mcpu)
        .arg("-passes=internalize,globaldce,default<O3>")
        .arg("-unroll-runtime=false")
        .arg(format!("-internalize-public-api-file={}", keep.display()))
        .arg(&linked)
        .arg("-o")
        .arg(&opted);
    tools::run(c, None, "opt", timeout)?;
    times.opt = t.elapsed().as_secs_f64();

    let t = Instant::now();
    let mut c = Command::new(&tools.llc);
    c.arg(format!("-mtriple={}", ir::NVPTX_TRIPLE)).arg(&mcpu);
    if opts.ptx_isa > 0 {
        c.arg(format!("-mattr=+ptx{}", opts.ptx_isa));
    }
    c.arg(&opted).arg("-o").arg("-");
    let ptx = tools::run(c, None, "llc (LLVM -> PTX)", timeout)?;
    times.llc = t.elapsed().as_secs_f64();
    let ptx = String::from_utf8(ptx)
        .map_err(|_| Error::new(Status::BuildFailed, "SPIR-V -> PTX: llc wrote text that is not UTF-8"))?;

    let defined = text::defined_functions(&ptx);
    let mut externs = text::extern_functions(&ptx);
    externs.extend(text::call_targets(&ptx).into_iter().filter(|c| !defined.contains(c)));
    externs.sort();
    externs.dedup();
    if !externs.is_empty() {
        return Err(Error::new(
            Status::Unsupported,
            format!(
                "SPIR-V -> PTX: the program calls functions that neither libclc nor syclrt's builtin library \
                 defines: {}",
                externs.join(", ")
            ),
        ));
    }
    let (ptx, _) = text::align_module_arrays(&ptx);
    let (ptx, renamed) = text::shorten_entries(&ptx, opts.max_entry_len);
    let present: std::collections::BTreeSet<String> = text::entries(&ptx).into_iter().map(|e| e.name).collect();
    let mut entry_names = BTreeMap::new();
    for k in &rw.kernels {
        let n = renamed.get(k).cloned().unwrap_or_else(|| k.clone());
        if !present.contains(&n) {
            return Err(Error::new(Status::BuildFailed, format!("SPIR-V -> PTX: kernel {k} is missing from the PTX")));
        }
        entry_names.insert(k.clone(), n);
    }
    times.total = t0.elapsed().as_secs_f64();
    Ok(PtxModule {
        ptx,
        kernels: rw.kernels,
        entry_names,
        renamed_builtins: rw.renamed.len(),
        atomics_lowered: rw.atomics_lowered,
        times,
    })
}

/// Key of the PTX of `spirv` in a persistent cache: the image, the options,
/// the stage version, the builtin library and the tool set's identity
/// (paths, sizes and times of the files), so that a translator, LLVM or
/// libclc update misses. 40 hex digits.
pub fn cache_key(spirv: &[u8], opts: &PtxOptions, tools: &Tools) -> String {
    let mut h = Sha1::new();
    h.update(b"syclrt-ptx\0");
    h.update(STAGE_VERSION.to_le_bytes());
    h.update(format!("sm={};isa={};maxlen={}\0", opts.sm, opts.ptx_isa, opts.max_entry_len).as_bytes());
    h.update(tools.identity().as_bytes());
    h.update(Sha1::digest(BUILTINS_BC));
    h.update(Sha1::digest(spirv));
    h.finalize().iter().map(|b| format!("{b:02x}")).collect()
}

/// The SPIR-V modules inside `data`: `data` itself when it starts with the
/// SPIR-V magic (an `.spv` file), else every module embedded in it (device
/// images inside a DPC++-built shared library), each found by its header
/// (magic, schema 0) and its instruction stream up to its last
/// `OpFunctionEnd`. Compressed images are not found.
pub fn spirv_images(data: &[u8]) -> Vec<&[u8]> {
    if data.len() >= 4 && data[..4] == [0x03, 0x02, 0x23, 0x07] {
        return vec![data];
    }
    let word = |p: usize| u32::from_le_bytes([data[p], data[p + 1], data[p + 2], data[p + 3]]);
    let mut out = Vec::new();
    let mut i = 0;
    while i + 20 <= data.len() {
        if data[i..i + 4] != [0x03, 0x02, 0x23, 0x07] || word(i + 16) != 0 {
            i += 1;
            continue;
        }
        let mut p = i + 20;
        let mut last = None;
        while p + 4 <= data.len() {
            let w = word(p);
            let (wc, op) = ((w >> 16) as usize, w & 0xffff);
            if wc == 0 || w == 0x0723_0203 || p + 4 * wc > data.len() {
                break;
            }
            p += 4 * wc;
            if op == 56 && wc == 1 {
                last = Some(p);
            }
        }
        match last {
            Some(end) => {
                out.push(&data[i..end]);
                i = end;
            }
            None => i += 4,
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_spirv_modules_whole_and_embedded() {
        let spv: &[u8] = include_bytes!("../../../tests/fixtures/spec.spv");
        assert_eq!(spirv_images(spv), vec![spv], "an .spv file is its own module");
        let mut blob = b"\x7fELF junk before".to_vec();
        blob.extend_from_slice(spv);
        blob.extend_from_slice(b"and after");
        blob.extend_from_slice(spv);
        let found = spirv_images(&blob);
        assert_eq!(found.len(), 2, "two embedded modules");
        assert!(found.iter().all(|m| *m == spv), "each up to its last OpFunctionEnd");
        assert!(spirv_images(b"no spir-v here at all, just text").is_empty());
        assert!(spirv_images(&[]).is_empty());
    }

    #[test]
    fn rejects_non_spirv_before_any_tool() {
        let t = Tools {
            llvm_spirv: "/nonexistent".into(),
            llvm_dis: "/nonexistent".into(),
            llvm_link: "/nonexistent".into(),
            opt: "/nonexistent".into(),
            llc: "/nonexistent".into(),
            libclc: "/nonexistent".into(),
        };
        let e = spirv_to_ptx(b"not spir-v at all, really", &PtxOptions::default(), &t).unwrap_err();
        assert_eq!(e.status, Status::InvalidValue, "{e}");
        let e = spirv_to_ptx(&[0u8; 3], &PtxOptions::default(), &t).unwrap_err();
        assert_eq!(e.status, Status::InvalidValue, "{e}");
    }

    #[test]
    fn missing_tools_are_named() {
        let s = ToolSearch { system_dirs: false, ..ToolSearch::default() };
        let e = discover(&s).unwrap_err();
        assert_eq!(e.status, Status::Unsupported);
        for want in ["pip install dpcpp-llvm-spirv==2024.2.0", "apt-get install llvm-19", "apt-get install libclc-19"] {
            assert!(e.message.contains(want), "{want} not in: {e}");
        }
    }
}
