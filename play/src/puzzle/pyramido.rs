//! Pyramido's puzzles: single turns scored against every option of the
//! turn (the core's runner; there is no defender).

use pyramids_core::puzzle::pyramido::PuzzleRun;
use pyramids_core::puzzle::{Puzzle, PuzzleError, TryOutcome};
use pyramids_core::pyramido::{Pyramido, PyramidoAction};

use super::game::{Judged, PuzzleGame};
use crate::interact::Place;

impl PuzzleGame for Pyramido {
    type Run = PuzzleRun;

    fn start(puzzle: &Puzzle) -> Result<PuzzleRun, PuzzleError> {
        PuzzleRun::new(puzzle.clone())
    }

    fn judge(run: &mut PuzzleRun, action: &PyramidoAction) -> Judged<PyramidoAction> {
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
            TryOutcome::FewerPoints { points, best } => Judged::FewerPoints { points, best },
            _ => Judged::Finished,
        }
    }

    fn hint(run: &PuzzleRun) -> Option<PyramidoAction> {
        run.hint()
    }

    fn solution(run: &PuzzleRun) -> Vec<PyramidoAction> {
        run.solution()
    }

    fn moves_left(run: &PuzzleRun) -> u32 {
        run.moves_left()
    }

    fn retry(run: &mut PuzzleRun) {
        run.retry();
    }

    fn place_floor(&self) -> u8 {
        self.floor()
    }

    fn hint_place(action: &PyramidoAction) -> Option<Place> {
        match *action {
            PyramidoAction::Place { cell, .. }
            | PyramidoAction::Mark { cell }
            | PyramidoAction::Tile { cell, .. }
            | PyramidoAction::FillHole { cell, .. } => Some(Place::PyramidoCell(cell)),
            PyramidoAction::Refill { pile } => Some(Place::PyramidoPile(pile)),
            PyramidoAction::SkipTile => None,
        }
    }
}
