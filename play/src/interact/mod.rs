//! The boards' interaction models, in board space: what a tap on a place or
//! a press on a button means in the step the player to move is in, and what
//! the board shows for it (marks, selection, ghost piece, prompt, buttons).
//!
//! The apps hit-test a touch to a [`Place`] or a [`ButtonKind`] and hand it
//! over; drags map onto the same inputs (a press on a place taps it, a
//! release on a target taps the target, a release anywhere else is
//! [`ButtonKind::Cancel`]). Geometry, hover, painting, animation and
//! accessibility nodes stay in the apps.
//!
//! A model knows no rules: every mark comes from the core's legal actions,
//! matched by the typed action, and a tap the rules refuse says why with the
//! core's own [`RuleProblem`]. An input that does nothing ([`Outcome::Ignored`],
//! [`Outcome::Problem`]) leaves the model as it was.

mod confirm;
pub mod pylos;
pub mod pyramida;
pub mod pyramido;

use std::fmt;

use pyramids_core::error::RuleProblem;
use pyramids_core::game::{Game, GameKind, Seat};
use pyramids_core::pylos::Pos;
use pyramids_core::pyramida::Field;
use pyramids_core::pyramido::{Cell, Colour, Corner, Dir};

pub use confirm::PendingView;
pub use pylos::PylosInteraction;
pub use pyramida::PyramidaInteraction;
pub use pyramido::PyramidoInteraction;

/// A place on one of the boards, as the app hit-tests it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// A Pylos position (ball or empty place).
    Pylos(Pos),
    /// A Pyramida field.
    Pyramida(Field),
    /// A block position on the floor being built of the mover's pyramid.
    PyramidoCell(Cell),
    /// Quarry slot 0–2.
    PyramidoSlot(u8),
    /// Pile 0–3.
    PyramidoPile(u8),
    /// A face of one of the mover's single tiles in the tile strip (every
    /// colour is on exactly one face).
    PyramidoFace(Colour),
}

impl Place {
    /// The game the place belongs to.
    pub fn game(self) -> GameKind {
        match self {
            Place::Pylos(_) => GameKind::Pylos,
            Place::Pyramida(_) => GameKind::Pyramida,
            _ => GameKind::Pyramido,
        }
    }

    /// Reads a place in [`Place::notation`]'s form, for `game`.
    pub fn parse(game: GameKind, text: &str) -> Option<Place> {
        let t = text.trim();
        match game {
            GameKind::Pylos => Pos::parse(t).map(Place::Pylos),
            GameKind::Pyramida => Field::parse(t).map(Place::Pyramida),
            GameKind::Pyramido => {
                if let Some(colour) = t.strip_prefix("tile:") {
                    return Colour::parse(colour).map(Place::PyramidoFace);
                }
                let counted = |rest: &str, max: u8| {
                    rest.parse::<u8>()
                        .ok()
                        .filter(|n| (1..=max).contains(n))
                        .map(|n| n - 1)
                };
                if let Some(rest) = t.strip_prefix('q') {
                    return counted(rest, 3).map(Place::PyramidoSlot);
                }
                if let Some(rest) = t.strip_prefix('p') {
                    return counted(rest, 4).map(Place::PyramidoPile);
                }
                Cell::parse(t).map(Place::PyramidoCell)
            }
        }
    }

    /// The place in notation: `1a1`, `e3`, `c3` (a cell), `q1`–`q3`
    /// (quarry), `p1`–`p4` (piles), `tile:red` (a tile face). Scenarios and
    /// logs use it; players see [`crate::Catalog::place_name`].
    pub fn notation(self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::Pylos(p) => write!(f, "{p}"),
            Place::Pyramida(x) => write!(f, "{x}"),
            Place::PyramidoCell(c) => write!(f, "{c}"),
            Place::PyramidoSlot(s) => write!(f, "q{}", u32::from(*s) + 1),
            Place::PyramidoPile(p) => write!(f, "p{}", u32::from(*p) + 1),
            Place::PyramidoFace(c) => write!(f, "tile:{c}"),
        }
    }
}

