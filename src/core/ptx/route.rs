//! The PTX route: SPIR-V programs on devices that take PTX binaries and no
//! SPIR-V IL (NVIDIA's OpenCL), written once below every face.
//!
//! - [`target`]: whether a device takes this route, decided from the
//!   device (no SPIR-V in `CL_DEVICE_IL_VERSION`, and it answers
//!   `CL_DEVICE_COMPUTE_CAPABILITY_MAJOR/MINOR_NV`), never from a name list;
//!   `SYCLRT_PTX=off` turns the route off.
//! - [`program_for`]: the program of SPIR-V on the route's devices, when
//!   `core::route` (the one route decision) picks this route: the
//!   stage's PTX (from the persistent cache when it holds it) given to
//!   `clCreateProgramWithBinary`. The persistent cache's own item for the
//!   built program (keyed by the IL, device and driver version:
//!   `cache::redirect`) stores the driver's binary on top.
//! - [`entry_name`] / [`original_name`]: long kernel names are renamed in
//!   the PTX (the driver corrupts its heap on entries of 264+ characters);
//!   kernels are created by the PTX name and report the original one.
//! - [`device_answer`]: the device answers the route changes (sub-groups are
//!   warps of 32; SPIR-V is accepted).
//! - [`build_options`]: the options a PTX binary program is built with.
//!
//! The PTX cache holds one file per `ptx::cache_key` under
//! `<persistent cache root>/ptx/<2 hex>/<key>.ptx`: a header line with the
//! key, the PTX's SHA-1 and length, one line per renamed entry, then the
//! PTX. A file whose header or checksum does not match is a miss and is
//! replaced; writes are a temporary file renamed into place, so a reader
//! never sees half a file. The cache is a hint: any problem with it only
//! means translating again.

use super::{cache_key, discover, spirv_to_ptx, PtxOptions, ToolSearch, Tools};
use crate::cl::sys::{
    cl_device_id, CL_DEVICE_EXTENSIONS, CL_DEVICE_HALF_FP_CONFIG, CL_DEVICE_IL_VERSION, CL_DEVICE_MAX_NUM_SUB_GROUPS,
    CL_DEVICE_MAX_WORK_GROUP_SIZE, CL_DEVICE_SUB_GROUP_SIZES_INTEL,
};
use crate::cl::{self, DeviceId};
use crate::core::error::{Error, Result, Status};
use sha1::{Digest, Sha1};
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::{Arc, LazyLock, OnceLock, RwLock};

/// `cl_nv_device_attribute_query`: the compute capability.
const CL_DEVICE_COMPUTE_CAPABILITY_MAJOR_NV: u32 = 0x4000;
const CL_DEVICE_COMPUTE_CAPABILITY_MINOR_NV: u32 = 0x4001;

/// The sub-group size of the route: a warp (docs/ptx.md, the builtin library).
/// cbindgen:ignore
pub const WARP: usize = 32;

/// The IL versions the route accepts (what the translator reads).
const IL_VERSIONS: &str = "SPIR-V_1.0 SPIR-V_1.1 SPIR-V_1.2 SPIR-V_1.3 SPIR-V_1.4";

/// Per device (in `core::handles`): the stage's options when the device
/// takes the route.
struct Target(Option<PtxOptions>);

/// Whether the route is on (`SYCLRT_PTX`: auto or unset on, `off` off).
fn enabled() -> bool {
    !matches!(crate::config::get().ptx.mode.as_deref(), Some("off" | "0" | "none"))
}

/// The stage's options for `dev` when it takes the route: it lists no
/// SPIR-V IL and answers its compute capability. Cached per device.
pub fn target(dev: DeviceId) -> Option<PtxOptions> {
    if !enabled() || dev.0.is_null() {
        return None;
    }
    crate::core::handles::get_or_insert_with(dev.0 as usize, || Target(probe(dev))).0.clone()
}

/// What [`target`] answers for `dev`, asked of the driver.
fn probe(dev: DeviceId) -> Option<PtxOptions> {
    let il = dev.info_string(CL_DEVICE_IL_VERSION).unwrap_or_default();
    let t = if il.contains("SPIR-V") {
        None
    } else {
        match (
            dev.info::<u32>(CL_DEVICE_COMPUTE_CAPABILITY_MAJOR_NV),
            dev.info::<u32>(CL_DEVICE_COMPUTE_CAPABILITY_MINOR_NV),
        ) {
            (Ok(major), Ok(minor)) if major > 0 => Some(PtxOptions::for_compute_capability(major, minor)),
            _ => None,
        }
    };
    if t.is_some() {
        ANY_TARGET.store(true, std::sync::atomic::Ordering::Relaxed);
    }
    t
}

