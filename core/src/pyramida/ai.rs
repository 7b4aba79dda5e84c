//! Pyramida evaluation, move ordering and levels.
//!
//! The race decides Pyramida: stones taken off count most, then how high
//! the remaining stones stand (each row is one move nearer the top). A
//! blocked stone is worth less: it cannot climb until its blocker leaves.
//!
//! Levels: `random`, `easy` (one turn of look-ahead, wide noise), `medium`
//! (two turns, less noise), `hard` (a full search within its budget, up to
//! eight turns: no noise, but a horizon) and `perfect` (the solved table).

use super::solver::{solution, solution_within, Solution};
use super::{fields_of, Pyramida, PyramidaAction, TOP};
use crate::ai::{best_choice, noisy_choice, random_choice, AiChoice, AiError, AiRequest, GameAi};
use crate::game::{Game, Level, Seat};
use crate::rng::{rng_for, shuffle};
use crate::search::{ProvenValue, Searchable};

const OFF: i32 = 120;
const ROW: i32 = 14;
const BLOCKED: i32 = 18;
const TOP_READY: i32 = 30;

/// Static value for the player to move.
pub fn evaluate(state: &Pyramida) -> i32 {
    let me = state.to_move();
    side_value(state, me) - side_value(state, 1 - me)
}

fn side_value(state: &Pyramida, seat: Seat) -> i32 {
    let mut value = i32::from(state.off(seat)) * OFF;
    for f in fields_of(state.stones(seat)) {
        value += i32::from(f.row()) * ROW;
        if state.is_blocked(f) {
            value -= BLOCKED;
        } else if f.row() == 4 {
            // One step from leaving the board.
            value += TOP_READY;
        }
    }
    value
}

/// Cheap ordering: leaving the top, then attacks, then climbing.
pub fn order_hint(state: &Pyramida, action: &PyramidaAction) -> i32 {
    match *action {
        PyramidaAction::Move { from, to } => {
            if to == TOP {
                return 1000;
            }
            let attack = if state.occupant(to).is_some() { 200 } else { 0 };
            attack + 10 * (i32::from(to.row()) - i32::from(from.row()))
        }
        // Retreat to the higher-valued side is not obvious; keep the order.
        PyramidaAction::Retreat { .. } => 0,
        PyramidaAction::Pass => 0,
    }
}

/// The levels offered, weakest first.
pub const LEVELS: &[Level] = &[
    Level::Random,
    Level::Easy,
    Level::Medium,
    Level::Hard,
    Level::Perfect,
];

/// A value for the player to move as a score: faster wins and slower losses
/// score higher.
fn score(value: ProvenValue) -> i32 {
    match value {
        ProvenValue::Win(d) => 1_000_000 - d as i32,
        ProvenValue::Draw => 0,
        ProvenValue::Loss(d) => -1_000_000 + d as i32,
    }
}

fn flip(value: ProvenValue) -> ProvenValue {
    match value {
        ProvenValue::Win(d) => ProvenValue::Loss(d),
        ProvenValue::Loss(d) => ProvenValue::Win(d),
        ProvenValue::Draw => ProvenValue::Draw,
    }
}

/// The value of `action` for the player to move, from the solution: a win
/// in `d + 1` if the position after it is won in `d`, and so on. A move
/// into a position that already occurred twice ends the game as a draw.
pub fn perfect_value(state: &Pyramida, action: &PyramidaAction, history: &[u64]) -> ProvenValue {
    perfect_value_in(solution(), state, action, history)
}

/// [`perfect_value`] from a given table rather than the process's.
pub fn perfect_value_in(
    table: &Solution,
    state: &Pyramida,
    action: &PyramidaAction,
    history: &[u64],
) -> ProvenValue {
    let mut child = state.clone();
    child.play(action);
    if let Some(key) = child.repetition_key() {
        if !child.outcome().is_over() && history.iter().filter(|&&k| k == key).count() >= 2 {
            return ProvenValue::Draw;
        }
    }
    let after = table.value(&child);
    let mine = if child.to_move() == state.to_move() {
        after
    } else {
        flip(after)
    };
    match mine {
        ProvenValue::Win(d) => ProvenValue::Win(d + 1),
        ProvenValue::Loss(d) => ProvenValue::Loss(d + 1),
        ProvenValue::Draw => ProvenValue::Draw,
    }
}

