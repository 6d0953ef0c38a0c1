#!/usr/bin/env python3
"""OpenCL platform probe without syclrt (ctypes over libOpenCL.so.1), for
diagnosing device discovery on the GPU machines.

  opencl-probe.py list           one line per platform: name, device count, error
  opencl-probe.py hold SECONDS   also create a context on every device, then sleep
  opencl-probe.py spawn          also create contexts, then run "list" in a child
                                 with and without the inheritable descriptors
"""
import ctypes, sys, time

cl = ctypes.CDLL("libOpenCL.so.1")
n = ctypes.c_uint(0)
rc = cl.clGetPlatformIDs(0, None, ctypes.byref(n))
print(f"clGetPlatformIDs -> {rc}, {n.value} platform(s)")
plats = (ctypes.c_void_p * max(n.value, 1))()
if n.value:
    cl.clGetPlatformIDs(n.value, plats, None)
ctxs = []
for i in range(n.value):
    buf = ctypes.create_string_buffer(256)
    cl.clGetPlatformInfo(ctypes.c_void_p(plats[i]), 0x0902, 256, buf, None)  # CL_PLATFORM_NAME
    nd = ctypes.c_uint(0)
    rc = cl.clGetDeviceIDs(ctypes.c_void_p(plats[i]), ctypes.c_uint64(0xFFFFFFFF), 0, None, ctypes.byref(nd))
    print(f"platform {i}: {buf.value.decode()}: clGetDeviceIDs -> {rc}, {nd.value} device(s)")
    if len(sys.argv) > 1 and sys.argv[1] in ("hold", "spawn") and nd.value:
        devs = (ctypes.c_void_p * nd.value)()
        cl.clGetDeviceIDs(ctypes.c_void_p(plats[i]), ctypes.c_uint64(0xFFFFFFFF), nd.value, devs, None)
        err = ctypes.c_int(0)
        cl.clCreateContext.restype = ctypes.c_void_p
        ctxs.append(cl.clCreateContext(None, nd.value, devs, None, None, ctypes.byref(err)))
        print(f"  context -> {err.value}")
sys.stdout.flush()
if len(sys.argv) > 2:
    time.sleep(float(sys.argv[2]))
if len(sys.argv) > 1 and sys.argv[1] == "spawn":
    import os, subprocess, fcntl
    inh = []
    for fd in sorted(int(f) for f in os.listdir("/proc/self/fd")):
        try:
            if fd > 2 and not fcntl.fcntl(fd, fcntl.F_GETFD) & fcntl.FD_CLOEXEC:
                inh.append(f"{fd} -> {os.readlink(f'/proc/self/fd/{fd}')}")
        except OSError:
            pass
    print(f"inheritable descriptors: {inh}")
    # close_fds=False lets CPython use posix_spawn (no copy of this
    # process); close_fds=True forks; the shell variant forks a shell that
    # forks the child.
    for how, argv, close in (
        ("posix_spawn", [sys.executable, __file__, "list"], False),
        ("fork", [sys.executable, __file__, "list"], True),
        ("fork of a shell that forks", ["/bin/sh", "-c", '"$@"; exit $?', "sh", sys.executable, __file__, "list"], True),
    ):
        r = subprocess.run(argv, close_fds=close, capture_output=True, text=True)
        nv = [l for l in r.stdout.splitlines() if "NVIDIA" in l]
        print(f"child by {how}: {nv or 'no NVIDIA platform'}")
