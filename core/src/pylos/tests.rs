//! One test per rule and engine decision of `docs/rules/pylos.md`, named
//! after it, plus random-playout property tests of the page's invariants.

use super::*;
use crate::ai::{AiRequest, GameAi};
use crate::game::{DrawReason, Level, SeatKind};
use crate::record::GameRecord;
use crate::rng::{pick_index, rng_for};

fn p(s: &str) -> Pos {
    Pos::parse(s).unwrap_or_else(|| panic!("bad position {s}"))
}

fn bb(list: &str) -> Bitboard {
    list.split_whitespace()
        .fold(Bitboard::EMPTY, |b, s| b.with(p(s)))
}

fn game(variant: Variant) -> Pylos {
    Pylos::new(&PylosOptions { variant }, 0)
}

fn play(g: &mut Pylos, moves: &str) -> Vec<PylosEvent> {
    let mut events = Vec::new();
    for m in moves.split_whitespace() {
        let a = g.parse_action(m).unwrap();
        events.extend(g.apply(&a).unwrap_or_else(|e| panic!("{m}: {e}")));
    }
    events
}

fn texts(g: &Pylos) -> Vec<String> {
    let mut v: Vec<String> = g
        .legal_actions()
        .iter()
        .map(|a| g.format_action(a))
        .collect();
    v.sort();
    v
}

fn assert_illegal(g: &mut Pylos, text: &str) -> IllegalAction {
    let before = g.clone();
    let action = g.parse_action(text).unwrap();
    let err = g.apply(&action).expect_err(text);
    assert_eq!(*g, before, "a rejected action changed the state");
    err
}

// --- Material and board --------------------------------------------------

#[test]
fn material_two_players_fifteen_balls_each_light_first() {
    let g = game(Variant::Standard);
    assert_eq!(g.reserve(LIGHT), 15);
    assert_eq!(g.reserve(DARK), 15);
    assert_eq!(g.to_move(), LIGHT);
    assert_eq!(Pos::all().count(), 30);
}

#[test]
fn check_light_has_16_first_moves_and_dark_15_replies() {
    let g = game(Variant::Standard);
    let first = g.legal_actions();
    assert_eq!(first.len(), 16);
    for a in first {
        let mut h = g.clone();
        h.apply(&a).unwrap();
        assert_eq!(h.legal_actions().len(), 15, "after {a:?}");
    }
}

// --- Definitions ----------------------------------------------------------

#[test]
fn available_means_empty_and_level1_or_four_supports() {
    let mut g = game(Variant::Kids);
    play(&mut g, "1a1 1b1 1a2");
    assert!(!g.available().contains(p("2a1")));
    assert!(
        !g.available().contains(p("1a1")),
        "occupied is not available"
    );
    play(&mut g, "1b2");
    assert!(g.available().contains(p("2a1")));
    assert!(!g.available().contains(p("2b1")));
}

#[test]
fn free_means_no_ball_rests_on_it() {
    let mut g = game(Variant::Kids);
    play(&mut g, "1a1 1b1 1a2 1b2 2a1");
    for s in ["1a1", "1b1", "1a2", "1b2"] {
        assert!(!g.free().contains(p(s)), "{s} carries 2a1");
    }
    assert!(g.free().contains(p("2a1")));
}

// --- A turn: place and raise ---------------------------------------------

#[test]
fn place_puts_a_reserve_ball_on_any_available_position() {
    let mut g = game(Variant::Standard);
    let events = play(&mut g, "1c3");
    assert_eq!(g.at(p("1c3")), Some(LIGHT));
    assert_eq!(g.reserve(LIGHT), 14);
    assert_eq!(
        events,
        vec![
            PylosEvent::Placed {
                seat: LIGHT,
                to: p("1c3")
            },
            PylosEvent::TurnPassed { to: DARK }
        ]
    );
    // Upper levels too, once supported.
    let mut g = game(Variant::Kids);
    play(&mut g, "1a1 1b1 1a2 1b2 2a1");
    assert_eq!(g.at(p("2a1")), Some(LIGHT));
}

#[test]
fn place_is_rejected_on_unsupported_or_occupied_positions() {
    let mut g = game(Variant::Standard);
    play(&mut g, "1a1");
    assert!(matches!(
        assert_illegal(&mut g, "2a1"),
        IllegalAction::Rejected { .. }
    ));
    assert_illegal(&mut g, "1a1");
    assert_illegal(&mut g, "x1a1");
    assert_illegal(&mut g, "stop");
}

#[test]
fn passing_is_not_allowed() {
    let g = game(Variant::Standard);
    assert!(!g.legal_actions().contains(&PylosAction::Stop));
    let mut g2 = g.clone();
    assert_illegal(&mut g2, "stop");
}

fn raise_position() -> Pylos {
    // Level 1 b-c / 1-2 square filled (mixed colours, no pattern), Light's 1a4 free.
    let light = bb("1b1 1c2 1a4");
    let dark = bb("1c1 1b2 1d4");
    Pylos::from_balls(Variant::Standard, light, dark, LIGHT).unwrap()
}

