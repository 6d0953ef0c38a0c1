//! Rewriting the textual LLVM IR that Intel's translator produced for
//! `spir64` into IR for `nvptx64-nvidia-nvcl`.
//!
//! The rewrite works on tokens, not on raw text: a small lexer walks the
//! module, skips quoted strings (`c"..."`, `@"..."`, `!"..."`,
//! `syncscope("...")` contents) and comments, and only then touches
//!
//! - `addrspace(N)` in types, globals and casts (SPIR -> NVPTX numbering:
//!   0->0, 1->1, 2->4, 3->3, 4->0);
//! - the calling conventions `spir_kernel` (-> `ptx_kernel`, which LLVM 19
//!   treats as a kernel without `nvvm.annotations`) and `spir_func` (-> the
//!   default);
//! - global names: intrinsics whose overload suffix names an address space
//!   (`llvm.memcpy.p0.p2.i64` -> `llvm.memcpy.p0.p4.i64`), and declared
//!   (library) functions whose Itanium-mangled name carries an address space
//!   ([`super::mangle`]);
//! - the target triple and data layout.
//!
//! It then lowers ordered atomic instructions: LLVM 19's NVPTX backend
//! selects only monotonic atomics and no fences (`Cannot select:
//! AtomicLoad ... seq_cst`, `AtomicFence`), so every acquire, release,
//! acq_rel or seq_cst `load atomic`, `store atomic`, `atomicrmw`, `cmpxchg`
//! and `fence` becomes its monotonic form between PTX fences
//! (`fence.sc.<scope>` before a seq_cst access, `fence.acq_rel.<scope>`
//! around the others), the standard mapping of the C++ memory model to PTX.

use std::collections::{BTreeSet, HashMap};

use super::mangle;

pub const NVPTX_TRIPLE: &str = "nvptx64-nvidia-nvcl";
pub const NVPTX_DATALAYOUT: &str = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64";

/// SPIR address space -> NVPTX address space.
pub fn map_addrspace(n: u32) -> u32 {
    match n {
        2 => 4,
        4 => 0,
        other => other,
    }
}

/// Library functions whose libclc-19 version is wrong for SYCL, called
/// under syclrt's name instead: libclc's `get_global_id` ignores the
/// global offset.
pub const OVERRIDES: &[(&str, &str)] = &[("_Z13get_global_idj", "__syclrt_get_global_id")];

/// The result of [`rewrite`].
#[derive(Debug, Default)]
pub struct Rewritten {
    pub text: String,
    /// Defined kernels (original names), in module order.
    pub kernels: Vec<String>,
    /// Library functions renamed for NVPTX mangling: SPIR name -> NVPTX name.
    pub renamed: Vec<(String, String)>,
    /// Ordered atomic instructions that were lowered.
    pub atomics_lowered: usize,
}

fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'$' | b'-')
}

/// The global name at `s[i..]` (after `@`): `(name, length in text)`.
fn global_name(s: &[u8], i: usize) -> Option<(String, usize)> {
    if s.get(i) == Some(&b'"') {
        let end = s[i + 1..].iter().position(|&c| c == b'"')?;
        let raw = std::str::from_utf8(&s[i + 1..i + 1 + end]).ok()?;
        return Some((raw.to_string(), end + 2));
    }
    let mut j = i;
    while j < s.len() && is_ident_char(s[j]) {
        j += 1;
    }
    (j > i).then(|| (String::from_utf8_lossy(&s[i..j]).into_owned(), j - i))
}

fn print_global(name: &str) -> String {
    if !name.is_empty() && name.bytes().all(|c| is_ident_char(c) && c != b'-') && !name.as_bytes()[0].is_ascii_digit() {
        format!("@{name}")
    } else {
        format!("@\"{name}\"")
    }
}

