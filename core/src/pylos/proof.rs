//! Exact Pylos endgames by depth-first proof-number search (df-pn).
//!
//! Alpha-beta proves a result only once a whole iteration reaches no static
//! evaluation, so every line must end within the depth; df-pn instead grows
//! the proof where it is cheapest (few replies, forced lines), which suits
//! Pylos endgames where reclaims make some lines long but the result is
//! decided by a few narrow ones.
//!
//! Repetition (engine decision: the third occurrence is a draw): the prover
//! asks "does this side win?" and counts any position already seen in the
//! game or on the current line as *not* a win, like the alpha-beta search
//! counts it as a draw. A proof therefore never relies on a repetition and
//! is sound; a loss is claimed only by proving the opponent's win, and a
//! draw is never claimed (a draw is "no proof"). Disproofs through a
//! repetition are stored in the table although they depend on the line
//! (the graph-history interaction): that can only hide a win, never invent
//! one.

use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use super::{Pylos, PylosAction};
use crate::game::{Game, Outcome, Seat};
use crate::search::{ProvenValue, SearchLimits, Searchable};

/// Proof and disproof numbers saturate here ("infinite").
const INF: u32 = 1 << 30;
/// The decision limit grows by this much per iteration, up to the maximum.
const LIMIT_STEP: u32 = 4;
const MAX_LIMIT: u32 = 120;

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    pn: u32,
    dn: u32,
    /// For a proven node, an upper bound on the decisions to the win.
    depth: u32,
    /// The attempt that stored it: older entries read as empty, so
    /// clearing is one increment.
    generation: u32,
}

/// What one proof attempt found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProofReport {
    /// `Win(d)` / `Loss(d)`: the player to move wins / loses within `d`
    /// decisions (an upper bound, not the shortest distance). `None`: not
    /// proven within the budget, or a draw.
    pub value: Option<ProvenValue>,
    /// A move that keeps the proven win (or delays the proven loss) when a
    /// value was proven.
    pub best: Option<PylosAction>,
    pub nodes: u64,
    pub elapsed: Duration,
}

struct Aborted;

/// A reusable prover: a fixed-size always-replace table, cleared in O(1)
/// (a generation count) for each attempt.
pub struct Prover {
    table: Vec<Entry>,
    mask: usize,
    generation: u32,
    nodes: u64,
    /// Decisions from the root beyond which a line counts as no win.
    limit: u32,
    /// Whether the current attempt met the limit.
    cut: bool,
    start: Instant,
    limits: SearchLimits,
    attacker: Seat,
    /// Repetition keys of the game so far plus the current line.
    path: Vec<u64>,
    /// The table's bytes, counted while it lives ([`crate::pool`]).
    _counted: crate::pool::Counted,
}

impl crate::pool::Pooled for Prover {
    fn kind(&self) -> (std::any::TypeId, u32) {
        (
            std::any::TypeId::of::<Self>(),
            self.table.len().trailing_zeros(),
        )
    }
}

impl Prover {
    /// `table_bits`: log2 of the table's entry count (24 bytes each).
    pub fn new(table_bits: u32) -> Self {
        let size = 1usize << table_bits.clamp(8, 26);
        Prover {
            _counted: crate::pool::Counted::new(size * std::mem::size_of::<Entry>()),
            table: vec![Entry::default(); size],
            mask: size - 1,
            generation: 0,
            nodes: 0,
            limit: 0,
            cut: false,
            start: Instant::now(),
            limits: SearchLimits::default(),
            attacker: 0,
            path: Vec::new(),
        }
    }

