//! Geometry of one player's pyramid.
//!
//! Floor 1 is laid on a 9×9 block *canvas*. Its first domino is anchored on
//! the centre cell e5, so whichever 5×4 or 4×5 rectangle the floor grows
//! into, it fits on the canvas: the first domino's position carries no
//! information (only its rotation does), and a fixed anchor keeps every
//! rectangle reachable without re-numbering cells as the floor grows.
//!
//! Floors 2–4 have their own small grids (cell a1 at the footprint's
//! north-west), fixed once floor 1 is complete: floor k is the floor-1
//! rectangle shrunk by k−1 quarters on every side.
//!
//! Scoring looks at the pyramid from above in *quarters* (half a block): the
//! canvas is 18×18 quarters and the top view keeps, per quarter, the highest
//! block's colour and whether that quarter shows a jewel.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::dominoes::{Block, Colour, Corner, Quarters};

/// Floor-1 canvas side, in blocks.
pub const CANVAS: u8 = 9;
/// Canvas side in quarters.
pub const QSIDE: usize = 18;
pub const QUARTERS: usize = QSIDE * QSIDE;
/// First cell index of each floor in [`Pyramid`]'s cell arrays.
pub const FLOOR_BASE: [usize; 5] = [0, 81, 93, 99, 101];
pub const CELLS: usize = 101;
/// Blocks per complete floor.
pub const FLOOR_CELLS: [u8; 4] = [20, 12, 6, 2];
/// Turns (dominoes or two-tile fills) per floor.
pub const FLOOR_TURNS: [u8; 4] = [10, 6, 3, 1];
/// Where the first domino of floor 1 is anchored.
pub const FIRST_ANCHOR: Cell = Cell { col: 4, row: 4 };
/// `ids` entry of a cell that holds no domino (empty, or a no-fit tile).
pub const NO_DOMINO: u8 = u8::MAX;

/// A cell of one floor's block grid: `a1` is the north-west corner.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cell {
    pub col: u8,
    pub row: u8,
}

impl Cell {
    pub const fn new(col: u8, row: u8) -> Cell {
        Cell { col, row }
    }
    /// `<column letter><row number>`, e.g. `c3`.
    pub fn parse(text: &str) -> Option<Cell> {
        let t = text.trim().as_bytes();
        let (&letter, digits) = t.split_first()?;
        let col = letter.to_ascii_lowercase().checked_sub(b'a')?;
        if col >= 26
            || digits.is_empty()
            || digits.len() > 2
            || !digits.iter().all(u8::is_ascii_digit)
        {
            return None;
        }
        let row: u8 = std::str::from_utf8(digits).ok()?.parse().ok()?;
        (row >= 1).then(|| Cell { col, row: row - 1 })
    }
    fn step(self, dx: i8, dy: i8) -> Option<Cell> {
        let col = self.col.checked_add_signed(dx)?;
        let row = self.row.checked_add_signed(dy)?;
        Some(Cell { col, row })
    }
    /// The cell next to this one in `dir`.
    pub fn toward(self, dir: Dir) -> Option<Cell> {
        let (dx, dy) = dir.offset();
        self.step(dx, dy)
    }
    fn neighbours(self) -> impl Iterator<Item = Cell> {
        Dir::ALL.into_iter().filter_map(move |d| self.toward(d))
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            (b'a' + self.col.min(25)) as char,
            u32::from(self.row) + 1
        )
    }
}

