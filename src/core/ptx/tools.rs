//! Finding and running the packaged tools of the SPIR-V -> PTX stage.
//!
//! Everything is found at run time; nothing is linked. The tools:
//!
//! | piece | from | found as |
//! |---|---|---|
//! | `llvm-spirv` | PyPI `dpcpp-llvm-spirv==2024.2.0` (Intel's translator) | `SYCLRT_LLVM_SPIRV`, then `dpcpp_llvm_spirv/bin/llvm-spirv` in the site-packages of `$VIRTUAL_ENV`, of every `bin` directory on `PATH`, of `~/.local`, then `llvm-spirv` on `PATH` |
//! | `llvm-dis`, `llvm-link`, `opt`, `llc` (LLVM 19) | Debian `llvm-19` | `SYCLRT_LLVM_DIR`, then `/usr/lib/llvm-19/bin`, then `<tool>-19` on `PATH` |
//! | `nvptx64--nvidiacl.bc` | Debian `libclc-19` | `SYCLRT_LIBCLC`, then `/usr/lib/clc`, `/usr/share/clc`, `/usr/lib/llvm-19/lib/clc` |

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use crate::core::error::{Error, Result, Status};

/// Where to look: the values of the `SYCLRT_*` overrides and of the
/// system variables that locate Python environments (from `config`).
#[derive(Clone, Debug, Default)]
pub struct ToolSearch {
    pub llvm_dir: Option<PathBuf>,
    pub llvm_spirv: Option<PathBuf>,
    pub libclc: Option<PathBuf>,
    pub path: Option<String>,
    pub virtual_env: Option<PathBuf>,
    pub home: Option<PathBuf>,
    /// Look in the standard system places (`/usr/lib/llvm-19/bin`, `/usr/lib/clc`).
    /// Tests turn this off to prove the error path.
    pub system_dirs: bool,
}

impl ToolSearch {
    /// The search configured by the environment (`config`).
    pub fn from_config(c: &crate::config::Config) -> ToolSearch {
        ToolSearch {
            llvm_dir: c.ptx.llvm_dir.as_ref().map(PathBuf::from),
            llvm_spirv: c.ptx.llvm_spirv.as_ref().map(PathBuf::from),
            libclc: c.ptx.libclc.as_ref().map(PathBuf::from),
            path: c.ptx.path.clone(),
            virtual_env: c.ptx.virtual_env.as_ref().map(PathBuf::from),
            home: c.ptx.home.as_ref().map(PathBuf::from),
            system_dirs: true,
        }
    }
}

/// The tools found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tools {
    pub llvm_spirv: PathBuf,
    pub llvm_dis: PathBuf,
    pub llvm_link: PathBuf,
    pub opt: PathBuf,
    pub llc: PathBuf,
    pub libclc: PathBuf,
}

fn is_file(p: &Path) -> bool {
    std::fs::metadata(p).map(|m| m.is_file()).unwrap_or(false)
}

fn path_dirs(s: &ToolSearch) -> Vec<PathBuf> {
    s.path
        .as_deref()
        .map(|p| std::env::split_paths(p).filter(|d| !d.as_os_str().is_empty()).collect())
        .unwrap_or_default()
}

fn site_packages(prefix: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for lib in ["lib", "lib64", "local/lib"] {
        if let Ok(rd) = std::fs::read_dir(prefix.join(lib)) {
            let mut pys: Vec<PathBuf> = rd
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with("python3")))
                .collect();
            pys.sort();
            for py in pys.into_iter().rev() {
                out.push(py.join("site-packages"));
                out.push(py.join("dist-packages"));
            }
        }
    }
    out
}

fn find_llvm_spirv(s: &ToolSearch) -> Option<PathBuf> {
    if let Some(p) = &s.llvm_spirv {
        return is_file(p).then(|| p.clone());
    }
    let mut prefixes: Vec<PathBuf> = Vec::new();
    if let Some(v) = &s.virtual_env {
        prefixes.push(v.clone());
    }
    for d in path_dirs(s) {
        if let Some(parent) = d.parent() {
            prefixes.push(parent.to_path_buf());
        }
    }
    if let Some(h) = &s.home {
        prefixes.push(h.join(".local"));
    }
    if s.system_dirs {
        prefixes.push(PathBuf::from("/usr"));
        prefixes.push(PathBuf::from("/usr/local"));
    }
    for pre in prefixes {
        for sp in site_packages(&pre) {
            let c = sp.join("dpcpp_llvm_spirv/bin/llvm-spirv");
            if is_file(&c) {
                return Some(c);
            }
        }
    }
    path_dirs(s).into_iter().map(|d| d.join("llvm-spirv")).find(|c| is_file(c))
}

