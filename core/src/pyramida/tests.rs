//! Rules tests, one per rule and engine decision of
//! `docs/rules/pyramida.md`, on hand-built positions; then seeded random
//! playouts for the page's invariants. The solver's and the table's tests
//! are in `solver_tests.rs`.

use super::*;
use crate::error::IllegalAction;
use crate::game::{DrawReason, Outcome};
use crate::record::GameRecord;
use crate::rng::{pick_index, rng_for};

fn f(name: &str) -> Field {
    Field::parse(name).unwrap_or_else(|| panic!("{name} is not a field"))
}

fn pos(white: &str, black: &str, to_move: Seat) -> Pyramida {
    Pyramida::from_text(white, black, to_move).unwrap()
}

fn play(state: &mut Pyramida, text: &str) -> Vec<PyramidaEvent> {
    let action = state.parse_action(text).unwrap();
    state
        .apply(&action)
        .unwrap_or_else(|e| panic!("{text}: {e}\n{}", draw_board(state, false)))
}

fn legal(state: &Pyramida) -> Vec<String> {
    let mut moves: Vec<String> = state
        .legal_actions()
        .iter()
        .map(|a| state.format_action(a))
        .collect();
    moves.sort();
    moves
}

/// Asserts that `text` is rejected with the problem named `kind` and that
/// the state is untouched.
fn rejected(state: &Pyramida, text: &str, kind: &str) {
    let mut probe = state.clone();
    let action = probe.parse_action(text).unwrap();
    match probe.apply(&action) {
        Err(IllegalAction::Rejected { problem, .. }) => {
            assert_eq!(problem.kind(), kind, "{text}: {problem:?}")
        }
        other => panic!("{text} should be rejected ({kind}), got {other:?}"),
    }
    assert_eq!(&probe, state, "a rejected action changed the state");
    assert!(
        !legal(state).contains(&text.to_string()),
        "{text} is listed as legal"
    );
}

