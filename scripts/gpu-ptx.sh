#!/usr/bin/env bash
# dpctl 0.22.1 (oneAPI 2026.2, libsycl.so.9, the UR face of syclrt) on an
# NVIDIA GPU through NVIDIA's OpenCL, SPIR-V compiled to PTX at run time
# (issue 26, docs/ptx.md, docs/gpu.md). The GPU machine has Python 3.12,
# NumPy and NVIDIA's OpenCL, but no network, no LLVM, no dpctl and no Intel
# runtime, and a call carries at most 64 MiB; so everything travels in two
# bundles made here (ignored by git) and unpacked there:
#
#   scripts/gpu-ptx.sh prepare [--lib PATH] [--only tools|run|verify]   # here
#       .gpu-tools/tools-*.tar.xz  (< 48 MiB) a relocatable tool tree: bin/llvm-spirv
#           (+ lib/libonnxruntime), llvm/bin/{llvm-dis,llvm-link,opt,llc} + llvm/lib
#           (libLLVM.so.19.1 and every non-glibc library they need, RPATH $ORIGIN),
#           clc/nvptx64--nvidiacl.bc; unpacked into a temp dir and checked here
#       .gpu-ptx/run.tar.xz + .gpu-ptx/libsyclrt.so  (< 40 MiB) dpctl 0.22.1 cp312
#           with its tests, the oneAPI 2026.2 libraries it loads, pytest and its
#           dependencies, and a stripped copy of libsyclrt.so (default
#           target/release/libsyclrt.so)
#   scripts/gpu-ptx.sh unpack                      # there (once): the tool tree into
#       .gpu-tools/tree, the run bundle into .gpu-ptx/tree; prints the env exports
#   scripts/gpu-ptx.sh run suite [--local] [OUT] [PYTEST ARGS...]   # there
#       dpctl 0.22.1's suite on NVIDIA's OpenCL alone, the UR loader forced to
#       syclrt; OUT (default .gpu-ptx/out) gets lsplatform.txt, pytest.log,
#       outcomes.jsonl (scripts/pytest_outcomes.py, one line per event, kept if
#       the run dies), summary.txt. Prints `passed N failed N error N skipped N`
#       and the 20 most common failure messages. SUITE_TIMEOUT (default 420 s)
#       bounds the pytest run (SIGINT, then SIGKILL 30 s later). PYTEST ARGS: test
#       files or node ids (relative to dpctl/tests; default the whole suite), -x,
#       -k EXPR (ANDed with the deselection), anything else pytest takes.
#   scripts/gpu-ptx.sh run script [--local] FILE.py [ARGS...]     # there
#       any Python file in the same environment (benchmarks)
# Both run with SYCL_CACHE_DIR=.gpu-ptx/cache, kept between calls on a warm
# machine (GPU_PTX_CLEAR_CACHE=1 empties it first). PYTHON (default python3,
# must be 3.12) and GPU_PTX_ICD (default libnvidia-opencl.so.1) change the
# interpreter and the one ICD; GPU_PTX_ICD=libpocl.so.2 with a local Python
# 3.12 runs the GPU path here.
#
# --local runs the same logic here on PoCL (the system ICD), with the venv of
# scripts/ur-runtime.sh 2026.2 (Python 3.11, dpctl 0.22.1 cp311 from its wheel)
# and the bundle's runtime libraries, to prove the script before the GPU sees it.
#
# Deselected like scripts/dpctl-suite.sh ur-2026.2: test_cython_api,
# test_c_headers, test_headers (need a compiler and dpctl's include tree) and
# test_context_multi_device.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/gpu-common.sh
. scripts/gpu-common.sh
ROOT=$PWD
TOOLS=.gpu-tools
RUN=.gpu-ptx
# Where the bundles are unpacked there: inside the repo by default;
# GPU_PTX_TREES=/tmp/DIR keeps them outside it, so that a later call on the
# same warm machine that carries only one bundle (or only libsyclrt.so) finds
# the other still unpacked (a call removes the repo paths it does not carry).
TREES=${GPU_PTX_TREES:-}
TT=${TREES:+$TREES/tools}; TT=${TT:-$ROOT/$TOOLS/tree}
RT=${TREES:+$TREES/run}; RT=${RT:-$ROOT/$RUN/tree}
CI=${SYCLRT_CI_CACHE:-$HOME/.cache/syclrt-ci}
WHEELS=$CI/wheels
DPCTL_VER=0.22.1
PYTEST_WHEELS=(pytest iniconfig pluggy packaging pygments)
# glibc's own libraries: never bundled (the GPU machine's glibc is newer).
GLIBC_RE='^(linux-vdso|ld-linux-x86-64|libc|libm|libdl|libpthread|librt|libutil|libresolv|libmvec)\.so'
# Also taken from the GPU machine: the C++ runtime every Python with PyTorch has.
SYSTEM_RE='^(libstdc\+\+|libgcc_s)\.so'
log() { echo "gpu-ptx: $*" >&2; }
die() { log "$*"; exit 1; }
mib() { awk -v b="$1" 'BEGIN { printf "%.1f MiB", b / 1048576 }'; }
size_of() { find "$@" -type f -printf '%s\n' | awk '{ s += $1 } END { print s + 0 }'; }

