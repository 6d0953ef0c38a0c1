/* Consumer of the installed package: prints the version and counts devices. */
#include <stdio.h>
#include <string.h>
#include <syclrt.h>

int main(void) {
    size_t n = 0;
    syclrt_status st = syclrt_device_count(&n);
    printf("syclrt %s: status %d (%s), %zu device(s)\n", syclrt_version(), (int)st, syclrt_status_string(st), n);
    return (st == SYCLRT_STATUS_SUCCESS && n > 0 && strcmp(syclrt_version(), "0.1.0") == 0) ? 0 : 1;
}