fn stones_at(state: &Pyramida, seat: Seat) -> String {
    fields_of(state.stones(seat))
        .map(|f| f.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

// ---- board and start -------------------------------------------------

#[test]
fn start_has_three_stones_each_alternating_on_the_base() {
    let s = Pyramida::start(&PyramidaOptions::default());
    assert_eq!(stones_at(&s, WHITE), "a1 e1 i1");
    assert_eq!(stones_at(&s, BLACK), "c1 g1 k1");
    assert_eq!(s.to_move(), WHITE);
    assert_eq!(s.outcome(), Outcome::Ongoing);
}

#[test]
fn start_has_exactly_four_legal_moves() {
    let s = Pyramida::start(&PyramidaOptions::default());
    assert_eq!(legal(&s), ["e1-d2", "e1-f2", "i1-h2", "i1-j2"]);
}

#[test]
fn swapped_setup_puts_black_on_a1_and_white_still_moves_first() {
    let options = PyramidaOptions { swapped: true };
    let s = Pyramida::start(&options);
    assert_eq!(stones_at(&s, WHITE), "c1 g1 k1");
    assert_eq!(stones_at(&s, BLACK), "a1 e1 i1");
    assert_eq!(s.to_move(), WHITE);
    assert_eq!(legal(&s), ["c1-b2", "c1-d2", "g1-f2", "g1-h2"]);
    assert_eq!(
        serde_json::from_str::<PyramidaOptions>("{}").unwrap(),
        PyramidaOptions::default()
    );
    assert_eq!(
        serde_json::to_string(&options).unwrap(),
        r#"{"swapped":true}"#
    );
}

// ---- moves -------------------------------------------------------------

#[test]
fn first_move_restriction_applies_to_each_players_first_move() {
    let mut s = Pyramida::start(&PyramidaOptions::default());
    rejected(&s, "a1-b2", "first_move_from_end");
    play(&mut s, "e1-d2");
    rejected(&s, "k1-j2", "first_move_from_end");
    assert_eq!(legal(&s), ["c1-b2", "c1-d2", "g1-f2", "g1-h2"]);
    play(&mut s, "g1-h2");
    // Both have moved: the ends of the base row are free to move.
    assert!(legal(&s).contains(&"a1-b2".to_string()));
    play(&mut s, "a1-b2");
    assert!(legal(&s).contains(&"k1-j2".to_string()));
}

#[test]
fn first_move_restriction_holds_until_the_player_really_moves() {
    let s = pos("a1 e3", "k1", WHITE).with_opened(false, true);
    assert_eq!(legal(&s), ["e3-d2", "e3-d4", "e3-f2", "e3-f4"]);
    let s = pos("a1 e3", "k1", WHITE).with_opened(true, true);
    assert!(legal(&s).contains(&"a1-b2".to_string()));
}

#[test]
fn stones_move_one_field_diagonally_up_or_down_without_jumps() {
    let s = pos("e3", "k1", WHITE);
    assert_eq!(legal(&s), ["e3-d2", "e3-d4", "e3-f2", "e3-f4"]);
    rejected(&s, "e3-e5", "not_a_step");
    rejected(&s, "e3-g5", "not_a_step");
    rejected(&s, "e3-c1", "not_a_step");
    rejected(&s, "d2-c1", "no_own_stone");
}

#[test]
fn a_stone_never_enters_a_field_of_its_own_colour() {
    let s = pos("e3 f4", "k1", WHITE);
    rejected(&s, "e3-f4", "own_stone");
    rejected(&s, "f4-e3", "own_stone");
}

#[test]
fn a_stone_reaching_f6_leaves_the_board() {
    let mut s = pos("e5 a1", "k1", WHITE);
    let events = play(&mut s, "e5-f6");
    assert_eq!(
        events,
        [
            PyramidaEvent::Moved {
                seat: WHITE,
                from: f("e5"),
                to: f("f6")
            },
            PyramidaEvent::LeftBoard {
                seat: WHITE,
                off: 2
            },
            PyramidaEvent::TurnPassed { to: BLACK },
        ]
    );
    assert_eq!(s.occupant(f("f6")), None);
    assert_eq!((s.on_board(WHITE), s.off(WHITE)), (1, 2));
}

#[test]
fn taking_the_third_stone_off_the_top_wins() {
    let mut s = pos("g5", "a1 c1 e1", WHITE);
    let events = play(&mut s, "g5-f6");
    assert_eq!(
        events.last(),
        Some(&PyramidaEvent::LeftBoard {
            seat: WHITE,
            off: 3
        })
    );
    assert_eq!(s.outcome(), Outcome::Win { winner: WHITE });
    assert!(s.legal_actions().is_empty());
    assert_eq!(
        s.clone().apply(&PyramidaAction::Pass),
        Err(IllegalAction::GameOver)
    );
    assert_eq!(
        Pyramida::game_over_event(&s.outcome()),
        PyramidaEvent::GameOver {
            outcome: Outcome::Win { winner: WHITE }
        }
    );
}

// ---- displacement ---------------------------------------------------------

#[test]
fn displaced_stone_retreats_to_the_only_free_field_automatically() {
    // Black's f4 has e3 free and g3 White below it.
    let mut s = pos("g5 g3", "f4 a1", WHITE);
    let events = play(&mut s, "g5-f4");
    assert_eq!(
        events,
        [
            PyramidaEvent::Moved {
                seat: WHITE,
                from: f("g5"),
                to: f("f4")
            },
            PyramidaEvent::Displaced {
                seat: BLACK,
                at: f("f4"),
                by: WHITE
            },
            PyramidaEvent::Retreated {
                seat: BLACK,
                from: f("f4"),
                to: f("e3"),
                automatic: true
            },
            PyramidaEvent::TurnPassed { to: WHITE },
        ]
    );
    // The retreat was Black's move, so White moves again.
    assert_eq!(s.to_move(), WHITE);
    assert_eq!(stones_at(&s, BLACK), "a1 e3");
}

#[test]
fn displaced_stone_with_two_free_fields_is_its_owners_choice() {
    let mut s = pos("e5", "f4 a1", WHITE);
    let events = play(&mut s, "e5-f4");
    assert_eq!(
        events.last(),
        Some(&PyramidaEvent::RetreatChoice {
            seat: BLACK,
            from: f("f4"),
            options: vec![f("e3"), f("g3")]
        })
    );
    assert_eq!(s.to_move(), BLACK);
    assert_eq!(legal(&s), ["e3", "g3"]);
    assert_eq!(
        s.repetition_key(),
        None,
        "mid-chain positions are not compared"
    );
    assert_eq!(s.decision(), Decision::Retreat);
    rejected(&s, "a1-b2", "must_retreat_first");
    rejected(&s, "d2", "retreat_not_allowed");
    rejected(&s, "pass", "must_retreat_first");
    let events = play(&mut s, "g3");
    assert_eq!(
        events,
        [
            PyramidaEvent::Retreated {
                seat: BLACK,
                from: f("f4"),
                to: f("g3"),
                automatic: false
            },
            PyramidaEvent::TurnPassed { to: WHITE },
        ]
    );
}

#[test]
fn retreat_prefers_its_own_colour_over_an_enemy_and_that_stone_retreats_in_turn() {
    // A chain of two retreats: Black's f4 must go onto Black's e3 (not
    // White's g3), and Black's e3 then retreats to the free d2. Black makes
    // two moves in a row; then it is White's turn.
    let mut s = pos("g5 g3 f2", "f4 e3 e1", WHITE);
    let events = play(&mut s, "g5-f4");
    assert_eq!(
        events,
        [
            PyramidaEvent::Moved {
                seat: WHITE,
                from: f("g5"),
                to: f("f4")
            },
            PyramidaEvent::Displaced {
                seat: BLACK,
                at: f("f4"),
                by: WHITE
            },
            PyramidaEvent::Retreated {
                seat: BLACK,
                from: f("f4"),
                to: f("e3"),
                automatic: true
            },
            PyramidaEvent::Displaced {
                seat: BLACK,
                at: f("e3"),
                by: BLACK
            },
            PyramidaEvent::Retreated {
                seat: BLACK,
                from: f("e3"),
                to: f("d2"),
                automatic: true
            },
            PyramidaEvent::TurnPassed { to: WHITE },
        ]
    );
    assert_eq!(stones_at(&s, BLACK), "e1 d2 e3");
    assert_eq!(s.to_move(), WHITE);
}

#[test]
fn retreat_between_two_own_stones_is_the_owners_choice() {
    let mut s = pos("g5", "f4 e3 g3", WHITE);
    play(&mut s, "g5-f4");
    assert_eq!(s.to_move(), BLACK);
    assert_eq!(legal(&s), ["e3", "g3"]);
}

#[test]
fn chain_of_three_retreats_alternates_owners_and_each_choice_is_the_owners() {
    // White g5 takes f4. Black's f4 has two White stones below (its choice),
    // White's e3 then has two Black stones below (White's choice), and
    // Black's d2 finally two free fields (Black's choice).
    let mut s = pos("g5 e3 g3", "f4 d2 f2", WHITE);
    play(&mut s, "g5-f4");
    assert_eq!(
        (s.to_move(), legal(&s)),
        (BLACK, vec!["e3".to_string(), "g3".to_string()])
    );
    let events = play(&mut s, "e3");
    assert_eq!(
        events,
        [
            PyramidaEvent::Retreated {
                seat: BLACK,
                from: f("f4"),
                to: f("e3"),
                automatic: false
            },
            PyramidaEvent::Displaced {
                seat: WHITE,
                at: f("e3"),
                by: BLACK
            },
            PyramidaEvent::RetreatChoice {
                seat: WHITE,
                from: f("e3"),
                options: vec![f("d2"), f("f2")]
            },
        ]
    );
    assert_eq!(s.to_move(), WHITE);
    play(&mut s, "d2");
    assert_eq!(
        (s.to_move(), legal(&s)),
        (BLACK, vec!["c1".to_string(), "e1".to_string()])
    );
    let events = play(&mut s, "c1");
    assert_eq!(
        events.last(),
        Some(&PyramidaEvent::TurnPassed { to: WHITE })
    );
    // The last move was Black's retreat: White's turn.
    assert_eq!(s.to_move(), WHITE);
    assert_eq!(stones_at(&s, WHITE), "d2 g3 f4");
    assert_eq!(stones_at(&s, BLACK), "c1 f2 e3");
}

#[test]
fn chain_of_three_retreats_by_one_player_is_three_moves_in_a_row() {
    let mut s = pos("g5 g3 d2", "f4 e3 f2", WHITE);
    let events = play(&mut s, "g5-f4");
    let retreats: Vec<_> = events
        .iter()
        .filter(|e| matches!(e, PyramidaEvent::Retreated { .. }))
        .collect();
    assert_eq!(
        retreats,
        [
            &PyramidaEvent::Retreated {
                seat: BLACK,
                from: f("f4"),
                to: f("e3"),
                automatic: true
            },
            &PyramidaEvent::Retreated {
                seat: BLACK,
                from: f("e3"),
                to: f("f2"),
                automatic: true
            },
        ]
    );
    assert_eq!(
        (s.to_move(), legal(&s)),
        (BLACK, vec!["e1".to_string(), "g1".to_string()])
    );
    play(&mut s, "g1");
    assert_eq!(s.to_move(), WHITE);
    assert_eq!(stones_at(&s, BLACK), "g1 f2 e3");
}

#[test]
fn an_attack_from_below_ends_after_one_retreat() {
    // The attacker's own field is free, so the retreat never chains.
    let mut s = pos("c1 e1", "d2 b2", WHITE);
    play(&mut s, "c1-d2");
    assert_eq!(stones_at(&s, BLACK), "c1 b2");
    assert_eq!(s.to_move(), WHITE);
}

// ---- base row ----------------------------------------------------------

#[test]
fn base_row_stone_cannot_be_displaced() {
    let s = pos("d2", "c1 e1", WHITE);
    rejected(&s, "d2-c1", "base_stone");
    rejected(&s, "d2-e1", "base_stone");
}

#[test]
fn base_row_rule_makes_a_move_illegal_when_no_retreat_chain_completes() {
    // Black's d2 would have to retreat onto White's c1 or e1, which
    // themselves have nowhere to go.
    let s = pos("c1 e1 c3", "d2", WHITE);
    rejected(&s, "c3-d2", "chain_fails");
    assert_eq!(
        legal(&s),
        ["c1-b2", "c1-d2", "c3-b2", "c3-d4", "e1-d2", "e1-f2"]
    );
}

#[test]
fn base_row_rule_never_redirects_a_retreat_onto_the_enemy() {
    // Black's e3 must go onto its own d2 (whose chain dies on the base row),
    // not onto White's f2 (whose chain would end on g1): the attack is
    // illegal.
    let s = pos("e1 f2 f4", "e3 d2 c1", WHITE);
    rejected(&s, "f4-e3", "chain_fails");
}

#[test]
fn base_row_rule_filters_the_owners_choices() {
    // Black's e3 may choose between White's d2 and f2, but d2's chain would
    // end on the base row (Black on c1 and e1 below it): only f2 remains,
    // so the retreat is automatic, and White's f2 then retreats to g1.
    let mut s = pos("f4 d2 f2", "e3 c1 e1", WHITE);
    let events = play(&mut s, "f4-e3");
    assert_eq!(
        &events[2..],
        [
            PyramidaEvent::Retreated {
                seat: BLACK,
                from: f("e3"),
                to: f("f2"),
                automatic: true
            },
            PyramidaEvent::Displaced {
                seat: WHITE,
                at: f("f2"),
                by: BLACK
            },
            PyramidaEvent::Retreated {
                seat: WHITE,
                from: f("f2"),
                to: f("g1"),
                automatic: true
            },
            PyramidaEvent::TurnPassed { to: BLACK },
        ]
    );
}

// ---- protected pair -------------------------------------------------------

#[test]
fn protected_pair_second_stone_may_not_be_entered_by_the_attackers_next_move() {
    // White attacks d2 from c1 along the diagonal c1-d2-e3: Black's e3 is
    // directly behind, so it is protected for White's next move.
    let mut s = pos("c1 i1 f4", "d2 e3 k1", WHITE);
    let events = play(&mut s, "c1-d2");
    assert!(
        events.contains(&PyramidaEvent::Protected {
            seat: BLACK,
            at: f("e3")
        }),
        "{events:?}"
    );
    assert_eq!(s.to_move(), BLACK);
    play(&mut s, "c1");
    assert_eq!(s.to_move(), WHITE);
    assert_eq!(s.protected(), Some(f("e3")));
    rejected(&s, "d2-e3", "protected");
    // From any side.
    rejected(&s, "f4-e3", "protected");
    let events = play(&mut s, "i1-h2");
    assert_eq!(
        events[0],
        PyramidaEvent::ProtectionEnded {
            seat: BLACK,
            at: f("e3")
        }
    );
    assert_eq!(s.protected(), None);
    play(&mut s, "k1-j2");
    assert!(legal(&s).contains(&"d2-e3".to_string()));
}

#[test]
fn protected_pair_needs_the_second_stone_on_the_attacks_diagonal() {
    // c3 is above d2 but on the other diagonal.
    let mut s = pos("c1 i1", "d2 c3 k1", WHITE);
    let events = play(&mut s, "c1-d2");
    assert!(!events
        .iter()
        .any(|e| matches!(e, PyramidaEvent::Protected { .. })));
    assert_eq!(s.protected(), None);
}

#[test]
fn protected_pair_only_from_below() {
    // Attacking e3 downwards from f4 with Black behind on d2 protects nothing.
    let mut s = pos("f4 i1", "e3 d2 k1", WHITE);
    let events = play(&mut s, "f4-e3");
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, PyramidaEvent::Protected { .. })),
        "{events:?}"
    );
}

