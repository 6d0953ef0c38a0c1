//! The driver measurement behind the USM engine's indirect-access decision
//! (`indirect_needs_list`, once per coarse-grained SVM device): a probe
//! kernel run over SVM buffers it is not given in a list, its SVM calls
//! made under `core::usm::serial`'s lock as every other SVM call of core.

use super::serial;
use crate::cl::sys::*;
use crate::cl::{svm, Context, DeviceId, Kernel, Program, Queue};
use std::ffi::c_void;

/// A measurement of the driver for the USM engine (whether kernels need
/// `CL_KERNEL_EXEC_INFO_SVM_PTRS`, `indirect_needs_list`):
/// `Ok(true)` when a kernel reads and writes exactly an unlisted
/// coarse-grained SVM buffer it reaches through a pointer table.
pub fn reaches_unlisted(c: &Context, dev: DeviceId) -> Result<bool, String> {
    const N: usize = 4096;
    const SRC: &[u8] = b"kernel void syclrt_probe_gather(global float *out, global ulong *tab) {\n\
        size_t i = get_global_id(0); global float *src = (global float *)tab[0];\n\
        out[i] = src[i] * 2.0f; src[i] = (float)i + 0.5f; }\n";
    if !svm::available() {
        return Err("no clSVMAlloc".into());
    }
    let q = Queue::create(c, dev, 0).map_err(|e| e.to_string())?;
    let prog = Program::with_source(c, SRC).map_err(|e| e.to_string())?;
    crate::core::build::build(&prog, &[dev], "").map_err(|e| e.to_string())?;
    let k = Kernel::create(&prog, "syclrt_probe_gather").map_err(|e| e.to_string())?;
    // Coarse-grained SVM buffers of the live context, freed below.
    let (src, tab, out) = (
        serial::alloc(c, CL_MEM_READ_WRITE, N * 4, 0),
        serial::alloc(c, CL_MEM_READ_WRITE, 8, 0),
        serial::alloc(c, CL_MEM_READ_WRITE, N * 4, 0),
    );
    let run = || -> Result<bool, String> {
        if src.is_null() || tab.is_null() || out.is_null() {
            return Err("clSVMAlloc failed".into());
        }
        let host: Vec<f32> = (0..N).map(|i| i as f32).collect();
        let addr = src as u64;
        let mut got = vec![0f32; N];
        let cp = |dst: *mut c_void, s: *const c_void, n: usize| {
            // SAFETY: a blocking copy between our host vectors and our SVM
            // buffers, each of at least `n` bytes; no events.
            unsafe { serial::enqueue_memcpy(&q, true, dst, s, n, &[], false) }.map(drop).map_err(|e| e.to_string())
        };
        cp(src, host.as_ptr().cast(), N * 4)?;
        cp(tab, (&addr as *const u64).cast(), 8)?;
        k.set_arg_svm_pointer(0, out as usize).map_err(|e| e.to_string())?;
        k.set_arg_svm_pointer(1, tab as usize).map_err(|e| e.to_string())?;
        q.launch(&k, &[N], None, &[], false).map_err(|e| e.to_string())?;
        q.finish().map_err(|e| e.to_string())?;
        cp(got.as_mut_ptr().cast(), out, N * 4)?;
        let read_ok = got.iter().enumerate().all(|(i, &v)| v == i as f32 * 2.0);
        cp(got.as_mut_ptr().cast(), src, N * 4)?;
        let write_ok = got.iter().enumerate().all(|(i, &v)| v == i as f32 + 0.5);
        Ok(read_ok && write_ok)
    };
    let r = run();
    let _ = q.finish();
    for p in [src, tab, out] {
        if !p.is_null() {
            // SAFETY: our buffers; the queue has finished (or failed) every command on them.
            unsafe { serial::free(c, p) };
        }
    }
    r
}
