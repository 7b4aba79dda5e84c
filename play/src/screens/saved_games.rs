//! A saved game's card, from the save's text (or from why the app could not
//! read it), and its words.
//!
//! The apps store saves in envelopes of their own around the core's save
//! string; they hand that string over (or the typed reason they could not
//! get at it) and paint the card this returns. The card never shows a file
//! name: a save whose game is unknown is titled by its state.

use pyramids_core::game::{DrawReason, GameKind, Outcome, SeatKind};
use pyramids_core::pylos::Pylos;
use pyramids_core::pyramida::Pyramida;
use pyramids_core::pyramido::Pyramido;
use pyramids_core::record::GameRecord;
use pyramids_core::save::{self, SaveError};

use super::buttons::{CardAction, SaveAction};
use super::thumbnail::{Thumbnail, Thumbnailed};
use crate::catalog::{Catalog, ProblemKey, TextKey};

/// Why a save cannot be opened, typed for the catalog to word (the core's
/// [`SaveError`], plus the app's own cases: a file it could not read, an
/// envelope of a newer app).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SaveProblem {
    /// Larger than any save (`bytes` long): not read.
    TooLarge { bytes: u64 },
    /// Not JSON (or cut short), or a key given twice.
    Malformed,
    /// Not a Pyramids save at all.
    NotASave,
    /// Written by a newer version, whose format (`found`) this build does
    /// not read.
    NewerVersion { found: u64 },
    /// A format number no version writes (0).
    UnknownVersion { found: u64 },
    /// Holds another game than the one asked for.
    WrongGame,
    /// A field is missing or holds a wrong value.
    BadField,
    /// More actions than any game has.
    HistoryTooLong,
    /// The action at `index` of the history cannot be played.
    IllegalAction { index: u32 },
    /// Options or seats that no game could have.
    BadOptions,
    /// The file system would not give the file (permissions, a folder …).
    Unreadable,
}

impl From<&SaveError> for SaveProblem {
    fn from(e: &SaveError) -> Self {
        match e {
            SaveError::TooLarge(bytes) => SaveProblem::TooLarge {
                bytes: *bytes as u64,
            },
            SaveError::Malformed { .. } | SaveError::DuplicateKey { .. } => SaveProblem::Malformed,
            SaveError::NotASave => SaveProblem::NotASave,
            SaveError::UnknownVersion { found } if *found > u64::from(save::VERSION) => {
                SaveProblem::NewerVersion { found: *found }
            }
            SaveError::UnknownVersion { found } => SaveProblem::UnknownVersion { found: *found },
            SaveError::WrongGame { .. } => SaveProblem::WrongGame,
            SaveError::BadField { .. } | SaveError::UnknownKey { .. } => SaveProblem::BadField,
            SaveError::HistoryTooLong { .. } => SaveProblem::HistoryTooLong,
            SaveError::IllegalAction { index, .. } => SaveProblem::IllegalAction {
                index: (*index).min(u32::MAX as usize) as u32,
            },
            SaveError::Options(_) => SaveProblem::BadOptions,
        }
    }
}

/// What state a save is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CardState {
    /// It opens.
    Ok,
    /// It cannot be opened, and why.
    Damaged { problem: SaveProblem },
    /// A newer version made it (format `version`); updating opens it.
    Newer { version: u64 },
}

/// Where the saved game stands.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum CardStatus {
    /// Seat `seat` is to move.
    ToMove {
        seat: u32,
    },
    /// Seat `winner` won.
    Won {
        winner: u32,
    },
    /// These seats share first place.
    SharedWin {
        winners: Vec<u32>,
    },
    Draw {
        reason: DrawReason,
    },
}

