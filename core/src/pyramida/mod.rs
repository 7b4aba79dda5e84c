//! Pyramida ([`docs/rules/pyramida.md`](../../../docs/rules/pyramida.md)): a race of three stones per player
//! up a triangle of 21 fields, with displacement chains, protected pairs and
//! edge blocks. The board is a reconstruction (see [`board`]).
//!
//! A turn is one voluntary move (or a pass) followed by the retreat chain it
//! starts. Every retreat is a move of the retreating stone's owner: when the
//! owner has a choice it is a decision of its own (so [`Game::to_move`] is
//! that owner), when there is none it is played automatically. The turn then
//! passes to the opponent of whoever moved last.

pub mod ai;
pub mod board;
pub mod notation;
pub mod problem;
pub mod solver;
pub mod table;

use serde::{Deserialize, Serialize};

use crate::error::{IllegalAction, NotationError, RuleProblem};
use crate::game::{EventSink, Game, GameKind, Outcome, Seat};
use crate::search::Searchable;
pub use board::{fields_of, Dir, EdgeSpot, Field, BASE_ENDS, FIELDS, TOP};
pub use notation::draw_board;
pub use problem::PyramidaProblem;
pub use solver::{install_solution, solution_ready, solve_stats, Solution, SolveStats};
pub use table::TableError;

/// Which decision the player to move faces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Decision {
    /// Move a stone one field diagonally up or down.
    Move,
    /// Choose where the stone driven from `retreat_from` goes.
    Retreat,
    /// No legal move: the only action is a pass.
    Pass,
    /// The game is over.
    GameOver,
}

pub const STONES: u8 = 3;
pub const WHITE: Seat = 0;
pub const BLACK: Seat = 1;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PyramidaOptions {
    /// Black starts on `a1` (the page allows either setup); White still
    /// moves first.
    #[serde(default)]
    pub swapped: bool,
}

/// One decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum PyramidaAction {
    /// A voluntary move one field diagonally up or down.
    Move { from: Field, to: Field },
    /// Where the retreating stone goes, when its owner has a choice.
    Retreat { to: Field },
    /// The only action of a player without a legal move.
    Pass,
}

/// What happened, in the order a UI should animate it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum PyramidaEvent {
    Moved {
        seat: Seat,
        from: Field,
        to: Field,
    },
    /// The stone that moved to `f6` left the board; `off` counts the
    /// player's stones taken off so far.
    LeftBoard {
        seat: Seat,
        off: u8,
    },
    /// `seat`'s stone at `at` was entered by a stone of `by` and must retreat.
    Displaced {
        seat: Seat,
        at: Field,
        by: Seat,
    },
    /// `seat` must choose where its stone from `from` retreats.
    RetreatChoice {
        seat: Seat,
        from: Field,
        options: Vec<Field>,
    },
    /// A retreat, made by the stone's owner; `automatic` when there was no
    /// choice.
    Retreated {
        seat: Seat,
        from: Field,
        to: Field,
        automatic: bool,
    },
    /// `seat`'s stone at `at` is blocked by the enemy stone at `by`.
    Blocked {
        seat: Seat,
        at: Field,
        by: Field,
    },
    /// `seat`'s stone at `at` may move again (or was driven off while blocked).
    Unblocked {
        seat: Seat,
        at: Field,
    },
    /// `seat`'s stone at `at` may not be entered by the attacker's next move.
    Protected {
        seat: Seat,
        at: Field,
    },
    ProtectionEnded {
        seat: Seat,
        at: Field,
    },
    Passed {
        seat: Seat,
    },
    TurnPassed {
        to: Seat,
    },
    GameOver {
        outcome: Outcome,
    },
}

/// A Pyramida position, including a retreat chain in progress.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Pyramida {
    options: PyramidaOptions,
    /// Field masks per seat.
    stones: [u32; 2],
    to_move: Seat,
    /// Whether each seat has made its first voluntary move.
    opened: [bool; 2],
    /// A field the attacker's next move may not enter.
    protected: Option<Field>,
    /// Per edge field ([`EdgeSpot::index`]): the steps along that edge of
    /// the enemy stones blocking the stone there. Kept per blocker because
    /// each block ends with its own blocking stone.
    blocks: [u8; 10],
    /// Mid-chain: the field the retreating stone of `to_move` is driven from
    /// (it now holds the stone that drove it off).
    retreat_from: Option<Field>,
}

