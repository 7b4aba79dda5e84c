//! Pylos geometry: 30 positions on four levels, bitboards of 30 bits and the
//! precomputed support, cover and pattern tables.

use std::fmt;

use once_cell::sync::Lazy;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Side length of each level, bottom to apex.
pub const LEVEL_SIZE: [u8; 4] = [4, 3, 2, 1];
/// Index of each level's first position.
pub const LEVEL_START: [u8; 5] = [0, 16, 25, 29, 30];
pub const POSITIONS: usize = 30;
pub const APEX: Pos = Pos(29);

/// One of the 30 positions, indexed level by level, row by row. The index
/// is private: every `Pos` is one of the 30.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Pos(u8);

impl Pos {
    /// The position with index `i` (0..30, level by level, row by row).
    pub const fn from_index(i: u8) -> Option<Pos> {
        if (i as usize) < POSITIONS {
            Some(Pos(i))
        } else {
            None
        }
    }
    /// This position's index, 0..30.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
    /// `level` 1..=4, `col` and `row` 0-based.
    pub fn new(level: u8, col: u8, row: u8) -> Option<Pos> {
        if !(1..=4).contains(&level) {
            return None;
        }
        let size = LEVEL_SIZE[level as usize - 1];
        (col < size && row < size).then(|| Pos(LEVEL_START[level as usize - 1] + row * size + col))
    }
    pub fn level(self) -> u8 {
        (1..=4)
            .find(|&l| self.0 < LEVEL_START[l as usize])
            .unwrap_or(4)
    }
    pub fn col(self) -> u8 {
        let l = self.level() as usize - 1;
        (self.0 - LEVEL_START[l]) % LEVEL_SIZE[l]
    }
    pub fn row(self) -> u8 {
        let l = self.level() as usize - 1;
        (self.0 - LEVEL_START[l]) / LEVEL_SIZE[l]
    }
    pub fn bit(self) -> Bitboard {
        Bitboard(1 << self.0)
    }
    pub fn all() -> impl Iterator<Item = Pos> {
        (0..POSITIONS as u8).map(Pos)
    }
    /// The four positions this one rests on (none on level 1).
    pub fn supports(self) -> Bitboard {
        TABLES.supports[self.0 as usize]
    }
    /// The positions that rest on this one.
    pub fn covers(self) -> Bitboard {
        TABLES.covers[self.0 as usize]
    }
    /// Patterns (squares; lines when `lines`) that contain this position.
    pub fn patterns(self, lines: bool) -> &'static [Bitboard] {
        let t = &TABLES;
        if lines {
            &t.squares_and_lines[self.0 as usize]
        } else {
            &t.squares[self.0 as usize]
        }
    }
    /// Parses `<level><column letter><row number>`, e.g. `2b1`.
    pub fn parse(text: &str) -> Option<Pos> {
        let b = text.trim().as_bytes();
        if b.len() != 3 {
            return None;
        }
        let level = b[0].checked_sub(b'0')?;
        let col = b[1].to_ascii_lowercase().checked_sub(b'a')?;
        let row = b[2].checked_sub(b'1')?;
        Pos::new(level, col, row)
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}{}",
            self.level(),
            (b'a' + self.col()) as char,
            self.row() + 1
        )
    }
}

impl Serialize for Pos {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Pos {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Pos, D::Error> {
        let text = String::deserialize(d)?;
        Pos::parse(&text)
            .ok_or_else(|| serde::de::Error::custom(format!("not a Pylos position: {text}")))
    }
}

/// A set of positions, one bit each.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Bitboard(pub u32);

impl Bitboard {
    pub const EMPTY: Bitboard = Bitboard(0);
    pub const ALL: Bitboard = Bitboard((1 << POSITIONS) - 1);
    pub const LEVEL1: Bitboard = Bitboard((1 << 16) - 1);

    pub fn contains(self, p: Pos) -> bool {
        self.0 & (1 << p.0) != 0
    }
    pub fn count(self) -> u32 {
        self.0.count_ones()
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn with(self, p: Pos) -> Bitboard {
        Bitboard(self.0 | 1 << p.0)
    }
    pub fn without(self, p: Pos) -> Bitboard {
        Bitboard(self.0 & !(1 << p.0))
    }
    pub fn is_superset(self, other: Bitboard) -> bool {
        self.0 & other.0 == other.0
    }
    pub fn intersects(self, other: Bitboard) -> bool {
        self.0 & other.0 != 0
    }
    pub fn iter(self) -> impl Iterator<Item = Pos> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let p = bits.trailing_zeros() as u8;
                bits &= bits - 1;
                Pos(p)
            })
        })
    }
}