#[test]
fn raise_moves_own_free_ball_up_and_costs_no_reserve() {
    let mut g = raise_position();
    let reserve = g.reserve(LIGHT);
    assert!(g.legal_actions().contains(&PylosAction::Raise {
        from: p("1a4"),
        to: p("2b1")
    }));
    let events = play(&mut g, "1a4-2b1");
    assert_eq!(g.reserve(LIGHT), reserve, "a raise costs no reserve ball");
    assert_eq!(g.at(p("1a4")), None);
    assert_eq!(g.at(p("2b1")), Some(LIGHT));
    assert_eq!(
        events[0],
        PylosEvent::Raised {
            seat: LIGHT,
            from: p("1a4"),
            to: p("2b1")
        }
    );
}

#[test]
fn raise_rejected_from_a_support_of_the_target() {
    let mut g = raise_position();
    let err = assert_illegal(&mut g, "1b1-2b1");
    assert_eq!(
        err.problem().map(|p| p.kind()),
        Some("supports_target"),
        "{err}"
    );
}

#[test]
fn raise_rejected_for_a_ball_that_carries_another() {
    // 1a1..1b2 square carries a dark 2a1; Light's 1a1 is not free.
    let light = bb("1a1 1b2 1c1 1d2");
    let dark = bb("1b1 1a2 2a1 1c2 1d1");
    let mut g = Pylos::from_balls(Variant::Kids, light, dark, LIGHT).unwrap();
    assert!(g.available().contains(p("2c1")));
    let err = assert_illegal(&mut g, "1a1-2c1");
    assert_eq!(
        err.problem().map(|p| p.kind()),
        Some("carries_a_ball"),
        "{err}"
    );
}

#[test]
fn raise_rejected_to_the_same_or_a_lower_level() {
    let mut g = raise_position();
    assert_illegal(&mut g, "1a4-1a3");
    assert_illegal(&mut g, "1d4-2b1"); // not Light's ball
}

#[test]
fn raise_can_never_reach_the_apex() {
    // Every level-3 position full: the apex's supports are all occupied, and
    // any free ball below level 3 would have to be uncovered: none is.
    let mut rng = rng_for(99, 0);
    for _ in 0..300 {
        let mut g = game(Variant::Standard);
        while !g.outcome().is_over() {
            let moves = g.legal_actions();
            assert!(!moves
                .iter()
                .any(|m| matches!(m, PylosAction::Raise { to, .. } if *to == APEX)));
            let m = moves[pick_index(moves.len(), &mut rng)];
            g.apply(&m).unwrap();
        }
    }
}

// --- Reclaim --------------------------------------------------------------

fn square_ready(variant: Variant) -> Pylos {
    // Light holds 1a1 1b1 1a2; placing 1b2 completes a square.
    Pylos::from_balls(variant, bb("1a1 1b1 1a2"), bb("1d1 1d2 1d3"), LIGHT).unwrap()
}

#[test]
fn reclaim_standard_square_first_mandatory_second_optional() {
    let mut g = square_ready(Variant::Standard);
    let events = play(&mut g, "1b2");
    assert_eq!(g.phase(), Phase::FirstReclaim);
    assert_eq!(g.to_move(), LIGHT);
    assert!(matches!(
        events.last(),
        Some(PylosEvent::PatternCompleted { .. })
    ));
    assert_illegal(&mut g, "stop");
    assert_illegal(&mut g, "x1d1"); // not own ball
    assert_eq!(texts(&g), ["x1a1", "x1a2", "x1b1", "x1b2"]);
    play(&mut g, "x1b2");
    assert_eq!(g.phase(), Phase::SecondReclaim);
    assert!(texts(&g).contains(&"stop".to_string()));
    let events = play(&mut g, "stop");
    assert_eq!(
        events,
        vec![
            PylosEvent::ReclaimDeclined { seat: LIGHT },
            PylosEvent::TurnPassed { to: DARK }
        ]
    );
    assert_eq!(g.reserve(LIGHT), 12);
}

#[test]
fn reclaim_second_ball_may_be_one_the_first_rested_on() {
    // Light completes a level-2 square; 2a1 rests on 1a1 etc.
    let light = bb("1a1 1b1 1c1 1a2 1b2 1c2 1a3 1b3 1c3 2a1 2b1 2a2");
    let dark = bb("1d1 1d2 1d3 1d4 1a4 1b4 1c4");
    let mut g = Pylos::from_balls(Variant::Standard, light, dark, LIGHT).unwrap();
    play(&mut g, "2b2 x2a1");
    // 1a1 was under 2a1 only: now free, and reclaimable as the second ball.
    assert!(texts(&g).contains(&"x1a1".to_string()));
    play(&mut g, "x1a1");
    assert_eq!(g.to_move(), DARK);
    assert_eq!(g.reserve(LIGHT), 15 - 13 + 2);
}

#[test]
fn reclaim_several_patterns_still_at_most_two_balls() {
    // 1b2 completes two squares at once (with 1a1.. and 1c1..).
    let light = bb("1a1 1b1 1a2 1c1 1c2");
    let mut g = Pylos::from_balls(Variant::Standard, light, bb("1d4 1c4 1b4"), LIGHT).unwrap();
    play(&mut g, "1b2 x1a1 x1c1");
    assert_eq!(g.to_move(), DARK, "the turn ends after two reclaims");
    assert_eq!(g.reserve(LIGHT), 15 - 6 + 2);
}

