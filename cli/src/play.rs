//! Interactive play (and `--json` driving) for any game.

use std::io::{BufRead, Write};

use pyramids_core::ai::AiRequest;
use pyramids_core::game::{Outcome, SeatKind};
use pyramids_core::record::{Applied, GameRecord};
use pyramids_core::save;

use crate::args::Args;
use crate::terminal::{Paint, TerminalGame};

pub const PLAY_FLAGS: &[&str] = &[
    "seed",
    "time",
    "nodes",
    "json",
    "color",
    "no-color",
    "load",
    "max-plies",
];

const HELP: &str = "\
Commands:
  <action> [<action> …]  play one or more decisions in notation
  moves                  list the legal actions
  hint                   ask the strongest AI level for a suggestion
  undo / redo            take back / replay (against the AI: back to your last decision)
  save FILE / load FILE  write or read a save (JSON)
  history                the actions so far
  board                  draw the board again
  help                   this text
  quit                   leave";

pub struct PlayConfig {
    pub time_ms: u64,
    /// A node cap instead of a time budget: deterministic AI decisions.
    pub nodes: Option<u64>,
    pub json: bool,
    pub color: bool,
}

pub fn run<G: TerminalGame>(args: &Args, default_seats: &[SeatKind]) -> Result<(), String> {
    let mut known: Vec<&str> = PLAY_FLAGS.to_vec();
    known.extend_from_slice(G::OPTION_FLAGS);
    args.check_known(&known)?;
    G::prepare(args)?;
    let record = match args.get("load") {
        Some(path) => {
            let text =
                std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
            save::load::<G>(&text).map_err(|e| format!("cannot load {path}: {e}"))?
        }
        None => {
            let options = G::options_from_args(args)?;
            let seats = G::seats_from_args(args, default_seats)?;
            let seed = args.num("seed", seed_from_clock())?;
            let max_plies = args
                .get("max-plies")
                .map(|v| v.parse::<u32>())
                .transpose()
                .map_err(|_| "--max-plies: not a number")?;
            GameRecord::<G>::new(options, seed, seats).with_max_plies(max_plies)
        }
    };
    let nodes = args
        .get("nodes")
        .map(|v| v.parse::<u64>())
        .transpose()
        .map_err(|_| "--nodes: not a number")?;
    let config = PlayConfig {
        time_ms: args.num("time", pyramids_core::ai::DEFAULT_BUDGET_MS)?,
        nodes,
        json: args.has("json"),
        color: args.color() && !args.has("json"),
    };
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    Session::new(record, config)
        .run(&mut input, &mut out)
        .map_err(|e| e.to_string())
}

fn seed_from_clock() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

pub struct Session<G: TerminalGame> {
    pub record: GameRecord<G>,
    pub config: PlayConfig,
    ai_counter: u64,
}

impl<G: TerminalGame> Session<G> {
    pub fn new(record: GameRecord<G>, config: PlayConfig) -> Self {
        Session {
            record,
            config,
            ai_counter: 0,
        }
    }

    pub fn run(&mut self, input: &mut impl BufRead, out: &mut impl Write) -> std::io::Result<()> {
        if self.config.json {
            self.emit_json(out, None, &[], None)?;
        } else {
            writeln!(out, "Type an action, or 'help'.")?;
            self.show(out)?;
        }
        self.play_ai_turns(out)?;
        let mut line = String::new();
        loop {
            if !self.config.json {
                let state = self.record.state();
                if !self.record.outcome().is_over() {
                    write!(
                        out,
                        "{} ({})> ",
                        state.seat_name(state.to_move()),
                        state.decision_label()
                    )?;
                } else {
                    write!(out, "game over> ")?;
                }
                out.flush()?;
            }
            line.clear();
            if input.read_line(&mut line)? == 0 {
                return Ok(());
            }
            let text = line.trim();
            if text.is_empty() {
                continue;
            }
            if !self.command(text, out)? {
                return Ok(());
            }
            self.play_ai_turns(out)?;
        }
    }

