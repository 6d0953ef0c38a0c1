//! Device images: parsing and validating what DPC++'s offload wrapper
//! emits (`pi_device_binaries`, descriptor version 1, image versions 1 and
//! 2), format sniffing, the property sets the runtime uses, and a builder
//! for images made from SPIR-V, OpenCL C source or a native binary.
//!
//! The C layer walks the caller's pointers (every range checked) into the
//! borrowed [`RawImage`] form; this module turns a `RawImage` into an owned
//! [`DeviceImage`] or rejects it with `MALFORMED_IMAGE` and a message
//! naming the image and the field. Nothing here touches raw memory.

use super::device::{Aspect, AspectSet, Device, DeviceType};
use super::error::{Error, Result, Status};
use std::sync::Mutex;

/// Registry-wide image identifier (never reused within a process).
pub type ImageId = u64;

/// `pi_device_binary_struct::Kind` for SYCL images.
pub const KIND_SYCL: u8 = 4;
/// Property value types of `_pi_device_binary_property_struct`.
pub const PROP_UINT32: u32 = 1;
pub const PROP_BYTE_ARRAY: u32 = 2;
pub const PROP_STRING: u32 = 3;

/// Names of the property sets the runtime understands.
pub const PS_SPEC_CONSTANTS: &str = "SYCL/specialization constants";
pub const PS_SPEC_DEFAULTS: &str = "SYCL/specialization constants default values";
pub const PS_DEVICE_REQUIREMENTS: &str = "SYCL/device requirements";
pub const PS_KERNEL_PARAM_OPT: &str = "SYCL/kernel param opt";
pub const PS_MISC: &str = "SYCL/misc properties";

/// The format of an image's bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ImageFormat {
    /// Code for one kind of device, loaded with `clCreateProgramWithBinary`.
    Native,
    /// SPIR-V, loaded with `clCreateProgramWithIL`.
    Spirv,
    /// LLVM bitcode: registered and listed, but no OpenCL device runs it.
    LlvmBitcode,
    /// OpenCL C source text, loaded with `clCreateProgramWithSource`.
    OpenclSource,
}

impl ImageFormat {
    /// The value of `pi_device_binary_struct::Format` (0x80: syclrt's code for OpenCL C source).
    pub fn code(self) -> u8 {
        match self {
            ImageFormat::Native => 1,
            ImageFormat::Spirv => 2,
            ImageFormat::LlvmBitcode => 3,
            ImageFormat::OpenclSource => FORMAT_OPENCL_SOURCE,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            ImageFormat::Native => "native",
            ImageFormat::Spirv => "SPIR-V",
            ImageFormat::LlvmBitcode => "LLVM bitcode",
            ImageFormat::OpenclSource => "OpenCL C source",
        }
    }
}

/// The largest specialization constant accepted (a descriptor claiming more
/// is malformed; this bounds the value blob a descriptor can make us allocate).
pub const MAX_SPEC_CONSTANT_SIZE: usize = 1 << 16;

/// syclrt's `Format` value for OpenCL C source images (outside DPC++'s 0–3).
pub const FORMAT_OPENCL_SOURCE: u8 = 0x80;

/// Picks the format from the declared value, sniffing magic numbers when it is 0 ("none").
pub fn resolve_format(declared: u8, bytes: &[u8]) -> Result<ImageFormat> {
    match declared {
        0 => Ok(sniff(bytes)),
        1 => Ok(ImageFormat::Native),
        2 => Ok(ImageFormat::Spirv),
        3 => Ok(ImageFormat::LlvmBitcode),
        FORMAT_OPENCL_SOURCE => Ok(ImageFormat::OpenclSource),
        other => Err(Error::new(
            Status::MalformedImage,
            format!("unknown image format {other} (0 none, 1 native, 2 SPIR-V, 3 LLVM bitcode, 128 OpenCL C source)"),
        )),
    }
}

/// SPIR-V magic (either byte order), LLVM bitcode or its wrapper; anything else is native code.
pub fn sniff(bytes: &[u8]) -> ImageFormat {
    let Some(head) = bytes.get(..4) else { return ImageFormat::Native };
    let w = u32::from_le_bytes([head[0], head[1], head[2], head[3]]);
    match w {
        0x0723_0203 | 0x0302_2307 => ImageFormat::Spirv,
        0xDEC0_4342 | 0x0B17_C0DE => ImageFormat::LlvmBitcode,
        _ => ImageFormat::Native,
    }
}

