//! SYCL buffers in the hipSYCL data model, and command groups.
//!
//! - [`range`]: page validity bits and maximal-box coalescing;
//! - [`region`]: layout, lazy per-device allocations, the host allocation,
//!   and transfer planning from every source that holds a page;
//! - [`dag`]: access modes, conflicts, and the users whose events a new
//!   command group must wait for.
//!
//! Lock order: a kernel's argument lock, then buffer state locks in
//! ascending address order, then the queue statistics table. No lock is
//! held while calling back into user code (the write-back closure runs
//! after the buffer's state is no longer shared).

pub mod dag;
pub mod pinned;
pub mod range;
pub mod region;
pub mod staging;
pub mod stats;

pub use dag::AccessMode;
pub use range::{PageStore, Rect};
pub use region::{Layout, Place, TransferStats, DEFAULT_PAGE_BYTES};
pub use staging::D2dPath;

use super::context::Context;
use super::device::Device;
use super::error::{Error, Result, Status};
use super::kernel::Kernel;
use super::queue::{Event, Queue};
use crate::cl;
use dag::{User, Users};
use region::{Copy, Region};
use std::sync::{Arc, Mutex, MutexGuard};

/// Called once when a buffer is destroyed, with its final contents.
pub type WriteBack = Box<dyn FnOnce(&[u8]) + Send>;

/// What part of a buffer an accessor covers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum View {
    /// An element box in the internal 3-D order (see [`region::to3`]).
    Box(Rect),
    /// Bytes `[offset, offset + len)` of the buffer seen as a flat array: a
    /// reinterpreted or reshaped view, tracked with a conservative box.
    Linear { offset: usize, len: usize },
}

/// One accessor: a buffer, a mode and a view.
#[derive(Clone, Debug)]
pub struct Access {
    pub buffer: Arc<Buffer>,
    pub mode: AccessMode,
    pub view: View,
}

impl Access {
    /// An accessor over `range` elements at `offset` (both with the
    /// buffer's number of dimensions, slowest first).
    pub fn new(buffer: &Arc<Buffer>, mode: AccessMode, offset: &[usize], range: &[usize]) -> Result<Access> {
        let dims = buffer.layout.dims;
        if offset.len() != dims || range.len() != dims {
            return Err(Error::new(
                Status::InvalidValue,
                format!("the buffer has {dims} dimension(s); offset and range must have as many"),
            ));
        }
        let view = View::Box(Rect::new(region::to3(offset, 0), region::to3(range, 1)));
        Ok(Access { buffer: buffer.clone(), mode, view })
    }

    /// An accessor over the whole buffer.
    pub fn whole(buffer: &Arc<Buffer>, mode: AccessMode) -> Access {
        Access { buffer: buffer.clone(), mode, view: View::Box(Rect::full(buffer.layout.range)) }
    }

    /// A reinterpreted/reshaped accessor over a byte interval.
    pub fn linear(buffer: &Arc<Buffer>, mode: AccessMode, offset: usize, len: usize) -> Access {
        Access { buffer: buffer.clone(), mode, view: View::Linear { offset, len } }
    }

    fn resolve(&self) -> Result<Requirement> {
        resolve(&self.buffer.layout, self.mode, self.view)
    }
}

fn resolve(l: &Layout, mode: AccessMode, view: View) -> Result<Requirement> {
    let (elems, exact) = match view {
        View::Box(e) => {
            l.check_box(&e)?;
            (e, true)
        }
        View::Linear { offset, len } => l.linear_box(offset, len)?,
    };
    let pages = l.page_rect(&elems);
    // Pages wholly overwritten by a discard accessor need no old data;
    // pages it only touches in part keep their other bytes, so they are
    // brought up to date like a plain write's.
    let skip = if mode.discards() && exact { l.interior_page_rect(&elems) } else { Rect::new([0; 3], [0; 3]) };
    Ok(Requirement { pages, skip, writes: mode.writes() })
}

