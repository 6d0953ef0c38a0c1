//! The interval map of live SVM allocations (the USM engine's one table
//! keyed by an address, issue 39's "USM interval map"): what SVM itself
//! cannot answer about a pointer (type, base, size, context, device).

use super::rank::{self, Rank};
use crate::cl::ext::UsmKind;
use std::collections::BTreeMap;
use std::sync::RwLock;

/// One live SVM allocation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Alloc {
    pub base: usize,
    pub size: usize,
    pub kind: UsmKind,
    pub context: usize,
    /// The device of a device or shared allocation (0 for host).
    pub device: usize,
}

static LIVE: RwLock<BTreeMap<usize, Alloc>> = RwLock::new(BTreeMap::new());

/// Records a new allocation.
pub(super) fn insert(a: Alloc) {
    rank::write(&LIVE, Rank::Live).insert(a.base, a);
}

/// Removes the allocation starting at `base` when it belongs to `context`.
pub(super) fn remove_of(context: usize, base: usize) -> Option<Alloc> {
    let mut m = rank::write(&LIVE, Rank::Live);
    match m.get(&base) {
        Some(a) if a.context == context => m.remove(&base),
        _ => None,
    }
}

/// The live SVM allocation containing the address `p` (any context).
pub fn lookup(p: usize) -> Option<Alloc> {
    let m = rank::read(&LIVE, Rank::Live);
    let (_, a) = m.range(..=p).next_back()?;
    (p < a.base + a.size.max(1)).then_some(*a)
}

/// The live allocation nearest below `ptr` (base, size, kind), without
/// waiting for the map's lock (a fault handler's diagnosis; unranked, as it
/// never waits).
pub fn nearest_nonblocking(ptr: usize) -> Option<(usize, usize, UsmKind)> {
    let m = LIVE.try_read().ok()?;
    let (_, a) = m.range(..=ptr).next_back()?;
    Some((a.base, a.size, a.kind))
}

/// The bases of context `c`'s live allocations.
pub(super) fn in_context(c: usize) -> Vec<usize> {
    rank::read(&LIVE, Rank::Live).values().filter(|a| a.context == c).map(|a| a.base).collect()
}

/// Number of live SVM allocations (all contexts; for tests).
pub fn live_count() -> usize {
    rank::read(&LIVE, Rank::Live).len()
}
