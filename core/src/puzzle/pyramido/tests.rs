//! Pyramido best-turn puzzles (docs/rules/pyramido.md, Scoring a floor).

use super::*;
use crate::error::RuleProblem;

fn mined() -> Vec<Puzzle> {
    generate(3, 5, |_, _| {}).0
}

/// Every way through the turn counted independently of the module's
/// search: (points, the mover's seat afterwards).
fn every_way(
    state: &Pyramido,
    seat: Seat,
    base: i32,
    out: &mut Vec<(i32, crate::pyramido::Player)>,
) {
    for a in state.legal_actions() {
        let mut next = state.clone();
        next.apply(&a).unwrap();
        let mine = next.to_move() == seat
            && (matches!(next.phase(), Phase::Mark | Phase::Tile)
                || (next.phase() == Phase::NoFit && next.turn().holes_filled > 0));
        if mine {
            every_way(&next, seat, base, out);
        } else {
            out.push((
                standing(&next, seat) - base,
                next.player(seat).unwrap().clone(),
            ));
        }
    }
}

#[test]
fn mined_turns_have_one_best_answer_strictly_ahead_and_verify() {
    let puzzles = mined();
    assert_eq!(puzzles.len(), 3);
    for p in &puzzles {
        verify(p).unwrap_or_else(|e| panic!("{}: {e}", p.id));
        let state = Position::replay_dealt(p.seed, &p.moves).unwrap().state;
        let seat = state.to_move();
        let mut ways = Vec::new();
        every_way(&state, seat, standing(&state, seat), &mut ways);
        let Goal::BestTurn { points } = p.goal else {
            panic!("{:?}", p.goal)
        };
        let best: Vec<_> = ways.iter().filter(|(q, _)| *q == points).collect();
        assert!(!best.is_empty());
        assert!(
            best.iter().all(|(_, seat)| *seat == best[0].1),
            "one answer"
        );
        assert!(ways.iter().all(|(q, _)| *q <= points));
        assert!(
            ways.iter().any(|(q, _)| *q < points),
            "a choice to get wrong"
        );
    }
    assert_eq!(puzzles, mined(), "deterministic for a seed");
}

#[test]
fn a_tampered_puzzle_fails_verification() {
    let mut p = mined().remove(0);
    let Goal::BestTurn { points } = p.goal else {
        panic!()
    };
    p.goal = Goal::BestTurn { points: points + 1 };
    assert_eq!(verify(&p), Err(PuzzleError::GoalMismatch));
    let mut q = mined().remove(0);
    q.seed += 1;
    assert!(verify(&q).is_err());
}

#[test]
fn a_try_that_scores_less_is_refused_with_its_points() {
    let p = mined().remove(0);
    let Goal::BestTurn { points } = p.goal else {
        panic!()
    };
    let mut run = PuzzleRun::new(p).unwrap();
    let before = run.state().clone();
    let answer = run.hint().unwrap();
    let mut refused = 0;
    for a in before.legal_actions() {
        match run.try_action(&a) {
            TryOutcome::FewerPoints { points: less, best } => {
                assert_eq!(best, points);
                assert!(less < points);
                assert_eq!(run.state(), &before);
                refused += 1;
            }
            TryOutcome::Kept { .. } => {
                run.retry();
            }
            other => panic!("{other:?}"),
        }
    }
    assert!(refused > 0);
    assert!(matches!(run.try_action(&answer), TryOutcome::Kept { .. }));
}

#[test]
fn an_illegal_try_names_the_rules_problem() {
    let mut run = PuzzleRun::new(mined().remove(0)).unwrap();
    match run.try_action(&PyramidoAction::SkipTile) {
        TryOutcome::Illegal {
            problem: RuleProblem::Pyramido { .. },
        } => {}
        other => panic!("{other:?}"),
    }
}

#[test]
fn following_the_hints_scores_the_best_and_solves() {
    for p in mined() {
        let Goal::BestTurn { points } = p.goal else {
            panic!()
        };
        let mut run = PuzzleRun::new(p.clone()).unwrap();
        assert_eq!(run.solution().len(), p.line.len());
        assert_eq!(run.moves_left() as usize, p.line.len());
        let first = run.hint().unwrap();
        while !run.is_solved() {
            let a = run.hint().unwrap();
            assert!(matches!(run.try_action(&a), TryOutcome::Kept { .. }));
        }
        assert_eq!(run.points(), points);
        assert_eq!(run.moves_left(), 0);
        assert_eq!(run.try_action(&first), TryOutcome::Finished);
        run.retry();
        assert!(!run.is_solved());
        assert_eq!(run.points(), 0);
    }
}

/// A sample of the shipped set (every 15th puzzle) still holds;
/// `pyramids puzzles verify` checks them all.
#[test]
fn a_sample_of_the_shipped_set_verifies() {
    let set = super::super::tests::shipped_set(
        include_str!("../../../../play/data/puzzles/pyramido.json"),
        150,
    );
    for p in set.iter().step_by(15) {
        verify(p).unwrap_or_else(|e| panic!("{}: {e}", p.id));
    }
}
