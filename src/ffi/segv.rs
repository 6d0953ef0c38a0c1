//! `SYCLRT_DEBUG_SEGV=1`: a diagnosis hook. On SIGSEGV or SIGBUS it writes
//! the faulting address, the live USM allocation nearest below it, and the
//! native stack (glibc's `backtrace_symbols_fd`: library and offset per
//! frame) to stderr, then hands the signal to the handler installed before
//! (Python's faulthandler prints the Python stack) or the default one.
//! Installed at the first entry call that sees the variable (again when
//! another handler replaced it). A value other than `0` and `1` names a
//! file to append to instead of stderr: pytest's capture points fd 2 at a
//! temporary file during each test, and that is lost with the process. Python's faulthandler, enabled before,
//! still prints the Python stack: ours chains to it.

use std::ffi::{c_int, c_void};

extern "C" {
    fn backtrace(buffer: *mut *mut c_void, size: c_int) -> c_int;
    fn backtrace_symbols_fd(buffer: *const *mut c_void, size: c_int, fd: c_int);
}

/// The handlers before ours, for SIGSEGV and SIGBUS (written before ours
/// is installed, under `LOCK`; read only by our handler).
static mut PREV: [std::mem::MaybeUninit<libc::sigaction>; 2] =
    [std::mem::MaybeUninit::uninit(), std::mem::MaybeUninit::uninit()];
static LOCK: std::sync::Mutex<()> = std::sync::Mutex::new(());
/// Where the handler writes: stderr, or the file `SYCLRT_DEBUG_SEGV` names
/// (opened once, at the first install, appending).
static FD: std::sync::atomic::AtomicI32 = std::sync::atomic::AtomicI32::new(-1);

/// Installs the handler, and again whenever another handler has replaced
/// it since (a driver loaded inside an entry call may install its own:
/// ours then runs first and chains to it). Called by every entry call
/// while `SYCLRT_DEBUG_SEGV` is on (`ffi::boundary` reads the flag with
/// the rest of its configuration): one `sigaction` query per call. Out of
/// line, so that an entry call with the hook off pays only for the flag.
#[inline(never)]
pub(crate) fn install() {
    let _g = LOCK.lock().unwrap_or_else(|p| p.into_inner());
    if FD.load(std::sync::atomic::Ordering::Relaxed) < 0 {
        let mut fd = 2;
        if let Some(path) = crate::config::get().debug_segv_file.as_deref() {
            if let Ok(c) = std::ffi::CString::new(path) {
                // SAFETY: a NUL-terminated path; flags and mode as open(2) takes them.
                let f = unsafe {
                    libc::open(c.as_ptr(), libc::O_WRONLY | libc::O_CREAT | libc::O_APPEND | libc::O_CLOEXEC, 0o644)
                };
                if f >= 0 {
                    fd = f;
                }
            }
        }
        FD.store(fd, std::sync::atomic::Ordering::Relaxed);
    }
    for (i, sig) in [libc::SIGSEGV, libc::SIGBUS].into_iter().enumerate() {
        // SAFETY: zeroed sigactions are valid; the query writes `cur` only;
        // `handler` has the SA_SIGINFO signature; PREV[i] is written (under
        // LOCK) before ours is installed, so our handler reads a written one.
        unsafe {
            let mut cur: libc::sigaction = std::mem::zeroed();
            libc::sigaction(sig, std::ptr::null(), &mut cur);
            if cur.sa_sigaction == handler as *const () as usize {
                continue;
            }
            std::ptr::addr_of_mut!(PREV[i]).cast::<libc::sigaction>().write(cur);
            let mut sa: libc::sigaction = std::mem::zeroed();
            sa.sa_sigaction = handler as *const () as usize;
            sa.sa_flags = libc::SA_SIGINFO | libc::SA_ONSTACK;
            libc::sigemptyset(&mut sa.sa_mask);
            libc::sigaction(sig, &sa, std::ptr::null_mut());
        }
    }
}

/// A fixed buffer for messages written from the handler (no allocation).
struct Buf {
    b: [u8; 256],
    n: usize,
}

impl std::fmt::Write for Buf {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        let k = s.len().min(self.b.len() - self.n);
        self.b[self.n..self.n + k].copy_from_slice(&s.as_bytes()[..k]);
        self.n += k;
        Ok(())
    }
}

extern "C" fn handler(sig: c_int, info: *mut libc::siginfo_t, _ctx: *mut c_void) {
    use std::fmt::Write;
    // SAFETY: the kernel passes a valid siginfo for SA_SIGINFO handlers.
    let addr = unsafe { (*info).si_addr() } as usize;
    let mut m = Buf { b: [0; 256], n: 0 };
    let _ = write!(m, "syclrt: signal {sig} at address {addr:#x}");
    match crate::core::usm::nearest_allocation_nonblocking(addr) {
        Some((base, size, kind)) => {
            let _ = writeln!(m, "; nearest USM allocation below: {base:#x}, {size} bytes, {kind:?}");
        }
        None => {
            let _ = writeln!(m, "; no USM allocation below it (or its map was busy)");
        }
    }
    let mut frames = [std::ptr::null_mut::<c_void>(); 48];
    let fd = FD.load(std::sync::atomic::Ordering::Relaxed).max(2);
    // SAFETY: an open descriptor (stderr or ours); a buffer of `m.n` bytes;
    // a frame array of 48 entries.
    unsafe {
        libc::write(fd, m.b.as_ptr().cast(), m.n);
        let n = backtrace(frames.as_mut_ptr(), frames.len() as c_int);
        backtrace_symbols_fd(frames.as_ptr(), n, fd);
    }
    let i = usize::from(sig != libc::SIGSEGV);
    // SAFETY: PREV[i] was written by `install` before this handler existed;
    // putting it back makes the fault, when the instruction runs again, go
    // to the handler that was there before.
    unsafe {
        let prev = std::ptr::addr_of!(PREV[i]).cast::<libc::sigaction>();
        libc::sigaction(sig, prev, std::ptr::null_mut());
    }
}
