//! Platforms, devices and their SYCL aspects.
//!
//! The topology is discovered once per process and never changes: every
//! device property is read at discovery and cached, so later queries cost no
//! OpenCL call.

use super::devinfo::raw_answer;
use super::error::{Error, Result, Status};
use crate::cl::{self, sys::*, DeviceId, PlatformId};
use std::sync::{Arc, OnceLock};

/// The SYCL aspects syclrt reports (`syclrt_aspect` in C, for
/// `syclrt_device_has`). Numbers are stable (C ABI).
#[repr(i32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Aspect {
    Cpu = 0,
    Gpu = 1,
    Accelerator = 2,
    Fp16 = 3,
    Fp64 = 4,
    Atomic64 = 5,
    OnlineCompiler = 6,
    OnlineLinker = 7,
    QueueProfiling = 8,
    UsmDeviceAllocations = 9,
    UsmHostAllocations = 10,
    UsmSharedAllocations = 11,
    Image = 12,
}

impl Aspect {
    pub const ALL: [Aspect; 13] = [
        Aspect::Cpu,
        Aspect::Gpu,
        Aspect::Accelerator,
        Aspect::Fp16,
        Aspect::Fp64,
        Aspect::Atomic64,
        Aspect::OnlineCompiler,
        Aspect::OnlineLinker,
        Aspect::QueueProfiling,
        Aspect::UsmDeviceAllocations,
        Aspect::UsmHostAllocations,
        Aspect::UsmSharedAllocations,
        Aspect::Image,
    ];

    /// The SYCL 2020 spelling (`sycl::aspect::fp16` is "fp16").
    pub fn name(self) -> &'static str {
        match self {
            Aspect::Cpu => "cpu",
            Aspect::Gpu => "gpu",
            Aspect::Accelerator => "accelerator",
            Aspect::Fp16 => "fp16",
            Aspect::Fp64 => "fp64",
            Aspect::Atomic64 => "atomic64",
            Aspect::OnlineCompiler => "online_compiler",
            Aspect::OnlineLinker => "online_linker",
            Aspect::QueueProfiling => "queue_profiling",
            Aspect::UsmDeviceAllocations => "usm_device_allocations",
            Aspect::UsmHostAllocations => "usm_host_allocations",
            Aspect::UsmSharedAllocations => "usm_shared_allocations",
            Aspect::Image => "image",
        }
    }

    pub fn from_code(code: i32) -> Option<Aspect> {
        Aspect::ALL.iter().copied().find(|a| *a as i32 == code)
    }

    pub fn from_name(name: &str) -> Option<Aspect> {
        Aspect::ALL.iter().copied().find(|a| a.name() == name)
    }
}

/// A set of aspects as a bit mask (bit n = aspect with code n).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct AspectSet(pub u64);

impl AspectSet {
    pub fn has(self, a: Aspect) -> bool {
        self.0 & (1 << a as u32) != 0
    }
    pub fn insert(&mut self, a: Aspect) {
        self.0 |= 1 << a as u32;
    }
    pub fn remove(&mut self, a: Aspect) {
        self.0 &= !(1 << a as u32);
    }
    pub fn iter(self) -> impl Iterator<Item = Aspect> {
        Aspect::ALL.into_iter().filter(move |a| self.has(*a))
    }
}

/// What kind of device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeviceType {
    Cpu,
    Gpu,
    Accelerator,
    Other,
}

impl DeviceType {
    /// The kind of a device with OpenCL's `CL_DEVICE_TYPE` bits `bits`: a
    /// GPU, else a CPU, else an accelerator (the C API's kind and UR's
    /// `UR_DEVICE_INFO_TYPE`).
    pub fn of(bits: u64) -> DeviceType {
        if bits & CL_DEVICE_TYPE_GPU != 0 {
            DeviceType::Gpu
        } else if bits & CL_DEVICE_TYPE_CPU != 0 {
            DeviceType::Cpu
        } else if bits & CL_DEVICE_TYPE_ACCELERATOR != 0 {
            DeviceType::Accelerator
        } else {
            DeviceType::Other
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            DeviceType::Cpu => "cpu",
            DeviceType::Gpu => "gpu",
            DeviceType::Accelerator => "accelerator",
            DeviceType::Other => "other",
        }
    }
}

