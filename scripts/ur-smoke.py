"""UR smoke test, run by scripts/ur-smoke.sh in a venv of scripts/ur-runtime.sh.

Lists the platforms (dpctl.lsplatform), then on the opencl:cpu queue builds
dpctl's own multi_kernel.spv (kernels `add` and `axpy`) and an OpenCL C
program, runs each kernel on USM memory and compares with numpy. Exits
non-zero on any mismatch or error.
"""

import ctypes
import os
import sys

import numpy as np

import dpctl
import dpctl.memory as dpm
import dpctl.program as dpprog


def run(q, krn, args_np, scalar, out_idx, n, expect, what):
    usm = [dpm.MemoryUSMDevice(a.nbytes, queue=q) for a in args_np]
    for m, a in zip(usm, args_np):
        q.memcpy(m, a, a.nbytes)
    args = list(usm) + ([ctypes.c_int(scalar)] if scalar is not None else [])
    q.submit(krn, args, [n]).wait()
    out = np.empty_like(args_np[out_idx])
    q.memcpy(out, usm[out_idx], out.nbytes)
    ok = np.array_equal(out, expect)
    print(f"kernel {what}: {'ok' if ok else 'MISMATCH'} ({n} items)")
    if not ok:
        bad = np.nonzero(out != expect)[0]
        print(f"  first bad index {bad[0]}: got {out[bad[0]]}, want {expect[bad[0]]}")
    return ok


def main():
    print("dpctl", dpctl.__version__)
    dpctl.lsplatform(2)
    plats = dpctl.get_platforms()
    if not plats:
        print("no SYCL platform")
        return 1
    q = dpctl.SyclQueue("opencl:cpu")
    print("queue device:", q.sycl_device.name, "| platform:", q.sycl_device.sycl_platform.name)
    n = 4096
    a = np.arange(n, dtype=np.int32)
    b = np.arange(n, 0, -1, dtype=np.int32) * 3
    c = np.zeros(n, dtype=np.int32)
    ok = True

    spv = os.path.join(os.path.dirname(dpctl.__file__), "tests", "input_files", "multi_kernel.spv")
    with open(spv, "rb") as f:
        prog = dpprog.create_program_from_spirv(q, f.read())
    if not (prog.has_sycl_kernel("add") and prog.has_sycl_kernel("axpy")):
        print("multi_kernel.spv: kernels add/axpy not found")
        return 1
    # multi_kernel.spv: add: c = a + b; axpy: c = a + d*b (as the OpenCL C of
    # dpctl's test_create_program_from_source_ocl).
    ok &= run(q, prog.get_sycl_kernel("add"), [a, b, c], None, 2, n, a + b, "add (SPIR-V)")
    ok &= run(q, prog.get_sycl_kernel("axpy"), [a, b, c], 5, 2, n, a + 5 * b, "axpy (SPIR-V)")

    src = """
    kernel void mad3(global const int *a, global const int *b, global int *c, int d) {
        size_t i = get_global_id(0);
        c[i] = a[i] * d - b[i];
    }"""
    prog2 = dpprog.create_program_from_source(q, src)
    ok &= run(q, prog2.get_sycl_kernel("mad3"), [a, b, c], 7, 2, n, a * 7 - b, "mad3 (OpenCL C)")
    print("smoke:", "PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
