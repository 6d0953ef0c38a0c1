#!/usr/bin/env bash
# Installs syclrt's drop-in PI plugin: PREFIX/lib/syclrt/pi/libpi_opencl.so,
# a copy of the release libsyclrt.so (the PI entry points live in it).
# To use it with DPC++ 2024.2.1, put that file next to a *copy* of
# libsycl.so.7 (libsycl dlopens <dir of its own file>/libpi_opencl.so); see
# docs/pi-plugin.md. Usage: scripts/install-pi.sh PREFIX
set -euo pipefail
cd "$(dirname "$0")/.."
PREFIX=${1:?usage: scripts/install-pi.sh PREFIX}
cargo build --release --lib -q
install -d "$PREFIX/lib/syclrt/pi"
install -m 0755 target/release/libsyclrt.so "$PREFIX/lib/syclrt/pi/libpi_opencl.so"
syms=$(nm -D --defined-only "$PREFIX/lib/syclrt/pi/libpi_opencl.so")
grep -q " T piPluginInit$" <<<"$syms" || { echo "install-pi: piPluginInit is not exported" >&2; exit 1; }
echo "$PREFIX/lib/syclrt/pi/libpi_opencl.so"
