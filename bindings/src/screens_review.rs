//! The review page's words and marks (`pyramids_play::screens::review`):
//! the card for the board on view, each verdict's symbol, word and colour,
//! values in the game's own terms, the steps and the graph's edges. Both
//! apps draw these; neither words or colours a verdict of its own.

use std::sync::Arc;

use pyramids_core::game::GameKind;
use pyramids_core::review::{ReviewValue as CoreValue, Verdict};
use pyramids_play::screens::review as page;
use pyramids_play::screens::review::ReviewStep;

use crate::catalog::TextCatalog;
use crate::error::Result;
use crate::review::{ReviewValue, ReviewedDecision};
use crate::types::SeatController;

/// How a verdict is shown: its symbol ("??", none for a forced or a good
/// move), its word, both as the badge reads them, its colour (0xRRGGBB, the
/// same on both platforms) and whether the graph marks it.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct VerdictMark {
    pub verdict: Verdict,
    pub symbol: String,
    pub word: String,
    pub label: String,
    pub colour: u32,
    pub on_graph: bool,
}

/// How far the review has come (the app knows; the card words it).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum ReviewState {
    Reading,
    Running { done: u32, total: u32 },
    Done { complete: bool, reviewed: u32 },
    Failed { why: String },
}

/// What a card line is, for its style.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum ReviewCardRole {
    Heading,
    Mark { verdict: Verdict },
    Played,
    Best,
    Outcome,
    Status,
    Problem,
}

#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ReviewCardLine {
    pub role: ReviewCardRole,
    pub text: String,
}

/// The review's step buttons.
#[uniffi::remote(Enum)]
pub enum ReviewStep {
    First,
    Previous,
    Next,
    Last,
    TurningPoint,
}

fn core_value(v: &ReviewValue) -> CoreValue {
    let plies = |p: i32| p.max(0) as u32;
    match *v {
        ReviewValue::Win { plies: p } => CoreValue::Win { plies: plies(p) },
        ReviewValue::Loss { plies: p } => CoreValue::Loss { plies: plies(p) },
        ReviewValue::Draw => CoreValue::Draw,
        ReviewValue::Balls { balls, depth } => CoreValue::Balls {
            balls,
            depth: depth.max(0) as u32,
        },
        ReviewValue::Points { expected } => CoreValue::Points { expected },
    }
}

fn mark_record(m: page::VerdictMark) -> VerdictMark {
    VerdictMark {
        verdict: m.verdict,
        symbol: m.symbol.to_string(),
        word: m.word,
        label: m.label,
        colour: m.colour,
        on_graph: m.on_graph,
    }
}

/// A verdict's symbol, word, label and colour.
#[uniffi::export]
pub fn review_verdict_mark(catalog: Arc<TextCatalog>, verdict: Verdict) -> VerdictMark {
    mark_record(page::verdict_mark(&catalog.inner, verdict))
}

/// A value for the mover in the game's own terms ("Win in 7 moves",
/// "+1.5 balls").
#[uniffi::export]
pub fn review_value_text(catalog: Arc<TextCatalog>, value: ReviewValue) -> String {
    page::value_text(&catalog.inner, &core_value(&value))
}

