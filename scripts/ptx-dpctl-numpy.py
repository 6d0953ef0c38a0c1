#!/usr/bin/env python3
"""dpctl.tensor against NumPy on one SYCL device (issue 26: "a dpnp script
matches NumPy on the GPU").

    python scripts/ptx-dpctl-numpy.py [--n N] [--device FILTER] [--module M] [--seed S]

Runs, on a SyclQueue of the device (filter "gpu" by default; with the default
filter and no GPU, the default device, with a printed note), on device USM
arrays made by dpt.asarray(numpy_array, sycl_queue=q):
  elementwise a*b + c, a/b, sqrt, exp (float32, and float64 where the device
  has fp64), int32 add; a sum and a max reduction; dpt.cumulative_sum;
  boolean indexing x[x > 0.5]; dpt.sort and dpt.argsort;
each compared with NumPy on the same data: exact for integers, boolean
indexing and sorting; float sums against NumPy's float64 result with a
tolerance suited to float32 accumulation. One line per check,
`ok|FAIL name: detail (first X ms, again Y ms)` (first = the first call,
which includes building the kernel; again = the same call repeated; both wait
for the queue), then `dpctl-numpy: N passed, N failed`; exit 1 on a failure.

The array module: dpctl.tensor (dpctl <= 0.21), else dpnp.tensor (dpnp 0.20,
where dpctl 0.22 moved it). dpnp.tensor needs only libsycl and dpctl: when
dpnp's own __init__ cannot load (its oneMKL wheels absent), dpnp.tensor is
imported alone. --module picks one. Needs only Python 3 and NumPy.
"""
import argparse
import sys
import time

import numpy as np

from ptx_tensor_import import import_tensor


def pick_device(dpctl, filt, explicit):
    try:
        return dpctl.SyclDevice(filt)
    except Exception as e:
        if explicit:
            raise
        d = dpctl.SyclDevice()
        print(f"note: no device for filter '{filt}' ({e}); using the default device")
        return d


def describe(dev):
    aspects = ["fp16", "fp64", "usm_device_allocations", "usm_host_allocations",
               "usm_shared_allocations", "usm_system_allocations",
               "usm_atomic_host_allocations", "usm_atomic_shared_allocations"]
    print(f"device: {dev.name} | {dev.backend} {dev.device_type} | platform: {dev.sycl_platform.name}"
          f" | driver: {dev.driver_version}")
    have = []
    for a in aspects:
        v = getattr(dev, "has_aspect_" + a, None)
        have.append(f"{a}={'?' if v is None else int(bool(v))}")
    print("aspects: " + " ".join(have))


