//! Pyramido (`shared/rules/pyramido.md`) for 2–4 players.
//!
//! A turn is a chain of decisions, each a separate action so a UI or the AI
//! can go one step at a time: place a quarry domino, mark one of its blocks,
//! optionally cover a block with a single tile, refill the quarry. A turn in
//! which no domino fits is two hole fills instead.
//!
//! **Forced decisions are not asked.** The engine plays a decision itself
//! whenever it has exactly one legal option, and skips it when it has none:
//! a mark with one qualifying block is placed at once (none: no mark); the
//! mark on a single tile is automatic; the tile step is skipped without
//! tiles in hand; a refill with one non-empty pile above the slot is taken
//! from it. Each automatic step still emits its event. Placing a domino,
//! choosing between two blocks to mark, the tile step (always "skip" or a
//! tile) and the refill between two piles are real choices and wait for an
//! action.

pub mod ai;
pub mod board;
pub mod dominoes;
pub mod draw;
pub mod notation;
pub mod scoring;

use serde::{Deserialize, Serialize};

use crate::error::{IllegalAction, NotationError};
use crate::game::{Game, GameKind, Outcome, Seat};
use crate::rng::{pick_index, rng_for, shuffle, GameRng};

pub use board::{Cell, Dir, PlaceError, Pyramid, Rect, Slot, FLOOR_CELLS, FLOOR_TURNS};
pub use dominoes::{
    domino, tile_block, tile_of, Block, Colour, Corner, Domino, Quarters, DOMINO_COUNT, TILE_FACES,
};
pub use draw::draw;
pub use scoring::{FloorScore, MarkedArea, RankEntry};

pub const MIN_PLAYERS: u8 = 2;
pub const MAX_PLAYERS: u8 = 4;
pub const TILES: usize = 3;
pub const QUARRY_SLOTS: usize = 3;
pub const PILES: usize = 4;
/// Deal after the quarry's 3: near-equal piles.
pub const PILE_SIZES: [usize; PILES] = [22, 22, 22, 21];
pub const FLOORS: u8 = 4;

fn default_players() -> u8 {
    2
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PyramidoOptions {
    /// 2, 3 or 4 (other values are clamped into that range).
    #[serde(default = "default_players")]
    pub players: u8,
    /// The seat that starts floor 1; chosen by the seed when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_player: Option<u8>,
}

impl Default for PyramidoOptions {
    fn default() -> Self {
        PyramidoOptions {
            players: default_players(),
            first_player: None,
        }
    }
}

impl PyramidoOptions {
    pub fn players(players: u8) -> Self {
        PyramidoOptions {
            players,
            first_player: None,
        }
    }
}

/// One decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum PyramidoAction {
    /// Quarry slot 0–2; the domino's west block on `cell`, its east block
    /// toward `dir`.
    Place {
        slot: u8,
        cell: Cell,
        dir: Dir,
    },
    /// Marker on one of the two blocks just placed (when both qualify).
    Mark {
        cell: Cell,
    },
    /// A single tile on a block just placed: the face `colour` with its
    /// jewel at `corner`.
    Tile {
        cell: Cell,
        colour: Colour,
        corner: Corner,
    },
    SkipTile,
    /// Refill the empty quarry slot from pile 0–3.
    Refill {
        pile: u8,
    },
    /// No-fit turn: a single tile into an empty position (twice).
    FillHole {
        cell: Cell,
        colour: Colour,
        corner: Corner,
    },
}

/// The decision the player to move faces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    Place,
    Mark,
    Tile,
    Refill,
    NoFit,
    Over,
}

/// The turn in progress.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct Turn {
    /// The quarry slot the domino came from.
    pub slot: u8,
    pub domino: Option<u8>,
    /// The placed blocks' cells, west (anchor) block first.
    pub cells: [Cell; 2],
    /// Which of the two blocks carries a marker.
    pub marked: [bool; 2],
    /// Tiles put into holes so far in a no-fit turn.
    pub holes_filled: u8,
}

/// A block as placed, for events.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PlacedBlock {
    pub cell: Cell,
    pub colour: Colour,
    pub jewels: Quarters,
}

