//! The FFI's `ai_move` and `hint` for Pyramida's perfect level before any
//! table is installed (a process of its own, so nothing has solved): a
//! short budget answers within it from the best level that fits, and the
//! result says which.

use pyramids_ffi::AiBudget;
use std::time::{Duration, Instant};

use pyramids_ffi::{AiLevel, GameKind, GameOptions, GameSession, SeatController};

fn session() -> std::sync::Arc<GameSession> {
    GameSession::new(GameOptions {
        game: GameKind::Pyramida,
        variant: None,
        seats: vec![
            SeatController::Ai {
                level: AiLevel::Perfect,
            },
            SeatController::Human,
        ],
        seed: 1,
        max_plies: None,
        first_player: None,
    })
    .unwrap()
}

#[test]
fn a_short_budget_falls_back_and_the_result_says_so() {
    let s = session();
    let started = Instant::now();
    let played = s.ai_move(None, AiBudget::Time { ms: 100 }).expect("a move");
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "{:?}",
        started.elapsed()
    );
    assert_eq!(played.fallback_level, Some(AiLevel::Hard));
    let hint = s.hint(100).expect("a hint");
    assert_eq!(hint.fallback_level, Some(AiLevel::Hard));
    assert!(!pyramids_ffi::pyramida_table_ready());
}

/// A node budget, even zero, never starts the solve: the move comes from
/// the best level that fits, and says so.
#[test]
fn a_zero_node_budget_falls_back_without_solving() {
    let s = session();
    let played = s
        .ai_move(Some(AiLevel::Perfect), AiBudget::Nodes { count: 0 })
        .expect("a move");
    assert_eq!(played.fallback_level, Some(AiLevel::Hard));
    assert!(played.nodes <= 64, "{} nodes", played.nodes);
    assert!(!pyramids_ffi::pyramida_table_ready());
}
