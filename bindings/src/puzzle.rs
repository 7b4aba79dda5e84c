//! The puzzles (`pyramids_play::puzzle`) for the apps. A `PuzzleController`
//! plays one puzzle on a `GameSession` of its own, which the app draws and
//! hit-tests as any game's (`BoardInteraction.lesson` on it hands each
//! completed selection back instead of playing it); the app passes that
//! decision to `try_action` and shows the panel from `screen`, every word
//! included. `PuzzleProgress` is the player's results, streak and rating,
//! kept by the app as one JSON file with its data.
//!
//! Pyramida's answers come from the solved table: the first try, hint or
//! solution solves it (seconds, unless `pyramida_install_table` put it in
//! place), so call them off the main thread.

use std::sync::{Arc, Mutex};

use pyramids_core::error::RuleProblem;
use pyramids_core::pylos::Pylos;
use pyramids_core::pyramida::Pyramida;
use pyramids_core::pyramido::Pyramido;
use pyramids_play::catalog::{Catalog, PuzzleKey, TextKey};
use pyramids_play::puzzle::{
    self as play, words, Attempt, Grade, PuzzleAnswer, PuzzleGame, PuzzleSession, PuzzleStatus,
};

use crate::adapter::{per_game, FfiGame};
use crate::catalog::TextCatalog;
use crate::error::{guard, lock, OptionsProblem, PyramidsError, Result};
use crate::interact::BoardPlace;
use crate::seat::Seat;
use crate::session::GameSession;
use crate::types::{GameAction, GameEvent, GameKind};

#[path = "puzzle_mistakes.rs"]
mod mistakes;
#[path = "puzzle_progress.rs"]
mod progress;
pub use mistakes::{MistakeController, MistakeOffer};
pub use progress::{PuzzleCounts, PuzzleEntry, PuzzleProgress, PuzzleRated};

/// A puzzle's difficulty: which computer levels find its answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum PuzzleGrade {
    Easy,
    Medium,
    Hard,
}

impl PuzzleGrade {
    fn from_core(grade: Grade) -> PuzzleGrade {
        match grade {
            Grade::Easy => PuzzleGrade::Easy,
            Grade::Medium => PuzzleGrade::Medium,
            Grade::Hard => PuzzleGrade::Hard,
        }
    }

    fn core(self) -> Grade {
        match self {
            PuzzleGrade::Easy => Grade::Easy,
            PuzzleGrade::Medium => Grade::Medium,
            PuzzleGrade::Hard => Grade::Hard,
        }
    }
}

/// How a puzzle went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum PuzzleAttempt {
    /// A wrong try, a hint or the solution, and not solved since.
    Failed,
    /// Solved after a wrong try or a hint.
    Solved,
    /// Solved with no wrong try, hint or solution.
    Clean,
}

impl PuzzleAttempt {
    fn from_play(a: Attempt) -> PuzzleAttempt {
        match a {
            Attempt::Failed => PuzzleAttempt::Failed,
            Attempt::Solved => PuzzleAttempt::Solved,
            Attempt::Clean => PuzzleAttempt::Clean,
        }
    }

    fn play(self) -> Attempt {
        match self {
            PuzzleAttempt::Failed => Attempt::Failed,
            PuzzleAttempt::Solved => Attempt::Solved,
            PuzzleAttempt::Clean => Attempt::Clean,
        }
    }
}

/// Where the puzzle stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum PuzzleState {
    /// Waiting for the solver's decision on the board.
    Solving,
    Solved,
    /// The solution is on show: `step` of its `steps` decisions played
    /// (`solution_step` plays the next).
    Solution {
        step: u32,
        steps: u32,
    },
}

/// The answer to the last try, typed (its words are `PuzzleText.answer`).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum PuzzleVerdict {
    /// The rules refuse it; nothing changed.
    Refused { problem: RuleProblem },
    /// Right: played with the defender's reply.
    Kept { moves_left: u32 },
    /// Right, and won.
    Solved,
    /// Still a win, but slower than asked; nothing changed.
    TooSlow { moves: u32, goal: u32 },
    /// The win slips; nothing changed. `defender_moves` is how many
    /// decisions the defender then needs to win where that is exact (null:
    /// a draw, or a proven win of unknown length).
    Wrong { defender_moves: Option<u32> },
    /// Pyramido: after it the turn makes only `points` of the `best`;
    /// nothing changed.
    FewerPoints { points: i32, best: i32 },
    /// Nothing more to play (solved, or the solution on show).
    Finished,
}

