//! The Pyramido state machine: whose turn, which decision, the quarry and
//! piles, and how each decision changes them.

use serde::{Deserialize, Serialize};

use super::board;
use super::scoring;
use super::{
    domino, tile_block, tile_of, Block, Cell, Colour, Corner, Dir, PlacedBlock, Player,
    PyramidoAction, PyramidoEvent, PyramidoOptions, PyramidoProblem, RankEntry, FLOORS, PILES,
    QUARRY_SLOTS,
};
use crate::game::{EventSink, Seat};
use crate::rng::{shuffle, GameRng};

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

/// The turn in progress, as UIs and the state JSON see it (a view of
/// [`Step`]: fields a step does not have are zero).
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

/// The domino placed this turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Placed {
    /// The quarry slot it came from (refilled at the end of the turn).
    slot: u8,
    domino: u8,
    /// Its blocks' cells, west (anchor) block first.
    cells: [Cell; 2],
    /// Which of the two blocks carries a marker.
    marked: [bool; 2],
}

impl Placed {
    /// Which of the two blocks lies on `cell`.
    fn half_of(&self, cell: Cell) -> Option<usize> {
        self.cells.iter().position(|&c| c == cell)
    }
}

/// The decision in progress with the data of its turn, so that no step
/// exists without it (a mark, tile or refill step without the domino just
/// placed and the slot it came from).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Step {
    Place,
    Mark(Placed),
    Tile(Placed),
    Refill(Placed),
    NoFit { holes_filled: u8 },
    Over,
}

