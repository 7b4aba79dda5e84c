//! The game-over sheet's model (`pyramids_play::game_over`) for both apps:
//! one call from a finished game's snapshot to what the sheet says (the
//! headline, typed and worded; Pyramido's ranking) and the buttons it
//! offers, the same list on Android and iOS.

use std::sync::Arc;

use pyramids_core::game as core;
use pyramids_play::catalog::Catalog;
use pyramids_play::game_over::{self as play, GameOverButton};

use crate::catalog::TextCatalog;
use crate::error::{guard, Result};
use crate::screens_buttons::ButtonRole;
use crate::seat::Seat;
use crate::types::{BoardSnapshot, GameOutcome, Snapshot};

/// A button of the game-over sheet, in the order the sheet shows them.
#[uniffi::remote(Enum)]
pub enum GameOverButton {
    Rematch,
    Review,
    Home,
    SeeBoard,
}

/// The result in one line, typed (`GameOverSummary.headline_text` words it).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum GameOverHeadline {
    /// The one human facing the computer won.
    YouWon,
    /// The one human facing the computer lost.
    YouLost,
    /// The one human facing the computer shares first place.
    YouShareWin,
    /// The one human facing the computer gave the game up.
    YouResigned,
    /// Between humans (or computers only): this seat won.
    Wins {
        seat: Seat,
    },
    /// Between humans: these seats share first place.
    SharedWin {
        seats: Vec<Seat>,
    },
    DrawRepetition,
    DrawMoveLimit,
}

/// The picture above the headline: a winner's badge only where the
/// headline celebrates that seat (never above "You lost").
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum GameOverEmblem {
    /// You won, or this seat won between humans (or computers only):
    /// a trophy tinted with the seat's colour.
    Trophy {
        seat: Seat,
    },
    /// First place shared: one tint per seat.
    SharedWin {
        seats: Vec<Seat>,
    },
    /// You lost or resigned: a neutral picture, not the winner's colour.
    Defeat,
    Draw,
}

fn emblem(e: &play::Emblem) -> GameOverEmblem {
    match e {
        play::Emblem::Trophy { seat } => GameOverEmblem::Trophy {
            seat: seat_of(*seat),
        },
        play::Emblem::SharedWin { seats } => GameOverEmblem::SharedWin {
            seats: seats.iter().map(|&s| seat_of(s)).collect(),
        },
        play::Emblem::Defeat => GameOverEmblem::Defeat,
        play::Emblem::Draw => GameOverEmblem::Draw,
    }
}

/// One line of the ranking table (Pyramido).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct GameOverRankRow {
    /// 1-based; fully tied players share a place.
    pub place: i32,
    pub seat: Seat,
    /// The seat's name ("Player 2").
    pub name: String,
    /// Floors 1 to 4: the points, null for a floor not scored.
    pub floors: Vec<Option<i32>>,
    pub unused_tiles: i32,
    /// Null for an eliminated player.
    pub total: Option<i32>,
    /// The one human facing the computer: the row to mark.
    pub you: bool,
    /// The values under `GameOverSummary.ranking_headings`, in words.
    pub cells: Vec<String>,
    /// The whole row for screen readers.
    pub words: String,
}

/// A button of the sheet and its label.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct GameOverChoice {
    pub button: GameOverButton,
    /// The label (for `SeeBoard`, the close button's description).
    pub label: String,
    /// How the app styles it: exactly one button of the sheet is primary.
    pub role: ButtonRole,
}

/// What the game-over sheet shows and offers.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct GameOverSummary {
    pub headline: GameOverHeadline,
    /// The headline in the catalog's words.
    pub headline_text: String,
    /// The picture to draw above the headline.
    pub emblem: GameOverEmblem,
    /// The seats that won (none for a draw), for the ranking; the picture
    /// is `emblem`.
    pub winners: Vec<Seat>,
    /// The one human seat of a game against the computer.
    pub you: Option<Seat>,
    /// The seat that resigned, if the game ended so.
    pub resigned: Option<Seat>,
    /// A line under the headline ("Dark resigned"), when there is one.
    pub note: Option<String>,
    /// The ranking's value headings (F1 … F4, Tiles, Total); empty without a ranking.
    pub ranking_headings: Vec<String>,
    /// Best first; empty for Pylos and Pyramida.
    pub ranking: Vec<GameOverRankRow>,
    /// The sheet's buttons, in order: the same on both apps.
    pub buttons: Vec<GameOverChoice>,
}

