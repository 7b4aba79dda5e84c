use super::*;
use crate::screens_saves::SaveProblem;
use pyramids_core::pylos::{Pos, PylosAction};
use pyramids_play::catalog::{Catalog, Language};

use crate::interact::{BoardInteraction, InteractionOutcome};
use crate::types::{ActionDetail, BoardSnapshot, SeatController};
use pyramids_play::interact::MarkReason;

fn en() -> Arc<TextCatalog> {
    Arc::new(TextCatalog::new(Language::English))
}

fn pos(name: &str) -> BoardPlace {
    BoardPlace::Pylos {
        at: Pos::parse(name).unwrap(),
    }
}

fn legal(lesson: &LessonController, notation: &str) -> GameAction {
    lesson
        .session()
        .legal_actions()
        .into_iter()
        .find(|a| a.notation == notation)
        .unwrap()
}

fn balls(session: &GameSession) -> i32 {
    match session.snapshot().board {
        BoardSnapshot::Pylos { board } => board.balls_on_board,
        _ => unreachable!(),
    }
}

#[test]
fn a_lesson_is_played_by_tapping_its_own_board() {
    let lesson = LessonController::new("pylos-raise".into(), 0).unwrap();
    let screen = lesson.screen(en());
    assert_eq!((screen.number, screen.step, screen.steps), (2, 0, 2));
    assert_eq!(screen.waiting, LessonWaiting::Decision);
    assert_eq!(screen.points, vec![pos("1d4"), pos("2a1")]);
    assert_eq!(screen.text.title, "Raising a ball");
    assert_eq!(screen.text.step, "Step 1 of 2");
    // The board the app draws is the lesson's setup.
    assert_eq!(balls(&lesson.session()), 6);
    let board = BoardInteraction::lesson(lesson.session());
    // The coach panel has the lesson's buttons; the board offers no Undo,
    // Redo or Hint (the setup could be undone otherwise).
    assert!(board.view().buttons.is_empty());
    board.tap(pos("1d4")).unwrap();
    let InteractionOutcome::Chosen { action } = board.tap(pos("2a1")).unwrap() else {
        panic!("the raise is chosen, not played");
    };
    let update = lesson.try_action(action, en()).unwrap();
    assert_eq!(update.screen.answer, Some(LessonAnswer::Right));
    assert_eq!(
        update.screen.text.answer.as_deref(),
        Some("You still have 12 balls in reserve; placing would have left 11.")
    );
    assert_eq!(update.screen.waiting, LessonWaiting::Next);
    assert!(update.screen.points.is_empty());
    // The raise and Dark's scripted reply, for the app to animate.
    let played: Vec<&str> = update.played.iter().map(|a| a.notation.as_str()).collect();
    assert_eq!(played, ["1d4-2a1", "1c1"]);
    assert_eq!(update.played[1].seat.index(), 1);
    let names: Vec<&str> = update.events.iter().map(|e| e.name()).collect();
    assert_eq!(names, ["raised", "turn_passed", "placed", "turn_passed"]);
    // The session follows, so the board shows it.
    assert_eq!(balls(&lesson.session()), 7);
    let next = lesson.go_on(en());
    assert_eq!((next.step, next.waiting), (1, LessonWaiting::Next));
    let done = lesson.go_on(en());
    assert_eq!(done.waiting, LessonWaiting::Finished);
    assert_eq!(done.text.complete.as_deref(), Some("Lesson complete"));
    assert_eq!(done.text.next, "Next lesson");
}

#[test]
fn wrong_and_refused_tries_are_answered_and_change_nothing() {
    let lesson = LessonController::new("pylos-raise".into(), 0).unwrap();
    let before = lesson.session().snapshot();
    let wrong = lesson.try_action(legal(&lesson, "1c1"), en()).unwrap();
    assert_eq!(wrong.screen.answer, Some(LessonAnswer::NotIt));
    assert!(wrong
        .screen
        .text
        .answer
        .unwrap()
        .starts_with("That spends a ball"));
    assert!(wrong.played.is_empty() && wrong.events.is_empty());
    assert_eq!(lesson.session().snapshot(), before);
    // An action the rules refuse (a taken place), in Czech.
    let taken = GameAction {
        notation: "1a1".into(),
        seat: crate::Seat::new(0).unwrap(),
        detail: ActionDetail::Pylos {
            action: PylosAction::Place {
                to: Pos::parse("1a1").unwrap(),
            },
        },
    };
    let cs = Arc::new(TextCatalog::new(Language::Czech));
    let refused = lesson.try_action(taken, cs).unwrap();
    assert!(matches!(
        refused.screen.answer,
        Some(LessonAnswer::Refused { .. })
    ));
    assert_eq!(
        refused.screen.text.answer.as_deref(),
        Some("Tento tah není dovolen: a1 (patro 1) je už obsazené")
    );
    assert_eq!(lesson.session().snapshot(), before);
    assert_eq!(refused.screen.waiting, LessonWaiting::Decision);
    // A decision of another game is refused as unreadable.
    let other = LessonController::new("pylos-place".into(), 1).unwrap();
    let pyramida = GameSession::new(crate::types::GameOptions {
        game: GameKind::Pyramida,
        variant: None,
        seats: vec![],
        seed: 0,
        max_plies: None,
        first_player: None,
    })
    .unwrap();
    let foreign = pyramida.legal_actions()[0].clone();
    assert!(matches!(
        other.try_action(foreign, en()),
        Err(PyramidsError::IllegalAction { .. })
    ));
}

