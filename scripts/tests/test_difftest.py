#!/usr/bin/env python3
"""Tests of the differential rule (scripts/difftest.py) on recorded outcomes.

Run: python3 scripts/tests/test_difftest.py [PYTHON_WITH_PYTEST]
Two layers:
  * judge() on hand-made runs: each outcome of the rule;
  * difftest.py end to end, driving tests/fake_side.py (a side that replays a
    scenario: failures, crashes, hangs, a side that cannot run), checking both
    the verdict and which sides it ran with which node ids;
  * the pytest plugin on a real pytest run (a real crash by os.abort), when a
    Python with pytest is given (CI passes the Intel venv's).
The runner fails unless every test ran (none skipped, none missing), so the
file cannot pass vacuously.
"""

import json
import os
import subprocess
import sys
import tempfile
import textwrap
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPTS = os.path.dirname(HERE)
sys.path.insert(0, SCRIPTS)
import difftest  # noqa: E402

FAIL_A = ["failed", "call", "AssertionError", "test_k.py:42"]


def run_of(rc, tests, root="/r"):
    """A Run as load_run would give it, from {id: outcome} (fake_side's format)."""
    r = difftest.Run(rc=rc, root=root)
    for nid, oc in tests.items():
        r.started.append(nid)
        if oc == "crash":
            break
        if isinstance(oc, list):
            _, when, exc, where = oc
            r.reports[nid] = [{"outcome": "failed", "when": when, "exc": exc, "where": where}]
        else:
            r.reports[nid] = [{"outcome": oc, "when": "call"}]
        r.finished.add(nid)
    return r


class Judge(unittest.TestCase):
    def test_syclrt_fails_stock_passes_fails_the_step(self):
        syc = run_of(1, {"t.py::a": "passed", "t.py::b": FAIL_A})
        stock = run_of(0, {"t.py::b": "passed"})
        v = difftest.judge(syc, stock)
        self.assertFalse(v.ok)
        self.assertEqual(v.failing, ["t.py::b"])
        self.assertIn("passes with stock", v.lines[0])

    def test_both_fail_the_same_way_is_excused_and_reported(self):
        syc = run_of(1, {"t.py::a": "passed", "t.py::b": FAIL_A})
        stock = run_of(1, {"t.py::b": FAIL_A})
        v = difftest.judge(syc, stock)
        self.assertTrue(v.ok)
        self.assertEqual(v.failing, [])
        self.assertEqual(len(v.lines), 1)
        self.assertTrue(v.lines[0].startswith("excused: t.py::b (stock fails it the same way)"))
        self.assertIn("stock: failed in call: AssertionError at test_k.py:42", v.lines[0])

    def test_failing_another_way_is_not_excused(self):
        syc = run_of(1, {"t.py::a": "passed", "t.py::b": FAIL_A})
        for other in (["failed", "call", "AssertionError", "test_k.py:43"],
                      ["failed", "call", "RuntimeError", "test_k.py:42"],
                      ["failed", "setup", "AssertionError", "test_k.py:42"]):
            v = difftest.judge(syc, run_of(1, {"t.py::b": other}))
            self.assertFalse(v.ok, other)
            self.assertIn("not fail it the same way", v.lines[0])

    def test_stock_skips_it_is_not_excused(self):
        syc = run_of(1, {"t.py::a": "passed", "t.py::b": FAIL_A})
        v = difftest.judge(syc, run_of(0, {"t.py::b": "skipped"}))
        self.assertFalse(v.ok)

    def test_syclrt_crash_fails_the_step(self):
        syc = run_of(134, {"t.py::a": "passed", "t.py::b": "crash"})
        v = difftest.judge(syc, None)
        self.assertFalse(v.ok)
        self.assertEqual(v.failing, ["t.py::b"])
        self.assertIn("never excused", v.lines[0])

    def test_syclrt_crash_not_shared_by_stock_fails_the_step(self):
        syc = run_of(134, {"t.py::a": "passed", "t.py::b": "crash"})
        v = difftest.judge(syc, None, syclrt_crash=("t.py::b", "passed"))
        self.assertFalse(v.ok)
        self.assertIn("syclrt crashed the process at t.py::b; stock: passed", v.lines[0])

    def test_syclrt_timeout_fails_the_step_even_if_stock_hangs_too(self):
        for rc in difftest.TIMEOUT_RCS:
            syc = run_of(rc, {"t.py::a": "passed", "t.py::b": "crash"})
            stock = run_of(rc, {"t.py::b": "crash"})
            v = difftest.judge(syc, stock)
            self.assertFalse(v.ok)
            self.assertIn("hung", v.lines[0])
            self.assertEqual(v.failing, ["t.py::b"])

    def test_stock_could_not_run_fails_the_step(self):
        syc = run_of(1, {"t.py::a": "passed", "t.py::b": FAIL_A})
        for stock in (None, difftest.Run(rc=None), run_of(0, {})):
            v = difftest.judge(syc, stock)
            self.assertFalse(v.ok)
            self.assertIn("stock could not run it", v.lines[0])

    def test_stock_hanging_excuses_nothing(self):
        syc = run_of(1, {"t.py::a": "passed", "t.py::b": FAIL_A})
        v = difftest.judge(syc, run_of(124, {"t.py::b": "crash"}))
        self.assertFalse(v.ok)

    def test_known_limits_are_excused_with_stocks_result_beside(self):
        syc = run_of(1, {"t.py::a": "passed", "t.py::b": FAIL_A, "t.py::c": FAIL_A})
        stock = run_of(0, {"t.py::b": "passed", "t.py::c": "passed"})
        v = difftest.judge(syc, stock, known={"t.py::b"})
        self.assertFalse(v.ok)  # c is not listed
        self.assertEqual(v.failing, ["t.py::c"])
        self.assertIn("excused: t.py::b (listed known limit", v.lines[0])
        self.assertIn("stock: passed", v.lines[0])

    def test_shared_crash_file_is_reported(self):
        syc = run_of(0, {"t.py::a": "passed"})
        v = difftest.judge(syc, None, shared_crash_files=[("x.py", "x.py::t")])
        self.assertTrue(v.ok)
        self.assertIn("excused file: x.py", v.lines[0])

    def test_a_run_where_nothing_passed_fails(self):
        self.assertFalse(difftest.judge(run_of(5, {}), None).ok)
        self.assertFalse(difftest.judge(difftest.Run(rc=None), None).ok)

    def test_all_passed_needs_no_stock(self):
        v = difftest.judge(run_of(0, {"t.py::a": "passed"}), None)
        self.assertTrue(v.ok)
        self.assertEqual(v.lines, [])


