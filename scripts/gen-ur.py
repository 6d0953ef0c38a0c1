#!/usr/bin/env python3
"""Generates the Unified Runtime (UR 0.12) bindings of syclrt's UR face from
the vendored headers in third_party/unified-runtime/<release>/.

    scripts/gen-ur.py            # (re)write the generated files
    scripts/gen-ur.py --check    # exit 1 if a generated file would change
    scripts/gen-ur.py --layout-c FILE   # write a C program printing the
                                        # size, alignment and field offsets of
                                        # every struct in types.rs (tests/ur_layout.rs)

Outputs (committed; tests/ur_gen.rs fails on drift):
- src/ffi/ur/gen/types.rs: handles, enums (as u32 constants), flag typedefs,
  callbacks, structs and unions of the newest release's ur_api.h (types that
  only older releases use are taken from the newest header that has them).
- src/ffi/ur/gen/api.rs: one trait per DDI table whose methods take their
  arguments as one struct (`args::<function>`) and default to
  "unsupported"; one `extern "C"` entry per UR function (every function of
  every supported release) that runs the trait method inside the UR
  boundary with tracing; the name -> entry table.
- src/ffi/ur/gen/layouts.rs: for each release generation, its DDI tables in
  the order of its `ur_dditable_t`, each with its slots in order.

"UR 0.12" is four ABIs (see docs/ur.md): the slot order of the DDI tables
changed between releases while the version number stayed. A release's layout
comes from its ur_ddi.h when the wheel ships one (2026.x); 2025.x wheels ship
only ur_api.h and ur_api_funcs.def, whose function order is the DDI order
(checked here against every release that has both), with each function's table
taken from a newer release's ur_ddi.h (a function never changes table).
"""
import os
import re
import sys
import types

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TP = os.path.join(ROOT, "third_party", "unified-runtime")
OUT = os.path.join(ROOT, "src", "ffi", "ur", "gen")

# Generations, oldest first. Each names the releases it covers; `newest` is
# the header the types come from.
GENERATIONS = [
    ("2025.2", ["2025.2.1"]),
    ("2025.3", ["2025.3.x"]),
    ("2026.1", ["2026.0.0", "2026.1.0"]),
    ("2026.2", ["2026.2.0"]),
]


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r"//[^\n]*", "", text)
    return text


# ------------------------------------------------------------------ DDI

def parse_ddi(text):
    """-> (aggregate order [(TableName, ddi_struct)], {ddi_struct: [fn names]})"""
    t = strip_comments(text)
    tables = {}
    for m in re.finditer(r"typedef struct (ur_\w+_dditable_t)\s*\{(.*?)\}\s*\1;", t, re.S):
        slots = re.findall(r"ur_pfn(\w+)_t\s+pfn\w+;", m.group(2))
        tables[m.group(1)] = ["ur" + s for s in slots]
    agg = re.search(r"typedef struct ur_dditable_t\s*\{(.*?)\}\s*ur_dditable_t;", t, re.S)
    order = re.findall(r"(ur_\w+_dditable_t)\s+(\w+);", agg.group(1))
    return [(name, st) for st, name in order], tables


def parse_def(text):
    return re.findall(r"_UR_API\((\w+)\)", text)


def layout_from_ddi(text):
    order, tables = parse_ddi(text)
    return [(name, tables[st]) for name, st in order]


# Functions whose table in an old generation differs from (or is missing in)
# every ur_ddi.h we have: before oneAPI 2025.3 the adapter functions formed
# the `Global` table and a few experimental functions had other homes
# (checked against Intel's own 2025.2 adapter with scripts/ur-ddi-probe.py).
TABLE_OVERRIDES = {
    "2025.2": {
        "urAdapterGet": "Global", "urAdapterRelease": "Global", "urAdapterRetain": "Global",
        "urAdapterGetLastError": "Global", "urAdapterGetInfo": "Global",
        "urKernelSuggestMaxCooperativeGroupCountExp": "KernelExp",
        "urEnqueueKernelLaunchCustomExp": "EnqueueExp",
        "urEnqueueCooperativeKernelLaunchExp": "EnqueueExp",
        "urUSMPoolSetThresholdExp": "USMExp",
    },
}


def layout_from_def(funcs, fn_table, gen):
    """Groups the .def's functions by table in order of first appearance."""
    out = []
    index = {}
    over = TABLE_OVERRIDES.get(gen, {})
    for f in funcs:
        t = over.get(f) or fn_table.get(f)
        if t is None:
            if f.startswith("urLoader") or f in ("urLoaderInit", "urLoaderTearDown"):
                continue
            raise SystemExit(f"gen-ur: no DDI table known for {f}")
        if t not in index:
            index[t] = len(out)
            out.append((t, []))
        out[index[t]][1].append(f)
    return out


def generation_layouts():
    ddi_layouts = {}
    fn_table = {}
    for gen, _ in GENERATIONS:
        p = os.path.join(TP, gen, "ur_ddi.h")
        if os.path.exists(p):
            lay = layout_from_ddi(read(p))
            ddi_layouts[gen] = lay
            for t, fns in lay:
                for f in fns:
                    fn_table.setdefault(f, t)
    layouts = {}
    for gen, _ in GENERATIONS:
        d = os.path.join(TP, gen)
        if not os.path.isdir(d):
            continue
        funcs = parse_def(read(os.path.join(d, "ur_api_funcs.def")))
        from_def = layout_from_def(funcs, fn_table, gen)
        if gen in ddi_layouts:
            # Self-check: the .def order is the DDI order wherever both exist.
            if from_def != ddi_layouts[gen]:
                raise SystemExit(f"gen-ur: {gen}: ur_api_funcs.def order differs from ur_ddi.h")
            layouts[gen] = ddi_layouts[gen]
        else:
            layouts[gen] = from_def
    return layouts, fn_table


# ---------------------------------------------------------------- types

PRIM = {
    "uint8_t": "u8", "uint16_t": "u16", "uint32_t": "u32", "uint64_t": "u64",
    "int8_t": "i8", "int16_t": "i16", "int32_t": "i32", "int64_t": "i64",
    "size_t": "usize", "uintptr_t": "usize", "intptr_t": "isize", "char": "c_char",
    "void": "c_void", "double": "f64", "float": "f32", "int": "i32", "bool": "bool",
}


