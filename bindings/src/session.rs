//! `GameSession`: one game of any kind, safe to share between threads.
//!
//! State lives behind a mutex. Every change is made on a copy of the record
//! and committed only when it succeeded, so a failed call (an illegal action,
//! or even a caught panic) leaves the session exactly as it was. The AI
//! thinks on a copy *without* holding the lock, so snapshots, `cancel_ai`
//! and undo stay responsive while it runs.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use pyramids_core::ai::{AiChoice, AiError, AiRequest};
use pyramids_core::error::{IllegalAction, PlayError};
use pyramids_core::game::{Game, SeatKind};
use pyramids_core::pylos::Pylos;
use pyramids_core::pyramida::Pyramida;
use pyramids_core::pyramido::Pyramido;
use pyramids_core::record::GameRecord;
use pyramids_core::save::{self, MAX_ACTION_CHARS};

use crate::adapter::FfiGame;
use crate::ai_call::AiBudget;
use crate::error::{
    guard, lock, to_i32, ActionProblem, CancelReason, OptionsProblem, PyramidsError, Result,
};
use crate::seat::Seat;
use crate::types::{
    AiLevel, AiMove, GameAction, GameEvent, GameInfo, GameKind, GameOptions, GameOutcome, Hint,
    SeatController, Snapshot,
};

/// The longest thinking time `ai_move` and `hint` accept; larger budgets are
/// clamped to it.
pub const MAX_BUDGET_MS: u64 = 60_000;
/// The largest node cap `ai_move` accepts; larger caps are clamped.
pub const MAX_NODES: u64 = 50_000_000;

/// The record of one game of any kind.
#[derive(Clone, Debug)]
pub enum AnyRecord {
    Pylos(GameRecord<Pylos>),
    Pyramido(GameRecord<Pyramido>),
    Pyramida(GameRecord<Pyramida>),
}

/// Runs `$body` with `$G` bound to the game type of `$kind`.
macro_rules! for_game {
    ($kind:expr, $G:ident => $body:expr) => {
        match $kind {
            GameKind::Pylos => {
                type $G = pyramids_core::pylos::Pylos;
                $body
            }
            GameKind::Pyramido => {
                type $G = pyramids_core::pyramido::Pyramido;
                $body
            }
            GameKind::Pyramida => {
                type $G = pyramids_core::pyramida::Pyramida;
                $body
            }
        }
    };
}
pub(crate) use for_game;

/// Runs `$body` with `$r` bound to the record inside `$record` and `$G` to
/// its game type: a match on the record itself, so no arm can meet another
/// game's record.
macro_rules! with_record {
    ($record:expr, $r:ident => $body:expr) => {
        match $record {
            AnyRecord::Pylos($r) => $body,
            AnyRecord::Pyramido($r) => $body,
            AnyRecord::Pyramida($r) => $body,
        }
    };
    ($record:expr, $G:ident, $r:ident => $body:expr) => {
        match $record {
            AnyRecord::Pylos($r) => {
                type $G = pyramids_core::pylos::Pylos;
                $body
            }
            AnyRecord::Pyramido($r) => {
                type $G = pyramids_core::pyramido::Pyramido;
                $body
            }
            AnyRecord::Pyramida($r) => {
                type $G = pyramids_core::pyramida::Pyramida;
                $body
            }
        }
    };
}

/// The games this build can play.
pub(crate) fn available_games() -> Vec<GameKind> {
    vec![GameKind::Pylos, GameKind::Pyramido, GameKind::Pyramida]
}

pub(crate) fn info(kind: GameKind) -> GameInfo {
    for_game!(kind, G => info_of::<G>())
}

fn info_of<G: FfiGame>() -> GameInfo {
    GameInfo {
        game: G::FFI_KIND,
        name: G::KIND.name().to_string(),
        variants: G::VARIANTS.iter().map(|v| v.to_string()).collect(),
        default_variant: G::VARIANTS[0].to_string(),
        min_seats: G::MIN_SEATS as i32,
        max_seats: G::MAX_SEATS as i32,
        ai_levels: G::levels().to_vec(),
    }
}

