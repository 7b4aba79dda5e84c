//! Pyramida geometry: the reconstructed triangle of 21 fields on the dark
//! squares of an 11×6 chequer (files `a`..`k`, rows 1..6), its diagonal
//! links and its two edge diagonals.
//!
//! Fields are numbered row by row from the base (`a1` = 0 … `k1` = 5,
//! `b2` = 6 … `f6` = 20) so that a set of fields is a 21-bit mask.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

pub const FIELDS: usize = 21;
/// Index of each row's first field, plus the end.
pub const ROW_START: [u8; 7] = [0, 6, 11, 15, 18, 20, 21];
/// The top: a stone that reaches it leaves the board.
pub const TOP: Field = Field(20);
/// The ends of the base row (first-move restriction).
pub const BASE_ENDS: [Field; 2] = [Field(0), Field(5)];
/// Every field of the base row.
pub const BASE_MASK: u32 = 0b11_1111;
pub const ALL_MASK: u32 = (1 << FIELDS) - 1;

/// The four diagonal directions, as seen by a player looking at the
/// pyramid from below.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dir {
    UpLeft,
    UpRight,
    DownLeft,
    DownRight,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::UpLeft, Dir::UpRight, Dir::DownLeft, Dir::DownRight];

    pub fn is_up(self) -> bool {
        matches!(self, Dir::UpLeft | Dir::UpRight)
    }
}

/// One of the 21 fields. The index is private: every `Field` is on the
/// board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Field(u8);

/// Which edge diagonal a field lies on, and how far up it (0 = base).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EdgeSpot {
    /// 0 = left edge `a1 … e5`, 1 = right edge `k1 … g5`.
    pub side: u8,
    /// The row index 0..=4 along the edge.
    pub step: u8,
}

/// Neighbour table, built by hand-free arithmetic at compile time.
const fn neighbour(f: u8, dir: u8) -> u8 {
    let (x, y) = coords(f);
    let (dx, dy): (i8, i8) = match dir {
        0 => (-1, 1),
        1 => (1, 1),
        2 => (-1, -1),
        _ => (1, -1),
    };
    let nx = x as i8 + dx;
    let ny = y as i8 + dy;
    match from_coords(nx, ny) {
        Some(n) => n,
        None => NONE,
    }
}

const NONE: u8 = 0xFF;

const fn coords(f: u8) -> (u8, u8) {
    if f as usize >= FIELDS {
        return (0, 0);
    }
    let mut row = 0;
    while row < 6 && f >= ROW_START[row + 1] {
        row += 1;
    }
    let k = f - ROW_START[row];
    (row as u8 + 2 * k, row as u8)
}

const fn from_coords(x: i8, y: i8) -> Option<u8> {
    if y < 0 || y > 5 || x < y || x > 10 - y || (x + y) % 2 != 0 {
        return None;
    }
    Some(ROW_START[y as usize] + ((x - y) / 2) as u8)
}

const fn build_neighbours() -> [[u8; 4]; FIELDS] {
    let mut table = [[NONE; 4]; FIELDS];
    let mut f = 0;
    while f < FIELDS {
        let mut d = 0;
        while d < 4 {
            table[f][d] = neighbour(f as u8, d as u8);
            d += 1;
        }
        f += 1;
    }
    table
}

static NEIGHBOURS: [[u8; 4]; FIELDS] = build_neighbours();

/// `(x, row)` per field.
static COORDS: [(u8, u8); FIELDS] = {
    let mut t = [(0u8, 0u8); FIELDS];
    let mut f = 0;
    while f < FIELDS {
        t[f] = coords(f as u8);
        f += 1;
    }
    t
};

const NO_EDGE: u8 = 0xFF;

/// Edge index (side * 5 + step) per field, or `NO_EDGE`.
static EDGE_OF: [u8; FIELDS] = {
    let mut t = [NO_EDGE; FIELDS];
    let mut f = 0;
    while f < FIELDS {
        let (x, y) = coords(f as u8);
        if y < 5 && x == y {
            t[f] = y;
        } else if y < 5 && x + y == 10 {
            t[f] = 5 + y;
        }
        f += 1;
    }
    t
};

/// The fields of each edge, base first.
static EDGE_FIELDS: [[Field; 5]; 2] = {
    let mut t = [[Field(0); 5]; 2];
    let mut step = 0;
    while step < 5 {
        if let Some(l) = from_coords(step as i8, step as i8) {
            t[0][step] = Field(l);
        }
        if let Some(r) = from_coords(10 - step as i8, step as i8) {
            t[1][step] = Field(r);
        }
        step += 1;
    }
    t
};

/// The mirror image of each field (files `a` ↔ `k`).
static MIRROR: [u8; FIELDS] = {
    let mut t = [0u8; FIELDS];
    let mut f = 0;
    while f < FIELDS {
        let (x, y) = coords(f as u8);
        if let Some(m) = from_coords(10 - x as i8, y as i8) {
            t[f] = m;
        }
        f += 1;
    }
    t
};

/// Mirrors a field mask.
pub fn mirror_mask(mask: u32) -> u32 {
    fields_of(mask).fold(0, |acc, f| acc | 1 << MIRROR[f.index()])
}

