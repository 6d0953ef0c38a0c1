//! Readings and rewrites of `llvm-dis` text for the bitcode route (a leaf:
//! text in, text out): the functions of a module, the loop-bound integer
//! arguments of its kernels, and a kernel with arguments made constants
//! (`super::specialize`).

use std::collections::BTreeMap;

/// The functions of `llvm-dis` text as (name, is a kernel, first line,
/// last line) of their `define ... {` ... `}` blocks.
pub fn function_blocks(text: &str) -> Vec<(String, bool, usize, usize)> {
    let mut out = Vec::new();
    let mut open: Option<(String, bool, usize)> = None;
    for (i, line) in text.lines().enumerate() {
        if line.starts_with("define ") {
            let name = line
                .find('@')
                .map(|a| line[a + 1..].split('(').next().unwrap_or("").trim_matches('"').to_string())
                .unwrap_or_default();
            open = Some((name, line.contains("spir_kernel"), i));
        } else if line == "}" {
            if let Some((n, k, start)) = open.take() {
                out.push((n, k, start, i));
            }
        }
    }
    out
}

/// The integer arguments of each kernel of `text` (`llvm-dis` output) that
/// bound a loop: an argument compared by an `icmp` with a `phi` of the
/// kernel, or with an `add`/`sub` of one (a counter before or after its
/// step). Kernel name -> argument indices, ascending; kernels without such
/// arguments are left out.
pub fn loop_bounds(text: &str) -> BTreeMap<String, Vec<u32>> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = BTreeMap::new();
    for (name, kernel, start, end) in function_blocks(text) {
        if !kernel {
            continue;
        }
        let params = integer_params(lines[start]);
        if params.is_empty() {
            continue;
        }
        let body = &lines[start + 1..end];
        // Counters: phis, and one add/sub step of a phi.
        let mut counters: Vec<&str> = body.iter().filter_map(|l| defined(l, "phi ")).collect();
        let steps: Vec<&str> = body
            .iter()
            .filter_map(|l| {
                let d = defined(l, "add ").or_else(|| defined(l, "sub "))?;
                operands(l).iter().any(|o| counters.contains(o)).then_some(d)
            })
            .collect();
        counters.extend(steps);
        let mut found: Vec<u32> = Vec::new();
        for l in body {
            if defined(l, "icmp ").is_none() {
                continue;
            }
            let ops = operands(l);
            if ops.len() != 2 {
                continue;
            }
            for (a, b) in [(ops[0], ops[1]), (ops[1], ops[0])] {
                if let Some((i, _)) = params.iter().find(|(_, n)| *n == a) {
                    if counters.contains(&b) && !found.contains(i) {
                        found.push(*i);
                    }
                }
            }
        }
        if !found.is_empty() {
            found.sort_unstable();
            out.insert(name, found);
        }
    }
    out
}

/// The value an instruction line defines when it is `%x = <op>...`.
fn defined<'a>(line: &'a str, op: &str) -> Option<&'a str> {
    let t = line.trim_start();
    let (name, rest) = t.split_once(" = ")?;
    (name.starts_with('%') && rest.starts_with(op)).then_some(name)
}

/// The two value operands of a binary instruction or compare line
/// (`%c = icmp ult i64 %a, %b` -> [`%a`, `%b`]), flags and types skipped.
fn operands(line: &str) -> Vec<&str> {
    let Some((_, rest)) = line.split_once(" = ") else { return Vec::new() };
    let rest = rest.split(", !").next().unwrap_or(rest);
    let Some((first, second)) = rest.split_once(", ") else { return Vec::new() };
    let a = first.rsplit(' ').next().unwrap_or("");
    let b = second.split([' ', ',']).next().unwrap_or("");
    [a, b].into_iter().filter(|v| v.starts_with('%')).collect()
}

