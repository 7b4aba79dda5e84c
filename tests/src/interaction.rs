//! Runs interaction scenarios (`tests/scenarios/interaction/<game>/*.json`)
//! through the FFI crate's Rust API (`pyramids_ffi::BoardInteraction` on a
//! `GameSession`, its commands and the computer's turns run by a
//! `TurnController` on a node budget), the same objects the apps use. The Kotlin and Swift
//! suites run the same files through the generated bindings. The format is
//! documented in `docs/bindings.md`; in short:
//!
//! ```json
//! { "name": "…", "description": "…",
//!   "options": {"game": "pylos", "variant": "standard", "seats": ["human", "human"], "seed": 0},
//!   "setup": ["1a1", "1b1"],
//!   "steps": [
//!     {"tap": "1a1", "expect": {"outcome": "played", "played": "1a1"}},
//!     {"drop_ghost": "e5", "expect": {"drop_ghost": "domino:q1:e:e5,f5"}},
//!     {"drop": "e5", "expect": {"outcome": "changed"}},
//!     {"press": "undo", "expect": {"outcome": "command", "command": "undo"}},
//!     {"computer": true, "expect": {"turn": {"ply": 2, "to_move": 0}}},
//!     {"resign": true, "expect": {"turn": {"outcome": "win 1", "resigned": 0}}},
//!     {"rematch": 5, "expect": {"turn": {"ply": 0}}},
//!     {"expect": {"prompt": "pylos_move", "marks": {"place": ["1a1"]}, "buttons": {"undo": false, "redo": true, "hint": true}}}
//!   ] }
//! ```

use std::path::{Path, PathBuf};
use std::sync::Arc;

use pyramids_ffi::interact::BoardGhost;
use pyramids_ffi::{
    AiBudget, AiLevel, BoardInteraction, BoardPlace, GameKind, GameOptions, GameOutcome,
    GameSession, InteractionOutcome, InteractionView, SeatController, TextCatalog, TurnController,
    TurnView,
};
use pyramids_play::catalog::Language;
use pyramids_play::interact::ButtonKind;
use serde_json::{json, Map, Value};

use crate::files::{json_files, run_json_file, unknown_keys};

pub const SCENARIO_KEYS: &[&str] = &["name", "description", "options", "setup", "steps"];
pub const OPTION_KEYS: &[&str] = &["game", "variant", "seats", "seed", "first_player"];
pub const STEP_KEYS: &[&str] = &[
    "tap",
    "drop",
    "drop_ghost",
    "press",
    "show_hint",
    "run",
    "computer",
    "resign",
    "rematch",
    "expect",
];
pub const EXPECT_KEYS: &[&str] = &[
    "outcome",
    "ignored",
    "problem",
    "played",
    "events",
    "command",
    "marks",
    "selection",
    "ghost",
    "drop_ghost",
    "prompt",
    "prompt_text",
    "buttons",
    "primary",
    "turn",
];
/// What a scenario may expect of the turn controller's view (`"turn"`).
pub const TURN_KEYS: &[&str] = &[
    "ply",
    "to_move",
    "outcome",
    "resigned",
    "resign_seat",
    "can_undo",
    "can_redo",
    "human_to_move",
    "ai_waiting",
    "headline",
    "note",
];
/// The computer's budget in scenarios: nodes, so every run plays the same.
pub const COMPUTER_NODES: u64 = 2_000;
pub const OUTCOMES: &[&str] = &[
    "changed", "ignored", "problem", "played", "chosen", "command",
];

/// The folder of one game's interaction scenarios.
pub fn interaction_dir(game: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("scenarios")
        .join("interaction")
        .join(game)
}

/// Every interaction scenario of one game, sorted by name.
pub fn interaction_files(game: &str) -> Vec<PathBuf> {
    json_files(&interaction_dir(game))
}

