//! `SYCLRT_PROFILE=kernels`: one line on stderr per kernel launch once it
//! completes, with the driver's profiling times (queued -> start: waiting in
//! the queue; start -> end: running). Whether it is on is
//! `config::Config::profile_kernels`; queues are then created with
//! profiling on (`core::quirks::queue_props`); `core::kernel`'s launch
//! watches each launch's event ([`watch`]). Diagnosis only: each launch gets
//! an event and a completion callback.

use crate::cl::sys::*;
use crate::cl::{Event, Kernel};
use std::sync::atomic::{AtomicUsize, Ordering};

static REPORTED: AtomicUsize = AtomicUsize::new(0);

/// Launches reported so far in this process (tests count them).
pub fn reported() -> usize {
    REPORTED.load(Ordering::Relaxed)
}

/// A kernel's function name for messages (long names shortened; `?` when
/// the driver gives none).
pub fn kernel_name(k: &Kernel) -> String {
    let s = match k.function_name() {
        Ok(s) if !s.is_empty() => s,
        _ => return "?".into(),
    };
    if s.len() > 80 {
        format!("{}...{}", &s[..40], &s[s.len() - 36..])
    } else {
        s
    }
}

/// Prints the launch's times when `ev` completes.
pub fn watch(k: &Kernel, global: &[usize], local: Option<&[usize]>, ev: &Event) {
    let name = kernel_name(k);
    let (global, local) = (global.to_vec(), local.map(<[usize]>::to_vec));
    let _ = ev.on_status_of(CL_COMPLETE, Box::new(move |e, status| report(e, status, &name, &global, &local)));
}

fn report(e: &Event, status: cl_int, name: &str, global: &[usize], local: &Option<Vec<usize>>) {
    let t = |p: cl_profiling_info| e.profiling(p).ok();
    let times = match (t(CL_PROFILING_COMMAND_QUEUED), t(CL_PROFILING_COMMAND_START), t(CL_PROFILING_COMMAND_END)) {
        (Some(q), Some(s), Some(e)) => format!(
            "queued->start {:.1} us, run {:.1} us",
            s.saturating_sub(q) as f64 / 1e3,
            e.saturating_sub(s) as f64 / 1e3
        ),
        _ => "no profiling times".into(),
    };
    eprintln!("syclrt-profile: kernel {name} global {global:?} local {local:?} status {status}: {times}");
    REPORTED.fetch_add(1, Ordering::Relaxed);
}
