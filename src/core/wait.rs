//! Host-wait policy: whether a wait on the host blocks in the driver
//! (`clWaitForEvents`, `clFinish`) or polls (`cl::wait`).
//!
//! `clWaitForEvents` and `clFinish` on Intel's CPU OpenCL runtime run the
//! queue's out-of-order executor *in the waiting thread*
//! (`out_of_order_command_list::WaitForIdle` -> `SpawningTaskGroup::WaitForAll`
//! inside a TBB arena), and dpctl's suite hangs there now and then (docs/ur.md,
//! "The hang in dpctl 0.21.1's suite"; the same stack with Intel's own stack:
//! IntelPython/dpctl#1954). The polled wait (flush the events' queues,
//! poll their status) keeps the waiting thread out of that arena. Tried as
//! the default on Intel's CPU runtime, it did not remove the hang: one run in
//! ten then spun forever inside the runtime's own worker thread, in the
//! out-of-order command list's destructor waiting for its task group
//! (`bench-results/ur-hang-2026-11-26/gdb-polled-run10.txt`). So the default
//! blocks, as before; `SYCLRT_WAIT=poll` remains for diagnosis.
//!
//! `SYCLRT_WAIT`: `block` (default; `auto` is the same), `poll`,
//! `poll-intel-cpu` (poll on Intel's CPU runtime only, `core::quirks`).

use crate::cl::wait::Polling;
use crate::cl::{ClError, Context, Event, Queue};

/// `SYCLRT_WAIT`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Block,
    Poll,
    PollIntelCpu,
}

fn mode() -> Mode {
    match crate::config::get().wait.as_deref() {
        Some("poll") => Mode::Poll,
        Some("poll-intel-cpu") => Mode::PollIntelCpu,
        _ => Mode::Block,
    }
}

/// Whether host waits on context `c` poll (`SYCLRT_WAIT`: `poll` everywhere,
/// `poll-intel-cpu` on Intel's CPU runtime only, else never).
pub fn polled(c: &Context) -> bool {
    match mode() {
        Mode::Block => false,
        Mode::Poll => true,
        Mode::PollIntelCpu => {
            c.devices().ok().and_then(|v| v.first().copied()).is_some_and(super::quirks::is_intel_cpu)
        }
    }
}

/// How `cl::wait` waits: blocking (asking nothing) unless `SYCLRT_WAIT`
/// asks for polling, then [`polled`] of each context; and with lazy
/// coarse-grained USM, the map-back a host wait must take in
/// (`core::usm::handback`).
pub fn polling() -> Polling {
    Polling {
        polled: (mode() != Mode::Block).then_some(polled as fn(&Context) -> bool),
        handback: Some((super::usm::coarse_lazy_any, super::usm::handback)),
    }
}

/// Waits for events of one context (`clWaitForEvents`, or polled).
pub fn wait_all(events: &[Event]) -> Result<(), ClError> {
    Event::wait_all_with(events, polling())
}

/// Waits for every command of `q` (`clFinish`, or a polled marker).
pub fn finish(q: &Queue) -> Result<(), ClError> {
    q.finish_with(polling())
}