/// A scenario's failures, one line each (empty: it passed).
pub fn run_file(path: &Path) -> Vec<String> {
    run_json_file(path, run)
}

/// `PascalCase` or `SCREAMING` → `snake_case`.
pub fn snake(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() && i > 0 {
            out.push('_');
        }
        out.push(c.to_ascii_lowercase());
    }
    out
}

fn debug_name<T: std::fmt::Debug>(v: &T) -> String {
    let text = format!("{v:?}");
    let end = text.find([' ', '(', '{']).unwrap_or(text.len());
    snake(&text[..end])
}

fn game_of(name: &str) -> Option<GameKind> {
    match name {
        "pylos" => Some(GameKind::Pylos),
        "pyramida" => Some(GameKind::Pyramida),
        "pyramido" => Some(GameKind::Pyramido),
        _ => None,
    }
}

fn seat(v: &Value) -> Result<SeatController, String> {
    match v.as_str() {
        Some("human") => Ok(SeatController::Human),
        Some(level) => [
            AiLevel::Random,
            AiLevel::Easy,
            AiLevel::Medium,
            AiLevel::Hard,
            AiLevel::Expert,
            AiLevel::Perfect,
        ]
        .into_iter()
        .find(|l| l.name() == level)
        .map(|level| SeatController::Ai { level })
        .ok_or_else(|| format!("unknown seat {level:?}")),
        None => Err(format!("seat {v} is not a string")),
    }
}

fn button_of(name: &str) -> Option<ButtonKind> {
    ButtonKind::ALL
        .iter()
        .copied()
        .find(|b| debug_name(b) == name)
}

fn ghost_text(g: &BoardGhost) -> String {
    match g {
        BoardGhost::PylosBall { from: None, .. } => "ball".into(),
        BoardGhost::PylosBall { from: Some(p), .. } => format!("ball:{p}"),
        BoardGhost::PyramidoDomino { slot, dir, cells } => {
            let mut s = format!("domino:q{}:{}", slot + 1, debug_name(dir));
            if !cells.is_empty() {
                let cells: Vec<String> = cells.iter().map(ToString::to_string).collect();
                s.push(':');
                s.push_str(&cells.join(","));
            }
            s
        }
        BoardGhost::PyramidoTile {
            cell,
            colour,
            corner,
        } => format!("tile:{cell}:{colour}:{}", debug_name(corner)),
    }
}

fn notation(place: &BoardPlace) -> String {
    pyramids_ffi::interact::place_notation(place.clone()).unwrap_or_else(|e| format!("{e}"))
}

/// The view as the scenarios' facts.
pub fn view_facts(view: &InteractionView, english: &TextCatalog) -> Map<String, Value> {
    let mut marks: Map<String, Value> = Map::new();
    for m in &view.marks {
        let list = marks
            .entry(debug_name(&m.reason))
            .or_insert_with(|| json!([]));
        if let Some(a) = list.as_array_mut() {
            a.push(json!(notation(&m.place)));
        }
    }
    for list in marks.values_mut() {
        if let Some(a) = list.as_array_mut() {
            a.sort_by_key(|v| v.as_str().unwrap_or_default().to_string());
        }
    }
    let mut buttons = Map::new();
    for b in &view.buttons {
        buttons.insert(debug_name(&b.kind), json!(b.enabled));
    }
    let primary = view
        .buttons
        .iter()
        .find(|b| b.primary)
        .map(|b| json!(debug_name(&b.kind)))
        .unwrap_or(Value::Null);
    let mut facts = Map::new();
    facts.insert("marks".into(), Value::Object(marks));
    facts.insert(
        "selection".into(),
        view.selection
            .as_ref()
            .map(|p| json!(notation(p)))
            .unwrap_or(Value::Null),
    );
    facts.insert(
        "ghost".into(),
        view.ghost
            .as_ref()
            .map(|g| json!(ghost_text(g)))
            .unwrap_or(Value::Null),
    );
    facts.insert("prompt".into(), json!(debug_name(&view.prompt)));
    facts.insert(
        "prompt_text".into(),
        json!(english.prompt_text(view.prompt).unwrap()),
    );
    facts.insert("buttons".into(), Value::Object(buttons));
    facts.insert("primary".into(), primary);
    facts
}

