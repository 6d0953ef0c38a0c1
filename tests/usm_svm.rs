//! The USM C API with `SYCLRT_USM=svm`: the SVM emulation on every device
//! that has SVM, Intel's included (where the default is its native USM).

mod usm_util;
use usm_util::*;

#[test]
fn round_trip_through_the_svm_emulation() {
    // Before anything reads the configuration (this binary's only test).
    std::env::set_var("SYCLRT_USM", "svm");
    let mut tested = 0;
    for i in 0..device_count() {
        let e = env(i);
        assert_ne!(e.provider, "intel", "SYCLRT_USM=svm never picks Intel USM");
        if e.provider == "none" {
            continue;
        }
        round_trip(&e);
        tested += 1;
    }
    eprintln!("SVM-emulated USM round trip on {tested} of {} device(s)", device_count());
}