fn core_outcome(outcome: &GameOutcome) -> core::Outcome {
    match outcome {
        GameOutcome::Ongoing => core::Outcome::Ongoing,
        GameOutcome::Win { winner } => core::Outcome::Win {
            winner: winner.index(),
        },
        GameOutcome::SharedWin { winners } => core::Outcome::SharedWin {
            winners: winners.iter().map(|w| w.index()).collect(),
        },
        GameOutcome::Draw { reason } => core::Outcome::Draw { reason: *reason },
    }
}

/// The game-over model counts seats as `u32`.
fn seat_of(seat: u32) -> Seat {
    Seat::from_core(seat as usize)
}

fn headline(h: &play::Headline) -> GameOverHeadline {
    match h {
        play::Headline::YouWon => GameOverHeadline::YouWon,
        play::Headline::YouLost => GameOverHeadline::YouLost,
        play::Headline::YouShareWin => GameOverHeadline::YouShareWin,
        play::Headline::YouResigned => GameOverHeadline::YouResigned,
        play::Headline::Wins { seat } => GameOverHeadline::Wins {
            seat: seat_of(*seat),
        },
        play::Headline::SharedWin { seats } => GameOverHeadline::SharedWin {
            seats: seats.iter().map(|&s| seat_of(s)).collect(),
        },
        play::Headline::DrawRepetition => GameOverHeadline::DrawRepetition,
        play::Headline::DrawMoveLimit => GameOverHeadline::DrawMoveLimit,
    }
}

/// The summary in `catalog`'s language of a finished game's snapshot;
/// null while the game goes on.
pub fn summarize(snapshot: &Snapshot, catalog: Catalog) -> Option<GameOverSummary> {
    let seats: Vec<core::SeatKind> = snapshot.seats.iter().map(|s| s.core()).collect();
    let ranking: Vec<play::FinalRank> = match &snapshot.board {
        BoardSnapshot::Pyramido { board } => board
            .ranking
            .iter()
            .map(|r| play::FinalRank {
                place: r.place.max(0) as u32,
                seat: r.seat.index() as u32,
                floor_scores: board
                    .players
                    .iter()
                    .find(|p| p.seat == r.seat)
                    .map(|p| p.floor_scores.clone())
                    .unwrap_or_default(),
                unused_tiles: r.unused_tiles.max(0) as u32,
                score: r.score,
                eliminated: r.eliminated,
            })
            .collect(),
        _ => Vec::new(),
    };
    let resigned = snapshot.resigned.map(|s| s.index() as u32);
    let s = play::summary(&core_outcome(&snapshot.outcome), &seats, &ranking, resigned)?;
    let game = snapshot.game;
    Some(GameOverSummary {
        headline: headline(&s.headline),
        headline_text: catalog.headline(game, &s.headline),
        emblem: emblem(&s.emblem),
        winners: s.winners.iter().map(|&w| seat_of(w)).collect(),
        you: s.you.map(seat_of),
        resigned: s.resigned.map(seat_of),
        note: catalog.game_over_note(game, &s),
        ranking_headings: if s.ranking.is_empty() {
            Vec::new()
        } else {
            catalog.ranking_headings()
        },
        ranking: s
            .ranking
            .iter()
            .map(|r| GameOverRankRow {
                place: r.place as i32,
                seat: seat_of(r.seat),
                name: catalog.seat_name(game, r.seat),
                floors: r.floors.to_vec(),
                unused_tiles: r.unused_tiles as i32,
                total: r.total,
                you: r.you,
                cells: catalog.ranking_cells(r),
                words: catalog.ranking_row_words(game, r),
            })
            .collect(),
        buttons: s
            .buttons
            .iter()
            .map(|&button| GameOverChoice {
                button,
                label: catalog.game_over_button(button),
                role: button.role(),
            })
            .collect(),
    })
}

