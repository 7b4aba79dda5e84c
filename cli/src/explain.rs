//! The CLI's English for the core's typed rule problems. The core returns
//! enums; each front end words them (the apps in four languages).

use pyramids_core::error::{IllegalAction, PlayError, RuleProblem};
use pyramids_core::pylos::PylosProblem;
use pyramids_core::pyramida::{Field, PyramidaProblem};
use pyramids_core::pyramido::{PlaceError, PyramidoProblem};

/// An error of `apply_notation`, in English.
pub fn play_error(error: &PlayError) -> String {
    match error {
        PlayError::Notation(e) => e.to_string(),
        PlayError::Illegal(e) => illegal(e),
    }
}

pub fn illegal(error: &IllegalAction) -> String {
    match error {
        IllegalAction::GameOver => "the game is over".into(),
        // The reason once: "1b2 is occupied", not "1b2: 1b2 is not legal
        // now: 1b2 is occupied"; the action is named only when the reason
        // does not name it ("1a1-2a1: a raise must go to a higher level").
        IllegalAction::Rejected { action, problem } => {
            let reason = rule_problem(problem);
            if reason.contains(action.as_str()) {
                reason
            } else {
                format!("{action}: {reason}")
            }
        }
    }
}

pub fn rule_problem(problem: &RuleProblem) -> String {
    match problem {
        RuleProblem::Pylos { problem } => pylos(problem),
        RuleProblem::Pyramido { problem } => pyramido(problem),
        RuleProblem::Pyramida { problem } => pyramida(problem),
    }
}

fn pylos(problem: &PylosProblem) -> String {
    use PylosProblem as P;
    match *problem {
        P::ReserveEmpty => "the reserve is empty".into(),
        P::Occupied { at } => format!("{at} is occupied"),
        P::NotSupported { at } => format!("{at} is not supported by four balls"),
        P::NotYourBall { at } => format!("no ball of yours at {at}"),
        P::CarriesABall { at } => format!("the ball at {at} carries another ball"),
        P::NotAvailable { at } => format!("{at} is not available"),
        P::NotHigher { .. } => "a raise must go to a higher level".into(),
        P::SupportsTarget { from, to } => format!("{from} supports {to}"),
        P::FirstReclaimMandatory => "the first reclaim is mandatory".into(),
        P::PlaceOrRaiseFirst => "place or raise a ball first".into(),
        P::ReclaimFirst => "reclaim one of your free balls".into(),
    }
}

fn fields(list: &[Field]) -> String {
    if list.is_empty() {
        return "nowhere".into();
    }
    list.iter()
        .map(|f| f.to_string())
        .collect::<Vec<_>>()
        .join(" or ")
}

fn pyramida(problem: &PyramidaProblem) -> String {
    use PyramidaProblem as P;
    match problem {
        P::NoSuchField => "no such field".into(),
        P::NoOwnStone { at } => format!("no stone of yours at {at}"),
        P::NotAStep { from, to } => format!("{to} is not one diagonal step from {from}"),
        P::OwnStone { at } => format!("{at} holds your own stone"),
        P::FirstMoveFromEnd { .. } => {
            "a player's first move may not use a stone at an end of the base row".into()
        }
        P::Blocked { at, by } => format!(
            "the stone at {at} is blocked by the enemy stone at {} on its edge",
            by.iter()
                .map(|f| f.to_string())
                .collect::<Vec<_>>()
                .join(" and ")
        ),
        P::Protected { at } => {
            format!("the stone at {at} is protected this move (its pair was attacked from below)")
        }
        P::BaseStone { at } => {
            format!("the stone at {at} is on the base row and has nowhere to retreat")
        }
        P::ChainFails { at } => format!(
            "the stone at {at} cannot retreat: every retreat chain would run off the base row"
        ),
        P::RetreatNotAllowed { from, options } => format!(
            "the stone from {from} may retreat only to {}",
            fields(options)
        ),
        P::MustRetreatFirst { from, options } => format!(
            "the stone driven from {from} must retreat first, to {}",
            fields(options)
        ),
        P::NotRetreating => "no stone is retreating; move a stone".into(),
        P::PassWithLegalMove => "a player may pass only without a legal move".into(),
    }
}

fn place_error(reason: PlaceError) -> &'static str {
    match reason {
        PlaceError::OffFloor => "the domino would stick out of the floor",
        PlaceError::Occupied => "a cell under the domino is already built",
        PlaceError::FirstAnchor => {
            "the first domino of floor 1 is anchored on e5 (only its direction matters)"
        }
        PlaceError::NoContact => {
            "on floor 1 a domino must share a full block edge with a placed block"
        }
        PlaceError::TooLarge => "floor 1 must fit in a 5×4 or 4×5 rectangle",
        PlaceError::FloorNotReady => "the floor below is not complete",
    }
}

fn pyramido(problem: &PyramidoProblem) -> String {
    use PyramidoProblem as P;
    match *problem {
        P::SlotEmpty { slot } => format!("quarry slot {} is empty or does not exist", slot + 1),
        P::CannotPlace { reason } => place_error(reason).into(),
        P::NotJustPlaced { cell } => format!("{cell} is not a block of the domino just placed"),
        P::CannotMark { cell } => {
            format!("the block on {cell} has no jewel or its colour's marker is used")
        }
        P::CarriesMarker { cell } => format!("the block on {cell} carries a marker"),
        P::TileUsed { colour } => format!("the single tile with the {colour} face is used"),
        P::WrongPile { slot, .. } => format!(
            "quarry slot {} is refilled from pile {} or {}",
            slot + 1,
            slot + 1,
            slot + 2
        ),
        P::PileEmpty { pile } => format!("pile {} is empty", pile + 1),
        P::NotAHole { cell, floor } => {
            format!("{cell} is not an empty position of floor {floor}")
        }
        P::WrongDecision { phase } => format!(
            "the current decision is to {}",
            pyramids_core::Decision::Pyramido { phase }
        ),
    }
}
