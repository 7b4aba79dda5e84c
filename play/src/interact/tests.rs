//! The models against the core: each input kind, and that refused input
//! leaves the model as it was. The scenarios in `tests/scenarios/interaction`
//! run the same models through the FFI from Rust, Kotlin and Swift.

use pyramids_core::error::RuleProblem;
use pyramids_core::game::Game;
use pyramids_core::pylos::{Pos, Pylos, PylosAction, PylosOptions, PylosProblem};
use pyramids_core::pyramido::{Phase, Pyramido, PyramidoAction, PyramidoOptions};

use super::*;

fn cx<A>(legal: &[A]) -> Context<'_, A> {
    Context {
        legal,
        human_to_move: true,
        over: false,
        can_undo: false,
        can_redo: false,
        can_hint: true,
        hint: None,
        last_turn: &[],
    }
}

fn pos(s: &str) -> Place {
    Place::Pylos(Pos::parse(s).unwrap())
}

#[test]
fn a_pylos_tap_on_a_free_place_plays_and_on_a_taken_one_says_why() {
    let mut game = Pylos::new(&PylosOptions::default(), 0);
    let mut board = Board::<PylosInteraction>::new();
    let legal = game.legal_actions();
    assert_eq!(
        board.tap(&game, &cx(&legal), pos("1a1")),
        Outcome::Play(PylosAction::Place {
            to: Pos::parse("1a1").unwrap()
        })
    );
    game.apply(&PylosAction::Place {
        to: Pos::parse("1a1").unwrap(),
    })
    .unwrap();
    let legal = game.legal_actions();
    let before = board.view(&game, &cx(&legal));
    let out = board.tap(&game, &cx(&legal), pos("1a1"));
    assert!(
        matches!(
            out,
            Outcome::Problem(RuleProblem::Pylos {
                problem: PylosProblem::Occupied { .. }
            })
        ),
        "{out:?}"
    );
    assert_eq!(board.view(&game, &cx(&legal)), before);
    assert_eq!(before.prompt, Prompt::PylosMove);
    assert_eq!(before.marks.len(), 15);
    assert_eq!(
        board.tap(
            &game,
            &cx(&legal),
            Place::Pyramida(pyramids_core::pyramida::Field::parse("a1").unwrap())
        ),
        Outcome::Ignored(Ignored::WrongGame)
    );
}

#[test]
fn commands_are_reported_and_disabled_ones_ignored() {
    let game = Pylos::new(&PylosOptions::default(), 0);
    let mut board = Board::<PylosInteraction>::new();
    let legal = game.legal_actions();
    assert_eq!(
        board.press(&game, &cx(&legal), ButtonKind::Undo),
        Outcome::Ignored(Ignored::Disabled)
    );
    assert_eq!(
        board.press(&game, &cx(&legal), ButtonKind::Hint),
        Outcome::Command(ButtonKind::Hint)
    );
    assert_eq!(
        board.press(&game, &cx(&legal), ButtonKind::Done),
        Outcome::Ignored(Ignored::NotOffered)
    );
    let mut waiting = cx(&legal);
    waiting.human_to_move = false;
    assert_eq!(
        board.tap(&game, &waiting, pos("1a1")),
        Outcome::Ignored(Ignored::NotYourTurn)
    );
    assert_eq!(
        board.view(&game, &waiting).prompt,
        Prompt::Wait {
            game: pyramids_core::game::GameKind::Pylos,
            seat: 0
        }
    );
}

#[test]
fn a_pyramido_domino_is_chosen_put_down_turned_and_placed() {
    let game = Pyramido::new(&PyramidoOptions::default(), 3);
    assert_eq!(game.phase(), Phase::Place);
    let legal = game.legal_actions();
    let mut board = Board::<PyramidoInteraction>::new();
    assert_eq!(
        board.tap(&game, &cx(&legal), Place::PyramidoSlot(0)),
        Outcome::Changed
    );
    let view = board.view(&game, &cx(&legal));
    assert_eq!(view.prompt, Prompt::PyramidoPlaceChosen);
    let target = view
        .marks
        .iter()
        .find(|m| m.reason == MarkReason::DominoTo)
        .map(|m| m.place)
        .unwrap();
    assert_eq!(board.tap(&game, &cx(&legal), target), Outcome::Changed);
    let view = board.view(&game, &cx(&legal));
    assert_eq!(view.prompt, Prompt::PyramidoPlacePending);
    assert!(matches!(
        view.ghost,
        Some(Ghost::PyramidoDomino { at: Some(_), .. })
    ));
    let _ = board.press(&game, &cx(&legal), ButtonKind::Rotate);
    match board.press(&game, &cx(&legal), ButtonKind::Place) {
        Outcome::Play(a @ PyramidoAction::Place { slot: 0, .. }) => assert!(legal.contains(&a)),
        other => panic!("{other:?}"),
    }
    assert!(!board.steps().has_selection());
}
