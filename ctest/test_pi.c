/* test_pi.c: the PI plugin face of libsyclrt.so, from C, through
 * include/syclrt_pi.h and through the function table piPluginInit fills
 * (the way libsycl calls it). Needs no Intel runtime; works with or without
 * an OpenCL platform.
 *   gcc -Wall -Wextra -Werror -Iinclude ctest/test_pi.c -Ltarget/debug -lsyclrt \
 *       -Wl,-rpath,$PWD/target/debug -o target/test_pi && target/test_pi
 * (the cdylib's soname is libsyclrt.so.0: ln -s libsyclrt.so target/debug/libsyclrt.so.0) */
#include "syclrt_pi.h"
#include <stdio.h>
#include <string.h>

static int failures = 0;
#define CHECK(cond)                                                            \
  do {                                                                         \
    if (!(cond)) {                                                             \
      fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond); \
      failures++;                                                              \
    }                                                                          \
  } while (0)

/* The table holds function pointers as void* (POSIX dlsym style); ISO C has
 * no cast between the two, so compare and convert through their bytes. */
#define SLOT_IS(slot, fn) slot_is((slot), (void (*)(void))(fn))
static int slot_is(void *slot, void (*fn)(void)) {
  void (*f)(void);
  if (sizeof f != sizeof slot) return 0;
  memcpy(&f, &slot, sizeof f);
  return f == fn;
}
typedef pi_result (*device_get_info_fn)(pi_device, uint32_t, size_t, void *, size_t *);
typedef pi_result (*platforms_get_fn)(pi_uint32, pi_platform *, pi_uint32 *);
static device_get_info_fn as_device_get_info(void *slot) {
  device_get_info_fn f;
  memcpy(&f, &slot, sizeof f);
  return f;
}
static platforms_get_fn as_platforms_get(void *slot) {
  platforms_get_fn f;
  memcpy(&f, &slot, sizeof f);
  return f;
}

int main(void) {
  _Static_assert(sizeof(pi_plugin) == 0x530, "struct _pi_plugin is 0x530 bytes");
  pi_plugin plugin;
  memset(&plugin, 0, sizeof plugin);

  /* Version check: another PI major is refused and nothing is written. */
  strcpy(plugin.PiVersion, "14.39");
  CHECK(piPluginInit(&plugin) == PI_ERROR_INVALID_OPERATION);
  CHECK(plugin.PiFunctionTable[0] == NULL);
  CHECK(piPluginInit(NULL) == PI_ERROR_INVALID_VALUE);

  strcpy(plugin.PiVersion, "15.47");
  plugin.SanitizeType = 3;
  CHECK(piPluginInit(&plugin) == PI_SUCCESS);
  CHECK(strcmp(plugin.PluginVersion, "15.47.syclrt") == 0);
  CHECK(plugin.SanitizeType == 3);
  for (int i = 0; i < SYCLRT_PI_NUM_FUNCS; i++)
    CHECK(plugin.PiFunctionTable[i] != NULL);
  CHECK(SLOT_IS(plugin.PiFunctionTable[0], piPlatformsGet));
  CHECK(SLOT_IS(plugin.PiFunctionTable[5], piDeviceGetInfo));
  CHECK(SLOT_IS(plugin.PiFunctionTable[99], piextUSMEnqueueMemset));
  CHECK(SLOT_IS(plugin.PiFunctionTable[158], piextSignalExternalSemaphore));

  /* Error paths through the table, as libsycl calls them. */
  device_get_info_fn dgi = as_device_get_info(plugin.PiFunctionTable[5]);
  size_t size = 0;
  CHECK(dgi(NULL, 0x1000, 0, NULL, &size) == PI_ERROR_INVALID_DEVICE);
  char *msg = NULL;
  CHECK(piPluginGetLastError(&msg) == PI_ERROR_INVALID_DEVICE);
  CHECK(msg != NULL && strstr(msg, "device is NULL") != NULL);
  CHECK(piPluginGetLastError(NULL) == PI_ERROR_INVALID_VALUE);

  platforms_get_fn pg = as_platforms_get(plugin.PiFunctionTable[0]);
  CHECK(pg(0, NULL, NULL) == PI_ERROR_INVALID_VALUE);
  pi_uint32 nplat = 99;
  CHECK(pg(0, NULL, &nplat) == PI_SUCCESS);

  CHECK(piextCommandBufferFinalize(NULL) == PI_ERROR_INVALID_OPERATION);
  CHECK(piPluginGetLastError(&msg) == PI_ERROR_INVALID_OPERATION);
  CHECK(strstr(msg, "piextCommandBufferFinalize") != NULL);

  const char *opt = NULL;
  CHECK(piPluginGetBackendOption(NULL, "-O0", &opt) == PI_SUCCESS && strcmp(opt, "-cl-opt-disable") == 0);
  CHECK(piPluginGetBackendOption(NULL, "-O3", &opt) == PI_SUCCESS && strcmp(opt, "") == 0);
  CHECK(piPluginGetBackendOption(NULL, "-bogus", &opt) == PI_ERROR_INVALID_VALUE);

  if (nplat > 0) {
    pi_platform p = NULL;
    CHECK(piPlatformsGet(1, &p, NULL) == PI_SUCCESS);
    uint32_t backend = 0;
    CHECK(piPlatformGetInfo(p, 0x21000, sizeof backend, &backend, NULL) == PI_SUCCESS);
    CHECK(backend == 2);
    pi_uint32 ndev = 0;
    CHECK(piDevicesGet(p, 0xFFFFFFFFu, 0, NULL, &ndev) == PI_SUCCESS);
    if (ndev > 0) {
      pi_device d = NULL;
      CHECK(piDevicesGet(p, 0xFFFFFFFFu, 1, &d, NULL) == PI_SUCCESS);
      uint64_t type = 0;
      CHECK(dgi(d, 0x1000, sizeof type, &type, &size) == PI_SUCCESS && size == 8 && type != 0);
      uint32_t small = 0;
      CHECK(dgi(d, 0x1000, sizeof small, &small, NULL) == PI_ERROR_INVALID_VALUE);
      CHECK(dgi(d, 0x7777, 0, NULL, &size) == PI_ERROR_INVALID_VALUE);
      pi_native_handle native = 0;
      CHECK(piextDeviceGetNativeHandle(d, &native) == PI_SUCCESS && native == (pi_native_handle)d);
    }
  }
  CHECK(piTearDown(NULL) == PI_SUCCESS);

  if (failures) {
    fprintf(stderr, "test_pi: %d check(s) failed\n", failures);
    return 1;
  }
  printf("test_pi: all checks passed (%u platform(s))\n", nplat);
  return 0;
}
