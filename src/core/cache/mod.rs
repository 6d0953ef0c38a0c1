//! The program cache: an in-memory cache per context ([`memory`]) in front
//! of a persistent device-code cache shared by processes ([`disk`]).
//!
//! `core::program::build_program` is the one entry point of the program path: it builds
//! a program from OpenCL C source, SPIR-V IL or a native binary, or finds
//! it built. In-memory hit: the same `cl_program`. Persistent hit: the
//! program is created with `clCreateProgramWithBinary` from the stored
//! binaries and built (fast). Miss: built from its input, then its
//! `CL_PROGRAM_BINARIES` are stored, where the device's store [`policy`]
//! says a store pays (not on PoCL by default: its own kernel cache serves
//! the next run). [`redirect`] serves the DPC++ faces.
//!
//! Cacheability (the seed's rules): programs linked from several programs
//! and programs made through interop never enter the cache (they never
//! reach `build_program`; [`Origin::is_cacheable`] states it for callers
//! such as kernel bundles); every kernel of a cacheable program is
//! cacheable. Deliberate difference from DPC++: programs from OpenCL C
//! source *are* cached here (keyed by a hash of the source text), because
//! the C API's source path is this runtime's main way to make programs.
//!
//! Kernel bundles (`core::bundle::build_for_devices`) use the same two
//! levels with their own build function ([`build_native_with`]): the
//! executable program of one registered image is keyed in memory by
//! [`ImageId::KernelSet`] and on disk by the image bytes; built-in kernel
//! programs are kept in memory only ([`ImageId::BuiltIn`]). Unregistering
//! images purges what was built from them ([`purge_images`]).

pub mod disk;
pub mod key;
pub mod memory;
pub mod per_context;
pub mod policy;
pub mod redirect;
pub mod root;
pub mod stats_log;
pub mod writer;

use crate::cl::{self, DeviceId};
use crate::config::CacheVars;
use crate::core::context::Context;
use crate::core::device::Device;
use crate::core::error::{Error, Result, Status};
pub use disk::{DiskCache, DiskConfig, DiskCounters};
pub use key::{DeviceDesc, DiskKey, ImageId, ProgramKey};
pub use memory::{BuildFailure, BuildState, Cache, Counters, SizedValue};
pub use per_context::{Built, CachedKernel, ContextCache};
use std::sync::{Arc, LazyLock, Mutex, OnceLock, Weak};
use std::time::Duration;

/// What a program is made from (the cache key's image kind).
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ImageKind {
    /// OpenCL C source text.
    Source = 0,
    /// SPIR-V (or another IL the device accepts).
    Il = 1,
    /// A native device binary, the same for every device.
    Binary = 2,
}

impl ImageKind {
    pub fn from_u32(v: u32) -> Option<ImageKind> {
        match v {
            0 => Some(ImageKind::Source),
            1 => Some(ImageKind::Il),
            2 => Some(ImageKind::Binary),
            _ => None,
        }
    }
}

/// How a program came to be (cacheability, the seed's "Cache limitations").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// From one device image (source, IL or binary): cacheable.
    Image(ImageKind),
    /// Linked from several programs: not cacheable.
    Linked,
    /// Made through interop (a native handle from the user): not cacheable.
    Interop,
    /// A kernel bundle in input or object state: not cacheable.
    Unbuilt,
}

impl Origin {
    pub fn is_cacheable(self) -> bool {
        matches!(self, Origin::Image(_))
    }
}

/// The parsed cache configuration.
#[derive(Clone, Debug)]
pub struct CacheConfig {
    pub in_mem: bool,
    pub in_mem_threshold: u64,
    pub persistent: bool,
    pub disk: DiskConfig,
    /// `SYCL_CACHE_TRACE` bits: 1 persistent, 2 in-memory.
    pub trace: u32,
}

fn parse_bool(name: &str, v: Option<&str>, default: bool) -> bool {
    match v.map(str::trim) {
        None => default,
        Some("1") | Some("on") | Some("true") | Some("yes") => true,
        Some("0") | Some("off") | Some("false") | Some("no") => false,
        Some(other) => {
            log::warn!("{name}={other:?} is not 0 or 1; using the default ({})", default as u8);
            default
        }
    }
}