/// Plays from the solved table: wins as fast as possible, loses as slowly
/// as possible, keeps draws; among moves of equal value it sets traps (see
/// [`perfect_choice_in`]); remaining ties are broken by the seed.
pub fn perfect_choice(
    state: &Pyramida,
    history: &[u64],
    seed: u64,
) -> Result<AiChoice<PyramidaAction>, AiError> {
    perfect_choice_in(solution(), state, history, seed)
}

/// [`perfect_choice`] from a given table rather than the process's.
///
/// The table only says what a move is worth against perfect play. Most
/// positions are draws, and a perfect player that picks any drawing move
/// lets weaker opponents shuffle into a threefold repetition. So among the
/// moves of the best value it prefers, in order:
/// 1. (draws and losses) one whose position has occurred less often in the
///    game, so it does not walk into a repetition when an equal move exists;
/// 2. the largest chance that an opponent choosing its replies uniformly
///    makes a mistake within its next two decisions (the mover keeping its
///    best value in between): in a draw, a reply that loses; in a lost
///    position (already the longest defence), a reply that lets the win
///    slip. Against a random opponent this is the chance to convert.
pub fn perfect_choice_in(
    table: &Solution,
    state: &Pyramida,
    history: &[u64],
    seed: u64,
) -> Result<AiChoice<PyramidaAction>, AiError> {
    trap_setting_choice(table, state, history, seed, TRAP_DEPTH)
}

/// [`perfect_choice_in`] looking `depth` opponent decisions ahead for traps.
fn trap_setting_choice(
    table: &Solution,
    state: &Pyramida,
    history: &[u64],
    seed: u64,
    depth: u32,
) -> Result<AiChoice<PyramidaAction>, AiError> {
    let mut moves = state.legal_actions();
    if moves.is_empty() {
        return Err(AiError::GameOver);
    }
    shuffle(&mut moves, &mut rng_for(seed, 0xA4));
    let valued: Vec<(i32, ProvenValue, PyramidaAction)> = moves
        .into_iter()
        .map(|action| {
            let value = perfect_value_in(table, state, &action, history);
            (score(value), value, action)
        })
        .collect();
    let top = valued
        .iter()
        .map(|(s, _, _)| *s)
        .max()
        .ok_or(AiError::Cancelled)?;
    let mut equal: Vec<(ProvenValue, PyramidaAction)> = valued
        .into_iter()
        .filter(|(s, _, _)| *s == top)
        .map(|(_, v, a)| (v, a))
        .collect();
    let mut nodes = 0;
    let pick = if equal.len() > 1 && !matches!(equal[0].0, ProvenValue::Win(_)) {
        let mut best: Option<((i64, f64), usize)> = None;
        for (i, (_, action)) in equal.iter().enumerate() {
            let key = trap_key(table, state, action, history, depth, &mut nodes);
            if best
                .as_ref()
                .is_none_or(|(b, _)| key.0 > b.0 || (key.0 == b.0 && key.1 > b.1))
            {
                best = Some((key, i));
            }
        }
        best.map_or(0, |(_, i)| i)
    } else {
        0
    };
    let (value, action) = equal.swap_remove(pick);
    Ok(AiChoice {
        action,
        score: top,
        depth: 0,
        nodes,
        proven: Some(value),
        fallback: None,
    })
}

/// How many of the opponent's decisions the trap measure looks ahead, and
/// how many of the mover's own decisions in a row it looks through.
const TRAP_DEPTH: u32 = 2;
const OWN_CHAIN: u32 = 3;

/// (minus how often the position after `action` occurred, the chance that
/// an opponent choosing uniformly among its replies goes wrong within
/// [`TRAP_DEPTH`] of its decisions while the mover keeps the value).
fn trap_key(
    table: &Solution,
    state: &Pyramida,
    action: &PyramidaAction,
    history: &[u64],
    depth: u32,
    nodes: &mut u64,
) -> (i64, f64) {
    let mut child = state.clone();
    child.play(action);
    let key = child.repetition_key();
    let seen = key.map_or(0, |k| history.iter().filter(|&&h| h == k).count());
    let mut line = history.to_vec();
    line.extend(key);
    (
        -(seen as i64),
        mistake_chance(
            table,
            &child,
            state.to_move(),
            &line,
            depth,
            OWN_CHAIN,
            nodes,
        ),
    )
}