#[test]
fn reclaim_the_ball_just_moved_is_allowed() {
    let mut g = square_ready(Variant::Standard);
    play(&mut g, "1b2 x1b2 stop");
    assert_eq!(g.at(p("1b2")), None);
    assert_eq!(g.reserve(LIGHT), 12);
}

#[test]
fn reclaim_only_patterns_of_the_movers_colour_count() {
    let mut g = Pylos::from_balls(Variant::Standard, bb("1a1 1b1"), bb("1a2 1d4"), LIGHT).unwrap();
    play(&mut g, "1b2");
    assert_eq!(g.to_move(), DARK, "a mixed square gives no reclaim");
}

#[test]
fn reclaim_only_patterns_containing_the_moved_ball_count() {
    // A completed Light square already stands; a later unrelated move does not reclaim.
    let mut g = Pylos::from_balls(
        Variant::Standard,
        bb("1a1 1b1 1a2 1b2"),
        bb("1d1 1d2 1d3 1d4"),
        LIGHT,
    )
    .unwrap();
    play(&mut g, "1c4");
    assert_eq!(g.to_move(), DARK);
}

#[test]
fn reclaim_after_a_raise_that_completes_a_square() {
    // Light holds 2a1 2a2 2b2; raising the free 1a4 to 2b1 completes the level-2 square.
    let light = bb("1a1 1b1 1a2 1b2 1c1 1c2 1a3 1b3 1c3 2a1 2a2 2b2 1a4");
    let dark = bb("1d1 1d2 1d3 1d4 1b4 1c4");
    let mut g = Pylos::from_balls(Variant::Standard, light, dark, LIGHT).unwrap();
    assert!(g.available().contains(p("2b1")));
    play(&mut g, "1a4-2b1");
    assert_eq!(g.phase(), Phase::FirstReclaim);
}

#[test]
fn variant_kids_has_no_reclaim() {
    let mut g = square_ready(Variant::Kids);
    play(&mut g, "1b2");
    assert_eq!(g.to_move(), DARK);
    assert_eq!(g.phase(), Phase::Move);
}

fn line_ready(variant: Variant) -> Pylos {
    Pylos::from_balls(variant, bb("1a1 1b1 1c1"), bb("1a3 1b3 1c4"), LIGHT).unwrap()
}

#[test]
fn variant_expert_reclaims_on_a_level1_row_of_four() {
    let mut g = line_ready(Variant::Expert);
    play(&mut g, "1d1");
    assert_eq!(g.phase(), Phase::FirstReclaim);
}

#[test]
fn variant_standard_does_not_reclaim_on_lines() {
    let mut g = line_ready(Variant::Standard);
    play(&mut g, "1d1");
    assert_eq!(g.to_move(), DARK);
}

#[test]
fn variant_expert_reclaims_on_a_level2_column_of_three() {
    let l1_light = "1a1 1a2 1a3 1a4 1c1 1c3 1d2 1d4";
    let l1_dark = "1b1 1b2 1b3 1b4 1c2 1c4 1d1 1d3";
    let mut g = Pylos::from_balls(
        Variant::Expert,
        bb(&format!("{l1_light} 2a1 2a2")),
        bb(&format!("{l1_dark} 2c1")),
        LIGHT,
    )
    .unwrap();
    play(&mut g, "2a3");
    assert_eq!(g.phase(), Phase::FirstReclaim);
}

#[test]
fn variant_expert_diagonals_do_not_count() {
    let mut g =
        Pylos::from_balls(Variant::Expert, bb("1a1 1b2 1c3"), bb("1a4 1b4 1c4"), LIGHT).unwrap();
    play(&mut g, "1d4");
    assert!(matches!(g.phase(), Phase::Move));
    let mut g =
        Pylos::from_balls(Variant::Expert, bb("1a1 1b2 1c3"), bb("1a4 1b4 1c1"), LIGHT).unwrap();
    play(&mut g, "1d4");
    assert_eq!(g.to_move(), DARK);
}

// --- End of the game -------------------------------------------------------

#[test]
fn apex_filled_placer_wins_but_a_reserve_always_empties_first() {
    // The page: filling the apex wins. But 30 balls fill 30 positions, so
    // before the apex only one ball is off the board: the player who is not
    // to move ended a turn with an empty reserve and has already lost. The
    // apex rule is implemented as written and can never fire; random games
    // confirm every game ends by an empty reserve (or repetition).
    for seed in 0..200 {
        let mut rng = rng_for(seed, 3);
        let mut g = game(Variant::Standard);
        let mut plies = 0;
        while !g.outcome().is_over() && plies < 500 {
            let moves = g.legal_actions();
            let m = moves[pick_index(moves.len(), &mut rng)];
            g.apply(&m).unwrap();
            plies += 1;
        }
        if g.outcome().is_over() {
            assert!(!g.occupied().contains(APEX));
            let Outcome::Win { winner } = g.outcome() else {
                panic!()
            };
            assert_eq!(g.reserve(1 - winner), 0);
        }
    }
}

