//! Opaque C handles over `Arc`ed core objects.
//!
//! A handle is the address of the object inside its `Arc`. Every live
//! handle is recorded in the one registry of handles (`core::handles`,
//! address -> kind, external reference count, owning `Arc`: its
//! `core::handles::Own` slot), so validation never dereferences the
//! caller's pointer: NULL, a pointer that was never a handle, a handle of
//! another type, and a handle already released are all told apart and
//! answered with the type's `INVALID_<OBJECT>` status. This module keeps
//! the C-facing part: the kinds and their codes, validation, the
//! per-thread cache and the removal epochs. Lookups take the registry's
//! read lock only; retain, release and creation take the write lock, and
//! an object's destructor runs after the lock is dropped.
//!
//! The launch path's lookups first try a small per-thread cache of handles
//! this thread validated ([`get`]): an entry holds a `Weak` of the object
//! (which keeps its allocation, so its address cannot name another object
//! while the entry exists, but not the object: a release still destroys it
//! at once) and the removal epoch of its kind at validation time. Every
//! removal of a handle from the registry bumps its kind's epoch, so an entry
//! is used only while no handle of its kind was removed since; otherwise
//! the registry decides, as before. A hit costs no lock, one epoch load and
//! the strong reference taken by `Weak::upgrade`.

use crate::core::handles::{self as registry, Own};
use crate::core::{self, Error, Result, Status};
use std::any::{Any, TypeId};
use std::cell::UnsafeCell;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Weak};

/// The object types behind handles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Kind {
    Platform,
    Device,
    Context,
    Queue,
    Mem,
    Program,
    Kernel,
    Event,
    KernelBundle,
    DeviceImage,
    KernelId,
    ImageBuilder,
    Buffer,
    // The Unified Runtime face's handles (src/ffi/ur/objects.rs).
    UrAdapter,
    UrPlatform,
    UrDevice,
    UrContext,
    UrQueue,
    UrMem,
    UrProgram,
    UrKernel,
    UrEvent,
    UrSampler,
    UrCommandBuffer,
    UrCommand,
}

/// A core type that C sees through an opaque handle type `C`.
pub trait Handle: Any + Send + Sync {
    /// The opaque C struct the handle points to.
    type C;
    const KIND: Kind;
    const INVALID: Status;
    const NAME: &'static str;
    /// Root objects (platforms, devices) live for the whole process:
    /// retain and release do nothing for them.
    const IMMORTAL: bool = false;
}

macro_rules! impl_handle {
    ($c:ident => $t:ty, $kind:ident, $invalid:ident, $immortal:expr) => {
        impl Handle for $t {
            type C = $c;
            const KIND: Kind = Kind::$kind;
            const INVALID: Status = Status::$invalid;
            const NAME: &'static str = stringify!($c);
            const IMMORTAL: bool = $immortal;
        }
    };
}

// The opaque C types are written out (not macro-generated) so that
// cbindgen sees them and emits `typedef struct syclrt_x syclrt_x;`.
/// An OpenCL platform. Lives for the whole process (no retain/release).
/// Thread safety: immutable; use from any thread.
#[allow(non_camel_case_types, reason = "C type name")]
pub struct syclrt_platform {
    _private: [u8; 0],
}
impl_handle!(syclrt_platform => core::Platform, Platform, InvalidPlatform, true);

/// An OpenCL device (root device). Lives for the whole process (no
/// retain/release). Thread safety: immutable; use from any thread.
#[allow(non_camel_case_types, reason = "C type name")]
pub struct syclrt_device {
    _private: [u8; 0],
}
impl_handle!(syclrt_device => core::Device, Device, InvalidDevice, true);

/// A context over one or more devices of one platform. Reference
/// counted. Thread safety: immutable after creation; use from any thread.
#[allow(non_camel_case_types, reason = "C type name")]
pub struct syclrt_context {
    _private: [u8; 0],
}
impl_handle!(syclrt_context => core::Context, Context, InvalidContext, false);

/// A command queue. Reference counted. Thread safety: commands may be
/// enqueued from any thread; their order is the order the calls happen.
#[allow(non_camel_case_types, reason = "C type name")]
pub struct syclrt_queue {
    _private: [u8; 0],
}
impl_handle!(syclrt_queue => core::Queue, Queue, InvalidQueue, false);

