#!/usr/bin/env python3
"""The hardware anchor for benches/buffer_2gpu.rs (issue 28), through CUDA
(CuPy), on the same machine in the same run: what moving a buffer between
two GPUs costs when done as well as CUDA allows.

    python3 scripts/cuda-anchor.py [MiB] [reps] [chunk MiB]

Defaults: 256 MiB, median of 5 after one warm-up, 8 MiB chunks. Prints a
Markdown table (GB/s = bytes / seconds / 1e9, seconds from the host clock
around the copies and a synchronize of both devices):

- GPU0 -> pinned host, pinned host -> GPU1 (cudaMemcpyAsync, one call);
- the same with pageable host memory (numpy);
- GPU0 -> pinned -> GPU1 staged: one D2H then one H2D, and pipelined in
  chunks on a stream per device with events (the best hand-written staged
  move, what syclrt's staged path does through OpenCL);
- GPU0 -> GPU1 with cudaMemcpyPeerAsync before and after
  cudaDeviceEnablePeerAccess (with peer access over NVLink where present).
Exits 0 with a SKIP line when CuPy or two GPUs are missing.
"""
import statistics
import sys
import time

try:
    import cupy as cp
    import numpy as np
except Exception as e:  # noqa: BLE001 - any import failure means no anchor
    print(f"SKIP: no CuPy/numpy ({e})")
    sys.exit(0)

rt = cp.cuda.runtime
H2D, D2H = 1, 2


def main():
    args = [int(a) for a in sys.argv[1:] if a.isdigit()]
    mib = args[0] if args else 256
    reps = args[1] if len(args) > 1 else 5
    chunk = (args[2] if len(args) > 2 else 8) << 20
    size = mib << 20
    n = rt.getDeviceCount()
    names = []
    for d in range(n):
        p = rt.getDeviceProperties(d)
        names.append(p["name"].decode() if isinstance(p["name"], bytes) else str(p["name"]))
    print(f"CUDA devices: {n}: {', '.join(names)}; runtime {rt.runtimeGetVersion()}, driver {rt.driverGetVersion()}")
    if n < 2:
        print("SKIP: fewer than two CUDA devices")
        return
    print(f"peer access possible: 0->1 {rt.deviceCanAccessPeer(0, 1)}, 1->0 {rt.deviceCanAccessPeer(1, 0)}")
    with cp.cuda.Device(0):
        a = cp.arange(size // 4, dtype=cp.uint32)
        s0 = cp.cuda.Stream(non_blocking=True)
    with cp.cuda.Device(1):
        b = cp.zeros(size // 4, dtype=cp.uint32)
        s1 = cp.cuda.Stream(non_blocking=True)
    pinned = cp.cuda.alloc_pinned_memory(size)
    pinned_np = np.frombuffer(pinned, dtype=np.uint8, count=size)
    pinned_np[:] = 0  # touch it
    pageable = np.zeros(size, dtype=np.uint8)
    slots = 4
    staging = cp.cuda.alloc_pinned_memory(slots * chunk)

    def sync():
        for d in (0, 1):
            with cp.cuda.Device(d):
                cp.cuda.runtime.deviceSynchronize()

    def measure(f):
        sync()
        f()
        sync()
        v = []
        for _ in range(reps):
            sync()
            t = time.perf_counter()
            f()
            sync()
            v.append(time.perf_counter() - t)
        return statistics.median(v)

    def d2h(host_ptr):
        def f():
            with cp.cuda.Device(0):
                rt.memcpyAsync(host_ptr, a.data.ptr, size, D2H, s0.ptr)
        return f

    def h2d(host_ptr):
        def f():
            with cp.cuda.Device(1):
                rt.memcpyAsync(b.data.ptr, host_ptr, size, H2D, s1.ptr)
        return f

    def staged_whole():
        with cp.cuda.Device(0):
            rt.memcpyAsync(pinned.ptr, a.data.ptr, size, D2H, s0.ptr)
            s0.synchronize()
        with cp.cuda.Device(1):
            rt.memcpyAsync(b.data.ptr, pinned.ptr, size, H2D, s1.ptr)

    def staged_pipelined():
        writes = [None] * slots
        off, i = 0, 0
        while off < size:
            m = min(chunk, size - off)
            slot = i % slots
            host = staging.ptr + slot * chunk
            with cp.cuda.Device(0):
                if writes[slot] is not None:
                    s0.wait_event(writes[slot])
                rt.memcpyAsync(host, a.data.ptr + off, m, D2H, s0.ptr)
                r = cp.cuda.Event(disable_timing=True)
                r.record(s0)
            with cp.cuda.Device(1):
                s1.wait_event(r)
                rt.memcpyAsync(b.data.ptr + off, host, m, H2D, s1.ptr)
                w = cp.cuda.Event(disable_timing=True)
                w.record(s1)
            writes[slot] = w
            off += m
            i += 1

    def peer():
        with cp.cuda.Device(1):
            rt.memcpyPeerAsync(b.data.ptr, 1, a.data.ptr, 0, size, s1.ptr)

    rows = []
    rows.append(("GPU0 -> pinned host (cudaMemcpyAsync)", measure(d2h(pinned.ptr))))
    rows.append(("pinned host -> GPU1", measure(h2d(pinned.ptr))))
    rows.append(("GPU0 -> pageable host", measure(d2h(pageable.ctypes.data))))
    rows.append(("pageable host -> GPU1", measure(h2d(pageable.ctypes.data))))
    rows.append(("GPU0 -> pinned -> GPU1, staged whole (D2H, then H2D)", measure(staged_whole)))
    rows.append(
        (f"GPU0 -> pinned -> GPU1, staged in {chunk >> 20} MiB chunks, {slots} slots, pipelined", measure(staged_pipelined))
    )
    rows.append(("GPU0 -> GPU1 cudaMemcpyPeerAsync, peer access not enabled", measure(peer)))
    enabled = False
    try:
        if rt.deviceCanAccessPeer(1, 0) and rt.deviceCanAccessPeer(0, 1):
            with cp.cuda.Device(1):
                rt.deviceEnablePeerAccess(0)
            with cp.cuda.Device(0):
                rt.deviceEnablePeerAccess(1)
            enabled = True
    except Exception as e:  # noqa: BLE001 - already enabled, or refused
        print(f"note: enabling peer access: {e}")
    if enabled:
        rows.append(("GPU0 -> GPU1 cudaMemcpyPeerAsync, peer access enabled", measure(peer)))
    # Check the data really moved.
    sync()
    with cp.cuda.Device(1):
        got = cp.asnumpy(b)
    with cp.cuda.Device(0):
        want = cp.asnumpy(a)
    ok = bool((got == want).all())
    print(f"\nCUDA anchor: {mib} MiB, median of {reps} after one warm-up; data checked: {'yes' if ok else 'NO (mismatch)'}\n")
    print("| CUDA copy | ms | GB/s |")
    print("|---|---:|---:|")
    for name, t in rows:
        print(f"| {name} | {t * 1e3:.3f} | {size / t / 1e9:.1f} |")
    best_staged = min(t for name, t in rows if "staged" in name)
    print(f"\ncuda-anchor: pinned staged best {size / best_staged / 1e9:.1f} GB/s; half of it {size / best_staged / 2e9:.1f} GB/s")
    if not ok:
        sys.exit(1)


if __name__ == "__main__":
    main()
