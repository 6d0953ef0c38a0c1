#!/usr/bin/env bash
# A command buffer (SYCL graph) through oneAPI 2026.2's real UR loader, with
# syclrt as the OpenCL adapter (default) or Intel's own (--stock), on Intel's
# CPU OpenCL runtime 2026.2: capability answers, a graph of USM fills and a
# kernel launch with arguments replayed and checked (scripts/ur-cmdbuf-probe.py).
#
#   scripts/ur-cmdbuf-probe.sh [--stock] [--no-build]
#   SYCLRT_UR_COMMAND_BUFFER=record scripts/ur-cmdbuf-probe.sh   # syclrt's recorded path
set -euo pipefail
cd "$(dirname "$0")/.."
STOCK=0; BUILD=1
for a in "$@"; do
  case "$a" in
    --stock) STOCK=1 ;;
    --no-build) BUILD=0 ;;
    *) echo "usage: $0 [--stock] [--no-build]" >&2; exit 2 ;;
  esac
done
. scripts/ur-common.sh
ur_setup 2026.2
if [ "$STOCK" = 1 ]; then
  ur_use_stock
  echo "adapter: Intel's OpenCL adapter (built into the 2026.2 loader)"
else
  if [ "$BUILD" = 1 ]; then cargo build --release --lib -q; fi
  ur_use_adapter "$PWD/target/release/libsyclrt.so" force ""
  echo "adapter: $PWD/target/release/libsyclrt.so (UR_ADAPTERS_FORCE_LOAD)"
fi
ur_probe
"$UR_VENV/bin/python" scripts/ur-cmdbuf-probe.py
