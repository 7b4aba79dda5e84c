//! `pyramids puzzle`: the apps' puzzles played through the terminal.

mod common;

use pyramids_core::game::{Game, GameKind};
use pyramids_core::puzzle::{Goal, Grade, Puzzle};
use pyramids_core::pyramida::{Pyramida, PyramidaOptions};
use pyramids_play::puzzle::set;

fn pyramids(args: &[&str], stdin: &str) -> (String, String, bool) {
    let cache = std::env::temp_dir().join(format!("pyramids-puzzle-{}", std::process::id()));
    common::texts(&common::output(args, stdin.as_bytes(), &cache))
}

/// An easy Pyramida puzzle won in two moves whose first answer is a
/// stone's move.
fn two_mover() -> &'static Puzzle {
    set(GameKind::Pyramida)
        .iter()
        .find(|p| p.goal == Goal::WinIn { moves: 2 } && p.grade == Grade::Easy)
        .expect("the shipped set has easy two-movers")
}

/// The solver's decisions of the main line, one a line, as typed.
fn answers(p: &Puzzle) -> String {
    let mut state = Pyramida::new(&PyramidaOptions::default(), 0);
    for m in &p.moves {
        let a = state.parse_action(m).unwrap();
        state.apply(&a).unwrap();
    }
    let solver = state.to_move();
    let mut typed = String::new();
    for m in &p.line {
        if state.to_move() == solver {
            typed.push_str(m);
            typed.push('\n');
        }
        let a = state.parse_action(m).unwrap();
        state.apply(&a).unwrap();
    }
    typed
}

#[test]
fn a_puzzle_is_solved_by_typing_its_answers_and_rated() {
    let p = two_mover();
    let dir = std::env::temp_dir().join(format!("pyramids-puzzle-progress-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("puzzles.json");
    let _ = std::fs::remove_file(&file);
    let path = file.to_str().unwrap();
    let (out, err, ok) = pyramids(
        &[
            "puzzle",
            "pyramida",
            "--id",
            &p.id,
            "--no-color",
            "--progress",
            path,
        ],
        &format!("{}quit\n", answers(p)),
    );
    assert!(ok, "{err}");
    assert!(out.contains("to move and win in 2 moves"), "{out}");
    assert!(
        out.contains("Right. "),
        "the defender's reply is said: {out}"
    );
    assert!(out.contains("Solved!"), "{out}");
    assert!(out.contains("Rating 1208 (+8)"), "{out}");
    // Moves are said in words, never notation.
    assert!(out.contains("Move the stone from "), "{out}");
    let saved = std::fs::read_to_string(&file).unwrap();
    assert!(
        saved.contains(&format!("\"{}\":\"clean\"", p.id)),
        "{saved}"
    );
    // The kept file: the rating carries over, the same puzzle rates no more.
    let (out, _, ok) = pyramids(
        &[
            "puzzle",
            "pyramida",
            "--id",
            &p.id,
            "--no-color",
            "--progress",
            path,
        ],
        &format!("{}quit\n", answers(p)),
    );
    assert!(ok);
    assert!(out.contains("Rating 1208") && !out.contains("(+"), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_wrong_try_is_refuted_in_words_and_changes_nothing() {
    let p = two_mover();
    let mut state = Pyramida::new(&PyramidaOptions::default(), 0);
    for m in &p.moves {
        let a = state.parse_action(m).unwrap();
        state.apply(&a).unwrap();
    }
    let wrong = state
        .legal_actions()
        .into_iter()
        .map(|a| state.format_action(&a))
        .find(|m| *m != p.line[0])
        .unwrap();
    let (out, err, ok) = pyramids(
        &[
            "puzzle",
            "pyramida",
            "--id",
            &p.id,
            "--no-color",
            "--lang",
            "en",
        ],
        &format!("{wrong}\nretry\nhint\nsolution\nquit\n"),
    );
    assert!(ok, "{err}");
    assert!(out.contains("That lets the win slip"), "{out}");
    assert!(
        out.contains("Rating 1176 (-24)"),
        "a wrong try fails it: {out}"
    );
    assert!(out.contains("Hint: look at "), "{out}");
    assert!(out.contains("The solution: "), "{out}");
}

#[test]
fn every_game_offers_puzzles_in_every_language_and_bad_flags_are_named() {
    for (game, heading) in [
        ("pylos", "Na tahu: "),
        ("pyramido", "Na tahu: "),
        ("pyramida", "Na tahu: "),
    ] {
        let (out, err, ok) = pyramids(&["puzzle", game, "--no-color", "--lang", "cs"], "quit\n");
        assert!(ok, "{game}: {err}");
        assert!(out.contains(heading), "{game}: {out}");
    }
    let (out, _, ok) = pyramids(&["puzzle", "pyramida", "--daily", "--no-color"], "quit\n");
    assert!(ok && out.contains("to move and win in"), "{out}");
    let (_, err, ok) = pyramids(&["puzzle", "pyramida", "--grade", "tricky"], "");
    assert!(!ok && err.contains("--grade"), "{err}");
    let (_, err, ok) = pyramids(&["puzzle", "pylos", "--id", "pyramida-1-12"], "");
    assert!(!ok && err.contains("--id"), "{err}");
}

#[test]
fn a_saved_games_mistake_is_played_again() {
    // White could win in 2 with d4-e5 (a shipped puzzle) but played d4-c3,
    // which lets Black hold the draw: reviewed, that is White's mistake.
    let p = pyramids_play::puzzle::puzzle("pyramida-1-12").unwrap();
    let seats = vec![pyramids_core::game::SeatKind::Human; 2];
    let mut record =
        pyramids_core::record::GameRecord::<Pyramida>::new(Default::default(), 0, seats);
    for m in p.moves.iter().map(String::as_str).chain(["d4-c3", "d2"]) {
        record.apply_notation(m).unwrap();
    }
    let dir = std::env::temp_dir().join(format!("pyramids-mistakes-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("game.json");
    std::fs::write(&file, pyramids_core::save::save(&record)).unwrap();
    let path = file.to_str().unwrap();
    // The last mistake found is this one; earlier ones are skipped with next.
    let (out, err, ok) = pyramids(
        &["puzzle", "pyramida", "--mistakes", path, "--no-color"],
        &"next\n".repeat(0),
    );
    assert!(ok, "{err}");
    let count: usize = out
        .lines()
        .find_map(|l| l.split(' ').next()?.parse().ok())
        .expect("the number of mistakes");
    assert!(count >= 1, "{out}");
    let input = format!("{}d4-c3\nd4-e5\nquit\n", "next\n".repeat(count - 1));
    let (out, err, ok) = pyramids(
        &["puzzle", "pyramida", "--mistakes", path, "--no-color"],
        &input,
    );
    assert!(ok, "{err}");
    assert!(out.contains("Learn from your mistakes"), "{out}");
    assert!(out.contains("White to move: find a better move"), "{out}");
    assert!(
        out.contains("That is no better than the move played in the game: Black answers “The pushed stone retreats to d2”."),
        "{out}"
    );
    assert!(out.contains("Solved!"), "{out}");
    let (_, err, ok) = pyramids(&["puzzle", "pyramido", "--mistakes", path], "");
    assert!(!ok && err.contains("no exact or proven values"), "{err}");
    let (_, err, ok) = pyramids(&["puzzle", "pylos", "--mistakes", path], "");
    assert!(
        !ok && err.contains("cannot load"),
        "a Pyramida save is no Pylos game: {err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
