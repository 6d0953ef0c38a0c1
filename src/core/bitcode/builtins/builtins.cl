// syclrt's builtin library for the LLVM-bitcode route (PoCL 3.x, issue 38):
// what DPC++'s SPIR-V calls after `llvm-spirv -r --spirv-target-env=CL2.0`
// and PoCL 3.1's kernel library lacks. Built by
// scripts/build-pocl-builtins.sh into LLVM 15 bitcode with typed pointers
// (what llvm-spirv-15 writes); every function is always-inlined into the
// kernels, and the route gives each kernel its own copy of the work-group
// scratch (PoCL makes a module-scope __local per-work-group memory only for
// a variable named after the kernel: docs/pocl.md).
//
// - Sub-groups have one work item (CL_DEVICE_SUB_GROUP_SIZES answers 1).
// - Work-group collectives run in parallel over a __local scratch of
//   8-byte slots (one per item of the device's largest work group):
//   reductions that fold 8 slots a step and a Hillis-Steele scan, one
//   barrier per step.
// - Atomics on generic pointers go to PoCL's __global overloads with the
//   caller's memory order and scope; float ones are compare-exchange loops.
// - Half math is computed in float and rounded back to half.

#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#define OVL __attribute__((overloadable, always_inline))
// Conversions as LLVM's fpext/fptrunc (round to nearest even), no library call.
#define TO_F(x, N) __builtin_convertvector((x), float##N)
#define TO_H(x, N) __builtin_convertvector((x), half##N)

// ------------------------------------------------------- work-group scratch
#ifndef SG_SIZE
#define SG_SIZE 1
#endif
#ifndef SYCLRT_WG_SCRATCH
#define SYCLRT_WG_SCRATCH 4096
#endif
// Defined in scratch.ll: the module-scope __local array of
// SYCLRT_WG_SCRATCH ulongs (OpenCL C has no program-scope __local); the
// route gives each kernel its own copy.
__local ulong *syclrt_wg_scratch(void);

static inline size_t wg_n(void) { return get_local_size(0) * get_local_size(1) * get_local_size(2); }

#define OP_add(a, b) ((a) + (b))
#define OP_mul(a, b) ((a) * (b))
#define OP_min(a, b) ((b) < (a) ? (b) : (a))
#define OP_max(a, b) ((a) < (b) ? (b) : (a))
#define OP_and(a, b) ((a) & (b))
#define OP_or(a, b) ((a) | (b))
#define OP_xor(a, b) ((a) ^ (b))
#define OP_logical_and(a, b) ((a) && (b))
#define OP_logical_or(a, b) ((a) || (b))

#if SG_SIZE == 1
// ---------------------------------------------------------------- sub-groups
// Sub-groups of one work item (CL_DEVICE_SUB_GROUP_SIZES answers 1): every
// sub-group function is its single-lane identity, faithful wherever a
// kernel calls it. (Sub-groups of 16 exchanged through the scratch between
// work-group barriers were measured and dropped: DPC++'s scans with a
// custom operator shuffle in one sub-group only, where a work-group
// barrier cannot be; docs/pocl.md.)
uint OVL get_sub_group_size(void) { return 1; }
uint OVL get_max_sub_group_size(void) { return 1; }
uint OVL get_enqueued_num_sub_groups(void) {
  return (uint)(get_enqueued_local_size(0) * get_enqueued_local_size(1) * get_enqueued_local_size(2));
}
uint OVL get_num_sub_groups(void) {
  return (uint)(get_local_size(0) * get_local_size(1) * get_local_size(2));
}
uint OVL get_sub_group_id(void) { return (uint)get_local_linear_id(); }
uint OVL get_sub_group_local_id(void) { return 0; }
// A sub-group of one work item has no other item to wait for, nor to order
// memory against at sub-group scope: such a barrier is the item's own
// program order, which holds anyway. A wider scope keeps its fence (it
// orders this item's accesses for others, e.g. before an atomic flag).
// (dpnp's contiguous elementwise kernels put a sub-group barrier around
// every sub-group load and store: as fences, PoCL 3.1 would not vectorize
// its loop over the work-group's items, BENCHMARKS.md section 15.)
void OVL sub_group_barrier(cl_mem_fence_flags f) { (void)f; }
void OVL sub_group_barrier(cl_mem_fence_flags f, memory_scope s) {
  if (s != memory_scope_sub_group && s != memory_scope_work_item) atomic_work_item_fence(f, memory_order_acq_rel, s);
}
int OVL sub_group_all(int p) { return p != 0; }
int OVL sub_group_any(int p) { return p != 0; }
int OVL sub_group_non_uniform_all(int p) { return p != 0; }
int OVL sub_group_non_uniform_any(int p) { return p != 0; }
int OVL sub_group_elect(void) { return 1; }
uint4 OVL sub_group_ballot(int p) { return (uint4)(p != 0 ? 1u : 0u, 0u, 0u, 0u); }
uint OVL sub_group_ballot_bit_count(uint4 v) { return popcount(v.x & 1u); }
int OVL sub_group_inverse_ballot(uint4 v) { return (v.x & 1u) != 0; }
int OVL sub_group_ballot_bit_extract(uint4 v, uint i) { return i == 0 && (v.x & 1u) != 0; }
uint OVL sub_group_ballot_inclusive_scan(uint4 v) { return v.x & 1u; }
uint OVL sub_group_ballot_exclusive_scan(uint4 v) { return 0; }
uint OVL sub_group_ballot_find_lsb(uint4 v) { return 0; }
uint OVL sub_group_ballot_find_msb(uint4 v) { return 0; }

