// C++ consumer of the installed package: include/syclrt.hpp through
// find_package(syclrt). Lists the devices, builds a kernel bundle with a
// specialization constant, runs it, and checks that errors are exceptions.
#include <cstdio>
#include <syclrt.hpp>
#include <vector>

int main() try {
    for (const syclrt::device &d : syclrt::device::all()) std::printf("device: %s\n", d.name().c_str());
    syclrt::image img = syclrt::image::opencl_source("kernel void add_k(global int *v) { v[get_global_id(0)] += K; }");
    img.add_kernel("add_k").add_spec_constant("K", 0, int32_t{1}).register_image();

    syclrt::device dev = syclrt::device::default_device();
    syclrt::context ctx(std::vector<syclrt::device>{dev});
    syclrt::context copy = ctx;  // retain; both release
    if (copy != ctx || copy.devices().size() != 1) return 1;
    syclrt::queue q(ctx, dev);
    syclrt::kernel_id id = syclrt::kernel_id::get("add_k");
    if (id.name() != "add_k") return 1;
    auto exe = syclrt::get_kernel_bundle(ctx, syclrt::bundle_state::input, {id})
                   .set_specialization_constant("K", int32_t{5})
                   .build();
    if (exe.state() != syclrt::bundle_state::executable || !exe.has_kernel(id) || exe.kernel_ids().size() != 1) return 1;
    std::vector<int32_t> v{1, 2, 3, 4};
    syclrt::mem m(ctx, v);
    syclrt::kernel k = exe.get_kernel(id, dev);
    k.set_arg(0, m);
    q.launch(k, {v.size()}).wait();
    q.read(m, v);
    if (v != std::vector<int32_t>{6, 7, 8, 9}) return 1;
    try {
        syclrt::kernel_id::get("no_such_kernel");
        return 1;
    } catch (const syclrt::error &e) {
        if (e.status() != SYCLRT_STATUS_INVALID_KERNEL_NAME) return 1;
    }
    std::printf("C++ consumer ok\n");
    return 0;
} catch (const syclrt::error &e) {
    std::fprintf(stderr, "%s\n", e.what());
    return 1;
}
