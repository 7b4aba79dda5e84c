//! `BoardInteraction`: a board's interaction model ([`pyramids_play::interact`])
//! on a [`GameSession`]. The app hit-tests a touch to a [`BoardPlace`] or a
//! button and calls `tap` or `press`; `view` says what to draw. When a tap
//! or press completes an action, the object plays it on the session and
//! returns its events. How an app uses it: `docs/bindings.md`.

use std::sync::{Arc, Mutex};

use pyramids_core::error::RuleProblem;
use pyramids_core::game::{Game, GameKind, SeatKind};
use pyramids_core::pylos::Pos;
use pyramids_core::pyramida::Field;
use pyramids_core::pyramido::{Cell, Colour, Corner, Dir};
use pyramids_core::record::GameRecord;
use pyramids_play::interact::{
    self as play, Board, ButtonKind, Context, Ignored, MarkReason, Place, PylosInteraction,
    PyramidaInteraction, PyramidoInteraction, Steps,
};

use crate::adapter::FfiGame;
use crate::catalog::TextCatalog;
use crate::error::{guard, lock, PyramidsError, Result};
use crate::seat::Seat;
use crate::session::{AnyRecord, GameSession};
use crate::types::{GameAction, GameEvent};

/// A place on a board, as the app hit-tests it. Positions, fields and cells
/// are validated where they cross (a string that is not one fails with
/// `IllegalAction` / `Unreadable`); slots are 0–2, piles 0–3.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum BoardPlace {
    /// A Pylos position (`1a1` … `4a1`).
    Pylos { at: Pos },
    /// A Pyramida field (`a1` … `f6`).
    Pyramida { at: Field },
    /// A cell of the floor being built on the mover's pyramid (`c3`).
    PyramidoCell { at: Cell },
    /// Quarry slot 0–2.
    PyramidoSlot { slot: u8 },
    /// Pile 0–3.
    PyramidoPile { pile: u8 },
    /// A face of one of the mover's single tiles, in the tile strip.
    PyramidoFace { colour: Colour },
}

impl BoardPlace {
    pub(crate) fn to_play(&self) -> Result<Place> {
        let bad = |what: &str, n: u8| {
            PyramidsError::unreadable(&n.to_string(), format!("a Pyramido {what}"))
        };
        Ok(match *self {
            BoardPlace::Pylos { at } => Place::Pylos(at),
            BoardPlace::Pyramida { at } => Place::Pyramida(at),
            BoardPlace::PyramidoCell { at } => Place::PyramidoCell(at),
            BoardPlace::PyramidoSlot { slot } if slot < 3 => Place::PyramidoSlot(slot),
            BoardPlace::PyramidoSlot { slot } => return Err(bad("quarry slot (0-2)", slot)),
            BoardPlace::PyramidoPile { pile } if pile < 4 => Place::PyramidoPile(pile),
            BoardPlace::PyramidoPile { pile } => return Err(bad("pile (0-3)", pile)),
            BoardPlace::PyramidoFace { colour } => Place::PyramidoFace(colour),
        })
    }

    pub(crate) fn from_play(place: Place) -> BoardPlace {
        match place {
            Place::Pylos(at) => BoardPlace::Pylos { at },
            Place::Pyramida(at) => BoardPlace::Pyramida { at },
            Place::PyramidoCell(at) => BoardPlace::PyramidoCell { at },
            Place::PyramidoSlot(slot) => BoardPlace::PyramidoSlot { slot },
            Place::PyramidoPile(pile) => BoardPlace::PyramidoPile { pile },
            Place::PyramidoFace(colour) => BoardPlace::PyramidoFace { colour },
        }
    }
}

/// Why a place is marked (see `pyramids_play::interact::MarkReason`).
#[uniffi::remote(Enum)]
pub enum MarkReason {
    Place,
    RaiseFrom,
    RaiseTo,
    Reclaim,
    Movable,
    MoveTo,
    RetreatTo,
    Domino,
    DominoTo,
    Marker,
    Tile,
    Hole,
    Refill,
    Face,
    Hint,
    LastMove,
    LastFrom,
}