#define SG_T(T)                                                                  \
  T OVL sub_group_broadcast(T x, uint i) { return x; }                           \
  T OVL sub_group_non_uniform_broadcast(T x, uint i) { return x; }               \
  T OVL sub_group_broadcast_first(T x) { return x; }                             \
  T OVL intel_sub_group_shuffle(T x, uint i) { return x; }                       \
  T OVL intel_sub_group_shuffle_xor(T x, uint m) { return x; }                   \
  T OVL intel_sub_group_shuffle_down(T c, T n, uint d) { return d == 0 ? c : n; } \
  T OVL intel_sub_group_shuffle_up(T p, T c, uint d) { return d == 0 ? c : p; }  \
  T OVL sub_group_shuffle(T x, uint i) { return x; }                             \
  T OVL sub_group_shuffle_xor(T x, uint m) { return x; }                         \
  T OVL sub_group_shuffle_down(T x, uint d) { return x; }                        \
  T OVL sub_group_shuffle_up(T x, uint d) { return x; }                          \
  T OVL sub_group_reduce_add(T x) { return x; }                                  \
  T OVL sub_group_reduce_mul(T x) { return x; }                                  \
  T OVL sub_group_reduce_min(T x) { return x; }                                  \
  T OVL sub_group_reduce_max(T x) { return x; }                                  \
  T OVL sub_group_scan_inclusive_add(T x) { return x; }                          \
  T OVL sub_group_scan_inclusive_mul(T x) { return x; }                          \
  T OVL sub_group_scan_inclusive_min(T x) { return x; }                          \
  T OVL sub_group_scan_inclusive_max(T x) { return x; }                          \
  T OVL sub_group_scan_exclusive_add(T x) { return (T)0; }                       \
  T OVL sub_group_scan_exclusive_mul(T x) { return (T)1; }                       \
  T OVL sub_group_non_uniform_reduce_add(T x) { return x; }                      \
  T OVL sub_group_non_uniform_reduce_mul(T x) { return x; }                      \
  T OVL sub_group_non_uniform_reduce_min(T x) { return x; }                      \
  T OVL sub_group_non_uniform_reduce_max(T x) { return x; }                      \
  T OVL sub_group_non_uniform_scan_inclusive_add(T x) { return x; }              \
  T OVL sub_group_non_uniform_scan_inclusive_mul(T x) { return x; }              \
  T OVL sub_group_non_uniform_scan_inclusive_min(T x) { return x; }              \
  T OVL sub_group_non_uniform_scan_inclusive_max(T x) { return x; }              \
  T OVL sub_group_non_uniform_scan_exclusive_add(T x) { return (T)0; }           \
  T OVL sub_group_non_uniform_scan_exclusive_mul(T x) { return (T)1; }
#define SG_MINMAX(T, LO, HI)                                                     \
  T OVL sub_group_scan_exclusive_min(T x) { return HI; }                         \
  T OVL sub_group_scan_exclusive_max(T x) { return LO; }                         \
  T OVL sub_group_non_uniform_scan_exclusive_min(T x) { return HI; }             \
  T OVL sub_group_non_uniform_scan_exclusive_max(T x) { return LO; }
#define SG_BITS(T)                                                               \
  T OVL sub_group_reduce_and(T x) { return x; }                                  \
  T OVL sub_group_reduce_or(T x) { return x; }                                   \
  T OVL sub_group_reduce_xor(T x) { return x; }                                  \
  T OVL sub_group_non_uniform_reduce_and(T x) { return x; }                      \
  T OVL sub_group_non_uniform_reduce_or(T x) { return x; }                       \
  T OVL sub_group_non_uniform_reduce_xor(T x) { return x; }                      \
  T OVL sub_group_scan_inclusive_and(T x) { return x; }                          \
  T OVL sub_group_scan_inclusive_or(T x) { return x; }                           \
  T OVL sub_group_scan_inclusive_xor(T x) { return x; }                          \
  T OVL sub_group_scan_exclusive_and(T x) { return (T)~(T)0; }                   \
  T OVL sub_group_scan_exclusive_or(T x) { return (T)0; }                        \
  T OVL sub_group_scan_exclusive_xor(T x) { return (T)0; }

#define SG_INT(T, LO, HI) SG_T(T) SG_MINMAX(T, LO, HI) SG_BITS(T)
SG_INT(char, CHAR_MIN, CHAR_MAX)
SG_INT(uchar, 0, UCHAR_MAX)
SG_INT(short, SHRT_MIN, SHRT_MAX)
SG_INT(ushort, 0, USHRT_MAX)
SG_INT(int, INT_MIN, INT_MAX)
SG_INT(uint, 0, UINT_MAX)
SG_INT(long, LONG_MIN, LONG_MAX)
SG_INT(ulong, 0, ULONG_MAX)
SG_T(float) SG_MINMAX(float, -INFINITY, INFINITY)
SG_T(double) SG_MINMAX(double, -(double)INFINITY, (double)INFINITY)
SG_T(half) SG_MINMAX(half, -(half)INFINITY, (half)INFINITY)

