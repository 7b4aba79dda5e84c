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
    /// line beyond it (Pylos level 2's letters, whose columns fall between
    /// level 1's).
    pub ring: u8,
}

fn letter(index: u8) -> String {
    char::from(b'a' + index.min(25)).to_string()
}

/// Where a Pylos level's labels go, as (column edge, column line, row
/// edge, row line). Each level's grid is offset half a ball from the one
/// below, so two levels on one line would interleave (a a b b c …) and a
/// player could not tell whose letter is whose: level 1 takes the line
/// nearest the balls on Light's side and on the left, level 2 the line
/// beyond it on Light's side and the line on the right. The far side is no
/// place for labels: in the 3-D view the far row's balls stand over it.
/// Levels 3 and 4 get none: their columns and rows fall on level 1's and
/// level 2's, so they would need a third line on two sides, crowding the
/// slab for five places; a player finds them as on the levels below
/// (column a on the left, row 1 at the far side), and level 4 is one ball.
pub fn pylos_label_edges(level: u8) -> Option<(LabelEdge, u8, LabelEdge, u8)> {
    match level {
        1 => Some((LabelEdge::Bottom, 0, LabelEdge::Left, 0)),
        2 => Some((LabelEdge::Bottom, 1, LabelEdge::Right, 0)),
        _ => None,
    }
}

/// Pylos: for levels 1 and 2, letters along their columns and numbers
/// beside their rows (level 1: a–d and 1–4, level 2: a–c and 1–3), as `Pos`
/// prints them after the level digit, where `pylos_label_edges` puts them.
pub fn pylos_labels() -> Vec<EdgeLabel> {
    let mut labels = Vec::new();
    for level in 1..=4u8 {
        let Some((column_edge, column_ring, row_edge, row_ring)) = pylos_label_edges(level) else {
            continue;
        };
        let size = 5 - level;
        for i in 0..size {
            labels.push(EdgeLabel {
                text: letter(i),
                edge: column_edge,
                axis: LabelAxis::Column,
                index: i,
                level,
                ring: column_ring,
            });
        }
        for i in 0..size {
            labels.push(EdgeLabel {
                text: (i + 1).to_string(),
                edge: row_edge,
                axis: LabelAxis::Row,
                index: i,
                level,
                ring: row_ring,
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
    fn every_pylos_position_of_levels_1_and_2_is_named_by_its_labels_as_pos_prints_it() {
        let labels = pylos_labels();
        let mut named = 0;
        for level in 1..=4 {
            let (cols, rows) = split(&labels, level);
            let Some((column_edge, column_ring, row_edge, row_ring)) = pylos_label_edges(level)
            else {
                assert!(cols.is_empty() && rows.is_empty(), "level {level}");
                continue;
            };
            assert_eq!(cols.len(), usize::from(5 - level));
            assert_eq!(rows.len(), usize::from(5 - level));
            for c in &cols {
                assert_eq!((c.edge, c.ring), (column_edge, column_ring));
                for r in &rows {
                    assert_eq!((r.edge, r.ring), (row_edge, row_ring));
                    let pos = pylos_pos(c, r).expect("labels of a level meet on a position");
                    assert_eq!(format!("{level}{}", place_name(c, r)), pos.to_string());
                    named += 1;
                }
            }
        }
        assert_eq!(
            named,
            16 + 9,
            "the labels name the 25 positions of levels 1 and 2"
        );
    }

    /// Two levels on one line of one edge would interleave or land on each
    /// other (each grid is offset half a ball from the one below).
    #[test]
    fn each_line_of_pylos_labels_holds_one_level() {
        let labels = pylos_labels();
        for a in &labels {
            for b in &labels {
                if (a.edge, a.ring) == (b.edge, b.ring) {
                    assert_eq!(a.level, b.level, "{a:?} and {b:?} share a line");
                }
            }
        }
        // Level 2's own lines: letters beyond level 1's on Light's side, numbers on the right.
        let level2: Vec<_> = labels.iter().filter(|l| l.level == 2).collect();
        assert!(level2
            .iter()
            .all(|l| (l.edge, l.ring) == (LabelEdge::Bottom, 1)
                || (l.edge, l.ring) == (LabelEdge::Right, 0)));
        assert!(labels.iter().all(|l| l.edge != LabelEdge::Top));
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
