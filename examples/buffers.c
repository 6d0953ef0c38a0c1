/* The buffer model: one buffer used by two devices, with accessors; the
 * runtime moves only outdated pages and orders command groups by their
 * conflicting accessors. The transfer accounting is printed after each step.
 *
 * Two devices of one platform are needed for device-to-device copies; with
 * PoCL, run with POCL_DEVICES="pthread pthread" (ctest does). With one
 * device the example uses two queues on it (they share one allocation, so
 * nothing moves between them). */
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

#define N (1 << 16) /* 65536 ints = 256 KiB = 4 pages of the default 64 KiB */

static const char SOURCE[] =
    "kernel void add(global int *v, int offset, int x) { v[offset + get_global_id(0)] += x; }";

static void print_stats(const char *step, const syclrt_buffer *buf) {
    syclrt_transfer_stats t;
    if (syclrt_buffer_get_transfer_stats(buf, &t) != SYCLRT_STATUS_SUCCESS) return;
    printf("%-34s h2d %7llu B (%llu copies)  d2d %7llu B (%llu)  d2h %7llu B (%llu)\n", step,
           (unsigned long long)t.host_to_device_bytes, (unsigned long long)t.host_to_device_copies,
           (unsigned long long)t.device_to_device_bytes, (unsigned long long)t.device_to_device_copies,
           (unsigned long long)t.device_to_host_bytes, (unsigned long long)t.device_to_host_copies);
}

/* One command group: kernel `add` over [first, first + count) with one read-write accessor. */
static syclrt_status add(const syclrt_queue *q, const syclrt_kernel *k, const syclrt_buffer *buf,
                         size_t first, size_t count, int x) {
    int offset = (int)first;
    syclrt_accessor acc = {buf, SYCLRT_ACCESS_READ_WRITE, 0, {first, 0, 0}, {count, 0, 0}, 0};
    syclrt_kernel_arg args[2] = {{1, sizeof offset, &offset}, {2, sizeof x, &x}};
    syclrt_command_group cg = {k, 1, {count, 0, 0}, {0, 0, 0}, &acc, 1, args, 2};
    return syclrt_queue_submit(q, &cg, NULL, NULL, 0, NULL);
}

int main(void) {
    /* Two devices of the default device's platform, if it has two. */
    syclrt_device *dev[2];
    syclrt_platform *plat;
    size_t ndev = 0;
    CHECK(syclrt_device_default(&dev[0]));
    CHECK(syclrt_device_get_platform(dev[0], &plat));
    CHECK(syclrt_platform_device_count(plat, &ndev));
    if (ndev >= 2) {
        CHECK(syclrt_platform_get_device(plat, 0, &dev[0]));
        CHECK(syclrt_platform_get_device(plat, 1, &dev[1]));
    } else {
        dev[1] = dev[0];
    }
    printf("%s\n", ndev >= 2 ? "two devices" : "one device, two queues");
    syclrt_context *ctx;
    syclrt_queue *q[2];
    CHECK(syclrt_context_create((const syclrt_device *const *)dev, ndev >= 2 ? 2 : 1, &ctx));
    CHECK(syclrt_queue_create(ctx, dev[0], 0, &q[0]));
    CHECK(syclrt_queue_create(ctx, dev[1], 0, &q[1]));

    syclrt_program *prog;
    syclrt_kernel *k;
    CHECK(syclrt_program_build_cached(ctx, SYCLRT_IMAGE_KIND_SOURCE, SOURCE, sizeof SOURCE - 1, NULL, NULL, 0, &prog));
    CHECK(syclrt_kernel_create(prog, "add", &k));

    /* A 1-D buffer of N ints, initialised from host memory (copied now). */
    static int init[N];
    syclrt_buffer *buf;
    syclrt_buffer_desc desc = {1, {N, 0, 0}, sizeof(int), {0, 0, 0}, init, 0};
    CHECK(syclrt_buffer_create(ctx, &desc, &buf));

    /* Device 0 writes everything: the whole buffer goes host -> device 0. */
    CHECK(add(q[0], k, buf, 0, N, 1));
    print_stats("1. device 0 adds 1 to all:", buf);
    /* Device 1 touches only the last quarter: one page moves device 0 -> device 1,
     * and this command group waits for the first (their accessors overlap). */
    CHECK(add(q[1], k, buf, 3 * N / 4, N / 4, 10));
    print_stats("2. device 1 adds 10 to last 1/4:", buf);
    /* Device 0 again, first half: its pages are still up to date there, nothing moves. */
    CHECK(add(q[0], k, buf, 0, N / 2, 100));
    print_stats("3. device 0 adds 100 to first 1/2:", buf);

    /* A host read brings each page from where it is up to date. */
    int *host;
    CHECK(syclrt_buffer_host_access(buf, SYCLRT_ACCESS_READ, 0, NULL, NULL, (void **)&host, NULL));
    print_stats("4. host reads all:", buf);
    int ok = host[0] == 101 && host[N / 2] == 1 && host[N - 1] == 11;
    printf("values: %d %d %d: %s\n", host[0], host[N / 2], host[N - 1], ok ? "verified" : "WRONG");

    CHECK(syclrt_buffer_release(buf)); /* waits for its command groups */
    CHECK(syclrt_kernel_release(k));
    CHECK(syclrt_program_release(prog));
    CHECK(syclrt_queue_release(q[0]));
    CHECK(syclrt_queue_release(q[1]));
    CHECK(syclrt_context_release(ctx));
    return !ok;
}
