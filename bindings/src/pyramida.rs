//! Pyramida records: the board snapshot, typed actions and events.

use pyramids_core::game::Game;
use pyramids_core::pyramida::{
    self as core, Decision as PyramidaDecision, Field, Pyramida, PyramidaAction, PyramidaOptions,
    BLACK, WHITE,
};
use pyramids_core::record::GameRecord;

use crate::adapter::FfiGame;
use crate::error::{OptionsProblem, PyramidsError};
use crate::seat::Seat;
use crate::session::AnyRecord;
use crate::types::{ActionDetail, BoardSnapshot, GameEvent, GameKind, GameOutcome};

/// A stone's colour. White is seat 0 and moves first; Black is seat 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum PyramidaStone {
    White,
    Black,
}

/// One of the 21 fields: the dark squares of an 11×6 chequer (files `a`..`k`,
/// rows 1..6). Row 1 (the base) has `a1 c1 e1 g1 i1 k1`, row 6 only `f6`
/// (the top: a stone that reaches it leaves the board). Draw a field at
/// (`column`, `row`) of that chequer.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PyramidaField {
    /// The field (its notation, e.g. `e1`).
    pub name: Field,
    /// 0-based file (`a` = 0 … `k` = 10).
    pub column: i32,
    /// 0-based row (the base is 0, the top `f6` is 5).
    pub row: i32,
    pub stone: Option<PyramidaStone>,
    /// The enemy stones (their fields) blocking the stone here; empty when
    /// it is not blocked.
    pub blocked_by: Vec<Field>,
    /// The stone here may not be entered by the attacker's next move.
    pub protected: bool,
    /// On an edge diagonal: 0 = left edge `a1 … e5`, 1 = right edge
    /// `k1 … g5`; null inside the triangle and on `f6`.
    pub edge: Option<i32>,
    /// Where the stone here may move now (empty when it may not).
    pub move_targets: Vec<Field>,
    /// The retreating stone may go here now.
    pub can_retreat_here: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PyramidaSnapshot {
    pub decision: PyramidaDecision,
    /// `false`: White starts on `a1 e1 i1`; `true` (swapped): Black does.
    /// White moves first either way.
    pub swapped: bool,
    /// All 21 fields, row by row from the base (`a1`, `c1` … `k1`, `b2` … `f6`).
    pub fields: Vec<PyramidaField>,
    /// Stones on the board by seat `[white, black]`, counting a stone in
    /// the middle of its retreat.
    pub on_board: Vec<i32>,
    /// Stones taken off the top by seat `[white, black]` (3 wins).
    pub off_board: Vec<i32>,
    /// Whether each seat has made its first move (until then it may not
    /// move a stone from a base-row end).
    pub opened: Vec<bool>,
    /// The protected field, if any.
    pub protected: Option<Field>,
    /// Mid-chain: the field the retreating stone is driven from (it already
    /// holds the stone that drove it off).
    pub retreat_from: Option<Field>,
    /// The retreating stone's colour, mid-chain.
    pub retreating: Option<PyramidaStone>,
    /// Where the retreating stone may go now.
    pub retreat_options: Vec<Field>,
    /// `pass` is the action now.
    pub can_pass: bool,
}

/// A Pyramida decision: the core's action itself (fields cross as their
/// notation, `a1` … `f6`). The voluntary move keeps its FFI name `Step`.
#[uniffi::remote(Enum)]
#[uniffi(name = "PyramidaMove")]
pub enum PyramidaAction {
    /// A voluntary move one field diagonally (`e1-d2`).
    #[uniffi(name = "Step")]
    Move { from: Field, to: Field },
    /// Where the retreating stone goes (`d2`).
    Retreat { to: Field },
    /// No legal move (`pass`).
    Pass,
}

pub use pyramids_core::pyramida::PyramidaAction as PyramidaMove;

