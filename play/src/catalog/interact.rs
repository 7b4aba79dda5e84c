//! The boards' prompts, buttons and places in words (see
//! [`crate::interact`]).

use pyramids_core::game::GameKind;

use super::{Catalog, TextKey};
use crate::interact::{ButtonKind, Place, Prompt};

impl Catalog {
    /// What the player to move should do now.
    pub fn prompt(&self, prompt: &Prompt) -> String {
        use TextKey as K;
        let t = |key| self.text(key, &[]);
        match *prompt {
            Prompt::Wait { game, seat } => {
                self.text(K::Thinking, &[self.seat_name(game, seat as u32)])
            }
            Prompt::GameOver => t(K::GameOver),
            Prompt::PylosMove => t(K::PylosMove),
            Prompt::PylosRaiseChosen => t(K::PylosRaiseChosen),
            Prompt::PylosFirstReclaim => t(K::PylosFirstReclaim),
            Prompt::PylosSecondReclaim => t(K::PylosSecondReclaim),
            Prompt::PyramidaMove => t(K::PyramidaMove),
            Prompt::PyramidaStoneChosen => t(K::PyramidaStoneChosen),
            Prompt::PyramidaRetreat { seat } => self.text(
                K::PyramidaRetreat,
                &[self.seat_name(GameKind::Pyramida, seat as u32)],
            ),
            Prompt::PyramidaPass => t(K::PyramidaPass),
            Prompt::PyramidoPlace { floor } => self.text(K::PyramidoPlace, &[floor.to_string()]),
            Prompt::PyramidoPlaceChosen => t(K::PyramidoPlaceChosen),
            Prompt::PyramidoPlacePending => t(K::PyramidoPlacePending),
            Prompt::PyramidoMark => t(K::PyramidoMarkGlow),
            Prompt::PyramidoTile => t(K::PyramidoTileGlow),
            Prompt::PyramidoTileChosen => t(K::PyramidoTileChosen),
            Prompt::PyramidoRefill => t(K::PyramidoRefillGlow),
            Prompt::PyramidoNoFit { tile } => self.text(K::PyramidoNoFit, &[tile.to_string()]),
        }
    }

    /// A button's label.
    pub fn button_label(&self, button: ButtonKind) -> String {
        self.text(
            match button {
                ButtonKind::Done => TextKey::PylosStop,
                ButtonKind::Pass => TextKey::PyramidaPassButton,
                ButtonKind::Rotate => TextKey::PyramidoTurn,
                ButtonKind::Place => TextKey::PyramidoConfirm,
                ButtonKind::SkipTile => TextKey::PyramidoSkipTile,
                ButtonKind::Cancel => TextKey::Cancel,
                ButtonKind::Undo => TextKey::Undo,
                ButtonKind::Redo => TextKey::Redo,
                ButtonKind::Hint => TextKey::Hint,
            },
            &[],
        )
    }

    /// A place as the boards label it: "Level 2, column B, row 1", "e3",
    /// "Floor 1, c3", "Quarry place 1", "Pile 2", "Single tile, Red face"
    /// (quarry places and piles counted from 1, as drawn).
    pub fn place_name(&self, place: Place, floor: u8) -> String {
        match place {
            Place::Pylos(p) => self.text(
                TextKey::A11yPosition,
                &[
                    p.level().to_string(),
                    char::from(b'A' + p.col()).to_string(),
                    (u32::from(p.row()) + 1).to_string(),
                ],
            ),
            Place::Pyramida(f) => f.to_string(),
            Place::PyramidoCell(c) => self.text(
                TextKey::PyramidoCellA11y,
                &[floor.to_string(), c.to_string()],
            ),
            Place::PyramidoSlot(s) => {
                self.text(TextKey::PlaceQuarrySlot, &[(u32::from(s) + 1).to_string()])
            }
            Place::PyramidoPile(p) => {
                self.text(TextKey::PlacePile, &[(u32::from(p) + 1).to_string()])
            }
            Place::PyramidoFace(c) => self.text(TextKey::PlaceTileFace, &[self.colour_name(c)]),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::Language;
    use pyramids_core::pylos::Pos;
    use pyramids_core::pyramido::Colour;

    #[test]
    fn places_prompts_and_buttons_have_words_in_every_language() {
        let places = [
            Place::Pylos(Pos::parse("2b1").unwrap()),
            Place::PyramidoSlot(0),
            Place::PyramidoPile(3),
            Place::PyramidoFace(Colour::Red),
        ];
        for &language in Language::ALL {
            let c = Catalog::new(language);
            for place in places {
                let words = c.place_name(place, 1);
                assert!(
                    !words.is_empty() && !words.contains('{'),
                    "{language:?}: {words}"
                );
            }
            let prompt = c.prompt(&Prompt::PyramidoNoFit { tile: 2 });
            assert!(prompt.contains('2') && !prompt.contains('{'), "{prompt}");
            assert_ne!(
                c.button_label(ButtonKind::Rotate),
                c.button_label(ButtonKind::Place)
            );
        }
        let en = Catalog::new(Language::English);
        assert_eq!(
            en.place_name(Place::Pylos(Pos::parse("2b1").unwrap()), 1),
            "Level 2, column B, row 1"
        );
        assert_eq!(en.place_name(Place::PyramidoSlot(0), 1), "Quarry place 1");
        assert_eq!(
            en.prompt(&Prompt::Wait {
                game: GameKind::Pylos,
                seat: 1
            }),
            "Dark is thinking…"
        );
    }
}
