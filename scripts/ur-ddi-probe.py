#!/usr/bin/env python3
# Prints the DDI table layouts an adapter (or loader) fills, by naming each slot
# pointer with the library's own symbol table (nm -C). Usage: probe.py LIB
import ctypes, subprocess, sys, re
lib = sys.argv[1]
syms = {}
for line in subprocess.run(["nm", "-C", lib], capture_output=True, text=True).stdout.splitlines():
    p = line.split(" ", 2)
    if len(p) == 3 and p[0] and p[1] in "tTwW":
        syms.setdefault(int(p[0], 16), p[2])
tables = [l.split()[2] for l in subprocess.run(["nm", "-D", "--defined-only", lib], capture_output=True, text=True).stdout.splitlines() if "ProcAddrTable" in l]
h = ctypes.CDLL(lib)
# load base: address of a known symbol minus its nm value
name0 = tables[0].split("@")[0]
f0 = ctypes.cast(getattr(h, name0), ctypes.c_void_p).value
nmaddr = [a for a, n in syms.items() if n == name0][0]
base = f0 - nmaddr
for t in tables:
    t = t.split("@")[0]
    buf = (ctypes.c_void_p * 128)(*([0xdead] * 128))
    fn = getattr(h, t); fn.restype = ctypes.c_int
    r = fn(ctypes.c_uint32((0 << 16) | 12), buf)
    names = []
    for i in range(128):
        v = buf[i]
        if v == 0xdead: break
        names.append(syms.get((v or 0) - base, hex(v or 0)))
    print(t, r, len(names), " ".join(re.sub(r"\(.*", "", n).split("::")[-1] for n in names))
