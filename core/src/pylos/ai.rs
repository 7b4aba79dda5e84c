//! Pylos evaluation, move ordering and levels.
//!
//! Material (balls in reserve) decides Pylos, so the evaluation counts
//! reserves first, then threats to complete own squares (each one a future
//! reclaim) and the balls that can still be raised (a raise saves a ball).

use super::board::all_squares;
use super::{Phase, Pylos, PylosAction, Variant};
use crate::ai::{
    best_choice, noisy_choice, random_choice, AiChoice, AiError, AiRequest, GameAi,
    DEFAULT_BUDGET_MS,
};
use crate::game::{Game, Level, Seat};

const BALL: i32 = 100;
const SQUARE_THREAT: i32 = 28;
const RAISABLE: i32 = 6;

/// Static value for the player to move.
pub fn evaluate(state: &Pylos) -> i32 {
    let me = state.to_move();
    side_value(state, me) - side_value(state, 1 - me)
}

fn side_value(state: &Pylos, seat: Seat) -> i32 {
    let mut value = i32::from(state.reserve(seat)) * BALL;
    if state.variant() != Variant::Kids {
        let own = state.balls(seat);
        let other = state.balls(1 - seat);
        let available = state.available();
        let occupied = state.occupied();
        for &sq in all_squares() {
            if sq.intersects(other) {
                continue;
            }
            let mine = (sq & own).count();
            if mine == 3 {
                // The hole is either playable now or will be.
                let hole = sq & !occupied;
                value += if hole.intersects(available) {
                    SQUARE_THREAT
                } else {
                    SQUARE_THREAT / 2
                };
            } else if mine == 2 {
                value += 4;
            }
        }
    }
    if state.phase() == Phase::Move {
        value += RAISABLE * (state.free() & state.balls(seat)).count() as i32 / 2;
    }
    value
}

/// Cheap ordering: raises (they save a ball) and pattern-completing or
/// pattern-blocking placements first.
pub fn order_hint(state: &Pylos, action: &PylosAction) -> i32 {
    let me = state.to_move();
    match *action {
        PylosAction::Place { to } | PylosAction::Raise { to, .. } => {
            let mut hint = if matches!(action, PylosAction::Raise { .. }) {
                40
            } else {
                0
            };
            hint += 10 * i32::from(to.level());
            if state.variant() != Variant::Kids {
                let own = state.balls(me);
                let other = state.balls(1 - me);
                for pat in to.patterns(state.variant() == Variant::Expert) {
                    if own.with(to).is_superset(*pat) {
                        hint += 100;
                    } else if other.is_superset(pat.without(to)) {
                        hint += 60;
                    }
                }
            }
            hint
        }
        // Reclaim high balls first: they free supports less often.
        PylosAction::Reclaim { from } => 10 * i32::from(from.level()),
        PylosAction::Stop => -1,
    }
}

/// Levels: random (matches only), easy, medium, hard, expert.
pub const LEVELS: &[Level] = &[
    Level::Random,
    Level::Easy,
    Level::Medium,
    Level::Hard,
    Level::Expert,
];

impl GameAi for Pylos {
    fn levels() -> &'static [Level] {
        LEVELS
    }

    fn choose(
        &self,
        history: &[u64],
        request: &AiRequest,
    ) -> Result<AiChoice<PylosAction>, AiError> {
        if self.outcome().is_over() {
            return Err(AiError::GameOver);
        }
        match request.level {
            Level::Random => random_choice(self, request.seed),
            // One turn of look-ahead with wide noise: sees its own squares and
            // immediate blunders by a lot, little else.
            Level::Easy => noisy_choice(self, history, request, 1, 90),
            Level::Medium => noisy_choice(self, history, request, 2, 25),
            Level::Hard => {
                let mut req = request.clone();
                req.time_ms = req.time_ms.map(|t| t.min(DEFAULT_BUDGET_MS / 4));
                best_choice(self, history, &req, 4, 16)
            }
            Level::Expert => best_choice(self, history, request, 64, 19),
            Level::Perfect => Err(AiError::UnsupportedLevel("perfect")),
        }
    }
}
