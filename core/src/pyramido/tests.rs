//! Tests named after the rules of `docs/rules/pyramido.md` and the
//! engine decisions of this module.

use super::board::{NO_DOMINO, QSIDE};
use super::scoring::score_markers;
use super::*;
use crate::ai::{AiRequest, GameAi};
use crate::game::{Level, SeatKind};
use crate::matches::{play_match, MatchBudget, MatchSetup};
use crate::record::GameRecord;
use crate::rng::{pick_index, rng_for};

// ---------------------------------------------------------------- helpers

fn new_game(players: u8, first: u8) -> Pyramido {
    Pyramido::new(
        &PyramidoOptions {
            players,
            first_player: Some(first),
        },
        7,
    )
}

/// Moves domino `id` into quarry `slot`, swapping it with the domino there,
/// so the 90 dominoes stay conserved.
fn stage(g: &mut Pyramido, slot: usize, id: u8) {
    let current = g.quarry[slot].expect("slot filled");
    if current == id {
        return;
    }
    if let Some(s) = g.quarry.iter().position(|&q| q == Some(id)) {
        g.quarry.swap(s, slot);
        return;
    }
    for pile in g.piles.iter_mut() {
        if let Some(i) = pile.iter().position(|&x| x == id) {
            pile[i] = current;
            g.quarry[slot] = Some(id);
            return;
        }
    }
    panic!("domino {id} is not in the quarry or the piles");
}

