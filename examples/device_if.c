/* if_device_has (sycl_ext_oneapi_device_if) in an OpenCL C source image.
 *
 * A branch whose condition is false for a device is discarded before
 * compiling, so the fp64 branch below may use `double` even on devices
 * without fp64. syclrt compiles the image once per distinct aspect set of
 * the bundle's devices. Hide aspects to see the fallback on one machine:
 *
 *   ./device_if                             # fp64 branch (PoCL, Intel CPU)
 *   SYCLRT_MASK_ASPECTS=fp64 ./device_if    # fallback branch
 *
 * The include line needs no include path: syclrt substitutes the header. */
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

static const char SOURCE[] =
    "#include \"syclrt_device_if.h\"\n"
    "kernel void which(global int *out) {\n"
    "#if if_device_has(fp64)\n"
    "    double d = 8.0;           /* compiled only for devices with fp64 */\n"
    "    out[0] = (int)(d * d);    /* 64 */\n"
    "#else\n"
    "    out[0] = 1;               /* every other device */\n"
    "#endif\n"
    "}\n";

int main(void) {
    syclrt_image_builder *builder;
    uint64_t image_id;
    CHECK(syclrt_image_builder_create(SYCLRT_IMAGE_FORMAT_OPENCL_SOURCE, SOURCE, 0, NULL, &builder));
    CHECK(syclrt_image_builder_add_kernel(builder, "which"));
    CHECK(syclrt_image_builder_register(builder, &image_id));
    CHECK(syclrt_image_builder_release(builder));

    syclrt_device *dev;
    syclrt_context *ctx;
    syclrt_queue *q;
    CHECK(syclrt_device_default(&dev));
    const syclrt_device *devs[1] = {dev};
    CHECK(syclrt_context_create(devs, 1, &ctx));
    CHECK(syclrt_queue_create(ctx, dev, 0, &q));

    /* The host side of the same question (SYCLRT_MASK_ASPECTS applies here too). */
    bool has_fp64 = false;
    CHECK(syclrt_device_has(dev, SYCLRT_ASPECT_FP64, &has_fp64));

    syclrt_kernel_id *kid;
    syclrt_kernel_bundle *exe;
    syclrt_kernel *k;
    syclrt_mem *mem;
    int out = 0;
    size_t one[1] = {1};
    CHECK(syclrt_kernel_id_get("which", &kid));
    const syclrt_kernel_id *ids[1] = {kid};
    CHECK(syclrt_kernel_bundle_get_by_ids(ctx, NULL, 0, SYCLRT_BUNDLE_STATE_EXECUTABLE, ids, 1, &exe));
    CHECK(syclrt_kernel_bundle_get_kernel(exe, kid, dev, &k));
    CHECK(syclrt_mem_create(ctx, sizeof out, SYCLRT_MEM_READ_WRITE, &out, &mem));
    CHECK(syclrt_kernel_set_arg_mem(k, 0, mem));
    CHECK(syclrt_queue_launch(q, k, 1, one, NULL, NULL, 0, NULL));
    CHECK(syclrt_queue_read(q, mem, true, 0, sizeof out, &out, NULL, 0, NULL));

    int ok = out == (has_fp64 ? 64 : 1);
    printf("device has fp64: %s; the kernel ran the %s branch (out = %d): %s\n", has_fp64 ? "yes" : "no",
           out == 64 ? "fp64" : "fallback", out, ok ? "verified" : "WRONG");

    CHECK(syclrt_mem_release(mem));
    CHECK(syclrt_kernel_release(k));
    CHECK(syclrt_kernel_bundle_release(exe));
    CHECK(syclrt_queue_release(q));
    CHECK(syclrt_context_release(ctx));
    CHECK(syclrt_image_unregister(image_id));
    return !ok;
}