#[test]
fn empty_reserve_with_no_reclaim_or_raise_light_loses_on_29th_ball() {
    // Check from the page: with no reclaims and no raises, Light's 15th ball
    // (the 29th placed) empties its reserve with the apex empty.
    let mut g = game(Variant::Kids);
    let mut placed = 0;
    while g.outcome() == Outcome::Ongoing {
        let place = g
            .legal_actions()
            .into_iter()
            .find(|a| matches!(a, PylosAction::Place { .. }))
            .unwrap();
        g.apply(&place).unwrap();
        placed += 1;
    }
    assert_eq!(placed, 29);
    assert_eq!(g.reserve(LIGHT), 0);
    assert!(!g.occupied().contains(APEX));
    assert_eq!(g.outcome(), Outcome::Win { winner: DARK });
}

#[test]
fn empty_reserve_is_checked_after_the_reclaim() {
    // Light places its last ball and completes a square: the reclaim refills
    // the reserve, so Light has not lost.
    let light = bb("1a1 1b1 1a2 1c1 1d1 1c2 1d2 1a3 1b3 1c3 1d3 1a4 1b4 1c4");
    let mut g = Pylos::from_balls(Variant::Standard, light, bb("1d4"), LIGHT).unwrap();
    assert_eq!(g.reserve(LIGHT), 1);
    play(&mut g, "1b2");
    assert_eq!(g.reserve(LIGHT), 0);
    assert_eq!(g.phase(), Phase::FirstReclaim);
    assert_eq!(g.outcome(), Outcome::Ongoing);
    play(&mut g, "x1b2 stop");
    assert_eq!(g.reserve(LIGHT), 1);
    assert_eq!(g.outcome(), Outcome::Ongoing);
}

#[test]
fn empty_reserve_loses_at_once_at_the_end_of_the_turn() {
    let light = bb("1a1 1b1 1c1 1d1 1a2 1b2 1c2 1d2 1a3 1b3 1c3 1d3 1a4 1b4");
    let mut g = Pylos::from_balls(Variant::Kids, light, bb("1c4"), LIGHT).unwrap();
    assert_eq!(g.reserve(LIGHT), 1);
    let events = play(&mut g, "1d4");
    assert_eq!(g.outcome(), Outcome::Win { winner: DARK });
    assert!(!events
        .iter()
        .any(|e| matches!(e, PylosEvent::TurnPassed { .. })));
    assert!(g.legal_actions().is_empty());
    assert_eq!(assert_illegal(&mut g, "2a1"), IllegalAction::GameOver);
}

// --- Repetition (engine decision) ------------------------------------------

#[test]
fn repetition_third_occurrence_is_a_draw() {
    // Both sides can "pass" by completing a square and reclaiming the ball just placed.
    let light = bb("1a1 1b1 1a2");
    let dark = bb("1c3 1d3 1c4");
    let start = Pylos::from_balls(Variant::Standard, light, dark, LIGHT).unwrap();
    let mut record = GameRecord::<Pylos>::new(PylosOptions::default(), 0, vec![]);
    // Put the record at `start` by replacing its state through a save-free path:
    // play the same balls from the empty board.
    for m in ["1a1", "1c3", "1b1", "1d3", "1a2", "1c4"] {
        record.apply_notation(m).unwrap();
    }
    assert_eq!(*record.state(), start);
    let cycle = ["1b2", "x1b2", "stop", "1d4", "x1d4", "stop"];
    for m in cycle {
        record.apply_notation(m).unwrap();
    }
    assert_eq!(record.outcome(), Outcome::Ongoing, "second occurrence");
    for (i, m) in cycle.iter().enumerate() {
        let applied = record.apply_notation(m).unwrap();
        if i == cycle.len() - 1 {
            assert_eq!(
                record.outcome(),
                Outcome::Draw {
                    reason: DrawReason::Repetition
                }
            );
            assert!(matches!(
                applied.events.last(),
                Some(PylosEvent::GameOver { .. })
            ));
        } else {
            assert_eq!(record.outcome(), Outcome::Ongoing);
        }
    }
    assert!(record.legal_actions().is_empty());
    assert!(record.apply_notation("1a3").is_err());
    // Undo leaves the draw.
    record.undo();
    assert_eq!(record.outcome(), Outcome::Ongoing);
}

#[test]
fn repetition_counts_side_to_move() {
    let a = Pylos::from_balls(Variant::Standard, bb("1a1"), bb("1b1"), LIGHT).unwrap();
    let b = Pylos::from_balls(Variant::Standard, bb("1a1"), bb("1b1"), DARK).unwrap();
    assert_ne!(a.repetition_key(), b.repetition_key());
}

#[test]
fn repetition_is_not_counted_mid_turn() {
    let mut g = square_ready(Variant::Standard);
    play(&mut g, "1b2");
    assert_eq!(g.repetition_key(), None);
}

#[test]
fn ply_limit_ends_in_a_draw() {
    let mut record =
        GameRecord::<Pylos>::new(PylosOptions::default(), 0, vec![]).with_max_plies(Some(4));
    for m in ["1a1", "1b1", "1c1"] {
        record.apply_notation(m).unwrap();
    }
    assert_eq!(record.outcome(), Outcome::Ongoing);
    record.apply_notation("1d1").unwrap();
    assert_eq!(
        record.outcome(),
        Outcome::Draw {
            reason: DrawReason::PlyLimit
        }
    );
}

