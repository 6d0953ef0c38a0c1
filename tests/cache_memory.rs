//! The in-memory cache (`core::cache::memory::Cache`): single flight,
//! remembered failures, transient retries, out-of-resources eviction,
//! exact LRU eviction, concurrency, invalidation of thread-local hits,
//! counters; keys (spec constants, device sets) and cacheability rules.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Barrier, Mutex};
use std::time::Duration;
use syclrt::core::cache::key::{spec_const_bytes, ImageId, ProgramKey};
use syclrt::core::cache::memory::{BuildFailure, BuildState, Cache, SizedValue, MAX_ATTEMPTS};
use syclrt::core::cache::{ImageKind, Origin};
use syclrt::core::{Error, Status};

fn ok<V>(v: V, size: u64) -> Result<SizedValue<V>, BuildFailure> {
    Ok(SizedValue { value: v, size })
}

#[test]
fn one_thread_builds_while_the_others_wait() {
    let c: Arc<Cache<u32, u64>> = Arc::new(Cache::new("t", 0, true, false));
    let builds = Arc::new(AtomicUsize::new(0));
    let n = 64;
    let barrier = Arc::new(Barrier::new(n));
    let hs: Vec<_> = (0..n)
        .map(|_| {
            let (c, b, bar) = (c.clone(), builds.clone(), barrier.clone());
            std::thread::spawn(move || {
                bar.wait();
                c.get_or_build(&7, || {
                    b.fetch_add(1, Ordering::SeqCst);
                    std::thread::sleep(Duration::from_millis(100));
                    ok(0xdead_beef, 8)
                })
                .unwrap()
            })
        })
        .collect();
    for h in hs {
        assert_eq!(h.join().unwrap(), 0xdead_beef);
    }
    assert_eq!(builds.load(Ordering::SeqCst), 1);
    let k = c.counters();
    assert_eq!(k.builds, 1);
    assert_eq!(k.misses, 1);
    assert_eq!(k.hits, (n - 1) as u64, "every other request is a hit (after waiting or not)");
    assert!(k.waits >= 1, "some threads must have waited: {k:?}");
    assert_eq!(k.entries, 1);
}

#[test]
fn the_map_is_not_locked_during_a_build() {
    // While key 1 builds (blocked), another key builds and hits.
    let c: Arc<Cache<u32, u32>> = Arc::new(Cache::new("t", 0, true, false));
    let gate = Arc::new(Mutex::new(()));
    let held = gate.lock().unwrap();
    let started = Arc::new(Barrier::new(2));
    let (c2, g2, s2) = (c.clone(), gate.clone(), started.clone());
    let slow = std::thread::spawn(move || {
        c2.get_or_build(&1, || {
            s2.wait();
            let _g = g2.lock().unwrap();
            ok(1, 1)
        })
        .unwrap()
    });
    started.wait();
    assert_eq!(c.state_of(&1), Some(BuildState::InProgress));
    assert_eq!(c.get_or_build(&2, || ok(2, 1)).unwrap(), 2);
    assert_eq!(c.get_or_build(&2, || panic!("must hit")).unwrap(), 2);
    drop(held);
    assert_eq!(slow.join().unwrap(), 1);
    assert_eq!(c.counters().builds, 2);
}

#[test]
fn a_failed_build_is_remembered_with_the_identical_error() {
    let c: Arc<Cache<u32, u32>> = Arc::new(Cache::new("t", 0, true, false));
    let builds = Arc::new(AtomicUsize::new(0));
    let err = Error::new(Status::BuildFailed, "error: expected ';'\n--- build log ---\nline 3");
    let n = 16;
    let bar = Arc::new(Barrier::new(n));
    let hs: Vec<_> = (0..n)
        .map(|_| {
            let (c, b, e, bar) = (c.clone(), builds.clone(), err.clone(), bar.clone());
            std::thread::spawn(move || {
                bar.wait();
                c.get_or_build(&1, || {
                    b.fetch_add(1, Ordering::SeqCst);
                    std::thread::sleep(Duration::from_millis(50));
                    Err(BuildFailure::Permanent(e.clone()))
                })
            })
        })
        .collect();
    for h in hs {
        assert_eq!(h.join().unwrap().unwrap_err(), err);
    }
    // Later requests: same error, no build.
    for _ in 0..3 {
        assert_eq!(c.get_or_build(&1, || panic!("must not rebuild")).unwrap_err(), err);
    }
    assert_eq!(builds.load(Ordering::SeqCst), 1);
    assert_eq!(c.state_of(&1), Some(BuildState::Failed));
}