class Checker:
    def __init__(self, q):
        self.q = q
        self.passed = 0
        self.failed = 0

    def run(self, name, op, compare):
        """op() -> device result; compare(numpy result) -> (ok, detail)."""
        t0 = t1 = t2 = time.perf_counter()
        try:
            r = op()
            self.q.wait()
            t1 = t2 = time.perf_counter()
            r = op()
            self.q.wait()
            t2 = time.perf_counter()
            ok, detail = compare(r)
        except Exception as e:
            ok, detail = False, f"{type(e).__name__}: {e}"
        if ok:
            self.passed += 1
        else:
            self.failed += 1
        print(f"{'ok' if ok else 'FAIL'} {name}: {detail} "
              f"(first {1e3 * (t1 - t0):.1f} ms, again {1e3 * (t2 - t1):.1f} ms)", flush=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--n", type=int, default=10_000_000)
    ap.add_argument("--device", default=None, help='SYCL filter string (default "gpu", else the default device)')
    ap.add_argument("--module", default="auto", choices=["auto", "dpctl.tensor", "dpnp.tensor"])
    ap.add_argument("--seed", type=int, default=2026)
    args = ap.parse_args()
    n = args.n

    import dpctl
    dpt, modname = import_tensor(args.module)
    print(f"dpctl {dpctl.__version__}, tensor module {modname}, numpy {np.__version__}, n={n}")
    dev = pick_device(dpctl, args.device or "gpu", args.device is not None)
    describe(dev)
    q = dpctl.SyclQueue(dev)
    chk = Checker(q)
    rng = np.random.default_rng(args.seed)

    def host(x):
        return dpt.asnumpy(x)

    def exact(expect):
        def cmp(r):
            got = host(r)
            if got.shape != expect.shape:
                return False, f"shape {got.shape} != {expect.shape}"
            if got.dtype != expect.dtype:
                return False, f"dtype {got.dtype} != {expect.dtype}"
            bad = np.flatnonzero(got.ravel() != expect.ravel())
            if bad.size:
                i = bad[0]
                return False, f"{bad.size} of {expect.size} differ, first at {i}: {got.ravel()[i]!r} != {expect.ravel()[i]!r}"
            return True, f"{expect.size} {expect.dtype} equal"
        return cmp

    def close(expect, rtol, atol=0.0, ref=None):
        """Compare with NumPy's result (expect); ref, when given, is NumPy in float64."""
        def cmp(r):
            got = host(r)
            if got.shape != expect.shape or got.dtype != expect.dtype:
                return False, f"shape/dtype {got.shape} {got.dtype} != {expect.shape} {expect.dtype}"
            target = expect if ref is None else ref
            g = got.astype(np.float64)
            t = np.asarray(target, dtype=np.float64)
            err = np.abs(g - t)
            lim = atol + rtol * np.abs(t)
            rel = float(np.max(err / np.maximum(np.abs(t), np.finfo(np.float64).tiny))) if t.size else 0.0
            detail = f"max rel err {rel:.2e} (rtol {rtol:g}"
            if ref is not None:
                nerr = float(np.max(np.abs(np.asarray(expect, np.float64) - t) / np.maximum(np.abs(t), np.finfo(np.float64).tiny)))
                detail += f", vs NumPy float64; NumPy's own {expect.dtype}: {nerr:.2e}"
            detail += ")"
            bad = np.flatnonzero(np.ravel(err > lim) | ~np.isfinite(np.ravel(g)))
            if bad.size:
                i = bad[0]
                return False, f"{bad.size} of {t.size} outside, first at {i}: {np.ravel(g)[i]!r} vs {np.ravel(t)[i]!r}; {detail}"
            return True, detail
        return cmp

    dtypes = [np.float32]
    if dev.has_aspect_fp64:
        dtypes.append(np.float64)
    else:
        print("note: the device has no fp64: float64 checks left out")

    # Elementwise arithmetic. Tolerances: float32 results within a few ulp
    # (OpenCL allows 3 ulp for exp, fused a*b+c differs by 1 ulp).
    for dt in dtypes:
        tag = np.dtype(dt).name
        a_h = rng.random(n, dtype=np.float64).astype(dt)
        b_h = (rng.random(n, dtype=np.float64) + 0.5).astype(dt)
        c_h = rng.random(n, dtype=np.float64).astype(dt)
        a, b, c = (dpt.asarray(x, sycl_queue=q) for x in (a_h, b_h, c_h))
        rt = 1e-5 if dt == np.float32 else 1e-12
        chk.run(f"{tag} a*b+c", lambda: a * b + c, close(a_h * b_h + c_h, rt, atol=rt))
        chk.run(f"{tag} a/b", lambda: a / b, close(a_h / b_h, rt))
        chk.run(f"{tag} sqrt", lambda: dpt.sqrt(a), close(np.sqrt(a_h), rt))
        chk.run(f"{tag} exp", lambda: dpt.exp(a), close(np.exp(a_h), rt))
        # Sums: float32 accumulation in any order (tree, atomics, chunks)
        # against NumPy in float64; n*eps is the loose worst case, 1e-4 is
        # what a blocked or tree order keeps at 10^7.
        srt = 1e-4 if dt == np.float32 else 1e-10
        ref_sum = np.sum(a_h, dtype=np.float64)
        chk.run(f"{tag} sum", lambda: dpt.sum(a), close(np.sum(a_h), srt, ref=np.float64(ref_sum)))
        chk.run(f"{tag} max", lambda: dpt.max(a), exact(np.max(a_h)))
        ref_cs = np.cumsum(a_h, dtype=np.float64)
        chk.run(f"{tag} cumulative_sum", lambda: dpt.cumulative_sum(a),
                close(np.cumsum(a_h), srt, atol=srt, ref=ref_cs))
        chk.run(f"{tag} x[x > 0.5]", lambda: a[a > 0.5], exact(a_h[a_h > 0.5]))
        chk.run(f"{tag} sort", lambda: dpt.sort(a), exact(np.sort(a_h, kind="stable")))
        chk.run(f"{tag} argsort", lambda: dpt.argsort(a, stable=True),
                exact(np.argsort(a_h, kind="stable").astype(np.int64)))
        del a, b, c

    i_h = rng.integers(-(2**20), 2**20, size=n, dtype=np.int32)
    j_h = rng.integers(-(2**20), 2**20, size=n, dtype=np.int32)
    i, j = dpt.asarray(i_h, sycl_queue=q), dpt.asarray(j_h, sycl_queue=q)
    chk.run("int32 add", lambda: i + j, exact(i_h + j_h))
    chk.run("int32 sum", lambda: dpt.sum(i), exact(np.sum(i_h)))
    chk.run("int32 max", lambda: dpt.max(i), exact(np.max(i_h)))
    chk.run("int32 cumulative_sum", lambda: dpt.cumulative_sum(i, dtype=dpt.int64),
            exact(np.cumsum(i_h, dtype=np.int64)))
    chk.run("int32 x[x > 0]", lambda: i[i > 0], exact(i_h[i_h > 0]))
    chk.run("int32 sort", lambda: dpt.sort(i), exact(np.sort(i_h, kind="stable")))

    print(f"dpctl-numpy: {chk.passed} passed, {chk.failed} failed")
    return 1 if chk.failed else 0


if __name__ == "__main__":
    sys.exit(main())
