"""A command buffer through the real Unified Runtime loader (oneAPI 2026.2's
libur_loader.so.0, the DDI tables as libsycl.so.9 gets them), run by
scripts/ur-cmdbuf-probe.sh with syclrt or Intel's adapter as the OpenCL
adapter: the device's command-buffer answers, then a graph of two USM fills
and a kernel launch with arguments (dpctl's multi_kernel.spv `add`:
c = a + b), finalized and replayed several times, timed against the same
launches one by one. Exits non-zero on any error or wrong result.
"""

import ctypes as C
import os
import sys
import time

import dpctl

ur = C.CDLL("libur_loader.so.0")
P = C.c_void_p
N = 4096
REPLAYS = int(os.environ.get("CMDBUF_REPLAYS", "200"))


def call(name, *args):
    r = getattr(ur, name)(*args)
    if r != 0:
        raise SystemExit(f"{name} -> {r:#x}")


class Desc(C.Structure):
    _fields_ = [("stype", C.c_uint32), ("pNext", P), ("isUpdatable", C.c_uint8), ("isInOrder", C.c_uint8),
                ("enableProfiling", C.c_uint8)]


class MemTuple(C.Structure):
    _fields_ = [("hMem", P), ("flags", C.c_uint32)]


class ArgValue(C.Union):
    _fields_ = [("value", P), ("pointer", P), ("memObjTuple", MemTuple), ("sampler", P)]


class Arg(C.Structure):
    _fields_ = [("stype", C.c_uint32), ("pNext", P), ("type", C.c_uint32), ("index", C.c_uint32),
                ("size", C.c_size_t), ("value", ArgValue)]


def main():
    call("urLoaderInit", C.c_uint32(0), P())
    n = C.c_uint32(0)
    adapters = (P * 4)()
    call("urAdapterGet", C.c_uint32(4), adapters, C.byref(n))
    dev = P()
    plat = P()
    for i in range(n.value):
        ps = (P * 8)()
        np_ = C.c_uint32(0)
        if ur.urPlatformGet(P(adapters[i]), C.c_uint32(8), ps, C.byref(np_)) != 0:
            continue
        for j in range(np_.value):
            nd = C.c_uint32(0)
            if ur.urDeviceGet(P(ps[j]), C.c_uint32(4), C.c_uint32(1), C.byref(dev), C.byref(nd)) == 0 and nd.value:
                plat = P(ps[j])
                break
        if dev.value:
            break
    if not dev.value:
        raise SystemExit("no CPU device")
    name = C.create_string_buffer(256)
    call("urDeviceGetInfo", dev, C.c_uint32(66), C.c_size_t(256), name, P())  # UR_DEVICE_INFO_NAME
    sup = C.c_uint8(0)
    caps = C.c_uint32(0)
    ev_sup = C.c_uint8(0)
    call("urDeviceGetInfo", dev, C.c_uint32(0x1000), C.c_size_t(1), C.byref(sup), P())
    call("urDeviceGetInfo", dev, C.c_uint32(0x1001), C.c_size_t(4), C.byref(caps), P())
    call("urDeviceGetInfo", dev, C.c_uint32(0x1002), C.c_size_t(1), C.byref(ev_sup), P())
    print(f"device: {name.value.decode()}")
    print(f"COMMAND_BUFFER_SUPPORT_EXP={sup.value} UPDATE_CAPABILITIES_EXP={caps.value:#x} EVENT_SUPPORT_EXP={ev_sup.value}")
    ctx = P()
    call("urContextCreate", C.c_uint32(1), C.byref(dev), P(), C.byref(ctx))
    q = P()
    call("urQueueCreate", ctx, dev, P(), C.byref(q))
    spv = open(os.path.join(os.path.dirname(dpctl.__file__), "tests", "input_files", "multi_kernel.spv"), "rb").read()
    prog = P()
    call("urProgramCreateWithIL", ctx, C.c_char_p(spv), C.c_size_t(len(spv)), P(), C.byref(prog))
    call("urProgramBuild", ctx, prog, C.c_char_p(b""))
    k = P()
    call("urKernelCreate", prog, C.c_char_p(b"add"), C.byref(k))
    ptrs = []
    for _ in range(3):
        p = P()
        call("urUSMSharedAlloc", ctx, dev, P(), P(), C.c_size_t(N * 4), C.byref(p))
        ptrs.append(p)
    a, b, c = ptrs
    args = (Arg * 3)()
    for i, p in enumerate(ptrs):
        args[i].stype = 0x5000  # UR_STRUCTURE_TYPE_EXP_KERNEL_ARG_PROPERTIES
        args[i].type = 1  # UR_EXP_KERNEL_ARG_TYPE_POINTER
        args[i].index = i
        args[i].size = 8
        args[i].value.pointer = p
    gsize = (C.c_size_t * 1)(N)

    desc = Desc(0x1000, None, 0, 0, 0)
    cb = P()
    call("urCommandBufferCreateExp", ctx, dev, C.byref(desc), C.byref(cb))
    two, three = C.c_int32(2), C.c_int32(3)
    s0, s1, s2 = C.c_uint32(), C.c_uint32(), C.c_uint32()
    call("urCommandBufferAppendUSMFillExp", cb, a, C.byref(two), C.c_size_t(4), C.c_size_t(N * 4), C.c_uint32(0), P(),
         C.c_uint32(0), P(), C.byref(s0), P(), P())
    call("urCommandBufferAppendUSMFillExp", cb, b, C.byref(three), C.c_size_t(4), C.c_size_t(N * 4), C.c_uint32(0),
         P(), C.c_uint32(0), P(), C.byref(s1), P(), P())
    deps = (C.c_uint32 * 2)(s0.value, s1.value)
    call("urCommandBufferAppendKernelLaunchWithArgsExp", cb, k, C.c_uint32(1), P(), gsize, P(), C.c_uint32(3), args,
         C.c_uint32(0), P(), C.c_uint32(2), deps, C.c_uint32(0), P(), C.byref(s2), P(), P())
    call("urCommandBufferFinalizeExp", cb)
    out = (C.c_int32 * N)()
    times = []
    for r in range(REPLAYS):
        t0 = time.perf_counter()
        C.memset(c, 0, N * 4)
        ev = P()
        call("urEnqueueCommandBufferExp", q, cb, C.c_uint32(0), P(), C.byref(ev))
        call("urEventWait", C.c_uint32(1), C.byref(ev))
        call("urEventRelease", ev)
        times.append(time.perf_counter() - t0)
        C.memmove(out, c, N * 4)
        if any(out[i] != 5 for i in (0, 1, N // 2, N - 1)):
            raise SystemExit(f"replay {r}: c = {out[0]}, {out[1]}, ... (want 5)")
    times.sort()
    dt = times[len(times) // 2] * 1e6
    print(f"graph (2 USM fills -> add): {REPLAYS} replays correct, median {dt:.0f} us (enqueue + wait)")
    call("urCommandBufferReleaseExp", cb)
    for p in ptrs:
        call("urUSMFree", ctx, p)
    call("urKernelRelease", k)
    call("urProgramRelease", prog)
    call("urQueueRelease", q)
    call("urContextRelease", ctx)
    print("command buffer through the UR loader: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
