"""dpctl submission microbenchmark: SyclQueue.submit of a tiny kernel, N times
(default 20000), on the opencl:cpu device of whatever UR adapter the loader
uses. Prints `submit: <ns> ns per submit (N submits, checked)`; the kernel's
result is checked (every element incremented N times).

    python benches/ur/dpctl_submit.py [N]          (run by scripts/ur-bench.sh)
"""
import sys
import time

import dpctl
import dpctl.memory as dpmem
import dpctl.program as dpprog
import numpy as np

N = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
q = dpctl.SyclQueue("opencl:cpu")
src = "__kernel void add1(__global int *a) { a[get_global_id(0)] += 1; }"
k = dpprog.create_program_from_source(q, src).get_sycl_kernel("add1")
n = 64
buf = dpmem.MemoryUSMDevice(n * 4, queue=q)
buf.copy_from_host(np.zeros(n, dtype=np.int32).tobytes())
# Warm-up (first submit builds internal state).
for _ in range(100):
    q.submit(k, [buf], [n])
q.wait()
t0 = time.perf_counter()
for _ in range(N):
    q.submit(k, [buf], [n])
q.wait()
t = time.perf_counter() - t0
out = np.frombuffer(buf.copy_to_host(), dtype=np.int32)
ok = bool((out == N + 100).all())
print(f"submit: {t / N * 1e9:.0f} ns per submit ({N} submits, {'checked' if ok else 'WRONG RESULT'})")
sys.exit(0 if ok else 1)
