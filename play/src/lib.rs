//! `pyramids-play`: what the Android and iOS apps both decide that is not
//! pixels, written once. The apps paint, hit-test, animate and store; this
//! crate tells them what to say. It has no FFI and no I/O of its own: the
//! `pyramids-ffi` crate exports it through UniFFI.
//!
//! The model is matrix-rust-sdk's `matrix-sdk-ui`, whose room and timeline
//! logic Element X on both platforms only renders.
//!
//! - [`catalog`]: every text either app shows, in English, Portuguese, Czech
//!   and Slovenian, by a typed key, with CLDR plurals.
//! - [`game_over`]: the game-over sheet's headline, ranking and buttons.
//! - [`interact`]: the boards' interaction models (a tap on a place or a
//!   button → marks, selection, ghost, prompt, buttons, the action played).
//! - [`learn`]: the lessons.
//! - [`puzzle`]: the shipped puzzles played against the engine's best
//!   defence, their answers, the player's puzzle progress and rating.
//! - [`settings`]: the player's settings, their file, the values the apps
//!   apply and the settings screen.
//! - [`sound`]: which bundled sound each decision makes.
//! - [`statistics`]: the player's results per game and opponent, the
//!   game-over line and the statistics screen.
//! - [`table`]: table mode's seat layout (which edge each seat faces).
//! - [`turn`]: the turn flow (when the computer starts, undo and redo around
//!   its decisions, hints, autosave) and how long the computer thinks.

pub mod catalog;
pub mod colour_vision;
pub mod game_over;
pub mod interact;
pub mod learn;
pub mod palette;
pub mod patterns;
pub mod progress_file;
pub mod puzzle;
pub mod screens;
pub mod settings;
pub mod sound;
pub mod statistics;
pub mod table;
pub mod turn;

pub use catalog::{Catalog, Language, PluralCategory, TextKey};
