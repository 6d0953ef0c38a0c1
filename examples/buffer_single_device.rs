//! A single-device check of buffers on any OpenCL (for example the Intel CPU runtime:
//! `eval "$(scripts/intel-runtime.sh --env)"; cargo run --example buffer_single_device`):
//! three overlapping 2-D command groups on an out-of-order queue, then the
//! whole buffer compared with a host model; prints dependencies and transfers.
use syclrt::core::buffer::{self, Access, AccessMode, CommandGroup, KernelArg, Rect, View};
use syclrt::core::{Buffer, Context, Kernel, Program, Queue};
fn main() {
    let d = syclrt::core::device::default_device().unwrap().clone();
    println!("device {}", d.info.name);
    let ctx = Context::new(std::slice::from_ref(&d)).unwrap();
    let q = Queue::new(&ctx, &d, syclrt::core::queue::QUEUE_OUT_OF_ORDER).unwrap();
    let p = Program::from_source(&ctx, b"__kernel void fill2d(__global uint* b, uint pitch, uint r0, uint c0, uint val) { size_t c = get_global_id(0), r = get_global_id(1); b[(r0 + r) * pitch + c0 + c] = val; }").unwrap();
    p.build("").unwrap();
    let k = Kernel::new(&p, "fill2d").unwrap();
    let init: Vec<u8> = (0..64 * 64u32).flat_map(|x| x.to_ne_bytes()).collect();
    let b = Buffer::new(&ctx, &[64, 64], 4, &[8, 8], Some(&init)).unwrap();
    let mut want: Vec<u32> = (0..64 * 64u32).collect();
    for (i, (r0, c0, rows, cols)) in
        [(3usize, 5usize, 20usize, 30usize), (10, 0, 5, 64), (40, 40, 24, 24)].into_iter().enumerate()
    {
        let args = [64u32, r0 as u32, c0 as u32, 100 + i as u32].map(u32::to_ne_bytes);
        let cg = CommandGroup {
            kernel: k.clone(),
            global: &[cols, rows],
            local: None,
            accessors: vec![(0, Access::new(&b, AccessMode::Write, &[r0, c0], &[rows, cols]).unwrap())],
            args: args.iter().enumerate().map(|(j, v)| (j as u32 + 1, KernelArg::Value(v))).collect(),
        };
        let s = buffer::submit(&q, &cg).unwrap();
        println!("cg {i}: deps {} stats {:?}", s.dependencies.len(), s.stats);
        for r in r0..r0 + rows {
            for c in c0..c0 + cols {
                want[r * 64 + c] = 100 + i as u32;
            }
        }
    }
    let (ptr, _) = b.host_access(AccessMode::Read, View::Box(Rect::full(b.layout.range)), false).unwrap();
    // SAFETY: whole buffer of 4096 uints.
    let got = unsafe { std::slice::from_raw_parts(ptr.cast::<u32>(), 4096) };
    assert_eq!(got, &want[..]);
    println!("OK: data correct, buffer stats {:?}", b.stats());
}
