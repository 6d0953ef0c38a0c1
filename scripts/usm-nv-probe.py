#!/usr/bin/env python3
"""What USM can honestly be on a coarse-grained-SVM-only OpenCL device
(NVIDIA's OpenCL: CL_DEVICE_SVM_CAPABILITIES = 0x1). Issue 26, item 4.

Each probe runs in its own child process (a wrong guess about host access
is a SIGSEGV, which must not end the probe). Without syclrt: ctypes over
libOpenCL.so.1, the first GPU device of the platform whose name contains
--platform (default NVIDIA).

  usm-nv-probe.py            all probes, one line each: name, result, detail
  usm-nv-probe.py ONE        one probe (used by the parent)

Probes:
  svm_host_write      clSVMAlloc (coarse) then a host store/load with no map
  svm_kernel_coherent host writes w/o map, kernel adds 1, clFinish, host reads w/o map
  svm_map_roundtrip   the coarse-grained protocol: map/write/unmap, kernel, map/read
  malloc_as_svm       a malloc()ed pointer given to clSetKernelArgSVMPointer (HMM)
  pinned_same_addr    CL_MEM_ALLOC_HOST_PTR buffer: mapped host address == device address?
  pinned_as_svm       that mapped host pointer given to clSetKernelArgSVMPointer
"""
import ctypes as C
import os
import subprocess
import sys
import time

SRC = b"""
kernel void inc(global int *p, int n) { size_t i = get_global_id(0); if (i < n) p[i] += 1; }
kernel void addr(global ulong *out, global int *b) { out[0] = (ulong)b; }
"""
N = 1 << 20


def setup():
    cl = C.CDLL("libOpenCL.so.1")
    for f in ("clCreateContext", "clCreateCommandQueue", "clCreateProgramWithSource", "clCreateKernel",
              "clSVMAlloc", "clCreateBuffer", "clEnqueueMapBuffer"):
        getattr(cl, f).restype = C.c_void_p
    want = os.environ.get("PROBE_PLATFORM", "NVIDIA").encode()
    n = C.c_uint()
    cl.clGetPlatformIDs(0, None, C.byref(n))
    plats = (C.c_void_p * n.value)()
    cl.clGetPlatformIDs(n.value, plats, None)
    for p in plats:
        name = C.create_string_buffer(256)
        cl.clGetPlatformInfo(C.c_void_p(p), 0x0902, 256, name, None)
        if want in name.value:
            dev = C.c_void_p()
            rc = cl.clGetDeviceIDs(C.c_void_p(p), C.c_uint64(0xFFFFFFFF), 1, C.byref(dev), None)
            if rc == 0:
                break
    else:
        raise SystemExit(f"no {want.decode()} platform")
    err = C.c_int()
    ctx = cl.clCreateContext(None, 1, C.byref(dev), None, None, C.byref(err))
    q = cl.clCreateCommandQueue(C.c_void_p(ctx), dev, C.c_uint64(0), C.byref(err))
    src = C.c_char_p(SRC)
    prog = cl.clCreateProgramWithSource(C.c_void_p(ctx), 1, C.byref(src), None, C.byref(err))
    rc = cl.clBuildProgram(C.c_void_p(prog), 1, C.byref(dev), b"", None, None)
    assert rc == 0, f"build {rc}"
    caps = C.c_uint64()
    cl.clGetDeviceInfo(dev, 0x1053, 8, C.byref(caps), None)
    drv = C.create_string_buffer(128)
    cl.clGetDeviceInfo(dev, 0x102D, 128, drv, None)
    return cl, ctx, dev, q, prog, caps.value, drv.value.decode()


def kernel(cl, prog, name):
    err = C.c_int()
    k = cl.clCreateKernel(C.c_void_p(prog), name, C.byref(err))
    assert err.value == 0, f"kernel {err.value}"
    return C.c_void_p(k)


def run_inc(cl, q, k, ptr_setter):
    rc = ptr_setter(k)
    if rc != 0:
        return f"set arg -> {rc}"
    n = C.c_int(N)
    cl.clSetKernelArg(k, 1, 4, C.byref(n))
    g = C.c_size_t(N)
    rc = cl.clEnqueueNDRangeKernel(C.c_void_p(q), k, 1, None, C.byref(g), None, 0, None, None)
    if rc != 0:
        return f"enqueue -> {rc}"
    rc = cl.clFinish(C.c_void_p(q))
    return None if rc == 0 else f"finish -> {rc}"


