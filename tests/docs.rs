//! The README documents every status code and every environment variable
//! the code has (scripts/update-readme-tables.py regenerates the tables).

fn readme() -> String {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap()
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
        assert!(r.contains(&row), "README lacks the row {row:?}: run scripts/update-readme-tables.py");
    }
}

#[test]
fn every_environment_variable_is_documented() {
    let r = readme();
    for v in syclrt::config::VARS {
        assert!(
            r.contains(&format!("| `{}` |", v.name)),
            "README lacks {}: run scripts/update-readme-tables.py",
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
