//! Device-to-device moves of buffer pages, and how a context makes them.
//!
//! Two paths (`SYCLRT_BUFFER_D2D`, or [`Transfers::set_path`] per context):
//!
//! - [`D2dPath::Copy`]: one `clEnqueueCopyBuffer[Rect]` per planned box on
//!   the target's queue. On PoCL that is one `memcpy`. On NVIDIA's OpenCL a
//!   `cl_mem` has one current location for the whole object; a copy on
//!   device B out of a buffer last used on device A migrates the source
//!   buffer (all of it, whatever the range) before copying, and the next
//!   kernel on A migrates it back (issue 28; `SYCLRT_BUFFER_TRACE=sync`
//!   prints each copy's time).
//! - [`D2dPath::Staged`]: the box is cut into chunks (`SYCLRT_BUFFER_CHUNK`,
//!   8 MiB); each chunk is read on an internal in-order queue of the source
//!   device into a slot of the context's pinned staging memory
//!   (`CL_MEM_ALLOC_HOST_PTR`, mapped once), and written from that slot on
//!   the target's queue after the read's event. Reads and writes of
//!   consecutive chunks overlap (4 slots); nothing waits on the host. Each
//!   allocation is only ever touched on its own device, so no driver
//!   migrates anything.
//!
//! A slot is reused after the write that last emptied it (an event wait, on
//! the device). A staged move therefore waits for earlier staged moves of
//! the context that used its slots; so that it never waits, through them,
//! for an open host access (a user event that might never complete while
//! its owner waits for this move), moves blocked by an open host access
//! take the copy path.

use crate::cl;
use crate::core::device::{Device, DeviceType};
use crate::core::error::{Error, Result, Status};
use std::sync::atomic::{AtomicU64, AtomicU8, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

/// How pages move between two devices of one context.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum D2dPath {
    Copy,
    Staged,
}

const AUTO: u8 = 0;
const COPY: u8 = 1;
const STAGED: u8 = 2;
/// Staging slots per context.
/// cbindgen:ignore
pub const SLOTS: usize = 4;
/// Default chunk size of staged moves.
/// cbindgen:ignore
pub const DEFAULT_CHUNK: usize = 8 << 20;

fn config_mode() -> u8 {
    match crate::config::get().buffer_d2d.as_deref() {
        Some("copy") => COPY,
        Some("staged") => STAGED,
        Some("auto") | None => AUTO,
        Some(other) => {
            log::warn!("SYCLRT_BUFFER_D2D={other:?} is none of auto, copy, staged: using auto");
            AUTO
        }
    }
}

fn config_host() -> u8 {
    match crate::config::get().buffer_host.as_deref() {
        Some("pageable") => COPY,
        Some("pinned") => STAGED,
        Some("auto") | None => AUTO,
        Some(other) => {
            log::warn!("SYCLRT_BUFFER_HOST={other:?} is none of auto, pinned, pageable: using auto");
            AUTO
        }
    }
}

/// The chunk size of staged moves (`SYCLRT_BUFFER_CHUNK`, at least 4 KiB).
pub fn chunk_bytes() -> usize {
    crate::config::get().buffer_chunk.map_or(DEFAULT_CHUNK, |c| c.max(4096))
}

/// `SYCLRT_BUFFER_TRACE`: 0 off, 1 enqueue timings, 2 synchronous timings.
pub fn trace_level() -> u8 {
    crate::config::get().buffer_trace
}

/// One piece of a staged move: a byte run, or a box (`origin`/`region` as
/// OpenCL's `[bytes, rows, slices]`) with the buffer's `[row, slice]`
/// pitches; each at most one chunk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece {
    Linear { off: usize, len: usize },
    Rect { origin: [usize; 3], region: [usize; 3] },
}

impl Piece {
    pub fn bytes(&self) -> usize {
        match self {
            Piece::Linear { len, .. } => *len,
            Piece::Rect { region, .. } => region.iter().product(),
        }
    }
}

