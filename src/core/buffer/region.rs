//! A buffer's data region: its layout (elements, pages), one allocation per
//! distinct device (same `cl_device_id` = same hardware = same allocation),
//! made lazily and never moved or freed before the buffer, plus a host
//! allocation, each with a page validity store.

use super::range::{PageStore, Rect};
pub use super::stats::{Place, TransferStats};
use crate::cl;
use crate::core::device::Device;
use crate::core::error::{Error, Result, Status};
use crate::core::queue::Event;
use std::alloc::Layout as AllocLayout;
use std::ptr::NonNull;
use std::sync::Arc;

/// The default page size target in bytes (see `docs/buffers.md`).
pub const DEFAULT_PAGE_BYTES: usize = 64 * 1024;

/// Shape of a buffer and of its page grid, in the internal 3-D order
/// `[slow, middle, fast]` (a `dims`-dimensional user range fills the last
/// `dims` slots; the others are 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    pub dims: usize,
    pub range: [usize; 3],
    pub elem: usize,
    pub page: [usize; 3],
    pub pages: [usize; 3],
}

/// Places a user array of `dims` values into the internal 3-D order.
pub fn to3(user: &[usize], fill: usize) -> [usize; 3] {
    let mut v = [fill; 3];
    let k = user.len().min(3);
    v[3 - k..].copy_from_slice(&user[..k]);
    v
}

/// Takes the user's view of an internal 3-D array.
pub fn from3(v: [usize; 3], dims: usize) -> Vec<usize> {
    v[3 - dims.min(3)..].to_vec()
}

impl Layout {
    /// `range` and `page` hold `dims` values each; a zero page extent asks
    /// for the default: pages of about [`DEFAULT_PAGE_BYTES`], grown along
    /// the fast dimension first, so a page is a run of whole rows when rows
    /// are short.
    pub fn new(range: &[usize], elem: usize, page: &[usize]) -> Result<Layout> {
        let dims = range.len();
        if !(1..=3).contains(&dims) || page.len() != dims {
            return Err(Error::new(Status::InvalidValue, format!("a buffer has 1 to 3 dimensions, not {dims}")));
        }
        if elem == 0 {
            return Err(Error::new(Status::InvalidSize, "the element size must be greater than zero"));
        }
        if range.contains(&0) {
            return Err(Error::new(Status::InvalidSize, format!("buffer range {range:?} has a zero dimension")));
        }
        let r3 = to3(range, 1);
        r3.iter().try_fold(elem, |a, &b| a.checked_mul(b)).filter(|&t| t <= isize::MAX as usize).ok_or_else(|| {
            Error::new(Status::InvalidSize, format!("buffer of {range:?} x {elem} bytes is too large"))
        })?;
        let user_page = to3(page, 1);
        let mut p = [1usize; 3];
        // Default: fill the fast dimension up to the byte target, then the
        // slower ones while the faster ones are covered whole.
        let mut budget = (DEFAULT_PAGE_BYTES / elem).max(1);
        let mut whole = true;
        for d in (0..3).rev() {
            if d < 3 - dims {
                p[d] = 1;
                continue;
            }
            if user_page[d] != 0 {
                p[d] = user_page[d].min(r3[d]);
                whole = whole && p[d] == r3[d];
                budget = (budget / p[d]).max(1);
            } else if whole {
                p[d] = budget.min(r3[d]).max(1);
                whole = p[d] == r3[d];
                budget = (budget / p[d]).max(1);
            } else {
                p[d] = 1;
            }
        }
        let pages = [0, 1, 2].map(|d| r3[d].div_ceil(p[d]));
        Ok(Layout { dims, range: r3, elem, page: p, pages })
    }

    pub fn size_bytes(&self) -> usize {
        self.range.iter().product::<usize>() * self.elem
    }

    /// The pages an element box touches.
    pub fn page_rect(&self, e: &Rect) -> Rect {
        let mut r = Rect::new([0; 3], [0; 3]);
        for d in 0..3 {
            if e.len[d] == 0 {
                return r;
            }
            r.off[d] = e.off[d] / self.page[d];
            r.len[d] = (e.end(d) - 1) / self.page[d] + 1 - r.off[d];
        }
        r
    }