/// An accessor resolved to pages.
#[derive(Debug)]
struct Requirement {
    pages: Rect,
    /// Pages of `pages` whose old contents the access does not need.
    skip: Rect,
    writes: bool,
}

#[derive(Debug)]
struct State {
    region: Region,
    users: Users,
    stats: TransferStats,
    /// Transfers not covered by a user's event (kept so destruction waits).
    transfers: Vec<cl::Event>,
    transfers_prune_at: usize,
    /// One in-order queue per device, for device-to-host transfers.
    host_queues: Vec<(cl::DeviceId, cl::Queue)>,
    /// Host accesses not yet ended: their user events (also recorded as users).
    host_accesses: Vec<Arc<Event>>,
}

/// A SYCL buffer: fixed size, 1 to 3 dimensions.
///
/// Thread safety: every operation takes the buffer's lock; command groups
/// and host accesses may come from any thread, and are ordered by the
/// order in which they take the lock.
pub struct Buffer {
    pub context: Arc<Context>,
    pub layout: Layout,
    state: Mutex<State>,
    write_back: Mutex<Option<WriteBack>>,
}

impl std::fmt::Debug for Buffer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Buffer").field("layout", &self.layout).finish_non_exhaustive()
    }
}

impl Buffer {
    /// A buffer of `range` elements of `elem` bytes with pages of `page`
    /// elements per dimension (0: the default), initialised from `init`
    /// (exactly the buffer's size) when given.
    pub fn new(
        ctx: &Arc<Context>,
        range: &[usize],
        elem: usize,
        page: &[usize],
        init: Option<&[u8]>,
    ) -> Result<Arc<Buffer>> {
        let layout = Layout::new(range, elem, page)?;
        let size = layout.size_bytes();
        let limit = ctx.devices.iter().map(|d| d.info.max_mem_alloc_size).min().unwrap_or(0);
        if size as u64 > limit {
            return Err(Error::new(
                Status::InvalidSize,
                format!("{size} bytes exceeds the smallest CL_DEVICE_MAX_MEM_ALLOC_SIZE of the context ({limit})"),
            ));
        }
        let mut region = Region::new(layout);
        if ctx.transfers.pinned_host(&ctx.devices) {
            if let Some(d) = ctx.devices.first() {
                region.pinned_host = Some((ctx.cl.clone(), ctx.transfers.read_queue(&ctx.cl, d.id)?));
            }
        }
        if let Some(data) = init {
            if data.len() != size {
                return Err(Error::new(
                    Status::InvalidSize,
                    format!("initial data has {} bytes; the buffer has {size}", data.len()),
                ));
            }
            let h = region.ensure_host()?;
            h.mem.bytes_mut().copy_from_slice(data);
            h.valid.fill(true);
            region.initialized = true;
        }
        Ok(Arc::new(Buffer {
            context: ctx.clone(),
            layout,
            state: Mutex::new(State {
                region,
                users: Users::default(),
                stats: TransferStats::default(),
                transfers: Vec::new(),
                transfers_prune_at: 0,
                host_queues: Vec::new(),
                host_accesses: Vec::new(),
            }),
            write_back: Mutex::new(None),
        }))
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        // A poisoned lock means a panic mid-operation; the state is still a
        // valid (conservative) description, so keep going.
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Sets what runs with the final contents at destruction.
    pub fn set_write_back(&self, f: WriteBack) {
        *self.write_back.lock().unwrap_or_else(|p| p.into_inner()) = Some(f);
    }

    /// Bytes moved and copies issued for this buffer so far.
    pub fn stats(&self) -> TransferStats {
        self.lock().stats
    }

    /// Number of device allocations made so far.
    pub fn device_allocations(&self) -> usize {
        self.lock().region.devices.len()
    }

    /// Whether the host allocation exists.
    pub fn has_host_allocation(&self) -> bool {
        self.lock().region.host.is_some()
    }

    /// Whether the host allocation exists and is pinned memory.
    pub fn has_pinned_host_allocation(&self) -> bool {
        self.lock().region.host.as_ref().is_some_and(|h| h.mem.is_pinned())
    }

    /// Pages up to date on `device` (None: the host).
    pub fn valid_pages(&self, device: Option<&Device>) -> Result<usize> {
        let st = self.lock();
        let place = match device {
            None => Place::Host,
            Some(d) => {
                self.context.check_device(d)?;
                match st.region.device_index(d) {
                    Some(i) => Place::Device(i),
                    None => return Ok(0),
                }
            }
        };
        Ok(st.region.valid_pages(place))
    }

    /// The buffer's `cl_mem` on `device`, allocated now if needed. It is
    /// never reallocated or freed before the buffer is destroyed.
    pub fn native_mem(&self, device: &Arc<Device>) -> Result<cl::Mem> {
        self.context.check_device(device)?;
        let mut st = self.lock();
        let (i, _) = st.region.ensure_device(&self.context.cl, device)?;
        Ok(st.region.devices[i].mem.clone())
    }

    /// Number of recorded users (for tests of pruning).
    pub fn user_count(&self) -> usize {
        self.lock().users.len()
    }

    /// Waits for every command using the buffer (not for host accesses
    /// still open: they end when their owner ends them).
    pub fn wait(&self) -> Result<()> {
        let (events, transfers) = {
            let st = self.lock();
            let open = &st.host_accesses;
            let ev: Vec<Arc<Event>> =
                st.users.events().into_iter().filter(|e| !open.iter().any(|h| Arc::ptr_eq(h, e))).collect();
            (ev, st.transfers.clone())
        };
        let mut list: Vec<cl::Event> = events.iter().map(|e| e.cl.clone()).collect();
        list.extend(transfers);
        Ok(crate::core::wait::wait_all(&list)?)
    }

    /// Host access: waits for conflicting commands, brings the outdated
    /// pages of the range to the host (unless discarded), marks the range
    /// (current on the host for a writing mode) and returns the host
    /// allocation's base address (row-major, the whole buffer).
    ///
    /// With `scoped`, the access stays open until [`Buffer::end_host_access`]
    /// with the returned event: until then, command groups that conflict
    /// with it wait (on the device, through that user event, so submission
    /// does not block), and another conflicting host access is refused with
    /// `INVALID_OPERATION` (it would wait for ever on the same thread).
    /// Without `scoped`, nothing is recorded: the data may be used until
    /// the next command group or host access on this buffer is submitted.
    pub fn host_access(&self, mode: AccessMode, view: View, scoped: bool) -> Result<(*mut u8, Option<Arc<Event>>)> {
        let req = resolve(&self.layout, mode, view)?;
        let mut st = self.lock();
        let mut deps = Vec::new();
        let mut blockers = Vec::new();
        st.users.dependencies(&req.pages, req.writes, &mut deps, &mut blockers);
        if !blockers.is_empty() {
            return Err(Error::new(
                Status::InvalidOperation,
                "the range conflicts with a host access that has not ended (directly, or through a command \
                 group waiting for it): end that access first",
            ));
        }
        st.region.ensure_host()?;
        let waits: Vec<&Event> = deps.iter().map(|e| e.as_ref()).collect();
        Event::wait_all(&waits)?;
        let copies = st.region.plan(Place::Host, &req.pages, &req.skip);
        let mut reads = Vec::with_capacity(copies.len());
        for c in &copies {
            reads.extend(self.exec(&mut st, c, None, &[], &[])?);
        }
        crate::core::wait::wait_all(&reads)?;
        let token = if scoped {
            let ev = Arc::new(Event {
                cl: cl::Event::user(&self.context.cl)?,
                profiling: false,
                context: self.context.cl.raw() as usize,
            });
            st.users.add(User {
                pages: req.pages,
                writes: req.writes,
                event: ev.clone(),
                in_order_queue: None,
                blocked_by: vec![ev.clone()],
            });
            st.host_accesses.push(ev.clone());
            Some(ev)
        } else {
            None
        };
        if req.writes {
            st.region.mark_current(Place::Host, &req.pages);
        }
        let ptr = st
            .region
            .host
            .as_ref()
            .map(|h| h.mem.ptr())
            .ok_or_else(|| Error::new(Status::Internal, "no host allocation"))?;
        Ok((ptr, token))
    }

    /// Ends a scoped host access: conflicting command groups may run.
    pub fn end_host_access(&self, access: &Arc<Event>) -> Result<()> {
        let mut st = self.lock();
        let Some(i) = st.host_accesses.iter().position(|h| Arc::ptr_eq(h, access)) else {
            return Err(Error::new(
                Status::InvalidOperation,
                "the event is not an open host access of this buffer (already ended, or another buffer's)",
            ));
        };
        st.host_accesses.swap_remove(i);
        Ok(access.cl.set_complete()?)
    }

    /// Number of host accesses not yet ended.
    pub fn open_host_accesses(&self) -> usize {
        self.lock().host_accesses.len()
    }

    fn host_queue(&self, st: &mut State, dev: &Device) -> Result<cl::Queue> {
        if let Some((_, q)) = st.host_queues.iter().find(|(d, _)| *d == dev.id) {
            return Ok(q.clone());
        }
        let q = cl::Queue::create(&self.context.cl, dev.id, 0)?;
        st.host_queues.push((dev.id, q.clone()));
        Ok(q)
    }

    /// Issues one planned copy. Device targets use `queue` (the submitting
    /// queue, non-blocking, after `wait`); host targets are read on an
    /// internal queue of the source device, not blocking: the caller waits
    /// for the returned events (reads from two devices then overlap).
    ///
    /// `blocked`: the open host accesses the copy waits for (through
    /// `wait`); such a device-to-device copy never takes the staged path
    /// (see [`staging`]).
    fn exec(
        &self,
        st: &mut State,
        c: &Copy,
        queue: Option<&Arc<Queue>>,
        wait: &[cl::Event],
        blocked: &[Arc<Event>],
    ) -> Result<Option<cl::Event>> {
        let started = std::time::Instant::now();
        let mut path = "copy";
        let mut npieces = 1;
        let l = &self.layout;
        let (origin, region, [row, slice], linear) = l.cl_box(&c.elems);
        let pitches = [row, slice, row, slice];
        let bytes = l.bytes_of(&c.elems);
        let pr = l.page_rect(&c.elems);
        // A source allocation may still be receiving these pages.
        let mut waits: Vec<cl::Event> = wait.to_vec();
        let mut blockers: Vec<Arc<Event>> = blocked.to_vec();
        if let Place::Device(s) = c.from {
            st.region.devices[s].fills_overlapping(&pr, &mut waits);
            st.region.devices[s].fill_blockers(&pr, &mut blockers);
        }
        let mut started = started;
        if staging::trace_level() >= 2 && blockers.is_empty() {
            // Synchronous trace: time the copy alone, not what it waits for.
            crate::core::wait::wait_all(&waits)?;
            started = std::time::Instant::now();
        }
        let wait = &waits[..];
        let ev = match (c.from, c.to) {
            (Place::Device(s), Place::Host) => {
                let dev = st.region.devices[s].device.clone();
                // The context's shared read queue of that device, unless
                // the read waits for an open host access (through a pending
                // fill): then the buffer's own, so that no other buffer's
                // host reads queue up behind it.
                let q = if blockers.is_empty() {
                    self.context.transfers.read_queue(&self.context.cl, dev.id)?
                } else {
                    self.host_queue(st, &dev)?
                };
                let mem = &st.region.devices[s].mem;
                let host = st.region.host.as_ref().ok_or_else(|| Error::new(Status::Internal, "no host allocation"))?;
                let base = host.mem.ptr();
                // Not blocking: the caller enqueues every read (one queue per
                // source device, so they overlap), then waits for them all.
                match linear {
                    // SAFETY: the host allocation holds the whole buffer and
                    // lives as long as `self`; the caller waits for the read.
                    Some((off, size)) => unsafe { q.read(mem, false, off, size, base.add(off).cast(), wait, true)? },
                    // SAFETY: as above; the box lies inside the buffer's layout.
                    None => unsafe {
                        q.read_rect(mem, false, origin, origin, region, pitches, base.cast(), wait, true)?
                    },
                }
            }
            (Place::Host, Place::Device(t)) => {
                let q = queue.ok_or_else(|| Error::new(Status::Internal, "host-to-device copy without a queue"))?;
                let mem = &st.region.devices[t].mem;
                let host = st.region.host.as_ref().ok_or_else(|| Error::new(Status::Internal, "no host allocation"))?;
                let base = host.mem.ptr();
                match linear {
                    // SAFETY: the host allocation outlives the transfer: the
                    // buffer's destruction waits for `transfers` and users.
                    Some((off, size)) => unsafe {
                        q.cl.write(mem, false, off, size, base.add(off).cast(), wait, true)?
                    },
                    // SAFETY: as above; the box lies inside the buffer's layout.
                    None => unsafe {
                        q.cl.write_rect(mem, false, origin, origin, region, pitches, base.cast(), wait, true)?
                    },
                }
            }
            (Place::Device(s), Place::Device(t)) => {
                let q = queue.ok_or_else(|| Error::new(Status::Internal, "device copy without a queue"))?;
                let (src, dst) = (&st.region.devices[s].mem, &st.region.devices[t].mem);
                let from = &st.region.devices[s].device;
                let tr = &self.context.transfers;
                let mut staged = None;
                if blockers.is_empty() && tr.path(from, &st.region.devices[t].device) == D2dPath::Staged {
                    let pcs = staging::pieces(origin, region, [row, slice], linear, tr.chunk());
                    let map_dev = self.context.devices.first().map_or(from.id, |d| d.id);
                    staged =
                        tr.staged_move(&self.context.cl, map_dev, from, src, &q.cl, dst, [row, slice], &pcs, wait)?;
                }
                match staged {
                    Some(sm) => {
                        (path, npieces) = ("staged", sm.pieces);
                        Some(sm.event)
                    }
                    None => match linear {
                        Some((off, size)) => q.cl.copy(src, dst, off, off, size, wait, true)?,
                        None => q.cl.copy_rect(src, dst, origin, origin, region, pitches, wait, true)?,
                    },
                }
            }
            (Place::Host, Place::Host) => return Err(Error::new(Status::Internal, "host-to-host copy planned")),
        };
        if staging::trace_level() > 0 {
            let name = |p: Place| match p {
                Place::Host => "host".to_string(),
                Place::Device(i) => format!("dev{i}"),
            };
            let what = format!("{}->{}", name(c.from), name(c.to));
            let path = match (c.from, c.to) {
                (Place::Host, _) => "write-from-host",
                (_, Place::Host) => "read-to-host",
                _ => path,
            };
            staging::trace(&what, path, bytes, npieces, started, std::time::Instant::now(), ev.as_ref());
        }
        st.region.mark_valid(c.to, &c.elems);
        if let (Place::Device(t), Some(e)) = (c.to, &ev) {
            st.region.devices[t].add_fill(pr, e.clone(), blockers);
        }
        st.stats.add(c.from, c.to, bytes);
        if let Some(q) = queue {
            let mut one = TransferStats::default();
            one.add(c.from, c.to, bytes);
            add_queue_stats(q, &one);
        }
        if let Some(e) = &ev {
            if st.transfers.len() >= st.transfers_prune_at.max(32) {
                st.transfers.retain(|t| t.status().map_or(true, |s| s > 0));
                st.transfers_prune_at = 2 * st.transfers.len();
            }
            st.transfers.push(e.clone());
        }
        Ok(ev)
    }
}

impl Drop for Buffer {
    fn drop(&mut self) {
        let wb = self.write_back.get_mut().map(Option::take).unwrap_or_else(|p| p.into_inner().take());
        // Host accesses never ended end now, or the commands waiting for them never would.
        for h in self.state.get_mut().unwrap_or_else(|p| p.into_inner()).host_accesses.drain(..) {
            if let Err(e) = h.cl.set_complete() {
                log::warn!("ending a host access at buffer destruction: {e}");
            }
        }
        if let Err(e) = self.wait() {
            log::warn!("waiting for a buffer's commands at destruction: {e}");
        }
        let Some(wb) = wb else { return };
        let st = self.state.get_mut().unwrap_or_else(|p| p.into_inner());
        if st.region.ensure_host().is_err() {
            log::warn!("buffer write-back: no host memory");
            return;
        }
        let full = Rect::full(self.layout.pages);
        let copies = st.region.plan(Place::Host, &full, &Rect::new([0; 3], [0; 3]));
        let mut state = std::mem::replace(
            st,
            State {
                region: Region::new(self.layout),
                users: Users::default(),
                stats: TransferStats::default(),
                transfers: Vec::new(),
                transfers_prune_at: 0,
                host_queues: Vec::new(),
                host_accesses: Vec::new(),
            },
        );
        let mut reads = Vec::with_capacity(copies.len());
        for c in &copies {
            match self.exec(&mut state, c, None, &[], &[]) {
                Ok(e) => reads.extend(e),
                Err(e) => log::warn!("buffer write-back transfer failed: {e}"),
            }
        }
        if let Err(e) = crate::core::wait::wait_all(&reads) {
            log::warn!("buffer write-back transfer failed: {e:?}");
        }
        if let Some(h) = state.region.host.as_ref() {
            wb(h.mem.bytes());
        }
    }
}

/// A by-value kernel argument of a command group.
#[derive(Clone, Copy, Debug)]
pub enum KernelArg<'a> {
    /// Bytes copied into the argument.
    Value(&'a [u8]),
    /// A `__local` buffer of this many bytes.
    Local(usize),
}

/// A command group: one kernel launch with its accessors and plain arguments.
#[derive(Debug)]
pub struct CommandGroup<'a> {
    pub kernel: Arc<Kernel>,
    pub global: &'a [usize],
    pub local: Option<&'a [usize]>,
    /// (kernel argument index, accessor): the runtime binds the buffer's
    /// allocation on the queue's device to that argument.
    pub accessors: Vec<(u32, Access)>,
    pub args: Vec<(u32, KernelArg<'a>)>,
}

/// The result of a submission.
#[derive(Debug)]
pub struct Submission {
    /// The kernel's completion event.
    pub event: Arc<Event>,
    /// The events of earlier command groups it waits for (from conflicts).
    pub dependencies: Vec<Arc<Event>>,
    /// What this submission moved.
    pub stats: TransferStats,
}

fn ctx_mismatch(what: &str) -> Error {
    Error::new(Status::ContextMismatch, format!("{what} belongs to another context than the queue"))
}

/// Submits a command group to `queue`. Everything that can be checked
/// beforehand (ranges, contexts, argument indices, sizes, work sizes) is,
/// before any state changes, so a rejected command group leaves every
/// buffer as it was.
pub fn submit(queue: &Arc<Queue>, cg: &CommandGroup<'_>) -> Result<Submission> {
    let kernel = &cg.kernel;
    if !Arc::ptr_eq(&kernel.program.context, &queue.context) {
        return Err(ctx_mismatch("the kernel"));
    }
    let dims = cg.global.len();
    if !(1..=3).contains(&dims) {
        return Err(Error::new(Status::InvalidWorkSize, format!("an ND-range has 1 to 3 dimensions, not {dims}")));
    }
    if cg.global.contains(&0) {
        return Err(Error::new(Status::InvalidWorkSize, format!("global size {:?} has a zero dimension", cg.global)));
    }
    if let Some(l) = cg.local {
        if l.len() != dims || l.contains(&0) {
            return Err(Error::new(
                Status::InvalidWorkSize,
                format!("local size {l:?} does not fit global {:?}", cg.global),
            ));
        }
    }
    // Argument coverage: each index once, all indices covered.
    let n = kernel.num_args as usize;
    let mut seen = vec![false; n];
    let indices = cg.accessors.iter().map(|(i, _)| *i).chain(cg.args.iter().map(|(i, _)| *i));
    for i in indices {
        let Some(s) = seen.get_mut(i as usize) else {
            return Err(Error::new(
                Status::InvalidArgIndex,
                format!("kernel {:?} has {n} argument(s); index {i} is out of range", kernel.name),
            ));
        };
        if *s {
            return Err(Error::new(
                Status::InvalidValue,
                format!("kernel argument {i} is given twice in the command group"),
            ));
        }
        *s = true;
    }
    if let Some(missing) = seen.iter().position(|s| !s) {
        return Err(Error::new(
            Status::KernelArgsNotSet,
            format!("kernel {:?}: argument {missing} is bound by neither an accessor nor a value", kernel.name),
        ));
    }
    for (i, a) in &cg.args {
        match a {
            KernelArg::Value([]) => {
                return Err(Error::new(
                    Status::InvalidArgSize,
                    format!("argument {i}: a by-value argument needs a non-zero size"),
                ))
            }
            KernelArg::Local(0) => {
                return Err(Error::new(
                    Status::InvalidArgSize,
                    format!("argument {i}: a local-memory argument needs a non-zero size"),
                ))
            }
            _ => {}
        }
    }
    let mut reqs = Vec::with_capacity(cg.accessors.len());
    for (i, a) in &cg.accessors {
        if !Arc::ptr_eq(&a.buffer.context, &queue.context) {
            return Err(ctx_mismatch(&format!("the buffer of argument {i}")));
        }
        reqs.push(a.resolve().map_err(|mut e| {
            e.message = format!("accessor for argument {i}: {}", e.message);
            e
        })?);
    }

    // Lock the kernel's arguments, then the buffers in address order.
    let _args = kernel.lock_args();
    let mut bufs: Vec<&Arc<Buffer>> = cg.accessors.iter().map(|(_, a)| &a.buffer).collect();
    bufs.sort_by_key(|b| Arc::as_ptr(b) as usize);
    bufs.dedup_by(|a, b| Arc::ptr_eq(a, b));
    let mut guards: Vec<MutexGuard<'_, State>> = bufs.iter().map(|b| b.lock()).collect();
    let slot = |b: &Arc<Buffer>| bufs.iter().position(|x| Arc::ptr_eq(x, b)).unwrap_or(0);

    // Allocations (lazy, first use on this hardware), then arguments: both
    // may fail without any command enqueued.
    let mut places = Vec::with_capacity(reqs.len());
    for (_, a) in &cg.accessors {
        let st = &mut guards[slot(&a.buffer)];
        let (i, _) = st.region.ensure_device(&queue.context.cl, &queue.device)?;
        places.push(i);
    }
    let arg_err = |i: u32, e: cl::ClError| {
        let mut err = Error::from(e);
        err.message = format!("kernel {:?} argument {i}: {}", kernel.name, err.message);
        err
    };
    for (i, a) in &cg.args {
        match a {
            KernelArg::Value(b) => kernel.cl.set_arg(*i, b.len(), Some(b)).map_err(|e| arg_err(*i, e))?,
            KernelArg::Local(s) => kernel.cl.set_arg(*i, *s, None).map_err(|e| arg_err(*i, e))?,
        }
    }
    for ((i, a), &p) in cg.accessors.iter().zip(&places) {
        let st = &guards[slot(&a.buffer)];
        kernel.cl.set_arg_mem(*i, &st.region.devices[p].mem).map_err(|e| arg_err(*i, e))?;
    }

    // Dependencies from conflicts, then the transfers each accessor needs.
    let mut deps: Vec<Arc<Event>> = Vec::new();
    let mut blocked_by: Vec<Arc<Event>> = Vec::new();
    let mut per_acc: Vec<Vec<Arc<Event>>> = Vec::with_capacity(reqs.len());
    for ((_, a), r) in cg.accessors.iter().zip(&reqs) {
        let mut d = Vec::new();
        guards[slot(&a.buffer)].users.dependencies(&r.pages, r.writes, &mut d, &mut blocked_by);
        for e in &d {
            if !deps.iter().any(|x| Arc::ptr_eq(x, e)) {
                deps.push(e.clone());
            }
        }
        per_acc.push(d);
    }
    let mut stats = TransferStats::default();
    let mut wait: Vec<cl::Event> = deps.iter().map(|e| e.cl.clone()).collect();
    for (((_, a), r), (&p, d)) in cg.accessors.iter().zip(reqs.iter()).zip(places.iter().zip(&per_acc)) {
        let buf = &a.buffer;
        let st = &mut guards[slot(buf)];
        // Staged device moves cross the bus twice: take pages the host
        // holds from the host.
        let host_first = queue.context.transfers.path(&queue.device, &queue.device) == D2dPath::Staged;
        let copies = st.region.plan_with(Place::Device(p), &r.pages, &r.skip, host_first);
        let dw: Vec<cl::Event> = d.iter().map(|e| e.cl.clone()).collect();
        for c in &copies {
            if let Some(e) = buf.exec(st, c, Some(queue), &dw, &blocked_by)? {
                wait.push(e);
            }
            stats.add(c.from, c.to, buf.layout.bytes_of(&c.elems));
        }
    }

    for ((_, a), (r, &p)) in cg.accessors.iter().zip(reqs.iter().zip(&places)) {
        let alloc = &guards[slot(&a.buffer)].region.devices[p];
        alloc.fills_overlapping(&r.pages, &mut wait);
        // The kernel waits for those transfers, so for what they wait for.
        alloc.fill_blockers(&r.pages, &mut blocked_by);
    }
    let ev = queue.cl.launch(&kernel.cl, cg.global, cg.local, &wait, true).map_err(|e| {
        let mut err = Error::from(e);
        err.message =
            format!("launching {:?} over global {:?} local {:?}: {}", kernel.name, cg.global, cg.local, err.message);
        err
    })?;
    let ev = ev.ok_or_else(|| Error::new(Status::Internal, "the launch produced no event"))?;
    let event = Arc::new(Event { cl: ev, profiling: queue.profiling, context: queue.context.cl.raw() as usize });

    for ((_, a), (r, &p)) in cg.accessors.iter().zip(reqs.iter().zip(&places)) {
        let st = &mut guards[slot(&a.buffer)];
        if r.writes {
            st.region.mark_current(Place::Device(p), &r.pages);
        }
        let in_order_queue = queue.in_order.then_some(Arc::as_ptr(queue) as usize);
        st.users.add(User {
            pages: r.pages,
            writes: r.writes,
            event: event.clone(),
            in_order_queue,
            blocked_by: blocked_by.clone(),
        });
    }
    Ok(Submission { event, dependencies: deps, stats })
}

fn add_queue_stats(q: &Arc<Queue>, s: &TransferStats) {
    q.transfers.lock().unwrap_or_else(|p| p.into_inner()).merge(s);
}

/// Bytes moved and copies issued by command groups submitted to `q`
/// (device-to-host transfers of host accesses belong to no queue).
pub fn queue_stats(q: &Arc<Queue>) -> TransferStats {
    *q.transfers.lock().unwrap_or_else(|p| p.into_inner())
}
