//! The Pyramida lessons: climbing, pushing back, protection, passing,
//! repetition, the top, then a game against the easy level. The player is
//! White in every lesson.

use pyramids_core::game::{GameKind, Level};

use super::{Lesson, Play, Setup, Step, Task};
use crate::catalog::LessonKey as K;

/// Both sides have made their first move: White `f2`, Black `d2`.
const OPENED: &[&str] = &["e1-f2", "c1-d2"];

/// Black's `e3` stands above White's `f2`; both fields below it are free.
const PUSH: &[&str] = &["e1-f2", "c1-d2", "i1-h2", "d2-e3"];

/// Black has just entered White's `e3` from `d2`: White's stone must
/// retreat, to `d2` or `f2`, both free.
const DRIVEN: &[&str] = &["e1-f2", "c1-d2", "f2-e3", "d2-e3"];

/// Black's `e3` has Black's `d4` behind it on the diagonal up from White's
/// `f2` (White shuffles `h2`/`i1` meanwhile).
const PAIR: &[&str] = &[
    "i1-h2", "c1-d2", "h2-i1", "d2-c3", "i1-h2", "c3-d4", "h2-i1", "g1-f2", "i1-h2", "f2-e3",
    "e1-f2", "k1-j2",
];

/// White's three stones stand on the edges, `a1` and `c3` on the left and
/// `i3` on the right, and Black has just moved up onto both (`b2`, `h4`).
const BLOCKED: &[&str] = &[
    "e1-d2", "g1-h2", "d2-c3", "h2-g3", "i1-j2", "c1-b2", "j2-i3", "g3-h4",
];

/// White's `g3` and Black's `d2` have gone to and fro: `g3-h2` would bring
/// back, a third time, the position after White's `i1-h2`.
const TWICE: &[&str] = &[
    "e1-f2", "c1-d2", "i1-h2", "d2-e3", "h2-g3", "e3-d2", "g3-h2", "d2-e3", "h2-g3", "e3-d2",
];

/// White's first stone has climbed to `e5` (Black shuffles `g1`/`h2`).
const NEAR_TOP: &[&str] = &[
    "e1-f2", "g1-h2", "f2-e3", "h2-g1", "e3-f4", "g1-h2", "f4-e5", "h2-g1",
];

/// As [`NEAR_TOP`], then the other two stones over the top as well but the
/// last, which is on `e5` again.
const LAST_STONE: &[&str] = &[
    "e1-f2", "g1-h2", "f2-e3", "h2-g1", "e3-f4", "g1-h2", "f4-e5", "h2-g1", "e5-f6", "g1-h2",
    "i1-j2", "h2-g1", "j2-i3", "g1-h2", "i3-h4", "h2-g1", "h4-g5", "g1-h2", "g5-f6", "h2-g1",
    "a1-b2", "g1-h2", "b2-c3", "h2-g1", "c3-d4", "g1-h2", "d4-e5", "h2-g1",
];

