//! How a button is styled, typed once so neither app decides alone which
//! buttons look like the main one: Delete and Resign are destructive, never
//! filled like the button a player is meant to press.
//!
//! - [`ButtonRole`]: main, secondary or destructive.
//! - [`ConfirmAsk`] / [`ConfirmDialog`]: the Delete and Resign questions,
//!   their words and their answer buttons, each with its role.
//! - [`SaveAction`] / [`CardAction`]: a saved-game card's buttons.

use pyramids_core::game::GameKind;

use crate::catalog::{Catalog, ReviewKey, TextKey};

/// How an app styles a button.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ButtonRole {
    /// The one a player is meant to press: filled in the accent colour.
    Primary,
    /// Offered beside it: outlined or plain.
    Secondary,
    /// Loses something for good (a save, a game): the danger colour, and
    /// never styled as the main button.
    Destructive,
}

/// Which answer a dialog button gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ConfirmAnswer {
    /// Nothing happens (Cancel, Keep playing).
    Back,
    /// The thing asked about is done (Delete, Resign).
    Go,
}

/// One answer of a confirmation, in words, with its role.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DialogButton {
    pub answer: ConfirmAnswer,
    pub label: String,
    pub role: ButtonRole,
}

/// What a confirmation asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ConfirmAsk {
    /// Delete a saved game (the app shows the card's lines as its subject).
    DeleteSave,
    /// Seat `seat` of `game` gives the game up.
    Resign { game: GameKind, seat: u32 },
}

/// A confirmation in words: the title, the sentence under it, and its
/// answers in the order they are laid out (the way back first).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConfirmDialog {
    pub title: String,
    pub body: String,
    pub buttons: Vec<DialogButton>,
}

/// A saved-game card's buttons.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SaveAction {
    Open,
    Review,
    Delete,
}

/// One button of a card, with its role.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CardAction {
    pub action: SaveAction,
    pub role: ButtonRole,
}

impl SaveAction {
    pub fn role(self) -> ButtonRole {
        match self {
            SaveAction::Open => ButtonRole::Primary,
            SaveAction::Review => ButtonRole::Secondary,
            SaveAction::Delete => ButtonRole::Destructive,
        }
    }
}

impl Catalog {
    /// The words and answers of a confirmation. Both answers are offered;
    /// the one that loses something is the destructive one, the way back a
    /// secondary one, so neither looks like a main button to press without
    /// reading.
    pub fn confirm_dialog(&self, ask: &ConfirmAsk) -> ConfirmDialog {
        let (title, body, back, go) = match *ask {
            ConfirmAsk::DeleteSave => (
                self.text(TextKey::DeleteTitle, &[]),
                self.text(TextKey::DeleteDetail, &[]),
                TextKey::Cancel,
                TextKey::Delete,
            ),
            ConfirmAsk::Resign { game, seat } => (
                self.text(TextKey::ResignTitle, &[]),
                self.text(TextKey::ResignBody, &[self.seat_name(game, seat)]),
                TextKey::KeepPlaying,
                TextKey::Resign,
            ),
        };
        ConfirmDialog {
            title,
            body,
            buttons: vec![
                DialogButton {
                    answer: ConfirmAnswer::Back,
                    label: self.text(back, &[]),
                    role: ButtonRole::Secondary,
                },
                DialogButton {
                    answer: ConfirmAnswer::Go,
                    label: self.text(go, &[]),
                    role: ButtonRole::Destructive,
                },
            ],
        }
    }

    /// A card button's word (also its screen-reader name).
    pub fn save_action_label(&self, action: SaveAction) -> String {
        match action {
            SaveAction::Open => self.text(TextKey::Resume, &[]),
            SaveAction::Review => self.text(ReviewKey::Review, &[]),
            SaveAction::Delete => self.text(TextKey::Delete, &[]),
        }
    }
}

#[cfg(test)]
#[path = "buttons_tests.rs"]
mod tests;
