//! One file a language. Each `text` is a `match` without a fallback arm.

pub(crate) mod cs;
pub(crate) mod en;
pub(crate) mod pt;
pub(crate) mod sl;