impl Serialize for Cell {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Cell {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Cell, D::Error> {
        let text = String::deserialize(d)?;
        Cell::parse(&text).ok_or_else(|| serde::de::Error::custom(format!("not a cell: {text}")))
    }
}

/// Where a domino's second (east) block lies from its anchor (west) block;
/// equivalently its rotation in quarter turns clockwise (E = as printed).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Dir {
    E,
    S,
    W,
    N,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::E, Dir::S, Dir::W, Dir::N];

    pub fn turns(self) -> u8 {
        self as u8
    }
    pub fn offset(self) -> (i8, i8) {
        match self {
            Dir::E => (1, 0),
            Dir::S => (0, 1),
            Dir::W => (-1, 0),
            Dir::N => (0, -1),
        }
    }
    pub fn letter(self) -> char {
        match self {
            Dir::E => 'e',
            Dir::S => 's',
            Dir::W => 'w',
            Dir::N => 'n',
        }
    }
    pub fn from_letter(c: char) -> Option<Dir> {
        Dir::ALL
            .into_iter()
            .find(|d| d.letter() == c.to_ascii_lowercase())
    }
}

/// The floor-1 rectangle on the canvas, in blocks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Rect {
    pub col: u8,
    pub row: u8,
    pub width: u8,
    pub height: u8,
}

/// Why a domino cannot go where asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlaceError {
    OffFloor,
    Occupied,
    FirstAnchor,
    NoContact,
    TooLarge,
    FloorNotReady,
}

impl fmt::Display for PlaceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PlaceError::OffFloor => "the domino would stick out of the floor",
            PlaceError::Occupied => "a cell under the domino is already built",
            PlaceError::FirstAnchor => {
                "the first domino of floor 1 is anchored on e5 (only its direction matters)"
            }
            PlaceError::NoContact => {
                "on floor 1 a domino must share a full block edge with a placed block"
            }
            PlaceError::TooLarge => "floor 1 must fit in a 5×4 or 4×5 rectangle",
            PlaceError::FloorNotReady => "the floor below is not complete",
        })
    }
}

/// What one cell holds, packed in a byte: colour + 1 (0 = empty) in bits
/// 0–2, jewel quarters in bits 3–6, bit 7 set for a single tile.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Slot(u8);

impl Slot {
    pub const EMPTY: Slot = Slot(0);

    pub fn new(block: Block, tile: bool) -> Slot {
        Slot((block.colour.index() as u8 + 1) | (block.jewels.0 & 0xF) << 3 | u8::from(tile) << 7)
    }
    pub fn is_empty(self) -> bool {
        self.0 & 7 == 0
    }
    pub fn colour(self) -> Option<Colour> {
        Colour::from_index(usize::from(self.0 & 7).checked_sub(1)?)
    }
    pub fn jewels(self) -> Quarters {
        Quarters(self.0 >> 3 & 0xF)
    }
    pub fn is_tile(self) -> bool {
        self.0 & 0x80 != 0
    }
    pub fn block(self) -> Option<Block> {
        self.colour().map(|colour| Block {
            colour,
            jewels: self.jewels(),
        })
    }
}

/// One quarter of the top view: colour + 1 (0 = nothing built) in bits 0–2,
/// a visible jewel in bit 3, the floor it lies on in bits 4–6.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TopQuarter(pub u8);

impl TopQuarter {
    pub fn colour_code(self) -> u8 {
        self.0 & 7
    }
    pub fn colour(self) -> Option<Colour> {
        Colour::from_index(usize::from(self.0 & 7).checked_sub(1)?)
    }
    pub fn jewel(self) -> bool {
        self.0 & 8 != 0
    }
    pub fn floor(self) -> u8 {
        self.0 >> 4 & 7
    }
}

/// One player's pyramid.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Pyramid {
    slots: [Slot; CELLS],
    ids: [u8; CELLS],
    /// Floor-1 bounding box: min col, min row, max col, max row.
    bbox: Option<[u8; 4]>,
    rect: Option<Rect>,
    filled: [u8; 4],
    turns: [u8; 4],
    top: [TopQuarter; QUARTERS],
}

impl Default for Pyramid {
    fn default() -> Self {
        Pyramid::new()
    }
}

fn bbox_fits(w: u8, h: u8) -> bool {
    (w <= 5 && h <= 4) || (w <= 4 && h <= 5)
}

