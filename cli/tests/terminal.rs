//! The terminal game explains itself: banners, help, narration, hints in
//! words, flags, rejections, the Pyramida table cache and a closed stdout.

mod common;

use std::io::Write;
use std::path::PathBuf;
use std::process::Stdio;

/// A scratch directory of this test process (never the user's home).
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("pyramids-terminal-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

use common::command;

fn run_in(args: &[&str], stdin: &str, cache: &std::path::Path) -> (String, String, bool) {
    common::texts(&common::output(args, stdin.as_bytes(), cache))
}

/// A run whose cache is an empty scratch directory of its own.
fn run(args: &[&str], stdin: &str) -> (String, String, bool) {
    let cache = scratch(&format!("run-{}", args.join("_").replace('/', "")));
    let result = run_in(args, stdin, &cache);
    let _ = std::fs::remove_dir_all(&cache);
    result
}

#[test]
fn version_and_help_flags_work() {
    let (out, err, ok) = run(&["--version"], "");
    assert!(ok, "{err}");
    assert!(out.starts_with("pyramids "), "{out}");
    for flag in ["-h", "--help"] {
        let (out, err, ok) = run(&[flag], "");
        assert!(ok, "{flag}: {err}");
        assert!(out.contains("USAGE"), "{flag}: {out}");
    }
    let (out, _, ok) = run(&["play", "pylos", "-h"], "");
    assert!(ok && out.contains("USAGE"), "{out}");
}

#[test]
fn unknown_flags_and_stray_words_are_refused_by_name() {
    // An unknown flag last on the line is unknown, not "needs a value".
    let (_, err, ok) = run(&["play", "pylos", "--bogus"], "");
    assert!(!ok);
    assert!(err.contains("unknown option --bogus"), "{err}");
    assert!(!err.contains("needs a value"), "{err}");
    let (_, err, ok) = run(&["play", "pylos", "-x"], "");
    assert!(!ok && err.contains("unknown option -x"), "{err}");
    // A known flag without its value still says so.
    let (_, err, ok) = run(&["play", "pylos", "--seed"], "");
    assert!(!ok && err.contains("--seed needs a value"), "{err}");
    let (_, err, ok) = run(&["play", "pylos", "extra"], "quit\n");
    assert!(!ok && err.contains("unexpected word \"extra\""), "{err}");
}

#[test]
fn level_lists_name_only_the_games_levels() {
    let (_, err, ok) = run(&["play", "pyramida", "--black", "expert"], "");
    assert!(!ok);
    assert!(
        err.contains("no expert level") && err.contains("random, easy, medium, hard or perfect"),
        "{err}"
    );
    let (_, err, ok) = run(&["play", "pylos", "--dark", "genius"], "");
    assert!(!ok);
    assert!(
        err.contains("\"genius\"") && err.contains("human, random, easy, medium, hard or expert"),
        "{err}"
    );
    assert!(!err.contains("perfect"), "{err}");
    let (_, err, ok) = run(&["match", "pylos", "--a", "perfect", "--b", "random"], "");
    assert!(!ok);
    assert!(
        err.contains("--a") && err.contains("random, easy, medium, hard or expert"),
        "{err}"
    );
    let (_, err, ok) = run(&["match", "pyramido", "--seats", "expert,perfect"], "");
    assert!(
        !ok && err.contains("--seats") && !err.contains("perfect or"),
        "{err}"
    );
}

#[test]
fn match_reports_in_words_with_the_real_time_and_its_defaults() {
    let quick = ["-n", "2", "--nodes", "300", "--threads", "1"];
    let mut args = vec!["match", "pylos"];
    args.extend_from_slice(&quick);
    let (out, err, ok) = run(&args, "");
    assert!(ok, "{err}");
    assert!(
        err.contains("using --a expert --b random"),
        "the defaults are named: {err}"
    );
    assert!(!err.contains("Win {") && !err.contains("winner"), "{err}");
    assert!(
        err.lines()
            .any(|l| l.starts_with("game 1: ")
                && (l.contains(" wins after ") || l.contains("draw by"))),
        "{err}"
    );
    assert!(err.contains("(expert) wins"), "{err}");
    assert!(out.contains("real time per decision: "), "{out}");
    assert!(out.contains(" ms ("), "{out}");
    // Both levels given: no note about defaults.
    let mut args = vec!["match", "pylos", "--a", "easy", "--b", "random"];
    args.extend_from_slice(&quick);
    let (_, err, ok) = run(&args, "");
    assert!(ok && !err.contains("no level given"), "{err}");
}

#[test]
fn undo_undo_undoes_twice_and_other_words_are_refused() {
    let (out, _, ok) = run(
        &[
            "play", "pylos", "--light", "human", "--dark", "human", "--json",
        ],
        "1a1\n1b1\n1c1\nundo undo\nundo 3\nhint now\nquit\n",
    );
    assert!(ok);
    let lines: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    // start, three actions, two undos, two refusals
    assert_eq!(lines.len(), 8, "{out}");
    assert_eq!(lines[4]["ply"], 2);
    assert_eq!(lines[5]["ply"], 1, "the second undo of `undo undo`");
    assert_eq!(lines[6]["ok"], false);
    assert!(lines[6]["error"]
        .as_str()
        .unwrap()
        .contains("undo takes nothing"));
    assert_eq!(lines[6]["ply"], 1);
    assert_eq!(lines[7]["ok"], false);
    assert!(lines[7]["error"]
        .as_str()
        .unwrap()
        .contains("hint takes nothing"));
}

#[test]
fn a_rejection_gives_its_reason_once_and_counts_agree() {
    let (out, _, ok) = run(
        &[
            "play",
            "pylos",
            "--light",
            "human",
            "--dark",
            "human",
            "--no-color",
        ],
        "1b2\n1b2\nundo\nhistory\n1a1\nhistory\nquit\n",
    );
    assert!(ok);
    let rejected = out
        .lines()
        .find(|l| l.contains("rejected:"))
        .unwrap_or_else(|| panic!("{out}"));
    assert!(rejected.contains("rejected: 1b2 is occupied"), "{rejected}");
    assert_eq!(rejected.matches("1b2").count(), 1, "{rejected}");
    assert!(!rejected.contains("not legal now"), "{rejected}");
    assert!(out.contains("undid 1 action\n"), "{out}");
    assert!(out.contains("0 actions\n"), "{out}");
    assert!(out.contains("1 action: 1a1"), "{out}");
    assert!(!out.contains("action(s)"), "{out}");
}

/// The solved Pyramida table is kept in the cache directory: a damaged one
/// is refused and replaced (the one solve of this test), a good one makes
/// the next start immediate and silent.
#[test]
fn the_perfect_pyramida_player_keeps_its_table_in_the_cache() {
    let cache = scratch("pyramida-cache");
    let kept = cache.join("pyramids/pyramida-table.bin");
    std::fs::create_dir_all(kept.parent().unwrap()).unwrap();
    std::fs::write(&kept, b"PYRMDTBL but not a table").unwrap();
    let args = [
        "play",
        "pyramida",
        "--white",
        "human",
        "--nodes",
        "50",
        "--no-color",
    ];
    let (out, err, ok) = run_in(&args, "quit\n", &cache);
    assert!(ok, "{err}");
    assert!(
        err.contains("unusable"),
        "a damaged table is refused: {err}"
    );
    assert!(
        err.contains("this first time only") && err.contains(&kept.display().to_string()),
        "the first start says it solves once and where the table goes: {err}"
    );
    assert!(out.contains("White"), "{out}");
    let bytes = std::fs::read(&kept).unwrap();
    assert_eq!(&bytes[..8], b"PYRMDTBL");
    assert!(bytes.len() > 100_000, "{} bytes", bytes.len());

    // The next start reads it back: no solving, nothing said.
    let started = std::time::Instant::now();
    let (out, err, ok) = run_in(&args, "hint\nquit\n", &cache);
    assert!(ok, "{err}");
    assert!(!err.contains("solving"), "{err}");
    assert!(started.elapsed().as_secs() < 3, "{:?}", started.elapsed());
    // The hint comes from the table: an exact value in words.
    assert!(
        out.contains("Hint: e1-") || out.contains("Hint: i1-"),
        "{out}"
    );
    assert!(out.contains("(exact: "), "{out}");
    // A review of a Pyramida game uses the kept table too.
    let save = cache.join("game.json");
    let (_, err, ok) = run_in(
        &["play", "pyramida", "--white", "human", "--black", "human"],
        &format!("e1-d2\ng1-f2\nsave {}\nquit\n", save.display()),
        &cache,
    );
    assert!(ok, "{err}");
    let (out, err, ok) = run_in(&["review", save.to_str().unwrap()], "", &cache);
    assert!(ok, "{err}");
    assert!(!err.contains("solving"), "{err}");
    assert!(out.contains("exact"), "{out}");
    let _ = std::fs::remove_dir_all(&cache);
}

#[test]
fn the_game_starts_with_a_banner_and_help_explains_the_notation() {
    let (out, _, ok) = run(
        &["play", "pylos", "--nodes", "50", "--no-color"],
        "help\nquit\n",
    );
    assert!(ok);
    let first = out.lines().next().unwrap();
    assert!(
        first.contains("Pylos, standard variant")
            && first.contains("You play Light against Dark (the expert AI)")
            && first.contains("Light moves first"),
        "{first}"
    );
    for example in ["1b2 ", "1a1-2b1 ", "x2b1 ", "stop "] {
        assert!(out.contains(&format!("  {example}")), "{example}: {out}");
    }
    let (out, _, ok) = run(
        &[
            "play", "pyramida", "--white", "easy", "--black", "human", "--setup", "swapped",
            "--nodes", "50",
        ],
        "help\nquit\n",
    );
    assert!(ok);
    let first = out.lines().next().unwrap();
    assert!(
        first.contains("Pyramida, swapped setup")
            && first.contains("You play Black against White (the easy AI)"),
        "{first}"
    );
    for example in ["e1-d2 ", "d2 ", "pass "] {
        assert!(out.contains(&format!("  {example}")), "{example}: {out}");
    }
    let (out, _, ok) = run(
        &[
            "play",
            "pyramido",
            "--seats",
            "human,human,medium",
            "--nodes",
            "20",
            "--no-color",
        ],
        "help\nquit\n",
    );
    assert!(ok);
    let first = out.lines().next().unwrap();
    assert!(
        first.contains("Pyramido, 3 players")
            && first.contains("Seat 1, Seat 2 and Seat 3 (the medium AI) play here"),
        "{first}"
    );
    for example in [
        "q2@e5s ",
        "m@e6 ",
        "t@e5=red:ne ",
        "- ",
        "p3 ",
        "h@b2=aqua:sw ",
    ] {
        assert!(out.contains(&format!("  {example}")), "{example}: {out}");
    }
    // The board's marks are explained under the board itself, in one line.
    let legend = out
        .lines()
        .find(|l| l.starts_with("key: "))
        .unwrap_or_else(|| panic!("{out}"));
    for mark in ["aa|Nn", "r@", "r1", "R1", "[points per floor]"] {
        assert!(legend.contains(mark), "{mark}: {legend}");
    }
}

#[test]
fn what_happened_is_told_in_words_and_the_end_says_why() {
    let (out, _, ok) = run(
        &[
            "play",
            "pylos",
            "--light",
            "random",
            "--dark",
            "easy",
            "--nodes",
            "300",
            "--seed",
            "5",
            "--no-color",
        ],
        "",
    );
    assert!(ok);
    assert!(
        out.lines()
            .any(|l| l.contains("completed a square and takes back ") && l.contains(" and ")),
        "{out}"
    );
    assert!(out.contains("Dark wins: Light has no balls left"), "{out}");
    let (out, _, ok) = run(
        &[
            "play",
            "pyramida",
            "--white",
            "random",
            "--black",
            "random",
            "--seed",
            "2",
            "--no-color",
        ],
        "",
    );
    assert!(ok);
    assert!(
        out.contains("Black moves twice: White's stone had to retreat"),
        "{out}"
    );
    assert!(out.contains("driven off"), "{out}");
    assert!(out.contains("draw by threefold repetition"), "{out}");
    let (out, _, ok) = run(
        &[
            "play",
            "pyramido",
            "--seats",
            "random,random",
            "--seed",
            "2",
            "--nodes",
            "20",
            "--no-color",
        ],
        "",
    );
    assert!(ok);
    assert!(out.contains("Seat 2 places a domino on floor 1"), "{out}");
    assert!(out.contains("Seat 2 wins: "), "{out}");
    assert!(out.contains("tie-breaks decided"), "{out}");
}

#[test]
fn hints_say_the_value_in_words_and_where_it_comes_from() {
    let (out, _, ok) = run(
        &[
            "play",
            "pylos",
            "--light",
            "human",
            "--dark",
            "human",
            "--nodes",
            "5000",
            "--no-color",
        ],
        "hint\nquit\n",
    );
    assert!(ok);
    let hint = out
        .lines()
        .find_map(|l| l.split("> ").find(|p| p.starts_with("Hint: ")))
        .unwrap_or_else(|| panic!("{out}"));
    assert!(
        hint.contains("search ") && hint.contains(" ahead: "),
        "{hint}"
    );
    assert!(!hint.contains("depth") && !hint.contains("score"), "{hint}");
    let (out, _, ok) = run(
        &[
            "play",
            "pyramido",
            "--seats",
            "human,human",
            "--nodes",
            "20",
            "--json",
        ],
        "hint\nquit\n",
    );
    assert!(ok);
    assert!(out.contains("\"value\":\"estimate: "), "{out}");
}

/// `pyramids … | head`: a closed stdout ends the program quietly, without
/// `error: Broken pipe` or a panic's exit 101.
#[test]
fn a_closed_stdout_ends_quietly() {
    use std::os::unix::process::ExitStatusExt;
    let cache = scratch("pipe");
    let review_save = cache.join("game.json");
    let saved = command(
        &["play", "pylos", "--light", "human", "--dark", "human"],
        &cache,
    )
    .stdin(Stdio::piped())
    .stdout(Stdio::null())
    .spawn()
    .and_then(|mut child| {
        let input = format!("1a1 1d4 1b1\nsave {}\nquit\n", review_save.display());
        child.stdin.take().unwrap().write_all(input.as_bytes())?;
        child.wait()
    })
    .unwrap();
    assert!(saved.success() && review_save.exists());
    for args in [
        &[
            "play",
            "pylos",
            "--light",
            "human",
            "--dark",
            "human",
            "--no-color",
        ][..],
        &[
            "play", "pylos", "--light", "human", "--dark", "human", "--json",
        ][..],
        &["perft", "pylos", "--depth", "3"][..],
        &["endgame", "pylos", "--samples", "2", "--nodes", "2000"][..],
        &["review", review_save.to_str().unwrap(), "--json"][..],
        &["help"][..],
    ] {
        let mut child = command(args, &cache)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // Close the reading end before the program writes anything.
        drop(child.stdout.take());
        let _ = child
            .stdin
            .take()
            .unwrap()
            .write_all("board\n".repeat(2000).as_bytes());
        let out = child.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.is_empty(), "{args:?}: {err}");
        assert_ne!(out.status.code(), Some(101), "{args:?}");
        assert!(
            out.status.success() || out.status.signal() == Some(13),
            "{args:?}: {:?}",
            out.status
        );
    }
    let _ = std::fs::remove_dir_all(&cache);
}

#[test]
fn a_review_counts_its_marks_in_agreement() {
    let dir = scratch("review-counts");
    let save = dir.join("game.json");
    let (_, err, ok) = run_in(
        &[
            "play", "pylos", "--light", "human", "--dark", "human", "--json",
        ],
        &format!("1a1\n1b1\nsave {}\nquit\n", save.display()),
        &dir,
    );
    assert!(ok, "{err}");
    let (out, err, ok) = run_in(
        &["review", save.to_str().unwrap(), "--nodes", "500"],
        "",
        &dir,
    );
    assert!(ok, "{err}");
    assert!(out.contains("pylos, 2 decisions"), "{out}");
    let marks = out
        .lines()
        .find(|l| l.starts_with("marks: "))
        .unwrap_or_else(|| panic!("{out}"));
    for (one, many) in [
        ("inaccuracy", "inaccuracies"),
        ("mistake", "mistakes"),
        ("blunder", "blunders"),
    ] {
        assert!(
            !marks.contains(&format!(" 1 {many}")) && !marks.contains(&format!(" 0 {one},")),
            "{marks}"
        );
    }
    assert!(marks.contains("0 blunders"), "{marks}");
    let _ = std::fs::remove_dir_all(&dir);
}
