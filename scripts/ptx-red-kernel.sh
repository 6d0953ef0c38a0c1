#!/usr/bin/env bash
# The first kernel of dpnp.tensor's float32 sum, in PTX variants, timed alone
# on an NVIDIA GPU (docs/ptx.md, "The reduction"), in two halves:
#
#   scripts/ptx-red-kernel.sh --prepare [REDUCTIONS_SO]   # here (tools of scripts/setup.sh, clang-19):
#       takes dpnp 0.20's _tensor_reductions_impl .so (default: target/dpnp-tensor/...,
#       else unzipped from $DPNP_WHEEL), extracts the SPIR-V image of
#       reduction_over_group_temps_krn<float, float, plus, ...> (the first kernel of
#       a contiguous 1-D sum), translates it with the route (base.ptx) and with
#       other options and builtins (scripts/ptx-red/lean-reduce.patch), compiles scripts/ptx-red/ref.cl, writes target/ptx-red/
#       (about 100 KB, ignored by git) with ptxas -v's numbers in ptxas.txt
#   scripts/ptx-red-kernel.sh                              # on the GPU machine, with target/ptx-red carried:
#       times each variant with OpenCL profiling events (scripts/ptx-red-kernel.py)
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=target/ptx-red
KERNEL='_ZTSN4dpnp6tensor7kernels30reduction_over_group_temps_krnIffSt4plusIfENS0_12offset_utils26TwoOffsets_CombinedIndexerINS5_16Strided1DIndexerENS5_11NoOpIndexerEEES8_EE'
if [ "${1:-}" = "--prepare" ]; then
  export SYCLRT_LLVM_SPIRV=${SYCLRT_LLVM_SPIRV:-$HOME/.cache/syclrt-ci/llvm-spirv-2024.2.0/lib/python3.11/site-packages/dpcpp_llvm_spirv/bin/llvm-spirv}
  L=${SYCLRT_LLVM_DIR:-/usr/lib/llvm-19/bin}
  CLC=${SYCLRT_LIBCLC:-/usr/lib/clc/nvptx64--nvidiacl.bc}
  so=${2:-$(ls target/dpnp-tensor/dpnp/tensor/_tensor_reductions_impl*.so 2>/dev/null | head -1 || true)}
  if [ -z "$so" ]; then
    [ -n "${DPNP_WHEEL:-}" ] || { echo "ptx-red-kernel: no _tensor_reductions_impl .so: pass one, or set DPNP_WHEEL" >&2; exit 2; }
    t=$(mktemp -d); unzip -q -o "$DPNP_WHEEL" 'dpnp/tensor/_tensor_reductions_impl*' -d "$t"
    so=$(ls "$t"/dpnp/tensor/_tensor_reductions_impl*.so | head -1)
  fi
  cargo build --example ptx_translate >&2
  X=target/debug/examples/ptx_translate
  rm -rf "$OUT"; mkdir -p "$OUT/work"
  python3 - "$so" "$KERNEL" "$OUT/work/red.spv" <<'EOF'
import struct, sys
data = open(sys.argv[1], "rb").read()
name, mag, i, hits = sys.argv[2].encode(), b"\x03\x02\x23\x07", 0, []
while True:  # the modules core::ptx::spirv_images finds
    i = data.find(mag, i)
    if i < 0 or i + 20 > len(data):
        break
    if struct.unpack_from("<I", data, i + 16)[0] != 0:
        i += 1
        continue
    p, last = i + 20, None
    while p + 4 <= len(data):
        w = struct.unpack_from("<I", data, p)[0]
        wc, op = w >> 16, w & 0xFFFF
        if wc == 0 or w == 0x07230203 or p + 4 * wc > len(data):
            break
        p += 4 * wc
        if op == 56 and wc == 1:
            last = p
    if last is None:
        i += 4
        continue
    img = data[i:last]
    if name + b"\0" in img or name in img.split(b"\0"):
        hits.append(img)
    i = last
if len(hits) != 1:
    sys.exit(f"ptx-red-kernel: {len(hits)} images define the kernel")
