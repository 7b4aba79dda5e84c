use super::*;

type Flow = TurnFlow<&'static str, &'static str>;

fn human_vs_ai(ai_to_move: bool) -> Position {
    Position {
        over: false,
        to_move: usize::from(ai_to_move),
        ai_to_move: ai_to_move.then_some(Level::Hard),
        has_ai_seat: true,
        has_human_seat: true,
        sole_human: Some(0),
        can_undo: true,
        can_redo: false,
        generation: 3,
    }
}

#[test]
fn the_computer_starts_only_when_asked_and_once() {
    let mut flow = Flow::new();
    let p = human_vs_ai(true);
    assert!(flow.ai_waiting(&p), "waits for the app's animations to end");
    assert!(!flow.human_to_move(&p));
    let t = flow.begin_ai(&p).expect("starts");
    assert_eq!(t.level, Level::Hard);
    assert_eq!(t.pause_ms, AI_PAUSE_MS);
    assert!(flow.thinking() && !flow.ai_waiting(&p));
    assert_eq!(flow.begin_ai(&p), None, "one call at a time");
    assert!(flow.ai_finished(t.id));
    assert!(!flow.ai_finished(t.id), "an answer counts once");
}

#[test]
fn nothing_starts_for_a_human_or_a_finished_game() {
    let mut flow = Flow::new();
    assert_eq!(flow.begin_ai(&human_vs_ai(false)), None);
    let over = Position {
        over: true,
        ..human_vs_ai(true)
    };
    assert_eq!(flow.begin_ai(&over), None);
    assert!(!flow.human_to_move(&over), "nobody moves after the end");
}

#[test]
fn undo_against_the_computer_goes_back_to_the_human_and_drops_its_answer() {
    let mut flow = Flow::new();
    let p = human_vs_ai(true);
    let t = flow.begin_ai(&p).unwrap();
    flow.decided(0, &["placed"]);
    let (step, cancel) = flow.undo(&p).expect("offered");
    assert_eq!(step, Step::ToHuman);
    assert!(cancel, "the running call is cancelled");
    assert!(!flow.ai_finished(t.id), "its late answer is dropped");
    assert!(flow.turn_events().is_empty(), "no last move after an undo");
}

#[test]
fn two_humans_undo_and_redo_one_decision() {
    let mut flow = Flow::new();
    let p = Position {
        ai_to_move: None,
        has_ai_seat: false,
        can_redo: true,
        ..human_vs_ai(false)
    };
    assert_eq!(flow.undo(&p), Some((Step::One, false)));
    assert_eq!(flow.redo(&p), Some((Step::One, false)));
}

#[test]
fn a_game_the_computer_plays_alone_offers_no_undo() {
    let mut flow = Flow::new();
    let p = Position {
        has_human_seat: false,
        ..human_vs_ai(true)
    };
    assert!(!flow.can_undo(&p));
    assert_eq!(flow.undo(&p), None);
}

#[test]
fn redo_is_offered_only_with_something_to_redo() {
    let mut flow = Flow::new();
    assert_eq!(flow.redo(&human_vs_ai(false)), None);
    let p = Position {
        can_redo: true,
        ..human_vs_ai(false)
    };
    assert_eq!(flow.redo(&p), Some((Step::ToHuman, false)));
}

#[test]
fn one_seat_in_a_row_makes_one_turn() {
    let mut flow = Flow::new();
    flow.decided(0, &["place 1a1"]);
    flow.decided(0, &["reclaim 1a2"]);
    assert_eq!(flow.turn_events(), ["place 1a1", "reclaim 1a2"]);
    flow.decided(1, &["place 1b1"]);
    assert_eq!(flow.turn_events(), ["place 1b1"]);
    assert_eq!(flow.turn_seat(), Some(1));
}

#[test]
fn a_hint_is_shown_for_its_own_position_only() {
    let mut flow = Flow::new();
    let p = human_vs_ai(false);
    let t = flow.begin_hint(&p).expect("a human is to move");
    assert!(flow.hint_pending() && !flow.can_hint(&p), "one at a time");
    assert!(flow.hint_finished(t, Some("1b2")));
    assert_eq!(flow.hint(p.generation), Some(&"1b2"));
    assert_eq!(
        flow.hint(p.generation + 1),
        None,
        "a changed position hides it"
    );
    flow.decided(0, &["x"]);
    assert_eq!(flow.hint(p.generation), None, "a decision clears it");
}

#[test]
fn a_hint_dropped_by_a_move_does_not_come_back() {
    let mut flow = Flow::new();
    let p = human_vs_ai(false);
    let t = flow.begin_hint(&p).unwrap();
    assert!(
        flow.before_human_decision(),
        "the pending hint is cancelled"
    );
    assert!(!flow.hint_finished(t, Some("late")));
    assert_eq!(flow.hint(p.generation), None);
    assert_eq!(
        flow.begin_hint(&human_vs_ai(true)),
        None,
        "not for the computer's turn"
    );
}

#[test]
fn pausing_stops_the_computer_until_resumed() {
    let mut flow = Flow::new();
    let p = human_vs_ai(true);
    let t = flow.begin_ai(&p).unwrap();
    assert!(flow.pause(), "a running call is cancelled");
    assert!(!flow.ai_finished(t.id));
    assert_eq!(flow.begin_ai(&p), None, "paused");
    flow.resume();
    assert!(flow.begin_ai(&p).is_some());
}

#[test]
fn every_change_is_saved() {
    let flow = Flow::new();
    for change in [
        Change::Played,
        Change::ComputerPlayed,
        Change::Undone,
        Change::Redone,
        Change::Paused,
    ] {
        assert!(flow.autosaves_after(change), "{change:?}");
    }
}

#[test]
fn resign_against_the_computer_is_the_human_s_even_while_it_thinks() {
    let mut flow = Flow::new();
    let p = human_vs_ai(true);
    assert_eq!(flow.resign_seat(&p), Some(0), "before the computer starts");
    flow.begin_ai(&p).unwrap();
    assert_eq!(flow.resign_seat(&p), Some(0), "while it thinks");
    assert_eq!(
        flow.resign(&p),
        Some((0, true)),
        "and the call is cancelled"
    );
    assert!(!flow.thinking());
    assert!(flow.autosaves_after(Change::Resigned));
}

#[test]
fn resign_at_a_table_of_humans_is_the_player_to_move_s_only() {
    let flow = Flow::new();
    let p = Position {
        to_move: 1,
        ai_to_move: None,
        has_ai_seat: false,
        sole_human: None,
        ..human_vs_ai(false)
    };
    assert_eq!(flow.resign_seat(&p), Some(1));
    // Two humans and a computer, the computer to move: nobody resigns now.
    let ai_turn = Position {
        has_ai_seat: true,
        ai_to_move: Some(Level::Easy),
        ..p
    };
    assert_eq!(flow.resign_seat(&ai_turn), None);
}

#[test]
fn resign_is_not_offered_to_computers_alone_or_after_the_end() {
    let mut flow = Flow::new();
    let alone = Position {
        has_human_seat: false,
        sole_human: None,
        ..human_vs_ai(true)
    };
    assert_eq!(flow.resign_seat(&alone), None);
    let over = Position {
        over: true,
        ..human_vs_ai(false)
    };
    assert_eq!(flow.resign(&over), None);
}
