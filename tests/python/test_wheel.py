"""Tests of the installed syclrt wheel (run by scripts/wheel-check.sh inside a
fresh venv holding the wheel, dpctl 0.22.1 and intel-opencl-rt 2026.2.0).

Inputs from the environment (wheel-check.sh sets them):
  SYCLRT_TEST_INTEL_VENDORS  an OCL_ICD_VENDORS directory with only Intel's CPU runtime
  SYCLRT_TEST_PI_VENV        the oneAPI 2024.2.1 + dpctl 0.17 venv (scripts/intel-runtime.sh)
  SYCLRT_TEST_POCL_ICD       PoCL's ICD file (default /etc/OpenCL/vendors/pocl.icd)
"""

import json
import os
import shutil
import subprocess
import sys
import sysconfig

import pytest

import syclrt

SCRIPTS = sysconfig.get_paths()["scripts"]
SYCLRT = os.path.join(SCRIPTS, "syclrt")
LIB = os.path.realpath(syclrt.library_path())
POCL_ICD = os.environ.get("SYCLRT_TEST_POCL_ICD", "/etc/OpenCL/vendors/pocl.icd")
INTEL_VENDORS = os.environ.get("SYCLRT_TEST_INTEL_VENDORS", "")
PI_VENV = os.environ.get("SYCLRT_TEST_PI_VENV", "")
LOADER_LOG = "level:info;output:stderr"


def run(args, env=None, **kw):
    e = dict(os.environ)
    e.update(env or {})
    return subprocess.run(args, env=e, capture_output=True, text=True, timeout=300, **kw)


@pytest.fixture
def cache(tmp_path):
    """A private cache (XDG_CACHE_HOME) for overlays and ICD directories."""
    return {"XDG_CACHE_HOME": str(tmp_path / "cache")}


def vendors(tmp_path, *icds):
    d = tmp_path / "vendors"
    d.mkdir(exist_ok=True)
    for icd in icds:
        shutil.copy(icd, d)
    return str(d)


# ---------------------------------------------------------------------------
# The wheel's files

def test_wheel_holds_library_headers_and_build_files():
    assert os.path.isfile(LIB) and LIB.endswith("libsyclrt.so.0")
    for h in ("syclrt.h", "syclrt.hpp", "syclrt_pi.h", "syclrt_device_if.h"):
        assert os.path.isfile(os.path.join(syclrt.include_dir(), h)), h
    assert os.path.isfile(os.path.join(syclrt.pkgconfig_dir(), "syclrt.pc"))
    assert os.path.isfile(os.path.join(syclrt.cmake_prefix(), "lib", "cmake", "syclrt", "syclrtConfig.cmake"))
    for tool in ("syclrt-info", "syclrt-cache", "syclrt"):
        assert os.access(os.path.join(SCRIPTS, tool), os.X_OK), tool
    out = run(["readelf", "-d", LIB]).stdout
    assert "libsyclrt.so.0" in out and "libOpenCL" not in out


def test_clis_answer_version():
    for tool in ("syclrt-info", "syclrt-cache"):
        r = run([os.path.join(SCRIPTS, tool), "--version"])
        assert r.returncode == 0 and "0.1.0" in r.stdout, r
    r = run([SYCLRT, "--version"])
    assert r.returncode == 0 and syclrt.__version__ in r.stdout


def test_panic_is_caught_at_the_c_boundary():
    # The wheel's library is linked by zig against glibc 2.28: unwinding must
    # still stop at the boundary.
    code = ("import ctypes; l = ctypes.CDLL(%r); n = ctypes.c_size_t(); "
            "print(l.syclrt_device_count(ctypes.byref(n)))" % LIB)
    r = run([sys.executable, "-c", code], env={"SYCLRT_DEBUG_PANIC_IN": "syclrt_device_count"})
    assert r.returncode == 0 and r.stdout.strip() == "100", r  # SYCLRT_STATUS_PANIC


