//! A page-granular 3-D validity store with maximal-rectangle coalescing.
//!
//! The buffer's element grid is cut into pages of a fixed extent per
//! dimension; a [`PageStore`] holds one bit per page (set: up to date).
//! Coordinates are `[slow, middle, fast]`: index 2 is the contiguous
//! (innermost) dimension, as in SYCL's row-major ranges. A 1-D buffer of
//! `n` elements is `[1, 1, n]`, a 2-D buffer of `r x c` is `[1, r, c]`.
//!
//! Bits are kept in `u64` words in linear page order, so marking a range
//! costs one masked word operation per 64 pages of each page row: an
//! accessor over 4096 pages of a 1-D buffer touches 64 words.

/// A box of pages (or of elements): `off[i] .. off[i] + len[i]` per dimension.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rect {
    pub off: [usize; 3],
    pub len: [usize; 3],
}

impl Rect {
    pub fn new(off: [usize; 3], len: [usize; 3]) -> Rect {
        Rect { off, len }
    }
    /// The whole grid of `extent`.
    pub fn full(extent: [usize; 3]) -> Rect {
        Rect { off: [0; 3], len: extent }
    }
    pub fn is_empty(&self) -> bool {
        self.len.contains(&0)
    }
    pub fn volume(&self) -> usize {
        self.len.iter().product()
    }
    pub fn end(&self, d: usize) -> usize {
        self.off[d] + self.len[d]
    }
    /// Whether the two boxes share at least one cell.
    pub fn overlaps(&self, o: &Rect) -> bool {
        !self.is_empty() && !o.is_empty() && (0..3).all(|d| self.off[d] < o.end(d) && o.off[d] < self.end(d))
    }
    /// Whether `o` lies entirely inside `self`.
    pub fn contains(&self, o: &Rect) -> bool {
        (0..3).all(|d| self.off[d] <= o.off[d] && o.end(d) <= self.end(d))
    }
}

/// One validity bit per page of a 3-D page grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageStore {
    extent: [usize; 3],
    words: Vec<u64>,
}

/// Sets or clears bits `[lo, hi)` of a word vector.
#[inline]
fn set_bits(words: &mut [u64], lo: usize, hi: usize, v: bool) {
    if lo >= hi {
        return;
    }
    let (wl, wh) = (lo / 64, (hi - 1) / 64);
    let first = !0u64 << (lo % 64);
    let last = !0u64 >> (63 - (hi - 1) % 64);
    let apply = |w: &mut u64, m: u64| {
        if v {
            *w |= m
        } else {
            *w &= !m
        }
    };
    if wl == wh {
        apply(&mut words[wl], first & last);
        return;
    }
    apply(&mut words[wl], first);
    for w in &mut words[wl + 1..wh] {
        *w = if v { !0 } else { 0 };
    }
    apply(&mut words[wh], last);
}

/// Counts set bits in `[lo, hi)`.
#[inline]
fn count_bits(words: &[u64], lo: usize, hi: usize) -> usize {
    if lo >= hi {
        return 0;
    }
    let (wl, wh) = (lo / 64, (hi - 1) / 64);
    let first = !0u64 << (lo % 64);
    let last = !0u64 >> (63 - (hi - 1) % 64);
    if wl == wh {
        return (words[wl] & first & last).count_ones() as usize;
    }
    let mut n = (words[wl] & first).count_ones() as usize + (words[wh] & last).count_ones() as usize;
    for w in &words[wl + 1..wh] {
        n += w.count_ones() as usize;
    }
    n
}

impl PageStore {
    /// A store of `extent` pages, every bit set to `filled`.
    pub fn new(extent: [usize; 3], filled: bool) -> PageStore {
        let n: usize = extent.iter().product();
        let mut words = vec![0u64; n.div_ceil(64)];
        if filled {
            set_bits(&mut words, 0, n, true);
        }
        PageStore { extent, words }
    }

    pub fn extent(&self) -> [usize; 3] {
        self.extent
    }

    pub fn num_pages(&self) -> usize {
        self.extent.iter().product()
    }

    #[inline]
    fn lin(&self, z: usize, y: usize, x: usize) -> usize {
        (z * self.extent[1] + y) * self.extent[2] + x
    }