/// Device properties, read once at discovery.
#[derive(Clone, Debug)]
pub struct DeviceInfo {
    pub name: String,
    pub vendor: String,
    pub version: String,
    pub driver_version: String,
    pub opencl_c_version: String,
    pub il_version: String,
    pub device_type: DeviceType,
    pub vendor_id: u32,
    pub max_compute_units: u32,
    pub max_clock_frequency: u32,
    pub global_mem_size: u64,
    pub local_mem_size: u64,
    pub max_mem_alloc_size: u64,
    pub max_work_group_size: usize,
    pub max_work_item_dimensions: u32,
    pub max_work_item_sizes: [usize; 3],
    pub mem_base_addr_align: u32,
    pub profiling_timer_resolution: usize,
    pub queue_properties: u64,
    pub extensions: Vec<String>,
    pub built_in_kernels: Vec<String>,
}

impl DeviceInfo {
    pub fn has_extension(&self, ext: &str) -> bool {
        self.extensions.iter().any(|e| e == ext)
    }
}

/// One OpenCL device: a root device (discovery's, [`devices`], or one made
/// once by [`of_id`]), the one object of its id for every face; or a
/// sub-device ([`crate::core::partition::create`]), its own object, which
/// holds the driver's reference to it.
#[derive(Debug)]
pub struct Device {
    pub id: DeviceId,
    pub platform_id: PlatformId,
    /// Index of the platform in [`platforms`].
    pub platform_index: usize,
    /// Index of the device in [`devices`]; a device outside that list (a
    /// sub-device, a root discovery did not list) has a number past the
    /// list's end, its own for the process.
    pub index: usize,
    pub info: DeviceInfo,
    /// Aspects after `SYCLRT_MASK_ASPECTS` was applied.
    pub aspects: AspectSet,
    /// A sub-device's parent (`None`: a root device).
    pub parent: Option<Arc<Device>>,
    /// A sub-device of an equal partition the driver refused and syclrt
    /// made by counts ([`crate::core::partition::plan`]): the units per
    /// sub-device, what it answers as its partition (the driver would say
    /// counts).
    pub equally: Option<u32>,
    /// A sub-device's reference, released with the object.
    _owned: Option<cl::OwnedDevice>,
}

impl Device {
    pub fn has(&self, a: Aspect) -> bool {
        self.aspects.has(a)
    }
    /// What backs the device's USM: "intel" (cl_intel_unified_shared_memory),
    /// "svm-fine" / "svm-coarse" (emulation over OpenCL SVM) or "none".
    pub fn usm_provider(&self) -> &'static str {
        crate::core::usm::for_device(self.id).provider.name()
    }
    pub fn platform(&self) -> &'static Arc<Platform> {
        // Discovery succeeded, or this device could not exist.
        &topology().expect("device exists, so discovery succeeded").platforms[self.platform_index]
    }

    /// The object of a device discovery did not make, its properties read
    /// now: a root (`owned` `None`) or a sub-device of `parent`.
    fn made(
        id: DeviceId,
        platform: &Platform,
        sub: Option<(Arc<Device>, cl::OwnedDevice, Option<u32>)>,
    ) -> Result<Device> {
        let info = read_device_info(id)?;
        let aspects = aspects_of(id, &info);
        static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let index = devices()?.len() + NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let (parent, owned, equally) = match sub {
            Some((p, o, e)) => (Some(p), Some(o), e),
            None => (None, None, None),
        };
        Ok(Device {
            id,
            platform_id: platform.id,
            platform_index: platform.index,
            index,
            info,
            aspects,
            parent,
            equally,
            _owned: owned,
        })
    }

    /// The object of a sub-device of `self` the driver made (`owned`: its
    /// reference), of an equal partition made by counts when `equally`.
    pub fn sub_device(self: &Arc<Self>, owned: cl::OwnedDevice, equally: Option<u32>) -> Result<Arc<Device>> {
        let id = DeviceId(owned.raw());
        Ok(Arc::new(Device::made(id, self.platform(), Some((self.clone(), owned, equally)))?))
    }
}

/// A root device discovery did not list, made once ([`of_id`]).
struct Unlisted(Arc<Device>);