pub(super) static LESSONS: &[Lesson] = &[
    Lesson {
        id: "pyramida-climb",
        game: GameKind::Pyramida,
        variant: None,
        seed: 0,
        title: K::PyramidaClimbTitle,
        summary: K::PyramidaClimbSummary,
        steps: &[
            Step {
                setup: Setup::Moves(&[]),
                say: K::PyramidaWelcome,
                points: &["f6"],
                task: Task::Read,
                praise: None,
            },
            Step {
                setup: Setup::Continue,
                say: K::PyramidaFirstMove,
                points: &["e1", "i1"],
                task: Task::Play(Play {
                    accept: &["e1-f2"],
                    any: true,
                    not_it: None,
                    reply: &[&["c1-d2"]],
                }),
                praise: Some(K::PyramidaFirstMoveDone),
            },
            Step {
                // From a fixed position: the first move may have been any.
                setup: Setup::Moves(OPENED),
                say: K::PyramidaClimb,
                points: &["f2", "e3", "g3"],
                task: Task::Play(Play {
                    accept: &["f2-g3", "f2-e3"],
                    any: false,
                    not_it: Some(K::PyramidaClimbNotIt),
                    reply: &[&["g1-h2"]],
                }),
                praise: Some(K::PyramidaClimbDone),
            },
        ],
    },
    Lesson {
        id: "pyramida-push",
        game: GameKind::Pyramida,
        variant: None,
        seed: 0,
        title: K::PyramidaPushTitle,
        summary: K::PyramidaPushSummary,
        steps: &[
            Step {
                setup: Setup::Moves(PUSH),
                say: K::PyramidaPush,
                points: &["f2", "e3"],
                task: Task::Play(Play {
                    accept: &["f2-e3"],
                    any: false,
                    not_it: Some(K::PyramidaPushNotIt),
                    reply: &[&["d2", "f2"]],
                }),
                praise: Some(K::PyramidaPushDone),
            },
            Step {
                setup: Setup::Moves(DRIVEN),
                say: K::PyramidaRetreat,
                points: &["d2", "f2"],
                task: Task::Play(Play {
                    accept: &["f2", "d2"],
                    any: true,
                    not_it: None,
                    reply: &[],
                }),
                praise: Some(K::PyramidaRetreatDone),
            },
        ],
    },
    Lesson {
        id: "pyramida-protect",
        game: GameKind::Pyramida,
        variant: None,
        seed: 0,
        title: K::PyramidaProtectTitle,
        summary: K::PyramidaProtectSummary,
        steps: &[
            Step {
                setup: Setup::Moves(PAIR),
                say: K::PyramidaPair,
                points: &["f2", "e3", "d4"],
                task: Task::Play(Play {
                    accept: &["f2-e3"],
                    any: false,
                    not_it: Some(K::PyramidaPairNotIt),
                    reply: &[&["d2", "f2"]],
                }),
                praise: Some(K::PyramidaPairDone),
            },
            Step {
                setup: Setup::Continue,
                say: K::PyramidaProtected,
                points: &["d4"],
                task: Task::Play(Play {
                    accept: &["e3-f4"],
                    any: true,
                    not_it: None,
                    reply: &[],
                }),
                praise: Some(K::PyramidaProtectedDone),
            },
        ],
    },
    Lesson {
        id: "pyramida-pass",
        game: GameKind::Pyramida,
        variant: None,
        seed: 0,
        title: K::PyramidaPassTitle,
        summary: K::PyramidaPassSummary,
        steps: &[Step {
            setup: Setup::Moves(BLOCKED),
            say: K::PyramidaBlocked,
            points: &["b2", "h4", "a1", "c3", "i3"],
            task: Task::Play(Play {
                accept: &["pass"],
                any: true,
                not_it: None,
                // Black steps down from the left edge, which frees a1 and c3.
                reply: &[&["b2-c1"]],
            }),
            praise: Some(K::PyramidaBlockedDone),
        }],
    },
    Lesson {
        id: "pyramida-repeat",
        game: GameKind::Pyramida,
        variant: None,
        seed: 0,
        title: K::PyramidaRepeatTitle,
        summary: K::PyramidaRepeatSummary,
        steps: &[Step {
            setup: Setup::Moves(TWICE),
            say: K::PyramidaRepeat,
            points: &["g3", "h2"],
            task: Task::Play(Play {
                accept: &["g3-f4", "g3-h4", "f2-e3", "f2-e1", "a1-b2"],
                any: false,
                not_it: Some(K::PyramidaRepeatNotIt),
                reply: &[],
            }),
            praise: Some(K::PyramidaRepeatDone),
        }],
    },
    Lesson {
        id: "pyramida-top",
        game: GameKind::Pyramida,
        variant: None,
        seed: 0,
        title: K::PyramidaTopTitle,
        summary: K::PyramidaTopSummary,
        steps: &[
            Step {
                setup: Setup::Moves(NEAR_TOP),
                say: K::PyramidaTop,
                points: &["e5", "f6"],
                task: Task::Play(Play {
                    accept: &["e5-f6"],
                    any: false,
                    not_it: Some(K::PyramidaTopNotIt),
                    reply: &[&["g1-h2"]],
                }),
                praise: Some(K::PyramidaTopDone),
            },
            Step {
                setup: Setup::Moves(LAST_STONE),
                say: K::PyramidaLastStone,
                points: &["e5", "f6"],
                task: Task::Play(Play {
                    accept: &["e5-f6"],
                    any: false,
                    not_it: Some(K::PyramidaTopNotIt),
                    reply: &[],
                }),
                praise: Some(K::PyramidaLastStoneDone),
            },
        ],
    },
    Lesson {
        id: "pyramida-game",
        game: GameKind::Pyramida,
        variant: None,
        seed: 0,
        title: K::PyramidaGameTitle,
        summary: K::PyramidaGameSummary,
        steps: &[Step {
            setup: Setup::Moves(&[]),
            say: K::PyramidaGame,
            points: &[],
            task: Task::Game { level: Level::Easy },
            praise: Some(K::PyramidaGameDone),
        }],
    },
];
