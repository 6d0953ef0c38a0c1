#!/usr/bin/env python3
"""dpctl.tensor against CuPy on the same GPU, in one run (issue 26's anchor:
>= 0.9 of CuPy's throughput for elementwise add, >= 0.8 for a sum).

    python scripts/ptx-vs-cupy.py [--n N] [--reps R] [--device FILTER] [--module M]

Float32 arrays of N elements (default 10^8) made on the device. Measures
`dpt.add(a, b, out=c)` and `dpt.sum(a)` (each followed by q.wait()), then
CuPy's `cp.add(a, b, out=c)` and `a.sum()` (each followed by
cp.cuda.runtime.deviceSynchronize()): 3 warm-ups, then R timed calls; best
and median. GB/s: add moves 3*N*4 bytes, sum N*4 bytes. The first call of
each op (building its kernel: for dpctl on NVIDIA, SPIR-V -> PTX -> the
driver, or the persistent cache) is reported on its own. Prints one line per
op and framework, one line per ratio (dpctl/CuPy, best and median), and
`RESULT {json}`. Only reports: no target is asserted. Without CuPy (or no
CUDA device) it prints `SKIP cupy: reason` and measures dpctl alone.

The array module is dpctl.tensor (dpctl <= 0.21) or dpnp.tensor (dpnp 0.20,
imported alone if dpnp's oneMKL extensions cannot load), as in
scripts/ptx-dpctl-numpy.py. Needs only Python 3 and NumPy.
"""
import argparse
import json
import statistics
import sys
import time

import numpy as np

from ptx_tensor_import import import_tensor


def measure(op, sync, reps, warmup=3):
    """First call, then warm-ups, then reps timed calls (seconds)."""
    t0 = time.perf_counter()
    op()
    sync()
    first = time.perf_counter() - t0
    for _ in range(warmup):
        op()
        sync()
    times = []
    for _ in range(reps):
        t0 = time.perf_counter()
        op()
        sync()
        times.append(time.perf_counter() - t0)
    return {"first_s": first, "best_s": min(times), "median_s": statistics.median(times)}


def with_bw(m, nbytes):
    m["bytes"] = nbytes
    m["best_GBps"] = nbytes / m["best_s"] / 1e9
    m["median_GBps"] = nbytes / m["median_s"] / 1e9
    return m


def line(fw, op, m):
    print(f"{fw:5s} {op:4s}: best {1e3 * m['best_s']:8.3f} ms = {m['best_GBps']:7.1f} GB/s, "
          f"median {1e3 * m['median_s']:8.3f} ms = {m['median_GBps']:7.1f} GB/s, first call {1e3 * m['first_s']:.1f} ms",
          flush=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--n", type=int, default=100_000_000)
    ap.add_argument("--reps", type=int, default=20)
    ap.add_argument("--device", default=None, help='SYCL filter string (default "gpu", else the default device)')
    ap.add_argument("--module", default="auto", choices=["auto", "dpctl.tensor", "dpnp.tensor"])
    args = ap.parse_args()
    n, reps = args.n, args.reps
    add_bytes, sum_bytes = 3 * n * 4, n * 4
    result = {"n": n, "reps": reps, "dtype": "float32", "warmup": 3}

    import dpctl
    dpt, modname = import_tensor(args.module)
    filt = args.device or "gpu"
    try:
        dev = dpctl.SyclDevice(filt)
    except Exception as e:
        if args.device is not None:
            raise
        dev = dpctl.SyclDevice()
        print(f"note: no device for filter '{filt}' ({e}); using the default device")
    q = dpctl.SyclQueue(dev)
    print(f"dpctl {dpctl.__version__} ({modname}) on {dev.name} | {dev.backend} | "
          f"platform {dev.sycl_platform.name} | driver {dev.driver_version}; n={n} float32, reps={reps}")
    result["dpctl"] = {"version": dpctl.__version__, "module": modname, "device": dev.name,
                       "driver": dev.driver_version, "platform": dev.sycl_platform.name}

    # dpctl: arrays made on the device (dpt.full's own kernel is built here,
    # outside the timings).
    t0 = time.perf_counter()
    a = dpt.full(n, 1.0, dtype=dpt.float32, sycl_queue=q)
    b = dpt.full(n, 2.0, dtype=dpt.float32, sycl_queue=q)
    c = dpt.empty(n, dtype=dpt.float32, sycl_queue=q)
    q.wait()
    result["dpctl"]["setup_s"] = time.perf_counter() - t0
    dp_add = with_bw(measure(lambda: dpt.add(a, b, out=c), q.wait, reps), add_bytes)
    line("dpctl", "add", dp_add)
    dp_sum = with_bw(measure(lambda: dpt.sum(a), q.wait, reps), sum_bytes)
    line("dpctl", "sum", dp_sum)
    s = dpt.sum(a)
    # Sanity of what was timed (not a correctness suite: ptx-dpctl-numpy.py is).
    c0, clast, sv = float(dpt.asnumpy(c[0])), float(dpt.asnumpy(c[-1])), float(dpt.asnumpy(s))
    sane = c0 == 3.0 and clast == 3.0 and abs(sv - n) <= 1e-3 * n
    if not sane:
        print(f"WARNING dpctl results: c[0]={c0} c[-1]={clast} (3 expected), sum={sv} ({n} expected)")
    result["dpctl"].update({"add": dp_add, "sum": dp_sum, "results_sane": sane})
    del a, b, c, s

    try:
        import cupy as cp
        cp.cuda.runtime.getDeviceCount()
        props = cp.cuda.runtime.getDeviceProperties(cp.cuda.Device().id)
        cname = props["name"].decode() if isinstance(props["name"], bytes) else str(props["name"])
    except Exception as e:
        print(f"SKIP cupy: {type(e).__name__}: {e}")
        result["cupy"] = None
        result["ratio"] = None
        print("RESULT " + json.dumps(result, sort_keys=True))
        return 0
    sync = cp.cuda.runtime.deviceSynchronize
    print(f"cupy {cp.__version__} on {cname} (device {cp.cuda.Device().id}, "
          f"runtime {cp.cuda.runtime.runtimeGetVersion()}, driver {cp.cuda.runtime.driverGetVersion()})")
    if cname.strip() != dev.name.strip():
        print(f"note: CuPy's device name '{cname}' differs from dpctl's '{dev.name}'")
    result["cupy"] = {"version": cp.__version__, "device": cname}
    ca = cp.full(n, 1.0, dtype=cp.float32)
    cb = cp.full(n, 2.0, dtype=cp.float32)
    cc = cp.empty(n, dtype=cp.float32)
    sync()
    cp_add = with_bw(measure(lambda: cp.add(ca, cb, out=cc), sync, reps), add_bytes)
    line("cupy", "add", cp_add)
    cp_sum = with_bw(measure(lambda: ca.sum(), sync, reps), sum_bytes)
    line("cupy", "sum", cp_sum)
    result["cupy"].update({"add": cp_add, "sum": cp_sum})
    del ca, cb, cc

    ratio = {}
    for op, target in (("add", 0.9), ("sum", 0.8)):
        d, k = result["dpctl"][op], result["cupy"][op]
        rb, rm = d["best_GBps"] / k["best_GBps"], d["median_GBps"] / k["median_GBps"]
        ratio[op] = {"best": rb, "median": rm, "target": target}
        print(f"ratio {op}: dpctl/CuPy best {rb:.3f}, median {rm:.3f} (issue 26 target >= {target})")
    result["ratio"] = ratio
    print("RESULT " + json.dumps(result, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