/// Where a stone of `owner` driven from `from` may retreat, as a field mask.
///
/// The page's priorities pick the candidates (a free field; else its own
/// colour over an enemy; else either), and then only candidates whose own
/// chain can end off the base row remain. Empty means the move that started
/// the chain is illegal. Only fields below `from` are read, and a chain only
/// ever runs downwards, so the board the caller passes is exact.
pub fn retreat_targets(stones: &[u32; 2], from: Field, owner: Seat) -> u32 {
    let Some((left, right)) = from.below() else {
        return 0;
    };
    let pair = left.bit() | right.bit();
    let occupied = stones[0] | stones[1];
    let free = pair & !occupied;
    if free != 0 {
        return free;
    }
    let own = pair & stones[owner];
    let candidates = if own.count_ones() == 1 { own } else { pair };
    let mut targets = 0;
    for c in fields_of(candidates) {
        let displaced = if stones[0] & c.bit() != 0 { 0 } else { 1 };
        if retreat_targets(stones, c, displaced) != 0 {
            targets |= c.bit();
        }
    }
    targets
}

impl Pyramida {
    /// The standard start (or the swapped one).
    pub fn start(options: &PyramidaOptions) -> Pyramida {
        // The bottom row is fields 0..6, a1 c1 e1 g1 i1 k1.
        let ends_and_middle: u32 = 0b01_0101; // a1 e1 i1
        let others: u32 = 0b10_1010; // c1 g1 k1
        let stones = if options.swapped {
            [others, ends_and_middle]
        } else {
            [ends_and_middle, others]
        };
        Pyramida {
            options: options.clone(),
            stones,
            to_move: WHITE,
            opened: [false; 2],
            protected: None,
            blocks: [0; 10],
            retreat_from: None,
        }
    }

    /// Builds a position at the start of a turn (tests, puzzles). Both
    /// players count as having made their first move; see
    /// [`Pyramida::with_opened`], [`Pyramida::with_block`] and
    /// [`Pyramida::with_protection`] for the rest of the state.
    pub fn from_fields(
        white: &[Field],
        black: &[Field],
        to_move: Seat,
    ) -> Result<Pyramida, String> {
        let mut stones = [0u32; 2];
        for (seat, list) in [white, black].into_iter().enumerate() {
            for &f in list {
                if f == TOP {
                    return Err("a stone on f6 leaves the board at once".into());
                }
                if (stones[0] | stones[1]) & f.bit() != 0 {
                    return Err(format!("{f} is given twice"));
                }
                stones[seat] |= f.bit();
            }
            if list.len() > usize::from(STONES) {
                return Err(format!("more than {STONES} stones of one colour"));
            }
        }
        if stones[0] == 0 && stones[1] == 0 {
            return Err("both players have taken all stones off".into());
        }
        if to_move > 1 {
            return Err(format!("seat {to_move} does not exist"));
        }
        Ok(Pyramida {
            options: PyramidaOptions::default(),
            stones,
            to_move,
            opened: [true; 2],
            protected: None,
            blocks: [0; 10],
            retreat_from: None,
        })
    }

    /// [`Pyramida::from_fields`] with space-separated field names, e.g.
    /// `Pyramida::from_text("e1 c3", "d2", WHITE)`.
    pub fn from_text(white: &str, black: &str, to_move: Seat) -> Result<Pyramida, String> {
        let parse = |text: &str| -> Result<Vec<Field>, String> {
            text.split_whitespace()
                .map(|t| Field::parse(t).ok_or_else(|| format!("{t:?} is not a field")))
                .collect()
        };
        Pyramida::from_fields(&parse(white)?, &parse(black)?, to_move)
    }

    pub fn with_options(mut self, options: PyramidaOptions) -> Pyramida {
        self.options = options;
        self
    }

    /// Whether each player has made their first move (the first-move
    /// restriction applies until they have).
    pub fn with_opened(mut self, white: bool, black: bool) -> Pyramida {
        self.opened = [white, black];
        self
    }