fn parse_u64(name: &str, v: Option<&str>, default: u64) -> u64 {
    match v.map(str::trim) {
        None => default,
        Some(s) => s.parse::<u64>().unwrap_or_else(|_| {
            log::warn!("{name}={s:?} is not a non-negative integer; using the default ({default})");
            default
        }),
    }
}

impl CacheConfig {
    /// Parses the raw variables; a malformed value is warned about and defaulted.
    pub fn from_vars(v: &CacheVars) -> CacheConfig {
        let trace = match v.trace.as_deref().map(str::trim) {
            None => 0,
            Some(s) => s.parse::<u32>().unwrap_or(1),
        };
        let root = root::root_dir(v);
        let days = parse_u64("SYCL_CACHE_THRESHOLD", v.threshold.as_deref(), 0);
        CacheConfig {
            in_mem: parse_bool("SYCL_CACHE_IN_MEM", v.in_mem.as_deref(), true),
            in_mem_threshold: parse_u64(
                "SYCL_IN_MEM_CACHE_EVICTION_THRESHOLD",
                v.in_mem_eviction_threshold.as_deref(),
                0,
            ),
            persistent: parse_bool("SYCL_CACHE_PERSISTENT", v.persistent.as_deref(), true),
            disk: DiskConfig {
                root,
                max_size: parse_u64("SYCL_CACHE_MAX_SIZE", v.max_size.as_deref(), 1 << 30),
                max_age: (days > 0).then(|| Duration::from_secs(days.saturating_mul(86_400))),
                eviction: !parse_bool("SYCL_CACHE_EVICTION_DISABLE", v.eviction_disable.as_deref(), false),
                min_image_size: parse_u64("SYCL_CACHE_MIN_DEVICE_IMAGE_SIZE", v.min_image_size.as_deref(), 0),
                max_image_size: parse_u64("SYCL_CACHE_MAX_DEVICE_IMAGE_SIZE", v.max_image_size.as_deref(), 1 << 30),
                trace: trace & 1 != 0,
                lock_timeout: Duration::from_secs(120),
            },
            trace,
        }
    }

    pub fn from_env() -> CacheConfig {
        CacheConfig::from_vars(&crate::config::get().cache)
    }
}

static CONFIG: LazyLock<CacheConfig> = LazyLock::new(CacheConfig::from_env);
static DISK: OnceLock<Option<DiskCache>> = OnceLock::new();

/// The process's cache configuration (from the environment, read once).
pub fn config() -> &'static CacheConfig {
    &CONFIG
}

/// The process's persistent cache, or None when `SYCL_CACHE_PERSISTENT=0`.
pub fn disk_cache() -> Option<&'static DiskCache> {
    DISK.get_or_init(|| config().persistent.then(|| DiskCache::new(config().disk.clone()))).as_ref()
}

/// The caches of the contexts made so far, for [`purge_images`]: a plain
/// list (no key: each context holds its own cache), pruned of the caches of
/// released contexts when a new cache joins.
static CACHES: Mutex<Vec<Weak<ContextCache>>> = Mutex::new(Vec::new());

/// Removes from the cache of every live context the programs built from
/// the registered device images `ids` (keys [`ImageId::KernelSet`]) and
/// their kernels; returns how many programs were removed. Called by the
/// image registry's unregister hook (see [`for_context`]).
pub fn purge_images(ids: &[u64]) -> usize {
    if ids.is_empty() {
        return 0;
    }
    let caches: Vec<Arc<ContextCache>> = {
        let l = CACHES.lock().unwrap_or_else(|p| p.into_inner());
        l.iter().filter_map(Weak::upgrade).collect()
    };
    let built_from = |k: &ProgramKey| matches!(k.image, ImageId::KernelSet(i) if ids.contains(&i));
    let mut n = 0;
    for c in caches {
        n += c.programs.remove_where(built_from);
        // The removed keys are in the eviction log: their kernels go now.
        c.sync_kernels();
        c.kernels.remove_where(|(p, _)| built_from(p));
    }
    n
}

