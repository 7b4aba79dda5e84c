//! The visual language's promises: every mark has a style and words, the
//! legend lists exactly what the board on view draws, every mark reads on
//! every board, the marks of one board tell apart, the docs' table is the
//! palette.

use pyramids_core::game::{Game, GameKind};
use pyramids_core::pylos::{Pos, Pylos, PylosAction, PylosOptions};
use pyramids_core::pyramida::Field;

use super::*;
use crate::catalog::Language;
use crate::interact::{Board, Context, Mark, Place, Prompt, PylosInteraction};

/// Every reason, by a match that stops compiling when one is added.
fn all_reasons() -> Vec<MarkReason> {
    let all = [
        MarkReason::Place,
        MarkReason::RaiseFrom,
        MarkReason::RaiseTo,
        MarkReason::Reclaim,
        MarkReason::Movable,
        MarkReason::MoveTo,
        MarkReason::RetreatTo,
        MarkReason::Domino,
        MarkReason::DominoTo,
        MarkReason::Marker,
        MarkReason::Tile,
        MarkReason::Hole,
        MarkReason::Refill,
        MarkReason::Face,
        MarkReason::Hint,
        MarkReason::LastMove,
        MarkReason::LastFrom,
    ];
    for r in all {
        match r {
            MarkReason::Place
            | MarkReason::RaiseFrom
            | MarkReason::RaiseTo
            | MarkReason::Reclaim
            | MarkReason::Movable
            | MarkReason::MoveTo
            | MarkReason::RetreatTo
            | MarkReason::Domino
            | MarkReason::DominoTo
            | MarkReason::Marker
            | MarkReason::Tile
            | MarkReason::Hole
            | MarkReason::Refill
            | MarkReason::Face
            | MarkReason::Hint
            | MarkReason::LastMove
            | MarkReason::LastFrom => {}
        }
    }
    all.to_vec()
}

/// The game whose board a reason marks.
fn game_of(reason: MarkReason) -> GameKind {
    match reason {
        MarkReason::Place | MarkReason::RaiseFrom | MarkReason::RaiseTo | MarkReason::Reclaim => {
            GameKind::Pylos
        }
        MarkReason::Movable | MarkReason::MoveTo | MarkReason::RetreatTo => GameKind::Pyramida,
        MarkReason::Hint | MarkReason::LastMove | MarkReason::LastFrom => GameKind::Pylos,
        _ => GameKind::Pyramido,
    }
}

fn place_of(game: GameKind) -> Place {
    match game {
        GameKind::Pylos => Place::Pylos(Pos::parse("1a1").unwrap()),
        GameKind::Pyramida => Place::Pyramida(Field::parse("a1").unwrap()),
        GameKind::Pyramido => Place::PyramidoSlot(0),
    }
}

fn view_with(game: GameKind, reasons: &[MarkReason]) -> View {
    View {
        marks: reasons
            .iter()
            .map(|&reason| Mark {
                place: place_of(game),
                reason,
            })
            .collect(),
        selection: None,
        ghost: None,
        prompt: Prompt::GameOver,
        buttons: Vec::new(),
        pending: None,
        quiet: Vec::new(),
    }
}

#[test]
fn every_mark_reason_has_a_style_drawn_by_its_board_and_a_legend_line_in_every_language() {
    for reason in all_reasons() {
        let symbol = LegendSymbol::of_reason(reason);
        assert!(
            symbol.games().contains(&game_of(reason)),
            "{reason:?} is drawn on {:?}, its symbol {symbol:?} only on {:?}",
            game_of(reason),
            symbol.games()
        );
        assert!(symbol.style().colour.is_some(), "{reason:?} has no colour");
    }
    for &symbol in LegendSymbol::ALL {
        for &game in symbol.games() {
            for language in Language::ALL {
                let line = symbol.text(game, &Catalog::new(*language));
                assert!(
                    line.chars().count() > 8 && !line.contains('{'),
                    "{symbol:?} on {game:?} in {language:?}: {line:?}"
                );
            }
        }
    }
}

