//! Runs puzzle scenarios (`tests/scenarios/puzzles/<game>/NN-<name>.json`)
//! through the FFI crate's Rust API (`pyramids_ffi::PuzzleController`), the
//! object the apps use. A scenario names a shipped puzzle and what each
//! try, hint, solution step or retry leads to:
//!
//! ```json
//! { "puzzle": "pyramida-1-12", "game": "pyramida", "description": "…",
//!   "start": {"heading": "White to move and win in 2 moves", "moves_left": 2},
//!   "steps": [
//!     {"action": "d4-c3", "verdict": "wrong", "defender_moves": 1,
//!      "refutation": "e2-d3", "answer": "That lets the win slip: …"},
//!     {"action": "d4-e5", "verdict": "kept", "moves_left": 1, "played": ["0 d4-e5", "1 f2-e3"]},
//!     {"hint": "e5"},
//!     {"solution": 3}, {"solution_step": ["0 e5-f6"]},
//!     {"retry": true}
//!   ],
//!   "end": {"state": "solved", "attempt": "clean"} }
//! ```
//!
//! `answer` and `heading` are the English words; every other language must
//! word every answer too (checked: no placeholder left, nothing empty).

use std::path::{Path, PathBuf};
use std::sync::Arc;

use pyramids_ffi::puzzle::{
    PuzzleAttempt, PuzzleController, PuzzleScreen, PuzzleState, PuzzleVerdict,
};
use pyramids_ffi::{GameAction, TextCatalog};
use pyramids_play::catalog::Language;
use serde_json::{json, Value};

use crate::files::{json_files, run_json_file, unknown_keys};
use crate::lessons::LANGUAGES;

pub const SCENARIO_KEYS: &[&str] = &["puzzle", "game", "description", "start", "steps", "end"];
pub const START_KEYS: &[&str] = &["heading", "moves_left"];
pub const STEP_KEYS: &[&str] = &[
    "action",
    "verdict",
    "problem",
    "defender_moves",
    "refutation",
    "answer",
    "moves_left",
    "played",
    "hint",
    "solution",
    "solution_step",
    "retry",
];
pub const END_KEYS: &[&str] = &["state", "attempt"];

/// The folder of one game's puzzle scenarios.
pub fn puzzles_dir(game: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("scenarios")
        .join("puzzles")
        .join(game)
}

pub fn puzzle_files(game: &str) -> Vec<PathBuf> {
    json_files(&puzzles_dir(game))
}

pub fn run_file(path: &Path) -> Vec<String> {
    run_json_file(path, run)
}

fn catalog(language: Language) -> Arc<TextCatalog> {
    Arc::new(TextCatalog::new(language))
}

fn played(actions: &[GameAction]) -> Value {
    actions
        .iter()
        .map(|a| json!(format!("{} {}", a.seat, a.notation)))
        .collect()
}

fn verdict_name(v: &Option<PuzzleVerdict>) -> Value {
    json!(match v {
        None => "none",
        Some(PuzzleVerdict::Refused { .. }) => "refused",
        Some(PuzzleVerdict::Kept { .. }) => "kept",
        Some(PuzzleVerdict::Solved) => "solved",
        Some(PuzzleVerdict::TooSlow { .. }) => "too_slow",
        Some(PuzzleVerdict::Wrong { .. }) => "wrong",
        Some(PuzzleVerdict::FewerPoints { .. }) => "fewer_points",
        Some(PuzzleVerdict::Finished) => "finished",
    })
}

fn state_name(s: PuzzleState) -> Value {
    json!(match s {
        PuzzleState::Solving => "solving",
        PuzzleState::Solved => "solved",
        PuzzleState::Solution { .. } => "solution",
    })
}

fn attempt_name(a: Option<PuzzleAttempt>) -> Value {
    json!(match a {
        None => "none",
        Some(PuzzleAttempt::Failed) => "failed",
        Some(PuzzleAttempt::Solved) => "solved",
        Some(PuzzleAttempt::Clean) => "clean",
    })
}

/// `want[key]`, where given, against `got`.
fn check(problems: &mut Vec<String>, at: &str, want: &Value, key: &str, got: Value) {
    if let Some(w) = want.get(key) {
        if *w != got {
            problems.push(format!("{at}: {key} is {got}, expected {w}"));
        }
    }
}

/// Every language words the screen: no placeholder left, nothing empty.
fn worded(problems: &mut Vec<String>, at: &str, controller: &PuzzleController) {
    for &language in LANGUAGES {
        let t = controller.screen(catalog(language)).text;
        let texts = [
            Some(&t.heading),
            t.answer.as_ref(),
            t.hint.as_ref(),
            t.solution.as_ref(),
        ];
        for text in texts.into_iter().flatten() {
            if text.trim().is_empty() || text.contains('{') {
                problems.push(format!("{at}: {language:?} words it {text:?}"));
            }
        }
    }
}

