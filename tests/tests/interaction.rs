//! Runs every interaction scenario in `tests/scenarios/interaction/` through
//! the FFI crate's Rust API. The Kotlin (`bindings/kotlin-tests`, the
//! Android testkit) and Swift (`ios/Tests`) suites run the same files.

use pyramids_tests::interaction::{interaction_files, run, run_file};
use serde_json::json;

fn run_game(game: &str, at_least: usize) {
    let files = interaction_files(game);
    assert!(
        files.len() >= at_least,
        "{game}: {} interaction scenarios, expected at least {at_least}",
        files.len()
    );
    let mut failures = Vec::new();
    for file in &files {
        let problems = run_file(file);
        let name = file
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        if problems.is_empty() {
            println!("ok   interaction/{game}/{name}");
        } else {
            println!("FAIL interaction/{game}/{name}");
            for p in &problems {
                println!("       {p}");
            }
            failures.push(name);
        }
    }
    assert!(failures.is_empty(), "{game}: {failures:?} failed");
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
    assert!(session.history().unwrap().is_empty());
    // A slot that does not exist is refused where it crosses, typed.
    let slot = board.tap(BoardPlace::PyramidoSlot { slot: 7 });
    assert!(
        matches!(slot, Err(pyramids_ffi::PyramidsError::IllegalAction { .. })),
        "{slot:?}"
    );
}
