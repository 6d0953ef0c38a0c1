"""Which libsycl a command would load, and the environment that makes it
use syclrt.

- ``libsycl.so.7`` (oneAPI 2024.2.1, PI): libsycl dlopens
  ``<directory of its own file>/libpi_opencl.so`` (it reads /proc/self/maps and
  resolves symlinks). syclrt keeps an *overlay* directory in its cache:
  a hard link (else a copy) of the real libsycl.so.7 named ``libsycl.so.7``,
  links to the runtime's other libraries and device libraries, and
  libsyclrt as ``libpi_opencl.so``. The overlay goes first in LD_LIBRARY_PATH.
- ``libsycl.so.8`` / ``.9`` (oneAPI 2025.2 .. 2026.2, Unified Runtime): where
  the runtime ships Intel's OpenCL adapter as a file
  (``libur_adapter_opencl.so.0``, 2025.2 .. 2026.1), an overlay holding
  libsyclrt under that name goes first in LD_LIBRARY_PATH (2026.0/2026.1's
  libsycl looks up clRetain* in the file of that name); where the adapter is
  built into the loader (2026.2) ``UR_ADAPTERS_FORCE_LOAD`` names libsyclrt.

This module only reads the file system and the environment it is given; it
runs a command only to ask a Python interpreter for ``sys.prefix`` or
``ldd`` for an ELF program's libraries.
"""

import glob
import hashlib
import os
import re
import shutil
import subprocess
import sys

from . import library_path, pkgconfig_dir, cmake_prefix

SONAMES = ("libsycl.so.9", "libsycl.so.8", "libsycl.so.7")
STOCK_UR_ADAPTER = "libur_adapter_opencl.so.0"
UR_LOADER = "libur_loader.so.0"
# The conda placeholder prefix Intel's intel-opencl-rt wheel leaves in its ICD files.
_ICD_LIB_RE = re.compile(r".*/lib/")


def cache_root(env=None):
    """Where syclrt keeps its overlays and ICD directories (not the program cache)."""
    env = os.environ if env is None else env
    base = env.get("XDG_CACHE_HOME") or os.path.join(env.get("HOME") or os.path.expanduser("~"), ".cache")
    return os.path.join(base, "syclrt-run")


def _split_path(value):
    return [p for p in (value or "").split(":") if p]


class Runtime:
    """What was found for one command."""

    def __init__(self):
        self.libsycl = None  # path as the dynamic loader would find it
        self.soname = None
        self.libdir = None  # directory holding libsycl (the runtime's lib/)
        self.how = ""  # how it was found, for doctor
        self.python = None  # the command's Python interpreter, if any
        self.prefix = None  # that interpreter's sys.prefix
        self.release = None  # intel-sycl-rt version from the prefix's metadata
        self.face = None  # "pi" or "ur"
        self.via = None  # "overlay" or "force"
        self.loader = None  # libur_loader.so.0 path (UR)
        self.stock_adapter = None  # Intel's adapter file (UR, up to 2026.1)
        self.notes = []


def _is_python_name(name):
    return re.fullmatch(r"python[0-9.]*", name) is not None


def _shebang(path):
    try:
        with open(path, "rb") as f:
            head = f.read(256)
    except OSError:
        return None
    if head.startswith(b"#!"):
        return head[2:].split(b"\n", 1)[0].decode("utf-8", "replace").strip()
    if head.startswith(b"\x7fELF"):
        return "ELF"
    return None


def command_python(argv, env):
    """The Python interpreter that runs argv (a python binary or a script with a
    python shebang), or None; and the resolved executable."""
    if not argv:
        return sys.executable, sys.executable
    exe = argv[0] if "/" in argv[0] else shutil.which(argv[0], path=env.get("PATH", os.defpath))
    if not exe:
        return None, None
    if _is_python_name(os.path.basename(exe)):
        return exe, exe
    sb = _shebang(exe)
    if sb and sb != "ELF" and "python" in sb:
        parts = sb.split()
        if os.path.basename(parts[0]) == "env" and len(parts) > 1:
            interp = shutil.which(parts[-1], path=env.get("PATH", os.defpath))
        else:
            interp = parts[0]
        return interp, exe
    return None, exe


