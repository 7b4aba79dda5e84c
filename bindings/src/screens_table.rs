//! Table mode's seat layout (`pyramids_play::table`) for both apps: which
//! edge each seat sits at when a tablet lies flat between the players.

use pyramids_core::game::GameKind;
use pyramids_play::table::{self as play, TableSide};

use crate::error::{guard, OptionsProblem, PyramidsError, Result};

/// An edge of the screen where a player sits in table mode.
#[uniffi::remote(Enum)]
pub enum TableSide {
    Bottom,
    Left,
    Top,
    Right,
}

/// Where `seats` players sit, in turn order, clockwise from the bottom:
/// two at the bottom and top (with `at_ends`, at the left and right ends),
/// three at the bottom, left and right, four at every edge. `BadOptions`
/// for fewer than one or more than four.
#[uniffi::export]
pub fn table_seat_sides(seats: i32, at_ends: bool) -> Result<Vec<TableSide>> {
    guard(|| {
        usize::try_from(seats)
            .ok()
            .and_then(|n| play::seat_sides(n, at_ends))
            .ok_or_else(|| {
                PyramidsError::bad_options(
                    OptionsProblem::TableSeats { seats },
                    format!("table mode seats 1 to 4 players, not {seats}"),
                )
            })
    })
}

/// The clockwise turn (degrees) that makes what is drawn for the bottom
/// edge face `side`: 0, 90, 180 or 270. It is also the board's angle on
/// that seat's turn.
#[uniffi::export]
pub fn table_side_degrees(side: TableSide) -> i32 {
    side.degrees() as i32
}

/// The edge the board faces in table mode while the seat at `mover` is to
/// move: the mover's for Pyramida and Pyramido, always the bottom for Pylos
/// (its plan reads the same from every edge). Its degrees are the board's
/// turn.
#[uniffi::export]
pub fn table_board_side(game: GameKind, mover: TableSide) -> TableSide {
    play::board_side(game, mover)
}
