//! The review page's words and marks, decided once: a verdict's mark (a
//! symbol, a word and a colour, never a colour alone), a value in the game's
//! own terms, the card's lines for the board on view, and which steps are
//! open. Both apps lay the page out and paint it.

use pyramids_core::game::GameKind;
use pyramids_core::review::{ReviewValue, Verdict};

use crate::catalog::{Catalog, Language, ReviewKey};

/// How a verdict is shown: the annotation symbol chess players know (none
/// for a forced or a merely good move), its word, both together as a badge
/// reads, and its colour (0xRRGGBB) on the badge and the graph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerdictMark {
    pub verdict: Verdict,
    pub symbol: &'static str,
    pub word: String,
    /// "?? Blunder", "Good".
    pub label: String,
    pub colour: u32,
    /// A mistake or worse: drawn as a dot on the graph.
    pub on_graph: bool,
}

/// The one palette of verdicts, the same on both platforms: green for the
/// best, a quieter green for good, then yellow, orange and red as the
/// error grows; grey for a forced move. Each also differs by its symbol and
/// word, so no one needs the colours to read it.
pub fn verdict_colour(v: Verdict) -> u32 {
    match v {
        Verdict::Forced => 0xB9C6C2,
        Verdict::Best => 0x7ED99B,
        Verdict::Good => 0xA7D7C5,
        Verdict::Inaccuracy => 0xF2D64B,
        Verdict::Mistake => 0xF29A40,
        Verdict::Blunder => 0xF07A6A,
    }
}

fn verdict_key(v: Verdict) -> ReviewKey {
    match v {
        Verdict::Forced => ReviewKey::ReviewVerdictForced,
        Verdict::Best => ReviewKey::ReviewVerdictBest,
        Verdict::Good => ReviewKey::ReviewVerdictGood,
        Verdict::Inaccuracy => ReviewKey::ReviewVerdictInaccuracy,
        Verdict::Mistake => ReviewKey::ReviewVerdictMistake,
        Verdict::Blunder => ReviewKey::ReviewVerdictBlunder,
    }
}

pub fn verdict_mark(catalog: &Catalog, v: Verdict) -> VerdictMark {
    let symbol = v.mark();
    let word = catalog.text(verdict_key(v), &[]);
    let label = if symbol.is_empty() {
        word.clone()
    } else {
        format!("{symbol} {word}")
    };
    VerdictMark {
        verdict: v,
        symbol,
        word,
        label,
        colour: verdict_colour(v),
        on_graph: matches!(v, Verdict::Mistake | Verdict::Blunder),
    }
}

/// A signed number with one decimal in the language's style: "+1.5",
/// "−0,3" (a true minus sign), "0.0".
pub fn signed(language: Language, x: f64) -> String {
    let tenths = (x * 10.0).round() as i64;
    let body = format!("{}.{}", tenths.abs() / 10, tenths.abs() % 10);
    let body = match language {
        Language::English => body,
        _ => body.replace('.', ","),
    };
    match tenths.signum() {
        1 => format!("+{body}"),
        -1 => format!("\u{2212}{body}"),
        _ => body,
    }
}

/// A value for the mover: "Win in 7 moves", "Draw", "+1.5 balls",
/// "+4.2 points expected".
pub fn value_text(catalog: &Catalog, v: &ReviewValue) -> String {
    match *v {
        ReviewValue::Win { plies } => catalog.plural(ReviewKey::ReviewWinIn, plies.into(), &[]),
        ReviewValue::Loss { plies } => catalog.plural(ReviewKey::ReviewLossIn, plies.into(), &[]),
        ReviewValue::Draw => catalog.text(ReviewKey::ReviewDraw, &[]),
        ReviewValue::Balls { balls, .. } => {
            catalog.text(ReviewKey::ReviewBalls, &[signed(catalog.language(), balls)])
        }
        ReviewValue::Points { expected } => catalog.text(
            ReviewKey::ReviewPoints,
            &[signed(catalog.language(), expected)],
        ),
    }
}

/// What the review knows of the decision on view.
#[derive(Clone, Debug, PartialEq)]
pub struct DecisionOnView {
    pub seat: u32,
    pub verdict: Verdict,
    /// The choice played and the engine's better one, in words.
    pub played: String,
    pub played_value: ReviewValue,
    pub best: Option<String>,
    pub best_value: ReviewValue,
}

/// How far the review has come.
#[derive(Clone, Debug, PartialEq)]
pub enum ReviewState {
    /// Reading the boards of the played line.
    Reading,
    /// Reviewing: `done` of `total` decisions.
    Running { done: u32, total: u32 },
    /// The review arrived; `complete` is false when it was stopped part-way
    /// after `reviewed` decisions.
    Done { complete: bool, reviewed: u32 },
    /// It could not be made, and why (in words).
    Failed { why: String },
}

/// What a card line is, for its style.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardRole {
    /// "Move 27 of 29 · Light", "Final position".
    Heading,
    /// The verdict's badge (its colour from [`verdict_colour`]).
    Mark(Verdict),
    /// What was played and its value.
    Played,
    /// The better choice and its value, "The best move" or "The only move".
    Best,
    /// The final position's result.
    Outcome,
    /// Reading, reviewing, stopped part-way.
    Status,
    /// The review failed.
    Problem,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardLine {
    pub role: CardRole,
    pub text: String,
}

