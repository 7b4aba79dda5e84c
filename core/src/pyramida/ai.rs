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
/// as possible, keeps draws; ties are broken by the seed.
pub fn perfect_choice(
    state: &Pyramida,
    history: &[u64],
    seed: u64,
) -> Result<AiChoice<PyramidaAction>, AiError> {
    perfect_choice_in(solution(), state, history, seed)
}

/// [`perfect_choice`] from a given table rather than the process's.
pub fn perfect_choice_in(
    table: &Solution,
    state: &Pyramida,
    history: &[u64],
    seed: u64,
) -> Result<AiChoice<PyramidaAction>, AiError> {
    let mut moves = state.legal_actions();
    if moves.is_empty() {
        return Err(AiError::GameOver);
    }
    shuffle(&mut moves, &mut rng_for(seed, 0xA4));
    let mut best: Option<(i32, ProvenValue, PyramidaAction)> = None;
    for action in moves {
        let value = perfect_value_in(table, state, &action, history);
        let s = score(value);
        if best.as_ref().is_none_or(|(b, _, _)| s > *b) {
            best = Some((s, value, action));
        }
    }
    let (s, value, action) = best.ok_or(AiError::Cancelled)?;
    Ok(AiChoice {
        action,
        score: s,
        depth: 0,
        nodes: 0,
        proven: Some(value),
        fallback: None,
    })
}

/// The shortest time budget with which the perfect level solves the game
/// when no table is in place: the solve takes some 12 s on the development
/// machine and longer on a phone. With less, it does not start (its partial
/// work would be thrown away).
pub const MIN_SOLVE_MS: u64 = 30_000;
/// The level the perfect one falls back to: the best that fits any budget.
pub const FALLBACK: Level = Level::Hard;

/// The perfect level within the request's limits. With the table in place
/// it answers at once. Otherwise it solves first when the budget allows it —
/// no time budget (node caps bound the search, not the one-off solve), or
/// one of at least [`MIN_SOLVE_MS`], the solve then getting four fifths of
/// it — and stops the solve as soon as `cancel` is set. A budget that is
/// too short, or runs out before the table exists, gets [`FALLBACK`] for
/// (the rest of) it, and the choice says so in `fallback`.
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
        match request.time_ms {
            Some(ms) if ms < MIN_SOLVE_MS => None,
            budget => {
                let deadline = budget.map(|ms| started + Duration::from_millis(ms / 5 * 4));
                let stop = || cancelled() || deadline.is_some_and(|d| Instant::now() >= d);
                solution_within(&stop)
            }
        }
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
