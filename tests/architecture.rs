//! The layering rules of docs/architecture.md, checked from the source text:
//!
//! - `no_module_cycles`: the modules of `src/` (one per file) form no
//!   circle. A file depends on the files whose items it names, through its
//!   `use` lines and through paths written in its code (`crate::`,
//!   `super::`, `self::`, a child module's name). A `pub use` facade is not
//!   itself a dependency: a path through it is followed to the file that
//!   defines the item. `mod` lines give the module tree.
//! - `no_opencl_in_faces`: no hand-written file under `src/ffi/` calls
//!   `raw::`, a `cl*(` function or an entry of a `cl*` function table
//!   (`.clCreateImage`): the faces translate, `core` does the OpenCL work
//!   (generated code under `src/ffi/ur/gen/` is left out).
//! - `no_opencl_calls_in_core`: nor does `src/core/`: core reaches OpenCL
//!   through the `cl` wrappers (`cl::objects`), never `raw::` or a table
//!   entry, so `src/cl/` stays the only code that calls `cl*` (asking
//!   whether an entry point is there, `.clCloneKernel.is_some()`, is no call).
//! - `no_opencl_literals_in_faces`: no hand-written file under `src/ffi/`
//!   writes an OpenCL-range hex literal (`0x1000..=0x1FFF`, the numbers of
//!   OpenCL's info queries, enums and command types) in its code: the
//!   faces name them from `cl/sys.rs` (`CL_DEVICE_VENDOR_ID`, not `0x1001`).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// One source file: its module path, its code (comments and string
/// contents blanked), and what it declares.
struct Module {
    path: Vec<String>,
    file: PathBuf,
    code: String,
    /// Child modules declared with `mod x;`.
    children: BTreeSet<String>,
    /// For an inline `mod x { .. }` (tests): the index of its file's module,
    /// which its dependencies are counted for.
    owner: Option<usize>,
}

/// Cuts the inline `mod x { .. }` blocks out of `code`: (the rest, the blocks).
fn split_inline(code: &str) -> (String, Vec<(String, String)>) {
    let b = code.as_bytes();
    let mut rest = String::new();
    let mut blocks = Vec::new();
    let mut i = 0;
    let mut last = 0;
    while let Some(k) = code[i..].find("mod ") {
        let at = i + k;
        i = at + 4;
        if at > 0 && is_ident(b[at - 1]) {
            continue;
        }
        let mut j = i;
        while j < b.len() && is_ident(b[j]) {
            j += 1;
        }
        let name = code[i..j].to_string();
        let after = code[j..].trim_start();
        if name.is_empty() || !after.starts_with('{') {
            continue;
        }
        let open = j + (code[j..].len() - after.len());
        let mut depth = 0;
        let mut end = open;
        for (q, &c) in b.iter().enumerate().skip(open) {
            if c == b'{' {
                depth += 1;
            } else if c == b'}' {
                depth -= 1;
                if depth == 0 {
                    end = q;
                    break;
                }
            }
        }
        rest.push_str(&code[last..at]);
        blocks.push((name, code[open + 1..end].to_string()));
        last = end + 1;
        i = last;
    }
    rest.push_str(&code[last..]);
    (rest, blocks)
}

