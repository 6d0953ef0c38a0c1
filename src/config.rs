//! Every environment variable syclrt reads, in one table, parsed once.
//!
//! [`VARS`] is the documentation (the table in docs/reference.md is checked against it
//! by a test, and `syclrt-info --env` prints it); [`Config`] is the parsed
//! result. Nothing else in the crate calls `std::env::var`.

use std::sync::OnceLock;

/// One documented environment variable.
#[derive(Debug)]
pub struct EnvVar {
    pub name: &'static str,
    pub default: &'static str,
    pub doc: &'static str,
}

/// The table. Add a row here before reading a new variable.
pub const VARS: &[EnvVar] = &[
    EnvVar {
        name: "SYCLRT_OPENCL_LIBRARY",
        default: "libOpenCL.so.1, then libOpenCL.so",
        doc: "Path or soname of the OpenCL ICD loader (or a single OpenCL implementation) to open at run time; when set, only this file is tried.",
    },
    EnvVar {
        name: "SYCLRT_DEFAULT_DEVICE",
        default: "first GPU, else first CPU, else first device",
        doc: "Device returned by syclrt_device_default: a global device index (as listed by syclrt-info) or a case-insensitive substring of the device or platform name.",
    },
    EnvVar {
        name: "SYCLRT_MASK_ASPECTS",
        default: "(none)",
        doc: "Comma-separated aspect names (e.g. fp16,fp64) that every device reports as absent; for testing fallback paths on one machine.",
    },
    EnvVar {
        name: "SYCLRT_LOG",
        default: "warn",
        doc: "Log filter in env_logger syntax (e.g. syclrt=debug); messages go to stderr.",
    },
    EnvVar {
        name: "SYCLRT_PI_TRACE",
        default: "0",
        doc: "1 (or any non-empty value but 0): the PI plugin logs every PI call with its arguments and result (log target syclrt::pi, to stderr), like DPC++'s SYCL_PI_TRACE=-1 for the stock plugin.",
    },
    EnvVar {
        name: "SYCLRT_UR_TRACE",
        default: "0",
        doc: "1 (or any non-empty value but 0): the Unified Runtime adapter logs every UR call with its arguments and result (log target syclrt::ur, to stderr).",
    },
    EnvVar {
        name: "SYCLRT_UR_LAYOUT",
        default: "detected from the UR loader in the process",
        doc: "DDI table layout of the UR adapter face: 2025.2, 2025.3, 2026.1 (also 2026.0) or 2026.2. Needed only when no UR loader is loaded (tests calling the tables directly); a value that names no generation makes every urGet*ProcAddrTable fail.",
    },
    EnvVar {
        name: "SYCLRT_USM",
        default: "auto",
        doc: "Which USM provider backs USM calls (PI plugin and syclrt_usm_*): auto (Intel's cl_intel_unified_shared_memory where the device has it, else emulation over OpenCL 2.0 SVM, else none), intel (only Intel USM), svm (always the SVM emulation, for testing and benchmarks), svm-coarse (the SVM emulation as on a coarse-grained-only device: host and shared USM through the map/unmap protocol of SYCLRT_USM_COARSE_HOST; tests), none (no USM: every USM call fails with UNSUPPORTED).",
    },
    EnvVar {
        name: "SYCLRT_BUFFER_D2D",
        default: "auto",
        doc: "How buffers move pages between two devices of one context: copy (clEnqueueCopyBuffer[Rect] on the target's queue), staged (read into pinned CL_MEM_ALLOC_HOST_PTR staging on the source's queue, write from it on the target's, in chunks pipelined with events), auto (staged when either device is a GPU, else copy). A context can override it (core Context::transfers.set_path).",
    },
    EnvVar {
        name: "SYCLRT_BUFFER_HOST",
        default: "auto",
        doc: "Host allocations of buffers: pinned (a CL_MEM_ALLOC_HOST_PTR buffer mapped for the buffer's life: host transfers at DMA speed on GPUs), pageable (the heap), auto (pinned when the context has a GPU). Falls back to pageable when the driver gives no pinned memory.",
    },
    EnvVar {
        name: "SYCLRT_BUFFER_CHUNK",
        default: "8388608 (8 MiB)",
        doc: "Chunk size in bytes of staged device-to-device moves (4 chunks of pinned staging per context); at least 4096.",
    },
    EnvVar {
        name: "SYCLRT_BUFFER_TRACE",
        default: "0",
        doc: "Buffer transfer timings on stderr, one line per planned copy (direction, path, bytes, chunks, host time spent in the enqueue calls): 1. sync: also waits for each copy to finish and prints its duration and GB/s (serialises transfers; diagnosis only).",
    },
    EnvVar {
        name: "SYCLRT_UR_COMMAND_BUFFER",
        default: "auto",
        doc: "How the UR adapter runs command buffers (SYCL graphs): auto (natively over cl_khr_command_buffer where the device lists a version syclrt knows, else recorded and replayed by syclrt), record (always recorded and replayed, for testing and benchmarks).",
    },
    EnvVar {
        name: "SYCLRT_DEBUG_PANIC_IN",
        default: "(unset)",
        doc: "Test hook: name of a C entry point (e.g. syclrt_platform_count) that panics inside its boundary, to prove the panic is caught and returned as SYCLRT_STATUS_PANIC; a PI entry name (e.g. piTearDown) makes that PI entry return PI_ERROR_UNKNOWN the same way.",
    },
    EnvVar {
        name: "SYCLRT_OPENCL_LAYER",
        default: "auto",
        doc: "auto: when syclrt opens the OpenCL loader itself and OPENCL_LAYERS is unset, libsyclrt.so registers as an OpenCL layer (OPENCL_LAYERS while the loader starts), so that a program calling the driver's clCreateProgramWithIL past any runtime (dpctl's create_program_from_spirv) gets the device-code route on a device that takes no SPIR-V (PoCL 3.1: LLVM bitcode; NVIDIA: PTX); every other call goes to the driver untouched. off: no layer.",
    },
    EnvVar {
        name: "SYCLRT_DEBUG_SEGV",
        default: "0",
        doc: "Diagnosis hook: 1 writes the faulting address, the nearest live USM allocation and the native stack (library and offset per frame) to stderr on SIGSEGV or SIGBUS, then hands the signal to the handler installed before (Python's faulthandler) or the default. Any other value names a file to append that to (pytest's capture holds stderr during a test).",
    },
    EnvVar {
        name: "SYCLRT_SVM_SERIALIZE",
        default: "auto",
        doc: "auto: on when a platform of the loaded OpenCL is NVIDIA's (its OpenCL faults with two threads in its SVM code at once: docs/ptx.md); 1: always; 0: never. On, the driver's SVM entry points (clSVMAlloc, clSVMFree, clEnqueueSVMMemcpy/MemFill/Map/Unmap) are called under one process-wide lock, a blocking copy or map enqueued under it and waited for after it.",
    },
    EnvVar {
        name: "SYCL_CACHE_PERSISTENT",
        default: "1 (on)",
        doc: "Persistent (on-disk) device-code cache: 1 on, 0 off. Built programs are stored as native binaries and loaded on later runs.",
    },
    EnvVar {
        name: "SYCL_CACHE_DIR",
        default: "$XDG_CACHE_HOME/syclrt, else $HOME/.cache/syclrt",
        doc: "Root directory of the persistent cache (created 0700; never loaded from if owned by another user or writable by group/others).",
    },
    EnvVar {
        name: "SYCL_CACHE_MAX_SIZE",
        default: "1073741824 (1 GiB)",
        doc: "Size cap of the persistent cache in bytes; past it, least recently used items are evicted after each store. 0: no cap.",
    },
    EnvVar {
        name: "SYCL_CACHE_THRESHOLD",
        default: "0 (no age limit)",
        doc: "Age limit of persistent cache items in days since their last recorded use; older items are evicted after each store. 0: none.",
    },
    EnvVar {
        name: "SYCL_CACHE_EVICTION_DISABLE",
        default: "0",
        doc: "1: never evict persistent cache items (neither by size nor by age).",
    },
    EnvVar {
        name: "SYCL_CACHE_MIN_DEVICE_IMAGE_SIZE",
        default: "0",
        doc: "Device images (source, IL or binary input) smaller than this many bytes are not stored in the persistent cache.",
    },
    EnvVar {
        name: "SYCL_CACHE_MAX_DEVICE_IMAGE_SIZE",
        default: "1073741824 (1 GiB)",
        doc: "Device images larger than this many bytes are not stored in the persistent cache.",
    },
    EnvVar {
        name: "SYCL_CACHE_TRACE",
        default: "0",
        doc: "Cache trace bit mask printed to stderr: 1 persistent cache, 2 in-memory cache. A non-numeric value means 1.",
    },
    EnvVar {
        name: "SYCL_CACHE_IN_MEM",
        default: "1 (on)",
        doc: "In-memory per-context program and kernel cache: 1 on, 0 off.",
    },
    EnvVar {
        name: "SYCL_IN_MEM_CACHE_EVICTION_THRESHOLD",
        default: "0 (never)",
        doc: "Byte size (sum of program binary sizes) past which the in-memory cache evicts least recently used programs. 0: never.",
    },
    EnvVar {
        name: "SYCLRT_CACHE_STORE",
        default: "auto",
        doc: "Whether a persistent-cache miss stores the program's binaries: auto (per driver: PoCL stores nothing, Intel's and NVIDIA's copies are stored; docs/cache.md), always (every device; PoCL through a twin build, a whole compile), never (lookups only).",
    },
    EnvVar {
        name: "SYCLRT_LLVM_SPIRV",
        default: "dpcpp_llvm_spirv/bin/llvm-spirv in $VIRTUAL_ENV, the Python prefixes of PATH, ~/.local; then llvm-spirv on PATH",
        doc: "Path of Intel's SPIR-V translator (PyPI dpcpp-llvm-spirv 2024.2.0) used by the SPIR-V -> PTX stage for devices that take PTX binaries (NVIDIA's OpenCL).",
    },
    EnvVar {
        name: "SYCLRT_LLVM_DIR",
        default: "/usr/lib/llvm-19/bin, then <tool>-19 on PATH",
        doc: "Directory holding LLVM 19's llvm-dis, llvm-link, opt and llc for the SPIR-V -> PTX stage.",
    },
    EnvVar {
        name: "SYCLRT_USM_COARSE_HOST",
        default: "auto",
        doc: "Host and shared USM on a device with coarse-grained SVM only (NVIDIA's OpenCL): auto/on keeps such allocations mapped for the host and unmaps/maps them around every kernel launch and USM copy or fill of their context (docs/ptx.md; a copy each way per command); off refuses them (UNSUPPORTED) and reports no host/shared USM.",
    },
    EnvVar {
        name: "SYCLRT_USM_COARSE_SYNC",
        default: "eager",
        doc: "Coarse-grained host/shared USM (NVIDIA's OpenCL): eager maps the allocations back after every kernel launch; lazy leaves them unmapped across launches and maps them back when the host may look (a host wait, a complete status, a USM copy or fill, a free), cheaper per launch but no faster for dpnp's operations measured, and a completion callback alone does not see the kernel's writes (docs/ptx.md).",
    },
    EnvVar {
        name: "SYCLRT_USM_COARSE_BLOCK",
        default: "off",
        doc: "Coarse-grained host/shared USM (NVIDIA's OpenCL): off (the default) gives every allocation its own SVM allocation; on serves allocations of at most 64 KiB (alignment at most 4 KiB) from shared 2 MiB SVM blocks per context, so a kernel launch unmaps and maps one range per block instead of one per allocation. On NVIDIA driver 580 the host's writes into block sub-allocations did not reach the device (dpnp's take and sort returned wrong values; docs/ptx.md), so on is for experiments only.",
    },
    EnvVar {
        name: "SYCLRT_WAIT",
        default: "block",
        doc: "How syclrt waits on the host for events and queues: block (clWaitForEvents/clFinish), poll (flush, then poll the events' status, on every driver), poll-intel-cpu (poll on Intel's CPU OpenCL runtime only). Polling was tried against the hang of docs/ur.md and does not remove it; it stays for diagnosis.",
    },
    EnvVar {
        name: "SYCLRT_PROFILE",
        default: "unset",
        doc: "Diagnosis: kernels prints one stderr line per kernel launch when it completes (name, sizes, queued->start and run time from the driver's profiling), creating every queue with profiling on.",
    },
    EnvVar {
        name: "SYCLRT_QUEUE_ORDER",
        default: "auto",
        doc: "The OpenCL queue under an out-of-order SYCL queue: auto makes it in-order on Intel's CPU OpenCL runtime (its out-of-order command list deadlocks now and then: docs/ur.md) and out-of-order elsewhere; native asks every driver for what was asked; in-order makes every such queue in-order. SYCL lets an out-of-order queue run its commands in order.",
    },
    EnvVar {
        name: "SYCLRT_CHECK_LAUNCHES",
        default: "0",
        doc: "Diagnosis: 1 waits for every kernel launch to finish and checks its status; a launch that fails on the device (a fault) returns its error with the kernel's name, ND-range and the driver's code at once, and logs it; a launch behind a failed event is refused, named, before it is enqueued (serialises the device; diagnosis only).",
    },
    EnvVar {
        name: "SYCLRT_LOCAL_PAD",
        default: "auto",
        doc: "Local-memory kernel arguments on the devices of the SPIR-V -> PTX route (NVIDIA): auto gives each up to 1 KiB more than asked within the device's local memory (NVIDIA's hardware faults on a read past a work group's local allocation, which DPC++ programs do; core/local_args.rs), off gives the sizes as asked.",
    },
    EnvVar {
        name: "SYCLRT_USM_POOL",
        default: "auto (no limit; pooled memory is given back when the driver is out of memory)",
        doc: "Freed device USM allocations on coarse-grained-only SVM devices (NVIDIA's OpenCL, where clSVMAlloc+clSVMFree cost about 1 ms) are kept per context and size class and handed out again, up to this many bytes per context; off or 0 frees them at once (the host pool of SYCLRT_USM_HOST_POOL too).",
    },
    EnvVar {
        name: "SYCLRT_USM_HOST_POOL",
        default: "on",
        doc: "Freed coarse-grained host USM allocations of up to 1 MiB stay mapped in a pool of their context (at most 64 MiB) and are handed out again with no driver call (NVIDIA: 0.83 ms per allocation and 0.65 ms per free otherwise; dpnp's take 0.20 -> 0.76 of CuPy, docs/ptx.md); off frees them at once.",
    },
    EnvVar {
        name: "SYCLRT_PTX",
        default: "auto",
        doc: "SPIR-V programs on devices that take PTX binaries and no SPIR-V (NVIDIA's OpenCL): auto translates them to PTX (docs/ptx.md), off leaves such devices without SPIR-V.",
    },
    EnvVar {
        name: "SYCLRT_LIBCLC",
        default: "nvptx64--nvidiacl.bc in /usr/lib/clc, /usr/share/clc, /usr/lib/llvm-19/lib/clc",
        doc: "Path of libclc's nvptx64--nvidiacl.bc (Debian libclc-19), the OpenCL builtins linked into PTX.",
    },
    EnvVar {
        name: "SYCLRT_BITCODE",
        default: "auto",
        doc: "SPIR-V programs on devices that take LLVM bitcode and no SPIR-V (PoCL 3.x: no IL version, cl_khr_spir): auto translates them to LLVM bitcode with llvm-spirv-15 (docs/pocl.md), off leaves such devices without SPIR-V.",
    },
    EnvVar {
        name: "SYCLRT_BITCODE_LLVM_DIR",
        default: "/usr/lib/llvm-15/bin (llvm-spirv there or /usr/bin/llvm-spirv-15)",
        doc: "Directory of the LLVM 15 tools of the bitcode route (llvm-link, opt, llvm-dis, llvm-as, llvm-nm and llvm-spirv); Debian's llvm-15 and llvm-spirv-15.",
    },
    EnvVar {
        name: "SYCLRT_BITCODE_SPECIALIZE",
        default: "on",
        doc: "On the bitcode route, a kernel whose loop runs a count given as a kernel argument, launched twice in a row with the same count, gets a second build in the background with that count a constant (PoCL 3.1 vectorizes such loops only then, docs/pocl.md); later launches with those values use it. off/0/no: every launch runs the kernel's own build and no background build starts.",
    },
    EnvVar {
        name: "SYCLRT_POCL_KERNEL_LIB",
        default: "the first kernel-*.bc in /usr/share/pocl or /usr/lib/x86_64-linux-gnu/pocl",
        doc: "PoCL's kernel library, read once (llvm-nm) so that the bitcode route refuses, UNSUPPORTED and named, a program that calls a function neither it nor syclrt's builtins define.",
    },
];

