#!/usr/bin/env bash
# Benchmarks of the UR face against Intel's own OpenCL adapter, measured in
# one run on oneAPI 2026.2.0 (dpctl 0.22.1, Intel's CPU OpenCL runtime):
#   1. urDeviceGetInfo cost through each adapter's own DDI table
#      (benches/ur/device_info.c; Intel's adapter file is 2026.1's: 2026.2's
#      is built into the loader and cannot be loaded alone);
#   2. dpctl SyclQueue.submit of a tiny kernel, 20000 times
#      (benches/ur/dpctl_submit.py), syclrt and Intel interleaved, 5 rounds,
#      medians and their ratio;
#   3. (--suite) dpctl 0.22.1's full suite wall time, syclrt and Intel.
#
#   scripts/ur-bench.sh [--suite] [--rounds N]
set -euo pipefail
cd "$(dirname "$0")/.."
SUITE=0; ROUNDS=5
while [ $# -gt 0 ]; do
  case "$1" in
    --suite) SUITE=1 ;;
    --rounds) ROUNDS=$2; shift ;;
    *) echo "usage: $0 [--suite] [--rounds N]" >&2; exit 2 ;;
  esac
  shift
done
cargo build --release --lib -q
LIB=$PWD/target/release/libsyclrt.so
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)"

# 1. urDeviceGetInfo
. scripts/ur-common.sh
ur_setup 2026.1
STOCK1=$UR_STOCK_ADAPTER
inc=$(mktemp -d); ln -s "$PWD/third_party/unified-runtime/2026.2" "$inc/unified-runtime"
cc -O2 -std=c2x -include stdbool.h -I third_party/unified-runtime/2026.2 -I "$inc" benches/ur/device_info.c -ldl -o target/ur_device_info
rm -rf "$inc"
SYCLRT_UR_LAYOUT=2026.1 target/ur_device_info 2000000 "$LIB" "$STOCK1" | tee /tmp/ur-bench-info.txt
s=$(sed -n 1p /tmp/ur-bench-info.txt | grep -oE '[0-9.]+ ns' | grep -oE '[0-9.]+')
i=$(sed -n 2p /tmp/ur-bench-info.txt | grep -oE '[0-9.]+ ns' | grep -oE '[0-9.]+')
echo "urDeviceGetInfo ratio syclrt/Intel: $(echo "scale=3; $s / $i" | bc)"

# 2. submission
ur_setup 2026.2
run_submit() { # syclrt|stock
  if [ "$1" = syclrt ]; then UR_ADAPTERS_FORCE_LOAD=$LIB "$UR_VENV/bin/python" benches/ur/dpctl_submit.py 20000
  else "$UR_VENV/bin/python" benches/ur/dpctl_submit.py 20000; fi | grep -oE '^submit: [0-9]+' | grep -oE '[0-9]+$'
}
S=(); I=()
for r in $(seq "$ROUNDS"); do
  S+=("$(run_submit syclrt)"); I+=("$(run_submit stock)")
  echo "round $r: syclrt ${S[-1]} ns, Intel ${I[-1]} ns per submit"
done
med() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
ms=$(med "${S[@]}"); mi=$(med "${I[@]}")
echo "submit (median of $ROUNDS x 20000): syclrt $ms ns, Intel $mi ns, ratio $(echo "scale=3; $ms / $mi" | bc)"

# 3. suite wall time
if [ "$SUITE" = 1 ]; then
  # The same selection for both: test_context_multi_device deselected (it
  # hangs inside Intel's own 2026.2 adapter on 2-core machines).
  scripts/dpctl-suite.sh ur-2026.2 full --no-build | tail -2
  scripts/dpctl-suite.sh ur-2026.2 full --stock | tail -2
fi
