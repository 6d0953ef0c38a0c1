/* PoCL's own speed on a dpnp-shaped sum of 10^7 float32 (issue 38, BENCHMARKS.md
 * section 15): the same reduction written in OpenCL C and built by PoCL from
 * source, with no SPIR-V, no syclrt and no dpnp, at four work-group sizes:
 *   empty   - a kernel that does nothing (PoCL's dispatch of the groups);
 *   loads   - 8 loads a work item at dpnp's stride (i = (g*8 + m)*L + l), no reduction;
 *   strided - the same loads, then the group reduction syclrt's builtins do (8 slots a step);
 *   contig  - 8 contiguous loads a work item, the same reduction;
 *   add     - o[i] = x[i] + y[i], one work item an element; and 4 elements a
 *             work item, contiguous (4i..4i+3) or strided by the group (l + k*L);
 *   sum, 8 loads counted by a kernel argument (as dpnp passes reductions_per_wi)
 *             against the same count as a constant.
 * Build and run (the header from the UR venv of scripts/ur-runtime.sh 2026.2):
 *   gcc -O2 -I$HOME/.cache/syclrt-ci/venv-ur-2026.2/include scripts/pocl-sum-probe.c \
 *       -o /tmp/pocl-sum-probe -l:libOpenCL.so.1
 *   OCL_ICD_VENDORS=/etc/OpenCL/vendors/pocl.icd /tmp/pocl-sum-probe
 * Prints the mean of 5 launches of each, in ms. */
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec*1e3+t.tv_nsec/1e6;}
const char*src="kernel void add(global const float*x, global const float*y, global float*o){ size_t i=get_global_id(0); o[i]=x[i]+y[i]; }\n"
"kernel void add4(global const float*x, global const float*y, global float*o){ size_t b=get_global_id(0)*4; if(b+4<=10000000) for(int k=0;k<4;k++) o[b+k]=x[b+k]+y[b+k]; }\n"
"kernel void add4s(global const float*x, global const float*y, global float*o){ size_t g=get_group_id(0), l=get_local_id(0), L=get_local_size(0); size_t b=g*L*4+l; for(int k=0;k<4;k++) if(b+k*L<10000000) o[b+k*L]=x[b+k*L]+y[b+k*L]; }\n"
"kernel void sumr(global const float*x, global float*o, ulong n, local float*s, ulong rpw){ size_t g=get_group_id(0), l=get_local_id(0), L=get_local_size(0); float a=0; for(ulong m=0;m<rpw;m++){ size_t i=g*L*rpw+m*L+l; if(i<n) a+=x[i]; } barrier(CLK_LOCAL_MEM_FENCE); s[l]=a; barrier(CLK_LOCAL_MEM_FENCE); for(size_t h=1;h<L;h<<=3){ if((l&((h<<3)-1))==0){ float r=s[l]; for(size_t k=1;k<8;k++){ size_t j=l+k*h; if(j<L) r+=s[j]; } s[l]=r; } barrier(CLK_LOCAL_MEM_FENCE);} if(l==0) o[g]=s[0]; }\n"
"kernel void empty(global float*o){ if(get_global_id(0)==0x7fffffff) o[0]=1; }\n"
"kernel void contig(global const float*x, global float*o, ulong n, local float*s){ size_t g=get_group_id(0), l=get_local_id(0), L=get_local_size(0); size_t b=(g*L+l)*8; float a=0; if(b+8<=n){ for(int m=0;m<8;m++) a+=x[b+m]; } barrier(CLK_LOCAL_MEM_FENCE); s[l]=a; barrier(CLK_LOCAL_MEM_FENCE); for(size_t h=1;h<L;h<<=3){ if((l&((h<<3)-1))==0){ float r=s[l]; for(size_t k=1;k<8;k++){ size_t j=l+k*h; if(j<L) r+=s[j]; } s[l]=r; } barrier(CLK_LOCAL_MEM_FENCE);} if(l==0) o[g]=s[0]; }\n"
"kernel void load8(global const float*x, global float*o, ulong n){ size_t g=get_group_id(0), l=get_local_id(0), L=get_local_size(0); float a=0; for(int m=0;m<8;m++){ size_t i=g*L*8+m*L+l; if(i<n) a+=x[i]; } if(a==-1.0f) o[g]=a; }\n"
"kernel void sum8(global const float*x, global float*o, ulong n, local float*s){ size_t g=get_group_id(0), l=get_local_id(0), L=get_local_size(0); float a=0; for(int m=0;m<8;m++){ size_t i=g*L*8+m*L+l; if(i<n) a+=x[i]; } barrier(CLK_LOCAL_MEM_FENCE); s[l]=a; barrier(CLK_LOCAL_MEM_FENCE); for(size_t h=1;h<L;h<<=3){ if((l&((h<<3)-1))==0){ float r=s[l]; for(size_t k=1;k<8;k++){ size_t j=l+k*h; if(j<L) r+=s[j]; } s[l]=r; } barrier(CLK_LOCAL_MEM_FENCE);} if(l==0) o[g]=s[0]; }\n";
int main(){cl_platform_id p;cl_device_id d;clGetPlatformIDs(1,&p,0);clGetDeviceIDs(p,CL_DEVICE_TYPE_ALL,1,&d,0);
cl_context c=clCreateContext(0,1,&d,0,0,0);cl_command_queue q=clCreateCommandQueueWithProperties(c,d,0,0);
cl_program pr=clCreateProgramWithSource(c,1,&src,0,0);if(clBuildProgram(pr,1,&d,"-cl-std=CL2.0",0,0)){char b[4096];clGetProgramBuildInfo(pr,d,CL_PROGRAM_BUILD_LOG,4096,b,0);puts(b);return 1;}
size_t n=10000000; cl_mem x=clCreateBuffer(c,CL_MEM_READ_WRITE,n*4,0,0), o=clCreateBuffer(c,CL_MEM_READ_WRITE,n*4,0,0);
float z=1; clEnqueueFillBuffer(q,x,&z,4,0,n*4,0,0,0); clFinish(q);
cl_kernel v8=clCreateKernel(pr,"contig",0), e=clCreateKernel(pr,"empty",0), s=clCreateKernel(pr,"sum8",0), ld=clCreateKernel(pr,"load8",0);
clSetKernelArg(e,0,sizeof(o),&o); clSetKernelArg(s,0,sizeof(x),&x); clSetKernelArg(s,1,sizeof(o),&o); cl_ulong nn=n; clSetKernelArg(s,2,8,&nn); clSetKernelArg(v8,0,sizeof(x),&x); clSetKernelArg(v8,1,sizeof(o),&o); clSetKernelArg(v8,2,8,&nn); clSetKernelArg(ld,0,sizeof(x),&x); clSetKernelArg(ld,1,sizeof(o),&o); clSetKernelArg(ld,2,8,&nn);
size_t locs[]={16,64,256,1024};
for(int k=0;k<4;k++){ size_t L=locs[k]; size_t G=((n/8+L-1)/L)*L; clSetKernelArg(s,3,L*4,0); clSetKernelArg(v8,3,L*4,0); clEnqueueNDRangeKernel(q,v8,1,0,&G,&L,0,0,0); clFinish(q);
 for(int w=0;w<2;w++){clEnqueueNDRangeKernel(q,e,1,0,&G,&L,0,0,0);clEnqueueNDRangeKernel(q,s,1,0,&G,&L,0,0,0);clEnqueueNDRangeKernel(q,ld,1,0,&G,&L,0,0,0);clEnqueueNDRangeKernel(q,v8,1,0,&G,&L,0,0,0);} clFinish(q);
 double t0=now(); for(int r=0;r<5;r++) clEnqueueNDRangeKernel(q,e,1,0,&G,&L,0,0,0);
 clFinish(q); double t1=now();

 for(int r=0;r<5;r++) clEnqueueNDRangeKernel(q,s,1,0,&G,&L,0,0,0);
 clFinish(q); double t2=now();
 for(int r=0;r<5;r++) clEnqueueNDRangeKernel(q,ld,1,0,&G,&L,0,0,0);
 clFinish(q); double t3=now();
 for(int r=0;r<5;r++) clEnqueueNDRangeKernel(q,v8,1,0,&G,&L,0,0,0);
 clFinish(q); double t4=now();

 printf("local %4zu groups %7zu: empty %.2f ms, loads %.2f ms, strided %.2f ms, contig %.2f ms\n",L,G/L,(t1-t0)/5,(t3-t2)/5,(t2-t1)/5,(t4-t3)/5);}
{ cl_mem y=clCreateBuffer(c,CL_MEM_READ_WRITE,n*4,0,0); clEnqueueFillBuffer(q,y,&z,4,0,n*4,0,0,0);
  cl_kernel ad=clCreateKernel(pr,"add",0); clSetKernelArg(ad,0,sizeof(x),&x); clSetKernelArg(ad,1,sizeof(y),&y); clSetKernelArg(ad,2,sizeof(o),&o);
  size_t G=n;
  for(int w=0;w<2;w++) clEnqueueNDRangeKernel(q,ad,1,0,&G,0,0,0,0);
  clFinish(q); double t0=now();
  for(int r=0;r<5;r++) clEnqueueNDRangeKernel(q,ad,1,0,&G,0,0,0,0);
  clFinish(q); double t1=now();
  cl_kernel a4=clCreateKernel(pr,"add4",0), a4s=clCreateKernel(pr,"add4s",0); cl_kernel ks[2]={a4,a4s}; for(int j=0;j<2;j++){ clSetKernelArg(ks[j],0,sizeof(x),&x); clSetKernelArg(ks[j],1,sizeof(y),&y); clSetKernelArg(ks[j],2,sizeof(o),&o);
   size_t G4=((n/4+255)/256)*256, L4=256; for(int w=0;w<2;w++) clEnqueueNDRangeKernel(q,ks[j],1,0,&G4,&L4,0,0,0); clFinish(q); double u0=now();
   for(int r=0;r<5;r++) clEnqueueNDRangeKernel(q,ks[j],1,0,&G4,&L4,0,0,0);
    clFinish(q); double u1=now();
   printf("add, 4 elements a work item (%s), groups of 256: %.2f ms\n", j?"strided by the group":"contiguous", (u1-u0)/5); }
  { cl_kernel sr=clCreateKernel(pr,"sumr",0); cl_ulong rpw=8; clSetKernelArg(sr,0,sizeof(x),&x); clSetKernelArg(sr,1,sizeof(o),&o); clSetKernelArg(sr,2,8,&nn); size_t L=64; clSetKernelArg(sr,3,L*4,0); clSetKernelArg(sr,4,8,&rpw); size_t G=((n/8+L-1)/L)*L;
    for(int w=0;w<2;w++) clEnqueueNDRangeKernel(q,sr,1,0,&G,&L,0,0,0);
    clFinish(q); double v0=now();
    for(int r=0;r<5;r++) clEnqueueNDRangeKernel(q,sr,1,0,&G,&L,0,0,0);
    clFinish(q); double v1=now();
    double v2=now(); for(int r=0;r<5;r++) clEnqueueNDRangeKernel(q,s,1,0,&G,&L,0,0,0);
    clFinish(q); double v3=now();
    printf("sum, groups of 64: 8 loads a work item counted by a kernel argument %.2f ms, by a constant %.2f ms\n",(v1-v0)/5,(v3-v2)/5); }
  printf("add of 10^7 (one item an element, PoCL picks the work-group): %.2f ms\n",(t1-t0)/5); }
return 0;}