    /// Marks the stone at `blocked` as blocked by the enemy stone at `by` on
    /// the same edge.
    pub fn with_block(mut self, blocked: Field, by: Field) -> Result<Pyramida, String> {
        let (Some(a), Some(b)) = (blocked.edge(), by.edge()) else {
            return Err("blocks exist only between stones on an edge".into());
        };
        if a.side != b.side || a == b {
            return Err(format!(
                "{blocked} and {by} are not two fields of the same edge"
            ));
        }
        let (Some(x), Some(y)) = (self.occupant(blocked), self.occupant(by)) else {
            return Err("a block needs a stone on both fields".into());
        };
        if x == y {
            return Err("only an enemy stone blocks".into());
        }
        if by.row() == 0 {
            return Err(
                "a blocking stone moved up onto its edge, so it is never on the base row".into(),
            );
        }
        if self.blocks[b.index()] & (1 << a.step) != 0 {
            return Err(format!(
                "{blocked} already blocks {by}; two stones never block each other"
            ));
        }
        self.blocks[a.index()] |= 1 << b.step;
        Ok(self)
    }

    /// Protects the stone at `field` against the next move of the side to
    /// move (as after an attack from below on a pair).
    pub fn with_protection(mut self, field: Field) -> Result<Pyramida, String> {
        if self.occupant(field) != Some(1 - self.to_move) {
            return Err(format!("{field} must hold a stone of the side not to move"));
        }
        self.protected = Some(field);
        Ok(self)
    }

    pub fn stones(&self, seat: Seat) -> u32 {
        self.stones[seat]
    }
    pub fn occupant(&self, f: Field) -> Option<Seat> {
        if self.stones[0] & f.bit() != 0 {
            Some(0)
        } else if self.stones[1] & f.bit() != 0 {
            Some(1)
        } else {
            None
        }
    }
    /// Stones on the board, counting a stone in the middle of its retreat
    /// (it is in neither mask until it lands).
    pub fn on_board(&self, seat: Seat) -> u8 {
        let retreating = self.retreat_from.is_some() && self.to_move == seat;
        self.stones[seat].count_ones() as u8 + u8::from(retreating)
    }
    /// Stones taken off the top.
    pub fn off(&self, seat: Seat) -> u8 {
        STONES - self.on_board(seat)
    }
    pub fn has_opened(&self, seat: Seat) -> bool {
        self.opened[seat]
    }
    pub fn protected(&self) -> Option<Field> {
        self.protected
    }
    /// The field a stone is retreating from, mid-chain.
    pub fn retreat_from(&self) -> Option<Field> {
        self.retreat_from
    }
    /// Enemy stones blocking the stone at `f`.
    pub fn blockers(&self, f: Field) -> Vec<Field> {
        match f.edge() {
            Some(spot) => {
                let edge = EdgeSpot::fields(spot.side);
                (0..5)
                    .filter(|s| self.blocks[spot.index()] & (1 << s) != 0)
                    .map(|s| edge[s])
                    .collect()
            }
            None => Vec::new(),
        }
    }
    pub fn is_blocked(&self, f: Field) -> bool {
        f.edge().is_some_and(|spot| self.blocks[spot.index()] != 0)
    }
    /// Where the retreating stone may go now (empty outside a chain).
    /// Which decision the player to move faces, by the rules alone (a
    /// repetition draw is the record's business).
    pub fn decision(&self) -> Decision {
        if self.winner().is_some() {
            Decision::GameOver
        } else if self.retreat_from.is_some() {
            Decision::Retreat
        } else {
            let mut moves = Vec::new();
            self.moves_into(&mut moves);
            if moves.is_empty() {
                Decision::Pass
            } else {
                Decision::Move
            }
        }
    }

    pub fn retreat_options(&self) -> Vec<Field> {
        match self.retreat_from {
            Some(from) => fields_of(retreat_targets(&self.stones, from, self.to_move)).collect(),
            None => Vec::new(),
        }
    }

    /// The position seen in a mirror (files `a`↔`k`): the same game with
    /// the other setup.
    pub fn mirrored(&self) -> Pyramida {
        let mirror = Field::mirror;
        let mask = board::mirror_mask;
        let mut blocks = [0u8; 10];
        for (i, b) in self.blocks.iter().enumerate() {
            blocks[(i + 5) % 10] = *b;
        }
        Pyramida {
            options: PyramidaOptions {
                swapped: !self.options.swapped,
            },
            stones: [mask(self.stones[0]), mask(self.stones[1])],
            to_move: self.to_move,
            opened: self.opened,
            protected: self.protected.map(mirror),
            blocks,
            retreat_from: self.retreat_from.map(mirror),
        }
    }

