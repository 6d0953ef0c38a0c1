#!/usr/bin/env python3
"""Where dpnp.tensor's sum of 10^8 float32 spends its time on the GPU: run
with SYCLRT_UR_TRACE=1 SYCLRT_PROFILE=kernels; MARK lines on stderr bracket
each timed call so the trace between them is one call's UR calls and
kernels."""
import sys, time
sys.path.insert(0, "/tmp/gxp/dpnp/site")
from ptx_tensor_import import import_tensor
import dpctl
dpt, modname = import_tensor("auto")
n = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000_000
q = dpctl.SyclQueue("gpu")
a = dpt.full(n, 1.0, dtype=dpt.float32, sycl_queue=q)
q.wait()
for i in range(6):
    t0 = time.perf_counter()
    print(f"MARK sum {i} start", file=sys.stderr, flush=True)
    s = dpt.sum(a)
    q.wait()
    t1 = time.perf_counter()
    print(f"MARK sum {i} end {1e3*(t1-t0):.3f} ms", file=sys.stderr, flush=True)
    del s
print("value", float(dpt.asnumpy(dpt.sum(a))), flush=True)
