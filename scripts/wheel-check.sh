#!/usr/bin/env bash
# CI check of the syclrt wheel as a pip user meets it.
#
#   scripts/wheel-check.sh [--native] [--no-build]
#
# 1. build  scripts/wheel.sh [--native]: dist/syclrt-<v>-py3-none-manylinux_2_28_x86_64.whl,
#           checked by auditwheel (skipped with --no-build: the wheel in dist/ is used)
# 2. venv   a fresh Python 3.11 venv (dpctl 0.22.1's wheels are cp311):
#           pip install --no-index --find-links $CACHE/wheels dist/syclrt-*.whl dpctl==0.22.1
#           intel-opencl-rt==2026.2.0 pytest (the wheels scripts/ur-runtime.sh 2026.2 cached:
#           nothing is downloaded when they are there)
# 3. probe  syclrt run python -c "import dpctl; dpctl.lsplatform()" with the UR loader's
#           log: exactly one adapter loaded, and it is the wheel's libsyclrt.so.0
# 4. tests  tests/python (pytest in that venv): the wheel's files, pkg-config, CMake,
#           doctor on PoCL only / Intel's CPU runtime / no OpenCL, run/env/enable/disable,
#           the PI face from the 2024.2.1 venv
# 5. ur     dpctl 0.22.1's whole suite (scripts/dpctl-suite.sh's selection) through
#           `syclrt run`, Intel's CPU runtime only (ONEAPI_DEVICE_SELECTOR=opencl:cpu)
# 6. pi     dpctl 0.17.0's quick suite on oneAPI 2024.2.1 (venv: scripts/intel-runtime.sh)
#           through `syclrt run` (PI face; the plugin version is checked first)
# 7. crate  `cargo package --list`: what the publish-ready Cargo.toml would ship
# A suite failure that Intel's stock runtime shares (the failed tests rerun without
# syclrt and fail there the same way: scripts/difftest.py) is excused and listed. The last line is
# `wheel-check: N passed, N failed` (steps). The work dir (/tmp/wheel-check.*, with
# the venv and the suites' logs) is removed after a clean run; SYCLRT_KEEP_WORK=1 keeps it.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
NATIVE=""; BUILD=1
for a in "$@"; do
  case "$a" in
    --native) NATIVE=--native ;;
    --no-build) BUILD=0 ;;
    *) echo "usage: $0 [--native] [--no-build]" >&2; exit 2 ;;
  esac
done
CACHE=${SYCLRT_CI_CACHE:-$HOME/.cache/syclrt-ci}
PY=${PYTHON:-python3.11}
command -v "$PY" >/dev/null 2>&1 || PY=python3
WORK=$(mktemp -d /tmp/wheel-check.XXXXXX)
VENV=$WORK/venv
PASS=0; FAIL=0
T0=$(date +%s)
step() { # NAME STATUS
  local t=$(( $(date +%s) - TS ))
  if [ "$2" = 0 ]; then PASS=$((PASS + 1)); echo "wheel-check: [$1] ok (${t} s)"
  else FAIL=$((FAIL + 1)); echo "wheel-check: [$1] FAILED (${t} s)"; fi
}
finish() {
  # The work dir holds a 1.6 GB venv: kept only when something failed (logs in it).
  if [ "$FAIL" = 0 ] && [ -z "${SYCLRT_KEEP_WORK:-}" ]; then rm -rf "$WORK"; WORK="$WORK (removed)"; fi
  echo "wheel-check: total $(( $(date +%s) - T0 )) s; work dir $WORK"
  echo "wheel-check: $PASS passed, $FAIL failed"
  [ "$FAIL" = 0 ]
}
QUICK=(test_sycl_platform.py test_sycl_device.py test_sycl_device_factory.py test_sycl_context.py
       test_sycl_queue.py test_sycl_queue_manager.py test_sycl_queue_memcpy.py test_sycl_event.py
       test_sycl_usm.py test_sycl_kernel_submit.py test_sycl_program.py test_service.py test_utils.py)

