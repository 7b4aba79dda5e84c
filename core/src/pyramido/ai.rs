//! Pyramido AI: graded levels over a public-information view.
//!
//! Every level starts from [`Pyramido::determinize`]: the piles' hidden
//! parts are redealt from the sorted set of unseen dominoes with the AI's own
//! seed, so the true order can never influence a choice.
//!
//! - **random**: a uniformly random legal action.
//! - **easy**: each decision on its own, greedy for "the floor's score if it
//!   ended now", with wide noise; random refills.
//! - **medium**: plans the whole turn (domino, mark, tile) with a positional
//!   evaluation (unused markers, jewels on the floor's lasting outer ring,
//!   cells no domino can cover any more, tiles in hand), with a little
//!   noise; random refills.
//! - **hard**: medium's planner without noise, and refills that leave the
//!   next player the least useful domino (one ply of the opponent's planner).
//! - **expert**: plans the whole turn once, by flat Monte Carlo over
//!   determinizations at the turn's first decision: hard's best distinct
//!   first actions, each with its best whole-turn plan, are played out on
//!   piles re-dealt every iteration from the mover's view, with the planner
//!   itself (noisy, cheapened) as every player's play-out policy, and judged
//!   by the positional evaluation relative to the best opponent
//!   ([`expert`]). The later steps of the turn (mark, tile, further holes)
//!   replay that plan: the planner's best continuation, which is the
//!   candidate's own, recomputed from the position so nothing is remembered
//!   between calls; the refill gets its own small Monte Carlo. The budget is
//!   per turn: `time_ms` (at most 70 % of it is spent, 7/8 of that on the
//!   first decision and 1/8 on the refill) or `max_nodes` play-outs
//!   (deterministic, split the same way).

mod expert;

use rand::Rng;

use super::board::{Cell, Pyramid, QSIDE};
use super::dominoes::Corner;
use super::scoring::marker_points;
use super::{Phase, Pyramido, PyramidoAction, FLOOR_TURNS};
use crate::ai::{AiChoice, AiError, AiRequest, GameAi};
use crate::game::{Game, Level, Seat};
use crate::rng::{pick_index, rng_for, shuffle, GameRng};

/// Levels offered, weakest first.
pub const LEVELS: &[Level] = &[
    Level::Random,
    Level::Easy,
    Level::Medium,
    Level::Hard,
    Level::Expert,
];

/// Play-outs the expert runs per turn when the request has neither a
/// time budget nor a node cap.
pub const DEFAULT_PLAYOUTS: u64 = 400;

/// Weights of the positional evaluation, in points.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// Per unused marker while turns remain on the floor.
    pub open_marker: f32,
    /// Per empty cell that no domino will ever cover (a single tile each).
    pub hole: f32,
    /// Per single tile in hand (tie-break and insurance).
    pub tile: f32,
    /// Per jewel of the current floor on its outer ring: those quarters stay
    /// visible for every later floor's areas.
    pub ring: f32,
}

/// Tuned by A/B matches of the hard planner against itself (400 games per
/// step). A bonus for free cells next to marked areas, tried first, lost
/// against having none (38%), and is gone.
pub const WEIGHTS: Weights = Weights {
    open_marker: 0.8,
    hole: 2.5,
    tile: 4.0,
    ring: 0.3,
};

/// The evaluation of `seat`'s position in points: banked floors, the floor
/// in progress as if it ended now, and the prospects listed in [`Weights`].
pub fn evaluate(state: &Pyramido, seat: Seat, w: &Weights) -> f32 {
    let Some(player) = state.player(seat) else {
        return 0.0;
    };
    if player.is_eliminated() {
        return -1000.0;
    }
    let banked = player.score() as f32;
    let tiles = f32::from(player.unused_tiles());
    if state.is_over() {
        return banked + 0.01 * tiles;
    }
    let floor = state.floor();
    let pyr = player.pyramid();
    let now = f32::from(marker_points(pyr, player.markers()));
    let left = f32::from(FLOOR_TURNS[usize::from(floor) - 1].saturating_sub(pyr.turns(floor)));
    let mut v = banked + now + w.tile * tiles + w.ring * ring_jewels(pyr, floor) as f32;
    if left > 0.0 {
        let open = player.markers().iter().filter(|m| m.is_none()).count() as f32;
        v += w.open_marker * open.min(left);
        let need = if w.hole > 0.0 {
            hole_need(pyr, floor)
        } else {
            0
        };
        if need > 0 {
            v -= w.hole * need as f32;
            if need > u32::from(player.unused_tiles()) {
                v -= 40.0;
            }
        }
    }
    v
}

