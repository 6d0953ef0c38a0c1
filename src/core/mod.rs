//! The safe core: domain objects over the OpenCL backend. No raw caller
//! pointers are kept here and nothing is `extern "C"`.
//!
//! Lock order (outer first): a kernel's argument lock, then nothing else;
//! a program's build lock, then nothing else. No lock is held while
//! calling back into user code.

pub mod bitcode;
pub mod buffer;
pub mod build;
pub mod bundle;
pub mod cache;
pub mod command_buffer;
pub mod context;
pub mod device;
pub mod device_answers;
pub mod devinfo;
pub mod enqueue;
pub mod error;
pub mod event;
pub mod fill;
pub mod handles;
pub mod image;
pub mod kernel;
pub mod lists;
pub mod local_args;
pub mod mem;
pub mod object;
pub mod partition;
pub mod profile;
pub mod program;
pub mod ptx;
pub mod queue;
pub mod quirks;
pub mod registry;
pub mod route;
pub mod select;
pub mod timer;
pub mod usm;
pub mod wait;

pub use buffer::Buffer;
pub use context::Context;
pub use device::{Aspect, AspectSet, Device, DeviceType, Platform};
pub use error::{Error, Result, Status};
pub use kernel::Kernel;
pub use mem::Mem;
pub use program::Program;
pub use queue::{Event, Queue};
