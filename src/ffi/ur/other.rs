//! Tables syclrt's UR face does not implement beyond the sampler (every
//! slot answers UR_RESULT_ERROR_UNSUPPORTED_FEATURE through the trait
//! defaults), and the Sampler table.
use super::gen::api::*;
#[allow(unused_imports, reason = "skeleton")]
use super::gen::types::*;

/// A UR sampler.
pub struct Sampler {}

impl SamplerApi for Ur {}
impl BindlessImagesExpApi for Ur {}
impl CommandBufferExpApi for Ur {}
impl EventExpApi for Ur {}
impl GraphExpApi for Ur {}
impl IPCExpApi for Ur {}
impl MemoryExportExpApi for Ur {}
impl PhysicalMemApi for Ur {}
impl QueueExpApi for Ur {}
impl USMExpApi for Ur {}
impl UsmP2PExpApi for Ur {}
impl VirtualMemApi for Ur {}
impl DeviceExpApi for Ur {}
impl KernelExpApi for Ur {}
