//! Pyramido records: the board snapshot, typed actions and events.
//!
//! Only what players at the table see is exposed: the quarry, each pile's
//! top and size (never the order below the tops), every pyramid.

use pyramids_core::pyramido::{
    self as core, domino, Block, Cell, Colour, Domino, Pyramido, PyramidoAction, PyramidoOptions,
    Quarters, FLOORS, FLOOR_CELLS, MAX_PLAYERS, MIN_PLAYERS, TILE_FACES,
};
pub use pyramids_core::pyramido::{
    Colour as PyramidoColour, Corner as PyramidoCorner, Dir as PyramidoDir, Phase as PyramidoPhase,
};
use pyramids_core::record::GameRecord;

use crate::adapter::FfiGame;
use crate::error::{OptionsProblem, PyramidsError};
use crate::seat::Seat;
use crate::session::AnyRecord;
use crate::types::{ActionDetail, BoardSnapshot, GameEvent, GameKind, GameOutcome};

/// One face of a domino (or a tile face): colour and jewelled quarters.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PyramidoFace {
    pub colour: PyramidoColour,
    pub jewels: Vec<PyramidoCorner>,
}

/// A domino as printed: `west` on the left, `east` on the right.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PyramidoDomino {
    pub id: i32,
    pub west: PyramidoFace,
    pub east: PyramidoFace,
}

/// A built block of a pyramid, as it lies (jewels already rotated).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PyramidoBlock {
    pub floor: i32,
    /// The cell on its floor's grid (its notation, e.g. `e5`).
    pub cell: Cell,
    /// 0-based column and row on the floor's grid (`a1` = 0, 0; north-west).
    pub column: i32,
    pub row: i32,
    pub colour: PyramidoColour,
    pub jewels: Vec<PyramidoCorner>,
    /// A single tile (covering a domino block, or filling a hole).
    pub tile: bool,
    /// The domino this block is (or lies on); null for a tile in a hole.
    pub domino: Option<i32>,
    /// The player's marker of this block's colour sits here.
    pub marker: bool,
    /// Where to draw it: the north-west quarter on the common 18×18 quarter
    /// grid (a block covers 2×2 quarters; floor f is shifted f-1 quarters
    /// south-east, so it sits centred over the four blocks below it).
    pub quarter_column: i32,
    pub quarter_row: i32,
}

/// A rectangle of blocks on the floor-1 canvas.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PyramidoRect {
    pub column: i32,
    pub row: i32,
    pub width: i32,
    pub height: i32,
}

#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PyramidoFloor {
    /// 1..=4.
    pub floor: i32,
    /// Grid size: the 9×9 canvas for floor 1, the footprint above (one less
    /// each way per floor); 0×0 while floor 1 is not complete.
    pub columns: i32,
    pub rows: i32,
    /// Blocks the floor needs (20, 12, 6, 2) and has.
    pub cells: i32,
    pub filled: i32,
    pub complete: bool,
    pub blocks: Vec<PyramidoBlock>,
}

#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PyramidoMarker {
    pub colour: PyramidoColour,
    pub floor: i32,
    pub cell: Cell,
}

/// A double-sided single tile: its two faces and whether it is unused.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PyramidoTile {
    pub faces: Vec<PyramidoColour>,
    pub unused: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PyramidoPlayer {
    pub seat: Seat,
    /// Floors 1..=4.
    pub floors: Vec<PyramidoFloor>,
    /// Markers on the pyramid this floor.
    pub markers: Vec<PyramidoMarker>,
    /// Colours whose marker is still in hand this floor.
    pub markers_in_hand: Vec<PyramidoColour>,
    pub tiles: Vec<PyramidoTile>,
    /// Points of each floor scored so far.
    pub floor_scores: Vec<i32>,
    pub score: i32,
    pub eliminated: bool,
    /// The floor-1 rectangle (known once floor 1 is complete).
    pub footprint: Option<PyramidoRect>,
    /// Floor 1's blocks' bounding box so far.
    pub floor1_bounds: Option<PyramidoRect>,
}

/// A draw pile: its size and visible top only.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PyramidoPile {
    pub size: i32,
    pub top: Option<PyramidoDomino>,
}