def test_pkg_config_and_a_c_program(tmp_path):
    if not shutil.which("pkg-config") or not shutil.which("cc"):
        pytest.skip("SKIP: pkg-config or cc missing")
    env = {"PKG_CONFIG_PATH": syclrt.pkgconfig_dir()}
    r = run(["pkg-config", "--cflags", "syclrt"], env=env)
    assert r.returncode == 0 and r.stdout.startswith("-I"), r
    assert os.path.samefile(r.stdout.strip()[2:], syclrt.include_dir())
    libs = run(["pkg-config", "--libs", "syclrt"], env=env).stdout.split()
    cflags = r.stdout.split()
    src = os.path.join(os.path.dirname(__file__), "..", "..", "examples", "bundle_spec_constant.c")
    exe = str(tmp_path / "a.out")
    c = run(["cc", *cflags, src, "-o", exe, *libs])
    assert c.returncode == 0, c.stderr
    out = run([exe], env={"OCL_ICD_VENDORS": vendors(tmp_path, POCL_ICD)})
    assert out.returncode == 0 and "verified" in out.stdout, out


def test_cmake_find_package(tmp_path):
    if not shutil.which("cmake") or not shutil.which("c++"):
        pytest.skip("SKIP: cmake or c++ missing")
    src = os.path.join(os.path.dirname(__file__), "..", "..", "ctest", "consumer")
    b = str(tmp_path / "build")
    env = {"CMAKE_PREFIX_PATH": syclrt.cmake_prefix()}
    r = run(["cmake", "-S", src, "-B", b, "-DCMAKE_BUILD_TYPE=Release"], env=env)
    assert r.returncode == 0, r.stdout + r.stderr
    r = run(["cmake", "--build", b], env=env)
    assert r.returncode == 0, r.stdout + r.stderr
    out = run([os.path.join(b, "consumer")], env={"OCL_ICD_VENDORS": vendors(tmp_path, POCL_ICD)})
    assert out.returncode == 0 and "syclrt 0.1.0" in out.stdout, out


# ---------------------------------------------------------------------------
# doctor on three machines: PoCL only, Intel's CPU runtime, no OpenCL

def doctor(env, *cmd):
    text = run([SYCLRT, "doctor", *cmd], env=env)
    js = run([SYCLRT, "doctor", "--json", *cmd], env=env)
    assert js.returncode == text.returncode
    return text, json.loads(js.stdout)


def test_doctor_pocl_only(tmp_path, cache):
    if not os.path.exists(POCL_ICD):
        pytest.skip(f"SKIP: no PoCL ICD at {POCL_ICD}")
    # PoCL 3.1 (Debian) takes no SPIR-V itself. With syclrt's LLVM-bitcode
    # route off, DPC++ kernels cannot run there, and doctor says what to install.
    off = {**cache, "OCL_ICD_VENDORS": vendors(tmp_path, POCL_ICD), "SYCLRT_BITCODE": "off"}
    r, rep = doctor(off)
    print(r.stdout)
    assert r.returncode == 1
    assert "libsycl.so.9" in r.stdout and "UR_ADAPTERS_FORCE_LOAD" in r.stdout
    assert "Portable Computing Language" in r.stdout and "Intel(R) OpenCL" not in r.stdout
    assert "SPIR-V no; USM svm-fine" in r.stdout
    assert "a device that takes SPIR-V" in r.stdout
    # This venv has intel-opencl-rt, hidden by the OCL_ICD_VENDORS given: doctor says so.
    assert "install: already installed by pip: unset OCL_ICD_VENDORS" in r.stdout
    assert rep["ready"] is False and len(rep["opencl"]["platforms"]) == 1
    assert rep["runtime"]["face"] == "ur" and rep["runtime"]["via"] == "force"
    # On a machine without it, the install command (a venv-shaped prefix with no ICD).
    py = fake_venv(tmp_path / "v", ["libsycl.so.9", "libur_loader.so.0"])
    (tmp_path / "v" / "lib" / "python3.11" / "site-packages" / "intel_sycl_rt-2026.2.0.dist-info").mkdir(parents=True)
    r, rep = doctor(off, py)
    print(r.stdout)
    assert r.returncode == 1 and "install: pip install intel-opencl-rt==2026.2.0" in r.stdout
    # The route on (the default), with its tools (scripts/setup.sh installs
    # llvm-spirv-15 and llvm-15; docs/pocl.md): the device takes SPIR-V.
    if not (os.path.exists("/usr/bin/llvm-spirv-15") and os.path.exists("/usr/lib/llvm-15/bin/opt")):
        pytest.skip("SKIP: no llvm-spirv-15/llvm-15 (the bitcode route's tools)")
    r, rep = doctor({**cache, "OCL_ICD_VENDORS": vendors(tmp_path, POCL_ICD)})
    print(r.stdout)
    assert r.returncode == 0, r.stdout
    assert "SPIR-V SPIR-V_1.0" in r.stdout and "USM svm-fine" in r.stdout
    assert rep["ready"] is True and "Missing\n  nothing" in r.stdout


