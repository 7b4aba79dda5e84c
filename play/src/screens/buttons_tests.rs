use super::*;
use crate::catalog::Language;
use crate::screens::saved_games::{SaveCard, SaveProblem};

#[test]
fn delete_and_resign_answer_back_as_secondary_and_go_as_destructive() {
    let en = Catalog::new(Language::English);
    let delete = en.confirm_dialog(&ConfirmAsk::DeleteSave);
    assert_eq!(delete.title, "Delete this saved game?");
    let roles: Vec<_> = delete
        .buttons
        .iter()
        .map(|b| (b.answer, b.label.as_str(), b.role))
        .collect();
    assert_eq!(
        roles,
        [
            (ConfirmAnswer::Back, "Cancel", ButtonRole::Secondary),
            (ConfirmAnswer::Go, "Delete", ButtonRole::Destructive),
        ]
    );
    let resign = en.confirm_dialog(&ConfirmAsk::Resign {
        game: GameKind::Pylos,
        seat: 1,
    });
    assert!(
        resign.body.starts_with("Dark gives the game up"),
        "{}",
        resign.body
    );
    let roles: Vec<_> = resign
        .buttons
        .iter()
        .map(|b| (b.label.as_str(), b.role))
        .collect();
    assert_eq!(
        roles,
        [
            ("Keep playing", ButtonRole::Secondary),
            ("Resign", ButtonRole::Destructive),
        ]
    );
}

#[test]
fn no_confirmation_offers_a_main_button_in_any_language() {
    for &lang in Language::ALL {
        let c = Catalog::new(lang);
        for ask in [
            ConfirmAsk::DeleteSave,
            ConfirmAsk::Resign {
                game: GameKind::Pyramido,
                seat: 2,
            },
        ] {
            let d = c.confirm_dialog(&ask);
            assert!(!d.title.is_empty() && !d.body.is_empty());
            assert!(d
                .buttons
                .iter()
                .all(|b| b.role != ButtonRole::Primary && !b.label.is_empty()));
            assert_ne!(d.buttons[0].label, d.buttons[1].label, "{lang:?}");
        }
    }
}

#[test]
fn a_card_opens_as_main_deletes_as_destructive_and_a_damaged_one_only_deletes() {
    let damaged = SaveCard::unreadable(SaveProblem::Malformed, None);
    assert_eq!(
        damaged.actions(),
        [CardAction {
            action: SaveAction::Delete,
            role: ButtonRole::Destructive
        }]
    );
    let mut ok = damaged.clone();
    ok.state = crate::screens::saved_games::CardState::Ok;
    ok.played = 2;
    let roles: Vec<_> = ok.actions().iter().map(|a| (a.action, a.role)).collect();
    assert_eq!(
        roles,
        [
            (SaveAction::Open, ButtonRole::Primary),
            (SaveAction::Review, ButtonRole::Secondary),
            (SaveAction::Delete, ButtonRole::Destructive),
        ]
    );
    let en = Catalog::new(Language::English);
    assert_eq!(en.save_action_label(SaveAction::Delete), "Delete");
    assert_eq!(en.save_action_label(SaveAction::Open), "Resume");
}
