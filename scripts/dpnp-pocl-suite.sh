#!/usr/bin/env bash
# dpnp 0.20's tensor tests (dpnp/tests/tensor) on the embedded default,
# PoCL 3.1, through syclrt's UR face (oneAPI 2026.2, dpctl 0.22.1), judged
# by the differential rule against Intel's own stack (its UR adapter on its
# CPU OpenCL runtime, the only place Intel's stack runs: it takes no PoCL
# device that lacks SPIR-V) on the same machine, in the same run (issue 38).
#
#   scripts/dpnp-pocl-suite.sh part|full [--stock] [--no-build] [-- extra pytest args]
#   scripts/dpnp-pocl-suite.sh files [--stock] [--no-build] -- --out DIR [--jobs J] [--timeout S] [FILE...]
#
# part: the files below (elementwise arithmetic and math, sums, scans,
#       searching, manipulation; about 2,000 tests): what scripts/test.sh
#       runs, a few minutes cold on 2 cores.
# full: every file (about 20 minutes on 2 cores; docs/pocl.md gives the
#       figure, scripts/dpnp-tensor-files.py runs it file by file).
# files: every file in its own process, J at once (default 2), through
#       scripts/dpnp-tensor-files.py (its arguments after --): the way
#       docs/pocl.md's whole-suite figures are made (a crash or hang costs
#       one file, not the run); it judges nothing, compare the outcome
#       records of both sides (DIR/*.jsonl).
# prepare: only unpack dpnp's wheel (cached) and print the directory.
# --stock: Intel's adapter on Intel's CPU runtime instead.
# Options of one side (scripts/difftest.py passes them): --no-judge,
# --outcomes FILE, --ids FILE, as scripts/dpctl-suite.sh takes them.
#
# dpnp's tests run without its oneMKL wheels: dpnp/tensor and
# dpnp/tests/tensor are unpacked under a bare dpnp package (empty
# dpnp/__init__.py and dpnp/tests/__init__.py, a conftest.py with the one
# fixture the tensor tests take), as scripts/gpu-ptx.sh does for the GPU.
# A stock re-run that hangs ends at the time limit: no verdict, never a pass.
set -euo pipefail
cd "$(dirname "$0")/.."
SCRIPTS=$PWD/scripts
SUB=${1:-part}; shift || true
case "$SUB" in part|full|files|prepare) ;; *) echo "usage: $0 part|full|files|prepare [--stock] [--no-build] [-- pytest args]" >&2; exit 2 ;; esac
[ "$SUB" != prepare ] && [ "$SUB" != files ] || JUDGE_OFF=1
STOCK=0; BUILD=1; JUDGE=1; OUTCOMES=""; IDS=""; EXTRA=(); ARGS=("$@")
while [ $# -gt 0 ]; do
  case "$1" in
    --stock) STOCK=1 ;;
    --no-build) BUILD=0 ;;
    --no-judge) JUDGE=0 ;;
    --outcomes) OUTCOMES=$(realpath -m "$2"); JUDGE=0; shift ;;
    --ids) IDS=$(realpath -m "$2"); shift ;;
    --) shift; EXTRA=("$@"); break ;;
    *) echo "unknown argument $1" >&2; exit 2 ;;
  esac
  shift
done
if [ "$JUDGE" = 1 ] && [ "$STOCK" = 0 ] && [ -z "${JUDGE_OFF:-}" ]; then
  if [ "$BUILD" = 1 ]; then cargo build --release --lib -q; fi
  args=()
  for a in "${ARGS[@]}"; do case "$a" in --no-build) ;; *) args+=("$a") ;; esac; done
  exec python3 scripts/difftest.py run -- "$0" "$SUB" --no-build --no-judge "${args[@]}"
fi

. scripts/ur-common.sh
ur_setup 2026.2
CACHE=${SYCLRT_CI_CACHE:-$HOME/.cache/syclrt-ci}
W=$CACHE/wheels
WHL=$W/dpnp-0.20.0-0-cp311-cp311-manylinux_2_28_x86_64.whl
if [ ! -f "$WHL" ]; then
  mkdir -p "$W"
  "$UR_VENV/bin/python" -m pip download -q dpnp==0.20.0 --no-deps --only-binary=:all: -d "$W" >&2
