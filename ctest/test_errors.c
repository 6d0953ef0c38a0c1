/* Error paths of the C API: every one returns a precise status, writes no
 * out-parameter, leaves a readable message, and never crashes. */
#include <stdint.h>
#include <stdlib.h>
#include "check.h"

static const char *GOOD = "__kernel void k(__global int *p, int v) { p[get_global_id(0)] = v; }\n";
static const char *BROKEN = "__kernel void k(__global int *p) { p[0] = undefined_identifier; }\n";

int main(void) {
    /* Status strings: every code has one, unknown codes too, never NULL. */
    EXPECT(strcmp(syclrt_status_string(SYCLRT_STATUS_SUCCESS), "success") == 0);
    EXPECT(strstr(syclrt_status_string(SYCLRT_STATUS_BUILD_FAILED), "build") != NULL);
    EXPECT(strcmp(syclrt_status_string(12345), "unknown status code") == 0);
    EXPECT(strcmp(syclrt_status_string(-1), "unknown status code") == 0);
    EXPECT(syclrt_aspect_name(SYCLRT_ASPECT_FP16) != NULL && strcmp(syclrt_aspect_name(SYCLRT_ASPECT_FP16), "fp16") == 0);
    EXPECT(syclrt_aspect_name(999) == NULL);

    /* Null out-pointers. */
    EXPECT_ST(syclrt_platform_count(NULL), SYCLRT_STATUS_NULL_POINTER);
    EXPECT_MSG("count_out");
    EXPECT_ST(syclrt_device_default(NULL), SYCLRT_STATUS_NULL_POINTER);

    /* Out-of-range indices leave the out-parameter untouched. */
    size_t ndev = 0;
    EXPECT_OK(syclrt_device_count(&ndev));
    EXPECT(ndev >= 1);
    syclrt_device *sentinel = (syclrt_device *)(uintptr_t)0xdead;
    syclrt_device *d = sentinel;
    EXPECT_ST(syclrt_device_get(ndev, &d), SYCLRT_STATUS_OUT_OF_RANGE);
    EXPECT(d == sentinel);
    EXPECT_MSG("out of range");
    EXPECT_ST(syclrt_device_get(SIZE_MAX, &d), SYCLRT_STATUS_OUT_OF_RANGE);
    syclrt_platform *plat = NULL;
    size_t nplat = 0;
    EXPECT_OK(syclrt_platform_count(&nplat));
    EXPECT_ST(syclrt_platform_get(nplat, &plat), SYCLRT_STATUS_OUT_OF_RANGE);
    EXPECT_OK(syclrt_platform_get(0, &plat));
    EXPECT_ST(syclrt_platform_get_device(plat, 1000, &d), SYCLRT_STATUS_OUT_OF_RANGE);

    /* Invalid handles: NULL, garbage, wrong type. None is dereferenced. */
    syclrt_device *dev;
    EXPECT_OK(syclrt_device_default(&dev));
    bool has = false;
    EXPECT_ST(syclrt_device_has(NULL, SYCLRT_ASPECT_CPU, &has), SYCLRT_STATUS_INVALID_DEVICE);
    EXPECT_ST(syclrt_device_has((syclrt_device *)(uintptr_t)0x1234, SYCLRT_ASPECT_CPU, &has), SYCLRT_STATUS_INVALID_DEVICE);
    EXPECT_ST(syclrt_device_has((syclrt_device *)plat, SYCLRT_ASPECT_CPU, &has), SYCLRT_STATUS_INVALID_DEVICE);
    EXPECT_MSG("Platform");
    EXPECT_ST(syclrt_device_has(dev, 999, &has), SYCLRT_STATUS_INVALID_VALUE);
    EXPECT_ST(syclrt_device_has(dev, -1, &has), SYCLRT_STATUS_INVALID_VALUE);

    /* Info queries: unknown parameter, too-small buffer, both outputs NULL. */
    char small[2] = {'x', 'y'};
    size_t sz = 0;
    EXPECT_ST(syclrt_device_get_info(dev, 4242, 0, NULL, &sz), SYCLRT_STATUS_INVALID_VALUE);
    EXPECT_ST(syclrt_device_get_info(dev, SYCLRT_DEVICE_INFO_NAME, sizeof small, small, &sz), SYCLRT_STATUS_BUFFER_TOO_SMALL);
    /* BUFFER_TOO_SMALL: the size needed is reported, nothing else is written. */
    EXPECT(small[0] == 'x' && small[1] == 'y' && sz > sizeof small);
    size_t reported = sz;
    EXPECT_ST(syclrt_device_get_info(dev, SYCLRT_DEVICE_INFO_NAME, 0, NULL, NULL), SYCLRT_STATUS_NULL_POINTER);
    EXPECT_OK(syclrt_device_get_info(dev, SYCLRT_DEVICE_INFO_NAME, 0, NULL, &sz));
    EXPECT(sz > 1 && sz == reported);
    uint32_t cu = 0;
    EXPECT_ST(syclrt_device_get_info(dev, SYCLRT_DEVICE_INFO_MAX_COMPUTE_UNITS, 2, &cu, NULL), SYCLRT_STATUS_BUFFER_TOO_SMALL);
    EXPECT_ST(syclrt_platform_get_info(plat, 77, 0, NULL, &sz), SYCLRT_STATUS_INVALID_VALUE);

    /* Contexts. */
    syclrt_context *ctx = NULL;
    EXPECT_ST(syclrt_context_create(NULL, 1, &ctx), SYCLRT_STATUS_NULL_POINTER);
    EXPECT_ST(syclrt_context_create((const syclrt_device *const *)&dev, 0, &ctx), SYCLRT_STATUS_INVALID_VALUE);
    EXPECT_ST(syclrt_context_create((const syclrt_device *const *)&dev, 1, NULL), SYCLRT_STATUS_NULL_POINTER);
    const syclrt_device *bad_list[2] = {dev, (const syclrt_device *)plat};
    EXPECT_ST(syclrt_context_create(bad_list, 2, &ctx), SYCLRT_STATUS_INVALID_DEVICE);
    EXPECT(ctx == NULL);
    EXPECT_OK(syclrt_context_create((const syclrt_device *const *)&dev, 1, &ctx));
    size_t nctx = 0;
    syclrt_device *one[1];
    EXPECT_OK(syclrt_context_get_devices(ctx, 1, one, &nctx));
    EXPECT(nctx == 1 && one[0] == dev);
    nctx = 99;
    one[0] = NULL;
    EXPECT_ST(syclrt_context_get_devices(ctx, 0, one, &nctx), SYCLRT_STATUS_BUFFER_TOO_SMALL);
    EXPECT(nctx == 1 && one[0] == NULL);

    /* Queues. */
    syclrt_queue *q = NULL;
    EXPECT_ST(syclrt_queue_create(ctx, dev, 0x80, &q), SYCLRT_STATUS_INVALID_VALUE);
    EXPECT_ST(syclrt_queue_create((syclrt_context *)dev, dev, 0, &q), SYCLRT_STATUS_INVALID_CONTEXT);
    EXPECT_OK(syclrt_queue_create(ctx, dev, 0, &q));

    /* Buffers: zero size, huge size, unknown flags, out-of-range transfers. */
    syclrt_mem *m = NULL;
    EXPECT_ST(syclrt_mem_create(ctx, 0, SYCLRT_MEM_READ_WRITE, NULL, &m), SYCLRT_STATUS_INVALID_SIZE);
    EXPECT_ST(syclrt_mem_create(ctx, SIZE_MAX, SYCLRT_MEM_READ_WRITE, NULL, &m), SYCLRT_STATUS_INVALID_SIZE);
    EXPECT_ST(syclrt_mem_create(ctx, 64, 9, NULL, &m), SYCLRT_STATUS_INVALID_VALUE);
    EXPECT(m == NULL);
    EXPECT_OK(syclrt_mem_create(ctx, 64, SYCLRT_MEM_READ_WRITE, NULL, &m));
    char host[128] = {0};
    EXPECT_ST(syclrt_queue_read(q, m, true, 0, 0, host, NULL, 0, NULL), SYCLRT_STATUS_INVALID_SIZE);
    EXPECT_ST(syclrt_queue_read(q, m, true, 32, 64, host, NULL, 0, NULL), SYCLRT_STATUS_OUT_OF_RANGE);
    EXPECT_ST(syclrt_queue_read(q, m, true, SIZE_MAX, 2, host, NULL, 0, NULL), SYCLRT_STATUS_OUT_OF_RANGE);
    EXPECT_ST(syclrt_queue_read(q, m, true, 0, 64, NULL, NULL, 0, NULL), SYCLRT_STATUS_NULL_POINTER);
    EXPECT_ST(syclrt_queue_write(q, m, true, 1, 64, host, NULL, 0, NULL), SYCLRT_STATUS_OUT_OF_RANGE);
    EXPECT_ST(syclrt_queue_read(q, m, true, 0, 64, host, NULL, 3, NULL), SYCLRT_STATUS_NULL_POINTER);
    int pat = 7;
    EXPECT_ST(syclrt_queue_fill(q, m, &pat, 3, 0, 63, NULL, 0, NULL), SYCLRT_STATUS_INVALID_SIZE);
    EXPECT_ST(syclrt_queue_fill(q, m, &pat, 4, 2, 8, NULL, 0, NULL), SYCLRT_STATUS_INVALID_SIZE);
    EXPECT_ST(syclrt_queue_copy(q, m, m, 0, 8, 16, NULL, 0, NULL), SYCLRT_STATUS_INVALID_VALUE);

    /* Programs: empty source, broken OpenCL C gives BUILD_FAILED with the log. */
    syclrt_program *p = NULL;
    EXPECT_ST(syclrt_program_create_with_source(ctx, NULL, 0, &p), SYCLRT_STATUS_NULL_POINTER);
    EXPECT_ST(syclrt_program_create_with_source(ctx, "", 0, &p), SYCLRT_STATUS_INVALID_SIZE);
    EXPECT_OK(syclrt_program_create_with_source(ctx, BROKEN, 0, &p));
    syclrt_kernel *k = NULL;
    EXPECT_ST(syclrt_kernel_create(p, "k", &k), SYCLRT_STATUS_PROGRAM_NOT_BUILT);
    EXPECT_ST(syclrt_program_build(p, NULL), SYCLRT_STATUS_BUILD_FAILED);
    EXPECT_MSG("undefined_identifier");
    EXPECT(syclrt_last_error_opencl_code() == -11); /* CL_BUILD_PROGRAM_FAILURE */
    size_t log_size = 0;
    EXPECT_OK(syclrt_program_get_build_log(p, dev, 0, NULL, &log_size));
    char *log = malloc(log_size);
    EXPECT(log != NULL);
    EXPECT_OK(syclrt_program_get_build_log(p, dev, log_size, log, NULL));
    EXPECT(log && strstr(log, "undefined_identifier") != NULL);
    free(log);
    EXPECT_ST(syclrt_kernel_create(p, "k", &k), SYCLRT_STATUS_PROGRAM_NOT_BUILT);
    EXPECT_OK(syclrt_program_release(p));

    /* Kernels: wrong names, argument indices and sizes, unset arguments. */
    EXPECT_OK(syclrt_program_create_with_source(ctx, GOOD, 0, &p));
    EXPECT_OK(syclrt_program_build(p, ""));
    EXPECT_ST(syclrt_kernel_create(p, "nope", &k), SYCLRT_STATUS_INVALID_KERNEL_NAME);
    EXPECT_MSG("k");
    EXPECT_ST(syclrt_kernel_create(p, NULL, &k), SYCLRT_STATUS_NULL_POINTER);
    EXPECT_OK(syclrt_kernel_create(p, "k", &k));
    uint32_t nargs = 0;
    EXPECT_OK(syclrt_kernel_get_num_args(k, &nargs));
    EXPECT(nargs == 2);
    int v = 5;
    EXPECT_ST(syclrt_kernel_set_arg_value(k, 2, sizeof v, &v), SYCLRT_STATUS_INVALID_ARG_INDEX);
    EXPECT_ST(syclrt_kernel_set_arg_value(k, 1, 2, &v), SYCLRT_STATUS_INVALID_ARG_SIZE);
    EXPECT_ST(syclrt_kernel_set_arg_value(k, 1, 0, &v), SYCLRT_STATUS_INVALID_ARG_SIZE);
    EXPECT_ST(syclrt_kernel_set_arg_value(k, 1, sizeof v, NULL), SYCLRT_STATUS_NULL_POINTER);
    EXPECT_ST(syclrt_kernel_set_arg_mem(k, 5, m), SYCLRT_STATUS_INVALID_ARG_INDEX);
    EXPECT_ST(syclrt_kernel_set_arg_mem(k, 0, (syclrt_mem *)k), SYCLRT_STATUS_INVALID_MEM);
    size_t g = 16, l0 = 0;
    EXPECT_ST(syclrt_queue_launch(q, k, 1, &g, NULL, NULL, 0, NULL), SYCLRT_STATUS_KERNEL_ARGS_NOT_SET);
    EXPECT_MSG("0, 1");
    EXPECT_OK(syclrt_kernel_set_arg_mem(k, 0, m));
    EXPECT_OK(syclrt_kernel_set_arg_value(k, 1, sizeof v, &v));
    EXPECT_ST(syclrt_queue_launch(q, k, 0, &g, NULL, NULL, 0, NULL), SYCLRT_STATUS_INVALID_WORK_SIZE);
    EXPECT_ST(syclrt_queue_launch(q, k, 4, &g, NULL, NULL, 0, NULL), SYCLRT_STATUS_INVALID_WORK_SIZE);
    EXPECT_ST(syclrt_queue_launch(q, k, 1, NULL, NULL, NULL, 0, NULL), SYCLRT_STATUS_NULL_POINTER);
    EXPECT_ST(syclrt_queue_launch(q, k, 1, &g, &l0, NULL, 0, NULL), SYCLRT_STATUS_INVALID_WORK_SIZE);
    size_t g0 = 0;
    EXPECT_ST(syclrt_queue_launch(q, k, 1, &g0, NULL, NULL, 0, NULL), SYCLRT_STATUS_INVALID_WORK_SIZE);
    EXPECT_OK(syclrt_queue_launch(q, k, 1, &g, NULL, NULL, 0, NULL));

    /* Events: profiling on a queue without it. */
    syclrt_event *ev = NULL;
    EXPECT_OK(syclrt_queue_launch(q, k, 1, &g, NULL, NULL, 0, &ev));
    EXPECT_OK(syclrt_event_wait((const syclrt_event *const *)&ev, 1));
    uint64_t t = 0;
    EXPECT_ST(syclrt_event_get_profiling_time(ev, SYCLRT_PROFILING_INFO_START, &t), SYCLRT_STATUS_PROFILING_INFO_NOT_AVAILABLE);
    EXPECT_ST(syclrt_event_get_profiling_time(ev, 17, &t), SYCLRT_STATUS_INVALID_VALUE);
    EXPECT_ST(syclrt_event_wait(NULL, 1), SYCLRT_STATUS_NULL_POINTER);
    EXPECT_ST(syclrt_event_wait((const syclrt_event *const *)&ev, 0), SYCLRT_STATUS_INVALID_VALUE);

    /* Released handles are detected, not dereferenced; release(NULL) is a no-op. */
    EXPECT_OK(syclrt_event_release(ev));
    int32_t es = 0;
    EXPECT_ST(syclrt_event_get_status(ev, &es), SYCLRT_STATUS_INVALID_EVENT);
    EXPECT_MSG("already released");
    EXPECT_ST(syclrt_event_release(ev), SYCLRT_STATUS_INVALID_EVENT);
    EXPECT_OK(syclrt_event_release(NULL));
    EXPECT_OK(syclrt_kernel_release(NULL));
    EXPECT_OK(syclrt_mem_release(NULL));
    EXPECT_OK(syclrt_queue_release(NULL));
    EXPECT_OK(syclrt_program_release(NULL));
    EXPECT_OK(syclrt_context_release(NULL));

    /* Retain/release counting: two releases after one retain. */
    EXPECT_OK(syclrt_mem_retain(m));
    EXPECT_OK(syclrt_mem_release(m));
    size_t msz = 0;
    EXPECT_OK(syclrt_mem_get_size(m, &msz));
    EXPECT(msz == 64);
    EXPECT_OK(syclrt_queue_finish(q));
    EXPECT_OK(syclrt_mem_release(m));
    EXPECT_ST(syclrt_mem_get_size(m, &msz), SYCLRT_STATUS_INVALID_MEM);
    /* The kernel still holds the buffer it is bound to: launching works. */
    EXPECT_OK(syclrt_queue_launch(q, k, 1, &g, NULL, NULL, 0, NULL));
    EXPECT_OK(syclrt_queue_finish(q));

    EXPECT_OK(syclrt_kernel_release(k));
    EXPECT_ST(syclrt_kernel_release(k), SYCLRT_STATUS_INVALID_KERNEL);
    EXPECT_OK(syclrt_program_release(p));
    EXPECT_OK(syclrt_queue_release(q));
    EXPECT_OK(syclrt_context_release(ctx));
    EXPECT_ST(syclrt_context_release(ctx), SYCLRT_STATUS_INVALID_CONTEXT);
    return finish("test_errors");
}