/// Blanks comments and the contents of string and char literals, keeping
/// line structure, so that only code is scanned.
fn code_only(src: &str) -> String {
    let b = src.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c == b'/' && b.get(i + 1) == Some(&b'/') {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if c == b'/' && b.get(i + 1) == Some(&b'*') {
            let mut depth = 0;
            while i < b.len() {
                if b[i] == b'/' && b.get(i + 1) == Some(&b'*') {
                    depth += 1;
                    i += 2;
                } else if b[i] == b'*' && b.get(i + 1) == Some(&b'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    if b[i] == b'\n' {
                        out.push(b'\n');
                    }
                    i += 1;
                }
            }
        } else if c == b'r'
            && (b.get(i + 1) == Some(&b'"') || b.get(i + 1) == Some(&b'#'))
            && (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_'))
        {
            // Raw string r"..." or r#"..."#.
            let mut j = i + 1;
            let mut hashes = 0;
            while b.get(j) == Some(&b'#') {
                hashes += 1;
                j += 1;
            }
            if b.get(j) != Some(&b'"') {
                out.push(c);
                i += 1;
                continue;
            }
            j += 1;
            loop {
                if j >= b.len() {
                    break;
                }
                if b[j] == b'"' && (0..hashes).all(|k| b.get(j + 1 + k) == Some(&b'#')) {
                    j += 1 + hashes;
                    break;
                }
                if b[j] == b'\n' {
                    out.push(b'\n');
                }
                j += 1;
            }
            out.extend_from_slice(b"\"\"");
            i = j;
        } else if c == b'"' {
            i += 1;
            while i < b.len() && b[i] != b'"' {
                if b[i] == b'\\' {
                    i += 1;
                }
                if i < b.len() && b[i] == b'\n' {
                    out.push(b'\n');
                }
                i += 1;
            }
            i += 1;
            out.extend_from_slice(b"\"\"");
        } else if c == b'\'' && (b.get(i + 2) == Some(&b'\'') || (b.get(i + 1) == Some(&b'\\'))) {
            // A char literal ('x' or '\x..'); a lifetime has no closing quote.
            let mut j = i + 1;
            if b[j] == b'\\' {
                j += 1;
            }
            j += 1;
            while j < b.len() && b[j] != b'\'' && j - i < 12 {
                j += 1;
            }
            out.extend_from_slice(b"' '");
            i = j + 1;
        } else {
            out.push(c);
            i += 1;
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn is_ident(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

/// The `mod x;` declarations (not inline `mod x { .. }` blocks).
fn declared_children(code: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for line in code.lines() {
        let mut t = line.trim();
        for p in ["pub(crate) ", "pub(super) ", "pub "] {
            t = t.strip_prefix(p).unwrap_or(t);
        }
        if let Some(rest) = t.strip_prefix("mod ") {
            if let Some(name) = rest.trim().strip_suffix(';') {
                out.insert(name.trim().to_string());
            }
        }
    }
    out
}

fn load(root: &Path) -> Vec<Module> {
    fn walk(dir: &Path, files: &mut Vec<PathBuf>) {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                walk(&p, files);
            } else if p.extension().is_some_and(|x| x == "rs") {
                files.push(p);
            }
        }
    }
    let src = root.join("src");
    let mut files = Vec::new();
    walk(&src, &mut files);
    files.sort();
    let mut mods = Vec::new();
    for f in files {
        let rel = f.strip_prefix(&src).unwrap();
        // src/bin/* are separate crates.
        if rel.starts_with("bin") {
            continue;
        }
        let mut path: Vec<String> = rel.iter().map(|s| s.to_string_lossy().into_owned()).collect();
        let last = path.pop().unwrap();
        if last != "mod.rs" && last != "lib.rs" {
            path.push(last.trim_end_matches(".rs").to_string());
        }
        let text = std::fs::read_to_string(&f).unwrap();
        let (code, inline) = split_inline(&code_only(&text));
        let children = declared_children(&code);
        let owner = mods.len();
        mods.push(Module { path: path.clone(), file: rel.to_path_buf(), code, children, owner: None });
        for (name, body) in inline {
            let mut p = path.clone();
            p.push(name);
            let children = declared_children(&body);
            mods.push(Module { path: p, file: rel.to_path_buf(), code: body, children, owner: Some(owner) });
        }
    }
    mods
}

/// The leaf paths of every `use` tree in `code` (`use a::{b, c::d as e}`
/// gives `a::b` and `a::c::d`), with whether the `use` is a re-export.
fn use_paths(code: &str) -> Vec<(Vec<String>, bool)> {
    let mut out = Vec::new();
    let b = code.as_bytes();
    let mut i = 0;
    while let Some(k) = code[i..].find("use ") {
        let at = i + k;
        i = at + 4;
        if at > 0 && is_ident(b[at - 1]) {
            continue;
        }
        // Only at the start of a statement (after visibility).
        let before = code[..at].trim_end();
        let public = before.ends_with("pub") || before.ends_with(')') && before.contains("pub(");
        let ok = before.is_empty()
            || before.ends_with(';')
            || before.ends_with('{')
            || before.ends_with('}')
            || before.ends_with(']')
            || public;
        if !ok {
            continue;
        }
        let Some(end) = code[i..].find(';') else { break };
        let tree: String = code[i..i + end].chars().filter(|c| !c.is_whitespace()).collect();
        i += end;
        expand(&tree, &mut Vec::new(), &mut |p| out.push((p, public)));
    }
    out
}

fn expand(tree: &str, prefix: &mut Vec<String>, emit: &mut dyn FnMut(Vec<String>)) {
    // tree: a::b::{x, y::z, w as v} | a::b | a::*
    let tree = tree.trim_start_matches("::");
    if let Some(open) = tree.find('{') {
        let head = &tree[..open];
        let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
        let n = prefix.len();
        prefix.extend(head.split("::").filter(|s| !s.is_empty()).map(String::from));
        let mut depth = 0;
        let mut start = 0;
        let ib = inner.as_bytes();
        for (j, &c) in ib.iter().enumerate() {
            match c {
                b'{' => depth += 1,
                b'}' => depth -= 1,
                b',' if depth == 0 => {
                    expand(&inner[start..j], prefix, emit);
                    start = j + 1;
                }
                _ => {}
            }
        }
        if start < inner.len() {
            expand(&inner[start..], prefix, emit);
        }
        prefix.truncate(n);
    } else {
        let t = tree.split("as").next().unwrap_or(tree);
        let t = if let Some(p) = tree.find("as") {
            // `x as y`: keep x (an `as` inside an identifier has no `::` after it).
            if tree[p..].contains("::") {
                tree
            } else {
                &tree[..p]
            }
        } else {
            t
        };
        let mut p = prefix.clone();
        p.extend(t.split("::").filter(|s| !s.is_empty()).map(String::from));
        if p.last().is_some_and(|s| s == "self") {
            p.pop();
        }
        if !p.is_empty() {
            emit(p);
        }
    }
}

/// Paths written in code: `crate::x`, `$crate::x`, `super::x`, `self::x`
/// and `child::x` for a child module of this file.
fn inline_paths(m: &Module) -> Vec<Vec<String>> {
    let b = m.code.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if is_ident(b[i]) && (i == 0 || !(is_ident(b[i - 1]) || b[i - 1] == b':' && i >= 2 && b[i - 2] == b':')) {
            let start = i;
            let mut segs = Vec::new();
            let mut j = i;
            loop {
                let s = j;
                while j < b.len() && is_ident(b[j]) {
                    j += 1;
                }
                if s == j {
                    break;
                }
                segs.push(m.code[s..j].to_string());
                if b.get(j) == Some(&b':') && b.get(j + 1) == Some(&b':') && b.get(j + 2).is_some_and(|&c| is_ident(c))
                {
                    j += 2;
                } else {
                    break;
                }
            }
            i = j.max(start + 1);
            if segs.len() < 2 {
                continue;
            }
            let first = segs[0].as_str();
            let dollar = start > 0 && b[start - 1] == b'$';
            // `$crate::` counts; other `$x::` macro paths do not.
            let known =
                first == "crate" || !dollar && (first == "super" || first == "self" || m.children.contains(first));
            if known {
                out.push(segs);
            }
        } else {
            i += 1;
        }
    }
    out
}

struct Crate {
    mods: Vec<Module>,
    by_path: BTreeMap<Vec<String>, usize>,
}

impl Crate {
    fn defines(&self, m: usize, name: &str) -> bool {
        let code = &self.mods[m].code;
        for kw in ["fn ", "struct ", "enum ", "trait ", "type ", "const ", "static ", "union ", "macro_rules! "] {
            let mut from = 0;
            while let Some(k) = code[from..].find(kw) {
                let at = from + k;
                from = at + kw.len();
                if at > 0 && is_ident(code.as_bytes()[at - 1]) {
                    continue;
                }
                let rest = &code[from..];
                if rest.starts_with(name) && !rest.as_bytes().get(name.len()).is_some_and(|&c| is_ident(c)) {
                    return true;
                }
            }
        }
        false
    }

    /// The module path a path's first segments name, seen from module `m`
    /// (None: outside the crate).
    fn absolute(&self, m: usize, segs: &[String]) -> Option<Vec<String>> {
        let here = &self.mods[m].path;
        let mut base: Vec<String>;
        let mut rest = segs;
        match segs.first()?.as_str() {
            "crate" => {
                base = Vec::new();
                rest = &segs[1..];
            }
            "self" => {
                base = here.clone();
                rest = &segs[1..];
            }
            "super" => {
                base = here.clone();
                while rest.first().is_some_and(|s| s == "super") {
                    base.pop();
                    rest = &rest[1..];
                }
            }
            first if self.mods[m].children.contains(first) => base = here.clone(),
            _ => return None,
        }
        base.extend(rest.iter().cloned());
        Some(base)
    }

    /// The file defining what an absolute path names (following `pub use`
    /// facades), `depth` bounding re-export chains.
    fn target(&self, abs: &[String], depth: u32) -> Option<usize> {
        // The longest module prefix.
        let mut n = abs.len();
        while n > 0 && !self.by_path.contains_key(&abs[..n]) {
            n -= 1;
        }
        let m = *self.by_path.get(&abs[..n])?;
        if n == abs.len() || depth == 0 {
            return Some(m);
        }
        let item = &abs[n];
        if item == "*" || self.defines(m, item) {
            return Some(m);
        }
        // Re-exports of this module: explicit names first, then globs.
        let uses = use_paths(&self.mods[m].code);
        for (p, public) in uses.iter().filter(|(_, public)| *public) {
            let _ = public;
            if p.last() == Some(item) {
                if let Some(a) = self.absolute(m, p) {
                    return self.target(&a, depth - 1).or(Some(m));
                }
                return Some(m);
            }
        }
        for (p, _) in uses.iter().filter(|(p, public)| *public && p.last().is_some_and(|s| s == "*")) {
            if let Some(mut a) = self.absolute(m, p) {
                a.pop();
                a.push(item.clone());
                if let Some(t) = self.target(&a, depth - 1) {
                    if t != m && (self.defines(t, item) || t != *self.by_path.get(&a[..a.len() - 1]).unwrap_or(&m)) {
                        return Some(t);
                    }
                }
            }
        }
        Some(m)
    }

    fn node(&self, m: usize) -> usize {
        self.mods[m].owner.unwrap_or(m)
    }

    /// The files each file depends on.
    fn edges(&self) -> Vec<BTreeSet<usize>> {
        let mut edges = vec![BTreeSet::new(); self.mods.len()];
        for (m, module) in self.mods.iter().enumerate() {
            let from = self.node(m);
            let mut paths: Vec<Vec<String>> =
                use_paths(&module.code).into_iter().filter(|(_, public)| !public).map(|(p, _)| p).collect();
            paths.extend(inline_paths(module));
            for p in paths {
                if let Some(abs) = self.absolute(m, &p) {
                    if let Some(t) = self.target(&abs, 8) {
                        let t = self.node(t);
                        if t != from {
                            edges[from].insert(t);
                        }
                    }
                }
            }
        }
        edges
    }
}

/// Strongly connected components with more than one file (Tarjan).
fn cycles(edges: &[BTreeSet<usize>]) -> Vec<Vec<usize>> {
    struct T<'a> {
        e: &'a [BTreeSet<usize>],
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        on: Vec<bool>,
        stack: Vec<usize>,
        next: usize,
        out: Vec<Vec<usize>>,
    }
    fn visit(t: &mut T, v: usize) {
        t.index[v] = Some(t.next);
        t.low[v] = t.next;
        t.next += 1;
        t.stack.push(v);
        t.on[v] = true;
        for &w in t.e[v].iter() {
            match t.index[w] {
                None => {
                    visit(t, w);
                    t.low[v] = t.low[v].min(t.low[w]);
                }
                Some(iw) if t.on[w] => t.low[v] = t.low[v].min(iw),
                _ => {}
            }
        }
        if Some(t.low[v]) == t.index[v] {
            let mut scc = Vec::new();
            loop {
                let w = t.stack.pop().unwrap();
                t.on[w] = false;
                scc.push(w);
                if w == v {
                    break;
                }
            }
            if scc.len() > 1 {
                t.out.push(scc);
            }
        }
    }
    let n = edges.len();
    let mut t = T {
        e: edges,
        index: vec![None; n],
        low: vec![0; n],
        on: vec![false; n],
        stack: Vec::new(),
        next: 0,
        out: Vec::new(),
    };
    for v in 0..n {
        if t.index[v].is_none() {
            visit(&mut t, v);
        }
    }
    t.out
}

