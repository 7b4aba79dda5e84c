//! The expert: flat Monte Carlo over determinizations (information-set
//! sampling), with the planner itself as the play-out policy.
//!
//! At the turn's first decision the candidates are the best whole-turn plans
//! for hard's best distinct first actions. Every iteration re-deals the
//! hidden part of the piles from the mover's view (the true order is never
//! seen), plays each candidate's plan on that same world, then lets every
//! player play on with a noisy, cheapened form of the medium and hard
//! levels' turn planning (domino and mark chosen together, then tiles
//! greedily), so the opponents in a play-out take dominoes much as real ones
//! do, until the expert's own next turn has been played or the floor ends.
//! The result is judged by the positional evaluation (floor potential: open
//! markers, holes, tiles, jewels on the lasting ring) relative to the best
//! opponent. Candidates that trail are dropped halfway (successive halving),
//! so the budget goes to the close ones.

use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use rand::Rng;

use super::{
    choice, evaluate, noise, plan_actions, plans, turn_continues, Weights, DEFAULT_PLAYOUTS,
    WEIGHTS,
};
use crate::ai::{AiChoice, AiRequest};
use crate::game::{Game, Outcome, Seat};
use crate::pyramido::{Phase, Pyramido, PyramidoAction};
use crate::rng::{pick_index, rng_for, shuffle, GameRng};

/// The expert's search settings.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Settings {
    /// Distinct first actions judged by play-outs.
    pub candidates: usize,
    /// The expert's own turns played out after the candidate's.
    pub horizon: u32,
    /// Noise of the play-out planner, in points per plan.
    pub noise: f32,
    /// Weight of the planner's own value of the candidate.
    pub prior: f32,
}

/// Against hard at 200 play-outs a turn (100 games, `--threads 1`, seed 1)
/// these won 89 %, where the previous expert (fast local play-out policy, 6
/// candidates, no halving) won 68 % in the same games.
pub(crate) const SETTINGS: Settings = Settings {
    candidates: 8,
    horizon: 1,
    noise: 1.0,
    prior: 0.5,
};

/// Shares of the request's budget: a turn spends at most `TURN_SHARE` of
/// it (the rest is headroom for the planner and the mid-turn steps), its
/// first decision `FIRST_SHARE` of that and the refill the remainder.
const TURN_SHARE: f64 = 0.7;
const FIRST_SHARE: f64 = 0.875;

/// Whether the mover is at the first decision of their turn: the one that
/// commits the plan (a placement, or the first hole of a no-fit turn).
pub(crate) fn first_decision(view: &Pyramido) -> bool {
    match view.phase() {
        Phase::Place => true,
        Phase::NoFit => view.turn().holes_filled == 0,
        _ => false,
    }
}

/// The plan's next step after the first decision of a turn: the planner's
/// best continuation, ties in enumeration order. The first decision chose
/// among plans built the same way, so this replays the chosen plan — and
/// since it is recomputed from the position, it would adapt if anything
/// unforeseen had been revealed.
fn continue_plan(view: &Pyramido) -> Option<AiChoice<PyramidoAction>> {
    let best = plans(view, &WEIGHTS).into_iter().next()?;
    best.actions.first().map(|&a| choice(a, best.value, 0))
}

/// The play-out policy: the planner's turn made cheap enough to run by the
/// thousand. The turn's first decision and the mark it leads to are chosen
/// together (best evaluation plus noise, so play-outs differ); the steps
/// after that (a single tile, further holes) one at a time, greedily.
fn policy_turn(state: &mut Pyramido, amplitude: f32, rng: &mut GameRng) -> bool {
    let seat = state.to_move();
    let mut best: Option<(f32, PyramidoAction, Option<PyramidoAction>)> = None;
    for a in plan_actions(state) {
        let mut next = state.clone();
        next.play(&a);
        if next.phase() == Phase::Mark && next.to_move() == seat {
            for m in plan_actions(&next) {
                let mut after = next.clone();
                after.play(&m);
                let v = evaluate(&after, seat, &WEIGHTS) + noise(rng, amplitude);
                if best.as_ref().is_none_or(|b| v > b.0) {
                    best = Some((v, a, Some(m)));
                }
            }
        } else {
            let v = evaluate(&next, seat, &WEIGHTS) + noise(rng, amplitude);
            if best.as_ref().is_none_or(|b| v > b.0) {
                best = Some((v, a, None));
            }
        }
    }
    let Some((_, a, m)) = best else {
        return false;
    };
    state.play(&a);
    if let Some(m) = m {
        state.play(&m);
    }
    while turn_continues(state, seat) {
        let step = plan_actions(state)
            .into_iter()
            .map(|a| {
                let mut next = state.clone();
                next.play(&a);
                (evaluate(&next, seat, &WEIGHTS), a)
            })
            .max_by(|x, y| x.0.total_cmp(&y.0));
        match step {
            Some((_, a)) => state.play(&a),
            None => return false,
        }
    }
    true
}

