#!/usr/bin/env bash
# dpctl 0.21.1's full suite through UR on oneAPI 2025.3: Intel's adapter and
# syclrt with an empty persistent cache, interleaved, then syclrt warm.
cd "$(dirname "$0")/../.."
for side in ${SIDES:-stock syclrt stock syclrt warm}; do
  case $side in
    stock) out=$(scripts/dpctl-suite.sh ur-2025.3 full --stock --no-build 2>&1) ;;
    syclrt) d=$(mktemp -d /tmp/coldbench.XXXXXX); out=$(SYCL_CACHE_DIR=$d scripts/dpctl-suite.sh ur-2025.3 full --no-build --no-judge 2>&1) ;;
    warm) out=$(SYCL_CACHE_DIR=$d scripts/dpctl-suite.sh ur-2025.3 full --no-build --no-judge 2>&1) ;;
  esac
  echo "$side: $(echo "$out" | grep -E '^wall:' | tail -1) | $(echo "$out" | grep -E '^[0-9]+ passed, [0-9]+ failed' | tail -1) | load $(cut -d' ' -f1-3 /proc/loadavg)"
done
