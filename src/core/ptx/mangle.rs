//! Re-mangling of OpenCL builtin names from SPIR address-space numbering to
//! NVPTX numbering.
//!
//! Itanium-mangled OpenCL builtins carry their pointer address spaces as
//! vendor qualifiers (`PU3AS1Kf`: pointer to const global float). Clang
//! mangles the *target* address space number, so the same builtin has a
//! different name for `spir64` (generic 4, constant 2) than for NVPTX
//! (generic 0, i.e. no qualifier, constant 4). Dropping or renumbering a
//! qualifier changes which components are substitution candidates, so a
//! textual replace of `U3AS4` is wrong whenever a substitution (`S0_`) refers
//! past it. This module parses the subset of the grammar that OpenCL builtin
//! names use (builtin, pointer, reference, vendor- and CV-qualified, vector
//! and named types, substitutions) into a tree, renumbers the address
//! spaces, and mangles the tree again with a fresh substitution table, as
//! clang does. Names outside that subset (nested names, templates) are left
//! alone: such functions are never library builtins.

use std::fmt::Write;

#[derive(Clone, Debug, PartialEq, Eq)]
enum Ty {
    /// A builtin type code (`i`, `Dh`, ...): never a substitution candidate.
    Builtin(String),
    /// `<len><name>`: a named (class or enum) type.
    Named(String),
    Pointer(Box<Ty>),
    Reference(Box<Ty>),
    /// `Dv<n>_<type>`.
    Vector(u32, Box<Ty>),
    /// Vendor qualifiers (in order, e.g. `AS1`), then restrict/volatile/const.
    Qualified {
        vendor: Vec<String>,
        cvr: String,
        inner: Box<Ty>,
    },
    /// `U7_Atomic<type>`: clang mangles `_Atomic(T)` as a type of its own.
    Atomic(Box<Ty>),
}

struct Parser<'a> {
    s: &'a [u8],
    pos: usize,
    subs: Vec<Ty>,
}

impl<'a> Parser<'a> {
    fn peek(&self) -> Option<u8> {
        self.s.get(self.pos).copied()
    }

    fn number(&mut self) -> Option<usize> {
        let start = self.pos;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.pos += 1;
        }
        if start == self.pos {
            return None;
        }
        std::str::from_utf8(&self.s[start..self.pos]).ok()?.parse().ok()
    }

    fn source_name(&mut self) -> Option<String> {
        let n = self.number()?;
        let end = self.pos.checked_add(n)?;
        let name = std::str::from_utf8(self.s.get(self.pos..end)?).ok()?.to_string();
        self.pos = end;
        Some(name)
    }

    fn substitution(&mut self) -> Option<Ty> {
        // `S_` is entry 0, `S<base-36 n>_` entry n+1.
        self.pos += 1;
        let mut idx = 0usize;
        if self.peek() == Some(b'_') {
            self.pos += 1;
        } else {
            let mut v = 0usize;
            loop {
                let c = self.peek()?;
                self.pos += 1;
                match c {
                    b'0'..=b'9' => v = v.checked_mul(36)?.checked_add((c - b'0') as usize)?,
                    b'A'..=b'Z' => v = v.checked_mul(36)?.checked_add((c - b'A') as usize + 10)?,
                    b'_' => break,
                    _ => return None,
                }
            }
            idx = v + 1;
        }
        self.subs.get(idx).cloned()
    }

    fn ty(&mut self) -> Option<Ty> {
        let c = self.peek()?;
        let t = match c {
            b'v' | b'b' | b'c' | b'a' | b'h' | b's' | b't' | b'i' | b'j' | b'l' | b'm' | b'x' | b'y' | b'f' | b'd'
            | b'e' | b'n' | b'o' | b'w' | b'z' => {
                self.pos += 1;
                return Some(Ty::Builtin((c as char).to_string()));
            }
            b'D' => {
                let d = *self.s.get(self.pos + 1)?;
                match d {
                    b'h' | b'f' | b'd' | b'e' | b'i' | b's' | b'n' | b'a' | b'c' | b'u' => {
                        self.pos += 2;
                        return Some(Ty::Builtin(format!("D{}", d as char)));
                    }
                    b'v' => {
                        self.pos += 2;
                        let n = self.number()? as u32;
                        if self.peek()? != b'_' {
                            return None;
                        }
                        self.pos += 1;
                        let e = self.ty()?;
                        Ty::Vector(n, Box::new(e))
                    }
                    _ => return None,
                }
            }
            b'P' => {
                self.pos += 1;
                Ty::Pointer(Box::new(self.ty()?))
            }
            b'R' => {
                self.pos += 1;
                Ty::Reference(Box::new(self.ty()?))
            }
            b'S' => return self.substitution(),
            b'0'..=b'9' => Ty::Named(self.source_name()?),
            b'U' | b'r' | b'V' | b'K' => {
                let mut vendor = Vec::new();
                while self.peek() == Some(b'U') {
                    self.pos += 1;
                    let q = self.source_name()?;
                    if q == "_Atomic" {
                        // `_Atomic(T)` is a type, not a qualifier.
                        let inner = self.ty()?;
                        let a = Ty::Atomic(Box::new(inner));
                        self.subs.push(a.clone());
                        if vendor.is_empty() {
                            return Some(a);
                        }
                        let q = Ty::Qualified { vendor, cvr: String::new(), inner: Box::new(a) };
                        self.subs.push(q.clone());
                        return Some(q);
                    }
                    vendor.push(q);
                }
                let mut cvr = String::new();
                while let Some(c @ (b'r' | b'V' | b'K')) = self.peek() {
                    cvr.push(c as char);
                    self.pos += 1;
                }
                let inner = self.ty()?;
                Ty::Qualified { vendor, cvr, inner: Box::new(inner) }
            }
            _ => return None,
        };
        self.subs.push(t.clone());
        Some(t)
    }
}

