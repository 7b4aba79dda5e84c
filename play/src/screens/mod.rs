//! The shared screen models: what a screen offers and says, decided once
//! for both apps, which only lay it out and paint it.
//!
//! - [`saved_games`]: a saved game's card (game, players, whose turn or the
//!   result, the move number, damaged or made by a newer version), from the
//!   save's text or from why it could not be read.
//! - [`buttons`]: button roles (main, secondary, destructive), the Delete
//!   and Resign confirmations and a card's buttons.
//! - [`thumbnail`]: a saved game's small picture, shapes on a square.
//! - [`new_game`]: the new-game choices (seats, levels, rules variant, who
//!   starts, table mode) and the options they make.
//! - [`review`]: the review page's card, verdict marks (symbol, word, one
//!   palette), values in words, steps and the graph's edges.
//! - [`legend`]: the boards' marks (one palette, a shape each, the legend's
//!   words) and the legend of the board on view.
//! - [`coordinates`]: the labels along each board's edges, spelt as the
//!   notation and the catalog's words name places.

pub mod buttons;
pub mod coordinates;
pub mod legend;
pub mod new_game;
pub mod review;
pub mod saved_games;
pub mod thumbnail;
