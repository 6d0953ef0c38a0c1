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

# The builtin test kernels of the SPIR-V -> PTX stage (tests/ptx_stage.rs,
# scripts/ptx-gpu-check.sh): OpenCL C 2.0 with sub-groups, fp16 and float
# atomics, compiled like DPC++ does (clang-19 to spir64, then Intel's
# translator from PyPI dpcpp-llvm-spirv, which scripts/setup.sh installs).
CLANG19=${CLANG19:-/usr/lib/llvm-19/bin/clang}
INTEL_SPIRV=${INTEL_LLVM_SPIRV:-$HOME/.cache/syclrt-ci/llvm-spirv-2024.2.0/lib/python3.11/site-packages/dpcpp_llvm_spirv/bin/llvm-spirv}
"$CLANG19" -cc1 -triple spir64-unknown-unknown -cl-std=CL2.0 -O2 -finclude-default-header \
  -cl-ext=+cl_khr_subgroups,+cl_intel_subgroups,+cl_intel_subgroups_short,+cl_khr_fp16,+cl_ext_float_atomics,+__opencl_c_ext_fp32_global_atomic_add \
  -emit-llvm-bc -o ptx/builtins.bc ptx/builtins.cl
"$INTEL_SPIRV" --spirv-ext=+all ptx/builtins.bc -o ptx/builtins.spv
rm -f ptx/builtins.bc
echo "wrote tests/fixtures/ptx/builtins.spv ($(stat -c %s ptx/builtins.spv) bytes)"

# The triad of benches/ptx_route.rs: the same kernel as SPIR-V (through the
# PTX route on NVIDIA) and as OpenCL C source (the driver's own compiler).
"$CLANG19" -cc1 -triple spir64-unknown-unknown -cl-std=CL2.0 -O2 -finclude-default-header \
  -emit-llvm-bc -o ptx/triad.bc ptx/triad.cl
"$INTEL_SPIRV" --spirv-max-version=1.0 ptx/triad.bc -o ptx/triad.spv
rm -f ptx/triad.bc
echo "wrote tests/fixtures/ptx/triad.spv ($(stat -c %s ptx/triad.spv) bytes)"