/// A step button or a game command. `Cancel` is never listed: it lets go
/// of the selection (a drag released off every target).
#[uniffi::remote(Enum)]
#[uniffi(name = "BoardButtonKind")]
pub enum ButtonKind {
    Done,
    Pass,
    Rotate,
    Place,
    SkipTile,
    Cancel,
    Undo,
    Redo,
    Hint,
}

/// Why an input did nothing.
#[uniffi::remote(Enum)]
#[uniffi(name = "InputIgnored")]
pub enum Ignored {
    NotYourTurn,
    GameOver,
    WrongGame,
    NotSelectable,
    NotOffered,
    Disabled,
    NothingSelected,
}

#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PlaceMark {
    pub place: BoardPlace,
    pub reason: MarkReason,
}

#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct BoardButton {
    pub kind: ButtonKind,
    pub enabled: bool,
    /// The step's main button (at most one).
    pub primary: bool,
}

/// The piece about to be put down.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum BoardGhost {
    /// Pylos: the next ball of `seat`, from the reserve or (`from`) the
    /// ball chosen to raise.
    PylosBall { seat: Seat, from: Option<Pos> },
    /// Pyramido: quarry `slot`'s domino turned to `dir`; on the floor at
    /// `cells` (west block first) once a spot is chosen, else still in the
    /// quarry (`cells` empty).
    PyramidoDomino {
        slot: u8,
        dir: Dir,
        cells: Vec<Cell>,
    },
    /// Pyramido: a single tile's face on `cell`, its jewel at `corner`.
    PyramidoTile {
        cell: Cell,
        colour: Colour,
        corner: Corner,
    },
}

/// What the player to move should do, worded by `TextCatalog.prompt_text`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum BoardPrompt {
    /// Another seat (the computer) decides.
    Wait {
        game: GameKind,
        seat: Seat,
    },
    GameOver,
    PylosMove,
    PylosRaiseChosen,
    PylosFirstReclaim,
    PylosSecondReclaim,
    PyramidaMove,
    PyramidaStoneChosen,
    PyramidaRetreat {
        seat: Seat,
    },
    PyramidaPass,
    PyramidoPlace {
        floor: u8,
    },
    PyramidoPlaceChosen,
    PyramidoPlacePending,
    PyramidoMark,
    PyramidoTile,
    PyramidoTileChosen,
    PyramidoRefill,
    PyramidoNoFit {
        tile: u8,
    },
}

impl BoardPrompt {
    fn from_play(p: play::Prompt) -> BoardPrompt {
        use play::Prompt as P;
        match p {
            P::Wait { game, seat } => BoardPrompt::Wait {
                game,
                seat: Seat::from_core(seat),
            },
            P::GameOver => BoardPrompt::GameOver,
            P::PylosMove => BoardPrompt::PylosMove,
            P::PylosRaiseChosen => BoardPrompt::PylosRaiseChosen,
            P::PylosFirstReclaim => BoardPrompt::PylosFirstReclaim,
            P::PylosSecondReclaim => BoardPrompt::PylosSecondReclaim,
            P::PyramidaMove => BoardPrompt::PyramidaMove,
            P::PyramidaStoneChosen => BoardPrompt::PyramidaStoneChosen,
            P::PyramidaRetreat { seat } => BoardPrompt::PyramidaRetreat {
                seat: Seat::from_core(seat),
            },
            P::PyramidaPass => BoardPrompt::PyramidaPass,
            P::PyramidoPlace { floor } => BoardPrompt::PyramidoPlace { floor },
            P::PyramidoPlaceChosen => BoardPrompt::PyramidoPlaceChosen,
            P::PyramidoPlacePending => BoardPrompt::PyramidoPlacePending,
            P::PyramidoMark => BoardPrompt::PyramidoMark,
            P::PyramidoTile => BoardPrompt::PyramidoTile,
            P::PyramidoTileChosen => BoardPrompt::PyramidoTileChosen,
            P::PyramidoRefill => BoardPrompt::PyramidoRefill,
            P::PyramidoNoFit { tile } => BoardPrompt::PyramidoNoFit { tile },
        }
    }