fn check_level<G: FfiGame>(level: AiLevel) -> Result<()> {
    if G::levels().contains(&level) {
        Ok(())
    } else {
        Err(PyramidsError::bad_options(
            OptionsProblem::Level {
                game: G::FFI_KIND,
                seat: None,
                level,
            },
            format!(
                "AI level {} is not available for {}",
                level.name(),
                G::KIND.name()
            ),
        ))
    }
}

struct State {
    record: AnyRecord,
    /// Bumped by every change, so an AI that thought about an older position
    /// does not play into a newer one.
    generation: u64,
    /// A lesson step's decisions, in notation (`LessonRun::taught`): its
    /// board marks only their places. Empty on every other board.
    taught: Vec<String>,
}

/// One decision `redo_to_human` replayed: who made it and what happened.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct ReplayedDecision {
    pub seat: Seat,
    pub events: Vec<GameEvent>,
}

/// How long the AI may think.
#[derive(Clone, Copy)]
pub(crate) enum Budget {
    Time(u64),
    Nodes(u64),
}

/// Removes a cancel flag from the session's list when the AI call ends,
/// however it ends.
struct Thinking<'a> {
    session: &'a GameSession,
    flag: Arc<AtomicBool>,
}

impl Drop for Thinking<'_> {
    fn drop(&mut self) {
        lock(&self.session.thinking).retain(|f| !Arc::ptr_eq(f, &self.flag));
    }
}

/// One game of Pylos, Pyramido or Pyramida. Share it freely
/// between threads; each method is atomic.
///
/// `ai_move` and `hint` block for up to their budget: **call them off the UI
/// thread**. `cancel_ai` (from any thread) makes them return promptly with
/// `Cancelled`.
#[derive(uniffi::Object)]
pub struct GameSession {
    kind: GameKind,
    state: Mutex<State>,
    thinking: Mutex<Vec<Arc<AtomicBool>>>,
}

impl GameSession {
    pub(crate) fn from_record(kind: GameKind, record: AnyRecord) -> Arc<Self> {
        Arc::new(GameSession {
            kind,
            state: Mutex::new(State {
                record,
                generation: 0,
                taught: Vec::new(),
            }),
            thinking: Mutex::new(Vec::new()),
        })
    }

    fn new_game<G: FfiGame>(options: &GameOptions) -> Result<AnyRecord> {
        let seats: Vec<SeatController> = if options.seats.is_empty() {
            vec![SeatController::Human; G::MIN_SEATS]
        } else {
            options.seats.clone()
        };
        if seats.len() < G::MIN_SEATS || seats.len() > G::MAX_SEATS {
            let range = if G::MIN_SEATS == G::MAX_SEATS {
                G::MIN_SEATS.to_string()
            } else {
                format!("{} to {}", G::MIN_SEATS, G::MAX_SEATS)
            };
            return Err(PyramidsError::bad_options(
                OptionsProblem::Players {
                    game: G::FFI_KIND,
                    found: to_i32(seats.len()),
                    min: to_i32(G::MIN_SEATS),
                    max: to_i32(G::MAX_SEATS),
                },
                format!(
                    "{} takes {range} seats, not {}",
                    G::KIND.name(),
                    seats.len()
                ),
            ));
        }
        // Signed over the FFI: a negative limit cannot reach the core's check.
        if options.max_plies.is_some_and(|m| m < 1) {
            return Err(PyramidsError::bad_options(
                OptionsProblem::MaxPlies,
                "max_plies must be at least 1 (or null for no limit)",
            ));
        }
        let core_options = G::options_for(
            options.variant.as_deref(),
            seats.len(),
            options.first_player,
        )?;
        let core_seats: Vec<SeatKind> = seats.iter().map(|s| s.core()).collect();
        let max_plies = options.max_plies.map(|m| m as u32);
        // The same check as a loaded save's (levels, seats, max_plies …).
        pyramids_core::setup::validate::<G>(&core_options, &core_seats, max_plies)?;
        let record = GameRecord::<G>::new(core_options, options.seed as u64, core_seats)
            .with_max_plies(max_plies);
        Ok(G::wrap(record))
    }