impl Field {
    /// The field with index `i` (0..21, bottom row first, left to right).
    pub const fn from_index(i: u8) -> Option<Field> {
        if (i as usize) < FIELDS {
            Some(Field(i))
        } else {
            None
        }
    }
    pub fn all() -> impl Iterator<Item = Field> {
        (0..FIELDS as u8).map(Field)
    }
    pub fn index(self) -> usize {
        self.0 as usize
    }
    pub fn bit(self) -> u32 {
        1 << self.0
    }
    /// File 0..=10 (`a`..`k`).
    pub fn x(self) -> u8 {
        COORDS.get(self.index()).map_or(0, |c| c.0)
    }
    /// Row 0..=5 (printed as 1..=6).
    pub fn row(self) -> u8 {
        COORDS.get(self.index()).map_or(0, |c| c.1)
    }
    pub fn mirror(self) -> Field {
        MIRROR.get(self.index()).map_or(self, |&m| Field(m))
    }
    pub fn at(x: u8, row: u8) -> Option<Field> {
        from_coords(x as i8, row as i8).map(Field)
    }
    pub fn step(self, dir: Dir) -> Option<Field> {
        let n = *NEIGHBOURS.get(self.index())?.get(dir as usize)?;
        (n != NONE).then_some(Field(n))
    }
    /// The two fields a stone here retreats to (none on the base row).
    pub fn below(self) -> Option<(Field, Field)> {
        Some((self.step(Dir::DownLeft)?, self.step(Dir::DownRight)?))
    }
    /// The direction that leads from `self` to the adjacent `to`.
    pub fn dir_to(self, to: Field) -> Option<Dir> {
        let n = NEIGHBOURS.get(self.index())?;
        Dir::ALL.into_iter().find(|&d| n[d as usize] == to.0)
    }
    pub fn edge(self) -> Option<EdgeSpot> {
        match EDGE_OF.get(self.index()) {
            Some(&e) if e != NO_EDGE => Some(EdgeSpot {
                side: e / 5,
                step: e % 5,
            }),
            _ => None,
        }
    }
    /// Parses `e1`, `F6` …
    pub fn parse(text: &str) -> Option<Field> {
        let b = text.trim().as_bytes();
        if b.len() != 2 {
            return None;
        }
        let x = b[0].to_ascii_lowercase().checked_sub(b'a')?;
        let row = b[1].checked_sub(b'1')?;
        if x > 10 || row > 5 {
            return None;
        }
        Field::at(x, row)
    }
}

impl EdgeSpot {
    /// The five fields of an edge, base first.
    pub fn fields(side: u8) -> [Field; 5] {
        EDGE_FIELDS[side as usize & 1]
    }
    pub fn field(self) -> Field {
        EdgeSpot::fields(self.side)[self.step as usize]
    }
    /// 0..10, for per-edge-field tables.
    pub fn index(self) -> usize {
        self.side as usize * 5 + self.step as usize
    }
    pub fn from_index(i: usize) -> EdgeSpot {
        EdgeSpot {
            side: (i / 5) as u8,
            step: (i % 5) as u8,
        }
    }
    /// Mask of the edge's fields.
    pub fn mask(side: u8) -> u32 {
        EdgeSpot::fields(side).iter().fold(0, |m, f| m | f.bit())
    }
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.index() >= FIELDS {
            // `Field` is a public tuple struct; a stray value must still print.
            return write!(f, "?{}", self.0);
        }
        write!(f, "{}{}", (b'a' + self.x()) as char, self.row() + 1)
    }
}

impl Serialize for Field {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

impl<'de> Deserialize<'de> for Field {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Field, D::Error> {
        let text = String::deserialize(d)?;
        Field::parse(&text)
            .ok_or_else(|| serde::de::Error::custom(format!("{text:?} is not a Pyramida field")))
    }
}

/// The fields of a mask, lowest index first.
pub fn fields_of(mut mask: u32) -> impl Iterator<Item = Field> {
    std::iter::from_fn(move || {
        if mask == 0 {
            None
        } else {
            let f = mask.trailing_zeros() as u8;
            mask &= mask - 1;
            Some(Field(f))
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn twenty_one_fields_named_as_on_the_page() {
        let names: Vec<String> = Field::all().map(|f| f.to_string()).collect();
        assert_eq!(
            names.join(" "),
            "a1 c1 e1 g1 i1 k1 b2 d2 f2 h2 j2 c3 e3 g3 i3 d4 f4 h4 e5 g5 f6"
        );
        for f in Field::all() {
            assert_eq!(Field::parse(&f.to_string()), Some(f));
        }
        for bad in ["b1", "a2", "f7", "l1", "", "e", "e10", "ä1"] {
            assert_eq!(Field::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn every_field_above_the_base_has_two_fields_below() {
        for f in Field::all() {
            assert_eq!(f.below().is_some(), f.row() > 0, "{f}");
        }
        assert_eq!(
            Field::parse("f6").unwrap().below(),
            Some((Field::parse("e5").unwrap(), Field::parse("g5").unwrap()))
        );
    }

    #[test]
    fn links_are_diagonal_and_symmetric() {
        for f in Field::all() {
            for d in Dir::ALL {
                if let Some(n) = f.step(d) {
                    assert_eq!(n.x().abs_diff(f.x()), 1);
                    assert_eq!(n.row().abs_diff(f.row()), 1);
                    assert_eq!(n.dir_to(f).map(|b| b.is_up()), Some(!d.is_up()));
                }
            }
        }
    }

    #[test]
    fn edges_are_the_two_outer_diagonals() {
        let show = |side| {
            EdgeSpot::fields(side)
                .iter()
                .map(|f| f.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        };
        assert_eq!(show(0), "a1 b2 c3 d4 e5");
        assert_eq!(show(1), "k1 j2 i3 h4 g5");
        assert_eq!(TOP.edge(), None);
        assert_eq!(Field::all().filter(|f| f.edge().is_some()).count(), 10);
        for i in 0..10 {
            let spot = EdgeSpot::from_index(i);
            assert_eq!(spot.field().edge(), Some(spot));
        }
    }
}