fn outcome_facts(out: &InteractionOutcome) -> Map<String, Value> {
    let mut f = Map::new();
    match out {
        InteractionOutcome::Changed => {
            f.insert("outcome".into(), json!("changed"));
        }
        InteractionOutcome::Ignored { why } => {
            f.insert("outcome".into(), json!("ignored"));
            f.insert("ignored".into(), json!(debug_name(why)));
        }
        InteractionOutcome::Problem { problem } => {
            f.insert("outcome".into(), json!("problem"));
            f.insert("problem".into(), json!(problem.kind()));
        }
        InteractionOutcome::Played { action, events } => {
            f.insert("outcome".into(), json!("played"));
            f.insert("played".into(), json!(action.notation));
            f.insert(
                "events".into(),
                json!(events.iter().map(|e| e.name()).collect::<Vec<_>>()),
            );
        }
        InteractionOutcome::Chosen { action } => {
            f.insert("outcome".into(), json!("chosen"));
            f.insert("played".into(), json!(action.notation));
        }
        InteractionOutcome::Command { button } => {
            f.insert("outcome".into(), json!("command"));
            f.insert("command".into(), json!(debug_name(button)));
        }
    }
    f
}

fn outcome_text(o: &GameOutcome) -> String {
    match o {
        GameOutcome::Ongoing => "ongoing".into(),
        GameOutcome::Win { winner } => format!("win {winner}"),
        GameOutcome::SharedWin { winners } => {
            let w: Vec<String> = winners.iter().map(ToString::to_string).collect();
            format!("shared {}", w.join(","))
        }
        GameOutcome::Draw { reason } => format!("draw {}", debug_name(reason)),
    }
}

/// The turn controller's view as the scenarios' facts (`"turn"`).
pub fn turn_facts(view: &TurnView, english: &Arc<TextCatalog>) -> Value {
    let s = &view.snapshot;
    let sheet =
        pyramids_ffi::screens_game_over::game_over_summary(s.clone(), Arc::clone(english)).unwrap();
    json!({
        "ply": s.ply,
        "to_move": s.to_move.number(),
        "outcome": outcome_text(&s.outcome),
        "resigned": s.resigned.map(|r| r.number()),
        "resign_seat": view.resign_seat.map(|r| r.number()),
        "can_undo": view.can_undo,
        "can_redo": view.can_redo,
        "human_to_move": view.human_to_move,
        "ai_waiting": view.ai_waiting,
        "headline": sheet.as_ref().map(|g| g.headline_text.clone()),
        "note": sheet.and_then(|g| g.note),
    })
}

fn check(expect: &Value, facts: &Map<String, Value>, at: &str, problems: &mut Vec<String>) {
    let Some(expect) = expect.as_object() else {
        problems.push(format!("{at}: expect is not an object"));
        return;
    };
    for (key, want) in expect {
        match key.as_str() {
            "marks" => {
                let Some(want) = want.as_object() else {
                    problems.push(format!("{at}: marks is not an object"));
                    continue;
                };
                for (reason, places) in want {
                    let mut want: Vec<String> = places
                        .as_array()
                        .map(|a| {
                            a.iter()
                                .filter_map(|v| v.as_str().map(String::from))
                                .collect()
                        })
                        .unwrap_or_default();
                    want.sort();
                    let got: Vec<String> = facts["marks"]
                        .get(reason)
                        .and_then(Value::as_array)
                        .map(|a| {
                            a.iter()
                                .filter_map(|v| v.as_str().map(String::from))
                                .collect()
                        })
                        .unwrap_or_default();
                    if got != want {
                        problems.push(format!("{at}: marks {reason}: want {want:?}, got {got:?}"));
                    }
                }
            }
            "turn" => {
                problems.extend(unknown_keys(want, TURN_KEYS, &format!("{at}.expect.turn")));
                for (k, w) in want.as_object().into_iter().flatten() {
                    let got = facts["turn"].get(k).cloned().unwrap_or(Value::Null);
                    if &got != w {
                        problems.push(format!("{at}: turn.{k}: want {w}, got {got}"));
                    }
                }
            }
            "outcome" if !OUTCOMES.contains(&want.as_str().unwrap_or("")) => {
                problems.push(format!("{at}: unknown outcome {want}"));
            }
            _ => {
                let got = facts.get(key).cloned().unwrap_or(Value::Null);
                if &got != want {
                    problems.push(format!("{at}: {key}: want {want}, got {got}"));
                }
            }
        }
    }
}

