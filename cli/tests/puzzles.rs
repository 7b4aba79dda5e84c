//! `pyramids puzzles`: generation and verification against the solved
//! table (docs/puzzles.md).

mod common;

fn pyramids(args: &[&str]) -> (String, String, bool) {
    let cache = std::env::temp_dir().join(format!("pyramids-puzzles-{}", std::process::id()));
    common::texts(&common::output(args, b"", &cache))
}

/// A generated file verifies; the same file with one puzzle's goal changed
/// fails, naming that puzzle.
#[test]
fn generated_puzzles_verify_and_a_tampered_one_is_named() {
    let dir = std::env::temp_dir().join(format!("pyramids-puzzles-t-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("set.json");
    let path = file.to_str().unwrap();
    let (_, err, ok) = pyramids(&[
        "puzzles", "generate", "pyramida", "--count", "3", "--seed", "5", "--out", path,
    ]);
    assert!(ok, "{err}");
    assert!(err.contains("positions examined/s"), "{err}");
    let (out, err, ok) = pyramids(&["puzzles", "verify", path]);
    assert!(ok, "{err}");
    assert!(out.contains("3 of 3 puzzles verified"), "{out}");

    let mut set: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    let id = set["puzzles"][1]["id"].as_str().unwrap().to_string();
    set["puzzles"][1]["goal"]["moves"] = 99.into();
    std::fs::write(&file, set.to_string()).unwrap();
    let (out, _, ok) = pyramids(&["puzzles", "verify", path]);
    assert!(!ok);
    assert!(out.contains(&format!("{id}: ")), "{out}");
    assert!(out.contains("2 of 3 puzzles verified"), "{out}");
    std::fs::remove_dir_all(&dir).ok();
}

/// Games without exact puzzles yet are refused, not mined with guesses.
#[test]
fn pylos_generation_is_refused_with_a_reason() {
    let (_, err, ok) = pyramids(&["puzzles", "generate", "pylos", "--count", "1"]);
    assert!(!ok);
    assert!(err.contains("only pyramida"), "{err}");
}
