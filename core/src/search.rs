//! Generic alpha-beta for the two-player games: negamax with iterative
//! deepening, a transposition table and move ordering.
//!
//! One player may make several decisions in a row (Pylos reclaims, Pyramida
//! retreat chains), so the sign flips only when the player to move changes,
//! and depth is spent only when the turn passes. Wins are scored by distance,
//! so the search wins as fast as possible and delays losses. A completed
//! iteration whose tree never reached a static evaluation is *proven*: its
//! score is exact (win, loss, or draw by repetition).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::game::{Game, Outcome};

/// The score of a won position reached after `ply` decisions is `WIN - ply`.
pub const WIN: i32 = 1_000_000;
const WIN_THRESHOLD: i32 = WIN - 10_000;
const INF: i32 = WIN + 1;

/// What the search needs beyond the rules.
pub trait Searchable: Game {
    /// A hash of the whole state, including mid-turn decisions.
    fn hash_key(&self) -> u64;
    /// Static value for the player to move; never near [`WIN`].
    fn evaluate(&self) -> i32;
    /// Plays a legal action without building events (the hot path).
    fn play(&mut self, action: &Self::Action);
    /// Fills `out` with the legal actions, best-looking first where cheap.
    fn legal_actions_into(&self, out: &mut Vec<Self::Action>) {
        *out = self.legal_actions();
    }
    /// Larger means "search this first".
    fn order_hint(&self, _action: &Self::Action) -> i32 {
        0
    }
}

/// Limits for one search. All of them are optional but a search with none
/// would run until its depth cap.
#[derive(Clone, Debug)]
pub struct SearchLimits {
    pub max_depth: u32,
    pub max_nodes: Option<u64>,
    pub time: Option<Duration>,
    pub cancel: Option<Arc<AtomicBool>>,
}

impl Default for SearchLimits {
    fn default() -> Self {
        SearchLimits {
            max_depth: 64,
            max_nodes: None,
            time: None,
            cancel: None,
        }
    }
}

impl SearchLimits {
    pub fn depth(depth: u32) -> Self {
        SearchLimits {
            max_depth: depth,
            ..Default::default()
        }
    }
    pub fn time_ms(ms: u64) -> Self {
        SearchLimits {
            time: Some(Duration::from_millis(ms)),
            ..Default::default()
        }
    }
    pub fn with_cancel(mut self, cancel: Option<Arc<AtomicBool>>) -> Self {
        self.cancel = cancel;
        self
    }
}

/// An exact game-theoretic value found by the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProvenValue {
    /// The player to move wins within this many decisions.
    Win(u32),
    Loss(u32),
    Draw,
}

#[derive(Clone, Debug)]
pub struct SearchReport<A> {
    /// The best move of the deepest completed iteration.
    pub best: Option<A>,
    /// Its score for the player to move at the root.
    pub score: i32,
    pub depth: u32,
    pub nodes: u64,
    pub elapsed: Duration,
    pub proven: Option<ProvenValue>,
    /// The score and depth of the iteration before the deepest (one turn
    /// shallower), if one completed: averaging the two cancels the tempo
    /// bias of odd and even horizons (game review).
    pub previous: Option<(i32, u32)>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone)]
struct TtEntry<A> {
    key: u64,
    /// The table's generation when stored: older entries read as empty, so
    /// clearing is one increment.
    generation: u16,
    depth: u32,
    score: i32,
    bound: Bound,
    horizon: bool,
    best: Option<A>,
}

struct Aborted;

/// A reusable searcher: its transposition table is allocated once and
/// cleared in O(1) (a generation count), and move lists live in one buffer
/// per ply, so a search allocates nothing per node.
pub struct Searcher<G: Searchable> {
    table: Vec<Option<TtEntry<G::Action>>>,
    /// 64 minus log2 of the table size: a slot is the top bits of the
    /// key times an odd constant (Fibonacci hashing). The games' keys are
    /// raw board bits, so their low bits alone would crowd an endgame's
    /// positions into a few slots.
    shift: u32,
    generation: u16,
    /// Scored move lists, one per ply, reused across nodes and searches.
    buffers: Vec<Vec<(i32, G::Action)>>,
    scratch: Vec<G::Action>,
    nodes: u64,
    horizon: bool,
    start: Instant,
    limits: SearchLimits,
    /// Repetition keys of the game so far plus the current search path.
    path: Vec<u64>,
    /// The table's bytes, counted while it lives ([`crate::pool`]).
    _counted: crate::pool::Counted,
}

