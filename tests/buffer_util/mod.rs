//! Shared helpers of the buffer tests: a two-device PoCL context, kernels,
//! and a seeded random generator.
#![allow(dead_code, reason = "each test file uses a different subset")]

use std::sync::{Arc, Once};
use syclrt::core::buffer::{self, Access, AccessMode, CommandGroup, KernelArg, Submission};
use syclrt::core::{Buffer, Context, Device, Kernel, Program, Queue};

static ENV: Once = Once::new();

/// Makes PoCL expose two CPU devices in one platform, unless the caller
/// chose a device set already. Must run before the first OpenCL call.
pub fn setup() {
    ENV.call_once(|| {
        if std::env::var_os("POCL_DEVICES").is_none() {
            // SAFETY (not an unsafe fn in edition 2021): set once, before any
            // thread of this test binary has loaded OpenCL.
            std::env::set_var("POCL_DEVICES", "pthread pthread");
        }
    });
}

/// Two devices of one platform: the default device and another of its
/// platform when it has one (two GPUs of one machine, with
/// `SYCLRT_DEFAULT_DEVICE`), else the first platform with at least two
/// devices (PoCL with `POCL_DEVICES="pthread pthread"`).
pub fn two_devices() -> (Arc<Device>, Arc<Device>) {
    setup();
    let devs = syclrt::core::device::devices().expect("OpenCL devices");
    if let Ok(d) = syclrt::core::device::default_device() {
        if let Some(b) = devs.iter().find(|b| b.platform_index == d.platform_index && b.index != d.index) {
            return (d.clone(), b.clone());
        }
    }
    for a in devs {
        if let Some(b) = devs.iter().find(|b| b.platform_index == a.platform_index && b.index != a.index) {
            return (a.clone(), b.clone());
        }
    }
    panic!("these tests need a platform with two devices: run them with PoCL and POCL_DEVICES=\"pthread pthread\"");
}

/// The PoCL major version of a device's platform, if it is PoCL.
fn pocl_major(d: &Device) -> Option<u32> {
    let v = &d.platform().version;
    let rest = &v[v.find("PoCL ")? + 5..];
    rest.split(|c: char| !c.is_ascii_digit()).next()?.parse().ok()
}

/// Whether these devices are PoCL 4.x or 5.x CPU devices, whose dlhandle
/// cache aborts (`pocl_release_dlhandle_cache: Assertion found->ref_count > 0`,
/// when built with asserts as Ubuntu 24.04's pocl 5.0 is) as soon as
/// one kernel runs with the same local size but a different grid width or
/// global offset in two commands at once: PoCL's bug, fixed upstream in 6.0
/// (pocl/pocl c9ac4c0c3), reproduced without syclrt by
/// scripts/pocl-dlcache-repro.c. The random-box tests do exactly that, so
/// they skip this one combination and say so; PoCL 3.1 (no retain count)
/// and 6+ run them.
pub fn skip_for_pocl_dlcache_bug(devs: &[Arc<Device>]) -> bool {
    let bad = devs.iter().find(|d| matches!(pocl_major(d), Some(4 | 5)) && d.platform().version.contains("Asserts"));
    if let Some(d) = bad {
        println!(
            "SKIP: {} on {:?} ({}): PoCL 4/5 with asserts aborts in pocl_release_dlhandle_cache when one kernel \
             runs in two grid shapes at once (PoCL bug fixed in 6.0, pocl/pocl c9ac4c0c3; reproducer: \
             scripts/pocl-dlcache-repro.c)",
            std::thread::current().name().unwrap_or("test"),
            d.info.name,
            d.platform().version
        );
        return true;
    }
    false
}

/// "name (platform)" of each device, for the test output.
pub fn describe(devs: &[Arc<Device>]) -> String {
    devs.iter().map(|d| format!("[{}] {} ({})", d.index, d.info.name, d.platform().name)).collect::<Vec<_>>().join(", ")
}

pub const KERNELS: &str = r#"
__kernel void fill2d(__global uint* b, uint pitch, uint r0, uint c0, uint val) {
    size_t c = get_global_id(0), r = get_global_id(1);
    b[(r0 + r) * pitch + c0 + c] = val;
}
__kernel void add2d(__global uint* b, uint pitch, uint r0, uint c0, uint val) {
    size_t c = get_global_id(0), r = get_global_id(1);
    b[(r0 + r) * pitch + c0 + c] += val;
}
__kernel void copy1d(__global const uint* src, __global uint* dst, uint soff, uint doff) {
    size_t i = get_global_id(0);
    dst[doff + i] = src[soff + i];
}
__kernel void touch(__global const uint* b) { }
__kernel void spin(__global uint* b, uint off, uint iters) {
    uint x = b[off];
    for (uint i = 0; i < iters; i++) { x = x * 1664525u + 1013904223u; }
    b[off] = x;
}
"#;

