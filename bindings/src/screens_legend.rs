//! The boards' visual language (`pyramids_play::screens::legend`) for both
//! apps: the marks' palette, each symbol's colour and shape, and the legend
//! of the board on view in the catalog's words. The apps convert a
//! [`MarkColour`] to a platform colour once and draw each shape with the
//! same code on the board and in the legend's swatch.

use std::sync::Arc;

use pyramids_core::game::GameKind;
use pyramids_play::screens::legend::{self as play, BoardFacts};
pub use pyramids_play::screens::legend::{LegendSymbol, MarkColour, MarkShape, MarkStyle, Rgba};

use crate::catalog::TextCatalog;
use crate::error::Result;
use crate::interact::{BoardGhost, InteractionView};
use crate::types::{BoardSnapshot, Snapshot};

/// A colour of the marks' palette (see `pyramids_play::screens::legend`).
#[uniffi::remote(Enum)]
pub enum MarkColour {
    Piece,
    Destination,
    Selected,
    LastMove,
    Hint,
    Blocked,
    Protected,
    Halo,
}

/// 8-bit sRGB with alpha.
#[uniffi::remote(Record)]
pub struct Rgba {
    pub r: u8,
    pub g: u8,
    pub b: u8,
    pub a: u8,
}

/// A mark's shape (what tells marks apart without their colours).
#[uniffi::remote(Enum)]
pub enum MarkShape {
    DashedRingDot,
    RingDot,
    Chevron,
    BrokenRing,
    Ring,
    DottedRing,
    SmallDottedRing,
    Arrow,
    Padlock,
    Shield,
    ChoiceOutline,
    Outline,
    FadedPiece,
    PieceArt,
}

/// How a symbol is drawn: a colour of the palette (none for a piece's or
/// the board's own art) and a shape.
#[uniffi::remote(Record)]
pub struct MarkStyle {
    pub colour: Option<MarkColour>,
    pub shape: MarkShape,
}

/// A symbol a legend explains, in legend order.
#[uniffi::remote(Enum)]
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
    PyramidaEdges,
    PyramidaTop,
    PyramidoChoice,
    PyramidoSpot,
    PyramidoGhost,
    PyramidoJewel,
    PyramidoMarker,
    Selected,
    Hint,
    LastMove,
    LastFrom,
}

/// One line of a legend: the symbol, how the board draws it, its words.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LegendEntry {
    pub symbol: LegendSymbol,
    pub style: MarkStyle,
    /// The shape, then the meaning ("Dashed ring with a dot: a ball may go
    /// here"), in the catalog's language.
    pub text: String,
}

fn entry(game: GameKind, symbol: LegendSymbol, catalog: &TextCatalog) -> LegendEntry {
    LegendEntry {
        symbol,
        style: symbol.style(),
        text: symbol.text(game, &catalog.inner),
    }
}

/// The palette colour's sRGB value.
#[uniffi::export]
pub fn mark_colour_rgba(colour: MarkColour) -> Rgba {
    colour.rgba()
}

/// How the board draws `symbol`.
#[uniffi::export]
pub fn legend_symbol_style(symbol: LegendSymbol) -> MarkStyle {
    symbol.style()
}

/// The symbol a mark of `reason` is drawn as.
#[uniffi::export]
pub fn mark_reason_symbol(reason: pyramids_play::interact::MarkReason) -> LegendSymbol {
    LegendSymbol::of_reason(reason)
}

/// Every symbol `game`'s board can draw, in legend order (the rules pages).
#[uniffi::export]
pub fn legend_symbols(game: GameKind, catalog: Arc<TextCatalog>) -> Vec<LegendEntry> {
    play::symbols(game)
        .into_iter()
        .map(|s| entry(game, s, &catalog))
        .collect()
}

/// The legend of the board on view: exactly the symbols it draws for
/// `view` (the interaction model's view of `snapshot`'s position) and the
/// position itself (padlocks and shields, Pyramida's edges and top,
/// Pyramido's jewels and markers), in legend order. Throws only for a
/// snapshot or view the library did not hand out (a seat or place no game
/// has fails where it crosses).
#[uniffi::export]
pub fn board_legend(
    snapshot: Snapshot,
    view: InteractionView,
    catalog: Arc<TextCatalog>,
) -> Result<Vec<LegendEntry>> {
    Ok(play::legend_of(
        snapshot.game,
        view.marks.iter().map(|m| m.reason),
        view.selection.is_some(),
        match &view.ghost {
            // A domino still in the quarry is drawn as the selection, not where it would go.
            Some(BoardGhost::PyramidoDomino { cells, .. }) => !cells.is_empty(),
            Some(BoardGhost::PyramidoTile { .. }) => true,
            _ => false,
        },
        facts(&snapshot.board),
    )
    .into_iter()
    .map(|s| entry(snapshot.game, s, &catalog))
    .collect())
}

