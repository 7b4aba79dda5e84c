//! Pyramido records: the board snapshot, typed actions and events.
//!
//! Only what players at the table see is exposed: the quarry, each pile's
//! top and size (never the order below the tops), every pyramid.

use pyramids_core::pyramido::{
    self as core, domino, Block, Cell, Colour, Corner, Dir, Domino, Phase, Pyramido,
    PyramidoAction, PyramidoOptions, Quarters, FLOORS, FLOOR_CELLS, MAX_PLAYERS, MIN_PLAYERS,
    TILE_FACES,
};
use pyramids_core::record::GameRecord;

use crate::adapter::FfiGame;
use crate::session::AnyRecord;
use crate::types::{ActionDetail, BoardSnapshot, GameEvent, GameKind, GameOutcome};

/// A block colour (and a single tile's face).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum PyramidoColour {
    Brown,
    Blue,
    Yellow,
    Aqua,
    Red,
    Green,
}

/// A quarter of a block, for jewels: north-west, north-east, south-east,
/// south-west (north is up, row 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum PyramidoCorner {
    Nw,
    Ne,
    Se,
    Sw,
}

/// Where a placed domino's east block lies from its west (anchor) block;
/// equally its rotation in quarter turns clockwise (`E` = as printed).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum PyramidoDir {
    E,
    S,
    W,
    N,
}

/// The decision the player to move faces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum PyramidoPhase {
    /// Place a quarry domino on the current floor.
    Place,
    /// Put a marker on one of the two blocks just placed.
    Mark,
    /// Cover a block just placed with a single tile, or skip.
    Tile,
    /// Refill the empty quarry slot from one of the two piles above it.
    Refill,
    /// No domino fits: put a single tile into an empty position (twice).
    NoFit,
    Over,
}

/// One face of a domino (or a tile face): colour and jewelled quarters.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PyramidoFace {
    pub colour: PyramidoColour,
    pub jewels: Vec<PyramidoCorner>,
}

/// A domino as printed: `west` on the left, `east` on the right.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PyramidoDomino {
    pub id: u32,
    pub west: PyramidoFace,
    pub east: PyramidoFace,
}

/// A built block of a pyramid, as it lies (jewels already rotated).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PyramidoBlock {
    pub floor: u8,
    /// Notation of the cell on its floor's grid, e.g. `e5`.
    pub cell: String,
    /// 0-based column and row on the floor's grid (`a1` = 0, 0; north-west).
    pub column: u8,
    pub row: u8,
    pub colour: PyramidoColour,
    pub jewels: Vec<PyramidoCorner>,
    /// A single tile (covering a domino block, or filling a hole).
    pub tile: bool,
    /// The domino this block is (or lies on); null for a tile in a hole.
    pub domino: Option<u32>,
    /// The player's marker of this block's colour sits here.
    pub marker: bool,
    /// Where to draw it: the north-west quarter on the common 18×18 quarter
    /// grid (a block covers 2×2 quarters; floor f is shifted f-1 quarters
    /// south-east, so it sits centred over the four blocks below it).
    pub quarter_column: u32,
    pub quarter_row: u32,
}

/// A rectangle of blocks on the floor-1 canvas.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PyramidoRect {
    pub column: u8,
    pub row: u8,
    pub width: u8,
    pub height: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PyramidoFloor {
    /// 1..=4.
    pub floor: u8,
    /// Grid size: the 9×9 canvas for floor 1, the footprint above (one less
    /// each way per floor); 0×0 while floor 1 is not complete.
    pub columns: u8,
    pub rows: u8,
    /// Blocks the floor needs (20, 12, 6, 2) and has.
    pub cells: u8,
    pub filled: u8,
    pub complete: bool,
    pub blocks: Vec<PyramidoBlock>,
}

#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PyramidoMarker {
    pub colour: PyramidoColour,
    pub floor: u8,
    pub cell: String,
}