/// Renames the `.pN` overload suffixes of an intrinsic name.
fn remap_intrinsic(name: &str) -> Option<String> {
    let parts: Vec<&str> = name.split('.').collect();
    let mut changed = false;
    let out: Vec<String> = parts
        .iter()
        .enumerate()
        .map(|(k, p)| {
            if k > 1 {
                if let Some(n) = p.strip_prefix('p').and_then(|n| n.parse::<u32>().ok()) {
                    let m = map_addrspace(n);
                    if m != n {
                        changed = true;
                    }
                    return format!("p{m}");
                }
            }
            p.to_string()
        })
        .collect();
    changed.then(|| out.join("."))
}

/// First pass: declared and defined function names, kernels.
pub(crate) fn scan_functions(text: &str) -> (BTreeSet<String>, Vec<String>) {
    let mut declared = BTreeSet::new();
    let mut kernels = Vec::new();
    for line in text.lines() {
        let is_decl = line.starts_with("declare ");
        let is_def = line.starts_with("define ");
        if !is_decl && !is_def {
            continue;
        }
        let b = line.as_bytes();
        if let Some(at) = line.find('@') {
            if let Some((name, _)) = global_name(b, at + 1) {
                if is_decl {
                    declared.insert(name);
                } else if line[..at].split_whitespace().any(|w| w == "spir_kernel") {
                    kernels.push(name);
                }
            }
        }
    }
    (declared, kernels)
}

/// Rewrites a module disassembled by `llvm-dis` (see the module comment).
pub fn rewrite(text: &str) -> Rewritten {
    let (declared, kernels) = scan_functions(text);
    let mut renames: HashMap<String, String> = HashMap::new();
    for d in &declared {
        let new = if d.starts_with("llvm.") {
            remap_intrinsic(d)
        } else {
            mangle::remap_address_spaces(d, &mangle::spir_to_nvptx_as)
        };
        let new = new.or_else(|| OVERRIDES.iter().find(|(from, _)| from == d).map(|(_, to)| to.to_string()));
        if let Some(n) = new {
            renames.insert(d.clone(), n);
        }
    }

    let s = text.as_bytes();
    let mut out = String::with_capacity(text.len() + text.len() / 16);
    let mut i = 0;
    let mut line_start = true;
    while i < s.len() {
        let c = s[i];
        if line_start {
            line_start = false;
            let rest = &text[i..];
            if rest.starts_with("target datalayout") || rest.starts_with("target triple") {
                let eol = rest.find('\n').map(|e| i + e).unwrap_or(s.len());
                if rest.starts_with("target datalayout") {
                    out.push_str(&format!("target datalayout = \"{NVPTX_DATALAYOUT}\""));
                } else {
                    out.push_str(&format!("target triple = \"{NVPTX_TRIPLE}\""));
                }
                i = eol;
                continue;
            }
        }
        match c {
            b'\n' => {
                out.push('\n');
                line_start = true;
                i += 1;
            }
            b';' => {
                let eol = text[i..].find('\n').map(|e| i + e).unwrap_or(s.len());
                out.push_str(&text[i..eol]);
                i = eol;
            }
            b'"' => {
                let end = s[i + 1..].iter().position(|&c| c == b'"').map(|e| i + 2 + e).unwrap_or(s.len());
                out.push_str(&text[i..end]);
                i = end;
            }
            b'@' => {
                if let Some((name, len)) = global_name(s, i + 1) {
                    match renames.get(&name) {
                        Some(n) => out.push_str(&print_global(n)),
                        None => out.push_str(&text[i..i + 1 + len]),
                    }
                    i += 1 + len;
                } else {
                    out.push('@');
                    i += 1;
                }
            }
            b'a' | b's' if i == 0 || !(is_ident_char(s[i - 1]) || matches!(s[i - 1], b'%' | b'!' | b'#')) => {
                let rest = &text[i..];
                if let Some(r) = rest.strip_prefix("addrspace(") {
                    if let Some(close) = r.find(')') {
                        if let Ok(n) = r[..close].parse::<u32>() {
                            out.push_str(&format!("addrspace({})", map_addrspace(n)));
                            i += "addrspace(".len() + close + 1;
                            continue;
                        }
                    }
                }
                let word_end = rest.bytes().position(|c| !is_ident_char(c)).unwrap_or(rest.len());
                match &rest[..word_end] {
                    "addrspacecast" if cast_is_noop(&rest[word_end..]) => {
                        // SPIR's private (0) and generic (4) are both NVPTX's 0.
                        out.push_str("bitcast");
                        i += word_end;
                    }
                    "spir_kernel" => {
                        out.push_str("ptx_kernel");
                        i += word_end;
                    }
                    "spir_func" => {
                        // The default calling convention; drop the word and one space after it.
                        i += word_end;
                        if s.get(i) == Some(&b' ') {
                            i += 1;
                        }
                    }
                    w => {
                        out.push_str(w);
                        i += word_end.max(1);
                    }
                }
            }
            _ => {
                // Copy a run of plain characters at once.
                let start = i;
                i += 1;
                while i < s.len() && !matches!(s[i], b'\n' | b';' | b'"' | b'@' | b'a' | b's') {
                    i += 1;
                }
                out.push_str(&text[start..i]);
            }
        }
    }
    let (text, atomics_lowered) = lower_atomics(&out);
    let mut renamed: Vec<(String, String)> = renames.into_iter().collect();
    renamed.sort();
    Rewritten { text, kernels, renamed, atomics_lowered }
}