/// One property, as borrowed from the caller's descriptor.
#[derive(Clone, Debug)]
pub struct RawProperty<'a> {
    pub name: &'a str,
    pub ty: u32,
    /// The value bytes (byte arrays and strings); empty for `PROP_UINT32`.
    pub bytes: &'a [u8],
    /// `ValSize`: the value itself for `PROP_UINT32`, else the byte count.
    pub size: u64,
}

/// One property set, borrowed.
#[derive(Clone, Debug)]
pub struct RawPropertySet<'a> {
    pub name: &'a str,
    pub props: Vec<RawProperty<'a>>,
}

/// One `pi_device_binary_struct`, borrowed from the caller with every
/// pointer range already checked.
#[derive(Clone, Debug)]
pub struct RawImage<'a> {
    pub version: u16,
    pub kind: u8,
    pub format: u8,
    pub target: &'a str,
    pub compile_options: &'a str,
    pub link_options: &'a str,
    pub binary: &'a [u8],
    pub entries: Vec<&'a str>,
    pub property_sets: Vec<RawPropertySet<'a>>,
}

/// One piece of a (possibly composite) specialization constant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SpecPart {
    /// SPIR-V `SpecId` (`u32::MAX`: padding, never set).
    pub id: u32,
    /// Offset inside the constant's value.
    pub offset: u32,
    pub size: u32,
}

/// A specialization constant of an image.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpecConstant {
    /// The symbolic name (DPC++'s unique id string; for source images the macro name).
    pub name: Box<str>,
    pub parts: Vec<SpecPart>,
    /// Offset of the value in the image's value blob.
    pub blob_offset: usize,
    /// Size of the whole value.
    pub size: usize,
}

/// What a device must offer to run an image.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Requirements {
    pub aspects: AspectSet,
    /// SYCL aspect numbers syclrt does not know: a device can never satisfy them.
    pub unknown_aspects: Vec<u32>,
    pub reqd_work_group_size: Option<[u64; 3]>,
}

/// A parsed, owned, validated device image.
#[derive(Debug)]
pub struct DeviceImage {
    pub id: ImageId,
    pub version: u16,
    pub declared_format: u8,
    pub format: ImageFormat,
    pub target: Box<str>,
    pub compile_options: Box<str>,
    pub link_options: Box<str>,
    pub binary: Box<[u8]>,
    pub kernel_names: Vec<Box<str>>,
    pub spec_constants: Vec<SpecConstant>,
    /// Default values of every specialization constant, at each one's `blob_offset`.
    pub spec_defaults: Box<[u8]>,
    pub requirements: Requirements,
    /// "SYCL/kernel param opt": per kernel, the bit mask of parameters the compiler removed.
    pub kernel_param_opt: Vec<(Box<str>, Box<[u8]>)>,
    /// "SYCL/misc properties" `optLevel`, when present.
    pub opt_level: Option<u32>,
    /// Names of property sets kept but not interpreted.
    pub other_property_sets: Vec<Box<str>>,
}

fn bad(image: usize, msg: impl std::fmt::Display) -> Error {
    Error::new(Status::MalformedImage, format!("device image {image}: {msg}"))
}

/// A DPC++ byte-array property: a 64-bit size in bits, then the bytes.
fn byte_array<'a>(image: usize, set: &str, p: &RawProperty<'a>) -> Result<&'a [u8]> {
    if p.ty != PROP_BYTE_ARRAY {
        return Err(bad(image, format!("{set}/{}: type {} where a byte array (2) is required", p.name, p.ty)));
    }
    if p.bytes.len() < 8 {
        return Err(bad(
            image,
            format!("{set}/{}: byte array of {} bytes lacks its 8-byte size", p.name, p.bytes.len()),
        ));
    }
    let bits = u64::from_le_bytes(p.bytes[..8].try_into().unwrap_or_default());
    let payload = &p.bytes[8..];
    let n = bits.div_ceil(8);
    if n > payload.len() as u64 {
        return Err(bad(
            image,
            format!("{set}/{}: byte array declares {bits} bits but holds {} bytes", p.name, payload.len()),
        ));
    }
    Ok(&payload[..n as usize])
}

