#!/usr/bin/env bash
# Issue 28 on a two-GPU machine (nvidia-h100-x2 / nvidia-h200-x2), in one go:
# the GPU suite's tests on NVIDIA's OpenCL (every multi-device test on the
# two GPUs), benches/buffer_2gpu (per-call timings, whole-buffer move,
# four patterns vs the best raw OpenCL), the same move with other chunk
# sizes and with a synchronous per-copy trace, and the CUDA anchor
# (scripts/cuda-anchor.py, CuPy) before and after.
#
#   scripts/gpu-2gpu.sh prepare           # here: builds .gpu/ (scripts/gpu-suite.sh prepare)
#   scripts/gpu-2gpu.sh run [DIR] [PHASE] # there: DIR defaults to $OUT, else gpu-2gpu-results;
#                                         # PHASE: all (default), tests, bench
#
# GPU2_ICD (libnvidia-opencl.so.1), GPU2_SELECTOR (NVIDIA) and GPU2_MIB (256)
# exist to rehearse the bench phase elsewhere (PoCL: GPU2_ICD=libpocl.so.2
# GPU2_SELECTOR=pthread POCL_DEVICES="pthread pthread" GPU2_MIB=16).
# Everything goes to DIR as it is made (one file per step, so a run cut
# short keeps what it did); the summary at the end goes to stdout and DIR/summary.txt.
set -uo pipefail
cd "$(dirname "$0")/.."
mode=${1:-}
G=.gpu

prepare() {
  # The tests gpu-suite runs, and only the bench this run needs.
  GPU_BENCHES=buffer_2gpu scripts/gpu-suite.sh prepare
}

step() { echo "[$(date -u +%T)] $*" >&2; }

run() {
  local out=${1:-${OUT:-gpu-2gpu-results}} phase=${2:-all}
  mkdir -p "$out"
  [ -x "$G/benches/buffer_2gpu" ] || { echo "no $G/benches/buffer_2gpu: run '$0 prepare' first and carry .gpu" >&2; exit 2; }
  {
    echo "# syclrt two-GPU run (issue 28), $(date -u +%FT%TZ), phase $phase"
    nvidia-smi -L 2>&1
    nvidia-smi --query-gpu=name,driver_version,memory.total,pcie.link.gen.current,pcie.link.width.current --format=csv 2>&1
    echo "## nvidia-smi topo -m"
    nvidia-smi topo -m 2>&1
    echo "cpu: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2)"
    python3 -c 'import cupy, numpy; print("cupy", cupy.__version__, "numpy", numpy.__version__)' 2>&1
  } > "$out/machine.txt"
  cat "$out/machine.txt"
  local rc=0
  if [ "$phase" != tests ]; then
    step "CUDA anchor (before)"
    timeout 240 python3 scripts/cuda-anchor.py 256 5 > "$out/cuda-anchor-before.txt" 2>&1 || { echo "cuda-anchor failed" >> "$out/cuda-anchor-before.txt"; rc=1; }
  fi
  if [ "$phase" != bench ]; then
    step "GPU suite: tests on NVIDIA (both GPUs for the multi-device tests)"
    GPU_PHASE=tests GPU_SELECTORS=NVIDIA GPU_PROBE=0 timeout 420 scripts/gpu-suite.sh run "$out/gpu-suite-tests.txt" > /dev/null 2>&1 || rc=1
  fi
  if [ "$phase" != tests ]; then
    # NVIDIA's ICD alone, as gpu-suite does for its NVIDIA runs.
    local vend; vend=$(mktemp -d); echo "${GPU2_ICD:-libnvidia-opencl.so.1}" > "$vend/gpu.icd"
    export OCL_ICD_VENDORS=$vend SYCLRT_DEFAULT_DEVICE=${GPU2_SELECTOR:-NVIDIA}
    local b="$G/benches/buffer_2gpu" mib=${GPU2_MIB:-256}
    step "buffer_2gpu $mib MiB, 2 MiB pages, 5 reps (all sections)"
    timeout 420 "$b" "$mib" 2048 5 > "$out/buffer_2gpu.txt" 2>&1 || { echo "bench failed: $?" >> "$out/buffer_2gpu.txt"; rc=1; }
    for c in 2 32; do
      step "buffer_2gpu whole-buffer move with $c MiB chunks"
      SYCLRT_BUFFER_CHUNK=$((c << 20)) BUFFER_2GPU_ONLY_MOVE=1 BUFFER_2GPU_NO_PROBE=1 timeout 120 "$b" "$mib" 2048 5 \
        > "$out/buffer_2gpu-chunk-${c}MiB.txt" 2>&1 || rc=1
    done
    step "synchronous per-copy trace of syclrt's whole-buffer moves (SYCLRT_BUFFER_TRACE=sync)"
    SYCLRT_BUFFER_TRACE=sync BUFFER_2GPU_ONLY_MOVE=1 BUFFER_2GPU_NO_PROBE=1 timeout 120 "$b" "$mib" 2048 1 \
      > "$out/buffer_2gpu-trace.txt" 2>&1 || rc=1
    unset OCL_ICD_VENDORS SYCLRT_DEFAULT_DEVICE
    step "CUDA anchor (after)"
    timeout 240 python3 scripts/cuda-anchor.py 256 5 > "$out/cuda-anchor-after.txt" 2>&1 || rc=1
  fi
  summary "$out" | tee "$out/summary.txt"
  return $rc
}

summary() {
  local out=$1
  echo "# summary ($out)"
  if [ -f "$out/gpu-suite-tests.txt" ]; then
    echo "## GPU suite (tests, NVIDIA)"
    grep -E '^(gpu-suite:|test counts|FAILED)' "$out/gpu-suite-tests.txt"
    echo "devices the multi-device tests used (distinct lines):"
    grep -hE '^devices: ' "$out/gpu-suite-tests.txt" | sort | uniq -c
  fi
  for f in cuda-anchor-before cuda-anchor-after; do
    [ -f "$out/$f.txt" ] || continue
    echo "## $f"; grep -E '^(CUDA|peer|\||cuda-anchor|SKIP|note)' "$out/$f.txt"
  done
  if [ -f "$out/buffer_2gpu.txt" ]; then
    echo "## buffer_2gpu"; grep -vE '^\s*$' "$out/buffer_2gpu.txt"
  fi
  for c in 2 32; do
    [ -f "$out/buffer_2gpu-chunk-${c}MiB.txt" ] || continue
    echo "## whole-buffer move, $c MiB chunks"; grep -E '^\| (raw|syclrt)|^whole-buffer' "$out/buffer_2gpu-chunk-${c}MiB.txt"
  done
  if [ -f "$out/buffer_2gpu-trace.txt" ]; then
    echo "## trace (first lines per path)"
    grep -m 12 'syclrt-transfer: dev' "$out/buffer_2gpu-trace.txt"
  fi
}

case "$mode" in
  prepare) prepare ;;
  run) shift; run "$@" ;;
  summary) shift; summary "${1:-${OUT:-gpu-2gpu-results}}" ;;
  *) echo "usage: $0 prepare | run [DIR] [all|tests|bench] | summary [DIR]" >&2; exit 2 ;;
esac
