//! Rust-side tests of the session; the Kotlin suite covers the same ground
//! through the generated bindings.

use crate::ai_call::AiBudget;
use std::time::{Duration, Instant};

use super::*;
use crate::pylos::{PylosMove, PylosPhase};
use crate::types::{ActionDetail, BoardSnapshot, DrawReason};
use pyramids_core::pylos::Pos;
use pyramids_core::pyramido::Cell;

fn options(seats: Vec<SeatController>) -> GameOptions {
    GameOptions {
        game: GameKind::Pylos,
        variant: None,
        seats,
        seed: 7,
        max_plies: None,
        first_player: None,
    }
}

fn humans() -> Arc<GameSession> {
    GameSession::new(options(vec![])).unwrap()
}

fn pylos(s: &Snapshot) -> &crate::pylos::PylosSnapshot {
    match &s.board {
        BoardSnapshot::Pylos { board } => board,
        other => panic!("not a Pylos board: {other:?}"),
    }
}

#[test]
fn a_new_game_has_sixteen_placements() {
    let s = humans();
    let snap = s.snapshot();
    assert_eq!(snap.legal_action_count, 16);
    assert_eq!(snap.to_move, Seat::ALL[0]);
    assert_eq!(snap.variant, "standard");
    assert_eq!(snap.seats, vec![SeatController::Human; 2]);
    let board = pylos(&snap);
    assert_eq!(board.reserves, vec![15, 15]);
    assert_eq!(board.positions.len(), 30);
    assert_eq!(board.positions.iter().filter(|p| p.can_place).count(), 16);
    assert_eq!(board.phase, PylosPhase::Move);
    assert_eq!(s.legal_actions().len(), 16);
}

#[test]
fn bad_options_are_refused_with_what_is_wrong_typed() {
    let problem = |o: GameOptions| match GameSession::new(o).err().unwrap() {
        PyramidsError::BadOptions { problem, detail } => {
            assert!(
                !detail.is_empty(),
                "{problem:?} keeps an English detail for logs"
            );
            problem
        }
        other => panic!("{other:?}"),
    };
    assert_eq!(
        problem(options(vec![SeatController::Human; 3])),
        OptionsProblem::Players {
            game: GameKind::Pylos,
            found: 3,
            min: 2,
            max: 2
        }
    );
    let mut o = options(vec![]);
    o.variant = Some("giant".into());
    assert_eq!(
        problem(o),
        OptionsProblem::UnknownVariant {
            game: GameKind::Pylos,
            variant: "giant".into()
        }
    );
    let o = options(vec![
        SeatController::Human,
        SeatController::Ai {
            level: AiLevel::Perfect,
        },
    ]);
    let level = problem(o);
    assert_eq!(
        level,
        OptionsProblem::Level {
            game: GameKind::Pylos,
            seat: Some(1),
            level: AiLevel::Perfect
        }
    );
    assert_eq!(level.field(), "seats", "the core's field is kept");
    let mut o = options(vec![]);
    o.first_player = Some(1);
    assert_eq!(
        problem(o),
        OptionsProblem::NoFirstPlayerOption {
            game: GameKind::Pylos
        }
    );
    let mut o = options(vec![SeatController::Human; 5]);
    o.game = GameKind::Pyramido;
    assert_eq!(
        problem(o),
        OptionsProblem::Players {
            game: GameKind::Pyramido,
            found: 5,
            min: 2,
            max: 4
        }
    );
    let mut o = options(vec![SeatController::Human; 3]);
    o.game = GameKind::Pyramido;
    o.first_player = Some(3);
    let first = problem(o);
    assert_eq!(first, OptionsProblem::FirstPlayer { found: 3, last: 2 });
    assert_eq!(first.field(), "first_player");
    let mut o = options(vec![]);
    o.game = GameKind::Pyramido;
    o.first_player = Some(-1);
    assert_eq!(
        problem(o),
        OptionsProblem::FirstPlayer { found: -1, last: 1 }
    );
    let mut o = options(vec![]);
    o.game = GameKind::Pyramida;
    o.variant = Some("mirror".into());
    assert_eq!(
        problem(o),
        OptionsProblem::UnknownVariant {
            game: GameKind::Pyramida,
            variant: "mirror".into()
        }
    );
    let mut o = options(vec![]);
    o.max_plies = Some(0);
    assert_eq!(problem(o), OptionsProblem::MaxPlies);
    let s = GameSession::new(options(vec![])).unwrap();
    assert_eq!(
        s.set_seat(Seat::ALL[2], SeatController::Human),
        Err(PyramidsError::BadOptions {
            problem: OptionsProblem::NoSuchSeat { seat: 2, count: 2 },
            detail: "seat 2 does not exist (this game has 2)".into()
        })
    );
}

