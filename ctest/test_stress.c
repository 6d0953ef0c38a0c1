/* Stress: threads creating, retaining and releasing the same handles;
 * images registered and unregistered while other threads look kernel ids
 * up and build bundles. No crash, no deadlock (alarm: 120 s, and the ctest
 * TIMEOUT), counts consistent at the end: every shared handle dies on
 * exactly the last release. */
#define _POSIX_C_SOURCE 200809L
#include "check.h"
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <unistd.h>

#define THREADS 8
#define ITERS 300

static syclrt_device *g_dev;
static syclrt_context *g_ctx;
static syclrt_queue *g_q;
static syclrt_mem *g_mem;
static atomic_int g_errors, g_lookups_ok, g_lookups_missing, g_builds, g_registered;
static atomic_int g_stop;

#define CHECK(cond) do { if (!(cond)) { atomic_fetch_add(&g_errors, 1); \
    fprintf(stderr, "%s:%d: %s (%s)\n", __FILE__, __LINE__, #cond, syclrt_last_error_message()); } } while (0)

static const char *STABLE_SRC = "__kernel void stress_stable(__global int *p) { p[get_global_id(0)] = 7; }";

/* Retain/release storms on shared handles, plus new objects made from them. */
static void *handles_thread(void *arg) {
    (void)arg;
    for (int i = 0; i < ITERS; i++) {
        CHECK(syclrt_context_retain(g_ctx) == SYCLRT_STATUS_SUCCESS);
        CHECK(syclrt_queue_retain(g_q) == SYCLRT_STATUS_SUCCESS);
        CHECK(syclrt_mem_retain(g_mem) == SYCLRT_STATUS_SUCCESS);
        syclrt_mem *m = NULL;
        CHECK(syclrt_mem_create(g_ctx, 64, SYCLRT_MEM_READ_WRITE, NULL, &m) == SYCLRT_STATUS_SUCCESS);
        int pat = i;
        syclrt_event *ev = NULL;
        CHECK(syclrt_queue_fill(g_q, m, &pat, sizeof pat, 0, 64, NULL, 0, &ev) == SYCLRT_STATUS_SUCCESS);
        if (ev) {
            CHECK(syclrt_event_retain(ev) == SYCLRT_STATUS_SUCCESS);
            CHECK(syclrt_event_wait((const syclrt_event *const *)&ev, 1) == SYCLRT_STATUS_SUCCESS);
            CHECK(syclrt_event_release(ev) == SYCLRT_STATUS_SUCCESS);
            CHECK(syclrt_event_release(ev) == SYCLRT_STATUS_SUCCESS);
        }
        CHECK(syclrt_mem_release(m) == SYCLRT_STATUS_SUCCESS);
        /* A released handle is invalid, never a crash. */
        CHECK(syclrt_mem_release(m) == SYCLRT_STATUS_INVALID_MEM);
        size_t sz = 0;
        CHECK(syclrt_mem_get_size(g_mem, &sz) == SYCLRT_STATUS_SUCCESS && sz == 4096);
        CHECK(syclrt_mem_release(g_mem) == SYCLRT_STATUS_SUCCESS);
        CHECK(syclrt_queue_release(g_q) == SYCLRT_STATUS_SUCCESS);
        CHECK(syclrt_context_release(g_ctx) == SYCLRT_STATUS_SUCCESS);
    }
    return NULL;
}

/* Registers and unregisters images of its own kernels (and one shared name). */
static void *register_thread(void *arg) {
    long id = (long)arg;
    char src[256], name[64];
    snprintf(name, sizeof name, "stress_churn_%ld", id);
    snprintf(src, sizeof src, "__kernel void %s(__global int *p) { p[0] = %ld; }\n"
             "__kernel void stress_shared(__global int *p) { p[0] = 1; }", name, id);
    for (int i = 0; i < ITERS / 3; i++) {
        syclrt_image_builder *b = NULL;
        CHECK(syclrt_image_builder_create(SYCLRT_IMAGE_FORMAT_OPENCL_SOURCE, src, 0, NULL, &b) == SYCLRT_STATUS_SUCCESS);
        CHECK(syclrt_image_builder_add_kernel(b, name) == SYCLRT_STATUS_SUCCESS);
        CHECK(syclrt_image_builder_add_kernel(b, "stress_shared") == SYCLRT_STATUS_SUCCESS);
        uint64_t img = 0;
        CHECK(syclrt_image_builder_register(b, &img) == SYCLRT_STATUS_SUCCESS);
        atomic_fetch_add(&g_registered, 1);
        CHECK(syclrt_image_builder_release(b) == SYCLRT_STATUS_SUCCESS);
        syclrt_kernel_id *k = NULL;
        CHECK(syclrt_kernel_id_get(name, &k) == SYCLRT_STATUS_SUCCESS);
        CHECK(syclrt_image_unregister(img) == SYCLRT_STATUS_SUCCESS);
        CHECK(syclrt_image_unregister(img) == SYCLRT_STATUS_INVALID_VALUE);
    }
    return NULL;
}

/* Looks kernel ids up and builds bundles while images come and go. */
static void *lookup_thread(void *arg) {
    long id = (long)arg;
    char name[64];
    int i = 0;
    while (!atomic_load(&g_stop) || i < 20) {
        snprintf(name, sizeof name, "stress_churn_%ld", (id + i) % THREADS);
        syclrt_kernel_id *k = NULL;
        syclrt_status s = syclrt_kernel_id_get(name, &k);
        CHECK(s == SYCLRT_STATUS_SUCCESS || s == SYCLRT_STATUS_INVALID_KERNEL_NAME);
        atomic_fetch_add(s == SYCLRT_STATUS_SUCCESS ? &g_lookups_ok : &g_lookups_missing, 1);
        s = syclrt_kernel_id_get("stress_stable", &k);
        CHECK(s == SYCLRT_STATUS_SUCCESS);
        if (s == SYCLRT_STATUS_SUCCESS && i % 4 == 0) {
            syclrt_kernel_bundle *bundle = NULL;
            const syclrt_kernel_id *ids[1] = {k};
            const syclrt_device *devs[1] = {g_dev};
            s = syclrt_kernel_bundle_get_by_ids(g_ctx, devs, 1, SYCLRT_BUNDLE_STATE_EXECUTABLE, ids, 1, &bundle);
            CHECK(s == SYCLRT_STATUS_SUCCESS);
            if (s == SYCLRT_STATUS_SUCCESS) {
                bool has = false;
                CHECK(syclrt_kernel_bundle_has_kernel(bundle, k, g_dev, &has) == SYCLRT_STATUS_SUCCESS && has);
                syclrt_kernel *kern = NULL;
                CHECK(syclrt_kernel_bundle_get_kernel(bundle, k, g_dev, &kern) == SYCLRT_STATUS_SUCCESS);
                if (kern) CHECK(syclrt_kernel_release(kern) == SYCLRT_STATUS_SUCCESS);
                CHECK(syclrt_kernel_bundle_release(bundle) == SYCLRT_STATUS_SUCCESS);
                atomic_fetch_add(&g_builds, 1);
            }
        }
        i++;
    }
    return NULL;
}

static void on_alarm(int sig) {
    (void)sig;
    static const char msg[] = "test_stress: DEADLOCK (no progress within 120 s)\n";
    (void)!write(2, msg, sizeof msg - 1);
    _exit(3);
}

int main(void) {
    signal(SIGALRM, on_alarm);
    alarm(120);
    EXPECT_OK(syclrt_device_default(&g_dev));
    if (!g_dev) return finish("test_stress");
    const syclrt_device *devs[1] = {g_dev};
    EXPECT_OK(syclrt_context_create(devs, 1, &g_ctx));
    EXPECT_OK(syclrt_queue_create(g_ctx, g_dev, 0, &g_q));
    EXPECT_OK(syclrt_mem_create(g_ctx, 4096, SYCLRT_MEM_READ_WRITE, NULL, &g_mem));
    syclrt_image_builder *b = NULL;
    EXPECT_OK(syclrt_image_builder_create(SYCLRT_IMAGE_FORMAT_OPENCL_SOURCE, STABLE_SRC, 0, NULL, &b));
    EXPECT_OK(syclrt_image_builder_add_kernel(b, "stress_stable"));
    uint64_t stable = 0;
    EXPECT_OK(syclrt_image_builder_register(b, &stable));
    EXPECT_OK(syclrt_image_builder_release(b));
    /* Build the stable bundle once first: the threads' builds are then
     * in-memory cache hits, fast enough to interleave with the churn. */
    {
        syclrt_kernel_id *k = NULL;
        syclrt_kernel_bundle *bundle = NULL;
        EXPECT_OK(syclrt_kernel_id_get("stress_stable", &k));
        const syclrt_kernel_id *ids[1] = {k};
        EXPECT_OK(syclrt_kernel_bundle_get_by_ids(g_ctx, devs, 1, SYCLRT_BUNDLE_STATE_EXECUTABLE, ids, 1, &bundle));
        EXPECT_OK(syclrt_kernel_bundle_release(bundle));
    }

    pthread_t h[THREADS], r[THREADS], l[2];
    for (long i = 0; i < 2; i++) pthread_create(&l[i], NULL, lookup_thread, (void *)i);
    for (long i = 0; i < THREADS; i++) {
        pthread_create(&h[i], NULL, handles_thread, NULL);
        pthread_create(&r[i], NULL, register_thread, (void *)i);
    }
    for (int i = 0; i < THREADS; i++) {
        pthread_join(h[i], NULL);
        pthread_join(r[i], NULL);
    }
    atomic_store(&g_stop, 1);
    for (int i = 0; i < 2; i++) pthread_join(l[i], NULL);

    EXPECT(atomic_load(&g_errors) == 0);
    EXPECT(atomic_load(&g_registered) == THREADS * (ITERS / 3));
    EXPECT(atomic_load(&g_builds) > 0);
    /* Every churn image is gone: its kernels are undefined again. */
    for (int i = 0; i < THREADS; i++) {
        char name[64];
        snprintf(name, sizeof name, "stress_churn_%d", i);
        syclrt_kernel_id *k = NULL;
        EXPECT_ST(syclrt_kernel_id_get(name, &k), SYCLRT_STATUS_INVALID_KERNEL_NAME);
    }
    syclrt_kernel_id *k = NULL;
    EXPECT_ST(syclrt_kernel_id_get("stress_shared", &k), SYCLRT_STATUS_INVALID_KERNEL_NAME);
    EXPECT_OK(syclrt_image_unregister(stable));
    /* Counts: after THREADS*ITERS retain/release pairs, main's one reference
     * is the last: its release succeeds and the handle is dead afterwards. */
    EXPECT_OK(syclrt_mem_release(g_mem));
    EXPECT_ST(syclrt_mem_retain(g_mem), SYCLRT_STATUS_INVALID_MEM);
    EXPECT_OK(syclrt_queue_release(g_q));
    EXPECT_ST(syclrt_queue_retain(g_q), SYCLRT_STATUS_INVALID_QUEUE);
    EXPECT_OK(syclrt_context_release(g_ctx));
    EXPECT_ST(syclrt_context_retain(g_ctx), SYCLRT_STATUS_INVALID_CONTEXT);
    printf("test_stress: lookups found %d, missing %d, bundles built %d, images registered %d\n",
           atomic_load(&g_lookups_ok), atomic_load(&g_lookups_missing), atomic_load(&g_builds),
           atomic_load(&g_registered));
    return finish("test_stress");
}