#[test]
fn build_errors_are_permanent_and_memory_errors_are_not() {
    assert!(matches!(BuildFailure::from(Error::new(Status::BuildFailed, "x")), BuildFailure::Permanent(_)));
    assert!(matches!(BuildFailure::from(Error::new(Status::InvalidValue, "x")), BuildFailure::Permanent(_)));
    assert!(matches!(BuildFailure::from(Error::new(Status::OutOfResources, "x")), BuildFailure::OutOfResources(_)));
    assert!(matches!(BuildFailure::from(Error::new(Status::OutOfHostMemory, "x")), BuildFailure::OutOfResources(_)));
    assert!(matches!(BuildFailure::from(Error::new(Status::Internal, "x")), BuildFailure::Transient(_)));
}

#[test]
fn a_transient_failure_lets_the_next_request_retry_a_bounded_number_of_times() {
    let c: Cache<u32, u32> = Cache::new("t", 0, true, false);
    let builds = AtomicUsize::new(0);
    // First attempt transient, second succeeds.
    let r = c.get_or_build(&1, || {
        builds.fetch_add(1, Ordering::SeqCst);
        Err(BuildFailure::Transient(Error::new(Status::Internal, "spurious")))
    });
    assert_eq!(r.unwrap_err().status, Status::Internal);
    assert_eq!(c.state_of(&1), Some(BuildState::Initial));
    assert_eq!(
        c.get_or_build(&1, || {
            builds.fetch_add(1, Ordering::SeqCst);
            ok(5, 1)
        })
        .unwrap(),
        5
    );
    assert_eq!(builds.load(Ordering::SeqCst), 2);

    // Always transient: at most MAX_ATTEMPTS builds, then the last error without building.
    let builds = AtomicUsize::new(0);
    for _ in 0..(MAX_ATTEMPTS + 3) {
        let e = c
            .get_or_build(&2, || {
                builds.fetch_add(1, Ordering::SeqCst);
                Err(BuildFailure::Transient(Error::new(Status::Internal, "still spurious")))
            })
            .unwrap_err();
        assert_eq!(e.message, "still spurious");
    }
    assert_eq!(builds.load(Ordering::SeqCst), MAX_ATTEMPTS);
}

#[test]
fn a_waiter_retries_after_the_builders_transient_failure() {
    let c: Arc<Cache<u32, u32>> = Arc::new(Cache::new("t", 0, true, false));
    let builds = Arc::new(AtomicUsize::new(0));
    let started = Arc::new(Barrier::new(2));
    let (c1, b1, s1) = (c.clone(), builds.clone(), started.clone());
    let first = std::thread::spawn(move || {
        c1.get_or_build(&1, || {
            b1.fetch_add(1, Ordering::SeqCst);
            s1.wait();
            std::thread::sleep(Duration::from_millis(100));
            Err(BuildFailure::Transient(Error::new(Status::Internal, "spurious")))
        })
    });
    started.wait();
    // This request waits for the first build, sees it go back to Initial, and builds itself.
    let v = c
        .get_or_build(&1, || {
            builds.fetch_add(1, Ordering::SeqCst);
            ok(9, 1)
        })
        .unwrap();
    assert_eq!(v, 9);
    assert_eq!(first.join().unwrap().unwrap_err().message, "spurious");
    assert_eq!(builds.load(Ordering::SeqCst), 2);
    assert!(c.counters().waits >= 1);
}

#[test]
fn out_of_resources_evicts_the_others_and_retries() {
    let c: Cache<u32, u32> = Cache::new("t", 0, true, false);
    for k in 0..3 {
        c.get_or_build(&k, || ok(k, 100)).unwrap();
    }
    assert_eq!(c.len(), 3);
    let builds = AtomicUsize::new(0);
    let v = c
        .get_or_build(&10, || {
            if builds.fetch_add(1, Ordering::SeqCst) == 0 {
                Err(BuildFailure::OutOfResources(Error::new(Status::OutOfResources, "CL_OUT_OF_RESOURCES")))
            } else {
                ok(10, 100)
            }
        })
        .unwrap();
    assert_eq!(v, 10);
    assert_eq!(builds.load(Ordering::SeqCst), 2, "one failed create, one retry (DPC++ OutOfResources test)");
    assert_eq!(c.len(), 1);
    let k = c.counters();
    assert_eq!((k.evictions, k.entries, k.bytes), (3, 1, 100));

    // Persistent out-of-resources: bounded attempts, the error reaches the caller.
    let builds = AtomicUsize::new(0);
    let e = c
        .get_or_build(&11, || {
            builds.fetch_add(1, Ordering::SeqCst);
            Err(BuildFailure::OutOfResources(Error::new(Status::OutOfHostMemory, "oom")))
        })
        .unwrap_err();
    assert_eq!(e.status, Status::OutOfHostMemory);
    assert_eq!(builds.load(Ordering::SeqCst), MAX_ATTEMPTS);
}

