//! Safe RAII wrappers over OpenCL objects: `Clone` retains, `Drop`
//! releases (and never panics), and every method returns
//! `Result<_, ClError>` naming the call that failed.
//!
//! Calls that take a caller's host pointer for an asynchronous transfer are
//! `unsafe fn`: the pointer must stay valid until the returned event
//! completes, which no type here can check.

use super::sys::*;
use super::{api, check, query_bytes, query_string, query_value, ClApi, ClError, Pod};
use std::ffi::{c_char, c_void, CStr, CString};
use std::ptr;
use std::sync::{Arc, Mutex};

/// A build's notification (`pfn_notify` of `clBuildProgram`,
/// `clCompileProgram`, `clLinkProgram`): run at most once, on any thread,
/// with the program the driver built.
pub type BuildNotify = Box<dyn FnOnce(&Program) + Send>;
/// An event's callback (`clSetEventCallback`): run once, on any thread, with
/// the status reached (negative: the command failed).
pub type EventNotify = Box<dyn FnOnce(cl_int) + Send>;
/// As [`EventNotify`], also given the event (viewed for the call, no
/// reference taken).
pub type EventNotifyOf = Box<dyn FnOnce(&Event, cl_int) + Send>;
/// A context's error notification (`clCreateContext`'s `pfn_notify`): run
/// any number of times, on any thread, with the error text and the driver's
/// private bytes, until the context is destroyed.
pub type ContextNotify = Box<dyn Fn(&CStr, &[u8]) + Send + Sync>;

/// Runs a callback of ours that the driver called: a panic stops here,
/// never crossing the C frame.
pub(crate) fn contained(f: impl FnOnce()) {
    let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f));
}

unsafe extern "C" fn event_notify(_e: cl_event, status: cl_int, data: *mut c_void) {
    // SAFETY: the box `Event::on_status` registered, handed back exactly once.
    let f = unsafe { Box::from_raw(data.cast::<EventNotify>()) };
    contained(move || f(status));
}

unsafe extern "C" fn event_notify_of(e: cl_event, status: cl_int, data: *mut c_void) {
    // SAFETY: the box `Event::on_status_of` registered, handed back exactly once.
    let f = unsafe { Box::from_raw(data.cast::<EventNotifyOf>()) };
    // SAFETY: the callback's event, live for the call.
    let ev = unsafe { Event::borrow(&e) };
    contained(move || f(ev, status));
}

unsafe extern "C" fn context_notify(info: *const c_char, private: *const c_void, n: usize, data: *mut c_void) {
    // SAFETY: the box `Context::create_with` registered, kept for the
    // context's life; the driver's text and bytes live for the call.
    let f = unsafe { &*data.cast::<ContextNotify>() };
    // SAFETY: as above (a NUL-terminated text).
    let info = if info.is_null() { c"" } else { unsafe { CStr::from_ptr(info) } };
    // SAFETY: as above (`n` bytes).
    let private = if private.is_null() { &[][..] } else { unsafe { std::slice::from_raw_parts(private.cast(), n) } };
    contained(|| f(info, private));
}

/// A build callback's cell, of which the driver holds one reference.
type BuildCell = Mutex<Option<BuildNotify>>;

unsafe extern "C" fn build_notify(p: cl_program, data: *mut c_void) {
    // SAFETY: the driver's reference `with_build_notify` gave, handed back once.
    let cell = unsafe { Arc::from_raw(data.cast_const().cast::<BuildCell>()) };
    let f = cell.lock().ok().and_then(|mut c| c.take());
    // SAFETY: the driver's program, live for the call.
    contained(|| f.into_iter().for_each(|f| f(unsafe { Program::borrow(&p) })));
}

/// Makes a build call (`call(pfn_notify, user_data)`, OpenCL's code) with
/// `notify` handed to the driver (none: NULL and NULL). A call that fails
/// has called back before it returned or never will (OpenCL: the build
/// completed, or never began): a callback still in the cell then is dropped
/// here, and the cell's driver reference is kept (a mutex and an empty
/// option), so that a driver calling back late finds nothing to run.
fn with_build_notify(notify: Option<BuildNotify>, call: impl FnOnce(BuildCallback, *mut c_void) -> cl_int) -> cl_int {
    let Some(f) = notify else { return call(None, ptr::null_mut()) };
    let cell = Arc::new(BuildCell::new(Some(f)));
    let code = call(Some(build_notify), Arc::into_raw(cell.clone()).cast_mut().cast());
    if code != CL_SUCCESS {
        drop(cell.lock().ok().and_then(|mut c| c.take()));
    }
    code
}

/// The loaded API; any object below exists only after a successful load.
#[inline]
fn cl() -> Result<&'static ClApi, ClError> {
    api().map_err(|_| ClError::new(CL_PLATFORM_NOT_FOUND_KHR, "OpenCL loader"))
}

/// A platform id. Platforms are never released, so the id is plain data.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(transparent)]
pub struct PlatformId(pub cl_platform_id);
// SAFETY: a cl_platform_id is an immutable, process-lifetime identifier;
// OpenCL calls on it are thread-safe.
unsafe impl Send for PlatformId {}
// SAFETY: as above.
unsafe impl Sync for PlatformId {}

/// A root device id. Root devices are never released, so the id is plain data.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(transparent)]
pub struct DeviceId(pub cl_device_id);
// SAFETY: a root cl_device_id lives as long as the platform; calls on it are thread-safe.
unsafe impl Send for DeviceId {}
// SAFETY: as above.
unsafe impl Sync for DeviceId {}

/// All platforms of the ICD loader. No platform at all is an empty list.
pub fn platform_ids() -> Result<Vec<PlatformId>, ClError> {
    Ok(cl()?.platform_ids()?.into_iter().map(PlatformId).collect())
}

impl PlatformId {
    pub fn info_string(self, param: cl_platform_info) -> Result<String, ClError> {
        let api = cl()?;
        query_string("clGetPlatformInfo", |s, v, r| {
            // SAFETY: forwards the query protocol's buffer and size.
            unsafe { (api.clGetPlatformInfo)(self.0, param, s, v, r) }
        })
    }

    /// A platform query's answer, as bytes.
    pub fn info_bytes(self, param: cl_platform_info) -> Result<Vec<u8>, ClError> {
        let api = cl()?;
        query_bytes("clGetPlatformInfo", |s, v, r| {
            // SAFETY: forwards the query protocol's buffer and size.
            unsafe { (api.clGetPlatformInfo)(self.0, param, s, v, r) }
        })
    }

    /// The devices of this platform; none is an empty list.
    pub fn device_ids(self) -> Result<Vec<DeviceId>, ClError> {
        self.device_ids_of(CL_DEVICE_TYPE_ALL)
    }

    /// The devices of this platform of the types in `ty` (a
    /// `cl_device_type` mask); none is an empty list.
    pub fn device_ids_of(self, ty: cl_device_type) -> Result<Vec<DeviceId>, ClError> {
        let api = cl()?;
        let mut n: cl_uint = 0;
        // SAFETY: count query with a valid out-pointer.
        let code = unsafe { (api.clGetDeviceIDs)(self.0, ty, 0, ptr::null_mut(), &mut n) };
        if code == CL_DEVICE_NOT_FOUND || (code == CL_SUCCESS && n == 0) {
            return Ok(Vec::new());
        }
        check(code, "clGetDeviceIDs")?;
        let mut ids = vec![ptr::null_mut(); n as usize];
        // SAFETY: `ids` holds `n` slots.
        let code = unsafe { (api.clGetDeviceIDs)(self.0, ty, n, ids.as_mut_ptr(), ptr::null_mut()) };
        check(code, "clGetDeviceIDs")?;
        Ok(ids.into_iter().map(DeviceId).collect())
    }

    /// An extension entry point of this platform, if it has one.
    pub fn extension_fn(self, name: &str) -> Option<*mut c_void> {
        let api = cl().ok()?;
        let name = CString::new(name).ok()?;
        // SAFETY: valid platform and NUL-terminated name.
        let p = unsafe { (api.clGetExtensionFunctionAddressForPlatform)(self.0, name.as_ptr()) };
        (!p.is_null()).then_some(p)
    }
}

