#!/usr/bin/env python3
"""What NVIDIA's OpenCL does with coarse-grained SVM that a kernel reaches
through pointers stored in memory, and what a launch costs while the
context holds much SVM (issue 37: take/put wrong, launch cost growing
with the USM a process holds). Without syclrt: ctypes over libOpenCL.so.1.

  nv-svm-indirect-probe.py [--held-mib 800] [--reps 20]

Each line: probe name, result. Probes:
  indirect_read_*   a kernel reads an SVM buffer through a pointer table
                    (itself SVM), with CL_KERNEL_EXEC_INFO_SVM_PTRS unset /
                    set to the buffer / set to a list that lacks it
  indirect_write_*  the same for a kernel that writes through the table
  stale_list        SVM_PTRS naming a freed allocation, then a launch
  launch_cost_*     median launch+finish of a one-work-item kernel with no
                    SVM held, with --held-mib MiB of SVM held (not listed),
                    and with it listed in SVM_PTRS
  map_cost_*        median map+unmap of a 4 KiB coarse SVM range, same cases
  memcpy_cost_*     median 4 KiB host->SVM clEnqueueSVMMemcpy, same cases
"""
import argparse
import ctypes as C
import statistics
import sys
import time

from nvcl import cl, context_and_queue

SRC = b"""
kernel void gather(global float *out, global ulong *tab, int n) {
  int i = get_global_id(0); global float *src = (global float *)tab[0];
  if (i < n) out[i] = src[i];
}
kernel void scatter(global ulong *tab, int n) {
  int i = get_global_id(0); global float *dst = (global float *)tab[0];
  if (i < n) dst[i] = (float)i + 0.5f;
}
kernel void touch(global float *p) { if (get_global_id(0) == 0) p[0] += 1.0f; }
"""
for _f in ("clSVMAlloc", "clCreateProgramWithSource"):
    getattr(cl, _f).restype = C.c_void_p