#[test]
fn a_panicking_build_propagates_and_a_later_request_rebuilds() {
    let c: Arc<Cache<u32, u32>> = Arc::new(Cache::new("t", 0, true, false));
    let c2 = c.clone();
    let r = std::thread::spawn(move || c2.get_or_build(&1, || panic!("boom"))).join();
    assert!(r.is_err(), "the builder's panic propagates to it");
    assert_eq!(c.state_of(&1), Some(BuildState::Initial));
    assert_eq!(c.get_or_build(&1, || ok(3, 1)).unwrap(), 3);
}

#[test]
fn lru_eviction_follows_use_order_exactly() {
    let c: Cache<&'static str, u32> = Cache::new("t", 20005, true, false);
    let builds = Mutex::new(Vec::new());
    let get = |k: &'static str| {
        c.get_or_build(&k, || {
            builds.lock().unwrap().push(k);
            ok(0, 10000)
        })
        .unwrap();
    };
    for k in ["K1", "K2", "K1", "K3", "K2", "K1"] {
        get(k);
    }
    assert_eq!(*builds.lock().unwrap(), vec!["K1", "K2", "K3", "K2", "K1"]);
    let k = c.counters();
    assert_eq!((k.entries, k.bytes, k.evictions, k.builds, k.hits), (2, 20000, 3, 5, 1));
    assert!(c.contains(&"K1") && c.contains(&"K2"));
    // Eviction log (used to drop the kernels of evicted programs).
    assert!(c.take_evicted().is_empty(), "not tracked unless asked");
}

#[test]
fn eviction_log_lists_removed_keys() {
    let c: Cache<u32, u32> = Cache::new("t", 150, true, false).with_eviction_log();
    c.get_or_build(&1, || ok(1, 100)).unwrap();
    c.get_or_build(&2, || ok(2, 100)).unwrap();
    assert_eq!(c.take_evicted(), vec![1]);
    c.clear();
    assert_eq!(c.take_evicted(), vec![2]);
}

#[test]
fn concurrent_eviction_keeps_the_bound() {
    // DPC++ TestConcurrentEvictionSameQueue: 200 threads x 3 keys, room for 2.
    let c: Arc<Cache<u32, u32>> = Arc::new(Cache::new("t", 20005, true, false));
    let hs: Vec<_> = (0..200)
        .map(|i| {
            let c = c.clone();
            std::thread::spawn(move || {
                let k = i % 3;
                assert_eq!(c.get_or_build(&k, || ok(k, 10000)).unwrap(), k);
            })
        })
        .collect();
    for h in hs {
        h.join().unwrap();
    }
    let k = c.counters();
    assert!(k.entries <= 2 && k.bytes <= 20005, "{k:?}");
    assert_eq!(k.bytes, k.entries * 10000);

    // TestConcurrentEvictionSmallCache: threshold below one program: nothing stays.
    let c: Arc<Cache<u32, u32>> = Arc::new(Cache::new("t", 100, true, false));
    let hs: Vec<_> = (0..300)
        .map(|i| {
            let c = c.clone();
            std::thread::spawn(move || c.get_or_build(&(i % 7), || ok(i, 10000)).map(|_| ()))
        })
        .collect();
    for h in hs {
        h.join().unwrap().unwrap();
    }
    assert_eq!(c.counters().entries, 0);
    assert_eq!(c.counters().bytes, 0);
}

#[test]
fn thread_local_hits_see_evictions_from_other_threads() {
    let c: Arc<Cache<u32, u32>> = Arc::new(Cache::new("t", 0, true, false));
    let builds = Arc::new(AtomicUsize::new(0));
    let (tx_go, rx_go) = std::sync::mpsc::channel::<()>();
    let (tx_done, rx_done) = std::sync::mpsc::channel::<u32>();
    let (c2, b2) = (c.clone(), builds.clone());
    let t = std::thread::spawn(move || {
        for _ in 0..2 {
            rx_go.recv().unwrap();
            // Twice: the second is a thread-local hit until the clear.
            for _ in 0..2 {
                let v = c2
                    .get_or_build(&1, || {
                        b2.fetch_add(1, Ordering::SeqCst);
                        ok(1, 1)
                    })
                    .unwrap();
                tx_done.send(*v).unwrap();
            }
        }
    });
    tx_go.send(()).unwrap();
    rx_done.recv().unwrap();
    rx_done.recv().unwrap();
    assert_eq!(builds.load(Ordering::SeqCst), 1);
    assert_eq!(c.clear(), 1);
    tx_go.send(()).unwrap();
    rx_done.recv().unwrap();
    rx_done.recv().unwrap();
    t.join().unwrap();
    assert_eq!(builds.load(Ordering::SeqCst), 2, "the cleared entry was rebuilt, not served from the thread's table");
}

