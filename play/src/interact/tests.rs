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
        commands: true,
        can_undo: false,
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

#[test]
fn a_pyramido_ghost_dragged_onto_its_own_cell_moves_and_the_preview_says_where() {
    let game = Pyramido::new(&PyramidoOptions::default(), 3);
    let legal = game.legal_actions();
    let mut board = Board::<PyramidoInteraction>::new();
    let cell = |s: &str| Place::PyramidoCell(pyramids_core::pyramido::Cell::parse(s).unwrap());
    assert_eq!(
        board.tap(&game, &cx(&legal), Place::PyramidoSlot(0)),
        Outcome::Changed
    );
    assert_eq!(board.tap(&game, &cx(&legal), cell("e5")), Outcome::Changed);
    let spot = |b: &Board<PyramidoInteraction>| match b.view(&game, &cx(&legal)).ghost {
        Some(Ghost::PyramidoDomino {
            at: Some((_, cells)),
            dir,
            ..
        }) => (cells, dir),
        other => panic!("{other:?}"),
    };
    let (first, dir) = spot(&board);
    assert_eq!(first[0].to_string(), "e5");
    // A tap on the ghost's second block turns it; a release there keeps
    // the turn and covers that cell (the first domino must cover e5).
    let mut tapped = board.clone();
    assert_eq!(
        tapped.tap(&game, &cx(&legal), Place::PyramidoCell(first[1])),
        Outcome::Changed
    );
    assert_ne!(spot(&tapped).1, dir, "a tap on the ghost turns it");
    let preview = board.drop_ghost(&game, &cx(&legal), Place::PyramidoCell(first[1]));
    assert_eq!(board.view(&game, &cx(&legal)).ghost.map(|_| ()), Some(()));
    assert_eq!(spot(&board).0, first, "a preview changes nothing");
    assert_eq!(
        board.drop_on(&game, &cx(&legal), Place::PyramidoCell(first[1])),
        Outcome::Changed
    );
    let (moved, moved_dir) = spot(&board);
    assert_eq!(moved_dir, dir, "a drop keeps the domino's turn");
    assert!(
        moved.contains(&first[1]),
        "the domino covers the cell it was released on"
    );
    assert_eq!(
        preview,
        board.view(&game, &cx(&legal)).ghost,
        "the preview is the ghost the drop left"
    );
    // Nothing chosen: a release on a cell does nothing and previews nothing.
    let fresh = Board::<PyramidoInteraction>::new();
    assert_eq!(fresh.drop_ghost(&game, &cx(&legal), cell("e5")), None);
}

#[test]
fn a_pyramido_face_chosen_before_its_block_is_the_selection() {
    let mut game = Pyramido::new(&PyramidoOptions::default(), 1001);
    for a in ["q1@e5e", "m@e5"] {
        let action = pyramids_core::pyramido::notation::parse(a).unwrap();
        game.apply(&action).unwrap();
    }
    assert_eq!(game.phase(), Phase::Tile);
    let legal = game.legal_actions();
    let mut board = Board::<PyramidoInteraction>::new();
    let face = Place::PyramidoFace(pyramids_core::pyramido::Colour::Green);
    assert_eq!(board.tap(&game, &cx(&legal), face), Outcome::Changed);
    let view = board.view(&game, &cx(&legal));
    assert_eq!(view.selection, Some(face));
    assert_eq!(view.ghost, None);
}

#[test]
fn a_board_without_commands_neither_lists_nor_takes_them() {
    let game = Pylos::new(&PylosOptions::default(), 0);
    let legal = game.legal_actions();
    let mut board = Board::<PylosInteraction>::new();
    let mut lesson = cx(&legal);
    lesson.commands = false;
    lesson.can_undo = true;
    assert!(board.view(&game, &lesson).buttons.is_empty());
    for button in [ButtonKind::Undo, ButtonKind::Redo, ButtonKind::Hint] {
        assert_eq!(
            board.press(&game, &lesson, button),
            Outcome::Ignored(Ignored::NotOffered)
        );
    }
    assert!(board
        .view(&game, &cx(&legal))
        .buttons
        .iter()
        .any(|b| b.kind == ButtonKind::Hint));
}

#[test]
fn one_ring_per_piece_the_last_move_gives_way_to_the_step_and_the_hint() {
    let mut game = Pylos::new(&PylosOptions::default(), 0);
    let a1 = PylosAction::Place {
        to: Pos::parse("1a1").unwrap(),
    };
    game.apply(&a1).unwrap();
    let board = Board::<PylosInteraction>::new();
    let legal = game.legal_actions();
    let last = [a1];
    let at = |view: &View| -> Vec<MarkReason> {
        let mut r: Vec<_> = view
            .marks
            .iter()
            .filter(|m| m.place == pos("1a1"))
            .map(|m| m.reason)
            .collect();
        r.sort();
        r
    };
    // Alone on its ball, the last move is marked.
    let view = board.view(
        &game,
        &Context {
            last_turn: &last,
            taught: &[],
            ..cx(&legal)
        },
    );
    assert_eq!(at(&view), vec![MarkReason::LastMove]);
    // A hint on the same place speaks alone.
    let view = board.view(
        &game,
        &Context {
            last_turn: &last,
            taught: &[],
            hint: Some(&a1),
            ..cx(&legal)
        },
    );
    assert_eq!(at(&view), vec![MarkReason::Hint]);
}

/// A lesson's step teaches one decision: the board lights its places only,
/// and a piece chosen off it keeps all of its own targets.
#[test]
fn a_taught_move_is_the_only_one_marked_until_another_piece_is_chosen() {
    let game = Pyramido::new(&PyramidoOptions::default(), 3);
    let legal = game.legal_actions();
    let taught = [*legal
        .iter()
        .find(|a| matches!(a, PyramidoAction::Place { slot: 0, .. }))
        .unwrap()];
    let teaching = Context {
        taught: &taught,
        ..cx(&legal)
    };
    let mut board = Board::<PyramidoInteraction>::new();
    let open = board.view(&game, &cx(&legal));
    let lit = board.view(&game, &teaching);
    let slots = |v: &View| -> Vec<Place> {
        v.marks
            .iter()
            .filter(|m| m.reason == MarkReason::Domino)
            .map(|m| m.place)
            .collect()
    };
    assert!(slots(&open).len() > 1, "{:?}", open.marks);
    assert_eq!(slots(&lit), vec![Place::PyramidoSlot(0)]);
    // The other dominoes are unmarked but still taken, so the try is answered.
    assert!(open.quiet.is_empty());
    assert_eq!(
        lit.quiet,
        slots(&open)
            .into_iter()
            .filter(|p| *p != Place::PyramidoSlot(0))
            .collect::<Vec<_>>()
    );
    // The taught domino chosen: only the cells it is laid on.
    board.tap(&game, &teaching, Place::PyramidoSlot(0));
    let (to, _) = PyramidoInteraction::action_places(&taught[0]);
    let targets = board.view(&game, &teaching);
    assert!(!targets.marks.is_empty());
    assert!(targets
        .marks
        .iter()
        .all(|m| to.contains(&m.place) || m.place == Place::PyramidoSlot(0)));
    assert!(board.view(&game, &cx(&legal)).marks.len() > targets.marks.len());
    // Another domino chosen: every target of its own.
    let other = slots(&open)[1];
    board.tap(&game, &teaching, other);
    assert_eq!(
        board.view(&game, &teaching).marks,
        board.view(&game, &cx(&legal)).marks
    );
    assert!(board.view(&game, &teaching).quiet.is_empty());
}
