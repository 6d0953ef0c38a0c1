/* Runs the one kernel of each LLVM-bitcode file given, as PoCL takes it
 * (clCreateProgramWithBinary), with the arguments of dpnp's first sum kernel
 * (reduction_over_group_temps_krn<float, plus>: input, output, identity, a
 * strided indexer {offset, size, stride}, n = 10^7, iter_gws = 1,
 * reductions_per_wi = 8) over 10^7 ones in groups of 64; prints the best of 7
 * launches and the first group's partial sum (512 when right). For the
 * variants of scripts/pocl-sum-mirror.cl, or the route's own bitcode of the
 * kernel (from syclrt's bitcode cache, after its text header) with an
 * argument made a constant (issue 38, BENCHMARKS.md section 15).
 *   gcc -O2 -I$HOME/.cache/syclrt-ci/venv-ur-2026.2/include scripts/pocl-bitcode-probe.c \
 *       -o /tmp/pocl-bitcode-probe -l:libOpenCL.so.1
 *   OCL_ICD_VENDORS=/etc/OpenCL/vendors/pocl.icd POCL_KERNEL_CACHE=0 /tmp/pocl-bitcode-probe A.bc B.bc */
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec*1e3+t.tv_nsec/1e6;}
int main(int argc,char**argv){cl_platform_id p;cl_device_id d;clGetPlatformIDs(1,&p,0);clGetDeviceIDs(p,CL_DEVICE_TYPE_ALL,1,&d,0);
cl_context c=clCreateContext(0,1,&d,0,0,0);cl_command_queue q=clCreateCommandQueueWithProperties(c,d,0,0);
for(int a=1;a<argc;a++){ FILE*f=fopen(argv[a],"rb"); fseek(f,0,2); size_t len=ftell(f); fseek(f,0,0); unsigned char*bin=malloc(len); fread(bin,1,len,f); fclose(f);
 cl_int st,e; cl_program pr=clCreateProgramWithBinary(c,1,&d,&len,(const unsigned char**)&bin,&st,&e); if(e){printf("create %d\n",e);return 1;}
 if(clBuildProgram(pr,1,&d,"",0,0)){char b[4096];clGetProgramBuildInfo(pr,d,CL_PROGRAM_BUILD_LOG,4096,b,0);puts(b);return 1;}
 char name[512]; clGetProgramInfo(pr,CL_PROGRAM_KERNEL_NAMES,512,name,0);
 cl_kernel k=clCreateKernel(pr,name,&e); if(e){printf("kernel %d\n",e);return 1;}
 size_t n=10000000; static cl_mem x,o; if(!x){x=clCreateBuffer(c,CL_MEM_READ_WRITE,n*4,0,0); o=clCreateBuffer(c,CL_MEM_READ_WRITE,n*4,0,0); float z=1; clEnqueueFillBuffer(q,x,&z,4,0,n*4,0,0,0);}
 float id=0; struct { cl_long off,size,stride; char pad[8]; } ix={0,(cl_long)n,1,{0}}; cl_long nn=n, gws=1, rpw=8;
 clSetKernelArg(k,0,8,&x); clSetKernelArg(k,1,8,&o); clSetKernelArg(k,2,4,&id); clSetKernelArg(k,3,sizeof ix,&ix); clSetKernelArg(k,4,8,&nn); clSetKernelArg(k,5,8,&gws); clSetKernelArg(k,6,8,&rpw);
 size_t L=64, G=((n/8+L-1)/L)*L; for(int w=0;w<2;w++) clEnqueueNDRangeKernel(q,k,1,0,&G,&L,0,0,0); clFinish(q);
 double best=1e9; for(int r=0;r<7;r++){ double t0=now(); clEnqueueNDRangeKernel(q,k,1,0,&G,&L,0,0,0); clFinish(q); double t=now()-t0; if(t<best)best=t; }
 float part; clEnqueueReadBuffer(q,o,CL_TRUE,0,4,&part,0,0,0);
 printf("%s: best %.2f ms, first partial %.0f (512 expected)\n",argv[a],best,part); }
return 0;}
