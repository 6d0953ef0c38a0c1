#!/usr/bin/env bash
# syclrt on a GPU machine (NVIDIA's OpenCL). Two phases, because the GPU
# machine has no Rust toolchain and no network:
#
#   scripts/gpu-suite.sh prepare        # here: build release binaries, test and
#                                       # bench executables and the C tests into .gpu/
#   scripts/gpu-suite.sh run [RESULTS]  # there: register NVIDIA's ICD, list devices,
#                                       # run the tests and benchmarks on the GPU
#                                       # (and on the CPU OpenCL device beside it),
#                                       # write everything to RESULTS (default gpu-results.txt)
set -uo pipefail
cd "$(dirname "$0")/.."
mode=${1:-}
G=.gpu

# Rust integration tests that are device-independent (they use the default
# device, or two devices of its platform for the buffer model).
GPU_TESTS=${GPU_TESTS:-"api panic loader_old_icd loader_env pi_abi pi_pocl pi_panic bundle_register bundle_states bundle_errors bundle_device_if bundle_native child_devices cache_memory cache_disk cache_collisions cache_opencl cache_bundles cache_policy buffer_accounting buffer_deps buffer_api buffer_model ur_command_buffer ur_program ur_enqueue ur_letter cross_context usm_svm_coarse usm_coarse_block usm_coarse_lazy first_use_race"}
# Run on the NVIDIA line with NVIDIA's OpenCL alone (they take the first
# platform's device); GPU_NV_ONLY names tests to leave out of the CPU line.
NV_ALONE=${GPU_NV_ALONE:-"pi_abi pi_pocl ur_program ur_enqueue ur_letter cross_context first_use_race"}
NV_ONLY=${GPU_NV_ONLY:-""}
GPU_BENCHES=${GPU_BENCHES:-"submit triad cache registry buffer buffer_2gpu command_buffer"}