class Header:
    def __init__(self, text):
        self.raw = text
        t = strip_comments(text)
        t = re.sub(r"#if.*?\n", "\n", t)
        self.text = t
        self.enums = {}  # name -> [(enumerator, value)]
        self.aliases = {}  # name -> C type
        self.handles = []  # handle typedef names
        self.callbacks = {}  # name -> (ret, [(type, name)])
        self.structs = {}  # name -> (kind, [(ctype, name, array)])
        self.funcs = {}  # name -> [(ctype, name)]
        self.defines = {}
        self._parse()

    def _parse(self):
        t = self.text
        for m in re.finditer(r"#define\s+(UR_[A-Z0-9_]+)\s+(0x[0-9a-fA-F]+|[0-9]+)\s*\n", t):
            self.defines[m.group(1)] = int(m.group(2), 0)
        for m in re.finditer(r"typedef enum (\w+)\s*\{(.*?)\}\s*\1;", t, re.S):
            vals = []
            last = -1
            known = {}
            for e in [x.strip() for x in re.split(r",(?![^(]*\))", m.group(2)) if x.strip()]:
                e = re.sub(r"\[\[\w+\]\]", "", e).strip()
                if "=" in e:
                    n, v = [x.strip() for x in e.split("=", 1)]
                    v = self._eval(v, known)
                else:
                    n, v = e, last + 1
                known[n] = v
                vals.append((n, v))
                last = v
            self.enums[m.group(1)] = vals
        for m in re.finditer(r"typedef\s+(u?int\d+_t|uintptr_t|size_t)\s+(\w+);", t):
            self.aliases[m.group(2)] = m.group(1)
        for m in re.finditer(r"typedef struct (\w+)_\s*\*\s*(\w+);", t):
            self.handles.append(m.group(2))
        for m in re.finditer(r"typedef\s+([\w\s\*]+?)\s*\(\s*\*\s*(\w+)\s*\)\s*\((.*?)\);", t, re.S):
            self.callbacks[m.group(2)] = (m.group(1).strip(), self._params(m.group(3)))
        for m in re.finditer(r"typedef (struct|union) (\w+)\s*\{(.*?)\}\s*\2;", t, re.S):
            fields = []
            for decl in [x.strip() for x in m.group(3).split(";") if x.strip()]:
                decl = " ".join(decl.split())
                arr = None
                am = re.match(r"(.*?)\[(\w+)\]$", decl)
                if am:
                    decl, arr = am.group(1).strip(), am.group(2)
                ty, name = self._split_decl(decl)
                fields.append((ty, name, arr))
            self.structs[m.group(2)] = (m.group(1), fields)
        for m in re.finditer(r"UR_APIEXPORT\s+ur_result_t\s+UR_APICALL\s+(ur\w+)\s*\((.*?)\);", t, re.S):
            self.funcs[m.group(1)] = self._params(m.group(2))

    def _eval(self, v, known):
        v = re.sub(r"UR_BIT\((\w+)\)", r"(1 << \1)", v)
        v = re.sub(r"UR_MAKE_VERSION\((\w+),\s*(\w+)\)", r"((\1 << 16) | \2)", v)
        v = re.sub(r"\b[A-Za-z_]\w*\b", lambda m: str(known.get(m.group(0), m.group(0))), v)
        return eval(v, {}, {}) & 0xFFFFFFFF

    @staticmethod
    def _split_decl(decl):
        m = re.match(r"(.*?)(\w+)$", decl.strip())
        return " ".join(m.group(1).split()), m.group(2)

    def _params(self, s):
        s = " ".join(s.split())
        if s in ("", "void"):
            return []
        return [self._split_decl(p) for p in s.split(",")]


def rust_type(ctype, known_types):
    """C declaration type -> Rust type."""
    c = ctype.replace("struct ", "").strip()
    # Pointers, right to left: "const T *const *" etc.
    stars = c.count("*")
    if stars == 0:
        base = c.replace("const ", "").strip()
        return base_type(base, known_types)
    parts = c.split("*")
    base = parts[0].strip()
    base_const = base.startswith("const ")
    base = base.replace("const ", "").strip()
    t = base_type(base, known_types)
    # parts[1..] hold qualifiers after each star (e.g. "const").
    mutability = ["*const" if base_const else "*mut"]
    for q in parts[1:-1]:
        mutability.append("*const" if "const" in q else "*mut")
    for mut in mutability:
        t = f"{mut} {t}"
    return t


def base_type(b, known):
    if b in PRIM:
        return PRIM[b]
    if b in known:
        return b
    raise SystemExit(f"gen-ur: unknown C type {b!r}")


# ------------------------------------------------------------------ spec checks
#
# Each function's `@returns` list in ur_api.h names, under a result code, the
# conditions for which the function must answer that code (`NULL == hQueue`,
# `phEventWaitList == NULL && numEventsInWaitList > 0`, ...): what the UR
# loader's validation layer checks. They are translated here into one
# `check` per argument struct, which the entry runs before the hand-written
# body, so every entry answers them the same way whatever its body does.
# A condition is emitted only when it holds in every release that shares the
# entry (an enumeration bound or a flags mask: the widest of them), and when
# every pointer it dereferences is known to be non-NULL at that point.

def parse_checks(raw):
    """-> {function: [(code, condition)]} in the header's order."""
    out = {}
    for m in re.finditer(r"((?:///[^\n]*\n)+)UR_APIEXPORT ur_result_t UR_APICALL (\w+)\(", raw):
        doc, name = m.group(1), m.group(2)
        if "@returns" not in doc:
            continue
        code, conds = None, []
        # A condition may wrap onto the next lines: join until its closing backtick.
        lines, acc = [], None
        for line in doc.split("@returns", 1)[1].split("\n"):
            l = line[3:].strip()
            if acc is not None and (l.startswith("- ::") or l.startswith("+ ")):
                lines.append(acc)  # never closed: prose, left as it is
                acc = None
            if acc is not None:
                acc += " " + l
                if acc.endswith("`"):
                    lines.append(acc)
                    acc = None
                continue
            if l.startswith("+ `") and not (len(l) > 3 and l.endswith("`")):
                acc = l
                continue
            lines.append(l)
        for l in lines:
            mm = re.match(r"- ::(UR_RESULT_\w+)", l)
            if mm:
                code = mm.group(1)
                continue
            mm = re.match(r"\+ `(.*)`$", l)
            if mm and code:
                conds.append((code, mm.group(1)))
        out[name] = conds
    return out


