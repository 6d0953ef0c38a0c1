//! docs/reference.md documents every status code and every environment
//! variable the code has (scripts/update-readme-tables.py regenerates the
//! tables), and the README's C example compiles.

fn readme() -> String {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/reference.md")).unwrap()
}

fn screaming(camel: &str) -> String {
    let mut o = String::new();
    for (i, c) in camel.chars().enumerate() {
        if c.is_uppercase() && i > 0 {
            o.push('_');
        }
        o.push(c.to_ascii_uppercase());
    }
    o
}

#[test]
fn every_status_is_in_the_readme_table() {
    let r = readme();
    for s in syclrt::core::Status::ALL {
        let row = format!("| {} | `SYCLRT_STATUS_{}` |", *s as i32, screaming(&format!("{s:?}")));
        assert!(r.contains(&row), "docs/reference.md lacks the row {row:?}: run scripts/update-readme-tables.py");
    }
}

#[test]
fn every_environment_variable_is_documented() {
    let r = readme();
    for v in syclrt::config::VARS {
        assert!(
            r.contains(&format!("| `{}` |", v.name)),
            "docs/reference.md lacks {}: run scripts/update-readme-tables.py",
            v.name
        );
        assert!(!v.doc.is_empty() && !v.default.is_empty(), "{} needs a default and a description", v.name);
    }
}

#[test]
fn no_environment_reads_outside_config() {
    // Every variable is read in src/config.rs only.
    fn walk(dir: &std::path::Path, hits: &mut Vec<String>) {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                walk(&p, hits);
            } else if p.extension().is_some_and(|x| x == "rs") && !p.ends_with("config.rs") {
                let text = std::fs::read_to_string(&p).unwrap();
                if text.contains("env::var(") || text.contains("env::var_os(") {
                    hits.push(p.display().to_string());
                }
            }
        }
    }
    let mut hits = Vec::new();
    walk(std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src")), &mut hits);
    assert!(hits.is_empty(), "environment read outside src/config.rs: {hits:?}");
}

#[test]
fn the_readme_c_example_compiles() {
    use std::process::Command;
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".to_string());
    if Command::new(&cc).arg("--version").output().is_err() {
        println!("SKIP: no C compiler ({cc})");
        return;
    }
    let root = env!("CARGO_MANIFEST_DIR");
    let readme = std::fs::read_to_string(format!("{root}/README.md")).unwrap();
    let start = readme.find("```c\n").expect("the README has a C example") + 5;
    let end = start + readme[start..].find("```").unwrap();
    let src = format!("#include <syclrt.h>\nint main(void) {{\n{}return 0;\n}}\n", &readme[start..end]);
    let file = std::env::temp_dir().join(format!("syclrt_readme_{}.c", std::process::id()));
    std::fs::write(&file, src).unwrap();
    let out = Command::new(&cc)
        .args(["-std=c11", "-Wall", "-Wextra", "-Werror", "-fsyntax-only"])
        .arg(format!("-I{root}/include"))
        .arg(&file)
        .output()
        .unwrap();
    let _ = std::fs::remove_file(&file);
    assert!(out.status.success(), "the README's C example does not compile:\n{}", String::from_utf8_lossy(&out.stderr));
}
