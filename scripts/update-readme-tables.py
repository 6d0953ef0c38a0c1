#!/usr/bin/env python3
"""Regenerates the status-code and environment-variable tables of
docs/reference.md (the README links them) from include/syclrt.h and
`syclrt-info --env`, between the markers <!-- status-table:begin/end -->
and <!-- env-table:begin/end -->. tests/docs.rs fails when the tables and
the code disagree."""
import re, subprocess, sys, pathlib

root = pathlib.Path(__file__).resolve().parent.parent
header = (root / "include/syclrt.h").read_text()
m = re.search(r"enum syclrt_status\b[^{]*\{(.*?)\};", header, re.S)
body = m.group(1)
rows, doc = [], []
for line in body.splitlines():
    line = line.strip()
    if line.startswith("//"):
        doc.append(line.lstrip("/ ").strip())
    elif line.startswith("SYCLRT_STATUS_"):
        name, num = re.match(r"(SYCLRT_STATUS_\w+) = (-?\d+)", line).groups()
        rows.append(f"| {num} | `{name}` | {' '.join(doc).replace('|', '/')} |")
        doc = []
status = "| code | name | meaning |\n|---:|---|---|\n" + "\n".join(rows)

info = root / "target/debug/syclrt-info"
if not info.exists():
    subprocess.run(["cargo", "build", "--bin", "syclrt-info"], cwd=root, check=True)
out = subprocess.run([str(info), "--env"], capture_output=True, text=True, check=True).stdout
env_rows, cur = [], None
for line in out.splitlines():
    if not line.startswith(" "):
        cur = [line.strip(), "", ""]
        env_rows.append(cur)
    elif line.strip().startswith("default:"):
        cur[1] = line.strip()[len("default:"):].strip()
    else:
        cur[2] = line.strip()
env = "| variable | default | meaning |\n|---|---|---|\n" + "\n".join(f"| `{n}` | {d} | {t.replace('|', '/')} |" for n, d, t in env_rows)

doc = root / "docs/reference.md"
readme = doc.read_text()
def put(text, tag, table):
    return re.sub(rf"(<!-- {tag}:begin -->).*?(<!-- {tag}:end -->)", lambda mm: mm.group(1) + "\n" + table + "\n" + mm.group(2), text, flags=re.S)
readme = put(readme, "status-table", status)
readme = put(readme, "env-table", env)
doc.write_text(readme)
print("docs/reference.md tables updated:", len(rows), "statuses,", len(env_rows), "variables")