    /// Calls `f(lo, hi)` for each run of linear indices covering `r`
    /// (whole planes or rows are merged into one run when `r` spans them).
    #[inline]
    fn runs(&self, r: &Rect, mut f: impl FnMut(usize, usize)) {
        if r.is_empty() {
            return;
        }
        let [_, e1, e2] = self.extent;
        if r.len[2] == e2 && r.len[1] == e1 {
            let lo = self.lin(r.off[0], 0, 0);
            f(lo, lo + r.len[0] * e1 * e2);
        } else if r.len[2] == e2 {
            for z in r.off[0]..r.end(0) {
                let lo = self.lin(z, r.off[1], 0);
                f(lo, lo + r.len[1] * e2);
            }
        } else {
            for z in r.off[0]..r.end(0) {
                for y in r.off[1]..r.end(1) {
                    let lo = self.lin(z, y, r.off[2]);
                    f(lo, lo + r.len[2]);
                }
            }
        }
    }

    /// Sets every page of `r` to `v`.
    pub fn set(&mut self, r: &Rect, v: bool) {
        debug_assert!(Rect::full(self.extent).contains(r));
        let mut words = std::mem::take(&mut self.words);
        self.runs(r, |lo, hi| set_bits(&mut words, lo, hi, v));
        self.words = words;
    }

    /// Sets every page.
    pub fn fill(&mut self, v: bool) {
        let n = self.num_pages();
        self.words.iter_mut().for_each(|w| *w = 0);
        if v {
            set_bits(&mut self.words, 0, n, true);
        }
    }

    /// Number of set pages in `r`.
    pub fn count(&self, r: &Rect) -> usize {
        let mut n = 0;
        self.runs(r, |lo, hi| n += count_bits(&self.words, lo, hi));
        n
    }

    pub fn all(&self, r: &Rect) -> bool {
        self.count(r) == r.volume()
    }

    pub fn none(&self, r: &Rect) -> bool {
        self.count(r) == 0
    }

    #[inline]
    pub fn get(&self, z: usize, y: usize, x: usize) -> bool {
        let i = self.lin(z, y, x);
        self.words[i / 64] >> (i % 64) & 1 == 1
    }

    /// `self &= !other` (same extent).
    pub fn and_not(&mut self, other: &PageStore) {
        for (a, b) in self.words.iter_mut().zip(&other.words) {
            *a &= !b;
        }
    }

    /// `self &= other` (same extent).
    pub fn and(&mut self, other: &PageStore) {
        for (a, b) in self.words.iter_mut().zip(&other.words) {
            *a &= b;
        }
    }

    /// `self |= other` (same extent).
    pub fn or(&mut self, other: &PageStore) {
        for (a, b) in self.words.iter_mut().zip(&other.words) {
            *a |= b;
        }
    }

    pub fn is_clear(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }

    /// The set pages inside `r`, as few maximal boxes as a greedy sweep
    /// finds: from the first uncovered set page in linear order, grow along
    /// the fast dimension, then the middle one, then the slow one, as long
    /// as every page of the grown face is set and not yet covered
    /// (AdaptiveCpp's `find_max_contiguous_rect_extent`). Each box becomes
    /// one backend copy.
    pub fn rects(&self, r: &Rect) -> Vec<Rect> {
        let mut out = Vec::new();
        if r.is_empty() || self.none(r) {
            return out;
        }
        // Fast path: the whole range is set.
        if self.all(r) {
            out.push(*r);
            return out;
        }
        let [lz, ly, lx] = r.len;
        // Local "still to cover" mask over `r`.
        let mut todo = vec![false; r.volume()];
        let idx = |z: usize, y: usize, x: usize| (z * ly + y) * lx + x;
        for z in 0..lz {
            for y in 0..ly {
                for x in 0..lx {
                    todo[idx(z, y, x)] = self.get(r.off[0] + z, r.off[1] + y, r.off[2] + x);
                }
            }
        }
        for z in 0..lz {
            for y in 0..ly {
                for x in 0..lx {
                    if !todo[idx(z, y, x)] {
                        continue;
                    }
                    let mut w = 1;
                    while x + w < lx && todo[idx(z, y, x + w)] {
                        w += 1;
                    }
                    let mut h = 1;
                    while y + h < ly && (x..x + w).all(|xx| todo[idx(z, y + h, xx)]) {
                        h += 1;
                    }
                    let mut d = 1;
                    while z + d < lz && (y..y + h).all(|yy| (x..x + w).all(|xx| todo[idx(z + d, yy, xx)])) {
                        d += 1;
                    }
                    for zz in z..z + d {
                        for yy in y..y + h {
                            for xx in x..x + w {
                                todo[idx(zz, yy, xx)] = false;
                            }
                        }
                    }
                    out.push(Rect::new([r.off[0] + z, r.off[1] + y, r.off[2] + x], [d, h, w]));
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_count_and_rects_1d() {
        let mut s = PageStore::new([1, 1, 200], false);
        assert!(s.is_clear());
        s.set(&Rect::new([0, 0, 10], [1, 1, 100]), true);
        assert_eq!(s.count(&Rect::full([1, 1, 200])), 100);
        assert_eq!(s.count(&Rect::new([0, 0, 60], [1, 1, 70])), 50);
        assert_eq!(s.rects(&Rect::full([1, 1, 200])), vec![Rect::new([0, 0, 10], [1, 1, 100])]);
        s.set(&Rect::new([0, 0, 50], [1, 1, 1]), false);
        assert_eq!(
            s.rects(&Rect::full([1, 1, 200])),
            vec![Rect::new([0, 0, 10], [1, 1, 40]), Rect::new([0, 0, 51], [1, 1, 59])]
        );
        // Every bit boundary case of the word masks.
        for lo in 0..130 {
            for hi in lo..131 {
                let mut t = PageStore::new([1, 1, 131], false);
                t.set(&Rect::new([0, 0, lo], [1, 1, hi - lo]), true);
                assert_eq!(t.count(&Rect::full([1, 1, 131])), hi - lo);
                let mut u = PageStore::new([1, 1, 131], true);
                u.set(&Rect::new([0, 0, lo], [1, 1, hi - lo]), false);
                assert_eq!(u.count(&Rect::full([1, 1, 131])), 131 - (hi - lo));
            }
        }
    }

    #[test]
    fn rects_2d_and_3d_are_maximal() {
        let mut s = PageStore::new([1, 4, 4], false);
        // A 2x3 block: one rectangle.
        s.set(&Rect::new([0, 1, 1], [1, 2, 3]), true);
        assert_eq!(s.rects(&Rect::full([1, 4, 4])), vec![Rect::new([0, 1, 1], [1, 2, 3])]);
        // Full rows merge into one run.
        let mut t = PageStore::new([2, 3, 4], false);
        t.set(&Rect::new([0, 0, 0], [2, 3, 4]), true);
        assert_eq!(t.rects(&Rect::full([2, 3, 4])), vec![Rect::full([2, 3, 4])]);
        t.set(&Rect::new([1, 2, 3], [1, 1, 1]), false);
        let rs = t.rects(&Rect::full([2, 3, 4]));
        let covered: usize = rs.iter().map(Rect::volume).sum();
        assert_eq!(covered, 23);
        for (i, a) in rs.iter().enumerate() {
            assert!(t.all(a));
            for b in &rs[i + 1..] {
                assert!(!a.overlaps(b));
            }
        }
        assert_eq!(rs.len(), 3);
    }

    #[test]
    fn set_ops() {
        let mut a = PageStore::new([1, 2, 70], true);
        let mut b = PageStore::new([1, 2, 70], false);
        b.set(&Rect::new([0, 1, 0], [1, 1, 70]), true);
        a.and_not(&b);
        assert_eq!(a.count(&Rect::full([1, 2, 70])), 70);
        a.or(&b);
        assert!(a.all(&Rect::full([1, 2, 70])));
        a.and(&b);
        assert_eq!(a, b);
        a.fill(false);
        assert!(a.is_clear());
    }

    #[test]
    fn rect_relations() {
        let a = Rect::new([0, 0, 0], [1, 2, 2]);
        let b = Rect::new([0, 1, 1], [1, 2, 2]);
        let c = Rect::new([0, 2, 2], [1, 1, 1]);
        assert!(a.overlaps(&b) && !a.overlaps(&c) && b.overlaps(&c));
        assert!(Rect::full([1, 3, 3]).contains(&b) && !a.contains(&b));
        assert!(!a.overlaps(&Rect::new([0, 0, 0], [0, 1, 1])));
    }
}