/// Runs one scenario; its failures, one line each.
pub fn run(scenario: &Value) -> Vec<String> {
    let mut problems = unknown_keys(scenario, SCENARIO_KEYS, "scenario");
    let options = &scenario["options"];
    problems.extend(unknown_keys(options, OPTION_KEYS, "options"));
    let Some(game) = options["game"].as_str().and_then(game_of) else {
        problems.push(format!("options.game: unknown {}", options["game"]));
        return problems;
    };
    let seats: Result<Vec<SeatController>, String> = options["seats"]
        .as_array()
        .map(|a| a.iter().map(seat).collect())
        .unwrap_or(Ok(Vec::new()));
    let seats = match seats {
        Ok(s) => s,
        Err(e) => {
            problems.push(e);
            return problems;
        }
    };
    let mut session = match GameSession::new(GameOptions {
        game,
        variant: options["variant"].as_str().map(String::from),
        seats,
        seed: options["seed"].as_i64().unwrap_or(0),
        max_plies: None,
        first_player: options["first_player"].as_i64().map(|n| n as i32),
    }) {
        Ok(s) => s,
        Err(e) => {
            problems.push(format!("options: {e}"));
            return problems;
        }
    };
    for (i, action) in scenario["setup"]
        .as_array()
        .into_iter()
        .flatten()
        .enumerate()
    {
        let text = action.as_str().unwrap_or_default().to_string();
        if let Err(e) = session.play(text.clone()) {
            problems.push(format!("setup[{i}] {text}: {e}"));
            return problems;
        }
    }
    let mut board = BoardInteraction::new(Arc::clone(&session));
    let mut turns = turn_controller(&session);
    let english = Arc::new(TextCatalog::new(Language::English));
    let Some(steps) = scenario["steps"].as_array() else {
        problems.push("steps: not a list".into());
        return problems;
    };
    if steps.is_empty() {
        problems.push("steps: empty".into());
    }
    for (i, step) in steps.iter().enumerate() {
        let at = format!("steps[{i}]");
        problems.extend(unknown_keys(step, STEP_KEYS, &at));
        let mut facts = Map::new();
        if let Some(text) = step["drop_ghost"].as_str() {
            let ghost = pyramids_ffi::interact::parse_place(game, text.into())
                .and_then(|place| board.drop_ghost(place));
            match ghost {
                Ok(g) => {
                    facts.insert(
                        "drop_ghost".into(),
                        g.as_ref()
                            .map(|g| json!(ghost_text(g)))
                            .unwrap_or(Value::Null),
                    );
                }
                Err(e) => {
                    problems.push(format!("{at}: drop_ghost {text:?}: {e}"));
                    continue;
                }
            }
        }
        let placed = |key: &'static str| step[key].as_str().map(|text| (key, text));
        let result = if let Some((key, text)) = placed("tap").or_else(|| placed("drop")) {
            match pyramids_ffi::interact::parse_place(game, text.into()) {
                Ok(place) if key == "tap" => Some(board.tap(place)),
                Ok(place) => Some(board.drop_on(place)),
                Err(e) => {
                    problems.push(format!("{at}: {key} {text:?}: {e}"));
                    continue;
                }
            }
        } else if let Some(name) = step["press"].as_str() {
            match button_of(name) {
                Some(b) => Some(board.press(b)),
                None => {
                    problems.push(format!("{at}: unknown button {name:?}"));
                    continue;
                }
            }
        } else {
            None
        };
        if let Some(text) = step["show_hint"].as_str() {
            let legal = session.legal_actions();
            match legal.into_iter().find(|a| a.notation == text) {
                Some(a) => board.show_hint(Some(a)).unwrap(),
                None => problems.push(format!("{at}: hint {text:?} is not legal")),
            }
        }
        if let Some(run) = step["run"].as_str() {
            if let Err(e) = run_command(&turns, run) {
                problems.push(format!("{at}: run {run}: {e}"));
            }
        }
        if step["computer"].as_bool() == Some(true) {
            if let Err(e) = computer_turn(&turns) {
                problems.push(format!("{at}: computer: {e}"));
            }
        }
        if step["resign"].as_bool() == Some(true) {
            if let Err(e) = run_command(&turns, "resign") {
                problems.push(format!("{at}: resign: {e}"));
            }
        }
        if let Some(seed) = step["rematch"].as_i64() {
            match GameSession::new(turns.rematch_options(seed)) {
                Ok(next) => {
                    session = next;
                    board = BoardInteraction::new(Arc::clone(&session));
                    turns = turn_controller(&session);
                }
                Err(e) => problems.push(format!("{at}: rematch: {e}")),
            }
        }
        match result {
            Some(Ok(out)) => {
                // A command runs as the turn controller runs it.
                if let InteractionOutcome::Command { button } = &out {
                    if let Err(e) = run_command(&turns, &debug_name(button)) {
                        problems.push(format!("{at}: command: {e}"));
                    }
                }
                facts.extend(outcome_facts(&out));
            }
            Some(Err(e)) => {
                problems.push(format!("{at}: error {e}"));
                continue;
            }
            None => {}
        }
        facts.extend(view_facts(&board.view(), &english));
        facts.insert("turn".into(), turn_facts(&turns.view(), &english));
        if !step["expect"].is_null() {
            problems.extend(unknown_keys(
                &step["expect"],
                EXPECT_KEYS,
                &format!("{at}.expect"),
            ));
            check(&step["expect"], &facts, &at, &mut problems);
        }
    }
    problems
}

