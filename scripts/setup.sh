#!/usr/bin/env bash
# Installs what syclrt needs on a Debian 12 machine, only what is missing:
# a C/C++ toolchain, CMake, Ninja, pkg-config, readelf, the OpenCL ICD loader
# and PoCL (the default device), clinfo, clang-15 + llvm-spirv-15 (SPIR-V
# test fixtures), Python 3.11 with venv (the dpctl suite), LLVM 19, clang-19
# and libclc-19 with Intel's SPIR-V translator from PyPI (the SPIR-V -> PTX
# stage, docs/ptx.md), and Rust (rustup) when cargo is absent. Safe to run
# repeatedly.
set -euo pipefail
log() { echo "setup: $*" >&2; }

SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO=sudo; fi

PKGS=(build-essential cmake ninja-build pkg-config binutils ocl-icd-libopencl1 pocl-opencl-icd clinfo
      clang-15 llvm-15 llvm-spirv-15 python3 python3-venv python3-pip curl ca-certificates unzip
      llvm-19 clang-19 libclc-19)
missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
# Python 3.11 (dpctl 0.17.0 ships cp311 wheels): Debian 12's python3 is 3.11.
if ! command -v python3.11 >/dev/null 2>&1; then missing+=(python3.11 python3.11-venv); fi
if [ ${#missing[@]} -gt 0 ]; then
  log "installing: ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# Intel's SPIR-V translator (PyPI dpcpp-llvm-spirv, the one DPC++ 2024.2
# uses) in a cached venv; the SPIR-V -> PTX stage and its tests find it there
# (or through SYCLRT_LLVM_SPIRV).
SPIRV_VENV=${SYCLRT_CI_CACHE:-$HOME/.cache/syclrt-ci}/llvm-spirv-2024.2.0
if [ ! -f "$SPIRV_VENV/.complete" ]; then
  log "installing dpcpp-llvm-spirv==2024.2.0 into $SPIRV_VENV"
  rm -rf "$SPIRV_VENV"
  python3 -m venv "$SPIRV_VENV"
  "$SPIRV_VENV/bin/pip" install -q dpcpp-llvm-spirv==2024.2.0 >&2
  touch "$SPIRV_VENV/.complete"
fi

# NVIDIA's PTX assembler (PyPI nvidia-cuda-nvcc-cu12, 120 MB): tests/ptx_stage.rs
# assembles every PTX it makes for sm_90, the closest check to the driver's.
PTXAS_VENV=${SYCLRT_CI_CACHE:-$HOME/.cache/syclrt-ci}/ptxas-cu12
if [ ! -f "$PTXAS_VENV/.complete" ]; then
  log "installing nvidia-cuda-nvcc-cu12==12.9.86 (ptxas) into $PTXAS_VENV"
  rm -rf "$PTXAS_VENV"
  python3 -m venv "$PTXAS_VENV"
  "$PTXAS_VENV/bin/pip" install -q nvidia-cuda-nvcc-cu12==12.9.86 >&2
  touch "$PTXAS_VENV/.complete"
fi

if ! command -v cargo >/dev/null 2>&1 && [ -x "$HOME/.cargo/bin/cargo" ]; then
  export PATH="$HOME/.cargo/bin:$PATH"
fi
if ! command -v cargo >/dev/null 2>&1; then
  log "installing Rust with rustup"
  curl -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal --component clippy,rustfmt >&2
  export PATH="$HOME/.cargo/bin:$PATH"
fi

# PoCL must see at least one device.
if ! clinfo -l 2>/dev/null | grep -q "Device"; then
  log "warning: clinfo lists no OpenCL device (is pocl-opencl-icd installed?)"
fi
log "ready: $(cargo --version), $(cmake --version | head -1), OpenCL: $(clinfo -l 2>/dev/null | grep -c Device) device(s)"
