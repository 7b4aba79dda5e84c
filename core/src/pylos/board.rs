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

/// The 14 squares (level 1: 9, level 2: 4, level 3: 1) as masks, for the
/// hot loops of move generation; the same sets as [`all_squares`].
pub const SQUARE_MASKS: [u32; 14] = square_masks();
/// The 14 lines of the expert variant: rows and columns of levels 1 and 2.
pub const LINE_MASKS: [u32; 14] = line_masks();

const fn square_masks() -> [u32; 14] {
    let mut out = [0u32; 14];
    let mut i = 0;
    let mut level = 0;
    while level < 3 {
        let n = LEVEL_SIZE[level] as u32;
        let base = LEVEL_START[level] as u32;
        let mut r = 0;
        while r + 1 < n {
            let mut c = 0;
            while c + 1 < n {
                let p = base + r * n + c;
                out[i] = 1 << p | 1 << (p + 1) | 1 << (p + n) | 1 << (p + n + 1);
                i += 1;
                c += 1;
            }
            r += 1;
        }
        level += 1;
    }
    out
}

const fn line_masks() -> [u32; 14] {
    let mut out = [0u32; 14];
    let mut i = 0;
    let mut level = 0;
    while level < 2 {
        let n = LEVEL_SIZE[level] as u32;
        let base = LEVEL_START[level] as u32;
        let mut k = 0;
        while k < n {
            let mut row = 0;
            let mut col = 0;
            let mut j = 0;
            while j < n {
                row |= 1 << (base + k * n + j);
                col |= 1 << (base + j * n + k);
                j += 1;
            }
            out[i] = row;
            out[i + 1] = col;
            i += 2;
            k += 1;
        }
        level += 1;
    }
    out
}

const L1: u32 = (1 << 16) - 1;

/// The four positions each position rests on, as masks (none on level 1):
/// the same sets as [`Pos::supports`], without the lazy table's check.
pub const SUPPORT_MASKS: [u32; POSITIONS] = {
    let mut out = [0u32; POSITIONS];
    let mut level = 1;
    while level < 4 {
        let n = LEVEL_SIZE[level] as u32;
        let below = LEVEL_START[level - 1] as u32;
        let mut r = 0;
        while r < n {
            let mut c = 0;
            while c < n {
                let q = below + r * (n + 1) + c;
                out[LEVEL_START[level] as usize + (r * n + c) as usize] =
                    1 << q | 1 << (q + 1) | 1 << (q + n + 1) | 1 << (q + n + 2);
                c += 1;
            }
            r += 1;
        }
        level += 1;
    }
    out
};

/// Where a ball raised to each position may come from: the levels below,
/// less the four positions it would rest on.
pub const RAISE_SOURCES: [u32; POSITIONS] = {
    let mut out = [0u32; POSITIONS];
    let mut p = 16;
    while p < POSITIONS {
        let below = if p < 25 {
            L1
        } else if p < 29 {
            (1 << 25) - 1
        } else {
            (1 << 29) - 1
        };
        out[p] = below & !SUPPORT_MASKS[p];
        p += 1;
    }
    out
};

/// [`RAISE_SOURCES`] of the position of `m`'s lowest set bit.
#[inline]
pub fn raise_sources_of_bit(m: u32) -> u32 {
    RAISE_SOURCES[(m.trailing_zeros() as usize).min(POSITIONS - 1)]
}

/// The positions `m`'s lowest set bit rests on.
#[inline]
pub fn supports_of_bit(m: u32) -> u32 {
    SUPPORT_MASKS[(m.trailing_zeros() as usize).min(POSITIONS - 1)]
}

/// Positions above level 1 whose four supports are all in `occ`, by shifts
/// on each level's rows rather than a loop over positions: move generation
/// (play, search, perft) calls this at every node.
#[inline]
pub fn supported(occ: u32) -> u32 {
    let o1 = occ & L1;
    let x = o1 & o1 >> 1 & o1 >> 4 & o1 >> 5;
    let l2 = (x & 7) | (x >> 4 & 7) << 3 | (x >> 8 & 7) << 6;
    let o2 = occ >> 16 & 0x1ff;
    let y = o2 & o2 >> 1 & o2 >> 3 & o2 >> 4;
    let l3 = (y & 3) | (y >> 3 & 3) << 2;
    let apex = u32::from(occ >> 25 & 0xf == 0xf);
    l2 << 16 | l3 << 25 | apex << 29
}

/// Empty positions a ball can go to: level 1, or resting on four balls.
#[inline]
pub fn available(occ: u32) -> u32 {
    !occ & (L1 | supported(occ))
}

/// Positions with a ball resting on them (given `occ`, which never floats).
#[inline]
pub fn covered(occ: u32) -> u32 {
    let o2 = occ >> 16 & 0x1ff;
    let e = (o2 & 7) | (o2 >> 3 & 7) << 4 | (o2 >> 6 & 7) << 8;
    let c1 = e | e << 1 | e << 4 | e << 5;
    let o3 = occ >> 25 & 0xf;
    let f = (o3 & 3) | (o3 >> 2 & 3) << 3;
    let c2 = f | f << 1 | f << 3 | f << 4;
    let c3 = if occ >> 29 & 1 != 0 { 0xf << 25 } else { 0 };
    (c1 | c2 << 16 | c3) & occ
}