fn the_crate() -> Crate {
    let mods = load(Path::new(env!("CARGO_MANIFEST_DIR")));
    let by_path = mods.iter().enumerate().map(|(i, m)| (m.path.clone(), i)).collect();
    Crate { mods, by_path }
}

#[test]
fn no_module_cycles() {
    let c = the_crate();
    let edges = c.edges();
    let found = cycles(&edges);
    let mut report = String::new();
    for scc in &found {
        let names: BTreeSet<usize> = scc.iter().copied().collect();
        report.push_str(&format!("cycle of {} files:\n", scc.len()));
        for &f in &names {
            let deps: Vec<String> =
                edges[f].iter().filter(|d| names.contains(d)).map(|&d| c.mods[d].file.display().to_string()).collect();
            report.push_str(&format!("  {} -> {}\n", c.mods[f].file.display(), deps.join(", ")));
        }
    }
    assert!(found.is_empty(), "the module graph of src/ has {} circle(s):\n{report}", found.len());
}

/// The checker itself: a circle through a re-exporting parent is found,
/// a facade alone is not a circle.
#[test]
fn cycle_checker_sees_circles_and_facades() {
    let m = |path: &[&str], code: &str| Module {
        path: path.iter().map(|s| s.to_string()).collect(),
        file: PathBuf::from(path.join("/")),
        code: code_only(code),
        children: declared_children(&code_only(code)),
        owner: None,
    };
    let build = |mods: Vec<Module>| {
        let by_path = mods.iter().enumerate().map(|(i, m)| (m.path.clone(), i)).collect();
        Crate { mods, by_path }
    };
    // a/mod.rs re-exports b's item; b uses c; c uses a::Thing (defined in b): no circle.
    let facade = build(vec![
        m(&[], "mod a;"),
        m(&["a"], "mod b; mod c; pub use b::Thing; // use c::X;"),
        m(&["a", "b"], "use super::c::helper; pub struct Thing; #[cfg(test)] mod tests { use super::*; }"),
        m(&["a", "c"], "pub fn helper() {} fn f() -> crate::a::Other { \"crate::a::b::Thing\" }"),
    ]);
    assert!(cycles(&facade.edges()).is_empty());
    // b names a registry in c, c imports b's type: a circle.
    let circle = build(vec![
        m(&[], "mod a;"),
        m(&["a"], "mod b; mod c;"),
        m(&["a", "b"], "use super::c::Registry; pub struct Thing;"),
        m(&["a", "c"], "use super::{b::Thing};\npub struct Registry;"),
    ]);
    assert_eq!(cycles(&circle.edges()).len(), 1);
}

/// The hand-written modules under `src/{under}` (the generated `ffi/ur/gen/`
/// left out), each with its path below `src/`; never none.
fn hand_written(root: &Path, under: &str) -> Vec<(String, Module)> {
    let ms: Vec<(String, Module)> = load(root)
        .into_iter()
        .map(|m| (m.file.to_string_lossy().replace('\\', "/"), m))
        .filter(|(f, _)| f.starts_with(under) && !f.starts_with("ffi/ur/gen/"))
        .collect();
    assert!(!ms.is_empty(), "no hand-written module under src/{under}");
    ms
}

/// OpenCL calls (`raw::` or `clXxx(`) in the hand-written files under
/// `src/{under}`: the count on each line, and the line. With `presence_ok`,
/// asking whether the loaded library has an entry point
/// (`a.clCloneKernel.is_some()`) is not a call.
fn raw_calls(under: &str, presence_ok: bool) -> Vec<(usize, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut hits = Vec::new();
    for (f, m) in hand_written(root, under) {
        for (n, line) in m.code.lines().enumerate() {
            let b = line.as_bytes();
            // Every `raw::` path, and every other `clXxx(` call.
            let mut found = line.matches("raw::").count();
            for (i, _) in line.match_indices("cl") {
                // `fn clInitLayer(`: the definition of an entry point
                // syclrt exports (the layer's, src/ffi/layer.rs), not a call.
                if i > 0 && is_ident(b[i - 1]) || line[..i].ends_with("raw::") || line[..i].ends_with("fn ") {
                    continue;
                }
                let mut j = i + 2;
                if !b.get(j).is_some_and(|c| c.is_ascii_uppercase()) {
                    continue;
                }
                while j < b.len() && is_ident(b[j]) {
                    j += 1;
                }
                let presence = line[j..].starts_with(".is_some()") || line[j..].starts_with(".is_none()");
                if presence_ok && presence && i > 0 && b[i - 1] == b'.' {
                    continue;
                }
                // A call, or an entry of a function table (`ext::core_extra().clCreateImage`).
                if b.get(j) == Some(&b'(') || i > 0 && b[i - 1] == b'.' {
                    found += 1;
                }
            }
            if found > 0 {
                hits.push((found, format!("src/{f}:{}: {}", n + 1, line.trim())));
            }
        }
    }
    hits
}

#[test]
fn no_opencl_in_faces() {
    let hits = raw_calls("ffi/", false);
    let total: usize = hits.iter().map(|h| h.0).sum();
    let lines: Vec<&str> = hits.iter().map(|h| h.1.as_str()).collect();
    assert!(total == 0, "{total} OpenCL call(s) in src/ffi (move them into core):\n{}", lines.join("\n"));
}

#[test]
fn no_opencl_calls_in_core() {
    let hits = raw_calls("core/", true);
    let total: usize = hits.iter().map(|h| h.0).sum();
    let lines: Vec<&str> = hits.iter().map(|h| h.1.as_str()).collect();
    assert!(total == 0, "{total} OpenCL call(s) in src/core (go through the `cl` wrappers):\n{}", lines.join("\n"));
}

/// The driver's build (`cl::Program::driver_build`) is
/// called from one file of core, `core/build.rs`, which gives it the
/// options of the program's route; no other file of `src/core` and no face
/// calls it (issue 38: core called `clBuildProgram` from 7 places, and the
/// C API's build bypassed the route).
#[test]
fn one_place_builds_programs() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut hits = Vec::new();
    let mut in_build = 0;
    for under in ["core/", "ffi/"] {
        for (f, m) in hand_written(root, under) {
            for (n, line) in m.code.lines().enumerate() {
                let calls = line.matches(".driver_build(").count();
                if calls == 0 {
                    continue;
                }
                if f == "core/build.rs" {
                    in_build += calls;
                } else {
                    hits.push(format!("src/{f}:{}: {}", n + 1, line.trim()));
                }
            }
        }
    }
    assert!(hits.is_empty(), "the driver's build called outside core/build.rs:\n{}", hits.join("\n"));
    assert!(in_build >= 1, "core/build.rs calls the driver's build");
}