def python_prefix(python, env):
    """sys.prefix of an interpreter: from pyvenv.cfg beside bin/, else by asking it."""
    # Venvs share the base interpreter's file: compare paths, not real paths.
    bindir = os.path.dirname(os.path.abspath(python))
    if os.path.exists(os.path.join(os.path.dirname(bindir), "pyvenv.cfg")):
        return os.path.dirname(bindir)
    if os.path.abspath(python) == os.path.abspath(sys.executable):
        return sys.prefix
    clean = {k: v for k, v in env.items() if k != "PYTHONPATH"}
    try:
        out = subprocess.run([python, "-c", "import sys; print(sys.prefix)"], env=clean,
                             capture_output=True, text=True, timeout=30)
        if out.returncode == 0 and out.stdout.strip():
            return out.stdout.strip().splitlines()[-1]
    except (OSError, subprocess.SubprocessError):
        pass
    return None


def _ldd(exe, env):
    try:
        out = subprocess.run(["ldd", exe], env=env, capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError):
        return {}
    found = {}
    for line in out.splitlines():
        m = re.match(r"\s*(\S+) => (.*?) \(0x", line)
        if m:
            found[m.group(1)] = m.group(2)
        elif "=> not found" in line:
            found[line.split()[0]] = None
    return found


def _ldconfig():
    try:
        out = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError):
        out = ""
    if not out and os.path.exists("/sbin/ldconfig"):
        try:
            out = subprocess.run(["/sbin/ldconfig", "-p"], capture_output=True, text=True, timeout=30).stdout
        except (OSError, subprocess.SubprocessError):
            out = ""
    found = {}
    for line in out.splitlines():
        m = re.match(r"\s*(\S+) \(.*x86-64.*\) => (\S+)", line)
        if m and m.group(1) not in found:
            found[m.group(1)] = m.group(2)
    return found


def _is_ours(d, env):
    root = os.path.realpath(cache_root(env))
    return os.path.realpath(d).startswith(root + os.sep)


def release_in_prefix(prefix):
    """intel-sycl-rt's version as pip recorded it in prefix, or None."""
    if not prefix:
        return None
    for pattern in ("lib/python3*/site-packages/intel_sycl_rt-*.dist-info",
                    "lib/python3*/site-packages/dpcpp_cpp_rt-*.dist-info"):
        for d in sorted(glob.glob(os.path.join(prefix, pattern))):
            m = re.search(r"-([0-9][^-]*)\.dist-info$", d)
            if m:
                return m.group(1)
    return None


def find_runtime(argv, env, use_ldconfig=True):
    """Finds the libsycl that argv, run in env, would load, and the face syclrt uses.
    use_ldconfig=False skips the system library cache (a subprocess)."""
    rt = Runtime()
    ldpath = [d for d in _split_path(env.get("LD_LIBRARY_PATH")) if not _is_ours(d, env)]
    python, exe = command_python(argv, env)
    is_elf = python is None and exe is not None and _shebang(exe) == "ELF"
    if is_elf:
        libs = _ldd(exe, env)
        for so in SONAMES:
            if so in libs:
                if libs[so] is None:
                    rt.notes.append(f"{exe} needs {so}, which the dynamic loader does not find")
                else:
                    rt.libsycl, rt.soname, rt.how = libs[so], so, f"linked by {exe} (ldd)"
                break
    if rt.libsycl is None and python is not None:
        rt.python = python
        rt.prefix = python_prefix(python, env)
        if rt.prefix:
            pdir = os.path.join(rt.prefix, "lib")
            for so in SONAMES:
                if os.path.exists(os.path.join(pdir, so)):
                    rt.soname = so
                    # LD_LIBRARY_PATH comes before the RUNPATH that finds <prefix>/lib.
                    for d in ldpath + [pdir]:
                        if os.path.exists(os.path.join(d, so)):
                            rt.libsycl = os.path.join(d, so)
                            break
                    rt.how = f"installed in {python}'s prefix {rt.prefix}"
                    if os.path.dirname(rt.libsycl) != pdir:
                        rt.how += f" (LD_LIBRARY_PATH puts {rt.libsycl} first)"
                    break
        for d in ldpath if rt.libsycl is None else []:
            for so in SONAMES:
                if os.path.exists(os.path.join(d, so)):
                    rt.libsycl, rt.soname, rt.how = os.path.join(d, so), so, "in LD_LIBRARY_PATH"
                    break
            if rt.libsycl:
                break
    if rt.libsycl is None and python is None and not is_elf:
        # A command of unknown kind (a shell script, or not found): the
        # library path, then the environment syclrt is installed in.
        own = os.path.join(sys.prefix, "lib")
        for d in ldpath + [own]:
            for so in SONAMES:
                if os.path.exists(os.path.join(d, so)):
                    rt.libsycl, rt.soname = os.path.join(d, so), so
                    rt.how = "in LD_LIBRARY_PATH" if d != own else f"installed beside syclrt ({sys.prefix})"
                    break
            if rt.libsycl:
                break
    if rt.libsycl is None and not is_elf and use_ldconfig:  # for an ELF program, ldd had the last word
        cache = _ldconfig()
        for so in SONAMES:
            if so in cache:
                rt.libsycl, rt.soname, rt.how = cache[so], so, "in the system's library cache (ldconfig -p)"
                break
    if rt.libsycl is None:
        return rt
    rt.libdir = os.path.dirname(rt.libsycl)
    if rt.prefix is None and os.path.basename(rt.libdir) == "lib":
        rt.prefix = os.path.dirname(rt.libdir)
    rt.release = release_in_prefix(rt.prefix)
    if rt.soname == "libsycl.so.7":
        rt.face, rt.via = "pi", "overlay"
        if rt.release and not rt.release.startswith("2024.2"):
            rt.notes.append(f"the PI face is built for oneAPI 2024.2.1 (PI 15.47); this runtime is {rt.release}")
    else:
        rt.face = "ur"
        loader = os.path.join(rt.libdir, UR_LOADER)
        rt.loader = loader if os.path.exists(loader) else None
        stock = os.path.join(rt.libdir, STOCK_UR_ADAPTER)
        rt.stock_adapter = stock if os.path.exists(stock) else None
        rt.via = "overlay" if rt.stock_adapter else "force"
        if rt.release and rt.release[:6] in ("2025.0", "2025.1"):
            rt.notes.append(f"oneAPI {rt.release} speaks UR 0.10/0.11, which syclrt refuses (2025.2.1 and later only)")
    return rt