def test_doctor_intel_cpu(cache):
    if not INTEL_VENDORS:
        pytest.skip("SKIP: SYCLRT_TEST_INTEL_VENDORS not set (scripts/intel-runtime.sh --env gives it)")
    r, rep = doctor({**cache, "OCL_ICD_VENDORS": INTEL_VENDORS})
    print(r.stdout)
    assert r.returncode == 0, r.stdout
    assert "Intel(R) OpenCL" in r.stdout and "Portable Computing Language" not in r.stdout
    assert "serves DPC++ (SPIR-V kernels, USM)" in r.stdout
    assert "Missing\n  nothing" in r.stdout
    devs = [d for p in rep["opencl"]["platforms"] for d in p["devices"]]
    assert devs and all(d["spirv"] and d["usm"] == "intel" for d in devs)


def test_doctor_no_opencl(tmp_path, cache):
    empty = tmp_path / "none"
    empty.mkdir()
    r, rep = doctor({**cache, "OCL_ICD_VENDORS": str(empty)})
    print(r.stdout)
    assert r.returncode == 1
    assert "no OpenCL platform" in r.stdout
    assert "an OpenCL platform" in r.stdout and "install: already installed by pip" in r.stdout
    assert rep["opencl"]["platforms"] == [] and rep["ready"] is False
    py = fake_venv(tmp_path / "v", ["libsycl.so.9", "libur_loader.so.0"])
    r, rep = doctor({**cache, "OCL_ICD_VENDORS": str(empty)}, py)
    print(r.stdout)
    assert r.returncode == 1 and "install: pip install intel-opencl-rt   # Intel's CPU runtime" in r.stdout
    # No ICD loader at all: the missing piece and its install command.
    r, rep = doctor({**cache, "SYCLRT_OPENCL_LIBRARY": str(tmp_path / "libOpenCL-absent.so.1")})
    print(r.stdout)
    assert r.returncode == 1 and "the OpenCL ICD loader" in r.stdout and "no OpenCL:" in r.stdout
    assert rep["opencl"] is None
    assert "apt-get install ocl-icd-libopencl1" in r.stdout


def test_doctor_without_a_dpcpp_runtime(tmp_path, cache):
    base = os.path.join(sys.base_prefix, "bin", "python3")
    if not os.path.exists(base):
        pytest.skip(f"SKIP: no base interpreter at {base}")
    r, rep = doctor({**cache, "OCL_ICD_VENDORS": vendors(tmp_path, POCL_ICD)}, base)
    print(r.stdout)
    assert r.returncode == 1 and rep["runtime"] is None
    assert "libsycl      not found" in r.stdout and "pip install dpctl intel-opencl-rt" in r.stdout
    e = run([SYCLRT, "run", base, "-c", "pass"], env=cache)
    assert e.returncode == 3 and "no libsycl" in e.stderr


