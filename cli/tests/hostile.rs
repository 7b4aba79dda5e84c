//! The terminal front end against hostile input and failing file systems:
//! files that are huge, endless or not files, bytes that are not UTF-8,
//! enormous lines, paths with spaces, symlinks planted next to a save, a
//! directory where the save should go, a full disk and a write killed
//! half-way.

mod common;

use std::io::Write;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// Where the tests' Pyramida table cache goes: never the user's home.
fn test_cache() -> PathBuf {
    std::env::temp_dir().join(format!("pyramids-hostile-cache-{}", std::process::id()))
}

fn run(args: &[&str], stdin: &[u8]) -> Output {
    common::output(args, stdin, &test_cache())
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A fresh empty directory under the target dir (no tempfile crate in
/// the CLI's dependencies).
fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("hostile-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

const HUMANS: &[&str] = &["play", "pylos", "--light", "human", "--dark", "human"];

fn play(extra: &[&str], stdin: &[u8]) -> Output {
    let mut args = HUMANS.to_vec();
    args.extend_from_slice(extra);
    run(&args, stdin)
}

#[test]
fn a_huge_save_is_refused_without_reading_it() {
    let dir = scratch("huge");
    let path = dir.join("huge.json");
    // Sparse: 1 GiB long, no disk used.
    std::fs::File::create(&path)
        .unwrap()
        .set_len(1 << 30)
        .unwrap();
    let started = Instant::now();
    let out = play(&["--load", path.to_str().unwrap()], b"");
    let took = started.elapsed();
    assert!(!out.status.success());
    let err = text(&out.stderr);
    assert!(
        err.contains("larger than") && err.contains("1048576"),
        "{err}"
    );
    assert!(took < Duration::from_secs(5), "refusing took {took:?}");
}

#[test]
fn devices_and_pipes_are_refused_not_read() {
    let out = play(&["--load", "/dev/zero"], b"");
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("not a regular file"),
        "{}",
        text(&out.stderr)
    );

    let dir = scratch("fifo");
    let fifo = dir.join("pipe.json");
    assert!(Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap()
        .success());
    let started = Instant::now();
    let out = play(&["--load", fifo.to_str().unwrap()], b"");
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "a named pipe blocked"
    );
    assert!(
        text(&out.stderr).contains("not a regular file"),
        "{}",
        text(&out.stderr)
    );

    // The in-game command too, and the game goes on.
    let out = play(
        &["--json"],
        format!("load {}\n1a1\nquit\n", fifo.display()).as_bytes(),
    );
    assert!(out.status.success());
    let lines: Vec<serde_json::Value> = text(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines[1]["ok"], false);
    assert!(lines[1]["error"]
        .as_str()
        .unwrap()
        .contains("not a regular file"));
    assert_eq!(lines[2]["ply"], 1);

    // And the Pyramida table reader.
    let out = run(&["solve", "pyramida", "--read-table", "/dev/zero"], b"");
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("not a regular file"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn an_oversized_table_is_refused_before_reading() {
    let dir = scratch("table");
    let path = dir.join("table.bin");
    std::fs::File::create(&path)
        .unwrap()
        .set_len(1 << 30)
        .unwrap();
    let out = run(
        &["solve", "pyramida", "--read-table", path.to_str().unwrap()],
        b"",
    );
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("larger than"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn invalid_utf8_on_stdin_is_answered_and_the_game_goes_on() {
    let out = play(&[], b"\xff\xfe\n1a1\nhistory\nquit\n");
    assert!(
        out.status.success(),
        "exit {:?}: {}",
        out.status,
        text(&out.stderr)
    );
    let stdout = text(&out.stdout);
    assert!(stdout.contains("not UTF-8"), "{stdout}");
    assert!(stdout.contains("1 action: 1a1"), "{stdout}");

    let out = play(&["--json"], b"1a1\n\xc3\x28\n1b1\nquit\n");
    assert!(out.status.success());
    let lines: Vec<serde_json::Value> = text(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("every line is JSON"))
        .collect();
    assert_eq!(lines.len(), 4, "{lines:?}");
    assert_eq!(lines[2]["ok"], false);
    assert!(lines[2]["error"].as_str().unwrap().contains("not UTF-8"));
    assert_eq!(lines[3]["ply"], 2);
}

#[test]
fn a_long_line_is_not_echoed_back_whole() {
    let mut input = vec![b'z'; 5_000_000];
    input.extend_from_slice(b"\n1a1\nhistory\nquit\n");
    let out = play(&["--json"], &input);
    assert!(out.status.success());
    let stdout = text(&out.stdout);
    assert!(stdout.len() < 20_000, "{} bytes of output", stdout.len());
    let lines: Vec<serde_json::Value> = stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines[1]["ok"], false);
    assert!(
        lines[1]["error"].as_str().unwrap().len() < 400,
        "{}",
        lines[1]["error"]
    );
    assert_eq!(lines[2]["ply"], 1, "the game goes on");

    // A long action word within the line cap is clipped in the echo too.
    let word = "q".repeat(10_000);
    let out = play(&["--json"], format!("{word}\nquit\n").as_bytes());
    let stdout = text(&out.stdout);
    let lines: Vec<serde_json::Value> = stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let error = lines[1]["error"].as_str().unwrap();
    assert!(error.len() < 400 && error.contains('…'), "{error}");
}

#[test]
fn save_takes_a_quoted_path_and_refuses_extra_words() {
    let dir = scratch("quoted");
    let spaced = dir.join("my file.json");
    let input = format!(
        "1a1\nsave \"{}\"\nsave {}/my file.json\nquit\n",
        spaced.display(),
        dir.display()
    );
    let out = play(&[], input.as_bytes());
    assert!(out.status.success());
    let stdout = text(&out.stdout);
    assert!(spaced.is_file(), "{stdout}");
    assert!(
        !dir.join("my").exists(),
        "an unquoted name with a space wrote 'my'"
    );
    assert!(stdout.contains("quote"), "{stdout}");
    // And it loads back through a quoted load.
    let out = play(
        &["--json"],
        format!("load '{}'\nquit\n", spaced.display()).as_bytes(),
    );
    let lines: Vec<serde_json::Value> = text(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines[1]["ply"], 1, "{lines:?}");
}

#[test]
fn a_symlink_at_the_old_temp_name_is_never_written_through() {
    let dir = scratch("symlink");
    let victim = dir.join("victim.txt");
    std::fs::write(&victim, "precious").unwrap();
    let save = dir.join("game.json");
    std::os::unix::fs::symlink(&victim, dir.join("game.json.tmp")).unwrap();
    let out = play(
        &[],
        format!("1a1\nsave {}\nquit\n", save.display()).as_bytes(),
    );
    assert!(out.status.success());
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious");
    assert!(std::fs::read_to_string(&save).unwrap().contains("1a1"));
    assert_eq!(
        names_in(&dir),
        ["game.json", "game.json.tmp", "victim.txt"],
        "no temp file left"
    );
}

#[test]
fn saving_over_a_directory_fails_cleanly() {
    let dir = scratch("isdir");
    let target = dir.join("game.json");
    std::fs::create_dir(&target).unwrap();
    let out = play(
        &[],
        format!("save {}\n1a1\nhistory\nquit\n", target.display()).as_bytes(),
    );
    assert!(out.status.success());
    let stdout = text(&out.stdout);
    assert!(stdout.contains("cannot save"), "{stdout}");
    assert!(
        stdout.contains("1 action: 1a1"),
        "the game goes on: {stdout}"
    );
    assert!(target.is_dir());
    assert_eq!(names_in(&dir), ["game.json"], "no temp file left");
}

#[test]
fn a_save_keeps_the_permissions_of_the_file_it_replaces() {
    let dir = scratch("perms");
    let target = dir.join("game.json");
    std::fs::write(&target, "old").unwrap();
    std::fs::set_permissions(&target, std::fs::Permissions::from_mode(0o600)).unwrap();
    let out = play(
        &[],
        format!("1a1\nsave {}\nquit\n", target.display()).as_bytes(),
    );
    assert!(out.status.success());
    assert!(std::fs::read_to_string(&target).unwrap().contains("1a1"));
    assert_eq!(
        std::fs::metadata(&target).unwrap().permissions().mode() & 0o777,
        0o600
    );
}

#[test]
fn a_read_only_directory_fails_cleanly() {
    let dir = scratch("readonly");
    let target = dir.join("game.json");
    std::fs::write(&target, "old").unwrap();
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o555)).unwrap();
    // Root ignores permission bits: then there is nothing to test.
    let probe = std::fs::File::create(dir.join("probe"));
    if probe.is_ok() {
        std::fs::remove_file(dir.join("probe")).unwrap();
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o755)).unwrap();
        eprintln!("skipped: this user can write into a read-only directory (root)");
        return;
    }
    let out = play(
        &[],
        format!("1a1\nsave {}\nquit\n", target.display()).as_bytes(),
    );
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o755)).unwrap();
    assert!(text(&out.stdout).contains("cannot save"));
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "old");
    assert_eq!(names_in(&dir), ["game.json"]);
}

