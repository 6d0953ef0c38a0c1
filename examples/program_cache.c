/* The program cache: build the same program twice and print the counters.
 *
 * Within a process, the second build is an in-memory hit (no OpenCL call).
 * Across processes, the first run of a program stores its native binary in
 * the persistent cache (SYCL_CACHE_DIR, default ~/.cache/syclrt) and every
 * later run loads it from disk instead of compiling. Run it twice:
 *
 *   SYCL_CACHE_DIR=/tmp/demo-cache ./program_cache   # disk: 0 hits, 1 misses
 *   SYCL_CACHE_DIR=/tmp/demo-cache ./program_cache   # disk: 1 hits, 0 misses, 0 writes
 *
 * (The store runs on a background writer thread, finished before the
 * process exits: the first run may print 0 or 1 writes. On PoCL the
 * default store policy stores nothing, since PoCL's own kernel cache serves
 * the second run: set SYCLRT_CACHE_STORE=always to see the store there;
 * docs/cache.md, "Store policy".)
 *
 * `syclrt-cache --dir /tmp/demo-cache stat` then shows the item and the
 * hits and misses of both runs. */
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
    "kernel void saxpy(global float *y, global const float *x, float a) {\n"
    "    size_t i = get_global_id(0);\n"
    "    y[i] += a * x[i];\n"
    "}\n";

int main(void) {
    syclrt_device *dev;
    syclrt_context *ctx;
    CHECK(syclrt_device_default(&dev));
    const syclrt_device *devs[1] = {dev};
    CHECK(syclrt_context_create(devs, 1, &ctx));

    /* The cache key: image bytes, spec constants, the context's devices, options. */
    syclrt_program *first, *second;
    CHECK(syclrt_program_build_cached(ctx, SYCLRT_IMAGE_KIND_SOURCE, SOURCE, sizeof SOURCE - 1,
                                      "-cl-fast-relaxed-math", NULL, 0, &first));
    CHECK(syclrt_program_build_cached(ctx, SYCLRT_IMAGE_KIND_SOURCE, SOURCE, sizeof SOURCE - 1,
                                      "-cl-fast-relaxed-math", NULL, 0, &second));

    syclrt_cache_stats s;
    CHECK(syclrt_cache_get_stats(ctx, &s));
    printf("memory: %llu hits, %llu misses, %llu builds\n", (unsigned long long)s.program_hits,
           (unsigned long long)s.program_misses, (unsigned long long)s.program_builds);
    printf("disk: %llu hits, %llu misses, %llu writes\n", (unsigned long long)s.disk_hits,
           (unsigned long long)s.disk_misses, (unsigned long long)s.disk_writes);

    /* A cached program is a normal program: take kernels from it as usual. */
    syclrt_kernel *k;
    CHECK(syclrt_kernel_create(second, "saxpy", &k));
    CHECK(syclrt_kernel_release(k));
    CHECK(syclrt_program_release(second));
    CHECK(syclrt_program_release(first));
    CHECK(syclrt_context_release(ctx));
    return 0;
}
