//! Perft over complete Pylos turns: a place or raise together with its
//! reclaim set, where a set of two balls reachable in both orders counts
//! once. Repetition is ignored; a turn that ends the game has no children.
//!
//! Two paths that must agree on every count:
//!
//! - **bulk** (the default): the interior recurses on the two colours'
//!   bitboards alone, and the last turn is counted, not enumerated. A
//!   landing that completes no pattern is one turn, so a position's count is
//!   the free landing places plus, for each raise target, the balls that may
//!   go there (popcounts); only landings that complete a pattern have their
//!   reclaim sets counted, also without enumerating pairs.
//! - **plain** (`--no-bulk`): every turn is enumerated into `Pylos`
//!   positions, one buffer per depth reused for the whole count, the last
//!   turn emitted one by one. It is the bulk path's check.

pub mod array;

use super::board;
use super::{Bitboard, Phase, Pos, Pylos, Variant, APEX};
use crate::game::Game;

const FULL: u32 = super::BALLS_PER_PLAYER as u32;

fn covered(occ: Bitboard) -> Bitboard {
    Bitboard(board::covered(occ.0))
}

fn available(occ: Bitboard) -> Bitboard {
    Bitboard(board::available(occ.0))
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
        let sources = movers & Bitboard(board::RAISE_SOURCES[to.index()]);
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

/// Counts leaves, by the bulk path unless made with [`Perft::plain`].
pub struct Perft {
    bulk: bool,
    /// The plain path's child buffers, one per depth, reused across counts.
    buffers: Vec<Vec<Pylos>>,
}

impl Default for Perft {
    fn default() -> Self {
        Perft::new()
    }
}

impl Perft {
    /// The bulk-counting perft.
    pub fn new() -> Self {
        Perft {
            bulk: true,
            buffers: Vec::new(),
        }
    }

    /// The plain path: every turn enumerated, down to the last.
    pub fn plain() -> Self {
        Perft {
            bulk: false,
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
        if self.bulk {
            let me = state.to_move;
            let bulk = Bulk::new(state.options.variant);
            return bulk.count(state.balls[me].0, state.balls[1 - me].0, depth);
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

/// The bulk path: positions are (mover's balls, other's balls), at the
/// start of a turn of a game still on.
struct Bulk {
    squares: bool,
    lines: &'static [u32],
}

impl Bulk {
    fn new(variant: Variant) -> Bulk {
        Bulk {
            squares: variant != Variant::Kids,
            lines: if variant == Variant::Expert {
                &board::LINE_MASKS
            } else {
                &[]
            },
        }
    }

    /// Empty positions that would complete a pattern of `own`.
    #[inline(always)]
    fn hot(&self, own: u32, occ: u32) -> u32 {
        if !self.squares {
            return 0;
        }
        board::square_completions(own, occ) | board::completions(own, occ, self.lines)
    }

    fn count(&self, own: u32, opp: u32, depth: u32) -> u64 {
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("popcnt") {
            // SAFETY: the CPU has the popcnt instruction, checked just above.
            return unsafe { self.count_popcnt(own, opp, depth) };
        }
        self.count_portable(own, opp, depth)
    }

    fn count_portable(&self, own: u32, opp: u32, depth: u32) -> u64 {
        self.count_body(own, opp, depth, Self::count_portable)
    }

    /// The same count compiled with the popcnt instruction: the baseline
    /// x86-64 target has none, and a software popcount was a fifth of the
    /// instructions.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "popcnt")]
    unsafe fn count_popcnt(&self, own: u32, opp: u32, depth: u32) -> u64 {
        self.count_body(own, opp, depth, |b, own, opp, depth| {
            // SAFETY: only reached from `count`, after the popcnt check.
            unsafe { b.count_popcnt(own, opp, depth) }
        })
    }

    #[inline(always)]
    fn count_body(
        &self,
        own: u32,
        opp: u32,
        depth: u32,
        recurse: impl Fn(&Bulk, u32, u32, u32) -> u64,
    ) -> u64 {
        match depth {
            1 => self.last_turn(own, opp),
            2 => self.last_two_turns(own, opp),
            _ => {
                let mut n = 0;
                self.turns(own, opp, |own1| {
                    // A child is over when the mover took the apex (`turns`
                    // leaves those out) or has no ball left in reserve.
                    if own1.count_ones() < FULL {
                        n += recurse(self, opp, own1, depth - 1);
                    }
                });
                n
            }
        }
    }

    /// Calls `emit(mover's balls after the turn)` for every distinct
    /// complete turn that does not take the apex.
    #[inline(always)]
    fn turns(&self, own: u32, opp: u32, mut emit: impl FnMut(u32)) {
        let occ = own | opp;
        let avail = board::available(occ) & !APEX.bit().0;
        let hot = self.hot(own, occ) & avail;
        let movers = own & !board::covered(occ);
        let mut landing = |own1: u32, to: u32| {
            if to & hot == 0 {
                emit(own1);
            } else {
                reclaims(own1, opp, &mut emit);
            }
        };
        if own.count_ones() < FULL {
            for to in bits(avail) {
                landing(own | to, to);
            }
        }
        for t in bits(avail & !Bitboard::LEVEL1.0) {
            for from in bits(movers & board::raise_sources_of_bit(t)) {
                landing(own & !from | t, t);
            }
        }
    }

    /// The number of complete turns, counted rather than enumerated.
    #[inline(always)]
    fn last_turn(&self, own: u32, opp: u32) -> u64 {
        let occ = own | opp;
        let avail = board::available(occ);
        let hot = self.hot(own, occ) & avail;
        let movers = own & !board::covered(occ);
        count_turns(own, opp, avail, hot, movers)
    }

    /// The last two turns: the mover's turns, each followed by the other's
    /// turns counted in bulk. Most of the mover's turns are a placement that
    /// completes nothing; after one, the other player's completions and free
    /// balls are those of this position less the new ball, so only the
    /// available places are worked out again.
    #[inline(always)]
    fn last_two_turns(&self, own: u32, opp: u32) -> u64 {
        let occ = own | opp;
        let avail = board::available(occ) & !APEX.bit().0;
        let hot = self.hot(own, occ) & avail;
        let movers = own & !board::covered(occ);
        let opp_hot = self.hot(opp, occ);
        let opp_movers = opp & !board::covered(occ);
        let mut n = 0;
        let mut direct = 0;
        let mut then = |own1: u32| {
            if own1.count_ones() < FULL {
                n += self.last_turn(opp, own1);
            }
        };
        let placed = own.count_ones() + 1;
        if placed <= FULL {
            for to in bits(avail) {
                let own1 = own | to;
                if to & hot != 0 {
                    reclaims(own1, opp, &mut then);
                } else if placed < FULL {
                    let avail1 = board::available(occ | to);
                    let movers1 = opp_movers & !board::supports_of_bit(to);
                    direct += count_turns(opp, own1, avail1, opp_hot & avail1, movers1);
                }
            }
        }
        for t in bits(avail & !Bitboard::LEVEL1.0) {
            for from in bits(movers & board::raise_sources_of_bit(t)) {
                let own1 = own & !from | t;
                if t & hot == 0 {
                    then(own1);
                } else {
                    reclaims(own1, opp, &mut then);
                }
            }
        }
        n + direct
    }
}

/// The complete turns of `own` given the available places, the places that
/// complete one of its patterns and its free balls.
#[inline(always)]
fn count_turns(own: u32, opp: u32, avail: u32, hot: u32, movers: u32) -> u64 {
    let mut n = 0u64;
    if own.count_ones() < FULL {
        n += u64::from((avail & !hot).count_ones());
        for to in bits(hot) {
            n += reclaim_count(own | to, opp);
        }
    }
    for t in bits(avail & !Bitboard::LEVEL1.0) {
        let sources = movers & board::raise_sources_of_bit(t);
        if t & hot == 0 {
            n += u64::from(sources.count_ones());
        } else {
            for from in bits(sources) {
                n += reclaim_count(own & !from | t, opp);
            }
        }
    }
    n
}

/// The reclaim sets after a landing that completed a pattern: {a} for every
/// free own ball, {a, b} for two free balls (from the smaller end) or for b
/// freed by taking a.
#[inline(always)]
fn reclaims(own1: u32, opp: u32, emit: &mut impl FnMut(u32)) {
    let occ1 = own1 | opp;
    let free0 = own1 & !board::covered(occ1);
    for a in bits(free0) {
        let one = own1 & !a;
        emit(one);
        for b in bits(free0 & !(a | (a - 1))) {
            emit(one & !b);
        }
        for b in bits(freed_by(a, one, occ1)) {
            emit(one & !b);
        }
    }
}

/// How many sets [`reclaims`] would emit: f singles, f(f-1)/2 pairs of
/// free balls, and a pair for every ball freed by taking another.
#[inline(always)]
fn reclaim_count(own1: u32, opp: u32) -> u64 {
    let occ1 = own1 | opp;
    let free0 = own1 & !board::covered(occ1);
    let f = u64::from(free0.count_ones());
    let mut n = f + f * (f - 1) / 2;
    for a in bits(free0 & !Bitboard::LEVEL1.0) {
        n += u64::from(freed_by(a, own1 & !a, occ1).count_ones());
    }
    n
}

/// Balls of `own` that the ball `a` alone covers in `occ`: taking `a` frees
/// them.
#[inline(always)]
fn freed_by(a: u32, own: u32, occ: u32) -> u32 {
    board::supports_of_bit(a) & own & !board::covered(occ & !a)
}

/// The set bits of `m`, one mask each, lowest first.
#[inline(always)]
fn bits(mut m: u32) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        (m != 0).then(|| {
            let b = m & m.wrapping_neg();
            m &= m - 1;
            b
        })
    })
}

/// Leaf count at `depth` complete turns (bulk).
pub fn perft(state: &Pylos, depth: u32) -> u64 {
    Perft::new().count(state, depth)
}

/// Leaf count at `depth` complete turns by the plain path.
pub fn perft_plain(state: &Pylos, depth: u32) -> u64 {
    Perft::plain().count(state, depth)
}

/// Counts for depths 1..=max (bulk).
pub fn perft_table(state: &Pylos, max: u32) -> Vec<u64> {
    let mut p = Perft::new();
    (1..=max).map(|d| p.count(state, d)).collect()
}