/// The `i32`/`i64` by-value parameters of a `define` line, as (index, name).
fn integer_params(define: &str) -> Vec<(u32, &str)> {
    let Some(open) = define.find("(") else { return Vec::new() };
    // The parameter list: up to the `(`'s matching `)`, outside quotes.
    let (mut depth, mut quoted, mut end) = (0usize, false, None);
    for (i, c) in define[open..].char_indices() {
        match c {
            '"' => quoted = !quoted,
            '(' if !quoted => depth += 1,
            ')' if !quoted => {
                depth -= 1;
                if depth == 0 {
                    end = Some(open + i);
                    break;
                }
            }
            _ => {}
        }
    }
    let Some(end) = end else { return Vec::new() };
    let list = &define[open + 1..end];
    let mut params = Vec::new();
    let (mut depth, mut quoted, mut from) = (0usize, false, 0usize);
    for (i, c) in list.char_indices() {
        match c {
            '"' => quoted = !quoted,
            '(' | '{' | '<' | '[' if !quoted => depth += 1,
            ')' | '}' | '>' | ']' if !quoted => depth = depth.saturating_sub(1),
            ',' if !quoted && depth == 0 => {
                params.push(list[from..i].trim());
                from = i + 1;
            }
            _ => {}
        }
    }
    if !list[from..].trim().is_empty() {
        params.push(list[from..].trim());
    }
    params
        .iter()
        .enumerate()
        .filter_map(|(i, p)| {
            let ty = p.split(' ').next()?;
            let name = p.rsplit(' ').next()?;
            ((ty == "i32" || ty == "i64") && name.starts_with('%') && !p.contains('*')).then_some((i as u32, name))
        })
        .collect()
}

/// `text` with the parameters `values` (index -> value) of `kernel`
/// replaced by those constants wherever its body uses them; the signature
/// is unchanged. `None` when the kernel or a parameter is not there.
pub fn specialized_text(text: &str, kernel: &str, values: &[(u32, i64)]) -> Option<String> {
    let lines: Vec<&str> = text.lines().collect();
    let (_, _, start, end) = function_blocks(text).into_iter().find(|(n, k, ..)| *k && n == kernel)?;
    let params = integer_params(lines[start]);
    let mut subst: Vec<(&str, String)> = Vec::new();
    for (i, v) in values {
        let (_, name) = params.iter().find(|(p, _)| p == i)?;
        subst.push((name, v.to_string()));
    }
    let mut out = String::with_capacity(text.len() + 64);
    for (n, line) in lines.iter().enumerate() {
        if n > start && n < end {
            let mut l = line.to_string();
            for (name, v) in &subst {
                l = replace_value(&l, name, v);
            }
            out.push_str(&l);
        } else {
            out.push_str(line);
        }
        out.push('\n');
    }
    Some(out)
}

/// `line` with the value `name` (`%6`, `%n`) replaced by `with`, where it
/// is the whole value name (not `%60`, not `%n.addr`).
fn replace_value(line: &str, name: &str, with: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(i) = rest.find(name) {
        let after = &rest[i + name.len()..];
        let whole = !after.starts_with(|c: char| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$' | '-'));
        out.push_str(&rest[..i]);
        out.push_str(if whole { with } else { name });
        rest = after;
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const SUM: &str = "define spir_kernel void @k(float addrspace(1)* align 4 %0, i64 %1, %\"s, t\"* byval(%\"s, t\") align 8 %2, i64 %3, i32 %4) #0 {
  br label %6

6:                                                ; preds = %9, %5
  %7 = phi i64 [ 0, %5 ], [ %10, %9 ]
  %8 = icmp ult i64 %7, %3
  br i1 %8, label %9, label %11

9:
  %10 = add nuw i64 %7, 1
  %12 = icmp ult i64 %10, %1
  %13 = add i64 %30, %3
  br label %6

11:
  %14 = icmp eq i32 %4, 0
  ret void
}
define spir_func void @helper(i64 %0) {
  %2 = phi i64 [ 0, %1 ]
  %3 = icmp ult i64 %2, %0
  ret void
}
";

    #[test]
    fn loop_counts_given_as_arguments_are_found() {
        let b = loop_bounds(SUM);
        // %3 against the phi, %1 against its step; %4 is compared with a
        // constant; the helper is no kernel.
        assert_eq!(b.get("k"), Some(&vec![1, 3]));
        assert_eq!(b.len(), 1);
    }

    #[test]
    fn specialization_replaces_whole_value_names_in_the_body_only() {
        let t = specialized_text(SUM, "k", &[(3, 8)]).unwrap();
        assert!(t.contains("%8 = icmp ult i64 %7, 8"), "{t}");
        assert!(t.contains("%13 = add i64 %30, 8"), "{t}");
        // The signature keeps its parameter; %30 and %1 are untouched.
        assert!(t.contains("i64 %3, i32 %4) #0 {"));
        assert!(t.contains("icmp ult i64 %10, %1"));
        assert!(specialized_text(SUM, "k", &[(0, 1)]).is_none(), "a pointer is no integer parameter");
        assert!(specialized_text(SUM, "nope", &[(3, 8)]).is_none());
    }

    #[test]
    fn parameters_are_split_outside_quotes_and_brackets() {
        let p = integer_params(SUM.lines().next().unwrap());
        assert_eq!(p, vec![(1, "%1"), (3, "%3"), (4, "%4")]);
    }
}