#[test]
fn legend_lines_name_shapes_and_meanings_never_a_colour() {
    // The drift this module ends: a legend naming a colour the board does
    // not use. The swatch shows the colour; the words say the shape.
    let catalog = Catalog::new(Language::English);
    let colours = [
        "green", "amber", "white", "cyan", "violet", "magenta", "red", "blue", "pink",
    ];
    for &symbol in LegendSymbol::ALL {
        for &game in symbol.games() {
            let line = symbol.text(game, &catalog).to_lowercase();
            for colour in colours {
                assert!(
                    !line
                        .split(|c: char| !c.is_alphabetic())
                        .any(|w| w == colour),
                    "{symbol:?}: {line}"
                );
            }
        }
    }
    assert_eq!(
        LegendSymbol::PylosPlace.text(GameKind::Pylos, &catalog),
        "Dashed ring with a dot: a ball may go here"
    );
}

#[test]
fn a_legend_lists_exactly_the_symbols_of_the_reasons_on_view_in_a_fixed_order() {
    // Every subset of each game's reasons (Pyramido's 7 and Pylos's 4 with
    // the shared 3: at most 2^7 views each).
    for game in [GameKind::Pylos, GameKind::Pyramida, GameKind::Pyramido] {
        let reasons: Vec<MarkReason> = all_reasons()
            .into_iter()
            .filter(|r| LegendSymbol::of_reason(*r).games().contains(&game))
            .collect();
        for bits in 0u32..(1 << reasons.len()) {
            let on: Vec<MarkReason> = reasons
                .iter()
                .enumerate()
                .filter(|(i, _)| bits & (1 << i) != 0)
                .map(|(_, r)| *r)
                .collect();
            // In reverse, to show the order is the legend's, not the view's.
            let mut shuffled = on.clone();
            shuffled.reverse();
            let got = legend(game, &view_with(game, &shuffled), BoardFacts::default());
            let mut want: Vec<LegendSymbol> =
                on.iter().map(|r| LegendSymbol::of_reason(*r)).collect();
            if game == GameKind::Pyramida {
                want.extend([LegendSymbol::PyramidaEdges, LegendSymbol::PyramidaTop]);
            }
            want.sort();
            want.dedup();
            assert_eq!(got, want, "{game:?} with {on:?}");
        }
    }
}

#[test]
fn the_legend_of_a_real_pylos_view_follows_the_position_hint_and_last_move() {
    let mut game = Pylos::new(&PylosOptions::default(), 0);
    let board = Board::<PylosInteraction>::new();
    let legal = game.legal_actions();
    let mut cx = Context {
        legal: &legal,
        human_to_move: true,
        over: false,
        commands: true,
        can_undo: false,
        can_redo: false,
        can_hint: true,
        hint: None,
        last_turn: &[],
        taught: &[],
    };
    let facts = BoardFacts::default();
    let view = board.view(&game, &cx);
    assert_eq!(
        legend(GameKind::Pylos, &view, facts),
        vec![LegendSymbol::PylosPlace]
    );
    let hint = legal[0];
    cx.hint = Some(&hint);
    let view = board.view(&game, &cx);
    assert_eq!(
        legend(GameKind::Pylos, &view, facts),
        vec![LegendSymbol::PylosPlace, LegendSymbol::Hint]
    );
    let played = PylosAction::Place {
        to: Pos::parse("1a1").unwrap(),
    };
    game.apply(&played).unwrap();
    let legal = game.legal_actions();
    let last = [played];
    let cx = Context {
        legal: &legal,
        human_to_move: false,
        over: false,
        commands: true,
        can_undo: true,
        can_redo: false,
        can_hint: false,
        hint: None,
        last_turn: &last,
        taught: &[],
    };
    // The computer's turn: no choices marked, only the last move.
    let view = board.view(&game, &cx);
    assert_eq!(
        legend(GameKind::Pylos, &view, facts),
        vec![LegendSymbol::LastMove]
    );
    // Facts of another game's board are not this board's.
    let all = BoardFacts {
        blocked: true,
        protected: true,
        jewels: true,
        markers: true,
    };
    assert_eq!(
        legend(GameKind::Pylos, &view, all),
        vec![LegendSymbol::LastMove]
    );
}