impl Pyramid {
    pub fn new() -> Pyramid {
        Pyramid {
            slots: [Slot::EMPTY; CELLS],
            ids: [NO_DOMINO; CELLS],
            bbox: None,
            rect: None,
            filled: [0; 4],
            turns: [0; 4],
            top: [TopQuarter(0); QUARTERS],
        }
    }

    /// The floor-1 rectangle, known once floor 1 is complete.
    pub fn rect(&self) -> Option<Rect> {
        self.rect
    }

    /// Floor-1 blocks' bounding box so far as (col, row, width, height).
    pub fn floor1_bounds(&self) -> Option<Rect> {
        self.bbox.map(|[c0, r0, c1, r1]| Rect {
            col: c0,
            row: r0,
            width: c1 - c0 + 1,
            height: r1 - r0 + 1,
        })
    }

    /// Grid size (columns, rows) of `floor` (1–4): the canvas for floor 1,
    /// the footprint above; (0, 0) while the footprint is unknown.
    pub fn dims(&self, floor: u8) -> (u8, u8) {
        match (floor, self.rect) {
            (1, _) => (CANVAS, CANVAS),
            (2..=4, Some(r)) => (r.width + 1 - floor, r.height + 1 - floor),
            _ => (0, 0),
        }
    }

    pub fn index(&self, floor: u8, cell: Cell) -> Option<usize> {
        let (w, h) = self.dims(floor);
        (cell.col < w && cell.row < h)
            .then(|| FLOOR_BASE[usize::from(floor) - 1] + usize::from(cell.row * w + cell.col))
    }

    /// Floor and cell of a cell index.
    pub fn locate(&self, index: usize) -> Option<(u8, Cell)> {
        let floor = (1..=4u8).find(|&f| index < FLOOR_BASE[usize::from(f)])?;
        let (w, _) = self.dims(floor);
        let local = (index - FLOOR_BASE[usize::from(floor) - 1]) as u8;
        (w > 0).then(|| {
            (
                floor,
                Cell {
                    col: local % w,
                    row: local / w,
                },
            )
        })
    }

    pub fn slot(&self, floor: u8, cell: Cell) -> Slot {
        self.index(floor, cell)
            .map_or(Slot::EMPTY, |i| self.slots[i])
    }
    pub fn slot_at(&self, index: usize) -> Slot {
        self.slots.get(index).copied().unwrap_or(Slot::EMPTY)
    }
    /// The domino covering a cell (also under a tile placed on it).
    pub fn domino_at(&self, floor: u8, cell: Cell) -> Option<u8> {
        self.index(floor, cell)
            .map(|i| self.ids[i])
            .filter(|&id| id != NO_DOMINO)
    }
    pub fn filled(&self, floor: u8) -> u8 {
        self.filled
            .get(usize::from(floor).wrapping_sub(1))
            .copied()
            .unwrap_or(0)
    }
    /// Turns (domino placements or two-tile fills) played on `floor`.
    pub fn turns(&self, floor: u8) -> u8 {
        self.turns
            .get(usize::from(floor).wrapping_sub(1))
            .copied()
            .unwrap_or(0)
    }
    pub fn complete(&self, floor: u8) -> bool {
        (1..=4).contains(&floor) && self.filled(floor) == FLOOR_CELLS[usize::from(floor) - 1]
    }
    pub(crate) fn count_turn(&mut self, floor: u8) {
        if let Some(t) = self.turns.get_mut(usize::from(floor).wrapping_sub(1)) {
            *t += 1;
        }
    }

    /// The north-west quarter of a cell on the canvas' quarter grid.
    pub fn quarter_origin(&self, floor: u8, cell: Cell) -> (usize, usize) {
        match (floor, self.rect) {
            (2..=4, Some(r)) => {
                let shift = usize::from(floor - 1);
                (
                    2 * usize::from(r.col + cell.col) + shift,
                    2 * usize::from(r.row + cell.row) + shift,
                )
            }
            _ => (2 * usize::from(cell.col), 2 * usize::from(cell.row)),
        }
    }

