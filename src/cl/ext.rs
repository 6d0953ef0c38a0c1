//! OpenCL entry points the PI plugin needs beyond the shared loader table:
//!
//! - [`CoreExtra`]: core 1.2/2.0/3.0 entry points for images, samplers and
//!   context destructors, resolved from the same library the loader opened
//!   (a second `dlopen` of an already-loaded file returns the same handle).
//!   Each is `Option<fn>`; an absent one yields [`raw::ABSENT`].
//!   Also the OpenCL 2.0 SVM enqueue commands [`super::svm`] wraps for
//!   core's USM emulation.
//! - [`IntelUsm`]: the `cl_intel_unified_shared_memory` entry points (and
//!   `clGetDeviceFunctionPointerINTEL`), fetched per platform with
//!   `clGetExtensionFunctionAddressForPlatform` ([`lookup_usm`]); core keeps
//!   each platform's table in its registry (`core::handles`).
//!
//! Thread safety: both tables are immutable once built; [`CoreExtra`] lives
//! in a process-wide `OnceLock`; OpenCL calls are thread-safe.
#![allow(non_snake_case, reason = "fields are named exactly like the OpenCL entry points")]
#![allow(
    clippy::missing_safety_doc,
    reason = "the contract is the module's: arguments must satisfy the OpenCL entry point of the same name"
)]
#![allow(clippy::too_many_arguments, reason = "the OpenCL signatures are what they are")]
#![allow(clippy::type_complexity, reason = "function-pointer fields spelled out like the C prototypes")]

use super::objects::{Context, DeviceId, Event, PlatformId, Program, Queue};
use super::raw::{self, ABSENT, NOT_LOADED};
use super::sys::*;
use super::{check, ClError};
use std::ffi::c_void;
use std::ptr;
use std::sync::OnceLock;

#[allow(non_camel_case_types, reason = "Khronos name")]
pub type cl_sampler_properties = cl_ulong;
#[allow(non_camel_case_types, reason = "Khronos name")]
pub type cl_mem_properties_intel = cl_ulong;

/// `cl_image_format`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct ImageFormat {
    pub order: cl_uint,
    pub data_type: cl_uint,
}

/// `cl_image_desc` (OpenCL 1.2 layout; `buffer` is the `mem_object` union).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct ImageDesc {
    pub image_type: cl_uint,
    pub width: usize,
    pub height: usize,
    pub depth: usize,
    pub array_size: usize,
    pub row_pitch: usize,
    pub slice_pitch: usize,
    pub num_mip_levels: cl_uint,
    pub num_samples: cl_uint,
    pub buffer: cl_mem,
}

type DestructorCallback = Option<unsafe extern "C" fn(cl_context, *mut c_void)>;

macro_rules! table {
    ($name:ident { $( $f:ident ( $($a:ident : $t:ty),* ) -> $r:ty ; )* }) => {
        /// Optional entry points (see the module documentation).
        #[derive(Default)]
        pub struct $name {
            $( pub $f: Option<unsafe extern "C" fn($($t),*) -> $r>, )*
        }
    };
}

