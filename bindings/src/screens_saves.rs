//! The saved-game cards (`pyramids_play::screens::saved_games`), for both
//! apps: the app hands over a save's core text (or why it could not read
//! it) and paints the card, in the catalog's words, with the date it
//! formats itself.

use pyramids_core::game::{DrawReason, GameKind, SeatKind};
use pyramids_play::screens::saved_games as model;

use crate::catalog::TextCatalog;
use crate::error::guard;
use crate::screens_buttons::CardAction;
use crate::thumbnail::Thumbnail;
use crate::types::SeatController;

pub use model::SaveProblem;

/// Why a save cannot be opened (also `PyramidsError.BadSave.problem`).
#[uniffi::remote(Enum)]
pub enum SaveProblem {
    TooLarge { bytes: u64 },
    Malformed,
    NotASave,
    NewerVersion { found: u64 },
    UnknownVersion { found: u64 },
    WrongGame,
    BadField,
    HistoryTooLong,
    IllegalAction { index: u32 },
    BadOptions,
    Unreadable,
}

/// Whether a save opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum SaveCardState {
    Ok,
    /// It cannot be opened, and why.
    Damaged {
        problem: SaveProblem,
    },
    /// A newer version made it (its format number); updating opens it.
    Newer {
        version: u64,
    },
}

/// Where a saved game stands (seats are 0-based, in seat order).
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum SaveCardStatus {
    ToMove { seat: u32 },
    Won { winner: u32 },
    SharedWin { winners: Vec<u32> },
    Draw { reason: DrawReason },
}

/// One saved game as the saved-games screen lists it. The words are
/// `TextCatalog.save_card_text`'s; the date is `updated_ms`, for the
/// platform to format.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct SaveCard {
    /// `null` only for a save damaged beyond telling its game.
    pub game: Option<GameKind>,
    /// Who plays each seat (empty when it does not open).
    pub seats: Vec<SeatController>,
    /// `null` when it does not open.
    pub status: Option<SaveCardStatus>,
    /// The next move while the game goes on, the last one once over.
    pub move_number: u32,
    /// Decisions played.
    pub played: u32,
    pub state: SaveCardState,
    /// Open is offered; Review too where a decision was played (every
    /// game's).
    pub opens: bool,
    pub reviewable: bool,
    /// The card's buttons in order, each with its role (Open `Primary`,
    /// Review `Secondary`, Delete `Destructive`, always offered).
    pub actions: Vec<CardAction>,
    /// The position on view (the final one once over) as shapes to draw;
    /// `null` for a save that does not open.
    pub thumbnail: Option<Thumbnail>,
    /// Milliseconds since 1970 of the last write, as the app gave it.
    pub updated_ms: Option<i64>,
}

/// A card's lines in one language, top to bottom.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct SaveCardText {
    /// The game, or "Damaged save" / "Made by a newer version".
    pub title: String,
    /// Who plays each seat; for a save that does not open, its game if known
    /// ("" otherwise).
    pub players: String,
    /// Whose turn or the result, and the move; or why it does not open.
    pub status: String,
    /// The lines joined, for a screen reader (without the date).
    pub description: String,
}

impl SaveCard {
    fn from_model(card: model::SaveCard, updated_ms: Option<i64>) -> Self {
        SaveCard {
            game: card.game,
            seats: card
                .seats
                .iter()
                .map(|s| SeatController::from_core(*s))
                .collect(),
            status: card.status.clone().map(|s| match s {
                model::CardStatus::ToMove { seat } => SaveCardStatus::ToMove { seat },
                model::CardStatus::Won { winner } => SaveCardStatus::Won { winner },
                model::CardStatus::SharedWin { winners } => SaveCardStatus::SharedWin { winners },
                model::CardStatus::Draw { reason } => SaveCardStatus::Draw { reason },
            }),
            move_number: card.move_number,
            played: card.played,
            state: match card.state {
                model::CardState::Ok => SaveCardState::Ok,
                model::CardState::Damaged { problem } => SaveCardState::Damaged { problem },
                model::CardState::Newer { version } => SaveCardState::Newer { version },
            },
            opens: card.opens(),
            reviewable: card.reviewable(),
            actions: card.actions(),
            thumbnail: card.thumbnail.clone(),
            updated_ms,
        }
    }

