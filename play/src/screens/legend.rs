//! The boards' visual language, once for both apps: for every mark the
//! interaction models put on a place ([`MarkReason`]) and every other symbol
//! a legend explains (Pyramida's padlock and shield, Pyramido's jewels and
//! markers, the selection), its [`MarkStyle`] (a colour of one palette and a
//! shape, so no mark rests on its colour alone) and the legend's words; and
//! the legend of a screen: the symbols the board on view draws, in a fixed
//! order.
//!
//! The apps turn each [`MarkColour`] into a platform colour once and draw a
//! mark's shape with the same code on the board and in the legend's swatch.

use pyramids_core::game::GameKind;

use crate::catalog::{Catalog, TextKey};
use crate::colour_vision;
use crate::interact::{Ghost, MarkReason, View};

/// A colour of the marks' palette, as 8-bit sRGB with alpha.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rgba {
    pub r: u8,
    pub g: u8,
    pub b: u8,
    pub a: u8,
}

impl Rgba {
    pub const fn hex(rgb: u32) -> Rgba {
        Rgba {
            r: (rgb >> 16) as u8,
            g: (rgb >> 8) as u8,
            b: rgb as u8,
            a: 255,
        }
    }

    /// `0xRRGGBBAA`.
    pub fn rgba32(self) -> u32 {
        u32::from_be_bytes([self.r, self.g, self.b, self.a])
    }

    /// `0xRRGGBB`, alpha dropped: marks are drawn opaque over their halo,
    /// so contrast and distance are measured on the colour alone.
    pub fn rgb24(self) -> u32 {
        self.rgba32() >> 8
    }

    /// WCAG 2 relative luminance.
    pub fn luminance(self) -> f64 {
        colour_vision::relative_luminance(self.rgb24())
    }

    /// WCAG 2 contrast ratio, 1 to 21.
    pub fn contrast(self, other: Rgba) -> f64 {
        colour_vision::contrast_ratio(self.rgb24(), other.rgb24())
    }

    /// CIE76 colour difference (ΔE*ab): about 2.3 is just noticeable, over
    /// 20 reads as another colour at a glance.
    pub fn distance(self, other: Rgba) -> f64 {
        colour_vision::colour_distance(self.rgb24(), other.rgb24())
    }
}

/// The marks' palette: one colour, one meaning on every board and both
/// apps. Where the apps differed, each colour is the one that reads better
/// (see `docs/play.md`, "Marks and colours").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MarkColour {
    /// Amber: a piece of yours you may act with now (raise, take back,
    /// move, pick).
    Piece,
    /// Green: where a piece may go.
    Destination,
    /// White: the piece you chose, and Pyramido's "you may choose this".
    Selected,
    /// Cyan: the last move.
    LastMove,
    /// Rose: the suggested move (in no piece's or block's colour).
    Hint,
    /// Light red: a Pyramida stone that may not move.
    Blocked,
    /// Periwinkle: a Pyramida stone that may not be driven off; bluer than
    /// the hint's rose, so the two stay apart for a protanope.
    Protected,
    /// The dark band every mark is drawn on, so a light mark reads on light
    /// wood, light pieces and every block colour.
    Halo,
}

impl MarkColour {
    pub const ALL: &'static [MarkColour] = &[
        MarkColour::Piece,
        MarkColour::Destination,
        MarkColour::Selected,
        MarkColour::LastMove,
        MarkColour::Hint,
        MarkColour::Blocked,
        MarkColour::Protected,
        MarkColour::Halo,
    ];

    pub fn rgba(self) -> Rgba {
        match self {
            MarkColour::Piece => Rgba::hex(0xF2B640),
            MarkColour::Destination => Rgba::hex(0x7ED99B),
            MarkColour::Selected => Rgba::hex(0xFFFFFF),
            MarkColour::LastMove => Rgba::hex(0x6FE3FF),
            MarkColour::Hint => Rgba::hex(0xFF77BB),
            MarkColour::Blocked => Rgba::hex(0xF07A6A),
            MarkColour::Protected => Rgba::hex(0x8899FF),
            MarkColour::Halo => Rgba {
                a: 0xE0,
                ..Rgba::hex(0x10232A)
            },
        }
    }

    /// The name the palette table uses.
    pub fn name(self) -> &'static str {
        match self {
            MarkColour::Piece => "piece",
            MarkColour::Destination => "destination",
            MarkColour::Selected => "selected",
            MarkColour::LastMove => "last move",
            MarkColour::Hint => "hint",
            MarkColour::Blocked => "blocked",
            MarkColour::Protected => "protected",
            MarkColour::Halo => "halo",
        }
    }
}