#[test]
fn protected_pair_holds_only_against_enemy_stones() {
    // A White pair behind the attacked stone is not a protected pair.
    let mut s = pos("c1 e3 i1", "d2 k1", WHITE);
    let events = play(&mut s, "c1-d2");
    assert!(!events
        .iter()
        .any(|e| matches!(e, PyramidaEvent::Protected { .. })));
}

#[test]
fn protection_ends_when_the_attacker_passes() {
    // White's only stone after the attack is blocked, so White passes; the
    // pass is White's next move and uses up the protection.
    let s = pos("a1", "b2 c3 k1", WHITE)
        .with_block(f("a1"), f("c3"))
        .unwrap();
    let s = s.with_protection(f("b2")).unwrap();
    assert_eq!(legal(&s), ["pass"]);
    let mut t = s.clone();
    let events = play(&mut t, "pass");
    assert_eq!(
        events,
        [
            PyramidaEvent::ProtectionEnded {
                seat: BLACK,
                at: f("b2")
            },
            PyramidaEvent::Passed { seat: WHITE },
            PyramidaEvent::TurnPassed { to: BLACK },
        ]
    );
}

// ---- edge block ------------------------------------------------------------

#[test]
fn edge_block_moving_up_onto_an_edge_blocks_enemy_stones_on_that_edge() {
    let mut s = pos("c1 i1", "d4 k1 e1", WHITE);
    let events = play(&mut s, "c1-b2");
    assert_eq!(
        events[1],
        PyramidaEvent::Blocked {
            seat: BLACK,
            at: f("d4"),
            by: f("b2")
        }
    );
    assert!(s.is_blocked(f("d4")));
    // k1 is on the other edge.
    assert!(!s.is_blocked(f("k1")));
    rejected(&s, "d4-e5", "blocked");
    rejected(&s, "d4-c3", "blocked");
    assert!(legal(&s).iter().all(|m| !m.starts_with("d4")));
}