    /// The position with the colours exchanged (including the side to
    /// move). Mirrored as well, it is a position of the same setup, so the
    /// solver stores only one of each such pair.
    pub fn colours_swapped(&self) -> Pyramida {
        Pyramida {
            options: self.options.clone(),
            stones: [self.stones[1], self.stones[0]],
            to_move: 1 - self.to_move,
            opened: [self.opened[1], self.opened[0]],
            protected: self.protected,
            blocks: self.blocks,
            retreat_from: self.retreat_from,
        }
    }

    fn winner(&self) -> Option<Seat> {
        (0..2).find(|&s| self.on_board(s) == 0)
    }

    /// Why moving `from` → `to` is illegal at the start of this turn. Typed,
    /// so move generation never formats text.
    fn move_problem(&self, from: Field, to: Field) -> Option<MoveProblem> {
        let me = self.to_move;
        let opp = 1 - me;
        if from.index() >= FIELDS || to.index() >= FIELDS {
            return Some(MoveProblem::NoSuchField);
        }
        if self.stones[me] & from.bit() == 0 {
            return Some(MoveProblem::NoOwnStone);
        }
        if from.dir_to(to).is_none() {
            return Some(MoveProblem::NotAStep);
        }
        if self.stones[me] & to.bit() != 0 {
            return Some(MoveProblem::OwnStone);
        }
        if !self.opened[me] && BASE_ENDS.contains(&from) {
            return Some(MoveProblem::FirstMoveFromEnd);
        }
        if self.is_blocked(from) {
            return Some(MoveProblem::Blocked);
        }
        if self.protected == Some(to) {
            return Some(MoveProblem::Protected);
        }
        if self.stones[opp] & to.bit() != 0 {
            if to.row() == 0 {
                return Some(MoveProblem::BaseStone);
            }
            let mut after = self.stones;
            after[me] = (after[me] & !from.bit()) | to.bit();
            if retreat_targets(&after, to, opp) == 0 {
                return Some(MoveProblem::ChainFails);
            }
        }
        None
    }

    fn problem(&self, problem: MoveProblem, from: Field, to: Field) -> PyramidaProblem {
        match problem {
            MoveProblem::NoSuchField => PyramidaProblem::NoSuchField,
            MoveProblem::NoOwnStone => PyramidaProblem::NoOwnStone { at: from },
            MoveProblem::NotAStep => PyramidaProblem::NotAStep { from, to },
            MoveProblem::OwnStone => PyramidaProblem::OwnStone { at: to },
            MoveProblem::FirstMoveFromEnd => PyramidaProblem::FirstMoveFromEnd { at: from },
            MoveProblem::Blocked => PyramidaProblem::Blocked {
                at: from,
                by: self.blockers(from),
            },
            MoveProblem::Protected => PyramidaProblem::Protected { at: to },
            MoveProblem::BaseStone => PyramidaProblem::BaseStone { at: to },
            MoveProblem::ChainFails => PyramidaProblem::ChainFails { at: to },
        }
    }

    /// Why `action` is illegal now, or `None` when it is legal.
    pub fn check(&self, action: &PyramidaAction) -> Option<PyramidaProblem> {
        match (*action, self.retreat_from) {
            (PyramidaAction::Move { from, to }, None) => self
                .move_problem(from, to)
                .map(|p| self.problem(p, from, to)),
            (PyramidaAction::Retreat { to }, Some(from)) => {
                let targets = retreat_targets(&self.stones, from, self.to_move);
                if to.index() < FIELDS && targets & to.bit() != 0 {
                    None
                } else {
                    Some(PyramidaProblem::RetreatNotAllowed {
                        from,
                        options: fields_of(targets).collect(),
                    })
                }
            }
            (PyramidaAction::Pass, None) => {
                let mut moves = Vec::new();
                self.moves_into(&mut moves);
                (!moves.is_empty()).then_some(PyramidaProblem::PassWithLegalMove)
            }
            (PyramidaAction::Retreat { .. }, None) => Some(PyramidaProblem::NotRetreating),
            (_, Some(from)) => Some(PyramidaProblem::MustRetreatFirst {
                from,
                options: fields_of(retreat_targets(&self.stones, from, self.to_move)).collect(),
            }),
        }
    }