/// The panel's words, in the catalog's language.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleText {
    /// "White to move and win in 3 moves".
    pub heading: String,
    /// "Easy".
    pub grade: String,
    /// "2 more moves to win", while solving a win (none for a best turn).
    pub moves_left: Option<String>,
    /// The answer to the last try: the rules' reason, the defender's reply,
    /// or why it fails ("That lets the win slip: Black answers “…” and wins
    /// in 2 moves.").
    pub answer: Option<String>,
    /// "Hint: look at e3." once asked for.
    pub hint: Option<String>,
    /// "The solution: …." once shown.
    pub solution: Option<String>,
    pub hint_button: String,
    pub solution_button: String,
    /// The button that plays the solution's next decision.
    pub solution_step: String,
    pub retry: String,
    pub next: String,
}

/// What the puzzle panel and the board show now.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleScreen {
    pub puzzle_id: String,
    pub game: GameKind,
    pub grade: PuzzleGrade,
    pub solver: Seat,
    pub moves_left: u32,
    pub verdict: Option<PuzzleVerdict>,
    /// The place the hint points at, once asked for: mark it on the board.
    pub hint: Option<BoardPlace>,
    pub state: PuzzleState,
    /// How the puzzle went, once settled: record it with
    /// `PuzzleProgress.record`.
    pub attempt: Option<PuzzleAttempt>,
    pub text: PuzzleText,
}

/// A try's result: the screen, what was played (the solver's decision and
/// the defender's reply) to animate in order, and for a wrong try the
/// defender's refutation (as a decision after the wrong one) to show.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct PuzzleUpdate {
    pub screen: PuzzleScreen,
    pub played: Vec<GameAction>,
    pub events: Vec<GameEvent>,
    pub refutation: Option<GameAction>,
}

/// The puzzle sessions of the games that have puzzles; a game whose set
/// lands gets a variant.
enum AnySession {
    Pylos(PuzzleSession<Pylos>),
    Pyramida(PuzzleSession<Pyramida>),
    Pyramido(PuzzleSession<Pyramido>),
}

pub(crate) fn no_such_puzzle(id: &str) -> PyramidsError {
    PyramidsError::bad_options(
        OptionsProblem::NoSuchPuzzle {
            id: crate::error::clip(id),
        },
        format!("there is no puzzle {:?}", crate::error::clip(id)),
    )
}

/// One puzzle being solved.
#[derive(uniffi::Object)]
pub struct PuzzleController {
    session: Arc<GameSession>,
    run: Mutex<AnySession>,
}

impl PuzzleController {
    fn sync(&self, run: &AnySession) {
        let record = per_game!(AnySession, run, |s, G| G::wrap(s.record().clone()));
        self.session.replace_record(record);
    }

    fn screen_of<G: FfiGame + PuzzleGame>(s: &PuzzleSession<G>, c: &Catalog) -> PuzzleScreen {
        screen_from(s.view(), c)
    }
}