/// The CLI with a file size limit of `blocks` 512-byte blocks; with
/// `ignore` the write fails with EFBIG (a full disk, as far as the writer
/// can tell), otherwise SIGXFSZ kills the process in the middle of it.
fn limited(blocks: u32, ignore: bool, save: &Path) -> Output {
    let trap = if ignore { "trap '' XFSZ; " } else { "" };
    let script = format!("{trap}ulimit -f {blocks}; exec \"$0\" play pylos --light random --dark random --nodes 1 --seed 5 --max-plies 120");
    let mut child = Command::new("sh")
        .args(["-c", &script, env!("CARGO_BIN_EXE_pyramids")])
        .env("XDG_CACHE_HOME", test_cache())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let _ = child
        .stdin
        .take()
        .unwrap()
        .write_all(format!("save {}\nquit\n", save.display()).as_bytes());
    child.wait_with_output().unwrap()
}

#[test]
fn a_full_disk_leaves_the_old_save_and_no_temp_file() {
    let dir = scratch("full");
    let target = dir.join("game.json");
    std::fs::write(&target, "old save").unwrap();
    let out = limited(1, true, &target);
    let stdout = text(&out.stdout);
    assert!(stdout.contains("cannot save"), "{stdout}");
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "old save");
    assert_eq!(names_in(&dir), ["game.json"], "no temp file left");
}