# Runs dpctl's suite: suite NAME TESTS DESEL STOCK_CMD -- CMD... with the
# selection in SEL, judged by the differential rule of scripts/difftest.py
# (the same as scripts/dpctl-suite.sh): failures are rerun with STOCK_CMD
# (the same Python without syclrt) and excused only if they fail there the
# same way; a crash or hang through syclrt is never excused.
suite() {
  local name=$1 tests=$2 desel=$3 stock=$4 log out summary rc; shift 5
  log=$WORK/$name.log; out=$WORK/$name.jsonl
  : >"$out"; : >"$out.stock"
  set +e
  (cd "$tests" && PYTHONPATH="$ROOT/scripts" DIFFTEST_OUTCOMES="$out" timeout -k 10 900 "$@" -m pytest -q -rf \
     -p no:cacheprovider -p pytest_outcomes -o faulthandler_timeout=120 -k "$desel" "${SEL[@]}") >"$log" 2>&1
  rc=$?
  echo "$rc" >"$out.rc"
  summary=$(grep -E "^(=+ )?[0-9]+ (passed|failed)" "$log" | tail -1 || true)
  echo "wheel-check: [$name] ${summary:-no summary (pytest exit $rc); log $log}"
  local judged=("$out") ids=()
  mapfile -t ids < <(python3 "$ROOT/scripts/difftest.py" failures "$out")
  if [ "${#ids[@]}" -gt 0 ]; then
    (cd "$tests" && PYTHONPATH="$ROOT/scripts" DIFFTEST_OUTCOMES="$out.stock" timeout -k 10 600 $stock -m pytest -q \
       -p no:cacheprovider -p pytest_outcomes "${ids[@]}") >"$log.stock" 2>&1
    echo "$?" >"$out.stock.rc"
    judged+=("$out.stock")
  fi
  python3 "$ROOT/scripts/difftest.py" judge "${judged[@]}" >"$log.judge"
  rc=$?
  sed "s/^/wheel-check: [$name] /" "$log.judge"
  set -e
  return "$rc"
}

# 1. build
TS=$(date +%s)
if [ "$BUILD" = 1 ]; then
  set +e; scripts/wheel.sh $NATIVE; rc=$?; set -e
  step build $rc
  [ "$rc" = 0 ] || { finish; exit 1; }
fi
WHL=$(ls -t dist/syclrt-*.whl 2>/dev/null | head -1 || true)
[ -n "$WHL" ] || { echo "wheel-check: no wheel in dist/" >&2; FAIL=$((FAIL + 1)); finish; exit 1; }
echo "wheel-check: wheel $WHL ($(du -k "$WHL" | cut -f1) KiB)"

# 2. venv (the runtimes' wheels come from the CI cache; set it up if needed)
TS=$(date +%s)
scripts/ur-runtime.sh 2026.2 >/dev/null
eval "$(scripts/intel-runtime.sh --env)"
PI_VENDORS=$OCL_ICD_VENDORS
unset LD_LIBRARY_PATH OCL_ICD_VENDORS ONEAPI_DEVICE_SELECTOR UR_ADAPTERS_FORCE_LOAD UR_LOG_LOADER
set +e
"$PY" -m venv "$VENV" && "$VENV/bin/pip" install -q --no-index --find-links "$CACHE/wheels" \
  "$WHL" dpctl==0.22.1 intel-opencl-rt==2026.2.0 pytest==9.2.0
rc=$?
set -e
step venv $rc
[ "$rc" = 0 ] || { finish; exit 1; }
export PATH=$VENV/bin:$PATH
export XDG_CACHE_HOME=$WORK/cache   # syclrt's overlays and ICD dirs, fresh as on a new machine

# 3. probe: the loader's own log names the adapter it loaded
TS=$(date +%s)
set +e
out=$(cd "$WORK" && UR_LOG_LOADER="level:info;output:stderr" syclrt run python -c "import dpctl; dpctl.lsplatform()" 2>&1)
rc=$?
set -e
lib=$(python -c "import os, syclrt; print(os.path.realpath(syclrt.library_path()))")
loaded=$(echo "$out" | sed -n 's/.*loaded adapter 0x[0-9a-fx]* (.*) from \(.*\)$/\1/p')
echo "$out" | grep -v "^<LOADER>" | sed 's/^/  /'
echo "  loader log: loaded adapter from ${loaded:-nothing}"
if [ "$rc" = 0 ] && [ "$(echo "$loaded" | grep -c .)" = 1 ] && [ "$(realpath "$loaded")" = "$lib" ] \
   && echo "$out" | grep -q "Intel(R) OpenCL"; then step probe 0; else step probe 1; fi

