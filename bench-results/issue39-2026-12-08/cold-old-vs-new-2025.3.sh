#!/usr/bin/env bash
# dpctl 0.21.1's full suite through UR on oneAPI 2025.3, syclrt cold (an
# empty persistent cache each run): an older library (OLD, e.g. the stripped
# library of 45a6438) against this tree's target/release/libsyclrt.so,
# interleaved, on the same machine in the same hour.
cd "$(dirname "$0")/../.."
: "${OLD:?set OLD to the older libsyclrt.so}"
for side in ${SIDES:-old new}; do
  d=$(mktemp -d /tmp/coldbench.XXXXXX)
  case $side in
    old) out=$(SYCL_CACHE_DIR=$d scripts/dpctl-suite.sh ur-2025.3 full --no-build --no-judge --lib "$OLD" 2>&1) ;;
    new) out=$(SYCL_CACHE_DIR=$d scripts/dpctl-suite.sh ur-2025.3 full --no-build --no-judge 2>&1) ;;
  esac
  rm -rf "$d"
  echo "$side: $(echo "$out" | grep -E '^wall:' | tail -1) | $(echo "$out" | grep -E '^[0-9]+ passed, [0-9]+ failed' | tail -1) | load $(cut -d' ' -f1-3 /proc/loadavg)"
done
