//! A kernel's local-memory (`__local`) arguments, padded on the devices of
//! the SPIR-V -> PTX route.
//!
//! NVIDIA's hardware checks every shared-memory access against the work
//! group's allocation and faults the device on one past it (the context is
//! lost: every later call answers `CL_INVALID_COMMAND_QUEUE`). Intel's and
//! PoCL's CPU devices read whatever lies there. DPC++ programs do read past
//! their local accessors: dpnp 0.20's boolean-mask kernels
//! (`MaskedExtractStridedFunctor`, `MaskedPlaceStridedFunctor`) allocate
//! `min(lws, n) + 1` elements and every work item reads element
//! `local_id + 1`, so for fewer than 64 elements (a work group of 64) they
//! read up to 63 elements past the end, and discard the value. On NVIDIA
//! that was the `-9999` of `masked_extract_all_slices_contig_impl_krn`
//! over a range of [64, 1] (docs/ptx.md).
//!
//! So on such devices each local argument gets up to [`PAD`] bytes more
//! than asked, as long as the work group's local memory stays within the
//! device's: the pad shrinks (and every local argument is set again) when
//! the arguments set so far leave less room. Elsewhere the sizes go to the
//! driver as asked. The state lives in the kernel's argument lock: the
//! caller holds it while setting arguments and launching.

use std::collections::BTreeMap;

use super::error::{Error, Result, Status};
use crate::cl::{self, sys::*, DeviceId};

/// The most each local argument is padded by: 64 work items times 8 bytes
/// (the mask kernels' overrun at their smallest work group) times 2.
/// cbindgen:ignore
pub const PAD: usize = 1024;

/// Room on a padding device: its local memory and the kernel's own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Room {
    /// `CL_DEVICE_LOCAL_MEM_SIZE` (the smallest of the program's devices).
    pub limit: usize,
    /// `CL_KERNEL_LOCAL_MEM_SIZE` before any argument was set (the largest
    /// of the program's devices): the kernel's `__local` variables.
    pub fixed: usize,
}

/// The local-memory arguments of one kernel.
#[derive(Debug, Default)]
pub struct LocalArgs {
    /// `Some` where the kernel's device faults past a local allocation.
    room: Option<Room>,
    /// Argument index -> (size asked, size given to the driver).
    args: BTreeMap<u32, (usize, usize)>,
}

impl LocalArgs {
    /// Arguments as asked (no padding).
    pub fn unpadded() -> Self {
        LocalArgs::default()
    }

    /// Arguments padded within `room`.
    pub fn padded(room: Room) -> Self {
        LocalArgs { room: Some(room), args: BTreeMap::new() }
    }

    /// For kernel `k` of `program` on `devices`: padded when the program is
    /// a SPIR-V -> PTX route program (NVIDIA), unpadded otherwise or when
    /// `SYCLRT_LOCAL_PAD=off`.
    pub fn for_kernel(k: &cl::Kernel, program: &cl::Program, devices: &[DeviceId]) -> Self {
        if !crate::config::get().local_pad || !super::ptx::route::is_route_program(program) {
            return LocalArgs::unpadded();
        }
        let devices = if devices.is_empty() { program.devices().unwrap_or_default() } else { devices.to_vec() };
        let mut limit = usize::MAX;
        let mut fixed = 0usize;
        for &d in &devices {
            let l: cl_ulong = d.info(CL_DEVICE_LOCAL_MEM_SIZE).unwrap_or(0);
            limit = limit.min(l as usize);
            let f: cl_ulong = k.work_group_info(d, CL_KERNEL_LOCAL_MEM_SIZE).unwrap_or(0);
            fixed = fixed.max(f as usize);
        }
        if devices.is_empty() || limit == 0 {
            return LocalArgs::unpadded();
        }
        LocalArgs::padded(Room { limit, fixed })
    }

    /// The sizes to give the driver when `asked` holds every local
    /// argument's asked size: each padded by the same amount, at most
    /// [`PAD`], a multiple of 16, within the room left.
    pub fn pad_for(room: Room, asked: impl Iterator<Item = usize> + Clone) -> usize {
        let n = asked.clone().count();
        if n == 0 {
            return 0;
        }
        let used = asked.fold(room.fixed, |a, s| a.saturating_add(s));
        let free = room.limit.saturating_sub(used);
        (free / n).min(PAD) & !15
    }

    /// Sets local argument `index` of `k` to `size` bytes (padded where the
    /// device needs it; then the other local arguments are set again when
    /// their pad changed).
    pub fn set(&mut self, k: &cl::Kernel, index: u32, size: usize) -> Result<()> {
        if size == 0 {
            return Err(Error::new(Status::InvalidArgSize, "a local-memory argument needs a non-zero size"));
        }
        let Some(room) = self.room else {
            return k.set_arg(index, size, None).map_err(Error::from);
        };
        self.args.insert(index, (size, 0));
        let pad = Self::pad_for(room, self.args.values().map(|&(a, _)| a));
        for (&i, (asked, given)) in self.args.iter_mut() {
            let want = *asked + pad;
            if *given != want {
                k.set_arg(i, want, None).map_err(Error::from)?;
                *given = want;
            }
        }
        Ok(())
    }

    /// The size given to the driver for argument `index` (tests).
    pub fn given(&self, index: u32) -> Option<usize> {
        self.args.get(&index).map(|&(_, g)| g)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pads_small_arguments_and_shrinks_near_the_limit() {
        let room = Room { limit: 48 * 1024, fixed: 0 };
        // the mask kernels: one argument of 6 int64 -> the full pad
        assert_eq!(LocalArgs::pad_for(room, [48usize].into_iter()), PAD);
        // dpnp's merge sort leaves 512 bytes: two halves of (48K - 512)
        let half = (48 * 1024 - 512) / 2;
        assert_eq!(LocalArgs::pad_for(room, [half, half].into_iter()), 256);
        // exactly full: no pad
        assert_eq!(LocalArgs::pad_for(room, [48 * 1024].into_iter()), 0);
        // over the limit (the driver refuses the launch as it would anyway)
        assert_eq!(LocalArgs::pad_for(room, [60 * 1024].into_iter()), 0);
        // the kernel's own __local variables count
        let tight = Room { limit: 48 * 1024, fixed: 48 * 1024 - 100 };
        assert_eq!(LocalArgs::pad_for(tight, [50usize].into_iter()), 48);
        // nothing to pad
        assert_eq!(LocalArgs::pad_for(room, std::iter::empty()), 0);
    }
}
