/* Tiny assertion helpers for the C tests: each EXPECT counts a check; main
 * returns non-zero if any failed, and prints "N passed, N failed". */
#ifndef SYCLRT_CTEST_CHECK_H
#define SYCLRT_CTEST_CHECK_H
#include <stdio.h>
#include <string.h>
#include <syclrt.h>

static int g_pass, g_fail;

#define EXPECT(cond)                                                                    \
    do {                                                                                \
        if (cond) { g_pass++; }                                                         \
        else { g_fail++; fprintf(stderr, "%s:%d: FAILED: %s\n  last error: %s\n", __FILE__, __LINE__, #cond, \
                                 syclrt_last_error_message()); }                        \
    } while (0)

/* Expect an exact status. */
#define EXPECT_ST(call, want)                                                           \
    do {                                                                                \
        syclrt_status got_ = (call);                                                    \
        if (got_ == (want)) { g_pass++; }                                               \
        else { g_fail++; fprintf(stderr, "%s:%d: FAILED: %s returned %d (%s), want %d (%s)\n  last error: %s\n", \
                                 __FILE__, __LINE__, #call, (int)got_, syclrt_status_string(got_), (int)(want), \
                                 syclrt_status_string(want), syclrt_last_error_message()); } \
    } while (0)

#define EXPECT_OK(call) EXPECT_ST(call, SYCLRT_STATUS_SUCCESS)

/* The last error message mentions `needle`. */
#define EXPECT_MSG(needle) EXPECT(strstr(syclrt_last_error_message(), (needle)) != NULL)

static int finish(const char *name) {
    printf("%s: %d passed, %d failed\n", name, g_pass, g_fail);
    return g_fail ? 1 : 0;
}
#endif
