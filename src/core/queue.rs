//! Queues, the commands they run, and events.

use super::buffer::stats::TransferStats;
use super::context::Context;
use super::device::{Aspect, Device};
use super::error::{Error, Result, Status};
use super::kernel::Kernel;
use super::mem::Mem;
use crate::cl::{self, sys::*};
use std::sync::{Arc, Mutex};

/// Queue flags (stable numbers, C ABI).
pub const QUEUE_OUT_OF_ORDER: u32 = 1;
pub const QUEUE_PROFILING: u32 = 2;

/// A command queue on one device of a context.
///
/// One definition for every face: `C` and `D` are the context and device
/// objects of the face that holds the queue (the C API's [`Context`] and
/// [`Device`]; UR's handle objects, which its queries answer).
///
/// Thread safety: commands may be enqueued from any thread.
#[derive(Debug)]
pub struct Queue<C = Context, D = Device> {
    pub cl: cl::Queue,
    pub context: Arc<C>,
    pub device: Arc<D>,
    /// Whether in-order execution was asked (the driver's queue may be
    /// in order regardless: `core::quirks::queue_props`, the ordering
    /// quirk `for_device` applies).
    pub in_order: bool,
    pub profiling: bool,
    /// Bytes moved and copies issued by the buffer command groups
    /// submitted to this queue (`core::buffer::queue_stats`).
    pub transfers: Mutex<TransferStats>,
}

/// A command's completion event.
#[derive(Debug)]
pub struct Event {
    pub cl: cl::Event,
    /// Whether its queue recorded profiling times (an event made from a
    /// driver event of a queue the face does not know: assumed so, and
    /// the driver answers).
    pub profiling: bool,
    /// The driver context of its queue (as an address): wait lists and
    /// host waits across contexts need it, and it is known here without
    /// asking the driver.
    pub context: usize,
}

/// Execution status of an event (stable numbers, C ABI); negative: the
/// command failed with that OpenCL error code.
pub const EVENT_COMPLETE: i32 = 0;
pub const EVENT_RUNNING: i32 = 1;
pub const EVENT_SUBMITTED: i32 = 2;
pub const EVENT_QUEUED: i32 = 3;

/// Which profiling time (stable numbers, C ABI).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProfilingTime {
    Queued = 0,
    Submit = 1,
    Start = 2,
    End = 3,
}

impl<C, D> Queue<C, D> {
    /// A queue over the driver's `cl` of `context` and `device`, made with
    /// (or answering) the OpenCL property bits `props`.
    pub fn over(cl: cl::Queue, context: Arc<C>, device: Arc<D>, props: u64) -> Self {
        Queue {
            cl,
            context,
            device,
            in_order: props & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE == 0,
            profiling: props & CL_QUEUE_PROFILING_ENABLE != 0,
            transfers: Mutex::new(TransferStats::default()),
        }
    }
}

impl Queue {
    pub fn new(ctx: &Arc<Context>, dev: &Arc<Device>, flags: u32) -> Result<Arc<Queue>> {
        if flags & !(QUEUE_OUT_OF_ORDER | QUEUE_PROFILING) != 0 {
            return Err(Error::new(Status::InvalidValue, format!("unknown queue flags {flags:#x}")));
        }
        ctx.check_device(dev)?;
        let mut props = 0;
        let profiling = flags & QUEUE_PROFILING != 0;
        let in_order = flags & QUEUE_OUT_OF_ORDER == 0;
        if profiling {
            if !dev.has(Aspect::QueueProfiling) {
                return Err(Error::new(
                    Status::Unsupported,
                    format!("{} does not support queue profiling", dev.info.name),
                ));
            }
            props |= CL_QUEUE_PROFILING_ENABLE;
        }
        if !in_order {
            if dev.info.queue_properties & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE == 0 {
                return Err(Error::new(
                    Status::Unsupported,
                    format!("{} does not support out-of-order queues", dev.info.name),
                ));
            }
            props |= CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE;
        }
        let cl = for_device(&ctx.cl, dev.id, props)?;
        Ok(Arc::new(Queue::over(cl, ctx.clone(), dev.clone(), props)))
    }

    /// The C API's event of a command enqueued on this queue's driver
    /// queue (`None`: no event was asked for).
    pub fn event(&self, ev: Option<cl::Event>) -> Option<Arc<Event>> {
        ev.map(|cl| Arc::new(Event { cl, profiling: self.profiling, context: self.context.cl.raw() as usize }))
    }

    fn check_mem(&self, mem: &Mem) -> Result<()> {
        if Arc::ptr_eq(&mem.context, &self.context) {
            Ok(())
        } else {
            Err(Error::new(Status::ContextMismatch, "the buffer belongs to another context than the queue"))
        }
    }