table!(CoreExtra {
    clCreateImage(c: cl_context, flags: cl_mem_flags, fmt: *const ImageFormat, desc: *const ImageDesc, host: *mut c_void, err: *mut cl_int) -> cl_mem;
    clGetImageInfo(m: cl_mem, param: cl_uint, size: usize, value: *mut c_void, size_ret: *mut usize) -> cl_int;
    clEnqueueReadImage(q: cl_command_queue, m: cl_mem, blocking: cl_bool, origin: *const usize, region: *const usize, rp: usize, sp: usize, ptr: *mut c_void, n: cl_uint, wait: *const cl_event, ev: *mut cl_event) -> cl_int;
    clEnqueueWriteImage(q: cl_command_queue, m: cl_mem, blocking: cl_bool, origin: *const usize, region: *const usize, rp: usize, sp: usize, ptr: *const c_void, n: cl_uint, wait: *const cl_event, ev: *mut cl_event) -> cl_int;
    clEnqueueCopyImage(q: cl_command_queue, src: cl_mem, dst: cl_mem, so: *const usize, d_o: *const usize, region: *const usize, n: cl_uint, wait: *const cl_event, ev: *mut cl_event) -> cl_int;
    clEnqueueFillImage(q: cl_command_queue, m: cl_mem, color: *const c_void, origin: *const usize, region: *const usize, n: cl_uint, wait: *const cl_event, ev: *mut cl_event) -> cl_int;
    clCreateSamplerWithProperties(c: cl_context, props: *const cl_sampler_properties, err: *mut cl_int) -> cl_sampler;
    clGetSamplerInfo(s: cl_sampler, param: cl_uint, size: usize, value: *mut c_void, size_ret: *mut usize) -> cl_int;
    clRetainSampler(s: cl_sampler) -> cl_int;
    clReleaseSampler(s: cl_sampler) -> cl_int;
    clSetContextDestructorCallback(c: cl_context, f: DestructorCallback, user: *mut c_void) -> cl_int;
    clEnqueueSVMMemcpy(q: cl_command_queue, blocking: cl_bool, dst: *mut c_void, src: *const c_void, size: usize, n: cl_uint, wait: *const cl_event, ev: *mut cl_event) -> cl_int;
    clEnqueueSVMMemFill(q: cl_command_queue, ptr: *mut c_void, pattern: *const c_void, psize: usize, size: usize, n: cl_uint, wait: *const cl_event, ev: *mut cl_event) -> cl_int;
    clEnqueueSVMMap(q: cl_command_queue, blocking: cl_bool, flags: cl_map_flags, ptr: *mut c_void, size: usize, n: cl_uint, wait: *const cl_event, ev: *mut cl_event) -> cl_int;
    clEnqueueSVMUnmap(q: cl_command_queue, ptr: *mut c_void, n: cl_uint, wait: *const cl_event, ev: *mut cl_event) -> cl_int;
});

table!(IntelUsm {
    clHostMemAllocINTEL(c: cl_context, props: *const cl_mem_properties_intel, size: usize, align: cl_uint, err: *mut cl_int) -> *mut c_void;
    clDeviceMemAllocINTEL(c: cl_context, d: cl_device_id, props: *const cl_mem_properties_intel, size: usize, align: cl_uint, err: *mut cl_int) -> *mut c_void;
    clSharedMemAllocINTEL(c: cl_context, d: cl_device_id, props: *const cl_mem_properties_intel, size: usize, align: cl_uint, err: *mut cl_int) -> *mut c_void;
    clMemBlockingFreeINTEL(c: cl_context, ptr: *mut c_void) -> cl_int;
    clGetMemAllocInfoINTEL(c: cl_context, ptr: *const c_void, param: cl_uint, size: usize, value: *mut c_void, size_ret: *mut usize) -> cl_int;
    clSetKernelArgMemPointerINTEL(k: cl_kernel, index: cl_uint, ptr: *const c_void) -> cl_int;
    clEnqueueMemFillINTEL(q: cl_command_queue, dst: *mut c_void, pattern: *const c_void, psize: usize, size: usize, n: cl_uint, wait: *const cl_event, ev: *mut cl_event) -> cl_int;
    clEnqueueMemcpyINTEL(q: cl_command_queue, blocking: cl_bool, dst: *mut c_void, src: *const c_void, size: usize, n: cl_uint, wait: *const cl_event, ev: *mut cl_event) -> cl_int;
    clGetDeviceFunctionPointerINTEL(d: cl_device_id, p: cl_program, name: *const libc::c_char, ret: *mut cl_ulong) -> cl_int;
});

