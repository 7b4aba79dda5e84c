//! Pyramido on the board, one step of the turn at a time.
//!
//! - Place: tap (or press and drag) a quarry domino, then tap (or release
//!   on) a cell: the ghost takes the legal spot covering it. Tap the chosen
//!   domino again, or the ghost, or Rotate, to turn it (a drag of the ghost
//!   released on it moves it instead); Place lays it.
//! - Mark: tap an outlined block. Refill: tap an outlined pile.
//! - Tile (and the two tiles of a no-fit turn): tap an outlined block, pick a
//!   face in the strip, tap the tile (or Rotate) to turn its jewel, then
//!   Place; Skip tile while none is chosen.

use pyramids_core::error::RuleProblem;
use pyramids_core::pyramido::{Cell, Colour, Corner, Dir, Phase, Pyramido, PyramidoAction};

use super::{
    button, mark, play_or_problem, ButtonKind, Ghost, Ignored, MarkReason, Outcome, Place, Prompt,
    StepView, Steps,
};

/// The Pyramido board's selection: the quarry domino, its turn and spot; or
/// the single tile's block, face and jewel corner.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PyramidoInteraction {
    slot: Option<u8>,
    dir: Dir,
    at: Option<Cell>,
    tile_cell: Option<Cell>,
    face: Option<Colour>,
    corner: Corner,
}

impl Default for PyramidoInteraction {
    fn default() -> Self {
        PyramidoInteraction {
            slot: None,
            dir: Dir::E,
            at: None,
            tile_cell: None,
            face: None,
            // The corner the apps showed a new tile's jewel in.
            corner: Corner::Ne,
        }
    }
}

fn next_dir(d: Dir) -> Dir {
    Dir::ALL[(usize::from(d.turns()) + 1) % 4]
}

fn opposite(d: Dir) -> Dir {
    Dir::ALL[(usize::from(d.turns()) + 2) % 4]
}

fn next_corner(c: Corner) -> Corner {
    Corner::ALL[(usize::from(c.turns()) + 1) % 4]
}

fn cells(cell: Cell, dir: Dir) -> Option<[Cell; 2]> {
    Some([cell, cell.toward(dir)?])
}

fn problem(state: &Pyramido) -> impl Fn(&PyramidoAction) -> Option<RuleProblem> + '_ {
    |a| {
        state
            .check(a)
            .map(|problem| RuleProblem::Pyramido { problem })
    }
}

fn placement(slot: u8, cell: Cell, dir: Dir) -> PyramidoAction {
    PyramidoAction::Place { slot, cell, dir }
}

fn fits(legal: &[PyramidoAction], slot: u8) -> bool {
    legal
        .iter()
        .any(|a| matches!(*a, PyramidoAction::Place { slot: s, .. } if s == slot))
}

/// The (face, corner) pairs legal on `cell` now, or on any cell (`None`).
fn tile_options(legal: &[PyramidoAction], cell: Option<Cell>) -> Vec<(Colour, Corner)> {
    legal
        .iter()
        .filter_map(|a| match *a {
            PyramidoAction::Tile {
                cell: c,
                colour,
                corner,
            }
            | PyramidoAction::FillHole {
                cell: c,
                colour,
                corner,
            } if cell.is_none_or(|x| x == c) => Some((colour, corner)),
            _ => None,
        })
        .collect()
}

fn tile_cells(legal: &[PyramidoAction]) -> Vec<Cell> {
    let mut out: Vec<Cell> = Vec::new();
    for a in legal {
        if let PyramidoAction::Tile { cell, .. } | PyramidoAction::FillHole { cell, .. } = *a {
            if !out.contains(&cell) {
                out.push(cell);
            }
        }
    }
    out
}

impl PyramidoInteraction {
    fn tile_action(&self, phase: Phase, cell: Cell, colour: Colour) -> PyramidoAction {
        let corner = self.corner;
        if phase == Phase::NoFit {
            PyramidoAction::FillHole {
                cell,
                colour,
                corner,
            }
        } else {
            PyramidoAction::Tile {
                cell,
                colour,
                corner,
            }
        }
    }

    /// A legal spot for the chosen domino covering `cell`: anchored there in
    /// the current turn first, then its east block there, then other turns.
    fn covering(&self, legal: &[PyramidoAction], slot: u8, cell: Cell) -> Option<(Cell, Dir)> {
        let mut d = self.dir;
        for _ in 0..4 {
            if legal.contains(&placement(slot, cell, d)) {
                return Some((cell, d));
            }
            if let Some(anchor) = cell.toward(opposite(d)) {
                if legal.contains(&placement(slot, anchor, d)) {
                    return Some((anchor, d));
                }
            }
            d = next_dir(d);
        }
        None
    }

