#!/usr/bin/env python3
"""dpnp.tensor (through syclrt on NVIDIA's OpenCL) against CuPy on the same
GPU, in one process (issue 37, item 4), and the correctness checks of the
operations issue 37 found wrong (take, put, fancy indexing, unique_inverse).

    python scripts/dpnp-vs-cupy.py [--n N] [--reps R] [--only OPS] [--held-mib M] [--check-only]

Float32 arrays of N elements (default 10^8; sort and argsort 10^7; matmul
and the transpose copy 4096^2), all device USM. Each op: one first call,
3 warm-ups, then R timed calls, each followed by a wait (q.wait() /
deviceSynchronize); the median is reported. `--held-mib M` first allocates
M MiB of device arrays that no op uses (the "time grows with USM held"
check). Prints one line per op: dpnp ms, CuPy ms, ratio CuPy/dpnp, then a
geometric mean and `RESULT {json}`. Checks: each compares with NumPy and
prints `check NAME: ok` or `check NAME: WRONG (...)`.
"""
import argparse
import json
import math
import os
import statistics
import sys
import time

import numpy as np

from ptx_tensor_import import import_tensor

try:
    import cupy as cp
except Exception as e:  # no CuPy: dpnp alone
    cp = None
    CP_WHY = str(e)


def med(op, sync, reps):
    op()
    sync()
    for _ in range(3):
        op()
        sync()
    ts = []
    for _ in range(reps):
        t0 = time.perf_counter()
        op()
        sync()
        ts.append(time.perf_counter() - t0)
    return statistics.median(ts)