#[test]
fn edge_block_is_released_when_the_blocking_stone_moves_down() {
    let mut s = pos("c1 i1", "d4 k1 e1", WHITE);
    play(&mut s, "c1-b2");
    play(&mut s, "k1-j2");
    let events = play(&mut s, "b2-a1");
    assert!(events.contains(&PyramidaEvent::Unblocked {
        seat: BLACK,
        at: f("d4")
    }));
    assert!(!s.is_blocked(f("d4")));
    assert!(legal(&s).contains(&"d4-e5".to_string()));
}

#[test]
fn edge_block_is_released_when_the_blocking_stone_leaves_the_top() {
    let mut s = pos("f4 i1", "b2 k1 e1", WHITE);
    let events = play(&mut s, "f4-e5");
    assert!(events.contains(&PyramidaEvent::Blocked {
        seat: BLACK,
        at: f("b2"),
        by: f("e5")
    }));
    play(&mut s, "k1-j2");
    let events = play(&mut s, "e5-f6");
    assert_eq!(
        events,
        [
            PyramidaEvent::Moved {
                seat: WHITE,
                from: f("e5"),
                to: f("f6")
            },
            PyramidaEvent::Unblocked {
                seat: BLACK,
                at: f("b2")
            },
            PyramidaEvent::LeftBoard {
                seat: WHITE,
                off: 2
            },
            PyramidaEvent::TurnPassed { to: BLACK },
        ]
    );
    assert!(!s.is_blocked(f("b2")));
}

