#!/usr/bin/env python3
"""A stand-in for one side of a suite (scripts/dpctl-suite.sh ... --no-judge),
used by test_difftest.py to drive scripts/difftest.py end to end.

The scenario is a JSON file named by $FAKE_SCENARIO:
  {"syclrt": SIDE, "stock": SIDE}
  SIDE = {"tests": {NODEID: OUTCOME}, "rc_missing": bool, "hang_at": NODEID}
  OUTCOME = "passed" | "skipped" | "crash" | ["failed", WHEN, EXC, WHERE]
A test whose outcome is "crash" ends the process as a crash would (the last
"start" has no "finish", exit status 134). hang_at ends it as the time limit
would (status 124). rc_missing: the side never reached pytest (no .rc file).
Each invocation is appended to $FAKE_LOG as one JSON line.
"""

import json
import os
import sys


def main(argv):
    outcomes = ids = None
    stock = False
    ignores = []
    i = 0
    while i < len(argv):
        a = argv[i]
        if a == "--outcomes":
            outcomes = argv[i + 1]
            i += 1
        elif a == "--ids":
            ids = argv[i + 1]
            i += 1
        elif a == "--stock":
            stock = True
        elif a.startswith("--ignore="):
            ignores.append(a.split("=", 1)[1])
        i += 1
    with open(os.environ["FAKE_SCENARIO"], encoding="utf-8") as f:
        scen = json.load(f)
    side = scen["stock" if stock else "syclrt"]
    root = "/fake/root"
    wanted = None
    if ids:
        with open(ids, encoding="utf-8") as f:
            wanted = [ln.strip() for ln in f if ln.strip()]
    with open(os.environ["FAKE_LOG"], "a", encoding="utf-8") as f:
        f.write(json.dumps({"stock": stock, "ids": wanted, "ignores": ignores}) + "\n")
    if side.get("rc_missing"):
        return 2
    out = open(outcomes, "w", encoding="utf-8")

    def w(rec):
        out.write(json.dumps(rec) + "\n")
        out.flush()

    def selected(nid):
        path = os.path.join(root, nid)
        if any(path == p or path.startswith(p + "::") for p in (os.path.join(root, x) if not x.startswith("/") else x for x in ignores)):
            return False
        if wanted is None:
            return True
        return any(path == p or path.startswith(p + "::") for p in wanted)

    w({"ev": "session", "root": root})
    rc = 0
    for nid, oc in side["tests"].items():
        if not selected(nid):
            continue
        w({"ev": "start", "id": nid})
        if side.get("hang_at") == nid:
            rc = 124
            break
        if oc == "crash":
            rc = 134
            break
        if isinstance(oc, list):
            _, when, exc, where = oc
            w({"ev": "report", "id": nid, "when": when, "outcome": "failed", "exc": exc, "where": where})
            rc = 1
        elif oc == "skipped":
            w({"ev": "report", "id": nid, "when": "setup", "outcome": "skipped"})
        else:
            w({"ev": "report", "id": nid, "when": "call", "outcome": "passed"})
        w({"ev": "finish", "id": nid})
    out.close()
    with open(outcomes + ".rc", "w", encoding="utf-8") as f:
        f.write("%d\n" % rc)
    return rc


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