#[test]
fn play_undo_redo_and_errors() {
    let s = humans();
    let events = s.play("1a1".into()).unwrap();
    assert_eq!(
        events.iter().map(|e| e.name()).collect::<Vec<_>>(),
        ["placed", "turn_passed"]
    );
    assert!(
        matches!(s.play("1a1".into()), Err(PyramidsError::IllegalAction { ref problem, .. }) if problem.kind() == "occupied")
    );
    assert!(matches!(
        s.play("zz".into()),
        Err(PyramidsError::IllegalAction { .. })
    ));
    assert!(
        matches!(s.play("1".repeat(1000)), Err(PyramidsError::IllegalAction { ref action, .. }) if action.chars().count() <= 65)
    );
    assert!(s.can_undo());
    assert!(s.undo().unwrap());
    assert!(!s.undo().unwrap());
    assert!(s.can_redo());
    assert_eq!(s.redo_list(), vec!["1a1"]);
    assert_eq!(s.redo().unwrap().len(), 2);
    assert!(s.redo().unwrap().is_empty());
    assert_eq!(s.history(), vec!["1a1"]);
}

#[test]
fn typed_actions_round_trip_and_foreign_details_fail() {
    let s = humans();
    let first = s.legal_actions().into_iter().next().unwrap();
    assert!(matches!(
        first.detail,
        ActionDetail::Pylos {
            action: PylosMove::Place { .. }
        }
    ));
    s.play_action(first.clone()).unwrap();
    // A place that is no position cannot be built here: it is refused
    // where it crosses (`crate::crossing_tests`).
    let elsewhere = GameAction {
        notation: "?".into(),
        seat: Seat::ALL[1],
        detail: ActionDetail::Pylos {
            action: PylosMove::Place {
                to: Pos::parse("4a1").unwrap(),
            },
        },
    };
    assert!(matches!(
        s.play_action(elsewhere),
        Err(PyramidsError::IllegalAction { .. })
    ));
    assert!(matches!(
        s.play_action(first),
        Err(PyramidsError::IllegalAction { .. })
    ));
}

#[test]
fn not_your_turn_both_ways() {
    let s = GameSession::new(options(vec![
        SeatController::Human,
        SeatController::Ai {
            level: AiLevel::Easy,
        },
    ]))
    .unwrap();
    assert_eq!(
        s.ai_move(None, AiBudget::Time { ms: 10 }).err(),
        Some(PyramidsError::NotYourTurn {
            game: GameKind::Pylos,
            seat: Seat::ALL[0],
            controller: SeatController::Human
        })
    );
    s.play("1b2".into()).unwrap();
    assert_eq!(
        s.play("1a1".into()).err(),
        Some(PyramidsError::NotYourTurn {
            game: GameKind::Pylos,
            seat: Seat::ALL[1],
            controller: SeatController::Ai {
                level: AiLevel::Easy
            }
        })
    );
    let m = s.ai_move(None, AiBudget::Nodes { count: 2_000 }).unwrap();
    assert_eq!(m.action.seat, Seat::ALL[1]);
    assert_eq!(s.snapshot().to_move, Seat::ALL[0]);
    // Undo against the AI goes back to the human's decision.
    assert_eq!(s.undo_to_human().unwrap(), 2);
    assert_eq!(s.snapshot().ply, 0);
    // Redo against the AI replays the human's decision and the AI's answer.
    let replayed = s.redo_to_human().unwrap();
    assert_eq!(replayed.len(), 2, "the human's decision, then the AI's");
    assert_eq!(
        replayed.iter().map(|d| d.seat).collect::<Vec<_>>(),
        Seat::ALL[..2]
    );
    assert!(replayed.iter().all(|d| !d.events.is_empty()));
    assert_eq!(
        s.history(),
        vec!["1b2".to_string(), m.action.notation.clone()]
    );
    assert_eq!(
        s.snapshot().to_move,
        Seat::ALL[0],
        "a human is to move again"
    );
    assert!(
        s.redo_to_human().unwrap().is_empty(),
        "nothing left to redo"
    );
}