pub struct Env {
    pub ctx: Arc<Context>,
    pub devs: Vec<Arc<Device>>,
    pub queues: Vec<Arc<Queue>>,
    pub program: Arc<Program>,
}

impl Env {
    /// A context over two devices, one in-order queue on each.
    pub fn two() -> Env {
        let (a, b) = two_devices();
        Env::with(&[a, b], 0)
    }

    pub fn with(devs: &[Arc<Device>], queue_flags: u32) -> Env {
        let ctx = Context::new(devs).expect("context");
        let queues = devs.iter().map(|d| Queue::new(&ctx, d, queue_flags).expect("queue")).collect();
        let program = Program::from_source(&ctx, KERNELS.as_bytes()).expect("program");
        program.build("").expect("build");
        Env { ctx, devs: devs.to_vec(), queues, program }
    }

    pub fn kernel(&self, name: &str) -> Arc<Kernel> {
        Kernel::new(&self.program, name).expect("kernel")
    }

    /// A 1-D buffer of `n` uints with `page` elements per page.
    pub fn buf1(&self, n: usize, page: usize, init: Option<&[u32]>) -> Arc<Buffer> {
        let bytes = init.map(as_bytes);
        Buffer::new(&self.ctx, &[n], 4, &[page], bytes.as_deref()).expect("buffer")
    }

    /// A 2-D buffer of `rows x cols` uints with `page` = [rows, cols] per page.
    pub fn buf2(&self, rows: usize, cols: usize, page: [usize; 2], init: Option<&[u32]>) -> Arc<Buffer> {
        let bytes = init.map(as_bytes);
        Buffer::new(&self.ctx, &[rows, cols], 4, &page, bytes.as_deref()).expect("buffer")
    }
}

pub fn as_bytes(v: &[u32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_ne_bytes()).collect()
}

/// The box `[r0, r0+rows) x [c0, c0+cols)` of a 1-D or 2-D buffer, as an accessor.
pub fn access(b: &Arc<Buffer>, mode: AccessMode, r0: usize, c0: usize, rows: usize, cols: usize) -> Access {
    if b.layout.dims == 1 {
        assert_eq!((r0, rows), (0, 1));
        Access::new(b, mode, &[c0], &[cols]).expect("accessor")
    } else {
        Access::new(b, mode, &[r0, c0], &[rows, cols]).expect("accessor")
    }
}

/// Runs `fill2d` or `add2d` over a box with one accessor of `mode`.
#[allow(clippy::too_many_arguments, reason = "a test helper mirroring the kernel")]
pub fn run_box(
    q: &Arc<Queue>,
    k: &Arc<Kernel>,
    b: &Arc<Buffer>,
    mode: AccessMode,
    r0: usize,
    c0: usize,
    rows: usize,
    cols: usize,
    val: u32,
) -> Submission {
    let pitch = b.layout.range[2] as u32;
    let vals = [pitch, r0 as u32, c0 as u32, val].map(u32::to_ne_bytes);
    let cg = CommandGroup {
        kernel: k.clone(),
        global: &[cols, rows],
        // One work-group shape for every launch: PoCL compiles a kernel
        // once per local size, and random boxes would otherwise make
        // a first run spend minutes compiling.
        local: Some(&[1, 1]),
        accessors: vec![(0, access(b, mode, r0, c0, rows, cols))],
        args: vals.iter().enumerate().map(|(i, v)| (i as u32 + 1, KernelArg::Value(v))).collect(),
    };
    buffer::submit(q, &cg).expect("submit")
}

/// A kernel that only reads the accessor's range (moves data, changes none).
pub fn run_touch(q: &Arc<Queue>, k: &Arc<Kernel>, a: Access) -> Submission {
    let cg = CommandGroup { kernel: k.clone(), global: &[1], local: None, accessors: vec![(0, a)], args: vec![] };
    buffer::submit(q, &cg).expect("submit")
}

/// Reads the whole buffer through a host accessor.
pub fn host_read(b: &Arc<Buffer>) -> Vec<u32> {
    let n: usize = b.layout.range.iter().product();
    let p = b
        .host_access(AccessMode::Read, buffer::View::Box(buffer::Rect::full(b.layout.range)), false)
        .expect("host access")
        .0;
    // SAFETY: the host allocation holds the whole buffer of `n` uints and is
    // not written until the next access on this buffer.
    unsafe { std::slice::from_raw_parts(p.cast::<u32>(), n).to_vec() }
}

/// xorshift64*: a small seeded generator, so failures replay exactly.
pub struct Rng(pub u64);
impl Rng {
    pub fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// Uniform in `lo..hi`.
    pub fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + (self.next() % (hi - lo) as u64) as usize
    }
}
