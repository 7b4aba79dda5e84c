//! The 90 dominoes and the single tiles of the published game, read from
//! `core/data/pyramido-dominoes.json`. The file is embedded at compile time so
//! the engine never does I/O; it is parsed once, on first use.

use std::fmt;

use once_cell::sync::Lazy;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

pub const DOMINO_COUNT: usize = 90;

/// The six block colours, in the order of the data file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    Brown,
    Blue,
    Yellow,
    Aqua,
    Red,
    Green,
}

impl Colour {
    pub const ALL: [Colour; 6] = [
        Colour::Brown,
        Colour::Blue,
        Colour::Yellow,
        Colour::Aqua,
        Colour::Red,
        Colour::Green,
    ];

    pub fn index(self) -> usize {
        self as usize
    }
    pub fn from_index(i: usize) -> Option<Colour> {
        Colour::ALL.get(i).copied()
    }
    pub fn name(self) -> &'static str {
        match self {
            Colour::Brown => "brown",
            Colour::Blue => "blue",
            Colour::Yellow => "yellow",
            Colour::Aqua => "aqua",
            Colour::Red => "red",
            Colour::Green => "green",
        }
    }
    /// One letter per colour for plain-text boards and short notation.
    /// Brown is `n` because `b` is blue.
    pub fn letter(self) -> char {
        match self {
            Colour::Brown => 'n',
            Colour::Blue => 'b',
            Colour::Yellow => 'y',
            Colour::Aqua => 'a',
            Colour::Red => 'r',
            Colour::Green => 'g',
        }
    }
    /// A full name or the one-letter code, any case.
    pub fn parse(text: &str) -> Option<Colour> {
        let t = text.trim().to_ascii_lowercase();
        Colour::ALL
            .into_iter()
            .find(|c| c.name() == t || (t.len() == 1 && t.starts_with(c.letter())))
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A quarter of a block. The discriminants are the bits of [`Quarters`],
/// clockwise from north-west, so a quarter turn is a 4-bit rotation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Corner {
    Nw = 1,
    Ne = 2,
    Se = 4,
    Sw = 8,
}

impl Corner {
    pub const ALL: [Corner; 4] = [Corner::Nw, Corner::Ne, Corner::Se, Corner::Sw];

    pub fn bit(self) -> u8 {
        self as u8
    }
    pub fn name(self) -> &'static str {
        match self {
            Corner::Nw => "nw",
            Corner::Ne => "ne",
            Corner::Se => "se",
            Corner::Sw => "sw",
        }
    }
    pub fn parse(text: &str) -> Option<Corner> {
        let t = text.trim().to_ascii_lowercase();
        Corner::ALL.into_iter().find(|c| c.name() == t)
    }
    /// Column and row of this quarter inside its block (0 or 1 each).
    pub fn offset(self) -> (u8, u8) {
        match self {
            Corner::Nw => (0, 0),
            Corner::Ne => (1, 0),
            Corner::Se => (1, 1),
            Corner::Sw => (0, 1),
        }
    }
    pub fn from_offset(dx: u8, dy: u8) -> Corner {
        match (dx & 1, dy & 1) {
            (0, 0) => Corner::Nw,
            (1, 0) => Corner::Ne,
            (1, _) => Corner::Se,
            _ => Corner::Sw,
        }
    }
    /// The corner a single tile's jewel (printed at north-west) reaches
    /// after `turns` quarter turns clockwise.
    pub fn from_turns(turns: u8) -> Corner {
        Corner::ALL[usize::from(turns % 4)]
    }
    pub fn turns(self) -> u8 {
        match self {
            Corner::Nw => 0,
            Corner::Ne => 1,
            Corner::Se => 2,
            Corner::Sw => 3,
        }
    }
}

impl fmt::Display for Corner {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Serialize for Corner {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for Corner {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Corner, D::Error> {
        let text = String::deserialize(d)?;
        Corner::parse(&text)
            .ok_or_else(|| serde::de::Error::custom(format!("not a quarter: {text}")))
    }
}

/// The jewelled quarters of a block, one bit per [`Corner`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Quarters(pub u8);

impl Quarters {
    pub const NONE: Quarters = Quarters(0);

