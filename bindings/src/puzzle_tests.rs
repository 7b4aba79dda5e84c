use super::*;
use pyramids_core::pyramida::{notation, PyramidaAction};
use pyramids_play::catalog::Language;
use pyramids_play::puzzle::set;

use crate::interact::{BoardInteraction, InteractionOutcome};
use crate::screens_saves::SaveProblem;

fn en() -> Arc<TextCatalog> {
    Arc::new(TextCatalog::new(Language::English))
}

fn first() -> &'static play::Puzzle {
    &set(GameKind::Pyramida)[0]
}

#[test]
fn a_puzzle_is_solved_by_tapping_its_own_board() {
    // One whose answer is a stone's move (some begin with a retreat).
    let puzzle = set(GameKind::Pyramida)
        .iter()
        .find(|p| p.line[0].contains('-'))
        .unwrap();
    let c = PuzzleController::new(puzzle.id.clone()).unwrap();
    let screen = c.screen(en());
    assert_eq!(screen.state, PuzzleState::Solving);
    assert_eq!(screen.attempt, None);
    let seat = if puzzle.to_move == 0 {
        "White"
    } else {
        "Black"
    };
    assert!(
        screen
            .text
            .heading
            .starts_with(&format!("{seat} to move and win in ")),
        "{}",
        screen.text.heading
    );
    assert_eq!(c.session().snapshot().ply as usize, puzzle.moves.len());
    // The answer's two taps on the board hand the decision back.
    let board = BoardInteraction::lesson(c.session());
    let Ok(PyramidaAction::Move { from, to }) = notation::parse(&puzzle.line[0]) else {
        panic!("the shipped answers are moves");
    };
    board.tap(BoardPlace::Pyramida { at: from }).unwrap();
    let InteractionOutcome::Chosen { action } = board.tap(BoardPlace::Pyramida { at: to }).unwrap()
    else {
        panic!("chosen, not played");
    };
    let update = c.try_action(action, en()).unwrap();
    assert_eq!(update.played[0].notation, puzzle.line[0]);
    let solved = puzzle.line.len() == 1;
    if solved {
        assert_eq!(update.screen.verdict, Some(PuzzleVerdict::Solved));
        assert_eq!(update.screen.attempt, Some(PuzzleAttempt::Clean));
    } else {
        assert!(matches!(
            update.screen.verdict,
            Some(PuzzleVerdict::Kept { .. })
        ));
        assert_eq!(update.played[1].notation, puzzle.line[1]);
        assert!(update.screen.text.answer.unwrap().starts_with("Right. "));
    }
    assert_eq!(
        c.session().snapshot().ply as usize,
        puzzle.moves.len() + update.played.len()
    );
}

#[test]
fn a_wrong_try_names_the_refutation_and_changes_nothing() {
    let puzzle = first();
    let c = PuzzleController::new(puzzle.id.clone()).unwrap();
    let wrong = c
        .session()
        .legal_actions()
        .into_iter()
        .find(|a| a.notation != puzzle.line[0])
        .unwrap();
    let update = c.try_action(wrong, en()).unwrap();
    assert!(update.played.is_empty());
    assert!(
        matches!(update.screen.verdict, Some(PuzzleVerdict::Wrong { .. })),
        "{:?}",
        update.screen.verdict
    );
    let refutation = update.refutation.expect("the defender's reply");
    let text = update.screen.text.answer.unwrap();
    assert!(text.starts_with("That lets the win slip"), "{text}");
    assert!(
        !text.contains(&refutation.notation),
        "words, not notation: {text}"
    );
    assert_eq!(update.screen.attempt, Some(PuzzleAttempt::Failed));
    assert_eq!(c.session().snapshot().ply as usize, puzzle.moves.len());
}

#[test]
fn hint_solution_steps_retry_and_errors() {
    let puzzle = first();
    let c = PuzzleController::new(puzzle.id.clone()).unwrap();
    let screen = c.hint(en()).unwrap();
    assert!(screen.hint.is_some());
    assert!(screen.text.hint.unwrap().starts_with("Hint: look at "));
    let screen = c.show_solution(en()).unwrap();
    let steps = puzzle.line.len() as u32;
    assert_eq!(screen.state, PuzzleState::Solution { step: 0, steps });
    let update = c.solution_step(en()).unwrap();
    assert_eq!(update.played[0].notation, puzzle.line[0]);
    assert_eq!(
        update.screen.state,
        PuzzleState::Solution { step: 1, steps }
    );
    let screen = c.retry(en()).unwrap();
    assert_eq!(screen.state, PuzzleState::Solving);
    assert_eq!(c.session().snapshot().ply as usize, puzzle.moves.len());
    let Err(PyramidsError::BadOptions { problem, .. }) = PuzzleController::new("nope".into())
    else {
        panic!("no such puzzle");
    };
    assert_eq!(problem, OptionsProblem::NoSuchPuzzle { id: "nope".into() });
}