    fn load_game<G: FfiGame>(text: &str) -> Result<AnyRecord> {
        Ok(G::wrap(save::load::<G>(text)?))
    }

    /// Puts `record` on the board (a lesson's position after each change),
    /// as a new position: selections and hints made before let go.
    pub(crate) fn replace_record(&self, record: AnyRecord) {
        self.replace_record_teaching(record, Vec::new());
    }

    /// The same, for a lesson's step teaching the decisions `taught` (in
    /// notation).
    pub(crate) fn replace_record_teaching(&self, record: AnyRecord, taught: Vec<String>) {
        let mut state = lock(&self.state);
        state.record = record;
        state.taught = taught;
        state.generation = state.generation.wrapping_add(1);
    }

    /// Who plays each seat (the sounds hear the end from the human's side).
    pub(crate) fn seat_kinds(&self) -> Vec<pyramids_core::game::SeatKind> {
        self.peek(|any| with_record!(any, r => r.seats().to_vec()))
    }

    /// A copy of the session's record (a review works on its own copy).
    pub(crate) fn record_copy(&self) -> AnyRecord {
        lock(&self.state).record.clone()
    }

    /// The record with the decisions a lesson's step teaches (in notation).
    pub(crate) fn record_and_taught(&self) -> (AnyRecord, Vec<String>) {
        let state = lock(&self.state);
        (state.record.clone(), state.taught.clone())
    }

    /// Reads the record as its own game: `$r` is the `GameRecord<$G>` the
    /// session holds. Nothing to look up, so nothing can fail: the getters
    /// that only read go through this and return plain values.
    fn peek<R>(&self, f: impl FnOnce(&AnyRecord) -> R) -> R {
        f(&lock(&self.state).record)
    }

    /// Changes the record on a copy; commits only on success.
    fn change<G: FfiGame, R>(&self, f: impl FnOnce(&mut GameRecord<G>) -> Result<R>) -> Result<R> {
        let mut state = lock(&self.state);
        let mut copy = G::get(&state.record)
            .ok_or_else(|| PyramidsError::internal("session holds another game"))?
            .clone();
        let out = f(&mut copy)?;
        state.record = G::wrap(copy);
        state.generation = state.generation.wrapping_add(1);
        Ok(out)
    }

    pub(crate) fn snapshot_of<G: FfiGame>(r: &GameRecord<G>) -> Snapshot {
        let legal = r.legal_actions();
        let state = r.state();
        Snapshot {
            game: G::FFI_KIND,
            variant: G::variant_name(r.options()),
            seats: r
                .seats()
                .iter()
                .map(|s| SeatController::from_core(*s))
                .collect(),
            to_move: Seat::from_core(r.to_move()),
            to_move_controller: SeatController::from_core(r.seat_to_move()),
            decision: state.decision(),
            ply: r.ply() as i32,
            outcome: GameOutcome::from_core(&r.outcome()),
            resigned: r.resigned().map(Seat::from_core),
            can_undo: r.can_undo(),
            can_redo: r.can_redo(),
            legal_action_count: legal.len() as i32,
            board: G::board(state, &legal),
        }
    }

    pub(crate) fn action_of<G: FfiGame>(state: &G, action: &G::Action) -> GameAction {
        GameAction {
            notation: state.format_action(action),
            seat: Seat::from_core(state.to_move()),
            detail: G::detail(state, action),
        }
    }