// Sub-group block reads and writes: with one work item, element i of the
// vector is element i of memory.
#define BLOCK(SUF, T)                                                            \
  T OVL intel_sub_group_block_read##SUF(const __global T *p) { return p[0]; }    \
  T OVL intel_sub_group_block_read##SUF(const __local T *p) { return p[0]; }     \
  void OVL intel_sub_group_block_write##SUF(__global T *p, T v) { p[0] = v; }    \
  void OVL intel_sub_group_block_write##SUF(__local T *p, T v) { p[0] = v; }
#define BLOCKV(SUF, T, N)                                                        \
  T##N OVL intel_sub_group_block_read##SUF##N(const __global T *p) { T##N r; for (int i = 0; i < N; i++) r[i] = p[i]; return r; } \
  T##N OVL intel_sub_group_block_read##SUF##N(const __local T *p) { T##N r; for (int i = 0; i < N; i++) r[i] = p[i]; return r; } \
  void OVL intel_sub_group_block_write##SUF##N(__global T *p, T##N v) { for (int i = 0; i < N; i++) p[i] = v[i]; } \
  void OVL intel_sub_group_block_write##SUF##N(__local T *p, T##N v) { for (int i = 0; i < N; i++) p[i] = v[i]; }
#define BLOCKS(SUF, T) BLOCK(SUF, T) BLOCKV(SUF, T, 2) BLOCKV(SUF, T, 4) BLOCKV(SUF, T, 8)
BLOCKS(, uint)
BLOCKS(_ui, uint)
BLOCKS(_us, ushort)
BLOCKS(_uc, uchar)
BLOCKS(_ul, ulong)
BLOCKV(_uc, uchar, 16)

#else  // SG_SIZE: the library for kernels that require sub-groups of 16
// ---------------------------------------------------------------- sub-groups
// Sub-groups of SG_SIZE work items in local linear order (the last one of a
// work-group may be smaller). PoCL runs a work-group's items one after
// another between barriers, so a value crosses lanes through the scratch
// between two work-group barriers: every sub-group collective (broadcast,
// shuffle, reduce, scan, vote, ballot) is a work-group barrier and must be
// reached by every item of the work-group. A sub-group barrier alone is a
// memory fence: dpnp's kernels reach it in code that only some sub-groups
// run, where a work-group barrier corrupted PoCL's heap (docs/pocl.md says
// what that leaves out). Loads and stores (block reads) need no exchange.

static inline size_t sg_base(void) { return get_local_linear_id() / SG_SIZE * SG_SIZE; }
uint OVL get_sub_group_size(void) { return (uint)min((size_t)SG_SIZE, wg_n() - sg_base()); }
uint OVL get_max_sub_group_size(void) {
  return (uint)min((size_t)SG_SIZE, get_enqueued_local_size(0) * get_enqueued_local_size(1) * get_enqueued_local_size(2));
}
uint OVL get_enqueued_num_sub_groups(void) {
  return (uint)((get_enqueued_local_size(0) * get_enqueued_local_size(1) * get_enqueued_local_size(2) + SG_SIZE - 1) / SG_SIZE);
}
uint OVL get_num_sub_groups(void) { return (uint)((wg_n() + SG_SIZE - 1) / SG_SIZE); }
uint OVL get_sub_group_id(void) { return (uint)(get_local_linear_id() / SG_SIZE); }
uint OVL get_sub_group_local_id(void) { return (uint)(get_local_linear_id() % SG_SIZE); }
void OVL sub_group_barrier(cl_mem_fence_flags f) { atomic_work_item_fence(f, memory_order_acq_rel, memory_scope_sub_group); }
void OVL sub_group_barrier(cl_mem_fence_flags f, memory_scope s) { atomic_work_item_fence(f, memory_order_acq_rel, s); }
int OVL sub_group_elect(void) { return get_sub_group_local_id() == 0; }

// Each item stores its value at its own slot; `s`, `i` (linear id), `b`
// (the sub-group's first slot), `n` (its size), `l` (the lane) for the body.
#define SG_PUT(T, x)                                                             \
  __local T *s = (__local T *)syclrt_wg_scratch();                               \
  size_t i = get_local_linear_id(), b = sg_base();                               \
  uint n = get_sub_group_size(), l = (uint)(i - b);                              \
  work_group_barrier(CLK_LOCAL_MEM_FENCE);                                       \
  s[i] = (x);                                                                    \
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
#define SG_PUT2(T, x, y)                                                         \
  __local T *s = (__local T *)syclrt_wg_scratch();                               \
  __local T *s2 = (__local T *)(syclrt_wg_scratch() + 4096);                     \
  size_t i = get_local_linear_id(), b = sg_base();                               \
  uint n = get_sub_group_size(), l = (uint)(i - b);                              \
  work_group_barrier(CLK_LOCAL_MEM_FENCE);                                       \
  s[i] = (x);                                                                    \
  s2[i] = (y);                                                                   \
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
#define SG_END work_group_barrier(CLK_LOCAL_MEM_FENCE);