/// Cells of the floor no domino will ever cover (see
/// [`Pyramid::tiling_deficit`]).
fn hole_need(pyr: &Pyramid, floor: u8) -> u32 {
    pyr.tiling_deficit(floor)
}

/// Visible jewels of `floor` on the outer quarter ring of its region (the
/// floor-1 bounding box until the rectangle is complete).
fn ring_jewels(pyr: &Pyramid, floor: u8) -> u32 {
    let (x0, y0, w, h) = if floor == 1 {
        match pyr.floor1_bounds() {
            Some(b) => (
                2 * usize::from(b.col),
                2 * usize::from(b.row),
                2 * usize::from(b.width),
                2 * usize::from(b.height),
            ),
            None => return 0,
        }
    } else {
        let (w, h) = pyr.dims(floor);
        let (x0, y0) = pyr.quarter_origin(floor, Cell::new(0, 0));
        (x0, y0, 2 * usize::from(w), 2 * usize::from(h))
    };
    if w == 0 || h == 0 {
        return 0;
    }
    let top = pyr.top_view();
    let mut count = 0;
    for y in y0..y0 + h {
        for x in x0..x0 + w {
            let edge = x == x0 || y == y0 || x + 1 == x0 + w || y + 1 == y0 + h;
            let q = top[y * QSIDE + x];
            if edge && q.floor() == floor && q.jewel() {
                count += 1;
            }
        }
    }
    count
}

/// The jewel corner for a single tile on `cell`: a quarter on the floor's
/// outer ring stays visible after the next floor is built, so it can score
/// again; inner quarters will be covered.
fn best_corner(pyr: &Pyramid, floor: u8, cell: Cell) -> Corner {
    let (w, h, c0, r0) = if floor == 1 {
        match pyr.floor1_bounds() {
            Some(b) => (b.width, b.height, b.col, b.row),
            None => return Corner::Nw,
        }
    } else {
        let (w, h) = pyr.dims(floor);
        (w, h, 0, 0)
    };
    let west = cell.col == c0;
    let east = cell.col + 1 == c0 + w;
    let north = cell.row == r0;
    let south = cell.row + 1 == r0 + h;
    match (north, south, west, east) {
        (true, _, true, _) => Corner::Nw,
        (true, _, _, true) => Corner::Ne,
        (_, true, _, true) => Corner::Se,
        (_, true, true, _) => Corner::Sw,
        (true, _, _, _) => Corner::Nw,
        (_, true, _, _) => Corner::Sw,
        (_, _, _, true) => Corner::Ne,
        _ => Corner::Nw,
    }
}

/// A plan for the rest of the mover's turn (up to, not including, the
/// refill) and the evaluation it leads to.
#[derive(Clone, Debug)]
pub struct Plan {
    pub actions: Vec<PyramidoAction>,
    pub value: f32,
}

/// Actions worth planning at the current decision: all of them, except
/// that a single tile's rotation is fixed by [`best_corner`] (the choice
/// among four is only about which quarter stays visible).
fn plan_actions(state: &Pyramido) -> Vec<PyramidoAction> {
    let all = state.legal_actions();
    let seat = state.to_move();
    let Some(pyr) = state.player(seat).map(|p| p.pyramid()) else {
        return all;
    };
    let floor = state.floor();
    all.into_iter()
        .filter(|a| match *a {
            PyramidoAction::Tile { cell, corner, .. }
            | PyramidoAction::FillHole { cell, corner, .. } => {
                corner == best_corner(pyr, floor, cell)
            }
            _ => true,
        })
        .collect()
}

fn turn_continues(state: &Pyramido, seat: Seat) -> bool {
    state.to_move() == seat && matches!(state.phase(), Phase::Mark | Phase::Tile | Phase::NoFit)
}

/// Every plan for the rest of the turn, best first.
pub fn plans(state: &Pyramido, w: &Weights) -> Vec<Plan> {
    let seat = state.to_move();
    let mut out = Vec::new();
    let mut prefix = Vec::new();
    expand(state, seat, w, &mut prefix, &mut out);
    out.sort_by(|a, b| b.value.total_cmp(&a.value));
    out
}

