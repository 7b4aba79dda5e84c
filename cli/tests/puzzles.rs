//! `pyramids puzzles`: generation and verification of the three games'
//! sets (docs/puzzles.md).

mod common;

fn pyramids(args: &[&str]) -> (String, String, bool) {
    let cache = std::env::temp_dir().join(format!("pyramids-puzzles-{}", std::process::id()));
    common::texts(&common::output(args, b"", &cache))
}

/// Writes a tampered `set` to `file` and checks that verifying it fails,
/// naming the puzzle `id` and counting `verified` (e.g. "2 of 3").
fn assert_tampered_is_named(
    file: &std::path::Path,
    set: &serde_json::Value,
    id: &str,
    verified: &str,
) {
    std::fs::write(file, set.to_string()).unwrap();
    let (out, _, ok) = pyramids(&["puzzles", "verify", file.to_str().unwrap()]);
    assert!(!ok);
    assert!(out.contains(&format!("{id}: ")), "{out}");
    assert!(
        out.contains(&format!("{verified} puzzles verified")),
        "{out}"
    );
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
    assert_tampered_is_named(&file, &set, &id, "2 of 3");
    std::fs::remove_dir_all(&dir).ok();
}

/// Pylos (df-pn proofs) and Pyramido (best turns) sets generate and verify
/// the same way, and one file may hold all three games.
#[test]
fn pylos_and_pyramido_sets_verify_and_a_tampered_line_is_named() {
    let dir = std::env::temp_dir().join(format!("pyramids-puzzles-g-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut all = Vec::new();
    for game in ["pylos", "pyramido", "pyramida"] {
        let file = dir.join(format!("{game}.json"));
        let path = file.to_str().unwrap();
        let (_, err, ok) = pyramids(&[
            "puzzles", "generate", game, "--count", "2", "--seed", "3", "--out", path,
        ]);
        assert!(ok, "{game}: {err}");
        assert!(err.contains("2 puzzles"), "{err}");
        let (out, err, ok) = pyramids(&["puzzles", "verify", path]);
        assert!(ok, "{game}: {err}");
        assert!(out.contains("2 of 2 puzzles verified"), "{out}");
        let set: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
        for p in set["puzzles"].as_array().unwrap() {
            assert_eq!(p["game"], game);
            all.push(p.clone());
        }
    }
    // The first puzzle's line with its first move replaced by its second.
    let id = all[0]["id"].as_str().unwrap().to_string();
    all[0]["line"][0] = all[0]["line"][1].clone();
    let mixed = dir.join("mixed.json");
    let set = serde_json::json!({"version": 1, "puzzles": all});
    assert_tampered_is_named(&mixed, &set, &id, "5 of 6");
    std::fs::remove_dir_all(&dir).ok();
}

/// An unknown game is refused with the games named.
#[test]
fn an_unknown_game_is_refused_with_a_reason() {
    let (_, err, ok) = pyramids(&["puzzles", "generate", "chess", "--count", "1"]);
    assert!(!ok);
    assert!(err.contains("pylos, pyramido or pyramida"), "{err}");
}