#[test]
fn facts_selection_and_ghost_add_their_symbols() {
    let mut view = view_with(GameKind::Pyramida, &[MarkReason::MoveTo]);
    view.selection = Some(place_of(GameKind::Pyramida));
    let facts = BoardFacts {
        blocked: true,
        protected: false,
        jewels: true,
        markers: true,
    };
    assert_eq!(
        legend(GameKind::Pyramida, &view, facts),
        vec![
            LegendSymbol::PyramidaMoveTo,
            LegendSymbol::PyramidaBlocked,
            LegendSymbol::PyramidaEdges,
            LegendSymbol::PyramidaTop,
            LegendSymbol::Selected,
        ]
    );
    let mut view = view_with(GameKind::Pyramido, &[]);
    view.ghost = Some(Ghost::PyramidoTile {
        cell: pyramids_core::pyramido::Cell::parse("c3").unwrap(),
        colour: pyramids_core::pyramido::Colour::Red,
        corner: pyramids_core::pyramido::Corner::Ne,
    });
    assert_eq!(
        legend(GameKind::Pyramido, &view, facts),
        vec![
            LegendSymbol::PyramidoGhost,
            LegendSymbol::PyramidoJewel,
            LegendSymbol::PyramidoMarker,
        ]
    );
}

#[test]
fn a_chosen_domino_is_a_ghost_only_once_it_is_on_a_spot() {
    use pyramids_core::pyramido::{Cell, Dir};
    let no_facts = BoardFacts::default();
    let mut view = view_with(GameKind::Pyramido, &[MarkReason::DominoTo]);
    view.selection = Some(Place::PyramidoSlot(0));
    view.ghost = Some(Ghost::PyramidoDomino {
        slot: 0,
        domino: 0,
        dir: Dir::E,
        at: None,
    });
    // In the quarry the board draws it as the selection, with its spots.
    assert_eq!(
        legend(GameKind::Pyramido, &view, no_facts),
        vec![LegendSymbol::PyramidoSpot, LegendSymbol::Selected]
    );
    let (a, b) = (Cell::parse("c3").unwrap(), Cell::parse("d3").unwrap());
    view.ghost = Some(Ghost::PyramidoDomino {
        slot: 0,
        domino: 0,
        dir: Dir::E,
        at: Some((a, [a, b])),
    });
    assert!(legend(GameKind::Pyramido, &view, no_facts).contains(&LegendSymbol::PyramidoGhost));
}

/// What the marks are drawn on: every board's wood, plate, places, pieces
/// and Pyramido's block colours (the apps' own art colours).
const BACKGROUNDS: &[(&str, u32)] = &[
    ("Pylos wood, light", 0xC68E55),
    ("Pylos wood, mid", 0xA86F3C),
    ("Pylos wood, dark", 0x6E4322),
    ("Pylos and Pyramida place", 0x5A351A),
    ("Pylos light ball", 0xEBD9B4),
    ("Pylos dark ball", 0x3B2117),
    ("Pyramida white stone", 0xF3F0E6),
    ("Pyramida black stone", 0x24262B),
    ("Pyramido plate", 0xD8C49A),
    ("Pyramido brown block", 0x9A6A3F),
    ("Pyramido blue block", 0x3E6FCB),
    ("Pyramido yellow block", 0xF1C84B),
    ("Pyramido aqua block", 0x52C7BE),
    ("Pyramido red block", 0xD9503F),
    ("Pyramido green block", 0x5EAA4E),
    ("app background", 0x10232A),
];

