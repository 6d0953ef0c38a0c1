#!/usr/bin/env bash
# The figures of issue 39 ("one object model in core"), read off the source by
# tests/architecture.rs::issue_39_figures and
# tests/architecture.rs::issue_39_one_writer_one_reader_one_launch_path (each a
# ratchet: the test fails when one grows past main's), with the target of each.
#   scripts/arch-figures.sh
set -euo pipefail
cd "$(dirname "$0")/.."
cargo test --release -q --test architecture issue_39_ -- --nocapture --test-threads 1 2>&1 \
  | sed -e 's/^\.*//' | grep -v -E '^(test result|running [0-9]+ test|test issue_39|$)'
