//! One answer for atomic and fence capabilities (`core::device::atomic_capabilities`),
//! which the PI face (`piDeviceGetInfo`, `piContextGetInfo`) and the UR face
//! (`UR_DEVICE_INFO_ATOMIC_*`) both give: checked against the device's own
//! OpenCL 3.0 query on every device here.

use syclrt::core::device::{atomic_capabilities, devices};

#[test]
fn atomic_answers_follow_the_opencl_query() {
    for d in devices().expect("devices").iter() {
        for fence in [false, true] {
            let (order, scope) = atomic_capabilities(d.id, fence);
            let param = if fence { 0x1064 } else { 0x1063 };
            match d.id.info::<u64>(param) {
                Ok(c) => {
                    assert_eq!(order & 1 != 0, c & 1 != 0, "relaxed ({})", d.info.name);
                    assert_eq!(order & 0x0e == 0x0e, c & 2 != 0, "acq_rel with acquire and release");
                    assert_eq!(order & 0x10 != 0, c & 4 != 0, "seq_cst");
                    assert_eq!(scope & 0x06 == 0x06, c & 16 != 0, "work-group (with sub-group)");
                    assert_eq!(scope & 0x08 != 0, c & 32 != 0, "device");
                    assert_eq!(scope & 0x10 != 0, c & 64 != 0, "system");
                    if !fence {
                        assert!(scope & 1 != 0, "work-item scope is implied for atomics");
                    }
                }
                Err(_) => assert!(order & 1 != 0 && scope & 4 != 0, "the fallback has relaxed work-group atomics"),
            }
            println!("{} {}: orders {order:#x} scopes {scope:#x}", d.info.name, if fence { "fence" } else { "atomic" });
        }
    }
}
