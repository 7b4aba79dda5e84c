//! The puzzle model against the shipped Pyramida set and the solved table.

use pyramids_core::game::{Game, GameKind};
use pyramids_core::pyramida::{Pyramida, PyramidaAction};
use pyramids_core::record::GameRecord;

use super::*;
use crate::catalog::{AnyAction, Catalog, Language};

fn first() -> &'static Puzzle {
    &set(GameKind::Pyramida)[0]
}

fn session(p: &Puzzle) -> PuzzleSession<Pyramida> {
    PuzzleSession::new(p).expect("a shipped puzzle starts")
}

fn parse(s: &PuzzleSession<Pyramida>, text: &str) -> <Pyramida as Game>::Action {
    s.record().state().parse_action(text).unwrap()
}

/// A legal decision other than the puzzle's answer: a wrong one, since the
/// answer is the only move that keeps the win.
fn wrong_move(s: &PuzzleSession<Pyramida>) -> <Pyramida as Game>::Action {
    let right = parse(s, &s.puzzle().line[0]);
    s.record()
        .legal_actions()
        .into_iter()
        .find(|a| *a != right)
        .expect("the puzzles have more than one legal move")
}

#[test]
fn the_shipped_set_is_bundled_with_unique_ids() {
    let all = set(GameKind::Pyramida);
    assert_eq!(all.len(), 300);
    let mut ids: Vec<&str> = all.iter().map(|p| p.id.as_str()).collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), 300);
    assert_eq!(puzzle(&all[7].id), Some(&all[7]));
    assert_eq!(puzzle("nope"), None);
    assert_eq!(set(GameKind::Pylos).len(), 300);
    assert_eq!(set(GameKind::Pyramido).len(), 150);
    let easy = puzzles(GameKind::Pyramida, Some(Grade::Easy));
    assert!(!easy.is_empty() && easy.iter().all(|p| p.grade == Grade::Easy));
}

#[test]
fn next_skips_done_puzzles_and_goes_round() {
    let all = puzzles(GameKind::Pyramida, Some(Grade::Medium));
    let next = |after: Option<&str>, done: &dyn Fn(&str) -> bool| {
        next_puzzle(GameKind::Pyramida, Some(Grade::Medium), after, done).map(|p| p.id.clone())
    };
    assert_eq!(next(None, &|_| false), Some(all[0].id.clone()));
    assert_eq!(next(Some(&all[0].id), &|_| false), Some(all[1].id.clone()));
    let second = all[1].id.clone();
    assert_eq!(
        next(Some(&all[0].id), &|id| id == second),
        Some(all[2].id.clone())
    );
    let last = &all[all.len() - 1].id;
    assert_eq!(next(Some(last), &|_| false), Some(all[0].id.clone()));
    // All done: still the next one.
    assert_eq!(next(Some(&all[0].id), &|_| true), Some(all[1].id.clone()));
}

#[test]
fn the_daily_puzzle_comes_from_the_date_alone() {
    assert_eq!(days_from_civil(1970, 1, 1), 0);
    assert_eq!(days_from_civil(2000, 3, 1), 11_017);
    assert_eq!(days_from_civil(1969, 12, 31), -1);
    assert_eq!(days_from_civil(2026, 12, 2), 20_789);
    let day = days_from_civil(2026, 12, 2);
    let today = daily(GameKind::Pyramida, day).unwrap();
    assert_eq!(daily(GameKind::Pyramida, day).unwrap(), today);
    assert_eq!(today, &set(GameKind::Pyramida)[20_789 % 300]);
    assert_ne!(daily(GameKind::Pyramida, day + 1).unwrap(), today);
    assert!(daily(GameKind::Pyramida, -5).is_some());
    assert_eq!(
        daily(GameKind::Pylos, day),
        Some(&set(GameKind::Pylos)[20_789 % 300])
    );
}