/// What happened. Hand-written: the core's event carries `usize` seats and
/// the core's `Outcome`, which UniFFI does not carry.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum PyramidaEvent {
    Moved {
        seat: Seat,
        from: Field,
        to: Field,
    },
    /// The stone that reached `f6` left the board; `off` counts the seat's
    /// stones taken off so far.
    LeftBoard {
        seat: Seat,
        off: i32,
    },
    /// `seat`'s stone at `at` was entered by a stone of `by` and must retreat.
    Displaced {
        seat: Seat,
        at: Field,
        by: Seat,
    },
    /// `seat` must choose where its stone from `from` retreats.
    RetreatChoice {
        seat: Seat,
        from: Field,
        options: Vec<Field>,
    },
    /// A retreat by the stone's owner; `automatic` when there was no choice.
    Retreated {
        seat: Seat,
        from: Field,
        to: Field,
        automatic: bool,
    },
    /// `seat`'s stone at `at` is blocked by the enemy stone at `by`.
    Blocked {
        seat: Seat,
        at: Field,
        by: Field,
    },
    /// `seat`'s stone at `at` may move again.
    Unblocked {
        seat: Seat,
        at: Field,
    },
    /// `seat`'s stone at `at` may not be entered by the attacker's next move.
    Protected {
        seat: Seat,
        at: Field,
    },
    ProtectionEnded {
        seat: Seat,
        at: Field,
    },
    Passed {
        seat: Seat,
    },
    TurnPassed {
        to: Seat,
    },
    GameOver {
        outcome: GameOutcome,
    },
}

impl PyramidaEvent {
    pub fn name(&self) -> &'static str {
        match self {
            PyramidaEvent::Moved { .. } => "moved",
            PyramidaEvent::LeftBoard { .. } => "left_board",
            PyramidaEvent::Displaced { .. } => "displaced",
            PyramidaEvent::RetreatChoice { .. } => "retreat_choice",
            PyramidaEvent::Retreated { .. } => "retreated",
            PyramidaEvent::Blocked { .. } => "blocked",
            PyramidaEvent::Unblocked { .. } => "unblocked",
            PyramidaEvent::Protected { .. } => "protected",
            PyramidaEvent::ProtectionEnded { .. } => "protection_ended",
            PyramidaEvent::Passed { .. } => "passed",
            PyramidaEvent::TurnPassed { .. } => "turn_passed",
            PyramidaEvent::GameOver { .. } => "game_over",
        }
    }
}

fn stone(seat: usize) -> PyramidaStone {
    if seat == WHITE {
        PyramidaStone::White
    } else {
        PyramidaStone::Black
    }
}

