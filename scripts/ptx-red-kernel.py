#!/usr/bin/env python3
"""Times the first kernel of dpnp.tensor's float32 sum (dpctl's tree
reduction, `reduction_over_group_temps_krn`) in several PTX variants, and
two reference kernels, on NVIDIA's OpenCL alone (ctypes over libOpenCL.so.1;
no syclrt, no dpctl). The PTX comes from `scripts/ptx-red-kernel.sh
--prepare` (docs/ptx.md, "The reduction").

  ptx-red-kernel.py DIR [--n N] [--reps R]

Every dpnp variant runs with the geometry dpctl chooses for a contiguous
1-D sum on a device with 32-wide sub-groups: work-groups of 128, 8 elements
a work-item (`reductions_per_wi`), ceil(N / 1024) groups; the references
are `ref_dpctl_geom` (that geometry, hand-written) and `ref_cub_like`
(CUB's shape: 256 work-items, float4 loads, a few groups per SM striding
over the array). Each kernel is timed with OpenCL profiling events (the
kernel alone, no launch overhead), best and median of R; its partial sums
are checked against NumPy's float64 sum. The driver's own register count
comes from its build log (`-cl-nv-verbose`). Prints one line a variant and
`RESULT {json}`.
"""
import ctypes as C
import json
import os
import re
import sys

import numpy as np

from nvcl import CL_MEM_COPY_HOST_PTR, CL_MEM_READ_WRITE, cl, context_and_queue  # noqa: E402 (scripts/ on sys.path)

CL_QUEUE_PROFILING_ENABLE = 2
CL_PROFILING_COMMAND_START, CL_PROFILING_COMMAND_END = 0x1282, 0x1283
CL_DEVICE_MAX_COMPUTE_UNITS = 0x1002

DEV, DEVNAME, CTX, Q = context_and_queue(CL_QUEUE_PROFILING_ENABLE)
err = C.c_int(0)
cu = C.c_uint(0)
cl.clGetDeviceInfo(DEV, CL_DEVICE_MAX_COMPUTE_UNITS, 4, C.byref(cu), None)
SMS = cu.value


def build(ptx: bytes, options: bytes = b"-cl-nv-verbose"):
    length = C.c_size_t(len(ptx))
    data = C.c_char_p(ptx)
    status = C.c_int(0)
    prog = C.c_void_p(cl.clCreateProgramWithBinary(CTX, 1, C.byref(DEV), C.byref(length), C.byref(data),
                                                    C.byref(status), C.byref(err)))
    if err.value != 0:
        raise RuntimeError(f"clCreateProgramWithBinary {err.value} (status {status.value})")
    rc = cl.clBuildProgram(prog, 1, C.byref(DEV), options, None, None)
    if rc != 0 and b"-cl-nv-verbose" in options:
        # An option the driver refuses for a binary: build again without the log.
        cl.clReleaseProgram(prog)
        print(f"note: clBuildProgram {rc} with {options.decode()!r}; again without -cl-nv-verbose", flush=True)
        return build(ptx, options.replace(b"-cl-nv-verbose", b"").strip())
    log = C.create_string_buffer(1 << 16)
    cl.clGetProgramBuildInfo(prog, DEV, 0x1183, 1 << 16, log, None)
    text = log.value.decode(errors="replace")
    if rc != 0:
        raise RuntimeError(f"clBuildProgram {rc}: {text[:2000]}")
    return prog, text


def regs_of(log, entry):
    """The 'Used N registers' line the driver's ptxas printed for entry (or the only one)."""
    blocks = re.split(r"ptxas info\s*: Compiling entry function '", log)
    for b in blocks[1:]:
        if b.startswith(entry) or len(blocks) == 2:
            m = re.search(r"Used (\d+) registers", b)
            s = re.search(r"(\d+) bytes spill stores", b)
            return (int(m.group(1)) if m else None, int(s.group(1)) if s else None)
    m = re.search(r"Used (\d+) registers", log)
    return (int(m.group(1)) if m else None, None)


def buffer(nbytes, host=None):
    flags = CL_MEM_READ_WRITE | (CL_MEM_COPY_HOST_PTR if host is not None else 0)
    b = C.c_void_p(cl.clCreateBuffer(CTX, C.c_uint64(flags), C.c_size_t(nbytes),
                                     host.ctypes.data_as(C.c_void_p) if host is not None else None, C.byref(err)))
    if err.value != 0:
        raise RuntimeError(f"clCreateBuffer {err.value}")
    return b


def launch(kern, gsize, lsize, reps):
    times = []
    g = (C.c_size_t * 1)(gsize)
    l = (C.c_size_t * 1)(lsize)
    for _ in range(reps + 2):
        ev = C.c_void_p()
        rc = cl.clEnqueueNDRangeKernel(Q, kern, 1, None, g, l, 0, None, C.byref(ev))
        if rc != 0:
            raise RuntimeError(f"clEnqueueNDRangeKernel {rc}")
        cl.clWaitForEvents(1, C.byref(ev))
        t0, t1 = C.c_uint64(), C.c_uint64()
        cl.clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_START, 8, C.byref(t0), None)
        cl.clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_END, 8, C.byref(t1), None)
        cl.clReleaseEvent(ev)
        times.append((t1.value - t0.value) * 1e-3)
    return sorted(times[2:])  # two warm-ups


