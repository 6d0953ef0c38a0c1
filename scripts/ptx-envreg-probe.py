#!/usr/bin/env python3
# Probe of NVIDIA's launch registers (%envreg0..9) for split grids (docs/ptx.md).
# Run on the GPU machine from the repository root: OCL_ICD_VENDORS=<dir with nvidia.icd> python3 scripts/ptx-envreg-probe.py
import importlib.util, sys, numpy as np, collections
spec = importlib.util.spec_from_file_location("chk", "scripts/ptx-gpu-check.py")
chk = importlib.util.module_from_spec(spec); sys.argv=["x","--none"]; spec.loader.exec_module(chk)
regs = "".join(f"  mov.u32 %r{i}, %envreg{i};\n  st.global.u32 [%rd3+{4*i}], %r{i};\n" for i in range(10))
ptx = f""".version 7.8
.target sm_90
.address_size 64
.entry probe(.param .u64 .ptr .global .align 4 out)
{{
  .reg .b32 %r<20>;
  .reg .b64 %rd<8>;
  ld.param.u64 %rd1, [out];
  atom.global.add.u32 %r12, [%rd1], 1;
  add.u32 %r12, %r12, 1;
  mul.wide.u32 %rd2, %r12, 64;
  add.u64 %rd3, %rd1, %rd2;
  mov.u32 %r10, %ctaid.y;
  mov.u32 %r11, %nctaid.y;
{regs}  st.global.u32 [%rd3+40], %r10;
  st.global.u32 [%rd3+44], %r11;
  ret;
}}
"""
prog, e = chk.build(ptx.encode())
print("build", prog is not None, e)
for n in (3, 70000, 140000):
    out, = chk.run(prog, "probe", [np.zeros((n + 1) * 16, np.uint32)], [1, n], [1, 1])
    rec = out.reshape(-1, 16)[1:out[0] + 1]
    print("launch groups y =", n, "records", out[0])
    d = collections.defaultdict(list)
    for r in rec:
        d[tuple(r[:10]) + (r[11],)].append(r[10])
    for k, v in list(sorted(d.items()))[:8]:
        print("  envreg0..9", list(k[:10]), "nctaid.y", k[10], "ctaid.y range", min(v), max(v), "count", len(v))
