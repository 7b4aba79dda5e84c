//! Table mode's seat layout: on a tablet lying flat between the players,
//! which edge each seat sits at. Each seat's panel, and the legend its
//! button opens, is drawn facing its edge; the board of a game that turns
//! ([`board_side`]) faces the player to move, so the edge's angle
//! ([`TableSide::degrees`]) is also the board's angle on that seat's turn.

use pyramids_core::game::GameKind;

/// An edge of the screen where a player sits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TableSide {
    Bottom,
    Left,
    Top,
    Right,
}

impl TableSide {
    /// The clockwise turn (degrees, y down) that makes content drawn for the
    /// bottom edge face this edge: 0, 90, 180, 270.
    pub fn degrees(self) -> u32 {
        match self {
            TableSide::Bottom => 0,
            TableSide::Left => 90,
            TableSide::Top => 180,
            TableSide::Right => 270,
        }
    }
}

/// The most seats table mode places.
pub const MAX_TABLE_SEATS: usize = 4;

/// Where seats sit, in turn order, going clockwise round the table from the
/// bottom edge; `None` for fewer than one or more than four seats.
///
/// - **One**: the bottom.
/// - **Two**: facing each other across the long edges (bottom, top); with
///   `at_ends`, at the left and right ends of a landscape screen instead, so
///   that a square board gets the whole short side.
/// - **Three**: bottom, left, right (0°, 90°, 270°). Three people round a
///   tablet lying in landscape take one long edge and the two short ends:
///   the two at the ends face each other across the board, the first player
///   sits between them, and nobody has to share a corner or lean in from
///   the far long edge. It is symmetric, so neither end player sits "beside"
///   the first, and a square board, which needs the short side, loses only
///   one panel's depth of it (bottom, left, top would take two and leave
///   the right edge empty). Turn order stays clockwise (the top is skipped).
/// - **Four**: one at each edge, bottom, left, top, right.
pub fn seat_sides(seats: usize, at_ends: bool) -> Option<Vec<TableSide>> {
    use TableSide::*;
    Some(match seats {
        1 => vec![Bottom],
        2 if at_ends => vec![Left, Right],
        2 => vec![Bottom, Top],
        3 => vec![Bottom, Left, Right],
        4 => vec![Bottom, Left, Top, Right],
        _ => return None,
    })
}

/// The edge the board faces in table mode while the seat sitting at
/// `mover` is to move.
///
/// Pyramida's triangle and Pyramido's pyramid have an up and a down: their
/// coordinates, the apex and the floors read one way, so each board turns
/// to the player who has to read it now. Pylos's table board is the plan of
/// a square pyramid, the same seen from every edge, with the coordinates
/// along two edges as the rules draw them; turning it would swing the whole
/// board round at every turn of a two-player game and move the place a
/// player's eye was on, so it stays facing the bottom.
pub fn board_side(game: GameKind, mover: TableSide) -> TableSide {
    match game {
        GameKind::Pyramida | GameKind::Pyramido => mover,
        GameKind::Pylos => TableSide::Bottom,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use TableSide::*;

    #[test]
    fn pyramida_and_pyramido_face_the_mover_and_pylos_stays() {
        for n in 1..=MAX_TABLE_SEATS {
            for ends in [false, true] {
                for side in seat_sides(n, ends).unwrap() {
                    assert_eq!(board_side(GameKind::Pyramida, side), side);
                    assert_eq!(board_side(GameKind::Pyramido, side), side);
                    assert_eq!(board_side(GameKind::Pylos, side), Bottom);
                }
            }
        }
        // Pyramida's two players face each other: its board turns half round.
        let two = seat_sides(2, false).unwrap();
        let turns: Vec<u32> = two
            .iter()
            .map(|s| board_side(GameKind::Pyramida, *s).degrees())
            .collect();
        assert_eq!(turns, vec![0, 180]);
    }

    fn degrees(seats: usize, at_ends: bool) -> Vec<u32> {
        seat_sides(seats, at_ends)
            .unwrap()
            .into_iter()
            .map(TableSide::degrees)
            .collect()
    }

    #[test]
    fn two_seats_face_each_other() {
        assert_eq!(seat_sides(2, false), Some(vec![Bottom, Top]));
        assert_eq!(degrees(2, false), vec![0, 180]);
        assert_eq!(seat_sides(2, true), Some(vec![Left, Right]));
        assert_eq!(degrees(2, true), vec![90, 270]);
    }

    #[test]
    fn three_seats_take_a_long_edge_and_both_ends() {
        assert_eq!(seat_sides(3, false), Some(vec![Bottom, Left, Right]));
        assert_eq!(degrees(3, false), vec![0, 90, 270]);
        // `at_ends` is about two players only.
        assert_eq!(seat_sides(3, true), seat_sides(3, false));
    }

    #[test]
    fn four_seats_one_at_each_edge_clockwise() {
        assert_eq!(seat_sides(4, false), Some(vec![Bottom, Left, Top, Right]));
        assert_eq!(degrees(4, true), vec![0, 90, 180, 270]);
    }

    #[test]
    fn no_seat_shares_an_edge_and_other_counts_have_none() {
        for n in 1..=MAX_TABLE_SEATS {
            for ends in [false, true] {
                let s = seat_sides(n, ends).unwrap();
                assert_eq!(s.len(), n);
                assert_eq!(s[0], if n == 2 && ends { Left } else { Bottom });
                let mut d: Vec<u32> = s.iter().map(|x| x.degrees()).collect();
                d.dedup();
                assert_eq!(d.len(), n);
                // Clockwise: the angles only grow along the turn order.
                assert!(d.windows(2).all(|w| w[0] < w[1]));
            }
        }
        assert_eq!(seat_sides(0, false), None);
        assert_eq!(seat_sides(5, false), None);
    }
}