int OVL sub_group_all(int p) { SG_PUT(int, p != 0); int r = 1; for (uint k = 0; k < n; k++) r &= s[b + k]; SG_END; return r; }
int OVL sub_group_any(int p) { SG_PUT(int, p != 0); int r = 0; for (uint k = 0; k < n; k++) r |= s[b + k]; SG_END; return r; }
int OVL sub_group_non_uniform_all(int p) { return sub_group_all(p); }
int OVL sub_group_non_uniform_any(int p) { return sub_group_any(p); }
uint4 OVL sub_group_ballot(int p) {
  SG_PUT(int, p != 0);
  uint m = 0;
  for (uint k = 0; k < n; k++) m |= (uint)s[b + k] << k;
  SG_END;
  return (uint4)(m, 0u, 0u, 0u);
}
uint OVL sub_group_ballot_bit_count(uint4 v) { return popcount(v.x & (uint)((1ul << get_sub_group_size()) - 1)); }
int OVL sub_group_inverse_ballot(uint4 v) { return (v.x >> get_sub_group_local_id()) & 1u; }
int OVL sub_group_ballot_bit_extract(uint4 v, uint k) { return k < 32 && ((v.x >> k) & 1u); }
uint OVL sub_group_ballot_inclusive_scan(uint4 v) { return popcount(v.x & (uint)((2ul << get_sub_group_local_id()) - 1)); }
uint OVL sub_group_ballot_exclusive_scan(uint4 v) { return popcount(v.x & ((1u << get_sub_group_local_id()) - 1)); }
uint OVL sub_group_ballot_find_lsb(uint4 v) { return v.x ? ctz(v.x) : 0xffffffffu; }
uint OVL sub_group_ballot_find_msb(uint4 v) { return v.x ? 31 - clz(v.x) : 0xffffffffu; }

#define SG_T(T)                                                                  \
  T OVL sub_group_broadcast(T x, uint id) { SG_PUT(T, x); T r = s[b + id]; SG_END; return r; } \
  T OVL sub_group_non_uniform_broadcast(T x, uint id) { return sub_group_broadcast(x, id); } \
  T OVL sub_group_broadcast_first(T x) { return sub_group_broadcast(x, 0); }     \
  T OVL intel_sub_group_shuffle(T x, uint id) { SG_PUT(T, x); T r = id < n ? s[b + id] : x; SG_END; return r; } \
  T OVL sub_group_shuffle(T x, uint id) { return intel_sub_group_shuffle(x, id); } \
  T OVL intel_sub_group_shuffle_xor(T x, uint m) { SG_PUT(T, x); uint j = l ^ m; T r = j < n ? s[b + j] : x; SG_END; return r; } \
  T OVL sub_group_shuffle_xor(T x, uint m) { return intel_sub_group_shuffle_xor(x, m); } \
  T OVL intel_sub_group_shuffle_down(T c, T nx, uint d) {                        \
    SG_PUT2(T, c, nx); uint j = l + d; T r = j < n ? s[b + j] : (j - n < n ? s2[b + j - n] : c); SG_END; return r; } \
  T OVL intel_sub_group_shuffle_up(T p, T c, uint d) {                           \
    SG_PUT2(T, p, c); int j = (int)l - (int)d;                                   \
    T r = j >= 0 ? s2[b + j] : ((int)n + j >= 0 ? s[b + n + j] : c); SG_END; return r; } \
  T OVL sub_group_shuffle_down(T x, uint d) { SG_PUT(T, x); uint j = l + d; T r = j < n ? s[b + j] : x; SG_END; return r; } \
  T OVL sub_group_shuffle_up(T x, uint d) { SG_PUT(T, x); T r = d <= l ? s[b + l - d] : x; SG_END; return r; }
#define SG_RED(T, OP)                                                            \
  T OVL sub_group_reduce_##OP(T x) { SG_PUT(T, x); T r = s[b]; for (uint k = 1; k < n; k++) r = OP_##OP(r, s[b + k]); SG_END; return r; } \
  T OVL sub_group_scan_inclusive_##OP(T x) { SG_PUT(T, x); T r = s[b]; for (uint k = 1; k <= l; k++) r = OP_##OP(r, s[b + k]); SG_END; return r; } \
  T OVL sub_group_non_uniform_reduce_##OP(T x) { return sub_group_reduce_##OP(x); } \
  T OVL sub_group_non_uniform_scan_inclusive_##OP(T x) { return sub_group_scan_inclusive_##OP(x); }
#define SG_EX(T, OP, ID)                                                         \
  T OVL sub_group_scan_exclusive_##OP(T x) { SG_PUT(T, x); T r = (T)(ID); for (uint k = 0; k < l; k++) r = OP_##OP(r, s[b + k]); SG_END; return r; } \
  T OVL sub_group_non_uniform_scan_exclusive_##OP(T x) { return sub_group_scan_exclusive_##OP(x); }
#define SG_ARITH(T, LO, HI)                                                      \
  SG_T(T) SG_RED(T, add) SG_RED(T, mul) SG_RED(T, min) SG_RED(T, max)           \
  SG_EX(T, add, 0) SG_EX(T, mul, 1) SG_EX(T, min, HI) SG_EX(T, max, LO)
#define SG_INT(T, LO, HI)                                                        \
  SG_ARITH(T, LO, HI) SG_RED(T, and) SG_RED(T, or) SG_RED(T, xor)               \
  SG_EX(T, and, ~(T)0) SG_EX(T, or, 0) SG_EX(T, xor, 0)