/// WCAG 2.1's minimum for graphical objects (1.4.11, non-text contrast).
const NON_TEXT_CONTRAST: f64 = 3.0;

#[test]
fn every_mark_reads_on_every_board_by_its_colour_or_its_halo() {
    let halo = MarkColour::Halo.rgba();
    let mut worst = (f64::MAX, "", "");
    for &colour in MarkColour::ALL.iter().filter(|c| **c != MarkColour::Halo) {
        let c = colour.rgba();
        // The mark against the dark band it is drawn on.
        let on_halo = c.contrast(halo);
        assert!(
            on_halo >= 4.5,
            "{} on its halo: {on_halo:.2}",
            colour.name()
        );
        for &(name, bg) in BACKGROUNDS {
            let bg = Rgba::hex(bg);
            // The mark's edge is where it meets the background: its own
            // colour or the halo beside it, whichever stands out more.
            let edge = c.contrast(bg).max(halo.contrast(bg));
            if edge < worst.0 {
                worst = (edge, colour.name(), name);
            }
            assert!(
                edge >= NON_TEXT_CONTRAST,
                "{} on {name}: {edge:.2}",
                colour.name()
            );
        }
    }
    // The lowest pair, shown with `-- --nocapture` (docs/play.md quotes it).
    println!(
        "lowest mark contrast: {:.2}:1 ({} on {})",
        worst.0, worst.1, worst.2
    );
    assert!(worst.0 >= NON_TEXT_CONTRAST, "{worst:?}");
}

/// ΔE*ab from which two colours read as different at a glance.
const DISTINCT_COLOURS: f64 = 20.0;

#[test]
fn the_marks_of_one_board_differ_by_shape_or_clearly_by_colour() {
    for game in [GameKind::Pylos, GameKind::Pyramida, GameKind::Pyramido] {
        let marks = symbols(game);
        for (i, a) in marks.iter().enumerate() {
            for b in &marks[i + 1..] {
                let (sa, sb) = (a.style(), b.style());
                if sa.shape == MarkShape::PieceArt || sb.shape == MarkShape::PieceArt {
                    continue; // pieces and inlays, not marks
                }
                let apart = match (sa.colour, sb.colour) {
                    (Some(x), Some(y)) => x.rgba().distance(y.rgba()),
                    _ => f64::MAX,
                };
                assert!(
                    sa.shape != sb.shape || apart >= DISTINCT_COLOURS,
                    "{game:?}: {a:?} and {b:?} share {:?} and differ by ΔE {apart:.1}",
                    sa.shape
                );
            }
        }
    }
}

#[test]
fn every_shape_but_art_has_words_and_every_symbol_a_board() {
    for &shape in MarkShape::ALL {
        for game in [GameKind::Pylos, GameKind::Pyramida, GameKind::Pyramido] {
            assert_eq!(shape.text_key(game).is_none(), shape == MarkShape::PieceArt);
        }
    }
    for &symbol in LegendSymbol::ALL {
        assert!(!symbol.games().is_empty());
    }
    let mut sorted = LegendSymbol::ALL.to_vec();
    sorted.sort();
    assert_eq!(sorted, LegendSymbol::ALL, "ALL is in legend order");
    assert_eq!(symbols(GameKind::Pylos).len(), 8);
}

#[test]
fn docs_play_md_holds_the_palette_table() {
    let page = include_str!("../../../docs/play.md");
    let table = palette_table();
    assert!(
        page.contains(&table),
        "docs/play.md's \"Marks and colours\" table is not the palette; put this there:\n{table}"
    );
}

