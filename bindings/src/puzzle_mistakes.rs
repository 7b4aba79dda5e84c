//! `MistakeController`: learn from your mistakes. From a game's session
//! (its game over, or its review open), each of one seat's mistakes and
//! blunders with an exact better move is played again on a board of its
//! own, "find a better move", checked and refuted as a puzzle is. Exact
//! values exist for Pyramida only (the solved table; reviewing solves it
//! first unless installed, so call `new` off the main thread); any other
//! game offers none.

use std::sync::{Arc, Mutex};

use pyramids_core::pyramida::Pyramida;
use pyramids_core::record::GameRecord;
use pyramids_core::review::{review, ReviewBudget, ReviewControl};
use pyramids_play::catalog::PuzzleKey;
use pyramids_play::puzzle::{mistakes, Mistake, MistakeSession};

use super::{screen_from, PuzzleController, PuzzleScreen, PuzzleUpdate};
use crate::adapter::FfiGame;
use crate::catalog::TextCatalog;
use crate::error::{guard, lock, OptionsProblem, PyramidsError, Result};
use crate::seat::Seat;
use crate::session::GameSession;
use crate::types::{GameAction, GameKind};

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

/// A reviewed game's mistakes, played again one at a time.
#[derive(uniffi::Object)]
pub struct MistakeController {
    found: Vec<Mistake>,
    board: Arc<GameSession>,
    current: Mutex<Option<MistakeSession<Pyramida>>>,
}

#[uniffi::export]
impl MistakeController {
    /// The mistakes of `seat` in `session`'s game (reviewed here).
    #[uniffi::constructor]
    pub fn new(session: Arc<GameSession>, seat: Seat) -> Result<Arc<Self>> {
        guard(|| {
            let record = session.record_copy();
            let found = match Pyramida::get(&record) {
                Some(record) if record.ply() > 0 => {
                    let reviewed = review(
                        record,
                        ReviewBudget::Nodes { per_decision: 1 },
                        &ReviewControl::new(),
                    )
                    .map_err(|e| PyramidsError::internal(e.to_string()))?;
                    mistakes(record, &reviewed, usize::from(seat))
                }
                _ => Vec::new(),
            };
            let empty = GameRecord::<Pyramida>::new(
                Default::default(),
                0,
                vec![pyramids_core::game::SeatKind::Human; 2],
            );
            Ok(Arc::new(MistakeController {
                found,
                board: GameSession::from_record(GameKind::Pyramida, Pyramida::wrap(empty)),
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
            let session = MistakeSession::<Pyramida>::new(mistake)
                .ok_or_else(|| PyramidsError::internal("a reviewed position does not replay"))?;
            self.board
                .replace_record(Pyramida::wrap(session.record().clone()));
            let screen = screen_from(session.view(), &catalog.inner);
            *lock(&self.current) = Some(session);
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
            let s = open_one(&mut current)?;
            let state = s.record().state().clone();
            let typed = Pyramida::from_detail(&state, &action.detail)
                .map_err(|expected| PyramidsError::unreadable(&action.notation, expected))?;
            let (_, applied) = s.try_action(&typed);
            self.update(s, state, &applied, &catalog)
        })
    }

    /// Hint: the place the better move starts from, marked on the screen
    /// (the mistake then counts as found after help).
    pub fn hint(&self, catalog: Arc<TextCatalog>) -> Result<PuzzleScreen> {
        self.change(&catalog, |s| {
            s.hint();
        })
    }

    /// Shows the better move in words; `solution_step` plays it.
    pub fn show_solution(&self, catalog: Arc<TextCatalog>) -> Result<PuzzleScreen> {
        self.change(&catalog, |s| {
            s.show_solution();
        })
    }

    /// Plays the shown better move on the board (nothing once played).
    pub fn solution_step(&self, catalog: Arc<TextCatalog>) -> Result<PuzzleUpdate> {
        guard(|| {
            let mut current = lock(&self.current);
            let s = open_one(&mut current)?;
            let before = s.record().state().clone();
            let applied = s.solution_step();
            self.update(s, before, &applied, &catalog)
        })
    }

    /// Back to the position before the mistake.
    pub fn retry(&self, catalog: Arc<TextCatalog>) -> Result<PuzzleScreen> {
        self.change(&catalog, MistakeSession::retry)
    }
}

fn open_one(
    current: &mut Option<MistakeSession<Pyramida>>,
) -> Result<&mut MistakeSession<Pyramida>> {
    current
        .as_mut()
        .ok_or_else(|| PyramidsError::internal("no mistake is open"))
}

impl MistakeController {
    /// What `applied` (played from `before`) did, with the board put on the
    /// open mistake's position.
    fn update(
        &self,
        s: &MistakeSession<Pyramida>,
        before: Pyramida,
        applied: &[pyramids_core::record::Applied<Pyramida>],
        catalog: &TextCatalog,
    ) -> Result<PuzzleUpdate> {
        let (played, events) = PuzzleController::played_of(before, applied)?;
        self.board
            .replace_record(Pyramida::wrap(s.record().clone()));
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
        f: impl FnOnce(&mut MistakeSession<Pyramida>),
    ) -> Result<PuzzleScreen> {
        guard(|| {
            let mut current = lock(&self.current);
            let s = open_one(&mut current)?;
            f(s);
            self.board
                .replace_record(Pyramida::wrap(s.record().clone()));
            Ok(screen_from(s.view(), &catalog.inner))
        })
    }
}
