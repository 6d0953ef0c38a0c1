//! The persistent cache's background writer: stores binaries after the
//! build's result has been returned, so a first (cold) build costs the
//! caller what an uncached build costs.
//!
//! Why: reading `CL_PROGRAM_BINARIES` is not free everywhere. PoCL 3.1
//! compiles *every* kernel of the program to native code when its binaries
//! (or their sizes) are asked for (`program_compile_dynamic_wg_binaries`,
//! under the program's lock), where a plain build compiles each kernel
//! lazily at its first launch: a 700-kernel program took 80 s to store and
//! 0.7 s to build. Intel's CPU runtime compiles everything in
//! `clBuildProgram`, so its binaries are a copy. See docs/cache.md. Which
//! misses are stored at all is the store policy's call (`super::policy`:
//! PoCL stores nothing by default, so twin jobs come only from
//! `SYCLRT_CACHE_STORE=always`).
//!
//! One process-wide thread runs the store jobs in order. A job owns what it
//! needs (the claimed item slot, whose `flock` keeps other processes
//! waiting for this store, so N processes starting together still build
//! once; a retained program, or what is needed to build a twin program).
//!
//! Exit: an `atexit` handler waits at most [`EXIT_WAIT`] for the queue to
//! drain. Jobs not started by then are given up (their slot is abandoned:
//! the next process builds and stores). A job still running when the wait
//! ends is left to the process's end while it writes files: every file is
//! written to a temporary name and renamed, so an item is whole or absent,
//! never half-written, and the `flock` dies with the process (the slot is
//! then taken over). But a job inside the OpenCL implementation (building
//! the twin program, reading binaries: [`in_driver`]) is waited for until
//! it leaves it, however long that takes (one program build at most), and
//! no job enters it after exit began: the implementation's own exit-time
//! teardown (PoCL's, LLVM's static destructors) under a thread still
//! compiling crashed the process with SIGSEGV after `main` returned (found
//! by scripts/cache-chaos.sh; tests/cache_background.rs has the test).

use std::collections::VecDeque;
use std::sync::{Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// The longest process exit waits for pending stores.
pub const EXIT_WAIT: Duration = Duration::from_secs(1);

/// A store job: `true` runs it, `false` gives it up (at exit).
pub type Job = Box<dyn FnOnce(bool) + Send>;

struct State {
    queue: VecDeque<Job>,
    /// A job is running on the writer thread.
    busy: bool,
    /// The writer thread exists (in process `pid`).
    started: bool,
    pid: u32,
    /// Test hook: the writer starts no job while held.
    held: usize,
    /// Exit began: no job starts any more.
    closing: bool,
}

/// Held by a job while it is inside the OpenCL implementation, and for
/// good by process exit (see the module documentation).
static DRIVER: Mutex<()> = Mutex::new(());

/// The process that last entered [`in_driver`] (0: none did). Exit waits
/// for [`DRIVER`] only in that process: a forked child may have inherited
/// the lock from a thread it does not have. Kept apart from the writer's
/// `State::pid`, which is set only once the writer thread starts: the loop
/// count specializer's builds enter the driver with no writer in the
/// process (PoCL stores nothing by default), and exit then waited for none
/// of them.
static DRIVER_PID: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);

/// Exit began waiting for [`DRIVER`]: no [`in_driver`] call starts any more.
static DRIVER_CLOSED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Runs `f`, which calls into the OpenCL implementation, unless process
/// exit has begun (then `None`). Exit waits for a running `f` to return.
///
/// Exit handlers run in the reverse order of their registration, and the
/// OpenCL implementation registers some lazily (C++ function-local statics
/// of LLVM, first used by a compile on any thread while `f` runs): an exit
/// then tore them down before any earlier handler of ours could wait, and
/// the compile in `f` crashed (SIGSEGV in LLVM codegen, found by
/// scripts/cache-chaos.sh). So while `f` runs, a helper thread registers
/// the waiting handler again every [`REREGISTER`]: a handler registered
/// after the implementation's latest one runs first and waits for `f`.
/// What remains is a window of at most one period after a new
/// registration by the implementation (RELIABILITY.md).
pub fn in_driver<R>(f: impl FnOnce() -> R) -> Option<R> {
    let _g = DRIVER.lock().unwrap_or_else(|p| p.into_inner());
    // Stored before `DRIVER_CLOSED` is read, as exit sets that before it
    // reads this: either this call sees exit began, or exit sees this call.
    DRIVER_PID.store(std::process::id(), std::sync::atomic::Ordering::SeqCst);
    if DRIVER_CLOSED.load(std::sync::atomic::Ordering::SeqCst) || state().closing {
        return None;
    }
    // Registered here first, before `f` starts: the helper's first
    // registration may come after `f` has begun, and a process exiting in
    // between did not wait (the test in tests/cache_background.rs saw it).
    // SAFETY: registers a plain `extern "C" fn()` with no preconditions.
    unsafe { libc::atexit(at_exit_driver) };
    let active = std::sync::atomic::AtomicBool::new(true);
    std::thread::scope(|sc| {
        let reg = std::thread::Builder::new().name("syclrt-exit-guard".into()).spawn_scoped(sc, || {
            while active.load(std::sync::atomic::Ordering::Acquire) {
                // SAFETY: registers a plain `extern "C" fn()` with no preconditions.
                unsafe { libc::atexit(at_exit_driver) };
                std::thread::park_timeout(REREGISTER);
            }
        });
        let r = f();
        active.store(false, std::sync::atomic::Ordering::Release);
        if let Ok(h) = reg {
            h.thread().unpark();
        }
        Some(r)
    })
}

