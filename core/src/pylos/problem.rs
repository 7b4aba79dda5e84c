//! Why a Pylos action is refused. Typed, so front ends word it in their own
//! language (the CLI in English, the apps in four languages).

use serde::Serialize;

use super::board::Pos;

/// Why an action is not legal now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "problem", rename_all = "snake_case")]
pub enum PylosProblem {
    /// A placement with no ball left in the reserve.
    ReserveEmpty,
    /// A placement onto a ball.
    Occupied { at: Pos },
    /// A placement onto a position that does not rest on four balls.
    NotSupported { at: Pos },
    /// No ball of the player to move at `at`.
    NotYourBall { at: Pos },
    /// The ball at `at` carries another ball.
    CarriesABall { at: Pos },
    /// A raise onto a position that is not available (occupied or unsupported).
    NotAvailable { at: Pos },
    /// A raise must go to a higher level.
    NotHigher { from: Pos, to: Pos },
    /// The ball at `from` is one of the four that would carry `to`.
    SupportsTarget { from: Pos, to: Pos },
    /// `stop` before the first reclaim, which is mandatory.
    FirstReclaimMandatory,
    /// A reclaim or `stop` while a placement or raise is due.
    PlaceOrRaiseFirst,
    /// A placement or raise while a reclaim is due.
    ReclaimFirst,
}

impl PylosProblem {
    /// The problem's snake_case name, as the conformance scenarios and the
    /// apps' string tables know it.
    pub fn kind(&self) -> &'static str {
        match self {
            PylosProblem::ReserveEmpty => "reserve_empty",
            PylosProblem::Occupied { .. } => "occupied",
            PylosProblem::NotSupported { .. } => "not_supported",
            PylosProblem::NotYourBall { .. } => "not_your_ball",
            PylosProblem::CarriesABall { .. } => "carries_a_ball",
            PylosProblem::NotAvailable { .. } => "not_available",
            PylosProblem::NotHigher { .. } => "not_higher",
            PylosProblem::SupportsTarget { .. } => "supports_target",
            PylosProblem::FirstReclaimMandatory => "first_reclaim_mandatory",
            PylosProblem::PlaceOrRaiseFirst => "place_or_raise_first",
            PylosProblem::ReclaimFirst => "reclaim_first",
        }
    }
}
