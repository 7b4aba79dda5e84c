//! The coordinates drawn along each board's edges, so that the words of a
//! hint, an error or a review ("raise your ball from d4 (level 1) to b1
//! (level 2)") point at a place the player can find.
//!
//! Each label is spelt by the core's own notation types (`Pos`, `Field`,
//! `Cell`), the same ones the catalog words moves with, so a label and the
//! words can never disagree. The apps only place each label beside the
//! column or row it names and paint it.

use pyramids_core::pylos::Pos;
use pyramids_core::pyramida::board::{Field, ROW_START};
use pyramids_core::pyramido::board::Cell;

/// Which board edge a label runs along, in the board's own orientation:
/// `Bottom` is the side nearest the first player (Pylos: Light's side;
/// Pyramida: the triangle's base), `Top` the far side (Pyramido's north).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LabelEdge {
    Bottom,
    Top,
    Left,
    Right,
}

/// What a label names: a column (a letter) or a row (a number).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LabelAxis {
    Column,
    Row,
}

/// One label: its text, the edge it runs along, and the 0-based column or
/// row index it stands beside (Pylos: on `level`'s grid; Pyramida: the
/// field's file 0..=10 or row 0..=5; Pyramido: the cell's column or row on
/// the floor's grid).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EdgeLabel {
    pub text: String,
    pub edge: LabelEdge,
    pub axis: LabelAxis,
    pub index: u8,
    /// The Pylos level or Pyramido floor the label belongs to (1 for
    /// Pyramida's single board).
    pub level: u8,
    /// Which line of labels along its edge: 0 nearest the pieces, 1 the
    /// line beyond it (Pylos levels 3 and 4, whose columns and rows line up
    /// with those of levels 1 and 2 and would otherwise sit on their labels).
    pub ring: u8,
}

fn letter(index: u8) -> String {
    char::from(b'a' + index.min(25)).to_string()
}

/// Where a Pylos level's labels go: its columns and rows line up with
/// those of the level two below (level 3's with level 1's, level 4's with
/// level 2's) and interleave with those of the levels next to it, so each
/// level gets its own line: levels 1 and 3 along Light's side and the left,
/// levels 2 and 4 along the far side and the right, the upper one of each
/// pair on the line beyond the lower one's.
pub fn pylos_label_edges(level: u8) -> (LabelEdge, LabelEdge, u8) {
    let ring = u8::from(level >= 3);
    if level % 2 == 1 {
        (LabelEdge::Bottom, LabelEdge::Left, ring)
    } else {
        (LabelEdge::Top, LabelEdge::Right, ring)
    }
}

/// Pylos: for each level, letters along its columns and numbers beside its
/// rows (level 1: a–d and 1–4, level 4: a and 1), as `Pos` prints them
/// after the level digit, on the edges and line `pylos_label_edges` gives.
pub fn pylos_labels() -> Vec<EdgeLabel> {
    let mut labels = Vec::new();
    for level in 1..=4u8 {
        let size = 5 - level;
        let (columns, rows, ring) = pylos_label_edges(level);
        for i in 0..size {
            labels.push(EdgeLabel {
                text: letter(i),
                edge: columns,
                axis: LabelAxis::Column,
                index: i,
                level,
                ring,
            });
        }
        for i in 0..size {
            labels.push(EdgeLabel {
                text: (i + 1).to_string(),
                edge: rows,
                axis: LabelAxis::Row,
                index: i,
                level,
                ring,
            });
        }
    }
    labels
}

/// Pyramida: a field is named by its file letter and row number. The base
/// carries the eleven files a–k (the base row's fields stand on a, c, e, g,
/// i, k; the files between them name the fields of the rows above), the
/// left side the six rows 1–6.
pub fn pyramida_labels() -> Vec<EdgeLabel> {
    let files = (0..=10u8).map(|x| EdgeLabel {
        text: letter(x),
        edge: LabelEdge::Bottom,
        axis: LabelAxis::Column,
        index: x,
        level: 1,
        ring: 0,
    });
    let rows = (0..ROW_START.len() as u8 - 1).map(|r| EdgeLabel {
        text: (r + 1).to_string(),
        edge: LabelEdge::Left,
        axis: LabelAxis::Row,
        index: r,
        level: 1,
        ring: 0,
    });
    files.chain(rows).collect()
}

/// Pyramido: the columns (letters, along the north edge) and rows (numbers,
/// along the west edge, row 1 at the north) of `floor`'s grid that the
/// board shows: `cols` and `rows` are the shown ranges, clamped to the
/// floor's grid of `dims` (columns, rows).
pub fn pyramido_labels(
    floor: u8,
    dims: (u8, u8),
    cols: std::ops::Range<u8>,
    rows: std::ops::Range<u8>,
) -> Vec<EdgeLabel> {
    let cols = cols.start..cols.end.min(dims.0);
    let rows = rows.start..rows.end.min(dims.1);
    let columns = cols.map(|c| EdgeLabel {
        text: letter(c),
        edge: LabelEdge::Top,
        axis: LabelAxis::Column,
        index: c,
        level: floor,
        ring: 0,
    });
    let numbers = rows.map(|r| EdgeLabel {
        text: (u32::from(r) + 1).to_string(),
        edge: LabelEdge::Left,
        axis: LabelAxis::Row,
        index: r,
        level: floor,
        ring: 0,
    });
    columns.chain(numbers).collect()
}

/// The name a column label and a row label make together, the way the
/// catalog and the notation spell that place (Pylos without its level
/// digit, as "b1 (level 2)" words it).
pub fn place_name(column: &EdgeLabel, row: &EdgeLabel) -> String {
    format!("{}{}", column.text, row.text)
}