/// A scenario's failures, one line each (empty: it passed).
pub fn run(scenario: &Value) -> Vec<String> {
    let mut problems = unknown_keys(scenario, SCENARIO_KEYS, "the scenario");
    let Some(id) = scenario["puzzle"].as_str() else {
        return vec!["no \"puzzle\"".into()];
    };
    let controller = match PuzzleController::new(id.to_string()) {
        Ok(c) => c,
        Err(e) => return vec![format!("{id}: {e}")],
    };
    let en = catalog(Language::English);
    let screen = controller.screen(en.clone());
    check(
        &mut problems,
        "game",
        scenario,
        "game",
        json!(format!("{:?}", screen.game).to_lowercase()),
    );
    let start = &scenario["start"];
    problems.extend(unknown_keys(start, START_KEYS, "start"));
    check(
        &mut problems,
        "start",
        start,
        "heading",
        json!(screen.text.heading),
    );
    check(
        &mut problems,
        "start",
        start,
        "moves_left",
        json!(screen.moves_left),
    );
    let Some(steps) = scenario["steps"].as_array() else {
        return vec!["no \"steps\"".into()];
    };
    for (i, step) in steps.iter().enumerate() {
        let at = format!("step {i}");
        problems.extend(unknown_keys(step, STEP_KEYS, &at));
        if let Err(p) = run_step(&controller, step, &at, &mut problems) {
            problems.push(p);
            return problems;
        }
        worded(&mut problems, &at, &controller);
    }
    let end = &scenario["end"];
    problems.extend(unknown_keys(end, END_KEYS, "end"));
    let screen = controller.screen(en);
    check(&mut problems, "end", end, "state", state_name(screen.state));
    check(
        &mut problems,
        "end",
        end,
        "attempt",
        attempt_name(screen.attempt),
    );
    problems
}

fn run_step(
    c: &PuzzleController,
    step: &Value,
    at: &str,
    problems: &mut Vec<String>,
) -> Result<(), String> {
    let en = catalog(Language::English);
    if let Some(notation) = step["action"].as_str() {
        // Tries are legal decisions (what the rules refuse is the
        // interaction scenarios' matter).
        let action = c
            .session()
            .legal_actions()
            .into_iter()
            .find(|a| a.notation == notation)
            .ok_or_else(|| format!("{at}: {notation:?} is no legal action here"))?;
        let before = c.session().snapshot().ply;
        let update = c.try_action(action, en).map_err(|e| format!("{at}: {e}"))?;
        let s: &PuzzleScreen = &update.screen;
        check(problems, at, step, "verdict", verdict_name(&s.verdict));
        check(problems, at, step, "played", played(&update.played));
        check(problems, at, step, "answer", json!(s.text.answer));
        if step.get("moves_left").is_some() {
            check(problems, at, step, "moves_left", json!(s.moves_left));
        }
        if let Some(PuzzleVerdict::Refused { problem }) = &s.verdict {
            check(problems, at, step, "problem", json!(problem.kind()));
        }
        if let Some(PuzzleVerdict::Wrong { defender_moves }) = &s.verdict {
            check(problems, at, step, "defender_moves", json!(defender_moves));
            check(
                problems,
                at,
                step,
                "refutation",
                json!(update.refutation.as_ref().map(|r| r.notation.clone())),
            );
        }
        // A try that is not right leaves the board as it was.
        let kept = matches!(
            s.verdict,
            Some(PuzzleVerdict::Kept { .. } | PuzzleVerdict::Solved)
        );
        let after = c.session().snapshot().ply;
        if kept == (after == before) {
            problems.push(format!("{at}: the board went from ply {before} to {after}"));
        }
    } else if let Some(place) = step.get("hint") {
        let s = c.hint(en).map_err(|e| format!("{at}: {e}"))?;
        let got = s
            .hint
            .map(|p| pyramids_ffi::interact::place_notation(p).unwrap_or_default());
        check(problems, at, &json!({ "hint": place }), "hint", json!(got));
    } else if let Some(steps) = step.get("solution") {
        let s = c.show_solution(en).map_err(|e| format!("{at}: {e}"))?;
        let got = match s.state {
            PuzzleState::Solution { steps, .. } => json!(steps),
            other => state_name(other),
        };
        check(problems, at, &json!({ "solution": steps }), "solution", got);
    } else if let Some(want) = step.get("solution_step") {
        let u = c.solution_step(en).map_err(|e| format!("{at}: {e}"))?;
        check(problems, at, &json!({ "s": want }), "s", played(&u.played));
    } else if step.get("retry").is_some() {
        let s = c.retry(en).map_err(|e| format!("{at}: {e}"))?;
        if s.state != PuzzleState::Solving {
            problems.push(format!("{at}: retry left {:?}", s.state));
        }
    } else {
        return Err(format!(
            "{at}: no action, hint, solution, solution_step or retry"
        ));
    }
    Ok(())
}
