#!/usr/bin/env bash
# Runs dpctl 0.17.0's own test suite on Intel's CPU OpenCL runtime (oneAPI
# 2024.2.1, from PyPI) with syclrt in place of DPC++'s libpi_opencl.so.
#
#   scripts/dpctl-suite.sh quick|full [--stock] [--pocl] [--no-build] [-- extra pytest args]
#   scripts/dpctl-suite.sh ur-RELEASE quick|full [--stock] [--lib PATH] [--via force|overlay]
#                          [--keep-multi-device] [--no-build] [-- extra pytest args]
#
# The ur-RELEASE modes (ur-2025.3: dpctl 0.21.1 on oneAPI 2025.3.3; ur-2026.2:
# dpctl 0.22.1 on oneAPI 2026.2.0) run the suite through the Unified Runtime
# loader with syclrt as its OpenCL adapter: see the UR section below.
#
# quick: the core subset (platform, device, context, queue, memcpy, event,
#        usm, kernel_submit, program, service, utils): about 15 s.
# full:  the whole suite minus the three tests that need a C compiler and
#        headers (test_cython_api, test_c_headers, test_syclinterface).
# --stock: run the same selection with Intel's own libpi_opencl.so.
# --expect-pocl: --pocl, and succeed when the run ends without a crash and
#          every failure is listed in scripts/dpctl-pocl-known-failures.txt
#          (what PoCL 3.1 cannot do; CI uses this).
# --pocl:  run on the system's PoCL (its ICD from /etc/OpenCL/vendors) instead
#          of Intel's CPU runtime: libsycl.so.7 from the venv, syclrt as its
#          OpenCL plugin, USM emulated over PoCL's SVM (docs/usm.md).
#
# The differential rule (scripts/difftest.py): a run through syclrt is judged
# against the stock plugin/adapter on the same machine in the same run. A test
# that fails through syclrt fails the script unless stock, re-run on just the
# failing node ids, fails it the same way (same phase, exception type and
# file:line); a crash or hang of syclrt is never excused, except a crash that
# stock shares at the same test (that file is reported and the rest runs
# without it). Each excused test is printed with stock's result beside it.
# Options of one side (what difftest.py passes; --no-judge runs one side bare):
#   --no-judge        no stock comparison: the plain pass/fail of this side
#   --outcomes FILE   record each test's outcome (scripts/pytest_outcomes.py)
#                     and pytest's exit status in FILE.rc
#   --ids FILE        run only the node ids listed in FILE (one a line)
# Every pytest run has a time limit (SYCLRT_SUITE_TIMEOUT overrides): a hang
# ends as a failure, never as a stuck step.
#
# The venv comes from scripts/intel-runtime.sh (built once, cached). An
# overlay directory holds a *copy* of libsycl.so.7 (libsycl dlopens
# <dir of its own file>/libpi_opencl.so) next to syclrt's cdylib copied as
# libpi_opencl.so, and goes first in LD_LIBRARY_PATH. A SYCL_PI_TRACE=1 probe
# proves which PluginVersion was loaded before the suite runs. The last line
# printed is `N passed, N failed, N skipped`.
set -euo pipefail
cd "$(dirname "$0")/.."
MODE=${1:-quick}; shift || true
SCRIPTS=$PWD/scripts
OUTCOMES=""; IDS=""; JUDGE=1; ARGS=("$@"); PREFIX=()

# Judged mode (the default for syclrt runs): build once, then let
# scripts/difftest.py run this script for each side with --no-judge.
judged() { # KNOWN_FILE|""
  local known=() args=() a
  [ -z "$1" ] || known=(--known "$1")
  for a in "${ARGS[@]}"; do
    case "$a" in --no-build) ;; *) args+=("$a") ;; esac
  done
  # difftest.py puts its own options before the first `--`.
  exec python3 scripts/difftest.py run "${known[@]}" -- "$0" "$MODE" "${PREFIX[@]}" --no-build --no-judge "${args[@]}"
}

