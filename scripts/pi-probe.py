#!/usr/bin/env python3
"""Differential probe: loads a PI plugin (stock libpi_opencl.so or syclrt),
calls piPluginInit and asks every piDeviceGetInfo / piPlatformGetInfo /
piContextGetInfo name of PI 15.47 for the first device; prints one line per
query (status, size, value bytes) so two plugins can be diffed.
    python3 scripts/pi-probe.py /path/to/libpi_opencl.so"""
import ctypes as C, sys
EXTRA = [0x7777] if len(sys.argv) > 2 else []
lib = C.CDLL(sys.argv[1], mode=C.RTLD_GLOBAL)
buf = (C.c_char * 0x530)()
buf[0:6] = b"15.47\0"
lib.piPluginInit(buf)
fns = C.cast(C.addressof(buf) + 0x30, C.POINTER(C.c_void_p))
def fn(i, *argtypes):
    return C.CFUNCTYPE(C.c_int32, *argtypes)(fns[i])
u32, sz, vp = C.c_uint32, C.c_size_t, C.c_void_p
piPlatformsGet = fn(0, u32, vp, C.POINTER(u32))
piPlatformGetInfo = fn(1, vp, u32, sz, vp, C.POINTER(sz))
piDevicesGet = fn(4, vp, C.c_uint64, u32, vp, C.POINTER(u32))
piDeviceGetInfo = fn(5, vp, u32, sz, vp, C.POINTER(sz))
piContextCreate = fn(14, vp, u32, vp, vp, vp, C.POINTER(vp))
piContextGetInfo = fn(15, vp, u32, sz, vp, C.POINTER(sz))
n = u32(); piPlatformsGet(0, None, C.byref(n))
plats = (vp * n.value)(); piPlatformsGet(n.value, plats, None)
p = plats[0]
def q(f, obj, code, extra=()):
    s = sz(0)
    r = f(obj, *extra, code, 0, None, C.byref(s))
    if r != 0:
        return f"{code:#x} err {r}"
    b = (C.c_char * max(s.value, 1))()
    r = f(obj, *extra, code, s.value, b, None)
    raw = bytes(b[: s.value])
    if 0 < len(raw) and all(32 <= c < 127 for c in raw[:-1]) and raw[-1] == 0 and len(raw) > 1:
        val = raw[:-1].decode()
        if len(val) > 60: val = val[:60] + "..."
    else:
        val = raw.hex() if len(raw) <= 64 else raw[:64].hex() + "..."
    return f"{code:#x} ok size={s.value} r2={r} {val}"
for c in [0x900, 0x901, 0x902, 0x903, 0x904, 0x21000] + EXTRA:
    print("platform", q(piPlatformGetInfo, p, c))
n = u32(); piDevicesGet(p, 0xFFFFFFFF, 0, None, C.byref(n))
devs = (vp * n.value)(); piDevicesGet(p, 0xFFFFFFFF, n.value, devs, None)
d = devs[0]
codes = list(range(0x1000, 0x1070)) + [0x4108, 0x4190, 0x4191, 0x4192, 0x4193, 0x4194, 0x4250, 0x4251] \
    + list(range(0x10020, 0x10033)) + [0x10110, 0x10111, 0x11000, 0x10112, 0x10113, 0x1FFFF] \
    + list(range(0x20000, 0x20011)) + list(range(0x20100, 0x20117)) + EXTRA
for c in [c for c in codes if c not in (0x1046,)]:
    print("device", q(piDeviceGetInfo, d, c))
ctx = vp()
print("ctxcreate", piContextCreate(None, 1, C.byref(C.c_void_p(d)), None, None, C.byref(ctx)))
for c in [0x1080, 0x1081, 0x1083, 0x1084, 0x10010, 0x10011, 0x10012, 0x10013, 0x30000, 0x30001, 0x30002] + EXTRA:
    print("context", q(piContextGetInfo, ctx, c))