/// Why a place is marked. A place may carry several marks (a hint on a free
/// place).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MarkReason {
    /// Pylos: a reserve ball may go here.
    Place,
    /// Pylos: this ball may be raised.
    RaiseFrom,
    /// Pylos: the chosen ball may be raised here.
    RaiseTo,
    /// Pylos: this ball may be taken back.
    Reclaim,
    /// Pyramida: this stone may move.
    Movable,
    /// Pyramida: the chosen stone may move here.
    MoveTo,
    /// Pyramida: the driven-off stone may retreat here.
    RetreatTo,
    /// Pyramido: this quarry domino fits the floor.
    Domino,
    /// Pyramido: the chosen domino may cover this cell.
    DominoTo,
    /// Pyramido: this block of the domino just placed may take a marker.
    Marker,
    /// Pyramido: this block may take a single tile.
    Tile,
    /// Pyramido (no domino fits): this hole may take a single tile.
    Hole,
    /// Pyramido: this pile may refill the quarry.
    Refill,
    /// Pyramido: this tile face may be laid (on the chosen block, if one is).
    Face,
    /// Part of the hint the player asked for.
    Hint,
    /// Where the last turn put a piece.
    LastMove,
    /// Where the last turn took a piece from.
    LastFrom,
}

impl MarkReason {
    /// Where the last turn put or took a piece: news, not a choice.
    pub fn is_last_turn(self) -> bool {
        matches!(self, MarkReason::LastMove | MarkReason::LastFrom)
    }
}

/// A mark on a place.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Mark {
    pub place: Place,
    pub reason: MarkReason,
}

/// A button a step offers, or a command of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ButtonKind {
    /// Pylos: end the turn after one reclaim (decline the second).
    Done,
    /// Pyramida: pass without a legal move.
    Pass,
    /// Pyramido: turn the domino or the tile's jewel.
    Rotate,
    /// Pyramido: lay the domino or tile where its ghost is.
    Place,
    /// Pyramido: no single tile this turn.
    SkipTile,
    /// Let go of the selection (a drag released off every target). Never
    /// listed as a button: accepted whenever something is chosen.
    Cancel,
    /// Game commands, executed by the turn controller.
    Undo,
    Redo,
    Hint,
}

impl ButtonKind {
    pub const ALL: &'static [ButtonKind] = &[
        ButtonKind::Done,
        ButtonKind::Pass,
        ButtonKind::Rotate,
        ButtonKind::Place,
        ButtonKind::SkipTile,
        ButtonKind::Cancel,
        ButtonKind::Undo,
        ButtonKind::Redo,
        ButtonKind::Hint,
    ];

    /// Undo, Redo and Hint: the model only reports them
    /// ([`Outcome::Command`]).
    pub fn is_command(self) -> bool {
        matches!(self, ButtonKind::Undo | ButtonKind::Redo | ButtonKind::Hint)
    }
}

/// A button as the view lists it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Button {
    pub kind: ButtonKind,
    pub enabled: bool,
    /// The step's main button (drawn emphasised; at most one).
    pub primary: bool,
}

/// The piece the player is about to put down, drawn where it would go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ghost {
    /// Pylos: the next ball, from the reserve (`from` none) or the chosen
    /// ball to raise.
    PylosBall { seat: Seat, from: Option<Pos> },
    /// Pyramido: quarry `slot`'s domino turned to `dir`, at its legal spot
    /// `cell` (the west block; the east block on `cells[1]`) once one is
    /// chosen, in the quarry otherwise.
    PyramidoDomino {
        slot: u8,
        domino: u8,
        dir: Dir,
        at: Option<(Cell, [Cell; 2])>,
    },
    /// Pyramido: a single tile's face on `cell` with its jewel at `corner`.
    PyramidoTile {
        cell: Cell,
        colour: Colour,
        corner: Corner,
    },
}

/// What the player to move should do now, worded by
/// [`crate::Catalog::prompt`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Prompt {
    /// Someone else (the computer, or a seat on another device) decides.
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
    /// `seat` chooses where its driven-off stone retreats.
    PyramidaRetreat {
        seat: Seat,
    },
    PyramidaPass,
    /// Place a quarry domino on `floor` (1–4).
    PyramidoPlace {
        floor: u8,
    },
    PyramidoPlaceChosen,
    PyramidoPlacePending,
    PyramidoMark,
    PyramidoTile,
    PyramidoTileChosen,
    PyramidoRefill,
    /// No domino fits: single tile `tile` (1 or 2) of the two.
    PyramidoNoFit {
        tile: u8,
    },
}

/// Why an input did nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ignored {
    /// Not a decision of a player on this device.
    NotYourTurn,
    GameOver,
    /// A place of another game.
    WrongGame,
    /// Nothing can be done with that place in this step.
    NotSelectable,
    /// The step does not offer this button.
    NotOffered,
    /// The button is offered but disabled.
    Disabled,
    /// Cancel or Rotate with nothing chosen.
    NothingSelected,
}

