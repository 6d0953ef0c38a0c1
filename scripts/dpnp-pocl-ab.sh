#!/usr/bin/env bash
# dpnp.tensor throughput at 10^7 (scripts/dpnp-pocl-bench.py: add, sum,
# cumsum, sort; float32) on PoCL through each syclrt library given, one
# after another, then through Intel's own adapter on Intel's CPU runtime,
# in one run on this machine: an A/B of two builds (BENCHMARKS.md section 15).
#   scripts/dpnp-pocl-ab.sh LIB.so [LIB.so...]
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 1 ] || { echo "usage: $0 LIB.so [LIB.so...]" >&2; exit 2; }
SITE=$(scripts/dpnp-pocl-suite.sh prepare)
. scripts/ur-common.sh
ur_setup 2026.2
export PYTHONPATH=$SITE ONEAPI_DEVICE_SELECTOR='opencl:*'
INTEL_VENDORS=$OCL_ICD_VENDORS
PV=$(mktemp -d); trap 'rm -rf "$PV"' EXIT
cp /etc/OpenCL/vendors/pocl.icd "$PV/"
for lib in "$@"; do
  echo "== syclrt on PoCL: $lib"
  OCL_ICD_VENDORS=$PV UR_ADAPTERS_FORCE_LOAD=$(realpath "$lib") "$UR_VENV/bin/python" scripts/dpnp-pocl-bench.py --reps 7 | grep -v '^RESULT'
done
echo "== Intel's adapter on Intel's CPU runtime"
OCL_ICD_VENDORS=$INTEL_VENDORS "$UR_VENV/bin/python" scripts/dpnp-pocl-bench.py --reps 7 | grep -v '^RESULT'