    /// Handles one input line; false means quit.
    fn command(&mut self, text: &str, out: &mut impl Write) -> std::io::Result<bool> {
        let mut words = text.split_whitespace();
        let head = words.next().unwrap_or("").to_ascii_lowercase();
        let rest: Vec<&str> = words.collect();
        match head.as_str() {
            "quit" | "exit" | "q" => return Ok(false),
            "help" | "?" => self.say(out, HELP)?,
            "board" => self.show(out)?,
            "moves" | "legal" => {
                let state = self.record.state();
                let list: Vec<String> = self
                    .record
                    .legal_actions()
                    .iter()
                    .map(|a| state.format_action(a))
                    .collect();
                if self.config.json {
                    self.emit_json(out, None, &[], None)?;
                } else if list.is_empty() {
                    writeln!(out, "No legal actions: {}", describe_outcome(&self.record))?;
                } else {
                    writeln!(
                        out,
                        "{} legal ({}): {}",
                        list.len(),
                        state.decision_label(),
                        list.join(" ")
                    )?;
                }
            }
            "history" => {
                let h = self.record.history_notation();
                self.say(out, &format!("{} actions: {}", h.len(), h.join(" ")))?;
            }
            "undo" => {
                let any_ai = self.record.seats().iter().any(|s| *s != SeatKind::Human);
                let undone = if any_ai {
                    self.record.undo_to_human()
                } else {
                    usize::from(self.record.undo().is_some())
                };
                if undone == 0 {
                    self.error(out, "nothing to undo")?;
                } else {
                    self.after_change(out, &format!("undid {undone} action(s)"))?;
                }
            }
            "redo" => match self.record.redo() {
                Some(applied) => self.report_applied(out, &applied)?,
                None => self.error(out, "nothing to redo")?,
            },
            "hint" => {
                // The game's strongest level (Pyramida: perfect).
                let strongest = G::levels()
                    .last()
                    .copied()
                    .unwrap_or(pyramids_core::Level::Expert);
                let request = self.request(strongest);
                match self
                    .record
                    .state()
                    .choose(&self.record.repetition_history(), &request)
                {
                    Ok(choice) => {
                        let text = self.record.state().format_action(&choice.action);
                        if self.config.json {
                            writeln!(
                                out,
                                "{}",
                                serde_json::json!({"hint": text, "score": choice.score, "depth": choice.depth})
                            )?;
                        } else {
                            writeln!(
                                out,
                                "Hint: {text} (search depth {}, score {})",
                                choice.depth, choice.score
                            )?;
                        }
                    }
                    Err(e) => self.error(out, &e.to_string())?,
                }
            }
            "save" => match rest.first() {
                Some(path) => match write_atomically(path, &save::save(&self.record)) {
                    Ok(()) => self.say(out, &format!("saved to {path}"))?,
                    Err(e) => self.error(out, &format!("cannot save to {path}: {e}"))?,
                },
                None => self.error(out, "save needs a file name")?,
            },
            "load" => match rest.first() {
                Some(path) => match std::fs::read_to_string(path)
                    .map_err(|e| e.to_string())
                    .and_then(|t| save::load::<G>(&t).map_err(|e| e.to_string()))
                {
                    Ok(record) => {
                        self.record = record;
                        self.after_change(out, &format!("loaded {path}"))?;
                    }
                    Err(e) => self.error(out, &format!("cannot load {path}: {e}"))?,
                },
                None => self.error(out, "load needs a file name")?,
            },
            _ => {
                // One or more actions; stop at the first rejected one.
                for word in text.split_whitespace() {
                    if self.record.seat_to_move() != SeatKind::Human
                        && !self.record.outcome().is_over()
                    {
                        self.error(out, "it is the AI's decision")?;
                        break;
                    }
                    match self.record.apply_notation(word) {
                        Ok(applied) => self.report_applied(out, &applied)?,
                        Err(e) => {
                            let hint = if self.config.json {
                                String::new()
                            } else {
                                " (type 'moves' to list the legal actions, 'help' for commands)"
                                    .into()
                            };
                            self.error(
                                out,
                                &format!("{word}: {}{hint}", crate::explain::play_error(&e)),
                            )?;
                            break;
                        }
                    }
                }
            }
        }
        Ok(true)
    }

    fn request(&mut self, level: pyramids_core::Level) -> AiRequest {
        let seed = self.next_ai_seed();
        match self.config.nodes {
            Some(n) => AiRequest::nodes(level, n, seed),
            None => AiRequest::new(level, self.config.time_ms, seed),
        }
    }

    fn next_ai_seed(&mut self) -> u64 {
        self.ai_counter += 1;
        self.record.seed() ^ (self.record.ply() as u64) << 20 ^ self.ai_counter
    }