/// The cache of a context (made on first use, held by the context and
/// dropped with it).
///
/// The first call adds the registry's unregister hook ([`purge_images`]):
/// nothing is cached before a context's cache exists.
pub fn for_context(ctx: &Context) -> Arc<ContextCache> {
    static HOOK: std::sync::Once = std::sync::Once::new();
    HOOK.call_once(|| {
        crate::core::registry::registry().on_unregister(|ids| {
            let n = purge_images(ids);
            if n > 0 {
                log::debug!("purged {n} cached program(s) built from unregistered images {ids:?}");
            }
        });
    });
    ctx.cache
        .get_or_init(|| {
            let cfg = config();
            let c = Arc::new(ContextCache::new(cfg.in_mem, cfg.in_mem_threshold, cfg.trace & 2 != 0));
            let mut l = CACHES.lock().unwrap_or_else(|p| p.into_inner());
            l.retain(|w| w.strong_count() > 0);
            l.push(Arc::downgrade(&c));
            c
        })
        .clone()
}

/// The persistent-cache descriptor of a device.
pub fn device_desc(d: &Device) -> DeviceDesc {
    DeviceDesc {
        platform_name: d.platform().name.clone(),
        device_name: d.info.name.clone(),
        device_version: d.info.version.clone(),
        driver_version: d.info.driver_version.clone(),
    }
}

/// Input of a native build: what the program is made from.
pub struct BuildInput<'a> {
    pub kind: ImageKind,
    pub image: &'a [u8],
    pub options: &'a str,
    pub spec: &'a [(u32, Vec<u8>)],
}

fn with_logs(e: cl::ClError, prog: &cl::Program, devices: &[DeviceId]) -> Error {
    let mut err = Error::from(e);
    for &d in devices {
        let log = prog.build_log(d).unwrap_or_default();
        if !log.trim().is_empty() {
            err = err.with_detail(format!("--- build log ---\n{}", log.trim_end()));
        }
    }
    err
}

static COMPILED_DEVICES: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// How many device builds from source, IL or an input binary this process
/// has run through [`build_native`] (loads of stored binaries not counted).
pub fn compiled_devices() -> u64 {
    COMPILED_DEVICES.load(std::sync::atomic::Ordering::Relaxed)
}

/// Counts `n` device builds from an input (for [`compiled_devices`]); for
/// build functions given to [`build_native_with`].
pub fn note_compiled(n: usize) {
    COMPILED_DEVICES.fetch_add(n as u64, std::sync::atomic::Ordering::Relaxed);
}

/// Builds a program from its input for the given devices (a subset of the
/// devices given to [`build_native_with`]: one per distinct descriptor).
pub type BuildFn<'a> = dyn Fn(&[DeviceId]) -> Result<cl::Program> + 'a;

/// Creates a program from the input and builds it for `devices`.
fn build_from_input(ctx: &cl::Context, devices: &[DeviceId], input: &BuildInput<'_>) -> Result<cl::Program> {
    note_compiled(devices.len());
    build_input_program(ctx, devices, input)
}

static TWIN_BUILDS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// How many twin programs the background writer built for stores (PoCL);
/// not counted by [`compiled_devices`], which counts the callers' builds.
pub fn twin_builds() -> u64 {
    TWIN_BUILDS.load(std::sync::atomic::Ordering::Relaxed)
}

