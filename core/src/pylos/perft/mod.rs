//! Perft over complete Pylos turns: a place or raise together with its
//! reclaim set, where a set of two balls reachable in both orders counts
//! once. Repetition is ignored; a turn that ends the game has no children.
//!
//! Turns are enumerated straight from the bitboards, children go into one
//! buffer per depth that lives for the whole count, and the last level is
//! counted without building positions: no allocation per node.

pub mod array;

use super::{Bitboard, Phase, Pos, Pylos, Variant, APEX};
use crate::game::Game;

/// Positions below each level: a raise goes from one of these to that level.
const BELOW_LEVEL: [u32; 5] = [0, 0, (1 << 16) - 1, (1 << 25) - 1, (1 << 29) - 1];

fn level_of(p: Pos) -> usize {
    match p.index() {
        0..=15 => 1,
        16..=24 => 2,
        25..=28 => 3,
        _ => 4,
    }
}

/// Balls with a ball resting on them.
fn covered(occ: Bitboard) -> Bitboard {
    let mut under = 0;
    for p in (occ & !Bitboard::LEVEL1).iter() {
        under |= p.supports().0;
    }
    Bitboard(under)
}

fn available(occ: Bitboard) -> Bitboard {
    let mut avail = !occ & Bitboard::LEVEL1;
    for p in (!occ & !Bitboard::LEVEL1).iter() {
        if occ.is_superset(p.supports()) {
            avail = avail.with(p);
        }
    }
    avail
}

/// Calls `emit(mover's balls after the turn, the apex was taken)` once per
/// distinct complete turn of the player to move (at a turn start).
fn for_each_turn(state: &Pylos, mut emit: impl FnMut(Bitboard, bool)) {
    let me = state.to_move;
    let own = state.balls[me];
    let opp = state.balls[1 - me];
    let occ = own | opp;
    let avail = available(occ);
    let movers = own & !covered(occ);
    let lines = state.options.variant == Variant::Expert;
    let patterns = state.options.variant != Variant::Kids;
    let mut after_move = |own1: Bitboard, to: Pos| {
        if to == APEX {
            emit(own1, true);
            return;
        }
        if !patterns || !to.patterns(lines).iter().any(|pat| own1.is_superset(*pat)) {
            emit(own1, false);
            return;
        }
        // Reclaim sets: {a} for every free own ball a, {a, b} for b free
        // beside a (counted from its smaller end) or freed by taking a.
        let occ1 = own1 | opp;
        let free0 = own1 & !covered(occ1);
        for a in free0.iter() {
            let one = own1.without(a);
            emit(one, false);
            for b in free0.iter().filter(|b| b.index() > a.index()) {
                emit(one.without(b), false);
            }
            let rest = occ1.without(a);
            for b in (a.supports() & one).iter() {
                if !b.covers().intersects(rest) {
                    emit(one.without(b), false);
                }
            }
        }
    };
    if own.count() < u32::from(super::BALLS_PER_PLAYER) {
        for to in avail.iter() {
            after_move(own.with(to), to);
        }
    }
    for to in (avail & !Bitboard::LEVEL1).iter() {
        let sources = movers & Bitboard(BELOW_LEVEL[level_of(to)]) & !to.supports();
        for from in sources.iter() {
            after_move(own.without(from).with(to), to);
        }
    }
}

fn child(state: &Pylos, own: Bitboard, apex: bool) -> Pylos {
    let me = state.to_move;
    let mut balls = state.balls;
    balls[me] = own;
    Pylos {
        options: state.options.clone(),
        balls,
        to_move: 1 - me,
        phase: Phase::Move,
        winner: apex.then_some(me),
    }
}

/// Fills `out` with every distinct position reachable by one complete turn.
pub fn turns_into(state: &Pylos, out: &mut Vec<Pylos>) {
    out.clear();
    if state.outcome().is_over() {
        return;
    }
    if state.phase != Phase::Move {
        out.extend(finish_turn(state));
        return;
    }
    for_each_turn(state, |own, apex| out.push(child(state, own, apex)));
}

/// The distinct ends of a turn in progress (by the mover's balls left).
fn finish_turn(state: &Pylos) -> Vec<Pylos> {
    let mut ends: Vec<Pylos> = Vec::new();
    let mut stack = vec![state.clone()];
    while let Some(s) = stack.pop() {
        if s.phase == Phase::Move || s.outcome().is_over() {
            if !ends.iter().any(|e| e.balls == s.balls) {
                ends.push(s);
            }
            continue;
        }
        for a in s.legal_actions() {
            let mut next = s.clone();
            next.play_inner(&a, &mut ());
            stack.push(next);
        }
    }
    ends
}

/// Every distinct position reachable by one complete turn.
pub fn turns(state: &Pylos) -> Vec<Pylos> {
    let mut out = Vec::new();
    turns_into(state, &mut out);
    out
}

/// Counts leaves with one child buffer per depth, reused across the count.
pub struct Perft {
    buffers: Vec<Vec<Pylos>>,
}

impl Default for Perft {
    fn default() -> Self {
        Perft::new()
    }
}

impl Perft {
    pub fn new() -> Self {
        Perft {
            buffers: Vec::new(),
        }
    }

    /// Leaf count at `depth` complete turns.
    pub fn count(&mut self, state: &Pylos, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if state.outcome().is_over() {
            return 0;
        }
        if state.phase != Phase::Move {
            // A position saved mid-turn (a root only): finish the turn first.
            let ends = finish_turn(state);
            return if depth == 1 {
                ends.len() as u64
            } else {
                ends.iter().map(|c| self.count(c, depth - 1)).sum()
            };
        }
        if depth == 1 {
            let mut n = 0;
            for_each_turn(state, |_, _| n += 1);
            return n;
        }
        let level = depth as usize;
        if self.buffers.len() <= level {
            self.buffers
                .resize_with(level + 1, || Vec::with_capacity(64));
        }
        let mut children = std::mem::take(&mut self.buffers[level]);
        turns_into(state, &mut children);
        let n = children.iter().map(|c| self.count(c, depth - 1)).sum();
        self.buffers[level] = children;
        n
    }
}

/// Leaf count at `depth` complete turns.
pub fn perft(state: &Pylos, depth: u32) -> u64 {
    Perft::new().count(state, depth)
}

/// Counts for depths 1..=max.
pub fn perft_table(state: &Pylos, max: u32) -> Vec<u64> {
    let mut p = Perft::new();
    (1..=max).map(|d| p.count(state, d)).collect()
}
