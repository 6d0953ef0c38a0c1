#!/usr/bin/env bash
# Cache chaos (RELIABILITY.md): P processes build the same program cold
# through the persistent cache while this driver SIGKILLs random ones at
# random moments (during the build, the store on the background writer,
# the rename), for N rounds; then write failures.
#
#   scripts/cache-chaos.sh [--rounds N] [--procs P] [--short] [--no-build]
#
# Per round: a fresh cache directory; P workers (examples/cache_worker.rs)
# start together; the driver kills K of them (K random in 1..P/2) each at a
# random delay in [0, 1.2 s); then one verifier worker runs alone. Counted:
# - torn: runs that loaded from disk (disk_hits>0) and computed a wrong
#   result, plus any worker that failed other than by our SIGKILL (must be 0);
# - rejected: damaged items the cache detected and skipped (trace lines);
# - stale: verifier runs that waited for a lock (disk_waits>0) or took over
#   a dead writer's slot and still ran > 5 s (must be 0);
# - wrong: survivors or verifiers with a wrong kernel result (must be 0);
# - crashed: workers that printed the right result and then did not exit
#   0 (the exit-time crash of issue 17, see RELIABILITY.md; must be 0);
# - builds: processes of the round that built (disk_hits=0), killed ones
#   that had claimed the item included.
# Write failures (each: an uncached build, a trace line, exit 0): a file
# size limit (ulimit -f), a read-only cache directory, a full file system
# (a 256 KiB tmpfs when mount works; the file-size limit through the
# cache-level test, since PoCL itself cannot run under one)...
# Prints "cache-chaos: ... torn=0 stale=0 wrong=0 ..." and exits non-zero
# when any of those is not 0.
set -uo pipefail
cd "$(dirname "$0")/.."
rounds=50 procs=8 build=1
while [ $# -gt 0 ]; do
  case $1 in
    --rounds) rounds=$2; shift ;;
    --procs) procs=$2; shift ;;
    --short) rounds=3 ;;
    --no-build) build=0 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
  shift
done
export PATH="$HOME/.cargo/bin:$PATH"
[ $build = 1 ] && { cargo build -q --example cache_worker || exit 1; }
worker=$PWD/target/debug/examples/cache_worker
work=$(mktemp -d /tmp/syclrt-chaos.XXXXXX)
trap 'rm -rf "$work"' EXIT
chmod 700 "$work"
export SYCL_CACHE_PERSISTENT=1 SYCL_CACHE_TRACE=1
# The store mechanism is what is tested: store on every driver (PoCL's
# default store policy stores nothing, docs/cache.md "Store policy").
export SYCLRT_CACHE_STORE=always
field() { sed -n "s/.*RESULT .*$1=\([0-9]*\).*/\1/p" "$2" | tail -1; }

