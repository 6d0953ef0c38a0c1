//! Child processes that a test spawns (the test executable re-run with
//! extra environment, as bundle_device_if, bundle_errors and cache_bundles
//! do) must see the same devices as their parent, and the same default
//! device.
//!
//! Open on the GPU machines (docs/gpu.md): there a child forked by a test
//! process that has started NVIDIA's OpenCL driver sees only PoCL
//! (`SYCLRT_DEFAULT_DEVICE="NVIDIA" matches no device`), whatever its
//! environment, signal mask or descriptors; this test pins that down and
//! fails there until it is fixed. It passes wherever children see the
//! parent's devices (CPU-only machines, CI).

use std::process::Command;

const CHILD: &str = "SYCLRT_CHILD_DEVICES_TEST";

fn listing() -> Vec<String> {
    let devs = syclrt::core::device::devices().expect("OpenCL devices");
    let mut v: Vec<String> =
        devs.iter().map(|d| format!("DEVICE {}: {} | {}", d.index, d.info.name, d.platform().name)).collect();
    match syclrt::core::device::default_device() {
        Ok(d) => v.push(format!("DEFAULT {}: {}", d.index, d.info.name)),
        Err(e) => v.push(format!("DEFAULT error: {e}")),
    }
    v
}

#[test]
fn children_see_the_parents_devices() {
    if std::env::var_os(CHILD).is_some() {
        for l in listing() {
            println!("{l}");
        }
        return;
    }
    let parent = listing();
    assert!(parent.len() > 1, "no OpenCL device: {parent:?}");
    let exe = std::env::current_exe().unwrap();
    let children: Vec<_> = (0..4)
        .map(|_| {
            Command::new(&exe)
                .args(["--exact", "children_see_the_parents_devices", "--nocapture", "--test-threads=1", "-q"])
                .env(CHILD, "1")
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    for (i, c) in children.into_iter().enumerate() {
        let out = c.wait_with_output().unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "child {i} failed:\n{text}\n{}", String::from_utf8_lossy(&out.stderr));
        let got: Vec<String> = text
            .lines()
            .filter(|l| l.starts_with("DEVICE ") || l.starts_with("DEFAULT "))
            .map(str::to_string)
            .collect();
        assert_eq!(got, parent, "child {i} sees other devices than its parent");
    }
    println!("4 children saw the parent's {} device(s); {}", parent.len() - 1, parent.last().unwrap());
}
