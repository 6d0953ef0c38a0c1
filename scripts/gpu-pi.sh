#!/usr/bin/env bash
# dpctl 0.17.0's quick suite through syclrt's PI face (libsycl.so.7, oneAPI
# 2024.2.1) on NVIDIA's OpenCL, SPIR-V compiled to PTX at run time (issue 26,
# docs/ptx.md, docs/gpu.md). The GPU machine has Python 3.12 only (dpctl 0.17
# has no cp312 wheel), no network, no LLVM, no Intel runtime, and a call
# carries at most 64 MiB; so a whole Python 3.11 environment travels in parts
# made here (ignored by git) and is unpacked there:
#
#   scripts/gpu-pi.sh prepare [--lib PATH]       # here
#       .gpu-pi/pi-*.tar.xz.NN   parts of at most 38 MiB each (split xz streams):
#           pi-dpctl  dpctl 0.17.0 whole (tests, dpctl.tensor's extensions)
#           pi-base   a relocatable CPython 3.11.7 (py/: bin/python3.11 with
#                     RUNPATH $ORIGIN/../lib, libpython3.11.so, the stdlib
#                     without test/idlelib/tkinter/ensurepip/lib2to3/config-*,
#                     py/deps/: the non-glibc libraries its lib-dynload modules
#                     load), NumPy 1.26.4, pytest and its dependencies (site/),
#                     and lib/: a copy of libsycl.so.7 with its libsycl-*.spv
#                     device libraries, libintlc.so.5, libimf.so
#       .gpu-pi/libpi_opencl.so  syclrt's cdylib, stripped (default
#           target/release/libsyclrt.so): libsycl dlopens <its own dir>/libpi_opencl.so
#       Prints each part's size and the carry plan (calls of <= 40 MiB).
#   scripts/gpu-pi.sh unpack                     # there (once per warm machine)
#       the parts into .gpu-pi/tree (again only when they change); the plugin
#       is copied in at every run. Prints the tool exports.
#   scripts/gpu-pi.sh run quick [--local] [OUT] [PYTEST ARGS...]   # there
#       dpctl 0.17's quick selection (that of `scripts/dpctl-suite.sh quick`)
#       on NVIDIA's OpenCL alone (OCL_ICD_FILENAMES=libnvidia-opencl.so.1,
#       ONEAPI_DEVICE_SELECTOR=opencl:gpu: the GPU is the default device).
#       OUT (default .gpu-pi/out) gets env.txt, probe.txt (SYCL_PI_TRACE=1:
#       fails unless syclrt is the plugin loaded; /proc/self/maps: fails if
#       anything is loaded from outside the bundle but system libraries),
#       pytest.log, outcomes.jsonl (scripts/pytest_outcomes.py), rc.txt,
#       summary.txt (`passed N failed N error N skipped N` and the 20 most
#       common failure messages). SUITE_TIMEOUT (default 420 s) bounds pytest
#       (SIGINT, then SIGKILL 30 s later). PYTEST ARGS: test files or node ids
#       (relative to dpctl/tests) replace the selection, -k EXPR is ANDed with
#       the deselection, anything else goes to pytest.
#   scripts/gpu-pi.sh run script [--local] FILE.py [ARGS...]     # there
#       any Python file in the same environment
#
# --local runs the same thing here on PoCL (the system ICD,
# /etc/OpenCL/vendors/pocl.icd alone, ONEAPI_DEVICE_SELECTOR=opencl:cpu) from
# the unpacked tree with the bundled Python, to prove the bundle before the
# GPU sees it.
#
# The bundled Python runs under `env -i` with only what this script sets
# (plus PATH, HOME, TMPDIR, LANG, TERM and SYCLRT_*/SYCL_*/POCL_*/CUDA_*/
# NVIDIA_* from the caller), PYTHONHOME pointing into the tree and
# PYTHONNOUSERSITE=1, so the GPU machine's Python 3.12 setup cannot leak in.
# py/deps/ libraries are used only where the system lacks them (a fallback
# directory of links made at run time, last in LD_LIBRARY_PATH);
# GPU_PI_ALL_DEPS=1 uses all of them (a check of the bundle here).
#
# The SPIR-V -> PTX tools come from scripts/gpu-ptx.sh's tool tree (carry
# .gpu-tools, `scripts/gpu-ptx.sh unpack`): SYCLRT_LLVM_SPIRV, SYCLRT_LLVM_DIR
# and SYCLRT_LIBCLC as set by the caller, else from .gpu-tools/tree of this
# tree, else /tmp/gxp/.gpu-tools/tree. SYCL_CACHE_DIR is .gpu-pi/cache, kept
# between calls on a warm machine (GPU_PI_CLEAR_CACHE=1 empties it first).
# GPU_PI_ICD (default libnvidia-opencl.so.1) and GPU_PI_SELECTOR (default
# opencl:gpu; --local opencl:cpu) change the one ICD and the device selector.
#
# Deselected like scripts/dpctl-suite.sh quick: test_cython_api,
# test_c_headers, test_syclinterface (need a compiler and headers).
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/gpu-common.sh
. scripts/gpu-common.sh
ROOT=$PWD
PI=.gpu-pi
TREE=$ROOT/$PI/tree
CI=${SYCLRT_CI_CACHE:-$HOME/.cache/syclrt-ci}
PYSRC=${GPU_PI_PYTHON_SRC:-/root/.pyenv/versions/3.11.7}
PART_MAX=$((38 * 1048576))   # bytes per part file
CALL_MAX=$((40 * 1048576))   # bytes of parts per GPU call
GLIBC_RE='^(linux-vdso|ld-linux-x86-64|libc|libm|libdl|libpthread|librt|libutil|libresolv|libmvec)\.so'
SYSTEM_RE='^(libstdc\+\+|libgcc_s)\.so'
# Never bundled: Intel's CPU OpenCL runtime and ICD loader (the GPU machine has its own loader).
NEVER_RE='^(libintelocl|libOpenCL|libtbb|libtbbmalloc|libtbbbind|libiomp5)'
QUICK=(test_sycl_platform.py test_sycl_device.py test_sycl_device_factory.py test_sycl_context.py
       test_sycl_queue.py test_sycl_queue_manager.py test_sycl_queue_memcpy.py test_sycl_event.py
       test_sycl_usm.py test_sycl_kernel_submit.py test_sycl_program.py test_service.py test_utils.py)
