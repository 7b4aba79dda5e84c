//! Runs every lesson scenario in `tests/scenarios/lessons/` through the FFI
//! crate's Rust API. The Kotlin (`bindings/kotlin-tests`) and Swift
//! (`ios/Tests`) suites run the same files.

use pyramids_tests::files::run_suite;
use pyramids_tests::lessons::{lesson_files, run, run_file};
use serde_json::Value;

/// Every lesson of the game has its scenario, named after it.
fn run_game(kind: pyramids_core::game::GameKind, game: &str) {
    let files = lesson_files(game);
    let lessons = pyramids_play::learn::lessons(kind);
    let names: Vec<String> = files
        .iter()
        .map(|f| f.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    let want: Vec<String> = lessons
        .iter()
        .enumerate()
        .map(|(i, l)| format!("{:02}-{}.json", i + 1, l.id))
        .collect();
    assert_eq!(names, want, "one scenario per {game} lesson, in order");
    run_suite(
        &format!("lessons/{game}"),
        &files,
        lessons.len().max(1),
        run_file,
    );
}

#[test]
fn pylos_lessons() {
    run_game(pyramids_core::game::GameKind::Pylos, "pylos");
}

#[test]
fn pyramida_lessons() {
    run_game(pyramids_core::game::GameKind::Pyramida, "pyramida");
}

#[test]
fn pyramido_lessons() {
    run_game(pyramids_core::game::GameKind::Pyramido, "pyramido");
}

fn scenario(name: &str) -> Value {
    let text =
        std::fs::read_to_string(pyramids_tests::lessons::lessons_dir("pylos").join(name)).unwrap();
    serde_json::from_str(&text).unwrap()
}

#[test]
fn the_lessons_runner_catches_a_lesson_that_changed() {
    let base = scenario("02-pylos-raise.json");
    assert!(run(&base).is_empty(), "{:?}", run(&base));
    // A reply the lesson does not play.
    let mut reply = base.clone();
    reply["steps"][0]["played"][1] = "1 1d1".into();
    assert_eq!(run(&reply).len(), 1, "{:?}", run(&reply));
    // A wrong try answered otherwise.
    let mut answer = base.clone();
    answer["steps"][0]["wrong"][0]["answer"] = "not_it".into();
    assert_eq!(run(&answer).len(), 1, "{:?}", run(&answer));
    // A decision step with no wrong try.
    let mut untried = base.clone();
    untried["steps"][0]["wrong"] = Value::Array(vec![]);
    assert_eq!(run(&untried).len(), 1, "{:?}", run(&untried));
    // Other points, a typo, a step too few.
    let mut points = base.clone();
    points["steps"][0]["screen"]["points"] = serde_json::json!(["1d4"]);
    assert_eq!(run(&points).len(), 1, "{:?}", run(&points));
    let mut typo = base.clone();
    typo["steps"][1]["raed"] = true.into();
    assert!(!run(&typo).is_empty());
    let mut short = base;
    short["steps"].as_array_mut().unwrap().pop();
    assert!(!run(&short).is_empty());
}