#[test]
fn a_full_ai_game_ends_and_refuses_more() {
    let s = GameSession::new(GameOptions {
        seats: vec![
            SeatController::Ai {
                level: AiLevel::Medium,
            },
            SeatController::Ai {
                level: AiLevel::Easy,
            },
        ],
        ..options(vec![])
    })
    .unwrap();
    let mut plies = 0;
    while !s.outcome().is_over() {
        s.ai_move(None, AiBudget::Nodes { count: 500 }).unwrap();
        plies += 1;
        assert!(plies < 1000);
    }
    let snap = s.snapshot();
    assert_eq!(snap.legal_action_count, 0);
    assert_eq!(
        s.ai_move(None, AiBudget::Time { ms: 10 }).err(),
        Some(PyramidsError::GameOver {
            game: GameKind::Pylos,
            outcome: snap.outcome.clone()
        }),
        "the error carries how the game ended"
    );
    assert!(matches!(s.hint(10), Err(PyramidsError::GameOver { .. })));
    s.set_seat(snap.to_move, SeatController::Human).unwrap();
    assert!(matches!(
        s.play("1a1".into()),
        Err(PyramidsError::GameOver { .. })
    ));
    // The save of a finished game loads finished.
    let back = GameSession::load(s.save()).unwrap();
    assert_eq!(back.outcome(), s.outcome());
}

#[test]
fn ply_limit_draw() {
    let s = GameSession::new(GameOptions {
        max_plies: Some(2),
        ..options(vec![])
    })
    .unwrap();
    s.play("1a1".into()).unwrap();
    let events = s.play("1b1".into()).unwrap();
    assert_eq!(events.last().unwrap().name(), "game_over");
    assert_eq!(
        s.outcome(),
        GameOutcome::Draw {
            reason: DrawReason::PlyLimit
        }
    );
}

#[test]
fn save_load_mid_game_keeps_everything() {
    let s = GameSession::new(options(vec![
        SeatController::Human,
        SeatController::Ai {
            level: AiLevel::Hard,
        },
    ]))
    .unwrap();
    s.play("1a1".into()).unwrap();
    s.ai_move(None, AiBudget::Nodes { count: 1_000 }).unwrap();
    s.play("1d4".into()).unwrap();
    s.undo().unwrap();
    let text = s.save();
    let back = GameSession::load(text.clone()).unwrap();
    assert_eq!(back.snapshot(), s.snapshot());
    assert_eq!(back.history(), s.history());
    assert_eq!(back.redo_list(), vec!["1d4"]);
    assert_eq!(back.options(), s.options());
    assert_eq!(back.save(), text);
    assert_eq!(crate::save_game_kind(text).unwrap(), GameKind::Pylos);
}

#[test]
fn bad_saves_say_why() {
    for (text, needle) in [
        ("", "JSON"),
        ("{}", "not a Pyramids save"),
        (
            "{\"format\":\"pyramids-save\",\"version\":99,\"game\":\"pylos\"}",
            "version 99",
        ),
        (
            "{\"format\":\"pyramids-save\",\"version\":1,\"game\":\"chess\"}",
            "game",
        ),
    ] {
        match GameSession::load(text.into()) {
            Err(PyramidsError::BadSave { reason, .. }) => {
                assert!(reason.contains(needle), "{text}: {reason}")
            }
            other => panic!("{text}: {:?}", other.map(|_| ())),
        }
    }
    // A Pylos save relabelled as another game: its options or actions do not fit.
    let h = humans();
    h.play("1a1".into()).unwrap();
    for game in ["pyramida", "pyramido"] {
        let other_game = h.save().replace("\"pylos\"", &format!("\"{game}\""));
        match GameSession::load(other_game) {
            Err(PyramidsError::BadSave { reason, .. }) => assert!(!reason.is_empty()),
            other => panic!("{game}: {:?}", other.map(|_| ())),
        }
    }
    let huge = " ".repeat(pyramids_core::save::MAX_SAVE_BYTES + 1);
    assert!(matches!(
        GameSession::load(huge),
        Err(PyramidsError::BadSave { .. })
    ));
}