fn act(g: &mut Pyramido, text: &str) -> Vec<PyramidoEvent> {
    let action = g.parse_action(text).unwrap_or_else(|e| panic!("{e}"));
    g.apply(&action).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn reject(g: &mut Pyramido, text: &str) -> String {
    let before = g.clone();
    let action = g.parse_action(text).unwrap_or_else(|e| panic!("{e}"));
    let err = g.apply(&action).expect_err(text);
    assert_eq!(*g, before, "a rejected {text} changed the state");
    err.to_string()
}

fn block(colour: Colour, corners: &[Corner]) -> Block {
    Block {
        colour,
        jewels: Quarters(corners.iter().map(|c| c.bit()).sum()),
    }
}

fn plain(colour: Colour) -> Block {
    block(colour, &[])
}

/// Builds a block directly, bypassing the placement rules (worked examples).
fn lay(p: &mut Pyramid, floor: u8, col: u8, row: u8, b: Block) {
    p.put(floor, Cell::new(col, row), b, false, NO_DOMINO);
}

/// Floor 1 on the 5×4 rectangle c3–g6 of plain aqua blocks, except
/// `special` blocks and `gaps` left empty.
fn lay_floor1(p: &mut Pyramid, special: &[((u8, u8), Block)], gaps: &[(u8, u8)]) {
    for row in 2..=5 {
        for col in 2..=6 {
            if gaps.contains(&(col, row)) {
                continue;
            }
            let b = special
                .iter()
                .find(|(at, _)| *at == (col, row))
                .map_or(plain(Colour::Aqua), |(_, b)| *b);
            lay(p, 1, col, row, b);
        }
    }
}

fn marker_at(
    p: &Pyramid,
    floor: u8,
    col: u8,
    row: u8,
    colour: Colour,
    markers: &mut [Option<u8>; 6],
) {
    markers[colour.index()] = Some(p.index(floor, Cell::new(col, row)).expect("cell") as u8);
}

fn cell(text: &str) -> Cell {
    Cell::parse(text).expect("cell")
}

// ------------------------------------------------------------------ data

#[test]
fn data_has_90_dominoes_180_blocks_180_jewels_and_the_colour_counts() {
    let dominoes = dominoes::parse_data(dominoes::raw_data()).expect("embedded data parses");
    assert_eq!(dominoes.len(), 90);
    assert_eq!(dominoes::DOMINOES.len(), 90);
    let blocks: Vec<Block> = dominoes.iter().flat_map(|d| [d.west, d.east]).collect();
    assert_eq!(blocks.len(), 180);
    assert_eq!(blocks.iter().map(|b| b.jewels.count()).sum::<u32>(), 180);
    let counts: Vec<usize> = Colour::ALL
        .iter()
        .map(|&c| blocks.iter().filter(|b| b.colour == c).count())
        .collect();
    assert_eq!(counts, vec![37, 34, 31, 29, 26, 23]);
}

#[test]
fn data_every_domino_carries_exactly_two_jewel_icons() {
    for d in dominoes::DOMINOES.iter() {
        assert_eq!(
            d.west.jewels.count() + d.east.jewels.count(),
            2,
            "domino {}",
            d.id
        );
    }
}

#[test]
fn data_single_tiles_are_brown_blue_yellow_aqua_red_green() {
    assert_eq!(
        TILE_FACES,
        [
            [Colour::Brown, Colour::Blue],
            [Colour::Yellow, Colour::Aqua],
            [Colour::Red, Colour::Green]
        ]
    );
    for c in Colour::ALL {
        let (t, f) = tile_of(c);
        assert_eq!(TILE_FACES[t][f], c);
    }
}

#[test]
fn data_rejects_a_corrupt_file_with_a_reason() {
    assert!(dominoes::parse_data("{}").is_err());
    let broken = dominoes::raw_data().replacen("\"sw\"", "\"xx\"", 1);
    assert!(dominoes::parse_data(&broken).unwrap_err().contains("xx"));
}

// ----------------------------------------------------------------- setup

#[test]
fn setup_quarry_of_three_and_piles_of_22_22_22_21() {
    for players in 2..=4 {
        let g = new_game(players, 0);
        assert_eq!(g.quarry().iter().flatten().count(), 3);
        assert_eq!(g.pile_sizes(), [22, 22, 22, 21]);
        assert_eq!(g.domino_census(), 90);
        let mut all: Vec<u8> = g
            .quarry()
            .iter()
            .flatten()
            .copied()
            .chain(g.piles.iter().flatten().copied())
            .collect();
        all.sort_unstable();
        assert_eq!(all, (0..90).collect::<Vec<u8>>());
        for p in g.players() {
            assert_eq!(p.unused_tiles(), 3);
            assert!(Colour::ALL.iter().all(|&c| p.has_marker(c)));
        }
    }
}

#[test]
fn setup_shuffle_is_seeded_and_replays() {
    let a = Pyramido::new(&PyramidoOptions::default(), 11);
    let b = Pyramido::new(&PyramidoOptions::default(), 11);
    let c = Pyramido::new(&PyramidoOptions::default(), 12);
    assert_eq!(a, b);
    assert_ne!(a.piles, c.piles);
}

#[test]
fn setup_first_player_from_options_or_from_the_seed() {
    for first in 0..3 {
        let g = Pyramido::new(
            &PyramidoOptions {
                players: 3,
                first_player: Some(first),
            },
            5,
        );
        assert_eq!(g.to_move(), usize::from(first));
        assert_eq!(g.starter(), usize::from(first));
    }
    let seen: std::collections::BTreeSet<Seat> = (0..40)
        .map(|seed| Pyramido::new(&PyramidoOptions::players(4), seed).to_move())
        .collect();
    assert_eq!(seen.len(), 4, "the seed picks every seat sometimes");
}

#[test]
fn options_serde_defaults_to_two_players_and_a_seeded_first_player() {
    let o: PyramidoOptions = serde_json::from_str("{}").unwrap();
    assert_eq!(
        o,
        PyramidoOptions {
            players: 2,
            first_player: None
        }
    );
    let o: PyramidoOptions = serde_json::from_str(r#"{"players":4,"first_player":2}"#).unwrap();
    assert_eq!(o.players, 4);
    assert_eq!(
        serde_json::to_string(&PyramidoOptions::players(3)).unwrap(),
        r#"{"players":3}"#
    );
}

#[test]
fn engine_decision_player_counts_are_clamped_to_2_to_4() {
    assert_eq!(
        Pyramido::new(&PyramidoOptions::players(1), 0).seat_count(),
        2
    );
    assert_eq!(
        Pyramido::new(&PyramidoOptions::players(9), 0).seat_count(),
        4
    );
    assert_eq!(
        Pyramido::new(
            &PyramidoOptions {
                players: 3,
                first_player: Some(7)
            },
            0
        )
        .to_move(),
        1
    );
}

// ------------------------------------------------------------ placement

#[test]
fn engine_decision_first_domino_of_floor_1_is_anchored_on_e5_in_any_direction() {
    let mut g = new_game(2, 0);
    let actions = g.legal_actions();
    assert_eq!(actions.len(), 12, "3 dominoes × 4 directions");
    assert!(actions
        .iter()
        .all(|a| matches!(a, PyramidoAction::Place { cell, .. } if *cell == FIRST_ANCHOR_CELL)));
    assert!(reject(&mut g, "q1@d4e").contains("first_anchor"));
    act(&mut g, "q1@e5n");
    assert!(!g.players()[0].pyramid().slot(1, cell("e4")).is_empty());
}

const FIRST_ANCHOR_CELL: Cell = board::FIRST_ANCHOR;

#[test]
fn floor_1_dominoes_must_share_a_full_block_edge() {
    let mut p = Pyramid::new();
    lay(&mut p, 1, 4, 4, plain(Colour::Red));
    lay(&mut p, 1, 5, 4, plain(Colour::Red));
    assert_eq!(
        p.check_place(1, cell("e7"), Dir::E),
        Err(PlaceError::NoContact),
        "a gap"
    );
    assert_eq!(
        p.check_place(1, cell("g6"), Dir::S),
        Err(PlaceError::NoContact),
        "corner contact only"
    );
    assert!(
        p.check_place(1, cell("e6"), Dir::E).is_ok(),
        "two full edges"
    );
    assert!(
        p.check_place(1, cell("g5"), Dir::S).is_ok(),
        "one full edge"
    );
    assert_eq!(
        p.check_place(1, cell("f5"), Dir::E),
        Err(PlaceError::Occupied)
    );
    // The block grid itself rules out half-block contacts: dominoes can only
    // sit on whole cells.
}

#[test]
fn floor_1_must_fit_a_5x4_or_4x5_rectangle() {
    let mut p = Pyramid::new();
    for col in 2..=6 {
        lay(&mut p, 1, col, 4, plain(Colour::Red));
    }
    // 5 wide: a sixth column is too much, a fourth row is fine, a fifth not.
    assert_eq!(
        p.check_place(1, cell("b5"), Dir::W),
        Err(PlaceError::TooLarge)
    );
    assert!(p.check_place(1, cell("c6"), Dir::S).is_ok());
    lay(&mut p, 1, 2, 5, plain(Colour::Red));
    lay(&mut p, 1, 2, 6, plain(Colour::Red));
    assert_eq!(
        p.check_place(1, cell("c4"), Dir::N),
        Err(PlaceError::TooLarge),
        "would be 5×5"
    );
    assert!(p.check_place(1, cell("d4"), Dir::E).is_ok(), "still 5×4");

    let mut q = Pyramid::new();
    for row in 2..=6 {
        lay(&mut q, 1, 4, row, plain(Colour::Red));
    }
    assert!(
        q.check_place(1, cell("f3"), Dir::S).is_ok(),
        "4×5 is allowed too"
    );
    assert_eq!(
        q.check_place(1, cell("e2"), Dir::N),
        Err(PlaceError::TooLarge)
    );
}

#[test]
fn dominoes_rotate_freely_and_their_jewels_turn_with_them() {
    let mut g = new_game(2, 0);
    stage(&mut g, 0, 2); // blue (nw, sw) | brown (no jewel)
    act(&mut g, "q1@e5s");
    let p = g.players()[0].pyramid();
    assert_eq!(p.slot(1, cell("e5")).colour(), Some(Colour::Blue));
    assert_eq!(
        p.slot(1, cell("e5")).jewels(),
        Quarters(Corner::Nw.bit() | Corner::Ne.bit()),
        "a quarter turn clockwise"
    );
    assert_eq!(p.slot(1, cell("e6")).colour(), Some(Colour::Brown));
    assert_eq!(
        Quarters(Corner::Nw.bit()).rotated(2),
        Quarters(Corner::Se.bit())
    );
    assert_eq!(
        Quarters(Corner::Sw.bit()).rotated(1),
        Quarters(Corner::Nw.bit())
    );
}

#[test]
fn upper_footprint_is_the_floor_below_shrunk_by_one_quarter() {
    let mut p = Pyramid::new();
    lay_floor1(&mut p, &[], &[]);
    assert_eq!(
        p.rect(),
        Some(Rect {
            col: 2,
            row: 2,
            width: 5,
            height: 4
        })
    );
    assert_eq!(p.dims(2), (4, 3));
    assert_eq!(p.dims(3), (3, 2));
    assert_eq!(p.dims(4), (2, 1));
    // Corners on centres: each upper block starts one quarter in from the
    // block below it.
    assert_eq!(p.quarter_origin(1, cell("c3")), (4, 4));
    assert_eq!(p.quarter_origin(2, cell("a1")), (5, 5));
    assert_eq!(p.quarter_origin(3, cell("a1")), (6, 6));
    assert_eq!(p.quarter_origin(4, cell("b1")), (9, 7));
    assert!(
        p.check_place(2, cell("d1"), Dir::E).is_err(),
        "outside the footprint"
    );
    assert!(p.check_place(2, cell("d3"), Dir::N).is_ok());
}

#[test]
fn upper_footprint_follows_the_actual_floor_1_orientation() {
    let mut p = Pyramid::new();
    for row in 2..=6 {
        for col in 3..=6 {
            lay(&mut p, 1, col, row, plain(Colour::Green));
        }
    }
    assert_eq!(
        p.rect(),
        Some(Rect {
            col: 3,
            row: 2,
            width: 4,
            height: 5
        })
    );
    assert_eq!(p.dims(2), (3, 4));
    assert_eq!(p.dims(4), (1, 2));
    for (floor, (w, h)) in [(2u8, (3u8, 4u8)), (3, (2, 3))] {
        for row in 0..h {
            for col in 0..w {
                lay(&mut p, floor, col, row, plain(Colour::Green));
            }
        }
    }
    assert!(p.check_place(4, cell("a1"), Dir::S).is_ok());
    assert!(p.check_place(4, cell("a1"), Dir::E).is_err());
}

#[test]
fn upper_floors_need_no_contact_but_the_floor_below_complete() {
    let mut p = Pyramid::new();
    lay_floor1(&mut p, &[], &[(6, 5)]);
    assert_eq!(
        p.check_place(2, cell("a1"), Dir::E),
        Err(PlaceError::FloorNotReady)
    );
    lay(&mut p, 1, 6, 5, plain(Colour::Aqua));
    lay(&mut p, 2, 0, 0, plain(Colour::Red));
    assert!(
        p.check_place(2, cell("c3"), Dir::E).is_ok(),
        "no contact needed above floor 1"
    );
}

// ------------------------------------------------------------------ mark

#[test]
fn mark_is_automatic_when_only_one_block_qualifies() {
    let mut g = new_game(2, 0);
    stage(&mut g, 0, 2); // blue with jewels | brown without
    let events = act(&mut g, "q1@e5e");
    assert!(events.contains(&PyramidoEvent::MarkerPlaced {
        seat: 0,
        floor: 1,
        cell: cell("e5"),
        colour: Colour::Blue,
        on_tile: false
    }));
    assert_eq!(g.phase(), Phase::Tile, "the next real choice");
    assert_eq!(g.players()[0].marker(Colour::Blue), Some((1, cell("e5"))));
}

#[test]
fn mark_is_a_choice_when_both_blocks_qualify() {
    let mut g = new_game(2, 0);
    stage(&mut g, 0, 1); // blue (nw) | brown (sw)
    let events = act(&mut g, "q1@e5e");
    assert!(!events
        .iter()
        .any(|e| matches!(e, PyramidoEvent::MarkerPlaced { .. })));
    assert_eq!(g.phase(), Phase::Mark);
    let options: Vec<String> = g
        .legal_actions()
        .iter()
        .map(|a| g.format_action(a))
        .collect();
    assert_eq!(options, vec!["m@e5", "m@f5"]);
    assert!(reject(&mut g, "-").contains("wrong_decision"));
    assert!(reject(&mut g, "m@e6").contains("not_just_placed"));
    act(&mut g, "m@f5");
    assert_eq!(g.players()[0].marker(Colour::Brown), Some((1, cell("f5"))));
    assert!(g.players()[0].has_marker(Colour::Blue));
}

#[test]
fn mark_between_two_jewelled_blocks_of_one_colour_is_a_choice() {
    let mut g = new_game(2, 0);
    stage(&mut g, 0, 0); // brown (sw) | brown (ne)
    act(&mut g, "q1@e5e");
    assert_eq!(g.phase(), Phase::Mark);
    assert_eq!(g.legal_actions().len(), 2);
}

#[test]
fn mark_is_skipped_when_no_block_qualifies() {
    let mut g = new_game(2, 0);
    stage(&mut g, 0, 2);
    act(&mut g, "q1@e5e"); // blue marker used
    act(&mut g, "-");
    act(&mut g, "p1");
    let spot = g.legal_actions()[0];
    g.apply(&spot).unwrap();
    while g.to_move() == 1 {
        let a = g.legal_actions()[0];
        g.apply(&a).unwrap();
    }
    stage(&mut g, 0, 3); // blue (nw, se) | brown without jewel
    let events = act(&mut g, "q1@e6e");
    assert!(!events
        .iter()
        .any(|e| matches!(e, PyramidoEvent::MarkerPlaced { .. })));
    assert_eq!(g.phase(), Phase::Tile);
}

// ------------------------------------------------------------ single tile

#[test]
fn single_tile_is_optional() {
    let mut g = new_game(2, 0);
    stage(&mut g, 0, 2);
    act(&mut g, "q1@e5e");
    assert!(g.legal_actions().contains(&PyramidoAction::SkipTile));
    let events = act(&mut g, "-");
    assert_eq!(events[0], PyramidoEvent::TileSkipped { seat: 0 });
    assert_eq!(g.players()[0].unused_tiles(), 3);
    assert_eq!(g.phase(), Phase::Refill);
}

#[test]
fn single_tile_goes_on_an_unmarked_block_of_the_domino_just_placed() {
    let mut g = new_game(2, 0);
    stage(&mut g, 0, 2);
    act(&mut g, "q1@e5e"); // blue marker on e5
    assert!(reject(&mut g, "t@e5=red:ne").contains("carries_marker"));
    assert!(reject(&mut g, "t@e6=red:ne").contains("not_just_placed"));
    let tiles = g
        .legal_actions()
        .iter()
        .filter(|a| matches!(a, PyramidoAction::Tile { .. }))
        .count();
    assert_eq!(tiles, 3 * 2 * 4, "one block × 3 tiles × 2 faces × 4 turns");
}

#[test]
fn single_tile_takes_its_colours_marker_when_unused_the_only_way_to_two_markers() {
    let mut g = new_game(2, 0);
    stage(&mut g, 0, 2);
    act(&mut g, "q1@e5e");
    let events = act(&mut g, "t@f5=red:se");
    assert_eq!(
        events[..2],
        [
            PyramidoEvent::TilePlaced {
                seat: 0,
                floor: 1,
                cell: cell("f5"),
                colour: Colour::Red,
                corner: Corner::Se
            },
            PyramidoEvent::MarkerPlaced {
                seat: 0,
                floor: 1,
                cell: cell("f5"),
                colour: Colour::Red,
                on_tile: true
            },
        ]
    );
    let p = &g.players()[0];
    assert_eq!(p.markers().iter().flatten().count(), 2);
    let slot = p.pyramid().slot(1, cell("f5"));
    assert!(slot.is_tile());
    assert_eq!(slot.colour(), Some(Colour::Red));
    assert_eq!(slot.jewels(), Quarters(Corner::Se.bit()));
    assert_eq!(
        p.pyramid().domino_at(1, cell("f5")),
        Some(2),
        "the domino is still under the tile"
    );
    assert!(
        !p.has_tile(Colour::Green),
        "the other face of the same tile is gone too"
    );
    assert_eq!(p.unused_tiles(), 2);
}

#[test]
fn single_tile_without_a_marker_when_that_colour_is_used() {
    let mut g = new_game(2, 0);
    stage(&mut g, 0, 1);
    act(&mut g, "q1@e5e");
    act(&mut g, "m@f5"); // brown marker used
    let events = act(&mut g, "t@e5=brown:nw");
    assert!(!events
        .iter()
        .any(|e| matches!(e, PyramidoEvent::MarkerPlaced { .. })));
    assert_eq!(g.players()[0].markers().iter().flatten().count(), 1);
}

#[test]
fn single_tile_step_is_skipped_without_tiles_in_hand_and_still_reported() {
    // README: a forced decision is played by the engine and still emits its
    // event; with no tile in hand the tile step is a forced skip.
    let mut g = new_game(2, 0);
    g.players[0].tiles = [false; 3];
    stage(&mut g, 0, 2);
    let events = act(&mut g, "q1@e5e");
    assert_eq!(g.phase(), Phase::Refill);
    assert_eq!(
        events
            .iter()
            .filter(|e| **e == PyramidoEvent::TileSkipped { seat: 0 })
            .count(),
        1,
        "{events:?}"
    );
}

// ----------------------------------------------------------------- refill

#[test]
fn refill_comes_from_one_of_the_two_piles_above_the_slot() {
    let mut g = new_game(2, 0);
    act(&mut g, "q2@e5e");
    if g.phase() == Phase::Mark {
        let a = g.legal_actions()[0];
        g.apply(&a).unwrap();
    }
    act(&mut g, "-");
    let options: Vec<String> = g
        .legal_actions()
        .iter()
        .map(|a| g.format_action(a))
        .collect();
    assert_eq!(options, vec!["p2", "p3"]);
    assert!(reject(&mut g, "p1").contains("wrong_pile"));
    assert!(reject(&mut g, "p4").contains("wrong_pile"));
    let top = g.pile_tops()[2].unwrap();
    let below = g.piles[2][g.piles[2].len() - 2];
    let events = act(&mut g, "p3");
    assert_eq!(
        events[0],
        PyramidoEvent::QuarryRefilled {
            slot: 1,
            pile: 2,
            domino: top,
            pile_size: 21,
            new_top: Some(below)
        }
    );
    assert_eq!(g.quarry()[1], Some(top));
    assert_eq!(events[1], PyramidoEvent::TurnStarted { seat: 1, floor: 1 });
}

#[test]
fn engine_decision_empty_pile_takes_the_bottom_half_of_the_largest_leftmost_pile() {
    let mut g = new_game(2, 0);
    // Re-deal the same dominoes as piles of 1, 28, 29 and 29.
    let all: Vec<u8> = g.piles.iter().flatten().copied().collect();
    g.piles = [
        all[..1].to_vec(),
        all[1..29].to_vec(),
        all[29..58].to_vec(),
        all[58..].to_vec(),
    ];
    assert_eq!(g.pile_sizes(), [1, 28, 29, 29]);
    let bottom: Vec<u8> = g.piles[2][..14].to_vec();
    let top_half: Vec<u8> = g.piles[2][14..].to_vec();
    act(&mut g, "q1@e5e");
    while g.phase() != Phase::Refill {
        let a = if g.phase() == Phase::Tile {
            PyramidoAction::SkipTile
        } else {
            g.legal_actions()[0]
        };
        g.apply(&a).unwrap();
    }
    let events = act(&mut g, "p1");
    assert_eq!(
        events[1],
        PyramidoEvent::PileRefilled {
            from: 2,
            to: 0,
            count: 14,
            new_top: bottom.last().copied()
        }
    );
    assert_eq!(g.piles[0], bottom, "the bottom half keeps its order");
    assert_eq!(g.piles[2], top_half);
    assert_eq!(g.pile_sizes(), [14, 28, 15, 29]);
    assert_eq!(g.domino_census(), 90);
}

#[test]
fn refill_is_automatic_when_only_one_pile_above_the_slot_has_dominoes() {
    let mut g = new_game(2, 0);
    let moved: Vec<u8> = g.piles[1].drain(..).collect();
    g.piles[3].extend(moved);
    act(&mut g, "q1@e5e");
    while g.phase() != Phase::Refill && g.to_move() == 0 {
        let a = *g.legal_actions().last().unwrap();
        if g.phase() == Phase::Tile {
            act(&mut g, "-");
        } else {
            g.apply(&a).unwrap();
        }
    }
    assert_eq!(g.to_move(), 1, "the refill from pile 1 happened by itself");
    assert_eq!(g.pile_sizes()[0], 21);
}

// ----------------------------------------------------------------- no fit

/// Seat `seat` of `g` gets floor 1 built with two separate holes, f4 and d6.
fn holey_floor(g: &mut Pyramido, seat: Seat) {
    let mut p = Pyramid::new();
    lay_floor1(&mut p, &[], &[(5, 3), (3, 5)]);
    assert!(!p.has_fit(1));
    g.players[seat].pyramid = p;
}

/// Plays seat 0's turn with the first legal choices, skipping the tile.
fn plain_turn(g: &mut Pyramido) -> Vec<PyramidoEvent> {
    let seat = g.to_move();
    let mut events = Vec::new();
    while g.to_move() == seat && !g.is_over() {
        let a = if g.phase() == Phase::Tile {
            PyramidoAction::SkipTile
        } else {
            g.legal_actions()[0]
        };
        events.extend(g.apply(&a).unwrap());
    }
    events
}

#[test]
fn no_fit_turn_puts_two_single_tiles_into_holes_and_leaves_the_quarry() {
    let mut g = new_game(2, 0);
    holey_floor(&mut g, 1);
    let events = plain_turn(&mut g);
    assert_eq!(
        events.last(),
        Some(&PyramidoEvent::NoFit {
            seat: 1,
            floor: 1,
            holes: vec![cell("f4"), cell("d6")]
        })
    );
    assert_eq!(g.phase(), Phase::NoFit);
    let quarry = g.quarry();
    let piles = g.piles.clone();
    assert!(g
        .legal_actions()
        .iter()
        .all(|a| matches!(a, PyramidoAction::FillHole { .. })));
    assert!(reject(&mut g, "h@e5=red:nw").contains("not_a_hole"));
    act(&mut g, "h@f4=red:nw");
    assert_eq!(g.phase(), Phase::NoFit, "two tiles, one decision each");
    assert!(
        reject(&mut g, "h@d6=green:nw").contains("tile_used"),
        "the red tile's other face is gone"
    );
    let events = act(&mut g, "h@d6=aqua:se");
    assert_eq!(
        events[0],
        PyramidoEvent::HoleFilled {
            seat: 1,
            floor: 1,
            cell: cell("d6"),
            colour: Colour::Aqua,
            corner: Corner::Se
        }
    );
    let p = &g.players()[1];
    assert_eq!(p.unused_tiles(), 1);
    assert_eq!(
        p.markers().iter().flatten().count(),
        0,
        "no marker on no-fit tiles"
    );
    assert!(p.pyramid().complete(1));
    assert_eq!(
        p.pyramid().turns(1),
        1,
        "a two-tile fill counts as the turn's placement"
    );
    assert_eq!(g.quarry(), quarry);
    assert_eq!(g.piles, piles);
    assert_eq!(g.to_move(), 0);
}

#[test]
fn no_fit_with_fewer_than_two_tiles_loses_at_once_in_a_two_player_game() {
    let mut g = new_game(2, 0);
    holey_floor(&mut g, 1);
    g.players[1].tiles = [false, false, true];
    let events = plain_turn(&mut g);
    assert!(events.contains(&PyramidoEvent::PlayerEliminated {
        seat: 1,
        floor: 1,
        tiles_left: 1
    }));
    assert!(matches!(
        events.last(),
        Some(PyramidoEvent::Finished { .. })
    ));
    assert_eq!(g.outcome(), Outcome::Win { winner: 0 });
    assert!(g.legal_actions().is_empty());
    assert_eq!(
        g.apply(&PyramidoAction::SkipTile),
        Err(IllegalAction::GameOver)
    );
}

#[test]
fn engine_decision_no_fit_elimination_in_three_players_ranks_last_and_others_play_on() {
    let mut g = new_game(3, 0);
    holey_floor(&mut g, 1);
    g.players[1].tiles = [false; 3];
    let events = plain_turn(&mut g);
    assert!(events.contains(&PyramidoEvent::PlayerEliminated {
        seat: 1,
        floor: 1,
        tiles_left: 0
    }));
    assert_eq!(
        events.last(),
        Some(&PyramidoEvent::TurnStarted { seat: 2, floor: 1 })
    );
    assert_eq!(g.outcome(), Outcome::Ongoing);
    assert_eq!(g.active_players(), 2);
    let ranking = g.ranking();
    assert_eq!(
        ranking.last().map(|r| (r.seat, r.eliminated)),
        Some((1, true))
    );
    // Seat 1 is skipped from now on.
    plain_turn(&mut g);
    assert_eq!(g.to_move(), 0);
}

#[test]
fn engine_decision_the_last_player_standing_wins() {
    let mut g = new_game(4, 0);
    for seat in 1..4 {
        holey_floor(&mut g, seat);
        g.players[seat].tiles = [false; 3];
    }
    let events = plain_turn(&mut g);
    let out: Vec<Seat> = events
        .iter()
        .filter_map(|e| match e {
            PyramidoEvent::PlayerEliminated { seat, .. } => Some(*seat),
            _ => None,
        })
        .collect();
    assert_eq!(out, vec![1, 2, 3]);
    assert_eq!(g.outcome(), Outcome::Win { winner: 0 });
    let order: Vec<Seat> = g.ranking().iter().map(|r| r.seat).collect();
    assert_eq!(order, vec![0, 3, 2, 1], "the later out ranks higher");
}

#[test]
fn no_fit_on_an_upper_floor_fills_holes_of_the_footprint() {
    let mut g = new_game(2, 0);
    for seat in 0..2 {
        let mut p = Pyramid::new();
        lay_floor1(&mut p, &[], &[]);
        g.players[seat].pyramid = p;
    }
    // Seat 1's floor 2 (4×3) is full but for b1 and c3, which do not touch.
    let p = &mut g.players[1].pyramid;
    for row in 0..3 {
        for col in 0..4 {
            if (col, row) != (1, 0) && (col, row) != (2, 2) {
                lay(p, 2, col, row, plain(Colour::Red));
            }
        }
    }
    g.floor = 2;
    let events = plain_turn(&mut g);
    assert_eq!(
        events.last(),
        Some(&PyramidoEvent::NoFit {
            seat: 1,
            floor: 2,
            holes: vec![cell("b1"), cell("c3")]
        })
    );
    act(&mut g, "h@b1=blue:sw");
    act(&mut g, "h@c3=green:ne");
    assert!(g.players()[1].pyramid().complete(2));
    assert_eq!(
        g.players()[1].pyramid().slot(2, cell("c3")).jewels(),
        Quarters(Corner::Ne.bit())
    );
}

#[test]
fn engine_decision_a_no_fit_on_floor_1_only_happens_once_the_rectangle_is_full_size() {
    // Any bounding box smaller than 5×4 / 4×5 can grow by a domino touching
    // its edge, so the holes of a no-fit turn are always inside the final
    // rectangle. Checked on many random floors.
    let mut rng = rng_for(3, 3);
    for _ in 0..300 {
        let mut p = Pyramid::new();
        loop {
            let mut spots = Vec::new();
            p.for_each_placement(1, |c, d| spots.push((c, d)));
            if spots.is_empty() {
                break;
            }
            let (c, d) = spots[pick_index(spots.len(), &mut rng)];
            lay(&mut p, 1, c.col, c.row, plain(Colour::Red));
            let o = c.toward(d).unwrap();
            lay(&mut p, 1, o.col, o.row, plain(Colour::Red));
        }
        let b = p.floor1_bounds().unwrap();
        assert_eq!(b.width * b.height, 20, "{b:?}");
        assert_eq!(p.holes(1).len() as u8, 20 - p.filled(1));
        assert!(p.tiling_deficit(1) as usize <= p.holes(1).len());
    }
}

// ---------------------------------------------------------------- scoring

#[test]
fn scoring_worked_example_an_area_spanning_three_floors() {
    let mut p = Pyramid::new();
    // Red column climbing the north-west corner: floor 1 c3, floor 2 a1,
    // floor 3 a1; everything else plain aqua.
    lay_floor1(
        &mut p,
        &[((2, 2), block(Colour::Red, &[Corner::Nw, Corner::Se]))],
        &[],
    );
    lay(&mut p, 2, 0, 0, block(Colour::Red, &[Corner::Ne]));
    lay(&mut p, 2, 1, 0, plain(Colour::Aqua));
    lay(&mut p, 3, 0, 0, block(Colour::Red, &[Corner::Se]));
    let mut markers = [None; 6];
    marker_at(&p, 3, 0, 0, Colour::Red, &mut markers);
    let s = score_markers(&p, &markers, 0, 3);
    // Visible red quarters: 3 of floor 1 (its south-east one is under floor
    // 2), 3 of floor 2 (one under floor 3) and 4 of floor 3; jewels: floor
    // 1's north-west, floor 2's north-east and floor 3's south-east.
    assert_eq!(s.areas.len(), 1);
    assert_eq!((s.areas[0].quarters, s.areas[0].jewels), (10, 3));
    assert_eq!(
        s.bonus, 3,
        "a single marked area earns the Mino bonus itself"
    );
    assert_eq!(s.points, 6);
}

#[test]
fn scoring_worked_example_a_jewel_hidden_by_a_higher_block() {
    let mut p = Pyramid::new();
    lay_floor1(
        &mut p,
        &[((2, 2), block(Colour::Yellow, &[Corner::Nw, Corner::Se]))],
        &[],
    );
    let mut markers = [None; 6];
    marker_at(&p, 1, 2, 2, Colour::Yellow, &mut markers);
    assert_eq!(
        score_markers(&p, &markers, 0, 1).points,
        2 + 2,
        "both jewels visible on floor 1"
    );
    lay(&mut p, 2, 0, 0, block(Colour::Yellow, &[Corner::Ne]));
    let hidden = p.quarters_of(1, cell("c3"))[2];
    assert_eq!(p.top_view()[hidden].floor(), 2);
    assert!(
        !p.top_view()[hidden].jewel(),
        "the south-east jewel is covered"
    );
    let mut markers = [None; 6];
    marker_at(&p, 2, 0, 0, Colour::Yellow, &mut markers);
    let s = score_markers(&p, &markers, 0, 2);
    assert_eq!(
        s.areas[0].jewels, 2,
        "floor 1's north-west jewel and floor 2's own; not the covered one"
    );
    assert_eq!(s.points, 4);
}

#[test]
fn scoring_worked_example_two_markers_the_smaller_area_earns_the_bonus() {
    let mut p = Pyramid::new();
    lay(
        &mut p,
        1,
        4,
        4,
        block(Colour::Yellow, &[Corner::Nw, Corner::Ne]),
    );
    lay(&mut p, 1, 5, 4, block(Colour::Yellow, &[Corner::Se]));
    lay(&mut p, 1, 4, 5, block(Colour::Green, &[Corner::Sw]));
    lay(
        &mut p,
        1,
        5,
        5,
        block(Colour::Blue, &[Corner::Sw, Corner::Se]),
    );
    let mut markers = [None; 6];
    marker_at(&p, 1, 4, 4, Colour::Yellow, &mut markers);
    marker_at(&p, 1, 4, 5, Colour::Green, &mut markers);
    let s = score_markers(&p, &markers, 0, 1);
    assert_eq!(
        s.areas
            .iter()
            .map(|a| (a.colour, a.jewels))
            .collect::<Vec<_>>(),
        vec![(Colour::Yellow, 3), (Colour::Green, 1)]
    );
    assert_eq!((s.bonus, s.bonus_colour), (1, Some(Colour::Green)));
    assert_eq!(
        s.points,
        3 + 1 + 1,
        "the unmarked blue jewels score nothing"
    );
}

#[test]
fn scoring_worked_example_a_player_with_no_marker_scores_zero() {
    let mut p = Pyramid::new();
    lay(
        &mut p,
        1,
        4,
        4,
        block(Colour::Red, &[Corner::Nw, Corner::Ne, Corner::Se]),
    );
    let s = score_markers(&p, &[None; 6], 0, 1);
    assert_eq!((s.points, s.bonus, s.areas.len()), (0, 0, 0));
}

#[test]
fn scoring_areas_are_4_connected_not_diagonal() {
    let mut p = Pyramid::new();
    lay(&mut p, 1, 4, 4, block(Colour::Red, &[Corner::Nw]));
    lay(&mut p, 1, 5, 5, block(Colour::Red, &[Corner::Nw]));
    lay(&mut p, 1, 5, 4, plain(Colour::Blue));
    lay(&mut p, 1, 4, 5, plain(Colour::Blue));
    let mut markers = [None; 6];
    marker_at(&p, 1, 4, 4, Colour::Red, &mut markers);
    assert_eq!(score_markers(&p, &markers, 0, 1).areas[0].jewels, 1);
}

/// Two players about to finish floor 1: each has c3–g6 built but for f6–g6,
/// a blue jewel block marked at c3 (`jewels` of them), and the blue
/// dominoes 26 and 27 to close the floor (blue marker used: no mark).
fn end_of_floor_1(first: u8, jewels: [&[Corner]; 2]) -> Pyramido {
    let mut g = new_game(2, first);
    for (seat, jewels) in jewels.iter().enumerate() {
        let mut p = Pyramid::new();
        lay_floor1(
            &mut p,
            &[((2, 2), block(Colour::Blue, jewels))],
            &[(5, 5), (6, 5)],
        );
        for _ in 0..9 {
            p.count_turn(1);
        }
        let index = p.index(1, cell("c3")).unwrap() as u8;
        g.players[seat].pyramid = p;
        g.players[seat].markers[Colour::Blue.index()] = Some(index);
    }
    g
}

fn close_floor(g: &mut Pyramido, id: u8) -> Vec<PyramidoEvent> {
    stage(g, 0, id);
    let mut events = act(g, "q1@f6e");
    events.extend(act(g, "-"));
    events.extend(act(g, "p1"));
    events
}

#[test]
fn floor_scoring_happens_when_everyone_completed_the_floor_then_markers_return() {
    let mut g = end_of_floor_1(0, [&[Corner::Nw], &[Corner::Nw, Corner::Se]]);
    let first = close_floor(&mut g, 26);
    assert!(
        !first
            .iter()
            .any(|e| matches!(e, PyramidoEvent::FloorScored { .. })),
        "seat 1 has not finished"
    );
    let events = close_floor(&mut g, 27);
    let scored = events
        .iter()
        .position(|e| matches!(e, PyramidoEvent::FloorScored { .. }))
        .expect("scored");
    match &events[scored] {
        PyramidoEvent::FloorScored { floor, scores } => {
            assert_eq!(*floor, 1);
            assert_eq!(
                scores
                    .iter()
                    .map(|s| (s.seat, s.points))
                    .collect::<Vec<_>>(),
                vec![(0, 2), (1, 4)]
            );
            assert_eq!(scores[1].areas[0].jewels, 2);
        }
        _ => unreachable!(),
    }
    assert_eq!(
        events[scored + 1],
        PyramidoEvent::MarkersReturned { floor: 1 }
    );
    assert!(g
        .players()
        .iter()
        .all(|p| p.markers().iter().all(Option::is_none)));
    assert_eq!(g.players()[0].floor_scores(), &[2]);
    assert_eq!(g.floor(), 2);
}

#[test]
fn next_floor_starts_with_the_fewest_points() {
    // Turn order 1, 0: seat 1 would move next, but seat 0 scored less.
    let mut g = end_of_floor_1(1, [&[Corner::Nw], &[Corner::Nw, Corner::Se]]);
    close_floor(&mut g, 26);
    let events = close_floor(&mut g, 27);
    assert!(events.contains(&PyramidoEvent::FloorStarted {
        floor: 2,
        starter: 0
    }));
    assert_eq!(
        events.last(),
        Some(&PyramidoEvent::TurnStarted { seat: 0, floor: 2 })
    );
    assert_eq!(g.to_move(), 0);
}

#[test]
fn next_floor_tie_goes_to_the_first_tied_player_from_who_would_move_next() {
    let mut g = end_of_floor_1(1, [&[Corner::Nw], &[Corner::Nw]]);
    close_floor(&mut g, 26);
    let events = close_floor(&mut g, 27);
    assert!(events.contains(&PyramidoEvent::FloorStarted {
        floor: 2,
        starter: 1
    }));
    let mut g = end_of_floor_1(0, [&[Corner::Nw], &[Corner::Nw]]);
    close_floor(&mut g, 26);
    let events = close_floor(&mut g, 27);
    assert!(events.contains(&PyramidoEvent::FloorStarted {
        floor: 2,
        starter: 0
    }));
}

// ----------------------------------------------------------------- ending

fn finished(scores: [[u16; 4]; 2], tiles: [[bool; 3]; 2]) -> Pyramido {
    let mut g = new_game(2, 0);
    for seat in 0..2 {
        g.players[seat].floor_scores = scores[seat];
        g.players[seat].scored = 4;
        g.players[seat].tiles = tiles[seat];
    }
    g.step = Step::Over;
    g
}

#[test]
fn ranking_most_points_wins() {
    let g = finished(
        [[10, 10, 10, 10], [10, 10, 10, 11]],
        [[true; 3], [false; 3]],
    );
    assert_eq!(g.outcome(), Outcome::Win { winner: 1 });
}

#[test]
fn ranking_worked_example_a_tie_broken_by_single_tiles() {
    let g = finished(
        [[20, 15, 10, 5], [5, 10, 15, 20]],
        [[true, false, false], [true, true, false]],
    );
    assert_eq!(g.outcome(), Outcome::Win { winner: 1 });
    let r = g.ranking();
    assert_eq!((r[0].seat, r[0].place, r[0].unused_tiles), (1, 1, 2));
    assert_eq!((r[1].seat, r[1].place), (0, 2));
}

#[test]
fn ranking_worked_example_a_tie_broken_by_the_best_floor() {
    let g = finished(
        [[12, 12, 12, 12], [20, 10, 10, 8]],
        [[true, false, false], [false, false, true]],
    );
    assert_eq!(g.outcome(), Outcome::Win { winner: 1 });
    assert_eq!(g.ranking()[0].best_floor, 20);
}

#[test]
fn ranking_a_full_tie_shares_the_win() {
    let g = finished([[12, 12, 12, 12], [12, 12, 12, 12]], [[true; 3], [true; 3]]);
    assert_eq!(
        g.outcome(),
        Outcome::SharedWin {
            winners: vec![0, 1]
        }
    );
    assert!(g.ranking().iter().all(|r| r.place == 1));
}

// -------------------------------------------------------- random play-outs

/// A random player that keeps its floors tileable (so games run to the end)
/// and uses tiles now and then.
fn sane_action(g: &Pyramido, rng: &mut crate::rng::GameRng) -> PyramidoAction {
    let actions = g.legal_actions();
    match g.phase() {
        Phase::Place => {
            let seat = g.to_move();
            let good: Vec<PyramidoAction> = actions
                .iter()
                .copied()
                .filter(|a| {
                    let mut n = g.clone();
                    n.play_if_legal(a);
                    n.player(seat)
                        .is_some_and(|p| p.pyramid().tiling_deficit(g.floor()) == 0)
                })
                .collect();
            let from = if good.is_empty() { &actions } else { &good };
            from[pick_index(from.len(), rng)]
        }
        Phase::Tile if pick_index(4, rng) != 0 => PyramidoAction::SkipTile,
        _ => actions[pick_index(actions.len(), rng)],
    }
}

fn check_invariants(g: &Pyramido) {
    assert_eq!(g.domino_census(), 90, "dominoes conserved");
    for (seat, p) in g.players().iter().enumerate() {
        let pyr = p.pyramid();
        for colour in Colour::ALL {
            if let Some((floor, c)) = p.marker(colour) {
                let slot = pyr.slot(floor, c);
                assert_eq!(
                    slot.colour(),
                    Some(colour),
                    "seat {seat} marker on its colour"
                );
                assert!(
                    !slot.jewels().is_empty(),
                    "seat {seat} marker on a jewelled block"
                );
                assert_eq!(floor, g.floor(), "markers sit on the current floor");
                let visible = pyr
                    .quarters_of(floor, c)
                    .iter()
                    .all(|&q| pyr.top_view()[q].floor() == floor);
                assert!(visible, "a marked block is visible");
            }
        }
        for f in 1..=4u8 {
            assert!(pyr.turns(f) <= FLOOR_TURNS[usize::from(f) - 1]);
            let pending = if g.phase() == Phase::NoFit && seat == g.to_move() && f == g.floor() {
                g.turn().holes_filled
            } else {
                0
            };
            assert_eq!(
                pyr.filled(f),
                2 * pyr.turns(f) + pending,
                "each turn fills two cells"
            );
        }
    }
}

fn play_out(
    seed: u64,
    players: u8,
    sane: bool,
    mut each: impl FnMut(&Pyramido, &PyramidoAction, &[PyramidoEvent]),
) -> Pyramido {
    let mut g = Pyramido::new(&PyramidoOptions::players(players), seed);
    let mut rng = rng_for(seed, 77);
    while !g.is_over() {
        let a = if sane {
            sane_action(&g, &mut rng)
        } else {
            g.legal_actions()[pick_index(g.legal_actions().len(), &mut rng)]
        };
        let before = g.clone();
        let events = g.apply(&a).expect("legal action");
        each(&before, &a, &events);
    }
    g
}

#[test]
fn property_random_games_keep_every_invariant() {
    for seed in 0..24u64 {
        for players in 2..=4u8 {
            for sane in [true, false] {
                let g = play_out(seed, players, sane, |before, _, events| {
                    check_invariants(before);
                    for e in events {
                        if let PyramidoEvent::NoFit {
                            seat,
                            floor: 1,
                            holes,
                        } = e
                        {
                            let filled = before.players()[*seat].pyramid().filled(1);
                            assert_eq!(
                                holes.len() + usize::from(filled),
                                20,
                                "no-fit holes lie in a full rectangle"
                            );
                        }
                        if let PyramidoEvent::FloorScored { scores, .. } = e {
                            for s in scores {
                                assert_eq!(
                                    s.points,
                                    s.areas.iter().map(|a| a.jewels).sum::<u16>() + s.bonus
                                );
                                assert!(
                                    s.areas.iter().all(|a| a.jewels >= 1),
                                    "a marked area shows its marker's jewel"
                                );
                            }
                        }
                    }
                });
                check_invariants(&g);
            }
        }
    }
}

#[test]
fn property_every_player_places_10_6_3_1_per_floor() {
    let mut full_games = 0;
    for seed in 0..30u64 {
        for players in 2..=4u8 {
            let g = play_out(seed, players, true, |_, _, _| {});
            for p in g.players().iter().filter(|p| !p.is_eliminated()) {
                assert_eq!([1, 2, 3, 4].map(|f| p.pyramid().turns(f)), [10, 6, 3, 1]);
                assert_eq!(p.floor_scores().len(), 4);
            }
            full_games += usize::from(g.players().iter().all(|p| !p.is_eliminated()));
        }
    }
    assert!(
        full_games > 60,
        "most careful games run to the end ({full_games})"
    );
}

#[test]
fn engine_decision_no_refill_after_the_last_domino_of_the_game() {
    for seed in 0..6u64 {
        let mut last = Vec::new();
        let g = play_out(seed, 2, true, |_, _, events| last = events.to_vec());
        if g.players().iter().any(|p| p.is_eliminated()) {
            continue;
        }
        assert!(!last
            .iter()
            .any(|e| matches!(e, PyramidoEvent::QuarryRefilled { .. })));
        assert!(last
            .iter()
            .any(|e| matches!(e, PyramidoEvent::FloorScored { floor: 4, .. })));
        assert!(matches!(last.last(), Some(PyramidoEvent::Finished { .. })));
        assert_eq!(
            g.quarry().iter().flatten().count(),
            2,
            "the last domino came from the quarry"
        );
    }
}

#[test]
fn events_of_a_turn_come_in_order() {
    let mut g = new_game(2, 0);
    stage(&mut g, 0, 2);
    let mut events = act(&mut g, "q1@e5e");
    events.extend(act(&mut g, "t@f5=red:se"));
    events.extend(act(&mut g, "p1"));
    let kinds: Vec<&str> = events
        .iter()
        .map(|e| match e {
            PyramidoEvent::DominoTaken { .. } => "taken",
            PyramidoEvent::DominoPlaced { .. } => "placed",
            PyramidoEvent::MarkerPlaced { .. } => "marker",
            PyramidoEvent::TilePlaced { .. } => "tile",
            PyramidoEvent::QuarryRefilled { .. } => "refill",
            PyramidoEvent::TurnStarted { .. } => "turn",
            _ => "other",
        })
        .collect();
    assert_eq!(
        kinds,
        vec!["taken", "placed", "marker", "tile", "marker", "refill", "turn"]
    );
    let json = serde_json::to_value(&events[1]).unwrap();
    assert_eq!(json["event"], "domino_placed");
    assert_eq!(json["blocks"][0]["cell"], "e5");
}

// ------------------------------------------------ notation, errors, record

#[test]
fn notation_round_trips_every_legal_action_in_random_games() {
    for seed in 0..4 {
        play_out(seed, 3, true, |before, _, _| {
            for a in before.legal_actions() {
                let text = before.format_action(&a);
                assert_eq!(before.parse_action(&text), Ok(a), "{text}");
                assert!(text.len() <= crate::save::MAX_ACTION_CHARS);
            }
        });
    }
}

#[test]
fn illegal_actions_are_rejected_with_a_reason_and_never_change_the_state() {
    let mut rng = rng_for(5, 5);
    let mut rejected = 0;
    for seed in 0..6 {
        play_out(seed, 2, true, |before, _, _| {
            let legal = before.legal_actions();
            for _ in 0..6 {
                let c = Cell::new(
                    pick_index(12, &mut rng) as u8,
                    pick_index(12, &mut rng) as u8,
                );
                let colour = Colour::ALL[pick_index(6, &mut rng)];
                let corner = Corner::ALL[pick_index(4, &mut rng)];
                let a = match pick_index(6, &mut rng) {
                    0 => PyramidoAction::Place {
                        slot: pick_index(4, &mut rng) as u8,
                        cell: c,
                        dir: Dir::ALL[pick_index(4, &mut rng)],
                    },
                    1 => PyramidoAction::Mark { cell: c },
                    2 => PyramidoAction::Tile {
                        cell: c,
                        colour,
                        corner,
                    },
                    3 => PyramidoAction::SkipTile,
                    4 => PyramidoAction::Refill {
                        pile: pick_index(5, &mut rng) as u8,
                    },
                    _ => PyramidoAction::FillHole {
                        cell: c,
                        colour,
                        corner,
                    },
                };
                if legal.contains(&a) {
                    continue;
                }
                let mut probe = before.clone();
                let err = probe.apply(&a).expect_err("illegal");
                assert_eq!(probe, *before);
                assert!(err.to_string().len() > 20, "{err}");
                rejected += 1;
            }
        });
    }
    assert!(rejected > 500);
}

#[test]
fn undo_and_redo_through_the_game_record_restore_the_exact_state() {
    let record =
        GameRecord::<Pyramido>::new(PyramidoOptions::players(3), 9, vec![SeatKind::Human; 3]);
    let mut rng = rng_for(9, 1);
    crate::testkit::check_undo_redo(record, |state| sane_action(state, &mut rng));
}

#[test]
fn saves_replay_to_the_same_state() {
    let mut record = GameRecord::<Pyramido>::new(
        PyramidoOptions::players(2),
        4,
        vec![SeatKind::Human, SeatKind::Ai(Level::Hard)],
    );
    let mut rng = rng_for(4, 1);
    for _ in 0..60 {
        let a = sane_action(record.state(), &mut rng);
        record.apply(&a).unwrap();
    }
    record.undo();
    record.undo();
    let text = crate::save::save(&record);
    let loaded = crate::save::load::<Pyramido>(&text).expect("loads");
    assert_eq!(loaded.state(), record.state());
    assert_eq!(loaded.redo_actions(), record.redo_actions());
}

#[test]
fn repetition_key_is_none_no_position_repeats() {
    let g = new_game(2, 0);
    assert_eq!(g.repetition_key(), None);
}

#[test]
fn state_json_shows_public_state_only() {
    let g = play_out(1, 2, true, |_, _, _| {});
    let json = g.state_json();
    assert_eq!(json["game"], "pyramido");
    assert_eq!(json["piles"].as_array().unwrap().len(), 4);
    assert!(json["piles"][0].get("size").is_some());
    assert!(json["piles"][0].get("order").is_none());
    assert_eq!(json["seats"][0]["floors"].as_array().unwrap().len(), 4);
    for pile in json["piles"].as_array().unwrap() {
        let keys: Vec<&String> = pile.as_object().unwrap().keys().collect();
        assert_eq!(
            keys,
            vec!["size", "top"],
            "only sizes and tops of the piles are public"
        );
    }
}

#[test]
fn draw_shows_pyramids_quarry_piles_and_scores() {
    let g = play_out(2, 3, true, |_, _, _| {});
    let plain = draw(&g, false);
    assert!(plain.contains("Seat 1") && plain.contains("Seat 3"));
    assert!(plain.contains("quarry") && plain.contains("p4 ("));
    assert!(plain.contains("Game over"));
    assert!(!plain.contains('\x1b'));
    let coloured = draw(&g, true);
    assert!(coloured.contains("\x1b[48;5;"));
    let mut g = new_game(2, 0);
    stage(&mut g, 0, 1);
    act(&mut g, "q1@e5e");
    act(&mut g, "m@f5");
    let text = draw(&g, false);
    assert!(text.contains("brown on f5"), "{text}");
    assert!(text.contains("floor 1 cells"));
    let _ = QSIDE;
}

// --------------------------------------------------------------------- AI

fn positions_along_a_game(seed: u64, players: u8) -> Vec<Pyramido> {
    let mut out = Vec::new();
    let mut k = 0;
    play_out(seed, players, true, |before, _, _| {
        if k % 9 == 0 {
            out.push(before.clone());
        }
        k += 1;
    });
    out
}

fn request(level: Level, seed: u64) -> AiRequest {
    AiRequest::nodes(level, 24, seed)
}

#[test]
fn ai_choices_ignore_the_hidden_order_of_the_piles() {
    let mut rng = rng_for(42, 42);
    for (i, state) in positions_along_a_game(3, 2)
        .into_iter()
        .chain(positions_along_a_game(4, 4))
        .enumerate()
    {
        let reshuffled = state.determinize(&mut rng);
        assert_eq!(reshuffled.pile_tops(), state.pile_tops());
        for &level in ai::LEVELS {
            let a = state.choose(&[], &request(level, i as u64)).unwrap();
            let b = reshuffled.choose(&[], &request(level, i as u64)).unwrap();
            assert_eq!(a.action, b.action, "{level:?} at position {i}");
        }
    }
}

#[test]
fn ai_is_deterministic_given_its_seed_and_plays_legal_actions() {
    for state in positions_along_a_game(6, 3) {
        let legal = state.legal_actions();
        for &level in ai::LEVELS {
            let a = state.choose(&[], &request(level, 1)).unwrap();
            let b = state.choose(&[], &request(level, 1)).unwrap();
            assert_eq!(a, b);
            assert!(legal.contains(&a.action), "{level:?}");
        }
    }
    let over = play_out(1, 2, true, |_, _, _| {});
    assert_eq!(
        over.choose(&[], &request(Level::Hard, 0)).unwrap_err(),
        crate::ai::AiError::GameOver
    );
    assert!(new_game(2, 0)
        .choose(&[], &request(Level::Perfect, 0))
        .is_err());
}

#[test]
fn ai_expert_respects_cancel() {
    use std::sync::atomic::AtomicBool;
    use std::sync::Arc;
    let state = positions_along_a_game(2, 2).swap_remove(3);
    // A cancelled search with an hour's budget stops at once with a legal
    // choice and far less work than an uncancelled one of 240 play-outs.
    let mut req = AiRequest::new(Level::Expert, 3_600_000, 1);
    req.cancel = Some(Arc::new(AtomicBool::new(true)));
    let cancelled = state.choose(&[], &req).unwrap();
    assert!(state.legal_actions().contains(&cancelled.action));
    let full = state
        .choose(&[], &AiRequest::nodes(Level::Expert, 240, 1))
        .unwrap();
    assert!(
        cancelled.nodes < full.nodes,
        "cancelled {} vs full {}",
        cancelled.nodes,
        full.nodes
    );
}

/// A match with one seat per level, first player fixed to seat 0 (seats rotate between games).
fn two_player_match(
    levels: &[Level],
    games: usize,
    seed: u64,
    budget: MatchBudget,
) -> crate::matches::MatchReport {
    let options = PyramidoOptions {
        players: levels.len() as u8,
        first_player: Some(0),
    };
    let setup = MatchSetup::<Pyramido> {
        options,
        levels: levels.to_vec(),
        games,
        seed,
        budget,
        max_plies: 10_000,
        threads: 1,
    };
    play_match(&setup, &|_, _, _| {})
}

#[test]
fn ai_each_level_beats_the_level_below_in_two_player_games() {
    // The expert's cap is per turn (about 3.2 decisions of the old per-decision cap of 60).
    let budget = MatchBudget {
        time_ms: None,
        max_nodes: Some(200),
    };
    let pairs = [
        (Level::Easy, Level::Random, 16),
        (Level::Medium, Level::Easy, 16),
        (Level::Hard, Level::Medium, 16),
        (Level::Expert, Level::Hard, 24),
    ];
    for (strong, weak, games) in pairs {
        let report = two_player_match(&[strong, weak], games, 2024, budget.clone());
        let (s, w) = (&report.stats[0], &report.stats[1]);
        println!(
            "{strong:?} {} – {weak:?} {} over {games} games",
            s.share, w.share
        );
        assert!(
            s.share > w.share,
            "{strong:?} {} – {weak:?} {} ({report:?})",
            s.share,
            w.share
        );
    }
}

#[test]
fn ai_expert_wins_three_games_in_four_against_hard_at_a_node_cap() {
    // Issue 15's bar for the strongest level (75 % against hard), checked
    // at a small deterministic budget: 160 play-outs a turn.
    let budget = MatchBudget {
        time_ms: None,
        max_nodes: Some(160),
    };
    let games = 24;
    let report = two_player_match(&[Level::Expert, Level::Hard], games, 7, budget);
    let share = report.stats[0].share / games as f64;
    assert!(
        share >= 0.75,
        "expert won {share:.3} of {games} games: {report:?}"
    );
}

/// Strength report for tuning: `LEVELS=expert,hard GAMES=40 NODES=60 cargo
/// test -p pyramids-core match_report -- --ignored --nocapture`.
#[test]
#[ignore]
fn match_report() {
    let levels: Vec<Level> = std::env::var("LEVELS")
        .unwrap_or_else(|_| "expert,hard".into())
        .split(',')
        .filter_map(Level::from_name)
        .collect();
    let games = std::env::var("GAMES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(20);
    let max_nodes = std::env::var("NODES").ok().and_then(|s| s.parse().ok());
    let time_ms = std::env::var("TIME_MS").ok().and_then(|s| s.parse().ok());
    let seed = std::env::var("SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    let t = std::time::Instant::now();
    let report = two_player_match(&levels, games, seed, MatchBudget { time_ms, max_nodes });
    for s in &report.stats {
        println!(
            "{:>7}: win rate {:.3}  mean score {:.1}",
            s.level.map_or("?", |l| l.name()),
            s.win_rate(games),
            s.mean_score().unwrap_or(0.0)
        );
    }
    println!("{games} games in {:?}", t.elapsed());
}

/// A/B of evaluation weights with the hard planner: `WA=open,hole,tile,ring`.
#[test]
#[ignore]
fn weights_ab() {
    let parse = |v: &str| -> ai::Weights {
        let x: Vec<f32> = std::env::var(v)
            .unwrap()
            .split(',')
            .map(|t| t.parse().unwrap())
            .collect();
        ai::Weights {
            open_marker: x[0],
            hole: x[1],
            tile: x[2],
            ring: x[3],
        }
    };
    let (wa, wb) = (parse("WA"), parse("WB"));
    let games: u64 = std::env::var("GAMES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(40);
    let (mut a_wins, mut a_score, mut b_score) = (0.0, 0u32, 0u32);
    for g in 0..games {
        let mut state = Pyramido::new(
            &PyramidoOptions {
                players: 2,
                first_player: Some((g % 2) as u8),
            },
            g,
        );
        let mut k = 0u64;
        while !state.is_over() {
            let w = if state.to_move() == 0 { &wa } else { &wb };
            let mut rng = rng_for(g * 1000 + k, 3);
            let c = ai::planned(&state, &mut rng, 0.0, true, w).unwrap();
            state.apply(&c.action).unwrap();
            k += 1;
        }
        a_wins += state.outcome().share_of(0, 2);
        a_score += state.players()[0].score();
        b_score += state.players()[1].score();
    }
    println!(
        "A wins {a_wins}/{games}  mean A {:.1} B {:.1}",
        a_score as f64 / games as f64,
        b_score as f64 / games as f64
    );
}

#[test]
#[ignore]
fn show_drawing() {
    let mut k = 0;
    let stop: usize = std::env::var("STOP")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(95);
    let mut shown = None;
    play_out(3, 2, true, |before, _, _| {
        k += 1;
        if k == stop {
            shown = Some(before.clone());
        }
    });
    println!("{}", draw(&shown.unwrap(), false));
}

#[test]
fn each_step_carries_its_turn_the_domino_placed_stays_known_until_the_refill() {
    // Engine decision (one definition, illegal states unrepresentable): the
    // mark, tile and refill steps hold the domino just placed and its slot;
    // the place and no-fit steps hold none.
    let mut g = new_game(2, 0);
    assert_eq!(g.turn(), Turn::default(), "no domino before placing");
    stage(&mut g, 0, 1);
    let id = g.quarry()[0].expect("slot 1 holds a domino");
    act(&mut g, "q1@e5e");
    let seen = |g: &Pyramido| (g.phase(), g.turn().domino, g.turn().slot);
    assert_eq!(seen(&g), (Phase::Mark, Some(id), 0));
    act(&mut g, "m@f5");
    assert_eq!(seen(&g), (Phase::Tile, Some(id), 0));
    assert_eq!(g.turn().marked, [false, true]);
    act(&mut g, "-");
    assert_eq!(seen(&g), (Phase::Refill, Some(id), 0));
    assert_eq!(g.turn().marked, [false, true], "the marker is still shown");
}