// --- Record: undo/redo, saves ------------------------------------------------

#[test]
fn undo_and_redo_walk_the_full_history() {
    let mut record = GameRecord::<Pylos>::new(PylosOptions::default(), 0, vec![]);
    for m in [
        "1a1", "1c3", "1b1", "1d3", "1a2", "1c4", "1b2", "x1a1", "x1b1",
    ] {
        record.apply_notation(m).unwrap();
    }
    let end = record.state().clone();
    let mut states = Vec::new();
    while record.can_undo() {
        states.push(record.state().clone());
        record.undo();
    }
    assert_eq!(*record.state(), game(Variant::Standard));
    while record.can_redo() {
        record.redo().unwrap();
        assert_eq!(
            Some(record.state()),
            states.iter().rev().nth(record.ply() - 1)
        );
    }
    assert_eq!(*record.state(), end);
    // A new action after undo clears the redo list.
    record.undo();
    record.apply_notation("stop").unwrap();
    assert!(!record.can_redo());
}

#[test]
fn save_and_load_round_trip_with_redo() {
    let mut record = GameRecord::<Pylos>::new(
        PylosOptions {
            variant: Variant::Expert,
        },
        5,
        vec![SeatKind::Human, SeatKind::Ai(Level::Hard)],
    );
    for m in ["1a1", "1c3", "1b1", "1d3", "1a2", "1c4", "1b2", "x1b2"] {
        record.apply_notation(m).unwrap();
    }
    record.undo();
    let text = crate::save::save(&record);
    let loaded = crate::save::load::<Pylos>(&text).unwrap();
    assert_eq!(loaded.state(), record.state());
    assert_eq!(loaded.history(), record.history());
    assert_eq!(loaded.redo_actions(), record.redo_actions());
    assert_eq!(loaded.seats(), record.seats());
    assert_eq!(loaded.options().variant, Variant::Expert);
}

// --- Properties over random playouts -------------------------------------------

fn random_games(count: u64, variant: Variant, mut check: impl FnMut(&Pylos, &Pylos, &PylosAction)) {
    for seed in 0..count {
        let mut rng = rng_for(seed, 7);
        let mut g = game(variant);
        let mut plies = 0;
        while !g.outcome().is_over() && plies < 400 {
            let moves = g.legal_actions();
            assert!(
                !moves.is_empty(),
                "an ongoing game always has a legal action"
            );
            let a = moves[pick_index(moves.len(), &mut rng)];
            let before = g.clone();
            g.apply(&a).unwrap();
            check(&before, &g, &a);
            plies += 1;
        }
    }
}

#[test]
fn property_balls_are_conserved_and_never_float() {
    for variant in [Variant::Kids, Variant::Standard, Variant::Expert] {
        random_games(700, variant, |_, g, _| {
            let on_board = g.occupied().count() as u8;
            assert_eq!(on_board + g.reserve(LIGHT) + g.reserve(DARK), 30);
            for q in g.occupied().iter() {
                assert!(g.occupied().is_superset(q.supports()), "{q} floats");
            }
            assert!(!g.balls(LIGHT).intersects(g.balls(DARK)));
        });
    }
}

#[test]
fn property_undo_restores_the_exact_state() {
    for seed in 0..300u64 {
        let mut rng = rng_for(seed, 8);
        let record = GameRecord::<Pylos>::new(
            PylosOptions {
                variant: Variant::Expert,
            },
            seed,
            vec![],
        )
        .with_max_plies(Some(300));
        crate::testkit::check_undo_redo(record, |g| {
            let moves = g.legal_actions();
            moves[pick_index(moves.len(), &mut rng)]
        });
    }
}

#[test]
fn property_illegal_actions_never_change_state() {
    let all: Vec<PylosAction> = Pos::all()
        .flat_map(|a| {
            let mut v = vec![
                PylosAction::Place { to: a },
                PylosAction::Reclaim { from: a },
            ];
            v.extend(Pos::all().map(move |b| PylosAction::Raise { from: a, to: b }));
            v
        })
        .chain([PylosAction::Stop])
        .collect();
    random_games(40, Variant::Expert, |_, g, _| {
        let legal = g.legal_actions();
        for a in &all {
            let mut h = g.clone();
            match h.apply(a) {
                Ok(_) => assert!(legal.contains(a), "{a:?} accepted but not listed"),
                Err(_) => {
                    assert!(!legal.contains(a), "{a:?} listed but rejected");
                    assert_eq!(h, *g);
                }
            }
        }
    });
}

#[test]
fn property_notation_round_trips_for_every_legal_action() {
    random_games(100, Variant::Expert, |before, _, a| {
        let text = before.format_action(a);
        assert_eq!(before.parse_action(&text).unwrap(), *a);
    });
}

// --- perft (regression) --------------------------------------------------------