    /// The pages lying entirely inside an element box (the last page of a
    /// dimension counts as inside when the box reaches the buffer's end).
    pub fn interior_page_rect(&self, e: &Rect) -> Rect {
        let mut r = Rect::new([0; 3], [0; 3]);
        for d in 0..3 {
            let lo = e.off[d].div_ceil(self.page[d]);
            let hi = if e.end(d) == self.range[d] { self.pages[d] } else { e.end(d) / self.page[d] };
            if hi <= lo {
                return Rect::new([0; 3], [0; 3]);
            }
            r.off[d] = lo;
            r.len[d] = hi - lo;
        }
        r
    }

    /// The elements of a page box, clamped to the buffer.
    pub fn elem_rect(&self, p: &Rect) -> Rect {
        let mut r = Rect::new([0; 3], [0; 3]);
        for d in 0..3 {
            r.off[d] = p.off[d] * self.page[d];
            r.len[d] = (p.end(d) * self.page[d]).min(self.range[d]) - r.off[d];
        }
        r
    }

    pub fn bytes_of(&self, e: &Rect) -> usize {
        e.volume() * self.elem
    }

    /// Checks an element box against the buffer.
    pub fn check_box(&self, e: &Rect) -> Result<()> {
        if e.is_empty() {
            return Err(Error::new(
                Status::InvalidSize,
                format!("access range {:?} has a zero dimension", from3(e.len, self.dims)),
            ));
        }
        for d in 0..3 {
            if e.off[d].checked_add(e.len[d]).is_none_or(|end| end > self.range[d]) {
                return Err(Error::new(
                    Status::OutOfRange,
                    format!(
                        "access offset {:?} + range {:?} lies outside the buffer range {:?}",
                        from3(e.off, self.dims),
                        from3(e.len, self.dims),
                        from3(self.range, self.dims)
                    ),
                ));
            }
        }
        Ok(())
    }

    /// A conservative element box for the bytes `[lo, lo + len)` of the
    /// buffer seen as a flat array (reinterpreted or reshaped views), and
    /// whether the box is exact (covers no byte outside the interval).
    pub fn linear_box(&self, lo: usize, len: usize) -> Result<(Rect, bool)> {
        let size = self.size_bytes();
        if len == 0 {
            return Err(Error::new(Status::InvalidSize, "access range is empty"));
        }
        if lo.checked_add(len).is_none_or(|e| e > size) {
            return Err(Error::new(
                Status::OutOfRange,
                format!("byte range [{lo}, {lo}+{len}) lies outside the {size}-byte buffer"),
            ));
        }
        let e0 = lo / self.elem;
        let e1 = (lo + len).div_ceil(self.elem);
        let aligned = lo % self.elem == 0 && (lo + len) % self.elem == 0;
        let coord =
            |i: usize| [i / (self.range[1] * self.range[2]), i / self.range[2] % self.range[1], i % self.range[2]];
        let (a, b) = (coord(e0), coord(e1 - 1));
        let [_, r1, r2] = self.range;
        let r = if a[0] == b[0] && a[1] == b[1] {
            Rect::new(a, [1, 1, b[2] - a[2] + 1])
        } else if a[0] == b[0] {
            Rect::new([a[0], a[1], 0], [1, b[1] - a[1] + 1, r2])
        } else {
            Rect::new([a[0], 0, 0], [b[0] - a[0] + 1, r1, r2])
        };
        let exact = aligned && r.volume() == e1 - e0;
        Ok((r, exact))
    }

    /// OpenCL's description of an element box: origin and region as
    /// `[bytes, rows, slices]`, the row and slice pitches, and, when the box
    /// is one contiguous byte run, its `(offset, size)`.
    pub fn cl_box(&self, e: &Rect) -> ClBox {
        let row = self.range[2] * self.elem;
        let slice = self.range[1] * row;
        let origin = [e.off[2] * self.elem, e.off[1], e.off[0]];
        let region = [e.len[2] * self.elem, e.len[1], e.len[0]];
        let full_row = e.len[2] == self.range[2];
        let full_slice = full_row && e.len[1] == self.range[1];
        let contiguous = (e.len[0] == 1 && (e.len[1] == 1 || full_row)) || full_slice;
        let linear = contiguous.then(|| (origin[2] * slice + origin[1] * row + origin[0], self.bytes_of(e)));
        (origin, region, [row, slice], linear)
    }
}

/// OpenCL's view of an element box: origin, region, `[row, slice]`
/// pitches, and `(offset, size)` when it is one contiguous byte run.
pub type ClBox = ([usize; 3], [usize; 3], [usize; 2], Option<(usize, usize)>);

