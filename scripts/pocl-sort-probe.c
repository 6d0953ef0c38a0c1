/* Where the sort's limit is (issue 38, BENCHMARKS.md section 15): a merge sort
 * of 10^7 float32 in the shape of dpnp's (each work item sorts a leaf of 16
 * contiguous elements in private memory, then merge passes that double the
 * sorted runs; each work item of a pass finds its 16 outputs' start by a
 * binary search along the merge path and merges them sequentially), written
 * in OpenCL C; and dpnp's own merge pass, transcribed (dpctl's merge_impl:
 * every work item places each of its items by a binary search in the other
 * run), after leaves of 32. The same source is built and run by whichever OpenCL platform
 * the ICD loader offers first, so one run on PoCL and one on Intel's CPU
 * runtime compare the two code generators on identical kernels, with no
 * SPIR-V, no syclrt and no dpnp. The sum of scripts/pocl-sum-probe.c is run
 * here too, its load count a kernel argument as dpnp passes it.
 * Build and run (the header from the UR venv of scripts/ur-runtime.sh 2026.2):
 *   gcc -O2 -I$HOME/.cache/syclrt-ci/venv-ur-2026.2/include scripts/pocl-sort-probe.c \
 *       -o /tmp/pocl-sort-probe -l:libOpenCL.so.1
 *   OCL_ICD_VENDORS=/etc/OpenCL/vendors/pocl.icd /tmp/pocl-sort-probe
 *   OCL_ICD_VENDORS=<a directory holding only Intel's CPU .icd> /tmp/pocl-sort-probe
 *   /tmp/pocl-sort-probe dpnp     only dpnp's own merge passes (its merge_impl);
 *   LOCAL=152 /tmp/pocl-sort-probe dpnp   ... with work-groups of 152 (none
 *       given: the driver's choice; PoCL 3.1 makes 2,500-item groups, which
 *       ran no faster on two cores than on one: BENCHMARKS.md section 15)
 * Prints the platform, the medians of 5 runs in ms, and whether the result is sorted. */
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <string.h>
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec*1e3+t.tv_nsec/1e6;}
static int cmpd(const void*a,const void*b){double x=*(const double*)a,y=*(const double*)b;return x<y?-1:x>y;}
static double median(double*v,int n){qsort(v,n,sizeof(double),cmpd);return v[n/2];}
#define LEAF 16
#define CHUNK 16
const char*src=
"#define LEAF 16\n#define CHUNK 16\n"
"kernel void leaf(global float*x, ulong n){ size_t b=get_global_id(0)*LEAF; if(b>=n) return; size_t m=min((ulong)LEAF,n-b); float v[LEAF];"
"  for(size_t i=0;i<m;i++) v[i]=x[b+i];"
"  for(size_t i=1;i<m;i++){ float k=v[i]; size_t j=i; while(j>0 && v[j-1]>k){ v[j]=v[j-1]; j--; } v[j]=k; }"
"  for(size_t i=0;i<m;i++) x[b+i]=v[i]; }\n"
"kernel void leaf32(global float*x, ulong n){ size_t b=get_global_id(0)*32; if(b>=n) return; size_t m=min((ulong)32,n-b); float v[32];"
"  for(size_t i=0;i<m;i++) v[i]=x[b+i];"
"  for(size_t i=1;i<m;i++){ float k=v[i]; size_t j=i; while(j>0 && v[j-1]>k){ v[j]=v[j-1]; j--; } v[j]=k; }"
"  for(size_t i=0;i<m;i++) x[b+i]=v[i]; }\n"
/* merge pass: runs of `run` elements at in[], pairs merged into out[] */
"kernel void merge(global const float*in, global float*out, ulong n, ulong run){ size_t o=get_global_id(0)*CHUNK; if(o>=n) return;"
"  size_t pair=o/(2*run)*(2*run); size_t a0=pair, a1=min(pair+run,(size_t)n), b0=a1, b1=min(pair+2*run,(size_t)n);"
"  size_t k=o-pair; size_t la=a1-a0, lb=b1-b0;"
/* merge path: i from A, k-i from B, first i with A[i] > B[k-i-1] */
"  size_t lo= k>lb ? k-lb : 0, hi= k<la ? k : la;"
"  while(lo<hi){ size_t i=(lo+hi)/2; if(in[a0+i] <= in[b0+k-i-1]) lo=i+1; else hi=i; }"
"  size_t i=a0+lo, j=b0+(k-lo); size_t e=min(o+CHUNK,(size_t)pair+la+lb);"
"  for(size_t p=o;p<e;p++){ bool ta = j>=b1 || (i<a1 && in[i] <= in[j]); out[p]= ta ? in[i++] : in[j++]; } }\n"
/* dpnp 0.20's own merge pass, transcribed (dpctl merge_sort.hpp,
   merge_impl with lower_bound_impl/upper_bound_impl and
   ExtendedRealFPLess): every work item takes `chunk` items of each of the
   two sorted runs and places each item by a binary search in the other run */