    /// Turns the chosen domino a quarter clockwise: about its west block
    /// once on the floor (or its east block when that does not fit), to the
    /// next turn that fits anywhere while still in the quarry.
    fn rotate_domino(&mut self, legal: &[PyramidoAction]) -> bool {
        let Some(slot) = self.slot else {
            return false;
        };
        let mut d = self.dir;
        match self.at {
            None => {
                for _ in 0..3 {
                    d = next_dir(d);
                    let any = legal.iter().any(
                        |a| matches!(*a, PyramidoAction::Place { slot: s, dir, .. } if s == slot && dir == d),
                    );
                    if any {
                        self.dir = d;
                        return true;
                    }
                }
                false
            }
            Some(a) => {
                let b = a.toward(self.dir);
                for _ in 0..3 {
                    d = next_dir(d);
                    let mut candidates = vec![a];
                    if let Some(anchor) = b.and_then(|b| b.toward(opposite(d))) {
                        candidates.push(anchor);
                    }
                    for anchor in candidates {
                        if legal.contains(&placement(slot, anchor, d)) {
                            self.at = Some(anchor);
                            self.dir = d;
                            return true;
                        }
                    }
                }
                false
            }
        }
    }

    /// Keeps the jewel's corner legal for the chosen face on the chosen block.
    fn fix_corner(&mut self, legal: &[PyramidoAction]) {
        let options: Vec<Corner> = tile_options(legal, self.tile_cell)
            .into_iter()
            .filter(|(c, _)| Some(*c) == self.face)
            .map(|(_, k)| k)
            .collect();
        if !options.contains(&self.corner) {
            if let Some(&first) = options.first() {
                self.corner = first;
            }
        }
    }

    fn rotate_tile(&mut self, legal: &[PyramidoAction]) -> bool {
        let options: Vec<Corner> = tile_options(legal, self.tile_cell)
            .into_iter()
            .filter(|(c, _)| Some(*c) == self.face)
            .map(|(_, k)| k)
            .collect();
        let mut c = self.corner;
        for _ in 0..3 {
            c = next_corner(c);
            if options.contains(&c) {
                self.corner = c;
                return true;
            }
        }
        false
    }

    /// Puts the chosen domino's ghost on the legal spot covering `cell`.
    fn put_down(
        &mut self,
        state: &Pyramido,
        legal: &[PyramidoAction],
        slot: u8,
        cell: Cell,
    ) -> Outcome<PyramidoAction> {
        match self.covering(legal, slot, cell) {
            Some((anchor, dir)) => {
                self.at = Some(anchor);
                self.dir = dir;
                Outcome::Changed
            }
            None => play_or_problem(legal, placement(slot, cell, self.dir), problem(state)),
        }
    }

    fn place_tap(
        &mut self,
        state: &Pyramido,
        legal: &[PyramidoAction],
        place: Place,
    ) -> Outcome<PyramidoAction> {
        match place {
            Place::PyramidoSlot(slot) => {
                if !fits(legal, slot) {
                    // The core names it: an empty quarry place.
                    return play_or_problem(
                        legal,
                        placement(slot, Cell::new(0, 0), Dir::E),
                        problem(state),
                    );
                }
                if self.slot == Some(slot) && self.at.is_none() {
                    return if self.rotate_domino(legal) {
                        Outcome::Changed
                    } else {
                        Outcome::Ignored(Ignored::NotSelectable)
                    };
                }
                self.slot = Some(slot);
                // Keep the ghost where it was if this domino fits there too.
                let kept = self
                    .at
                    .filter(|&at| legal.contains(&placement(slot, at, self.dir)));
                self.at = kept;
                Outcome::Changed
            }
            Place::PyramidoCell(cell) => {
                let Some(slot) = self.slot else {
                    return Outcome::Ignored(Ignored::NotSelectable);
                };
                let on_ghost = self
                    .at
                    .and_then(|at| cells(at, self.dir))
                    .is_some_and(|c| c.contains(&cell));
                if on_ghost {
                    return if self.rotate_domino(legal) {
                        Outcome::Changed
                    } else {
                        Outcome::Ignored(Ignored::NotSelectable)
                    };
                }
                self.put_down(state, legal, slot, cell)
            }
            _ => Outcome::Ignored(Ignored::NotSelectable),
        }
    }