/// Cuts a planned copy (OpenCL's box, and its byte run when contiguous)
/// into pieces of at most `chunk` bytes, in buffer order.
pub fn pieces(
    origin: [usize; 3],
    region: [usize; 3],
    [row, slice]: [usize; 2],
    linear: Option<(usize, usize)>,
    chunk: usize,
) -> Vec<Piece> {
    let chunk = chunk.max(1);
    let mut out = Vec::new();
    let run = |off: usize, len: usize, out: &mut Vec<Piece>| {
        let mut o = 0;
        while o < len {
            let n = chunk.min(len - o);
            out.push(Piece::Linear { off: off + o, len: n });
            o += n;
        }
    };
    if let Some((off, len)) = linear {
        run(off, len, &mut out);
        return out;
    }
    let [w, h, d] = region;
    if w > chunk {
        // Rows longer than a chunk: each row is a byte run.
        for s in 0..d {
            for r in 0..h {
                run((origin[2] + s) * slice + (origin[1] + r) * row + origin[0], w, &mut out);
            }
        }
    } else if w * h > chunk {
        // Blocks of whole rows of the box, slice by slice.
        let k = (chunk / w).max(1);
        for s in 0..d {
            let mut r = 0;
            while r < h {
                let n = k.min(h - r);
                out.push(Piece::Rect { origin: [origin[0], origin[1] + r, origin[2] + s], region: [w, n, 1] });
                r += n;
            }
        }
    } else {
        // Blocks of whole slices of the box.
        let k = (chunk / (w * h)).max(1);
        let mut s = 0;
        while s < d {
            let n = k.min(d - s);
            out.push(Piece::Rect { origin: [origin[0], origin[1], origin[2] + s], region: [w, h, n] });
            s += n;
        }
    }
    out
}

/// The context's pinned staging: `SLOTS` slots of `chunk` bytes, the
/// events of the writes that last read each slot, and one in-order queue
/// per source device for the reads.
#[derive(Debug)]
struct Staging {
    host: super::pinned::PinnedHost,
    chunk: usize,
    busy: Vec<Vec<cl::Event>>,
    next: usize,
    queues: Vec<(cl::DeviceId, cl::Queue)>,
}

impl Drop for Staging {
    fn drop(&mut self) {
        let all: Vec<cl::Event> = self.busy.iter().flatten().cloned().collect();
        if let Err(e) = crate::core::wait::wait_all(&all) {
            log::warn!("waiting for staged transfers before unmapping their staging: {e:?}");
        }
    }
}

/// A context's device-to-device settings and staging memory.
#[derive(Debug, Default)]
pub struct Transfers {
    mode: AtomicU8,
    /// 0: not yet read from the configuration.
    mode_set: AtomicU8,
    staging: Mutex<Option<Staging>>,
    /// Host allocations: AUTO, COPY (pageable) or STAGED (pinned).
    host: AtomicU8,
    host_set: AtomicU8,
    /// Set when pinned staging could not be made: copy from then on.
    staging_failed: AtomicU8,
    /// Shared queues for reads into host memory, one per device.
    read_queues: Mutex<Vec<(cl::DeviceId, cl::Queue)>>,
    /// Chunk size override (0: `SYCLRT_BUFFER_CHUNK`).
    chunk: AtomicUsize,
    /// Staged moves and pieces enqueued so far.
    staged_moves: AtomicU64,
    staged_pieces: AtomicU64,
}

/// What a staged move enqueued.
#[derive(Debug)]
pub struct Staged {
    /// Completes when every piece is written on the target.
    pub event: cl::Event,
    pub pieces: usize,
}

impl Transfers {
    /// Overrides `SYCLRT_BUFFER_D2D` for this context (None: back to it).
    pub fn set_path(&self, path: Option<D2dPath>) {
        let m = match path {
            None => config_mode(),
            Some(D2dPath::Copy) => COPY,
            Some(D2dPath::Staged) => STAGED,
        };
        self.mode.store(m, Ordering::Relaxed);
        self.mode_set.store(1, Ordering::Relaxed);
    }

    /// The context's in-order queue on `dev` for reads into host memory
    /// that wait for nothing but commands (made on first use).
    pub fn read_queue(&self, ctx: &cl::Context, dev: cl::DeviceId) -> Result<cl::Queue> {
        let mut g = self.read_queues.lock().unwrap_or_else(|p| p.into_inner());
        if let Some((_, q)) = g.iter().find(|(d, _)| *d == dev) {
            return Ok(q.clone());
        }
        let q = cl::Queue::create(ctx, dev, 0)?;
        g.push((dev, q.clone()));
        Ok(q)
    }

    /// Overrides `SYCLRT_BUFFER_CHUNK` for this context; takes effect only
    /// before its first staged move (the staging is made then). At least 4 KiB.
    pub fn set_chunk(&self, bytes: usize) {
        self.chunk.store(bytes.max(4096), Ordering::Relaxed);
    }

    /// The chunk size of this context's staged moves.
    pub fn chunk(&self) -> usize {
        if let Some(s) = self.staging.lock().unwrap_or_else(|p| p.into_inner()).as_ref() {
            return s.chunk;
        }
        match self.chunk.load(Ordering::Relaxed) {
            0 => chunk_bytes(),
            c => c,
        }
    }

    /// (staged moves, pieces) enqueued so far in this context.
    pub fn staged_counts(&self) -> (u64, u64) {
        (self.staged_moves.load(Ordering::Relaxed), self.staged_pieces.load(Ordering::Relaxed))
    }

