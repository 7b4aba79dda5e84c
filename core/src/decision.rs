//! Which decision the player to move faces, typed per game so front ends
//! word it in their own language; `Display` gives the English the CLI and
//! the text drawings use.

use std::fmt;

use serde::Serialize;

use crate::{pylos, pyramida, pyramido};

/// The current decision of any of the three games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "game", rename_all = "snake_case")]
pub enum Decision {
    Pylos { phase: pylos::Phase },
    Pyramido { phase: pyramido::Phase },
    Pyramida { decision: pyramida::Decision },
}

impl Decision {
    /// The decision's snake_case name, as the conformance scenarios and the
    /// apps' string tables know it.
    pub fn kind(&self) -> &'static str {
        match self {
            Decision::Pylos { phase } => match phase {
                pylos::Phase::Move => "move",
                pylos::Phase::FirstReclaim => "first_reclaim",
                pylos::Phase::SecondReclaim => "second_reclaim",
            },
            Decision::Pyramido { phase } => match phase {
                pyramido::Phase::Place => "place",
                pyramido::Phase::Mark => "mark",
                pyramido::Phase::Tile => "tile",
                pyramido::Phase::Refill => "refill",
                pyramido::Phase::NoFit => "no_fit",
                pyramido::Phase::Over => "over",
            },
            Decision::Pyramida { decision } => match decision {
                pyramida::Decision::Move => "move",
                pyramida::Decision::Retreat => "retreat",
                pyramida::Decision::Pass => "pass",
                pyramida::Decision::GameOver => "game_over",
            },
        }
    }
}

impl fmt::Display for Decision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Decision::Pylos { phase } => match phase {
                pylos::Phase::Move => "place or raise",
                pylos::Phase::FirstReclaim => "reclaim a first ball",
                pylos::Phase::SecondReclaim => "reclaim a second ball or stop",
            },
            Decision::Pyramido { phase } => match phase {
                pyramido::Phase::Place => "place a quarry domino",
                pyramido::Phase::Mark => "mark one of the two blocks just placed",
                pyramido::Phase::Tile => "cover a block with a single tile, or skip",
                pyramido::Phase::Refill => {
                    "refill the quarry from one of the two piles above the slot"
                }
                pyramido::Phase::NoFit => {
                    "put a single tile into an empty position (no domino fits)"
                }
                pyramido::Phase::Over => "nothing (the game is over)",
            },
            Decision::Pyramida { decision } => match decision {
                pyramida::Decision::Move => "move a stone",
                pyramida::Decision::Retreat => "retreat the driven stone",
                pyramida::Decision::Pass => "no legal move: pass",
                pyramida::Decision::GameOver => "game over",
            },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_decision_has_a_distinct_kind_within_its_game() {
        let pylos = [
            pylos::Phase::Move,
            pylos::Phase::FirstReclaim,
            pylos::Phase::SecondReclaim,
        ]
        .map(|phase| Decision::Pylos { phase }.kind());
        let pyramido = [
            pyramido::Phase::Place,
            pyramido::Phase::Mark,
            pyramido::Phase::Tile,
            pyramido::Phase::Refill,
            pyramido::Phase::NoFit,
            pyramido::Phase::Over,
        ]
        .map(|phase| Decision::Pyramido { phase }.kind());
        let pyramida = [
            pyramida::Decision::Move,
            pyramida::Decision::Retreat,
            pyramida::Decision::Pass,
            pyramida::Decision::GameOver,
        ]
        .map(|decision| Decision::Pyramida { decision }.kind());
        for kinds in [&pylos[..], &pyramido[..], &pyramida[..]] {
            let set: std::collections::HashSet<_> = kinds.iter().collect();
            assert_eq!(set.len(), kinds.len(), "{kinds:?}");
        }
    }
}
