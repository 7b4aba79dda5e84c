//! One file a language, and one more for its lessons. Each `text` is a
//! `match` without a fallback arm.

pub(crate) mod cs;
pub(crate) mod en;
pub(crate) mod lessons_cs;
pub(crate) mod lessons_en;
pub(crate) mod lessons_pt;
pub(crate) mod lessons_sl;
pub(crate) mod pt;
pub(crate) mod sl;
