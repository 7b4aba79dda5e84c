//! The shared puzzle types: the file format and the grades.

use super::*;

#[test]
fn goals_keep_their_file_format() {
    let win: Goal = serde_json::from_str(r#"{"kind":"win_in","moves":3}"#).unwrap();
    assert_eq!(win, Goal::WinIn { moves: 3 });
    assert_eq!(win.win_moves(), 3);
    let best = Goal::BestTurn { points: 7 };
    let text = serde_json::to_string(&best).unwrap();
    assert_eq!(text, r#"{"kind":"best_turn","points":7}"#);
    assert_eq!(serde_json::from_str::<Goal>(&text).unwrap(), best);
    assert_eq!(best.win_moves(), 0);
}

#[test]
fn grades_follow_the_weakest_level_that_mostly_finds_the_answer() {
    let rates = |easy, medium, hard| SolveRates { easy, medium, hard };
    assert_eq!(grade_from_rates(rates(0.5, 0.0, 0.0)), Grade::Easy);
    assert_eq!(grade_from_rates(rates(0.25, 0.5, 1.0)), Grade::Medium);
    assert_eq!(grade_from_rates(rates(0.25, 0.25, 1.0)), Grade::Hard);
    assert_eq!(grade_from_rates(rates(0.0, 0.0, 0.0)), Grade::Hard);
    assert_eq!(Grade::from_name(" Medium"), Some(Grade::Medium));
}

/// A shipped set's puzzles, checked to be of this file format and at least
/// `at_least` of them (so a truncated set fails).
pub(super) fn shipped_set(json: &str, at_least: usize) -> Vec<Puzzle> {
    let set: PuzzleSet = serde_json::from_str(json).unwrap();
    assert_eq!(set.version, PUZZLE_SET_VERSION);
    assert!(set.puzzles.len() >= at_least, "{}", set.puzzles.len());
    set.puzzles
}