/// The parsed configuration.
#[derive(Debug, Default, Clone)]
pub struct Config {
    pub opencl_library: Option<String>,
    pub default_device: Option<String>,
    pub mask_aspects: Vec<String>,
    pub log: Option<String>,
    pub debug_panic_in: Option<String>,
    /// `SYCLRT_DEBUG_SEGV`: print the native stack on SIGSEGV/SIGBUS.
    pub debug_segv: bool,
    /// `SYCLRT_DEBUG_SEGV` when it names a file (not `0`/`1`): where the
    /// hook writes (a test runner may have redirected stderr to a capture
    /// file that is lost with the process).
    pub debug_segv_file: Option<String>,
    /// `SYCLRT_SVM_SERIALIZE` (auto, 1, 0), lower-cased.
    pub svm_serialize: Option<String>,
    /// `SYCLRT_OPENCL_LAYER` (auto, off), lower-cased.
    pub opencl_layer: Option<String>,
    pub pi_trace: bool,
    pub ur_trace: bool,
    pub ur_layout: Option<String>,
    /// `SYCLRT_USM` (auto, intel, svm, none), lower-cased.
    pub usm: Option<String>,
    /// `SYCLRT_USM_HOST_POOL`: the coarse-grained host allocation pool.
    pub usm_host_pool: bool,
    /// `SYCLRT_USM_POOL` (auto, off, or a byte count), lower-cased.
    pub usm_pool: Option<String>,
    /// `SYCLRT_CHECK_LAUNCHES`: wait for and check every kernel launch.
    pub check_launches: bool,
    /// `SYCLRT_LOCAL_PAD` is not `off`: pad local arguments on route devices.
    pub local_pad: bool,
    /// `SYCLRT_WAIT` (auto, block, poll), lower-cased.
    pub wait: Option<String>,
    /// `SYCLRT_QUEUE_ORDER` (auto, native, in-order), lower-cased.
    pub queue_order: Option<String>,
    /// `SYCLRT_PROFILE` (comma-separated: kernels), lower-cased.
    pub profile: Option<String>,
    /// `SYCLRT_PROFILE` names `kernels`: each launch is watched
    /// (`core::profile`; queues are made with profiling on).
    pub profile_kernels: bool,
    /// `SYCLRT_USM_COARSE_SYNC` (lazy, eager), lower-cased.
    pub usm_coarse_sync: Option<String>,
    /// `SYCLRT_USM_COARSE_HOST` (auto, on, off), lower-cased.
    pub usm_coarse_host: Option<String>,
    /// `SYCLRT_USM_COARSE_BLOCK` (auto, on, off), lower-cased.
    pub usm_coarse_block: Option<String>,
    /// `SYCLRT_BUFFER_D2D` (auto, copy, staged), lower-cased.
    pub buffer_d2d: Option<String>,
    /// `SYCLRT_BUFFER_HOST` (auto, pinned, pageable), lower-cased.
    pub buffer_host: Option<String>,
    /// `SYCLRT_BUFFER_CHUNK`, parsed (None: unset or not a number).
    pub buffer_chunk: Option<usize>,
    /// `SYCLRT_BUFFER_TRACE`: 0 off, 1 enqueue timings, 2 (`sync`) waits and times each copy.
    pub buffer_trace: u8,
    /// `SYCLRT_UR_COMMAND_BUFFER` (auto, record), lower-cased.
    pub command_buffer: Option<String>,
    /// The raw `SYCL_CACHE_*` / `SYCL_IN_MEM_*` values, parsed by `core::cache::CacheConfig`.
    pub cache: CacheVars,
    /// Where the SPIR-V -> PTX stage looks for its tools (`core::ptx::ToolSearch`).
    pub ptx: PtxVars,
    /// The LLVM-bitcode route (`core::bitcode`).
    pub bitcode: BitcodeVars,
}

