//! Why a Pyramido action is refused. Typed, so front ends word it in their
//! own language (the CLI in English, the apps in four languages).

use serde::Serialize;

use super::board::{Cell, PlaceError};
use super::dominoes::Colour;
use super::state::Phase;

/// Why an action is not legal now. Slots and piles are 0-based. Numbers
/// are `i32`: a problem is a report that front ends count in plain ints.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "problem", rename_all = "snake_case")]
pub enum PyramidoProblem {
    /// The quarry slot is empty or does not exist.
    SlotEmpty { slot: i32 },
    /// The domino does not fit there ([`PlaceError`] says why).
    CannotPlace { reason: PlaceError },
    /// The cell is not one of the two blocks of the domino just placed.
    NotJustPlaced { cell: Cell },
    /// The block has no jewel, or its colour's marker is already used.
    CannotMark { cell: Cell },
    /// The block carries a marker, so no tile may cover it.
    CarriesMarker { cell: Cell },
    /// The single tile with that face is already used.
    TileUsed { colour: Colour },
    /// Quarry slot `slot` is refilled from pile `slot` or `slot + 1` only.
    WrongPile { slot: i32, pile: i32 },
    /// The pile is empty.
    PileEmpty { pile: i32 },
    /// The cell is not an empty position of the current floor.
    NotAHole { cell: Cell, floor: i32 },
    /// The action answers another decision than the current one.
    WrongDecision { phase: Phase },
}

impl PyramidoProblem {
    /// The problem's snake_case name, as the conformance scenarios and the
    /// apps' string tables know it. A placement problem is named after its
    /// reason (`first_anchor` …), since that is what a player needs to hear.
    pub fn kind(&self) -> &'static str {
        match self {
            PyramidoProblem::SlotEmpty { .. } => "slot_empty",
            PyramidoProblem::CannotPlace { reason } => reason.kind(),
            PyramidoProblem::NotJustPlaced { .. } => "not_just_placed",
            PyramidoProblem::CannotMark { .. } => "cannot_mark",
            PyramidoProblem::CarriesMarker { .. } => "carries_marker",
            PyramidoProblem::TileUsed { .. } => "tile_used",
            PyramidoProblem::WrongPile { .. } => "wrong_pile",
            PyramidoProblem::PileEmpty { .. } => "pile_empty",
            PyramidoProblem::NotAHole { .. } => "not_a_hole",
            PyramidoProblem::WrongDecision { .. } => "wrong_decision",
        }
    }
}