def probe(name):
    cl, ctx, dev, q, prog, caps, drv = setup()
    if name == "info":
        return f"svm caps {caps:#x}, driver {drv}"
    cl.clSetKernelArgSVMPointer.argtypes = [C.c_void_p, C.c_uint, C.c_void_p]
    if name.startswith("svm_"):
        p = cl.clSVMAlloc(C.c_void_p(ctx), C.c_uint64(1), C.c_size_t(N * 4), 0)
        if not p:
            return "clSVMAlloc failed"
        a = (C.c_int * N).from_address(p)
        if name == "svm_host_write":
            a[0] = 41
            a[N - 1] = 7
            return f"host store/load ok ({a[0]}, {a[N - 1]})"
        if name == "svm_kernel_coherent":
            for i in range(0, N, 4099):
                a[i] = i
            t = time.perf_counter()
            e = run_inc(cl, q, kernel(cl, prog, b"inc"), lambda k: cl.clSetKernelArgSVMPointer(k, 0, p))
            dt = time.perf_counter() - t
            if e:
                return e
            bad = sum(1 for i in range(0, N, 4099) if a[i] != i + 1)
            return f"{'coherent' if bad == 0 else f'{bad} stale values'} without map (kernel+finish {dt * 1e3:.2f} ms)"
        if name == "svm_map_roundtrip":
            rc = cl.clEnqueueSVMMap(C.c_void_p(q), 1, C.c_uint64(3), C.c_void_p(p), C.c_size_t(N * 4), 0, None, None)
            C.memset(p, 0, N * 4)
            cl.clEnqueueSVMUnmap(C.c_void_p(q), C.c_void_p(p), 0, None, None)
            e = run_inc(cl, q, kernel(cl, prog, b"inc"), lambda k: cl.clSetKernelArgSVMPointer(k, 0, p))
            if e:
                return e
            cl.clEnqueueSVMMap(C.c_void_p(q), 1, C.c_uint64(1), C.c_void_p(p), C.c_size_t(N * 4), 0, None, None)
            ok = all(a[i] == 1 for i in range(0, N, 1013))
            cl.clEnqueueSVMUnmap(C.c_void_p(q), C.c_void_p(p), 0, None, None)
            cl.clFinish(C.c_void_p(q))
            return f"map {rc}, values {'ok' if ok else 'WRONG'}"
    if name == "malloc_as_svm":
        buf = (C.c_int * N)()
        e = run_inc(cl, q, kernel(cl, prog, b"inc"), lambda k: cl.clSetKernelArgSVMPointer(k, 0, C.addressof(buf)))
        if e:
            return e
        return f"values {'ok' if all(buf[i] == 1 for i in range(0, N, 1013)) else 'WRONG'}"
    if name.startswith("pinned_"):
        err = C.c_int()
        b = cl.clCreateBuffer(C.c_void_p(ctx), C.c_uint64(1 << 4 | 1), C.c_size_t(N * 4), None, C.byref(err))  # ALLOC_HOST_PTR|READ_WRITE
        assert err.value == 0, err.value
        h = cl.clEnqueueMapBuffer(C.c_void_p(q), C.c_void_p(b), 1, C.c_uint64(3), 0, C.c_size_t(N * 4), 0, None, None, C.byref(err))
        assert err.value == 0, err.value
        out = cl.clCreateBuffer(C.c_void_p(ctx), C.c_uint64(1), C.c_size_t(8), None, C.byref(err))
        k = kernel(cl, prog, b"addr")
        cl.clSetKernelArg(k, 0, 8, C.byref(C.c_void_p(out)))
        cl.clSetKernelArg(k, 1, 8, C.byref(C.c_void_p(b)))
        g = C.c_size_t(1)
        cl.clEnqueueNDRangeKernel(C.c_void_p(q), k, 1, None, C.byref(g), None, 0, None, None)
        dev_addr = C.c_uint64()
        cl.clEnqueueReadBuffer(C.c_void_p(q), C.c_void_p(out), 1, 0, 8, C.byref(dev_addr), 0, None, None)
        if name == "pinned_same_addr":
            return f"host {h:#x} device {dev_addr.value:#x}: {'SAME' if h == dev_addr.value else 'different'}"
        a = (C.c_int * N).from_address(h)
        C.memset(h, 0, N * 4)
        e = run_inc(cl, q, kernel(cl, prog, b"inc"), lambda k2: cl.clSetKernelArgSVMPointer(k2, 0, h))
        if e:
            return e
        return f"values {'ok' if all(a[i] == 1 for i in range(0, N, 1013)) else 'WRONG'}"
    if name == "alloc_free_cost":
        # What a USM allocation and free cost on this driver (dpctl's reductions
        # allocate and free temporaries on every call).
        cl.clSVMFree.argtypes = [C.c_void_p, C.c_void_p]
        out = []
        for size in (4096, 800_000, 40_000_000):
            t = time.perf_counter()
            for _ in range(200):
                p = cl.clSVMAlloc(C.c_void_p(ctx), C.c_uint64(1), C.c_size_t(size), 0)
                cl.clSVMFree(C.c_void_p(ctx), C.c_void_p(p))
            out.append(f"{size} B: {(time.perf_counter() - t) / 200 * 1e6:.1f} us")
        k = kernel(cl, prog, b"inc")
        p = cl.clSVMAlloc(C.c_void_p(ctx), C.c_uint64(1), C.c_size_t(N * 4), 0)
        cl.clSetKernelArgSVMPointer(k, 0, p)
        n = C.c_int(N)
        cl.clSetKernelArg(k, 1, 4, C.byref(n))
        g = C.c_size_t(N)
        cl.clFinish(C.c_void_p(q))
        t = time.perf_counter()
        for _ in range(200):
            cl.clEnqueueNDRangeKernel(C.c_void_p(q), k, 1, None, C.byref(g), None, 0, None, None)
        cl.clFinish(C.c_void_p(q))
        out.append(f"kernel over 4 MiB: {(time.perf_counter() - t) / 200 * 1e6:.1f} us")
        return "alloc+free " + ", ".join(out)
    return "unknown probe"


ALL = ["info", "alloc_free_cost", "svm_host_write", "svm_kernel_coherent", "svm_map_roundtrip", "malloc_as_svm", "pinned_same_addr",
       "pinned_as_svm"]

if __name__ == "__main__":
    if len(sys.argv) > 1:
        print(probe(sys.argv[1]), flush=True)
        sys.exit(0)
    for p in ALL:
        r = subprocess.run([sys.executable, __file__, p], capture_output=True, text=True, timeout=120)
        out = (r.stdout.strip().splitlines() or [""])[-1]
        if r.returncode < 0:
            out = f"child killed by signal {-r.returncode} {out}"
        elif r.returncode:
            out = f"exit {r.returncode}: {(r.stderr.strip().splitlines() or [''])[-1]}"
        print(f"usm-nv-probe: {p}: {out}", flush=True)
