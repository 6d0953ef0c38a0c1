//! Reading and editing the PTX text that `llc` wrote: entry points, their
//! parameters, function definitions and call targets, and renaming entries.
//!
//! NVIDIA's OpenCL driver (580.159.04) corrupts its heap on `.entry` names
//! of 264 characters or more (docs/ptx.md). DPC++ kernel names reach 316.
//! [`shorten_entries`] renames every entry longer than a limit to
//! `_syclrt_k<hash>` (the hash of the original name, so the same kernel
//! gets the same short name in every program) together with its
//! `<entry>_param_<n>` parameter names, and returns the mapping the runtime
//! uses to find the kernel by its original name.
//!
//! [`align_module_arrays`] aligns module-scope arrays to 16 bytes and pads
//! byte arrays to a multiple of 16: libclc-19 declares its tables with the
//! alignment of their elements and reads them with 16-byte vector loads.

use std::collections::{BTreeMap, BTreeSet};

use sha1::{Digest, Sha1};

/// One `.entry` of a PTX module.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub name: String,
    /// Parameter declarations as written (`.param .u64 .ptr .global .align 4 k_param_0`).
    pub params: Vec<String>,
}

fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || matches!(c, b'_' | b'$' | b'%')
}

fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$')
}

/// Identifier tokens of `ptx` outside block comments and strings, with byte offsets.
fn idents(ptx: &str) -> Vec<(usize, &str)> {
    let s = ptx.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        // Line comments are scanned like code: `// .globl <entry>` is renamed too.
        if c == b'/' && s.get(i + 1) == Some(&b'*') {
            i += 2;
            while i + 1 < s.len() && !(s[i] == b'*' && s[i + 1] == b'/') {
                i += 1;
            }
            i += 2;
        } else if c == b'"' {
            i += 1;
            while i < s.len() && s[i] != b'"' {
                i += 1;
            }
            i += 1;
        } else if is_ident_start(c) {
            let st = i;
            i += 1;
            while i < s.len() && is_ident_char(s[i]) {
                i += 1;
            }
            out.push((st, &ptx[st..i]));
        } else if c.is_ascii_digit() || c == b'.' {
            // Numbers and directives (`.entry`, `.u64`): skip as one token.
            i += 1;
            while i < s.len() && (is_ident_char(s[i]) || s[i] == b'.') {
                i += 1;
            }
        } else {
            i += 1;
        }
    }
    out
}

/// The module's entries with their parameter lists.
pub fn entries(ptx: &str) -> Vec<Entry> {
    let mut out = Vec::new();
    let mut rest = ptx;
    while let Some(p) = rest.find(".entry ") {
        let after = &rest[p + 7..];
        let name_end = after.find(|c: char| c == '(' || c.is_whitespace()).unwrap_or(after.len());
        let name = after[..name_end].to_string();
        let open = after.find('(').unwrap_or(after.len());
        let close = after[open..].find(')').map(|c| open + c).unwrap_or(after.len());
        let params = after.get(open + 1..close).unwrap_or("");
        let params: Vec<String> = params
            .split(',')
            .map(|p| p.split_whitespace().collect::<Vec<_>>().join(" "))
            .filter(|p| !p.is_empty())
            .collect();
        out.push(Entry { name, params });
        rest = &after[close.min(after.len())..];
    }
    out
}