/// A plain device buffer. Reference counted. Thread safety: use from
/// any thread; order conflicting commands with queues and events.
#[allow(non_camel_case_types, reason = "C type name")]
pub struct syclrt_mem {
    _private: [u8; 0],
}
impl_handle!(syclrt_mem => core::Mem, Mem, InvalidMem, false);

/// A program. Reference counted. Thread safety: use from any thread;
/// concurrent builds of one program are serialised.
#[allow(non_camel_case_types, reason = "C type name")]
pub struct syclrt_program {
    _private: [u8; 0],
}
impl_handle!(syclrt_program => core::Program, Program, InvalidProgram, false);

/// A kernel with its argument values. Reference counted. Thread safety:
/// setting an argument and launching are each atomic, but arguments
/// are shared state: threads that launch one kernel with different
/// arguments must order their calls (or use one kernel each).
#[allow(non_camel_case_types, reason = "C type name")]
pub struct syclrt_kernel {
    _private: [u8; 0],
}
impl_handle!(syclrt_kernel => core::Kernel, Kernel, InvalidKernel, false);

/// A command's completion event. Reference counted. Thread safety: use
/// from any thread.
#[allow(non_camel_case_types, reason = "C type name")]
pub struct syclrt_event {
    _private: [u8; 0],
}
impl_handle!(syclrt_event => core::Event, Event, InvalidEvent, false);

/// A kernel bundle in one state (input, object or executable) over a
/// context and a device list. Reference counted. Thread safety: use from
/// any thread; setting specialization constants on an input bundle takes
/// the bundle's lock, so concurrent sets and reads never tear a value.
#[allow(non_camel_case_types, reason = "C type name")]
pub struct syclrt_kernel_bundle {
    _private: [u8; 0],
}
impl_handle!(syclrt_kernel_bundle => core::bundle::Bundle, KernelBundle, InvalidKernelBundle, false);

/// One device image of a kernel bundle (`sycl::device_image<State>`).
/// Reference counted. Thread safety: immutable; use from any thread.
#[allow(non_camel_case_types, reason = "C type name")]
pub struct syclrt_device_image {
    _private: [u8; 0],
}
impl_handle!(syclrt_device_image => core::bundle::BundleImage, DeviceImage, InvalidDeviceImage, false);

/// A kernel identifier (`sycl::kernel_id`). Lives for the whole process
/// (no retain/release needed): two handles are equal exactly when they
/// name the same kernel. Thread safety: immutable; use from any thread.
#[allow(non_camel_case_types, reason = "C type name")]
pub struct syclrt_kernel_id {
    _private: [u8; 0],
}
impl_handle!(syclrt_kernel_id => core::registry::KernelId, KernelId, InvalidKernelId, true);

/// A device image under construction (SPIR-V, OpenCL C source or a native
/// binary plus kernel names). Reference counted. Thread safety: every
/// call takes the builder's lock; use from any thread.
#[allow(non_camel_case_types, reason = "C type name")]
pub struct syclrt_image_builder {
    _private: [u8; 0],
}
impl_handle!(syclrt_image_builder => core::image::ImageBuilder, ImageBuilder, InvalidImageBuilder, false);
/// A SYCL buffer (hipSYCL data model): page-granular validity per
/// device allocation, dependencies derived from accessor conflicts.
/// Reference counted. Thread safety: use from any thread; command groups
/// and host accesses on one buffer are ordered by the buffer's lock.
#[allow(non_camel_case_types, reason = "C type name")]
pub struct syclrt_buffer {
    _private: [u8; 0],
}
impl_handle!(syclrt_buffer => core::Buffer, Buffer, InvalidBuffer, false);