    pub fn finish(&self) -> Result<()> {
        Ok(super::wait::finish(&self.cl)?)
    }
    pub fn flush(&self) -> Result<()> {
        Ok(self.cl.flush()?)
    }

    /// The C API's checks of a read or write of `size` bytes at `offset` of
    /// `mem` on this queue: a buffer of the queue's context, a non-empty
    /// range inside it. The transfer itself is `core::enqueue`'s one
    /// [`read`](super::enqueue::read) or [`write`](super::enqueue::write)
    /// of every face (a device USM pointer on a coarse-grained SVM device
    /// is mapped around it), on `self.cl` and `mem.cl`; [`Queue::event`]
    /// makes its event the C API's.
    pub fn check_transfer(&self, mem: &Mem, offset: usize, size: usize) -> Result<()> {
        self.check_mem(mem)?;
        mem.check_range(offset, size)
    }

    #[allow(clippy::too_many_arguments, reason = "mirrors the C API")]
    pub fn copy(
        &self,
        src: &Mem,
        dst: &Mem,
        src_off: usize,
        dst_off: usize,
        size: usize,
        wait: &[cl::Event],
        want: bool,
    ) -> Result<Option<Arc<Event>>> {
        self.check_mem(src)?;
        self.check_mem(dst)?;
        src.check_range(src_off, size)?;
        dst.check_range(dst_off, size)?;
        if std::ptr::eq(src, dst) && src_off < dst_off + size && dst_off < src_off + size {
            return Err(Error::new(
                Status::InvalidValue,
                "source and destination ranges of a copy within one buffer overlap",
            ));
        }
        Ok(self.event(self.cl.copy(&src.cl, &dst.cl, src_off, dst_off, size, wait, want)?))
    }

    /// Fills a range with a pattern of 1, 2, 4, ..., 128 bytes.
    pub fn fill(
        &self,
        mem: &Mem,
        pattern: &[u8],
        offset: usize,
        size: usize,
        wait: &[cl::Event],
        want: bool,
    ) -> Result<Option<Arc<Event>>> {
        self.check_mem(mem)?;
        let p = pattern.len();
        if p == 0 || !p.is_power_of_two() || p > 128 {
            return Err(Error::new(
                Status::InvalidSize,
                format!("fill pattern size {p} is not a power of two from 1 to 128"),
            ));
        }
        mem.check_range(offset, size)?;
        if offset % p != 0 || size % p != 0 {
            return Err(Error::new(
                Status::InvalidSize,
                format!("fill offset {offset} and size {size} must be multiples of the pattern size {p}"),
            ));
        }
        Ok(self.event(super::fill::fill_buffer(&self.cl, &mem.cl, pattern, offset, size, wait, want)?))
    }

    /// Launches `kernel` over `global` work-items in work-groups of `local`
    /// (None: the driver chooses).
    ///
    /// The hot path of the C API's launch: the checks are branches whose
    /// messages are built out of line, only on failure.
    #[inline(always)]
    pub fn launch(
        &self,
        kernel: &Kernel,
        global: &[usize],
        local: Option<&[usize]>,
        wait: &[cl::Event],
        want: bool,
    ) -> Result<Option<Arc<Event>>> {
        let dims = global.len();
        if !(1..=3).contains(&dims)
            || !Arc::ptr_eq(&kernel.program.context, &self.context)
            || global.contains(&0)
            || local.is_some_and(|l| l.contains(&0))
        {
            return Err(launch_refused(self, kernel, global, local));
        }
        let mut args = kernel.lock_args();
        let ev = match kernel.launch(&self.cl, self.device.id, &mut args, None, global, local, wait, want) {
            Ok(ev) => ev,
            Err(e) => return Err(launch_failed(e, kernel, global, local)),
        };
        drop(args);
        Ok(self.event(ev))
    }

    /// A barrier: later commands wait for everything before it.
    /// A barrier: later commands wait for everything before it.
    pub fn barrier(&self, wait: &[cl::Event], want: bool) -> Result<Option<Arc<Event>>> {
        Ok(self.event(self.cl.barrier(wait, want)?))
    }
}

impl Event {
    pub fn wait_all(events: &[&Event]) -> Result<()> {
        let list: Vec<cl::Event> = events.iter().map(|e| e.cl.clone()).collect();
        Ok(super::wait::wait_all(&list)?)
    }

    /// Waits for events of any number of driver contexts (each event knows
    /// its own): one wait per context (`clWaitForEvents` wants one), in the
    /// order the contexts first appear.
    pub fn wait_any_context(events: &[&Event]) -> Result<()> {
        let mut groups: Vec<(cl_context, Vec<cl_event>)> = Vec::new();
        for e in events {
            let c = e.context as cl_context;
            match groups.iter_mut().find(|g| g.0 == c) {
                Some(g) => g.1.push(e.cl.raw()),
                None => groups.push((c, vec![e.cl.raw()])),
            }
        }
        for (c, g) in &groups {
            // SAFETY: the caller's events, alive while it holds them, viewed
            // for the wait, with their own context, which OpenCL keeps while
            // they live.
            let (evs, ctx) = unsafe { (cl::Event::borrow_list(g.as_ptr(), g.len()), cl::Context::borrow(c)) };
            super::wait::wait_of(evs, ctx)?;
        }
        Ok(())
    }