class EndToEnd(unittest.TestCase):
    """difftest.py run -- fake_side.py: the orchestration and its exit status."""

    def go(self, scenario):
        d = tempfile.mkdtemp()
        with open(os.path.join(d, "scen.json"), "w") as f:
            json.dump(scenario, f)
        env = dict(os.environ, FAKE_SCENARIO=os.path.join(d, "scen.json"), FAKE_LOG=os.path.join(d, "calls.jsonl"))
        p = subprocess.run([sys.executable, os.path.join(SCRIPTS, "difftest.py"), "run", "--",
                            sys.executable, os.path.join(HERE, "fake_side.py")],
                           env=env, capture_output=True, text=True, timeout=120)
        with open(os.path.join(d, "calls.jsonl")) as f:
            calls = [json.loads(x) for x in f]
        return p.returncode, p.stdout, calls

    def test_excused_failure_reruns_only_the_failing_ids_on_stock(self):
        rc, out, calls = self.go({
            "syclrt": {"tests": {"t.py::a": "passed", "t.py::b": FAIL_A, "u.py::c": "passed"}},
            "stock": {"tests": {"t.py::a": "passed", "t.py::b": FAIL_A, "u.py::c": "passed"}}})
        self.assertEqual(rc, 0, out)
        self.assertEqual([c["stock"] for c in calls], [False, True])
        self.assertEqual(calls[1]["ids"], ["/fake/root/t.py::b"])
        self.assertIn("difftest: excused: t.py::b (stock fails it the same way)", out)
        self.assertIn("difftest: PASS (1 excused, 0 failing", out)

    def test_failure_that_passes_with_stock_fails(self):
        rc, out, _ = self.go({
            "syclrt": {"tests": {"t.py::a": "passed", "t.py::b": FAIL_A}},
            "stock": {"tests": {"t.py::a": "passed", "t.py::b": "passed"}}})
        self.assertEqual(rc, 1, out)
        self.assertIn("FAIL: t.py::b (passes with stock)", out)

    def test_crash_shared_with_stock_runs_the_rest_without_that_file(self):
        tests = {"a.py::x": "passed", "a.py::q": FAIL_A, "f.py::y": "crash", "z.py::w": FAIL_A, "z.py::v": "passed"}
        rc, out, calls = self.go({"syclrt": {"tests": tests}, "stock": {"tests": tests}})
        self.assertEqual(rc, 0, out)
        self.assertIn("excused file: f.py (both syclrt and stock crash the process at f.py::y", out)
        self.assertIn("excused: z.py::w", out)
        self.assertIn("excused: a.py::q", out)  # a result from before the crash, kept
        self.assertIn("difftest: 2 passed, 2 failed through syclrt", out)
        # syclrt, stock on f.py, syclrt without f.py (nor a.py, which ran to
        # its end before it), stock on the failures of both syclrt runs
        self.assertEqual([c["stock"] for c in calls], [False, True, False, True])
        self.assertEqual(calls[1]["ids"], ["/fake/root/f.py"])
        self.assertEqual(calls[2]["ignores"], ["/fake/root/a.py", "/fake/root/f.py"])
        self.assertEqual(calls[3]["ids"], ["/fake/root/a.py::q", "/fake/root/z.py::w"])

    def test_two_shared_crash_files(self):
        tests = {"a.py::x": "passed", "f.py::y": "crash", "g.py::y": "crash", "z.py::v": "passed"}
        rc, out, calls = self.go({"syclrt": {"tests": tests}, "stock": {"tests": tests}})
        self.assertEqual(rc, 0, out)
        self.assertIn("excused file: f.py", out)
        self.assertIn("excused file: g.py", out)
        self.assertEqual(calls[-1]["ignores"], ["/fake/root/a.py", "/fake/root/f.py", "/fake/root/g.py"])
        self.assertIn("difftest: 2 passed, 0 failed through syclrt", out)

    def test_crash_that_stock_does_not_share_fails(self):
        rc, out, calls = self.go({
            "syclrt": {"tests": {"a.py::x": "passed", "f.py::y": "crash"}},
            "stock": {"tests": {"a.py::x": "passed", "f.py::y": "passed"}}})
        self.assertEqual(rc, 1, out)
        self.assertIn("FAIL: syclrt crashed the process at f.py::y; stock: passed", out)
        # stock on the file alone, then on the whole selection
        self.assertEqual([c["stock"] for c in calls], [False, True, True])

    def test_hang_fails_without_asking_stock(self):
        rc, out, calls = self.go({
            "syclrt": {"tests": {"a.py::x": "passed", "f.py::y": "passed"}, "hang_at": "f.py::y"},
            "stock": {"tests": {"a.py::x": "passed", "f.py::y": "passed"}, "hang_at": "f.py::y"}})
        self.assertEqual(rc, 1, out)
        self.assertIn("FAIL: syclrt hung (time limit) at f.py::y", out)
        self.assertEqual(len(calls), 1)

    def test_stock_that_cannot_run_fails(self):
        rc, out, _ = self.go({
            "syclrt": {"tests": {"a.py::x": "passed", "t.py::b": FAIL_A}},
            "stock": {"tests": {}, "rc_missing": True}})
        self.assertEqual(rc, 1, out)
        self.assertIn("FAIL: t.py::b (stock could not run it)", out)

    def test_stock_crashing_in_one_rerun_id_still_judges_the_others(self):
        rc, out, calls = self.go({
            "syclrt": {"tests": {"a.py::x": "passed", "t.py::b": FAIL_A, "t.py::c": FAIL_A}},
            "stock": {"tests": {"t.py::b": "crash", "t.py::c": FAIL_A}}})
        self.assertEqual(rc, 1, out)  # b: syclrt fails where stock crashes: not the same way
        self.assertIn("FAIL: t.py::b (stock does not fail it the same way)", out)
        self.assertIn("excused: t.py::c", out)
        self.assertEqual(calls[2]["ids"], ["/fake/root/t.py::c"])


