#!/usr/bin/env python3
"""Does NVIDIA's clEnqueueSVMMemcpy crash when one side is plain host memory?
(issue 37: test_usm_ndarray_linalg.py died with SIGSEGV at address 0x148
inside libnvidia-opencl.so.1's clEnqueueSVMMemcpy, called by syclrt for
dpnp's copy of a 2.5 MB NumPy array into device USM.) Without syclrt:
ctypes over libOpenCL.so.1 (scripts/nvcl.py).

  nv-svm-memcpy-probe.py                 # every case, each in a child process
  nv-svm-memcpy-probe.py CASE SIZE ROUNDS

One line per case and size: `ok` (ROUNDS rounds of copies exact), `WRONG`
or `died signal N`. Cases: h2d and d2h (host memory from NumPy, a fresh
array per round, against a coarse-grained SVM allocation), each plain
(`-plain`), with 64 other SVM allocations live and mapped (`-mapped`), and
blocking (`-blocking`).
"""
import ctypes as C
import subprocess
import sys

SIZES = [1 << 16, 1 << 20, (1 << 21) - 4096, 1 << 21, 2547216, 1 << 22, 1 << 24, 1 << 26]
CASES = ["h2d-plain", "d2h-plain", "h2d-mapped", "d2h-mapped", "h2d-blocking", "d2h-blocking"]


def child(case, size, rounds):
    import numpy as np

    from nvcl import cl, context_and_queue

    cl.clSVMAlloc.restype = C.c_void_p
    cl.clSVMAlloc.argtypes = [C.c_void_p, C.c_uint64, C.c_size_t, C.c_uint]
    cl.clSVMFree.argtypes = [C.c_void_p, C.c_void_p]
    cl.clEnqueueSVMMap.argtypes = [C.c_void_p, C.c_uint, C.c_uint64, C.c_void_p, C.c_size_t, C.c_uint, C.c_void_p, C.c_void_p]
    cl.clEnqueueSVMUnmap.argtypes = [C.c_void_p, C.c_void_p, C.c_uint, C.c_void_p, C.c_void_p]
    cl.clEnqueueSVMMemcpy.argtypes = [C.c_void_p, C.c_uint, C.c_void_p, C.c_void_p, C.c_size_t, C.c_uint, C.c_void_p, C.c_void_p]
    cl.clFinish.argtypes = [C.c_void_p]
    _, _, ctx, q = context_and_queue()
    blocking = 1 if case.endswith("blocking") else 0
    held = []
    if case.endswith("mapped"):
        for i in range(64):
            p = cl.clSVMAlloc(ctx, 1, 64 + 8 * i, 0)
            cl.clEnqueueSVMMap(q, 1, 3, p, 64 + 8 * i, 0, None, None)
            held.append(p)
    rng = np.random.default_rng(size)
    for r in range(rounds):
        dev = cl.clSVMAlloc(ctx, 1, size, 0)
        if not dev:
            print("clSVMAlloc NULL")
            return 3
        a = rng.integers(0, 255, size, dtype=np.uint8)
        b = np.zeros(size, dtype=np.uint8)
        if case.startswith("h2d"):
            rc = cl.clEnqueueSVMMemcpy(q, blocking, dev, a.ctypes.data, size, 0, None, None)
            rc2 = cl.clEnqueueSVMMemcpy(q, 1, b.ctypes.data, dev, size, 0, None, None)
        else:
            rc = cl.clEnqueueSVMMemcpy(q, 1, dev, a.ctypes.data, size, 0, None, None)
            rc2 = cl.clEnqueueSVMMemcpy(q, blocking, b.ctypes.data, dev, size, 0, None, None)
        cl.clFinish(q)
        if rc or rc2:
            print(f"rc {rc} {rc2}")
            return 2
        if not np.array_equal(a, b):
            print("WRONG")
            return 1
        cl.clSVMFree(ctx, dev)
        del a, b
    print("ok")
    return 0


def main():
    if len(sys.argv) == 4:
        sys.exit(child(sys.argv[1], int(sys.argv[2]), int(sys.argv[3])))
    for case in CASES:
        for size in SIZES:
            rounds = 40 if size <= 1 << 22 else 10
            p = subprocess.run([sys.executable, __file__, case, str(size), str(rounds)], capture_output=True, text=True, timeout=120)
            what = p.stdout.strip().splitlines()[-1] if p.stdout.strip() else ""
            if p.returncode < 0:
                what = f"died signal {-p.returncode}"
            print(f"{case:14s} {size:>9d} x{rounds}: {what or 'rc ' + str(p.returncode)}", flush=True)


if __name__ == "__main__":
    main()
