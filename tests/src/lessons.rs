//! Runs lesson scenarios (`tests/scenarios/lessons/<game>/NN-<lesson>.json`)
//! through the FFI crate's Rust API (`pyramids_ffi::LessonController`, its
//! board hit-tested with `BoardInteraction::lesson`), the objects the apps
//! use. The Kotlin and Swift suites run the same files through the generated
//! bindings. The format is documented in `docs/learn.md`; in short:
//!
//! ```json
//! { "lesson": "pylos-raise", "game": "pylos", "number": 2, "description": "…",
//!   "steps": [
//!     {"screen": {"step": 0, "waiting": "decision", "points": ["1d4", "2a1"], "answer": null},
//!      "wrong": [
//!        {"taps": ["1a1"], "answer": "refused", "problem": "occupied"},
//!        {"action": "1c1", "answer": "not_it"}],
//!      "taps": ["1d4", "2a1"],
//!      "played": ["0 1d4-2a1", "1 1c1"], "events": ["raised", "turn_passed", "placed", "turn_passed"],
//!      "answer": "right"},
//!     {"screen": {"step": 1, "waiting": "next", "points": [], "answer": null}, "read": true},
//!     {"screen": {"step": 2, "waiting": "game", "level": "easy", "points": [], "answer": null},
//!      "game": {"seats": ["human", "easy"]}}
//!   ],
//!   "end": {"step": 3, "waiting": "finished"} }
//! ```

use std::path::{Path, PathBuf};
use std::sync::Arc;

use pyramids_ffi::learn::{LessonAnswer, LessonWaiting};
use pyramids_ffi::{
    BoardInteraction, GameKind, InteractionOutcome, LessonController, LessonScreen, TextCatalog,
};
use pyramids_play::catalog::Language;
use pyramids_play::interact::ButtonKind;
use serde_json::{json, Map, Value};

use crate::files::{json_files, run_json_file, unknown_keys};
use crate::interaction::snake;

pub const SCENARIO_KEYS: &[&str] = &["lesson", "game", "number", "description", "steps", "end"];
pub const STEP_KEYS: &[&str] = &[
    "screen", "wrong", "read", "taps", "action", "played", "events", "answer", "game",
];
pub const SCREEN_KEYS: &[&str] = &["step", "steps", "waiting", "level", "points", "answer"];
pub const WRONG_KEYS: &[&str] = &["taps", "action", "answer", "problem", "ignored"];
pub const END_KEYS: &[&str] = &["step", "waiting"];
pub const LANGUAGES: &[Language] = &[
    Language::English,
    Language::Portuguese,
    Language::Czech,
    Language::Slovenian,
];

/// The folder of one game's lesson scenarios.
pub fn lessons_dir(game: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("scenarios")
        .join("lessons")
        .join(game)
}

/// Every lesson scenario of one game, sorted by name.
pub fn lesson_files(game: &str) -> Vec<PathBuf> {
    json_files(&lessons_dir(game))
}

/// A scenario's failures, one line each (empty: it passed).
pub fn run_file(path: &Path) -> Vec<String> {
    run_json_file(path, run)
}

fn game_name(game: GameKind) -> &'static str {
    match game {
        GameKind::Pylos => "pylos",
        GameKind::Pyramida => "pyramida",
        GameKind::Pyramido => "pyramido",
    }
}

fn notation(place: &pyramids_ffi::BoardPlace) -> String {
    pyramids_ffi::interact::place_notation(place.clone()).unwrap_or_else(|e| format!("{e}"))
}

/// The answer as the scenarios name it, and the refused problem's kind.
fn answer_name(answer: &Option<LessonAnswer>) -> (Value, Option<String>) {
    match answer {
        None => (Value::Null, None),
        Some(LessonAnswer::Refused { problem }) => {
            (json!("refused"), Some(problem.kind().to_string()))
        }
        Some(LessonAnswer::NotIt) => (json!("not_it"), None),
        Some(LessonAnswer::GameOver) => (json!("game_over"), None),
        Some(LessonAnswer::Right) => (json!("right"), None),
    }
}