# A condition that reads an array's first element even when the array may be
# empty (the spec's wording): reading it could fail a valid call.
CHECK_SKIP = {
    "pArgs->type": "pArgs is an array of numArgs elements; with numArgs 0 it may point at nothing",
    # A deliberate extension: libsycl passes `sizeof(T)` of `handler::fill` as
    # the pattern, and syclrt fills with a pattern of any size (docs/ur.md).
    "(patternSize & (patternSize - 1)) != 0": "syclrt fills with a pattern of any size (libsycl passes sizeof(T))",
    # Another: a host pointer that no flag uses is ignored, not refused.
    "pProperties->pHost != NULL && (flags": "syclrt ignores a host pointer that no flag uses",
}

TOKEN = re.compile(r"\s*(::[A-Za-z_]\w*|[A-Za-z_]\w*|0x[0-9a-fA-F]+|\d+|->|==|!=|<=|>=|&&|\|\||[<>&|%*+\-()!.?:\[\]])")


class Untranslatable(Exception):
    pass


def c_tokens(s):
    pos, out = 0, []
    s = s.strip()
    while pos < len(s):
        m = TOKEN.match(s, pos)
        if not m:
            raise Untranslatable(f"token at {s[pos:]!r}")
        out.append(m.group(1))
        pos = m.end()
    return out


BINARY = [["||"], ["&&"], ["|"], ["&"], ["==", "!="], ["<", ">", "<=", ">="], ["+", "-"], ["*", "%"]]


def c_parse(tokens):
    pos = [0]

    def peek():
        return tokens[pos[0]] if pos[0] < len(tokens) else None

    def take():
        t = tokens[pos[0]]
        pos[0] += 1
        return t

    def ternary():
        c = binary(0)
        if peek() == "?":
            take()
            a = ternary()
            if take() != ":":
                raise Untranslatable("malformed conditional")
            return ("?:", c, a, ternary())
        return c

    def binary(level):
        if level == len(BINARY):
            return unary()
        left = binary(level + 1)
        while peek() in BINARY[level]:
            op = take()
            left = (op, left, binary(level + 1))
        return left

    def unary():
        if peek() == "!":
            take()
            return ("!", unary())
        return postfix()

    def postfix():
        node = primary()
        while peek() in ("->", ".", "["):
            op = take()
            if op == "[":
                idx = ternary()
                if take() != "]":
                    raise Untranslatable("unbalanced bracket")
                node = ("[]", node, idx)
            else:
                node = (op, node, take())
        return node

    def primary():
        t = take()
        if t == "(":
            n = ternary()
            if take() != ")":
                raise Untranslatable("unbalanced parenthesis")
            return n
        if re.match(r"0x|\d", t):
            return ("num", int(t, 0))
        if t in ("NULL", "nullptr"):
            return ("null",)
        return ("name", t.lstrip(":"))

    n = ternary()
    if pos[0] != len(tokens):
        raise Untranslatable("trailing tokens")
    return n


class CheckCtx:
    def __init__(self, params, structs, handles, consts, callbacks=()):
        self.callbacks = set(callbacks)
        self.params = {n: " ".join(t.replace("struct ", "").split()) for t, n in params}
        self.structs = structs
        self.handles = set(handles)
        self.consts = consts  # name -> value (the widest over the releases)
        self.nonnull = set()  # pointer parameters known non-NULL here

    def kind(self, ctype):
        if ctype.replace("const ", "").strip() in self.callbacks:
            return "fn"
        if "*" in ctype or ctype.replace("const ", "").strip() in self.handles:
            return "ptr"
        base = ctype.replace("const ", "").strip()
        if base in self.structs and self.structs[base][0] == "struct":
            return ("struct", base)
        return "int"

    def field(self, struct, f):
        for ty, n, arr in self.structs[struct][1]:
            if n == f and arr is None:
                return " ".join(ty.split())
        raise Untranslatable(f"{struct} has no field {f}")

    def guards(self, node):
        """Pointer parameters a true `node` proves non-NULL."""
        if node[0] == "&&":
            return self.guards(node[1]) | self.guards(node[2])
        if node[0] == "name" and node[1] in self.params and self.kind(self.params[node[1]]) == "ptr":
            return {node[1]}
        if node[0] == "!=":
            a, b = node[1], node[2]
            if a == ("null",) and b[0] == "name":
                return {b[1]}
            if b == ("null",) and a[0] == "name":
                return {a[1]}
        return set()

    def emit(self, node, guarded):
        """-> (Rust expression, kind) with kind 'ptr', 'int', 'bool', 'null' or ('struct', name)."""
        op = node[0]
        if op == "num":
            return (f"{node[1]:#x}u64" if node[1] > 9 else f"{node[1]}u64", "int")
        if op == "null":
            return ("", "null")
        if op == "name":
            n = node[1]
            if n in self.params:
                k = self.kind(self.params[n])
                return (f"a.{ident(n)}", k)
            if n in self.consts:
                # A bound or mask widened over releases is written as its value.
                v = self.consts[n]
                return (n if v is None else f"{v:#x}u64", "int")
            raise Untranslatable(f"unknown name {n}")
        if op in ("->", "."):
            base, f = node[1], node[2]
            if base[0] != "name" or base[1] not in self.params:
                raise Untranslatable("member of a non-parameter")
            p = base[1]
            ctype = self.params[p]
            if op == "->":
                if self.kind(ctype) != "ptr":
                    raise Untranslatable(f"{p} is not a pointer")
                if p not in guarded:
                    raise Untranslatable(f"{p} may be NULL where the condition reads it")
                sname = ctype.replace("const ", "").replace("*", "").strip()
                fty = self.field(sname, f)
                k = self.kind(fty)
                # SAFETY comment is on the check function: guarded non-NULL.
                return (f"unsafe {{ (*a.{ident(p)}).{ident(f)} }}", k)
            k = self.kind(ctype)
            if not (isinstance(k, tuple) and k[0] == "struct"):
                raise Untranslatable(f"{p} is not a struct")
            fty = self.field(k[1], f)
            return (f"a.{ident(p)}.{ident(f)}", self.kind(fty))
        if op == "!":
            return (f"!({self.boolean(node[1], guarded)})", "bool")
        if op == "?:":
            c = self.boolean(node[1], guarded)
            x, _ = self.int(node[2], guarded | self.guards(node[1]))
            y, _ = self.int(node[3], guarded)
            return (f"(if {c} {{ {x} }} else {{ {y} }})", "int")
        if op == "[]":
            base = node[1]
            if base[0] != "name" or base[1] not in self.params or self.kind(self.params[base[1]]) != "ptr":
                raise Untranslatable("index of a non-pointer")
            if base[1] not in guarded:
                raise Untranslatable(f"{base[1]} may be NULL where the condition reads it")
            i, _ = self.int(node[2], guarded)
            return (f"unsafe {{ *a.{ident(base[1])}.add({i} as usize) }}", "int")
        if op in ("&&", "||"):
            left = self.boolean(node[1], guarded)
            inner = guarded | self.guards(node[1]) if op == "&&" else guarded
            right = self.boolean(node[2], inner)
            return (f"({left} {op} {right})", "bool")
        l, r = node[1], node[2]
        if op in ("==", "!=") and ("null",) in (l, r):
            other = r if l == ("null",) else l
            e, k = self.emit(other, guarded)
            if k == "fn":
                return (f"{e}.{'is_none' if op == '==' else 'is_some'}()", "bool")
            if k != "ptr":
                raise Untranslatable("NULL compared with a non-pointer")
            return (f"{'' if op == '==' else '!'}{e}.is_null()", "bool")
        le, _ = self.int(l, guarded)
        re_, _ = self.int(r, guarded)
        if op in ("==", "!=", "<", ">", "<=", ">="):
            return (f"({le} {op} {re_})", "bool")
        if op in ("&", "|"):
            return (f"({le} {op} {re_})", "int")
        # Unsigned 64-bit arithmetic that never panics (a `%` by zero never holds).
        method = {"+": "wrapping_add({})", "-": "wrapping_sub({})", "*": "wrapping_mul({})",
                  "%": "checked_rem({}).unwrap_or(0)"}.get(op)
        if method is None:
            raise Untranslatable(f"operator {op}")
        return (f"{le}." + method.format(re_), "int")

    def int(self, node, guarded):
        e, k = self.emit(node, guarded)
        if k == "int":
            return (e if e.endswith("u64") and e[0].isdigit() else f"({e} as u64)", "int")
        raise Untranslatable(f"{k} used as a number")

    def boolean(self, node, guarded):
        e, k = self.emit(node, guarded)
        if k == "bool":
            return e
        if k == "ptr":
            return f"!{e}.is_null()"
        if k == "int":
            return f"({e} as u64) != 0"
        raise Untranslatable(f"{k} used as a condition")