/// The card for the board on view: `index` of `count` decisions (`index ==
/// count`: the final board), `mover` the seat to decide there, `decision`
/// its review once known, `outcome` the final result in words. (Plain
/// arguments rather than a record: the FFI passes them straight through.)
#[allow(clippy::too_many_arguments)]
pub fn card(
    catalog: &Catalog,
    game: GameKind,
    state: &ReviewState,
    index: u32,
    count: u32,
    mover: u32,
    decision: Option<&DecisionOnView>,
    outcome: &str,
) -> Vec<CardLine> {
    let line = |role, text| CardLine { role, text };
    let mut out = Vec::new();
    if let ReviewState::Failed { why } = state {
        out.push(line(
            CardRole::Problem,
            catalog.text(ReviewKey::ReviewFailed, std::slice::from_ref(why)),
        ));
        return out;
    }
    if index >= count {
        out.push(line(
            CardRole::Heading,
            catalog.text(ReviewKey::ReviewFinal, &[]),
        ));
        out.push(line(CardRole::Outcome, outcome.to_string()));
    } else {
        let seat = decision.map_or(mover, |d| d.seat);
        out.push(line(
            CardRole::Heading,
            catalog.text(
                ReviewKey::ReviewMove,
                &[
                    (index + 1).to_string(),
                    count.to_string(),
                    catalog.seat_name(game, seat),
                ],
            ),
        ));
        if let Some(d) = decision {
            // A forced move gets no badge: its line says it was the only one.
            if d.verdict != Verdict::Forced {
                out.push(line(
                    CardRole::Mark(d.verdict),
                    verdict_mark(catalog, d.verdict).label,
                ));
            }
            out.push(line(
                CardRole::Played,
                catalog.text(
                    ReviewKey::ReviewPlayed,
                    &[d.played.clone(), value_text(catalog, &d.played_value)],
                ),
            ));
            let best = match (&d.best, d.verdict) {
                (_, Verdict::Forced) => catalog.text(ReviewKey::ReviewOnlyMove, &[]),
                (Some(best), _) => catalog.text(
                    ReviewKey::ReviewBest,
                    &[best.clone(), value_text(catalog, &d.best_value)],
                ),
                (None, _) => catalog.text(ReviewKey::ReviewWasBest, &[]),
            };
            out.push(line(CardRole::Best, best));
        }
    }
    let status = match *state {
        ReviewState::Reading => Some(catalog.text(ReviewKey::ReviewReading, &[])),
        ReviewState::Running { done, total } => Some(catalog.text(
            ReviewKey::ReviewRunning,
            &[done.to_string(), total.max(count).to_string()],
        )),
        ReviewState::Done {
            complete: false,
            reviewed,
        } => Some(catalog.text(
            ReviewKey::ReviewPartial,
            &[reviewed.to_string(), count.to_string()],
        )),
        ReviewState::Done { .. } | ReviewState::Failed { .. } => None,
    };
    out.extend(status.map(|text| line(CardRole::Status, text)));
    out
}

/// The review's step buttons.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewStep {
    First,
    Previous,
    Next,
    Last,
    TurningPoint,
}

impl ReviewStep {
    pub const ALL: [ReviewStep; 5] = [
        ReviewStep::First,
        ReviewStep::Previous,
        ReviewStep::Next,
        ReviewStep::Last,
        ReviewStep::TurningPoint,
    ];

    pub fn label_key(self) -> ReviewKey {
        match self {
            ReviewStep::First => ReviewKey::ReviewFirst,
            ReviewStep::Previous => ReviewKey::ReviewPrevious,
            ReviewStep::Next => ReviewKey::ReviewNext,
            ReviewStep::Last => ReviewKey::ReviewLast,
            ReviewStep::TurningPoint => ReviewKey::ReviewTurningPoint,
        }
    }

    /// Where the step goes from `index` of `count` (`None`: closed).
    pub fn target(self, index: u32, count: u32, turning_point: Option<u32>) -> Option<u32> {
        let to = match self {
            ReviewStep::First => 0,
            ReviewStep::Previous => index.checked_sub(1)?,
            ReviewStep::Next => index + 1,
            ReviewStep::Last => count,
            ReviewStep::TurningPoint => turning_point?,
        };
        (to <= count && to != index).then_some(to)
    }
}

/// The seat whose view the graph takes: the one human's against the
/// computer, else the first seat.
pub fn graph_seat(humans: &[u32]) -> u32 {
    match humans {
        [only] => *only,
        _ => 0,
    }
}

/// What the graph's top and bottom edges mean: the seat it follows ahead,
/// and with two seats the other ahead, with more the same seat behind.
pub fn graph_ends(catalog: &Catalog, game: GameKind, seats: u32, seat: u32) -> (String, String) {
    let name = |s| catalog.seat_name(game, s);
    let top = catalog.text(ReviewKey::ReviewAhead, &[name(seat)]);
    let bottom = if seats == 2 {
        catalog.text(ReviewKey::ReviewAhead, &[name(1 - seat.min(1))])
    } else {
        catalog.text(ReviewKey::ReviewBehind, &[name(seat)])
    };
    (top, bottom)
}

#[cfg(test)]
#[path = "review_tests.rs"]
mod tests;