/// Names of the functions the module defines (`.func` or `.entry` with a
/// body); a `.func` prototype ending in `;` is a declaration, not a definition.
pub fn defined_functions(ptx: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut rest = ptx;
    while let Some(p) = rest.find('.') {
        let at = &rest[p..];
        let kw = if at.starts_with(".func") {
            5
        } else if at.starts_with(".entry") {
            6
        } else {
            rest = &at[1..];
            continue;
        };
        let line_start = rest[..p].rfind('\n').map(|n| n + 1).unwrap_or(0);
        let line_prefix = &rest[line_start..p];
        let mut after = at[kw..].trim_start();
        if line_prefix.contains("//") || line_prefix.contains(".extern") || !at[kw..].starts_with(char::is_whitespace) {
            rest = &at[kw..];
            continue;
        }
        // Optional return parameter list: `(.param .b32 func_retval0)`.
        if after.starts_with('(') {
            after = after.find(')').map(|c| after[c + 1..].trim_start()).unwrap_or("");
        }
        let end = after.find(|c: char| c == '(' || c.is_whitespace() || c == ';').unwrap_or(after.len());
        let name = &after[..end];
        let mut tail = after[end..].trim_start();
        if tail.starts_with('(') {
            tail = tail.find(')').map(|c| tail[c + 1..].trim_start()).unwrap_or("");
        }
        // Skip comments and performance directives (`.maxntid 1024, 1, 1`) up to `{` or `;`.
        let body = tail.find(['{', ';']).map(|i| tail.as_bytes()[i] == b'{').unwrap_or(false);
        if body && !name.is_empty() {
            out.insert(name.to_string());
        }
        rest = &at[kw..];
    }
    out
}

/// Functions declared `.extern .func`: calls nothing in the module defines.
pub fn extern_functions(ptx: &str) -> Vec<String> {
    ptx.lines()
        .filter_map(|l| {
            let t = l.trim_start();
            let r = t.strip_prefix(".extern .func")?.trim_start();
            let r = if r.starts_with('(') { r.find(')').map(|c| r[c + 1..].trim_start()).unwrap_or("") } else { r };
            let end = r.find(|c: char| c == '(' || c.is_whitespace() || c == ';').unwrap_or(r.len());
            Some(r[..end].to_string())
        })
        .collect()
}

/// Targets of `call` instructions (llc spreads one call over several lines).
pub fn call_targets(ptx: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut rest = ptx;
    while let Some(p) = rest.find("call") {
        let before_ok = p == 0 || rest.as_bytes()[p - 1].is_ascii_whitespace();
        let after = &rest[p + 4..];
        let word_end = after.find(char::is_whitespace).unwrap_or(after.len());
        let opcode_ok = after[..word_end].is_empty() || after[..word_end] == *".uni";
        if !(before_ok && opcode_ok) {
            rest = after;
            continue;
        }
        let stmt_end = after.find(';').unwrap_or(after.len());
        let stmt: String = after[word_end..stmt_end].split_whitespace().collect::<Vec<_>>().join(" ");
        // `(retval0), name, (param0, ...)` or `name, (...)` or `name`
        let mut r = stmt.as_str();
        if r.starts_with('(') {
            r = r.find(')').map(|c| r[c + 1..].trim_start_matches([',', ' '])).unwrap_or("");
        }
        let end = r.find(|c: char| c == ',' || c == ';' || c.is_whitespace()).unwrap_or(r.len());
        if end > 0 {
            out.insert(r[..end].to_string());
        }
        rest = &after[stmt_end.min(after.len())..];
    }
    out
}

/// The short name given to a long entry name.
pub fn short_entry_name(original: &str) -> String {
    let d = Sha1::digest(original.as_bytes());
    let hex: String = d.iter().take(8).map(|b| format!("{b:02x}")).collect();
    format!("_syclrt_k{hex}")
}

