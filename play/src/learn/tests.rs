//! Every lesson plays to its end, answers every wrong try, and means what
//! it says about the rules.

use std::collections::HashSet;

use pyramids_core::error::RuleProblem;
use pyramids_core::game::{Game, GameKind, Level, Outcome};
use pyramids_core::pylos::Pylos;
use pyramids_core::pyramida::Pyramida;
use pyramids_core::pyramido::Pyramido;
use pyramids_core::rng::{pick_index, rng_for};

use super::*;
use crate::interact::Place;

const GAMES: [GameKind; 3] = [GameKind::Pylos, GameKind::Pyramido, GameKind::Pyramida];

fn all_lessons() -> impl Iterator<Item = &'static Lesson> {
    GAMES.into_iter().flat_map(lessons)
}

/// A game whose lessons these tests play: tries that the rules refuse in
/// some position of each step (the first one refused there is tried).
trait Trial: LessonGame + PartialEq {
    const REFUSED: &'static [&'static str];
    /// The board model the app taps on.
    type Board: crate::interact::Steps<Game = Self>;
}

impl Trial for Pylos {
    type Board = crate::interact::PylosInteraction;
    // An upper place with nothing below it, or a taken place.
    const REFUSED: &'static [&'static str] = &["2a1", "1a1", "1b1", "1a2", "1b2", "1d4"];
}

impl Trial for Pyramida {
    type Board = crate::interact::PyramidaInteraction;
    // A move from an empty field, onto its own stone, or a pass with a move.
    const REFUSED: &'static [&'static str] = &["f6-e5", "a1-b2", "pass", "d2"];
}

impl Trial for Pyramido {
    type Board = crate::interact::PyramidoInteraction;
    // A tile in the place phase, a placement off the canvas in the others.
    const REFUSED: &'static [&'static str] = &["-", "p1", "q1@i9e"];
}

/// Runs `check` on each lesson of every game with its runner type.
macro_rules! each_lesson {
    ($check:ident) => {
        for game in GAMES {
            for lesson in lessons(game) {
                match game {
                    GameKind::Pylos => $check::<Pylos>(lesson),
                    GameKind::Pyramida => $check::<Pyramida>(lesson),
                    GameKind::Pyramido => $check::<Pyramido>(lesson),
                }
            }
        }
    };
}