/// A double-sided single tile: its two faces and whether it is unused.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PyramidoTile {
    pub faces: Vec<PyramidoColour>,
    pub unused: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PyramidoPlayer {
    pub seat: u32,
    /// Floors 1..=4.
    pub floors: Vec<PyramidoFloor>,
    /// Markers on the pyramid this floor.
    pub markers: Vec<PyramidoMarker>,
    /// Colours whose marker is still in hand this floor.
    pub markers_in_hand: Vec<PyramidoColour>,
    pub tiles: Vec<PyramidoTile>,
    /// Points of each floor scored so far.
    pub floor_scores: Vec<u32>,
    pub score: u32,
    pub eliminated: bool,
    /// The floor-1 rectangle (known once floor 1 is complete).
    pub footprint: Option<PyramidoRect>,
    /// Floor 1's blocks' bounding box so far.
    pub floor1_bounds: Option<PyramidoRect>,
}

/// A draw pile: its size and visible top only.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PyramidoPile {
    pub size: u32,
    pub top: Option<PyramidoDomino>,
}

#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PyramidoRank {
    /// 1-based; fully tied players share a place.
    pub place: u8,
    pub seat: u32,
    pub score: u32,
    pub unused_tiles: u8,
    pub best_floor: u32,
    pub eliminated: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PyramidoSnapshot {
    pub phase: PyramidoPhase,
    /// The floor being built (4 after the game ends).
    pub floor: u8,
    /// Who started the current floor.
    pub starter: u32,
    pub players: Vec<PyramidoPlayer>,
    /// Quarry slots 0..=2 (notation `q1`..`q3`); null when empty.
    pub quarry: Vec<Option<PyramidoDomino>>,
    /// Piles 0..=3 (notation `p1`..`p4`); quarry slot k lies between piles
    /// k and k+1.
    pub piles: Vec<PyramidoPile>,
    /// Standing by the rules (final once the game is over).
    pub ranking: Vec<PyramidoRank>,
    /// Seats out of the game, in elimination order.
    pub eliminated: Vec<u32>,
    /// Per-seat totals, the same as `players[i].score`.
    pub scores: Vec<u32>,
    /// The turn in progress: the quarry slot taken, the domino just placed
    /// and its cells (west block first), which of them carry a marker.
    pub turn_slot: Option<u32>,
    pub turn_domino: Option<PyramidoDomino>,
    pub turn_cells: Vec<String>,
    pub turn_marked: Vec<bool>,
    /// Holes filled so far in a no-fit turn.
    pub holes_filled: u8,
    /// From the legal actions: cells that may take the marker now, cells
    /// that may take a tile now, whether `-` (skip the tile) is legal, the
    /// piles that may refill the quarry, the holes that may take a tile.
    pub mark_cells: Vec<String>,
    pub tile_cells: Vec<String>,
    pub can_skip_tile: bool,
    pub refill_piles: Vec<u32>,
    pub hole_cells: Vec<String>,
}

/// A Pyramido decision. Slots and piles are 0-based here, 1-based in
/// notation; cells are on the mover's current floor.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum PyramidoMove {
    /// `q2@e5s`: quarry slot, the west block's cell, the east block's direction.
    Place {
        slot: u32,
        cell: String,
        dir: PyramidoDir,
    },
    /// `m@e6`.
    Mark { cell: String },
    /// `t@e5=red:ne`: a single tile's face and jewel corner.
    Tile {
        cell: String,
        colour: PyramidoColour,
        corner: PyramidoCorner,
    },
    /// `-`.
    SkipTile,
    /// `p3`.
    Refill { pile: u32 },
    /// `h@b2=aqua:sw` (no-fit turn).
    FillHole {
        cell: String,
        colour: PyramidoColour,
        corner: PyramidoCorner,
    },
}

/// A block as placed.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PyramidoPlacedBlock {
    pub cell: String,
    pub colour: PyramidoColour,
    pub jewels: Vec<PyramidoCorner>,
}