/// The object of a root OpenCL device id, the same object every time:
/// discovery's ([`devices`]), else one made once for the process (a
/// custom device, which `CL_DEVICE_TYPE_ALL` does not list, or a device id
/// from outside). An id no platform of [`platforms`] owns is an error.
pub fn of_id(id: DeviceId) -> Result<Arc<Device>> {
    if let Some(d) = devices()?.iter().find(|d| d.id == id) {
        return Ok(d.clone());
    }
    if let Some(x) = super::handles::get::<Unlisted>(id.0 as usize) {
        return Ok(x.0.clone());
    }
    // A device id from outside may reuse a released sub-device's address.
    super::devinfo::forget_device(id.0);
    let pb = raw_answer(id, CL_DEVICE_PLATFORM).map_err(|e| cl::ClError::new(e, "the device's platform query"))?;
    let p = platform_of_id(PlatformId(usize::from_ne_bytes(pb[..8].try_into().unwrap_or([0; 8])) as cl_platform_id))?;
    let made = Device::made(id, p, None)?;
    Ok(super::handles::get_or_insert_with(id.0 as usize, || Unlisted(Arc::new(made))).0.clone())
}

/// The platform object of an OpenCL platform id (one of [`platforms`]).
pub fn platform_of_id(id: PlatformId) -> Result<&'static Arc<Platform>> {
    platforms()?.iter().find(|p| p.id == id).ok_or_else(|| {
        Error::new(
            Status::InvalidPlatform,
            format!("OpenCL platform {:?} is not one of the ICD loader's platforms", id.0),
        )
    })
}

/// One OpenCL platform and its devices.
#[derive(Debug)]
pub struct Platform {
    pub id: PlatformId,
    pub index: usize,
    pub name: String,
    pub vendor: String,
    pub version: String,
    pub profile: String,
    pub extensions: Vec<String>,
    pub devices: Vec<Arc<Device>>,
}

struct Topology {
    platforms: Vec<Arc<Platform>>,
    devices: Vec<Arc<Device>>,
}

static TOPOLOGY: OnceLock<Result<Topology>> = OnceLock::new();

fn topology() -> Result<&'static Topology> {
    TOPOLOGY.get_or_init(discover).as_ref().map_err(Clone::clone)
}

/// Every platform of the ICD loader (an empty slice when there is none).
pub fn platforms() -> Result<&'static [Arc<Platform>]> {
    Ok(&topology()?.platforms)
}

/// Every device of every platform, in platform order.
pub fn devices() -> Result<&'static [Arc<Device>]> {
    Ok(&topology()?.devices)
}

/// The device `SYCLRT_DEFAULT_DEVICE` names, else the first GPU, else the
/// first CPU, else the first device.
pub fn default_device() -> Result<&'static Arc<Device>> {
    let devs = devices()?;
    if devs.is_empty() {
        return Err(Error::new(Status::NoOpencl, "no OpenCL device found (no platform lists a device)"));
    }
    if let Some(sel) = crate::config::get().default_device.as_deref() {
        if let Ok(i) = sel.parse::<usize>() {
            return devs.get(i).ok_or_else(|| {
                Error::new(
                    Status::OutOfRange,
                    format!("SYCLRT_DEFAULT_DEVICE={i} but there are {} devices", devs.len()),
                )
            });
        }
        let needle = sel.to_ascii_lowercase();
        return devs
            .iter()
            .find(|d| {
                d.info.name.to_ascii_lowercase().contains(&needle)
                    || d.platform().name.to_ascii_lowercase().contains(&needle)
            })
            .ok_or_else(|| {
                let seen: Vec<String> =
                    devs.iter().map(|d| format!("{}: {} ({})", d.index, d.info.name, d.platform().name)).collect();
                Error::new(
                    Status::InvalidValue,
                    format!("SYCLRT_DEFAULT_DEVICE={sel:?} matches no device (devices: {})", seen.join("; ")),
                )
            });
    }
    let pick = |t| devs.iter().find(|d| d.info.device_type == t);
    Ok(pick(DeviceType::Gpu).or_else(|| pick(DeviceType::Cpu)).unwrap_or(&devs[0]))
}

