/* Kernel bundles with a specialization constant, from C.
 *
 * 1. Register a device image: here OpenCL C source made with the image
 *    builder (a DPC++ program registers the `pi_device_binaries` its
 *    offload wrapper emits with syclrt_register_images instead).
 * 2. Get a kernel bundle in the input state, set the specialization
 *    constant, build it to the executable state.
 * 3. Take the kernel out of the bundle and launch it.
 *
 * Build: cmake (target bundle_spec_constant), or against a cargo build:
 *   cc -Iinclude examples/bundle_spec_constant.c -Ltarget/release -lsyclrt -Wl,-rpath,$PWD/target/release */
#include <stdio.h>
#include <syclrt.h>

#define CHECK(call)                                                                        \
    do {                                                                                   \
        syclrt_status st_ = (call);                                                        \
        if (st_ != SYCLRT_STATUS_SUCCESS) {                                                \
            fprintf(stderr, "%s failed: %s\n  %s\n", #call, syclrt_status_string(st_),     \
                    syclrt_last_error_message());                                          \
            return 1;                                                                      \
        }                                                                                  \
    } while (0)

/* For OpenCL C source, a specialization constant is a macro whose value is
 * set when the bundle is built. */
static const char SOURCE[] =
    "kernel void scale(global int *v) { v[get_global_id(0)] *= FACTOR; }";

int main(void) {
    /* 1. The device image: source, one kernel, one spec constant (SpecId 0, default 1). */
    syclrt_image_builder *builder;
    uint64_t image_id;
    int32_t factor_default = 1;
    CHECK(syclrt_image_builder_create(SYCLRT_IMAGE_FORMAT_OPENCL_SOURCE, SOURCE, 0, NULL, &builder));
    CHECK(syclrt_image_builder_add_kernel(builder, "scale"));
    CHECK(syclrt_image_builder_add_spec_constant(builder, "FACTOR", 0, &factor_default, sizeof factor_default));
    CHECK(syclrt_image_builder_register(builder, &image_id));
    CHECK(syclrt_image_builder_release(builder));

    /* A context and an in-order queue on the default device. */
    syclrt_device *dev;
    syclrt_context *ctx;
    syclrt_queue *q;
    CHECK(syclrt_device_default(&dev));
    const syclrt_device *devs[1] = {dev};
    CHECK(syclrt_context_create(devs, 1, &ctx));
    CHECK(syclrt_queue_create(ctx, dev, 0, &q));

    /* 2. get_kernel_bundle<input>({kernel id}), set FACTOR = 7, build. */
    syclrt_kernel_id *kid;
    syclrt_kernel_bundle *input, *exe;
    int32_t factor = 7;
    CHECK(syclrt_kernel_id_get("scale", &kid));
    const syclrt_kernel_id *ids[1] = {kid};
    CHECK(syclrt_kernel_bundle_get_by_ids(ctx, NULL, 0, SYCLRT_BUNDLE_STATE_INPUT, ids, 1, &input));
    CHECK(syclrt_kernel_bundle_set_spec_constant(input, "FACTOR", &factor, sizeof factor));
    CHECK(syclrt_kernel_bundle_build(input, NULL, 0, NULL, &exe));

    /* 3. The kernel, one argument, a launch over 8 work-items. */
    syclrt_kernel *k;
    syclrt_mem *mem;
    int32_t data[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    size_t global[1] = {8};
    CHECK(syclrt_kernel_bundle_get_kernel(exe, kid, dev, &k));
    CHECK(syclrt_mem_create(ctx, sizeof data, SYCLRT_MEM_READ_WRITE, data, &mem));
    CHECK(syclrt_kernel_set_arg_mem(k, 0, mem));
    CHECK(syclrt_queue_launch(q, k, 1, global, NULL, NULL, 0, NULL));
    CHECK(syclrt_queue_read(q, mem, true, 0, sizeof data, data, NULL, 0, NULL));

    int wrong = 0;
    for (int i = 0; i < 8; i++) wrong += data[i] != 7 * (i + 1);
    printf("scale with FACTOR=%d: %s (data[7] = %d)\n", (int)factor, wrong ? "WRONG" : "verified", (int)data[7]);

    /* Every handle but devices and kernel ids is reference counted. */
    CHECK(syclrt_mem_release(mem));
    CHECK(syclrt_kernel_release(k));
    CHECK(syclrt_kernel_bundle_release(exe));
    CHECK(syclrt_kernel_bundle_release(input));
    CHECK(syclrt_queue_release(q));
    CHECK(syclrt_context_release(ctx));
    CHECK(syclrt_image_unregister(image_id));
    return wrong != 0;
}