#[test]
fn lesson_data_is_well_formed() {
    let mut ids = HashSet::new();
    for lesson in all_lessons() {
        assert!(ids.insert(lesson.id), "{} twice", lesson.id);
        assert!(
            (1..=4).contains(&lesson.steps.len()),
            "{}: a lesson is short",
            lesson.id
        );
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
    for game in GAMES {
        assert!(lessons(game).len() >= 5, "{game:?}");
        assert!(
            matches!(
                lessons(game)
                    .last()
                    .and_then(|l| l.steps.last())
                    .map(|s| &s.task),
                Some(Task::Game { level: Level::Easy })
            ),
            "{game:?}: the lessons end with a game against the easy level"
        );
    }
}

#[test]
fn every_setup_is_played_through_the_rules_in_full() {
    fn check<G: Trial>(lesson: &'static Lesson) {
        for (i, step) in lesson.steps.iter().enumerate() {
            if let Setup::Moves(moves) = step.setup {
                let run = LessonRun::<G>::at_step(lesson, i);
                assert_eq!(
                    run.record().ply(),
                    moves.len(),
                    "{} step {i}: a setup move is refused",
                    lesson.id
                );
                assert!(!run.record().outcome().is_over(), "{} step {i}", lesson.id);
            }
        }
    }
    each_lesson!(check);
}

#[test]
fn every_lesson_plays_to_its_end_by_each_accepted_decision() {
    fn check<G: Trial>(lesson: &'static Lesson) {
        for (i, step) in lesson.steps.iter().enumerate() {
            let Task::Play(play) = &step.task else {
                continue;
            };
            for accepted in play.accept {
                let mut run = LessonRun::<G>::at_step(lesson, i);
                assert_eq!(run.view().waiting, Waiting::Decision);
                assert_eq!(run.learner(), 0, "{}: the player is seat 0", lesson.id);
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
        let mut run = LessonRun::<G>::new(lesson);
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
    }
    each_lesson!(check);
}

#[test]
fn every_wrong_try_is_answered_and_changes_nothing() {
    fn check<G: Trial>(lesson: &'static Lesson) {
        for (i, step) in lesson.steps.iter().enumerate() {
            let Task::Play(play) = &step.task else {
                continue;
            };
            let run = LessonRun::<G>::at_step(lesson, i);
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
            let legal = run.record().legal_actions();
            let refused = G::REFUSED
                .iter()
                .filter_map(|t| state.parse_action(t).ok())
                .find(|a| !legal.contains(a))
                .unwrap_or_else(|| panic!("{} step {i}: nothing refused to try", lesson.id));
            let mut probe = run.clone();
            let answer = probe.try_action(&refused);
            assert!(
                matches!(answer, Err(Answer::Refused(_))),
                "{} step {i}: {answer:?}",
                lesson.id
            );
            assert_eq!(probe.record().state(), &state);
        }
    }
    each_lesson!(check);
}

#[test]
fn restart_skip_and_resume_agree_with_playing_through() {
    fn check<G: Trial>(lesson: &'static Lesson) {
        let mut skipped = LessonRun::<G>::new(lesson);
        for i in 0..lesson.steps.len() {
            let resumed = LessonRun::<G>::at_step(lesson, i);
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
            LessonRun::<G>::at_step(lesson, 99).waiting(),
            Waiting::Finished
        );
        skipped.restart();
        assert_eq!(skipped.step_index(), 0);
        assert_eq!(
            skipped.record().history(),
            LessonRun::<G>::new(lesson).record().history()
        );
        assert_eq!(skipped.waiting(), LessonRun::<G>::new(lesson).waiting());
    }
    each_lesson!(check);
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

fn pyramida_at(id: &str, step: usize) -> LessonRun<Pyramida> {
    LessonRun::<Pyramida>::at_step(super::lesson(id).unwrap(), step)
}

fn field(name: &str) -> pyramids_core::pyramida::Field {
    pyramids_core::pyramida::Field::parse(name).unwrap()
}

/// Rules page, "Moves": the first move may not use a stone at an end of
/// the base row, so White's first moves are e1 and i1 up, and a1 is refused.
#[test]
fn pyramida_climb_lesson_the_first_move_leaves_the_end_stones() {
    use pyramids_core::pyramida::PyramidaProblem;
    let run = pyramida_at("pyramida-climb", 1);
    let moves: Vec<_> = run
        .record()
        .legal_actions()
        .iter()
        .map(|a| run.record().state().format_action(a))
        .collect();
    assert_eq!(moves, ["e1-d2", "e1-f2", "i1-h2", "i1-j2"]);
    let a1 = run.record().state().parse_action("a1-b2").unwrap();
    assert_eq!(
        run.clone().try_action(&a1),
        Err(Answer::Refused(RuleProblem::Pyramida {
            problem: PyramidaProblem::FirstMoveFromEnd { at: field("a1") }
        }))
    );
}

/// Rules page, "Displacement" and "Every retreat is a move": the pushed
/// stone's owner chooses between two free fields, and after the retreat the
/// pusher moves again.
#[test]
fn pyramida_push_lesson_the_owner_chooses_the_retreat_and_it_is_a_move() {
    let mut run = pyramida_at("pyramida-push", 0);
    let push = run.record().state().parse_action("f2-e3").unwrap();
    let mut probe = run.record().clone();
    probe.apply(&push).unwrap();
    assert_eq!(probe.to_move(), 1, "Black retreats");
    assert_eq!(
        probe.state().retreat_options(),
        vec![field("d2"), field("f2")]
    );
    run.try_action(&push).unwrap();
    assert_eq!(run.record().to_move(), 0, "White moves again");
    assert_eq!(run.record().state().occupant(field("e3")), Some(0));
    // The next step: White's own stone driven off e3, White to choose.
    let run = pyramida_at("pyramida-push", 1);
    assert_eq!(run.learner(), 0);
    assert_eq!(run.record().state().retreat_from(), Some(field("e3")));
    assert_eq!(
        run.record().state().retreat_options(),
        vec![field("d2"), field("f2")]
    );
}

/// Rules page, "Protected pair": after pushing e3 up the diagonal towards
/// Black's d4, the attacker's next move may not enter d4.
#[test]
fn pyramida_protect_lesson_the_stone_behind_the_pushed_one_is_protected() {
    use pyramids_core::pyramida::PyramidaProblem;
    let mut run = pyramida_at("pyramida-protect", 0);
    let push = run.record().state().parse_action("f2-e3").unwrap();
    run.try_action(&push).unwrap();
    assert!(run.go_on());
    assert_eq!(run.record().state().protected(), Some(field("d4")));
    let enter = run.record().state().parse_action("e3-d4").unwrap();
    assert_eq!(
        run.clone().try_action(&enter),
        Err(Answer::Refused(RuleProblem::Pyramida {
            problem: PyramidaProblem::Protected { at: field("d4") }
        }))
    );
}

/// Rules page, "Edge block" and "A player with no legal move passes": each
/// of White's stones stands on an edge Black has moved up onto, so White's
/// one legal action is the pass.
#[test]
fn pyramida_pass_lesson_every_white_stone_is_blocked_so_white_passes() {
    use pyramids_core::pyramida::PyramidaAction;
    let run = pyramida_at("pyramida-pass", 0);
    let state = run.record().state();
    let white: Vec<_> = pyramids_core::pyramida::Field::all()
        .filter(|&f| state.occupant(f) == Some(0))
        .collect();
    assert_eq!(white, vec![field("a1"), field("c3"), field("i3")]);
    assert!(white.iter().all(|&f| state.is_blocked(f)));
    assert_eq!(run.record().legal_actions(), vec![PyramidaAction::Pass]);
}

/// Rules page, "End": the third occurrence of a position is a draw; g3-h2
/// is the one move that makes it, every other keeps the game going.
#[test]
fn pyramida_repeat_lesson_one_move_repeats_a_third_time_and_draws() {
    let run = pyramida_at("pyramida-repeat", 0);
    let mut draws = Vec::new();
    for action in run.record().legal_actions() {
        let mut probe = run.record().clone();
        probe.apply(&action).unwrap();
        match probe.outcome() {
            Outcome::Draw { .. } => draws.push(run.record().state().format_action(&action)),
            outcome => assert_eq!(outcome, Outcome::Ongoing),
        }
    }
    assert_eq!(draws, ["g3-h2"]);
}

/// Rules page, "Moves" and "End": a stone reaching f6 leaves the board, and
/// the third one off wins.
#[test]
fn pyramida_top_lesson_a_stone_on_the_top_leaves_and_the_third_wins() {
    let mut run = pyramida_at("pyramida-top", 0);
    let up = run.record().state().parse_action("e5-f6").unwrap();
    run.try_action(&up).unwrap();
    assert_eq!(run.record().state().off(0), 1);
    assert_eq!(run.record().state().occupant(field("f6")), None);
    let mut run = pyramida_at("pyramida-top", 1);
    assert_eq!(run.record().state().off(0), 2);
    let up = run.record().state().parse_action("e5-f6").unwrap();
    run.try_action(&up).unwrap();
    assert_eq!(run.record().outcome(), Outcome::Win { winner: 0 });
}

fn pyramido_at(id: &str, step: usize) -> LessonRun<Pyramido> {
    LessonRun::<Pyramido>::at_step(super::lesson(id).unwrap(), step)
}

fn pyramido_moves(run: &LessonRun<Pyramido>) -> Vec<String> {
    let state = run.record().state();
    let mut moves: Vec<_> = run
        .record()
        .legal_actions()
        .iter()
        .map(|a| state.format_action(a))
        .collect();
    moves.sort();
    moves
}

/// Rules page, "A turn" 4: the empty quarry place 3 is refilled from one of
/// the two piles beside it, 3 or 4.
#[test]
fn pyramido_turn_lesson_the_quarry_is_refilled_from_the_two_piles_beside_the_gap() {
    use pyramids_core::pyramido::Phase;
    let run = pyramido_at("pyramido-turn", 3);
    assert_eq!(run.record().state().phase(), Phase::Refill);
    assert_eq!(run.record().state().quarry()[2], None);
    assert_eq!(pyramido_moves(&run), ["p3", "p4"]);
    // And the tile step before it offers the skip and only the unmarked block.
    let run = pyramido_at("pyramido-turn", 2);
    let moves = pyramido_moves(&run);
    assert!(moves.contains(&"-".to_string()));
    assert!(
        moves.iter().all(|m| m == "-" || m.starts_with("t@e4=")),
        "{moves:?}"
    );
}

/// Rules page, "A turn" 2: a marker goes on a block of its own colour that
/// shows a jewel; both blocks of the domino just placed qualify here.
#[test]
fn pyramido_mark_lesson_both_blocks_show_a_jewel_of_a_marker_held() {
    use pyramids_core::pyramido::Phase;
    let run = pyramido_at("pyramido-mark", 1);
    assert_eq!(run.record().state().phase(), Phase::Mark);
    assert_eq!(pyramido_moves(&run), ["m@f5", "m@g5"]);
}

/// Rules page, "A turn" 1, floor 1: a later domino must share a full block
/// edge with a placed block; a corner (f6 against e5) or nothing at all is
/// refused, and every place the step accepts is legal.
#[test]
fn pyramido_second_domino_must_share_a_full_block_edge_on_floor_one() {
    use pyramids_core::pyramido::{PlaceError, PyramidoProblem};
    let run = pyramido_at("pyramido-mark", 0);
    let state = run.record().state();
    for tried in ["q2@f6e", "q2@a1e"] {
        let action = state.parse_action(tried).unwrap();
        assert_eq!(
            run.clone().try_action(&action),
            Err(Answer::Refused(RuleProblem::Pyramido {
                problem: PyramidoProblem::CannotPlace {
                    reason: PlaceError::NoContact
                }
            })),
            "{tried}"
        );
    }
    let Task::Play(play) = &super::lesson("pyramido-mark").unwrap().steps[0].task else {
        unreachable!()
    };
    assert_eq!(play.accept.len(), state.placements(1).len());
}

/// Rules page, "Floor scoring": once both players have completed floor 1
/// it is scored for each, and the player with the fewer points starts
/// floor 2.
#[test]
fn pyramido_score_lesson_floor_one_is_scored_and_the_fewer_points_start_floor_two() {
    let run = pyramido_at("pyramido-score", 0);
    let state = run.record().state();
    assert_eq!(state.floor(), 2);
    for seat in 0..2 {
        assert_eq!(state.players()[seat].floor_scores().len(), 1, "seat {seat}");
    }
    assert!(state.players()[0].score() < state.players()[1].score());
    assert_eq!(run.learner(), 0);
}

/// Rules page, "A turn" 1, floors 2-4: anywhere inside the floor's
/// footprint, no contact needed: each of the three dominoes may go on each
/// of the 4×3 footprint's 17 domino positions, either way round.
#[test]
fn pyramido_upper_lesson_a_domino_goes_anywhere_inside_the_footprint() {
    let run = pyramido_at("pyramido-upper", 0);
    let state = run.record().state();
    assert_eq!(state.floor(), 2);
    for slot in 0..3 {
        assert_eq!(
            state.placements(slot).len(),
            2 * (3 * 3 + 4 * 2),
            "slot {slot}"
        );
    }
    // The next domino of floor 2 may not go over the first (a2 and a3), nor
    // out of the footprint.
    use pyramids_core::pyramido::{PlaceError, PyramidoProblem};
    let run = pyramido_at("pyramido-upper", 1);
    let state = run.record().state();
    for (tried, reason) in [
        ("q1@a2e", PlaceError::Occupied),
        ("q1@a3s", PlaceError::Occupied),
        ("q1@d1e", PlaceError::OffFloor),
    ] {
        let action = state.parse_action(tried).unwrap();
        assert_eq!(
            run.clone().try_action(&action),
            Err(Answer::Refused(RuleProblem::Pyramido {
                problem: PyramidoProblem::CannotPlace { reason }
            })),
            "{tried}"
        );
    }
}

/// Rules page, "No fit": no quarry domino fits, so the player puts two
/// single tiles into the floor instead and the quarry stays.
#[test]
fn pyramido_no_fit_lesson_no_domino_fits_and_two_tiles_go_in_instead() {
    use pyramids_core::pyramido::Phase;
    let mut run = pyramido_at("pyramido-no-fit", 0);
    let state = run.record().state().clone();
    assert_eq!(state.phase(), Phase::NoFit);
    assert!((0..3).all(|slot| state.placements(slot).is_empty()));
    assert_eq!(state.players()[0].unused_tiles(), 3);
    for step in super::lesson("pyramido-no-fit").unwrap().steps {
        let Task::Play(play) = &step.task else {
            unreachable!()
        };
        let action = run.record().state().parse_action(play.accept[0]).unwrap();
        run.try_action(&action).unwrap();
        run.go_on();
    }
    let after = run.record().state();
    assert_eq!(after.players()[0].unused_tiles(), 1);
    assert_eq!(after.quarry(), state.quarry());
}

/// Rules page, "Floor scoring": the second no-fit tile goes on f3 just
/// before floor 1 is scored; a blue face there scores the most (it joins the
/// marked blue area and the blue block on f4), brown or red one point less,
/// green two; the step accepts exactly the blue faces.
#[test]
fn pyramido_no_fit_lesson_the_last_tile_scores_most_in_blue() {
    use pyramids_core::pyramido::Colour;
    let lesson = super::lesson("pyramido-no-fit").unwrap();
    let run = pyramido_at("pyramido-no-fit", 1);
    let Task::Play(play) = &lesson.steps[1].task else {
        unreachable!()
    };
    let mut best = Vec::new();
    let mut by_colour = std::collections::HashMap::new();
    for action in run.record().legal_actions() {
        let mut record = run.record().clone();
        record.apply(&action).unwrap();
        for reply in play.reply {
            record.apply_notation(reply[0]).unwrap();
        }
        assert_eq!(record.state().floor(), 2, "floor 1 is scored");
        let score = record.state().players()[0].floor_scores()[0];
        let pyramids_core::pyramido::PyramidoAction::FillHole { colour, .. } = action else {
            unreachable!()
        };
        by_colour.insert(colour, score);
        best.push((score, run.record().state().format_action(&action)));
    }
    let top = best.iter().map(|b| b.0).max().unwrap();
    let mut winners: Vec<_> = best
        .iter()
        .filter(|b| b.0 == top)
        .map(|b| b.1.clone())
        .collect();
    winners.sort();
    let mut accepted: Vec<_> = play.accept.iter().map(|a| a.to_string()).collect();
    accepted.sort();
    assert_eq!(winners, accepted);
    assert_eq!(by_colour[&Colour::Blue], by_colour[&Colour::Brown] + 1);
    assert_eq!(by_colour[&Colour::Red], by_colour[&Colour::Brown]);
    assert_eq!(by_colour[&Colour::Green] + 1, by_colour[&Colour::Brown]);
}

/// Rules page, "End": games played on from the lesson's position rank the
/// players by points, then unused single tiles, then the best floor.
#[test]
fn pyramido_end_lesson_the_ranking_breaks_ties_by_tiles_then_best_floor() {
    let run = pyramido_at("pyramido-end", 0);
    for seed in 0..20 {
        let mut rng = rng_for(seed, 5);
        let mut state = run.record().state().clone();
        while !state.outcome().is_over() {
            let legal = state.legal_actions();
            state
                .apply(&legal[pick_index(legal.len(), &mut rng)])
                .unwrap();
        }
        let ranking = state.ranking();
        for pair in ranking.windows(2) {
            let key = |e: &pyramids_core::pyramido::RankEntry| {
                (!e.eliminated, e.score, e.unused_tiles, e.best_floor)
            };
            assert!(key(&pair[0]) >= key(&pair[1]), "seed {seed}: {ranking:?}");
            assert_eq!(
                pair[0].place == pair[1].place,
                key(&pair[0]) == key(&pair[1]),
                "seed {seed}"
            );
        }
    }
}

/// Where a step teaches one move, the board lights that move's places only:
/// a reviewer found the taught move lost among every legal target.
#[test]
fn every_taught_step_lights_its_own_move_and_nothing_else() {
    use crate::interact::{Board, Context, Steps};
    fn check<G: Trial>(lesson: &'static Lesson) {
        for (i, step) in lesson.steps.iter().enumerate() {
            let run = LessonRun::<G>::at_step(lesson, i);
            let taught = run.taught();
            let Task::Play(play) = &step.task else {
                assert!(taught.is_empty());
                continue;
            };
            if play.any {
                assert!(taught.is_empty(), "{} step {i}", lesson.id);
                continue;
            }
            let legal = run.record().legal_actions();
            assert_eq!(taught.len(), play.accept.len(), "{} step {i}", lesson.id);
            assert!(taught.iter().all(|a| legal.contains(a)));
            let places: HashSet<Place> = taught
                .iter()
                .flat_map(|a| {
                    let (to, from) = G::Board::action_places(a);
                    to.into_iter().chain(from)
                })
                .collect();
            let cx = Context {
                legal: &legal,
                human_to_move: true,
                over: false,
                commands: false,
                can_undo: false,
                can_redo: false,
                can_hint: false,
                hint: None,
                last_turn: &[],
                taught: &taught,
            };
            let view = Board::<G::Board>::new().view(run.record().state(), &cx);
            assert!(
                !view.marks.is_empty(),
                "{} step {i}: nothing lit",
                lesson.id
            );
            assert!(
                view.marks.iter().all(|m| places.contains(&m.place)),
                "{} step {i}: {:?} lit beside {places:?}",
                lesson.id,
                view.marks
            );
        }
        // Done, the step lights nothing more.
        let mut run = LessonRun::<G>::new(lesson);
        if let Some(Step {
            task: Task::Play(play),
            ..
        }) = lesson.steps.first()
        {
            let action = run.record().state().parse_action(play.accept[0]).unwrap();
            run.try_action(&action).unwrap();
            assert!(run.taught().is_empty());
        }
    }
    each_lesson!(check);
}
