//! The persistent-cache redirect: a program created from IL whose first
//! build may be served by native binaries stored in the persistent cache.
//!
//! DPC++ creates a program from IL (the face must hand back a program at
//! once), then may set specialization constants, then builds it with
//! options: the cache key (IL, device, options, spec-constant values) is
//! known only at the build. So the program the caller holds (`H`) is the IL
//! program, and [`Redirect`] is its one state model, kept by both DPC++
//! faces (the PI face in a table keyed by `H`'s OpenCL handle, the UR face
//! in its program object):
//!
//! - **pending**: created from an IL the cache would keep
//!   ([`Redirect::for_il`]: the persistent cache is on and the size is
//!   within `SYCL_CACHE_MIN/MAX_DEVICE_IMAGE_SIZE`), with the spec-constant
//!   values set so far ([`Redirect::note_spec`]);
//! - **settled**: the first build took the IL ([`Redirect::build`]); on a
//!   hit for every device a program made from the stored binaries *stands
//!   in* for `H` ([`Redirect::standin`]; `H` stays unbuilt), on a miss `H`
//!   was built and its binaries stored. A compile settles it too (a
//!   compiled program is linked, not built).
//!
//! Kernels, binaries, build status and logs come from [`Redirect::active`];
//! the IL and spec constants stay `H`'s: a program made from binaries has
//! no specialization constants, and Intel's CPU runtime crashes when one is
//! set on it.
//!
//! A cache problem never becomes an error: building `H` is the fallback.
//! [`build_il_cached`] is the variant for callers that do not need to keep
//! their own handle.

use super::{
    binaries_compile, binaries_for, build_from_binaries, build_native, dc_trace, device_desc, disk, disk_cache,
    disk_key, store_later, BuildInput, DeviceDesc, DiskCache, DiskKey, ImageKind, Recipe, StoreFrom,
};
use crate::cl::sys::{
    cl_platform_id, CL_DEVICE_NAME, CL_DEVICE_PLATFORM, CL_DEVICE_VERSION, CL_DRIVER_VERSION, CL_PLATFORM_NAME,
};
use crate::cl::{self, DeviceId};
use crate::core::error::Result;
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};

/// Spec-constant values by id, in the order they were first set.
type SpecValues = Vec<(u32, Vec<u8>)>;

/// What the first build needs for the cache key.
enum State {
    /// The IL and the spec constants set so far, until the first build.
    Pending { il: Arc<[u8]>, spec: SpecValues },
    /// Built or compiled once: nothing more is recorded.
    Settled,
}

/// A program created from IL, seen by the persistent cache (see the module
/// documentation). One lock: the state; the stand-in is set at most once
/// (the pending IL is taken once).
pub struct Redirect {
    state: Mutex<State>,
    standin: OnceLock<cl::Program>,
    /// A program of the PTX route: its PTX or bitcode has no specialization
    /// constants, so values set on it specialize the SPIR-V, and a build
    /// with values makes the stand-in from the specialized SPIR-V.
    route: bool,
    /// A route program's SPIR-V, for the IL queries: the program the driver
    /// holds was made from PTX and answers no IL.
    route_il: Option<Arc<[u8]>>,
}

impl Redirect {
    /// The state of `own`, a program just created from `il`: `None` when
    /// neither the persistent cache would keep it (off, or the size outside
    /// its limits) nor it is a program of a translated route (PTX, LLVM bitcode), so the caller
    /// keeps nothing.
    pub fn for_il(own: &cl::Program, il: &[u8]) -> Option<Redirect> {
        let route = crate::core::route::of_program(own, &[]) != crate::core::route::Route::Native;
        (route || keeps_il(il.len())).then(|| {
            let il: Arc<[u8]> = il.into();
            Redirect {
                state: Mutex::new(State::Pending { il: il.clone(), spec: Vec::new() }),
                standin: OnceLock::new(),
                route,
                route_il: route.then_some(il),
            }
        })
    }

    /// The SPIR-V of a program of a translated route (PTX, LLVM bitcode) (its driver program, made
    /// from PTX, has none to answer `CL_PROGRAM_IL` with).
    pub fn route_il(&self) -> Option<&[u8]> {
        self.route_il.as_deref()
    }

