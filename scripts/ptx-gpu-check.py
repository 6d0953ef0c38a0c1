#!/usr/bin/env python3
"""Runs syclrt's NVPTX builtin test kernels on NVIDIA's OpenCL (no syclrt:
ctypes over libOpenCL.so.1) and checks them against NumPy.

  ptx-gpu-check.py DIR              DIR/builtins.ptx: every t_* kernel, then
                                    a child process builds each DIR/dpctl/*.ptx
  ptx-gpu-check.py --build FILE...  (the child) build each PTX, print one line each

The PTX comes from scripts/ptx-gpu-check.sh --prepare (translated on a
machine with the tools). Prints "N passed, N failed" last.
"""
import ctypes as C
import os
import subprocess
import sys
import time

import numpy as np

from nvcl import CL_MEM_COPY_HOST_PTR, CL_MEM_READ_WRITE, cl, context_and_queue  # noqa: E402 (scripts/ on sys.path)

CL_PROGRAM_BUILD_LOG = 0x1183

DEV, DEVNAME, CTX, Q = context_and_queue(0)
err = C.c_int(0)


def build(ptx: bytes):
    """clCreateProgramWithBinary with the PTX text (length without NUL), clBuildProgram."""
    length = C.c_size_t(len(ptx))
    data = C.c_char_p(ptx)
    status = C.c_int(0)
    prog = C.c_void_p(cl.clCreateProgramWithBinary(CTX, 1, C.byref(DEV), C.byref(length), C.byref(data),
                                                    C.byref(status), C.byref(err)))
    if err.value != 0:
        return None, f"clCreateProgramWithBinary {err.value} (status {status.value})"
    rc = cl.clBuildProgram(prog, 1, C.byref(DEV), b"", None, None)
    if rc != 0:
        log = C.create_string_buffer(65536)
        cl.clGetProgramBuildInfo(prog, DEV, CL_PROGRAM_BUILD_LOG, 65536, log, None)
        return None, f"clBuildProgram {rc}: {log.value.decode(errors='replace')[:2000]}"
    return prog, None


def run(prog, name, args, gsize, lsize, offset=None):
    """args: numpy arrays (copied in and out) or ('local', bytes). Returns the arrays read back."""
    k = C.c_void_p(cl.clCreateKernel(prog, name.encode(), C.byref(err)))
    if err.value != 0:
        raise RuntimeError(f"clCreateKernel({name}) {err.value}")
    bufs = []
    for i, a in enumerate(args):
        if isinstance(a, tuple):
            rc = cl.clSetKernelArg(k, i, C.c_size_t(a[1]), None)
        else:
            b = C.c_void_p(cl.clCreateBuffer(CTX, C.c_uint64(CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR),
                                             C.c_size_t(a.nbytes), a.ctypes.data_as(C.c_void_p), C.byref(err)))
            if err.value != 0:
                raise RuntimeError(f"clCreateBuffer {err.value}")
            bufs.append((b, a))
            rc = cl.clSetKernelArg(k, i, C.c_size_t(8), C.byref(b))
        if rc != 0:
            raise RuntimeError(f"clSetKernelArg({name}, {i}) {rc}")
    dim = len(gsize)
    g = (C.c_size_t * dim)(*gsize)
    l = (C.c_size_t * dim)(*lsize)
    o = (C.c_size_t * dim)(*offset) if offset else None
    rc = cl.clEnqueueNDRangeKernel(Q, k, dim, o, g, l, 0, None, None)
    if rc != 0:
        raise RuntimeError(f"clEnqueueNDRangeKernel({name}) {rc}")
    out = []
    for b, a in bufs:
        r = np.empty_like(a)
        rc = cl.clEnqueueReadBuffer(Q, b, 1, C.c_size_t(0), C.c_size_t(a.nbytes), r.ctypes.data_as(C.c_void_p),
                                    0, None, None)
        if rc != 0:
            raise RuntimeError(f"clEnqueueReadBuffer {rc}")
        cl.clReleaseMemObject(b)
        out.append(r)
    cl.clReleaseKernel(k)
    return out


RNG = np.random.default_rng(26)