/// The route of a SPIR-V program is decided in one file, `core/route.rs`:
/// no other file of `src/core` or `src/ffi` makes a program from SPIR-V
/// with the driver (`Program::with_il`) or with a route
/// (`ptx::route::program_for`), and no face names a route (issue 38: the
/// faces, the cache and bundles each chose between the PTX route and the
/// driver).
#[test]
fn one_route_decision() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut hits = Vec::new();
    for under in ["core/", "ffi/"] {
        for (f, m) in hand_written(root, under) {
            if f == "core/route.rs" {
                continue;
            }
            for (n, line) in m.code.lines().enumerate() {
                let makes = line.contains("Program::with_il(")
                    || line.contains("program_for(") && !line.contains("fn program_for(");
                let names = f.starts_with("ffi/") && (line.contains("ptx::route") || line.contains("core::route"));
                if makes || names {
                    hits.push(format!("src/{f}:{}: {}", n + 1, line.trim()));
                }
            }
        }
    }
    assert!(hits.is_empty(), "a route decided outside core/route.rs:\n{}", hits.join("\n"));
}

/// Hex literals in code whose value is in OpenCL's `0x1000..=0x1FFF` range
/// (any spelling: `0x1001`, `0x10_01`, `0x01001u32`), as (line, literal).
/// Comments and string contents are not code (`code_only`).
fn opencl_hex_literals(code: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    for (n, line) in code.lines().enumerate() {
        let b = line.as_bytes();
        let mut i = 0;
        while i + 1 < b.len() {
            let starts = b[i] == b'0' && b[i + 1] == b'x' && (i == 0 || !is_ident(b[i - 1]));
            if !starts {
                i += 1;
                continue;
            }
            let mut j = i + 2;
            while j < b.len() && (b[j].is_ascii_hexdigit() || b[j] == b'_') {
                j += 1;
            }
            // A type suffix (`u32`, `usize`) belongs to the literal.
            let mut end = j;
            while end < b.len() && is_ident(b[end]) {
                end += 1;
            }
            let digits: String = line[i + 2..j].chars().filter(|&c| c != '_').collect();
            if let Ok(v) = u64::from_str_radix(&digits, 16) {
                if (0x1000..=0x1FFF).contains(&v) {
                    out.push((n + 1, line[i..end].to_string()));
                }
            }
            i = end.max(i + 2);
        }
    }
    out
}

/// Literals in that range that are allowed in a face, each with its reason:
/// (file under `src/`, the literal as written, why it is no OpenCL number).
/// Empty: every such number in the faces is an OpenCL constant.
const ALLOWED_HEX: &[(&str, &str, &str)] = &[];

#[test]
fn no_opencl_literals_in_faces() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    let mut dirs = vec![src.join("ffi")];
    while let Some(d) = dirs.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                if p != src.join("ffi/ur/gen") {
                    dirs.push(p);
                }
            } else if p.extension().is_some_and(|x| x == "rs") {
                files.push(p);
            }
        }
    }
    files.sort();
    assert!(files.len() > 20, "the faces' files were not found under {}", src.display());
    let mut hits = Vec::new();
    for f in &files {
        let rel = f.strip_prefix(&src).unwrap().to_string_lossy().replace('\\', "/");
        let code = code_only(&std::fs::read_to_string(f).unwrap());
        for (line, lit) in opencl_hex_literals(&code) {
            if !ALLOWED_HEX.iter().any(|(file, l, _)| *file == rel && *l == lit) {
                hits.push(format!("src/{rel}:{line}: {lit}"));
            }
        }
    }
    assert!(
        hits.is_empty(),
        "{} OpenCL hex literal(s) in src/ffi (name them from src/cl/sys.rs, adding the Khronos name there if missing):\n{}",
        hits.len(),
        hits.join("\n")
    );
}

/// The literal scanner itself: every spelling of an OpenCL-range number is
/// found, with its line; comments, strings, identifiers and other ranges
/// (PI's `0x10010`, a `0x100` mask) are not.
#[test]
fn hex_scanner_sees_opencl_numbers() {
    let code = code_only(
        "let a = 0x1001;\nmatch q { 0x11B0..=0x11B5 => 1, _ => 0x10_93u32 }\n\
         // 0x1002 in a comment\nlet s = \"0x1003\"; let m = 0x100 | 0x10010 | 0x4250 | x0x1004;\nlet z = 0x01005;",
    );
    let found = opencl_hex_literals(&code);
    let want: Vec<(usize, String)> = vec![
        (1, "0x1001".into()),
        (2, "0x11B0".into()),
        (2, "0x11B5".into()),
        (2, "0x10_93u32".into()),
        (5, "0x01005".into()),
    ];
    assert_eq!(found, want);
}

/// What a face may name in `crate::cl`: its constants (`cl::sys`), its
/// handle wrappers (capitalised types, for handle translation) and the
/// name of an OpenCL error code. Any other `cl` module (`usm`, `ext`,
/// `fill`, `timer`, `sampler`, ...) or function is OpenCL work, which goes
/// through `core`.
const FACE_MAY_NAME_IN_CL: &[&str] = &["sys", "error_name", "self"];

/// Paths into `cl` in `code` that name something other than the above, as
/// (line, what): `cl::usm::free`, `crate::cl::timer::host_now()`, and the
/// items of a group import (`use crate::cl::{self, ext, Event}` -> `ext`).
fn cl_paths_beyond_names(code: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    for (n, line) in code.lines().enumerate() {
        let b = line.as_bytes();
        for (i, _) in line.match_indices("cl::") {
            if i > 0 && is_ident(b[i - 1]) {
                continue;
            }
            let rest = &line[i + 4..];
            let items: Vec<&str> = if let Some(group) = rest.strip_prefix('{') {
                group.split('}').next().unwrap_or("").split(',').collect()
            } else {
                vec![rest]
            };
            for item in items {
                let item = item.trim();
                let seg: String = item.bytes().take_while(|&c| is_ident(c)).map(char::from).collect();
                if seg.is_empty()
                    || seg.as_bytes()[0].is_ascii_uppercase()
                    || FACE_MAY_NAME_IN_CL.contains(&seg.as_str())
                {
                    continue;
                }
                out.push((n + 1, format!("cl::{seg}")));
            }
        }
    }
    out
}

#[test]
fn faces_name_only_constants_and_handles_in_cl() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut hits = Vec::new();
    let mut files = 0;
    for (f, m) in hand_written(root, "ffi/") {
        files += 1;
        for (line, what) in cl_paths_beyond_names(&m.code) {
            hits.push(format!("src/{f}:{line}: {what}"));
        }
    }
    assert!(files > 20, "the faces' files were not found");
    assert!(
        hits.is_empty(),
        "{} use(s) of OpenCL layers beyond constants and handles in src/ffi (add a typed operation to core):\n{}",
        hits.len(),
        hits.join("\n")
    );
}

/// Methods of `cl`'s handle wrappers a face may call: handle translation
/// (taking, lending and giving back references) and std names that
/// `cl` also defines (`Option::is_some`, `Atomic*::load`). Every other
/// method of `cl` does OpenCL work, which goes through `core`.
const FACE_MAY_CALL_IN_CL: &[&str] =
    &["raw", "into_raw", "from_owned", "from_borrowed", "borrow", "borrow_list", "error_name", "is_some", "load"];

/// The names of the `pub fn`s of the files under `dir` (code only).
fn pub_fn_names(dir: &Path) -> BTreeSet<String> {
    fn walk(dir: &Path, out: &mut BTreeSet<String>) {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "rs") {
                let code = code_only(&std::fs::read_to_string(&p).unwrap());
                for (i, _) in code.match_indices("fn ") {
                    let head = &code[..i];
                    let line_start = head.rfind('\n').map_or(0, |n| n + 1);
                    let vis = &head[line_start..];
                    if !vis.contains("pub") || vis.contains("pub(super)") || vis.contains("pub(in") {
                        continue;
                    }
                    let name: String = code[i + 3..].bytes().take_while(|&c| is_ident(c)).map(char::from).collect();
                    if !name.is_empty() {
                        out.insert(name);
                    }
                }
            }
        }
    }
    let mut out = BTreeSet::new();
    walk(dir, &mut out);
    out
}