    fn game_over_of<G: FfiGame>(state: &G) -> PyramidsError {
        PyramidsError::GameOver {
            game: G::FFI_KIND,
            outcome: GameOutcome::from_core(&state.outcome()),
        }
    }

    fn game_over<G: FfiGame>(r: &GameRecord<G>) -> PyramidsError {
        PyramidsError::GameOver {
            game: G::FFI_KIND,
            outcome: GameOutcome::from_core(&r.outcome()),
        }
    }

    /// The checks before a human decision: game not over, a human to move.
    fn human_may_move<G: FfiGame>(r: &GameRecord<G>) -> Result<()> {
        if r.outcome().is_over() {
            return Err(Self::game_over(r));
        }
        if let SeatKind::Ai(level) = r.seat_to_move() {
            return Err(PyramidsError::NotYourTurn {
                game: G::FFI_KIND,
                seat: Seat::from_core(r.to_move()),
                controller: SeatController::Ai { level },
            });
        }
        Ok(())
    }

    fn play_error<G: FfiGame>(r: &GameRecord<G>, action: &str, error: PlayError) -> PyramidsError {
        match error {
            PlayError::Illegal(IllegalAction::GameOver) => Self::game_over(r),
            PlayError::Illegal(IllegalAction::Rejected { problem, .. }) => {
                PyramidsError::illegal(action, ActionProblem::Rule { problem })
            }
            PlayError::Notation(e) => PyramidsError::unreadable(action, e.expected),
        }
    }

    fn play_g<G: FfiGame>(&self, text: &str) -> Result<Vec<GameEvent>> {
        self.change::<G, _>(|r| {
            Self::human_may_move(r)?;
            if text.chars().count() > MAX_ACTION_CHARS {
                return Err(PyramidsError::illegal(
                    text,
                    ActionProblem::TooLong {
                        max_chars: MAX_ACTION_CHARS as i32,
                    },
                ));
            }
            let applied = r
                .apply_notation(text)
                .map_err(|e| Self::play_error(r, text, e))?;
            Ok(applied.events.iter().map(G::event).collect())
        })
    }

    fn play_action_g<G: FfiGame>(&self, action: &GameAction) -> Result<Vec<GameEvent>> {
        self.change::<G, _>(|r| {
            Self::human_may_move(r)?;
            let core_action = G::from_detail(r.state(), &action.detail)
                .map_err(|reason| PyramidsError::unreadable(&action.notation, reason))?;
            let applied = r
                .apply(&core_action)
                .map_err(|e| Self::play_error(r, &action.notation, e.into()))?;
            Ok(applied.events.iter().map(G::event).collect())
        })
    }

    /// Registers a cancel flag now, for a call that runs later; the
    /// position's generation says which position it is for.
    pub(crate) fn register_call(&self) -> (Arc<AtomicBool>, u64) {
        let flag = Arc::new(AtomicBool::new(false));
        lock(&self.thinking).push(flag.clone());
        (flag, lock(&self.state).generation)
    }

    pub(crate) fn unregister_call(&self, flag: &Arc<AtomicBool>) {
        lock(&self.thinking).retain(|f| !Arc::ptr_eq(f, flag));
    }

    pub(crate) fn kind(&self) -> GameKind {
        self.kind
    }