/// Host memory owned by a buffer: zeroed, 64-byte aligned, never moved.
#[derive(Debug)]
pub struct HostMem {
    ptr: NonNull<u8>,
    len: usize,
    /// Pinned memory (a mapped `CL_MEM_ALLOC_HOST_PTR` buffer) instead of
    /// the heap: host transfers then run at DMA speed on GPUs.
    pinned: Option<super::pinned::PinnedHost>,
}
// SAFETY: the memory is plain bytes owned by this value; concurrent access is
// ordered by the buffer's lock and the dependency events (see `Buffer`).
unsafe impl Send for HostMem {}
// SAFETY: as above.
unsafe impl Sync for HostMem {}

impl HostMem {
    fn alloc_layout(len: usize) -> Result<AllocLayout> {
        AllocLayout::from_size_align(len.max(1), 64)
            .map_err(|_| Error::new(Status::InvalidSize, format!("{len} bytes is too large for a host allocation")))
    }

    pub fn new(len: usize) -> Result<HostMem> {
        let l = Self::alloc_layout(len)?;
        // SAFETY: `l` has a non-zero size.
        let p = unsafe { std::alloc::alloc_zeroed(l) };
        let ptr = NonNull::new(p)
            .ok_or_else(|| Error::new(Status::OutOfHostMemory, format!("allocating {len} bytes of host memory")))?;
        Ok(HostMem { ptr, len, pinned: None })
    }

    /// Pinned host memory of `ctx` (zeroed), mapped through `queue`, or the
    /// heap if the driver gives none (or an address that is not 64-byte
    /// aligned).
    pub fn new_pinned(ctx: &cl::Context, queue: &cl::Queue, len: usize) -> Result<HostMem> {
        match super::pinned::PinnedHost::with_queue(ctx, queue, len.max(1)) {
            Ok(p) if (p.ptr() as usize) % 64 == 0 => {
                // SAFETY: the mapping holds `len` writable bytes.
                unsafe { std::ptr::write_bytes(p.ptr(), 0, len) };
                let ptr = NonNull::new(p.ptr()).ok_or_else(|| Error::new(Status::Internal, "null mapping"))?;
                Ok(HostMem { ptr, len, pinned: Some(p) })
            }
            Ok(_) => Self::new(len),
            Err(e) => {
                log::warn!("no pinned host memory for a {len}-byte buffer ({e:?}); using pageable memory");
                Self::new(len)
            }
        }
    }

    /// Whether the memory is pinned.
    pub fn is_pinned(&self) -> bool {
        self.pinned.is_some()
    }
    pub(super) fn ptr(&self) -> *mut u8 {
        self.ptr.as_ptr()
    }
    pub fn len(&self) -> usize {
        self.len
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    /// The bytes; the caller holds the buffer's lock and no command writing
    /// host memory is pending (host transfers are blocking).
    pub fn bytes(&self) -> &[u8] {
        // SAFETY: `len` initialised (zeroed) bytes owned by `self`.
        unsafe { std::slice::from_raw_parts(self.ptr.as_ptr(), self.len) }
    }
    pub fn bytes_mut(&mut self) -> &mut [u8] {
        // SAFETY: as above, and `&mut self` is exclusive.
        unsafe { std::slice::from_raw_parts_mut(self.ptr.as_ptr(), self.len) }
    }
}

impl Drop for HostMem {
    fn drop(&mut self) {
        if self.pinned.is_some() {
            return; // PinnedHost unmaps and releases it.
        }
        if let Ok(l) = Self::alloc_layout(self.len) {
            // SAFETY: allocated in `new` with this very layout.
            unsafe { std::alloc::dealloc(self.ptr.as_ptr(), l) };
        }
    }
}

/// A device allocation of the full buffer size.
#[derive(Debug)]
pub struct DeviceAlloc {
    pub device: Arc<Device>,
    pub mem: cl::Mem,
    pub valid: PageStore,
    /// Transfers into this allocation that may still be running, with the
    /// pages they bring up to date. Pages are marked valid when a transfer
    /// is enqueued, so whoever reads those pages here (a kernel of a
    /// non-conflicting command group on another queue, or a copy using
    /// this allocation as its source) also waits for these events.
    pub fills: Vec<Fill>,
    /// Length of `fills` at which completed ones are next dropped.
    pub fills_prune_at: usize,
}

/// A transfer into a device allocation that may still be running.
#[derive(Debug)]
pub struct Fill {
    pub pages: Rect,
    pub event: cl::Event,
    /// Open host accesses (user events) the transfer waits for.
    pub blocked_by: Vec<Arc<Event>>,
}

impl DeviceAlloc {
    /// Events of pending transfers into pages of `pr`, appended to `out`.
    pub fn fills_overlapping(&self, pr: &Rect, out: &mut Vec<cl::Event>) {
        for f in &self.fills {
            if f.pages.overlaps(pr) && !out.contains(&f.event) {
                out.push(f.event.clone());
            }
        }
    }

