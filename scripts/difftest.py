#!/usr/bin/env python3
"""The differential rule for the suites run through a DPC++ face.

A test that fails through syclrt fails the step, unless the stock plugin or
adapter, run in the same step on the same machine, fails the same test the
same way (same phase, same exception type at the same file:line). A crash or
hang of syclrt is never excused, except a crash that the stock runtime shares
at the same test: then that file is reported and the rest of the suite runs
without it. Stock that could not run excuses nothing.

    scripts/difftest.py run [--known FILE] [--max-crash-files N] -- SIDE_COMMAND...

SIDE_COMMAND runs one side of the suite (scripts/dpctl-suite.sh ... --no-judge);
this script appends, before any `--` in it:
    --outcomes FILE      record outcomes (scripts/pytest_outcomes.py), pytest's
                         exit status in FILE.rc
    --stock              run the stock plugin/adapter instead of syclrt
    --ids FILE           run only these node ids (one a line)
and after it (pytest arguments) `--ignore=PATH` for files left out.
The judgement itself is `judge()`, a pure function of recorded outcomes,
tested by scripts/tests/test_difftest.py.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field

# pytest: 0 all passed, 1 some failed, 5 none collected. 124/137: the time
# limit of `timeout` (a hang). Anything else: interrupted, internal error, or
# killed by a signal (a crash).
TIMEOUT_RCS = (124, 137)


@dataclass
class Run:
    """One side's run, as recorded: pytest's exit status and each test's outcome."""

    rc: object  # int, or None when the side never reached pytest ("could not run")
    root: str = ""
    started: list = field(default_factory=list)  # node ids, in order
    finished: set = field(default_factory=set)
    reports: dict = field(default_factory=dict)  # node id -> list of report records

    @property
    def timed_out(self):
        return self.rc in TIMEOUT_RCS

    @property
    def ran(self):
        return self.rc is not None

    @property
    def crashed(self):
        return self.ran and not self.timed_out and self.rc not in (0, 1, 5)

    @property
    def interrupted_at(self):
        """The test that was running when the process died, if any."""
        for nid in reversed(self.started):
            if nid not in self.finished:
                return nid
        return None

    def result(self, nid):
        """(outcome, detail) of one test: outcome is passed, failed, skipped,
        crashed (the process died in it) or None (never ran)."""
        recs = self.reports.get(nid)
        if recs is None:
            if nid in self.started and nid not in self.finished:
                return "crashed", None
            return None, None
        failed = [r for r in recs if r["outcome"] == "failed"]
        if failed:
            r = failed[0]
            return "failed", (r["when"], r.get("exc", "?"), r.get("where", "?"))
        if any(r["outcome"] == "skipped" for r in recs):
            return "skipped", None
        return "passed", None

    def failures(self):
        return [n for n in self.reports if self.result(n)[0] == "failed"]

    def passed_count(self):
        return sum(1 for n in self.reports if self.result(n)[0] == "passed")


def load_run(path):
    """Reads an outcomes file and its .rc; a side that left no .rc never ran pytest."""
    rc = None
    try:
        with open(path + ".rc", encoding="utf-8") as f:
            rc = int(f.read().strip())
    except (OSError, ValueError):
        rc = None
    run = Run(rc=rc)
    try:
        with open(path, encoding="utf-8") as f:
            lines = f.readlines()
    except OSError:
        lines = []
    for line in lines:
        try:
            rec = json.loads(line)
        except ValueError:
            continue  # a line cut by the crash itself
        ev = rec.get("ev")
        if ev == "session":
            run.root = rec.get("root", "")
        elif ev == "start":
            run.started.append(rec["id"])
        elif ev == "finish":
            run.finished.add(rec["id"])
        elif ev == "report":
            run.reports.setdefault(rec["id"], []).append(rec)
    return run


def describe(outcome, detail):
    if outcome == "failed":
        when, exc, where = detail
        return "failed in %s: %s at %s" % (when, exc, where)
    return {None: "did not run", "crashed": "crashed the process"}.get(outcome, outcome)


@dataclass
class Verdict:
    ok: bool
    lines: list  # the report, one line per excused or failing test or file
    failing: list  # node ids (or files) that fail the step


