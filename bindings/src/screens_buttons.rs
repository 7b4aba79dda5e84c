//! Button roles (`pyramids_play::screens::buttons`), for both apps: how a
//! button is styled, the Delete and Resign confirmations with their answers,
//! and a saved-game card's buttons. An app styles by role, never by label.

use pyramids_core::game::GameKind;
use pyramids_play::screens::buttons as model;

use crate::catalog::TextCatalog;

pub use model::{
    ButtonRole, CardAction, ConfirmAnswer, ConfirmAsk, ConfirmDialog, DialogButton, SaveAction,
};

/// How a button is styled: `Primary` filled in the accent colour (at most
/// one a screen), `Secondary` outlined or plain, `Destructive` in the danger
/// colour and never filled like the main button.
#[uniffi::remote(Enum)]
pub enum ButtonRole {
    Primary,
    Secondary,
    Destructive,
}

/// Which answer a confirmation's button gives.
#[uniffi::remote(Enum)]
pub enum ConfirmAnswer {
    /// Nothing happens (Cancel, Keep playing).
    Back,
    /// The thing asked about is done (Delete, Resign).
    Go,
}

/// One answer of a confirmation, in words, with its role.
#[uniffi::remote(Record)]
pub struct DialogButton {
    pub answer: ConfirmAnswer,
    pub label: String,
    pub role: ButtonRole,
}

/// What a confirmation asks.
#[uniffi::remote(Enum)]
pub enum ConfirmAsk {
    /// Delete a saved game (the app shows the card's lines as its subject).
    DeleteSave,
    /// Seat `seat` (0-based) of `game` gives the game up.
    Resign { game: GameKind, seat: u32 },
}

/// A confirmation: title, the sentence under it, and its answers in
/// layout order (the way back first).
#[uniffi::remote(Record)]
pub struct ConfirmDialog {
    pub title: String,
    pub body: String,
    pub buttons: Vec<DialogButton>,
}

/// A saved-game card's buttons.
#[uniffi::remote(Enum)]
pub enum SaveAction {
    Open,
    Review,
    Delete,
}

/// One button of a saved-game card, with its role.
#[uniffi::remote(Record)]
pub struct CardAction {
    pub action: SaveAction,
    pub role: ButtonRole,
}

#[uniffi::export]
impl TextCatalog {
    /// The words and answers of the Delete or Resign confirmation.
    pub fn confirm_dialog(&self, ask: ConfirmAsk) -> ConfirmDialog {
        self.inner.confirm_dialog(&ask)
    }

    /// A card button's word (also its screen-reader name).
    pub fn save_action_label(&self, action: SaveAction) -> String {
        self.inner.save_action_label(action)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::screens_saves::{save_card, unreadable_save_card, SaveProblem};
    use pyramids_play::Language;

    #[test]
    fn resign_and_delete_are_destructive_and_a_card_opens_as_main() {
        let cs = TextCatalog::new(Language::Czech);
        let d = cs.confirm_dialog(ConfirmAsk::Resign {
            game: GameKind::Pyramida,
            seat: 0,
        });
        assert_eq!(
            d.buttons.iter().map(|b| b.role).collect::<Vec<_>>(),
            [ButtonRole::Secondary, ButtonRole::Destructive]
        );
        assert_eq!(d.buttons[1].answer, ConfirmAnswer::Go);
        let s = crate::test_support::new_session(GameKind::Pylos, 3);
        let card = save_card(s.save(), None, None);
        assert_eq!(
            card.actions,
            [
                CardAction {
                    action: SaveAction::Open,
                    role: ButtonRole::Primary
                },
                CardAction {
                    action: SaveAction::Delete,
                    role: ButtonRole::Destructive
                }
            ]
        );
        let damaged = unreadable_save_card(SaveProblem::Unreadable, None, None);
        assert_eq!(
            damaged.actions.iter().map(|a| a.action).collect::<Vec<_>>(),
            [SaveAction::Delete]
        );
        assert_eq!(
            cs.save_action_label(SaveAction::Delete),
            cs.inner.text(pyramids_play::TextKey::Delete, &[])
        );
    }
}
