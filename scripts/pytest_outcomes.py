"""pytest plugin: records each test's outcome as JSON lines, for scripts/difftest.py.

Loaded with `-p pytest_outcomes` (scripts/ on PYTHONPATH); writes to the file
named by $DIFFTEST_OUTCOMES. Every line is flushed before the test goes on, so
when the process dies (a crash inside a runtime, a SIGKILL at a time limit)
the file still says which test was running: the last "start" without its
"finish".

Records:
  {"ev": "session", "root": "/abs/rootdir"}
  {"ev": "start", "id": NODEID}
  {"ev": "report", "id": NODEID, "when": "setup|call|teardown",
   "outcome": "passed|failed|skipped", "where": "file.py:LINE", "exc": "TypeName",
   "msg": "first line of the message (at most 300 characters)"}
  {"ev": "finish", "id": NODEID}
"""

import json
import os

_out = None


def _write(rec):
    global _out
    if _out is None:
        path = os.environ.get("DIFFTEST_OUTCOMES")
        _out = open(path, "a", buffering=1, encoding="utf-8") if path else False
    if _out:
        _out.write(json.dumps(rec) + "\n")
        _out.flush()


def _exc_type(message):
    # reprcrash.message is "TypeName: text" (or "assert ..." for a bare
    # assertion rewritten by pytest, which is an AssertionError).
    first = (message or "").strip().splitlines()[0] if message and message.strip() else ""
    head = first.split(":", 1)[0].strip()
    if not head or " " in head:
        return "AssertionError" if first.startswith("assert") else (head.split(" ", 1)[0] or "?")
    return head.rsplit(".", 1)[-1]


def _first_line(message):
    lines = (message or "").strip().splitlines()
    return lines[0][:300] if lines else ""


def pytest_sessionstart(session):
    _write({"ev": "session", "root": str(session.config.rootpath)})


def pytest_runtest_logstart(nodeid, location):
    _write({"ev": "start", "id": nodeid})


def pytest_runtest_logreport(report):
    if report.when != "call" and report.outcome == "passed":
        return
    rec = {"ev": "report", "id": report.nodeid, "when": report.when, "outcome": report.outcome}
    if hasattr(report, "wasxfail"):
        rec["xfail"] = True
    if report.failed:
        crash = getattr(report.longrepr, "reprcrash", None)
        if crash is not None:
            rec["where"] = "%s:%s" % (os.path.basename(str(crash.path)), crash.lineno)
            rec["exc"] = _exc_type(crash.message)
            rec["msg"] = _first_line(crash.message)
        else:
            text = str(report.longrepr).strip().splitlines()
            rec["where"] = "?"
            rec["exc"] = _exc_type(text[-1] if text else "")
            rec["msg"] = _first_line(text[-1] if text else "")
    _write(rec)


def pytest_runtest_logfinish(nodeid, location):
    _write({"ev": "finish", "id": nodeid})


def pytest_unconfigure(config):
    global _out
    if _out:
        _out.close()
    _out = None