/// Calls `.name(` or `::name(` of a name in `names`, as (line, name).
fn calls_of(code: &str, names: &BTreeSet<String>) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    for (n, line) in code.lines().enumerate() {
        let b = line.as_bytes();
        let mut i = 0;
        while i < b.len() {
            let after_sep =
                (b[i] == b'.' && (i == 0 || b[i - 1] != b'.')) || (b[i] == b':' && i > 0 && b[i - 1] == b':');
            if after_sep {
                let name: String = line[i + 1..].bytes().take_while(|&c| is_ident(c)).map(char::from).collect();
                let end = i + 1 + name.len();
                if !name.is_empty() && b.get(end) == Some(&b'(') && names.contains(&name) {
                    out.push((n + 1, name.clone()));
                }
                i = end.max(i + 1);
            } else {
                i += 1;
            }
        }
    }
    out
}

/// No face calls a method of `cl` that does OpenCL work (a `pub fn` of
/// `src/cl` that `core` does not also define, beyond the handle
/// translation of [`FACE_MAY_CALL_IN_CL`]): a face reaches the driver only
/// through `core`, even where it holds a `cl` handle wrapper.
#[test]
fn faces_call_no_opencl_work_on_cl_handles() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let core_names = pub_fn_names(&root.join("src/core"));
    let names: BTreeSet<String> = pub_fn_names(&root.join("src/cl"))
        .into_iter()
        .filter(|n| !core_names.contains(n) && !FACE_MAY_CALL_IN_CL.contains(&n.as_str()))
        .collect();
    assert!(names.contains("marker_opt") && names.contains("with_binaries"), "cl's methods were not found");
    let mut hits = Vec::new();
    for (f, m) in hand_written(root, "ffi/") {
        for (line, name) in calls_of(&m.code, &names) {
            hits.push(format!("src/{f}:{line}: {name}"));
        }
    }
    assert!(
        hits.is_empty(),
        "{} call(s) of OpenCL work on cl handles in src/ffi (add a typed operation to core):\n{}",
        hits.len(),
        hits.join("\n")
    );
}

/// The call scanner of the test above.
#[test]
fn cl_call_scanner_sees_methods_and_paths() {
    let names: BTreeSet<String> = ["bridge_into", "with_binaries", "size"].iter().map(|s| s.to_string()).collect();
    let code = code_only(
        "let b = ev.bridge_into(ctx);\nlet p = cl::Program::with_binaries(&c, &d, &b);\n\
         // x.size() in a comment\nlet n = v.len(); let s = m.size; let r = 0..size(1);\nlet z = q.cl.size()?;",
    );
    let want: Vec<(usize, String)> = vec![(1, "bridge_into".into()), (2, "with_binaries".into()), (5, "size".into())];
    assert_eq!(calls_of(&code, &names), want);
}

/// The scanner of the test above: module paths, functions and group items
/// are seen; constants, handle types, `self` and comments are not.
#[test]
fn cl_path_scanner_sees_layers() {
    let code = code_only(
        "use crate::cl::{self, sys::*, DeviceId, ext};\nlet x = cl::usm::free(c, p);\n\
         // cl::fill::fill_buffer in a comment\nlet t = crate::cl::timer::host_now(); let q = cl::Queue::borrow(&r);\n\
         let s = crate::cl::error_name(e); let k = mycl::usm::x; let d = cl::check(c, \"x\");",
    );
    let want: Vec<(usize, String)> =
        vec![(1, "cl::ext".into()), (2, "cl::usm".into()), (4, "cl::timer".into()), (5, "cl::check".into())];
    assert_eq!(cl_paths_beyond_names(&code), want);
}

/// The UR function a generated entry name belongs to (`urX_v2025_2` -> `urX`).
fn ur_base(name: &str) -> &str {
    match name.rfind("_v") {
        Some(i) if name[i + 2..].chars().all(|c| c.is_ascii_digit() || c == '_') => &name[..i],
        _ => name,
    }
}

/// The name after the last `marker` before byte `end` of `code`.
fn last_name_before<'a>(code: &'a str, marker: &str, end: usize) -> Option<&'a str> {
    let i = code[..end].rfind(marker)? + marker.len();
    let rest = &code[i..];
    Some(&rest[..rest.find(|c: char| !c.is_ascii_alphanumeric() && c != '_').unwrap_or(rest.len())])
}

/// Every UR function runs `ur_api.h`'s conditions before its body
/// (`args::<f>::run`, generated by scripts/gen-ur.py): a hand-written body
/// that forwards to another function goes through `run` too, never through
/// the trait method, which would skip the conditions. `body()` (the body
/// alone) is for forwarding between releases' signatures of one function.
#[test]
fn ur_bodies_forward_through_the_spec_checks() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut hits = Vec::new();
    for (f, m) in hand_written(root, "ffi/ur/") {
        for (n, line) in m.code.lines().enumerate() {
            if line.contains("<Ur as ") || line.contains("Ur>::ur") {
                hits.push(format!("src/{f}:{}: {}", n + 1, line.trim()));
            }
        }
        for (at, _) in m.code.match_indices(".body()") {
            let caller = last_name_before(&m.code, "unsafe fn ", at).unwrap_or("?");
            let callee = last_name_before(&m.code, "args::", at).unwrap_or("?");
            if ur_base(caller) != ur_base(callee) {
                hits.push(format!("src/{f}: {caller} skips the conditions of {callee} (body() is for another release's signature of one function)"));
            }
        }
    }
    assert!(hits.is_empty(), "UR trait methods called directly (use `args::<f> {{ .. }}.run()`):\n{}", hits.join("\n"));
    let api = std::fs::read_to_string(root.join("src/ffi/ur/gen/api.rs")).expect("gen/api.rs");
    assert!(
        api.contains("unsafe { self.check() }?;") && api.contains(".run() }"),
        "the generated entries no longer run the checks"
    );
}

/// The structs `pub struct X` (or `struct X`, `pub(crate) struct X`)
/// each line of `code` defines, as (line number, name).
fn struct_definitions(code: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    for (n, line) in code.lines().enumerate() {
        let t = line.trim_start();
        let t = t
            .strip_prefix("pub ")
            .or_else(|| t.strip_prefix("pub(crate) "))
            .or_else(|| t.strip_prefix("pub(super) "))
            .unwrap_or(t);
        if let Some(rest) = t.strip_prefix("struct ") {
            let name: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            out.push((n + 1, name));
        }
    }
    out
}

/// One definition of each SYCL concept (issue 39): the device, platform,
/// context, queue, program and kernel are core's objects (`core::{device,
/// context, queue, program}`), which hold their own state; a face wraps
/// them (UR's `UrObj<T>` adds only UR's own fields) and never defines a
/// second `struct Device`, `Platform`, `Context`, `Queue`, `Program` or
/// `Kernel`.
#[test]
fn no_second_definition_of_a_core_object_in_a_face() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let concepts = ["Device", "Platform", "Context", "Queue", "Program", "Kernel", "Mem", "Event"];
    let mut core_defs = Vec::new();
    for (f, m) in hand_written(root, "core/") {
        for (n, name) in struct_definitions(&m.code) {
            if concepts.contains(&name.as_str()) {
                core_defs.push(format!("src/{f}:{n}: {name}"));
            }
        }
    }
    assert_eq!(core_defs.len(), concepts.len(), "one core definition of each concept: {core_defs:?}");
    let mut second = Vec::new();
    for (f, m) in hand_written(root, "ffi/") {
        for (n, name) in struct_definitions(&m.code) {
            if concepts.contains(&name.as_str()) {
                second.push(format!("src/{f}:{n}: struct {name}"));
            }
        }
    }
    assert!(second.is_empty(), "a face defines a second core object (wrap core's instead):\n{}", second.join("\n"));
}

