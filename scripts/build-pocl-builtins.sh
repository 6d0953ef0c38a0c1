#!/usr/bin/env bash
# Builds syclrt's builtin library for the LLVM-bitcode route (issue 38,
# core::bitcode): src/core/bitcode/builtins/builtins.cl + scratch.ll ->
# src/core/bitcode/builtins/syclrt-builtins-spir64{,-sg16}.bc, LLVM 15 bitcode with
# typed pointers (what llvm-spirv-15 writes; clang-15 writes opaque ones
# unless told). Needs Debian's clang-15 and llvm-15. The .bc is committed;
# run this after changing either source, then check that every function the
# library calls is one of PoCL's (printed: the list must be empty).
set -euo pipefail
cd "$(dirname "$0")/.."
D=src/core/bitcode/builtins
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT
EXT=+cl_khr_fp16,+cl_khr_fp64,+cl_intel_subgroups,+cl_khr_subgroups,+cl_khr_subgroup_ballot,+cl_khr_subgroup_non_uniform_vote,+cl_khr_subgroup_shuffle,+cl_khr_subgroup_extended_types,+cl_khr_subgroup_non_uniform_arithmetic,+cl_khr_subgroup_shuffle_relative,+cl_ext_float_atomics
# Two libraries from the one source: sub-groups of 1 (every kernel that
# requires no other size) and of 16 (images with kernels that require 16;
# its scratch holds two slots per item).
for sg in 1 16; do
  slots=$(( sg == 1 ? 4096 : 8192 )); out=$D/syclrt-builtins-spir64.bc
  [ "$sg" = 1 ] || out=$D/syclrt-builtins-spir64-sg16.bc
  clang-15 -x cl -cl-std=CL2.0 -target spir64-unknown-unknown -emit-llvm -c -O2 -Xclang -no-opaque-pointers \
    -Wno-atomic-alignment -Wno-unused-command-line-argument -cl-ext=$EXT -include opencl-c.h \
    -DSG_SIZE=$sg -DSYCLRT_WG_SCRATCH=$slots "$D/builtins.cl" -o "$T/cl.bc"
  sed "s/\[4096 x i64\]/[$slots x i64]/g" "$D/scratch.ll" >"$T/scratch.ll"
  llvm-as-15 "$T/scratch.ll" -o "$T/scratch.bc"
  llvm-link-15 "$T/cl.bc" "$T/scratch.bc" -o "$out"
  echo "built $out ($(stat -c %s "$out") bytes, $(llvm-nm-15 --defined-only "$out" | wc -l) functions)"
done
LIB=$(ls /usr/share/pocl/kernel-*.bc 2>/dev/null | head -1 || true)
if [ -n "$LIB" ]; then
  llvm-nm-15 --undefined-only --format=just-symbols "$D"/syclrt-builtins-spir64*.bc | sort -u > "$T/u"
  llvm-nm-15 --defined-only --format=just-symbols "$LIB" | sort -u > "$T/k"
  echo "calls PoCL ($LIB) does not define:"; comm -23 "$T/u" "$T/k"
fi