struct Extra {
    table: CoreExtra,
    _lib: Option<libloading::Library>,
}
// SAFETY: the table holds plain function pointers into a library that is
// never unloaded while the process-wide cache lives; calling them is
// thread-safe per the OpenCL specification.
unsafe impl Sync for Extra {}
// SAFETY: as above.
unsafe impl Send for Extra {}

static EXTRA: OnceLock<Extra> = OnceLock::new();

/// The core entry points the loader table lacks (all `None` when no OpenCL
/// library is loaded).
pub fn core_extra() -> &'static CoreExtra {
    &EXTRA
        .get_or_init(|| {
            let Some(path) = raw::loaded_path() else { return Extra { table: CoreExtra::default(), _lib: None } };
            // SAFETY: re-opening the OpenCL library the loader already
            // opened: its initialisers have run, dlopen returns the same handle.
            let Ok(lib) = (unsafe { libloading::Library::new(&path) }) else {
                return Extra { table: CoreExtra::default(), _lib: None };
            };
            macro_rules! sym {
                ($f:ident) => {
                    // SAFETY: the symbol is the OpenCL entry point of that
                    // name, whose C prototype the field type spells out; the
                    // pointer is kept beside the library that owns it.
                    unsafe { lib.get(concat!(stringify!($f), "\0").as_bytes()).ok().map(|s: libloading::Symbol<_>| *s) }
                };
            }
            let table = CoreExtra {
                clCreateImage: sym!(clCreateImage),
                clGetImageInfo: sym!(clGetImageInfo),
                clEnqueueReadImage: sym!(clEnqueueReadImage),
                clEnqueueWriteImage: sym!(clEnqueueWriteImage),
                clEnqueueCopyImage: sym!(clEnqueueCopyImage),
                clEnqueueFillImage: sym!(clEnqueueFillImage),
                clCreateSamplerWithProperties: sym!(clCreateSamplerWithProperties),
                clGetSamplerInfo: sym!(clGetSamplerInfo),
                clRetainSampler: sym!(clRetainSampler),
                clReleaseSampler: sym!(clReleaseSampler),
                clSetContextDestructorCallback: sym!(clSetContextDestructorCallback),
                clEnqueueSVMMemcpy: sym!(clEnqueueSVMMemcpy),
                clEnqueueSVMMemFill: sym!(clEnqueueSVMMemFill),
                clEnqueueSVMMap: sym!(clEnqueueSVMMap),
                clEnqueueSVMUnmap: sym!(clEnqueueSVMUnmap),
            };
            Extra { table, _lib: Some(lib) }
        })
        .table
}

// SAFETY: function pointers only; see `Extra`.
unsafe impl Sync for IntelUsm {}
// SAFETY: as above.
unsafe impl Send for IntelUsm {}

/// Reinterprets an extension entry point's address as its function type.
///
/// # Safety
/// `ptr` is the address of a function whose C prototype is `F` (a function
/// pointer type, the size of a data pointer on every supported platform).
unsafe fn fn_from_ptr<F: Copy>(ptr: *mut c_void) -> F {
    const { assert!(std::mem::size_of::<F>() == std::mem::size_of::<*mut c_void>()) };
    // SAFETY: same size (asserted); the caller guarantees the prototype.
    unsafe { std::mem::transmute_copy::<*mut c_void, F>(&ptr) }
}

