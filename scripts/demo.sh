#!/usr/bin/env bash
# The main job: set everything up, build syclrt (release), list the OpenCL
# platforms and devices, and run the C demo (an OpenCL C kernel over a
# buffer, result checked element by element) on the default device
# (PoCL's CPU device on a fresh Debian machine).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export PATH="$HOME/.cargo/bin:$PATH"
cmake -S . -B build-release -G Ninja -DSYCLRT_CARGO_PROFILE=release -DBUILD_TESTING=OFF >/dev/null
cmake --build build-release
echo "== syclrt-info"
target/release/syclrt-info
echo "== examples/vector_add.c"
build-release/vector_add
echo "== next: scripts/demo-dpnp.sh runs pip's dpnp.tensor (dpnp 0.20, dpctl 0.22.1, oneAPI 2026.2) on this"
echo "   device through syclrt and checks it against NumPy (PoCL takes no SPIR-V: docs/pocl.md)"