def entry_checks(f, header_conds, params, newest, consts_by_gen, all_enums, gens_of_entry):
    """The conditions of entry `f` that every release sharing it lists,
    as (code, text, rust) in the newest header's order; skipped ones with why."""
    base = re.sub(r"_v\d{4}_\d$", "", f)
    lists = [header_conds[g].get(base, []) for g in gens_of_entry]
    if not lists or not lists[-1]:
        return [], []
    newest_list = lists[-1]
    emitted, skipped = [], []
    ctx = CheckCtx(params, dict(newest.structs), newest.handles, {}, newest.callbacks)
    for code, cond in newest_list:
        # An enumeration bound (`::UR_X < propName`) or a flags mask
        # (`::UR_X_FLAGS_MASK & flags`) may differ between releases: the
        # widest of them, so only a value no release defines is refused.
        consts = {}
        bound = re.fullmatch(r"::(UR_\w+) < (\w+)", cond)
        mask = re.search(r"::(UR_\w+_FLAGS_MASK) &", cond)
        if bound:
            target = bound.group(2)
            vals = []
            for g in gens_of_entry:
                for c in header_conds[g].get(base, []):
                    mm = re.fullmatch(r"::(UR_\w+) < (\w+)", c[1])
                    if c[0] == code and mm and mm.group(2) == target:
                        vals.append(consts_by_gen[g][mm.group(1)])
            ty = dict((n, t) for t, n in params).get(target, "").replace("const ", "").strip()
            for g in gens_of_entry:
                for n, v in all_enums[g].get(ty, []):
                    if not n.endswith("_FORCE_UINT32"):
                        vals.append(v)
            consts[bound.group(1)] = max(vals)
        elif mask:
            name = mask.group(1)
            m_all = [consts_by_gen[g][name] for g in gens_of_entry if name in consts_by_gen[g]]
            v = m_all[0]
            for x in m_all[1:]:
                v &= x
            consts[name] = v
        elif not all((code, cond) in l for l in lists):
            skipped.append((code, cond, "not listed in every release"))
            continue
        unknown = None
        for name in re.findall(r"(?:::)?\b(UR_[A-Z0-9_]+)\b", cond):
            if name not in consts and name not in consts_by_gen[gens_of_entry[-1]]:
                unknown = name
            consts.setdefault(name, None)  # the same in every release: by name
        if unknown:
            skipped.append((code, cond, f"{unknown} unknown"))
            continue
        if any(k in cond for k in CHECK_SKIP):
            skipped.append((code, cond, next(v for k, v in CHECK_SKIP.items() if k in cond)))
            continue
        ctx.consts = consts
        try:
            node = c_parse(c_tokens(cond))
            rust = ctx.boolean(node, set(ctx.nonnull))
        except Untranslatable as e:
            skipped.append((code, cond, str(e)))
            continue
        emitted.append((code, cond, rust, node, dict(consts)))
        mm = re.fullmatch(r"NULL == (\w+)", cond)
        if mm and mm.group(1) in ctx.params and ctx.kind(ctx.params[mm.group(1)]) == "ptr":
            ctx.nonnull.add(mm.group(1))
    return emitted, skipped


# ------------------------------------------------------------------ emit

KEYWORDS = {"type", "ref", "move", "match", "impl", "fn", "loop", "box", "use", "mod", "in", "where", "self", "struct", "enum", "trait"}


def ident(n):
    return "r#" + n if n in KEYWORDS else n


