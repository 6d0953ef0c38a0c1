//! The store policy: per device, whether a persistent-cache miss stores the
//! program's binaries, and how (issue 24, "the persistent cache pays for
//! itself on every driver").
//!
//! A store is worth its cost only where the next run's load plus the first
//! launch of every kernel beats an uncached build plus those launches, and
//! its cost counts the CPU it burns (on a 2-core machine, the user's). What
//! a store costs and what a load saves depend on the driver:
//!
//! - **PoCL** reads `CL_PROGRAM_BINARIES` by compiling *every* kernel (a
//!   build alone compiles each at its first launch), so a store costs a
//!   whole compile, done on a twin program ([`Store::Twin`]). PoCL has its
//!   own kernel cache (`POCL_KERNEL_CACHE`, on by default): with it on, an
//!   uncached build plus first launches is served from it as fast as a load
//!   from syclrt's copy, so syclrt stores nothing ([`Store::Skip`]). With it
//!   off, PoCL compiles each kernel again at its first launch after a load,
//!   so a stored copy saves nothing (1 MB: next run 53.8 s of CPU with it,
//!   50.3 s without, for a store of 60.6 s): [`Store::Skip`] too
//!   (BENCHMARKS.md section 9, docs/cache.md "Store policy").
//! - **Intel's CPU runtime** compiles every kernel in `clBuildProgram`: its
//!   binaries are a copy, read from the caller's program ([`Store::Copy`]),
//!   and a load skips the whole compile.
//! - **NVIDIA** returns the PTX its build made (a copy); a load skips the
//!   OpenCL C (or SPIR-V) front end, and its own JIT cache
//!   (`CUDA_CACHE_DISABLE`) serves the PTX-to-SASS step either way:
//!   [`Store::Copy`].
//!
//! `SYCLRT_CACHE_STORE=always|never` overrides the decision (tests of the
//! store mechanism on PoCL force it; `never` keeps the cache read-only).
//! Lookups happen under every policy: a stored item (say from a forced run)
//! is loaded whatever the policy says.
//!
//! Environment variables are read in `crate::config` only; this module
//! decides from what it parsed.

use super::key::DeviceDesc;
use std::sync::atomic::{AtomicU8, Ordering};

/// What a persistent-cache miss does after the build.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Store {
    /// Nothing: the driver's own cache serves the next run (or a store would
    /// cost more than it saves). Counted as `skipped`.
    Skip,
    /// The binaries are a copy: the writer thread reads them from the
    /// caller's program (retained) and stores them.
    Copy,
    /// Reading binaries compiles (PoCL): the writer thread builds a twin
    /// program from the same input and stores its binaries.
    Twin,
}

/// `SYCLRT_CACHE_STORE`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Per device and driver settings ([`decide`]).
    Auto,
    /// Store on every device (PoCL: a twin program, a whole compile).
    Always,
    /// Never store (lookups still load what is stored).
    Never,
}

impl Mode {
    /// Parses `SYCLRT_CACHE_STORE`; a malformed value is warned about and
    /// means `auto`.
    pub fn parse(v: Option<&str>) -> Mode {
        match v.map(|s| s.trim().to_ascii_lowercase()).as_deref() {
            None | Some("auto") => Mode::Auto,
            Some("always") | Some("1") | Some("on") => Mode::Always,
            Some("never") | Some("0") | Some("off") => Mode::Never,
            Some(other) => {
                log::warn!("SYCLRT_CACHE_STORE={other:?} is not auto, always or never; using auto");
                Mode::Auto
            }
        }
    }
}

/// The drivers' own caches, as their environment variables set them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DriverCaches {
    /// PoCL's kernel cache (`POCL_KERNEL_CACHE`, default on).
    pub pocl_kernel_cache: bool,
    /// NVIDIA's JIT cache (`CUDA_CACHE_DISABLE`, default on).
    pub cuda_cache: bool,
}

impl Default for DriverCaches {
    fn default() -> Self {
        DriverCaches { pocl_kernel_cache: true, cuda_cache: true }
    }
}

fn off(v: Option<&str>) -> bool {
    matches!(v.map(|s| s.trim().to_ascii_lowercase()).as_deref(), Some("0" | "false" | "no" | "off"))
}

fn on(v: Option<&str>) -> bool {
    v.map(str::trim).is_some_and(|s| !s.is_empty() && !off(Some(s)))
}

impl DriverCaches {
    /// From the raw `POCL_KERNEL_CACHE` and `CUDA_CACHE_DISABLE` values.
    pub fn from_vars(pocl_kernel_cache: Option<&str>, cuda_cache_disable: Option<&str>) -> DriverCaches {
        DriverCaches { pocl_kernel_cache: !off(pocl_kernel_cache), cuda_cache: !on(cuda_cache_disable) }
    }
}