/// Whether a Pylos column and row label meet on a position of their level.
pub fn pylos_pos(column: &EdgeLabel, row: &EdgeLabel) -> Option<Pos> {
    (column.level == row.level).then_some(())?;
    Pos::new(column.level, column.index, row.index)
}

/// The Pyramida field where a file and a row label meet, if there is one
/// (files and rows of different parity never meet on a field).
pub fn pyramida_field(column: &EdgeLabel, row: &EdgeLabel) -> Option<Field> {
    Field::at(column.index, row.index)
}

/// The Pyramido cell a column and a row label of one floor name.
pub fn pyramido_cell(column: &EdgeLabel, row: &EdgeLabel) -> Cell {
    Cell::new(column.index, row.index)
}

#[cfg(test)]
mod tests {
    use super::*;
    use pyramids_core::pyramido::board::CANVAS;

    fn split(labels: &[EdgeLabel], level: u8) -> (Vec<&EdgeLabel>, Vec<&EdgeLabel>) {
        labels
            .iter()
            .filter(|l| l.level == level)
            .partition(|l| l.axis == LabelAxis::Column)
    }

    #[test]
    fn every_pylos_position_is_named_by_its_labels_as_pos_prints_it() {
        let labels = pylos_labels();
        let mut named = 0;
        for level in 1..=4 {
            let (cols, rows) = split(&labels, level);
            assert_eq!(cols.len(), usize::from(5 - level));
            assert_eq!(rows.len(), usize::from(5 - level));
            let (column_edge, row_edge, ring) = pylos_label_edges(level);
            for c in &cols {
                assert_eq!((c.edge, c.ring), (column_edge, ring));
                for r in &rows {
                    assert_eq!((r.edge, r.ring), (row_edge, ring));
                    let pos = pylos_pos(c, r).expect("labels of a level meet on a position");
                    assert_eq!(format!("{level}{}", place_name(c, r)), pos.to_string());
                    named += 1;
                }
            }
        }
        assert_eq!(named, 30, "the labels name all 30 positions");
    }

    /// Two labels on the same line of the same edge must not share a
    /// column's or row's line on the board, or one would be drawn on the
    /// other (the Pylos grids are offset half a ball a level).
    #[test]
    fn no_two_pylos_labels_share_a_spot_and_neighbouring_levels_never_share_a_line() {
        let labels = pylos_labels();
        // A label's place along its edge, in half-balls from the base's first column.
        let spot = |l: &EdgeLabel| (l.edge, l.ring, 2 * l.index + l.level - 1);
        let mut spots: Vec<_> = labels.iter().map(spot).collect();
        spots.sort_by_key(|s| (s.0 as u8, s.1, s.2));
        spots.dedup();
        assert_eq!(spots.len(), labels.len(), "no two labels on one spot");
        for a in &labels {
            for b in &labels {
                if a.level.abs_diff(b.level) == 1 {
                    assert!(
                        (a.edge, a.ring) != (b.edge, b.ring),
                        "levels {} and {} interleave on one line",
                        a.level,
                        b.level
                    );
                }
            }
        }
        // Level 2 is on its own edges, so "b1 (level 2)" is found by level 2's labels.
        assert!(labels
            .iter()
            .filter(|l| l.level == 2)
            .all(|l| matches!(l.edge, LabelEdge::Top | LabelEdge::Right) && l.ring == 0));
    }

    #[test]
    fn pylos_labels_spell_the_catalogs_words() {
        let catalog = crate::Catalog::new(crate::Language::English);
        let labels = pylos_labels();
        let (cols, rows) = split(&labels, 2);
        let pos = pylos_pos(cols[1], rows[0]).unwrap();
        assert_eq!(catalog.pylos_place(pos), "b1 (level 2)");
        assert!(catalog
            .pylos_place(pos)
            .starts_with(&place_name(cols[1], rows[0])));
    }

    #[test]
    fn every_pyramida_field_is_named_by_a_file_on_the_base_and_a_row_on_the_side() {
        let labels = pyramida_labels();
        let (files, rows) = split(&labels, 1);
        assert_eq!(files.len(), 11);
        assert_eq!(rows.len(), 6);
        assert!(files.iter().all(|l| l.edge == LabelEdge::Bottom));
        assert!(rows.iter().all(|l| l.edge == LabelEdge::Left));
        let mut named = Vec::new();
        for f in &files {
            for r in &rows {
                if let Some(field) = pyramida_field(f, r) {
                    assert_eq!(place_name(f, r), field.to_string());
                    named.push(field);
                }
            }
        }
        named.sort();
        assert_eq!(named, Field::all().collect::<Vec<_>>());
    }

    #[test]
    fn pyramido_labels_cover_the_shown_range_and_spell_cells() {
        let labels = pyramido_labels(1, (CANVAS, CANVAS), 2..7, 3..12);
        let (cols, rows) = split(&labels, 1);
        assert_eq!(
            cols.iter().map(|l| l.text.as_str()).collect::<Vec<_>>(),
            ["c", "d", "e", "f", "g"]
        );
        // Clamped to the canvas: rows 4–9 only.
        assert_eq!(
            rows.iter().map(|l| l.text.as_str()).collect::<Vec<_>>(),
            ["4", "5", "6", "7", "8", "9"]
        );
        for c in &cols {
            assert_eq!(c.edge, LabelEdge::Top);
            for r in &rows {
                assert_eq!(r.edge, LabelEdge::Left);
                let cell = pyramido_cell(c, r);
                assert_eq!(place_name(c, r), cell.to_string());
                assert_eq!(Cell::parse(&place_name(c, r)), Some(cell));
            }
        }
        let upper = pyramido_labels(3, (3, 2), 0..9, 0..9);
        let (cols, rows) = split(&upper, 3);
        assert_eq!(cols.len(), 3);
        assert_eq!(rows.len(), 2);
    }
}
