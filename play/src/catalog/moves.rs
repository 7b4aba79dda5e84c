//! Decisions in words, for the review card, hints and lessons: a player
//! reads "Raise the ball from d4 (level 1) to b1 (level 2)", never the
//! engine's `1d4-2b1`. Places are named as the boards label them: Pylos by
//! column letter and row number on their level, Pyramida fields and
//! Pyramido cells by the coordinates along the board's edges; quarry places
//! and piles count from 1.

use pyramids_core::game::GameKind;
use pyramids_core::pylos::{self, Pos, PylosAction};
use pyramids_core::pyramida::{self, PyramidaAction};
use pyramids_core::pyramido::{self, Corner, PyramidoAction};

use super::{Catalog, Key};

/// A decision of any game, typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnyAction {
    Pylos(PylosAction),
    Pyramida(PyramidaAction),
    Pyramido(PyramidoAction),
}

impl AnyAction {
    /// The decision a notation names in `game`, if it is one.
    pub fn parse(game: GameKind, notation: &str) -> Option<AnyAction> {
        match game {
            GameKind::Pylos => pylos::notation::parse(notation).ok().map(AnyAction::Pylos),
            GameKind::Pyramida => pyramida::notation::parse(notation)
                .ok()
                .map(AnyAction::Pyramida),
            GameKind::Pyramido => pyramido::notation::parse(notation)
                .ok()
                .map(AnyAction::Pyramido),
        }
    }
}

impl Catalog {
    /// A Pylos position as the board labels it: "b1 (level 2)".
    pub fn pylos_place(&self, pos: Pos) -> String {
        let square = format!("{}{}", char::from(b'a' + pos.col()), pos.row() + 1);
        self.text(Key::PylosAt, &[pos.level().to_string(), square])
    }

    fn corner_name(&self, corner: Corner) -> String {
        self.text(
            match corner {
                Corner::Nw => Key::CornerNw,
                Corner::Ne => Key::CornerNe,
                Corner::Se => Key::CornerSe,
                Corner::Sw => Key::CornerSw,
            },
            &[],
        )
    }

    /// A decision in words, as a sentence starting with a capital.
    pub fn action_words(&self, action: &AnyAction) -> String {
        let (key, args) = match *action {
            AnyAction::Pylos(a) => match a {
                PylosAction::Place { to } => (Key::MovePylosPlace, vec![self.pylos_place(to)]),
                PylosAction::Raise { from, to } => (
                    Key::MovePylosRaise,
                    vec![self.pylos_place(from), self.pylos_place(to)],
                ),
                PylosAction::Reclaim { from } => {
                    (Key::MovePylosReclaim, vec![self.pylos_place(from)])
                }
                PylosAction::Stop => (Key::MovePylosStop, vec![]),
            },
            AnyAction::Pyramida(a) => match a {
                PyramidaAction::Move { from, to } => (
                    Key::MovePyramidaMove,
                    vec![from.to_string(), to.to_string()],
                ),
                PyramidaAction::Retreat { to } => (Key::MovePyramidaRetreat, vec![to.to_string()]),
                PyramidaAction::Pass => (Key::MovePyramidaPass, vec![]),
            },
            AnyAction::Pyramido(a) => match a {
                PyramidoAction::Place { slot, cell, dir } => (
                    Key::MovePyramidoPlace,
                    vec![
                        (u32::from(slot) + 1).to_string(),
                        cell.to_string(),
                        // A placement the notation reads always has its
                        // second block on the canvas; "?" only for a
                        // hand-made action off its edge.
                        cell.toward(dir).map_or("?".into(), |c| c.to_string()),
                    ],
                ),
                PyramidoAction::Mark { cell } => (Key::MovePyramidoMark, vec![cell.to_string()]),
                PyramidoAction::Tile {
                    cell,
                    colour,
                    corner,
                } => (
                    Key::MovePyramidoTile,
                    vec![
                        self.colour_name(colour),
                        cell.to_string(),
                        self.corner_name(corner),
                    ],
                ),
                PyramidoAction::SkipTile => (Key::MovePyramidoSkipTile, vec![]),
                PyramidoAction::Refill { pile } => (
                    Key::MovePyramidoRefill,
                    vec![(u32::from(pile) + 1).to_string()],
                ),
                PyramidoAction::FillHole {
                    cell,
                    colour,
                    corner,
                } => (
                    Key::MovePyramidoFillHole,
                    vec![
                        cell.to_string(),
                        self.colour_name(colour),
                        self.corner_name(corner),
                    ],
                ),
            },
        };
        self.text(key, &args)
    }

