// Kernel bundles with a specialization constant, from C++ (include/syclrt.hpp):
// the same program as bundle_spec_constant.c. Handles release themselves;
// a failing call throws syclrt::error with the status and the message.
#include <cstdio>
#include <syclrt.hpp>
#include <vector>

int main() try {
    // A device image: OpenCL C source, one kernel, spec constant FACTOR (SpecId 0, default 1).
    auto img = syclrt::image::opencl_source("kernel void scale(global int *v) { v[get_global_id(0)] *= FACTOR; }");
    img.add_kernel("scale").add_spec_constant("FACTOR", 0, int32_t{1}).register_image();

    syclrt::device dev = syclrt::device::default_device();
    syclrt::context ctx(dev);
    syclrt::queue q(ctx, dev);

    // get_kernel_bundle<input>({id}), set FACTOR = 7, build to executable.
    syclrt::kernel_id id = syclrt::kernel_id::get("scale");
    auto input = syclrt::get_kernel_bundle(ctx, syclrt::bundle_state::input, {id});
    input.set_specialization_constant("FACTOR", int32_t{7});
    syclrt::kernel_bundle exe = input.build();

    std::vector<int32_t> data{1, 2, 3, 4, 5, 6, 7, 8};
    syclrt::mem m(ctx, data);
    syclrt::kernel k = exe.get_kernel(id, dev);
    k.set_arg(0, m);
    q.launch(k, {data.size()});
    q.read(m, data);

    int wrong = 0;
    for (size_t i = 0; i < data.size(); i++) wrong += data[i] != int32_t(7 * (i + 1));
    std::printf("C++: scale with FACTOR=%d: %s (data[7] = %d)\n", int(exe.get_specialization_constant<int32_t>("FACTOR")),
                wrong ? "WRONG" : "verified", int(data[7]));

    // Errors are exceptions: a spec constant the image does not declare.
    try {
        input.set_specialization_constant("NO_SUCH", int32_t{0});
        std::printf("WRONG: no error\n");
        return 1;
    } catch (const syclrt::error &e) {
        std::printf("expected error: status %d (%s)\n", int(e.status()), e.what());
    }
    return wrong != 0;
} catch (const syclrt::error &e) {
    std::fprintf(stderr, "syclrt error %d: %s\n", int(e.status()), e.what());
    return 1;
}
