//! Table mode's seat layout (`pyramids_play::table`) for both apps: which
//! edge each seat sits at when a tablet lies flat between the players.

use pyramids_core::game::GameKind;
use pyramids_play::table::{self as play, TableSide};

use crate::error::{guard, OptionsProblem, PyramidsError, Result};
use crate::settings::TableBoard;

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
/// move, under the player's `Settings.table_board`: with `Still` (the
/// default) always the bottom, each seat's panel and status line facing
/// its reader instead; with `TurnToMover` the mover's for Pyramida and
/// Pyramido. Pylos's plan reads the same from every edge and always faces
/// the bottom. Its degrees are the board's turn.
#[uniffi::export]
pub fn table_board_side(game: GameKind, mover: TableSide, table_board: TableBoard) -> TableSide {
    play::board_side(game, mover, table_board)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_board_stays_unless_it_turns_to_the_mover() {
        let top = TableSide::Top;
        assert_eq!(
            table_board_side(GameKind::Pyramida, top, TableBoard::Still),
            TableSide::Bottom
        );
        assert_eq!(
            table_board_side(GameKind::Pyramida, top, TableBoard::TurnToMover),
            top
        );
        assert_eq!(
            table_board_side(GameKind::Pylos, top, TableBoard::TurnToMover),
            TableSide::Bottom
        );
    }
}