# ---------------------------------------------------------------------------
# run / env, UR face (oneAPI 2026.2.0 in this venv)

def test_env_prints_exports(cache):
    r = run([SYCLRT, "env"], env=cache)
    assert r.returncode == 0
    assert f"export UR_ADAPTERS_FORCE_LOAD={LIB}" in r.stdout
    assert "export PKG_CONFIG_PATH=" in r.stdout and syclrt.pkgconfig_dir() in r.stdout
    # Intel's pip ICD holds a placeholder path: syclrt's ICD directory fixes it.
    icd = [ln for ln in r.stdout.splitlines() if ln.startswith("export OCL_ICD_VENDORS=")]
    assert icd, r.stdout
    d = icd[0].split("=", 1)[1]
    names = open(os.path.join(d, "pip-intel-cpu.icd")).read().strip()
    assert names == os.path.join(sys.prefix, "lib", "libintelocl.so")


def test_run_ur_loader_log_proves_syclrt(cache):
    r = run([SYCLRT, "run", "python", "-c", "import dpctl; dpctl.lsplatform()"],
            env={**cache, "UR_LOG_LOADER": LOADER_LOG, "PATH": SCRIPTS + ":" + os.environ["PATH"]})
    assert r.returncode == 0, r.stderr
    loaded = [ln for ln in r.stderr.splitlines() if "loaded adapter" in ln and "unloaded" not in ln]
    assert len(loaded) == 1 and loaded[0].endswith(f"from {LIB}"), r.stderr
    assert "Intel(R) OpenCL" in r.stdout  # the pip-installed CPU runtime, through syclrt's ICD dir


def test_run_errors(cache):
    r = run([SYCLRT, "run"], env=cache)
    assert r.returncode == 2 and "a command is needed" in r.stderr
    r = run([SYCLRT, "run", "no-such-command-syclrt"], env=cache)
    assert r.returncode == 127 and "cannot run no-such-command-syclrt" in r.stderr


def test_enable_disable_pth(cache):
    code = "import os, dpctl; dpctl.lsplatform(); print(os.environ.get('UR_ADAPTERS_FORCE_LOAD'))"
    env = {**cache, "UR_LOG_LOADER": LOADER_LOG}
    env.pop("UR_ADAPTERS_FORCE_LOAD", None)
    assert run([SYCLRT, "enable"], env=env).returncode == 0
    try:
        r = run([sys.executable, "-c", code], env=env)
        assert r.returncode == 0, r.stderr
        assert r.stdout.strip().splitlines()[-1] == LIB
        assert f"from {LIB}" in r.stderr
    finally:
        assert run([SYCLRT, "disable"], env=env).returncode == 0
    r = run([sys.executable, "-c", code], env=env)
    assert r.stdout.strip().splitlines()[-1] == "None" and LIB not in r.stderr


# ---------------------------------------------------------------------------
# PI face (oneAPI 2024.2.1, libsycl.so.7): syclrt from this venv serves another venv's Python

def need_pi_venv():
    if not PI_VENV or not os.path.exists(os.path.join(PI_VENV, "lib", "libsycl.so.7")):
        pytest.skip("SKIP: SYCLRT_TEST_PI_VENV (scripts/intel-runtime.sh) not set")
    return os.path.join(PI_VENV, "bin", "python")


PI_PROBE = "import dpctl; print(dpctl.SyclDevice('opencl:cpu').name)"