#[test]
fn struct_scanner_sees_definitions() {
    let code = "pub struct Queue {\n    x: u8,\n}\nstruct Kernel;\npub(crate) struct Program(u8);\nlet s = Structure;\nimpl Context {}";
    let names: Vec<String> = struct_definitions(code).into_iter().map(|(_, n)| n).collect();
    assert_eq!(names, ["Queue", "Kernel", "Program"]);
}

/// The measures of issue 39 ("one object model in core"), read off the
/// source, each with its target. Printed by `scripts/arch-figures.sh`
/// (`cargo test --test architecture issue_39_figures -- --nocapture`).
/// Each is a ratchet: the test fails when a figure grows past what main
/// holds now, so every step toward the target stays taken; lower the
/// ceiling in the same commit that lowers the figure.
#[test]
fn issue_39_figures() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let lines_of = |under: &str| -> usize {
        // One count per file (a file's inline `mod x { .. }` is a module of its own).
        let files: BTreeSet<String> = hand_written(root, under).into_iter().map(|(f, _)| f).collect();
        files.iter().map(|f| std::fs::read_to_string(root.join("src").join(f)).map_or(0, |s| s.lines().count())).sum()
    };
    // `pub unsafe fn` in core, and raw pointers in core's `pub` signatures.
    let mut unsafe_fns = Vec::new();
    let mut raw_params = Vec::new();
    for (f, m) in hand_written(root, "core/") {
        for (i, _) in m.code.match_indices("pub ") {
            let rest = &m.code[i..];
            let head = rest.trim_start_matches("pub ").trim_start_matches("(crate) ").trim_start_matches("const ");
            let is_unsafe = head.starts_with("unsafe fn ");
            if !is_unsafe && !head.starts_with("fn ") {
                continue;
            }
            let sig_end = signature_end(rest).unwrap_or(rest.len());
            let sig = &rest[..sig_end];
            let name: String = head
                .trim_start_matches("unsafe ")
                .trim_start_matches("fn ")
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            if is_unsafe {
                unsafe_fns.push(format!("src/{f}: {name}"));
            }
            if sig.contains("*const ") || sig.contains("*mut ") {
                raw_params.push((format!("{}::{name}", m.path.join("::")), format!("src/{f}")));
            }
        }
    }
    // Process-wide tables keyed by a handle's address: a `static` map or
    // list whose key is a `usize` (an address written as a number).
    let mut tables = Vec::new();
    let mut cl_statics = 0;
    for under in ["core/", "ffi/", "cl/"] {
        for (f, m) in hand_written(root, under) {
            let keys = ["Map<usize", "Map<(usize", "Vec<(usize", "Map<Key"];
            // A type alias hides the key from the `static` line
            // (`type Registry = HashMap<usize, ..>; static R: RwLock<Registry>`).
            let aliases: Vec<String> = m
                .code
                .lines()
                .filter_map(|l| l.trim_start().trim_start_matches("pub ").strip_prefix("type "))
                .filter(|l| keys.iter().any(|k| l.contains(k)))
                .filter_map(|l| l.split(['=', '<', ' ']).next().map(|n| format!("<{}>", n.trim())))
                .collect();
            for (n, line) in m.code.lines().enumerate() {
                let t = line.trim_start();
                let t = t.trim_start_matches("pub ").trim_start_matches("pub(crate) ");
                if !t.starts_with("static ") {
                    continue;
                }
                if under == "cl/" {
                    cl_statics += 1;
                }
                let keyed = keys.iter().any(|k| t.contains(k)) || aliases.iter().any(|a| t.contains(a.as_str()));
                if keyed {
                    tables.push(format!("src/{f}:{}: {}", n + 1, t.split('=').next().unwrap_or(t).trim()));
                }
            }
        }
    }
    // `core/ops.rs`, the bag of free functions both DPC++ faces shared, is
    // gone: its operations live in the module of their concept
    // (`core::{object, event, enqueue, kernel, program, queue, mem, context,
    // device, partition}`); it must not come back.
    assert!(!root.join("src/core/ops.rs").exists(), "src/core/ops.rs is back (issue 39 dissolved it)");
    let ops = std::fs::read_to_string(root.join("src/core/ops.rs")).map_or(0, |s| s.lines().count());
    let figures = [
        ("pub unsafe fn in src/core", unsafe_fns.len(), 9, 15),
        ("pub fns of src/core with raw-pointer parameters", raw_params.len(), 9, 10),
        ("process-wide tables keyed by an address", tables.len(), 3, 3),
        ("lines of src/core/ops.rs", ops, 0, 0),
        ("lines of src/cl", lines_of("cl/"), 4446, 4500),
        ("statics of src/cl", cl_statics, 2, 5),
        ("lines of the hand-written UR face", lines_of("ffi/ur/"), 5178, 4500),
    ];
    let mut over = Vec::new();
    println!("issue 39 figures (now / ceiling on main / target):");
    for (what, now, ceiling, target) in figures {
        println!("  {what}: {now} / {ceiling} / {target}");
        if now > ceiling {
            over.push(format!("{what}: {now} > {ceiling}"));
        }
    }
    println!("tables keyed by an address:\n  {}", tables.join("\n  "));
    println!("pub unsafe fn in core:\n  {}", unsafe_fns.join("\n  "));
    let raw: Vec<String> = raw_params.iter().map(|(f, file)| format!("{file}: {f}")).collect();
    println!("raw-pointer parameters in core:\n  {}", raw.join("\n  "));
    assert!(over.is_empty(), "issue 39's figures went backwards:\n{}", over.join("\n"));
    // Raw pointers in core's `pub` signatures: only where core takes or
    // hands out host memory (memory core may read or write through the
    // pointer, or the driver does on its behalf). A USM address is a
    // device address core never dereferences: it travels as a
    // `core::usm::UsmPtr` or a `usize`, as does a mapping's address.
    // Each entry: the function (module path), its file, and why.
    let allowed_raw: [(&str, &str, &str); 9] = [
        (
            "core::enqueue::read",
            "src/core/enqueue.rs",
            "buffer read (bytes or a rectangle) into the caller's host memory",
        ),
        (
            "core::enqueue::write",
            "src/core/enqueue.rs",
            "buffer write (bytes or a rectangle) from the caller's host memory",
        ),
        ("core::enqueue::image::read", "src/core/enqueue.rs", "image read into the caller's host box"),
        ("core::enqueue::image::write", "src/core/enqueue.rs", "image write from the caller's host box"),
        ("core::enqueue::device_global", "src/core/enqueue.rs", "device global read into / write from host memory"),
        (
            "core::mem::create_buffer",
            "src/core/mem.rs",
            "CL_MEM_USE_HOST_PTR / COPY_HOST_PTR host memory of a new buffer",
        ),
        ("core::mem::image::create", "src/core/mem.rs", "host memory of a new image; format and descriptor structs"),
        (
            "core::usm::memcpy",
            "src/core/usm/mod.rs",
            "USM copy (contiguous or pitched rows) whose source or destination may be plain host memory",
        ),
        (
            "core::buffer::host_access",
            "src/core/buffer/mod.rs",
            "the address of core's own host copy, handed to a host accessor",
        ),
    ];
    let stray_raw: Vec<&String> = raw_params
        .iter()
        .filter(|(f, file)| !allowed_raw.iter().any(|(a, af, _)| a == f && af == file))
        .map(|(f, _)| f)
        .collect();
    assert!(
        stray_raw.is_empty(),
        "raw pointers in core's pub signatures outside the allow-list (carry a USM or mapped address as \
         `UsmPtr`/`usize`; host memory goes in the list with a reason): {stray_raw:?}"
    );
    // The list holds only what is there: an entry whose function no longer
    // takes a raw pointer goes.
    let stale: Vec<&str> = allowed_raw
        .iter()
        .filter(|(a, af, _)| !raw_params.iter().any(|(f, file)| a == f && af == file))
        .map(|(a, _, _)| *a)
        .collect();
    assert!(stale.is_empty(), "allow-list entries with no raw pointer left (remove them): {stale:?}");
    // Above the OpenCL layer, a handle's facts and the handles syclrt hands
    // out go to the one registry (`core::handles`); the device-answer cache
    // and the USM interval map are the other two of issue 39's three, each
    // allowed by name with why (the scanner reads type aliases too); a new
    // one fails here.
    let allowed = [
        "src/core/handles.rs:",
        "src/core/devinfo.rs:",
        // The USM interval map of live SVM allocations, keyed by the
        // allocation's address (not a driver handle's): one of issue 39's three.
        "src/core/usm/live.rs:",
    ];
    let stray: Vec<&String> =
        tables.iter().filter(|t| !t.starts_with("src/cl/") && !allowed.iter().any(|a| t.starts_with(a))).collect();
    assert!(stray.is_empty(), "address-keyed tables in core or a face, outside core::handles: {stray:?}");
}