/// One marker's area in a floor scoring.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PyramidoArea {
    pub colour: PyramidoColour,
    pub floor: u8,
    pub cell: String,
    pub quarters: u32,
    /// Visible jewels in the area: the marker's points.
    pub jewels: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PyramidoFloorScore {
    pub seat: u32,
    pub floor: u8,
    pub areas: Vec<PyramidoArea>,
    /// The Mino bonus (the lowest marked area's points once more).
    pub bonus: u32,
    pub bonus_colour: Option<PyramidoColour>,
    pub points: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum PyramidoEvent {
    TurnStarted {
        seat: u32,
        floor: u8,
    },
    DominoTaken {
        seat: u32,
        slot: u32,
        domino: u32,
    },
    DominoPlaced {
        seat: u32,
        floor: u8,
        domino: u32,
        dir: PyramidoDir,
        blocks: Vec<PyramidoPlacedBlock>,
    },
    MarkerPlaced {
        seat: u32,
        floor: u8,
        cell: String,
        colour: PyramidoColour,
        on_tile: bool,
    },
    TilePlaced {
        seat: u32,
        floor: u8,
        cell: String,
        colour: PyramidoColour,
        corner: PyramidoCorner,
    },
    TileSkipped {
        seat: u32,
    },
    /// The top of `pile` moved into quarry `slot`; `new_top` is the pile's
    /// newly visible top.
    QuarryRefilled {
        slot: u32,
        pile: u32,
        domino: u32,
        pile_size: u32,
        new_top: Option<u32>,
    },
    /// An empty pile received the bottom `count` dominoes of pile `from`.
    PileRefilled {
        from: u32,
        to: u32,
        count: u32,
        new_top: Option<u32>,
    },
    NoFit {
        seat: u32,
        floor: u8,
        holes: Vec<String>,
    },
    HoleFilled {
        seat: u32,
        floor: u8,
        cell: String,
        colour: PyramidoColour,
        corner: PyramidoCorner,
    },
    PlayerEliminated {
        seat: u32,
        floor: u8,
        tiles_left: u8,
    },
    FloorScored {
        floor: u8,
        scores: Vec<PyramidoFloorScore>,
    },
    MarkersReturned {
        floor: u8,
    },
    FloorStarted {
        floor: u8,
        starter: u32,
    },
    Finished {
        ranking: Vec<PyramidoRank>,
    },
    GameOver {
        outcome: GameOutcome,
    },
}

impl PyramidoEvent {
    pub fn name(&self) -> &'static str {
        match self {
            PyramidoEvent::TurnStarted { .. } => "turn_started",
            PyramidoEvent::DominoTaken { .. } => "domino_taken",
            PyramidoEvent::DominoPlaced { .. } => "domino_placed",
            PyramidoEvent::MarkerPlaced { .. } => "marker_placed",
            PyramidoEvent::TilePlaced { .. } => "tile_placed",
            PyramidoEvent::TileSkipped { .. } => "tile_skipped",
            PyramidoEvent::QuarryRefilled { .. } => "quarry_refilled",
            PyramidoEvent::PileRefilled { .. } => "pile_refilled",
            PyramidoEvent::NoFit { .. } => "no_fit",
            PyramidoEvent::HoleFilled { .. } => "hole_filled",
            PyramidoEvent::PlayerEliminated { .. } => "player_eliminated",
            PyramidoEvent::FloorScored { .. } => "floor_scored",
            PyramidoEvent::MarkersReturned { .. } => "markers_returned",
            PyramidoEvent::FloorStarted { .. } => "floor_started",
            PyramidoEvent::Finished { .. } => "finished",
            PyramidoEvent::GameOver { .. } => "game_over",
        }
    }
}

fn colour(c: Colour) -> PyramidoColour {
    match c {
        Colour::Brown => PyramidoColour::Brown,
        Colour::Blue => PyramidoColour::Blue,
        Colour::Yellow => PyramidoColour::Yellow,
        Colour::Aqua => PyramidoColour::Aqua,
        Colour::Red => PyramidoColour::Red,
        Colour::Green => PyramidoColour::Green,
    }
}

fn core_colour(c: PyramidoColour) -> Colour {
    match c {
        PyramidoColour::Brown => Colour::Brown,
        PyramidoColour::Blue => Colour::Blue,
        PyramidoColour::Yellow => Colour::Yellow,
        PyramidoColour::Aqua => Colour::Aqua,
        PyramidoColour::Red => Colour::Red,
        PyramidoColour::Green => Colour::Green,
    }
}

fn corner(c: Corner) -> PyramidoCorner {
    match c {
        Corner::Nw => PyramidoCorner::Nw,
        Corner::Ne => PyramidoCorner::Ne,
        Corner::Se => PyramidoCorner::Se,
        Corner::Sw => PyramidoCorner::Sw,
    }
}