/// The screen as the scenarios' facts (`"screen"`, `"end"`).
pub fn screen_facts(screen: &LessonScreen) -> Map<String, Value> {
    let (waiting, level) = match &screen.waiting {
        LessonWaiting::Decision => ("decision", None),
        LessonWaiting::Next => ("next", None),
        LessonWaiting::Game { level } => ("game", Some(level.name())),
        LessonWaiting::Finished => ("finished", None),
    };
    let mut f = Map::new();
    f.insert("step".into(), json!(screen.step));
    f.insert("steps".into(), json!(screen.steps));
    f.insert("waiting".into(), json!(waiting));
    if let Some(level) = level {
        f.insert("level".into(), json!(level));
    }
    f.insert(
        "points".into(),
        json!(screen.points.iter().map(notation).collect::<Vec<_>>()),
    );
    f.insert("answer".into(), answer_name(&screen.answer).0);
    f
}

fn check(want: &Value, got: &Map<String, Value>, keys: &[&str], at: &str) -> Vec<String> {
    let mut problems = unknown_keys(want, keys, at);
    for (k, w) in want.as_object().into_iter().flatten() {
        let g = got.get(k).cloned().unwrap_or(Value::Null);
        if &g != w {
            problems.push(format!("{at}.{k}: want {w}, got {g}"));
        }
    }
    problems
}

/// Every word of the screen in the four languages: present, and (beside
/// English) translated where the English words are not the same in that
/// language too.
fn texts(lesson: &LessonController, at: &str) -> Vec<String> {
    let mut problems = Vec::new();
    let english = lesson.screen(Arc::new(TextCatalog::new(Language::English)));
    for &language in LANGUAGES {
        let screen = lesson.screen(Arc::new(TextCatalog::new(language)));
        let t = &screen.text;
        let mut words = vec![
            ("title", Some(&t.title), Some(&english.text.title)),
            ("step", Some(&t.step), None),
            ("say", Some(&t.say), Some(&english.text.say)),
            ("answer", t.answer.as_ref(), english.text.answer.as_ref()),
            ("next", Some(&t.next), None),
            ("skip", Some(&t.skip), None),
            ("restart", Some(&t.restart), None),
            ("leave", Some(&t.leave), None),
        ];
        if screen.waiting == LessonWaiting::Finished {
            words.push(("complete", t.complete.as_ref(), None));
        }
        let answered = !matches!(screen.answer, None | Some(LessonAnswer::Right));
        for (name, text, en) in words {
            match text {
                Some(text) if text.trim().is_empty() => {
                    problems.push(format!("{at}: {language:?} {name} is empty"));
                }
                Some(text) if language != Language::English && en == Some(text) => {
                    problems.push(format!("{at}: {language:?} {name} is the English {text:?}"));
                }
                None if name == "answer" && answered => {
                    problems.push(format!("{at}: {language:?} has no words for the answer"));
                }
                None if name == "complete" => {
                    problems.push(format!("{at}: {language:?} has no words for the end"));
                }
                _ => {}
            }
        }
    }
    problems
}

/// One input of a `taps` list: a place in notation, or `press:<button>`.
fn input(
    board: &BoardInteraction,
    game: GameKind,
    text: &str,
) -> Result<InteractionOutcome, String> {
    if let Some(name) = text.strip_prefix("press:") {
        let button = ButtonKind::ALL
            .iter()
            .copied()
            .find(|b| snake(&format!("{b:?}")) == name)
            .ok_or_else(|| format!("unknown button {name:?}"))?;
        return board.press(button).map_err(|e| e.to_string());
    }
    let place =
        pyramids_ffi::interact::parse_place(game, text.into()).map_err(|e| e.to_string())?;
    board.tap(place).map_err(|e| e.to_string())
}

/// What a try came to.
enum Tried {
    /// The board refused a tap (the rules' problem, typed).
    Board(String),
    /// The board had nothing to do with a tap, and said why.
    Ignored(String),
    /// The lesson's answer.
    Lesson(Box<pyramids_ffi::LessonUpdate>),
}

