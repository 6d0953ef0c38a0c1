//! The persistent cache for the PI plugin: programs created from IL and
//! built through the PI face are stored as native binaries, keyed by the IL
//! hash, the device hash, the build options and the spec-constant values,
//! so a DPC++ application starts warm on its second run with no setting.
//!
//! DPC++ keeps its own in-memory cache above PI, so only the persistent
//! cache is used here. The plugin (`ffi::pi::programs`) records the IL of
//! programs made with `piProgramCreate` and the spec constants set before
//! the build, and its `piProgramBuild` calls [`pi_build`]: on a hit for
//! every device it gets a program made from the stored binaries and uses it
//! in place of the one libsycl holds (a redirect); on a miss the program
//! libsycl holds is built and its binaries stored. [`build_il_cached`] is
//! the variant for callers that do not need to keep their own handle.

use super::{
    binaries_compile, binaries_for, build_from_binaries, build_native, dc_trace, device_desc, disk, disk_cache,
    disk_key, store_later, BuildInput, DeviceDesc, DiskCache, DiskKey, ImageKind, Recipe, StoreFrom,
};
use crate::cl::{self, sys::*, DeviceId};
use crate::core::error::Result;

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

/// Whether a program created from an IL of `len` bytes keeps its IL for a
/// persistent-cache lookup at its first build: the persistent cache is on
/// and the size is within `SYCL_CACHE_MIN/MAX_DEVICE_IMAGE_SIZE`. Asked by
/// both faces (PI's `piProgramCreate`, UR's `urProgramCreateWithIL`) before
/// they keep a copy of the IL for [`pi_build`].
pub fn keeps_il(len: usize) -> bool {
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

/// What [`pi_build`] did with a PI program `H` created from IL.
#[derive(Debug)]
pub enum PiOutcome {
    /// Every device's binary was on disk: this program, made from them and
    /// built, stands in for `H` (which stays unbuilt).
    Redirect(cl::Program),
    /// `H` itself was built (the build function's OpenCL result code); on
    /// success its binaries were stored when the persistent cache is on.
    Built(i32),
}

/// The persistent cache behind the PI plugin's `piProgramBuild` of a program
/// `h` created from `il` (with `spec` set on it before the build): looks the
/// (IL, device, options, spec constants) keys up and, when every device's
/// binary is stored, returns a program made from them ([`PiOutcome::Redirect`]);
/// otherwise builds `h` with `build_h` (which returns the OpenCL code, so
/// the caller sees exactly what `clBuildProgram` said) and stores its
/// binaries. Across processes one builder per key (`claim`/`complete`).
/// Any cache problem only means building `h`: the cache never causes an error.
///
/// `may_retain`: whether the store may hold a reference to `h` until its
/// binaries are read on the writer thread. The PI face says no: its
/// `piProgramRelease` tells the last release by `CL_PROGRAM_REFERENCE_COUNT`
/// == 1, so a store's reference would keep its side table's entry past the
/// program's end; the binaries are then read on the caller's path. The UR
/// face counts its own references and says yes.
#[allow(clippy::too_many_arguments, reason = "the two faces' build inputs, one call each")]
pub fn pi_build(
    h: &cl::Program,
    ctx: &cl::Context,
    devices: &[DeviceId],
    il: &[u8],
    options: &str,
    spec: &[(u32, Vec<u8>)],
    build_h: &dyn Fn() -> i32,
    may_retain: bool,
) -> PiOutcome {
    let plain = || {
        super::note_compiled(devices.len().max(1));
        PiOutcome::Built(build_h())
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
                dc_trace(dc, &format!("PI: stored binaries rejected by the driver ({e}); building the IL"));
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
            return PiOutcome::Redirect(p);
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
                return PiOutcome::Redirect(p);
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
            if !matches!(outcome, PiOutcome::Built(0)) {
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
    outcome: PiOutcome,
) -> PiOutcome {
    if matches!(outcome, PiOutcome::Built(0)) {
        let leader_ids: Vec<DeviceId> = leaders.iter().map(|&l| devices[l]).collect();
        if let Ok(bins) = binaries_for(h, &leader_ids) {
            for (k, b) in keys.iter().zip(&bins) {
                dc.put(k, b);
            }
        }
    }
    outcome
}