/// The `cl_intel_unified_shared_memory` entry points of platform `p`
/// (each absent one `None`), looked up on every call.
pub fn lookup_usm(p: PlatformId) -> IntelUsm {
    macro_rules! ext {
        ($f:ident) => {{
            // SAFETY: a valid platform id and a NUL-terminated name.
            let ptr = unsafe {
                raw::clGetExtensionFunctionAddressForPlatform(p.0, concat!(stringify!($f), "\0").as_ptr().cast())
            };
            if ptr.is_null() {
                None
            } else {
                // SAFETY: the ICD returned the address of the extension entry
                // point of that name; the field type is its C prototype.
                Some(unsafe { fn_from_ptr(ptr) })
            }
        }};
    }
    IntelUsm {
        clHostMemAllocINTEL: ext!(clHostMemAllocINTEL),
        clDeviceMemAllocINTEL: ext!(clDeviceMemAllocINTEL),
        clSharedMemAllocINTEL: ext!(clSharedMemAllocINTEL),
        clMemBlockingFreeINTEL: ext!(clMemBlockingFreeINTEL),
        clGetMemAllocInfoINTEL: ext!(clGetMemAllocInfoINTEL),
        clSetKernelArgMemPointerINTEL: ext!(clSetKernelArgMemPointerINTEL),
        clEnqueueMemFillINTEL: ext!(clEnqueueMemFillINTEL),
        clEnqueueMemcpyINTEL: ext!(clEnqueueMemcpyINTEL),
        clGetDeviceFunctionPointerINTEL: ext!(clGetDeviceFunctionPointerINTEL),
    }
}

/// A context's destructor callback (`clSetContextDestructorCallback`).
pub type Destroyed = Box<dyn FnOnce() + Send>;

unsafe extern "C" fn destroyed_notify(_c: cl_context, data: *mut c_void) {
    // SAFETY: the box `on_context_destroyed` registered, handed back exactly once.
    let f = unsafe { Box::from_raw(data.cast::<Destroyed>()) };
    super::objects::contained(f);
}

/// `clSetContextDestructorCallback` (OpenCL 3.0): `f` runs once, on any
/// thread, when `ctx` is destroyed; a library without it is
/// `ClError::unsupported`, never a call.
pub fn on_context_destroyed(ctx: &Context, f: Destroyed) -> Result<(), super::ClError> {
    let Some(set) = core_extra().clSetContextDestructorCallback else {
        return Err(super::ClError::unsupported("clSetContextDestructorCallback"));
    };
    let data = Box::into_raw(Box::new(f)).cast::<c_void>();
    // SAFETY: a live context; `data` is the box `destroyed_notify` takes back once.
    let r = super::check(unsafe { set(ctx.raw(), Some(destroyed_notify), data) }, "clSetContextDestructorCallback");
    if r.is_err() {
        // SAFETY: not registered: the box is still ours.
        drop(unsafe { Box::from_raw(data.cast::<Destroyed>()) });
    }
    r
}

/// The platform of device `d`, asked of the driver on every call (core
/// keeps the answer per device in `core::handles`).
///
/// # Safety
/// `d` is a device handle.
pub unsafe fn device_platform(d: cl_device_id) -> Option<cl_platform_id> {
    let mut p: cl_platform_id = std::ptr::null_mut();
    // SAFETY: the caller passes a device handle; the value slot is one platform id.
    let code = unsafe {
        raw::clGetDeviceInfo(
            d,
            0x1031,
            std::mem::size_of::<cl_platform_id>(),
            (&mut p as *mut cl_platform_id).cast(),
            std::ptr::null_mut(),
        )
    };
    (code == CL_SUCCESS && !p.is_null()).then_some(p)
}

