#!/usr/bin/env python3
"""Small dpnp.tensor cases from the failures of dpnp's tensor tests on
NVIDIA (issue 37), each in its own process (a device fault loses the
process's context), each compared with NumPy.

    python scripts/dpnp-nv-cases.py [--only SUBSTR,..] [--env VAR=VAL ...] [--timeout S]

Prints one line per case: `case NAME: ok`, `case NAME: WRONG (...)`, or
`case NAME: ERROR (...)` (an exception, a fault, a timeout), then a
summary. `--env` sets a variable for every case's process (for A/B runs,
e.g. SYCLRT_LOCAL_PAD=off).
"""
import argparse
import os
import subprocess
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))


def cases():
    """name -> source of a function body taking (dpt, q, np) and returning (got, want)."""
    c = {}
    # boolean-mask extraction with fewer elements than a work group of 64
    # (the kernels read their local accessor one element per work item past n)
    for n in (1, 5, 63, 64, 100):
        for dt in ("f4", "i8", "f2"):
            c[f"mask_extract_{dt}_{n}"] = (
                f"xh = np.arange({n}).astype('{dt}'); m = xh > 1\n"
                f"x = dpt.asarray(xh, sycl_queue=q)\n"
                f"return dpt.asnumpy(x[dpt.asarray(m, sycl_queue=q)]), xh[m]"
            )
    c["mask_place_f4_5"] = (
        "xh = np.arange(5).astype('f4'); m = xh > 1\n"
        "x = dpt.asarray(xh, sycl_queue=q); x[dpt.asarray(m, sycl_queue=q)] = 7\n"
        "xh[m] = 7\nreturn dpt.asnumpy(x), xh"
    )
    # sin/cos/tan of doubles at and above 2^47 (libclc's large reduction)
    for f in ("sin", "cos", "tan"):
        c[f"{f}_f8_special"] = (
            "xh = np.array([np.nan, np.inf, -np.inf, 2.0, -2.0, 0.0, 1e300, -1e17, 2.0**47, 1.0])\n"
            f"got = dpt.asnumpy(dpt.{f}(dpt.asarray(xh, sycl_queue=q)))\n"
            f"want = np.{f}(xh)\n"
            "return np.round(got, 12), np.round(want, 12)"
        )
    # nextafter of halves (not a rounding of a float result)
    c["nextafter_f2"] = (
        "a = np.array([1, 0, 1, -1, 65504, 0, -0.0, 2], 'f2'); b = np.array([2, 1, 0, 0, np.inf, -1, 1, 2], 'f2')\n"
        "got = dpt.asnumpy(dpt.nextafter(dpt.asarray(a, sycl_queue=q), dpt.asarray(b, sycl_queue=q)))\n"
        "return got.view('u2'), np.nextafter(a, b).view('u2')"
    )
    # sorts: runs of equal values (dpnp's test_sort_1d) and random data
    for dt in ("i4", "f4"):
        for n in (256, 257, 4096, 20000):
            for kind in ("mergesort", "radixsort"):
                c[f"sort_runs_{kind}_{dt}_{n}"] = (
                    f"h = np.roll(np.concatenate((np.ones({n}//2), np.zeros({n} - {n}//2))).astype('{dt}'), {n}//27)\n"
                    f"return dpt.asnumpy(dpt.sort(dpt.asarray(h, sycl_queue=q), kind='{kind}')), np.sort(h)"
                )
            c[f"sort_rand2_{dt}_{n}"] = (
                f"h = np.random.default_rng(1).integers(0, 2, {n}).astype('{dt}')\n"
                f"return dpt.asnumpy(dpt.sort(dpt.asarray(h, sycl_queue=q), kind='mergesort')), np.sort(h)"
            )
            c[f"sort_randw_{dt}_{n}"] = (
                f"h = np.random.default_rng(1).integers(0, 1000000, {n}).astype('{dt}')\n"
                f"return dpt.asnumpy(dpt.sort(dpt.asarray(h, sycl_queue=q), kind='mergesort')), np.sort(h)"
            )
            c[f"argsort_runs_{dt}_{n}"] = (
                f"h = np.roll(np.concatenate((np.ones({n}//2), np.zeros({n} - {n}//2))).astype('{dt}'), {n}//27)\n"
                f"return dpt.asnumpy(dpt.argsort(dpt.asarray(h, sycl_queue=q), kind='mergesort')), np.argsort(h, kind='stable')"
            )
    for n in (100, 1000, 20000, 100000):
        c[f"cumsum_ones_i8_{n}"] = (
            f"h = np.ones({n}, 'i8')\n"
            f"return dpt.asnumpy(dpt.cumulative_sum(dpt.asarray(h, sycl_queue=q))), np.cumsum(h)"
        )
        c[f"nonzero_runs_{n}"] = (
            f"h = np.roll(np.concatenate((np.ones({n}//2), np.zeros({n} - {n}//2))).astype('i4'), 7)\n"
            f"return dpt.asnumpy(dpt.nonzero(dpt.asarray(h, sycl_queue=q))[0]), np.nonzero(h)[0]"
        )
        c[f"unique_values_runs_{n}"] = (
            f"h = np.roll(np.concatenate((np.ones({n}//2), np.zeros({n} - {n}//2))).astype('i4'), 7)\n"
            f"return dpt.asnumpy(dpt.unique_values(dpt.asarray(h, sycl_queue=q))), np.unique(h)"
        )
        c[f"unique_inverse_{n}"] = (
            f"h = np.random.default_rng(0).integers(0, 50, {n}).astype('i4')\n"
            f"r = dpt.unique_inverse(dpt.asarray(h, sycl_queue=q))\n"
            f"return dpt.asnumpy(r.inverse_indices), np.unique(h, return_inverse=True)[1].reshape(h.shape)"
        )
        c[f"roll_concat_{n}"] = (
            f"a = dpt.ones({n}//2, dtype='i4', sycl_queue=q); b = dpt.zeros({n} - {n}//2, dtype='i4', sycl_queue=q)\n"
            f"h = np.roll(np.concatenate((np.ones({n}//2), np.zeros({n} - {n}//2))).astype('i4'), 7)\n"
            f"return dpt.asnumpy(dpt.roll(dpt.concat((a, b)), 7)), h"
        )
    for k in (43, 255, 257, 1021):
        c[f"top_k_{k}_i4"] = (
            f"h = np.random.default_rng(2).permutation(4 * {k}).astype('i4')\n"
            f"r = dpt.top_k(dpt.asarray(h, sycl_queue=q), {k}, mode='largest')\n"
            f"return np.sort(dpt.asnumpy(r.values)), np.sort(h)[-{k}:]"
        )
    # dpnp's test_take_basic / test_put_basic, many times in one process
    # (their failures on NVIDIA came and went between runs)
    c["take_put_tiny_x300"] = (
        "bad = []\n"
        "dts = ['i1', 'u1', 'i2', 'u2', 'i4', 'u4', 'i8', 'u8', 'f4', 'f8']\n"
        "for r in range(300):\n"
        "    dd, di = dts[r % 10], dts[(r // 10) % 8]\n"
        "    x = dpt.arange(10, dtype=dd, sycl_queue=q)\n"
        "    y = dpt.asnumpy(dpt.take(x, dpt.arange(2, 5, dtype=di, sycl_queue=q)))\n"
        "    if not (y == np.arange(2, 5, dtype=dd)).all(): bad.append(('take', r, dd, di, y.tolist()))\n"
        "    dpt.put(x, dpt.arange(2, 5, dtype=di, sycl_queue=q), dpt.ones(3, dtype=dd, sycl_queue=q))\n"
        "    z = dpt.asnumpy(x)\n"
        "    if not (z == np.array([0, 1, 1, 1, 1, 5, 6, 7, 8, 9], dtype=dd)).all(): bad.append(('put', r, dd, di, z.tolist()))\n"
        "print(bad[:4])\n"
        "return np.array(len(bad)), np.array(0)"
    )
    # The same while host USM lives in the process (the coarse-grained
    # bracket is then around every launch, as in dpnp's test files after
    # their usm_type tests; not yet run on the GPU)
    c["take_put_tiny_x300_host_held"] = (
        "held = [dpt.ones(10, dtype='f4', usm_type='host', sycl_queue=q), dpt.ones(10, dtype='i8', usm_type='shared', sycl_queue=q)]\n"
        + c["take_put_tiny_x300"].replace("return np.array(len(bad)), np.array(0)",
                                           "return np.array([len(bad), int(dpt.asnumpy(held[0]).sum())]), np.array([0, 10])")
    )
    c["searchsorted_int_dup"] = (
        "s = np.repeat(np.arange(10, dtype='i8'), 100)\nv = np.arange(-1, 11, dtype='i8')\n"
        "return dpt.asnumpy(dpt.searchsorted(dpt.asarray(s, sycl_queue=q), dpt.asarray(v, sycl_queue=q))), np.searchsorted(s, v)"
    )
    return c