/// What an input did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome<A> {
    /// The selection, ghost or buttons changed: draw the view again.
    Changed,
    /// Nothing changed.
    Ignored(Ignored),
    /// The tap names an action the rules refuse, and why. Nothing changed.
    Problem(RuleProblem),
    /// The selection is complete: play this legal action (the model has
    /// let go of its selection).
    Play(A),
    /// A game command for the turn controller; the selection is let go.
    Command(ButtonKind),
}

/// What the model is told about the game beyond its state: who may act here,
/// the commands' availability, the hint and the last turn to mark.
#[derive(Clone, Debug)]
pub struct Context<'a, A> {
    /// The legal actions now (empty once the game is over).
    pub legal: &'a [A],
    /// A player on this device decides now (a human seat, the game not over).
    pub human_to_move: bool,
    pub over: bool,
    /// The game's commands (Undo, Redo, Hint) are on offer; a lesson's
    /// board has none (its coach panel has Next, Skip and Restart).
    pub commands: bool,
    pub can_undo: bool,
    pub can_redo: bool,
    pub can_hint: bool,
    /// The hint on show, if any.
    pub hint: Option<&'a A>,
    /// The last turn's actions (marked as the last move).
    pub last_turn: &'a [A],
    /// The decisions a lesson's step teaches (empty elsewhere): the step
    /// marks only their places, so the move being taught is the one lit
    /// rather than one among every legal target. Any legal decision is
    /// still taken, so a different one gets the lesson's answer.
    pub taught: &'a [A],
}

/// The board's view state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    pub marks: Vec<Mark>,
    pub selection: Option<Place>,
    pub ghost: Option<Ghost>,
    pub prompt: Prompt,
    /// The step's buttons, then Undo, Redo and Hint (only the commands
    /// while a decision is pending).
    pub buttons: Vec<Button>,
    /// The decision waiting for its confirming tap (see
    /// [`Board::set_confirm`]): the
    /// app highlights its places and shows "Tap again to confirm", Confirm
    /// and Cancel in place of the prompt.
    pub pending: Option<PendingView>,
    /// Places a tap is still taken on though they carry no mark: in a
    /// lesson, the other legal choices the taught move's marks left out,
    /// so a different try reaches the lesson and gets its answer. The apps
    /// hit-test these as they do marked places, and draw nothing there.
    pub quiet: Vec<Place>,
}

impl View {
    /// Whether `place` carries a mark for `reason`.
    pub fn has(&self, place: Place, reason: MarkReason) -> bool {
        self.marks.contains(&Mark { place, reason })
    }
}

/// What one step shows, before the common parts are added.
#[derive(Clone, Debug, Default)]
pub struct StepView {
    pub marks: Vec<Mark>,
    pub selection: Option<Place>,
    pub ghost: Option<Ghost>,
    pub prompt: Option<Prompt>,
    /// Step buttons; the last is primary unless one says so.
    pub buttons: Vec<Button>,
}

/// One game's interaction model: its step logic. [`Board`] adds what every
/// game shares (whose turn, game over, commands, hint and last move).
pub trait Steps: Default {
    type Game: Game;

    /// Whether the last turn is marked on this board (Pyramido's board shows
    /// the mover's pyramid, where the last turn, on another pyramid, is not).
    const MARKS_LAST_TURN: bool = true;

    /// The marks, selection, ghost, prompt and step buttons of the step the
    /// player to move is in (called only when a player here decides).
    fn step_view(&self, state: &Self::Game, legal: &[Action<Self>]) -> StepView;

    /// A tap on a place of this game.
    fn step_tap(
        &mut self,
        state: &Self::Game,
        legal: &[Action<Self>],
        place: Place,
    ) -> Outcome<Action<Self>>;

    /// A dragged piece released on `place`. A drag started where its piece
    /// is chosen, so a release only says where it goes: by default the same
    /// as a tap there (Pyramido's differs: a release on the ghost moves it
    /// rather than turning it).
    fn step_drop(
        &mut self,
        state: &Self::Game,
        legal: &[Action<Self>],
        place: Place,
    ) -> Outcome<Action<Self>> {
        self.step_tap(state, legal, place)
    }

    /// A press on a step button (never a command).
    fn step_press(
        &mut self,
        state: &Self::Game,
        legal: &[Action<Self>],
        button: ButtonKind,
    ) -> Outcome<Action<Self>>;

    /// The places an action concerns, for hint and last-move marks: where a
    /// piece goes first, then where one comes from.
    fn action_places(action: &Action<Self>) -> (Vec<Place>, Vec<Place>);

    /// Whether something is chosen.
    fn has_selection(&self) -> bool;

    /// Lets go of every selection.
    fn reset(&mut self) {
        *self = Self::default();
    }
}