/// A try: taps on a fresh lesson board up to the decision they complete,
/// handed to the lesson; or a legal decision in notation.
fn attempt(lesson: &LessonController, game: GameKind, step: &Value) -> Result<Tried, String> {
    let english = Arc::new(TextCatalog::new(Language::English));
    let session = lesson.session();
    let action = if let Some(taps) = step["taps"].as_array() {
        let board = BoardInteraction::lesson(Arc::clone(&session));
        let mut chosen = None;
        for (i, tap) in taps.iter().enumerate() {
            let text = tap.as_str().unwrap_or_default();
            match input(&board, game, text)? {
                InteractionOutcome::Chosen { action } if i + 1 == taps.len() => {
                    chosen = Some(action)
                }
                InteractionOutcome::Problem { problem } if i + 1 == taps.len() => {
                    return Ok(Tried::Board(problem.kind().to_string()))
                }
                InteractionOutcome::Ignored { why } if i + 1 == taps.len() => {
                    return Ok(Tried::Ignored(snake(&format!("{why:?}"))))
                }
                InteractionOutcome::Changed if i + 1 < taps.len() => {}
                other => return Err(format!("tap {i} {text:?}: {other:?}")),
            }
        }
        chosen.ok_or("no taps")?
    } else if let Some(text) = step["action"].as_str() {
        session
            .legal_actions()
            .into_iter()
            .find(|a| a.notation == text)
            .ok_or_else(|| format!("{text:?} is not legal here"))?
    } else {
        return Err("neither taps nor action".into());
    };
    lesson
        .try_action(action, english)
        .map(|u| Tried::Lesson(Box::new(u)))
        .map_err(|e| e.to_string())
}

