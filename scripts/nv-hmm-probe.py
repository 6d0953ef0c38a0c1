#!/usr/bin/env python3
"""Can an NVIDIA OpenCL kernel use plain host memory (malloc/mmap, not
clSVMAlloc) through its pointer, as CUDA can under HMM (heterogeneous
memory management, open kernel modules, driver >= 535)? If it can, host and
shared USM need no coarse-grained map/unmap bracket on such a device
(issue 37). Without syclrt: ctypes over libOpenCL.so.1.

  nv-hmm-probe.py [--mib 256]

Each line: probe, result. Each probe runs in a child process of its own,
so a device fault in one does not hide the others:
  arg_svmptr       clSetKernelArgSVMPointer with an mmap'd pointer; the kernel
                   reads it and writes the result into mmap'd memory
  arg_ulong        the same pointer passed by value as a ulong (kernel casts)
  table            a kernel reaches mmap'd memory through a pointer stored in
                   mmap'd memory
  host_after       the host writes again after a kernel, a second kernel reads
  svm_memcpy       clEnqueueSVMMemcpy between mmap'd memory and clSVMAlloc'd
  bw_*             a kernel reading --mib MiB of mmap'd memory: first touch,
                   again (pages migrated?), against clSVMAlloc'd memory
"""
import argparse
import ctypes as C
import mmap
import subprocess
import sys
import time

SRC = b"""
kernel void axpb(global const float *a, global float *b, int n) {
  int i = get_global_id(0); if (i < n) b[i] = a[i] * 2.0f + 1.0f;
}
kernel void axpb_u(ulong pa, ulong pb, int n) {
  int i = get_global_id(0);
  global const float *a = (global const float *)pa; global float *b = (global float *)pb;
  if (i < n) b[i] = a[i] * 2.0f + 1.0f;
}
kernel void via_table(global const ulong *tab, int n) {
  int i = get_global_id(0);
  global const float *a = (global const float *)tab[0]; global float *b = (global float *)tab[1];
  if (i < n) b[i] = a[i] * 2.0f + 1.0f;
}
kernel void readsum(global const float *a, global float *out, int n) {
  int i = get_global_id(0); float s = 0.0f;
  for (int j = i; j < n; j += get_global_size(0)) s += a[j];
  out[i] = s;
}
"""
N = 1 << 20


def setup():
    from nvcl import cl, context_and_queue

    for f in ("clSVMAlloc", "clCreateProgramWithSource"):
        getattr(cl, f).restype = C.c_void_p
    cl.clSVMAlloc.argtypes = [C.c_void_p, C.c_uint64, C.c_size_t, C.c_uint]
    cl.clSVMFree.argtypes = [C.c_void_p, C.c_void_p]
    cl.clSetKernelArgSVMPointer.argtypes = [C.c_void_p, C.c_uint, C.c_void_p]
    cl.clEnqueueSVMMemcpy.argtypes = [C.c_void_p, C.c_uint, C.c_void_p, C.c_void_p, C.c_size_t, C.c_uint,
                                      C.c_void_p, C.c_void_p]
    cl.clCreateKernel.restype = C.c_void_p
    dev, devname, ctx, q = context_and_queue()
    err = C.c_int(0)
    src = C.c_char_p(SRC)
    prog = C.c_void_p(cl.clCreateProgramWithSource(ctx, 1, C.byref(src), None, C.byref(err)))
    rc = cl.clBuildProgram(prog, 1, C.byref(dev), b"", None, None)
    assert rc == 0, f"clBuildProgram {rc}"
    ks = {}
    for name in (b"axpb", b"axpb_u", b"via_table", b"readsum"):
        ks[name.decode()] = C.c_void_p(cl.clCreateKernel(prog, name, C.byref(err)))
    return cl, dev, devname, ctx, q, ks


def host_floats(n):
    """n float32 in fresh anonymous mmap'd pages (not the driver's memory): (buffer, array, address)."""
    m = mmap.mmap(-1, n * 4)
    arr = (C.c_float * n).from_buffer(m)
    return m, arr, C.addressof(arr)


def run_1d(cl, q, k, n, gsz=None):
    g = C.c_size_t(gsz or n)
    l = C.c_size_t(256)
    rc = cl.clEnqueueNDRangeKernel(q, k, 1, None, C.byref(g), C.byref(l), 0, None, None)
    if rc:
        return f"enqueue {rc}"
    rc = cl.clFinish(q)
    return f"finish {rc}" if rc else None


def check(arr_a, arr_b, n):
    bad = sum(1 for i in range(0, n, 997) if arr_b[i] != arr_a[i] * 2.0 + 1.0)
    return "exact" if bad == 0 else f"WRONG ({bad} of {len(range(0, n, 997))} sampled)"