def test_run_pi_face_overlay(cache):
    py = need_pi_venv()
    env = {**cache, "SYCL_PI_TRACE": "1", "OCL_ICD_VENDORS": INTEL_VENDORS or os.path.join(PI_VENV, "etc/OpenCL/vendors")}
    e = run([SYCLRT, "env", py], env=env)
    assert "libsycl.so.7" in e.stdout and "export LD_LIBRARY_PATH=" in e.stdout
    overlay = e.stdout.split("export LD_LIBRARY_PATH=")[1].split(":")[0]
    assert overlay.startswith(cache["XDG_CACHE_HOME"])
    # libsycl must be a file there (not a symlink), syclrt is its libpi_opencl.so.
    assert not os.path.islink(os.path.join(overlay, "libsycl.so.7"))
    assert os.path.samefile(os.path.join(overlay, "libpi_opencl.so"), LIB) or \
        open(os.path.join(overlay, "libpi_opencl.so"), "rb").read() == open(LIB, "rb").read()
    r = run([SYCLRT, "run", py, "-c", PI_PROBE], env=env)
    assert r.returncode == 0, r.stderr
    assert "PluginVersion: 15.47.syclrt" in r.stdout + r.stderr
    # The overlay is made once and reused.
    assert run([SYCLRT, "env", py], env=env).stdout == e.stdout


def test_pi_autoload_preloads_overlay(tmp_path, cache):
    py = need_pi_venv()
    # What the .pth line does (import syclrt._autoload), in the 2024.2.1 venv,
    # without installing into it: syclrt reached through PYTHONPATH.
    path = tmp_path / "path"
    path.mkdir()
    os.symlink(os.path.dirname(syclrt.__file__), path / "syclrt")
    # dpctl 0.17's extensions carry a broken RPATH: like scripts/intel-runtime.sh,
    # the venv's lib/ is in LD_LIBRARY_PATH (the preloaded libsycl.so.7 still wins).
    env = {**cache, "SYCL_PI_TRACE": "1", "PYTHONPATH": str(path), "LD_LIBRARY_PATH": os.path.join(PI_VENV, "lib"),
           "OCL_ICD_VENDORS": INTEL_VENDORS or os.path.join(PI_VENV, "etc/OpenCL/vendors")}
    r = run([py, "-c", "import syclrt._autoload; " + PI_PROBE], env=env)
    assert r.returncode == 0, r.stderr
    assert "PluginVersion: 15.47.syclrt" in r.stdout + r.stderr
    r = run([py, "-c", PI_PROBE], env=env)
    assert "PluginVersion: 15.47.syclrt" not in r.stdout + r.stderr


# ---------------------------------------------------------------------------
# The decision table on made-up runtimes (no oneAPI needed)

def fake_venv(root, files):
    """A venv-shaped prefix whose lib/ holds the given (empty) files."""
    (root / "bin").mkdir(parents=True)
    (root / "lib").mkdir()
    (root / "pyvenv.cfg").write_text("home = /usr/bin\n")
    os.symlink(sys.executable, root / "bin" / "python")
    for f in files:
        (root / "lib" / f).write_text("")
    return str(root / "bin" / "python")


def test_ur_with_adapter_file_uses_an_overlay(tmp_path, cache):
    # oneAPI 2025.2 .. 2026.1: Intel's adapter is a file beside the loader.
    py = fake_venv(tmp_path / "v", ["libsycl.so.8", "libur_loader.so.0", "libur_adapter_opencl.so.0"])
    r = run([SYCLRT, "env", py], env=cache)
    assert r.returncode == 0, r.stderr
    assert "UR_ADAPTERS_FORCE_LOAD" not in r.stdout
    ld = [ln for ln in r.stdout.splitlines() if ln.startswith("export LD_LIBRARY_PATH=")]
    overlay = ld[0].split("=", 1)[1].split(":")[0]
    adapter = os.path.join(overlay, "libur_adapter_opencl.so.0")
    assert overlay.startswith(cache["XDG_CACHE_HOME"]) and os.path.isfile(adapter)
    assert open(adapter, "rb").read(4096) == open(LIB, "rb").read(4096)
    d = run([SYCLRT, "doctor", "--json", py], env=cache)
    rt = json.loads(d.stdout)["runtime"]
    assert rt["soname"] == "libsycl.so.8" and rt["face"] == "ur" and rt["via"] == "overlay"


