#!/usr/bin/env bash
# Runs one command with dpctl importable through the Unified Runtime loader
# of a oneAPI release (the venv of scripts/ur-runtime.sh) and syclrt as its
# only OpenCL adapter (scripts/ur-common.sh: UR_ADAPTERS_FORCE_LOAD on
# 2026.2, the overlay before). `python` in CMD is the venv's interpreter.
#
#   scripts/ur-env.sh [--release 2026.2] [--lib PATH] [--pocl] [--probe] -- CMD...
#
# --lib PATH  the adapter file (default target/release/libsyclrt.so, not built here)
# --pocl      the system's PoCL (its ICD from /etc/OpenCL/vendors, or
#             SYCLRT_POCL_VENDORS) instead of Intel's CPU runtime, every
#             OpenCL device selectable (ONEAPI_DEVICE_SELECTOR='opencl:*')
# --probe     first prove from the loader's log that syclrt is the adapter loaded
#             (ur_probe; needs an opencl:cpu device)
#
# Example: scripts/ur-env.sh --pocl -- python scripts/ptx-dpctl-numpy.py --n 100000
set -euo pipefail
cd "$(dirname "$0")/.."
REL=2026.2; LIB=$PWD/target/release/libsyclrt.so; POCL=0; PROBE=0
while [ $# -gt 0 ]; do
  case "$1" in
    --release) REL=$2; shift ;;
    --lib) LIB=$2; shift ;;
    --pocl) POCL=1 ;;
    --probe) PROBE=1 ;;
    --) shift; break ;;
    *) echo "usage: $0 [--release R] [--lib PATH] [--pocl] [--probe] -- CMD..." >&2; exit 2 ;;
  esac
  shift
done
[ $# -gt 0 ] || { echo "ur-env: no command (usage: $0 [options] -- CMD...)" >&2; exit 2; }
. scripts/ur-common.sh
ur_setup "$REL"
ur_use_adapter "$LIB" "$(ur_default_via)" "${SYCLRT_UR_OVERLAY:-$PWD/target/ur-overlay-$REL}"
if [ "$POCL" = 1 ]; then
  POCL_ICD=${SYCLRT_POCL_VENDORS:-/etc/OpenCL/vendors/pocl.icd}
  [ -e "$POCL_ICD" ] || { echo "ur-env: no PoCL ICD at $POCL_ICD" >&2; exit 1; }
  PV=$(mktemp -d /tmp/ur-env-pocl-vendors.XXXXXX)
  cp "$POCL_ICD" "$PV/"
  export OCL_ICD_VENDORS=$PV ONEAPI_DEVICE_SELECTOR='opencl:*'
fi
[ "$PROBE" = 0 ] || ur_probe >&2
export PATH="$UR_VENV/bin:$PATH"
exec "$@"
