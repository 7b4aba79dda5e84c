//! `pyramids learn`: the lessons played through the terminal.

mod common;

use pyramids_core::game::GameKind;
use pyramids_play::catalog::{Catalog, Language, LessonKey};
use pyramids_play::learn::{lessons, Task};

fn pyramids(args: &[&str], stdin: &str) -> (String, String, bool) {
    let cache = std::env::temp_dir().join(format!("pyramids-learn-{}", std::process::id()));
    common::texts(&common::output(args, stdin.as_bytes(), &cache))
}

/// The input a player types to go through every lesson but the closing
/// game: Enter for a step to read, each step's first accepted decision
/// and Enter after it.
fn expected_input(game: GameKind, upto: usize) -> String {
    let mut input = String::new();
    for lesson in &lessons(game)[..upto] {
        for step in lesson.steps {
            match &step.task {
                Task::Read => input.push('\n'),
                Task::Play(play) => input.push_str(&format!("{}\n\n", play.accept[0])),
                Task::Game { .. } => unreachable!("the game lesson is not typed here"),
            }
        }
    }
    input
}

/// Every lesson but the closing game, typed as a player would; the lessons
/// are told complete, their titles shown, and the game's words follow.
fn every_lesson_before_the_game_plays_to_its_end(game: GameKind, closing: LessonKey) -> String {
    let count = lessons(game).len() - 1;
    let (out, err, ok) = pyramids(
        &["learn", game.name(), "--no-color"],
        &format!("{}quit\n", expected_input(game, count)),
    );
    assert!(ok, "{err}");
    let en = Catalog::new(Language::English);
    assert_eq!(
        out.matches(&en.text(LessonKey::LessonComplete, &[]))
            .count(),
        count,
        "{out}"
    );
    for lesson in &lessons(game)[..count] {
        assert!(out.contains(&en.text(lesson.title, &[])), "{}", lesson.id);
    }
    assert!(out.contains(&en.text(closing, &[])), "{out}");
    out
}

#[test]
fn every_pylos_lesson_before_the_game_plays_to_its_end_in_the_terminal() {
    let out =
        every_lesson_before_the_game_plays_to_its_end(GameKind::Pylos, LessonKey::PylosGameTitle);
    // The scripted reply is told in words.
    assert!(out.contains("Dark: Place a ball on c1 (level 1)"), "{out}");
}

#[test]
fn every_pyramida_lesson_before_the_game_plays_to_its_end_in_the_terminal() {
    let out = every_lesson_before_the_game_plays_to_its_end(
        GameKind::Pyramida,
        LessonKey::PyramidaGameTitle,
    );
    // Black's scripted retreat is told in words, and White's pass.
    assert!(
        out.contains("Black: The pushed stone retreats to d2"),
        "{out}"
    );
    assert!(out.contains("White: Pass"), "{out}");
}

#[test]
fn every_pyramido_lesson_before_the_game_plays_to_its_end_in_the_terminal() {
    let out = every_lesson_before_the_game_plays_to_its_end(
        GameKind::Pyramido,
        LessonKey::PyramidoGameTitle,
    );
    // The rival's scripted turn is told in words, and the places pointed at
    // are named as the board labels them (a cell with its floor).
    assert!(
        out.contains("Player 2: Refill the quarry from pile 2"),
        "{out}"
    );
    assert!(out.contains("Look at Floor 1, f5; Floor 1, g5."), "{out}");
    assert!(
        out.contains("Look at Quarry place 3, Pile 3, Pile 4."),
        "{out}"
    );
}

#[test]
fn a_wrong_try_is_answered_in_the_chosen_language_and_changes_nothing() {
    let pt = Catalog::new(Language::Portuguese);
    // Lesson 2 asks to raise d4; placing on c1 is legal but not it, a1 is taken.
    let (out, err, ok) = pyramids(
        &[
            "learn",
            "pylos",
            "--lesson",
            "2",
            "--lang",
            "pt",
            "--no-color",
        ],
        "1c1\n1a1\n1d4-2a1\n\nquit\n",
    );
    assert!(ok, "{err}");
    assert!(
        out.contains(&pt.text(LessonKey::PylosRaiseNotIt, &[])[..40]),
        "{out}"
    );
    assert!(out.contains("já está ocupado"), "{out}");
    // The right decision after both: Dark's scripted reply and the praise.
    assert!(
        out.contains(&pt.text(LessonKey::PylosRaiseDone, &[])),
        "{out}"
    );
    assert!(
        out.contains(&pt.text(LessonKey::PylosCarries, &[])[..30]),
        "{out}"
    );
}

#[test]
fn skip_restart_and_bad_flags() {
    let (out, _, ok) = pyramids(
        &["learn", "pylos", "--lesson", "3", "--no-color"],
        "skip\nrestart\nskip\nskip\nskip\nskip\nquit\n",
    );
    assert!(ok);
    let en = Catalog::new(Language::English);
    // Restart shows the first step again; four skips end the lesson.
    assert_eq!(out.matches("Step 1 of 4").count(), 2, "{out}");
    assert!(
        out.contains(&en.text(LessonKey::LessonComplete, &[])),
        "{out}"
    );
    let (_, err, ok) = pyramids(&["learn", "pylos", "--lesson", "9"], "");
    assert!(!ok);
    assert!(err.contains("lessons 1 to"), "{err}");
    let (_, err, ok) = pyramids(&["learn", "pylos", "--lang", "de"], "");
    assert!(!ok);
    assert!(err.contains("en, pt, cs, sl"), "{err}");
}

#[test]
fn leaving_the_closing_game_leaves_the_lesson_unfinished() {
    let last = lessons(GameKind::Pylos).len().to_string();
    let (out, err, ok) = pyramids(
        &[
            "learn",
            "pylos",
            "--lesson",
            &last,
            "--nodes",
            "2000",
            "--no-color",
        ],
        "1a1\nquit\n",
    );
    assert!(ok, "{err}");
    let en = Catalog::new(Language::English);
    assert!(
        out.contains(&en.text(LessonKey::PylosGame, &[])[..30]),
        "{out}"
    );
    assert!(
        !out.contains(&en.text(LessonKey::LessonComplete, &[])),
        "{out}"
    );
}
