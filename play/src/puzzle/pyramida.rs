//! Pyramida's puzzles: the core's exact runner over the solved table (a
//! few seconds to solve on first use, then kept for the process).

use pyramids_core::game::{Game, Seat};
use pyramids_core::puzzle::pyramida::{Position, PuzzleRun};
use pyramids_core::puzzle::{Puzzle, PuzzleError, TryOutcome};
use pyramids_core::pyramida::solver::{solution, Solution};
use pyramids_core::pyramida::{Pyramida, PyramidaAction};
use pyramids_core::search::ProvenValue;

use super::game::{Judged, Lost, PuzzleGame};
use super::mistakes::{ExactGame, Tried};
use crate::interact::Place;
use pyramids_core::pyramida::ai::perfect_value_in;
use pyramids_core::record::GameRecord;

/// The runner and the position it stands at with its repetition history,
/// which the runner keeps to itself but a refutation's length needs.
#[derive(Clone, Debug)]
pub struct Run {
    run: PuzzleRun,
    position: Position,
    start: Position,
}

impl PuzzleGame for Pyramida {
    type Run = Run;

    fn start(puzzle: &Puzzle) -> Result<Run, PuzzleError> {
        let run = PuzzleRun::new(puzzle.clone())?;
        let start = Position::replay(&puzzle.moves)?;
        Ok(Run {
            run,
            position: start.clone(),
            start,
        })
    }

    fn judge(run: &mut Run, action: &PyramidaAction) -> Judged<PyramidaAction> {
        let table = solution();
        let solver = run.position.state.to_move();
        // Arms for the runner's other answers (Illegal: the session checks
        // the rules first; variants other games add) read as Finished.
        #[allow(unreachable_patterns)]
        match run.run.try_action(table, action) {
            TryOutcome::Kept {
                reply,
                solved,
                moves_left,
            } => {
                for a in std::iter::once(action).chain(&reply) {
                    let _ = run.position.play(a);
                }
                Judged::Kept {
                    reply,
                    solved,
                    moves_left,
                }
            }
            TryOutcome::TooSlow { moves } => Judged::TooSlow { moves },
            TryOutcome::Wrong { refutation, .. } => Judged::Wrong {
                refutation,
                after: lost_after(table, &run.position, action, solver),
            },
            _ => Judged::Finished,
        }
    }

    fn hint(run: &Run) -> Option<PyramidaAction> {
        run.run.hint(solution())
    }

    fn solution(run: &Run) -> Vec<PyramidaAction> {
        run.run.solution(solution())
    }

    fn moves_left(run: &Run) -> u32 {
        run.run.moves_left()
    }

    fn retry(run: &mut Run) {
        run.run.retry();
        run.position = run.start.clone();
    }

    fn hint_place(action: &PyramidaAction) -> Option<Place> {
        match *action {
            PyramidaAction::Move { from, .. } => Some(Place::Pyramida(from)),
            PyramidaAction::Retreat { to } => Some(Place::Pyramida(to)),
            PyramidaAction::Pass => None,
        }
    }
}

/// What `action` leaves the solver with, from the table: a draw, or the
/// defender's win counted in its own decisions, the defender playing its
/// fastest win and the solver its longest defence (the line the
/// refutation begins).
fn lost_after(table: &Solution, from: &Position, action: &PyramidaAction, solver: Seat) -> Lost {
    let mut p = from.clone();
    if p.play(action).is_err() {
        return Lost::NoWin;
    }
    let mut defender_moves = 0;
    while !p.state.outcome().is_over() {
        let valued = p.valued(table);
        let defending = p.state.to_move() != solver;
        let Some(next) = best(&valued) else {
            return Lost::NoWin;
        };
        if defending {
            // The defender cannot win from here: the solver holds a draw.
            if !matches!(next.1, ProvenValue::Win(_)) {
                return Lost::Draw;
            }
            defender_moves += 1;
        } else if !matches!(next.1, ProvenValue::Loss(_)) {
            return Lost::Draw;
        }
        if p.play(&next.0).is_err() {
            return Lost::NoWin;
        }
    }
    Lost::In {
        moves: defender_moves,
    }
}

/// The mover's best move: its fastest win, else a draw, else its longest
/// defence; the first in legal order among equals, as the core's runner
/// picks.
fn best(valued: &[(PyramidaAction, ProvenValue)]) -> Option<(PyramidaAction, ProvenValue)> {
    let rank = |v: ProvenValue| match v {
        ProvenValue::Win(d) => 1_000_000 - i64::from(d),
        ProvenValue::Draw => 0,
        ProvenValue::Loss(d) => -1_000_000 + i64::from(d),
    };
    valued.iter().fold(
        None::<(PyramidaAction, ProvenValue)>,
        |acc, &(a, v)| match acc {
            Some((_, best)) if rank(best) >= rank(v) => acc,
            _ => Some((a, v)),
        },
    )
}

impl ExactGame for Pyramida {
    fn value(record: &GameRecord<Pyramida>, action: &PyramidaAction) -> Option<ProvenValue> {
        Some(perfect_value_in(
            solution(),
            record.state(),
            action,
            &record.repetition_history(),
        ))
    }

    fn tried(record: &GameRecord<Pyramida>, action: &PyramidaAction) -> Tried<PyramidaAction> {
        let table = solution();
        let from = Position {
            state: record.state().clone(),
            history: record.repetition_history(),
        };
        let solver = from.state.to_move();
        let mut after = from.clone();
        let value = Some(perfect_value_in(table, &from.state, action, &from.history));
        if after.play(action).is_err() {
            return Tried {
                value,
                refutation: None,
                after: Lost::NoWin,
            };
        }
        let defending = !after.state.outcome().is_over() && after.state.to_move() != solver;
        let refutation = defending
            .then(|| best(&after.valued(table)).map(|(a, _)| a))
            .flatten();
        Tried {
            value,
            refutation,
            after: lost_after(table, &from, action, solver),
        }
    }
}
