//! `syclrt-info`: lists OpenCL platforms, devices and their SYCL aspects,
//! like `sycl-ls` and `clinfo`.
//!
//! Usage: `syclrt-info [--json] [--env] [--help]`.
//! Exit status: 0 on success, 1 when OpenCL cannot be used, 2 on bad usage.

use std::fmt::Write as _;
use std::process::ExitCode;
use syclrt::core::{device, Aspect, Device, Platform};

fn json_str(s: &str) -> String {
    let mut o = String::with_capacity(s.len() + 2);
    o.push('"');
    for c in s.chars() {
        match c {
            '"' => o.push_str("\\\""),
            '\\' => o.push_str("\\\\"),
            '\n' => o.push_str("\\n"),
            '\r' => o.push_str("\\r"),
            '\t' => o.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(o, "\\u{:04x}", c as u32);
            }
            c => o.push(c),
        }
    }
    o.push('"');
    o
}

fn json_list<'a>(items: impl Iterator<Item = &'a str>) -> String {
    let v: Vec<String> = items.map(json_str).collect();
    format!("[{}]", v.join(","))
}

fn device_json(d: &Device) -> String {
    let i = &d.info;
    format!(
        concat!(
            "{{\"index\":{},\"name\":{},\"vendor\":{},\"version\":{},\"driver_version\":{},",
            "\"opencl_c_version\":{},\"il_version\":{},\"type\":{},\"max_compute_units\":{},",
            "\"global_mem_size\":{},\"local_mem_size\":{},\"max_mem_alloc_size\":{},",
            "\"max_work_group_size\":{},\"max_work_item_sizes\":[{},{},{}],",
            "\"built_in_kernels\":{},\"aspects\":{},\"extensions\":{}}}"
        ),
        d.index,
        json_str(&i.name),
        json_str(&i.vendor),
        json_str(&i.version),
        json_str(&i.driver_version),
        json_str(&i.opencl_c_version),
        json_str(&i.il_version),
        json_str(i.device_type.name()),
        i.max_compute_units,
        i.global_mem_size,
        i.local_mem_size,
        i.max_mem_alloc_size,
        i.max_work_group_size,
        i.max_work_item_sizes[0],
        i.max_work_item_sizes[1],
        i.max_work_item_sizes[2],
        json_list(i.built_in_kernels.iter().map(String::as_str)),
        json_list(d.aspects.iter().map(Aspect::name)),
        json_list(i.extensions.iter().map(String::as_str)),
    )
}

fn platform_json(p: &Platform) -> String {
    let devs: Vec<String> = p.devices.iter().map(|d| device_json(d)).collect();
    format!(
        "{{\"index\":{},\"name\":{},\"vendor\":{},\"version\":{},\"devices\":[{}]}}",
        p.index,
        json_str(&p.name),
        json_str(&p.vendor),
        json_str(&p.version),
        devs.join(",")
    )
}

fn mib(bytes: u64) -> String {
    format!("{} MiB", bytes / (1024 * 1024))
}

fn human(platforms: &[std::sync::Arc<Platform>]) -> String {
    let mut o = String::new();
    let default = device::default_device().ok().map(|d| d.index);
    let _ = writeln!(o, "{} platform(s)", platforms.len());
    for p in platforms {
        let _ = writeln!(o, "\nPlatform {}: {} ({}) [{}]", p.index, p.name, p.vendor, p.version);
        for d in &p.devices {
            let i = &d.info;
            let mark = if Some(d.index) == default { "  (default)" } else { "" };
            let _ = writeln!(o, "  Device {}: {}{}", d.index, i.name, mark);
            let rows: [(&str, String); 9] = [
                ("type", i.device_type.name().to_string()),
                ("vendor", i.vendor.clone()),
                ("version", i.version.clone()),
                ("driver", i.driver_version.clone()),
                ("compute units", i.max_compute_units.to_string()),
                ("global memory", mib(i.global_mem_size)),
                ("local memory", format!("{} KiB", i.local_mem_size / 1024)),
                ("max alloc", mib(i.max_mem_alloc_size)),
                ("work-group", format!("max {} items, item sizes {:?}", i.max_work_group_size, i.max_work_item_sizes)),
            ];
            for (k, v) in rows {
                let _ = writeln!(o, "    {k:<15} {v}");
            }
            let aspects: Vec<&str> = d.aspects.iter().map(Aspect::name).collect();
            let _ = writeln!(o, "    {:<15} {}", "aspects", aspects.join(" "));
            let _ = writeln!(o, "    {:<15} {}", "USM", d.usm_provider());
            if !i.il_version.is_empty() {
                let _ = writeln!(o, "    {:<15} {}", "IL", i.il_version);
            }
            if !i.built_in_kernels.is_empty() {
                let _ = writeln!(o, "    {:<15} {}", "built-in", i.built_in_kernels.join(" "));
            }
        }
    }
    o
}

fn env_table() -> String {
    let mut o = String::new();
    for v in syclrt::config::VARS {
        let _ = writeln!(o, "{}\n    default: {}\n    {}", v.name, v.default, v.doc);
    }
    o
}

fn main() -> ExitCode {
    let mut json = false;
    for a in std::env::args().skip(1) {
        match a.as_str() {
            "--json" => json = true,
            "--env" => {
                print!("{}", env_table());
                return ExitCode::SUCCESS;
            }
            "-h" | "--help" => {
                println!("usage: syclrt-info [--json] [--env]\n  lists OpenCL platforms, devices and SYCL aspects\n  --json  machine-readable output\n  --env   the environment variables syclrt reads");
                return ExitCode::SUCCESS;
            }
            other => {
                eprintln!("syclrt-info: unknown argument {other:?} (try --help)");
                return ExitCode::from(2);
            }
        }
    }
    match device::platforms() {
        Ok(ps) if json => {
            let v: Vec<String> = ps.iter().map(|p| platform_json(p)).collect();
            println!("{{\"platforms\":[{}]}}", v.join(","));
            ExitCode::SUCCESS
        }
        Ok(ps) => {
            print!("{}", human(ps));
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("syclrt-info: {e}");
            ExitCode::from(1)
        }
    }
}
