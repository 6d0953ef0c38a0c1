#!/usr/bin/env python3
"""Does NVIDIA's clSVMAlloc answer NULL while another coarse-grained SVM
allocation of the context is mapped for the host? (issue 37: host and
shared USM, which syclrt keeps mapped between commands, fail to allocate
with a few allocations live.) Without syclrt: ctypes over libOpenCL.so.1.

  nv-svm-alloc-probe.py

Each line: probe, then what clSVMAlloc answered (ok or NULL) per step; the
churn lines repeat a short-lived host allocation's map/unmap cycle (on one
queue, and on a queue created for each map and unmap, as syclrt does) and
say at which round, if any, clSVMAlloc answers NULL.
"""
import ctypes as C

from nvcl import cl, context_and_queue

cl.clSVMAlloc.restype = C.c_void_p
cl.clSVMAlloc.argtypes = [C.c_void_p, C.c_uint64, C.c_size_t, C.c_uint]
cl.clSVMFree.argtypes = [C.c_void_p, C.c_void_p]
cl.clEnqueueSVMMap.argtypes = [C.c_void_p, C.c_uint, C.c_uint64, C.c_void_p, C.c_size_t, C.c_uint, C.c_void_p, C.c_void_p]
cl.clEnqueueSVMUnmap.argtypes = [C.c_void_p, C.c_void_p, C.c_uint, C.c_void_p, C.c_void_p]
cl.clFinish.argtypes = [C.c_void_p]


def main():
    dev, devname, ctx, q = context_and_queue()
    print("device:", devname)
    ok = lambda p: "ok" if p else "NULL"

    def alloc(n, align=0):
        return cl.clSVMAlloc(ctx, 1, n, align)

    def mapped(p, n):
        return cl.clEnqueueSVMMap(q, 1, 3, p, n, 0, None, None)

    def unmap(p):
        r = cl.clEnqueueSVMUnmap(q, p, 0, None, None)
        cl.clFinish(q)
        return r

    # 1. nothing mapped: ten allocations in a row
    ps = [alloc(512) for _ in range(10)]
    print("none_mapped", " ".join(ok(p) for p in ps))
    for p in ps:
        if p:
            cl.clSVMFree(ctx, p)
    # 2. one allocation mapped, then more
    a = alloc(512)
    print("map_first rc", mapped(a, 512))
    ps = [alloc(n) for n in (512, 40, 80, 4096, 1 << 20)]
    print("while_one_mapped", " ".join(ok(p) for p in ps))
    print("unmap rc", unmap(a))
    ps2 = [alloc(n) for n in (512, 40, 80, 4096, 1 << 20)]
    print("after_unmap", " ".join(ok(p) for p in ps2))
    for p in ps + ps2 + [a]:
        if p:
            cl.clSVMFree(ctx, p)
    # 3. two mapped
    a, b = alloc(40), alloc(80)
    print("two rc", mapped(a, 40), mapped(b, 80))
    ps = [alloc(n) for n in (40, 512, 65536)]
    print("while_two_mapped", " ".join(ok(p) for p in ps))
    unmap(a); unmap(b)
    for p in ps + [a, b]:
        if p:
            cl.clSVMFree(ctx, p)
    # 4. mapped with a blocking map, many small allocations live unmapped
    live = [alloc(64) for _ in range(200)]
    print("live_unmapped_200", sum(1 for p in live if p), "ok of 200")
    m = alloc(64)
    cl.clEnqueueSVMMap(q, 1, 3, m, 64, 0, None, None)
    more = [alloc(64) for _ in range(20)]
    print("after_map_with_200_live", sum(1 for p in more if p), "ok of 20")
    unmap(m)
    for p in live + more + [m]:
        if p:
            cl.clSVMFree(ctx, p)


def churn(ctx, dev, rounds=600):
    """What syclrt does for each short-lived host USM allocation: clSVMAlloc,
    a queue of its own to map it (blocking), released; at the free another
    queue to unmap it, finished, released; clSVMFree. Prints the first
    round whose clSVMAlloc answers NULL (or none)."""
    cl.clCreateCommandQueue.restype = C.c_void_p
    cl.clCreateCommandQueue.argtypes = [C.c_void_p, C.c_void_p, C.c_uint64, C.POINTER(C.c_int)]
    cl.clReleaseCommandQueue.argtypes = [C.c_void_p]
    err = C.c_int()
    for r in range(rounds):
        p = cl.clSVMAlloc(ctx, 1, 12, 0)
        if not p:
            return "clSVMAlloc NULL at round %d" % r
        q1 = cl.clCreateCommandQueue(ctx, dev, 0, C.byref(err))
        cl.clEnqueueSVMMap(q1, 1, 3, p, 12, 0, None, None)
        cl.clReleaseCommandQueue(q1)
        q2 = cl.clCreateCommandQueue(ctx, dev, 0, C.byref(err))
        cl.clEnqueueSVMUnmap(q2, p, 0, None, None)
        cl.clFinish(q2)
        cl.clReleaseCommandQueue(q2)
        cl.clSVMFree(ctx, p)
    return "no NULL in %d rounds" % rounds


def churn_no_queues(ctx, q, rounds=600):
    """The same map/unmap cycle on one long-lived queue."""
    for r in range(rounds):
        p = cl.clSVMAlloc(ctx, 1, 12, 0)
        if not p:
            return "clSVMAlloc NULL at round %d" % r
        cl.clEnqueueSVMMap(q, 1, 3, p, 12, 0, None, None)
        cl.clEnqueueSVMUnmap(q, p, 0, None, None)
        cl.clFinish(q)
        cl.clSVMFree(ctx, p)
    return "no NULL in %d rounds" % rounds


def churn_free_mapped(ctx, q, rounds=600):
    """Allocations freed while still mapped for the host (no unmap)."""
    for r in range(rounds):
        p = cl.clSVMAlloc(ctx, 1, 12, 0)
        if not p:
            return "clSVMAlloc NULL at round %d" % r
        cl.clEnqueueSVMMap(q, 1, 3, p, 12, 0, None, None)
        cl.clSVMFree(ctx, p)
    return "no NULL in %d rounds" % rounds


if __name__ == "__main__":
    main()
    dev, devname, ctx, q = context_and_queue()
    print("churn_one_queue", churn_no_queues(ctx, q))
    d = C.c_void_p(dev) if not isinstance(dev, C.c_void_p) else dev
    print("churn_own_queues", churn(ctx, d))
    print("churn_free_mapped", churn_free_mapped(ctx, q))
