//! The confirming tap, per game: held, shown, played by a second tap or
//! Confirm, let go by a tap elsewhere or Cancel; off, nothing changes.

use pyramids_core::game::Game;
use pyramids_core::pylos::{Pos, Pylos, PylosAction, PylosOptions};
use pyramids_core::pyramida::{Pyramida, PyramidaAction, PyramidaOptions};
use pyramids_core::pyramido::{notation, Phase, Pyramido, PyramidoAction, PyramidoOptions};

use super::*;

fn cx<A>(legal: &[A]) -> Context<'_, A> {
    Context {
        legal,
        human_to_move: true,
        over: false,
        commands: true,
        can_undo: true,
        can_redo: false,
        can_hint: true,
        hint: None,
        last_turn: &[],
        taught: &[],
    }
}

fn pos(s: &str) -> Place {
    Place::Pylos(Pos::parse(s).unwrap())
}

fn confirming<S: Steps>() -> Board<S> {
    let mut board = Board::new();
    board.set_confirm(true);
    board
}

/// The first place marked for `reason`.
fn marked(view: &View, reason: MarkReason) -> Place {
    view.marks
        .iter()
        .find(|m| m.reason == reason)
        .map(|m| m.place)
        .unwrap()
}

#[test]
fn pylos_a_completing_tap_waits_and_a_second_tap_on_the_same_place_plays_it() {
    let game = Pylos::new(&PylosOptions::default(), 0);
    let legal = game.legal_actions();
    let mut board = confirming::<PylosInteraction>();
    assert_eq!(board.tap(&game, &cx(&legal), pos("1a1")), Outcome::Changed);
    let place = PylosAction::Place {
        to: Pos::parse("1a1").unwrap(),
    };
    assert_eq!(board.pending(), Some(&place));
    let view = board.view(&game, &cx(&legal));
    assert_eq!(
        view.pending,
        Some(PendingView {
            places: vec![pos("1a1")],
            at: pos("1a1")
        })
    );
    // Only the decision shows (no "may place here" marks), and the commands.
    assert!(view.marks.is_empty(), "{:?}", view.marks);
    let kinds: Vec<ButtonKind> = view.buttons.iter().map(|b| b.kind).collect();
    assert_eq!(
        kinds,
        [ButtonKind::Undo, ButtonKind::Redo, ButtonKind::Hint]
    );
    assert_eq!(
        board.tap(&game, &cx(&legal), pos("1a1")),
        Outcome::Play(place)
    );
    assert_eq!(board.pending(), None);
    assert_eq!(board.view(&game, &cx(&legal)).pending, None);
}

#[test]
fn pylos_a_tap_elsewhere_lets_the_decision_go_and_confirm_plays_it() {
    let game = Pylos::new(&PylosOptions::default(), 0);
    let legal = game.legal_actions();
    let mut board = confirming::<PylosInteraction>();
    board.tap(&game, &cx(&legal), pos("1a1"));
    assert_eq!(board.tap(&game, &cx(&legal), pos("1b2")), Outcome::Changed);
    assert_eq!(board.pending(), None, "cancelled, not moved to 1b2");
    assert_eq!(board.view(&game, &cx(&legal)).marks.len(), 16);
    board.tap(&game, &cx(&legal), pos("1b2"));
    assert!(matches!(
        board.confirm(),
        Outcome::Play(PylosAction::Place { .. })
    ));
    assert_eq!(board.confirm(), Outcome::Ignored(Ignored::NothingSelected));
    // A command lets a pending decision go too.
    board.tap(&game, &cx(&legal), pos("1c3"));
    assert_eq!(
        board.press(&game, &cx(&legal), ButtonKind::Undo),
        Outcome::Command(ButtonKind::Undo)
    );
    assert_eq!(board.pending(), None);
}

