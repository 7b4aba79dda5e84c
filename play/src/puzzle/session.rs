//! Playing one puzzle: the position, the tries answered in typed terms,
//! the defender's replies, hint, solution step by step, retry.

use pyramids_core::error::{IllegalAction, RuleProblem};
use pyramids_core::game::{GameKind, Seat, SeatKind};
use pyramids_core::puzzle::{Goal, Grade, Puzzle, PuzzleError};
use pyramids_core::record::{Applied, GameRecord};

use super::game::{Judged, Lost, PuzzleGame};
use super::progress::Attempt;
use crate::catalog::AnyAction;
use crate::interact::Place;

/// What the puzzle asks, above the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Heading {
    /// "Light to move and win in 3".
    WinIn { seat: Seat, moves: u32 },
    /// Pyramido: "Player 1 to move: score 7 points this turn".
    BestTurn { seat: Seat, points: i32 },
    /// A position from the player's own game: "find a better move".
    BetterMove { seat: Seat },
}

/// Where the puzzle stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleStatus {
    /// Waiting for the solver's decision.
    Solving,
    /// Won.
    Solved,
    /// The solution is on show: `step` of its `steps` decisions played.
    Solution { step: usize, steps: usize },
}

/// The answer to the last try, typed; [`super::words`] puts it in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleAnswer {
    /// The rules refuse it; nothing changed.
    Refused(RuleProblem),
    /// Right: played, and the defender answered with `reply` (animate it).
    Kept {
        reply: Vec<AnyAction>,
        moves_left: u32,
    },
    /// Right, and the puzzle is won.
    Solved,
    /// Still a win, but in `moves` of the solver's decisions where the
    /// puzzle asks for `goal`; nothing changed.
    TooSlow { moves: u32, goal: u32 },
    /// The win slips: the defender's exact refutation and what follows;
    /// nothing changed.
    Wrong {
        refutation: Option<AnyAction>,
        after: Lost,
    },
    /// Pyramido: after it the turn can make only `points` of the `best`;
    /// nothing changed.
    FewerPoints { points: i32, best: i32 },
    /// A mistake played again: the try is no better than the game's move;
    /// the other side's best reply and what follows. Nothing changed.
    NotBetter {
        refutation: Option<AnyAction>,
        after: Lost,
    },
    /// Nothing more to play here (solved, or the solution on show).
    Finished,
}

/// What the puzzle panel and the board show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleView {
    pub id: String,
    pub game: GameKind,
    pub grade: Grade,
    pub heading: Heading,
    pub solver: Seat,
    pub defender: Seat,
    /// The solver's decisions still needed.
    pub moves_left: u32,
    pub answer: Option<PuzzleAnswer>,
    /// The hint asked for at this position: what it moves, and the place
    /// to point at.
    pub hint: Option<(AnyAction, Option<Place>)>,
    /// The floor the hint's place is named on (Pyramido).
    pub floor: u8,
    /// The solution once asked for: every decision, both sides, from where
    /// it was asked.
    pub solution: Vec<AnyAction>,
    pub status: PuzzleStatus,
    /// How the puzzle went, once that is settled (a wrong try, a hint or
    /// the solution settle it as failed).
    pub attempt: Option<Attempt>,
}

/// One puzzle being solved.
#[derive(Clone, Debug)]
pub struct PuzzleSession<G: PuzzleGame> {
    puzzle: Puzzle,
    heading: Heading,
    run: G::Run,
    start: GameRecord<G>,
    record: GameRecord<G>,
    goal: u32,
    moves_left: u32,
    answer: Option<PuzzleAnswer>,
    hint: Option<G::Action>,
    /// A wrong try, a hint or the solution at any time in this session.
    helped: bool,
    solution: Option<(Vec<G::Action>, usize)>,
    solved: bool,
    /// The defender's refutation of the last try, if it was wrong.
    refutation: Option<G::Action>,
}

impl<G: PuzzleGame> PuzzleSession<G> {
    pub fn new(puzzle: &Puzzle) -> Result<PuzzleSession<G>, PuzzleError> {
        if puzzle.game != G::KIND {
            return Err(PuzzleError::WrongGame);
        }
        let run = G::start(puzzle)?;
        let options = G::lesson_options(None);
        let seats = vec![SeatKind::Human; G::new(&options, puzzle.seed).seat_count()];
        let mut start = GameRecord::new(options, puzzle.seed, seats);
        for (index, text) in puzzle.moves.iter().enumerate() {
            start
                .apply_notation(text)
                .map_err(|e| PuzzleError::IllegalMove {
                    index,
                    text: text.clone(),
                    problem: e.to_string(),
                })?;
        }
        let seat = start.to_move();
        let (goal, heading) = match puzzle.goal {
            Goal::WinIn { moves } => (moves, Heading::WinIn { seat, moves }),
            Goal::BestTurn { points } => (G::moves_left(&run), Heading::BestTurn { seat, points }),
        };
        Ok(PuzzleSession {
            heading,
            puzzle: puzzle.clone(),
            run,
            record: start.clone(),
            start,
            goal,
            moves_left: goal,
            answer: None,
            hint: None,
            helped: false,
            solution: None,
            solved: false,
            refutation: None,
        })
    }

    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The position on the board.
    pub fn record(&self) -> &GameRecord<G> {
        &self.record
    }

    pub fn solver(&self) -> Seat {
        self.start.to_move()
    }