    fn tile_tap(
        &mut self,
        state: &Pyramido,
        legal: &[PyramidoAction],
        place: Place,
    ) -> Outcome<PyramidoAction> {
        let phase = state.phase();
        match place {
            Place::PyramidoFace(colour) => {
                let options = tile_options(legal, self.tile_cell);
                if options.iter().any(|(c, _)| *c == colour) {
                    self.face = Some(colour);
                    self.fix_corner(legal);
                    return Outcome::Changed;
                }
                let cell = self
                    .tile_cell
                    .or_else(|| tile_cells(legal).first().copied());
                match cell {
                    Some(cell) => play_or_problem(
                        legal,
                        self.tile_action(phase, cell, colour),
                        problem(state),
                    ),
                    None => Outcome::Ignored(Ignored::NotSelectable),
                }
            }
            Place::PyramidoCell(cell) => {
                if Some(cell) == self.tile_cell && self.face.is_some() {
                    return if self.rotate_tile(legal) {
                        Outcome::Changed
                    } else {
                        Outcome::Ignored(Ignored::NotSelectable)
                    };
                }
                let options = tile_options(legal, Some(cell));
                if options.is_empty() {
                    let colour = self
                        .face
                        .or_else(|| tile_options(legal, None).first().map(|o| o.0));
                    return match colour {
                        Some(colour) => play_or_problem(
                            legal,
                            self.tile_action(phase, cell, colour),
                            problem(state),
                        ),
                        None => Outcome::Ignored(Ignored::NotSelectable),
                    };
                }
                self.tile_cell = Some(cell);
                if !self
                    .face
                    .is_some_and(|f| options.iter().any(|(c, _)| *c == f))
                {
                    self.face = options.first().map(|o| o.0);
                }
                self.fix_corner(legal);
                Outcome::Changed
            }
            _ => Outcome::Ignored(Ignored::NotSelectable),
        }
    }
}

impl Steps for PyramidoInteraction {
    type Game = Pyramido;

    const MARKS_LAST_TURN: bool = false;

    fn step_view(&self, state: &Pyramido, legal: &[PyramidoAction]) -> StepView {
        let mut v = StepView::default();
        match state.phase() {
            Phase::Place => {
                for slot in 0..3u8 {
                    if fits(legal, slot) {
                        v.marks
                            .push(mark(Place::PyramidoSlot(slot), MarkReason::Domino));
                    }
                }
                if let Some(slot) = self.slot {
                    let mut covered: Vec<Cell> = Vec::new();
                    for a in legal {
                        if let PyramidoAction::Place { slot: s, cell, dir } = *a {
                            if s != slot {
                                continue;
                            }
                            for c in cells(cell, dir).into_iter().flatten() {
                                if !covered.contains(&c) {
                                    covered.push(c);
                                }
                            }
                        }
                    }
                    v.marks.extend(
                        covered
                            .into_iter()
                            .map(|c| mark(Place::PyramidoCell(c), MarkReason::DominoTo)),
                    );
                    v.selection = Some(Place::PyramidoSlot(slot));
                    let domino = state.quarry().get(usize::from(slot)).copied().flatten();
                    v.ghost = domino.map(|domino| Ghost::PyramidoDomino {
                        slot,
                        domino,
                        dir: self.dir,
                        at: self.at.and_then(|at| Some((at, cells(at, self.dir)?))),
                    });
                    v.buttons.push(button(ButtonKind::Rotate, true));
                    if self.at.is_some() {
                        v.buttons.push(button(ButtonKind::Place, true));
                    }
                }
                v.prompt = Some(if self.at.is_some() {
                    Prompt::PyramidoPlacePending
                } else if self.slot.is_some() {
                    Prompt::PyramidoPlaceChosen
                } else {
                    Prompt::PyramidoPlace {
                        floor: state.floor(),
                    }
                });
            }
            Phase::Mark => {
                for a in legal {
                    if let PyramidoAction::Mark { cell } = *a {
                        v.marks
                            .push(mark(Place::PyramidoCell(cell), MarkReason::Marker));
                    }
                }
                v.prompt = Some(Prompt::PyramidoMark);
            }
            Phase::Refill => {
                for a in legal {
                    if let PyramidoAction::Refill { pile } = *a {
                        v.marks
                            .push(mark(Place::PyramidoPile(pile), MarkReason::Refill));
                    }
                }
                v.prompt = Some(Prompt::PyramidoRefill);
            }
            phase @ (Phase::Tile | Phase::NoFit) => {
                let reason = if phase == Phase::NoFit {
                    MarkReason::Hole
                } else {
                    MarkReason::Tile
                };
                v.marks.extend(
                    tile_cells(legal)
                        .into_iter()
                        .map(|c| mark(Place::PyramidoCell(c), reason)),
                );
                let mut faces: Vec<Colour> = Vec::new();
                for (c, _) in tile_options(legal, self.tile_cell) {
                    if !faces.contains(&c) {
                        faces.push(c);
                    }
                }
                v.marks.extend(
                    faces
                        .into_iter()
                        .map(|c| mark(Place::PyramidoFace(c), MarkReason::Face)),
                );
                // A face chosen before its block is the selection until then.
                v.selection = self
                    .tile_cell
                    .map(Place::PyramidoCell)
                    .or(self.face.map(Place::PyramidoFace));
                if let (Some(cell), Some(colour)) = (self.tile_cell, self.face) {
                    v.ghost = Some(Ghost::PyramidoTile {
                        cell,
                        colour,
                        corner: self.corner,
                    });
                    v.buttons.push(button(ButtonKind::Rotate, true));
                    v.buttons.push(button(ButtonKind::Place, true));
                } else if legal.contains(&PyramidoAction::SkipTile) && self.tile_cell.is_none() {
                    v.buttons.push(button(ButtonKind::SkipTile, true));
                }
                v.prompt = Some(if phase == Phase::NoFit {
                    Prompt::PyramidoNoFit {
                        tile: state.turn().holes_filled + 1,
                    }
                } else if self.tile_cell.is_some() {
                    Prompt::PyramidoTileChosen
                } else {
                    Prompt::PyramidoTile
                });
            }
            Phase::Over => v.prompt = Some(Prompt::GameOver),
        }
        v
    }