/// Every [`Kind`], in order: the kind of a registry slot's tag.
const ALL_KINDS: [Kind; KINDS] = [
    Kind::Platform,
    Kind::Device,
    Kind::Context,
    Kind::Queue,
    Kind::Mem,
    Kind::Program,
    Kind::Kernel,
    Kind::Event,
    Kind::KernelBundle,
    Kind::DeviceImage,
    Kind::KernelId,
    Kind::ImageBuilder,
    Kind::Buffer,
    Kind::UrAdapter,
    Kind::UrPlatform,
    Kind::UrDevice,
    Kind::UrContext,
    Kind::UrQueue,
    Kind::UrMem,
    Kind::UrProgram,
    Kind::UrKernel,
    Kind::UrEvent,
    Kind::UrSampler,
    Kind::UrCommandBuffer,
    Kind::UrCommand,
];

// Each kind sits at its own tag, checked when the crate is built.
const _: () = {
    let mut i = 0;
    while i < KINDS {
        assert!(ALL_KINDS[i] as usize == i, "ALL_KINDS is out of order");
        i += 1;
    }
};

/// The kind of a registry slot (every slot this module made has a tag of
/// [`ALL_KINDS`]).
fn kind_of(o: &Own) -> Option<Kind> {
    ALL_KINDS.get(o.kind as usize).copied()
}

/// Whether `addr` is a live handle of kind `kind`.
fn is_live(addr: usize, kind: Kind) -> bool {
    registry::read_own(addr, |o| o.is_some_and(|o| o.kind == kind as u8))
}

/// Registers `obj` and returns its handle with one reference. Registering
/// an object that already has a handle adds a reference to that handle.
pub(crate) fn new_handle<T: Handle>(obj: Arc<T>) -> *mut T::C {
    let addr = Arc::as_ptr(&obj) as usize;
    // Immortal objects (devices, kernel ids) are handed out again and again:
    // a shared lock suffices once they are registered.
    if T::IMMORTAL && is_live(addr, T::KIND) {
        return addr as *mut T::C;
    }
    let obj: Arc<dyn Any + Send + Sync> = obj;
    // An object that has a handle already: the slot holds it, so the one
    // given here is not its last reference; dropped outside the lock anyway.
    let spare = registry::write_own(addr, |o| match o {
        Some(s) => {
            s.refs += 1;
            Some(obj)
        }
        None => {
            *o = Some(Own { kind: T::KIND as u8, refs: 1, obj });
            None
        }
    });
    drop(spare);
    addr as *mut T::C
}

/// The handle of an immortal object (a device, a kernel id) without
/// touching its reference count when it already has one.
pub(crate) fn static_handle<T: Handle>(obj: &Arc<T>) -> *mut T::C {
    let addr = Arc::as_ptr(obj) as usize;
    if T::IMMORTAL && is_live(addr, T::KIND) {
        return addr as *mut T::C;
    }
    new_handle(obj.clone())
}

/// Number of [`Kind`]s (the epoch array's length).
const KINDS: usize = Kind::UrCommand as usize + 1;
/// Per kind: bumped by every removal of a handle of that kind.
static EPOCHS: [AtomicU64; KINDS] = [const { AtomicU64::new(0) }; KINDS];

/// One validated handle of this thread.
struct Cached {
    addr: usize,
    /// The concrete type behind the handle (checked when remembered).
    ty: TypeId,
    epoch: u64,
    obj: Weak<dyn Any + Send + Sync>,
}

/// Direct-mapped slots of the per-thread cache.
const CACHE_SLOTS: usize = 8;

thread_local! {
    // An `UnsafeCell`, not a `RefCell`: the borrow flag's updates were a
    // tenth of a cached lookup; the accesses are few and non-reentrant.
    static CACHE: UnsafeCell<[Option<Cached>; CACHE_SLOTS]> = const { UnsafeCell::new([const { None }; CACHE_SLOTS]) };
}

fn cache_slot(addr: usize) -> usize {
    // Handles are Arc payload addresses (16-byte aligned at least).
    (addr >> 4 ^ addr >> 9) % CACHE_SLOTS
}