prepare() {
  set -e
  export PATH="$HOME/.cargo/bin:$PATH"
  rm -rf "$G" && mkdir -p "$G/bin" "$G/tests" "$G/benches" "$G/ctest"
  # Test executables find their data under the path they were built at.
  pwd > "$G/manifest_dir"
  cargo build --release --lib --bins
  cp target/release/libsyclrt.so target/release/syclrt-info target/release/syclrt-cache "$G/bin/"
  for t in $GPU_TESTS; do
    exe=$(cargo test --release --no-run --test "$t" --message-format=json 2>/dev/null |
          python3 -c 'import sys,json
for l in sys.stdin:
    m=json.loads(l)
    if m.get("reason")=="compiler-artifact" and m.get("executable") and m["target"]["kind"]==["test"]: print(m["executable"])')
    cp "$exe" "$G/tests/$t"
  done
  for b in $GPU_BENCHES; do
    exe=$(cargo bench --no-run --bench "$b" --message-format=json 2>/dev/null |
          python3 -c 'import sys,json
for l in sys.stdin:
    m=json.loads(l)
    if m.get("reason")=="compiler-artifact" and m.get("executable") and m["target"]["kind"]==["bench"]: print(m["executable"])')
    cp "$exe" "$G/benches/$b"
  done
  cmake -S . -B build-gpu -G Ninja -DSYCLRT_CARGO_PROFILE=release >/dev/null
  cmake --build build-gpu >/dev/null
  for t in test_errors test_kernels test_pi vector_add; do cp "build-gpu/$t" "$G/ctest/"; done
  cc -O1 -o "$G/bin/pocl-dlcache-repro" scripts/pocl-dlcache-repro.c -ldl
  cp target/release/libsyclrt.so "$G/ctest/libsyclrt.so.0"
  strip "$G"/bin/* "$G"/tests/* "$G"/benches/* "$G"/ctest/* 2>/dev/null || true
  du -sh "$G"
}

run() {
  local out=${1:-gpu-results.txt}
  local built_at; built_at=$(cat "$G/manifest_dir")
  if [ "$built_at" != "$PWD" ] && [ ! -e "$built_at" ]; then mkdir -p "$(dirname "$built_at")" && ln -s "$PWD" "$built_at"; fi
  # Tests run the explorer from the target directory they were built for.
  [ -x target/release/syclrt-cache ] || { mkdir -p target/release && cp "$G/bin/syclrt-cache" target/release/; }
  # Cold builds must be cold: no driver-side compile cache, a fresh syclrt cache.
  export CUDA_CACHE_DISABLE=1 SYCL_CACHE_DIR; SYCL_CACHE_DIR=$(mktemp -d)
  # Two vendor directories: NVIDIA alone for the GPU runs, and NVIDIA plus
  # the CPU ICDs already registered (PoCL) for the listing and the CPU
  # comparison. (The machines also set OCL_ICD_FILENAMES, which the Khronos
  # loader prefers and splits in place: docs/gpu.md.)
  local vend_gpu vend; vend_gpu=$(mktemp -d); vend=$(mktemp -d)
  echo libnvidia-opencl.so.1 > "$vend_gpu/nvidia.icd"
  cp "$vend_gpu/nvidia.icd" "$vend/"
  for f in /etc/OpenCL/vendors/*.icd; do [ -f "$f" ] && cp "$f" "$vend/"; done
  export OCL_ICD_VENDORS=$vend
  export LD_LIBRARY_PATH="$PWD/$G/ctest${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
  local pass=0 fail=0
  {
    echo "# syclrt GPU suite, $(date -u +%FT%TZ)"
    nvidia-smi --query-gpu=name,driver_version,memory.total,compute_mode --format=csv,noheader 2>&1 | sed 's/^/gpu: /'
    echo "cpu: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2)"
    echo "## syclrt-info"
    "$G/bin/syclrt-info"
  } > "$out" 2>&1
  if [ "${GPU_PROBE:-1}" = 1 ]; then probe >> "$out" 2>&1; fi
  for sel in ${GPU_SELECTORS:-NVIDIA pthread cpu}; do
    if [ "$sel" = NVIDIA ]; then export OCL_ICD_VENDORS=$vend_gpu; else export OCL_ICD_VENDORS=$vend; fi
    if ! SYCLRT_DEFAULT_DEVICE=$sel "$G/bin/syclrt-info" >/dev/null 2>&1; then continue; fi
    # Which device did the selector pick?
    dev=$(SYCLRT_DEFAULT_DEVICE=$sel "$G/bin/syclrt-info" | grep "(default)" | sed 's/^ *//')
    [ -n "$dev" ] || continue
    echo "## device selector '$sel': $dev" >> "$out"
    for t in "$G"/tests/*; do
      [ "${GPU_PHASE:-all}" = benches ] && break
      name=$(basename "$t")
      if [ -n "${GPU_ONLY:-}" ] && ! grep -qw "$name" <<<"$GPU_ONLY"; then continue; fi
      if [ "$sel" != NVIDIA ] && grep -qw "$name" <<<"$NV_ONLY"; then continue; fi
      # The PI and UR tests take the first platform's device, and the
      # machines' OCL_ICD_FILENAMES (which the loader prefers to
      # OCL_ICD_VENDORS) lists PoCL first: on the NVIDIA line they see
      # NVIDIA's OpenCL alone. (The other tests choose by
      # SYCLRT_DEFAULT_DEVICE and some need PoCL's two devices beside it.)
      alone=()
      if [ "$sel" = NVIDIA ] && grep -qw "$name" <<<"$NV_ALONE"; then alone=(env OCL_ICD_FILENAMES=libnvidia-opencl.so.1); fi
      note=""; [ ${#alone[@]} -eq 0 ] || note=" (NVIDIA OpenCL alone)"
      echo "### rust test $name$note" >> "$out"
      if SYCLRT_DEFAULT_DEVICE=$sel ${alone[@]+"${alone[@]}"} "$t" --test-threads=4 --show-output >> "$out" 2>&1; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAILED: $name on $sel" >> "$out"; fi
    done
    for t in test_errors test_kernels test_pi vector_add; do
      [ "${GPU_PHASE:-all}" = benches ] && break
      echo "### C $t" >> "$out"
      if SYCLRT_DEFAULT_DEVICE=$sel "$G/ctest/$t" >> "$out" 2>&1; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAILED: $t on $sel" >> "$out"; fi
    done
    for b in "$G"/benches/*; do
      [ "${GPU_PHASE:-all}" = tests ] && break
      name=$(basename "$b")
      if [ -n "${GPU_BENCH_ONLY:-}" ] && ! grep -qw "$name" <<<"$GPU_BENCH_ONLY"; then continue; fi
      # The CPU device is only the comparison point: its own figures come from the dev VM.
      if [ "$sel" != NVIDIA ] && ! grep -qw "$name" <<<"${GPU_CPU_BENCHES:-submit triad}"; then continue; fi
      args=()
      case "$name:$sel" in
        triad:NVIDIA) args=($((1 << 30)) 20) ;;       # 3 arrays of 1 GiB
        triad:*) args=($((1 << 28)) 5) ;;             # CPU device: 256 MiB arrays
        cache:NVIDIA) args=(${GPU_CACHE_ARGS:-mem disk policy}) ;;
        cache:*) args=(disk) ;;
      esac
      echo "### bench $name ${args[*]} (CUDA_CACHE_DISABLE=${CUDA_CACHE_DISABLE:-unset})" >> "$out"
      # cache disk: ~2 KB, ~100 KB and ~1 MB, 3 interleaved rounds of no cache /
      # cold (caller, store done) / warm.
      BENCH_SIZES=${GPU_BENCH_SIZES:-all} BENCH_ROUNDS=${GPU_BENCH_ROUNDS:-3} SYCLRT_DEFAULT_DEVICE=$sel timeout 900 "$b" "${args[@]}" >> "$out" 2>&1 || echo "bench $name failed" >> "$out"
      for again in disk policy; do
        [ "$name:$sel" = cache:NVIDIA ] && [[ " ${args[*]} " == *" $again "* ]] || continue
        # The same figures with NVIDIA's own compute cache on (a fresh, empty one).
        echo "### bench $name $again (CUDA_CACHE_DISABLE unset, CUDA_CACHE_PATH empty at start)" >> "$out"
        (unset CUDA_CACHE_DISABLE; export CUDA_CACHE_PATH; CUDA_CACHE_PATH=$(mktemp -d)
         BENCH_SIZES=${GPU_BENCH_SIZES:-all} BENCH_ROUNDS=${GPU_BENCH_ROUNDS:-3} SYCLRT_DEFAULT_DEVICE=$sel timeout 900 "$b" $again >> "$out" 2>&1 || echo "bench $name failed" >> "$out")
      done
    done
    [ "$sel" = NVIDIA ] || break   # one CPU device is enough for comparison
  done
  # Test counts inside the binaries (Rust harness and C tests), per device.
  awk '/^## device selector/ {sel=$4}
       /^test result:/ {for (i=1;i<=NF;i++) {if ($(i)~/passed;/) p[sel]+=$(i-1); if ($(i)~/failed;/) f[sel]+=$(i-1); if ($(i)~/ignored;/) ig[sel]+=$(i-1)}}
       /: [0-9]+ passed, [0-9]+ failed$/ {p[sel]+=$(NF-3); f[sel]+=$(NF-1)}
       /^SKIP|skipped:|: skip/ {sk[sel]++}
       END {for (s in p) printf "test counts on %s: %d passed, %d failed, %d ignored (run as child processes), %d skip notes\n", s, p[s], f[s], ig[s], sk[s]}' "$out" | tee -a "$out"
  echo "gpu-suite: $pass passed, $fail failed" | tee -a "$out"
  [ "$fail" = 0 ]
}

# Diagnostics, printed into the results: which ICD loader and vendor files
# the machine has, whether OCL_ICD_VENDORS is honoured, whether processes
# that start their OpenCL discovery at the same moment all see the NVIDIA
# platform (cold: no process has the GPU open; warm: another process holds
# a context), and PoCL's dlhandle-cache bug (scripts/pocl-dlcache-repro.c).
probe() {
  local py=scripts/opencl-probe.py
  echo "## probe: loader"
  ldconfig -p | grep -i 'libOpenCL.so' | head -3
  ls -l /etc/OpenCL/vendors/ 2>&1; head -n 2 /etc/OpenCL/vendors/*.icd 2>&1
  nvidia-smi -q 2>/dev/null | grep -i -E '^ *(persistence mode|compute mode)' | sort | uniq -c
  echo "## probe: OCL_ICD_VENDORS=<NVIDIA only> (is it honoured?)"
  OCL_ICD_VENDORS=$vend_gpu python3 $py list
  echo "## probe: 4 processes discovering at once, nothing else running (cold), 3 rounds"
  local r i
  for r in 1 2 3; do
    for i in 1 2 3 4; do python3 $py list > "/tmp/probe.$i" 2>&1 & done; wait
    for i in 1 2 3 4; do echo "round $r process $i: $(grep -c 'NVIDIA.*-> 0, [1-9]' "/tmp/probe.$i") NVIDIA platform(s) with devices; $(grep -o 'clGetPlatformIDs.*' "/tmp/probe.$i")"; done
  done
  echo "## probe: one process discovering while another holds contexts (warm), 2 rounds"
  for r in 1 2; do
    python3 $py hold 6 > /tmp/probe.h 2>&1 & local h=$!
    sleep 3; python3 $py list; wait $h; echo "holder: $(tr '\n' ' ' < /tmp/probe.h)"
  done
  echo "## probe: children of a process that loaded OpenCL (scripts/fork-probe.py; docs/gpu.md)"
  python3 scripts/fork-probe.py parent 2>&1 | grep -E '^(parent|==)|differs' | grep -v NSpid
  echo "## probe: PoCL dlhandle cache (serial = control; offset, width = two variants of one kernel in flight)"
  for m in serial offset width; do
    OCL_ICD_VENDORS=$vend timeout 120 "$G/bin/pocl-dlcache-repro" $m 2>&1 | tail -n 3; echo "exit status: ${PIPESTATUS[0]}"
  done
}

case "$mode" in
  prepare) prepare ;;
  run) shift; run "$@" ;;
  *) echo "usage: $0 prepare | run [RESULTS]" >&2; exit 2 ;;
esac
