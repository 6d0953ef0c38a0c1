#!/usr/bin/env python3
"""The smallest dpnp.tensor take (8 floats, int32 indices) between two
markers, for a UR call trace of exactly one take (issue 37: on NVIDIA it read
zeros for the shapes and strides dpnp packs into small host USM vectors):

    SYCLRT_UR_TRACE=1 scripts/gpu-ptx.sh run script scripts/dpnp-take-trace.py

Prints `=== TAKE`, runs the take, waits, prints `=== DONE` and the result
(expected [30, 10, 70, 0, 20, 20, 50, 60])."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(__file__))
from ptx_tensor_import import import_tensor  # noqa: E402

dpt, _ = import_tensor("dpnp.tensor")
import dpctl  # noqa: E402

q = dpctl.SyclQueue()
x = dpt.asarray(np.arange(8, dtype=np.float32) * 10, sycl_queue=q)
i = dpt.asarray(np.array([3, 1, 7, 0, 2, 2, 5, 6], dtype=np.int32), sycl_queue=q)
q.wait()
print("=== TAKE", flush=True)
r = dpt.take(x, i)
q.wait()
print("=== DONE", flush=True)
print(dpt.asnumpy(r))