fn core_corner(c: PyramidoCorner) -> Corner {
    match c {
        PyramidoCorner::Nw => Corner::Nw,
        PyramidoCorner::Ne => Corner::Ne,
        PyramidoCorner::Se => Corner::Se,
        PyramidoCorner::Sw => Corner::Sw,
    }
}

fn dir(d: Dir) -> PyramidoDir {
    match d {
        Dir::E => PyramidoDir::E,
        Dir::S => PyramidoDir::S,
        Dir::W => PyramidoDir::W,
        Dir::N => PyramidoDir::N,
    }
}

fn core_dir(d: PyramidoDir) -> Dir {
    match d {
        PyramidoDir::E => Dir::E,
        PyramidoDir::S => Dir::S,
        PyramidoDir::W => Dir::W,
        PyramidoDir::N => Dir::N,
    }
}

fn jewels(q: Quarters) -> Vec<PyramidoCorner> {
    q.corners().into_iter().map(corner).collect()
}

fn face(b: Block) -> PyramidoFace {
    PyramidoFace {
        colour: colour(b.colour),
        jewels: jewels(b.jewels),
    }
}

fn domino_record(d: Domino) -> PyramidoDomino {
    PyramidoDomino {
        id: u32::from(d.id),
        west: face(d.west),
        east: face(d.east),
    }
}

fn dom(id: u8) -> PyramidoDomino {
    domino_record(domino(id))
}

fn rect(r: core::Rect) -> PyramidoRect {
    PyramidoRect {
        column: r.col,
        row: r.row,
        width: r.width,
        height: r.height,
    }
}

fn rank(r: &core::RankEntry) -> PyramidoRank {
    PyramidoRank {
        place: r.place,
        seat: r.seat as u32,
        score: r.score,
        unused_tiles: r.unused_tiles,
        best_floor: u32::from(r.best_floor),
        eliminated: r.eliminated,
    }
}

fn cell(text: &str) -> Result<Cell, String> {
    Cell::parse(text).ok_or_else(|| {
        format!(
            "{:?} is not a Pyramido cell (column letter and row number, e.g. c3)",
            crate::error::clip(text)
        )
    })
}

fn small(n: u32, what: &str) -> Result<u8, String> {
    u8::try_from(n).map_err(|_| format!("{what} {n} does not exist"))
}

fn player(seat: usize, p: &core::Player) -> PyramidoPlayer {
    let pyramid = p.pyramid();
    let marker_at = |floor: u8, c: Cell| {
        Colour::ALL
            .into_iter()
            .any(|col| p.marker(col) == Some((floor, c)))
    };
    let floors = (1..=FLOORS)
        .map(|f| {
            let (w, h) = pyramid.dims(f);
            let mut blocks = Vec::new();
            for row in 0..h {
                for col in 0..w {
                    let c = Cell { col, row };
                    let slot = pyramid.slot(f, c);
                    if let Some(b) = slot.block() {
                        let (qc, qr) = pyramid.quarter_origin(f, c);
                        blocks.push(PyramidoBlock {
                            floor: f,
                            cell: c.to_string(),
                            column: col,
                            row,
                            colour: colour(b.colour),
                            jewels: jewels(b.jewels),
                            tile: slot.is_tile(),
                            domino: pyramid.domino_at(f, c).map(u32::from),
                            marker: marker_at(f, c),
                            quarter_column: qc as u32,
                            quarter_row: qr as u32,
                        });
                    }
                }
            }
            PyramidoFloor {
                floor: f,
                columns: w,
                rows: h,
                cells: FLOOR_CELLS[usize::from(f) - 1],
                filled: pyramid.filled(f),
                complete: pyramid.complete(f),
                blocks,
            }
        })
        .collect();
    PyramidoPlayer {
        seat: seat as u32,
        floors,
        markers: Colour::ALL
            .into_iter()
            .filter_map(|c| {
                p.marker(c).map(|(floor, at)| PyramidoMarker {
                    colour: colour(c),
                    floor,
                    cell: at.to_string(),
                })
            })
            .collect(),
        markers_in_hand: if p.is_eliminated() {
            Vec::new()
        } else {
            Colour::ALL
                .into_iter()
                .filter(|c| p.has_marker(*c))
                .map(colour)
                .collect()
        },
        tiles: p
            .tiles()
            .iter()
            .zip(TILE_FACES)
            .map(|(&unused, faces)| PyramidoTile {
                faces: faces.iter().map(|c| colour(*c)).collect(),
                unused,
            })
            .collect(),
        floor_scores: p.floor_scores().iter().map(|&s| u32::from(s)).collect(),
        score: p.score(),
        eliminated: p.is_eliminated(),
        footprint: pyramid.rect().map(rect),
        floor1_bounds: pyramid.floor1_bounds().map(rect),
    }
}