/// The turn controller over a scenario's session: the computer thinks
/// [`COMPUTER_NODES`] nodes, with no pause before it.
fn turn_controller(session: &Arc<GameSession>) -> Arc<TurnController> {
    TurnController::with_pause(
        Arc::clone(session),
        Some(AiBudget::Nodes {
            count: COMPUTER_NODES,
        }),
        0,
    )
}

/// A command as the apps run it: undo and redo through the turn
/// controller (against the computer, back to or on to the human's own
/// decision), resign for the seat it offers; a hint is shown by the
/// scenario itself (`show_hint`).
fn run_command(turns: &TurnController, name: &str) -> Result<(), String> {
    let done = match name {
        "undo" => turns.undo(),
        "redo" => turns.redo(),
        "resign" => turns.resign(),
        "hint" => return Ok(()),
        other => return Err(format!("unknown command {other:?}")),
    };
    done.map(|_| ()).map_err(|e| e.to_string())
}

/// The computer's decision, started as an app starts it (the animations
/// over) and run to its end on this thread.
fn computer_turn(turns: &Arc<TurnController>) -> Result<(), String> {
    match Arc::clone(turns).begin_ai_turn() {
        Some(turn) => turn.run().map(|_| ()).map_err(|e| e.to_string()),
        None => Err("no computer decision is due".into()),
    }
}
