#!/usr/bin/env python3
"""dpnp 0.20's tensor tests (dpnp/tests/tensor), each test file in its own
process, with a time limit per file, several files at once; records each
file's outcome (issue 37: the GPU suite runs dpnp's tensor tests file by
file). Run it in the environment of `scripts/gpu-ptx.sh run script` (which
sets DPNP_SITE to the bare dpnp package of `prepare --only dpnp`).

  dpnp-tensor-files.py --out DIR [--jobs J] [--timeout S] [-k EXPR] [FILE...]

FILE: paths relative to dpnp/tests/tensor (default: every test_*.py).
Writes DIR/<file>.jsonl (scripts/pytest_outcomes.py records), DIR/<file>.log,
DIR/files.json (per file: exit code, passed, failed, error, skipped, the
test left unfinished when the process died) and prints one line per file and
`files: N ran, N aborted, N timed out; tests: N passed, N failed, N error, N skipped`.
"""
import argparse
import collections
import concurrent.futures as cf
import json
import os
import subprocess
import sys
import time


def outcomes(path):
    started, finished, state, msg = [], set(), {}, {}
    if os.path.exists(path):
        for line in open(path, encoding="utf-8", errors="replace"):
            try:
                r = json.loads(line)
            except ValueError:
                continue
            ev, i = r.get("ev"), r.get("id")
            if ev == "start":
                started.append(i)
                state.setdefault(i, "passed")
            elif ev == "finish":
                finished.add(i)
            elif ev == "report":
                o = r["outcome"]
                if o == "failed":
                    if state.get(i) != "error":
                        state[i] = "failed" if r["when"] == "call" else "error"
                    msg.setdefault(i, "%s: %s" % (r.get("exc", "?"), r.get("msg") or r.get("where", "?")))
                elif o == "skipped" and state.get(i) == "passed":
                    state[i] = "skipped"
    unfinished = [i for i in started if i not in finished]
    for i in unfinished:
        state[i] = "error"
        msg.setdefault(i, "crash or time limit: the test did not finish")
    return state, msg, unfinished


def run_file(rel, a, tests):
    name = rel.replace("/", "__").replace(".py", "")
    jl, log = os.path.join(a.out, name + ".jsonl"), os.path.join(a.out, name + ".log")
    open(jl, "w").close()
    env = dict(os.environ, DIFFTEST_OUTCOMES=jl)
    cmd = [sys.executable, "-X", "faulthandler", "-m", "pytest", "-q", "-rfE", "-p", "no:cacheprovider",
           "-p", "pytest_outcomes", "-o", "faulthandler_timeout=%d" % max(60, a.timeout - 30), rel]
    if a.k:
        cmd[-1:-1] = ["-k", a.k]
    cmd[-1:-1] = a.pytest_arg
    t0 = time.time()
    with open(log, "w") as lf:
        try:
            rc = subprocess.run(cmd, cwd=tests, env=env, stdout=lf, stderr=subprocess.STDOUT, timeout=a.timeout).returncode
        except subprocess.TimeoutExpired:
            rc = "timeout"
    dt = time.time() - t0
    state, msg, unfinished = outcomes(jl)
    c = collections.Counter(state.values())
    aborted = rc not in (0, 1, 5, "timeout")
    tail = ""
    if aborted or rc == "timeout":
        try:
            tail = "".join(open(log, errors="replace").readlines()[-6:])
        except OSError:
            pass
    return {"file": rel, "rc": rc, "seconds": round(dt, 1), "passed": c["passed"], "failed": c["failed"],
            "error": c["error"], "skipped": c["skipped"], "aborted": aborted, "unfinished": unfinished[-1:] or None,
            "failures": sorted(i for i, s in state.items() if s in ("failed", "error")),
            "messages": collections.Counter(msg.values()).most_common(5), "tail": tail}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--jobs", type=int, default=4)
    ap.add_argument("--timeout", type=int, default=900)
    ap.add_argument("-k", default="")
    ap.add_argument("--pytest-arg", action="append", default=[], help="passed to pytest (repeatable), e.g. -s")
    ap.add_argument("files", nargs="*")
    a = ap.parse_args()
    site = os.environ.get("DPNP_SITE")
    if not site:
        sys.exit("DPNP_SITE is not set (run through scripts/gpu-ptx.sh run script, with the dpnp bundle)")
    tests = os.path.join(site, "dpnp", "tests", "tensor")
    os.makedirs(a.out, exist_ok=True)
    files = a.files or sorted(os.path.relpath(os.path.join(d, f), tests)
                              for d, _, fs in os.walk(tests) for f in fs
                              if f.startswith("test_") and f.endswith(".py"))
    res = []
    with cf.ThreadPoolExecutor(a.jobs) as ex:
        futs = {ex.submit(run_file, f, a, tests): f for f in files}
        for fu in cf.as_completed(futs):
            r = fu.result()
            res.append(r)
            with open(os.path.join(a.out, "files.json"), "w") as f:
                json.dump(res, f, indent=1)
            flag = "ABORT" if r["aborted"] else ("TIMEOUT" if r["rc"] == "timeout" else "")
            print("%-60s rc %-7s %4d passed %4d failed %3d error %4d skipped %6.1fs %s %s" % (
                r["file"], r["rc"], r["passed"], r["failed"], r["error"], r["skipped"], r["seconds"], flag,
                r["unfinished"][0] if r["unfinished"] else ""), flush=True)
    res.sort(key=lambda r: r["file"])
    with open(os.path.join(a.out, "files.json"), "w") as f:
        json.dump(res, f, indent=1)
    t = collections.Counter()
    for r in res:
        for k in ("passed", "failed", "error", "skipped"):
            t[k] += r[k]
    ab = sum(r["aborted"] for r in res)
    to = sum(r["rc"] == "timeout" for r in res)
    print("files: %d ran, %d aborted, %d timed out; tests: %d passed, %d failed, %d error, %d skipped" % (
        len(res), ab, to, t["passed"], t["failed"], t["error"], t["skipped"]))


if __name__ == "__main__":
    main()