# ---------------------------------------------------------------------------
# prepare (here)

# xz at its strongest; X86=1 adds the x86 branch filter (code compresses ~3% better).
pack() { # DIR OUT.tar.xz X86 PATHS...
  local dir=$1 out=$2 x86=$3; shift 3
  local filt=(--lzma2=preset=9e,dict=128MiB)
  [ "$x86" = 1 ] && filt=(--x86 "${filt[@]}")
  tar -C "$dir" --owner=0 --group=0 -cf - "$@" | xz -T1 "${filt[@]}" -c >"$out.tmp"
  mv "$out.tmp" "$out"
}

# Non-glibc, non-system libraries FILE... load (ldd is transitive), one path a line.
deps_of() {
  ldd "$@" 2>/dev/null | awk '/=> \// { print $1, $3 }' | sort -u | while read -r name path; do
    [[ $name =~ $GLIBC_RE || $name =~ $SYSTEM_RE ]] || echo "$path"
  done | sort -u
}

prepare_tools() {
  local spirv_pkg=${GPU_PTX_SPIRV_PKG:-$CI/llvm-spirv-2024.2.0/lib/python3.11/site-packages/dpcpp_llvm_spirv}
  local llvm=${GPU_PTX_LLVM_BIN:-/usr/lib/llvm-19/bin} clc=${GPU_PTX_LIBCLC:-/usr/lib/clc/nvptx64--nvidiacl.bc}
  local t f
  [ -x "$spirv_pkg/bin/llvm-spirv" ] || die "no $spirv_pkg/bin/llvm-spirv (scripts/setup.sh installs dpcpp-llvm-spirv)"
  for t in llvm-dis llvm-link opt llc; do [ -x "$llvm/$t" ] || die "no $llvm/$t (apt-get install llvm-19)"; done
  [ -f "$clc" ] || die "no $clc (apt-get install libclc-19)"
  command -v patchelf >/dev/null || die "patchelf is needed (apt-get install patchelf)"
  local stage; stage=$(mktemp -d /tmp/gpu-ptx-tools.XXXXXX)
  local tree=$stage/tree
  mkdir -p "$tree/bin" "$tree/lib" "$tree/llvm/bin" "$tree/llvm/lib" "$tree/clc"
  # llvm-spirv finds its libonnxruntime through RPATH $ORIGIN/../lib: keep bin/ + lib/.
  cp "$spirv_pkg/bin/llvm-spirv" "$tree/bin/"
  cp "$spirv_pkg"/lib/libonnxruntime*.so* "$tree/lib/"
  for t in llvm-dis llvm-link opt llc; do cp "$llvm/$t" "$tree/llvm/bin/"; done
  while read -r f; do
    case "$f" in "$tree"/*) continue ;; esac
    cp -L "$f" "$tree/llvm/lib/"
  done < <(deps_of "$tree"/llvm/bin/* "$tree/bin/llvm-spirv" "$tree"/lib/*.so*)
  cp "$clc" "$tree/clc/"
  chmod u+w "$tree"/bin/* "$tree"/lib/* "$tree"/llvm/bin/* "$tree"/llvm/lib/*
  strip --strip-unneeded "$tree"/bin/* "$tree"/lib/* "$tree"/llvm/bin/* "$tree"/llvm/lib/* 2>/dev/null || true
  # DT_RPATH (not RUNPATH): searched before LD_LIBRARY_PATH and for every
  # library a binary loads, so the tree's own copies win wherever it lands.
  for f in "$tree"/llvm/bin/*; do patchelf --force-rpath --set-rpath '$ORIGIN/../lib' "$f"; done
  for f in "$tree"/llvm/lib/*; do patchelf --force-rpath --set-rpath '$ORIGIN' "$f"; done
  patchelf --force-rpath --set-rpath '$ORIGIN/../lib:$ORIGIN/../llvm/lib' "$tree/bin/llvm-spirv"
  for f in "$tree"/lib/*.so*; do patchelf --force-rpath --set-rpath '$ORIGIN:$ORIGIN/../llvm/lib' "$f"; done
  log "tool tree: $(mib "$(size_of "$tree")") unpacked; compressing (xz -9e, a few minutes)"
  rm -rf "$TOOLS"; mkdir -p "$TOOLS"
  # Three archives compressed side by side: code with the x86 filter, data without.
  local data=(clc) icu=()
  for f in "$tree"/llvm/lib/libicudata*; do [ -e "$f" ] && icu+=("llvm/lib/$(basename "$f")"); done
  pack "$tree" "$TOOLS/tools-llvm.tar.xz" 1 llvm/bin $(cd "$tree" && ls llvm/lib/* | grep -v libicudata) &
  local p1=$!
  pack "$tree" "$TOOLS/tools-spirv.tar.xz" 1 bin lib &
  local p2=$!
  pack "$tree" "$TOOLS/tools-data.tar.xz" 0 "${data[@]}" "${icu[@]}"
  wait "$p1"; wait "$p2"
  local total; total=$(size_of "$TOOLS")
  ls -l "$TOOLS"
  log "tools bundle: $(mib "$total") ($total bytes)"
  [ "$total" -lt $((48 * 1048576)) ] || die "tools bundle is $(mib "$total"), over 48 MiB"
  verify_tools "$stage"
  rm -rf "$stage"
}

# Unpacks the archives into a fresh directory and runs every tool with a
# clean environment; the stage's tool discovery must find them by the env vars.
verify_tools() { # STAGE
  local check=$1/check t out
  mkdir -p "$check"
  unpack_tools_into "$check"
  local clean=(env -i PATH=/usr/bin:/bin HOME=/nonexistent)
  for t in llvm/bin/llvm-dis llvm/bin/llvm-link llvm/bin/opt llvm/bin/llc bin/llvm-spirv; do
    out=$(tool_starts "$check/$t" "${clean[@]}") || die "$t does not start from the unpacked tree: $out"
    echo "verify: $t: $(echo "$out" | grep -m1 -iE 'version|translated' | sed 's/^ *//')"
    # Every library it loads that is not glibc's or the C++ runtime is the tree's own.
    ldd "$check/$t" | awk '/=>/ { print $1, $3 }' | while read -r name path; do
      [[ $name =~ $GLIBC_RE || $name =~ $SYSTEM_RE ]] && continue
      case "$path" in "$check"/*) ;; *) die "$t loads $name from $path, not from the tree" ;; esac
    done
  done
  # PTX_TRANSLATE: cargo build --release --example ptx_translate
  local tr=${PTX_TRANSLATE:-target/release/examples/ptx_translate}
  if [ -n "$tr" ] && [ -x "$tr" ] && command -v strace >/dev/null; then
    # syclrt's own discovery (ToolSearch::from_config) with only the env vars set;
    # strace shows which files the stage executed.
    out=$("${clean[@]}" $(tools_env_words "$check") strace -f -qq -e trace=execve -e signal=none \
          "$tr" --out "$1/ptx" tests/fixtures/ptx/builtins.spv 2>&1) || die "ptx_translate failed with the unpacked tools: $out"
    echo "$out" | grep -v execve | tail -3 | sed 's/^/verify: ptx_translate: /'
    local ran; ran=$(echo "$out" | grep -oE 'execve\("[^"]+"' | sed -e 's/^execve("//' -e 's/"$//' | grep -vxF "$tr" | sort | uniq -c)
    echo "$ran" | sed 's/^/verify: executed /'
    if echo "$ran" | awk '{ print $2 }' | grep -v "^$check/" | grep -q .; then die "the stage ran a tool outside the unpacked tree"; fi
    [ "$(echo "$ran" | wc -l)" -ge 5 ] || die "the stage did not run the five tools"
    ls "$1"/ptx/*.ptx >/dev/null 2>&1 || die "no PTX written"
    echo "verify: PTX $(wc -c <"$(ls "$1"/ptx/*.ptx | head -1)") bytes, every tool executed from $check"
  else
    log "verify: no ptx_translate example (or no strace): the stage's discovery was not exercised"
  fi
}

# Runs one tool of a tree: --version, or for llvm-spirv (whose build accepts
# neither --version nor --help) a translation of tests/fixtures/spec.spv.
tool_starts() { # TOOL [ENV PREFIX...]
  local t=$1 bc; shift
  case "$t" in
    *llvm-spirv)
      bc=$(mktemp /tmp/gpu-ptx-spec.XXXXXX.bc)
      "$@" "$t" -r --spirv-target-env=CL2.0 -o "$bc" "$ROOT/tests/fixtures/spec.spv" 2>&1 || { rm -f "$bc"; return 1; }
      echo "translated tests/fixtures/spec.spv to $(wc -c <"$bc") bytes of bitcode"; rm -f "$bc" ;;
    *) "$@" "$t" --version 2>&1 ;;
  esac
}

tools_env_words() { # TREE -> VAR=VALUE words
  echo "SYCLRT_LLVM_SPIRV=$1/bin/llvm-spirv SYCLRT_LLVM_DIR=$1/llvm/bin SYCLRT_LIBCLC=$1/clc/nvptx64--nvidiacl.bc"
}

wheel() { # NAME [pip download args...] -> path of the newest cached wheel, downloaded if missing
  local name=$1 pat=$2 w; shift 2
  w=$(ls "$WHEELS"/$pat 2>/dev/null | sort -V | tail -1 || true)
  if [ -z "$w" ]; then
    mkdir -p "$WHEELS"
    python3 -m pip download -q --no-deps --only-binary=:all: -d "$WHEELS" "$name" "$@" >&2
    w=$(ls "$WHEELS"/$pat | sort -V | tail -1)
  fi
  echo "$w"
}

prepare_run() { # LIB
  local lib=$1 stage w f venv
  [ -f "$lib" ] || die "no $lib (build it: cargo build --release --lib, or pass --lib PATH)"
  venv=$(scripts/ur-runtime.sh 2026.2)
  stage=$(mktemp -d /tmp/gpu-ptx-run.XXXXXX)
  mkdir -p "$stage/lib" "$stage/dpctl-cp312" "$stage/site"
  w=$(wheel "dpctl==$DPCTL_VER" "dpctl-$DPCTL_VER-*-cp312-cp312-manylinux_2_28_x86_64.whl" \
        --python-version 3.12 --platform manylinux_2_28_x86_64)
  # dpctl with its tests, headers and CMake files (test_service checks they exist).
  unzip -q "$w" 'dpctl/*' -d "$stage/dpctl-cp312"
  for f in "${PYTEST_WHEELS[@]}"; do
    w=$(wheel "$f" "$f-*-py3-none-any.whl")
    unzip -q -o "$w" -d "$stage/site"
  done
  # The oneAPI 2026.2 libraries: what dpctl's modules need (ldd, transitive),
  # plus what libsycl and the UR loader dlopen (libur_loader, libumf, libtbb).
  local so=("$stage"/dpctl-cp312/dpctl/*.so "$stage"/dpctl-cp312/dpctl/*/*.so)
  local want; want=$( (LD_LIBRARY_PATH=$venv/lib ldd "${so[@]}" "$venv"/lib/libur_loader.so.0 "$venv"/lib/libumf.so.1 \
                         "$venv"/lib/libtbb.so.12 "$venv"/lib/libtbbmalloc.so.2 "$venv"/lib/libtcm.so.1 2>/dev/null \
                       | awk '/=> \// { print $1 }'
                      printf '%s\n' libur_loader.so.0 libumf.so.1 libtbb.so.12 libtbbmalloc.so.2 libtcm.so.1 libhwloc.so.15) | sort -u)
  for f in $want; do
    [ -e "$venv/lib/$f" ] || continue   # glibc and the system's C++ runtime
    cp -L "$venv/lib/$f" "$stage/lib/$f"
  done
  # The loader is opened as libur_loader.so.0 and as libur_loader.so (strace).
  ln -s libur_loader.so.0 "$stage/lib/libur_loader.so"
  chmod u+w "$stage"/lib/*.so*
  strip --strip-unneeded "$stage"/lib/*.so.* "$stage"/lib/libimf.so "$stage"/lib/libirng.so "$stage"/lib/libsvml.so 2>/dev/null || true
  ls "$stage/lib" | sed 's/^/runtime: /'
  log "run tree: $(mib "$(size_of "$stage")") unpacked; compressing"
  rm -rf "$RUN/tree" "$RUN/run.tar.xz"; mkdir -p "$RUN"
  pack "$stage" "$RUN/run.tar.xz" 1 lib dpctl-cp312 site
  cp "$lib" "$RUN/libsyclrt.so"; chmod u+w "$RUN/libsyclrt.so"; strip --strip-unneeded "$RUN/libsyclrt.so"
  rm -rf "$stage"
  local total; total=$(size_of "$RUN/run.tar.xz" "$RUN/libsyclrt.so")
  ls -l "$RUN/run.tar.xz" "$RUN/libsyclrt.so"
  log "run bundle: $(mib "$total") ($total bytes)"
  [ "$total" -lt $((40 * 1048576)) ] || die "run bundle is $(mib "$total"), over 40 MiB"
}

# dpnp 0.20's tensor package with its tests, as a bare package
# (scripts/dpnp-bare.sh; dpnp's oneMKL wheels are too big for the GPU
# machine). -> $RUN/dpnp.tar.xz (about 9 MB).
DPNP_VER=0.20.0
prepare_dpnp() {
  local w stage
  w=$(wheel "dpnp==$DPNP_VER" "dpnp-$DPNP_VER-*-cp312-cp312-manylinux_2_28_x86_64.whl" \
        --python-version 3.12 --platform manylinux_2_28_x86_64)
  stage=$(mktemp -d /tmp/gpu-ptx-dpnp.XXXXXX)
  scripts/dpnp-bare.sh "$w" "$stage"
  chmod -R u+w "$stage"; strip --strip-unneeded "$stage"/dpnp/tensor/*.so 2>/dev/null || true
  mkdir -p "$RUN"
  pack "$stage" "$RUN/dpnp.tar.xz" 1 dpnp
  rm -rf "$stage"
  ls -l "$RUN/dpnp.tar.xz"
}

# ---------------------------------------------------------------------------
# unpack (there; --local here)

unpack_tools_into() { # DIR
  local f
  mkdir -p "$1"
  for f in "$TOOLS"/tools-*.tar.xz; do [ -f "$f" ] || die "no $TOOLS/tools-*.tar.xz (carry $TOOLS)"; untar "$f" "$1"; done
}

untar() { # FILE.tar.xz DIR  (tar+xz, or Python's tarfile where xz is missing)
  if command -v xz >/dev/null; then
    tar -C "$2" -xJf "$1"
  else
    "${PYTHON:-python3}" -c '
import sys, tarfile
kw = {"filter": "fully_trusted"} if hasattr(tarfile, "fully_trusted_filter") else {}
tarfile.open(sys.argv[1]).extractall(sys.argv[2], **kw)' "$1" "$2"
  fi
}

# Unpacks DIR from ARCHIVES once: again only when their checksums change
# (not mtimes: the copy to the GPU machine need not keep them, nor the clocks agree).
unpack_once() { # DIR ARCHIVE...
  local dir=$1 a sum; shift
  sum=$(cksum "$@")
  [ -f "$dir/.stamp" ] && [ "$(cat "$dir/.stamp")" = "$sum" ] && return 0
  rm -rf "$dir"; mkdir -p "$dir"
  for a in "$@"; do untar "$a" "$dir"; done
  echo "$sum" >"$dir/.stamp"
  log "unpacked $* into $dir"
}

unpack() {
  local t out
  ls "$TOOLS"/tools-*.tar.xz >/dev/null 2>&1 || [ -f "$TT/.stamp" ] || die "no $TOOLS/tools-*.tar.xz: run prepare here and carry $TOOLS"
  if ls "$TOOLS"/tools-*.tar.xz >/dev/null 2>&1; then unpack_once "$TT" "$TOOLS"/tools-*.tar.xz; fi
  for t in llvm/bin/llc llvm/bin/opt llvm/bin/llvm-link llvm/bin/llvm-dis bin/llvm-spirv; do
    out=$(tool_starts "$TT/$t") || die "$t does not start: $out"
  done
  if [ -f "$RUN/run.tar.xz" ]; then unpack_once "$RT" "$RUN/run.tar.xz"; fi
  # dpnp 0.20's tensor package and tests (scripts/gpu-ptx.sh prepare --dpnp), bare.
  if [ -f "$RUN/dpnp.tar.xz" ]; then unpack_once "$RT/dpnp-cp312" "$RUN/dpnp.tar.xz"; fi
  local w
  for w in $(tools_env_words "$TT"); do echo "export $w"; done
}

# ---------------------------------------------------------------------------
# run (there; --local here)

setup_env() { # LOCAL
  local local=$1 venv
  unpack >/dev/null
  [ -f "$RT/.stamp" ] || die "no run bundle: carry $RUN/run.tar.xz and $RUN/libsyclrt.so"
  [ -f "$RUN/libsyclrt.so" ] || die "no $RUN/libsyclrt.so"
  eval "$(for w in $(tools_env_words "$TT"); do echo "export $w"; done)"
  if [ "$local" = 1 ]; then
    # PoCL (the system ICD), the 2026.2 venv's Python 3.11 and NumPy, dpctl
    # cp311 unpacked from the same wheel the venv has (so its RPATH does not
    # reach the venv's libraries: the bundle's are the ones loaded).
    venv=$(scripts/ur-runtime.sh 2026.2)
    PY=$venv/bin/python
    DPCTL_SITE=$ROOT/$RUN/local/dpctl-cp311
    if [ ! -d "$DPCTL_SITE/dpctl" ]; then
      mkdir -p "$DPCTL_SITE"
      unzip -q "$WHEELS/dpctl-$DPCTL_VER-0-cp311-cp311-manylinux_2_28_x86_64.whl" 'dpctl/*' -d "$DPCTL_SITE"
    fi
    unset OCL_ICD_FILENAMES
    export OCL_ICD_VENDORS=${GPU_PTX_VENDORS:-/etc/OpenCL/vendors}
  else
    PY=${PYTHON:-python3}
    "$PY" -c 'import sys; sys.exit(sys.version_info[:2] != (3, 12))' \
      || die "$PY is $("$PY" --version 2>&1): the bundle's dpctl is cp312 (set PYTHON, or --local here)"
    DPCTL_SITE=$RT/dpctl-cp312
    # NVIDIA's OpenCL alone. The machines set OCL_ICD_FILENAMES (PoCL and
    # NVIDIA), which the Khronos loader prefers to OCL_ICD_VENDORS: both name NVIDIA only.
    # GPU_PTX_ICD names another ICD library instead (a check of this path off the GPU).
    local vend=$ROOT/$RUN/vendors icd=${GPU_PTX_ICD:-libnvidia-opencl.so.1}
    rm -rf "$vend"; mkdir -p "$vend"; echo "$icd" >"$vend/only.icd"
    export OCL_ICD_VENDORS=$vend OCL_ICD_FILENAMES=$icd
  fi
  # syclrt and only syclrt as the UR loader's adapter (2026.2's own OpenCL
  # adapter is built into the loader: UR_ADAPTERS_FORCE_LOAD replaces it;
  # scripts/ur-common.sh).
  export UR_ADAPTERS_FORCE_LOAD=${GPU_PTX_LIB:-$ROOT/$RUN/libsyclrt.so}
  unset UR_LOG_LOADER
  export ONEAPI_DEVICE_SELECTOR=${ONEAPI_DEVICE_SELECTOR:-opencl:*}
  export SYCL_CACHE_DIR=${TREES:+$TREES/cache}; SYCL_CACHE_DIR=${SYCL_CACHE_DIR:-$ROOT/$RUN/cache}
  # GPU_PTX_CLEAR_CACHE=1: start cold (the cache otherwise lives as long as the machine).
  if [ "${GPU_PTX_CLEAR_CACHE:-0}" = 1 ]; then rm -rf "$SYCL_CACHE_DIR"; fi
  mkdir -p "$SYCL_CACHE_DIR"; chmod 700 "$SYCL_CACHE_DIR"
  export LD_LIBRARY_PATH=$RT/lib:$DPCTL_SITE/dpctl${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
  export PYTHONPATH=$DPCTL_SITE:$RT/site:$ROOT/scripts
  if [ -d "$RT/dpnp-cp312/dpnp" ]; then export PYTHONPATH=$PYTHONPATH:$RT/dpnp-cp312 DPNP_SITE=$RT/dpnp-cp312; fi
  export PYTHONFAULTHANDLER=1
}

# lsplatform(2) under the UR loader's log: fails unless syclrt's file is the adapter loaded.
platforms() { # OUTFILE
  local out rc=0 loaded
  out=$(UR_LOG_LOADER="level:info;output:stderr" timeout -k 10 180 "$PY" -c 'import dpctl; dpctl.lsplatform(2)' 2>&1) || rc=$?
  loaded=$(echo "$out" | sed -n 's/.*loaded adapter 0x[0-9a-fx]* (.*) from \(.*\)$/\1/p')
  echo "$out" | grep -v 'loaded adapter\|^<LOADER>' >"$1" || true
  cat "$1"
  echo "adapter loaded: ${loaded:-none}"
  [ "$rc" = 0 ] || die "dpctl.lsplatform failed (exit $rc)"
  [ "$(echo "$loaded" | grep -c .)" = 1 ] && [ "$(realpath "$loaded")" = "$(realpath "$UR_ADAPTERS_FORCE_LOAD")" ] \
    || die "the UR loader did not load syclrt ($UR_ADAPTERS_FORCE_LOAD) as its only adapter"
}

run_suite() { # OUT PYTEST_ARGS...
  local out=$1; shift
  mkdir -p "$out"; out=$(realpath "$out")
  local tests=$DPCTL_SITE/dpctl/tests
  local desel="not test_cython_api and not test_c_headers and not test_headers and not test_context_multi_device"
  local args=() sel=()
  gpu_split_args "$tests" "$@"
  sel=(${GP_SEL[@]+"${GP_SEL[@]}"}); args=(${GP_ARGS[@]+"${GP_ARGS[@]}"})
  [ -z "$GP_K" ] || desel="($desel) and ($GP_K)"
  [ ${#sel[@]} -gt 0 ] || sel=(.)
  local limit=${SUITE_TIMEOUT:-420}
  {
    echo "# gpu-ptx suite, $(date -u +%FT%TZ), $("$PY" --version 2>&1), dpctl from $DPCTL_SITE"
    nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | sed 's/^/gpu: /' || true
    env | grep -E '^(SYCLRT_|UR_ADAPTERS|OCL_ICD|ONEAPI_DEVICE|SYCL_CACHE_DIR)' | sort
  } | tee "$out/env.txt"
  echo "## dpctl.lsplatform(2)"
  platforms "$out/lsplatform.txt"
  echo "## pytest (limit $limit s): -k \"$desel\" ${sel[*]} ${args[*]}"
  gpu_pytest "$out" "$tests" "$limit" "$desel" "${sel[@]}" ${args[@]+"${args[@]}"}   # pytest's code
}

# ---------------------------------------------------------------------------

mode=${1:-}; shift || true
case "$mode" in
  prepare)
    LIB=target/release/libsyclrt.so; ONLY=""
    while [ $# -gt 0 ]; do
      case "$1" in
        --lib) LIB=$2; shift ;;
        --only) ONLY=$2; shift ;;
        *) die "prepare: unknown argument $1" ;;
      esac
      shift
    done
    case "$ONLY" in
      verify) d=$(mktemp -d /tmp/gpu-ptx-verify.XXXXXX); verify_tools "$d"; rm -rf "$d" ;;
      dpnp) prepare_dpnp ;;
      *) [ "$ONLY" = run ] || prepare_tools
         [ "$ONLY" = tools ] || prepare_run "$LIB" ;;
    esac
    ;;
  unpack)
    unpack
    ;;
  run)
    what=${1:-}; shift || true
    LOCAL=0
    if [ "${1:-}" = --local ]; then LOCAL=1; shift; fi
    setup_env "$LOCAL"
    case "$what" in
      suite)
        OUTDIR=$RUN/out
        if [ $# -gt 0 ] && [[ $1 != -* ]] && [[ $1 != *.py* ]]; then OUTDIR=$1; shift; fi
        run_suite "$OUTDIR" "$@"
        ;;
      script)
        [ $# -gt 0 ] || die "run script FILE.py [ARGS...]"
        exec "$PY" -X faulthandler "$@"
        ;;
      *) die "usage: $0 run suite|script [--local] ..." ;;
    esac
    ;;
  *)
    sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'
    exit 2
    ;;
esac
