//! The game-over summary: what the sheet over a finished game says and
//! offers, the same on both apps. From the outcome, who sits at each seat
//! and (Pyramido) the final ranking the core gives, [`summary`] makes a
//! [`GameOverSummary`]: the headline as a typed value ([`Headline`], worded
//! by [`Catalog::headline`]), the ranking's rows (worded by
//! [`Catalog::ranking_headings`], [`Catalog::ranking_cells`] and
//! [`Catalog::ranking_row_words`]) and the sheet's buttons.

use pyramids_core::game::{DrawReason, GameKind, Outcome, SeatKind};

use crate::catalog::{Catalog, TextKey};

/// The result in one line, typed; [`Catalog::headline`] words it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Headline {
    /// The one human facing the computer won.
    YouWon,
    /// The one human facing the computer lost (also: others share the win).
    YouLost,
    /// The one human facing the computer shares first place.
    YouShareWin,
    /// The one human facing the computer gave the game up.
    YouResigned,
    /// Between humans (or computers only): this seat won.
    Wins { seat: u32 },
    /// Between humans: these seats share first place.
    SharedWin { seats: Vec<u32> },
    /// A draw: the same position for the third time.
    DrawRepetition,
    /// A draw: the record's move limit.
    DrawMoveLimit,
}

/// The picture above the headline. A winner's badge only where the
/// headline celebrates that seat, so "You lost" never sits under the
/// computer's trophy.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Emblem {
    /// You won, or (between humans, or computers only) this seat won:
    /// tinted with its colour.
    Trophy {
        seat: u32,
    },
    /// First place shared (by you or between humans): one tint per seat.
    SharedWin {
        seats: Vec<u32>,
    },
    /// You lost or resigned: neutral, never the winner's colour.
    Defeat,
    Draw,
}

/// A button of the game-over sheet, in the order the sheet shows them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameOverButton {
    /// The same options again (a new seed).
    Rematch,
    /// The finished game's review.
    Review,
    /// Back to the home screen.
    Home,
    /// Puts the sheet away to look at the final position (its "Result"
    /// button brings it back).
    SeeBoard,
}

impl GameOverButton {
    /// How the sheet styles the button: a rematch is what a player who just
    /// finished usually wants, so it alone is filled; a sheet with two
    /// filled buttons asks the player to read both before pressing either.
    pub fn role(self) -> crate::screens::buttons::ButtonRole {
        use crate::screens::buttons::ButtonRole;
        match self {
            GameOverButton::Rematch => ButtonRole::Primary,
            GameOverButton::Review | GameOverButton::Home | GameOverButton::SeeBoard => {
                ButtonRole::Secondary
            }
        }
    }
}

/// The buttons every game-over sheet offers, on both apps.
pub const GAME_OVER_BUTTONS: [GameOverButton; 4] = [
    GameOverButton::Rematch,
    GameOverButton::Review,
    GameOverButton::Home,
    GameOverButton::SeeBoard,
];

/// One player's final standing as the core ranks it (Pyramido).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinalRank {
    /// 1-based; fully tied players share a place.
    pub place: u32,
    pub seat: u32,
    /// Points of each floor scored (at most four).
    pub floor_scores: Vec<i32>,
    pub unused_tiles: u32,
    pub score: i32,
    pub eliminated: bool,
}

/// One line of the ranking table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RankingRow {
    pub place: u32,
    pub seat: u32,
    /// Floors 1 to 4: the points, or `None` for a floor not scored.
    pub floors: [Option<i32>; 4],
    pub unused_tiles: u32,
    /// The total, or `None` for an eliminated player ("Out").
    pub total: Option<i32>,
    /// The one human facing the computer: the app marks the row.
    pub you: bool,
}

/// What the game-over sheet shows and offers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameOverSummary {
    pub headline: Headline,
    pub emblem: Emblem,
    /// The seats that won (one, several for a shared win, none for a draw),
    /// for the ranking and the words; the picture is [`Self::emblem`].
    pub winners: Vec<u32>,
    /// The one human seat of a game against the computer, if it is one.
    pub you: Option<u32>,
    /// The seat that resigned, if the game ended so.
    pub resigned: Option<u32>,
    /// Best first (then by seat); empty for games without a ranking.
    pub ranking: Vec<RankingRow>,
    pub buttons: Vec<GameOverButton>,
}

