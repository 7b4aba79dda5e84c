//! Perft over complete Pylos turns: a place or raise together with its
//! reclaim set, where a set of two balls reachable in both orders counts
//! once. Repetition is ignored; a turn that ends the game has no children.

use std::collections::HashSet;

use super::{Bitboard, Phase, Pylos};
use crate::game::Game;
use crate::search::Searchable;

/// Every distinct position reachable by one complete turn. From a position
/// in the middle of a turn (reclaims to come), the rest of that turn.
pub fn turns(state: &Pylos) -> Vec<Pylos> {
    let mut out = Vec::new();
    if state.phase() != Phase::Move && !state.outcome().is_over() {
        // One de-duplication set for the whole rest of the turn, so a pair
        // taken in either order counts once here too.
        reclaim_sets(state, &mut out);
        return out;
    }
    let mut moves = Vec::with_capacity(40);
    state.legal_actions_into(&mut moves);
    for mv in &moves {
        let mut after = state.clone();
        after.play(mv);
        if after.phase() == Phase::Move || after.outcome().is_over() {
            out.push(after);
            continue;
        }
        reclaim_sets(&after, &mut out);
    }
    out
}

/// The positions after each reclaim set from `after` (the mover to
/// reclaim), deduplicated by which balls left the board.
fn reclaim_sets(after: &Pylos, out: &mut Vec<Pylos>) {
    let mut seen: HashSet<Bitboard> = HashSet::new();
    let mover = after.to_move();
    let mut first = Vec::new();
    after.legal_actions_into(&mut first);
    for a in &first {
        let mut one = after.clone();
        one.play(a);
        if one.phase() == Phase::Move || one.outcome().is_over() {
            if seen.insert(one.balls(mover)) {
                out.push(one);
            }
            continue;
        }
        let mut second = Vec::new();
        one.legal_actions_into(&mut second);
        for b in &second {
            let mut two = one.clone();
            two.play(b);
            if seen.insert(two.balls(mover)) {
                out.push(two);
            }
        }
    }
}

/// Leaf count at `depth` complete turns.
pub fn perft(state: &Pylos, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if state.outcome().is_over() {
        return 0;
    }
    let children = turns(state);
    if depth == 1 {
        return children.len() as u64;
    }
    children.iter().map(|c| perft(c, depth - 1)).sum()
}

/// Counts for depths 1..=max.
pub fn perft_table(state: &Pylos, max: u32) -> Vec<u64> {
    (1..=max).map(|d| perft(state, d)).collect()
}