/// A mark's shape: what tells marks apart without their colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MarkShape {
    /// A dashed ring round a dot, glowing: an empty place a piece may go.
    DashedRingDot,
    /// A solid ring round a dot: a place the chosen piece may go.
    RingDot,
    /// A chevron pointing up on the piece.
    Chevron,
    /// A ring of long dashes round the piece.
    BrokenRing,
    /// A solid ring.
    Ring,
    /// A ring of short dots over a glow.
    DottedRing,
    /// A small dotted ring inside the place.
    SmallDottedRing,
    /// An arrow from the piece to a ring round a dot.
    Arrow,
    /// A padlock badge on the piece.
    Padlock,
    /// A shield badge on the piece.
    Shield,
    /// A dashed outline with a + badge (Pyramido's blocks, holes, piles).
    ChoiceOutline,
    /// A solid outline round a block or a domino's spot.
    Outline,
    /// The piece itself, faded, where it would go.
    FadedPiece,
    /// The piece's or the board's own art (a jewel, a marker, Pyramida's
    /// inlaid edges and top): no colour of the palette.
    PieceArt,
}

impl MarkShape {
    pub const ALL: &'static [MarkShape] = &[
        MarkShape::DashedRingDot,
        MarkShape::RingDot,
        MarkShape::Chevron,
        MarkShape::BrokenRing,
        MarkShape::Ring,
        MarkShape::DottedRing,
        MarkShape::SmallDottedRing,
        MarkShape::Arrow,
        MarkShape::Padlock,
        MarkShape::Shield,
        MarkShape::ChoiceOutline,
        MarkShape::Outline,
        MarkShape::FadedPiece,
        MarkShape::PieceArt,
    ];

    /// The shape in words on `game`'s board, the first half of a legend
    /// line (none for a piece's own art, whose line names the piece).
    /// Pyramido's pieces are square, so its ring and dotted ring are drawn
    /// as outlines and named so.
    pub fn text_key(self, game: GameKind) -> Option<TextKey> {
        Some(match self {
            MarkShape::Ring if game == GameKind::Pyramido => TextKey::ShapeOutlineAround,
            MarkShape::DottedRing if game == GameKind::Pyramido => TextKey::ShapeDottedOutline,
            MarkShape::DashedRingDot => TextKey::ShapeDashedRingDot,
            MarkShape::RingDot => TextKey::ShapeRingDot,
            MarkShape::Chevron => TextKey::ShapeChevron,
            MarkShape::BrokenRing => TextKey::ShapeBrokenRing,
            MarkShape::Ring => TextKey::ShapeRing,
            MarkShape::DottedRing => TextKey::ShapeDottedRing,
            MarkShape::SmallDottedRing => TextKey::ShapeSmallDottedRing,
            MarkShape::Arrow => TextKey::ShapeArrow,
            MarkShape::Padlock => TextKey::ShapePadlock,
            MarkShape::Shield => TextKey::ShapeShield,
            MarkShape::ChoiceOutline => TextKey::ShapeChoiceOutline,
            MarkShape::Outline => TextKey::ShapeOutline,
            MarkShape::FadedPiece => TextKey::ShapeFadedPiece,
            MarkShape::PieceArt => return None,
        })
    }
}

/// How a symbol is drawn: its colour (none for a piece's own art) and shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MarkStyle {
    pub colour: Option<MarkColour>,
    pub shape: MarkShape,
}