fn facts(board: &BoardSnapshot) -> BoardFacts {
    match board {
        BoardSnapshot::Pylos { .. } => BoardFacts::default(),
        BoardSnapshot::Pyramida { board } => BoardFacts {
            blocked: board.fields.iter().any(|f| !f.blocked_by.is_empty()),
            protected: board.fields.iter().any(|f| f.protected),
            ..BoardFacts::default()
        },
        BoardSnapshot::Pyramido { board } => BoardFacts {
            jewels: board.quarry.iter().any(|d| d.is_some())
                || board.players.iter().any(|p| {
                    p.floors
                        .iter()
                        .any(|f| f.blocks.iter().any(|b| !b.jewels.is_empty()))
                }),
            markers: board.players.iter().any(|p| !p.markers.is_empty()),
            ..BoardFacts::default()
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interact::BoardInteraction;
    use crate::session::GameSession;
    use crate::types::{GameOptions, SeatController};

    fn legend_of_new(game: GameKind) -> Vec<LegendEntry> {
        let catalog = Arc::new(TextCatalog::new(pyramids_play::Language::English));
        let session = GameSession::new(GameOptions {
            game,
            variant: None,
            seats: vec![SeatController::Human, SeatController::Human],
            seed: 3,
            max_plies: None,
            first_player: None,
        })
        .unwrap();
        let view = BoardInteraction::new(session.clone()).view();
        board_legend(session.snapshot(), view, catalog).unwrap()
    }

    #[test]
    fn a_chosen_quarry_domino_is_the_selection_until_it_is_on_a_spot_then_the_ghost() {
        use crate::interact::BoardPlace;
        use pyramids_play::interact::MarkReason;
        let catalog = Arc::new(TextCatalog::new(pyramids_play::Language::English));
        let session = GameSession::new(GameOptions {
            game: GameKind::Pyramido,
            variant: None,
            seats: vec![SeatController::Human, SeatController::Human],
            seed: 3,
            max_plies: None,
            first_player: None,
        })
        .unwrap();
        let board = BoardInteraction::new(session.clone());
        let symbols = |b: &BoardInteraction| -> Vec<LegendSymbol> {
            board_legend(session.snapshot(), b.view(), catalog.clone())
                .unwrap()
                .into_iter()
                .map(|e| e.symbol)
                .collect()
        };
        let slot = board
            .view()
            .marks
            .iter()
            .find_map(|m| match (m.reason, &m.place) {
                (MarkReason::Domino, BoardPlace::PyramidoSlot { slot }) => Some(*slot),
                _ => None,
            })
            .unwrap();
        board.tap(BoardPlace::PyramidoSlot { slot }).unwrap();
        let chosen = symbols(&board);
        assert!(
            chosen.contains(&LegendSymbol::Selected)
                && chosen.contains(&LegendSymbol::PyramidoSpot),
            "{chosen:?}"
        );
        assert!(!chosen.contains(&LegendSymbol::PyramidoGhost), "{chosen:?}");
        let spot = board
            .view()
            .marks
            .into_iter()
            .find(|m| m.reason == MarkReason::DominoTo)
            .unwrap()
            .place;
        board.tap(spot).unwrap();
        assert!(symbols(&board).contains(&LegendSymbol::PyramidoGhost));
    }

    #[test]
    fn a_new_board_legend_lists_what_it_draws_in_words() {
        let pylos = legend_of_new(GameKind::Pylos);
        let symbols: Vec<_> = pylos.iter().map(|e| e.symbol).collect();
        assert_eq!(symbols, vec![LegendSymbol::PylosPlace]);
        assert_eq!(pylos[0].text, "Dashed ring with a dot: a ball may go here");
        assert_eq!(pylos[0].style.colour, Some(MarkColour::Destination));
        let pyramida: Vec<_> = legend_of_new(GameKind::Pyramida)
            .iter()
            .map(|e| e.symbol)
            .collect();
        assert_eq!(
            pyramida,
            vec![
                LegendSymbol::PyramidaMovable,
                LegendSymbol::PyramidaEdges,
                LegendSymbol::PyramidaTop
            ]
        );
        let pyramido: Vec<_> = legend_of_new(GameKind::Pyramido)
            .iter()
            .map(|e| e.symbol)
            .collect();
        assert_eq!(
            pyramido,
            vec![LegendSymbol::PyramidoChoice, LegendSymbol::PyramidoJewel]
        );
    }

    #[test]
    fn the_palette_crosses_as_its_rgba() {
        assert_eq!(
            mark_colour_rgba(MarkColour::Hint),
            Rgba {
                r: 0xFF,
                g: 0x77,
                b: 0xBB,
                a: 0xFF
            }
        );
        assert_eq!(
            legend_symbols(
                GameKind::Pylos,
                Arc::new(TextCatalog::new(pyramids_play::Language::English))
            )
            .len(),
            8
        );
    }
}
