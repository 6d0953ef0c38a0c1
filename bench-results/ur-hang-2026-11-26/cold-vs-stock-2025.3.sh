#!/usr/bin/env bash
cd /work/main
for side in stock syclrt stock syclrt; do
  if [ $side = stock ]; then
    out=$(scripts/dpctl-suite.sh ur-2025.3 full --stock --no-build 2>&1)
  else
    d=$(mktemp -d /tmp/coldbench.XXXXXX)
    out=$(SYCL_CACHE_DIR=$d scripts/dpctl-suite.sh ur-2025.3 full --no-build --no-judge 2>&1)
  fi
  echo "$side: $(echo "$out" | grep -E '^wall:' | tail -1) | $(echo "$out" | grep -E '^[0-9]+ passed, [0-9]+ failed' | tail -1) | load $(cut -d' ' -f1-3 /proc/loadavg)"
done
