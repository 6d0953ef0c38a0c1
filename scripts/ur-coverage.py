#!/usr/bin/env python3
"""Which UR entries syclrt implements and which answer
UR_RESULT_ERROR_UNSUPPORTED_FEATURE (the trait default of src/ffi/ur/gen/api.rs
kept): prints a Markdown list per DDI table. docs/ur.md holds its output.

    scripts/ur-coverage.py
"""
import glob
import os
import re
from collections import defaultdict

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
api = open(os.path.join(root, "src/ffi/ur/gen/api.rs")).read()
impl = "".join(open(f).read() for f in glob.glob(os.path.join(root, "src/ffi/ur/*.rs")))
by_trait = defaultdict(list)
for m in re.finditer(r"pub trait (\w+)Api \{(.*?)\n\}", api, re.S):
    for n in re.findall(r"unsafe fn (ur\w+)\(", m.group(2)):
        by_trait[m.group(1)].append(n)
total = sum(len(v) for v in by_trait.values())
done = {n for v in by_trait.values() for n in v if re.search(r"unsafe fn %s\(" % n, impl)}
print(f"{len(done)} of {total} entries implemented; the others answer UR_RESULT_ERROR_UNSUPPORTED_FEATURE:\n")
for t in sorted(by_trait):
    missing = [n for n in by_trait[t] if n not in done]
    if not missing:
        continue
    if len(missing) == len(by_trait[t]):
        print(f"- **{t}**: the whole table ({len(missing)} entries)")
    else:
        print(f"- **{t}**: " + ", ".join(f"`{n}`" for n in missing))
