//! The LLVM-bitcode route (issue 38): SPIR-V programs on drivers that take
//! LLVM bitcode and no SPIR-V (PoCL 3.x: no `CL_DEVICE_IL_VERSION`, but
//! `cl_khr_spir`, and PoCL builds LLVM IR given to
//! `clCreateProgramWithBinary`). `core::route` picks this route; this
//! module makes the bitcode. See docs/pocl.md.
//!
//! The stage runs Debian's tools as subprocesses, as the PTX route does:
//!
//! 1. `llvm-spirv-15 -r --spirv-target-env=CL2.0`: SPIR-V -> `spir64`
//!    bitcode with OpenCL C builtin names (CL1.2 would turn sub-group
//!    barriers into work-group ones and drop the order and scope of
//!    atomics; SPV-IR names `__spirv_*` functions PoCL lacks);
//! 2. `llvm-link --only-needed --internalize` with syclrt's builtin library for this
//!    route ([`BUILTINS_BC`], `src/core/bitcode/builtins/`, built by
//!    `scripts/build-pocl-builtins.sh`): one-item sub-groups, work-group
//!    collectives, generic-pointer atomics, half math;
//! 3. `opt -passes=always-inline,globaldce`: the library is inlined into
//!    the kernels (its work-group scratch is a kernel's own only then);
//! 4. checks, on `llvm-dis`'s text: every declared function is one of the
//!    driver's kernel library (PoCL's `kernel-<target>.bc`, when found),
//!    no kernel asks for a sub-group size other than 1; kernels with names
//!    longer than [`MAX_KERNEL_NAME`] are renamed (PoCL makes a file name of
//!    a kernel's name and aborts on long ones) with the map back kept in
//!    `ptx::route`'s name table, shared by both routes (`llvm-as` writes the
//!    renamed module).
//!
//! The result goes to `clCreateProgramWithBinary`; PoCL's own kernel
//! cache keeps its machine code. The bitcode is kept in the persistent
//! cache (`<root>/bitcode/<2 hex>/<key>.bc`, written through a temporary
//! file renamed into place; a file that does not match its header is a
//! miss): a second run translates nothing.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, LazyLock, Mutex, OnceLock};
use std::time::Duration;

use sha1::{Digest, Sha1};

use crate::cl::sys::{
    CL_DEVICE_EXTENSIONS, CL_DEVICE_HALF_FP_CONFIG, CL_DEVICE_IL_VERSION, CL_DEVICE_LOCAL_MEM_SIZE,
    CL_DEVICE_MAX_NUM_SUB_GROUPS, CL_DEVICE_MAX_WORK_GROUP_SIZE, CL_DEVICE_SUB_GROUP_SIZES_INTEL,
};
use crate::cl::{self, DeviceId};
use crate::core::error::{Error, Result, Status};
use crate::core::ptx;
use crate::core::ptx::route::sha1_hex;

pub mod ir;
pub mod specialize;

/// syclrt's builtin library for this route: LLVM 15 bitcode, typed
/// pointers, `spir64`.
pub static BUILTINS_BC: &[u8] = include_bytes!("builtins/syclrt-builtins-spir64.bc");

/// The same library with sub-groups of [`SUB_GROUP_SIZE_REQUIRED`], for the
/// images whose kernels require that size (`intel_reqd_sub_group_size`).
pub static BUILTINS_BC_SG16: &[u8] = include_bytes!("builtins/syclrt-builtins-spir64-sg16.bc");

/// The sub-group size a kernel gets when it requires one: 16 work items in
/// local linear order, values passed between lanes through the work-group
/// scratch between work-group barriers, so its sub-group collectives must
/// be reached by the whole work-group (docs/pocl.md). The device lists it
/// beside [`SUB_GROUP_SIZE`].
/// cbindgen:ignore
pub const SUB_GROUP_SIZE_REQUIRED: usize = 16;

/// Bumped whenever the stage's output for the same input and tools changes.
/// cbindgen:ignore
pub const STAGE_VERSION: u32 = 5;

/// The sub-group size of the route: one work item, every sub-group
/// function its single-lane identity (faithful wherever a kernel calls it).
/// Sub-groups of 16, exchanged through the work-group scratch between
/// barriers, were measured and dropped: DPC++'s scans with a custom
/// operator shuffle inside one sub-group only, where no work-group barrier
/// can be (dpnp's `cumulative_logsumexp` came back wrong), and dpnp's
/// elementwise kernels reach sub-group barriers the same way (PoCL's heap
/// was corrupted). With 1, dpnp's radix sort of more than 16,384 one- and
/// two-byte values computes its count kernel's size as `1 << -1` on the
/// host (docs/pocl.md).
/// cbindgen:ignore
pub const SUB_GROUP_SIZE: usize = 1;

/// 8-byte slots of the builtin library's work-group scratch (`scratch.ll`).
const SCRATCH_SLOTS: usize = 4096;

/// Bytes of local memory the builtin library's work-group scratch takes;
/// the route answers the device's local memory size less this.
/// cbindgen:ignore
pub const WG_SCRATCH_BYTES: u64 = (SCRATCH_SLOTS * 8) as u64;

/// Longest kernel name left as it is (PoCL 3.1 aborts on names of 253+
/// characters: its kernel cache makes a file name of it).
/// cbindgen:ignore
pub const MAX_KERNEL_NAME: usize = 200;

/// The IL versions the route accepts (what `llvm-spirv-15` reads).
const IL_VERSIONS: &str = "SPIR-V_1.0 SPIR-V_1.1 SPIR-V_1.2 SPIR-V_1.3 SPIR-V_1.4";

/// Whether the route is on (`SYCLRT_BITCODE`: unset or auto on, `off` off).
fn enabled() -> bool {
    !matches!(crate::config::get().bitcode.mode.as_deref(), Some("off" | "0" | "none"))
}

static ANY_TARGET: AtomicBool = AtomicBool::new(false);

/// Whether any device seen so far takes the route.
#[inline]
pub fn any_target() -> bool {
    ANY_TARGET.load(Ordering::Relaxed)
}

/// Whether `dev` is of the kind the route serves: it lists no SPIR-V in
/// `CL_DEVICE_IL_VERSION` and has `cl_khr_spir` (its driver builds LLVM
/// IR binaries). Decided from the device's answers, never its name.
///
/// The answers are fixed for the device: asked once (two string queries,
/// some 50,000 instructions on PoCL, which every kernel's first launch
/// paid), kept in the registry under the device's address
/// ([`Candidacy`]; `core::devinfo::forget_device` drops it with the
/// device's other answers when a new device reuses the address). A failed
/// query is not kept: it is asked again next time.
pub fn candidate(dev: DeviceId) -> bool {
    if !enabled() || dev.0.is_null() {
        return false;
    }
    if let Some(kept) = super::handles::get::<Candidacy>(dev.0 as usize) {
        return kept.0;
    }
    let (yes, answered) = ask_candidate(dev);
    if answered {
        super::handles::insert(dev.0 as usize, std::sync::Arc::new(Candidacy(yes)));
    }
    yes
}

