//! The Pylos lessons: placing, raising, squares, lines, running out, then a
//! game against the easy level. The player is Light in every lesson.

use pyramids_core::game::{GameKind, Level};

use super::{Lesson, Play, Setup, Step, Task};
use crate::catalog::LessonKey as K;

/// Four balls in a square on level 1 (two of each colour): `2a1` is open.
const FOUR_BELOW: &[&str] = &["1a1", "1b1", "1a2", "1b2"];

/// As [`FOUR_BELOW`], and Light's free `1d4` may rise to `2a1`.
const RAISE: &[&str] = &["1a1", "1b1", "1a2", "1b2", "1d4", "1c4"];

/// Light has three of the square `1a1 1b1 1a2 1b2`, Dark three of
/// `1c3 1d3 1c4 1d4`.
const SQUARES: &[&str] = &["1a1", "1d4", "1b1", "1d3", "1a2", "1c4"];

/// Light has three of the first row, `1a1 1b1 1c1`.
const LINE: &[&str] = &["1a1", "1a4", "1b1", "1b3", "1c1", "1d3"];

/// Late in a game (engine play): Light has one ball left, Dark six; every
/// place Light could fill would empty its reserve, three raises would not.
const LAST_BALL: &[&str] = &[
    "1c3", "1b1", "1c4", "1a4", "1a1", "1d4", "1d3", "1a4-2c3", "1a3", "1a2", "1d2", "1b3", "1c1",
    "1c2", "1a4", "1a2-2c2", "1b4", "1b1-2a3", "1b1", "1a2", "1a1-2b3", "1a1", "1d1", "1a2-2c1",
    "1b2", "1a1-2b1", "2b2", "2c1-3b2", "1a2", "1a1",
];

