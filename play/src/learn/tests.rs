//! Every lesson plays to its end, answers every wrong try, and means what
//! it says about the rules.

use std::collections::HashSet;

use pyramids_core::game::{Game, GameKind, Level, Outcome};
use pyramids_core::pylos::Pylos;
use pyramids_core::rng::{pick_index, rng_for};

use super::*;
use crate::interact::Place;

fn all_lessons() -> impl Iterator<Item = &'static Lesson> {
    [GameKind::Pylos, GameKind::Pyramido, GameKind::Pyramida]
        .into_iter()
        .flat_map(lessons)
}

/// Runs `check` on each lesson of `game` with its runner type.
fn each_pylos(mut check: impl FnMut(&'static Lesson)) {
    for lesson in lessons(GameKind::Pylos) {
        check(lesson);
    }
}

#[test]
fn lesson_data_is_well_formed() {
    let mut ids = HashSet::new();
    for lesson in all_lessons() {
        assert!(ids.insert(lesson.id), "{} twice", lesson.id);
        assert!(!lesson.steps.is_empty(), "{}", lesson.id);
        assert!(
            matches!(lesson.steps[0].setup, Setup::Moves(_)),
            "{}: the first step sets up its position",
            lesson.id
        );
        assert_eq!(super::lesson(lesson.id).map(|l| l.id), Some(lesson.id));
        for (i, step) in lesson.steps.iter().enumerate() {
            for p in step.points {
                assert!(
                    Place::parse(lesson.game, p).is_some(),
                    "{} step {i}: {p} is not a place",
                    lesson.id
                );
            }
            if let Task::Play(play) = &step.task {
                assert!(!play.accept.is_empty(), "{} step {i}", lesson.id);
                assert!(
                    play.any || play.not_it.is_some(),
                    "{} step {i}: a wrong try needs its answer",
                    lesson.id
                );
            }
        }
    }
    assert!(lessons(GameKind::Pylos).len() >= 5);
}

#[test]
fn every_setup_is_played_through_the_rules_in_full() {
    each_pylos(|lesson| {
        for (i, step) in lesson.steps.iter().enumerate() {
            if let Setup::Moves(moves) = step.setup {
                let run = LessonRun::<Pylos>::at_step(lesson, i);
                assert_eq!(
                    run.record().ply(),
                    moves.len(),
                    "{} step {i}: a setup move is refused",
                    lesson.id
                );
                assert!(!run.record().outcome().is_over(), "{} step {i}", lesson.id);
            }
        }
    });
}

#[test]
fn every_lesson_plays_to_its_end_by_each_accepted_decision() {
    each_pylos(|lesson| {
        for (i, step) in lesson.steps.iter().enumerate() {
            let Task::Play(play) = &step.task else {
                continue;
            };
            for accepted in play.accept {
                let mut run = LessonRun::<Pylos>::at_step(lesson, i);
                assert_eq!(run.view().waiting, Waiting::Decision);
                assert_eq!(run.learner(), 0, "{}: the player is Light", lesson.id);
                let action = run.record().state().parse_action(accepted).unwrap();
                let played = run.try_action(&action).unwrap_or_else(|a| {
                    panic!("{} step {i}: {accepted} answered {a:?}", lesson.id)
                });
                assert_eq!(
                    played.len(),
                    1 + play.reply.len(),
                    "{} step {i}: after {accepted} a reply is not legal",
                    lesson.id
                );
                assert_eq!(
                    run.view().answer,
                    Some(Answer::Right {
                        praise: step.praise
                    })
                );
                assert!(run.view().points.is_empty());
                assert!(run.go_on());
                // The next step goes on from here as it does when skipped.
                if i + 1 < lesson.steps.len() {
                    if let Task::Play(next) = &lesson.steps[i + 1].task {
                        let first = run.record().state().parse_action(next.accept[0]).unwrap();
                        assert!(
                            run.record().legal_actions().contains(&first),
                            "{} step {}: {} is not legal after {accepted}",
                            lesson.id,
                            i + 1,
                            next.accept[0]
                        );
                    }
                }
            }
        }
        // And the whole lesson, step by step, as a player goes through it.
        let mut run = LessonRun::<Pylos>::new(lesson);
        while run.waiting() != Waiting::Finished {
            match run.waiting() {
                Waiting::Next => assert!(run.go_on()),
                Waiting::Decision => {
                    let Task::Play(play) = &lesson.steps[run.step_index()].task else {
                        unreachable!()
                    };
                    let action = run.record().state().parse_action(play.accept[0]).unwrap();
                    run.try_action(&action).unwrap();
                }
                Waiting::Game { level } => {
                    assert_eq!(level, Level::Easy);
                    run.game_ended();
                }
                Waiting::Finished => unreachable!(),
            }
        }
        assert_eq!(run.view().waiting, Waiting::Finished);
    });
}

#[test]
fn every_wrong_try_is_answered_and_changes_nothing() {
    each_pylos(|lesson| {
        for (i, step) in lesson.steps.iter().enumerate() {
            let Task::Play(play) = &step.task else {
                continue;
            };
            let run = LessonRun::<Pylos>::at_step(lesson, i);
            let state = run.record().state().clone();
            let accepted: Vec<_> = play
                .accept
                .iter()
                .map(|a| state.parse_action(a).unwrap())
                .collect();
            let mut wrong = 0;
            for action in run.record().legal_actions() {
                let mut probe = run.clone();
                let answer = probe.try_action(&action);
                if play.any || accepted.contains(&action) {
                    assert!(answer.is_ok(), "{} step {i}", lesson.id);
                } else {
                    wrong += 1;
                    assert_eq!(
                        answer,
                        Err(Answer::NotIt(play.not_it.unwrap())),
                        "{} step {i}: {}",
                        lesson.id,
                        state.format_action(&action)
                    );
                    assert_eq!(probe.record().state(), &state);
                    assert_eq!(probe.view().waiting, Waiting::Decision);
                    assert_eq!(probe.view().answer, answer.err());
                }
            }
            assert!(
                play.any || wrong > 0,
                "{} step {i}: nothing to get wrong",
                lesson.id
            );
            // A try the rules refuse says why, through the rules' problem.
            let occupied = pyramids_core::pylos::Pos::all().find(|&p| state.at(p).is_some());
            if let Some(at) = occupied {
                let mut probe = run.clone();
                let answer = probe.try_action(&pyramids_core::pylos::PylosAction::Place { to: at });
                assert!(
                    matches!(answer, Err(Answer::Refused(_))),
                    "{} step {i}: {answer:?}",
                    lesson.id
                );
                assert_eq!(probe.record().state(), &state);
            }
        }
    });
}

#[test]
fn restart_skip_and_resume_agree_with_playing_through() {
    each_pylos(|lesson| {
        let mut skipped = LessonRun::<Pylos>::new(lesson);
        for i in 0..lesson.steps.len() {
            let resumed = LessonRun::<Pylos>::at_step(lesson, i);
            assert_eq!(resumed.step_index(), i);
            assert_eq!(
                resumed.record().history(),
                skipped.record().history(),
                "{} step {i}",
                lesson.id
            );
            skipped.skip();
        }
        assert_eq!(skipped.waiting(), Waiting::Finished);
        assert_eq!(
            LessonRun::<Pylos>::at_step(lesson, 99).waiting(),
            Waiting::Finished
        );
        skipped.restart();
        assert_eq!(skipped.step_index(), 0);
        assert_eq!(
            skipped.record().history(),
            LessonRun::<Pylos>::new(lesson).record().history()
        );
        assert_eq!(skipped.waiting(), LessonRun::<Pylos>::new(lesson).waiting());
    });
}

#[test]
fn next_waits_for_the_decision() {
    let lesson = super::lesson("pylos-raise").unwrap();
    let mut run = LessonRun::<Pylos>::new(lesson);
    assert_eq!(run.waiting(), Waiting::Decision);
    assert!(!run.go_on(), "a step to play is not skipped by Next");
    assert_eq!(run.step_index(), 0);
    assert_eq!(
        run.view().points,
        vec![
            Place::parse(GameKind::Pylos, "1d4").unwrap(),
            Place::parse(GameKind::Pylos, "2a1").unwrap()
        ]
    );
}

/// Rules page, "Empty reserve": the lesson's position is one where every
/// ball Light places loses at once and every raise keeps the game going.
#[test]
fn pylos_empty_reserve_lesson_every_place_loses_and_every_raise_does_not() {
    let lesson = super::lesson("pylos-empty").unwrap();
    let run = LessonRun::<Pylos>::new(lesson);
    assert_eq!(run.record().state().reserve(0), 1);
    let mut raises = 0;
    for action in run.record().legal_actions() {
        let mut probe = run.record().clone();
        probe.apply(&action).unwrap();
        match action {
            pyramids_core::pylos::PylosAction::Place { .. } => {
                assert_eq!(probe.outcome(), Outcome::Win { winner: 1 })
            }
            _ => {
                raises += 1;
                assert_eq!(probe.outcome(), Outcome::Ongoing);
            }
        }
    }
    assert_eq!(raises, 3);
}

/// Rules page, "A turn" 3 and 4, which the last step of `pylos-empty` tells
/// the player: a turn that ends with an empty reserve loses, so at the start
/// of every turn both players hold a ball, at most 28 are on the board and
/// the apex (the 30th) is never filled: the game is won by running the rival
/// out.
#[test]
fn pylos_both_reserves_hold_a_ball_at_every_turn_so_the_apex_stays_empty() {
    use pyramids_core::pylos::Phase;
    for seed in 0..300 {
        let mut rng = rng_for(seed, 3);
        let mut state = Pylos::new(&Default::default(), seed);
        while !state.outcome().is_over() {
            if state.phase() == Phase::Move {
                assert!(
                    state.reserve(0) >= 1 && state.reserve(1) >= 1,
                    "seed {seed}"
                );
                assert!(state.occupied().count() <= 28, "seed {seed}");
            }
            let legal = state.legal_actions();
            // Raises and reclaims first, so games run long.
            let saving: Vec<_> = legal
                .iter()
                .copied()
                .filter(|a| !matches!(a, pyramids_core::pylos::PylosAction::Place { .. }))
                .collect();
            let pool = if saving.is_empty() || seed % 2 == 0 {
                &legal
            } else {
                &saving
            };
            let action = pool[pick_index(pool.len(), &mut rng)];
            state.apply(&action).unwrap();
        }
    }
}