    pub(crate) fn to_play(self) -> play::Prompt {
        use play::Prompt as P;
        match self {
            BoardPrompt::Wait { game, seat } => P::Wait {
                game,
                seat: seat.index(),
            },
            BoardPrompt::GameOver => P::GameOver,
            BoardPrompt::PylosMove => P::PylosMove,
            BoardPrompt::PylosRaiseChosen => P::PylosRaiseChosen,
            BoardPrompt::PylosFirstReclaim => P::PylosFirstReclaim,
            BoardPrompt::PylosSecondReclaim => P::PylosSecondReclaim,
            BoardPrompt::PyramidaMove => P::PyramidaMove,
            BoardPrompt::PyramidaStoneChosen => P::PyramidaStoneChosen,
            BoardPrompt::PyramidaRetreat { seat } => P::PyramidaRetreat { seat: seat.index() },
            BoardPrompt::PyramidaPass => P::PyramidaPass,
            BoardPrompt::PyramidoPlace { floor } => P::PyramidoPlace { floor },
            BoardPrompt::PyramidoPlaceChosen => P::PyramidoPlaceChosen,
            BoardPrompt::PyramidoPlacePending => P::PyramidoPlacePending,
            BoardPrompt::PyramidoMark => P::PyramidoMark,
            BoardPrompt::PyramidoTile => P::PyramidoTile,
            BoardPrompt::PyramidoTileChosen => P::PyramidoTileChosen,
            BoardPrompt::PyramidoRefill => P::PyramidoRefill,
            BoardPrompt::PyramidoNoFit { tile } => P::PyramidoNoFit { tile },
        }
    }
}

/// What the board shows for the step the player to move is in.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct InteractionView {
    /// Every mark, by place and reason (a place may carry several).
    pub marks: Vec<PlaceMark>,
    pub selection: Option<BoardPlace>,
    pub ghost: Option<BoardGhost>,
    pub prompt: BoardPrompt,
    /// The step's buttons (the primary one marked), then Undo, Redo and
    /// Hint (no Hint once the game is over); only the commands while a
    /// decision is pending.
    pub buttons: Vec<BoardButton>,
    /// With `set_confirm_moves(true)`, the completed decision waiting for
    /// its confirming tap: highlight its places and show
    /// `TextCatalog.confirm_words` (a prompt, Confirm, Cancel) in place of
    /// the prompt. A second tap on `at` or `confirm()` plays it; a tap
    /// elsewhere or `press(Cancel)` lets it go.
    pub pending: Option<PendingDecision>,
    /// Places a tap is taken on though they carry no mark (a lesson's other
    /// legal choices, left unmarked so the taught move stands out): hit-test
    /// them as marked places so a different try gets the lesson's answer;
    /// draw nothing there.
    pub quiet: Vec<BoardPlace>,
}

/// A decision waiting for its confirming tap.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PendingDecision {
    /// Where it puts a piece, then where it takes one from.
    pub places: Vec<BoardPlace>,
    /// The place a second tap on confirms.
    pub at: BoardPlace,
}

/// The confirming tap's words.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ConfirmWords {
    /// "Tap again to confirm".
    pub prompt: String,
    /// "Confirm".
    pub confirm: String,
    /// "Cancel".
    pub cancel: String,
}

