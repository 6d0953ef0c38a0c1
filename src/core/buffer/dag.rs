//! Accessor requirements and dependencies from conflicts.
//!
//! Every command group (and host access) that used a buffer is recorded as
//! a *user*: its page box, whether it writes, and its completion event.
//! Two accesses conflict when at least one writes and their page boxes
//! overlap; a new command group waits for the events of every conflicting
//! user and for nothing else, so independent command groups may run
//! concurrently (out-of-order queues, several queues, several devices).

use super::range::Rect;
use crate::core::queue::Event;
use std::sync::Arc;

/// Access modes of an accessor (stable numbers, C ABI).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AccessMode {
    Read = 0,
    Write = 1,
    ReadWrite = 2,
    /// `discard_write` / `write` + `no_init`: old contents are not needed.
    DiscardWrite = 3,
    /// `discard_read_write` / `read_write` + `no_init`.
    DiscardReadWrite = 4,
}

impl AccessMode {
    pub fn from_code(c: u32) -> Option<AccessMode> {
        Some(match c {
            0 => AccessMode::Read,
            1 => AccessMode::Write,
            2 => AccessMode::ReadWrite,
            3 => AccessMode::DiscardWrite,
            4 => AccessMode::DiscardReadWrite,
            _ => return None,
        })
    }
    pub fn writes(self) -> bool {
        self != AccessMode::Read
    }
    pub fn discards(self) -> bool {
        matches!(self, AccessMode::DiscardWrite | AccessMode::DiscardReadWrite)
    }
}

/// Whether two accesses conflict.
pub fn conflicts(a: &Rect, a_writes: bool, b: &Rect, b_writes: bool) -> bool {
    (a_writes || b_writes) && a.overlaps(b)
}

/// One recorded access.
#[derive(Debug, Clone)]
pub struct User {
    pub pages: Rect,
    pub writes: bool,
    pub event: Arc<Event>,
    /// The in-order queue it was submitted to (its address), if any.
    pub in_order_queue: Option<usize>,
    /// Open host accesses (user events) this command waits for, directly
    /// or through its dependencies: a host access must not wait for it
    /// while they are open, or it would wait for ever.
    pub blocked_by: Vec<Arc<Event>>,
}

/// The users of one buffer.
#[derive(Debug, Default)]
pub struct Users {
    list: Vec<User>,
    /// Length at which completed users are next pruned.
    prune_at: usize,
}

/// Completed users are pruned when the list reaches this length, or twice
/// the length left by the last pruning, so that pruning (one status query
/// per user) costs O(1) per registration even with a long backlog.
const PRUNE_AT: usize = 32;

impl Users {
    /// Events of every recorded user that conflicts with the access, and
    /// the open host accesses those users wait for.
    pub fn dependencies(&self, pages: &Rect, writes: bool, out: &mut Vec<Arc<Event>>, blockers: &mut Vec<Arc<Event>>) {
        for u in &self.list {
            if conflicts(&u.pages, u.writes, pages, writes) {
                if !out.iter().any(|e| Arc::ptr_eq(e, &u.event)) {
                    out.push(u.event.clone());
                }
                for b in &u.blocked_by {
                    // A host access ends by completing its user event (status 0).
                    if !blockers.iter().any(|x| Arc::ptr_eq(x, b)) && b.status().map_or(true, |s| s > 0) {
                        blockers.push(b.clone());
                    }
                }
            }
        }
    }

    /// Records an access. A write replaces every user whose box it covers:
    /// the write depends on them (they conflict), so whoever conflicts
    /// with them later conflicts with the write too and waits for them
    /// through it. Any access on an in-order queue also replaces the
    /// earlier *reads* of that queue whose boxes it covers: it completes
    /// after them, and whoever conflicts with such a read (a writer)
    /// conflicts with the new access too. (AdaptiveCpp searches the
    /// dependency graph two levels deep for this; the queue order is exact.)
    pub fn add(&mut self, user: User) {
        if user.writes {
            self.list.retain(|u| !user.pages.contains(&u.pages));
        } else if let Some(q) = user.in_order_queue {
            self.list.retain(|u| u.writes || u.in_order_queue != Some(q) || !user.pages.contains(&u.pages));
        }
        if self.list.len() >= self.prune_at.max(PRUNE_AT) {
            // Completed (0) or failed (< 0) commands need no waiting.
            self.list.retain(|u| u.event.status().map_or(true, |s| s > 0));
            self.prune_at = 2 * self.list.len();
        }
        self.list.push(user);
    }

    pub fn events(&self) -> Vec<Arc<Event>> {
        self.list.iter().map(|u| u.event.clone()).collect()
    }

    pub fn len(&self) -> usize {
        self.list.len()
    }

    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    pub fn clear(&mut self) {
        self.list.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conflict_rules() {
        let a = Rect::new([0, 0, 0], [1, 1, 4]);
        let b = Rect::new([0, 0, 3], [1, 1, 4]);
        let c = Rect::new([0, 0, 4], [1, 1, 4]);
        assert!(!conflicts(&a, false, &b, false), "read/read never conflicts");
        assert!(conflicts(&a, true, &b, false) && conflicts(&a, false, &b, true) && conflicts(&a, true, &b, true));
        assert!(!conflicts(&a, true, &c, true), "disjoint pages never conflict");
    }

    #[test]
    fn modes() {
        for c in 0..5 {
            assert_eq!(AccessMode::from_code(c).map(|m| m as u32), Some(c));
        }
        assert_eq!(AccessMode::from_code(5), None);
        assert!(!AccessMode::Read.writes() && AccessMode::DiscardWrite.discards() && !AccessMode::Write.discards());
    }
}
