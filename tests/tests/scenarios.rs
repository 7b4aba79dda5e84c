//! Runs every conformance scenario in `tests/scenarios/` against the core.
//! The Kotlin suite (`bindings/kotlin-tests`) runs the same files through
//! the FFI.

use pyramids_tests::files::run_suite;
use pyramids_tests::scenarios::{run_file, scenario_files};

fn run_game(game: &str, at_least: usize) {
    run_suite(game, &scenario_files(game), at_least, run_file);
}

#[test]
fn pylos_scenarios() {
    run_game("pylos", 15);
}

#[test]
fn pyramida_scenarios() {
    run_game("pyramida", 15);
}

#[test]
fn pyramido_scenarios() {
    run_game("pyramido", 15);
}

#[test]
fn the_runner_catches_wrong_facts_typos_and_accepted_errors() {
    use pyramids_tests::scenarios::run;
    use serde_json::json;
    let base = json!({"name": "t", "options": {"game": "pylos"}, "actions": ["1a1"], "expect": {"legal_action_count": 15}});
    assert!(run(&base).is_empty(), "{:?}", run(&base));
    let mut wrong = base.clone();
    wrong["expect"]["legal_action_count"] = json!(14);
    assert_eq!(run(&wrong).len(), 1);
    let mut typo = base.clone();
    typo["expect"]["legal_action_cont"] = json!(15);
    assert!(run(&typo)[0].contains("unknown key"));
    let mut board = base.clone();
    board["expect"]["pylos"] = json!({"reserves": [15, 15], "dark": ["1a1"]});
    assert_eq!(run(&board).len(), 2, "{:?}", run(&board));
    let mut accepted = base.clone();
    accepted["then"] = json!([{"action": "1b1", "error": "illegal_action"}]);
    assert!(run(&accepted)[0].contains("was accepted"));
    let mut kind = base.clone();
    kind["then"] = json!({"action": "1a1", "error": "game_over"});
    assert!(run(&kind)[0].contains("expected game_over"));
    let mut bad_action = base;
    bad_action["actions"] = json!(["1a1", "1a1"]);
    assert!(run(&bad_action)[0].contains("failed"));
}
