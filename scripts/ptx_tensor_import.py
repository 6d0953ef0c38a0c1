"""The tensor module the GPU scripts use (scripts/ptx-dpctl-numpy.py,
scripts/ptx-vs-cupy.py): dpctl.tensor where dpctl still has it (<= 0.21),
else dpnp 0.20's dpnp.tensor, imported on its own when dpnp's oneMKL
extensions cannot load."""
import importlib
import importlib.util
import sys
import types


def import_tensor(which="auto"):
    """(module, name) of the first of dpctl.tensor / dpnp.tensor that imports."""
    errors = []
    names = ["dpctl.tensor", "dpnp.tensor"] if which == "auto" else [which]
    for name in names:
        try:
            return importlib.import_module(name), name
        except Exception as e:  # ImportError, or OSError from a missing library
            errors.append(f"{name}: {type(e).__name__}: {e}")
        if name == "dpnp.tensor":
            # dpnp/__init__.py loads its oneMKL extensions; dpnp.tensor itself
            # needs only libsycl and dpctl. Import it under a bare package.
            spec = importlib.util.find_spec("dpnp") if "dpnp" not in sys.modules else None
            if spec is not None and spec.submodule_search_locations:
                pkg = types.ModuleType("dpnp")
                pkg.__path__ = list(spec.submodule_search_locations)
                sys.modules["dpnp"] = pkg
                try:
                    return importlib.import_module("dpnp.tensor"), "dpnp.tensor (without dpnp's __init__)"
                except Exception as e:
                    errors.append(f"dpnp.tensor alone: {type(e).__name__}: {e}")
                    del sys.modules["dpnp"]
    raise ImportError("no tensor module: " + "; ".join(errors))