/// A device's [`candidate`] answer, kept under its address.
struct Candidacy(bool);

/// Drops what [`candidate`] kept for `dev` (a new device may reuse the address).
pub fn forget_device(dev: DeviceId) {
    drop(super::handles::remove::<Candidacy>(dev.0 as usize));
}

/// [`candidate`] asked of the driver: (the answer, whether it is the
/// device's to keep: no query failed, but for an IL version the device does
/// not know, `CL_INVALID_VALUE`, read as none as before).
fn ask_candidate(dev: DeviceId) -> (bool, bool) {
    let (il, il_kept) = match dev.info_string(CL_DEVICE_IL_VERSION) {
        Ok(il) => (il, true),
        Err(e) => (String::new(), e.code == crate::cl::sys::CL_INVALID_VALUE),
    };
    if il.contains("SPIR-V") {
        return (false, il_kept);
    }
    match dev.info_string(CL_DEVICE_EXTENSIONS) {
        Ok(ext) => (ext.split_whitespace().any(|e| e == "cl_khr_spir"), il_kept),
        Err(_) => (false, false),
    }
}

/// Whether `dev` takes the route: a [`candidate`] and the route's tools are
/// installed (without them the device answers no SPIR-V, truthfully, and a
/// SPIR-V program's error names the packages: `core::route`).
pub fn target(dev: DeviceId) -> bool {
    let yes = candidate(dev) && tools().is_ok();
    if yes {
        ANY_TARGET.store(true, Ordering::Relaxed);
    }
    yes
}

/// Whether every device of `devs` takes the route (and there is one).
pub fn all_targets(devs: &[DeviceId]) -> bool {
    !devs.is_empty() && devs.iter().all(|&d| target(d))
}

/// A device answer the route changes, in OpenCL's terms, or `None`.
pub fn device_answer(d: DeviceId, param: u32) -> Option<Vec<u8>> {
    match param {
        CL_DEVICE_IL_VERSION
        | CL_DEVICE_SUB_GROUP_SIZES_INTEL
        | CL_DEVICE_MAX_NUM_SUB_GROUPS
        | CL_DEVICE_EXTENSIONS
        | CL_DEVICE_HALF_FP_CONFIG
        | CL_DEVICE_LOCAL_MEM_SIZE => {}
        _ => return None,
    }
    if !target(d) {
        return None;
    }
    Some(match param {
        CL_DEVICE_IL_VERSION => {
            let mut v = IL_VERSIONS.as_bytes().to_vec();
            v.push(0);
            v
        }
        // Half precision: the builtin library computes half math in float
        // and rounds back (one + - * / or sqrt so is correctly rounded:
        // float's 24 bits are more than twice half's 11 plus 2), and PoCL's
        // x86 code generation converts with F16C or its soft routine.
        // dpnp's float16 tests, run with it, decided it (docs/pocl.md).
        CL_DEVICE_EXTENSIONS => {
            let own = d.info_string(CL_DEVICE_EXTENSIONS).unwrap_or_default();
            let mut s = own.trim_end().trim_end_matches('\0').to_string();
            for ext in ["cl_khr_fp16", "cl_khr_il_program"] {
                if !s.split_whitespace().any(|e| e == ext) {
                    s.push(' ');
                    s.push_str(ext);
                }
            }
            s.push('\0');
            s.into_bytes()
        }
        // CL_FP_DENORM | CL_FP_INF_NAN | CL_FP_ROUND_TO_NEAREST; not
        // CL_FP_FMA: a fused multiply-add in float rounded to half rounds
        // twice.
        CL_DEVICE_HALF_FP_CONFIG => 0x7u64.to_ne_bytes().to_vec(),
        CL_DEVICE_LOCAL_MEM_SIZE => {
            let own = d.info::<u64>(CL_DEVICE_LOCAL_MEM_SIZE).ok()?;
            own.saturating_sub(WG_SCRATCH_BYTES).to_ne_bytes().to_vec()
        }
        CL_DEVICE_SUB_GROUP_SIZES_INTEL => {
            [SUB_GROUP_SIZE, SUB_GROUP_SIZE_REQUIRED].iter().flat_map(|s| s.to_ne_bytes()).collect()
        }
        _ => {
            let wg = d.info::<usize>(CL_DEVICE_MAX_WORK_GROUP_SIZE).unwrap_or(1);
            (wg.max(1).div_ceil(SUB_GROUP_SIZE) as u32).to_ne_bytes().to_vec()
        }
    })
}

/// A kernel's sub-group answer on a route device: sub-groups of
/// [`SUB_GROUP_SIZE`] items. `local`: the local size of the query (work-items), `wg_max`
/// the kernel's work-group size limit.
pub fn kernel_sub_group_answer(param: u32, local: usize, wg_max: usize, sg: usize) -> Option<usize> {
    use crate::cl::sys::{CL_KERNEL_MAX_NUM_SUB_GROUPS, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE};
    const CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE: u32 = 0x2034;
    const CL_KERNEL_COMPILE_NUM_SUB_GROUPS: u32 = 0x11BA;
    const CL_KERNEL_COMPILE_SUB_GROUP_SIZE_INTEL: u32 = 0x410A;
    Some(match param {
        CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE => local.clamp(1, sg),
        CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE => local.max(1).div_ceil(sg),
        CL_KERNEL_MAX_NUM_SUB_GROUPS => wg_max.max(1).div_ceil(sg),
        CL_KERNEL_COMPILE_NUM_SUB_GROUPS => 0,
        CL_KERNEL_COMPILE_SUB_GROUP_SIZE_INTEL => {
            if sg == SUB_GROUP_SIZE {
                0
            } else {
                sg
            }
        }
        _ => return None,
    })
}

/// The kernels (by name, original and renamed) of programs translated with
/// sub-groups of [`SUB_GROUP_SIZE_REQUIRED`]; every other kernel of the
/// route has [`SUB_GROUP_SIZE`]. A name is the kernel's identity in the
/// SYCL program (the same kernel in two images requires the same size).
static SG_REQUIRED: LazyLock<std::sync::RwLock<BTreeSet<String>>> = LazyLock::new(Default::default);

/// The sub-group size of the route's kernel `name`.
pub fn kernel_sub_group_size(name: &str) -> usize {
    let required = SG_REQUIRED.read().is_ok_and(|s| !s.is_empty() && s.contains(name));
    if required {
        SUB_GROUP_SIZE_REQUIRED
    } else {
        SUB_GROUP_SIZE
    }
}

fn remember_sub_groups(m: &BcModule) {
    if m.sub_group_size == SUB_GROUP_SIZE {
        return;
    }
    if let Ok(mut s) = SG_REQUIRED.write() {
        for k in &m.kernels {
            s.insert(k.clone());
            if let Some(r) = m.renamed.get(k) {
                s.insert(r.clone());
            }
        }
    }
}

