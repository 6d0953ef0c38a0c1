//! The kernel-argument lock: a mutex without poisoning whose uncontended
//! lock and unlock are one atomic instruction each (std's `Mutex` adds its
//! poison bookkeeping: two reads of the global panic count and a flag, ~15
//! instructions per launch). Under contention a thread blocks on a std
//! `Mutex` + `Condvar`; it never spins.
//!
//! Protocol (a Dekker pair, hence `SeqCst` where it matters): a waiter
//! increments `waiters`, then, holding `park`, retries the `busy` flag and
//! waits on `wake`; an unlocker clears `busy`, then, when it sees a waiter,
//! takes `park` and notifies one. Either the unlocker sees the waiter's
//! increment (and its notify cannot fall between the waiter's retry and its
//! wait, both under `park`), or the waiter's retry comes after the clear
//! and succeeds.
//!
//! Poisoning is not kept: the argument state is consistent after a panic
//! (every update is a single store per field), as the `Mutex` it replaces
//! already assumed (`unwrap_or_else(PoisonError::into_inner)`).

use std::cell::UnsafeCell;
use std::ops::{Deref, DerefMut};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex, PoisonError};

pub struct ArgLock<T> {
    busy: AtomicBool,
    waiters: AtomicUsize,
    park: Mutex<()>,
    wake: Condvar,
    value: UnsafeCell<T>,
}

// SAFETY: the value is only reached through a guard, and one guard exists
// at a time (the `busy` flag); moving the lock moves the value.
unsafe impl<T: Send> Send for ArgLock<T> {}
// SAFETY: as above: `&ArgLock` gives access to `T` only to the one thread
// holding `busy`, so `T: Send` suffices, as for `std::sync::Mutex`.
unsafe impl<T: Send> Sync for ArgLock<T> {}

impl<T> ArgLock<T> {
    pub fn new(value: T) -> Self {
        ArgLock {
            busy: AtomicBool::new(false),
            waiters: AtomicUsize::new(0),
            park: Mutex::new(()),
            wake: Condvar::new(),
            value: UnsafeCell::new(value),
        }
    }

    /// Blocks until the lock is free, then holds it until the guard drops.
    #[inline]
    pub fn lock(&self) -> ArgGuard<'_, T> {
        if self.busy.compare_exchange(false, true, Ordering::Acquire, Ordering::Relaxed).is_err() {
            self.lock_contended();
        }
        ArgGuard { lock: self }
    }

    #[cold]
    #[inline(never)]
    fn lock_contended(&self) {
        self.waiters.fetch_add(1, Ordering::SeqCst);
        let mut park = self.park.lock().unwrap_or_else(PoisonError::into_inner);
        while self.busy.compare_exchange(false, true, Ordering::SeqCst, Ordering::SeqCst).is_err() {
            park = self.wake.wait(park).unwrap_or_else(PoisonError::into_inner);
        }
        drop(park);
        self.waiters.fetch_sub(1, Ordering::SeqCst);
    }

    #[inline]
    fn unlock(&self) {
        self.busy.store(false, Ordering::SeqCst);
        if self.waiters.load(Ordering::SeqCst) != 0 {
            self.wake_one();
        }
    }

    #[cold]
    #[inline(never)]
    fn wake_one(&self) {
        let _park = self.park.lock().unwrap_or_else(PoisonError::into_inner);
        self.wake.notify_one();
    }
}

impl<T> std::fmt::Debug for ArgLock<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ArgLock").field("busy", &self.busy.load(Ordering::Relaxed)).finish_non_exhaustive()
    }
}

/// Holds an [`ArgLock`]; unlocks on drop (also when unwinding).
pub struct ArgGuard<'a, T> {
    lock: &'a ArgLock<T>,
}

impl<T> Deref for ArgGuard<'_, T> {
    type Target = T;
    #[inline]
    fn deref(&self) -> &T {
        // SAFETY: this guard holds `busy`: no other reference to the value exists.
        unsafe { &*self.lock.value.get() }
    }
}

impl<T> DerefMut for ArgGuard<'_, T> {
    #[inline]
    fn deref_mut(&mut self) -> &mut T {
        // SAFETY: as in `deref`, and `&mut self` makes this the only borrow.
        unsafe { &mut *self.lock.value.get() }
    }
}

impl<T> Drop for ArgGuard<'_, T> {
    #[inline]
    fn drop(&mut self) {
        self.lock.unlock();
    }
}

#[cfg(test)]
mod tests {
    use super::ArgLock;
    use std::sync::Arc;

    #[test]
    fn contended_increments_are_not_lost() {
        let lock = Arc::new(ArgLock::new(0u64));
        let threads: Vec<_> = (0..4)
            .map(|_| {
                let lock = lock.clone();
                std::thread::spawn(move || {
                    for _ in 0..20_000 {
                        let mut g = lock.lock();
                        // A read-modify-write in two steps: lost without exclusion.
                        let v = *g;
                        if v % 500 == 0 {
                            // Hold the lock a while: the others block (the contended path).
                            std::thread::sleep(std::time::Duration::from_micros(100));
                        }
                        *g = v + 1;
                    }
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap();
        }
        assert_eq!(*lock.lock(), 80_000);
    }
}