# 4. tests of the installed wheel
TS=$(date +%s)
set +e
# oneAPI 2025.3 (UR, adapter as a file: the overlay) only where its venv is already cached.
UR2025=""
[ -f "$CACHE/venv-ur-2025.3/.complete" ] && UR2025=$CACHE/venv-ur-2025.3
(cd "$WORK" && SYCLRT_TEST_INTEL_VENDORS=$PI_VENDORS SYCLRT_TEST_PI_VENV=$INTEL_VENV SYCLRT_TEST_UR2025_VENV=$UR2025 \
   python -m pytest -q -rs -p no:cacheprovider "$ROOT/tests/python" 2>&1 | tail -15)
rc=$?
set -e
step tests "$rc"

# 5. dpctl 0.22.1's whole suite (as CI runs it through the loader's variable),
#    UR face, Intel's CPU runtime only (its pip ICD, path fixed)
TS=$(date +%s)
SEL=(.)
mkdir -p "$WORK/intel-vendors"
echo "$VENV/lib/libintelocl.so" >"$WORK/intel-vendors/intel-cpu.icd"
set +e
OCL_ICD_VENDORS=$WORK/intel-vendors ONEAPI_DEVICE_SELECTOR=opencl:cpu \
  suite ur "$VENV/lib/python3.11/site-packages/dpctl/tests" \
  "not test_cython_api and not test_c_headers and not test_headers and not test_context_multi_device" \
  "$VENV/bin/python" -- syclrt run python
rc=$?
set -e
step ur "$rc"

# 6. dpctl 0.17.0 quick suite on oneAPI 2024.2.1, PI face (syclrt from the new venv serves the
#    2024.2.1 venv's Python; LD_LIBRARY_PATH as scripts/intel-runtime.sh sets it: dpctl 0.17's
#    extensions carry a broken RPATH)
TS=$(date +%s)
export LD_LIBRARY_PATH=$INTEL_VENV/lib OCL_ICD_VENDORS=$PI_VENDORS ONEAPI_DEVICE_SELECTOR=opencl:cpu
probe=$(SYCL_PI_TRACE=1 syclrt run "$INTEL_VENV/bin/python" -c 'import dpctl; print(dpctl.SyclDevice("opencl:cpu").name)' 2>&1 | grep -m1 PluginVersion || true)
echo "  probe: $probe"
set +e
case "$probe" in
  *15.47.syclrt*)
    SEL=("${QUICK[@]}")
    suite pi "$INTEL_VENV/lib/python3.11/site-packages/dpctl/tests" \
      "not test_cython_api and not test_c_headers and not test_syclinterface" \
      "$INTEL_VENV/bin/python" -- syclrt run "$INTEL_VENV/bin/python" ;;
  *) echo "wheel-check: [pi] syclrt was not the plugin libsycl.so.7 loaded"; false ;;
esac
rc=$?
set -e
step pi "$rc"
unset LD_LIBRARY_PATH OCL_ICD_VENDORS ONEAPI_DEVICE_SELECTOR

# 7. the crate as a Rust dependency would get it
TS=$(date +%s)
set +e
list=$(cargo package --list --offline --allow-dirty 2>"$WORK/package.err")
rc=$?
set -e
n=$(echo "$list" | grep -c . || true)
echo "  cargo package --list: $n files"
if [ "$rc" = 0 ] && echo "$list" | grep -qx "include/syclrt.h" && echo "$list" | grep -qx "src/lib.rs" \
   && ! echo "$list" | grep -qE "^(tests|benches|fuzz|third_party|target)/"; then step crate 0
else cat "$WORK/package.err"; step crate 1; fi

finish