/// One saved game as the saved-games screen lists it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SaveCard {
    /// `None` only when the save is damaged beyond telling.
    pub game: Option<GameKind>,
    /// Who plays each seat, in seat order (empty when damaged).
    pub seats: Vec<SeatKind>,
    /// `None` when damaged.
    pub status: Option<CardStatus>,
    /// The move on view: the next one while the game goes on, the last one
    /// played once it is over (0 when damaged).
    pub move_number: u32,
    /// Decisions played (0 when damaged).
    pub played: u32,
    pub state: CardState,
    /// The position on view (the final one once over), as a small picture;
    /// `None` for a save that does not open.
    pub thumbnail: Option<Thumbnail>,
}

impl SaveCard {
    /// The card of a core save string.
    pub fn of_save(text: &str) -> SaveCard {
        match load(text) {
            Ok(card) => card,
            Err(e) => SaveCard::unreadable(SaveProblem::from(&e), save::peek_kind(text).ok()),
        }
    }

    /// The card of a save that could not be read, with the game when the app
    /// knows it.
    pub fn unreadable(problem: SaveProblem, game: Option<GameKind>) -> SaveCard {
        let state = match problem {
            SaveProblem::NewerVersion { found } => CardState::Newer { version: found },
            problem => CardState::Damaged { problem },
        };
        SaveCard {
            game,
            seats: Vec::new(),
            status: None,
            move_number: 0,
            played: 0,
            state,
            thumbnail: None,
        }
    }

    /// It opens.
    pub fn opens(&self) -> bool {
        self.state == CardState::Ok
    }

    /// Review is offered for every save that opens with a decision to look
    /// at, whatever its game.
    pub fn reviewable(&self) -> bool {
        self.opens() && self.played > 0
    }

    /// The card's buttons, in order, each with its role: Open is the main
    /// one where the save opens, Review beside it, Delete always offered and
    /// destructive.
    pub fn actions(&self) -> Vec<CardAction> {
        [
            (self.opens(), SaveAction::Open),
            (self.reviewable(), SaveAction::Review),
            (true, SaveAction::Delete),
        ]
        .into_iter()
        .filter(|(offered, _)| *offered)
        .map(|(_, action)| CardAction {
            action,
            role: action.role(),
        })
        .collect()
    }
}

fn load(text: &str) -> Result<SaveCard, SaveError> {
    Ok(match save::peek_kind(text)? {
        GameKind::Pylos => card_of(&save::load::<Pylos>(text)?),
        GameKind::Pyramido => card_of(&save::load::<Pyramido>(text)?),
        GameKind::Pyramida => card_of(&save::load::<Pyramida>(text)?),
    })
}

fn card_of<G: Thumbnailed>(r: &GameRecord<G>) -> SaveCard {
    let ply = r.ply() as u32;
    let (status, move_number) = match r.outcome() {
        Outcome::Ongoing => (
            CardStatus::ToMove {
                seat: r.to_move() as u32,
            },
            ply + 1,
        ),
        Outcome::Win { winner } => (
            CardStatus::Won {
                winner: winner as u32,
            },
            ply,
        ),
        Outcome::SharedWin { winners } => (
            CardStatus::SharedWin {
                winners: winners.iter().map(|&w| w as u32).collect(),
            },
            ply,
        ),
        Outcome::Draw { reason } => (CardStatus::Draw { reason }, ply),
    };
    SaveCard {
        game: Some(G::KIND),
        seats: r.seats().to_vec(),
        status: Some(status),
        move_number,
        played: ply,
        state: CardState::Ok,
        thumbnail: Some(r.state().thumbnail()),
    }
}

/// A card in words: each line a card shows, top to bottom. The date is the
/// platform's to format.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CardText {
    /// The game, or the state of a save that does not open.
    pub title: String,
    /// Who plays: "Light: Human, Dark: Computer · Medium" ("" when damaged).
    pub players: String,
    /// Whose turn or the result, and the move: "Dark to move · Move 12";
    /// for a save that does not open, why, in words.
    pub status: String,
    /// Everything, for a screen reader.
    pub description: String,
}

