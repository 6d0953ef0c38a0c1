// Reference float32 sum kernels for scripts/ptx-red-kernel.sh (OpenCL C for
// clang-19's nvptx64-nvidia-nvcl target; warp shuffles through clang's NVVM
// builtins). Each writes one partial sum per work-group; the benchmark adds
// the partials on the host. Not part of syclrt.

static float warp_sum(float v) {
  for (int o = 16; o > 0; o >>= 1) v += __nvvm_shfl_sync_down_f32(0xffffffffu, v, o, 31);
  return v;
}

// Work-group sum for a local size that is a multiple of 32 (<= 1024).
static float group_sum(float v, local float *s) {
  uint lid = get_local_id(0), w = lid >> 5, l = lid & 31, nw = get_local_size(0) >> 5;
  v = warp_sum(v);
  if (l == 0) s[w] = v;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (w == 0) {
    v = l < nw ? s[l] : 0.0f;
    v = warp_sum(v);
  }
  return v;
}

// dpctl's geometry (work-groups of wg, 8 consecutive strides of wg per
// work-item, one partial per group) with 32-bit indices where the element
// count allows and the 8 loads unconditional for full groups.
kernel void ref_dpctl_geom(global const float *restrict in, global float *restrict out, uint n) {
  local float s[32];
  uint wg = get_local_size(0), lid = get_local_id(0);
  uint base = get_group_id(0) * wg * 8 + lid;
  float acc = 0.0f;
  if (base + 7 * wg < n) {
    float v[8];
#pragma unroll
    for (int m = 0; m < 8; m++) v[m] = in[base + m * wg];
#pragma unroll
    for (int m = 0; m < 8; m++) acc += v[m];
  } else {
    for (int m = 0; m < 8; m++)
      if (base + m * wg < n) acc += in[base + m * wg];
  }
  acc = group_sum(acc, s);
  if (lid == 0) out[get_group_id(0)] = acc;
}

// The same without restrict (no ld.global.nc): dpctl's geometry (work-groups of wg, 8 consecutive strides of wg per
// work-item, one partial per group) with 32-bit indices where the element
// count allows and the 8 loads unconditional for full groups.
kernel void ref_dpctl_geom_coherent(global const float *in, global float *out, uint n) {
  local float s[32];
  uint wg = get_local_size(0), lid = get_local_id(0);
  uint base = get_group_id(0) * wg * 8 + lid;
  float acc = 0.0f;
  if (base + 7 * wg < n) {
    float v[8];
#pragma unroll
    for (int m = 0; m < 8; m++) v[m] = in[base + m * wg];
#pragma unroll
    for (int m = 0; m < 8; m++) acc += v[m];
  } else {
    for (int m = 0; m < 8; m++)
      if (base + m * wg < n) acc += in[base + m * wg];
  }
  acc = group_sum(acc, s);
  if (lid == 0) out[get_group_id(0)] = acc;
}

// CUB's shape for a device-wide sum (DeviceReduce, sm_90 policy: 256
// threads, 16 items a thread as float4 loads): a grid of a few groups per
// SM striding over the array, one group reduction per group at the end.
kernel void ref_cub_like(global const float4 *restrict in, global float *restrict out, uint n4) {
  local float s[32];
  uint lid = get_local_id(0), wg = get_local_size(0);
  uint i = get_group_id(0) * wg * 4 + lid, stride = get_num_groups(0) * wg * 4;
  float4 a = (float4)(0.0f), b = a, c = a, d = a;
  for (; i + 3 * wg < n4; i += stride) {
    a += in[i];
    b += in[i + wg];
    c += in[i + 2 * wg];
    d += in[i + 3 * wg];
  }
  for (; i < n4; i += wg) a += in[i];
  float4 t = (a + b) + (c + d);
  float acc = group_sum((t.x + t.y) + (t.z + t.w), s);
  if (lid == 0) out[get_group_id(0)] = acc;
}