impl std::ops::BitOr for Bitboard {
    type Output = Bitboard;
    fn bitor(self, o: Bitboard) -> Bitboard {
        Bitboard(self.0 | o.0)
    }
}
impl std::ops::BitAnd for Bitboard {
    type Output = Bitboard;
    fn bitand(self, o: Bitboard) -> Bitboard {
        Bitboard(self.0 & o.0)
    }
}
impl std::ops::Not for Bitboard {
    type Output = Bitboard;
    fn not(self) -> Bitboard {
        Bitboard(!self.0 & Bitboard::ALL.0)
    }
}

struct Tables {
    supports: [Bitboard; POSITIONS],
    covers: [Bitboard; POSITIONS],
    squares: Vec<Vec<Bitboard>>,
    squares_and_lines: Vec<Vec<Bitboard>>,
    all_squares: Vec<Bitboard>,
}

static TABLES: Lazy<Tables> = Lazy::new(|| {
    let mut supports = [Bitboard::EMPTY; POSITIONS];
    let mut covers = [Bitboard::EMPTY; POSITIONS];
    for p in Pos::all() {
        let (l, c, r) = (p.level(), p.col(), p.row());
        if l >= 2 {
            for (dc, dr) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                let below = Pos::new(l - 1, c + dc, r + dr).expect("support exists");
                supports[p.0 as usize] = supports[p.0 as usize].with(below);
                covers[below.0 as usize] = covers[below.0 as usize].with(p);
            }
        }
    }
    let mut all_squares = Vec::new();
    let mut all_lines = Vec::new();
    for level in 1..=3u8 {
        let n = LEVEL_SIZE[level as usize - 1];
        for r in 0..n - 1 {
            for c in 0..n - 1 {
                let mut sq = Bitboard::EMPTY;
                for (dc, dr) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                    sq = sq.with(Pos::new(level, c + dc, r + dr).expect("in level"));
                }
                all_squares.push(sq);
            }
        }
        if level <= 2 {
            for i in 0..n {
                let row = (0..n).fold(Bitboard::EMPTY, |b, c| {
                    b.with(Pos::new(level, c, i).expect("in level"))
                });
                let col = (0..n).fold(Bitboard::EMPTY, |b, r| {
                    b.with(Pos::new(level, i, r).expect("in level"))
                });
                all_lines.push(row);
                all_lines.push(col);
            }
        }
    }
    let squares: Vec<Vec<Bitboard>> = Pos::all()
        .map(|p| {
            all_squares
                .iter()
                .copied()
                .filter(|s| s.contains(p))
                .collect()
        })
        .collect();
    let squares_and_lines = Pos::all()
        .map(|p| {
            all_squares
                .iter()
                .chain(all_lines.iter())
                .copied()
                .filter(|s| s.contains(p))
                .collect()
        })
        .collect();
    Tables {
        supports,
        covers,
        squares,
        squares_and_lines,
        all_squares,
    }
});

/// Every 2×2 square of the pyramid (14).
pub fn all_squares() -> &'static [Bitboard] {
    &TABLES.all_squares
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coordinates_round_trip() {
        for p in Pos::all() {
            assert_eq!(Pos::parse(&p.to_string()), Some(p));
        }
        assert_eq!(Pos::parse("1a1"), Some(Pos(0)));
        assert_eq!(Pos::parse("1d4"), Some(Pos(15)));
        assert_eq!(Pos::parse("4a1"), Some(APEX));
        assert_eq!(Pos::parse("1e1"), None);
        assert_eq!(Pos::parse("3c1"), None);
        assert_eq!(Pos::parse("5a1"), None);
        assert_eq!(Pos::parse("2b"), None);
    }

    #[test]
    fn level_l_ball_rests_on_four_below() {
        // Rules page: a level-L ball at (c,r) rests on (c,r) (c+1,r) (c,r+1) (c+1,r+1) of level L-1.
        let p = Pos::parse("2b1").unwrap();
        let expect: Vec<String> = p.supports().iter().map(|q| q.to_string()).collect();
        assert_eq!(expect, ["1b1", "1c1", "1b2", "1c2"]);
        assert_eq!(APEX.supports().count(), 4);
        assert!(Pos::parse("1a1").unwrap().supports().is_empty());
        assert_eq!(Pos::parse("1b2").unwrap().covers().count(), 4);
        assert_eq!(Pos::parse("1a1").unwrap().covers().count(), 1);
    }

    #[test]
    fn pattern_tables() {
        assert_eq!(all_squares().len(), 14);
        // 1b2 is in four level-1 squares and, with lines, a row and a column too.
        let p = Pos::parse("1b2").unwrap();
        assert_eq!(p.patterns(false).len(), 4);
        assert_eq!(p.patterns(true).len(), 6);
        // Level 3 has one square and no lines; the apex has no pattern.
        assert_eq!(Pos::parse("3a1").unwrap().patterns(true).len(), 1);
        assert!(APEX.patterns(true).is_empty());
    }
}
