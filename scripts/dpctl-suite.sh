#!/usr/bin/env bash
# Runs dpctl 0.17.0's own test suite on Intel's CPU OpenCL runtime (oneAPI
# 2024.2.1, from PyPI) with syclrt in place of DPC++'s libpi_opencl.so.
#
#   scripts/dpctl-suite.sh quick|full [--stock] [--pocl] [--no-build] [-- extra pytest args]
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
# The venv comes from scripts/intel-runtime.sh (built once, cached). An
# overlay directory holds a *copy* of libsycl.so.7 (libsycl dlopens
# <dir of its own file>/libpi_opencl.so) next to syclrt's cdylib copied as
# libpi_opencl.so, and goes first in LD_LIBRARY_PATH. A SYCL_PI_TRACE=1 probe
# proves which PluginVersion was loaded before the suite runs. The last line
# printed is `N passed, N failed, N skipped`.
set -euo pipefail
cd "$(dirname "$0")/.."
MODE=${1:-quick}; shift || true
STOCK=0; BUILD=1; POCL=0; EXPECT=0; EXTRA=()
while [ $# -gt 0 ]; do
  case "$1" in
    --stock) STOCK=1 ;;
    --pocl) POCL=1 ;;
    --expect-pocl) POCL=1; EXPECT=1 ;;
    --no-build) BUILD=0 ;;
    --) shift; EXTRA=("$@"); break ;;
    *) echo "unknown argument $1" >&2; exit 2 ;;
  esac
  shift
done
case "$MODE" in quick|full) ;; *) echo "usage: $0 quick|full [--stock] [--pocl] [--no-build]" >&2; exit 2 ;; esac

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
LOG=$(mktemp /tmp/dpctl-suite.XXXXXX.log)
start=$(date +%s.%N)
set +e
(cd "$TESTS" && "$PY" -m pytest -q -rf -p no:cacheprovider \
   -k "not test_cython_api and not test_c_headers and not test_syclinterface" "${SEL[@]}" "${EXTRA[@]}") >"$LOG" 2>&1
rc=$?
set -e
end=$(date +%s.%N)
tail -n 30 "$LOG"
summary=$(grep -E "^(=+ )?[0-9]+ (passed|failed)" "$LOG" | tail -1 || true)
num() { echo "$summary" | grep -oE "[0-9]+ $1" | grep -oE "[0-9]+" || echo 0; }
printf "wall: %.1f s (pytest exit %d, log %s)\n" "$(echo "$end - $start" | bc)" "$rc" "$LOG"
echo "$(num passed) passed, $(num failed) failed, $(num skipped) skipped"
if [ "$EXPECT" = 1 ]; then
  # Exit 0 or 1 (tests failed) only: anything else is a crash or an error.
  [ "$rc" -le 1 ] || { echo "dpctl-suite: pytest ended with $rc (crash?)" >&2; exit 1; }
  [ "$(num passed)" -gt 0 ] || exit 1
  unexpected=$(grep -E "^FAILED " "$LOG" | sed -E 's/^FAILED //; s/ - .*$//' \
    | grep -vxF -f <(grep -v '^#' scripts/dpctl-pocl-known-failures.txt) || true)
  if [ -n "$unexpected" ]; then echo "unexpected failures on PoCL:"; echo "$unexpected"; exit 1; fi
  echo "every failure is a known PoCL 3.1 limit (scripts/dpctl-pocl-known-failures.txt)"
  exit 0
fi
[ "$(num failed)" = 0 ] && [ "$rc" = 0 ]