SG_INT(char, CHAR_MIN, CHAR_MAX)
SG_INT(uchar, 0, UCHAR_MAX)
SG_INT(short, SHRT_MIN, SHRT_MAX)
SG_INT(ushort, 0, USHRT_MAX)
SG_INT(int, INT_MIN, INT_MAX)
SG_INT(uint, 0, UINT_MAX)
SG_INT(long, LONG_MIN, LONG_MAX)
SG_INT(ulong, 0, ULONG_MAX)
SG_ARITH(float, -INFINITY, INFINITY)
SG_ARITH(double, -(double)INFINITY, (double)INFINITY)
SG_ARITH(half, -(half)INFINITY, (half)INFINITY)

// Sub-group block reads and writes: lane l's element k is memory element
// l + k * SG_SIZE (full sub-groups, as the extension requires).
#define BLOCK(SUF, T)                                                            \
  T OVL intel_sub_group_block_read##SUF(const __global T *p) { return p[get_sub_group_local_id()]; } \
  T OVL intel_sub_group_block_read##SUF(const __local T *p) { return p[get_sub_group_local_id()]; } \
  void OVL intel_sub_group_block_write##SUF(__global T *p, T v) { p[get_sub_group_local_id()] = v; } \
  void OVL intel_sub_group_block_write##SUF(__local T *p, T v) { p[get_sub_group_local_id()] = v; }
#define BLOCKV(SUF, T, N)                                                        \
  T##N OVL intel_sub_group_block_read##SUF##N(const __global T *p) { T##N r; uint l = get_sub_group_local_id(); for (int k = 0; k < N; k++) r[k] = p[l + k * SG_SIZE]; return r; } \
  T##N OVL intel_sub_group_block_read##SUF##N(const __local T *p) { T##N r; uint l = get_sub_group_local_id(); for (int k = 0; k < N; k++) r[k] = p[l + k * SG_SIZE]; return r; } \
  void OVL intel_sub_group_block_write##SUF##N(__global T *p, T##N v) { uint l = get_sub_group_local_id(); for (int k = 0; k < N; k++) p[l + k * SG_SIZE] = v[k]; } \
  void OVL intel_sub_group_block_write##SUF##N(__local T *p, T##N v) { uint l = get_sub_group_local_id(); for (int k = 0; k < N; k++) p[l + k * SG_SIZE] = v[k]; }
#define BLOCKS(SUF, T) BLOCK(SUF, T) BLOCKV(SUF, T, 2) BLOCKV(SUF, T, 4) BLOCKV(SUF, T, 8)
BLOCKS(, uint)
BLOCKS(_ui, uint)
BLOCKS(_us, ushort)
BLOCKS(_uc, uchar)
BLOCKS(_ul, ulong)
BLOCKV(_uc, uchar, 16)

#endif

// ------------------------------------------------------ address-space casts
// What llvm-spirv-15 makes of SPIR-V's OpGenericCastToPtr. PoCL 3.1 defines
// them as these same plain casts (its CPU devices have one address space),
// but noinline and optnone: a call in every work item then kept PoCL from
// vectorizing its loop over the work-group's items (dpnp's contiguous
// elementwise kernels cast each pointer so; BENCHMARKS.md section 15).
__attribute__((always_inline)) __global void *__to_global(__generic void *p) { return (__global void *)p; }
__attribute__((always_inline)) __local void *__to_local(__generic void *p) { return (__local void *)p; }
__attribute__((always_inline)) __private void *__to_private(__generic void *p) { return (__private void *)p; }

// ------------------------------------------------------- work-group collectives
// One reduction: every item stores, then groups of up to 8 fold in
// log8(n) steps, in parallel (item i folds the 7 slots after it at its
// stride). PoCL runs a work-group's items as a loop between barriers, so a
// step costs a pass over the items: 2 steps for 64 items, not 6 pairwise.
// The folds keep the slots' order, so a non-commutative OP is still right.
#define WG_REDUCE(T, OP)                                                         \
  T OVL work_group_reduce_##OP(T x) {                                            \
    __local T *s = (__local T *)syclrt_wg_scratch();                             \
    size_t i = get_local_linear_id(), n = wg_n();                                \
    work_group_barrier(CLK_LOCAL_MEM_FENCE);                                     \
    s[i] = x;                                                                    \
    work_group_barrier(CLK_LOCAL_MEM_FENCE);                                     \
    for (size_t h = 1; h < n; h <<= 3) {                                         \
      if ((i & ((h << 3) - 1)) == 0) {                                           \
        T r = s[i];                                                              \
        for (size_t k = 1; k < 8; k++) {                                         \
          size_t j = i + k * h;                                                  \
          if (j < n) r = OP_##OP(r, s[j]);                                       \
        }                                                                        \
        s[i] = r;                                                                \
      }                                                                          \
      work_group_barrier(CLK_LOCAL_MEM_FENCE);                                   \
    }                                                                            \
    T r = s[0];                                                                  \
    work_group_barrier(CLK_LOCAL_MEM_FENCE);                                     \
    return r;                                                                    \
  }
