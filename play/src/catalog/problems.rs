//! Why the rules refused an action, in each language: each of the core's
//! typed problems has a key of its own (`Problem…`), and its places are
//! named as the boards label them.
//!
//! Quarry places and piles are 0-based in the core and counted from 1 on
//! the board, so they are shown plus one.

use pyramids_core::error::RuleProblem;
use pyramids_core::pylos::{Pos, PylosProblem};
use pyramids_core::pyramida::PyramidaProblem;
use pyramids_core::pyramido::{Phase, PlaceError, PyramidoProblem};

use super::{Catalog, Key};

impl Catalog {
    /// Why the rules refused an action, as a phrase to follow "That move is
    /// not allowed:" ([`TextKey::Illegal`](super::TextKey::Illegal)).
    pub fn rule_problem(&self, problem: &RuleProblem) -> String {
        let (key, args) = match problem {
            RuleProblem::Pylos { problem } => pylos(self, problem),
            RuleProblem::Pyramida { problem } => self.pyramida(problem),
            RuleProblem::Pyramido { problem } => self.pyramido(problem),
        };
        self.text(key, &args)
    }

    /// "a and b and c" ([`Key::ListAnd`]) or "a or b" ([`Key::ListOr`]).
    pub fn list(&self, joiner: Key, items: &[String]) -> String {
        let mut items = items.iter();
        let first = items.next().cloned().unwrap_or_default();
        items.fold(first, |acc, next| self.text(joiner, &[acc, next.clone()]))
    }

    fn pyramida(&self, p: &PyramidaProblem) -> (Key, Vec<String>) {
        use Key::*;
        use PyramidaProblem as P;
        let names = |fields: &[_]| {
            fields
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<String>>()
        };
        match p {
            P::NoSuchField => (ProblemPyramidaNoSuchField, vec![]),
            P::NoOwnStone { at } => (ProblemPyramidaNoOwnStone, vec![at.to_string()]),
            P::NotAStep { from, to } => (
                ProblemPyramidaNotAStep,
                vec![from.to_string(), to.to_string()],
            ),
            P::OwnStone { at } => (ProblemPyramidaOwnStone, vec![at.to_string()]),
            P::FirstMoveFromEnd { at } => (ProblemPyramidaFirstMoveFromEnd, vec![at.to_string()]),
            P::Blocked { at, by } => (
                ProblemPyramidaBlocked,
                vec![at.to_string(), self.list(ListAnd, &names(by))],
            ),
            P::Protected { at } => (ProblemPyramidaProtected, vec![at.to_string()]),
            P::BaseStone { at } => (ProblemPyramidaBaseStone, vec![at.to_string()]),
            P::ChainFails { at } => (ProblemPyramidaChainFails, vec![at.to_string()]),
            P::RetreatNotAllowed { from, options } => (
                ProblemPyramidaRetreatNotAllowed,
                vec![from.to_string(), self.list(ListOr, &names(options))],
            ),
            P::MustRetreatFirst { from, .. } => {
                (ProblemPyramidaMustRetreatFirst, vec![from.to_string()])
            }
            P::NotRetreating => (ProblemPyramidaNotRetreating, vec![]),
            P::PassWithLegalMove => (ProblemPyramidaPassWithLegalMove, vec![]),
        }
    }

    fn pyramido(&self, p: &PyramidoProblem) -> (Key, Vec<String>) {
        use Key::*;
        use PyramidoProblem as P;
        let counted = |n: &i32| (i64::from(*n) + 1).to_string();
        match p {
            P::SlotEmpty { slot } => (ProblemPyramidoSlotEmpty, vec![counted(slot)]),
            P::CannotPlace { reason } => (
                match reason {
                    PlaceError::OffFloor => ProblemPyramidoCannotPlaceOffFloor,
                    PlaceError::Occupied => ProblemPyramidoCannotPlaceOccupied,
                    PlaceError::FirstAnchor => ProblemPyramidoCannotPlaceFirstAnchor,
                    PlaceError::NoContact => ProblemPyramidoCannotPlaceNoContact,
                    PlaceError::TooLarge => ProblemPyramidoCannotPlaceTooLarge,
                    PlaceError::FloorNotReady => ProblemPyramidoCannotPlaceFloorNotReady,
                },
                vec![],
            ),
            P::NotJustPlaced { cell } => (ProblemPyramidoNotJustPlaced, vec![cell.to_string()]),
            P::CannotMark { cell } => (ProblemPyramidoCannotMark, vec![cell.to_string()]),
            P::CarriesMarker { cell } => (ProblemPyramidoCarriesMarker, vec![cell.to_string()]),
            P::TileUsed { colour } => (ProblemPyramidoTileUsed, vec![self.colour_name(*colour)]),
            P::WrongPile { slot, pile } => {
                (ProblemPyramidoWrongPile, vec![counted(slot), counted(pile)])
            }
            P::PileEmpty { pile } => (ProblemPyramidoPileEmpty, vec![counted(pile)]),
            P::NotAHole { cell, floor } => (
                ProblemPyramidoNotAHole,
                vec![cell.to_string(), floor.to_string()],
            ),
            P::WrongDecision { phase } => (
                match phase {
                    Phase::Place => ProblemPyramidoWrongDecisionPlace,
                    Phase::Mark => ProblemPyramidoWrongDecisionMark,
                    Phase::Tile => ProblemPyramidoWrongDecisionTile,
                    Phase::Refill => ProblemPyramidoWrongDecisionRefill,
                    Phase::NoFit => ProblemPyramidoWrongDecisionNoFit,
                    Phase::Over => ProblemPyramidoWrongDecisionOver,
                },
                vec![],
            ),
        }
    }
}