"#define LESSF(a,b) (!isnan(a) && (isnan(b) || (a) < (b)))\n"
"size_t lb(global const float*a, size_t f, size_t l, float v){ size_t n=l-f; while(n>0){ size_t h=n/2, it=f+h; if(LESSF(a[it],v)){ f=it+1; n-=h+1; } else n=h; } return f; }\n"
"size_t ub(global const float*a, size_t f, size_t l, float v){ size_t n=l-f; while(n>0){ size_t h=n/2, it=f+h; if(!LESSF(v,a[it])){ f=it+1; n-=h+1; } else n=h; } return f; }\n"
"kernel void merge_dpnp(global const float*in, global float*out, ulong n, ulong chunks_merged, ulong chunk){ size_t idx=get_global_id(0); if(idx*chunk>=n) return;"
"  size_t im=(idx/chunks_merged)*chunks_merged, ir=idx-im; size_t s1=min(2*im*chunk,(size_t)n), e1=min(s1+chunks_merged*chunk,(size_t)n), e2=min(e1+chunks_merged*chunk,(size_t)n);"
"  size_t off=chunk*ir, s2=e1, so=s1;"
"  size_t ls1=min(off+s1,e1), le1=min(ls1+chunk,e1), ls2=min(off+s2,e2), le2=min(ls2+chunk,e2); size_t n1=le1-ls1, n2=le2-ls2;"
"  float r1=in[e1-1]; float l2= s2<e2 ? in[s2] : r1;"
"  if(!LESSF(l2,r1)){ for(size_t i=0;i<n1;i++) out[so+ls1-s1+i]=in[ls1+i]; for(size_t i=0;i<n2;i++) out[so+e1-s1+ls2-s2+i]=in[ls2+i]; }"
"  else if(LESSF(r1,l2)){ for(size_t i=0;i<n1;i++) out[so+e2-s2+ls1-s1+i]=in[ls1+i]; for(size_t i=0;i<n2;i++) out[so+ls2-s2+i]=in[ls2+i]; }"
"  else {"
"    if(ls1<le1){ float a=in[ls1]; size_t lb2=lb(in,s2,e2,a); out[so+ls1-s1+lb2-s2]=a; size_t rb2=0;"
"      if(n1>1){ float b=in[le1-1]; rb2=lb(in,lb2,e2,b); out[so+le1-1-s1+rb2-s2]=b; }"
"      if(rb2==lb2){ for(size_t i=ls1+1;i+1<le1;i++) out[so+i-s1+lb2-s2]=in[i]; }"
"      else { for(size_t i=ls1+1;i+1<le1;i++){ float v=in[i]; lb2=lb(in,lb2,rb2,v); out[so+i-s1+lb2-s2]=v; } } }"
"    if(ls2<le2){ float a=in[ls2]; size_t lb1=ub(in,s1,e1,a); out[so+lb1-s1+ls2-s2]=a; size_t rb1=0;"
"      if(n2>1){ float b=in[le2-1]; rb1=ub(in,lb1,e1,b); out[so+rb1-s1+le2-1-s2]=b; }"
"      if(lb1==rb1){ for(size_t i=ls2+1;i+1<le2;i++) out[so+lb1-s1+i-s2]=in[i]; }"
"      else { for(size_t i=ls2+1;i+1<le2;i++){ float v=in[i]; lb1=ub(in,lb1,rb1,v); out[so+lb1-s1+i-s2]=v; } } }"
"  } }\n"
"kernel void sumr(global const float*x, global float*o, ulong n, local float*s, ulong rpw){ size_t g=get_group_id(0), l=get_local_id(0), L=get_local_size(0); float a=0; for(ulong m=0;m<rpw;m++){ size_t i=g*L*rpw+m*L+l; if(i<n) a+=x[i]; } barrier(CLK_LOCAL_MEM_FENCE); s[l]=a; barrier(CLK_LOCAL_MEM_FENCE); for(size_t h=1;h<L;h<<=3){ if((l&((h<<3)-1))==0){ float r=s[l]; for(size_t k=1;k<8;k++){ size_t j=l+k*h; if(j<L) r+=s[j]; } s[l]=r; } barrier(CLK_LOCAL_MEM_FENCE);} if(l==0) o[g]=s[0]; }\n";
int main(int argc,char**argv){int dpnp_only=argc>1&&!strcmp(argv[1],"dpnp");cl_platform_id p;cl_device_id d;clGetPlatformIDs(1,&p,0);clGetDeviceIDs(p,CL_DEVICE_TYPE_ALL,1,&d,0);
char pn[256]={0};clGetPlatformInfo(p,CL_PLATFORM_NAME,sizeof pn,pn,0);printf("platform: %s\n",pn);
cl_context c=clCreateContext(0,1,&d,0,0,0);cl_command_queue q=clCreateCommandQueueWithProperties(c,d,0,0);
cl_program pr=clCreateProgramWithSource(c,1,&src,0,0);if(clBuildProgram(pr,1,&d,"-cl-std=CL2.0",0,0)){char b[4096];clGetProgramBuildInfo(pr,d,CL_PROGRAM_BUILD_LOG,4096,b,0);puts(b);return 1;}
size_t n=10000000; float*h=malloc(n*4); cl_ulong nn=n;
cl_mem x=clCreateBuffer(c,CL_MEM_READ_WRITE,n*4,0,0), y=clCreateBuffer(c,CL_MEM_READ_WRITE,n*4,0,0);
cl_kernel lf=clCreateKernel(pr,"leaf",0), mg=clCreateKernel(pr,"merge",0);
double tl[5],tm[5],tt[5]; int ok=1, passes=0;
if(!dpnp_only){
for(int r=0;r<5;r++){
  srand(7+r); for(size_t i=0;i<n;i++) h[i]=(float)rand()/RAND_MAX;
  clEnqueueWriteBuffer(q,x,CL_TRUE,0,n*4,h,0,0,0);
  double t0=now(); size_t G=(n+LEAF-1)/LEAF; clSetKernelArg(lf,0,sizeof x,&x); clSetKernelArg(lf,1,8,&nn);
  clEnqueueNDRangeKernel(q,lf,1,0,&G,0,0,0,0); clFinish(q); double t1=now();
  cl_mem a=x,b=y; passes=0;
  for(cl_ulong run=LEAF; run<n; run*=2){ size_t GM=(n+CHUNK-1)/CHUNK; clSetKernelArg(mg,0,sizeof a,&a); clSetKernelArg(mg,1,sizeof b,&b); clSetKernelArg(mg,2,8,&nn); clSetKernelArg(mg,3,8,&run);
    clEnqueueNDRangeKernel(q,mg,1,0,&GM,0,0,0,0); cl_mem t=a;a=b;b=t; passes++; }
  clFinish(q); double t2=now(); tl[r]=t1-t0; tm[r]=t2-t1; tt[r]=t2-t0;
  clEnqueueReadBuffer(q,a,CL_TRUE,0,n*4,h,0,0,0); for(size_t i=1;i<n;i++) if(h[i-1]>h[i]){ok=0;break;}
}
printf("merge sort of 10^7 float32: leaf sort %.1f ms, %d merge passes %.1f ms, whole %.1f ms; sorted: %s\n",median(tl,5),passes,median(tm,5),median(tt,5),ok?"yes":"NO");
}
/* dpnp's own merge passes: leaves of 32 (dpnp's on PoCL through the route,
   whose work-groups of 4 sort 32 values), then its merge of chunks of 32 */
{ cl_kernel md=clCreateKernel(pr,"merge_dpnp",0), l32=clCreateKernel(pr,"leaf32",0); double tl2[5],tm2[5]; int ok2=1, p2=0; cl_ulong ch=32;
  for(int r=0;r<5;r++){
    srand(7+r); for(size_t i=0;i<n;i++) h[i]=(float)rand()/RAND_MAX;
    clEnqueueWriteBuffer(q,x,CL_TRUE,0,n*4,h,0,0,0);
    double t0=now(); size_t G=(n+31)/32; clSetKernelArg(l32,0,sizeof x,&x); clSetKernelArg(l32,1,8,&nn);
    clEnqueueNDRangeKernel(q,l32,1,0,&G,0,0,0,0); clFinish(q); double t1=now();
    cl_mem a=x,b=y; p2=0;
    for(cl_ulong cm=1; cm*ch<n; cm*=2){ size_t GM=(n+ch-1)/ch; clSetKernelArg(md,0,sizeof a,&a); clSetKernelArg(md,1,sizeof b,&b); clSetKernelArg(md,2,8,&nn); clSetKernelArg(md,3,8,&cm); clSetKernelArg(md,4,8,&ch);
      { size_t L=getenv("LOCAL")?(size_t)atoi(getenv("LOCAL")):0; size_t GG=L?((GM+L-1)/L)*L:GM; clEnqueueNDRangeKernel(q,md,1,0,&GG,L?&L:0,0,0,0);} cl_mem t=a;a=b;b=t; p2++; }
    clFinish(q); double t2=now(); tl2[r]=t1-t0; tm2[r]=t2-t1;
    clEnqueueReadBuffer(q,a,CL_TRUE,0,n*4,h,0,0,0); for(size_t i=1;i<n;i++) if(h[i-1]>h[i]){ok2=0;break;}
  }
  printf("dpnp's merge passes (its merge_impl: a binary search per item) of 10^7 float32: leaves of 32 %.1f ms, %d merge passes %.1f ms (%.1f ms each); sorted: %s\n",median(tl2,5),p2,median(tm2,5),median(tm2,5)/p2,ok2?"yes":"NO");
  ok=ok&&ok2; }
{ cl_kernel sr=clCreateKernel(pr,"sumr",0); cl_ulong rpw=8; size_t L=64; float z=1; clEnqueueFillBuffer(q,x,&z,4,0,n*4,0,0,0);
  clSetKernelArg(sr,0,sizeof(x),&x); clSetKernelArg(sr,1,sizeof(y),&y); clSetKernelArg(sr,2,8,&nn); clSetKernelArg(sr,3,L*4,0); clSetKernelArg(sr,4,8,&rpw); size_t G=((n/8+L-1)/L)*L;
  for(int w=0;w<2;w++) clEnqueueNDRangeKernel(q,sr,1,0,&G,&L,0,0,0);
  clFinish(q); double ts[5]; for(int r=0;r<5;r++){ double v0=now(); clEnqueueNDRangeKernel(q,sr,1,0,&G,&L,0,0,0); clFinish(q); ts[r]=now()-v0; }
  float part; clEnqueueReadBuffer(q,y,CL_TRUE,0,4,&part,0,0,0);
  printf("sum of 10^7 float32, groups of 64, 8 loads a work item counted by a kernel argument: %.2f ms (first group's sum %.0f, expected 512)\n",median(ts,5),part); }
return ok?0:1;}