fn build_input_program(ctx: &cl::Context, devices: &[DeviceId], input: &BuildInput<'_>) -> Result<cl::Program> {
    // The PTX route specializes the SPIR-V itself (a PTX program has no
    // specialization constants): nothing is left to set on the program.
    let mut specialized = false;
    let prog = match input.kind {
        ImageKind::Source => {
            if !input.spec.is_empty() {
                return Err(Error::new(Status::InvalidValue, "specialization constants need an IL program"));
            }
            cl::Program::with_source(ctx, input.image)?
        }
        // The route of the devices (core::route decides).
        ImageKind::Il => {
            let m = crate::core::route::program_with_il(ctx, input.image, input.spec)?;
            specialized = m.specialized;
            m.program
        }
        ImageKind::Binary => {
            if !input.spec.is_empty() {
                return Err(Error::new(Status::InvalidValue, "specialization constants need an IL program"));
            }
            let bins: Vec<&[u8]> = devices.iter().map(|_| input.image).collect();
            cl::Program::with_binaries(ctx, devices, &bins)?
        }
    };
    if !specialized {
        for (id, v) in input.spec {
            prog.set_spec_constant(*id, v)?;
        }
    }
    crate::core::build::build(&prog, devices, input.options).map_err(|e| with_logs(e, &prog, devices))?;
    Ok(prog)
}

/// Creates a program from one binary per device and builds it.
pub fn build_from_binaries(
    ctx: &cl::Context,
    devices: &[DeviceId],
    bins: &[Vec<u8>],
    options: &str,
) -> Result<cl::Program> {
    let refs: Vec<&[u8]> = bins.iter().map(Vec::as_slice).collect();
    let prog = cl::Program::with_binaries(ctx, devices, &refs)?;
    // PTX route devices take only their driver's own options (core::build).
    crate::core::build::build(&prog, devices, options).map_err(|e| with_logs(e, &prog, devices))?;
    Ok(prog)
}

/// The binary of each of `devices` from a built program: matched by device
/// id, or, when the driver reports other ids (PoCL does for sub-devices),
/// the non-empty binaries in order if there is exactly one per device.
fn binaries_for(prog: &cl::Program, devices: &[DeviceId]) -> Result<Vec<Vec<u8>>> {
    BINARY_READS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let pdevs = prog.devices()?;
    let bins = prog.binaries()?;
    let by_id: Option<Vec<Vec<u8>>> = devices
        .iter()
        .map(|d| pdevs.iter().position(|p| p == d).and_then(|i| bins.get(i).cloned()).filter(|b| !b.is_empty()))
        .collect();
    if let Some(v) = by_id {
        return Ok(v);
    }
    let non_empty: Vec<Vec<u8>> = bins.into_iter().filter(|b| !b.is_empty()).collect();
    if non_empty.len() == devices.len() {
        return Ok(non_empty);
    }
    Err(Error::new(Status::Unsupported, "the driver returned no binary for a device"))
}

static BINARY_READS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// How many times this process read built programs' binaries for the
/// persistent cache (`CL_PROGRAM_BINARIES`), on any thread (diagnostics
/// and tests: a cold single-device miss reads them on the writer thread).
pub fn binary_reads() -> u64 {
    BINARY_READS.load(std::sync::atomic::Ordering::Relaxed)
}

/// The disk key of one device's build.
pub fn disk_key(desc: &DeviceDesc, input: &BuildInput<'_>) -> DiskKey {
    let mut image = Vec::with_capacity(input.image.len() + 1);
    image.push(input.kind as u8);
    image.extend_from_slice(input.image);
    DiskKey {
        device: desc.clone(),
        image,
        spec_consts: key::spec_const_bytes(input.spec),
        options: input.options.as_bytes().to_vec(),
    }
}

/// Builds for `devices` (with their descriptors) through the persistent
/// cache, if any: one build per distinct device descriptor, the others
/// loaded from its binary; across processes one builder per key.
pub fn build_native(
    ctx: &cl::Context,
    devices: &[(DeviceId, DeviceDesc)],
    input: &BuildInput<'_>,
    disk: Option<&DiskCache>,
) -> Result<Built> {
    let twin = || Recipe::of(input);
    build_native_with(ctx, devices, input, disk, &twin, &|ids| build_from_input(ctx, ids, input))
}

/// An owned build input: what a background store builds its twin program
/// from (see [`store_later`]).
#[derive(Clone, Debug)]
pub struct Recipe {
    pub kind: ImageKind,
    pub image: Vec<u8>,
    pub options: String,
    pub spec: Vec<(u32, Vec<u8>)>,
}