/// Forwarding helpers that turn a missing table or entry point into a code.
impl IntelUsm {
    pub unsafe fn mem_blocking_free(&self, c: cl_context, p: *mut c_void) -> cl_int {
        // SAFETY: forwarded unchanged (module contract).
        self.clMemBlockingFreeINTEL.map_or(ABSENT, |f| unsafe { f(c, p) })
    }
    pub unsafe fn get_mem_alloc_info(
        &self,
        c: cl_context,
        p: *const c_void,
        param: cl_uint,
        size: usize,
        v: *mut c_void,
        r: *mut usize,
    ) -> cl_int {
        // SAFETY: forwarded unchanged (module contract).
        self.clGetMemAllocInfoINTEL.map_or(ABSENT, |f| unsafe { f(c, p, param, size, v, r) })
    }
    pub unsafe fn set_kernel_arg_mem_pointer(&self, k: cl_kernel, i: cl_uint, p: *const c_void) -> cl_int {
        // SAFETY: forwarded unchanged (module contract).
        self.clSetKernelArgMemPointerINTEL.map_or(ABSENT, |f| unsafe { f(k, i, p) })
    }
    /// `clEnqueueMemFillINTEL` of `size` bytes at `dst` with `pattern`, after `wait`.
    pub unsafe fn enqueue_mem_fill(
        &self,
        q: &Queue,
        dst: *mut c_void,
        pattern: &[u8],
        size: usize,
        wait: &[Event],
        want: bool,
    ) -> Result<Option<Event>, ClError> {
        let (n, w) = super::objects::event_array(wait);
        let (pat, psize) = (pattern.as_ptr().cast(), pattern.len());
        // SAFETY: forwarded (module contract); the pattern's `psize` bytes; the list's live events.
        let f =
            |e| self.clEnqueueMemFillINTEL.map_or(ABSENT, |f| unsafe { f(q.raw(), dst, pat, psize, size, n, w, e) });
        super::objects::enqueue(want, f, "clEnqueueMemFillINTEL")
    }
    /// `clEnqueueMemcpyINTEL` of `size` bytes from `src` to `dst`, after `wait`.
    pub unsafe fn enqueue_memcpy(
        &self,
        q: &Queue,
        blocking: bool,
        dst: *mut c_void,
        src: *const c_void,
        size: usize,
        wait: &[Event],
        want: bool,
    ) -> Result<Option<Event>, ClError> {
        let (n, w) = super::objects::event_array(wait);
        let b = blocking as cl_bool;
        // SAFETY: forwarded (module contract); the list's live events.
        let f = |e| self.clEnqueueMemcpyINTEL.map_or(ABSENT, |f| unsafe { f(q.raw(), b, dst, src, size, n, w, e) });
        super::objects::enqueue(want, f, "clEnqueueMemcpyINTEL")
    }
    pub unsafe fn get_device_function_pointer(
        &self,
        d: cl_device_id,
        p: cl_program,
        name: *const libc::c_char,
        ret: *mut cl_ulong,
    ) -> cl_int {
        // SAFETY: forwarded unchanged (module contract).
        self.clGetDeviceFunctionPointerINTEL.map_or(ABSENT, |f| unsafe { f(d, p, name, ret) })
    }
    /// Host, device or shared allocation; `device` is ignored for host.
    pub unsafe fn alloc(
        &self,
        kind: UsmKind,
        c: cl_context,
        d: cl_device_id,
        props: *const cl_mem_properties_intel,
        size: usize,
        align: cl_uint,
        err: *mut cl_int,
    ) -> *mut c_void {
        let missing = || {
            if !err.is_null() {
                // SAFETY: non-null errcode pointer from the caller.
                unsafe { *err = ABSENT };
            }
            std::ptr::null_mut()
        };
        match kind {
            UsmKind::Host => self.clHostMemAllocINTEL.map_or_else(missing, |f| {
                // SAFETY: forwarded unchanged (module contract).
                unsafe { f(c, props, size, align, err) }
            }),
            UsmKind::Device => self.clDeviceMemAllocINTEL.map_or_else(missing, |f| {
                // SAFETY: forwarded unchanged (module contract).
                unsafe { f(c, d, props, size, align, err) }
            }),
            UsmKind::Shared => self.clSharedMemAllocINTEL.map_or_else(missing, |f| {
                // SAFETY: forwarded unchanged (module contract).
                unsafe { f(c, d, props, size, align, err) }
            }),
        }
    }
}

/// Which USM allocator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UsmKind {
    Host,
    Device,
    Shared,
}

/// `NOT_LOADED` re-exported for callers that map codes.
pub const OPENCL_NOT_LOADED: cl_int = NOT_LOADED;

