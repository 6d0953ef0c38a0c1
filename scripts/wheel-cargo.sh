#!/bin/sh
# CARGO for setuptools-rust when scripts/wheel.sh builds for manylinux_2_28:
# `cargo build` and `cargo rustc` go through cargo-zigbuild, which links with
# zig against glibc 2.28 (the target suffix .2.28); every other cargo command
# (metadata, ...) is plain cargo. setuptools-rust itself keeps the host target
# (it would ask rustc about a target named ...gnu.2.28, which rustc does not
# know); it finds the artifacts from cargo's JSON messages.
case "$1" in
  build|rustc)
    sub=$1; shift
    exec cargo-zigbuild "$sub" --target "x86_64-unknown-linux-gnu.${SYCLRT_WHEEL_GLIBC:-2.28}" "$@" ;;
esac
exec cargo "$@"
