//! Pylos puzzles against the df-pn prover (docs/rules/pylos.md: a player
//! who has to move and has no ball left loses).

use super::*;
use crate::error::RuleProblem;

fn mined() -> Vec<Puzzle> {
    generate(3, 11, |_, _| {}).0
}

#[test]
fn mined_puzzles_have_one_proven_first_move_and_verify() {
    let puzzles = mined();
    assert_eq!(puzzles.len(), 3);
    let mut prover = proof_prover();
    for p in &puzzles {
        verify(&mut prover, p).unwrap_or_else(|e| panic!("{}: {e}", p.id));
        let position = Position::replay(&p.moves).unwrap();
        let me = position.state.to_move();
        let winning: Vec<_> = position
            .state
            .legal_actions()
            .into_iter()
            .filter(|a| prove(&mut prover, &position.after(a), PROOF_NODES).winner == Some(me))
            .map(|a| position.state.format_action(&a))
            .collect();
        assert_eq!(winning, vec![p.line[0].clone()], "{}", p.id);
        assert!(p.unique[0]);
        assert_eq!(p.unique.len() as u32, p.goal.win_moves());
        assert!(position.empty() <= MAX_EMPTY);
    }
    assert_eq!(puzzles, mined(), "deterministic for a seed");
}

#[test]
fn a_tampered_puzzle_fails_verification() {
    let mut prover = proof_prover();
    let mut p = mined().remove(0);
    p.goal = Goal::WinIn { moves: 99 };
    assert_eq!(verify(&mut prover, &p), Err(PuzzleError::GoalMismatch));
    let mut q = mined().remove(0);
    q.line.swap(0, 1);
    assert!(verify(&mut prover, &q).is_err());
    let mut r = mined().remove(0);
    r.moves.pop();
    assert!(verify(&mut prover, &r).is_err());
}

#[test]
fn a_wrong_move_is_refused_and_changes_nothing() {
    let p = mined().remove(0);
    let mut run = PuzzleRun::new(p.clone()).unwrap();
    let answer = run.hint().unwrap();
    let before = run.state().clone();
    let mut refuted = 0;
    for wrong in before.legal_actions().into_iter().filter(|a| *a != answer) {
        match run.try_action(&wrong) {
            TryOutcome::Wrong { value, refutation } => {
                assert!(!matches!(value, Some(ProvenValue::Win(_))));
                if let (Some(ProvenValue::Loss(_)), Some(reply)) = (value, refutation) {
                    // The refutation is a legal reply of the defender.
                    let mut after = before.clone();
                    after.apply(&wrong).unwrap();
                    assert!(after.legal_actions().contains(&reply));
                    refuted += 1;
                }
            }
            other => panic!("{}: {other:?}", before.format_action(&wrong)),
        }
        assert_eq!(run.state(), &before);
        assert_eq!(run.moves_left(), p.goal.win_moves());
    }
    assert!(refuted > 0, "some wrong move has a proven refutation");
}

#[test]
fn an_illegal_try_names_the_rules_problem() {
    let mut run = PuzzleRun::new(mined().remove(0)).unwrap();
    let occupied = run
        .state()
        .occupied()
        .iter()
        .next()
        .expect("a puzzle position has balls");
    let before = run.state().clone();
    match run.try_action(&PylosAction::Place { to: occupied }) {
        TryOutcome::Illegal {
            problem: RuleProblem::Pylos { .. },
        } => {}
        other => panic!("{other:?}"),
    }
    assert_eq!(run.state(), &before);
}

#[test]
fn following_the_line_against_the_longest_defence_wins_in_the_goal() {
    for p in mined() {
        let moves = p.goal.win_moves();
        let mut run = PuzzleRun::new(p.clone()).unwrap();
        assert_eq!(run.solution().len(), p.line.len());
        let first = run.hint().unwrap();
        let mut played = 0;
        while !run.is_solved() {
            let answer = run.hint().unwrap();
            match run.try_action(&answer) {
                TryOutcome::Kept { moves_left, .. } => {
                    played += 1;
                    assert_eq!(moves_left, moves - played);
                }
                other => panic!("{other:?}"),
            }
        }
        assert_eq!(played, moves);
        assert_eq!(run.state().outcome(), Outcome::Win { winner: p.to_move });
        assert_eq!(run.try_action(&first), TryOutcome::Finished);
        run.retry();
        assert!(!run.is_solved());
        assert_eq!(run.moves_left(), moves);
        assert_eq!(run.state(), &Position::replay(&p.moves).unwrap().state);
    }
}

/// Where a later decision of the line is not the only winning one, another
/// proven winning move is accepted, and the run still ends in the winner's
/// win with the defender answering by proofs.
#[test]
fn another_proven_win_off_the_line_is_accepted_and_still_wins() {
    let mut checked = 0;
    let mut prover = proof_prover();
    for p in generate(6, 3, |_, _| {}).0 {
        let mut run = PuzzleRun::new(p.clone()).unwrap();
        while !run.is_solved() {
            let here = Position {
                state: run.state().clone(),
                history: run.position.history.clone(),
            };
            let line_move = run.hint().unwrap();
            let other = (run.line.len() > 1 && !run.unique[0])
                .then(|| {
                    here.state.legal_actions().into_iter().find(|a| {
                        *a != line_move
                            && prove(&mut prover, &here.after(a), PLAY_NODES).winner
                                == Some(p.to_move)
                    })
                })
                .flatten();
            let chosen = other.unwrap_or(line_move);
            match run.try_action(&chosen) {
                TryOutcome::Kept { .. } => {}
                o => panic!("{}: {o:?}", p.id),
            }
            if other.is_some() {
                checked += 1;
            }
        }
        assert_eq!(run.state().outcome(), Outcome::Win { winner: p.to_move });
    }
    assert!(checked > 0, "some line has another proven win");
}

/// A sample of the shipped set (every 30th puzzle) still holds against the
/// prover; `pyramids puzzles verify` checks them all.
#[test]
fn a_sample_of_the_shipped_set_verifies() {
    let set = super::super::tests::shipped_set(
        include_str!("../../../../play/data/puzzles/pylos.json"),
        300,
    );
    let mut prover = proof_prover();
    for p in set.iter().step_by(30) {
        verify(&mut prover, p).unwrap_or_else(|e| panic!("{}: {e}", p.id));
    }
}