impl Catalog {
    /// Why a save cannot be opened, as a sentence.
    pub fn save_problem(&self, problem: &SaveProblem) -> String {
        match problem {
            SaveProblem::NewerVersion { found } => {
                self.text(TextKey::FutureSave, &[found.to_string()])
            }
            SaveProblem::TooLarge { bytes } => {
                self.text(TextKey::TooLargeSave, &[bytes.div_ceil(1024).to_string()])
            }
            SaveProblem::Unreadable => self.text(TextKey::SaveFileUnreadable, &[]),
            _ => self.text(TextKey::DamagedSave, &[]),
        }
    }

    /// A card's lines in this language.
    pub fn save_card_text(&self, card: &SaveCard) -> CardText {
        let (title, players, status) = match (&card.state, card.game, &card.status) {
            (CardState::Ok, Some(game), Some(status)) => (
                self.game_name(game),
                self.card_players(game, &card.seats),
                {
                    let state = self.card_status(game, status);
                    // "Move 17" stays on one line (a no-break space).
                    let number = self
                        .text(TextKey::MoveNumber, &[card.move_number.to_string()])
                        .replace(' ', "\u{a0}");
                    format!("{state} · {number}")
                },
            ),
            (CardState::Newer { version }, game, _) => {
                let title = self.text(TextKey::NewerSaveTitle, &[]);
                // What to do, without saying again what the title says
                // (FutureSave's sentence is for a notice that stands alone).
                let detail = self.text(TextKey::NewerSaveDetail, &[version.to_string()]);
                (
                    title,
                    game.map(|g| self.game_name(g)).unwrap_or_default(),
                    detail,
                )
            }
            (CardState::Damaged { problem }, game, _) => {
                let title = self.text(TextKey::DamagedSaveTitle, &[]);
                let detail = self.save_problem(problem);
                (
                    title,
                    game.map(|g| self.game_name(g)).unwrap_or_default(),
                    detail,
                )
            }
            // An Ok card always has its game and status; say damaged if not.
            (CardState::Ok, game, _) => (
                self.text(TextKey::DamagedSaveTitle, &[]),
                game.map(|g| self.game_name(g)).unwrap_or_default(),
                self.text(TextKey::DamagedSave, &[]),
            ),
        };
        let description = [title.as_str(), players.as_str(), status.as_str()]
            .iter()
            .filter(|l| !l.is_empty())
            .copied()
            .collect::<Vec<_>>()
            .join(". ");
        CardText {
            title,
            players,
            status,
            description,
        }
    }

    fn card_players(&self, game: GameKind, seats: &[SeatKind]) -> String {
        seats
            .iter()
            .enumerate()
            .map(|(i, seat)| {
                let who = match seat {
                    SeatKind::Human => self.text(TextKey::Human, &[]),
                    SeatKind::Ai(level) => {
                        self.text(TextKey::ComputerLevel, &[self.level_name(*level)])
                    }
                };
                self.text(TextKey::CardSeat, &[self.seat_name(game, i as u32), who])
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn card_status(&self, game: GameKind, status: &CardStatus) -> String {
        match status {
            CardStatus::ToMove { seat } => {
                self.text(TextKey::ToMove, &[self.seat_name(game, *seat)])
            }
            CardStatus::Won { winner } => {
                self.text(TextKey::CardWon, &[self.seat_name(game, *winner)])
            }
            CardStatus::SharedWin { winners } => {
                let names: Vec<String> = winners.iter().map(|&w| self.seat_name(game, w)).collect();
                self.text(
                    TextKey::SharedWin,
                    &[self.list(ProblemKey::ListAnd.into(), &names)],
                )
            }
            CardStatus::Draw { reason } => self.text(
                match reason {
                    DrawReason::Repetition => TextKey::DrawRepetition,
                    DrawReason::PlyLimit => TextKey::DrawLimit,
                },
                &[],
            ),
        }
    }
}

#[cfg(test)]
#[path = "saved_games_tests.rs"]
mod tests;