/// The screen of a puzzle's (or a mistake's) view, every word included.
pub(crate) fn screen_from(view: play::PuzzleView, c: &Catalog) -> PuzzleScreen {
    {
        let text = PuzzleText {
            heading: words::heading(c, view.game, view.heading),
            grade: words::grade_name(c, view.grade),
            moves_left: words::moves_left(c, &view),
            answer: words::answer(c, &view),
            hint: words::hint(c, &view),
            solution: words::solution(c, &view),
            hint_button: c.text(TextKey::Hint, &[]),
            solution_button: c.text(PuzzleKey::PuzzleSolutionButton, &[]),
            solution_step: c.text(PuzzleKey::PuzzleSolutionStep, &[]),
            retry: c.text(PuzzleKey::PuzzleRetry, &[]),
            next: words::next_button(c, &view),
        };
        PuzzleScreen {
            puzzle_id: view.id.clone(),
            game: view.game,
            grade: PuzzleGrade::from_core(view.grade),
            solver: Seat::new(view.solver).unwrap_or(Seat::ALL[0]),
            moves_left: view.moves_left,
            verdict: view.answer.as_ref().map(|a| match a {
                PuzzleAnswer::Refused(problem) => PuzzleVerdict::Refused {
                    problem: problem.clone(),
                },
                PuzzleAnswer::Kept { moves_left, .. } => PuzzleVerdict::Kept {
                    moves_left: *moves_left,
                },
                PuzzleAnswer::Solved => PuzzleVerdict::Solved,
                PuzzleAnswer::TooSlow { moves, goal } => PuzzleVerdict::TooSlow {
                    moves: *moves,
                    goal: *goal,
                },
                // A mistake played again: the try is no better than the game.s.
                PuzzleAnswer::NotBetter { .. } => PuzzleVerdict::Wrong {
                    defender_moves: None,
                },
                PuzzleAnswer::Wrong { after, .. } => PuzzleVerdict::Wrong {
                    defender_moves: match after {
                        play::Lost::In { moves } => Some(*moves),
                        play::Lost::Defeat | play::Lost::Draw | play::Lost::NoWin => None,
                    },
                },
                PuzzleAnswer::FewerPoints { points, best } => PuzzleVerdict::FewerPoints {
                    points: *points,
                    best: *best,
                },
                PuzzleAnswer::Finished => PuzzleVerdict::Finished,
            }),
            hint: view
                .hint
                .and_then(|(_, place)| place)
                .map(BoardPlace::from_play),
            state: match view.status {
                PuzzleStatus::Solving => PuzzleState::Solving,
                PuzzleStatus::Solved => PuzzleState::Solved,
                PuzzleStatus::Solution { step, steps } => PuzzleState::Solution {
                    step: step as u32,
                    steps: steps as u32,
                },
            },
            attempt: view.attempt.map(PuzzleAttempt::from_play),
            text,
        }
    }
}

impl PuzzleController {
    /// Names the played decisions from the positions they were taken in.
    fn played_of<G: FfiGame>(
        mut before: G,
        played: &[pyramids_core::record::Applied<G>],
    ) -> Result<(Vec<GameAction>, Vec<GameEvent>)> {
        let mut actions = Vec::new();
        let mut events = Vec::new();
        for applied in played {
            actions.push(GameSession::action_of(&before, &applied.action));
            events.extend(applied.events.iter().map(G::event));
            before
                .apply(&applied.action)
                .map_err(|e| PyramidsError::internal(e.to_string()))?;
        }
        Ok((actions, events))
    }

    fn try_with<G: FfiGame + PuzzleGame>(
        s: &mut PuzzleSession<G>,
        action: &GameAction,
    ) -> Result<(Vec<GameAction>, Vec<GameEvent>, Option<GameAction>)> {
        let state = s.record().state().clone();
        let typed = G::from_detail(&state, &action.detail)
            .map_err(|expected| PyramidsError::unreadable(&action.notation, expected))?;
        let (answer, played) = s.try_action(&typed);
        let refutation = match answer {
            PuzzleAnswer::Wrong { .. } => {
                let mut after = state.clone();
                match (after.apply(&typed), s.refutation()) {
                    (Ok(_), Some(r)) => Some(GameSession::action_of(&after, r)),
                    _ => None,
                }
            }
            _ => None,
        };
        let (actions, events) = Self::played_of(state, &played)?;
        Ok((actions, events, refutation))
    }
}