pub(super) static LESSONS: &[Lesson] = &[
    Lesson {
        id: "pylos-place",
        game: GameKind::Pylos,
        variant: None,
        seed: 0,
        title: K::PylosPlaceTitle,
        summary: K::PylosPlaceSummary,
        steps: &[
            Step {
                setup: Setup::Moves(&[]),
                say: K::PylosWelcome,
                points: &[],
                task: Task::Read,
                praise: None,
            },
            Step {
                setup: Setup::Continue,
                say: K::PylosFirstBall,
                points: &[],
                task: Task::Play(Play {
                    accept: &["1b2"],
                    any: true,
                    not_it: None,
                    reply: &[&["1c3", "1b3"]],
                }),
                praise: Some(K::PylosFirstBallDone),
            },
            Step {
                setup: Setup::Moves(FOUR_BELOW),
                say: K::PylosUpperPlace,
                points: &["1a1", "1b1", "1a2", "1b2", "2a1"],
                task: Task::Play(Play {
                    accept: &["2a1"],
                    any: false,
                    not_it: Some(K::PylosUpperPlaceNotIt),
                    reply: &[],
                }),
                praise: Some(K::PylosUpperPlaceDone),
            },
        ],
    },
    Lesson {
        id: "pylos-raise",
        game: GameKind::Pylos,
        variant: None,
        seed: 0,
        title: K::PylosRaiseTitle,
        summary: K::PylosRaiseSummary,
        steps: &[
            Step {
                setup: Setup::Moves(RAISE),
                say: K::PylosRaise,
                points: &["1d4", "2a1"],
                task: Task::Play(Play {
                    accept: &["1d4-2a1"],
                    any: false,
                    not_it: Some(K::PylosRaiseNotIt),
                    reply: &[&["1c1", "1d1"]],
                }),
                praise: Some(K::PylosRaiseDone),
            },
            Step {
                setup: Setup::Continue,
                say: K::PylosCarries,
                points: &["1a1", "1a2", "2a1"],
                task: Task::Read,
                praise: None,
            },
        ],
    },
    Lesson {
        id: "pylos-square",
        game: GameKind::Pylos,
        variant: Some("standard"),
        seed: 0,
        title: K::PylosSquareTitle,
        summary: K::PylosSquareSummary,
        steps: &[
            Step {
                setup: Setup::Moves(SQUARES),
                say: K::PylosSquare,
                points: &["1a1", "1b1", "1a2", "1b2"],
                task: Task::Play(Play {
                    accept: &["1b2"],
                    any: false,
                    not_it: Some(K::PylosSquareNotIt),
                    reply: &[],
                }),
                praise: Some(K::PylosSquareDone),
            },
            Step {
                setup: Setup::Continue,
                say: K::PylosReclaimFirst,
                points: &["1b2"],
                task: Task::Play(Play {
                    accept: &["x1b2"],
                    any: true,
                    not_it: None,
                    reply: &[],
                }),
                praise: Some(K::PylosReclaimFirstDone),
            },
            Step {
                setup: Setup::Continue,
                say: K::PylosReclaimSecond,
                points: &[],
                task: Task::Play(Play {
                    accept: &["stop"],
                    any: true,
                    not_it: None,
                    // Dark completes its own square and takes that ball back.
                    reply: &[&["1c3"], &["x1c3"], &["stop"]],
                }),
                praise: Some(K::PylosReclaimSecondDone),
            },
            Step {
                setup: Setup::Continue,
                say: K::PylosKids,
                points: &[],
                task: Task::Read,
                praise: None,
            },
        ],
    },
    Lesson {
        id: "pylos-line",
        game: GameKind::Pylos,
        variant: Some("expert"),
        seed: 0,
        title: K::PylosLineTitle,
        summary: K::PylosLineSummary,
        steps: &[
            Step {
                setup: Setup::Moves(LINE),
                say: K::PylosLine,
                points: &["1a1", "1b1", "1c1", "1d1"],
                task: Task::Play(Play {
                    accept: &["1d1"],
                    any: false,
                    not_it: Some(K::PylosLineNotIt),
                    reply: &[],
                }),
                praise: Some(K::PylosLineDone),
            },
            Step {
                setup: Setup::Continue,
                say: K::PylosLineReclaim,
                points: &["1d1"],
                task: Task::Play(Play {
                    accept: &["x1d1"],
                    any: true,
                    not_it: None,
                    reply: &[],
                }),
                praise: None,
            },
            Step {
                setup: Setup::Continue,
                say: K::PylosReclaimSecond,
                points: &[],
                task: Task::Play(Play {
                    accept: &["stop"],
                    any: true,
                    not_it: None,
                    reply: &[&["1c4", "1d4", "1c3"]],
                }),
                praise: Some(K::PylosLineReclaimDone),
            },
        ],
    },
    Lesson {
        id: "pylos-empty",
        game: GameKind::Pylos,
        variant: None,
        seed: 0,
        title: K::PylosEmptyTitle,
        summary: K::PylosEmptySummary,
        steps: &[
            Step {
                setup: Setup::Moves(LAST_BALL),
                say: K::PylosEmpty,
                points: &["1d1", "1a2"],
                task: Task::Play(Play {
                    accept: &["1d1-2a1", "1d1-2a2", "1a2-2c1"],
                    any: false,
                    not_it: Some(K::PylosEmptyNotIt),
                    reply: &[&["2c1", "2a1", "2a2", "1a2"]],
                }),
                praise: Some(K::PylosEmptyDone),
            },
            Step {
                setup: Setup::Continue,
                say: K::PylosTop,
                points: &["4a1"],
                task: Task::Read,
                praise: None,
            },
        ],
    },
    Lesson {
        id: "pylos-game",
        game: GameKind::Pylos,
        variant: None,
        seed: 0,
        title: K::PylosGameTitle,
        summary: K::PylosGameSummary,
        steps: &[Step {
            setup: Setup::Moves(&[]),
            say: K::PylosGame,
            points: &[],
            task: Task::Game { level: Level::Easy },
            praise: Some(K::PylosGameDone),
        }],
    },
];