#[test]
fn skip_restart_resume_and_an_unknown_lesson() {
    let lesson = LessonController::new("pylos-square".into(), 0).unwrap();
    assert_eq!(lesson.skip(en()).step, 1);
    assert_eq!(lesson.skip(en()).step, 2);
    let resumed = LessonController::new("pylos-square".into(), 2).unwrap();
    assert_eq!(
        resumed.session().history(),
        lesson.session().history(),
        "a resumed lesson stands where a skipped one does"
    );
    assert_eq!(lesson.restart(en()).step, 0);
    assert_eq!(lesson.session().history().len(), 6);
    let Err(e) = LessonController::new("chess-openings".into(), 0) else {
        panic!("no such lesson");
    };
    assert!(matches!(
        &e,
        PyramidsError::BadOptions {
            problem: OptionsProblem::NoSuchLesson { .. },
            ..
        }
    ));
    assert_eq!(
        crate::catalog::error_text(&Catalog::new(Language::English), &e),
        "There is no lesson “chess-openings”"
    );
}

#[test]
fn the_closing_game_is_a_game_against_the_computer() {
    let lesson = LessonController::new("pylos-game".into(), 0).unwrap();
    let screen = lesson.screen(en());
    assert_eq!(
        screen.waiting,
        LessonWaiting::Game {
            level: AiLevel::Easy
        }
    );
    let game = lesson.game_session().unwrap();
    assert_eq!(
        game.options().seats,
        vec![
            SeatController::Human,
            SeatController::Ai {
                level: AiLevel::Easy
            }
        ]
    );
    assert!(LessonController::new("pylos-raise".into(), 0)
        .unwrap()
        .game_session()
        .is_none());
    let done = lesson.game_ended(en());
    assert_eq!(done.waiting, LessonWaiting::Finished);
    assert_eq!(
        done.text.say,
        "That was a whole game of Pylos. The harder levels wait in New game."
    );
}

