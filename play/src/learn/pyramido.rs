//! The Pyramido lessons: a turn (placing, the single tile, the refill), the
//! marker, the floor's scoring, the floors above, the no-fit turn, the end,
//! then a game against the easy level. The player is the first player, seat
//! 0, in every lesson; every lesson deals with the seed whose first player
//! that is, so the positions are one game's.

use pyramids_core::game::{GameKind, Level};

use super::{Lesson, Play, Setup, Step, Task};
use crate::catalog::LessonKey as K;

/// The deal every lesson plays: seat 0 moves first.
const SEED: u64 = 12;

/// The player's first domino on the floor, from quarry place 3.
const FIRST: &[&str] = &["q3@e5n"];

/// As [`FIRST`], the single tile kept.
const FIRST_TILE: &[&str] = &["q3@e5n", "-"];

/// A turn each: the player is to place a second domino on floor 1.
const SECOND_TURN: &[&str] = &["q3@e5n", "-", "p3", "q1@e5n", "m@e4", "-", "p2"];

/// Every place the yellow and aqua domino of quarry place 2 may go on the
/// player's floor after [`SECOND_TURN`] (the first, as the game went).
#[rustfmt::skip]
const YELLOW_AQUA: &[&str] = &[
    "q2@f5e", "q2@e2s", "q2@d3e", "q2@d3s", "q2@e3e", "q2@e3w", "q2@e3n", "q2@f3s", "q2@f3w",
    "q2@c4e", "q2@d4s", "q2@d4w", "q2@d4n", "q2@f4e", "q2@f4s", "q2@f4n", "q2@g4w", "q2@c5e",
    "q2@d5s", "q2@d5w", "q2@d5n", "q2@f5s", "q2@f5n", "q2@g5w", "q2@d6e", "q2@d6n", "q2@e6e",
    "q2@e6s", "q2@e6w", "q2@f6w", "q2@f6n", "q2@e7n",
];

/// The player's second domino is down; its yellow and aqua blocks both show
/// a jewel and the player holds both markers.
const SECOND: &[&str] = &["q3@e5n", "-", "p3", "q1@e5n", "m@e4", "-", "p2", "q2@f5e"];

/// Late on floor 1 (engine play): no quarry domino fits the player's floor.
#[rustfmt::skip]
const NO_FIT: &[&str] = &[
    "q3@e5n", "-", "p3", "q1@e5n", "m@e4", "-", "p2", "q2@f5e", "m@g5", "-", "p3", "q1@c5e", "m@d5",
    "-", "p1", "q3@g4w", "m@g4", "-", "p4", "q1@e6e", "-", "p2", "q3@e3w", "m@e3", "-", "p4",
    "q1@d4n", "m@d3", "-", "p1", "q2@g2s", "-", "p3", "q2@c6w", "-", "p2", "q2@f2w", "-", "p3",
    "q1@f4s", "-", "p2", "q2@d2n", "-", "p3", "q3@f3w", "-", "p4", "q3@d4s", "-", "p4", "q3@b4s",
    "-", "p3", "q1@e1e", "-", "p1", "q3@c3s", "-", "p4",
];

/// As [`NO_FIT`], the first tile in g1: f3 is the floor's last empty
/// position, beside the player's marked brown (e3), red (f2) and blue (g3).
#[rustfmt::skip]
const NO_FIT_LAST: &[&str] = &[
    "q3@e5n", "-", "p3", "q1@e5n", "m@e4", "-", "p2", "q2@f5e", "m@g5", "-", "p3", "q1@c5e", "m@d5",
    "-", "p1", "q3@g4w", "m@g4", "-", "p4", "q1@e6e", "-", "p2", "q3@e3w", "m@e3", "-", "p4",
    "q1@d4n", "m@d3", "-", "p1", "q2@g2s", "-", "p3", "q2@c6w", "-", "p2", "q2@f2w", "-", "p3",
    "q1@f4s", "-", "p2", "q2@d2n", "-", "p3", "q3@f3w", "-", "p4", "q3@d4s", "-", "p4", "q3@b4s",
    "-", "p3", "q1@e1e", "-", "p1", "q3@c3s", "-", "p4", "h@g1=aqua:ne",
];

