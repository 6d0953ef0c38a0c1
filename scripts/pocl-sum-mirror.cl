/* dpnp's first sum kernel (reduction_over_group_temps_krn<float, plus>, as
 * syclrt's bitcode route hands it to PoCL) written again in OpenCL C, with its
 * argument list, to find what in it PoCL 3.1 compiles slowly (issue 38,
 * BENCHMARKS.md section 15). Each variant is one -D:
 *   (none)        the kernel's shape: group id divided by an argument, an
 *                 offset from the strided indexer, loads counted by an argument
 *   -DCONST_RPW   the load count a constant 8 (dpnp's value at 10^7)
 *   -DNO_DIV      no division of the group id by the argument
 *   -DNO_OFFSET   no indexer offset on the input pointer
 * Build each to LLVM bitcode and run it with scripts/pocl-bitcode-probe.c:
 *   clang-15 -cc1 -triple spir64-unknown-unknown -cl-std=CL2.0 -O2 -finclude-default-header \
 *       -emit-llvm-bc [-DCONST_RPW] -o /tmp/sum.bc scripts/pocl-sum-mirror.cl */
typedef struct { long off, size, stride; char pad[8]; } Indexer;
kernel void sum_mirror(global float* in, global float* out, float identity, Indexer ix, long n, long gws, long rpw) {
  local float s[64];
  size_t l = get_local_id(0), L = get_local_size(0), g = get_group_id(0), G = get_num_groups(0);
#ifdef NO_DIV
  size_t rg = g, iter = 0;
#else
  size_t rg = g / gws, iter = g - rg * gws;
#endif
#ifdef NO_OFFSET
  global float* p = in;
#else
  global float* p = in + ix.off + min((size_t)ix.size - 1, iter) * ix.stride;
#endif
#ifdef CONST_RPW
  const ulong count = 8;
#else
  const ulong count = rpw;
#endif
  size_t base = l + rg * L * count;
  float a = identity;
  for (ulong m = 0; m < count; m++) { size_t i = base + m * L; if (i < n) a += p[i]; }
  /* the work-group reduction syclrt's builtins do: 8 slots a step */
  barrier(CLK_LOCAL_MEM_FENCE); s[l] = a; barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t h = 1; h < L; h <<= 3) {
    if ((l & ((h << 3) - 1)) == 0) { float r = s[l]; for (size_t k = 1; k < 8; k++) { size_t j = l + k * h; if (j < L) r += s[j]; } s[l] = r; }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0) out[iter * (G / gws) + rg] = identity + s[0];
}
