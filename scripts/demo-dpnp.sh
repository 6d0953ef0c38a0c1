#!/usr/bin/env bash
# dpnp's array library on the embedded default, PoCL 3.1, through syclrt's
# UR face (issue 38): dpnp 0.20's dpnp.tensor and dpctl 0.22.1 from pip,
# oneAPI 2026.2's libsycl, PoCL as the only OpenCL platform; PoCL takes no
# SPIR-V, so syclrt's LLVM-bitcode route translates every kernel
# (docs/pocl.md). Runs scripts/demo-dpnp.py, which checks each result
# against NumPy. The first run translates and compiles every kernel
# (minutes on 2 cores); later runs take them from the caches.
#
#   scripts/demo-dpnp.sh        # after scripts/demo.sh (or scripts/setup.sh + a release build)
#
# dpnp.tensor needs only libsycl and dpctl, not dpnp's oneMKL wheels: the
# wheel's dpnp/tensor is unpacked under a bare dpnp package.
set -euo pipefail
cd "$(dirname "$0")/.."
LIB=${SYCLRT_LIB:-$PWD/target/release/libsyclrt.so}
[ -f "$LIB" ] || { export PATH="$HOME/.cargo/bin:$PATH"; cargo build --release --lib; }
VENV=$(scripts/ur-runtime.sh 2026.2)
# dpnp's wheel, downloaded once and unpacked under a bare dpnp package
# (scripts/dpnp-pocl-suite.sh prepare; its tests come along).
SITE=$(scripts/dpnp-pocl-suite.sh prepare)
VEND=$(mktemp -d); trap 'rm -rf "$VEND"' EXIT
echo libpocl.so.2 >"$VEND/pocl.icd"
export OCL_ICD_VENDORS=$VEND
unset OCL_ICD_FILENAMES
export UR_ADAPTERS_FORCE_LOAD=$LIB ONEAPI_DEVICE_SELECTOR='opencl:*'
export LD_LIBRARY_PATH=$VENV/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export PYTHONPATH=$SITE
exec "$VENV/bin/python" scripts/demo-dpnp.py