    fn status(&self) -> PuzzleStatus {
        match (&self.solution, self.solved) {
            (Some((line, step)), _) => PuzzleStatus::Solution {
                step: *step,
                steps: line.len(),
            },
            (None, true) => PuzzleStatus::Solved,
            (None, false) => PuzzleStatus::Solving,
        }
    }

    pub fn attempt(&self) -> Option<Attempt> {
        match (self.solved, self.helped) {
            (true, false) => Some(Attempt::Clean),
            (true, true) if self.solution.is_none() => Some(Attempt::Solved),
            (_, true) => Some(Attempt::Failed),
            (false, false) => None,
        }
    }

    pub fn view(&self) -> PuzzleView {
        let solver = self.solver();
        let seats = self.start.seats().len().max(1);
        PuzzleView {
            id: self.puzzle.id.clone(),
            game: G::KIND,
            grade: self.puzzle.grade,
            heading: self.heading,
            solver,
            defender: (solver + 1) % seats,
            moves_left: self.moves_left,
            answer: self.answer.clone(),
            floor: self.record.state().place_floor(),
            hint: self
                .hint
                .as_ref()
                .map(|a| (G::any_action(a), G::hint_place(a))),
            solution: self
                .solution
                .as_ref()
                .map(|(line, _)| line.iter().map(G::any_action).collect())
                .unwrap_or_default(),
            status: self.status(),
            attempt: self.attempt(),
        }
    }

    /// The solver's try. A refused, slow or wrong one changes nothing; a
    /// right one is played with the defender's reply, returned in order.
    pub fn try_action(&mut self, action: &G::Action) -> (PuzzleAnswer, Vec<Applied<G>>) {
        self.refutation = None;
        let (answer, played) = self.judge(action);
        self.answer = Some(answer.clone());
        (answer, played)
    }

    fn judge(&mut self, action: &G::Action) -> (PuzzleAnswer, Vec<Applied<G>>) {
        if self.solved || self.solution.is_some() {
            return (PuzzleAnswer::Finished, Vec::new());
        }
        match self.record.clone().apply(action) {
            Ok(_) => {}
            Err(IllegalAction::Rejected { problem, .. }) => {
                return (PuzzleAnswer::Refused(problem), Vec::new())
            }
            Err(IllegalAction::GameOver) => return (PuzzleAnswer::Finished, Vec::new()),
        }
        match G::judge(&mut self.run, action) {
            Judged::Kept {
                reply,
                solved,
                moves_left,
            } => {
                let played: Vec<Applied<G>> = std::iter::once(action)
                    .chain(&reply)
                    .filter_map(|a| self.record.apply(a).ok())
                    .collect();
                self.moves_left = moves_left;
                self.hint = None;
                self.solved = solved;
                let answer = if solved {
                    PuzzleAnswer::Solved
                } else {
                    PuzzleAnswer::Kept {
                        reply: reply.iter().map(G::any_action).collect(),
                        moves_left,
                    }
                };
                (answer, played)
            }
            Judged::TooSlow { moves } => (
                PuzzleAnswer::TooSlow {
                    moves,
                    goal: self.moves_left,
                },
                Vec::new(),
            ),
            Judged::Wrong { refutation, after } => {
                self.helped = true;
                self.refutation = refutation.clone();
                (
                    PuzzleAnswer::Wrong {
                        refutation: refutation.as_ref().map(G::any_action),
                        after,
                    },
                    Vec::new(),
                )
            }
            Judged::FewerPoints { points, best } => {
                self.helped = true;
                (PuzzleAnswer::FewerPoints { points, best }, Vec::new())
            }
            Judged::Finished => (PuzzleAnswer::Finished, Vec::new()),
        }
    }

    /// The decision the last hint gave, typed.
    pub fn hint_action(&self) -> Option<&G::Action> {
        self.hint.as_ref()
    }

    /// The defender's refutation of the last try, if it was wrong: a
    /// decision in the position after that try.
    pub fn refutation(&self) -> Option<&G::Action> {
        self.refutation.as_ref()
    }

    /// A decision that keeps the fastest win here, and the place to point
    /// at. Asking settles the puzzle as failed.
    pub fn hint(&mut self) -> Option<(AnyAction, Option<Place>)> {
        if self.solved || self.solution.is_some() {
            return None;
        }
        let action = G::hint(&self.run)?;
        self.helped = true;
        self.hint = Some(action.clone());
        Some((G::any_action(&action), G::hint_place(&action)))
    }

    /// Shows the solution from here (the player then plays it on with
    /// [`PuzzleSession::solution_step`]). Settles the puzzle as failed.
    pub fn show_solution(&mut self) -> Vec<AnyAction> {
        if self.solution.is_none() && !self.solved {
            self.helped = true;
            self.answer = None;
            self.hint = None;
            self.solution = Some((G::solution(&self.run), 0));
        }
        self.view().solution
    }

    /// Plays the solution's next decision on the board (nothing once it is
    /// all played, or before it is shown).
    pub fn solution_step(&mut self) -> Vec<Applied<G>> {
        let Some((line, step)) = &mut self.solution else {
            return Vec::new();
        };
        let Some(action) = line.get(*step) else {
            return Vec::new();
        };
        *step += 1;
        self.record.apply(action).into_iter().collect()
    }

    /// Back to the puzzle's position, to try again. How it went stays
    /// settled: a retried puzzle can be solved but not solved cleanly.
    pub fn retry(&mut self) {
        G::retry(&mut self.run);
        self.record = self.start.clone();
        self.moves_left = self.goal;
        self.answer = None;
        self.hint = None;
        self.solution = None;
        self.solved = false;
        self.refutation = None;
    }
}
