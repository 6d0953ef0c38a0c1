"""The ``syclrt`` command: run, env, doctor, enable, disable, paths."""

import argparse
import json
import os
import shlex
import shutil
import subprocess
import sys
import sysconfig

from . import __version__, _detect, cmake_prefix, include_dir, library_path, pkgconfig_dir, prefix

PTH_NAME = "syclrt-autoload.pth"
PTH_TEXT = "import syclrt._autoload\n"


def _runtime_or_exit(argv, env):
    rt = _detect.find_runtime(argv, env)
    if rt.libsycl is None:
        who = " ".join(argv) if argv else sys.executable
        print(f"syclrt: no libsycl.so.7/.8/.9 found for `{who}`: nothing for syclrt to serve.\n"
              "        Install a DPC++ runtime (e.g. `pip install dpctl intel-opencl-rt`); "
              "`syclrt doctor` says more.", file=sys.stderr)
        for n in rt.notes:
            print(f"syclrt: {n}", file=sys.stderr)
        sys.exit(3)
    return rt


def cmd_run(args):
    if not args.cmd:
        print("syclrt run: a command is needed, e.g. `syclrt run python app.py`", file=sys.stderr)
        return 2
    env = dict(os.environ)
    rt = _runtime_or_exit(args.cmd, env)
    new = _detect.environment(rt, env)
    if args.verbose:
        print(f"syclrt: {rt.soname} at {rt.libsycl} ({rt.how})", file=sys.stderr)
        print(f"syclrt: {_detect.describe_face(rt)}", file=sys.stderr)
        for k, v in new.items():
            print(f"syclrt: {k}={v}", file=sys.stderr)
    env.update(new)
    try:
        os.execvpe(args.cmd[0], args.cmd, env)
    except OSError as e:
        print(f"syclrt run: cannot run {args.cmd[0]}: {e}", file=sys.stderr)
        return 127


def cmd_env(args):
    env = dict(os.environ)
    rt = _runtime_or_exit(args.cmd, env)
    new = _detect.environment(rt, env)
    print(f"# syclrt {__version__}: {rt.soname} at {rt.libsycl}")
    print(f"# face: {_detect.describe_face(rt)}")
    for k, v in new.items():
        print(f"export {k}={shlex.quote(v)}")
    return 0


def _pth_path():
    return os.path.join(sysconfig.get_paths()["purelib"], PTH_NAME)


def cmd_enable(args):
    p = _pth_path()
    rt = _detect.find_runtime([sys.executable], os.environ)
    with open(p, "w") as f:
        f.write(PTH_TEXT)
    print(f"syclrt: enabled for {sys.prefix} ({p}); `syclrt disable` undoes it.")
    if rt.libsycl is None:
        print("syclrt: note: no libsycl in this environment yet; the hook will act once one is installed.")
    else:
        print(f"syclrt: {rt.soname}: {_detect.describe_face(rt)}")
        if rt.face == "pi":
            print("syclrt: (without a wrapper: the overlay's libsycl.so.7 is preloaded when dpctl, dpnp "
                  "or numba_dpex is first imported)")
    return 0


def cmd_disable(args):
    p = _pth_path()
    if os.path.exists(p):
        os.remove(p)
        print(f"syclrt: disabled for {sys.prefix} (removed {p}).")
    else:
        print(f"syclrt: was not enabled for {sys.prefix}.")
    return 0


def cmd_paths(args):
    rows = {
        "prefix": prefix(),
        "library": library_path(),
        "include": include_dir(),
        "pkgconfig": pkgconfig_dir(),
        "cmake": cmake_prefix(),
        "cache": _detect.cache_root(),
    }
    for k, v in rows.items():
        print(f"{k:<10} {v}")
    return 0


# ---------------------------------------------------------------------------
# doctor

def _find_tool(name):
    d = sysconfig.get_paths().get("scripts")
    if d and os.path.exists(os.path.join(d, name)):
        return os.path.join(d, name)
    return shutil.which(name)