/// `clGetDeviceGlobalVariablePointerINTEL`'s prototype.
pub type GetDeviceGlobalVariablePointerFn = unsafe extern "C" fn(
    d: cl_device_id,
    p: cl_program,
    name: *const libc::c_char,
    size_ret: *mut usize,
    ptr_ret: *mut *mut c_void,
) -> cl_int;

/// `clGetDeviceGlobalVariablePointerINTEL` of platform `p`, when it
/// provides it (looked up per call: the UR face asks for it once per
/// device global).
pub fn device_global_variable_pointer_fn(p: PlatformId) -> Option<GetDeviceGlobalVariablePointerFn> {
    // SAFETY: the entry point's C prototype is `GetDeviceGlobalVariablePointerFn`.
    unsafe { platform_fn(p, c"clGetDeviceGlobalVariablePointerINTEL") }
}

/// `clEnqueueReadGlobalVariableINTEL` (cl_intel_global_variable_access).
pub type ReadGlobalVariableFn = unsafe extern "C" fn(
    q: cl_command_queue,
    p: cl_program,
    name: *const libc::c_char,
    blocking: cl_bool,
    size: usize,
    offset: usize,
    ptr: *mut c_void,
    n: cl_uint,
    wait: *const cl_event,
    ev: *mut cl_event,
) -> cl_int;

/// `clEnqueueWriteGlobalVariableINTEL` (cl_intel_global_variable_access).
pub type WriteGlobalVariableFn = unsafe extern "C" fn(
    q: cl_command_queue,
    p: cl_program,
    name: *const libc::c_char,
    blocking: cl_bool,
    size: usize,
    offset: usize,
    ptr: *const c_void,
    n: cl_uint,
    wait: *const cl_event,
    ev: *mut cl_event,
) -> cl_int;

/// Looks up extension entry point `name` of platform `p`.
///
/// # Safety
/// `F` is the C prototype of the entry point `name`.
unsafe fn platform_fn<F: Copy>(p: PlatformId, name: &std::ffi::CStr) -> Option<F> {
    // SAFETY: a platform id (never released) and a NUL-terminated name.
    let ptr = unsafe { raw::clGetExtensionFunctionAddressForPlatform(p.0, name.as_ptr()) };
    // SAFETY: the ICD returned the address of the entry point of that name,
    // whose C prototype is `F` (caller contract).
    (!ptr.is_null()).then(|| unsafe { fn_from_ptr::<F>(ptr) })
}

/// `clEnqueueReadGlobalVariableINTEL` of platform `p`, when it has it.
pub fn read_global_variable_fn(p: PlatformId) -> Option<ReadGlobalVariableFn> {
    // SAFETY: the type is the entry point's prototype.
    unsafe { platform_fn(p, c"clEnqueueReadGlobalVariableINTEL") }
}

/// `clEnqueueWriteGlobalVariableINTEL` of platform `p`, when it has it.
pub fn write_global_variable_fn(p: PlatformId) -> Option<WriteGlobalVariableFn> {
    // SAFETY: the type is the entry point's prototype.
    unsafe { platform_fn(p, c"clEnqueueWriteGlobalVariableINTEL") }
}

/// Reads (`write` false) or writes a device global of `p` by name through
/// `cl_intel_global_variable_access` of `platform` (the queue's device's
/// platform); `None` when the platform has no such entry point.
///
/// # Safety
/// `host` holds `count` bytes until completion; live objects.
#[allow(clippy::too_many_arguments, reason = "the extension's arguments")]
pub unsafe fn global_variable(
    platform: PlatformId,
    q: &Queue,
    p: &Program,
    name: &std::ffi::CStr,
    write: bool,
    blocking: bool,
    count: usize,
    offset: usize,
    host: *mut c_void,
    wait: &[Event],
    want: bool,
) -> Option<Result<Option<Event>, ClError>> {
    let (n, w) = super::objects::event_array(wait);
    let mut ev: cl_event = ptr::null_mut();
    let evp = if want { &mut ev as *mut cl_event } else { ptr::null_mut() };
    let b = blocking as cl_bool;
    // SAFETY: each entry point is called with its prototype's arguments (caller contract).
    let (code, entry) = unsafe {
        if write {
            let f = write_global_variable_fn(platform)?;
            (f(q.raw(), p.raw(), name.as_ptr(), b, count, offset, host, n, w, evp), "clEnqueueWriteGlobalVariableINTEL")
        } else {
            let f = read_global_variable_fn(platform)?;
            (f(q.raw(), p.raw(), name.as_ptr(), b, count, offset, host, n, w, evp), "clEnqueueReadGlobalVariableINTEL")
        }
    };
    Some(check(code, entry).map(|()| {
        // SAFETY: the enqueue returned one new reference (or none).
        (!ev.is_null()).then(|| unsafe { Event::from_owned(ev) })
    }))
}

