#!/usr/bin/env python3
"""Throughput of dpnp.tensor operations at 10^7 float32 on the default
device (scripts/dpnp-pocl-bench.sh runs it on PoCL through syclrt and on
Intel's CPU runtime through Intel's adapter, on the same machine; issue 38).
Prints `RESULT <json>`: per op the median of --reps after warming up (2
runs, then more until --warm-s seconds have passed: the bitcode route
builds a kernel specialized to its loop counts in the background after a
kernel's second launch with the same counts, docs/pocl.md), ms."""
import argparse
import json
import statistics
import sys
import time

import numpy as np

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from ptx_tensor_import import import_tensor  # noqa: E402

dpt, _ = import_tensor("dpnp.tensor")
import dpctl  # noqa: E402

ap = argparse.ArgumentParser()
ap.add_argument("--n", type=int, default=10_000_000)
ap.add_argument("--reps", type=int, default=5)
ap.add_argument("--warm-s", type=float, default=1.5)
a = ap.parse_args()
q = dpctl.SyclQueue()
rng = np.random.default_rng(1)
x = dpt.asarray(rng.random(a.n, dtype=np.float32), sycl_queue=q)
y = dpt.asarray(rng.random(a.n, dtype=np.float32), sycl_queue=q)
out = dpt.empty_like(x)
ops = {
    "add": lambda: dpt.add(x, y, out=out),
    "sum": lambda: dpt.sum(x),
    "cumsum": lambda: dpt.cumulative_sum(x),
    "sort": lambda: dpt.sort(x),
}
res = {}
for name, f in ops.items():
    t0 = time.perf_counter()
    warm = 0
    while warm < 2 or time.perf_counter() - t0 < a.warm_s:
        f()
        q.wait()
        warm += 1
    ts = []
    for _ in range(a.reps):
        t = time.perf_counter()
        f()
        q.wait()
        ts.append((time.perf_counter() - t) * 1e3)
    res[name] = statistics.median(ts)
    print(f"{name:8s} {res[name]:9.2f} ms", flush=True)
print("RESULT " + json.dumps({"device": q.sycl_device.name, "n": a.n, "ms": res}))