/// What a tap or press did.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum InteractionOutcome {
    /// The selection, ghost or buttons changed: call `view` again.
    Changed,
    /// Nothing happened, and why.
    Ignored { why: Ignored },
    /// The tap names an action the rules refuse, and why (word it with
    /// `TextCatalog.problem(ActionProblem.Rule(problem))`). Nothing changed.
    Problem { problem: RuleProblem },
    /// The selection completed `action`, now played on the session.
    Played {
        action: GameAction,
        events: Vec<GameEvent>,
    },
    /// The selection completed `action` (a model made with `choosing`):
    /// play it through the turn controller (`TurnController.play`).
    Chosen { action: GameAction },
    /// Undo, Redo or Hint: for the turn controller to run. The selection
    /// was let go.
    Command { button: ButtonKind },
}

/// The hint on show and the position it was for.
struct Hinted {
    action: GameAction,
    ply: usize,
}

/// One game's model and the position its selection was made in: when the
/// position changes under it (an undo, the computer's move) it lets go.
struct Held<S: Steps> {
    board: Board<S>,
    seen: Option<S::Game>,
}

impl<S: Steps> Default for Held<S> {
    fn default() -> Self {
        Held {
            board: Board::new(),
            seen: None,
        }
    }
}

/// A model per game, of which only the session's game's is ever used: the
/// record picks it (`with`), so there is no model of the wrong game to
/// meet, and nothing to fail.
#[derive(Default)]
struct Boards {
    pylos: Held<PylosInteraction>,
    pyramida: Held<PyramidaInteraction>,
    pyramido: Held<PyramidoInteraction>,
}

struct Inner {
    board: Boards,
    hint: Option<Hinted>,
    can_hint: bool,
}

enum Input {
    Tap(Place),
    Drop(Place),
    DropGhost(Place),
    Press(ButtonKind),
    Confirm,
}

/// A board's interaction model on a session. Thread-safe; each call is
/// atomic. It reads the session on every call, so it follows moves played
/// elsewhere (the computer's, undo, redo) and lets go of a selection made
/// in another position.
#[derive(uniffi::Object)]
pub struct BoardInteraction {
    session: Arc<GameSession>,
    inner: Mutex<Inner>,
    /// Completed actions are played here (`new`) or handed back (`choosing`).
    plays: bool,
    /// Undo, Redo and Hint are offered (not on a lesson's board).
    commands: bool,
}

/// The trailing actions of one mover: the last turn (or the turn so far).
fn last_turn<G: Game>(r: &GameRecord<G>) -> Vec<G::Action> {
    let history = r.history();
    let Some(mover) = history
        .len()
        .checked_sub(1)
        .and_then(|i| r.state_at(i))
        .map(|s| s.to_move())
    else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for (i, action) in history.iter().enumerate().rev() {
        if r.state_at(i).map(|s| s.to_move()) != Some(mover) {
            break;
        }
        out.push(action.clone());
    }
    out.reverse();
    out
}

impl Boards {
    /// The model of `record`'s game, with the record.
    fn with<'a>(&'a mut self, record: &'a AnyRecord) -> Pair<'a> {
        match record {
            AnyRecord::Pylos(r) => Pair::Pylos(&mut self.pylos, r),
            AnyRecord::Pyramida(r) => Pair::Pyramida(&mut self.pyramida, r),
            AnyRecord::Pyramido(r) => Pair::Pyramido(&mut self.pyramido, r),
        }
    }
}

enum Pair<'a> {
    Pylos(
        &'a mut Held<PylosInteraction>,
        &'a GameRecord<pyramids_core::pylos::Pylos>,
    ),
    Pyramida(
        &'a mut Held<PyramidaInteraction>,
        &'a GameRecord<pyramids_core::pyramida::Pyramida>,
    ),
    Pyramido(
        &'a mut Held<PyramidoInteraction>,
        &'a GameRecord<pyramids_core::pyramido::Pyramido>,
    ),
}

/// What the board may offer besides the moves: its command buttons, the
/// hint, and in a lesson the moves the step teaches (notations), the only
/// ones it marks.
#[derive(Clone, Copy)]
struct Offer<'a> {
    can_hint: bool,
    commands: bool,
    taught: &'a [String],
}