/// Plays on with the noisy planner until the floor is scored, the game
/// ends or `root` has started `horizon` more turns. Refills are random: the
/// planner does not model them and they are cheap to vary.
fn playout(state: &mut Pyramido, root: Seat, settings: &Settings, rng: &mut GameRng) {
    let floor = state.floor();
    let mut own_turns = 0;
    let mut guard = 0;
    while !state.is_over() && state.floor() == floor && guard < 200 {
        guard += 1;
        if state.phase() == Phase::Refill {
            let actions = state.legal_actions();
            match actions.get(pick_index(actions.len(), rng)) {
                Some(a) => state.play(a),
                None => break,
            }
            continue;
        }
        if first_decision(state) && state.to_move() == root {
            own_turns += 1;
            if own_turns > settings.horizon {
                break;
            }
        }
        if !policy_turn(state, settings.noise, rng) {
            break;
        }
    }
}

/// The root player's evaluation against the best opponent.
fn relative(state: &Pyramido, seat: Seat, w: &Weights) -> f32 {
    if state.is_over() {
        let ranking = state.ranking();
        let mine = ranking.iter().find(|r| r.seat == seat);
        let best_other = ranking
            .iter()
            .filter(|r| r.seat != seat)
            .map(|r| r.score)
            .max()
            .unwrap_or(0);
        let win = match state.outcome() {
            Outcome::Win { winner } => f32::from(u8::from(winner == seat)),
            Outcome::SharedWin { winners } if winners.contains(&seat) => 0.5,
            _ => 0.0,
        };
        return mine.map_or(0.0, |m| m.score as f32 - best_other as f32) + 20.0 * win;
    }
    let mine = evaluate(state, seat, w);
    let best_other = (0..state.seat_count())
        .filter(|&s| s != seat && state.player(s).is_some_and(|p| !p.is_eliminated()))
        .map(|s| evaluate(state, s, w))
        .fold(f32::MIN, f32::max);
    if best_other == f32::MIN {
        mine
    } else {
        mine - best_other
    }
}

pub(super) fn expert(
    view: &Pyramido,
    request: &AiRequest,
    rng: &mut GameRng,
) -> Option<AiChoice<PyramidoAction>> {
    expert_with(view, request, rng, &SETTINGS)
}

