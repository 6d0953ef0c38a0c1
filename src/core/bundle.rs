//! Kernel bundles (SYCL 2020 §4.11): device images in three states over a
//! context and a device list, every state transition, specialization
//! constants, and compatibility from device requirements.
//!
//! Every program a bundle builds (input → object, input → executable,
//! objects → executable, built-in kernels) goes through ONE function,
//! [`build_for_devices`], whose [`ProgramIdentity`] names exactly what is
//! built: the image ids, their specialization-constant values, the device
//! set and the options. A program cache keyed on that identity can be
//! slotted in there.
//!
//! Source images (OpenCL C) are built once per distinct aspect set of the
//! devices, with `SYCLRT_ASPECT_<name>` macros (the `if_device_has`
//! header) and their specialization constants defined as macros; SPIR-V
//! images get their constants through `clSetProgramSpecializationConstant`.
//!
//! Lock order: a bundle image's spec-constant lock, then nothing else.

use super::context::Context;
use super::device::{Aspect, AspectSet, Device};
use super::error::{Error, ErrorInfo, Result, Status};
use super::image::{DeviceImage, ImageFormat, ImageId};
use super::kernel::Kernel;
use super::program::Program;
use super::registry::{registry, KernelId};
use crate::cl;
use crate::core::cache;
use std::sync::{Arc, Mutex};

/// The three bundle states. Numbers are stable (C ABI).
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BundleState {
    Input = 0,
    Object = 1,
    Executable = 2,
}

impl BundleState {
    pub fn from_code(c: u32) -> Option<BundleState> {
        match c {
            0 => Some(BundleState::Input),
            1 => Some(BundleState::Object),
            2 => Some(BundleState::Executable),
            _ => None,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            BundleState::Input => "input",
            BundleState::Object => "object",
            BundleState::Executable => "executable",
        }
    }
}

/// What kind of OpenCL program build.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BuildKind {
    /// Input → executable (`clBuildProgram`).
    Build,
    /// Input → object (`clCompileProgram`).
    Compile,
    /// Objects → executable (`clLinkProgram`).
    Link,
    /// `clCreateProgramWithBuiltInKernels`.
    BuiltIn,
}

/// The identity of a built program: equal identities give equivalent
/// programs, so a cache may key on it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ProgramIdentity {
    pub kind: BuildKind,
    /// The registered images built, each with its spec-constant value blob (sorted by id).
    pub images: Vec<(ImageId, Vec<u8>)>,
    /// Global indices of the devices built for (sorted).
    pub devices: Vec<usize>,
    /// The full option string passed to OpenCL (image options, aspect and spec-constant macros, user options).
    pub options: String,
    /// Built-in kernels only: the `;`-separated names.
    pub builtin_names: String,
}

/// What [`build_for_devices`] builds.
pub enum BuildInput<'a> {
    /// One registered image with its spec-constant values; `compile_only` stops at an object.
    Image { image: &'a DeviceImage, spec: &'a [u8], compile_only: bool },
    /// Object programs of images, linked together.
    Link { parts: Vec<(ImageId, Vec<u8>, &'a cl::Program)> },
    /// Built-in kernels of the devices.
    BuiltIn { names: String },
}

fn device_ids(devs: &[Arc<Device>]) -> Vec<cl::DeviceId> {
    devs.iter().map(|d| d.id).collect()
}

/// The aspects every device of `devs` has (they are grouped so that all agree).
fn common_aspects(devs: &[Arc<Device>]) -> AspectSet {
    devs.iter().fold(AspectSet(u64::MAX), |a, d| AspectSet(a.0 & d.aspects.0))
}

/// The `-D` options of a source image: aspect macros and emulated spec constants.
fn source_defines(image: &DeviceImage, spec: &[u8], aspects: AspectSet) -> String {
    let mut o = String::from(" -DSYCLRT_ASPECTS_DEFINED=1");
    for a in Aspect::ALL {
        o.push_str(&format!(" -DSYCLRT_ASPECT_{}={}", a.name(), aspects.has(a) as u8));
    }
    for s in &image.spec_constants {
        let bytes = spec.get(s.blob_offset..s.blob_offset + s.size).unwrap_or(&[]);
        let mut v = [0u8; 8];
        v[..bytes.len()].copy_from_slice(bytes);
        let n = u64::from_le_bytes(v);
        let suffix = if s.size == 8 { "UL" } else { "U" };
        o.push_str(&format!(" -D{}={:#x}{suffix}", s.name, n));
    }
    o
}

/// The device header of `sycl_ext_oneapi_device_if` for source images.
pub const DEVICE_IF_HEADER: &str = include_str!("../../include/syclrt_device_if.h");
/// The name source images include it by.
pub const DEVICE_IF_NAME: &str = "syclrt_device_if.h";

/// Whether a source image names the device header. It is then compiled
/// with `clCompileProgram` and the header as an embedded header
/// (`input_headers` + `header_include_names`), so the OpenCL compiler's own
/// preprocessor resolves the include however it is spelled (`#include`,
/// `#  include`, `<...>`, after a comment, twice behind the include guard);
/// every form of the directive contains the name.
pub fn uses_device_if(src: &[u8]) -> bool {
    src.windows(DEVICE_IF_NAME.len()).any(|w| w == DEVICE_IF_NAME.as_bytes())
}

/// The source with each `#include` of the device header replaced by the
/// header's text (then a `#line` directive, so the compiler's line numbers
/// of the user's code are unchanged), when every mention of the header's
/// name is such a directive on a line of its own (outside comments, no
/// line continuation): the program is then a plain `clBuildProgram` (one
/// step, as fast as any source; a background store can rebuild it). None
/// when some mention is anything else (a macro naming the header, an
/// include after a comment on its line, the name in a comment): the caller
/// then compiles with the embedded header and links, which the OpenCL
/// preprocessor resolves in every spelling.
pub fn inline_device_if(src: &[u8]) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(src.len() + DEVICE_IF_HEADER.len());
    let (mut in_block, mut continued) = (false, false);
    let lines: Vec<&[u8]> = src.split(|&b| b == b'\n').collect();
    let last = lines.len() - 1;
    for (i, line) in lines.iter().enumerate() {
        let names = line.windows(DEVICE_IF_NAME.len()).any(|w| w == DEVICE_IF_NAME.as_bytes());
        if names {
            if in_block || continued || line.trim_ascii_end().ends_with(b"\\") || !is_device_if_include(line) {
                return None;
            }
            out.extend_from_slice(DEVICE_IF_HEADER.as_bytes());
            if !DEVICE_IF_HEADER.ends_with('\n') {
                out.push(b'\n');
            }
            // The next line of the user's source is line i + 2.
            out.extend_from_slice(format!("#line {}", i + 2).as_bytes());
        } else {
            out.extend_from_slice(line);
            in_block = ends_in_block_comment(line, in_block);
        }
        continued = line.trim_ascii_end().ends_with(b"\\");
        if i != last {
            out.push(b'\n');
        }
    }
    Some(out)
}

/// Whether `line` is exactly `# include "syclrt_device_if.h"` or
/// `<syclrt_device_if.h>` (any blanks, a trailing `//` comment allowed).
fn is_device_if_include(line: &[u8]) -> bool {
    let rest = line.trim_ascii_start();
    let Some(rest) = rest.strip_prefix(b"#") else { return false };
    let Some(rest) = rest.trim_ascii_start().strip_prefix(b"include") else { return false };
    let rest = rest.trim_ascii_start();
    let name = DEVICE_IF_NAME.as_bytes();
    let close = match rest.first() {
        Some(b'"') => b'"',
        Some(b'<') => b'>',
        _ => return false,
    };
    let Some(rest) = rest[1..].strip_prefix(name) else { return false };
    let Some(rest) = rest.strip_prefix(&[close][..]) else { return false };
    let rest = rest.trim_ascii();
    rest.is_empty() || rest.starts_with(b"//")
}