/// Raw values of the LLVM-bitcode route.
#[derive(Debug, Default, Clone)]
pub struct BitcodeVars {
    /// `SYCLRT_BITCODE` (auto, off), lower-cased.
    pub mode: Option<String>,
    /// `SYCLRT_BITCODE_LLVM_DIR`.
    pub llvm_dir: Option<String>,
    /// `SYCLRT_POCL_KERNEL_LIB`.
    pub kernel_lib: Option<String>,
    /// Limit for each tool process, in seconds.
    pub tool_timeout_s: u64,
    /// `SYCLRT_BITCODE_SPECIALIZE` (on unless `off`/`0`/`no`).
    pub specialize: bool,
}

/// Raw values for finding the SPIR-V -> PTX tools.
#[derive(Debug, Default, Clone)]
pub struct PtxVars {
    /// `SYCLRT_PTX` (auto, off), lower-cased.
    pub mode: Option<String>,
    pub llvm_spirv: Option<String>,
    pub llvm_dir: Option<String>,
    pub libclc: Option<String>,
    /// `$PATH`, `$VIRTUAL_ENV` and `$HOME` (system variables, read for the search).
    pub path: Option<String>,
    pub virtual_env: Option<String>,
    pub home: Option<String>,
}

/// Raw values of the cache variables (unparsed; `None` when unset or empty).
#[derive(Debug, Default, Clone)]
pub struct CacheVars {
    pub persistent: Option<String>,
    pub dir: Option<String>,
    pub max_size: Option<String>,
    pub threshold: Option<String>,
    pub eviction_disable: Option<String>,
    pub min_image_size: Option<String>,
    pub max_image_size: Option<String>,
    pub trace: Option<String>,
    pub in_mem: Option<String>,
    pub in_mem_eviction_threshold: Option<String>,
    /// `SYCLRT_CACHE_STORE` (auto, always, never), parsed by `core::cache::policy`.
    pub store: Option<String>,
    /// The drivers' own cache settings, read for the store policy (not
    /// syclrt's variables): `POCL_KERNEL_CACHE`, `CUDA_CACHE_DISABLE`.
    pub pocl_kernel_cache: Option<String>,
    pub cuda_cache_disable: Option<String>,
    /// `$XDG_CACHE_HOME` and `$HOME`, for the default directory.
    pub xdg_cache_home: Option<String>,
    pub home: Option<String>,
}