/// Renames every entry whose name is longer than `max_len` bytes (and its
/// `<name>_param_<n>` parameters). Returns the new text and the mapping
/// original -> new name for the renamed entries.
pub fn shorten_entries(ptx: &str, max_len: usize) -> (String, BTreeMap<String, String>) {
    let mut map = BTreeMap::new();
    let all: BTreeSet<String> = defined_functions(ptx);
    for e in entries(ptx) {
        if e.name.len() > max_len {
            let mut short = short_entry_name(&e.name);
            let mut k = 0;
            while all.contains(&short) || map.values().any(|v| v == &short) {
                k += 1;
                short = format!("{}_{k}", short_entry_name(&e.name));
            }
            map.insert(e.name, short);
        }
    }
    if map.is_empty() {
        return (ptx.to_string(), map);
    }
    let mut out = String::with_capacity(ptx.len());
    let mut last = 0;
    for (pos, id) in idents(ptx) {
        let new = if let Some(n) = map.get(id) {
            Some(n.clone())
        } else if let Some(ix) = id.rfind("_param_") {
            map.get(&id[..ix]).map(|n| format!("{n}{}", &id[ix..]))
        } else {
            None
        };
        if let Some(n) = new {
            out.push_str(&ptx[last..pos]);
            out.push_str(&n);
            last = pos + id.len();
        }
    }
    out.push_str(&ptx[last..]);
    (out, map)
}

/// Module-scope `.const` and `.global` arrays aligned to 16 bytes, and byte
/// arrays padded with zeros to a multiple of 16 bytes; returns the new text
/// and how many declarations changed.
///
/// libclc-19 declares `PIBITS_TBL` (the bits of 2/pi, 158 bytes) with
/// `align 1` and `__clc_remainder_piby2_large` reads it with `load <4 x
/// i32> ... align 16` at byte offsets that are multiples of 16, the last
/// one ending 2 bytes past the table. llc keeps the declaration's
/// alignment (`.const .align 1 .b8 PIBITS_TBL[158]`) and emits
/// `ld.const.v4.u32`, which NVIDIA's hardware requires to be 16-byte
/// aligned: `sin`, `cos` and `tan` of a double at or above 2^47, infinities
/// and NaN included, faulted the device (dpnp's
/// `test_trig_real_special_cases[f8-sin]`). A larger alignment and zero
/// padding change no value a program can read inside the array.
pub fn align_module_arrays(ptx: &str) -> (String, usize) {
    let mut out = String::with_capacity(ptx.len() + 64);
    let mut depth = 0i32;
    let mut changed = 0usize;
    for line in ptx.split_inclusive('\n') {
        let t = line.trim_start();
        let is_var = depth == 0
            && [".const ", ".global ", ".visible .const ", ".visible .global ", ".weak .const ", ".weak .global "]
                .iter()
                .any(|p| t.starts_with(p))
            && t.contains(".align ")
            && t.contains('[');
        if is_var {
            if let Some(new) = align_array_decl(line) {
                changed += 1;
                out.push_str(&new);
                continue;
            }
        } else if !t.starts_with("//") {
            depth += line.matches('{').count() as i32 - line.matches('}').count() as i32;
        }
        out.push_str(line);
    }
    (out, changed)
}

