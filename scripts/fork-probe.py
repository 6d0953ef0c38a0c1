#!/usr/bin/env python3
"""Why does a descendant of a process that has NVIDIA's OpenCL loaded see no
NVIDIA platform?  (issue 17; docs/gpu.md)

  fork-probe.py child     what this process is like (status, limits, /dev
                          access) and what NVIDIA's ICD answers when called
                          directly, one "key: value" per line
  fork-probe.py parent    load OpenCL, create contexts on every device, then
                          run "child" four ways: posix_spawn, fork+exec,
                          from a zygote forked before OpenCL was loaded, and
                          fork+exec with NVIDIA's contexts released; print
                          each child's answer and the lines where the
                          children differ
"""
import ctypes, os, sys, subprocess

def child():
    out = []
    st = {}
    for l in open("/proc/self/status"):
        k, _, v = l.partition(":")
        st[k] = v.strip()
    for k in ("NoNewPrivs", "Seccomp", "Seccomp_filters", "Cpus_allowed_list", "Mems_allowed_list",
              "CapInh", "CapPrm", "CapEff", "CapBnd", "CapAmb", "SigBlk", "SigIgn", "Uid", "Gid", "Groups", "NSpid"):
        out.append(f"status.{k}: {st.get(k)}")
    for l in open("/proc/self/limits").read().splitlines()[1:]:
        out.append("limit." + " ".join(l.split()))
    out.append(f"personality: {open('/proc/self/personality').read().strip() if os.path.exists('/proc/self/personality') else '?'}")
    for f in ("cgroup", "oom_score_adj", "timerslack_ns", "sessionid", "loginuid"):
        try:
            out.append(f"{f}: {open('/proc/self/' + f).read().strip()!r}")
        except OSError as e:
            out.append(f"{f}: {e}")
    out.append(f"pgid/sid: {os.getpgid(0)}/{os.getsid(0)} ppid {os.getppid()}")
    out.append(f"umask: {oct(os.umask(0o22))}")
    for k, v in sorted(os.environ.items()):
        out.append(f"env.{k}: {v}")
    out.append("maps.libOpenCL: " + repr(sorted({l.split()[-1] for l in open('/proc/self/maps') if 'OpenCL' in l})))
    for d in sorted(os.listdir("/dev")):
        if d.startswith("nvidia"):
            p = "/dev/" + d
            try:
                fd = os.open(p, os.O_RDWR); os.close(fd); r = "open ok"
            except OSError as e:
                r = f"open: {e.strerror}"
            out.append(f"dev {p}: {r}")
    try:
        nv = ctypes.CDLL("libnvidia-opencl.so.1")
        nv.clGetExtensionFunctionAddress.restype = ctypes.c_void_p
        addr = nv.clGetExtensionFunctionAddress(b"clIcdGetPlatformIDsKHR")
        f = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_uint, ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint))(addr)
        n = ctypes.c_uint(0)
        rc = f(0, None, ctypes.byref(n))
        out.append(f"nvidia clIcdGetPlatformIDsKHR: rc {rc}, {n.value} platform(s)")
    except OSError as e:
        out.append(f"nvidia dlopen: {e}")
    try:
        cl = ctypes.CDLL("libOpenCL.so.1")
        n = ctypes.c_uint(0)
        rc = cl.clGetPlatformIDs(0, None, ctypes.byref(n))
        plats = (ctypes.c_void_p * max(n.value, 1))()
        cl.clGetPlatformIDs(n.value, plats, None)
        names = []
        for i in range(n.value):
            buf = ctypes.create_string_buffer(256)
            cl.clGetPlatformInfo(ctypes.c_void_p(plats[i]), 0x0902, 256, buf, None)
            names.append(buf.value.decode())
        out.append(f"loader clGetPlatformIDs: rc {rc}, {names}")
        out.append("maps.after: " + repr(sorted({l.split()[-1] for l in open('/proc/self/maps') if 'OpenCL' in l or 'nvidia' in l or 'pocl' in l or 'hwloc' in l})))
    except OSError as e:
        out.append(f"loader: {e}")
    print("\n".join(out))

