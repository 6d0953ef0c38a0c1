/* The demo: compile an OpenCL C kernel through syclrt, run it on the default
 * device over a buffer, and check every element of the result. */
#include <stdio.h>
#include <stdlib.h>
#include <syclrt.h>

#define N 1048576

static const char *SOURCE =
    "__kernel void vadd(__global const float *a, __global const float *b,\n"
    "                   __global float *c, float scale) {\n"
    "    size_t i = get_global_id(0);\n"
    "    c[i] = scale * (a[i] + b[i]);\n"
    "}\n";

#define CHECK(call)                                                                  \
    do {                                                                             \
        syclrt_status st_ = (call);                                                  \
        if (st_ != SYCLRT_STATUS_SUCCESS) {                                          \
            fprintf(stderr, "%s:%d: %s -> %d (%s)\n  %s\n", __FILE__, __LINE__, #call, \
                    (int)st_, syclrt_status_string(st_), syclrt_last_error_message()); \
            return 1;                                                                \
        }                                                                            \
    } while (0)

int main(void) {
    syclrt_device *dev;
    CHECK(syclrt_device_default(&dev));
    char name[256];
    CHECK(syclrt_device_get_info(dev, SYCLRT_DEVICE_INFO_NAME, sizeof name, name, NULL));
    printf("device: %s\n", name);

    syclrt_context *ctx;
    CHECK(syclrt_context_create((const syclrt_device *const *)&dev, 1, &ctx));
    syclrt_queue *q;
    CHECK(syclrt_queue_create(ctx, dev, SYCLRT_QUEUE_PROFILING, &q));

    float *a = malloc(N * sizeof(float)), *b = malloc(N * sizeof(float)), *c = malloc(N * sizeof(float));
    if (!a || !b || !c) return 1;
    for (int i = 0; i < N; i++) { a[i] = (float)i; b[i] = (float)(2 * i); c[i] = -1.0f; }

    syclrt_mem *ma, *mb, *mc;
    CHECK(syclrt_mem_create(ctx, N * sizeof(float), SYCLRT_MEM_READ_ONLY, a, &ma));
    CHECK(syclrt_mem_create(ctx, N * sizeof(float), SYCLRT_MEM_READ_ONLY, b, &mb));
    CHECK(syclrt_mem_create(ctx, N * sizeof(float), SYCLRT_MEM_WRITE_ONLY, NULL, &mc));

    syclrt_program *prog;
    CHECK(syclrt_program_create_with_source(ctx, SOURCE, 0, &prog));
    CHECK(syclrt_program_build(prog, "-cl-std=CL1.2"));
    syclrt_kernel *k;
    CHECK(syclrt_kernel_create(prog, "vadd", &k));
    float scale = 0.5f;
    CHECK(syclrt_kernel_set_arg_mem(k, 0, ma));
    CHECK(syclrt_kernel_set_arg_mem(k, 1, mb));
    CHECK(syclrt_kernel_set_arg_mem(k, 2, mc));
    CHECK(syclrt_kernel_set_arg_value(k, 3, sizeof scale, &scale));

    size_t global = N, local = 64;
    syclrt_event *ev;
    CHECK(syclrt_queue_launch(q, k, 1, &global, &local, NULL, 0, &ev));
    CHECK(syclrt_queue_read(q, mc, true, 0, N * sizeof(float), c, (const syclrt_event *const *)&ev, 1, NULL));
    uint64_t t0, t1;
    CHECK(syclrt_event_get_profiling_time(ev, SYCLRT_PROFILING_INFO_START, &t0));
    CHECK(syclrt_event_get_profiling_time(ev, SYCLRT_PROFILING_INFO_END, &t1));

    long bad = 0;
    for (int i = 0; i < N; i++) {
        float want = 0.5f * (float)(3 * i);
        if (c[i] != want) { if (bad++ < 5) fprintf(stderr, "c[%d] = %g, want %g\n", i, c[i], want); }
    }
    printf("vadd over %d floats: %s (%ld wrong), kernel time %.3f ms\n", N, bad ? "FAILED" : "verified", bad,
           (double)(t1 - t0) / 1e6);

    CHECK(syclrt_event_release(ev));
    CHECK(syclrt_kernel_release(k));
    CHECK(syclrt_program_release(prog));
    CHECK(syclrt_mem_release(ma));
    CHECK(syclrt_mem_release(mb));
    CHECK(syclrt_mem_release(mc));
    CHECK(syclrt_queue_release(q));
    CHECK(syclrt_context_release(ctx));
    free(a); free(b); free(c);
    return bad ? 1 : 0;
}