    fn start_thinking(&self) -> Thinking<'_> {
        let flag = Arc::new(AtomicBool::new(false));
        lock(&self.thinking).push(flag.clone());
        Thinking {
            session: self,
            flag,
        }
    }

    /// Runs the AI for the seat to move. `ai_seat`: the call is `ai_move`
    /// (an AI seat must be to move); otherwise it is a hint for anyone.
    /// `cancel`: a flag registered by the caller (an [`AiCall`]'s is
    /// registered before it runs, so a cancel that comes first still counts);
    /// `made_for`: for such a call, the generation it was made for.
    ///
    /// [`AiCall`]: crate::ai_call::AiCall
    pub(crate) fn think_with<G: FfiGame>(
        &self,
        level: Option<AiLevel>,
        budget: Budget,
        ai_seat: bool,
        cancel: &Arc<AtomicBool>,
        made_for: Option<u64>,
    ) -> Result<(G, AiChoice<G::Action>, u64)> {
        // A cancel that came first wins over anything else there is to say.
        if cancel.load(Ordering::SeqCst) {
            return Err(PyramidsError::cancelled(CancelReason::ByCaller));
        }
        let (state, history, level, generation, seed) = {
            let guard = lock(&self.state);
            if made_for.is_some_and(|g| g != guard.generation) {
                return Err(PyramidsError::cancelled(CancelReason::PositionChanged));
            }
            let r = G::get(&guard.record)
                .ok_or_else(|| PyramidsError::internal("session holds another game"))?;
            if r.outcome().is_over() {
                return Err(Self::game_over(r));
            }
            let configured = match r.seat_to_move() {
                SeatKind::Ai(level) => Some(level),
                SeatKind::Human => None,
            };
            if ai_seat && configured.is_none() {
                return Err(PyramidsError::NotYourTurn {
                    game: G::FFI_KIND,
                    seat: Seat::from_core(r.to_move()),
                    controller: SeatController::Human,
                });
            }
            let strongest = G::levels().last().copied().unwrap_or(AiLevel::Random);
            let level = level
                .or(if ai_seat { configured } else { None })
                .unwrap_or(strongest);
            let salt = if ai_seat { 0xA1 } else { 0x41 };
            let seed = r.seed() ^ (r.ply() as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ salt;
            (
                r.state().clone(),
                r.repetition_history(),
                level,
                guard.generation,
                seed,
            )
        };
        check_level::<G>(level)?;
        let request = AiRequest {
            level,
            time_ms: match budget {
                Budget::Time(ms) => Some(ms.min(MAX_BUDGET_MS)),
                Budget::Nodes(_) => None,
            },
            max_nodes: match budget {
                Budget::Time(_) => None,
                Budget::Nodes(n) => Some(n.clamp(1, MAX_NODES)),
            },
            seed,
            cancel: Some(cancel.clone()),
        };
        let result = pyramids_core::trace::choose(&state, &history, &request);
        if cancel.load(Ordering::SeqCst) {
            return Err(PyramidsError::cancelled(CancelReason::ByCaller));
        }
        let choice = result.map_err(|e| match e {
            AiError::GameOver => Self::game_over_of::<G>(&state),
            AiError::UnsupportedLevel(name) => PyramidsError::bad_options(
                OptionsProblem::Level {
                    game: G::FFI_KIND,
                    seat: None,
                    level,
                },
                format!("AI level {name} is not available"),
            ),
            AiError::Cancelled => PyramidsError::cancelled(CancelReason::ByCaller),
        })?;
        Ok((state, choice, generation))
    }

    fn ai_move_g<G: FfiGame>(&self, level: Option<AiLevel>, budget: Budget) -> Result<AiMove> {
        let thinking = self.start_thinking();
        self.ai_move_with::<G>(level, budget, &thinking.flag, None)
    }

    pub(crate) fn ai_move_with<G: FfiGame>(
        &self,
        level: Option<AiLevel>,
        budget: Budget,
        cancel: &Arc<AtomicBool>,
        made_for: Option<u64>,
    ) -> Result<AiMove> {
        let (state, choice, generation) =
            self.think_with::<G>(level, budget, true, cancel, made_for)?;
        let action = Self::action_of(&state, &choice.action);
        let mut guard = lock(&self.state);
        if guard.generation != generation {
            return Err(PyramidsError::cancelled(CancelReason::PositionChanged));
        }
        let mut copy = G::get(&guard.record)
            .ok_or_else(|| PyramidsError::internal("session holds another game"))?
            .clone();
        let applied = copy.apply(&choice.action).map_err(|e| {
            PyramidsError::internal(format!(
                "the AI chose an illegal action {}: {e}",
                action.notation
            ))
        })?;
        guard.record = G::wrap(copy);
        guard.generation = guard.generation.wrapping_add(1);
        Ok(AiMove {
            action,
            events: applied.events.iter().map(G::event).collect(),
            score: choice.score,
            depth: choice.depth as i32,
            nodes: choice.nodes as i64,
            fallback_level: choice.fallback,
        })
    }

    fn hint_g<G: FfiGame>(&self, budget: Budget) -> Result<Hint> {
        let thinking = self.start_thinking();
        self.hint_with::<G>(budget, &thinking.flag, None)
    }

    pub(crate) fn hint_with<G: FfiGame>(
        &self,
        budget: Budget,
        cancel: &Arc<AtomicBool>,
        made_for: Option<u64>,
    ) -> Result<Hint> {
        let (state, choice, _) = self.think_with::<G>(None, budget, false, cancel, made_for)?;
        Ok(Hint {
            action: Self::action_of(&state, &choice.action),
            score: choice.score,
            depth: choice.depth as i32,
            fallback_level: choice.fallback,
        })
    }

    fn cancel_thinking(&self) -> i32 {
        let flags = lock(&self.thinking);
        for flag in flags.iter() {
            flag.store(true, Ordering::SeqCst);
        }
        flags.len() as i32
    }
}