/// Whether a block comment is open at the end of `line`, given whether one
/// was open at its start (string and character literals skipped).
fn ends_in_block_comment(line: &[u8], mut in_block: bool) -> bool {
    let mut i = 0;
    while i < line.len() {
        let two = line.get(i..i + 2);
        if in_block {
            if two == Some(b"*/") {
                in_block = false;
                i += 2;
                continue;
            }
        } else if two == Some(b"/*") {
            in_block = true;
            i += 2;
            continue;
        } else if two == Some(b"//") {
            return false;
        } else if line[i] == b'"' || line[i] == b'\'' {
            let q = line[i];
            i += 1;
            while i < line.len() && line[i] != q {
                i += if line[i] == b'\\' { 2 } else { 1 };
            }
        }
        i += 1;
    }
    in_block
}

/// The bytes the persistent cache keys a source image on: the source and,
/// when it includes the device header, the header's name and text (a
/// change of the header is a change of the program).
pub fn source_cache_bytes(src: &[u8]) -> Vec<u8> {
    let mut v = src.to_vec();
    if uses_device_if(src) {
        v.extend_from_slice(b"\0embedded header ");
        v.extend_from_slice(DEVICE_IF_NAME.as_bytes());
        v.push(0);
        v.extend_from_slice(DEVICE_IF_HEADER.as_bytes());
    }
    v
}

/// The options of a build that `clLinkProgram` accepts (the link step of a
/// source image compiled with embedded headers): the math options a build
/// applies to both steps.
fn link_part_of(build_options: &str) -> String {
    const LINK: [&str; 6] = [
        "-cl-denorms-are-zero",
        "-cl-no-signed-zeros",
        "-cl-unsafe-math-optimizations",
        "-cl-finite-math-only",
        "-cl-fast-relaxed-math",
        "-cl-no-subgroup-ifp",
    ];
    build_options.split_whitespace().filter(|o| LINK.contains(o)).collect::<Vec<_>>().join(" ")
}

fn join_opts(parts: &[&str]) -> String {
    parts.iter().map(|s| s.trim()).filter(|s| !s.is_empty()).collect::<Vec<_>>().join(" ")
}

/// The identity of what `input` builds for `devices` with `options` (the user's options).
pub fn identity(devices: &[Arc<Device>], input: &BuildInput<'_>, options: &str) -> ProgramIdentity {
    let mut devs: Vec<usize> = devices.iter().map(|d| d.index).collect();
    devs.sort_unstable();
    let (kind, mut images, opts, names) = match input {
        BuildInput::Image { image, spec, compile_only } => {
            let mut o = join_opts(&[&image.compile_options, options]);
            if image.format == ImageFormat::OpenclSource {
                o.push_str(&source_defines(image, spec, common_aspects(devices)));
            }
            let kind = if *compile_only { BuildKind::Compile } else { BuildKind::Build };
            (kind, vec![(image.id, spec.to_vec())], o, String::new())
        }
        BuildInput::Link { parts } => (
            BuildKind::Link,
            parts.iter().map(|(i, s, _)| (*i, s.clone())).collect(),
            options.to_string(),
            String::new(),
        ),
        BuildInput::BuiltIn { names } => (BuildKind::BuiltIn, Vec::new(), String::new(), names.clone()),
    };
    images.sort();
    ProgramIdentity { kind, images, devices: devs, options: opts, builtin_names: names }
}

/// Appends each device's non-empty build log to `err`.
fn with_logs(mut err: Error, prog: &cl::Program, devices: &[Arc<Device>]) -> Error {
    for d in devices {
        let log = prog.build_log(d.id).unwrap_or_default();
        if !log.trim().is_empty() {
            err = err.with_detail(format!("--- build log for {} ---\n{}", d.info.name, log.trim_end()));
        }
    }
    err
}

fn build_error(status: Status, what: &str, e: cl::ClError) -> Error {
    let base = Error::from(e);
    let status =
        if base.status == Status::BuildFailed || base.status == Status::OpenclError { status } else { base.status };
    ErrorInfo { status, message: format!("{what}: {}", base.message), cl: base.cl.clone(), face: None }.into()
}

/// THE place where kernel bundles create and build OpenCL programs.
///
/// `devices` share one aspect set when `input` is a source image (the
/// caller groups them). Errors: `COMPILE_FAILED`, `LINK_FAILED`,
/// `BUILD_FAILED` (each with the build logs), `UNSUPPORTED` (no IL or spec
/// constant support), OpenCL errors.
///
/// Caching (the seed's rules, see `docs/cache.md`): an executable program
/// built from one image (`build`, `get_kernel_bundle` in the executable
/// state) goes through the context's in-memory cache keyed by
/// [`cache_key`] and, for source and SPIR-V images, through the persistent
/// cache (image bytes, spec-constant values, device descriptors, options);
/// a failed build is remembered. Built-in kernel programs use the
/// in-memory cache only (no image, nothing compiled). Objects (`compile`)
/// and programs linked from several programs are never cached.
pub fn build_for_devices(
    ctx: &Arc<Context>,
    devices: &[Arc<Device>],
    input: &BuildInput<'_>,
    options: &str,
) -> Result<cl::Program> {
    let id = identity(devices, input, options);
    let Some(key) = cache_key(input, &id) else {
        return build_uncached(ctx, devices, input, &id);
    };
    let cc = cache::for_context(ctx);
    let built = cc.programs.get_or_build(&key, || {
        let b = build_cached_miss(ctx, devices, input, &id).map_err(cache::BuildFailure::from)?;
        let size = b.binary_size;
        Ok(cache::SizedValue { value: b, size })
    })?;
    cc.sync_kernels();
    // The caller owns its `cl_program` (a retain); the hit itself wrote
    // only this thread's replica of the cache entry.
    Ok(built.program.clone())
}

/// The in-memory cache key of what `input` builds, or None when it is not
/// cacheable (objects, links, LLVM bitcode).
pub fn cache_key(input: &BuildInput<'_>, id: &ProgramIdentity) -> Option<cache::ProgramKey> {
    match input {
        BuildInput::Image { image, spec, compile_only: false } if image.format != ImageFormat::LlvmBitcode => Some(
            cache::ProgramKey::new(cache::ImageId::KernelSet(image.id), spec.to_vec(), id.devices.clone(), &id.options),
        ),
        BuildInput::BuiltIn { names } => {
            Some(cache::ProgramKey::new(cache::ImageId::BuiltIn(names.clone()), Vec::new(), id.devices.clone(), ""))
        }
        _ => None,
    }
}