// Inclusive scan (Hillis-Steele, in place: read, barrier, write, barrier);
// the exclusive one is the inclusive one shifted by one item.
#define WG_SCAN(T, OP, ID)                                                       \
  T OVL work_group_scan_inclusive_##OP(T x) {                                    \
    __local T *s = (__local T *)syclrt_wg_scratch();                             \
    size_t i = get_local_linear_id(), n = wg_n();                                \
    work_group_barrier(CLK_LOCAL_MEM_FENCE);                                     \
    s[i] = x;                                                                    \
    work_group_barrier(CLK_LOCAL_MEM_FENCE);                                     \
    T v = x;                                                                     \
    for (size_t d = 1; d < n; d <<= 1) {                                         \
      T o = i >= d ? s[i - d] : (T)(ID);                                         \
      work_group_barrier(CLK_LOCAL_MEM_FENCE);                                   \
      if (i >= d) v = OP_##OP(o, v);                                             \
      s[i] = v;                                                                  \
      work_group_barrier(CLK_LOCAL_MEM_FENCE);                                   \
    }                                                                            \
    work_group_barrier(CLK_LOCAL_MEM_FENCE);                                     \
    return v;                                                                    \
  }                                                                              \
  T OVL work_group_scan_exclusive_##OP(T x) {                                    \
    __local T *s = (__local T *)syclrt_wg_scratch();                             \
    T v = work_group_scan_inclusive_##OP(x);                                     \
    size_t i = get_local_linear_id();                                            \
    s[i] = v;                                                                    \
    work_group_barrier(CLK_LOCAL_MEM_FENCE);                                     \
    T r = i == 0 ? (T)(ID) : s[i - 1];                                           \
    work_group_barrier(CLK_LOCAL_MEM_FENCE);                                     \
    return r;                                                                    \
  }
#define WG_BCAST(T)                                                              \
  T OVL work_group_broadcast(T x, size_t l) {                                    \
    __local T *s = (__local T *)syclrt_wg_scratch();                             \
    work_group_barrier(CLK_LOCAL_MEM_FENCE);                                     \
    if (get_local_id(0) == l) s[0] = x;                                          \
    work_group_barrier(CLK_LOCAL_MEM_FENCE);                                     \
    T r = s[0];                                                                  \
    work_group_barrier(CLK_LOCAL_MEM_FENCE);                                     \
    return r;                                                                    \
  }                                                                              \
  T OVL work_group_broadcast(T x, size_t l0, size_t l1) {                        \
    __local T *s = (__local T *)syclrt_wg_scratch();                             \
    work_group_barrier(CLK_LOCAL_MEM_FENCE);                                     \
    if (get_local_id(0) == l0 && get_local_id(1) == l1) s[0] = x;                \
    work_group_barrier(CLK_LOCAL_MEM_FENCE);                                     \
    T r = s[0];                                                                  \
    work_group_barrier(CLK_LOCAL_MEM_FENCE);                                     \
    return r;                                                                    \
  }                                                                              \
  T OVL work_group_broadcast(T x, size_t l0, size_t l1, size_t l2) {             \
    __local T *s = (__local T *)syclrt_wg_scratch();                             \
    work_group_barrier(CLK_LOCAL_MEM_FENCE);                                     \
    if (get_local_id(0) == l0 && get_local_id(1) == l1 && get_local_id(2) == l2) s[0] = x; \
    work_group_barrier(CLK_LOCAL_MEM_FENCE);                                     \
    T r = s[0];                                                                  \
    work_group_barrier(CLK_LOCAL_MEM_FENCE);                                     \
    return r;                                                                    \
  }
#define WG_ARITH(T, LO, HI)                                                      \
  WG_REDUCE(T, add) WG_REDUCE(T, mul) WG_REDUCE(T, min) WG_REDUCE(T, max)        \
  WG_SCAN(T, add, 0) WG_SCAN(T, mul, 1) WG_SCAN(T, min, HI) WG_SCAN(T, max, LO)  \
  WG_BCAST(T)
#define WG_INT(T, LO, HI)                                                        \
  WG_ARITH(T, LO, HI)                                                            \
  WG_REDUCE(T, and) WG_REDUCE(T, or) WG_REDUCE(T, xor)                           \
  WG_SCAN(T, and, ~(T)0) WG_SCAN(T, or, 0) WG_SCAN(T, xor, 0)
WG_INT(char, CHAR_MIN, CHAR_MAX)
WG_INT(uchar, 0, UCHAR_MAX)
WG_INT(short, SHRT_MIN, SHRT_MAX)
WG_INT(ushort, 0, USHRT_MAX)
WG_INT(int, INT_MIN, INT_MAX)
WG_INT(uint, 0, UINT_MAX)
WG_INT(long, LONG_MIN, LONG_MAX)
WG_INT(ulong, 0, ULONG_MAX)
WG_ARITH(float, -INFINITY, INFINITY)
WG_ARITH(double, -(double)INFINITY, (double)INFINITY)
WG_ARITH(half, -(half)INFINITY, (half)INFINITY)

WG_REDUCE(int, logical_and) WG_REDUCE(int, logical_or)
WG_SCAN(int, logical_and, 1) WG_SCAN(int, logical_or, 0)

int OVL work_group_all(int p) { return work_group_reduce_min(p != 0 ? 1 : 0); }
int OVL work_group_any(int p) { return work_group_reduce_max(p != 0 ? 1 : 0); }

