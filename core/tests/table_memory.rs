//! The AI's tables stay bounded for the process whatever the number of
//! threads that ran it (a process of its own, so the count is this test's):
//! the Pylos expert near the endgame takes a prover table (12 MiB) and a
//! search table per call; with one set per thread, 64 app threads kept
//! 1.1 GB after every call had returned. Now the tables come from one pool
//! that keeps a few idle ones.

use std::sync::{Arc, Barrier, Mutex};

use pyramids_core::ai::{AiRequest, GameAi};
use pyramids_core::game::{Game, Level};
use pyramids_core::pool::{idle_tables, live_table_bytes, IDLE_TABLES};
use pyramids_core::pylos::{Phase, Pylos, PylosOptions, Variant};

/// Resident memory of the process in bytes (Linux), for the report.
fn resident() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

fn endgame(seed: u64) -> Option<Pylos> {
    let start = Pylos::new(
        &PylosOptions {
            variant: Variant::Standard,
        },
        0,
    );
    pyramids_core::playout::random_until(&start, seed, 400, |g| {
        g.phase() == Phase::Move && !g.outcome().is_over() && 30 - g.occupied().count() == 12
    })
}

#[test]
fn sixty_four_threads_leave_a_bounded_pool_of_tables() {
    const THREADS: usize = 64;
    let positions: Vec<Pylos> = (0..200).filter_map(endgame).take(THREADS).collect();
    assert_eq!(positions.len(), THREADS);
    let before = resident();
    // Every thread calls the expert once (one at a time, so the peak is one
    // call's), then stays alive, as an app's thread pool does, until all
    // have been measured.
    let one_at_a_time = Arc::new(Mutex::new(()));
    let measured = Arc::new(Barrier::new(THREADS + 1));
    let called = Arc::new(Barrier::new(THREADS + 1));
    let workers: Vec<_> = positions
        .into_iter()
        .enumerate()
        .map(|(i, position)| {
            let (lock, measured, called) =
                (one_at_a_time.clone(), measured.clone(), called.clone());
            std::thread::spawn(move || {
                {
                    let _turn = lock.lock().unwrap();
                    let request = AiRequest::nodes(Level::Expert, 20_000, i as u64);
                    position.choose(&[], &request).expect("a move");
                }
                called.wait();
                measured.wait();
            })
        })
        .collect();
    called.wait();
    let live = live_table_bytes();
    let after = resident();
    measured.wait();
    for w in workers {
        w.join().unwrap();
    }
    // The largest table the expert takes: the prover's 2^19 entries of 24
    // bytes or the search's 2^19 of at most 32.
    let largest = (1usize << 19) * 32;
    eprintln!(
        "{THREADS} threads: {:.1} MiB of tables live, {} idle; resident {:?} -> {:?} MiB",
        live as f64 / (1 << 20) as f64,
        idle_tables(),
        before.map(|b| b >> 20),
        after.map(|a| a >> 20)
    );
    assert!(idle_tables() <= IDLE_TABLES);
    assert!(
        live <= IDLE_TABLES * largest,
        "{live} bytes of tables with every call returned"
    );
}
