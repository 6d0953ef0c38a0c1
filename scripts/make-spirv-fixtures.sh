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

# The builtin test kernels of the LLVM-bitcode route (tests/bitcode_route.rs):
# OpenCL C 2.0 with work-group collectives, sub-groups, generic atomics and
# fp16, compiled with Debian's clang-15 and llvm-spirv-15.
"$CLANG" -x cl -cl-std=CL2.0 -target spir64-unknown-unknown -emit-llvm -c -O2 -Xclang -no-opaque-pointers \
  -include opencl-c.h -Xclang -cl-ext=+cl_khr_fp16,+cl_khr_subgroups,+cl_intel_subgroups,+cl_khr_subgroup_ballot,+cl_ext_float_atomics,+__opencl_c_ext_fp32_global_atomic_add,+__opencl_c_ext_fp32_global_atomic_min_max,+__opencl_c_ext_fp32_local_atomic_add \
  -o pocl/builtins.bc pocl/builtins.cl
"$SPIRV" --spirv-ext=+SPV_EXT_shader_atomic_float_add,+SPV_EXT_shader_atomic_float_min_max,+SPV_INTEL_subgroups pocl/builtins.bc -o pocl/builtins.spv
rm -f pocl/builtins.bc
echo "wrote tests/fixtures/pocl/builtins.spv ($(stat -c %s pocl/builtins.spv) bytes)"
# A kernel that requires sub-groups of 16 (the route's second builtin library).
"$CLANG" -x cl -cl-std=CL2.0 -target spir64-unknown-unknown -emit-llvm -c -O2 -Xclang -no-opaque-pointers \
  -include opencl-c.h -Xclang -cl-ext=+cl_khr_subgroups,+cl_intel_subgroups,+cl_khr_subgroup_ballot,+cl_intel_required_subgroup_size \
  -o pocl/sg16.bc pocl/sg16.cl
"$SPIRV" --spirv-ext=+SPV_INTEL_subgroups pocl/sg16.bc -o pocl/sg16.spv
rm -f pocl/sg16.bc
echo "wrote tests/fixtures/pocl/sg16.spv ($(stat -c %s pocl/sg16.spv) bytes)"
# Programs the route must refuse, named: an unknown call, a sub-group size of
# 8; a loop counted by an argument (the route's loop-count specialization);
# and kernels that report their work-group size (the route's choice of one).
for f in refused-call refused-sg8 loops local; do
  "$CLANG" -x cl -cl-std=CL2.0 -target spir64-unknown-unknown -emit-llvm -c -O2 -Xclang -no-opaque-pointers \
    -include opencl-c.h -Xclang -cl-ext=+cl_khr_subgroups,+cl_intel_required_subgroup_size -o pocl/$f.bc pocl/$f.cl
  "$SPIRV" pocl/$f.bc -o pocl/$f.spv
  rm -f pocl/$f.bc
  echo "wrote tests/fixtures/pocl/$f.spv ($(stat -c %s pocl/$f.spv) bytes)"
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

# Images out of dpnp 0.20's wheel (issue 37's fixes of the SPIR-V -> PTX
# stage, tested on the images they came from): sin_contig_kernel<double>
# (libclc's byte table read with 16-byte loads).
WHL=$(ls "$HOME"/.cache/syclrt-ci/wheels/dpnp-0.20.0-*-cp312-*.whl 2>/dev/null | head -1 || true)
if [ -z "$WHL" ]; then
  echo "skipped tests/fixtures/ptx/dpnp-*.spv: no dpnp 0.20.0 cp312 wheel in ~/.cache/syclrt-ci/wheels (scripts/gpu-ptx.sh prepare --only dpnp)"
  exit 0
fi
python3 - "$WHL" <<'PYEOF'
import struct, sys, zipfile
wheel = zipfile.ZipFile(sys.argv[1])
def images(data):
    magic, i = struct.pack('<I', 0x07230203), 0
    while (i := data.find(magic, i)) >= 0 and i + 20 <= len(data):
        p, last, names = i + 20, None, []
        while p + 4 <= len(data):
            w = struct.unpack_from('<I', data, p)[0]
            wc, op = w >> 16, w & 0xffff
            if wc == 0 or p + 4 * wc > len(data):
                break
            if op == 15:  # OpEntryPoint
                names.append(data[p + 12:p + 4 * wc].split(b'\0')[0].decode('latin1'))
            p += 4 * wc
            if op == 56 and wc == 1:  # OpFunctionEnd
                last = p
        if last is None:
            i += 4
            continue
        yield data[i:last], names
        i = last
for lib, kernel, out in [
    ("_tensor_elementwise_impl", "_ZTSN4dpnp6tensor7kernels3sin17sin_contig_kernelIddLh4ELh2EEE", "dpnp-sin-f8.spv"),
]:
    data = wheel.read(f"dpnp/tensor/{lib}.cpython-312-x86_64-linux-gnu.so")
    im = next(im for im, names in images(data) if names == [kernel])
    open(f"ptx/{out}", "wb").write(im)
    print(f"wrote tests/fixtures/ptx/{out} ({len(im)} bytes, {kernel})")
PYEOF
