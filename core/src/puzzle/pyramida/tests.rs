//! Pyramida puzzles against the solved table (docs/rules/pyramida.md: the
//! winner is the first to bring all three stones home).

use super::*;
use crate::pyramida::solver::solution;

fn mined() -> Vec<Puzzle> {
    generate(solution(), 2, 7, |_, _| {}).0
}

#[test]
fn mined_puzzles_are_won_by_exactly_one_first_move_and_verify() {
    let puzzles = mined();
    assert_eq!(puzzles.len(), 2);
    for p in &puzzles {
        verify(solution(), p).unwrap();
        let position = Position::replay(&p.moves).unwrap();
        let winning = position
            .valued(solution())
            .into_iter()
            .filter(|(_, v)| matches!(v, ProvenValue::Win(_)))
            .count();
        assert_eq!(winning, 1, "{p:?}");
        assert!(p.unique[0]);
    }
    // Deterministic for a seed.
    assert_eq!(puzzles, mined());
}

#[test]
fn a_tampered_puzzle_fails_verification() {
    let mut p = mined().remove(0);
    p.goal = Goal::WinIn { moves: 99 };
    assert_eq!(verify(solution(), &p), Err(PuzzleError::GoalMismatch));
    let mut q = mined().remove(0);
    q.moves.pop();
    assert!(verify(solution(), &q).is_err());
}

#[test]
fn a_wrong_move_is_refuted_exactly_and_changes_nothing() {
    let p = mined().remove(0);
    let mut run = PuzzleRun::new(p.clone()).unwrap();
    let answer = run.hint(solution()).unwrap();
    let wrong = run
        .state()
        .legal_actions()
        .into_iter()
        .find(|a| *a != answer)
        .expect("a puzzle has an alternative");
    let before = run.state().clone();
    match run.try_action(solution(), &wrong) {
        TryOutcome::Wrong { value, .. } => {
            assert!(!matches!(value, Some(ProvenValue::Win(_)) | None))
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(run.state().legal_actions(), before.legal_actions());
    assert_eq!(run.moves_left(), p.goal.win_moves());
}

#[test]
fn following_the_solution_against_the_longest_defence_wins_in_the_goal() {
    let p = mined().remove(0);
    let moves = p.goal.win_moves();
    let mut run = PuzzleRun::new(p).unwrap();
    let mut played = 0;
    while !run.is_solved() {
        let answer = run.hint(solution()).unwrap();
        match run.try_action(solution(), &answer) {
            TryOutcome::Kept { .. } => played += 1,
            other => panic!("{other:?}"),
        }
    }
    assert_eq!(played, moves);
    assert_eq!(
        run.try_action(solution(), &PyramidaAction::Pass),
        TryOutcome::Finished
    );
    run.retry();
    assert!(!run.is_solved());
    assert_eq!(run.moves_left(), moves);
}

/// A sample of the shipped set (every 30th puzzle) still holds against the
/// engine; `pyramids puzzles verify` checks them all.
#[test]
fn a_sample_of_the_shipped_set_verifies() {
    let set = super::super::tests::shipped_set(
        include_str!("../../../../play/data/puzzles/pyramida.json"),
        300,
    );
    for p in set.iter().step_by(30) {
        verify(solution(), p).unwrap_or_else(|e| panic!("{}: {e}", p.id));
    }
}

/// A pass while moves exist is refused with the rules' typed problem, and
/// nothing changes.
#[test]
fn an_illegal_try_names_the_rules_problem() {
    let mut run = PuzzleRun::new(mined().remove(0)).unwrap();
    let before = run.state().clone();
    assert!(!before.legal_actions().contains(&PyramidaAction::Pass));
    match run.try_action(solution(), &PyramidaAction::Pass) {
        TryOutcome::Illegal {
            problem: crate::error::RuleProblem::Pyramida { .. },
        } => {}
        other => panic!("{other:?}"),
    }
    assert_eq!(run.state().legal_actions(), before.legal_actions());
}
