/* urDeviceGetInfo cost through an adapter's own DDI table, the way the UR
 * loader calls it: for each adapter library given, the mean time of N calls of
 * a few queries libsycl asks most (name, type, max work-group size, USM device
 * support). Loads the adapter with dlopen (no loader in the process: syclrt
 * then uses SYCLRT_UR_LAYOUT, default 2026.2; Intel's adapter has one layout).
 *   cc -O2 -std=c2x -include stdbool.h -I third_party/unified-runtime/2026.2 -I <dir with unified-runtime/ link> \
 *      benches/ur/device_info.c -ldl -o ur_device_info
 *   ./ur_device_info N LIB [LIB...]                                     */
#define _POSIX_C_SOURCE 200809L
#include <ur_ddi.h>
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
  if (argc < 3) { fprintf(stderr, "usage: %s N LIB...\n", argv[0]); return 2; }
  long n = atol(argv[1]);
  for (int a = 2; a < argc; a++) {
    void *h = dlopen(argv[a], RTLD_NOW | RTLD_LOCAL);
    if (!h) { fprintf(stderr, "%s\n", dlerror()); return 1; }
    ur_pfnGetAdapterProcAddrTable_t ga = (ur_pfnGetAdapterProcAddrTable_t)dlsym(h, "urGetAdapterProcAddrTable");
    ur_pfnGetPlatformProcAddrTable_t gp = (ur_pfnGetPlatformProcAddrTable_t)dlsym(h, "urGetPlatformProcAddrTable");
    ur_pfnGetDeviceProcAddrTable_t gd = (ur_pfnGetDeviceProcAddrTable_t)dlsym(h, "urGetDeviceProcAddrTable");
    ur_adapter_dditable_t A; ur_platform_dditable_t P; ur_device_dditable_t D;
    if (!ga || !gp || !gd || ga(UR_MAKE_VERSION(0, 12), &A) || gp(UR_MAKE_VERSION(0, 12), &P) ||
        gd(UR_MAKE_VERSION(0, 12), &D)) { fprintf(stderr, "%s: no UR 0.12 tables\n", argv[a]); return 1; }
    ur_adapter_handle_t ad; ur_platform_handle_t pl; ur_device_handle_t dev; uint32_t k = 0;
    if (A.pfnGet(1, &ad, NULL) || P.pfnGet(ad, 1, &pl, &k) || k == 0 ||
        D.pfnGet(pl, UR_DEVICE_TYPE_ALL, 1, &dev, &k) || k == 0) { fprintf(stderr, "%s: no device\n", argv[a]); return 1; }
    const ur_device_info_t q[] = {UR_DEVICE_INFO_NAME, UR_DEVICE_INFO_TYPE, UR_DEVICE_INFO_MAX_WORK_GROUP_SIZE,
                                  UR_DEVICE_INFO_USM_DEVICE_SUPPORT};
    char buf[256];
    for (size_t i = 0; i < 4; i++) D.pfnGetInfo(dev, q[i], sizeof buf, buf, NULL); /* warm */
    double t0 = now();
    for (long i = 0; i < n; i++) {
      size_t sz;
      if (D.pfnGetInfo(dev, q[i & 3], sizeof buf, buf, &sz) != UR_RESULT_SUCCESS) { fprintf(stderr, "query failed\n"); return 1; }
    }
    double t = now() - t0;
    printf("urDeviceGetInfo %s: %.1f ns per call (%ld calls)\n", argv[a], t / n * 1e9, n);
  }
  return 0;
}