fn find_llvm_tool(s: &ToolSearch, name: &str) -> Option<PathBuf> {
    if let Some(d) = &s.llvm_dir {
        let c = d.join(name);
        return is_file(&c).then_some(c);
    }
    if s.system_dirs {
        let c = Path::new("/usr/lib/llvm-19/bin").join(name);
        if is_file(&c) {
            return Some(c);
        }
    }
    path_dirs(s).into_iter().map(|d| d.join(format!("{name}-19"))).find(|c| is_file(c))
}

fn find_libclc(s: &ToolSearch, llvm_dir: Option<&Path>) -> Option<PathBuf> {
    const FILE: &str = "nvptx64--nvidiacl.bc";
    if let Some(p) = &s.libclc {
        return is_file(p).then(|| p.clone());
    }
    let mut dirs = Vec::new();
    if let Some(d) = llvm_dir.and_then(Path::parent) {
        dirs.push(d.join("lib/clc"));
        dirs.push(d.join("share/clc"));
    }
    if s.system_dirs {
        for d in ["/usr/lib/clc", "/usr/share/clc", "/usr/lib/llvm-19/lib/clc", "/usr/local/lib/clc"] {
            dirs.push(PathBuf::from(d));
        }
    }
    dirs.into_iter().map(|d| d.join(FILE)).find(|c| is_file(c))
}

/// Finds every tool, or fails with `UNSUPPORTED` naming exactly what is
/// missing and how to install it.
pub fn discover(s: &ToolSearch) -> Result<Tools> {
    let mut missing: Vec<String> = Vec::new();
    let spirv = find_llvm_spirv(s);
    if spirv.is_none() {
        missing.push(match &s.llvm_spirv {
            Some(p) => format!("Intel's SPIR-V translator: SYCLRT_LLVM_SPIRV={} is not a file", p.display()),
            None => "Intel's SPIR-V translator llvm-spirv (`pip install dpcpp-llvm-spirv==2024.2.0`, \
                     or set SYCLRT_LLVM_SPIRV to its path)"
                .to_string(),
        });
    }
    let llvm: Vec<(&str, Option<PathBuf>)> =
        ["llvm-dis", "llvm-link", "opt", "llc"].into_iter().map(|t| (t, find_llvm_tool(s, t))).collect();
    let llvm_missing: Vec<&str> = llvm.iter().filter(|(_, p)| p.is_none()).map(|(t, _)| *t).collect();
    if !llvm_missing.is_empty() {
        missing.push(match &s.llvm_dir {
            Some(d) => format!("LLVM 19 tools {} in SYCLRT_LLVM_DIR={}", llvm_missing.join(", "), d.display()),
            None => format!(
                "LLVM 19 tools {} (`apt-get install llvm-19`: /usr/lib/llvm-19/bin; or set SYCLRT_LLVM_DIR)",
                llvm_missing.join(", ")
            ),
        });
    }
    let llc_dir = llvm.iter().find(|(t, _)| *t == "llc").and_then(|(_, p)| p.as_deref()).and_then(Path::parent);
    let libclc = find_libclc(s, llc_dir);
    if libclc.is_none() {
        missing.push(match &s.libclc {
            Some(p) => format!("libclc: SYCLRT_LIBCLC={} is not a file", p.display()),
            None => "libclc's nvptx64--nvidiacl.bc (`apt-get install libclc-19`: /usr/lib/clc; \
                     or set SYCLRT_LIBCLC to the file)"
                .to_string(),
        });
    }
    if !missing.is_empty() {
        return Err(Error::new(
            Status::Unsupported,
            format!(
                "building SPIR-V for this device (PTX binaries, no SPIR-V IL) needs tools that are missing: {}",
                missing.join("; ")
            ),
        ));
    }
    let get = |t: &str| llvm.iter().find(|(n, _)| *n == t).and_then(|(_, p)| p.clone()).unwrap_or_default();
    Ok(Tools {
        llvm_spirv: spirv.unwrap_or_default(),
        llvm_dis: get("llvm-dis"),
        llvm_link: get("llvm-link"),
        opt: get("opt"),
        llc: get("llc"),
        libclc: libclc.unwrap_or_default(),
    })
}