    /// The open host accesses that pending transfers into pages of `pr`
    /// wait for, appended to `out`.
    pub fn fill_blockers(&self, pr: &Rect, out: &mut Vec<Arc<Event>>) {
        for f in &self.fills {
            if f.pages.overlaps(pr) {
                for b in &f.blocked_by {
                    if !out.iter().any(|x| Arc::ptr_eq(x, b)) && b.cl.status().map_or(true, |s| s > 0) {
                        out.push(b.clone());
                    }
                }
            }
        }
    }

    /// Records a transfer into pages `pr`, dropping completed ones first.
    pub fn add_fill(&mut self, pr: Rect, e: cl::Event, blocked_by: Vec<Arc<Event>>) {
        if self.fills.len() >= self.fills_prune_at.max(16) {
            self.fills.retain(|f| f.event.status().map_or(true, |s| s > 0));
            self.fills_prune_at = 2 * self.fills.len();
        }
        self.fills.push(Fill { pages: pr, event: e, blocked_by });
    }
}

/// The host allocation.
#[derive(Debug)]
pub struct HostAlloc {
    pub mem: HostMem,
    pub valid: PageStore,
}

/// One planned backend copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Copy {
    pub from: Place,
    pub to: Place,
    /// Element box (clamped to the buffer).
    pub elems: Rect,
}

/// The allocations of one buffer.
#[derive(Debug)]
pub struct Region {
    pub layout: Layout,
    pub devices: Vec<DeviceAlloc>,
    pub host: Option<HostAlloc>,
    /// Whether any page was ever written or initialised.
    pub initialized: bool,
    /// Make the host allocation pinned, in this context (mapped through
    /// this queue).
    pub pinned_host: Option<(cl::Context, cl::Queue)>,
}

impl Region {
    pub fn new(layout: Layout) -> Region {
        Region { layout, devices: Vec::new(), host: None, initialized: false, pinned_host: None }
    }

    fn valid(&self, p: Place) -> Option<&PageStore> {
        match p {
            Place::Device(i) => self.devices.get(i).map(|a| &a.valid),
            Place::Host => self.host.as_ref().map(|h| &h.valid),
        }
    }

    fn valid_mut(&mut self, p: Place) -> Option<&mut PageStore> {
        match p {
            Place::Device(i) => self.devices.get_mut(i).map(|a| &mut a.valid),
            Place::Host => self.host.as_mut().map(|h| &mut h.valid),
        }
    }

    /// The allocation index for `dev`, if made.
    pub fn device_index(&self, dev: &Device) -> Option<usize> {
        self.devices.iter().position(|a| a.device.id == dev.id)
    }

    /// The allocation for `dev`, made now (full size, all pages outdated)
    /// if this is the first use on that hardware. The bool says whether it
    /// was made now.
    pub fn ensure_device(&mut self, ctx: &cl::Context, dev: &Arc<Device>) -> Result<(usize, bool)> {
        if let Some(i) = self.device_index(dev) {
            return Ok((i, false));
        }
        let mem = cl::Mem::create(ctx, cl::sys::CL_MEM_READ_WRITE, self.layout.size_bytes(), None)?;
        self.devices.push(DeviceAlloc {
            device: dev.clone(),
            mem,
            valid: PageStore::new(self.layout.pages, false),
            fills: Vec::new(),
            fills_prune_at: 0,
        });
        Ok((self.devices.len() - 1, true))
    }

    pub fn ensure_host(&mut self) -> Result<&mut HostAlloc> {
        if self.host.is_none() {
            self.host = Some(HostAlloc {
                mem: match &self.pinned_host {
                    Some((ctx, q)) => HostMem::new_pinned(ctx, q, self.layout.size_bytes())?,
                    None => HostMem::new(self.layout.size_bytes())?,
                },
                valid: PageStore::new(self.layout.pages, false),
            });
        }
        self.host.as_mut().ok_or_else(|| Error::new(Status::Internal, "host allocation missing"))
    }