#[test]
fn a_wrong_try_is_refuted_exactly_and_changes_nothing() {
    let mut s = session(first());
    let before = s.record().history_notation();
    let wrong = wrong_move(&s);
    let (answer, played) = s.try_action(&wrong);
    assert!(played.is_empty());
    assert_eq!(s.record().history_notation(), before);
    let PuzzleAnswer::Wrong { refutation, after } = answer else {
        panic!("{answer:?}");
    };
    assert!(matches!(after, Lost::In { moves } if moves >= 1) || after == Lost::Draw);
    assert!(refutation.is_some());
    assert_eq!(s.attempt(), Some(Attempt::Failed));
    let en = Catalog::new(Language::English);
    let text = words::answer(&en, &s.view()).unwrap();
    assert!(text.starts_with("That lets the win slip"), "{text}");
    assert!(!text.contains('{'), "{text}");
}

#[test]
fn the_main_line_solves_in_the_goal_and_rates_clean() {
    for p in set(GameKind::Pyramida).iter().step_by(60) {
        let mut s = session(p);
        let Goal::WinIn { moves: goal } = p.goal else {
            panic!()
        };
        let view = s.view();
        assert_eq!(
            view.heading,
            Heading::WinIn {
                seat: p.to_move,
                moves: goal
            }
        );
        let mut mine = 0;
        while s.view().status == PuzzleStatus::Solving {
            let hint = s.clone().hint().unwrap();
            let AnyAction::Pyramida(action) = hint.0 else {
                panic!()
            };
            let (answer, played) = s.try_action(&action);
            mine += 1;
            assert!(!played.is_empty(), "{answer:?}");
            assert!(
                matches!(answer, PuzzleAnswer::Kept { .. } | PuzzleAnswer::Solved),
                "{answer:?}"
            );
            assert!(mine <= goal, "{}", p.id);
        }
        assert_eq!(mine, goal, "{}", p.id);
        assert_eq!(s.view().status, PuzzleStatus::Solved);
        assert_eq!(s.attempt(), Some(Attempt::Clean));
        assert!(s.record().outcome().is_over());
        assert_eq!(
            s.try_action(&PyramidaAction::Pass).0,
            PuzzleAnswer::Finished
        );
    }
}

#[test]
fn an_illegal_try_is_refused_by_the_rules() {
    // Passing is only for a player who cannot move, and every puzzle's
    // solver can.
    let mut s = session(first());
    let (answer, played) = s.try_action(&PyramidaAction::Pass);
    assert!(matches!(answer, PuzzleAnswer::Refused(_)), "{answer:?}");
    assert!(played.is_empty());
    assert_eq!(s.attempt(), None, "a refused try costs nothing");
    let en = Catalog::new(Language::English);
    assert!(!words::answer(&en, &s.view()).unwrap().is_empty());
}

#[test]
fn hint_solution_and_retry() {
    let mut s = session(first());
    let (action, place) = s.hint().unwrap();
    assert_eq!(action, AnyAction::Pyramida(parse(&s, &first().line[0])));
    assert!(place.is_some());
    assert_eq!(s.attempt(), Some(Attempt::Failed));
    let en = Catalog::new(Language::English);
    assert!(words::hint(&en, &s.view())
        .unwrap()
        .starts_with("Hint: look at "));
    let line = s.show_solution();
    assert_eq!(line.len(), first().line.len());
    assert_eq!(
        s.view().status,
        PuzzleStatus::Solution {
            step: 0,
            steps: line.len()
        }
    );
    let start = s.record().ply();
    for _ in 0..line.len() {
        assert_eq!(s.solution_step().len(), 1);
    }
    assert!(s.solution_step().is_empty());
    assert_eq!(s.record().ply(), start + line.len());
    assert!(s.record().outcome().is_over());
    assert!(words::solution(&en, &s.view())
        .unwrap()
        .starts_with("The solution: "));
    s.retry();
    assert_eq!(s.record().ply(), start);
    assert_eq!(s.view().status, PuzzleStatus::Solving);
    // Solved after help: solved, not clean.
    for text in first().line.iter().step_by(2) {
        let a = parse(&s, text);
        if s.view().status == PuzzleStatus::Solving {
            s.try_action(&a);
        }
    }
    assert_eq!(s.view().status, PuzzleStatus::Solved);
    assert_eq!(s.attempt(), Some(Attempt::Solved));
}