    /// Lets AI seats move until a human must decide or the game ends.
    fn play_ai_turns(&mut self, out: &mut impl Write) -> std::io::Result<()> {
        while !self.record.outcome().is_over() {
            let SeatKind::Ai(level) = self.record.seat_to_move() else {
                return Ok(());
            };
            let request = self.request(level);
            let choice = match self
                .record
                .state()
                .choose(&self.record.repetition_history(), &request)
            {
                Ok(c) => c,
                Err(e) => return self.error(out, &format!("AI: {e}")),
            };
            match self.record.apply(&choice.action) {
                Ok(applied) => self.report_applied(out, &applied)?,
                Err(e) => return self.error(out, &format!("AI chose an illegal action: {e}")),
            }
        }
        Ok(())
    }

    fn report_applied(
        &mut self,
        out: &mut impl Write,
        applied: &Applied<G>,
    ) -> std::io::Result<()> {
        if self.config.json {
            return self.emit_json(out, Some(&applied.notation), &applied.events, None);
        }
        let who = self.record.state().seat_name(applied.seat);
        writeln!(out, "{who}: {}", applied.notation)?;
        // Draw when the turn passes or the game ends, not after every step.
        if self.record.to_move() != applied.seat
            || self.record.outcome().is_over()
            || self.record.seat_to_move() == SeatKind::Human
        {
            self.show(out)?;
        }
        Ok(())
    }

    fn after_change(&mut self, out: &mut impl Write, message: &str) -> std::io::Result<()> {
        if self.config.json {
            self.emit_json(out, None, &[], None)
        } else {
            writeln!(out, "{message}")?;
            self.show(out)
        }
    }

    fn say(&self, out: &mut impl Write, text: &str) -> std::io::Result<()> {
        if self.config.json {
            writeln!(out, "{}", serde_json::json!({"message": text}))
        } else {
            writeln!(out, "{text}")
        }
    }

    fn error(&mut self, out: &mut impl Write, text: &str) -> std::io::Result<()> {
        if self.config.json {
            self.emit_json(out, None, &[], Some(text))
        } else {
            let paint = Paint(self.config.color);
            writeln!(out, "{}", paint.fg("31", &format!("rejected: {text}")))
        }
    }

    fn show(&self, out: &mut impl Write) -> std::io::Result<()> {
        let state = self.record.state();
        writeln!(out, "\n{}", state.draw(self.config.color))?;
        let outcome = self.record.outcome();
        if outcome.is_over() {
            writeln!(
                out,
                "{}",
                Paint(self.config.color).bold(&describe_outcome(&self.record))
            )?;
        } else {
            writeln!(
                out,
                "{} to {} (move {})",
                state.seat_name(state.to_move()),
                state.decision_label(),
                self.record.ply() + 1
            )?;
        }
        Ok(())
    }

    fn emit_json(
        &self,
        out: &mut impl Write,
        action: Option<&str>,
        events: &[G::Event],
        error: Option<&str>,
    ) -> std::io::Result<()> {
        let state = self.record.state();
        let legal: Vec<String> = self
            .record
            .legal_actions()
            .iter()
            .map(|a| state.format_action(a))
            .collect();
        let line = serde_json::json!({
            "ok": error.is_none(),
            "error": error,
            "action": action,
            "events": events,
            "state": state.state_json(),
            "to_move": state.to_move(),
            "decision": state.decision_label(),
            "legal": legal,
            "outcome": self.record.outcome(),
            "ply": self.record.ply(),
            "can_undo": self.record.can_undo(),
            "can_redo": self.record.can_redo(),
        });
        writeln!(out, "{line}")
    }
}

pub fn describe_outcome<G: TerminalGame>(record: &GameRecord<G>) -> String {
    let state = record.state();
    match record.outcome() {
        Outcome::Ongoing => "the game goes on".into(),
        Outcome::Win { winner } => format!("{} wins", state.seat_name(winner)),
        Outcome::SharedWin { winners } => {
            format!(
                "shared win: {}",
                winners
                    .iter()
                    .map(|s| state.seat_name(*s))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        }
        Outcome::Draw { reason } => format!(
            "draw ({})",
            match reason {
                pyramids_core::DrawReason::Repetition => "third repetition",
                pyramids_core::DrawReason::PlyLimit => "ply limit",
            }
        ),
    }
}

/// Writes through a temporary file and a rename, so a crash never leaves half a save.
pub fn write_atomically(path: &str, text: &str) -> std::io::Result<()> {
    let tmp = format!("{path}.tmp");
    std::fs::write(&tmp, text)?;
    std::fs::rename(&tmp, path)
}
