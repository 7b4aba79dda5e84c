//! Table mode's seat layout: on a tablet lying flat between the players,
//! which edge each seat sits at. Each seat's panel, and the legend its
//! button opens, is drawn facing its edge, and so is its own status line
//! ([`Catalog::table_status_line`]). The board stays facing the bottom
//! unless the player chose a board that turns to the mover
//! ([`board_side`], [`TableBoard`]); then the edge's angle
//! ([`TableSide::degrees`]) is also the board's angle on that seat's turn.

use pyramids_core::game::GameKind;

use crate::catalog::{Catalog, TextKey};
use crate::interact::Prompt;
pub use crate::settings::TableBoard;

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
/// [`TableBoard::Still`] (the default) keeps every board facing the bottom
/// (seat 0's edge): a board that swings round at each turn moves the place
/// every player's eye was on, which a reviewer found disorienting in
/// Pyramida's half turn between two players; each seat's panel, marks and
/// status line face their reader instead, as Pylos's plan view does.
/// [`TableBoard::TurnToMover`] is for those who prefer to read Pyramida's
/// triangle and Pyramido's pyramid upright (their coordinates, apex and
/// floors read one way): those boards turn to the player who must read them
/// now. Pylos's plan is the same seen from every edge, with the coordinates
/// along two edges as the rules draw them, so it stays either way.
pub fn board_side(game: GameKind, mover: TableSide, table_board: TableBoard) -> TableSide {
    match (game, table_board) {
        (GameKind::Pyramida | GameKind::Pyramido, TableBoard::TurnToMover) => mover,
        _ => TableSide::Bottom,
    }
}

impl Catalog {
    /// The status line seat `reader` reads at its own edge in table mode:
    /// "Your turn: Place a ball …" (the prompt) for the seat that decides
    /// now, "Player 2 is thinking…" while the computer decides, "Waiting for
    /// Player 3" while another person does; `mover` is `None` once the game
    /// is over (the prompt then says so to everyone).
    pub fn table_status_line(
        &self,
        game: GameKind,
        reader: u32,
        mover: Option<u32>,
        mover_is_computer: bool,
        prompt: &Prompt,
    ) -> String {
        match mover {
            None => self.prompt(prompt),
            Some(m) if m == reader && !mover_is_computer => {
                self.text(TextKey::YourTurnTo, &[self.prompt(prompt)])
            }
            Some(m) if mover_is_computer => {
                self.text(TextKey::Thinking, &[self.seat_name(game, m)])
            }
            Some(m) => self.text(TextKey::WaitingFor, &[self.seat_name(game, m)]),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use TableSide::*;

    #[test]
    fn boards_stay_by_default_and_turn_when_chosen() {
        assert_eq!(TableBoard::default(), TableBoard::Still);
        for n in 1..=MAX_TABLE_SEATS {
            for ends in [false, true] {
                for side in seat_sides(n, ends).unwrap() {
                    for game in [GameKind::Pylos, GameKind::Pyramida, GameKind::Pyramido] {
                        assert_eq!(board_side(game, side, TableBoard::Still), Bottom);
                    }
                    let turn = TableBoard::TurnToMover;
                    assert_eq!(board_side(GameKind::Pyramida, side, turn), side);
                    assert_eq!(board_side(GameKind::Pyramido, side, turn), side);
                    assert_eq!(board_side(GameKind::Pylos, side, turn), Bottom);
                }
            }
        }
        // Pyramida's two players face each other: a turning board turns half
        // round.
        let two = seat_sides(2, false).unwrap();
        let turns: Vec<u32> = two
            .iter()
            .map(|s| board_side(GameKind::Pyramida, *s, TableBoard::TurnToMover).degrees())
            .collect();
        assert_eq!(turns, vec![0, 180]);
    }

    #[test]
    fn each_seat_reads_its_own_status_line() {
        use crate::catalog::Language;
        let want = [
            (
                Language::English,
                "Your turn: ",
                "Player 2 is thinking…",
                "Waiting for Player 3",
            ),
            (
                Language::Portuguese,
                "A sua vez: ",
                "Jogador 2 a pensar…",
                "À espera de Jogador 3",
            ),
            (
                Language::Czech,
                "Jste na tahu: ",
                "Hráč 2 přemýšlí…",
                "Čeká se na: Hráč 3",
            ),
            (
                Language::Slovenian,
                "Na potezi ste: ",
                "Igralec 2 razmišlja …",
                "Čakamo na: Igralec 3",
            ),
        ];
        let game = GameKind::Pyramido;
        let place = Prompt::PyramidoPlace { floor: 1 };
        for (language, yours, thinking, waiting) in want {
            let c = Catalog::new(language);
            let own = c.table_status_line(game, 2, Some(2), false, &place);
            assert_eq!(own, format!("{yours}{}", c.prompt(&place)));
            let wait = Prompt::Wait { game, seat: 1 };
            for reader in [0, 2, 3] {
                assert_eq!(
                    c.table_status_line(game, reader, Some(1), true, &wait),
                    thinking
                );
            }
            assert_eq!(
                c.table_status_line(game, 0, Some(2), false, &place),
                waiting
            );
            assert_eq!(
                c.table_status_line(game, 0, None, false, &Prompt::GameOver),
                c.prompt(&Prompt::GameOver)
            );
        }
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
