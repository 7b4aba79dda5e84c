//! Runs conformance scenarios (`tests/scenarios/<game>/*.json`) against the
//! core, with no FFI in between. The format is documented in
//! `docs/bindings.md`; in short:
//!
//! ```json
//! { "name": "…", "rules": ["pylos.md …"], "description": "…",
//!   "options": {"game": "pylos", "variant": "standard", "seats": ["human", "human"], "seed": 0, "max_plies": null},
//!   "actions": ["1a1", "1b1", ":undo", ":redo"],
//!   "expect": {"legal_action_count": 15, "pylos": {"reserves": [14, 15]}},
//!   "then": [{"action": "1a1", "error": "illegal_action", "problem": "occupied"}] }
//! ```

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use pyramids_core::error::{IllegalAction, PlayError};
use pyramids_core::game::{Game, GameKind, SeatKind};
use pyramids_core::pylos::{Bitboard, Phase, Pylos, PylosOptions, Variant, BALLS_PER_PLAYER};
use pyramids_core::pyramida::{Field, Pyramida, PyramidaAction, PyramidaOptions, STONES};
use pyramids_core::pyramido::{
    Colour, Phase as PyramidoPhase, Pyramido, PyramidoOptions, DOMINO_COUNT, FLOORS,
};
use pyramids_core::record::GameRecord;
use pyramids_core::save::MAX_ACTION_CHARS;
use serde_json::{json, Value};

use crate::files::{json_files, run_json_file, unknown_keys};

/// Keys a scenario may use; anything else is a typo and fails the run.
pub const SCENARIO_KEYS: &[&str] = &[
    "name",
    "rules",
    "description",
    "options",
    "actions",
    "expect",
    "then",
];
pub const OPTION_KEYS: &[&str] = &[
    "game",
    "variant",
    "seats",
    "seed",
    "max_plies",
    "first_player",
];
pub const EXPECT_KEYS: &[&str] = &[
    "to_move",
    "decision",
    "legal_action_count",
    "legal_actions",
    "legal_actions_include",
    "legal_actions_exclude",
    "outcome",
    "history",
    "can_undo",
    "can_redo",
    "last_events",
    "pylos",
    "pyramida",
    "pyramido",
];
pub const PYLOS_KEYS: &[&str] = &[
    "phase",
    "reserves",
    "balls_on_board",
    "light",
    "dark",
    "available",
    "raises",
    "reclaimable",
    "can_stop",
];
pub const PYRAMIDA_KEYS: &[&str] = &[
    "decision",
    "white",
    "black",
    "on_board",
    "off_board",
    "opened",
    "blocked",
    "protected",
    "retreat_from",
    "retreat_options",
    "moves",
    "can_pass",
];
pub const PYRAMIDO_KEYS: &[&str] = &[
    "phase",
    "floor",
    "starter",
    "players",
    "scores",
    "floor_scores",
    "filled",
    "eliminated",
    "tiles_unused",
    "markers",
    "quarry",
    "pile_sizes",
    "pile_tops",
    "turn_cells",
    "blocks",
];
pub const THEN_KEYS: &[&str] = &["action", "error", "problem"];
/// The `problem` of an `illegal_action` that is no rule problem: text that
/// is not the game's notation, or longer than a save accepts.
pub const UNREADABLE: &str = "unreadable";
pub const TOO_LONG: &str = "too_long";
pub const ERROR_KINDS: &[&str] = &["illegal_action", "not_your_turn", "game_over"];

/// The folder holding one sub-folder of scenarios per game.
pub fn scenarios_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios")
}

/// Every scenario file of one game, sorted by name.
pub fn scenario_files(game: &str) -> Vec<PathBuf> {
    json_files(&scenarios_dir().join(game))
}

/// A scenario's failures, one line each (empty: it passed).
pub fn run_file(path: &Path) -> Vec<String> {
    run_json_file(path, run)
}

pub fn run(scenario: &Value) -> Vec<String> {
    let mut problems = unknown_keys(scenario, SCENARIO_KEYS, "scenario");
    let options = &scenario["options"];
    problems.extend(unknown_keys(options, OPTION_KEYS, "options"));
    if !problems.is_empty() {
        return problems;
    }
    match options["game"].as_str().and_then(GameKind::from_name) {
        Some(GameKind::Pylos) => Runner::<Pylos>::new(scenario)
            .map(|r| r.run())
            .unwrap_or_else(|e| vec![e]),
        Some(GameKind::Pyramida) => Runner::<Pyramida>::new(scenario)
            .map(|r| r.run())
            .unwrap_or_else(|e| vec![e]),
        Some(GameKind::Pyramido) => Runner::<Pyramido>::new(scenario)
            .map(|r| r.run())
            .unwrap_or_else(|e| vec![e]),
        None => vec![format!("options.game {:?} is not a game", options["game"])],
    }
}

