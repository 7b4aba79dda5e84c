//! One file a language, and one more each for its lessons, its puzzles and
//! its settings and statistics. Each `text` is a
//! `match` without a fallback arm.

pub(crate) mod cs;
pub(crate) mod en;
pub(crate) mod lessons_cs;
pub(crate) mod lessons_en;
pub(crate) mod lessons_pt;
pub(crate) mod lessons_sl;
pub(crate) mod pt;
pub(crate) mod puzzles_cs;
pub(crate) mod puzzles_en;
pub(crate) mod puzzles_pt;
pub(crate) mod puzzles_sl;
pub(crate) mod settings_cs;
pub(crate) mod settings_en;
pub(crate) mod settings_pt;
pub(crate) mod settings_sl;
pub(crate) mod sl;
