#!/usr/bin/env bash
# Regenerates the SPIR-V fixtures of tests/bundle_*.rs from their OpenCL C
# sources with Debian's clang-15 and llvm-spirv-15:
#   tests/fixtures/spec.cl -> tests/fixtures/spec.spv
# `__spirv_SpecConstant(id, default)` (declared overloadable so that it is
# mangled as llvm-spirv expects) becomes an OpSpecConstant with SpecId id.
set -euo pipefail
cd "$(dirname "$0")/../tests/fixtures"
CLANG=${CLANG:-clang-15}
SPIRV=${LLVM_SPIRV:-llvm-spirv-15}
for src in spec.cl; do
  base=${src%.cl}
  "$CLANG" -cc1 -triple spir64-unknown-unknown -cl-std=CL1.2 -O0 -finclude-default-header \
    -emit-llvm-bc -o "$base.bc" "$src"
  "$SPIRV" "$base.bc" -o "$base.spv"
  rm -f "$base.bc"
  echo "wrote tests/fixtures/$base.spv ($(stat -c %s "$base.spv") bytes)"
done
