//! Pylos records: the board snapshot, typed actions and events.

pub use pyramids_core::pylos::Phase as PylosPhase;
use pyramids_core::pylos::{self as core, Pos, Pylos, PylosAction, PylosOptions, Variant};
use pyramids_core::record::GameRecord;

use crate::adapter::FfiGame;
use crate::error::{OptionsProblem, PyramidsError};
use crate::seat::Seat;
use crate::session::AnyRecord;
use crate::types::{ActionDetail, BoardSnapshot, GameEvent, GameKind, GameOutcome};

/// A ball's colour. Light is seat 0 and moves first; Dark is seat 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum PylosColor {
    Light,
    Dark,
}

/// One of the 30 positions. Level 1 is a 4×4 grid, level 2 3×3, level 3
/// 2×2, level 4 the apex; a level-L position at (column c, row r) rests on
/// (c,r) (c+1,r) (c,r+1) (c+1,r+1) of level L-1, i.e. it is drawn centred
/// over that square.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PylosPosition {
    /// The position (its notation, e.g. `2b1`).
    pub name: Pos,
    /// 1..=4.
    pub level: i32,
    /// 0-based column (the letter in the notation).
    pub column: i32,
    /// 0-based row (the number in the notation, minus one).
    pub row: i32,
    pub ball: Option<PylosColor>,
    /// Empty and on level 1 or resting on four balls (the rules' term).
    pub available: bool,
    /// The player to move may place a reserve ball here now.
    pub can_place: bool,
    /// Holds a ball with nothing resting on it.
    pub free: bool,
    /// Where the ball here may be raised now (empty when it may not).
    pub raise_targets: Vec<Pos>,
    /// The ball here may be taken back now (reclaim decisions).
    pub can_reclaim: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PylosSnapshot {
    pub phase: PylosPhase,
    /// Balls in reserve by seat: `[light, dark]`.
    pub reserves: Vec<i32>,
    /// All 30 positions, level by level, row by row (`1a1`, `1b1` … `4a1`).
    pub positions: Vec<PylosPosition>,
    pub balls_on_board: i32,
    /// `stop` (decline the optional second reclaim) is legal now.
    pub can_stop: bool,
}

/// A Pylos decision: the core's action itself (positions cross as their
/// notation, `1a1` … `4a1`).
#[uniffi::remote(Enum)]
#[uniffi(name = "PylosMove")]
pub enum PylosAction {
    Place {
        to: Pos,
    },
    Raise {
        from: Pos,
        to: Pos,
    },
    Reclaim {
        from: Pos,
    },
    /// Decline the optional second reclaim.
    Stop,
}

pub use pyramids_core::pylos::PylosAction as PylosMove;

/// What happened. Hand-written: the core's event carries `usize` seats and
/// the core's `Outcome`, which UniFFI does not carry.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum PylosEvent {
    Placed {
        seat: Seat,
        to: Pos,
    },
    Raised {
        seat: Seat,
        from: Pos,
        to: Pos,
    },
    /// The move completed one or more patterns of the mover's colour (the
    /// union of their positions); reclaims follow.
    PatternCompleted {
        seat: Seat,
        positions: Vec<Pos>,
    },
    Reclaimed {
        seat: Seat,
        from: Pos,
    },
    ReclaimDeclined {
        seat: Seat,
    },
    TurnPassed {
        to: Seat,
    },
    GameOver {
        outcome: GameOutcome,
    },
}

impl PylosEvent {
    pub fn name(&self) -> &'static str {
        match self {
            PylosEvent::Placed { .. } => "placed",
            PylosEvent::Raised { .. } => "raised",
            PylosEvent::PatternCompleted { .. } => "pattern_completed",
            PylosEvent::Reclaimed { .. } => "reclaimed",
            PylosEvent::ReclaimDeclined { .. } => "reclaim_declined",
            PylosEvent::TurnPassed { .. } => "turn_passed",
            PylosEvent::GameOver { .. } => "game_over",
        }
    }
}

fn color(seat: usize) -> PylosColor {
    if seat == core::LIGHT {
        PylosColor::Light
    } else {
        PylosColor::Dark
    }
}