def judge(syc, stock, known=(), shared_crash_files=(), syclrt_crash=None):
    """The rule. syc: syclrt's final run; stock: the stock run over syclrt's
    failures (None if none was needed or possible); known: node ids listed as
    known limits of the device (PoCL), excused whatever stock does; shared
    crash files: files where both sides crashed at the same test (excused,
    reported); syclrt_crash: (node id, stock's outcome) of a crash of syclrt
    that stock does not share."""
    lines, failing = [], []
    for f, nid in shared_crash_files:
        lines.append("excused file: %s (both syclrt and stock crash the process at %s; the rest ran without it)" % (f, nid))
    if not syc.ran:
        return Verdict(False, lines + ["FAIL: the syclrt side did not run"], ["<syclrt did not run>"])
    if syc.timed_out:
        at = syc.interrupted_at or "?"
        return Verdict(False, lines + ["FAIL: syclrt hung (time limit) at %s: never excused" % at], [at])
    if syclrt_crash is not None:
        nid, stock_desc = syclrt_crash
        return Verdict(False, lines + ["FAIL: syclrt crashed the process at %s; stock: %s" % (nid, stock_desc)], [nid])
    if syc.crashed:
        at = syc.interrupted_at or "?"
        return Verdict(False, lines + ["FAIL: syclrt's pytest ended with status %s at %s: never excused" % (syc.rc, at)], [at])
    if syc.passed_count() == 0:
        return Verdict(False, lines + ["FAIL: no test passed through syclrt (nothing ran?)"], ["<no test passed>"])
    for nid in sorted(syc.failures()):
        mine = syc.result(nid)
        theirs = (None, None)
        if stock is not None and stock.ran and not stock.timed_out:
            theirs = stock.result(nid)
        elif stock is not None and stock.timed_out:
            theirs = ("hung", None) if nid == stock.interrupted_at else (None, None)
        beside = "syclrt: %s; stock: %s" % (describe(*mine), describe(*theirs))
        if nid in known:
            lines.append("excused: %s (listed known limit of the device) -- %s" % (nid, beside))
        elif theirs[0] == "failed" and theirs[1] == mine[1]:
            lines.append("excused: %s (stock fails it the same way) -- %s" % (nid, beside))
        elif stock is None or not stock.ran or theirs[0] is None:
            lines.append("FAIL: %s (stock could not run it) -- %s" % (nid, beside))
            failing.append(nid)
        elif theirs[0] == "passed":
            lines.append("FAIL: %s (passes with stock) -- %s" % (nid, beside))
            failing.append(nid)
        else:
            lines.append("FAIL: %s (stock does not fail it the same way) -- %s" % (nid, beside))
            failing.append(nid)
    return Verdict(not failing, lines, failing)


# --- running the sides -------------------------------------------------------


def side_command(base, outcomes, stock=False, ids=None, ignores=()):
    if "--" in base:
        i = base.index("--")
        head, tail = base[:i], base[i + 1 :]
    else:
        head, tail = base, []
    opts = ["--outcomes", outcomes]
    if stock:
        opts.append("--stock")
    if ids is not None:
        opts += ["--ids", ids]
    extra = tail + ["--ignore=%s" % p for p in ignores]
    return head + opts + (["--"] + extra if extra else [])


def run_side(base, workdir, tag, stock=False, ids=None, ignores=()):
    out = os.path.join(workdir, tag + ".jsonl")
    idfile = None
    if ids is not None:
        idfile = os.path.join(workdir, tag + ".ids")
        with open(idfile, "w", encoding="utf-8") as f:
            f.write("".join(i + "\n" for i in ids))
    cmd = side_command(base, out, stock=stock, ids=idfile, ignores=ignores)
    print("difftest: running %s side (%s): %s" % ("stock" if stock else "syclrt", tag, " ".join(cmd)), flush=True)
    subprocess.run(cmd, check=False)
    return load_run(out)


def rooted(run, nid):
    """A node id as a path pytest accepts from any working directory."""
    return os.path.join(run.root, nid) if run.root else nid


def file_of(nid):
    return nid.split("::", 1)[0]


