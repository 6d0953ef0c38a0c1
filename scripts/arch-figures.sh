#!/usr/bin/env bash
# The figures of issue 39 ("one object model in core"), read off the source by
# tests/architecture.rs::issue_39_figures (each a ratchet: the test fails when
# one grows past main's), with the target of each.
#   scripts/arch-figures.sh
set -euo pipefail
cd "$(dirname "$0")/.."
cargo test --release -q --test architecture issue_39_figures -- --nocapture 2>&1 | sed -n '/issue 39 figures/,/^test result/p' | grep -v '^test result'
