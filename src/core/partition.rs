//! Sub-devices: a partition request checked before the driver sees it
//! ([`plan`]), the partition itself ([`sub_devices`]), which forgets
//! every answer cached for a recycled sub-device address, and the two
//! together ([`create`]: the sub-devices the caller has room for, as
//! device objects that own them).

use super::device::Device;
use super::error::{Error, Result, Status};
use crate::cl::sys::CL_INVALID_VALUE;
use crate::cl::{ClError, DeviceId, OwnedDevice};
use std::sync::Arc;

/// How a partition request becomes sub-devices ([`plan`]).
#[derive(Debug)]
pub struct PartitionPlan {
    /// The partition to create them with, as [`sub_devices`] takes it.
    pub asked: Vec<isize>,
    /// How many sub-devices it makes.
    pub count: u32,
    /// An equal partition of this many units made by counts (the driver
    /// refused it as asked); what the sub-devices answer as their partition.
    pub equally: Option<u32>,
}

/// The sub-devices of `dev` for `asked` (an OpenCL partition type and its
/// values, no terminators), checked before the driver sees them: a count
/// of 0 is `CL_INVALID_VALUE` (it would end OpenCL's list early, and the
/// driver would partition by fewer counts than asked); more compute units
/// than the device has are `CL_DEVICE_PARTITION_FAILED`. An equal
/// partition the driver refuses (Intel's CPU runtime: one sub-device of all
/// its units, which its properties offer and UR's conformance suite asks)
/// is made by counts where the device partitions by counts. Nothing is
/// created here: the caller creates `count` sub-devices from `list`.
pub fn plan(dev: DeviceId, asked: &[isize]) -> Result<PartitionPlan> {
    use crate::cl::sys::{CL_DEVICE_PARTITION_BY_COUNTS, CL_DEVICE_PARTITION_EQUALLY, CL_DEVICE_PARTITION_FAILED};
    let (ty, values) = match asked.split_first() {
        Some((&t, v)) if !v.is_empty() => (t, v),
        _ => return Err(Error::new(Status::InvalidValue, "a partition needs a type and a value")),
    };
    let fail = |code, msg: String| -> Error {
        let mut e = Error::from(ClError::new(code, "clCreateSubDevices (not called)"));
        e.message = msg;
        e
    };
    let equal = ty == CL_DEVICE_PARTITION_EQUALLY;
    let by_counts = ty == CL_DEVICE_PARTITION_BY_COUNTS;
    if equal || by_counts {
        if values.contains(&0) {
            return Err(fail(CL_INVALID_VALUE, format!("a partition count of 0 compute units in {values:?}")));
        }
        let units = dev.info::<u32>(crate::cl::sys::CL_DEVICE_MAX_COMPUTE_UNITS)? as isize;
        let want: isize = if equal { values[0] } else { values.iter().sum() };
        if want > units {
            return Err(fail(
                CL_DEVICE_PARTITION_FAILED,
                format!("{want} compute units asked ({values:?}) of a device with {units}"),
            ));
        }
    }
    match sub_devices(dev, asked, None) {
        Ok(n) => Ok(PartitionPlan { asked: asked.to_vec(), count: n, equally: None }),
        Err(e) if equal && e.cl.as_ref().is_some_and(|c| c.code == CL_DEVICE_PARTITION_FAILED) => {
            let units = dev.info::<u32>(crate::cl::sys::CL_DEVICE_MAX_COMPUTE_UNITS)? as isize;
            let k = values[0];
            let offers_counts = crate::core::device_answers::partition_properties(dev)
                .is_ok_and(|p| p.contains(&(CL_DEVICE_PARTITION_BY_COUNTS)));
            if !offers_counts || units / k < 1 {
                return Err(e);
            }
            let mut counts = vec![CL_DEVICE_PARTITION_BY_COUNTS];
            counts.extend(std::iter::repeat_n(k, (units / k) as usize));
            let n = sub_devices(dev, &counts, None).map_err(|_| e)?;
            Ok(PartitionPlan { asked: counts, count: n, equally: Some(k as u32) })
        }
        Err(e) => Err(e),
    }
}

/// Sub-devices made by [`create`].
pub struct Made {
    /// How many sub-devices the partition makes.
    pub count: u32,
    /// Those the caller had room for, each holding the reference the
    /// driver gave it.
    pub subs: Vec<Arc<Device>>,
}

/// Partitions `dev` by `asked` as [`plan`] decides. With `room` `None` it
/// only counts the sub-devices; with `Some(n)` it makes them and keeps the
/// first `n` as device objects (their properties read as discovery reads a
/// root's), releasing the others.
pub fn create(dev: &Arc<Device>, asked: &[isize], room: Option<usize>) -> Result<Made> {
    let plan = plan(dev.id, asked)?;
    let Some(room) = room else {
        return Ok(Made { count: plan.count, subs: Vec::new() });
    };
    let mut raw = vec![std::ptr::null_mut(); plan.count as usize];
    sub_devices(dev.id, &plan.asked, Some(&mut raw))?;
    // SAFETY: each is a reference clCreateSubDevices gave us; the ones past
    // `room` are released as `truncate` drops them.
    let mut owned: Vec<OwnedDevice> = raw.into_iter().map(|s| unsafe { OwnedDevice::from_owned(s) }).collect();
    owned.truncate(room);
    let subs = owned.into_iter().map(|s| dev.sub_device(s, plan.equally)).collect::<Result<_>>()?;
    Ok(Made { count: plan.count, subs })
}

/// Partitions a device by `asked` (an OpenCL partition type and its
/// values, no terminators: the list OpenCL takes is made here), writing
/// the new sub-devices to `out` (`None`: only counts them, as OpenCL's
/// NULL output); answers how many the partition makes. A released
/// sub-device's address may come back for a new one (Intel's CPU runtime
/// reuses them): every answer cached for the old one is forgotten, for
/// every face (a (1, 1) partition after a (2) once answered 2 compute
/// units for a 1-unit sub-device).
pub fn sub_devices(dev: DeviceId, asked: &[isize], out: Option<&mut [crate::cl::sys::cl_device_id]>) -> Result<u32> {
    let mut list = asked.to_vec();
    if asked.first() == Some(&crate::cl::sys::CL_DEVICE_PARTITION_BY_COUNTS) {
        list.push(0); // CL_DEVICE_PARTITION_BY_COUNTS_LIST_END
    }
    list.push(0);
    let (n, ptr) = match out {
        Some(o) => (o.len().min(u32::MAX as usize) as u32, o.as_mut_ptr()),
        None => (0, std::ptr::null_mut()),
    };
    let mut made = 0u32;
    // SAFETY: a device id; a list ending in its terminators (made above);
    // `ptr` is NULL or holds `n` ids (the slice's); a writable count.
    unsafe { dev.create_sub_devices(list.as_ptr(), n, ptr, &mut made) }?;
    if !ptr.is_null() {
        for i in 0..made.min(n) as usize {
            // SAFETY: the driver wrote `made` (at most `n`) ids to the slice.
            super::devinfo::forget_device(unsafe { *ptr.add(i) });
        }
    }
    Ok(made)
}
