//! Contexts over one or more devices of one platform.

use super::buffer::staging::Transfers;
use super::cache::per_context::ContextCache;
use super::device::Device;
use super::error::{Error, Result, Status};
use crate::cl;
use std::sync::{Arc, Mutex, OnceLock};

/// A `cl_context` and the devices it was made for.
///
/// One definition for every face: `D` is the device object of the face
/// that holds the context (the C API's [`Device`]; UR's handle object,
/// which its queries answer).
///
/// Thread safety: the devices are fixed at creation; the device-to-device
/// transfer settings and staging memory take their own lock; the program
/// cache is made once and locks its own; the callbacks run at destruction
/// take their own lock. Share freely.
#[derive(Debug)]
pub struct Context<D = Device> {
    /// The context's program cache, made on first use
    /// (`core::cache::for_context`). Declared first: the cached kernels and
    /// programs are released before the context.
    pub cache: OnceLock<Arc<ContextCache>>,
    pub cl: cl::Context,
    pub devices: Vec<Arc<D>>,
    /// How buffers move pages between the context's devices, and the
    /// pinned staging memory those moves use (`core::buffer::staging`).
    pub transfers: Transfers,
    /// What runs when the object dies ([`Context::on_drop`]).
    deleters: Deleters,
}

/// Callbacks run when a context object dies, last registered first.
#[derive(Default)]
struct Deleters(Mutex<Vec<Box<dyn FnOnce() + Send>>>);

impl std::fmt::Debug for Deleters {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let n = self.0.lock().map_or(0, |l| l.len());
        write!(f, "Deleters({n})")
    }
}

impl<D> Context<D> {
    /// The object over the driver's context `cl` of `devices` (as given).
    pub fn over(cl: cl::Context, devices: Vec<Arc<D>>) -> Self {
        Context { cache: OnceLock::new(), cl, devices, transfers: Transfers::default(), deleters: Deleters::default() }
    }

    /// Runs `f()` when this object dies, before its driver context is
    /// released (callbacks run last registered first).
    pub fn on_drop(&self, f: Box<dyn FnOnce() + Send>) {
        self.deleters.0.lock().unwrap_or_else(|p| p.into_inner()).push(f);
    }
}

impl<D> Drop for Context<D> {
    fn drop(&mut self) {
        let list = std::mem::take(self.deleters.0.get_mut().unwrap_or_else(|p| p.into_inner()));
        for f in list.into_iter().rev() {
            f();
        }
    }
}

impl Context {
    /// A context over `devices` (duplicates are ignored, as in OpenCL).
    pub fn new(devices: &[Arc<Device>]) -> Result<Arc<Context>> {
        let Some(first) = devices.first() else {
            return Err(Error::new(Status::InvalidValue, "a context needs at least one device"));
        };
        let mut uniq: Vec<Arc<Device>> = Vec::with_capacity(devices.len());
        for d in devices {
            if d.platform_index != first.platform_index {
                return Err(Error::new(
                    Status::InvalidValue,
                    format!(
                        "devices {:?} and {:?} belong to different platforms; a context spans one platform",
                        first.info.name, d.info.name
                    ),
                ));
            }
            if !uniq.iter().any(|u| Arc::ptr_eq(u, d)) {
                uniq.push(d.clone());
            }
        }
        let ids: Vec<cl::DeviceId> = uniq.iter().map(|d| d.id).collect();
        let cl = cl::Context::create(&ids)?;
        Ok(Arc::new(Context::over(cl, uniq)))
    }

    pub fn contains(&self, dev: &Device) -> bool {
        self.devices.iter().any(|d| d.id == dev.id)
    }

    /// Errors with `DeviceNotInContext` unless `dev` is one of ours.
    pub fn check_device(&self, dev: &Device) -> Result<()> {
        if self.contains(dev) {
            Ok(())
        } else {
            Err(Error::new(
                Status::DeviceNotInContext,
                format!("device {:?} is not one of the context's {} device(s)", dev.info.name, self.devices.len()),
            ))
        }
    }
}

/// A context's atomic capabilities (order, scope; `fence`: of fences):
/// its first device's (a context of several devices answers with those).
pub fn atomic_capabilities(ctx: &cl::Context, fence: bool) -> Result<(u32, u32)> {
    match ctx.devices()?.first() {
        Some(&d) => Ok(super::device::atomic_capabilities(d, fence)),
        None => Err(Error::new(Status::InvalidContext, "context has no device")),
    }
}

/// A context's error notification as registered with the driver
/// (`cl::Context::create_with`'s box). Dropping it frees it: only once the
/// context is gone; where the driver cannot say when, it is forgotten.
struct RegisteredNotify(std::ptr::NonNull<cl::ContextNotify>);

// SAFETY: the box holds a `Send + Sync` closure, freed once, by its owner.
unsafe impl Send for RegisteredNotify {}

impl Drop for RegisteredNotify {
    fn drop(&mut self) {
        // SAFETY: `create_with`'s `Box::into_raw`, dropped once, after the
        // context (the only caller of the closure) is destroyed.
        drop(unsafe { Box::from_raw(self.0.as_ptr()) });
    }
}

/// A context over `devices` with the caller's properties ((key, value)
/// pairs and a closing 0; empty: none) and notification.
#[inline]
pub fn for_devices(
    props: &[isize],
    devices: &[cl::DeviceId],
    notify: Option<cl::ContextNotify>,
) -> Result<cl::Context> {
    let (ctx, registered) = cl::Context::create_with(props, devices, notify)?;
    if let Some(r) = registered {
        // The notification lives as long as the context: its destructor
        // callback frees it. Where the driver has none (before OpenCL 3.0)
        // it is kept for the process: the driver may call it until the
        // context's last release, which is the caller's.
        let slot = std::sync::Arc::new(std::sync::Mutex::new(Some(RegisteredNotify(r))));
        let in_callback = slot.clone();
        let freed = Box::new(move || drop(in_callback.lock().map(|mut s| s.take())));
        if cl::ext::on_context_destroyed(&ctx, freed).is_err() {
            if let Some(r) = slot.lock().ok().and_then(|mut s| s.take()) {
                std::mem::forget(r);
            }
        }
    }
    Ok(ctx)
}

/// Runs `f()` when `ctx` is destroyed (OpenCL 3.0; a library without it:
/// the unsupported OpenCL error, never a call).
#[inline]
pub fn on_destroyed(ctx: &cl::Context, f: cl::ext::Destroyed) -> Result<()> {
    Ok(cl::ext::on_context_destroyed(ctx, f)?)
}