#[uniffi::export]
impl GameSession {
    /// A new game. Fails with `BadOptions` for an unknown variant, a wrong
    /// number of seats, an AI level the game does not offer, or a game this
    /// build does not include.
    #[uniffi::constructor]
    pub fn new(options: GameOptions) -> Result<Arc<Self>> {
        guard(|| {
            let record = for_game!(options.game, G => Self::new_game::<G>(&options))?;
            Ok(Self::from_record(options.game, record))
        })
    }

    /// Restores a game from `save()` output, with its history and redo list.
    /// Fails with `BadSave` and the reason for anything else (at most 1 MiB,
    /// 5000 actions per list, 64 characters per action).
    #[uniffi::constructor]
    pub fn load(save: String) -> Result<Arc<Self>> {
        guard(|| {
            let kind = save::peek_kind(&save)?;
            let record =
                for_game!(kind, G => Self::load_game::<G>(&save)).map_err(|e| match e {
                    PyramidsError::BadOptions { problem, detail } => PyramidsError::BadSave {
                        problem: crate::screens_saves::SaveProblem::BadOptions,
                        options: Some(problem),
                        reason: detail,
                    },
                    other => other,
                })?;
            Ok(Self::from_record(kind, record))
        })
    }

    pub fn game(&self) -> GameKind {
        self.kind
    }

    // The getters below cannot fail and do not throw: they read the record
    // (`peek`), which mutations only ever replace by a whole, checked copy,
    // through core calls that are total on every state the record can hold.

    /// Everything needed to draw the game now.
    pub fn snapshot(&self) -> Snapshot {
        self.peek(|any| with_record!(any, G, r => Self::snapshot_of::<G>(r)))
    }

    /// The legal actions for the current decision (empty once the game is
    /// over), in a stable order.
    pub fn legal_actions(&self) -> Vec<GameAction> {
        self.peek(|any| {
            with_record!(any, G, r => r
                .legal_actions()
                .iter()
                .map(|a| Self::action_of::<G>(r.state(), a))
                .collect())
        })
    }

    /// Plays a human decision given in the game's notation (Pylos: `1b2`,
    /// `1a1-2b1`, `x2b1`, `stop`). Returns what happened, in order.
    pub fn play(&self, action: String) -> Result<Vec<GameEvent>> {
        guard(|| for_game!(self.kind, G => self.play_g::<G>(&action)))
    }

