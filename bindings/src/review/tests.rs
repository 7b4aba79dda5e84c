//! Rust-side tests of the review surface; the Kotlin and Swift smoke tests
//! make one review call each through the generated bindings.

use super::*;
use crate::ai_call::AiBudget;
use crate::types::{AiLevel, GameOptions, SeatController};

/// A session of `game` with `plies` decisions played by the random level
/// (seeded, so the game is the same every run).
fn played(game: GameKind, seats: usize, plies: usize) -> Arc<GameSession> {
    let s = GameSession::new(GameOptions {
        game,
        variant: None,
        seats: vec![
            SeatController::Ai {
                level: AiLevel::Random
            };
            seats
        ],
        seed: 11,
        max_plies: None,
        first_player: None,
    })
    .unwrap();
    for _ in 0..plies {
        if s.ai_move(None, AiBudget::Nodes { count: 1 }).is_err() {
            break;
        }
    }
    s
}

const SMALL: ReviewBudget = ReviewBudget::Nodes { per_decision: 2000 };

#[test]
fn each_game_reviews_end_to_end_with_one_decision_per_ply() {
    for (game, seats, budget) in [
        (GameKind::Pylos, 2, SMALL),
        (GameKind::Pyramida, 2, SMALL),
        (
            GameKind::Pyramido,
            2,
            ReviewBudget::Nodes { per_decision: 16 },
        ),
    ] {
        let s = played(game, seats, 6);
        let reviewer = GameReviewer::new(s.clone()).unwrap();
        assert_eq!(reviewer.decision_count(), 6, "{game:?}");
        assert_eq!(reviewer.progress(), ReviewProgress { done: 0, total: 6 });
        let review = reviewer.run(budget).unwrap();
        assert!(review.complete, "{game:?}");
        assert_eq!(review.game, game);
        assert_eq!(review.decisions.len(), 6);
        assert_eq!(reviewer.progress(), ReviewProgress { done: 6, total: 6 });
        let history = s.history();
        for (i, d) in review.decisions.iter().enumerate() {
            assert_eq!(d.index, i as i32);
            assert_eq!(d.played.notation, history[i], "{game:?} decision {i}");
            assert_eq!(d.standing.len(), seats);
            assert!(d.standing.iter().all(|v| (-1.0..=1.0).contains(v)));
            let board = reviewer.position_at(d.index).unwrap();
            assert_eq!(board.ply, d.index);
            assert_eq!(board.to_move, d.seat);
        }
        // The final position, then one past it.
        assert_eq!(reviewer.position_at(6).unwrap().ply, 6);
        assert!(matches!(
            reviewer.position_at(7),
            Err(PyramidsError::BadOptions { .. })
        ));
        assert!(matches!(
            reviewer.position_at(-1),
            Err(PyramidsError::BadOptions { .. })
        ));
    }
}

#[test]
fn values_are_in_each_games_terms() {
    let pyramida = GameReviewer::new(played(GameKind::Pyramida, 2, 4)).unwrap();
    let review = pyramida.run(SMALL).unwrap();
    assert!(review.decisions.iter().all(|d| matches!(
        d.played_value,
        ReviewValue::Win { .. } | ReviewValue::Draw | ReviewValue::Loss { .. }
    )));
    let pyramido = GameReviewer::new(played(GameKind::Pyramido, 3, 3)).unwrap();
    let review = pyramido
        .run(ReviewBudget::Nodes { per_decision: 16 })
        .unwrap();
    assert!(review
        .decisions
        .iter()
        .all(|d| matches!(d.played_value, ReviewValue::Points { .. }) && d.standing.len() == 3));
}

#[test]
fn the_reviewer_keeps_its_own_copy_and_ignores_the_redo_list() {
    let s = played(GameKind::Pylos, 2, 8);
    s.undo().unwrap();
    s.undo().unwrap();
    let reviewer = GameReviewer::new(s.clone()).unwrap();
    assert_eq!(reviewer.decision_count(), 6);
    // Playing on in the session does not change the reviewer's line.
    s.redo().unwrap();
    let review = reviewer.run(SMALL).unwrap();
    assert_eq!(review.decisions.len(), 6);
}

#[test]
fn empty_games_and_zero_budgets_are_typed_errors() {
    let empty = played(GameKind::Pylos, 2, 0);
    assert!(matches!(
        GameReviewer::new(empty),
        Err(PyramidsError::BadOptions { .. })
    ));
    let reviewer = GameReviewer::new(played(GameKind::Pylos, 2, 2)).unwrap();
    assert!(matches!(
        reviewer.run(ReviewBudget::Nodes { per_decision: 0 }),
        Err(PyramidsError::BadOptions { .. })
    ));
    assert!(matches!(
        reviewer.run(ReviewBudget::Time {
            ms_per_decision: -5
        }),
        Err(PyramidsError::BadOptions { .. })
    ));
}

#[test]
fn a_cancelled_reviewer_returns_an_incomplete_review() {
    let reviewer = GameReviewer::new(played(GameKind::Pylos, 2, 10)).unwrap();
    reviewer.cancel();
    let review = reviewer.run(SMALL).unwrap();
    assert!(!review.complete);
    assert!(review.decisions.is_empty());
    assert_eq!(review.turning_point, None);
}

#[test]
fn a_complete_review_is_kept_for_the_same_budget() {
    let reviewer = GameReviewer::new(played(GameKind::Pylos, 2, 4)).unwrap();
    let first = reviewer.run(SMALL).unwrap();
    reviewer.cancel();
    // Cancelled now, yet the kept review answers.
    assert_eq!(reviewer.run(SMALL).unwrap(), first);
}