/// docs/architecture.md is the map: every hand-written file of `src/` has
/// a row, by its path (`src/core/route.rs`), its directory's row
/// (`src/core/cache/`), or a brace list (`src/ffi/ur/{platform,device}.rs`,
/// `src/ffi/api/*.rs`).
#[test]
fn every_source_file_has_a_row_in_the_map() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let doc = std::fs::read_to_string(root.join("docs/architecture.md")).expect("docs/architecture.md");
    let rows: Vec<&str> = doc.lines().filter(|l| l.starts_with("| `src/")).collect();
    let named = |path: &str| -> bool {
        let (dir, file) = path.rsplit_once('/').unwrap_or(("", path));
        let base = file.trim_end_matches(".rs");
        rows.iter().any(|r| {
            let cell = r.split('|').nth(1).unwrap_or("");
            cell.split('`').any(|c| {
                c == path
                    || c.ends_with('/') && path.starts_with(c)
                    || c == format!("{dir}/*.rs")
                    || c.strip_prefix(&format!("{dir}/{{"))
                        .and_then(|x| x.strip_suffix("}.rs"))
                        .is_some_and(|l| l.split(',').any(|n| n.trim() == base))
            })
        })
    };
    let mut missing: Vec<String> = Vec::new();
    let mut files: BTreeSet<String> =
        load(root).into_iter().map(|m| m.file.to_string_lossy().replace('\\', "/")).collect();
    for bin in std::fs::read_dir(root.join("src/bin")).into_iter().flatten().flatten() {
        files.insert(format!("bin/{}", bin.file_name().to_string_lossy()));
    }
    for f in files.into_iter().filter(|f| !f.starts_with("ffi/ur/gen/")) {
        let path = format!("src/{f}");
        if !named(&path) {
            missing.push(path);
        }
    }
    assert!(missing.is_empty(), "files of src/ with no row in docs/architecture.md:\n{}", missing.join("\n"));
}

/// One `fn` of a file: its name, whether it is generic over a type (by its
/// own `<..>` or its `impl<..>` block's), its signature and its body.
struct Func {
    name: String,
    generic: bool,
    sig: String,
    body: String,
}

/// The end (index of the closing brace) of the block opening at `open`.
fn block_end(b: &[u8], open: usize) -> usize {
    let mut depth = 0i32;
    for (i, &c) in b.iter().enumerate().skip(open) {
        match c {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return i;
                }
            }
            _ => {}
        }
    }
    b.len().saturating_sub(1)
}

/// The `<..>` at `at` (when there is one), brackets matched.
fn generics_at(s: &str, at: usize) -> &str {
    if !s[at..].starts_with('<') {
        return "";
    }
    let mut depth = 0i32;
    for (i, c) in s[at..].char_indices() {
        match c {
            '<' => depth += 1,
            '>' if !s[..at + i].ends_with('-') => {
                depth -= 1;
                if depth == 0 {
                    return &s[at..=at + i];
                }
            }
            _ => {}
        }
    }
    ""
}

/// Whether a `<..>` declares a type parameter (not only lifetimes).
fn has_type_param(generics: &str) -> bool {
    generics.split(['<', ',']).any(|t| t.trim().chars().next().is_some_and(|c| c.is_ascii_uppercase()))
}

/// Where a function's signature in `s` (from its name on) ends: the
/// body's `{` (or a `;`) outside any brackets, so `[usize; 3]` is part of it.
fn signature_end(s: &str) -> Option<usize> {
    let mut depth = 0i32;
    s.char_indices()
        .find(|&(_, c)| {
            match c {
                '(' | '[' => depth += 1,
                ')' | ']' => depth -= 1,
                _ => {}
            }
            depth == 0 && (c == '{' || c == ';')
        })
        .map(|(o, _)| o)
}

/// The functions with a body in `code` (comment-free: `Module::code`).
fn functions(code: &str) -> Vec<Func> {
    let b = code.as_bytes();
    let at_word = |i: usize, w: &str| {
        code[i..].starts_with(w) && (i == 0 || !is_ident(b[i - 1])) && !b.get(i + w.len()).is_some_and(|&c| is_ident(c))
    };
    // `impl` blocks: (start, end, whether generic over a type).
    let mut impls = Vec::new();
    for (i, _) in code.match_indices("impl") {
        if !at_word(i, "impl") {
            continue;
        }
        let Some(open) = code[i..].find(['{', ';']).map(|o| i + o) else { continue };
        if b[open] == b'{' {
            impls.push((i, block_end(b, open), has_type_param(generics_at(code, i + 4))));
        }
    }
    let mut out = Vec::new();
    for (i, _) in code.match_indices("fn ") {
        if !at_word(i, "fn") {
            continue;
        }
        let name: String = code[i + 3..].chars().take_while(|&c| c.is_alphanumeric() || c == '_').collect();
        if name.is_empty() {
            continue;
        }
        let after = i + 3 + name.len();
        let own = generics_at(code, after);
        let Some(end) = signature_end(&code[after..]).map(|o| after + o) else {
            continue;
        };
        if b[end] != b'{' {
            continue;
        }
        let in_generic_impl =
            impls.iter().filter(|&&(s, e, _)| s < i && i < e).max_by_key(|&&(s, _, _)| s).is_some_and(|&(_, _, g)| g);
        let close = block_end(b, end);
        out.push(Func {
            name,
            generic: has_type_param(own) || in_generic_impl,
            sig: code[i..end].to_string(),
            body: code[end..=close].to_string(),
        });
    }
    out
}

/// Whether `body` writes through a raw pointer (`*p = v`, `p.write(v)`,
/// `p.add(i).write(v)`, `ptr::write`), on a line inside `unsafe { .. }`.
fn writes_raw(body: &str) -> bool {
    body.lines().any(|l| {
        let Some((_, rest)) = l.split_once("unsafe {") else { return false };
        let rest = rest.trim_start();
        rest.contains(".write(")
            || rest.contains("ptr::write(")
            || rest.starts_with('*') && rest.split_once(" = ").is_some_and(|(lhs, _)| !lhs.contains('='))
    })
}