#[test]
fn progress_crosses_as_json_and_fails_typed() {
    let progress = LearnProgress::empty();
    assert!(progress.offers(GameKind::Pylos));
    progress.finished("pylos-place".into());
    progress.left("pylos-raise".into(), 1);
    let back = LearnProgress::from_json(progress.to_json()).unwrap();
    assert_eq!(back.counts(GameKind::Pylos).done, 1);
    assert_eq!(back.resume_step("pylos-raise".into()), 1);
    assert_eq!(
        back.next_lesson(GameKind::Pylos).as_deref(),
        Some("pylos-raise")
    );
    let cards = back.cards(GameKind::Pylos, en());
    assert_eq!(cards[0].title, "Placing balls");
    assert!(cards[0].done);
    assert_eq!(cards[1].resume_step, Some(1));
    assert!(matches!(
        LearnProgress::from_json("{".into()),
        Err(PyramidsError::BadSave {
            problem: SaveProblem::Malformed,
            ..
        })
    ));
    assert!(matches!(
        LearnProgress::from_json(r#"{"version":7}"#.into()),
        Err(PyramidsError::BadSave {
            problem: SaveProblem::NewerVersion { found: 7 },
            ..
        })
    ));
}

#[test]
fn home_entry_and_first_launch_offer_are_worded_from_the_progress() {
    let progress = LearnProgress::empty();
    let entry = progress.entry(GameKind::Pylos, en());
    assert_eq!(entry.title, "Learn Pylos");
    assert_eq!(entry.progress, "Lessons: 0 of 6");
    assert_eq!(entry.next_lesson.as_deref(), Some("pylos-place"));
    let offer = progress.offer(GameKind::Pyramida, en()).unwrap();
    assert_eq!(
        offer.text,
        "New to Pyramida? Learn it in a few short lessons."
    );
    assert_eq!(
        (offer.accept.as_str(), offer.decline.as_str()),
        ("Learn", "Not now")
    );

    progress.finished("pylos-place".into());
    let cs = Arc::new(TextCatalog::new(Language::Czech));
    let entry = progress.entry(GameKind::Pylos, cs.clone());
    assert_eq!(entry.progress, "Lekce: 1 z 6");
    assert_eq!(entry.counts, LessonCounts { done: 1, total: 6 });
    assert_eq!(entry.next_lesson.as_deref(), Some("pylos-raise"));
    // A game begun is no longer offered, nor is a declined one.
    assert_eq!(progress.offer(GameKind::Pylos, cs), None);
    progress.decline_offer(GameKind::Pyramida);
    assert_eq!(progress.offer(GameKind::Pyramida, en()), None);
    assert!(progress.offer(GameKind::Pyramido, en()).is_some());
}

#[test]
fn the_points_are_worded_for_a_screen_reader_and_a_left_card_says_its_step() {
    let lesson = LessonController::new("pylos-raise".into(), 0).unwrap();
    assert_eq!(
        lesson.screen(en()).text.look_at.as_deref(),
        Some("Look at d4 (level 1), a1 (level 2).")
    );
    let pt = Arc::new(TextCatalog::new(Language::Portuguese));
    assert!(lesson
        .screen(pt)
        .text
        .look_at
        .unwrap()
        .starts_with("Repare em "));
    // A Pyramido cell is named with its floor, set apart by semicolons.
    let mark = LessonController::new("pyramido-mark".into(), 1).unwrap();
    assert_eq!(
        mark.screen(en()).text.look_at.as_deref(),
        Some("Look at Floor 1, f5; Floor 1, g5.")
    );
    // A step that points at nothing has no words for it.
    let score = LessonController::new("pyramido-score".into(), 0).unwrap();
    assert!(score.screen(en()).points.is_empty());
    assert_eq!(score.screen(en()).text.look_at, None);

    let progress = LearnProgress::empty();
    progress.left("pylos-square".into(), 2);
    let cards = progress.cards(GameKind::Pylos, en());
    assert_eq!(cards[2].resume.as_deref(), Some("Step 3 of 4"));
    assert_eq!(cards[0].resume, None);
    assert_eq!(cards[0].complete, None);
    progress.finished("pylos-place".into());
    let cs = Arc::new(TextCatalog::new(Language::Czech));
    let cards = progress.cards(GameKind::Pylos, cs);
    assert!(cards[0]
        .complete
        .as_deref()
        .is_some_and(|t| !t.is_empty() && t != "Lesson complete"));
    assert_eq!(cards[1].complete, None);
}

#[test]
fn a_lesson_board_marks_only_the_move_it_teaches() {
    let lesson = LessonController::new("pylos-raise".into(), 0).unwrap();
    let taught = BoardInteraction::lesson(lesson.session());
    // The same position on a game's board marks every legal choice.
    let game = BoardInteraction::new(GameSession::from_record(
        GameKind::Pylos,
        lesson.session().record_copy(),
    ));
    let places = |view: crate::interact::InteractionView| -> Vec<BoardPlace> {
        view.marks.into_iter().map(|m| m.place).collect()
    };
    assert!(places(game.view()).len() > 2);
    let before = taught.view();
    assert!(before
        .marks
        .iter()
        .any(|m| m.place == pos("1d4") && m.reason == MarkReason::RaiseFrom));
    // The opponent's last move stays marked: news, not a choice.
    assert!(
        before
            .marks
            .iter()
            .filter(|m| !m.reason.is_last_turn())
            .all(|m| [pos("1d4"), pos("2a1")].contains(&m.place)),
        "{:?}",
        before.marks
    );
    // Every other legal choice is unmarked but still taken: a tap there
    // reaches the lesson, which answers it.
    let marked = places(game.view());
    assert!(!before.quiet.is_empty());
    assert!(before.quiet.iter().all(|q| marked.contains(q)));
    assert!(before.quiet.contains(&pos("1c1")));
    // Chosen, the ball shows the one target the lesson raises it to.
    taught.tap(pos("1d4")).unwrap();
    let chosen: Vec<_> = taught
        .view()
        .marks
        .into_iter()
        .filter(|m| m.reason == MarkReason::RaiseTo)
        .map(|m| m.place)
        .collect();
    assert_eq!(chosen, vec![pos("2a1")]);
    let InteractionOutcome::Chosen { action } = taught.tap(pos("2a1")).unwrap() else {
        panic!("the raise is chosen");
    };
    lesson.try_action(action, en()).unwrap();
    // Once the step is done nothing is taught, so the marks are the game's again.
    assert!(lesson.session().record_and_taught().1.is_empty());
}