    pub fn top_view(&self) -> &[TopQuarter; QUARTERS] {
        &self.top
    }

    /// Every domino id on this pyramid (tiles on a domino do not hide it).
    pub fn placed_dominoes(&self) -> Vec<u8> {
        let mut ids: Vec<u8> = self
            .ids
            .iter()
            .copied()
            .filter(|&id| id != NO_DOMINO)
            .collect();
        ids.sort_unstable();
        ids.dedup();
        ids
    }

    fn empty_at(&self, floor: u8, cell: Cell) -> bool {
        self.index(floor, cell)
            .is_some_and(|i| self.slots[i].is_empty())
    }

    fn occupied_at(&self, floor: u8, cell: Cell) -> bool {
        self.index(floor, cell)
            .is_some_and(|i| !self.slots[i].is_empty())
    }

    /// Checks a domino anchored at `anchor` with its second block toward
    /// `dir`, and returns both cells (anchor first).
    pub fn check_place(&self, floor: u8, anchor: Cell, dir: Dir) -> Result<[Cell; 2], PlaceError> {
        if floor >= 2 && (self.rect.is_none() || !self.complete(floor - 1)) {
            return Err(PlaceError::FloorNotReady);
        }
        let other = anchor.toward(dir).ok_or(PlaceError::OffFloor)?;
        let (ia, ib) = match (self.index(floor, anchor), self.index(floor, other)) {
            (Some(a), Some(b)) => (a, b),
            _ => return Err(PlaceError::OffFloor),
        };
        if !self.slots[ia].is_empty() || !self.slots[ib].is_empty() {
            return Err(PlaceError::Occupied);
        }
        if floor == 1 {
            match self.bbox {
                None if anchor != FIRST_ANCHOR => return Err(PlaceError::FirstAnchor),
                None => {}
                Some([c0, r0, c1, r1]) => {
                    let touches = [anchor, other]
                        .into_iter()
                        .flat_map(Cell::neighbours)
                        .any(|n| self.occupied_at(1, n));
                    if !touches {
                        return Err(PlaceError::NoContact);
                    }
                    let (lo_c, hi_c) = (
                        c0.min(anchor.col).min(other.col),
                        c1.max(anchor.col).max(other.col),
                    );
                    let (lo_r, hi_r) = (
                        r0.min(anchor.row).min(other.row),
                        r1.max(anchor.row).max(other.row),
                    );
                    if !bbox_fits(hi_c - lo_c + 1, hi_r - lo_r + 1) {
                        return Err(PlaceError::TooLarge);
                    }
                }
            }
        }
        Ok([anchor, other])
    }

    /// Calls `f` for every legal (anchor, direction) on `floor`.
    pub fn for_each_placement(&self, floor: u8, mut f: impl FnMut(Cell, Dir)) {
        let (w, h) = self.dims(floor);
        // On floor 1 only cells near the blocks can be reached; scanning the
        // bounding box grown by two keeps the hot path small.
        let (c0, r0, c1, r1) = match (floor, self.bbox) {
            (1, Some([c0, r0, c1, r1])) => (
                c0.saturating_sub(2),
                r0.saturating_sub(2),
                (c1 + 2).min(w - 1),
                (r1 + 2).min(h - 1),
            ),
            (1, None) => (
                FIRST_ANCHOR.col,
                FIRST_ANCHOR.row,
                FIRST_ANCHOR.col,
                FIRST_ANCHOR.row,
            ),
            _ if w == 0 || h == 0 => return,
            _ => (0, 0, w - 1, h - 1),
        };
        for row in r0..=r1 {
            for col in c0..=c1 {
                let cell = Cell { col, row };
                if !self.empty_at(floor, cell) {
                    continue;
                }
                for dir in Dir::ALL {
                    if self.check_place(floor, cell, dir).is_ok() {
                        f(cell, dir);
                    }
                }
            }
        }
    }