impl DeviceId {
    pub fn info_bytes(self, param: cl_device_info) -> Result<Vec<u8>, ClError> {
        let api = cl()?;
        query_bytes("clGetDeviceInfo", |s, v, r| {
            // SAFETY: forwards the query protocol's buffer and size.
            unsafe { (api.clGetDeviceInfo)(self.0, param, s, v, r) }
        })
    }
    pub fn info_string(self, param: cl_device_info) -> Result<String, ClError> {
        let api = cl()?;
        query_string("clGetDeviceInfo", |s, v, r| {
            // SAFETY: forwards the query protocol's buffer and size.
            unsafe { (api.clGetDeviceInfo)(self.0, param, s, v, r) }
        })
    }
    pub fn info<T: Pod>(self, param: cl_device_info) -> Result<T, ClError> {
        let api = cl()?;
        query_value("clGetDeviceInfo", |s, v, r| {
            // SAFETY: `v` points at a `T` of size `s`.
            unsafe { (api.clGetDeviceInfo)(self.0, param, s, v, r) }
        })
    }
}

macro_rules! cl_object {
    ($(#[$m:meta])* $name:ident, $raw:ty, $retain:ident, $release:ident) => {
        $(#[$m])*
        #[repr(transparent)]
        #[derive(Debug, PartialEq, Eq, Hash)]
        pub struct $name($raw);

        impl $name {
            /// Takes over one reference the caller owns.
            ///
            /// # Safety
            /// `raw` is an object whose reference the wrapper now owns (it is
            /// released on drop), or NULL (the loader answers every call with
            /// the invalid-object code).
            pub unsafe fn from_owned(raw: $raw) -> Self {
                $name(raw)
            }
            /// Wraps an object the caller does not own, taking a new reference.
            ///
            /// # Safety
            /// `raw` must be a valid, non-null object.
            pub unsafe fn from_borrowed(raw: $raw) -> Result<Self, ClError> {
                let api = cl()?;
                // SAFETY: `raw` is valid (the caller's contract).
                check(unsafe { (api.$retain)(raw) }, stringify!($retain))?;
                Ok($name(raw))
            }
            /// Views a handle someone else holds (a PI handle libsycl
            /// passed in) as this wrapper without taking a reference: the
            /// view is a reference, so it never releases the object.
            ///
            /// # Safety
            /// `*raw` must be a valid object for the view's lifetime.
            #[inline]
            pub unsafe fn borrow(raw: &$raw) -> &Self {
                // SAFETY: the wrapper is repr(transparent) over the handle.
                unsafe { &*(raw as *const $raw).cast::<Self>() }
            }
            /// Views `n` handles at `p` (an OpenCL-style list) as wrappers,
            /// without taking references.
            ///
            /// # Safety
            /// `p` points to `n` valid objects for the view's lifetime
            /// (`n` = 0: `p` is not read).
            #[inline]
            pub unsafe fn borrow_list<'a>(p: *const $raw, n: usize) -> &'a [Self] {
                if n == 0 {
                    return &[];
                }
                // SAFETY: caller contract; repr(transparent) as above.
                unsafe { std::slice::from_raw_parts(p.cast::<Self>(), n) }
            }
            /// Adds a reference (for a face whose retain is OpenCL's).
            pub fn retain(&self) -> Result<(), ClError> {
                // SAFETY: `self.0` is a live object (the wrapper's contract).
                check(unsafe { (cl()?.$retain)(self.0) }, stringify!($retain))
            }
            /// Gives up the reference `self` owns with the driver's answer
            /// (for a face whose release is OpenCL's; `Drop` ignores it).
            pub fn release(self) -> Result<(), ClError> {
                let release = cl()?.$release;
                // SAFETY: the one reference `self` owned, given up once (`into_raw`).
                check(unsafe { release(self.into_raw()) }, stringify!($release))
            }
            /// The underlying handle, still owned by `self`.
            #[inline]
            pub fn raw(&self) -> $raw {
                self.0
            }
            /// Gives the reference to the caller, who must release it.
            pub fn into_raw(self) -> $raw {
                let raw = self.0;
                std::mem::forget(self);
                raw
            }
        }

        impl Clone for $name {
            fn clone(&self) -> Self {
                if let Ok(api) = cl() {
                    // SAFETY: `self.0` is a live object we hold a reference to.
                    unsafe { (api.$retain)(self.0) };
                }
                $name(self.0)
            }
        }

        impl Drop for $name {
            fn drop(&mut self) {
                if let Ok(api) = cl() {
                    // SAFETY: we own one reference to `self.0`; the result is
                    // ignored because a destructor must not fail or panic.
                    let code = unsafe { (api.$release)(self.0) };
                    if code != CL_SUCCESS {
                        log::warn!("{} returned {}", stringify!($release), code);
                    }
                }
            }
        }

        // SAFETY: OpenCL objects may be used from any thread (OpenCL 1.2
        // §A.2); the one exception, clSetKernelArg on a shared kernel, is
        // serialised by the core's per-kernel lock.
        unsafe impl Send for $name {}
        // SAFETY: as above.
        unsafe impl Sync for $name {}
    };
}

cl_object!(/// A `cl_context`.
    Context, cl_context, clRetainContext, clReleaseContext);
cl_object!(/// A `cl_command_queue`.
    Queue, cl_command_queue, clRetainCommandQueue, clReleaseCommandQueue);
cl_object!(/// A `cl_mem`.
    Mem, cl_mem, clRetainMemObject, clReleaseMemObject);
cl_object!(/// A `cl_program`.
    Program, cl_program, clRetainProgram, clReleaseProgram);
cl_object!(/// A `cl_kernel`.
    Kernel, cl_kernel, clRetainKernel, clReleaseKernel);
cl_object!(/// A `cl_event`.
    Event, cl_event, clRetainEvent, clReleaseEvent);
cl_object!(/// A device reference owned (a sub-device's count; a root device ignores both calls).
    OwnedDevice, cl_device_id, clRetainDevice, clReleaseDevice);

/// Converts the `errcode_ret` convention into a `Result`.
fn created<T>(raw: *mut T, code: cl_int, call: &'static str) -> Result<*mut T, ClError> {
    check(code, call)?;
    if raw.is_null() {
        return Err(ClError::new(CL_OUT_OF_HOST_MEMORY, call));
    }
    Ok(raw)
}

#[inline]
/// A wait list as OpenCL takes it (count, pointer; NULL when empty).
pub(crate) fn event_array(events: &[Event]) -> (cl_uint, *const cl_event) {
    if events.is_empty() {
        (0, ptr::null())
    } else {
        // `Event` is repr(transparent) over `cl_event`.
        (events.len() as cl_uint, events.as_ptr().cast())
    }
}

/// `clEnqueueReadBufferRect` (`P` = `*mut c_void`) or
/// `clEnqueueWriteBufferRect` (`P` = `*const c_void`).
type RectFn<P> = unsafe extern "C" fn(
    cl_command_queue,
    cl_mem,
    cl_bool,
    *const usize,
    *const usize,
    *const usize,
    usize,
    usize,
    usize,
    usize,
    P,
    cl_uint,
    *const cl_event,
    *mut cl_event,
) -> cl_int;

/// A device list for the program calls: empty means "every device of the
/// program" (NULL, 0).
#[inline]
fn device_list(devices: &[DeviceId]) -> (cl_uint, *const cl_device_id) {
    if devices.is_empty() {
        (0, ptr::null())
    } else {
        // `DeviceId` is repr(transparent) over `cl_device_id`.
        (devices.len() as cl_uint, devices.as_ptr().cast())
    }
}

/// Runs an enqueue call that may produce an event.
#[inline]
pub(crate) fn enqueue(
    want_event: bool,
    f: impl FnOnce(*mut cl_event) -> cl_int,
    call: &'static str,
) -> Result<Option<Event>, ClError> {
    let mut ev: cl_event = ptr::null_mut();
    check(f(if want_event { &mut ev } else { ptr::null_mut() }), call)?;
    // SAFETY: on success with an out-pointer the call returned one new reference.
    Ok(if want_event && !ev.is_null() { Some(unsafe { Event::from_owned(ev) }) } else { None })
}

impl Context {
    pub fn create(devices: &[DeviceId]) -> Result<Context, ClError> {
        let api = cl()?;
        let mut code = CL_SUCCESS;
        // SAFETY: `devices` is a valid array of root device ids (DeviceId is
        // repr(transparent)); no callback is registered.
        let raw = unsafe {
            (api.clCreateContext)(
                ptr::null(),
                devices.len() as cl_uint,
                devices.as_ptr().cast(),
                None,
                ptr::null_mut(),
                &mut code,
            )
        };
        // SAFETY: a created context carries one reference for us.
        Ok(unsafe { Context::from_owned(created(raw, code, "clCreateContext")?) })
    }
}

impl Queue {
    /// A queue with the given `CL_QUEUE_*` properties.
    pub fn create(ctx: &Context, dev: DeviceId, props: cl_command_queue_properties) -> Result<Queue, ClError> {
        let api = cl()?;
        let mut code = CL_SUCCESS;
        let raw = if let Some(f) = api.clCreateCommandQueueWithProperties {
            let list: [cl_queue_properties; 3] = [CL_QUEUE_PROPERTIES as cl_queue_properties, props, 0];
            // SAFETY: valid context and device; zero-terminated property list.
            let raw = unsafe { f(ctx.raw(), dev.0, if props == 0 { ptr::null() } else { list.as_ptr() }, &mut code) };
            created(raw, code, "clCreateCommandQueueWithProperties")?
        } else {
            // SAFETY: valid context and device.
            let raw = unsafe { (api.clCreateCommandQueue)(ctx.raw(), dev.0, props, &mut code) };
            created(raw, code, "clCreateCommandQueue")?
        };
        // SAFETY: a created queue carries one reference for us.
        Ok(unsafe { Queue::from_owned(raw) })
    }

    pub fn flush(&self) -> Result<(), ClError> {
        // SAFETY: valid queue.
        check(unsafe { (cl()?.clFlush)(self.0) }, "clFlush")
    }

    /// `clFinish` (a blocking wait; core's host waits are `core::wait`'s).
    pub fn finish(&self) -> Result<(), ClError> {
        // SAFETY: valid queue.
        check(unsafe { (cl()?.clFinish)(self.0) }, "clFinish")
    }

    /// Reads `size` bytes at `offset` of `mem` into `dst`.
    ///
    /// # Safety
    /// `dst` must be valid for `size` bytes of writes until the returned
    /// event (or, when blocking, the call) completes.
    #[allow(clippy::too_many_arguments, reason = "mirrors clEnqueueReadBuffer")]
    pub unsafe fn read(
        &self,
        mem: &Mem,
        blocking: bool,
        offset: usize,
        size: usize,
        dst: *mut c_void,
        wait: &[Event],
        want_event: bool,
    ) -> Result<Option<Event>, ClError> {
        let api = cl()?;
        let (n, w) = event_array(wait);
        // SAFETY: `dst` validity is the caller's contract; handles are live.
        enqueue(
            want_event,
            |e| unsafe { (api.clEnqueueReadBuffer)(self.0, mem.0, blocking as cl_bool, offset, size, dst, n, w, e) },
            "clEnqueueReadBuffer",
        )
    }

    /// Writes `size` bytes from `src` at `offset` of `mem`.
    ///
    /// # Safety
    /// `src` must be valid for `size` bytes of reads until the returned
    /// event (or, when blocking, the call) completes.
    #[allow(clippy::too_many_arguments, reason = "mirrors clEnqueueWriteBuffer")]
    pub unsafe fn write(
        &self,
        mem: &Mem,
        blocking: bool,
        offset: usize,
        size: usize,
        src: *const c_void,
        wait: &[Event],
        want_event: bool,
    ) -> Result<Option<Event>, ClError> {
        let api = cl()?;
        let (n, w) = event_array(wait);
        // SAFETY: `src` validity is the caller's contract; handles are live.
        enqueue(
            want_event,
            |e| unsafe { (api.clEnqueueWriteBuffer)(self.0, mem.0, blocking as cl_bool, offset, size, src, n, w, e) },
            "clEnqueueWriteBuffer",
        )
    }

    #[allow(clippy::too_many_arguments, reason = "mirrors clEnqueueCopyBuffer")]
    pub fn copy(
        &self,
        src: &Mem,
        dst: &Mem,
        src_off: usize,
        dst_off: usize,
        size: usize,
        wait: &[Event],
        want_event: bool,
    ) -> Result<Option<Event>, ClError> {
        let api = cl()?;
        let (n, w) = event_array(wait);
        // SAFETY: live handles; OpenCL checks the ranges.
        enqueue(
            want_event,
            |e| unsafe { (api.clEnqueueCopyBuffer)(self.0, src.0, dst.0, src_off, dst_off, size, n, w, e) },
            "clEnqueueCopyBuffer",
        )
    }

    /// `clEnqueueFillBuffer`: fills `size` bytes at `offset` with `pattern`
    /// (copied by OpenCL at enqueue time). OpenCL takes power-of-two
    /// patterns of at most 128 bytes only; `core::fill` decides which fills
    /// come here and emulates the others.
    #[allow(clippy::too_many_arguments, reason = "mirrors clEnqueueFillBuffer")]
    pub fn fill_native(
        &self,
        mem: &Mem,
        pattern: &[u8],
        offset: usize,
        size: usize,
        wait: &[Event],
        want_event: bool,
    ) -> Result<Option<Event>, ClError> {
        let api = cl()?;
        let (n, w) = event_array(wait);
        let (p, ps) = (pattern.as_ptr().cast::<c_void>(), pattern.len());
        // SAFETY: live queue and buffer; the pattern is read during the call only.
        enqueue(
            want_event,
            |e| unsafe { (api.clEnqueueFillBuffer)(self.0, mem.0, p, ps, offset, size, n, w, e) },
            "clEnqueueFillBuffer",
        )
    }

    /// Launches `kernel` over an ND-range (`local` empty: the driver picks).
    #[inline]
    pub fn launch(
        &self,
        kernel: &Kernel,
        global: &[usize],
        local: Option<&[usize]>,
        wait: &[Event],
        want_event: bool,
    ) -> Result<Option<Event>, ClError> {
        self.launch_at(kernel, None, global, local, wait, want_event)
    }

    /// [`Queue::launch`] with a global offset (`offset`, when given, holds
    /// `global.len()` values).
    #[inline]
    pub fn launch_at(
        &self,
        kernel: &Kernel,
        offset: Option<&[usize]>,
        global: &[usize],
        local: Option<&[usize]>,
        wait: &[Event],
        want_event: bool,
    ) -> Result<Option<Event>, ClError> {
        let api = cl()?;
        let (n, w) = event_array(wait);
        let lp = local.map_or(ptr::null(), <[usize]>::as_ptr);
        let op = offset.map_or(ptr::null(), <[usize]>::as_ptr);
        // SAFETY: `global` (and `local`, when given) hold `global.len()` sizes; handles are live.
        enqueue(
            want_event,
            |e| unsafe {
                (api.clEnqueueNDRangeKernel)(
                    self.0,
                    kernel.0,
                    global.len() as cl_uint,
                    op,
                    global.as_ptr(),
                    lp,
                    n,
                    w,
                    e,
                )
            },
            "clEnqueueNDRangeKernel",
        )
    }

    /// Reads a 3-D box of `mem` into host memory: `buf_origin`/`host_origin`
    /// are `[bytes, rows, slices]`, `region` is `[width in bytes, rows, slices]`.
    ///
    /// # Safety
    /// `dst` must be valid for writes of the whole box described by
    /// `host_origin`, `region` and the host pitches until the returned event
    /// (or, when blocking, the call) completes.
    #[allow(clippy::too_many_arguments, reason = "mirrors clEnqueueReadBufferRect")]
    pub unsafe fn read_rect(
        &self,
        mem: &Mem,
        blocking: bool,
        buf_origin: [usize; 3],
        host_origin: [usize; 3],
        region: [usize; 3],
        pitches: [usize; 4],
        dst: *mut c_void,
        wait: &[Event],
        want_event: bool,
    ) -> Result<Option<Event>, ClError> {
        let api = cl()?;
        // SAFETY: forwarded contract.
        unsafe {
            self.rect(
                api.clEnqueueReadBufferRect,
                "clEnqueueReadBufferRect",
                mem,
                blocking,
                [buf_origin, host_origin, region],
                pitches,
                dst,
                wait,
                want_event,
            )
        }
    }

    /// Writes a 3-D box of host memory into `mem` (layout as [`Queue::read_rect`]).
    ///
    /// # Safety
    /// `src` must be valid for reads of the whole box until the returned
    /// event (or, when blocking, the call) completes.
    #[allow(clippy::too_many_arguments, reason = "mirrors clEnqueueWriteBufferRect")]
    pub unsafe fn write_rect(
        &self,
        mem: &Mem,
        blocking: bool,
        buf_origin: [usize; 3],
        host_origin: [usize; 3],
        region: [usize; 3],
        pitches: [usize; 4],
        src: *const c_void,
        wait: &[Event],
        want_event: bool,
    ) -> Result<Option<Event>, ClError> {
        let api = cl()?;
        // SAFETY: forwarded contract.
        unsafe {
            self.rect(
                api.clEnqueueWriteBufferRect,
                "clEnqueueWriteBufferRect",
                mem,
                blocking,
                [buf_origin, host_origin, region],
                pitches,
                src,
                wait,
                want_event,
            )
        }
    }

    /// The body of [`read_rect`](Self::read_rect) and
    /// [`write_rect`](Self::write_rect), whose entry points differ only in
    /// the host pointer type `P`. `boxes`: buffer origin, host origin, region.
    ///
    /// # Safety
    /// As the callers: `host` is valid for the whole box until completion.
    #[allow(clippy::too_many_arguments, reason = "mirrors clEnqueueReadBufferRect")]
    unsafe fn rect<P>(
        &self,
        f: RectFn<P>,
        call: &'static str,
        mem: &Mem,
        blocking: bool,
        boxes: [[usize; 3]; 3],
        pitches: [usize; 4],
        host: P,
        wait: &[Event],
        want_event: bool,
    ) -> Result<Option<Event>, ClError> {
        let (n, w) = event_array(wait);
        let [buf_origin, host_origin, region] = boxes;
        let [brp, bsp, hrp, hsp] = pitches;
        // SAFETY: `host` validity is the caller's contract; the three arrays hold 3 sizes.
        enqueue(
            want_event,
            |e| unsafe {
                f(
                    self.0,
                    mem.0,
                    blocking as cl_bool,
                    buf_origin.as_ptr(),
                    host_origin.as_ptr(),
                    region.as_ptr(),
                    brp,
                    bsp,
                    hrp,
                    hsp,
                    host,
                    n,
                    w,
                    e,
                )
            },
            call,
        )
    }

    /// Copies a 3-D box between two buffers (`pitches`: src row, src slice,
    /// dst row, dst slice; OpenCL checks the ranges).
    #[allow(clippy::too_many_arguments, reason = "mirrors clEnqueueCopyBufferRect")]
    pub fn copy_rect(
        &self,
        src: &Mem,
        dst: &Mem,
        src_origin: [usize; 3],
        dst_origin: [usize; 3],
        region: [usize; 3],
        pitches: [usize; 4],
        wait: &[Event],
        want_event: bool,
    ) -> Result<Option<Event>, ClError> {
        let api = cl()?;
        let (n, w) = event_array(wait);
        let [srp, ssp, drp, dsp] = pitches;
        // SAFETY: live handles; the three arrays hold 3 sizes; OpenCL checks the ranges.
        enqueue(
            want_event,
            |e| unsafe {
                (api.clEnqueueCopyBufferRect)(
                    self.0,
                    src.0,
                    dst.0,
                    src_origin.as_ptr(),
                    dst_origin.as_ptr(),
                    region.as_ptr(),
                    srp,
                    ssp,
                    drp,
                    dsp,
                    n,
                    w,
                    e,
                )
            },
            "clEnqueueCopyBufferRect",
        )
    }

    /// Maps `size` bytes at `offset` of `mem` into host memory: the mapped
    /// pointer, and the event when asked for.
    ///
    /// # Safety
    /// The mapping is used under the OpenCL rules until it is unmapped.
    #[allow(clippy::too_many_arguments, reason = "mirrors clEnqueueMapBuffer")]
    pub unsafe fn map(
        &self,
        mem: &Mem,
        blocking: bool,
        flags: cl_map_flags,
        offset: usize,
        size: usize,
        wait: &[Event],
        want_event: bool,
    ) -> Result<(*mut c_void, Option<Event>), ClError> {
        let api = cl()?;
        let (n, w) = event_array(wait);
        let mut p = ptr::null_mut();
        let ev = enqueue(
            want_event,
            |e| {
                let mut err = CL_SUCCESS;
                // SAFETY: live handles; the mapping's use is the caller's contract.
                p = unsafe {
                    (api.clEnqueueMapBuffer)(self.0, mem.0, blocking as cl_bool, flags, offset, size, n, w, e, &mut err)
                };
                err
            },
            "clEnqueueMapBuffer",
        )?;
        Ok((p, ev))
    }

    /// Unmaps `mapped` (a pointer [`Queue::map`] gave for `mem`).
    ///
    /// # Safety
    /// `mapped` came from a map of `mem` not yet unmapped.
    pub unsafe fn unmap(
        &self,
        mem: &Mem,
        mapped: *mut c_void,
        wait: &[Event],
        want_event: bool,
    ) -> Result<Option<Event>, ClError> {
        let api = cl()?;
        let (n, w) = event_array(wait);
        enqueue(
            want_event,
            // SAFETY: caller contract; live handles.
            |e| unsafe { (api.clEnqueueUnmapMemObject)(self.0, mem.0, mapped, n, w, e) },
            "clEnqueueUnmapMemObject",
        )
    }

    /// A marker after `wait` (or after everything before it), with its event when asked for.
    pub fn marker_opt(&self, wait: &[Event], want_event: bool) -> Result<Option<Event>, ClError> {
        let api = cl()?;
        let (n, w) = event_array(wait);
        // SAFETY: live handles.
        enqueue(
            want_event,
            |e| unsafe { (api.clEnqueueMarkerWithWaitList)(self.0, n, w, e) },
            "clEnqueueMarkerWithWaitList",
        )
    }

    pub fn marker(&self, wait: &[Event]) -> Result<Event, ClError> {
        let api = cl()?;
        let (n, w) = event_array(wait);
        // SAFETY: live queue and events.
        let ev = enqueue(
            true,
            |e| unsafe { (api.clEnqueueMarkerWithWaitList)(self.0, n, w, e) },
            "clEnqueueMarkerWithWaitList",
        )?;
        ev.ok_or(ClError::new(CL_OUT_OF_HOST_MEMORY, "clEnqueueMarkerWithWaitList"))
    }

    pub fn barrier(&self, wait: &[Event], want_event: bool) -> Result<Option<Event>, ClError> {
        let api = cl()?;
        let (n, w) = event_array(wait);
        // SAFETY: live queue and events.
        enqueue(
            want_event,
            |e| unsafe { (api.clEnqueueBarrierWithWaitList)(self.0, n, w, e) },
            "clEnqueueBarrierWithWaitList",
        )
    }
}

impl Mem {
    /// A buffer of `size` bytes, initialised from `init` when given.
    pub fn create(ctx: &Context, flags: cl_mem_flags, size: usize, init: Option<&[u8]>) -> Result<Mem, ClError> {
        let api = cl()?;
        let mut code = CL_SUCCESS;
        let (flags, host) = match init {
            Some(b) => (flags | CL_MEM_COPY_HOST_PTR, b.as_ptr() as *mut c_void),
            None => (flags, ptr::null_mut()),
        };
        // SAFETY: with COPY_HOST_PTR the data is copied during the call.
        let raw = unsafe { (api.clCreateBuffer)(ctx.raw(), flags, size, host, &mut code) };
        // SAFETY: a created buffer carries one reference for us.
        Ok(unsafe { Mem::from_owned(created(raw, code, "clCreateBuffer")?) })
    }
}

impl Mem {
    /// `CL_MEM_SIZE`: the allocation's size in bytes.
    pub fn size(&self) -> Result<usize, ClError> {
        let api = cl()?;
        query_value("clGetMemObjectInfo", |s, v, r| {
            // SAFETY: `v` points at a usize of size `s`.
            unsafe { (api.clGetMemObjectInfo)(self.0, CL_MEM_SIZE, s, v, r) }
        })
    }
}

impl Program {
    pub fn with_source(ctx: &Context, src: &[u8]) -> Result<Program, ClError> {
        let api = cl()?;
        let mut code = CL_SUCCESS;
        let p = src.as_ptr().cast::<libc::c_char>();
        let len = src.len();
        // SAFETY: one string of explicit length.
        let raw = unsafe { (api.clCreateProgramWithSource)(ctx.raw(), 1, &p, &len, &mut code) };
        // SAFETY: a created program carries one reference for us.
        Ok(unsafe { Program::from_owned(created(raw, code, "clCreateProgramWithSource")?) })
    }

    pub fn with_il(ctx: &Context, il: &[u8]) -> Result<Program, ClError> {
        let api = cl()?;
        let f = ClApi::optional(api.clCreateProgramWithIL, "clCreateProgramWithIL")?;
        let mut code = CL_SUCCESS;
        // SAFETY: `il` is valid for its length during the call.
        let raw = unsafe { f(ctx.raw(), il.as_ptr().cast(), il.len(), &mut code) };
        // SAFETY: a created program carries one reference for us.
        Ok(unsafe { Program::from_owned(created(raw, code, "clCreateProgramWithIL")?) })
    }

    /// A program from one binary per device.
    pub fn with_binaries(ctx: &Context, devices: &[DeviceId], binaries: &[&[u8]]) -> Result<Program, ClError> {
        Program::with_binaries_status(ctx, devices, binaries, &mut vec![CL_SUCCESS; devices.len()])
    }

    /// As [`Program::with_binaries`], with each device's status written to
    /// `status` (one per device).
    pub fn with_binaries_status(
        ctx: &Context,
        devices: &[DeviceId],
        binaries: &[&[u8]],
        status: &mut [cl_int],
    ) -> Result<Program, ClError> {
        let api = cl()?;
        if devices.len() != binaries.len() || devices.len() != status.len() || devices.is_empty() {
            return Err(ClError::new(CL_INVALID_VALUE, "clCreateProgramWithBinary"));
        }
        let lens: Vec<usize> = binaries.iter().map(|b| b.len()).collect();
        let ptrs: Vec<*const u8> = binaries.iter().map(|b| b.as_ptr()).collect();
        let mut code = CL_SUCCESS;
        // SAFETY: all arrays hold `devices.len()` entries.
        let raw = unsafe {
            (api.clCreateProgramWithBinary)(
                ctx.raw(),
                devices.len() as cl_uint,
                devices.as_ptr().cast(),
                lens.as_ptr(),
                ptrs.as_ptr(),
                status.as_mut_ptr(),
                &mut code,
            )
        };
        if code == CL_SUCCESS {
            if let Some(&bad) = status.iter().find(|&&s| s != CL_SUCCESS) {
                if !raw.is_null() {
                    // SAFETY: we own the reference just created.
                    drop(unsafe { Program::from_owned(raw) });
                }
                return Err(ClError::new(bad, "clCreateProgramWithBinary"));
            }
        }
        // SAFETY: a created program carries one reference for us.
        Ok(unsafe { Program::from_owned(created(raw, code, "clCreateProgramWithBinary")?) })
    }

    pub fn with_built_in_kernels(ctx: &Context, devices: &[DeviceId], names: &str) -> Result<Program, ClError> {
        let api = cl()?;
        let names =
            CString::new(names).map_err(|_| ClError::new(CL_INVALID_VALUE, "clCreateProgramWithBuiltInKernels"))?;
        let mut code = CL_SUCCESS;
        // SAFETY: valid device array and NUL-terminated names.
        let raw = unsafe {
            (api.clCreateProgramWithBuiltInKernels)(
                ctx.raw(),
                devices.len() as cl_uint,
                devices.as_ptr().cast(),
                names.as_ptr(),
                &mut code,
            )
        };
        // SAFETY: a created program carries one reference for us.
        Ok(unsafe { Program::from_owned(created(raw, code, "clCreateProgramWithBuiltInKernels")?) })
    }

    /// `clBuildProgram` for `devices` (empty: every device of the program).
    /// Core builds through `core::build` only (the route's options;
    /// tests/architecture.rs).
    /// `notify`: see [`BuildNotify`] (none: synchronous).
    pub fn driver_build(
        &self,
        devices: &[DeviceId],
        options: &str,
        notify: Option<BuildNotify>,
    ) -> Result<(), ClError> {
        let api = cl()?;
        let opts = CString::new(options).map_err(|_| ClError::new(CL_INVALID_BUILD_OPTIONS, "clBuildProgram"))?;
        let (n, d) = device_list(devices);
        // SAFETY: valid program, device array and options; the callback as `with_build_notify` gives it.
        let code =
            with_build_notify(notify, |f, data| unsafe { (api.clBuildProgram)(self.0, n, d, opts.as_ptr(), f, data) });
        check(code, "clBuildProgram")
    }

    /// Compiles for `devices`, no headers, synchronously.
    pub fn compile(&self, devices: &[DeviceId], options: &str) -> Result<(), ClError> {
        self.compile_with_headers(devices, options, &[], None)
    }

    /// Compiles for `devices` with embedded headers: each `(name, program)`
    /// is a source program that satisfies `#include` of `name` (OpenCL's
    /// `input_headers` and `header_include_names`), however the directive
    /// is spelled. `notify`: see [`BuildNotify`] (none: synchronous).
    pub fn compile_with_headers(
        &self,
        devices: &[DeviceId],
        options: &str,
        headers: &[(&str, &Program)],
        notify: Option<BuildNotify>,
    ) -> Result<(), ClError> {
        let api = cl()?;
        let opts = CString::new(options).map_err(|_| ClError::new(CL_INVALID_COMPILER_OPTIONS, "clCompileProgram"))?;
        let names: Vec<CString> = headers
            .iter()
            .map(|(n, _)| CString::new(*n).map_err(|_| ClError::new(CL_INVALID_VALUE, "clCompileProgram")))
            .collect::<Result<_, _>>()?;
        let name_ptrs: Vec<*const libc::c_char> = names.iter().map(|n| n.as_ptr()).collect();
        let progs: Vec<cl_program> = headers.iter().map(|(_, p)| p.0).collect();
        let (n, d) = device_list(devices);
        let (hp, hn) =
            if headers.is_empty() { (ptr::null(), ptr::null()) } else { (progs.as_ptr(), name_ptrs.as_ptr()) };
        // SAFETY: valid program, devices and options; `progs` and `name_ptrs`
        // hold `headers.len()` live programs and NUL-terminated names; the
        // callback as `with_build_notify` gives it.
        let code = with_build_notify(notify, |f, data| unsafe {
            (api.clCompileProgram)(self.0, n, d, opts.as_ptr(), headers.len() as cl_uint, hp, hn, f, data)
        });
        check(code, "clCompileProgram")
    }

    /// Links compiled programs into an executable for `devices`.
    pub fn link(ctx: &Context, devices: &[DeviceId], inputs: &[&Program], options: &str) -> Result<Program, ClError> {
        // A program returned with a failed link is dropped (released) here.
        Self::link_keep_log(ctx, devices, inputs, options, None).map_err(|(e, _)| e)
    }

    /// Like [`link`](Self::link), but a failed link hands back the program
    /// OpenCL returned with the error (when it returned one), so that its
    /// build log can be read. `notify`: see [`BuildNotify`] (none: synchronous).
    pub fn link_keep_log(
        ctx: &Context,
        devices: &[DeviceId],
        inputs: &[&Program],
        options: &str,
        notify: Option<BuildNotify>,
    ) -> Result<Program, (ClError, Option<Program>)> {
        let api = cl().map_err(|e| (e, None))?;
        let opts =
            CString::new(options).map_err(|_| (ClError::new(CL_INVALID_LINKER_OPTIONS, "clLinkProgram"), None))?;
        let progs: Vec<cl_program> = inputs.iter().map(|p| p.0).collect();
        let (n, d) = device_list(devices);
        let mut code = CL_SUCCESS;
        let mut raw = ptr::null_mut();
        let (c, np) = (&mut code, progs.len() as cl_uint);
        with_build_notify(notify, |f, data| {
            // SAFETY: valid context, devices, options and input programs; the
            // callback as `with_build_notify` gives it.
            raw = unsafe { (api.clLinkProgram)(ctx.raw(), n, d, opts.as_ptr(), np, progs.as_ptr(), f, data, c) };
            *c
        });
        // SAFETY: a non-null program returned by clLinkProgram carries one reference for us.
        let prog = (!raw.is_null()).then(|| unsafe { Program::from_owned(raw) });
        match (code, prog) {
            (CL_SUCCESS, Some(p)) => Ok(p),
            (CL_SUCCESS, None) => Err((ClError::new(CL_OUT_OF_HOST_MEMORY, "clLinkProgram"), None)),
            (c, p) => Err((ClError::new(c, "clLinkProgram"), p)),
        }
    }

    pub fn build_log(&self, dev: DeviceId) -> Result<String, ClError> {
        let api = cl()?;
        query_string("clGetProgramBuildInfo", |s, v, r| {
            // SAFETY: forwards the query protocol's buffer and size.
            unsafe { (api.clGetProgramBuildInfo)(self.0, dev.0, CL_PROGRAM_BUILD_LOG, s, v, r) }
        })
    }

    pub fn build_status(&self, dev: DeviceId) -> Result<cl_build_status, ClError> {
        let api = cl()?;
        query_value("clGetProgramBuildInfo", |s, v, r| {
            // SAFETY: `v` points at a cl_build_status.
            unsafe { (api.clGetProgramBuildInfo)(self.0, dev.0, CL_PROGRAM_BUILD_STATUS, s, v, r) }
        })
    }

    /// The program's context, with a reference of its own.
    pub fn context(&self) -> Result<Context, ClError> {
        let api = cl()?;
        let mut raw: cl_context = std::ptr::null_mut();
        // SAFETY: a live program; one cl_context out.
        let code = unsafe {
            (api.clGetProgramInfo)(
                self.0,
                CL_PROGRAM_CONTEXT,
                std::mem::size_of::<cl_context>(),
                (&mut raw as *mut cl_context).cast(),
                std::ptr::null_mut(),
            )
        };
        check(code, "clGetProgramInfo")?;
        // SAFETY: the live program's context; the wrapper takes its own reference.
        unsafe { Context::from_borrowed(raw) }
    }

    /// The program's OpenCL C source (empty for IL and binary programs).
    pub fn source(&self) -> Result<String, ClError> {
        let api = cl()?;
        query_string("clGetProgramInfo", |s, v, r| {
            // SAFETY: forwards the query protocol's buffer and size.
            unsafe { (api.clGetProgramInfo)(self.0, CL_PROGRAM_SOURCE, s, v, r) }
        })
    }

    /// Names of the kernels of a built program.
    pub fn kernel_names(&self) -> Result<Vec<String>, ClError> {
        let api = cl()?;
        let s = query_string("clGetProgramInfo", |s, v, r| {
            // SAFETY: forwards the query protocol's buffer and size.
            unsafe { (api.clGetProgramInfo)(self.0, CL_PROGRAM_KERNEL_NAMES, s, v, r) }
        })?;
        Ok(s.split(';').filter(|n| !n.is_empty()).map(str::to_string).collect())
    }

    /// The program's devices, in the order `binaries()` uses.
    pub fn devices(&self) -> Result<Vec<DeviceId>, ClError> {
        let api = cl()?;
        let bytes = query_bytes("clGetProgramInfo", |s, v, r| {
            // SAFETY: forwards the query protocol's buffer and size.
            unsafe { (api.clGetProgramInfo)(self.0, CL_PROGRAM_DEVICES, s, v, r) }
        })?;
        Ok(bytes
            .chunks_exact(std::mem::size_of::<cl_device_id>())
            .map(|c| DeviceId(usize::from_ne_bytes(c.try_into().unwrap_or_default()) as cl_device_id))
            .collect())
    }

    /// One binary per device of the program (empty where none was built).
    pub fn binaries(&self) -> Result<Vec<Vec<u8>>, ClError> {
        let api = cl()?;
        let size_bytes = query_bytes("clGetProgramInfo", |s, v, r| {
            // SAFETY: forwards the query protocol's buffer and size.
            unsafe { (api.clGetProgramInfo)(self.0, CL_PROGRAM_BINARY_SIZES, s, v, r) }
        })?;
        let sizes: Vec<usize> = size_bytes
            .chunks_exact(std::mem::size_of::<usize>())
            .map(|c| usize::from_ne_bytes(c.try_into().unwrap_or_default()))
            .collect();
        let mut bins: Vec<Vec<u8>> = sizes.iter().map(|&n| vec![0u8; n]).collect();
        let mut ptrs: Vec<*mut u8> =
            bins.iter_mut().map(|b| if b.is_empty() { ptr::null_mut() } else { b.as_mut_ptr() }).collect();
        let size = ptrs.len() * std::mem::size_of::<*mut u8>();
        check(
            // SAFETY: one pointer per device, each to a buffer of the reported size.
            unsafe {
                (api.clGetProgramInfo)(self.0, CL_PROGRAM_BINARIES, size, ptrs.as_mut_ptr().cast(), ptr::null_mut())
            },
            "clGetProgramInfo",
        )?;
        Ok(bins)
    }

    pub fn set_spec_constant(&self, id: u32, value: &[u8]) -> Result<(), ClError> {
        let api = cl()?;
        let f = ClApi::optional(api.clSetProgramSpecializationConstant, "clSetProgramSpecializationConstant")?;
        // SAFETY: `value` is valid for its length during the call.
        check(unsafe { f(self.0, id, value.len(), value.as_ptr().cast()) }, "clSetProgramSpecializationConstant")
    }
}

impl Kernel {
    pub fn create(program: &Program, name: &str) -> Result<Kernel, ClError> {
        let cname = CString::new(name).map_err(|_| ClError::new(CL_INVALID_KERNEL_NAME, "clCreateKernel"))?;
        Kernel::create_c(program, &cname)
    }

    /// [`Kernel::create`] with a C string name.
    pub fn create_c(program: &Program, name: &std::ffi::CStr) -> Result<Kernel, ClError> {
        let api = cl()?;
        let mut code = CL_SUCCESS;
        // SAFETY: valid program and NUL-terminated name.
        let raw = unsafe { (api.clCreateKernel)(program.0, name.as_ptr(), &mut code) };
        // SAFETY: a created kernel carries one reference for us.
        Ok(unsafe { Kernel::from_owned(created(raw, code, "clCreateKernel")?) })
    }

    /// `CL_KERNEL_FUNCTION_NAME`: the kernel's name in its program.
    pub fn function_name(&self) -> Result<String, ClError> {
        let api = cl()?;
        query_string("clGetKernelInfo", |s, v, r| {
            // SAFETY: `v` points at `s` bytes (or is NULL with `s` 0).
            unsafe { (api.clGetKernelInfo)(self.0, crate::cl::sys::CL_KERNEL_FUNCTION_NAME, s, v, r) }
        })
    }

    pub fn num_args(&self) -> Result<u32, ClError> {
        let api = cl()?;
        query_value("clGetKernelInfo", |s, v, r| {
            // SAFETY: `v` points at a cl_uint.
            unsafe { (api.clGetKernelInfo)(self.0, CL_KERNEL_NUM_ARGS, s, v, r) }
        })
    }

    pub fn work_group_info<T: Pod>(&self, dev: DeviceId, param: cl_kernel_work_group_info) -> Result<T, ClError> {
        let api = cl()?;
        query_value("clGetKernelWorkGroupInfo", |s, v, r| {
            // SAFETY: `v` points at a `T` of size `s`.
            unsafe { (api.clGetKernelWorkGroupInfo)(self.0, dev.0, param, s, v, r) }
        })
    }

    /// Sets one argument from raw bytes (`value` None: a local-memory size).
    ///
    /// Callers must serialise this with launches of the same kernel.
    pub fn set_arg(&self, index: u32, size: usize, value: Option<&[u8]>) -> Result<(), ClError> {
        let api = cl()?;
        let p = value.map_or(ptr::null(), |v| v.as_ptr().cast());
        // SAFETY: `value` holds `size` bytes (checked by the caller) and is
        // copied by OpenCL during the call.
        check(unsafe { (api.clSetKernelArg)(self.0, index, size, p) }, "clSetKernelArg")
    }

    /// Sets a buffer argument.
    pub fn set_arg_mem(&self, index: u32, mem: &Mem) -> Result<(), ClError> {
        let api = cl()?;
        let raw = mem.0;
        // SAFETY: the argument value is a pointer to a cl_mem, as OpenCL requires.
        check(
            unsafe {
                (api.clSetKernelArg)(self.0, index, std::mem::size_of::<cl_mem>(), (&raw as *const cl_mem).cast())
            },
            "clSetKernelArg",
        )
    }
}

impl Event {
    /// A user event of `ctx` (`clCreateUserEvent`), completed by [`Event::set_complete`].
    pub fn user(ctx: &Context) -> Result<Event, ClError> {
        let api = cl()?;
        let mut code = CL_SUCCESS;
        // SAFETY: valid context and out-pointer.
        let raw = unsafe { (api.clCreateUserEvent)(ctx.raw(), &mut code) };
        // SAFETY: a created event carries one reference for us.
        Ok(unsafe { Event::from_owned(created(raw, code, "clCreateUserEvent")?) })
    }

    /// Completes a user event (`clSetUserEventStatus(CL_COMPLETE)`).
    pub fn set_complete(&self) -> Result<(), ClError> {
        let api = cl()?;
        // SAFETY: a live user event.
        check(unsafe { (api.clSetUserEventStatus)(self.0, CL_COMPLETE) }, "clSetUserEventStatus")
    }
}

impl Event {
    /// `CL_COMPLETE`, `CL_RUNNING`, `CL_SUBMITTED`, `CL_QUEUED` or a negative error.
    pub fn status(&self) -> Result<cl_int, ClError> {
        let api = cl()?;
        query_value("clGetEventInfo", |s, v, r| {
            // SAFETY: `v` points at a cl_int.
            unsafe { (api.clGetEventInfo)(self.0, CL_EVENT_COMMAND_EXECUTION_STATUS, s, v, r) }
        })
    }

    /// The context the event belongs to (`CL_EVENT_CONTEXT`), not retained.
    pub fn context_raw(&self) -> Result<cl_context, ClError> {
        self.handle_info(CL_EVENT_CONTEXT).map(|v| v as cl_context)
    }

    /// The queue of the event's command (`CL_EVENT_COMMAND_QUEUE`; NULL for
    /// a user event), not retained.
    pub fn queue_raw(&self) -> Result<cl_command_queue, ClError> {
        self.handle_info(CL_EVENT_COMMAND_QUEUE).map(|v| v as cl_command_queue)
    }

    fn handle_info(&self, param: cl_event_info) -> Result<usize, ClError> {
        let api = cl()?;
        query_value("clGetEventInfo", |s, v, r| {
            // SAFETY: a live event; `v` holds one pointer-sized answer.
            unsafe { (api.clGetEventInfo)(self.0, param, s, v, r) }
        })
    }

    pub fn profiling(&self, param: cl_profiling_info) -> Result<u64, ClError> {
        let api = cl()?;
        query_value("clGetEventProfilingInfo", |s, v, r| {
            // SAFETY: `v` points at a cl_ulong.
            unsafe { (api.clGetEventProfilingInfo)(self.0, param, s, v, r) }
        })
    }
}

/// An object whose `clGet*Info` answers straight into a caller's buffer
/// (the OpenCL protocol: `value` NULL asks only the size).
pub trait InfoInto {
    /// # Safety
    /// `value` is NULL or holds `size` writable bytes; `size_ret` is NULL or
    /// writable.
    unsafe fn info_into(
        &self,
        param: cl_uint,
        size: usize,
        value: *mut c_void,
        size_ret: *mut usize,
    ) -> Result<(), ClError>;
}

macro_rules! info_into {
    ($($t:ty => $f:ident),*) => {$(
        impl InfoInto for $t {
            #[inline]
            unsafe fn info_into(&self, param: cl_uint, size: usize, value: *mut c_void, size_ret: *mut usize)
                -> Result<(), ClError> {
                // SAFETY: a live object; the buffers are the caller's contract.
                check(unsafe { (cl()?.$f)(self.0, param, size, value, size_ret) }, stringify!($f))
            }
        }
    )*};
}
info_into!(Context => clGetContextInfo, Queue => clGetCommandQueueInfo, Mem => clGetMemObjectInfo,
    Program => clGetProgramInfo, Kernel => clGetKernelInfo, Event => clGetEventInfo);

impl DeviceId {
    /// Views a device handle someone else holds as a `DeviceId` (as the
    /// other wrappers' `borrow`).
    ///
    /// # Safety
    /// `*raw` is a device handle or NULL (OpenCL validates it on use).
    #[inline]
    pub unsafe fn borrow(raw: &cl_device_id) -> &Self {
        // SAFETY: DeviceId is repr(transparent) over the handle.
        unsafe { &*(raw as *const cl_device_id).cast::<Self>() }
    }
}

impl Kernel {
    /// `clGetKernelWorkGroupInfo` into a caller's buffer.
    ///
    /// # Safety
    /// As [`InfoInto::info_into`].
    pub unsafe fn work_group_info_into(
        &self,
        dev: DeviceId,
        param: cl_uint,
        size: usize,
        value: *mut c_void,
        size_ret: *mut usize,
    ) -> Result<(), ClError> {
        // SAFETY: live handles; caller contract.
        check(
            unsafe { (cl()?.clGetKernelWorkGroupInfo)(self.0, dev.0, param, size, value, size_ret) },
            "clGetKernelWorkGroupInfo",
        )
    }
}

impl Program {
    /// `clGetProgramBuildInfo` into a caller's buffer.
    ///
    /// # Safety
    /// As [`InfoInto::info_into`].
    pub unsafe fn build_info_into(
        &self,
        dev: DeviceId,
        param: cl_uint,
        size: usize,
        value: *mut c_void,
        size_ret: *mut usize,
    ) -> Result<(), ClError> {
        // SAFETY: live handles; caller contract.
        check(
            unsafe { (cl()?.clGetProgramBuildInfo)(self.0, dev.0, param, size, value, size_ret) },
            "clGetProgramBuildInfo",
        )
    }
}

impl Event {
    /// `clGetEventProfilingInfo` into a caller's buffer.
    ///
    /// # Safety
    /// As [`InfoInto::info_into`].
    pub unsafe fn profiling_into(
        &self,
        param: cl_uint,
        size: usize,
        value: *mut c_void,
        size_ret: *mut usize,
    ) -> Result<(), ClError> {
        // SAFETY: a live event; caller contract.
        check(
            unsafe { (cl()?.clGetEventProfilingInfo)(self.0, param, size, value, size_ret) },
            "clGetEventProfilingInfo",
        )
    }
}

impl Kernel {
    /// `clSetKernelArg` with the caller's value pointer (NULL: a local
    /// memory size, or a NULL buffer).
    ///
    /// # Safety
    /// `value` is NULL or holds `size` readable bytes (OpenCL copies them).
    #[inline]
    pub unsafe fn set_arg_ptr(&self, index: u32, size: usize, value: *const c_void) -> Result<(), ClError> {
        // SAFETY: caller contract; a live kernel.
        check(unsafe { (cl()?.clSetKernelArg)(self.0, index, size, value) }, "clSetKernelArg")
    }
}

impl Event {
    /// `clSetUserEventStatus`.
    pub fn set_status(&self, status: cl_int) -> Result<(), ClError> {
        // SAFETY: a live event (OpenCL refuses one that is not a user event).
        check(unsafe { (cl()?.clSetUserEventStatus)(self.0, status) }, "clSetUserEventStatus")
    }

    /// `clSetEventCallback`: `f` runs once `self` reaches `status` (see [`EventNotify`]).
    pub fn on_status(&self, status: cl_int, f: EventNotify) -> Result<(), ClError> {
        let api = cl()?;
        let data = Box::into_raw(Box::new(f)).cast::<c_void>();
        // SAFETY: a live event; `data` is the box `event_notify` takes back once.
        let r =
            check(unsafe { (api.clSetEventCallback)(self.0, status, Some(event_notify), data) }, "clSetEventCallback");
        if r.is_err() {
            // SAFETY: not registered: the box is still ours.
            drop(unsafe { Box::from_raw(data.cast::<EventNotify>()) });
        }
        r
    }

    /// As [`Event::on_status`], `f` also given the event ([`EventNotifyOf`]).
    pub fn on_status_of(&self, status: cl_int, f: EventNotifyOf) -> Result<(), ClError> {
        let api = cl()?;
        let data = Box::into_raw(Box::new(f)).cast::<c_void>();
        // SAFETY: a live event; `data` is the box `event_notify_of` takes back once.
        let r = check(
            unsafe { (api.clSetEventCallback)(self.0, status, Some(event_notify_of), data) },
            "clSetEventCallback",
        );
        if r.is_err() {
            // SAFETY: not registered: the box is still ours.
            drop(unsafe { Box::from_raw(data.cast::<EventNotifyOf>()) });
        }
        r
    }
}

impl Mem {
    /// `clCreateBuffer` with the caller's host pointer (for `CL_MEM_USE_HOST_PTR`
    /// and `CL_MEM_COPY_HOST_PTR`; NULL otherwise).
    ///
    /// # Safety
    /// `host` follows the OpenCL rules of `flags` (with USE_HOST_PTR it
    /// stays valid for the buffer's life).
    pub unsafe fn with_host_ptr(
        ctx: &Context,
        flags: cl_mem_flags,
        size: usize,
        host: *mut c_void,
    ) -> Result<Mem, ClError> {
        let api = cl()?;
        let mut code = CL_SUCCESS;
        // SAFETY: caller contract; a live context.
        let raw = unsafe { (api.clCreateBuffer)(ctx.0, flags, size, host, &mut code) };
        // SAFETY: a created buffer carries one reference for us.
        Ok(unsafe { Mem::from_owned(created(raw, code, "clCreateBuffer")?) })
    }

    /// `clCreateSubBuffer`.
    ///
    /// # Safety
    /// `info` points to the structure `ty` names.
    pub unsafe fn sub_buffer(&self, flags: cl_mem_flags, ty: cl_uint, info: *const c_void) -> Result<Mem, ClError> {
        let api = cl()?;
        let mut code = CL_SUCCESS;
        // SAFETY: caller contract; a live buffer.
        let raw = unsafe { (api.clCreateSubBuffer)(self.0, flags, ty, info, &mut code) };
        // SAFETY: a created buffer carries one reference for us.
        Ok(unsafe { Mem::from_owned(created(raw, code, "clCreateSubBuffer")?) })
    }
}

impl Kernel {
    /// `clGetKernelSubGroupInfo` of one `size_t` answer, with `input`
    /// (a local size, or a sub-group count) as OpenCL takes it.
    pub fn sub_group_info(&self, dev: DeviceId, param: cl_uint, input: &[u8]) -> Result<usize, ClError> {
        let f = cl()?.clGetKernelSubGroupInfo.ok_or(ClError::unsupported("clGetKernelSubGroupInfo"))?;
        let mut v = 0usize;
        let ip = if input.is_empty() { ptr::null() } else { input.as_ptr().cast() };
        // SAFETY: live handles; `input` holds its length; `v` one size_t.
        let code = unsafe {
            f(
                self.0,
                dev.0,
                param,
                input.len(),
                ip,
                std::mem::size_of::<usize>(),
                (&mut v as *mut usize).cast(),
                ptr::null_mut(),
            )
        };
        check(code, "clGetKernelSubGroupInfo")?;
        Ok(v)
    }
}

impl DeviceId {
    /// `clCreateSubDevices` with the caller's property list and output.
    ///
    /// # Safety
    /// `props` is a zero-terminated partition list; `out` holds `n` ids or
    /// is NULL; `out_n` is NULL or writable.
    pub unsafe fn create_sub_devices(
        self,
        props: *const cl_device_partition_property,
        n: cl_uint,
        out: *mut cl_device_id,
        out_n: *mut cl_uint,
    ) -> Result<(), ClError> {
        // SAFETY: caller contract.
        check(unsafe { (cl()?.clCreateSubDevices)(self.0, props, n, out, out_n) }, "clCreateSubDevices")
    }
}

impl Context {
    /// `clCreateContext` with the caller's properties ((key, value) pairs
    /// and a closing 0; empty: none) and error notification, whose box
    /// comes back: the driver may call it until the context is destroyed.
    pub fn create_with(
        props: &[cl_context_properties],
        devices: &[DeviceId],
        notify: Option<ContextNotify>,
    ) -> Result<(Context, Option<ptr::NonNull<ContextNotify>>), ClError> {
        let api = cl()?;
        if !props.is_empty() && (props.len() % 2 == 0 || props.last() != Some(&0)) {
            return Err(ClError::new(CL_INVALID_PROPERTY, "clCreateContext (an unterminated property list)"));
        }
        let p = if props.is_empty() { ptr::null() } else { props.as_ptr() };
        let (n, d) = device_list(devices);
        let data = notify.map(|f| Box::into_raw(Box::new(f)));
        let pfn: ContextCallback = data.map(|_| context_notify as _);
        let mut code = CL_SUCCESS;
        // SAFETY: a zero-terminated list (checked); `devices` holds `n` ids;
        // `data` is the box `context_notify` reads.
        let raw = unsafe { (api.clCreateContext)(p, n, d, pfn, data.map_or(ptr::null_mut(), |b| b.cast()), &mut code) };
        let raw = created(raw, code, "clCreateContext").inspect_err(|_| {
            // SAFETY: no context: no call after this one returned.
            data.into_iter().for_each(|b| drop(unsafe { Box::from_raw(b) }));
        })?;
        // SAFETY: a created context carries one reference for us.
        Ok((unsafe { Context::from_owned(raw) }, data.and_then(ptr::NonNull::new)))
    }

    /// The context's devices.
    pub fn devices(&self) -> Result<Vec<DeviceId>, ClError> {
        let api = cl()?;
        let b = query_bytes("clGetContextInfo", |size, value, size_ret| {
            // SAFETY: a live context; the buffers are query_bytes'.
            unsafe { (api.clGetContextInfo)(self.0, CL_CONTEXT_DEVICES, size, value, size_ret) }
        })?;
        const W: usize = std::mem::size_of::<usize>();
        Ok(b.chunks_exact(W)
            .map(|c| DeviceId(usize::from_ne_bytes(c.try_into().unwrap_or([0; W])) as cl_device_id))
            .collect())
    }
}

impl DeviceId {
    /// `clGetDeviceAndHostTimer`: the `(device, host)` timestamps
    /// (`CL_INVALID_OPERATION` where the driver cannot tell them, and where
    /// the library lacks the entry point: `raw::ABSENT`).
    pub fn device_and_host_timer(self) -> Result<(u64, u64), ClError> {
        let (mut dt, mut ht) = (0u64, 0u64);
        // SAFETY: a device handle (OpenCL validates it); two valid out-pointers.
        let code = unsafe { super::raw::clGetDeviceAndHostTimer(self.0, &mut dt, &mut ht) };
        check(code, "clGetDeviceAndHostTimer").map(|()| (dt, ht))
    }

    /// `clGetDeviceInfo` into a caller's buffer.
    ///
    /// # Safety
    /// As [`InfoInto::info_into`].
    pub unsafe fn info_into(
        self,
        param: cl_uint,
        size: usize,
        value: *mut c_void,
        size_ret: *mut usize,
    ) -> Result<(), ClError> {
        // SAFETY: a device handle; caller contract.
        check(unsafe { (cl()?.clGetDeviceInfo)(self.0, param, size, value, size_ret) }, "clGetDeviceInfo")
    }
}