/// The chance that the opponent goes wrong from `node` (replies uniform,
/// `me` keeping the best value at each of my decisions): a mistake is a
/// reply that loses a drawn position or lets a won one slip.
fn mistake_chance(
    table: &Solution,
    node: &Pyramida,
    me: Seat,
    history: &[u64],
    depth: u32,
    own: u32,
    nodes: &mut u64,
) -> f64 {
    if node.outcome().is_over() || depth == 0 {
        return 0.0;
    }
    let actions = node.legal_actions();
    if actions.is_empty() {
        return 0.0;
    }
    let after = |a: &PyramidaAction| {
        let mut next = node.clone();
        next.play(a);
        let mut line = history.to_vec();
        line.extend(next.repetition_key());
        (next, line)
    };
    if node.to_move() == me {
        if own == 0 {
            return 0.0;
        }
        *nodes += actions.len() as u64;
        let scored: Vec<(i32, &PyramidaAction)> = actions
            .iter()
            .map(|a| (score(perfect_value_in(table, node, a, history)), a))
            .collect();
        let top = scored.iter().map(|(s, _)| *s).max().unwrap_or(0);
        return scored
            .iter()
            .filter(|(s, _)| *s == top)
            .map(|(_, a)| {
                let (next, line) = after(a);
                mistake_chance(table, &next, me, &line, depth, own - 1, nodes)
            })
            .fold(0.0, f64::max);
    }
    // The opponent's replies: the value of the position for them decides
    // which replies are mistakes.
    *nodes += actions.len() as u64;
    let values: Vec<ProvenValue> = actions
        .iter()
        .map(|a| perfect_value_in(table, node, a, history))
        .collect();
    let top = values.iter().map(|v| score(*v)).max().unwrap_or(0);
    let mut total = 0.0;
    for (a, v) in actions.iter().zip(&values) {
        let wrong = match *v {
            // Whatever keeps the opponent's best value is no mistake.
            _ if score(*v) == top => false,
            // Falling from a win to a draw or from a draw to a loss is.
            ProvenValue::Win(_) => false,
            _ => matches!(v, ProvenValue::Loss(_)) || top > 0,
        };
        if wrong {
            total += 1.0;
        } else if depth > 1 {
            let (next, line) = after(a);
            total += mistake_chance(table, &next, me, &line, depth - 1, OWN_CHAIN, nodes);
        }
    }
    total / actions.len() as f64
}

/// The shortest time budget with which the perfect level solves the game
/// when no table is in place: the solve takes some 12 s on the development
/// machine and longer on a phone. With less, it does not start (its partial
/// work would be thrown away).
pub const MIN_SOLVE_MS: u64 = 30_000;
/// The level the perfect one falls back to: the best that fits any budget.
pub const FALLBACK: Level = Level::Hard;

/// The perfect level within the request's limits. With the table in place
/// it answers at once. Otherwise it solves first only when the caller
/// budgeted for that: no limit at all (the caller waits), or a time budget
/// of at least [`MIN_SOLVE_MS`], the solve then getting four fifths of it.
/// A node cap never starts the solve (it is some 30 million steps of
/// another kind, and a cap of a few thousand nodes must not block for
/// seconds). A solve stops as soon as `cancel` is set. A budget that does
/// not allow the solve, or runs out before the table exists, gets
/// [`FALLBACK`] for (the rest of) it, and the choice says so in `fallback`.
fn perfect_within_budget(
    state: &Pyramida,
    history: &[u64],
    request: &AiRequest,
) -> Result<AiChoice<PyramidaAction>, AiError> {
    use std::sync::atomic::Ordering;
    use std::time::{Duration, Instant};
    let started = Instant::now();
    let cancelled = || {
        request
            .cancel
            .as_ref()
            .is_some_and(|c| c.load(Ordering::Relaxed))
    };
    let table = if super::solver::solution_ready() {
        Some(solution())
    } else {
        let budget = match (request.time_ms, request.max_nodes) {
            (None, None) => Some(None),
            (Some(ms), _) if ms >= MIN_SOLVE_MS => Some(Some(ms)),
            _ => None,
        };
        budget.and_then(|budget| {
            let deadline = budget.map(|ms| started + Duration::from_millis(ms / 5 * 4));
            let stop = || cancelled() || deadline.is_some_and(|d| Instant::now() >= d);
            solution_within(&stop)
        })
    };
    if let Some(table) = table {
        return perfect_choice_in(table, state, history, request.seed);
    }
    if cancelled() {
        return Err(AiError::Cancelled);
    }
    let mut fallback = request.clone();
    fallback.level = FALLBACK;
    fallback.time_ms = request.time_ms.map(|ms| {
        ms.saturating_sub(started.elapsed().as_millis() as u64)
            .max(1)
    });
    let mut choice = state.choose(history, &fallback)?;
    choice.fallback = Some(FALLBACK);
    Ok(choice)
}