def _opencl_report(env):
    """syclrt-info --json under env: (report dict or None, error text)."""
    tool = _find_tool("syclrt-info")
    if tool is None:
        return None, "syclrt-info not found (it is installed with the wheel)"
    try:
        out = subprocess.run([tool, "--json"], env=env, capture_output=True, text=True, timeout=120)
    except (OSError, subprocess.SubprocessError) as e:
        return None, f"syclrt-info could not run: {e}"
    if out.returncode != 0:
        return None, (out.stderr.strip() or f"syclrt-info exited {out.returncode}").replace("syclrt-info: ", "")
    try:
        return json.loads(out.stdout), ""
    except ValueError as e:
        return None, f"syclrt-info printed no JSON: {e}"


def _resolve_soname(name, env):
    """Where dlopen(name) from libsyclrt (which has no RUNPATH) finds it:
    LD_LIBRARY_PATH, then the system's library cache."""
    if not name or "/" in name:
        return name or None
    for d in (env.get("LD_LIBRARY_PATH") or "").split(":"):
        if d and os.path.exists(os.path.join(d, name)):
            return os.path.realpath(os.path.join(d, name))
    p = _detect._ldconfig().get(name)
    return os.path.realpath(p) if p else None


def _device_verdict(d):
    if d.get("spirv") and d.get("usm", "none") != "none":
        return "serves DPC++ (SPIR-V kernels, USM)"
    if d.get("spirv"):
        return "serves DPC++ kernels (SPIR-V), but no USM"
    return "C API with OpenCL C only: no SPIR-V, so no DPC++ kernels"