HEADER = "// @generated by scripts/gen-ur.py from third_party/unified-runtime: do not edit.\n"


def emit_types(h, extra_structs):
    known = set(h.enums) | set(h.aliases) | set(h.handles) | set(h.callbacks) | set(h.structs)
    known |= {n for n, _ in extra_structs}
    out = [HEADER, "//! Unified Runtime types (UR 0.12, newest supported header).\n",
           "#![allow(non_camel_case_types, non_upper_case_globals, non_snake_case, dead_code, reason = \"names as in ur_api.h\")]\n",
           "#![allow(clippy::unreadable_literal, reason = \"values as in ur_api.h\")]\n\n",
           "use std::ffi::{c_char, c_void};\n\n"]
    for n in h.handles:
        out.append(f"#[repr(C)]\npub struct {n}_ {{\n    _private: [u8; 0],\n}}\npub type {n} = *mut {n}_;\n")
    out.append("\n")
    for n, c in h.aliases.items():
        out.append(f"pub type {n} = {PRIM[c]};\n")
    out.append("\n")
    for n, vals in h.enums.items():
        out.append(f"pub type {n} = u32;\n")
        for e, v in vals:
            out.append(f"pub const {e}: {n} = {v:#x};\n")
    out.append("\n")
    # The names of the result codes (traces and messages); the first name of
    # a value wins (aliases such as *_FORCE_UINT32 come last).
    out.append("/// The `ur_api.h` name of a result code (`UR_RESULT_(other)` for a value it does not define).\n")
    out.append("pub fn result_name(r: ur_result_t) -> &'static str {\n    match r {\n")
    seen = set()
    for e, v in h.enums["ur_result_t"]:
        if v in seen or e.endswith("_FORCE_UINT32"):
            continue
        seen.add(v)
        out.append(f"        {e} => \"{e}\",\n")
    out.append("        _ => \"UR_RESULT_(other)\",\n    }\n}\n\n")
    for n, v in h.defines.items():
        out.append(f"pub const {n}: u32 = {v:#x};\n")
    out.append("\n")
    for n, (ret, params) in h.callbacks.items():
        args = ", ".join(rust_type(t, known) for t, _ in params)
        r = "" if ret == "void" else f" -> {rust_type(ret, known)}"
        out.append(f"pub type {n} = Option<unsafe extern \"C\" fn({args}){r}>;\n")
    out.append("\n")
    structs = list(h.structs.items()) + extra_structs
    # Debug for every struct that holds no union (directly or through a member).
    kinds = {n: k for n, (k, _) in structs}
    fieldtypes = {n: [t.replace("const", "").replace("*", "").replace("struct", "").strip() for t, _, _ in f] for n, (_, f) in structs}
    def has_union(n, seen=()):
        if kinds.get(n) == "union":
            return True
        return any(has_union(t, seen + (n,)) for t in fieldtypes.get(n, []) if t in kinds and t not in seen)
    for n, (kind, fields) in structs:
        derive = "#[derive(Clone, Copy)]\n" if has_union(n) else "#[derive(Clone, Copy, Debug)]\n"
        out.append(f"#[repr(C)]\n{derive}pub {kind} {n} {{\n")
        for ty, name, arr in fields:
            rt = rust_type(ty, known)
            if arr:
                rt = f"[{rt}; {h.defines.get(arr, arr)}]"
            out.append(f"    pub {ident(name)}: {rt},\n")
        out.append("}\n")
    # Layout table for tests/ur_layout.rs.
    out.append("\n/// (name, size, align, [(field, offset)]) of every struct and union above.\n")
    out.append("pub fn struct_layouts() -> Vec<(&'static str, usize, usize, Vec<(&'static str, usize)>)> {\n    vec![\n")
    for n, (kind, fields) in structs:
        offs = ", ".join(f"(\"{f}\", std::mem::offset_of!({n}, {ident(f)}))" for _, f, _ in fields)
        out.append(f"        (\"{n}\", std::mem::size_of::<{n}>(), std::mem::align_of::<{n}>(), vec![{offs}]),\n")
    out.append("    ]\n}\n")
    return "".join(out)


def emit_layout_c(h, extra_structs, header_dirs):
    out = ["/* @generated by scripts/gen-ur.py --layout-c */\n#include <stdio.h>\n#include <stddef.h>\n"
           "#include <ur_api.h>\n"]
    for n, ty, f, arr in []:
        pass
    out.append("int main(void) {\n")
    for n, (kind, fields) in h.structs.items():
        out.append(f"  printf(\"%s %zu %zu\", \"{n}\", sizeof({n}), _Alignof({n}));\n")
        for _, f, _ in fields:
            out.append(f"  printf(\" {f}=%zu\", offsetof({n}, {f}));\n")
        out.append("  printf(\"\\n\");\n")
    out.append("  return 0;\n}\n")
    return "".join(out)


def trait_name(table):
    return table + "Api"


class NullRead(Exception):
    pass


def c_eval(node, env, consts, newest_consts):
    """Evaluates a parsed condition as C would, independently of the Rust
    translation: parameters from `env` (pointers 0 or 1), memory behind a
    pointer all zero; reading through a NULL pointer raises."""
    op = node[0]
    ev = lambda n: c_eval(n, env, consts, newest_consts)
    if op == "num":
        return node[1]
    if op == "null":
        return 0
    if op == "name":
        n = node[1]
        if n in env:
            return env[n]
        v = consts.get(n)
        return newest_consts[n] if v is None else v
    if op in ("->", "[]"):
        if ev(node[1]) == 0:
            raise NullRead(str(node))
        if op == "[]":
            ev(node[2])
        return 0
    if op == ".":
        return 0
    if op == "!":
        return int(not ev(node[1]))
    if op == "?:":
        return ev(node[2]) if ev(node[1]) else ev(node[3])
    if op == "&&":
        return int(bool(ev(node[1])) and bool(ev(node[2])))
    if op == "||":
        return int(bool(ev(node[1])) or bool(ev(node[2])))
    l, r = ev(node[1]), ev(node[2])
    m = 2 ** 64
    return {"==": lambda: int(l == r), "!=": lambda: int(l != r), "<": lambda: int(l < r), ">": lambda: int(l > r),
            "<=": lambda: int(l <= r), ">=": lambda: int(l >= r), "&": lambda: l & r, "|": lambda: l | r,
            "+": lambda: (l + r) % m, "-": lambda: (l - r) % m, "*": lambda: (l * r) % m,
            "%": lambda: l % r if r else 0}[op]()


