//! `SYCLRT_PROFILE=kernels`: one line on stderr per kernel launch once it
//! completes, with the driver's profiling times (queued -> start: waiting in
//! the queue; start -> end: running). Whether launches are profiled, and the
//! queues' profiling bit, are decided in core (`core::quirks::profile_kernels`,
//! `queue_props`); `core::ops` calls [`watch`] for each launch. Diagnosis
//! only: each launch gets an event and a completion callback.

use super::loader::api;
use super::objects::{Event, Kernel};
use super::sys::*;
use std::ffi::c_void;
use std::ptr::null_mut;
use std::sync::atomic::{AtomicUsize, Ordering};

static REPORTED: AtomicUsize = AtomicUsize::new(0);

/// Launches reported so far in this process (tests count them).
pub fn reported() -> usize {
    REPORTED.load(Ordering::Relaxed)
}

struct Watched {
    name: String,
    global: Vec<usize>,
    local: Option<Vec<usize>>,
}

pub(crate) fn kernel_name(k: &Kernel) -> String {
    let Ok(a) = api() else { return "?".into() };
    let mut n = 0usize;
    // SAFETY: a live kernel; a size query.
    if unsafe { (a.clGetKernelInfo)(k.raw(), CL_KERNEL_FUNCTION_NAME, 0, null_mut(), &mut n) } != CL_SUCCESS || n == 0 {
        return "?".into();
    }
    let mut b = vec![0u8; n];
    // SAFETY: a buffer of the size the driver asked for.
    if unsafe { (a.clGetKernelInfo)(k.raw(), CL_KERNEL_FUNCTION_NAME, n, b.as_mut_ptr().cast(), null_mut()) }
        != CL_SUCCESS
    {
        return "?".into();
    }
    let s = String::from_utf8_lossy(&b).trim_end_matches('\0').to_string();
    if s.len() > 80 {
        format!("{}...{}", &s[..40], &s[s.len() - 36..])
    } else {
        s
    }
}

/// Prints the launch's times when `ev` completes.
pub fn watch(k: &Kernel, global: &[usize], local: Option<&[usize]>, ev: &Event) {
    let Ok(a) = api() else { return };
    let w = Box::new(Watched { name: kernel_name(k), global: global.to_vec(), local: local.map(<[usize]>::to_vec) });
    let data = Box::into_raw(w).cast::<c_void>();
    // SAFETY: a live event; the callback consumes `data` once.
    if unsafe { (a.clSetEventCallback)(ev.raw(), CL_COMPLETE, Some(report), data) } != CL_SUCCESS {
        // SAFETY: not taken by the driver.
        drop(unsafe { Box::from_raw(data.cast::<Watched>()) });
    }
}

unsafe extern "C" fn report(e: cl_event, status: cl_int, data: *mut c_void) {
    // SAFETY: the Box leaked by `watch`, consumed exactly once.
    let w = unsafe { Box::from_raw(data.cast::<Watched>()) };
    let t = |p: cl_profiling_info| -> Option<u64> {
        let a = api().ok()?;
        let mut v = 0u64;
        // SAFETY: a completed event (the callback's); one u64.
        let r = unsafe { (a.clGetEventProfilingInfo)(e, p, 8, (&mut v as *mut u64).cast(), null_mut()) };
        (r == CL_SUCCESS).then_some(v)
    };
    let times = match (t(CL_PROFILING_COMMAND_QUEUED), t(CL_PROFILING_COMMAND_START), t(CL_PROFILING_COMMAND_END)) {
        (Some(q), Some(s), Some(e)) => format!(
            "queued->start {:.1} us, run {:.1} us",
            s.saturating_sub(q) as f64 / 1e3,
            e.saturating_sub(s) as f64 / 1e3
        ),
        _ => "no profiling times".into(),
    };
    eprintln!("syclrt-profile: kernel {} global {:?} local {:?} status {status}: {times}", w.name, w.global, w.local);
    REPORTED.fetch_add(1, Ordering::Relaxed);
}
