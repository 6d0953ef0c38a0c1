#!/usr/bin/env python3
"""Throughput of dpnp.tensor operations at 10^7 float32 on the default
device (scripts/dpnp-pocl-bench.sh runs it on PoCL through syclrt and on
Intel's CPU runtime through Intel's adapter, on the same machine; issue 38).
Prints `RESULT <json>`: per op the median of --reps after 2 warm-ups, ms."""
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
    for _ in range(2):
        f()
        q.wait()
    ts = []
    for _ in range(a.reps):
        t = time.perf_counter()
        f()
        q.wait()
        ts.append((time.perf_counter() - t) * 1e3)
    res[name] = statistics.median(ts)
    print(f"{name:8s} {res[name]:9.2f} ms", flush=True)
print("RESULT " + json.dumps({"device": q.sycl_device.name, "n": a.n, "ms": res}))