/// A parsed `_Z<len><name><params>` name.
struct Mangled {
    name: String,
    params: Vec<Ty>,
}

fn parse(name: &str) -> Option<Mangled> {
    let rest = name.strip_prefix("_Z")?;
    let mut p = Parser { s: rest.as_bytes(), pos: 0, subs: Vec::new() };
    let fname = p.source_name()?;
    let mut params = Vec::new();
    while p.pos < p.s.len() {
        params.push(p.ty()?);
    }
    if params.is_empty() {
        return None;
    }
    Some(Mangled { name: fname, params })
}

fn map_ty(t: &Ty, map: &dyn Fn(u32) -> Option<u32>) -> Ty {
    match t {
        Ty::Builtin(_) | Ty::Named(_) => t.clone(),
        Ty::Pointer(i) => Ty::Pointer(Box::new(map_ty(i, map))),
        Ty::Reference(i) => Ty::Reference(Box::new(map_ty(i, map))),
        Ty::Vector(n, e) => Ty::Vector(*n, Box::new(map_ty(e, map))),
        Ty::Atomic(i) => Ty::Atomic(Box::new(map_ty(i, map))),
        Ty::Qualified { vendor, cvr, inner } => {
            let inner = map_ty(inner, map);
            let vendor: Vec<String> = vendor
                .iter()
                .filter_map(|q| match q.strip_prefix("AS").and_then(|n| n.parse::<u32>().ok()) {
                    Some(n) => map(n).map(|m| format!("AS{m}")),
                    None => Some(q.clone()),
                })
                .collect();
            // Kept even when no qualifier is left: clang still counts the
            // qualified type (its address space prints as nothing) as a
            // substitution candidate.
            Ty::Qualified { vendor, cvr: cvr.clone(), inner: Box::new(inner) }
        }
    }
}

struct Emitter {
    out: String,
    subs: Vec<Ty>,
    /// Clang's NVPTX mangling: every pointee carries an address space
    /// (private and generic print as nothing), so it is always a qualified
    /// type and a substitution candidate of its own.
    phantom_pointees: bool,
}

impl Emitter {
    fn sub_ref(&mut self, t: &Ty) -> bool {
        if let Some(i) = self.subs.iter().position(|s| s == t) {
            if i == 0 {
                self.out.push_str("S_");
            } else {
                let mut v = i - 1;
                let mut digits = Vec::new();
                loop {
                    let d = (v % 36) as u8;
                    digits.push(if d < 10 { b'0' + d } else { b'A' + d - 10 });
                    v /= 36;
                    if v == 0 {
                        break;
                    }
                }
                digits.reverse();
                self.out.push('S');
                self.out.push_str(std::str::from_utf8(&digits).unwrap_or("0"));
                self.out.push('_');
            }
            return true;
        }
        false
    }