class JudgeCommand(unittest.TestCase):
    """`difftest.py judge` and `failures` (scripts/wheel-check.sh) on recorded files."""

    def write(self, d, name, rc, recs):
        path = os.path.join(d, name)
        with open(path, "w") as f:
            f.write(json.dumps({"ev": "session", "root": "/r"}) + "\n")
            for r in recs:
                f.write(json.dumps(r) + "\n")
        if rc is not None:
            with open(path + ".rc", "w") as f:
                f.write("%d\n" % rc)
        return path

    def test_judge_and_failures(self):
        d = tempfile.mkdtemp()
        fail = {"ev": "report", "id": "t.py::b", "when": "call", "outcome": "failed", "exc": "AssertionError", "where": "t.py:3"}
        ok = {"ev": "report", "id": "t.py::a", "when": "call", "outcome": "passed"}
        syc = self.write(d, "s", 1, [{"ev": "start", "id": "t.py::a"}, ok, {"ev": "finish", "id": "t.py::a"},
                                     {"ev": "start", "id": "t.py::b"}, fail, {"ev": "finish", "id": "t.py::b"}])
        same = self.write(d, "same", 1, [{"ev": "start", "id": "t.py::b"}, fail, {"ev": "finish", "id": "t.py::b"}])
        passes = self.write(d, "passes", 0, [{"ev": "start", "id": "t.py::b"}, dict(fail, outcome="passed"),
                                             {"ev": "finish", "id": "t.py::b"}])
        never = self.write(d, "never", None, [])
        tool = [sys.executable, os.path.join(SCRIPTS, "difftest.py")]
        out = subprocess.run(tool + ["failures", syc], capture_output=True, text=True).stdout.split()
        self.assertEqual(out, ["/r/t.py::b"])
        for stock, rc, text in ((same, 0, "excused: t.py::b"), (passes, 1, "FAIL: t.py::b (passes with stock)"),
                                (never, 1, "stock could not run it"), (None, 1, "stock could not run it")):
            p = subprocess.run(tool + ["judge", syc] + ([stock] if stock else []), capture_output=True, text=True)
            self.assertEqual(p.returncode, rc, p.stdout)
            self.assertIn(text, p.stdout)