/// Set once a device of this process is found to take the route.
static ANY_TARGET: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Whether any device seen so far takes the route (the builds of a process
/// without one skip every route check).
#[inline]
pub fn any_target() -> bool {
    ANY_TARGET.load(std::sync::atomic::Ordering::Relaxed)
}

/// Whether every device in `devs` takes the route (and there is one).
pub fn all_targets(devs: &[DeviceId]) -> bool {
    !devs.is_empty() && devs.iter().all(|&d| target(d).is_some())
}

/// The tools, discovered once per process.
pub fn tools() -> Result<&'static Tools> {
    static TOOLS: OnceLock<std::result::Result<Tools, Error>> = OnceLock::new();
    TOOLS.get_or_init(|| discover(&ToolSearch::from_config(crate::config::get()))).as_ref().map_err(Clone::clone)
}

/// Original kernel name <-> PTX entry name, for every renamed entry this
/// process has seen (translated or loaded). Both directions are pure
/// functions of the name (a hash), so an entry never goes stale.
#[derive(Default)]
struct Names {
    to_entry: HashMap<String, String>,
    to_original: HashMap<String, String>,
}

static NAMES: LazyLock<RwLock<Names>> = LazyLock::new(Default::default);

/// Remembers renamed kernels (original -> new) of either route (PTX
/// entries, bitcode kernels): both name them by `text::short_entry_name`.
pub(crate) fn remember(map: &BTreeMap<String, String>) {
    if map.is_empty() {
        return;
    }
    if let Ok(mut n) = NAMES.write() {
        for (orig, short) in map {
            n.to_entry.insert(orig.clone(), short.clone());
            n.to_original.insert(short.clone(), orig.clone());
        }
    }
}

/// The PTX entry of a kernel given by its original name (itself unless a
/// PTX program renamed it).
pub fn entry_name(original: &str) -> Option<String> {
    if original.len() <= super::DEFAULT_MAX_ENTRY_LEN {
        return None;
    }
    NAMES.read().ok()?.to_entry.get(original).cloned()
}

/// The original name of a PTX entry (itself unless renamed).
pub fn original_name(entry: &str) -> Option<String> {
    if !entry.starts_with("_syclrt_k") {
        return None;
    }
    NAMES.read().ok()?.to_original.get(entry).cloned()
}

/// Whether any entry was renamed in this process (the info answers then
/// translate names back).
pub fn any_renamed() -> bool {
    NAMES.read().is_ok_and(|n| !n.to_original.is_empty())
}

/// `CL_KERNEL_FUNCTION_NAME` / `CL_PROGRAM_KERNEL_NAMES` bytes with renamed
/// entries given back their original names (`;`-separated, NUL-terminated).
pub fn restore_names(bytes: &[u8]) -> Option<Vec<u8>> {
    let s = std::str::from_utf8(bytes.strip_suffix(&[0]).unwrap_or(bytes)).ok()?;
    if !s.contains("_syclrt_k") {
        return None;
    }
    let mut out: Vec<String> = Vec::new();
    for part in s.split(';') {
        out.push(original_name(part).unwrap_or_else(|| part.to_string()));
    }
    let mut v = out.join(";").into_bytes();
    v.push(0);
    Some(v)
}