/// The most work items [`launch_local_size`] puts in a work-group.
/// cbindgen:ignore
pub const LAUNCH_LOCAL_MAX: usize = 256;

/// The fewest work items [`launch_local_size`] puts in a work-group; below
/// this (a global size with no larger divisor) the driver chooses.
const LAUNCH_LOCAL_MIN: usize = 16;

/// The fewest work items of a launch [`launch_local_size`] chooses for.
const LAUNCH_ITEMS_MIN: usize = 1 << 16;

/// The local size of a launch on a route device whose caller named none
/// (SYCL's `parallel_for(range)`: the implementation chooses), or `None`
/// to leave the choice to the driver.
///
/// PoCL 3.1 chooses work-groups as large as it can (2,500 of dpnp's
/// 312,500-item merge passes: 125 groups), and its pthread driver deals
/// them to its threads in chunks of up to 64 groups; such a kernel then ran
/// no faster on two cores than on one (`scripts/pocl-sort-probe.c`: 122 ms
/// a pass on two cores, 125 ms on one; with groups of 64 items, 70 ms).
/// The route gives the first dimension the largest divisor of its size up
/// to [`LAUNCH_LOCAL_MAX`] items (within the kernel's own limit), the
/// others 1: the same work in more, smaller groups (dpnp's sort of 10^7
/// float32: 2.2 s -> 1.4 s, docs/pocl.md). A kernel with a compiled-in
/// work-group size gets that size (where it divides the global size: the
/// driver refuses a launch without a local size for such a kernel). Left
/// to the driver: a kernel with the route's 16-item sub-groups (its
/// sub-groups fill whole groups of 16), a launch of fewer than 65,536
/// items, and a size with no divisor of at least 16.
#[inline(always)]
pub fn launch_local_size(k: &cl::Kernel, dev: DeviceId, shapes: &LaunchShapes, global: &[usize]) -> Option<[usize; 3]> {
    if global.is_empty() || global.len() > 3 || !any_target() {
        return None;
    }
    match shapes.of(dev) {
        Some(shape) => shape.local_size(k, global),
        None => first_launch_local_size(k, dev, shapes, global),
    }
}

/// [`launch_local_size`] at the first launch of `k` on `dev` (or on a
/// device past the kept ones): the driver's answers, asked and kept.
#[cold]
#[inline(never)]
fn first_launch_local_size(
    k: &cl::Kernel,
    dev: DeviceId,
    shapes: &LaunchShapes,
    global: &[usize],
) -> Option<[usize; 3]> {
    match shapes.keep(dev, Shape::ask(k, dev)) {
        Ok(s) => s.local_size(k, global),
        Err(unkept) => unkept.local_size(k, global),
    }
}

impl Shape {
    /// [`launch_local_size`] from the kept answers.
    #[inline(always)]
    fn local_size(&self, k: &cl::Kernel, global: &[usize]) -> Option<[usize; 3]> {
        let shape = self;
        match shape.choice {
            Choice::Driver => return None,
            // A compiled-in size is the only one the kernel runs with (OpenCL
            // refuses a launch without a local size for it: CL_INVALID_WORK_GROUP_SIZE).
            Choice::Compiled(compiled) => {
                let fits = global.iter().zip(compiled).all(|(&g, c)| c != 0 && g % c == 0);
                return fits.then_some(compiled);
            }
            Choice::Divisor => {}
        }
        // The number of work-items (1 to 3 dimensions, as the launch
        // checked), multiplied out without a loop; wrapping, as the
        // iterator product of a release build.
        let items = match *global {
            [a] => a,
            [a, b] => a.wrapping_mul(b),
            [a, b, c] => a.wrapping_mul(b).wrapping_mul(c),
            _ => return None,
        };
        if items < LAUNCH_ITEMS_MIN {
            return None;
        }
        if !SG_REQUIRED.read().is_ok_and(|s| s.is_empty()) {
            // The set grows as programs are translated: asked at each launch,
            // with the kernel's name (which never changes) asked of the driver once.
            let name = shape.name.get_or_init(|| {
                count_shape_query();
                k.function_name().ok()
            });
            if kernel_sub_group_size(name.as_deref()?) != SUB_GROUP_SIZE {
                return None;
            }
        }
        Some([first_dimension_group(global[0], shape.limit?)?, 1, 1])
    }
}

/// What [`launch_local_size`] asks the driver about one kernel on one
/// device: whether the device takes the route (two string queries), and
/// the kernel's compiled-in work-group size and work-group limit there (a
/// failed query: `None`, which leaves the choice to the driver, as before
/// the answers were kept). Each is fixed for the kernel and device: a
/// device's route does not change while the process runs (`target`: its
/// answers, `SYCLRT_BITCODE`, the tools found once), nor do a built
/// kernel's work-group attributes.
#[derive(Debug)]
struct Shape {
    /// What the answers leave to each launch (decided once, from them).
    choice: Choice,
    limit: Option<usize>,
    /// The kernel's name, asked only while some kernel requires another
    /// sub-group size ([`kernel_sub_group_size`]).
    name: OnceLock<Option<String>>,
}

impl Shape {
    fn ask(k: &cl::Kernel, dev: DeviceId) -> Shape {
        use crate::cl::sys::{CL_KERNEL_COMPILE_WORK_GROUP_SIZE, CL_KERNEL_WORK_GROUP_SIZE};
        count_shape_query();
        let target = target(dev);
        let (compiled, limit) = if target {
            (
                k.work_group_info::<[usize; 3]>(dev, CL_KERNEL_COMPILE_WORK_GROUP_SIZE).ok(),
                k.work_group_info::<usize>(dev, CL_KERNEL_WORK_GROUP_SIZE).ok(),
            )
        } else {
            (None, None)
        };
        let choice = match compiled {
            _ if !target => Choice::Driver,
            None => Choice::Driver,
            Some(c) if c.iter().any(|&c| c != 0) => Choice::Compiled(c),
            Some(_) => Choice::Divisor,
        };
        Shape { choice, limit, name: OnceLock::new() }
    }
}

/// What a kernel's answers on a device leave to each launch: nothing (no
/// route, or an unanswered compiled-in size: the driver chooses), its
/// compiled-in size (where it divides the global size), or the route's
/// divisor of the first dimension.
#[derive(Debug, Clone, Copy)]
enum Choice {
    Driver,
    Compiled([usize; 3]),
    Divisor,
}

/// Devices whose answers one kernel keeps ([`LaunchShapes`]); a kernel
/// launched on more devices asks for the others at each launch.
const SHAPE_DEVICES: usize = 4;

/// The answers [`launch_local_size`] needs about one kernel, per device,
/// asked of the driver at the kernel's first launch there and kept with
/// the kernel: in core's kernel object (`core::kernel::Kernel`, UR's and
/// the C API's), in a specialized variant (`specialize`), or, for PI's
/// kernels (libsycl's own `cl_kernel`s, which have no object of ours), in
/// the registry under the kernel's handle (`core::kernel::Route::Handles`,
/// dropped when a kernel is made or adopted at that address). Kept with the
/// object, the answers go with it: a driver that reuses a released
/// kernel's address meets an empty cache. A slot is keyed by the device's
/// address, which names one device while the kernel lives (the kernel's
/// context keeps its devices). Lock-free: a slot is written once (two
/// threads filling one at once: the first write wins, and both answers are
/// the same).
#[derive(Debug, Default)]
pub struct LaunchShapes {
    slots: [OnceLock<(usize, Shape)>; SHAPE_DEVICES],
}