/// What each game adds to the runner: options and board facts.
pub trait ScenarioGame: Game {
    fn options_from(
        variant: Option<&str>,
        seats: usize,
        first_player: Option<u64>,
    ) -> Result<Self::Options, String>;
    /// Checks the game's own block of `expect` (e.g. `"pylos": {…}`).
    fn check_board(record: &GameRecord<Self>, facts: &Value, problems: &mut Vec<String>);
    /// Invariants that hold after every action (ball conservation …).
    fn check_invariants(state: &Self) -> Result<(), String>;
    fn board_key() -> &'static str;
}

struct Runner<'a, G: ScenarioGame> {
    scenario: &'a Value,
    record: GameRecord<G>,
    last_events: Vec<String>,
}

fn seat_kind(v: &Value) -> Result<SeatKind, String> {
    v.as_str()
        .and_then(SeatKind::from_name)
        .ok_or_else(|| format!("seat {v} is not human or an AI level"))
}

impl<'a, G: ScenarioGame> Runner<'a, G> {
    fn new(scenario: &'a Value) -> Result<Self, String> {
        let options = &scenario["options"];
        let seats: Vec<SeatKind> = match options.get("seats") {
            None | Some(Value::Null) => Vec::new(),
            Some(Value::Array(list)) => list.iter().map(seat_kind).collect::<Result<_, _>>()?,
            Some(other) => return Err(format!("options.seats must be a list, not {other}")),
        };
        let game_options = G::options_from(
            options["variant"].as_str(),
            seats.len().max(2),
            options["first_player"].as_u64(),
        )?;
        let seed = options["seed"].as_u64().unwrap_or(0);
        let max_plies = options["max_plies"].as_u64().map(|m| m as u32);
        let record = GameRecord::<G>::new(game_options, seed, seats).with_max_plies(max_plies);
        Ok(Runner {
            scenario,
            record,
            last_events: Vec::new(),
        })
    }

    /// Plays one action the way the FFI session does: refuses it when the
    /// game is over or an AI seat is to move, and caps its length.
    /// Plays one action or `:undo`/`:redo`. A refusal is the error kind and,
    /// for `illegal_action`, the problem's kind (the rule problem's
    /// snake_case name, [`UNREADABLE`] or [`TOO_LONG`]).
    fn play(&mut self, text: &str) -> Result<(), (&'static str, String)> {
        match text {
            ":undo" => {
                self.record.undo();
                self.last_events.clear();
                return Ok(());
            }
            ":redo" => {
                let applied = self.record.redo();
                self.last_events = applied
                    .map(|a| a.events.iter().map(event_name).collect())
                    .unwrap_or_default();
                return Ok(());
            }
            _ => {}
        }
        if self.record.outcome().is_over() {
            return Err(("game_over", String::new()));
        }
        if let SeatKind::Ai(level) = self.record.seat_to_move() {
            return Err(("not_your_turn", format!("AI {}", level.name())));
        }
        if text.chars().count() > MAX_ACTION_CHARS {
            return Err(("illegal_action", TOO_LONG.into()));
        }
        match self.record.apply_notation(text) {
            Ok(applied) => {
                self.last_events = applied.events.iter().map(event_name).collect();
                Ok(())
            }
            Err(PlayError::Illegal(IllegalAction::GameOver)) => Err(("game_over", String::new())),
            Err(PlayError::Illegal(IllegalAction::Rejected { problem, .. })) => {
                Err(("illegal_action", problem.kind().into()))
            }
            Err(PlayError::Notation(_)) => Err(("illegal_action", UNREADABLE.into())),
        }
    }

