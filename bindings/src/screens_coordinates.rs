//! The coordinates along each board's edges
//! (`pyramids_play::screens::coordinates`): which label goes along which
//! edge beside which column or row, spelt as the notation and the
//! catalog's words name places. The apps place and paint them.

use pyramids_play::screens::coordinates as play;
pub use pyramids_play::screens::coordinates::{EdgeLabel, LabelAxis, LabelEdge};

/// The board edge a label runs along (`Bottom`: the first player's side or
/// Pyramida's base; `Top`: the far side, Pyramido's north).
#[uniffi::remote(Enum)]
pub enum LabelEdge {
    Bottom,
    Top,
    Left,
    Right,
}

/// What a label names.
#[uniffi::remote(Enum)]
pub enum LabelAxis {
    Column,
    Row,
}

/// One label beside the 0-based column or row `index` of `level` (Pylos
/// level, Pyramido floor, 1 for Pyramida), on line `ring` of its edge (0
/// nearest the pieces, 1 beyond it).
#[uniffi::remote(Record)]
pub struct EdgeLabel {
    pub text: String,
    pub edge: LabelEdge,
    pub axis: LabelAxis,
    pub index: u8,
    pub level: u8,
    pub ring: u8,
}

/// Pylos: letters along the columns of levels 1 and 2 on Light's side
/// (level 2's on the line beyond level 1's), numbers beside their rows
/// (level 1's on the left, level 2's on the right).
#[uniffi::export]
pub fn pylos_edge_labels() -> Vec<EdgeLabel> {
    play::pylos_labels()
}

/// Pyramida: the files a–k along the base, the rows 1–6 along the left side.
#[uniffi::export]
pub fn pyramida_edge_labels() -> Vec<EdgeLabel> {
    play::pyramida_labels()
}

/// Pyramido: the columns and rows of `floor`'s grid (`columns` × `rows`, as
/// `PyramidoFloor` gives it) that the board shows, from `first_column` and
/// `first_row`, `shown_columns` × `shown_rows` of them; out-of-range and
/// negative values are clamped to the grid.
#[uniffi::export]
pub fn pyramido_edge_labels(
    floor: i32,
    columns: i32,
    rows: i32,
    first_column: i32,
    first_row: i32,
    shown_columns: i32,
    shown_rows: i32,
) -> Vec<EdgeLabel> {
    let small = |v: i32| v.clamp(0, i32::from(u8::MAX)) as u8;
    let range = |first: i32, count: i32| {
        let start = small(first);
        start..small(first.max(0).saturating_add(count.max(0)))
    };
    play::pyramido_labels(
        small(floor),
        (small(columns), small(rows)),
        range(first_column, shown_columns),
        range(first_row, shown_rows),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pyramido_labels_clamp_what_an_app_passes() {
        let labels = pyramido_edge_labels(2, 4, 3, -2, 1, 9, 9);
        let text: Vec<_> = labels.iter().map(|l| l.text.as_str()).collect();
        assert_eq!(text, ["a", "b", "c", "d", "2", "3"]);
        assert!(pyramido_edge_labels(1, 9, 9, 0, 0, 0, 0).is_empty());
    }

    #[test]
    fn every_game_has_labels_on_two_edges() {
        for labels in [pylos_edge_labels(), pyramida_edge_labels()] {
            assert!(labels.iter().any(|l| l.axis == LabelAxis::Column));
            assert!(labels.iter().any(|l| l.axis == LabelAxis::Row));
        }
    }
}