impl LaunchShapes {
    /// The answers kept for `dev`.
    #[inline(always)]
    fn of(&self, dev: DeviceId) -> Option<&Shape> {
        let d = dev.0 as usize;
        for s in &self.slots {
            match s.get() {
                Some((at, shape)) if *at == d => return Some(shape),
                Some(_) => continue,
                None => return None,
            }
        }
        None
    }

    /// Keeps `shape` for `dev` in the first free slot, answering what the
    /// slot holds for `dev` (another thread's equal answer, when it came
    /// first), or hands `shape` back when every slot is another device's.
    fn keep(&self, dev: DeviceId, mut shape: Shape) -> std::result::Result<&Shape, Shape> {
        let d = dev.0 as usize;
        for s in &self.slots {
            shape = match s.set((d, shape)) {
                // Set, so there (`Shape::empty`, the driver's choice, is never reached).
                Ok(()) => return s.get().map(|(_, kept)| kept).ok_or_else(Shape::empty),
                Err((_, back)) => back,
            };
            if let Some((at, kept)) = s.get() {
                if *at == d {
                    return Ok(kept);
                }
            }
        }
        Err(shape)
    }
}

impl Shape {
    /// No route: the driver chooses.
    fn empty() -> Shape {
        Shape { choice: Choice::Driver, limit: None, name: OnceLock::new() }
    }
}

thread_local! {
    static SHAPE_QUERIES: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

fn count_shape_query() {
    SHAPE_QUERIES.with(|c| c.set(c.get() + 1));
}

/// How many times [`launch_local_size`] asked the driver about a kernel
/// (its device's route, its work-group attributes, its name) in this
/// thread: once per kernel and device, never again at a later launch
/// (tests: `tests/bitcode_route.rs`).
pub fn launch_shape_queries() -> u64 {
    SHAPE_QUERIES.with(|c| c.get())
}

/// The largest divisor of `items` from [`LAUNCH_LOCAL_MIN`] to
/// [`LAUNCH_LOCAL_MAX`] (and at most `limit`), if there is one.
fn first_dimension_group(items: usize, limit: usize) -> Option<usize> {
    (LAUNCH_LOCAL_MIN..=limit.min(LAUNCH_LOCAL_MAX).min(items)).rev().find(|d| items % d == 0)
}

// ------------------------------------------------------------------ tools

/// The tools of the stage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tools {
    pub llvm_spirv: PathBuf,
    pub llvm_link: PathBuf,
    pub opt: PathBuf,
    pub llvm_dis: PathBuf,
    pub llvm_as: PathBuf,
    pub llvm_nm: PathBuf,
}

fn is_file(p: &Path) -> bool {
    std::fs::metadata(p).is_ok_and(|m| m.is_file())
}

/// Finds the tools: `dir` (`SYCLRT_BITCODE_LLVM_DIR`) or
/// `/usr/lib/llvm-15/bin` for LLVM's, and `llvm-spirv` there or
/// `/usr/bin/llvm-spirv-15` for the translator.
pub fn discover(dir: Option<&Path>) -> Result<Tools> {
    let llvm = dir.map(Path::to_path_buf).unwrap_or_else(|| PathBuf::from("/usr/lib/llvm-15/bin"));
    let find = |name: &str| -> Option<PathBuf> {
        let p = llvm.join(name);
        if is_file(&p) {
            return Some(p);
        }
        let p = PathBuf::from(format!("/usr/bin/{name}-15"));
        (dir.is_none() && is_file(&p)).then_some(p)
    };
    let spirv = find("llvm-spirv");
    let (link, opt, dis, asm, nm) =
        (find("llvm-link"), find("opt"), find("llvm-dis"), find("llvm-as"), find("llvm-nm"));
    match (spirv, link, opt, dis, asm, nm) {
        (Some(llvm_spirv), Some(llvm_link), Some(opt), Some(llvm_dis), Some(llvm_as), Some(llvm_nm)) => {
            Ok(Tools { llvm_spirv, llvm_link, opt, llvm_dis, llvm_as, llvm_nm })
        }
        (s, ..) => {
            let mut missing = Vec::new();
            if s.is_none() {
                missing.push("llvm-spirv-15 (apt-get install llvm-spirv-15)");
            }
            for n in ["llvm-link", "opt", "llvm-dis", "llvm-as", "llvm-nm"] {
                if find(n).is_none() {
                    missing.push(n);
                }
            }
            Err(Error::new(
                Status::Unsupported,
                format!(
                    "SPIR-V -> LLVM bitcode (the route for drivers that take no SPIR-V, such as PoCL 3.1): \
                     missing {} in {} (Debian: apt-get install llvm-spirv-15 llvm-15; SYCLRT_BITCODE_LLVM_DIR \
                     names another directory)",
                    missing.join(", "),
                    llvm.display()
                ),
            ))
        }
    }
}

impl Tools {
    /// Paths, sizes and modification times: a tool update changes it.
    pub fn identity(&self) -> String {
        let mut s = String::new();
        for p in [&self.llvm_spirv, &self.llvm_link, &self.opt, &self.llvm_dis, &self.llvm_as] {
            let m = std::fs::metadata(p).ok();
            let len = m.as_ref().map(|m| m.len()).unwrap_or(0);
            let mtime = m
                .and_then(|m| m.modified().ok())
                .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
                .map(|d| d.as_secs())
                .unwrap_or(0);
            s.push_str(&format!("{}:{len}:{mtime};", p.display()));
        }
        s
    }
}

/// The tools, discovered once per process.
pub fn tools() -> Result<&'static Tools> {
    static TOOLS: OnceLock<std::result::Result<Tools, Error>> = OnceLock::new();
    TOOLS
        .get_or_init(|| discover(crate::config::get().bitcode.llvm_dir.as_deref().map(Path::new)))
        .as_ref()
        .map_err(Clone::clone)
}