def orchestrate(base, known, max_crash_files=5):
    work = tempfile.mkdtemp(prefix="difftest.")
    ignores, shared = [], []
    syc = run_side(base, work, "syclrt-0")
    syclrt_crash = None
    while syc.crashed and len(shared) < max_crash_files:
        at = syc.interrupted_at
        if at is None:
            break
        f = file_of(at)
        # Does stock crash at the same test? First its file alone, then (the
        # crash may need the state the earlier files left) the same selection.
        st = run_side(base, work, "stock-crash-%d-file" % len(shared), stock=True, ids=[rooted(syc, f)], ignores=ignores)
        if not (st.crashed and st.interrupted_at == at):
            st = run_side(base, work, "stock-crash-%d-all" % len(shared), stock=True, ignores=ignores)
        if st.crashed and st.interrupted_at == at:
            shared.append((f, at))
            # The files that ran to their end before F keep their results;
            # the next run goes on without them and without F.
            before = syc.started[: syc.started.index(next(n for n in syc.started if file_of(n) == f))]
            done = sorted({file_of(n) for n in before})
            kept = {n: r for n, r in syc.reports.items() if file_of(n) in done}
            ignores += [rooted(syc, x) for x in done + [f] if rooted(syc, x) not in ignores]
            nxt = run_side(base, work, "syclrt-%d" % len(shared), ignores=ignores)
            if not nxt.ran:
                syc = nxt
                break
            nxt.started = [n for n in syc.started if n in kept] + nxt.started
            nxt.finished |= set(kept)
            nxt.reports = {**kept, **nxt.reports}
            syc = nxt
        else:
            syclrt_crash = (at, describe(*st.result(at)) if st.ran else "could not run")
            break
    stock = None
    if syclrt_crash is None and syc.ran and not syc.timed_out and not syc.crashed:
        pending = sorted(syc.failures())
        rounds = 0
        while pending and rounds < 10:
            st = run_side(base, work, "stock-%d" % rounds, stock=True, ids=[rooted(syc, n) for n in pending])
            if stock is None:
                stock = st
            else:  # merge a later round's results into the first
                stock.rc = st.rc if st.rc is not None else stock.rc
                stock.started += st.started
                stock.finished |= st.finished
                stock.reports.update(st.reports)
            if not st.crashed:
                break
            # Stock died in one of them: rerun the ones it did not reach.
            done = set(st.reports) | {st.interrupted_at}
            pending = [n for n in pending if n not in done]
            rounds += 1
        if stock is not None and stock.crashed:
            stock.rc = 1  # the crash is recorded per test ("crashed"); the others ran
    v = judge(syc, stock, known=set(known), shared_crash_files=shared, syclrt_crash=syclrt_crash)
    print("difftest: %d passed, %d failed through syclrt; judged against stock in the same run:" % (syc.passed_count(), len(syc.failures())))
    for line in v.lines:
        print("difftest: " + line)
    excused = sum(1 for ln in v.lines if ln.startswith("excused"))
    print("difftest: %s (%d excused, %d failing; records in %s)" % ("PASS" if v.ok else "FAIL", excused, len(v.failing), work))
    return v


def read_known(path):
    if not path:
        return []
    with open(path, encoding="utf-8") as f:
        return [ln.strip() for ln in f if ln.strip() and not ln.startswith("#")]


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run")
    r.add_argument("--known", help="file of node ids excused as known device limits")
    r.add_argument("--max-crash-files", type=int, default=5)
    r.add_argument("side", nargs=argparse.REMAINDER)
    j = sub.add_parser("judge", help="judge two recorded runs (outcome files with their .rc), print the report")
    j.add_argument("--known", help="file of node ids excused as known device limits")
    j.add_argument("syclrt")
    j.add_argument("stock", nargs="?", help="the stock run over syclrt's failures (absent: none ran)")
    f = sub.add_parser("failures", help="print the failing node ids of a recorded run, rooted")
    f.add_argument("run")
    a = ap.parse_args(argv)
    if a.cmd == "failures":
        r = load_run(a.run)
        for n in sorted(r.failures()):
            print(rooted(r, n))
        return 0
    if a.cmd == "judge":
        syc = load_run(a.syclrt)
        stock = load_run(a.stock) if a.stock else None
        v = judge(syc, stock, known=set(read_known(a.known)))
        print("difftest: %d passed, %d failed through syclrt; judged against stock in the same run:" % (syc.passed_count(), len(syc.failures())))
        for line in v.lines:
            print("difftest: " + line)
        print("difftest: %s" % ("PASS" if v.ok else "FAIL"))
        return 0 if v.ok else 1
    side = a.side[1:] if a.side[:1] == ["--"] else a.side
    if not side:
        ap.error("run: the side command is missing")
    v = orchestrate(side, read_known(a.known), a.max_crash_files)
    return 0 if v.ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