/// The OpenCL implementation behind a device, as far as the policy cares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Driver {
    Pocl,
    Nvidia,
    /// Intel's runtimes and any other: binaries are assumed a copy.
    Other,
}

impl Driver {
    pub fn of(desc: &DeviceDesc) -> Driver {
        if desc.platform_name.contains("Portable Computing Language") {
            Driver::Pocl
        } else if desc.platform_name.contains("NVIDIA") {
            Driver::Nvidia
        } else {
            Driver::Other
        }
    }
}

/// The policy of one device: what to store and why (the reason is printed
/// by `SYCL_CACHE_TRACE=1`).
pub fn decide(driver: Driver, mode: Mode, caches: DriverCaches) -> (Store, &'static str) {
    let how = if driver == Driver::Pocl { Store::Twin } else { Store::Copy };
    match mode {
        Mode::Never => (Store::Skip, "SYCLRT_CACHE_STORE=never"),
        Mode::Always => (how, "SYCLRT_CACHE_STORE=always"),
        Mode::Auto => match driver {
            Driver::Pocl if caches.pocl_kernel_cache => {
                (Store::Skip, "PoCL's own kernel cache (POCL_KERNEL_CACHE) serves the next run")
            }
            Driver::Pocl => (
                Store::Skip,
                "PoCL compiles every kernel again at its first launch after a load: a store (a whole compile) saves nothing",
            ),
            Driver::Nvidia => (Store::Copy, "NVIDIA: the binaries (PTX) are a copy"),
            Driver::Other => (Store::Copy, "the binaries are a copy"),
        },
    }
}

/// 0: from the environment; 1 + [`Mode`] as forced by [`force`].
static FORCED: AtomicU8 = AtomicU8::new(0);

/// Test and benchmark hook: `Some(mode)` replaces `SYCLRT_CACHE_STORE` for
/// the whole process; `None` goes back to the environment's value.
#[doc(hidden)]
pub fn force(mode: Option<Mode>) {
    let v = match mode {
        None => 0,
        Some(Mode::Auto) => 1,
        Some(Mode::Always) => 2,
        Some(Mode::Never) => 3,
    };
    FORCED.store(v, Ordering::Relaxed);
}

/// The mode in effect: [`force`]d, else `SYCLRT_CACHE_STORE`.
pub fn mode() -> Mode {
    match FORCED.load(Ordering::Relaxed) {
        1 => Mode::Auto,
        2 => Mode::Always,
        3 => Mode::Never,
        _ => Mode::parse(crate::config::get().cache.store.as_deref()),
    }
}

/// The drivers' cache settings of this process.
pub fn driver_caches() -> DriverCaches {
    let c = &crate::config::get().cache;
    DriverCaches::from_vars(c.pocl_kernel_cache.as_deref(), c.cuda_cache_disable.as_deref())
}

/// The policy of the device `desc` in this process.
pub fn for_device(desc: &DeviceDesc) -> (Store, &'static str) {
    decide(Driver::of(desc), mode(), driver_caches())
}

/// The policy of a build for several devices: it stores only when every
/// device's policy stores (a context mixing PoCL with another driver
/// follows PoCL's: one claim covers all the devices' items), and builds a
/// twin when any device needs one.
pub fn for_devices<'a>(descs: impl IntoIterator<Item = &'a DeviceDesc>) -> (Store, &'static str) {
    let mut out = (Store::Copy, "no device");
    for d in descs {
        let p = for_device(d);
        match (p.0, out.0) {
            (Store::Skip, _) => return p,
            (Store::Twin, _) => out = p,
            (Store::Copy, Store::Copy) => out = p,
            (Store::Copy, _) => {}
        }
    }
    out
}

/// Lowers the calling thread's CPU priority to the idle class
/// (`SCHED_IDLE`): it runs only on CPU time nothing else wants. Not
/// undoable without privileges, so only threads made for it call this.
/// Returns whether it took effect.
pub fn idle_priority() -> bool {
    let p = libc::sched_param { sched_priority: 0 };
    // SAFETY: pid 0 is the calling thread; `p` is a valid sched_param.
    let ok = unsafe { libc::sched_setscheduler(0, libc::SCHED_IDLE, &p) } == 0;
    if !ok {
        // Fallback: the lowest nice value (also only ever raised).
        // SAFETY: PRIO_PROCESS with who 0 is the calling thread on Linux.
        return unsafe { libc::setpriority(libc::PRIO_PROCESS, 0, 19) } == 0;
    }
    ok
}