fn expert_with(
    view: &Pyramido,
    request: &AiRequest,
    rng: &mut GameRng,
    settings: &Settings,
) -> Option<AiChoice<PyramidoAction>> {
    // The clock runs from the call, so the planning below spends the
    // decision's share too and the turn stays within its part of the budget.
    let started = Instant::now();
    let seat = view.to_move();
    let share = match view.phase() {
        Phase::Refill => 1.0 - FIRST_SHARE,
        _ if first_decision(view) => FIRST_SHARE,
        _ => return continue_plan(view),
    };
    // Candidates: the best whole-turn plan for each distinct first action
    // (the decision taken now), or the refill options.
    let mut candidates: Vec<(Vec<PyramidoAction>, f32)> = if view.phase() == Phase::Refill {
        view.legal_actions()
            .into_iter()
            .map(|a| (vec![a], 0.0))
            .collect()
    } else {
        let mut seen = std::collections::HashSet::new();
        let mut firsts: Vec<(Vec<PyramidoAction>, f32)> = plans(view, &WEIGHTS)
            .into_iter()
            .filter(|p| p.actions.first().is_some_and(|a| seen.insert(*a)))
            .map(|p| (p.actions, p.value))
            .collect();
        // Equal plans are common (symmetric placements): ties by the seed.
        shuffle(&mut firsts, rng);
        firsts.sort_by(|a, b| b.1.total_cmp(&a.1));
        firsts.truncate(settings.candidates);
        firsts
    };
    if candidates.is_empty() {
        return None;
    }
    if candidates.len() == 1 {
        let (actions, v) = candidates.swap_remove(0);
        return actions.first().map(|&a| choice(a, v, 0));
    }
    let cap = match (request.max_nodes, request.time_ms) {
        (Some(n), _) => ((n as f64 * share).round() as u64).max(1),
        (None, Some(_)) => u64::MAX,
        (None, None) => ((DEFAULT_PLAYOUTS as f64 * share).round() as u64).max(1),
    };
    let deadline = request
        .time_ms
        .map(|ms| Duration::from_secs_f64(ms as f64 * TURN_SHARE * share / 1000.0));
    // Halve the field once half the budget is spent (by nodes, or by time
    // when the budget is the clock).
    let halve_nodes = cap / 2;
    let halve_time = deadline.map(|d| d / 2);
    let mut halved = candidates.len() <= 2;
    let mut alive: Vec<usize> = (0..candidates.len()).collect();
    let mut totals = vec![0.0f64; candidates.len()];
    let mut runs = vec![0u32; candidates.len()];
    let mut nodes = 0u64;
    let mean = |k: usize, totals: &[f64], runs: &[u32]| {
        totals[k] as f32 / runs[k].max(1) as f32 + settings.prior * candidates[k].1
    };
    loop {
        // One round: every live candidate on the same sampled piles and the
        // same play-out dice, so differences come from the candidates.
        let world = view.determinize(rng);
        let dice: u64 = rng.gen();
        for &k in &alive {
            let mut s = world.clone();
            for a in &candidates[k].0 {
                s.play(a);
            }
            let mut r = rng_for(dice, 0xC0);
            playout(&mut s, seat, settings, &mut r);
            totals[k] += f64::from(relative(&s, seat, &WEIGHTS));
            runs[k] += 1;
            nodes += 1;
        }
        if nodes >= cap {
            break;
        }
        if deadline.is_some_and(|d| started.elapsed() >= d) {
            break;
        }
        if request
            .cancel
            .as_ref()
            .is_some_and(|c| c.load(Ordering::Relaxed))
        {
            break;
        }
        if !halved && (nodes >= halve_nodes || halve_time.is_some_and(|d| started.elapsed() >= d)) {
            halved = true;
            alive.sort_by(|&a, &b| mean(b, &totals, &runs).total_cmp(&mean(a, &totals, &runs)));
            alive.truncate(alive.len().div_ceil(2));
        }
    }
    let (k, score) = alive
        .iter()
        .map(|&k| (k, mean(k, &totals, &runs)))
        .max_by(|a, b| a.1.total_cmp(&b.1))?;
    candidates[k].0.first().map(|&a| choice(a, score, nodes))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::GameAi;
    use crate::game::Level;
    use crate::pyramido::PyramidoOptions;

    #[test]
    fn playout_policy_plays_whole_turns_up_to_the_refill() {
        // From every turn start along a game, the policy finishes the
        // mover's turn (mark, tile, holes included) in one call: what
        // remains is the mover's refill, the next player's turn, or the end.
        let mut state = Pyramido::new(
            &PyramidoOptions {
                players: 3,
                first_player: Some(0),
            },
            11,
        );
        let mut rng = rng_for(3, 3);
        let mut turns = 0;
        while !state.is_over() {
            if first_decision(&state) {
                let seat = state.to_move();
                let mut s = state.clone();
                assert!(policy_turn(&mut s, 1.0, &mut rng));
                assert!(
                    s.is_over() || s.to_move() != seat || s.phase() == Phase::Refill,
                    "turn {turns} left in phase {:?}",
                    s.phase()
                );
                turns += 1;
            }
            let c = state
                .choose(&[], &AiRequest::nodes(Level::Medium, 1, turns))
                .unwrap();
            state.apply(&c.action).unwrap();
        }
        assert!(turns >= 40, "{turns} turns");
    }

    #[test]
    fn playout_stops_after_the_roots_next_turn() {
        // Horizon 1: the root's candidate turn, the others' turns, the
        // root's next turn, then stop at the start of the one after.
        let state = Pyramido::new(
            &PyramidoOptions {
                players: 2,
                first_player: Some(0),
            },
            5,
        );
        let mut s = state.clone();
        let mut rng = rng_for(1, 1);
        assert!(policy_turn(&mut s, 0.0, &mut rng));
        playout(&mut s, 0, &SETTINGS, &mut rng);
        let me = s.player(0).unwrap().pyramid().turns(1);
        let other = s.player(1).unwrap().pyramid().turns(1);
        assert_eq!((me, other), (2, 2));
        assert!(first_decision(&s) && s.to_move() == 0);
    }
}