def emit_check_tests(funcs, checks, known, newest, consts_by_gen, entry_gens):
    """A unit test: for each entry, `check` on a family of argument sets (all
    zero; every pointer at a zeroed block and every number 1; then each
    pointer NULL, each number 0, each number large, one at a time) answers
    what an independent evaluation of the header's conditions says."""
    out = ["\n#[cfg(test)]\nmod spec_check_tests {\n    use super::*;\n\n",
           "    #[repr(C, align(64))]\n    struct Block([u8; 4096]);\n    static BLOCK: Block = Block([0; 4096]);\n\n",
           "    fn code(r: Result<(), crate::core::Error>) -> i32 {\n        r.err().map_or(0, |e| e.face.unwrap_or(-1))\n    }\n\n",
           "    /// One argument set: zeroed arguments with the fields given, checked.\n",
           "    macro_rules! case {\n        ($f:ident, [$($field:ident = $v:expr),*], $e:expr) => {{\n",
           "            // SAFETY: every field is a number, a pointer or an Option of a function\n",
           "            // pointer (zero is valid); pointers are NULL or BLOCK (zeroed, 4 KiB).\n",
           "            #[allow(unused_mut, reason = \"the all-zero set assigns nothing\")]\n            let r = unsafe {\n                let mut a: args::$f = std::mem::zeroed();\n",
           "                $(a.$field = $v as _;)*\n                a.check()\n            };\n",
           "            assert_eq!(code(r), $e as i32, \"{}: {}\", stringify!($f), stringify!($($field = $v),*));\n",
           "        }};\n    }\n\n",
           "    #[test]\n    fn every_check_agrees_with_the_header() {\n",
           "        let blk = BLOCK.0.as_ptr() as usize;\n"]
    WIDE = {"u32", "u64", "usize", "i32", "i64", "isize"}
    n_cases = 0
    n = 0
    for f in sorted(checks):
        if not checks[f]:
            continue
        newest_consts = consts_by_gen[entry_gens[f][-1]]
        params = funcs[f]
        ctx = CheckCtx(params, newest.structs, newest.handles, {}, newest.callbacks)
        ptrs, ints = [], []
        for ty, name in params:
            k = ctx.kind(ctx.params[name])
            rt = rust_type(ty, known)
            if k == "ptr":
                ptrs.append(name)
            elif k == "int" and (rt in WIDE or rt == "u8"):
                ints.append((name, rt))
        base = {name: 1 for name in ptrs}
        base.update({name: 1 for name, _ in ints})
        envs = [{}, dict(base)]
        for p in ptrs:
            envs.append(dict(base, **{p: 0}))
        for name, rt in ints:
            envs.append(dict(base, **{name: 0}))
            if rt in WIDE:
                envs.append(dict(base, **{name: 0x7FFFFFFF}))
        for env in envs:
            full = {name: env.get(name, 0) for _, name in params}
            got = "UR_RESULT_SUCCESS"
            for code, cond, rust, node, consts in checks[f]:
                if c_eval(node, full, consts, newest_consts):
                    got = code
                    break
            sets = ", ".join(f"{ident(k)} = {'blk' if k in ptrs else hex(v) if v > 9 else v}"
                             for k, v in env.items() if v)
            out.append(f"        case!({f}, [{sets}], {got});\n")
            n_cases += 1
        n += 1
    out.append(f"        // {n} entries, {n_cases} argument sets.\n    }}\n}}\n")
    return "".join(out)


def emit_check(f, checks):
    """`args::<f>::check`: the spec's conditions, in the header's order. A
    failed condition writes no output (outputs are written only on success)."""
    out = [f"    impl {f} {{\n",
           f"        /// The conditions `ur_api.h` lists for `{f}` (its `@returns`), in its\n",
           "        /// order: the first that holds is the answer, before the body runs.\n",
           "        ///\n        /// # Safety\n",
           "        /// A pointer a condition reads through is non-NULL there (an earlier\n",
           "        /// condition or the condition itself says so) and points to its struct.\n",
           "        #[inline]\n",
           "        pub unsafe fn check(&self) -> Result<(), crate::core::Error> {\n"]
    out.append("            let a = self;\n")
    for code, cond, rust, _, _ in checks:
        msg = f"{f}: `{cond}` (ur_api.h)"
        if "unsafe" in rust:
            out.append("            // SAFETY: each read is through a pointer that this condition or an earlier\n"
                       "            // one proved non-NULL, to the caller's struct (the UR contract).\n"
                       "            #[allow(clippy::undocumented_unsafe_blocks, reason = \"the line above covers the condition's reads\")]\n")
        out.append(f"            if {rust} {{\n                return Err(super::super::super::err({code}, \"{msg}\"));\n            }}\n")
    out.append("            Ok(())\n        }\n    }\n\n")
    return "".join(out)


