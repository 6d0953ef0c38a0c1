#!/usr/bin/env python3
"""A dpnp.tensor computation on the default OpenCL device through syclrt,
checked against NumPy (scripts/demo-dpnp.sh runs it on PoCL; issue 38).
Prints one line per check and a last line
`dpnp.tensor on <device>: N checks verified (0 wrong)`; exits 1 on a wrong one."""
import sys
import time

import numpy as np

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from ptx_tensor_import import import_tensor  # noqa: E402

dpt, name = import_tensor("dpnp.tensor")
import dpctl  # noqa: E402

q = dpctl.SyclQueue()
dev = q.sycl_device
rng = np.random.default_rng(2026)
n = 1 << 20
xh = rng.standard_normal(n).astype(np.float32)
yh = rng.standard_normal(n).astype(np.float32)
x, y = dpt.asarray(xh, sycl_queue=q), dpt.asarray(yh, sycl_queue=q)
checks = [
    ("a*b + c", lambda: dpt.asnumpy(x * y + 1.5), lambda: xh * yh + np.float32(1.5), 1e-6),
    ("sqrt(x*x + y*y)", lambda: dpt.asnumpy(dpt.sqrt(x * x + y * y)), lambda: np.sqrt(xh * xh + yh * yh), 1e-6),
    ("sum", lambda: float(dpt.sum(x)), lambda: float(xh.astype(np.float64).sum()), 1e-3),
    ("max", lambda: float(dpt.max(x)), lambda: float(xh.max()), 0),
    ("cumulative_sum (int64)", lambda: dpt.asnumpy(dpt.cumulative_sum(dpt.astype(x > 0, "i8"))),
     lambda: np.cumsum((xh > 0).astype(np.int64)), 0),
    ("x[x > 1]", lambda: dpt.asnumpy(x[x > 1]), lambda: xh[xh > 1], 0),
    ("sort", lambda: dpt.asnumpy(dpt.sort(x)), lambda: np.sort(xh), 0),
    ("argsort (stable)", lambda: dpt.asnumpy(dpt.argsort(x, stable=True)), lambda: np.argsort(xh, kind="stable"), 0),
    ("take", lambda: dpt.asnumpy(dpt.take(x, dpt.asarray(np.arange(0, n, 7), sycl_queue=q))),
     lambda: xh[np.arange(0, n, 7)], 0),
    ("matmul 256x256", lambda: dpt.asnumpy(dpt.matmul(dpt.reshape(x[: 1 << 16], (256, 256)),
                                                    dpt.reshape(y[: 1 << 16], (256, 256)))),
     lambda: xh[: 1 << 16].reshape(256, 256) @ yh[: 1 << 16].reshape(256, 256), 1e-3),
]
wrong = 0
for label, got_f, want_f, rtol in checks:
    t = time.perf_counter()
    got = np.asarray(got_f())
    ms = (time.perf_counter() - t) * 1e3
    want = np.asarray(want_f())
    ok = got.shape == want.shape and (np.array_equal(got, want) if rtol == 0 else
                                      np.allclose(got, want, rtol=rtol, atol=rtol))
    wrong += not ok
    print(f"{'ok' if ok else 'WRONG'}  {label:<24} {ms:8.1f} ms (first call: kernel build included)")
print(f"{name} on {dev.name} ({dev.driver_version}): {len(checks) - wrong} checks verified ({wrong} wrong)")
sys.exit(1 if wrong else 0)
