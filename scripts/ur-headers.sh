#!/usr/bin/env bash
# Collects the Unified Runtime headers and the loader's exported symbols of
# each oneAPI release the UR face serves, from the PyPI wheels (downloaded
# with --no-deps into the shared wheel cache, $SYCLRT_CI_CACHE/wheels).
#
#   scripts/ur-headers.sh [OUTDIR] [RELEASE...]
#
# OUTDIR defaults to /tmp/ur/headers; RELEASE defaults to all five UR 0.12
# releases (2025.2.1 2025.3.3 2026.0.0 2026.1.0 2026.2.0). For each release,
# OUTDIR/<release>/ gets ur_api.h, ur_ddi.h and ur_api_funcs.def when the
# intel-sycl-rt wheel ships them (2025.x ships no ur_ddi.h), SHIPPED (which
# of the three were found), and loader-exports.txt: `nm -D --defined-only`
# of libur_loader.so.0 from the intel-cmplr-lib-ur wheel, symbol names only,
# sorted.
set -euo pipefail
CACHE=${SYCLRT_CI_CACHE:-$HOME/.cache/syclrt-ci}
WHEELS=$CACHE/wheels
PY=${PYTHON:-python3.11}
command -v "$PY" >/dev/null 2>&1 || PY=python3
OUT=${1:-/tmp/ur/headers}; shift || true
RELEASES=("$@")
[ ${#RELEASES[@]} -gt 0 ] || RELEASES=(2025.2.1 2025.3.3 2026.0.0 2026.1.0 2026.2.0)
mkdir -p "$WHEELS" "$OUT"
log() { echo "ur-headers: $*" >&2; }

wheel() { # package-dashed version -> path of the cached wheel (downloads it once)
  local pkg=$1 ver=$2 us=${1//-/_} f
  f=$(ls "$WHEELS/${us}-${ver}-"*.whl 2>/dev/null | head -1 || true)
  if [ -z "$f" ]; then
    log "downloading $pkg==$ver (--no-deps)"
    "$PY" -m pip download -q --no-deps -d "$WHEELS" "$pkg==$ver" >&2
    f=$(ls "$WHEELS/${us}-${ver}-"*.whl | head -1)
  fi
  echo "$f"
}

for rel in "${RELEASES[@]}"; do
  d=$OUT/$rel; mkdir -p "$d"
  tmp=$(mktemp -d)
  sycl=$(wheel intel-sycl-rt "$rel")
  shipped=()
  for h in ur_api.h ur_ddi.h ur_api_funcs.def; do
    # 2026.x: include/unified-runtime/<h>; 2025.x: include/<h>.
    m=$(unzip -Z1 "$sycl" | grep -E "/include/(unified-runtime/)?$h\$" | head -1 || true)
    if [ -n "$m" ]; then
      unzip -q -o -j "$sycl" "$m" -d "$d"
      shipped+=("$h:${m#*/data/}")
    else
      shipped+=("$h:absent")
    fi
  done
  printf '%s\n' "${shipped[@]}" > "$d/SHIPPED"
  ur=$(wheel intel-cmplr-lib-ur "$rel")
  m=$(unzip -Z1 "$ur" | grep -E '/lib/libur_loader\.so\.0\.[0-9.]+$' | head -1 || true)
  unzip -q -o -j "$ur" "$m" -d "$tmp"
  nm -D --defined-only "$tmp/$(basename "$m")" | awk '{print $NF}' | sort -u > "$d/loader-exports.txt"
  echo "$(basename "$m")" > "$d/LOADER"
  # (no grep -q: under pipefail an early exit kills unzip with SIGPIPE)
  if [ -n "$(unzip -Z1 "$ur" | grep -E '/lib/libur_adapter_opencl\.so\.0$' || true)" ]; then
    echo "libur_adapter_opencl.so.0: shipped as a file" >> "$d/SHIPPED"
  else
    echo "libur_adapter_opencl.so.0: absent (built into the loader)" >> "$d/SHIPPED"
  fi
  rm -rf "$tmp"
  log "$rel: $(tr '\n' ' ' < "$d/SHIPPED")loader $(cat "$d/LOADER"), $(wc -l < "$d/loader-exports.txt") exports"
done