#[uniffi::export]
impl PuzzleController {
    /// The shipped puzzle `puzzle_id` (`PuzzleProgress.next_puzzle`,
    /// `daily`), from its position.
    #[uniffi::constructor]
    pub fn new(puzzle_id: String) -> Result<Arc<Self>> {
        guard(|| {
            let puzzle = play::puzzle(&puzzle_id).ok_or_else(|| no_such_puzzle(&puzzle_id))?;
            let bad = |e: play::PuzzleError| PyramidsError::internal(e.to_string());
            let run = match puzzle.game {
                GameKind::Pylos => AnySession::Pylos(PuzzleSession::new(puzzle).map_err(bad)?),
                GameKind::Pyramida => {
                    AnySession::Pyramida(PuzzleSession::new(puzzle).map_err(bad)?)
                }
                GameKind::Pyramido => {
                    AnySession::Pyramido(PuzzleSession::new(puzzle).map_err(bad)?)
                }
            };
            let (kind, record) = per_game!(AnySession, &run, |s, G| (
                G::FFI_KIND,
                G::wrap(s.record().clone())
            ));
            Ok(Arc::new(PuzzleController {
                session: GameSession::from_record(kind, record),
                run: Mutex::new(run),
            }))
        })
    }

    /// The puzzle's board: draw it, and hit-test on it with
    /// `BoardInteraction.lesson`.
    pub fn session(&self) -> Arc<GameSession> {
        self.session.clone()
    }

    pub fn screen(&self, catalog: Arc<TextCatalog>) -> PuzzleScreen {
        per_game!(AnySession, &*lock(&self.run), |s, G| Self::screen_of::<G>(
            s,
            &catalog.inner
        ))
    }

    /// The solver's decision (from `BoardInteraction.lesson`'s `Chosen`).
    /// A refused, slow or wrong try changes nothing and says why; a right
    /// one is played with the defender's reply.
    pub fn try_action(
        &self,
        action: GameAction,
        catalog: Arc<TextCatalog>,
    ) -> Result<PuzzleUpdate> {
        guard(|| {
            let mut run = lock(&self.run);
            let (played, events, refutation) =
                per_game!(AnySession, &mut *run, |s, G| Self::try_with::<G>(
                    s, &action
                ))?;
            self.sync(&run);
            Ok(PuzzleUpdate {
                screen: per_game!(AnySession, &*run, |s, G| Self::screen_of::<G>(
                    s,
                    &catalog.inner
                )),
                played,
                events,
                refutation,
            })
        })
    }

    /// Hint: the place to look at, marked on the screen (settles the
    /// puzzle as failed).
    pub fn hint(&self, catalog: Arc<TextCatalog>) -> Result<PuzzleScreen> {
        self.change(&catalog, |run| {
            per_game!(AnySession, run, |s, G| {
                s.hint();
            })
        })
    }

    /// Shows the solution in words; `solution_step` plays it on the board.
    pub fn show_solution(&self, catalog: Arc<TextCatalog>) -> Result<PuzzleScreen> {
        self.change(&catalog, |run| {
            per_game!(AnySession, run, |s, G| {
                s.show_solution();
            })
        })
    }

    /// Plays the shown solution's next decision (nothing once all played).
    pub fn solution_step(&self, catalog: Arc<TextCatalog>) -> Result<PuzzleUpdate> {
        guard(|| {
            let mut run = lock(&self.run);
            let (played, events) = per_game!(AnySession, &mut *run, |s, G| {
                let before = s.record().state().clone();
                let applied = s.solution_step();
                Self::played_of::<G>(before, &applied)
            })?;
            self.sync(&run);
            Ok(PuzzleUpdate {
                screen: per_game!(AnySession, &*run, |s, G| Self::screen_of::<G>(
                    s,
                    &catalog.inner
                )),
                played,
                events,
                refutation: None,
            })
        })
    }

    /// Back to the puzzle's position.
    pub fn retry(&self, catalog: Arc<TextCatalog>) -> Result<PuzzleScreen> {
        self.change(&catalog, |run| per_game!(AnySession, run, |s, G| s.retry()))
    }
}

impl PuzzleController {
    fn change(
        &self,
        catalog: &TextCatalog,
        f: impl FnOnce(&mut AnySession),
    ) -> Result<PuzzleScreen> {
        guard(|| {
            let mut run = lock(&self.run);
            f(&mut run);
            self.sync(&run);
            Ok(per_game!(AnySession, &*run, |s, G| Self::screen_of::<G>(
                s,
                &catalog.inner
            )))
        })
    }
}

#[cfg(test)]
#[path = "puzzle_tests.rs"]
mod tests;
