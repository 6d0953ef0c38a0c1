//! Plain device buffers (`cl_mem`), the foundation's memory object.

use super::context::Context;
use super::error::{Error, Result, Status};
use crate::cl::{self, sys::*};
use std::sync::Arc;

/// Access flags of a plain buffer (stable numbers, C ABI).
pub const MEM_READ_WRITE: u32 = 0;
pub const MEM_READ_ONLY: u32 = 1;
pub const MEM_WRITE_ONLY: u32 = 2;

/// A buffer of `size` bytes in one context.
///
/// Thread safety: commands on it may be enqueued from any thread; ordering
/// between them is the caller's (through queues and events).
#[derive(Debug)]
pub struct Mem {
    pub cl: cl::Mem,
    pub context: Arc<Context>,
    pub size: usize,
}

impl Mem {
    pub fn new(ctx: &Arc<Context>, size: usize, flags: u32, init: Option<&[u8]>) -> Result<Arc<Mem>> {
        if size == 0 {
            return Err(Error::new(Status::InvalidSize, "a buffer's size must be greater than zero"));
        }
        let limit = ctx.devices.iter().map(|d| d.info.max_mem_alloc_size).min().unwrap_or(0);
        if size as u64 > limit {
            return Err(Error::new(
                Status::InvalidSize,
                format!("{size} bytes exceeds the smallest CL_DEVICE_MAX_MEM_ALLOC_SIZE of the context ({limit})"),
            ));
        }
        let cl_flags = match flags {
            MEM_READ_WRITE => CL_MEM_READ_WRITE,
            MEM_READ_ONLY => CL_MEM_READ_ONLY,
            MEM_WRITE_ONLY => CL_MEM_WRITE_ONLY,
            f => return Err(Error::new(Status::InvalidValue, format!("unknown buffer flags {f}"))),
        };
        let cl = cl::Mem::create(&ctx.cl, cl_flags, size, init)?;
        Ok(Arc::new(Mem { cl, context: ctx.clone(), size }))
    }

    /// Checks that `[offset, offset + size)` is a non-empty range inside the buffer.
    pub fn check_range(&self, offset: usize, size: usize) -> Result<()> {
        if size == 0 {
            return Err(Error::new(Status::InvalidSize, "transfer size must be greater than zero"));
        }
        match offset.checked_add(size) {
            Some(end) if end <= self.size => Ok(()),
            _ => Err(Error::new(
                Status::OutOfRange,
                format!("range [{offset}, {offset}+{size}) lies outside the {}-byte buffer", self.size),
            )),
        }
    }
}