/// `ulimit -f`: the save that passes the limit fails with "File too
/// large" (SIGXFSZ is ignored, so the kernel returns EFBIG instead of
/// killing the process) and the game in memory goes on.
#[test]
fn a_file_size_limit_fails_the_save_and_the_game_goes_on() {
    let dir = scratch("killed");
    let target = dir.join("game.json");
    std::fs::write(&target, "old save").unwrap();
    let out = limited(1, false, &target);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{:?}: {stdout}", out.status);
    assert!(stdout.contains("cannot save"), "{stdout}");
    assert!(stdout.contains("File too large"), "{stdout}");
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "old save");
    assert_eq!(names_in(&dir), ["game.json"], "no temp file left");
    // The next save, without the limit, writes the game.
    let out = play(
        &[],
        format!("1a1\nsave {}\nquit\n", target.display()).as_bytes(),
    );
    assert!(
        text(&out.stdout).contains("saved to"),
        "{}",
        text(&out.stdout)
    );
    assert!(std::fs::read_to_string(&target).unwrap().contains("1a1"));
}

/// A save kept as a link (into a synced folder, say) is written through:
/// the file it points to gets the game and the link stays a link. A
/// dangling link and a FIFO are refused and the game goes on.
#[test]
fn saving_through_a_link_updates_its_target_and_keeps_the_link() {
    let dir = scratch("link-save");
    std::fs::create_dir(dir.join("synced")).unwrap();
    let real = dir.join("synced/game.json");
    std::fs::write(&real, "old").unwrap();
    let link = dir.join("game.json");
    std::os::unix::fs::symlink(&real, &link).unwrap();
    let dangling = dir.join("dangling.json");
    std::os::unix::fs::symlink(dir.join("nowhere/x.json"), &dangling).unwrap();
    let out = play(
        &[],
        format!(
            "1a1\nsave {}\nsave {}\nhistory\nquit\n",
            link.display(),
            dangling.display()
        )
        .as_bytes(),
    );
    let stdout = text(&out.stdout);
    assert!(out.status.success());
    assert!(stdout.contains("saved to"), "{stdout}");
    assert!(stdout.contains("dangling link"), "{stdout}");
    assert!(
        stdout.contains("1 action: 1a1"),
        "the game goes on: {stdout}"
    );
    assert!(std::fs::symlink_metadata(&link)
        .unwrap()
        .file_type()
        .is_symlink());
    assert!(std::fs::read_to_string(&real).unwrap().contains("1a1"));
    assert_eq!(names_in(&dir), ["dangling.json", "game.json", "synced"]);
    assert_eq!(names_in(&dir.join("synced")), ["game.json"]);
}