impl Recipe {
    pub fn of(input: &BuildInput<'_>) -> Option<Recipe> {
        Some(Recipe {
            kind: input.kind,
            image: input.image.to_vec(),
            options: input.options.to_string(),
            spec: input.spec.to_vec(),
        })
    }
    fn build(&self, ctx: &cl::Context, devices: &[DeviceId]) -> Result<cl::Program> {
        let input = BuildInput { kind: self.kind, image: &self.image, options: &self.options, spec: &self.spec };
        TWIN_BUILDS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        build_input_program(ctx, devices, &input)
    }
}

/// Whether reading a program's binaries on this device compiles what the
/// build left for later: PoCL compiles every kernel then, under the
/// program's lock (its `clCreateKernel` waits meanwhile), so a background
/// store builds a twin program and reads the twin's binaries. Intel's CPU
/// runtime and NVIDIA's driver compile everything in `clBuildProgram`:
/// their binaries are read from the caller's program.
pub fn binaries_compile(desc: &DeviceDesc) -> bool {
    match STORE_MODE.load(std::sync::atomic::Ordering::Relaxed) {
        1 => true,
        2 => false,
        _ => desc.platform_name.contains("Portable Computing Language"),
    }
}

/// 0: by platform ([`binaries_compile`]); 1: always a twin; 2: never.
static STORE_MODE: std::sync::atomic::AtomicU8 = std::sync::atomic::AtomicU8::new(0);

/// Test hook: `Some(true)` makes every store build a twin program (PoCL's
/// way), `Some(false)` makes every store read the caller's program (Intel's
/// and NVIDIA's way), `None` decides by platform again. Process-wide.
#[doc(hidden)]
pub fn force_store_mode(twin: Option<bool>) {
    let v = match twin {
        None => 0,
        Some(true) => 1,
        Some(false) => 2,
    };
    STORE_MODE.store(v, std::sync::atomic::Ordering::Relaxed);
}

/// Where a background store gets its binaries from.
pub enum StoreFrom {
    /// Already read (the rare paths that had to read them anyway).
    Bins(Vec<Vec<u8>>),
    /// The caller's program, retained: the writer reads its binaries (a
    /// copy where the build compiled everything: Intel's CPU runtime,
    /// NVIDIA's driver), off the caller's path, and then releases it. The
    /// caller keeps using (or releases) its own handle meanwhile:
    /// `clGetProgramInfo` may be called from any thread.
    Program(cl::Program),
    /// A twin program built by the writer from the same input.
    Twin(cl::Context, Recipe),
}

/// Queues the store of a claimed build on the background writer
/// ([`writer`]): the binaries of `leaders` are read from `from` and
/// written to `keys` (the claim completed with the first); a failure
/// abandons the claim, and so does process exit before the job starts.
pub fn store_later(dc: &DiskCache, claim: disk::Claim, keys: Vec<DiskKey>, leaders: Vec<DeviceId>, from: StoreFrom) {
    let dc = dc.clone();
    writer::submit(Box::new(move |run| {
        if !run {
            dc_trace(&dc, "process exit: store given up");
            dc.abandon(claim);
            return;
        }
        let bins = match from {
            StoreFrom::Bins(b) => Ok(b),
            StoreFrom::Program(p) => {
                // Inside the OpenCL implementation, like a twin build: exit
                // waits for it, or it does not start once exit began. The
                // program is released inside too.
                let read = || {
                    let b = binaries_for(&p, &leaders);
                    drop(p);
                    b
                };
                match writer::in_driver(read) {
                    Some(b) => b,
                    None => {
                        dc_trace(&dc, "process exit: store given up");
                        dc.abandon(claim);
                        return;
                    }
                }
            }
            StoreFrom::Twin(ctx, r) => {
                // Inside the OpenCL implementation: process exit waits for it
                // (writer::in_driver), or it does not start once exit began.
                // The context is released inside too.
                // At the writer's own priority: idle priority was measured
                // to slow the caller (PoCL's compiler lock, see
                // policy::set_twin_idle); the hook keeps it measurable.
                let twin = || {
                    let b =
                        policy::at_idle_priority(|| r.build(&ctx, &leaders).and_then(|p| binaries_for(&p, &leaders)));
                    drop(ctx);
                    b
                };
                match writer::in_driver(twin) {
                    Some(b) => b,
                    None => {
                        dc_trace(&dc, "process exit: store given up");
                        dc.abandon(claim);
                        return;
                    }
                }
            }
        };
        match bins {
            Ok(bins) => {
                dc.complete(claim, &bins[0]);
                for (k, b) in keys.iter().zip(&bins).skip(1) {
                    dc.put(k, b);
                }
            }
            Err(e) => {
                dc_trace(&dc, &format!("background store failed ({e}); nothing stored"));
                dc.abandon(claim);
            }
        }
    }));
}