cl.clSVMAlloc.argtypes = [C.c_void_p, C.c_uint64, C.c_size_t, C.c_uint]
cl.clSVMFree.argtypes = [C.c_void_p, C.c_void_p]
cl.clSetKernelArgSVMPointer.argtypes = [C.c_void_p, C.c_uint, C.c_void_p]
cl.clSetKernelExecInfo.argtypes = [C.c_void_p, C.c_uint, C.c_size_t, C.c_void_p]
cl.clEnqueueSVMMemcpy.argtypes = [C.c_void_p, C.c_uint, C.c_void_p, C.c_void_p, C.c_size_t, C.c_uint, C.c_void_p, C.c_void_p]
cl.clEnqueueSVMMemFill.argtypes = [C.c_void_p, C.c_void_p, C.c_void_p, C.c_size_t, C.c_size_t, C.c_uint, C.c_void_p, C.c_void_p]
cl.clEnqueueSVMMap.argtypes = [C.c_void_p, C.c_uint, C.c_uint64, C.c_void_p, C.c_size_t, C.c_uint, C.c_void_p, C.c_void_p]
cl.clEnqueueSVMUnmap.argtypes = [C.c_void_p, C.c_void_p, C.c_uint, C.c_void_p, C.c_void_p]
SVM_PTRS = 0x11B6
N = 1 << 16


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--held-mib", type=int, default=800)
    ap.add_argument("--reps", type=int, default=20)
    ap.add_argument("--stale", action="store_true", help="also the stale-list probe (it may crash the process)")
    a = ap.parse_args()
    dev, devname, ctx, q = context_and_queue()
    print(f"device: {devname}")
    err = C.c_int()
    src = C.c_char_p(SRC)
    prog = C.c_void_p(cl.clCreateProgramWithSource(ctx, 1, C.byref(src), None, C.byref(err)))
    rc = cl.clBuildProgram(prog, 1, C.byref(dev), b"", None, None)
    assert rc == 0, f"build {rc}"

    def kern(name):
        k = C.c_void_p(cl.clCreateKernel(prog, name, C.byref(err)))
        assert err.value == 0, err.value
        return k

    def svm(size):
        p = cl.clSVMAlloc(ctx, 1, size, 0)
        assert p, "clSVMAlloc"
        return p

    def put(dst, data):
        return cl.clEnqueueSVMMemcpy(q, 1, dst, C.cast(data, C.c_void_p), C.sizeof(data), 0, None, None)

    def get(src, data):
        return cl.clEnqueueSVMMemcpy(q, 1, C.cast(data, C.c_void_p), src, C.sizeof(data), 0, None, None)

    def launch(k, g=N):
        gs = C.c_size_t(g)
        rc = cl.clEnqueueNDRangeKernel(q, k, 1, None, C.byref(gs), None, 0, None, None)
        return rc, cl.clFinish(q)

    def ptrs(k, lst):
        arr = (C.c_void_p * max(len(lst), 1))(*lst)
        return cl.clSetKernelExecInfo(k, SVM_PTRS, C.sizeof(C.c_void_p) * len(lst), C.cast(arr, C.c_void_p))

    nint = C.c_int(N)
    # --- indirect read / write
    for mode in ("unset", "listed", "other_listed"):
        buf, tab, out, other = svm(N * 4), svm(8), svm(N * 4), svm(4096)
        host = (C.c_float * N)(*[float(i) * 2 for i in range(N)])
        put(buf, host)
        put(tab, (C.c_uint64 * 1)(buf))
        k = kern(b"gather")
        cl.clSetKernelArgSVMPointer(k, 0, out)
        cl.clSetKernelArgSVMPointer(k, 1, tab)
        cl.clSetKernelArg(k, 2, 4, C.byref(nint))
        prc = 0
        if mode == "listed":
            prc = ptrs(k, [buf])
        elif mode == "other_listed":
            prc = ptrs(k, [other])
        rcs = launch(k)
        res = (C.c_float * N)()
        get(out, res)
        bad = sum(1 for i in range(0, N, 97) if res[i] != host[i])
        print(f"indirect_read_{mode}: exec_info {prc}, launch {rcs}, {bad} wrong of {len(range(0, N, 97))}")
        k2 = kern(b"scatter")
        cl.clSetKernelArgSVMPointer(k2, 0, tab)
        cl.clSetKernelArg(k2, 1, 4, C.byref(nint))
        if mode == "listed":
            ptrs(k2, [buf])
        elif mode == "other_listed":
            ptrs(k2, [other])
        rcs = launch(k2)
        get(buf, res)
        bad = sum(1 for i in range(0, N, 97) if res[i] != float(i) + 0.5)
        print(f"indirect_write_{mode}: launch {rcs}, {bad} wrong")
        for p in (buf, tab, out, other):
            cl.clSVMFree(ctx, p)
        cl.clFinish(q)
    # --- a list that names a freed allocation
    t, f = (svm(4096), svm(4096)) if a.stale else (None, None)
    if a.stale:
        k = kern(b"touch")
        cl.clSetKernelArgSVMPointer(k, 0, t)
        prc = ptrs(k, [f, t])
        cl.clSVMFree(ctx, f)
        print(f"stale_list: exec_info {prc}", flush=True)
        print(f"stale_list: launch after free {launch(k, 1)}", flush=True)
        cl.clSVMFree(ctx, t)

    # --- costs
    def med(fn):
        for _ in range(3):
            fn()
        ts = []
        for _ in range(a.reps):
            t0 = time.perf_counter()
            fn()
            ts.append(time.perf_counter() - t0)
        return statistics.median(ts) * 1e6

    small = svm(4096)
    k = kern(b"touch")
    cl.clSetKernelArgSVMPointer(k, 0, small)
    hbuf = (C.c_char * 4096)()

    def mapunmap():
        cl.clEnqueueSVMMap(q, 0, 3, small, 4096, 0, None, None)
        cl.clEnqueueSVMUnmap(q, small, 0, None, None)
        cl.clFinish(q)

    def memcpy4k():
        cl.clEnqueueSVMMemcpy(q, 1, small, C.cast(hbuf, C.c_void_p), 4096, 0, None, None)

    def costs(tag):
        print(f"launch_cost_{tag}: {med(lambda: launch(k, 1)):.1f} us; map_cost_{tag}: {med(mapunmap):.1f} us; "
              f"memcpy_cost_{tag}: {med(memcpy4k):.1f} us")

    costs("nothing_held")
    held = []
    chunk = 100 << 20
    for _ in range(max(1, (a.held_mib << 20) // chunk)):
        p = svm(chunk)
        zero = C.c_int(0)
        cl.clEnqueueSVMMemFill(q, p, C.byref(zero), 4, chunk, 0, None, None)
        held.append(p)
    cl.clFinish(q)
    costs(f"{a.held_mib}MiB_held_unlisted")
    ptrs(k, held + [small])
    costs(f"{a.held_mib}MiB_held_listed")
    ptrs(k, [small])
    costs(f"{a.held_mib}MiB_held_list_reset")
    for p in held:
        cl.clSVMFree(ctx, p)
    cl.clFinish(q)
    costs("freed_again")


if __name__ == "__main__":
    sys.exit(main())