/// The card for the board on view: `index` of `count` decisions (`index ==
/// count`: the final board), `mover` the seat to decide there, `decision`
/// its review once known, `outcome` the result in words for the final board.
#[uniffi::export]
#[allow(clippy::too_many_arguments)]
pub fn review_card(
    catalog: Arc<TextCatalog>,
    game: GameKind,
    state: ReviewState,
    index: u32,
    count: u32,
    mover: u32,
    decision: Option<ReviewedDecision>,
    outcome: String,
) -> Result<Vec<ReviewCardLine>> {
    let state = match state {
        ReviewState::Reading => page::ReviewState::Reading,
        ReviewState::Running { done, total } => page::ReviewState::Running { done, total },
        ReviewState::Done { complete, reviewed } => page::ReviewState::Done { complete, reviewed },
        ReviewState::Failed { why } => page::ReviewState::Failed { why },
    };
    let on_view = decision.map(|d| page::DecisionOnView {
        seat: d.seat.index() as u32,
        verdict: d.verdict,
        played: catalog.inner.notation_words(game, &d.played.notation),
        played_value: core_value(&d.played_value),
        best: d
            .best
            .map(|b| catalog.inner.notation_words(game, &b.notation)),
        best_value: core_value(&d.best_value),
    });
    Ok(page::card(
        &catalog.inner,
        game,
        &state,
        index,
        count,
        mover,
        on_view.as_ref(),
        &outcome,
    )
    .into_iter()
    .map(|l| ReviewCardLine {
        role: match l.role {
            page::CardRole::Heading => ReviewCardRole::Heading,
            page::CardRole::Mark(verdict) => ReviewCardRole::Mark { verdict },
            page::CardRole::Played => ReviewCardRole::Played,
            page::CardRole::Best => ReviewCardRole::Best,
            page::CardRole::Outcome => ReviewCardRole::Outcome,
            page::CardRole::Status => ReviewCardRole::Status,
            page::CardRole::Problem => ReviewCardRole::Problem,
        },
        text: l.text,
    })
    .collect())
}

/// Where `step` goes from `index` of `count`; `null` when it is closed (it
/// would not move, or there is no turning point).
#[uniffi::export]
pub fn review_step_target(
    step: ReviewStep,
    index: u32,
    count: u32,
    turning_point: Option<u32>,
) -> Option<u32> {
    step.target(index, count, turning_point)
}

/// The step's label (also its accessibility name).
#[uniffi::export]
pub fn review_step_label(catalog: Arc<TextCatalog>, step: ReviewStep) -> String {
    catalog.inner.text(step.label_key(), &[])
}

/// The seat the graph follows: the one human's against the computer, else
/// the first.
#[uniffi::export]
pub fn review_graph_seat(seats: Vec<SeatController>) -> u32 {
    let humans: Vec<u32> = seats
        .iter()
        .enumerate()
        .filter(|(_, s)| **s == SeatController::Human)
        .map(|(i, _)| i as u32)
        .collect();
    page::graph_seat(&humans)
}

/// The graph's edges in words.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ReviewGraphEnds {
    pub top: String,
    pub bottom: String,
}

#[uniffi::export]
pub fn review_graph_ends(
    catalog: Arc<TextCatalog>,
    game: GameKind,
    seats: u32,
    seat: u32,
) -> ReviewGraphEnds {
    let (top, bottom) = page::graph_ends(&catalog.inner, game, seats, seat);
    ReviewGraphEnds { top, bottom }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pyramids_play::catalog::Language;

    #[test]
    fn the_card_comes_through_with_its_roles() {
        let catalog = Arc::new(TextCatalog::new(Language::English));
        let lines = review_card(
            catalog.clone(),
            GameKind::Pylos,
            ReviewState::Reading,
            3,
            3,
            0,
            None,
            "Light wins".into(),
        )
        .unwrap();
        let roles: Vec<ReviewCardRole> = lines.iter().map(|l| l.role).collect();
        assert_eq!(
            roles,
            [
                ReviewCardRole::Heading,
                ReviewCardRole::Outcome,
                ReviewCardRole::Status
            ]
        );
        assert_eq!(
            review_verdict_mark(catalog.clone(), Verdict::Mistake).symbol,
            "?"
        );
        assert_eq!(
            review_value_text(catalog, ReviewValue::Loss { plies: 2 }),
            "Loss in 2 moves"
        );
        assert_eq!(review_step_target(ReviewStep::Previous, 0, 3, None), None);
        assert_eq!(
            review_graph_seat(vec![
                SeatController::Ai {
                    level: crate::types::AiLevel::Easy
                },
                SeatController::Human
            ]),
            1
        );
    }
}
