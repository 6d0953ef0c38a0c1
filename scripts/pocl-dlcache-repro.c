/* Minimal reproducer of a PoCL bug (no syclrt involved):
 *
 *   pocl_release_dlhandle_cache: Assertion `found->ref_count > 0' failed.
 *
 * PoCL's CPU drivers keep one "dlhandle cache" item per compiled work-group
 * function, keyed by (kernel hash, local size, global-offset-is-zero, grid
 * width class, specialization); a command retains its item when it is
 * prepared and releases it when it finishes. Up to PoCL 5.0 the release
 * looks the item up again by (kernel hash, local size) only, so when two
 * launches of one kernel with the same local size but a different variant
 * (here: a zero and a non-zero global offset, or a small and a wide grid)
 * are in flight at once, both releases decrement the item found first: the
 * second release finds it at 0 and aborts when PoCL is built with asserts
 * (Ubuntu 24.04's pocl 5.0 is "None+Asserts"). Fixed upstream by
 * pocl/pocl c9ac4c0c3 "fix dlhandle cache" (June 2024, in PoCL 6.0): the
 * command keeps a pointer to the item it retained.
 *
 * Two commands are "in flight at once" when an out-of-order queue, two
 * queues or two devices run them: syclrt's buffer tests launch one kernel
 * over random boxes on two devices of one context, which does exactly that.
 *
 *   cc -O1 -o pocl-dlcache-repro scripts/pocl-dlcache-repro.c -ldl
 *   ./pocl-dlcache-repro offset|width|serial
 *
 * offset: launch A (offset 0, long) and B (offset 1) without waiting between;
 * width:  launch A (global 1, long) and B (global 64) without waiting between;
 * serial: as offset, with clFinish between A and B (the control: no abort).
 * Prints "survived" and exits 0 when PoCL kept its counts; aborts otherwise.
 */
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int32_t cl_int;
typedef uint32_t cl_uint;
typedef uint64_t cl_ulong;
typedef void *h;
#define CL_DEVICE_TYPE_ALL 0xFFFFFFFFull
#define CL_PLATFORM_VERSION 0x0901
#define CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE (1 << 0)
#define CL_MEM_READ_WRITE (1 << 0)

static void *lib;
static void *sym(const char *n) {
  void *p = dlsym(lib, n);
  if (!p) { fprintf(stderr, "missing %s\n", n); exit(2); }
  return p;
}
#define CHECK(e) do { cl_int _e = (e); if (_e) { fprintf(stderr, "%s -> %d\n", #e, _e); exit(2); } } while (0)

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "offset";
  lib = dlopen("libOpenCL.so.1", RTLD_NOW);
  if (!lib) { fprintf(stderr, "no libOpenCL.so.1\n"); return 2; }
  cl_int (*GetPlatformIDs)(cl_uint, h *, cl_uint *) = sym("clGetPlatformIDs");
  cl_int (*GetPlatformInfo)(h, cl_uint, size_t, void *, size_t *) = sym("clGetPlatformInfo");
  cl_int (*GetDeviceIDs)(h, cl_ulong, cl_uint, h *, cl_uint *) = sym("clGetDeviceIDs");
  h (*CreateContext)(void *, cl_uint, h *, void *, void *, cl_int *) = sym("clCreateContext");
  h (*CreateQueue)(h, h, cl_ulong, cl_int *) = sym("clCreateCommandQueue");
  h (*CreateProgram)(h, cl_uint, const char **, const size_t *, cl_int *) = sym("clCreateProgramWithSource");
  cl_int (*BuildProgram)(h, cl_uint, h *, const char *, void *, void *) = sym("clBuildProgram");
  h (*CreateKernel)(h, const char *, cl_int *) = sym("clCreateKernel");
  h (*CreateBuffer)(h, cl_ulong, size_t, void *, cl_int *) = sym("clCreateBuffer");
  cl_int (*SetKernelArg)(h, cl_uint, size_t, const void *) = sym("clSetKernelArg");
  cl_int (*Enqueue)(h, h, cl_uint, const size_t *, const size_t *, const size_t *, cl_uint, h *, h *) =
      sym("clEnqueueNDRangeKernel");
  cl_int (*Finish)(h) = sym("clFinish");

  h plats[16];
  cl_uint np = 0;
  CHECK(GetPlatformIDs(16, plats, &np));
  h plat = NULL;
  char ver[512] = "";
  for (cl_uint i = 0; i < np && !plat; i++) {
    GetPlatformInfo(plats[i], CL_PLATFORM_VERSION, sizeof ver, ver, NULL);
    if (strstr(ver, "PoCL")) plat = plats[i];
  }
  if (!plat) { printf("SKIP: no PoCL platform\n"); return 0; }
  printf("platform: %s\nmode: %s\n", ver, mode);
  h dev;
  CHECK(GetDeviceIDs(plat, CL_DEVICE_TYPE_ALL, 1, &dev, NULL));
  cl_int err;
  h ctx = CreateContext(NULL, 1, &dev, NULL, NULL, &err);
  CHECK(err);
  h q = CreateQueue(ctx, dev, CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE, &err);
  CHECK(err);
  const char *src =
      "kernel void spin(global uint *b, uint iters) {\n"
      "  size_t i = get_global_id(0); uint x = b[i];\n"
      "  for (uint j = 0; j < iters; j++) x = x * 1664525u + 1013904223u;\n"
      "  b[i] = x; }\n";
  h prog = CreateProgram(ctx, 1, &src, NULL, &err);
  CHECK(err);
  CHECK(BuildProgram(prog, 1, &dev, "", NULL, NULL));
  h k = CreateKernel(prog, "spin", &err);
  CHECK(err);
  h buf = CreateBuffer(ctx, CL_MEM_READ_WRITE, 4096 * 4, NULL, &err);
  CHECK(err);
  CHECK(SetKernelArg(k, 0, sizeof buf, &buf));
  size_t one = 1, wide = 64, off1 = 1;
  int width = strcmp(mode, "width") == 0;
  cl_uint few = 1, many = 200u * 1000u * 1000u;
  if (!width) {
    /* Compile both offset variants first: every round then only retains
       and releases the two cache items. (In width mode an item of a wide
       grid also serves narrower ones, so only the first round, where the
       wide item is created while the narrow one is retained, can show it.) */
    CHECK(SetKernelArg(k, 1, sizeof few, &few));
    CHECK(Enqueue(q, k, 1, NULL, &one, &one, 0, NULL, NULL));
    CHECK(Finish(q));
    CHECK(Enqueue(q, k, 1, &off1, &one, &one, 0, NULL, NULL));
    CHECK(Finish(q));
  }
  for (int round = 0; round < 3; round++) {
    /* A: long, variant 1. */
    CHECK(SetKernelArg(k, 1, sizeof many, &many));
    CHECK(Enqueue(q, k, 1, NULL, &one, &one, 0, NULL, NULL));
    if (strcmp(mode, "serial") == 0) CHECK(Finish(q));
    /* B: short, variant 2, independent of A on the out-of-order queue. */
    CHECK(SetKernelArg(k, 1, sizeof few, &few));
    CHECK(Enqueue(q, k, 1, width ? NULL : &off1, width ? &wide : &one, &one, 0, NULL, NULL));
    CHECK(Finish(q));
    printf("round %d done\n", round);
  }
  printf("survived\n");
  return 0;
}