/// A byte array of whole `elem`-byte elements (a known property's typed
/// value): the declared bit count must be a whole number of elements, and
/// the payload must hold exactly them (as DPC++ writes it). A partial element is `MALFORMED_IMAGE`,
/// never dropped.
fn typed_array<'a>(image: usize, set: &str, p: &RawProperty<'a>, elem: usize, what: &str) -> Result<&'a [u8]> {
    let arr = byte_array(image, set, p)?;
    let bits = u64::from_le_bytes(p.bytes[..8].try_into().unwrap_or_default());
    if arr.len() != p.bytes.len() - 8 {
        return Err(bad(
            image,
            format!("{set}/{}: {bits} bits declared but {} bytes follow", p.name, p.bytes.len() - 8),
        ));
    }
    if bits % 8 != 0 || arr.len() % elem != 0 {
        return Err(bad(
            image,
            format!("{set}/{}: {bits} bits is not a whole number of {what} ({elem} bytes each)", p.name),
        ));
    }
    Ok(arr)
}

fn u32s(bytes: &[u8]) -> impl Iterator<Item = u32> + '_ {
    bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
}

/// Maps a SYCL 2020 / DPC++ aspect number (as images store them) to ours.
pub fn aspect_from_sycl(n: u32) -> Option<Aspect> {
    Some(match n {
        1 => Aspect::Cpu,
        2 => Aspect::Gpu,
        3 => Aspect::Accelerator,
        5 => Aspect::Fp16,
        6 => Aspect::Fp64,
        7 | 8 | 28 => Aspect::Atomic64,
        9 => Aspect::Image,
        10 => Aspect::OnlineCompiler,
        11 => Aspect::OnlineLinker,
        12 => Aspect::QueueProfiling,
        13 => Aspect::UsmDeviceAllocations,
        14 => Aspect::UsmHostAllocations,
        15 => Aspect::UsmSharedAllocations,
        _ => return None,
    })
}

/// The SYCL 2020 / DPC++ number of one of our aspects.
pub fn aspect_to_sycl(a: Aspect) -> u32 {
    match a {
        Aspect::Cpu => 1,
        Aspect::Gpu => 2,
        Aspect::Accelerator => 3,
        Aspect::Fp16 => 5,
        Aspect::Fp64 => 6,
        Aspect::Atomic64 => 28,
        Aspect::Image => 9,
        Aspect::OnlineCompiler => 10,
        Aspect::OnlineLinker => 11,
        Aspect::QueueProfiling => 12,
        Aspect::UsmDeviceAllocations => 13,
        Aspect::UsmHostAllocations => 14,
        Aspect::UsmSharedAllocations => 15,
    }
}

fn is_identifier(s: &str) -> bool {
    let mut c = s.chars();
    matches!(c.next(), Some(ch) if ch.is_ascii_alphabetic() || ch == '_')
        && c.all(|ch| ch.is_ascii_alphanumeric() || ch == '_')
}