/// The program the in-memory cache did not have: through the persistent
/// cache for source and SPIR-V images; built directly otherwise.
fn build_cached_miss(
    ctx: &Arc<Context>,
    devices: &[Arc<Device>],
    input: &BuildInput<'_>,
    id: &ProgramIdentity,
) -> Result<cache::Built> {
    let BuildInput::Image { image, spec, .. } = input else {
        let program = build_uncached(ctx, devices, input, id)?;
        return Ok(cache::Built { program, binary_size: 0, from_disk: false });
    };
    let (kind, bytes, disk) = match image.format {
        ImageFormat::OpenclSource => (cache::ImageKind::Source, source_cache_bytes(&image.binary), cache::disk_cache()),
        ImageFormat::Spirv => (cache::ImageKind::Il, image.binary.to_vec(), cache::disk_cache()),
        // A native image is already a device binary: nothing to store.
        _ => (cache::ImageKind::Binary, image.binary.to_vec(), None),
    };
    // The whole value blob is the key's spec-constant part (never applied by
    // the cache: this module sets the constants, natively or as macros).
    let spec_key: Vec<(u32, Vec<u8>)> = if spec.is_empty() { Vec::new() } else { vec![(0, spec.to_vec())] };
    let cin = cache::BuildInput { kind, image: &bytes, options: &id.options, spec: &spec_key };
    let descs: Vec<(cl::DeviceId, cache::DeviceDesc)> = devices.iter().map(|d| (d.id, cache::device_desc(d))).collect();
    // What a background store builds its twin program from (PoCL).
    let twin = || -> Option<cache::Recipe> {
        // A source that includes the device header is rebuilt with the
        // header inlined; where it cannot be (it is embedded at compile
        // time), the store reads the caller's binaries instead.
        if image.format == ImageFormat::OpenclSource && uses_device_if(&image.binary) {
            let text = inline_device_if(&image.binary)?;
            return Some(cache::Recipe { kind, image: text, options: id.options.clone(), spec: Vec::new() });
        }
        let spec = match image.format {
            ImageFormat::Spirv => native_spec_values(image, spec)?,
            _ => Vec::new(),
        };
        Some(cache::Recipe { kind, image: bytes.clone(), options: id.options.clone(), spec })
    };
    cache::build_native_with(&ctx.cl, &descs, &cin, disk, &twin, &|ids| {
        let sub: Vec<Arc<Device>> = devices.iter().filter(|d| ids.contains(&d.id)).cloned().collect();
        build_uncached(ctx, &sub, input, id)
    })
}

/// Creates and builds the program of `input` for `devices` (no cache).
fn build_uncached(
    ctx: &Context,
    devices: &[Arc<Device>],
    input: &BuildInput<'_>,
    id: &ProgramIdentity,
) -> Result<cl::Program> {
    log::debug!("building {:?} for devices {:?}", id.kind, id.devices);
    let ids = device_ids(devices);
    match input {
        BuildInput::Image { image, spec, compile_only } => {
            let mut inlined = None;
            if image.format == ImageFormat::OpenclSource && uses_device_if(&image.binary) {
                match inline_device_if(&image.binary) {
                    Some(text) => inlined = Some(text),
                    None => return build_with_device_if(ctx, devices, image, *compile_only, id),
                }
            }
            let mut route = crate::core::route::Route::Native;
            let prog = match image.format {
                ImageFormat::OpenclSource => {
                    cl::Program::with_source(&ctx.cl, inlined.as_deref().unwrap_or(&image.binary))?
                }
                ImageFormat::Spirv => {
                    // The PTX route specializes the SPIR-V itself (a PTX
                    // program has no specialization constants).
                    let values = native_spec_values(image, spec).ok_or_else(|| {
                        Error::new(Status::Internal, "spec-constant blob shorter than its descriptors")
                    })?;
                    let m = crate::core::route::program_with_il(&ctx.cl, &image.binary, &values)
                        .map_err(|e| e.with_detail("making the program of the SPIR-V image on its route"))?;
                    if !m.specialized {
                        set_native_spec_constants(&m.program, image, spec)?;
                    }
                    route = m.route;
                    m.program
                }
                ImageFormat::Native => {
                    if *compile_only {
                        return Err(Error::new(
                            Status::WrongBundleState,
                            "a native image cannot be compiled to an object",
                        ));
                    }
                    let bins: Vec<&[u8]> = ids.iter().map(|_| &*image.binary).collect();
                    cl::Program::with_binaries(&ctx.cl, &ids, &bins)?
                }
                ImageFormat::LlvmBitcode => {
                    return Err(Error::new(Status::Unsupported, "LLVM bitcode images cannot be built by OpenCL"))
                }
            };
            cache::note_compiled(ids.len());
            // A translated route's program (PTX, LLVM bitcode) is a binary
            // the driver builds, not OpenCL C or SPIR-V it compiles: its
            // object is the built program (a link of it alone is itself).
            let translated = route != crate::core::route::Route::Native;
            let (res, status, what) = if *compile_only && !translated {
                (prog.compile(&ids, &id.options), Status::CompileFailed, "online compile failed")
            } else if *compile_only {
                (crate::core::build::build(&prog, &ids, &id.options), Status::CompileFailed, "online compile failed")
            } else {
                (crate::core::build::build(&prog, &ids, &id.options), Status::BuildFailed, "online build failed")
            };
            match res {
                Ok(()) => Ok(prog),
                Err(e) => Err(with_logs(build_error(status, what, e), &prog, devices)),
            }
        }
        BuildInput::Link { parts } => {
            let progs: Vec<&cl::Program> = parts.iter().map(|p| p.2).collect();
            let translated: Vec<&cl::Program> = progs
                .iter()
                .copied()
                .filter(|p| crate::core::route::of_program(p, &ids) != crate::core::route::Route::Native)
                .collect();
            if !translated.is_empty() {
                // Built already on its route (see the compile above).
                if progs.len() == 1 {
                    return Ok(progs[0].clone());
                }
                return Err(Error::new(
                    Status::Unsupported,
                    format!(
                        "online link: {} of the {} objects are SPIR-V translated for a driver that takes no \
                         SPIR-V (PTX or LLVM bitcode route), whose built programs cannot be linked together",
                        translated.len(),
                        progs.len()
                    ),
                ));
            }
            match cl::Program::link_keep_log(&ctx.cl, &ids, &progs, &id.options, None) {
                Ok(p) => Ok(p),
                Err((e, p)) => {
                    let err = build_error(Status::LinkFailed, "online link failed", e);
                    Err(match p {
                        Some(p) => with_logs(err, &p, devices),
                        None => err,
                    })
                }
            }
        }
        BuildInput::BuiltIn { names } => {
            let p = cl::Program::with_built_in_kernels(&ctx.cl, &ids, names)?;
            // OpenCL requires a build before kernels are created; some
            // drivers (Debian's PoCL 3.1) fail it. The program is kept: the
            // bundle lists the kernels and creating one reports the error.
            if let Err(e) = crate::core::build::build(&p, &ids, "") {
                log::warn!("building built-in kernels {names:?} failed: {e}; their kernels cannot be created");
            }
            Ok(p)
        }
    }
}

/// A source image that includes the device header: `clCompileProgram`
/// with the header embedded, then (for an executable) `clLinkProgram` of
/// the one object, in place of `clBuildProgram` (which takes no headers).
fn build_with_device_if(
    ctx: &Context,
    devices: &[Arc<Device>],
    image: &DeviceImage,
    compile_only: bool,
    id: &ProgramIdentity,
) -> Result<cl::Program> {
    let ids = device_ids(devices);
    let header = cl::Program::with_source(&ctx.cl, DEVICE_IF_HEADER.as_bytes())?;
    let prog = cl::Program::with_source(&ctx.cl, &image.binary)?;
    cache::note_compiled(ids.len());
    let (status, what) = if compile_only {
        (Status::CompileFailed, "online compile failed")
    } else {
        (Status::BuildFailed, "online build failed")
    };
    if let Err(e) = prog.compile_with_headers(&ids, &id.options, &[(DEVICE_IF_NAME, &header)], None) {
        return Err(with_logs(build_error(status, what, e), &prog, devices));
    }
    if compile_only {
        return Ok(prog);
    }
    match cl::Program::link_keep_log(&ctx.cl, &ids, &[&prog], &link_part_of(&id.options), None) {
        Ok(p) => Ok(p),
        Err((e, p)) => {
            let err = build_error(status, what, e);
            Err(match p {
                Some(p) => with_logs(err, &p, devices),
                None => with_logs(err, &prog, devices),
            })
        }
    }
}