fn discover() -> Result<Topology> {
    cl::api()?;
    let mut platforms = Vec::new();
    let mut all = Vec::new();
    for (pi, pid) in cl::platform_ids()?.into_iter().enumerate() {
        let s = |p| pid.info_string(p).unwrap_or_default();
        let mut devices = Vec::new();
        // A platform whose device list fails (a broken ICD) is kept with no
        // devices, as a device whose properties fail is skipped: the other
        // platforms' devices stay usable, and every face lists the same.
        let ids = pid.device_ids().unwrap_or_else(|e| {
            log::warn!("platform {pi} lists no device: {e}");
            Vec::new()
        });
        for did in ids {
            match read_device_info(did) {
                Ok(info) => {
                    let aspects = aspects_of(did, &info);
                    let dev = Arc::new(Device {
                        id: did,
                        platform_id: pid,
                        platform_index: pi,
                        index: all.len(),
                        info,
                        aspects,
                        parent: None,
                        equally: None,
                        _owned: None,
                    });
                    all.push(dev.clone());
                    devices.push(dev);
                }
                Err(e) => log::warn!("skipping a device of platform {pi}: {e}"),
            }
        }
        platforms.push(Arc::new(Platform {
            id: pid,
            index: pi,
            name: s(CL_PLATFORM_NAME),
            vendor: s(CL_PLATFORM_VENDOR),
            version: s(CL_PLATFORM_VERSION),
            profile: s(CL_PLATFORM_PROFILE),
            extensions: s(CL_PLATFORM_EXTENSIONS).split_whitespace().map(str::to_string).collect(),
            devices,
        }));
    }
    Ok(Topology { platforms, devices: all })
}

/// The device's sub-group sizes, the one answer every face gives: the
/// driver's `CL_DEVICE_SUB_GROUP_SIZES_INTEL` (or the PTX route's warp),
/// else `[1]`: without that query a device runs every work-item as a
/// sub-group of its own (SYCL 2020 allows 1). An invalid device is an error.
pub fn sub_group_sizes(d: DeviceId) -> std::result::Result<Vec<usize>, i32> {
    const W: usize = std::mem::size_of::<usize>();
    match raw_answer(d, CL_DEVICE_SUB_GROUP_SIZES_INTEL) {
        Ok(b) if b.len() >= W => {
            Ok(b.chunks_exact(W).map(|c| usize::from_ne_bytes(c.try_into().unwrap_or_default())).collect())
        }
        Err(e) if e == CL_INVALID_DEVICE => Err(e),
        _ => Ok(vec![1]),
    }
}

/// 64-bit atomics: the device lists both `cl_khr_int64_base_atomics` and
/// `cl_khr_int64_extended_atomics` (Intel's adapter). The one rule of every
/// face: the C API's `atomic64` aspect, and PI's and UR's 64-bit atomics
/// query through `core::device_answers`.
pub fn atomic64(d: DeviceId) -> bool {
    let s = answer_string(d, CL_DEVICE_EXTENSIONS);
    let has = |e: &str| s.split_whitespace().any(|x| x == e);
    has("cl_khr_int64_base_atomics") && has("cl_khr_int64_extended_atomics")
}

/// [`raw_answer`] as a string (empty when the query fails).
fn answer_string(d: DeviceId, param: u32) -> String {
    let b = raw_answer(d, param).unwrap_or_default();
    String::from_utf8_lossy(b.strip_suffix(&[0]).unwrap_or(&b)).trim_end_matches('\0').to_string()
}

/// The extensions the C API reports: the route's answer (a translated
/// route's `cl_khr_il_program`: the C API's SPIR-V images take the route)
/// less a `cl_khr_fp16` the driver itself lacks. A route's half precision
/// is the translated programs' (SPIR-V), while the C API also builds OpenCL
/// C source with the driver's own compiler, and its `fp16` aspect is what
/// `if_device_has(fp16)` compiles `half` code for: PoCL 3.1's compiler
/// refuses `half` (and the build option that would enable it) where the
/// bitcode route offers fp16 to SPIR-V, so the C API reports no fp16 there
/// (`tests/bundle_device_if.rs`; the UR face, whose programs are SPIR-V or
/// the driver's binaries, reports the route's).
fn c_api_extensions(d: DeviceId) -> Vec<String> {
    let own = d.info_string(CL_DEVICE_EXTENSIONS).unwrap_or_default();
    let driver_has = |e: &str| own.split_whitespace().any(|x| x.trim_end_matches('\0') == e);
    answer_string(d, CL_DEVICE_EXTENSIONS)
        .split_whitespace()
        .filter(|e| *e != "cl_khr_fp16" || driver_has(e))
        .map(str::to_string)
        .collect()
}

