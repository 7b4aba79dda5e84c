//! Runs every puzzle scenario in `tests/scenarios/puzzles/` through the FFI
//! crate's Rust API.

use pyramids_tests::files::run_suite;
use pyramids_tests::puzzles::{puzzle_files, puzzles_dir, run, run_file};
use serde_json::Value;

#[test]
fn pylos_puzzles() {
    run_suite("puzzles/pylos", &puzzle_files("pylos"), 1, run_file);
}

#[test]
fn pyramida_puzzles() {
    run_suite("puzzles/pyramida", &puzzle_files("pyramida"), 2, run_file);
}

#[test]
fn pyramido_puzzles() {
    run_suite("puzzles/pyramido", &puzzle_files("pyramido"), 1, run_file);
}

#[test]
fn the_puzzles_runner_catches_a_puzzle_that_changed() {
    let text =
        std::fs::read_to_string(puzzles_dir("pyramida").join("01-wrong-then-win.json")).unwrap();
    let base: Value = serde_json::from_str(&text).unwrap();
    assert!(run(&base).is_empty(), "{:?}", run(&base));
    // Another defence than the engine's.
    let mut reply = base.clone();
    reply["steps"][1]["played"][1] = "1 f2-g3".into();
    assert_eq!(run(&reply).len(), 1, "{:?}", run(&reply));
    // A wrong try taken for a right one.
    let mut verdict = base.clone();
    verdict["steps"][0]["verdict"] = "kept".into();
    assert!(!run(&verdict).is_empty());
    // Another heading, a typo, a clean attempt claimed.
    let mut heading = base.clone();
    heading["start"]["heading"] = "White to move and win in 3 moves".into();
    assert_eq!(run(&heading).len(), 1);
    let mut typo = base.clone();
    typo["steps"][0]["verdcit"] = "wrong".into();
    assert!(!run(&typo).is_empty());
    let mut clean = base;
    clean["end"]["attempt"] = "clean".into();
    assert_eq!(run(&clean).len(), 1);
}