    /// Sets a specialization constant of `own` (`H`): on `H` itself (where
    /// OpenCL checks the id and size), noted for the key of the first build;
    /// on a program of a translated route (PTX, LLVM bitcode), checked against the SPIR-V and noted
    /// for its specialization. A route program's values set after its
    /// first build are `Status::Unsupported`: its stand-in is made once.
    pub fn set_spec_constant(&self, own: &cl::Program, id: u32, value: &[u8]) -> Result<()> {
        if self.route {
            let mut st = self.state();
            let State::Pending { il, spec } = &mut *st else {
                return Err(crate::core::error::Error::new(
                    crate::core::error::Status::Unsupported,
                    "a specialization constant set after the first build of a SPIR-V program of a translated route (PTX or LLVM bitcode: the stand-in is made once)",
                ));
            };
            crate::core::ptx::spec::check(il, id, value)?;
            note(spec, id, value);
            return Ok(());
        }
        own.set_spec_constant(id, value)?;
        self.note_spec(id, value);
        Ok(())
    }

    fn state(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The program made from stored binaries that stands in for `H`.
    #[inline]
    pub fn standin(&self) -> Option<&cl::Program> {
        self.standin.get()
    }

    /// The program that carries the kernels and binaries: the stand-in, else `own` (`H`).
    #[inline]
    pub fn active<'a>(&'a self, own: &'a cl::Program) -> &'a cl::Program {
        self.standin.get().unwrap_or(own)
    }

    /// Whether the first build is still to come.
    pub fn is_pending(&self) -> bool {
        matches!(*self.state(), State::Pending { .. })
    }

    /// Records a spec-constant value the caller set on `H` (for the key of
    /// the first build; a value set later affects only a later build, as
    /// in OpenCL).
    pub fn note_spec(&self, id: u32, value: &[u8]) {
        if let State::Pending { spec, .. } = &mut *self.state() {
            note(spec, id, value);
        }
    }

    /// `H` is compiled (for a link), not built: the IL is not kept.
    pub fn settle(&self) {
        *self.state() = State::Settled;
    }

    fn take(&self) -> Option<(Arc<[u8]>, SpecValues)> {
        match std::mem::replace(&mut *self.state(), State::Settled) {
            State::Pending { il, spec } => Some((il, spec)),
            State::Settled => None,
        }
    }

    /// Builds `own` (`H`) for `devices` (empty: the program's): the first
    /// build without a callback goes through the persistent cache (a hit
    /// sets the stand-in), any other build is the plain build of the
    /// active program, whose error the caller sees exactly.
    ///
    /// `may_retain`: whether the background store may hold a reference to
    /// `H` until its binaries are read (see [`first_build`]).
    ///
    /// `notify`: see [`cl::BuildNotify`].
    pub fn build(
        &self,
        own: &cl::Program,
        devices: &[DeviceId],
        opts: &str,
        notify: Option<cl::BuildNotify>,
        may_retain: bool,
    ) -> Result<()> {
        let target = self.active(own);
        let plain_with = |n| crate::core::build::build_notify(target, devices, opts, n);
        let Some((il, spec)) = self.take() else { return plain_with(notify) };
        if self.route && !spec.is_empty() {
            // The PTX has no specialization constants: a program made from
            // the specialized SPIR-V stands in for `own`.
            let b = crate::core::route::respecialized(own, &il, &spec)?;
            crate::core::build::build_notify(&b, devices, opts, notify)?;
            let _ = self.standin.set(b);
            return Ok(());
        }
        if notify.is_some() || self.standin.get().is_some() {
            return plain_with(notify);
        }
        let plain = || plain_with(None);
        let all;
        let devices = if devices.is_empty() {
            match own.devices() {
                Ok(d) => {
                    all = d;
                    &all[..]
                }
                Err(_) => return plain(),
            }
        } else {
            devices
        };
        let Ok(ctx) = own.context() else { return plain() };
        match first_build(own, &ctx, devices, &il, opts, &spec, &plain, may_retain) {
            Outcome::Built(r) => r,
            Outcome::Redirect(b) => {
                // The pending IL was taken once, so the stand-in is set at most once.
                let _ = self.standin.set(b);
                Ok(())
            }
        }
    }
}

/// The descriptor of a raw device id: from the discovered topology, or
/// queried (devices not in the topology, such as sub-devices).
pub fn desc_of(id: DeviceId) -> Result<DeviceDesc> {
    if let Ok(devs) = crate::core::device::devices() {
        if let Some(d) = devs.iter().find(|d| d.id == id) {
            return Ok(device_desc(d));
        }
    }
    let plat_bytes = id.info_bytes(CL_DEVICE_PLATFORM)?;
    let plat = usize::from_ne_bytes(plat_bytes.get(..8).and_then(|b| b.try_into().ok()).unwrap_or_default());
    let plat = cl::PlatformId(plat as cl_platform_id);
    Ok(DeviceDesc {
        platform_name: plat.info_string(CL_PLATFORM_NAME)?,
        device_name: id.info_string(CL_DEVICE_NAME)?,
        device_version: id.info_string(CL_DEVICE_VERSION)?,
        driver_version: id.info_string(CL_DRIVER_VERSION)?,
    })
}

fn note(spec: &mut SpecValues, id: u32, value: &[u8]) {
    match spec.iter_mut().find(|(i, _)| *i == id) {
        Some(slot) => slot.1 = value.to_vec(),
        None => spec.push((id, value.to_vec())),
    }
}

/// Whether a program created from an IL of `len` bytes keeps its IL for a
/// persistent-cache lookup at its first build: the persistent cache is on
/// and the size is within `SYCL_CACHE_MIN/MAX_DEVICE_IMAGE_SIZE`.
fn keeps_il(len: usize) -> bool {
    disk_cache().is_some_and(|dc| dc.image_size_ok(len as u64))
}

/// A built program for `devices` of `ctx` from `il`: loaded from the
/// persistent cache (created from the stored binaries and built), or built
/// from the IL and stored. Returns the program and whether it came from disk.
/// With `SYCL_CACHE_PERSISTENT=0` it simply builds.
pub fn build_il_cached(
    ctx: &cl::Context,
    devices: &[DeviceId],
    il: &[u8],
    options: &str,
    spec: &[(u32, Vec<u8>)],
) -> Result<(cl::Program, bool)> {
    let devs: Vec<(DeviceId, DeviceDesc)> =
        devices.iter().map(|&d| desc_of(d).map(|x| (d, x))).collect::<Result<_>>()?;
    let input = BuildInput { kind: ImageKind::Il, image: il, options, spec };
    let b = build_native(ctx, &devs, &input, disk_cache())?;
    Ok((b.program, b.from_disk))
}

/// What [`first_build`] did with a program `H` created from IL.
#[derive(Debug)]
enum Outcome {
    /// Every device's binary was on disk: this program, made from them and
    /// built, stands in for `H` (which stays unbuilt).
    Redirect(cl::Program),
    /// `H` itself was built (the build's result); on success its binaries
    /// were stored when the persistent cache is on.
    Built(Result<()>),
}

/// The first build of a program `h` created from `il` (with `spec` set on
/// it before the build): looks the (IL, device, options, spec constants)
/// keys up and, when every device's binary is stored, returns a program
/// made from them ([`Outcome::Redirect`]); otherwise builds `h` with
/// `build_h` (so the caller sees exactly what the driver said) and stores
/// its binaries. Across processes one builder per key (`claim`/`complete`).
/// Any cache problem only means building `h`: the cache never causes an error.
///
/// `may_retain`: whether the store may hold a reference to `h` until its
/// binaries are read on the writer thread. The PI face says no: its
/// `piProgramRelease` tells the last release by `CL_PROGRAM_REFERENCE_COUNT`
/// == 1, so a store's reference would keep its side table's entry past the
/// program's end; the binaries are then read on the caller's path. The UR
/// face counts its own references and says yes.
#[allow(clippy::too_many_arguments, reason = "the build's inputs and the cache's")]
fn first_build(
    h: &cl::Program,
    ctx: &cl::Context,
    devices: &[DeviceId],
    il: &[u8],
    options: &str,
    spec: &[(u32, Vec<u8>)],
    build_h: &dyn Fn() -> Result<()>,
    may_retain: bool,
) -> Outcome {
    let plain = || {
        super::note_compiled(devices.len().max(1));
        Outcome::Built(build_h())
    };
    let Some(dc) = disk_cache().filter(|d| d.image_size_ok(il.len() as u64)) else { return plain() };
    if devices.is_empty() {
        return plain();
    }
    let Ok(descs) = devices.iter().map(|&d| desc_of(d)).collect::<Result<Vec<DeviceDesc>>>() else {
        return plain();
    };
    // Identical devices (same descriptor) share one item.
    let mut leaders: Vec<usize> = Vec::new();
    let mut group: Vec<usize> = Vec::with_capacity(devices.len());
    for (i, desc) in descs.iter().enumerate() {
        match leaders.iter().position(|&l| descs[l] == *desc) {
            Some(g) => group.push(g),
            None => {
                group.push(leaders.len());
                leaders.push(i);
            }
        }
    }
    let input = BuildInput { kind: ImageKind::Il, image: il, options, spec };
    let keys: Vec<DiskKey> = leaders.iter().map(|&l| disk_key(&descs[l], &input)).collect();
    let load = |bins: Vec<Vec<u8>>| -> Option<cl::Program> {
        let all: Vec<Vec<u8>> = group.iter().map(|&g| bins[g].clone()).collect();
        match build_from_binaries(ctx, devices, &all, options) {
            Ok(p) => Some(p),
            Err(e) => {
                dc_trace(dc, &format!("stored binaries rejected by the driver ({e}); building the IL"));
                None
            }
        }
    };
    // Counters: one hit or one miss per leader key and request.
    let note = |hit: bool| keys.iter().for_each(|_| dc.note(hit));
    let get_all = || -> Option<Vec<Vec<u8>>> { keys.iter().map(|k| dc.probe(k).found()).collect() };
    let mut found = Vec::with_capacity(keys.len());
    for k in &keys {
        match dc.probe(k) {
            disk::Lookup::Hit(b) => found.push(Some(b)),
            disk::Lookup::Miss => found.push(None),
            disk::Lookup::Unusable => {
                // Unsafe permissions (warned once): no load, no store.
                note(false);
                return plain();
            }
        }
    }
    let (store, why) = super::policy::for_devices(&descs);
    if let Some(bins) = found.into_iter().collect::<Option<Vec<Vec<u8>>>>() {
        if let Some(p) = load(bins) {
            note(true);
            return Outcome::Redirect(p);
        }
        note(false);
        if store == super::policy::Store::Skip {
            dc.note_skipped(why);
            return plain();
        }
        return store_after(dc, h, devices, &leaders, &keys, plain());
    }
    if store == super::policy::Store::Skip {
        // The store policy: the driver's own cache serves the next run.
        note(false);
        dc.note_skipped(why);
        return plain();
    }
    match dc.claim(&keys[0]) {
        disk::ClaimResult::Hit(_) => {
            if let Some(p) = get_all().and_then(load) {
                note(true);
                return Outcome::Redirect(p);
            }
            note(false);
            store_after(dc, h, devices, &leaders, &keys, plain())
        }
        disk::ClaimResult::Unavailable => {
            note(false);
            plain()
        }
        disk::ClaimResult::Claimed(c) => {
            note(false);
            // The store runs in the background (see `super::writer`): the
            // caller gets `h` built, as without the cache.
            let outcome = plain();
            if !matches!(outcome, Outcome::Built(Ok(()))) {
                dc.abandon(c);
                return outcome;
            }
            let leader_ids: Vec<DeviceId> = leaders.iter().map(|&l| devices[l]).collect();
            let from = if keys.iter().any(|k| binaries_compile(&k.device)) {
                let recipe =
                    Recipe { kind: ImageKind::Il, image: il.to_vec(), options: options.into(), spec: spec.to_vec() };
                StoreFrom::Twin(ctx.clone(), recipe)
            } else if may_retain {
                // Retained; its binaries are read on the writer thread.
                StoreFrom::Program(h.clone())
            } else {
                match binaries_for(h, &leader_ids) {
                    Ok(bins) => StoreFrom::Bins(bins),
                    Err(_) => {
                        dc.abandon(c);
                        return outcome;
                    }
                }
            };
            store_later(dc, c, keys, leader_ids, from);
            outcome
        }
    }
}

/// After `h` was built (`outcome`): stores its binaries now (no claim: the
/// rare paths where stored binaries were found but rejected by the driver).
fn store_after(
    dc: &DiskCache,
    h: &cl::Program,
    devices: &[DeviceId],
    leaders: &[usize],
    keys: &[DiskKey],
    outcome: Outcome,
) -> Outcome {
    if matches!(outcome, Outcome::Built(Ok(()))) {
        let leader_ids: Vec<DeviceId> = leaders.iter().map(|&l| devices[l]).collect();
        if let Ok(bins) = binaries_for(h, &leader_ids) {
            for (k, b) in keys.iter().zip(&bins) {
                dc.put(k, b);
            }
        }
    }
    outcome
}