#[test]
fn edge_block_is_released_when_the_blocked_stone_is_driven_off() {
    // White's b2 blocks Black's d4; White's e5 then drives d4 down.
    let s = pos("b2 e5 i1", "d4 k1", WHITE)
        .with_block(f("d4"), f("b2"))
        .unwrap();
    let mut s = s;
    let events = play(&mut s, "e5-d4");
    assert_eq!(
        &events[..3],
        [
            PyramidaEvent::Moved {
                seat: WHITE,
                from: f("e5"),
                to: f("d4")
            },
            PyramidaEvent::Displaced {
                seat: BLACK,
                at: f("d4"),
                by: WHITE
            },
            PyramidaEvent::Unblocked {
                seat: BLACK,
                at: f("d4")
            },
        ]
    );
    assert_eq!(s.to_move(), BLACK);
    play(&mut s, "e3");
    // Free again, it may move.
    assert!(!s.is_blocked(f("e3")));
    play(&mut s, "i1-h2");
    assert!(legal(&s).contains(&"e3-f4".to_string()));
}

#[test]
fn edge_block_is_released_when_the_blocking_stone_is_driven_down() {
    let s = pos("b2 i1", "d4 a1 k1", BLACK)
        .with_block(f("d4"), f("b2"))
        .unwrap();
    // Black a1 takes b2 from below: White's blocker retreats (forced move
    // down), so d4 is free.
    let mut s = s;
    let events = play(&mut s, "a1-b2");
    assert!(
        events.contains(&PyramidaEvent::Unblocked {
            seat: BLACK,
            at: f("d4")
        }),
        "{events:?}"
    );
    assert!(!s.is_blocked(f("d4")));
}