    /// Tries to prove a win for the player to move, then a win for the
    /// opponent (a loss), within `limits` (nodes, time, cancel; the depth
    /// is ignored). `history`: repetition keys of earlier positions.
    pub fn prove(&mut self, root: &Pylos, history: &[u64], limits: SearchLimits) -> ProofReport {
        self.start = Instant::now();
        self.nodes = 0;
        self.limits = limits;
        let mover = root.to_move();
        let mut report = ProofReport {
            value: None,
            best: None,
            nodes: 0,
            elapsed: Duration::ZERO,
        };
        if root.outcome().is_over() {
            return report;
        }
        // Iterative deepening on a decision limit: without one the search
        // dives into the endless place-and-reclaim lines, which look as
        // cheap as any other while unexplored. Beyond the limit a line is
        // "no win", so a proof stays sound; a disproof that never met the
        // limit is final for that side.
        let mut settled = [false; 2];
        'deepen: for limit in (1..=MAX_LIMIT / LIMIT_STEP).map(|i| i * LIMIT_STEP) {
            for attacker in [mover, 1 - mover] {
                if settled[attacker] {
                    continue;
                }
                self.limit = limit;
                self.cut = false;
                match self.attempt(root, history, attacker) {
                    Ok(Some((depth, best))) => {
                        report.value = Some(if attacker == mover {
                            ProvenValue::Win(depth)
                        } else {
                            ProvenValue::Loss(depth)
                        });
                        report.best = best;
                        break 'deepen;
                    }
                    Ok(None) => settled[attacker] = !self.cut,
                    Err(Aborted) => break 'deepen,
                }
            }
            if settled == [true; 2] {
                break;
            }
        }
        report.nodes = self.nodes;
        report.elapsed = self.start.elapsed();
        report
    }

    /// One df-pn run proving `attacker`'s win: the proof depth and the root
    /// move to play, or `None` if disproven.
    fn attempt(
        &mut self,
        root: &Pylos,
        history: &[u64],
        attacker: Seat,
    ) -> Result<Option<(u32, Option<PylosAction>)>, Aborted> {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.table.iter_mut().for_each(|e| *e = Entry::default());
            self.generation = 1;
        }
        self.attacker = attacker;
        self.path = history.to_vec();
        if let Some(key) = root.repetition_key() {
            if self.path.last() != Some(&key) {
                self.path.push(key);
            }
        }
        let (pn, _, depth) = self.mid(root, 0, INF, INF)?;
        if pn != 0 {
            return Ok(None);
        }
        // The proven child with the shortest proof (any child when the
        // attacker is not to move: every child is then proven).
        let mut moves = Vec::new();
        root.legal_actions_into(&mut moves);
        // Winning: the proven child with the shortest proof. Losing (every
        // reply is proven lost): the one with the longest.
        let winning = root.to_move() == attacker;
        let mut best: Option<(u32, PylosAction)> = None;
        for action in moves {
            let mut child = root.clone();
            child.play(&action);
            let (cpn, _, cdepth) = self.value(&child, 1);
            let better = best
                .as_ref()
                .is_none_or(|(d, _)| if winning { cdepth < *d } else { cdepth > *d });
            if cpn == 0 && better {
                best = Some((cdepth, action));
            }
        }
        Ok(Some((depth, best.map(|(_, a)| a))))
    }

    /// The (pn, dn, depth) of a position as its parent sees it.
    fn value(&mut self, node: &Pylos, ply: u32) -> (u32, u32, u32) {
        match node.outcome() {
            Outcome::Ongoing => {}
            Outcome::Win { winner } if winner == self.attacker => return (0, INF, 0),
            _ => return (INF, 0, 0),
        }
        if ply >= self.limit {
            self.cut = true;
            return (INF, 0, 0);
        }
        if let Some(key) = node.repetition_key() {
            if self.path.contains(&key) {
                return (INF, 0, 0);
            }
        }
        let key = node.hash_key();
        let e = &self.table[self.slot(key)];
        if e.key == key && e.generation == self.generation {
            (e.pn, e.dn, e.depth)
        } else {
            (1, 1, 0)
        }
    }

    /// Expands `node` until its proof or disproof number reaches its
    /// threshold; returns and stores its (pn, dn, depth).
    fn mid(
        &mut self,
        node: &Pylos,
        ply: u32,
        th_pn: u32,
        th_dn: u32,
    ) -> Result<(u32, u32, u32), Aborted> {
        self.nodes += 1;
        if self.out_of_budget() {
            return Err(Aborted);
        }
        let or = node.to_move() == self.attacker;
        let mut moves = Vec::new();
        node.legal_actions_into(&mut moves);
        moves.sort_by_key(|m| -node.order_hint(m));
        let children: Vec<Pylos> = moves
            .iter()
            .map(|m| {
                let mut c = node.clone();
                c.play(m);
                c
            })
            .collect();
        self.nodes += children.len() as u64;
        let rep = node.repetition_key();
        if let Some(k) = rep {
            self.path.push(k);
        }
        let result = self.mid_loop(&children, ply, or, th_pn, th_dn);
        if rep.is_some() {
            self.path.pop();
        }
        let (pn, dn, depth) = result?;
        let key = node.hash_key();
        let slot = self.slot(key);
        self.table[slot] = Entry {
            key,
            pn,
            dn,
            depth,
            generation: self.generation,
        };
        Ok((pn, dn, depth))
    }

    fn mid_loop(
        &mut self,
        children: &[Pylos],
        ply: u32,
        or: bool,
        th_pn: u32,
        th_dn: u32,
    ) -> Result<(u32, u32, u32), Aborted> {
        if children.is_empty() {
            // A position without moves that the rules did not flag as over
            // (the search scores it a draw): no win.
            return Ok((INF, 0, 0));
        }
        loop {
            // In "own" terms: `phi` is what the mover minimises (pn at an
            // OR node, dn at an AND node), `delta` the other.
            let mut phi = INF;
            let mut second = INF;
            let mut delta: u32 = 0;
            let mut pick = 0;
            let mut depth_or = u32::MAX;
            let mut depth_and = 0;
            let mut child_phi_delta = (0, 0);
            for (i, c) in children.iter().enumerate() {
                let (pn, dn, d) = self.value(c, ply + 1);
                let (cphi, cdelta) = if or { (pn, dn) } else { (dn, pn) };
                if pn == 0 {
                    depth_or = depth_or.min(d);
                }
                depth_and = depth_and.max(d);
                delta = delta.saturating_add(cdelta).min(INF);
                if cphi < phi {
                    second = phi;
                    phi = cphi;
                    pick = i;
                    child_phi_delta = (cphi, cdelta);
                } else if cphi < second {
                    second = cphi;
                }
            }
            let (pn, dn) = if or { (phi, delta) } else { (delta, phi) };
            let depth = if pn != 0 {
                0
            } else if or {
                depth_or + 1
            } else {
                depth_and + 1
            };
            let (th_phi, th_delta) = if or { (th_pn, th_dn) } else { (th_dn, th_pn) };
            if phi >= th_phi || delta >= th_delta {
                return Ok((pn, dn, depth));
            }
            let c_th_phi = th_phi.min(second.saturating_add(1));
            let c_th_delta = (th_delta - delta)
                .saturating_add(child_phi_delta.1)
                .min(INF);
            // Back to pn/dn: the picked child's phi is its pn at an OR
            // node and its dn at an AND node.
            let (c_pn, c_dn) = if or {
                (c_th_phi, c_th_delta)
            } else {
                (c_th_delta, c_th_phi)
            };
            self.mid(&children[pick], ply + 1, c_pn, c_dn)?;
        }
    }

    /// The key's table slot. Pylos keys are raw board bits, whose low bits
    /// are only the light balls of the lowest level: mixed first, or most
    /// positions of an endgame would share a few slots.
    fn slot(&self, key: u64) -> usize {
        // The splitmix64 finaliser: every key bit reaches the low bits.
        let mut x = key;
        x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        (x ^ (x >> 31)) as usize & self.mask
    }

    fn out_of_budget(&self) -> bool {
        if let Some(cancel) = &self.limits.cancel {
            if cancel.load(Ordering::Relaxed) {
                return true;
            }
        }
        if self.limits.max_nodes.is_some_and(|max| self.nodes >= max) {
            return true;
        }
        self.limits
            .time
            .is_some_and(|time| self.start.elapsed() >= time)
    }
}

#[cfg(test)]
mod tests;