#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PyramidoRank {
    /// 1-based; fully tied players share a place.
    pub place: i32,
    pub seat: Seat,
    pub score: i32,
    pub unused_tiles: i32,
    pub best_floor: i32,
    pub eliminated: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PyramidoSnapshot {
    pub phase: PyramidoPhase,
    /// The floor being built (4 after the game ends).
    pub floor: i32,
    /// Who started the current floor.
    pub starter: Seat,
    pub players: Vec<PyramidoPlayer>,
    /// Quarry slots 0..=2 (notation `q1`..`q3`); null when empty.
    pub quarry: Vec<Option<PyramidoDomino>>,
    /// Piles 0..=3 (notation `p1`..`p4`); quarry slot k lies between piles
    /// k and k+1.
    pub piles: Vec<PyramidoPile>,
    /// Standing by the rules (final once the game is over).
    pub ranking: Vec<PyramidoRank>,
    /// Seats out of the game, in elimination order.
    pub eliminated: Vec<Seat>,
    /// Per-seat totals, the same as `players[i].score`.
    pub scores: Vec<i32>,
    /// The turn in progress: the quarry slot taken, the domino just placed
    /// and its cells (west block first), which of them carry a marker.
    pub turn_slot: Option<i32>,
    pub turn_domino: Option<PyramidoDomino>,
    pub turn_cells: Vec<Cell>,
    pub turn_marked: Vec<bool>,
    /// Holes filled so far in a no-fit turn.
    pub holes_filled: i32,
    /// From the legal actions: cells that may take the marker now, cells
    /// that may take a tile now, whether `-` (skip the tile) is legal, the
    /// piles that may refill the quarry, the holes that may take a tile.
    pub mark_cells: Vec<Cell>,
    pub tile_cells: Vec<Cell>,
    pub can_skip_tile: bool,
    pub refill_piles: Vec<i32>,
    pub hole_cells: Vec<Cell>,
}

/// A Pyramido decision. Slots and piles are 0-based here, 1-based in
/// notation; cells are on the mover's current floor. Hand-written: slots
/// and piles are the `Int` indexes of the snapshot, where the core's are
/// `u8` (an unsigned byte in Kotlin and Swift).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum PyramidoMove {
    /// `q2@e5s`: quarry slot, the west block's cell, the east block's direction.
    Place {
        slot: i32,
        cell: Cell,
        dir: PyramidoDir,
    },
    /// `m@e6`.
    Mark { cell: Cell },
    /// `t@e5=red:ne`: a single tile's face and jewel corner.
    Tile {
        cell: Cell,
        colour: PyramidoColour,
        corner: PyramidoCorner,
    },
    /// `-`.
    SkipTile,
    /// `p3`.
    Refill { pile: i32 },
    /// `h@b2=aqua:sw` (no-fit turn).
    FillHole {
        cell: Cell,
        colour: PyramidoColour,
        corner: PyramidoCorner,
    },
}

/// A block as placed. Hand-written: the core's holds its jewels as a
/// bit set.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PyramidoPlacedBlock {
    pub cell: Cell,
    pub colour: PyramidoColour,
    pub jewels: Vec<PyramidoCorner>,
}

/// One marker's area in a floor scoring. Hand-written: the core's counts
/// are `u8`.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PyramidoArea {
    pub colour: PyramidoColour,
    pub floor: i32,
    pub cell: Cell,
    pub quarters: i32,
    /// Visible jewels in the area: the marker's points.
    pub jewels: i32,
}

/// A seat's scoring of a floor. Hand-written: the core's has a `usize`
/// seat and `u8` counts.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PyramidoFloorScore {
    pub seat: Seat,
    pub floor: i32,
    pub areas: Vec<PyramidoArea>,
    /// The Mino bonus (the lowest marked area's points once more).
    pub bonus: i32,
    pub bonus_colour: Option<PyramidoColour>,
    pub points: i32,
}