    /// Voluntary moves at the start of a turn (no pass).
    fn moves_into(&self, out: &mut Vec<PyramidaAction>) {
        let me = self.to_move;
        for from in fields_of(self.stones[me]) {
            for dir in Dir::ALL {
                if let Some(to) = from.step(dir) {
                    if self.move_problem(from, to).is_none() {
                        out.push(PyramidaAction::Move { from, to });
                    }
                }
            }
        }
    }

    /// The attacker's next move (voluntary, retreat or pass) uses up the
    /// protection, since a retreat is a move made in place of a turn.
    fn end_protection_if_attacker(
        &mut self,
        mover: Seat,
        sink: &mut impl EventSink<PyramidaEvent>,
    ) {
        if let Some(p) = self.protected {
            if self.occupant(p) != Some(mover) {
                self.protected = None;
                let seat = 1 - mover;
                sink.emit(|| PyramidaEvent::ProtectionEnded { seat, at: p });
            }
        }
    }

    /// The stone of `owner` at `at` stops blocking (moved down, left the
    /// board or was driven off).
    fn end_blocks_by(&mut self, at: Field, owner: Seat, sink: &mut impl EventSink<PyramidaEvent>) {
        let Some(spot) = at.edge() else { return };
        for (step, f) in EdgeSpot::fields(spot.side).into_iter().enumerate() {
            let i = spot.side as usize * 5 + step;
            if self.stones[1 - owner] & f.bit() != 0 && self.blocks[i] & (1 << spot.step) != 0 {
                self.blocks[i] &= !(1 << spot.step);
                if self.blocks[i] == 0 {
                    let seat = 1 - owner;
                    sink.emit(|| PyramidaEvent::Unblocked { seat, at: f });
                }
            }
        }
    }

    /// The stone at `at` is driven off its field, ending its own block.
    fn end_block_of(&mut self, at: Field, owner: Seat, sink: &mut impl EventSink<PyramidaEvent>) {
        if let Some(spot) = at.edge() {
            if self.blocks[spot.index()] != 0 {
                self.blocks[spot.index()] = 0;
                sink.emit(|| PyramidaEvent::Unblocked { seat: owner, at });
            }
        }
    }

    /// A blocker moving up along its edge keeps its blocks.
    fn move_blocks_by(&mut self, from: EdgeSpot, to: EdgeSpot, owner: Seat) {
        for (step, f) in EdgeSpot::fields(from.side).into_iter().enumerate() {
            let i = from.side as usize * 5 + step;
            if self.stones[1 - owner] & f.bit() != 0 && self.blocks[i] & (1 << from.step) != 0 {
                self.blocks[i] = (self.blocks[i] & !(1 << from.step)) | (1 << to.step);
            }
        }
    }

    /// The stone of `owner` moved up onto edge field `at`: every enemy stone
    /// standing on that edge is blocked by it.
    fn block_edge(&mut self, at: Field, owner: Seat, sink: &mut impl EventSink<PyramidaEvent>) {
        let Some(spot) = at.edge() else { return };
        for (step, f) in EdgeSpot::fields(spot.side).into_iter().enumerate() {
            let i = spot.side as usize * 5 + step;
            if self.stones[1 - owner] & f.bit() != 0 && self.blocks[i] & (1 << spot.step) == 0 {
                self.blocks[i] |= 1 << spot.step;
                let seat = 1 - owner;
                sink.emit(|| PyramidaEvent::Blocked {
                    seat,
                    at: f,
                    by: at,
                });
            }
        }
    }

    fn pass_turn(&mut self, last_mover: Seat, sink: &mut impl EventSink<PyramidaEvent>) {
        self.retreat_from = None;
        self.to_move = 1 - last_mover;
        let to = self.to_move;
        sink.emit(|| PyramidaEvent::TurnPassed { to });
    }