/// Runs one scenario; its failures, one line each.
pub fn run(scenario: &Value) -> Vec<String> {
    let mut problems = unknown_keys(scenario, SCENARIO_KEYS, "scenario");
    let Some(id) = scenario["lesson"].as_str() else {
        problems.push("lesson: not a string".into());
        return problems;
    };
    let lesson = match LessonController::new(id.into(), 0) {
        Ok(l) => l,
        Err(e) => {
            problems.push(format!("lesson {id:?}: {e}"));
            return problems;
        }
    };
    let english = Arc::new(TextCatalog::new(Language::English));
    let first = lesson.screen(Arc::clone(&english));
    let game = first.game;
    if scenario["game"] != json!(game_name(game)) {
        problems.push(format!(
            "game: want {}, got {}",
            scenario["game"],
            game_name(game)
        ));
    }
    if scenario["number"] != json!(first.number) {
        problems.push(format!(
            "number: want {}, got {}",
            scenario["number"], first.number
        ));
    }
    let Some(steps) = scenario["steps"].as_array() else {
        problems.push("steps: not a list".into());
        return problems;
    };
    if steps.len() != first.steps as usize {
        problems.push(format!(
            "steps: {} written, the lesson has {}",
            steps.len(),
            first.steps
        ));
    }
    for (i, step) in steps.iter().enumerate() {
        let at = format!("steps[{i}]");
        problems.extend(unknown_keys(step, STEP_KEYS, &at));
        let screen = lesson.screen(Arc::clone(&english));
        problems.extend(check(
            &step["screen"],
            &screen_facts(&screen),
            SCREEN_KEYS,
            &format!("{at}.screen"),
        ));
        problems.extend(texts(&lesson, &at));
        let wrong = step["wrong"].as_array().cloned().unwrap_or_default();
        if screen.waiting == LessonWaiting::Decision && wrong.is_empty() {
            problems.push(format!("{at}: a decision step without a wrong try"));
        }
        for (j, w) in wrong.iter().enumerate() {
            let at = format!("{at}.wrong[{j}]");
            problems.extend(unknown_keys(w, WRONG_KEYS, &at));
            let history = lesson.session().history();
            let snapshot = lesson.session().snapshot();
            let mut facts = Map::new();
            match attempt(&lesson, game, w) {
                Ok(Tried::Board(kind)) => {
                    facts.insert("answer".into(), json!("refused"));
                    facts.insert("problem".into(), json!(kind));
                }
                Ok(Tried::Ignored(why)) => {
                    facts.insert("answer".into(), json!("ignored"));
                    facts.insert("ignored".into(), json!(why));
                }
                Ok(Tried::Lesson(update)) => {
                    if !update.played.is_empty() || !update.events.is_empty() {
                        problems.push(format!("{at}: a wrong try played {:?}", update.played));
                    }
                    problems.extend(texts(&lesson, &at));
                    let (answer, problem) = answer_name(&update.screen.answer);
                    facts.insert("answer".into(), answer);
                    if let Some(problem) = problem {
                        facts.insert("problem".into(), json!(problem));
                    }
                }
                Err(e) => {
                    problems.push(format!("{at}: {e}"));
                    continue;
                }
            }
            for key in ["answer", "problem", "ignored"] {
                let got = facts.get(key).cloned().unwrap_or(Value::Null);
                if got != w[key] {
                    problems.push(format!("{at}.{key}: want {}, got {got}", w[key]));
                }
            }
            let after = lesson.screen(Arc::clone(&english));
            if lesson.session().history() != history
                || lesson.session().snapshot() != snapshot
                || (after.step, after.waiting) != (screen.step, screen.waiting)
            {
                problems.push(format!("{at}: a wrong try changed the lesson"));
            }
        }
        if step["read"] == json!(true) {
            lesson.go_on(Arc::clone(&english));
        } else if !step["taps"].is_null() || !step["action"].is_null() {
            match attempt(&lesson, game, step) {
                Ok(Tried::Lesson(update)) => {
                    let played: Vec<String> = update
                        .played
                        .iter()
                        .map(|a| format!("{} {}", a.seat.index(), a.notation))
                        .collect();
                    let events: Vec<&str> = update.events.iter().map(|e| e.name()).collect();
                    let (answer, _) = answer_name(&update.screen.answer);
                    for (key, got) in [
                        ("played", json!(played)),
                        ("events", json!(events)),
                        ("answer", answer),
                    ] {
                        if step[key] != got {
                            problems.push(format!("{at}.{key}: want {}, got {got}", step[key]));
                        }
                    }
                    problems.extend(texts(&lesson, &at));
                    if update.screen.waiting != LessonWaiting::Next {
                        problems.push(format!("{at}: done, but waits {:?}", update.screen.waiting));
                    }
                }
                Ok(Tried::Board(why) | Tried::Ignored(why)) => {
                    problems.push(format!("{at}: the board refused the right taps: {why}"));
                }
                Err(e) => problems.push(format!("{at}: {e}")),
            }
            lesson.go_on(Arc::clone(&english));
        } else if let Some(want) = step["game"].as_object() {
            match lesson.game_session() {
                Some(session) => {
                    let seats: Vec<String> = session
                        .options()
                        .seats
                        .iter()
                        .map(|s| match s {
                            pyramids_ffi::types::SeatController::Human => "human".to_string(),
                            pyramids_ffi::types::SeatController::Ai { level } => {
                                level.name().to_string()
                            }
                        })
                        .collect();
                    if want.get("seats") != Some(&json!(seats)) {
                        problems.push(format!(
                            "{at}.game.seats: want {:?}, got {seats:?}",
                            want.get("seats")
                        ));
                    }
                    if session.history() != lesson.session().history() {
                        problems.push(format!(
                            "{at}: the game does not start from the lesson's position"
                        ));
                    }
                }
                None => problems.push(format!("{at}: no game to play")),
            }
            lesson.game_ended(Arc::clone(&english));
        } else {
            problems.push(format!("{at}: neither read, taps, action nor game"));
        }
    }
    let end = lesson.screen(Arc::clone(&english));
    problems.extend(check(
        &scenario["end"],
        &screen_facts(&end),
        END_KEYS,
        "end",
    ));
    if end.waiting != LessonWaiting::Finished {
        problems.push(format!(
            "end: the lesson is not finished: {:?}",
            end.waiting
        ));
    }
    problems.extend(texts(&lesson, "end"));
    problems
}