fn expand(
    state: &Pyramido,
    seat: Seat,
    w: &Weights,
    prefix: &mut Vec<PyramidoAction>,
    out: &mut Vec<Plan>,
) {
    for action in plan_actions(state) {
        let mut next = state.clone();
        next.play(&action);
        prefix.push(action);
        if turn_continues(&next, seat) {
            expand(&next, seat, w, prefix, out);
        } else {
            out.push(Plan {
                actions: prefix.clone(),
                value: evaluate(&next, seat, w),
            });
        }
        prefix.pop();
    }
}

fn choice(action: PyramidoAction, score: f32, nodes: u64) -> AiChoice<PyramidoAction> {
    AiChoice {
        action,
        score: score.round() as i32,
        depth: 1,
        nodes,
        proven: None,
        fallback: None,
    }
}

fn noise(rng: &mut GameRng, amplitude: f32) -> f32 {
    if amplitude > 0.0 {
        rng.gen_range(-amplitude..=amplitude)
    } else {
        0.0
    }
}

/// Easy: one decision at a time, "the floor if it ended now" plus noise.
fn easy(state: &Pyramido, rng: &mut GameRng) -> Option<AiChoice<PyramidoAction>> {
    let seat = state.to_move();
    let mut actions = state.legal_actions();
    if state.phase() == Phase::Refill || state.phase() == Phase::NoFit {
        let i = pick_index(actions.len(), rng);
        return actions.get(i).map(|&a| choice(a, 0.0, 0));
    }
    shuffle(&mut actions, rng);
    let mut best: Option<(f32, PyramidoAction)> = None;
    for action in actions {
        let mut next = state.clone();
        next.play(&action);
        // A pending mark is taken greedily too.
        if next.phase() == Phase::Mark && next.to_move() == seat {
            let mut best_mark = f32::MIN;
            for m in next.legal_actions() {
                let mut n2 = next.clone();
                n2.play(&m);
                best_mark = best_mark.max(now_points(&n2, seat));
            }
            let v = best_mark + noise(rng, 3.0) - 4.0 * isolated(&next, seat);
            if best.as_ref().is_none_or(|(b, _)| v > *b) {
                best = Some((v, action));
            }
            continue;
        }
        let mut v = now_points(&next, seat) + noise(rng, 3.0) - 4.0 * isolated(&next, seat);
        if matches!(action, PyramidoAction::Tile { .. }) {
            // A tile only when it clearly pays.
            v -= 1.5;
        }
        if best.as_ref().is_none_or(|(b, _)| v > *b) {
            best = Some((v, action));
        }
    }
    best.map(|(v, a)| choice(a, v, 0))
}

/// Easy sees only holes already walled in (not parity traps).
fn isolated(state: &Pyramido, seat: Seat) -> f32 {
    state
        .player(seat)
        .map_or(0.0, |p| p.pyramid().isolated_holes(state.floor()) as f32)
}

fn now_points(state: &Pyramido, seat: Seat) -> f32 {
    state.player(seat).map_or(0.0, |p| {
        let floor_now = if state.is_over() {
            0
        } else {
            marker_points(p.pyramid(), p.markers())
        };
        p.score() as f32 + f32::from(floor_now)
    })
}

/// Medium and hard: the best turn plan (with noise for medium).
pub(super) fn planned(
    state: &Pyramido,
    rng: &mut GameRng,
    amplitude: f32,
    hard: bool,
    w: &Weights,
) -> Option<AiChoice<PyramidoAction>> {
    match state.phase() {
        Phase::Refill if hard => return deny_refill(state, rng),
        Phase::Refill => {
            let actions = state.legal_actions();
            return actions
                .get(pick_index(actions.len(), rng))
                .map(|&a| choice(a, 0.0, 0));
        }
        _ => {}
    }
    let mut all = plans(state, w);
    // Equal plans are common (symmetric placements): break ties by the seed
    // rather than by enumeration order.
    shuffle(&mut all, rng);
    let n = all.len() as u64;
    all.into_iter()
        .map(|p| (p.value + noise(rng, amplitude), p))
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .and_then(|(v, p)| p.actions.first().map(|&a| choice(a, v, n)))
}