DESEL="not test_cython_api and not test_c_headers and not test_syclinterface"
log() { echo "gpu-pi: $*" >&2; }
die() { log "$*"; exit 1; }
mib() { awk -v b="$1" 'BEGIN { printf "%.1f MiB", b / 1048576 }'; }
size_of() { find "$@" -type f -printf '%s\n' | awk '{ s += $1 } END { print s + 0 }'; }

# ---------------------------------------------------------------------------
# prepare (here)

# Non-glibc, non-system libraries FILE... load (ldd is transitive), "name path" a line.
deps_of() {
  ldd "$@" 2>/dev/null | awk '/=> \// { print $1, $3 }' | sort -u | while read -r name path; do
    [[ $name =~ $GLIBC_RE || $name =~ $SYSTEM_RE ]] || echo "$name $path"
  done | sort -u
}

# xz -9e, x86 filter (mostly code), split into parts of at most PART_MAX bytes.
pack() { # DIR NAME PATHS...
  local dir=$1 name=$2; shift 2
  tar -C "$dir" --owner=0 --group=0 --sort=name -cf - "$@" \
    | xz -T1 --x86 --lzma2=preset=9e,dict=128MiB -c \
    | split -a 2 -d -b "$PART_MAX" - "$PI/$name.tar.xz."
}