def probe(name, mib):
    cl, dev, devname, ctx, q, ks = setup()
    _, a, pa = host_floats(N)
    _, b, pb = host_floats(N)
    for i in range(N):
        a[i] = float(i % 1000)
    n = C.c_int(N)
    if name == "arg_svmptr":
        k = ks["axpb"]
        r1 = cl.clSetKernelArgSVMPointer(k, 0, C.c_void_p(pa))
        r2 = cl.clSetKernelArgSVMPointer(k, 1, C.c_void_p(pb))
        cl.clSetKernelArg(k, 2, 4, C.byref(n))
        if r1 or r2:
            return f"clSetKernelArgSVMPointer refused ({r1}, {r2})"
        e = run_1d(cl, q, k, N)
        return e or check(a, b, N)
    if name == "arg_ulong":
        k = ks["axpb_u"]
        ua, ub = C.c_uint64(pa), C.c_uint64(pb)
        cl.clSetKernelArg(k, 0, 8, C.byref(ua))
        cl.clSetKernelArg(k, 1, 8, C.byref(ub))
        cl.clSetKernelArg(k, 2, 4, C.byref(n))
        e = run_1d(cl, q, k, N)
        return e or check(a, b, N)
    if name == "table":
        k = ks["via_table"]
        _, t, pt = host_floats(4)
        tab = (C.c_uint64 * 2).from_address(pt)
        tab[0], tab[1] = pa, pb
        cl.clSetKernelArgSVMPointer(k, 0, C.c_void_p(pt))
        cl.clSetKernelArg(k, 1, 4, C.byref(n))
        e = run_1d(cl, q, k, N)
        return e or check(a, b, N)
    if name == "host_after":
        k = ks["axpb"]
        cl.clSetKernelArgSVMPointer(k, 0, C.c_void_p(pa))
        cl.clSetKernelArgSVMPointer(k, 1, C.c_void_p(pb))
        cl.clSetKernelArg(k, 2, 4, C.byref(n))
        e = run_1d(cl, q, k, N)
        if e:
            return e
        for i in range(N):
            a[i] = float((i * 7) % 1000)
        e = run_1d(cl, q, k, N)
        return e or check(a, b, N)
    if name == "svm_memcpy":
        s = cl.clSVMAlloc(ctx, 1, N * 4, 0)
        rc1 = cl.clEnqueueSVMMemcpy(q, 1, C.c_void_p(s), C.c_void_p(pa), N * 4, 0, None, None)
        rc2 = cl.clEnqueueSVMMemcpy(q, 1, C.c_void_p(pb), C.c_void_p(s), N * 4, 0, None, None)
        ok = all(b[i] == a[i] for i in range(0, N, 997))
        cl.clSVMFree(ctx, C.c_void_p(s))
        return f"rc {rc1},{rc2} " + ("exact" if ok else "WRONG")
    if name == "bw":
        m = mib << 18
        k = ks["readsum"]
        _, big, pbig = host_floats(m)
        C.memset(pbig, 0, m * 4)
        s = cl.clSVMAlloc(ctx, 1, m * 4, 0)
        cl.clEnqueueSVMMemcpy(q, 1, C.c_void_p(s), C.c_void_p(pbig), m * 4, 0, None, None)
        _, out, pout = host_floats(1 << 16)
        mm = C.c_int(m)
        res = []
        for label, p in (("mmap", pbig), ("mmap", pbig), ("mmap", pbig), ("svm", s), ("svm", s)):
            cl.clSetKernelArgSVMPointer(k, 0, C.c_void_p(p))
            cl.clSetKernelArgSVMPointer(k, 1, C.c_void_p(pout))
            cl.clSetKernelArg(k, 2, 4, C.byref(mm))
            t = time.perf_counter()
            e = run_1d(cl, q, k, 1 << 16)
            dt = time.perf_counter() - t
            res.append(f"{label} {dt * 1e3:.2f} ms ({mib / 1024 / dt:.1f} GiB/s){' ' + e if e else ''}")
        C.memset(pbig, 0, 4)
        t = time.perf_counter()
        C.memset(pbig, 1, m * 4)
        dt = time.perf_counter() - t
        res.append(f"host rewrite after device read {dt * 1e3:.1f} ms")
        cl.clSVMFree(ctx, C.c_void_p(s))
        return "; ".join(res)
    return "unknown probe"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mib", type=int, default=256)
    ap.add_argument("--child")
    a = ap.parse_args()
    if a.child:
        print(probe(a.child, a.mib), flush=True)
        return
    for name in ("arg_svmptr", "arg_ulong", "table", "host_after", "svm_memcpy", "bw"):
        try:
            r = subprocess.run([sys.executable, __file__, "--child", name, "--mib", str(a.mib)],
                               capture_output=True, text=True, timeout=120)
            out = (r.stdout.strip() or "") + (f" [rc {r.returncode}] {r.stderr.strip()[-300:]}" if r.returncode else "")
        except subprocess.TimeoutExpired:
            out = "TIMEOUT"
        print(f"{name}: {out}", flush=True)


if __name__ == "__main__":
    main()