    pub fn contains(self, c: Corner) -> bool {
        self.0 & c.bit() != 0
    }
    pub fn count(self) -> u32 {
        (self.0 & 0xF).count_ones()
    }
    pub fn is_empty(self) -> bool {
        self.0 & 0xF == 0
    }
    /// The same quarters after `turns` quarter turns clockwise.
    pub fn rotated(self, turns: u8) -> Quarters {
        let m = self.0 & 0xF;
        let t = turns % 4;
        Quarters(((m << t) | (m >> (4 - t))) & 0xF)
    }
    pub fn corners(self) -> Vec<Corner> {
        Corner::ALL
            .into_iter()
            .filter(|c| self.contains(*c))
            .collect()
    }
}

impl Serialize for Quarters {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.corners().serialize(s)
    }
}

/// One block: a colour and its jewel icons.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Block {
    pub colour: Colour,
    pub jewels: Quarters,
}

/// A domino lying horizontally as printed in the data: `west` on the left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Domino {
    pub id: u8,
    pub west: Block,
    pub east: Block,
}

impl Domino {
    /// Block 0 is west (the anchor of a placement), block 1 east.
    pub fn block(&self, half: usize) -> Block {
        if half == 0 {
            self.west
        } else {
            self.east
        }
    }
}

/// The two faces of each player's three single tiles.
pub const TILE_FACES: [[Colour; 2]; 3] = [
    [Colour::Brown, Colour::Blue],
    [Colour::Yellow, Colour::Aqua],
    [Colour::Red, Colour::Green],
];

/// Which tile carries a colour, and on which face. Every colour is on
/// exactly one face, so a colour names a tile face.
pub fn tile_of(colour: Colour) -> (usize, usize) {
    let i = colour.index();
    (i / 2, i % 2)
}

/// A single-tile face turned so its jewel sits at `corner`.
pub fn tile_block(colour: Colour, corner: Corner) -> Block {
    Block {
        colour,
        jewels: Quarters(corner.bit()),
    }
}

const DATA: &str = include_str!("../../data/pyramido-dominoes.json");

#[derive(Deserialize)]
struct RawBlock {
    colour: Colour,
    jewels: Vec<String>,
}

#[derive(Deserialize)]
struct RawDomino {
    id: u8,
    west: RawBlock,
    east: RawBlock,
}

#[derive(Deserialize)]
struct RawSingleTiles {
    faces: Vec<[Colour; 2]>,
}

#[derive(Deserialize)]
struct RawData {
    colours: Vec<Colour>,
    single_tiles: RawSingleTiles,
    dominoes: Vec<RawDomino>,
}

fn convert(raw: RawBlock) -> Result<Block, String> {
    let mut jewels = 0u8;
    for q in &raw.jewels {
        jewels |= Corner::parse(q)
            .ok_or_else(|| format!("unknown quarter {q:?}"))?
            .bit();
    }
    Ok(Block {
        colour: raw.colour,
        jewels: Quarters(jewels),
    })
}

/// Parses and checks the embedded data. Separate from the `Lazy` so a test
/// can show the exact problem instead of a panic message.
pub fn parse_data(text: &str) -> Result<Vec<Domino>, String> {
    let raw: RawData = serde_json::from_str(text).map_err(|e| e.to_string())?;
    if raw.colours != Colour::ALL {
        return Err("colour list differs from the engine's".into());
    }
    if raw.single_tiles.faces != TILE_FACES {
        return Err("single-tile faces differ from the engine's".into());
    }
    let mut out = Vec::with_capacity(raw.dominoes.len());
    for (i, d) in raw.dominoes.into_iter().enumerate() {
        if usize::from(d.id) != i {
            return Err(format!("domino {i} has id {}", d.id));
        }
        out.push(Domino {
            id: d.id,
            west: convert(d.west)?,
            east: convert(d.east)?,
        });
    }
    if out.len() != DOMINO_COUNT {
        return Err(format!("{} dominoes, expected {DOMINO_COUNT}", out.len()));
    }
    Ok(out)
}

/// The 90 dominoes, indexed by id. The data is part of the build and its
/// totals are checked by a test, so a failure here is a build defect, not bad
/// input; the engine then has no dominoes rather than panicking.
pub static DOMINOES: Lazy<Vec<Domino>> = Lazy::new(|| parse_data(DATA).unwrap_or_default());

/// Domino `id` (0..90). Ids come from the engine's own shuffle, so a miss
/// means the data failed to load; a blank domino keeps the engine total.
pub fn domino(id: u8) -> Domino {
    DOMINOES.get(usize::from(id)).copied().unwrap_or(Domino {
        id,
        west: Block {
            colour: Colour::Brown,
            jewels: Quarters::NONE,
        },
        east: Block {
            colour: Colour::Brown,
            jewels: Quarters::NONE,
        },
    })
}

/// The embedded data file, for tests and tools.
pub fn raw_data() -> &'static str {
    DATA
}
