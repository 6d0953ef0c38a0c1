/* syclrt as an OpenCL layer (src/ffi/layer.rs): once syclrt has opened the
 * OpenCL loader, a program that calls the driver's clCreateProgramWithIL
 * itself, past any runtime (dpctl's create_program_from_spirv does), gets
 * the device-code route on a device that takes no SPIR-V (PoCL 3.1: LLVM
 * bitcode). The kernel runs and computes the right values. argv[1]: the
 * SPIR-V fixture tests/fixtures/pocl/builtins.spv; argv[2]: refused-call.spv,
 * which the route refuses. Skips (exit 0, says so) where the device takes
 * SPIR-V itself. */
#include "check.h"
#include <dlfcn.h>
#include <stdint.h>

typedef int32_t cl_int;
typedef uint32_t cl_uint;
typedef void *h;
typedef cl_int (*GetPlatformIDs)(cl_uint, h *, cl_uint *);
typedef cl_int (*GetDeviceIDs)(h, uint64_t, cl_uint, h *, cl_uint *);
typedef cl_int (*GetDeviceInfo)(h, cl_uint, size_t, void *, size_t *);
typedef h (*CreateContext)(const intptr_t *, cl_uint, const h *, void *, void *, cl_int *);
typedef h (*CreateQueue)(h, h, uint64_t, cl_int *);
typedef h (*CreateProgramWithIL)(h, const void *, size_t, cl_int *);
typedef cl_int (*BuildProgram)(h, cl_uint, const h *, const char *, void *, void *);
typedef h (*CreateKernel)(h, const char *, cl_int *);
typedef h (*CreateBuffer)(h, uint64_t, size_t, void *, cl_int *);
typedef cl_int (*SetKernelArg)(h, cl_uint, size_t, const void *);
typedef cl_int (*EnqueueNDRange)(h, h, cl_uint, const size_t *, const size_t *, const size_t *, cl_uint, const h *, h *);
typedef cl_int (*EnqueueRead)(h, h, cl_uint, size_t, size_t, void *, cl_uint, const h *, h *);
typedef cl_int (*Release)(h);
/* The layer's own entries (exported by libsyclrt.so). */
cl_int clGetLayerInfo(cl_uint param, size_t size, void *value, size_t *size_ret);

static unsigned char *read_file(const char *path, size_t *len) {
    static unsigned char buf[2][1 << 20];
    static int which;
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    unsigned char *b = buf[which++ & 1];
    *len = fread(b, 1, sizeof buf[0], f);
    fclose(f);
    return b;
}

