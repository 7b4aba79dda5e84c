//! The confirming tap through the FFI: held, then played on the session by
//! a second tap or `confirm`; off, the first tap plays.

use super::*;
use pyramids_play::catalog::Language;

fn pylos() -> Arc<GameSession> {
    crate::test_support::new_session(GameKind::Pylos, 1)
}

fn at(s: &str) -> BoardPlace {
    parse_place(GameKind::Pylos, s.into()).unwrap()
}

#[test]
fn a_tap_waits_for_the_second_and_only_then_is_played_on_the_session() {
    let session = pylos();
    let board = BoardInteraction::new(session.clone());
    board.set_confirm_moves(true);
    assert_eq!(board.tap(at("1a1")).unwrap(), InteractionOutcome::Changed);
    assert_eq!(session.snapshot().ply, 0, "not played yet");
    assert_eq!(
        board.view().pending,
        Some(PendingDecision {
            places: vec![at("1a1")],
            at: at("1a1")
        })
    );
    assert!(matches!(
        board.tap(at("1a1")).unwrap(),
        InteractionOutcome::Played { .. }
    ));
    assert_eq!(session.snapshot().ply, 1);
    assert_eq!(board.view().pending, None);
}

#[test]
fn confirm_hands_back_a_chosen_decision_and_off_the_first_tap_plays() {
    let session = pylos();
    let board = BoardInteraction::choosing(session.clone());
    board.set_confirm_moves(true);
    board.tap(at("1b2")).unwrap();
    assert!(matches!(
        board.confirm().unwrap(),
        InteractionOutcome::Chosen { .. }
    ));
    assert!(matches!(
        board.confirm().unwrap(),
        InteractionOutcome::Ignored {
            why: Ignored::NothingSelected
        }
    ));
    board.tap(at("1b2")).unwrap();
    board.set_confirm_moves(false);
    assert_eq!(board.view().pending, None);
    assert!(matches!(
        board.tap(at("1b2")).unwrap(),
        InteractionOutcome::Chosen { .. }
    ));
    let words = TextCatalog::new(Language::English).confirm_words();
    assert_eq!(
        (
            words.prompt.as_str(),
            words.confirm.as_str(),
            words.cancel.as_str()
        ),
        ("Tap again to confirm", "Confirm", "Cancel")
    );
}