fn var(name: &str) -> Option<String> {
    debug_assert!(VARS.iter().any(|v| v.name == name), "{name} is not in config::VARS");
    std::env::var(name).ok().filter(|s| !s.is_empty())
}

/// A variable syclrt does not own but reads for defaults (`HOME`, `XDG_CACHE_HOME`)
/// or for the store policy (the drivers' `POCL_KERNEL_CACHE`, `CUDA_CACHE_DISABLE`).
fn system_var(name: &str) -> Option<String> {
    std::env::var(name).ok().filter(|s| !s.is_empty())
}

impl Config {
    /// Reads the environment now.
    pub fn from_env() -> Config {
        Config {
            opencl_library: var("SYCLRT_OPENCL_LIBRARY"),
            default_device: var("SYCLRT_DEFAULT_DEVICE"),
            mask_aspects: var("SYCLRT_MASK_ASPECTS")
                .map(|s| s.split(',').map(|a| a.trim().to_ascii_lowercase()).filter(|a| !a.is_empty()).collect())
                .unwrap_or_default(),
            log: var("SYCLRT_LOG"),
            debug_panic_in: var("SYCLRT_DEBUG_PANIC_IN"),
            debug_segv: var("SYCLRT_DEBUG_SEGV").is_some_and(|v| v != "0"),
            debug_segv_file: var("SYCLRT_DEBUG_SEGV").filter(|v| v != "0" && v != "1"),
            svm_serialize: var("SYCLRT_SVM_SERIALIZE").map(|v| v.trim().to_ascii_lowercase()),
            opencl_layer: var("SYCLRT_OPENCL_LAYER").map(|v| v.trim().to_ascii_lowercase()),
            cache: CacheVars {
                persistent: var("SYCL_CACHE_PERSISTENT"),
                dir: var("SYCL_CACHE_DIR"),
                max_size: var("SYCL_CACHE_MAX_SIZE"),
                threshold: var("SYCL_CACHE_THRESHOLD"),
                eviction_disable: var("SYCL_CACHE_EVICTION_DISABLE"),
                min_image_size: var("SYCL_CACHE_MIN_DEVICE_IMAGE_SIZE"),
                max_image_size: var("SYCL_CACHE_MAX_DEVICE_IMAGE_SIZE"),
                trace: var("SYCL_CACHE_TRACE"),
                in_mem: var("SYCL_CACHE_IN_MEM"),
                in_mem_eviction_threshold: var("SYCL_IN_MEM_CACHE_EVICTION_THRESHOLD"),
                store: var("SYCLRT_CACHE_STORE"),
                pocl_kernel_cache: system_var("POCL_KERNEL_CACHE"),
                cuda_cache_disable: system_var("CUDA_CACHE_DISABLE"),
                xdg_cache_home: system_var("XDG_CACHE_HOME"),
                home: system_var("HOME"),
            },
            pi_trace: var("SYCLRT_PI_TRACE").is_some_and(|v| v != "0"),
            ur_trace: var("SYCLRT_UR_TRACE").is_some_and(|v| v != "0"),
            ur_layout: var("SYCLRT_UR_LAYOUT"),
            usm: var("SYCLRT_USM").map(|v| v.trim().to_ascii_lowercase()),
            usm_pool: var("SYCLRT_USM_POOL").map(|v| v.trim().to_ascii_lowercase()),
            usm_host_pool: var("SYCLRT_USM_HOST_POOL").is_none_or(|v| !matches!(v.trim(), "0" | "off" | "no")),
            check_launches: var("SYCLRT_CHECK_LAUNCHES").is_some_and(|v| v != "0"),
            local_pad: var("SYCLRT_LOCAL_PAD").is_none_or(|v| !v.trim().eq_ignore_ascii_case("off")),
            wait: var("SYCLRT_WAIT").map(|v| v.trim().to_ascii_lowercase()),
            profile: var("SYCLRT_PROFILE").map(|v| v.trim().to_ascii_lowercase()),
            profile_kernels: var("SYCLRT_PROFILE")
                .is_some_and(|v| v.trim().to_ascii_lowercase().split(',').any(|p| p == "kernels")),
            queue_order: var("SYCLRT_QUEUE_ORDER").map(|v| v.trim().to_ascii_lowercase()),
            usm_coarse_sync: var("SYCLRT_USM_COARSE_SYNC").map(|v| v.trim().to_ascii_lowercase()),
            usm_coarse_host: var("SYCLRT_USM_COARSE_HOST").map(|v| v.trim().to_ascii_lowercase()),
            usm_coarse_block: var("SYCLRT_USM_COARSE_BLOCK").map(|v| v.trim().to_ascii_lowercase()),
            buffer_d2d: var("SYCLRT_BUFFER_D2D").map(|v| v.trim().to_ascii_lowercase()),
            buffer_host: var("SYCLRT_BUFFER_HOST").map(|v| v.trim().to_ascii_lowercase()),
            buffer_chunk: var("SYCLRT_BUFFER_CHUNK").and_then(|v| v.trim().parse().ok()),
            buffer_trace: match var("SYCLRT_BUFFER_TRACE").as_deref().map(str::trim) {
                None | Some("0") => 0,
                Some(v) if v.eq_ignore_ascii_case("sync") => 2,
                Some(_) => 1,
            },
            command_buffer: var("SYCLRT_UR_COMMAND_BUFFER").map(|v| v.trim().to_ascii_lowercase()),
            ptx: PtxVars {
                mode: var("SYCLRT_PTX").map(|v| v.to_ascii_lowercase()),
                llvm_spirv: var("SYCLRT_LLVM_SPIRV"),
                llvm_dir: var("SYCLRT_LLVM_DIR"),
                libclc: var("SYCLRT_LIBCLC"),
                path: system_var("PATH"),
                virtual_env: system_var("VIRTUAL_ENV"),
                home: system_var("HOME"),
            },
            bitcode: BitcodeVars {
                mode: var("SYCLRT_BITCODE").map(|v| v.trim().to_ascii_lowercase()),
                llvm_dir: var("SYCLRT_BITCODE_LLVM_DIR"),
                kernel_lib: var("SYCLRT_POCL_KERNEL_LIB"),
                tool_timeout_s: 300,
                specialize: !var("SYCLRT_BITCODE_SPECIALIZE").is_some_and(|v| matches!(v.trim(), "0" | "off" | "no")),
            },
        }
    }
}