#[test]
fn edge_block_continues_while_the_blocking_stone_moves_up_its_edge() {
    let mut s = pos("c1 i1", "e5 k1 e1", WHITE);
    play(&mut s, "c1-b2");
    assert!(s.is_blocked(f("e5")));
    play(&mut s, "k1-j2");
    let events = play(&mut s, "b2-c3");
    assert!(
        !events.iter().any(|e| matches!(
            e,
            PyramidaEvent::Unblocked { .. } | PyramidaEvent::Blocked { .. }
        )),
        "{events:?}"
    );
    assert_eq!(s.blockers(f("e5")), [f("c3")]);
}

#[test]
fn edge_block_spares_stones_that_arrive_later_and_they_block_in_turn() {
    let mut t = pos("b2 i1", "d4 d2 k1", BLACK)
        .with_block(f("d4"), f("b2"))
        .unwrap();
    let events = play(&mut t, "d2-c3");
    assert_eq!(
        events[1],
        PyramidaEvent::Blocked {
            seat: WHITE,
            at: f("b2"),
            by: f("c3")
        }
    );
    assert!(!t.is_blocked(f("c3")));
    assert!(t.is_blocked(f("d4")));
    rejected(&t, "b2-a1", "blocked");
}

#[test]
fn edge_block_not_by_a_move_down_onto_the_edge() {
    let mut s = pos("c3 i1", "a1 k1", WHITE);
    let events = play(&mut s, "c3-b2");
    assert!(!events
        .iter()
        .any(|e| matches!(e, PyramidaEvent::Blocked { .. })));
    assert!(!s.is_blocked(f("a1")));
}

#[test]
fn edge_block_by_two_stones_ends_with_the_last_of_them() {
    let s = pos("b2 f4 i1", "d4 k1", WHITE)
        .with_block(f("d4"), f("b2"))
        .unwrap();
    let mut s = s;
    play(&mut s, "f4-e5");
    assert_eq!(s.blockers(f("d4")), [f("b2"), f("e5")]);
    play(&mut s, "k1-j2");
    let events = play(&mut s, "b2-c1");
    assert!(!events
        .iter()
        .any(|e| matches!(e, PyramidaEvent::Unblocked { .. })));
    assert_eq!(s.blockers(f("d4")), [f("e5")]);
    play(&mut s, "j2-i3");
    let events = play(&mut s, "e5-f6");
    assert!(events.contains(&PyramidaEvent::Unblocked {
        seat: BLACK,
        at: f("d4")
    }));
}

#[test]
fn a_blocked_stone_can_still_be_driven_down() {
    let s = pos("b2 e5 i1", "d4 k1", WHITE)
        .with_block(f("d4"), f("b2"))
        .unwrap();
    assert!(legal(&s).contains(&"e5-d4".to_string()));
}

// ---- passing, end, repetition --------------------------------------------

#[test]
fn a_player_whose_last_stone_is_retreating_has_not_won() {
    let mut s = pos("e5 a1", "f4", WHITE);
    play(&mut s, "e5-f4");
    assert_eq!(s.to_move(), BLACK);
    assert_eq!((s.on_board(BLACK), s.off(BLACK)), (1, 2));
    assert_eq!(s.outcome(), Outcome::Ongoing);
}

#[test]
fn a_player_without_a_legal_move_passes() {
    let s = pos("a1", "c3 k1", WHITE)
        .with_block(f("a1"), f("c3"))
        .unwrap();
    assert_eq!(s.legal_actions(), [PyramidaAction::Pass]);
    assert_eq!(s.decision(), Decision::Pass);
    let mut t = s.clone();
    let events = play(&mut t, "pass");
    assert_eq!(
        events,
        [
            PyramidaEvent::Passed { seat: WHITE },
            PyramidaEvent::TurnPassed { to: BLACK }
        ]
    );
    assert_eq!(t.to_move(), BLACK);
    // Passing with a move available is not allowed.
    rejected(&t, "pass", "pass_with_legal_move");
}

#[test]
fn third_repetition_is_a_draw() {
    let mut record = GameRecord::<Pyramida>::new(PyramidaOptions::default(), 1, vec![]);
    let cycle = ["e1-d2", "g1-h2", "d2-e1", "h2-g1"];
    for ply in 0..10 {
        assert_eq!(record.outcome(), Outcome::Ongoing, "ply {ply}");
        record.apply_notation(cycle[ply % 4]).unwrap();
    }
    // White to move with d2 and h2 taken (both players past their first
    // move) occurred after plies 2, 6 and 10.
    assert_eq!(
        record.outcome(),
        Outcome::Draw {
            reason: DrawReason::Repetition
        }
    );
    assert!(record.legal_actions().is_empty());
}