impl<G: Searchable + 'static> crate::pool::Pooled for Searcher<G> {
    fn kind(&self) -> (std::any::TypeId, u32) {
        (std::any::TypeId::of::<Self>(), self.table_bits())
    }
}

impl<G: Searchable> Searcher<G> {
    /// `table_bits`: log2 of the transposition table's entry count.
    pub fn new(table_bits: u32) -> Self {
        let bits = table_bits.clamp(8, 26);
        let size = 1usize << bits;
        Searcher {
            _counted: crate::pool::Counted::new(
                size * std::mem::size_of::<Option<TtEntry<G::Action>>>(),
            ),
            table: vec![None; size],
            shift: 64 - bits,
            generation: 0,
            buffers: Vec::new(),
            scratch: Vec::new(),
            nodes: 0,
            horizon: false,
            start: Instant::now(),
            limits: SearchLimits::default(),
            path: Vec::new(),
        }
    }

    /// Forgets every stored position: O(1) except once every 65,536 clears.
    pub fn clear(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.table.iter_mut().for_each(|e| *e = None);
        }
    }

    /// log2 of the table's entry count.
    pub fn table_bits(&self) -> u32 {
        self.table.len().trailing_zeros()
    }

    /// Searches `root`. `history` holds the repetition keys of earlier
    /// positions in the game (see [`crate::record::GameRecord::repetition_history`]);
    /// `root_order` lets the caller fix a seeded order among equal moves.
    pub fn search(
        &mut self,
        root: &G,
        history: &[u64],
        limits: SearchLimits,
        root_order: Option<&[G::Action]>,
    ) -> SearchReport<G::Action> {
        self.start = Instant::now();
        self.nodes = 0;
        self.limits = limits;
        self.path = history.to_vec();
        // The root's own key is the last history entry when the caller passed it.
        if let Some(key) = root.repetition_key() {
            if self.path.last() != Some(&key) {
                self.path.push(key);
            }
        }
        let base_path = self.path.len();

        let mut moves = match root_order {
            Some(order) => order.to_vec(),
            None => {
                let mut m = Vec::new();
                root.legal_actions_into(&mut m);
                m
            }
        };
        let mut report = SearchReport {
            best: moves.first().cloned(),
            score: 0,
            depth: 0,
            nodes: 0,
            elapsed: Duration::ZERO,
            proven: None,
            previous: None,
        };
        if moves.is_empty() || root.outcome().is_over() {
            return report;
        }
        // Stable sort keeps the caller's (seeded) order among equals.
        moves.sort_by_key(|m| -root.order_hint(m));

        for depth in 1..=self.limits.max_depth.max(1) {
            self.horizon = false;
            self.path.truncate(base_path);
            match self.root_iteration(root, &mut moves, depth) {
                Ok(score) => {
                    tracing::debug!(
                        depth,
                        score,
                        nodes = self.nodes,
                        horizon = self.horizon,
                        "search iteration"
                    );
                    if report.depth > 0 {
                        report.previous = Some((report.score, report.depth));
                    }
                    report.best = moves.first().cloned();
                    report.score = score;
                    report.depth = depth;
                    if !self.horizon {
                        report.proven = Some(proven_value(score));
                        break;
                    }
                    if score.abs() >= WIN_THRESHOLD {
                        // A forced result at this depth; deeper only if it
                        // could be shortened (it cannot: it is exact now).
                        report.proven = Some(proven_value(score));
                        break;
                    }
                }
                Err(Aborted) => break,
            }
            if self.out_of_time_soft() {
                break;
            }
        }
        report.nodes = self.nodes;
        report.elapsed = self.start.elapsed();
        report
    }

    /// One iteration at the root; reorders `moves` so the best is first.
    fn root_iteration(
        &mut self,
        root: &G,
        moves: &mut Vec<G::Action>,
        depth: u32,
    ) -> Result<i32, Aborted> {
        let mut alpha = -INF;
        let beta = INF;
        let mut scored: Vec<(i32, G::Action)> = Vec::with_capacity(moves.len());
        let mover = root.to_move();
        for (i, action) in moves.iter().enumerate() {
            let mut child = root.clone();
            child.play(action);
            let same = child.to_move() == mover;
            let child_depth = if same { depth } else { depth - 1 };
            let score = if same {
                self.negamax(&child, child_depth, 1, alpha, beta)?
            } else {
                -self.negamax(&child, child_depth, 1, -beta, -alpha)?
            };
            // Only the first move gets an exact score; others are bounds.
            scored.push((
                if i == 0 || score > alpha {
                    score
                } else {
                    alpha - 1
                },
                action.clone(),
            ));
            if score > alpha {
                alpha = score;
            }
        }
        scored.sort_by_key(|(s, _)| -*s);
        *moves = scored.into_iter().map(|(_, a)| a).collect();
        Ok(alpha)
    }

    fn negamax(
        &mut self,
        node: &G,
        depth: u32,
        ply: u32,
        mut alpha: i32,
        beta: i32,
    ) -> Result<i32, Aborted> {
        self.nodes += 1;
        if self.nodes & 1023 == 0 && self.out_of_budget() {
            return Err(Aborted);
        }
        let mover = node.to_move();
        match node.outcome() {
            Outcome::Ongoing => {}
            Outcome::Win { winner } => {
                let s = WIN - ply as i32;
                return Ok(if winner == mover { s } else { -s });
            }
            _ => return Ok(0),
        }
        let rep_key = node.repetition_key();
        if let Some(key) = rep_key {
            // A position already seen on this line (or in the game) can be
            // repeated to a draw by the side that wants one.
            if self.path.contains(&key) {
                return Ok(0);
            }
        }
        if depth == 0 {
            self.horizon = true;
            return Ok(node.evaluate());
        }

        let key = node.hash_key();
        let slot = (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> self.shift) as usize;
        let mut tt_best = None;
        if let Some(entry) = &self.table[slot] {
            if entry.key == key && entry.generation == self.generation {
                tt_best = entry.best.clone();
                if entry.depth >= depth || (!entry.horizon && entry.bound == Bound::Exact) {
                    let score = from_tt(entry.score, ply);
                    let usable = match entry.bound {
                        Bound::Exact => true,
                        Bound::Lower => score >= beta,
                        Bound::Upper => score <= alpha,
                    };
                    if usable {
                        self.horizon |= entry.horizon;
                        return Ok(score);
                    }
                }
            }
        }

        node.legal_actions_into(&mut self.scratch);
        if self.scratch.is_empty() {
            // Games pass explicitly; an empty list here means a terminal the
            // rules did not flag, scored as a draw.
            return Ok(0);
        }
        let level = ply as usize;
        if self.buffers.len() <= level {
            self.buffers.resize_with(level + 1, Vec::new);
        }
        let mut hints = std::mem::take(&mut self.buffers[level]);
        hints.clear();
        hints.extend(self.scratch.drain(..).map(|m| {
            let h = if tt_best.as_ref() == Some(&m) {
                i32::MAX
            } else {
                node.order_hint(&m)
            };
            (h, m)
        }));
        hints.sort_by_key(|(h, _)| -*h);

        let outer_horizon = std::mem::replace(&mut self.horizon, false);
        if let Some(k) = rep_key {
            self.path.push(k);
        }
        let alpha0 = alpha;
        let mut best = -INF;
        let mut best_move = None;
        let mut result = Ok(());
        for (index, (_, action)) in hints.iter().enumerate() {
            let mut child = node.clone();
            child.play(action);
            // Principal variation search: later moves get a null window
            // first and a full re-search only if they might be better.
            let score = if index == 0 {
                self.child_value(&child, mover, depth, ply, alpha, beta)
            } else {
                match self.child_value(&child, mover, depth, ply, alpha, alpha + 1) {
                    Ok(s) if s > alpha && s < beta => {
                        self.child_value(&child, mover, depth, ply, alpha, beta)
                    }
                    other => other,
                }
            };
            let score = match score {
                Ok(s) => s,
                Err(e) => {
                    result = Err(e);
                    break;
                }
            };
            if score > best {
                best = score;
                best_move = Some(action.clone());
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                break;
            }
        }
        if rep_key.is_some() {
            self.path.pop();
        }
        self.buffers[level] = hints;
        let subtree_horizon = self.horizon;
        self.horizon = outer_horizon || subtree_horizon;
        result?;
        let bound = if best <= alpha0 {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table[slot] = Some(TtEntry {
            key,
            generation: self.generation,
            depth,
            score: to_tt(best, ply),
            bound,
            horizon: subtree_horizon,
            best: best_move,
        });
        Ok(best)
    }

    /// The value of `child` for `mover`, flipping only if the turn passed.
    fn child_value(
        &mut self,
        child: &G,
        mover: usize,
        depth: u32,
        ply: u32,
        alpha: i32,
        beta: i32,
    ) -> Result<i32, Aborted> {
        if child.to_move() == mover {
            self.negamax(child, depth, ply + 1, alpha, beta)
        } else {
            self.negamax(child, depth - 1, ply + 1, -beta, -alpha)
                .map(|s| -s)
        }
    }

    fn out_of_budget(&self) -> bool {
        if let Some(cancel) = &self.limits.cancel {
            if cancel.load(Ordering::Relaxed) {
                return true;
            }
        }
        if let Some(max) = self.limits.max_nodes {
            if self.nodes >= max {
                return true;
            }
        }
        if let Some(time) = self.limits.time {
            if self.start.elapsed() >= time {
                return true;
            }
        }
        false
    }

    /// Stop deepening when the next iteration would very likely not finish.
    fn out_of_time_soft(&self) -> bool {
        if self.out_of_budget() {
            return true;
        }
        match self.limits.time {
            Some(time) => self.start.elapsed() * 2 >= time,
            None => false,
        }
    }
}