/// Waits (at most `timeout`) for the persistent-cache stores queued by
/// this process; true when none is left.
pub fn flush_stores(timeout: Duration) -> bool {
    writer::flush(timeout)
}

/// [`build_native`] with the caller's build function (kernel bundles build
/// their own way: `if_device_has` header expansion, emulated or native
/// specialization constants, their own error statuses). `input` then only
/// names what is built: it forms the persistent key, and its options are
/// used to build programs loaded from stored binaries; its `spec` is never
/// applied by the cache (it may be one opaque blob). A build function that
/// makes an input program should call [`note_compiled`].
pub fn build_native_with(
    ctx: &cl::Context,
    devices: &[(DeviceId, DeviceDesc)],
    input: &BuildInput<'_>,
    disk: Option<&DiskCache>,
    twin: &dyn Fn() -> Option<Recipe>,
    build: &BuildFn<'_>,
) -> Result<Built> {
    let ids: Vec<DeviceId> = devices.iter().map(|(d, _)| *d).collect();
    let disk = disk.filter(|d| d.image_size_ok(input.image.len() as u64));
    // Distinct descriptors: identical devices share one build and one item.
    let mut leaders: Vec<usize> = Vec::new();
    let mut group: Vec<usize> = Vec::with_capacity(devices.len());
    for (i, (_, desc)) in devices.iter().enumerate() {
        match leaders.iter().position(|&l| devices[l].1 == *desc) {
            Some(g) => group.push(g),
            None => {
                group.push(leaders.len());
                leaders.push(i);
            }
        }
    }
    let keys: Vec<DiskKey> = leaders.iter().map(|&l| disk_key(&devices[l].1, input)).collect();
    let size_of = |bins: &[Vec<u8>]| bins.iter().map(|b| b.len() as u64).sum::<u64>();
    let expand = |leader_bins: &[Vec<u8>]| -> Vec<Vec<u8>> { group.iter().map(|&g| leader_bins[g].clone()).collect() };

    if let Some(dc) = disk {
        // Counters: one hit or one miss per leader key and request; an
        // unusable cache (unsafe permissions) is one miss, one warning, and
        // no attempt to store.
        let note = |hit: bool| keys.iter().for_each(|_| dc.note(hit));
        // 1. Every leader's binary on disk: load.
        let mut found = Vec::with_capacity(keys.len());
        for k in &keys {
            match dc.probe(k) {
                disk::Lookup::Hit(b) => found.push(Some(b)),
                disk::Lookup::Miss => found.push(None),
                disk::Lookup::Unusable => {
                    note(false);
                    return build_and_share(ctx, &ids, &leaders, &expand, input, None, twin, build);
                }
            }
        }
        if found.iter().all(Option::is_some) {
            let bins: Vec<Vec<u8>> = found.into_iter().flatten().collect();
            match build_from_binaries(ctx, &ids, &expand(&bins), input.options) {
                Ok(p) => {
                    note(true);
                    return Ok(Built { program: p, binary_size: size_of(&bins), from_disk: true });
                }
                Err(e) => dc_trace(dc, &format!("stored binaries rejected by the driver ({e}); rebuilding")),
            }
        }
        // 2. The store policy: where a store does not pay (the driver's own
        // cache serves the next run), build with no claim and no store.
        let (store, why) = policy::for_devices(devices.iter().map(|(_, d)| d));
        if store == policy::Store::Skip {
            note(false);
            dc.note_skipped(why);
            return build_and_share(ctx, &ids, &leaders, &expand, input, None, twin, build);
        }
        // 3. Single flight across processes on the first leader's key.
        return match dc.claim(&keys[0]) {
            disk::ClaimResult::Hit(_) => {
                // Another writer finished meanwhile: every leader's binary.
                let again: Vec<Option<Vec<u8>>> = keys.iter().map(|k| dc.probe(k).found()).collect();
                if again.iter().all(Option::is_some) {
                    let bins: Vec<Vec<u8>> = again.into_iter().flatten().collect();
                    if let Ok(p) = build_from_binaries(ctx, &ids, &expand(&bins), input.options) {
                        note(true);
                        return Ok(Built { program: p, binary_size: size_of(&bins), from_disk: true });
                    }
                }
                note(false);
                build_and_share(ctx, &ids, &leaders, &expand, input, None, twin, build)
            }
            disk::ClaimResult::Unavailable => {
                note(false);
                build_and_share(ctx, &ids, &leaders, &expand, input, None, twin, build)
            }
            disk::ClaimResult::Claimed(claim) => {
                note(false);
                build_and_share(ctx, &ids, &leaders, &expand, input, Some((dc, &keys, claim)), twin, build)
            }
        };
    }
    build_and_share(ctx, &ids, &leaders, &expand, input, None, twin, build)
}