/// The functions PoCL's kernel library defines (the check that every call
/// resolves), read once from `SYCLRT_POCL_KERNEL_LIB` or the first
/// `kernel-*.bc` in `/usr/share/pocl` or `/usr/lib/x86_64-linux-gnu/pocl`;
/// `None` when none is found (the check is then the driver's).
fn driver_library(tools: &Tools) -> Option<&'static BTreeSet<String>> {
    static LIB: OnceLock<Option<BTreeSet<String>>> = OnceLock::new();
    LIB.get_or_init(|| {
        let file = crate::config::get().bitcode.kernel_lib.clone().map(PathBuf::from).or_else(|| {
            ["/usr/share/pocl", "/usr/lib/x86_64-linux-gnu/pocl"].iter().find_map(|d| {
                let mut v: Vec<PathBuf> = std::fs::read_dir(d)
                    .ok()?
                    .filter_map(|e| e.ok().map(|e| e.path()))
                    .filter(|p| {
                        p.file_name()
                            .and_then(|n| n.to_str())
                            .is_some_and(|n| n.starts_with("kernel-") && n.ends_with(".bc"))
                    })
                    .collect();
                v.sort();
                v.into_iter().next()
            })
        })?;
        let mut c = Command::new(&tools.llvm_nm);
        c.arg("--defined-only").arg("--format=just-symbols").arg(&file);
        let out = ptx::tools::run(c, None, "llvm-nm (the driver's kernel library)", Duration::from_secs(60)).ok()?;
        let set: BTreeSet<String> = String::from_utf8_lossy(&out).lines().map(|l| l.trim().to_string()).collect();
        (!set.is_empty()).then_some(set)
    })
    .as_ref()
}

// ------------------------------------------------------------------ stage

/// The result of the stage.
#[derive(Clone, Debug, PartialEq)]
pub struct BcModule {
    /// LLVM bitcode for the driver.
    pub bc: Vec<u8>,
    /// The kernels, by their original (SPIR-V) names.
    pub kernels: Vec<String>,
    /// Original -> new name, renamed kernels only.
    pub renamed: BTreeMap<String, String>,
    /// The sub-group size of every kernel of the module.
    pub sub_group_size: usize,
    /// Each kernel's loop-bound integer arguments, by its name in the
    /// bitcode (renamed or not): [`ir::loop_bounds`].
    pub bounds: BTreeMap<String, Vec<u32>>,
}

/// Declared (not defined) functions of `llvm-dis` text, without LLVM's
/// intrinsics.
fn undefined_functions(text: &str) -> BTreeSet<String> {
    let (declared, _) = ptx::ir::scan_functions(text);
    declared.into_iter().filter(|n| !n.starts_with("llvm.")).collect()
}

/// Kernels that require a sub-group size, with the size
/// (`!intel_reqd_sub_group_size !N` on their `define`).
fn sub_group_size_demands(text: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for line in text.lines().filter(|l| l.starts_with("define ") && l.contains("spir_kernel")) {
        let Some(at) = line.find("!intel_reqd_sub_group_size !") else { continue };
        let md = &line[at + "!intel_reqd_sub_group_size ".len()..];
        let md: String = md.chars().take_while(|c| *c == '!' || c.is_ascii_digit()).collect();
        let value = text
            .lines()
            .find_map(|l| {
                l.strip_prefix(&format!("{md} = !{{i32 ")).map(|r| r.trim_end_matches('}').trim().to_string())
            })
            .unwrap_or_default();
        {
            let name =
                line.find('@').map(|a| line[a + 1..].split('(').next().unwrap_or("").to_string()).unwrap_or_default();
            out.push((name, value));
        }
    }
    out
}

/// `text` with each kernel of `renamed` (original -> new) renamed wherever
/// the module names it (`@name` not followed by a name character).
fn rename_kernels(text: &str, renamed: &BTreeMap<String, String>) -> String {
    let mut s = text.to_string();
    for (orig, short) in renamed {
        let pat = format!("@{orig}");
        let mut out = String::with_capacity(s.len());
        let mut rest = s.as_str();
        while let Some(i) = rest.find(&pat) {
            let after = &rest[i + pat.len()..];
            let boundary = !after.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$');
            out.push_str(&rest[..i]);
            out.push_str(if boundary { "@" } else { &pat });
            if boundary {
                out.push_str(short);
            }
            rest = after;
        }
        out.push_str(rest);
        s = out;
    }
    s
}

/// The name of the builtin library's work-group scratch (`scratch.ll`).
const SCRATCH: &str = "@syclrt_wg_scratch_mem";

/// Non-kernel functions whose body names the work-group scratch (they must
/// be inlined into the kernels: PoCL gives a kernel its own copy of a
/// module-scope `__local` only when the kernel itself names it).
fn scratch_users_outside_kernels(text: &str) -> Vec<String> {
    let lines: Vec<&str> = text.lines().collect();
    ir::function_blocks(text)
        .into_iter()
        .filter(|(_, k, a, b)| !k && lines[*a..=*b].iter().any(|l| l.contains(SCRATCH)))
        .map(|(n, ..)| n)
        .collect()
}

/// `text` with the functions `names` marked `alwaysinline` (and
/// `noinline`/`optnone` taken out of every attribute group, which would
/// contradict it).
fn mark_always_inline(text: &str, names: &[String]) -> String {
    let mut out = String::with_capacity(text.len() + 64 * names.len());
    for line in text.lines() {
        let is_target = line.starts_with("define ")
            && names.iter().any(|n| line.contains(&format!("@{n}(")) || line.contains(&format!("@\"{n}\"(")));
        if is_target && line.ends_with(" {") && !line.contains(" alwaysinline") {
            out.push_str(&line[..line.len() - 2]);
            out.push_str(" alwaysinline {");
        } else if line.starts_with("attributes #") {
            let l = line.replace(" noinline", "").replace(" optnone", "");
            out.push_str(&l);
        } else {
            out.push_str(line);
        }
        out.push('\n');
    }
    out
}

/// `text` with each kernel that names the work-group scratch given a copy
/// of its own, `@<kernel>.syclrt_wg_scratch`: PoCL makes a module-scope
/// `__local` variable per-work-group memory of a kernel only when its name
/// starts with the kernel's (as clang names a kernel's `__local`
/// declarations); one shared by name is one memory for every work-group
/// that runs at once, and the collectives computed garbage.
fn scratch_per_kernel(text: &str, slots: usize) -> String {
    if !text.contains(SCRATCH) {
        return text.to_string();
    }
    let blocks = ir::function_blocks(text);
    let mut owner: Vec<Option<String>> = vec![None; text.lines().count()];
    for (n, k, a, b) in &blocks {
        if *k {
            for o in owner.iter_mut().take(*b + 1).skip(*a) {
                *o = Some(n.clone());
            }
        }
    }
    let mut users = BTreeSet::new();
    let mut body = String::with_capacity(text.len());
    for (i, line) in text.lines().enumerate() {
        match (&owner[i], line.contains(SCRATCH)) {
            (Some(k), true) => {
                let copy = format!("@\"{k}.syclrt_wg_scratch\"");
                body.push_str(&line.replace(SCRATCH, &copy));
                users.insert(k.clone());
            }
            _ => body.push_str(line),
        }
        body.push('\n');
    }
    let decls: String = users
        .iter()
        .map(|k| format!("@\"{k}.syclrt_wg_scratch\" = internal addrspace(3) global [{slots} x i64] undef, align 16\n"))
        .collect();
    match body.find(&format!("{SCRATCH} = ")) {
        Some(at) => format!("{}{decls}{}", &body[..at], &body[at..]),
        None => body,
    }
}

