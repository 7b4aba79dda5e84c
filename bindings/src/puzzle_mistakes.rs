//! `MistakeController`: learn from your mistakes. From a game's session
//! (its game over, or its review open), each of one seat's mistakes and
//! blunders with an exact or proven better move is played again on a board
//! of its own, "find a better move", checked and refuted as a puzzle is.
//! Pyramida's values are exact (the solved table: reviewing solves it first
//! unless installed), Pylos's proven by df-pn (a second or so for a game);
//! either way call `new` off the main thread. Pyramido offers none.

use std::sync::{Arc, Mutex};

use pyramids_core::pylos::Pylos;
use pyramids_core::pyramida::Pyramida;
use pyramids_core::record::{Applied, GameRecord};
use pyramids_core::review::{review, ReviewBudget, ReviewControl, Reviewable};
use pyramids_play::catalog::PuzzleKey;
use pyramids_play::puzzle::{
    mistakes, ExactGame, Mistake, MistakeSession, PuzzleGame, MISTAKE_REVIEW_NODES,
};

use super::{screen_from, PuzzleController, PuzzleScreen, PuzzleUpdate};
use crate::adapter::FfiGame;
use crate::catalog::TextCatalog;
use crate::error::{guard, lock, OptionsProblem, PyramidsError, Result};
use crate::seat::Seat;
use crate::session::{AnyRecord, GameSession};
use crate::types::GameAction;

/// The offer on the game-over sheet and the review screen, worded; none
/// when the game has no such mistake.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct MistakeOffer {
    /// "Learn from your mistakes".
    pub title: String,
    /// "2 positions to play again".
    pub detail: String,
    pub count: u32,
}

/// The mistake being played again, of a game that has them.
enum AnyMistake {
    Pylos(MistakeSession<Pylos>),
    Pyramida(MistakeSession<Pyramida>),
}

/// Runs `$body` with `$s` bound to the open mistake's session and `$G` to
/// its game.
macro_rules! with_mistake {
    ($any:expr, |$s:ident, $G:ident| $body:expr) => {
        match $any {
            AnyMistake::Pylos($s) => {
                #[allow(unused)]
                type $G = Pylos;
                $body
            }
            AnyMistake::Pyramida($s) => {
                #[allow(unused)]
                type $G = Pyramida;
                $body
            }
        }
    };
}

/// A reviewed game's mistakes, played again one at a time.
#[derive(uniffi::Object)]
pub struct MistakeController {
    found: Vec<Mistake>,
    board: Arc<GameSession>,
    current: Mutex<Option<AnyMistake>>,
}

/// `seat`'s mistakes in `record`, reviewed with the mistakes' budget.
fn found_in<G: ExactGame + Reviewable>(record: &GameRecord<G>, seat: Seat) -> Result<Vec<Mistake>> {
    if record.ply() == 0 {
        return Ok(Vec::new());
    }
    let reviewed = review(
        record,
        ReviewBudget::Nodes {
            per_decision: MISTAKE_REVIEW_NODES,
        },
        &ReviewControl::new(),
    )
    .map_err(|e| PyramidsError::internal(e.to_string()))?;
    Ok(mistakes(record, &reviewed, usize::from(seat)))
}

#[uniffi::export]
impl MistakeController {
    /// The mistakes of `seat` in `session`'s game (reviewed here).
    #[uniffi::constructor]
    pub fn new(session: Arc<GameSession>, seat: Seat) -> Result<Arc<Self>> {
        guard(|| {
            let record = session.record_copy();
            let found = match &record {
                AnyRecord::Pylos(r) => found_in(r, seat)?,
                AnyRecord::Pyramida(r) => found_in(r, seat)?,
                AnyRecord::Pyramido(_) => Vec::new(),
            };
            Ok(Arc::new(MistakeController {
                found,
                // The game's own board until a mistake is opened on it.
                board: GameSession::from_record(session.kind(), record),
                current: Mutex::new(None),
            }))
        })
    }

    pub fn count(&self) -> u32 {
        self.found.len() as u32
    }

    pub fn offer(&self, catalog: Arc<TextCatalog>) -> Option<MistakeOffer> {
        let c = &catalog.inner;
        (!self.found.is_empty()).then(|| MistakeOffer {
            title: c.text(PuzzleKey::PuzzleYourMistakes, &[]),
            detail: c.plural(PuzzleKey::PuzzleMistakesFound, self.found.len() as i64, &[]),
            count: self.count(),
        })
    }

    /// The board the open mistake is played on (`BoardInteraction.lesson`).
    pub fn session(&self) -> Arc<GameSession> {
        self.board.clone()
    }