/// What happened, in order, for animation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum PyramidoEvent {
    /// A player's turn begins (normal turn: a domino is to be placed).
    TurnStarted {
        seat: Seat,
        floor: u8,
    },
    DominoTaken {
        seat: Seat,
        slot: u8,
        domino: u8,
    },
    DominoPlaced {
        seat: Seat,
        floor: u8,
        domino: u8,
        dir: Dir,
        blocks: [PlacedBlock; 2],
    },
    MarkerPlaced {
        seat: Seat,
        floor: u8,
        cell: Cell,
        colour: Colour,
        on_tile: bool,
    },
    TilePlaced {
        seat: Seat,
        floor: u8,
        cell: Cell,
        colour: Colour,
        corner: Corner,
    },
    /// No single tile this turn: skipped, or no tile left in hand.
    TileSkipped {
        seat: Seat,
    },
    /// The top of `pile` moved into quarry `slot`; `new_top` is the pile's
    /// newly visible top (None when the pile ran out).
    QuarryRefilled {
        slot: u8,
        pile: u8,
        domino: u8,
        pile_size: usize,
        new_top: Option<u8>,
    },
    /// An empty pile received the bottom `count` dominoes of pile `from`.
    PileRefilled {
        from: u8,
        to: u8,
        count: usize,
        new_top: Option<u8>,
    },
    /// No domino fits: the player fills two holes with single tiles.
    NoFit {
        seat: Seat,
        floor: u8,
        holes: Vec<Cell>,
    },
    HoleFilled {
        seat: Seat,
        floor: u8,
        cell: Cell,
        colour: Colour,
        corner: Corner,
    },
    /// Nothing fits and fewer than two single tiles remain.
    PlayerEliminated {
        seat: Seat,
        floor: u8,
        tiles_left: u8,
    },
    FloorScored {
        floor: u8,
        scores: Vec<FloorScore>,
    },
    MarkersReturned {
        floor: u8,
    },
    FloorStarted {
        floor: u8,
        starter: Seat,
    },
    /// The final ranking, just before the record's `GameOver`.
    Finished {
        ranking: Vec<RankEntry>,
    },
    GameOver {
        outcome: Outcome,
    },
}

/// One seat at the table.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Player {
    pyramid: Pyramid,
    /// Cell index (see [`Pyramid::locate`]) of each colour's marker.
    markers: [Option<u8>; 6],
    /// Single tiles still in hand, in [`TILE_FACES`] order.
    tiles: [bool; TILES],
    floor_scores: [u16; 4],
    scored: u8,
    /// Elimination order (0 = first out).
    eliminated: Option<u8>,
}

impl Player {
    fn new() -> Player {
        Player {
            pyramid: Pyramid::new(),
            markers: [None; 6],
            tiles: [true; TILES],
            floor_scores: [0; 4],
            scored: 0,
            eliminated: None,
        }
    }
    pub fn pyramid(&self) -> &Pyramid {
        &self.pyramid
    }
    pub fn markers(&self) -> &[Option<u8>; 6] {
        &self.markers
    }
    /// Where this player's marker of `colour` sits, if placed.
    pub fn marker(&self, colour: Colour) -> Option<(u8, Cell)> {
        self.markers[colour.index()].and_then(|i| self.pyramid.locate(usize::from(i)))
    }
    /// Whether the marker of `colour` is still in hand (unused this floor).
    pub fn has_marker(&self, colour: Colour) -> bool {
        self.markers[colour.index()].is_none()
    }
    pub fn tiles(&self) -> [bool; TILES] {
        self.tiles
    }
    /// Whether the single tile with a `colour` face is still in hand.
    pub fn has_tile(&self, colour: Colour) -> bool {
        self.tiles[tile_of(colour).0]
    }
    pub fn unused_tiles(&self) -> u8 {
        self.tiles.iter().filter(|&&t| t).count() as u8
    }
    /// Scores of the floors scored so far.
    pub fn floor_scores(&self) -> &[u16] {
        &self.floor_scores[..usize::from(self.scored)]
    }
    pub fn score(&self) -> u32 {
        self.floor_scores().iter().map(|&s| u32::from(s)).sum()
    }
    pub fn best_floor(&self) -> u16 {
        self.floor_scores().iter().copied().max().unwrap_or(0)
    }
    pub fn is_eliminated(&self) -> bool {
        self.eliminated.is_some()
    }
}

/// Collects events only when the caller wants them (the AI plays without).
struct Sink<'a>(Option<&'a mut Vec<PyramidoEvent>>);

