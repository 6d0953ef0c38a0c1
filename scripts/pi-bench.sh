#!/usr/bin/env bash
# Same-run comparison of syclrt and Intel's stock libpi_opencl.so under
# DPC++ 2024.2.1 (Intel CPU OpenCL runtime, opencl:cpu): alternating runs of
#  - the dpctl submission microbenchmark (benches/pi_dpctl_submit.py, N submits),
#  - the dpctl quick test subset (wall time),
# REPS times each, printing every sample and the medians with the ratio
# ours/stock. Usage: scripts/pi-bench.sh [REPS=3] [N=20000]
set -euo pipefail
cd "$(dirname "$0")/.."
REPS=${1:-3}; N=${2:-20000}
eval "$(scripts/intel-runtime.sh --env)"
cargo build --release --lib -q
OVL=$PWD/target/pi-overlay
rm -rf "$OVL"; mkdir -p "$OVL"
cp "$INTEL_VENV/lib/libsycl.so.7.2.0" "$OVL/libsycl.so.7"
for f in "$INTEL_VENV"/lib/libsycl-*.spv; do ln -s "$f" "$OVL/"; done
cp target/release/libsyclrt.so "$OVL/libpi_opencl.so"
PY=$INTEL_VENV/bin/python
STOCK_LD=$LD_LIBRARY_PATH
OURS_LD=$OVL:$LD_LIBRARY_PATH
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs); load: $(cut -d' ' -f1-3 /proc/loadavg)"
median() { sort -g | awk '{a[NR]=$1} END {print (NR%2)? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
declare -A S
for r in $(seq "$REPS"); do
  for who in ours stock; do
    if [ $who = ours ]; then export LD_LIBRARY_PATH=$OURS_LD; else export LD_LIBRARY_PATH=$STOCK_LD; fi
    line=$("$PY" benches/pi_dpctl_submit.py "$N")
    s=$(echo "$line" | sed -E 's/.*seconds=([0-9.]+).*/\1/')
    echo "rep $r $who: $line"
    S[submit_$who]+="$s "
    t0=$(date +%s.%N)
    if [ $who = ours ]; then scripts/dpctl-suite.sh quick --no-build > /tmp/pi-bench-quick.txt 2>&1 || true
    else scripts/dpctl-suite.sh quick --stock > /tmp/pi-bench-quick.txt 2>&1 || true; fi
    t1=$(date +%s.%N)
    q=$(echo "$t1 - $t0" | bc)
    echo "rep $r $who: quick suite $(tail -1 /tmp/pi-bench-quick.txt), script wall ${q}s"
    S[quick_$who]+="$q "
  done
done
for k in submit quick; do
  o=$(echo ${S[${k}_ours]} | tr ' ' '\n' | median)
  s=$(echo ${S[${k}_stock]} | tr ' ' '\n' | median)
  printf "%s: median ours %.3f s, stock %.3f s, ratio ours/stock %.3f\n" "$k" "$o" "$s" "$(echo "$o / $s" | bc -l)"
done