impl DeviceImage {
    /// Validates and copies image number `index` of a descriptor.
    pub fn parse(index: usize, raw: &RawImage<'_>, id: ImageId) -> Result<DeviceImage> {
        if raw.version != 1 && raw.version != 2 {
            return Err(bad(index, format!("image version {} (1 or 2 expected)", raw.version)));
        }
        if raw.kind != KIND_SYCL {
            return Err(bad(index, format!("offload kind {} (4, SYCL, expected)", raw.kind)));
        }
        if raw.binary.is_empty() {
            return Err(bad(index, "the binary is empty (BinaryStart == BinaryEnd)"));
        }
        let format = resolve_format(raw.format, raw.binary).map_err(|e| bad(index, e.into_message()))?;
        if raw.entries.is_empty() {
            return Err(bad(index, "the image names no kernel (EntriesBegin == EntriesEnd)"));
        }
        let mut kernel_names: Vec<Box<str>> = Vec::with_capacity(raw.entries.len());
        for e in &raw.entries {
            if e.is_empty() {
                return Err(bad(index, "an offload entry has an empty kernel name"));
            }
            if !kernel_names.iter().any(|k| &**k == *e) {
                kernel_names.push((*e).into());
            }
        }
        let mut img = DeviceImage {
            id,
            version: raw.version,
            declared_format: raw.format,
            format,
            target: raw.target.into(),
            compile_options: raw.compile_options.into(),
            link_options: raw.link_options.into(),
            binary: raw.binary.into(),
            kernel_names,
            spec_constants: Vec::new(),
            spec_defaults: Box::new([]),
            requirements: Requirements::default(),
            kernel_param_opt: Vec::new(),
            opt_level: None,
            other_property_sets: Vec::new(),
        };
        let mut defaults: Option<&[u8]> = None;
        for set in &raw.property_sets {
            match set.name {
                PS_SPEC_CONSTANTS => {
                    // A second set continues the value blob after the first.
                    let mut blob: usize = img.spec_constants.iter().map(|s| s.size).sum();
                    for p in &set.props {
                        if img.spec_constants.iter().any(|s| &*s.name == p.name) {
                            return Err(bad(index, format!("{}/{}: the constant is declared twice", set.name, p.name)));
                        }
                        let arr = typed_array(index, set.name, p, 12, "(id, offset, size) triples")?;
                        if arr.is_empty() {
                            return Err(bad(
                                index,
                                format!(
                                    "{}/{}: {} bytes is not a list of (id, offset, size) triples",
                                    set.name,
                                    p.name,
                                    arr.len()
                                ),
                            ));
                        }
                        let w: Vec<u32> = u32s(arr).collect();
                        let parts: Vec<SpecPart> =
                            w.chunks_exact(3).map(|t| SpecPart { id: t[0], offset: t[1], size: t[2] }).collect();
                        let size = parts.iter().map(|q| q.offset as usize + q.size as usize).max().unwrap_or(0);
                        if size == 0 || size > MAX_SPEC_CONSTANT_SIZE {
                            return Err(bad(
                                index,
                                format!(
                                    "{}/{}: a constant of {size} bytes (1 to {MAX_SPEC_CONSTANT_SIZE} accepted)",
                                    set.name, p.name
                                ),
                            ));
                        }
                        img.spec_constants.push(SpecConstant { name: p.name.into(), parts, blob_offset: blob, size });
                        blob += size;
                    }
                }
                PS_SPEC_DEFAULTS => {
                    for p in &set.props {
                        if defaults.is_some() {
                            return Err(bad(
                                index,
                                format!("{}: more than one default-values property ({})", set.name, p.name),
                            ));
                        }
                        defaults = Some(typed_array(index, set.name, p, 1, "bytes")?);
                    }
                }
                PS_DEVICE_REQUIREMENTS => {
                    for p in &set.props {
                        match p.name {
                            "aspects" => {
                                for n in u32s(typed_array(index, set.name, p, 4, "32-bit aspect numbers")?) {
                                    match aspect_from_sycl(n) {
                                        Some(a) => img.requirements.aspects.insert(a),
                                        None => img.requirements.unknown_aspects.push(n),
                                    }
                                }
                            }
                            "reqd_work_group_size" | "reqd_work_group_size_uint64" => {
                                let wide = p.name.ends_with("uint64");
                                let arr = if wide {
                                    typed_array(index, set.name, p, 8, "64-bit sizes")?
                                } else {
                                    typed_array(index, set.name, p, 4, "32-bit sizes")?
                                };
                                let dims: Vec<u64> = if wide {
                                    arr.chunks_exact(8)
                                        .map(|c| u64::from_le_bytes(c.try_into().unwrap_or_default()))
                                        .collect()
                                } else {
                                    u32s(arr).map(u64::from).collect()
                                };
                                if dims.is_empty() || dims.len() > 3 || dims.contains(&0) {
                                    return Err(bad(
                                        index,
                                        format!("{}/{}: {dims:?} is not 1 to 3 non-zero sizes", set.name, p.name),
                                    ));
                                }
                                let mut wg = [1u64; 3];
                                wg[..dims.len()].copy_from_slice(&dims);
                                img.requirements.reqd_work_group_size = Some(wg);
                            }
                            _ => {}
                        }
                    }
                }
                PS_KERNEL_PARAM_OPT => {
                    for p in &set.props {
                        img.kernel_param_opt.push((p.name.into(), byte_array(index, set.name, p)?.into()));
                    }
                }
                PS_MISC => {
                    for p in &set.props {
                        if p.name == "optLevel" {
                            if p.ty != PROP_UINT32 {
                                return Err(bad(
                                    index,
                                    format!("{}/optLevel: type {} (1, uint32, expected)", set.name, p.ty),
                                ));
                            }
                            img.opt_level =
                                Some(u32::try_from(p.size).map_err(|_| bad(index, "optLevel out of range"))?);
                        }
                    }
                }
                other => img.other_property_sets.push(other.into()),
            }
        }
        let total: usize = img.spec_constants.iter().map(|s| s.size).sum();
        img.spec_defaults = match defaults {
            Some(d) if d.len() != total => {
                return Err(bad(
                    index,
                    format!("{PS_SPEC_DEFAULTS}: {} bytes for constants totalling {total} bytes", d.len()),
                ));
            }
            Some(d) => d.into(),
            None => vec![0u8; total].into(),
        };
        if format == ImageFormat::OpenclSource {
            for s in &img.spec_constants {
                if !is_identifier(&s.name) || ![1, 2, 4, 8].contains(&s.size) {
                    return Err(bad(
                        index,
                        format!(
                            "source-image specialization constant {:?} must be a C identifier of 1, 2, 4 or 8 bytes",
                            s.name
                        ),
                    ));
                }
            }
        }
        Ok(img)
    }