PY_WITH_PYTEST = None


class Plugin(unittest.TestCase):
    """scripts/pytest_outcomes.py on a real pytest run, read back by load_run."""

    def test_records_failures_skips_and_the_test_a_crash_happened_in(self):
        self.assertIsNotNone(PY_WITH_PYTEST, "give a Python with pytest as the first argument")
        d = tempfile.mkdtemp()
        with open(os.path.join(d, "test_s.py"), "w") as f:
            f.write(textwrap.dedent("""
                import os, pytest
                def test_ok(): assert 1
                def test_bad(): assert 1 == 2
                def test_raises(): raise ValueError("x")
                @pytest.fixture
                def broken(): raise KeyError("k")
                def test_setup_error(broken): pass
                @pytest.mark.skip(reason="r")
                def test_skip(): pass
                def test_zcrash(): os.abort()
                def test_zz_never(): pass
            """))
        out = os.path.join(d, "o.jsonl")
        env = dict(os.environ, PYTHONPATH=SCRIPTS, DIFFTEST_OUTCOMES=out)
        p = subprocess.run([PY_WITH_PYTEST, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "pytest_outcomes", d],
                           cwd=d, env=env, capture_output=True, text=True, timeout=120)
        with open(out + ".rc", "w") as f:
            f.write(str(p.returncode if p.returncode >= 0 else 128 - p.returncode))
        r = difftest.load_run(out)
        self.assertTrue(r.crashed, (p.returncode, p.stdout[-2000:], p.stderr[-2000:]))
        self.assertEqual(r.interrupted_at, "test_s.py::test_zcrash")
        self.assertEqual(r.result("test_s.py::test_ok"), ("passed", None))
        self.assertEqual(r.result("test_s.py::test_bad")[0], "failed")
        when, exc, where = r.result("test_s.py::test_bad")[1]
        self.assertEqual((when, exc), ("call", "AssertionError"))
        self.assertRegex(where, r"^test_s\.py:\d+$")
        self.assertEqual(r.result("test_s.py::test_raises")[1][:2], ("call", "ValueError"))
        self.assertEqual(r.result("test_s.py::test_setup_error")[1][:2], ("setup", "KeyError"))
        self.assertEqual(r.result("test_s.py::test_skip"), ("skipped", None))
        self.assertEqual(r.result("test_s.py::test_zz_never"), (None, None))
        self.assertEqual(r.result("test_s.py::test_zcrash"), ("crashed", None))
        self.assertEqual(r.root, os.path.realpath(d))


if __name__ == "__main__":
    if len(sys.argv) > 1:
        PY_WITH_PYTEST = sys.argv.pop(1)
    suite = unittest.defaultTestLoader.loadTestsFromModule(sys.modules[__name__])
    expected = suite.countTestCases()
    res = unittest.TextTestRunner(verbosity=2).run(suite)
    ran_ok = res.testsRun - len(res.failures) - len(res.errors) - len(res.skipped)
    print("%d passed, %d failed" % (ran_ok, expected - ran_ok))
    sys.exit(0 if res.wasSuccessful() and not res.skipped and res.testsRun == expected and expected >= 20 else 1)
