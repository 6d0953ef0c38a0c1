#!/usr/bin/env python3
"""Profiling timestamps of kernel, marker and barrier events on an OpenCL
device (ctypes over libOpenCL.so.1, no syclrt): what the driver answers for
CL_PROFILING_COMMAND_QUEUED/SUBMIT/START/END/COMPLETE of each. Issue 26
(dpctl's SyclTimer on NVIDIA saw negative device times).

  nv-profiling-probe.py [PLATFORM-SUBSTRING]   (default NVIDIA)
"""
import ctypes as C
import sys

cl = C.CDLL("libOpenCL.so.1")
for f in ("clCreateContext", "clCreateCommandQueue", "clCreateProgramWithSource", "clCreateKernel", "clCreateBuffer"):
    getattr(cl, f).restype = C.c_void_p
want = (sys.argv[1] if len(sys.argv) > 1 else "NVIDIA").encode()
n = C.c_uint()
cl.clGetPlatformIDs(0, None, C.byref(n))
plats = (C.c_void_p * n.value)()
cl.clGetPlatformIDs(n.value, plats, None)
dev = C.c_void_p()
for p in plats:
    nm = C.create_string_buffer(256)
    cl.clGetPlatformInfo(C.c_void_p(p), 0x0902, 256, nm, None)
    if want in nm.value and cl.clGetDeviceIDs(C.c_void_p(p), C.c_uint64(0xFFFFFFFF), 1, C.byref(dev), None) == 0:
        break
else:
    raise SystemExit("no such platform")
err = C.c_int()
ctx = C.c_void_p(cl.clCreateContext(None, 1, C.byref(dev), None, None, C.byref(err)))
q = C.c_void_p(cl.clCreateCommandQueue(ctx, dev, C.c_uint64(2), C.byref(err)))  # PROFILING_ENABLE
src = C.c_char_p(b"kernel void k(global int *p) { p[get_global_id(0)] += 1; }")
prog = C.c_void_p(cl.clCreateProgramWithSource(ctx, 1, C.byref(src), None, C.byref(err)))
cl.clBuildProgram(prog, 1, C.byref(dev), b"", None, None)
k = C.c_void_p(cl.clCreateKernel(prog, b"k", C.byref(err)))
buf = C.c_void_p(cl.clCreateBuffer(ctx, C.c_uint64(1), C.c_size_t(1 << 24), None, C.byref(err)))
cl.clSetKernelArg(k, 0, 8, C.byref(buf))


def prof(ev, what):
    vals = []
    for p in (0x1280, 0x1281, 0x1282, 0x1283, 0x1284):
        v = C.c_uint64()
        rc = cl.clGetEventProfilingInfo(ev, p, 8, C.byref(v), None)
        vals.append(v.value if rc == 0 else f"err{rc}")
    base = next((x for x in vals if isinstance(x, int) and x), 0)
    rel = [x - base if isinstance(x, int) and x else x for x in vals]
    print(f"{what:28s} queued/submit/start/end/complete: {vals}  (relative {rel})", flush=True)


g = C.c_size_t(1 << 22)
for label, fn in (
    ("kernel", lambda e: cl.clEnqueueNDRangeKernel(q, k, 1, None, C.byref(g), None, 0, None, C.byref(e))),
    ("marker (empty wait list)", lambda e: cl.clEnqueueMarkerWithWaitList(q, 0, None, C.byref(e))),
    ("barrier (empty wait list)", lambda e: cl.clEnqueueBarrierWithWaitList(q, 0, None, C.byref(e))),
    ("kernel", lambda e: cl.clEnqueueNDRangeKernel(q, k, 1, None, C.byref(g), None, 0, None, C.byref(e))),
    ("barrier after kernel", lambda e: cl.clEnqueueBarrierWithWaitList(q, 0, None, C.byref(e))),
):
    e = C.c_void_p()
    rc = fn(e)
    cl.clFinish(q)
    if rc:
        print(label, "enqueue ->", rc)
        continue
    prof(e, label)
