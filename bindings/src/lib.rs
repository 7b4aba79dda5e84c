//! `pyramids-ffi`: the UniFFI surface of `pyramids-core` for the native apps.
//!
//! Filled by the bindings issue; for now it only proves the core links from here.

pub use pyramids_core as core;
