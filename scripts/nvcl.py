"""ctypes over libOpenCL.so.1 for the GPU scripts that bypass syclrt
(scripts/ptx-gpu-check.py, scripts/ptx-red-kernel.py): the library with
the return types the scripts need, NVIDIA's first device, and a context
and queue on it."""
import ctypes as C
import sys

cl = C.CDLL("libOpenCL.so.1")
for _f in ("clCreateContext", "clCreateCommandQueue", "clCreateProgramWithBinary", "clCreateKernel", "clCreateBuffer"):
    getattr(cl, _f).restype = C.c_void_p

CL_MEM_READ_WRITE, CL_MEM_COPY_HOST_PTR = 1, 0x20


def nvidia_device():
    """(device, "name, driver version") of the first NVIDIA platform's first device; exits without one."""
    n = C.c_uint(0)
    cl.clGetPlatformIDs(0, None, C.byref(n))
    plats = (C.c_void_p * max(n.value, 1))()
    cl.clGetPlatformIDs(n.value, plats, None)
    for i in range(n.value):
        buf = C.create_string_buffer(256)
        cl.clGetPlatformInfo(C.c_void_p(plats[i]), 0x0902, 256, buf, None)
        if b"NVIDIA" not in buf.value:
            continue
        dev = C.c_void_p()
        if cl.clGetDeviceIDs(C.c_void_p(plats[i]), C.c_uint64(0xFFFFFFFF), 1, C.byref(dev), None) == 0:
            name = C.create_string_buffer(256)
            cl.clGetDeviceInfo(dev, 0x102B, 256, name, None)
            drv = C.create_string_buffer(256)
            cl.clGetDeviceInfo(dev, 0x102D, 256, drv, None)
            return dev, f"{name.value.decode()}, driver {drv.value.decode()}"
    sys.exit("no NVIDIA OpenCL platform (is OCL_ICD_VENDORS pointing at nvidia.icd?)")


def context_and_queue(queue_props=0):
    """(device, its name, a context, a queue with `queue_props`) on NVIDIA's device."""
    dev, devname = nvidia_device()
    err = C.c_int(0)
    ctx = C.c_void_p(cl.clCreateContext(None, 1, C.byref(dev), None, None, C.byref(err)))
    assert err.value == 0, f"clCreateContext {err.value}"
    q = C.c_void_p(cl.clCreateCommandQueue(ctx, dev, C.c_uint64(queue_props), C.byref(err)))
    assert err.value == 0, f"clCreateCommandQueue {err.value}"
    return dev, devname, ctx, q
