//! Translates SPIR-V images to PTX with syclrt's stage (docs/ptx.md) and
//! reports per-image times and failures. Inputs are `.spv` files, or shared
//! libraries whose embedded SPIR-V images are extracted (magic 0x07230203).
//!
//!   cargo run --release --example ptx_translate -- [--sm 90] [--isa 78] [--jobs 2]
//!       [--every N | --pick K,K] [--out DIR] FILE...
//!
//! `--names FILE` instead prints, for each declared function name in FILE
//! (SPIR mangling, one a line), the name the stage links against.
//!
//! With `--out`, each image's PTX is written as `<name>.ptx` and its kernel
//! name mapping (original -> PTX entry) as `<name>.map` (tab-separated).
//!
//! `--emit-ll DIR` instead stops after the rewrite (steps 1-2 of docs/ptx.md)
//! and writes each image's NVPTX-retargeted IR as `<name>.ll` and its kernel
//! names as `<name>.keep` (for `opt -internalize-public-api-file`), so that
//! the later steps can be tried with other options (scripts/ptx-red-kernel.sh).

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use syclrt::core::ptx::{self, PtxOptions, ToolSearch};

use syclrt::core::ptx::spirv_images;

fn main() {
    let mut opts = PtxOptions { sm: 90, ptx_isa: 78, ..PtxOptions::default() };
    let mut jobs = 1usize;
    let mut every = 1usize;
    let mut pick: Vec<usize> = Vec::new();
    let mut out_dir: Option<PathBuf> = None;
    let mut emit_ll: Option<PathBuf> = None;
    let mut files = Vec::new();
    let mut args = std::env::args().skip(1);
    if std::env::args().nth(1).as_deref() == Some("--names") {
        let f = std::env::args().nth(2).expect("--names FILE");
        for n in std::fs::read_to_string(f).expect("read names").lines() {
            let n = n.trim().trim_matches('"');
            if n.is_empty() || n.starts_with("llvm.") {
                continue;
            }
            let m =
                ptx::mangle::remap_address_spaces(n, &ptx::mangle::spir_to_nvptx_as).unwrap_or_else(|| n.to_string());
            let m = ptx::ir::OVERRIDES.iter().find(|(a, _)| *a == m).map(|(_, b)| b.to_string()).unwrap_or(m);
            println!("{m}");
        }
        return;
    }
    while let Some(a) = args.next() {
        let mut val = || args.next().unwrap_or_else(|| panic!("{a} needs a value"));
        match a.as_str() {
            "--sm" => opts.sm = val().parse().expect("--sm N"),
            "--isa" => opts.ptx_isa = val().parse().expect("--isa N"),
            "--jobs" => jobs = val().parse().expect("--jobs N"),
            "--every" => every = val().parse().expect("--every N"),
            "--pick" => pick = val().split(',').map(|k| k.parse().expect("--pick K,K")).collect(),
            "--out" => out_dir = Some(PathBuf::from(val())),
            "--emit-ll" => emit_ll = Some(PathBuf::from(val())),
            f => files.push(PathBuf::from(f)),
        }
    }
    let cfg = syclrt::config::Config::from_env();
    let tools = match ptx::discover(&ToolSearch::from_config(&cfg)) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("ptx_translate: {e}");
            std::process::exit(2);
        }
    };
    let mut work: Vec<(String, Vec<u8>)> = Vec::new();
    for f in &files {
        let data = std::fs::read(f).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        let stem = f.file_name().and_then(|n| n.to_str()).unwrap_or("x").split('.').next().unwrap_or("x").to_string();
        for (k, im) in spirv_images(&data).into_iter().enumerate() {
            if (pick.is_empty() && k % every == 0) || pick.contains(&k) {
                work.push((format!("{stem}-{k:05}"), im.to_vec()));
            }
        }
    }
    if let Some(d) = &out_dir {
        std::fs::create_dir_all(d).expect("create --out directory");
    }
    if let Some(d) = &emit_ll {
        std::fs::create_dir_all(d).expect("create --emit-ll directory");
        for (name, im) in &work {
            let spv = d.join(format!("{name}.spv"));
            let bc = d.join(format!("{name}.bc"));
            std::fs::write(&spv, im).expect("write .spv");
            let mut c = std::process::Command::new(&tools.llvm_spirv);
            c.arg("-r").arg("--spirv-target-env=CL2.0").arg(&spv).arg("-o").arg(&bc);
            if let Some(lib) = tools.llvm_spirv.parent().and_then(|p| p.parent()).map(|p| p.join("lib")) {
                c.env("LD_LIBRARY_PATH", lib);
            }
            let st = c.status().expect("run llvm-spirv");
            assert!(st.success(), "llvm-spirv failed on {name}");
            let dis =
                std::process::Command::new(&tools.llvm_dis).arg(&bc).arg("-o").arg("-").output().expect("llvm-dis");
            assert!(dis.status.success(), "llvm-dis failed on {name}");
            let rw = ptx::ir::rewrite(&String::from_utf8(dis.stdout).expect("llvm-dis text is UTF-8"));
            std::fs::write(d.join(format!("{name}.ll")), rw.text).expect("write .ll");
            std::fs::write(d.join(format!("{name}.keep")), rw.kernels.join("\n")).expect("write .keep");
            let _ = std::fs::remove_file(&bc);
            println!("{name}: {} kernel(s): {}", rw.kernels.len(), rw.kernels.join(" "));
        }
        return;
    }
    eprintln!("ptx_translate: {} images, {jobs} jobs, sm_{} ptx{}", work.len(), opts.sm, opts.ptx_isa);
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<(String, Result<ptx::PtxModule, String>)>> = Mutex::new(Vec::new());
    let wall = std::time::Instant::now();
    std::thread::scope(|s| {
        for _ in 0..jobs.max(1) {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some((name, im)) = work.get(i) else { break };
                let r = ptx::spirv_to_ptx(im, &opts, &tools).map_err(|e| e.into_message());
                if let (Some(d), Ok(m)) = (&out_dir, &r) {
                    let _ = std::fs::write(d.join(format!("{name}.ptx")), &m.ptx);
                    let map: String = m.entry_names.iter().map(|(a, b)| format!("{a}\t{b}\n")).collect();
                    let _ = std::fs::write(d.join(format!("{name}.map")), map);
                }
                results.lock().unwrap_or_else(|p| p.into_inner()).push((name.clone(), r));
            });
        }
    });
    let wall = wall.elapsed().as_secs_f64();
    let results = results.into_inner().unwrap_or_else(|p| p.into_inner());
    let mut times: Vec<f64> = Vec::new();
    let mut stages = [0.0f64; 5];
    let mut failures: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let (mut renamed, mut ptx_bytes) = (0usize, 0usize);
    for (name, r) in &results {
        match r {
            Ok(m) => {
                times.push(m.times.total);
                for (s, v) in
                    stages.iter_mut().zip([m.times.translate, m.times.rewrite, m.times.link, m.times.opt, m.times.llc])
                {
                    *s += v;
                }
                renamed += m.entry_names.iter().filter(|(a, b)| a != b).count();
                ptx_bytes += m.ptx.len();
            }
            Err(e) => {
                let key: String = e.lines().take(2).collect::<Vec<_>>().join(" | ").chars().take(300).collect();
                failures.entry(key).or_default().push(name.clone());
            }
        }
    }
    times.sort_by(|a, b| a.total_cmp(b));
    let n = times.len().max(1);
    let pct = |p: f64| times.get(((times.len() as f64 - 1.0) * p) as usize).copied().unwrap_or(0.0);
    println!(
        "translated {} of {} images in {wall:.1} s wall; per image: median {:.3} s, p95 {:.3} s, max {:.3} s; \
         stages (mean s): translate {:.3}, rewrite {:.3}, link {:.3}, opt {:.3}, llc {:.3}; \
         {renamed} long entry names renamed; mean PTX {} bytes",
        times.len(),
        results.len(),
        pct(0.5),
        pct(0.95),
        times.last().copied().unwrap_or(0.0),
        stages[0] / n as f64,
        stages[1] / n as f64,
        stages[2] / n as f64,
        stages[3] / n as f64,
        stages[4] / n as f64,
        ptx_bytes / n
    );
    for (k, v) in &failures {
        println!("FAILED {} images ({}...): {k}", v.len(), v.iter().take(3).cloned().collect::<Vec<_>>().join(", "));
    }
    if !failures.is_empty() {
        std::process::exit(1);
    }
}