// -------------------------------------------------- atomics on generic pointers
// PoCL 3.1 has the __global and __local overloads only. On its CPU devices
// every address space is one flat address space, so a generic pointer is
// passed to the __global overload (PoCL's own code, which keeps the memory
// order and scope). The overloads are named by their SPIR mangling: in
// OpenCL C 2.0 a call with a __global pointer would resolve to the generic
// overload, this one, and recurse.
#define G(A) volatile __global A *
#define GP(A) ((G(A))p)
#define MO memory_order
#define MS memory_scope
#define ATOMIC_RMW1(T, A, M, OP, L)                                               \
  T syclrt_g_##OP##_##M(G(A), T, MO, MS) __asm__("_Z" #L "atomic_" #OP "_explicitPU3AS1VU7_Atomic" #M #M "12memory_order12memory_scope"); \
  T OVL atomic_##OP##_explicit(volatile __generic A *p, T v, MO o, MS s) { return syclrt_g_##OP##_##M(GP(A), v, o, s); }
#define ATOMIC_RMW(T, A, M)                                                       \
  ATOMIC_RMW1(T, A, M, fetch_add, 25) ATOMIC_RMW1(T, A, M, fetch_sub, 25)        \
  ATOMIC_RMW1(T, A, M, fetch_min, 25) ATOMIC_RMW1(T, A, M, fetch_max, 25)        \
  ATOMIC_RMW1(T, A, M, fetch_and, 25) ATOMIC_RMW1(T, A, M, fetch_or, 24)         \
  ATOMIC_RMW1(T, A, M, fetch_xor, 25)
