use super::*;
use crate::seat::Seat;
use crate::types::{AiLevel, GameKind};

const NODES: AiBudget = AiBudget::Nodes { count: 2_000 };

fn controller(seats: Vec<SeatController>) -> Arc<TurnController> {
    let session = GameSession::new(GameOptions {
        game: GameKind::Pylos,
        variant: None,
        seats,
        seed: 11,
        max_plies: None,
        first_player: None,
    })
    .unwrap();
    TurnController::new(session, Some(NODES))
}

fn human_vs_ai() -> Arc<TurnController> {
    controller(vec![
        SeatController::Human,
        SeatController::Ai {
            level: AiLevel::Hard,
        },
    ])
}

fn first_legal(c: &TurnController) -> GameAction {
    c.view().legal[0].clone()
}

#[test]
fn after_a_human_move_the_computer_waits_for_the_animations() {
    let c = human_vs_ai();
    let v = c.view();
    assert!(v.human_to_move && !v.ai_waiting && !v.can_undo);
    let u = c.play(first_legal(&c)).unwrap();
    assert_eq!(u.decisions.len(), 1);
    assert_eq!(u.decisions[0].seat, 0);
    assert!(u.autosave, "every decision is saved");
    assert!(u.view.ai_waiting, "the computer is to move, not started");
    assert!(!u.view.human_to_move && u.view.legal.is_empty());
    assert_eq!(u.view.snapshot.ply, 1, "nothing more until the app says so");
    let turn = c.clone().begin_ai_turn().expect("due");
    assert!(c.clone().begin_ai_turn().is_none(), "one at a time");
    assert!(c.view().thinking);
    let u = turn.run().unwrap();
    assert_eq!(u.decisions[0].seat, 1);
    assert!(u.autosave && u.view.human_to_move);
    assert_eq!(u.view.snapshot.ply, 2);
    assert_eq!(u.view.turn_seat, Some(Seat::ALL[1]));
}

#[test]
fn a_human_move_while_the_computer_is_to_move_is_refused_and_changes_nothing() {
    let c = human_vs_ai();
    let action = first_legal(&c);
    c.play(action.clone()).unwrap();
    let r = c.play(action);
    assert!(matches!(r, Err(PyramidsError::NotYourTurn { .. })), "{r:?}");
    assert_eq!(c.view().snapshot.ply, 1);
}

#[test]
fn undo_while_the_computer_thinks_cancels_it_and_goes_back_to_the_human() {
    let c = human_vs_ai();
    c.play(first_legal(&c)).unwrap();
    let turn = c.clone().begin_ai_turn().unwrap();
    let u = c.undo().unwrap();
    assert!(u.autosave);
    assert_eq!(u.view.snapshot.ply, 0, "back before the human's decision");
    assert!(u.view.human_to_move && u.view.can_redo);
    let r = turn.run();
    assert!(matches!(r, Err(PyramidsError::Cancelled { .. })), "{r:?}");
    assert_eq!(c.view().snapshot.ply, 0, "its move never lands");
}

#[test]
fn redo_goes_on_through_the_computers_decision() {
    let c = human_vs_ai();
    c.play(first_legal(&c)).unwrap();
    c.clone().begin_ai_turn().unwrap().run().unwrap();
    c.undo().unwrap();
    let u = c.redo().unwrap();
    let seats: Vec<i32> = u.decisions.iter().map(|d| d.seat.number()).collect();
    assert_eq!(seats, [0, 1], "the human's decision, then the computer's");
    assert!(u.view.human_to_move && !u.view.ai_waiting);
    assert!(!u.view.can_redo);
}

#[test]
fn two_humans_undo_one_decision_and_nothing_happens_without_one() {
    let c = controller(vec![SeatController::Human, SeatController::Human]);
    let u = c.undo().unwrap();
    assert!(!u.autosave && u.decisions.is_empty(), "nothing to undo");
    c.play(first_legal(&c)).unwrap();
    c.play(first_legal(&c)).unwrap();
    assert_eq!(c.undo().unwrap().view.snapshot.ply, 1);
}

#[test]
fn a_game_the_computer_plays_alone_plays_on_and_offers_no_undo() {
    let level = AiLevel::Easy;
    let c = controller(vec![
        SeatController::Ai { level },
        SeatController::Ai { level },
    ]);
    for ply in 1..=3 {
        let u = c.clone().begin_ai_turn().unwrap().run().unwrap();
        assert_eq!(u.view.snapshot.ply, ply);
        assert!(!u.view.can_undo && u.view.ai_waiting);
    }
}

#[test]
fn a_hint_shows_until_the_next_decision() {
    let c = human_vs_ai();
    let hint = c
        .clone()
        .begin_hint(Some(NODES))
        .expect("a human is to move");
    assert!(c.view().hint_pending);
    assert!(c.clone().begin_hint(Some(NODES)).is_none());
    let u = hint.run().unwrap();
    let shown = u.view.hint.expect("shown");
    assert!(u.view.legal.contains(&shown.action));
    assert!(!u.autosave, "a hint changes nothing to save");
    let after = c.play(shown.action).unwrap();
    assert_eq!(after.view.hint, None);
}

#[test]
fn a_hint_asked_before_a_move_is_dropped() {
    let c = controller(vec![SeatController::Human, SeatController::Human]);
    let hint = c.clone().begin_hint(Some(NODES)).unwrap();
    c.play(first_legal(&c)).unwrap();
    let r = hint.run();
    assert!(matches!(r, Err(PyramidsError::Cancelled { .. })), "{r:?}");
    assert_eq!(c.view().hint, None);
}