impl Tools {
    /// What identifies this tool set in a cache key: each file's path,
    /// size and modification time (an update of a package changes them).
    pub fn identity(&self) -> String {
        let mut s = String::new();
        // The LLVM tools are small executables over libLLVM: an update of
        // the library alone must miss too.
        let mut files: Vec<PathBuf> = vec![
            self.llvm_spirv.clone(),
            self.llvm_dis.clone(),
            self.llvm_link.clone(),
            self.opt.clone(),
            self.llc.clone(),
            self.libclc.clone(),
        ];
        if let Some(lib) = self.llc.parent().and_then(Path::parent).map(|d| d.join("lib/libLLVM.so.19.1")) {
            files.push(lib);
        }
        for d in ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib"] {
            files.push(Path::new(d).join("libLLVM.so.19.1"));
        }
        for p in files.iter().filter(|p| p.exists()) {
            let (len, mtime) = std::fs::metadata(p)
                .map(|m| {
                    let t = m
                        .modified()
                        .ok()
                        .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
                        .map(|d| d.as_nanos())
                        .unwrap_or(0);
                    (m.len(), t)
                })
                .unwrap_or((0, 0));
            s.push_str(&format!("{}:{len}:{mtime};", p.display()));
        }
        s
    }
}

/// Runs `cmd` with `input` on stdin (if any); returns stdout, or a
/// BUILD_FAILED error with the tool's stderr. A tool that runs longer than
/// `timeout` is killed.
pub fn run(mut cmd: Command, input: Option<&[u8]>, what: &str, timeout: Duration) -> Result<Vec<u8>> {
    cmd.stdin(if input.is_some() { Stdio::piped() } else { Stdio::null() });
    cmd.stdout(Stdio::piped()).stderr(Stdio::piped());
    let shown = format!("{cmd:?}");
    let mut child =
        cmd.spawn().map_err(|e| Error::new(Status::Unsupported, format!("{what}: cannot run {shown}: {e}")))?;
    let writer = match (input, child.stdin.take()) {
        (Some(data), Some(mut stdin)) => {
            let data = data.to_vec();
            Some(std::thread::spawn(move || {
                let _ = stdin.write_all(&data);
            }))
        }
        _ => None,
    };
    let mut stdout = child.stdout.take();
    let mut stderr = child.stderr.take();
    let out_t = std::thread::spawn(move || {
        let mut v = Vec::new();
        if let Some(o) = stdout.as_mut() {
            let _ = std::io::Read::read_to_end(o, &mut v);
        }
        v
    });
    let err_t = std::thread::spawn(move || {
        let mut v = Vec::new();
        if let Some(o) = stderr.as_mut() {
            let _ = std::io::Read::read_to_end(o, &mut v);
        }
        v
    });
    let start = std::time::Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(s)) => break s,
            Ok(None) if start.elapsed() > timeout => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(Error::new(
                    Status::BuildFailed,
                    format!("{what}: {shown} ran longer than {} s and was stopped", timeout.as_secs()),
                ));
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(2)),
            Err(e) => return Err(Error::new(Status::BuildFailed, format!("{what}: waiting for {shown}: {e}"))),
        }
    };
    if let Some(w) = writer {
        let _ = w.join();
    }
    let out = out_t.join().unwrap_or_default();
    let err = err_t.join().unwrap_or_default();
    if !status.success() {
        let mut e = String::from_utf8_lossy(&err).into_owned();
        if e.len() > 4000 {
            e.truncate(4000);
            e.push_str("...");
        }
        return Err(Error::new(Status::BuildFailed, format!("{what} failed ({status}): {shown}\n{e}")));
    }
    Ok(out)
}
