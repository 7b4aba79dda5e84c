//! Checks every game's tests share (compiled for tests only).

use crate::game::Game;
use crate::record::GameRecord;

/// Plays `choose`'s decisions to the end of `record`'s game (or its ply
/// limit), then undoes every decision checking each earlier state exactly,
/// then redoes them all and checks the end state and history again.
pub fn check_undo_redo<G: Game + PartialEq>(
    mut record: GameRecord<G>,
    mut choose: impl FnMut(&G) -> G::Action,
) {
    let mut states = vec![record.state().clone()];
    while !record.outcome().is_over() {
        let action = choose(record.state());
        record.apply(&action).expect("chosen actions are legal");
        states.push(record.state().clone());
    }
    let played = record.history();
    while record.undo().is_some() {
        states.pop();
        assert_eq!(
            record.state(),
            states.last().expect("one state per decision")
        );
    }
    assert_eq!(states.len(), 1);
    while record.redo().is_some() {}
    assert_eq!(record.history(), played);
}