# Runs pytest over SEL in TESTS with deselection expression DESEL, under a
# wall-clock limit (a hang inside the runtime cannot be interrupted from
# Python), and prints the summary line `N passed, N failed, N skipped`.
run_pytest() { # PY TESTS DESEL LIMIT_S SEL... [-- EXTRA...]
  local py=$1 tests=$2 desel=$3 limit=$4 log start end rc summary; shift 4
  log=$(mktemp /tmp/dpctl-suite.XXXXXX.log)
  local plug=()
  if [ -n "$OUTCOMES" ]; then
    : >"$OUTCOMES"; rm -f "$OUTCOMES.rc"
    plug=(-p pytest_outcomes)
  fi
  start=$(date +%s.%N)
  set +e
  (cd "$tests" && PYTHONPATH="$SCRIPTS${PYTHONPATH:+:$PYTHONPATH}" DIFFTEST_OUTCOMES="$OUTCOMES" \
     timeout -k 10 "$limit" "$py" -m pytest -q -rf -p no:cacheprovider "${plug[@]}" \
     -o faulthandler_timeout=120 -k "$desel" "$@") >"$log" 2>&1
  rc=$?
  set -e
  [ -z "$OUTCOMES" ] || echo "$rc" >"$OUTCOMES.rc"
  end=$(date +%s.%N)
  LAST_LOG=$log; LAST_RC=$rc
  tail -n 30 "$log"
  if [ "$rc" = 124 ] || [ "$rc" = 137 ]; then
    echo "dpctl-suite: TIMEOUT after $limit s (a hang: the faulthandler dumps in $log show where)"
  fi
  summary=$(grep -E "^(=+ )?[0-9]+ (passed|failed)" "$log" | tail -1 || true)
  num() { echo "$summary" | grep -oE "[0-9]+ $1" | grep -oE "[0-9]+" || echo 0; }
  printf "wall: %.1f s (pytest exit %d, log %s)\n" "$(echo "$end - $start" | bc)" "$rc" "$log"
  echo "$(num passed) passed, $(num failed) failed, $(num skipped) skipped"
  [ "$(num failed)" = 0 ] && [ "$rc" = 0 ]
}

