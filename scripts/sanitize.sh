#!/usr/bin/env bash
# Memory- and thread-safety checks (RELIABILITY.md). Miri is not available
# on our machines (the nightly toolchain has no miri component and none can
# be fetched), so instead:
#   asan      the pure-core Rust unit tests (registry, cache keys and maps, the SPIR-V specializer,
#             the persistent cache, buffer region arithmetic, images) under
#             AddressSanitizer (nightly -Zsanitizer=address)
#   tsan      the concurrency tests (the in-memory cache maps' single
#             flight, the registry, the persistent cache's threads) under
#             ThreadSanitizer (nightly -Zsanitizer=thread)
#   valgrind  the C tests (ctest binaries of build/, made without ASan)
#             under valgrind memcheck
#   scripts/sanitize.sh [asan] [tsan] [valgrind]     (default: all three)
# Prints one line per part and exits non-zero when any fails.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
parts=("$@"); [ ${#parts[@]} = 0 ] && parts=(asan tsan valgrind)
target=x86_64-unknown-linux-gnu
# The pure core: no OpenCL needed.
CORE_FILTERS=(core::registry core::cache core::buffer core::image core::error core::ptx::spec)
fail=0; summary=()
run() {  # NAME COMMAND...
  local name=$1; shift
  echo "=== sanitize $name: $*"
  if "$@"; then summary+=("$name: ok"); else summary+=("$name: FAILED"); fail=1; fi
}
for p in "${parts[@]}"; do
  case $p in
    asan)
      run asan env RUSTFLAGS="-Zsanitizer=address" RUSTDOCFLAGS="-Zsanitizer=address" \
        ASAN_OPTIONS="detect_leaks=1:abort_on_error=1" \
        cargo +nightly test --target $target --target-dir target/asan --lib -- "${CORE_FILTERS[@]}" --test-threads=2 ;;
    tsan)
      # Without -Zbuild-std (no rust-src component here) std itself is not
      # instrumented: TSan cannot see synchronisation inside std's own
      # non-generic code, which may show as false reports; what is run and
      # what is reported is written to RELIABILITY.md.
      run tsan env RUSTFLAGS="-Zsanitizer=thread -Cunsafe-allow-abi-mismatch=sanitizer" TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:suppressions=$PWD/scripts/tsan.supp" \
        cargo +nightly test --target $target --target-dir target/tsan --lib -- \
        core::cache::memory core::registry core::cache::writer core::cache::disk --test-threads=2 ;;
    valgrind)
      if [ ! -x build/test_errors ]; then
        cmake -S . -B build -G Ninja -DSYCLRT_CARGO_PROFILE=dev >/dev/null && cmake --build build || { fail=1; continue; }
      fi
      for t in test_errors test_kernels test_stress test_panic test_no_icd; do
        [ -x build/$t ] || continue
        env_extra=()
        [ $t = test_no_icd ] && env_extra=(SYCLRT_OPENCL_LIBRARY=/nonexistent/libOpenCL.so.1)
        [ $t = test_panic ] && env_extra=(SYCLRT_DEBUG_PANIC_IN=syclrt_platform_count)
        # --fair-sched: valgrind runs one thread at a time, and its default
        # lock is not fair between ready threads; test_stress (18 threads
        # beside PoCL's workers) then ran 20+ minutes of CPU without
        # ending, and ends in ~30 s round robin (RELIABILITY.md).
        # Errors in our code or the C test fail the run; PoCL's and LLVM's
        # own (uninitialised reads in the JIT) are suppressed by object.
        run "valgrind $t" env "${env_extra[@]}" valgrind -q --fair-sched=yes --error-exitcode=99 --leak-check=no \
          --suppressions=scripts/valgrind.supp --gen-suppressions=no build/$t
      done ;;
    *) echo "unknown part $p" >&2; exit 2 ;;
  esac
done
printf '%s\n' "${summary[@]}"
exit $fail
