//! Drives the `pyramids` binary as a user or a program would.

mod common;

/// Where the tests' Pyramida table cache goes: never the user's home.
fn test_cache() -> std::path::PathBuf {
    std::env::temp_dir().join(format!("pyramids-cli-cache-{}", std::process::id()))
}

fn pyramids(args: &[&str], stdin: &str) -> (String, String, bool) {
    common::texts(&common::output(args, stdin.as_bytes(), &test_cache()))
}

fn json_lines(stdout: &str) -> Vec<serde_json::Value> {
    stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON: {l}: {e}")))
        .collect()
}

#[test]
fn perft_prints_each_depth() {
    let (out, _, ok) = pyramids(&["perft", "pylos", "--depth", "3"], "");
    assert!(ok);
    assert!(out.contains("depth 1: 16 leaves"), "{out}");
    assert!(out.contains("depth 3: 3360 leaves"), "{out}");
}

#[test]
fn json_mode_reports_state_events_and_errors() {
    let (out, _, ok) = pyramids(
        &[
            "play", "pylos", "--light", "human", "--dark", "human", "--json",
        ],
        "1a1\n1b1\nzz9\n1a1\nundo\nredo\nquit\n",
    );
    assert!(ok);
    let lines = json_lines(&out);
    // start, 1a1, 1b1, zz9 (error), 1a1 (error: occupied), undo, redo
    assert_eq!(lines.len(), 7, "{out}");
    assert_eq!(lines[0]["legal"].as_array().unwrap().len(), 16);
    assert_eq!(lines[1]["events"][0]["event"], "placed");
    assert_eq!(lines[1]["events"][0]["to"], "1a1");
    assert_eq!(lines[2]["state"]["reserves"], serde_json::json!([14, 14]));
    assert_eq!(lines[3]["ok"], false);
    assert!(lines[3]["error"].as_str().unwrap().contains("zz9"));
    assert_eq!(lines[4]["ok"], false);
    assert!(lines[4]["error"].as_str().unwrap().contains("occupied"));
    assert_eq!(lines[5]["ply"], 1);
    assert_eq!(lines[5]["can_redo"], true);
    assert_eq!(lines[6]["ply"], 2);
}

#[test]
fn ai_seat_answers_each_human_action() {
    let (out, _, ok) = pyramids(
        &[
            "play", "pylos", "--dark", "medium", "--json", "--nodes", "5000", "--seed", "4",
        ],
        "1b2\n1c2\nquit\n",
    );
    assert!(ok);
    let lines = json_lines(&out);
    // start, 1b2, AI reply, 1c2 (legal unless the AI took it), AI reply
    assert!(lines.len() >= 4, "{out}");
    assert_eq!(lines[2]["to_move"], 0, "the AI has answered");
    assert_eq!(lines[2]["state"]["reserves"], serde_json::json!([14, 14]));
}

