#!/usr/bin/env bash
# Smoke test of an OpenCL UR adapter on one oneAPI release (UR 0.12):
# `dpctl.lsplatform()` lists the platform and kernels from dpctl's
# multi_kernel.spv and from OpenCL C source run and are checked against numpy
# (scripts/ur-smoke.py).
#
#   scripts/ur-smoke.sh RELEASE [--lib PATH | --stock] [--via force|overlay] [--no-build]
#
# RELEASE: 2025.2 | 2025.3 | 2026.0 | 2026.1 | 2026.2 (venv: scripts/ur-runtime.sh).
# Default adapter: syclrt (cargo build --release; target/release/libsyclrt.so).
# --lib PATH: that file as the adapter (e.g. Intel's own, copied elsewhere).
# --stock: Intel's adapter as installed.
# --via: how the loader is pointed at the file (scripts/ur-common.sh):
#   overlay (default up to 2026.1) or force (UR_ADAPTERS_FORCE_LOAD; default
#   and only way on 2026.2). The loader's log must show that file loaded.
set -euo pipefail
cd "$(dirname "$0")/.."
REL=${1:-}; shift || true
LIB=""; STOCK=0; BUILD=1; VIA=""
while [ $# -gt 0 ]; do
  case "$1" in
    --lib) LIB=$2; shift ;;
    --stock) STOCK=1 ;;
    --via) VIA=$2; shift ;;
    --no-build) BUILD=0 ;;
    *) echo "usage: $0 RELEASE [--lib PATH | --stock] [--via force|overlay] [--no-build]" >&2; exit 2 ;;
  esac
  shift
done
. scripts/ur-common.sh
ur_setup "$REL"
if [ "$STOCK" = 1 ]; then
  ur_use_stock
  echo "adapter: Intel's stock OpenCL adapter (${UR_STOCK_ADAPTER:-built into the loader})"
else
  if [ -z "$LIB" ]; then
    if [ "$BUILD" = 1 ]; then cargo build --release --lib -q; fi
    LIB=$PWD/target/release/libsyclrt.so
  fi
  VIA=${VIA:-$(ur_default_via)}
  ur_use_adapter "$LIB" "$VIA" "$PWD/target/ur-overlay-$REL"
  echo "adapter: $LIB (via $VIA)"
fi
ur_probe
"$UR_VENV/bin/python" scripts/ur-smoke.py
