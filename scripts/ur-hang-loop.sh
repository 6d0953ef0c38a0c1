#!/usr/bin/env bash
# Issue 25, item 7: loops dpctl 0.21.1's full suite on oneAPI 2025.3.3 through
# syclrt (UR face), cold and warm persistent cache alternating, to catch the
# hang seen once in five runs (docs/ur.md, "Open: one hang"). A hang ends as
# the suite's time limit (pytest exit 124/137) with faulthandler stacks in
# the run's log; SYCLRT_UR_TRACE=1 in the environment traces every UR call.
#
#   scripts/ur-hang-loop.sh [RUNS] [--stock]   # default 10 runs; --stock: Intel's adapter
#
# Prints one line per run (number, cache, wall seconds, pytest exit, summary)
# and a last line `hang-loop: N runs, N hangs, N failed`.
set -uo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-10}; shift || true
EXTRA=("$@")
cargo build --release --lib -q || exit 1
hangs=0; failed=0
for i in $(seq 1 "$RUNS"); do
  if [ $((i % 2)) = 1 ]; then mode=cold; dir=$(mktemp -d /tmp/hang-loop-cache.XXXXXX); else mode=warm; fi
  start=$(date +%s)
  out=$(SYCL_CACHE_DIR=$dir SYCLRT_SUITE_TIMEOUT=${SYCLRT_SUITE_TIMEOUT:-1800} \
        scripts/dpctl-suite.sh ur-2025.3 full --no-build --no-judge "${EXTRA[@]}" 2>&1)
  rc=$?
  wall=$(( $(date +%s) - start ))
  summary=$(echo "$out" | grep -E "^[0-9]+ passed, [0-9]+ failed" | tail -1)
  pyexit=$(echo "$out" | sed -n 's/.*(pytest exit \([0-9]*\),.*/\1/p' | tail -1)
  case "$pyexit" in 124|137) hangs=$((hangs + 1)); echo "$out" | grep -m1 "TIMEOUT" ;; esac
  [ "$rc" = 0 ] || failed=$((failed + 1))
  echo "hang-loop: run $i ($mode cache): ${wall} s, pytest exit ${pyexit:-?}, ${summary:-no summary}"
done
echo "hang-loop: $RUNS runs, $hangs hangs, $failed failed"
[ "$hangs" = 0 ] && [ "$failed" = 0 ]