static CONFIG: OnceLock<Config> = OnceLock::new();

/// The configuration, read from the environment on first use.
pub fn get() -> &'static Config {
    CONFIG.get_or_init(|| {
        let c = Config::from_env();
        init_logging(c.log.as_deref(), c.pi_trace, c.ur_trace);
        c
    })
}

fn init_logging(filter: Option<&str>, pi_trace: bool, ur_trace: bool) {
    let mut b = env_logger::Builder::new();
    b.parse_filters(filter.unwrap_or("warn"));
    if pi_trace {
        b.parse_filters("syclrt::pi=info");
    }
    if ur_trace {
        b.parse_filters("syclrt::ur=info");
    }
    // A host application may have installed its own logger: keep it.
    let _ = b.try_init();
}

/// Names `path` in `OPENCL_LAYERS` for the loader about to start
/// (`cl::loader`'s layer offer), unless the variable is set already;
/// returns whether it set it. [`withdraw_opencl_layer`] takes it away again.
pub fn offer_opencl_layer(path: &str) -> bool {
    if std::env::var_os("OPENCL_LAYERS").is_some() {
        return false;
    }
    std::env::set_var("OPENCL_LAYERS", path);
    true
}

/// Removes the `OPENCL_LAYERS` that [`offer_opencl_layer`] set, once the
/// loader has read it (children get the environment as it was).
pub fn withdraw_opencl_layer() {
    std::env::remove_var("OPENCL_LAYERS");
}

