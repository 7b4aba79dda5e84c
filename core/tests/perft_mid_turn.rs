//! Perft from a position in the middle of a turn (a save taken after the
//! place, with the reclaim to come): each reclaim set counts once, whatever
//! the order its balls were taken in.

use pyramids_core::game::{Game, SeatKind};
use pyramids_core::pylos::{perft, Phase, Pylos, PylosOptions};
use pyramids_core::record::GameRecord;

#[test]
fn a_reclaim_pair_counts_once_from_a_mid_turn_position() {
    let mut r = GameRecord::<Pylos>::new(PylosOptions::default(), 0, vec![SeatKind::Human; 2]);
    for m in ["1a1", "1d4", "1b1", "1c4", "1a2", "1d3", "1b2"] {
        r.apply_notation(m).unwrap();
    }
    let state = r.state().clone();
    assert_ne!(state.phase(), Phase::Move, "Light is to reclaim");
    let reclaims = state.legal_actions().len();
    assert_eq!(reclaims, 4, "four free balls");
    // The README's definition: 4 single reclaims (then stop) + C(4,2) pairs.
    assert_eq!(perft::perft(&state, 1), 4 + 6);
}