/// Empty positions each of which would complete a pattern of `own` (one of
/// `patterns`) if `own` took it: the only landings whose turns go on to a
/// reclaim.
#[inline]
pub fn completions(own: u32, occ: u32, patterns: &[u32]) -> u32 {
    let mut hot = 0;
    for &pat in patterns {
        let miss = pat & !own;
        if miss & miss.wrapping_sub(1) == 0 && miss & occ == 0 {
            hot |= miss;
        }
    }
    hot
}

/// [`completions`] over the 14 squares, by shifts: a square's origin (its
/// lowest position) gets a bit per corner when the other three are `own`
/// and that corner is empty, and the bit moves to the corner.
#[inline]
pub fn square_completions(own: u32, occ: u32) -> u32 {
    let empty = !occ;
    // Level 1, rows of 4: corners at +0 +1 +4 +5, origins c < 3 and r < 3.
    let (o, e) = (own & L1, empty & L1);
    let m = 0x777;
    let (b, c, d) = (o >> 1, o >> 4, o >> 5);
    let h1 = (e & b & c & d & m)
        | (o & e >> 1 & c & d & m) << 1
        | (o & b & e >> 4 & d & m) << 4
        | (o & b & c & e >> 5 & m) << 5;
    // Level 2, rows of 3: corners at +0 +1 +3 +4, origins c < 2 and r < 2.
    let (o, e) = (own >> 16 & 0x1ff, empty >> 16 & 0x1ff);
    let m = 0x1b;
    let (b, c, d) = (o >> 1, o >> 3, o >> 4);
    let h2 = (e & b & c & d & m)
        | (o & e >> 1 & c & d & m) << 1
        | (o & b & e >> 3 & d & m) << 3
        | (o & b & c & e >> 4 & m) << 4;
    // Level 3: one square.
    let (o, e) = (own >> 25 & 0xf, empty >> 25 & 0xf);
    let h3 = if o.count_ones() == 3 { e & 0xf } else { 0 };
    h1 | h2 << 16 | h3 << 25
}

/// The patterns of a variant as masks: none (kids), the squares (standard),
/// the squares and lines (expert).
pub fn pattern_masks(squares: bool, lines: bool) -> &'static [u32] {
    const ALL: [u32; 28] = {
        let mut out = [0u32; 28];
        let mut i = 0;
        while i < 14 {
            out[i] = SQUARE_MASKS[i];
            i += 1;
        }
        while i < 28 {
            out[i] = LINE_MASKS[i - 14];
            i += 1;
        }
        out
    };
    match (squares, lines) {
        (false, _) => &[],
        (true, false) => &ALL[..14],
        (true, true) => &ALL,
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
    fn shift_geometry_matches_the_support_tables() {
        // Every subset of a level is too many; random occupancies that never
        // float, from a fixed stream, and the masks against the tables.
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..20_000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let mut occ = Bitboard::EMPTY;
            for p in Pos::all() {
                if seed >> (p.0 % 60) & 1 == 1 && occ.is_superset(p.supports()) {
                    occ = occ.with(p);
                }
            }
            let slow_supported = Pos::all()
                .filter(|p| p.level() > 1 && occ.is_superset(p.supports()))
                .fold(0, |m, p| m | p.bit().0);
            assert_eq!(supported(occ.0), slow_supported);
            let slow_covered = occ
                .iter()
                .filter(|p| p.covers().intersects(occ))
                .fold(0, |m, p| m | p.bit().0);
            assert_eq!(covered(occ.0), slow_covered);
        }
        for p in Pos::all() {
            assert_eq!(SUPPORT_MASKS[p.index()], p.supports().0, "{p}");
            let sources = Pos::all()
                .filter(|q| q.level() < p.level() && !p.supports().contains(*q))
                .fold(0, |m, q| m | q.bit().0);
            assert_eq!(RAISE_SOURCES[p.index()], sources, "{p}");
        }
        let squares: Vec<u32> = all_squares().iter().map(|b| b.0).collect();
        assert_eq!(squares, SQUARE_MASKS);
        let lines: Vec<Bitboard> = Pos::all()
            .flat_map(|p| p.patterns(true).iter().copied())
            .filter(|pat| !all_squares().contains(pat))
            .collect();
        for _ in 0..20_000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let mut own = 0;
            let mut occ = Bitboard::EMPTY;
            for p in Pos::all() {
                if seed >> (p.0 % 60) & 1 == 1 && occ.is_superset(p.supports()) {
                    occ = occ.with(p);
                    if seed >> ((p.0 + 29) % 60) & 1 == 1 {
                        own |= p.bit().0;
                    }
                }
            }
            assert_eq!(
                square_completions(own, occ.0),
                completions(own, occ.0, &SQUARE_MASKS),
                "own {own:#x} occ {:#x}",
                occ.0
            );
        }
        for line in LINE_MASKS {
            assert!(lines.contains(&Bitboard(line)), "{line:#x}");
            assert_eq!(line.count_ones(), if line < 1 << 16 { 4 } else { 3 });
        }
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