def test_ur_without_loader_is_reported(tmp_path, cache):
    py = fake_venv(tmp_path / "v", ["libsycl.so.9"])
    d = json.loads(run([SYCLRT, "doctor", "--json", py], env=cache).stdout)
    assert any("libur_loader.so.0" in m["what"] and "intel-cmplr-lib-ur" in m["install"] for m in d["missing"])


def test_elf_program_is_read_with_ldd(tmp_path, cache):
    if not shutil.which("cc"):
        pytest.skip("SKIP: cc missing")
    lib = tmp_path / "lib"
    lib.mkdir()
    (tmp_path / "s.c").write_text("int sycl_marker(void) { return 7; }\n")
    (tmp_path / "m.c").write_text("int sycl_marker(void);\nint main(void) { return sycl_marker() == 7 ? 0 : 1; }\n")
    assert run(["cc", "-shared", "-fPIC", "-Wl,-soname,libsycl.so.7", str(tmp_path / "s.c"),
                "-o", str(lib / "libsycl.so.7")]).returncode == 0
    os.symlink("libsycl.so.7", lib / "libsycl.so")
    exe = str(tmp_path / "app")
    assert run(["cc", str(tmp_path / "m.c"), "-L", str(lib), "-lsycl", "-o", exe]).returncode == 0
    env = {**cache, "LD_LIBRARY_PATH": str(lib)}
    d = json.loads(run([SYCLRT, "doctor", "--json", exe], env=env).stdout)
    assert d["runtime"]["libsycl"] == str(lib / "libsycl.so.7") and "ldd" in d["runtime"]["found"]
    assert d["runtime"]["face"] == "pi"
    # The overlay's libsycl.so.7 is the one the program runs with.
    r = run([SYCLRT, "run", "-v", exe], env=env)
    assert r.returncode == 0 and "PI plugin" in r.stderr, r.stderr
    # Without LD_LIBRARY_PATH the program does not find libsycl: ldd says so, nothing is guessed.
    d = json.loads(run([SYCLRT, "doctor", "--json", exe], env=cache).stdout)
    assert d["runtime"] is None and any("libsycl.so.7" in n for n in d["notes"])


# ---------------------------------------------------------------------------
# UR face where Intel's adapter is a file (oneAPI 2025.3): the overlay

def test_run_ur_2025_overlay(cache):
    venv = os.environ.get("SYCLRT_TEST_UR2025_VENV", "")
    if not venv or not os.path.exists(os.path.join(venv, "lib", "libur_adapter_opencl.so.0")):
        pytest.skip("SKIP: SYCLRT_TEST_UR2025_VENV (scripts/ur-runtime.sh 2025.3) not set")
    py = os.path.join(venv, "bin", "python")
    code = ("import dpctl, dpctl.tensor as dpt; d = dpctl.SyclDevice('opencl:cpu'); "
            "print(int(dpt.sum(dpt.arange(10, device=d))))")
    env = {**cache, "UR_LOG_LOADER": LOADER_LOG, "LD_LIBRARY_PATH": os.path.join(venv, "lib"),
           "OCL_ICD_VENDORS": os.path.join(venv, "etc", "OpenCL", "vendors"), "ONEAPI_DEVICE_SELECTOR": "opencl:cpu"}
    r = run([SYCLRT, "run", py, "-c", code], env=env)
    assert r.returncode == 0, r.stderr
    loaded = [ln for ln in r.stderr.splitlines() if "loaded adapter" in ln and "unloaded" not in ln]
    assert len(loaded) == 1 and loaded[0].endswith("/libur_adapter_opencl.so.0"), r.stderr
    path = loaded[0].rsplit(" from ", 1)[1]
    assert path.startswith(cache["XDG_CACHE_HOME"]) and open(path, "rb").read() == open(LIB, "rb").read()
    assert r.stdout.strip().splitlines()[-1] == "45"