# ---------------------------------------------------------------------------
# UR modes: oneAPI 2025.3 / 2026.2 from PyPI (venv: scripts/ur-runtime.sh),
# the UR loader pointed at syclrt (scripts/ur-common.sh): an overlay
# directory holding it as libur_adapter_opencl.so.0 first in LD_LIBRARY_PATH
# up to 2026.1, UR_ADAPTERS_FORCE_LOAD on 2026.2 (whose OpenCL adapter is
# built into the loader). The loader's own log (UR_LOG_LOADER) must show that
# syclrt's file was the adapter loaded, or the script fails before the suite.
# --stock runs Intel's adapter on the same selection; --lib PATH uses another
# adapter file (e.g. a copy of Intel's, to check the mechanism).
# Deselected (the same for --stock and syclrt):
#   test_cython_api, test_c_headers, test_headers: build C/Cython extensions
#     against dpctl's headers (need a compiler and the include tree);
#   test_syclinterface (dpctl 0.21.1): checks the libDPCTLSyclInterface.so
#     symlink layout, which pip's copy of the library does not keep;
#   test_context_multi_device: hangs inside Intel's stack on 2-core machines
#     (CPU partitioned into (1, 1) sub-devices, a context over both, a USM
#     copy between them; docs/ur-baselines.md); --keep-multi-device runs it.
case "$MODE" in
  ur-*)
    REL=${MODE#ur-}
    SUB=${1:-quick}; shift || true
    STOCK=0; BUILD=1; LIB=""; VIA=""; KEEPMD=0; EXTRA=()
    while [ $# -gt 0 ]; do
      case "$1" in
        --stock) STOCK=1 ;;
        --lib) LIB=$2; shift ;;
        --via) VIA=$2; shift ;;
        --keep-multi-device) KEEPMD=1 ;;
        --no-build) BUILD=0 ;;
        --no-judge) JUDGE=0 ;;
        --outcomes) OUTCOMES=$(realpath -m "$2"); JUDGE=0; shift ;;
        --ids) IDS=$(realpath -m "$2"); shift ;;
        --) shift; EXTRA=("$@"); break ;;
        *) echo "unknown argument $1" >&2; exit 2 ;;
      esac
      shift
    done
    PREFIX=("$SUB"); ARGS=("${ARGS[@]:1}")
    if [ "$JUDGE" = 1 ] && [ "$STOCK" = 0 ]; then
      if [ "$BUILD" = 1 ] && [ -z "$LIB" ]; then cargo build --release --lib -q; fi
      judged ""
    fi
    case "$SUB" in quick|full) ;; *) echo "usage: $0 ur-RELEASE quick|full [--stock] [--lib PATH] [--via force|overlay] [--keep-multi-device] [--no-build]" >&2; exit 2 ;; esac
    case "$REL" in 2025.3|2026.2) ;; *) echo "dpctl-suite: UR suites are ur-2025.3 and ur-2026.2 (other releases: scripts/ur-smoke.sh)" >&2; exit 2 ;; esac
    . scripts/ur-common.sh
    ur_setup "$REL"
    if [ "$STOCK" = 1 ]; then
      ur_use_stock
      echo "adapter: Intel's stock OpenCL adapter (${UR_STOCK_ADAPTER:-built into the loader})"
    else
      if [ -z "$LIB" ]; then
        if [ "$BUILD" = 1 ]; then cargo build --release --lib -q; fi
        LIB=$PWD/target/release/libsyclrt.so
      fi
      VIA=${VIA:-$(ur_default_via)}
      ur_use_adapter "$LIB" "$VIA" "${SYCLRT_UR_OVERLAY:-$PWD/target/ur-overlay-$REL}"
      echo "adapter: $LIB (via $VIA)"
    fi
    ur_probe
    DESEL="not test_cython_api and not test_c_headers and not test_headers"
    [ "$REL" = 2025.3 ] && DESEL="$DESEL and not test_syclinterface"
    [ "$KEEPMD" = 1 ] || DESEL="$DESEL and not test_context_multi_device"
    if [ "$SUB" = quick ]; then
      SEL=(test_sycl_platform.py test_sycl_device.py test_sycl_device_factory.py test_sycl_context.py
           test_sycl_queue.py test_sycl_queue_manager.py test_sycl_queue_memcpy.py test_sycl_event.py
           test_sycl_usm.py test_sycl_kernel_submit.py test_sycl_program.py test_service.py test_utils.py)
      LIMIT=600
    else
      SEL=(.)
      if [ "$REL" = 2025.3 ]; then LIMIT=2400; else LIMIT=900; fi
    fi
    [ -z "$IDS" ] || mapfile -t SEL <"$IDS"
    LIMIT=${SYCLRT_SUITE_TIMEOUT:-$LIMIT}
    echo "deselected: -k \"$DESEL\"; limit $LIMIT s"
    run_pytest "$UR_VENV/bin/python" "$UR_VENV/lib/python3.11/site-packages/dpctl/tests" \
      "$DESEL" "$LIMIT" "${SEL[@]}" "${EXTRA[@]}"
    exit $?
    ;;
esac

STOCK=0; BUILD=1; POCL=0; EXPECT=0; EXTRA=()
while [ $# -gt 0 ]; do
  case "$1" in
    --stock) STOCK=1 ;;
    --pocl) POCL=1 ;;
    --expect-pocl) POCL=1; EXPECT=1 ;;
    --no-build) BUILD=0 ;;
    --no-judge) JUDGE=0 ;;
    --outcomes) OUTCOMES=$(realpath -m "$2"); JUDGE=0; shift ;;
    --ids) IDS=$(realpath -m "$2"); shift ;;
    --) shift; EXTRA=("$@"); break ;;
    *) echo "unknown argument $1" >&2; exit 2 ;;
  esac
  shift
done
case "$MODE" in quick|full) ;; *) echo "usage: $0 quick|full [--stock] [--pocl] [--expect-pocl] [--no-build] [--no-judge]" >&2; exit 2 ;; esac
if [ "$JUDGE" = 1 ] && [ "$STOCK" = 0 ]; then
  if [ "$BUILD" = 1 ]; then cargo build --release --lib -q; fi
  # On PoCL the listed known limits stay excused (no stock PoCL plugin gets
  # that far); every other failure is judged against stock on PoCL.
  if [ "$EXPECT" = 1 ]; then judged scripts/dpctl-pocl-known-failures.txt; else judged ""; fi
