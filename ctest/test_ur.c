/* test_ur.c: the Unified Runtime face of libsyclrt.so, from C, the way the
 * UR loader uses it: urGet<Table>ProcAddrTable fills the real DDI structs of
 * oneAPI 2026.2's ur_ddi.h (vendored in third_party/unified-runtime/2026.2;
 * ctest runs this with SYCLRT_UR_LAYOUT=2026.2), then every call goes through
 * the table. Error paths first (no device needed), then a happy path on the
 * first device of the first platform, if any. */
#include <stdbool.h> /* ur_api.h uses bool without including it */
#include <ur_ddi.h>
#include <stdio.h>
#include <string.h>

static int g_pass, g_fail;
#define EXPECT_UR(call, want)                                                             \
  do {                                                                                    \
    ur_result_t got_ = (call);                                                            \
    if (got_ == (want)) { g_pass++; }                                                     \
    else { g_fail++; fprintf(stderr, "%s:%d: FAILED: %s returned %d, want %d\n", __FILE__, \
                             __LINE__, #call, (int)got_, (int)(want)); }                  \
  } while (0)
#define EXPECT(cond)                                                                      \
  do {                                                                                    \
    if (cond) { g_pass++; }                                                               \
    else { g_fail++; fprintf(stderr, "%s:%d: FAILED: %s\n", __FILE__, __LINE__, #cond); } \
  } while (0)

#define V012 UR_MAKE_VERSION(0, 12)

int main(void) {
  ur_adapter_dditable_t A;
  ur_platform_dditable_t P;
  ur_device_dditable_t D;
  ur_context_dditable_t C;
  ur_queue_dditable_t Q;
  ur_enqueue_dditable_t E;
  memset(&A, 0, sizeof A);

  /* Version and pointer checks of the getters. */
  EXPECT_UR(urGetAdapterProcAddrTable(UR_MAKE_VERSION(0, 11), &A), UR_RESULT_ERROR_UNSUPPORTED_VERSION);
  EXPECT_UR(urGetAdapterProcAddrTable(UR_MAKE_VERSION(1, 12), &A), UR_RESULT_ERROR_UNSUPPORTED_VERSION);
  EXPECT_UR(urGetAdapterProcAddrTable(V012, NULL), UR_RESULT_ERROR_INVALID_NULL_POINTER);
  EXPECT_UR(urGetAdapterProcAddrTable(V012, &A), UR_RESULT_SUCCESS);
  EXPECT_UR(urGetPlatformProcAddrTable(V012, &P), UR_RESULT_SUCCESS);
  EXPECT_UR(urGetDeviceProcAddrTable(V012, &D), UR_RESULT_SUCCESS);
  EXPECT_UR(urGetContextProcAddrTable(V012, &C), UR_RESULT_SUCCESS);
  EXPECT_UR(urGetQueueProcAddrTable(V012, &Q), UR_RESULT_SUCCESS);
  EXPECT_UR(urGetEnqueueProcAddrTable(V012, &E), UR_RESULT_SUCCESS);

  /* Every slot filled (never a null slot). */
  {
    void *const *s = (void *const *)(const void *)&E;
    size_t n = sizeof E / sizeof(void *), nulls = 0;
    for (size_t i = 0; i < n; i++) nulls += s[i] == NULL;
    EXPECT(nulls == 0);
  }

  /* Adapter. */
  ur_adapter_handle_t adapter = NULL;
  uint32_t n = 0;
  EXPECT_UR(A.pfnGet(0, NULL, NULL), UR_RESULT_ERROR_INVALID_NULL_POINTER);
  EXPECT_UR(A.pfnGet(0, &adapter, NULL), UR_RESULT_ERROR_INVALID_SIZE);
  EXPECT_UR(A.pfnGet(1, &adapter, &n), UR_RESULT_SUCCESS);
  EXPECT(n == 1 && adapter != NULL);
  /* The handle starts with the DDI table pointer the loader dispatches through. */
  EXPECT(adapter && (*(ur_dditable_t *const *)(void *)adapter)->Adapter.pfnGet == A.pfnGet);
  ur_backend_t backend = 0;
  EXPECT_UR(A.pfnGetInfo(adapter, UR_ADAPTER_INFO_BACKEND, sizeof backend, &backend, NULL), UR_RESULT_SUCCESS);
  EXPECT(backend == UR_BACKEND_OPENCL);
  EXPECT_UR(A.pfnGetInfo(adapter, UR_ADAPTER_INFO_BACKEND, 1, &backend, NULL), UR_RESULT_ERROR_INVALID_SIZE);
  /* Beyond every release's last UR_ADAPTER_INFO_*: ur_api.h's INVALID_ENUMERATION. */
  EXPECT_UR(A.pfnGetInfo(adapter, (ur_adapter_info_t)0x7777, sizeof backend, &backend, NULL),
            UR_RESULT_ERROR_INVALID_ENUMERATION);
  EXPECT_UR(A.pfnGetInfo(NULL, UR_ADAPTER_INFO_BACKEND, sizeof backend, &backend, NULL),
            UR_RESULT_ERROR_INVALID_NULL_HANDLE);

  /* The last error is readable after a failure. */
  {
    const char *msg = NULL;
    int32_t code = 0;
    /* ur_api.h: `pNumPlatforms == NULL && phPlatforms == NULL` is INVALID_VALUE. */
    EXPECT_UR(P.pfnGet(adapter, 0, NULL, NULL), UR_RESULT_ERROR_INVALID_VALUE);
    EXPECT_UR(A.pfnGetLastError(adapter, &msg, &code), UR_RESULT_SUCCESS);
    EXPECT(msg != NULL && strstr(msg, "urPlatformGet") != NULL);
    EXPECT_UR(A.pfnGetLastError(adapter, NULL, &code), UR_RESULT_ERROR_INVALID_NULL_POINTER);
  }

  /* Handles of the wrong type or never created are refused, not dereferenced. */
  {
    char name[64];
    EXPECT_UR(P.pfnGetInfo((ur_platform_handle_t)(void *)adapter, UR_PLATFORM_INFO_NAME, sizeof name, name, NULL),
              UR_RESULT_ERROR_INVALID_PLATFORM);
    int junk = 0;
    EXPECT_UR(D.pfnGetInfo((ur_device_handle_t)(void *)&junk, UR_DEVICE_INFO_NAME, sizeof name, name, NULL),
              UR_RESULT_ERROR_INVALID_DEVICE);
    EXPECT_UR(C.pfnRelease(NULL), UR_RESULT_ERROR_INVALID_NULL_HANDLE);
    EXPECT_UR(C.pfnCreate(0, NULL, NULL, NULL), UR_RESULT_ERROR_INVALID_NULL_POINTER);
  }

  /* An entry syclrt does not implement answers UNSUPPORTED_FEATURE. */
  {
    ur_virtual_mem_dditable_t VM;
    EXPECT_UR(urGetVirtualMemProcAddrTable(V012, &VM), UR_RESULT_SUCCESS);
    size_t g = 0;
    /* The header's conditions first (a NULL context), then the missing body. */
    EXPECT_UR(VM.pfnGranularityGetInfo(NULL, NULL, 0, UR_VIRTUAL_MEM_GRANULARITY_INFO_MINIMUM, sizeof g, &g, NULL),
              UR_RESULT_ERROR_INVALID_NULL_HANDLE);
    EXPECT_UR(VM.pfnGranularityGetInfo((ur_context_handle_t)(void *)adapter, NULL, 0,
                                       UR_VIRTUAL_MEM_GRANULARITY_INFO_MINIMUM, sizeof g, &g, NULL),
              UR_RESULT_ERROR_UNSUPPORTED_FEATURE);
  }

  /* Happy path on the first device, if there is one. */
  uint32_t np = 0;
  EXPECT_UR(P.pfnGet(adapter, 0, NULL, &np), UR_RESULT_SUCCESS);
  if (np > 0) {
    ur_platform_handle_t plat;
    EXPECT_UR(P.pfnGet(adapter, 1, &plat, NULL), UR_RESULT_SUCCESS);
    size_t sz = 0;
    EXPECT_UR(P.pfnGetInfo(plat, UR_PLATFORM_INFO_NAME, 0, NULL, &sz), UR_RESULT_SUCCESS);
    EXPECT(sz > 1);
    uint32_t nd = 0;
    EXPECT_UR(D.pfnGet(plat, (ur_device_type_t)0x1234, 0, NULL, &nd), UR_RESULT_ERROR_INVALID_ENUMERATION);
    EXPECT_UR(D.pfnGet(plat, UR_DEVICE_TYPE_ALL, 0, NULL, &nd), UR_RESULT_SUCCESS);
    if (nd > 0) {
      ur_device_handle_t dev;
      EXPECT_UR(D.pfnGet(plat, UR_DEVICE_TYPE_ALL, 1, &dev, NULL), UR_RESULT_SUCCESS);
      ur_device_type_t ty = 0;
      EXPECT_UR(D.pfnGetInfo(dev, UR_DEVICE_INFO_TYPE, sizeof ty, &ty, NULL), UR_RESULT_SUCCESS);
      EXPECT(ty == UR_DEVICE_TYPE_CPU || ty == UR_DEVICE_TYPE_GPU || ty == UR_DEVICE_TYPE_FPGA);
      uint32_t cu = 0;
      EXPECT_UR(D.pfnGetInfo(dev, UR_DEVICE_INFO_MAX_COMPUTE_UNITS, 2, &cu, NULL), UR_RESULT_ERROR_INVALID_SIZE);
      EXPECT_UR(D.pfnGetInfo(dev, UR_DEVICE_INFO_MAX_COMPUTE_UNITS, sizeof cu, &cu, NULL), UR_RESULT_SUCCESS);
      EXPECT(cu > 0);
      EXPECT_UR(D.pfnGetInfo(dev, (ur_device_info_t)0x5555, sizeof cu, &cu, NULL), UR_RESULT_ERROR_INVALID_ENUMERATION);
      EXPECT_UR(D.pfnGetInfo(dev, UR_DEVICE_INFO_NAME, 0, NULL, NULL), UR_RESULT_ERROR_INVALID_NULL_POINTER);
      ur_platform_handle_t owner = NULL;
      EXPECT_UR(D.pfnGetInfo(dev, UR_DEVICE_INFO_PLATFORM, sizeof owner, &owner, NULL), UR_RESULT_SUCCESS);
      EXPECT(owner == plat);
      ur_bool_t avail = 0;
      EXPECT_UR(D.pfnGetInfo(dev, UR_DEVICE_INFO_AVAILABLE, sizeof avail, &avail, NULL), UR_RESULT_SUCCESS);
      EXPECT(avail == 1);

      ur_context_handle_t ctx = NULL;
      EXPECT_UR(C.pfnCreate(1, &dev, NULL, &ctx), UR_RESULT_SUCCESS);
      uint32_t ndev = 0;
      EXPECT_UR(C.pfnGetInfo(ctx, UR_CONTEXT_INFO_NUM_DEVICES, sizeof ndev, &ndev, NULL), UR_RESULT_SUCCESS);
      EXPECT(ndev == 1);
      ur_device_handle_t cdev = NULL;
      EXPECT_UR(C.pfnGetInfo(ctx, UR_CONTEXT_INFO_DEVICES, sizeof cdev, &cdev, NULL), UR_RESULT_SUCCESS);
      EXPECT(cdev == dev);
      ur_native_handle_t nat = 0;
      EXPECT_UR(C.pfnGetNativeHandle(ctx, &nat), UR_RESULT_SUCCESS);
      EXPECT(nat != 0);
      EXPECT_UR(C.pfnRetain(ctx), UR_RESULT_SUCCESS);
      uint32_t rc = 0;
      EXPECT_UR(C.pfnGetInfo(ctx, UR_CONTEXT_INFO_REFERENCE_COUNT, sizeof rc, &rc, NULL), UR_RESULT_SUCCESS);
      EXPECT(rc == 2);
      EXPECT_UR(C.pfnRelease(ctx), UR_RESULT_SUCCESS);
      EXPECT_UR(C.pfnRelease(ctx), UR_RESULT_SUCCESS);
      /* Released: detected, not dereferenced. */
      EXPECT_UR(C.pfnGetInfo(ctx, UR_CONTEXT_INFO_NUM_DEVICES, sizeof ndev, &ndev, NULL), UR_RESULT_ERROR_INVALID_CONTEXT);
      EXPECT_UR(C.pfnRelease(ctx), UR_RESULT_ERROR_INVALID_CONTEXT);
    }
  }
  EXPECT_UR(A.pfnRelease(adapter), UR_RESULT_SUCCESS);
  printf("test_ur: %d passed, %d failed\n", g_pass, g_fail);
  return g_fail ? 1 : 0;
}