#[test]
fn save_then_load_restores_the_game() {
    let dir = std::env::temp_dir().join(format!("pyramids-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("game.json");
    let p = path.to_str().unwrap();
    let (_, _, ok) = pyramids(
        &["play", "pylos", "--dark", "human", "--json"],
        &format!("1a1\n1b1\n1c1\nundo\nsave {p}\nquit\n"),
    );
    assert!(ok);
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(saved["version"], 1);
    assert_eq!(saved["history"], serde_json::json!(["1a1", "1b1"]));
    assert_eq!(saved["redo"], serde_json::json!(["1c1"]));
    let (out, _, ok) = pyramids(&["play", "pylos", "--load", p, "--json"], "redo\nquit\n");
    assert!(ok);
    let lines = json_lines(&out);
    assert_eq!(lines[0]["ply"], 2);
    assert_eq!(lines[1]["action"], "1c1");
    std::fs::write(&path, "{\"format\":\"pyramids-save\",\"version\":99}").unwrap();
    let (_, err, ok) = pyramids(&["play", "pylos", "--load", p], "");
    assert!(!ok);
    assert!(err.contains("version 99"), "{err}");
}

#[test]
fn interactive_play_explains_rejected_input() {
    let (out, _, ok) = pyramids(
        &["play", "pylos", "--dark", "human", "--no-color"],
        "1a1\n2a1\nhelp\nmoves\nquit\n",
    );
    assert!(ok);
    assert!(out.contains("rejected: 2a1"), "{out}");
    assert!(out.contains("not supported"), "{out}");
    assert!(out.contains("15 legal"), "{out}");
    assert!(out.contains("reserves: Light 14 · Dark 15"), "{out}");
}

#[test]
fn match_prints_a_table() {
    let (out, _, ok) = pyramids(
        &[
            "match",
            "pylos",
            "--a",
            "easy",
            "--b",
            "random",
            "-n",
            "2",
            "--nodes",
            "500",
            "--threads",
            "1",
            "--quiet",
        ],
        "",
    );
    assert!(ok);
    assert!(out.contains("2 games"), "{out}");
    assert!(out.contains("easy") && out.contains("random"), "{out}");
    assert!(out.contains("average length"), "{out}");
}

#[test]
fn endgame_compares_both_provers_on_the_same_positions() {
    let args = [
        "endgame",
        "pylos",
        "--samples",
        "3",
        "--from-empty",
        "4",
        "--to-empty",
        "5",
        "--nodes",
        "20000",
        "--prover",
        "both",
    ];
    let (out, err, ok) = pyramids(&args, "");
    assert!(ok, "{err}");
    assert!(
        out.contains("search proven/samples") && out.contains("pns proven/samples"),
        "{out}"
    );
    // One row per number of empty positions, a count for each prover.
    let rows: Vec<&str> = out.lines().skip(1).collect();
    assert_eq!(rows.len(), 2, "{out}");
    assert!(rows.iter().all(|r| r.matches("/3").count() == 2), "{out}");
    let (_, err, ok) = pyramids(&["endgame", "pylos", "--prover", "oracle"], "");
    assert!(!ok);
    assert!(err.contains("--prover"), "{err}");
}

#[test]
fn bad_options_fail_clearly() {
    let (_, err, ok) = pyramids(&["play", "pylos", "--variant", "huge"], "");
    assert!(!ok);
    assert!(err.contains("--variant"), "{err}");
    let (_, err, ok) = pyramids(&["play", "pylos", "--colour", "x"], "");
    assert!(!ok);
    assert!(err.contains("unknown option --colour"), "{err}");
    let (_, err, ok) = pyramids(&["play", "chess"], "");
    assert!(!ok);
    assert!(err.contains("unknown game"), "{err}");
}

#[test]
fn pyramida_plays_in_json_mode() {
    let (out, _, ok) = pyramids(
        &[
            "play", "pyramida", "--white", "human", "--black", "human", "--json",
        ],
        "a1-b2\ne1-d2\nundo\nquit\n",
    );
    assert!(ok);
    let lines = json_lines(&out);
    assert_eq!(
        lines[0]["legal"],
        serde_json::json!(["e1-d2", "e1-f2", "i1-h2", "i1-j2"])
    );
    assert_eq!(
        lines[1]["ok"], false,
        "a1 is an end of the base row: {}",
        lines[1]
    );
    assert_eq!(lines[2]["action"], "e1-d2");
    assert_eq!(lines[2]["to_move"], 1);
    assert_eq!(lines[3]["ply"], 0);
}

/// One solve for the CLI tests: it reports the start value and writes the
/// table, which a second run reads back instead of solving, and a match
/// installs instead of solving.
#[test]
fn pyramida_solve_reports_the_start_value_and_writes_a_table_that_reads_back() {
    let dir = std::env::temp_dir().join(format!("pyramids-cli-table-{}", std::process::id()));
    let path = dir.join("nested/pyramida-table.bin");
    let path_text = path.to_str().unwrap();
    let (out, err, ok) = pyramids(
        &["solve", "pyramida", "--json", "--write-table", path_text],
        "",
    );
    assert!(ok, "{err}");
    let written: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(written["start"], "draw");
    assert_eq!(written["states"], 4_608_302);
    let bytes = std::fs::read(&path).unwrap();
    assert_eq!(written["written"]["bytes"], bytes.len());
    assert_eq!(written["written"]["entries"], 213_673);
    assert_eq!(&bytes[..8], b"PYRMDTBL");

    // Read back: the same figures, no solve (the solve's peak is not needed).
    let (out, err, ok) = pyramids(
        &["solve", "pyramida", "--json", "--read-table", path_text],
        "",
    );
    assert!(ok, "{err}");
    let read: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(read["read"]["installed"], true);
    assert_eq!(read["read"]["checksum"], written["written"]["checksum"]);
    for key in [
        "states",
        "edges",
        "wins",
        "losses",
        "draws",
        "longest_win",
        "start",
        "start_swapped",
        "peak_bytes",
        "table_bytes",
    ] {
        assert_eq!(read[key], written[key], "{key}");
    }
    assert_eq!(read["solve_ms"], 0, "nothing was solved");

    // A match with a perfect seat installs the table and does not solve
    // (the cache, without `--table`, is tested in tests/terminal.rs).
    let perfect_match = ["match", "pyramida", "--a", "perfect", "--b", "random"];
    let quick = ["-n", "1", "--nodes", "20", "--threads", "1", "--quiet"];
    let mut with_table = perfect_match.to_vec();
    with_table.extend_from_slice(&quick);
    with_table.extend_from_slice(&["--table", path_text]);
    let (out, err, ok) = pyramids(&with_table, "");
    assert!(ok, "{err}");
    assert!(out.contains("perfect"), "{out}");
    assert!(!err.contains("solving"), "{err}");

    // A damaged table is refused with the reason.
    let mut bad = bytes.clone();
    bad[500] ^= 1;
    let bad_path = dir.join("bad.bin");
    std::fs::write(&bad_path, &bad).unwrap();
    let (_, err, ok) = pyramids(
        &[
            "solve",
            "pyramida",
            "--read-table",
            bad_path.to_str().unwrap(),
        ],
        "",
    );
    assert!(!ok);
    assert!(err.contains("checksum mismatch"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn pyramido_plays_a_full_ai_game_in_json_mode() {
    let (out, _, ok) = pyramids(
        &[
            "play",
            "pyramido",
            "--seats",
            "easy,medium,random",
            "--json",
            "--nodes",
            "20",
            "--seed",
            "3",
        ],
        "",
    );
    assert!(ok);
    let lines = json_lines(&out);
    let last = lines.last().unwrap();
    assert_ne!(last["outcome"]["result"], "ongoing", "{last}");
    assert_eq!(
        lines[0]["state"]["seats"].as_array().map(|p| p.len()),
        Some(3),
        "{}",
        lines[0]["state"]
    );
}

#[test]
fn pyramido_rejects_a_fifth_seat() {
    let (_, err, ok) = pyramids(
        &["play", "pyramido", "--seats", "human,easy,easy,easy,easy"],
        "",
    );
    assert!(!ok);
    assert!(err.contains("2 to 4"), "{err}");
}

#[test]
fn hint_uses_each_games_strongest_level() {
    let tables: [&[&str]; 3] = [
        &["pylos", "--light", "human", "--dark", "human"],
        &["pyramida", "--white", "human", "--black", "human"],
        &["pyramido", "--seats", "human,human"],
    ];
    for table in tables {
        let mut args = vec!["play"];
        args.extend_from_slice(table);
        args.extend_from_slice(&["--json", "--nodes", "200"]);
        let (out, err, ok) = pyramids(&args, "hint\nquit\n");
        assert!(ok, "{table:?}: {err}");
        let lines = json_lines(&out);
        let hint = lines
            .iter()
            .find(|l| l.get("hint").is_some())
            .unwrap_or_else(|| panic!("{table:?}: {out}"));
        assert!(!hint["hint"].as_str().unwrap().is_empty());
    }
    // Pyramida's hint kept its solved table in the tests' cache: leave no
    // table behind in the temp directory.
    let _ = std::fs::remove_dir_all(test_cache().join("pyramids"));
}

#[test]
fn perft_compare_agrees_with_the_array_implementation() {
    let (out, err, ok) = pyramids(&["perft", "pylos", "--depth", "4", "--compare"], "");
    assert!(ok, "{err}");
    assert!(out.contains("depth 4: 43680 leaves"), "{out}");
    assert_eq!(out.matches("array reference").count(), 4, "{out}");
}

#[test]
fn perft_no_bulk_counts_the_same_as_the_bulk_count() {
    // The switch takes no value: a flag after it is still read as a flag.
    let counts = |out: &str| -> Vec<String> {
        out.lines()
            .filter(|l| l.starts_with("depth "))
            .map(|l| l.split(" leaves").next().unwrap().to_string())
            .collect()
    };
    let (bulk, err, ok) = pyramids(
        &["perft", "pylos", "--variant", "expert", "--depth", "4"],
        "",
    );
    assert!(ok, "{err}");
    assert!(bulk.contains("counted in bulk"), "{bulk}");
    let (plain, err, ok) = pyramids(
        &[
            "perft",
            "pylos",
            "--no-bulk",
            "--variant",
            "expert",
            "--depth",
            "4",
        ],
        "",
    );
    assert!(ok, "{err}");
    assert!(plain.contains("every turn enumerated"), "{plain}");
    assert_eq!(counts(&bulk), counts(&plain));
    assert_eq!(counts(&bulk).len(), 4);
    assert!(bulk.contains("depth 4: 43680 leaves"), "{bulk}");
}

#[test]
fn bench_pyramido_refuses_unknown_flags() {
    let (_, err, ok) = pyramids(&["bench", "pyramido", "--depth", "3"], "");
    assert!(!ok);
    assert!(err.contains("--depth"), "{err}");
}

#[test]
fn pyramida_table_flag_refuses_a_bad_file_and_says_how_to_make_one() {
    let path = std::env::temp_dir().join(format!("pyramids-cli-bad-table-{}", std::process::id()));
    std::fs::write(&path, b"not a table").unwrap();
    let path_text = path.to_str().unwrap();
    for command in ["match", "play"] {
        let (_, err, ok) = pyramids(&[command, "pyramida", "--table", path_text], "");
        assert!(!ok, "{command} accepted a bad table");
        assert!(
            err.contains("--table") && err.contains("solve pyramida --write-table"),
            "{command}: {err}"
        );
    }
    let _ = std::fs::remove_file(&path);
}

/// A save of a Pylos game of seven decisions, with an eighth undone into
/// the redo list.
fn saved_pylos_game(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("pyramids-cli-review-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    let p = path.to_str().unwrap();
    let (_, err, ok) = pyramids(
        &[
            "play", "pylos", "--light", "human", "--dark", "human", "--json",
        ],
        &format!("1a1\n1b1\n1c1\n1d1\n1a2\n1b2\n1c2\n1d2\nundo\nsave {p}\nquit\n"),
    );
    assert!(ok, "{err}");
    path
}

#[test]
fn review_prints_a_mark_per_decision_and_the_turning_point() {
    let path = saved_pylos_game("review-text.json");
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let played = saved["history"].as_array().unwrap().len();
    assert_eq!(played, 7);
    assert_eq!(saved["redo"].as_array().unwrap().len(), 1);
    let (out, err, ok) = pyramids(&["review", path.to_str().unwrap(), "--nodes", "3000"], "");
    assert!(ok, "{err}");
    assert!(out.starts_with("review of "), "{out}");
    assert!(out.contains(&format!("pylos, {played} decisions")), "{out}");
    // One line per decision of the played line (not the undone one).
    let numbered = out
        .lines()
        .filter(|l| {
            l.trim_start()
                .split('.')
                .next()
                .is_some_and(|n| n.parse::<usize>().is_ok())
        })
        .count();
    assert_eq!(numbered, played, "{out}");
    assert!(out.contains("turning point: "), "{out}");
    assert!(out.contains("decisions/s"), "{out}");
}

#[test]
fn review_json_is_deterministic_for_a_node_budget() {
    let path = saved_pylos_game("review-json.json");
    let p = path.to_str().unwrap();
    let (out, err, ok) = pyramids(&["review", p, "--json", "--nodes", "2000"], "");
    assert!(ok, "{err}");
    let review: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(review["game"], "pylos");
    assert_eq!(review["complete"], true);
    let decisions = review["decisions"].as_array().unwrap();
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let history: Vec<&str> = saved["history"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    let played: Vec<&str> = decisions
        .iter()
        .map(|d| d["played"].as_str().unwrap())
        .collect();
    assert_eq!(played, history);
    for d in decisions {
        assert!(
            ["forced", "best", "good", "inaccuracy", "mistake", "blunder"]
                .contains(&d["verdict"].as_str().unwrap())
        );
        assert_eq!(d["standing"].as_array().unwrap().len(), 2);
    }
    let (again, _, _) = pyramids(&["review", p, "--json", "--nodes", "2000"], "");
    assert_eq!(out, again);
}

#[test]
fn review_refuses_bad_input_clearly() {
    let (_, err, ok) = pyramids(&["review"], "");
    assert!(!ok && err.contains("which save file"), "{err}");
    let (_, err, ok) = pyramids(&["review", "/nonexistent/game.json"], "");
    assert!(!ok && err.contains("cannot read"), "{err}");
    let path = saved_pylos_game("review-bad.json");
    let p = path.to_str().unwrap();
    let (_, err, ok) = pyramids(&["review", p, "--nodes", "5", "--time", "5"], "");
    assert!(!ok && err.contains("not both"), "{err}");
    let (_, err, ok) = pyramids(&["review", p, "--nodes", "0"], "");
    assert!(!ok && err.contains("at least 1"), "{err}");
    std::fs::write(&path, "not json").unwrap();
    let (_, err, ok) = pyramids(&["review", p], "");
    assert!(!ok && !err.is_empty(), "{err}");
    // A game with no decision played.
    let (_, err, ok) = pyramids(
        &["play", "pylos", "--dark", "human", "--json"],
        &format!("save {p}\nquit\n"),
    );
    assert!(ok, "{err}");
    let (_, err, ok) = pyramids(&["review", p], "");
    assert!(!ok && err.contains("no decision"), "{err}");
}

#[test]
fn log_info_puts_a_line_per_ai_search_and_review_on_stderr_only() {
    let (out, err, ok) = pyramids(
        &[
            "--log", "info", "play", "pylos", "--dark", "medium", "--json", "--nodes", "5000",
            "--seed", "4",
        ],
        "1b2\nquit\n",
    );
    assert!(ok, "{err}");
    // stdout stays the JSON protocol.
    assert!(json_lines(&out).len() >= 3, "{out}");
    let search = err
        .lines()
        .find(|l| l.contains("ai_search: closed"))
        .unwrap_or_else(|| panic!("no ai_search line in {err}"));
    assert!(
        search.starts_with("[INFO pyramids_core::trace]"),
        "{search}"
    );
    for field in [
        "game=pylos",
        "level=medium",
        "budget=5000nodes",
        "nodes=",
        "depth=",
        "time_ms=",
    ] {
        assert!(search.contains(field), "{field} missing: {search}");
    }
    // Info leaves the search's per-iteration debug events out; debug has them.
    assert!(!err.contains("search iteration"), "{err}");
    let (_, debug, ok) = pyramids(
        &[
            "--log", "debug", "play", "pylos", "--dark", "medium", "--json", "--nodes", "5000",
        ],
        "1b2\nquit\n",
    );
    assert!(ok);
    assert!(
        debug.contains("[DEBUG pyramids_core::search] ai_search: search iteration depth="),
        "{debug}"
    );

    let path = saved_pylos_game("review-log.json");
    let (_, err, ok) = pyramids(
        &[
            "review",
            path.to_str().unwrap(),
            "--nodes",
            "2000",
            "--log",
            "info",
        ],
        "",
    );
    assert!(ok, "{err}");
    let review = err
        .lines()
        .find(|l| l.contains("review: closed"))
        .unwrap_or_else(|| panic!("no review line in {err}"));
    assert!(
        review.contains("game=pylos budget=2000nodes decisions=7 judged=7 complete=true"),
        "{review}"
    );

    // Without --log nothing is said; a wrong level is refused.
    let (_, quiet, _) = pyramids(&["review", path.to_str().unwrap(), "--nodes", "2000"], "");
    assert!(!quiet.contains("closed"), "{quiet}");
    let (_, bad, ok) = pyramids(&["--log", "loud", "perft", "pylos", "--depth", "1"], "");
    assert!(!ok);
    assert!(bad.contains("--log: \"loud\" is not a level"), "{bad}");
}