fn read_device_info(d: DeviceId) -> Result<DeviceInfo, cl::ClError> {
    let device_type = DeviceType::of(d.info(CL_DEVICE_TYPE)?);
    let dims: u32 = d.info(CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS)?;
    let mut sizes = [1usize; 3];
    let raw = d.info_bytes(CL_DEVICE_MAX_WORK_ITEM_SIZES)?;
    for (i, c) in raw.chunks_exact(std::mem::size_of::<usize>()).take(3).enumerate() {
        sizes[i] = usize::from_ne_bytes(c.try_into().unwrap_or_default());
    }
    let list = |p| d.info_string(p).unwrap_or_default();
    Ok(DeviceInfo {
        name: d.info_string(CL_DEVICE_NAME)?,
        vendor: list(CL_DEVICE_VENDOR),
        version: list(CL_DEVICE_VERSION),
        driver_version: list(CL_DRIVER_VERSION),
        opencl_c_version: list(CL_DEVICE_OPENCL_C_VERSION),
        il_version: answer_string(d, CL_DEVICE_IL_VERSION),
        device_type,
        vendor_id: d.info(CL_DEVICE_VENDOR_ID).unwrap_or(0),
        max_compute_units: d.info(CL_DEVICE_MAX_COMPUTE_UNITS)?,
        max_clock_frequency: d.info(CL_DEVICE_MAX_CLOCK_FREQUENCY).unwrap_or(0),
        global_mem_size: d.info(CL_DEVICE_GLOBAL_MEM_SIZE)?,
        local_mem_size: d.info(CL_DEVICE_LOCAL_MEM_SIZE)?,
        max_mem_alloc_size: d.info(CL_DEVICE_MAX_MEM_ALLOC_SIZE)?,
        max_work_group_size: d.info(CL_DEVICE_MAX_WORK_GROUP_SIZE)?,
        max_work_item_dimensions: dims,
        max_work_item_sizes: sizes,
        mem_base_addr_align: d.info(CL_DEVICE_MEM_BASE_ADDR_ALIGN).unwrap_or(0),
        profiling_timer_resolution: d.info(CL_DEVICE_PROFILING_TIMER_RESOLUTION).unwrap_or(0),
        queue_properties: d.info(CL_DEVICE_QUEUE_PROPERTIES).unwrap_or(0),
        extensions: c_api_extensions(d),
        built_in_kernels: list(CL_DEVICE_BUILT_IN_KERNELS)
            .split(';')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(str::to_string)
            .collect(),
    })
}

fn aspects_of(d: DeviceId, info: &DeviceInfo) -> AspectSet {
    let mut set = AspectSet::default();
    let mut put = |a, yes: bool| {
        if yes {
            set.insert(a)
        }
    };
    put(Aspect::Cpu, info.device_type == DeviceType::Cpu);
    put(Aspect::Gpu, info.device_type == DeviceType::Gpu);
    put(Aspect::Accelerator, info.device_type == DeviceType::Accelerator);
    put(Aspect::Fp16, info.has_extension("cl_khr_fp16"));
    let double_cfg: u64 = d.info(CL_DEVICE_DOUBLE_FP_CONFIG).unwrap_or(0);
    put(Aspect::Fp64, info.has_extension("cl_khr_fp64") || double_cfg != 0);
    put(Aspect::Atomic64, atomic64(d));
    put(Aspect::OnlineCompiler, d.info::<u32>(CL_DEVICE_COMPILER_AVAILABLE).unwrap_or(0) != 0);
    put(Aspect::OnlineLinker, d.info::<u32>(CL_DEVICE_LINKER_AVAILABLE).unwrap_or(0) != 0);
    put(Aspect::QueueProfiling, info.queue_properties & CL_QUEUE_PROFILING_ENABLE != 0);
    put(Aspect::Image, d.info::<u32>(CL_DEVICE_IMAGE_SUPPORT).unwrap_or(0) != 0);
    // USM as the device's provider gives it: Intel's extension, the SVM
    // emulation, or nothing (`core::usm`).
    let usm = crate::core::usm::for_device(d);
    let cap = |p| usm.capability(p).unwrap_or(0) & CL_UNIFIED_SHARED_MEMORY_ACCESS_INTEL != 0;
    put(Aspect::UsmDeviceAllocations, cap(CL_DEVICE_DEVICE_MEM_CAPABILITIES_INTEL));
    put(Aspect::UsmHostAllocations, cap(CL_DEVICE_HOST_MEM_CAPABILITIES_INTEL));
    put(Aspect::UsmSharedAllocations, cap(CL_DEVICE_SINGLE_DEVICE_SHARED_MEM_CAPABILITIES_INTEL));
    for name in &crate::config::get().mask_aspects {
        match Aspect::from_name(name) {
            Some(a) => set.remove(a),
            None => log::warn!("SYCLRT_MASK_ASPECTS: unknown aspect {name:?}"),
        }
    }
    set
}

