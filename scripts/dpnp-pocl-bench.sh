#!/usr/bin/env bash
# dpnp.tensor throughput at 10^7 (add, sum, cumsum, sort; float32) on PoCL
# through syclrt's bitcode route, and on Intel's CPU runtime through Intel's
# own adapter, in one run on this machine; prints both and the ratio
# (Intel's time / PoCL's: above 1 means PoCL is faster). BENCHMARKS.md.
#   scripts/dpnp-pocl-bench.sh [--n N] [--reps R]
#   scripts/dpnp-pocl-bench.sh --ab LIB.so|VAR=VALUE [...] [-- --n N --reps R]
#       an A/B of builds or settings: each syclrt library given (or this
#       build's, target/release/libsyclrt.so, with the environment setting
#       given, e.g. SYCLRT_BITCODE_SPECIALIZE=off) on PoCL, one after
#       another, then Intel's runtime, in one run (times only)
set -euo pipefail
cd "$(dirname "$0")/.."
LIBS=()
if [ "${1:-}" = --ab ]; then
  shift
  while [ $# -gt 0 ] && [ "$1" != -- ]; do
    case "$1" in *=*) LIBS+=("$1") ;; *) LIBS+=("$(realpath "$1")") ;; esac
    shift
  done
  [ "${1:-}" = -- ] && shift
  [ ${#LIBS[@]} -ge 1 ] || { echo "usage: $0 --ab LIB.so [LIB.so...] [-- ARGS]" >&2; exit 2; }
else
  cargo build --release --lib -q
fi
SITE=$(scripts/dpnp-pocl-suite.sh prepare)
. scripts/ur-common.sh
ur_setup 2026.2
export PYTHONPATH=$SITE ONEAPI_DEVICE_SELECTOR='opencl:*'
INTEL_VENDORS=$OCL_ICD_VENDORS
PV=$(mktemp -d); trap 'rm -rf "$PV"' EXIT
cp /etc/OpenCL/vendors/pocl.icd "$PV/"
if [ ${#LIBS[@]} -gt 0 ]; then
  for lib in "${LIBS[@]}"; do
    echo "== syclrt on PoCL: $lib"
    case "$lib" in
      *=*) env "$lib" OCL_ICD_VENDORS=$PV UR_ADAPTERS_FORCE_LOAD=$PWD/target/release/libsyclrt.so \
             "$UR_VENV/bin/python" scripts/dpnp-pocl-bench.py "$@" | grep -v '^RESULT' ;;
      *) OCL_ICD_VENDORS=$PV UR_ADAPTERS_FORCE_LOAD=$lib "$UR_VENV/bin/python" scripts/dpnp-pocl-bench.py "$@" | grep -v '^RESULT' ;;
    esac
  done
  echo "== Intel's adapter on Intel's CPU runtime"
  OCL_ICD_VENDORS=$INTEL_VENDORS "$UR_VENV/bin/python" scripts/dpnp-pocl-bench.py "$@" | grep -v '^RESULT'
  exit 0
fi
echo "== syclrt on PoCL"
pocl=$(OCL_ICD_VENDORS=$PV UR_ADAPTERS_FORCE_LOAD=$PWD/target/release/libsyclrt.so "$UR_VENV/bin/python" scripts/dpnp-pocl-bench.py "$@" | tee /dev/stderr | sed -n 's/^RESULT //p')
echo "== Intel's adapter on Intel's CPU runtime"
intel=$(OCL_ICD_VENDORS=$INTEL_VENDORS "$UR_VENV/bin/python" scripts/dpnp-pocl-bench.py "$@" | tee /dev/stderr | sed -n 's/^RESULT //p')
python3 - "$pocl" "$intel" <<'PY'
import json, sys
p, i = json.loads(sys.argv[1]), json.loads(sys.argv[2])
print(f"op        PoCL+syclrt   Intel CPU    ratio (Intel/PoCL)   n={p['n']}")
for k in p["ms"]:
    print(f"{k:8s} {p['ms'][k]:10.2f} ms {i['ms'][k]:10.2f} ms   {i['ms'][k] / p['ms'][k]:6.2f}")
PY