#[test]
fn perft_counts_complete_turns() {
    // Depth 1: 16 placements; depth 2: 16 * 15.
    let g = game(Variant::Standard);
    assert_eq!(perft::perft(&g, 1), 16);
    assert_eq!(perft::perft(&g, 2), 240);
    // A reclaim set of two reachable in both orders counts once.
    let g = square_ready(Variant::Standard);
    let turns = perft::turns(&g);
    let completing: Vec<_> = turns.iter().filter(|t| t.reserve(LIGHT) > 11).collect();
    // 1b2 then: {a} for 4 balls + {a,b} pairs of 4 balls = 4 + 6.
    assert_eq!(completing.len(), 10);
}

// --- AI ------------------------------------------------------------------------

#[test]
fn ai_completes_an_open_square() {
    let g = square_ready(Variant::Standard);
    for level in [Level::Medium, Level::Hard, Level::Expert] {
        let choice = g.choose(&[], &AiRequest::nodes(level, 50_000, 1)).unwrap();
        assert_eq!(
            choice.action,
            PylosAction::Place { to: p("1b2") },
            "{level:?}"
        );
    }
}

#[test]
fn ai_is_deterministic_for_a_seed() {
    let mut g = game(Variant::Standard);
    play(&mut g, "1b2 1c2 1b3");
    for level in [
        Level::Random,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
    ] {
        let a = g.choose(&[], &AiRequest::nodes(level, 20_000, 3)).unwrap();
        let b = g.choose(&[], &AiRequest::nodes(level, 20_000, 3)).unwrap();
        assert_eq!(a, b, "{level:?}");
    }
}

#[test]
fn ai_refuses_perfect_level_for_pylos() {
    let g = game(Variant::Standard);
    assert!(g
        .choose(&[], &AiRequest::nodes(Level::Perfect, 10, 0))
        .is_err());
}

#[test]
fn perft_regression_depths_1_to_6_and_7() {
    // Squares and lines need four balls of one colour, so the variants first
    // differ at depth 7 (Light's fourth ball).
    let shared = [16, 240, 3_360, 43_680, 524_376, 5_786_496];
    for (variant, d7) in [
        (Variant::Kids, 58_746_240u64),
        (Variant::Standard, 61_313_472),
        (Variant::Expert, 63_596_160),
    ] {
        let g = game(variant);
        assert_eq!(perft::perft_table(&g, 6), shared, "{variant:?}");
        assert_eq!(perft::perft(&g, 7), d7, "{variant:?}");
    }
}

/// An independent, slow reference: positions as an array, geometry from
/// coordinates, turns enumerated from first principles.
mod reference {
    use std::collections::BTreeSet;

    type Board = [Option<u8>; 30];

    fn coords(i: usize) -> (usize, usize, usize) {
        let starts = [0, 16, 25, 29, 30];
        let l = (0..4).find(|&l| i < starts[l + 1]).unwrap();
        let n = 4 - l;
        (l, (i - starts[l]) % n, (i - starts[l]) / n)
    }
    fn index(l: usize, c: usize, r: usize) -> usize {
        [0, 16, 25, 29][l] + r * (4 - l) + c
    }
    fn supports(i: usize) -> Vec<usize> {
        let (l, c, r) = coords(i);
        if l == 0 {
            vec![]
        } else {
            vec![
                index(l - 1, c, r),
                index(l - 1, c + 1, r),
                index(l - 1, c, r + 1),
                index(l - 1, c + 1, r + 1),
            ]
        }
    }
    fn available(b: &Board, i: usize) -> bool {
        b[i].is_none() && supports(i).iter().all(|&s| b[s].is_some())
    }
    fn free(b: &Board, i: usize) -> bool {
        b[i].is_some() && (0..30).all(|j| b[j].is_none() || !supports(j).contains(&i))
    }
    fn completes(b: &Board, i: usize, who: u8, lines: bool) -> bool {
        let (l, c, r) = coords(i);
        let n = 4 - l;
        let own = |cc: usize, rr: usize| b[index(l, cc, rr)] == Some(who);
        let mut found = false;
        for c0 in c.saturating_sub(1)..=c.min(n.saturating_sub(2)) {
            for r0 in r.saturating_sub(1)..=r.min(n.saturating_sub(2)) {
                if n >= 2
                    && own(c0, r0)
                    && own(c0 + 1, r0)
                    && own(c0, r0 + 1)
                    && own(c0 + 1, r0 + 1)
                {
                    found = true;
                }
            }
        }
        if lines && l <= 1 {
            found |= (0..n).all(|cc| own(cc, r)) || (0..n).all(|rr| own(c, rr));
        }
        found
    }
    fn reserve(b: &Board, who: u8) -> usize {
        15 - b.iter().filter(|x| **x == Some(who)).count()
    }