    /// Plans the copies that bring the pages of `bound` except those of
    /// `skip` up to date on `target`: pages already valid there are skipped, pages valid
    /// nowhere (never initialised) are skipped, and the rest are taken from
    /// every source that has them, each source's share coalesced into
    /// maximal boxes inside `bound`. Every needed page is moved exactly
    /// once whatever the order of the sources; the order that gives the
    /// fewest copies is chosen (all orders are tried for up to 4 sources;
    /// beyond that, devices first, then the host). Among orders with as few
    /// copies, the first wins: devices before the host, or the host first
    /// with `host_first` (when device-to-device moves are staged through
    /// host memory, a copy from the host's allocation crosses the bus once
    /// instead of twice).
    pub fn plan_with(&self, target: Place, bound: &Rect, skip: &Rect, host_first: bool) -> Vec<Copy> {
        if !self.initialized || bound.is_empty() || skip == bound {
            return Vec::new();
        }
        let Some(tv) = self.valid(target) else { return Vec::new() };
        // Fast path, no allocation: everything is up to date already.
        if tv.all(bound) {
            return Vec::new();
        }
        let mut need = PageStore::new(self.layout.pages, false);
        need.set(bound, true);
        if !skip.is_empty() {
            need.set(skip, false);
        }
        need.and_not(tv);
        if need.is_clear() {
            return Vec::new();
        }
        let mut sources: Vec<(Place, PageStore)> = Vec::new();
        let devs = (0..self.devices.len()).map(Place::Device);
        let order: Vec<Place> = if host_first {
            std::iter::once(Place::Host).chain(devs).collect()
        } else {
            devs.chain(std::iter::once(Place::Host)).collect()
        };
        for src in order {
            if src == target {
                continue;
            }
            let Some(sv) = self.valid(src) else { continue };
            let mut cand = need.clone();
            cand.and(sv);
            if !cand.is_clear() {
                sources.push((src, cand));
            }
        }
        let n = sources.len();
        let mut order: Vec<usize> = (0..n).collect();
        let mut best = self.plan_in_order(target, &need, &sources, &order, bound);
        if (2..=4).contains(&n) && best.len() > 1 {
            let mut perms = Vec::new();
            permutations(&mut order, 0, &mut perms);
            for p in perms.iter().skip(1) {
                let c = self.plan_in_order(target, &need, &sources, p, bound);
                if c.len() < best.len() {
                    best = c;
                }
            }
        }
        best
    }

    /// [`Region::plan_with`], devices first.
    pub fn plan(&self, target: Place, bound: &Rect, skip: &Rect) -> Vec<Copy> {
        self.plan_with(target, bound, skip, false)
    }

    fn plan_in_order(
        &self,
        target: Place,
        need: &PageStore,
        sources: &[(Place, PageStore)],
        order: &[usize],
        bound: &Rect,
    ) -> Vec<Copy> {
        let mut out = Vec::new();
        let mut left = need.clone();
        for &i in order {
            let (src, have) = &sources[i];
            let mut cand = left.clone();
            cand.and(have);
            if cand.is_clear() {
                continue;
            }
            for pr in cand.rects(bound) {
                out.push(Copy { from: *src, to: target, elems: self.layout.elem_rect(&pr) });
            }
            left.and_not(&cand);
            if left.is_clear() {
                break;
            }
        }
        out
    }

    /// Marks the pages of the element box `e` valid on `p`.
    pub fn mark_valid(&mut self, p: Place, e: &Rect) {
        let pr = self.layout.page_rect(e);
        if let Some(v) = self.valid_mut(p) {
            v.set(&pr, true);
        }
    }

    /// A write on `p` over the page box `pr`: valid there, outdated elsewhere.
    pub fn mark_current(&mut self, p: Place, pr: &Rect) {
        self.initialized = true;
        for (i, a) in self.devices.iter_mut().enumerate() {
            a.valid.set(pr, p == Place::Device(i));
        }
        if let Some(h) = self.host.as_mut() {
            h.valid.set(pr, p == Place::Host);
        }
    }

    /// Number of pages valid on `p` (0 when `p` has no allocation).
    pub fn valid_pages(&self, p: Place) -> usize {
        self.valid(p).map_or(0, |v| v.count(&Rect::full(self.layout.pages)))
    }
}