impl GameAi for Pyramida {
    fn levels() -> &'static [Level] {
        LEVELS
    }

    fn choose(
        &self,
        history: &[u64],
        request: &AiRequest,
    ) -> Result<AiChoice<PyramidaAction>, AiError> {
        if self.outcome().is_over() {
            return Err(AiError::GameOver);
        }
        // A forced decision (a pass, a single retreat option) needs no thought.
        let moves = self.legal_actions();
        if moves.len() == 1 && request.level != Level::Perfect {
            let proven = None;
            return Ok(AiChoice {
                action: moves[0],
                score: 0,
                depth: 0,
                nodes: 0,
                proven,
                fallback: None,
            });
        }
        match request.level {
            Level::Random => random_choice(self, request.seed),
            // One turn of look-ahead with wide noise: takes a stone off or
            // hits back when it sees it, otherwise often drifts.
            Level::Easy => noisy_choice(self, history, request, 1, 60),
            Level::Medium => noisy_choice(self, history, request, 2, 20),
            // A full iterative-deepening search within the budget (capped at
            // eight turns): strong, but its horizon misses long races.
            Level::Hard => best_choice(self, history, request, 8, 16),
            Level::Perfect => perfect_within_budget(self, history, request),
            Level::Expert => Err(AiError::UnsupportedLevel("expert")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pyramida::{PyramidaOptions, WHITE};

    #[test]
    fn evaluation_prefers_stones_off_and_high_stones() {
        let low = Pyramida::from_text("a1 c1", "k1 i1", WHITE).unwrap();
        let high = Pyramida::from_text("d4 c1", "k1 i1", WHITE).unwrap();
        let off = Pyramida::from_text("c1", "k1 i1", WHITE).unwrap();
        assert!(evaluate(&high) > evaluate(&low));
        assert!(evaluate(&off) > evaluate(&high));
        assert_eq!(evaluate(&Pyramida::start(&PyramidaOptions::default())), 0);
    }

    /// Drawn positions (White or Black to move, no retreat pending) along
    /// seeded random games, with their histories.
    fn drawn_positions(count: usize) -> Vec<(Pyramida, Vec<u64>)> {
        use crate::rng::pick_index;
        let mut out = Vec::new();
        for g in 0..200u64 {
            let mut rng = rng_for(500 + g, 7);
            let mut s = Pyramida::start(&PyramidaOptions {
                swapped: g % 2 == 1,
            });
            let mut history: Vec<u64> = s.repetition_key().into_iter().collect();
            for ply in 0..40 {
                let moves = s.legal_actions();
                if moves.is_empty() || s.outcome().is_over() {
                    break;
                }
                if ply % 9 == 8
                    && solution().value(&s) == ProvenValue::Draw
                    && s.repetition_key().is_some()
                {
                    out.push((s.clone(), history.clone()));
                    if out.len() == count {
                        return out;
                    }
                }
                s.play(&moves[pick_index(moves.len(), &mut rng)]);
                history.extend(s.repetition_key());
            }
        }
        out
    }

    /// Share of the replies after `action` that lose for the replier
    /// (counted directly, for a move whose position the opponent faces).
    fn losing_reply_share(
        state: &Pyramida,
        action: &PyramidaAction,
        history: &[u64],
    ) -> Option<f64> {
        let mut child = state.clone();
        child.play(action);
        if child.to_move() == state.to_move() || child.outcome().is_over() {
            return None;
        }
        let mut line = history.to_vec();
        line.extend(child.repetition_key());
        let replies = child.legal_actions();
        let losing = replies
            .iter()
            .filter(|r| matches!(perfect_value(&child, r, &line), ProvenValue::Loss(_)))
            .count();
        Some(losing as f64 / replies.len() as f64)
    }

    #[test]
    fn perfect_draws_set_the_most_traps() {
        // Among moves that keep the draw, the trap setter looking one
        // opponent decision ahead picks one that gives the opponent the
        // largest share of losing replies.
        let mut checked = 0;
        for (i, (state, history)) in drawn_positions(12).into_iter().enumerate() {
            let choice = trap_setting_choice(solution(), &state, &history, i as u64, 1).unwrap();
            assert_eq!(choice.proven, Some(ProvenValue::Draw), "position {i}");
            let drawing: Vec<PyramidaAction> = state
                .legal_actions()
                .into_iter()
                .filter(|a| perfect_value(&state, a, &history) == ProvenValue::Draw)
                .collect();
            let shares: Option<Vec<f64>> = drawing
                .iter()
                .map(|a| losing_reply_share(&state, a, &history))
                .collect();
            let Some(shares) = shares else { continue };
            let fresh = |a: &PyramidaAction| {
                let mut c = state.clone();
                c.play(a);
                c.repetition_key().is_none_or(|k| !history.contains(&k))
            };
            if !drawing.iter().all(fresh) {
                continue;
            }
            let best = shares.iter().copied().fold(0.0, f64::max);
            let chosen = losing_reply_share(&state, &choice.action, &history).unwrap();
            assert_eq!(
                chosen, best,
                "position {i}: chose a share of {chosen}, {best} was available"
            );
            checked += 1;
        }
        assert!(checked >= 5, "only {checked} positions checked");
    }

    #[test]
    fn perfect_does_not_walk_into_a_repetition_when_an_equal_move_exists() {
        let mut checked = 0;
        for (i, (state, history)) in drawn_positions(12).into_iter().enumerate() {
            let first = perfect_choice(&state, &history, i as u64).unwrap();
            let mut child = state.clone();
            child.play(&first.action);
            let Some(key) = child.repetition_key() else {
                continue;
            };
            // Pretend the chosen move's position occurred once already: if
            // another drawing move leads somewhere new, that one is taken.
            let mut seen = history.clone();
            seen.push(key);
            let alternatives = state
                .legal_actions()
                .into_iter()
                .filter(|a| perfect_value(&state, a, &seen) == ProvenValue::Draw)
                .filter(|a| {
                    let mut c = state.clone();
                    c.play(a);
                    c.repetition_key().is_none_or(|k| !seen.contains(&k))
                })
                .count();
            let second = perfect_choice(&state, &seen, i as u64).unwrap();
            let mut after = state.clone();
            after.play(&second.action);
            if alternatives > 0 {
                assert!(
                    after.repetition_key().is_none_or(|k| !seen.contains(&k)),
                    "position {i} walked into a repetition"
                );
                checked += 1;
            }
        }
        assert!(checked >= 5, "only {checked} positions checked");
    }

    #[test]
    fn perfect_converts_draws_against_random_play() {
        // The start is a draw; a random opponent errs often enough that the
        // trap-setting perfect player wins every one of these games. A node
        // budget does not solve: the table is made first.
        use crate::matches::{play_game, MatchBudget};
        solution();
        let budget = MatchBudget {
            time_ms: None,
            max_nodes: Some(100),
        };
        for game in 0..12u64 {
            let seats = if game % 2 == 0 {
                [Level::Perfect, Level::Random]
            } else {
                [Level::Random, Level::Perfect]
            };
            let options = PyramidaOptions {
                swapped: game % 4 >= 2,
            };
            let (record, _) = play_game::<Pyramida>(&options, &seats, 77 + game, &budget, 2000);
            let perfect = if game % 2 == 0 { 0 } else { 1 };
            assert_eq!(
                record.outcome(),
                crate::game::Outcome::Win { winner: perfect },
                "game {game}"
            );
        }
    }

    #[test]
    fn expert_is_not_offered() {
        let s = Pyramida::start(&PyramidaOptions::default());
        assert_eq!(
            s.choose(&[], &AiRequest::nodes(Level::Expert, 100, 1)),
            Err(AiError::UnsupportedLevel("expert"))
        );
        assert!(!Pyramida::levels().contains(&Level::Expert));
    }
}