fn dc_trace(dc: &DiskCache, msg: &str) {
    if dc.cfg.trace {
        eprintln!("[syclrt cache][persistent][pid {}] {msg}", std::process::id());
    }
}

/// Maps the leaders' binaries to one binary per device.
type Expand<'a> = dyn Fn(&[Vec<u8>]) -> Vec<Vec<u8>> + 'a;

/// Builds for the leader devices only, then (when other devices share a
/// leader's descriptor) makes the program for all devices from the
/// leaders' binaries; stores the binaries when a claim is given.
#[allow(clippy::too_many_arguments, reason = "one internal step of build_native_with, called from three places")]
fn build_and_share(
    ctx: &cl::Context,
    ids: &[DeviceId],
    leaders: &[usize],
    expand: &Expand<'_>,
    input: &BuildInput<'_>,
    store: Option<(&DiskCache, &[DiskKey], disk::Claim)>,
    twin: &dyn Fn() -> Option<Recipe>,
    build: &BuildFn<'_>,
) -> Result<Built> {
    let leader_ids: Vec<DeviceId> = leaders.iter().map(|&l| ids[l]).collect();
    let built = build(&leader_ids);
    let prog = match built {
        Ok(p) => p,
        Err(e) => {
            if let Some((dc, _, claim)) = store {
                dc.abandon(claim);
            }
            return Err(e);
        }
    };
    if leader_ids.len() == ids.len() {
        // The store (if any) happens in the background: the caller gets
        // the program now, as from an uncached build.
        if let Some((dc, keys, claim)) = store {
            let lazy = keys.iter().any(|k| binaries_compile(&k.device));
            let from = match lazy.then(twin).flatten() {
                Some(r) => StoreFrom::Twin(ctx.clone(), r),
                None => StoreFrom::Program(prog.clone()),
            };
            store_later(dc, claim, keys.to_vec(), leader_ids, from);
        }
        let b = Built { program: prog, binary_size: 0, from_disk: false };
        return Ok(if config().in_mem_threshold > 0 { b.with_size() } else { b });
    }
    // Devices sharing a leader's descriptor get the program made from the
    // leader's binaries: those are needed now (and stored now).
    let bins = match binaries_for(&prog, &leader_ids) {
        Ok(b) => b,
        Err(e) => {
            if let Some((dc, _, claim)) = store {
                dc.abandon(claim);
            }
            return Err(e);
        }
    };
    if let Some((dc, keys, claim)) = store {
        dc.complete(claim, &bins[0]);
        for (k, b) in keys.iter().zip(&bins).skip(1) {
            dc.put(k, b);
        }
    }
    let size = bins.iter().map(|b| b.len() as u64).sum();
    let all = build_from_binaries(ctx, ids, &expand(&bins), input.options)?;
    Ok(Built { program: all, binary_size: size, from_disk: false })
}