impl Sink<'_> {
    fn push(&mut self, event: impl FnOnce() -> PyramidoEvent) {
        if let Some(out) = self.0.as_deref_mut() {
            out.push(event());
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Pyramido {
    options: PyramidoOptions,
    players: Vec<Player>,
    quarry: [Option<u8>; QUARRY_SLOTS],
    /// Each pile bottom first: the top is the last element.
    piles: [Vec<u8>; PILES],
    floor: u8,
    starter: Seat,
    to_move: Seat,
    phase: Phase,
    turn: Turn,
    eliminations: u8,
}

impl Pyramido {
    pub fn players(&self) -> &[Player] {
        &self.players
    }
    pub fn player(&self, seat: Seat) -> Option<&Player> {
        self.players.get(seat)
    }
    pub fn quarry(&self) -> [Option<u8>; QUARRY_SLOTS] {
        self.quarry
    }
    pub fn pile_sizes(&self) -> [usize; PILES] {
        [0, 1, 2, 3].map(|p| self.piles[p].len())
    }
    /// The visible top of each pile.
    pub fn pile_tops(&self) -> [Option<u8>; PILES] {
        [0, 1, 2, 3].map(|p| self.piles[p].last().copied())
    }
    /// The floor being built (4 after the game ends).
    pub fn floor(&self) -> u8 {
        self.floor
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn turn(&self) -> &Turn {
        &self.turn
    }
    /// Who started the current floor.
    pub fn starter(&self) -> Seat {
        self.starter
    }
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }
    fn me(&self) -> &Player {
        &self.players[self.to_move]
    }

    /// Dominoes whose place is hidden: in the piles below the tops. Sorted,
    /// so it reveals nothing about the order.
    pub fn unseen_dominoes(&self) -> Vec<u8> {
        let mut out: Vec<u8> = self
            .piles
            .iter()
            .flat_map(|p| p.iter().rev().skip(1).copied())
            .collect();
        out.sort_unstable();
        out
    }

    /// The same public state with the hidden part of the piles dealt anew
    /// from the unseen dominoes. Starting from the sorted unseen set makes
    /// the result depend on `rng` only, never on the true order: the AI's
    /// view of the world, and a test's way to reshuffle what nobody sees.
    pub fn determinize(&self, rng: &mut GameRng) -> Pyramido {
        let mut unseen = self.unseen_dominoes();
        shuffle(&mut unseen, rng);
        let mut copy = self.clone();
        let mut next = unseen.into_iter();
        for pile in &mut copy.piles {
            let n = pile.len();
            for slot in pile.iter_mut().take(n.saturating_sub(1)) {
                if let Some(id) = next.next() {
                    *slot = id;
                }
            }
        }
        copy
    }

    /// Every domino's location, for the conservation check: quarry, piles
    /// and pyramids together.
    pub fn domino_census(&self) -> usize {
        self.quarry.iter().flatten().count()
            + self.piles.iter().map(Vec::len).sum::<usize>()
            + self
                .players
                .iter()
                .map(|p| p.pyramid.placed_dominoes().len())
                .sum::<usize>()
    }

    fn active(&self, seat: Seat) -> bool {
        self.players.get(seat).is_some_and(|p| !p.is_eliminated())
    }
    pub fn active_players(&self) -> usize {
        self.players.iter().filter(|p| !p.is_eliminated()).count()
    }
    fn next_active(&self, from: Seat) -> Seat {
        let n = self.players.len();
        (1..=n)
            .map(|k| (from + k) % n)
            .find(|&s| self.active(s))
            .unwrap_or(from)
    }
    fn floor_done(&self) -> bool {
        self.players
            .iter()
            .filter(|p| !p.is_eliminated())
            .all(|p| p.pyramid.complete(self.floor))
    }

    /// Legal placements of quarry slot `slot` on the mover's floor (UIs).
    pub fn placements(&self, slot: u8) -> Vec<(Cell, Dir)> {
        let mut out = Vec::new();
        if self.phase == Phase::Place
            && self
                .quarry
                .get(usize::from(slot))
                .is_some_and(Option::is_some)
        {
            self.me()
                .pyramid
                .for_each_placement(self.floor, |c, d| out.push((c, d)));
        }
        out
    }

    /// Blocks of the domino just placed that may take a marker (0 west, 1 east).
    fn mark_options(&self) -> Vec<usize> {
        let Some(id) = self.turn.domino else {
            return Vec::new();
        };
        let me = self.me();
        let d = domino(id);
        (0..2)
            .filter(|&h| !d.block(h).jewels.is_empty() && me.has_marker(d.block(h).colour))
            .collect()
    }

    fn half_of(&self, cell: Cell) -> Option<usize> {
        (self.turn.domino.is_some())
            .then(|| self.turn.cells.iter().position(|&c| c == cell))
            .flatten()
    }

    /// Why `action` is illegal now, or `None` when it is legal.
    fn check(&self, action: &PyramidoAction) -> Option<String> {
        let me = self.me();
        let floor = self.floor;
        match (*action, self.phase) {
            (_, Phase::Over) => Some("the game is over".into()),
            (PyramidoAction::Place { slot, cell, dir }, Phase::Place) => {
                if self
                    .quarry
                    .get(usize::from(slot))
                    .copied()
                    .flatten()
                    .is_none()
                {
                    return Some(format!(
                        "quarry slot {} is empty or does not exist",
                        u32::from(slot) + 1
                    ));
                }
                me.pyramid
                    .check_place(floor, cell, dir)
                    .err()
                    .map(|e| e.to_string())
            }
            (PyramidoAction::Mark { cell }, Phase::Mark) => match self.half_of(cell) {
                None => Some(format!("{cell} is not a block of the domino just placed")),
                Some(h) if !self.mark_options().contains(&h) => Some(format!(
                    "the block on {cell} has no jewel or its colour's marker is used"
                )),
                Some(_) => None,
            },
            (PyramidoAction::Tile { cell, colour, .. }, Phase::Tile) => match self.half_of(cell) {
                None => Some(format!("{cell} is not a block of the domino just placed")),
                Some(h) if self.turn.marked[h] => {
                    Some(format!("the block on {cell} carries a marker"))
                }
                Some(_) if !me.has_tile(colour) => {
                    Some(format!("the single tile with the {colour} face is used"))
                }
                Some(_) => None,
            },
            (PyramidoAction::SkipTile, Phase::Tile) => None,
            (PyramidoAction::Refill { pile }, Phase::Refill) => {
                let slot = self.turn.slot;
                if pile != slot && pile != slot + 1 {
                    Some(format!(
                        "quarry slot {} is refilled from pile {} or {}",
                        u32::from(slot) + 1,
                        u32::from(slot) + 1,
                        u32::from(slot) + 2
                    ))
                } else if self.piles[usize::from(pile)].is_empty() {
                    Some(format!("pile {} is empty", u32::from(pile) + 1))
                } else {
                    None
                }
            }
            (PyramidoAction::FillHole { cell, colour, .. }, Phase::NoFit) => {
                if !me.pyramid.is_hole(floor, cell) {
                    Some(format!("{cell} is not an empty position of floor {floor}"))
                } else if !me.has_tile(colour) {
                    Some(format!("the single tile with the {colour} face is used"))
                } else {
                    None
                }
            }
            (_, phase) => Some(format!("the current decision is to {}", phase_label(phase))),
        }
    }

    fn play_inner(&mut self, action: &PyramidoAction, ev: &mut Sink) {
        let seat = self.to_move;
        let floor = self.floor;
        match *action {
            PyramidoAction::Place { slot, cell, dir } => {
                let Some(id) = self
                    .quarry
                    .get_mut(usize::from(slot))
                    .and_then(Option::take)
                else {
                    return;
                };
                let d = domino(id);
                let Some(other) = cell.toward(dir) else {
                    return;
                };
                let blocks = [0, 1].map(|h| {
                    let b = d.block(h);
                    Block {
                        colour: b.colour,
                        jewels: b.jewels.rotated(dir.turns()),
                    }
                });
                let pyramid = &mut self.players[seat].pyramid;
                pyramid.put(floor, cell, blocks[0], false, id);
                pyramid.put(floor, other, blocks[1], false, id);
                pyramid.count_turn(floor);
                self.turn = Turn {
                    slot,
                    domino: Some(id),
                    cells: [cell, other],
                    marked: [false; 2],
                    holes_filled: 0,
                };
                ev.push(|| PyramidoEvent::DominoTaken {
                    seat,
                    slot,
                    domino: id,
                });
                ev.push(|| PyramidoEvent::DominoPlaced {
                    seat,
                    floor,
                    domino: id,
                    dir,
                    blocks: [0, 1].map(|h| PlacedBlock {
                        cell: [cell, other][h],
                        colour: blocks[h].colour,
                        jewels: blocks[h].jewels,
                    }),
                });
                match self.mark_options().as_slice() {
                    [] => self.enter_tile_step(ev),
                    [h] => {
                        let h = *h;
                        self.mark(h, ev);
                        self.enter_tile_step(ev);
                    }
                    _ => self.phase = Phase::Mark,
                }
            }
            PyramidoAction::Mark { cell } => {
                if let Some(h) = self.half_of(cell) {
                    self.mark(h, ev);
                }
                self.enter_tile_step(ev);
            }
            PyramidoAction::Tile {
                cell,
                colour,
                corner,
            } => {
                let Some(h) = self.half_of(cell) else { return };
                let player = &mut self.players[seat];
                player.tiles[tile_of(colour).0] = false;
                player.pyramid.put(
                    floor,
                    cell,
                    tile_block(colour, corner),
                    true,
                    board::NO_DOMINO,
                );
                ev.push(|| PyramidoEvent::TilePlaced {
                    seat,
                    floor,
                    cell,
                    colour,
                    corner,
                });
                if player.has_marker(colour) {
                    self.mark(h, ev);
                }
                self.enter_refill_step(ev);
            }
            PyramidoAction::SkipTile => {
                ev.push(|| PyramidoEvent::TileSkipped { seat });
                self.enter_refill_step(ev);
            }
            PyramidoAction::Refill { pile } => {
                self.refill(pile, ev);
                self.end_turn(ev);
            }
            PyramidoAction::FillHole {
                cell,
                colour,
                corner,
            } => {
                let player = &mut self.players[seat];
                player.tiles[tile_of(colour).0] = false;
                player.pyramid.put(
                    floor,
                    cell,
                    tile_block(colour, corner),
                    true,
                    board::NO_DOMINO,
                );
                ev.push(|| PyramidoEvent::HoleFilled {
                    seat,
                    floor,
                    cell,
                    colour,
                    corner,
                });
                self.turn.holes_filled += 1;
                if self.turn.holes_filled >= 2 {
                    self.players[seat].pyramid.count_turn(floor);
                    self.end_turn(ev);
                }
            }
        }
    }

    /// Puts the mover's marker on block `h` of the domino just placed (or the
    /// tile now covering it).
    fn mark(&mut self, h: usize, ev: &mut Sink) {
        let seat = self.to_move;
        let floor = self.floor;
        let cell = self.turn.cells[h];
        let player = &mut self.players[seat];
        let slot = player.pyramid.slot(floor, cell);
        let (Some(colour), Some(index)) = (slot.colour(), player.pyramid.index(floor, cell)) else {
            return;
        };
        player.markers[colour.index()] = Some(index as u8);
        self.turn.marked[h] = true;
        let on_tile = slot.is_tile();
        ev.push(|| PyramidoEvent::MarkerPlaced {
            seat,
            floor,
            cell,
            colour,
            on_tile,
        });
    }

    fn enter_tile_step(&mut self, ev: &mut Sink) {
        if self.me().unused_tiles() > 0 {
            self.phase = Phase::Tile;
        } else {
            // A forced skip still emits its event, as every forced decision.
            let seat = self.to_move;
            ev.push(|| PyramidoEvent::TileSkipped { seat });
            self.enter_refill_step(ev);
        }
    }

    fn enter_refill_step(&mut self, ev: &mut Sink) {
        // Engine decision: after the last domino of the game nobody takes
        // from the quarry again, so that refill is not played.
        if self.floor == FLOORS && self.floor_done() {
            self.end_turn(ev);
            return;
        }
        let slot = self.turn.slot;
        let options: Vec<u8> = [slot, slot + 1]
            .into_iter()
            .filter(|&p| !self.piles[usize::from(p)].is_empty())
            .collect();
        match options.as_slice() {
            [] => self.end_turn(ev),
            [p] => {
                let p = *p;
                self.refill(p, ev);
                self.end_turn(ev);
            }
            _ => self.phase = Phase::Refill,
        }
    }

    fn refill(&mut self, pile: u8, ev: &mut Sink) {
        let slot = self.turn.slot;
        let Some(id) = self.piles[usize::from(pile)].pop() else {
            return;
        };
        self.quarry[usize::from(slot)] = Some(id);
        let pile_size = self.piles[usize::from(pile)].len();
        let new_top = self.piles[usize::from(pile)].last().copied();
        ev.push(|| PyramidoEvent::QuarryRefilled {
            slot,
            pile,
            domino: id,
            pile_size,
            new_top,
        });
        if pile_size == 0 {
            // Engine decision: the largest other pile, leftmost among equals.
            let from = (0..PILES)
                .filter(|&p| p != usize::from(pile))
                .max_by_key(|&p| (self.piles[p].len(), std::cmp::Reverse(p)))
                .unwrap_or(0);
            let count = self.piles[from].len() / 2;
            if count > 0 {
                let moved: Vec<u8> = self.piles[from].drain(..count).collect();
                self.piles[usize::from(pile)] = moved;
                let new_top = self.piles[usize::from(pile)].last().copied();
                ev.push(|| PyramidoEvent::PileRefilled {
                    from: from as u8,
                    to: pile,
                    count,
                    new_top,
                });
            }
        }
    }

    fn end_turn(&mut self, ev: &mut Sink) {
        self.advance_from(self.to_move, ev);
    }

    /// Moves on from `last`'s finished turn: floor scoring when everyone
    /// still in the game completed the floor, then the next player's turn,
    /// which may be a no-fit turn or an elimination.
    fn advance_from(&mut self, last: Seat, ev: &mut Sink) {
        let mut last = last;
        loop {
            if self.active_players() <= 1 {
                self.finish(ev);
                return;
            }
            let next = self.next_active(last);
            if self.floor_done() {
                self.score_floor(ev);
                if self.floor == FLOORS {
                    self.finish(ev);
                    return;
                }
                let scores: Vec<(Seat, u16)> = (0..self.players.len())
                    .map(|k| (next + k) % self.players.len())
                    .filter(|&s| self.active(s))
                    .map(|s| (s, self.players[s].floor_scores[usize::from(self.floor) - 1]))
                    .collect();
                // The fewest points start; `min_by_key` keeps the first of
                // equals, counted from who would have moved next.
                let starter = scores
                    .iter()
                    .min_by_key(|(_, pts)| *pts)
                    .map_or(next, |(s, _)| *s);
                self.floor += 1;
                self.starter = starter;
                self.to_move = starter;
                let floor = self.floor;
                ev.push(|| PyramidoEvent::FloorStarted { floor, starter });
            } else {
                self.to_move = next;
            }
            let seat = self.to_move;
            let floor = self.floor;
            self.turn = Turn::default();
            let player = &self.players[seat];
            if player.pyramid.has_fit(floor) {
                self.phase = Phase::Place;
                ev.push(|| PyramidoEvent::TurnStarted { seat, floor });
                return;
            }
            let holes = player.pyramid.holes(floor);
            if player.unused_tiles() >= 2 && holes.len() >= 2 {
                self.phase = Phase::NoFit;
                ev.push(|| PyramidoEvent::NoFit { seat, floor, holes });
                return;
            }
            let tiles_left = player.unused_tiles();
            self.players[seat].eliminated = Some(self.eliminations);
            self.players[seat].markers = [None; 6];
            self.eliminations += 1;
            ev.push(|| PyramidoEvent::PlayerEliminated {
                seat,
                floor,
                tiles_left,
            });
            last = seat;
        }
    }

    fn score_floor(&mut self, ev: &mut Sink) {
        let floor = self.floor;
        let want_details = ev.0.is_some();
        let mut scores = Vec::new();
        for (seat, player) in self.players.iter_mut().enumerate() {
            if player.is_eliminated() {
                continue;
            }
            let points = if want_details {
                let s = scoring::score_markers(&player.pyramid, &player.markers, seat, floor);
                let p = s.points;
                scores.push(s);
                p
            } else {
                scoring::marker_points(&player.pyramid, &player.markers)
            };
            player.floor_scores[usize::from(floor) - 1] = points;
            player.scored = floor;
            player.markers = [None; 6];
        }
        ev.push(|| PyramidoEvent::FloorScored { floor, scores });
        ev.push(|| PyramidoEvent::MarkersReturned { floor });
    }

    fn finish(&mut self, ev: &mut Sink) {
        self.phase = Phase::Over;
        self.turn = Turn::default();
        if ev.0.is_some() {
            let ranking = self.ranking();
            ev.push(|| PyramidoEvent::Finished { ranking });
        }
    }

    /// The ranking by the rules: points, then unused single tiles, then the
    /// best single floor; fully tied players share a place. Players out of
    /// the game rank below everyone still in it, the later out higher.
    /// Meaningful at any time (a provisional standing mid-game).
    pub fn ranking(&self) -> Vec<RankEntry> {
        let key = |s: Seat| {
            let p = &self.players[s];
            match p.eliminated {
                // Survivors first; the later eliminated the better.
                None => (1u8, p.score(), p.unused_tiles(), p.best_floor(), 0u8),
                Some(order) => (0, 0, 0, 0, order),
            }
        };
        let mut seats: Vec<Seat> = (0..self.players.len()).collect();
        seats.sort_by(|&a, &b| key(b).cmp(&key(a)).then(a.cmp(&b)));
        let mut out: Vec<RankEntry> = Vec::with_capacity(seats.len());
        for (i, &seat) in seats.iter().enumerate() {
            let place = match out.last() {
                Some(prev) if key(prev.seat) == key(seat) => prev.place,
                _ => i as u8 + 1,
            };
            let p = &self.players[seat];
            out.push(RankEntry {
                place,
                seat,
                score: p.score(),
                unused_tiles: p.unused_tiles(),
                best_floor: p.best_floor(),
                eliminated: p.is_eliminated(),
            });
        }
        out
    }

    /// Legal actions without the `Game` wrapper's allocation policy.
    pub fn legal_actions_into(&self, out: &mut Vec<PyramidoAction>) {
        out.clear();
        let me = self.me();
        let floor = self.floor;
        match self.phase {
            Phase::Over => {}
            Phase::Place => {
                let mut spots = Vec::new();
                me.pyramid
                    .for_each_placement(floor, |c, d| spots.push((c, d)));
                for slot in 0..QUARRY_SLOTS as u8 {
                    if self.quarry[usize::from(slot)].is_some() {
                        out.extend(spots.iter().map(|&(cell, dir)| PyramidoAction::Place {
                            slot,
                            cell,
                            dir,
                        }));
                    }
                }
            }
            Phase::Mark => {
                for h in self.mark_options() {
                    out.push(PyramidoAction::Mark {
                        cell: self.turn.cells[h],
                    });
                }
            }
            Phase::Tile => {
                out.push(PyramidoAction::SkipTile);
                for h in 0..2 {
                    if self.turn.marked[h] {
                        continue;
                    }
                    for colour in Colour::ALL {
                        if me.has_tile(colour) {
                            for corner in Corner::ALL {
                                out.push(PyramidoAction::Tile {
                                    cell: self.turn.cells[h],
                                    colour,
                                    corner,
                                });
                            }
                        }
                    }
                }
            }
            Phase::Refill => {
                let slot = self.turn.slot;
                for pile in [slot, slot + 1] {
                    if !self.piles[usize::from(pile)].is_empty() {
                        out.push(PyramidoAction::Refill { pile });
                    }
                }
            }
            Phase::NoFit => {
                for cell in me.pyramid.holes(floor) {
                    for colour in Colour::ALL {
                        if me.has_tile(colour) {
                            for corner in Corner::ALL {
                                out.push(PyramidoAction::FillHole {
                                    cell,
                                    colour,
                                    corner,
                                });
                            }
                        }
                    }
                }
            }
        }
    }

    /// Plays a legal action without events (the AI's hot path). Illegal
    /// actions are ignored.
    pub fn play(&mut self, action: &PyramidoAction) {
        if self.check(action).is_none() {
            self.play_inner(action, &mut Sink(None));
        }
    }

    /// Plays an action already known to be legal (skips validation).
    pub(crate) fn play_unchecked(&mut self, action: &PyramidoAction) {
        self.play_inner(action, &mut Sink(None));
    }
}

fn phase_label(phase: Phase) -> &'static str {
    match phase {
        Phase::Place => "place a quarry domino",
        Phase::Mark => "mark one of the two blocks just placed",
        Phase::Tile => "cover a block with a single tile, or skip",
        Phase::Refill => "refill the quarry from one of the two piles above the slot",
        Phase::NoFit => "put a single tile into an empty position (no domino fits)",
        Phase::Over => "nothing (the game is over)",
    }
}

impl Game for Pyramido {
    type Action = PyramidoAction;
    type Event = PyramidoEvent;
    type Options = PyramidoOptions;
    const KIND: GameKind = GameKind::Pyramido;

    fn new(options: &PyramidoOptions, seed: u64) -> Pyramido {
        let players = options.players.clamp(MIN_PLAYERS, MAX_PLAYERS);
        let mut ids: Vec<u8> = (0..DOMINO_COUNT as u8).collect();
        shuffle(&mut ids, &mut rng_for(seed, 0));
        let quarry = [Some(ids[0]), Some(ids[1]), Some(ids[2])];
        let mut piles: [Vec<u8>; PILES] = Default::default();
        let mut at = QUARRY_SLOTS;
        for (pile, size) in piles.iter_mut().zip(PILE_SIZES) {
            *pile = ids[at..at + size].to_vec();
            at += size;
        }
        let first = match options.first_player {
            Some(f) => usize::from(f) % usize::from(players),
            None => pick_index(usize::from(players), &mut rng_for(seed, 1)),
        };
        Pyramido {
            options: PyramidoOptions {
                players,
                first_player: options.first_player,
            },
            players: (0..players).map(|_| Player::new()).collect(),
            quarry,
            piles,
            floor: 1,
            starter: first,
            to_move: first,
            phase: Phase::Place,
            turn: Turn::default(),
            eliminations: 0,
        }
    }

    fn options(&self) -> &PyramidoOptions {
        &self.options
    }
    fn seat_count(&self) -> usize {
        self.players.len()
    }
    fn to_move(&self) -> Seat {
        self.to_move
    }

    fn legal_actions(&self) -> Vec<PyramidoAction> {
        let mut out = Vec::new();
        self.legal_actions_into(&mut out);
        out
    }

    fn apply(&mut self, action: &PyramidoAction) -> Result<Vec<PyramidoEvent>, IllegalAction> {
        if self.phase == Phase::Over {
            return Err(IllegalAction::GameOver);
        }
        if let Some(reason) = self.check(action) {
            return Err(IllegalAction::rejected(
                self.format_action(action),
                self.decision_label(),
                reason,
            ));
        }
        let mut events = Vec::new();
        self.play_inner(action, &mut Sink(Some(&mut events)));
        Ok(events)
    }

    fn outcome(&self) -> Outcome {
        if self.phase != Phase::Over {
            return Outcome::Ongoing;
        }
        let winners: Vec<Seat> = self
            .ranking()
            .iter()
            .filter(|r| r.place == 1)
            .map(|r| r.seat)
            .collect();
        match winners.as_slice() {
            [w] => Outcome::Win { winner: *w },
            _ => Outcome::SharedWin { winners },
        }
    }

    fn repetition_key(&self) -> Option<u64> {
        // Every turn adds blocks: no position can repeat.
        None
    }

    fn game_over_event(outcome: &Outcome) -> PyramidoEvent {
        PyramidoEvent::GameOver {
            outcome: outcome.clone(),
        }
    }

    fn format_action(&self, action: &PyramidoAction) -> String {
        notation::format(action)
    }

    fn parse_action(&self, text: &str) -> Result<PyramidoAction, NotationError> {
        notation::parse(text)
    }

    fn state_json(&self) -> serde_json::Value {
        use serde_json::json;
        let dom = |id: Option<u8>| {
            id.map(|id| json!({"id": id, "west": domino(id).west, "east": domino(id).east}))
        };
        let seats: Vec<serde_json::Value> = self
            .players
            .iter()
            .enumerate()
            .map(|(seat, p)| {
                let floors: Vec<serde_json::Value> = (1..=FLOORS)
                    .map(|f| {
                        let (w, h) = p.pyramid.dims(f);
                        let (w, h) =
                            if f == 1 { p.pyramid.floor1_bounds().map_or((0, 0), |r| (r.col + r.width, r.row + r.height)) } else { (w, h) };
                        let mut cells = Vec::new();
                        for row in 0..h {
                            for col in 0..w {
                                let cell = Cell { col, row };
                                if let Some(b) = p.pyramid.slot(f, cell).block() {
                                    cells.push(json!({
                                        "cell": cell, "colour": b.colour, "jewels": b.jewels,
                                        "tile": p.pyramid.slot(f, cell).is_tile(),
                                        "domino": p.pyramid.domino_at(f, cell),
                                    }));
                                }
                            }
                        }
                        json!({"floor": f, "size": p.pyramid.dims(f), "cells": cells})
                    })
                    .collect();
                let markers: serde_json::Map<String, serde_json::Value> = Colour::ALL
                    .into_iter()
                    .map(|c| (c.name().to_string(), json!(p.marker(c).map(|(f, cell)| json!({"floor": f, "cell": cell})))))
                    .collect();
                json!({
                    "seat": seat,
                    "score": p.score(),
                    "floor_scores": p.floor_scores(),
                    "tiles": p.tiles().iter().zip(TILE_FACES).map(|(&t, faces)| json!({"faces": faces, "unused": t})).collect::<Vec<_>>(),
                    "markers": markers,
                    "eliminated": p.is_eliminated(),
                    "rect": p.pyramid.rect(),
                    "floors": floors,
                })
            })
            .collect();
        json!({
            "game": "pyramido",
            "players": self.players.len(),
            "floor": self.floor,
            "starter": self.starter,
            "to_move": self.to_move,
            "phase": self.phase,
            "decision": self.decision_label(),
            "turn": self.turn,
            "quarry": self.quarry.map(dom),
            "piles": (0..PILES).map(|p| json!({"size": self.piles[p].len(), "top": dom(self.piles[p].last().copied())})).collect::<Vec<_>>(),
            "seats": seats,
            "ranking": self.ranking(),
            "outcome": self.outcome(),
        })
    }

    fn decision_label(&self) -> String {
        phase_label(self.phase).into()
    }

    fn score(&self, seat: Seat) -> Option<i32> {
        self.player(seat).map(|p| p.score() as i32)
    }
}

#[cfg(test)]
mod tests;