    fn to_model(&self) -> model::SaveCard {
        model::SaveCard {
            game: self.game,
            seats: self
                .seats
                .iter()
                .map(|s| s.core())
                .collect::<Vec<SeatKind>>(),
            status: self.status.clone().map(|s| match s {
                SaveCardStatus::ToMove { seat } => model::CardStatus::ToMove { seat },
                SaveCardStatus::Won { winner } => model::CardStatus::Won { winner },
                SaveCardStatus::SharedWin { winners } => model::CardStatus::SharedWin { winners },
                SaveCardStatus::Draw { reason } => model::CardStatus::Draw { reason },
            }),
            move_number: self.move_number,
            played: self.played,
            state: match self.state {
                SaveCardState::Ok => model::CardState::Ok,
                SaveCardState::Damaged { problem } => model::CardState::Damaged { problem },
                SaveCardState::Newer { version } => model::CardState::Newer { version },
            },
            thumbnail: self.thumbnail.clone(),
        }
    }
}

/// The card of a save: `core_save` is the core's save string the app
/// stored (loaded here through the rules, so a save that opens is a card
/// that opens); `game` the game the app's own envelope names, for a save
/// whose text cannot tell it; `updated_ms` its time, passed through.
#[uniffi::export]
pub fn save_card(core_save: String, game: Option<GameKind>, updated_ms: Option<i64>) -> SaveCard {
    guard(|| {
        let mut card = model::SaveCard::of_save(&core_save);
        if card.game.is_none() {
            card.game = game;
        }
        Ok(SaveCard::from_model(card, updated_ms))
    })
    .unwrap_or_else(|_| unreadable_save_card(SaveProblem::Malformed, game, updated_ms))
}

/// The card of a save the app could not read (its file, or its own
/// envelope: `NewerVersion` for one of a newer app), with the game when the
/// app knows it.
#[uniffi::export]
pub fn unreadable_save_card(
    problem: SaveProblem,
    game: Option<GameKind>,
    updated_ms: Option<i64>,
) -> SaveCard {
    SaveCard::from_model(model::SaveCard::unreadable(problem, game), updated_ms)
}

#[uniffi::export]
impl TextCatalog {
    /// A saved game's card in words (the date is the app's to format).
    pub fn save_card_text(&self, card: SaveCard) -> SaveCardText {
        let t = self.inner.save_card_text(&card.to_model());
        SaveCardText {
            title: t.title,
            players: t.players,
            status: t.status,
            description: t.description,
        }
    }

    /// Why a save cannot be opened, as a sentence.
    pub fn save_problem(&self, problem: SaveProblem) -> String {
        self.inner.save_problem(&problem)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{GameSession, PyramidsError};
    use pyramids_play::Language;

    #[test]
    fn a_session_save_is_a_card_and_a_bad_one_is_typed() {
        for game in [GameKind::Pylos, GameKind::Pyramido, GameKind::Pyramida] {
            let s = crate::test_support::new_session(game, 3);
            let card = save_card(s.save(), None, Some(42));
            assert!(
                card.opens && !card.reviewable,
                "{game:?}: nothing to review yet"
            );
            assert_eq!(card.updated_ms, Some(42));
            let text = TextCatalog::new(Language::English).save_card_text(card);
            assert!(text.status.ends_with("Move\u{a0}1"), "{}", text.status);
        }
        let newer = "{\"format\":\"pyramids-save\",\"version\":7,\"game\":\"pylos\"}";
        let card = save_card(newer.into(), Some(GameKind::Pylos), None);
        assert_eq!(card.state, SaveCardState::Newer { version: 7 });
        assert_eq!(
            card.game,
            Some(GameKind::Pylos),
            "the app's envelope names the game"
        );
        match GameSession::load(newer.into()) {
            Err(
                e @ PyramidsError::BadSave {
                    problem: SaveProblem::NewerVersion { found: 7 },
                    ..
                },
            ) => {
                let cs = TextCatalog::new(Language::Czech);
                assert_eq!(
                    cs.error_message(e).unwrap(),
                    cs.save_problem(SaveProblem::NewerVersion { found: 7 })
                );
            }
            other => panic!("{:?}", other.map(|_| ())),
        }
        let damaged = unreadable_save_card(SaveProblem::Unreadable, Some(GameKind::Pyramido), None);
        assert!(!damaged.reviewable);
        let text = TextCatalog::new(Language::English).save_card_text(damaged);
        assert_eq!(
            (text.title.as_str(), text.players.as_str()),
            ("Damaged save", "Pyramido")
        );
    }
}