def emit_api(funcs, fn_table, known, checks):
    """funcs: {name: params}; fn_table: {name: table}; checks: {name: [(code, text, rust)]}."""
    by_table = {}
    for f in sorted(funcs):
        by_table.setdefault(fn_table[f], []).append(f)
    out = [HEADER, "//! UR entry points: one trait per DDI table (methods default to\n",
           "//! `UR_RESULT_ERROR_UNSUPPORTED_FEATURE` with a message) and one\n",
           "//! `extern \"C\"` entry per function, running inside the UR boundary.\n",
           "#![allow(non_snake_case, non_camel_case_types, unused_variables, unused_parens, reason = \"names and parameters as in ur_api.h; conditions parenthesised as translated\")]\n",
           "#![allow(clippy::too_many_arguments, clippy::missing_safety_doc, reason = \"signatures as in ur_api.h; the UR specification is the safety contract\")]\n\n",
           "use super::super::UrResult;\nuse super::types::*;\nuse std::ffi::{c_char, c_void};\n\n",
           "/// The implementation type: `impl <Table> for Ur` in the hand-written modules.\npub struct Ur;\n\n"]
    for t, fs in sorted(by_table.items()):
        out.append(f"/// DDI table `{t}`.\npub trait {trait_name(t)} {{\n")
        for f in fs:
            out.append(f"    unsafe fn {f}(a: args::{f}) -> UrResult {{\n        Err(super::super::unsupported(\"{f}\"))\n    }}\n")
        out.append("}\n\n")
    out.append("/// The arguments of each UR function, by value, in `ur_api.h`'s order and\n"
               "/// names: a method's signature is written here once, never by hand.\n"
               "pub mod args {\n    use super::*;\n\n")
    for f in sorted(funcs):
        fields = "".join(f"        pub {ident(n)}: {rust_type(ty, known)},\n" for ty, n in funcs[f])
        out.append(f"    /// The arguments of `{f}`.\n    #[derive(Clone, Copy)]\n    pub struct {f} {{\n{fields}    }}\n\n")
        if checks.get(f):
            out.append(emit_check(f, checks[f]))
        pre = (f"            // SAFETY: forwarded contract; each condition reads only through\n"
               f"            // pointers it or an earlier one proved non-NULL.\n"
               f"            unsafe {{ self.check() }}?;\n" if checks.get(f) else "")
        out.append(f"    impl {f} {{\n"
                   f"        /// Runs `{f}`: the conditions of `ur_api.h` first (when it lists\n"
                   f"        /// any), then the hand-written body. Entries and forwarding bodies\n"
                   f"        /// call this, never the trait method itself.\n"
                   f"        ///\n        /// # Safety\n        /// The UR contract of `{f}`.\n"
                   f"        #[inline]\n        pub unsafe fn run(self) -> UrResult {{\n{pre}"
                   f"            // SAFETY: forwarded contract.\n"
                   f"            unsafe {{ self.body() }}\n        }}\n\n"
                   f"        /// The hand-written body alone: for a body that forwards from another\n"
                   f"        /// release's signature of `{f.split('_v')[0] if re.search(r'_v[0-9]{{4}}_[0-9]$', f) else f}`, whose own conditions already ran\n"
                   f"        /// (this signature's may not hold for that release's callers).\n"
                   f"        ///\n        /// # Safety\n        /// The UR contract of `{f}`.\n"
                   f"        #[inline]\n        pub unsafe fn body(self) -> UrResult {{\n"
                   f"            // SAFETY: forwarded contract.\n"
                   f"            unsafe {{ <Ur as {trait_name(fn_table[f])}>::{f}(self) }}\n        }}\n    }}\n\n")
    out.append("}\n\n")
    out.append("pub mod entries {\n    use super::*;\n\n")
    for t, fs in sorted(by_table.items()):
        for f in fs:
            params = ", ".join(f"{ident(n)}: {rust_type(ty, known)}" for ty, n in funcs[f])
            names = ", ".join(ident(n) for _, n in funcs[f])
            fmt = ", ".join(f"{n}={{:?}}" for _, n in funcs[f])
            out.append(
                f"    pub unsafe extern \"C\" fn {f}({params}) -> ur_result_t {{\n"
                f"        crate::ffi::boundary::call::<crate::ffi::ur::Ur>(\"{f}\", || format!(\"{fmt}\"{', ' if names else ''}{names}), || {{\n"
                f"            // SAFETY: the caller (the UR loader) passes the arguments under the\n"
                f"            // UR contract of {f}; the conditions and the method check what they read.\n"
                f"            unsafe {{ args::{f} {{ {names} }}.run() }}\n"
                f"        }})\n    }}\n")
    out.append("}\n\n")
    out.append("/// A function pointer in [`ENTRIES`].\n#[derive(Clone, Copy)]\npub struct Entry(pub *const c_void);\n")
    out.append("// SAFETY: pointers to functions, immutable.\nunsafe impl Sync for Entry {}\n\n")
    out.append("/// Every UR function syclrt has an entry for, sorted by name.\n")
    out.append("pub static ENTRIES: &[(&str, Entry)] = &[\n")
    for f in sorted(funcs):
        out.append(f"    (\"{f}\", Entry(entries::{f} as *const c_void)),\n")
    out.append("];\n")
    return "".join(out)


def emit_layouts(layouts):
    out = [HEADER, "//! DDI table layouts per release generation (see docs/ur.md).\n\n",
           "/// One DDI table: its name (`urGet<name>ProcAddrTable`) and its slots in order.\n",
           "pub struct Table {\n    pub name: &'static str,\n    pub slots: &'static [&'static str],\n}\n\n",
           "/// One release generation: its tables in the order of its `ur_dditable_t`.\n",
           "pub struct Generation {\n    pub name: &'static str,\n    pub releases: &'static [&'static str],\n    pub tables: &'static [Table],\n}\n\n"]
    names = []
    for gen, releases in GENERATIONS:
        if gen not in layouts:
            continue
        ident = "GEN_" + gen.replace(".", "_")
        names.append(ident)
        rel = ", ".join(f"\"{r}\"" for r in releases)
        out.append(f"pub static {ident}: Generation = Generation {{\n    name: \"{gen}\",\n    releases: &[{rel}],\n    tables: &[\n")
        for t, fns in layouts[gen]:
            slots = ", ".join(f"\"{f}\"" for f in fns)
            out.append(f"        Table {{ name: \"{t}\", slots: &[{slots}] }},\n")
        out.append("    ],\n};\n\n")
    out.append("/// Every supported generation, oldest first.\n")
    out.append(f"pub static GENERATIONS: &[&Generation] = &[{', '.join('&' + n for n in names)}];\n")
    return "".join(out)


def emit_getters(layouts):
    tables = []
    for g, _ in GENERATIONS:
        for t, _ in layouts.get(g, []):
            if t not in tables:
                tables.append(t)
    out = [HEADER, "//! The exported `urGet<Table>ProcAddrTable` functions, one per DDI table of\n",
           "//! any supported generation: the only UR symbols `libsyclrt.so` exports.\n\n",
           "use super::types::{ur_api_version_t, ur_result_t};\nuse std::ffi::c_void;\n\n"]
    for t in tables:
        out.append(f"/// Fills the `{t}` DDI table in the layout of the loader's generation.\n///\n"
                   f"/// # Safety\n/// `table` is NULL or points to a writable DDI table of the loader's layout.\n"
                   f"#[no_mangle]\npub unsafe extern \"C\" fn urGet{t}ProcAddrTable(version: ur_api_version_t, table: *mut c_void) -> ur_result_t {{\n"
                   f"    // SAFETY: forwarded caller contract.\n"
                   f"    unsafe {{ super::super::ddi::fill_table(\"{t}\", version, table) }}\n}}\n\n")
    return "".join(out)


