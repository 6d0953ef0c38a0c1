#!/usr/bin/env bash
# Sets up (once) a Python 3.11 venv with Intel's oneAPI 2024.2.1 runtime from
# PyPI: libsycl.so.7 (PI 15.47), Intel's CPU OpenCL runtime (SPIR-V, USM),
# and dpctl 0.17.0 with its test suite. Wheels are cached between runs in
# $SYCLRT_CI_CACHE/wheels (default ~/.cache/syclrt-ci), the venv lives in
# $SYCLRT_CI_CACHE/venv-2024.2.1.
#
#   scripts/intel-runtime.sh            # set up, print the venv path
#   eval "$(scripts/intel-runtime.sh --env)"   # set up, export its environment
#
# The environment exported: INTEL_VENV, LD_LIBRARY_PATH (venv lib first),
# OCL_ICD_VENDORS (only Intel's CPU ICD), ONEAPI_DEVICE_SELECTOR=opencl:cpu.
set -euo pipefail
CACHE=${SYCLRT_CI_CACHE:-$HOME/.cache/syclrt-ci}
VENV=$CACHE/venv-2024.2.1
WHEELS=$CACHE/wheels
PY=${PYTHON:-python3.11}
command -v "$PY" >/dev/null 2>&1 || PY=python3
PKGS=(dpcpp-cpp-rt==2024.2.1 intel-sycl-rt==2024.2.1 intel-cmplr-lib-rt==2024.2.1
      intel-cmplr-lib-ur==2024.2.1 intel-opencl-rt==2024.2.1 intel-openmp==2024.2.1
      intel-cmplr-lic-rt==2024.2.1 tbb==2021.13.1 dpctl==0.17.0 numpy==1.26.4 pytest)

log() { echo "intel-runtime: $*" >&2; }

# One setup at a time: concurrent callers (parallel test runs) wait for the
# first instead of deleting the venv it is building.
mkdir -p "$CACHE"
exec 9>"$CACHE/.setup.lock"
[ -f "$VENV/.complete" ] || flock 9
if [ ! -f "$VENV/.complete" ]; then
  "$PY" -c 'import sys; sys.exit(0 if sys.version_info[:2]==(3,11) else 1)' \
    || { log "Python 3.11 is required (dpctl 0.17.0 wheels are cp311); found $("$PY" --version)"; exit 1; }
  mkdir -p "$WHEELS"
  log "downloading wheels into $WHEELS (cached; about 340 MB)"
  "$PY" -m pip download -q -d "$WHEELS" "${PKGS[@]}" >&2
  rm -rf "$VENV"
  "$PY" -m venv "$VENV"
  log "installing into $VENV (about 1.6 GB)"
  "$VENV/bin/pip" install -q --no-index --find-links "$WHEELS" "${PKGS[@]}" >&2
  # The wheel's ICD file holds a conda placeholder path: point it at the venv.
  vend="$VENV/etc/OpenCL/vendors"
  if [ -f "$vend/intel-cpu.icd" ]; then
    lib=$(sed -e 's#.*/lib/##' "$vend/intel-cpu.icd")
    echo "$VENV/lib/$lib" > "$vend/intel-cpu.icd"
  fi
  # The FPGA emulator ICD names a library that is not shipped.
  [ -f "$vend/intel-fpga_emu.icd" ] && mv "$vend/intel-fpga_emu.icd" "$vend/intel-fpga_emu.icd.disabled"
  touch "$VENV/.complete"
fi

if [ "${1:-}" = "--env" ]; then
  echo "export INTEL_VENV='$VENV'"
  echo "export LD_LIBRARY_PATH='$VENV/lib'\${LD_LIBRARY_PATH:+:\$LD_LIBRARY_PATH}"
  echo "export OCL_ICD_VENDORS='$VENV/etc/OpenCL/vendors'"
  echo "export ONEAPI_DEVICE_SELECTOR=opencl:cpu"
else
  echo "$VENV"
fi