#[test]
fn pausing_stops_the_computer_until_resumed() {
    let c = human_vs_ai();
    c.play(first_legal(&c)).unwrap();
    let turn = c.clone().begin_ai_turn().unwrap();
    assert!(c.pause().autosave);
    assert!(matches!(turn.run(), Err(PyramidsError::Cancelled { .. })));
    assert!(c.clone().begin_ai_turn().is_none(), "paused");
    assert!(c.resume().ai_waiting);
    assert!(c.clone().begin_ai_turn().is_some());
}

#[test]
fn a_cancelled_turn_returns_at_once_even_from_its_pause() {
    let c = human_vs_ai();
    c.play(first_legal(&c)).unwrap();
    let turn = c.clone().begin_ai_turn().unwrap();
    turn.cancel();
    let started = Instant::now();
    assert!(matches!(turn.run(), Err(PyramidsError::Cancelled { .. })));
    assert!(started.elapsed() < Duration::from_secs(1));
    assert_eq!(c.view().snapshot.ply, 1);
}

#[test]
fn rematch_keeps_seats_and_variant_with_a_new_seed() {
    let c = human_vs_ai();
    let o = c.rematch_options(99);
    assert_eq!(o.seed, 99);
    assert_eq!(o.seats, c.session().options().seats);
}

#[test]
fn a_controller_without_a_pause_thinks_at_once() {
    let session = human_vs_ai().session();
    let c = TurnController::with_pause(session, Some(NODES), 0);
    c.play(first_legal(&c)).unwrap();
    let started = Instant::now();
    c.clone().begin_ai_turn().unwrap().run().unwrap();
    // A 2,000-node search takes a few milliseconds; the default pause alone
    // is 280 ms.
    assert!(
        started.elapsed() < Duration::from_millis(AI_PAUSE_MS),
        "{:?}",
        started.elapsed()
    );
}

#[test]
fn resign_while_the_computer_thinks_ends_the_game_and_its_move_never_lands() {
    let c = human_vs_ai();
    let u = c.play(first_legal(&c)).unwrap();
    assert_eq!(
        u.view.resign_seat,
        Some(Seat::ALL[0]),
        "the human may resign on the computer's turn"
    );
    let turn = c.clone().begin_ai_turn().unwrap();
    let u = c.resign().unwrap();
    assert!(u.autosave, "a resignation is saved");
    assert_eq!(u.decisions.len(), 1);
    assert_eq!(u.decisions[0].seat, 0);
    assert!(
        !u.decisions[0].events.is_empty(),
        "the game-over event to show"
    );
    let s = &u.view.snapshot;
    assert_eq!(
        s.outcome,
        GameOutcome::Win {
            winner: Seat::ALL[1]
        }
    );
    assert_eq!(s.resigned, Some(Seat::ALL[0]));
    assert!(!u.view.can_undo && !u.view.can_redo && u.view.resign_seat.is_none());
    assert!(matches!(turn.run(), Err(PyramidsError::Cancelled { .. })));
    assert_eq!(c.session().snapshot().ply, 1, "its move never lands");
    let again = c.resign().unwrap();
    assert!(
        again.decisions.is_empty() && !again.autosave,
        "nothing happens twice"
    );
}

#[test]
fn resign_survives_a_save_and_the_sheet_says_who_resigned() {
    let c = controller(vec![SeatController::Human, SeatController::Human]);
    c.play(first_legal(&c)).unwrap();
    let u = c.resign().unwrap();
    assert_eq!(
        u.view.snapshot.resigned,
        Some(Seat::ALL[1]),
        "the human to move resigned"
    );
    let back = GameSession::load(c.session().save()).unwrap();
    let snapshot = back.snapshot();
    assert_eq!(snapshot.resigned, Some(Seat::ALL[1]));
    assert_eq!(
        snapshot.outcome,
        GameOutcome::Win {
            winner: Seat::ALL[0]
        }
    );
    let sheet = crate::screens_game_over::summarize(
        &snapshot,
        pyramids_play::catalog::Catalog::new(pyramids_play::catalog::Language::English),
    )
    .unwrap();
    assert_eq!(sheet.headline_text, "Light wins!");
    assert_eq!(sheet.note.as_deref(), Some("Dark resigned"));
}

#[test]
fn resign_of_a_seat_that_does_not_exist_is_refused_and_changes_nothing() {
    let c = human_vs_ai();
    let r = c.session().resign(Seat::ALL[2]);
    assert!(matches!(r, Err(PyramidsError::BadOptions { .. })), "{r:?}");
    assert_eq!(c.session().snapshot().resigned, None);
}

#[test]
fn each_table_seat_reads_its_own_status_line() {
    let en = Arc::new(TextCatalog::new(pyramids_play::Language::English));
    let c = human_vs_ai();
    let place = BoardPrompt::PylosMove;
    let own = c
        .table_status_line(en.clone(), Seat::ALL[0], place)
        .unwrap();
    assert_eq!(
        own,
        format!("Your turn: {}", en.prompt_text(place).unwrap())
    );
    let other = c
        .table_status_line(en.clone(), Seat::ALL[1], place)
        .unwrap();
    assert_eq!(other, "Waiting for Light");
    c.play(first_legal(&c)).unwrap();
    let wait = BoardPrompt::Wait {
        game: GameKind::Pylos,
        seat: Seat::ALL[1],
    };
    for reader in [Seat::ALL[0], Seat::ALL[1]] {
        let line = c.table_status_line(en.clone(), reader, wait).unwrap();
        assert_eq!(
            line, "Dark is thinking…",
            "the computer's turn reads the same for all"
        );
    }
}