#[test]
fn progress_rates_first_attempts_and_round_trips() {
    let all = puzzles(GameKind::Pyramida, Some(Grade::Easy));
    let mut p = Progress::default();
    assert_eq!(p.rating(), 1200);
    // Elo against 1000: expected 0.76, so +8 for a clean solve.
    assert_eq!(
        p.record(all[0], Attempt::Clean),
        Some(Rated {
            before: 1200,
            after: 1208
        })
    );
    assert_eq!(
        p.record(all[0], Attempt::Clean),
        None,
        "only the first counts"
    );
    assert_eq!(p.record(all[1], Attempt::Clean).unwrap().after, 1215);
    assert_eq!(p.streak(), 2);
    // A fail against 1000 from 1215: expected 0.78, so -25.
    assert_eq!(p.record(all[2], Attempt::Failed).unwrap().after, 1190);
    assert_eq!((p.streak(), p.best_streak()), (0, 2));
    // Solving it later keeps the rating but counts it solved.
    assert_eq!(p.record(all[2], Attempt::Solved), None);
    assert!(p.is_solved(&all[2].id));
    assert_eq!(p.rating(), 1190);
    let counts = p.counts(GameKind::Pyramida, Some(Grade::Easy));
    assert_eq!((counts.solved, counts.total), (3, all.len()));
    assert_eq!(p.counts(GameKind::Pyramida, Some(Grade::Hard)).solved, 0);
    assert_eq!(Progress::from_json(&p.to_json()), Ok(p.clone()));
    let mut q = Progress::default();
    q.record(all[0], Attempt::Failed);
    let written = format!(
        r#"{{"version":1,"first":{{"{0}":"failed"}},"best":{{"{0}":"failed"}},"streak":0,"best_streak":0,"rating":1176}}"#,
        all[0].id
    );
    assert_eq!(q.to_json(), written);
    assert_eq!(Progress::from_json(&written), Ok(q));
    assert_eq!(Progress::from_json("{"), Err(ProgressError::Unreadable));
    assert_eq!(
        Progress::from_json(r#"{"version":2}"#),
        Err(ProgressError::NewerVersion { version: 2 })
    );
    assert_eq!(
        Progress::from_json(r#"{"version":1}"#).unwrap().rating(),
        1200
    );
}

#[test]
fn every_answer_is_worded_in_every_language() {
    let mut s = session(first());
    let wrong = wrong_move(&s);
    s.try_action(&wrong);
    let right = parse(&s, &first().line[0]);
    let mut t = s.clone();
    t.try_action(&right);
    for &language in Language::ALL {
        let c = Catalog::new(language);
        for view in [s.view(), t.view()] {
            let text = words::answer(&c, &view).unwrap();
            assert!(
                !text.is_empty() && !text.contains('{'),
                "{language:?}: {text}"
            );
            let h = words::heading(&c, view.game, view.heading);
            assert!(!h.contains('{'), "{h}");
        }
    }
    let en = Catalog::new(Language::English);
    assert_eq!(
        words::heading(&en, GameKind::Pylos, Heading::WinIn { seat: 0, moves: 3 }),
        "Light to move and win in 3 moves"
    );
    assert_eq!(
        words::heading(
            &en,
            GameKind::Pyramida,
            Heading::WinIn { seat: 1, moves: 1 }
        ),
        "Black to move and win in 1 move"
    );
    let cs = Catalog::new(Language::Czech);
    assert_eq!(
        words::heading(
            &cs,
            GameKind::Pyramida,
            Heading::WinIn { seat: 0, moves: 3 }
        ),
        "Na tahu: Bílý — výhra za 3 tahy"
    );
    assert_eq!(
        words::rating_change(
            &en,
            Rated {
                before: 1200,
                after: 1192
            }
        ),
        "Rating 1192 (-8)"
    );
}

/// Plays a puzzle by its hints to the end: the number of the solver's
/// decisions it took.
fn solve_by_hints<G: PuzzleGame>(p: &Puzzle) -> (PuzzleSession<G>, u32) {
    let mut s = PuzzleSession::<G>::new(p).unwrap();
    let mut decisions = 0;
    while s.view().status == PuzzleStatus::Solving && decisions < 40 {
        let mut probe = s.clone();
        probe.hint().unwrap();
        let action = probe.hint_action().unwrap().clone();
        let (answer, played) = s.try_action(&action);
        assert!(!played.is_empty(), "{}: {answer:?}", p.id);
        decisions += 1;
    }
    (s, decisions)
}

#[test]
fn pylos_and_pyramido_puzzles_play_through_the_same_session() {
    let en = Catalog::new(Language::English);
    let pylos = &set(GameKind::Pylos)[0];
    let s = PuzzleSession::<pyramids_core::pylos::Pylos>::new(pylos).unwrap();
    assert_eq!(
        words::heading(&en, GameKind::Pylos, s.view().heading),
        format!(
            "{} to move and win in {} move{}",
            if pylos.to_move == 0 { "Light" } else { "Dark" },
            pylos.goal.win_moves(),
            if pylos.goal.win_moves() == 1 { "" } else { "s" }
        )
    );
    let (s, decisions) = solve_by_hints::<pyramids_core::pylos::Pylos>(pylos);
    assert_eq!(s.view().status, PuzzleStatus::Solved, "{}", pylos.id);
    assert_eq!(decisions, pylos.goal.win_moves());

    let pyramido = &set(GameKind::Pyramido)[0];
    let Goal::BestTurn { points } = pyramido.goal else {
        panic!("{:?}", pyramido.goal)
    };
    let mut t = PuzzleSession::<pyramids_core::pyramido::Pyramido>::new(pyramido).unwrap();
    assert_eq!(
        t.view().heading,
        Heading::BestTurn {
            seat: pyramido.to_move,
            points
        }
    );
    assert!(
        words::heading(&en, GameKind::Pyramido, t.view().heading)
            .ends_with(&format!("to move: score {points} points this turn"))
            || points == 1
    );
    // A decision off the best turn is refused with what it still makes.
    let best = t.clone().hint().unwrap();
    let other = t.record().legal_actions().into_iter().find(|a| {
        AnyAction::Pyramido(*a) != best.0 && {
            let mut probe = t.clone();
            matches!(probe.try_action(a).0, PuzzleAnswer::FewerPoints { .. })
        }
    });
    if let Some(other) = other {
        let (answer, played) = t.try_action(&other);
        assert!(played.is_empty());
        let PuzzleAnswer::FewerPoints { points: made, best } = answer else {
            panic!("{answer:?}")
        };
        assert!(made < best && best == points);
        assert!(words::answer(&en, &t.view())
            .unwrap()
            .starts_with("After that the turn makes only"));
    }
    let (t, _) = solve_by_hints::<pyramids_core::pyramido::Pyramido>(pyramido);
    assert_eq!(t.view().status, PuzzleStatus::Solved, "{}", pyramido.id);
}

/// White could win in 2 with d4-e5 (the shipped puzzle pyramida-1-12) but
/// played d4-c3, which lets Black hold the draw: the game's mistakes.
fn thrown_win() -> (Vec<Mistake>, Vec<Mistake>) {
    use pyramids_core::review::{review, ReviewBudget, ReviewControl};
    let p = puzzle("pyramida-1-12").unwrap();
    let seats = vec![pyramids_core::game::SeatKind::Human; 2];
    let mut record =
        pyramids_core::record::GameRecord::<Pyramida>::new(Default::default(), 0, seats);
    for m in p.moves.iter().map(String::as_str).chain(["d4-c3", "d2"]) {
        record.apply_notation(m).unwrap();
    }
    let reviewed = review(
        &record,
        ReviewBudget::Nodes {
            per_decision: 1_000,
        },
        &ReviewControl::new(),
    )
    .unwrap();
    (
        mistakes(&record, &reviewed, 0),
        mistakes(&record, &reviewed, 1),
    )
}

#[test]
fn a_reviewed_games_mistake_is_played_again_as_find_a_better_move() {
    use pyramids_core::review::Verdict;
    let p = puzzle("pyramida-1-12").unwrap();
    let (found, blacks) = thrown_win();
    let last = found.last().expect("the mistake is found");
    assert_eq!(last.moves, p.moves);
    assert_eq!(
        (last.played.as_str(), last.better.as_str()),
        ("d4-c3", "d4-e5")
    );
    // A win thrown to a draw: a mistake (a loss would be a blunder).
    assert_eq!(last.verdict, Verdict::Mistake);
    assert!(found.iter().all(|m| m.seat == 0));
    assert!(blacks.iter().all(|m| m.seat == 1));

    let mut s = MistakeSession::<Pyramida>::new(last).unwrap();
    let same = s.record().state().parse_action("d4-c3").unwrap();
    let (answer, played) = s.try_action(&same);
    assert!(played.is_empty());
    assert!(
        matches!(
            answer,
            PuzzleAnswer::NotBetter {
                refutation: Some(_),
                ..
            }
        ),
        "{answer:?}"
    );
    let en = Catalog::new(Language::English);
    let view = PuzzleView {
        answer: Some(answer),
        ..session(p).view()
    };
    assert_eq!(
        words::answer(&en, &view).unwrap(),
        "That is no better than the move played in the game: Black answers “The pushed stone retreats to d2”."
    );
    let better = s.record().state().parse_action("d4-e5").unwrap();
    let (answer, played) = s.try_action(&better);
    assert_eq!((answer, played.len()), (PuzzleAnswer::Solved, 1));
    assert!(s.is_solved() && !s.clean());
    let mut fresh = MistakeSession::<Pyramida>::new(last).unwrap();
    fresh.try_action(&better);
    assert!(fresh.clean());
    assert_eq!(
        words::heading(&en, GameKind::Pyramida, Heading::BetterMove { seat: 0 }),
        "White to move: find a better move"
    );
}

#[test]
fn a_mistakes_hint_marks_the_better_move_and_its_solution_plays_it() {
    let (found, _) = thrown_win();
    let last = found.last().unwrap();
    let en = Catalog::new(Language::English);

    let mut s = MistakeSession::<Pyramida>::new(last).unwrap();
    let (_, place) = s.hint().expect("a hint");
    let d4 = s.record().state().parse_action("d4-e5").unwrap();
    assert_eq!(place, <Pyramida as PuzzleGame>::hint_place(&d4));
    assert_eq!(words::hint(&en, &s.view()).unwrap(), "Hint: look at d4.");
    assert_eq!(s.view().attempt, Some(Attempt::Failed), "help settles it");
    let (answer, _) = s.try_action(&d4);
    assert_eq!(answer, PuzzleAnswer::Solved);
    assert_eq!(s.view().attempt, Some(Attempt::Solved), "found after help");

    let mut s = MistakeSession::<Pyramida>::new(last).unwrap();
    let ply = s.record().ply();
    assert_eq!(s.show_solution().len(), 1);
    assert_eq!(
        s.view().status,
        PuzzleStatus::Solution { step: 0, steps: 1 }
    );
    assert!(words::solution(&en, &s.view()).unwrap().contains("d4"));
    assert_eq!(
        s.try_action(&d4).0,
        PuzzleAnswer::Finished,
        "the solution plays it"
    );
    assert_eq!(s.solution_step().len(), 1);
    assert_eq!(s.record().ply(), ply + 1);
    assert!(s.solution_step().is_empty(), "played once");
    assert_eq!(s.view().attempt, Some(Attempt::Failed));

    s.retry();
    assert_eq!(s.record().ply(), ply, "back before the mistake");
    assert_eq!(s.view().status, PuzzleStatus::Solving);
    assert_eq!(s.try_action(&d4).0, PuzzleAnswer::Solved);
    assert!(!s.clean(), "a retried mistake is not found alone");
}

/// A shipped Pylos puzzle's position with the solver's win thrown away by
/// a proven-losing move, then played out by the prover: a reviewed game
/// with a proven blunder.
fn thrown_pylos_win() -> (GameRecord<pyramids_core::pylos::Pylos>, usize) {
    use pyramids_core::puzzle::pylos::{prove_move, Position};
    use pyramids_core::pylos::Pylos;
    use pyramids_core::search::ProvenValue;
    let p = &set(GameKind::Pylos)[0];
    let seats = vec![pyramids_core::game::SeatKind::Human; 2];
    let mut record = GameRecord::<Pylos>::new(Default::default(), 0, seats);
    for m in &p.moves {
        record.apply_notation(m).unwrap();
    }
    let at = record.ply();
    let position = |r: &GameRecord<Pylos>| Position {
        state: r.state().clone(),
        history: r.repetition_history(),
    };
    let losing = record
        .legal_actions()
        .into_iter()
        .find(|a| {
            matches!(
                prove_move(&position(&record), a).value,
                Some(ProvenValue::Loss(_))
            )
        })
        .expect("a proven-losing first move");
    record.apply(&losing).unwrap();
    while !record.outcome().is_over() {
        let legal = record.legal_actions();
        let best = *legal
            .iter()
            .find(|a| {
                matches!(
                    prove_move(&position(&record), a).value,
                    Some(ProvenValue::Win(_))
                )
            })
            .unwrap_or(&legal[0]);
        record.apply(&best).unwrap();
    }
    (record, at)
}

#[test]
fn a_pylos_games_proven_blunder_is_played_again_and_a_proven_win_finds_it() {
    use pyramids_core::pylos::Pylos;
    use pyramids_core::review::{review, ReviewBudget, ReviewControl};
    let (record, at) = thrown_pylos_win();
    let reviewed = review(
        &record,
        ReviewBudget::Nodes {
            per_decision: MISTAKE_REVIEW_NODES,
        },
        &ReviewControl::new(),
    )
    .unwrap();
    let solver = record.state_at(at).unwrap().to_move();
    let found = mistakes(&record, &reviewed, solver);
    let m = found
        .iter()
        .find(|m| m.moves.len() == at)
        .expect("the thrown win is a proven mistake");
    let mut s = MistakeSession::<Pylos>::new(m).unwrap();
    let played = s.record().state().parse_action(&m.played).unwrap();
    let (answer, moved) = s.try_action(&played);
    assert!(moved.is_empty());
    assert!(
        matches!(
            answer,
            PuzzleAnswer::NotBetter {
                refutation: Some(_),
                ..
            }
        ),
        "the game's move is refuted by the defender's proven win: {answer:?}"
    );
    let better = s.record().state().parse_action(&m.better).unwrap();
    assert_eq!(s.try_action(&better).0, PuzzleAnswer::Solved);
}

#[test]
fn a_tries_one_proof_gives_the_same_value_as_valuing_it_alone() {
    use pyramids_core::pylos::Pylos;
    use pyramids_core::search::ProvenValue;
    let p = &set(GameKind::Pylos)[0];
    let seats = vec![pyramids_core::game::SeatKind::Human; 2];
    let mut record = GameRecord::<Pylos>::new(Default::default(), 0, seats);
    for m in &p.moves {
        record.apply_notation(m).unwrap();
    }
    for action in record.legal_actions().into_iter().take(6) {
        let tried = <Pylos as ExactGame>::tried(&record, &action);
        assert_eq!(tried.value, <Pylos as ExactGame>::value(&record, &action));
        assert_eq!(
            tried.refutation.is_some(),
            matches!(tried.value, Some(ProvenValue::Loss(_))),
            "a reply is given exactly when the try is proven lost: {action:?}"
        );
    }
}