impl FfiGame for Pyramido {
    const FFI_KIND: GameKind = GameKind::Pyramido;
    const VARIANTS: &'static [&'static str] = &["standard"];
    const MIN_SEATS: usize = MIN_PLAYERS as usize;
    const MAX_SEATS: usize = MAX_PLAYERS as usize;

    fn options_for(
        variant: Option<&str>,
        seats: usize,
        first_player: Option<u32>,
    ) -> Result<PyramidoOptions, String> {
        if let Some(v) = variant {
            if !v.trim().eq_ignore_ascii_case("standard") {
                return Err(format!(
                    "unknown Pyramido variant {:?} (standard)",
                    crate::error::clip(v)
                ));
            }
        }
        let first_player = match first_player {
            None => None,
            Some(f) if (f as usize) < seats => Some(f as u8),
            Some(f) => {
                return Err(format!(
                    "first player {f} does not exist: the seats are 0 to {}",
                    seats.saturating_sub(1)
                ))
            }
        };
        Ok(PyramidoOptions {
            players: seats as u8,
            first_player,
        })
    }

    fn variant_name(_options: &PyramidoOptions) -> String {
        "standard".to_string()
    }

    fn first_player(options: &PyramidoOptions) -> Option<u32> {
        options.first_player.map(u32::from)
    }

    fn board(state: &Pyramido, legal: &[PyramidoAction]) -> BoardSnapshot {
        let mut mark_cells = Vec::new();
        let mut tile_cells: Vec<String> = Vec::new();
        let mut can_skip_tile = false;
        let mut refill_piles = Vec::new();
        let mut hole_cells: Vec<String> = Vec::new();
        for action in legal {
            match *action {
                PyramidoAction::Place { .. } => {}
                PyramidoAction::Mark { cell } => mark_cells.push(cell.to_string()),
                PyramidoAction::Tile { cell, .. } => {
                    if !tile_cells.contains(&cell.to_string()) {
                        tile_cells.push(cell.to_string());
                    }
                }
                PyramidoAction::SkipTile => can_skip_tile = true,
                PyramidoAction::Refill { pile } => refill_piles.push(u32::from(pile)),
                PyramidoAction::FillHole { cell, .. } => {
                    if !hole_cells.contains(&cell.to_string()) {
                        hole_cells.push(cell.to_string());
                    }
                }
            }
        }
        let turn = state.turn();
        let mut ranking = state.ranking();
        let players: Vec<PyramidoPlayer> = state
            .players()
            .iter()
            .enumerate()
            .map(|(s, p)| player(s, p))
            .collect();
        // Elimination order: the worst-ranked eliminated player went first.
        ranking.sort_by_key(|r| r.place);
        let mut eliminated: Vec<u32> = ranking
            .iter()
            .filter(|r| r.eliminated)
            .map(|r| r.seat as u32)
            .collect();
        eliminated.reverse();
        BoardSnapshot::Pyramido {
            board: PyramidoSnapshot {
                // Over also when the record ended the game (a ply limit).
                phase: if legal.is_empty() {
                    PyramidoPhase::Over
                } else {
                    match state.phase() {
                        Phase::Place => PyramidoPhase::Place,
                        Phase::Mark => PyramidoPhase::Mark,
                        Phase::Tile => PyramidoPhase::Tile,
                        Phase::Refill => PyramidoPhase::Refill,
                        Phase::NoFit => PyramidoPhase::NoFit,
                        Phase::Over => PyramidoPhase::Over,
                    }
                },
                floor: state.floor(),
                starter: state.starter() as u32,
                scores: players.iter().map(|p| p.score).collect(),
                players,
                quarry: state.quarry().iter().map(|q| q.map(dom)).collect(),
                piles: state
                    .pile_sizes()
                    .iter()
                    .zip(state.pile_tops())
                    .map(|(&size, top)| PyramidoPile {
                        size: size as u32,
                        top: top.map(dom),
                    })
                    .collect(),
                ranking: ranking.iter().map(rank).collect(),
                eliminated,
                turn_slot: turn.domino.map(|_| u32::from(turn.slot)),
                turn_domino: turn.domino.map(dom),
                turn_cells: if turn.domino.is_some() {
                    turn.cells.iter().map(|c| c.to_string()).collect()
                } else {
                    Vec::new()
                },
                turn_marked: if turn.domino.is_some() {
                    turn.marked.to_vec()
                } else {
                    Vec::new()
                },
                holes_filled: turn.holes_filled,
                mark_cells,
                tile_cells,
                can_skip_tile,
                refill_piles,
                hole_cells,
            },
        }
    }

    fn detail(_state: &Pyramido, action: &PyramidoAction) -> ActionDetail {
        let action = match *action {
            PyramidoAction::Place { slot, cell, dir: d } => PyramidoMove::Place {
                slot: u32::from(slot),
                cell: cell.to_string(),
                dir: dir(d),
            },
            PyramidoAction::Mark { cell } => PyramidoMove::Mark {
                cell: cell.to_string(),
            },
            PyramidoAction::Tile {
                cell,
                colour: c,
                corner: k,
            } => PyramidoMove::Tile {
                cell: cell.to_string(),
                colour: colour(c),
                corner: corner(k),
            },
            PyramidoAction::SkipTile => PyramidoMove::SkipTile,
            PyramidoAction::Refill { pile } => PyramidoMove::Refill {
                pile: u32::from(pile),
            },
            PyramidoAction::FillHole {
                cell,
                colour: c,
                corner: k,
            } => PyramidoMove::FillHole {
                cell: cell.to_string(),
                colour: colour(c),
                corner: corner(k),
            },
        };
        ActionDetail::Pyramido { action }
    }

    fn from_detail(_state: &Pyramido, detail: &ActionDetail) -> Result<PyramidoAction, String> {
        let action = match detail {
            ActionDetail::Pyramido { action } => action,
            _ => return Err("not a Pyramido action".into()),
        };
        Ok(match action {
            PyramidoMove::Place {
                slot,
                cell: c,
                dir: d,
            } => PyramidoAction::Place {
                slot: small(*slot, "quarry slot")?,
                cell: cell(c)?,
                dir: core_dir(*d),
            },
            PyramidoMove::Mark { cell: c } => PyramidoAction::Mark { cell: cell(c)? },
            PyramidoMove::Tile {
                cell: c,
                colour: col,
                corner: k,
            } => PyramidoAction::Tile {
                cell: cell(c)?,
                colour: core_colour(*col),
                corner: core_corner(*k),
            },
            PyramidoMove::SkipTile => PyramidoAction::SkipTile,
            PyramidoMove::Refill { pile } => PyramidoAction::Refill {
                pile: small(*pile, "pile")?,
            },
            PyramidoMove::FillHole {
                cell: c,
                colour: col,
                corner: k,
            } => PyramidoAction::FillHole {
                cell: cell(c)?,
                colour: core_colour(*col),
                corner: core_corner(*k),
            },
        })
    }

    fn event(event: &core::PyramidoEvent) -> GameEvent {
        use core::PyramidoEvent as E;
        let s = |seat: usize| seat as u32;
        let event = match event {
            E::TurnStarted { seat, floor } => PyramidoEvent::TurnStarted {
                seat: s(*seat),
                floor: *floor,
            },
            E::DominoTaken { seat, slot, domino } => PyramidoEvent::DominoTaken {
                seat: s(*seat),
                slot: u32::from(*slot),
                domino: u32::from(*domino),
            },
            E::DominoPlaced {
                seat,
                floor,
                domino,
                dir: d,
                blocks,
            } => PyramidoEvent::DominoPlaced {
                seat: s(*seat),
                floor: *floor,
                domino: u32::from(*domino),
                dir: dir(*d),
                blocks: blocks
                    .iter()
                    .map(|b| PyramidoPlacedBlock {
                        cell: b.cell.to_string(),
                        colour: colour(b.colour),
                        jewels: jewels(b.jewels),
                    })
                    .collect(),
            },
            E::MarkerPlaced {
                seat,
                floor,
                cell,
                colour: c,
                on_tile,
            } => PyramidoEvent::MarkerPlaced {
                seat: s(*seat),
                floor: *floor,
                cell: cell.to_string(),
                colour: colour(*c),
                on_tile: *on_tile,
            },
            E::TilePlaced {
                seat,
                floor,
                cell,
                colour: c,
                corner: k,
            } => PyramidoEvent::TilePlaced {
                seat: s(*seat),
                floor: *floor,
                cell: cell.to_string(),
                colour: colour(*c),
                corner: corner(*k),
            },
            E::TileSkipped { seat } => PyramidoEvent::TileSkipped { seat: s(*seat) },
            E::QuarryRefilled {
                slot,
                pile,
                domino,
                pile_size,
                new_top,
            } => PyramidoEvent::QuarryRefilled {
                slot: u32::from(*slot),
                pile: u32::from(*pile),
                domino: u32::from(*domino),
                pile_size: *pile_size as u32,
                new_top: new_top.map(u32::from),
            },
            E::PileRefilled {
                from,
                to,
                count,
                new_top,
            } => PyramidoEvent::PileRefilled {
                from: u32::from(*from),
                to: u32::from(*to),
                count: *count as u32,
                new_top: new_top.map(u32::from),
            },
            E::NoFit { seat, floor, holes } => PyramidoEvent::NoFit {
                seat: s(*seat),
                floor: *floor,
                holes: holes.iter().map(|c| c.to_string()).collect(),
            },
            E::HoleFilled {
                seat,
                floor,
                cell,
                colour: c,
                corner: k,
            } => PyramidoEvent::HoleFilled {
                seat: s(*seat),
                floor: *floor,
                cell: cell.to_string(),
                colour: colour(*c),
                corner: corner(*k),
            },
            E::PlayerEliminated {
                seat,
                floor,
                tiles_left,
            } => PyramidoEvent::PlayerEliminated {
                seat: s(*seat),
                floor: *floor,
                tiles_left: *tiles_left,
            },
            E::FloorScored { floor, scores } => PyramidoEvent::FloorScored {
                floor: *floor,
                scores: scores
                    .iter()
                    .map(|f| PyramidoFloorScore {
                        seat: s(f.seat),
                        floor: f.floor,
                        areas: f
                            .areas
                            .iter()
                            .map(|a| PyramidoArea {
                                colour: colour(a.colour),
                                floor: a.floor,
                                cell: a.cell.to_string(),
                                quarters: u32::from(a.quarters),
                                jewels: u32::from(a.jewels),
                            })
                            .collect(),
                        bonus: u32::from(f.bonus),
                        bonus_colour: f.bonus_colour.map(colour),
                        points: u32::from(f.points),
                    })
                    .collect(),
            },
            E::MarkersReturned { floor } => PyramidoEvent::MarkersReturned { floor: *floor },
            E::FloorStarted { floor, starter } => PyramidoEvent::FloorStarted {
                floor: *floor,
                starter: s(*starter),
            },
            E::Finished { ranking } => PyramidoEvent::Finished {
                ranking: ranking.iter().map(rank).collect(),
            },
            E::GameOver { outcome } => PyramidoEvent::GameOver {
                outcome: GameOutcome::from_core(outcome),
            },
        };
        GameEvent::Pyramido { event }
    }

    fn wrap(record: GameRecord<Pyramido>) -> AnyRecord {
        AnyRecord::Pyramido(record)
    }

    fn get(any: &AnyRecord) -> Option<&GameRecord<Pyramido>> {
        match any {
            AnyRecord::Pyramido(r) => Some(r),
            _ => None,
        }
    }

    fn get_mut(any: &mut AnyRecord) -> Option<&mut GameRecord<Pyramido>> {
        match any {
            AnyRecord::Pyramido(r) => Some(r),
            _ => None,
        }
    }
}