fn run_opt_inline(text: &str, tools: &Tools, dir: &ptx::TempDir, timeout: Duration) -> Result<String> {
    let (ll, bc, opted) = (dir.file("inline.ll"), dir.file("inline.bc"), dir.file("inline-opt.bc"));
    ptx::write(&ll, text.as_bytes())?;
    let mut c = Command::new(&tools.llvm_as);
    c.arg(&ll).arg("-o").arg(&bc);
    ptx::tools::run(c, None, "llvm-as (functions marked always-inline)", timeout)?;
    let mut c = Command::new(&tools.opt);
    c.arg("-passes=always-inline,globaldce").arg(&bc).arg("-o").arg(&opted);
    ptx::tools::run(c, None, "opt (always-inline)", timeout)?;
    let mut c = Command::new(&tools.llvm_dis);
    c.arg(&opted).arg("-o").arg("-");
    String::from_utf8(ptx::tools::run(c, None, "llvm-dis", timeout)?)
        .map_err(|_| Error::new(Status::BuildFailed, "SPIR-V -> LLVM bitcode: llvm-dis wrote text that is not UTF-8"))
}

/// Translates one SPIR-V image to bitcode for the driver. See the module
/// documentation.
pub fn spirv_to_bitcode(spirv: &[u8], tools: &Tools, timeout: Duration) -> Result<BcModule> {
    ptx::check_spirv(spirv)?;
    let dir = ptx::TempDir::new()?;
    let (spv, bc, linked, opted, lib, ll, out) = (
        dir.file("in.spv"),
        dir.file("in.bc"),
        dir.file("linked.bc"),
        dir.file("opt.bc"),
        dir.file("builtins.bc"),
        dir.file("renamed.ll"),
        dir.file("out.bc"),
    );
    ptx::write(&spv, spirv)?;
    let mut c = Command::new(&tools.llvm_spirv);
    c.arg("-r").arg("--spirv-target-env=CL2.0").arg(&spv).arg("-o").arg(&bc);
    ptx::tools::run(c, None, "SPIR-V -> LLVM (llvm-spirv-15)", timeout)?;
    // Linked with one of the two builtin libraries, always-inlined, as text.
    let lower = |builtins: &[u8]| -> Result<String> {
        ptx::write(&lib, builtins)?;
        let mut c = Command::new(&tools.llvm_link);
        c.arg(&bc).arg("--only-needed").arg("--internalize").arg(&lib).arg("-o").arg(&linked);
        ptx::tools::run(c, None, "llvm-link (syclrt's builtins for the bitcode route)", timeout)?;
        let mut c = Command::new(&tools.opt);
        c.arg("-passes=always-inline,globaldce").arg(&linked).arg("-o").arg(&opted);
        ptx::tools::run(c, None, "opt (always-inline, globaldce)", timeout)?;
        let mut c = Command::new(&tools.llvm_dis);
        c.arg(&opted).arg("-o").arg("-");
        String::from_utf8(ptx::tools::run(c, None, "llvm-dis", timeout)?).map_err(|_| {
            Error::new(Status::BuildFailed, "SPIR-V -> LLVM bitcode: llvm-dis wrote text that is not UTF-8")
        })
    };
    let mut text = lower(BUILTINS_BC)?;

    let (_, kernels) = ptx::ir::scan_functions(&text);
    if kernels.is_empty() {
        return Err(Error::new(Status::InvalidValue, "SPIR-V -> LLVM bitcode: the SPIR-V module defines no kernel"));
    }
    // The sub-group size of the module: 1, or 16 when its kernels require
    // 16 (every kernel of the image then has 16, which SYCL allows for the
    // kernels that require none).
    let demands = sub_group_size_demands(&text);
    let sizes: BTreeSet<&str> = demands.iter().map(|(_, v)| v.as_str()).collect();
    let one = SUB_GROUP_SIZE.to_string();
    let sixteen = SUB_GROUP_SIZE_REQUIRED.to_string();
    let sub_group_size = if sizes.is_empty() || sizes.iter().all(|v| *v == one) {
        SUB_GROUP_SIZE
    } else if sizes.iter().all(|v| *v == sixteen) {
        text = lower(BUILTINS_BC_SG16)?;
        SUB_GROUP_SIZE_REQUIRED
    } else {
        let list: Vec<String> = demands.iter().map(|(k, v)| format!("{k} (size {v})")).collect();
        return Err(Error::new(
            Status::Unsupported,
            format!(
                "SPIR-V -> LLVM bitcode: the route's sub-groups have {SUB_GROUP_SIZE} or {SUB_GROUP_SIZE_REQUIRED} \
                 work items, one size for all kernels of a program; its kernels require: {}",
                list.join(", ")
            ),
        ));
    };
    if let Some(known) = driver_library(tools) {
        let missing: Vec<String> = undefined_functions(&text).into_iter().filter(|f| !known.contains(f)).collect();
        if !missing.is_empty() {
            return Err(Error::new(
                Status::Unsupported,
                format!(
                    "SPIR-V -> LLVM bitcode: the program calls functions that neither the driver's kernel library \
                     nor syclrt's builtin library defines: {}",
                    missing.join(", ")
                ),
            ));
        }
    }
    let mut renamed = BTreeMap::new();
    for k in kernels.iter().filter(|k| k.len() > MAX_KERNEL_NAME) {
        renamed.insert(k.clone(), ptx::text::short_entry_name(k));
    }
    for _ in 0..8 {
        let users = scratch_users_outside_kernels(&text);
        if users.is_empty() {
            break;
        }
        text = run_opt_inline(&mark_always_inline(&text, &users), tools, &dir, timeout)?;
    }
    let left = scratch_users_outside_kernels(&text);
    if !left.is_empty() {
        return Err(Error::new(
            Status::Unsupported,
            format!(
                "SPIR-V -> LLVM bitcode: work-group collectives in functions that could not be inlined into a \
                 kernel (their scratch would be shared by all work-groups): {}",
                left.join(", ")
            ),
        ));
    }
    let bounds = ir::loop_bounds(&text).into_iter().map(|(k, v)| (renamed.get(&k).cloned().unwrap_or(k), v)).collect();
    let bc = if renamed.is_empty() && !text.contains(SCRATCH) {
        std::fs::read(&opted).map_err(|e| {
            Error::new(Status::OutOfResources, format!("SPIR-V -> LLVM bitcode: reading the result: {e}"))
        })?
    } else {
        let slots = if sub_group_size == SUB_GROUP_SIZE { SCRATCH_SLOTS } else { 2 * SCRATCH_SLOTS };
        ptx::write(&ll, scratch_per_kernel(&rename_kernels(&text, &renamed), slots).as_bytes())?;
        let mut c = Command::new(&tools.llvm_as);
        c.arg(&ll).arg("-o").arg(&out);
        ptx::tools::run(c, None, "llvm-as (kernels renamed, scratch per kernel)", timeout)?;
        std::fs::read(&out).map_err(|e| {
            Error::new(Status::OutOfResources, format!("SPIR-V -> LLVM bitcode: reading the result: {e}"))
        })?
    };
    Ok(BcModule { bc, kernels, renamed, sub_group_size, bounds })
}

