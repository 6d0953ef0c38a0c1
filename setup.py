"""Builds the syclrt wheel with setuptools-rust (metadata: pyproject.toml).

What the wheel holds, besides the Python package python/syclrt:
  syclrt/lib/libsyclrt.so.0            the cdylib, under its soname (wheels hold no symlinks)
  syclrt/lib/libsyclrt.so              a GNU ld script INPUT(libsyclrt.so.0), so -lsyclrt links
  syclrt/lib/pkgconfig/syclrt.pc       prefix=${pcfiledir}/../.. : valid wherever pip put it
  syclrt/lib/cmake/syclrt/syclrtConfig.cmake, syclrtConfigVersion.cmake (relative to their own place)
  syclrt/include/*.h, *.hpp            the C API, the C++ wrapper, the PI header, the device_if header
  bin/syclrt-info, bin/syclrt-cache    the CLIs (wheel scripts)
The tag is py3-none-<platform>: the package works with any Python 3, and the
library is no Python extension. scripts/wheel.sh makes the platform tag
manylinux with auditwheel.
"""

import os
import re
import shutil

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools_rust import Binding, RustBin, RustExtension, Strip
from setuptools_rust.build import build_rust

try:
    from wheel.bdist_wheel import bdist_wheel
except ImportError:  # setuptools >= 70 has its own
    from setuptools.command.bdist_wheel import bdist_wheel

HERE = os.path.dirname(os.path.abspath(__file__))
HEADERS = ["syclrt.h", "syclrt.hpp", "syclrt_pi.h", "syclrt_device_if.h"]


def cargo_version():
    text = open(os.path.join(HERE, "Cargo.toml")).read()
    return re.search(r'^version\s*=\s*"([^"]+)"', text, re.M).group(1)


VERSION = cargo_version()
MAJOR = VERSION.split(".")[0]

PC = f"""prefix=${{pcfiledir}}/../..
libdir=${{prefix}}/lib
includedir=${{prefix}}/include

Name: syclrt
Description: SYCL runtime core over any OpenCL ICD (C API), from the syclrt wheel
Version: {VERSION}
Libs: -L${{libdir}} -lsyclrt -Wl,-rpath,${{libdir}}
Cflags: -I${{includedir}}
"""

CMAKE_CONFIG = f"""# syclrtConfig.cmake (syclrt wheel): imported target syclrt::syclrt, the C API.
# This file sits in <package>/lib/cmake/syclrt; everything is relative to it.
get_filename_component(_syclrt_prefix "${{CMAKE_CURRENT_LIST_DIR}}/../../.." ABSOLUTE)
set(SYCLRT_INCLUDE_DIR "${{_syclrt_prefix}}/include")
set(SYCLRT_LIBRARY "${{_syclrt_prefix}}/lib/libsyclrt.so.{MAJOR}")
if(NOT EXISTS "${{SYCLRT_LIBRARY}}" OR NOT EXISTS "${{SYCLRT_INCLUDE_DIR}}/syclrt.h")
  set(syclrt_FOUND FALSE)
  set(syclrt_NOT_FOUND_MESSAGE "syclrt wheel files missing under ${{_syclrt_prefix}}")
  return()
endif()
if(NOT TARGET syclrt::syclrt)
  add_library(syclrt::syclrt SHARED IMPORTED)
  set_target_properties(syclrt::syclrt PROPERTIES
    IMPORTED_LOCATION "${{SYCLRT_LIBRARY}}"
    IMPORTED_SONAME "libsyclrt.so.{MAJOR}"
    INTERFACE_INCLUDE_DIRECTORIES "${{SYCLRT_INCLUDE_DIR}}")
endif()
set(syclrt_FOUND TRUE)
"""