/// Brings `held` and the hint up to the record's position, then hands the
/// model, the position and what it may offer to `f`.
fn with_context<S, T>(
    held: &mut Held<S>,
    hint: &mut Option<Hinted>,
    offer: Offer<'_>,
    r: &GameRecord<S::Game>,
    f: impl FnOnce(&mut Board<S>, &S::Game, &Context<'_, <S::Game as Game>::Action>) -> T,
) -> T
where
    S: Steps + Clone,
    S::Game: FfiGame + PartialEq,
{
    let state = r.state();
    if held.seen.as_ref() != Some(state) {
        held.board.reset();
        held.seen = Some(state.clone());
    }
    if hint.as_ref().is_some_and(|h| h.ply != r.ply()) {
        *hint = None;
    }
    let legal = r.legal_actions();
    let hint_action = hint
        .as_ref()
        .and_then(|h| S::Game::from_detail(state, &h.action.detail).ok())
        .filter(|a| legal.contains(a));
    let last = last_turn(r);
    let taught: Vec<_> = offer
        .taught
        .iter()
        .filter_map(|n| state.parse_action(n).ok())
        .collect();
    let over = r.outcome().is_over();
    let cx = Context {
        legal: &legal,
        human_to_move: !over && r.seat_to_move() == SeatKind::Human,
        over,
        commands: offer.commands,
        can_undo: r.can_undo(),
        can_redo: r.can_redo(),
        can_hint: offer.can_hint,
        hint: hint_action.as_ref(),
        last_turn: &last,
        taught: &taught,
    };
    f(&mut held.board, state, &cx)
}

impl BoardInteraction {
    fn offer<'a>(&self, can_hint: bool, taught: &'a [String]) -> Offer<'a> {
        Offer {
            can_hint,
            commands: self.commands,
            taught,
        }
    }

    fn view_of_game<S>(
        held: &mut Held<S>,
        hint: &mut Option<Hinted>,
        offer: Offer<'_>,
        r: &GameRecord<S::Game>,
    ) -> InteractionView
    where
        S: Steps + Clone,
        S::Game: FfiGame + PartialEq,
    {
        view_of(with_context(held, hint, offer, r, |board, state, cx| {
            board.view(state, cx)
        }))
    }

    fn answer<S>(
        &self,
        held: &mut Held<S>,
        hint: &mut Option<Hinted>,
        offer: Offer<'_>,
        r: &GameRecord<S::Game>,
        input: Input,
    ) -> Reply
    where
        S: Steps + Clone,
        S::Game: FfiGame + PartialEq,
    {
        // A drop preview answers with a ghost (`Err` here), every other
        // input with an outcome.
        let outcome = with_context(held, hint, offer, r, |board, state, cx| match input {
            Input::Tap(place) => Ok(board.tap(state, cx, place)),
            Input::Drop(place) => Ok(board.drop_on(state, cx, place)),
            Input::Press(button) => Ok(board.press(state, cx, button)),
            Input::Confirm => Ok(board.confirm()),
            Input::DropGhost(place) => Err(board.drop_ghost(state, cx, place)),
        });
        let outcome = match outcome {
            Ok(o) => o,
            Err(ghost) => return Reply::Ghost(ghost.map(ghost_of)),
        };
        Reply::Outcome(match outcome {
            play::Outcome::Changed => InteractionOutcome::Changed,
            play::Outcome::Ignored(why) => InteractionOutcome::Ignored { why },
            play::Outcome::Problem(problem) => InteractionOutcome::Problem { problem },
            play::Outcome::Command(button) => {
                *hint = None;
                InteractionOutcome::Command { button }
            }
            play::Outcome::Play(action) => {
                *hint = None;
                held.seen = None;
                // Played by `call` once the model's lock is let go.
                InteractionOutcome::Played {
                    action: GameSession::action_of(r.state(), &action),
                    events: Vec::new(),
                }
            }
        })
    }

    fn call(&self, input: Input) -> Result<Reply> {
        let (record, taught) = self.session.record_and_taught();
        let mut inner = lock(&self.inner);
        let Inner {
            board,
            hint,
            can_hint,
        } = &mut *inner;
        let can_hint = *can_hint;
        let reply = match board.with(&record) {
            Pair::Pylos(h, r) => self.answer(h, hint, self.offer(can_hint, &taught), r, input),
            Pair::Pyramida(h, r) => self.answer(h, hint, self.offer(can_hint, &taught), r, input),
            Pair::Pyramido(h, r) => self.answer(h, hint, self.offer(can_hint, &taught), r, input),
        };
        drop(inner);
        // Played outside the model's lock: the session has its own.
        match reply {
            Reply::Outcome(InteractionOutcome::Played { action, .. }) if !self.plays => {
                Ok(Reply::Outcome(InteractionOutcome::Chosen { action }))
            }
            Reply::Outcome(InteractionOutcome::Played { action, .. }) => {
                let events = self.session.play_action(action.clone())?;
                Ok(Reply::Outcome(InteractionOutcome::Played {
                    action,
                    events,
                }))
            }
            other => Ok(other),
        }
    }

    fn outcome(&self, input: Input) -> Result<InteractionOutcome> {
        match self.call(input)? {
            Reply::Outcome(o) => Ok(o),
            Reply::Ghost(_) => Err(PyramidsError::internal("an input answered with a ghost")),
        }
    }
}