    /// A decision given in `game`'s notation, in words; the notation itself
    /// when it names no decision (an old save's text, shown rather than lost).
    pub fn notation_words(&self, game: GameKind, notation: &str) -> String {
        AnyAction::parse(game, notation)
            .map_or_else(|| notation.to_string(), |a| self.action_words(&a))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::Language;

    const SAMPLES: &[(GameKind, &str)] = &[
        (GameKind::Pylos, "1b2"),
        (GameKind::Pylos, "1d4-2b1"),
        (GameKind::Pylos, "x2b1"),
        (GameKind::Pylos, "stop"),
        (GameKind::Pyramida, "pass"),
        (GameKind::Pyramido, "q2@e5s"),
        (GameKind::Pyramido, "m@e6"),
        (GameKind::Pyramido, "t@e5=red:ne"),
        (GameKind::Pyramido, "-"),
        (GameKind::Pyramido, "p3"),
        (GameKind::Pyramido, "h@b2=aqua:sw"),
    ];

    fn parsed(game: GameKind, notation: &str) -> AnyAction {
        AnyAction::parse(game, notation).unwrap_or_else(|| panic!("{notation} does not parse"))
    }

    #[test]
    fn every_kind_of_decision_has_words_and_no_notation_in_every_language() {
        for &language in Language::ALL {
            let catalog = Catalog::new(language);
            for &(game, notation) in SAMPLES {
                let words = catalog.action_words(&parsed(game, notation));
                assert!(!words.contains('{'), "{language:?} {notation}: {words}");
                assert_ne!(words, notation, "{language:?}");
                assert!(!words.contains(notation), "{language:?}: {words}");
                assert!(
                    words.chars().next().is_some_and(char::is_uppercase),
                    "{language:?} {notation}: {words}"
                );
            }
        }
    }

    #[test]
    fn english_words_name_the_places_as_the_board_labels_them() {
        let en = Catalog::new(Language::English);
        let say = |game, n| en.action_words(&parsed(game, n));
        assert_eq!(say(GameKind::Pylos, "1b2"), "Place a ball on b2 (level 1)");
        assert_eq!(
            say(GameKind::Pylos, "1d4-2b1"),
            "Raise the ball from d4 (level 1) to b1 (level 2)"
        );
        assert_eq!(
            say(GameKind::Pylos, "x2b1"),
            "Take back the ball on b1 (level 2)"
        );
        assert_eq!(
            say(GameKind::Pyramido, "q2@e5s"),
            "Lay the domino from quarry place 2 on e5 and e6"
        );
        assert_eq!(
            say(GameKind::Pyramido, "t@e5=red:ne"),
            "Lay the red single tile on e5, its jewel at the top right"
        );
        assert_eq!(
            say(GameKind::Pyramido, "p3"),
            "Refill the quarry from pile 3"
        );
    }

    #[test]
    fn a_pyramida_move_names_both_fields() {
        let en = Catalog::new(Language::English);
        let state = pyramids_core::pyramida::Pyramida::start(&Default::default());
        let first = *pyramids_core::game::Game::legal_actions(&state)
            .first()
            .expect("a first move");
        let PyramidaAction::Move { from, to } = first else {
            panic!("the first decision is a move");
        };
        let words = en.action_words(&AnyAction::Pyramida(first));
        assert_eq!(words, format!("Move the stone from {from} to {to}"));
    }

    #[test]
    fn text_that_is_no_notation_is_shown_as_it_is() {
        let en = Catalog::new(Language::English);
        assert_eq!(en.notation_words(GameKind::Pylos, "zz9"), "zz9");
    }
}