impl FfiGame for Pylos {
    const FFI_KIND: GameKind = GameKind::Pylos;
    const VARIANTS: &'static [&'static str] = &["standard", "kids", "expert"];
    const MIN_SEATS: usize = 2;
    const MAX_SEATS: usize = 2;

    fn options_for(
        variant: Option<&str>,
        _seats: usize,
        first_player: Option<i32>,
    ) -> Result<PylosOptions, PyramidsError> {
        if first_player.is_some() {
            return Err(PyramidsError::bad_options(
                OptionsProblem::NoFirstPlayerOption {
                    game: GameKind::Pylos,
                },
                "Pylos has no first-player option: Light (seat 0) always moves first",
            ));
        }
        let variant = match variant {
            None => Variant::default(),
            Some(name) => Variant::from_name(name).ok_or_else(|| {
                PyramidsError::bad_options(
                    OptionsProblem::UnknownVariant {
                        game: GameKind::Pylos,
                        variant: crate::error::clip(name),
                    },
                    format!(
                        "unknown Pylos variant {:?} (standard, kids or expert)",
                        crate::error::clip(name)
                    ),
                )
            })?,
        };
        Ok(PylosOptions { variant })
    }

    fn variant_name(options: &PylosOptions) -> String {
        options.variant.name().to_string()
    }

    fn board(state: &Pylos, legal: &[PylosAction]) -> BoardSnapshot {
        let available = state.available();
        let free = state.free();
        let mut positions: Vec<PylosPosition> = Pos::all()
            .map(|p| PylosPosition {
                name: p,
                level: i32::from(p.level()),
                column: i32::from(p.col()),
                row: i32::from(p.row()),
                ball: state.at(p).map(color),
                available: available.contains(p),
                can_place: false,
                free: free.contains(p),
                raise_targets: Vec::new(),
                can_reclaim: false,
            })
            .collect();
        // Everything the player may do now comes from the legal actions, so
        // the snapshot can never disagree with `legal_actions`.
        let mut can_stop = false;
        for action in legal {
            match *action {
                PylosAction::Place { to } => positions[to.index()].can_place = true,
                PylosAction::Raise { from, to } => positions[from.index()].raise_targets.push(to),
                PylosAction::Reclaim { from } => positions[from.index()].can_reclaim = true,
                PylosAction::Stop => can_stop = true,
            }
        }
        BoardSnapshot::Pylos {
            board: PylosSnapshot {
                phase: state.phase(),
                reserves: vec![
                    i32::from(state.reserve(core::LIGHT)),
                    i32::from(state.reserve(core::DARK)),
                ],
                positions,
                balls_on_board: state.occupied().count() as i32,
                can_stop,
            },
        }
    }

    fn detail(_state: &Pylos, action: &PylosAction) -> ActionDetail {
        ActionDetail::Pylos { action: *action }
    }

    fn from_detail(_state: &Pylos, detail: &ActionDetail) -> Result<PylosAction, String> {
        match detail {
            ActionDetail::Pylos { action } => Ok(*action),
            _ => Err("not a Pylos action".into()),
        }
    }

    fn event(event: &core::PylosEvent) -> GameEvent {
        use core::PylosEvent as E;
        let s = Seat::from_core;
        let event = match event {
            E::Placed { seat, to } => PylosEvent::Placed {
                seat: s(*seat),
                to: *to,
            },
            E::Raised { seat, from, to } => PylosEvent::Raised {
                seat: s(*seat),
                from: *from,
                to: *to,
            },
            E::PatternCompleted { seat, positions } => PylosEvent::PatternCompleted {
                seat: s(*seat),
                positions: positions.clone(),
            },
            E::Reclaimed { seat, from } => PylosEvent::Reclaimed {
                seat: s(*seat),
                from: *from,
            },
            E::ReclaimDeclined { seat } => PylosEvent::ReclaimDeclined { seat: s(*seat) },
            E::TurnPassed { to } => PylosEvent::TurnPassed { to: s(*to) },
            E::GameOver { outcome } => PylosEvent::GameOver {
                outcome: GameOutcome::from_core(outcome),
            },
        };
        GameEvent::Pylos { event }
    }

    fn wrap(record: GameRecord<Pylos>) -> AnyRecord {
        AnyRecord::Pylos(record)
    }

    fn get(any: &AnyRecord) -> Option<&GameRecord<Pylos>> {
        match any {
            AnyRecord::Pylos(r) => Some(r),
            _ => None,
        }
    }

    fn get_mut(any: &mut AnyRecord) -> Option<&mut GameRecord<Pylos>> {
        match any {
            AnyRecord::Pylos(r) => Some(r),
            _ => None,
        }
    }
}
