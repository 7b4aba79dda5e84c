//! The shipped puzzle sets' checksums are printed in docs/puzzles.md and the
//! README; `scripts/test` checks the files against
//! `play/data/puzzles/SHA256SUMS` (`sha256sum -c`), and this test keeps the
//! printed sums equal to that file, so a regenerated set cannot leave stale
//! sums behind.

use std::fs;
use std::path::Path;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap()
}

fn sums() -> Vec<(String, String)> {
    let text = fs::read_to_string(root().join("play/data/puzzles/SHA256SUMS")).unwrap();
    text.lines()
        .map(|line| {
            let (sum, file) = line.split_once("  ").expect("sha256sum's format");
            (file.to_string(), sum.to_string())
        })
        .collect()
}

#[test]
fn every_shipped_set_has_a_sum() {
    let mut listed: Vec<String> = sums().into_iter().map(|(f, _)| f).collect();
    let mut shipped: Vec<String> = fs::read_dir(root().join("play/data/puzzles"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".json"))
        .collect();
    listed.sort();
    shipped.sort();
    assert_eq!(listed, shipped);
}

/// The 64-digit hexadecimal words of a line.
fn hex_words(line: &str) -> impl Iterator<Item = &str> {
    line.split(|c: char| !c.is_ascii_hexdigit())
        .filter(|w| w.len() == 64)
}

#[test]
fn the_docs_and_the_readme_print_the_shipped_sums() {
    for page in ["docs/puzzles.md", "README.md"] {
        let text = fs::read_to_string(root().join(page)).unwrap();
        for (file, sum) in sums() {
            let printed: Vec<&str> = text
                .lines()
                .filter(|l| l.contains(file.as_str()))
                .flat_map(hex_words)
                .collect();
            assert!(!printed.is_empty(), "{page} prints no sum for {file}");
            for p in printed {
                assert_eq!(p, sum, "{page} prints a stale sum for {file}");
            }
        }
    }
}