    fn run(mut self) -> Vec<String> {
        let mut problems = Vec::new();
        let actions = match self.scenario.get("actions") {
            None => Vec::new(),
            Some(Value::Array(a)) => a.clone(),
            Some(_) => return vec!["actions must be a list".into()],
        };
        for (index, action) in actions.iter().enumerate() {
            let Some(text) = action.as_str() else {
                return vec![format!("action {index} is not a string")];
            };
            if let Err((kind, message)) = self.play(text) {
                return vec![format!(
                    "action {index} ({text:?}) failed: {kind}: {message}"
                )];
            }
            if let Err(e) = G::check_invariants(self.record.state()) {
                return vec![format!("after action {index} ({text:?}): {e}")];
            }
        }
        let expect = self.scenario.get("expect").cloned().unwrap_or(json!({}));
        problems.extend(unknown_keys(&expect, EXPECT_KEYS, "expect"));
        self.check(&expect, "", &mut problems);
        let thens = match self.scenario.get("then") {
            None => Vec::new(),
            Some(Value::Array(list)) => list.clone(),
            Some(one) => vec![one.clone()],
        };
        for (i, then) in thens.iter().enumerate() {
            problems.extend(unknown_keys(then, THEN_KEYS, "then"));
            let text = then["action"].as_str().unwrap_or_default();
            let want = then["error"].as_str().unwrap_or_default();
            if !ERROR_KINDS.contains(&want) {
                problems.push(format!(
                    "then[{i}].error {want:?} is not one of {ERROR_KINDS:?}"
                ));
            }
            let before = self.record.history_notation();
            match self.play(text) {
                Ok(()) => {
                    problems.push(format!("then[{i}]: {text:?} was accepted, expected {want}"))
                }
                Err((kind, message)) => {
                    if kind != want {
                        problems.push(format!(
                            "then[{i}]: {text:?} failed with {kind} ({message}), expected {want}"
                        ));
                    }
                    if let Some(problem) = then["problem"].as_str() {
                        if message != problem {
                            problems.push(format!(
                                "then[{i}]: {text:?} was refused for {message:?}, expected {problem:?}"
                            ));
                        }
                    }
                }
            }
            if self.record.history_notation() != before {
                problems.push(format!("then[{i}]: the failed action changed the history"));
            }
            // The facts still hold after a refused action.
            self.check(&expect, &format!("after then[{i}]: "), &mut problems);
        }
        problems
    }

    fn check(&self, expect: &Value, prefix: &str, problems: &mut Vec<String>) {
        let r = &self.record;
        let legal: Vec<String> = r
            .legal_actions()
            .iter()
            .map(|a| r.state().format_action(a))
            .collect();
        let mut fact = |name: &str, actual: Value| {
            if let Some(want) = expect.get(name) {
                if !same(want, &actual) {
                    problems.push(format!("{prefix}{name}: expected {want}, got {actual}"));
                }
            }
        };
        fact("to_move", json!(r.to_move()));
        fact("decision", json!(r.state().decision().kind()));
        fact("legal_action_count", json!(legal.len()));
        fact("legal_actions", json!(sorted(&legal)));
        fact(
            "outcome",
            serde_json::to_value(r.outcome()).expect("outcome serialises"),
        );
        fact("history", json!(r.history_notation()));
        fact("can_undo", json!(r.can_undo()));
        fact("can_redo", json!(r.can_redo()));
        fact("last_events", json!(self.last_events));
        for (key, present) in [
            ("legal_actions_include", true),
            ("legal_actions_exclude", false),
        ] {
            for a in expect
                .get(key)
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
            {
                let a = a.as_str().unwrap_or_default();
                if legal.iter().any(|l| l == a) != present {
                    problems.push(format!(
                        "{prefix}{key}: {a} is {}legal (legal: {legal:?})",
                        if present { "not " } else { "" }
                    ));
                }
            }
        }
        if let Some(board) = expect.get(G::board_key()) {
            let mut board_problems = Vec::new();
            G::check_board(r, board, &mut board_problems);
            problems.extend(
                board_problems
                    .into_iter()
                    .map(|p| format!("{prefix}{}.{p}", G::board_key())),
            );
        }
    }
}

/// Compares expected and actual facts; lists compare as given (callers
/// sort sets), maps by key.
fn same(want: &Value, actual: &Value) -> bool {
    want == actual
}

fn sorted(list: &[String]) -> Vec<String> {
    let mut v = list.to_vec();
    v.sort();
    v
}

fn event_name<E: serde::Serialize>(event: &E) -> String {
    serde_json::to_value(event)
        .ok()
        .and_then(|v| v["event"].as_str().map(str::to_string))
        .unwrap_or_else(|| "?".into())
}