/// A symbol a legend explains. The order of the variants is the order of
/// every legend: the game's own marks, then the selection, the hint and the
/// last move, which every board shares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum LegendSymbol {
    PylosPlace,
    PylosRaiseFrom,
    PylosRaiseTo,
    PylosReclaim,
    PyramidaMovable,
    PyramidaMoveTo,
    PyramidaRetreatTo,
    PyramidaBlocked,
    PyramidaProtected,
    /// The two inlaid edges, where stones block.
    PyramidaEdges,
    /// The top field, where a stone leaves the board.
    PyramidaTop,
    /// A quarry domino, block, hole, pile or tile face you may choose.
    PyramidoChoice,
    /// A legal spot for the chosen domino.
    PyramidoSpot,
    /// The domino or tile where it would go (Rotate turns it, Place lays it).
    PyramidoGhost,
    PyramidoJewel,
    /// A marker on a pyramid.
    PyramidoMarker,
    Selected,
    Hint,
    LastMove,
    LastFrom,
}

impl LegendSymbol {
    pub const ALL: &'static [LegendSymbol] = &[
        LegendSymbol::PylosPlace,
        LegendSymbol::PylosRaiseFrom,
        LegendSymbol::PylosRaiseTo,
        LegendSymbol::PylosReclaim,
        LegendSymbol::PyramidaMovable,
        LegendSymbol::PyramidaMoveTo,
        LegendSymbol::PyramidaRetreatTo,
        LegendSymbol::PyramidaBlocked,
        LegendSymbol::PyramidaProtected,
        LegendSymbol::PyramidaEdges,
        LegendSymbol::PyramidaTop,
        LegendSymbol::PyramidoChoice,
        LegendSymbol::PyramidoSpot,
        LegendSymbol::PyramidoGhost,
        LegendSymbol::PyramidoJewel,
        LegendSymbol::PyramidoMarker,
        LegendSymbol::Selected,
        LegendSymbol::Hint,
        LegendSymbol::LastMove,
        LegendSymbol::LastFrom,
    ];

    /// The symbol a mark of `reason` is drawn as. Pyramido's choices (a
    /// domino, a block for a marker or a tile, a hole, a pile, a tile face)
    /// share one: each step offers one kind of them, and the prompt names it.
    pub fn of_reason(reason: MarkReason) -> LegendSymbol {
        match reason {
            MarkReason::Place => LegendSymbol::PylosPlace,
            MarkReason::RaiseFrom => LegendSymbol::PylosRaiseFrom,
            MarkReason::RaiseTo => LegendSymbol::PylosRaiseTo,
            MarkReason::Reclaim => LegendSymbol::PylosReclaim,
            MarkReason::Movable => LegendSymbol::PyramidaMovable,
            MarkReason::MoveTo => LegendSymbol::PyramidaMoveTo,
            MarkReason::RetreatTo => LegendSymbol::PyramidaRetreatTo,
            MarkReason::Domino
            | MarkReason::Marker
            | MarkReason::Tile
            | MarkReason::Hole
            | MarkReason::Refill
            | MarkReason::Face => LegendSymbol::PyramidoChoice,
            MarkReason::DominoTo => LegendSymbol::PyramidoSpot,
            MarkReason::Hint => LegendSymbol::Hint,
            MarkReason::LastMove => LegendSymbol::LastMove,
            MarkReason::LastFrom => LegendSymbol::LastFrom,
        }
    }

    pub fn style(self) -> MarkStyle {
        use MarkColour as C;
        use MarkShape as S;
        let (colour, shape) = match self {
            LegendSymbol::PylosPlace => (Some(C::Destination), S::DashedRingDot),
            LegendSymbol::PylosRaiseFrom => (Some(C::Piece), S::Chevron),
            LegendSymbol::PylosRaiseTo => (Some(C::Destination), S::RingDot),
            LegendSymbol::PylosReclaim => (Some(C::Piece), S::BrokenRing),
            LegendSymbol::PyramidaMovable => (Some(C::Piece), S::BrokenRing),
            LegendSymbol::PyramidaMoveTo => (Some(C::Destination), S::DashedRingDot),
            LegendSymbol::PyramidaRetreatTo => (Some(C::Destination), S::Arrow),
            LegendSymbol::PyramidaBlocked => (Some(C::Blocked), S::Padlock),
            LegendSymbol::PyramidaProtected => (Some(C::Protected), S::Shield),
            LegendSymbol::PyramidoChoice => (Some(C::Selected), S::ChoiceOutline),
            LegendSymbol::PyramidoSpot => (Some(C::Destination), S::Outline),
            LegendSymbol::PyramidoGhost => (Some(C::Selected), S::FadedPiece),
            LegendSymbol::PyramidaEdges
            | LegendSymbol::PyramidaTop
            | LegendSymbol::PyramidoJewel
            | LegendSymbol::PyramidoMarker => (None, S::PieceArt),
            LegendSymbol::Selected => (Some(C::Selected), S::Ring),
            LegendSymbol::Hint => (Some(C::Hint), S::DottedRing),
            LegendSymbol::LastMove => (Some(C::LastMove), S::Ring),
            LegendSymbol::LastFrom => (Some(C::LastMove), S::SmallDottedRing),
        };
        MarkStyle { colour, shape }
    }

    /// What the symbol means on `game`'s board, the second half of its
    /// legend line: the selection names the game's own pieces.
    pub fn text_key(self, game: GameKind) -> TextKey {
        match self {
            LegendSymbol::PylosPlace => TextKey::LegendPylosPlace,
            LegendSymbol::PylosRaiseFrom => TextKey::LegendPylosRaise,
            LegendSymbol::PylosRaiseTo => TextKey::LegendPylosRaiseTo,
            LegendSymbol::PylosReclaim => TextKey::LegendPylosReclaim,
            LegendSymbol::PyramidaMovable => TextKey::LegendPyramidaMovable,
            LegendSymbol::PyramidaMoveTo => TextKey::LegendPyramidaTarget,
            LegendSymbol::PyramidaRetreatTo => TextKey::LegendPyramidaRetreat,
            LegendSymbol::PyramidaBlocked => TextKey::LegendPyramidaBlocked,
            LegendSymbol::PyramidaProtected => TextKey::LegendPyramidaProtected,
            LegendSymbol::PyramidaEdges => TextKey::LegendPyramidaEdges,
            LegendSymbol::PyramidaTop => TextKey::LegendPyramidaTop,
            LegendSymbol::PyramidoChoice => TextKey::LegendPyramidoChoice,
            LegendSymbol::PyramidoSpot => TextKey::LegendPyramidoSpot,
            LegendSymbol::PyramidoGhost => TextKey::LegendPyramidoGhost,
            LegendSymbol::PyramidoJewel => TextKey::LegendPyramidoJewel,
            LegendSymbol::PyramidoMarker => TextKey::LegendPyramidoMarker,
            LegendSymbol::Selected => match game {
                GameKind::Pylos => TextKey::LegendSelectedBall,
                GameKind::Pyramida => TextKey::LegendSelectedStone,
                GameKind::Pyramido => TextKey::LegendSelectedPyramido,
            },
            LegendSymbol::Hint => TextKey::LegendHint,
            LegendSymbol::LastMove => TextKey::LegendLastMove,
            LegendSymbol::LastFrom => TextKey::LegendLastFrom,
        }
    }

    /// The games whose boards draw the symbol.
    pub fn games(self) -> &'static [GameKind] {
        use GameKind::*;
        match self {
            LegendSymbol::PylosPlace
            | LegendSymbol::PylosRaiseFrom
            | LegendSymbol::PylosRaiseTo
            | LegendSymbol::PylosReclaim => &[Pylos],
            LegendSymbol::PyramidaMovable
            | LegendSymbol::PyramidaMoveTo
            | LegendSymbol::PyramidaRetreatTo
            | LegendSymbol::PyramidaBlocked
            | LegendSymbol::PyramidaProtected
            | LegendSymbol::PyramidaEdges
            | LegendSymbol::PyramidaTop => &[Pyramida],
            LegendSymbol::PyramidoChoice
            | LegendSymbol::PyramidoSpot
            | LegendSymbol::PyramidoGhost
            | LegendSymbol::PyramidoJewel
            | LegendSymbol::PyramidoMarker => &[Pyramido],
            // Pyramido's board shows the mover's own pyramid, where another
            // player's last turn is not: its interaction model marks none.
            LegendSymbol::LastMove | LegendSymbol::LastFrom => &[Pylos, Pyramida],
            LegendSymbol::Selected | LegendSymbol::Hint => &[Pylos, Pyramida, Pyramido],
        }
    }

    /// The symbol's legend line on `game`'s board: its shape, then what it
    /// means ("Dashed ring with a dot: a ball may go here"); a piece's art
    /// is named by its own line ("Jewel: …").
    pub fn text(self, game: GameKind, catalog: &Catalog) -> String {
        let meaning = catalog.text(self.text_key(game), &[]);
        match self.style().shape.text_key(game) {
            Some(shape) => catalog.text(TextKey::LegendLine, &[catalog.text(shape, &[]), meaning]),
            None => meaning,
        }
    }
}

