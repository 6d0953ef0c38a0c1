"""Submission microbenchmark through dpctl (run by scripts/pi-bench.sh under
syclrt's and Intel's libpi_opencl.so in turn): N x SyclQueue.submit of a
tiny OpenCL C kernel on opencl:cpu, then wait. Prints one line:
    submit N=<n> seconds=<s> per_submit_us=<us>"""
import sys, time
import dpctl, dpctl.program, dpctl.memory
N = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
q = dpctl.SyclQueue("opencl:cpu", property="in_order")
prog = dpctl.program.create_program_from_source(q, "__kernel void inc(__global int *a) { a[get_global_id(0)] += 1; }")
k = prog.get_sycl_kernel("inc")
mem = dpctl.memory.MemoryUSMDevice(4 * 16, queue=q)
q.memset(mem, 0, 4 * 16) if hasattr(q, "memset") else None
for _ in range(200):  # warm-up: kernel caches, USM pointers
    q.submit(k, [mem], [16])
q.wait()
t0 = time.perf_counter()
for _ in range(N):
    q.submit(k, [mem], [16])
q.wait()
t = time.perf_counter() - t0
host = bytearray(4 * 16)
mem.copy_to_host(host)
val = int.from_bytes(host[:4], "little")
assert val >= N, f"kernel ran {val} times, expected at least {N}"
print(f"submit N={N} seconds={t:.3f} per_submit_us={t / N * 1e6:.2f}")