    /// Plays a human decision given as a record from `legal_actions` (its
    /// typed `detail` is what counts).
    pub fn play_action(&self, action: GameAction) -> Result<Vec<GameEvent>> {
        guard(|| for_game!(self.kind, G => self.play_action_g::<G>(&action)))
    }

    /// Takes back the last decision (whoever made it). Returns false at the
    /// start. Cancels an AI that is thinking.
    pub fn undo(&self) -> Result<bool> {
        guard(|| {
            self.cancel_thinking();
            for_game!(self.kind, G => self.change::<G, _>(|r| Ok(r.undo().is_some())))
        })
    }

    /// Takes back decisions until a human seat is to move (or the start):
    /// "undo" against the AI. Returns how many were taken back.
    pub fn undo_to_human(&self) -> Result<i32> {
        guard(|| {
            self.cancel_thinking();
            for_game!(self.kind, G => self.change::<G, _>(|r| Ok(r.undo_to_human() as i32)))
        })
    }

    /// Replays the last undone decision and returns its events (empty when
    /// there is nothing to redo). Cancels an AI that is thinking.
    pub fn redo(&self) -> Result<Vec<GameEvent>> {
        guard(|| {
            self.cancel_thinking();
            for_game!(self.kind, G => self.change::<G, _>(|r| {
                Ok(r.redo().map(|applied| applied.events.iter().map(G::event).collect()).unwrap_or_default())
            }))
        })
    }

    /// Replays undone decisions through the AI's: one, then on until a human
    /// seat is to move again (or the end): "redo" against the AI, the mirror
    /// of `undo_to_human`. Returns each replayed decision, in order (empty
    /// when there is nothing to redo). Cancels an AI that is thinking.
    pub fn redo_to_human(&self) -> Result<Vec<ReplayedDecision>> {
        guard(|| {
            self.cancel_thinking();
            for_game!(self.kind, G => self.change::<G, _>(|r| {
                Ok(r.redo_to_human()
                    .iter()
                    .map(|(seat, applied)| ReplayedDecision {
                        seat: Seat::from_core(*seat),
                        events: applied.events.iter().map(G::event).collect(),
                    })
                    .collect())
            }))
        })
    }

    pub fn can_undo(&self) -> bool {
        self.peek(|any| with_record!(any, r => r.can_undo()))
    }

    pub fn can_redo(&self) -> bool {
        self.peek(|any| with_record!(any, r => r.can_redo()))
    }

    /// Lets the AI play the seat to move, which must be an AI seat.
    /// `level`: `null` for the seat's level. `budget`: `AiBudget.Time(ms)`
    /// for play (clamped to 60 s) or `AiBudget.Nodes(count)`, reproducible
    /// (clamped to 50 million): tests, replays. **Blocking: call it off the
    /// UI thread.** `cancel_ai` from another thread makes it return
    /// `Cancelled` promptly with nothing played.
    pub fn ai_move(&self, level: Option<AiLevel>, budget: AiBudget) -> Result<AiMove> {
        guard(|| for_game!(self.kind, G => self.ai_move_g::<G>(level, budget.into())))
    }

    /// Stops every `ai_move`/`hint` running on this session; they return
    /// `Cancelled`. Never blocks. Returns how many were running.
    pub fn cancel_ai(&self) -> i32 {
        self.cancel_thinking()
    }

    /// True while an `ai_move` or `hint` is running.
    pub fn is_thinking(&self) -> bool {
        !lock(&self.thinking).is_empty()
    }

    /// The strongest AI's suggestion for the seat to move, human or AI;
    /// nothing is played. Blocking like `ai_move` (budget clamped to 60 s).
    pub fn hint(&self, budget_ms: i64) -> Result<Hint> {
        guard(|| for_game!(self.kind, G => self.hint_g::<G>(Budget::Time(budget_ms.max(0) as u64))))
    }

    /// The game as a string for `GameSession.load` (versioned JSON with the
    /// options, seed, seats, history and redo list).
    pub fn save(&self) -> String {
        self.peek(|any| with_record!(any, G, r => save::save::<G>(r)))
    }

