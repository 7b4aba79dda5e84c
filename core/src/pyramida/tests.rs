//! Rules tests, one per rule and engine decision of
//! `shared/rules/pyramida.md`, on hand-built positions; then seeded random
//! playouts for the page's invariants.

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

/// Asserts that `text` is rejected with a reason containing `why` and that
/// the state is untouched.
fn rejected(state: &Pyramida, text: &str, why: &str) {
    let mut probe = state.clone();
    let action = probe.parse_action(text).unwrap();
    match probe.apply(&action) {
        Err(IllegalAction::Rejected { reason, .. }) => {
            assert!(reason.contains(why), "{text}: {reason:?} lacks {why:?}")
        }
        other => panic!("{text} should be rejected ({why}), got {other:?}"),
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
    rejected(&s, "a1-b2", "first move");
    play(&mut s, "e1-d2");
    rejected(&s, "k1-j2", "first move");
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
    rejected(&s, "e3-e5", "one diagonal step");
    rejected(&s, "e3-g5", "one diagonal step");
    rejected(&s, "e3-c1", "one diagonal step");
    rejected(&s, "d2-c1", "no stone of yours");
}

#[test]
fn a_stone_never_enters_a_field_of_its_own_colour() {
    let s = pos("e3 f4", "k1", WHITE);
    rejected(&s, "e3-f4", "your own stone");
    rejected(&s, "f4-e3", "your own stone");
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
    assert!(s.decision_label().contains("retreat"));
    rejected(&s, "a1-b2", "must retreat first");
    rejected(&s, "d2", "may retreat only to e3 or g3");
    rejected(&s, "pass", "must retreat first");
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
    rejected(&s, "d2-c1", "base row");
    rejected(&s, "d2-e1", "base row");
}

#[test]
fn base_row_rule_makes_a_move_illegal_when_no_retreat_chain_completes() {
    // Black's d2 would have to retreat onto White's c1 or e1, which
    // themselves have nowhere to go.
    let s = pos("c1 e1 c3", "d2", WHITE);
    rejected(&s, "c3-d2", "cannot retreat");
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
    rejected(&s, "f4-e3", "cannot retreat");
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
    assert_eq!(s.decision_label(), "no legal move: pass");
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
    rejected(&t, "pass", "only without a legal move");
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
            from: Field(200),
            to: Field(3),
        },
        PyramidaAction::Move {
            from: Field(2),
            to: Field(99),
        },
        PyramidaAction::Move {
            from: Field(20),
            to: Field(19),
        },
        PyramidaAction::Retreat { to: Field(250) },
        PyramidaAction::Retreat { to: Field(7) },
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
            let n = |rng: &mut crate::rng::GameRng| Field(pick_index(24, rng) as u8);
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

// ---- perfect play ------------------------------------------------------

use crate::ai::{AiRequest, GameAi};
use crate::game::Level;
use crate::search::{ProvenValue, SearchLimits, Searcher};
use ai::perfect_value;
use solver::solution;

/// Positions met in seeded random playouts from both setups (every
/// `stride`-th decision), with the repetition keys before them.
fn sampled_positions(games: u64, stride: usize) -> Vec<(Pyramida, Vec<u64>)> {
    let mut out = Vec::new();
    for g in 0..games {
        let mut rng = rng_for(1000 + g, 5);
        let mut s = Pyramida::start(&PyramidaOptions {
            swapped: g % 2 == 1,
        });
        let mut history: Vec<u64> = s.repetition_key().into_iter().collect();
        for ply in 0..300 {
            let moves = s.legal_actions();
            if moves.is_empty() {
                break;
            }
            if ply % stride == stride - 1 {
                out.push((s.clone(), history.clone()));
            }
            s.play(&moves[pick_index(moves.len(), &mut rng)]);
            history.extend(s.repetition_key());
        }
    }
    out
}

fn rank(value: ProvenValue) -> i64 {
    match value {
        ProvenValue::Win(d) => 1_000 - i64::from(d),
        ProvenValue::Draw => 0,
        ProvenValue::Loss(d) => -1_000 + i64::from(d),
    }
}

#[test]
fn solved_start_position_is_a_draw_in_both_setups() {
    let stats = solution().stats();
    assert_eq!(stats.start, ProvenValue::Draw);
    assert_eq!(stats.start_swapped, ProvenValue::Draw);
    assert_eq!(stats.states, 4_608_302);
    assert_eq!(stats.wins + stats.losses, 213_673);
    assert_eq!(stats.longest_win, 58);
    assert_eq!(
        solution().value(&Pyramida::start(&PyramidaOptions::default())),
        ProvenValue::Draw
    );
}

#[test]
fn solution_values_follow_from_their_successors() {
    // Every sampled position's value is the best over its moves (shortest
    // win, else draw, else longest loss): the table is a fixed point.
    let mut decisive = 0;
    for (state, _) in sampled_positions(120, 3) {
        if state.outcome().is_over() {
            continue;
        }
        let value = solution().value(&state);
        let best = state
            .legal_actions()
            .iter()
            .map(|a| perfect_value(&state, a, &[]))
            .max_by_key(|v| rank(*v))
            .unwrap();
        assert_eq!(value, best, "{}", draw_board(&state, false));
        decisive += usize::from(value != ProvenValue::Draw);
        // The symmetry the table relies on.
        let image = state.colours_swapped().mirrored();
        assert_eq!(solution().value(&image), value);
    }
    assert!(decisive > 50, "only {decisive} decisive samples");
}

#[test]
fn solution_agrees_with_plain_minimax_near_the_end() {
    // Independent of the solver's packing, symmetry and graph: plain
    // minimax must find exactly the table's value within its distance.
    let mut checked = 0;
    for (state, _) in sampled_positions(150, 4) {
        if let ProvenValue::Win(d) | ProvenValue::Loss(d) = solution().value(&state) {
            if d <= 5 && !state.outcome().is_over() {
                assert_eq!(
                    exact_minimax(&state, d),
                    Some(solution().value(&state)),
                    "{}",
                    draw_board(&state, false)
                );
                assert_eq!(
                    exact_minimax(&state, d - 1),
                    None,
                    "decided sooner than the table says"
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 20, "only {checked} positions checked");
}

#[test]
fn solution_agrees_with_the_alpha_beta_search() {
    // A fresh searcher per position: a transposition table carried between
    // unrelated roots may hold draw scores that came from repetitions on
    // another path.
    let mut proven = 0;
    for (state, _) in sampled_positions(40, 5).into_iter().step_by(3) {
        if state.outcome().is_over() {
            continue;
        }
        let mut searcher = Searcher::<Pyramida>::new(14);
        let report = searcher.search(&state, &[], SearchLimits::depth(4), None);
        if let Some(found) = report.proven {
            assert_eq!(
                found,
                solution().value(&state),
                "{}",
                draw_board(&state, false)
            );
            proven += 1;
        }
    }
    assert!(proven > 10, "only {proven} positions proven by the search");
}

/// Plays `state` out with the given levels (deterministic node budgets)
/// until the game ends, a repetition draws it or `max_plies` pass.
fn play_out(
    mut state: Pyramida,
    mut history: Vec<u64>,
    levels: [Level; 2],
    seed: u64,
    max_plies: usize,
) -> (Outcome, usize) {
    for ply in 0..max_plies {
        if state.outcome().is_over() {
            return (state.outcome(), ply);
        }
        let key = state.repetition_key();
        if key.is_some() && history.iter().filter(|&&k| Some(k) == key).count() >= 3 {
            return (
                Outcome::Draw {
                    reason: DrawReason::Repetition,
                },
                ply,
            );
        }
        let seat = state.to_move();
        let request = AiRequest::nodes(
            levels[seat],
            3_000,
            seed.wrapping_mul(31).wrapping_add(ply as u64),
        );
        let choice = state.choose(&history, &request).expect("a move");
        state
            .apply(&choice.action)
            .expect("the AI plays legal moves");
        history.extend(state.repetition_key());
    }
    (state.outcome(), max_plies)
}

/// Won positions (for the side to move), each as if it had just arisen:
/// the table's values are those of a position without history, and with
/// one the loser might escape into a third repetition.
fn won_positions(count: usize) -> Vec<(Pyramida, Vec<u64>, u32)> {
    sampled_positions(200, 4)
        .into_iter()
        .filter_map(|(s, _)| match solution().value(&s) {
            ProvenValue::Win(d) if d >= 3 && !s.outcome().is_over() => {
                let fresh: Vec<u64> = s.repetition_key().into_iter().collect();
                Some((s, fresh, d))
            }
            _ => None,
        })
        .step_by(3)
        .take(count)
        .collect()
}

#[test]
fn perfect_never_loses_a_won_position_against_every_lower_level() {
    let positions = won_positions(8);
    assert_eq!(positions.len(), 8);
    for (i, (state, history, d)) in positions.iter().enumerate() {
        let winner = state.to_move();
        for level in [Level::Random, Level::Easy, Level::Medium, Level::Hard] {
            let mut levels = [level; 2];
            levels[winner] = Level::Perfect;
            let (outcome, plies) = play_out(state.clone(), history.clone(), levels, i as u64, 200);
            assert_eq!(
                outcome,
                Outcome::Win { winner },
                "position {i} against {level:?}\n{}",
                draw_board(state, false)
            );
            // Wins as fast as possible: never slower than the table says.
            assert!(
                plies as u32 <= *d,
                "position {i} against {level:?}: {plies} > {d}"
            );
        }
    }
}

#[test]
fn perfect_wins_fastest_and_delays_losses_exactly() {
    for (i, (state, history, d)) in won_positions(6).into_iter().enumerate() {
        let (outcome, plies) = play_out(state.clone(), history, [Level::Perfect; 2], i as u64, 200);
        assert_eq!(
            outcome,
            Outcome::Win {
                winner: state.to_move()
            }
        );
        assert_eq!(plies as u32, d, "position {i}");
    }
}

#[test]
fn perfect_holds_every_draw() {
    let draws: Vec<_> = sampled_positions(40, 7)
        .into_iter()
        .filter(|(s, _)| solution().value(s) == ProvenValue::Draw)
        .step_by(4)
        .take(10)
        .map(|(s, _)| {
            let fresh: Vec<u64> = s.repetition_key().into_iter().collect();
            (s, fresh)
        })
        .collect();
    assert_eq!(draws.len(), 10);
    for (i, (state, mut history)) in draws.into_iter().enumerate() {
        let keeper = state.to_move();
        let mut s = state;
        for ply in 0..60 {
            if s.outcome().is_over() {
                break;
            }
            let level = if s.to_move() == keeper {
                Level::Perfect
            } else {
                Level::Hard
            };
            let choice = s
                .choose(
                    &history,
                    &AiRequest::nodes(level, 2_000, i as u64 * 100 + ply),
                )
                .unwrap();
            s.apply(&choice.action).unwrap();
            history.extend(s.repetition_key());
            let value = solution().value(&s);
            let for_keeper = if s.to_move() == keeper {
                value
            } else {
                ai_flip(value)
            };
            assert!(
                !matches!(for_keeper, ProvenValue::Loss(_)),
                "draw {i} lost at ply {ply}"
            );
        }
        assert_ne!(s.outcome(), Outcome::Win { winner: 1 - keeper });
    }
}

fn ai_flip(value: ProvenValue) -> ProvenValue {
    match value {
        ProvenValue::Win(d) => ProvenValue::Loss(d),
        ProvenValue::Loss(d) => ProvenValue::Win(d),
        ProvenValue::Draw => ProvenValue::Draw,
    }
}

#[test]
fn perfect_does_not_walk_into_a_third_repetition_when_winning() {
    // A winning move whose position already occurred twice would end the
    // game as a draw, so it is valued as one.
    let (state, _, _) = won_positions(1).remove(0);
    let moves = state.legal_actions();
    let best = ai::perfect_choice(&state, &[], 3).unwrap();
    let mut child = state.clone();
    child.play(&best.action);
    if let Some(key) = child.repetition_key() {
        assert_eq!(
            perfect_value(&state, &best.action, &[key, key]),
            ProvenValue::Draw
        );
    }
    assert!(moves.contains(&best.action));
    assert!(matches!(best.proven, Some(ProvenValue::Win(_))));
}

#[test]
fn ai_levels_play_legal_moves_deterministically() {
    let s = Pyramida::start(&PyramidaOptions::default());
    for &level in Pyramida::levels() {
        let a = s.choose(&[], &AiRequest::nodes(level, 2_000, 9)).unwrap();
        let b = s.choose(&[], &AiRequest::nodes(level, 2_000, 9)).unwrap();
        assert_eq!(a.action, b.action, "{level:?}");
        assert!(s.legal_actions().contains(&a.action));
    }
}

/// Brute force over every real (not canonical) position, with a plain hash
/// map: slow, but independent of the solver's packing and symmetry.
/// `cargo test --release -p pyramids-core brute_force -- --ignored --nocapture`
#[test]
#[ignore]
fn brute_force_agrees_with_the_solver() {
    use std::collections::HashMap;
    let opts = PyramidaOptions::default();
    let start = Pyramida::start(&opts);
    let mut index: HashMap<u64, u32> = HashMap::new();
    let mut keys = vec![solver::pack(&start)];
    index.insert(keys[0], 0);
    let (mut succ, mut off, mut mover) = (Vec::<u32>::new(), vec![0u32], Vec::<u8>::new());
    let mut moves = Vec::new();
    let mut i = 0;
    while i < keys.len() {
        let s = solver::unpack(keys[i], &opts);
        i += 1;
        mover.push(s.to_move as u8);
        if !s.outcome().is_over() {
            s.legal_actions_into(&mut moves);
            for a in &moves {
                let mut c = s.clone();
                c.play(a);
                let k = solver::pack(&c);
                let n = keys.len() as u32;
                let id = *index.entry(k).or_insert_with(|| {
                    keys.push(k);
                    n
                });
                succ.push(id);
            }
        }
        off.push(succ.len() as u32);
    }
    let n = keys.len();
    let mut roff = vec![0u32; n + 1];
    for &c in &succ {
        roff[c as usize + 1] += 1;
    }
    for j in 0..n {
        roff[j + 1] += roff[j];
    }
    let mut fill = roff.clone();
    let mut pred = vec![0u32; succ.len()];
    for v in 0..n {
        for e in off[v]..off[v + 1] {
            let c = succ[e as usize] as usize;
            pred[fill[c] as usize] = v as u32;
            fill[c] += 1;
        }
    }
    // Absolute values: 0 unknown, 1 White wins, 2 Black wins.
    let mut val = vec![0u8; n];
    let mut dist = vec![0u32; n];
    let mut left: Vec<u32> = (0..n).map(|v| off[v + 1] - off[v]).collect();
    let mut queue: Vec<u32> = Vec::new();
    for v in 0..n {
        if let Outcome::Win { winner } = solver::unpack(keys[v], &opts).outcome() {
            val[v] = winner as u8 + 1;
            queue.push(v as u32);
        }
    }
    let mut q = 0;
    while q < queue.len() {
        let v = queue[q] as usize;
        q += 1;
        let w = val[v] - 1;
        for e in roff[v]..roff[v + 1] {
            let p = pred[e as usize] as usize;
            if val[p] != 0 {
                continue;
            }
            if mover[p] == w {
                val[p] = w + 1;
            } else {
                left[p] -= 1;
                if left[p] != 0 {
                    continue;
                }
                val[p] = w + 1;
            }
            dist[p] = dist[v] + 1;
            queue.push(p as u32);
        }
    }
    eprintln!("{n} positions, {} moves", succ.len());
    let mut checked = 0;
    for v in 0..n {
        let s = solver::unpack(keys[v], &opts);
        let expected = match val[v] {
            0 => ProvenValue::Draw,
            w if (w - 1) as usize == s.to_move => ProvenValue::Win(dist[v]),
            _ => ProvenValue::Loss(dist[v]),
        };
        assert_eq!(solution().value(&s), expected, "{}", draw_board(&s, false));
        checked += 1;
    }
    assert_eq!(checked, 9_216_599);
}

/// `cargo test --release -p pyramids-core solve_figures -- --ignored --nocapture`
#[test]
#[ignore]
fn solve_figures() {
    let solution = solver::solve();
    eprintln!("{}", solution.stats());
}

/// Plain minimax over decisions (no repetition, no table): the value if
/// the game is decided within `depth` decisions whatever happens.
fn exact_minimax(s: &Pyramida, depth: u32) -> Option<ProvenValue> {
    if let Outcome::Win { winner } = s.outcome() {
        return Some(if winner == s.to_move() {
            ProvenValue::Win(0)
        } else {
            ProvenValue::Loss(0)
        });
    }
    if depth == 0 {
        return None;
    }
    let mut best: Option<ProvenValue> = None;
    let mut unknown = false;
    for a in s.legal_actions() {
        let mut c = s.clone();
        c.play(&a);
        match exact_minimax(&c, depth - 1) {
            None => unknown = true,
            Some(v) => {
                let v = match if c.to_move() == s.to_move() {
                    v
                } else {
                    ai_flip(v)
                } {
                    ProvenValue::Win(d) => ProvenValue::Win(d + 1),
                    ProvenValue::Loss(d) => ProvenValue::Loss(d + 1),
                    x => x,
                };
                if best.is_none_or(|b| rank(v) > rank(b)) {
                    best = Some(v);
                }
            }
        }
    }
    match best {
        Some(ProvenValue::Win(d)) => Some(ProvenValue::Win(d)),
        _ if unknown => None,
        other => other,
    }
}

/// Results of `games` matches between `strong` and `weak` from the start,
/// colours and setups alternating, deterministic budgets.
fn match_result(strong: Level, weak: Level, games: u64) -> (u32, u32, u32) {
    let (mut strong_wins, mut weak_wins, mut draws) = (0, 0, 0);
    for g in 0..games {
        let strong_seat = (g % 2) as usize;
        let mut seats = [weak; 2];
        seats[strong_seat] = strong;
        let start = Pyramida::start(&PyramidaOptions {
            swapped: g % 4 >= 2,
        });
        let history: Vec<u64> = start.repetition_key().into_iter().collect();
        match play_out(start, history, seats, g, 400).0 {
            Outcome::Win { winner } if winner == strong_seat => strong_wins += 1,
            Outcome::Win { .. } => weak_wins += 1,
            _ => draws += 1,
        }
    }
    (strong_wins, weak_wins, draws)
}

#[test]
fn each_level_beats_the_level_below() {
    let levels = [
        Level::Random,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Perfect,
    ];
    for pair in levels.windows(2) {
        let (wins, losses, _) = match_result(pair[1], pair[0], 4);
        assert!(
            wins > losses,
            "{:?} vs {:?}: {wins} wins, {losses} losses",
            pair[1],
            pair[0]
        );
    }
}

/// `cargo test --release -p pyramids-core level_ladder -- --ignored --nocapture`
#[test]
#[ignore]
fn level_ladder() {
    let levels = [
        Level::Random,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Perfect,
    ];
    for pair in levels.windows(2) {
        let (wins, losses, draws) = match_result(pair[1], pair[0], 40);
        eprintln!(
            "{:?} vs {:?}: {wins} wins, {losses} losses, {draws} draws",
            pair[1], pair[0]
        );
    }
}

// ---- the solution as bytes (table.rs) ------------------------------------

use solver::Solution;
use table::TableError;

/// The cached solution's bytes, made once for the tests below.
fn table_bytes() -> &'static [u8] {
    static BYTES: std::sync::OnceLock<Vec<u8>> = std::sync::OnceLock::new();
    BYTES.get_or_init(|| solution().to_bytes())
}

/// Recomputes the trailing checksum, so a test can reach the checks behind it.
fn reseal(bytes: &mut [u8]) {
    let body = bytes.len() - 8;
    let sum = table::fnv1a64(&bytes[..body]);
    bytes[body..].copy_from_slice(&sum.to_le_bytes());
}

fn stats_fields(
    s: &SolveStats,
) -> (
    u64,
    u64,
    u64,
    u64,
    u64,
    u32,
    ProvenValue,
    ProvenValue,
    usize,
    usize,
) {
    (
        s.states,
        s.edges,
        s.wins,
        s.losses,
        s.draws,
        s.longest_win,
        s.start,
        s.start_swapped,
        s.peak_bytes,
        s.table_bytes,
    )
}

#[test]
fn table_bytes_round_trip_to_the_same_keys_values_and_stats() {
    let loaded = Solution::from_bytes(table_bytes()).expect("the table reads back");
    assert_eq!(loaded.keys(), solution().keys());
    assert_eq!(loaded.values(), solution().values());
    assert_eq!(
        stats_fields(loaded.stats()),
        stats_fields(solution().stats())
    );
    // Times are not stored (the file is the same on every build).
    assert_eq!(loaded.stats().solve_time, std::time::Duration::ZERO);
    assert_eq!(
        loaded.to_bytes(),
        table_bytes(),
        "writing the read table gives the same bytes"
    );
    assert!(
        loaded.stats().to_string().contains("read from a table"),
        "{}",
        loaded.stats()
    );
    // Compact: under half of the 9 bytes per entry held in memory.
    assert!(
        table_bytes().len() < solution().keys().len() * 4,
        "{} bytes",
        table_bytes().len()
    );
}

#[test]
fn table_read_back_gives_every_sampled_position_the_same_value() {
    let loaded = Solution::from_bytes(table_bytes()).unwrap();
    let mut decisive = 0;
    for (state, _) in sampled_positions(60, 2) {
        let value = solution().value(&state);
        assert_eq!(loaded.value(&state), value, "{}", draw_board(&state, false));
        decisive += usize::from(value != ProvenValue::Draw);
    }
    assert!(decisive > 50, "{decisive} decisive positions sampled");
}

#[test]
fn perfect_ai_plays_the_same_moves_from_a_table_read_back() {
    let loaded = Solution::from_bytes(table_bytes()).unwrap();
    let mut compared = 0;
    for (n, (state, history)) in sampled_positions(30, 4).into_iter().enumerate() {
        if state.outcome().is_over() {
            continue;
        }
        for seed in [1, 7, 1000 + n as u64] {
            let fresh = ai::perfect_choice_in(solution(), &state, &history, seed).unwrap();
            let read = ai::perfect_choice_in(&loaded, &state, &history, seed).unwrap();
            assert_eq!(
                (read.action, read.proven),
                (fresh.action, fresh.proven),
                "{}",
                draw_board(&state, false)
            );
            compared += 1;
        }
    }
    assert!(compared > 300, "{compared}");
}

#[test]
fn installing_after_the_solve_is_refused() {
    let _ = solution();
    assert!(solver::solution_ready());
    assert!(!solver::install_solution(
        Solution::from_bytes(table_bytes()).unwrap()
    ));
}

#[test]
fn truncated_tables_are_refused_at_every_kib() {
    let bytes = table_bytes();
    let mut cuts: Vec<usize> = (0..bytes.len()).step_by(1024).collect();
    cuts.extend([
        1,
        7,
        8,
        11,
        12,
        87,
        88,
        95,
        96,
        bytes.len() - 8,
        bytes.len() - 1,
    ]);
    for cut in cuts {
        match Solution::from_bytes(&bytes[..cut]) {
            Err(TableError::Truncated { found, .. }) => assert_eq!(found, cut as u64),
            other => panic!("cut at {cut}: {:?}", other.map(|_| ())),
        }
    }
}

#[test]
fn flipped_bytes_in_a_table_are_refused() {
    let bytes = table_bytes();
    let mut at: Vec<usize> = (0..100).collect();
    at.extend((100..bytes.len()).step_by(bytes.len() / 97));
    at.extend(bytes.len() - 8..bytes.len());
    let mut copy = bytes.to_vec();
    for i in at {
        for mask in [0x01u8, 0x80, 0xff] {
            copy[i] ^= mask;
            let r = Solution::from_bytes(&copy);
            copy[i] ^= mask;
            let e = r
                .err()
                .unwrap_or_else(|| panic!("byte {i} ^ {mask:#x} was accepted"));
            match i {
                0..8 => assert_eq!(e, TableError::BadMagic),
                8..12 => assert!(
                    matches!(e, TableError::UnknownVersion { .. }),
                    "byte {i}: {e}"
                ),
                12..16 => assert!(matches!(e, TableError::Inconsistent(_)), "byte {i}: {e}"),
                // The entry count and payload length: any of the checks.
                16..32 => {}
                // Stats, data and the checksum itself.
                _ => assert!(
                    matches!(e, TableError::ChecksumMismatch { .. }),
                    "byte {i}: {e}"
                ),
            }
        }
    }
}

#[test]
fn wrong_magic_version_or_trailing_bytes_are_refused() {
    let bytes = table_bytes();
    assert_eq!(
        Solution::from_bytes(b"").err(),
        Some(TableError::Truncated {
            needed: 96,
            found: 0
        })
    );
    assert_eq!(
        Solution::from_bytes(b"PYRM").err(),
        Some(TableError::Truncated {
            needed: 96,
            found: 4
        })
    );
    assert_eq!(
        Solution::from_bytes(b"PK\x03\x04").err(),
        Some(TableError::BadMagic)
    );
    let mut wrong = bytes.to_vec();
    wrong[..8].copy_from_slice(b"PYRAMIDO");
    assert_eq!(
        Solution::from_bytes(&wrong).err(),
        Some(TableError::BadMagic)
    );
    let mut newer = bytes.to_vec();
    newer[8..12].copy_from_slice(&2u32.to_le_bytes());
    reseal(&mut newer);
    assert_eq!(
        Solution::from_bytes(&newer).err(),
        Some(TableError::UnknownVersion { found: 2 })
    );
    let mut longer = bytes.to_vec();
    longer.push(0);
    assert!(matches!(
        Solution::from_bytes(&longer),
        Err(TableError::Inconsistent(_))
    ));
    // A JSON save is not a table.
    assert_eq!(
        Solution::from_bytes(br#"{"format":"pyramids-save","version":1}"#).err(),
        Some(TableError::BadMagic)
    );
}

/// A small table written by the real writer: `n` decisive entries.
fn small_table(n: u64, keys: Option<Vec<u64>>) -> Vec<u8> {
    let keys = keys.unwrap_or_else(|| (1..=n).map(|i| i * 1_000_003).collect());
    let values: Vec<u8> = (0..keys.len())
        .map(|i| {
            if i % 3 == 0 {
                solver::encode_value(false, i as u32 % 50)
            } else {
                solver::encode_value(true, i as u32 % 40 + 1)
            }
        })
        .collect();
    let wins = values
        .iter()
        .filter(|&&b| matches!(solver::decode(b), ProvenValue::Win(_)))
        .count() as u64;
    let longest = values
        .iter()
        .filter_map(|&b| {
            if let ProvenValue::Win(d) = solver::decode(b) {
                Some(d)
            } else {
                None
            }
        })
        .max()
        .unwrap_or(0);
    let stats = SolveStats {
        states: 1000 + keys.len() as u64,
        edges: 5000,
        wins,
        losses: keys.len() as u64 - wins,
        draws: 1000,
        longest_win: longest,
        start: ProvenValue::Draw,
        start_swapped: ProvenValue::Draw,
        solve_time: std::time::Duration::from_millis(5),
        phases: [
            std::time::Duration::from_millis(3),
            std::time::Duration::from_millis(2),
        ],
        peak_bytes: 1 << 20,
        table_bytes: keys.len() * 9,
    };
    table::to_bytes(&keys, &values, &stats)
}

#[test]
fn forged_tables_with_a_good_checksum_are_refused_when_inconsistent() {
    let good = small_table(40, None);
    assert_eq!(Solution::from_bytes(&good).unwrap().keys().len(), 40);
    let inconsistent = |bytes: &[u8]| {
        matches!(
            Solution::from_bytes(bytes),
            Err(TableError::Inconsistent(_))
        )
    };
    // Header counts that disagree with the data.
    for (at, value) in [
        (16usize, 41u64),
        (16, 39),
        (16, u64::MAX),
        (16, u64::MAX / 2 + 1),
        (48, 1),
        (56, 0),
        (64, 0),
        (32, 0),
    ] {
        let mut b = good.clone();
        b[at..at + 8].copy_from_slice(&value.to_le_bytes());
        reseal(&mut b);
        assert!(
            inconsistent(&b),
            "field at {at} = {value}: {:?}",
            Solution::from_bytes(&b).err()
        );
    }
    let mut b = good.clone();
    b[72..76].copy_from_slice(&99u32.to_le_bytes());
    reseal(&mut b);
    assert!(inconsistent(&b));
    let mut b = good.clone();
    b[12..16].copy_from_slice(&100u32.to_le_bytes());
    reseal(&mut b);
    assert!(inconsistent(&b));
    // A draw among the values, a repeated key, a key past 57 bits.
    let mut b = good.clone();
    let last_value = b.len() - 9;
    b[last_value] = 0;
    reseal(&mut b);
    assert!(inconsistent(&b));
    assert!(inconsistent(&small_table(0, Some(vec![5, 9, 9, 12]))));
    assert!(inconsistent(&small_table(0, Some(vec![5, 1 << 57]))));
    assert!(Solution::from_bytes(&small_table(0, Some(vec![5, (1 << 57) - 1]))).is_ok());
    assert!(Solution::from_bytes(&small_table(0, Some(vec![]))).is_ok());
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(500))]

    #[test]
    fn random_bytes_are_never_a_table(bytes in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..400), magic in proptest::prelude::any::<bool>()) {
        let mut bytes = bytes;
        if magic && bytes.len() >= 12 {
            // Past the magic and version checks, into the length checks.
            bytes[..8].copy_from_slice(&table::MAGIC);
            bytes[8..12].copy_from_slice(&table::VERSION.to_le_bytes());
        }
        proptest::prop_assert!(Solution::from_bytes(&bytes).is_err());
    }

    #[test]
    fn any_changed_byte_or_cut_of_a_small_table_is_refused(n in 0u64..60, at in 0usize..2000, xor in 1u8..=255, cut in proptest::prelude::any::<bool>()) {
        let mut bytes = small_table(n, None);
        let at = at % bytes.len();
        if cut {
            bytes.truncate(at);
        } else {
            bytes[at] ^= xor;
        }
        proptest::prop_assert!(Solution::from_bytes(&bytes).is_err());
    }
}