    fn play_move(&mut self, from: Field, to: Field, sink: &mut impl EventSink<PyramidaEvent>) {
        let me = self.to_move;
        let opp = 1 - me;
        self.end_protection_if_attacker(me, sink);
        self.opened[me] = true;
        sink.emit(|| PyramidaEvent::Moved { seat: me, from, to });
        let dir = from.dir_to(to).unwrap_or(Dir::UpLeft);
        let up = dir.is_up();
        if let Some(spot) = from.edge() {
            match to.edge() {
                Some(next) if up => self.move_blocks_by(spot, next, me),
                _ => self.end_blocks_by(from, me, sink),
            }
        }
        self.stones[me] &= !from.bit();
        if to == TOP {
            let off = self.off(me);
            sink.emit(|| PyramidaEvent::LeftBoard { seat: me, off });
            if self.stones[me] != 0 {
                self.pass_turn(me, sink);
            }
            return;
        }
        let attacked = self.stones[opp] & to.bit() != 0;
        if attacked {
            sink.emit(|| PyramidaEvent::Displaced {
                seat: opp,
                at: to,
                by: me,
            });
            self.end_block_of(to, opp, sink);
            self.end_blocks_by(to, opp, sink);
            self.stones[opp] &= !to.bit();
            if up {
                if let Some(behind) = to.step(dir) {
                    if self.stones[opp] & behind.bit() != 0 {
                        self.protected = Some(behind);
                        sink.emit(|| PyramidaEvent::Protected {
                            seat: opp,
                            at: behind,
                        });
                    }
                }
            }
        }
        self.stones[me] |= to.bit();
        if up {
            self.block_edge(to, me, sink);
        }
        if attacked {
            self.retreat_from = Some(to);
            self.to_move = opp;
            self.run_chain(sink);
        } else {
            self.pass_turn(me, sink);
        }
    }

    /// One retreat of the stone of `to_move` driven from `retreat_from`.
    fn retreat_step(
        &mut self,
        to: Field,
        automatic: bool,
        sink: &mut impl EventSink<PyramidaEvent>,
    ) {
        let me = self.to_move;
        let Some(from) = self.retreat_from else {
            return;
        };
        self.end_protection_if_attacker(me, sink);
        sink.emit(|| PyramidaEvent::Retreated {
            seat: me,
            from,
            to,
            automatic,
        });
        match self.occupant(to) {
            Some(owner) => {
                sink.emit(|| PyramidaEvent::Displaced {
                    seat: owner,
                    at: to,
                    by: me,
                });
                self.end_block_of(to, owner, sink);
                self.end_blocks_by(to, owner, sink);
                self.stones[owner] &= !to.bit();
                self.stones[me] |= to.bit();
                self.retreat_from = Some(to);
                self.to_move = owner;
            }
            None => {
                self.stones[me] |= to.bit();
                self.pass_turn(me, sink);
            }
        }
    }

    /// Plays the retreats that leave no choice, up to the next choice or the
    /// end of the chain.
    fn run_chain(&mut self, sink: &mut impl EventSink<PyramidaEvent>) {
        while let Some(from) = self.retreat_from {
            let targets = retreat_targets(&self.stones, from, self.to_move);
            match (targets.count_ones(), fields_of(targets).next()) {
                (1, Some(to)) => self.retreat_step(to, true, sink),
                (0, _) | (1, None) => {
                    // Unreachable: the move that started the chain was
                    // checked to complete. End the chain rather than stall.
                    debug_assert!(false, "retreat chain without a target");
                    let mover = self.to_move;
                    self.pass_turn(mover, sink);
                }
                _ => {
                    let seat = self.to_move;
                    sink.emit(|| PyramidaEvent::RetreatChoice {
                        seat,
                        from,
                        options: fields_of(targets).collect(),
                    });
                    return;
                }
            }
        }
    }

    fn play_inner(&mut self, action: &PyramidaAction, sink: &mut impl EventSink<PyramidaEvent>) {
        match *action {
            PyramidaAction::Move { from, to } => self.play_move(from, to, sink),
            PyramidaAction::Retreat { to } => {
                self.retreat_step(to, false, sink);
                self.run_chain(sink);
            }
            PyramidaAction::Pass => {
                let me = self.to_move;
                self.end_protection_if_attacker(me, sink);
                sink.emit(|| PyramidaEvent::Passed { seat: me });
                self.pass_turn(me, sink);
            }
        }
    }
}