def checks(dpt, q):
    bad = 0

    def report(name, got, want):
        nonlocal bad
        got, want = np.asarray(got), np.asarray(want)
        ok = got.shape == want.shape and np.array_equal(got, want)
        if not ok:
            bad += 1
            diff = np.flatnonzero(got.ravel() != want.ravel())[:5] if got.shape == want.shape else "shape"
            print(f"check {name}: WRONG (first differing positions {diff}; got {got.ravel()[:5]} want {want.ravel()[:5]})")
        else:
            print(f"check {name}: ok")

    rng = np.random.default_rng(0)
    x8 = dpt.asarray(np.arange(8, dtype=np.float32) * 10, sycl_queue=q)
    i8h = np.array([3, 1, 7, 0, 2, 2, 5, 6])
    for it in ("i4", "i8", "u4", "i2"):
        report(f"take_small_{it}", dpt.asnumpy(dpt.take(x8, dpt.asarray(i8h.astype(it), sycl_queue=q))),
               (np.arange(8, dtype=np.float32) * 10)[i8h])
    report("astype_i4_i8", dpt.asnumpy(dpt.astype(dpt.asarray(i8h.astype("i4"), sycl_queue=q), "i8")), i8h)
    report("take_arange_idx", dpt.asnumpy(dpt.take(x8, dpt.arange(8, sycl_queue=q))), np.arange(8, dtype=np.float32) * 10)
    if os.environ.get("CHECK_SMALL_ONLY"):
        return bad
    for n in (1000, 10**6, 10**7):
        xh = rng.standard_normal(n).astype(np.float32)
        ih = rng.integers(0, n, size=n, dtype=np.int64)
        x = dpt.asarray(xh, sycl_queue=q)
        i = dpt.asarray(ih, sycl_queue=q)
        report(f"take_int64_{n}", dpt.asnumpy(dpt.take(x, i)), xh[ih])
        report(f"getitem_int64_{n}", dpt.asnumpy(x[i]), xh[ih])
        i32 = dpt.asarray(ih.astype(np.int32), sycl_queue=q)
        report(f"take_int32_{n}", dpt.asnumpy(dpt.take(x, i32)), xh[ih])
        y = dpt.zeros(n, dtype="f4", sycl_queue=q)
        ph = rng.permutation(n).astype(np.int64)
        dpt.put(y, dpt.asarray(ph, sycl_queue=q), x)
        yh = np.zeros(n, np.float32)
        yh[ph] = xh
        report(f"put_{n}", dpt.asnumpy(y), yh)
        m = (xh > 0)
        report(f"boolmask_{n}", dpt.asnumpy(x[dpt.asarray(m, sycl_queue=q)]), xh[m])
        report(f"transpose_copy_{n}", dpt.asnumpy(dpt.reshape(x[: (n // 1000) * 1000], (n // 1000, 1000)).T),
               xh[: (n // 1000) * 1000].reshape(n // 1000, 1000).T)
        report(f"astype_f16_{n}", dpt.asnumpy(dpt.astype(x, "f2")), xh.astype(np.float16))
    vh = rng.integers(0, 50, size=10**5).astype(np.int32)
    r = dpt.unique_inverse(dpt.asarray(vh, sycl_queue=q))
    u, inv = np.unique(vh, return_inverse=True)
    report("unique_inverse_values", dpt.asnumpy(r.values), u)
    report("unique_inverse_indices", dpt.asnumpy(r.inverse_indices), inv.reshape(vh.shape))
    sh = rng.standard_normal(10**6).astype(np.float32)
    report("sort_1e6", dpt.asnumpy(dpt.sort(dpt.asarray(sh, sycl_queue=q))), np.sort(sh))
    report("argsort_1e6_stable", dpt.asnumpy(dpt.argsort(dpt.asarray(sh, sycl_queue=q), stable=True)),
           np.argsort(sh, kind="stable"))
    tk = dpt.top_k(dpt.asarray(sh, sycl_queue=q), 10)
    report("top_k_values", np.sort(dpt.asnumpy(tk.values)), np.sort(sh)[-10:])
    s = np.sort(sh)
    report("searchsorted", dpt.asnumpy(dpt.searchsorted(dpt.asarray(s, sycl_queue=q), dpt.asarray(sh[:1000], sycl_queue=q))),
           np.searchsorted(s, sh[:1000]))
    return bad


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=10**8)
    ap.add_argument("--reps", type=int, default=10)
    ap.add_argument("--only", default="")
    ap.add_argument("--held-mib", type=int, default=0)
    ap.add_argument("--check-only", action="store_true")
    ap.add_argument("--no-check", action="store_true")
    a = ap.parse_args()
    dpt, name = import_tensor("dpnp.tensor")
    import dpctl
    q = dpctl.SyclQueue()
    print(f"dpnp module: {name}; device: {q.sycl_device.name}, driver {q.sycl_device.driver_version}")
    bad = 0 if a.no_check else checks(dpt, q)
    if a.check_only:
        print(f"checks: {bad} wrong")
        return 1 if bad else 0
    held = [dpt.ones((a.held_mib << 20) // 4 // 4, dtype="f4", sycl_queue=q) for _ in range(4)] if a.held_mib else []
    n, ns, nm = a.n, min(a.n, 10**7), 4096
    rng = np.random.default_rng(1)
    h = rng.standard_normal(n).astype(np.float32)
    hs = h[:ns].copy()
    hi = rng.integers(0, n, size=n, dtype=np.int64)
    hm = rng.standard_normal((nm, nm)).astype(np.float32)
    X, Y, Z = (dpt.asarray(h, sycl_queue=q) for _ in range(3))
    XS = dpt.asarray(hs, sycl_queue=q)
    XI = dpt.asarray(hi, sycl_queue=q)
    XM = dpt.asarray(hm, sycl_queue=q)
    XB = X > 0
    OUT = dpt.empty_like(X)

    def dsync():
        q.wait()

    ops = {
        "add": (lambda: dpt.add(X, Y, out=OUT), None),
        "fma": (lambda: X * Y + Z, None),
        "exp": (lambda: dpt.exp(X), None),
        "sqrt": (lambda: dpt.sqrt(dpt.abs(X)), None),
        "where": (lambda: dpt.where(XB, X, Y), None),
        "sum": (lambda: dpt.sum(X), None),
        "max": (lambda: dpt.max(X), None),
        "argmax": (lambda: dpt.argmax(X), None),
        "mean": (lambda: dpt.mean(X), None),
        "sum_axis": (lambda: dpt.sum(dpt.reshape(X, (n // 1000, 1000)), axis=0), None),
        "cumsum": (lambda: dpt.cumulative_sum(X), None),
        "boolmask": (lambda: X[XB], None),
        "sort": (lambda: dpt.sort(XS), None),
        "argsort": (lambda: dpt.argsort(XS), None),
        "take": (lambda: dpt.take(X, XI), None),
        "put": (lambda: dpt.put(OUT, XI, X), None),
        "transpose_copy": (lambda: dpt.copy(XM.T), None),
        "astype_f16": (lambda: dpt.astype(X, "f2"), None),
        "matmul": (lambda: dpt.matmul(XM, XM), None),
    }
    if cp is not None:
        cx, cy, cz = (cp.asarray(h) for _ in range(3))
        cs, ci, cm = cp.asarray(hs), cp.asarray(hi), cp.asarray(hm)
        cb, cout = cx > 0, cp.empty_like(cx)
        cops = {
            "add": lambda: cp.add(cx, cy, out=cout), "fma": lambda: cx * cy + cz, "exp": lambda: cp.exp(cx),
            "sqrt": lambda: cp.sqrt(cp.abs(cx)), "where": lambda: cp.where(cb, cx, cy), "sum": lambda: cx.sum(),
            "max": lambda: cx.max(), "argmax": lambda: cx.argmax(), "mean": lambda: cx.mean(),
            "sum_axis": lambda: cx.reshape(n // 1000, 1000).sum(axis=0), "cumsum": lambda: cp.cumsum(cx),
            "boolmask": lambda: cx[cb], "sort": lambda: cp.sort(cs), "argsort": lambda: cp.argsort(cs),
            "take": lambda: cp.take(cx, ci), "put": lambda: cp.put(cout, ci, cx),
            "transpose_copy": lambda: cp.ascontiguousarray(cm.T), "astype_f16": lambda: cx.astype(cp.float16),
            "matmul": lambda: cm @ cm,
        }

        def csync():
            cp.cuda.runtime.deviceSynchronize()
    else:
        print(f"SKIP cupy: {CP_WHY}")
    sel = [o for o in ops if not a.only or o in a.only.split(",")]
    res, ratios = {}, []
    for o in sel:
        d = med(ops[o][0], dsync, a.reps)
        c = med(cops[o], csync, a.reps) if cp is not None else float("nan")
        r = c / d if cp is not None else float("nan")
        res[o] = {"dpnp_ms": d * 1e3, "cupy_ms": c * 1e3, "ratio": r}
        if cp is not None:
            ratios.append(r)
        print(f"{o:15s} dpnp {d * 1e3:9.3f} ms  cupy {c * 1e3:9.3f} ms  ratio {r:6.3f}", flush=True)
    if ratios:
        gm = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
        print(f"geometric mean ratio: {gm:.3f} over {len(ratios)} ops (n={n}, held {a.held_mib} MiB)")
    print("RESULT " + json.dumps({"n": n, "held_mib": a.held_mib, "checks_wrong": bad, "ops": res}))
    del held
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