stage_python() { # STAGE
  local py=$1/py f name path
  [ -x "$PYSRC/bin/python3.11" ] || die "no $PYSRC/bin/python3.11 (GPU_PI_PYTHON_SRC names another CPython 3.11)"
  mkdir -p "$py/bin" "$py/lib" "$py/deps"
  cp "$PYSRC/bin/python3.11" "$py/bin/"
  cp -L "$PYSRC/lib/libpython3.11.so.1.0" "$py/lib/"
  ln -s python3.11 "$py/bin/python3"
  ln -s python3.11 "$py/bin/python"
  # The stdlib without what no test needs (test/ alone is 123 MiB).
  tar -C "$PYSRC/lib" -cf - \
      --exclude=python3.11/test --exclude=python3.11/idlelib --exclude=python3.11/tkinter \
      --exclude=python3.11/turtledemo --exclude=python3.11/ensurepip --exclude=python3.11/lib2to3 \
      --exclude=python3.11/site-packages --exclude='python3.11/config-3.11-*' \
      --exclude='__pycache__' --exclude='python3.11/lib-dynload/_tkinter.*' python3.11 \
    | tar -C "$py/lib" -xf -
  mkdir -p "$py/lib/python3.11/site-packages"
  chmod -R u+w "$py"
  strip --strip-unneeded "$py/bin/python3.11" "$py/lib/libpython3.11.so.1.0" "$py"/lib/python3.11/lib-dynload/*.so
  # The build's RUNPATH (/root/.pyenv/...) made relative: nothing looks there.
  patchelf --set-rpath '$ORIGIN/../lib' "$py/bin/python3.11"
  patchelf --set-rpath '$ORIGIN' "$py/lib/libpython3.11.so.1.0"
  for f in "$py"/lib/python3.11/lib-dynload/*.so; do patchelf --set-rpath '$ORIGIN/../..' "$f"; done
  # The libraries lib-dynload's modules need beyond glibc; used at run time
  # only where the system lacks them (fallback links, setup_env).
  while read -r name path; do
    cp -L "$path" "$py/deps/$name"
  done < <(deps_of "$py"/lib/python3.11/lib-dynload/*.so)
  chmod u+w "$py"/deps/*; strip --strip-unneeded "$py"/deps/* 2>/dev/null || true
  log "python: $(ls "$py/deps" | tr '\n' ' ')"
}

stage_site() { # STAGE VENV
  local site=$1/site src=$2/lib/python3.11/site-packages p
  mkdir -p "$site"
  for p in dpctl numpy numpy.libs pytest _pytest pluggy iniconfig packaging pygments py.py \
           dpctl-0.17.0.dist-info numpy-1.26.4.dist-info pytest-*.dist-info pluggy-*.dist-info \
           iniconfig-*.dist-info packaging-*.dist-info pygments-*.dist-info; do
    # shellcheck disable=SC2086
    ls -d "$src"/$p >/dev/null 2>&1 || die "no $src/$p in the venv"
    cp -a "$src"/$p "$site/"
  done
  find "$site" -name __pycache__ -prune -exec rm -rf {} +
}

stage_lib() { # STAGE VENV
  local lib=$1/lib v=$2/lib name path
  mkdir -p "$lib"
  cp -L "$v/libsycl.so.7" "$lib/libsycl.so.7"
  cp "$v"/libsycl-*.spv "$lib/"
  # What dpctl's modules and libsycl load (transitively), from the venv.
  while read -r name path; do
    [[ $name =~ $NEVER_RE ]] && continue
    case "$path" in
      "$v"/*) [ -e "$lib/$name" ] || cp -L "$path" "$lib/$name" ;;
      "$1"/*) ;;
      *) die "$name comes from $path, outside the venv: not bundled" ;;
    esac
  done < <(LD_LIBRARY_PATH=$lib:$1/site/dpctl:$v deps_of "$lib/libsycl.so.7" $(find "$1/site/dpctl" -name '*.so*'))
  chmod u+w "$lib"/*.so*; strip --strip-unneeded "$lib"/*.so* 2>/dev/null || true
  log "runtime: $(ls "$lib" | grep -v '\.spv$' | tr '\n' ' ')"
}

prepare() { # LIB
  local lib=$1 venv stage total
  [ -f "$lib" ] || die "no $lib (build it: cargo build --release --lib, or pass --lib PATH)"
  command -v patchelf >/dev/null || die "patchelf is needed (apt-get install patchelf)"
  venv=$(scripts/intel-runtime.sh)
  stage=$(mktemp -d /tmp/gpu-pi-stage.XXXXXX)
  stage_python "$stage"
  stage_site "$stage" "$venv"
  stage_lib "$stage" "$venv"
  log "tree: py $(mib "$(size_of "$stage/py")"), site $(mib "$(size_of "$stage/site")"), lib $(mib "$(size_of "$stage/lib")") unpacked; compressing (xz -9e -T1, two at once: several minutes)"
  rm -rf "${PI:?}"; mkdir -p "$PI"
  pack "$stage" pi-dpctl site/dpctl site/dpctl-0.17.0.dist-info &
  local p1=$!
  pack "$stage" pi-base py lib $(cd "$stage" && ls -d site/* | grep -v '^site/dpctl')
  wait "$p1"
  cp "$lib" "$PI/libpi_opencl.so"; chmod u+w "$PI/libpi_opencl.so"; strip --strip-unneeded "$PI/libpi_opencl.so"
  rm -rf "$stage"
  (cd "$PI" && sha256sum pi-*.tar.xz.* libpi_opencl.so >SHA256SUMS)
  ls -l "$PI"
  total=$(size_of "$PI")
  log "parts: $(mib "$total") in all"
  plan
}

# Greedy: largest first into the first call with room.
plan() {
  local f s
  find "$PI" -maxdepth 1 -type f \( -name 'pi-*.tar.xz.*' -o -name libpi_opencl.so -o -name SHA256SUMS \) -printf '%s %f\n' \
    | sort -rn | awk -v max="$CALL_MAX" -v dir="$PI" '
      { placed = 0
        for (i = 1; i <= n; i++) if (used[i] + $1 <= max) { used[i] += $1; files[i] = files[i] ", \"" dir "/" $2 "\""; placed = 1; break }
        if (!placed) { n++; used[n] = $1; files[n] = "\"" dir "/" $2 "\"" } }
      END { for (i = 1; i <= n; i++) printf "carry plan: call %d (%.1f MiB): [%s]\n", i, used[i] / 1048576, files[i] }'
}

# ---------------------------------------------------------------------------
# unpack (there; here for --local)

unpack() {
  local parts sum g
  ls "$PI"/pi-*.tar.xz.* >/dev/null 2>&1 || die "no $PI/pi-*.tar.xz.NN: run prepare here and carry the parts"
  if [ -f "$PI/SHA256SUMS" ]; then
    (cd "$PI" && sha256sum --quiet -c SHA256SUMS) || die "a part is missing or damaged (SHA256SUMS): carry it again"
  fi
  parts=$(ls "$PI"/pi-*.tar.xz.* | sort)
  sum=$(cksum $parts)
  if [ -f "$TREE/.stamp" ] && [ "$(cat "$TREE/.stamp")" = "$sum" ]; then return 0; fi
  rm -rf "$TREE"; mkdir -p "$TREE"
  for g in $(echo "$parts" | sed 's/\.tar\.xz\.[0-9]*$//' | sort -u); do
    if command -v xz >/dev/null; then
      cat "$g".tar.xz.* | xz -dc | tar -C "$TREE" -xf -
    else
      cat "$g".tar.xz.* | python3 -c '
import sys, tarfile
t = tarfile.open(fileobj=sys.stdin.buffer, mode="r|xz")
kw = {"filter": "fully_trusted"} if hasattr(tarfile, "fully_trusted_filter") else {}
t.extractall(sys.argv[1], **kw)' "$TREE"
    fi
  done
  echo "$sum" >"$TREE/.stamp"
  log "unpacked $(echo "$parts" | wc -l) parts into $TREE ($(mib "$(size_of "$TREE")"))"
}

tool_tree() {
  if [ -d "$ROOT/.gpu-tools/tree" ]; then echo "$ROOT/.gpu-tools/tree"; else echo /tmp/gxp/.gpu-tools/tree; fi
}

tools_exports() {
  local t; t=$(tool_tree)
  echo "export SYCLRT_LLVM_SPIRV=${SYCLRT_LLVM_SPIRV:-$t/bin/llvm-spirv}"
  echo "export SYCLRT_LLVM_DIR=${SYCLRT_LLVM_DIR:-$t/llvm/bin}"
  echo "export SYCLRT_LIBCLC=${SYCLRT_LIBCLC:-$t/clc/nvptx64--nvidiacl.bc}"
}

# ---------------------------------------------------------------------------
# run (there; --local here)

# ENV: the whole environment the bundled Python starts with (env -i).
setup_env() { # LOCAL
  local local=$1 v name fb
  unpack
  [ -f "$PI/libpi_opencl.so" ] || die "no $PI/libpi_opencl.so: carry it"
  cp "$PI/libpi_opencl.so" "$TREE/lib/libpi_opencl.so"
  PY=$TREE/py/bin/python3.11
  ENV=(PATH=/usr/local/bin:/usr/bin:/bin HOME="${HOME:-/tmp}" PYTHONHOME="$TREE/py" PYTHONNOUSERSITE=1
       PYTHONPATH="$TREE/site:$ROOT/scripts" PYTHONFAULTHANDLER=1)
  for v in TMPDIR LANG LC_ALL TERM; do [ -z "${!v:-}" ] || ENV+=("$v=${!v}"); done
  while IFS= read -r v; do
    case "$v" in
      SYCL_DEVICE_FILTER=*|SYCL_CACHE_DIR=*|ONEAPI_DEVICE_SELECTOR=*) ;;
      SYCLRT_*|SYCL_*|POCL_*|CUDA_*|NVIDIA_*) ENV+=("$v") ;;
    esac
  done < <(env)
  # The PTX stage's tools (scripts/gpu-ptx.sh's tree); PoCL takes SPIR-V and needs none.
  while read -r _ v; do ENV+=("$v"); done < <(tools_exports)
  if [ "$local" = 1 ]; then
    local icd=${GPU_PI_POCL_ICD:-/etc/OpenCL/vendors/pocl.icd} vend=$ROOT/$PI/vendors-local
    [ -e "$icd" ] || die "no PoCL ICD at $icd"
    rm -rf "$vend"; mkdir -p "$vend"; cp "$icd" "$vend/"
    ENV+=(OCL_ICD_VENDORS="$vend" ONEAPI_DEVICE_SELECTOR="${GPU_PI_SELECTOR:-opencl:cpu}")
  else
    # NVIDIA's OpenCL alone: the machines' OCL_ICD_FILENAMES also names PoCL,
    # and the Khronos loader prefers it to OCL_ICD_VENDORS; both name NVIDIA only.
    local icd=${GPU_PI_ICD:-libnvidia-opencl.so.1} vend=$ROOT/$PI/vendors
    rm -rf "$vend"; mkdir -p "$vend"; echo "$icd" >"$vend/only.icd"
    ENV+=(OCL_ICD_VENDORS="$vend" OCL_ICD_FILENAMES="$icd" ONEAPI_DEVICE_SELECTOR="${GPU_PI_SELECTOR:-opencl:gpu}")
    local t
    for t in "$(tool_tree)/bin/llvm-spirv"; do
      [ -x "${SYCLRT_LLVM_SPIRV:-$t}" ] || log "WARNING: no ${SYCLRT_LLVM_SPIRV:-$t}: SPIR-V programs will fail UNSUPPORTED (carry .gpu-tools, scripts/gpu-ptx.sh unpack)"
    done
  fi
  local cache=$ROOT/$PI/cache
  if [ "${GPU_PI_CLEAR_CACHE:-0}" = 1 ]; then rm -rf "$cache"; fi
  mkdir -p "$cache"; chmod 700 "$cache"
  ENV+=(SYCL_CACHE_DIR="$cache")
  # py/deps: only what the system lacks (GPU_PI_ALL_DEPS=1: all of them).
  fb=$TREE/py/fallback
  rm -rf "$fb"; mkdir -p "$fb"
  for v in "$TREE"/py/deps/*; do
    name=$(basename "$v")
    if [ "${GPU_PI_ALL_DEPS:-0}" = 1 ] || ! /sbin/ldconfig -p 2>/dev/null | grep -q "^[[:space:]]*$name "; then
      ln -s "../deps/$name" "$fb/$name"
    fi
  done
  FALLBACK=$(ls "$fb" | tr '\n' ' ')
  if [ "${GPU_PI_ALL_DEPS:-0}" = 1 ]; then
    ENV+=(LD_LIBRARY_PATH="$TREE/lib:$fb")
  else
    ENV+=(LD_LIBRARY_PATH="$TREE/lib${FALLBACK:+:$fb}")
  fi
}

penv() { env -i "${ENV[@]}" "$@"; }

# The plugin libsycl loaded (SYCL_PI_TRACE=1 must name syclrt), the default
# device, where Python and its modules come from, and every file mapped.
probe() { # OUTFILE
  local out rc=0 trace
  trace=$(penv SYCL_PI_TRACE=1 timeout -k 10 180 "$PY" -c 'import dpctl; print(dpctl.SyclDevice().name)' 2>&1) || rc=$?
  {
    echo "## SYCL_PI_TRACE=1"
    echo "$trace" | grep -E 'PluginVersion|SYCL_PI_TRACE|plugin' | head -5
    echo "## the default device, sys.path, files mapped"
  } >"$1"
  out=$(penv timeout -k 10 180 "$PY" - "$TREE" <<'EOF' 2>&1
import os, re, sys
tree = sys.argv[1]
import dpctl, dpctl.tensor, numpy, pytest
d = dpctl.SyclDevice()
print("default device:", d.name, "|", d.backend, d.device_type, "| driver", d.driver_version)
print("python:", sys.version.split()[0], "prefix", sys.prefix)
print("sys.path:", sys.path)
print("dpctl %s from %s, numpy %s, pytest %s" % (dpctl.__version__, os.path.dirname(dpctl.__file__), numpy.__version__, pytest.__version__))
maps = sorted({l.split(None, 5)[5].strip() for l in open("/proc/self/maps") if len(l.split(None, 5)) == 6 and l.split(None, 5)[5].startswith("/")})
for m in maps:
    print("mapped:", m)
# Python, dpctl, SYCL and Intel's libraries must all be the bundle's; other
# files (the system's OpenCL loader, the driver, glibc) are the machine's.
ours = re.compile(r"\.pyenv|syclrt-ci|site-packages|dist-packages|python3|cpython|libsycl|libpi_|libintlc|libimf|libDPCTL|numpy")
outside = [m for m in maps if not m.startswith(tree) and ours.search(m)]
other = [m for m in maps if not m.startswith(tree) and not ours.search(m)]
print("mapped from the system:", " ".join(sorted({os.path.basename(m) for m in other})))
bad = [p for p in sys.path if p and not p.startswith(tree) and "/scripts" not in p]
if bad or outside:
    print("OUTSIDE THE BUNDLE: sys.path %s, mapped %s" % (bad, outside))
    sys.exit(3)
print("every Python path, module and SYCL library loaded is the bundle's")
EOF
) || rc=$?
  echo "$out" >>"$1"
  grep -v '^mapped:' "$1"
  grep -E '^mapped: .*(libsycl|libpi_opencl|libOpenCL|opencl|pocl|python)' "$1" || true
  [ "$rc" = 0 ] || die "the probe failed (exit $rc): $1"
  case "$trace" in
    *PluginVersion*syclrt*|*syclrt*PluginVersion*) ;;
    *) echo "$trace" | tail -20 >&2; die "SYCL_PI_TRACE shows no syclrt plugin: libsycl did not load $TREE/lib/libpi_opencl.so" ;;
  esac
}

run_quick() { # OUT PYTEST_ARGS...
  local out=$1; shift
  mkdir -p "$out"; out=$(realpath "$out")
  local tests=$TREE/site/dpctl/tests desel=$DESEL args=() sel=()
  gpu_split_args "$tests" "$@"
  sel=(${GP_SEL[@]+"${GP_SEL[@]}"}); args=(${GP_ARGS[@]+"${GP_ARGS[@]}"})
  [ -z "$GP_K" ] || desel="($desel) and ($GP_K)"
  [ ${#sel[@]} -gt 0 ] || sel=("${QUICK[@]}")
  local limit=${SUITE_TIMEOUT:-420}
  {
    echo "# gpu-pi quick, $(date -u +%FT%TZ), $(penv "$PY" --version 2>&1) from $TREE/py"
    nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | sed 's/^/gpu: /' || true
    printf '%s\n' "${ENV[@]}" | grep -E '^(SYCL|OCL_ICD|ONEAPI|LD_LIBRARY_PATH|PYTHON)' | sort
    echo "py/deps used (the system lacks them): ${FALLBACK:-none}"
  } | tee "$out/env.txt"
  echo "## probe"
  probe "$out/probe.txt"
  echo "## pytest (limit $limit s): -k \"$desel\" ${sel[*]} ${args[*]}"
  PENV=penv gpu_pytest "$out" "$tests" "$limit" "$desel" "${sel[@]}" ${args[@]+"${args[@]}"}   # pytest's code
}

# ---------------------------------------------------------------------------

mode=${1:-}; shift || true
case "$mode" in
  prepare)
    LIB=target/release/libsyclrt.so
    while [ $# -gt 0 ]; do
      case "$1" in
        --lib) LIB=$2; shift ;;
        *) die "prepare: unknown argument $1" ;;
      esac
      shift
    done
    prepare "$LIB"
    ;;
  plan)
    plan
    ;;
  unpack)
    unpack
    tools_exports
    ;;
  run)
    what=${1:-}; shift || true
    LOCAL=0
    if [ "${1:-}" = --local ]; then LOCAL=1; shift; fi
    setup_env "$LOCAL"
    case "$what" in
      quick)
        OUTDIR=$PI/out
        if [ $# -gt 0 ] && [[ $1 != -* ]] && [[ $1 != *.py* ]]; then OUTDIR=$1; shift; fi
        run_quick "$OUTDIR" "$@"
        ;;
      script)
        [ $# -gt 0 ] || die "run script FILE.py [ARGS...]"
        f=$(realpath "$1"); shift
        exec env -i "${ENV[@]}" "$PY" -X faulthandler "$f" "$@"
        ;;
      *) die "usage: $0 run quick|script [--local] ..." ;;
    esac
    ;;
  *)
    sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'
    exit 2
    ;;
esac