    pub fn defines_kernel(&self, name: &str) -> bool {
        self.kernel_names.iter().any(|k| &**k == name)
    }

    /// Whether the image's format and target can run on `dev` at all.
    pub fn target_matches(&self, dev: &Device) -> bool {
        let t = &*self.target;
        let ty = dev.info.device_type;
        let target_ok = match t {
            "" | "spir64" | "spir" => true,
            "spir64_x86_64" => ty == DeviceType::Cpu,
            "spir64_gen" => ty == DeviceType::Gpu,
            "spir64_fpga" => ty == DeviceType::Accelerator,
            "nvptx64" | "nvptx64-nvidia-cuda" => dev.info.vendor.to_ascii_lowercase().contains("nvidia"),
            other => other == dev.info.name,
        };
        target_ok
            && match self.format {
                ImageFormat::Spirv => dev.info.il_version.contains("SPIR-V"),
                ImageFormat::OpenclSource => dev.has(Aspect::OnlineCompiler),
                ImageFormat::Native => !matches!(t, "" | "spir64" | "spir"),
                ImageFormat::LlvmBitcode => false,
            }
    }

    /// Target, format and device requirements all allow `dev`.
    pub fn compatible_with(&self, dev: &Device) -> bool {
        let r = &self.requirements;
        if !r.unknown_aspects.is_empty() || r.aspects.0 & !dev.aspects.0 != 0 {
            return false;
        }
        if let Some(wg) = r.reqd_work_group_size {
            let max = dev.info.max_work_item_sizes;
            let total = wg.iter().try_fold(1u64, |a, &b| a.checked_mul(b));
            if (0..3).any(|i| wg[i] > max[i] as u64) || total.is_none_or(|t| t > dev.info.max_work_group_size as u64) {
                return false;
            }
        }
        self.target_matches(dev)
    }

    /// Native images exist only in the executable state; LLVM bitcode in none.
    pub fn has_input_form(&self) -> bool {
        matches!(self.format, ImageFormat::Spirv | ImageFormat::OpenclSource)
    }

    pub fn spec_constant(&self, name: &str) -> Option<&SpecConstant> {
        self.spec_constants.iter().find(|s| &*s.name == name)
    }
}

/// The mutable state of an [`ImageBuilder`].
#[derive(Debug, Default, Clone)]
pub struct BuilderState {
    pub format: u8,
    pub binary: Vec<u8>,
    pub target: String,
    pub compile_options: String,
    pub link_options: String,
    pub kernels: Vec<String>,
    pub aspects: Vec<u32>,
    /// (name, SPIR-V id, default value bytes)
    pub spec_constants: Vec<(String, u32, Vec<u8>)>,
    pub reqd_work_group_size: Option<[u64; 3]>,
}

/// Builds a device image from bytes and kernel names, without C structs.
///
/// Thread safety: every call takes the builder's lock.
#[derive(Debug)]
pub struct ImageBuilder {
    pub state: Mutex<BuilderState>,
}

