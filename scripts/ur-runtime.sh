#!/usr/bin/env bash
# Sets up (once, on demand) a Python 3.11 venv with one oneAPI release whose
# DPC++ runtime reaches OpenCL through the Unified Runtime (UR 0.12) loader,
# Intel's CPU OpenCL runtime, and the dpctl that accepts that runtime.
# Wheels are cached in $SYCLRT_CI_CACHE/wheels (default ~/.cache/syclrt-ci),
# the venv lives in $SYCLRT_CI_CACHE/venv-ur-<release>.
#
#   scripts/ur-runtime.sh RELEASE                 # set up, print the venv path
#   eval "$(scripts/ur-runtime.sh RELEASE --env)" # set up, export its environment
#
# RELEASE   oneAPI                      dpctl    what for
# 2025.2    2025.2.1 (libsycl.so.8)     0.20.2   smoke (scripts/ur-smoke.sh)
# 2025.3    2025.3.3 (libsycl.so.8)     0.21.1   dpctl suite (+ tensor tests), pytest
# 2026.0    2026.0.0 (libsycl.so.9)     0.22.1   smoke
# 2026.1    2026.1.0 (libsycl.so.9)     0.22.1   smoke
# 2026.2    2026.2.0 (libsycl.so.9)     0.22.1   dpctl suite, pytest (the one CI builds)
# dpctl 0.21.1 requires intel-sycl-rt >=2025.3,<2026 and 0.22.1 >=2026.0,<2027;
# 0.20.2 (libsycl.so.8, unpinned requirements) is the newest that takes 2025.2.
# All five ship libur_loader.so.0.12.0; up to 2026.1 Intel's OpenCL adapter is
# the file lib/libur_adapter_opencl.so.0, in 2026.2 it is built into the loader.
#
# Exported by --env: UR_VENV, UR_RELEASE, UR_STOCK_ADAPTER (Intel's adapter
# file, empty for 2026.2), LD_LIBRARY_PATH (venv lib first), OCL_ICD_VENDORS
# (only Intel's CPU ICD), ONEAPI_DEVICE_SELECTOR=opencl:cpu.
set -euo pipefail
REL=${1:-}; MODE=${2:-}
CACHE=${SYCLRT_CI_CACHE:-$HOME/.cache/syclrt-ci}
WHEELS=$CACHE/wheels
PY=${PYTHON:-python3.11}
command -v "$PY" >/dev/null 2>&1 || PY=python3
log() { echo "ur-runtime: $*" >&2; }

case "$REL" in
  2025.2) V=2025.2.1; PKGS=(dpctl==0.20.2 numpy==2.2.6) ;;
  2025.3) V=2025.3.3; PKGS=(dpctl==0.21.1 numpy==2.2.6 pytest==9.2.0) ;;
  2026.0) V=2026.0.0; PKGS=(dpctl==0.22.1 numpy==2.4.6) ;;
  2026.1) V=2026.1.0; PKGS=(dpctl==0.22.1 numpy==2.4.6) ;;
  2026.2) V=2026.2.0; PKGS=(dpctl==0.22.1 numpy==2.4.6 pytest==9.2.0) ;;
  *) echo "usage: $0 2025.2|2025.3|2026.0|2026.1|2026.2 [--env]" >&2; exit 2 ;;
esac
case "$MODE" in ""|--env) ;; *) echo "usage: $0 RELEASE [--env]" >&2; exit 2 ;; esac
# intel-sycl-rt pins intel-cmplr-lib-rt, -lic-rt and -lib-ur (the UR loader) to
# the same version; intel-opencl-rt is Intel's CPU OpenCL runtime.
PKGS+=(intel-sycl-rt==$V intel-opencl-rt==$V)
VENV=$CACHE/venv-ur-$REL

# One setup at a time: concurrent callers (parallel test runs) wait for the
# first instead of deleting the venv it is building.
mkdir -p "$CACHE"
exec 9>"$CACHE/.setup.lock"
[ -f "$VENV/.complete" ] || flock 9
if [ ! -f "$VENV/.complete" ]; then
  "$PY" -c 'import sys; sys.exit(0 if sys.version_info[:2]==(3,11) else 1)' \
    || { log "Python 3.11 is required (the dpctl wheels used are cp311); found $("$PY" --version)"; exit 1; }
  mkdir -p "$WHEELS"
  rm -rf "$VENV"
  "$PY" -m venv "$VENV"
  "$VENV/bin/pip" -q install --no-index --find-links "$WHEELS" "${PKGS[@]}" >/dev/null 2>&1 || {
    log "downloading wheels for oneAPI $V into $WHEELS (cached; about 450 MB)"
    "$PY" -m pip download -q -d "$WHEELS" "${PKGS[@]}" >&2
    log "installing into $VENV (about 1.5 GB)"
    "$VENV/bin/pip" -q install --no-index --find-links "$WHEELS" "${PKGS[@]}" >&2
  }
  # The wheel's ICD file holds a conda placeholder path: point it at the venv.
  vend="$VENV/etc/OpenCL/vendors"
  if [ -f "$vend/intel-cpu.icd" ]; then
    lib=$(sed -e 's#.*/lib/##' "$vend/intel-cpu.icd")
    echo "$VENV/lib/$lib" > "$vend/intel-cpu.icd"
  fi
  # The FPGA emulator ICD names a library that is not shipped.
  if [ -f "$vend/intel-fpga_emu.icd" ]; then mv "$vend/intel-fpga_emu.icd" "$vend/intel-fpga_emu.icd.disabled"; fi
  [ -f "$VENV/lib/libur_loader.so.0" ] || { log "no libur_loader.so.0 in $VENV/lib"; exit 1; }
  touch "$VENV/.complete"
fi

STOCK=""
[ -f "$VENV/lib/libur_adapter_opencl.so.0" ] && STOCK=$VENV/lib/libur_adapter_opencl.so.0
if [ "$MODE" = "--env" ]; then
  echo "export UR_VENV='$VENV'"
  echo "export UR_RELEASE='$REL'"
  echo "export UR_STOCK_ADAPTER='$STOCK'"
  echo "export LD_LIBRARY_PATH='$VENV/lib'\${LD_LIBRARY_PATH:+:\$LD_LIBRARY_PATH}"
  echo "export OCL_ICD_VENDORS='$VENV/etc/OpenCL/vendors'"
  echo "export ONEAPI_DEVICE_SELECTOR=opencl:cpu"
else
  echo "$VENV"
fi