/// Key of the bitcode of `spirv` in the persistent cache: the image, the
/// stage version, the builtin library and the tools' identity. 40 hex digits.
pub fn cache_key(spirv: &[u8], tools: &Tools) -> String {
    let mut h = Sha1::new();
    h.update(b"syclrt-bitcode\0");
    h.update(STAGE_VERSION.to_le_bytes());
    h.update(format!("maxlen={MAX_KERNEL_NAME}\0").as_bytes());
    h.update(tools.identity().as_bytes());
    h.update(Sha1::digest(BUILTINS_BC));
    h.update(Sha1::digest(BUILTINS_BC_SG16));
    h.update(Sha1::digest(spirv));
    h.finalize().iter().map(|b| format!("{b:02x}")).collect()
}

/// A cache file: a header line (`syclrt-bc 4 <key> <sha1> <len> <n> <sg>
/// <k> <b>`), `n` lines `<new> <original>`, `k` lines with a kernel's
/// name, `b` lines `<name in the bitcode> <index>,<index>...` (its
/// loop-bound arguments), then the bitcode.
fn format_cached(key: &str, m: &BcModule) -> Vec<u8> {
    let mut s = format!(
        "syclrt-bc 4 {key} {} {} {} {} {} {}\n",
        sha1_hex(&m.bc),
        m.bc.len(),
        m.renamed.len(),
        m.sub_group_size,
        m.kernels.len(),
        m.bounds.len()
    );
    for (orig, short) in &m.renamed {
        s.push_str(&format!("{short} {orig}\n"));
    }
    for k in &m.kernels {
        s.push_str(k);
        s.push('\n');
    }
    for (k, idx) in &m.bounds {
        let list: Vec<String> = idx.iter().map(u32::to_string).collect();
        s.push_str(&format!("{k} {}\n", list.join(",")));
    }
    let mut v = s.into_bytes();
    v.extend_from_slice(&m.bc);
    v
}

fn parse_cached(data: &[u8], key: &str) -> Option<BcModule> {
    let mut lines = data.splitn(2, |&b| b == b'\n');
    let head = std::str::from_utf8(lines.next()?).ok()?;
    let mut body = lines.next()?;
    let mut h = head.strip_prefix("syclrt-bc 4 ")?.split(' ');
    let (k, sum, len, n) = (h.next()?, h.next()?, h.next()?.parse::<usize>().ok()?, h.next()?.parse::<usize>().ok()?);
    let sg = h.next()?.parse::<usize>().ok()?;
    let nk = h.next()?.parse::<usize>().ok()?;
    let nb = h.next()?.parse::<usize>().ok()?;
    if k != key {
        return None;
    }
    let mut renamed = BTreeMap::new();
    for _ in 0..n {
        let at = body.iter().position(|&b| b == b'\n')?;
        let (short, orig) = std::str::from_utf8(&body[..at]).ok()?.split_once(' ')?;
        renamed.insert(orig.to_string(), short.to_string());
        body = &body[at + 1..];
    }
    let mut kernels = Vec::with_capacity(nk.min(4096));
    for _ in 0..nk {
        let at = body.iter().position(|&b| b == b'\n')?;
        kernels.push(std::str::from_utf8(&body[..at]).ok()?.to_string());
        body = &body[at + 1..];
    }
    let mut bounds = BTreeMap::new();
    for _ in 0..nb {
        let at = body.iter().position(|&b| b == b'\n')?;
        let (name, list) = std::str::from_utf8(&body[..at]).ok()?.split_once(' ')?;
        let idx: Option<Vec<u32>> = list.split(',').map(|i| i.parse().ok()).collect();
        bounds.insert(name.to_string(), idx?);
        body = &body[at + 1..];
    }
    (body.len() == len && sha1_hex(body) == sum).then(|| BcModule {
        bc: body.to_vec(),
        kernels,
        renamed,
        sub_group_size: sg,
        bounds,
    })
}

/// The bitcode of one translated module and its kernels' loop-bound
/// arguments, shared by the kernels made from programs of it.
#[derive(Debug)]
pub struct Source {
    pub bc: Arc<[u8]>,
    /// Kernel name in the bitcode -> argument indices.
    pub bounds: BTreeMap<String, Vec<u32>>,
    text: OnceLock<std::result::Result<String, Error>>,
}

impl Source {
    pub fn new(bc: Arc<[u8]>, bounds: BTreeMap<String, Vec<u32>>) -> Arc<Source> {
        Arc::new(Source { bc, bounds, text: OnceLock::new() })
    }

    /// The module as `llvm-dis` text (once).
    fn text(&self) -> Result<&str> {
        self.text
            .get_or_init(|| {
                let tools = tools()?;
                let dir = ptx::TempDir::new()?;
                let bc = dir.file("module.bc");
                ptx::write(&bc, &self.bc)?;
                let mut c = Command::new(&tools.llvm_dis);
                c.arg(&bc).arg("-o").arg("-");
                String::from_utf8(ptx::tools::run(
                    c,
                    None,
                    "llvm-dis (specialization)",
                    Duration::from_secs(crate::config::get().bitcode.tool_timeout_s),
                )?)
                .map_err(|_| Error::new(Status::BuildFailed, "llvm-dis wrote text that is not UTF-8"))
            })
            .as_deref()
            .map_err(Clone::clone)
    }
}

/// The persistent cache's directory for the route, when that cache is on.
fn cache_dir() -> Option<PathBuf> {
    let v = &crate::config::get().cache;
    crate::core::cache::root::persistent(v).then(|| crate::core::cache::root::root_dir(v).join("bitcode"))
}

/// Counters for the process (tests read them).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counters {
    pub translated: u64,
    pub cache_hits: u64,
    pub programs: u64,
}

static COUNTERS: LazyLock<Mutex<Counters>> = LazyLock::new(Default::default);

pub fn counters() -> Counters {
    COUNTERS.lock().map(|c| *c).unwrap_or_default()
}

fn count(f: impl FnOnce(&mut Counters)) {
    if let Ok(mut c) = COUNTERS.lock() {
        f(&mut c);
    }
}

/// The bitcode of `il` with its kernels' loop-bound arguments: from the
/// persistent cache, else translated (and stored). Renamed kernels are
/// remembered for kernel creation.
pub fn translate(il: &[u8]) -> Result<Arc<Source>> {
    let tools = tools()?;
    let key = cache_key(il, tools);
    let dir = cache_dir();
    let path = dir.as_ref().map(|d| d.join(&key[..2]).join(format!("{key}.bc")));
    if let Some(p) = &path {
        if let Some(m) = std::fs::read(p).ok().and_then(|d| parse_cached(&d, &key)) {
            // A hit gives back what the translation learnt: renamed kernels
            // and each kernel's sub-group size.
            ptx::route::remember(&m.renamed);
            remember_sub_groups(&m);
            count(|c| c.cache_hits += 1);
            return Ok(Source::new(m.bc.into(), m.bounds));
        }
    }
    let m = spirv_to_bitcode(il, tools, Duration::from_secs(crate::config::get().bitcode.tool_timeout_s))?;
    count(|c| c.translated += 1);
    ptx::route::remember(&m.renamed);
    remember_sub_groups(&m);
    if let Some(p) = &path {
        // The cache is a hint: a failed write only means translating again.
        let _ = ptx::route::write_atomic_bytes(p, &format_cached(&key, &m));
    }
    Ok(Source::new(m.bc.into(), m.bounds))
}