/// The variables ICD loaders read while they enumerate their ICDs. They are
/// not syclrt settings (so not in the table above); syclrt only protects
/// them from the loader (`LoaderEnvGuard`, used by `cl::loader::api`).
pub const LOADER_ENV: [&str; 4] = ["OCL_ICD_FILENAMES", "OCL_ICD_VENDORS", "OPENCL_LAYERS", "OPENCL_LAYER_PATH"];

/// The loader's variables as they were before the loader ran.
///
/// The Khronos ICD loader (the `libOpenCL.so.1` CUDA installs, first in the
/// library path of our GPU machines) splits `OCL_ICD_FILENAMES` and
/// `OPENCL_LAYERS` in place: it writes a NUL over each `:` of the string
/// `getenv` returned, which is the process environment itself. From then
/// on the process, and every child it starts (they inherit `environ`),
/// sees only the first entry: with `OCL_ICD_FILENAMES=libpocl.so.2:
/// libnvidia-opencl.so.1`, children find no NVIDIA platform (issue 17,
/// docs/gpu.md). syclrt puts the values back as they were.
pub struct LoaderEnvGuard(Vec<(&'static str, Option<std::ffi::OsString>)>);

impl LoaderEnvGuard {
    pub fn snapshot() -> LoaderEnvGuard {
        LoaderEnvGuard(LOADER_ENV.iter().map(|&k| (k, std::env::var_os(k))).collect())
    }

    /// Puts back every variable the loader changed; returns their names.
    pub fn restore(&self, loader: &str) -> Vec<&'static str> {
        let mut changed = Vec::new();
        for (k, before) in &self.0 {
            if std::env::var_os(k) != *before {
                if let Some(v) = before {
                    log::info!(
                        "the OpenCL loader {loader} changed {k} in the process environment \
                         (it splits the value in place); restored to {v:?} so that child processes see it"
                    );
                    std::env::set_var(k, v);
                    changed.push(*k);
                }
            }
        }
        changed
    }
}