CHILD = r"""
import sys, numpy as np
sys.path.insert(0, {here!r})
from ptx_tensor_import import import_tensor
dpt, _ = import_tensor("dpnp.tensor")
import dpctl
q = dpctl.SyclQueue()
def body(dpt, q, np):
{body}
got, want = body(dpt, q, np)
got, want = np.asarray(got), np.asarray(want)
if got.shape == want.shape and np.array_equal(got, want, equal_nan=got.dtype.kind in 'fc'):
    print("RESULT ok")
else:
    if got.shape != want.shape:
        print(f"RESULT WRONG (shape {{got.shape}} want {{want.shape}}; got {{got.ravel()[:8]}})")
    else:
        d = np.flatnonzero(~((got == want) | (np.isnan(got) & np.isnan(want)) if got.dtype.kind in 'fc' else got == want))
        print(f"RESULT WRONG ({{d.size}} differ, first at {{d[:5]}}; got {{got.ravel()[d[:5]]}} want {{want.ravel()[d[:5]]}})")
"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--only", default="")
    ap.add_argument("--env", action="append", default=[])
    ap.add_argument("--timeout", type=int, default=120)
    ap.add_argument("--jobs", type=int, default=1)
    a = ap.parse_args()
    env = dict(os.environ)
    for kv in a.env:
        k, _, v = kv.partition("=")
        env[k] = v
    only = [s for s in a.only.split(",") if s]
    counts = {"ok": 0, "WRONG": 0, "ERROR": 0}

    def run(item):
        name, body = item
        src = CHILD.format(here=HERE, body="\n".join("    " + l for l in body.splitlines()))
        try:
            p = subprocess.run([sys.executable, "-c", src], env=env, capture_output=True, text=True, timeout=a.timeout)
            out = [l for l in p.stdout.splitlines() if l.startswith("RESULT ")]
            if out and p.returncode == 0:
                return name, out[-1][7:]
            tail = (p.stderr.strip().splitlines() or ["?"])[-1][:300]
            return name, f"ERROR (rc {p.returncode}: {tail})"
        except subprocess.TimeoutExpired:
            return name, f"ERROR (timeout {a.timeout} s)"

    todo = [(n, b) for n, b in cases().items() if not only or any(s in n for s in only)]
    from concurrent.futures import ThreadPoolExecutor
    with ThreadPoolExecutor(max(1, a.jobs)) as ex:
        for name, res in ex.map(run, todo):
            counts[res.split(" ")[0]] += 1
            print(f"case {name}: {res}", flush=True)
    print(f"cases: {counts['ok']} ok, {counts['WRONG']} wrong, {counts['ERROR']} error")
    return 0 if counts["WRONG"] == counts["ERROR"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