enum Reply {
    Ghost(Option<BoardGhost>),
    Outcome(InteractionOutcome),
}

fn ghost_of(g: play::Ghost) -> BoardGhost {
    match g {
        play::Ghost::PylosBall { seat, from } => BoardGhost::PylosBall {
            seat: Seat::from_core(seat),
            from,
        },
        play::Ghost::PyramidoDomino { slot, dir, at, .. } => BoardGhost::PyramidoDomino {
            slot,
            dir,
            cells: at.map(|(_, cells)| cells.to_vec()).unwrap_or_default(),
        },
        play::Ghost::PyramidoTile {
            cell,
            colour,
            corner,
        } => BoardGhost::PyramidoTile {
            cell,
            colour,
            corner,
        },
    }
}

fn view_of(v: play::View) -> InteractionView {
    InteractionView {
        marks: v
            .marks
            .into_iter()
            .map(|m| PlaceMark {
                place: BoardPlace::from_play(m.place),
                reason: m.reason,
            })
            .collect(),
        selection: v.selection.map(BoardPlace::from_play),
        ghost: v.ghost.map(ghost_of),
        prompt: BoardPrompt::from_play(v.prompt),
        buttons: v
            .buttons
            .into_iter()
            .map(|b| BoardButton {
                kind: b.kind,
                enabled: b.enabled,
                primary: b.primary,
            })
            .collect(),
        pending: v.pending.map(|p| PendingDecision {
            places: p.places.into_iter().map(BoardPlace::from_play).collect(),
            at: BoardPlace::from_play(p.at),
        }),
        quiet: v.quiet.into_iter().map(BoardPlace::from_play).collect(),
    }
}

#[uniffi::export]
impl BoardInteraction {
    /// The model for the session's game, nothing chosen; a completed
    /// selection is played on the session (`Played`).
    #[uniffi::constructor]
    pub fn new(session: Arc<GameSession>) -> Arc<Self> {
        Self::make(session, true, true)
    }

    /// The same model for an app whose turn controller plays every decision
    /// (autosave, the computer's turn after it): a completed selection comes
    /// back as `Chosen`, unplayed.
    #[uniffi::constructor]
    pub fn choosing(session: Arc<GameSession>) -> Arc<Self> {
        Self::make(session, false, true)
    }