def run_ways(unset=None):
    me = [sys.executable, os.path.abspath(__file__), "child"]
    res = {}
    r = subprocess.run(me, close_fds=False, capture_output=True, text=True)
    res["posix_spawn"] = r.stdout + r.stderr
    rfd, wfd = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.dup2(wfd, 1); os.dup2(wfd, 2); os.close(rfd)
        if unset:
            os.unsetenv(unset)
        os.execv(me[0], me)
    os.close(wfd)
    data = b""
    while True:
        b = os.read(rfd, 65536)
        if not b: break
        data += b
    os.close(rfd); os.waitpid(pid, 0)
    res["fork+exec"] = data.decode()
    return res

def parent():
    print("kernel:", open("/proc/version").read().strip())
    try:
        print("dmesg:", subprocess.run(["dmesg"], capture_output=True, text=True).stdout.splitlines()[:3])
    except OSError as e:
        print("dmesg:", e)
    print("tools:", [t for t in ("strace", "ltrace", "gdb", "perf") if subprocess.run(["sh", "-c", f"command -v {t}"], capture_output=True).returncode == 0])
    # A zygote forked before OpenCL is loaded: it forks+execs children on request.
    zr, zw = os.pipe(); ar, aw = os.pipe()
    zpid = os.fork()
    if zpid == 0:
        os.close(zw); os.close(ar)
        while True:
            cmd = os.read(zr, 1)
            if not cmd: os._exit(0)
            r = subprocess.run([sys.executable, os.path.abspath(__file__), "child"], capture_output=True, text=True)
            b = (r.stdout + r.stderr).encode()
            os.write(aw, len(b).to_bytes(8, "little") + b)
    os.close(zr); os.close(aw)
    cl = ctypes.CDLL("libOpenCL.so.1")
    n = ctypes.c_uint(0)
    cl.clGetPlatformIDs(0, None, ctypes.byref(n))
    plats = (ctypes.c_void_p * max(n.value, 1))()
    cl.clGetPlatformIDs(n.value, plats, None)
    cl.clCreateContext.restype = ctypes.c_void_p
    ctxs = []
    for i in range(n.value):
        buf = ctypes.create_string_buffer(256)
        cl.clGetPlatformInfo(ctypes.c_void_p(plats[i]), 0x0902, 256, buf, None)
        nd = ctypes.c_uint(0)
        cl.clGetDeviceIDs(ctypes.c_void_p(plats[i]), ctypes.c_uint64(0xFFFFFFFF), 0, None, ctypes.byref(nd))
        print(f"parent: platform {i}: {buf.value.decode()}, {nd.value} device(s)")
        if nd.value:
            devs = (ctypes.c_void_p * nd.value)()
            cl.clGetDeviceIDs(ctypes.c_void_p(plats[i]), ctypes.c_uint64(0xFFFFFFFF), nd.value, devs, None)
            err = ctypes.c_int(0)
            ctxs.append(cl.clCreateContext(None, nd.value, devs, None, None, ctypes.byref(err)))
    res = run_ways()
    os.write(zw, b"x")
    ln = int.from_bytes(os.read(ar, 8), "little"); b = b""
    while len(b) < ln: b += os.read(ar, ln - len(b))
    res["zygote (forked before OpenCL)"] = b.decode()
    res["fork+exec, HWLOC_PLUGINS_PATH unset in the child"] = run_ways("HWLOC_PLUGINS_PATH")["fork+exec"]
    for c in ctxs:
        cl.clReleaseContext(ctypes.c_void_p(c))
    for k, v in run_ways().items():
        res[k + ", contexts released"] = v
    base = dict(l.split(": ", 1) for l in res["posix_spawn"].splitlines() if ": " in l)
    for k, v in res.items():
        print(f"== child by {k}: {[l for l in v.splitlines() if 'clIcd' in l or 'dlopen' in l]}")
        d = dict(l.split(": ", 1) for l in v.splitlines() if ": " in l)
        for kk in sorted(set(base) | set(d)):
            if base.get(kk) != d.get(kk) and not kk.startswith("pgid"):
                print(f"   differs from posix_spawn: {kk}: {d.get(kk)!r} vs {base.get(kk)!r}")
    print("== posix_spawn child in full:\n" + res["posix_spawn"])

if __name__ == "__main__":
    {"child": child, "parent": parent}[sys.argv[1]]()
