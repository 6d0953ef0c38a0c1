//! The order of the USM engine's locks, in code (as wgpu-core's
//! `lock/rank.rs`): each lock has a [`Rank`], is taken through [`lock`],
//! [`read`] or [`write`], and in debug builds taking one while holding a
//! lock its rank may not follow panics, naming both.
//!
//! The order: a context's coarse-grained state ([`Rank::Coarse`]), then the
//! interval map of live allocations ([`Rank::Live`]). A bracket holds its
//! context's coarse state while its command checks ranges (the map) and
//! providers (the registry, `core::handles`, a leaf below every rank here);
//! `alloc` and `free` never hold the map while taking coarse state. The
//! pool ([`Rank::Pool`]), the queues that did USM work ([`Rank::Queues`])
//! and the frees waiting for their commands ([`Rank::Deferred`]) are taken
//! alone: no other USM lock is held when one of them is taken, and none is
//! taken under one. The SVM lock ([`Rank::Svm`], `core::usm::serial`) is
//! the innermost: it may be taken under any of them, and only the driver's
//! call runs under it.

use std::sync::{Mutex, MutexGuard, RwLock, RwLockReadGuard, RwLockWriteGuard};

/// A USM lock's place in the order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Rank {
    /// A context's coarse-grained host/shared allocations and lazy state.
    Coarse,
    /// The interval map of live SVM allocations.
    Live,
    /// A context's pool of freed allocations.
    Pool,
    /// The queues that enqueued USM work.
    Queues,
    /// Frees waiting for the commands before them.
    Deferred,
    /// The driver's SVM entry points (`core::usm::serial`): the innermost,
    /// held only for a driver call, nothing taken under it.
    Svm,
}

// The order is checked in debug builds only (release builds take the
// locks without the bookkeeping).
#[cfg_attr(not(debug_assertions), allow(dead_code))]
impl Rank {
    fn bit(self) -> u8 {
        1 << self as u8
    }
    /// The ranks that may be held when this one is taken.
    fn may_follow(self) -> u8 {
        match self {
            Rank::Live => Rank::Coarse.bit(),
            Rank::Coarse | Rank::Pool | Rank::Queues | Rank::Deferred => 0,
            Rank::Svm => {
                Rank::Coarse.bit() | Rank::Live.bit() | Rank::Pool.bit() | Rank::Queues.bit() | Rank::Deferred.bit()
            }
        }
    }
}

#[cfg(debug_assertions)]
thread_local! {
    static HELD: std::cell::Cell<u8> = const { std::cell::Cell::new(0) };
}

/// A rank this thread holds, until dropped.
pub(crate) struct Held(#[cfg(debug_assertions)] Rank);

impl Held {
    #[cfg_attr(not(debug_assertions), allow(unused_variables))]
    fn take(rank: Rank) -> Held {
        #[cfg(debug_assertions)]
        {
            let held = HELD.with(|h| h.get());
            let wrong = held & !rank.may_follow();
            if wrong != 0 {
                let names: Vec<Rank> = [Rank::Coarse, Rank::Live, Rank::Pool, Rank::Queues, Rank::Deferred, Rank::Svm]
                    .into_iter()
                    .filter(|r| wrong & r.bit() != 0)
                    .collect();
                panic!("USM lock order: {rank:?} taken while holding {names:?}");
            }
            HELD.with(|h| h.set(held | rank.bit()));
            Held(rank)
        }
        #[cfg(not(debug_assertions))]
        Held()
    }
}

#[cfg(debug_assertions)]
impl Drop for Held {
    fn drop(&mut self) {
        let bit = self.0.bit();
        HELD.with(|h| h.set(h.get() & !bit));
    }
}

/// A guard of a ranked lock (the lock is released before the rank).
pub(crate) struct Ranked<G> {
    guard: G,
    _held: Held,
}

impl<G: std::ops::Deref> std::ops::Deref for Ranked<G> {
    type Target = G::Target;
    fn deref(&self) -> &G::Target {
        &self.guard
    }
}

impl<G: std::ops::DerefMut> std::ops::DerefMut for Ranked<G> {
    fn deref_mut(&mut self) -> &mut G::Target {
        &mut self.guard
    }
}

/// Locks `m` at `rank` (a poisoned lock is taken as it is).
pub(crate) fn lock<T>(m: &Mutex<T>, rank: Rank) -> Ranked<MutexGuard<'_, T>> {
    let held = Held::take(rank);
    Ranked { guard: m.lock().unwrap_or_else(|p| p.into_inner()), _held: held }
}

/// Reads `m` at `rank`.
pub(crate) fn read<T>(m: &RwLock<T>, rank: Rank) -> Ranked<RwLockReadGuard<'_, T>> {
    let held = Held::take(rank);
    Ranked { guard: m.read().unwrap_or_else(|p| p.into_inner()), _held: held }
}

/// Writes `m` at `rank`.
pub(crate) fn write<T>(m: &RwLock<T>, rank: Rank) -> Ranked<RwLockWriteGuard<'_, T>> {
    let held = Held::take(rank);
    Ranked { guard: m.write().unwrap_or_else(|p| p.into_inner()), _held: held }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_order_is_kept_and_a_wrong_one_panics() {
        let (c, l, p) = (Mutex::new(0), RwLock::new(0), Mutex::new(0));
        {
            let _c = lock(&c, Rank::Coarse);
            let _l = read(&l, Rank::Live);
        }
        drop(lock(&p, Rank::Pool));
        if cfg!(debug_assertions) {
            let r = std::panic::catch_unwind(|| {
                let _l = write(&l, Rank::Live);
                let _c = lock(&c, Rank::Coarse);
            });
            assert!(r.is_err(), "coarse state under the live map is out of order");
            // The unwinding dropped both guards: the thread holds nothing now.
            drop(lock(&p, Rank::Pool));
        }
    }
}
