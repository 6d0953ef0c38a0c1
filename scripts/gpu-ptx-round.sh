#!/usr/bin/env bash
# One measurement round on the GPU machine, after `scripts/gpu-ptx.sh unpack`
# (docs/gpu.md), with dpnp 0.20.0's cp312 wheel at dpnp/dpnp-0.20.0-*.whl
# beside scripts/ (unzipped once into dpnp/site): the figures of
# BENCHMARKS.md section 12 and bench-results/gpu-h100-round3-2026-11-26/.
#
#   scripts/gpu-ptx-round.sh OUT          # ROUND_STEPS="..." to choose steps
#
# Steps (default: probe cupy cupy-eager cupy-1e9 numpy suite; also cupy-small):
#   probe       SYCLRT_UR_TRACE=1 SYCLRT_PROFILE=kernels scripts/ptx-sum-probe.py
#   cupy        scripts/ptx-vs-cupy.py --n 1e8 (add and sum against CuPy)
#   cupy-eager  the same with SYCLRT_USM_COARSE_SYNC=eager
#   cupy-lazy   the same with SYCLRT_USM_COARSE_SYNC=lazy
#   cupy-1e9    --n 1e9 --reps 10;  cupy-small: --n 1000
#   numpy       scripts/ptx-dpctl-numpy.py --n 1e7 (26 checks against NumPy)
#   suite       scripts/gpu-ptx.sh run suite OUT/suite (dpctl 0.22.1 through UR)
set -u
cd "$(dirname "$0")/.."
ROOT=$PWD
O=${1:?usage: $0 OUT}
mkdir -p "$O"
WHL=$(ls dpnp/dpnp-0.20.0-*.whl 2>/dev/null | head -1)
[ -d dpnp/site/dpnp ] || { [ -n "$WHL" ] && mkdir -p dpnp/site && (cd dpnp/site && python3 -m zipfile -e "$ROOT/$WHL" .); }
py() { # FILE ARGS...
  local f=$1; shift
  local a; a=$(printf "'%s'," "$@")
  scripts/gpu-ptx.sh run script -c "import sys,runpy; sys.path.insert(0,'$ROOT/dpnp/site'); sys.path.insert(0,'$ROOT/scripts'); sys.argv=['$f',$a]; runpy.run_path('$ROOT/scripts/$f', run_name='__main__')"
}
for step in ${ROUND_STEPS:-probe cupy cupy-eager cupy-1e9 numpy suite}; do
  echo "== $step $(date +%T)"
  case $step in
    probe) SYCLRT_UR_TRACE=1 SYCLRT_PROFILE=kernels py ptx-sum-probe.py > "$O/probe-out.txt" 2> "$O/probe-err.txt"; echo rc=$?; grep "MARK" "$O/probe-err.txt" | tail -4 ;;
    cupy) py ptx-vs-cupy.py --n 100000000 > "$O/vs-cupy.txt" 2>&1; echo rc=$?; grep -v RESULT "$O/vs-cupy.txt" | tail -8 ;;
    cupy-eager|cupy-lazy) SYCLRT_USM_COARSE_SYNC=${step#cupy-} py ptx-vs-cupy.py --n 100000000 > "$O/vs-$step.txt" 2>&1; echo rc=$?; grep "ratio\|dpctl \(add\|sum\)" "$O/vs-$step.txt" ;;
    cupy-1e9) py ptx-vs-cupy.py --n 1000000000 --reps 10 > "$O/vs-cupy-1e9.txt" 2>&1; echo rc=$?; grep "ratio" "$O/vs-cupy-1e9.txt" ;;
    cupy-small) py ptx-vs-cupy.py --n 1000 --reps 50 > "$O/vs-cupy-1e3.txt" 2>&1; echo rc=$?; grep "sum" "$O/vs-cupy-1e3.txt" ;;
    numpy) py ptx-dpctl-numpy.py --n 10000000 > "$O/numpy.txt" 2>&1; echo rc=$?; tail -1 "$O/numpy.txt" ;;
    suite) scripts/gpu-ptx.sh run suite "$O/suite" > "$O/suite.txt" 2>&1; echo rc=$?; tail -4 "$O/suite.txt" ;;
    *) echo "unknown step $step" ;;
  esac
done