    /// Opens mistake `index` (0 to `count() - 1`) from the position before it.
    pub fn open(&self, index: u32, catalog: Arc<TextCatalog>) -> Result<PuzzleScreen> {
        guard(|| {
            let mistake = self.found.get(index as usize).ok_or_else(|| {
                PyramidsError::bad_options(
                    OptionsProblem::NoSuchPosition {
                        index: index as i32,
                        last: self.found.len() as i32 - 1,
                    },
                    format!("no mistake {index}"),
                )
            })?;
            let replays = || PyramidsError::internal("a reviewed position does not replay");
            let any = match mistake.game {
                pyramids_core::game::GameKind::Pylos => {
                    AnyMistake::Pylos(MistakeSession::new(mistake).ok_or_else(replays)?)
                }
                _ => AnyMistake::Pyramida(MistakeSession::new(mistake).ok_or_else(replays)?),
            };
            let screen = with_mistake!(&any, |s, G| {
                self.board.replace_record(G::wrap(s.record().clone()));
                screen_from(s.view(), &catalog.inner)
            });
            *lock(&self.current) = Some(any);
            Ok(screen)
        })
    }

    /// The solver's try on the open mistake: a better move than the game's
    /// is played and solves it; any other changes nothing and is answered.
    pub fn try_action(
        &self,
        action: GameAction,
        catalog: Arc<TextCatalog>,
    ) -> Result<PuzzleUpdate> {
        guard(|| {
            let mut current = lock(&self.current);
            with_mistake!(open_one(&mut current)?, |s, G| {
                let state = s.record().state().clone();
                let typed = G::from_detail(&state, &action.detail)
                    .map_err(|expected| PyramidsError::unreadable(&action.notation, expected))?;
                let (_, applied) = s.try_action(&typed);
                self.update(s, state, &applied, &catalog)
            })
        })
    }

    /// Hint: the place the better move starts from, marked on the screen
    /// (the mistake then counts as found after help).
    pub fn hint(&self, catalog: Arc<TextCatalog>) -> Result<PuzzleScreen> {
        self.change(&catalog, |any| {
            with_mistake!(any, |s, G| {
                s.hint();
            })
        })
    }

    /// Shows the better move in words; `solution_step` plays it.
    pub fn show_solution(&self, catalog: Arc<TextCatalog>) -> Result<PuzzleScreen> {
        self.change(&catalog, |any| {
            with_mistake!(any, |s, G| {
                s.show_solution();
            })
        })
    }

    /// Plays the shown better move on the board (nothing once played).
    pub fn solution_step(&self, catalog: Arc<TextCatalog>) -> Result<PuzzleUpdate> {
        guard(|| {
            let mut current = lock(&self.current);
            with_mistake!(open_one(&mut current)?, |s, G| {
                let before = s.record().state().clone();
                let applied = s.solution_step();
                self.update(s, before, &applied, &catalog)
            })
        })
    }

    /// Back to the position before the mistake.
    pub fn retry(&self, catalog: Arc<TextCatalog>) -> Result<PuzzleScreen> {
        self.change(&catalog, |any| with_mistake!(any, |s, G| s.retry()))
    }
}

fn open_one(current: &mut Option<AnyMistake>) -> Result<&mut AnyMistake> {
    current
        .as_mut()
        .ok_or_else(|| PyramidsError::internal("no mistake is open"))
}

impl MistakeController {
    /// What `applied` (played from `before`) did, with the board put on the
    /// open mistake's position.
    fn update<G: FfiGame + ExactGame + PuzzleGame>(
        &self,
        s: &MistakeSession<G>,
        before: G,
        applied: &[Applied<G>],
        catalog: &TextCatalog,
    ) -> Result<PuzzleUpdate> {
        let (played, events) = PuzzleController::played_of(before, applied)?;
        self.board.replace_record(G::wrap(s.record().clone()));
        Ok(PuzzleUpdate {
            screen: screen_from(s.view(), &catalog.inner),
            played,
            events,
            refutation: None,
        })
    }

    fn change(
        &self,
        catalog: &TextCatalog,
        f: impl FnOnce(&mut AnyMistake),
    ) -> Result<PuzzleScreen> {
        guard(|| {
            let mut current = lock(&self.current);
            let any = open_one(&mut current)?;
            f(any);
            Ok(with_mistake!(&*any, |s, G| {
                self.board.replace_record(G::wrap(s.record().clone()));
                screen_from(s.view(), &catalog.inner)
            }))
        })
    }
}