fn positions(b: Bitboard) -> Value {
    let mut names: Vec<String> = b.iter().map(|p| p.to_string()).collect();
    names.sort();
    json!(names)
}

impl ScenarioGame for Pylos {
    fn options_from(
        variant: Option<&str>,
        _seats: usize,
        first_player: Option<u64>,
    ) -> Result<PylosOptions, String> {
        if first_player.is_some() {
            return Err("pylos has no first_player option".into());
        }
        let variant = match variant {
            None => Variant::default(),
            Some(v) => Variant::from_name(v).ok_or_else(|| format!("unknown variant {v}"))?,
        };
        Ok(PylosOptions { variant })
    }

    fn board_key() -> &'static str {
        "pylos"
    }

    fn check_board(record: &GameRecord<Pylos>, facts: &Value, problems: &mut Vec<String>) {
        problems.extend(unknown_keys(facts, PYLOS_KEYS, "pylos"));
        let g = record.state();
        let over = record.outcome().is_over();
        // Raises and reclaims as the rules define them, read from the core's
        // own queries (not from the legal action list the FFI uses).
        let mut raises = BTreeMap::new();
        if g.phase() == Phase::Move && !over {
            for from in g.raise_sources().iter() {
                raises.insert(from.to_string(), positions(g.raise_targets(from)));
            }
        }
        let reclaimable = if g.phase() != Phase::Move && !over {
            g.free() & g.balls(g.to_move())
        } else {
            Bitboard::EMPTY
        };
        let actual = [
            ("phase", serde_json::to_value(g.phase()).expect("phase")),
            ("reserves", json!([g.reserve(0), g.reserve(1)])),
            ("balls_on_board", json!(g.occupied().count())),
            ("light", positions(g.balls(0))),
            ("dark", positions(g.balls(1))),
            ("available", positions(g.available())),
            ("raises", json!(raises)),
            ("reclaimable", positions(reclaimable)),
            (
                "can_stop",
                json!(g.phase() == Phase::SecondReclaim && !over),
            ),
        ];
        for (name, value) in actual {
            if let Some(want) = facts.get(name) {
                let want = match want {
                    // Position lists are sets: compare sorted.
                    Value::Array(items) if name != "reserves" => {
                        let mut v: Vec<Value> = items.clone();
                        v.sort_by_key(|a| a.to_string());
                        Value::Array(v)
                    }
                    Value::Object(map) if name == "raises" => {
                        let sorted: BTreeMap<String, Value> = map
                            .iter()
                            .map(|(k, v)| {
                                let mut t: Vec<String> = v
                                    .as_array()
                                    .into_iter()
                                    .flatten()
                                    .filter_map(|x| x.as_str().map(str::to_string))
                                    .collect();
                                t.sort();
                                (k.clone(), json!(t))
                            })
                            .collect();
                        json!(sorted)
                    }
                    other => other.clone(),
                };
                if want != value {
                    problems.push(format!("{name}: expected {want}, got {value}"));
                }
            }
        }
    }

    fn check_invariants(g: &Pylos) -> Result<(), String> {
        let on_board = g.occupied().count() as u8;
        if on_board + g.reserve(0) + g.reserve(1) != 2 * BALLS_PER_PLAYER {
            return Err(format!(
                "ball conservation broken: {on_board} on board, reserves {} and {}",
                g.reserve(0),
                g.reserve(1)
            ));
        }
        for p in g.occupied().iter() {
            if !g.occupied().is_superset(p.supports()) {
                return Err(format!("the ball at {p} floats"));
            }
        }
        Ok(())
    }
}

/// Compares one block of board facts: lists are sets (compared sorted)
/// unless named in `ordered`; everything else as given.
fn compare_facts(
    facts: &Value,
    actual: Vec<(&str, Value)>,
    ordered: &[&str],
    problems: &mut Vec<String>,
) {
    for (name, value) in actual {
        if let Some(want) = facts.get(name) {
            let (want, value) = if ordered.contains(&name) {
                (want.clone(), value)
            } else {
                (set_like(want), set_like(&value))
            };
            if want != value {
                problems.push(format!("{name}: expected {want}, got {value}"));
            }
        }
    }
}

/// Sorts lists (also the lists inside a map) so sets compare equal.
fn set_like(v: &Value) -> Value {
    match v {
        Value::Array(items) => {
            let mut items: Vec<Value> = items.iter().map(set_like).collect();
            items.sort_by_key(|a| a.to_string());
            Value::Array(items)
        }
        Value::Object(map) => {
            Value::Object(map.iter().map(|(k, v)| (k.clone(), set_like(v))).collect())
        }
        other => other.clone(),
    }
}