/// A device's atomic (`fence` false) or fence (`fence` true) capabilities
/// as (memory orders, memory scopes), in the numbering SYCL's PI and UR
/// share: orders relaxed 1, acquire 2, release 4, acq_rel 8, seq_cst 16;
/// scopes work-item 1, sub-group 2, work-group 4, device 8, system 16. One
/// answer for every face (the PI and UR faces had each their own, and they
/// differed).
///
/// From OpenCL 3.0's capability query: relaxed; acq_rel (with acquire and
/// release); seq_cst; work-item scope (implied for atomics, which OpenCL
/// reports for fences only); work-group scope (with sub-group, a
/// sub-group being inside its work-group); device; all devices (system).
/// Without the query, OpenCL 2.x's C11 atomics: every order at work-item,
/// sub-group, work-group and device scope; OpenCL 1.2: relaxed only, up to
/// work-group scope.
pub fn atomic_capabilities(dev: DeviceId, fence: bool) -> (u32, u32) {
    let param = if fence { CL_DEVICE_ATOMIC_FENCE_CAPABILITIES } else { CL_DEVICE_ATOMIC_MEMORY_CAPABILITIES };
    match dev.info::<u64>(param) {
        Ok(c) => {
            let mut order = 0;
            let mut scope = 0;
            if c & 1 != 0 {
                order |= 0x01;
            }
            if c & 2 != 0 {
                order |= 0x02 | 0x04 | 0x08;
            }
            if c & 4 != 0 {
                order |= 0x10;
            }
            if c & 8 != 0 || !fence {
                scope |= 0x01;
            }
            if c & 16 != 0 {
                scope |= 0x02 | 0x04;
            }
            if c & 32 != 0 {
                scope |= 0x08;
            }
            if c & 64 != 0 {
                scope |= 0x10;
            }
            (order, scope)
        }
        Err(_) => {
            let v = dev.info_string(CL_DEVICE_VERSION).unwrap_or_default();
            let major = v.split_whitespace().nth(1).and_then(|x| x.split('.').next()?.parse::<u32>().ok()).unwrap_or(1);
            if major >= 2 {
                (0x01 | 0x02 | 0x04 | 0x08 | 0x10, 0x01 | 0x02 | 0x04 | 0x08)
            } else {
                (0x01, 0x01 | 0x02 | 0x04)
            }
        }
    }
}

/// A device's clock offset from the host's (`core::timer::calibrate`), made
/// once and kept under the device in `core::handles`.
#[derive(Default)]
struct Calibration(OnceLock<std::result::Result<i64, cl_int>>);

/// `clGetDeviceAndHostTimer`, or where the driver answers
/// `CL_INVALID_OPERATION`, the host clock shifted into the device's
/// timebase (calibrated once per device); the error is the OpenCL code of
/// the failed call when neither works.
fn device_and_host(dev: DeviceId) -> std::result::Result<(u64, u64), cl_int> {
    let code = match dev.device_and_host_timer() {
        Ok(t) => return Ok(t),
        Err(e) => e.code,
    };
    if code != CL_INVALID_OPERATION {
        return Err(code);
    }
    let kept = super::handles::get_or_insert_with(dev.0 as usize, Calibration::default);
    let offset = (*kept.0.get_or_init(|| super::timer::calibrate(dev))).map_err(|_| code)?;
    let h = super::timer::host_now();
    Ok(((h as i64 + offset).max(0) as u64, h))
}

/// `(device time, host time)` of a device: `clGetDeviceAndHostTimer`, or
/// (PoCL, OpenCL 1.2 devices) the host clock in the device's timebase,
/// calibrated once per device (`core::timer`): libsycl 2026 reads the device
/// clock for every command on a profiling queue. With `with_device` false
/// only the host time is wanted, which never fails.
pub fn timers(dev: DeviceId, with_device: bool) -> Result<(u64, u64)> {
    match device_and_host(dev) {
        Ok(t) => Ok(t),
        Err(code) if with_device => Err(cl::ClError::new(code, "clGetDeviceAndHostTimer").into()),
        Err(_) => Ok((0, super::timer::host_now())),
    }
}
