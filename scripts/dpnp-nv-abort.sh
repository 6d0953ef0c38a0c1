#!/usr/bin/env bash
# The one abort left in dpnp's tensor suite on NVIDIA (issue 37, docs/ptx.md,
# fourth session): runs test_usm_ndarray_linalg.py alone up to RUNS times
# (default 3) with SYCLRT_DEBUG_SEGV (a file per run) until the process dies, then prints
# what syclrt's fault hook wrote (the faulting address, the nearest USM
# allocation, the native stack) and the Python stack after it. On the GPU
# machine, in the environment of scripts/gpu-ptx.sh (GPU_PTX_TREES as there):
#   scripts/dpnp-nv-abort.sh [RUNS]
set -uo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
for i in $(seq 1 "$runs"); do
  out=$(mktemp -d /tmp/dpnp-nv-abort.XXXXXX)
  # A file, not stderr: pytest's capture holds fd 2 during a test.
  export SYCLRT_DEBUG_SEGV=$out/segv.txt
  scripts/gpu-ptx.sh run script scripts/dpnp-tensor-files.py --out "$out" --jobs 1 --timeout 300 \
    test_usm_ndarray_linalg.py 2>&1 | tail -1
  log=$out/test_usm_ndarray_linalg.log
  # pytest's progress dots share the line the hook starts on.
  if [ -s "$out/segv.txt" ]; then
    echo "run $i: syclrt's hook wrote:"
    head -90 "$out/segv.txt"
    [ -n "${OUT:-}" ] && cp "$out/segv.txt" "$OUT/segv-run$i.txt"
    grep -a -A12 "Fatal Python error" "$log" | sed 's/^\.*//'
    exit 0
  fi
  if grep -aq "Fatal Python error" "$log"; then
    echo "run $i: the process died, and the hook wrote nothing:"
    grep -a -A12 "Fatal Python error" "$log" | sed 's/^\.*//'
    exit 1
  fi
done
echo "no abort in $runs runs"