impl FfiGame for Pyramida {
    const FFI_KIND: GameKind = GameKind::Pyramida;
    const VARIANTS: &'static [&'static str] = &["standard", "swapped"];
    const MIN_SEATS: usize = 2;
    const MAX_SEATS: usize = 2;

    fn options_for(
        variant: Option<&str>,
        _seats: usize,
        first_player: Option<i32>,
    ) -> Result<PyramidaOptions, PyramidsError> {
        if first_player.is_some() {
            return Err(PyramidsError::bad_options(
                OptionsProblem::NoFirstPlayerOption {
                    game: GameKind::Pyramida,
                },
                "Pyramida has no first-player option: White (seat 0) always moves first",
            ));
        }
        let swapped = match variant.map(|v| v.trim().to_ascii_lowercase()) {
            None => false,
            Some(v) if v == "standard" => false,
            Some(v) if v == "swapped" => true,
            Some(_) => {
                let given = crate::error::clip(variant.unwrap_or_default());
                return Err(PyramidsError::bad_options(
                    OptionsProblem::UnknownVariant {
                        game: GameKind::Pyramida,
                        variant: given.clone(),
                    },
                    format!("unknown Pyramida variant {given:?} (standard or swapped)"),
                ));
            }
        };
        Ok(PyramidaOptions { swapped })
    }

    fn variant_name(options: &PyramidaOptions) -> String {
        if options.swapped {
            "swapped"
        } else {
            "standard"
        }
        .to_string()
    }

    fn board(state: &Pyramida, legal: &[PyramidaAction]) -> BoardSnapshot {
        // No legal action: the game is over (won, or drawn by the record:
        // repetition, ply limit). Otherwise there is always a move or a pass.
        let over = legal.is_empty();
        let protected = state.protected();
        let mut fields: Vec<PyramidaField> = Field::all()
            .map(|f| PyramidaField {
                name: f,
                column: i32::from(f.x()),
                row: i32::from(f.row()),
                stone: state.occupant(f).map(stone),
                blocked_by: state.blockers(f),
                protected: protected == Some(f),
                edge: f.edge().map(|e| i32::from(e.side)),
                move_targets: Vec::new(),
                can_retreat_here: false,
            })
            .collect();
        let mut can_pass = false;
        for action in legal {
            match *action {
                PyramidaAction::Move { from, to } => fields[from.index()].move_targets.push(to),
                PyramidaAction::Retreat { to } => fields[to.index()].can_retreat_here = true,
                PyramidaAction::Pass => can_pass = true,
            }
        }
        let retreat_from = state.retreat_from().filter(|_| !over);
        let decision = if over {
            PyramidaDecision::GameOver
        } else {
            state.decision()
        };
        BoardSnapshot::Pyramida {
            board: PyramidaSnapshot {
                decision,
                swapped: state.options().swapped,
                fields,
                on_board: vec![
                    i32::from(state.on_board(WHITE)),
                    i32::from(state.on_board(BLACK)),
                ],
                off_board: vec![i32::from(state.off(WHITE)), i32::from(state.off(BLACK))],
                opened: vec![state.has_opened(WHITE), state.has_opened(BLACK)],
                protected,
                retreat_from,
                retreating: retreat_from.map(|_| stone(state.to_move())),
                retreat_options: if over {
                    Vec::new()
                } else {
                    state.retreat_options()
                },
                can_pass,
            },
        }
    }

    fn detail(_state: &Pyramida, action: &PyramidaAction) -> ActionDetail {
        ActionDetail::Pyramida { action: *action }
    }

    fn from_detail(_state: &Pyramida, detail: &ActionDetail) -> Result<PyramidaAction, String> {
        match detail {
            ActionDetail::Pyramida { action } => Ok(*action),
            _ => Err("not a Pyramida action".into()),
        }
    }

    fn event(event: &core::PyramidaEvent) -> GameEvent {
        use core::PyramidaEvent as E;
        let s = Seat::from_core;
        let event = match event {
            E::Moved { seat, from, to } => PyramidaEvent::Moved {
                seat: s(*seat),
                from: *from,
                to: *to,
            },
            E::LeftBoard { seat, off } => PyramidaEvent::LeftBoard {
                seat: s(*seat),
                off: i32::from(*off),
            },
            E::Displaced { seat, at, by } => PyramidaEvent::Displaced {
                seat: s(*seat),
                at: *at,
                by: s(*by),
            },
            E::RetreatChoice {
                seat,
                from,
                options,
            } => PyramidaEvent::RetreatChoice {
                seat: s(*seat),
                from: *from,
                options: options.clone(),
            },
            E::Retreated {
                seat,
                from,
                to,
                automatic,
            } => PyramidaEvent::Retreated {
                seat: s(*seat),
                from: *from,
                to: *to,
                automatic: *automatic,
            },
            E::Blocked { seat, at, by } => PyramidaEvent::Blocked {
                seat: s(*seat),
                at: *at,
                by: *by,
            },
            E::Unblocked { seat, at } => PyramidaEvent::Unblocked {
                seat: s(*seat),
                at: *at,
            },
            E::Protected { seat, at } => PyramidaEvent::Protected {
                seat: s(*seat),
                at: *at,
            },
            E::ProtectionEnded { seat, at } => PyramidaEvent::ProtectionEnded {
                seat: s(*seat),
                at: *at,
            },
            E::Passed { seat } => PyramidaEvent::Passed { seat: s(*seat) },
            E::TurnPassed { to } => PyramidaEvent::TurnPassed { to: s(*to) },
            E::GameOver { outcome } => PyramidaEvent::GameOver {
                outcome: GameOutcome::from_core(outcome),
            },
        };
        GameEvent::Pyramida { event }
    }

    fn wrap(record: GameRecord<Pyramida>) -> AnyRecord {
        AnyRecord::Pyramida(record)
    }

    fn get(any: &AnyRecord) -> Option<&GameRecord<Pyramida>> {
        match any {
            AnyRecord::Pyramida(r) => Some(r),
            _ => None,
        }
    }

    fn get_mut(any: &mut AnyRecord) -> Option<&mut GameRecord<Pyramida>> {
        match any {
            AnyRecord::Pyramida(r) => Some(r),
            _ => None,
        }
    }
}