#[test]
fn cancel_from_another_thread_is_prompt() {
    let s = GameSession::new(options(vec![
        SeatController::Ai {
            level: AiLevel::Expert,
        },
        SeatController::Human,
    ]))
    .unwrap();
    let worker = {
        let s = s.clone();
        std::thread::spawn(move || s.ai_move(None, AiBudget::Time { ms: 30_000 }))
    };
    let start = Instant::now();
    while !s.is_thinking() {
        assert!(start.elapsed() < Duration::from_secs(10));
        std::thread::sleep(Duration::from_millis(5));
    }
    // The session stays readable while the AI thinks.
    assert_eq!(s.snapshot().ply, 0);
    std::thread::sleep(Duration::from_millis(100));
    let cancelled_at = Instant::now();
    assert_eq!(s.cancel_ai(), 1);
    let result = worker.join().unwrap();
    assert!(
        cancelled_at.elapsed() < Duration::from_secs(2),
        "{:?}",
        cancelled_at.elapsed()
    );
    assert!(
        matches!(result, Err(PyramidsError::Cancelled { .. })),
        "{result:?}"
    );
    assert_eq!(s.snapshot().ply, 0, "nothing was played");
    assert!(!s.is_thinking());
    // A later call is not affected by the earlier cancel.
    s.ai_move(None, AiBudget::Nodes { count: 200 }).unwrap();
}

#[cfg(debug_assertions)]
#[test]
fn a_panic_inside_a_call_leaves_the_session_usable() {
    let s = humans();
    s.play("1a1".into()).unwrap();
    let r = diagnostic_panic(s.clone());
    assert!(
        matches!(r, Err(PyramidsError::Internal { ref reason }) if reason.contains("diagnostic panic"))
    );
    assert!(s.state.is_poisoned());
    // The half-made change was on a copy: nothing changed, and the lock recovers.
    assert_eq!(s.history(), vec!["1a1"]);
    s.play("1b1".into()).unwrap();
    assert_eq!(s.history(), vec!["1a1", "1b1"]);
}

#[test]
fn huge_and_odd_arguments_are_clean_errors() {
    let s = humans();
    assert!(matches!(
        s.set_seat(Seat::ALL[3], SeatController::Human),
        Err(PyramidsError::BadOptions { .. })
    ));
    assert!(matches!(
        s.set_seat(
            Seat::ALL[0],
            SeatController::Ai {
                level: AiLevel::Perfect
            }
        ),
        Err(PyramidsError::BadOptions { .. })
    ));
    assert!(matches!(
        s.hint(0),
        Ok(_) | Err(PyramidsError::Cancelled { .. })
    ));
    s.set_seat(
        Seat::ALL[0],
        SeatController::Ai {
            level: AiLevel::Random,
        },
    )
    .unwrap();
    assert!(s
        .ai_move(Some(AiLevel::Random), AiBudget::Nodes { count: u64::MAX })
        .is_ok());
    assert!(matches!(
        s.ai_move(Some(AiLevel::Perfect), AiBudget::Time { ms: 1 }),
        Err(PyramidsError::NotYourTurn { .. })
    ));
    s.set_seat(
        Seat::ALL[1],
        SeatController::Ai {
            level: AiLevel::Random,
        },
    )
    .unwrap();
    assert!(matches!(
        s.ai_move(Some(AiLevel::Perfect), AiBudget::Time { ms: 1 }),
        Err(PyramidsError::BadOptions { .. })
    ));
    assert_eq!(crate::game_info(GameKind::Pyramido).max_seats, 4);
    assert_eq!(crate::available_games().len(), 3);
    assert!(s.debug_json().contains("pylos"));
}