/// The bitcode of `il` made into a binary program for `devs`, unbuilt
/// (`core::route` decides when), with the bitcode it was made of (its
/// kernels' specialization, [`specialize`]).
pub(crate) fn program_for(ctx: &cl::Context, devs: &[DeviceId], il: &[u8]) -> Result<(cl::Program, Arc<Source>)> {
    let src = translate(il)?;
    let bins: Vec<&[u8]> = devs.iter().map(|_| &src.bc[..]).collect();
    let p = cl::Program::with_binaries(ctx, devs, &bins).map_err(|e| {
        let mut e = Error::from(e);
        e.message = format!(
            "the driver rejected the LLVM bitcode made from the SPIR-V (clCreateProgramWithBinary): {}",
            e.message
        );
        e
    })?;
    count(|c| c.programs += 1);
    Ok((p, src))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cache_file_round_trips_and_rejects_damage() {
        let mut renamed = BTreeMap::new();
        renamed.insert("k".repeat(300), "_syclrt_k0011223344556677".to_string());
        let m = BcModule {
            bc: b"BC\xc0\xde\n\x00bits".to_vec(),
            kernels: vec!["k".repeat(300)],
            renamed,
            sub_group_size: 16,
            bounds: [("k1".to_string(), vec![2, 5]), ("k2".to_string(), vec![0])].into_iter().collect(),
        };
        let f = format_cached("ab12", &m);
        let back = parse_cached(&f, "ab12").unwrap();
        assert_eq!(back, m, "bitcode, renames, kernels, the sub-group size and the loop bounds");
        assert!(parse_cached(&f, "ab13").is_none(), "another key");
        assert!(parse_cached(&f[..f.len() - 1], "ab12").is_none(), "truncated");
        let mut bad = f.clone();
        *bad.last_mut().unwrap() ^= 1;
        assert!(parse_cached(&bad, "ab12").is_none(), "checksum");
        assert!(parse_cached(b"", "ab12").is_none());
    }

    #[test]
    fn kernels_are_renamed_where_named_and_nowhere_else() {
        let mut r = BTreeMap::new();
        r.insert("kern".to_string(), "_s".to_string());
        let t = "define spir_kernel void @kern(i32 %a) {\n  call void @kernel_helper()\n  ret void\n}\n@x = global void ()* @kern\n";
        let out = rename_kernels(t, &r);
        assert!(out.contains("@_s(i32"), "{out}");
        assert!(out.contains("@kernel_helper()"), "{out}");
        assert!(out.contains("global void ()* @_s\n"), "{out}");
    }

    #[test]
    fn required_sub_group_sizes_are_found() {
        let t = "define spir_kernel void @a() !intel_reqd_sub_group_size !7 {\n}\n\
                 define spir_kernel void @b() !intel_reqd_sub_group_size !8 {\n}\n!7 = !{i32 16}\n!8 = !{i32 1}\n";
        assert_eq!(
            sub_group_size_demands(t),
            vec![("a".to_string(), "16".to_string()), ("b".to_string(), "1".to_string())]
        );
    }

    #[test]
    fn each_kernel_gets_its_own_scratch() {
        let t = "@syclrt_wg_scratch_mem = internal addrspace(3) global [4096 x i64] undef, align 16\n\
                 define spir_kernel void @k1() {\n  %a = load i64, i64 addrspace(3)* getelementptr ([4096 x i64], [4096 x i64] addrspace(3)* @syclrt_wg_scratch_mem, i64 0, i64 0)\n  ret void\n}\n\
                 define spir_kernel void @k2() {\n  ret void\n}\n\
                 define spir_func void @helper() {\n  store i64 0, i64 addrspace(3)* getelementptr ([4096 x i64], [4096 x i64] addrspace(3)* @syclrt_wg_scratch_mem, i64 0, i64 0)\n  ret void\n}\n";
        assert_eq!(scratch_users_outside_kernels(t), vec!["helper".to_string()]);
        let marked = mark_always_inline(t, &["helper".to_string()]);
        assert!(marked.contains("define spir_func void @helper() alwaysinline {"), "{marked}");
        let out = scratch_per_kernel(t, 4096);
        assert!(out.contains("@\"k1.syclrt_wg_scratch\" = internal addrspace(3) global"), "{out}");
        assert!(out.contains("addrspace(3)* @\"k1.syclrt_wg_scratch\", i64 0"), "{out}");
        assert!(!out.contains("k2.syclrt_wg_scratch"), "k2 names no scratch: {out}");
    }

    #[test]
    fn sub_groups_are_single_items() {
        use crate::cl::sys::{CL_KERNEL_MAX_NUM_SUB_GROUPS, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE};
        assert_eq!(kernel_sub_group_answer(CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE, 256, 4096, 1), Some(1));
        assert_eq!(kernel_sub_group_answer(0x2034, 40, 4096, 1), Some(40));
        assert_eq!(kernel_sub_group_answer(CL_KERNEL_MAX_NUM_SUB_GROUPS, 1, 4096, 1), Some(4096));
        assert_eq!(kernel_sub_group_answer(CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE, 256, 4096, 16), Some(16));
        assert_eq!(kernel_sub_group_answer(0x2034, 40, 4096, 16), Some(3));
        assert_eq!(kernel_sub_group_answer(0x410A, 40, 4096, 16), Some(16));
        assert_eq!(kernel_sub_group_answer(0x410A, 40, 4096, 1), Some(0));
    }

    #[test]
    fn launches_without_a_local_size_get_the_largest_divisor_up_to_256() {
        assert_eq!(first_dimension_group(312_512, 4096), Some(152)); // dpnp's merge passes
        assert_eq!(first_dimension_group(100_000, 4096), Some(250));
        assert_eq!(first_dimension_group(1 << 20, 4096), Some(256));
        assert_eq!(first_dimension_group(1 << 20, 64), Some(64)); // the kernel's own limit
        assert_eq!(first_dimension_group(65_537, 4096), None); // a prime: the driver's choice
        assert_eq!(first_dimension_group(2 * 65_537, 4096), None);
    }

    #[test]
    fn missing_tools_are_named_with_the_package() {
        let e = discover(Some(Path::new("/nonexistent/llvm"))).unwrap_err();
        assert_eq!(e.status, Status::Unsupported);
        assert!(e.message.contains("apt-get install llvm-spirv-15 llvm-15"), "{e}");
    }
}