/// The strong reference of a cache entry, when it names `addr` as a `T`
/// validated at `epoch` and the object still lives.
#[inline(always)]
fn hit<T: Handle>(slots: &[Option<Cached>; CACHE_SLOTS], addr: usize, epoch: u64) -> Option<Arc<T>> {
    let e = slots[cache_slot(addr)].as_ref()?;
    if e.addr != addr || e.ty != TypeId::of::<T>() || e.epoch != epoch {
        return None;
    }
    // The strong reference `upgrade` takes is handed on as the `Arc<T>`
    // below (the `dyn` one is forgotten, not dropped).
    std::mem::forget(e.obj.upgrade()?);
    // SAFETY: the entry's object is a `T` (its TypeId was checked when it
    // was remembered, and the Weak keeps that allocation), `addr` is the
    // address of that `T` inside its `Arc` (a handle is `Arc::as_ptr`;
    // checked against the entry above), and the strong count taken by
    // `upgrade` is the one this `Arc` owns.
    Some(unsafe { Arc::from_raw(addr as *const T) })
}

/// The cached object of `h` when this thread validated it and no handle of
/// its kind was removed since.
#[inline]
fn cached<T: Handle>(addr: usize) -> Option<Arc<T>> {
    let epoch = EPOCHS[T::KIND as usize].load(Ordering::Acquire);
    CACHE
        .try_with(|c| {
            // SAFETY: the cache is only touched by this thread, in this
            // function, `cached2` and `remember`, none of which runs code
            // that could reach the cache while the reference lives (no
            // object destructor runs here: dropping a `Weak` only frees
            // memory).
            let c = unsafe { &*c.get() };
            hit::<T>(c, addr, epoch)
        })
        .ok()
        .flatten()
}

/// [`cached`] for two handles in one pass (the launch path: queue and
/// kernel); `None` unless both hit.
#[inline]
fn cached2<A: Handle, B: Handle>(a: usize, b: usize) -> Option<(Arc<A>, Arc<B>)> {
    let ea = EPOCHS[A::KIND as usize].load(Ordering::Acquire);
    let eb = EPOCHS[B::KIND as usize].load(Ordering::Acquire);
    CACHE
        .try_with(|c| {
            // SAFETY: as in `cached`.
            let c = unsafe { &*c.get() };
            let oa = hit::<A>(c, a, ea)?;
            let ob = hit::<B>(c, b, eb)?;
            Some((oa, ob))
        })
        .ok()
        .flatten()
}

fn remember<T: Handle>(addr: usize, epoch: u64, obj: &Arc<T>) {
    // `hit` rebuilds the `Arc<T>` from `addr`: it must be the object's address.
    if addr != Arc::as_ptr(obj) as usize {
        return;
    }
    let weak: Weak<dyn Any + Send + Sync> = Arc::downgrade(obj) as Weak<dyn Any + Send + Sync>;
    let entry = Cached { addr, ty: TypeId::of::<T>(), epoch, obj: weak };
    let _ = CACHE.try_with(|c| {
        // SAFETY: as in `cached`: no other reference into the cache lives
        // now. The replaced entry's Weak is dropped here (no lock held);
        // that only frees memory, it reaches no cache.
        let c = unsafe { &mut *c.get() };
        c[cache_slot(addr)] = Some(entry);
    });
}

fn invalid<T: Handle>(what: &str) -> Error {
    Error::new(T::INVALID, format!("{} {what}", T::NAME))
}

/// The object behind a handle (a new strong reference to it).
#[inline]
pub fn get<T: Handle>(h: *const T::C) -> Result<Arc<T>> {
    // A NULL address never names a cache entry: it falls through.
    if let Some(obj) = cached::<T>(h as usize) {
        return Ok(obj);
    }
    get_slow::<T>(h)
}

/// [`get`] after a cache miss: the registry decides (and the answer is
/// remembered).
#[inline(never)]
fn get_slow<T: Handle>(h: *const T::C) -> Result<Arc<T>> {
    if h.is_null() {
        return Err(invalid::<T>("handle is NULL"));
    }
    let addr = h as usize;
    // The epoch is read before the lookup: a removal after it makes the
    // remembered entry stale at once.
    let epoch = EPOCHS[T::KIND as usize].load(Ordering::Acquire);
    let found = registry::read_own(addr, |o| {
        o.map(|s| if s.kind == T::KIND as u8 { Ok(s.obj.clone()) } else { Err(kind_of(s)) })
    });
    match found {
        Some(Ok(obj)) => {
            let obj = obj.downcast::<T>().map_err(|_| Error::new(Status::Internal, "handle registry type mismatch"))?;
            remember(addr, epoch, &obj);
            Ok(obj)
        }
        Some(Err(kind)) => Err(wrong_kind::<T>(kind)),
        None => Err(invalid::<T>("handle is not a live handle (never created, or already released)")),
    }
}