    pub fn status(&self) -> Result<i32> {
        super::event::status(&self.cl)
    }

    /// Runs `f(status)` once the event reaches `status` (see [`cl::EventNotify`]).
    pub fn on_status(&self, status: i32, f: cl::EventNotify) -> Result<()> {
        Ok(self.cl.on_status(status, f)?)
    }

    /// A profiling time in nanoseconds.
    pub fn profiling_time(&self, which: ProfilingTime) -> Result<u64> {
        let param = match which {
            ProfilingTime::Queued => CL_PROFILING_COMMAND_QUEUED,
            ProfilingTime::Submit => CL_PROFILING_COMMAND_SUBMIT,
            ProfilingTime::Start => CL_PROFILING_COMMAND_START,
            ProfilingTime::End => CL_PROFILING_COMMAND_END,
        };
        self.profiling(param)
    }

    /// A profiling time in nanoseconds by its `CL_PROFILING_COMMAND_*`
    /// ([`super::event::profiling`]: COMPLETE is END where OpenCL 1.2
    /// lacks it); an event of a queue made without profiling has none.
    pub fn profiling(&self, param: u32) -> Result<u64> {
        if !self.profiling {
            return Err(Error::new(
                Status::ProfilingInfoNotAvailable,
                "the event's queue was created without profiling enabled",
            ));
        }
        super::event::profiling(&self.cl, param)
    }
}

/// Why [`Queue::launch`] refused its arguments (the failure path only).
#[cold]
#[inline(never)]
fn launch_refused(q: &Queue, kernel: &Kernel, global: &[usize], local: Option<&[usize]>) -> Error {
    let dims = global.len();
    if !(1..=3).contains(&dims) {
        return Error::new(Status::InvalidWorkSize, format!("an ND-range has 1 to 3 dimensions, not {dims}"));
    }
    if !Arc::ptr_eq(&kernel.program.context, &q.context) {
        return Error::new(Status::ContextMismatch, "the kernel belongs to another context than the queue");
    }
    if global.contains(&0) {
        return Error::new(Status::InvalidWorkSize, format!("global size {global:?} has a zero dimension"));
    }
    let l = local.unwrap_or_default();
    Error::new(Status::InvalidWorkSize, format!("local size {l:?} has a zero dimension"))
}

/// A failed `clEnqueueNDRangeKernel`, with the launch's shape.
#[cold]
#[inline(never)]
fn launch_failed(e: Error, kernel: &Kernel, global: &[usize], local: Option<&[usize]>) -> Error {
    let mut err = e;
    err.message = format!("launching {:?} over global {global:?} local {local:?}: {}", kernel.name, err.message);
    err
}

// The driver queues the DPC++ faces hold.

/// Whether every command submitted to `q` so far has completed: a marker
/// completes once everything before it has, so if it completes right after
/// a flush the queue was empty. Polled for 2 ms with yields (an idle
/// queue's marker completes within microseconds), then up to 20 ms in all
/// with 1 ms sleeps: on a loaded 2-core machine PoCL's scheduler thread
/// took longer than 2 ms to run the marker of a finished queue, and the
/// answer was "not empty" right after a finish. `Err` is an OpenCL error
/// code (the faces' `EMPTY` queue queries).
pub fn is_empty(q: &cl::Queue) -> std::result::Result<bool, i32> {
    use std::time::{Duration, Instant};
    let marker = q.marker(&[]).map_err(|e| e.code)?;
    let _ = q.flush();
    let mut status = -1;
    let start = Instant::now();
    while start.elapsed() < Duration::from_millis(20) {
        status = marker.status().map_err(|e| e.code)?;
        if status == CL_COMPLETE {
            break;
        }
        if start.elapsed() < Duration::from_millis(2) {
            std::thread::yield_now();
        } else {
            std::thread::sleep(Duration::from_millis(1));
        }
    }
    // Dropping `marker` releases the reference the marker returned.
    Ok(status == CL_COMPLETE)
}

/// A command queue with OpenCL's `CL_QUEUE_*` property bits; an
/// out-of-order request may get an in-order OpenCL queue where the driver's
/// out-of-order queues are not safe (`core::quirks::queue_props`).
#[inline]
pub fn for_device(ctx: &cl::Context, dev: cl::DeviceId, props: u64) -> Result<cl::Queue> {
    Ok(cl::Queue::create(ctx, dev, super::quirks::queue_props(dev, props))?)
}
