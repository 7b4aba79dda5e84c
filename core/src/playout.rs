//! Random playouts: sample positions for tests, benchmarks and reports.

use crate::game::Game;
use crate::rng::{pick_index, rng_for};

/// Plays uniformly random legal decisions from `start` (seeded) until `stop`
/// holds, returning that state; `None` if the game ends or `max_decisions`
/// pass first.
pub fn random_until<G: Game>(
    start: &G,
    seed: u64,
    max_decisions: usize,
    mut stop: impl FnMut(&G) -> bool,
) -> Option<G> {
    let mut rng = rng_for(seed, 0x9A);
    let mut state = start.clone();
    for _ in 0..=max_decisions {
        if stop(&state) {
            return Some(state);
        }
        let moves = state.legal_actions();
        if moves.is_empty() {
            return None;
        }
        state
            .apply(&moves[pick_index(moves.len(), &mut rng)])
            .ok()?;
    }
    None
}