/// The SPIR address space of the pointer type at the start of `s`
/// (`ptr`, `ptr addrspace(N)`, `<K x ptr addrspace(N)>`), and its length.
fn pointer_type_as(s: &str) -> Option<(u32, usize)> {
    let t = s.trim_start();
    let skipped = s.len() - t.len();
    let (body, vec_prefix) = match t.strip_prefix('<') {
        Some(r) => {
            let x = r.find(" x ")?;
            (&r[x + 3..], 1 + x + 3)
        }
        None => (t, 0),
    };
    let r = body.strip_prefix("ptr")?;
    let (n, len) = match r.strip_prefix(" addrspace(") {
        Some(a) => {
            let close = a.find(')')?;
            (a[..close].parse().ok()?, 3 + " addrspace(".len() + close + 1)
        }
        None => (0, 3),
    };
    let close_vec = if vec_prefix > 0 { 1 } else { 0 };
    Some((n, skipped + vec_prefix + len + close_vec))
}

/// After the word `addrspacecast`: whether source and destination are the
/// same NVPTX address space (then the cast must become a bitcast).
fn cast_is_noop(after: &str) -> bool {
    let t = after.trim_start();
    let t = t.strip_prefix('(').unwrap_or(t);
    let Some((from, len)) = pointer_type_as(t) else { return false };
    // The operand runs to the first " to " outside brackets.
    let b = t.as_bytes();
    let mut depth = 0i32;
    let mut k = len;
    let mut in_str = false;
    while k < b.len() {
        let c = b[k];
        if in_str {
            in_str = c != b'"';
        } else {
            match c {
                b'"' => in_str = true,
                b'(' | b'[' | b'{' | b'<' => depth += 1,
                b')' | b']' | b'}' | b'>' => depth -= 1,
                b'\n' => return false,
                b' ' if depth == 0 && t[k..].starts_with(" to ") => {
                    return pointer_type_as(&t[k + 4..])
                        .is_some_and(|(to, _)| map_addrspace(to) == map_addrspace(from));
                }
                _ => {}
            }
        }
        k += 1;
    }
    false
}

const ORDERS: [&str; 6] = ["unordered", "monotonic", "acquire", "release", "acq_rel", "seq_cst"];

fn ptx_scope(line: &str) -> &'static str {
    match line.find("syncscope(\"").map(|p| &line[p + 11..]) {
        Some(r) if r.starts_with("workgroup\"") || r.starts_with("subgroup\"") || r.starts_with("singlethread\"") => {
            "cta"
        }
        Some(r) if r.starts_with("device\"") || r.starts_with("agent\"") => "gpu",
        _ => "sys",
    }
}

