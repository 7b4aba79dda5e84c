//! Pylos's puzzles: the core's runner over df-pn proofs.

use pyramids_core::puzzle::pylos::{prove_move, Position, PuzzleRun};
use pyramids_core::puzzle::{Puzzle, PuzzleError, TryOutcome};
use pyramids_core::pylos::{Pylos, PylosAction};
use pyramids_core::record::GameRecord;
use pyramids_core::search::ProvenValue;

use super::game::{Judged, Lost, PuzzleGame};
use super::mistakes::{ExactGame, Tried};
use crate::interact::Place;

impl PuzzleGame for Pylos {
    type Run = PuzzleRun;

    fn start(puzzle: &Puzzle) -> Result<PuzzleRun, PuzzleError> {
        PuzzleRun::new(puzzle.clone())
    }

    fn judge(run: &mut PuzzleRun, action: &PylosAction) -> Judged<PylosAction> {
        match run.try_action(action) {
            TryOutcome::Kept {
                reply,
                solved,
                moves_left,
            } => Judged::Kept {
                reply,
                solved,
                moves_left,
            },
            TryOutcome::TooSlow { moves } => Judged::TooSlow { moves },
            // A proof's depth bounds the defender's win but is not its
            // exact length, so it is not worded as one.
            TryOutcome::Wrong { value, refutation } => Judged::Wrong {
                refutation,
                after: match value {
                    Some(ProvenValue::Loss(_)) => Lost::Defeat,
                    Some(ProvenValue::Draw) => Lost::Draw,
                    _ => Lost::NoWin,
                },
            },
            _ => Judged::Finished,
        }
    }

    fn hint(run: &PuzzleRun) -> Option<PylosAction> {
        run.hint()
    }

    fn solution(run: &PuzzleRun) -> Vec<PylosAction> {
        run.solution()
    }

    fn moves_left(run: &PuzzleRun) -> u32 {
        run.moves_left()
    }

    fn retry(run: &mut PuzzleRun) {
        run.retry();
    }

    fn hint_place(action: &PylosAction) -> Option<Place> {
        match *action {
            PylosAction::Place { to } => Some(Place::Pylos(to)),
            PylosAction::Raise { from, .. } | PylosAction::Reclaim { from } => {
                Some(Place::Pylos(from))
            }
            PylosAction::Stop => None,
        }
    }
}

/// A Pylos mistake's tries are proven as a puzzle's are (tens of
/// milliseconds each): a proven win beats the game's lost move; a proven
/// loss is refuted with the defender's winning reply; nothing proven is no
/// better.
impl ExactGame for Pylos {
    fn value(record: &GameRecord<Pylos>, action: &PylosAction) -> Option<ProvenValue> {
        prove_move(&position(record), action).value
    }

    fn tried(record: &GameRecord<Pylos>, action: &PylosAction) -> Tried<PylosAction> {
        let proof = prove_move(&position(record), action);
        let (refutation, after) = match proof.value {
            Some(ProvenValue::Loss(_)) => (proof.reply, Lost::Defeat),
            _ => (None, Lost::NoWin),
        };
        Tried {
            value: proof.value,
            refutation,
            after,
        }
    }
}

fn position(record: &GameRecord<Pylos>) -> Position {
    Position {
        state: record.state().clone(),
        history: record.repetition_history(),
    }
}