int main(int argc, char **argv) {
    size_t np = 0;
    /* syclrt opens the loader first, offering itself as a layer. */
    EXPECT_OK(syclrt_platform_count(&np));
    /* The loader's questions: the layer API version (100), and what it refuses. */
    cl_uint version = 0;
    size_t vsize = 0;
    EXPECT(clGetLayerInfo(0x4240, sizeof version, &version, &vsize) == 0 && version == 100 && vsize == 4);
    EXPECT(clGetLayerInfo(0x4240, 2, &version, NULL) == -30); /* too small: CL_INVALID_VALUE */
    EXPECT(clGetLayerInfo(0x1234, sizeof version, &version, NULL) == -30); /* unknown */
    void *cl = dlopen("libOpenCL.so.1", RTLD_NOW | RTLD_NOLOAD);
    if (!cl) cl = dlopen("libOpenCL.so.1", RTLD_NOW);
    EXPECT(cl != NULL);
    if (!cl || argc < 2) return finish("test_il_layer");
#define SYM(T, n) T n; *(void **)&n = dlsym(cl, "cl" #n); EXPECT(n != NULL)
    SYM(GetPlatformIDs, GetPlatformIDs); SYM(GetDeviceIDs, GetDeviceIDs); SYM(GetDeviceInfo, GetDeviceInfo);
    SYM(CreateContext, CreateContext); SYM(CreateQueue, CreateCommandQueue);
    SYM(CreateProgramWithIL, CreateProgramWithIL); SYM(BuildProgram, BuildProgram);
    SYM(CreateKernel, CreateKernel); SYM(CreateBuffer, CreateBuffer); SYM(SetKernelArg, SetKernelArg);
    SYM(EnqueueNDRange, EnqueueNDRangeKernel); SYM(EnqueueRead, EnqueueReadBuffer);
    SYM(Release, ReleaseKernel); SYM(Release, ReleaseProgram); SYM(Release, ReleaseMemObject);
    SYM(Release, ReleaseCommandQueue); SYM(Release, ReleaseContext);
    h plat = NULL, dev = NULL;
    cl_uint n = 0;
    EXPECT(GetPlatformIDs(1, &plat, &n) == 0 && n >= 1);
    EXPECT(GetDeviceIDs(plat, 0xFFFFFFFFu, 1, &dev, NULL) == 0);
    char il[256] = {0};
    size_t il_len = 0;
    GetDeviceInfo(dev, 0x105B /* CL_DEVICE_IL_VERSION */, sizeof il, il, &il_len);
    if (il_len > 1) {
        printf("test_il_layer: SKIP (the device takes SPIR-V itself: %s)\n", il);
        return finish("test_il_layer");
    }
    size_t len = 0;
    unsigned char *spv = read_file(argv[1], &len);
    EXPECT(spv != NULL);
    if (!spv) return finish("test_il_layer");
    cl_int err = 0;
    h ctx = CreateContext(NULL, 1, &dev, NULL, NULL, &err);
    EXPECT(ctx != NULL && err == 0);
    h q = CreateCommandQueue(ctx, dev, 0, &err);
    EXPECT(q != NULL);
    h p = CreateProgramWithIL(ctx, spv, len, &err);
    EXPECT(p != NULL && err == 0); /* without the layer PoCL 3.1 answers an error here */
    if (!p) return finish("test_il_layer");
    EXPECT(BuildProgram(p, 1, &dev, "", NULL, NULL) == 0);
    /* What the route cannot translate (a call no library defines,
     * argv[2]) is refused: no program, CL_INVALID_OPERATION, nothing built. */
    if (argc > 2) {
        size_t rlen = 0;
        unsigned char *bad = read_file(argv[2], &rlen);
        EXPECT(bad != NULL);
        cl_int rerr = 0;
        h none = bad ? CreateProgramWithIL(ctx, bad, rlen, &rerr) : NULL;
        EXPECT(none == NULL && rerr == -59);
    }
    h k = CreateKernel(p, "wg_any_all", &err);
    EXPECT(k != NULL && err == 0);
    int in[8] = {1, 2, 3, 4, 5, 6, 7, 8}, out[8] = {0};
    h bin = CreateBuffer(ctx, 1 | 0x20 /* READ_WRITE | COPY_HOST_PTR */, sizeof in, in, &err);
    h bout = CreateBuffer(ctx, 1, sizeof out, NULL, &err);
    EXPECT(SetKernelArg(k, 0, sizeof bin, &bin) == 0 && SetKernelArg(k, 1, sizeof bout, &bout) == 0);
    size_t g = 8, l = 4;
    EXPECT(EnqueueNDRangeKernel(q, k, 1, NULL, &g, &l, 0, NULL, NULL) == 0);
    EXPECT(EnqueueReadBuffer(q, bout, 1, 0, sizeof out, out, 0, NULL, NULL) == 0);
    /* any(in == 3) * 2 + all(in > 0): 3 in the group holding 3, 1 in the other. */
    for (int i = 0; i < 8; i++) EXPECT(out[i] == (i < 4 ? 3 : 1));
    EXPECT(ReleaseMemObject(bin) == 0 && ReleaseMemObject(bout) == 0);
    EXPECT(ReleaseKernel(k) == 0 && ReleaseProgram(p) == 0);
    EXPECT(ReleaseCommandQueue(q) == 0 && ReleaseContext(ctx) == 0);
    return finish("test_il_layer");
}