#[test]
fn pylos_with_the_setting_off_a_tap_plays_at_once() {
    let game = Pylos::new(&PylosOptions::default(), 0);
    let legal = game.legal_actions();
    let mut board = confirming::<PylosInteraction>();
    board.tap(&game, &cx(&legal), pos("1a1"));
    board.set_confirm(false);
    assert_eq!(board.pending(), None, "turning it off lets go");
    assert!(matches!(
        board.tap(&game, &cx(&legal), pos("1a1")),
        Outcome::Play(_)
    ));
    assert_eq!(board.view(&game, &cx(&legal)).pending, None);
}

#[test]
fn pyramida_the_move_waits_with_its_stone_still_chosen_and_cancel_lets_go() {
    let game = Pyramida::new(&PyramidaOptions::default(), 0);
    let legal = game.legal_actions();
    let mut board = confirming::<PyramidaInteraction>();
    let stone = marked(&board.view(&game, &cx(&legal)), MarkReason::Movable);
    assert_eq!(board.tap(&game, &cx(&legal), stone), Outcome::Changed);
    let target = marked(&board.view(&game, &cx(&legal)), MarkReason::MoveTo);
    assert_eq!(board.tap(&game, &cx(&legal), target), Outcome::Changed);
    let view = board.view(&game, &cx(&legal));
    assert_eq!(view.selection, Some(stone));
    let pending = view.pending.unwrap();
    assert_eq!((pending.at, pending.places), (target, vec![target, stone]));
    // Step buttons are not offered while a decision waits; Cancel is.
    assert_eq!(
        board.press(&game, &cx(&legal), ButtonKind::Pass),
        Outcome::Ignored(Ignored::NotOffered)
    );
    assert_eq!(
        board.press(&game, &cx(&legal), ButtonKind::Cancel),
        Outcome::Changed
    );
    let view = board.view(&game, &cx(&legal));
    assert_eq!((view.pending, view.selection), (None, None));
    board.tap(&game, &cx(&legal), stone);
    board.tap(&game, &cx(&legal), target);
    match board.tap(&game, &cx(&legal), target) {
        Outcome::Play(a @ PyramidaAction::Move { .. }) => assert!(legal.contains(&a)),
        other => panic!("{other:?}"),
    }
}

#[test]
fn pyramido_a_marker_tap_waits_and_the_place_button_plays_at_once() {
    let game = Pyramido::new(&PyramidoOptions::default(), 3);
    let legal = game.legal_actions();
    let mut board = confirming::<PyramidoInteraction>();
    board.tap(&game, &cx(&legal), Place::PyramidoSlot(0));
    let target = marked(&board.view(&game, &cx(&legal)), MarkReason::DominoTo);
    board.tap(&game, &cx(&legal), target);
    // Place is a deliberate press: no second confirmation.
    let placed = match board.press(&game, &cx(&legal), ButtonKind::Place) {
        Outcome::Play(a @ PyramidoAction::Place { .. }) => a,
        other => panic!("{other:?}"),
    };
    assert!(legal.contains(&placed));
    // A game whose first domino takes a marker.
    let mut game = Pyramido::new(&PyramidoOptions::default(), 1001);
    game.apply(&notation::parse("q1@e5e").unwrap()).unwrap();
    assert_eq!(game.phase(), Phase::Mark);
    let legal = game.legal_actions();
    let block = marked(&board.view(&game, &cx(&legal)), MarkReason::Marker);
    assert_eq!(board.tap(&game, &cx(&legal), block), Outcome::Changed);
    assert_eq!(board.view(&game, &cx(&legal)).pending.unwrap().at, block);
    match board.tap(&game, &cx(&legal), block) {
        Outcome::Play(a) => assert!(legal.contains(&a), "{a:?}"),
        other => panic!("{other:?}"),
    }
    // The same tap with the setting off plays at once.
    let mut plain = Board::<PyramidoInteraction>::new();
    assert!(matches!(
        plain.tap(&game, &cx(&legal), block),
        Outcome::Play(_)
    ));
}