    /// The model for a lesson's board (`LessonController.session`): a
    /// completed selection comes back as `Chosen`, for
    /// `LessonController.try_action`, and the game's commands (Undo, Redo,
    /// Hint) are not offered: the coach panel has Next, Skip and Restart.
    #[uniffi::constructor]
    pub fn lesson(session: Arc<GameSession>) -> Arc<Self> {
        Self::make(session, false, false)
    }
}

impl BoardInteraction {
    fn make(session: Arc<GameSession>, plays: bool, commands: bool) -> Arc<Self> {
        Arc::new(BoardInteraction {
            session,
            inner: Mutex::new(Inner {
                board: Boards::default(),
                hint: None,
                can_hint: true,
            }),
            plays,
            commands,
        })
    }
}

#[uniffi::export]
impl BoardInteraction {
    /// What to draw now. Nothing to fail: it reads the session's record
    /// through the model of its game.
    pub fn view(&self) -> InteractionView {
        let (record, taught) = self.session.record_and_taught();
        let mut inner = lock(&self.inner);
        let Inner {
            board,
            hint,
            can_hint,
        } = &mut *inner;
        let can_hint = *can_hint;
        match board.with(&record) {
            Pair::Pylos(h, r) => Self::view_of_game(h, hint, self.offer(can_hint, &taught), r),
            Pair::Pyramida(h, r) => Self::view_of_game(h, hint, self.offer(can_hint, &taught), r),
            Pair::Pyramido(h, r) => Self::view_of_game(h, hint, self.offer(can_hint, &taught), r),
        }
    }

    /// A tap on a place (or a drag pressed or released on it).
    pub fn tap(&self, place: BoardPlace) -> Result<InteractionOutcome> {
        guard(|| {
            let place = place.to_play()?;
            self.outcome(Input::Tap(place))
        })
    }

    /// A dragged piece released on a place. Like `tap`, except where the
    /// game says otherwise: a Pyramido domino released on its own ghost
    /// moves there (a tap would turn it).
    pub fn drop_on(&self, place: BoardPlace) -> Result<InteractionOutcome> {
        guard(|| {
            let place = place.to_play()?;
            self.outcome(Input::Drop(place))
        })
    }

    /// The ghost a release on `place` would leave, nothing changed: where
    /// the dragged piece snaps to while the finger is over `place`. None
    /// where the release would change nothing or complete an action.
    pub fn drop_ghost(&self, place: BoardPlace) -> Result<Option<BoardGhost>> {
        guard(|| {
            let place = place.to_play()?;
            match self.call(Input::DropGhost(place))? {
                Reply::Ghost(g) => Ok(g),
                _ => Err(PyramidsError::internal("a drop preview answered otherwise")),
            }
        })
    }

    /// A press on a button of the view (or `Cancel`).
    pub fn press(&self, button: ButtonKind) -> Result<InteractionOutcome> {
        guard(|| self.outcome(Input::Press(button)))
    }

    /// The confirming tap (the "confirm each move" setting): on, a tap that
    /// completes a decision holds it as `InteractionView.pending` (the
    /// outcome is `Changed`); a second tap on the same place, or
    /// `confirm()`, plays it. A step button (Done, Pass, Place, Skip tile)
    /// still plays at once: the press is deliberate. Off (the default)
    /// nothing changes, and a pending decision is let go.
    pub fn set_confirm_moves(&self, on: bool) {
        let mut inner = lock(&self.inner);
        let Boards {
            pylos,
            pyramida,
            pyramido,
        } = &mut inner.board;
        pylos.board.set_confirm(on);
        pyramida.board.set_confirm(on);
        pyramido.board.set_confirm(on);
    }

    /// Plays the pending decision (its Confirm button): `Played` or
    /// `Chosen` as a completing tap would be; `Ignored(NothingSelected)`
    /// when none is pending.
    pub fn confirm(&self) -> Result<InteractionOutcome> {
        guard(|| self.outcome(Input::Confirm))
    }