/// The action type of a model's game.
pub type Action<S> = <<S as Steps>::Game as Game>::Action;

/// A board's interaction model: a game's [`Steps`] with the common parts.
#[derive(Clone, Debug)]
pub struct Board<S: Steps> {
    steps: S,
    /// The confirming tap is on ([`confirm`]).
    confirm: bool,
    pending: Option<confirm::Pending<Action<S>>>,
}

impl<S: Steps> Default for Board<S> {
    fn default() -> Self {
        Board {
            steps: S::default(),
            confirm: false,
            pending: None,
        }
    }
}

impl<S: Steps> Board<S> {
    pub fn new() -> Board<S> {
        Board::default()
    }

    /// The game's own step state (for tests).
    pub fn steps(&self) -> &S {
        &self.steps
    }

    pub fn reset(&mut self) {
        self.steps.reset();
        self.pending = None;
    }

    pub fn view(&self, state: &S::Game, cx: &Context<'_, Action<S>>) -> View {
        let mut marks = Vec::new();
        let mut quiet = Vec::new();
        let mut step = StepView::default();
        let prompt = if cx.over {
            Prompt::GameOver
        } else if !cx.human_to_move {
            Prompt::Wait {
                game: <S::Game as Game>::KIND,
                seat: state.to_move(),
            }
        } else {
            step = self.steps.step_view(state, cx.legal);
            if !cx.taught.is_empty() {
                let places: std::collections::HashSet<Place> = cx
                    .taught
                    .iter()
                    .flat_map(|a| {
                        let (to, from) = S::action_places(a);
                        to.into_iter().chain(from)
                    })
                    .collect();
                // A selection off the taught move keeps its own targets,
                // so the try can be finished and answered.
                let on_it = step.selection.is_none_or(|p| places.contains(&p));
                if on_it && step.marks.iter().any(|m| places.contains(&m.place)) {
                    for m in step.marks.iter().filter(|m| !places.contains(&m.place)) {
                        if !quiet.contains(&m.place) {
                            quiet.push(m.place);
                        }
                    }
                    step.marks.retain(|m| places.contains(&m.place));
                }
            }
            if self.pending.is_some() {
                // Only the decision shows, and only the commands stay.
                quiet.clear();
                step.marks.clear();
                step.buttons.clear();
            }
            marks.append(&mut step.marks);
            step.prompt.unwrap_or(Prompt::GameOver)
        };
        if let Some(hint) = cx.hint.filter(|_| !cx.over) {
            let (to, from) = S::action_places(hint);
            for place in from.into_iter().chain(to) {
                marks.push(Mark {
                    place,
                    reason: MarkReason::Hint,
                });
            }
        }
        for action in cx.last_turn.iter().filter(|_| S::MARKS_LAST_TURN) {
            let (to, from) = S::action_places(action);
            marks.extend(to.into_iter().map(|place| Mark {
                place,
                reason: MarkReason::LastMove,
            }));
            marks.extend(from.into_iter().map(|place| Mark {
                place,
                reason: MarkReason::LastFrom,
            }));
        }
        let mut seen = std::collections::HashSet::new();
        marks.retain(|m| seen.insert(*m));
        // One ring per piece: where the step, the hint or the selection
        // speaks, the last move's ring round the piece would only compete
        // with it (a reviewer read the opponent's last move louder than
        // their own choice), so it gives way there. The small dotted ring
        // where a piece left sits inside its place, under any mark there,
        // and stays: after a Pylos raise that place is always free again.
        let speaks: std::collections::HashSet<Place> = marks
            .iter()
            .filter(|m| !m.reason.is_last_turn())
            .map(|m| m.place)
            .chain(step.selection)
            .collect();
        marks.retain(|m| m.reason != MarkReason::LastMove || !speaks.contains(&m.place));
        let mut buttons = step.buttons;
        if !buttons.iter().any(|b| b.primary) {
            if let Some(last) = buttons.last_mut() {
                last.primary = true;
            }
        }
        let command = |kind, enabled| Button {
            kind,
            enabled,
            primary: false,
        };
        if cx.commands {
            buttons.push(command(ButtonKind::Undo, cx.can_undo));
            buttons.push(command(ButtonKind::Redo, cx.can_redo));
        }
        if cx.commands && !cx.over {
            buttons.push(command(
                ButtonKind::Hint,
                cx.can_hint && cx.human_to_move && !cx.legal.is_empty(),
            ));
        }
        View {
            marks,
            selection: step.selection,
            ghost: step.ghost,
            prompt,
            buttons,
            pending: self.pending_view(),
            quiet,
        }
    }