    /// The decisions played so far, in notation, oldest first.
    pub fn history(&self) -> Vec<String> {
        self.peek(|any| with_record!(any, r => r.history_notation()))
    }

    /// The undone decisions `redo` would replay, in replay order.
    pub fn redo_list(&self) -> Vec<String> {
        self.peek(|any| with_record!(any, r => r.redo_notation()))
    }

    pub fn outcome(&self) -> GameOutcome {
        self.peek(|any| with_record!(any, r => GameOutcome::from_core(&r.outcome())))
    }

    /// Options to start the same game again (seats as they are now).
    pub fn options(&self) -> GameOptions {
        self.peek(|any| {
            with_record!(any, G, r => GameOptions {
                game: self.kind,
                variant: Some(G::variant_name(r.options())),
                seats: r.seats().iter().map(|s| SeatController::from_core(*s)).collect(),
                seed: r.seed() as i64,
                max_plies: r.max_plies().map(|m| m as i32),
                first_player: G::first_player(r.options()),
            })
        })
    }

    /// Hands a seat to a human or to an AI level (e.g. "let the AI finish").
    pub fn set_seat(&self, seat: Seat, controller: SeatController) -> Result<()> {
        guard(|| {
            for_game!(self.kind, G => {
                if let SeatController::Ai { level } = controller {
                    check_level::<G>(level)?;
                }
                self.change::<G, _>(|r| {
                    let count = r.seats().len();
                    if seat.index() >= count {
                        return Err(no_such_seat(seat, count));
                    }
                    r.set_seat(seat.index(), controller.core());
                    Ok(())
                })
            })
        })
    }

    /// `seat` gives the game up: the game ends at once (the other seat
    /// wins; in a Pyramido game of three or four the others share the win)
    /// and nothing can be undone after it. Stops the AI if it was thinking.
    /// Returns the game-over event to show. The apps confirm first.
    pub fn resign(&self, seat: Seat) -> Result<Vec<GameEvent>> {
        guard(|| {
            for_game!(self.kind, G => {
                let events = self.change::<G, _>(|r| {
                    let count = r.seats().len();
                    if seat.index() >= count {
                        return Err(no_such_seat(seat, count));
                    }
                    match r.resign(seat.index()) {
                        Ok(outcome) => Ok(vec![G::event(&G::game_over_event(&outcome))]),
                        Err(_) => Err(Self::game_over_of::<G>(r.state())),
                    }
                })?;
                self.cancel_thinking();
                Ok(events)
            })
        })
    }

    /// The core's full state as JSON, for logs and bug reports.
    pub fn debug_json(&self) -> String {
        self.peek(|any| with_record!(any, r => r.state().state_json().to_string()))
    }
}

/// `seat` is a seat (0–3) but not one of this game's `count`.
fn no_such_seat(seat: Seat, count: usize) -> PyramidsError {
    PyramidsError::bad_options(
        OptionsProblem::NoSuchSeat {
            seat: seat.number(),
            count: to_i32(count),
        },
        format!(
            "seat {} does not exist (this game has {count})",
            seat.number()
        ),
    )
}

/// Test support, never for apps: panics inside `session`'s lock half-way
/// through a change (after undoing a decision on the working copy), to show
/// that a bug comes back as `Internal` and leaves the session unchanged and
/// usable. Only in builds with debug assertions (dev and test profiles, where
/// the Kotlin and Swift suites run): a release library, and so the bindings
/// generated from it for the apps, does not have it.
#[cfg(debug_assertions)]
#[uniffi::export]
pub fn diagnostic_panic(session: Arc<GameSession>) -> Result<()> {
    guard(|| {
        for_game!(session.kind, G => session.change::<G, ()>(|r| {
            r.undo();
            panic!("diagnostic panic requested by the caller");
        }))
    })
}

#[cfg(test)]
mod tests;