/// Both floors 1 are complete and scored; the player places first on floor 2.
#[rustfmt::skip]
const FLOOR_TWO: &[&str] = &[
    "q3@e5n", "-", "p3", "q1@e5n", "m@e4", "-", "p2", "q2@f5e", "m@g5", "-", "p3", "q1@c5e", "m@d5",
    "-", "p1", "q3@g4w", "m@g4", "-", "p4", "q1@e6e", "-", "p2", "q3@e3w", "m@e3", "-", "p4",
    "q1@d4n", "m@d3", "-", "p1", "q2@g2s", "-", "p3", "q2@c6w", "-", "p2", "q2@f2w", "-", "p3",
    "q1@f4s", "-", "p2", "q2@d2n", "-", "p3", "q3@f3w", "-", "p4", "q3@d4s", "-", "p4", "q3@b4s",
    "-", "p3", "q1@e1e", "-", "p1", "q3@c3s", "-", "p4", "h@g1=aqua:ne", "h@f3=blue:sw",
    "h@b3=blue:se", "h@d6=red:sw",
];

/// As [`FLOOR_TWO`], and a turn each on floor 2: the player's first domino
/// of floor 2 lies on `a2` and `a3`, the player is to place the next.
#[rustfmt::skip]
const FLOOR_TWO_NEXT: &[&str] = &[
    "q3@e5n", "-", "p3", "q1@e5n", "m@e4", "-", "p2", "q2@f5e", "m@g5", "-", "p3", "q1@c5e", "m@d5",
    "-", "p1", "q3@g4w", "m@g4", "-", "p4", "q1@e6e", "-", "p2", "q3@e3w", "m@e3", "-", "p4",
    "q1@d4n", "m@d3", "-", "p1", "q2@g2s", "-", "p3", "q2@c6w", "-", "p2", "q2@f2w", "-", "p3",
    "q1@f4s", "-", "p2", "q2@d2n", "-", "p3", "q3@f3w", "-", "p4", "q3@d4s", "-", "p4", "q3@b4s",
    "-", "p3", "q1@e1e", "-", "p1", "q3@c3s", "-", "p4", "h@g1=aqua:ne", "h@f3=blue:sw",
    "h@b3=blue:se", "h@d6=red:sw", "q3@a2s", "m@a3", "-", "p4", "q1@a1s", "-", "p2",
];

