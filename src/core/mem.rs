//! Plain device buffers (`cl_mem`), the foundation's memory object.

use super::context::Context;
use super::error::{Error, Result, Status};
use crate::cl::{self, sys::*};
use std::sync::Arc;

/// Access flags of a plain buffer (stable numbers, C ABI).
pub const MEM_READ_WRITE: u32 = 0;
pub const MEM_READ_ONLY: u32 = 1;
pub const MEM_WRITE_ONLY: u32 = 2;

/// A memory object of `size` bytes in one context.
///
/// One definition for every face: `C` is the context object of the face
/// that holds it (the C API's [`Context`]: a plain buffer; UR's handle
/// object: a buffer, sub-buffer or image).
///
/// Thread safety: commands on it may be enqueued from any thread; ordering
/// between them is the caller's (through queues and events).
#[derive(Debug)]
pub struct Mem<C = Context> {
    pub cl: cl::Mem,
    pub context: Arc<C>,
    pub size: usize,
}

impl<C> Mem<C> {
    /// The object over the driver's memory object `cl` of `size` bytes.
    pub fn over(cl: cl::Mem, context: Arc<C>, size: usize) -> Self {
        Mem { cl, context, size }
    }

    /// Whether `[offset, offset + size)` is a non-empty range inside the
    /// memory object (its size as created, never asked of the driver).
    pub fn holds(&self, offset: usize, size: usize) -> bool {
        size != 0 && offset.checked_add(size).is_some_and(|end| end <= self.size)
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
        Ok(Arc::new(Mem::over(cl, ctx.clone(), size)))
    }
}

// The driver memory objects the DPC++ faces hold.

/// A buffer over the caller's host pointer (see [`cl::Mem::with_host_ptr`]).
///
/// # Safety
/// As [`cl::Mem::with_host_ptr`].
#[inline]
pub unsafe fn create_buffer(
    ctx: &cl::Context,
    flags: u64,
    size: usize,
    host: *mut std::ffi::c_void,
) -> Result<cl::Mem> {
    // SAFETY: caller contract.
    Ok(unsafe { cl::Mem::with_host_ptr(ctx, flags, size, host) }?)
}

/// A sub-buffer of `m`: the region of `size` bytes at `origin`
/// (`CL_BUFFER_CREATE_TYPE_REGION`).
#[inline]
pub fn sub_buffer(m: &cl::Mem, flags: u64, origin: usize, size: usize) -> Result<cl::Mem> {
    let region: [usize; 2] = [origin, size];
    // SAFETY: a live buffer; CL_BUFFER_CREATE_TYPE_REGION with a `cl_buffer_region`.
    Ok(unsafe { m.sub_buffer(flags, crate::cl::sys::CL_BUFFER_CREATE_TYPE_REGION, region.as_ptr().cast()) }?)
}

/// Images and samplers (OpenCL 1.2/2.0 entry points that may be absent:
/// then `Status::Unsupported`, never a call).
pub mod image {
    use crate::cl::ext::images;
    pub use crate::cl::ext::{ImageDesc, ImageFormat};
    use crate::cl::{Context, Mem, Sampler};
    use crate::core::error::Result;
    use std::ffi::c_void;

    /// A new image.
    ///
    /// # Safety
    /// As `cl::ext::images::create`.
    pub unsafe fn create(
        ctx: &Context,
        flags: u64,
        fmt: *const ImageFormat,
        desc: *const ImageDesc,
        host: *mut c_void,
    ) -> Result<Mem> {
        // SAFETY: caller contract.
        Ok(unsafe { images::create(ctx, flags, fmt, desc, host) }?)
    }

    /// An image's info, of any size.
    pub fn info_bytes(m: &Mem, param: u32) -> Result<Vec<u8>> {
        Ok(crate::cl::query_bytes("clGetImageInfo", |size, value, size_ret| {
            // SAFETY: the protocol's buffer and size, on a live image.
            unsafe { images::info_into(m, param, size, value, size_ret) }
                .map_or_else(|e| e.code, |()| crate::cl::sys::CL_SUCCESS)
        })?)
    }

    /// An image's fixed-size info answer (a format, a `size_t` or a
    /// `cl_uint`: at most 8 bytes, the rest zero) of a memory object that
    /// must be an image: not every OpenCL checks (PoCL 3.1 answers image
    /// queries on buffers), so another object is `Status::InvalidMem`.
    pub fn info_word(m: &Mem, param: u32) -> Result<[u8; 8]> {
        use crate::cl::sys::{CL_MEM_OBJECT_IMAGE1D_BUFFER, CL_MEM_OBJECT_IMAGE2D, CL_MEM_TYPE};
        let ty = crate::core::object::info::<u32>(m, CL_MEM_TYPE)?;
        if !(CL_MEM_OBJECT_IMAGE2D..=CL_MEM_OBJECT_IMAGE1D_BUFFER).contains(&ty) {
            return Err(crate::core::Error::new(crate::core::Status::InvalidMem, "the memory object is not an image"));
        }
        let mut v = [0u8; 8];
        let b = info_bytes(m, param)?;
        let n = b.len().min(8);
        v[..n].copy_from_slice(&b[..n]);
        Ok(v)
    }

    /// A new sampler (one reference) from OpenCL sampler properties as
    /// (key, value) pairs (none: the driver's defaults).
    pub fn create_sampler(ctx: &Context, props: &[(u64, u64)]) -> Result<Sampler> {
        Ok(Sampler::create(ctx, props)?)
    }

    /// `(normalized coordinates, addressing mode, filter mode)` of a sampler.
    pub fn sampler_describe(s: &Sampler) -> Result<(bool, u32, u32)> {
        Ok(s.describe()?)
    }
}
