//! Forced hash collisions: with the test hook every SHA-1 is equal, so all
//! keys share one item directory and only the full key values in `.src`
//! tell them apart; new items are numbered past the highest `n`. Alone in
//! its test binary because the hook is process-wide.

mod cache_util;

use cache_util::*;
use syclrt::core::cache::key::set_force_collisions;

#[test]
fn colliding_keys_resolve_by_full_values() {
    set_force_collisions(true);
    let root = tempdir("collide");
    let c = cache(&root);
    let keys = [
        key("dev A", b"image 1", b"", b""),
        key("dev B", b"image 1", b"", b""),
        key("dev A", b"image 2", b"", b""),
        key("dev A", b"image 1", b"\x01", b""),
        key("dev A", b"image 1", b"", b"-O0"),
    ];
    let dir = c.key_dir(&keys[0]);
    assert!(keys.iter().all(|k| c.key_dir(k) == dir), "the hook makes every directory equal");
    for (i, k) in keys.iter().enumerate() {
        assert_eq!(c.get(k), None);
        assert!(c.put(k, format!("binary {i}").as_bytes()));
        assert!(dir.join(format!("{i}.bin")).exists(), "item {i} numbered after the others");
    }
    // Each key reads its own binary, in any order.
    for (i, k) in keys.iter().enumerate().rev() {
        assert_eq!(c.get(k).unwrap(), format!("binary {i}").as_bytes());
    }
    // Removing a middle item: a new key goes past the highest number, not into the hole.
    std::fs::remove_file(dir.join("2.bin")).unwrap();
    std::fs::remove_file(dir.join("2.src")).unwrap();
    std::fs::remove_file(dir.join("2.use")).unwrap();
    let k6 = key("dev C", b"x", b"", b"");
    assert!(c.put(&k6, b"six"));
    assert!(dir.join("5.bin").exists());
    assert_eq!(c.get(&keys[2]), None);
    assert_eq!(c.get(&k6).unwrap(), b"six");
    set_force_collisions(false);
}
