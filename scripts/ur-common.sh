# Sourced by scripts/ur-smoke.sh and scripts/dpctl-suite.sh (UR modes): how
# to make the Unified Runtime loader of one oneAPI release use a given file
# as its OpenCL adapter, and how to prove from the loader's own log which
# adapter it loaded.
#
# Measured on oneAPI 2025.2.1 .. 2026.2.0 (all ship libur_loader.so.0.12.0):
# - UR_ADAPTERS_FORCE_LOAD=/abs/path.so makes the loader load only the files
#   named there (comma-separated), whatever their name; honoured by every
#   release here. In 2026.2.0, where Intel's OpenCL adapter is built into the
#   loader, it is the only way: the forced file replaces the built-in adapter.
# - Overlay: a directory first in LD_LIBRARY_PATH holding the file under the
#   name libur_adapter_opencl.so.0 (the loader dlopens adapters by that name).
#   Works up to 2026.1 (where the adapter is a file); 2026.2.0's loader does
#   not look for that file.
# - UR_LOG_LOADER="level:info;output:stderr" prints, for each adapter file
#   loaded, `loaded adapter 0x... (<name>) from <path>` (<path> as dlinfo
#   resolves it). 2026.2.0's built-in adapter prints no such line.
#
# Functions:
#   ur_setup RELEASE              set up the venv (scripts/ur-runtime.sh), export its env
#   ur_default_via                force for 2026.2, overlay for the others
#   ur_use_adapter LIB VIA OVLDIR point the loader at LIB (VIA: force|overlay); sets UR_EXPECT
#   ur_use_stock                  Intel's adapter; sets UR_EXPECT (file path or "builtin")
#   ur_probe                      runs dpctl once under the loader log, prints what was loaded,
#                                 fails unless the adapter loaded is UR_EXPECT

ur_setup() {
  eval "$(scripts/ur-runtime.sh "$1" --env)"
  unset UR_ADAPTERS_FORCE_LOAD UR_LOG_LOADER
}

ur_default_via() {
  if [ -n "$UR_STOCK_ADAPTER" ]; then echo overlay; else echo force; fi
}

ur_use_adapter() {
  local lib ovl
  lib=$(realpath "$1"); ovl=$3
  [ -f "$lib" ] || { echo "ur: adapter file $1 not found" >&2; return 1; }
  case "$2" in
    force)
      export UR_ADAPTERS_FORCE_LOAD=$lib
      UR_EXPECT=$lib ;;
    overlay)
      if [ -z "$UR_STOCK_ADAPTER" ]; then
        echo "ur: oneAPI $UR_RELEASE has no adapter file to shadow (built into the loader): use --via force" >&2
        return 1
      fi
      rm -rf "$ovl"; mkdir -p "$ovl"
      cp "$lib" "$ovl/libur_adapter_opencl.so.0"
      export LD_LIBRARY_PATH="$ovl:$LD_LIBRARY_PATH"
      UR_EXPECT=$(realpath "$ovl/libur_adapter_opencl.so.0") ;;
    *) echo "ur: --via force|overlay, not '$2'" >&2; return 1 ;;
  esac
}

ur_use_stock() {
  if [ -n "$UR_STOCK_ADAPTER" ]; then UR_EXPECT=$(realpath "$UR_STOCK_ADAPTER"); else UR_EXPECT=builtin; fi
}

ur_probe() {
  local out loaded n p mapped
  out=$(UR_LOG_LOADER="level:info;output:stderr" "$UR_VENV/bin/python" -c '
import dpctl
d = dpctl.SyclDevice("opencl:cpu")
print("device:", d.name, "| platform:", d.sycl_platform.name, "| driver:", d.driver_version)
for line in open("/proc/self/maps"):
    if line.rstrip().endswith(".so") or ".so." in line:
        print("mapped:", line.split()[-1])
' 2>&1) || { echo "$out" | tail -20 >&2; echo "ur: the probe failed (dpctl could not get opencl:cpu)" >&2; return 1; }
  loaded=$(echo "$out" | sed -n 's/.*loaded adapter 0x[0-9a-fx]* (.*) from \(.*\)$/\1/p')
  n=$(echo -n "$loaded" | grep -c . || true)
  echo "probe:  $(echo "$out" | grep -m1 '^device:')"
  if [ "$n" = 0 ]; then echo "probe:  loader log: no adapter file loaded (built-in adapter)"; fi
  while IFS= read -r p; do [ -n "$p" ] && echo "probe:  loader log: loaded adapter from $p"; done <<<"$loaded"
  if [ "$UR_EXPECT" = builtin ]; then
    [ "$n" = 0 ] || { echo "ur: expected the loader's built-in adapter, but it loaded a file" >&2; return 1; }
    return 0
  fi
  [ "$n" = 1 ] || { echo "ur: expected exactly one adapter file ($UR_EXPECT), the loader loaded $n" >&2; return 1; }
  [ "$(realpath "$loaded")" = "$UR_EXPECT" ] \
    || { echo "ur: the loader loaded $loaded, not $UR_EXPECT" >&2; return 1; }
  mapped=$(echo "$out" | sed -n 's/^mapped: //p' | sort -u | while read -r p; do realpath "$p" 2>/dev/null; done | grep -Fx "$UR_EXPECT" || true)
  [ -n "$mapped" ] || { echo "ur: $UR_EXPECT is not mapped in the probe process" >&2; return 1; }
  echo "probe:  $UR_EXPECT is mapped in the process"
}