/// Every symbol `game`'s board can draw, in legend order (the rules pages
/// list them all).
pub fn symbols(game: GameKind) -> Vec<LegendSymbol> {
    LegendSymbol::ALL
        .iter()
        .copied()
        .filter(|s| s.games().contains(&game))
        .collect()
}

/// What the board shows beyond its view's marks: read from the position by
/// the caller (the bindings take it from the board snapshot).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BoardFacts {
    /// Pyramida: a stone carries a padlock.
    pub blocked: bool,
    /// Pyramida: a stone carries a shield.
    pub protected: bool,
    /// Pyramido: a block on view shows a jewel.
    pub jewels: bool,
    /// Pyramido: a marker sits on a pyramid on view.
    pub markers: bool,
}

/// The legend of the board on view: exactly the symbols it draws now (a
/// reason's mark on some place, the selection, the ghost, the facts of the
/// position), once each, in legend order.
pub fn legend(game: GameKind, view: &View, facts: BoardFacts) -> Vec<LegendSymbol> {
    legend_of(
        game,
        view.marks.iter().map(|m| m.reason),
        view.selection.is_some(),
        matches!(
            view.ghost,
            Some(Ghost::PyramidoDomino { at: Some(_), .. } | Ghost::PyramidoTile { .. })
        ),
        facts,
    )
}