def diagnose(argv, env):
    """Everything doctor prints, as a dict (doctor --json prints it)."""
    rt = _detect.find_runtime(argv, env)
    rep = {
        "syclrt": {"version": __version__, "library": library_path(),
                   "library_exists": os.path.exists(library_path()),
                   "pkgconfig": pkgconfig_dir(), "cmake_prefix": cmake_prefix()},
        "command": argv or [sys.executable],
        "runtime": None,
        "icds": {"system": _detect.system_icds(env), "pip": [],
                 "from": "OCL_ICD_VENDORS" if env.get("OCL_ICD_VENDORS") else "/etc/OpenCL/vendors"},
        "opencl": None,
        "opencl_error": "",
        "autoload": os.path.exists(_pth_path()),
        "missing": [],
        "notes": list(rt.notes),
    }
    missing = rep["missing"]
    if not rep["syclrt"]["library_exists"]:
        missing.append({"what": f"libsyclrt ({library_path()})", "install": "pip install --force-reinstall syclrt"})
    new = {}
    if rt.libsycl:
        rep["runtime"] = {"libsycl": rt.libsycl, "soname": rt.soname, "found": rt.how,
                          "release": rt.release, "face": rt.face, "via": rt.via,
                          "describe": _detect.describe_face(rt), "loader": rt.loader,
                          "stock_adapter": rt.stock_adapter}
        if rt.face == "ur" and rt.loader is None:
            rel = f"=={rt.release}" if rt.release else ""
            missing.append({"what": f"the Unified Runtime loader ({_detect.UR_LOADER}) beside {rt.libsycl}",
                            "install": f"pip install intel-cmplr-lib-ur{rel}"})
        try:
            new = _detect.environment(rt, env, with_build=False)
        except OSError as e:
            rep["notes"].append(f"could not prepare the overlay in {_detect.cache_root(env)}: {e}")
    else:
        missing.append({"what": "a DPC++ runtime (libsycl.so.7, .8 or .9) for dpctl/dpnp or SYCL programs",
                        "install": "pip install dpctl intel-opencl-rt   # oneAPI 2026.x, UR face"})
    for icd, lib, ok in _detect.prefix_icds(rt.prefix):
        rep["icds"]["pip"].append({"icd": icd, "library": lib, "exists": ok})
        if not ok:
            rep["notes"].append(f"{icd} names a library that is not installed ({lib}): ignored")
    if "OCL_ICD_VENDORS" in new:
        rep["notes"].append("pip-installed OpenCL runtimes are not in /etc/OpenCL/vendors (and Intel's ICD "
                            "file holds a placeholder path): `syclrt run` adds them through OCL_ICD_VENDORS="
                            + new["OCL_ICD_VENDORS"])
    usable = [i["library"] for i in rep["icds"]["pip"] if i["exists"]]
    hidden = bool(usable) and "OCL_ICD_VENDORS" not in new and \
        bool(env.get("OCL_ICD_VENDORS") or env.get("OCL_ICD_FILENAMES"))
    if hidden:
        rep["notes"].append("pip-installed OpenCL runtime(s) " + ", ".join(usable) + " are hidden: "
                            "OCL_ICD_VENDORS/OCL_ICD_FILENAMES is set, so syclrt leaves the ICD list alone")

    def get_runtime(pkg):
        if hidden:
            return "already installed by pip: unset OCL_ICD_VENDORS and OCL_ICD_FILENAMES (syclrt run then adds it)"
        return pkg

    ienv = dict(env)
    if "OCL_ICD_VENDORS" in new:
        ienv["OCL_ICD_VENDORS"] = new["OCL_ICD_VENDORS"]
    report, err = _opencl_report(ienv)
    rep["opencl"], rep["opencl_error"] = report, err
    if report is not None:
        rep["opencl_library_path"] = _resolve_soname(report.get("opencl_library") or "", ienv)
    if report is None:
        if "libOpenCL" in err:
            missing.append({"what": "the OpenCL ICD loader (libOpenCL.so.1)",
                            "install": "apt-get install ocl-icd-libopencl1   # Fedora/RHEL: dnf install ocl-icd"})
        missing.append({"what": "an OpenCL platform",
                        "install": get_runtime("pip install intel-opencl-rt   # Intel's CPU runtime (x86-64); "
                                               "or: apt-get install pocl-opencl-icd")})
    else:
        devs = [d for p in report.get("platforms", []) for d in p.get("devices", [])]
        if not report.get("platforms"):
            missing.append({"what": "an OpenCL platform (the ICD loader found no ICD)",
                            "install": get_runtime("pip install intel-opencl-rt   # Intel's CPU runtime (x86-64); "
                                                   "or: apt-get install pocl-opencl-icd")})
        elif not devs:
            missing.append({"what": "an OpenCL device",
                            "install": get_runtime("pip install intel-opencl-rt   # or: apt-get install pocl-opencl-icd")})
        elif not any(d.get("spirv") for d in devs):
            rel = f"=={rt.release}" if rt.release else ""
            missing.append({"what": "a device that takes SPIR-V (DPC++ and dpctl kernels are SPIR-V)",
                            "install": get_runtime(f"pip install intel-opencl-rt{rel}   # Intel's CPU OpenCL runtime")})
        elif not any(d.get("spirv") and d.get("usm", "none") != "none" for d in devs):
            missing.append({"what": "a SPIR-V device with USM (Intel USM or OpenCL 2.0 SVM), used by dpctl",
                            "install": get_runtime("pip install intel-opencl-rt")})
    rep["ready"] = not missing
    return rep