#[test]
fn with_gives_a_reference_on_hits() {
    let c: Cache<u32, String> = Cache::new("t", 0, true, false);
    let n = c.with(&1, || ok("abc".to_string(), 3), |s| s.len()).unwrap();
    assert_eq!(n, 3);
    let n = c.with(&1, || panic!("hit"), |s| s.len() * 2).unwrap();
    assert_eq!(n, 6);
    assert_eq!(c.counters().hits, 1);
}

#[test]
fn a_disabled_cache_builds_every_time_and_keeps_nothing() {
    let c: Cache<u32, u32> = Cache::new("t", 0, false, false);
    for _ in 0..4 {
        assert_eq!(c.get_or_build(&1, || ok(1, 1)).unwrap(), 1);
    }
    let k = c.counters();
    assert_eq!((k.builds, k.misses, k.hits, k.entries), (4, 4, 0, 0));
}

#[test]
fn spec_constant_values_give_distinct_entries() {
    // DPC++ SpecConstantCacheNegative: values 80 and 70 give two entries.
    let c: Cache<ProgramKey, u32> = Cache::new("t", 0, true, false);
    let img = ImageId::of_bytes(ImageKind::Il as u8, b"\x03\x02\x23\x07spirv");
    let key = |v: u8| ProgramKey::new(img.clone(), spec_const_bytes(&[(1, vec![v, 0, 0, 0])]), vec![1], "");
    c.get_or_build(&key(80), || ok(80, 1)).unwrap();
    c.get_or_build(&key(70), || ok(70, 1)).unwrap();
    assert_eq!(c.get_or_build(&key(80), || panic!("hit")).unwrap(), 80);
    assert_eq!(c.get_or_build(&key(70), || panic!("hit")).unwrap(), 70);
    assert_eq!(c.len(), 2);
    // Same image, other options or device set: other entries; same set in another order: same entry.
    let k2 = ProgramKey::new(img.clone(), vec![], vec![2, 1], "-cl-fast-relaxed-math");
    let k3 = ProgramKey::new(img.clone(), vec![], vec![1, 2], "-cl-fast-relaxed-math");
    c.get_or_build(&k2, || ok(1, 1)).unwrap();
    c.get_or_build(&k3, || panic!("same key")).unwrap();
    let k4 = ProgramKey::new(img, vec![], vec![1, 2], "");
    c.get_or_build(&k4, || ok(4, 1)).unwrap();
    assert_eq!(c.len(), 4);
}

#[test]
fn image_identity_depends_on_kind_and_bytes() {
    assert_eq!(ImageId::of_bytes(0, b"k"), ImageId::of_bytes(0, b"k"));
    assert_ne!(ImageId::of_bytes(0, b"k"), ImageId::of_bytes(1, b"k"));
    assert_ne!(ImageId::of_bytes(0, b"k"), ImageId::of_bytes(0, b"k\0"));
    assert_ne!(ImageId::KernelSet(1), ImageId::KernelSet(2));
}

#[test]
fn cacheability_follows_the_seed() {
    assert!(Origin::Image(ImageKind::Il).is_cacheable());
    assert!(Origin::Image(ImageKind::Source).is_cacheable());
    assert!(Origin::Image(ImageKind::Binary).is_cacheable());
    assert!(!Origin::Linked.is_cacheable());
    assert!(!Origin::Interop.is_cacheable());
    assert!(!Origin::Unbuilt.is_cacheable(), "input and object bundles are not cached");
}

#[test]
fn an_entry_evicted_on_insertion_is_not_served_from_the_thread_table() {
    let c: Cache<u32, u32> = Cache::new("t", 1, true, false);
    c.get_or_build(&1, || ok(1, 10)).unwrap();
    c.get_or_build(&1, || ok(1, 10)).unwrap();
    let k = c.counters();
    assert_eq!((k.builds, k.hits, k.entries, k.evictions), (2, 0, 0, 2));
}