fn fields(mask: u32) -> Value {
    json!(pyramids_core::pyramida::fields_of(mask)
        .map(|f| f.to_string())
        .collect::<Vec<_>>())
}

impl ScenarioGame for Pyramida {
    fn options_from(
        variant: Option<&str>,
        _seats: usize,
        first_player: Option<u64>,
    ) -> Result<PyramidaOptions, String> {
        if first_player.is_some() {
            return Err("pyramida has no first_player option".into());
        }
        match variant {
            None | Some("standard") => Ok(PyramidaOptions { swapped: false }),
            Some("swapped") => Ok(PyramidaOptions { swapped: true }),
            Some(v) => Err(format!("unknown variant {v}")),
        }
    }

    fn board_key() -> &'static str {
        "pyramida"
    }

    fn check_board(record: &GameRecord<Pyramida>, facts: &Value, problems: &mut Vec<String>) {
        problems.extend(unknown_keys(facts, PYRAMIDA_KEYS, "pyramida"));
        let g = record.state();
        let over = record.outcome().is_over();
        let legal = record.legal_actions();
        let mut moves: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for a in &legal {
            if let PyramidaAction::Move { from, to } = a {
                moves
                    .entry(from.to_string())
                    .or_default()
                    .push(to.to_string());
            }
        }
        let blocked: BTreeMap<String, Value> = Field::all()
            .filter(|f| g.is_blocked(*f))
            .map(|f| {
                (
                    f.to_string(),
                    json!(g
                        .blockers(f)
                        .iter()
                        .map(|b| b.to_string())
                        .collect::<Vec<_>>()),
                )
            })
            .collect();
        let decision = if over {
            "game_over"
        } else if g.retreat_from().is_some() {
            "retreat"
        } else if legal.contains(&PyramidaAction::Pass) {
            "pass"
        } else {
            "move"
        };
        let actual = vec![
            ("decision", json!(decision)),
            ("white", fields(g.stones(0))),
            ("black", fields(g.stones(1))),
            ("on_board", json!([g.on_board(0), g.on_board(1)])),
            ("off_board", json!([g.off(0), g.off(1)])),
            ("opened", json!([g.has_opened(0), g.has_opened(1)])),
            ("blocked", json!(blocked)),
            ("protected", json!(g.protected().map(|f| f.to_string()))),
            (
                "retreat_from",
                json!(g.retreat_from().filter(|_| !over).map(|f| f.to_string())),
            ),
            (
                "retreat_options",
                json!(if over {
                    Vec::new()
                } else {
                    g.retreat_options()
                        .iter()
                        .map(|f| f.to_string())
                        .collect::<Vec<_>>()
                }),
            ),
            ("moves", json!(moves)),
            ("can_pass", json!(legal.contains(&PyramidaAction::Pass))),
        ];
        compare_facts(
            facts,
            actual,
            &["on_board", "off_board", "opened"],
            problems,
        );
    }

    fn check_invariants(g: &Pyramida) -> Result<(), String> {
        for seat in 0..2 {
            if g.on_board(seat) + g.off(seat) != STONES {
                return Err(format!("stone conservation broken for seat {seat}"));
            }
        }
        if g.stones(0) & g.stones(1) != 0 {
            return Err("two stones on one field".into());
        }
        if let Some(p) = g.protected() {
            if g.occupant(p).is_none() {
                return Err(format!("the protected field {p} is empty"));
            }
        }
        Ok(())
    }
}

impl ScenarioGame for Pyramido {
    fn options_from(
        variant: Option<&str>,
        seats: usize,
        first_player: Option<u64>,
    ) -> Result<PyramidoOptions, String> {
        if !matches!(variant, None | Some("standard")) {
            return Err(format!("unknown variant {variant:?}"));
        }
        let first_player = first_player
            .map(|f| u8::try_from(f).map_err(|_| format!("first_player {f}")))
            .transpose()?;
        Ok(PyramidoOptions {
            players: seats as u8,
            first_player,
        })
    }

