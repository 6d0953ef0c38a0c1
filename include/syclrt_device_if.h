/*
 * syclrt_device_if.h: sycl_ext_oneapi_device_if for OpenCL C device code.
 *
 * Include it from an OpenCL C source image (a device image registered in
 * OpenCL C source form). When the source names this header, syclrt
 * compiles it with clCompileProgram and passes this file as an embedded
 * header (input_headers / header_include_names), then links the object
 * with clLinkProgram: the OpenCL compiler's own preprocessor finds it
 * under any valid spelling of the directive (#include "..." or <...>,
 * "#  include", after a comment, included twice behind the guard), and no
 * include path is needed. Its text is part of the program-cache key. The
 * image is built once per distinct set of device aspects, defining for
 * every aspect NAME the macro SYCLRT_ASPECT_NAME as 1 (the device has it)
 * or 0.
 * SYCLRT_MASK_ASPECTS hides aspects here exactly as it does on the host.
 *
 * The chain of the extension is written with the preprocessor, so that a
 * branch whose condition is false for the device is *discarded*: it is
 * never compiled for that device, and may use optional features (half,
 * double, 64-bit atomics) the device lacks:
 *
 *   #include "syclrt_device_if.h"
 *   #if if_device_has(fp16)
 *       half h = (half)x;  ...            // only compiled where fp16 exists
 *   #elif else_if_device_has(fp64)
 *       double d = (double)x; ...         // fp64 but no fp16
 *   #else  // otherwise
 *       ...                               // fallback, every other device
 *   #endif
 *
 * if_device_has(a, b, ...) (up to 4 aspects) is true only if the device
 * has all of them. Aspect names are the SYCL 2020 spellings: cpu, gpu,
 * accelerator, fp16, fp64, atomic64, online_compiler, online_linker,
 * queue_profiling, usm_device_allocations, usm_host_allocations,
 * usm_shared_allocations, image. SYCL_EXT_ONEAPI_DEVICE_IF is 1.
 *
 * When the image is built without syclrt (no SYCLRT_ASPECTS_DEFINED),
 * every aspect reads as absent, so only the fallback is compiled.
 */
#ifndef SYCLRT_DEVICE_IF_H
#define SYCLRT_DEVICE_IF_H

#define SYCL_EXT_ONEAPI_DEVICE_IF 1

#ifndef SYCLRT_ASPECTS_DEFINED
#define SYCLRT_ASPECT_cpu 0
#define SYCLRT_ASPECT_gpu 0
#define SYCLRT_ASPECT_accelerator 0
#define SYCLRT_ASPECT_fp16 0
#define SYCLRT_ASPECT_fp64 0
#define SYCLRT_ASPECT_atomic64 0
#define SYCLRT_ASPECT_online_compiler 0
#define SYCLRT_ASPECT_online_linker 0
#define SYCLRT_ASPECT_queue_profiling 0
#define SYCLRT_ASPECT_usm_device_allocations 0
#define SYCLRT_ASPECT_usm_host_allocations 0
#define SYCLRT_ASPECT_usm_shared_allocations 0
#define SYCLRT_ASPECT_image 0
#endif

#define SYCLRT_HAS_1(a) (SYCLRT_ASPECT_##a)
#define SYCLRT_HAS_2(a, b) (SYCLRT_ASPECT_##a && SYCLRT_ASPECT_##b)
#define SYCLRT_HAS_3(a, b, c) (SYCLRT_HAS_2(a, b) && SYCLRT_ASPECT_##c)
#define SYCLRT_HAS_4(a, b, c, d) (SYCLRT_HAS_2(a, b) && SYCLRT_HAS_2(c, d))
#define SYCLRT_PICK(_1, _2, _3, _4, NAME, ...) NAME

/* True (in #if / #elif) when the device has every listed aspect. */
#define if_device_has(...) SYCLRT_PICK(__VA_ARGS__, SYCLRT_HAS_4, SYCLRT_HAS_3, SYCLRT_HAS_2, SYCLRT_HAS_1, )(__VA_ARGS__)
#define else_if_device_has(...) if_device_has(__VA_ARGS__)

#endif /* SYCLRT_DEVICE_IF_H */