/// The one human seat of a game against the computer: exactly one human
/// and at least one computer. `None` for pass-and-play or computers only.
pub fn human_facing_computer(seats: &[SeatKind]) -> Option<u32> {
    let humans: Vec<usize> = (0..seats.len())
        .filter(|&i| seats[i] == SeatKind::Human)
        .collect();
    let computer = seats.iter().any(|s| matches!(s, SeatKind::Ai(_)));
    match humans.as_slice() {
        [one] if computer => Some(*one as u32),
        _ => None,
    }
}

/// The summary of a finished game; `None` while it goes on. `resigned` is
/// the seat that gave the game up, if one did.
pub fn summary(
    outcome: &Outcome,
    seats: &[SeatKind],
    ranking: &[FinalRank],
    resigned: Option<u32>,
) -> Option<GameOverSummary> {
    let you = human_facing_computer(seats);
    let (headline, winners) = match outcome {
        Outcome::Ongoing => return None,
        // "You lost" would hide why; the winners' badges still show.
        _ if resigned.is_some() && resigned == you => (
            Headline::YouResigned,
            match outcome {
                Outcome::Win { winner } => vec![*winner as u32],
                Outcome::SharedWin { winners } => winners.iter().map(|&w| w as u32).collect(),
                _ => Vec::new(),
            },
        ),
        Outcome::Win { winner } => {
            let w = *winner as u32;
            let h = match you {
                Some(y) if y == w => Headline::YouWon,
                Some(_) => Headline::YouLost,
                None => Headline::Wins { seat: w },
            };
            (h, vec![w])
        }
        Outcome::SharedWin { winners } => {
            let ws: Vec<u32> = winners.iter().map(|&w| w as u32).collect();
            let h = match you {
                Some(y) if ws.contains(&y) => Headline::YouShareWin,
                Some(_) => Headline::YouLost,
                None => Headline::SharedWin { seats: ws.clone() },
            };
            (h, ws)
        }
        Outcome::Draw { reason } => (
            match reason {
                DrawReason::Repetition => Headline::DrawRepetition,
                DrawReason::PlyLimit => Headline::DrawMoveLimit,
            },
            Vec::new(),
        ),
    };
    let mut ranking: Vec<RankingRow> = ranking
        .iter()
        .map(|r| RankingRow {
            place: r.place,
            seat: r.seat,
            floors: std::array::from_fn(|f| r.floor_scores.get(f).copied()),
            unused_tiles: r.unused_tiles,
            total: (!r.eliminated).then_some(r.score),
            you: you == Some(r.seat),
        })
        .collect();
    ranking.sort_by_key(|r| (r.place, r.seat));
    Some(GameOverSummary {
        emblem: emblem(&headline, &winners),
        headline,
        winners,
        you,
        resigned,
        ranking,
        buttons: GAME_OVER_BUTTONS.to_vec(),
    })
}

/// The picture that goes with `headline`.
fn emblem(headline: &Headline, winners: &[u32]) -> Emblem {
    match headline {
        Headline::YouWon | Headline::Wins { .. } => match winners {
            [seat] => Emblem::Trophy { seat: *seat },
            _ => Emblem::SharedWin {
                seats: winners.to_vec(),
            },
        },
        Headline::YouShareWin | Headline::SharedWin { .. } => Emblem::SharedWin {
            seats: winners.to_vec(),
        },
        Headline::YouLost | Headline::YouResigned => Emblem::Defeat,
        Headline::DrawRepetition | Headline::DrawMoveLimit => Emblem::Draw,
    }
}