/// The size and device address of device global `name` of `p` on `d`
/// (`clGetDeviceGlobalVariablePointerINTEL` of `platform`, `d`'s); `None`
/// when the platform has no such entry point.
///
/// # Safety
/// `d` is a device of `p`'s context.
pub unsafe fn global_variable_pointer(
    platform: PlatformId,
    d: DeviceId,
    p: &Program,
    name: &std::ffi::CStr,
) -> Option<Result<(usize, *mut c_void), ClError>> {
    let f = device_global_variable_pointer_fn(platform)?;
    let (mut size, mut ptr) = (0usize, ptr::null_mut());
    // SAFETY: live device and program, a NUL-terminated name, two out-pointers.
    let code = unsafe { f(d.0, p.raw(), name.as_ptr(), &mut size, &mut ptr) };
    Some(check(code, "clGetDeviceGlobalVariablePointerINTEL").map(|()| (size, ptr)))
}

/// Images and samplers through the optional core entry points: an absent
/// entry point is `ClError::unsupported`, never a call.
pub mod images {
    use super::super::objects::{Context, Event, Mem, Queue};
    use super::super::{check, ClError};
    use super::{core_extra, ImageDesc, ImageFormat};
    use crate::cl::sys::*;
    use std::ffi::c_void;
    use std::ptr;

    macro_rules! extra {
        ($f:ident) => {
            core_extra().$f.ok_or(ClError::unsupported(stringify!($f)))?
        };
    }

    use super::super::objects::event_array as list;

    #[inline]
    fn event(
        want: bool,
        f: impl FnOnce(*mut cl_event) -> cl_int,
        call: &'static str,
    ) -> Result<Option<Event>, ClError> {
        let mut ev: cl_event = ptr::null_mut();
        check(f(if want { &mut ev } else { ptr::null_mut() }), call)?;
        // SAFETY: on success with an out-pointer the call returned one new reference.
        Ok(if want && !ev.is_null() { Some(unsafe { Event::from_owned(ev) }) } else { None })
    }

    /// `clCreateImage`.
    ///
    /// # Safety
    /// `fmt` and `desc` point to OpenCL image structures; `host` follows `flags`.
    pub unsafe fn create(
        ctx: &Context,
        flags: cl_mem_flags,
        fmt: *const ImageFormat,
        desc: *const ImageDesc,
        host: *mut c_void,
    ) -> Result<Mem, ClError> {
        let f = extra!(clCreateImage);
        let mut code = CL_SUCCESS;
        // SAFETY: caller contract; a live context.
        let m = unsafe { f(ctx.raw(), flags, fmt, desc, host, &mut code) };
        check(code, "clCreateImage")?;
        if m.is_null() {
            return Err(ClError::new(CL_OUT_OF_HOST_MEMORY, "clCreateImage"));
        }
        // SAFETY: a created image carries one reference for us.
        Ok(unsafe { Mem::from_owned(m) })
    }