def _print_doctor(rep, out):
    w = out.write
    s = rep["syclrt"]
    w(f"syclrt {s['version']}\n")
    w(f"  library      {s['library']}{'' if s['library_exists'] else '  (MISSING)'}\n")
    w(f"  C/C++        PKG_CONFIG_PATH={s['pkgconfig']}  CMAKE_PREFIX_PATH={s['cmake_prefix']}\n")
    w(f"  autoload     {'enabled (syclrt disable)' if rep['autoload'] else 'off (syclrt enable turns it on)'}\n")
    w(f"\nDPC++ runtime for `{' '.join(rep['command'])}`\n")
    r = rep["runtime"]
    if r is None:
        w("  libsycl      not found\n")
        w("  face         none\n")
    else:
        rel = f"  (intel-sycl-rt {r['release']})" if r["release"] else ""
        w(f"  libsycl      {r['libsycl']}{rel}\n")
        w(f"  found        {r['found']}\n")
        if r["face"] == "ur":
            w(f"  UR loader    {r['loader'] or 'NOT FOUND'}\n")
        w(f"  face         {r['describe']}\n")
    w("\nOpenCL\n")
    icds = rep["icds"]
    w(f"  ICDs         {', '.join(icds['system']) or 'none'}  (from {icds['from']})\n")
    if icds["pip"]:
        w("  pip ICDs     " + ", ".join(f"{i['icd']} -> {i['library']}" + ("" if i["exists"] else " (missing)")
                                       for i in icds["pip"]) + "\n")
    o = rep["opencl"]
    if o is None:
        w(f"  no OpenCL: {rep['opencl_error']}\n")
    else:
        lib = o.get("opencl_library") or "?"
        path = rep.get("opencl_library_path")
        w(f"  ICD loader   {lib}{f' ({path})' if path and path != lib else ''}\n")
        plats = o.get("platforms", [])
        if not plats:
            where = rep["icds"]["system"] or ["no .icd file"]
            w(f"  no OpenCL platform (ICDs looked at: {', '.join(where)})\n")
        for p in plats:
            w(f"  Platform {p['index']}: {p['name']} [{p['version']}]\n")
            for d in p.get("devices", []):
                spirv = d.get("il_version") or "no"
                w(f"    Device {d['index']}: {d['name']} ({d['type']})\n")
                w(f"      SPIR-V {spirv}; USM {d.get('usm', '?')}; -> {_device_verdict(d)}\n")
    if rep["notes"]:
        w("\nNotes\n")
        for n in rep["notes"]:
            w(f"  - {n}\n")
    w("\nMissing\n")
    if not rep["missing"]:
        w("  nothing: `syclrt run CMD ...` runs DPC++ programs and dpctl on syclrt\n")
    for m in rep["missing"]:
        w(f"  - {m['what']}\n      install: {m['install']}\n")


def cmd_doctor(args):
    rep = diagnose(args.cmd, dict(os.environ))
    if args.json:
        print(json.dumps(rep, indent=2))
    else:
        _print_doctor(rep, sys.stdout)
    return 0 if rep["ready"] else 1


def main(argv=None):
    ap = argparse.ArgumentParser(
        prog="syclrt",
        description="Runs DPC++ programs and dpctl/dpnp on syclrt: finds the libsycl a command would load "
                    "(libsycl.so.7 -> PI plugin face, .so.8/.so.9 -> Unified Runtime adapter face) and sets "
                    "what makes it use syclrt.")
    ap.add_argument("--version", action="version", version=f"syclrt {__version__}")
    sub = ap.add_subparsers(dest="what", metavar="COMMAND")
    p = sub.add_parser("run", help="run CMD with syclrt under its libsycl")
    p.add_argument("-v", "--verbose", action="store_true", help="print what is set, to stderr")
    p.add_argument("cmd", nargs=argparse.REMAINDER)
    p.set_defaults(fn=cmd_run)
    p = sub.add_parser("env", help="print the same settings as shell exports (for CMD, default: this Python)")
    p.add_argument("cmd", nargs=argparse.REMAINDER)
    p.set_defaults(fn=cmd_env)
    p = sub.add_parser("doctor", help="what syclrt finds, what it can serve, what is missing")
    p.add_argument("--json", action="store_true", help="one JSON object")
    p.add_argument("cmd", nargs=argparse.REMAINDER)
    p.set_defaults(fn=cmd_doctor)
    p = sub.add_parser("enable", help="no wrapper: make this environment's Python use syclrt at start (.pth)")
    p.set_defaults(fn=cmd_enable)
    p = sub.add_parser("disable", help="undo enable")
    p.set_defaults(fn=cmd_disable)
    p = sub.add_parser("paths", help="where the library, headers, pkg-config and CMake files are")
    p.set_defaults(fn=cmd_paths)
    args = ap.parse_args(argv)
    if not getattr(args, "fn", None):
        ap.print_help()
        return 2
    if hasattr(args, "cmd") and args.cmd[:1] == ["--"]:
        args.cmd = args.cmd[1:]
    return args.fn(args)


if __name__ == "__main__":
    sys.exit(main())
