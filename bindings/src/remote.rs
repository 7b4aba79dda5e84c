//! The core's own value types, exported as they are: one Rust definition
//! each (in `pyramids-core`), reaching Kotlin and Swift through UniFFI's
//! generated code.
//!
//! `#[uniffi::remote]` restates each type's shape for the macro; the
//! compiler checks every restatement against the core's definition (a
//! missing or extra variant or field does not build), so the core stays the
//! one place a type is defined. Remote rather than a derive behind a core
//! feature: derived types would belong to a second UniFFI component (crate
//! `pyramids_core`), i.e. a second Kotlin file and package and a second
//! Swift FFI module for both apps to wire up; remote types stay in this one
//! component, and the core keeps no UniFFI dependency at all.
//!
//! Board coordinates cross as their notation (`Pos` "2b1", `Field` "e3",
//! `Cell` "e5"): custom types over `String`, so a malformed one coming back
//! from an app is refused when it is lifted.

use pyramids_core::error::RuleProblem;
use pyramids_core::game::{DrawReason, GameKind, Level};
use pyramids_core::pylos::{Phase, Pos, PylosProblem};
use pyramids_core::pyramida::{Decision as PyramidaDecision, Field, PyramidaProblem};
use pyramids_core::pyramido::{
    Cell, Colour, Corner, Dir, Phase as PyramidoPhase, PlaceError, PyramidoProblem,
};
use pyramids_core::Decision;

// A string that is not a place fails as the call's own typed error (the
// lifting hands it back as `PyramidsError`), not as an internal one.
use crate::error::PyramidsError;

uniffi::custom_type!(Pos, String, {
    remote,
    lower: |p| p.to_string(),
    try_lift: |s| Pos::parse(&s).ok_or_else(|| PyramidsError::unreadable(&s, "a Pylos position").into()),
});

uniffi::custom_type!(Field, String, {
    remote,
    lower: |f| f.to_string(),
    try_lift: |s| Field::parse(&s).ok_or_else(|| PyramidsError::unreadable(&s, "a Pyramida field").into()),
});

uniffi::custom_type!(Cell, String, {
    remote,
    lower: |c| c.to_string(),
    try_lift: |s| Cell::parse(&s).ok_or_else(|| PyramidsError::unreadable(&s, "a Pyramido cell").into()),
});

/// Which game.
#[uniffi::remote(Enum)]
pub enum GameKind {
    Pylos,
    Pyramido,
    Pyramida,
}

/// AI strength, weakest first. Which levels a game offers is in
/// `GameInfo.ai_levels` (`Perfect` only where a game is solved).
#[uniffi::remote(Enum)]
#[uniffi(name = "AiLevel")]
pub enum Level {
    Random,
    Easy,
    Medium,
    Hard,
    Expert,
    Perfect,
}

/// Why a finished game is a draw.
#[uniffi::remote(Enum)]
pub enum DrawReason {
    /// The same position occurred for the third time.
    Repetition,
    /// The game's `max_plies` was reached.
    PlyLimit,
}

/// Which decision the Pylos player to move faces.
#[uniffi::remote(Enum)]
#[uniffi(name = "PylosPhase")]
pub enum Phase {
    /// Place a reserve ball or raise a free ball.
    Move,
    /// A pattern was completed: take back one own free ball (mandatory).
    FirstReclaim,
    /// Take back a second own free ball, or `stop` (optional).
    SecondReclaim,
}

/// Which decision the Pyramida player to move faces.
#[uniffi::remote(Enum)]
pub enum PyramidaDecision {
    /// Move a stone one field diagonally up or down.
    Move,
    /// Choose where the stone driven from `retreat_from` goes
    /// (`retreat_options`).
    Retreat,
    /// No legal move: the only action is `pass`.
    Pass,
    /// The game is over.
    GameOver,
}

