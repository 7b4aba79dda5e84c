//! Runs every interaction scenario in `tests/scenarios/interaction/` through
//! the FFI crate's Rust API. The Kotlin (`bindings/kotlin-tests`, the
//! Android testkit) and Swift (`ios/Tests`) suites run the same files.

use pyramids_tests::files::run_suite;
use pyramids_tests::interaction::{interaction_files, run, run_file};
use serde_json::json;

fn run_game(game: &str, at_least: usize) {
    run_suite(
        &format!("interaction/{game}"),
        &interaction_files(game),
        at_least,
        run_file,
    );
}

#[test]
fn pylos_interactions() {
    run_game("pylos", 8);
}

#[test]
fn pyramida_interactions() {
    run_game("pyramida", 8);
}

#[test]
fn pyramido_interactions() {
    run_game("pyramido", 8);
}

#[test]
fn the_runner_catches_wrong_views_typos_and_bad_places() {
    let base = json!({"name": "t", "options": {"game": "pylos"}, "steps": [
        {"tap": "1a1", "expect": {"outcome": "played", "played": "1a1"}}
    ]});
    assert!(run(&base).is_empty(), "{:?}", run(&base));
    let wrong = json!({"name": "t", "options": {"game": "pylos"}, "steps": [
        {"tap": "1a1", "expect": {"outcome": "changed"}}
    ]});
    assert_eq!(run(&wrong).len(), 1, "{:?}", run(&wrong));
    let typo = json!({"name": "t", "options": {"game": "pylos"}, "steps": [
        {"tap": "1a1", "expect": {"outcom": "played"}}
    ]});
    assert!(!run(&typo).is_empty());
    let bad_place = json!({"name": "t", "options": {"game": "pylos"}, "steps": [{"tap": "9z9"}]});
    assert!(!run(&bad_place).is_empty());
    let marks = json!({"name": "t", "options": {"game": "pylos"}, "steps": [
        {"expect": {"marks": {"place": ["1a1"]}}}
    ]});
    assert_eq!(run(&marks).len(), 1, "{:?}", run(&marks));
}

#[test]
fn a_choosing_model_hands_the_action_back_unplayed() {
    use pyramids_ffi::{
        BoardInteraction, BoardPlace, GameKind, GameOptions, GameSession, InteractionOutcome,
    };
    let session = GameSession::new(GameOptions {
        game: GameKind::Pylos,
        variant: None,
        seats: vec![],
        seed: 0,
        max_plies: None,
        first_player: None,
    })
    .unwrap();
    let board = BoardInteraction::choosing(session.clone());
    let at = pyramids_core::pylos::Pos::parse("1a1").unwrap();
    match board.tap(BoardPlace::Pylos { at }).unwrap() {
        InteractionOutcome::Chosen { action } => assert_eq!(action.notation, "1a1"),
        other => panic!("{other:?}"),
    }
    assert!(session.history().is_empty());
    // A slot that does not exist is refused where it crosses, typed.
    let slot = board.tap(BoardPlace::PyramidoSlot { slot: 7 });
    assert!(
        matches!(slot, Err(pyramids_ffi::PyramidsError::IllegalAction { .. })),
        "{slot:?}"
    );
}
