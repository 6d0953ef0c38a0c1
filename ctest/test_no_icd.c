/* Run with SYCLRT_OPENCL_LIBRARY naming a file that does not exist: every
 * call that needs OpenCL answers NO_OPENCL with a message naming the file. */
#include "check.h"

int main(void) {
    size_t n = 99;
    EXPECT_ST(syclrt_platform_count(&n), SYCLRT_STATUS_NO_OPENCL);
    EXPECT(n == 99);
    EXPECT_MSG("/nonexistent/libOpenCL.so.1");
    EXPECT_MSG("SYCLRT_OPENCL_LIBRARY");
    syclrt_device *d = NULL;
    EXPECT_ST(syclrt_device_default(&d), SYCLRT_STATUS_NO_OPENCL);
    EXPECT(d == NULL);
    EXPECT_ST(syclrt_device_count(&n), SYCLRT_STATUS_NO_OPENCL);
    EXPECT_ST(syclrt_device_get(0, &d), SYCLRT_STATUS_NO_OPENCL);
    /* Calls that need no OpenCL still work. */
    EXPECT(strcmp(syclrt_status_string(SYCLRT_STATUS_NO_OPENCL), "no OpenCL ICD loader or platform available") == 0);
    return finish("test_no_icd");
}
