; syclrt's builtin library for NVPTX, the part that OpenCL C cannot say:
; the shared-memory scratch of the work-group collectives, and the
; generic-to-named casts (`__to_global`, `__to_local`, `__to_private`)
; that Intel's translator emits for OpGenericCastToPtr(Explicit).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-nvcl"

; One slot per warp (32 warps of 32 in a work-group of 1024) plus one for
; the result, 8 bytes each (the widest type).
@__syclrt_scratch = internal addrspace(3) global [33 x i64] undef, align 8

define ptr addrspace(3) @__syclrt_wg_scratch() #0 {
  ret ptr addrspace(3) @__syclrt_scratch
}

; The conversion is cvta in inline assembly: an addrspacecast would let
; InstCombine fold generic(global) -> local into a global -> local cast,
; which the NVPTX backend cannot select.
define ptr addrspace(1) @__to_global(ptr %p) #0 {
  %is = call i1 @llvm.nvvm.isspacep.global(ptr %p)
  br i1 %is, label %yes, label %no
yes:
  %a = call i64 asm "cvta.to.global.u64 $0, $1;", "=l,l"(ptr %p)
  %c = inttoptr i64 %a to ptr addrspace(1)
  ret ptr addrspace(1) %c
no:
  ret ptr addrspace(1) null
}

define ptr addrspace(3) @__to_local(ptr %p) #0 {
  %is = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
  br i1 %is, label %yes, label %no
yes:
  %a = call i64 asm "cvta.to.shared.u64 $0, $1;", "=l,l"(ptr %p)
  %c = inttoptr i64 %a to ptr addrspace(3)
  ret ptr addrspace(3) %c
no:
  ret ptr addrspace(3) null
}

; SPIR's private address space is NVPTX's generic one here (docs/ptx.md):
; the pointer stays generic, checked to point into local (stack) memory.
define ptr @__to_private(ptr %p) #0 {
  %is = call i1 @llvm.nvvm.isspacep.local(ptr %p)
  %r = select i1 %is, ptr %p, ptr null
  ret ptr %r
}

declare i1 @llvm.nvvm.isspacep.global(ptr)
declare i1 @llvm.nvvm.isspacep.shared(ptr)
declare i1 @llvm.nvvm.isspacep.local(ptr)

attributes #0 = { alwaysinline nounwind }