open(sys.argv[3], "wb").write(hits[0])
print(f"image with the kernel: {len(hits[0])} bytes")
EOF
  echo "$KERNEL" > "$OUT/entry.txt"
  "$X" --out "$OUT/work" "$OUT/work/red.spv" >&2
  cp "$OUT/work/red-00000.ptx" "$OUT/base.ptx"
  "$X" --emit-ll "$OUT/work" "$OUT/work/red.spv" >&2
  B=src/core/ptx/builtins/syclrt-builtins-nvptx64.bc
  variant() {  # NAME OPT-ARGS...: steps 3-5 of the route with extra opt arguments
    local name=$1; shift
    "$L/llvm-link" "$OUT/work/red-00000.ll" --only-needed "$B" "$CLC" -o "$OUT/work/$name.bc" 2>/dev/null
    "$L/opt" -mcpu=sm_90 "$@" '-passes=internalize,globaldce,default<O3>' \
      "-internalize-public-api-file=$OUT/work/red-00000.keep" "$OUT/work/$name.bc" -o "$OUT/work/$name.opt.bc"
    "$L/llc" -mtriple=nvptx64-nvidia-nvcl -mcpu=sm_90 -mattr=+ptx78 "$OUT/work/$name.opt.bc" -o "$OUT/$name.ptx"
  }
  variant route_again -unroll-runtime=false  # the route's opt (STAGE_VERSION 2)
  cmp -s <(grep -v '^//' "$OUT/base.ptx") <(grep -v '^//' "$OUT/route_again.ptx") \
    || { echo "ptx-red-kernel: the by-hand steps 3-5 do not give the route's PTX" >&2; exit 1; }
  rm "$OUT/route_again.ptx"
  variant unroll -unroll-runtime=true  # NVPTX's default: the route before STAGE_VERSION 2
  # The builtin library with scripts/ptx-red/lean-reduce.patch (sub-group reductions of full warps
  # without partial-lane guards; work-group reductions of full warps with two barriers, each warp
  # reducing the partials itself): built in a copy, the route's steps 3-5 linked against it.
  t=$OUT/work/lean; mkdir -p "$t/scripts" "$t/src/core/ptx/builtins"
  cp scripts/build-ptx-builtins.sh "$t/scripts/"; cp src/core/ptx/builtins/builtins.cl src/core/ptx/builtins/builtins.ll "$t/src/core/ptx/builtins/"
  (cd "$t" && patch -s -p1 < "$OLDPWD/scripts/ptx-red/lean-reduce.patch" && scripts/build-ptx-builtins.sh >&2)
  B=$t/src/core/ptx/builtins/syclrt-builtins-nvptx64.bc variant lean_reduce -unroll-runtime=false
  # .maxnreg 32 on the runtime-unrolled entry: 64 resident warps a SM instead of 40.
  sed 's/^)$/)\n.maxnreg 32/' "$OUT/unroll.ptx" > "$OUT/maxnreg32.ptx"
  # ld.global.nc (the read-only path CUB uses): valid for this kernel only (its input is not written).
  sed 's/ld\.global\.f32/ld.global.nc.f32/' "$OUT/base.ptx" > "$OUT/nc.ptx"
  printf '%s\n' "base (the route: no runtime unrolling)	base.ptx" \
    "unroll (runtime unrolling, the route before)	unroll.ptx" \
    "unroll -cl-nv-maxrregcount=32	unroll.ptx	-cl-nv-maxrregcount=32" "unroll + .maxnreg 32	maxnreg32.ptx" \
    "nc (ld.global.nc)	nc.ptx" "lean reduce (builtins patch)	lean_reduce.ptx" > "$OUT/variants.txt"
  "$L/clang" -cc1 -triple nvptx64-nvidia-nvcl -target-cpu sm_90 -target-feature +ptx78 -cl-std=CL2.0 \
    -finclude-default-header -O3 -emit-llvm-bc scripts/ptx-red/ref.cl -o "$OUT/work/ref.bc"
  printf '%s\n' ref_dpctl_geom ref_dpctl_geom_coherent ref_cub_like > "$OUT/work/ref.keep"
  "$L/llvm-link" "$OUT/work/ref.bc" --only-needed "$B" "$CLC" -o "$OUT/work/ref.l.bc" 2>/dev/null
  "$L/opt" -mcpu=sm_90 '-passes=internalize,globaldce,default<O3>' "-internalize-public-api-file=$OUT/work/ref.keep" \
    "$OUT/work/ref.l.bc" -o "$OUT/work/ref.o.bc"
  "$L/llc" -mtriple=nvptx64-nvidia-nvcl -mcpu=sm_90 -mattr=+ptx78 "$OUT/work/ref.o.bc" -o "$OUT/ref.ptx"
  PTXAS=${PTXAS:-$(ls "$HOME"/.cache/syclrt-ci/ptxas-cu12/lib/python3*/site-packages/nvidia/cuda_nvcc/bin/ptxas 2>/dev/null | head -1 || true)}
  if [ -x "${PTXAS:-}" ]; then
    for f in "$OUT"/*.ptx; do
      echo "== $(basename "$f")"
      "$PTXAS" -v -arch=sm_90 "$f" -o /dev/null 2>&1 | grep -E 'Compiling entry|registers|spill' | sed 's/_ZTS.*EE/<dpnp kernel>/'
    done > "$OUT/ptxas.txt"
    cat "$OUT/ptxas.txt"
  fi
  rm -rf "$OUT/work"
  echo "prepared $OUT: $(ls "$OUT" | tr '\n' ' ')"
  exit 0
fi
[ -f "$OUT/base.ptx" ] || { echo "ptx-red-kernel: $OUT/base.ptx missing: run scripts/ptx-red-kernel.sh --prepare where the tools are, and carry $OUT" >&2; exit 2; }
# NVIDIA's OpenCL alone (the machines also list PoCL: docs/gpu.md).
vend=$(mktemp -d); echo libnvidia-opencl.so.1 > "$vend/nvidia.icd"
export OCL_ICD_VENDORS=$vend OCL_ICD_FILENAMES=libnvidia-opencl.so.1 CUDA_CACHE_DISABLE=1
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv,noheader 2>/dev/null | sed 's/^/gpu: /' || true
python3 scripts/ptx-red-kernel.py "$OUT" "${@}"