# ---------------------------------------------------------------------------
# Overlays and ICD directories, kept in cache_root().

def _key(*paths):
    h = hashlib.sha1()
    for p in paths:
        st = os.stat(p)
        h.update(f"{os.path.realpath(p)}:{st.st_size}:{st.st_mtime_ns}\0".encode())
    return h.hexdigest()[:16]


def _link_or_copy(src, dst):
    src = os.path.realpath(src)
    try:
        os.link(src, dst)
    except OSError:
        shutil.copy2(src, dst)


def _publish(tmp, final):
    """Renames a finished directory into place; another process may have won."""
    try:
        os.rename(tmp, final)
    except OSError:
        shutil.rmtree(tmp, ignore_errors=True)
        if not os.path.isdir(final):
            raise


def pi_overlay(rt, env):
    """The overlay directory for a libsycl.so.7 runtime (made once, then reused)."""
    lib = library_path()
    final = os.path.join(cache_root(env), "pi-" + _key(rt.libsycl, lib))
    if os.path.isfile(os.path.join(final, "libpi_opencl.so")):
        return final
    os.makedirs(cache_root(env), exist_ok=True)
    tmp = f"{final}.tmp.{os.getpid()}"
    shutil.rmtree(tmp, ignore_errors=True)
    os.makedirs(tmp)
    # libsycl itself must be a file in the overlay (not a symlink): libsycl
    # finds its plugins next to the resolved path of its own file.
    _link_or_copy(rt.libsycl, os.path.join(tmp, "libsycl.so.7"))
    for f in sorted(os.listdir(rt.libdir)):
        if f.startswith("libsycl.so") or f.startswith("libpi_"):
            continue
        if f.startswith("libsycl-") and f.endswith(".spv") or re.search(r"\.so(\.[0-9]+)*$", f):
            # Device libraries (found next to libsycl) and the runtime's other
            # libraries (so that libsycl's own dependencies resolve from here).
            os.symlink(os.path.join(rt.libdir, f), os.path.join(tmp, f))
    _link_or_copy(lib, os.path.join(tmp, "libpi_opencl.so"))
    _publish(tmp, final)
    return final


def ur_overlay(rt, env):
    """The overlay directory holding libsyclrt as libur_adapter_opencl.so.0."""
    lib = library_path()
    final = os.path.join(cache_root(env), "ur-" + _key(lib))
    if os.path.isfile(os.path.join(final, STOCK_UR_ADAPTER)):
        return final
    os.makedirs(cache_root(env), exist_ok=True)
    tmp = f"{final}.tmp.{os.getpid()}"
    shutil.rmtree(tmp, ignore_errors=True)
    os.makedirs(tmp)
    _link_or_copy(lib, os.path.join(tmp, STOCK_UR_ADAPTER))
    _publish(tmp, final)
    return final


