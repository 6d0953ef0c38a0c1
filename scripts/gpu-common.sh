# Shared by scripts/gpu-pi.sh and scripts/gpu-ptx.sh (sourced, not run):
# dpctl's pytest suite under a time limit, with an outcome record per test
# (the pytest_outcomes plugin) and a summary that survives a crash.

# Splits pytest arguments: files or node ids under TESTS go to GP_SEL,
# `-k EXPR` to GP_K, everything else to GP_ARGS.
gpu_split_args() { # TESTS ARGS...
  local tests=$1 a; shift
  GP_SEL=(); GP_ARGS=(); GP_K=""
  while [ $# -gt 0 ]; do
    a=$1; shift
    case "$a" in
      --) ;;
      -k) GP_K=$1; shift ;;
      -k*) GP_K=${a#-k} ;;
      -*) GP_ARGS+=("$a") ;;
      *) if [ -e "$tests/${a%%::*}" ]; then GP_SEL+=("$a"); else GP_ARGS+=("$a"); fi ;;
    esac
  done
}

# Runs pytest in TESTS with `-k DESEL` and the given arguments under a time
# limit (SIGINT, then SIGKILL), through "$PY", each command wrapped by
# "$PENV" when set (gpu-pi.sh runs its Python with a clean environment).
# Writes OUT/{outcomes.jsonl,pytest.log,rc.txt,summary.txt}; returns
# pytest's code: 0 all passed, 1 failures, 124/137 time limit, other a crash.
gpu_pytest() { # OUT TESTS LIMIT DESEL PYTEST-ARGS...
  local out=$1 tests=$2 limit=$3 desel=$4; shift 4
  local wrap=(env); [ -z "${PENV:-}" ] || wrap=("$PENV")
  : >"$out/outcomes.jsonl"
  local rc=0 start end
  start=$(date +%s)
  (cd "$tests" && "${wrap[@]}" DIFFTEST_OUTCOMES="$out/outcomes.jsonl" \
     timeout -s INT -k 30 "$limit" "$PY" -X faulthandler -m pytest -q -rfE -p no:cacheprovider -p pytest_outcomes \
       --rootdir "$tests" -o faulthandler_timeout=120 -k "$desel" "$@") >"$out/pytest.log" 2>&1 || rc=$?
  end=$(date +%s)
  tail -n 15 "$out/pytest.log"
  case "$rc" in 124|137) echo "TIMEOUT: pytest ran past $limit s (SIGINT, then SIGKILL; the faulthandler dumps are in pytest.log)" ;; esac
  echo "pytest exit $rc after $((end - start)) s" | tee "$out/rc.txt"
  "${wrap[@]}" "$PY" - "$out/outcomes.jsonl" <<'PYEOF' | tee "$out/summary.txt"
import collections, json, sys
recs = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
started, finished, state, msg = [], set(), {}, {}
for r in recs:
    ev, i = r["ev"], r.get("id")
    if ev == "start":
        started.append(i); state.setdefault(i, "passed")
    elif ev == "finish":
        finished.add(i)
    elif ev == "report":
        o, when = r["outcome"], r["when"]
        if o == "failed":
            new = "failed" if when == "call" else "error"
            if state.get(i) != "error": state[i] = new
            exc, m = r.get("exc", "?"), r.get("msg") or r.get("where", "?")
            # "RuntimeError: text" stays as it is; a bare message gets its type.
            msg.setdefault(i, m if exc in m.split(":", 1)[0] else "%s: %s" % (exc, m))
        elif o == "skipped" and state.get(i) == "passed":
            state[i] = "skipped"
unfinished = [i for i in started if i not in finished]
for i in unfinished:
    state[i] = "error"; msg.setdefault(i, "crash or time limit: the test did not finish")
c = collections.Counter(state.values())
print("passed %d failed %d error %d skipped %d" % (c["passed"], c["failed"], c["error"], c["skipped"]))
if unfinished:
    print("not finished (crash or time limit): %s" % unfinished[-1])
common = collections.Counter(msg.values()).most_common(20)
if common:
    print("most common failure messages:")
    for m, n in common:
        print("%6d  %s" % (n, m))
PYEOF
  return "$rc"
}