impl ImageBuilder {
    /// A builder over `binary` in `format` (a `Format` value) for `target`.
    pub fn new(format: u8, binary: &[u8], target: &str) -> Result<ImageBuilder> {
        resolve_format(format, binary)?;
        if binary.is_empty() {
            return Err(Error::new(Status::InvalidSize, "the image bytes are empty"));
        }
        Ok(ImageBuilder {
            state: Mutex::new(BuilderState {
                format,
                binary: binary.to_vec(),
                target: target.to_string(),
                ..BuilderState::default()
            }),
        })
    }

    pub fn lock(&self) -> std::sync::MutexGuard<'_, BuilderState> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Parses the current state into an image, exactly as a descriptor would be.
    pub fn to_image(&self, id: ImageId) -> Result<DeviceImage> {
        let st = self.lock().clone();
        let mut spec_props = Vec::new();
        let mut spec_store: Vec<(String, Vec<u8>)> = Vec::new();
        let mut defaults = Vec::new();
        for (name, sid, value) in &st.spec_constants {
            let mut arr = ((12u64) * 8).to_le_bytes().to_vec();
            arr.extend_from_slice(&sid.to_le_bytes());
            arr.extend_from_slice(&0u32.to_le_bytes());
            arr.extend_from_slice(&(value.len() as u32).to_le_bytes());
            spec_store.push((name.clone(), arr));
            defaults.extend_from_slice(value);
        }
        for (name, arr) in &spec_store {
            spec_props.push(RawProperty { name, ty: PROP_BYTE_ARRAY, bytes: arr, size: arr.len() as u64 });
        }
        let mut def_arr = ((defaults.len() as u64) * 8).to_le_bytes().to_vec();
        def_arr.extend_from_slice(&defaults);
        let mut asp_arr = ((st.aspects.len() as u64) * 32).to_le_bytes().to_vec();
        for a in &st.aspects {
            asp_arr.extend_from_slice(&a.to_le_bytes());
        }
        let mut wg_arr = Vec::new();
        if let Some(wg) = st.reqd_work_group_size {
            wg_arr.extend_from_slice(&(3u64 * 64).to_le_bytes());
            for d in wg {
                wg_arr.extend_from_slice(&d.to_le_bytes());
            }
        }
        let mut req_props =
            vec![RawProperty { name: "aspects", ty: PROP_BYTE_ARRAY, bytes: &asp_arr, size: asp_arr.len() as u64 }];
        if !wg_arr.is_empty() {
            req_props.push(RawProperty {
                name: "reqd_work_group_size_uint64",
                ty: PROP_BYTE_ARRAY,
                bytes: &wg_arr,
                size: wg_arr.len() as u64,
            });
        }
        let mut sets = vec![RawPropertySet { name: PS_DEVICE_REQUIREMENTS, props: req_props }];
        if !spec_props.is_empty() {
            sets.push(RawPropertySet { name: PS_SPEC_CONSTANTS, props: spec_props });
            sets.push(RawPropertySet {
                name: PS_SPEC_DEFAULTS,
                props: vec![RawProperty {
                    name: "all",
                    ty: PROP_BYTE_ARRAY,
                    bytes: &def_arr,
                    size: def_arr.len() as u64,
                }],
            });
        }
        let raw = RawImage {
            version: 2,
            kind: KIND_SYCL,
            format: st.format,
            target: &st.target,
            compile_options: &st.compile_options,
            link_options: &st.link_options,
            binary: &st.binary,
            entries: st.kernels.iter().map(String::as_str).collect(),
            property_sets: sets,
        };
        DeviceImage::parse(0, &raw, id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn raw<'a>(bin: &'a [u8], sets: Vec<RawPropertySet<'a>>) -> RawImage<'a> {
        RawImage {
            version: 2,
            kind: KIND_SYCL,
            format: 0,
            target: "spir64",
            compile_options: "",
            link_options: "",
            binary: bin,
            entries: vec!["k"],
            property_sets: sets,
        }
    }

    fn arr(payload: &[u8]) -> Vec<u8> {
        let mut v = ((payload.len() as u64) * 8).to_le_bytes().to_vec();
        v.extend_from_slice(payload);
        v
    }

    #[test]
    fn sniffs_formats() {
        assert_eq!(sniff(&[0x03, 0x02, 0x23, 0x07, 0]), ImageFormat::Spirv);
        assert_eq!(sniff(&[0x07, 0x23, 0x02, 0x03]), ImageFormat::Spirv);
        assert_eq!(sniff(b"BC\xC0\xDE"), ImageFormat::LlvmBitcode);
        assert_eq!(sniff(&0x0B17_C0DEu32.to_le_bytes()), ImageFormat::LlvmBitcode);
        assert_eq!(sniff(b"\x7fELF"), ImageFormat::Native);
        assert_eq!(sniff(b"ab"), ImageFormat::Native);
        assert_eq!(resolve_format(9, b"x").unwrap_err().status, Status::MalformedImage);
    }

    #[test]
    fn parses_spec_constants_and_defaults() {
        let mut t = Vec::new();
        for w in [7u32, 0, 4, 8, 4, 4] {
            t.extend_from_slice(&w.to_le_bytes());
        }
        let spec = arr(&t);
        let defs = arr(&[1, 0, 0, 0, 2, 0, 0, 0]);
        let bin = [0x03u8, 0x02, 0x23, 0x07];
        let r = raw(
            &bin,
            vec![
                RawPropertySet {
                    name: PS_SPEC_CONSTANTS,
                    props: vec![RawProperty { name: "sc", ty: 2, bytes: &spec, size: spec.len() as u64 }],
                },
                RawPropertySet {
                    name: PS_SPEC_DEFAULTS,
                    props: vec![RawProperty { name: "all", ty: 2, bytes: &defs, size: defs.len() as u64 }],
                },
            ],
        );
        let img = DeviceImage::parse(0, &r, 1).unwrap();
        assert_eq!(img.format, ImageFormat::Spirv);
        assert_eq!(img.spec_constants.len(), 1);
        assert_eq!(img.spec_constants[0].size, 8);
        assert_eq!(img.spec_constants[0].parts[1], SpecPart { id: 8, offset: 4, size: 4 });
        assert_eq!(&*img.spec_defaults, &[1, 0, 0, 0, 2, 0, 0, 0]);
    }

    #[test]
    fn rejects_malformed() {
        let bin = [1u8, 2, 3, 4];
        let mut r = raw(&bin, vec![]);
        r.version = 3;
        assert_eq!(DeviceImage::parse(0, &r, 1).unwrap_err().status, Status::MalformedImage);
        let mut r = raw(&bin, vec![]);
        r.kind = 1;
        assert_eq!(DeviceImage::parse(0, &r, 1).unwrap_err().status, Status::MalformedImage);
        let r = raw(&[], vec![]);
        assert_eq!(DeviceImage::parse(0, &r, 1).unwrap_err().status, Status::MalformedImage);
        let mut r = raw(&bin, vec![]);
        r.entries.clear();
        assert_eq!(DeviceImage::parse(0, &r, 1).unwrap_err().status, Status::MalformedImage);
        // A byte array claiming more bits than it holds.
        let mut lie = 800u64.to_le_bytes().to_vec();
        lie.extend_from_slice(&[1, 0, 0, 0]);
        let r = raw(
            &bin,
            vec![RawPropertySet {
                name: PS_DEVICE_REQUIREMENTS,
                props: vec![RawProperty { name: "aspects", ty: 2, bytes: &lie, size: lie.len() as u64 }],
            }],
        );
        let e = DeviceImage::parse(0, &r, 1).unwrap_err();
        assert_eq!(e.status, Status::MalformedImage);
        assert!(e.message.contains("800 bits"), "{}", e.message);
        // A constant claiming 4 GiB.
        let huge = arr(&[1, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff]);
        let r = raw(
            &bin,
            vec![RawPropertySet {
                name: PS_SPEC_CONSTANTS,
                props: vec![RawProperty { name: "sc", ty: 2, bytes: &huge, size: huge.len() as u64 }],
            }],
        );
        assert_eq!(DeviceImage::parse(0, &r, 1).unwrap_err().status, Status::MalformedImage);
        // Defaults of the wrong size.
        let spec = arr(&[1, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0]);
        let defs = arr(&[1, 0]);
        let r = raw(
            &bin,
            vec![
                RawPropertySet {
                    name: PS_SPEC_CONSTANTS,
                    props: vec![RawProperty { name: "sc", ty: 2, bytes: &spec, size: spec.len() as u64 }],
                },
                RawPropertySet {
                    name: PS_SPEC_DEFAULTS,
                    props: vec![RawProperty { name: "all", ty: 2, bytes: &defs, size: defs.len() as u64 }],
                },
            ],
        );
        assert_eq!(DeviceImage::parse(0, &r, 1).unwrap_err().status, Status::MalformedImage);
    }

    #[test]
    fn parses_requirements_and_misc() {
        let mut a = Vec::new();
        for n in [6u32, 5, 999] {
            a.extend_from_slice(&n.to_le_bytes());
        }
        let asp = arr(&a);
        let wg = arr(&[4, 0, 0, 0, 2, 0, 0, 0]);
        let bin = [0x42u8, 0x43, 0xC0, 0xDE];
        let r = raw(
            &bin,
            vec![
                RawPropertySet {
                    name: PS_DEVICE_REQUIREMENTS,
                    props: vec![
                        RawProperty { name: "aspects", ty: 2, bytes: &asp, size: asp.len() as u64 },
                        RawProperty { name: "reqd_work_group_size", ty: 2, bytes: &wg, size: wg.len() as u64 },
                    ],
                },
                RawPropertySet {
                    name: PS_MISC,
                    props: vec![RawProperty { name: "optLevel", ty: 1, bytes: &[], size: 2 }],
                },
                RawPropertySet { name: "SYCL/devicelib req mask", props: vec![] },
            ],
        );
        let img = DeviceImage::parse(0, &r, 1).unwrap();
        assert_eq!(img.format, ImageFormat::LlvmBitcode);
        assert!(img.requirements.aspects.has(Aspect::Fp64) && img.requirements.aspects.has(Aspect::Fp16));
        assert_eq!(img.requirements.unknown_aspects, vec![999]);
        assert_eq!(img.requirements.reqd_work_group_size, Some([4, 2, 1]));
        assert_eq!(img.opt_level, Some(2));
        assert_eq!(&*img.other_property_sets[0], "SYCL/devicelib req mask");
    }

    /// Random property contents never panic: every outcome is Ok or MALFORMED_IMAGE.
    #[test]
    fn random_property_values_never_panic() {
        let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let sets = [PS_SPEC_CONSTANTS, PS_SPEC_DEFAULTS, PS_DEVICE_REQUIREMENTS, PS_KERNEL_PARAM_OPT, PS_MISC];
        let names = ["aspects", "reqd_work_group_size", "reqd_work_group_size_uint64", "optLevel", "all", "sc"];
        let bin = [0x03u8, 0x02, 0x23, 0x07];
        for _ in 0..5000 {
            let len = (next() % 40) as usize;
            let mut bytes: Vec<u8> = (0..len).map(|_| next() as u8).collect();
            if len >= 8 && next() % 2 == 0 {
                // A plausible bit count half of the time.
                let bits = (next() % ((len as u64 - 8) * 8 + 16)).to_le_bytes();
                bytes[..8].copy_from_slice(&bits);
            }
            let set = sets[(next() % sets.len() as u64) as usize];
            let name = names[(next() % names.len() as u64) as usize];
            let ty = (next() % 4) as u32;
            let r = raw(
                &bin,
                vec![RawPropertySet {
                    name: set,
                    props: vec![RawProperty { name, ty, bytes: &bytes, size: next() % 64 }],
                }],
            );
            if let Err(e) = DeviceImage::parse(0, &r, 1) {
                assert_eq!(e.status, Status::MalformedImage, "{}", e.message);
            }
        }
    }

    #[test]
    fn builder_round_trips() {
        let b = ImageBuilder::new(FORMAT_OPENCL_SOURCE, b"kernel void k() {}", "").unwrap();
        {
            let mut s = b.lock();
            s.kernels.push("k".into());
            s.spec_constants.push(("SC_X".into(), 0, vec![5, 0, 0, 0]));
            s.aspects.push(aspect_to_sycl(Aspect::Fp64));
        }
        let img = b.to_image(3).unwrap();
        assert_eq!(img.format, ImageFormat::OpenclSource);
        assert_eq!(&*img.spec_defaults, &[5, 0, 0, 0]);
        assert!(img.requirements.aspects.has(Aspect::Fp64));
        b.lock().spec_constants.push(("bad name".into(), 1, vec![0; 4]));
        assert_eq!(b.to_image(4).unwrap_err().status, Status::MalformedImage);
    }
}