#[test]
fn progress_entry_daily_and_files() {
    let p = PuzzleProgress::empty();
    let entry = p.entry(GameKind::Pyramida, 2026, 12, 2, en());
    assert_eq!(entry.label, "Puzzles");
    assert_eq!(entry.title, "Pyramida puzzles");
    assert_eq!(entry.progress, "Solved: 0 of 300");
    assert_eq!(entry.rating, "Rating 1200");
    assert_eq!(entry.streak, "Streak: 0 puzzles");
    assert_eq!(entry.daily, p.daily(GameKind::Pyramida, 2026, 12, 2));
    assert_ne!(entry.daily, p.daily(GameKind::Pyramida, 2026, 12, 3));
    assert_eq!(entry.next_puzzle.as_deref(), Some(first().id.as_str()));
    let pylos = p.entry(GameKind::Pylos, 2026, 12, 2, en());
    assert_eq!(pylos.progress, "Solved: 0 of 300");
    assert!(pylos.daily.is_some());
    // Every game's puzzles open on a board of their own.
    for game in [GameKind::Pylos, GameKind::Pyramido] {
        let id = p.next_puzzle(game, None, None).unwrap();
        let c = PuzzleController::new(id.clone()).unwrap();
        assert_eq!(c.session().snapshot().game, game);
        assert_eq!(c.screen(en()).puzzle_id, id);
    }
    let easy = play::puzzles(GameKind::Pyramida, Some(Grade::Easy))[0];
    let rated = p
        .record(easy.id.clone(), PuzzleAttempt::Clean, en())
        .unwrap()
        .unwrap();
    assert_eq!((rated.before, rated.after), (1200, 1208));
    assert_eq!(rated.text, "Rating 1208 (+8)");
    assert_eq!(
        p.record(easy.id.clone(), PuzzleAttempt::Clean, en())
            .unwrap(),
        None
    );
    assert_eq!(
        p.counts(GameKind::Pyramida, Some(PuzzleGrade::Easy)).solved,
        1
    );
    assert_eq!(p.streak(), 1);
    let back = PuzzleProgress::from_json(p.to_json()).unwrap();
    assert_eq!(back.rating(), 1208);
    assert_eq!(back.result(easy.id.clone()), Some(PuzzleAttempt::Clean));
    assert!(matches!(
        PuzzleProgress::from_json("{".into()),
        Err(PyramidsError::BadSave {
            problem: SaveProblem::Malformed,
            ..
        })
    ));
    assert!(matches!(
        PuzzleProgress::from_json(r#"{"version":9}"#.into()),
        Err(PyramidsError::BadSave {
            problem: SaveProblem::NewerVersion { found: 9 },
            ..
        })
    ));
    assert!(p.record("nope".into(), PuzzleAttempt::Clean, en()).is_err());
}

#[test]
fn a_finished_games_mistakes_are_offered_and_played_again() {
    // White could win in 2 with d4-e5 but played d4-c3 (Black holds the
    // draw): reviewed, a mistake of White's.
    let p = play::puzzle("pyramida-1-12").unwrap();
    let mut record = pyramids_core::record::GameRecord::<Pyramida>::new(
        Default::default(),
        0,
        vec![pyramids_core::game::SeatKind::Human; 2],
    );
    for m in p.moves.iter().map(String::as_str).chain(["d4-c3", "d2"]) {
        record.apply_notation(m).unwrap();
    }
    let game = GameSession::from_record(GameKind::Pyramida, Pyramida::wrap(record));
    let m = MistakeController::new(game, Seat::ALL[0]).unwrap();
    let offer = m.offer(en()).unwrap();
    assert_eq!(offer.title, "Learn from your mistakes");
    assert!(offer.detail.ends_with("to play again"), "{}", offer.detail);
    let last = m.count() - 1;
    let screen = m.open(last, en()).unwrap();
    assert_eq!(screen.text.heading, "White to move: find a better move");
    assert_eq!(screen.text.next, "Next mistake", "Next stays in the game");
    assert_eq!(m.session().snapshot().ply as usize, p.moves.len());
    let find = |n: &str| {
        m.session()
            .legal_actions()
            .into_iter()
            .find(|a| a.notation == n)
            .unwrap()
    };
    let u = m.try_action(find("d4-c3"), en()).unwrap();
    assert!(u.played.is_empty());
    assert!(u
        .screen
        .text
        .answer
        .unwrap()
        .starts_with("That is no better than the move played in the game"));
    let u = m.try_action(find("d4-e5"), en()).unwrap();
    assert_eq!(u.screen.verdict, Some(PuzzleVerdict::Solved));
    assert_eq!(u.screen.attempt, Some(PuzzleAttempt::Solved));
    assert_eq!(u.played[0].notation, "d4-e5");
    assert!(m.open(99, en()).is_err());

    // Help: the hint marks d4, the solution plays d4-e5 on the board, and
    // retry goes back before the mistake.
    m.open(last, en()).unwrap();
    let hinted = m.hint(en()).unwrap();
    assert_eq!(hinted.text.hint.as_deref(), Some("Hint: look at d4."));
    assert!(hinted.hint.is_some());
    assert_eq!(hinted.attempt, Some(PuzzleAttempt::Failed));
    let shown = m.show_solution(en()).unwrap();
    assert_eq!(shown.state, PuzzleState::Solution { step: 0, steps: 1 });
    let stepped = m.solution_step(en()).unwrap();
    assert_eq!(stepped.played[0].notation, "d4-e5");
    assert_eq!(m.session().snapshot().ply as usize, p.moves.len() + 1);
    let again = m.retry(en()).unwrap();
    assert_eq!(again.state, PuzzleState::Solving);
    assert_eq!(m.session().snapshot().ply as usize, p.moves.len());
    let closed = MistakeController::new(
        GameSession::from_record(
            GameKind::Pyramida,
            Pyramida::wrap(pyramids_core::record::GameRecord::new(
                Default::default(),
                0,
                vec![pyramids_core::game::SeatKind::Human; 2],
            )),
        ),
        Seat::ALL[0],
    )
    .unwrap();
    assert!(
        closed.hint(en()).is_err(),
        "nothing open: an error, no panic"
    );
    // Another game's mistakes have no exact values: none offered.
    let pylos = GameSession::from_record(
        GameKind::Pylos,
        <pyramids_core::pylos::Pylos as FfiGame>::wrap(pyramids_core::record::GameRecord::new(
            Default::default(),
            0,
            vec![pyramids_core::game::SeatKind::Human; 2],
        )),
    );
    let none = MistakeController::new(pylos, Seat::ALL[0]).unwrap();
    assert_eq!((none.count(), none.offer(en())), (0, None));
}

#[test]
fn a_pylos_games_proven_blunder_is_offered_refuted_and_found() {
    use pyramids_core::puzzle::pylos::{prove_move, Position};
    use pyramids_core::pylos::Pylos;
    use pyramids_core::search::ProvenValue;
    // A shipped puzzle's won position, thrown by a move proven to lose,
    // then played out by the prover's winner.
    let p = &set(GameKind::Pylos)[0];
    let mut record = pyramids_core::record::GameRecord::<Pylos>::new(
        Default::default(),
        0,
        vec![pyramids_core::game::SeatKind::Human; 2],
    );
    for m in &p.moves {
        record.apply_notation(m).unwrap();
    }
    let proven = |r: &pyramids_core::record::GameRecord<Pylos>, want: fn(&ProvenValue) -> bool| {
        let at = Position {
            state: r.state().clone(),
            history: r.repetition_history(),
        };
        r.legal_actions()
            .into_iter()
            .find(|a| prove_move(&at, a).value.as_ref().is_some_and(want))
    };
    let thrown = proven(&record, |v| matches!(v, ProvenValue::Loss(_))).unwrap();
    let thrown = record.apply(&thrown).unwrap().notation;
    while !record.outcome().is_over() {
        let next = proven(&record, |v| matches!(v, ProvenValue::Win(_)))
            .unwrap_or_else(|| record.legal_actions()[0]);
        record.apply(&next).unwrap();
    }
    let game = GameSession::from_record(GameKind::Pylos, Pylos::wrap(record));
    let m = MistakeController::new(game, Seat::ALL[p.to_move]).unwrap();
    assert!(m.offer(en()).is_some(), "a proven blunder is offered");
    let index = (0..m.count())
        .find(|&i| {
            m.open(i, en()).unwrap();
            m.session().snapshot().ply as usize == p.moves.len()
        })
        .expect("the thrown win is among them");
    m.open(index, en()).unwrap();
    let tried = m
        .session()
        .legal_actions()
        .into_iter()
        .find(|a| a.notation == thrown)
        .unwrap();
    let u = m.try_action(tried, en()).unwrap();
    assert!(u.played.is_empty(), "a wrong try changes nothing");
    assert!(u
        .screen
        .text
        .answer
        .unwrap()
        .starts_with("That is no better"));
    m.hint(en()).unwrap();
    m.show_solution(en()).unwrap();
    let u = m.solution_step(en()).unwrap();
    assert_eq!(u.played.len(), 1, "the better move is played");
}