#define ATOMIC_BASIC(T, A, M)                                                     \
  ATOMIC_RMW1(T, A, M, exchange, 24)                                              \
  T syclrt_g_load_##M(G(A), MO, MS) __asm__("_Z20atomic_load_explicitPU3AS1VU7_Atomic" #M "12memory_order12memory_scope"); \
  T OVL atomic_load_explicit(volatile __generic A *p, MO o, MS s) { return syclrt_g_load_##M(GP(A), o, s); } \
  void syclrt_g_store_##M(G(A), T, MO, MS) __asm__("_Z21atomic_store_explicitPU3AS1VU7_Atomic" #M #M "12memory_order12memory_scope"); \
  void OVL atomic_store_explicit(volatile __generic A *p, T v, MO o, MS s) { syclrt_g_store_##M(GP(A), v, o, s); } \
  bool syclrt_g_cas_##M(G(A), __private T *, T, MO, MO, MS) __asm__("_Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_Atomic" #M "P" #M #M "12memory_orderS4_12memory_scope"); \
  bool syclrt_g_casw_##M(G(A), __private T *, T, MO, MO, MS) __asm__("_Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_Atomic" #M "P" #M #M "12memory_orderS4_12memory_scope"); \
  bool OVL atomic_compare_exchange_strong_explicit(volatile __generic A *p, __generic T *e, T v, MO os, MO of, MS s) { \
    T x = *e; bool r = syclrt_g_cas_##M(GP(A), &x, v, os, of, s); *e = x; return r; } \
  bool OVL atomic_compare_exchange_weak_explicit(volatile __generic A *p, __generic T *e, T v, MO os, MO of, MS s) { \
    T x = *e; bool r = syclrt_g_casw_##M(GP(A), &x, v, os, of, s); *e = x; return r; }
ATOMIC_RMW(int, atomic_int, i) ATOMIC_BASIC(int, atomic_int, i)
ATOMIC_RMW(uint, atomic_uint, j) ATOMIC_BASIC(uint, atomic_uint, j)
ATOMIC_RMW(long, atomic_long, l) ATOMIC_BASIC(long, atomic_long, l)
ATOMIC_RMW(ulong, atomic_ulong, m) ATOMIC_BASIC(ulong, atomic_ulong, m)
ATOMIC_BASIC(float, atomic_float, f)
ATOMIC_BASIC(double, atomic_double, d)

// Floating-point read-modify-write atomics (cl_ext_float_atomics), which
// PoCL 3.1 lacks for every address space: a compare-exchange loop on the
// bits, through the __global integer overloads (one flat address space).
#define FRMW1(T, IT, AI, M, OP, EXPR, AS)                                         \
  T OVL atomic_fetch_##OP##_explicit(volatile AS atomic_##T *p, T v, MO o, MS s) { \
    G(AI) q = (G(AI))((volatile __generic AI *)((volatile __generic atomic_##T *)p)); \
    IT old = syclrt_g_load_##M(q, memory_order_relaxed, s);                      \
    for (;;) {                                                                   \
      T cur = as_##T(old);                                                       \
      T nv = EXPR;                                                               \
      if (syclrt_g_cas_##M(q, &old, as_##IT(nv), o, memory_order_relaxed, s)) return cur; \
    }                                                                            \
  }
#define FRMW(T, IT, AI, M, AS)                                                    \
  FRMW1(T, IT, AI, M, add, cur + v, AS) FRMW1(T, IT, AI, M, sub, cur - v, AS)     \
  FRMW1(T, IT, AI, M, min, (v < cur ? v : cur), AS) FRMW1(T, IT, AI, M, max, (cur < v ? v : cur), AS)
FRMW(float, int, atomic_int, i, __global) FRMW(float, int, atomic_int, i, __local) FRMW(float, int, atomic_int, i, __generic)
FRMW(double, long, atomic_long, l, __global) FRMW(double, long, atomic_long, l, __local) FRMW(double, long, atomic_long, l, __generic)

// ------------------------------------------------------------------ half math
#define H1S(F) half OVL F(half x) { return (half)F((float)x); }
#define H2S(F) half OVL F(half x, half y) { return (half)F((float)x, (float)y); }
#define H3S(F) half OVL F(half x, half y, half z) { return (half)F((float)x, (float)y, (float)z); }
#define H1N(F, N) half##N OVL F(half##N x) { return TO_H(F(TO_F(x, N)), N); }
#define H2N(F, N) half##N OVL F(half##N x, half##N y) { return TO_H(F(TO_F(x, N), TO_F(y, N)), N); }
#define H1(F) H1S(F) H1N(F, 2) H1N(F, 3) H1N(F, 4) H1N(F, 8) H1N(F, 16)
#define H2(F) H2S(F) H2N(F, 2) H2N(F, 3) H2N(F, 4) H2N(F, 8) H2N(F, 16)
#define H3N(F, N) half##N OVL F(half##N x, half##N y, half##N z) { return TO_H(F(TO_F(x, N), TO_F(y, N), TO_F(z, N)), N); }
#define H3(F) H3S(F) H3N(F, 4)
#define HB(F)                                                                    \
  int OVL F(half x) { return F((float)x); }                                      \
  short4 OVL F(half4 x) { return __builtin_convertvector(F(TO_F(x, 4)), short4); }
H1(acos) H1(acosh) H1(acospi) H1(asin) H1(asinh) H1(asinpi) H1(atan) H1(atanh) H1(atanpi)
H1(cbrt) H1(ceil) H1(cos) H1(cosh) H1(cospi) H1(erf) H1(erfc) H1(exp) H1(exp2) H1(exp10)
H1(expm1) H1(fabs) H1(floor) H1(lgamma) H1(log) H1(log2) H1(log10) H1(log1p) H1(logb)
H1(rint) H1(round) H1(rsqrt) H1(sin) H1(sinh) H1(sinpi) H1(sqrt) H1(tan) H1(tanh) H1(tanpi)
H1(tgamma) H1(trunc) H1(degrees) H1(radians) H1(sign)
H2(atan2) H2(atan2pi) H2(copysign) H2(fdim) H2(fmax) H2(fmin) H2(fmod) H2(hypot) H2(pow)
H2(powr) H2(remainder) H2(max) H2(min) H2(step)
H3(fma) H3(mad) H3(clamp) H3(mix)
HB(isnan) HB(isinf) HB(isfinite) HB(isnormal) HB(signbit)
half OVL ldexp(half x, int n) { return (half)(ldexp((float)(x), n)); }
half OVL pown(half x, int n) { return (half)(pown((float)(x), n)); }
half OVL rootn(half x, int n) { return (half)(rootn((float)(x), n)); }
int OVL ilogb(half x) { return ilogb((float)(x)); }
half OVL modf(half x, __generic half *i) { float t = trunc((float)x); *i = (half)t; return isinf((float)x) ? copysign((half)0, x) : (half)((float)x - t); }
half OVL sincos(half x, __generic half *c) { *c = (half)cos((float)x); return (half)sin((float)x); }
half OVL nan(ushort m) { return as_half((ushort)(0x7e00 | (m & 0x1ff))); }
int OVL isequal(half x, half y) { return (float)(x) == (float)(y); }
int OVL isnotequal(half x, half y) { return (float)(x) != (float)(y); }
int OVL isgreater(half x, half y) { return (float)(x) > (float)(y); }
int OVL isless(half x, half y) { return (float)(x) < (float)(y); }
int OVL isunordered(half x, half y) { return isunordered((float)(x), (float)(y)); }
// nextafter steps the half's own bits (the float one rounded back answers x).
half OVL nextafter(half x, half y) {
  if (isnan(x) || isnan(y)) return x + y;
  if (x == y) return y;
  short b = as_short(x);
  if (x == (half)0) return as_half((short)(y > x ? 1 : 0x8001));
  b += ((x < y) == (b > 0)) ? 1 : -1;
  return as_half(b);
}
#define HNEXT(N)                                                                 \
  half##N OVL nextafter(half##N x, half##N y) {                                  \
    half##N r;                                                                   \
    for (int i = 0; i < N; i++) r[i] = nextafter(x[i], y[i]);                    \
    return r;                                                                    \
  }
HNEXT(2) HNEXT(3) HNEXT(4) HNEXT(8) HNEXT(16)
// Conversions between float and half vectors in the default rounding (to
// nearest even; float from half is exact), which PoCL 3.1 lacks with half.
#define HCONV(N)                                                                 \
  half##N OVL convert_half##N(float##N x) { return __builtin_convertvector(x, half##N); } \
  float##N OVL convert_float##N(half##N x) { return __builtin_convertvector(x, float##N); }
HCONV(2) HCONV(3) HCONV(4) HCONV(8) HCONV(16)
half OVL convert_half(float x) { return (half)x; }
float OVL convert_float(half x) { return (float)x; }