/// The error for a live handle of another kind than `T`'s.
fn wrong_kind<T: Handle>(kind: Option<Kind>) -> Error {
    match kind {
        Some(k) => invalid::<T>(&format!("expected, but the handle is a {k:?} handle")),
        None => invalid::<T>("expected, but the handle is of an unknown kind"),
    }
}

/// Two objects behind handles (queue and kernel of a launch): one pass
/// over this thread's cache when both were validated here; otherwise
/// [`get`] for each, in order, so errors are those of two `get` calls.
#[inline]
pub fn get2<A: Handle, B: Handle>(a: *const A::C, b: *const B::C) -> Result<(Arc<A>, Arc<B>)> {
    // A NULL address never names a cache entry: it falls through to `get`.
    if let Some(pair) = cached2::<A, B>(a as usize, b as usize) {
        return Ok(pair);
    }
    get2_slow(a, b)
}

#[cold]
#[inline(never)]
fn get2_slow<A: Handle, B: Handle>(a: *const A::C, b: *const B::C) -> Result<(Arc<A>, Arc<B>)> {
    let a = get::<A>(a)?;
    Ok((a, get::<B>(b)?))
}

/// The object behind an optional handle: NULL means "none" (for arguments
/// documented as optional, such as "any device").
pub(crate) fn get_opt<T: Handle>(h: *const T::C) -> Result<Option<Arc<T>>> {
    if h.is_null() {
        Ok(None)
    } else {
        get::<T>(h).map(Some)
    }
}

/// Adds one external reference.
pub(crate) fn retain<T: Handle>(h: *const T::C) -> Result<()> {
    get::<T>(h)?;
    if T::IMMORTAL {
        return Ok(());
    }
    let retained = registry::write_own(h as usize, |o| match o {
        Some(s) if s.kind == T::KIND as u8 => {
            s.refs += 1;
            true
        }
        _ => false,
    });
    if retained {
        Ok(())
    } else {
        Err(invalid::<T>("handle was released concurrently"))
    }
}

/// Drops one external reference; the last one destroys the handle.
/// Releasing NULL does nothing.
pub(crate) fn release<T: Handle>(h: *const T::C) -> Result<()> {
    if h.is_null() || T::IMMORTAL {
        return if h.is_null() { Ok(()) } else { get::<T>(h).map(drop) };
    }
    // Ok(the removed slot, on the last release), or Err(the kind of a
    // live handle of another kind, `None` when not live).
    let removed = registry::write_own(h as usize, |o| {
        let Some(s) = o.as_mut() else { return Err(None) };
        if s.kind != T::KIND as u8 {
            return Err(Some(kind_of(s)));
        }
        s.refs -= 1;
        if s.refs > 0 {
            return Ok(None);
        }
        // Under the write lock: no lookup is between its epoch read and its
        // registry read meanwhile.
        EPOCHS[T::KIND as usize].fetch_add(1, Ordering::Release);
        Ok(o.take())
    });
    match removed {
        // The object (and its OpenCL release) is dropped outside the lock.
        Ok(removed) => {
            drop(removed);
            Ok(())
        }
        Err(Some(kind)) => Err(wrong_kind::<T>(kind)),
        Err(None) => Err(invalid::<T>("handle is not a live handle (never created, or already released)")),
    }
}

/// The external reference count of a live handle.
pub(crate) fn ref_count<T: Handle>(h: *const T::C) -> Result<usize> {
    registry::read_own(h as usize, |o| o.filter(|s| s.kind == T::KIND as u8).map(|s| s.refs))
        .ok_or_else(|| invalid::<T>("handle is not a live handle"))
}

/// Number of live handles (for leak tests).
pub fn live_handles() -> usize {
    registry::count_own(|s| {
        !matches!(kind_of(s), Some(Kind::Platform | Kind::Device | Kind::KernelId | Kind::UrAdapter | Kind::UrPlatform))
    })
}