    /// Overrides `SYCLRT_BUFFER_HOST` for buffers created later in this
    /// context (None: back to it).
    pub fn set_pinned_host(&self, pinned: Option<bool>) {
        self.host.store(
            match pinned {
                None => config_host(),
                Some(false) => COPY,
                Some(true) => STAGED,
            },
            Ordering::Relaxed,
        );
        self.host_set.store(1, Ordering::Relaxed);
    }

    /// Whether new buffers of a context over `devices` get pinned host memory.
    pub fn pinned_host(&self, devices: &[std::sync::Arc<Device>]) -> bool {
        if self.host_set.load(Ordering::Relaxed) == 0 {
            self.set_pinned_host(None);
        }
        match self.host.load(Ordering::Relaxed) {
            COPY => false,
            STAGED => true,
            _ => devices.iter().any(|d| d.info.device_type == DeviceType::Gpu),
        }
    }

    /// The path for a move from `a` to `b`.
    pub fn path(&self, a: &Device, b: &Device) -> D2dPath {
        if self.mode_set.load(Ordering::Relaxed) == 0 {
            self.set_path(None);
        }
        if self.staging_failed.load(Ordering::Relaxed) != 0 {
            return D2dPath::Copy;
        }
        match self.mode.load(Ordering::Relaxed) {
            COPY => D2dPath::Copy,
            STAGED => D2dPath::Staged,
            _ if a.info.device_type == DeviceType::Gpu || b.info.device_type == DeviceType::Gpu => D2dPath::Staged,
            _ => D2dPath::Copy,
        }
    }

    /// Moves `pieces` of `src` (on device `from`) to the same offsets of
    /// `dst` through pinned staging: reads on an internal queue of `from`
    /// after `wait`, writes on `dst_q` after their read. `None` when no
    /// staging memory could be made (the caller copies instead).
    #[allow(clippy::too_many_arguments, reason = "the two ends of the move, its shape and its wait list")]
    pub fn staged_move(
        &self,
        ctx: &cl::Context,
        map_dev: cl::DeviceId,
        from: &Device,
        src: &cl::Mem,
        dst_q: &cl::Queue,
        dst: &cl::Mem,
        [row, slice]: [usize; 2],
        pieces: &[Piece],
        wait: &[cl::Event],
    ) -> Result<Option<Staged>> {
        if pieces.is_empty() {
            return Err(Error::new(Status::Internal, "a staged move of nothing"));
        }
        let mut g = self.staging.lock().unwrap_or_else(|p| p.into_inner());
        if g.is_none() {
            let chunk = match self.chunk.load(Ordering::Relaxed) {
                0 => chunk_bytes(),
                c => c,
            };
            let made = self
                .read_queue(ctx, map_dev)
                .and_then(|q| Ok(super::pinned::PinnedHost::with_queue(ctx, &q, chunk * SLOTS)?));
            match made {
                Ok(host) => {
                    *g = Some(Staging { host, chunk, busy: vec![Vec::new(); SLOTS], next: 0, queues: Vec::new() })
                }
                Err(e) => {
                    log::warn!(
                        "no pinned staging memory ({} bytes): {e:?}; device-to-device moves use clEnqueueCopyBuffer",
                        chunk * SLOTS
                    );
                    self.staging_failed.store(1, Ordering::Relaxed);
                    return Ok(None);
                }
            }
        }
        let Some(s) = g.as_mut() else { return Ok(None) };
        if pieces.iter().any(|p| p.bytes() > s.chunk) {
            return Err(Error::new(Status::Internal, "a staged piece larger than a staging slot"));
        }
        let src_q = match s.queues.iter().find(|(d, _)| *d == from.id) {
            Some((_, q)) => q.clone(),
            None => {
                let q = cl::Queue::create(ctx, from.id, 0)?;
                s.queues.push((from.id, q.clone()));
                q
            }
        };
        let mut writes = Vec::with_capacity(pieces.len());
        for p in pieces {
            let slot = s.next;
            s.next = (s.next + 1) % SLOTS;
            // SAFETY: the slot lies inside the mapping (slot < SLOTS, chunk bytes each).
            let host = unsafe { s.host.ptr().add(slot * s.chunk) };
            let mut rw: Vec<cl::Event> = wait.to_vec();
            rw.append(&mut s.busy[slot]);
            let read = match *p {
                // SAFETY: the slot holds `len` <= chunk bytes and stays mapped
                // until the context's staging is dropped, which waits for
                // every write out of it; no other read uses the slot before
                // the write after this read (`busy`).
                Piece::Linear { off, len } => unsafe { src_q.read(src, false, off, len, host.cast(), &rw, true)? },
                // SAFETY: as above; the host box is packed (pitches w and w*h), <= chunk bytes.
                Piece::Rect { origin, region } => unsafe {
                    let hp = [row, slice, region[0], region[0] * region[1]];
                    src_q.read_rect(src, false, origin, [0; 3], region, hp, host.cast(), &rw, true)?
                },
            }
            .ok_or_else(|| Error::new(Status::Internal, "a staged read produced no event"))?;
            let rw = [read];
            let write = match *p {
                // SAFETY: as for the read; the write starts after it (its event).
                Piece::Linear { off, len } => unsafe { dst_q.write(dst, false, off, len, host.cast(), &rw, true)? },
                // SAFETY: as above.
                Piece::Rect { origin, region } => unsafe {
                    let hp = [row, slice, region[0], region[0] * region[1]];
                    dst_q.write_rect(dst, false, origin, [0; 3], region, hp, host.cast(), &rw, true)?
                },
            }
            .ok_or_else(|| Error::new(Status::Internal, "a staged write produced no event"))?;
            s.busy[slot] = vec![write.clone()];
            writes.push(write);
        }
        // The target's queue waits for reads on another queue: they must be submitted.
        src_q.flush()?;
        self.staged_moves.fetch_add(1, Ordering::Relaxed);
        self.staged_pieces.fetch_add(pieces.len() as u64, Ordering::Relaxed);
        let event =
            if writes.len() == 1 { writes.pop().unwrap_or_else(|| unreachable!()) } else { dst_q.marker(&writes)? };
        Ok(Some(Staged { event, pieces: pieces.len() }))
    }
}