/// Whether twin builds run at idle priority (default false; see [`at_idle_priority`]).
///
/// Measured on PoCL 3.1 (BENCHMARKS.md, "Store policy"): idle priority
/// makes the *caller* slower, not faster. PoCL compiles under one
/// process-wide compiler lock, so a twin build starved at idle priority
/// while holding it keeps the caller's first-launch compiles waiting (a
/// priority inversion): the caller's first run took 75.9 s with an idle
/// twin, 33.8 s with a normal one, 13.8 s with no store. So twins (only
/// made when `SYCLRT_CACHE_STORE=always` forces a store on PoCL) run at the
/// writer thread's own priority.
static TWIN_IDLE: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Benchmark hook: `true` runs twin builds at idle priority (to measure
/// what idle priority changes). Process-wide.
#[doc(hidden)]
pub fn set_twin_idle(idle: bool) {
    TWIN_IDLE.store(idle, Ordering::Relaxed);
}

/// Runs `f` on a new thread at idle CPU priority ([`idle_priority`]) when
/// [`set_twin_idle`] asked for it, else here; returns its result. Runs it
/// here too when no thread can be made.
pub fn at_idle_priority<R: Send>(f: impl FnOnce() -> R + Send) -> R {
    if !TWIN_IDLE.load(Ordering::Relaxed) {
        return f();
    }
    let mut f = Some(f);
    let r = std::thread::scope(|s| {
        let spawned = std::thread::Builder::new().name("syclrt-cache-idle".into()).spawn_scoped(s, || {
            idle_priority();
            (f.take().expect("taken once"))()
        });
        spawned.ok().map(|h| h.join())
    });
    match r {
        Some(Ok(v)) => v,
        Some(Err(p)) => std::panic::resume_unwind(p),
        None => (f.take().expect("not run"))(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decisions() {
        let on = DriverCaches::default();
        let pocl_off = DriverCaches { pocl_kernel_cache: false, ..on };
        assert_eq!(decide(Driver::Pocl, Mode::Auto, on).0, Store::Skip);
        assert_eq!(decide(Driver::Pocl, Mode::Auto, pocl_off).0, Store::Skip);
        assert_eq!(decide(Driver::Pocl, Mode::Always, on).0, Store::Twin);
        assert_eq!(decide(Driver::Pocl, Mode::Always, pocl_off).0, Store::Twin);
        assert_eq!(decide(Driver::Other, Mode::Auto, on).0, Store::Copy);
        assert_eq!(decide(Driver::Other, Mode::Auto, pocl_off).0, Store::Copy);
        assert_eq!(decide(Driver::Nvidia, Mode::Auto, DriverCaches { cuda_cache: false, ..on }).0, Store::Copy);
        for d in [Driver::Pocl, Driver::Nvidia, Driver::Other] {
            assert_eq!(decide(d, Mode::Never, on).0, Store::Skip);
        }
        assert!(decide(Driver::Pocl, Mode::Auto, on).1.contains("POCL_KERNEL_CACHE"));
    }

    #[test]
    fn parsing() {
        assert_eq!(Mode::parse(None), Mode::Auto);
        assert_eq!(Mode::parse(Some(" Always ")), Mode::Always);
        assert_eq!(Mode::parse(Some("never")), Mode::Never);
        assert_eq!(Mode::parse(Some("sometimes")), Mode::Auto);
        assert_eq!(DriverCaches::from_vars(None, None), DriverCaches::default());
        let c = DriverCaches::from_vars(Some("0"), Some("1"));
        assert!(!c.pocl_kernel_cache && !c.cuda_cache);
        let c = DriverCaches::from_vars(Some("1"), Some("0"));
        assert!(c.pocl_kernel_cache && c.cuda_cache);
    }

    #[test]
    fn drivers_by_platform_name() {
        let d = |p: &str| DeviceDesc {
            platform_name: p.into(),
            device_name: String::new(),
            device_version: String::new(),
            driver_version: String::new(),
        };
        assert_eq!(Driver::of(&d("Portable Computing Language")), Driver::Pocl);
        assert_eq!(Driver::of(&d("NVIDIA CUDA")), Driver::Nvidia);
        assert_eq!(Driver::of(&d("Intel(R) OpenCL")), Driver::Other);
    }

    #[test]
    fn idle_thread_runs_and_returns() {
        assert_eq!(at_idle_priority(|| 6 * 7), 42);
        set_twin_idle(true);
        // On its own thread, at idle priority: this thread's policy is untouched.
        // SAFETY: pid 0 is the calling thread.
        let before = unsafe { libc::sched_getscheduler(0) };
        let (v, policy) = at_idle_priority(|| {
            // SAFETY: pid 0 is the calling thread.
            (6 * 7, unsafe { libc::sched_getscheduler(0) })
        });
        set_twin_idle(false);
        assert_eq!(v, 42);
        assert!(policy == libc::SCHED_IDLE || policy == before, "{policy}");
        // SAFETY: pid 0 is the calling thread.
        assert_eq!(unsafe { libc::sched_getscheduler(0) }, before);
    }
}
