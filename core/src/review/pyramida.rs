//! Pyramida reviewed exactly from the solved table.
//!
//! Every choice's value is the table's (see
//! [`crate::pyramida::ai::perfect_value_in`]): win or loss in so many
//! decisions, or a draw, including draws by repetition the choice walks
//! into. The budget plays no part: the values are looked up.
//!
//! The table must be in place: installed (the apps ship it) or solved in
//! this process. If it is not, the review solves it first — a few seconds
//! and some 400 MiB, once per process — rather than fall back to a weaker
//! engine, because an exact review is this game's point. The solve stops
//! when the review is cancelled; the review then returns no decisions and
//! `complete == false`.

use super::{
    exact_standing, exact_verdict, repetition_keys, two_seat_standing, Judgement, ReviewBudget,
    ReviewControl, ReviewValue, Reviewable, Verdict,
};
use crate::game::Game;
use crate::pyramida::ai::perfect_value_in;
use crate::pyramida::solver::{solution_within, Solution};
use crate::pyramida::Pyramida;
use crate::record::GameRecord;
use crate::search::ProvenValue;

/// Faster wins and slower losses rank higher.
fn rank(value: ProvenValue) -> i64 {
    match value {
        ProvenValue::Win(d) => 1_000_000 - i64::from(d),
        ProvenValue::Draw => 0,
        ProvenValue::Loss(d) => -1_000_000 + i64::from(d),
    }
}

impl Reviewable for Pyramida {
    type Engine = &'static Solution;

    fn engine(_budget: ReviewBudget, control: &ReviewControl) -> Option<Self::Engine> {
        solution_within(&|| control.is_cancelled())
    }

    fn judge(
        table: &mut Self::Engine,
        record: &GameRecord<Self>,
        index: usize,
        _budget: ReviewBudget,
        _control: &ReviewControl,
    ) -> Option<Judgement<Self::Action>> {
        let state = record.state_at(index)?;
        let played = *record.history().get(index)?;
        let history = repetition_keys(record, index);
        let legal = state.legal_actions();
        let played_value = perfect_value_in(table, state, &played, &history);
        // The first best-valued choice in the legal order: deterministic.
        let (best_action, best_value) = legal
            .iter()
            .map(|a| (*a, perfect_value_in(table, state, a, &history)))
            .fold(None::<(_, ProvenValue)>, |acc, (a, v)| match acc {
                Some((_, bv)) if rank(bv) >= rank(v) => acc,
                _ => Some((a, v)),
            })
            .unwrap_or((played, played_value));
        let (mut verdict, loss) = exact_verdict(best_value, played_value);
        if legal.len() <= 1 {
            verdict = Verdict::Forced;
        }
        let best = (rank(played_value) < rank(best_value)).then_some(best_action);
        Some(Judgement {
            played_value: ReviewValue::exact(played_value),
            best_value: ReviewValue::exact(best_value),
            best,
            verdict,
            loss,
            standing: two_seat_standing(state.to_move(), exact_standing(played_value)),
            samples: None,
        })
    }
}