/// The (SpecId, bytes) values [`set_native_spec_constants`] sets; None
/// when the blob is shorter than the descriptors.
fn native_spec_values(image: &DeviceImage, spec: &[u8]) -> Option<Vec<(u32, Vec<u8>)>> {
    let mut out = Vec::new();
    for s in &image.spec_constants {
        for part in s.parts.iter().filter(|p| p.id != u32::MAX) {
            let at = s.blob_offset + part.offset as usize;
            out.push((part.id, spec.get(at..at + part.size as usize)?.to_vec()));
        }
    }
    Some(out)
}

fn set_native_spec_constants(p: &cl::Program, image: &DeviceImage, spec: &[u8]) -> Result<()> {
    for s in &image.spec_constants {
        for part in &s.parts {
            if part.id == u32::MAX {
                continue;
            }
            let at = s.blob_offset + part.offset as usize;
            let Some(v) = spec.get(at..at + part.size as usize) else {
                return Err(Error::new(Status::Internal, "spec-constant blob shorter than its descriptors"));
            };
            if let Err(e) = p.set_spec_constant(part.id, v) {
                let dflt = image.spec_defaults.get(at..at + part.size as usize);
                // Without the entry point, default values still build correctly.
                if e.code == cl::FUNCTION_NOT_AVAILABLE && dflt == Some(v) {
                    continue;
                }
                let mut err = Error::from(e);
                err.message = format!("specialization constant {:?} (SpecId {}): {}", s.name, part.id, err.message);
                return Err(err);
            }
        }
    }
    Ok(())
}

/// A program of a bundle image for a group of its devices.
#[derive(Debug)]
pub struct ProgramGroup {
    pub devices: Vec<Arc<Device>>,
    pub program: cl::Program,
    pub identity: ProgramIdentity,
}

/// One device image of a bundle (`sycl::device_image<State>`).
///
/// Thread safety: immutable except the spec-constant values of input
/// images, which sit behind one lock.
#[derive(Debug)]
pub struct BundleImage {
    pub state: BundleState,
    /// The registered images this one is made from: one, several after a
    /// link, none for built-in kernels.
    pub sources: Vec<Arc<DeviceImage>>,
    pub kernels: Vec<Arc<KernelId>>,
    /// The bundle's devices this image is compatible with.
    pub devices: Vec<Arc<Device>>,
    /// Spec-constant values, one blob per source.
    spec: Mutex<Vec<Vec<u8>>>,
    /// The user's options of the compile, build and link steps that made
    /// this image, in order ("" for images straight from `get`).
    pub options: Box<str>,
    /// Object and executable images: one program per device group.
    pub programs: Vec<ProgramGroup>,
}

/// What makes two device images "the same device image" (SYCL 2020
/// §4.11.9: join "eliminates duplicate copies of the same device image";
/// link eliminates duplicate images before translating the rest): the same
/// state, the same registered images (by id, in order), the same
/// specialization-constant values, the same build options (each compile,
/// build and link step's user options), the same devices and, for built-in
/// kernel images, the same kernels. Two executable images with equal keys
/// were built from the same inputs the same way (equal
/// [`ProgramIdentity`]s), whether or not they share one `cl_program` (an
/// in-memory cache hit does; a second build with the cache off does not).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImageKey {
    pub state: BundleState,
    pub sources: Vec<ImageId>,
    pub spec: Vec<Vec<u8>>,
    pub options: Box<str>,
    /// Global device indices, sorted.
    pub devices: Vec<usize>,
    /// Kernel names, for images with no registered source (built-in kernels).
    pub builtin_kernels: Vec<Box<str>>,
}

impl BundleImage {
    pub fn spec_values(&self) -> Vec<Vec<u8>> {
        self.spec.lock().unwrap_or_else(|p| p.into_inner()).clone()
    }
    pub fn has_kernel(&self, k: &KernelId, dev: Option<&Device>) -> bool {
        self.kernels.iter().any(|x| std::ptr::eq(&**x, k))
            && dev.is_none_or(|d| self.devices.iter().any(|x| x.id == d.id))
    }
    /// The identity of this device image (see [`ImageKey`]).
    pub fn key(&self) -> ImageKey {
        let mut devices: Vec<usize> = self.devices.iter().map(|d| d.index).collect();
        devices.sort_unstable();
        let builtin_kernels =
            if self.sources.is_empty() { self.kernels.iter().map(|k| k.name.clone()).collect() } else { Vec::new() };
        ImageKey {
            state: self.state,
            sources: self.sources.iter().map(|s| s.id).collect(),
            spec: self.spec_values(),
            options: self.options.clone(),
            devices,
            builtin_kernels,
        }
    }
    /// The names of the kernels the image defines.
    fn kernel_names(&self) -> Vec<&str> {
        let mut v: Vec<&str> = Vec::new();
        for s in &self.sources {
            for n in &s.kernel_names {
                if !v.contains(&&**n) {
                    v.push(n);
                }
            }
        }
        v
    }
    fn copy_input(&self) -> BundleImage {
        BundleImage {
            state: self.state,
            sources: self.sources.clone(),
            kernels: self.kernels.clone(),
            devices: self.devices.clone(),
            spec: Mutex::new(self.spec_values()),
            options: self.options.clone(),
            programs: Vec::new(),
        }
    }
    fn kernels_of(sources: &[Arc<DeviceImage>]) -> Vec<Arc<KernelId>> {
        let mut v: Vec<Arc<KernelId>> = Vec::new();
        for s in sources {
            for n in &s.kernel_names {
                // The image is registered, so its kernels are defined; a
                // concurrent unregister leaves the image alive but nameless here.
                if let Some(k) = registry().kernel_id(n) {
                    if !v.iter().any(|x| Arc::ptr_eq(x, k)) {
                        v.push(k.clone());
                    }
                }
            }
        }
        v
    }
}

/// A kernel bundle.
///
/// Thread safety: immutable after creation, except spec-constant values of
/// input bundles (each image's own lock).
#[derive(Debug)]
pub struct Bundle {
    pub context: Arc<Context>,
    pub devices: Vec<Arc<Device>>,
    pub state: BundleState,
    pub images: Vec<Arc<BundleImage>>,
}