fn session_of(game: GameKind, seats: Vec<SeatController>, seed: u64) -> Arc<GameSession> {
    GameSession::new(GameOptions {
        game,
        variant: None,
        seats,
        seed: seed as i64,
        max_plies: None,
        first_player: None,
    })
    .unwrap()
}

/// Plays a whole game by AI seats, checking the snapshot against the legal
/// actions and save → load every few decisions.
fn play_out(s: &GameSession, max_decisions: usize) -> usize {
    let mut n = 0;
    while !s.outcome().is_over() && n < max_decisions {
        let snap = s.snapshot();
        let legal = s.legal_actions();
        assert_eq!(snap.legal_action_count as usize, legal.len());
        assert!(legal.iter().all(|a| a.seat == snap.to_move));
        if n % 7 == 0 {
            let again = GameSession::load(s.save()).unwrap();
            assert_eq!(again.snapshot(), snap);
        }
        let mv = s.ai_move(None, AiBudget::Nodes { count: 500 }).unwrap();
        assert!(!mv.events.is_empty());
        n += 1;
    }
    n
}

#[test]
fn pyramida_plays_to_the_end_through_the_session() {
    let seats = vec![
        SeatController::Ai {
            level: AiLevel::Easy,
        },
        SeatController::Ai {
            level: AiLevel::Random,
        },
    ];
    let s = session_of(GameKind::Pyramida, seats, 3);
    let n = play_out(&s, 2000);
    assert!(s.outcome().is_over(), "no end after {n} decisions");
    let snap = s.snapshot();
    // The typed decision is the game's own.
    assert!(matches!(
        snap.decision,
        pyramids_core::Decision::Pyramida { .. }
    ));
    let BoardSnapshot::Pyramida { board } = snap.board else {
        panic!("not a Pyramida board")
    };
    assert_eq!(board.decision, pyramids_core::pyramida::Decision::GameOver);
    assert!(s.legal_actions().is_empty());
}

#[test]
fn pyramido_plays_to_the_end_with_four_players() {
    let mut o = options(vec![
        SeatController::Ai {
            level: AiLevel::Random
        };
        4
    ]);
    o.game = GameKind::Pyramido;
    o.first_player = Some(2);
    let s = GameSession::new(o).unwrap();
    assert_eq!(s.snapshot().to_move, Seat::ALL[2]);
    assert_eq!(s.options().first_player, Some(2));
    let n = play_out(&s, 5000);
    assert!(s.outcome().is_over(), "no end after {n} decisions");
    let BoardSnapshot::Pyramido { board } = s.snapshot().board else {
        panic!("not a Pyramido board")
    };
    assert_eq!(board.players.len(), 4);
    assert_eq!(board.ranking.len(), 4);
    assert_eq!(
        board.scores,
        board.players.iter().map(|p| p.score).collect::<Vec<_>>()
    );
    assert_eq!(board.piles.len(), 4);
}

#[test]
fn actions_of_one_game_are_refused_by_another() {
    use crate::pyramido::{PyramidoDir, PyramidoMove};
    let pyramida = session_of(GameKind::Pyramida, vec![], 1);
    let pylos_action = humans().legal_actions().remove(0);
    let refused = |r: Result<Vec<GameEvent>>, needle: &str| matches!(r, Err(PyramidsError::IllegalAction { ref problem, .. }) if format!("{problem:?}").contains(needle));
    assert!(refused(
        pyramida.play_action(pylos_action),
        "not a Pyramida action"
    ));
    assert!(refused(pyramida.play("1a1".into()), ""));
    let pyramido = session_of(GameKind::Pyramido, vec![], 1);
    let pyramida_action = pyramida.legal_actions().remove(0);
    assert!(refused(
        pyramido.play_action(pyramida_action),
        "not a Pyramido action"
    ));
    assert!(refused(pyramido.play("e1-d2".into()), ""));
    let action = pyramido.legal_actions().remove(0);
    let mut forged = action.clone();
    forged.detail = ActionDetail::Pyramido {
        action: PyramidoMove::Place {
            slot: i32::MAX,
            cell: Cell::parse("e5").unwrap(),
            dir: PyramidoDir::E,
        },
    };
    assert!(refused(pyramido.play_action(forged), "quarry slot"));
    pyramido.play_action(action).unwrap();
}
