#!/usr/bin/env bash
# Installs what syclrt needs on a Debian 12 machine, only what is missing:
# a C/C++ toolchain, CMake, Ninja, pkg-config, readelf, the OpenCL ICD loader
# and PoCL (the default device), clinfo, clang-15 + llvm-spirv-15 (SPIR-V
# test fixtures), Python 3.11 with venv (the dpctl suite), and Rust (rustup)
# when cargo is absent. Safe to run repeatedly.
set -euo pipefail
log() { echo "setup: $*" >&2; }

SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO=sudo; fi

PKGS=(build-essential cmake ninja-build pkg-config binutils ocl-icd-libopencl1 pocl-opencl-icd clinfo
      clang-15 llvm-spirv-15 python3 python3-venv python3-pip curl ca-certificates)
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