/// A device answer the route changes, in OpenCL's terms, or `None` for the
/// driver's own answer.
pub fn device_answer(dev: cl_device_id, param: u32) -> Option<Vec<u8>> {
    let d = DeviceId(dev);
    match param {
        CL_DEVICE_IL_VERSION
        | CL_DEVICE_SUB_GROUP_SIZES_INTEL
        | CL_DEVICE_MAX_NUM_SUB_GROUPS
        | CL_DEVICE_EXTENSIONS
        | CL_DEVICE_HALF_FP_CONFIG => {}
        _ => return None,
    }
    target(d)?;
    Some(match param {
        CL_DEVICE_IL_VERSION => {
            let mut v = IL_VERSIONS.as_bytes().to_vec();
            v.push(0);
            v
        }
        // The route compiles half precision (PTX's f16 instructions and the
        // builtin library's fp16 math), which the driver's OpenCL C lacks.
        CL_DEVICE_EXTENSIONS => {
            let own = d.info_string(CL_DEVICE_EXTENSIONS).unwrap_or_default();
            let mut s = own.trim_end().to_string();
            for ext in ["cl_khr_fp16", "cl_khr_il_program"] {
                if !s.split_whitespace().any(|e| e == ext) {
                    s.push(' ');
                    s.push_str(ext);
                }
            }
            s.push('\0');
            s.into_bytes()
        }
        // CL_FP_DENORM | CL_FP_INF_NAN | CL_FP_ROUND_TO_NEAREST | CL_FP_FMA.
        CL_DEVICE_HALF_FP_CONFIG => 0x27u64.to_ne_bytes().to_vec(),
        CL_DEVICE_SUB_GROUP_SIZES_INTEL => WARP.to_ne_bytes().to_vec(),
        _ => {
            let wg = d.info::<usize>(CL_DEVICE_MAX_WORK_GROUP_SIZE).unwrap_or(1024);
            ((wg / WARP).max(1) as u32).to_ne_bytes().to_vec()
        }
    })
}

/// A kernel's sub-group answer on a route device: warps of [`WARP`]
/// work-items in local linear order, the last one possibly partial.
/// `local`: the local size the query gives (work-items), `wg_max` the
/// kernel's work-group size limit.
pub fn kernel_sub_group_answer(param: u32, local: usize, wg_max: usize) -> Option<usize> {
    use crate::cl::sys::{CL_KERNEL_MAX_NUM_SUB_GROUPS, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE};
    const CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE: u32 = 0x2034;
    const CL_KERNEL_COMPILE_NUM_SUB_GROUPS: u32 = 0x11BA;
    const CL_KERNEL_COMPILE_SUB_GROUP_SIZE_INTEL: u32 = 0x410A;
    Some(match param {
        CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE => local.clamp(1, WARP),
        CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE => local.max(1).div_ceil(WARP),
        CL_KERNEL_MAX_NUM_SUB_GROUPS => wg_max.max(1).div_ceil(WARP),
        CL_KERNEL_COMPILE_NUM_SUB_GROUPS | CL_KERNEL_COMPILE_SUB_GROUP_SIZE_INTEL => 0,
        _ => return None,
    })
}

/// The build options of a PTX binary program: the `-cl-*` options NVIDIA's
/// compiler knows (PTX to machine code), `-w` and `-Werror`; SPIR-V and
/// Intel options (`-ze-*`, `-cl-intel-*`, `-O2`, `-g`, `-D`, ...) mean
/// nothing for PTX and would make the driver answer `INVALID_BUILD_OPTIONS`.
pub fn build_options(options: &str) -> String {
    let mut keep: Vec<&str> = Vec::new();
    let mut words = options.split_whitespace();
    while let Some(w) = words.next() {
        if matches!(w, "-D" | "-I") {
            words.next();
            continue;
        }
        let known = (w.starts_with("-cl-") && !w.starts_with("-cl-intel")) || matches!(w, "-w" | "-Werror");
        if known {
            keep.push(w);
        }
    }
    keep.join(" ")
}

/// What a translation gave: the PTX and whether it came from the cache.
#[derive(Clone, Debug)]
pub struct Translated {
    pub ptx: Arc<str>,
    /// Original -> entry name, renamed entries only.
    pub renamed: BTreeMap<String, String>,
    pub from_cache: bool,
}

/// The PTX cache directory (under the persistent cache's root), when the
/// persistent cache is on.
fn cache_dir() -> Option<PathBuf> {
    let v = &crate::config::get().cache;
    crate::core::cache::root::persistent(v).then(|| crate::core::cache::root::root_dir(v).join("ptx"))
}

/// Lower-case hex SHA-1 of `b` (both routes' cache checksums).
pub(crate) fn sha1_hex(b: &[u8]) -> String {
    Sha1::digest(b).iter().map(|x| format!("{x:02x}")).collect()
}

/// The PTX cache file for `key`.
fn cache_path(dir: &Path, key: &str) -> PathBuf {
    dir.join(&key[..2]).join(format!("{key}.ptx"))
}