    /// Whether any domino fits on `floor` (all dominoes have one shape).
    pub fn has_fit(&self, floor: u8) -> bool {
        if floor >= 2 {
            let (w, h) = self.dims(floor);
            if self.rect.is_none() || !self.complete(floor - 1) {
                return false;
            }
            for row in 0..h {
                for col in 0..w {
                    let cell = Cell { col, row };
                    if self.empty_at(floor, cell)
                        && (self.empty_at(floor, Cell { col: col + 1, row })
                            || self.empty_at(floor, Cell { col, row: row + 1 }))
                    {
                        return true;
                    }
                }
            }
            return false;
        }
        let mut any = false;
        self.for_each_placement(1, |_, _| any = true);
        any
    }

    /// The empty positions a no-fit turn may fill: empty cells inside the
    /// floor-1 bounding box (a no-fit on floor 1 only happens once the box is
    /// a full 5×4 or 4×5 rectangle), or inside an upper footprint.
    pub fn holes(&self, floor: u8) -> Vec<Cell> {
        let mut out = Vec::new();
        let (c0, r0, c1, r1) = match (floor, self.bbox) {
            (1, Some([c0, r0, c1, r1])) => (c0, r0, c1, r1),
            (1, None) => return out,
            _ => {
                let (w, h) = self.dims(floor);
                if w == 0 || h == 0 {
                    return out;
                }
                (0, 0, w - 1, h - 1)
            }
        };
        for row in r0..=r1 {
            for col in c0..=c1 {
                let cell = Cell { col, row };
                if self.empty_at(floor, cell) {
                    out.push(cell);
                }
            }
        }
        out
    }

    pub fn is_hole(&self, floor: u8, cell: Cell) -> bool {
        self.holes(floor).contains(&cell)
    }

    /// Builds (or covers, for a tile on a domino) one cell.
    pub(crate) fn put(&mut self, floor: u8, cell: Cell, block: Block, tile: bool, id: u8) {
        let Some(i) = self.index(floor, cell) else {
            return;
        };
        if self.slots[i].is_empty() {
            self.filled[usize::from(floor) - 1] += 1;
        }
        self.slots[i] = Slot::new(block, tile);
        if id != NO_DOMINO {
            self.ids[i] = id;
        }
        let (x, y) = self.quarter_origin(floor, cell);
        for corner in Corner::ALL {
            let (dx, dy) = corner.offset();
            let jewel = block.jewels.contains(corner);
            let q = (y + usize::from(dy)) * QSIDE + x + usize::from(dx);
            if let Some(t) = self.top.get_mut(q) {
                *t = TopQuarter(
                    (block.colour.index() as u8 + 1) | (u8::from(jewel) << 3) | (floor << 4),
                );
            }
        }
        if floor == 1 {
            self.bbox = Some(match self.bbox {
                None => [cell.col, cell.row, cell.col, cell.row],
                Some([c0, r0, c1, r1]) => [
                    c0.min(cell.col),
                    r0.min(cell.row),
                    c1.max(cell.col),
                    r1.max(cell.row),
                ],
            });
            if self.complete(1) {
                self.rect = self.floor1_bounds();
            }
        }
    }

    /// Quarter indices (top view) covered by a cell.
    pub fn quarters_of(&self, floor: u8, cell: Cell) -> [usize; 4] {
        let (x, y) = self.quarter_origin(floor, cell);
        [
            y * QSIDE + x,
            y * QSIDE + x + 1,
            (y + 1) * QSIDE + x + 1,
            (y + 1) * QSIDE + x,
        ]
    }

