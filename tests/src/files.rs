//! What the two scenario readers share: finding a game's files, reading
//! one, checking its keys, and running a game's files as one test.

use std::path::{Path, PathBuf};

use serde_json::Value;

/// Every `.json` file in `dir`, sorted by name.
pub fn json_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("dir entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    files
}

/// Reads the scenario at `path` and runs it; its failures, one line each
/// (empty: it passed).
pub fn run_json_file(path: &Path, run: impl FnOnce(&Value) -> Vec<String>) -> Vec<String> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => return vec![format!("cannot read: {e}")],
    };
    match serde_json::from_str::<Value>(&text) {
        Ok(v) => run(&v),
        Err(e) => vec![format!("not JSON: {e}")],
    }
}

/// The keys of `value` that `allowed` does not name (a typo would
/// otherwise go unchecked).
pub fn unknown_keys(value: &Value, allowed: &[&str], what: &str) -> Vec<String> {
    match value.as_object() {
        Some(map) => map
            .keys()
            .filter(|k| !allowed.contains(&k.as_str()))
            .map(|k| format!("unknown key {k:?} in {what}"))
            .collect(),
        None => vec![format!("{what} must be an object")],
    }
}

/// Runs `files` (at least `at_least` of them) with `run_file`, printing a
/// line each, and fails naming every scenario that failed.
pub fn run_suite(
    label: &str,
    files: &[PathBuf],
    at_least: usize,
    run_file: impl Fn(&Path) -> Vec<String>,
) {
    assert!(
        files.len() >= at_least,
        "{label}: {} scenarios, expected at least {at_least}",
        files.len()
    );
    let mut failures = Vec::new();
    for file in files {
        let problems = run_file(file);
        let name = file
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        if problems.is_empty() {
            println!("ok   {label}/{name}");
        } else {
            println!("FAIL {label}/{name}");
            for p in &problems {
                println!("       {p}");
            }
            failures.push(name);
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} {label} scenarios failed: {failures:?}",
        failures.len(),
        files.len()
    );
}