fn to_tt(score: i32, ply: u32) -> i32 {
    if score >= WIN_THRESHOLD {
        score + ply as i32
    } else if score <= -WIN_THRESHOLD {
        score - ply as i32
    } else {
        score
    }
}

fn from_tt(score: i32, ply: u32) -> i32 {
    if score >= WIN_THRESHOLD {
        score - ply as i32
    } else if score <= -WIN_THRESHOLD {
        score + ply as i32
    } else {
        score
    }
}

fn proven_value(score: i32) -> ProvenValue {
    if score >= WIN_THRESHOLD {
        ProvenValue::Win((WIN - score) as u32)
    } else if score <= -WIN_THRESHOLD {
        ProvenValue::Loss((WIN + score) as u32)
    } else {
        ProvenValue::Draw
    }
}

/// Whether a score is a forced win or loss.
pub fn is_decisive(score: i32) -> bool {
    score.abs() >= WIN_THRESHOLD
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pylos::{Pylos, PylosOptions};

    #[test]
    fn a_cleared_table_searches_like_a_new_one() {
        // Clearing is a generation step, not a sweep: entries of earlier
        // searches must be invisible, so node counts match a fresh table.
        let mut a = Pylos::new(&PylosOptions::default(), 0);
        for m in ["1b2", "1c2", "1b3"] {
            let action = a.parse_action(m).unwrap();
            a.apply(&action).unwrap();
        }
        let b = Pylos::new(&PylosOptions::default(), 0);
        let mut reused = Searcher::<Pylos>::new(16);
        for position in [&a, &b, &a] {
            reused.clear();
            let again = reused.search(position, &[], SearchLimits::depth(4), None);
            let fresh =
                Searcher::<Pylos>::new(16).search(position, &[], SearchLimits::depth(4), None);
            assert_eq!(
                (again.nodes, again.score, again.best),
                (fresh.nodes, fresh.score, fresh.best)
            );
        }
    }
}