/// What the game-over sheet of this finished game shows and offers, in the
/// catalog's language; null while the game goes on.
#[uniffi::export]
///
/// Throws only for a snapshot the library did not hand out (a seat or place
/// no game has fails where it crosses).
pub fn game_over_summary(
    snapshot: Snapshot,
    catalog: Arc<TextCatalog>,
) -> Result<Option<GameOverSummary>> {
    let catalog = Catalog::new(catalog.language());
    guard(|| Ok(summarize(&snapshot, catalog)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai_call::AiBudget;
    use crate::session::GameSession;
    use crate::types::{AiLevel, GameKind, GameOptions, SeatController};
    use pyramids_play::catalog::Language;

    fn options(game: GameKind, seats: Vec<SeatController>, max_plies: Option<i32>) -> GameOptions {
        GameOptions {
            game,
            variant: None,
            seats,
            seed: 7,
            max_plies,
            first_player: None,
        }
    }

    fn en() -> Arc<TextCatalog> {
        Arc::new(TextCatalog::new(Language::English))
    }

    #[test]
    fn an_ongoing_game_has_none_and_a_move_limit_is_a_draw() {
        let ai = SeatController::Ai {
            level: AiLevel::Random,
        };
        let s = GameSession::new(options(
            GameKind::Pylos,
            vec![SeatController::Human, ai],
            Some(2),
        ))
        .unwrap();
        assert_eq!(game_over_summary(s.snapshot(), en()).unwrap(), None);
        while !s.snapshot().outcome.is_over() {
            if s.snapshot().to_move_controller == SeatController::Human {
                let a = s.legal_actions().remove(0);
                s.play_action(a).unwrap();
            } else {
                s.ai_move(None, AiBudget::Nodes { count: 1 }).unwrap();
            }
        }
        let sum = game_over_summary(s.snapshot(), en()).unwrap().unwrap();
        assert_eq!(sum.headline, GameOverHeadline::DrawMoveLimit);
        assert_eq!(sum.emblem, GameOverEmblem::Draw);
        assert_eq!(
            sum.headline_text,
            Catalog::new(Language::English).text(pyramids_play::TextKey::DrawLimit, &[])
        );
        assert_eq!(
            (sum.you, sum.winners.len(), sum.ranking.len()),
            (Some(Seat::ALL[0]), 0, 0)
        );
        let buttons: Vec<GameOverButton> = sum.buttons.iter().map(|b| b.button).collect();
        assert_eq!(
            buttons,
            vec![
                GameOverButton::Rematch,
                GameOverButton::Review,
                GameOverButton::Home,
                GameOverButton::SeeBoard
            ]
        );
        assert!(sum.buttons.iter().all(|b| !b.label.is_empty()));
        let primary: Vec<GameOverButton> = sum
            .buttons
            .iter()
            .filter(|b| b.role == ButtonRole::Primary)
            .map(|b| b.button)
            .collect();
        assert_eq!(
            primary,
            vec![GameOverButton::Rematch],
            "one filled button: the rematch"
        );
    }

    #[test]
    fn resigning_to_the_computer_shows_a_defeat_not_the_winners_trophy() {
        let ai = SeatController::Ai {
            level: AiLevel::Random,
        };
        let s = GameSession::new(options(
            GameKind::Pylos,
            vec![SeatController::Human, ai],
            None,
        ))
        .unwrap();
        s.resign(Seat::ALL[0]).unwrap();
        let sum = game_over_summary(s.snapshot(), en()).unwrap().unwrap();
        assert_eq!(sum.headline, GameOverHeadline::YouResigned);
        assert_eq!(sum.winners, vec![Seat::ALL[1]]);
        assert_eq!(sum.emblem, GameOverEmblem::Defeat);
    }

    #[test]
    fn a_finished_pyramido_game_has_its_ranking() {
        let ai = SeatController::Ai {
            level: AiLevel::Random,
        };
        let s = GameSession::new(options(GameKind::Pyramido, vec![ai, ai, ai], None)).unwrap();
        while !s.snapshot().outcome.is_over() {
            s.ai_move(None, AiBudget::Nodes { count: 1 }).unwrap();
        }
        let snap = s.snapshot();
        let sum = game_over_summary(snap.clone(), en()).unwrap().unwrap();
        assert_eq!(sum.you, None);
        assert!(matches!(
            sum.headline,
            GameOverHeadline::Wins { .. } | GameOverHeadline::SharedWin { .. }
        ));
        assert_eq!(sum.ranking.len(), 3);
        assert_eq!(sum.ranking_headings.len(), 6);
        assert_eq!(sum.ranking[0].place, 1);
        assert!(sum.ranking.windows(2).all(|w| w[0].place <= w[1].place));
        for row in &sum.ranking {
            assert_eq!(row.cells.len(), 6);
            assert!(row.words.starts_with(&format!(
                "{}. Player {}: F1 ",
                row.place,
                row.seat.index() + 1
            )));
        }
        if let GameOverHeadline::Wins { seat } = sum.headline {
            assert_eq!(sum.winners, vec![seat]);
            assert_eq!(sum.emblem, GameOverEmblem::Trophy { seat });
            assert_eq!(
                sum.headline_text,
                format!("Player {} wins!", seat.index() + 1)
            );
        }
    }
}