/// The file's PTX and renames when its header matches `key` and its
/// checksum matches; `None` for anything else (a miss).
fn parse_cached(text: &str, key: &str) -> Option<(String, BTreeMap<String, String>)> {
    let (head, rest) = text.split_once('\n')?;
    let mut h = head.strip_prefix("// syclrt-ptx 1 ")?.split(' ');
    let (k, sum, len) = (h.next()?, h.next()?, h.next()?.parse::<usize>().ok()?);
    let n_renamed = h.next()?.parse::<usize>().ok()?;
    if k != key {
        return None;
    }
    let mut renamed = BTreeMap::new();
    let mut body = rest;
    for _ in 0..n_renamed {
        let (line, tail) = body.split_once('\n')?;
        let (short, orig) = line.strip_prefix("// syclrt-entry ")?.split_once(' ')?;
        renamed.insert(orig.to_string(), short.to_string());
        body = tail;
    }
    if body.len() != len || sha1_hex(body.as_bytes()) != sum {
        return None;
    }
    Some((body.to_string(), renamed))
}

fn format_cached(key: &str, ptx: &str, renamed: &BTreeMap<String, String>) -> String {
    let mut s = format!("// syclrt-ptx 1 {key} {} {} {}\n", sha1_hex(ptx.as_bytes()), ptx.len(), renamed.len());
    for (orig, short) in renamed {
        s.push_str(&format!("// syclrt-entry {short} {orig}\n"));
    }
    s.push_str(ptx);
    s
}

/// Writes `text` to `path` through a temporary file renamed into place.
fn write_atomic(path: &Path, text: &str) -> std::io::Result<()> {
    write_atomic_bytes(path, text.as_bytes())
}

/// Writes `data` to `path` through a temporary file renamed into place, so
/// a reader never sees half a file (both routes' caches).
pub(crate) fn write_atomic_bytes(path: &Path, data: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    let dir = path.parent().ok_or_else(|| std::io::Error::other("no parent"))?;
    std::fs::create_dir_all(dir)?;
    let tmp = dir.join(format!(
        ".tmp-{}-{:?}-{}",
        std::process::id(),
        std::thread::current().id(),
        path.file_name().and_then(|n| n.to_str()).unwrap_or("ptx")
    ));
    let mut f = std::fs::File::create(&tmp)?;
    f.write_all(data)?;
    f.sync_all().ok();
    drop(f);
    std::fs::rename(&tmp, path).inspect_err(|_| {
        let _ = std::fs::remove_file(&tmp);
    })
}

/// Counters for the process (tests and benches read them).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counters {
    pub translated: u64,
    pub cache_hits: u64,
    pub programs: u64,
}

static COUNTERS: LazyLock<std::sync::Mutex<Counters>> = LazyLock::new(Default::default);

pub fn counters() -> Counters {
    COUNTERS.lock().map(|c| *c).unwrap_or_default()
}

fn count(f: impl FnOnce(&mut Counters)) {
    if let Ok(mut c) = COUNTERS.lock() {
        f(&mut c);
    }
}

/// The PTX of `il` for `opts`: from the PTX cache, else translated (and
/// stored). Renamed entries are remembered for kernel creation.
pub fn translate(il: &[u8], opts: &PtxOptions) -> Result<Translated> {
    let tools = tools()?;
    translate_with(il, opts, tools, cache_dir().as_deref())
}

/// [`translate`] with explicit tools and cache directory (tests).
pub fn translate_with(il: &[u8], opts: &PtxOptions, tools: &Tools, dir: Option<&Path>) -> Result<Translated> {
    let key = cache_key(il, opts, tools);
    if let Some(dir) = dir {
        if let Ok(text) = std::fs::read_to_string(cache_path(dir, &key)) {
            if let Some((ptx, renamed)) = parse_cached(&text, &key) {
                remember(&renamed);
                count(|c| c.cache_hits += 1);
                return Ok(Translated { ptx: ptx.into(), renamed, from_cache: true });
            }
        }
    }
    let m = spirv_to_ptx(il, opts, tools)?;
    count(|c| c.translated += 1);
    let renamed: BTreeMap<String, String> = m.entry_names.into_iter().filter(|(o, s)| o != s).collect();
    remember(&renamed);
    if let Some(dir) = dir {
        // The cache is a hint: a failed write only means translating again.
        let _ = write_atomic(&cache_path(dir, &key), &format_cached(&key, &m.ptx, &renamed));
    }
    Ok(Translated { ptx: m.ptx.into(), renamed, from_cache: false })
}