/// The best gain the player to move can make this turn, by the planner
/// restricted to domino and mark (cheap).
fn best_gain(state: &Pyramido) -> f32 {
    let seat = state.to_move();
    if state.phase() != Phase::Place {
        return 0.0;
    }
    let before = evaluate(state, seat, &WEIGHTS);
    let mut best = f32::MIN;
    for action in state.legal_actions() {
        let mut next = state.clone();
        next.play(&action);
        if next.phase() == Phase::Mark && next.to_move() == seat {
            for m in next.legal_actions() {
                let mut n2 = next.clone();
                n2.play(&m);
                best = best.max(evaluate(&n2, seat, &WEIGHTS));
            }
        } else {
            best = best.max(evaluate(&next, seat, &WEIGHTS));
        }
    }
    if best == f32::MIN {
        0.0
    } else {
        best - before
    }
}

/// Hard's refill: leave the next player the least useful quarry.
fn deny_refill(state: &Pyramido, rng: &mut GameRng) -> Option<AiChoice<PyramidoAction>> {
    let seat = state.to_move();
    let mut actions = state.legal_actions();
    shuffle(&mut actions, rng);
    let mut best: Option<(f32, PyramidoAction)> = None;
    for action in actions {
        let mut next = state.clone();
        next.play(&action);
        let v = if next.is_over() || next.to_move() == seat {
            0.0
        } else {
            -best_gain(&next)
        };
        if best.as_ref().is_none_or(|(b, _)| v > *b) {
            best = Some((v, action));
        }
    }
    best.map(|(v, a)| choice(a, v, 2))
}

impl GameAi for Pyramido {
    fn levels() -> &'static [Level] {
        LEVELS
    }

    fn choose(
        &self,
        _history: &[u64],
        request: &AiRequest,
    ) -> Result<AiChoice<PyramidoAction>, AiError> {
        if self.is_over() {
            return Err(AiError::GameOver);
        }
        let mut rng = rng_for(request.seed, 0xB0);
        let view = self.determinize(&mut rng);
        let picked = match request.level {
            Level::Random => {
                let actions = view.legal_actions();
                actions
                    .get(pick_index(actions.len().max(1), &mut rng))
                    .map(|&a| choice(a, 0.0, 0))
            }
            Level::Easy => easy(&view, &mut rng),
            Level::Medium => planned(&view, &mut rng, 1.5, false, &WEIGHTS),
            Level::Hard => planned(&view, &mut rng, 0.0, true, &WEIGHTS),
            Level::Expert => expert::expert(&view, request, &mut rng),
            Level::Perfect => return Err(AiError::UnsupportedLevel("perfect")),
        };
        picked.ok_or(AiError::GameOver)
    }
}

#[cfg(test)]
mod tests {
    use super::expert::{first_decision, SETTINGS};
    use super::*;
    use crate::pyramido::PyramidoOptions;

    /// Positions at the first decision of a turn, along a game between hard players.
    fn turn_starts(seed: u64, count: usize) -> Vec<Pyramido> {
        let mut state = Pyramido::new(
            &PyramidoOptions {
                players: 2,
                first_player: Some(0),
            },
            seed,
        );
        let mut out = Vec::new();
        let mut ply = 0u64;
        while !state.is_over() && out.len() < count {
            if first_decision(&state) && ply.is_multiple_of(7) {
                out.push(state.clone());
            }
            let c = state
                .choose(&[], &AiRequest::nodes(Level::Hard, 1, ply))
                .unwrap();
            state.apply(&c.action).unwrap();
            ply += 1;
        }
        out
    }

    #[test]
    fn expert_plans_the_whole_turn_once_within_one_budget() {
        // The turn's first decision spends the budget (less the refill's
        // share); the steps that follow replay the plan without play-outs,
        // and the whole turn stays within the request's node cap.
        let cap = 120;
        let mut turns = 0;
        for (i, start) in turn_starts(5, 8).into_iter().enumerate() {
            let seat = start.to_move();
            let mut state = start.clone();
            let request = AiRequest::nodes(Level::Expert, cap, i as u64);
            let first = state.choose(&[], &request).unwrap();
            state.apply(&first.action).unwrap();
            let mut total = first.nodes;
            while !state.is_over() && state.to_move() == seat && state.phase() != Phase::Refill {
                let c = state.choose(&[], &request).unwrap();
                assert_eq!(c.nodes, 0, "position {i}: a mid-turn step ran play-outs");
                state.apply(&c.action).unwrap();
            }
            if !state.is_over() && state.to_move() == seat {
                total += state.choose(&[], &request).unwrap().nodes;
            }
            assert!(
                total <= cap + SETTINGS.candidates as u64,
                "position {i}: {total} play-outs in a turn capped at {cap}"
            );
            turns += 1;
        }
        assert!(turns >= 5);
    }
}