pub(super) static LESSONS: &[Lesson] = &[
    Lesson {
        id: "pyramido-turn",
        game: GameKind::Pyramido,
        variant: None,
        seed: SEED,
        title: K::PyramidoTurnTitle,
        summary: K::PyramidoTurnSummary,
        steps: &[
            Step {
                setup: Setup::Moves(&[]),
                say: K::PyramidoWelcome,
                points: &["q1", "q2", "q3"],
                task: Task::Read,
                praise: None,
            },
            Step {
                setup: Setup::Continue,
                say: K::PyramidoFirstDomino,
                points: &["q1", "q2", "q3"],
                task: Task::Play(Play {
                    accept: &["q3@e5n"],
                    any: true,
                    not_it: None,
                    reply: &[],
                }),
                praise: Some(K::PyramidoFirstDominoDone),
            },
            Step {
                // From a fixed position: the domino may have been any.
                setup: Setup::Moves(FIRST),
                say: K::PyramidoTile,
                points: &["e4", "tile:brown"],
                task: Task::Play(Play {
                    accept: &["-"],
                    any: true,
                    not_it: None,
                    reply: &[],
                }),
                praise: Some(K::PyramidoTileDone),
            },
            Step {
                setup: Setup::Moves(FIRST_TILE),
                say: K::PyramidoRefill,
                points: &["q3", "p3", "p4"],
                task: Task::Play(Play {
                    accept: &["p3", "p4"],
                    any: true,
                    not_it: None,
                    reply: &[&["q1@e5n"], &["m@e4"], &["-"], &["p2", "p1"]],
                }),
                praise: Some(K::PyramidoRefillDone),
            },
        ],
    },
    Lesson {
        id: "pyramido-mark",
        game: GameKind::Pyramido,
        variant: None,
        seed: SEED,
        title: K::PyramidoMarkTitle,
        summary: K::PyramidoMarkSummary,
        steps: &[
            Step {
                setup: Setup::Moves(SECOND_TURN),
                say: K::PyramidoSecondDomino,
                points: &["q2", "e5", "e4"],
                task: Task::Play(Play {
                    accept: YELLOW_AQUA,
                    any: false,
                    not_it: Some(K::PyramidoSecondDominoNotIt),
                    reply: &[],
                }),
                praise: None,
            },
            Step {
                setup: Setup::Moves(SECOND),
                say: K::PyramidoMark,
                points: &["f5", "g5"],
                task: Task::Play(Play {
                    accept: &["m@g5", "m@f5"],
                    any: true,
                    not_it: None,
                    reply: &[],
                }),
                praise: Some(K::PyramidoMarkDone),
            },
        ],
    },
    Lesson {
        id: "pyramido-no-fit",
        game: GameKind::Pyramido,
        variant: None,
        seed: SEED,
        title: K::PyramidoNoFitTitle,
        summary: K::PyramidoNoFitSummary,
        steps: &[
            Step {
                setup: Setup::Moves(NO_FIT),
                say: K::PyramidoNoFit,
                points: &["q1", "q2", "q3"],
                task: Task::Play(Play {
                    accept: &["h@g1=aqua:ne"],
                    any: true,
                    not_it: None,
                    reply: &[],
                }),
                praise: None,
            },
            Step {
                // From a fixed position: the first tile may have gone to f3.
                setup: Setup::Moves(NO_FIT_LAST),
                say: K::PyramidoNoFitSecond,
                points: &["f3", "e3", "f2", "g3", "f4"],
                task: Task::Play(Play {
                    accept: &[
                        "h@f3=blue:sw",
                        "h@f3=blue:nw",
                        "h@f3=blue:ne",
                        "h@f3=blue:se",
                    ],
                    any: false,
                    not_it: Some(K::PyramidoNoFitSecondNotIt),
                    // The rival's own no-fit turn; then floor 1 is scored.
                    reply: &[&["h@b3=blue:se"], &["h@d6=red:sw"]],
                }),
                praise: Some(K::PyramidoNoFitDone),
            },
        ],
    },
    Lesson {
        id: "pyramido-score",
        game: GameKind::Pyramido,
        variant: None,
        seed: SEED,
        title: K::PyramidoScoreTitle,
        summary: K::PyramidoScoreSummary,
        steps: &[
            Step {
                setup: Setup::Moves(FLOOR_TWO),
                say: K::PyramidoScore,
                points: &[],
                task: Task::Read,
                praise: None,
            },
            Step {
                setup: Setup::Continue,
                say: K::PyramidoMino,
                points: &[],
                task: Task::Read,
                praise: None,
            },
        ],
    },
    Lesson {
        id: "pyramido-upper",
        game: GameKind::Pyramido,
        variant: None,
        seed: SEED,
        title: K::PyramidoUpperTitle,
        summary: K::PyramidoUpperSummary,
        steps: &[
            Step {
                setup: Setup::Moves(FLOOR_TWO),
                say: K::PyramidoUpper,
                points: &["q1", "q2", "q3"],
                task: Task::Play(Play {
                    accept: &["q3@a1e"],
                    any: true,
                    not_it: None,
                    reply: &[],
                }),
                praise: None,
            },
            Step {
                setup: Setup::Moves(FLOOR_TWO_NEXT),
                say: K::PyramidoUpperNext,
                points: &["a2", "a3"],
                task: Task::Play(Play {
                    accept: &["q2@c1w"],
                    any: true,
                    not_it: None,
                    reply: &[],
                }),
                praise: Some(K::PyramidoUpperDone),
            },
        ],
    },
    Lesson {
        id: "pyramido-end",
        game: GameKind::Pyramido,
        variant: None,
        seed: SEED,
        title: K::PyramidoEndTitle,
        summary: K::PyramidoEndSummary,
        steps: &[Step {
            setup: Setup::Moves(FLOOR_TWO),
            say: K::PyramidoEnd,
            points: &[],
            task: Task::Read,
            praise: None,
        }],
    },
    Lesson {
        id: "pyramido-game",
        game: GameKind::Pyramido,
        variant: None,
        seed: SEED,
        title: K::PyramidoGameTitle,
        summary: K::PyramidoGameSummary,
        steps: &[Step {
            setup: Setup::Moves(&[]),
            say: K::PyramidoGame,
            points: &[],
            task: Task::Game { level: Level::Easy },
            praise: Some(K::PyramidoGameDone),
        }],
    },
];