    /// Lets go of every selection.
    pub fn reset(&self) {
        let mut inner = lock(&self.inner);
        let Boards {
            pylos,
            pyramida,
            pyramido,
        } = &mut inner.board;
        pylos.board.reset();
        pyramida.board.reset();
        pyramido.board.reset();
    }

    /// The hint on show (its places get `Hint` marks until the position
    /// changes), or none.
    ///
    /// Throws only for an action the library did not hand out (a seat or
    /// place no game has fails where it crosses); the hint is then unchanged.
    pub fn show_hint(&self, hint: Option<GameAction>) -> Result<()> {
        let ply = self.session.snapshot().ply.max(0) as usize;
        lock(&self.inner).hint = hint.map(|action| Hinted { action, ply });
        Ok(())
    }

    /// Whether the Hint button is enabled (the turn controller knows whether
    /// one can be asked for now, e.g. not while the computer thinks).
    pub fn set_hint_available(&self, available: bool) {
        lock(&self.inner).can_hint = available;
    }
}

/// A place in notation (`1a1`, `e3`, `c3`, `q1`, `p2`, `tile:red`), for
/// scenarios, logs and accessibility identifiers; players see
/// `TextCatalog.place_name`.
#[uniffi::export]
pub fn place_notation(place: BoardPlace) -> Result<String> {
    guard(|| Ok(place.to_play()?.notation()))
}

/// Reads a place of `game` in `place_notation`'s form.
#[uniffi::export]
pub fn parse_place(game: GameKind, notation: String) -> Result<BoardPlace> {
    guard(|| {
        Place::parse(game, &notation)
            .map(BoardPlace::from_play)
            .ok_or_else(|| {
                PyramidsError::unreadable(&notation, format!("a place of {}", game.name()))
            })
    })
}

#[uniffi::export]
impl TextCatalog {
    /// A board prompt in words. Throws only for a prompt the library did
    /// not hand out (a seat no game has fails where it crosses).
    pub fn prompt_text(&self, prompt: BoardPrompt) -> Result<String> {
        Ok(self.inner.prompt(&prompt.to_play()))
    }

    /// A board button's label.
    pub fn button_label(&self, button: ButtonKind) -> String {
        self.inner.button_label(button)
    }

    /// The words around a pending decision (`InteractionView.pending`).
    pub fn confirm_words(&self) -> ConfirmWords {
        use pyramids_play::catalog::SettingsKey;
        ConfirmWords {
            prompt: self.inner.text(SettingsKey::ConfirmTapAgain, &[]),
            confirm: self.inner.text(SettingsKey::ConfirmMove, &[]),
            cancel: self.inner.text(pyramids_play::TextKey::Cancel, &[]),
        }
    }

    /// A place in words, as the boards label it ("Level 2, column B, row 1",
    /// "Floor 1, c3", "Quarry place 1"); `floor` is the Pyramido floor a cell
    /// is on (ignored otherwise). A place no board has (an app-made
    /// position, field or cell that is not one, a slot or pile out of
    /// range) fails `IllegalAction(Unreadable)`.
    pub fn place_name(&self, place: BoardPlace, floor: u8) -> Result<String> {
        Ok(self.inner.place_name(place.to_play()?, floor))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pyramids_play::catalog::Language;

    /// The words for a place the library handed out; a place no board has
    /// (an app-made slot out of range) is a typed error, never a panic.
    #[test]
    fn a_place_no_board_has_is_refused_in_words_and_types() {
        let en = TextCatalog::new(Language::English);
        assert_eq!(
            en.place_name(BoardPlace::PyramidoSlot { slot: 0 }, 1)
                .unwrap(),
            "Quarry place 1"
        );
        assert!(matches!(
            en.place_name(BoardPlace::PyramidoSlot { slot: 9 }, 1),
            Err(PyramidsError::IllegalAction { .. })
        ));
    }
}

#[cfg(test)]
#[path = "interact_confirm_tests.rs"]
mod confirm_tests;
