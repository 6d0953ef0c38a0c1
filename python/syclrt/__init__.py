"""syclrt for pip users: the library, its C headers and build files, and the
``syclrt`` command that puts syclrt under DPC++ programs and dpctl.

The installed package holds::

    syclrt/lib/libsyclrt.so.0          the one library (C API, PI plugin, UR adapter)
    syclrt/lib/libsyclrt.so            a linker script, so that -lsyclrt works
    syclrt/lib/pkgconfig/syclrt.pc     pkg-config file (relative to its own place)
    syclrt/lib/cmake/syclrt/           CMake package (find_package(syclrt CONFIG))
    syclrt/include/                    syclrt.h, syclrt.hpp, syclrt_pi.h, syclrt_device_if.h

``syclrt-info`` and ``syclrt-cache`` are installed as commands beside it.
See docs/python.md in the repository.
"""

import os as _os

__version__ = "0.1.0"

PACKAGE_DIR = _os.path.dirname(_os.path.abspath(__file__))


def prefix():
    """The installation prefix of the C library (holds lib/ and include/)."""
    return PACKAGE_DIR


def library_path():
    """Absolute path of libsyclrt.so.0 (``SYCLRT_RUN_LIBRARY`` overrides it)."""
    return _os.environ.get("SYCLRT_RUN_LIBRARY") or _os.path.join(PACKAGE_DIR, "lib", "libsyclrt.so.0")


def include_dir():
    """Directory holding syclrt.h and syclrt.hpp."""
    return _os.path.join(PACKAGE_DIR, "include")


def pkgconfig_dir():
    """Directory to add to PKG_CONFIG_PATH (holds syclrt.pc)."""
    return _os.path.join(PACKAGE_DIR, "lib", "pkgconfig")


def cmake_prefix():
    """Entry to add to CMAKE_PREFIX_PATH for find_package(syclrt CONFIG)."""
    return PACKAGE_DIR