    /// Boards after each complete turn of `who` (a move with one of its
    /// distinct reclaim sets), with a game-over flag.
    pub fn turns(b: &Board, who: u8, reclaim: bool, lines: bool) -> Vec<(Vec<Option<u8>>, bool)> {
        let mut all = Vec::new();
        let mut moves: Vec<(Option<usize>, usize)> = Vec::new();
        for t in 0..30 {
            if !available(b, t) {
                continue;
            }
            if reserve(b, who) > 0 {
                moves.push((None, t));
            }
            for f in 0..30 {
                if b[f] == Some(who)
                    && free(b, f)
                    && coords(f).0 < coords(t).0
                    && !supports(t).contains(&f)
                {
                    moves.push((Some(f), t));
                }
            }
        }
        for (from, to) in moves {
            let mut out = BTreeSet::new();
            let mut a = *b;
            if let Some(f) = from {
                a[f] = None;
            }
            a[to] = Some(who);
            let end = |x: &Board| to == 29 || reserve(x, who) == 0;
            if to != 29 && reclaim && completes(&a, to, who, lines) {
                for x in 0..30 {
                    if a[x] == Some(who) && free(&a, x) {
                        let mut one = a;
                        one[x] = None;
                        out.insert((one.to_vec(), end(&one)));
                        for y in 0..30 {
                            if one[y] == Some(who) && free(&one, y) {
                                let mut two = one;
                                two[y] = None;
                                out.insert((two.to_vec(), end(&two)));
                            }
                        }
                    }
                }
            } else {
                out.insert((a.to_vec(), end(&a)));
            }
            all.extend(out);
        }
        all
    }

    pub fn perft(b: &Board, who: u8, depth: u32, reclaim: bool, lines: bool) -> u64 {
        let children = turns(b, who, reclaim, lines);
        if depth == 1 {
            return children.len() as u64;
        }
        children
            .iter()
            .filter(|(_, over)| !over)
            .map(|(c, _)| {
                perft(
                    &c.clone().try_into().unwrap(),
                    1 - who,
                    depth - 1,
                    reclaim,
                    lines,
                )
            })
            .sum()
    }

    pub fn board_of(g: &super::Pylos) -> Board {
        let mut b = [None; 30];
        for p in super::Pos::all() {
            b[p.index()] = g.at(p).map(|s| s as u8);
        }
        b
    }
}

#[test]
fn perft_agrees_with_an_independent_reference_from_random_positions() {
    for variant in [Variant::Kids, Variant::Standard, Variant::Expert] {
        let reclaim = variant != Variant::Kids;
        let lines = variant == Variant::Expert;
        for seed in 0..25u64 {
            let mut rng = rng_for(seed, 21);
            let mut g = game(variant);
            let plies = 8 + (seed as usize * 3) % 22;
            for _ in 0..plies {
                if g.outcome().is_over() {
                    break;
                }
                let moves = g.legal_actions();
                g.apply(&moves[pick_index(moves.len(), &mut rng)]).unwrap();
            }
            while g.phase() != Phase::Move && !g.outcome().is_over() {
                let moves = g.legal_actions();
                g.apply(&moves[0]).unwrap();
            }
            if g.outcome().is_over() {
                continue;
            }
            let b = reference::board_of(&g);
            for depth in 1..=2 {
                let fast = perft::perft(&g, depth);
                assert_eq!(
                    fast,
                    reference::perft(&b, g.to_move() as u8, depth, reclaim, lines),
                    "{variant:?} seed {seed} depth {depth}"
                );
                // The array implementation the benchmarks compare against counts the same.
                let board = perft::array::board_of(&g);
                let array = perft::array::perft(
                    &board,
                    g.to_move() as u8,
                    depth,
                    perft::array::patterns_of(variant),
                );
                assert_eq!(fast, array, "array: {variant:?} seed {seed} depth {depth}");
            }
        }
    }
}