/// A read-only save is not replaced by `save` (as `cp` refuses); `save!`
/// replaces it and it stays read-only.
#[test]
fn a_read_only_save_needs_save_bang() {
    let dir = scratch("readonly-save");
    let target = dir.join("game.json");
    std::fs::write(&target, "old").unwrap();
    std::fs::set_permissions(&target, std::fs::Permissions::from_mode(0o444)).unwrap();
    let out = play(
        &[],
        format!("1a1\nsave {}\nquit\n", target.display()).as_bytes(),
    );
    let stdout = text(&out.stdout);
    assert!(stdout.contains("read-only"), "{stdout}");
    assert!(stdout.contains("save!"), "{stdout}");
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "old");
    let out = play(
        &[],
        format!("1a1\nsave! {}\nquit\n", target.display()).as_bytes(),
    );
    assert!(
        text(&out.stdout).contains("saved to"),
        "{}",
        text(&out.stdout)
    );
    assert!(std::fs::read_to_string(&target).unwrap().contains("1a1"));
    assert_eq!(
        std::fs::metadata(&target).unwrap().permissions().mode() & 0o777,
        0o444
    );
}

/// Temp files that killed saves left (older than a minute, held by no
/// writer) go with the next save of the same name.
#[test]
fn a_save_clears_the_stale_temp_files_of_killed_saves() {
    let dir = scratch("stale-temps");
    let target = dir.join("game.json");
    let old = std::time::SystemTime::now() - Duration::from_secs(120);
    for i in 0..20 {
        let f = std::fs::File::create(dir.join(format!(".game.json.{i}-0-1f-0.tmp"))).unwrap();
        f.set_modified(old).unwrap();
    }
    std::fs::File::create(dir.join(".game.json.99-0-1f-0.tmp")).unwrap();
    let out = play(
        &[],
        format!("1a1\nsave {}\nquit\n", target.display()).as_bytes(),
    );
    assert!(text(&out.stdout).contains("saved to"));
    assert_eq!(
        names_in(&dir),
        [".game.json.99-0-1f-0.tmp", "game.json"],
        "the fresh one may belong to a save in progress"
    );
}

#[test]
fn new_games_are_checked_like_loaded_saves() {
    let out = play(&["--max-plies", "0"], b"quit\n");
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("max_plies"),
        "{}",
        text(&out.stderr)
    );
    let out = run(&["play", "pylos", "--dark", "perfect"], b"quit\n");
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("perfect"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn perft_from_a_save_refuses_a_variant_flag_and_counts_reclaim_pairs_once() {
    let dir = scratch("perft");
    let save = dir.join("mid.json");
    let input = format!(
        "1a1 1d4 1b1 1c4 1a2 1d3 1b2\nsave {}\nquit\n",
        save.display()
    );
    assert!(play(&[], input.as_bytes()).status.success());
    let out = run(
        &[
            "perft",
            "pylos",
            "--variant",
            "kids",
            "--from",
            save.to_str().unwrap(),
            "--depth",
            "1",
        ],
        b"",
    );
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("--variant"),
        "{}",
        text(&out.stderr)
    );
    let out = run(
        &[
            "perft",
            "pylos",
            "--from",
            save.to_str().unwrap(),
            "--depth",
            "1",
        ],
        b"",
    );
    assert!(out.status.success());
    assert!(
        text(&out.stdout).contains("depth 1: 10 leaves"),
        "{}",
        text(&out.stdout)
    );
}