/// Whether `p` is a program of the route for `devices` (empty: the
/// program's own): every one takes PTX, and `p` was not made from source
/// (it was made from PTX binaries, as the route makes programs from SPIR-V).
pub fn takes_route(p: &cl::Program, devices: &[DeviceId]) -> bool {
    if !any_target() {
        return false;
    }
    let ok = if devices.is_empty() { p.devices().is_ok_and(|d| all_targets(&d)) } else { all_targets(devices) };
    ok && p.source().is_ok_and(|s| s.is_empty())
}

/// [`takes_route`] for the program's own devices.
pub fn is_route_program(p: &cl::Program) -> bool {
    takes_route(p, &[])
}

/// PTX per device (one translation per distinct compute capability) made
/// into a binary program, unbuilt; `core::route` decides when.
pub(crate) fn program_for(ctx: &cl::Context, devs: &[DeviceId], il: &[u8]) -> Result<cl::Program> {
    let mut by_opts: Vec<(PtxOptions, Arc<str>)> = Vec::new();
    let mut ptxs: Vec<Arc<str>> = Vec::with_capacity(devs.len());
    for &d in devs {
        let opts = target(d).ok_or_else(|| Error::new(Status::InvalidDevice, "the device takes no PTX"))?;
        let ptx = match by_opts.iter().find(|(o, _)| *o == opts) {
            Some((_, p)) => p.clone(),
            None => {
                let t = translate(il, &opts)?;
                by_opts.push((opts, t.ptx.clone()));
                t.ptx
            }
        };
        ptxs.push(ptx);
    }
    let bins: Vec<&[u8]> = ptxs.iter().map(|p| p.as_bytes()).collect();
    let p = cl::Program::with_binaries(ctx, devs, &bins).map_err(|e| {
        let mut e = Error::from(e);
        e.message =
            format!("the driver rejected the PTX made from the SPIR-V (clCreateProgramWithBinary): {}", e.message);
        e
    })?;
    count(|c| c.programs += 1);
    Ok(p)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_keep_what_ptx_builds_take() {
        assert_eq!(build_options(""), "");
        assert_eq!(build_options("-cl-fast-relaxed-math -O2 -ze-opt-level=2"), "-cl-fast-relaxed-math");
        assert_eq!(build_options("-D X=1 -cl-mad-enable -I /x -w -g -cl-intel-gtpin-rera"), "-cl-mad-enable -w");
    }

    #[test]
    fn cache_file_round_trips_and_rejects_damage() {
        let mut r = BTreeMap::new();
        r.insert("a".repeat(300), "_syclrt_k0123456789abcdef".to_string());
        let text = format_cached("ab12", ".version 7.8\n.entry x {}\n", &r);
        let (ptx, back) = parse_cached(&text, "ab12").unwrap();
        assert_eq!(ptx, ".version 7.8\n.entry x {}\n");
        assert_eq!(back, r);
        assert!(parse_cached(&text, "ab13").is_none(), "another key");
        assert!(parse_cached(&text.replace("7.8", "7.9"), "ab12").is_none(), "checksum");
        assert!(parse_cached(&text[..text.len() - 3], "ab12").is_none(), "truncated");
        assert!(parse_cached("", "ab12").is_none());
        assert!(parse_cached("// syclrt-ptx 1 ab12 zz 5 9\n", "ab12").is_none());
    }

    #[test]
    fn sub_group_answers_are_warps() {
        use crate::cl::sys::{CL_KERNEL_MAX_NUM_SUB_GROUPS, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE};
        assert_eq!(kernel_sub_group_answer(CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE, 256, 1024), Some(32));
        assert_eq!(kernel_sub_group_answer(CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE, 7, 1024), Some(7));
        assert_eq!(kernel_sub_group_answer(0x2034, 48, 1024), Some(2));
        assert_eq!(kernel_sub_group_answer(CL_KERNEL_MAX_NUM_SUB_GROUPS, 1, 1024), Some(32));
    }

    #[test]
    fn names_restore() {
        let orig = "k".repeat(250);
        let short = super::super::text::short_entry_name(&orig);
        let mut m = BTreeMap::new();
        m.insert(orig.clone(), short.clone());
        remember(&m);
        assert_eq!(entry_name(&orig).as_deref(), Some(short.as_str()));
        assert_eq!(original_name(&short).as_deref(), Some(orig.as_str()));
        let joined = format!("short_one;{short}\0");
        assert_eq!(restore_names(joined.as_bytes()).unwrap(), format!("short_one;{orig}\0").into_bytes());
        assert!(restore_names(b"plain\0").is_none());
    }
}