    fn step_tap(
        &mut self,
        state: &Pyramido,
        legal: &[PyramidoAction],
        place: Place,
    ) -> Outcome<PyramidoAction> {
        match (state.phase(), place) {
            (Phase::Place, _) => self.place_tap(state, legal, place),
            (Phase::Mark, Place::PyramidoCell(cell)) => {
                play_or_problem(legal, PyramidoAction::Mark { cell }, problem(state))
            }
            (Phase::Refill, Place::PyramidoPile(pile)) => {
                play_or_problem(legal, PyramidoAction::Refill { pile }, problem(state))
            }
            (Phase::Tile | Phase::NoFit, _) => self.tile_tap(state, legal, place),
            _ => Outcome::Ignored(Ignored::NotSelectable),
        }
    }

    fn step_drop(
        &mut self,
        state: &Pyramido,
        legal: &[PyramidoAction],
        place: Place,
    ) -> Outcome<PyramidoAction> {
        match (state.phase(), place, self.slot) {
            // The domino lands covering the cell, wherever its ghost was: a
            // release on the old ghost moves it there, it does not turn it.
            (Phase::Place, Place::PyramidoCell(cell), Some(slot)) => {
                self.put_down(state, legal, slot, cell)
            }
            _ => self.step_tap(state, legal, place),
        }
    }

    fn step_press(
        &mut self,
        state: &Pyramido,
        legal: &[PyramidoAction],
        button: ButtonKind,
    ) -> Outcome<PyramidoAction> {
        let phase = state.phase();
        let changed = |yes: bool| {
            if yes {
                Outcome::Changed
            } else {
                Outcome::Ignored(Ignored::NotSelectable)
            }
        };
        match (phase, button) {
            (Phase::Place, ButtonKind::Rotate) => changed(self.rotate_domino(legal)),
            (Phase::Place, ButtonKind::Place) => match (self.slot, self.at) {
                (Some(slot), Some(at)) => {
                    play_or_problem(legal, placement(slot, at, self.dir), problem(state))
                }
                _ => Outcome::Ignored(Ignored::NothingSelected),
            },
            (Phase::Tile | Phase::NoFit, ButtonKind::Rotate) => changed(self.rotate_tile(legal)),
            (Phase::Tile | Phase::NoFit, ButtonKind::Place) => match (self.tile_cell, self.face) {
                (Some(cell), Some(colour)) => {
                    play_or_problem(legal, self.tile_action(phase, cell, colour), problem(state))
                }
                _ => Outcome::Ignored(Ignored::NothingSelected),
            },
            (Phase::Tile, ButtonKind::SkipTile) => {
                play_or_problem(legal, PyramidoAction::SkipTile, problem(state))
            }
            _ => Outcome::Ignored(Ignored::NotOffered),
        }
    }

    fn action_places(action: &PyramidoAction) -> (Vec<Place>, Vec<Place>) {
        match *action {
            PyramidoAction::Place { slot, cell, dir } => (
                cells(cell, dir)
                    .into_iter()
                    .flatten()
                    .map(Place::PyramidoCell)
                    .collect(),
                vec![Place::PyramidoSlot(slot)],
            ),
            PyramidoAction::Mark { cell } => (vec![Place::PyramidoCell(cell)], vec![]),
            PyramidoAction::Tile { cell, colour, .. }
            | PyramidoAction::FillHole { cell, colour, .. } => (
                vec![Place::PyramidoCell(cell)],
                vec![Place::PyramidoFace(colour)],
            ),
            PyramidoAction::Refill { pile } => (vec![], vec![Place::PyramidoPile(pile)]),
            PyramidoAction::SkipTile => (vec![], vec![]),
        }
    }

    fn has_selection(&self) -> bool {
        self.slot.is_some() || self.tile_cell.is_some() || self.face.is_some()
    }
}