def read(buf, count):
    r = np.empty(count, np.float32)
    rc = cl.clEnqueueReadBuffer(Q, buf, 1, C.c_size_t(0), C.c_size_t(4 * count), r.ctypes.data_as(C.c_void_p),
                                0, None, None)
    if rc != 0:
        raise RuntimeError(f"clEnqueueReadBuffer {rc}")
    return r


def set_args(kern, args):
    for i, a in enumerate(args):
        if isinstance(a, C.c_void_p):  # cl_mem
            rc = cl.clSetKernelArg(kern, i, C.c_size_t(8), C.byref(a))
        else:
            rc = cl.clSetKernelArg(kern, i, C.c_size_t(C.sizeof(a)), C.byref(a))
        if rc != 0:
            raise RuntimeError(f"clSetKernelArg({i}) {rc}")


def main():
    args = sys.argv[1:]
    d = args[0] if args and not args[0].startswith("--") else "target/ptx-red"
    n = int(args[args.index("--n") + 1]) if "--n" in args else 100_000_000
    reps = int(args[args.index("--reps") + 1]) if "--reps" in args else 20
    print(f"device: {DEVNAME}, {SMS} SMs; n = {n} float32 ({4 * n / 1e6:.0f} MB), {reps} reps")
    host = np.random.default_rng(26).random(n, dtype=np.float32)
    expect = float(host.astype(np.float64).sum())
    inp = buffer(4 * n, host)
    wg, rpw = 128, 8
    groups = (n + wg * rpw - 1) // (wg * rpw)
    out = buffer(4 * max(groups, 4096))
    results = {}

    def report(name, kern_name, ptx_file, gsize, lsize, kargs, nparts, options=b"-cl-nv-verbose"):
        try:
            prog, log = build(open(os.path.join(d, ptx_file), "rb").read(), options)
            k = C.c_void_p(cl.clCreateKernel(prog, kern_name.encode(), C.byref(err)))
            if err.value != 0:
                raise RuntimeError(f"clCreateKernel {err.value}")
            set_args(k, kargs)
            t = launch(k, gsize, lsize, reps)
            got = float(read(out, nparts).astype(np.float64).sum())
            ok = abs(got - expect) <= 1e-4 * abs(expect)
            regs, spill = regs_of(log, kern_name)
            best, med = t[0], t[len(t) // 2]
            results[name] = dict(best_us=round(best, 2), median_us=round(med, 2),
                                 gbs=round(4 * n / best / 1e3, 1), regs=regs, spill=spill, ok=ok)
            print(f"{'ok  ' if ok else 'FAIL'} {name:34s} best {best:8.1f} us  median {med:8.1f} us  "
                  f"{4 * n / best / 1e3:7.1f} GB/s  regs {regs} spill {spill}"
                  + ("" if ok else f"  sum {got} expected {expect}"), flush=True)
            cl.clReleaseKernel(k)
            cl.clReleaseProgram(prog)
        except Exception as e:  # one variant must not hide the others
            results[name] = dict(error=str(e)[:300])
            print(f"FAIL {name}: {str(e)[:300]}", flush=True)

    entry = open(os.path.join(d, "entry.txt")).read().strip()
    # TwoOffsets_CombinedIndexer<Strided1DIndexer{offset 0, size 1, step n}, NoOpIndexer>: 32 bytes.
    indexer = (C.c_int64 * 4)(0, 1, n, 0)
    dpnp_args = [inp, out, C.c_float(0.0), indexer, C.c_int64(n), C.c_int64(1), C.c_int64(rpw)]
    variants = [l.split("\t") for l in open(os.path.join(d, "variants.txt")).read().splitlines() if l.strip()]
    for name, f, *opt in variants:
        report(name, entry, f, groups * wg, wg, dpnp_args, groups,
               (b"-cl-nv-verbose " + opt[0].encode()) if opt else b"-cl-nv-verbose")
    report("ref_dpctl_geom", "ref_dpctl_geom", "ref.ptx", groups * wg, wg, [inp, out, C.c_uint32(n)], groups)
    report("ref_dpctl_geom_coherent", "ref_dpctl_geom_coherent", "ref.ptx", groups * wg, wg,
           [inp, out, C.c_uint32(n)], groups)
    if n % 4 == 0:
        for per_sm in (4, 8, 16):
            g = SMS * per_sm
            report(f"ref_cub_like {per_sm}/SM", "ref_cub_like", "ref.ptx", g * 256, 256,
                   [inp, out, C.c_uint32(n // 4)], g)
    print("RESULT " + json.dumps(dict(device=DEVNAME, n=n, reps=reps, kernels=results)))


if __name__ == "__main__":
    main()