/// [`legend`] from the parts of a view: the reasons marked, whether a piece
/// is chosen and whether a Pyramido domino or tile is shown where it would
/// go (a domino still in the quarry is only the selection; Pylos's ghost
/// ball is the dragged ball itself, not a symbol).
pub fn legend_of(
    game: GameKind,
    reasons: impl IntoIterator<Item = MarkReason>,
    selected: bool,
    ghost: bool,
    facts: BoardFacts,
) -> Vec<LegendSymbol> {
    let mut on: Vec<LegendSymbol> = reasons.into_iter().map(LegendSymbol::of_reason).collect();
    if selected {
        on.push(LegendSymbol::Selected);
    }
    if ghost {
        on.push(LegendSymbol::PyramidoGhost);
    }
    if game == GameKind::Pyramida {
        on.extend([LegendSymbol::PyramidaEdges, LegendSymbol::PyramidaTop]);
    }
    let facts = [
        (facts.blocked, LegendSymbol::PyramidaBlocked),
        (facts.protected, LegendSymbol::PyramidaProtected),
        (facts.jewels, LegendSymbol::PyramidoJewel),
        (facts.markers, LegendSymbol::PyramidoMarker),
    ];
    on.extend(facts.iter().filter(|(on, _)| *on).map(|(_, s)| *s));
    on.retain(|s| s.games().contains(&game));
    on.sort();
    on.dedup();
    on
}

/// The palette as a Markdown table, for `docs/play.md` (a test checks the
/// page holds exactly this).
pub fn palette_table() -> String {
    let mut out = String::from("| colour | RGBA | marks |\n|---|---|---|\n");
    for &colour in MarkColour::ALL {
        let marks: Vec<String> = LegendSymbol::ALL
            .iter()
            .filter(|s| s.style().colour == Some(colour))
            .map(|s| format!("{s:?} ({:?})", s.style().shape))
            .collect();
        let marks = if colour == MarkColour::Halo {
            "under every mark".to_string()
        } else {
            marks.join(", ")
        };
        out.push_str(&format!(
            "| {} | `#{:08X}` | {} |\n",
            colour.name(),
            colour.rgba().rgba32(),
            marks
        ));
    }
    out
}

#[cfg(test)]
#[path = "legend_tests.rs"]
mod tests;
