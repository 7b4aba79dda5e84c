//! The shipped puzzle sets, bundled in the library so every app and the
//! terminal have the same puzzles by the same ids.

use std::sync::OnceLock;

use pyramids_core::game::GameKind;
use pyramids_core::puzzle::{Grade, Puzzle, PuzzleSet};

const PYLOS: &str = include_str!("../../data/puzzles/pylos.json");
const PYRAMIDA: &str = include_str!("../../data/puzzles/pyramida.json");
const PYRAMIDO: &str = include_str!("../../data/puzzles/pyramido.json");

fn parse(text: &str) -> Vec<Puzzle> {
    // The shipped files are verified (`pyramids puzzles verify`) and parsed
    // by this crate's tests; a file this build cannot read offers no
    // puzzles rather than stopping the app.
    serde_json::from_str::<PuzzleSet>(text)
        .map(|s| s.puzzles)
        .unwrap_or_default()
}

/// Every shipped puzzle of a game, in the file's order.
pub fn set(game: GameKind) -> &'static [Puzzle] {
    static SETS: [OnceLock<Vec<Puzzle>>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let (slot, text) = match game {
        GameKind::Pylos => (0, PYLOS),
        GameKind::Pyramido => (1, PYRAMIDO),
        GameKind::Pyramida => (2, PYRAMIDA),
    };
    SETS[slot].get_or_init(|| parse(text))
}

/// The shipped puzzle of an id.
pub fn puzzle(id: &str) -> Option<&'static Puzzle> {
    [GameKind::Pylos, GameKind::Pyramido, GameKind::Pyramida]
        .into_iter()
        .flat_map(set)
        .find(|p| p.id == id)
}

/// A game's puzzles of one grade (all grades for `None`), in set order.
pub fn puzzles(game: GameKind, grade: Option<Grade>) -> Vec<&'static Puzzle> {
    set(game)
        .iter()
        .filter(|p| grade.is_none() || grade == Some(p.grade))
        .collect()
}

/// The puzzle Next opens after `after` (`None`: from the start): the next
/// one of the grade in set order that `done` does not hold, going round;
/// when every one is done, simply the next one.
pub fn next_puzzle(
    game: GameKind,
    grade: Option<Grade>,
    after: Option<&str>,
    done: impl Fn(&str) -> bool,
) -> Option<&'static Puzzle> {
    let all = puzzles(game, grade);
    let start = after
        .and_then(|id| all.iter().position(|p| p.id == id))
        .map_or(0, |i| i + 1);
    let in_turn = || (0..all.len()).map(|k| all[(start + k) % all.len()]);
    in_turn()
        .find(|p| !done(&p.id))
        .or_else(|| in_turn().next())
}