    fn ty(&mut self, t: &Ty) {
        if let Ty::Builtin(b) = t {
            self.out.push_str(b);
            return;
        }
        if self.sub_ref(t) {
            return;
        }
        match t {
            Ty::Builtin(_) => {}
            Ty::Named(n) => {
                let _ = write!(self.out, "{}{}", n.len(), n);
            }
            Ty::Pointer(i) | Ty::Reference(i) => {
                self.out.push(if matches!(t, Ty::Pointer(_)) { 'P' } else { 'R' });
                if self.phantom_pointees && !matches!(**i, Ty::Qualified { .. }) {
                    self.ty(&Ty::Qualified { vendor: Vec::new(), cvr: String::new(), inner: i.clone() });
                } else {
                    self.ty(i);
                }
            }
            Ty::Vector(n, e) => {
                let _ = write!(self.out, "Dv{n}_");
                self.ty(e);
            }
            Ty::Atomic(i) => {
                self.out.push_str("U7_Atomic");
                self.ty(i);
            }
            Ty::Qualified { vendor, cvr, inner } => {
                for q in vendor {
                    let _ = write!(self.out, "U{}{}", q.len(), q);
                }
                self.out.push_str(cvr);
                self.ty(inner);
            }
        }
        self.subs.push(t.clone());
    }
}

/// Re-mangles `name` with every `AS<n>` qualifier renumbered by `map`
/// (`None` drops the qualifier: the default address space). Returns `None`
/// when the name is not an OpenCL builtin-style mangled name or nothing
/// changes.
pub fn remap_address_spaces(name: &str, map: &dyn Fn(u32) -> Option<u32>) -> Option<String> {
    if !name.contains("U3AS") {
        return None;
    }
    let m = parse(name)?;
    let params: Vec<Ty> = m.params.iter().map(|t| map_ty(t, map)).collect();
    let mut e = Emitter { out: format!("_Z{}{}", m.name.len(), m.name), subs: Vec::new(), phantom_pointees: true };
    for p in &params {
        e.ty(p);
    }
    (e.out != name).then_some(e.out)
}

/// SPIR -> NVPTX address-space numbering: private 0 and generic 4 become
/// NVPTX's generic 0 (unqualified in names), global 1 and local 3 stay,
/// constant 2 becomes 4.
pub fn spir_to_nvptx_as(n: u32) -> Option<u32> {
    match n {
        0 | 4 => None,
        2 => Some(4),
        other => Some(other),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(name: &str) -> String {
        let m = parse(name).expect(name);
        let mut e = Emitter { out: format!("_Z{}{}", m.name.len(), m.name), subs: Vec::new(), phantom_pointees: false };
        for p in &m.params {
            e.ty(p);
        }
        e.out
    }

    #[test]
    fn round_trips_libclc_style_names() {
        for n in [
            "_Z21async_work_group_copyPU3AS1Dv16_cPU3AS3KS_m9ocl_event",
            "_Z6vload4mPU3AS1Kf",
            "_Z39atomic_compare_exchange_strong_explicitPU3AS4VU7_AtomiclPU3AS4ll12memory_orderS4_12memory_scope",
            "_Z6sincosDv4_fPU3AS1S_",
            "_Z5fractfPU3AS4f",
        ] {
            assert_eq!(round_trip(n), n);
        }
    }

    #[test]
    fn generic_drops_and_substitutions_shift() {
        let m = |n: &str| remap_address_spaces(n, &spir_to_nvptx_as);
        assert_eq!(m("_Z5fractfPU3AS4f").as_deref(), Some("_Z5fractfPf"));
        assert_eq!(
            m("_Z39atomic_compare_exchange_strong_explicitPU3AS4VU7_AtomiclPU3AS4ll12memory_orderS4_12memory_scope")
                .as_deref(),
            Some("_Z39atomic_compare_exchange_strong_explicitPVU7_AtomiclPll12memory_orderS4_12memory_scope")
        );
        assert_eq!(m("_Z6vload4mPU3AS2Kf").as_deref(), Some("_Z6vload4mPU3AS4Kf"));
        // Global and local keep their numbers: nothing to rename.
        assert_eq!(m("_Z26intel_sub_group_block_readPU3AS1Kj"), None);
        assert_eq!(m("_Z13get_global_idj"), None);
        // Not a builtin-style name: left alone.
        assert_eq!(m("_ZN4sycl3fooIiEEvPU3AS4i"), None);
    }
}