fn fence_asm(kind: &str, scope: &str) -> String {
    format!("  call void asm sideeffect \"fence.{kind}.{scope};\", \"~{{memory}}\"()")
}

/// Lowers ordered atomics to monotonic ones between PTX fences.
fn lower_atomics(text: &str) -> (String, usize) {
    let mut out = String::with_capacity(text.len());
    let mut count = 0;
    for line in text.split_inclusive('\n') {
        let t = line.trim_start();
        let code = t.split(';').next().unwrap_or("").trim_end();
        let is_fence = t.starts_with("fence ");
        let is_load = code.contains("= load atomic ");
        let is_store = t.starts_with("store atomic ");
        let is_rmw = code.contains("= atomicrmw ");
        let is_cmpxchg = code.contains("= cmpxchg ");
        if !(is_fence || is_load || is_store || is_rmw || is_cmpxchg) {
            out.push_str(line);
            continue;
        }
        let words: Vec<&str> = code.split([' ', ',']).collect();
        let strongest = words.iter().filter_map(|w| ORDERS.iter().position(|o| o == w)).max().unwrap_or(1);
        if strongest <= 1 {
            out.push_str(line);
            continue;
        }
        count += 1;
        let scope = ptx_scope(code);
        let seq_cst = strongest == 5;
        let nl = if line.ends_with('\n') { "\n" } else { "" };
        if is_fence {
            out.push_str(&fence_asm(if seq_cst { "sc" } else { "acq_rel" }, scope));
            out.push_str(nl);
            continue;
        }
        // Fence before: for release semantics (store, rmw, cmpxchg) and for seq_cst.
        let has_release = words.iter().any(|w| matches!(*w, "release" | "acq_rel" | "seq_cst"));
        if seq_cst {
            out.push_str(&fence_asm("sc", scope));
            out.push('\n');
        } else if has_release {
            out.push_str(&fence_asm("acq_rel", scope));
            out.push('\n');
        }
        let relaxed: Vec<String> = line
            .trim_end_matches('\n')
            .split(' ')
            .map(|w| {
                let (core, comma) = match w.strip_suffix(',') {
                    Some(c) => (c, ","),
                    None => (w, ""),
                };
                if ORDERS[2..].contains(&core) {
                    format!("monotonic{comma}")
                } else {
                    w.to_string()
                }
            })
            .collect();
        out.push_str(&relaxed.join(" "));
        out.push('\n');
        // Fence after: acquire semantics (loads, rmw, cmpxchg).
        let has_acquire = words.iter().any(|w| matches!(*w, "acquire" | "acq_rel" | "seq_cst"));
        if has_acquire && !is_store {
            out.push_str(&fence_asm("acq_rel", scope));
            out.push_str(nl);
        }
    }
    (out, count)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rewrites_types_names_and_conventions() {
        let src = r#"target datalayout = "e-p:64:64:64-G1"
target triple = "spir64-unknown-unknown"
@g = internal addrspace(3) global [4 x i32] zeroinitializer ; addrspace(4) in a comment
@s = private unnamed_addr addrspace(2) constant [13 x i8] c"addrspace(4)\00"
define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(2) %c) {
  %q = addrspacecast ptr addrspace(1) %p to ptr addrspace(4)
  %a = alloca i32
  %pg = addrspacecast ptr %a to ptr addrspace(4)
  %gl = addrspacecast ptr addrspace(1) %p to ptr addrspace(4)
  store ptr addrspace(4) addrspacecast (ptr @h to ptr addrspace(4)), ptr %a
  %r = call spir_func i32 @_Z5fractfPU3AS4f(ptr addrspace(4) %q)
  call void @llvm.memcpy.p0.p2.i64(ptr %x, ptr addrspace(2) %c, i64 4, i1 false)
  ret void
}
declare spir_func i32 @_Z5fractfPU3AS4f(ptr addrspace(4))
declare void @llvm.memcpy.p0.p2.i64(ptr, ptr addrspace(2), i64, i1)
"#;
        let r = rewrite(src);
        let t = &r.text;
        assert!(t.contains(&format!("target triple = \"{NVPTX_TRIPLE}\"")), "{t}");
        assert!(t.contains("@g = internal addrspace(3) global"), "{t}");
        assert!(t.contains("; addrspace(4) in a comment"), "comments untouched: {t}");
        assert!(t.contains("c\"addrspace(4)\\00\""), "strings untouched: {t}");
        assert!(t.contains("addrspace(4) constant"), "{t}");
        assert!(t.contains("define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(4) %c)"), "{t}");
        assert!(t.contains("addrspacecast ptr addrspace(1) %p to ptr addrspace(0)"), "{t}");
        assert!(t.contains("call i32 @_Z5fractfPf(ptr addrspace(0) %q)"), "{t}");
        assert!(t.contains("declare i32 @_Z5fractfPf(ptr addrspace(0))"), "{t}");
        assert!(t.contains("@llvm.memcpy.p0.p4.i64(ptr %x, ptr addrspace(4) %c"), "{t}");
        assert!(!t.contains("spir_"), "{t}");
        assert!(t.contains("%pg = bitcast ptr %a to ptr addrspace(0)"), "{t}");
        assert!(t.contains("%gl = addrspacecast ptr addrspace(1) %p to ptr addrspace(0)"), "{t}");
        assert!(t.contains("store ptr addrspace(0) bitcast (ptr @h to ptr addrspace(0)), ptr %a"), "{t}");
        assert_eq!(r.kernels, vec!["k".to_string()]);
        assert_eq!(r.renamed.len(), 2);
    }

    #[test]
    fn lowers_ordered_atomics() {
        let src = "  %a = load atomic i32, ptr addrspace(1) %p syncscope(\"device\") seq_cst, align 4\n\
                   \x20 store atomic i32 %a, ptr addrspace(1) %p syncscope(\"workgroup\") release, align 4\n\
                   \x20 %b = atomicrmw add ptr addrspace(1) %p, i32 1 acq_rel, align 4\n\
                   \x20 %c = cmpxchg ptr addrspace(1) %p, i32 1, i32 2 syncscope(\"device\") acquire monotonic, align 4\n\
                   \x20 fence syncscope(\"workgroup\") acquire\n\
                   \x20 %d = load atomic i32, ptr addrspace(1) %p monotonic, align 4\n";
        let (t, n) = lower_atomics(src);
        assert_eq!(n, 5, "{t}");
        let lines: Vec<&str> = t.lines().map(str::trim).collect();
        assert_eq!(lines[0], r#"call void asm sideeffect "fence.sc.gpu;", "~{memory}"()"#);
        assert_eq!(lines[1], r#"%a = load atomic i32, ptr addrspace(1) %p syncscope("device") monotonic, align 4"#);
        assert_eq!(lines[2], r#"call void asm sideeffect "fence.acq_rel.gpu;", "~{memory}"()"#);
        assert_eq!(lines[3], r#"call void asm sideeffect "fence.acq_rel.cta;", "~{memory}"()"#);
        assert!(lines[4].starts_with("store atomic") && lines[4].contains("monotonic"));
        assert!(lines[5].contains("fence.acq_rel.sys"));
        assert!(lines[6].contains("atomicrmw add") && lines[6].contains("monotonic"));
        assert!(lines[7].contains("fence.acq_rel.sys"));
        assert!(lines[8].contains("cmpxchg") && lines[8].contains("monotonic monotonic"));
        assert!(lines[9].contains("fence.acq_rel.gpu"));
        assert!(lines[10].contains("fence.acq_rel.cta"));
        assert_eq!(lines[11], "%d = load atomic i32, ptr addrspace(1) %p monotonic, align 4");
        assert!(!t.contains("seq_cst") && !t.contains("acquire") && !t.contains("release"));
    }
}