CMAKE_VERSION = f"""# syclrtConfigVersion.cmake (syclrt wheel): same major.minor is compatible.
set(PACKAGE_VERSION "{VERSION}")
string(REGEX MATCH "^[0-9]+\\\\.[0-9]+" _syclrt_mm "${{PACKAGE_VERSION}}")
string(REGEX MATCH "^[0-9]+\\\\.[0-9]+" _req_mm "${{PACKAGE_FIND_VERSION}}")
if(PACKAGE_FIND_VERSION VERSION_GREATER PACKAGE_VERSION)
  set(PACKAGE_VERSION_COMPATIBLE FALSE)
elseif(NOT PACKAGE_FIND_VERSION OR _syclrt_mm STREQUAL _req_mm)
  set(PACKAGE_VERSION_COMPATIBLE TRUE)
  if(PACKAGE_FIND_VERSION STREQUAL PACKAGE_VERSION)
    set(PACKAGE_VERSION_EXACT TRUE)
  endif()
else()
  set(PACKAGE_VERSION_COMPATIBLE FALSE)
endif()
"""


class BuildRust(build_rust):
    """Puts the cdylib at syclrt/lib/libsyclrt.so.<major> (its soname), not
    under a Python extension-module name."""

    def get_dylib_ext_path(self, ext, target_fname):
        default = super().get_dylib_ext_path(ext, target_fname)
        return os.path.join(os.path.dirname(default), f"libsyclrt.so.{MAJOR}")


class BuildPy(build_py):
    """Adds the C headers, the linker script, pkg-config and CMake files."""

    def run(self):
        super().run()
        pkg = os.path.join(self.build_lib, "syclrt")
        inc = os.path.join(pkg, "include")
        os.makedirs(inc, exist_ok=True)
        for h in HEADERS:
            shutil.copy(os.path.join(HERE, "include", h), inc)
        files = {
            "lib/libsyclrt.so": f"/* GNU ld script: -lsyclrt links the real library (syclrt wheel) */\n"
                                f"INPUT(libsyclrt.so.{MAJOR})\n",
            "lib/pkgconfig/syclrt.pc": PC,
            "lib/cmake/syclrt/syclrtConfig.cmake": CMAKE_CONFIG,
            "lib/cmake/syclrt/syclrtConfigVersion.cmake": CMAKE_VERSION,
        }
        for rel, text in files.items():
            p = os.path.join(pkg, rel)
            os.makedirs(os.path.dirname(p), exist_ok=True)
            with open(p, "w") as f:
                f.write(text)


class BdistWheel(bdist_wheel):
    """py3-none-<platform>: no CPython ABI is involved."""

    def get_tag(self):
        _, _, plat = super().get_tag()
        return "py3", "none", plat


def check_version():
    import tomllib  # noqa: F401 - Python >= 3.11 has it; older builders skip the check

    with open(os.path.join(HERE, "pyproject.toml"), "rb") as f:
        v = tomllib.load(f)["project"]["version"]
    if v != VERSION:
        raise SystemExit(f"pyproject.toml version {v} != Cargo.toml version {VERSION}")


try:
    check_version()
except ImportError:
    pass

setup(
    rust_extensions=[
        # The crate types of Cargo.toml (not cdylib alone): the library unit is then
        # the one `cargo build --bins` needs too, so the crate compiles once.
        RustExtension("syclrt.lib.libsyclrt", path="Cargo.toml", binding=Binding.NoBinding,
                      args=["--crate-type", "cdylib,rlib"], strip=Strip.Debug, cargo_manifest_args=["--locked"]),
        # One cargo build for both CLIs (RustBin takes a name -> name map).
        RustBin({"syclrt-info": "syclrt-info", "syclrt-cache": "syclrt-cache"}, path="Cargo.toml",
                args=["--bins"], strip=Strip.Debug, cargo_manifest_args=["--locked"]),
    ],
    cmdclass={"build_rust": BuildRust, "build_py": BuildPy, "bdist_wheel": BdistWheel},
    # Not ./build: that is CMake's build directory (scripts/test.sh, ctest).
    options={"build": {"build_base": "target/py-build"}},
    zip_safe=False,
)