impl Catalog {
    /// The headline in words: "You won!", "Light wins!", "Shared win:
    /// Player 1, Player 3", "Draw by repetition" …
    pub fn headline(&self, game: GameKind, headline: &Headline) -> String {
        match headline {
            Headline::YouWon => self.text(TextKey::YouWon, &[]),
            Headline::YouLost => self.text(TextKey::YouLost, &[]),
            Headline::YouShareWin => self.text(TextKey::YouShareWin, &[]),
            Headline::YouResigned => self.text(TextKey::YouResigned, &[]),
            Headline::Wins { seat } => self.text(TextKey::Wins, &[self.seat_name(game, *seat)]),
            Headline::SharedWin { seats } => {
                let names: Vec<String> = seats.iter().map(|&s| self.seat_name(game, s)).collect();
                self.text(TextKey::SharedWin, &[names.join(", ")])
            }
            Headline::DrawRepetition => self.text(TextKey::DrawRepetition, &[]),
            Headline::DrawMoveLimit => self.text(TextKey::DrawLimit, &[]),
        }
    }

    /// The line under the headline: who resigned ("Dark resigned"), unless
    /// the headline already says so.
    pub fn game_over_note(&self, game: GameKind, summary: &GameOverSummary) -> Option<String> {
        match (summary.resigned, &summary.headline) {
            (_, Headline::YouResigned) | (None, _) => None,
            (Some(seat), _) => {
                Some(self.text(TextKey::SeatResigned, &[self.seat_name(game, seat)]))
            }
        }
    }

    /// A game-over button's label ("See the board" is the sheet's close
    /// button: the app may draw it as an icon with this as its description).
    pub fn game_over_button(&self, button: GameOverButton) -> String {
        match button {
            GameOverButton::Rematch => self.text(TextKey::Rematch, &[]),
            GameOverButton::Review => self.text(crate::catalog::ReviewKey::Review, &[]),
            GameOverButton::Home => self.text(TextKey::Home, &[]),
            GameOverButton::SeeBoard => self.text(TextKey::ResultHide, &[]),
        }
    }

    /// The ranking table's value headings: F1 … F4, Tiles, Total.
    pub fn ranking_headings(&self) -> Vec<String> {
        let mut out: Vec<String> = (1..=4)
            .map(|f| self.text(TextKey::PyramidoFloorShort, &[f.to_string()]))
            .collect();
        out.push(self.text(TextKey::PyramidoTilesShort, &[]));
        out.push(self.text(TextKey::PyramidoTotal, &[]));
        out
    }

    /// A row's values under [`Catalog::ranking_headings`]: each floor's
    /// points ("–" for a floor not scored), the unused tiles, the total
    /// ("Out" for an eliminated player).
    pub fn ranking_cells(&self, row: &RankingRow) -> Vec<String> {
        let mut out: Vec<String> = row
            .floors
            .iter()
            .map(|f| f.map_or_else(|| "–".to_string(), |p| p.to_string()))
            .collect();
        out.push(row.unused_tiles.to_string());
        out.push(match row.total {
            Some(t) => t.to_string(),
            None => self.text(TextKey::PyramidoOut, &[]),
        });
        out
    }