/// Which images `get_kernel_bundle` starts from.
pub enum Filter<'a> {
    All,
    Ids(&'a [Arc<KernelId>]),
    Selector(&'a mut dyn FnMut(&Arc<BundleImage>) -> bool),
}

/// Checks `devs` against the context: non-empty, all in it; duplicates removed.
pub fn check_devices(ctx: &Context, devs: &[Arc<Device>]) -> Result<Vec<Arc<Device>>> {
    if devs.is_empty() {
        return Err(Error::new(Status::EmptyDeviceList, "the device list is empty"));
    }
    let mut out: Vec<Arc<Device>> = Vec::with_capacity(devs.len());
    for d in devs {
        ctx.check_device(d)?;
        if !out.iter().any(|x| x.id == d.id) {
            out.push(d.clone());
        }
    }
    Ok(out)
}

fn check_state_aspects(state: BundleState, devs: &[Arc<Device>]) -> Result<()> {
    let (need, status) = match state {
        BundleState::Input => (Aspect::OnlineCompiler, Status::NoOnlineCompiler),
        BundleState::Object => (Aspect::OnlineLinker, Status::NoOnlineLinker),
        BundleState::Executable => return Ok(()),
    };
    if let Some(d) = devs.iter().find(|d| !d.has(need)) {
        return Err(Error::new(
            status,
            format!("a {} bundle needs aspect {} but device {:?} lacks it", state.name(), need.name(), d.info.name),
        ));
    }
    Ok(())
}

/// Whether the application kernel `k` (or built-in) can run on `dev`.
pub fn kernel_compatible(k: &KernelId, dev: &Device) -> bool {
    if k.builtin {
        return k.builtin_on(dev);
    }
    registry().images_for_name(&k.name).iter().any(|i| i.compatible_with(dev))
}

/// `sycl::is_compatible(kernelIds, dev)`: every kernel can run on `dev` (an empty list: true).
pub fn is_compatible(ids: &[Arc<KernelId>], dev: &Device) -> bool {
    ids.iter().all(|k| kernel_compatible(k, dev))
}

fn image_fits_state(img: &DeviceImage, state: BundleState) -> bool {
    state == BundleState::Executable || img.has_input_form()
}

/// Partitions `devs` into groups that build the same program for `img`:
/// by aspect set for source images (for `if_device_has`), else one group.
fn groups(img_format: Option<ImageFormat>, devs: &[Arc<Device>]) -> Vec<Vec<Arc<Device>>> {
    if img_format != Some(ImageFormat::OpenclSource) {
        return vec![devs.to_vec()];
    }
    let mut out: Vec<(AspectSet, Vec<Arc<Device>>)> = Vec::new();
    for d in devs {
        match out.iter_mut().find(|(a, _)| *a == d.aspects) {
            Some((_, v)) => v.push(d.clone()),
            None => out.push((d.aspects, vec![d.clone()])),
        }
    }
    out.into_iter().map(|(_, v)| v).collect()
}

fn build_image(
    ctx: &Arc<Context>,
    src: &Arc<DeviceImage>,
    spec: &[u8],
    devs: &[Arc<Device>],
    compile_only: bool,
    options: &str,
) -> Result<Vec<ProgramGroup>> {
    let mut out = Vec::new();
    for g in groups(Some(src.format), devs) {
        let input = BuildInput::Image { image: src, spec, compile_only };
        let identity = identity(&g, &input, options);
        let program = build_for_devices(ctx, &g, &input, options)?;
        out.push(ProgramGroup { devices: g, program, identity });
    }
    Ok(out)
}

impl Bundle {
    /// `sycl::get_kernel_bundle` (every overload): images compatible with at
    /// least one of `devs`, filtered, in `state`.
    pub fn get(
        ctx: &Arc<Context>,
        devs: &[Arc<Device>],
        state: BundleState,
        filter: Filter<'_>,
    ) -> Result<Arc<Bundle>> {
        let devs = check_devices(ctx, devs)?;
        check_state_aspects(state, &devs)?;
        // A kernel id listed twice counts once (anywhere in the list).
        let mut unique: Vec<Arc<KernelId>> = Vec::new();
        if let Filter::Ids(ids) = &filter {
            for k in ids.iter() {
                if !unique.iter().any(|x| Arc::ptr_eq(x, k)) {
                    unique.push(k.clone());
                }
            }
        }
        let (app_ids, builtin_ids): (Vec<Arc<KernelId>>, Vec<Arc<KernelId>>) =
            unique.into_iter().partition(|k| !k.builtin);
        if let Filter::Ids(ids) = &filter {
            for k in ids.iter() {
                if !devs.iter().any(|d| kernel_compatible(k, d)) {
                    return Err(Error::new(
                        Status::IncompatibleKernel,
                        format!("kernel {:?} is incompatible with every device of the list", k.name),
                    ));
                }
            }
        }
        let candidates = match &filter {
            Filter::Ids(_) => registry().images_for(&app_ids),
            _ => registry().images(),
        };
        let mut shells: Vec<Arc<BundleImage>> = Vec::new();
        for src in candidates {
            if !image_fits_state(&src, state) {
                continue;
            }
            let idevs: Vec<Arc<Device>> = devs.iter().filter(|d| src.compatible_with(d)).cloned().collect();
            if idevs.is_empty() {
                continue;
            }
            shells.push(Arc::new(BundleImage {
                state,
                kernels: BundleImage::kernels_of(std::slice::from_ref(&src)),
                spec: Mutex::new(vec![src.spec_defaults.to_vec()]),
                sources: vec![src],
                devices: idevs,
                options: "".into(),
                programs: Vec::new(),
            }));
        }
        if let Filter::Selector(sel) = filter {
            // The selector is user code: no lock of ours is held here.
            shells.retain(|s| sel(s));
        }
        let mut images = Vec::with_capacity(shells.len());
        for shell in shells {
            let programs = match state {
                BundleState::Input => Vec::new(),
                _ => {
                    let spec = shell.spec_values();
                    build_image(ctx, &shell.sources[0], &spec[0], &shell.devices, state == BundleState::Object, "")?
                }
            };
            let mut img = Arc::try_unwrap(shell).unwrap_or_else(|s| s.copy_input());
            img.programs = programs;
            images.push(Arc::new(img));
        }
        if state == BundleState::Executable && !builtin_ids.is_empty() {
            images.extend(builtin_images(ctx, &devs, &builtin_ids)?);
        }
        Ok(Arc::new(Bundle { context: ctx.clone(), devices: devs, state, images }))
    }

    /// `sycl::has_kernel_bundle` (with `ids` None: the overload without kernel ids).
    pub fn has(
        ctx: &Arc<Context>,
        devs: &[Arc<Device>],
        state: BundleState,
        ids: Option<&[Arc<KernelId>]>,
    ) -> Result<bool> {
        let devs = check_devices(ctx, devs)?;
        if check_state_aspects(state, &devs).is_err() {
            return Ok(false);
        }
        let usable = |img: &DeviceImage| image_fits_state(img, state) && devs.iter().any(|d| img.compatible_with(d));
        Ok(match ids {
            None => registry().images().iter().any(|i| usable(i)),
            Some(ids) => ids.iter().all(|k| {
                if k.builtin {
                    state == BundleState::Executable && devs.iter().any(|d| k.builtin_on(d))
                } else {
                    registry().images_for_name(&k.name).iter().any(|i| usable(i))
                }
            }),
        })
    }

    pub fn kernel_ids(&self) -> Vec<Arc<KernelId>> {
        let mut v: Vec<Arc<KernelId>> = Vec::new();
        for i in &self.images {
            for k in &i.kernels {
                if !v.iter().any(|x| Arc::ptr_eq(x, k)) {
                    v.push(k.clone());
                }
            }
        }
        v
    }

    pub fn has_kernel(&self, k: &KernelId, dev: Option<&Device>) -> bool {
        self.images.iter().any(|i| i.has_kernel(k, dev))
    }

    pub fn is_empty(&self) -> bool {
        self.images.is_empty()
    }

    fn check_subset(&self, devs: &[Arc<Device>]) -> Result<Vec<Arc<Device>>> {
        if devs.is_empty() {
            return Err(Error::new(Status::EmptyDeviceList, "the device list is empty"));
        }
        let mut out: Vec<Arc<Device>> = Vec::new();
        for d in devs {
            if !self.devices.iter().any(|x| x.id == d.id) {
                return Err(Error::new(
                    Status::DeviceNotInBundle,
                    format!("device {:?} is not one of the bundle's {} device(s)", d.info.name, self.devices.len()),
                ));
            }
            if !out.iter().any(|x| x.id == d.id) {
                out.push(d.clone());
            }
        }
        Ok(out)
    }

    fn expect_state(&self, want: BundleState, op: &str) -> Result<()> {
        if self.state != want {
            return Err(Error::new(
                Status::WrongBundleState,
                format!("{op} needs a bundle in the {} state; this one is {}", want.name(), self.state.name()),
            ));
        }
        Ok(())
    }

    /// `sycl::compile` (input → object) and `sycl::build` (input → executable).
    fn translate(&self, devs: Option<&[Arc<Device>]>, options: &str, to: BundleState) -> Result<Arc<Bundle>> {
        let op = if to == BundleState::Object { "compile" } else { "build" };
        self.expect_state(BundleState::Input, op)?;
        let devs = self.check_subset(devs.unwrap_or(&self.devices))?;
        let mut images = Vec::new();
        for img in &self.images {
            let idevs: Vec<Arc<Device>> =
                img.devices.iter().filter(|d| devs.iter().any(|x| x.id == d.id)).cloned().collect();
            if idevs.is_empty() {
                continue;
            }
            let spec = img.spec_values();
            let programs =
                build_image(&self.context, &img.sources[0], &spec[0], &idevs, to == BundleState::Object, options)?;
            images.push(Arc::new(BundleImage {
                state: to,
                sources: img.sources.clone(),
                kernels: img.kernels.clone(),
                devices: idevs,
                spec: Mutex::new(spec),
                options: join_opts(&[&img.options, options]).into(),
                programs,
            }));
        }
        Ok(Arc::new(Bundle { context: self.context.clone(), devices: devs, state: to, images }))
    }

    pub fn compile(&self, devs: Option<&[Arc<Device>]>, options: &str) -> Result<Arc<Bundle>> {
        self.translate(devs, options, BundleState::Object)
    }

    pub fn build(&self, devs: Option<&[Arc<Device>]>, options: &str) -> Result<Arc<Bundle>> {
        self.translate(devs, options, BundleState::Executable)
    }

    /// `sycl::link`: object bundles → one executable bundle (devs None: the
    /// intersection of their device sets).
    pub fn link(bundles: &[Arc<Bundle>], devs: Option<&[Arc<Device>]>, options: &str) -> Result<Arc<Bundle>> {
        let Some(first) = bundles.first() else {
            return Err(Error::new(Status::InvalidValue, "link needs at least one object bundle"));
        };
        for b in bundles {
            b.expect_state(BundleState::Object, "link")?;
            if !Arc::ptr_eq(&b.context, &first.context) {
                return Err(Error::new(Status::ContextMismatch, "the object bundles do not all have the same context"));
            }
        }
        let devs: Vec<Arc<Device>> = match devs {
            Some(d) => d.to_vec(),
            None => first
                .devices
                .iter()
                .filter(|d| bundles.iter().all(|b| b.devices.iter().any(|x| x.id == d.id)))
                .cloned()
                .collect(),
        };
        let mut checked = Vec::new();
        for b in bundles {
            checked = b.check_subset(&devs)?;
        }
        let devs = checked;
        let objs: Vec<&Arc<BundleImage>> = bundles.iter().flat_map(|b| b.images.iter()).collect();
        // Duplicate images (the same device image by `ImageKey`, devices
        // aside: the same image compiled for other device sets) count once:
        // group the objects by that key.
        let mut keyed: Vec<(LinkKey, Vec<&Arc<BundleImage>>)> = Vec::new();
        for o in &objs {
            let key = (o.sources.iter().map(|s| s.id).collect::<Vec<_>>(), o.spec_values(), o.options.clone());
            match keyed.iter_mut().find(|(k, _)| *k == key) {
                Some((_, v)) => v.push(o),
                None => keyed.push((key, vec![o])),
            }
        }
        let images = link_groups(&keyed.iter().map(|(_, v)| v.as_slice()).collect::<Vec<_>>())
            .into_iter()
            .map(|members| link_one(&first.context, &devs, &keyed, &members, options))
            .collect::<Result<Vec<Vec<Arc<BundleImage>>>>>()?
            .into_iter()
            .flatten()
            .collect();
        Ok(Arc::new(Bundle { context: first.context.clone(), devices: devs, state: BundleState::Executable, images }))
    }

    /// `sycl::join`: the union of the images, duplicates removed.
    pub fn join(bundles: &[Arc<Bundle>]) -> Result<Arc<Bundle>> {
        let Some(first) = bundles.first() else {
            return Err(Error::new(Status::InvalidValue, "join needs at least one bundle"));
        };
        let set = |b: &Bundle| {
            let mut v: Vec<usize> = b.devices.iter().map(|d| d.index).collect();
            v.sort_unstable();
            v
        };
        let want = set(first);
        for b in bundles {
            if b.state != first.state {
                return Err(Error::new(Status::WrongBundleState, "joined bundles must all be in the same state"));
            }
            if !Arc::ptr_eq(&b.context, &first.context) {
                return Err(Error::new(Status::ContextMismatch, "the bundles do not all have the same context"));
            }
            if set(b) != want {
                return Err(Error::new(
                    Status::DeviceSetMismatch,
                    "the bundles do not all have the same set of devices",
                ));
            }
        }
        // Duplicates are the same device image by `ImageKey`, in every state.
        let mut images: Vec<Arc<BundleImage>> = Vec::new();
        let mut keys: Vec<ImageKey> = Vec::new();
        for b in bundles {
            for i in &b.images {
                if images.iter().any(|x| Arc::ptr_eq(x, i)) {
                    continue;
                }
                let k = i.key();
                if keys.contains(&k) {
                    continue;
                }
                keys.push(k);
                // Input images are copied: spec constants set on the joined
                // bundle must not change the inputs.
                images.push(if first.state == BundleState::Input { Arc::new(i.copy_input()) } else { i.clone() });
            }
        }
        Ok(Arc::new(Bundle {
            context: first.context.clone(),
            devices: first.devices.clone(),
            state: first.state,
            images,
        }))
    }

    /// Sets a specialization constant on every image that has it (input bundles only).
    pub fn set_spec_constant(&self, name: &str, value: &[u8]) -> Result<()> {
        self.expect_state(BundleState::Input, "setting a specialization constant")?;
        let mut found = false;
        for img in &self.images {
            let mut spec = img.spec.lock().unwrap_or_else(|p| p.into_inner());
            for (src, blob) in img.sources.iter().zip(spec.iter_mut()) {
                if let Some(s) = src.spec_constant(name) {
                    if s.size != value.len() {
                        return Err(Error::new(
                            Status::InvalidSpecConstant,
                            format!("specialization constant {name:?} is {} bytes, not {}", s.size, value.len()),
                        ));
                    }
                    blob[s.blob_offset..s.blob_offset + s.size].copy_from_slice(value);
                    found = true;
                }
            }
        }
        if !found {
            return Err(Error::new(
                Status::InvalidSpecConstant,
                format!("no image of the bundle has specialization constant {name:?}"),
            ));
        }
        Ok(())
    }

    /// The current value of a specialization constant (any state).
    pub fn spec_constant(&self, name: &str) -> Result<Vec<u8>> {
        for img in &self.images {
            let spec = img.spec_values();
            for (src, blob) in img.sources.iter().zip(spec.iter()) {
                if let Some(s) = src.spec_constant(name) {
                    return Ok(blob[s.blob_offset..s.blob_offset + s.size].to_vec());
                }
            }
        }
        Err(Error::new(
            Status::InvalidSpecConstant,
            format!("no image of the bundle has specialization constant {name:?}"),
        ))
    }

    pub fn has_spec_constant(&self, name: &str) -> bool {
        self.images.iter().any(|i| i.sources.iter().any(|s| s.spec_constant(name).is_some()))
    }

    pub fn contains_spec_constants(&self) -> bool {
        self.images.iter().any(|i| i.sources.iter().any(|s| !s.spec_constants.is_empty()))
    }

    /// All images with spec constants set them natively (SPIR-V); false when none has any.
    pub fn native_spec_constants(&self) -> bool {
        let with: Vec<&Arc<DeviceImage>> =
            self.images.iter().flat_map(|i| i.sources.iter()).filter(|s| !s.spec_constants.is_empty()).collect();
        !with.is_empty() && with.iter().all(|s| s.format == ImageFormat::Spirv)
    }

    /// The cached `cl_kernel` `name` of a program group, when its program is
    /// the one the context's cache holds (a cached program's kernels are
    /// cached, the seed says); None otherwise (not cacheable, the cache is
    /// off, or the entry was evicted or purged since: then a kernel of its
    /// own). A failure to create it is left to `Kernel::new` to report.
    fn cached_kernel(&self, pg: &ProgramGroup, name: &str) -> Option<cache::CachedKernel> {
        let key = match pg.identity.kind {
            BuildKind::Build => cache::ProgramKey::new(
                cache::ImageId::KernelSet(pg.identity.images.first()?.0),
                pg.identity.images.first()?.1.clone(),
                pg.identity.devices.clone(),
                &pg.identity.options,
            ),
            BuildKind::BuiltIn => cache::ProgramKey::new(
                cache::ImageId::BuiltIn(pg.identity.builtin_names.clone()),
                Vec::new(),
                pg.identity.devices.clone(),
                "",
            ),
            BuildKind::Compile | BuildKind::Link => return None,
        };
        let cc = cache::for_context(&self.context);
        let current = cc.programs.peek(&key)?;
        if current.program.raw() != pg.program.raw() {
            return None;
        }
        cc.get_or_create_kernel(&key, &pg.program, name).ok()
    }

    /// A kernel of an executable bundle, for `dev` (None: any of its devices).
    pub fn kernel(&self, k: &KernelId, dev: Option<&Device>) -> Result<Arc<Kernel>> {
        self.expect_state(BundleState::Executable, "getting a kernel")?;
        if let Some(d) = dev {
            if !self.devices.iter().any(|x| x.id == d.id) {
                return Err(Error::new(
                    Status::DeviceNotInBundle,
                    format!("device {:?} is not one of the bundle's devices", d.info.name),
                ));
            }
        }
        for img in &self.images {
            if !img.has_kernel(k, dev) {
                continue;
            }
            let pg = img.programs.iter().find(|pg| dev.is_none_or(|d| pg.devices.iter().any(|x| x.id == d.id)));
            if let Some(pg) = pg {
                let prog = Program::from_built(&self.context, pg.program.clone(), &pg.identity.options);
                return match self.cached_kernel(pg, &k.name) {
                    Some(ck) => Kernel::from_cached(&prog, &k.name, ck.kernel, ck.launch_lock),
                    None => Kernel::new(&prog, &k.name),
                };
            }
        }
        Err(Error::new(
            Status::KernelNotInBundle,
            format!("kernel {:?} is not in the bundle{}", k.name, if dev.is_some() { " for that device" } else { "" }),
        ))
    }
}

fn builtin_images(ctx: &Arc<Context>, devs: &[Arc<Device>], ids: &[Arc<KernelId>]) -> Result<Vec<Arc<BundleImage>>> {
    let mut out = Vec::new();
    for d in devs {
        let ks: Vec<Arc<KernelId>> = ids.iter().filter(|k| k.builtin_on(d)).cloned().collect();
        if ks.is_empty() {
            continue;
        }
        let names = ks.iter().map(|k| &*k.name).collect::<Vec<_>>().join(";");
        let g = vec![d.clone()];
        let input = BuildInput::BuiltIn { names };
        let identity = identity(&g, &input, "");
        let program = build_for_devices(ctx, &g, &input, "")?;
        out.push(Arc::new(BundleImage {
            state: BundleState::Executable,
            sources: Vec::new(),
            kernels: ks,
            devices: g.clone(),
            spec: Mutex::new(Vec::new()),
            options: "".into(),
            programs: vec![ProgramGroup { devices: g, program, identity }],
        }));
    }
    Ok(out)
}

/// Splits the distinct object images of a link (each a list of copies
/// compiled for other device sets) into groups that each define every
/// kernel at most once, so that no linked program defines a symbol twice
/// (a kernel may be in several device images, SYCL 2020 §4.11.9). Images
/// that share no kernel with any other image are in every group (so that
/// functions they define resolve everywhere); the others go, in order,
/// into the first group where none of their kernels is defined yet. With
/// no shared kernel this is one group holding every image.
fn link_groups(keyed: &[&[&Arc<BundleImage>]]) -> Vec<Vec<usize>> {
    let names: Vec<Vec<&str>> = keyed.iter().map(|os| os[0].kernel_names()).collect();
    let clash = |a: usize, b: usize| names[a].iter().any(|n| names[b].contains(n));
    let shared: Vec<bool> = (0..keyed.len()).map(|i| (0..keyed.len()).any(|j| j != i && clash(i, j))).collect();
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for i in (0..keyed.len()).filter(|&i| shared[i]) {
        match groups.iter_mut().find(|g| g.iter().all(|&j| !clash(i, j))) {
            Some(g) => g.push(i),
            None => groups.push(vec![i]),
        }
    }
    let free: Vec<usize> = (0..keyed.len()).filter(|&i| !shared[i]).collect();
    if groups.is_empty() {
        return if free.is_empty() { Vec::new() } else { vec![free] };
    }
    for g in &mut groups {
        g.extend_from_slice(&free);
        g.sort_unstable();
    }
    groups
}

/// Links one group of distinct object images (indices into `keyed`) for
/// `devs`: each device links the first object program of each image that
/// covers it; devices that pick the same programs are linked together, and
/// each such device group becomes one executable image (a source image
/// compiled per aspect set splits the groups the same way).
type LinkKey = (Vec<ImageId>, Vec<Vec<u8>>, Box<str>);
fn link_one(
    ctx: &Arc<Context>,
    devs: &[Arc<Device>],
    keyed: &[(LinkKey, Vec<&Arc<BundleImage>>)],
    members: &[usize],
    options: &str,
) -> Result<Vec<Arc<BundleImage>>> {
    type Pick = Vec<Option<(usize, usize, usize)>>;
    let pick = |d: &Device| -> Pick {
        members
            .iter()
            .map(|&ki| {
                keyed[ki].1.iter().enumerate().find_map(|(oi, o)| {
                    o.programs.iter().position(|pg| pg.devices.iter().any(|x| x.id == d.id)).map(|pi| (ki, oi, pi))
                })
            })
            .collect()
    };
    let mut dev_groups: Vec<(Pick, Vec<Arc<Device>>)> = Vec::new();
    for d in devs {
        let p = pick(d);
        match dev_groups.iter_mut().find(|(q, _)| *q == p) {
            Some((_, v)) => v.push(d.clone()),
            None => dev_groups.push((p, vec![d.clone()])),
        }
    }
    let mut images = Vec::new();
    for (p, g) in dev_groups {
        let mut parts = Vec::new();
        let mut opts = vec![options.to_string()];
        let mut steps: Vec<&str> = Vec::new();
        let mut sources: Vec<Arc<DeviceImage>> = Vec::new();
        let mut specs = Vec::new();
        for &(ki, oi, pi) in p.iter().flatten() {
            let o = keyed[ki].1[oi];
            if !steps.contains(&&*o.options) {
                steps.push(&o.options);
            }
            for (s, v) in o.sources.iter().zip(o.spec_values()) {
                if !s.link_options.is_empty() && !opts.iter().any(|x| *x == *s.link_options) {
                    opts.push(s.link_options.to_string());
                }
                sources.push(s.clone());
                specs.push(v.clone());
                parts.push((s.id, v, &o.programs[pi].program));
            }
        }
        if parts.is_empty() {
            continue;
        }
        let made_by = format!("{} | link {}", join_opts(&steps), options.trim());
        let opts = join_opts(&opts.iter().map(String::as_str).collect::<Vec<_>>());
        let input = BuildInput::Link { parts };
        let identity = identity(&g, &input, &opts);
        let program = build_for_devices(ctx, &g, &input, &opts)?;
        images.push(Arc::new(BundleImage {
            state: BundleState::Executable,
            kernels: BundleImage::kernels_of(&sources),
            sources,
            devices: g.clone(),
            spec: Mutex::new(specs),
            options: made_by.into(),
            programs: vec![ProgramGroup { devices: g, program, identity }],
        }));
    }
    Ok(images)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::image::{ImageBuilder, FORMAT_OPENCL_SOURCE};

    fn source_image() -> DeviceImage {
        let b = ImageBuilder::new(FORMAT_OPENCL_SOURCE, b"kernel void k(global int *a) { a[0] = SC; }", "").unwrap();
        {
            let mut s = b.lock();
            s.kernels.push("k".into());
            s.compile_options = "-cl-fast-relaxed-math".into();
            s.spec_constants.push(("SC".into(), 3, 7u32.to_le_bytes().to_vec()));
        }
        b.to_image(77).unwrap()
    }

    #[test]
    fn identity_covers_spec_values_options_and_kind() {
        let img = source_image();
        let a = 7u32.to_le_bytes();
        let b = 8u32.to_le_bytes();
        let id = |spec: &[u8], compile_only, opts| {
            identity(&[], &BuildInput::Image { image: &img, spec, compile_only }, opts)
        };
        assert_eq!(id(&a, false, ""), id(&a, false, ""));
        assert_ne!(id(&a, false, ""), id(&b, false, ""), "spec-constant values are part of the identity");
        assert_ne!(id(&a, false, ""), id(&a, true, ""), "compile and build differ");
        assert_ne!(id(&a, false, ""), id(&a, false, "-O0"));
        let i = id(&b, false, "-O0");
        assert_eq!(i.images, vec![(77, b.to_vec())]);
        assert!(i.options.contains("-cl-fast-relaxed-math") && i.options.contains("-O0"), "{}", i.options);
        assert!(i.options.contains("-DSC=0x8U"), "emulated spec constant: {}", i.options);
        assert!(i.options.contains("-DSYCLRT_ASPECT_fp16="), "aspect macros: {}", i.options);
    }

    #[test]
    fn cache_keys_only_for_executables_of_one_image_and_built_ins() {
        let img = source_image();
        let a = 80u32.to_le_bytes();
        let b = 70u32.to_le_bytes();
        let key = |spec: &[u8], compile_only| {
            let input = BuildInput::Image { image: &img, spec, compile_only };
            cache_key(&input, &identity(&[], &input, ""))
        };
        let k80 = key(&a, false).expect("an executable of one image is cacheable");
        assert_eq!(k80.image, cache::ImageId::KernelSet(77));
        assert_eq!(k80.spec_consts, a.to_vec());
        assert_eq!(Some(k80.clone()), key(&a, false));
        assert_ne!(Some(k80), key(&b, false), "spec-constant values give distinct keys");
        assert_eq!(key(&a, true), None, "objects are not cached");
        let link = BuildInput::Link { parts: Vec::new() };
        assert_eq!(cache_key(&link, &identity(&[], &link, "")), None, "linked programs are not cached");
        let bi = BuildInput::BuiltIn { names: "pocl.add.i8".into() };
        let k = cache_key(&bi, &identity(&[], &bi, "")).expect("built-in kernel programs are cached in memory");
        assert_eq!(k.image, cache::ImageId::BuiltIn("pocl.add.i8".into()));
    }

    #[test]
    fn device_if_include_is_inlined_where_it_is_a_plain_directive() {
        let h = DEVICE_IF_HEADER;
        let inl = |s: &str| inline_device_if(s.as_bytes()).map(|v| String::from_utf8(v).unwrap());
        // Replaced by the header, then a #line that restores the numbering.
        assert_eq!(
            inl("#include \"syclrt_device_if.h\"\nkernel void k() {}"),
            Some(format!("{h}#line 2\nkernel void k() {{}}"))
        );
        assert_eq!(
            inl("// c\n  #  include <syclrt_device_if.h> // why\nA\n#include \"syclrt_device_if.h\"\nB"),
            Some(format!("// c\n{h}#line 3\nA\n{h}#line 5\nB"))
        );
        assert_eq!(inl("#\tinclude \"syclrt_device_if.h\""), Some(format!("{h}#line 2")));
        // Sources without the header are unchanged.
        assert_eq!(inl("kernel void k() {}\n"), Some("kernel void k() {}\n".into()));
        // Anything else that names the header: the embedded-header path.
        for s in [
            "/* a comment */ #include \"syclrt_device_if.h\"\n",
            "#define DIF_HDR \"syclrt_device_if.h\"\n#include DIF_HDR\n",
            "/*\n#include \"syclrt_device_if.h\"\n*/\n",
            "// syclrt_device_if.h\n",
            "#include \"syclrt_device_if.h\" \\\n",
            "// a \\\n#include \"syclrt_device_if.h\"\n",
            "#include \"syclrt_device_if.hh\"\n",
            "#include \"syclrt_device_if.h\" x\n",
            "#import \"syclrt_device_if.h\"\n",
        ] {
            assert_eq!(inl(s), None, "{s:?}");
        }
        // A block comment closed before the directive's line, strings with comment marks.
        assert!(inl("/* a\n b */\n#include \"syclrt_device_if.h\"\n").is_some());
        assert!(inl("constant char *s = \"/*\";\n#include \"syclrt_device_if.h\"\n").is_some());
    }

    #[test]
    fn device_if_header_is_found_in_every_spelling_and_keyed() {
        for src in [
            &b"#include \"syclrt_device_if.h\"\n"[..],
            b"#  include <syclrt_device_if.h>\n",
            b"/* c */ # include \"syclrt_device_if.h\"\n",
        ] {
            assert!(uses_device_if(src));
            let key = source_cache_bytes(src);
            assert!(key.starts_with(src), "the source is part of the key");
            assert!(key.ends_with(DEVICE_IF_HEADER.as_bytes()), "the header text is part of the key");
        }
        assert!(!uses_device_if(b"kernel void k() {}"));
        assert_eq!(source_cache_bytes(b"kernel void k() {}"), b"kernel void k() {}".to_vec());
        assert_eq!(
            link_part_of("-DX=1 -cl-fast-relaxed-math -I x -cl-no-signed-zeros"),
            "-cl-fast-relaxed-math -cl-no-signed-zeros"
        );
    }

    #[test]
    fn states_round_trip() {
        for s in [BundleState::Input, BundleState::Object, BundleState::Executable] {
            assert_eq!(BundleState::from_code(s as u32), Some(s));
        }
        assert_eq!(BundleState::from_code(3), None);
    }
}