impl Step {
    fn phase(&self) -> Phase {
        match self {
            Step::Place => Phase::Place,
            Step::Mark(_) => Phase::Mark,
            Step::Tile(_) => Phase::Tile,
            Step::Refill(_) => Phase::Refill,
            Step::NoFit { .. } => Phase::NoFit,
            Step::Over => Phase::Over,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Pyramido {
    pub(super) options: PyramidoOptions,
    pub(super) players: Vec<Player>,
    pub(super) quarry: [Option<u8>; QUARRY_SLOTS],
    /// Each pile bottom first: the top is the last element.
    pub(super) piles: [Vec<u8>; PILES],
    pub(super) floor: u8,
    pub(super) starter: Seat,
    pub(super) to_move: Seat,
    pub(super) step: Step,
    pub(super) eliminations: u8,
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
        self.step.phase()
    }
    pub fn turn(&self) -> Turn {
        match self.step {
            Step::Mark(p) | Step::Tile(p) | Step::Refill(p) => Turn {
                slot: p.slot,
                domino: Some(p.domino),
                cells: p.cells,
                marked: p.marked,
                holes_filled: 0,
            },
            Step::NoFit { holes_filled } => Turn {
                holes_filled,
                ..Turn::default()
            },
            Step::Place | Step::Over => Turn::default(),
        }
    }
    /// Who started the current floor.
    pub fn starter(&self) -> Seat {
        self.starter
    }
    pub fn is_over(&self) -> bool {
        self.step == Step::Over
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
        if self.step == Step::Place
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
    fn mark_options(&self, placed: &Placed) -> Vec<usize> {
        let me = self.me();
        let d = domino(placed.domino);
        (0..2)
            .filter(|&h| !d.block(h).jewels.is_empty() && me.has_marker(d.block(h).colour))
            .collect()
    }

    /// Why `action` is illegal now, or `None` when it is legal.
    pub fn check(&self, action: &PyramidoAction) -> Option<PyramidoProblem> {
        use PyramidoProblem as P;
        let me = self.me();
        let floor = self.floor;
        match (*action, self.step) {
            (PyramidoAction::Place { slot, cell, dir }, Step::Place) => {
                if self
                    .quarry
                    .get(usize::from(slot))
                    .copied()
                    .flatten()
                    .is_none()
                {
                    return Some(P::SlotEmpty { slot: slot.into() });
                }
                me.pyramid
                    .check_place(floor, cell, dir)
                    .err()
                    .map(|reason| P::CannotPlace { reason })
            }
            (PyramidoAction::Mark { cell }, Step::Mark(placed)) => match placed.half_of(cell) {
                None => Some(P::NotJustPlaced { cell }),
                Some(h) if !self.mark_options(&placed).contains(&h) => Some(P::CannotMark { cell }),
                Some(_) => None,
            },
            (PyramidoAction::Tile { cell, colour, .. }, Step::Tile(placed)) => {
                match placed.half_of(cell) {
                    None => Some(P::NotJustPlaced { cell }),
                    Some(h) if placed.marked[h] => Some(P::CarriesMarker { cell }),
                    Some(_) if !me.has_tile(colour) => Some(P::TileUsed { colour }),
                    Some(_) => None,
                }
            }
            (PyramidoAction::SkipTile, Step::Tile(_)) => None,
            (PyramidoAction::Refill { pile }, Step::Refill(Placed { slot, .. })) => {
                if pile != slot && pile != slot + 1 {
                    Some(P::WrongPile {
                        slot: slot.into(),
                        pile: pile.into(),
                    })
                } else if self.piles[usize::from(pile)].is_empty() {
                    Some(P::PileEmpty { pile: pile.into() })
                } else {
                    None
                }
            }
            (PyramidoAction::FillHole { cell, colour, .. }, Step::NoFit { .. }) => {
                if !me.pyramid.is_hole(floor, cell) {
                    Some(P::NotAHole {
                        cell,
                        floor: floor.into(),
                    })
                } else if !me.has_tile(colour) {
                    Some(P::TileUsed { colour })
                } else {
                    None
                }
            }
            (_, step) => Some(P::WrongDecision {
                phase: step.phase(),
            }),
        }
    }

    pub(super) fn play_inner(
        &mut self,
        action: &PyramidoAction,
        ev: &mut impl EventSink<PyramidoEvent>,
    ) {
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
                let mut placed = Placed {
                    slot,
                    domino: id,
                    cells: [cell, other],
                    marked: [false; 2],
                };
                ev.emit(|| PyramidoEvent::DominoTaken {
                    seat,
                    slot,
                    domino: id,
                });
                ev.emit(|| PyramidoEvent::DominoPlaced {
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
                match self.mark_options(&placed).as_slice() {
                    [] => self.enter_tile_step(placed, ev),
                    [h] => {
                        let h = *h;
                        self.mark(&mut placed, h, ev);
                        self.enter_tile_step(placed, ev);
                    }
                    _ => self.step = Step::Mark(placed),
                }
            }
            PyramidoAction::Mark { cell } => {
                let Step::Mark(mut placed) = self.step else {
                    return;
                };
                if let Some(h) = placed.half_of(cell) {
                    self.mark(&mut placed, h, ev);
                }
                self.enter_tile_step(placed, ev);
            }
            PyramidoAction::Tile {
                cell,
                colour,
                corner,
            } => {
                let Step::Tile(mut placed) = self.step else {
                    return;
                };
                let Some(h) = placed.half_of(cell) else {
                    return;
                };
                self.lay_tile(cell, colour, corner);
                ev.emit(|| PyramidoEvent::TilePlaced {
                    seat,
                    floor,
                    cell,
                    colour,
                    corner,
                });
                if self.players[seat].has_marker(colour) {
                    self.mark(&mut placed, h, ev);
                }
                self.enter_refill_step(placed, ev);
            }
            PyramidoAction::SkipTile => {
                let Step::Tile(placed) = self.step else {
                    return;
                };
                ev.emit(|| PyramidoEvent::TileSkipped { seat });
                self.enter_refill_step(placed, ev);
            }
            PyramidoAction::Refill { pile } => {
                let Step::Refill(placed) = self.step else {
                    return;
                };
                self.refill(placed.slot, pile, ev);
                self.end_turn(ev);
            }
            PyramidoAction::FillHole {
                cell,
                colour,
                corner,
            } => {
                let Step::NoFit { holes_filled } = self.step else {
                    return;
                };
                self.lay_tile(cell, colour, corner);
                ev.emit(|| PyramidoEvent::HoleFilled {
                    seat,
                    floor,
                    cell,
                    colour,
                    corner,
                });
                let holes_filled = holes_filled + 1;
                if holes_filled >= 2 {
                    self.players[seat].pyramid.count_turn(floor);
                    self.end_turn(ev);
                } else {
                    self.step = Step::NoFit { holes_filled };
                }
            }
        }
    }

    /// Uses the mover's single tile with face `colour` on `cell` of the
    /// current floor (over a block just placed, or into a hole).
    fn lay_tile(&mut self, cell: Cell, colour: Colour, corner: Corner) {
        let floor = self.floor;
        let player = &mut self.players[self.to_move];
        player.tiles[tile_of(colour).0] = false;
        player.pyramid.put(
            floor,
            cell,
            tile_block(colour, corner),
            true,
            board::NO_DOMINO,
        );
    }

    /// Puts the mover's marker on block `h` of the domino just placed (or the
    /// tile now covering it).
    fn mark(&mut self, placed: &mut Placed, h: usize, ev: &mut impl EventSink<PyramidoEvent>) {
        let seat = self.to_move;
        let floor = self.floor;
        let cell = placed.cells[h];
        let player = &mut self.players[seat];
        let slot = player.pyramid.slot(floor, cell);
        let (Some(colour), Some(index)) = (slot.colour(), player.pyramid.index(floor, cell)) else {
            return;
        };
        player.markers[colour.index()] = Some(index as u8);
        placed.marked[h] = true;
        let on_tile = slot.is_tile();
        ev.emit(|| PyramidoEvent::MarkerPlaced {
            seat,
            floor,
            cell,
            colour,
            on_tile,
        });
    }

    fn enter_tile_step(&mut self, placed: Placed, ev: &mut impl EventSink<PyramidoEvent>) {
        if self.me().unused_tiles() > 0 {
            self.step = Step::Tile(placed);
        } else {
            // A forced skip still emits its event, as every forced decision.
            let seat = self.to_move;
            ev.emit(|| PyramidoEvent::TileSkipped { seat });
            self.enter_refill_step(placed, ev);
        }
    }

    fn enter_refill_step(&mut self, placed: Placed, ev: &mut impl EventSink<PyramidoEvent>) {
        // Engine decision: after the last domino of the game nobody takes
        // from the quarry again, so that refill is not played.
        if self.floor == FLOORS && self.floor_done() {
            self.end_turn(ev);
            return;
        }
        let slot = placed.slot;
        let options: Vec<u8> = [slot, slot + 1]
            .into_iter()
            .filter(|&p| !self.piles[usize::from(p)].is_empty())
            .collect();
        match options.as_slice() {
            [] => self.end_turn(ev),
            [p] => {
                let p = *p;
                self.refill(slot, p, ev);
                self.end_turn(ev);
            }
            _ => self.step = Step::Refill(placed),
        }
    }

    fn refill(&mut self, slot: u8, pile: u8, ev: &mut impl EventSink<PyramidoEvent>) {
        let Some(id) = self.piles[usize::from(pile)].pop() else {
            return;
        };
        self.quarry[usize::from(slot)] = Some(id);
        let pile_size = self.piles[usize::from(pile)].len();
        let new_top = self.piles[usize::from(pile)].last().copied();
        ev.emit(|| PyramidoEvent::QuarryRefilled {
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
                ev.emit(|| PyramidoEvent::PileRefilled {
                    from: from as u8,
                    to: pile,
                    count,
                    new_top,
                });
            }
        }
    }

    fn end_turn(&mut self, ev: &mut impl EventSink<PyramidoEvent>) {
        self.advance_from(self.to_move, ev);
    }

    /// Moves on from `last`'s finished turn: floor scoring when everyone
    /// still in the game completed the floor, then the next player's turn,
    /// which may be a no-fit turn or an elimination.
    fn advance_from(&mut self, last: Seat, ev: &mut impl EventSink<PyramidoEvent>) {
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
                ev.emit(|| PyramidoEvent::FloorStarted { floor, starter });
            } else {
                self.to_move = next;
            }
            let seat = self.to_move;
            let floor = self.floor;
            let player = &self.players[seat];
            if player.pyramid.has_fit(floor) {
                self.step = Step::Place;
                ev.emit(|| PyramidoEvent::TurnStarted { seat, floor });
                return;
            }
            let holes = player.pyramid.holes(floor);
            if player.unused_tiles() >= 2 && holes.len() >= 2 {
                self.step = Step::NoFit { holes_filled: 0 };
                ev.emit(|| PyramidoEvent::NoFit { seat, floor, holes });
                return;
            }
            let tiles_left = player.unused_tiles();
            self.players[seat].eliminated = Some(self.eliminations);
            self.players[seat].markers = [None; 6];
            self.eliminations += 1;
            ev.emit(|| PyramidoEvent::PlayerEliminated {
                seat,
                floor,
                tiles_left,
            });
            last = seat;
        }
    }

    fn score_floor(&mut self, ev: &mut impl EventSink<PyramidoEvent>) {
        let floor = self.floor;
        let want_details = ev.wants_events();
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
        ev.emit(|| PyramidoEvent::FloorScored { floor, scores });
        ev.emit(|| PyramidoEvent::MarkersReturned { floor });
    }

    fn finish(&mut self, ev: &mut impl EventSink<PyramidoEvent>) {
        self.step = Step::Over;
        if ev.wants_events() {
            let ranking = self.ranking();
            ev.emit(|| PyramidoEvent::Finished { ranking });
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
        match self.step {
            Step::Over => {}
            Step::Place => {
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
            Step::Mark(placed) => {
                for h in self.mark_options(&placed) {
                    out.push(PyramidoAction::Mark {
                        cell: placed.cells[h],
                    });
                }
            }
            Step::Tile(placed) => {
                out.push(PyramidoAction::SkipTile);
                for h in 0..2 {
                    if placed.marked[h] {
                        continue;
                    }
                    for colour in Colour::ALL {
                        if me.has_tile(colour) {
                            for corner in Corner::ALL {
                                out.push(PyramidoAction::Tile {
                                    cell: placed.cells[h],
                                    colour,
                                    corner,
                                });
                            }
                        }
                    }
                }
            }
            Step::Refill(Placed { slot, .. }) => {
                for pile in [slot, slot + 1] {
                    if !self.piles[usize::from(pile)].is_empty() {
                        out.push(PyramidoAction::Refill { pile });
                    }
                }
            }
            Step::NoFit { .. } => {
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

    /// Plays a legal action without building events (the AI's hot path),
    /// like `Searchable::play` in the other games: the action is not
    /// checked.
    pub fn play(&mut self, action: &PyramidoAction) {
        self.play_inner(action, &mut ());
    }

    /// Plays `action` if it is legal now (without events); returns whether
    /// it was played.
    pub fn play_if_legal(&mut self, action: &PyramidoAction) -> bool {
        let legal = !self.is_over() && self.check(action).is_none();
        if legal {
            self.play_inner(action, &mut ());
        }
        legal
    }
}