/// Which decision the player to move faces, in any of the games (the
/// board snapshot repeats it with the game's own data).
#[uniffi::remote(Enum)]
pub enum Decision {
    Pylos { phase: Phase },
    Pyramido { phase: PyramidoPhase },
    Pyramida { decision: PyramidaDecision },
}

/// A block colour (and a single tile's face).
#[uniffi::remote(Enum)]
#[uniffi(name = "PyramidoColour")]
pub enum Colour {
    Brown,
    Blue,
    Yellow,
    Aqua,
    Red,
    Green,
}

/// A quarter of a block, for jewels: north-west, north-east, south-east,
/// south-west (north is up, row 1).
#[uniffi::remote(Enum)]
#[uniffi(name = "PyramidoCorner")]
pub enum Corner {
    Nw,
    Ne,
    Se,
    Sw,
}

/// Where a placed domino's east block lies from its west (anchor) block;
/// equally its rotation in quarter turns clockwise (`E` = as printed).
#[uniffi::remote(Enum)]
#[uniffi(name = "PyramidoDir")]
pub enum Dir {
    E,
    S,
    W,
    N,
}

/// The decision the Pyramido player to move faces.
#[uniffi::remote(Enum)]
pub enum PyramidoPhase {
    /// Place a quarry domino on the current floor.
    Place,
    /// Put a marker on one of the two blocks just placed.
    Mark,
    /// Cover a block just placed with a single tile, or skip.
    Tile,
    /// Refill the empty quarry slot from one of the two piles above it.
    Refill,
    /// No domino fits: put a single tile into an empty position (twice).
    NoFit,
    Over,
}

/// Why a Pylos action is refused.
#[uniffi::remote(Enum)]
pub enum PylosProblem {
    ReserveEmpty,
    Occupied { at: Pos },
    NotSupported { at: Pos },
    NotYourBall { at: Pos },
    CarriesABall { at: Pos },
    NotAvailable { at: Pos },
    NotHigher { from: Pos, to: Pos },
    SupportsTarget { from: Pos, to: Pos },
    FirstReclaimMandatory,
    PlaceOrRaiseFirst,
    ReclaimFirst,
}

/// Why a Pyramida action is refused.
#[uniffi::remote(Enum)]
pub enum PyramidaProblem {
    NoSuchField,
    NoOwnStone { at: Field },
    NotAStep { from: Field, to: Field },
    OwnStone { at: Field },
    FirstMoveFromEnd { at: Field },
    Blocked { at: Field, by: Vec<Field> },
    Protected { at: Field },
    BaseStone { at: Field },
    ChainFails { at: Field },
    RetreatNotAllowed { from: Field, options: Vec<Field> },
    MustRetreatFirst { from: Field, options: Vec<Field> },
    NotRetreating,
    PassWithLegalMove,
}

/// Why a Pyramido domino cannot go where asked.
#[uniffi::remote(Enum)]
#[uniffi(name = "PyramidoPlaceError")]
pub enum PlaceError {
    OffFloor,
    Occupied,
    FirstAnchor,
    NoContact,
    TooLarge,
    FloorNotReady,
}

/// Why a Pyramido action is refused. Slots and piles are 0-based.
#[uniffi::remote(Enum)]
pub enum PyramidoProblem {
    SlotEmpty { slot: i32 },
    CannotPlace { reason: PlaceError },
    NotJustPlaced { cell: Cell },
    CannotMark { cell: Cell },
    CarriesMarker { cell: Cell },
    TileUsed { colour: Colour },
    WrongPile { slot: i32, pile: i32 },
    PileEmpty { pile: i32 },
    NotAHole { cell: Cell, floor: i32 },
    WrongDecision { phase: PyramidoPhase },
}

/// Why one of the games refuses an action.
#[uniffi::remote(Enum)]
pub enum RuleProblem {
    Pylos { problem: PylosProblem },
    Pyramido { problem: PyramidoProblem },
    Pyramida { problem: PyramidaProblem },
}