    pub fn tap(
        &mut self,
        state: &S::Game,
        cx: &Context<'_, Action<S>>,
        place: Place,
    ) -> Outcome<Action<S>> {
        self.on_place(cx, place, |steps| steps.step_tap(state, cx.legal, place))
    }

    /// A dragged piece released on `place` (see [`Steps::step_drop`]).
    pub fn drop_on(
        &mut self,
        state: &S::Game,
        cx: &Context<'_, Action<S>>,
        place: Place,
    ) -> Outcome<Action<S>> {
        self.on_place(cx, place, |steps| steps.step_drop(state, cx.legal, place))
    }

    /// A tap or a release on `place`: refused for another game's place or a
    /// closed board; a completed action starts the next selection afresh.
    fn on_place(
        &mut self,
        cx: &Context<'_, Action<S>>,
        place: Place,
        step: impl FnOnce(&mut S) -> Outcome<Action<S>>,
    ) -> Outcome<Action<S>> {
        if place.game() != <S::Game as Game>::KIND {
            return Outcome::Ignored(Ignored::WrongGame);
        }
        if let Some(why) = self.closed(cx) {
            return Outcome::Ignored(why);
        }
        if let Some(out) = self.answer_pending(place) {
            return out;
        }
        let out = step(&mut self.steps);
        self.hold_or_play(out, place)
    }

    /// The ghost a release on `place` would leave, the model unchanged: where
    /// a dragged piece snaps to while the finger is over `place`. None where
    /// the release would change nothing or complete an action.
    pub fn drop_ghost(
        &self,
        state: &S::Game,
        cx: &Context<'_, Action<S>>,
        place: Place,
    ) -> Option<Ghost>
    where
        S: Clone,
    {
        let mut probe = self.clone();
        match probe.drop_on(state, cx, place) {
            Outcome::Changed => probe.view(state, cx).ghost,
            _ => None,
        }
    }

    pub fn press(
        &mut self,
        state: &S::Game,
        cx: &Context<'_, Action<S>>,
        button: ButtonKind,
    ) -> Outcome<Action<S>> {
        if button.is_command() {
            let view = self.view(state, cx);
            return match view.buttons.iter().find(|b| b.kind == button) {
                None => Outcome::Ignored(Ignored::NotOffered),
                Some(b) if !b.enabled => Outcome::Ignored(Ignored::Disabled),
                Some(_) => {
                    self.reset();
                    Outcome::Command(button)
                }
            };
        }
        if let Some(why) = self.closed(cx) {
            return Outcome::Ignored(why);
        }
        if self.pending.is_some() {
            if button != ButtonKind::Cancel {
                return Outcome::Ignored(Ignored::NotOffered);
            }
            self.reset();
            return Outcome::Changed;
        }
        if button == ButtonKind::Cancel {
            if !self.steps.has_selection() {
                return Outcome::Ignored(Ignored::NothingSelected);
            }
            self.steps.reset();
            return Outcome::Changed;
        }
        let offered = self.steps.step_view(state, cx.legal).buttons;
        match offered.iter().find(|b| b.kind == button) {
            None => return Outcome::Ignored(Ignored::NotOffered),
            Some(b) if !b.enabled => return Outcome::Ignored(Ignored::Disabled),
            Some(_) => {}
        }
        let out = self.steps.step_press(state, cx.legal, button);
        if matches!(out, Outcome::Play(_)) {
            self.steps.reset();
        }
        out
    }

    fn closed(&self, cx: &Context<'_, Action<S>>) -> Option<Ignored> {
        if cx.over {
            Some(Ignored::GameOver)
        } else if !cx.human_to_move {
            Some(Ignored::NotYourTurn)
        } else {
            None
        }
    }
}

/// The legal action equal to `want`, as an outcome: Play, or the core's
/// problem with it (`problem`), or Ignored when the core names none.
pub(crate) fn play_or_problem<A: PartialEq + Clone>(
    legal: &[A],
    want: A,
    problem: impl FnOnce(&A) -> Option<RuleProblem>,
) -> Outcome<A> {
    if legal.contains(&want) {
        Outcome::Play(want)
    } else {
        match problem(&want) {
            Some(p) => Outcome::Problem(p),
            None => Outcome::Ignored(Ignored::NotSelectable),
        }
    }
}

/// A step button.
pub(crate) fn button(kind: ButtonKind, enabled: bool) -> Button {
    Button {
        kind,
        enabled,
        primary: false,
    }
}

pub(crate) fn mark(place: Place, reason: MarkReason) -> Mark {
    Mark { place, reason }
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod confirm_tests;