/// One declaration of [`align_module_arrays`]; `None` when it is already
/// aligned and sized (or is not a shape it knows).
fn align_array_decl(line: &str) -> Option<String> {
    let a = line.find(".align ")? + ".align ".len();
    let a_end = a + line[a..].find(|c: char| !c.is_ascii_digit())?;
    let align: usize = line[a..a_end].parse().ok()?;
    let mut s = line.to_string();
    let mut edit = false;
    if align < 16 {
        s.replace_range(a..a_end, "16");
        edit = true;
    }
    // Byte arrays: `.b8 NAME[N]` (optionally `= {..}`): pad N to a multiple of 16.
    if let Some(b) = s.find(".b8 ").or_else(|| s.find(".u8 ")) {
        let open = b + s[b..].find('[')?;
        let close = open + s[open..].find(']')?;
        if let Ok(n) = s[open + 1..close].parse::<usize>() {
            let padded = n.div_ceil(16) * 16;
            if padded != n && n > 0 {
                let rest = &s[close + 1..];
                let has_init = rest.trim_start().starts_with('=');
                let mut new = format!("{}[{padded}]", &s[..open]);
                if has_init {
                    let brace = rest.rfind('}')?;
                    new.push_str(&rest[..brace]);
                    for _ in n..padded {
                        new.push_str(", 0");
                    }
                    new.push_str(&rest[brace..]);
                } else {
                    new.push_str(rest);
                }
                s = new;
                edit = true;
            }
        }
    }
    edit.then_some(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    const PTX: &str = r#"//
// Generated by LLVM NVPTX Back-End
.version 7.8
.target sm_90, texmode_independent
.address_size 64
.extern .func (.param .b32 func_retval0) missing
(
	.param .b32 missing_param_0
);
.func  (.param .b32 func_retval0) helper(
	.param .b32 helper_param_0
)
{
	ret;
}
	// .globl	LONGNAME
.entry LONGNAME(
	.param .u64 .ptr .global .align 4 LONGNAME_param_0,
	.param .u64 .ptr .shared .align 1 LONGNAME_param_1
)
{
	ld.param.u64 	%rd1, [LONGNAME_param_0];
	call.uni (retval0), helper, (param0);
	call.uni (retval0), 
	missing, 
	(
	param0
	);
	ret;
}
"#;

    #[test]
    fn reads_entries_functions_and_calls() {
        let ptx = PTX.replace("LONGNAME", "k");
        let e = entries(&ptx);
        assert_eq!(e.len(), 1);
        assert_eq!(e[0].name, "k");
        assert_eq!(e[0].params[0], ".param .u64 .ptr .global .align 4 k_param_0");
        assert_eq!(e[0].params[1], ".param .u64 .ptr .shared .align 1 k_param_1");
        let defs = defined_functions(&ptx);
        assert!(defs.contains("helper") && defs.contains("k") && !defs.contains("missing"), "{defs:?}");
        // A prototype without `.extern` declares, it does not define.
        let proto = ".func  (.param .b32 func_retval0) memcmp\n(\n\t.param .b64 memcmp_param_0\n)\n;\n";
        assert!(!defined_functions(&format!("{proto}{ptx}")).contains("memcmp"));
        assert_eq!(extern_functions(&ptx), vec!["missing".to_string()]);
        let calls = call_targets(&ptx);
        assert_eq!(calls.into_iter().collect::<Vec<_>>(), vec!["helper".to_string(), "missing".to_string()]);
    }

    #[test]
    fn shortens_long_entries_with_their_params() {
        let long = format!("_ZTS{}", "x".repeat(300));
        let ptx = PTX.replace("LONGNAME", &long);
        let (out, map) = shorten_entries(&ptx, 200);
        let short = map.get(&long).expect("renamed");
        assert!(short.len() < 40);
        assert!(!out.contains(&long), "{out}");
        assert!(out.contains(&format!(".entry {short}(")));
        assert!(out.contains(&format!("[{short}_param_0]")));
        assert!(out.contains(&format!("// .globl\t{short}")), "comment left as it was? {out}");
        // Short names stay.
        let (same, none) = shorten_entries(&PTX.replace("LONGNAME", "k"), 200);
        assert!(none.is_empty());
        assert_eq!(same, PTX.replace("LONGNAME", "k"));
    }

    #[test]
    fn aligns_module_arrays_and_pads_byte_tables() {
        let ptx = ".version 7.8\n.const .align 1 .b8 T[3] = {1, 2, 3};\n.global .align 4 .b8 G[32];\n\
                   .const .align 16 .b8 OK[16] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};\n\
                   .entry k(\n)\n{\n\t.local .align 4 .b8 __local_depot0[8];\n\tret;\n}\n";
        let (out, n) = align_module_arrays(ptx);
        assert_eq!(n, 2, "{out}");
        assert!(
            out.contains(".const .align 16 .b8 T[16] = {1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};\n"),
            "{out}"
        );
        assert!(out.contains(".global .align 16 .b8 G[32];\n"), "{out}");
        // inside a function: untouched
        assert!(out.contains("\t.local .align 4 .b8 __local_depot0[8];"), "{out}");
        let (again, none) = align_module_arrays(&out);
        assert_eq!((again.as_str(), none), (out.as_str(), 0));
    }
}