    fn board_key() -> &'static str {
        "pyramido"
    }

    fn check_board(record: &GameRecord<Pyramido>, facts: &Value, problems: &mut Vec<String>) {
        problems.extend(unknown_keys(facts, PYRAMIDO_KEYS, "pyramido"));
        let g = record.state();
        let players = g.players();
        let markers: Vec<Value> = players
            .iter()
            .map(|p| {
                let m: BTreeMap<String, String> = Colour::ALL
                    .into_iter()
                    .filter_map(|c| {
                        p.marker(c)
                            .map(|(f, cell)| (c.name().to_string(), format!("{f}:{cell}")))
                    })
                    .collect();
                json!(m)
            })
            .collect();
        // Every built block as "floor:cell" -> "colour" (+ "*" for a tile), per seat.
        let blocks: Vec<Value> = players
            .iter()
            .map(|p| {
                let mut m = BTreeMap::new();
                for f in 1..=FLOORS {
                    let (w, h) = p.pyramid().dims(f);
                    for row in 0..h {
                        for col in 0..w {
                            let cell = pyramids_core::pyramido::Cell { col, row };
                            let slot = p.pyramid().slot(f, cell);
                            if let Some(b) = slot.block() {
                                m.insert(
                                    format!("{f}:{cell}"),
                                    format!(
                                        "{}{}",
                                        b.colour.name(),
                                        if slot.is_tile() { "*" } else { "" }
                                    ),
                                );
                            }
                        }
                    }
                }
                json!(m)
            })
            .collect();
        let mut ranking = g.ranking();
        ranking.sort_by_key(|r| r.place);
        let mut eliminated: Vec<usize> = ranking
            .iter()
            .filter(|r| r.eliminated)
            .map(|r| r.seat)
            .collect();
        eliminated.reverse();
        let turn = g.turn();
        let actual = vec![
            (
                "phase",
                if record.outcome().is_over() {
                    json!("over")
                } else {
                    serde_json::to_value(g.phase()).expect("phase")
                },
            ),
            ("floor", json!(g.floor())),
            ("starter", json!(g.starter())),
            ("players", json!(players.len())),
            (
                "scores",
                json!(players.iter().map(|p| p.score()).collect::<Vec<_>>()),
            ),
            (
                "floor_scores",
                json!(players
                    .iter()
                    .map(|p| p.floor_scores().to_vec())
                    .collect::<Vec<_>>()),
            ),
            (
                "filled",
                json!(players
                    .iter()
                    .map(|p| (1..=FLOORS)
                        .map(|f| p.pyramid().filled(f))
                        .collect::<Vec<_>>())
                    .collect::<Vec<_>>()),
            ),
            ("eliminated", json!(eliminated)),
            (
                "tiles_unused",
                json!(players.iter().map(|p| p.unused_tiles()).collect::<Vec<_>>()),
            ),
            ("markers", json!(markers)),
            ("quarry", json!(g.quarry())),
            ("pile_sizes", json!(g.pile_sizes())),
            ("pile_tops", json!(g.pile_tops())),
            (
                "turn_cells",
                json!(if turn.domino.is_some() {
                    turn.cells.iter().map(|c| c.to_string()).collect::<Vec<_>>()
                } else {
                    Vec::new()
                }),
            ),
            ("blocks", json!(blocks)),
        ];
        compare_facts(
            facts,
            actual,
            &[
                "scores",
                "floor_scores",
                "filled",
                "eliminated",
                "tiles_unused",
                "markers",
                "quarry",
                "pile_sizes",
                "pile_tops",
                "turn_cells",
                "blocks",
            ],
            problems,
        );
    }

    fn check_invariants(g: &Pyramido) -> Result<(), String> {
        if g.domino_census() != DOMINO_COUNT {
            return Err(format!(
                "domino conservation broken: {} of {DOMINO_COUNT}",
                g.domino_census()
            ));
        }
        for (seat, p) in g.players().iter().enumerate() {
            for c in Colour::ALL {
                if let Some((f, cell)) = p.marker(c) {
                    let slot = p.pyramid().slot(f, cell);
                    if slot.colour() != Some(c) || slot.jewels().is_empty() {
                        return Err(format!(
                            "seat {seat}'s {c} marker on {f}:{cell} is not on a jewelled {c} block"
                        ));
                    }
                }
            }
        }
        if g.phase() == PyramidoPhase::Over
            && g.active_players() >= 2
            && !g
                .players()
                .iter()
                .all(|p| p.is_eliminated() || p.pyramid().complete(FLOORS))
        {
            return Err("the game ended before every pyramid was complete".into());
        }
        Ok(())
    }
}
