#!/usr/bin/env bash
# Regenerates include/syclrt.h from the Rust sources (tests/header.rs fails
# when the committed header drifts from what this produces).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v cbindgen >/dev/null || cargo install --locked cbindgen@0.29.4
cbindgen --config cbindgen.toml --crate syclrt --output include/syclrt.h
