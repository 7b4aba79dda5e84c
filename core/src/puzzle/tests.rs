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

#[test]
fn a_long_win_is_graded_by_its_length_even_when_the_easy_level_opens_it() {
    let found = SolveRates {
        easy: 1.0,
        medium: 1.0,
        hard: 1.0,
    };
    let missed = SolveRates {
        easy: 0.0,
        medium: 0.0,
        hard: 0.0,
    };
    let win_in = |moves| Goal::WinIn { moves };
    assert_eq!(grade_for(win_in(4), found), Grade::Easy);
    assert_eq!(grade_for(win_in(5), found), Grade::Medium);
    assert_eq!(grade_for(win_in(9), found), Grade::Medium);
    assert_eq!(grade_for(win_in(10), found), Grade::Hard);
    assert_eq!(grade_for(win_in(27), found), Grade::Hard);
    // The floor only raises: a short win no level finds stays hard.
    assert_eq!(grade_for(win_in(2), missed), Grade::Hard);
    assert_eq!(grade_for(Goal::BestTurn { points: 26 }, found), Grade::Easy);
}

#[test]
fn no_shipped_puzzle_is_graded_below_its_length() {
    for json in [
        include_str!("../../../play/data/puzzles/pylos.json"),
        include_str!("../../../play/data/puzzles/pyramida.json"),
        include_str!("../../../play/data/puzzles/pyramido.json"),
    ] {
        for p in shipped_set(json, 100) {
            assert!(
                p.grade >= p.goal.least_grade(),
                "{}: {:?} graded {:?}",
                p.id,
                p.goal,
                p.grade
            );
        }
    }
}

/// A shipped set's puzzles, checked to be of this file format and at least
/// `at_least` of them (so a truncated set fails).
pub(super) fn shipped_set(json: &str, at_least: usize) -> Vec<Puzzle> {
    let set: PuzzleSet = serde_json::from_str(json).unwrap();
    assert_eq!(set.version, PUZZLE_SET_VERSION);
    assert!(set.puzzles.len() >= at_least, "{}", set.puzzles.len());
    set.puzzles
}