/// Every permutation of `v[k..]` (with `v[..k]` fixed), in `out`.
fn permutations(v: &mut Vec<usize>, k: usize, out: &mut Vec<Vec<usize>>) {
    if k == v.len() {
        out.push(v.clone());
        return;
    }
    for i in k..v.len() {
        v.swap(k, i);
        permutations(v, k + 1, out);
        v.swap(k, i);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_page_size() {
        // 1-D floats: 16384 elements per 64 KiB page.
        let l = Layout::new(&[1 << 20], 4, &[0]).unwrap();
        assert_eq!(l.page, [1, 1, 16384]);
        assert_eq!(l.pages, [1, 1, 64]);
        // 2-D with short rows: whole rows, 64 KiB worth.
        let l = Layout::new(&[1024, 256], 4, &[0, 0]).unwrap();
        assert_eq!(l.page, [1, 64, 256]);
        // Long rows: part of one row.
        let l = Layout::new(&[8, 1 << 20], 1, &[0, 0]).unwrap();
        assert_eq!(l.page, [1, 1, 65536]);
        // Small buffers are one page.
        let l = Layout::new(&[100], 8, &[0]).unwrap();
        assert_eq!(l.pages, [1, 1, 1]);
        // Explicit page sizes are clamped to the range.
        let l = Layout::new(&[10, 10], 4, &[4, 100]).unwrap();
        assert_eq!((l.page, l.pages), ([1, 4, 10], [1, 3, 1]));
    }

    #[test]
    fn layout_errors() {
        assert_eq!(Layout::new(&[], 4, &[]).unwrap_err().status, Status::InvalidValue);
        assert_eq!(Layout::new(&[1, 2, 3, 4], 4, &[0; 4]).unwrap_err().status, Status::InvalidValue);
        assert_eq!(Layout::new(&[4], 0, &[0]).unwrap_err().status, Status::InvalidSize);
        assert_eq!(Layout::new(&[4, 0], 4, &[0, 0]).unwrap_err().status, Status::InvalidSize);
        assert_eq!(Layout::new(&[usize::MAX, 4], 4, &[0, 0]).unwrap_err().status, Status::InvalidSize);
    }

    #[test]
    fn page_and_element_boxes() {
        let l = Layout::new(&[10, 10], 4, &[4, 4]).unwrap();
        assert_eq!(l.pages, [1, 3, 3]);
        let e = Rect::new([0, 3, 4], [1, 2, 6]);
        assert_eq!(l.page_rect(&e), Rect::new([0, 0, 1], [1, 2, 2]));
        assert_eq!(l.interior_page_rect(&e), Rect::new([0; 3], [0; 3]));
        assert_eq!(l.elem_rect(&Rect::new([0, 2, 2], [1, 1, 1])), Rect::new([0, 8, 8], [1, 2, 2]));
        // Interior: the last page counts when the box reaches the end.
        assert_eq!(l.interior_page_rect(&Rect::new([0, 4, 4], [1, 6, 6])), Rect::new([0, 1, 1], [1, 2, 2]));
        let (o, r, p, lin) = l.cl_box(&Rect::new([0, 2, 0], [1, 3, 10]));
        assert_eq!((o, r, p, lin), ([0, 2, 0], [40, 3, 1], [40, 400], Some((80, 120))));
        let (_, _, _, lin) = l.cl_box(&Rect::new([0, 2, 1], [1, 3, 9]));
        assert_eq!(lin, None);
    }

    #[test]
    fn linear_views_are_conservative() {
        let l = Layout::new(&[4, 8], 4, &[1, 4]).unwrap();
        // Bytes 8..24: elements 2..6 of row 0, exact.
        assert_eq!(l.linear_box(8, 16).unwrap(), (Rect::new([0, 0, 2], [1, 1, 4]), true));
        // Crossing a row: whole rows 0..2, not exact.
        assert_eq!(l.linear_box(24, 16).unwrap(), (Rect::new([0, 0, 0], [1, 2, 8]), false));
        // Unaligned bytes widen to whole elements.
        assert_eq!(l.linear_box(5, 2).unwrap(), (Rect::new([0, 0, 1], [1, 1, 1]), false));
        assert_eq!(l.linear_box(0, 0).unwrap_err().status, Status::InvalidSize);
        assert_eq!(l.linear_box(120, 9).unwrap_err().status, Status::OutOfRange);
    }
}
