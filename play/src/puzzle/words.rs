//! The puzzles' texts, for the apps (through the FFI) and the terminal
//! alike: decisions in words, never notation.

use pyramids_core::game::GameKind;
use pyramids_core::puzzle::Grade;

use super::game::Lost;
use super::progress::Rated;
use super::session::{Heading, PuzzleAnswer, PuzzleStatus, PuzzleView};
use crate::catalog::{AnyAction, Catalog, PuzzleKey, TextKey};

/// "Light to move and win in 3 moves".
pub fn heading(c: &Catalog, game: GameKind, heading: Heading) -> String {
    match heading {
        Heading::WinIn { seat, moves } => c.plural(
            PuzzleKey::PuzzleWinIn,
            i64::from(moves),
            &[c.seat_name(game, seat as u32)],
        ),
        Heading::BestTurn { seat, points } => c.plural(
            PuzzleKey::PuzzleBestTurn,
            i64::from(points),
            &[c.seat_name(game, seat as u32)],
        ),
        Heading::BetterMove { seat } => c.text(
            PuzzleKey::PuzzleBetterMove,
            &[c.seat_name(game, seat as u32)],
        ),
    }
}

/// "2 more moves to win", while a win is being played (a best turn has
/// its points in the heading and no count).
pub fn moves_left(c: &Catalog, view: &PuzzleView) -> Option<String> {
    match (view.heading, view.status) {
        (Heading::WinIn { .. }, PuzzleStatus::Solving) => {
            Some(c.plural(PuzzleKey::PuzzleMovesLeft, i64::from(view.moves_left), &[]))
        }
        _ => None,
    }
}

/// The answer to the last try: why it was refused, why it fails (the
/// defender's exact refutation and how the game then ends), or the
/// defender's reply to a right one.
pub fn answer(c: &Catalog, view: &PuzzleView) -> Option<String> {
    let defender = c.seat_name(view.game, view.defender as u32);
    Some(match view.answer.as_ref()? {
        PuzzleAnswer::Refused(problem) => c.rule_problem(problem),
        PuzzleAnswer::Kept { reply, .. } if reply.is_empty() => {
            c.text(PuzzleKey::PuzzleKeptNoReply, &[])
        }
        PuzzleAnswer::Kept { reply, .. } => {
            c.text(PuzzleKey::PuzzleKept, &[defender, line(c, reply)])
        }
        PuzzleAnswer::Solved => c.text(PuzzleKey::PuzzleSolved, &[]),
        PuzzleAnswer::TooSlow { moves, goal } => c.plural(
            PuzzleKey::PuzzleTooSlow,
            i64::from(*moves),
            &[goal.to_string()],
        ),
        PuzzleAnswer::Wrong { refutation, after } => {
            let reply = refutation.map(|a| c.action_words(&a));
            match (after, reply) {
                (Lost::In { moves }, Some(reply)) => c.plural(
                    PuzzleKey::PuzzleWrongLoss,
                    i64::from(*moves),
                    &[defender, reply],
                ),
                (Lost::In { moves }, None) => c.plural(
                    PuzzleKey::PuzzleWrongLossNoReply,
                    i64::from(*moves),
                    &[defender],
                ),
                (Lost::Defeat, Some(reply)) => {
                    c.text(PuzzleKey::PuzzleWrongWins, &[defender, reply])
                }
                (Lost::Defeat | Lost::NoWin, None) | (Lost::NoWin, Some(_)) => {
                    c.text(PuzzleKey::PuzzleWrongNoWin, &[])
                }
                (Lost::Draw, Some(reply)) => c.text(PuzzleKey::PuzzleWrongDraw, &[defender, reply]),
                (Lost::Draw, None) => c.text(PuzzleKey::PuzzleWrongDrawNoReply, &[]),
            }
        }
        PuzzleAnswer::NotBetter { refutation, .. } => match refutation {
            Some(r) => c.text(PuzzleKey::PuzzleNotBetter, &[defender, c.action_words(r)]),
            None => c.text(PuzzleKey::PuzzleNotBetterNoReply, &[]),
        },
        PuzzleAnswer::FewerPoints { points, best } => c.plural(
            PuzzleKey::PuzzleFewerPoints,
            i64::from(*points),
            &[best.to_string()],
        ),
        PuzzleAnswer::Finished => c.text(PuzzleKey::PuzzleSolved, &[]),
    })
}

fn line(c: &Catalog, actions: &[AnyAction]) -> String {
    actions
        .iter()
        .map(|a| c.action_words(a))
        .collect::<Vec<_>>()
        .join("; ")
}

/// "Hint: look at e3." (the hint's decision in words where it points at
/// no place).
pub fn hint(c: &Catalog, view: &PuzzleView) -> Option<String> {
    let (action, place) = view.hint.as_ref()?;
    Some(match place {
        Some(place) => c.text(PuzzleKey::PuzzleHint, &[c.place_name(*place, view.floor)]),
        None => c.text(TextKey::HintIs, &[c.action_words(action)]),
    })
}

/// "The solution: …." once it is shown.
pub fn solution(c: &Catalog, view: &PuzzleView) -> Option<String> {
    (!view.solution.is_empty())
        .then(|| c.text(PuzzleKey::PuzzleSolutionIs, &[line(c, &view.solution)]))
}

/// Next's label: the next puzzle, or a game's next mistake (a mistake is
/// not one of the shipped puzzles, and Next stays in the game).
pub fn next_button(c: &Catalog, view: &PuzzleView) -> String {
    c.text(
        match view.heading {
            Heading::BetterMove { .. } => PuzzleKey::PuzzleNextMistake,
            _ => PuzzleKey::PuzzleNext,
        },
        &[],
    )
}

pub fn grade_name(c: &Catalog, grade: Grade) -> String {
    c.text(
        match grade {
            Grade::Easy => PuzzleKey::PuzzleGradeEasy,
            Grade::Medium => PuzzleKey::PuzzleGradeMedium,
            Grade::Hard => PuzzleKey::PuzzleGradeHard,
        },
        &[],
    )
}

/// "Rating 1216 (+16)".
pub fn rating_change(c: &Catalog, rated: Rated) -> String {
    c.text(
        PuzzleKey::PuzzleRatingChange,
        &[
            rated.after.to_string(),
            format!("{:+}", rated.after - rated.before),
        ],
    )
}
