//! Pyramida's perfect level before its table exists (a process of its own:
//! nothing here may solve). A time budget too short for the solve falls back
//! to the best level that fits and says so; a solve in progress stops
//! promptly when cancelled. Wall-clock bounds here are loose on purpose (a
//! solve takes some 12 s on the development machine, so seconds separate
//! "stopped" from "ran on"); the figures are measured by `pyramids solve
//! pyramida --cancel-after MS`.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use pyramids_core::ai::{AiError, AiRequest, GameAi};
use pyramids_core::game::{Game, Level};
use pyramids_core::pyramida::{solution_ready, Pyramida, PyramidaOptions};

#[test]
fn a_short_budget_without_a_table_falls_back_and_says_so() {
    let start = Pyramida::start(&PyramidaOptions::default());
    let started = Instant::now();
    let choice = start
        .choose(&[], &AiRequest::new(Level::Perfect, 100, 1))
        .expect("a move");
    let took = started.elapsed();
    assert_eq!(choice.fallback, Some(Level::Hard));
    assert!(start.legal_actions().contains(&choice.action));
    assert!(took < Duration::from_secs(3), "took {took:?}");
    assert!(!solution_ready(), "nothing was solved");
}

#[test]
fn a_solve_in_progress_stops_promptly_when_cancelled() {
    let start = Pyramida::start(&PyramidaOptions::default());
    let cancel = Arc::new(AtomicBool::new(false));
    // No limit at all: the caller waits for the solve, unless it cancels.
    let mut request = AiRequest::nodes(Level::Perfect, 1_000, 2);
    request.max_nodes = None;
    request.cancel = Some(cancel.clone());
    let flag = cancel.clone();
    let canceller = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(300));
        flag.store(true, Ordering::SeqCst);
        Instant::now()
    });
    let result = start.choose(&[], &request);
    let returned = Instant::now();
    let cancelled_at = canceller.join().unwrap();
    assert_eq!(result, Err(AiError::Cancelled));
    let latency = returned.saturating_duration_since(cancelled_at);
    assert!(latency < Duration::from_secs(1), "cancel took {latency:?}");
    assert!(!solution_ready());
}

/// No call may start a solve its caller did not budget for: a node cap
/// (even zero, the smallest an app can pass) answers from the best level
/// that fits, and says so, counting nodes, not seconds.
#[test]
fn a_node_budget_never_starts_the_solve() {
    let start = Pyramida::start(&PyramidaOptions::default());
    for nodes in [0, 1, 5_000] {
        let choice = start
            .choose(&[], &AiRequest::nodes(Level::Perfect, nodes, 3))
            .expect("a move");
        assert_eq!(choice.fallback, Some(Level::Hard), "{nodes} nodes");
        assert!(start.legal_actions().contains(&choice.action));
        assert!(
            choice.nodes <= nodes.max(1) + 64,
            "{nodes}: {} nodes",
            choice.nodes
        );
        assert!(!solution_ready(), "{nodes} nodes started the solve");
    }
}