/// A game record of `variant` after `moves`, through a save and a load, as
/// `pyramids perft --from SAVE` reads it.
fn saved_and_loaded(variant: Variant, moves: &str) -> Pylos {
    let mut r = GameRecord::<Pylos>::new(PylosOptions { variant }, 0, vec![SeatKind::Human; 2]);
    for m in moves.split_whitespace() {
        r.apply_notation(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    let text = crate::save::save(&r);
    crate::save::load::<Pylos>(&text).unwrap().state().clone()
}

#[test]
fn perft_bulk_and_plain_paths_agree_at_every_depth_to_6() {
    // The bulk path counts the last turn without enumerating it; the plain
    // path (`--no-bulk`) enumerates every turn. From the start of each
    // variant, and from saves taken mid-turn (a first reclaim to come, and
    // a second), every depth to 6.
    for variant in [Variant::Kids, Variant::Standard, Variant::Expert] {
        let start = game(variant);
        let mut bulk = perft::Perft::new();
        let mut plain = perft::Perft::plain();
        for depth in 1..=6 {
            assert_eq!(
                bulk.count(&start, depth),
                plain.count(&start, depth),
                "{variant:?} from the start, depth {depth}"
            );
        }
    }
    for (variant, moves, phase) in [
        // Light's square 1a1 1b1 1a2 1b2: the first reclaim to come.
        (
            Variant::Standard,
            "1a1 1d4 1b1 1d3 1a2 1c4 1b2",
            Phase::FirstReclaim,
        ),
        // The same square, one ball reclaimed: the optional second to come.
        (
            Variant::Standard,
            "1a1 1d4 1b1 1d3 1a2 1c4 1b2 x1a1",
            Phase::SecondReclaim,
        ),
        // Expert: a level-1 row of Light's (1a1 1b1 1c1 1d1).
        (
            Variant::Expert,
            "1a1 1a4 1b1 1b4 1c1 1c4 1d1",
            Phase::FirstReclaim,
        ),
        (
            Variant::Expert,
            "1a1 1a4 1b1 1b4 1c1 1c4 1d1 x1d1",
            Phase::SecondReclaim,
        ),
    ] {
        let state = saved_and_loaded(variant, moves);
        assert_eq!(state.phase(), phase, "{moves}");
        for depth in 1..=6 {
            assert_eq!(
                perft::perft(&state, depth),
                perft::perft_plain(&state, depth),
                "{variant:?} after {moves}, depth {depth}"
            );
        }
    }
}

#[test]
fn perft_bulk_and_plain_paths_agree_from_random_positions_to_the_end() {
    // Raises, patterns completed by a raise, lines, reclaims that free a
    // ball, empty reserves and the apex: positions all through the game.
    let mut checked = 0;
    for variant in [Variant::Kids, Variant::Standard, Variant::Expert] {
        for seed in 0..60u64 {
            let mut rng = rng_for(seed, 27);
            let mut g = game(variant);
            let plies = 6 + (seed as usize * 7) % 60;
            for _ in 0..plies {
                if g.outcome().is_over() {
                    break;
                }
                let moves = g.legal_actions();
                g.apply(&moves[pick_index(moves.len(), &mut rng)]).unwrap();
            }
            for depth in 1..=3 {
                assert_eq!(
                    perft::perft(&g, depth),
                    perft::perft_plain(&g, depth),
                    "{variant:?} seed {seed} after {plies} decisions, depth {depth}"
                );
            }
            checked += 1;
        }
    }
    assert_eq!(checked, 180);
}

#[test]
fn perft_reuses_its_buffers_without_changing_counts() {
    // One counter across depths and positions, as the CLI and benchmarks use it.
    let mut counter = perft::Perft::plain();
    let start = game(Variant::Expert);
    let mut later = start.clone();
    play(&mut later, "1a1 1b1 1a2 1c1 1b2");
    for depth in 1..=4 {
        assert_eq!(
            counter.count(&start, depth),
            perft::perft_plain(&start, depth)
        );
        assert_eq!(
            counter.count(&later, depth),
            perft::perft_plain(&later, depth)
        );
    }
    assert_eq!(counter.count(&start, 4), 43_680);
}

#[test]
fn perft_finishes_a_turn_saved_mid_reclaim() {
    // Light completes a square: the count from the reclaim decision is the
    // distinct reclaim sets (then the opponent's replies at depth 2).
    let mut g = game(Variant::Standard);
    play(&mut g, "1a1 1d4 1b1 1d3 1a2 1c4 1b2");
    assert_eq!(g.phase(), Phase::FirstReclaim);
    // Free light balls after 1b2: 1a1 1b1 1a2 1b2 (4 singles, 6 pairs).
    assert_eq!(perft::perft(&g, 1), 10);
}

fn position_with_empty(seed: u64, empty: u32) -> Option<Pylos> {
    crate::playout::random_until(&game(Variant::Standard), seed, 400, |g| {
        g.phase() == Phase::Move && !g.outcome().is_over() && 30 - g.occupied().count() == empty
    })
}

#[test]
fn ai_exact_endgame_wins_fast_and_delays_losses() {
    // Proven values must be what perfect self-play produces: the winner
    // wins in exactly the proven number of decisions, the loser cannot
    // delay further.
    let mut checked = 0;
    for seed in 0..60 {
        let Some(start) = position_with_empty(seed, 6) else {
            continue;
        };
        let first = start
            .choose(&[], &AiRequest::nodes(Level::Expert, 3_000_000, seed))
            .unwrap();
        // Reclaims can lengthen a game without bound, so not every position
        // is proven within the cap; those are skipped.
        let Some(value) = first.proven else { continue };
        let (winner, distance) = match value {
            crate::search::ProvenValue::Win(d) => (start.to_move(), d),
            crate::search::ProvenValue::Loss(d) => (1 - start.to_move(), d),
            crate::search::ProvenValue::Draw => continue,
        };
        let mut g = start.clone();
        let mut decisions = 0;
        while !g.outcome().is_over() {
            let c = g
                .choose(&[], &AiRequest::nodes(Level::Expert, 3_000_000, seed))
                .unwrap();
            g.apply(&c.action).unwrap();
            decisions += 1;
            assert!(decisions <= 60);
        }
        assert_eq!(g.outcome(), Outcome::Win { winner }, "seed {seed}");
        assert_eq!(
            decisions, distance,
            "seed {seed}: perfect play takes the proven number of decisions"
        );
        checked += 1;
    }
    assert!(checked >= 10, "only {checked} decisive positions found");
}

#[test]
fn ai_stops_promptly_when_cancelled() {
    let mut g = game(Variant::Standard);
    play(&mut g, "1b2 1c2 1b3");
    let cancel = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(true));
    let mut request = AiRequest::new(Level::Expert, 600_000, 1);
    request.cancel = Some(cancel);
    let choice = g.choose(&[], &request).unwrap();
    assert!(
        choice.nodes <= 2048,
        "searched {} nodes after cancel",
        choice.nodes
    );
    assert!(g.legal_actions().contains(&choice.action));
}