/// What happened. Hand-written: the core's event carries `usize` seats,
/// `u8` counts, jewels as bit sets and the core's `Outcome`.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum PyramidoEvent {
    TurnStarted {
        seat: Seat,
        floor: i32,
    },
    DominoTaken {
        seat: Seat,
        slot: i32,
        domino: i32,
    },
    DominoPlaced {
        seat: Seat,
        floor: i32,
        domino: i32,
        dir: PyramidoDir,
        blocks: Vec<PyramidoPlacedBlock>,
    },
    MarkerPlaced {
        seat: Seat,
        floor: i32,
        cell: Cell,
        colour: PyramidoColour,
        on_tile: bool,
    },
    TilePlaced {
        seat: Seat,
        floor: i32,
        cell: Cell,
        colour: PyramidoColour,
        corner: PyramidoCorner,
    },
    TileSkipped {
        seat: Seat,
    },
    /// The top of `pile` moved into quarry `slot`; `new_top` is the pile's
    /// newly visible top.
    QuarryRefilled {
        slot: i32,
        pile: i32,
        domino: i32,
        pile_size: i32,
        new_top: Option<i32>,
    },
    /// An empty pile received the bottom `count` dominoes of pile `from`.
    PileRefilled {
        from: i32,
        to: i32,
        count: i32,
        new_top: Option<i32>,
    },
    NoFit {
        seat: Seat,
        floor: i32,
        holes: Vec<Cell>,
    },
    HoleFilled {
        seat: Seat,
        floor: i32,
        cell: Cell,
        colour: PyramidoColour,
        corner: PyramidoCorner,
    },
    PlayerEliminated {
        seat: Seat,
        floor: i32,
        tiles_left: i32,
    },
    FloorScored {
        floor: i32,
        scores: Vec<PyramidoFloorScore>,
    },
    MarkersReturned {
        floor: i32,
    },
    FloorStarted {
        floor: i32,
        starter: Seat,
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

fn jewels(q: Quarters) -> Vec<PyramidoCorner> {
    q.corners().to_vec()
}

fn face(b: Block) -> PyramidoFace {
    PyramidoFace {
        colour: b.colour,
        jewels: jewels(b.jewels),
    }
}

fn domino_record(d: Domino) -> PyramidoDomino {
    PyramidoDomino {
        id: i32::from(d.id),
        west: face(d.west),
        east: face(d.east),
    }
}

fn dom(id: u8) -> PyramidoDomino {
    domino_record(domino(id))
}

fn rect(r: core::Rect) -> PyramidoRect {
    PyramidoRect {
        column: i32::from(r.col),
        row: i32::from(r.row),
        width: i32::from(r.width),
        height: i32::from(r.height),
    }
}

fn rank(r: &core::RankEntry) -> PyramidoRank {
    PyramidoRank {
        place: i32::from(r.place),
        seat: Seat::from_core(r.seat),
        score: r.score as i32,
        unused_tiles: i32::from(r.unused_tiles),
        best_floor: i32::from(r.best_floor),
        eliminated: r.eliminated,
    }
}

fn small(n: i32, what: &str) -> Result<u8, String> {
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
                            floor: i32::from(f),
                            cell: c,
                            column: i32::from(col),
                            row: i32::from(row),
                            colour: b.colour,
                            jewels: jewels(b.jewels),
                            tile: slot.is_tile(),
                            domino: pyramid.domino_at(f, c).map(i32::from),
                            marker: marker_at(f, c),
                            quarter_column: qc as i32,
                            quarter_row: qr as i32,
                        });
                    }
                }
            }
            PyramidoFloor {
                floor: i32::from(f),
                columns: i32::from(w),
                rows: i32::from(h),
                cells: i32::from(FLOOR_CELLS[usize::from(f) - 1]),
                filled: i32::from(pyramid.filled(f)),
                complete: pyramid.complete(f),
                blocks,
            }
        })
        .collect();
    PyramidoPlayer {
        seat: Seat::from_core(seat),
        floors,
        markers: Colour::ALL
            .into_iter()
            .filter_map(|c| {
                p.marker(c).map(|(floor, at)| PyramidoMarker {
                    colour: c,
                    floor: i32::from(floor),
                    cell: at,
                })
            })
            .collect(),
        markers_in_hand: if p.is_eliminated() {
            Vec::new()
        } else {
            Colour::ALL
                .into_iter()
                .filter(|c| p.has_marker(*c))
                .collect()
        },
        tiles: p
            .tiles()
            .iter()
            .zip(TILE_FACES)
            .map(|(&unused, faces)| PyramidoTile {
                faces: faces.to_vec(),
                unused,
            })
            .collect(),
        floor_scores: p.floor_scores().iter().map(|&s| i32::from(s)).collect(),
        score: p.score() as i32,
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
        first_player: Option<i32>,
    ) -> Result<PyramidoOptions, PyramidsError> {
        if let Some(v) = variant {
            if !v.trim().eq_ignore_ascii_case("standard") {
                return Err(PyramidsError::bad_options(
                    OptionsProblem::UnknownVariant {
                        game: GameKind::Pyramido,
                        variant: crate::error::clip(v),
                    },
                    format!(
                        "unknown Pyramido variant {:?} (standard)",
                        crate::error::clip(v)
                    ),
                ));
            }
        }
        let first_player = match first_player {
            None => None,
            Some(f) if usize::try_from(f).is_ok_and(|f| f < seats) => Some(f as u8),
            Some(f) => {
                let last = seats.saturating_sub(1);
                return Err(PyramidsError::bad_options(
                    OptionsProblem::FirstPlayer {
                        found: f,
                        last: crate::error::to_i32(last),
                    },
                    format!("first player {f} does not exist: the seats are 0 to {last}"),
                ));
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

    fn first_player(options: &PyramidoOptions) -> Option<i32> {
        options.first_player.map(i32::from)
    }

    fn board(state: &Pyramido, legal: &[PyramidoAction]) -> BoardSnapshot {
        let mut mark_cells = Vec::new();
        let mut tile_cells: Vec<Cell> = Vec::new();
        let mut can_skip_tile = false;
        let mut refill_piles = Vec::new();
        let mut hole_cells: Vec<Cell> = Vec::new();
        for action in legal {
            match *action {
                PyramidoAction::Place { .. } => {}
                PyramidoAction::Mark { cell } => mark_cells.push(cell),
                PyramidoAction::Tile { cell, .. } => {
                    if !tile_cells.contains(&cell) {
                        tile_cells.push(cell);
                    }
                }
                PyramidoAction::SkipTile => can_skip_tile = true,
                PyramidoAction::Refill { pile } => refill_piles.push(i32::from(pile)),
                PyramidoAction::FillHole { cell, .. } => {
                    if !hole_cells.contains(&cell) {
                        hole_cells.push(cell);
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
        let mut eliminated: Vec<Seat> = ranking
            .iter()
            .filter(|r| r.eliminated)
            .map(|r| Seat::from_core(r.seat))
            .collect();
        eliminated.reverse();
        BoardSnapshot::Pyramido {
            board: PyramidoSnapshot {
                // Over also when the record ended the game (a ply limit).
                phase: if legal.is_empty() {
                    PyramidoPhase::Over
                } else {
                    state.phase()
                },
                floor: i32::from(state.floor()),
                starter: Seat::from_core(state.starter()),
                scores: players.iter().map(|p| p.score).collect(),
                players,
                quarry: state.quarry().iter().map(|q| q.map(dom)).collect(),
                piles: state
                    .pile_sizes()
                    .iter()
                    .zip(state.pile_tops())
                    .map(|(&size, top)| PyramidoPile {
                        size: size as i32,
                        top: top.map(dom),
                    })
                    .collect(),
                ranking: ranking.iter().map(rank).collect(),
                eliminated,
                turn_slot: turn.domino.map(|_| i32::from(turn.slot)),
                turn_domino: turn.domino.map(dom),
                turn_cells: if turn.domino.is_some() {
                    turn.cells.to_vec()
                } else {
                    Vec::new()
                },
                turn_marked: if turn.domino.is_some() {
                    turn.marked.to_vec()
                } else {
                    Vec::new()
                },
                holes_filled: i32::from(turn.holes_filled),
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
                slot: i32::from(slot),
                cell,
                dir: d,
            },
            PyramidoAction::Mark { cell } => PyramidoMove::Mark { cell },
            PyramidoAction::Tile {
                cell,
                colour: c,
                corner: k,
            } => PyramidoMove::Tile {
                cell,
                colour: c,
                corner: k,
            },
            PyramidoAction::SkipTile => PyramidoMove::SkipTile,
            PyramidoAction::Refill { pile } => PyramidoMove::Refill {
                pile: i32::from(pile),
            },
            PyramidoAction::FillHole {
                cell,
                colour: c,
                corner: k,
            } => PyramidoMove::FillHole {
                cell,
                colour: c,
                corner: k,
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
                cell: *c,
                dir: *d,
            },
            PyramidoMove::Mark { cell } => PyramidoAction::Mark { cell: *cell },
            PyramidoMove::Tile {
                cell: c,
                colour: col,
                corner: k,
            } => PyramidoAction::Tile {
                cell: *c,
                colour: *col,
                corner: *k,
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
                cell: *c,
                colour: *col,
                corner: *k,
            },
        })
    }

    fn event(event: &core::PyramidoEvent) -> GameEvent {
        use core::PyramidoEvent as E;
        let s = Seat::from_core;
        let event = match event {
            E::TurnStarted { seat, floor } => PyramidoEvent::TurnStarted {
                seat: s(*seat),
                floor: i32::from(*floor),
            },
            E::DominoTaken { seat, slot, domino } => PyramidoEvent::DominoTaken {
                seat: s(*seat),
                slot: i32::from(*slot),
                domino: i32::from(*domino),
            },
            E::DominoPlaced {
                seat,
                floor,
                domino,
                dir: d,
                blocks,
            } => PyramidoEvent::DominoPlaced {
                seat: s(*seat),
                floor: i32::from(*floor),
                domino: i32::from(*domino),
                dir: *d,
                blocks: blocks
                    .iter()
                    .map(|b| PyramidoPlacedBlock {
                        cell: b.cell,
                        colour: b.colour,
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
                floor: i32::from(*floor),
                cell: *cell,
                colour: *c,
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
                floor: i32::from(*floor),
                cell: *cell,
                colour: *c,
                corner: *k,
            },
            E::TileSkipped { seat } => PyramidoEvent::TileSkipped { seat: s(*seat) },
            E::QuarryRefilled {
                slot,
                pile,
                domino,
                pile_size,
                new_top,
            } => PyramidoEvent::QuarryRefilled {
                slot: i32::from(*slot),
                pile: i32::from(*pile),
                domino: i32::from(*domino),
                pile_size: *pile_size as i32,
                new_top: new_top.map(i32::from),
            },
            E::PileRefilled {
                from,
                to,
                count,
                new_top,
            } => PyramidoEvent::PileRefilled {
                from: i32::from(*from),
                to: i32::from(*to),
                count: *count as i32,
                new_top: new_top.map(i32::from),
            },
            E::NoFit { seat, floor, holes } => PyramidoEvent::NoFit {
                seat: s(*seat),
                floor: i32::from(*floor),
                holes: holes.clone(),
            },
            E::HoleFilled {
                seat,
                floor,
                cell,
                colour: c,
                corner: k,
            } => PyramidoEvent::HoleFilled {
                seat: s(*seat),
                floor: i32::from(*floor),
                cell: *cell,
                colour: *c,
                corner: *k,
            },
            E::PlayerEliminated {
                seat,
                floor,
                tiles_left,
            } => PyramidoEvent::PlayerEliminated {
                seat: s(*seat),
                floor: i32::from(*floor),
                tiles_left: i32::from(*tiles_left),
            },
            E::FloorScored { floor, scores } => PyramidoEvent::FloorScored {
                floor: i32::from(*floor),
                scores: scores
                    .iter()
                    .map(|f| PyramidoFloorScore {
                        seat: s(f.seat),
                        floor: i32::from(f.floor),
                        areas: f
                            .areas
                            .iter()
                            .map(|a| PyramidoArea {
                                colour: a.colour,
                                floor: i32::from(a.floor),
                                cell: a.cell,
                                quarters: i32::from(a.quarters),
                                jewels: i32::from(a.jewels),
                            })
                            .collect(),
                        bonus: i32::from(f.bonus),
                        bonus_colour: f.bonus_colour,
                        points: i32::from(f.points),
                    })
                    .collect(),
            },
            E::MarkersReturned { floor } => PyramidoEvent::MarkersReturned {
                floor: i32::from(*floor),
            },
            E::FloorStarted { floor, starter } => PyramidoEvent::FloorStarted {
                floor: i32::from(*floor),
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
