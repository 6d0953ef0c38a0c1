//! `syclrt-info`: lists OpenCL platforms, devices and their SYCL aspects,
//! like `sycl-ls` and `clinfo`.
//!
//! Usage: `syclrt-info [--json] [--env] [--help] [--version]`.
//! Exit status: 0 on success, 1 when OpenCL cannot be used, 2 on bad usage.

use clap::Parser;
use serde_json::{json, Value};
use std::fmt::Write as _;
use std::process::ExitCode;
use syclrt::core::{device, Aspect, Device, Platform};

/// Lists the OpenCL platforms and devices syclrt sees, with their SYCL aspects
/// (like sycl-ls and clinfo). The device marked "(default)" is the one
/// syclrt_device_default returns (SYCLRT_DEFAULT_DEVICE chooses it).
#[derive(Parser)]
#[command(
    name = "syclrt-info",
    version,
    after_help = "Exit status:\n  0  success\n  1  OpenCL cannot be used (no ICD loader, or no platform)\n  2  bad usage"
)]
struct Cli {
    /// Print the platforms and devices as one JSON object ({"opencl_library": path,
    /// "platforms": [...]}); each device has "spirv" (it takes SPIR-V programs)
    /// and "usm" (the USM provider: intel, svm-fine, svm-coarse or none).
    #[arg(long)]
    json: bool,
    /// Print every environment variable syclrt reads, with its default, and exit.
    #[arg(long)]
    env: bool,
}

fn device_json(d: &Device) -> Value {
    let i = &d.info;
    json!({
        "index": d.index,
        "name": i.name,
        "vendor": i.vendor,
        "version": i.version,
        "driver_version": i.driver_version,
        "opencl_c_version": i.opencl_c_version,
        "il_version": i.il_version,
        "type": i.device_type.name(),
        "max_compute_units": i.max_compute_units,
        "global_mem_size": i.global_mem_size,
        "local_mem_size": i.local_mem_size,
        "max_mem_alloc_size": i.max_mem_alloc_size,
        "max_work_group_size": i.max_work_group_size,
        "max_work_item_sizes": i.max_work_item_sizes,
        "built_in_kernels": i.built_in_kernels,
        "aspects": d.aspects.iter().map(Aspect::name).collect::<Vec<_>>(),
        "spirv": i.il_version.contains("SPIR-V"),
        "usm": d.usm_provider(),
        "extensions": i.extensions,
    })
}

fn platform_json(p: &Platform) -> Value {
    json!({
        "index": p.index,
        "name": p.name,
        "vendor": p.vendor,
        "version": p.version,
        "devices": p.devices.iter().map(|d| device_json(d)).collect::<Vec<_>>(),
    })
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
    let cli = Cli::parse();
    if cli.env {
        print!("{}", env_table());
        return ExitCode::SUCCESS;
    }
    match device::platforms() {
        Ok(ps) if cli.json => {
            let lib = syclrt::cl::loader::api().map(|a| a.path.clone()).unwrap_or_default();
            println!(
                "{}",
                json!({
                    "opencl_library": lib,
                    "platforms": ps.iter().map(|p| platform_json(p)).collect::<Vec<_>>(),
                })
            );
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