#[test]
fn repetition_key_covers_stones_blocks_protection_and_side() {
    let base = pos("b2 i1", "d4 k1", WHITE);
    let keys = [
        base.repetition_key(),
        base.clone()
            .with_block(f("d4"), f("b2"))
            .unwrap()
            .repetition_key(),
        pos("b2 i1", "d4 k1", BLACK).repetition_key(),
        pos("b2 i1", "d4 k1", WHITE)
            .with_protection(f("d4"))
            .unwrap()
            .repetition_key(),
        pos("b2 h2", "d4 k1", WHITE).repetition_key(),
    ];
    for i in 0..keys.len() {
        assert!(keys[i].is_some());
        for j in 0..i {
            assert_ne!(keys[i], keys[j], "{i} vs {j}");
        }
    }
}

// ---- robustness --------------------------------------------------------

#[test]
fn illegal_actions_are_typed_errors_and_change_nothing() {
    let s = Pyramida::start(&PyramidaOptions::default());
    for action in [
        PyramidaAction::Move {
            from: f("c1"),
            to: f("b2"),
        },
        PyramidaAction::Move {
            from: f("f6"),
            to: f("e5"),
        },
        PyramidaAction::Move {
            from: f("a1"),
            to: f("e3"),
        },
        PyramidaAction::Retreat { to: f("b2") },
        PyramidaAction::Pass,
    ] {
        let mut t = s.clone();
        let err = t.apply(&action).unwrap_err();
        assert!(matches!(err, IllegalAction::Rejected { .. }), "{err}");
        assert!(!err.to_string().is_empty());
        assert_eq!(t, s);
    }
}

#[test]
fn a_field_is_always_on_the_board() {
    // Validated at construction: no index past the 21 fields makes a Field.
    assert_eq!(Field::from_index(20), Some(TOP));
    assert_eq!(Field::from_index(21), None);
    assert_eq!(Field::from_index(255), None);
    assert_eq!(Field::all().count(), FIELDS);
}

#[test]
fn hand_built_positions_are_validated() {
    assert!(Pyramida::from_text("a1 c1 e1 g1", "k1", WHITE).is_err());
    assert!(Pyramida::from_text("a1", "a1", WHITE).is_err());
    assert!(Pyramida::from_text("f6", "a1", WHITE).is_err());
    assert!(Pyramida::from_text("", "", WHITE).is_err());
    assert!(Pyramida::from_text("zz", "a1", WHITE).is_err());
    let s = pos("b2", "d4 e3", WHITE);
    assert!(
        s.clone().with_block(f("e3"), f("b2")).is_err(),
        "e3 is not on the edge"
    );
    assert!(
        s.clone()
            .with_block(f("b2"), f("d4"))
            .unwrap()
            .with_block(f("d4"), f("b2"))
            .is_err(),
        "mutual"
    );
    assert!(s.clone().with_protection(f("b2")).is_err(), "own stone");
    assert!(
        pos("b2", "a1", BLACK).with_block(f("b2"), f("a1")).is_err(),
        "blocker on the base"
    );
}

#[test]
fn state_json_and_board_drawing_describe_the_position() {
    let mut s = pos("e5", "f4 a1", WHITE);
    play(&mut s, "e5-f4");
    let json = s.state_json();
    assert_eq!(json["retreat_from"], "f4");
    assert_eq!(json["legal"], serde_json::json!(["e3", "g3"]));
    assert_eq!(json["to_move"], 1);
    let text = draw_board(&s, false);
    assert!(text.contains("W!"), "{text}");
    assert!(
        text.contains("Black to retreat the stone from f4 to e3 or g3"),
        "{text}"
    );
}

// ---- properties over random playouts ---------------------------------------

/// Plays `games` seeded random games and checks every state on the way.
fn random_games(
    games: u64,
    mut check: impl FnMut(&Pyramida, &PyramidaAction, &Pyramida, &[PyramidaEvent]),
) {
    for g in 0..games {
        let mut rng = rng_for(g, 7);
        let options = PyramidaOptions {
            swapped: g % 2 == 1,
        };
        let mut s = Pyramida::start(&options);
        for _ in 0..400 {
            let moves = s.legal_actions();
            if moves.is_empty() {
                break;
            }
            let a = moves[pick_index(moves.len(), &mut rng)];
            let before = s.clone();
            let events = s.apply(&a).expect("a legal action applies");
            check(&before, &a, &s, &events);
        }
    }
}

