"""The no-wrapper opt-in: imported at interpreter start by the .pth file that
``syclrt enable`` writes into site-packages (``syclrt disable`` removes it).

What can still change once the process runs (LD_LIBRARY_PATH cannot: the
dynamic loader read it at exec):

- UR face, adapter built into the loader (oneAPI 2026.2): the loader reads
  UR_ADAPTERS_FORCE_LOAD when it initialises (when libsycl is first used), so
  setting os.environ here is enough.
- UR face, adapter shipped as a file (2025.2 .. 2026.1): the same variable,
  naming syclrt's overlay copy. (On 2026.0/2026.1 libsycl's get_native looks
  for clRetain* in the file named libur_adapter_opencl.so.0, which only the
  LD_LIBRARY_PATH overlay of ``syclrt run`` provides.)
- PI face (libsycl.so.7): libsycl finds its plugin next to its own file, so
  the overlay's libsycl.so.7 is loaded (RTLD_GLOBAL) before dpctl, dpnp or
  numba_dpex are imported: the extension's NEEDED libsycl.so.7 then matches
  the library already loaded, by soname. This happens lazily, on the first
  import of one of those packages, so other programs pay nothing.
- OpenCL: OCL_ICD_VENDORS is read by the ICD loader at its first call.

Nothing here may stop the interpreter: every failure is swallowed (set
SYCLRT_AUTOLOAD_DEBUG=1 to see it on stderr).
"""

import os
import sys

_PACKAGES = ("dpctl", "dpnp", "numba_dpex")


class _PreloadFinder:
    """A meta path entry that preloads the overlay's libsycl.so.7 once, on the
    first import of a DPC++ package, then steps aside."""

    def __init__(self, path):
        self.path = path

    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in _PACKAGES:
            try:
                sys.meta_path.remove(self)
            except ValueError:
                pass
            try:
                import ctypes

                ctypes.CDLL(self.path, mode=ctypes.RTLD_GLOBAL)
            except OSError as e:
                _debug(f"could not preload {self.path}: {e}")
        return None


def _debug(msg):
    if os.environ.get("SYCLRT_AUTOLOAD_DEBUG") == "1":
        print(f"syclrt autoload: {msg}", file=sys.stderr)


def activate():
    if os.environ.get("SYCLRT_AUTOLOAD") == "0":
        return
    from . import _detect, library_path

    env = os.environ
    rt = _detect.find_runtime([sys.executable], env, use_ldconfig=False)
    if rt.libsycl is None:
        _debug("no libsycl in this environment")
        return
    if rt.face == "ur":
        if rt.via == "force":
            env.setdefault("UR_ADAPTERS_FORCE_LOAD", os.path.realpath(library_path()))
        else:
            adapter = os.path.join(_detect.ur_overlay(rt, env), _detect.STOCK_UR_ADAPTER)
            env.setdefault("UR_ADAPTERS_FORCE_LOAD", adapter)
    elif rt.face == "pi":
        overlay = _detect.pi_overlay(rt, env)
        if overlay not in env.get("LD_LIBRARY_PATH", "").split(":"):
            sys.meta_path.insert(0, _PreloadFinder(os.path.join(overlay, "libsycl.so.7")))
    if not env.get("OCL_ICD_VENDORS") and not env.get("OCL_ICD_FILENAMES"):
        d = _detect.icd_dir(rt.prefix, env)
        if d:
            env["OCL_ICD_VENDORS"] = d
    _debug(f"{rt.soname} at {rt.libsycl}: {_detect.describe_face(rt)}")


try:
    activate()
except Exception as e:  # noqa: BLE001 - interpreter start must never fail here
    _debug(f"failed: {e!r}")