def main():
    args = sys.argv[1:]
    layouts, fn_table = generation_layouts()
    gens = [g for g, _ in GENERATIONS if os.path.isdir(os.path.join(TP, g))]
    headers = {g: Header(read(os.path.join(TP, g, "ur_api.h"))) for g in gens}
    newest = headers[gens[-1]]
    # Types: the union of every release's header, the newest definition winning
    # (old-only functions need old-only types; layouts are checked against the
    # newest C header by tests/ur_layout.rs).
    extra_structs = []
    for g in reversed(gens[:-1]):
        h = headers[g]
        for n, v in h.enums.items():
            newest.enums.setdefault(n, v)
        for n, v in h.aliases.items():
            newest.aliases.setdefault(n, v)
        for n in h.handles:
            if n not in newest.handles:
                newest.handles.append(n)
        for n, v in h.callbacks.items():
            newest.callbacks.setdefault(n, v)
        for n, v in h.structs.items():
            if n not in newest.structs and n not in dict(extra_structs):
                extra_structs.append((n, v))
    # Functions of every generation. A function whose parameters changed
    # between releases (urEnqueueKernelLaunch, urPlatformGet, the program Exp
    # builds, ...) gets one entry per signature: the newest keeps the plain
    # name, older ones are suffixed with the oldest generation that has them
    # (`urEnqueueKernelLaunch_v2025_3`), and each generation's layout names
    # the entry of its own signature.
    funcs = {}
    used = set()
    sig_gens = {}  # f -> {signature: [gens]}
    for g in gens:
        for t, fns in layouts[g]:
            for f in fns:
                params = headers[g].funcs.get(f)
                if params is None:
                    raise SystemExit(f"gen-ur: {g} lists {f} but its ur_api.h has no prototype")
                sig = tuple(" ".join(ty.split()) for ty, _ in params)
                sig_gens.setdefault(f, {}).setdefault(sig, []).append(g)
    entry_of = {}  # (f, g) -> entry name
    entry_gens = {}  # entry name -> the generations it serves, oldest first
    for f, variants in sig_gens.items():
        newest_sig = max(variants, key=lambda sg: gens.index(variants[sg][-1]))
        for sig, gs in variants.items():
            name = f if sig == newest_sig else f + "_v" + gs[0].replace(".", "_")
            funcs[name] = headers[gs[-1]].funcs[f]
            entry_gens[name] = gs
            for g in gs:
                entry_of[(f, g)] = name
            if name != f:
                fn_table.setdefault(name, fn_table.get(f) or TABLE_OVERRIDES.get(gs[0], {}).get(f))
        used.add(f)
    layouts = {g: [(t, [entry_of[(f, g)] for f in fns]) for t, fns in layouts[g]] for g in gens}
    known = set(newest.enums) | set(newest.aliases) | set(newest.handles) | set(newest.callbacks) | set(newest.structs)
    known |= {n for n, _ in extra_structs}
    for g, over in TABLE_OVERRIDES.items():
        for f, t in over.items():
            fn_table.setdefault(f, t)
    if args and args[0] == "--layout-c":
        with open(args[1], "w") as f:
            f.write(emit_layout_c(newest, extra_structs, None))
        return
    # The spec's conditions of each entry (see "spec checks").
    header_conds = {g: parse_checks(headers[g].raw) for g in gens}
    consts_by_gen = {}
    for g in gens:
        c = dict(headers[g].defines)
        for vals in headers[g].enums.values():
            for n, v in vals:
                c.setdefault(n, v)
        consts_by_gen[g] = c
    checks, skipped = {}, {}
    all_structs = dict(extra_structs)
    all_structs.update(newest.structs)
    newest_all = types.SimpleNamespace(structs=all_structs, handles=newest.handles, callbacks=newest.callbacks)
    for name, gs in entry_gens.items():
        em, sk = entry_checks(name, header_conds, funcs[name], newest_all, consts_by_gen, {g: headers[g].enums for g in gens}, gs)
        checks[name] = em
        if sk:
            skipped[name] = sk
    if args and args[0] == "--skipped-checks":
        for name in sorted(skipped):
            for code, cond, why in skipped[name]:
                print(f"{name}: {code} `{cond}`: {why}")
        return
    files = {
        "types.rs": emit_types(newest, extra_structs),
        "api.rs": emit_api(funcs, fn_table, known, checks)
        + emit_check_tests(funcs, checks, known, newest_all, consts_by_gen, entry_gens),
        "layouts.rs": emit_layouts(layouts),
        "getters.rs": emit_getters(layouts),
        "mod.rs": HEADER + "//! Generated UR bindings (scripts/gen-ur.py).\npub mod api;\npub mod getters;\npub mod layouts;\npub mod types;\n",
    }
    # Formatted as `cargo fmt` would (the files are committed formatted).
    import subprocess
    for name in list(files):
        r = subprocess.run(["rustfmt", "--edition", "2021", "--config-path", os.path.join(ROOT, "rustfmt.toml"), "--emit", "stdout", "-q"],
                           input=files[name], capture_output=True, text=True)
        if r.returncode != 0:
            raise SystemExit(f"gen-ur: rustfmt failed on {name}: {r.stderr}")
        files[name] = r.stdout
    check = args and args[0] == "--check"
    drift = []
    os.makedirs(OUT, exist_ok=True)
    for name, text in files.items():
        p = os.path.join(OUT, name)
        old = read(p) if os.path.exists(p) else None
        if old != text:
            drift.append(name)
            if not check:
                with open(p, "w") as f:
                    f.write(text)
    if check and drift:
        print("gen-ur: generated files differ (run scripts/gen-ur.py): " + ", ".join(drift))
        sys.exit(1)
    print(f"gen-ur: {len(funcs)} functions, generations {', '.join(gens)}" + (f"; wrote {', '.join(drift)}" if drift and not check else ""))


if __name__ == "__main__":
    main()
