#!/usr/bin/env bash
# The SPIR-V -> PTX stage on an NVIDIA GPU (docs/ptx.md), in two halves:
#
#   scripts/ptx-gpu-check.sh --prepare   # here (needs the tools of scripts/setup.sh):
#       translates tests/fixtures/ptx/builtins.spv and every 100th dpctl 0.17
#       image into target/ptx-gpu/ (about 4 MB, ignored by git)
#   scripts/ptx-gpu-check.sh             # on the GPU machine, with target/ptx-gpu carried:
#       builds the PTX with NVIDIA's OpenCL (clCreateProgramWithBinary), runs
#       every builtin test kernel against NumPy, builds the dpctl images in a
#       child process; ends with "N passed, N failed"
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=target/ptx-gpu
if [ "${1:-}" = "--prepare" ]; then
  export SYCLRT_LLVM_SPIRV=${SYCLRT_LLVM_SPIRV:-$HOME/.cache/syclrt-ci/llvm-spirv-2024.2.0/lib/python3.11/site-packages/dpcpp_llvm_spirv/bin/llvm-spirv}
  cargo build --release --example ptx_translate >&2
  rm -rf "$OUT"; mkdir -p "$OUT/dpctl"
  target/release/examples/ptx_translate --out "$OUT/b" tests/fixtures/ptx/builtins.spv
  mv "$OUT/b/builtins-00000.ptx" "$OUT/builtins.ptx"; rm -rf "$OUT/b"
  libs=()
  venv=$HOME/.cache/syclrt-ci/venv-2024.2.1/lib/python3.11/site-packages/dpctl/tensor
  if [ ! -d "$venv" ]; then
    venv=$(mktemp -d)
    unzip -q -o "$HOME/.cache/syclrt-ci/wheels/dpctl-0.17.0-0-cp311-cp311-manylinux_2_28_x86_64.whl" \
      'dpctl/tensor/_tensor_*impl*.so' -d "$venv"
    venv=$venv/dpctl/tensor
  fi
  for n in elementwise reductions accumulation sorting linalg; do libs+=("$venv/_tensor_${n}_impl.cpython-311-x86_64-linux-gnu.so"); done
  libs+=("$venv/_tensor_impl.cpython-311-x86_64-linux-gnu.so")
  target/release/examples/ptx_translate --jobs 2 --every 100 --out "$OUT/dpctl" "${libs[@]}"
  echo "prepared $OUT: $(ls "$OUT/dpctl" | grep -c '\.ptx$') dpctl images ($(cat "$OUT"/dpctl/*.map | awk -F'\t' '$1 != $2' | wc -l) long entry names renamed), $(du -sh "$OUT" | cut -f1)"
  exit 0
fi
[ -f "$OUT/builtins.ptx" ] || { echo "ptx-gpu-check: $OUT/builtins.ptx missing: run scripts/ptx-gpu-check.sh --prepare where the tools are, and carry $OUT" >&2; exit 2; }
# NVIDIA's OpenCL alone (the machines also list PoCL: docs/gpu.md).
vend=$(mktemp -d); echo libnvidia-opencl.so.1 > "$vend/nvidia.icd"
export OCL_ICD_VENDORS=$vend CUDA_CACHE_DISABLE=1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | sed 's/^/gpu: /' || true
python3 scripts/ptx-gpu-check.py "$OUT"