torn=0 stale=0 wrong=0 crashed=0 rejected=0 builds_total=0 kills_total=0 hits_total=0 min_b=999 max_b=0 store_kills=0
for r in $(seq 1 "$rounds"); do
  dir=$work/r$r; mkdir -m 700 "$dir"; cache=$dir/cache
  pids=()
  # A fresh source per round: cold for the OpenCL implementation's own cache too.
  export CACHE_WORKER_SALT="chaos $$ $r $RANDOM" POCL_CACHE_DIR=$dir/pocl
  for i in $(seq 1 "$procs"); do
    SYCL_CACHE_DIR=$cache "$worker" >"$dir/w$i.out" 2>"$dir/w$i.err" &
    pids+=($!)
  done
  nkill=$(( RANDOM % (procs / 2) + 1 ))
  victims=$(printf '%s\n' "${!pids[@]}" | shuf -n "$nkill")
  killers=()
  for v in $victims; do
    ( sleep "$(awk -v s=$RANDOM 'BEGIN{printf "%.3f", (s % 1200) / 1000}')"; kill -KILL "${pids[$v]}" 2>/dev/null && echo "$v" >>"$dir/killed" ) &
    killers+=($!)
  done
  for i in $(seq 1 "$procs"); do wait "${pids[$((i - 1))]}" 2>/dev/null; echo $? >"$dir/w$i.rc"; done
  for k in "${killers[@]}"; do wait "$k" 2>/dev/null; done
  # Survivors (not killed, or killed after they exited) must be right.
  builds=0
  for i in $(seq 1 "$procs"); do
    idx=$((i - 1))
    if grep -qx "$idx" "$dir/killed" 2>/dev/null && ! grep -q '^RESULT' "$dir/w$i.out"; then
      kills_total=$((kills_total + 1))
      grep -q 'claimed item\|taking over item' "$dir/w$i.err" && builds=$((builds + 1))
      grep -q 'stored .*\.bin' "$dir/w$i.err" || { grep -q 'claimed item\|taking over' "$dir/w$i.err" && store_kills=$((store_kills + 1)); }
      continue
    fi
    ok=$(field ok "$dir/w$i.out"); hits=$(field disk_hits "$dir/w$i.out")
    rc=$(cat "$dir/w$i.rc")
    # Killed by us after it printed its result: not a crash.
    grep -qx "$idx" "$dir/killed" 2>/dev/null && [ "$rc" = 137 ] && rc=0
    if [ "$rc" != 0 ] && [ "$ok" = 1 ]; then
      crashed=$((crashed + 1)); echo "round $r worker $i: right result, then exit status $(cat "$dir/w$i.rc")"
    fi
    if [ "$ok" != 1 ]; then
      wrong=$((wrong + 1)); [ "${hits:-0}" -gt 0 ] && torn=$((torn + 1))
      echo "round $r worker $i: wrong result or failure"; tail -3 "$dir/w$i.err"
    fi
    [ "${hits:-0}" = 0 ] && builds=$((builds + 1)) || hits_total=$((hits_total + 1))
  done
  # The verifier: alone, after the chaos.
  t0=$(date +%s.%N)
  SYCL_CACHE_DIR=$cache timeout 120 "$worker" >"$dir/v.out" 2>"$dir/v.err"; vrc=$?
  dt=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN{print b-a}')
  if [ $vrc != 0 ] || [ "$(field ok "$dir/v.out")" != 1 ]; then
    wrong=$((wrong + 1)); [ "$(field disk_hits "$dir/v.out")" != 0 ] && torn=$((torn + 1))
    echo "round $r verifier: rc=$vrc"; tail -3 "$dir/v.err"
  fi
  [ "$(field disk_waits "$dir/v.out")" != 0 ] && awk -v d="$dt" 'BEGIN{exit !(d > 5)}' && { stale=$((stale + 1)); echo "round $r: verifier waited ${dt}s"; }
  [ "$(field disk_hits "$dir/v.out")" = 0 ] && builds=$((builds + 1)) || hits_total=$((hits_total + 1))
  rej=$(cat "$dir"/*.err | grep -c 'checksum mismatch\|truncated\|holds [0-9]* bytes\|not a syclrt' || true)
  rejected=$((rejected + rej))
  builds_total=$((builds_total + builds))
  [ $builds -lt $min_b ] && min_b=$builds; [ $builds -gt $max_b ] && max_b=$builds
  touch "$dir/killed"
  echo "round $r: killed $(wc -l <"$dir/killed")/$procs, builds $builds, verifier ${dt}s $(grep -o 'disk_hits=[0-9]*' "$dir/v.out")"
  rm -rf "$dir"
done

# Write failures: each an uncached build, a trace line, success.
wf_fail=0
write_failure() {  # NAME TRACE-PATTERN COMMAND...
  local name=$1 pat=$2; shift 2
  if "$@" >"$work/wf.out" 2>"$work/wf.err" && grep -q 'RESULT ok=1' "$work/wf.out" && grep -q 'disk_hits=0' "$work/wf.out"; then
    if grep -q "$pat" "$work/wf.err"; then
      echo "write failure '$name': uncached build, ok; trace: $(grep -m1 "$pat" "$work/wf.err" | cut -c1-160)"
    else
      echo "write failure '$name': ok but no trace line matching '$pat'"; wf_fail=$((wf_fail + 1))
    fi
  else
    echo "write failure '$name': FAILED"; tail -5 "$work/wf.err"; wf_fail=$((wf_fail + 1))
  fi
}
mkdir -m 700 "$work/fsize"
# A file-size limit: PoCL writes its own kernel cache and program binaries
# (as large as our .bin, which is PoCL's binary), and LLVM aborts the
# process under a limit below them ("LLVM ERROR: IO failure on output
# stream: File too large"): no limit separates its files from ours. So the
# limit is applied to the persistent cache alone, by the Rust test that
# stores through a real file-size limit (RLIMIT_FSIZE 64 KiB) in a child.
if [ $build = 1 ] || [ -n "$(ls target/debug/deps/cache_disk-* 2>/dev/null)" ]; then
  if cargo test -q --test cache_disk a_full_disk_is_a_miss_and_leaves_no_partial_files >"$work/wf.out" 2>&1; then
    echo "write failure 'file-size limit (RLIMIT_FSIZE 64 KiB, tests/cache_disk.rs)': uncached build, ok"
  else
    echo "write failure 'file-size limit': FAILED"; tail -5 "$work/wf.out"; wf_fail=$((wf_fail + 1))
  fi
fi
export CACHE_WORKER_SALT="write failures $$" POCL_CACHE_DIR=$work/pocl-wf
# The write-failure runs wait for their background store before exiting.
export CACHE_WORKER_FLUSH=1
mkdir -m 700 "$work/ro" "$work/ro/c"; chmod 500 "$work/ro/c"
if [ "$(id -u)" = 0 ]; then
  # root ignores directory modes: a read-only bind mount, else a read-only
  # cache directory that the worker cannot create files in as 'nobody'.
  if mount --bind "$work/ro/c" "$work/ro/c" 2>/dev/null && mount -o remount,bind,ro "$work/ro/c" 2>/dev/null; then
    write_failure "read-only cache directory (ro bind mount)" 'cannot' env SYCL_CACHE_DIR="$work/ro/c" "$worker"
    umount "$work/ro/c"
  else
    echo "read-only cache directory: mount not permitted; running as nobody instead"
    chown -R nobody "$work/ro"; chmod 711 "$work"
    write_failure "read-only cache directory (as nobody)" 'cannot' \
      setpriv --reuid=nobody --regid=nogroup --clear-groups env HOME=/nonexistent SYCL_CACHE_DIR="$work/ro/c" "$worker"
    chmod 700 "$work"
  fi
else
  write_failure "read-only cache directory" 'cannot' env SYCL_CACHE_DIR="$work/ro/c" "$worker"
fi
mkdir -m 700 "$work/full"
if mount -t tmpfs -o size=256k,mode=700 tmpfs "$work/full" 2>/dev/null; then
  dd if=/dev/zero of="$work/full/fill" bs=4k count=60 2>/dev/null
  write_failure "full file system (256 KiB tmpfs, filled)" 'cannot' env SYCL_CACHE_DIR="$work/full/c" "$worker"
  umount "$work/full"
else
  # No tmpfs: a file-size limit would hit PoCL's own files first (see
  # above); the full disk is covered by the cache-level RLIMIT_FSIZE test.
  echo "full file system: mount not permitted here; covered by the cache-level file-size-limit test above"
fi

echo "cache-chaos: rounds=$rounds procs=$procs kills=$kills_total (of which $store_kills before the store finished) torn=$torn stale=$stale wrong=$wrong crashed_after_exit=$crashed rejected_damaged=$rejected loads=$hits_total builds/round avg=$(awk -v b=$builds_total -v r="$rounds" 'BEGIN{printf "%.2f", b/r}') min=$min_b max=$max_b write_failures_failed=$wf_fail"
[ $torn = 0 ] && [ $stale = 0 ] && [ $wrong = 0 ] && [ $crashed = 0 ] && [ $wf_fail = 0 ]