/// Issue 39's "info writers / out-pointer writers / wait-list builders:
/// 1 / 1 / 1" and "files on the UR launch path, entry to driver: at most
/// 8, with one change of wait-list form", measured on the source
/// (`cargo test --test architecture issue_39_one_writer -- --nocapture`).
/// Ratchets, as `issue_39_figures`: a ceiling is what the code holds now;
/// lower it with the figure, never raise it.
///
/// - An out-pointer writer is a helper that writes whatever value it is
///   given through a caller's pointer: a function generic over a type whose
///   body writes through a raw pointer. Counted per file (the faces' `put`
///   and `create` are shapes over `ffi::args`, which writes).
/// - A wait-list reader reads a caller's `(count, *const handle)` list: a
///   function that takes a raw pointer to event handles and reads it as a
///   slice (`slice`, `borrow_list`, `from_raw_parts`).
/// - The launch path is the list of hops below, each checked: the function
///   is defined in the file and calls what it is said to call. The wait
///   list's forms along it are checked the same way.
#[test]
fn issue_39_one_writer_one_reader_one_launch_path() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    // A file's code, its inline modules with it (`gen/api.rs`'s `entries`).
    let all = load(root);
    let code_of = |file: &str| -> String {
        all.iter()
            .filter(|m| m.file.to_string_lossy().replace('\\', "/") == file)
            .map(|m| m.code.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    };
    let mut files: Vec<(String, Module)> = hand_written(root, "ffi/");
    files.extend(hand_written(root, "core/"));
    // Out-pointer writers.
    let mut writers: BTreeMap<String, Vec<String>> = BTreeMap::new();
    // Wait-list readers.
    let mut readers = Vec::new();
    let event_lists = [
        "*const pi_event",
        "*const ur_event_handle_t",
        "*const *const syclrt_event",
        "*const cl_event",
        "*const crate::cl::sys::cl_event",
        "*const F::Handle",
    ];
    for (f, m) in &files {
        for func in functions(&m.code) {
            if func.generic && writes_raw(&func.body) {
                writers.entry(format!("src/{f}")).or_default().push(func.name.clone());
            }
            let lists: Vec<String> = event_lists
                .iter()
                .flat_map(|t| func.sig.match_indices(&format!(": {t}")).map(|(i, _)| i).collect::<Vec<_>>())
                .map(|i| {
                    let before = &func.sig[..i];
                    before.rsplit(|c: char| !(c.is_alphanumeric() || c == '_')).next().unwrap_or("").to_string()
                })
                .collect();
            let reads = lists.iter().any(|p| {
                ["slice(", "borrow_list(", "from_raw_parts("].iter().any(|r| func.body.contains(&format!("{r}{p},")))
            });
            if reads {
                readers.push(format!("src/{f}: {}", func.name));
            }
        }
    }
    // The UR launch path, entry to driver: (file under src/, function,
    // what its body calls). Files that only define types are not listed.
    let hops: &[(&str, &str, &[&str])] = &[
        ("ffi/ur/gen/api.rs", "urEnqueueKernelLaunch", &["boundary::call::<crate::ffi::ur::Ur>(", ".run()"]),
        // `SYCLRT_DEBUG_SEGV`'s hook (`ffi::segv::install`) only under its
        // flag, read here with the rest of the configuration.
        ("ffi/boundary.rs", "guarded", &["config::get()", "cfg.debug_segv", "catch_unwind("]),
        ("config.rs", "get", &[]),
        ("ffi/ur/enqueue.rs", "urEnqueueKernelLaunch", &["get::<UrQueue>", "wait_list::<UrEvents>", "lock_args()"]),
        ("ffi/ur/objects.rs", "get", &["handle::get::<T>"]),
        ("ffi/handle.rs", "get", &["cached::<T>"]),
        ("ffi/args.rs", "wait_list", &["held_list::<F>", "wait_list_in("]),
        ("core/event.rs", "wait_list_in", &["raw.push("]),
        ("core/kernel.rs", "lock_args", &["args.lock()"]),
        ("core/kernel.rs", "lock", &["compare_exchange("]),
        ("ffi/ur/enqueue.rs", "launch", &["k.launch(", ".done("]),
        // Core's one launch: `Kernel::launch` (the snapshot: UR's
        // `LaunchArgs::launching`), then `launch` (the route's choice, the
        // USM notes and the bracket: `launch_bracketed`).
        ("core/kernel.rs", "launch", &["A::launching(", "A::target(", "config::get()", "launch_bracketed("]),
        ("core/kernel.rs", "launching", &["args.for_launch()"]),
        ("core/kernel.rs", "for_launch", &[".for_launch()"]),
        ("core/bitcode/specialize.rs", "for_launch", &["self.values()"]),
        ("core/kernel.rs", "chosen_local_size", &["bitcode::launch_local_size("]),
        ("core/bitcode/mod.rs", "launch_local_size", &["shapes.of(dev)"]),
        (
            "core/kernel.rs",
            "launch_bracketed",
            &["usm::before_launch(", "usm::note_queue(", "usm::coarse_active()", "enqueue_watched("],
        ),
        ("core/kernel.rs", "enqueue_watched", &["q.launch_at("]),
        ("core/usm/engine.rs", "before_launch", &["indirect::due("]),
        ("core/usm/engine.rs", "note_queue", &[]),
        ("cl/objects.rs", "launch_at", &["event_array(wait)", "clEnqueueNDRangeKernel"]),
        ("ffi/ur/event.rs", "done", &["self.set("]),
    ];
    let mut wrong = Vec::new();
    for &(file, name, calls) in hops {
        let code = code_of(file);
        let fs: Vec<Func> = functions(&code).into_iter().filter(|f| f.name == name).collect();
        if fs.is_empty() {
            wrong.push(format!("src/{file}: no fn {name}"));
            continue;
        }
        for c in calls {
            if !fs.iter().any(|f| f.body.contains(c)) {
                wrong.push(format!("src/{file}: fn {name} does not call {c}"));
            }
        }
    }
    assert!(wrong.is_empty(), "the launch path in this test is not the code's any more:\n{}", wrong.join("\n"));
    let path_files: BTreeSet<&str> = hops.iter().map(|h| h.0).collect();
    // The wait list's forms on the way: the caller's UR handles; then
    // `core::event::WaitList`, the driver's events (built once, in
    // `wait_list_in`); viewed as `&[cl::Event]` by core's launch and handed
    // to the driver as that same array (`event_array`: a pointer and a
    // count, no copy). Each change of form is a new list built.
    let forms: &[(&str, &str, &str)] =
        &[("core/event.rs", "wait_list_in", "Vec::with_capacity("), ("cl/objects.rs", "event_array", "as_ptr()")];
    for &(file, name, marks) in forms {
        let code = code_of(file);
        assert!(
            functions(&code).iter().any(|f| f.name == name && f.body.contains(marks)),
            "src/{file}: fn {name} no longer shows {marks}"
        );
    }
    // Only `wait_list_in` builds a list of the driver's events on the way.
    let builds = hops.iter().filter(|&&(file, name, _)| {
        let code = code_of(file);
        functions(&code).iter().any(|f| {
            f.name == name && (f.body.contains("Vec<crate::cl::sys::cl_event>") || f.body.contains("raw.push("))
        })
    });
    let form_changes = builds.count();
    let writer_files = writers.len();
    let figures = [
        ("files writing through a caller's out-pointer (generic writers)", writer_files, 1, 1),
        // `ffi::args::held_list`, every face's: core takes `&[cl::Event]`
        // from there down (the USM engine's bracket, copies and fills too),
        // and `cl::event_array` hands that same array to the driver.
        ("wait-list readers ((count, *const event) read as a slice)", readers.len(), 1, 1),
        ("files on the UR launch path, entry to driver", path_files.len(), 14, 8),
        ("changes of the wait list's form on that path", form_changes, 1, 1),
    ];
    println!("issue 39 figures (now / ceiling / target):");
    let mut over = Vec::new();
    for (what, now, ceiling, target) in figures {
        println!("  {what}: {now} / {ceiling} / {target}");
        if now > ceiling {
            over.push(format!("{what}: {now} > {ceiling}"));
        }
    }
    println!("out-pointer writers: {writers:?}");
    println!("wait-list readers:\n  {}", readers.join("\n  "));
    println!("launch path files:\n  {}", path_files.iter().copied().collect::<Vec<_>>().join("\n  "));
    assert!(over.is_empty(), "issue 39's figures went backwards:\n{}", over.join("\n"));
}