/// How often a running [`in_driver`] call re-registers the exit handler.
pub const REREGISTER: Duration = Duration::from_millis(10);

static STATE: Mutex<State> =
    Mutex::new(State { queue: VecDeque::new(), busy: false, started: false, pid: 0, held: 0, closing: false });
static CV: Condvar = Condvar::new();

fn state() -> MutexGuard<'static, State> {
    STATE.lock().unwrap_or_else(|p| p.into_inner())
}

extern "C" fn at_exit() {
    // No panic may unwind out of an atexit handler.
    let _ = std::panic::catch_unwind(|| shutdown(EXIT_WAIT));
}

/// Queues `job` for the writer thread (started on first use). When no
/// thread can be started, the job runs here (the store then is on the
/// caller's path, as before, rather than lost).
pub fn submit(job: Job) {
    let mut st = state();
    let pid = std::process::id();
    if st.closing {
        drop(st);
        job(false);
        return;
    }
    if !st.started || st.pid != pid {
        // First use, or a forked child (which has no writer thread).
        let spawned = std::thread::Builder::new().name("syclrt-cache-writer".into()).spawn(run);
        if spawned.is_err() {
            drop(st);
            job(true);
            return;
        }
        if !st.started {
            // SAFETY: registers a plain `extern "C" fn()` with no preconditions.
            unsafe { libc::atexit(at_exit) };
        }
        st.started = true;
        st.pid = pid;
        st.busy = false;
    }
    st.queue.push_back(job);
    CV.notify_all();
}

fn run() {
    let mut st = state();
    loop {
        if st.closing {
            return;
        }
        if st.held == 0 {
            if let Some(job) = st.queue.pop_front() {
                st.busy = true;
                drop(st);
                // A panicking job only loses its store (its claim is released on unwind).
                let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| job(true)));
                st = state();
                st.busy = false;
                CV.notify_all();
                continue;
            }
        }
        st = CV.wait(st).unwrap_or_else(|p| p.into_inner());
    }
}

/// Stores queued or running now (0 when the writer is idle).
pub fn pending() -> usize {
    let st = state();
    st.queue.len() + st.busy as usize
}

/// Waits until every queued store is done, at most `timeout`; true when done.
pub fn flush(timeout: Duration) -> bool {
    let deadline = Instant::now() + timeout;
    let mut st = state();
    loop {
        let idle = st.queue.is_empty() && !st.busy;
        if idle || !st.started || st.pid != std::process::id() {
            return idle;
        }
        let now = Instant::now();
        if now >= deadline {
            return false;
        }
        st = CV.wait_timeout(st, deadline - now).unwrap_or_else(|p| p.into_inner()).0;
    }
}

/// Process exit: waits at most `wait` for the queue, then gives up the
/// jobs not started. Returns how many were given up.
fn shutdown(wait: Duration) -> usize {
    {
        let st = state();
        if st.held > 0 || !st.started || st.pid != std::process::id() {
            // Held by a test, or no writer thread in this process: do not wait.
            drop(st);
            return give_up_all();
        }
    }
    flush(wait);
    let n = give_up_all();
    // Wait for a job inside the OpenCL implementation to leave it, and keep
    // any other from entering it while the process ends.
    exit_driver_wait();
    n
}

/// Process exit: waits for a job inside the OpenCL implementation to leave
/// it and keeps any other from entering it (holds [`DRIVER`] for good).
/// Runs once, from whichever exit handler comes first.
fn exit_driver_wait() {
    static DONE: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
    if DONE.swap(true, std::sync::atomic::Ordering::SeqCst) {
        return;
    }
    DRIVER_CLOSED.store(true, std::sync::atomic::Ordering::SeqCst);
    if DRIVER_PID.load(std::sync::atomic::Ordering::SeqCst) != std::process::id() {
        // No job of this process entered the implementation: nothing to
        // wait for (and the lock may be a forked parent's).
        return;
    }
    std::mem::forget(DRIVER.lock().unwrap_or_else(|p| p.into_inner()));
}

extern "C" fn at_exit_driver() {
    let _ = std::panic::catch_unwind(exit_driver_wait);
}

fn give_up_all() -> usize {
    let jobs: Vec<Job> = {
        let mut st = state();
        st.closing = true;
        CV.notify_all();
        st.queue.drain(..).collect()
    };
    let n = jobs.len();
    for j in jobs {
        j(false);
    }
    n
}

/// Test hook: while the returned guard lives, the writer starts no job
/// (jobs queue up; a process exiting meanwhile gives them up at once).
pub fn hold() -> Hold {
    state().held += 1;
    Hold(())
}

/// See [`hold`].
pub struct Hold(());

impl Drop for Hold {
    fn drop(&mut self) {
        let mut st = state();
        st.held -= 1;
        CV.notify_all();
    }
}
