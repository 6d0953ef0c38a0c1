//! `SYCLRT_WAIT=auto`: host waits poll on Intel's CPU OpenCL runtime only
//! (`src/cl/wait.rs`, docs/ur.md "The hang"), and block everywhere else.

use syclrt::cl::Context;

#[test]
fn auto_polls_on_intel_cpu_only() {
    std::env::remove_var("SYCLRT_WAIT");
    let devs = syclrt::core::device::devices().expect("devices");
    for d in devs.iter() {
        let ctx = Context::create(&[d.id]).expect("context");
        let plat = syclrt::core::device::platforms().expect("platforms")[d.platform_index].name.clone();
        let intel_cpu = plat == "Intel(R) OpenCL" && d.info.device_type == syclrt::core::DeviceType::Cpu;
        assert_eq!(syclrt::cl::wait::polled(ctx.raw()), intel_cpu, "{plat} / {}", d.info.name);
        println!("{plat} / {}: {}", d.info.name, if intel_cpu { "polled" } else { "blocking" });
    }
}