fn pylos(catalog: &Catalog, p: &PylosProblem) -> (Key, Vec<String>) {
    use Key::*;
    use PylosProblem as P;
    // Positions as the board labels them ("b1 (level 2)"), not notation.
    let name = |pos: &Pos| catalog.pylos_place(*pos);
    match p {
        P::ReserveEmpty => (ProblemPylosReserveEmpty, vec![]),
        P::Occupied { at } => (ProblemPylosOccupied, vec![name(at)]),
        P::NotSupported { at } => (ProblemPylosNotSupported, vec![name(at)]),
        P::NotYourBall { at } => (ProblemPylosNotYourBall, vec![name(at)]),
        P::CarriesABall { at } => (ProblemPylosCarriesABall, vec![name(at)]),
        P::NotAvailable { at } => (ProblemPylosNotAvailable, vec![name(at)]),
        P::NotHigher { from, to } => (ProblemPylosNotHigher, vec![name(from), name(to)]),
        P::SupportsTarget { from, to } => (ProblemPylosSupportsTarget, vec![name(from), name(to)]),
        P::FirstReclaimMandatory => (ProblemPylosFirstReclaimMandatory, vec![]),
        P::PlaceOrRaiseFirst => (ProblemPylosPlaceOrRaiseFirst, vec![]),
        P::ReclaimFirst => (ProblemPylosReclaimFirst, vec![]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::Language;
    use pyramids_core::pyramida::Field;
    use pyramids_core::pyramido::Colour;

    fn field(s: &str) -> Field {
        Field::parse(s).unwrap()
    }

    #[test]
    fn problems_name_their_places_and_lists_fold() {
        let en = Catalog::new(Language::English);
        let blocked = RuleProblem::Pyramida {
            problem: PyramidaProblem::Blocked {
                at: field("e3"),
                by: vec![field("d2"), field("f2"), field("g3")],
            },
        };
        assert_eq!(
            en.rule_problem(&blocked),
            "the stone on e3 is blocked by d2 and f2 and g3"
        );
        let retreat = RuleProblem::Pyramida {
            problem: PyramidaProblem::RetreatNotAllowed {
                from: field("e3"),
                options: vec![field("d2"), field("f2")],
            },
        };
        assert_eq!(
            Catalog::new(Language::Czech).rule_problem(&retreat),
            "kámen z e3 smí ustoupit jen na d2 nebo f2"
        );
        let pile = RuleProblem::Pyramido {
            problem: PyramidoProblem::WrongPile { slot: 0, pile: 3 },
        };
        assert_eq!(
            en.rule_problem(&pile),
            "pile 4 is not next to empty quarry place 1"
        );
        let tile = RuleProblem::Pyramido {
            problem: PyramidoProblem::TileUsed {
                colour: Colour::Aqua,
            },
        };
        let sl = Catalog::new(Language::Slovenian);
        assert!(
            sl.rule_problem(&tile)
                .contains(&sl.colour_name(Colour::Aqua)),
            "{}",
            sl.rule_problem(&tile)
        );
    }

    #[test]
    fn every_problem_has_its_own_words_in_every_language() {
        // A new problem kind in the core does not compile here until it has a
        // key; this checks the keys are distinct and really worded.
        let problems: Vec<RuleProblem> = vec![
            RuleProblem::Pylos {
                problem: PylosProblem::ReserveEmpty,
            },
            RuleProblem::Pylos {
                problem: PylosProblem::FirstReclaimMandatory,
            },
            RuleProblem::Pylos {
                problem: PylosProblem::PlaceOrRaiseFirst,
            },
            RuleProblem::Pylos {
                problem: PylosProblem::ReclaimFirst,
            },
            RuleProblem::Pyramida {
                problem: PyramidaProblem::NoSuchField,
            },
            RuleProblem::Pyramida {
                problem: PyramidaProblem::NotRetreating,
            },
            RuleProblem::Pyramida {
                problem: PyramidaProblem::PassWithLegalMove,
            },
            RuleProblem::Pyramido {
                problem: PyramidoProblem::CannotPlace {
                    reason: PlaceError::OffFloor,
                },
            },
            RuleProblem::Pyramido {
                problem: PyramidoProblem::CannotPlace {
                    reason: PlaceError::TooLarge,
                },
            },
            RuleProblem::Pyramido {
                problem: PyramidoProblem::WrongDecision {
                    phase: Phase::Refill,
                },
            },
            RuleProblem::Pyramido {
                problem: PyramidoProblem::WrongDecision { phase: Phase::Over },
            },
        ];
        for &language in Language::ALL {
            let c = Catalog::new(language);
            let words: Vec<String> = problems.iter().map(|p| c.rule_problem(p)).collect();
            let mut distinct = words.clone();
            distinct.sort();
            distinct.dedup();
            assert_eq!(distinct.len(), words.len(), "{language:?}: {words:?}");
            for (p, w) in problems.iter().zip(&words) {
                assert!(
                    !w.contains(p.kind()) && !w.contains('{'),
                    "{language:?}: {w}"
                );
            }
        }
    }
}