    /// A row in words for screen readers: "1. Player 2: F1 4, F2 6, …, Total 21".
    pub fn ranking_row_words(&self, game: GameKind, row: &RankingRow) -> String {
        let cells: Vec<String> = self
            .ranking_headings()
            .into_iter()
            .zip(self.ranking_cells(row))
            .map(|(h, v)| format!("{h} {v}"))
            .collect();
        format!(
            "{}. {}: {}",
            row.place,
            self.seat_name(game, row.seat),
            cells.join(", ")
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::Language;
    use pyramids_core::game::Level;

    const H: SeatKind = SeatKind::Human;
    const AI: SeatKind = SeatKind::Ai(Level::Medium);

    fn win(seat: usize) -> Outcome {
        Outcome::Win { winner: seat }
    }

    #[test]
    fn ongoing_has_no_summary() {
        assert_eq!(summary(&Outcome::Ongoing, &[H, AI], &[], None), None);
    }

    #[test]
    fn one_human_facing_the_computer_hears_you() {
        let s = summary(&win(0), &[H, AI], &[], None).unwrap();
        assert_eq!(
            (s.headline, s.you, s.winners),
            (Headline::YouWon, Some(0), vec![0])
        );
        let s = summary(&win(0), &[AI, H], &[], None).unwrap();
        assert_eq!((s.headline, s.you), (Headline::YouLost, Some(1)));
        let shared = Outcome::SharedWin {
            winners: vec![1, 2],
        };
        assert_eq!(
            summary(&shared, &[AI, H, AI], &[], None).unwrap().headline,
            Headline::YouShareWin
        );
        assert_eq!(
            summary(&shared, &[H, AI, AI], &[], None).unwrap().headline,
            Headline::YouLost
        );
    }

    #[test]
    fn between_humans_or_computers_the_seat_is_named() {
        for seats in [[H, H], [AI, AI]] {
            let s = summary(&win(1), &seats, &[], None).unwrap();
            assert_eq!((s.headline, s.you), (Headline::Wins { seat: 1 }, None));
        }
        // Two humans and a computer: nobody is "you".
        let shared = Outcome::SharedWin {
            winners: vec![0, 2],
        };
        let s = summary(&shared, &[H, H, AI], &[], None).unwrap();
        assert_eq!(s.headline, Headline::SharedWin { seats: vec![0, 2] });
        let c = Catalog::new(Language::English);
        assert_eq!(
            c.headline(GameKind::Pylos, &Headline::Wins { seat: 0 }),
            c.text(TextKey::Wins, &[c.seat_name(GameKind::Pylos, 0)])
        );
        assert_eq!(
            c.headline(GameKind::Pyramido, &s.headline),
            c.text(TextKey::SharedWin, &["Player 1, Player 3".to_string()])
        );
    }

    #[test]
    fn draws_say_why() {
        let rep = Outcome::Draw {
            reason: DrawReason::Repetition,
        };
        let lim = Outcome::Draw {
            reason: DrawReason::PlyLimit,
        };
        let s = summary(&rep, &[H, AI], &[], None).unwrap();
        assert_eq!((s.headline, s.winners), (Headline::DrawRepetition, vec![]));
        assert_eq!(
            summary(&lim, &[H, H], &[], None).unwrap().headline,
            Headline::DrawMoveLimit
        );
        let c = Catalog::new(Language::Czech);
        assert_eq!(
            c.headline(GameKind::Pylos, &Headline::DrawMoveLimit),
            c.text(TextKey::DrawLimit, &[])
        );
    }

    #[test]
    fn resign_you_resigned_against_the_computer_says_so_and_shows_the_winner() {
        let s = summary(&win(1), &[H, AI], &[], Some(0)).unwrap();
        assert_eq!(s.headline, Headline::YouResigned);
        assert_eq!((s.winners.clone(), s.resigned), (vec![1], Some(0)));
        let c = Catalog::new(Language::English);
        assert_eq!(c.headline(GameKind::Pylos, &s.headline), "You resigned");
        assert_eq!(c.game_over_note(GameKind::Pylos, &s), None, "said once");
    }

    #[test]
    fn resign_between_humans_the_winner_is_named_and_the_note_says_who_resigned() {
        let c = Catalog::new(Language::English);
        let s = summary(&win(0), &[H, H], &[], Some(1)).unwrap();
        assert_eq!(s.headline, Headline::Wins { seat: 0 });
        assert_eq!(
            c.game_over_note(GameKind::Pylos, &s).as_deref(),
            Some("Dark resigned")
        );
        let shared = Outcome::SharedWin {
            winners: vec![0, 1, 3],
        };
        let s = summary(&shared, &[H, H, H, H], &[], Some(2)).unwrap();
        assert_eq!(
            s.headline,
            Headline::SharedWin {
                seats: vec![0, 1, 3]
            }
        );
        assert_eq!(
            c.game_over_note(GameKind::Pyramido, &s).as_deref(),
            Some("Player 3 resigned")
        );
        let plain = summary(&win(0), &[H, H], &[], None).unwrap();
        assert_eq!(c.game_over_note(GameKind::Pylos, &plain), None);
    }

    #[test]
    fn each_headline_has_its_emblem_and_a_loss_never_shows_the_winners_badge() {
        let e = |o: &Outcome, seats: &[SeatKind], resigned| {
            let s = summary(o, seats, &[], resigned).unwrap();
            (s.headline, s.emblem)
        };
        assert_eq!(
            e(&win(0), &[H, AI], None),
            (Headline::YouWon, Emblem::Trophy { seat: 0 })
        );
        let (h, lost) = e(&win(1), &[H, AI], None);
        assert_eq!((h, lost), (Headline::YouLost, Emblem::Defeat));
        let (h, resigned) = e(&win(1), &[H, AI], Some(0));
        assert_eq!((h, resigned), (Headline::YouResigned, Emblem::Defeat));
        assert_eq!(
            e(&win(1), &[H, H], None),
            (Headline::Wins { seat: 1 }, Emblem::Trophy { seat: 1 })
        );
        let shared = Outcome::SharedWin {
            winners: vec![1, 2],
        };
        assert_eq!(
            e(&shared, &[AI, H, AI], None),
            (
                Headline::YouShareWin,
                Emblem::SharedWin { seats: vec![1, 2] }
            )
        );
        // Others sharing the win is still your loss.
        assert_eq!(
            e(&shared, &[H, AI, AI], None).1,
            Emblem::Defeat,
            "not the winners' badges"
        );
        assert_eq!(
            e(&shared, &[H, H, H], None).1,
            Emblem::SharedWin { seats: vec![1, 2] }
        );
        let draw = Outcome::Draw {
            reason: DrawReason::Repetition,
        };
        assert_eq!(e(&draw, &[H, AI], None).1, Emblem::Draw);
    }

    #[test]
    fn every_sheet_offers_the_same_buttons() {
        let a = summary(&win(0), &[H, AI], &[], None).unwrap();
        let b = summary(
            &Outcome::Draw {
                reason: DrawReason::PlyLimit,
            },
            &[H, H, H],
            &[],
            None,
        )
        .unwrap();
        assert_eq!(a.buttons, b.buttons);
        assert_eq!(
            a.buttons,
            vec![
                GameOverButton::Rematch,
                GameOverButton::Review,
                GameOverButton::Home,
                GameOverButton::SeeBoard
            ]
        );
        for lang in [
            Language::English,
            Language::Portuguese,
            Language::Czech,
            Language::Slovenian,
        ] {
            let c = Catalog::new(lang);
            for b in GAME_OVER_BUTTONS {
                assert!(!c.game_over_button(b).is_empty());
            }
        }
    }

    #[test]
    fn the_ranking_is_sorted_worded_and_marks_you() {
        let ranking = [
            FinalRank {
                place: 2,
                seat: 0,
                floor_scores: vec![3, 5, 7, 9],
                unused_tiles: 1,
                score: 24,
                eliminated: false,
            },
            FinalRank {
                place: 3,
                seat: 2,
                floor_scores: vec![2],
                unused_tiles: 0,
                score: 2,
                eliminated: true,
            },
            FinalRank {
                place: 1,
                seat: 1,
                floor_scores: vec![4, 6, 8, 10],
                unused_tiles: 2,
                score: 28,
                eliminated: false,
            },
        ];
        let s = summary(&win(1), &[H, AI, AI], &ranking, None).unwrap();
        assert_eq!(s.headline, Headline::YouLost);
        assert_eq!(
            s.ranking.iter().map(|r| r.seat).collect::<Vec<_>>(),
            vec![1, 0, 2]
        );
        assert!(s.ranking[1].you && !s.ranking[0].you);
        assert_eq!(s.ranking[2].floors, [Some(2), None, None, None]);
        assert_eq!(s.ranking[2].total, None);
        let c = Catalog::new(Language::English);
        assert_eq!(
            c.ranking_headings(),
            vec!["F1", "F2", "F3", "F4", "Tiles", "Total"]
        );
        assert_eq!(
            c.ranking_cells(&s.ranking[0]),
            vec!["4", "6", "8", "10", "2", "28"]
        );
        assert_eq!(
            c.ranking_cells(&s.ranking[2]),
            vec!["2", "–", "–", "–", "0", "Out"]
        );
        assert_eq!(
            c.ranking_row_words(GameKind::Pyramido, &s.ranking[0]),
            "1. Player 2: F1 4, F2 6, F3 8, F4 10, Tiles 2, Total 28"
        );
    }
}