fi
SITE=$CACHE/dpnp-0.20.0-cp311-tests
if [ ! -f "$SITE/dpnp/tests/conftest.py" ]; then
  rm -rf "$SITE.tmp"; mkdir -p "$SITE.tmp"
  scripts/dpnp-bare.sh "$WHL" "$SITE.tmp"
  rm -rf "$SITE"; mv "$SITE.tmp" "$SITE"
fi
if [ "$SUB" = prepare ]; then echo "$SITE"; exit 0; fi
if [ "$STOCK" = 1 ]; then
  ur_use_stock
  echo "adapter: Intel's stock OpenCL adapter on Intel's CPU runtime"
else
  LIB=$PWD/target/release/libsyclrt.so
  if [ "$BUILD" = 1 ]; then cargo build --release --lib -q; fi
  ur_use_adapter "$LIB" force ""
  POCL_ICD=${SYCLRT_POCL_VENDORS:-/etc/OpenCL/vendors/pocl.icd}
  [ -e "$POCL_ICD" ] || { echo "dpnp-pocl-suite: no PoCL ICD at $POCL_ICD" >&2; exit 1; }
  PV=$(mktemp -d /tmp/dpnp-pocl-vendors.XXXXXX)
  cp "$POCL_ICD" "$PV/"
  export OCL_ICD_VENDORS=$PV
  echo "adapter: $LIB on PoCL"
fi
export ONEAPI_DEVICE_SELECTOR='opencl:*'
export PYTHONPATH=$SITE
TESTS=$SITE/dpnp/tests/tensor
if [ "$SUB" = files ]; then
  PYTHONPATH="$SCRIPTS:$PYTHONPATH" DPNP_SITE=$SITE exec "$UR_VENV/bin/python" scripts/dpnp-tensor-files.py --jobs 2 "${EXTRA[@]}"
fi
if [ "$SUB" = part ]; then
  SEL=(elementwise/test_add.py elementwise/test_exp.py test_tensor_sum.py test_tensor_accumulation.py
       test_usm_ndarray_search_functions.py test_usm_ndarray_manipulation.py)
  LIMIT=1500
else
  SEL=(.)
  LIMIT=5400
fi
[ -z "$IDS" ] || mapfile -t SEL <"$IDS"
LIMIT=${SYCLRT_SUITE_TIMEOUT:-$LIMIT}
log=$(mktemp /tmp/dpnp-pocl-suite.XXXXXX.log)
plug=()
if [ -n "$OUTCOMES" ]; then : >"$OUTCOMES"; rm -f "$OUTCOMES.rc"; plug=(-p pytest_outcomes); fi
start=$(date +%s)
set +e
(cd "$TESTS" && PYTHONPATH="$SCRIPTS:$PYTHONPATH" DIFFTEST_OUTCOMES="$OUTCOMES" \
   timeout -k 10 "$LIMIT" "$UR_VENV/bin/python" -m pytest -q -rf -p no:cacheprovider "${plug[@]}" \
   -o faulthandler_timeout=300 "${SEL[@]}" "${EXTRA[@]}") >"$log" 2>&1
rc=$?
set -e
[ -z "$OUTCOMES" ] || echo "$rc" >"$OUTCOMES.rc"
tail -n 25 "$log"
[ "$rc" = 124 ] || [ "$rc" = 137 ] && echo "dpnp-pocl-suite: TIMEOUT after $LIMIT s (faulthandler dumps in $log)"
summary=$(grep -E "^(=+ )?[0-9]+ (passed|failed)" "$log" | tail -1 || true)
num() { echo "$summary" | grep -oE "[0-9]+ $1" | grep -oE "[0-9]+" || echo 0; }
echo "wall: $(( $(date +%s) - start )) s (pytest exit $rc, log $log)"
echo "$(num passed) passed, $(num failed) failed, $(num skipped) skipped"
[ "$(num failed)" = 0 ] && [ "$rc" = 0 ]