#[test]
fn random_playouts_keep_three_stones_per_player_and_a_consistent_state() {
    let mut off_events = 0u64;
    random_games(1500, |before, action, after, events| {
        for seat in 0..2 {
            let left = events
                .iter()
                .filter(|e| matches!(e, PyramidaEvent::LeftBoard { seat: s, .. } if *s == seat))
                .count() as u8;
            // Stones on board + stones taken off = 3, and only the top takes
            // stones off.
            assert_eq!(after.on_board(seat) + after.off(seat), STONES);
            assert_eq!(after.off(seat), before.off(seat) + left);
            off_events += u64::from(left);
        }
        assert_eq!(after.stones(WHITE) & after.stones(BLACK), 0);
        assert_eq!(after.occupant(TOP), None);
        // Blocks only join enemy stones on one edge.
        for fld in Field::all() {
            for by in after.blockers(fld) {
                assert_eq!(fld.edge().map(|e| e.side), by.edge().map(|e| e.side));
                assert_eq!(
                    after.occupant(fld).map(|s| 1 - s),
                    after.occupant(by),
                    "{}",
                    draw_board(after, false)
                );
            }
        }
        if let Some(p) = after.protected() {
            assert_ne!(
                after.occupant(p),
                Some(after.to_move()).filter(|_| after.retreat_from().is_none())
            );
        }
        // The exact packing round-trips.
        assert_eq!(&solver::unpack(solver::pack(after), after.options()), after);
        // Notation round-trips for every action.
        assert_eq!(notation::parse(&notation::format(action)), Ok(*action));
        // Mid-chain: the owner of the retreating stone decides.
        if let Some(from) = after.retreat_from() {
            assert!(after.retreat_options().len() >= 2);
            assert!(after
                .legal_actions()
                .iter()
                .all(|a| matches!(a, PyramidaAction::Retreat { .. })));
            assert!(from.row() > 0);
        }
        let _ = before;
    });
    assert!(
        off_events > 100,
        "random games take stones off ({off_events})"
    );
}

#[test]
fn random_illegal_actions_never_change_the_state() {
    let mut rejected_count = 0;
    let mut rng = rng_for(99, 3);
    random_games(300, |_, _, after, _| {
        let legal = after.legal_actions();
        for _ in 0..4 {
            let n = |rng: &mut crate::rng::GameRng| {
                Field::from_index(pick_index(FIELDS, rng) as u8).expect("on the board")
            };
            let action = match pick_index(3, &mut rng) {
                0 => PyramidaAction::Move {
                    from: n(&mut rng),
                    to: n(&mut rng),
                },
                1 => PyramidaAction::Retreat { to: n(&mut rng) },
                _ => PyramidaAction::Pass,
            };
            let mut probe = after.clone();
            match probe.apply(&action) {
                Ok(_) => assert!(
                    legal.contains(&action),
                    "{action:?} applied but is not listed"
                ),
                Err(_) => {
                    assert!(
                        !legal.contains(&action) || after.outcome().is_over(),
                        "{action:?} listed but rejected"
                    );
                    assert_eq!(&probe, after);
                    rejected_count += 1;
                }
            }
        }
    });
    assert!(rejected_count > 1000);
}

#[test]
fn undo_through_the_record_restores_the_exact_state() {
    for g in 0..300u64 {
        let record = GameRecord::<Pyramida>::new(
            PyramidaOptions {
                swapped: g % 3 == 0,
            },
            g,
            vec![],
        )
        .with_max_plies(Some(200));
        let mut rng = rng_for(g, 11);
        crate::testkit::check_undo_redo(record, |state| {
            let moves = state.legal_actions();
            moves[pick_index(moves.len(), &mut rng)]
        });
    }
}

#[test]
fn saves_replay_to_the_same_state() {
    let mut record = GameRecord::<Pyramida>::new(PyramidaOptions { swapped: true }, 5, vec![]);
    let mut rng = rng_for(5, 1);
    for _ in 0..60 {
        let moves = record.legal_actions();
        if moves.is_empty() {
            break;
        }
        record
            .apply(&moves[pick_index(moves.len(), &mut rng)])
            .unwrap();
    }
    record.undo();
    let text = crate::save::save(&record);
    let loaded = crate::save::load::<Pyramida>(&text).unwrap();
    assert_eq!(loaded.state(), record.state());
    assert_eq!(loaded.redo_actions(), record.redo_actions());
}