/// Why a voluntary move is illegal: the allocation-free form move
/// generation tests, turned into a [`PyramidaProblem`] only when refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum MoveProblem {
    NoSuchField,
    NoOwnStone,
    NotAStep,
    OwnStone,
    FirstMoveFromEnd,
    Blocked,
    Protected,
    /// The enemy stone entered is on the base row.
    BaseStone,
    /// No retreat chain of the entered stone can complete.
    ChainFails,
}

impl Game for Pyramida {
    type Action = PyramidaAction;
    type Event = PyramidaEvent;
    type Options = PyramidaOptions;
    const KIND: GameKind = GameKind::Pyramida;

    fn new(options: &PyramidaOptions, _seed: u64) -> Pyramida {
        Pyramida::start(options)
    }
    fn options(&self) -> &PyramidaOptions {
        &self.options
    }
    fn seat_count(&self) -> usize {
        2
    }
    fn to_move(&self) -> Seat {
        self.to_move
    }

    fn legal_actions(&self) -> Vec<PyramidaAction> {
        let mut out = Vec::with_capacity(12);
        self.legal_actions_into(&mut out);
        out
    }

    fn apply(&mut self, action: &PyramidaAction) -> Result<Vec<PyramidaEvent>, IllegalAction> {
        if self.winner().is_some() {
            return Err(IllegalAction::GameOver);
        }
        if let Some(problem) = self.check(action) {
            return Err(IllegalAction::rejected(
                notation::format(action),
                RuleProblem::Pyramida { problem },
            ));
        }
        let mut events = Vec::new();
        self.play_inner(action, &mut events);
        Ok(events)
    }

    fn outcome(&self) -> Outcome {
        match self.winner() {
            Some(winner) => Outcome::Win { winner },
            None => Outcome::Ongoing,
        }
    }

    fn repetition_key(&self) -> Option<u64> {
        // Mid-chain positions are not compared: a turn has not started.
        self.retreat_from.is_none().then(|| solver::pack(self))
    }

    fn game_over_event(outcome: &Outcome) -> PyramidaEvent {
        PyramidaEvent::GameOver {
            outcome: outcome.clone(),
        }
    }

    fn format_action(&self, action: &PyramidaAction) -> String {
        notation::format(action)
    }

    fn parse_action(&self, text: &str) -> Result<PyramidaAction, NotationError> {
        notation::parse(text)
    }

    fn state_json(&self) -> serde_json::Value {
        let board: Vec<serde_json::Value> = Field::all()
            .map(|f| {
                serde_json::json!({
                    "field": f,
                    "stone": self.occupant(f).map(|s| if s == WHITE { "white" } else { "black" }),
                    "blocked_by": self.blockers(f),
                })
            })
            .collect();
        let legal: Vec<String> = self.legal_actions().iter().map(notation::format).collect();
        serde_json::json!({
            "game": "pyramida",
            "swapped": self.options.swapped,
            "to_move": self.to_move,
            "decision": crate::Decision::Pyramida { decision: self.decision() }.kind(),
            "board": board,
            "off": [self.off(WHITE), self.off(BLACK)],
            "opened": self.opened,
            "protected": self.protected,
            "retreat_from": self.retreat_from,
            "retreat_options": self.retreat_options(),
            "legal": legal,
            "outcome": self.outcome(),
        })
    }

    fn decision(&self) -> crate::Decision {
        crate::Decision::Pyramida {
            decision: self.decision(),
        }
    }
}

impl Searchable for Pyramida {
    fn hash_key(&self) -> u64 {
        solver::pack(self)
    }

    fn evaluate(&self) -> i32 {
        ai::evaluate(self)
    }

    fn play(&mut self, action: &PyramidaAction) {
        self.play_inner(action, &mut ());
    }

    fn legal_actions_into(&self, out: &mut Vec<PyramidaAction>) {
        out.clear();
        if self.winner().is_some() {
            return;
        }
        match self.retreat_from {
            Some(from) => {
                let targets = retreat_targets(&self.stones, from, self.to_move);
                out.extend(fields_of(targets).map(|to| PyramidaAction::Retreat { to }));
            }
            None => {
                self.moves_into(out);
                if out.is_empty() {
                    out.push(PyramidaAction::Pass);
                }
            }
        }
    }

    fn order_hint(&self, action: &PyramidaAction) -> i32 {
        ai::order_hint(self, action)
    }
}

#[cfg(test)]
mod solver_tests;
#[cfg(test)]
mod tests;