    /// `clGetImageInfo` into a caller's buffer.
    ///
    /// # Safety
    /// `value` is NULL or holds `size` bytes; `size_ret` is NULL or writable.
    pub unsafe fn info_into(
        m: &Mem,
        param: cl_uint,
        size: usize,
        value: *mut c_void,
        size_ret: *mut usize,
    ) -> Result<(), ClError> {
        let f = extra!(clGetImageInfo);
        // SAFETY: caller contract.
        check(unsafe { f(m.raw(), param, size, value, size_ret) }, "clGetImageInfo")
    }

    /// `clEnqueueReadImage`.
    ///
    /// # Safety
    /// `dst` holds the box until completion.
    #[allow(clippy::too_many_arguments, reason = "mirrors the enqueue")]
    pub unsafe fn read(
        q: &Queue,
        m: &Mem,
        blocking: bool,
        origin: [usize; 3],
        region: [usize; 3],
        pitches: [usize; 2],
        dst: *mut c_void,
        wait: &[Event],
        want: bool,
    ) -> Result<Option<Event>, ClError> {
        let f = extra!(clEnqueueReadImage);
        let (n, w) = list(wait);
        event(
            want,
            // SAFETY: caller contract; arrays of three.
            |e| unsafe {
                f(
                    q.raw(),
                    m.raw(),
                    blocking as cl_bool,
                    origin.as_ptr(),
                    region.as_ptr(),
                    pitches[0],
                    pitches[1],
                    dst,
                    n,
                    w,
                    e,
                )
            },
            "clEnqueueReadImage",
        )
    }

    /// `clEnqueueWriteImage`.
    ///
    /// # Safety
    /// `src` holds the box until completion.
    #[allow(clippy::too_many_arguments, reason = "mirrors the enqueue")]
    pub unsafe fn write(
        q: &Queue,
        m: &Mem,
        blocking: bool,
        origin: [usize; 3],
        region: [usize; 3],
        pitches: [usize; 2],
        src: *const c_void,
        wait: &[Event],
        want: bool,
    ) -> Result<Option<Event>, ClError> {
        let f = extra!(clEnqueueWriteImage);
        let (n, w) = list(wait);
        event(
            want,
            // SAFETY: caller contract; arrays of three.
            |e| unsafe {
                f(
                    q.raw(),
                    m.raw(),
                    blocking as cl_bool,
                    origin.as_ptr(),
                    region.as_ptr(),
                    pitches[0],
                    pitches[1],
                    src,
                    n,
                    w,
                    e,
                )
            },
            "clEnqueueWriteImage",
        )
    }

    /// `clEnqueueCopyImage`.
    #[allow(clippy::too_many_arguments, reason = "mirrors the enqueue")]
    pub fn copy(
        q: &Queue,
        src: &Mem,
        dst: &Mem,
        src_origin: [usize; 3],
        dst_origin: [usize; 3],
        region: [usize; 3],
        wait: &[Event],
        want: bool,
    ) -> Result<Option<Event>, ClError> {
        let f = extra!(clEnqueueCopyImage);
        let (n, w) = list(wait);
        event(
            want,
            // SAFETY: live handles; arrays of three.
            |e| unsafe {
                f(q.raw(), src.raw(), dst.raw(), src_origin.as_ptr(), dst_origin.as_ptr(), region.as_ptr(), n, w, e)
            },
            "clEnqueueCopyImage",
        )
    }

    /// `clEnqueueFillImage`.
    ///
    /// # Safety
    /// `color` points to the fill colour of the image's format.
    pub unsafe fn fill(
        q: &Queue,
        m: &Mem,
        color: *const c_void,
        origin: [usize; 3],
        region: [usize; 3],
        wait: &[Event],
        want: bool,
    ) -> Result<Option<Event>, ClError> {
        let f = extra!(clEnqueueFillImage);
        let (n, w) = list(wait);
        event(
            want,
            // SAFETY: caller contract; arrays of three.
            |e| unsafe { f(q.raw(), m.raw(), color, origin.as_ptr(), region.as_ptr(), n, w, e) },
            "clEnqueueFillImage",
        )
    }
}
