/* Run with SYCLRT_DEBUG_PANIC_IN=syclrt_platform_count: that entry point
 * panics inside its boundary. The panic must come back as
 * SYCLRT_STATUS_PANIC with a message, the process must survive, and every
 * other entry point must keep working. */
#include "check.h"

int main(void) {
    size_t n = 42;
    for (int i = 0; i < 3; i++) {
        EXPECT_ST(syclrt_platform_count(&n), SYCLRT_STATUS_PANIC);
        EXPECT(n == 42);
        EXPECT_MSG("panic caught at the C boundary");
        EXPECT_MSG("syclrt_platform_count");
    }
    EXPECT_OK(syclrt_device_count(&n));
    EXPECT(n >= 1);
    return finish("test_panic");
}