fi

eval "$(scripts/intel-runtime.sh --env)"
if [ "$POCL" = 1 ]; then
  POCL_ICD=${SYCLRT_POCL_VENDORS:-/etc/OpenCL/vendors/pocl.icd}
  [ -e "$POCL_ICD" ] || { echo "dpctl-suite: no PoCL ICD at $POCL_ICD" >&2; exit 1; }
  # Only PoCL: a directory holding its .icd file alone.
  PV=$(mktemp -d /tmp/dpctl-pocl-vendors.XXXXXX)
  cp "$POCL_ICD" "$PV/"
  export OCL_ICD_VENDORS=$PV
  export ONEAPI_DEVICE_SELECTOR='opencl:*'
fi
VENV=$INTEL_VENV
OVL=${SYCLRT_PI_OVERLAY:-$PWD/target/pi-overlay}
if [ "$STOCK" = 0 ]; then
  if [ "$BUILD" = 1 ]; then cargo build --release --lib -q; fi
  LIB=$PWD/target/release/libsyclrt.so
  rm -rf "$OVL"; mkdir -p "$OVL"
  cp "$VENV/lib/libsycl.so.7.2.0" "$OVL/libsycl.so.7"
  for f in "$VENV"/lib/libsycl-*.spv; do ln -s "$f" "$OVL/"; done
  cp "$LIB" "$OVL/libpi_opencl.so"
  export LD_LIBRARY_PATH="$OVL:$LD_LIBRARY_PATH"
  WHO="syclrt ($LIB)"
else
  WHO="stock libpi_opencl.so"
fi
PY=$VENV/bin/python
# Proof of which plugin libsycl loaded.
probe=$(SYCL_PI_TRACE=1 "$PY" -c 'import dpctl; print(dpctl.SyclDevice("opencl:cpu").name)' 2>&1 | grep -m1 "PluginVersion" || true)
echo "plugin: $WHO"
echo "probe:  $probe"
if [ "$STOCK" = 0 ]; then
  case "$probe" in *syclrt*) ;; *) echo "dpctl-suite: syclrt was not the plugin that libsycl loaded" >&2; exit 1 ;; esac
fi
TESTS=$VENV/lib/python3.11/site-packages/dpctl/tests
if [ "$MODE" = quick ]; then
  SEL=(test_sycl_platform.py test_sycl_device.py test_sycl_device_factory.py test_sycl_context.py
       test_sycl_queue.py test_sycl_queue_manager.py test_sycl_queue_memcpy.py test_sycl_event.py
       test_sycl_usm.py test_sycl_kernel_submit.py test_sycl_program.py test_service.py test_utils.py)
else
  SEL=(.)
fi
if [ "$MODE" = quick ]; then LIMIT=600; else LIMIT=2400; fi
LIMIT=${SYCLRT_SUITE_TIMEOUT:-$LIMIT}
[ -z "$IDS" ] || mapfile -t SEL <"$IDS"
set +e
run_pytest "$PY" "$TESTS" "not test_cython_api and not test_c_headers and not test_syclinterface" \
  "$LIMIT" "${SEL[@]}" "${EXTRA[@]}"
ok=$?
set -e
if [ "$EXPECT" = 1 ] && [ -z "$OUTCOMES" ]; then
  # --expect-pocl --no-judge: the known-failure list alone.
  # Exit 0 or 1 (tests failed) only: anything else is a crash or an error.
  [ "$LAST_RC" -le 1 ] || { echo "dpctl-suite: pytest ended with $LAST_RC (crash?)" >&2; exit 1; }
  grep -qE "^(=+ )?[0-9]+ passed" "$LAST_LOG" || exit 1
  unexpected=$(grep -E "^FAILED " "$LAST_LOG" | sed -E 's/^FAILED //; s/ - .*$//' \
    | grep -vxF -f <(grep -v '^#' scripts/dpctl-pocl-known-failures.txt) || true)
  if [ -n "$unexpected" ]; then echo "unexpected failures on PoCL:"; echo "$unexpected"; exit 1; fi
  echo "every failure is a known PoCL 3.1 limit (scripts/dpctl-pocl-known-failures.txt)"
  exit 0
fi
exit $ok
