; syclrt's bitcode-route builtins (issue 38): the work-group collectives'
; scratch, a module-scope __local array that OpenCL C cannot declare.
; SYCLRT_WG_SCRATCH (4096) 8-byte slots: one per item of the largest work
; group PoCL's CPU device allows.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@syclrt_wg_scratch_mem = internal addrspace(3) global [4096 x i64] undef, align 16

define spir_func i64 addrspace(3)* @syclrt_wg_scratch() #0 {
  ret i64 addrspace(3)* getelementptr inbounds ([4096 x i64], [4096 x i64] addrspace(3)* @syclrt_wg_scratch_mem, i64 0, i64 0)
}

attributes #0 = { alwaysinline nounwind readnone }