/// One trace line (`SYCLRT_BUFFER_TRACE`): what moved, how, and how long
/// the enqueue calls took on the host; with `sync`, waits for `done` and
/// adds the time to completion and its bandwidth.
pub fn trace(
    what: &str,
    path: &str,
    bytes: usize,
    pieces: usize,
    started: Instant,
    enqueued: Instant,
    done: Option<&cl::Event>,
) {
    let level = trace_level();
    if level == 0 {
        return;
    }
    let enq = enqueued.duration_since(started).as_secs_f64();
    let mut line =
        format!("syclrt-transfer: {what} path={path} bytes={bytes} pieces={pieces} enqueue_ms={:.3}", enq * 1e3);
    if level >= 2 {
        if let Some(e) = done {
            if let Err(err) = crate::core::wait::wait_all(std::slice::from_ref(e)) {
                line.push_str(&format!(" wait_error={err:?}"));
            }
        }
        let t = started.elapsed().as_secs_f64();
        line.push_str(&format!(" done_ms={:.3} GB/s={:.2}", t * 1e3, bytes as f64 / t.max(1e-9) / 1e9));
    }
    eprintln!("{line}");
}

#[cfg(test)]
mod tests {
    use super::*;

    fn total(p: &[Piece]) -> usize {
        p.iter().map(Piece::bytes).sum()
    }

    #[test]
    fn linear_runs_are_cut_into_chunks() {
        let p = pieces([0; 3], [0; 3], [0, 0], Some((100, 250)), 100);
        assert_eq!(
            p,
            vec![
                Piece::Linear { off: 100, len: 100 },
                Piece::Linear { off: 200, len: 100 },
                Piece::Linear { off: 300, len: 50 }
            ]
        );
    }

    #[test]
    fn boxes_are_cut_into_row_and_slice_blocks() {
        // 10-byte rows, 4 rows, 3 slices in a buffer of 40-byte rows, 400-byte slices.
        let (o, r, pitch) = ([4, 1, 2], [10, 4, 3], [40, 400]);
        // Whole slices fit: 2 slices (80 bytes) per piece.
        let p = pieces(o, r, pitch, None, 80);
        assert_eq!(p.len(), 2);
        assert_eq!(p[0], Piece::Rect { origin: [4, 1, 2], region: [10, 4, 2] });
        assert_eq!(total(&p), 120);
        // Row blocks: 3 rows (30 bytes) per piece, slice by slice.
        let p = pieces(o, r, pitch, None, 30);
        assert_eq!(p.len(), 6);
        assert_eq!(p[1], Piece::Rect { origin: [4, 4, 2], region: [10, 1, 1] });
        assert_eq!(total(&p), 120);
        // Rows longer than a chunk: byte runs at the right offsets.
        let p = pieces(o, r, pitch, None, 6);
        assert_eq!(p[0], Piece::Linear { off: 2 * 400 + 40 + 4, len: 6 });
        assert_eq!(p[1], Piece::Linear { off: 2 * 400 + 40 + 10, len: 4 });
        assert_eq!(total(&p), 120);
        assert!(p.iter().all(|x| x.bytes() <= 6));
    }
}