#[test]
fn the_selection_and_the_hint_are_worded_in_each_games_pieces_and_shapes() {
    // The selection's line once said "stone or ball" on Pyramido's board,
    // whose pieces are dominoes, blocks and tiles drawn with square outlines.
    let words = |symbol: LegendSymbol, game: GameKind, language: Language| {
        symbol.text(game, &Catalog::new(language)).to_lowercase()
    };
    let en = Language::English;
    assert_eq!(
        words(LegendSymbol::Selected, GameKind::Pylos, en),
        "ring: the ball you chose"
    );
    assert_eq!(
        words(LegendSymbol::Selected, GameKind::Pyramida, en),
        "ring: the stone you chose"
    );
    assert_eq!(
        words(LegendSymbol::Selected, GameKind::Pyramido, en),
        "outline round it: the domino, block or tile face you chose"
    );
    assert_eq!(
        words(LegendSymbol::Hint, GameKind::Pyramido, en),
        "dotted outline: the suggested move (hint)"
    );
    let pieces: &[(Language, [&str; 2])] = &[
        (Language::English, ["ball", "stone"]),
        (Language::Portuguese, ["bola", "pedra"]),
        (Language::Czech, ["koule", "kámen"]),
        (Language::Slovenian, ["krogla", "kamen"]),
    ];
    for &(language, [ball, stone]) in pieces {
        let pylos = words(LegendSymbol::Selected, GameKind::Pylos, language);
        let pyramida = words(LegendSymbol::Selected, GameKind::Pyramida, language);
        let pyramido = words(LegendSymbol::Selected, GameKind::Pyramido, language);
        assert!(pylos.contains(ball) && !pylos.contains(stone), "{pylos}");
        assert!(
            pyramida.contains(stone) && !pyramida.contains(ball),
            "{pyramida}"
        );
        assert!(
            !pyramido.contains(ball) && !pyramido.contains(stone),
            "{pyramido}"
        );
        assert!(pyramido.contains("domin"), "{pyramido}");
    }
}

#[test]
fn pyramidos_prompts_name_the_outline_its_choices_are_drawn_with_not_a_glow() {
    // Its choices are drawn as a dashed outline with a + (no mark glows):
    // the prompts say so, in the words of the shape's legend line.
    let catalog = Catalog::new(Language::English);
    for key in [
        TextKey::PyramidoMarkGlow,
        TextKey::PyramidoTileGlow,
        TextKey::PyramidoRefillGlow,
        TextKey::PyramidoNoFitHow,
    ] {
        let prompt = catalog.text(key, &[]).to_lowercase();
        assert!(prompt.contains("dashed outline"), "{key:?}: {prompt}");
        assert!(!prompt.contains("glow"), "{key:?}: {prompt}");
    }
    assert_eq!(
        LegendSymbol::PyramidoChoice.style().shape,
        MarkShape::ChoiceOutline
    );
}

/// ΔE*ab every two mark colours keep under deuteranopia and protanopia, as
/// the six Pyramido colours do (`palette`): shapes tell marks apart too, but
/// a hint and a protected stone that look one colour made the board read as
/// one kind of mark for a protanope (ΔE 6 with the first palette).
const DICHROMAT_APART: f64 = 15.0;

#[test]
fn every_two_mark_colours_stay_apart_for_dichromats() {
    use crate::colour_vision::{colour_distance, simulate, ColourVision};
    let marks: Vec<MarkColour> = MarkColour::ALL
        .iter()
        .copied()
        .filter(|c| *c != MarkColour::Halo)
        .collect();
    for vision in [
        None,
        Some(ColourVision::Deuteranopia),
        Some(ColourVision::Protanopia),
    ] {
        let seen = |c: MarkColour| {
            let rgb = c.rgba().rgb24();
            vision.map_or(rgb, |kind| simulate(rgb, kind))
        };
        let mut closest = (f64::MAX, "", "");
        for (i, &a) in marks.iter().enumerate() {
            for &b in &marks[i + 1..] {
                let d = colour_distance(seen(a), seen(b));
                if d < closest.0 {
                    closest = (d, a.name(), b.name());
                }
            }
        }
        println!(
            "{vision:?}: closest marks {} / {} ΔE {:.1}",
            closest.1, closest.2, closest.0
        );
        assert!(closest.0 >= DICHROMAT_APART, "{vision:?}: {closest:?}");
    }
}
