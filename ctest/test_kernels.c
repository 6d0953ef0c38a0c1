/* Happy paths of the C API on the default device: discovery and info,
 * buffers (write, read, copy, fill), kernels with value, buffer and local
 * arguments, 1-D and 2-D ND-ranges with and without a local size,
 * in-order and out-of-order queues, events, barriers and profiling. */
#include <stdint.h>
#include <stdlib.h>
#include "check.h"

static const char *SRC =
    "__kernel void fill2d(__global int *out, int base) {\n"
    "  size_t x = get_global_id(0), y = get_global_id(1), w = get_global_size(0);\n"
    "  out[y * w + x] = base + (int)(y * 1000 + x);\n"
    "}\n"
    "__kernel void block_sum(__global const int *in, __global int *out, __local int *scratch) {\n"
    "  size_t l = get_local_id(0), n = get_local_size(0);\n"
    "  scratch[l] = in[get_global_id(0)];\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  if (l == 0) { int s = 0; for (size_t i = 0; i < n; i++) s += scratch[i]; out[get_group_id(0)] = s; }\n"
    "}\n"
    "__kernel void inc(__global int *p) { p[get_global_id(0)] += 1; }\n";

int main(void) {
    /* Discovery: every device is reachable both globally and per platform. */
    size_t nplat = 0, ndev = 0, sum = 0;
    EXPECT_OK(syclrt_platform_count(&nplat));
    EXPECT_OK(syclrt_device_count(&ndev));
    for (size_t i = 0; i < nplat; i++) {
        syclrt_platform *p;
        size_t c = 0, len = 0;
        EXPECT_OK(syclrt_platform_get(i, &p));
        EXPECT_OK(syclrt_platform_device_count(p, &c));
        sum += c;
        EXPECT_OK(syclrt_platform_get_info(p, SYCLRT_PLATFORM_INFO_NAME, 0, NULL, &len));
        char *name = malloc(len);
        EXPECT_OK(syclrt_platform_get_info(p, SYCLRT_PLATFORM_INFO_NAME, len, name, NULL));
        EXPECT(name && strlen(name) + 1 == len);
        free(name);
        for (size_t j = 0; j < c; j++) {
            syclrt_device *d;
            syclrt_platform *back;
            EXPECT_OK(syclrt_platform_get_device(p, j, &d));
            EXPECT_OK(syclrt_device_get_platform(d, &back));
            EXPECT(back == p);
        }
    }
    EXPECT(sum == ndev && ndev >= 1);

    syclrt_device *dev;
    EXPECT_OK(syclrt_device_default(&dev));
    uint32_t type = 99, dims = 0, cu = 0;
    size_t wi[3] = {0, 0, 0}, wg = 0;
    uint64_t gmem = 0;
    EXPECT_OK(syclrt_device_get_info(dev, SYCLRT_DEVICE_INFO_TYPE, sizeof type, &type, NULL));
    EXPECT(type <= SYCLRT_DEVICE_TYPE_OTHER);
    bool is_cpu = false, is_gpu = true;
    EXPECT_OK(syclrt_device_has(dev, SYCLRT_ASPECT_CPU, &is_cpu));
    EXPECT_OK(syclrt_device_has(dev, SYCLRT_ASPECT_GPU, &is_gpu));
    EXPECT(is_cpu == (type == SYCLRT_DEVICE_TYPE_CPU) && is_gpu == (type == SYCLRT_DEVICE_TYPE_GPU));
    EXPECT_OK(syclrt_device_get_info(dev, SYCLRT_DEVICE_INFO_MAX_WORK_ITEM_DIMENSIONS, sizeof dims, &dims, NULL));
    EXPECT_OK(syclrt_device_get_info(dev, SYCLRT_DEVICE_INFO_MAX_WORK_ITEM_SIZES, sizeof wi, wi, NULL));
    EXPECT_OK(syclrt_device_get_info(dev, SYCLRT_DEVICE_INFO_MAX_WORK_GROUP_SIZE, sizeof wg, &wg, NULL));
    EXPECT_OK(syclrt_device_get_info(dev, SYCLRT_DEVICE_INFO_MAX_COMPUTE_UNITS, sizeof cu, &cu, NULL));
    EXPECT_OK(syclrt_device_get_info(dev, SYCLRT_DEVICE_INFO_GLOBAL_MEM_SIZE, sizeof gmem, &gmem, NULL));
    EXPECT(dims >= 3 && wi[0] >= 1 && wg >= 1 && cu >= 1 && gmem > 0);

    syclrt_context *ctx;
    EXPECT_OK(syclrt_context_create((const syclrt_device *const *)&dev, 1, &ctx));
    syclrt_program *prog;
    EXPECT_OK(syclrt_program_create_with_source(ctx, SRC, strlen(SRC), &prog));
    EXPECT_OK(syclrt_program_build(prog, NULL));

    /* 2-D launch with and without a local size. */
    syclrt_queue *q;
    EXPECT_OK(syclrt_queue_create(ctx, dev, SYCLRT_QUEUE_PROFILING, &q));
    enum { W = 64, H = 32 };
    syclrt_mem *img;
    EXPECT_OK(syclrt_mem_create(ctx, W * H * sizeof(int), SYCLRT_MEM_READ_WRITE, NULL, &img));
    syclrt_kernel *fill2d;
    EXPECT_OK(syclrt_kernel_create(prog, "fill2d", &fill2d));
    int base = 7;
    EXPECT_OK(syclrt_kernel_set_arg_mem(fill2d, 0, img));
    EXPECT_OK(syclrt_kernel_set_arg_value(fill2d, 1, sizeof base, &base));
    size_t g2[2] = {W, H}, l2[2] = {8, 4};
    syclrt_event *e1, *e2;
    EXPECT_OK(syclrt_queue_launch(q, fill2d, 2, g2, l2, NULL, 0, &e1));
    int *out = malloc(W * H * sizeof(int));
    EXPECT_OK(syclrt_queue_read(q, img, true, 0, W * H * sizeof(int), out, (const syclrt_event *const *)&e1, 1, NULL));
    int bad = 0;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) bad += out[y * W + x] != 7 + y * 1000 + x;
    EXPECT(bad == 0);
    base = 100;
    EXPECT_OK(syclrt_kernel_set_arg_value(fill2d, 1, sizeof base, &base));
    EXPECT_OK(syclrt_queue_launch(q, fill2d, 2, g2, NULL, NULL, 0, &e2));
    EXPECT_OK(syclrt_queue_read(q, img, true, 0, W * H * sizeof(int), out, (const syclrt_event *const *)&e2, 1, NULL));
    EXPECT(out[5 * W + 3] == 100 + 5003);
    int32_t st = -100;
    EXPECT_OK(syclrt_event_get_status(e2, &st));
    EXPECT(st == SYCLRT_EVENT_COMPLETE);
    uint64_t tq = 0, ts = 0, tb = 0, te = 0;
    EXPECT_OK(syclrt_event_get_profiling_time(e2, SYCLRT_PROFILING_INFO_QUEUED, &tq));
    EXPECT_OK(syclrt_event_get_profiling_time(e2, SYCLRT_PROFILING_INFO_SUBMIT, &ts));
    EXPECT_OK(syclrt_event_get_profiling_time(e2, SYCLRT_PROFILING_INFO_START, &tb));
    EXPECT_OK(syclrt_event_get_profiling_time(e2, SYCLRT_PROFILING_INFO_END, &te));
    EXPECT(tq <= ts && ts <= tb && tb <= te && te > 0);

    /* Local memory: block sums with a __local scratch argument. */
    enum { N = 1024, B = 64 };
    int *in = malloc(N * sizeof(int));
    for (int i = 0; i < N; i++) in[i] = i;
    syclrt_mem *min, *msum;
    EXPECT_OK(syclrt_mem_create(ctx, N * sizeof(int), SYCLRT_MEM_READ_ONLY, in, &min));
    EXPECT_OK(syclrt_mem_create(ctx, (N / B) * sizeof(int), SYCLRT_MEM_WRITE_ONLY, NULL, &msum));
    syclrt_kernel *bs;
    EXPECT_OK(syclrt_kernel_create(prog, "block_sum", &bs));
    EXPECT_OK(syclrt_kernel_set_arg_mem(bs, 0, min));
    EXPECT_OK(syclrt_kernel_set_arg_mem(bs, 1, msum));
    EXPECT_OK(syclrt_kernel_set_arg_local(bs, 2, B * sizeof(int)));
    size_t gn = N, ln = B;
    EXPECT_OK(syclrt_queue_launch(q, bs, 1, &gn, &ln, NULL, 0, NULL));
    int sums[N / B];
    EXPECT_OK(syclrt_queue_read(q, msum, true, 0, sizeof sums, sums, NULL, 0, NULL));
    bad = 0;
    for (int b = 0; b < N / B; b++) bad += sums[b] != (b * B) * B + B * (B - 1) / 2;
    EXPECT(bad == 0);

    /* Write, fill, copy, read, on an out-of-order queue ordered by events. */
    bool ooo_ok = true;
    syclrt_queue *oq = NULL;
    syclrt_status s = syclrt_queue_create(ctx, dev, SYCLRT_QUEUE_OUT_OF_ORDER, &oq);
    EXPECT(s == SYCLRT_STATUS_SUCCESS || s == SYCLRT_STATUS_UNSUPPORTED);
    if (s != SYCLRT_STATUS_SUCCESS) { ooo_ok = false; oq = q; }
    syclrt_mem *a, *b2;
    EXPECT_OK(syclrt_mem_create(ctx, 256, SYCLRT_MEM_READ_WRITE, NULL, &a));
    EXPECT_OK(syclrt_mem_create(ctx, 256, SYCLRT_MEM_READ_WRITE, NULL, &b2));
    unsigned char src[256], dst[256];
    for (int i = 0; i < 256; i++) src[i] = (unsigned char)i;
    syclrt_event *w, *f, *c, *bar;
    EXPECT_OK(syclrt_queue_write(oq, a, false, 0, 256, src, NULL, 0, &w));
    uint32_t pattern = 0xA5A5A5A5u;
    EXPECT_OK(syclrt_queue_fill(oq, a, &pattern, 4, 64, 64, (const syclrt_event *const *)&w, 1, &f));
    EXPECT_OK(syclrt_queue_copy(oq, a, b2, 0, 0, 256, (const syclrt_event *const *)&f, 1, &c));
    EXPECT_OK(syclrt_queue_barrier(oq, NULL, 0, &bar));
    EXPECT_OK(syclrt_queue_read(oq, b2, true, 0, 256, dst, (const syclrt_event *const *)&bar, 1, NULL));
    bad = 0;
    for (int i = 0; i < 256; i++) bad += dst[i] != ((i >= 64 && i < 128) ? 0xA5 : i);
    EXPECT(bad == 0);
    const syclrt_event *all[3] = {w, f, c};
    EXPECT_OK(syclrt_event_wait(all, 3));
    syclrt_event *evs[] = {e1, e2, w, f, c, bar};
    for (size_t i = 0; i < sizeof evs / sizeof evs[0]; i++) EXPECT_OK(syclrt_event_release(evs[i]));

    /* Many launches on one kernel, then finish: the buffer reflects all of them. */
    syclrt_kernel *inc;
    EXPECT_OK(syclrt_kernel_create(prog, "inc", &inc));
    int zero[16] = {0};
    syclrt_mem *ctr;
    EXPECT_OK(syclrt_mem_create(ctx, sizeof zero, SYCLRT_MEM_READ_WRITE, zero, &ctr));
    EXPECT_OK(syclrt_kernel_set_arg_mem(inc, 0, ctr));
    size_t g16 = 16;
    for (int i = 0; i < 100; i++) EXPECT_OK(syclrt_queue_launch(q, inc, 1, &g16, NULL, NULL, 0, NULL));
    EXPECT_OK(syclrt_queue_finish(q));
    int got[16];
    EXPECT_OK(syclrt_queue_read(q, ctr, true, 0, sizeof got, got, NULL, 0, NULL));
    EXPECT(got[0] == 100 && got[15] == 100);

    syclrt_kernel *ks[] = {fill2d, bs, inc};
    for (int i = 0; i < 3; i++) EXPECT_OK(syclrt_kernel_release(ks[i]));
    syclrt_mem *ms[] = {img, min, msum, a, b2, ctr};
    for (int i = 0; i < 6; i++) EXPECT_OK(syclrt_mem_release(ms[i]));
    EXPECT_OK(syclrt_program_release(prog));
    if (ooo_ok) EXPECT_OK(syclrt_queue_release(oq));
    EXPECT_OK(syclrt_queue_release(q));
    EXPECT_OK(syclrt_context_release(ctx));
    free(out);
    free(in);
    return finish("test_kernels");
}