    /// Empty cells of `floor` none of whose neighbours is free: each one
    /// is certain to need a single tile (AI evaluation, UI hints).
    pub fn isolated_holes(&self, floor: u8) -> u32 {
        let mut count = 0;
        let region = |c: Cell| -> bool {
            if floor == 1 {
                match self.bbox {
                    Some([c0, r0, c1, r1]) => {
                        let w = c1.max(c.col) - c0.min(c.col) + 1;
                        let h = r1.max(c.row) - r0.min(c.row) + 1;
                        c.col < CANVAS && c.row < CANVAS && bbox_fits(w, h)
                    }
                    None => true,
                }
            } else {
                self.index(floor, c).is_some()
            }
        };
        for cell in self.holes(floor) {
            let free = cell
                .neighbours()
                .any(|n| region(n) && self.empty_at(floor, n));
            if !free {
                count += 1;
            }
        }
        count
    }
}

/// Maximum matching between empty cells of a region (a domino tiling covers
/// two adjacent cells), by augmenting paths on the checkerboard bipartition.
fn max_matching(cells: &[Cell]) -> usize {
    let left: Vec<Cell> = cells
        .iter()
        .copied()
        .filter(|c| (c.col + c.row) % 2 == 0)
        .collect();
    let right: Vec<Cell> = cells
        .iter()
        .copied()
        .filter(|c| (c.col + c.row) % 2 == 1)
        .collect();
    if left.is_empty() || right.is_empty() {
        return 0;
    }
    let adj: Vec<u64> = left
        .iter()
        .map(|l| {
            right.iter().enumerate().fold(0u64, |m, (j, r)| {
                let near = l.col.abs_diff(r.col) + l.row.abs_diff(r.row) == 1;
                if near && j < 64 {
                    m | 1 << j
                } else {
                    m
                }
            })
        })
        .collect();
    let mut owner = vec![usize::MAX; right.len()];
    fn augment(i: usize, adj: &[u64], owner: &mut [usize], seen: &mut u64) -> bool {
        let mut options = adj[i] & !*seen;
        while options != 0 {
            let j = options.trailing_zeros() as usize;
            options &= options - 1;
            *seen |= 1 << j;
            if owner[j] == usize::MAX || augment(owner[j], adj, owner, seen) {
                owner[j] = i;
                return true;
            }
        }
        false
    }
    let mut matched = 0;
    for i in 0..left.len() {
        let mut seen = 0u64;
        if augment(i, &adj, &mut owner, &mut seen) {
            matched += 1;
        }
    }
    matched
}

impl Pyramid {
    /// How many cells of `floor` can never be covered by dominoes, however
    /// the floor is finished: the fewest single tiles it will cost. On
    /// floor 1 the best rectangle the blocks still fit in is assumed. Every
    /// domino has the same shape, so a player whose floor keeps a perfect
    /// domino tiling never needs a no-fit turn.
    pub fn tiling_deficit(&self, floor: u8) -> u32 {
        let region_deficit = |c0: u8, r0: u8, w: u8, h: u8| -> u32 {
            let mut empty = Vec::with_capacity(20);
            for row in r0..r0 + h {
                for col in c0..c0 + w {
                    let cell = Cell { col, row };
                    if self.empty_at(floor, cell) {
                        empty.push(cell);
                    }
                }
            }
            (empty.len() - 2 * max_matching(&empty)) as u32
        };
        if floor >= 2 {
            let (w, h) = self.dims(floor);
            return region_deficit(0, 0, w, h);
        }
        let Some([bc0, br0, bc1, br1]) = self.bbox else {
            return 0;
        };
        let mut best = u32::MAX;
        for (w, h) in [(5u8, 4u8), (4, 5)] {
            for r0 in br1.saturating_sub(h - 1)..=br0 {
                for c0 in bc1.saturating_sub(w - 1)..=bc0 {
                    if c0 + w > CANVAS || r0 + h > CANVAS || bc1 >= c0 + w || br1 >= r0 + h {
                        continue;
                    }
                    best = best.min(region_deficit(c0, r0, w, h));
                    if best == 0 {
                        return 0;
                    }
                }
            }
        }
        if best == u32::MAX {
            0
        } else {
            best
        }
    }
}