def prefix_icds(prefix):
    """ICD files a pip-installed OpenCL runtime put in prefix/etc/OpenCL/vendors,
    as (icd file, library it should name, whether that library exists).

    Intel's intel-opencl-rt wheels write a conda placeholder path into their
    ICD file; the library really is in prefix/lib."""
    out = []
    if not prefix:
        return out
    for icd in sorted(glob.glob(os.path.join(prefix, "etc", "OpenCL", "vendors", "*.icd"))):
        try:
            named = open(icd).read().strip()
        except OSError:
            continue
        fixed = named if os.path.isabs(named) and os.path.exists(named) else \
            os.path.join(prefix, "lib", _ICD_LIB_RE.sub("", named))
        out.append((icd, fixed, os.path.exists(fixed)))
    return out


def system_icds(env):
    d = env.get("OCL_ICD_VENDORS") or "/etc/OpenCL/vendors"
    if os.path.isfile(d):
        return [d]
    return sorted(glob.glob(os.path.join(d, "*.icd")))


def icd_dir(prefix, env):
    """A vendors directory holding the system's ICDs plus the prefix's (paths
    fixed), or None when the prefix has none to add."""
    extra = [(icd, lib) for icd, lib, ok in prefix_icds(prefix) if ok]
    if not extra:
        return None
    sysicds = system_icds({})
    h = hashlib.sha1()
    for icd in sysicds:
        h.update(icd.encode() + b"\0")
    for icd, lib in extra:
        h.update(f"{icd}:{lib}\0".encode())
    final = os.path.join(cache_root(env), "icd-" + h.hexdigest()[:16])
    if os.path.isdir(final):
        return final
    os.makedirs(cache_root(env), exist_ok=True)
    tmp = f"{final}.tmp.{os.getpid()}"
    shutil.rmtree(tmp, ignore_errors=True)
    os.makedirs(tmp)
    for icd in sysicds:
        shutil.copy(icd, os.path.join(tmp, os.path.basename(icd)))
    for icd, lib in extra:
        with open(os.path.join(tmp, "pip-" + os.path.basename(icd)), "w") as f:
            f.write(lib + "\n")
    _publish(tmp, final)
    return final


def environment(rt, env, with_icds=True, with_build=True):
    """The variables to set (name -> value) so that rt's libsycl uses syclrt.
    LD_LIBRARY_PATH and the search paths are returned complete (the old value
    appended)."""
    out = {}

    def prepend(name, *dirs):
        old = _split_path(env.get(name))
        new = [d for d in dirs if d]
        out[name] = ":".join(new + [d for d in old if d not in new])

    if rt.face == "pi":
        # The runtime's lib/ after the overlay: libsycl's dependencies.
        prepend("LD_LIBRARY_PATH", pi_overlay(rt, env), rt.libdir)
    elif rt.face == "ur" and rt.via == "overlay":
        prepend("LD_LIBRARY_PATH", ur_overlay(rt, env))
    elif rt.face == "ur":
        out["UR_ADAPTERS_FORCE_LOAD"] = os.path.realpath(library_path())
    if with_icds and not env.get("OCL_ICD_VENDORS") and not env.get("OCL_ICD_FILENAMES"):
        d = icd_dir(rt.prefix, env)
        if d:
            out["OCL_ICD_VENDORS"] = d
    if with_build:
        prepend("PKG_CONFIG_PATH", pkgconfig_dir())
        prepend("CMAKE_PREFIX_PATH", cmake_prefix())
    return out


def describe_face(rt):
    if rt.face == "pi":
        return "PI plugin (libsycl.so.7): overlay directory first in LD_LIBRARY_PATH, syclrt as libpi_opencl.so"
    if rt.face == "ur" and rt.via == "overlay":
        return ("UR adapter: overlay directory first in LD_LIBRARY_PATH, syclrt as "
                f"{STOCK_UR_ADAPTER} (Intel's adapter is the file {rt.stock_adapter})")
    if rt.face == "ur":
        return "UR adapter: UR_ADAPTERS_FORCE_LOAD names syclrt (the OpenCL adapter is built into this loader)"
    return "none (no libsycl found)"
