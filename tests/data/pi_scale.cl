// Source of pi_scale.spv (tests/pi_intel.rs). Regenerate with:
//   clang-15 -c -target spir64 -cl-std=CL2.0 -O2 -emit-llvm -o /tmp/pi_scale.bc pi_scale.cl
//   llvm-spirv-15 /tmp/pi_scale.bc -o pi_scale.spv
__kernel void scale(__global int *a, int k) {
    size_t i = get_global_id(0);
    a[i] = a[i] * k + (int)i;
}