def sg_views(n, local):
    """Per work-item: (base index of its sub-group, lane, sub-group size)."""
    i = np.arange(n)
    lid = i % local
    sg = lid // 32
    base = (i // local) * local + sg * 32
    size = np.minimum(32, local - sg * 32)
    return base, lid % 32, size


def tests(prog):
    T = []

    def t(name):
        def deco(f):
            T.append((name, f))
            return f
        return deco

    @t("t_sub_group_ids (local 48: sub-groups of 32 and 16)")
    def _():
        out, = run(prog, "t_sub_group_ids", [np.zeros(5 * 96, np.uint32)], [96], [48])
        base, lane, size = sg_views(96, 48)
        exp = np.stack([size, np.full(96, 32), (np.arange(96) % 48) // 32, lane, np.full(96, 2)], 1).ravel()
        return np.array_equal(out, exp.astype(np.uint32))

    @t("t_sub_group_shuffle (intel shuffle, xor, broadcast; local 48)")
    def _():
        x = RNG.integers(-1000, 1000, 96).astype(np.int32)
        _, out = run(prog, "t_sub_group_shuffle", [x, np.zeros(3 * 96, np.int32)], [96], [48])
        base, lane, size = sg_views(96, 48)
        exp = np.stack([x[base + (lane * 7 + 3) % size], x[base + (lane ^ 1)], x[base + 2]], 1).ravel()
        return np.array_equal(out, exp)

    @t("t_sub_group_reduce (add, max, min; local 48)")
    def _():
        x = RNG.integers(-1000, 1000, 96).astype(np.int32)
        _, out = run(prog, "t_sub_group_reduce", [x, np.zeros(3 * 96, np.int32)], [96], [48])
        base, lane, size = sg_views(96, 48)
        exp = np.stack([[f(x[b:b + s]) for b, s in zip(base, size)] for f in (np.sum, np.max, np.min)], 1).ravel()
        return np.array_equal(out, exp.astype(np.int32))

    @t("t_sub_group_scan (inclusive, exclusive add; local 48)")
    def _():
        x = RNG.integers(-100, 100, 96).astype(np.int32)
        _, out = run(prog, "t_sub_group_scan", [x, np.zeros(2 * 96, np.int32)], [96], [48])
        base, lane, size = sg_views(96, 48)
        inc = np.array([x[b:b + l + 1].sum() for b, l in zip(base, lane)])
        return np.array_equal(out, np.stack([inc, inc - x], 1).ravel().astype(np.int32))

    @t("t_sub_group_any_all (local 48)")
    def _():
        x = RNG.integers(0, 7, 96).astype(np.int32)
        x[40] = 7   # second sub-group of group 0
        x[70] = -1  # first sub-group of group 1
        _, out = run(prog, "t_sub_group_any_all", [x, np.zeros(2 * 96, np.int32)], [96], [48])
        base, lane, size = sg_views(96, 48)
        anyv = np.array([np.any(x[b:b + s] == 7) for b, s in zip(base, size)])
        allv = np.array([np.all(x[b:b + s] >= 0) for b, s in zip(base, size)])
        return np.array_equal(out.reshape(96, 2) != 0, np.stack([anyv, allv], 1))

    @t("t_block_io (block read/write uint4, ushort2; local 64)")
    def _():
        a = RNG.integers(0, 1 << 20, 512).astype(np.uint32)
        s = RNG.integers(0, 1 << 15, 256).astype(np.uint16)
        _, o, _, os_ = run(prog, "t_block_io", [a, np.zeros(512, np.uint32), s, np.zeros(256, np.uint16)], [128], [64])
        k4 = (np.arange(512) % 128) // 32 + 1
        k2 = (np.arange(256) % 64) // 32 + 1
        return np.array_equal(o, a * k4.astype(np.uint32)) and np.array_equal(os_, (s * k2).astype(np.uint16))

    for local in (256, 1000, 1024):
        @t(f"t_work_group_reduce (add, max, min, float add; local {local})")
        def _(local=local):
            n = 2 * local
            x = RNG.integers(-1000, 1000, n).astype(np.int32)
            f = RNG.random(n).astype(np.float32)
            _, out, _, fout = run(prog, "t_work_group_reduce",
                                  [x, np.zeros(3 * n, np.int32), f, np.zeros(n, np.float32)], [n], [local])
            g = np.arange(n) // local
            xs = x.reshape(-1, local)
            exp = np.stack([xs.sum(1)[g], xs.max(1)[g], xs.min(1)[g]], 1).ravel()
            fexp = f.reshape(-1, local).astype(np.float64).sum(1)[g]
            return np.array_equal(out, exp.astype(np.int32)) and np.allclose(fout, fexp, rtol=1e-5)

    for local in (1000, 64):
        @t(f"t_work_group_scan (inclusive add, exclusive add, inclusive max; local {local})")
        def _(local=local):
            n = 2 * local
            x = RNG.integers(-100, 100, n).astype(np.int32)
            _, out = run(prog, "t_work_group_scan", [x, np.zeros(3 * n, np.int32)], [n], [local])
            xs = x.reshape(-1, local)
            inc = np.cumsum(xs, 1).ravel()
            mx = np.maximum.accumulate(xs, 1).ravel()
            return np.array_equal(out, np.stack([inc, inc - x, mx], 1).ravel().astype(np.int32))

    @t("t_work_group_broadcast (local 100)")
    def _():
        x = RNG.integers(-1000, 1000, 300).astype(np.int32)
        _, out = run(prog, "t_work_group_broadcast", [x, np.zeros(300, np.int32)], [300], [100])
        return np.array_equal(out, x[(np.arange(300) // 100) * 100 + 5])

    @t("t_work_group_any_all (local 256)")
    def _():
        x = RNG.integers(0, 7, 768).astype(np.int32)
        x[300] = 7
        x[600] = -1
        _, out = run(prog, "t_work_group_any_all", [x, np.zeros(2 * 768, np.int32)], [768], [256])
        g = np.arange(768) // 256
        xs = x.reshape(3, 256)
        exp = np.stack([np.any(xs == 7, 1)[g], np.all(xs >= 0, 1)[g]], 1)
        return np.array_equal(out.reshape(768, 2) != 0, exp)

    @t("t_work_group_barrier (local 1000)")
    def _():
        x = RNG.integers(-1000, 1000, 2000).astype(np.int32)
        _, out = run(prog, "t_work_group_barrier", [x, np.zeros(2000, np.int32)], [2000], [1000])
        return np.array_equal(out, x.reshape(2, 1000)[:, ::-1].ravel())

    @t("t_atomics_device (fetch_add relaxed/acq_rel, fetch_max acquire; 100,000 items)")
    def _():
        n = 100000
        x = RNG.integers(-10**6, 10**6, n).astype(np.int32)
        ctr, mx, _ = run(prog, "t_atomics_device", [np.zeros(2, np.uint32), np.full(1, -2**31, np.int32), x], [n], [250])
        return ctr[0] == n and ctr[1] == 2 * n and mx[0] == x.max()

    @t("t_atomics_work_group (local atomics, work-group scope)")
    def _():
        out, = run(prog, "t_atomics_work_group", [np.zeros(16, np.uint32)], [4096], [256])
        return np.all(out == 256)

    @t("t_atomics_seq_cst (seq_cst fetch_add on ulong, release store, acquire load)")
    def _():
        n = 10000
        ctr, flag, out = run(prog, "t_atomics_seq_cst", [np.zeros(1, np.uint64), np.zeros(n, np.int32),
                                                         np.zeros(n, np.int32)], [n], [100])
        return ctr[0] == n and np.all(out == 1) and np.all(flag == 1)

    @t("t_atomics_cas (compare_exchange_strong acq_rel loop, 20,000 items)")
    def _():
        ctr, = run(prog, "t_atomics_cas", [np.zeros(1, np.int32)], [20000], [100])
        return ctr[0] == 20000

    @t("t_atomic_float_add (100,000 items)")
    def _():
        s, = run(prog, "t_atomic_float_add", [np.zeros(1, np.float32)], [100000], [250])
        return s[0] == 100000.0

    @t("t_global_offset (offset 5: %envreg3)")
    def _():
        out, = run(prog, "t_global_offset", [np.zeros(128, np.uint64)], [64], [32], offset=[5])
        exp = np.stack([np.arange(64) + 5, np.full(64, 5)], 1).ravel()
        return np.array_equal(out, exp.astype(np.uint64))

    @t("t_linear_ids (2-D, global 64x4, local 32x2)")
    def _():
        out, = run(prog, "t_linear_ids", [np.zeros(3 * 256, np.uint64)], [64, 4], [32, 2])
        gy, gx = np.meshgrid(np.arange(4), np.arange(64), indexing="ij")
        llin = (gy % 2) * 32 + gx % 32
        exp = np.stack([llin.ravel(), np.full(256, 32 * 1000 + 2), (gy * 64 + gx).ravel()], 1).ravel()
        return np.array_equal(out, exp.astype(np.uint64))

    @t("t_generic_cast (to_global, to_local)")
    def _():
        _, out = run(prog, "t_generic_cast", [np.zeros(32, np.int32), np.zeros(4 * 32, np.int32)], [32], [32])
        return np.array_equal(out, np.tile(np.array([1, 0, 1, 0], np.int32), 32))

    @t("t_fp16_math (hypot, exp2, floor, copysign in half)")
    def _():
        n = 256
        a = (RNG.random(n) * 8 - 4).astype(np.float16)
        b = (RNG.random(n) * 8 - 4).astype(np.float16)
        _, _, out = run(prog, "t_fp16_math", [a, b, np.zeros(4 * n, np.float16)], [n], [64])
        fa, fb = a.astype(np.float32), b.astype(np.float32)
        exp = np.stack([np.hypot(fa, fb), np.exp2(fa), np.floor(fa), np.copysign(fa, fb)], 1).ravel().astype(np.float16)
        # One half ulp of slack: libclc's float functions are within a few float ulps.
        ulp = np.abs(np.spacing(exp.astype(np.float16)).astype(np.float32))
        return bool(np.all(np.abs(out.astype(np.float32) - exp.astype(np.float32)) <= ulp))

    @t("t_work_dim (1-, 2- and 3-D launches of 32 x 1 x 1: %envreg9)")
    def _():
        r = []
        for dims in (1, 2, 3):
            out, = run(prog, "t_work_dim", [np.zeros(32, np.uint32)], [32] + [1] * (dims - 1), [32] + [1] * (dims - 1))
            r.append(np.all(out == dims))
        return all(r)

    @t("t_big_grid (70,000 groups in dimension 1)")
    def _():
        out, = run(prog, "t_big_grid", [np.zeros(70000, np.uint32)], [1, 70000], [1, 1])
        return np.array_equal(out, (np.arange(70000) * 2 + 1).astype(np.uint32))

    return T


def main():
    if sys.argv[1] == "--build":
        for f in sys.argv[2:]:
            t0 = time.perf_counter()
            prog, e = build(open(f, "rb").read())
            dt = time.perf_counter() - t0
            print(f"{'ok' if prog else 'FAIL'} {dt:.3f} {os.path.basename(f)} {e or ''}".strip(), flush=True)
            if prog:
                cl.clReleaseProgram(prog)
        return
    d = sys.argv[1]
    print(f"device: {DEVNAME}")
    passed = failed = 0
    t0 = time.perf_counter()
    prog, e = build(open(os.path.join(d, "builtins.ptx"), "rb").read())
    print(f"{'ok  ' if prog else 'FAIL'} build builtins.ptx ({time.perf_counter() - t0:.3f} s) {e or ''}")
    if not prog:
        print("0 passed, 1 failed")
        sys.exit(1)
    for name, f in tests(prog):
        try:
            ok = bool(f())
            msg = ""
        except Exception as ex:  # one failing kernel must not hide the others
            ok, msg = False, f": {ex}"
        print(f"{'ok  ' if ok else 'FAIL'} {name}{msg}", flush=True)
        passed += ok
        failed += not ok
    # dpctl images (long entry names renamed among them): built in a child,
    # so that a driver crash is counted instead of ending this run.
    dp = os.path.join(d, "dpctl")
    files = sorted(os.path.join(dp, f) for f in os.listdir(dp) if f.endswith(".ptx")) if os.path.isdir(dp) else []
    if files:
        # env= passes Python's start-up copy of the environment: the ICD
        # loader cut the process's own OCL_ICD_FILENAMES in place (docs/gpu.md),
        # and a child inheriting that would see no NVIDIA platform.
        r = subprocess.run([sys.executable, __file__, "--build", *files], capture_output=True, text=True,
                           env=dict(os.environ))
        lines = r.stdout.splitlines()
        ok = [l for l in lines if l.startswith("ok ")]
        times = sorted(float(l.split()[1]) for l in ok)
        bad = [l for l in lines if not l.startswith("ok ")]
        crashed = r.returncode != 0
        print(f"{'ok  ' if len(ok) == len(files) and not crashed else 'FAIL'} dpctl PTX images built by the driver: "
              f"{len(ok)} of {len(files)}" + (f", driver build median {times[len(times) // 2]:.3f} s, "
                                              f"max {times[-1]:.3f} s" if times else "")
              + (f"; child exit status {r.returncode}: {r.stderr[-500:]}" if crashed else ""))
        for l in bad[:10]:
            print(f"     {l[:300]}")
        if len(ok) == len(files) and not crashed:
            passed += 1
        else:
            failed += 1
    print(f"{passed} passed, {failed} failed")
    sys.exit(0 if failed == 0 else 1)


if __name__ == "__main__":
    main()