impl Built {
    /// Fills in the binary size from the driver (for the LRU threshold).
    fn with_size(mut self) -> Built {
        if let Ok(bins) = self.program.binaries() {
            self.binary_size = bins.iter().map(|b| b.len() as u64).sum();
        }
        self
    }
}

/// The in-memory key of a build in `ctx`.
pub fn program_key(ctx: &Context, input: &BuildInput<'_>) -> ProgramKey {
    ProgramKey::new(
        ImageId::of_bytes(input.kind as u8, input.image),
        key::spec_const_bytes(input.spec),
        ctx.devices.iter().map(|d| d.id.0 as usize).collect(),
        input.options,
    )
}

/// Counters of a context's cache and of the process's persistent cache.
#[derive(Clone, Copy, Debug, Default)]
pub struct Stats {
    pub programs: Counters,
    pub kernels: Counters,
    pub disk: DiskCounters,
}

pub fn stats(ctx: &Arc<Context>) -> Stats {
    let c = for_context(ctx);
    Stats {
        programs: c.programs.counters(),
        kernels: c.kernels.counters(),
        disk: disk_cache().map(DiskCache::counters).unwrap_or_default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    #[test]
    fn config_defaults() {
        let c = CacheConfig::from_vars(&CacheVars { home: Some("/home/u".into()), ..Default::default() });
        assert!(c.in_mem && c.persistent && c.disk.eviction);
        assert_eq!(c.in_mem_threshold, 0);
        assert_eq!(c.disk.root, PathBuf::from("/home/u/.cache/syclrt"));
        assert_eq!((c.disk.max_size, c.disk.max_age), (1 << 30, None));
        assert_eq!((c.disk.min_image_size, c.disk.max_image_size), (0, 1 << 30));
        assert_eq!(c.trace, 0);
        let c = CacheConfig::from_vars(&CacheVars {
            xdg_cache_home: Some("/x".into()),
            home: Some("/home/u".into()),
            ..Default::default()
        });
        assert_eq!(c.disk.root, PathBuf::from("/x/syclrt"));
    }

    #[test]
    fn config_values_and_malformed_values() {
        let v = CacheVars {
            persistent: Some("0".into()),
            dir: Some("/c".into()),
            max_size: Some("4096".into()),
            threshold: Some("2".into()),
            eviction_disable: Some("1".into()),
            min_image_size: Some("10".into()),
            max_image_size: Some("20".into()),
            trace: Some("3".into()),
            in_mem: Some("0".into()),
            in_mem_eviction_threshold: Some("50000".into()),
            ..Default::default()
        };
        let c = CacheConfig::from_vars(&v);
        assert!(!c.persistent && !c.in_mem && !c.disk.eviction);
        assert_eq!(c.disk.root, PathBuf::from("/c"));
        assert_eq!((c.disk.max_size, c.disk.max_age), (4096, Some(Duration::from_secs(2 * 86400))));
        assert_eq!((c.disk.min_image_size, c.disk.max_image_size, c.in_mem_threshold), (10, 20, 50000));
        assert!(c.disk.trace && c.trace == 3);
        // Malformed: warned about, defaults used; a non-numeric trace means 1.
        let v = CacheVars {
            persistent: Some("maybe".into()),
            max_size: Some("-5".into()),
            in_mem_eviction_threshold: Some("lots".into()),
            trace: Some("yes".into()),
            ..Default::default()
        };
        let c = CacheConfig::from_vars(&v);
        assert!(c.persistent);
        assert_eq!((c.disk.max_size, c.in_mem_threshold, c.trace), (1 << 30, 0, 1));
    }

    #[test]
    fn image_kinds() {
        assert_eq!(ImageKind::from_u32(0), Some(ImageKind::Source));
        assert_eq!(ImageKind::from_u32(1), Some(ImageKind::Il));
        assert_eq!(ImageKind::from_u32(2), Some(ImageKind::Binary));
        assert_eq!(ImageKind::from_u32(3), None);
    }
}
